"""The card a creature became, moved by the trigger of its death (400.7, 603.10a):

  Whenever a creature is put into your graveyard from the battlefield, put that card on top
  of your library.                                                   (Mortuary)
  Whenever a creature you control dies, put it on the bottom of its owner's library.
                                                                     (The Cauldron of Eternity)

-> `move` of `remembered_card` (effects/references.py: the card in the graveyard the trigger's
permanent went to, if it is still there: 400.7, a card that left it is a new object) to the
top or bottom of the library. "your library" only when the event puts the card into your
graveyard (404.2: its owner's). ("Return that card to your hand" is read by the grammar.)"""

from __future__ import annotations

import re
from typing import Any

_MOVE = re.compile(r"^[Pp]ut (?P<what>it|that card) on (?P<where>top|the bottom) of "
                   r"(?P<whose>its owner's|your) library\.$")
# 400.7, 603.10a, 110.2: "Whenever a creature you control without flying dies, return it to the
# battlefield under its owner's control[ with a flying counter on it]." (Luminous Broodmoth; the
# counters: enter_with_counters.py): `move` of `remembered_card` to the battlefield
_RETURN = re.compile(r"^[Rr]eturn (?P<what>it|that card) to the battlefield under "
                     r"(?P<whose>its owner's|your) control\.$")
# events whose card goes to the graveyard of the ability's controller (its owner: 404.2)
_YOUR_GRAVEYARD = frozenset({"permanent_to_your_graveyard"})


# 406.3, 122.1: "Whenever equipped creature dies, exile it." (Eater of Virtue), "Whenever a
# creature an opponent controls dies, exile it with a hit counter on it." (Mari): `exile` of
# `remembered_card` (with `with_counters`, the counters it has as it arrives in exile)
_EXILE = re.compile(r"^[Ee]xile it(?: with an? (?P<kind>[a-z]+) counter on it)?\.$")


_ATTACHED_DIES = frozenset({"attached_dies"})  # ("it": the card the equipped creature became)
# the events of a creature dying whose card "it" / "that card" is (700.4, 603.10a)
_DIES = frozenset({"creature_dies"})


def _exile(ctx: Any, events: list[str], body: str) -> list[dict[str, Any]] | None:
    from mtg_engine.cards.oracle.delayed import _referent

    m = _EXILE.match(body.strip())
    if m is None or ctx.targets or (_referent(ctx, "it") != "remembered_card" and not (
            events and set(events) <= _ATTACHED_DIES)):
        return None
    kind = m.group("kind")
    if kind and f" {'an' if kind[0] in 'aeiou' else 'a'} {kind} counter" not in body:
        return None
    exile: dict[str, Any] = {"what": "remembered_card"}
    if kind:
        exile["with_counters"] = {kind: 1}
    return [{"exile": exile}]


# 603.10a, 400.7: "Whenever an opponent sacrifices a nontoken permanent or discards a permanent
# card, you may put that card from a graveyard onto the battlefield under your control."
# (Tergrid): "that card" is the card the event put into a graveyard (the sacrificed
# permanent's card, the discarded card), while it is still there: `move` of `event_card`
# (rules/event_referents.py)
_FROM_A_GRAVEYARD = re.compile(r"^[Pp]ut that card from a graveyard onto the battlefield under "
                               r"your control\.$")
CARD_EVENTS = frozenset({"you_sacrifice", "opponent_sacrifices", "player_sacrifices",
                         "you_discard_a", "opponent_discards_a", "player_discards_a"})


def read(ctx: Any, events: list[str], body: str) -> list[dict[str, Any]] | None:
    """The effect of such a trigger's instruction, or None."""
    from mtg_engine.cards.oracle.delayed import _referent
    from mtg_engine.cards.oracle.resolve import EVENT_REFERENT

    if _FROM_A_GRAVEYARD.match(body.strip()):
        if ctx.targets or not events or set(events) - CARD_EVENTS:
            return None
        return [{"move": {"what": "event_card", "to": "battlefield", "control": "you"}}]
    m = _MOVE.match(body.strip()) or _RETURN.match(body.strip())
    if m is None:
        return _exile(ctx, events, body)
    seed = EVENT_REFERENT.get()
    if m.group("what") == "that card":  # (never ~, even when the condition names ~)
        if seed is None or seed.player or seed.kind != "remembered_gone" or ctx.targets:
            return None
    elif _referent(ctx, m.group("what")) != "remembered_card":
        return None
    if m.re is _RETURN:
        if not events or set(events) - _DIES:
            return None
        return [{"move": {"what": "remembered_card", "to": "battlefield",
                          **({"control": "you"} if m.group("whose") == "your" else {})}}]
    if m.group("whose") == "your" and (not events or set(events) - _YOUR_GRAVEYARD):
        return None
    move: dict[str, Any] = {"what": "remembered_card", "to": "library"}
    if m.group("where") == "the bottom":
        move["bottom"] = True
    return [{"move": move}]


def render(refs: Any, p: dict[str, Any]) -> str:
    """The instruction of `read`'s effect, or "" (another move)."""
    from mtg_engine.cards.oracle.amount_render import wording

    if p == {"what": "event_card", "to": "battlefield", "control": "you"}:
        return "put that card from a graveyard onto the battlefield under your control"
    if p.get("what") == "remembered_card" and p.get("to") == "battlefield" \
            and set(p) <= {"what", "to", "control"}:
        what = refs.obj("remembered_card")
        if p.get("control") == "you":
            return f"return {what} to the battlefield under your control"
        # (110.2: its owner's control, said or not: "return that card to the battlefield",
        # Angelic Renewal, whose card is in your graveyard)
        owner = " under its owner's control" if wording("owner_control_said") else ""
        return f"return {what} to the battlefield{owner}"
    if p.get("what") != "remembered_card" or set(p) - {"what", "to", "bottom"} \
            or p["to"] != "library":
        return ""
    what = refs.obj("remembered_card")
    whose = "your" if wording("your_library") else "its owner's"
    where = "the bottom" if p.get("bottom") else "top"
    return f"put {what} on {where} of {whose} library"
