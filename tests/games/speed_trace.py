"""Traces for the games' speed differential tests (issue 22): a digest of what a seeded
random game shows move by move, and of the tree a seeded search grows. A game records the
digests before optimising and checks the optimised code still gives them."""

from __future__ import annotations

import hashlib

from ludotheque.agents.mcts import Search
from ludotheque.agents.observation import Observation
from ludotheque.core.rng import Rng


def trace(game, config: dict, seed: int) -> str:
    """Options at every decision, the fingerprint every 37, every seat's evaluation every
    7, a copy every 16 (play goes on from the copy after the original moves), a run of 5
    `random_steps` every 29, and the final fingerprint, scores and winners. Views are left
    to the games' view differentials (`reference_view.py`): they share never-changing
    parts across views, which a test that scribbles on a view may have changed."""
    h = hashlib.sha256()
    s = game.setup(config, seed)
    r = Rng(seed * 7919 + 1)
    n = 0
    while True:
        d = game.pending(s)
        if d.seat is None:
            break
        h.update(f"{d.seat}|{d.kind}|{'|'.join(d.options)}\n".encode())
        if n % 37 == 5:
            h.update(game.fingerprint(s).encode())
        if n % 7 == 2:
            seats = list(range(game.num_seats(s)))
            h.update(repr(game.evaluate_seats(s, seats)).encode())
            h.update(repr(game.evaluate(s, n % len(seats))).encode())
        if n % 16 == 3:
            c = game.copy(s)
            game.apply(s, 0)
            s = c
        if n % 29 == 11:
            k = game.random_steps(s, r, 5)
            h.update(f"steps {k} {game.fingerprint(s)}\n".encode())
            n += k
            continue
        i = r.below(len(d.options))
        h.update(f"{i}\n".encode())
        game.apply(s, i)
        n += 1
    h.update(game.fingerprint(s).encode())
    h.update(repr(game.scores(s)).encode())
    h.update(repr(game.winners(s)).encode())
    return h.hexdigest()[:16]


def _tree(node) -> tuple:
    return (
        node.visits,
        node.total,
        node.avail,
        node.seat,
        tuple((o, _tree(c)) for o, c in node.children.items()),
    )


def search_digest(game, config: dict, seed: int, iterations: int = 120) -> str:
    """The tree of a seeded search of `iterations` from a position of a seeded random game
    (30 + 25 * seed random decisions in, then on to a real choice)."""
    s = game.setup(config, seed)
    r = Rng(seed)
    for _ in range(30 + 25 * seed):
        d = game.pending(s)
        game.apply(s, r.below(len(d.options)))
    while len(game.pending(s).options) < 2:
        game.apply(s, 0)
    search = Search(Observation(game, game.copy(s), game.pending(s).seat), Rng(seed))
    for n in range(iterations):
        search.iterate(n)
    return hashlib.sha256(repr(_tree(search.root)).encode()).hexdigest()[:16]
