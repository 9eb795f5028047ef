"""A card that may be cast as though it had flash by its own static ability (601.3b; rules/
flash_self.py): "You may cast ~ as though it had flash. If you cast it any time a sorcery
couldn't have been cast, the controller of the permanent it becomes sacrifices it at the
beginning of the next cleanup step." (Mirage) -> two statics, `flash_self` and
`flashed_cleanup_sacrifice`, rendered back as the one paragraph (static_pairs.py).

"You may cast ~ as though it had flash if you pay {2} more to cast it." -> `flash_self` with
`amount` 2 (601.3b with a cost increase, 601.2f), also on an instant's or a sorcery's own
text (the compiler reads it before the spell's instructions)."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.rules.flash_self import CLEANUP_SACRIFICE, FLASH_SELF

_FLASH = "You may cast ~ as though it had flash."
_SACRIFICE = ("If you cast it any time a sorcery couldn't have been cast, the controller of "
              "the permanent it becomes sacrifices it at the beginning of the next cleanup "
              "step.")


_COSTLY = re.compile(r"You may cast ~ as though it had flash if you pay "
                     r"\{(\d+)\} more to cast it\.")


def lower_costly(para: str) -> list[dict[str, Any]] | None:
    """"You may cast ~ as though it had flash if you pay {2} more to cast it." -> the one
    static (its `amount`: the generic mana more), or None."""
    m = _COSTLY.fullmatch(para)
    if m is None or int(m.group(1)) < 1:
        return None
    return [{FLASH_SELF: {"amount": int(m.group(1))}}]


def lower(para: str) -> list[dict[str, Any]] | None:
    """The statics of the Mirage paragraph, or None."""
    if para != f"{_FLASH} {_SACRIFICE}":
        return None
    return [{FLASH_SELF: {}}, {CLEANUP_SACRIFICE: {}}]


def render(items: list[dict[str, Any]]) -> str | None:
    """The English of `lower`'s or `lower_costly`'s statics, or None if they aren't those."""
    if len(items) == 1 and set(items[0]) == {FLASH_SELF} \
            and set(items[0][FLASH_SELF]) == {"amount"}:
        return f"You may cast ~ as though it had flash if you pay " \
               f"{{{items[0][FLASH_SELF]['amount']}}} more to cast it."
    return f"{_FLASH} {_SACRIFICE}" if items == [{FLASH_SELF: {}}, {CLEANUP_SACRIFICE: {}}] \
        else None
