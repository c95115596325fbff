"""memory_pipeline: conversations into safe, deduplicated, governed long-term memory."""

from memory_pipeline.settings import turn_off_grpc_fork_support

turn_off_grpc_fork_support()
