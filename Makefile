# The two README commands: `make demo` runs the main job on the embedded local stack,
# `make test` runs the test suite. Each installs what it needs into .venv first.

PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
export DAGSTER_HOME := $(CURDIR)

.PHONY: install demo test lint dev stack-up stack-down bench eval clean

# Progress goes to stderr, so `make demo`, `make eval` and `make bench` print only their JSON.
$(BIN)/python:
	@echo "creating $(VENV)" >&2
	@$(PYTHON) -m venv $(VENV)
	@$(BIN)/python -m pip install --quiet --upgrade pip >&2

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	@echo "installing memory_pipeline and its dependencies into $(VENV)" >&2
	@$(BIN)/pip install --quiet -e ".[embedded,test]" >&2
	@touch $@

install: $(VENV)/.installed

# The bundled samples start on this day: the UI's partitions then start where the data does
# (a day with no turns shows as "Missing"). An exported PARTITIONS_START_DATE wins.
SAMPLES_FIRST_DAY := 2026-11-23
demo dev: export PARTITIONS_START_DATE ?= $(SAMPLES_FIRST_DAY)

demo: install
	@$(BIN)/memory-pipeline demo

# The tests start their own stack in .local/test-stack (see memory_pipeline_tests/conftest.py).
# Lint, format and types are checked first (ruff and pyright, configured in pyproject.toml): CI
# enforces them.
test: install lint
	$(BIN)/python -m pytest $(PYTEST_ARGS)

lint: install
	$(BIN)/ruff format --check --quiet memory_pipeline memory_pipeline_tests
	$(BIN)/ruff check --quiet memory_pipeline memory_pipeline_tests
	$(BIN)/pyright

dev: install
	$(BIN)/memory-pipeline stack up > /dev/null
	@echo "Dagster UI: http://127.0.0.1:3000  (partitions from $$PARTITIONS_START_DATE)"
	eval "$$($(BIN)/memory-pipeline stack env)" && $(BIN)/dagster dev -w workspace.yaml -h 127.0.0.1 -p 3000

stack-up: install
	$(BIN)/memory-pipeline stack up

stack-down: install
	$(BIN)/memory-pipeline stack down

bench: install
	@$(BIN)/memory-pipeline bench --size small

eval: install
	$(BIN)/memory-pipeline stack up > /dev/null
	@$(BIN)/memory-pipeline eval

clean:
	-$(BIN)/memory-pipeline stack down
	rm -rf .local $(VENV)
