# `make run` and `make test` each create (or reuse) the virtual environment, install what they
# need, then run. Nothing else needs to be installed by hand.
VENV   ?= .venv
PYTHON ?= python3
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: run test test-ray lint bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

run: $(STAMP)
	$(VENV)/bin/mtg play

test: $(STAMP)
	$(VENV)/bin/ruff check .
	$(PY) -m pytest -n 2 --dist loadgroup

# The Ray backend's test needs the optional extra (large, slow to start): not part of `make test`.
test-ray: $(STAMP)
	$(PY) -m pip install --quiet -e '.[dev,ray]'
	$(PY) -m pytest -q tests/test_sim.py -k ray

lint: $(STAMP)
	$(VENV)/bin/ruff check .

bench: $(STAMP)
	$(PY) bench/random_games.py

clean:
	rm -rf $(VENV)
