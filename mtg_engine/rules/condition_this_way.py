"""Conditions about what an earlier instruction of the resolving spell or ability did "this
way" (608.2c; registered in rules/condition_families.JUDGES, read by
cards/oracle/conditions_this_way.py): {"kind": "this_way", "name": verb, "filter": F} holds
when one or more of the objects moved so since this resolution began match F:

- "milled": cards put into a graveyard from a library (701.13a), as they are there;
- "discarded": cards discarded (701.8a), as they are in the zone they went to;
- "exiled": cards put into exile, as they are there;
- "sacrificed": permanents sacrificed (701.17a), as they last existed on the battlefield
  (608.2h, 603.10a: the "left_as" record);
- "dies": creatures put into a graveyard from the battlefield (700.4), as they last existed
  there; "destroyed": permanents that left the battlefield (701.7a: the destroy instruction
  before is the only one of the resolution that moves them; a replacement effect may have
  sent them elsewhere, 614.6: they were destroyed all the same), as they last existed there;
- "put into a graveyard": permanents put into a graveyard from the battlefield, as they last
  existed there;
- "dealt damage": permanents dealt damage (120.3), as they are, or as they last existed on
  the battlefield if they have left since (during the resolution);
- "player dealt damage": a player dealt damage (120.3; filter {controller: opponent}: an
  opponent of the ability's controller);
- "self dealt damage to you": the source dealt damage to the ability's controller (120.3:
  none if all of it was prevented, 615); "self destroyed": the source left the battlefield by
  the destroy instruction before (701.7a: not if it was regenerated, 701.15a, or is
  indestructible, 702.12b);
- "put into your hand" / "none put into your hand": one or more / no cards matching F put
  into your hand (after looking at the top cards of your library), as they are there;
- "revealed": cards revealed (701.16a), as they are now (the Deceivers' top card, still on
  top of the library: "If it's a land card, ...").

The resolution began at the ("resolve", stack id) event (rules/stack.py); outside a
resolution nothing was done "this way" and the condition doesn't hold.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_engine.rules.filters import matches

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import Condition
    from mtg_engine.state.game_state import GameState

Event = tuple[object, ...]


def _resolution_events(state: GameState) -> list[Event]:
    """The events since the resolving spell or ability's ("resolve", id) event, oldest first."""
    from mtg_engine.rules.amounts import since_resolution

    return [] if state.frame is None else since_resolution(state, state.frame)[::-1]


def _card_matches(state: GameState, c: Condition, new: object, you: int, source: int) -> bool:
    return isinstance(new, int) and new in state.objects \
        and matches(state, new, c.filter, you, source)


def _left_matches(state: GameState, c: Condition, events: list[Event], old: object, you: int,
                  source: int) -> bool:
    from mtg_engine.rules.last_known import matches_as_it_left

    rec = next((ev for ev in events if ev[0] == "left_as" and ev[1] == old), None)
    return rec is not None and matches_as_it_left(state, rec, c.filter, you, source)


def _damaged_matches(state: GameState, c: Condition, events: list[Event], target: object,
                    you: int, source: int) -> bool:
    if isinstance(target, int) and target in state.battlefield:
        return matches(state, target, c.filter, you, source)
    return _left_matches(state, c, events, target, you, source)


def this_way(state: GameState, c: Condition, you: int, source: int) -> bool:
    events = _resolution_events(state)
    verb = c.name
    if verb == "discarded":
        olds = {ev[2] for ev in events if ev[0] == "discard"}
        return any(_card_matches(state, c, ev[2], you, source) for ev in events
                   if ev[0] == "move" and ev[1] in olds)
    if verb == "dealt damage":
        return any(_damaged_matches(state, c, events, ev[2], you, source) for ev in events
                   if ev[0] == "damage" and int(ev[3]) > 0)  # type: ignore[call-overload]
    if verb == "self dealt damage to you":  # 120.3: ("damage", source, target, amount, ...)
        from mtg_engine.state.objects import player_ref

        return any(ev[0] == "damage" and ev[1] == source and ev[2] == player_ref(you)
                   and int(ev[3]) > 0 for ev in events)  # type: ignore[call-overload]
    if verb == "self destroyed":  # 701.7a: it moved from the battlefield (400.7: its old id)
        return any(ev[0] == "move" and ev[1] == source and ev[4] == "battlefield"
                   for ev in events)
    if verb == "player dealt damage":  # 120.3: ("damage", source, player ref, amount, ...)
        from mtg_engine.state.objects import ref_player

        hit = [ref_player(int(ev[2])) for ev in events  # type: ignore[call-overload]
               if ev[0] == "damage" and int(ev[3]) > 0 and int(ev[2]) < 0]  # type: ignore
        return any(p is not None and (c.filter.controller != "opponent" or p != you)
                   for p in hit)
    if verb == "revealed":  # ("reveal", player, card | (card, ...)[, name]): 701.16a
        from mtg_engine.rules.cards_this_way import revealed_cards

        return any(_card_matches(state, c, card, you, source) for ev in events
                   if ev[0] == "reveal" for card in revealed_cards(ev))
    if verb in ("put into your hand", "none put into your hand"):  # (after look_at_top)
        put = any(ev[0] == "move" and ev[5] == "hand" and _card_matches(state, c, ev[2], you,
                                                                         source)
                  and state.objects[int(ev[2])].owner == you for ev in events)  # type: ignore
        return put == (verb == "put into your hand")
    if verb == "sacrificed":
        return any(_left_matches(state, c, events, ev[2], you, source) for ev in events
                   if ev[0] == "sacrifice")
    for ev in events:
        if ev[0] != "move":
            continue
        frm, to = ev[4], ev[5]
        if verb == "milled" and (frm, to) == ("library", "graveyard") \
                and _card_matches(state, c, ev[2], you, source):
            return True
        if verb == "exiled" and to == "exile" and _card_matches(state, c, ev[2], you, source):
            return True
        if frm == "battlefield" and (verb == "destroyed" or (
                verb in ("dies", "put into a graveyard") and to == "graveyard")) \
                and _left_matches(state, c, events, ev[1], you, source):
            return True
    return False


def cost_sacrificed(state: GameState, c: Condition, you: int, source: int) -> bool:
    """118.3, 608.2h: "if the sacrificed creature was red": the one permanent the resolving
    spell's or ability's cost sacrificed (its "sacrificed" record, rules/casting.py,
    rules/activation.py) matched the filter as it last existed on the battlefield."""
    from mtg_engine.rules.last_known import matches_as_it_left

    frame = state.frame
    o = state.objects.get(frame.stack_id) if frame is not None else None
    old = next((int(v) for k, v in (o.chosen if o is not None else ()) if k == "sacrificed"),
               None)
    if old is None:
        return False
    rec = next((ev for ev in reversed(state.log) if ev[0] == "left_as" and ev[1] == old), None)
    return rec is not None and matches_as_it_left(state, rec, c.filter, you, source)


def _cost_discarded(state: GameState, c: Condition, you: int, source: int) -> bool:
    from mtg_engine.rules.cost_discarded import cost_discarded_was

    return cost_discarded_was(state, c, you, source)


JUDGES = {"this_way": this_way, "cost_sacrificed_was": cost_sacrificed,
          "cost_discarded_was": _cost_discarded}  # 118.3, 608.2h (rules/cost_discarded.py)
