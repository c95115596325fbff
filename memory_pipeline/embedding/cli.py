"""`memory-pipeline calibrate` and `memory-pipeline reembed [--batch-size N]`. Each prints one JSON document."""

from __future__ import annotations

import sys


def _calibrate(args) -> int:
    from memory_pipeline.cli import emit
    from memory_pipeline.db import connect
    from memory_pipeline.embedding.calibration import calibrate
    from memory_pipeline.llm.embeddings import get_embedder
    from memory_pipeline.settings import load_settings

    settings = load_settings()
    print(f"calibrating embedder {settings.llm.embedder_id} ({settings.llm.embedding_dim} dims)", file=sys.stderr)
    with connect(settings.database_url, autocommit=True) as conn:
        emit(calibrate(conn, settings.llm, get_embedder(settings.llm), store=not args.dry_run))
    return 0


def _reembed(args) -> int:
    from memory_pipeline.cli import emit
    from memory_pipeline.db import connect, migrate
    from memory_pipeline.embedding.reembed import reembed
    from memory_pipeline.llm.embeddings import get_embedder
    from memory_pipeline.settings import load_settings

    settings = load_settings()
    # The column may still have the old dimension: that mismatch is what reembed resolves.
    migrate(settings.database_url, check_dimension=False)
    milvus = settings.milvus
    with connect(settings.database_url, autocommit=True) as conn:
        emit(
            reembed(
                conn,
                settings.llm,
                get_embedder(settings.llm),
                milvus.projector,
                batch_size=args.batch_size,
                progress=lambda line: print(line, file=sys.stderr, flush=True),
            )
        )
    return 0


def register(subparsers) -> None:
    from memory_pipeline.cli import positive_int

    calibrate = subparsers.add_parser(
        "calibrate", help="fit the similarity bands of the configured embedder on the labelled pair set"
    )
    calibrate.add_argument("--dry-run", action="store_true", help="print the bands without storing them")
    calibrate.set_defaults(handler=_calibrate)
    reembed = subparsers.add_parser(
        "reembed", help="move every memory, the vector column and Milvus to the configured embedder (resumable)"
    )
    reembed.add_argument("--batch-size", type=positive_int, default=128, help="memories per batch (default 128)")
    reembed.set_defaults(handler=_reembed)
