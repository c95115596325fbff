"""The peer in `memory-pipeline bench --model-latency --compare-mem0 PYTHON`: mem0 used the way
its users use it, `Memory.add()` per turn from a thread pool, against the same local model
server. Run by the bench with another interpreter that has `mem0ai` installed (it pins its own
`openai`), so the project never depends on it. Prints one JSON object.

    python scripts/mem0_peer.py --base-url URL --turns FILE --threads 8 --workdir DIR
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--base-url", required=True)
    parser.add_argument("--turns", required=True, type=Path)
    parser.add_argument("--threads", type=int, default=8)
    parser.add_argument("--workdir", required=True, type=Path)
    parser.add_argument("--embedding-dim", type=int, default=256)
    args = parser.parse_args()
    os.environ["MEM0_TELEMETRY"] = "False"  # no network: the bench talks to loopback only
    os.environ["MEM0_DIR"] = str(args.workdir / "mem0")
    from mem0 import Memory
    from mem0 import __version__ as mem0_version

    memory = Memory.from_config({
        "llm": {"provider": "openai", "config": {
            "model": "gpt-4o-mini", "api_key": "bench", "openai_base_url": args.base_url}},
        "embedder": {"provider": "openai", "config": {
            "model": "text-embedding-3-small", "api_key": "bench", "openai_base_url": args.base_url,
            "embedding_dims": args.embedding_dim}},
        "vector_store": {"provider": "qdrant", "config": {
            "collection_name": "bench", "path": str(args.workdir / "qdrant"), "on_disk": True,
            "embedding_model_dims": args.embedding_dim}},
        "history_db_path": str(args.workdir / "history.db"),
    })
    turns = [json.loads(line) for line in args.turns.read_text().splitlines() if line.strip()]

    def add(turn: dict) -> bool:
        messages = [{"role": "user", "content": turn["user"]}]
        if turn.get("assistant"):
            messages.append({"role": "assistant", "content": turn["assistant"]})
        try:
            memory.add(messages, user_id=turn["user_id"])
            return True
        except Exception as exc:  # noqa: BLE001 - counted, the bench goes on
            print(f"mem0 add failed: {exc}", file=sys.stderr)
            return False

    started = time.perf_counter()
    with ThreadPoolExecutor(max_workers=args.threads) as pool:
        results = list(pool.map(add, turns))
    seconds = time.perf_counter() - started
    print(json.dumps({
        "system": f"mem0 {mem0_version}", "threads": args.threads, "turns": len(turns),
        "seconds": round(seconds, 3), "turns_per_second": round(len(turns) / seconds, 1),
        "adds_failed": results.count(False),
    }))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
