""""Choose a creature type." as a spell or ability resolves (205.3m, 608.2d), then the
instructions that read it, and back:

  Choose a creature type. Creatures that aren't of the chosen type get -3/-3 until end of
  turn.                                                                  (Crippling Fear)
  Choose a creature type. Destroy all creatures that aren't of the chosen type.
  Destroy all creatures of the creature type of your choice.            (Extinction)

-> `choose_creature_type` (rules/card_names.py), then the instructions compiled as usual
with the filter quality `chosen` / `not_chosen` ("of the chosen type", "of that type"). The
type is chosen as the instruction is carried out, after the targets were chosen (601.2c):
a target that would read it is refused. "X of the creature type of your choice" is the same
as choosing first (the round trip reads it so: render.py)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_CHOOSE = "Choose a creature type. "
_OF_YOUR_CHOICE = "of the creature type of your choice"

Compile = Callable[[Any, str], list[dict[str, Any]] | None]


# "Choose a basic land type. Each land you control becomes that type until end of turn.":
# the same as "... becomes the basic land type of your choice ..." (rules/chosen_words.py)
_BECOMES_THAT = re.compile(r"Choose a (basic land type|creature type)( other than Wall)?\. "
                           r"([^.]+?) becomes? that type until end of turn\.")


def lower_text(ctx: Any, text: str, compile_rest: Compile) -> list[dict[str, Any]] | None:
    """The effects of a text that chooses a creature type first, or None."""
    text = text.strip()
    m = _BECOMES_THAT.fullmatch(text)
    if m:  # 608.2d: one choice, then one continuous effect with it (613.1d)
        rest = m.group(3)
        verb = "become" if re.match(r"(each|target) ", rest, re.I) is None else "becomes"
        got = compile_rest(ctx, f"{rest} {verb} the {m.group(1)} of your choice until end "
                                "of turn.")
        if got and m.group(2):  # "other than Wall": Wall isn't offered (rules/chosen_words.py)
            if len(got) != 1 or got[0].get("continuous", {}).get("choose") != "creature_type":
                return None
            got = [{"continuous": {**got[0]["continuous"], "choose": "creature_type_not_wall"}}]
        return got
    if text.startswith(_CHOOSE):
        rest = re.sub(r"\bof that type\b", "of the chosen type", text[len(_CHOOSE):])
    elif text.count(_OF_YOUR_CHOICE) == 1 and "becomes" not in text:
        rest = text.replace(_OF_YOUR_CHOICE, "of the chosen type")
    else:
        return None
    if "choose" in rest.lower() or "chosen type" not in rest:
        return None
    before = len(ctx.targets)
    got = compile_rest(ctx, rest)
    if not got or any(_reads_choice(t) for t in ctx.targets[before:]):
        del ctx.targets[before:]
        return None
    if not _reads_choice(got):
        return None  # (the type is read by no instruction: something else was read)
    return [{"choose_creature_type": {}}, *got]


def _reads_choice(x: Any) -> bool:
    """Does this DSL (a target, an effect) read the creature type chosen?"""
    if isinstance(x, dict):
        if x.get("chosen") == "creature_type" or x.get("not_chosen") == "creature_type":
            return True
        return any(_reads_choice(v) for v in x.values())
    if isinstance(x, list):
        return any(_reads_choice(v) for v in x)
    return False
