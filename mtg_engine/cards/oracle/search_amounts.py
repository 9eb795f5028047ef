"""A library search for a card whose mana value is an amount the effect counts (701.19,
202.3, 608.2h), in the Oracle compiler:

  Search your library for a creature card with mana value equal to 1 plus the sacrificed
  creature's mana value, put that card onto the battlefield, then shuffle.   (Birthing Pod)
  Search your library for a card with mana value less than or equal to the number of lands
  you control, reveal it, put it into your hand, then shuffle.               (Beseech the Queen)

-> `search_library` with `mv_amount` (the amount, counted as the search is made, 608.2h) and
`mv_compare` "equal" / "at_most" (effects/library.py narrows the filter to it).
"""

from __future__ import annotations

import re
from typing import Any

_SUFFIX = re.compile(r" with mana value (?P<cmp>equal to|less than or equal to) (?P<amount>.+)$")
_COMPARE = {"equal to": "equal", "less than or equal to": "at_most"}


def split(what: str) -> tuple[str, dict[str, Any]] | None:
    """"creature card with mana value equal to 1 plus the sacrificed creature's mana value"
    -> ("creature card", the effect's `mv_amount` and `mv_compare`), or None."""
    from mtg_engine.cards.oracle.cda_amounts import read_quantity

    m = _SUFFIX.search(what)
    if m is None:
        return None
    amount = read_quantity(m.group("amount"), _object)
    if not isinstance(amount, dict):
        return None
    return what[:m.start()], {"mv_amount": amount, "mv_compare": _COMPARE[m.group("cmp")]}


def split_where(what: str) -> tuple[str, dict[str, Any]] | None:
    """"basic land cards, where X is the number of lands you control" -> ("basic land cards",
    the amount: the search's count), or None."""
    from mtg_engine.cards.oracle.cda_amounts import read_quantity

    words, found, amount = what.partition(", where X is ")
    if not found:
        return None
    q = read_quantity(amount, _object)
    return (words, q) if isinstance(q, dict) else None


def render_where(amount: dict[str, Any]) -> str:
    """", where X is <amount>" (the inverse of `split_where`)."""
    from mtg_engine.cards.oracle.amount_render import noun_phrase

    return f", where X is {noun_phrase(dict(amount), _render_object)}"


def _object(o: Any) -> str:
    """The objects such an amount may name: ~ and what a cost sacrificed (608.2h)."""
    from mtg_engine.cards.oracle.parse import NotUnderstood

    if o.kind in ("self", "sacrificed"):
        return str(o.kind)
    raise NotUnderstood("an amount about another object in a search")


def render(p: dict[str, Any]) -> str:
    """" with mana value equal to <amount>" (the inverse of `split`)."""
    from mtg_engine.cards.oracle.amount_render import noun_phrase
    from mtg_engine.cards.oracle.render_phrases import RenderError

    words = {v: k for k, v in _COMPARE.items()}.get(p.get("mv_compare", ""))
    if words is None:
        raise RenderError("a search's mana value")
    return f" with mana value {words} {noun_phrase(dict(p['mv_amount']), _render_object)}"


def _render_object(ref: Any) -> str:
    if ref == "self":
        return "~"
    from mtg_engine.cards.oracle.render_phrases import RenderError

    raise RenderError("an object in a search's mana value")
