"""Neo4j projection: `(:User)-[:HAS_MEMORY]->(:Memory)`, temporal FOLLOWS and SUPERSEDES edges.

Two guards per memory node, because two event types write it independently:
`version`/`content_hash` for the node's properties (upsert_node) and
`edges_version`/`edges_hash` for its edges (upsert_edges). Sharing one would make the second
event of a version look like a replay of the first.

Edge direction reads as a sentence: `(next)-[:FOLLOWS]->(prev)` in a user's time order, and
`(newer)-[:SUPERSEDES]->(older)`. An edge to a memory whose own node event has not arrived yet
creates a placeholder `(:Memory {id})` (no version) that its event fills in later. The node
stores the edge targets it was given (follows_id, superseded_by, supersedes_ids) so that
reconciliation can verify the edges really exist.

Everything is written in explicit transactions without driver-side retries: the outbox owns
retrying, with its backoff.
"""

from __future__ import annotations

from typing import Iterator, LiteralString, Sequence

from neo4j import GraphDatabase
from neo4j.exceptions import Neo4jError, TransientError

from memory_pipeline.projections.events import (
    EventResult,
    GuardState,
    OutboxEvent,
    ProjectedRow,
    belongs_in_projection,
    guard_batch,
)

TARGET = "neo4j"
CONNECTION_TIMEOUT_SECONDS = 10.0
# Tries of one batch transaction that Neo4j aborted as transient (deadlock victim).
TRANSIENT_ATTEMPTS = 5

SCHEMA = (
    "CREATE CONSTRAINT memory_id IF NOT EXISTS FOR (m:Memory) REQUIRE m.id IS UNIQUE",
    "CREATE CONSTRAINT user_id IF NOT EXISTS FOR (u:User) REQUIRE u.id IS UNIQUE",
    "CREATE INDEX memory_user_id IF NOT EXISTS FOR (m:Memory) ON (m.user_id)",
)

READ_GUARDS = """
UNWIND $ids AS id
MATCH (m:Memory {id: id})
RETURN m.id AS id, m.version AS version, m.content_hash AS content_hash,
       m.edges_version AS edges_version, m.edges_hash AS edges_hash
"""

UPSERT_NODES = """
UNWIND $rows AS row
MERGE (u:User {id: row.user_id})
MERGE (m:Memory {id: row.id})
SET m.user_id = row.user_id, m.content = row.content, m.category = row.category,
    m.slot_hint = row.slot_hint, m.importance = row.importance, m.status = row.status,
    m.tags = row.tags, m.source = row.source, m.created_at = datetime(row.created_at),
    m.version = row.version, m.content_hash = row.content_hash
MERGE (u)-[:HAS_MEMORY]->(m)
"""

UPSERT_EDGES = """
UNWIND $rows AS row
MERGE (m:Memory {id: row.id})
SET m.follows_id = row.follows_id, m.superseded_by = row.superseded_by,
    m.supersedes_ids = row.supersedes_ids,
    m.edges_version = row.version, m.edges_hash = row.content_hash
WITH m, row
CALL (m, row) {
    // One predecessor per memory: drop a FOLLOWS edge that no longer matches.
    MATCH (m)-[old:FOLLOWS]->(other:Memory)
    WHERE row.follows_id IS NULL OR other.id <> row.follows_id
    DELETE old
}
CALL (m, row) {
    WITH m, row WHERE row.follows_id IS NOT NULL
    MERGE (prev:Memory {id: row.follows_id})
    MERGE (m)-[:FOLLOWS]->(prev)
}
CALL (m, row) {
    WITH m, row WHERE row.superseded_by IS NOT NULL
    MERGE (newer:Memory {id: row.superseded_by})
    MERGE (newer)-[:SUPERSEDES]->(m)
}
CALL (m, row) {
    UNWIND row.supersedes_ids AS older_id
    MERGE (older:Memory {id: older_id})
    MERGE (m)-[:SUPERSEDES]->(older)
}
"""

# Forgotten memories and orphans leave the graph with their edges, and so does a user who has
# no memory left.
DELETE_MEMORIES = """
UNWIND $ids AS id
MATCH (m:Memory {id: id})
OPTIONAL MATCH (u:User)-[:HAS_MEMORY]->(m)
DETACH DELETE m
WITH DISTINCT u
WHERE u IS NOT NULL AND NOT EXISTS { (u)-[:HAS_MEMORY]->() }
DELETE u
"""

RESET_GUARDS = """
UNWIND $ids AS id
MATCH (m:Memory {id: id})
REMOVE m.version, m.content_hash, m.edges_version, m.edges_hash
"""

# What reconciliation compares per memory node: its guards, and whether the node's user link and
# the edges it claims are really there.
NODE_STATE = """
RETURN m.id AS id, m.version AS version, m.content_hash AS content_hash,
       EXISTS { MATCH (:User {id: m.user_id})-[:HAS_MEMORY]->(m) } AS node_intact,
       m.edges_version AS edges_version, m.edges_hash AS edges_hash,
       (m.follows_id IS NULL OR EXISTS { MATCH (m)-[:FOLLOWS]->(:Memory {id: m.follows_id}) })
       AND (m.superseded_by IS NULL OR EXISTS { MATCH (:Memory {id: m.superseded_by})-[:SUPERSEDES]->(m) })
       AND all(older_id IN coalesce(m.supersedes_ids, [])
               WHERE EXISTS { MATCH (m)-[:SUPERSEDES]->(:Memory {id: older_id}) }) AS edges_intact
"""

SCAN_PAGE = (
    """
MATCH (m:Memory) WHERE m.id > $after
WITH m ORDER BY m.id LIMIT $limit
"""
    + NODE_STATE
)

LOOKUP_NODES = (
    """
UNWIND $ids AS id
MATCH (m:Memory {id: id})
"""
    + NODE_STATE
)

COUNTS = """
CALL () { MATCH (u:User) RETURN count(u) AS users }
CALL () { MATCH (m:Memory) RETURN count(m) AS memories }
CALL () { MATCH ()-[r:HAS_MEMORY]->() RETURN count(r) AS has_memory }
CALL () { MATCH ()-[r:FOLLOWS]->() RETURN count(r) AS follows }
CALL () { MATCH ()-[r:SUPERSEDES]->() RETURN count(r) AS supersedes }
RETURN users, memories, has_memory, follows, supersedes
"""


class Neo4jProjector:
    target = TARGET

    def __init__(self, uri: str, user: str, password: str, database: str) -> None:
        if not uri:
            raise RuntimeError("NEO4J_URI is not set and no local stack is running: run `memory-pipeline stack up`.")
        self.database = database
        self.driver = GraphDatabase.driver(
            uri,
            auth=(user, password),
            connection_timeout=CONNECTION_TIMEOUT_SECONDS,
            connection_acquisition_timeout=CONNECTION_TIMEOUT_SECONDS,
            # Schema-less reads of not-yet-written properties are expected, not worth a warning.
            notifications_min_severity="OFF",
        )
        try:
            self.ensure_schema()
        except BaseException:
            self.driver.close()
            raise

    def _run(self, query: LiteralString, **params) -> list[dict]:
        """One statement in its own explicit transaction."""
        with self.driver.session(database=self.database) as session:
            with session.begin_transaction() as tx:
                rows = tx.run(query, **params).data()
                tx.commit()
        return rows

    def ensure_schema(self) -> None:
        for statement in SCHEMA:
            try:
                self._run(statement)
            except Neo4jError as exc:
                # IF NOT EXISTS is not atomic: a worker starting at the same time may win.
                if "AlreadyExists" not in (exc.code or ""):
                    raise

    # --- outbox events --------------------------------------------------------------------

    def apply(self, events: Sequence[OutboxEvent]) -> list[EventResult]:
        unknown = [e for e in events if e.event_type not in ("upsert_node", "upsert_edges")]
        results = [EventResult(e.id, error=f"neo4j cannot apply {e.event_type} events") for e in unknown]
        node_events = [e for e in events if e.event_type == "upsert_node"]
        edge_events = [e for e in events if e.event_type == "upsert_edges"]
        if not node_events and not edge_events:
            return results
        for _ in range(TRANSIENT_ATTEMPTS - 1):
            try:
                return results + self._apply_in_one_transaction(node_events, edge_events)
            except TransientError:
                # Concurrent workers lock shared nodes (a user, a neighbour's placeholder) in
                # different orders; Neo4j aborts one as a deadlock victim. Its retry only waits
                # for the winner's locks, so it is immediate; the outbox backs off only after this.
                continue
        return results + self._apply_in_one_transaction(node_events, edge_events)

    def _apply_in_one_transaction(
        self, node_events: list[OutboxEvent], edge_events: list[OutboxEvent]
    ) -> list[EventResult]:
        ids = sorted({e.aggregate_id for e in node_events + edge_events})
        # Guard read and writes share one transaction so the decisions see what they overwrite.
        with self.driver.session(database=self.database) as session:
            with session.begin_transaction() as tx:
                current = tx.run(READ_GUARDS, ids=ids).data()
                nodes = guard_batch(node_events, {r["id"]: (r["version"], r["content_hash"]) for r in current})
                edges = guard_batch(edge_events, {r["id"]: (r["edges_version"], r["edges_hash"]) for r in current})
                self._write(tx, nodes.winners, edges.winners)
                tx.commit()
        return nodes.results + edges.results

    @staticmethod
    def _write(tx, node_winners: list[OutboxEvent], edge_winners: list[OutboxEvent]) -> None:
        kept_nodes = [e.payload for e in node_winners if belongs_in_projection(TARGET, e.status)]
        kept_edges = [e.payload for e in edge_winners if belongs_in_projection(TARGET, e.status)]
        leaving = sorted(
            {e.aggregate_id for e in node_winners + edge_winners if not belongs_in_projection(TARGET, e.status)}
        )
        if kept_nodes:
            tx.run(UPSERT_NODES, rows=kept_nodes).consume()
        if kept_edges:
            tx.run(UPSERT_EDGES, rows=[_edge_row(p) for p in kept_edges]).consume()
        if leaving:
            tx.run(DELETE_MEMORIES, ids=leaving).consume()

    # --- reconciliation and reads ---------------------------------------------------------

    def projected(self, ids: list[int]) -> dict[int, tuple[int, str]]:
        """(version, content_hash) of the given memories' nodes as this projection holds them."""
        return {r["id"]: (r["version"], r["content_hash"]) for r in self._run(READ_GUARDS, ids=ids)}

    @staticmethod
    def _projected_row(row: dict) -> ProjectedRow:
        return ProjectedRow(
            row["id"],
            (
                GuardState(row["version"], row["content_hash"], row["node_intact"]),
                GuardState(row["edges_version"], row["edges_hash"], row["edges_intact"]),
            ),
        )

    def rows(self, ids: Sequence[int]) -> list[ProjectedRow]:
        return [self._projected_row(row) for row in self._run(LOOKUP_NODES, ids=list(ids))] if ids else []

    def row_count(self) -> int:
        return self.counts()["memories"]

    def scan(self, page_size: int) -> Iterator[ProjectedRow]:
        after = -(2**63)
        while True:
            page = self._run(SCAN_PAGE, after=after, limit=page_size)
            yield from (self._projected_row(row) for row in page)
            if len(page) < page_size:
                return
            after = page[-1]["id"]

    def remove(self, ids: Sequence[int]) -> None:
        if ids:
            self._run(DELETE_MEMORIES, ids=list(ids))

    def reset(self, ids: Sequence[int]) -> None:
        if ids:
            self._run(RESET_GUARDS, ids=list(ids))

    def counts(self) -> dict[str, int]:
        return self._run(COUNTS)[0]

    def compact(self) -> str:
        """Ask Neo4j to checkpoint, which prunes transaction logs past the retention the stack
        configures. Best effort: the procedure is not deployed everywhere, and the answer says so."""
        from neo4j.exceptions import ClientError

        try:
            self._run("CALL db.checkpoint()")
        except ClientError as exc:
            return f"not supported: {exc.code}"
        return "checkpointed"

    def close(self) -> None:
        self.driver.close()

    def __enter__(self) -> "Neo4jProjector":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def _edge_row(payload: dict) -> dict:
    return {
        "id": payload["id"],
        "version": payload["version"],
        "content_hash": payload["content_hash"],
        "follows_id": payload.get("follows_id"),
        "superseded_by": payload.get("superseded_by"),
        "supersedes_ids": list(payload.get("supersedes_ids") or []),
    }
