"""A sacrifice among the permanents with the greatest value of a player's (701.17a, 608.2h):

  Each opponent sacrifices a creature with the greatest power among creatures that player
  controls.                                                                (Crackling Doom)
  Each opponent sacrifices a creature or planeswalker with the highest mana value among
  creatures and planeswalkers they control.                                  (Soul Shatter)

-> `sacrifice_chosen` with `greatest` (power / toughness / mana_value): each player chooses
among the permanents they control matching the filter whose value is the greatest among them
(effects/verbs.v_sacrifice_chosen: a tie is the player's choice); `said` keeps the printed
words (render only)."""

from __future__ import annotations

import re
from typing import Any

_SACRIFICE = re.compile(
    r"^(?P<who>Each opponent|Each player|Target opponent|Target player) sacrifices "
    r"(?P<what>an? [a-z ]+?)(?P<theirs> they control)? with the (?P<most>greatest|highest) "
    r"(?P<stat>power|toughness|mana value) among (?P<among>[a-z ]+?) "
    r"(?P<whose>that player controls|they control)$")
_STATS = {"power": "power", "toughness": "toughness", "mana value": "mana_value"}


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    """The effect of such a sentence, or None."""
    from mtg_engine.cards.oracle.effects import compile_effects

    m = _SACRIFICE.fullmatch(s.strip().removesuffix("."))
    if m is None:
        return None
    before = len(ctx.targets)
    got = compile_effects(ctx, f"{m.group('who')} sacrifices {m.group('what')}.")
    body = got[0].get("sacrifice_chosen") if got and len(got) == 1 else None
    if body is None or set(body) != {"filter", "count", "who"} or body["count"] != 1 \
            or m.group("among") != _plural(m.group("what")):
        del ctx.targets[before:]
        return None
    said = [m.group("most"), "that player" if m.group("whose").startswith("that") else "they"]
    if m.group("theirs"):
        said.append("they control")
    return [{"sacrifice_chosen": {**body, "greatest": _STATS[m.group("stat")], "said": said}}]


def _plural(what: str) -> str:
    """"a creature or planeswalker" -> "creatures and planeswalkers" (the group it is among)."""
    nouns = what.split(" ", 1)[1].split(" or ")
    return " and ".join(n + "s" for n in nouns)


def render(who: str, verb: str, p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) of such a sacrifice."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    said = list(p.get("said", ()))
    if set(p) - {"filter", "count", "who", "greatest", "said"} or p.get("count", 1) != 1 \
            or len(said) not in (2, 3):
        raise RenderError("a sacrifice among the greatest")
    one = describe_filter(dict(p["filter"]))
    article = "an" if one[:1] in "aeiou" else "a"
    theirs = " they control" if len(said) == 3 else ""
    stat = {v: k for k, v in _STATS.items()}[p["greatest"]]
    whose = "that player controls" if said[1] == "that player" else "they control"
    return who, f"{verb} {article} {one}{theirs} with the {said[0]} {stat} among " \
        f"{_plural(f'{article} {one}')} {whose}"
