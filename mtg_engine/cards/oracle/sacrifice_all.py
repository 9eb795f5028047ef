"""Every permanent of a kind sacrificed at once (701.17a):

  Sacrifice all creatures you control.                       (Hellion Eruption's first part)
  Each player sacrifices all lands they control.             (Keldon Firebombers' kind)
  Each player sacrifices all permanents they control that are one or more colors.
                                                                          (All Is Dust)

-> the verb `sacrifice_all` (effects/sacrifice_all.py): `who` ("you", "each_player",
"each_opponent") each sacrifices every permanent they control matching `filter`, all at once.

And the graveyard exchange of Living Death (701.17a, 406.3, 400.7, 608.2c):

  Each player exiles all creature cards from their graveyard, then sacrifices all creatures
  they control, then puts all cards they exiled this way onto the battlefield.
                                                    (Living Death, Living End, Scrap Mastery)

-> the verb `graveyard_swap` with `filter`: the card type both the cards exiled and the
permanents sacrificed have. Only one card type word ("creature", "artifact"): the two
descriptions are then the same kind."""

from __future__ import annotations

import re
from typing import Any

_WHO = {"sacrifice": "you", "each player sacrifices": "each_player",
        "each opponent sacrifices": "each_opponent"}
_WORDS = {v: k for k, v in _WHO.items()}
_ALL = re.compile(r"^(sacrifice|each player sacrifices|each opponent sacrifices) all "
                  r"([a-z -]+?) (you|they) control( that are one or more colors)?$")
_SWAP = re.compile(r"^each player exiles all (artifact|creature|enchantment|land) cards from "
                   r"their graveyard, then sacrifices all (artifacts|creatures|enchantments|"
                   r"lands) they control, then puts all cards they exiled this way onto the "
                   r"battlefield$")
_KEYS = {"types", "not_types", "subtypes", "not_subtypes", "colors", "not_colors",
         "supertypes", "not_supertypes", "tapped", "token", "nontoken"}


def lower_text(text: str) -> list[dict[str, Any]] | None:
    """The effect of such a sentence, or None."""
    low = text.strip().removesuffix(".").lower()
    m = _SWAP.fullmatch(low)
    if m is not None:
        if f"{m.group(1)}s" != m.group(2):
            return None
        return [{"graveyard_swap": {"filter": {"types": [m.group(1).capitalize()]}}}]
    m = _ALL.fullmatch(low)
    if m is None or (m.group(3) == "you") != (m.group(1) == "sacrifice"):
        return None
    from mtg_engine.cards.oracle.phrases import group

    got = group(m.group(2))
    if got is None or not m.group(2).endswith("s") or set(got["all"]) - _KEYS:
        return None
    f = dict(got["all"])
    if m.group(4):  # 105.2: "that are one or more colors" (All Is Dust)
        f["colorless"] = False
    return [{"sacrifice_all": {"who": _WHO[m.group(1)], "filter": f}}]


def render(verb: str, p: dict[str, Any]) -> tuple[str, str]:
    """The inverse of `lower_text`."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    if verb == "graveyard_swap":
        kind = p["filter"]["types"][0].lower()
        return "", (f"each player exiles all {kind} cards from their graveyard, then "
                    f"sacrifices all {kind}s they control, then puts all cards they exiled "
                    "this way onto the battlefield")
    if set(p) != {"who", "filter"} or p["who"] not in _WORDS:
        raise RenderError("sacrifice all")
    whose = "you" if p["who"] == "you" else "they"
    f = dict(p["filter"])
    colored = " that are one or more colors" if f.pop("colorless", None) is False else ""
    return "", f"{_WORDS[p['who']]} all {describe_filter(f, plural=True)} {whose} control" \
        f"{colored}"
