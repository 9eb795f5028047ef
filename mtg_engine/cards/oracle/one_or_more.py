"""Targets chosen "one or more" (601.2c: any number of them, but at least one):

  One or more target creatures become red until end of turn.
      (Dwarven Song, Heaven's Gate, Sea Kings' Blessing, Sylvan Paradise, Touch of Darkness)

The requirement is `any_number` with `one_or_more` (rules/x_targets.py: no empty choice), its
targets named "targets:N"; the instruction is the one "target creature becomes red until end
of turn" compiles to (a color-setting effect, 105.3, layer 5), on all of them."""

from __future__ import annotations

import re
from typing import Any

_BECOME = re.compile(r"one or more target creatures become (?P<color>white|blue|black|red|green) "
                     r"until end of turn")


def lower_sentence(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    """The effect of the sentence (lower case, no period), or None."""
    from mtg_engine.cards.oracle.effects import Ctx, compile_effects

    m = _BECOME.fullmatch(low)
    if m is None or ctx.targets:
        return None
    one = Ctx(allow_x=ctx.allow_x, on_permanent=ctx.on_permanent)
    got = compile_effects(one, f"Target creature becomes {m.group('color')} until end of turn.")
    if not got or len(got) != 1 or len(one.targets) != 1 \
            or next(iter(got[0].values())).get("what") != "target":
        return None
    ctx.add_target({**one.targets[0], "any_number": True, "one_or_more": True})
    verb, body = next(iter(got[0].items()))
    return [{verb: {**body, "what": "targets:0"}}]  # (the text's only targets)


# "Any number of target players each gain 6 life." (Hunters' Feast): each target player does
# what "Target player gains 6 life." says (601.2c: any number of them; 101.4: in APNAP order)
_EACH = re.compile(r"any number of target (?P<who>players|opponents) each (?P<vp>.+)")
_THIRD = {"gain": "gains", "draw": "draws", "lose": "loses", "discard": "discards",
          "mill": "mills", "sacrifice": "sacrifices", "create": "creates"}


def lower_players(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    """The effects of "Any number of target players each <verb> ...", or None."""
    from mtg_engine.cards.oracle.effects import Ctx, compile_effects

    m = _EACH.fullmatch(sentence.strip().rstrip(".").lower())
    verb = m.group("vp").split()[0] if m else ""
    if m is None or ctx.targets or verb not in _THIRD:
        return None
    one = Ctx(allow_x=ctx.allow_x, on_permanent=ctx.on_permanent)
    rest = sentence.strip().rstrip(".")[-len(m.group("vp")) + len(verb):]
    got = compile_effects(one, f"Target {m.group('who')[:-1]} {_THIRD[verb]}{rest}.")
    if not got or len(one.targets) != 1 \
            or any(next(iter(e.values())).get("who") != "target" for e in got):
        return None
    ctx.add_target({**one.targets[0], "any_number": True})
    return [{v: {**b, "who": "targets:0"}} for e in got for v, b in e.items()]
