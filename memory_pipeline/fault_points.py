"""Named points where the fault harness kills the process (memory_pipeline_tests/faults).

`MEMORY_PIPELINE_KILL_AT=<point>:<n>` makes the n-th pass through `<point>` SIGKILL its own
process, exactly what an OOM kill or a node loss does to a run worker or step: no cleanup, no
`finally`, no rollback message to PostgreSQL. Unset (always, outside the harness) it costs one
dictionary look-up per pass.
"""

from __future__ import annotations

import os
import signal
from collections import Counter

from memory_pipeline.settings import knob

KILL_AT_ENV = "MEMORY_PIPELINE_KILL_AT"
_passes: Counter = Counter()


def fault_point(name: str) -> None:
    wanted = knob(KILL_AT_ENV)
    if not wanted:
        return
    point, _, nth = wanted.partition(":")
    if point != name:
        return
    _passes[name] += 1
    if _passes[name] >= int(nth or 1):
        os.kill(os.getpid(), signal.SIGKILL)
