"""The ASGI application: pages, the JSON API and the table websocket (Starlette).

HTTP API (JSON in and out; a seat acts with `Authorization: Bearer <seat token>`):

    GET  /api/games                     games, their options and defaults, agent kinds
    GET  /api/games/{id}/explain?ref=   a component in words (name, effect, reconstructed)
    GET  /api/tables?status=S&before=C  tables: open (a seat to join), running, over; a page
                                        at a time ({tables, next}: pass next as before)
    POST /api/tables                    create {game, config, seats, title, listed, seed,
                                        analysis, hints, pace}; a seat is "human", an agent
                                        spec or {spec, name, access: invited|open}
    GET  /api/tables/{id}               the table as the requester's seat sees it
    POST /api/tables/{id}/moves         {seq, option}: play the pending decision number seq
    POST /api/tables/{id}/undo          {seq, count}: take back own decisions, as the rules allow
    POST /api/tables/{id}/join          {seat?, name?}: sit at a free seat, get its token
    POST /api/tables/{id}/leave         give the seat up (its link stops working)
    POST /api/tables/{id}/seats/{n}     {access: open|invited}, the creator's owner token:
                                        open a free seat to anyone, or re-invite (new link)
    GET  /api/tables/{id}/record        the record: redacted for the requester while running
    GET  /api/tables/{id}/replay?ply=N  a finished game as it stood after N moves
    POST /api/tables/{id}/pace          {seconds}: the agents' pace, 0 to 2 s a move (a seat
                                        or the creator)
    POST /api/tables/{id}/hint          {seq}: the search's best options for the seat to
                                        play (where the table allows hints: coaching.py)
    POST /api/tables/{id}/analysis      {seat}: start the analysis of a finished game's seat
    GET  /api/tables/{id}/analysis?seat=N  that analysis as it stands (rows so far)
    POST /api/records                   import {record, seats?, title?, listed?, analysis?}
    GET  /api/health                    liveness, and the agents' workers and queue
    GET  /healthz                       alive (the process answers)
    GET  /readyz                        ready: the database answers (503 if not)
    GET  /metrics                       Prometheus metrics (metrics.py)

Websocket /ws/tables/{id}: the client sends {"type": "hello", "token": ..., "svg": true}
first; the server sends {"type": "state", ...} now and after every change (its "log"
and "events" hold the entries of the moves after "log_from": the client keeps the ones
up to it). The client sends
{"type": "move", "seq", "option", "id"} or {"type": "undo", "seq", "count", "id"} and gets
{"type": "ack", "id", ...} or {"type": "error", "id", "status", "code", "message"}
(status as in HTTP: 409 with code "already-decided" when the decision was already taken),
either as a message of its own or inside the next state's "acks" list, which then
already shows the change; and {"type": "ping"} -> {"type": "pong"}.

Errors are {"error": {"status", "code", "message"}} with that HTTP status. A websocket
handshake over the rate limit is accepted, then closed with code 1013 (try again later);
one from another Origin is refused (HTTP 403). Every request's Host must be one of the
allowed hosts (400 otherwise); with `proxy_headers`, the client's address comes from a
trusted proxy's X-Forwarded-For (docs/deploying.md).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from pathlib import Path

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect
from uvicorn.middleware.proxy_headers import ProxyHeadersMiddleware

from ludotheque.server import logs, metrics
from ludotheque.server.errors import ApiError, check_fields
from ludotheque.server.hub import Hub
from ludotheque.server.limits import Bucket, Limiter, parse_json, read_json
from ludotheque.server.live import Listener, LiveTable
from ludotheque.server.settings import Settings
from ludotheque.server.store import Store
from ludotheque.server.tables import address_key

log = logging.getLogger("ludotheque.server")
STATIC = Path(__file__).parent / "static"
CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; "
    "form-action 'self'; object-src 'none'"
)
SECURITY_HEADERS = [
    (b"content-security-policy", CSP.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
    (b"cache-control", b"no-store"),
]


def error_response(e: ApiError) -> JSONResponse:
    headers = {}
    if e.status == 429:
        headers["Retry-After"] = "1"
    return JSONResponse({"error": e.to_dict()}, status_code=e.status, headers=headers)


def _token(request: Request) -> str | None:
    auth = request.headers.get("authorization")
    if auth is None:
        return None
    scheme, _, value = auth.partition(" ")
    if scheme.lower() != "bearer" or not value.strip():
        raise ApiError(401, "bad-token", "send the seat token as 'Authorization: Bearer <token>'")
    return value.strip()


def _client(scope) -> str:
    """The client's address: the connection's, or, with `proxy_headers`, the one a
    trusted proxy forwarded (ProxyHeadersMiddleware rewrote the scope before us)."""
    client = scope.get("client")
    return client[0] if client else "unknown"


def allowed_hosts(setting: str, bound: str | None = None) -> list[str]:
    """The host names of the `allowed_hosts` setting ("auto": see Settings)."""
    if setting.strip() != "auto":
        return [h.strip().lower() for h in setting.split(",") if h.strip()] or ["*"]
    if bound is not None and bound in ("0.0.0.0", "::", ""):
        return ["*"]
    hosts = ["localhost", "127.0.0.1", "::1"]
    if bound is not None and bound not in hosts:
        hosts.append(bound.lower())
    return hosts


class _Guard:
    """Pure ASGI middleware: security headers on every response, and the per-address
    request rate on the API and websocket handshakes."""

    def __init__(self, app, limiter: Limiter):
        self.app = app
        self.limiter = limiter

    async def __call__(self, scope, receive, send):
        if scope["type"] not in ("http", "websocket"):
            return await self.app(scope, receive, send)
        given = None
        for key, value in scope.get("headers", ()):
            if key == b"x-request-id":
                given = value.decode("latin-1")
                break
        rid = logs.request_id(given)
        logs.REQUEST_ID.set(rid)
        logs.TABLE_ID.set(None)
        path = scope.get("path", "")
        if path.startswith(("/api/", "/ws/")):
            try:
                self.limiter.check(_client(scope), "requests")
            except ApiError as e:
                if scope["type"] == "http":
                    return await error_response(e)(scope, receive, send)
                # Closed before it is accepted, a websocket gets HTTP 403, as for a refused
                # Origin: accept it, then close with 1013 ("try again later").
                if (await receive())["type"] == "websocket.connect":
                    await send({"type": "websocket.accept"})
                    await send({"type": "websocket.close", "code": 1013, "reason": "rate"})
                return None
        if scope["type"] == "websocket":
            return await self.app(scope, receive, send)

        async def send_with_headers(message):
            if message["type"] == "http.response.start":
                message.setdefault("headers", [])
                message["headers"] = (
                    list(message["headers"]) + SECURITY_HEADERS + [(b"x-request-id", rid.encode())]
                )
            await send(message)

        return await self.app(scope, receive, send_with_headers)


def create_app(settings: Settings | None = None) -> Starlette:
    settings = settings or Settings()
    store = Store(settings.database, settings.sqlite_synchronous)
    hub = Hub(store, settings)
    creations = Limiter(settings.create_rate, settings.create_burst)

    def api(handler):
        async def endpoint(request: Request):
            try:
                return await handler(request)
            except ApiError as e:
                return error_response(e)

        endpoint.__name__ = handler.__name__
        return endpoint

    async def table_of(request: Request) -> tuple[LiveTable, int | None]:
        logs.TABLE_ID.set(request.path_params["table_id"][:32])
        table = await hub.get(request.path_params["table_id"])
        seat = table.seat_of(_token(request))
        return table, seat

    # ----- pages ---------------------------------------------------------------------
    async def lobby_page(request: Request):
        return FileResponse(STATIC / "lobby.html")

    async def table_page(request: Request):
        return FileResponse(STATIC / "table.html")

    # ----- API -----------------------------------------------------------------------
    @api
    async def games(request: Request):
        return JSONResponse({"games": hub.games(), "agents": hub.agents()})

    @api
    async def explain(request: Request):
        ref = request.query_params.get("ref")
        return JSONResponse(hub.explain(request.path_params["game_id"], ref))

    @api
    async def list_tables(request: Request):
        status = request.query_params.get("status")
        if status not in (None, "open", "running", "over"):
            raise ApiError(400, "bad-request", "status must be open, running or over")
        before = request.query_params.get("before")
        if before is not None:
            try:
                before = float(before[:32])
            except ValueError:
                raise ApiError(
                    400, "bad-request", "before must be the 'next' cursor of a previous page"
                ) from None
        raw = request.query_params.get("limit")
        limit = None
        if raw is not None:
            if not (raw.isdigit() and len(raw) <= 3 and 1 <= int(raw) <= 200):
                raise ApiError(400, "bad-request", "limit must be a whole number from 1 to 200")
            limit = int(raw)
        return JSONResponse(await hub.list_tables(status, before, limit))

    def created(table: LiveTable, tokens: dict) -> JSONResponse:
        seats = []
        for s in table.seats:
            entry = s.public()
            if s.seat in tokens:
                entry["token"] = tokens[s.seat]
                entry["link"] = f"/table/{table.id}#token={tokens[s.seat]}"
            seats.append(entry)
        return JSONResponse(
            {
                "id": table.id,
                "url": f"/table/{table.id}",
                "seats": seats,
                "seq": table.version,
                "analysis": table.analysis,
                # The creator's secret: opens or re-invites seats nobody has taken.
                "owner_token": tokens.get("owner"),
            },
            status_code=201,
        )

    @api
    async def create_table(request: Request):
        creations.check(_client(request.scope), "tables created")
        body = await read_json(request, settings.max_body, settings.body_timeout)
        table, tokens = await hub.create(body, _client(request.scope))
        return created(table, tokens)

    @api
    async def import_record(request: Request):
        creations.check(_client(request.scope), "tables created")
        body = await read_json(request, settings.max_record, settings.body_timeout)
        table, tokens = await hub.import_record(body, _client(request.scope))
        return created(table, tokens)

    @api
    async def get_table(request: Request):
        table, seat = await table_of(request)
        await hub.touch_seat(table, seat)
        return JSONResponse(hub.state(table, seat, svg=request.query_params.get("svg") == "1"))

    @api
    async def post_move(request: Request):
        table, seat = await table_of(request)
        body = await read_json(request, settings.max_body, settings.body_timeout)
        _only(body, {"seq", "option"}, {"seq", "option"})
        return JSONResponse(await hub.move(table, seat, body["seq"], body["option"]))

    @api
    async def post_undo(request: Request):
        table, seat = await table_of(request)
        body = await read_json(request, settings.max_body, settings.body_timeout)
        _only(body, {"seq", "count"}, {"seq"})
        return JSONResponse(await hub.undo(table, seat, body["seq"], body.get("count", 1)))

    @api
    async def post_join(request: Request):
        table = await hub.get(request.path_params["table_id"])
        body = await read_json(request, settings.max_body, settings.body_timeout)
        seat, token = await hub.join(table, body, _token(request))
        return JSONResponse(
            {"seat": seat, "token": token, "link": f"/table/{table.id}#token={token}"}
        )

    @api
    async def post_leave(request: Request):
        table, seat = await table_of(request)
        if seat is None:
            raise ApiError(401, "no-seat", "leave needs the seat's token")
        await hub.leave(table, seat)
        return JSONResponse({"left": seat})

    @api
    async def post_seat(request: Request):
        table = await hub.get(request.path_params["table_id"])
        body = await read_json(request, settings.max_body, settings.body_timeout)
        raw = request.path_params["seat"]
        if not (raw.isdigit() and len(raw) <= 2):
            raise ApiError(400, "bad-request", "the seat must be a seat index (index 0 is seat 1)")
        return JSONResponse(await hub.manage_seat(table, _token(request), int(raw), body))

    @api
    async def post_pace(request: Request):
        table = await hub.get(request.path_params["table_id"])
        body = await read_json(request, settings.max_body, settings.body_timeout)
        return JSONResponse(await hub.set_pace(table, _token(request), body))

    @api
    async def post_hint(request: Request):
        table, seat = await table_of(request)
        body = await read_json(request, settings.max_body, settings.body_timeout)
        _only(body, {"seq"}, {"seq"})
        return JSONResponse(await hub.hint(table, seat, body["seq"]))

    @api
    async def post_analysis(request: Request):
        table = await hub.get(request.path_params["table_id"])
        body = await read_json(request, settings.max_body, settings.body_timeout)
        _only(body, {"seat"}, {"seat"})
        address = address_key(_client(request.scope))
        return JSONResponse(hub.analysis(table, body["seat"], True, address))

    @api
    async def get_analysis(request: Request):
        table = await hub.get(request.path_params["table_id"])
        raw = request.query_params.get("seat", "")
        if not (raw.isdigit() and len(raw) <= 2):
            raise ApiError(400, "bad-request", "seat must be a seat index (index 0 is seat 1)")
        return JSONResponse(hub.analysis(table, int(raw), False, ""))

    @api
    async def get_record(request: Request):
        table, seat = await table_of(request)
        record = hub.record_for(table, seat)
        name = f"{table.game.id}-{table.id}.record.json"
        return Response(
            json.dumps(record, indent=1) + "\n",
            media_type="application/json",
            headers={"Content-Disposition": f'attachment; filename="{name}"'},
        )

    @api
    async def get_replay(request: Request):
        table = await hub.get(request.path_params["table_id"])
        raw = request.query_params.get("ply", "0")
        if not (raw.isdigit() and len(raw) <= 9):
            raise ApiError(400, "bad-request", f"ply must be a whole number, got {raw[:20]!r}")
        ply = int(raw)
        return JSONResponse(hub.replay_at(table, ply))

    async def health(request: Request):
        return JSONResponse(
            {"ok": True, "tables_loaded": len(hub.tables), "agents": hub.agent_stats()}
        )

    async def healthz(request: Request):
        return JSONResponse({"ok": True})

    async def readyz(request: Request):
        ready, why = await hub.ready()
        return JSONResponse({"ready": ready, "why": why}, status_code=200 if ready else 503)

    async def metrics_page(request: Request):
        body, kind = metrics.render()
        return Response(body, media_type=kind)

    # ----- websocket -----------------------------------------------------------------
    async def ws_table(websocket: WebSocket):
        metrics.WEBSOCKETS.inc()
        try:
            await _ws_table(websocket)
        finally:
            metrics.WEBSOCKETS.dec()

    async def _ws_table(websocket: WebSocket):
        logs.TABLE_ID.set(websocket.path_params["table_id"][:32])
        origin = websocket.headers.get("origin")
        host = websocket.headers.get("host")
        if origin and host and origin.split("://", 1)[-1] != host:
            await websocket.close(code=1008)
            return
        await websocket.accept()

        async def fail(e: ApiError, code: int) -> None:
            with contextlib.suppress(Exception):
                await websocket.send_text(json.dumps({"type": "error", **e.to_dict()}))
                await websocket.close(code=code)

        try:
            first = await asyncio.wait_for(websocket.receive(), settings.hello_timeout)
        except (TimeoutError, WebSocketDisconnect):
            with contextlib.suppress(Exception):
                await websocket.close(code=1008)
            return
        text = first.get("text")
        try:
            if first["type"] == "websocket.disconnect":
                return
            if text is None or len(text) > settings.max_ws_message:
                raise ApiError(400, "bad-hello", "the first message must be a JSON hello")
            hello = parse_json(text)
            if not isinstance(hello, dict) or hello.get("type") != "hello":
                raise ApiError(400, "bad-hello", 'the first message must be {"type": "hello"}')
            _only(hello, {"type", "token", "svg"}, {"type"})
            table = await hub.get(websocket.path_params["table_id"])
            seat = table.seat_of(hello.get("token"))
            await hub.touch_seat(table, seat)
            listener = Listener(websocket.send_text, seat, hello.get("svg", True) is True)
            hub.subscribe(table, listener)
        except ApiError as e:
            await fail(e, 4000 + e.status)
            return
        writer = asyncio.create_task(listener.run(hub))
        bucket = Bucket(settings.ws_rate, settings.ws_burst)
        strikes = 0
        try:
            while True:
                message = await websocket.receive()
                if message["type"] == "websocket.disconnect":
                    break
                text = message.get("text")
                req_id = None
                try:
                    if text is None:
                        raise ApiError(400, "bad-message", "send JSON text messages")
                    if len(text) > settings.max_ws_message:
                        raise ApiError(
                            413, "too-large", f"messages are limited to {settings.max_ws_message}"
                        )
                    if bucket.take():
                        strikes += 1
                        raise ApiError(429, "rate-limited", "too many messages: slow down")
                    msg = parse_json(text)
                    if not isinstance(msg, dict):
                        raise ApiError(400, "bad-message", "a message must be a JSON object")
                    req_id = msg.get("id")
                    if req_id is not None and (
                        isinstance(req_id, bool)
                        or not isinstance(req_id, str | int)
                        or len(str(req_id)) > 64
                    ):
                        req_id = None
                        raise ApiError(400, "bad-message", "id must be a short string or number")
                    reply = await handle(table, listener, msg)
                    if reply is not None:
                        listener.reply({"type": reply.pop("type", "ack"), "id": req_id, **reply})
                except ApiError as e:
                    listener.reply({"type": "error", "id": req_id, **e.to_dict()})
                    if e.code == "too-large" or strikes > 50:
                        await asyncio.sleep(0.05)  # let the error go out first
                        await websocket.close(code=1009 if e.code == "too-large" else 1008)
                        break
                except Exception:
                    log.exception("unexpected error on table %s", table.id)
                    error = ApiError(500, "internal", "the server failed on this message")
                    listener.reply({"type": "error", "id": req_id, **error.to_dict()})
        except WebSocketDisconnect:
            pass
        finally:
            hub.unsubscribe(table, listener)
            writer.cancel()
            with contextlib.suppress(BaseException):
                await writer

    async def handle(table: LiveTable, listener: Listener, msg: dict) -> dict | None:
        kind = msg.get("type")
        if kind == "ping":
            return {"type": "pong"}
        if kind == "move":
            _only(msg, {"type", "id", "seq", "option"}, {"seq", "option"})
            result = await hub.move(table, listener.seat, msg["seq"], msg["option"])
            return {"type": "ack", "action": "move", **result}
        if kind == "undo":
            _only(msg, {"type", "id", "seq", "count"}, {"seq"})
            result = await hub.undo(table, listener.seat, msg["seq"], msg.get("count", 1))
            return {"type": "ack", "action": "undo", **result}
        raise ApiError(400, "bad-message", f"unknown message type {kind!r}: use move, undo or ping")

    async def not_found(request: Request, exc: HTTPException):
        if request.url.path.startswith("/api/") or exc.status_code != 404:
            return error_response(ApiError(exc.status_code, "http", exc.detail))
        return JSONResponse(
            {"error": {"status": 404, "code": "not-found", "message": "no such page"}},
            status_code=404,
        )

    async def server_error(request: Request, exc: Exception):
        log.exception("unexpected error on %s", request.url.path)
        return error_response(ApiError(500, "internal", "the server failed on this request"))

    @contextlib.asynccontextmanager
    async def lifespan(app):
        await hub.start()
        try:
            yield
        finally:
            await hub.stop()

    routes = [
        Route("/", lobby_page),
        Route("/table/{table_id}", table_page),
        Route("/api/health", health),
        Route("/healthz", healthz),
        Route("/readyz", readyz),
        Route("/metrics", metrics_page),
        Route("/api/games", games),
        Route("/api/games/{game_id}/explain", explain),
        Route("/api/tables", list_tables, methods=["GET"]),
        Route("/api/tables", create_table, methods=["POST"]),
        Route("/api/tables/{table_id}", get_table),
        Route("/api/tables/{table_id}/moves", post_move, methods=["POST"]),
        Route("/api/tables/{table_id}/undo", post_undo, methods=["POST"]),
        Route("/api/tables/{table_id}/join", post_join, methods=["POST"]),
        Route("/api/tables/{table_id}/leave", post_leave, methods=["POST"]),
        Route("/api/tables/{table_id}/seats/{seat}", post_seat, methods=["POST"]),
        Route("/api/tables/{table_id}/pace", post_pace, methods=["POST"]),
        Route("/api/tables/{table_id}/hint", post_hint, methods=["POST"]),
        Route("/api/tables/{table_id}/analysis", post_analysis, methods=["POST"]),
        Route("/api/tables/{table_id}/analysis", get_analysis, methods=["GET"]),
        Route("/api/tables/{table_id}/record", get_record),
        Route("/api/tables/{table_id}/replay", get_replay),
        Route("/api/records", import_record, methods=["POST"]),
        WebSocketRoute("/ws/tables/{table_id}", ws_table),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    app = Starlette(
        routes=routes,
        lifespan=lifespan,
        exception_handlers={HTTPException: not_found, Exception: server_error},
    )
    app.state.hub = hub
    app.state.settings = settings
    app.add_middleware(_Guard, limiter=Limiter(settings.http_rate, settings.http_burst))
    # Added last, so run first: the Host header is checked before anything else, and the
    # client's address is known before the limits count it.
    hosts = allowed_hosts(settings.allowed_hosts, settings.bound_host)
    if "*" not in hosts:
        app.add_middleware(TrustedHostMiddleware, allowed_hosts=hosts, www_redirect=False)
    if settings.proxy_headers:
        proxies = [p.strip() for p in settings.trusted_proxies.split(",") if p.strip()]
        app.add_middleware(ProxyHeadersMiddleware, trusted_hosts=proxies)
    return app


_only = check_fields
