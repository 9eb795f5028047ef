"""An Aura's restrictions said in one paragraph that makes two static abilities (303.4), Oracle
text -> DSL, and back:

  Enchanted creature can't attack, block, or transform.     (Bound by Moonsilver: an anthem
                                                             "can't attack", "can't block";
                                                             `cant_transform` of the enchanted
                                                             creature, 701.28a, 101.2)
  Enchanted permanent can't attack, block, or crew Vehicles. Its activated abilities can't be
  activated unless they're mana abilities.                  (Intercessor's Arrest: the anthem
                                                             of the first sentence, and one
                                                             with `no_activation`, 602.5)"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_TRANSFORM = "Enchanted creature can't attack, block, or transform."
_COMBAT = {"anthem": {"affects": "enchanted", "keywords": ["can't attack", "can't block"]}}
_NO_TRANSFORM = {"cant_transform": {"affects": "enchanted"}}
_ITS = re.compile(r"(?P<first>Enchanted (?:creature|permanent) [^.]+\.) Its activated abilities "
                  r"can't be activated(?P<nonmana> unless they're mana abilities)?\.")


def lower(para: str, read: Callable[[str], dict[str, Any] | None]
          ) -> list[dict[str, Any]] | None:
    """The two statics, or None. `read` reads one static paragraph (statics._static)."""
    if para == _TRANSFORM:
        return [{"anthem": {**_COMBAT["anthem"], "keywords": list(_COMBAT["anthem"]["keywords"])}},
                {"cant_transform": dict(_NO_TRANSFORM["cant_transform"])}]
    m = _ITS.fullmatch(para)
    if m is None:
        return None
    first = read(m.group("first"))
    p = (first or {}).get("anthem")
    if p is None or set(first or {}) != {"anthem"} or p.get("affects") != "enchanted" \
            or "no_activation" in p:
        return None
    return [first, {"anthem": {"affects": "enchanted",
                               "no_activation": "nonmana" if m.group("nonmana") else "all"}}]


def render(items: list[dict[str, Any]]) -> str | None:
    """The one paragraph of `lower`'s two statics, or None if they aren't such a pair."""
    from mtg_engine.cards.oracle.render_statics import render_static

    if items == [_COMBAT, _NO_TRANSFORM]:
        return _TRANSFORM
    if len(items) != 2 or set(items[1]) != {"anthem"} or set(items[0]) != {"anthem"}:
        return None
    second = items[1]["anthem"]
    if set(second) != {"affects", "no_activation"} or second["affects"] != "enchanted" \
            or second["no_activation"] not in ("all", "nonmana") \
            or items[0]["anthem"].get("affects") != "enchanted":
        return None
    from mtg_engine.cards.oracle.attached_noun import attached

    said = render_static(items[0])
    if said.lower().startswith("enchanted creature "):  # ("Enchant permanent": 303.4a)
        said = attached() + said[len("enchanted creature"):]
    tail = " unless they're mana abilities" if second["no_activation"] == "nonmana" else ""
    return f"{said[:1].upper()}{said[1:]} Its activated abilities can't be activated{tail}."
