"""601.2f: "The first creature spell you cast each turn costs {2} less to cast." (Conduit of
Ruin) -> the static `spell_cost` of "Creature spells you cast cost {2} less to cast." with
`first_each_turn` (rules/first_spell_costs.py: only while its controller has cast no such
spell earlier this turn), and back."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_FIRST = re.compile(r"^The first (?P<what>[A-Za-z ]+?) spell you cast each turn costs "
                    r"(?P<cost>\{[1-9]\} (?:more|less)) to cast\.$")
_PLAIN = re.compile(r"^(?P<what>[A-Za-z ]+?) spells you cast cost (?P<cost>\{[1-9]\} "
                    r"(?:more|less)) to cast\.$")


def lower(para: str, plain: Callable[[str], dict[str, Any] | None]) -> dict[str, Any] | None:
    """The `spell_cost` static of such a paragraph (`plain` reads the sentence about every
    spell of that kind), or None."""
    m = _FIRST.match(para)
    if m is None:
        return None
    what = m.group("what")
    st = plain(f"{what[:1].upper()}{what[1:]} spells you cast cost {m.group('cost')} to cast.")
    if st is None or st["spell_cost"].get("whose") != "you":
        return None
    st["spell_cost"]["first_each_turn"] = True
    return st


def render(p: dict[str, Any], plain: Callable[[dict[str, Any]], str]) -> str:
    """The English of `lower`'s static (`plain` renders it without `first_each_turn`)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    said = plain({"spell_cost": {k: v for k, v in p.items() if k != "first_each_turn"}})
    m = _PLAIN.match(said)
    if m is None or not p.get("filter"):
        raise RenderError("the first spell of no kind each turn")
    what = m.group("what")
    if not p["filter"].get("subtypes"):  # ("creature": a card type in lower case, 205.2a)
        what = what[:1].lower() + what[1:]
    return f"The first {what} spell you cast each turn costs {m.group('cost')} to cast."
