""""You may cast an instant or sorcery spell from your hand without paying its mana cost."
/ "You may cast a spell with mana value 3 or less from your hand without paying its mana
cost." (608.2g, 118.9) -> `cast_from_hand` (effects/cast_from_hand.py), and back."""

from __future__ import annotations

import re
from typing import Any

_CAST = re.compile(r"(you may )?cast (an? .+?) from your hand without paying its mana cost",
                   re.IGNORECASE)


def lower_sentence(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    """The effect of such a sentence (no final period), or None."""
    from mtg_engine.cards.oracle.search import card_filter
    from mtg_engine.cards.oracle.x_filters import X_IN_COST

    m = _CAST.fullmatch(sentence.strip())
    if m is None:
        return None
    what = re.sub(r"^an? ", "", m.group(2))
    relation = {"spell that shares a card type with it": "shares_type_with",
                "spell with an equal or lesser mana value": "mv_at_most_of"}.get(what)
    if relation and ctx.after_counter is not None:
        # 608.2g: "Counter target spell. You may cast a spell that shares a card type with it
        # / with an equal or lesser mana value ..." (Counterlash, Reinterpret): the countered
        # spell's card types or mana value, as it last existed (608.2h)
        return [{"cast_from_hand": {relation: ctx.after_counter,
                                    **({"may": True} if m.group(1) else {})}}]
    if not re.fullmatch(r"(.+ )?spell( with mana value \S+ or less)?", what):
        return None
    card = what.replace("spell", "card", 1)
    f = card_filter(card, plural=False) if card != "card" else {}
    if f is None or (set(f) - {"types", "mana_value_le", "colors", "subtypes"}):
        return None
    if f.get("mana_value_le") == "X" and not X_IN_COST.get():
        return None
    body: dict[str, Any] = {"filter": f} if f else {}
    if m.group(1):  # (optional: the controller chooses whether to, 608.2d)
        body["may"] = True
    return [{"cast_from_hand": body}]


def render(p: dict[str, Any]) -> str:
    """The verb phrase of `lower_sentence`'s effect."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    related = {"shares_type_with", "mv_at_most_of"} & set(p)
    if set(p) - {"filter", "may", "shares_type_with", "mv_at_most_of"} or len(related) > 1 \
            or (related and p.get("filter")):
        raise RenderError("a cast from a hand")
    if related:
        what = "that shares a card type with it" if "shares_type_with" in related else \
            "with an equal or lesser mana value"
        return f"cast a spell {what} from your hand without paying its mana cost"
    what = describe_filter(dict(p.get("filter", {})), "card") if p.get("filter") else "card"
    what = what.replace("card", "spell", 1)
    art = "an" if what[0].lower() in "aeiou" else "a"
    return f"cast {art} {what} from your hand without paying its mana cost"
