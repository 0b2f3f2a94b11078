"""Moved to nbcopilot.demo.simulate: demo data is not a metric. Kept so that older imports and
`python -m nbcopilot.metrics.simulate` go on working."""
from nbcopilot.demo.simulate import SCRIPTS, SIMULATED_MODEL, main, scripts, simulate  # noqa: F401

if __name__ == "__main__":
    main()
