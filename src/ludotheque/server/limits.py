"""Rate limits (token buckets) and bounded reading of request bodies."""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

from starlette.requests import Request

from ludotheque.server.errors import ApiError


class Bucket:
    """`rate` tokens a second, at most `burst` saved up; each event takes one."""

    __slots__ = ("rate", "burst", "tokens", "stamp")

    def __init__(self, rate: float, burst: float):
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.stamp = time.monotonic()

    def take(self, cost: float = 1.0) -> float:
        """0 when allowed, else the seconds to wait before the next event is."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= cost:
            self.tokens -= cost
            return 0.0
        return (cost - self.tokens) / self.rate if self.rate > 0 else 60.0


class Limiter:
    """Buckets by key (a client address), forgotten once full again."""

    def __init__(self, rate: float, burst: float, max_keys: int = 100_000):
        self.rate = rate
        self.burst = burst
        self.max_keys = max_keys
        self.buckets: dict[str, Bucket] = {}
        self._sweep = time.monotonic()

    def check(self, key: str, what: str) -> None:
        bucket = self.buckets.get(key)
        if bucket is None:
            if len(self.buckets) >= self.max_keys:
                self._forget(force=True)
            bucket = self.buckets[key] = Bucket(self.rate, self.burst)
        wait = bucket.take()
        if wait:
            raise ApiError(429, "rate-limited", f"too many {what}: retry in {wait:.1f} s")
        now = time.monotonic()
        if now - self._sweep > 60:
            self._sweep = now
            self._forget()

    def _forget(self, force: bool = False) -> None:
        full_after = self.burst / self.rate if self.rate > 0 else 0
        now = time.monotonic()
        for key in [k for k, b in self.buckets.items() if now - b.stamp > full_after]:
            del self.buckets[key]
        if force and len(self.buckets) >= self.max_keys:
            self.buckets.clear()


async def read_json(request: Request, limit: int, timeout: float = 10.0) -> Any:
    """The request's JSON body: 413 past `limit` bytes, 408 if it takes longer than
    `timeout` seconds to arrive, 415 unless it is sent as application/json, and 400 if it
    is not JSON or has a number or string past the bounds of `parse_json`. An empty body
    is an empty object (a POST with nothing to say needs no Content-Type)."""
    declared = request.headers.get("content-length")
    if declared is not None:
        try:
            size = int(declared)
        except ValueError:
            raise ApiError(400, "bad-request", "bad Content-Length") from None
        if size > limit:
            raise ApiError(413, "too-large", f"the request body is over {limit} bytes")
    body = bytearray()
    try:
        async with asyncio.timeout(timeout):
            async for chunk in request.stream():
                body += chunk
                if len(body) > limit:
                    raise ApiError(413, "too-large", f"the request body is over {limit} bytes")
    except TimeoutError:
        raise ApiError(
            408, "body-timeout", f"the request body did not arrive within {timeout:g} s"
        ) from None
    if not body:
        return {}
    ctype = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if ctype != "application/json":
        raise ApiError(
            415,
            "bad-content-type",
            "send the request body with Content-Type: application/json"
            + (f" (got {ctype[:40]!r})" if ctype else " (it had no Content-Type)"),
        )
    return parse_json(bytes(body))


# Bounds of every parsed body and websocket message: any integer the API takes (a seed,
# a seq, a seat, an option index) fits in 64 bits; no string the API takes (a title, a
# move, a configuration value) comes near MAX_STRING characters.
MAX_INT_DIGITS = 20
MAX_STRING = 4096
MAX_DEPTH = 32


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise ApiError(
            400,
            "number-too-large",
            f"a number in the JSON has {len(text.lstrip('-'))} digits; numbers here have at "
            f"most {MAX_INT_DIGITS}",
        )
    return int(text)


def _float(text: str) -> float:
    if len(text) > 40:
        raise ApiError(400, "number-too-large", "a number in the JSON is written too long")
    return float(text)


def _constant(text: str) -> Any:
    raise ApiError(400, "bad-json", f"{text} is not a JSON number")


def _check(value: Any, depth: int = 0) -> None:
    if depth > MAX_DEPTH:
        raise ApiError(400, "bad-json", f"the JSON is nested deeper than {MAX_DEPTH} levels")
    if isinstance(value, str):
        if len(value) > MAX_STRING:
            raise ApiError(
                400, "string-too-long", f"a string in the JSON is over {MAX_STRING} characters"
            )
    elif isinstance(value, dict):
        for key, item in value.items():
            _check(key, depth + 1)
            _check(item, depth + 1)
    elif isinstance(value, list):
        for item in value:
            _check(item, depth + 1)


def parse_json(data: bytes | str) -> Any:
    """JSON with bounded numbers, strings and nesting; anything else is a 400 whose text
    says what is wrong in words of its own (never Python's exception text)."""
    try:
        value = json.loads(data, parse_int=_int, parse_float=_float, parse_constant=_constant)
    except json.JSONDecodeError as e:
        raise ApiError(
            400, "bad-json", f"the JSON is not valid (line {e.lineno}, column {e.colno})"
        ) from None
    except UnicodeDecodeError:
        raise ApiError(400, "bad-json", "the JSON is not valid UTF-8") from None
    except RecursionError:
        raise ApiError(400, "bad-json", "the JSON is nested too deeply") from None
    except ValueError:  # anything else the decoder refuses (a hook raises ApiError)
        raise ApiError(400, "bad-json", "the JSON has a value that cannot be read") from None
    _check(value)
    return value
