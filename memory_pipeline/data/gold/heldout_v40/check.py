"""Validate heldout-v40: runs generator/check.py (rebuild + byte compare + value checks)."""
import os
import runpy

runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "generator", "check.py"),
               run_name="__main__")
