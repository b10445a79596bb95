"""How tic-tac-toe looks: `terminal` for the `ludo` command, `board` for the browser."""
