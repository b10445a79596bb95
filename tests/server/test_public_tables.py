"""Fair tables on a public server (issue 15): nobody can know the deal of a table where
another person plays, invited seats stay with the people invited, the lobby pages through
every table and caps what one address may list."""

from __future__ import annotations

from server_support import COOP, auth, error_code

from ludotheque.core import Match, Record, get_game
from ludotheque.core.record import replay

TWO = ["human", "human"]


def _body(seats=TWO, **extra) -> dict:
    return {"game": "iwari", "config": COOP, "seats": list(seats), **extra}


def _table(client, tid):
    return client.app.state.hub.tables[tid]


# ----- secret dealing ----------------------------------------------------------------
def test_a_chosen_seed_is_refused_where_two_people_play(sqlite_client):
    """The attack: choose the seed, replay setup(config, seed) at home, see the other hand."""
    client = sqlite_client
    r = client.post("/api/tables", json=_body(seed=12345))
    assert r.status_code == 400 and error_code(r) == "known-deal"
    assert "analysis" in r.json()["error"]["message"]
    # Against agents only, or at an analysis table (marked as such), a seed may be chosen.
    r = client.post("/api/tables", json=_body(["human", "random"], seed=12345))
    assert r.status_code == 201 and r.json()["analysis"] is False
    r = client.post("/api/tables", json=_body(seed=12345, analysis=True))
    assert r.status_code == 201 and r.json()["analysis"] is True
    tid = r.json()["id"]
    lobby = {t["id"]: t for t in client.get("/api/tables").json()["tables"]}
    assert lobby[tid]["analysis"] is True
    assert client.get(f"/api/tables/{tid}").json()["table"]["analysis"] is True


def test_tables_are_dealt_from_64_secret_bits_never_shown(sqlite_client):
    client = sqlite_client
    seeds = set()
    for _ in range(12):
        r = client.post("/api/tables", json=_body())
        assert r.status_code == 201
        tid = r.json()["id"]
        seed = _table(client, tid).seed
        assert -(2**63) <= seed < 2**63
        seeds.add(seed)
        token = r.json()["seats"][0]["token"]
        text = client.get(f"/api/tables/{tid}", headers=auth(token)).text
        assert str(seed) not in text
        record = client.get(f"/api/tables/{tid}/record", headers=auth(token)).json()
        assert record["seed"] is None
    assert len(seeds) == 12
    # 31 bits could be searched; these use the whole 64 (a seed below 2**40 in magnitude
    # has a chance of 2**-23 each).
    assert all(abs(s) >= 2**40 for s in seeds)


def test_a_secretly_dealt_game_replays_exactly_from_its_record(sqlite_client):
    client = sqlite_client
    r = client.post("/api/tables", json=_body(["human", "random"]))
    tid, token = r.json()["id"], r.json()["seats"][0]["token"]
    for _ in range(400):
        s = client.get(f"/api/tables/{tid}", headers=auth(token)).json()
        if s["over"]:
            break
        if s["decision"]["options"]:
            client.post(
                f"/api/tables/{tid}/moves", json={"seq": s["seq"], "option": 0}, headers=auth(token)
            )
    assert s["over"]
    record = client.get(f"/api/tables/{tid}/record").json()
    assert record["seed"] == _table(client, tid).seed and abs(record["seed"]) >= 2**32
    game, state = replay(Record.from_dict(record), verify=True)
    assert game.scores(state) == s["result"]["scores"]


def _unfinished_record(seed: int = 3, plies: int = 2) -> dict:
    game = get_game("iwari")
    match = Match(game, COOP, seed)
    for _ in range(plies):
        match.play(match.decision.options[0])
    return match.record().to_dict()


def test_an_unfinished_record_opens_a_table_of_two_people_only_for_analysis(sqlite_client):
    client = sqlite_client
    record = _unfinished_record()
    r = client.post("/api/records", json={"record": record})  # two human seats by default
    assert r.status_code == 400 and error_code(r) == "known-deal"
    r = client.post("/api/records", json={"record": record, "seats": ["human", "random"]})
    assert r.status_code == 201
    r = client.post("/api/records", json={"record": record, "analysis": True})
    assert r.status_code == 201 and r.json()["analysis"] is True


# ----- invited and open seats ----------------------------------------------------------
def test_a_stranger_cannot_take_an_invited_seat(sqlite_client):
    """The attack: two clicks on Join took both seats before the invited people came."""
    client = sqlite_client
    r = client.post("/api/tables", json=_body())
    data = r.json()
    tid = data["id"]
    tokens = {s["seat"]: s["token"] for s in data["seats"]}
    assert [s["access"] for s in data["seats"]] == ["invited", "invited"]
    r = client.post(f"/api/tables/{tid}/join", json={})
    assert r.status_code == 409 and error_code(r) == "no-free-seat"
    r = client.post(f"/api/tables/{tid}/join", json={"seat": 1})
    assert r.status_code == 403 and error_code(r) == "invited-seat"
    lobby = {t["id"]: t for t in client.get("/api/tables?status=open").json()["tables"]}
    assert tid not in lobby  # nothing to join
    # The invited links still work.
    assert client.get(f"/api/tables/{tid}", headers=auth(tokens[0])).json()["you"] == 0
    assert client.get(f"/api/tables/{tid}", headers=auth(tokens[1])).json()["you"] == 1


def test_open_seats_and_the_creator_reopening_or_reinviting(sqlite_client):
    client = sqlite_client
    seats = ["human", {"spec": "human", "access": "open"}, "human"]
    r = client.post("/api/tables", json={"game": "iwari", "config": {}, "seats": seats})
    assert r.status_code == 201, r.text
    data = r.json()
    tid, owner = data["id"], data["owner_token"]
    tokens = {s["seat"]: s["token"] for s in data["seats"]}
    assert [s["access"] for s in data["seats"]] == ["invited", "open", "invited"]
    r = client.post(f"/api/tables/{tid}/join", json={"name": "Ana"})
    assert r.status_code == 200 and r.json()["seat"] == 1
    # Only the creator manages seats, only free ones.
    url = f"/api/tables/{tid}/seats/2"
    r = client.post(url, json={"access": "open"}, headers=auth(tokens[0]))
    assert r.status_code == 403 and error_code(r) == "not-owner"
    r = client.post(f"/api/tables/{tid}/seats/1", json={"access": "open"}, headers=auth(owner))
    assert r.status_code == 409 and error_code(r) == "seat-taken"
    # Reassign seat 2: a new link, the old one stops working.
    r = client.post(url, json={"access": "invited"}, headers=auth(owner))
    assert r.status_code == 200 and r.json()["access"] == "invited"
    new = r.json()["token"]
    assert client.get(f"/api/tables/{tid}", headers=auth(tokens[2])).status_code == 403
    assert client.get(f"/api/tables/{tid}", headers=auth(new)).json()["you"] == 2
    # Reopen seat 0 (nobody used its link): anyone may sit.
    r = client.post(f"/api/tables/{tid}/seats/0", json={"access": "open"}, headers=auth(owner))
    assert r.status_code == 200 and r.json()["access"] == "open"
    r = client.post(f"/api/tables/{tid}/join", json={"seat": 0, "name": "Bo"})
    assert r.status_code == 200
    r = client.post(f"/api/tables/{tid}/seats/0", json={"access": "open"}, headers=auth(owner))
    assert r.status_code == 409


# ----- the lobby ----------------------------------------------------------------------
def test_the_lobby_pages_through_every_table(tmp_path, make_client):
    client = make_client(str(tmp_path / "ludo.db"), lobby_page=3)
    made = [
        client.post("/api/tables", json=_body(["human", "random"])).json()["id"] for _ in range(7)
    ]
    seen, cursor = [], None
    for _ in range(5):
        page = client.get("/api/tables" + (f"?before={cursor}" if cursor else "")).json()
        assert len(page["tables"]) <= 3
        seen += [t["id"] for t in page["tables"]]
        cursor = page["next"]
        if cursor is None:
            break
    assert sorted(seen) == sorted(made) and len(seen) == 7
    r = client.get("/api/tables?before=yesterday")
    assert r.status_code == 400
    assert len(client.get("/api/tables?limit=5").json()["tables"]) == 5
    assert client.get("/api/tables?limit=" + "9" * 5000).status_code == 400


def test_one_address_lists_a_bounded_number_of_tables(tmp_path, make_client):
    client = make_client(str(tmp_path / "ludo.db"), max_listed_tables_per_address=2)
    for _ in range(2):
        assert client.post("/api/tables", json=_body(["human", "random"])).status_code == 201
    r = client.post("/api/tables", json=_body(["human", "random"]))
    assert r.status_code == 429 and error_code(r) == "too-many-tables"
    r = client.post("/api/tables", json=_body(["human", "random"], listed=False))
    assert r.status_code == 201
