"""A state message written to its websocket as one frame, without the ASGI layers.

Each state message went Starlette's `WebSocket.send_text` -> two exception-handling
`sender` wrappers -> uvicorn's websockets-sansio `send` -> websockets' `Frame` and its
serialization -> `transport.write`: about ten Python calls and two objects for what is a
header of two to ten bytes before the UTF-8 text. When the connection is uvicorn's
websockets-sansio protocol and nothing makes the frame other than plain (no compression
negotiated, the connection open, nothing else waiting to go out, the transport not paused
by a slow reader), `DirectText.write` puts those same bytes on the transport itself;
otherwise it says no and the caller sends through Starlette as before, which waits for a
slow reader and raises on a closed socket exactly as it always did. The frame is RFC
6455's unmasked server frame, byte for byte what websockets' `Frame.serialize` makes
(tests/server/test_frames.py).
"""

from __future__ import annotations

import struct
from typing import Any

_TEXT_FIN = 0x81  # FIN, no RSV bits, opcode 1 (text)
_SHORT = struct.Struct("!BB")
_MEDIUM = struct.Struct("!BBH")
_LONG = struct.Struct("!BBQ")


def text_frame(payload: bytes) -> bytes:
    """One unfragmented, unmasked text frame carrying `payload` (UTF-8)."""
    n = len(payload)
    if n < 126:
        return _SHORT.pack(_TEXT_FIN, n) + payload
    if n < 65536:
        return _MEDIUM.pack(_TEXT_FIN, 126, n) + payload
    return _LONG.pack(_TEXT_FIN, 127, n) + payload


def _sansio_types() -> tuple[type, Any, Any] | None:
    try:
        from uvicorn.protocols.websockets.websockets_sansio_impl import (
            WebSocketsSansIOProtocol,
        )
        from websockets.protocol import OPEN, Side
    except ImportError:  # pragma: no cover - the server's dependencies include both
        return None
    return WebSocketsSansIOProtocol, OPEN, Side.SERVER


_TYPES = _sansio_types()


class DirectText:
    """Writes text frames straight to one uvicorn websockets-sansio connection."""

    __slots__ = ("protocol", "conn", "transport", "open_state")

    def __init__(self, protocol: Any):
        assert _TYPES is not None
        self.protocol = protocol
        self.conn = protocol.conn
        self.transport = protocol.transport
        self.open_state = _TYPES[1]

    @classmethod
    def of(cls, send: Any) -> DirectText | None:
        """The writer for the connection behind an ASGI `send`, if `send` is exactly
        uvicorn's websockets-sansio protocol's own (nothing wraps it) and the connection
        negotiated no extension; else None."""
        if _TYPES is None:
            return None
        protocol = getattr(send, "__self__", None)
        kind, _, server = _TYPES
        if (
            not isinstance(protocol, kind)
            or getattr(send, "__func__", None) is not kind.send
            or getattr(protocol, "transport", None) is None
            or getattr(protocol.conn, "side", None) is not server
            or protocol.conn.extensions
        ):
            return None
        return cls(protocol)

    def write(self, text: str) -> bool:
        """Put `text` on the wire as one frame now; False (nothing written) when it must
        go the ordinary way instead."""
        p, conn = self.protocol, self.conn
        if (
            p.close_sent
            or p.disconnected
            or p.initial_response is not None
            or not p.handshake_complete
            or not p.writable.is_set()
            or conn.state is not self.open_state
            or conn.writes
            or conn.extensions
            or conn.expect_continuation_frame
            or conn.debug
            or self.transport.is_closing()
        ):
            return False
        self.transport.write(text_frame(text.encode()))
        return True
