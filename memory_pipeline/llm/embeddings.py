"""Query-time embeddings (recall, benchmarks): the same backend choice as the write path."""

from memory_pipeline.llm.backends import get_embedder

__all__ = ["get_embedder"]
