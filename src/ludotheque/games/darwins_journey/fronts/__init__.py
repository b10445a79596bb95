"""Darwin's Journey in the terminal and in the browser."""
