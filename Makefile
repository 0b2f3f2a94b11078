PYTHON ?= $(if $(wildcard .venv/bin/python),.venv/bin/python,python3)

.PHONY: bench
bench:
	$(PYTHON) bench/run.py
