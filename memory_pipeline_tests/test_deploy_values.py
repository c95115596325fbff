"""deploy/helm/values.yaml against the Dagster chart's own values schema (vendored, see
deploy/helm/vendor/SOURCE.md), and against what the project itself declares."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import jsonschema
import pytest
import yaml
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT7

DEPLOY = Path(__file__).resolve().parents[1] / "deploy"
VENDOR = DEPLOY / "helm" / "vendor"
# Items of a list replace the chart's default list wholesale (Helm merges maps, not lists), so
# their `required` keys must be in our file; everywhere else the chart's defaults provide them.
REPLACED_WHOLESALE = {"UserDeployment", "Image", "UserDeploymentIncludeConfigInLaunchedRuns"}


def _without_required(node):
    if isinstance(node, dict):
        return {key: _without_required(value) for key, value in node.items() if key != "required"}
    if isinstance(node, list):
        return [_without_required(item) for item in node]
    return node


def chart_schema() -> dict:
    """The vendored chart schema as Helm applies it to an override file merged onto defaults."""
    schema = json.loads((VENDOR / "values.schema.json").read_text())
    overrides = copy.deepcopy(schema)
    overrides.pop("required")
    overrides["definitions"] = {
        name: definition if name in REPLACED_WHOLESALE else _without_required(definition)
        for name, definition in schema["definitions"].items()
    }
    overrides["properties"]["concurrency"] = json.loads((VENDOR / "concurrency.schema.json").read_text())
    return overrides


def _external_refs(node) -> list[str]:
    if isinstance(node, dict):
        own = [node["$ref"]] if str(node.get("$ref", "")).startswith("https://") else []
        return own + [ref for value in node.values() for ref in _external_refs(value)]
    if isinstance(node, list):
        return [ref for item in node for ref in _external_refs(item)]
    return []


def _validator(schema: dict) -> jsonschema.Draft7Validator:
    """Kubernetes object schemas live on kubernetesjsonschema.dev and the tests never reach the
    network: each referenced Kubernetes definition resolves to an empty (accept-all) schema."""
    documents: dict[str, dict] = {}
    for ref in _external_refs(schema):
        uri, _, pointer = ref.partition("#")
        node = documents.setdefault(uri, {})
        for part in pointer.strip("/").split("/"):
            node = node.setdefault(part, {})
    registry = Registry().with_resources(
        (uri, Resource.from_contents(document, default_specification=DRAFT7)) for uri, document in documents.items()
    )
    return jsonschema.Draft7Validator(schema, registry=registry)


@pytest.fixture(scope="module")
def values() -> dict:
    return yaml.safe_load((DEPLOY / "helm" / "values.yaml").read_text())


def test_values_validate_against_the_chart_schema(values):
    errors = sorted(_validator(chart_schema()).iter_errors(values), key=lambda e: list(e.path))
    assert not errors, "\n".join(f"{list(e.path)}: {e.message}" for e in errors)


@pytest.mark.parametrize(
    "broken, where",
    [
        (lambda v: v["runLauncher"]["config"]["k8sRunLauncher"].update(loadInClusterConfig=True), "k8sRunLauncher"),
        (lambda v: v["dagster-user-deployments"]["deployments"][0].pop("port"), "deployments"),
        (lambda v: v["concurrency"]["runs"].update(max_concurrent_runs=4), "runs"),
        (lambda v: v["computeLogManager"].update(type="S3LogManager"), "type"),
    ],
)
def test_the_schema_catches_mistakes(values, broken, where):
    mistaken = copy.deepcopy(values)
    broken(mistaken)
    errors = list(_validator(chart_schema()).iter_errors(mistaken))
    assert errors and any(where in [str(p) for p in e.absolute_path] or where in e.message for e in errors)


def test_values_carry_the_project_limits_image_command_and_env(values):
    instance = yaml.safe_load((Path(__file__).resolve().parents[1] / "dagster.yaml").read_text())
    limits = instance["concurrency"]
    assert values["concurrency"] == {
        "enabled": True,
        "runs": {"maxConcurrentRuns": limits["runs"]["max_concurrent_runs"]},
        "pools": {"granularity": limits["pools"]["granularity"], "defaultLimit": limits["pools"]["default_limit"]},
    }
    [deployment] = values["dagster-user-deployments"]["deployments"]
    assert deployment["dagsterApiGrpcArgs"] == ["-m", "memory_pipeline.definitions"]
    assert deployment["includeConfigInLaunchedRuns"] == {"enabled": True}
    assert values["runLauncher"]["type"] == "K8sRunLauncher"
    assert values["postgresql"]["enabled"] is False
    assert values["computeLogManager"]["type"] == "S3ComputeLogManager"
    dockerfile = (DEPLOY / "Dockerfile").read_text()
    assert f'"--port", "{deployment["port"]}"' in dockerfile
    assert "dagster-k8s==0.29.27" in dockerfile and "FROM python:3.11-slim" in dockerfile


def test_migration_job_runs_migrate_with_the_same_env_before_install_and_upgrade(values):
    job = yaml.safe_load((DEPLOY / "helm" / "migrate-job.yaml").read_text())
    assert job["kind"] == "Job"
    assert job["metadata"]["annotations"]["helm.sh/hook"] == "pre-install,pre-upgrade"
    [container] = job["spec"]["template"]["spec"]["containers"]
    assert container["command"] == ["memory-pipeline", "migrate"]
    [deployment] = values["dagster-user-deployments"]["deployments"]
    assert container["image"] == f"{deployment['image']['repository']}:{deployment['image']['tag']}"
    sources = {next(iter(ref.values()))["name"] for ref in container["envFrom"]}
    assert sources == {ref["name"] for ref in deployment["envConfigMaps"] + deployment["envSecrets"]}
