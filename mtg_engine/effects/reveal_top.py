"""The top card of a library revealed (701.16a) or looked at (401.5), then moved by what it
is (608.2c: an instruction carried out only if a condition holds, "Otherwise, ..." when it
doesn't):

  Reveal the top card of your library. If it's a land card, put it onto the battlefield.
  Otherwise, put that card into your hand.
  Look at the top card of your library. If it's a land card, you may reveal it and put it
  into your hand.

`reveal_top_if`: the controller's top card is revealed (`look`: only looked at, a hidden
zone's card seen by its owner alone, 400.2); if it matches `filter` (its characteristics in
the library, 109.3), it goes to `then_to` (hand, battlefield, graveyard, bottom of the
library; `then_tapped` onto the battlefield), else to `else_to` (none: it stays on top).
`*_may`: the controller chooses whether to (608.2d), as that instruction is carried out.
`else_unmoved`: the `else_*` move happens when the card wasn't moved by the first one, for
either reason ("If you don't put the card into your hand, ...").
`then_reveal`: "you may reveal it and put it into your hand" (701.16a, after a look).
`reveal_may`: "Look at the top card of your library. You may reveal that card." (401.5, then
701.16a if the controller chooses to, 608.2d; Delver of Secrets): nothing else is done with
it (no `then_to`), the instructions after read "if ... is revealed this way".
`*_it`: the printed pronoun ("it" / "that card"), for the round trip.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.references import _ask
from mtg_engine.rules.filters import matches
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone

DESTINATIONS = ("hand", "battlefield", "graveyard", "bottom")


def v_reveal_top_if(state: GameState, frame: Frame, e: Effect) -> bool:
    player = frame.controller
    if e.get("who"):  # another player's library: they reveal, choose and put (603.2, 110.2)
        from mtg_engine.effects.references import resolve_refs
        from mtg_engine.state.objects import ref_player

        players = [ref_player(r) for r in resolve_refs(state, frame, e.get("who")) if r < 0]
        if not players:
            return True
        player = int(players[0])
    lib = state.players[player].library
    if not lib:
        return True  # no card to reveal: nothing happens (701.16a)
    top = lib[-1]
    if e.get("reveal_may") or e.get("take_may"):
        return _look_then_may_reveal(state, frame, player, top, bool(e.get("take_may")))
    if frame.answer is None:  # (not again when the "may" is answered)
        if e.get("look"):
            state.log.append(("look_at_top", player, 1))  # 401.5
        else:
            state.log.append(("reveal", player, (top,)))  # 701.16a
    # 608.2c: the condition is judged as the instruction is carried out
    branch = "then" if matches(state, top, e.get("filter") or {}, player, frame.source) \
        else "else"
    declined = dict(frame.vars).get("declined", 0)
    if declined:  # "If you don't put the card into your hand, ..." after a "no" (608.2c)
        branch = "else"
    to = e.get(f"{branch}_to")
    if to is None:
        return True  # it stays on top of the library
    if e.get(f"{branch}_may"):  # 608.2d: the controller chooses as it's carried out
        if frame.answer is None:
            name = state.objects[top].card.name if not e.get("look") else "the card"
            return _ask(state, ChoiceDecision(player, "may", (1, 0), 1, 1,
                                              f"{frame.source_card}: move {name} ({to})?"),
                        "effect")
        yes = frame.answer[0] == 1
        state.frame = frame = replace(frame, answer=None)
        if not yes:
            if branch == "then" and e.get("else_unmoved") and e.get("else_to"):
                state.frame = frame = replace(frame, vars=(*frame.vars, ("declined", 1)))
                return v_reveal_top_if(state, frame, e)  # the card wasn't put there
            return True
    if branch == "then" and e.get("then_reveal"):
        state.log.append(("reveal", player, (top,)))  # 701.16a: shown as it's taken
    _move(state, player, top, to, bool(e.get(f"{branch}_tapped")))
    return True


def _look_then_may_reveal(state: GameState, frame: Frame, player: int, top: int,
                          take: bool = False) -> bool:
    """401.5: the controller looks at the top card, then may reveal it (701.16a, 608.2d);
    `take`: "You may reveal that card and put it into your hand" (only the reveal and the
    move are events, so "If you do, ..." after it reads whether they happened, 608.2c)."""
    if frame.answer is None:
        if not take:
            state.log.append(("look_at_top", player, 1))
        return _ask(state, ChoiceDecision(player, "may", (1, 0), 1, 1,
                                          f"{frame.source_card}: reveal the top card?"),
                    "effect")
    if frame.answer[0] == 1:
        state.log.append(("reveal", player, (top,)))
        if take:
            _move(state, player, top, "hand", False)
    state.frame = replace(frame, answer=None)
    return True


def _move(state: GameState, player: int, card: int, to: str, tapped: bool) -> None:
    if to == "bottom":
        from mtg_engine.effects.ordering import put_on_bottom

        put_on_bottom(state, player, (card,))  # 401.1: index 0 is the bottom
    elif to == "battlefield":
        move_object(state, card, Zone.BATTLEFIELD, controller=player, tapped=tapped)
    else:
        move_object(state, card, Zone(to))


def _creature_types(state: GameState, oid: int) -> tuple[frozenset[str], bool] | None:
    """An object's creature types and whether it has every creature type (702.73a): as it is,
    or, gone from the battlefield, as it last existed there (608.2h, 603.10a); None if
    neither is known."""
    from mtg_engine.core.creature_types import CREATURE_TYPES
    from mtg_engine.rules.layers import characteristics

    types = frozenset(CREATURE_TYPES)
    o = state.objects.get(oid)
    if o is not None and o.zone in (Zone.BATTLEFIELD, Zone.LIBRARY):
        ch = characteristics(state, oid)
        return ch.subtypes & types, ch.every_creature_type
    rec = next((ev for ev in reversed(state.log) if ev[0] == "left_as" and ev[1] == oid), None)
    return None if rec is None else (frozenset(rec[3]) & types, bool(rec[10]))


def shares_a_creature_type(state: GameState, a: int, b: int) -> bool:
    """Do objects `a` and `b` share a creature type (205.3m)? One with every creature type
    (changeling, 702.73a) shares one with any object that has a creature type."""
    ta, tb = _creature_types(state, a), _creature_types(state, b)
    if ta is None or tb is None:
        return False
    if ta[1]:
        return bool(tb[0]) or tb[1]
    if tb[1]:
        return bool(ta[0])
    return bool(ta[0] & tb[0])


def v_kinship_reveal(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Look at the top card of your library. If it shares a creature type with ~, you may
    reveal it." (kinship; 401.5, 701.16a): only the reveal is an event, so the "If you do,
    ..." instructions after it (608.2c) happen only if the card was revealed. The source as
    it is now, or as it last existed (608.2h), is compared with the card as it is in the
    library."""
    player = frame.controller
    lib = state.players[player].library
    if not lib:
        return True
    top = lib[-1]
    if not shares_a_creature_type(state, frame.source, top):
        return True
    if frame.answer is None:
        return _ask(state, ChoiceDecision(player, "may", (1, 0), 1, 1,
                                          f"{frame.source_card}: reveal the top card?"), "effect")
    if frame.answer[0] == 1:
        state.log.append(("reveal", player, (top,)))  # 701.16a
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "reveal_top_if": v_reveal_top_if, "kinship_reveal": v_kinship_reveal}
