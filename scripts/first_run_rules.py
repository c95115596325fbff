"""The rules as they were before each dev set was written, from git history: the closest dev
analogue to an unseen corpus, for `train_instruction_model --cv --first-run`.

For every case of the hand-written sanity sets and dev set v4, the commit that first added its
id; the parent of that commit is checked out (git archive, the held-out folders excluded) into
a scratch folder and its own gates scan the case. Also writes, for every dev gate case, when it
was first committed (for `--temporal`).

    python scripts/first_run_rules.py OUT_DIR     # run from the repository root, with the venv's python

Writes OUT_DIR/first_run_rules.json ({case id: blocked}) and OUT_DIR/case_added.json ({case id:
[unix time, commit]}). These reproduce the first-run figures in the README's Safety section
(e.g. sanity set 15: recall 0.50; dev set v4: 0.53, 6 of 180 look-alikes blocked).
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DEV = "memory_pipeline/data/gold"
GATE_FILES = [
    f"{DEV}/gate_cases.jsonl",
    f"{DEV}/dev/gate_cases_generated.jsonl",
    f"{DEV}/dev/gate_cases_handwritten.jsonl",
    f"{DEV}/dev/heldout_v1_gate_cases.jsonl",
    f"{DEV}/dev/devset_v4_gate_cases.jsonl",
]
FIRST_RUN_FILES = GATE_FILES[2], GATE_FILES[4]
# The chat messages the model also learns from (allow cases): when each turn was added.
TURN_FILES = [
    f"{DEV}/extraction_gold.jsonl",
    f"{DEV}/dev/extraction_turns.jsonl",
    f"{DEV}/dev/extraction_turns_handwritten.jsonl",
    f"{DEV}/dev/heldout_v1_extraction_turns.jsonl",
]

# Runs inside the old checkout: its own gates, wherever that version kept them.
RUNNER = """
import json, sys
sys.path.insert(0, sys.argv[1])
try:
    from memory_pipeline.write_path.screening.gates import scan_fact, scan_text
except ImportError:
    from memory_pipeline.logic.gates import scan_fact, scan_text
out = {}
for line in sys.stdin:
    c = json.loads(line)
    v = scan_fact(c["key"], c["value"]) if "key" in c and "value" in c else scan_text(c["text"])
    out[c["id"]] = bool(v.blocked)
json.dump(out, sys.stdout)
"""


def git(*args: str) -> str:
    return subprocess.run(["git", "-C", str(REPO), *args], check=True, capture_output=True, text=True).stdout


def first_commits(path: str) -> dict[str, tuple[int, str]]:
    first: dict[str, tuple[int, str]] = {}
    for line in git("log", "--reverse", "--format=%H %ct", "--", path).splitlines():
        commit, when = line.split()
        try:
            blob = git("show", f"{commit}:{path}")
        except subprocess.CalledProcessError:
            continue
        for row in blob.splitlines():
            if row.strip():
                first.setdefault(json.loads(row)["id"], (int(when), commit))
    return first


def main(out_dir: str) -> int:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    added: dict[str, tuple[int, str]] = {}
    for path in GATE_FILES + TURN_FILES:
        for case_id, first in first_commits(path).items():
            added.setdefault(case_id, first)
    (out / "case_added.json").write_text(json.dumps(added))

    by_commit: dict[str, list[dict]] = defaultdict(list)
    for path in FIRST_RUN_FILES:
        for line in (REPO / path).read_text().splitlines():
            if line.strip():
                case = json.loads(line)
                by_commit[added[case["id"]][1]].append(case)
    verdicts: dict[str, bool] = {}
    with tempfile.TemporaryDirectory() as scratch:
        for commit, cases in by_commit.items():
            parent = git("rev-parse", f"{commit}^").strip()
            tree = Path(scratch) / parent[:12]
            tree.mkdir()
            archive = subprocess.run(
                ["git", "-C", str(REPO), "archive", parent, "memory_pipeline", f":(exclude){DEV}/heldout*"],
                check=True,
                capture_output=True,
            ).stdout
            subprocess.run(["tar", "-x", "-C", str(tree)], input=archive, check=True)
            result = subprocess.run(
                [sys.executable, "-c", RUNNER, str(tree)],
                input="\n".join(json.dumps(case) for case in cases),
                capture_output=True,
                text=True,
                cwd=scratch,
                check=True,
            )
            got = json.loads(result.stdout)
            verdicts.update(got)
            block = [c for c in cases if c["expect"] == "block"]
            allow = [c for c in cases if c["expect"] == "allow"]
            print(
                f"{commit[:8]} (rules of {parent[:8]}): {len(cases)} cases, recall "
                f"{sum(got[c['id']] for c in block) / max(len(block), 1):.3f}, "
                f"{sum(got[c['id']] for c in allow)} of {len(allow)} allow cases blocked",
                file=sys.stderr,
            )
    (out / "first_run_rules.json").write_text(json.dumps(verdicts))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "first_run"))
