"""Checks on long_term_memory. `no_pii_in_long_term_memory` (SPEC section 1): the gates must have
kept every active memory clean. `no_stranded_turns`: every turn reaches a commit within minutes.

The check re-runs the gate detector over the stored content, one id-ordered page at a time, and
reports only ids and reason codes: the content it flags is exactly what must not reach logs or
the Dagster UI.

In a write-path run the check scans only the memories of the run's days (its partition or
partition range), so its cost grows with the run, not with the store. Run without a partition
(the hourly `reconcile_projections` job), it scans every active memory.
"""

from typing import Mapping

import dagster as dg

from memory_pipeline.db import one, sql
from memory_pipeline.write_path.screening.gates import scan_text
from memory_pipeline.resources import PostgresResource
from memory_pipeline.settings import knob_int

PAGE_SIZE = 1000
MAX_REPORTED_IDS = 50


def run_days(tags: Mapping[str, str]) -> tuple[str, str] | None:
    """First and last day a run covers, from Dagster's partition tags; None for an unpartitioned run."""
    start = tags.get("dagster/asset_partition_range_start")
    end = tags.get("dagster/asset_partition_range_end")
    if start and end:
        return start, end
    partition = tags.get("dagster/partition")
    return (partition, partition) if partition else None


@dg.asset_check(
    asset=dg.AssetKey("long_term_memory"),
    name="no_pii_in_long_term_memory",
    description="No active memory's content is blocked by the privacy / injection gate "
    "(reports ids and reason codes, never the content).",
)
def no_pii_in_long_term_memory(
    context: dg.AssetCheckExecutionContext, postgres: PostgresResource
) -> dg.AssetCheckResult:
    days = run_days(context.run.tags)
    if days is None:
        query, params, scope = sql("write_path/active_content_page"), {}, "all active memories"
    else:
        query = sql("write_path/active_content_page_for_days")
        params = {"first_day": days[0], "last_day": days[1]}
        scope = f"memories of {days[0]}..{days[1]}"
    checked = 0
    offending: list[int] = []
    offending_count = 0
    reasons: set[str] = set()
    after = 0
    with postgres.connect(autocommit=True) as conn:
        while True:
            page = conn.execute(query, {**params, "after": after, "limit": PAGE_SIZE}).fetchall()
            if not page:
                break
            for row in page:
                verdict = scan_text(row["content"])
                if verdict.blocked:
                    offending_count += 1
                    reasons.update(verdict.reasons)
                    if len(offending) < MAX_REPORTED_IDS:
                        offending.append(row["id"])
            checked += len(page)
            after = page[-1]["id"]
    context.log.info(f"scanned {checked} active memories ({scope}), {offending_count} blocked by the gate")
    return dg.AssetCheckResult(
        passed=offending_count == 0,
        metadata={
            "scope": scope,
            "checked": checked,
            "offending": offending_count,
            "offending_ids": ", ".join(map(str, offending)) or "none",
            "reason_codes": ", ".join(sorted(reasons)) or "none",
        },
    )


@dg.asset_check(
    asset=dg.AssetKey("long_term_memory"),
    name="no_stranded_turns",
    description="No turn ingested more than STRANDED_TURN_ALERT_MINUTES ago (default 30) is still "
    "waiting for a commit (pending, extracted by a run that died, or failing extraction).",
)
def no_stranded_turns(context: dg.AssetCheckExecutionContext, postgres: PostgresResource) -> dg.AssetCheckResult:
    minutes = knob_int("STRANDED_TURN_ALERT_MINUTES")
    with postgres.connect(autocommit=True) as conn:
        found = one(conn.execute(sql("write_path/stranded_turns"), {"older_than_minutes": minutes}))
    oldest = found["oldest_ingested_at"]
    return dg.AssetCheckResult(
        passed=found["stranded"] == 0,
        severity=dg.AssetCheckSeverity.WARN,
        metadata={
            "older_than_minutes": minutes,
            "stranded": found["stranded"],
            "pending": found["pending"],
            "extracted": found["extracted"],
            "extraction_failed": found["extraction_failed"],
            "oldest_ingested_at": oldest.isoformat() if oldest else "none",
        },
    )
