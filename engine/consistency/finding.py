"""A finding: one thing a check noticed about one rule in one language."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from engine.book.model import Lang
from engine.translatable import Message


@dataclass(frozen=True, slots=True)
class Finding:
    rule: str
    lang: Lang
    check: str
    """The check's code, ``family.name``: ``references.title``, ``hygiene.entity`` ..."""
    message: Message
    excerpt: str
    """The text the finding is about, as a reader sees it (references without braces)."""
    where: str = ""
    """``title``, a clause id such as ``3.3(d)``, or empty for the rule's own paragraphs."""

    @property
    def fingerprint(self) -> str:
        return fingerprint(self.excerpt)

    @property
    def key(self) -> tuple[str, str, str, str]:
        """What a baseline entry matches: never a line number, so edits elsewhere keep it."""
        return (self.rule, self.lang.value, self.check, self.fingerprint)


def fingerprint(excerpt: str) -> str:
    """12 hex digits over the excerpt with its spacing and elision marks evened out."""
    normal = " ".join(excerpt.replace("…", " ").split())
    return hashlib.sha256(normal.encode("utf-8")).hexdigest()[:12]
