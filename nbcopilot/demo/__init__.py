"""Demo data: a synthetic but realistic store history (`simulate`), for the metrics notebook, demos and benchmarks.

It drives the engine's own state machine and hands the result to the store's bulk writer
(`Store.write_simulated`); nothing in the product depends on it.
"""
