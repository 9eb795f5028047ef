"""Two target cards of different kinds returned from your graveyard to your hand by one
instruction (115.1, 400.3; each "target" a requirement of its own, 115.3):

  Return up to one target instant card and up to one target sorcery card from your graveyard
      to your hand. (Pull from the Deep)
  Return up to one target creature card and up to one target noncreature permanent card from
      your graveyard to your hand. (Retrieve)

Read as one instruction per target ("Return up to one target instant card from your
graveyard to your hand. Return up to one target sorcery card from your graveyard to your
hand."): cards put into a hand one after the other or together make the same game (nothing
sees a card reach a hand). Only to the hand: onto the battlefield they would enter together
(603.6a), which two instructions would not say. The round trip reads the printed sentence
the same way (render.normalise)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_TARGET = r"(?:up to one )?target [^.]+? card"
_PAIR = re.compile(rf"(?:(?<=^)|(?<=\. ))([Rr])eturn (?P<a>{_TARGET}) and (?P<b>{_TARGET}) "
                   r"from your graveyard to your hand(?=[.,])")


def split(text: str) -> str | None:
    """The text with such a sentence said as one instruction per target, or None."""
    def apart(m: re.Match[str]) -> str:
        tail = " from your graveyard to your hand"
        return f"{m[1]}eturn {m['a']}{tail}. Return {m['b']}{tail}"

    out = _PAIR.sub(apart, text)
    return out if out != text else None


_SHARING = " that share a creature type from "


def lower_sharing(ctx: Any, text: str, compile_rest: Callable[[Any, str], Any]) -> Any:
    """"Return two target creature cards that share a creature type from your graveyard to
    your hand." (601.2c, 205.3m): the sentence read without the relation, then the two
    requirements of its one word "target" marked (TargetSpec.shares_type: checked as they
    are chosen, rules/targets.related); None unless it names exactly those two."""
    if text.count(_SHARING) != 1 or text.count("target") != 1:
        return None
    before = len(ctx.targets)
    got = compile_rest(ctx, text.replace(_SHARING, " from "))
    added = ctx.targets[before:]
    if not got or len(added) != 2 or not added[0].get("word") \
            or added[0].get("word") != added[1].get("word") or added[0]["kind"] != "card":
        del ctx.targets[before:]
        return None
    for spec in added:
        spec["shares_type"] = "creature"
    return got


def describe_sharing(spec: dict[str, Any], count: int) -> str:
    """"two target creature cards that share a creature type from your graveyard"."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_target

    base = describe_target({k: v for k, v in spec.items() if k != "shares_type"}, count)
    if count != 2 or " cards from " not in base:
        raise RenderError("targets sharing a creature type")
    return base.replace(" cards from ", " cards" + _SHARING, 1)


# render.normalise: the printed pair said as the two instructions it is read as
NORMALISE = (rf"\breturn ({_TARGET}) and ({_TARGET}) from your graveyard to your hand\b",
             r"return \1 from your graveyard to your hand. return \2 from your graveyard to "
             r"your hand")
