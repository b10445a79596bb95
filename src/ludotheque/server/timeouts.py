"""A deadline on request headers, which uvicorn does not have.

uvicorn closes an idle keep-alive connection, but a client that sends a request's headers
a byte at a time (slowloris) keeps its connection, and its slot, for as long as it likes:
400 such connections stayed open for 40 s and more. `header_timeout_protocol` wraps
uvicorn's h11 protocol: a connection must have sent a whole request head within
`seconds` of opening, and again within `seconds` of each response, or it is closed. A
connection upgraded to a websocket is left alone (its protocol is no longer this one).
The body has a deadline of its own (`limits.read_json`)."""

from __future__ import annotations

from uvicorn.protocols.http.h11_impl import H11Protocol


def header_timeout_protocol(seconds: float) -> type[H11Protocol]:
    class HeaderTimeoutProtocol(H11Protocol):
        _header_timer = None

        def connection_made(self, transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            self._arm_header_timer()

        def _arm_header_timer(self) -> None:
            if self._header_timer is not None:
                self._header_timer.cancel()
            self._header_timer = self.loop.call_later(seconds, self._header_deadline, self.cycle)

        def _header_deadline(self, cycle) -> None:
            transport = self.transport
            if transport.is_closing() or transport.get_protocol() is not self:
                return
            # No request began since the timer was set (the same cycle, already answered
            # or never started): the head did not arrive in time.
            if self.cycle is cycle and (cycle is None or cycle.response_complete):
                transport.close()

        def on_response_complete(self) -> None:
            super().on_response_complete()
            if not self.transport.is_closing():
                self._arm_header_timer()

        def connection_lost(self, exc) -> None:
            if self._header_timer is not None:
                self._header_timer.cancel()
            super().connection_lost(exc)

    return HeaderTimeoutProtocol
