"""Ranch tiles (L751-L772)."""

from .fixtures import drive, started


def _offer_names(s):
    return [s.ctx.comp.ranch[i].name for offer in s.ranch_offer for i in offer]


def test_placement_bonus_then_refill_and_once_per_cell():
    s = started(3)
    p = s.players[0]
    first = _offer_names(s)[0]
    # Cell row 1 column 2 shows the "+2 GB" bonus (L1476).
    gb = p.res[3]
    drive(s, ("take-ranch", 0, True, False), f"take {first}", "place on row 1 column 2")
    assert p.res[3] == gb + 2 and p.ranch_count == 1
    assert len(_offer_names(s)) == 8  # refilled after the bonus (L757)
    second = _offer_names(s)[0]
    drive(s, ("take-ranch", 0, True, False), f"take {second}", "place on row 1 column 2")
    assert p.res[3] == gb + 2 and p.ranch_count == 2  # covered: no bonus again (L772)


def test_the_bonus_decision_comes_before_the_refill():
    s = started(3)
    first = _offer_names(s)[0]
    # Cell row 3 column 3 shows "1 cube on an officer" (L1480).
    d = drive(s, ("take-ranch", 0, True, False), f"take {first}", "place on row 3 column 3")
    assert d.kind == "cube" and len(_offer_names(s)) == 7
    drive(s, None, "cube on captain")
    assert len(_offer_names(s)) == 8


def test_a_tile_without_its_bonus():
    s = started(3)
    p = s.players[0]
    first = _offer_names(s)[0]
    gb = p.res[3]
    drive(s, ("take-ranch", 0, False, False), f"take {first}", "place on row 1 column 2")
    assert p.res[3] == gb  # Hidden Depository's discovery: no placement bonus (L1610)
