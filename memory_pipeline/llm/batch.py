"""Extraction of a large backfill through the provider's Batch API, at its lower price.

Opt-in with LLM_BATCH_MODE (`always`, or `auto` above LLM_BATCH_MIN_TURNS uncached turns). The
uncached requests go out as one JSONL file; the batch is recorded in `llm_batches` as soon as
the provider accepts it, keyed by the requests it answers, so a run that dies and is retried
polls the same batch instead of paying for it twice. Its answers land in the answer cache,
screened like direct answers. Lines the batch could not answer are left uncached: the caller's
direct, concurrent calls then take them.
"""

from __future__ import annotations

import io
import json
import logging
import time
from typing import Callable

from memory_pipeline.db import sql
from memory_pipeline.llm import prompts
from memory_pipeline.llm.client import LLMCallFailed, OpenAIChat, as_call_failure, sha256
from memory_pipeline.write_path.facts import MalformedOutput

log = logging.getLogger(__name__)

TERMINAL_STATES = {"completed", "failed", "expired", "cancelled"}
ENDPOINT = "/v1/chat/completions"
PURPOSE = "extract"


class BatchRunner:
    def __init__(self, backend, on_progress: Callable[[str], None] | None = None) -> None:
        self.backend = backend
        self.cache = backend.cache
        self.conn = backend.cache.conn
        self.client = backend.chat.client
        self.model = backend.settings.llm_model
        self.version = backend.step_version(PURPOSE)
        self.poll_seconds = max(float(backend.settings.llm_batch_poll_seconds), 0.05)
        self.say = on_progress or log.info

    def answer_extractions(self, texts: list[str], owners: list[str | None]) -> dict:
        """Put the batch's answers for `texts` into the cache; returns the batch's final state."""
        distinct = list(dict.fromkeys(zip(texts, owners)))
        cached = self.cache.lookup_many(
            PURPOSE, self.version, self.model, [t for t, _ in distinct], [u for _, u in distinct]
        )
        missing = [item for item, answer in zip(distinct, cached) if answer is None]
        if not missing:
            return {}
        key_of = {item: self.cache.key(PURPOSE, self.version, self.model, sha256(item[0]), item[1]) for item in missing}
        item_of = {key: item for item, key in key_of.items()}
        job_key = sha256("\n".join(sorted(key_of.values())))
        job = self.conn.execute(sql("llm/batch_job"), {"job_key": job_key}).fetchone()
        if job is None:
            job = self._submit(job_key, missing, key_of)
        else:
            self.say(
                f"resuming Batch API job {job['batch_id']} ({job['request_count']} requests, "
                f"last seen {job['status']}): nothing is submitted again"
            )
        batch = self._wait(job)
        stored = self._store_answers(batch, item_of)
        self.say(
            f"Batch API job {batch.id} {batch.status}: {stored} answers cached, "
            f"{len(missing) - stored} left to direct calls"
        )
        return {"batch_id": batch.id, "status": batch.status, "answered": stored, "requests": len(missing)}

    def _submit(self, job_key: str, missing: list[tuple], key_of: dict[tuple, str]) -> dict:
        lines = "".join(
            json.dumps(
                {
                    "custom_id": key_of[item],
                    "method": "POST",
                    "url": ENDPOINT,
                    "body": OpenAIChat.request_body(self.model, prompts.EXTRACTION_SYSTEM, item[0]),
                },
                ensure_ascii=False,
            )
            + "\n"
            for item in missing
        )
        try:
            uploaded = self.client.files.create(
                file=("extraction.jsonl", io.BytesIO(lines.encode("utf-8"))), purpose="batch"
            )
            batch = self.client.batches.create(
                input_file_id=uploaded.id,
                endpoint=ENDPOINT,
                completion_window="24h",
                metadata={"memory_pipeline_job": job_key[:64]},
            )
        except Exception as exc:
            raise as_call_failure(exc) from exc
        self.backend.counters.count_batch(len(missing))
        self.conn.execute(
            sql("llm/record_batch_job"),
            {
                "job_key": job_key,
                "purpose": PURPOSE,
                "batch_id": batch.id,
                "input_file_id": uploaded.id,
                "request_count": len(missing),
                "status": batch.status,
            },
        )
        job = self.conn.execute(sql("llm/batch_job"), {"job_key": job_key}).fetchone()
        if job["batch_id"] != batch.id:
            # Another process submitted the same requests a moment earlier: follow its batch.
            self.client.batches.cancel(batch.id)
        self.say(f"submitted Batch API job {job['batch_id']} with {len(missing)} extraction requests")
        return job

    def _wait(self, job: dict):
        while True:
            try:
                batch = self.client.batches.retrieve(job["batch_id"])
            except Exception as exc:
                raise as_call_failure(exc) from exc
            counts = batch.request_counts
            completed, failed = (counts.completed, counts.failed) if counts else (0, 0)
            self.conn.execute(
                sql("llm/update_batch_job"),
                {
                    "job_key": job["job_key"],
                    "status": batch.status,
                    "completed": completed,
                    "failed": failed,
                    "finished": batch.status in TERMINAL_STATES,
                },
            )
            self.say(
                f"Batch API job {batch.id}: {batch.status}, {completed}/{job['request_count']} done, {failed} failed"
            )
            if batch.status in TERMINAL_STATES:
                return batch
            time.sleep(self.poll_seconds)

    def _store_answers(self, batch, item_of: dict[str, tuple]) -> int:
        if not batch.output_file_id:
            return 0
        try:
            output = self.client.files.content(batch.output_file_id).text
        except Exception as exc:
            raise as_call_failure(exc) from exc
        stored = 0
        for line in output.splitlines():
            if not line.strip():
                continue
            item = json.loads(line)
            wanted = item_of.get(item.get("custom_id"))
            response = item.get("response") or {}
            if wanted is None or item.get("error") or response.get("status_code") != 200:
                continue
            choices = response.get("body", {}).get("choices") or [{}]
            content = (choices[0].get("message") or {}).get("content")
            try:
                if not content:
                    raise LLMCallFailed("empty_answer")
                answer = self.backend.screened_extraction(content)
            except (MalformedOutput, LLMCallFailed) as exc:
                self.backend.counters.failed(f"batch:{exc.reason}")
                continue  # left uncached: a direct call asks again
            self.cache.store(PURPOSE, self.version, self.model, wanted[0], answer, wanted[1])
            stored += 1
        return stored
