"""The user-error exception of the CLI, in its own module so `python -m memory_pipeline.cli`
(whose module is `__main__`) and the command modules share one class."""


class UsageError(ValueError):
    """The user asked for something invalid; answered with one JSON error and exit code 2."""
