"""A target player's permanents of some kinds kept tapped in that player's next untap step
(502.3): "Creatures target player controls don't untap during that player's next untap step."
(Misstep), "Creatures and lands target opponent controls don't untap during their next untap
step." (Exhaustion). 611.2c: the effect changes no characteristics, so it is a rule on the
group as it is in that untap step (a creature that comes under the player's control later
doesn't untap either), the player bound as it resolves (608.2b).

-> the DSL `skip_untap` of the group `{"all": filter, "controlled_by": target}` with `theirs`,
the printed words naming the untap step ("their" / "that player's"; effects/untap.py)."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.effects import Ctx

_SENTENCE = re.compile(r"^(?P<kinds>[a-z]+(?: and [a-z]+)?) target (?P<who>player|opponent) "
                       r"controls don't untap during (?P<theirs>their|that player's) next "
                       r"untap step$")
_KINDS = {"artifacts": "Artifact", "creatures": "Creature", "lands": "Land",
          "enchantments": "Enchantment", "planeswalkers": "Planeswalker"}
THEIRS = ("their", "that player's")
# "Creatures don't untap during target player's next untap step." (Blinding Beam): the target
# player names only the untap step; every creature stays tapped in it, another player's too
# (one Seedborn Muse untaps: the card's ruling, 502.3). `controlled_by` carries the player and
# `theirs` the printed "target player's", which effects/untap.py reads as "whoever controls it"
_DURING = re.compile(r"^(?P<kinds>[a-z]+) don't untap during target (?P<who>player|opponent)'s "
                     r"next untap step$")
# "Tap all creatures target player controls. Those creatures don't untap during that player's
# next untap step." (Sleep): the creatures the tap instruction named, locked in (611.2c: not
# one that comes under that player's control later), kept tapped in that player's next untap
# step (`those`; effects/untap.py)
_THOSE = re.compile(r"^those (?P<kinds>[a-z]+) don't untap during that player's next untap "
                    r"step$")


def lower_sentence(ctx: Ctx, sentence: str) -> list[dict[str, Any]] | None:
    """The instruction of such a sentence, or None."""
    m = _SENTENCE.match(sentence.strip().lower())
    d = _DURING.match(sentence.strip().lower()) if m is None else None
    if d is not None and d.group("kinds") in _KINDS:
        who = ctx.add_target({"kind": d.group("who")})
        group = {"all": {"types": [_KINDS[d.group("kinds")]]}, "controlled_by": who}
        return [{"skip_untap": {"what": group, "theirs": f"target {d.group('who')}'s"}}]
    if m is None:
        return _those(ctx, sentence)
    kinds = m.group("kinds").split(" and ")
    if any(k not in _KINDS for k in kinds) or len(set(kinds)) != len(kinds):
        return None
    who = ctx.add_target({"kind": m.group("who")})
    group = {"all": {"types": [_KINDS[k] for k in kinds]}, "controlled_by": who}
    return [{"skip_untap": {"what": group, "theirs": m.group("theirs")}}]


def _those(ctx: Ctx, sentence: str) -> list[dict[str, Any]] | None:
    """"Those creatures don't untap during that player's next untap step." right after "Tap
    all creatures target player controls." (the same group, 608.2c), or None."""
    m = _THOSE.match(sentence.strip().lower())
    before = ctx.previous[-1] if ctx.previous else None
    group = (before or {}).get("tap", {}).get("what") if isinstance(before, dict) else None
    if m is None or not isinstance(group, dict) or set(group) != {"all", "controlled_by"} \
            or group["all"] != {"types": [_KINDS.get(m.group("kinds"), "")]} \
            or not str(group["controlled_by"]).startswith("target") \
            or len(ctx.previous) != 1 or len(ctx.targets) != 1:
        return None
    return [{"skip_untap": {"what": group, "theirs": "that player's", "those": True}}]
