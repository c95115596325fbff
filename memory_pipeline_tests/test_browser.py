"""The UI as a person sees it: `make demo`, then scripts/screenshots.py in headless Chromium
(a two-day backfill from the UI's GraphQL, pictures, and what they must show). Skipped, with a
message, where Debian's chromium and chromium-driver are not installed."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from memory_pipeline_tests.projection_fixtures import projections  # noqa: F401 - fixture

REPO = Path(__file__).resolve().parents[1]

needs_chromium = pytest.mark.skipif(
    not (shutil.which("/usr/bin/chromium") and shutil.which("/usr/bin/chromedriver")),
    reason="browser test skipped: apt-get install chromium chromium-driver to run it",
)


@needs_chromium
def test_the_ui_after_the_demo_shows_every_asset_materialized_and_each_day_its_own_figures(projections, tmp_path):  # noqa: F811
    """Empty stores (PostgreSQL and both projections), as on a first `make demo`."""
    home = tmp_path / "dagster_home"
    home.mkdir()
    (home / "dagster.yaml").write_text("telemetry:\n  enabled: false\n")  # a private instance, on SQLite
    env = {**os.environ, "DAGSTER_HOME": str(home), "PARTITIONS_START_DATE": "2026-11-23"}
    demo = subprocess.run(
        [sys.executable, "-m", "memory_pipeline.cli", "demo"],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert demo.returncode == 0, demo.stderr[-3000:]
    shots = tmp_path / "shots"
    browser = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "screenshots.py"), "--out", str(shots)],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert browser.returncode == 0, browser.stderr[-3000:]
    assert {p.name for p in shots.glob("*.png")} >= {
        "asset-graph.png",
        "write-path-graph.png",
        "partitions.png",
        "plots.png",
        "backfill.png",
        "lineage.png",
        "checks.png",
    }
