# Two entry points for a fresh machine: `make run` serves the browser front, `make test`
# checks everything (installing and starting PostgreSQL and Chromium for the server tests).
# Each creates and fills its own virtual environment (.venv) on first use.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run play test lint format bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev,bench,server,ray]'
	$(BIN)/pip install --quiet -e '.[research]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/ludo serve

play: $(STAMP)
	$(BIN)/ludo play iwari --players 4 --seats human,random,random,random

test: $(STAMP)
	bash scripts/test-services.sh
	$(BIN)/ruff check src tests
	$(BIN)/ruff format --check src tests
	$(BIN)/pytest -n 2

format: $(STAMP)
	$(BIN)/ruff format src tests
	$(BIN)/ruff check --fix src tests

bench: $(STAMP)
	$(BIN)/ludo bench iwari

clean:
	rm -rf $(VENV) build *.egg-info src/*.egg-info
