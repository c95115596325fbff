"""Stage outputs in PostgreSQL, one row per asset, daily partition and run.

Assets of the write path return `{partition_key: [record, ...]}` for the partitions of their
run, so a single-run range backfill works; downstream assets receive the same shape. Each run
stores under its own key (`<partition>@<run id>`): an incremental run's outputs hold only the
turns it processed, and two runs of one day at once never read each other's records.
"""

from __future__ import annotations

from dagster import ConfigurableIOManager, InputContext, OutputContext
from psycopg.types.json import Jsonb

from memory_pipeline.db import connect, sql


class StageOutputIOManager(ConfigurableIOManager):
    database_url: str

    @staticmethod
    def _asset_key(context) -> str:
        return context.asset_key.to_user_string()

    @staticmethod
    def _storage_key(partition_key: str, run_id: str) -> str:
        return f"{partition_key}@{run_id}"

    def handle_output(self, context: OutputContext, obj: dict[str, list[dict]]) -> None:
        if obj is None:
            return
        with connect(self.database_url) as conn, conn.transaction():
            for partition_key in context.asset_partition_keys:
                conn.execute(
                    sql("write_path/save_stage_output"),
                    {
                        "asset_key": self._asset_key(context),
                        "partition_key": self._storage_key(partition_key, context.run_id),
                        "records": Jsonb(obj.get(partition_key, [])),
                    },
                )

    def load_input(self, context: InputContext) -> dict[str, list[dict]]:
        keys = list(context.asset_partition_keys)
        # The run that produced the input: this run, or the parent of a re-execution.
        # (InputContext has no run_id of its own: this run's is its step context's.)
        upstream = context.upstream_output
        producer = upstream.run_id if upstream is not None else context.step_context.run_id
        with connect(self.database_url) as conn:
            rows = conn.execute(
                sql("write_path/load_stage_output"),
                {
                    "asset_key": self._asset_key(context),
                    "partition_keys": keys,
                    "storage_keys": [self._storage_key(key, producer) for key in keys],
                },
            ).fetchall()
        found = {row["partition_key"]: row["records"] for row in rows}
        missing = [key for key in keys if key not in found]
        if missing:
            raise RuntimeError(
                f"{self._asset_key(context)} has no stored output for partition(s) {missing}; materialize it first"
            )
        return found
