"""Spells that may be cast only at certain times or under certain conditions: "Cast this spell
only during combat", "... only during the declare attackers step and only if you've been
attacked this step" (601.3: a rule of the card prohibits casting it otherwise; 506.6f).

The card's `cast_only` conditions (dsl.CardDef) are judged as the player begins to cast it;
the timings are condition kind `during` (`name`: a key of TIMINGS), judged by `during`."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import CardDef
from mtg_engine.core.steps import Step
from mtg_engine.state.game_state import GameState


def _combat(state: GameState, player: int) -> bool:
    return Step.BEGIN_COMBAT <= state.step <= Step.END_COMBAT  # 506.1


def _blockers_declared(state: GameState) -> bool:
    """Were blockers declared in this combat phase? Its declare blockers step began (509.1)
    after its beginning of combat step; a combat with no attackers skips it (508.8), and then
    "after blockers are declared" never comes (506.6f)."""
    from mtg_engine.rules.conditions import turn_events

    seen = False
    for ev in turn_events(state):
        if ev[0] == "step" and ev[2] == "BEGIN_COMBAT":
            seen = False
        elif ev[0] == "step" and ev[2] == "DECLARE_BLOCKERS":
            seen = True
    return seen


# The timing words after "Cast this spell only", and when they hold for the player who casts
TIMINGS: dict[str, tuple[str, Callable[[GameState, int], bool]]] = {
    "combat": ("during combat", _combat),
    "combat_before_blockers": ("during combat before blockers are declared",
                               lambda s, p: Step.BEGIN_COMBAT <= s.step < Step.DECLARE_BLOCKERS),
    "combat_after_blockers": ("during combat after blockers are declared",
                              lambda s, p: Step.DECLARE_BLOCKERS <= s.step <= Step.END_COMBAT
                              and _blockers_declared(s)),
    "declare_attackers": ("during the declare attackers step",
                          lambda s, p: s.step is Step.DECLARE_ATTACKERS),
    "declare_blockers": ("during the declare blockers step",
                         lambda s, p: s.step is Step.DECLARE_BLOCKERS),
    # 510.4: a first-strike combat damage step is a combat damage step too
    "before_combat_damage": ("before the combat damage step",
                             lambda s, p: s.step < Step.FIRST_STRIKE_DAMAGE),
    "after_combat": ("after combat", lambda s, p: s.step > Step.END_COMBAT),
    "before_blockers": ("before blockers are declared",
                        lambda s, p: s.step < Step.DECLARE_BLOCKERS),
    "before_attackers": ("before attackers are declared",
                         lambda s, p: s.step < Step.DECLARE_ATTACKERS),
    "your_turn": ("during your turn", lambda s, p: s.active == p),
    "opponent_turn": ("during an opponent's turn", lambda s, p: s.active != p),
    "opponent_upkeep": ("during an opponent's upkeep",
                        lambda s, p: s.active != p and s.step is Step.UPKEEP),
}


def during(state: GameState, player: int, timing: str) -> bool:
    """Is it now the time `timing` (a key of TIMINGS) names, for `player`?"""
    return TIMINGS[timing][1](state, player)


def attacking_you(state: GameState, player: int) -> bool:
    """"if you've been attacked this step": a creature is attacking `player` (506.3, 508.1b),
    not one of their planeswalkers."""
    from mtg_engine.state.objects import player_ref

    combat = state.combat
    return combat is not None and player_ref(player) in combat.attackers.values()


def cast_only_problem(state: GameState, player: int, card: CardDef, card_id: int) -> str | None:
    """601.3: why `player` may not begin to cast `card` now, or None."""
    if not card.cast_only:
        return None
    from mtg_engine.rules.conditions import holds

    if all(holds(state, c, player, card_id) for c in card.cast_only):
        return None
    return "its own text allows it to be cast only at certain times or if a condition holds " \
        "(601.3)"


def cast_by_effect_problem(state: GameState, player: int, card: CardDef,
                           card_id: int) -> str | None:
    """608.2g: a spell cast during the resolution of another (cascade, madness, suspend,
    rebound, "you may cast it without paying its mana cost") follows 601.2a-i: the timing
    permissions of 307.1 / 117.1a are ignored, but 601.3 still holds: a player can begin to
    cast it only if no rule or effect prohibits it -- the card's own "Cast this spell only
    ..." (601.3), "players can't cast" statics (101.2) and split second (702.61a). Why not,
    or None."""
    from mtg_engine.rules import keyword_abilities
    from mtg_engine.rules.restrictions import cast_forbidden

    if state.stack and keyword_abilities.split_second_on_stack(state):
        return "a spell with split second is on the stack (702.61a)"
    from mtg_engine.rules.cant_enter import cast_problem
    from mtg_engine.rules.mana_value_casts import forbidden_with_x

    # (these casts announce no X: cast without paying its mana cost, X is 0, 107.3b; so a
    # "can't cast spells with even mana values" static judges X = 0, 202.3e, 601.3a)
    return cast_only_problem(state, player, card, card_id) or cast_problem(
        state, player, card_id) or cast_forbidden(state, player, card, card_id) \
        or forbidden_with_x(state, player, card, 0)
