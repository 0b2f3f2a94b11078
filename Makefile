.PHONY: bench
bench:
	python bench/run.py
