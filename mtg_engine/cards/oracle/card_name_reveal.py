"""A card name chosen, then a card revealed or milled and compared with it (201.2, 608.2d,
608.2c), and back:

  {3}, {T}: Choose a card name, then reveal a card at random from your hand. If that card has
  the chosen name, ~ deals 2 damage to any target.                         (Cursed Scroll)
  Choose a nonland card name, then reveal the top card of your library. If that card has the
  chosen name, you draw three cards.                                                (Mise)
  Choose a card name, then target player mills a card. If a card with the chosen name was
  milled this way, you draw two cards. Otherwise, you draw a card.              (Predict)

-> `choose_name` (rules/card_names.py: the name kept on the resolving object, or on the
permanent whose ability it is), then the instructions read as usual, the condition a "this
way" one (conditions_this_way.py: the card revealed or milled by the instruction just before
has the chosen name, `chosen: name`, 201.2: a split card has each of its two names, 709.4a).
The name is chosen as the instruction is carried out, after the targets were chosen (601.2c):
a target that would read it is refused."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_CHOOSE_THEN = re.compile(r"Choose an? (?:(nonland) )?card name, then (?P<rest>[^.]+\..+)$",
                          re.S)
# (the round trip: the renderer says the choice as a sentence of its own)
NORMALISE = (r"\b(choose an? (?:nonland )?card name), then ", r"\1. ")

Compile = Callable[[Any, str], list[dict[str, Any]] | None]


def lower_text(ctx: Any, text: str, compile_rest: Compile) -> list[dict[str, Any]] | None:
    """The effects of a text that chooses a card name, then reveals or mills and compares,
    or None."""
    m = _CHOOSE_THEN.fullmatch(text.strip())
    if m is None or "chosen name" not in m.group("rest"):
        return None
    rest = m.group("rest")
    before = len(ctx.targets)
    got = compile_rest(ctx, rest[0].upper() + rest[1:])
    if not got or any(_reads_name(t) for t in ctx.targets[before:]) or not _reads_name(got):
        del ctx.targets[before:]
        return None
    choose: dict[str, Any] = {"quality": "nonland"} if m.group(1) else {}
    return [{"choose_name": choose}, *got]


def _reads_name(x: Any) -> bool:
    """Does this DSL (a target, an effect) read the name chosen?"""
    if isinstance(x, dict):
        return x.get("chosen") == "name" or any(_reads_name(v) for v in x.values())
    if isinstance(x, list):
        return any(_reads_name(v) for v in x)
    return False
