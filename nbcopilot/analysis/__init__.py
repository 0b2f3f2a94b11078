"""Grounded analysis: what the copilot knows about the analyst's data."""
