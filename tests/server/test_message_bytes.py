"""The state messages the server sends (`Hub.state_text`, with what every listener gets
alike encoded once per change, such as the table's summary) read byte for byte as the
same messages encoded whole, for every listener of tables of every game."""

from __future__ import annotations

import random

from server_support import with_hub

from ludotheque.core.registry import all_games
from ludotheque.server.hub import Hub
from ludotheque.server.live import dumps


def test_state_messages_read_as_encoded_whole(tmp_path):
    with_hub(str(tmp_path / "t.db"), _messages)


async def _messages(hub: Hub) -> None:
    for game in all_games():
        n = min(3, game.max_players)
        table, _tokens = await hub.create(
            {"game": game.id, "seats": ["human"] * n, "seed": 3, "analysis": True}
        )
        listeners = [*range(game.num_seats(table.match.state)), None]
        rng = random.Random(n)
        while not table.match.is_over() and len(table.match.moves) < 40:
            for seat in listeners:
                known = max(0, len(table.match.moves) - 1)
                text = hub.state_text(table, seat, False, known)
                assert text == dumps(hub.state(table, seat, False, known))
            d = table.match.decision
            await hub.move(table, d.seat, table.version, rng.randrange(len(d.options)))
