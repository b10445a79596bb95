"""Fixtures of the server tests: the databases (SQLite always; PostgreSQL when
scripts/test-services.sh started one), an in-process client of the app, and Chromium.

Tests that need PostgreSQL or Chromium are skipped, saying why, when those are missing;
on CI (CI set), where scripts/test-services.sh provides them, they fail instead, so that a
broken install step cannot hide behind skips."""

from __future__ import annotations

import contextlib
import os
import uuid
from pathlib import Path

import pytest
from server_support import (
    ARTIFACTS,
    CHROMIUM,
    CHROMIUM_FLAGS,
    SERVICES_DIR,
    ServerProcess,
    test_settings,
)
from starlette.testclient import TestClient

from ludotheque.server import create_app
from ludotheque.server.store import normalize_url

ON_CI = bool(os.environ.get("CI"))


def unavailable(reason: str):
    if ON_CI:
        pytest.fail(f"{reason} (on CI, scripts/test-services.sh must provide it)")
    pytest.skip(reason)


def _postgres_base() -> str | None:
    url = os.environ.get("LUDO_TEST_POSTGRES")
    path = SERVICES_DIR / "postgres.url"
    if not url and path.is_file():
        url = path.read_text().strip()
    return url or None


@pytest.fixture(scope="session")
def postgres_url(worker_id):
    """A fresh database of its own for this test process, dropped at the end."""
    base = _postgres_base()
    if base is None:
        unavailable(
            "PostgreSQL is not available: run scripts/test-services.sh (as root) or set "
            "LUDO_TEST_POSTGRES"
        )
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import SQLAlchemyError

    url = make_url(normalize_url(base))
    name = f"ludo_t_{worker_id}_{os.getpid()}_{uuid.uuid4().hex[:6]}".lower()
    admin = create_engine(url, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as conn:
            conn.execute(text(f'CREATE DATABASE "{name}"'))
    except SQLAlchemyError as e:
        admin.dispose()
        unavailable(f"PostgreSQL at {url.render_as_string()} cannot be used: {e.orig or e}")
    yield url.set(database=name).render_as_string(hide_password=False)
    with admin.connect() as conn:
        conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    admin.dispose()


@pytest.fixture(params=["sqlite", "postgres"])
def db_url(request, tmp_path):
    if request.param == "sqlite":
        return str(tmp_path / "ludo.db")
    return request.getfixturevalue("postgres_url")


@pytest.fixture
def make_client():
    """make_client(url, **settings) -> a TestClient with the app's lifespan running."""
    clients = []

    def make(url: str, **overrides) -> TestClient:
        client = TestClient(create_app(test_settings(url, **overrides)))
        client.__enter__()
        client.sessions = []  # websocket sessions, closed before the client (see connect)
        clients.append(client)
        return client

    yield make
    for client in reversed(clients):
        for session in client.sessions:
            with contextlib.suppress(Exception):
                session.__exit__(None, None, None)
        client.__exit__(None, None, None)


@pytest.fixture
def client(db_url, make_client):
    return make_client(db_url)


@pytest.fixture
def sqlite_client(tmp_path, make_client):
    return make_client(str(tmp_path / "ludo.db"))


# ----- browser ---------------------------------------------------------------------------
@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    report = yield
    setattr(item, f"rep_{report.when}", report)
    return report


@pytest.fixture(scope="session")
def browser():
    if not Path(CHROMIUM).is_file():
        unavailable(f"Chromium is not installed at {CHROMIUM}: run scripts/test-services.sh")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        unavailable("the playwright package is missing: pip install -e '.[server]'")
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_FLAGS)
        yield b
        b.close()


@pytest.fixture
def page(browser, request):
    """A page in a fresh browser context; on failure its screenshot and HTML are kept in
    tests/server/artifacts/ (ignored by git)."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    context.set_default_timeout(15_000)
    pg = context.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    pg.js_errors = errors
    yield pg
    failed = getattr(request.node, "rep_call", None)
    if failed is not None and failed.failed:
        ARTIFACTS.mkdir(exist_ok=True)
        stem = ARTIFACTS / request.node.name.replace("/", "_").replace("[", "-").rstrip("]")
        for i, p in enumerate(context.pages):
            try:
                p.screenshot(path=f"{stem}-{i}.png", full_page=True)
                Path(f"{stem}-{i}.html").write_text(p.content())
            except Exception:  # noqa: BLE001 - a dead page must not hide the real failure
                pass
    context.close()


@pytest.fixture(scope="module")
def server(tmp_path_factory, request):
    """A `ludo serve` process of the test module's own (the browser tests drive it from
    Chromium): its own SQLite database, agents answering at once, stopped after the
    module. A module that needs other settings defines its own `server`."""
    folder = tmp_path_factory.mktemp(request.module.__name__.rsplit(".", 1)[-1])
    proc = ServerProcess(str(folder / "ludo.db"), folder / "server.log", agent_delay=0.01)
    proc.start(timeout=60)  # a loaded machine starts it slowly
    yield proc
    proc.stop()
