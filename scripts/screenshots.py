"""Pictures of the Dagster UI after `make demo`, taken in headless Chromium, that double as a
browser test.

    python scripts/screenshots.py [--out docs/screenshots] [--backfill 2026-11-24:2026-11-25]

It starts `dagster-webserver` (and, for the backfill, `dagster-daemon`) against the demo's
instance (DAGSTER_HOME, the local stack), launches a two-day backfill of the write path with
the UI's own GraphQL mutation, waits for it, and saves PNGs of the asset graph, a write-path
asset's partitions and plots, the backfill's page, a run's page and a memory's lineage. It
asserts what a person would look for, and exits non-zero when something is missing:
the graph renders, each day of the backfill carries its own figures (so the per-day plot has
more than one distinct value), and no asset check is "Not evaluated".

Needs Debian's `chromium` and `chromium-driver` and the `ui-test` extra (selenium).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CHROMIUM, CHROMEDRIVER = "/usr/bin/chromium", "/usr/bin/chromedriver"
WRITE_PATH = ["raw_transcripts", "extracted_facts", "gated_facts", "classified_memories", "long_term_memory"]
LOCATION = "memory_pipeline.definitions"
CHECKED_ASSETS = ["long_term_memory", "milvus_memory_vectors", "neo4j_memory_graph", "extraction_quality"]

LAUNCH_BACKFILL = """
mutation($params: LaunchBackfillParams!) {
  launchPartitionBackfill(backfillParams: $params) {
    __typename
    ... on LaunchBackfillSuccess { backfillId }
    ... on PythonError { message }
  }
}"""
BACKFILL_STATUS = """
query($id: String!) {
  partitionBackfillOrError(backfillId: $id) {
    ... on PartitionBackfill { status runs(limit: 10) { runId status } }
  }
}"""
PARTITION_FIGURES = """
query($key: AssetKeyInput!, $partitions: [String!]) {
  assetOrError(assetKey: $key) {
    ... on Asset { assetMaterializations(partitions: $partitions) {
      partition runId metadataEntries { label ... on IntMetadataEntry { intValue } }
    } }
  }
}"""
CHECK_STATES = """
query($key: AssetKeyInput!) {
  assetNodeOrError(assetKey: $key) {
    ... on AssetNode { assetChecksOrError { ... on AssetChecks { checks { name executionForLatestMaterialization { status } } } } }
  }
}"""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Dagster:
    """The webserver (and optionally the daemon) of the demo's instance."""

    def __init__(self, env: dict[str, str]) -> None:
        self.env = env
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.processes: list[subprocess.Popen] = []
        self.logs = tempfile.TemporaryDirectory()

    def _start(self, name: str, *args: str) -> None:
        log = open(Path(self.logs.name) / f"{name}.log", "w")
        self.processes.append(subprocess.Popen(
            [str(Path(sys.executable).with_name(name)), *args], cwd=REPO, env=self.env, stdout=log, stderr=log,
        ))

    def start_webserver(self) -> None:
        self._start("dagster-webserver", "-w", "workspace.yaml", "-h", "127.0.0.1", "-p", str(self.port))
        deadline = time.monotonic() + 180
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(f"{self.base}/server_info", timeout=5):
                    return
            except OSError:
                time.sleep(1)
        raise SystemExit(f"the webserver did not answer; see {self.logs.name}")

    def start_daemon(self) -> None:
        self._start("dagster-daemon", "run", "-w", "workspace.yaml")

    def graphql(self, query: str, **variables) -> dict:
        request = urllib.request.Request(
            f"{self.base}/graphql", data=json.dumps({"query": query, "variables": variables}).encode(),
            headers={"content-type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=60) as answer:
            document = json.loads(answer.read())
        if document.get("errors"):
            raise SystemExit(f"GraphQL error: {document['errors']}")
        return document["data"]

    def stop(self) -> None:
        for process in self.processes:
            process.terminate()
        for process in self.processes:
            try:
                process.wait(20)
            except subprocess.TimeoutExpired:
                process.kill()


def browser(width: int = 1500, height: int = 950):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--disable-dev-shm-usage", f"--window-size={width},{height}",
                 f"--user-data-dir={tempfile.mkdtemp(prefix='chromium-')}"):
        options.add_argument(flag)
    return webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)


def settle(driver, seconds: float = 5.0) -> None:
    """Let the page load, and dismiss the community modal of the first visit (click Skip)."""
    from selenium.webdriver.common.by import By

    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        skips = [b for b in driver.find_elements(By.XPATH, "//button[normalize-space()='Skip']") if b.is_displayed()]
        if skips:
            skips[0].click()
            time.sleep(1)
        time.sleep(0.5)


def shoot(driver, url: str, path: Path, must_show: list[str], click: str | None = None, last: bool = False,
          scroll_to: str | None = None) -> str:
    """Open `url` (then click the element whose text is `click`: the last one with `last`),
    save a PNG, and fail unless the page shows every word of `must_show`."""
    from selenium.webdriver.common.by import By

    driver.get(url)
    settle(driver)
    if click:
        found = [e for e in driver.find_elements(By.XPATH, f"//*[normalize-space()='{click}']") if e.is_displayed()]
        if not found:
            raise AssertionError(f"{url}: nothing to click named {click!r}")
        (found[-1] if last else found[0]).click()
        time.sleep(3)
    if scroll_to:
        for element in driver.find_elements(By.XPATH, f"//*[normalize-space()='{scroll_to}']"):
            driver.execute_script("arguments[0].scrollIntoView({block: 'start'});", element)
    text = driver.find_element(By.TAG_NAME, "body").text
    missing = [word for word in must_show if word not in text]
    driver.save_screenshot(str(path))
    if missing:
        raise AssertionError(f"{url}: the page does not show {missing}")
    print(f"saved {path}", file=sys.stderr)
    return text


def backfill(dagster: Dagster, first: str, last: str) -> tuple[str, str]:
    from datetime import date, timedelta

    start, end = date.fromisoformat(first), date.fromisoformat(last)
    days = [(start + timedelta(days=i)).isoformat() for i in range((end - start).days + 1)]
    launched = dagster.graphql(LAUNCH_BACKFILL, params={
        "partitionNames": days, "assetSelection": [{"path": [name]} for name in WRITE_PATH],
        "fromFailure": False, "tags": [],
    })["launchPartitionBackfill"]
    if launched["__typename"] != "LaunchBackfillSuccess":
        raise SystemExit(f"backfill not launched: {launched}")
    backfill_id = launched["backfillId"]
    deadline = time.monotonic() + 600
    while time.monotonic() < deadline:
        state = dagster.graphql(BACKFILL_STATUS, id=backfill_id)["partitionBackfillOrError"]
        runs = state.get("runs") or []
        if state["status"] != "REQUESTED" and runs and all(r["status"] in ("SUCCESS", "FAILURE", "CANCELED") for r in runs):
            if any(r["status"] != "SUCCESS" for r in runs):
                raise AssertionError(f"backfill {backfill_id} ended with {runs}")
            return backfill_id, runs[0]["runId"]
        time.sleep(3)
    raise SystemExit(f"backfill {backfill_id} did not finish in 10 minutes")


def per_day_figures(dagster: Dagster, asset: str, days: list[str] | None, figure: str) -> dict[str, int]:
    found = dagster.graphql(PARTITION_FIGURES, key={"path": [asset]}, partitions=days)["assetOrError"]
    figures: dict[str, int] = {}
    for event in found["assetMaterializations"]:
        for entry in event["metadataEntries"]:
            if entry["label"] == figure and event["partition"] not in figures:
                figures[event["partition"]] = entry.get("intValue")
    return figures


def unevaluated_checks(dagster: Dagster) -> list[str]:
    missing = []
    for asset in CHECKED_ASSETS:
        node = dagster.graphql(CHECK_STATES, key={"path": [asset]})["assetNodeOrError"]
        for check in node["assetChecksOrError"]["checks"]:
            if not check["executionForLatestMaterialization"]:
                missing.append(f"{asset}:{check['name']}")
    return missing


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPO / "docs" / "screenshots")
    parser.add_argument("--backfill", default="2026-11-24:2026-11-25", help="FIRST:LAST day of the backfill")
    args = parser.parse_args()
    if not (shutil.which(CHROMIUM) and shutil.which(CHROMEDRIVER)):
        print("skipped: install Debian's chromium and chromium-driver for the browser test", file=sys.stderr)
        return 0
    sys.path.insert(0, str(REPO))
    from memory_pipeline.settings import stack_env

    env = {**stack_env(), **os.environ}  # a variable set explicitly wins, as everywhere
    env.setdefault("DAGSTER_HOME", str(REPO))
    env.setdefault("PARTITIONS_START_DATE", "2026-11-23")
    args.out.mkdir(parents=True, exist_ok=True)
    first, last = args.backfill.split(":")
    dagster = Dagster(env)
    driver = None
    try:
        dagster.start_webserver()
        dagster.start_daemon()
        backfill_id, run_id = backfill(dagster, first, last)
        days = [first, last]
        rows = per_day_figures(dagster, "raw_transcripts", None, "rows_out")
        assert len(set(rows.values())) > 1, f"the per-day plot would be flat: rows_out by day {rows}"
        # A range run used to copy the range's totals onto every day of it.
        assert all(rows[day] < sum(rows[d] for d in days) for day in days), f"range totals per day: {rows}"
        inserted = per_day_figures(dagster, "long_term_memory", days, "inserted")
        assert len(inserted) == len(days), f"long_term_memory lacks per-day figures: {inserted}"
        unevaluated = unevaluated_checks(dagster)
        assert not unevaluated, f"checks not evaluated: {unevaluated}"

        driver = browser()
        base = dagster.base
        shoot(driver, f"{base}/asset-groups", args.out / "asset-graph.png",
              ["sources", "write_path", "projections", "quality"])
        shoot(driver, f"{base}/locations/{LOCATION}/asset-groups/write_path", args.out / "write-path-graph.png",
              ["raw_transcripts", "extracted_facts", "long_term_memory"])
        shoot(driver, f"{base}/assets/raw_transcripts?view=partitions&partition={first}", args.out / "partitions.png",
              ["Materialized", "rows_out"])
        shoot(driver, f"{base}/assets/raw_transcripts?view=overview", args.out / "plots.png", ["rows_out"], click="Plots")
        shoot(driver, f"{base}/runs/b/{backfill_id}", args.out / "backfill.png", [backfill_id])
        # The first materialization of the day (the demo's run) lists the memories it wrote.
        shoot(driver, f"{base}/assets/long_term_memory?view=events", args.out / "lineage.png",
              ["inserted_ids", "memory-pipeline explain --memory"], click=first, last=True,
              scroll_to="memories_inserted")
        checks = shoot(driver, f"{base}/assets/milvus_memory_vectors?view=checks", args.out / "checks.png",
                       ["projection_drift"])
        assert "Not evaluated" not in checks, "a check shows Not evaluated"
        print(json.dumps({"backfill": backfill_id, "run": run_id, "rows_out_by_day": rows,
                          "inserted_by_day": inserted, "screenshots": str(args.out)}))
        return 0
    finally:
        if driver is not None:
            driver.quit()
        dagster.stop()


if __name__ == "__main__":
    raise SystemExit(main())
