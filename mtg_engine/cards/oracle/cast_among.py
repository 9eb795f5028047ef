"""A spell cast from among the cards an instruction just milled or exiled (608.2g, 118.9):
"Target opponent mills five cards. You may cast an instant or sorcery spell from among them
without paying its mana cost." (Jace's Mindseeker); "Exile the top five cards of your library.
You may cast ... from among them ..."; "Draw three cards and reveal them. You may cast one of
them ..." (from the hand) -> the instruction, then the DSL `cast_among_free`
(effects/cast_card.py): its controller may cast one card moved to that zone this way (608.2c)
that the filter allows, at once and without paying its mana cost."""

from __future__ import annotations

import re
from typing import Any

_PASSAGE = re.compile(r"^(?P<before>.+?\.) You may cast (?P<what>an? [^.]+?) from among them "
                      r"without paying its mana cost\.$")
# the instructions "them" may name, and the zone their cards went to
_MOVED = {"mill": "graveyard", "exile_top_cards": "exile"}
# "Draw three cards and reveal them. You may cast one of them without paying its mana cost."
# (Mad Wizard's Lair, Dungeon of the Mad Mage): the cards drawn, revealed (701.16a), one of
# them (any card but a land, 305.9) cast from the hand -> draw `reveal`, then
# `cast_among_free` from the hand, `one_of_them`
_DRAW_ONE_OF = re.compile(r"^[Dd]raw (?P<n>two|three|four|five) cards and reveal them\. You may "
                          r"cast one of them without paying its mana cost\.$")
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5}


def lower_text(ctx: Any, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """The effects of such a text, or None."""
    from mtg_engine.cards.oracle.search import card_filter

    d = _DRAW_ONE_OF.match(text.strip())
    if d is not None:
        return [{"draw": {"count": _NUMBERS[d.group("n")], "reveal": True}},
                {"cast_among_free": {"from": "hand", "may": True, "one_of_them": True}}]
    m = _PASSAGE.match(text.strip())
    if m is None:
        return None
    what = re.sub(r"^an? ", "", m.group("what"))
    if not re.fullmatch(r"(.+ )?spell", what):
        return None
    card = what.replace("spell", "card", 1)
    f = card_filter(card, plural=False) if card != "card" else {}
    if f is None or set(f) - {"types", "colors", "subtypes"}:
        return None
    before = compile_rest(ctx, m.group("before"))
    if not before or next(iter(before[-1])) not in _MOVED:
        return None  # ("them": the cards the instruction just before moved)
    verb = next(iter(before[-1]))
    body: dict[str, Any] = {"from": _MOVED[verb], "may": True}
    if f:
        body["filter"] = f
    return [*before, {"cast_among_free": body}]


def render(p: dict[str, Any]) -> str:
    """The sentence of a `cast_among_free` effect (render.py)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    if p.get("one_of_them"):  # (the cards just drawn, _DRAW_ONE_OF)
        if set(p) - {"from", "may", "one_of_them"} or p["from"] != "hand":
            raise RenderError("a spell cast from among cards")
        return "cast one of them without paying its mana cost"
    if set(p) - {"filter", "from", "may"}:
        raise RenderError("a spell cast from among cards")
    what = describe_filter(dict(p["filter"]), "card") if p.get("filter") else "card"
    what = what.replace("card", "spell", 1)
    art = "an" if what[0].lower() in "aeiou" else "a"
    return f"cast {art} {what} from among them without paying its mana cost"  # ("you may":
    # the instruction's `may`, said by the renderer)
