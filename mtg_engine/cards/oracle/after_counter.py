"""What a counterspell does to the countered spell's controller (608.2h: the controller it had
as it last existed on the stack, effects/references.py), in the Oracle compiler:

  Counter target noncreature spell. Its controller creates two Treasure tokens.
                                                        (An Offer You Can't Refuse)
  Counter target enchantment, instant, or sorcery spell. Its controller creates a 2/2 blue
  Bird creature token with flying.                      (Swan Song; the token is theirs, 111.2)
  Counter target spell. ~ deals 2 damage to that spell's controller.  (Ionize)
  Counter target creature spell. Draw cards equal to that spell's mana value.
                                                        (Overwhelming Intellect)

"that spell's controller" is the same player as "its controller" here: the reference
`target_controller` of the countered target (render_phrases renders both wordings).
"""

from __future__ import annotations

import re
from typing import Any

_CREATES = re.compile(r"(?:Its|That spell's) controller creates (?P<token>.+)")
# "Its controller gains life equal to its mana value." (Illumination; 202.3, 608.2h: the
# countered spell's mana value as it last existed on the stack)
_GAINS = re.compile(r"(?:Its|That spell's) controller gains life equal to its mana value")
_DAMAGE = re.compile(r"~ deals (?P<n>\w+) damage to (?:its|that spell's) controller")
# "~ deals damage equal to that spell's power to its controller." (Essence Backlash; 208.1,
# 608.2h: the creature spell's power as it last existed on the stack)
_DAMAGE_POWER = re.compile(r"~ deals damage equal to that spell's power to its controller")
# "Put X +1/+1 counters on ~, where X is that spell's mana value." (Draining Whelk)
_COUNTERS_X = re.compile(r"Put X \+1/\+1 counters on ~, where X is that spell's mana value")
# "Create X Treasure tokens, where X is that spell's mana value." (Spell Swindle), "Create an
# X/X green Ooze creature token, where X is that spell's mana value." (Mystic Genesis; 111.1,
# 202.3e, 608.2h: the countered spell's mana value as it last existed on the stack, its X too)
_CREATES_X = re.compile(r"(?P<head>Create (?:X|an X/X) .+), where X is that spell's mana value")
# "Draw cards equal to that spell's mana value." (Overwhelming Intellect; 202.3, 608.2h)
_DRAWS = re.compile(r"Draw cards equal to (?:its|that spell's) mana value")


# "If you control a creature with power 4 or greater, counter that spell instead." (Stubborn
# Denial): the same spell countered again in the rider of an "instead" (608.2c), with no
# payment or another one (118.12)
_AGAIN = re.compile(r"[Cc]ounter that spell(?: unless its controller pays "
                    r"(?P<pay>(?:\{[0-9WUBRGC]\})+))?")


def _tokens_by_mana_value(ctx: Any, head: str) -> list[dict[str, Any]] | None:
    """The tokens of `head` ("Create X ... tokens" / "Create an X/X ... token"), X the countered
    spell's mana value (608.2h), or None. Not on a spell with {X} of its own (107.3: X would
    be two numbers)."""
    if ctx.allow_x:
        return None
    from mtg_engine.cards.oracle.effects import compile_effects

    countered = ctx.after_counter
    ctx.allow_x = True
    try:
        got = compile_effects(ctx, head)
    finally:
        ctx.allow_x, ctx.after_counter = False, countered
    body = got[0].get("create_token") if got and len(got) == 1 else None
    if body is None or "X" not in (body.get("count"), body.get("power")) \
            or body.get("power") != body.get("toughness"):
        return None
    mv = {"mana_value_of": str(countered)}
    return [{"create_token": {k: mv if v == "X" else v for k, v in body.items()}}]


_THAT_PLAYER = re.compile(r"That player (?P<vp>.+)")


def controller_ref(ctx: Any) -> str | None:
    """The countered spell's controller, right after the sentence that counters it."""
    if ctx.after_counter is None:
        return None
    return str(ctx.after_counter).replace("target", "target_controller", 1)


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    """A sentence above, or None."""
    who = controller_ref(ctx)
    if who is None:
        return None
    from mtg_engine.cards.oracle import delayed_amounts

    later = delayed_amounts.lower_sentence(ctx, s)  # Mana Drain's mana (603.7c)
    if later is not None:
        return later
    m = _THAT_PLAYER.fullmatch(s)
    if m is not None and ctx.countered_pays:
        # "Counter target spell unless its controller pays {1}. That player discards a card."
        # (Frightful Delusion): the player named by the "unless" (608.2c, 608.2h)
        from mtg_engine.cards.oracle.effects import _verb_phrases

        return _verb_phrases(ctx, ("player", who), m.group("vp"), eot=False)
    m = _AGAIN.fullmatch(s)
    if m is not None:
        ctx.countered = ctx.after_counter
        pay = {"unless_pays": m.group("pay")} if m.group("pay") else {}
        return [{"counter": {"what": ctx.after_counter, **pay}}]
    m = _CREATES.fullmatch(s)
    if m is not None:
        from mtg_engine.cards.oracle.effects import _create_token

        got = _create_token(ctx, "create " + m.group("token"))
        if got is None:
            return None
        return [{"create_token": {**got[0]["create_token"], "who": who}}]
    m = _CREATES_X.fullmatch(s)
    if m is not None:
        return _tokens_by_mana_value(ctx, m.group("head"))
    if _DRAWS.fullmatch(s):
        return [{"draw": {"count": {"mana_value_of": str(ctx.after_counter)}}}]
    if _GAINS.fullmatch(s):
        return [{"gain_life": {"amount": {"mana_value_of": str(ctx.after_counter)}, "who": who}}]
    if _DAMAGE_POWER.fullmatch(s) and ctx.on_permanent is False:  # 208.1, 608.2h
        return [{"damage": {"amount": {"power_of": str(ctx.after_counter)}, "to": who}}]
    if _COUNTERS_X.fullmatch(s) and ctx.on_permanent:  # 122.1, 202.3 (Draining Whelk)
        return [{"put_counters": {"kind": "+1/+1", "what": "self",
                                  "count": {"mana_value_of": str(ctx.after_counter)}}}]
    m = _DAMAGE.fullmatch(s)
    if m is not None and ctx.on_permanent is False:
        from mtg_engine.cards.oracle.phrases import number

        n = number(m.group("n"), ctx.allow_x)
        if n is None:
            return None
        return [{"damage": {"amount": n, "to": who}}]
    return None
