"""Effect verbs that forbid players something for the turn (101.2, 611.2a): "Target player
can't cast creature spells this turn.", "Your opponents can't cast spells this turn.", "Target
player can't play lands this turn." A `ContinuousEffect` of the pseudo-layer "player" on the
players' refs (no characteristic, 613), with the words of what they can't do ("can't cast",
the spells' `filter`; "can't play lands"), read by rules/restrictions.py and ended in the
cleanup step (514.2)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect, Filter
from mtg_engine.state.game_state import ContinuousEffect, Frame, GameState
from mtg_engine.state.objects import player_ref

PLAYER_LAYER = "player"
CANT = {"cast": "can't cast", "play_lands": "can't play lands",
        "gain_life": "can't gain life",  # 119.7 for the turn (rules/restrictions.py)
        "search": "can't search libraries",  # 701.19b (rules/search_forbidden.py)
        # 602.5, 606.3 for the turn (rules/cant_activate.py)
        "activate_nonmana": "can't activate abilities that aren't mana abilities",
        "activate_loyalty": "can't activate loyalty abilities"}


def v_player_restriction(state: GameState, frame: Frame, e: Effect) -> bool:
    """101.2: each player `who` names can't do `cant` this turn (611.2c: the players locked
    in as it resolves)."""
    from mtg_engine.effects.references import players_of

    players = players_of(state, frame, e.get("who"))
    if not players:
        return True
    f = e.get("filter")
    cant = e.get("cant")  # (one, or several said in one sentence: "can't cast spells or
    # activate planeswalkers' loyalty abilities"; the filter is the spells')
    words = tuple(CANT[c] for c in cant) if isinstance(cant, (list, tuple)) else (CANT[cant],)
    eff = ContinuousEffect(layer=PLAYER_LAYER, affected=tuple(player_ref(p) for p in players),
                           timestamp=state.new_timestamp(), keywords=words,
                           controller=frame.controller, source=frame.source,
                           filter=f if isinstance(f, Filter) and f != Filter() else None,
                           # 611.2a: "for the rest of the game" ("" : never ends)
                           until=str(e.get("until", "end_of_turn")))
    state.effects = (*state.effects, eff)
    state.log.append(("effect", PLAYER_LAYER, eff.affected, 0, 0, eff.keywords))
    return True


ADDITIONAL_LAND = "may play an additional land"


def v_additional_land(state: GameState, frame: Frame, e: Effect) -> bool:
    """305.2, 611.2a: "You may play an additional land this turn.": one more land play for
    the controller this turn (rules/restrictions.land_drops counts these), ended in the
    cleanup step (514.2) like the restrictions above."""
    for _ in range(int(e.get("count", 1))):  # "up to three additional lands": one each
        eff = ContinuousEffect(layer=PLAYER_LAYER, affected=(player_ref(frame.controller),),
                               timestamp=state.new_timestamp(), keywords=(ADDITIONAL_LAND,),
                               controller=frame.controller, source=frame.source)
        state.effects = (*state.effects, eff)
        state.log.append(("effect", PLAYER_LAYER, eff.affected, 0, 0, eff.keywords))
    return True


# 101.2, 611.2a: "Spells you control can't be countered this turn.", "Creature spells you cast
# this turn can't be countered." (on the controller's ref, with the spells' `filter`), "Target
# spell can't be countered." (on the spell's id): read by rules/restrictions.uncounterable
UNCOUNTERABLE = "can't be countered"
FLASH_THIS_TURN = "may cast as though it had flash"


def _controller_this_turn(state: GameState, frame: Frame, e: Effect, keyword: str) -> bool:
    """A rule change for the controller this turn, for the spells matching `filter` if any;
    ended in the cleanup step (514.2) like the effects above."""
    f = e.get("filter")
    eff = ContinuousEffect(layer=PLAYER_LAYER, affected=(player_ref(frame.controller),),
                           timestamp=state.new_timestamp(), keywords=(keyword,),
                           controller=frame.controller, source=frame.source,
                           filter=f if isinstance(f, Filter) and f != Filter() else None,
                           # 611.2a: "until your next turn" (rules/durations.py)
                           until=str(e.get("until") or "end_of_turn"))
    state.effects = (*state.effects, eff)
    state.log.append(("effect", PLAYER_LAYER, eff.affected, 0, 0, eff.keywords))
    return True


def v_uncounterable_turn(state: GameState, frame: Frame, e: Effect) -> bool:
    """The controller's spells matching `filter` can't be countered this turn [by spells of
    the colours `by_colors`, rules/color_shields.py]."""
    if e.get("by_colors"):
        from mtg_engine.rules.color_shields import UNCOUNTERABLE_BY, word

        return _controller_this_turn(state, frame, e, word(
            UNCOUNTERABLE_BY, str(e.get("by_colors")), bool(e.get("by_opponents"))))
    return _controller_this_turn(state, frame, e, UNCOUNTERABLE)


def v_flash_this_turn(state: GameState, frame: Frame, e: Effect) -> bool:
    """601.3b, 611.2a: "You may cast [creature] spells this turn as though they had flash.":
    the controller, for the turn (rules/restrictions.cast_as_though_flash)."""
    return _controller_this_turn(state, frame, e, FLASH_THIS_TURN)


def v_uncounterable(state: GameState, frame: Frame, e: Effect) -> bool:
    """The spells `what` names can't be countered (while they are those objects, 400.7)."""
    from mtg_engine.effects.references import resolve_refs
    from mtg_engine.state.objects import Zone

    spells = tuple(r for r in resolve_refs(state, frame, e.get("what"))
                   if r in state.objects and state.objects[r].zone is Zone.STACK)
    if spells:
        uncounterable_spells(state, spells, frame.controller, frame.source)
    return True


def uncounterable_spells(state: GameState, spells: tuple[int, ...], controller: int,
                         source: int) -> None:
    """101.2: these spells can't be countered, for as long as they are those objects (400.7;
    also rules/spend.py's mana whose spell can't be countered, 106.6)."""
    eff = ContinuousEffect(layer=PLAYER_LAYER, affected=spells, timestamp=state.new_timestamp(),
                           keywords=(UNCOUNTERABLE,), until="", controller=controller,
                           source=source)
    state.effects = (*state.effects, eff)
    state.log.append(("effect", PLAYER_LAYER, eff.affected, 0, 0, eff.keywords))


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "player_restriction": v_player_restriction, "additional_land": v_additional_land,
    "uncounterable_turn": v_uncounterable_turn, "uncounterable": v_uncounterable,
    "flash_this_turn": v_flash_this_turn}
