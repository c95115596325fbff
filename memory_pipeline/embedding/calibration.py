"""`memory-pipeline calibrate`: similarity bands for the configured embedder, stored per
(embedder, dimension) in PostgreSQL, and the look-up the write path and merges use.

The pair set (data/calibration/pairs.jsonl, 450 pairs) is what the thresholds are fitted on;
heldout_pairs.jsonl (62 pairs, written by hand before any calibration) is only ever measured.
"""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path

import numpy as np
from psycopg.types.json import Jsonb

from memory_pipeline.db import Connection, sql
from memory_pipeline.embedding.band_fitting import ScoredPair, band_metrics, calibrate_bands
from memory_pipeline.write_path.facts import compose_content
from memory_pipeline.governance.rules import SPEC_BANDS, SimilarityBands, is_same_attribute_update
from memory_pipeline.settings import DATA_DIR
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from memory_pipeline.llm.resources import LLMResource

log = logging.getLogger(__name__)
CALIBRATION_DIR = DATA_DIR / "calibration"
PAIR_SET = CALIBRATION_DIR / "pairs.jsonl"
HELDOUT_SET = CALIBRATION_DIR / "heldout_pairs.jsonl"


def load_pairs(path: Path) -> list[dict]:
    """Labelled pairs with their composed contents, as the write path would store them."""
    pairs = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        pair = json.loads(line)
        source_a, source_b = pair["source"], pair.get("source_b", pair["source"])
        pair["content_a"] = compose_content(source_a, pair["a"]["key"], pair["a"]["value"])
        pair["content_b"] = compose_content(source_b, pair["b"]["key"], pair["b"]["value"])
        pairs.append(pair)
    return pairs


def score_pairs(embedder, pairs: list[dict]) -> list[ScoredPair]:
    """Cosine of each pair under `embedder`, every distinct text embedded once, in one batch."""
    texts = sorted({p[side] for p in pairs for side in ("content_a", "content_b")})
    vectors = dict(zip(texts, np.asarray(embedder.embed(texts), dtype=np.float64)))
    scored = []
    for p in pairs:
        a, b = vectors[p["content_a"]], vectors[p["content_b"]]
        cosine = float(a @ b / (np.linalg.norm(a) * np.linalg.norm(b)))
        update = is_same_attribute_update(p["b"]["key"], p["content_b"], p["a"]["key"], p["content_a"])
        scored.append(ScoredPair(p["kind"], p["lang"], cosine, update))
    return scored


def _sha256(*paths: Path) -> str:
    digest = hashlib.sha256()
    for path in paths:
        digest.update(path.read_bytes())
    return digest.hexdigest()


def measure(bands: SimilarityBands, scored: list[ScoredPair]) -> dict:
    """Band metrics overall and per language (zh, en, cross)."""
    return {
        "all": band_metrics(scored, bands),
        **{lang: band_metrics([p for p in scored if p.lang == lang], bands) for lang in ("zh", "en", "cross")},
    }


def calibrate(conn: Connection, settings: LLMResource, embedder, *, store: bool = True) -> dict:
    """Fit the bands on the pair set, measure them on it and on the held-out pairs, store them."""
    source = f"calibrated:{settings.embedder_id}/{settings.embedding_dim}"
    fitted = score_pairs(embedder, load_pairs(PAIR_SET))
    heldout = score_pairs(embedder, load_pairs(HELDOUT_SET))
    bands = calibrate_bands(fitted, source)
    report = {
        "embedder": settings.embedder_id,
        "dimension": settings.embedding_dim,
        "bands": bands.as_dict(),
        "calibration_set": measure(bands, fitted),
        "heldout_set": measure(bands, heldout),
        "spec_bands_on_heldout": band_metrics(heldout, SPEC_BANDS),
    }
    if store:
        conn.execute(
            sql("embedding/store_calibration"),
            {
                "embedder": settings.embedder_id,
                "dimension": settings.embedding_dim,
                "duplicate": bands.duplicate,
                "merge": bands.merge,
                "conflict_low": bands.conflict_low,
                "conflict_high": bands.conflict_high,
                "sha256": _sha256(PAIR_SET, HELDOUT_SET),
                "report": Jsonb(report),
            },
        )
        report["stored"] = True
    return report


def bands_for(conn: Connection, settings: LLMResource) -> SimilarityBands:
    """The configured embedder's calibrated bands.

    The bundled model is calibrated on first use (the pair set ships with the package, so the
    result is the same everywhere; about two seconds). Any other embedder nobody calibrated
    gets the SPEC's values.
    """
    row = conn.execute(
        sql("embedding/calibration_for"), {"embedder": settings.embedder_id, "dimension": settings.embedding_dim}
    ).fetchone()
    if row is None and settings.embedding_backend == "local":
        from memory_pipeline.llm.embeddings import get_embedder

        log.info("no stored bands for %s: calibrating it on the bundled pair set", settings.embedder_id)
        bands = calibrate(conn, settings, get_embedder(settings))["bands"]
        return SimilarityBands(**bands)
    if row is None:
        return SPEC_BANDS
    return SimilarityBands(
        duplicate=row["duplicate_threshold"],
        merge=row["merge_threshold"],
        conflict_low=row["conflict_low"],
        conflict_high=row["conflict_high"],
        source=f"calibrated:{settings.embedder_id}/{settings.embedding_dim}",
    )
