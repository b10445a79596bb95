"""Structured logs: one JSON object a line, with the request's and the table's id.

`--log-format json` (Settings.log_format) sends every log record, the server's and
uvicorn's, as {"time", "level", "logger", "message", "pid", "request", "table", "error"}
to standard error: what a log collector reads without a parser of its own. The request
id comes from the client's X-Request-Id header (when it is a short plain token) or is
made up, and is sent back in that header; the table id is set while a table's request,
websocket message or agents' turn is handled (context variables follow the asyncio task).
"""

from __future__ import annotations

import contextvars
import json
import logging
import os
import re
import secrets
import time

REQUEST_ID: contextvars.ContextVar[str | None] = contextvars.ContextVar("request", default=None)
TABLE_ID: contextvars.ContextVar[str | None] = contextvars.ContextVar("table", default=None)
_TOKEN = re.compile(r"^[A-Za-z0-9._-]{1,64}$")


def request_id(given: str | None) -> str:
    """The client's id if it is a plain short token, else a new one."""
    if given and _TOKEN.match(given):
        return given
    return secrets.token_hex(6)


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        out = {
            "time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created))
            + f".{int(record.msecs):03d}Z",
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
            "pid": os.getpid(),
        }
        request = REQUEST_ID.get()
        if request is not None:
            out["request"] = request
        table = getattr(record, "table", None) or TABLE_ID.get()
        if table is not None:
            out["table"] = table
        if record.exc_info:
            out["error"] = self.formatException(record.exc_info)
        return json.dumps(out, ensure_ascii=False)


def setup(level: str, fmt: str) -> dict | None:
    """Configure logging; returns uvicorn's log_config (None: uvicorn leaves ours alone)."""
    lvl = getattr(logging, level.upper(), logging.INFO)
    if fmt != "json":
        logging.basicConfig(level=lvl)
        from uvicorn.config import LOGGING_CONFIG

        return LOGGING_CONFIG
    handler = logging.StreamHandler()
    handler.setFormatter(JsonFormatter())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(lvl)
    for name in ("uvicorn", "uvicorn.error", "uvicorn.access"):
        logger = logging.getLogger(name)
        logger.handlers[:] = []
        logger.propagate = True
    return None
