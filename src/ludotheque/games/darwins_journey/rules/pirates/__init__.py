"""The Pirates module (L2151-L2242): the setup's tiles and Treasures (`setup.py`), the
Treasure found on a campsite and the pirate ship's moves (`treasure.py`), the raid after
each Reward phase (`raid.py`) and the four Pirate crew cards' effects (`crew.py`). A game
without the module asks `s.ctx.pirates` once where a rule would call here."""
