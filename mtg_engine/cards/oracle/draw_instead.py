"""Instructions instead of a draw (614.1a, 121.6) -> a draw replacement whose `choice` says
what happens instead, and back: the wordings of Underrealm Lich, Tomorrow, Azami's Familiar,
Sages of the Anima, Forbidden Crypt, Abundance ("you may instead": `may_choose`) and Eruth,
Tormented Prophet, each quoted in rules/draw_instead.py, which carries them out."""

from __future__ import annotations

import re
from typing import Any

_N = {"two": 2, "three": 3, "four": 4, "five": 5}
_WORD = {v: k for k, v in _N.items()}
_HEAD = "If you would draw a card, "
_TEXTS = {  # the template (with {n}) -> what the choice holds besides `look`
    "instead look at the top {n} cards of your library, then put one into your hand and the "
    "rest into your graveyard.": {"take": "one", "rest": "graveyard"},
    "look at the top {n} cards of your library instead. Put one of those cards into your hand "
    "and the rest on the bottom of your library in any order.": {"take": "one",
                                                                 "rest": "bottom"},
    "instead reveal the top {n} cards of your library. Put all creature cards revealed this "
    "way into your hand and the rest on the bottom of your library in any order.": {
        "take": "creatures", "rest": "bottom", "reveal": True},
}
_CRYPT = "return a card from your graveyard to your hand instead. If you can't, you lose the game."
_ERUTH = "exile the top {n} cards of your library instead. You may play those cards this turn."
_ABUNDANCE = ("you may instead choose land or nonland and reveal cards from the top of your "
              "library until you reveal a card of the chosen kind. Put that card into your hand "
              "and put all other cards revealed this way on the bottom of your library in any "
              "order.")


def lower(para: str) -> dict[str, Any] | None:
    """The replacement of such a paragraph, or None."""
    from mtg_engine.rules.draw_instead import choice

    if not para.startswith(_HEAD):
        return None
    rest = para[len(_HEAD):]
    if rest == _CRYPT:
        return _replacement(choice({"graveyard": True}))
    m = re.fullmatch(_ERUTH.replace("{n}", "(two|three)"), rest)
    if m is not None:
        return _replacement(choice({"exile_play": _N[m.group(1)]}))
    if rest == _ABUNDANCE:  # 614.1a: "you may instead" (an optional replacement)
        return {**_replacement(choice({"until": "land_or_nonland"})), "instead": "may_choose"}
    for template, d in _TEXTS.items():
        pattern = re.escape(template).replace(re.escape("{n}"), r"(two|three|four|five)")
        m = re.fullmatch(pattern, rest)
        if m is not None:
            return _replacement(choice({"look": _N[m.group(1)], **d}))
    return None


def _replacement(what: str) -> dict[str, Any]:
    return {"event": "draw", "instead": "choose", "affects": "you", "choice": what}


def render(rep: dict[str, Any]) -> str:
    """The paragraph `lower` read `rep` from."""
    from mtg_engine.cards.oracle.render_phrases import RenderError
    from mtg_engine.rules.draw_instead import PREFIX, _spec

    if set(rep) != {"event", "instead", "affects", "choice"} or rep["event"] != "draw" \
            or rep["affects"] != "you" or not str(rep["choice"]).startswith(PREFIX):
        raise RenderError("instructions instead of a draw")
    d = dict(_spec(rep["choice"]))
    if (rep["instead"] == "may_choose") != (d == {"until": "land_or_nonland"}):
        raise RenderError("an optional instruction instead of a draw")
    if d == {"until": "land_or_nonland"}:
        return _HEAD + _ABUNDANCE
    if set(d) == {"exile_play"} and d["exile_play"] in _WORD:
        return _HEAD + _ERUTH.replace("{n}", _WORD[d["exile_play"]])
    if d == {"graveyard": True}:
        return _HEAD + _CRYPT
    n = d.pop("look", 0)
    template = next((t for t, v in _TEXTS.items() if v == d), None)
    if template is None or n not in _WORD:
        raise RenderError("instructions instead of a draw")
    return _HEAD + template.format(n=_WORD[n])
