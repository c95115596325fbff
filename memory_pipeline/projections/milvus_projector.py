"""Milvus projection: the recall index of active memories, one row per memory.

A memory that stops being active (superseded, evicted, forgotten) is deleted from the
collection; the outbox worker makes sure a late, older event cannot bring it back.
"""

from __future__ import annotations

import json
import time
from typing import Iterator, Sequence, cast

import grpc
from pymilvus import DataType, MilvusClient, MilvusException

from memory_pipeline.identifiers import MAX_ID_BYTES
from memory_pipeline.projections.events import (
    EventResult,
    GuardState,
    OutboxEvent,
    ProjectedRow,
    belongs_in_projection,
    guard_batch,
)

TARGET = "milvus"
VECTOR_FIELD = "embedding"
# Scalar columns copied from the upsert_vector payload, with their VARCHAR sizes (None: not text).
# Importance is not among them: it changes daily (decay) and recall reads it from PostgreSQL,
# so keeping it here would cost a vector event per decayed memory for nothing.
SCALAR_FIELDS: dict[str, tuple[DataType, int | None]] = {
    "user_id": (DataType.VARCHAR, MAX_ID_BYTES),
    "version": (DataType.INT64, None),
    "content_hash": (DataType.VARCHAR, 128),
    "category": (DataType.VARCHAR, 64),
    "slot_hint": (DataType.VARCHAR, 64),
    "status": (DataType.VARCHAR, 32),
}
GUARD_FIELDS = ["id", "version", "content_hash"]
# Rows upserted by one projector between two seals of the growing segment.
SEAL_EVERY_ROWS = 50_000
# Rows per page of a full scan (Milvus returns at most 16,384 per query).
SCAN_BATCH = 10_000
# One page of a scan over a million freshly sealed rows took Milvus Lite over 10 s: a scan is
# a bulk read run by reconciliation, not a call on the outbox's fail-fast path.
SCAN_TIMEOUT_SECONDS = 120.0
# Bound one gRPC call; a down server fails fast and the outbox schedules the retry.
RPC_TIMEOUT_SECONDS = 10.0
# Sealing a million freshly written rows takes longer than one ordinary call.
FLUSH_TIMEOUT_SECONDS = 300.0
# pymilvus pings every 10 s even on an idle channel; Milvus Lite's gRPC server allows one ping
# in 5 minutes without data and answers more with a "too many pings" GOAWAY. gRPC also shares
# one connection among all channels with the same options, so a new client waited out the
# reconnect backoff of an idle one that had been sent away. Ping only during calls, and give
# every client its own connection.
GRPC_OPTIONS = {"grpc.keepalive_permit_without_calls": False, "grpc.use_local_subchannel_pool": 1}


def connect_milvus(uri: str, token: str = "", timeout: float = RPC_TIMEOUT_SECONDS) -> MilvusClient:
    """A client with its own connection, closed by its owner (`client.close()`)."""
    return MilvusClient(uri=uri, token=token, timeout=timeout, dedicated=True, grpc_options=GRPC_OPTIONS)


class EmbeddingDimensionMismatch(RuntimeError):
    pass


class OutdatedCollectionSchema(RuntimeError):
    pass


class IdentifierContractMismatch(RuntimeError):
    pass


def _filter_literal(value: str) -> str:
    """A string literal for a Milvus boolean expression.

    Milvus unquotes literals with Go's escape rules; JSON's escapes are a subset of them, so
    quotes, backslashes, newlines and every other control character survive the round trip.
    """
    return json.dumps(value, ensure_ascii=False)


# Pauses before a new connection is tried when the first ones are refused.
CONNECT_RETRY_PAUSES = (0.3, 1.0)


def _refused_connection(exc: BaseException) -> bool:
    if isinstance(exc, grpc.RpcError):
        return exc.code() == grpc.StatusCode.UNAVAILABLE
    return "Fail connecting" in str(exc) or "UNAVAILABLE" in str(exc) or "Too many pings" in str(exc)


class MilvusProjector:
    target = TARGET

    def __init__(
        self, uri: str, token: str, collection: str, embedding_dim: int, *, drop_existing: bool = False
    ) -> None:
        """drop_existing: start from a new, empty collection of `embedding_dim` (reembed)."""
        if not uri:
            raise RuntimeError("MILVUS_URI is not set and no local stack is running: run `memory-pipeline stack up`.")
        self.collection = collection
        self.embedding_dim = embedding_dim
        self._unsealed = 0  # rows upserted since the last seal
        self._sealed_for_reads = False
        for pause in (*CONNECT_RETRY_PAUSES, None):
            # A dedicated connection: pymilvus otherwise shares one channel per address across
            # clients, and a channel broken by an outage would outlive this projector.
            try:
                self.client = connect_milvus(uri, token)
            except MilvusException as exc:
                if pause is None or not _refused_connection(exc):
                    raise
                time.sleep(pause)
                continue
            try:
                if drop_existing and self.client.has_collection(collection, timeout=RPC_TIMEOUT_SECONDS):
                    self.client.drop_collection(collection, timeout=RPC_TIMEOUT_SECONDS)
                self.ensure_collection()
                return
            except (MilvusException, grpc.RpcError) as exc:
                self.client.close()
                if pause is None or not _refused_connection(exc):
                    raise
                # gRPC's "too many pings" GOAWAY, or a server restarting: a new channel a moment
                # later connects; a server that is really down still fails after the last pause.
                time.sleep(pause)
            except BaseException:
                self.client.close()
                raise

    # --- schema ---------------------------------------------------------------------------

    def ensure_collection(self) -> None:
        if not self.client.has_collection(self.collection, timeout=RPC_TIMEOUT_SECONDS):
            try:
                self._create_collection()
            except MilvusException:
                # Another worker created it between our check and our create.
                if not self.client.has_collection(self.collection, timeout=RPC_TIMEOUT_SECONDS):
                    raise
        self._check_dimension()
        self._check_identifier_contract()
        state = self.client.get_load_state(self.collection)
        if str(state.get("state")) != "Loaded":
            self.client.load_collection(self.collection, timeout=RPC_TIMEOUT_SECONDS)

    def _create_collection(self) -> None:
        schema = MilvusClient.create_schema(auto_id=False, enable_dynamic_field=False)
        schema.add_field("id", DataType.INT64, is_primary=True)
        for name, (dtype, max_length) in SCALAR_FIELDS.items():
            schema.add_field(name, dtype, **({"max_length": max_length} if max_length else {}))
        schema.add_field(VECTOR_FIELD, DataType.FLOAT_VECTOR, dim=self.embedding_dim)
        index = self.client.prepare_index_params()
        index.add_index(field_name=VECTOR_FIELD, index_type="AUTOINDEX", metric_type="COSINE")
        self.client.create_collection(
            self.collection,
            schema=schema,
            index_params=index,
            consistency_level="Strong",
            timeout=RPC_TIMEOUT_SECONDS,
        )

    def _describe(self) -> dict:
        # MilvusClient.describe_collection is unannotated and pyright infers a coroutine from the
        # connection's decorators; the synchronous client returns the description dict.
        return cast(dict, self.client.describe_collection(self.collection, timeout=RPC_TIMEOUT_SECONDS))

    def _check_dimension(self) -> None:
        description = self._describe()
        names = {f["name"] for f in description["fields"]}
        if "importance" in names:
            raise OutdatedCollectionSchema(
                f"Milvus collection {self.collection!r} still has the importance field, which the recall "
                "index no longer holds (decay does not write to Milvus): drop the collection and let "
                "`memory-pipeline reconcile --target milvus` rebuild it from PostgreSQL."
            )
        vector = next((f for f in description["fields"] if f["name"] == VECTOR_FIELD), None)
        dim = None if vector is None else int(vector["params"].get("dim", 0))
        if dim != self.embedding_dim:
            raise EmbeddingDimensionMismatch(
                f"Milvus collection {self.collection!r} has {VECTOR_FIELD} dimension {dim} but "
                f"EMBEDDING_DIM={self.embedding_dim}; point MILVUS_COLLECTION at a collection of this "
                "dimension (or drop it and let reconciliation rebuild it from PostgreSQL)."
            )

    def _check_identifier_contract(self) -> None:
        """Every id ingest accepts must fit the user_id field (Milvus counts VARCHAR in bytes)."""
        description = self._describe()
        field = next((f for f in description["fields"] if f["name"] == "user_id"), None)
        max_length = None if field is None else int(field["params"].get("max_length", 0))
        if max_length is None or max_length < MAX_ID_BYTES:
            raise IdentifierContractMismatch(
                f"Milvus collection {self.collection!r} holds user_id up to {max_length} bytes but the "
                f"identifier contract allows {MAX_ID_BYTES}; drop the collection and let reconciliation "
                "rebuild it from PostgreSQL."
            )

    # --- outbox events --------------------------------------------------------------------

    def _current(self, ids: list[int]) -> dict[int, tuple[int, str]]:
        rows = self.client.get(self.collection, ids=ids, output_fields=GUARD_FIELDS, timeout=RPC_TIMEOUT_SECONDS)
        return {row["id"]: (row["version"], row["content_hash"]) for row in rows}

    def projected(self, ids: list[int]) -> dict[int, tuple[int, str]]:
        """(version, content_hash) of the given memories as this projection holds them."""
        return self._current(ids)

    def _invalid(self, event: OutboxEvent) -> str | None:
        if event.event_type != "upsert_vector":
            return f"milvus cannot apply {event.event_type} events"
        if belongs_in_projection(TARGET, event.status):
            embedding = event.payload.get("embedding")
            if not embedding or len(embedding) != self.embedding_dim:
                return (
                    f"memory {event.aggregate_id} v{event.aggregate_version}: embedding of length "
                    f"{len(embedding or [])}, collection needs {self.embedding_dim}"
                )
        return None

    def apply(self, events: Sequence[OutboxEvent]) -> list[EventResult]:
        results: list[EventResult] = []
        valid: list[OutboxEvent] = []
        for event in events:
            problem = self._invalid(event)
            if problem:
                results.append(EventResult(event.id, error=problem))
            else:
                valid.append(event)
        if not valid:
            return results
        guarded = guard_batch(valid, self._current(sorted({e.aggregate_id for e in valid})))
        rows = [self._row(e.payload) for e in guarded.winners if belongs_in_projection(TARGET, e.status)]
        leaving = [e.aggregate_id for e in guarded.winners if not belongs_in_projection(TARGET, e.status)]
        if rows:
            self.client.upsert(self.collection, rows, timeout=RPC_TIMEOUT_SECONDS)
            self._seal_now_and_then(len(rows))
        if leaving:
            self.client.delete(self.collection, ids=leaving, timeout=RPC_TIMEOUT_SECONDS)
        return results + guarded.results

    def _seal_now_and_then(self, written: int) -> None:
        # Milvus Lite looks ids up in a growing segment by scanning it, and seals one only when
        # it is large (hundreds of thousands of 512-dimension rows): the guard read of each batch
        # then slowed past the call timeout while a million memories were projected. Sealing
        # every SEAL_EVERY_ROWS keeps lookups indexed; a Milvus cluster seals on its own anyway.
        self._unsealed += written
        if self._unsealed >= SEAL_EVERY_ROWS:
            self.client.flush(self.collection, timeout=FLUSH_TIMEOUT_SECONDS)
            self._unsealed = 0

    @staticmethod
    def _row(payload: dict) -> dict:
        row = {"id": payload["id"], VECTOR_FIELD: payload["embedding"]}
        row.update({name: payload[name] for name in SCALAR_FIELDS})
        return row

    # --- reconciliation and reads ---------------------------------------------------------

    def _seal_before_bulk_reads(self) -> None:
        # Rows still in growing segments cost Milvus Lite about a second per query at 20,000
        # rows (50 ms once sealed), so the first bulk read of this projector seals them.
        if not self._sealed_for_reads:
            self.client.flush(self.collection, timeout=FLUSH_TIMEOUT_SECONDS)
            self._sealed_for_reads = True

    def rows(self, ids: Sequence[int]) -> list[ProjectedRow]:
        if not ids:
            return []
        self._seal_before_bulk_reads()
        found = self.client.get(
            self.collection, ids=list(ids), output_fields=GUARD_FIELDS, timeout=SCAN_TIMEOUT_SECONDS
        )
        return [ProjectedRow(row["id"], (GuardState(row["version"], row["content_hash"]),)) for row in found]

    def row_count(self) -> int:
        return self.counts()["vectors"]

    def scan(self, page_size: int) -> Iterator[ProjectedRow]:
        # Pages are larger than reconciliation's: each costs a round trip however few rows it holds.
        self._seal_before_bulk_reads()
        # The query iterator pages by primary key in ascending order (a plain query with a
        # limit does not promise any order), which the merge-join in reconciliation needs.
        iterator = self.client.query_iterator(
            self.collection,
            batch_size=max(page_size, SCAN_BATCH),
            filter="",
            output_fields=GUARD_FIELDS,
            timeout=SCAN_TIMEOUT_SECONDS,
        )
        try:
            while page := iterator.next():
                for row in page:
                    yield ProjectedRow(row["id"], (GuardState(row["version"], row["content_hash"]),))
        finally:
            iterator.close()

    def remove(self, ids: Sequence[int]) -> None:
        if ids:
            self.client.delete(self.collection, ids=list(ids), timeout=RPC_TIMEOUT_SECONDS)

    # A row is its only guard state: removing it lets the repair event upsert again.
    reset = remove

    def counts(self) -> dict[str, int]:
        return {"vectors": self._count("")}

    def _count(self, filter_expression: str) -> int:
        rows = self.client.query(
            self.collection, filter=filter_expression, output_fields=["count(*)"], timeout=RPC_TIMEOUT_SECONDS
        )
        return int(rows[0]["count(*)"]) if rows else 0

    def search(self, user_id: str, vector: Sequence[float], k: int) -> list[dict]:
        """The user's k nearest active memories: id, score and the projected scalars."""
        hits = self.client.search(
            self.collection,
            data=[list(vector)],
            anns_field=VECTOR_FIELD,
            filter=f'user_id == {_filter_literal(user_id)} and status == "active"',
            limit=k,
            output_fields=["id", *SCALAR_FIELDS],
            search_params={"metric_type": "COSINE"},
            timeout=RPC_TIMEOUT_SECONDS,
        )
        return [{**hit["entity"], "id": hit["id"], "score": float(hit["distance"])} for hit in hits[0]]

    def compact(self) -> str:
        """Ask Milvus to rewrite segments without deleted rows (after a forget). Best effort:
        the server decides when; Milvus Lite may not support it, and the answer says so."""
        try:
            job = self.client.compact(self.collection, timeout=RPC_TIMEOUT_SECONDS)
        except Exception as exc:  # noqa: BLE001 - reported, never fatal: PG already forgot
            return f"not supported: {type(exc).__name__}"
        return f"compaction requested (job {job})"

    def close(self) -> None:
        self.client.close()

    def __enter__(self) -> "MilvusProjector":
        return self

    def __exit__(self, *exc) -> None:
        self.close()
