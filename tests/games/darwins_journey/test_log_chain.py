"""The log kept as a chain of links (state.note): `log` and the views read the same texts
as the tuple of the last 40 it replaced, past the chain's cut too, and copies share it."""

from __future__ import annotations

import sys

from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey import state as st
from ludotheque.games.darwins_journey.game import GAME


def _record_notes(monkeypatch) -> list[str]:
    """Every text noted, through each module's own `note` name."""
    texts: list[str] = []
    original = st.note

    def note(s, text):
        texts.append(text)
        original(s, text)

    for name, mod in list(sys.modules.items()):
        if name.startswith("ludotheque.games.darwins_journey") and getattr(mod, "note", None):
            if mod.note is original:
                monkeypatch.setattr(mod, "note", note)
    return texts


def test_log_is_the_last_texts_noted(monkeypatch):
    monkeypatch.setattr(st, "CHAIN_MAX", 45)  # cut often
    texts = _record_notes(monkeypatch)
    for config, seed in (
        ({"players": 2}, 3),
        ({"players": 1, "automas": {"1": "alfred/green"}}, 4),
    ):
        texts.clear()
        s = GAME.setup(config, seed)
        pick = Rng(seed)
        cut = False
        while (d := GAME.pending(s)).seat is not None:
            before, was = s.copy(), tuple(texts[-st.LOG_KEEP :])
            GAME.apply(s, pick.below(len(d.options)))
            assert s.log == tuple(texts[-st.LOG_KEEP :])
            assert GAME.view(s, d.seat)["log"] == texts[-20:]
            assert before.log == was  # a copy's log stays as it was
            cut |= s.notes is not None and s.notes[2] < len(texts)
        assert len(texts) > 45 and cut  # the chain was cut back and read the same


def test_log_setter_and_copies_share_the_chain():
    s = GAME.setup({"players": 2}, 1)
    s.log = ["a", "b"]
    assert s.log == ("a", "b")
    c = s.copy()
    st.note(c, "c")
    assert c.log == ("a", "b", "c") and s.log == ("a", "b")
    assert c.notes[0] is s.notes
    s.log = []
    assert s.log == () and s.notes is None
