"""Lineage: who wrote each memory version, and `memory-pipeline explain`."""
