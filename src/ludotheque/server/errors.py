"""Refusals the API sends (status, code, a sentence for people) and the checks of
request fields shared by every endpoint."""

from __future__ import annotations

import hashlib
import logging
from typing import Any

log = logging.getLogger("ludotheque.server")


class ApiError(Exception):
    """A refusal with an HTTP status, a short machine code and a sentence for people."""

    def __init__(self, status: int, code: str, message: str):
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message

    def to_dict(self) -> dict:
        return {"status": self.status, "code": self.code, "message": self.message}


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def clean_text(value: Any, what: str, limit: int) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        raise ApiError(400, "bad-request", f"{what} must be a string")
    text = " ".join(value.split())
    if len(text) > limit:
        raise ApiError(400, "bad-request", f"{what} is longer than {limit} characters")
    if any(not ch.isprintable() for ch in text):
        raise ApiError(400, "bad-request", f"{what} has characters that cannot be shown")
    return text


def check_fields(body: Any, allowed: set[str], required: set[str]) -> None:
    if not isinstance(body, dict):
        raise ApiError(400, "bad-request", "the request body must be a JSON object")
    unknown = set(body) - allowed
    if unknown:
        raise ApiError(
            400,
            "bad-request",
            f"unknown field(s) {', '.join(sorted(unknown))}; allowed: {', '.join(sorted(allowed))}",
        )
    missing = required - set(body)
    if missing:
        raise ApiError(400, "bad-request", f"missing field(s): {', '.join(sorted(missing))}")
