"""A local OpenAI-compatible HTTP server: the only test double, driven through the real `openai`
client. Tests script its answers (a 429, a slow answer, malformed JSON) or let it answer with
the offline extractor's facts in the JSON shape the extraction prompt asks for."""

from __future__ import annotations

import itertools
import json
import threading
import time
from collections import deque
from email.parser import BytesParser
from email.policy import default as default_policy
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from memory_pipeline.llm.offline import HashingEmbedder, OfflineExtractor, offline_classify, offline_judge


def extraction_turn(user: str) -> dict | None:
    """The turn of an extraction request (a JSON object with user_message), else None."""
    try:
        request = json.loads(user)
    except ValueError:
        return None
    return request if isinstance(request, dict) and "user_message" in request else None


def is_extraction_request(request: dict) -> bool:
    return extraction_turn(request["messages"][-1]["content"]) is not None


def default_chat_answer(system: str, user: str) -> str:
    """Answers like a well-behaved model: the offline backend's extraction, classification and judge."""
    turn = extraction_turn(user)
    if turn is not None:
        user_facts, exchange_facts = OfflineExtractor().extract(turn["user_message"], turn["assistant_reply"])
        flags = {"user_instruction": False, "reply_instruction": False, "pii": False}
        return json.dumps(
            {"user_facts": user_facts, "exchange_facts": exchange_facts, "flags": flags}, ensure_ascii=False
        )
    if "Memory Extractor" in system:
        # mem0's extraction prompt, for the benchmark's side-by-side run: one memory per turn.
        return json.dumps({"memory": [{"text": user[-200:]}]}, ensure_ascii=False)
    if "contradict" in system:
        pairs = json.loads(user)["pairs"]
        return json.dumps({"contradictory": [offline_judge(p["old"], p["new"]) for p in pairs]})
    if "Merge" in system:
        data = json.loads(user)
        return json.dumps({"merged": f"{data['first']}；{data['second']}"}, ensure_ascii=False)
    facts = json.loads(user)["facts"]
    return json.dumps(
        {
            "classifications": [
                dict(zip(("category", "slot_hint"), offline_classify(f["key"], f["source"])), tags=[]) for f in facts
            ]
        }
    )


class Pause:
    """Holds the first chat request that matches until the test releases it: a deterministic
    "the model is still thinking" window in which a test can act (no sleeps, no timing)."""

    def __init__(self, matches, timeout: float = 120.0) -> None:
        self.matches = matches
        self.timeout = timeout
        self.reached = threading.Event()
        self.released = threading.Event()

    def hold_if_matching(self, request: dict) -> None:
        if self.reached.is_set() or not self.matches(request["messages"][-1]["content"]):
            return
        self.reached.set()
        self.released.wait(self.timeout)


class FakeOpenAI:
    """Also a stand-in provider for throughput work: a fixed latency per chat call and per
    embedding request, the calls in flight and their start times (to check concurrency and rate
    limits), and the Files + Batches API for Batch-mode backfills."""

    def __init__(self, embedding_dim: int = 256, chat_latency: float = 0.0, embedding_latency: float = 0.0) -> None:
        self.script: deque[dict] = deque()  # consumed one entry per chat request
        self.chat_requests: list[dict] = []
        self.embedding_requests: list[dict] = []
        self.embedder = HashingEmbedder(embedding_dim)
        self.pauses: list[Pause] = []
        self.chat_latency = chat_latency
        self.embedding_latency = embedding_latency
        self.call_starts: list[float] = []  # time.monotonic() of each chat or embedding call
        self.in_flight = 0
        self.peak_in_flight = 0
        self._lock = threading.Lock()
        self.files: dict[str, bytes] = {}
        self.batches: dict[str, dict] = {}
        self.batches_created = 0
        self.batch_polls_until_done = 1  # retrievals of a batch before it completes
        self.batch_failing_custom_ids: set[str] = set()  # lines the fake batch answers with an error
        self._ids = itertools.count(1)  # next() on a count is atomic under the GIL
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    def pause_when(self, matches) -> Pause:
        """Hold the first chat request whose user message satisfies `matches(text)`."""
        pause = Pause(matches)
        self.pauses.append(pause)
        return pause

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def __enter__(self) -> "FakeOpenAI":
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._server.shutdown()
        self._server.server_close()

    def max_calls_in_any_window(self, seconds: float = 60.0) -> int:
        """The most calls started within any `seconds`-long window."""
        starts = sorted(self.call_starts)
        best, first = 0, 0
        for last, started in enumerate(starts):
            while started - starts[first] >= seconds:
                first += 1
            best = max(best, last - first + 1)
        return best

    def _call_started(self) -> None:
        with self._lock:
            self.call_starts.append(time.monotonic())
            self.in_flight += 1
            self.peak_in_flight = max(self.peak_in_flight, self.in_flight)

    def _call_ended(self) -> None:
        with self._lock:
            self.in_flight -= 1

    def _new_id(self, prefix: str) -> str:
        return f"{prefix}-{next(self._ids)}"

    def _batch_object(self, batch_id: str) -> dict:
        batch = self.batches[batch_id]
        with self._lock:
            batch["polls"] += 1
            if batch["status"] != "completed" and batch["polls"] >= self.batch_polls_until_done:
                self._complete_batch(batch)
        return {key: value for key, value in batch.items() if key != "polls"}

    def _complete_batch(self, batch: dict) -> None:
        output, errors = [], []
        for line in self.files[batch["input_file_id"]].decode().splitlines():
            item = json.loads(line)
            if item["custom_id"] in self.batch_failing_custom_ids:
                errors.append(
                    {
                        "id": f"req-{len(errors)}",
                        "custom_id": item["custom_id"],
                        "response": None,
                        "error": {"code": "server_error", "message": "scripted failure"},
                    }
                )
                continue
            messages = item["body"]["messages"]
            content = default_chat_answer(messages[0]["content"], messages[-1]["content"])
            output.append(
                {
                    "id": f"req-{len(output)}",
                    "custom_id": item["custom_id"],
                    "error": None,
                    "response": {
                        "status_code": 200,
                        "request_id": "fake",
                        "body": _completion(item["body"]["model"], content),
                    },
                }
            )
        batch["output_file_id"] = f"file-out-{batch['id']}"
        self.files[batch["output_file_id"]] = "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in output).encode()
        if errors:
            batch["error_file_id"] = f"file-err-{batch['id']}"
            self.files[batch["error_file_id"]] = "".join(json.dumps(e) + "\n" for e in errors).encode()
        batch["status"] = "completed"
        batch["request_counts"] = {"total": len(output) + len(errors), "completed": len(output), "failed": len(errors)}

    def _handler(self):
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):  # keep test output clean
                pass

            def _send(self, status: int, body: dict, headers: dict | None = None) -> None:
                # A call stops being in flight before its answer leaves: a client at concurrency 1
                # sends its next call the moment it reads this one, and must not be seen as two.
                if getattr(self, "_counted", False):
                    self._counted = False
                    fake._call_ended()
                data = json.dumps(body, ensure_ascii=False).encode()
                self.send_response(status)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(data)))
                for key, value in (headers or {}).items():
                    self.send_header(key, value)
                self.end_headers()
                try:
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (timeout test)

            def do_GET(self):
                parts = self.path.rstrip("/").split("/")
                if parts[-1] == "_stats":  # for a benchmark that runs this server in its own process
                    self._send(
                        200,
                        {
                            "chat_requests": len(fake.chat_requests),
                            "embedding_requests": len(fake.embedding_requests),
                            "peak_in_flight": fake.peak_in_flight,
                        },
                    )
                elif "batches" in parts and parts[-1] in fake.batches:
                    self._send(200, fake._batch_object(parts[-1]))
                elif parts[-1] == "content" and parts[-2] in fake.files:
                    data = fake.files[parts[-2]]
                    self.send_response(200)
                    self.send_header("content-type", "application/octet-stream")
                    self.send_header("content-length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                else:
                    self._send(404, {"error": {"message": f"no such object: {self.path}"}})

            def do_POST(self):
                body = self.rfile.read(int(self.headers["content-length"]))
                if self.path.endswith("/files"):
                    file_id = fake._new_id("file")
                    fake.files[file_id] = _multipart_file(self.headers["content-type"], body)
                    self._send(
                        200,
                        {
                            "id": file_id,
                            "object": "file",
                            "bytes": len(fake.files[file_id]),
                            "created_at": 0,
                            "filename": "input.jsonl",
                            "purpose": "batch",
                            "status": "processed",
                        },
                    )
                    return
                request = json.loads(body)
                if self.path.endswith("/batches"):
                    batch_id = fake._new_id("batch")
                    with fake._lock:
                        fake.batches_created += 1
                    fake.batches[batch_id] = {
                        "id": batch_id,
                        "object": "batch",
                        "endpoint": request["endpoint"],
                        "input_file_id": request["input_file_id"],
                        "completion_window": request["completion_window"],
                        "status": "in_progress",
                        "created_at": 0,
                        "output_file_id": None,
                        "error_file_id": None,
                        "request_counts": {"total": 0, "completed": 0, "failed": 0},
                        "polls": 0,
                    }
                    self._send(200, {k: v for k, v in fake.batches[batch_id].items() if k != "polls"})
                    return
                if self.path.endswith("/embeddings"):
                    fake.embedding_requests.append(request)
                    fake._call_started()
                    self._counted = True
                    try:
                        time.sleep(fake.embedding_latency)
                        vectors = fake.embedder.embed(list(request["input"]))
                    finally:
                        if self._counted:
                            self._counted = False
                            fake._call_ended()
                    self._send(
                        200,
                        {
                            "object": "list",
                            "model": request["model"],
                            "data": [
                                {"object": "embedding", "index": i, "embedding": v} for i, v in enumerate(vectors)
                            ],
                            "usage": {"prompt_tokens": 0, "total_tokens": 0},
                        },
                    )
                    return
                fake._call_started()
                self._counted = True
                try:
                    self._chat(request)
                finally:
                    if self._counted:  # no answer was sent (the client went away)
                        self._counted = False
                        fake._call_ended()

            def _chat(self, request: dict) -> None:
                time.sleep(fake.chat_latency)
                fake.chat_requests.append(request)
                for pause in list(fake.pauses):
                    pause.hold_if_matching(request)
                action = fake.script.popleft() if fake.script else {}
                if "status" in action:
                    # retry-after-ms keeps the SDK's backoff short in tests.
                    self._send(
                        action["status"],
                        {"error": {"message": "scripted", "type": "scripted"}},
                        {"retry-after-ms": "10"},
                    )
                    return
                if "sleep" in action:
                    time.sleep(action["sleep"])
                messages = request["messages"]
                content = action.get("content")
                if content is None:
                    content = default_chat_answer(messages[0]["content"], messages[-1]["content"])
                self._send(200, _completion(request["model"], content))

        return Handler


def _completion(model: str, content: str) -> dict:
    return {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": 0,
        "model": model,
        "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": content}}],
        "usage": {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0},
    }


def _multipart_file(content_type: str, body: bytes) -> bytes:
    """The `file` part of a multipart/form-data upload."""
    message = BytesParser(policy=default_policy).parsebytes(f"content-type: {content_type}\r\n\r\n".encode() + body)
    for part in message.iter_parts():
        if part.get_param("name", header="content-disposition") == "file":
            return part.get_payload(decode=True)
    raise ValueError("no file part in the upload")


class RemoteFakeOpenAI:
    """The same server in a process of its own, so that a benchmark's client threads do not
    share an interpreter lock with it (a hosted provider shares nothing with the client)."""

    def __init__(self, chat_latency: float = 0.0, embedding_latency: float = 0.0) -> None:
        self.args = [str(chat_latency), str(embedding_latency)]

    def __enter__(self) -> "RemoteFakeOpenAI":
        import subprocess
        import sys

        self.process = subprocess.Popen(
            [sys.executable, "-m", "memory_pipeline_tests.fake_openai", *self.args],
            stdout=subprocess.PIPE,
            text=True,
        )
        self.base_url = self.process.stdout.readline().strip()
        return self

    def stats(self) -> dict:
        import urllib.request

        with urllib.request.urlopen(f"{self.base_url}/_stats", timeout=10) as answer:
            return json.loads(answer.read())

    def __exit__(self, *exc) -> None:
        self.process.terminate()
        self.process.wait(10)


if __name__ == "__main__":
    import sys

    with FakeOpenAI(chat_latency=float(sys.argv[1]), embedding_latency=float(sys.argv[2])) as served:
        print(served.base_url, flush=True)
        threading.Event().wait()
