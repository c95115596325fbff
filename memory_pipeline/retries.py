"""Step retries for transient failures only.

Every write-path step is idempotent, so a step that met a passing outage (PostgreSQL restarting,
Milvus or Neo4j unreachable, the model answering 429/5xx or timing out) is simply run again. A
deterministic error (a missing file, a bad value, a bug) would fail the same way on every
attempt: it fails the step at once, with its own message, instead of costing retries and delays.

The classification looks at the exception and its causes, and recognises the Milvus and Neo4j
drivers' errors only when those drivers are already imported (an error cannot come from a
module nobody loaded), so this module imports neither.
"""

from __future__ import annotations

import functools
import sys
from typing import Any, Callable, Iterator, TypeVar, cast

import dagster as dg
import psycopg

from memory_pipeline.settings import knob_float

F = TypeVar("F", bound=Callable)

MAX_STEP_RETRIES = 2
# Base wait before the first retry, doubled for each further one (10 s, 20 s by default).
STEP_RETRY_DELAY_ENV = "STEP_RETRY_DELAY_SECONDS"

TRANSIENT_HTTP_STATUS = {408, 409, 429}
TRANSIENT_LLM_REASONS = {"timeout", "rate_limited", "connection"}


def _chain(exc: BaseException) -> Iterator[BaseException]:
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        yield current
        current = current.__cause__ or current.__context__


def _is_transient_one(exc: BaseException) -> bool:
    # Connection and server-side operational errors (admin shutdown, serialization failure,
    # deadlock, too many connections); never a syntax, constraint or data error.
    if isinstance(exc, (psycopg.OperationalError, psycopg.errors.SerializationFailure)):
        return True
    reason = getattr(exc, "reason", None)
    if type(exc).__name__ == "LLMCallFailed" and isinstance(reason, str):
        if reason in TRANSIENT_LLM_REASONS:
            return True
        if reason.startswith("http_"):
            status = int(reason[5:]) if reason[5:].isdigit() else 0
            return status >= 500 or status in TRANSIENT_HTTP_STATUS
    openai = sys.modules.get("openai")
    if openai is not None:
        if isinstance(exc, (openai.APITimeoutError, openai.APIConnectionError, openai.RateLimitError)):
            return True
        if isinstance(exc, openai.APIStatusError):
            # openai comes from sys.modules, so the checker cannot narrow exc to its class.
            status_code = cast(Any, exc).status_code
            return status_code >= 500 or status_code in TRANSIENT_HTTP_STATUS
    neo4j_exceptions = sys.modules.get("neo4j.exceptions")
    if neo4j_exceptions is not None and isinstance(
        exc, (neo4j_exceptions.ServiceUnavailable, neo4j_exceptions.SessionExpired, neo4j_exceptions.TransientError)
    ):
        return True
    pymilvus_exceptions = sys.modules.get("pymilvus.exceptions")
    if pymilvus_exceptions is not None and isinstance(exc, pymilvus_exceptions.MilvusUnavailableException):
        return True
    grpc = sys.modules.get("grpc")
    if grpc is not None and isinstance(exc, grpc.RpcError):
        rpc_error: Any = exc  # grpc comes from sys.modules: its RpcError is not known to the checker
        code = rpc_error.code() if callable(getattr(exc, "code", None)) else None
        return code in (grpc.StatusCode.UNAVAILABLE, grpc.StatusCode.DEADLINE_EXCEEDED)
    return isinstance(exc, (ConnectionError, TimeoutError))


def is_transient(exc: BaseException) -> bool:
    """True when the error or one of its causes is a passing outage worth retrying."""
    return any(_is_transient_one(link) for link in _chain(exc))


def retry_delay_seconds(retry_number: int) -> float:
    base = knob_float(STEP_RETRY_DELAY_ENV)
    return base * (2**retry_number)


def retry_transient(fn: F) -> F:
    """Decorate a step body (under `@dg.asset` / `@dg.op`): transient errors request a retry,
    anything else propagates unchanged and fails the step on its first attempt."""

    @functools.wraps(fn)
    def wrapper(context, *args, **kwargs):
        try:
            return fn(context, *args, **kwargs)
        except dg.RetryRequested:
            raise
        except Exception as exc:
            if not is_transient(exc):
                raise
            context.log.warning(f"transient failure, step will be retried: {type(exc).__name__}: {exc}")
            raise dg.RetryRequested(
                max_retries=MAX_STEP_RETRIES, seconds_to_wait=retry_delay_seconds(context.retry_number)
            ) from exc

    return wrapper  # type: ignore[return-value]
