"""A triggered ability moving its own source after the event moved it (400.7): "When ~ is put
into a graveyard from anywhere, shuffle it into its owner's library." (Dread, Worldspine
Wurm), "When ~ dies, shuffle it into its owner's library[, then scry 2]." (701.19). The source
is the card in the graveyard, a new object the ability finds (triggers._after_move makes a
"dies" trigger's "self" that card; a "put into a graveyard from anywhere" trigger's source is
already it, rules/trigger_zones.py). Read here, rendered by render.py (`shuffle_into_library`)."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle import ir

# events after which "it" is the source's card in a graveyard
_IN_GRAVEYARD = {"put_into_graveyard", "dies", "put_into_graveyard_from_battlefield",
                 "put_into_your_graveyard_from_battlefield", "put_into_graveyard_from_library"}
_FROM_LIBRARY = "is put into your graveyard from your library"
_REMOVED = "a time counter is removed from ~ while it's exiled"
_LAST_REMOVED = "the last time counter is removed from ~ while it's exiled"
_EXILED_EVENTS = {_REMOVED: "time_counter_removed_in_exile",
                  _LAST_REMOVED: "last_time_counter_removed_in_exile"}


class SelfMoveProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def ev_to_graveyard_from_library(self, _: list[Any]) -> tuple[str, Any, str]:
        return (_FROM_LIBRARY, None, "")  # 404.2: a card goes to its owner's graveyard

    def ev_crews(self, items: list[Any]) -> tuple[str, Any, str]:
        from mtg_engine.cards.oracle.parse import NotUnderstood

        if str(items[0]) != "a" or str(items[1]) != "Vehicle":
            raise NotUnderstood("crews ...")
        return ("crews a Vehicle", None, "")  # 702.122b

    def counter_removed_in_exile(self, items: list[Any]) -> ir.TriggerEvent:
        from mtg_engine.cards.oracle.parse import NotUnderstood

        if str(items[0]) != "a" or str(items[1]) != "time":
            raise NotUnderstood("a counter removed in exile")
        return ir.TriggerEvent("self", _REMOVED)  # 702.62a

    def last_counter_removed_in_exile(self, items: list[Any]) -> ir.TriggerEvent:
        from mtg_engine.cards.oracle.parse import NotUnderstood

        if str(items[0]) != "time":
            raise NotUnderstood("the last counter removed in exile")
        return ir.TriggerEvent("self", _LAST_REMOVED)  # 702.62a



def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """"When ~ is put into your graveyard from your library", "Whenever a time counter is
    removed from ~ while it's exiled" (702.62a): (True, its DSL event); (False, None) for the
    other events."""
    if ev.verb == "crews a Vehicle":  # 702.122b
        return True, (("crews_vehicle", {}) if ev.subject == "self" else None)
    if ev.verb in _EXILED_EVENTS:  # 702.62a
        return True, (_EXILED_EVENTS[ev.verb], {})
    if ev.verb != _FROM_LIBRARY:
        return False, None
    return True, (("put_into_graveyard_from_library", {}) if ev.subject == "self" else None)


def render(t: dict[str, Any]) -> str:
    """The English of this module's event ("" for the others)."""
    if t["event"] == "put_into_graveyard_from_library" and not t.get("filter"):
        return "When ~ " + _FROM_LIBRARY
    if t["event"] == "crews_vehicle" and not t.get("filter"):
        return "Whenever ~ crews a Vehicle"
    said = {v: k for k, v in _EXILED_EVENTS.items()}.get(t["event"])
    if said and not t.get("filter"):
        return ("Whenever " if said == _REMOVED else "When ") + said
    return ""
# "When ~ dies, you may put it on the top or bottom of its owner's library." (Arashin
# Sovereign): the ability's controller chooses where (608.2d), the card it became (400.7d)
_TOP_OR_BOTTOM = re.compile(r"^[Pp]ut (?:it|~) on the top or bottom of its owner's library\.$")
_SHUFFLE = re.compile(r"^[Ss]huffle (?:it|~) into its owner's library"
                      r"(?:, then scry (\d+))?\.$")


def effects(conds: list[tuple[str, dict[str, Any]]], body: str, names_self: bool
            ) -> list[dict[str, Any]] | None:
    """The effects of "shuffle it into its owner's library[, then scry N]." on a trigger whose
    condition names ~ going to a graveyard (`names_self`), else None."""
    if not names_self or not conds or any(e not in _IN_GRAVEYARD or f for e, f in conds):
        return None
    if body == "its owner shuffles their graveyard into their library." \
            and all(e == "put_into_graveyard" for e, _ in conds):
        # the Eldrazi titans: the card's owner (108.3), whose graveyard it is in
        return [{"shuffle_graveyard": {"who": "self_owner"}}]
    if body.lower() == "put it onto the battlefield." and all(
            e in ("put_into_graveyard", "put_into_graveyard_from_library") for e, _ in conds):
        # "When ~ is put into your graveyard from your library, you may put it onto the
        # battlefield." (Narcomoeba): the source is the card in the graveyard (404.2, 400.7)
        return [{"move": {"what": "self", "from": "graveyard", "to": "battlefield",
                          "said": "put it"}}]
    if _TOP_OR_BOTTOM.match(body):  # 401.1, 400.7d: the card, by the controller's choice
        return [{"top_or_bottom": {"what": "self_in_graveyard", "chooser": "you"}}]
    m = _SHUFFLE.match(body)
    if m is None:
        return None
    out: list[dict[str, Any]] = [{"shuffle_into_library": {"what": "self"}}]
    if m.group(1):
        out.append({"scry": {"count": int(m.group(1))}})
    return out


def return_it(body: str, referent: Any, events: tuple[str, ...] = ()) -> str:
    """"When ~ dies / deals combat damage to a player, return it to its owner's hand": "it"
    is ~ when the event involves no other object ("that player" is no object); with one (a
    creature it blocks) the body is left as it is (resolve.py refuses the ambiguous "it").
    After ~ went to a graveyard (`events` all _DIED), "return it to the battlefield [tapped]
    under its owner's control" / "to your hand" too, first or after "If you do," (the card it
    became, 400.7d: triggers._after_move)."""
    if referent is not None and referent.player != "event":
        return body
    if events and all(e in _DIED for e in events):
        body = re.sub(r"(^|\. If you do, )([Rr])eturn it to (the battlefield|your hand)\b",
                      r"\1\2eturn ~ to \3", body)
    return re.sub(r"^([Rr])eturn it to its owner's hand\b", r"\1eturn ~ to its owner's hand",
                  body)


# ~ went to a graveyard from the battlefield ("your": its owner's, 404.2)
_DIED = frozenset({"dies", "put_into_graveyard_from_battlefield",
                   "put_into_your_graveyard_from_battlefield"})


def crewed(conds: list[tuple[str, dict[str, Any]]], body: str, read: Any
           ) -> list[dict[str, Any]] | None:
    """"Whenever ~ crews a Vehicle, that Vehicle gains haste until end of turn." (702.122b):
    "that Vehicle" is the Vehicle remembered, read as "it" (`read` compiles a sentence with a
    context of its own: (effects, targets) or None); the rendering names it "that Vehicle"
    again (trigger_render.remembered_phrase). None for other bodies or events."""
    from mtg_engine.cards.oracle.resolve import SELF_IN_CONDITION

    if [e for e, _ in conds] != ["crews_vehicle"] or not body.startswith("that Vehicle ") \
            or ". " in body:  # (one sentence)
        return None
    unnamed = SELF_IN_CONDITION.set(False)  # ("that Vehicle" is not ~: no ambiguous "it")
    try:
        got = read("It " + body[len("that Vehicle "):])
    finally:
        SELF_IN_CONDITION.reset(unnamed)
    if got is None or got[1]:
        return None
    return got[0]  # type: ignore[no-any-return]


PRODUCTIONS = SelfMoveProductions  # installed into the trigger grammar (triggers._install_batched)


_TOP_FROM_GRAVEYARD = re.compile(r"^[Pp]ut ~ from your graveyard on top of your library\.$")


def top_from_graveyard(body: str) -> list[dict[str, Any]] | None:
    """"Whenever a Gate enters the battlefield under your control, you may put ~ from your
    graveyard on top of your library." (Gate Colossus; 113.6m: the ability functions in the
    graveyard, triggers.graveyard_zone; 401.1): None for another body, or a trigger that
    can't function there."""
    from mtg_engine.cards.oracle.trigger_effects import IN_GRAVEYARD

    if not IN_GRAVEYARD.get() or not _TOP_FROM_GRAVEYARD.match(body):
        return None
    return [{"move": {"what": "self", "from": "graveyard", "to": "library"}}]
