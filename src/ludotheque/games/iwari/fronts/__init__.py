"""How Iwari looks: `terminal` draws its view for the `ludo` command, `board` draws the SVG
table for the browser. pyproject.toml declares both under the game's id (entry point groups
"ludotheque.terminal" and "ludotheque.boards"); nothing else names them."""
