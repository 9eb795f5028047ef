"""615.8, 609.7a: a chosen source's shield on one recipient: "The next time a source of your
choice would deal damage to any target this turn, prevent that damage." (Martyr's Cause,
Sanctum Guardian), "... to target creature ..." (Charm Peddler) -> the `prevent` effect of
kind "chosen_source", `once`, whose `what` is that target, and back. (Not read: "to enchanted
creature", Kithkin Armor.) "Prevent the next 3 damage that would be dealt to any target this
turn by a source of your choice." (Healing Grace, 615.7): the same with an `amount` instead
of `once`, the shield used up as it prevents that much. The source is chosen
as the effect resolves; the shield prevents the next damage it would deal to that recipient
only (rules/replacement_watch: affects "dest", `Shield.dest`)."""

from __future__ import annotations

import re
from typing import Any

_NEXT_TO = re.compile(r"The next time a source of your choice would deal damage to "
                      r"(?P<to>any target|target creature) this turn, "
                      r"prevent that damage\.")


_NEXT_N = re.compile(r"prevent the next (?P<n>\d+) damage that would be dealt to "
                     r"(?P<to>any target|target creature) this turn by a source of your choice")


def lower_sentence(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    """"Prevent the next N damage ... by a source of your choice" (lower case, no period)."""
    from mtg_engine.cards.oracle.effects import _damage_recipient

    m = _NEXT_N.fullmatch(low)
    if m is None or int(m.group("n")) < 1:
        return None
    what = _damage_recipient(ctx, m.group("to"))
    if not isinstance(what, str) or what in ("you", "any"):
        return None
    return [{"prevent": {"kind": "chosen_source", "what": what, "amount": int(m.group("n"))}}]


def lower_text(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    """The effect of such a sentence (the whole text), or None."""
    from mtg_engine.cards.oracle.effects import _damage_recipient

    m = _NEXT_TO.fullmatch(text.strip())
    if m is None:
        return None
    before = len(ctx.targets)
    what = _damage_recipient(ctx, m.group("to"))
    if what is None or not isinstance(what, str) or what in ("you", "any"):
        del ctx.targets[before:]
        return None
    return [{"prevent": {"kind": "chosen_source", "what": what, "once": True}}]


def render(refs: Any, p: dict[str, Any]) -> str | None:
    """The sentence back (lower case, no period), or None for another chosen-source shield."""
    if p.get("what") in ("you", "any"):
        return None
    if set(p) == {"kind", "what", "amount"} and isinstance(p["amount"], int):
        return f"prevent the next {p['amount']} damage that would be dealt to " \
            f"{refs.obj(p['what'])} this turn by a source of your choice"
    if set(p) != {"kind", "what", "once"} or p.get("once") is not True:
        return None
    return f"the next time a source of your choice would deal damage to {refs.obj(p['what'])} " \
        "this turn, prevent that damage"
