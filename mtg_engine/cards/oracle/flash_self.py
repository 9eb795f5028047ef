"""A card that may be cast as though it had flash by its own static ability (601.3b; rules/
flash_self.py): "You may cast ~ as though it had flash. If you cast it any time a sorcery
couldn't have been cast, the controller of the permanent it becomes sacrifices it at the
beginning of the next cleanup step." (Mirage) -> two statics, `flash_self` and
`flashed_cleanup_sacrifice`, rendered back as the one paragraph (static_pairs.py)."""

from __future__ import annotations

from typing import Any

from mtg_engine.rules.flash_self import CLEANUP_SACRIFICE, FLASH_SELF

_FLASH = "You may cast ~ as though it had flash."
_SACRIFICE = ("If you cast it any time a sorcery couldn't have been cast, the controller of "
              "the permanent it becomes sacrifices it at the beginning of the next cleanup "
              "step.")


def lower(para: str) -> list[dict[str, Any]] | None:
    """The statics of the Mirage paragraph, or None."""
    if para != f"{_FLASH} {_SACRIFICE}":
        return None
    return [{FLASH_SELF: {}}, {CLEANUP_SACRIFICE: {}}]


def render(items: list[dict[str, Any]]) -> str | None:
    """The English of `lower`'s statics, or None if they aren't those."""
    return f"{_FLASH} {_SACRIFICE}" if items == [{FLASH_SELF: {}}, {CLEANUP_SACRIFICE: {}}] \
        else None
