"""State messages written as frames straight to uvicorn's websockets-sansio transport
(server/frames.py): the same bytes as the ordinary send, in the same order; a reader that
stops reading makes the server wait as before; a socket gone ends its writer quietly.

A real uvicorn server runs in a thread of this process (the TestClient has no uvicorn
protocol: it always takes the ordinary path), and a raw socket reads every frame's bytes.
"""

from __future__ import annotations

import asyncio
import base64
import json
import os
import socket
import struct
import threading
import time

import httpx2 as httpx
import pytest
import uvicorn
from server_support import free_port, test_settings
from websockets.frames import Frame, Opcode

from ludotheque.server import frames, live
from ludotheque.server.app import create_app


@pytest.mark.parametrize("size", [0, 1, 125, 126, 127, 65535, 65536, 70000])
def test_a_text_frame_is_what_websockets_makes(size):
    payload = ("é" * size).encode()[:size]
    expected = Frame(Opcode.TEXT, payload).serialize(mask=False)
    assert frames.text_frame(payload) == expected


def test_a_wrapped_send_is_not_written_to_directly():
    async def send(message):  # a middleware's wrapper, not uvicorn's own send
        pass

    assert frames.DirectText.of(send) is None
    assert frames.DirectText.of(None) is None


class _Server:
    """The app under uvicorn (websockets-sansio, as `ludo serve` runs it) in a thread."""

    def __init__(self, tmp_path, compression: bool = False):
        settings = test_settings(str(tmp_path / "frames.db"))
        self.port = free_port()
        config = uvicorn.Config(
            create_app(settings),
            host="127.0.0.1",
            port=self.port,
            ws="websockets-sansio",
            log_level="warning",
            lifespan="on",
            ws_per_message_deflate=compression,
        )
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def __enter__(self):
        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.server.started:
            assert time.monotonic() < deadline, "uvicorn did not start"
            time.sleep(0.05)
        return self

    def __exit__(self, *exc):
        self.server.should_exit = True
        self.thread.join(15)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"


class RawSocket:
    """A websocket client that keeps each frame's bytes as they came."""

    def __init__(self, port: int, tid: str, token: str | None, deflate: bool = False):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=10)
        key = base64.b64encode(os.urandom(16)).decode()
        extension = "Sec-WebSocket-Extensions: permessage-deflate\r\n" if deflate else ""
        self.sock.sendall(
            (
                f"GET /ws/tables/{tid} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n{extension}\r\n"
            ).encode()
        )
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            self.buffer += self._recv()
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        assert head.startswith(b"HTTP/1.1 101"), head
        self.deflated = b"permessage-deflate" in head.lower()
        self.send({"type": "hello", "token": token, "svg": False})

    def _recv(self) -> bytes:
        data = self.sock.recv(65536)
        assert data, "the server closed the socket"
        return data

    def _need(self, n: int) -> None:
        while len(self.buffer) < n:
            self.buffer += self._recv()

    def send(self, message: dict) -> None:
        payload = json.dumps(message).encode()
        self.sock.sendall(Frame(Opcode.TEXT, payload).serialize(mask=True))

    def raw_frame(self) -> bytes:
        self._need(2)
        n = self.buffer[1] & 0x7F
        start = 2
        if n == 126:
            self._need(4)
            n, start = struct.unpack("!H", self.buffer[2:4])[0], 4
        elif n == 127:
            self._need(10)
            n, start = struct.unpack("!Q", self.buffer[2:10])[0], 10
        self._need(start + n)
        raw, self.buffer = self.buffer[: start + n], self.buffer[start + n :]
        return raw

    def frame(self) -> tuple[bytes, dict]:
        """The next frame: its bytes exactly, and its message."""
        raw = self.raw_frame()
        assert raw[0] == 0x81, raw[:2]  # a whole text frame (pings are not due in a test)
        start = {126: 4, 127: 10}.get(raw[1] & 0x7F, 2)
        return raw, json.loads(raw[start:])

    def state(self) -> tuple[bytes, dict]:
        while True:
            raw, msg = self.frame()
            if msg["type"] == "state":
                return raw, msg

    def close(self) -> None:
        self.sock.close()


@pytest.fixture
def recorded(monkeypatch):
    """What each listener's writer sent (by seat), and how many frames went directly."""
    sent: dict = {}
    direct = {"writes": 0, "protocols": [], "by": {}}
    send = live.Listener._send

    async def recording(self, text):
        sent.setdefault(self.seat, []).append(text)
        await send(self, text)

    write = frames.DirectText.write

    def counting(self, text):
        done = write(self, text)
        direct["writes"] += done
        direct["by"][id(self.protocol)] = direct["by"].get(id(self.protocol), 0) + done
        return done

    of = frames.DirectText.of.__func__

    def remembering(cls, sender):
        made = of(cls, sender)
        if made is not None:
            direct["protocols"].append(made.protocol)
        return made

    monkeypatch.setattr(live.Listener, "_send", recording)
    monkeypatch.setattr(frames.DirectText, "write", counting)
    monkeypatch.setattr(frames.DirectText, "of", classmethod(remembering))
    return sent, direct


def _table(url: str) -> tuple[str, dict]:
    body = {"game": "iwari", "seats": ["human", "human"], "seed": 5, "analysis": True}
    r = httpx.post(url + "/api/tables", json=body, timeout=30)
    assert r.status_code == 201, r.text
    data = r.json()
    return data["id"], {s["seat"]: s["token"] for s in data["seats"] if "token" in s}


def _expected(texts: list[str]) -> list[bytes]:
    return [Frame(Opcode.TEXT, t.encode()).serialize(mask=False) for t in texts]


def test_every_client_gets_the_bytes_of_the_ordinary_send_in_order(tmp_path, recorded):
    sent, direct = recorded
    with _Server(tmp_path) as server:
        tid, tokens = _table(server.url)
        sockets = {seat: RawSocket(server.port, tid, tokens[seat]) for seat in (0, 1)}
        sockets[None] = RawSocket(server.port, tid, None)
        got: dict = {seat: [] for seat in sockets}
        state = None
        for seat, ws in sockets.items():
            raw, state = ws.state()
            got[seat].append(raw)
        for n in range(12):
            mover = state["decision"]["seat"]
            seq = state["seq"]
            sockets[mover].send({"type": "move", "seq": seq, "option": 0, "id": f"m{n}"})
            for seat, ws in sockets.items():
                while True:  # states until the one after this move (joins may come first)
                    raw, msg = ws.frame()
                    got[seat].append(raw)
                    if msg["type"] == "state" and msg["seq"] > seq:
                        break
                if seat is None:
                    state = msg
        time.sleep(0.2)  # anything else on its way arrives too
        for seat, ws in sockets.items():
            ws.sock.settimeout(0.3)
            with pytest.raises(TimeoutError):
                while True:
                    got[seat].append(ws.frame()[0])
            ws.close()
    for seat in sockets:
        assert got[seat] == _expected(sent[seat]), seat
    assert direct["writes"] == sum(len(t) for t in sent.values())  # all went directly
    assert direct["writes"] >= 3 * 13


def test_a_reader_that_stops_reading_is_waited_for_then_gets_the_same_bytes(tmp_path, recorded):
    sent, direct = recorded
    with _Server(tmp_path) as server:
        tid, tokens = _table(server.url)
        spectator = RawSocket(server.port, tid, None)
        raw0, state = spectator.state()
        assert len(direct["protocols"]) == 1
        protocol = direct["protocols"][0]
        loop = server.server_loop = protocol.loop
        # The transport's buffer is "full": uvicorn's own send waits, and so does the
        # direct write (it declines, and the ordinary send waits for resume_writing).
        asyncio.run_coroutine_threadsafe(_call(protocol.pause_writing), loop).result(5)
        writes = direct["by"][id(protocol)]
        seat = state["decision"]["seat"]
        mover = RawSocket(server.port, tid, tokens[seat])
        mover.state()
        mover.send({"type": "move", "seq": state["seq"], "option": 0, "id": "x"})
        while True:
            _raw, msg = mover.frame()
            if msg["type"] == "state" and msg["seq"] > state["seq"]:
                break
        spectator.sock.settimeout(0.5)
        with pytest.raises(TimeoutError):
            spectator.frame()  # nothing while the transport is paused
        assert direct["by"][id(protocol)] == writes  # none to the paused one
        asyncio.run_coroutine_threadsafe(_call(protocol.resume_writing), loop).result(5)
        spectator.sock.settimeout(10)
        got = [raw0]
        while True:
            raw, msg = spectator.frame()
            got.append(raw)
            if msg["type"] == "state" and msg["seq"] > state["seq"]:
                break
        assert got == _expected(sent[None])
        # Written directly again once the transport drained.
        seq = msg["seq"]
        mover.send({"type": "undo", "seq": seq, "id": "u"})
        spectator.sock.settimeout(10)
        while True:
            raw, msg = spectator.frame()
            got.append(raw)
            if msg["type"] == "state" and msg["seq"] > seq:
                break
        assert got == _expected(sent[None])
        assert direct["by"][id(protocol)] > writes
        spectator.close()
        mover.close()


def test_a_socket_gone_ends_its_writer_quietly_and_others_play_on(tmp_path, recorded, caplog):
    sent, direct = recorded
    with _Server(tmp_path) as server:
        tid, tokens = _table(server.url)
        spectator = RawSocket(server.port, tid, None)
        _, state = spectator.state()
        seat = state["decision"]["seat"]
        mover = RawSocket(server.port, tid, tokens[seat])
        mover.state()
        spectator.sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        spectator.close()  # a reset, no closing handshake
        time.sleep(0.2)
        for n in range(4):
            mover.send({"type": "move", "seq": state["seq"], "option": 0, "id": f"m{n}"})
            while True:
                _, msg = mover.frame()
                if msg["type"] in ("ack", "error") or msg.get("acks"):
                    break
            answer = msg if msg["type"] in ("ack", "error") else msg["acks"][0]
            assert answer["type"] == "ack", answer
            r = httpx.get(server.url + f"/api/tables/{tid}", timeout=10)
            state = r.json()
            if state["decision"] is None or state["decision"]["seat"] != seat:
                break
        mover.close()
    assert not [r for r in caplog.records if r.levelname in ("ERROR", "CRITICAL")]


def test_a_compressed_connection_takes_the_ordinary_send(tmp_path, recorded):
    sent, direct = recorded
    with _Server(tmp_path, compression=True) as server:
        tid, _tokens = _table(server.url)
        spectator = RawSocket(server.port, tid, None, deflate=True)
        assert spectator.deflated
        raw = spectator.raw_frame()
        assert raw[0] == 0xC1  # FIN, RSV1 (compressed), text: made by websockets
        assert sent[None] and direct["protocols"] == [] and direct["writes"] == 0
        spectator.close()


async def _call(fn):
    fn()
