"""Rate limits (token buckets) and bounded reading of request bodies."""

from __future__ import annotations

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


async def read_json(request: Request, limit: int) -> Any:
    """The request's JSON body, refused with 413 past `limit` bytes and 400 if not JSON."""
    declared = request.headers.get("content-length")
    if declared is not None:
        try:
            if int(declared) > limit:
                raise ApiError(413, "too-large", f"the request body is over {limit} bytes")
        except ValueError:
            raise ApiError(400, "bad-request", "bad Content-Length") from None
    ctype = request.headers.get("content-type", "")
    if ctype and not ctype.split(";")[0].strip().lower().endswith("json"):
        raise ApiError(415, "bad-content-type", "send the request body as application/json")
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > limit:
            raise ApiError(413, "too-large", f"the request body is over {limit} bytes")
    if not body:
        return {}
    return parse_json(bytes(body))


def parse_json(data: bytes | str) -> Any:
    try:
        return json.loads(data)
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise ApiError(400, "bad-json", f"the request body is not valid JSON: {e}") from None
    except RecursionError:
        raise ApiError(400, "bad-json", "the JSON is nested too deeply") from None
