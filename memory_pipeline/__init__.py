"""memory_pipeline: conversations into safe, deduplicated, governed long-term memory."""

import os

# gRPC (pymilvus's transport) restarts its epoll poller in every forked child when fork support
# is on; a child that only execs (pg_ctl started as the service account, a Neo4j or Milvus
# server) can then die of SIGABRT before its exec (grpcio >= 1.81, grpc/grpc#43055). Nothing
# here uses gRPC in a forked child, so fork support stays off unless the deployment sets it.
# It must be set before grpc is first imported: here, in the package's first import, which the
# CLI (`stack up`) and the tests reach first. Dagster's code server imports grpc before user
# code, so a deployment that starts services from Dagster processes sets it in their environment.
os.environ.setdefault("GRPC_ENABLE_FORK_SUPPORT", "false")
