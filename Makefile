# Every target sets up .venv itself: a fresh machine needs only python3 and make.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
# The tests start many Python processes (bot workers, reviews in parts, the smoke run): each one
# compiles the package again where a machine turns bytecode caching off, so the tests keep it on.
TESTS_ENV := $(HEADLESS) PYTHONDONTWRITEBYTECODE=

.PHONY: play test test-fast bench bench-deps tournament exe exe-windows exe-windows-check clean

# pip is upgraded first: the venv's own (Python 3.11's 23.2) takes about a third longer to choose
# among the thousands of files the package index lists for our dependencies, more than the
# download of a new pip costs.
$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed-play: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@

$(VENV)/.installed-build: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test,build]'
	touch $@

play: $(VENV)/.installed-play
	$(BIN)/python -m llamagames

test: $(VENV)/.installed-build
	$(BIN)/python -m ruff check .
	$(TESTS_ENV) $(BIN)/python tests/run.py "not build and not soak"
# Two pytest sessions at once (tests/run.py): two xdist workers for the tests that compute, and one
# process beside them for the few that mostly wait on a browser or mypy, whose waits the workers fill.
# The PyInstaller build and its smoke run are `make exe`; the soak runs are `pytest -m soak`.

# The edit-test loop: everything but the tests marked slow (make test runs them all).
test-fast: $(VENV)/.installed-test
	$(BIN)/python -m ruff check .
	$(TESTS_ENV) $(BIN)/python tests/run.py "not slow and not build and not soak"

# The tables' figures in a real X window need Xvfb (the bench starts its own on a free display);
# without it only the dummy driver's figures are measured. `make bench-deps` installs it.
bench: $(VENV)/.installed-play
	@command -v Xvfb >/dev/null || echo "Xvfb is missing: the real-window figures are skipped (make bench-deps)"
	nice -n 10 $(BIN)/python -m llamagames.bench --json

bench-deps:
	@command -v Xvfb >/dev/null || { if [ "$$(id -u)" = 0 ]; then apt-get install -y xvfb x11-utils; \
		else sudo apt-get install -y xvfb x11-utils; fi; }

tournament: $(VENV)/.installed-play
	$(BIN)/python -m llamagames.tournament

exe: $(VENV)/.installed-build
	$(HEADLESS) $(BIN)/python build/build_exe.py

# The Windows download, built and proven under Wine (build/windows/; not part of make test).
# The first command says in one line what to apt-get install if a tool is missing.
# pygame draws the installer's pictures and reads the checks' screenshots: the venv has it.
exe-windows:
	@$(PYTHON) build/windows/build_windows.py --need-tools
	@$(MAKE) --no-print-directory $(VENV)/.installed-play
	nice -n 10 $(BIN)/python build/windows/build_windows.py --no-check
	@$(MAKE) --no-print-directory exe-windows-check

exe-windows-check: $(VENV)/.installed-play
	@$(PYTHON) build/windows/build_windows.py --need-tools
	nice -n 10 $(BIN)/python build/windows/check_windows.py

# The Windows build's Wine prefixes live in a cache folder outside the tree (build_windows.py --where).
clean:
	$(PYTHON) build/windows/build_windows.py --clean
	rm -rf $(VENV) dist build/pyinstaller build/wine build/wine-logs
