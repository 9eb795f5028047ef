""""Return a creature card from your graveyard to your hand." (untargeted: the card is chosen
as it resolves, 608.2d) -> `return_from_graveyard` (effects/graveyard_return.py), and back.
"Return a Zombie card at random from your graveyard to your hand." (Ghoulraiser): the card is
chosen at random among those the filter matches (`at_random`)."""

from __future__ import annotations

import re
from typing import Any

_RETURN = re.compile(r"(you may )?return (a|an|up to one|up to two|up to three|two|three) "
                     r"(.+?)( at random)? from your graveyard to (your hand|the battlefield)"
                     r"( tapped)?",
                     re.IGNORECASE)
_COUNTS = {"a": (1, False), "an": (1, False), "up to one": (1, True), "up to two": (2, True),
           "up to three": (3, True), "two": (2, False), "three": (3, False)}
_WORDS = {v: k for k, v in _COUNTS.items() if k != "an"}


# 406.3: "Exile an instant or sorcery card at random from your graveyard." (Radiant
# Scrollwielder): `to: exile`
_EXILE_RANDOM = re.compile(r"exile (a|an) (.+?) at random from your graveyard", re.IGNORECASE)


def lower_sentence(sentence: str) -> list[dict[str, Any]] | None:
    """The effect of such a sentence (no final period), or None."""
    from mtg_engine.cards.oracle.search import _may_be_aura, card_filter

    x = _EXILE_RANDOM.fullmatch(sentence.strip())
    if x is not None:
        f = card_filter(x.group(2), plural=False)
        return None if f is None else [{"return_from_graveyard": {
            "filter": f, "count": 1, "at_random": True, "to": "exile"}}]
    m = _RETURN.fullmatch(sentence.strip())
    if m is None:
        return None
    may, count, what, random, to, tapped = m.groups()
    n, up_to = _COUNTS[count.lower()]
    plural = n > 1 or (up_to and n > 1)
    f = card_filter(what, plural=plural)
    if f is None or (tapped and to != "the battlefield"):
        return None
    if to == "the battlefield" and _may_be_aura(f):
        return None  # (303.4f: what an Aura would enchant: not read here)
    body: dict[str, Any] = {"filter": f, "count": n}
    if up_to:
        body["up_to"] = True
    if random:
        if up_to:
            return None  # ("up to one ... at random": how many is chosen, not read)
        body["at_random"] = True
    if to == "the battlefield":
        body["to"] = "battlefield"
    if tapped:
        body["tapped"] = True
    if may:
        body["may"] = True
    return [{"return_from_graveyard": body}]


def render(p: dict[str, Any]) -> str:
    """The verb phrase of a `return_from_graveyard` effect (without "you may")."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    if set(p) - {"filter", "count", "up_to", "to", "tapped", "may", "at_random"}:
        raise RenderError("a return from a graveyard")
    n, up_to = p.get("count", 1), bool(p.get("up_to"))
    word = _WORDS.get((n, up_to))
    if word is None:
        raise RenderError("a count of cards returned")
    what = describe_filter(dict(p["filter"]), "card", plural=n > 1)
    if word == "a" and what[0].lower() in "aeiou":
        word = "an"
    if p.get("to") == "exile":  # (_EXILE_RANDOM)
        if (n, up_to) != (1, False) or not p.get("at_random") or set(p) - {
                "filter", "count", "at_random", "to"}:
            raise RenderError("a card exiled from a graveyard")
        return f"exile {word} {what} at random from your graveyard"
    to = "the battlefield" if p.get("to") == "battlefield" else "your hand"
    tapped = " tapped" if p.get("tapped") else ""
    random = " at random" if p.get("at_random") else ""
    return f"return {word} {what}{random} from your graveyard to {to}{tapped}"
