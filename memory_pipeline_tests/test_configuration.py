"""One configuration path: each resource class declares its settings, their variables and
defaults, and the CLI, the Dagster definitions and the tests build the same classes."""

from __future__ import annotations

import json
import re
from pathlib import Path

import dagster as dg
import pytest

from memory_pipeline.llm.resources import LLMResource
from memory_pipeline.projections.resources import MilvusResource, Neo4jResource
from memory_pipeline.resources import PostgresResource
from memory_pipeline.settings import REPO_ROOT, env_name

RESOURCE_CLASSES = (PostgresResource, MilvusResource, Neo4jResource, LLMResource)


@pytest.fixture
def bare_env(monkeypatch, tmp_path):
    """No model or connection variable set, and no local stack to fall back on."""
    monkeypatch.setenv("MEMORY_PIPELINE_LOCAL_DIR", str(tmp_path / "no-stack"))
    for cls in RESOURCE_CLASSES:
        for field in cls.model_fields:
            monkeypatch.delenv(env_name(cls, field), raising=False)
    return monkeypatch


def test_every_setting_is_documented_in_the_readme_under_its_variable():
    readme = (REPO_ROOT / "README.md").read_text()
    table = readme[readme.index("## Configuration") : readme.index("## Running it in Dagster")]
    documented = set(re.findall(r"`([A-Z][A-Z0-9_]+)`", table))
    missing = {
        f"{cls.__name__}.{field}": env_name(cls, field)
        for cls in RESOURCE_CLASSES
        for field in cls.model_fields
        if env_name(cls, field) not in documented
    }
    assert not missing, f"settings without a README line: {missing}"


def test_the_environment_sets_typed_values_and_unset_fields_keep_the_class_default(bare_env):
    bare_env.setenv("LLM_TIMEOUT_SECONDS", "2.5")
    bare_env.setenv("LLM_MAX_CONCURRENCY", "3")
    bare_env.setenv("LLM_MODEL", "some-model")
    llm = LLMResource.from_env()
    assert (llm.llm_timeout_seconds, llm.llm_max_concurrency, llm.llm_model) == (2.5, 3, "some-model")
    assert llm.llm_fast_model == LLMResource.model_fields["llm_fast_model"].default
    assert llm.offline and llm.embedding_backend == "local" and llm.embedding_dim == 512


def test_an_endpoint_makes_the_hosted_embedder_the_default(bare_env):
    bare_env.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    llm = LLMResource.from_env()
    assert not llm.offline
    assert (llm.embedding_backend, llm.embedding_dim) == ("openai", 256)


def test_a_malformed_number_names_its_variable(bare_env):
    bare_env.setenv("LLM_MAX_RETRIES", "two")
    with pytest.raises(ValueError, match="LLM_MAX_RETRIES must be a whole number, got 'two'"):
        LLMResource.from_env()


def test_the_definitions_keep_set_variables_as_env_vars_resolved_when_a_run_starts(bare_env):
    bare_env.setenv("OPENAI_API_KEY", "secret-key")
    bare_env.setenv("LLM_MAX_CONCURRENCY", "4")
    llm = LLMResource.configured_by_env()
    # Never a value in the code location (and so never in the UI): a variable name.
    assert isinstance(llm.openai_api_key, dg.EnvVar) and llm.openai_api_key.env_var_name == "OPENAI_API_KEY"
    assert getattr(llm.llm_max_concurrency, "env_var_name", None) == "LLM_MAX_CONCURRENCY"  # EnvVar.int
    assert llm.llm_model == "gpt-4o-mini"  # unset: the class default
    # A required connection that nothing sets stays a variable, so Dagster names it at run start.
    postgres = PostgresResource.configured_by_env()
    assert isinstance(postgres.database_url, dg.EnvVar) and postgres.database_url.env_var_name == "DATABASE_URL"


def test_a_run_resolves_the_env_vars_from_its_own_environment(bare_env):
    bare_env.setenv("LLM_MODEL", "at-definition-time")

    @dg.asset
    def model_name(llm: LLMResource) -> str:
        return llm.llm_model

    resources = {"llm": LLMResource.configured_by_env()}
    bare_env.setenv("LLM_MODEL", "at-run-start")
    result = dg.materialize([model_name], resources=resources)
    assert result.output_for_node("model_name") == "at-run-start"


def test_a_changed_embedder_brings_its_own_dimension():
    llm = LLMResource()
    assert llm.replaced(embedding_backend="hashing").embedding_dim == 256
    assert llm.replaced(embedding_backend="hashing", embedding_dim=64).embedding_dim == 64
    assert llm.replaced(llm_model="other").embedding_dim == llm.embedding_dim


def test_nothing_but_the_configuration_module_and_the_local_stack_reads_the_environment():
    package = REPO_ROOT / "memory_pipeline"
    readers = sorted(
        str(path.relative_to(package))
        for path in package.rglob("*.py")
        if "data" not in path.relative_to(package).parts and "os.environ" in path.read_text()
    )
    allowed = {"settings.py"} | {str(p.relative_to(package)) for p in (package / "stack").glob("*.py")}
    assert set(readers) <= allowed, set(readers) - allowed


def test_importing_the_definitions_writes_nothing_to_the_environment(tmp_path):
    import os
    import subprocess
    import sys

    from memory_pipeline.settings import GRPC_FORK_SUPPORT

    probe = (
        "import os, json; before = dict(os.environ); import memory_pipeline.definitions; "
        "print(json.dumps({k: v for k, v in os.environ.items() if before.get(k) != v}))"
    )
    # gRPC's fork support is the one default the package sets (settings.turn_off_grpc_fork_support)
    unset = ("OPENAI_BASE_URL", "EMBEDDING_DIM", "LLM_MODEL", GRPC_FORK_SUPPORT)
    env = {k: v for k, v in os.environ.items() if k not in unset}
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, env=env, cwd=Path(REPO_ROOT), timeout=120
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert json.loads(done.stdout.strip().splitlines()[-1]) == {GRPC_FORK_SUPPORT: "false"}
