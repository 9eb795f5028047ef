"""702.131: Ascend and the city's blessing.

702.131a: on an instant or sorcery it is a spell ability: "If you control ten or more
permanents and you don't have the city's blessing, you get the city's blessing for the rest of
the game." (carried out as the spell begins resolving, the first of its instructions: the
keyword is printed first, rules/stack.py).
702.131b: on a permanent it is a static ability: "Any time you control ten or more permanents
and you don't have the city's blessing, you get the city's blessing ..." It is checked
whenever state-based actions are (rules/turn.py), before triggered abilities are put on the
stack. (Known deviation: a player who reaches ten permanents in the middle of a resolution
gets the blessing at the next check, not at once; the check reads the permanents' abilities
after continuous effects, which the conditions of those effects can't do while they are
being applied.)
702.131c: the designation (`Player.city_blessing`) is kept for the rest of the game, whatever
happens to the permanents. 702.131d: continuous effects are then reapplied (the
characteristics are computed again).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_engine.state.game_state import GameState

KEYWORD = "ascend"
_PERMANENTS = 10  # 702.131a-b: "ten or more permanents"
# the key of the cached permanents with ascend (in `GameState._chars`, cleared with them)
_SOURCES = ("ascend_permanents",)


def _permanents(state: GameState, player: int) -> list[int]:
    return [oid for oid in state.battlefield if state.objects[oid].controller == player]


def _ascend_permanents(state: GameState) -> tuple[int, ...]:
    """The permanents whose characteristics have ascend (702.131b), cached with the
    characteristics (it changes only when they do: a permanent entering or leaving, an effect
    granting or removing abilities, 613.1f)."""
    cached = state._chars.get(_SOURCES)  # type: ignore[call-overload]
    if cached is None:
        cached = state._chars[_SOURCES] = _with_ascend(state)  # type: ignore[index]
    return cached  # type: ignore[no-any-return]


def _with_ascend(state: GameState) -> tuple[int, ...]:
    from mtg_engine.rules.layers import characteristics, needs_layers

    candidates = state.battlefield
    if not needs_layers(state):  # 613: no effect in force: a permanent's keywords are its
        objects = state.objects  # card's, and those its counters give (122.1b, 711.2a)
        candidates = [oid for oid in candidates
                      if KEYWORD in objects[oid].card.keywords or objects[oid].counters]
    return tuple(oid for oid in candidates if KEYWORD in characteristics(state, oid).keywords)


def _ascends_now(state: GameState, player: int, sources: tuple[int, ...]) -> bool:
    """702.131b: does `player` control a permanent with ascend (of `sources`) and ten or more
    permanents?"""
    objects = state.objects
    return any(objects[oid].controller == player for oid in sources) \
        and len(_permanents(state, player)) >= _PERMANENTS


def has_blessing(state: GameState, player: int) -> bool:
    """Does `player` have the city's blessing (702.131c)?"""
    return state.players[player].city_blessing


def _bless(state: GameState, player: int) -> None:
    state.players[player].city_blessing = True
    state.log.append(("city_blessing", player))
    state.characteristics_changed()  # 702.131d


def ascend_checks(state: GameState) -> bool:
    """702.131b for every player; True if one of them got the city's blessing."""
    got = False
    sources = _ascend_permanents(state)
    if not sources:  # (checked before every priority: nothing to read on most boards)
        return got
    for p in state.apnap():
        if not state.players[p].city_blessing and _ascends_now(state, p, sources):
            _bless(state, p)
            got = True
            sources = _ascend_permanents(state)  # (702.131d: computed again)
    return got


def spell_ascends(state: GameState, player: int) -> None:
    """702.131a: a resolving instant or sorcery with ascend, controlled by `player`."""
    if not state.players[player].city_blessing \
            and len(_permanents(state, player)) >= _PERMANENTS:
        _bless(state, player)
