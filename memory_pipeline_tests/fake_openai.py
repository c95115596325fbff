"""A local OpenAI-compatible HTTP server: the only test double, driven through the real `openai`
client. Tests script its answers (a 429, a slow answer, malformed JSON) or let it answer with
the offline extractor's facts in the JSON shape the extraction prompt asks for."""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from memory_pipeline.llm.offline import HashingEmbedder, OfflineExtractor

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
    """Answers like a well-behaved model: extraction via the offline rules, judges say no."""
    turn = extraction_turn(user)
    if turn is not None:
        user_facts, exchange_facts = OfflineExtractor().extract(turn["user_message"], turn["assistant_reply"])
        flags = {"user_instruction": False, "reply_instruction": False, "pii": False}
        return json.dumps({"user_facts": user_facts, "exchange_facts": exchange_facts, "flags": flags}, ensure_ascii=False)
    if "contradict" in system:
        return '{"contradictory": false}'
    if "Merge" in system:
        data = json.loads(user)
        return json.dumps({"merged": f"{data['first']}；{data['second']}"}, ensure_ascii=False)
    facts = json.loads(user)["facts"]
    return json.dumps({"classifications": [{"category": "general", "tags": [], "slot_hint": "recall_memory"}] * len(facts)})


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
    def __init__(self, embedding_dim: int = 256) -> None:
        self.script: deque[dict] = deque()  # consumed one entry per chat request
        self.chat_requests: list[dict] = []
        self.embedding_requests: list[dict] = []
        self.embedder = HashingEmbedder(embedding_dim)
        self.pauses: list[Pause] = []
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

    def _handler(self):
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):  # keep test output clean
                pass

            def _send(self, status: int, body: dict, headers: dict | None = None) -> None:
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

            def do_POST(self):
                request = json.loads(self.rfile.read(int(self.headers["content-length"])))
                if self.path.endswith("/embeddings"):
                    fake.embedding_requests.append(request)
                    vectors = fake.embedder.embed(list(request["input"]))
                    self._send(200, {"object": "list", "model": request["model"], "data": [
                        {"object": "embedding", "index": i, "embedding": v} for i, v in enumerate(vectors)
                    ], "usage": {"prompt_tokens": 0, "total_tokens": 0}})
                    return
                fake.chat_requests.append(request)
                for pause in list(fake.pauses):
                    pause.hold_if_matching(request)
                action = fake.script.popleft() if fake.script else {}
                if "status" in action:
                    # retry-after-ms keeps the SDK's backoff short in tests.
                    self._send(action["status"], {"error": {"message": "scripted", "type": "scripted"}},
                               {"retry-after-ms": "10"})
                    return
                if "sleep" in action:
                    time.sleep(action["sleep"])
                messages = request["messages"]
                content = action.get("content")
                if content is None:
                    content = default_chat_answer(messages[0]["content"], messages[-1]["content"])
                self._send(200, {
                    "id": "chatcmpl-test", "object": "chat.completion", "created": 0, "model": request["model"],
                    "choices": [{"index": 0, "finish_reason": "stop",
                                 "message": {"role": "assistant", "content": content}}],
                    "usage": {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0},
                })

        return Handler
