"""How many model calls a process may have in flight, and how fast it may start them.

With a hosted model the write path waits on the provider, not on this machine: C calls in
flight at latency L give C/L calls per second, capped by the account's rate limits. One
`CallGate` per process and endpoint bounds the calls in flight (LLM_MAX_CONCURRENCY) and meters
their start by requests and tokens per minute (LLM_RPM, LLM_TPM) over sliding 60-second windows
shared by every thread of a run. Runs on other processes have their own gate: the README says how to
split an account's limits between them.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from typing import Callable, Iterator, Sequence, TypeVar

T = TypeVar("T")
R = TypeVar("R")


class SlidingWindow:
    """At most `limit` units started in any 60-second window: an exact log of recent starts.

    A token bucket would allow its burst *plus* a minute's refill inside one window, so a
    provider that counts per sliding minute would still answer 429."""

    WINDOW_SECONDS = 60.0
    # Requests reach the provider a little apart from when they left: a start is kept in the
    # log this much longer, so jitter on the wire cannot squeeze two windows' calls into one.
    MARGIN_SECONDS = 0.5

    def __init__(self, limit: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.limit = limit
        self.clock = clock
        self.starts: deque[tuple[float, int]] = deque()
        self.used = 0

    def delay_for(self, amount: int) -> float:
        """Seconds to wait before `amount` units may start (0 = recorded as started now)."""
        now = self.clock()
        span = self.WINDOW_SECONDS + self.MARGIN_SECONDS
        while self.starts and self.starts[0][0] <= now - span:
            self.used -= self.starts.popleft()[1]
        amount = min(amount, self.limit)  # one request larger than the limit waits for an empty window
        if self.used + amount <= self.limit:
            self.starts.append((now, amount))
            self.used += amount
            return 0.0
        # Wait until enough of the oldest starts have left the window.
        freed, needed = 0, self.used + amount - self.limit
        for started, units in self.starts:
            freed += units
            if freed >= needed:
                return max(started + span - now, 0.001)
        return span


class CallGate:
    """Bounded calls in flight plus request and token rate limits, safe across threads."""

    def __init__(self, max_concurrency: int, rpm: int = 0, tpm: int = 0) -> None:
        if max_concurrency < 1:
            raise ValueError(f"LLM_MAX_CONCURRENCY must be at least 1, not {max_concurrency}")
        self.max_concurrency = max_concurrency
        self._slots = threading.BoundedSemaphore(max_concurrency)
        self._lock = threading.Lock()
        self._requests = SlidingWindow(rpm) if rpm > 0 else None
        self._tokens = SlidingWindow(tpm) if tpm > 0 else None
        self.in_flight = 0
        self.peak_in_flight = 0

    def _wait_for_rate(self, tokens: int) -> None:
        while True:
            with self._lock:
                wait = 0.0
                if self._requests is not None:
                    wait = self._requests.delay_for(1)
                if wait == 0.0 and self._tokens is not None:
                    wait = self._tokens.delay_for(tokens)
                    if wait > 0.0 and self._requests is not None:
                        self._requests.starts.pop()  # give the request back: it did not start
                        self._requests.used -= 1
                if wait == 0.0:
                    return
            time.sleep(min(wait, 1.0))

    @contextmanager
    def slot(self, estimated_tokens: int = 0) -> Iterator[None]:
        """Hold one of the in-flight slots for the duration of one model call."""
        self._slots.acquire()
        try:
            self._wait_for_rate(estimated_tokens)
            with self._lock:
                self.in_flight += 1
                self.peak_in_flight = max(self.peak_in_flight, self.in_flight)
            try:
                yield
            finally:
                with self._lock:
                    self.in_flight -= 1
        finally:
            self._slots.release()


_gates: dict[tuple, CallGate] = {}
_gates_lock = threading.Lock()


def shared_gate(endpoint: str, max_concurrency: int, rpm: int, tpm: int) -> CallGate:
    """The process-wide gate of one endpoint and limit set, shared by every backend of a run."""
    key = (endpoint, max_concurrency, rpm, tpm)
    with _gates_lock:
        gate = _gates.get(key)
        if gate is None:
            gate = _gates[key] = CallGate(max_concurrency, rpm, tpm)
        return gate


def estimate_tokens(*texts: str) -> int:
    """A cheap, deliberately high token estimate for the TPM bucket: CJK text is about one token
    per character, English about four characters per token; UTF-8 bytes / 3 covers both."""
    return sum(len(text.encode("utf-8")) for text in texts) // 3 + 1


def ordered_map(function: Callable[[T], R], items: Sequence[T], workers: int) -> list[R | Exception]:
    """`function` over `items` on up to `workers` threads; results (or the exception each item
    raised) in input order, so what callers build from them does not depend on concurrency."""
    if workers <= 1 or len(items) <= 1:
        return [_capture(function, item) for item in items]
    with ThreadPoolExecutor(max_workers=min(workers, len(items)), thread_name_prefix="llm") as pool:
        return list(pool.map(lambda item: _capture(function, item), items))


def _capture(function: Callable[[T], R], item: T) -> R | Exception:
    try:
        return function(item)
    except Exception as exc:  # noqa: BLE001 - handed back to the caller, in order
        return exc
