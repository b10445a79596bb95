"""Darwin's Journey (ThunderGryph, 2022), base game. Not registered yet: it becomes
visible to users once every rules area is in (see STATUS.md)."""
