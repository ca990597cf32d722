# Build skeleton for dominochess-widget. Needs only Python 3.11, make, bash and PyPI.
#   make lab    set up .venv and open the tutorial notebook in JupyterLab
#   make test   set up .venv and run the whole suite
#   make app    the game alone in Voilà, no code (projector; settings in voila.json)
#   make bench  run every benchmark in benchmarks/ (full size)
#   make owner REPO=me/dominochess-widget  point every Binder link at your fork
#   make binder-pins  re-pin binder/requirements.txt (newest releases within pyproject's ranges)
#   make clean  remove .venv, caches and build output

SHELL := /bin/sh

VENV := .venv
BIN  := $(VENV)/bin
PY   := $(BIN)/python
PIP  := $(PY) -m pip

export PIP_DISABLE_PIP_VERSION_CHECK := 1
# So that tools the tests start (jupyter, ...) come from the venv.
export PATH := $(CURDIR)/$(BIN):$(PATH)

.PHONY: lab app test bench owner binder-pins clean

$(PY):
	@if command -v python3.11 >/dev/null 2>&1; then py=python3.11; else py=python3; fi; \
	echo "creating $(VENV) with $$py"; \
	$$py -m venv $(VENV) || { rm -rf $(VENV); exit 1; }

# Re-install only when pyproject.toml changes, or when the package's __init__.py first
# appears (the editable install maps the package only if it was found at install time).
INSTALL_DEPS := pyproject.toml $(wildcard dominochess_widget/__init__.py)

$(VENV)/.stamp-lab: $(INSTALL_DEPS) | $(PY)
	$(PIP) install -e ".[lab]"
	touch $@

$(VENV)/.stamp-test: $(INSTALL_DEPS) | $(PY)
	$(PIP) install -e ".[test]"
	touch $@

# The server's root is the repository, as on Binder: the lessons' links to docs/ and the
# Voilà app (voila/render/notebooks/play_app.ipynb) resolve; the start page opens first.
lab: $(VENV)/.stamp-lab
	@# JupyterLab refuses to run as root without --allow-root (containers, CI machines).
	$(BIN)/jupyter lab $$([ "$$(id -u)" = 0 ] && echo --allow-root) --ServerApp.root_dir="$(CURDIR)" notebooks/00_start_here.ipynb

# The address it opens is http://localhost:8866/ ; add ?lang=it, &game=russian,
# &opponent=easy|medium|hard, &seed=42 to it (README, "In the classroom").
app: $(VENV)/.stamp-lab
	$(BIN)/voila notebooks/play_app.ipynb

test: $(VENV)/.stamp-test
	$(BIN)/ruff check .
	$(BIN)/mypy dominochess_widget
	$(BIN)/lint-imports
	$(BIN)/pytest -n auto --durations=20
	$(BIN)/pytest -n auto --dist loadfile --nbval --nbval-current-env --nbval-sanitize-with tests/nbval_sanitize.cfg notebooks
	$(PY) benchmarks/perft_bench.py --quick
	$(PY) benchmarks/tournament.py --quick
	$(PY) benchmarks/long_game.py --quick
	$(PY) benchmarks/russian_perft_bench.py --quick
	$(PY) benchmarks/russian_tournament.py --quick
	$(PY) benchmarks/lasca_perft_bench.py --quick
	$(PY) benchmarks/lasca_tournament.py --quick
	$(PY) benchmarks/dominoes_tournament.py --quick
	$(PY) benchmarks/damhex_perft_bench.py --quick
	$(PY) benchmarks/damhex_tournament.py --quick
	$(PY) benchmarks/danger_bench.py --quick
	$(PY) benchmarks/records_bench.py --quick
	$(PY) benchmarks/study_bench.py --quick
	$(PY) benchmarks/pdn_bench.py --quick

bench: $(VENV)/.stamp-test
	@set -e; for f in benchmarks/*.py; do \
		[ -e "$$f" ] || continue; \
		echo "== $$f"; \
		$(PY) "$$f"; \
	done

# The one repository setting (core/links.py) and every Binder link in README, docs/, notebooks/.
owner:
	@[ -n "$(REPO)" ] || { echo "usage: make owner REPO=OWNER/NAME"; exit 2; }
	python3 binder/owner.py "$(REPO)"

binder-pins: | $(PY)
	$(PY) binder/pin.py
	$(PY) binder/pin.py --check-base

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache .hypothesis artifacts
	find . -path ./.git -prune -o -type d \( -name __pycache__ -o -name .ipynb_checkpoints \) -prune -exec rm -rf {} +
