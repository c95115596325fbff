"""`memory-pipeline eval [--gold PATH] [--gate-cases PATH]` and `memory-pipeline bench [--size SIZE]`.

Each prints one JSON document on stdout.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def _eval(args) -> int:
    from memory_pipeline.cli import emit
    from memory_pipeline.db import connect
    from memory_pipeline.llm.backends import ModelBackend
    from memory_pipeline.quality.evaluation import EXTRACTION_GOLD, GATE_CASES, HELDOUT_DIR, evaluate
    from memory_pipeline.settings import load_settings

    settings = load_settings()
    # The connection holds the LLM answer cache: re-evaluating an unchanged prompt costs nothing.
    with connect(settings.database_url, autocommit=True) as conn:
        backend = ModelBackend(settings.llm, conn)
        print(f"evaluating backend {backend.name}, prompt version {backend.prompt_version}", file=sys.stderr)
        report = evaluate(
            backend,
            Path(args.gold or EXTRACTION_GOLD),
            Path(args.gate_cases or GATE_CASES),
            Path(args.heldout_dir or HELDOUT_DIR),
        )
        report["embeddings"] = _evaluate_embedders(conn, settings)
        emit(report)
    return 0


def _evaluate_embedders(conn, settings) -> list[dict]:
    """The configured embedder, and the two offline ones for comparison, each with its own bands."""

    from memory_pipeline.embedding.calibration import bands_for
    from memory_pipeline.llm.embeddings import get_embedder
    from memory_pipeline.quality.evaluation import evaluate_embedder
    from memory_pipeline.settings import DEFAULT_EMBEDDING_DIM, LOCAL_EMBEDDING_DIMS

    candidates = [settings.llm]
    for backend, dim in (
        ("local", LOCAL_EMBEDDING_DIMS[settings.llm.local_embedding_model]),
        ("hashing", DEFAULT_EMBEDDING_DIM),
    ):
        other = settings.llm.replaced(embedding_backend=backend, embedding_dim=dim)
        if other.embedder_id != settings.llm.embedder_id:
            candidates.append(other)
    results = []
    for candidate in candidates:
        print(f"evaluating embedder {candidate.embedder_id}", file=sys.stderr)
        results.append(evaluate_embedder(get_embedder(candidate), candidate.embedder_id, bands_for(conn, candidate)))
    return results


def _bench(args) -> int:
    from memory_pipeline import stack
    from memory_pipeline.cli import emit
    from memory_pipeline.quality.bench import run_benchmark

    # Every phase needs PostgreSQL, Milvus and Neo4j: start the local ones the environment
    # does not point elsewhere.
    stack.ensure_up()
    if args.incremental:
        from memory_pipeline.quality.bench import BenchEnvironment
        from memory_pipeline.quality.incremental_bench import incremental_phase
        from memory_pipeline.settings import load_settings

        emit(
            {
                "command": "memory-pipeline bench --incremental",
                "incremental": incremental_phase(BenchEnvironment.prepare(load_settings()), args.incremental),
            }
        )
        return 0
    if args.model_latency:
        from memory_pipeline.quality.bench import BenchEnvironment
        from memory_pipeline.quality.model_bench import model_latency_phase
        from memory_pipeline.settings import load_settings

        env = BenchEnvironment.prepare(load_settings())
        try:
            emit(
                {
                    "command": "memory-pipeline bench --model-latency",
                    "model_latency": model_latency_phase(
                        env, args.model_latency, args.concurrency, args.turns, mem0_python=args.compare_mem0
                    ),
                }
            )
        finally:
            env.reset_store()
        return 0
    emit(run_benchmark(args.size))
    return 0


def _int_list(text: str) -> list[int]:
    try:
        values = [int(part) for part in text.split(",") if part.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected comma-separated integers, got {text!r}") from None
    if not values or any(value < 1 for value in values):
        raise argparse.ArgumentTypeError("every value must be a positive integer")
    return values


def _size(text: str):
    from memory_pipeline.quality.bench import bench_size

    try:
        return bench_size(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def register(subparsers) -> None:
    evaluate = subparsers.add_parser("eval", help="score extraction, gates and classification on the gold sets")
    evaluate.add_argument("--gold", help="extraction gold set (default: the bundled one)")
    evaluate.add_argument("--gate-cases", help="gate cases (default: the bundled ones)")
    evaluate.add_argument(
        "--heldout-dir",
        help="folder with the held-out gate_cases.jsonl / extraction_turns.jsonl (default: data/gold/heldout)",
    )
    evaluate.set_defaults(handler=_eval)
    bench = subparsers.add_parser("bench", help="benchmark the pipeline against baselines in a scratch database")
    bench.add_argument(
        "--size",
        type=_size,
        default="small",
        metavar="tiny|small|medium|N",
        help="tiny (CI smoke), small (default), medium, or N memories per user",
    )
    bench.add_argument(
        "--model-latency",
        type=_int_list,
        metavar="MS[,MS...]",
        help="instead of the phases above: the write path against a local model server with this "
        "latency per call (e.g. 300,1500), at each --concurrency",
    )
    bench.add_argument(
        "--incremental",
        type=_int_list,
        metavar="N[,N...]",
        help="instead of the phases above: a live run for one new turn next to a full re-walk, "
        "for days of N turns (e.g. 500,2000,5000)",
    )
    bench.add_argument(
        "--concurrency",
        type=_int_list,
        default=[1, 16],
        metavar="C[,C...]",
        help="LLM_MAX_CONCURRENCY values for --model-latency (default 1,16)",
    )
    bench.add_argument("--turns", type=int, default=200, help="unique turns for --model-latency (default 200)")
    bench.add_argument(
        "--compare-mem0",
        metavar="PYTHON",
        help="with --model-latency: also run mem0 (installed for this interpreter) with 8 threads",
    )
    bench.set_defaults(handler=_bench)
