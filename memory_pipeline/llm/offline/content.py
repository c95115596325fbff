"""What every offline step shares: the backend's name and the "key: value" form of a memory's
content."""

from __future__ import annotations

import re

from memory_pipeline.write_path.facts import USER_CONTENT_PREFIX, nfkc_lower

BACKEND_NAME = "offline-deterministic"
EDGE_PUNCTUATION = " \t\r\n。．.!?！？,，、;；:：~～…\"'“”‘’「」『』()（）"

CONTENT_RE = re.compile(r"^\s*(?P<key>[^:：\n]+?)\s*[:：]\s*(?P<value>.+?)\s*$", re.DOTALL)


def parse_content(content: object) -> tuple[str, str, str] | None:
    """(prefix, key, value) of "<prefix><key>: <value>"; prefix is "用户" or ""."""
    if not isinstance(content, str):
        return None
    match = CONTENT_RE.match(content)
    if not match:
        return None
    key, value = match.group("key"), match.group("value")
    prefix = USER_CONTENT_PREFIX if key.startswith(USER_CONTENT_PREFIX) else ""
    key = key[len(prefix) :].strip()
    if not key:
        return None
    return prefix, key, value


def split_content(content: object) -> tuple[str, str] | None:
    """(key, value) of a composed content string, the user prefix 用户 stripped from the key."""
    parsed = parse_content(content)
    return None if parsed is None else parsed[1:]


def compact_lower(text: str) -> str:
    return "".join(nfkc_lower(text).split()).strip(EDGE_PUNCTUATION)
