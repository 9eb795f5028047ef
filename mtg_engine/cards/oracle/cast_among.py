"""A spell cast from among the cards an instruction just milled or exiled (608.2g, 118.9):
"Target opponent mills five cards. You may cast an instant or sorcery spell from among them
without paying its mana cost." (Jace's Mindseeker); "Exile the top five cards of your library.
You may cast ... from among them ..." -> the instruction, then the DSL `cast_among_free`
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
# (Mad Wizard's Lair): the cards drawn this way (moved to the hand, 121.1), revealed (701.16a:
# revealing changes nothing the engine hides), one of them cast at once (608.2g)
_DRAWN = re.compile(r"^draw (?P<n>\w+) cards and reveal them\. you may cast one of them "
                    r"without paying its mana cost\.$")


def lower_text(ctx: Any, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """The effects of such a text, or None."""
    from mtg_engine.cards.oracle.phrases import NUMBERS
    from mtg_engine.cards.oracle.search import card_filter

    drawn = _DRAWN.match(text.strip().lower())
    if drawn is not None and NUMBERS.get(drawn.group("n"), 0) > 1:
        return [{"draw": {"count": NUMBERS[drawn.group("n")]}},
                {"cast_among_free": {"from": "hand", "drawn": True}}]
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

    if set(p) - {"filter", "from", "may", "drawn"}:
        raise RenderError("a spell cast from among cards")
    if p.get("drawn"):  # (after "draw N cards": see _DRAWN)
        if set(p) != {"from", "drawn"} or p["from"] != "hand":
            raise RenderError("a spell cast from among the cards drawn")
        return "reveal them. You may cast one of them without paying its mana cost"
    what = describe_filter(dict(p["filter"]), "card") if p.get("filter") else "card"
    what = what.replace("card", "spell", 1)
    art = "an" if what[0].lower() in "aeiou" else "a"
    return f"cast {art} {what} from among them without paying its mana cost"  # ("you may":
    # the instruction's `may`, said by the renderer)
