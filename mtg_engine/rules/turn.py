"""The turn (500-514) and priority (117): the loop that advances a game to its next decision.

`run(state)` carries the game forward until a player must decide something (`state.pending`)
or the game is over or paused at a breakpoint. It never calls out (DESIGN principle 1).
"""

from __future__ import annotations

from mtg_engine.actions import (
    AttackDecision,
    BlockDecision,
    ChoiceDecision,
    DeclareBlockers,
    PriorityDecision,
)
from mtg_engine.cards.dsl_abilities import DOESNT_UNTAP
from mtg_engine.core.steps import Step
from mtg_engine.effects import primitives as prim
from mtg_engine.rules import combat, combat_damage, extra_phases, mana_choices, skip_turn
from mtg_engine.rules.ascend import ascend_checks
from mtg_engine.rules.division import ask_divisions
from mtg_engine.rules.durations import end_at_turn_start
from mtg_engine.rules.end_turn import skips_priority
from mtg_engine.rules.faces import add_lore_counters, day_night_checks, untap_step_day_night
from mtg_engine.rules.layers import characteristics, turn_or_combat_changed
from mtg_engine.rules.phasing import untap_step_phasing
from mtg_engine.rules.replacement import skips_step
from mtg_engine.rules.sba import check_state_based_actions, nothing_to_check
from mtg_engine.rules.stack import begin_resolving, continue_resolving
from mtg_engine.rules.state_triggers import check_state_triggers
from mtg_engine.rules.triggers import collect_triggers, put_triggers_on_stack
from mtg_engine.rules.untap_effects import ask_keep_tapped, skips_untap, untap_step_over
from mtg_engine.rules.untap_others import untapping_others
from mtg_engine.state.game_state import GameState

# Steps in which players receive priority (117.3a; none in untap 502.4; cleanup 514.3).
NO_PRIORITY = (Step.UNTAP, Step.CLEANUP)
# (the steps in turn order, by number, and the members the loop below reads, each read once:
# reading an Enum class's attribute, or calling the class, takes a slow path in Python 3.11)
_STEPS = tuple(Step)
(_UNTAP, _DRAW, _PRECOMBAT_MAIN, _DECLARE_ATTACKERS, _DECLARE_BLOCKERS, _FIRST_STRIKE_DAMAGE,
 _COMBAT_DAMAGE, _END_COMBAT, _CLEANUP, _UPKEEP) = (
    Step.UNTAP, Step.DRAW, Step.PRECOMBAT_MAIN, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS,
    Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE, Step.END_COMBAT, Step.CLEANUP, Step.UPKEEP)
# (a decision is immutable: one PriorityDecision per player, made once, for every priority)
_PRIORITY: dict[int, PriorityDecision] = {}


def _priority_decision(player: int) -> PriorityDecision:
    d = _PRIORITY.get(player)
    if d is None:
        d = _PRIORITY[player] = PriorityDecision(player)
    return d


def run(state: GameState) -> None:
    """Advance until a decision is pending, the game ends, or a breakpoint is reached."""
    while True:
        if state.result is not None:
            state.pending = None
            return
        if state.pending is not None or state.paused_at is not None or state.mull is not None:
            return
        if state.frame is None:  # (a resolution's events are scanned per instruction, 603.2c)
            state.scanned = collect_triggers(state, state.scanned)
        if state.frame is not None:
            continue_resolving(state)
            if state.frame is None and state.pending is None and not skips_priority(state):
                state.priority = first_priority(state)  # 117.3b (719.1c: not once it ended
                state.passes = 0  # the turn: rules/end_turn.py)
            continue
        if state.priority is None:
            _step_machine(state)
            continue
        if _before_priority(state):
            continue
        if state.pending is None and state.result is None:
            state.pending = _priority_decision(state.priority)
        return


def _before_priority(state: GameState) -> bool:
    """117.5: state-based actions, then triggered abilities, repeated until neither happens.
    Returns True if something happened (the loop runs again)."""
    day_night_checks(state)  # 702.145c-g: at once, not state-based actions
    ascend_checks(state)  # 702.131b: "any time" (rules/ascend.py)
    if state.delayed:  # 610.3: exiled "until ~ leaves", back after the event it left in
        from mtg_engine.effects.keyword_actions import return_due

        return_due(state)
    if check_state_based_actions(state):
        return True
    if state.pending is not None:
        return True
    if ask_divisions(state):  # 601.2d: a division of damage announced (rules/division.py)
        return True
    state.scanned = collect_triggers(state, state.scanned)
    check_state_triggers(state)  # 603.8
    if put_triggers_on_stack(state):
        state.passes = 0
        return True
    return state.pending is not None


# ------------------------------------------------------------------ steps


def _step_machine(state: GameState) -> None:
    """Begin the current step (turn-based actions, 703) or move to the next one."""
    if not state.step_started:
        key = (state.turn, int(state.step))
        reached = {bp for bp in state.breakpoints if bp <= key}
        if reached:  # a breakpoint at this step, or at an earlier step that was skipped
            state.breakpoints = state.breakpoints - reached
            state.paused_at = key
            return
        state.step_started = True
        state.log.append(("step", state.turn, state.step.name, state.active))
        _turn_based_actions(state)
        if state.pending is None and state.priority is None and state.result is None:
            after_turn_based_actions(state)
        return
    _next_step(state)


def after_turn_based_actions(state: GameState) -> None:
    if state.step is _UNTAP:
        _next_step(state)  # 502.4: no priority in the untap step
    elif state.step is _CLEANUP:
        # 514.3a: if state-based actions or triggers happen in cleanup, players get priority,
        # then another cleanup step follows.
        state.scanned = collect_triggers(state, state.scanned)
        if state.pending_triggers or _sba_would_act(state):
            state.priority = first_priority(state)
            state.step_started = False  # another cleanup step after this priority round
            state.passes = 0
            state.log.append(("cleanup_priority", state.turn))
        else:
            _next_step(state)
    else:
        state.priority = first_priority(state)  # 117.3a
        state.passes = 0


def _sba_would_act(state: GameState) -> bool:
    if nothing_to_check(state):
        return False  # nothing changed since a check found nothing (704.3): no trial copy
    trial = state.copy()
    acted = check_state_based_actions(trial)
    return acted or trial.pending is not None


def _turn_based_actions(state: GameState) -> None:
    step = state.step
    if step is _UNTAP:
        _untap_step(state)
    elif step is _DRAW:
        prim.draw_card(state, state.active)  # 504.1
    elif step is _PRECOMBAT_MAIN:
        add_lore_counters(state)  # 505.4, 715.3b
        if state.variant is not None:  # 904.9: the archenemy sets a scheme in motion
            from mtg_engine.rules.archenemy import precombat_main_begins

            precombat_main_begins(state)
    elif step is _DECLARE_ATTACKERS:
        _declare_attackers_step(state)
    elif step is _DECLARE_BLOCKERS:
        _declare_blockers_step(state)
    elif step is _FIRST_STRIKE_DAMAGE:
        combat_damage.begin_combat_damage(state, first=True)  # 510.4
    elif step is _COMBAT_DAMAGE:
        combat_damage.begin_combat_damage(state, first=False)  # 510.1-510.2
    elif step is _CLEANUP:
        _cleanup_step(state)


def _untap_step(state: GameState) -> None:
    """502.1: phasing (702.26a); 502.3: the active player untaps their permanents (day/night,
    502.2, after)."""

    untap_step_phasing(state)
    p = state.players[state.active]
    p.lands_played = 0
    for pl in state.players:
        pl.life_gained_this_turn = 0
    # 502.3: which permanents untap is determined first, then they all untap at once
    from mtg_engine.rules.untap_limits import ask as ask_untap_limit

    untapping = _untapping(state)
    if ask_untap_limit(state, untapping):  # 502.3: "can't untap more than one ..."
        return
    if ask_keep_tapped(state, untapping):  # 502.3: the active player chooses first
        return
    _untap_all(state, untapping)


def _untapping(state: GameState) -> list[int]:
    """502.3: the active player's tapped permanents that no effect keeps tapped."""
    return [oid for oid in state.battlefield
            if state.objects[oid].controller == state.active
            and state.objects[oid].tapped and not _doesnt_untap(state, oid)]


def finish_untap_step(state: GameState, kept: tuple[int, ...]) -> None:
    """The answer to 502.3's choice (the permanents left tapped); then the rest of the step."""
    _untap_all(state, [oid for oid in _untapping(state) if oid not in kept])
    after_turn_based_actions(state)


def _untap_all(state: GameState, untapping: list[int]) -> None:

    for oid in [*untapping, *untapping_others(state)]:  # 502.3: all at once
        prim.untap(state, oid)

    untap_step_over(state)  # "doesn't untap during its controller's next untap step" ends
    untap_step_day_night(state)  # 502.2, 724.2


def _doesnt_untap(state: GameState, oid: int) -> bool:
    """502.3: an effect may keep a permanent from untapping during its controller's untap step
    ("~ doesn't untap during your untap step", an Aura's "enchanted creature doesn't untap ...")."""
    return DOESNT_UNTAP in characteristics(state, oid).keywords or skips_untap(state, oid)


def _declare_attackers_step(state: GameState) -> None:
    """508.1: the active player declares attackers (a decision); with no creature able to
    attack, the declaration is empty (as one declaring none: a combat with no attackers, into
    which a creature may still be put attacking during this step, 508.4, 508.8)."""
    if combat.possible_attackers(state) and combat.attack_targets(state):
        state.pending = AttackDecision(state.active)
        state.asking = "attackers"
    else:
        from mtg_engine.state.game_state import Combat

        state.combat = Combat()


def _declare_blockers_step(state: GameState) -> None:
    """509.1: the defending player declares blockers (802.4: each defending player in APNAP
    order, `ask_next_blocker`). With no possible block the declaration is empty, and each
    attacker still becomes unblocked (509.1h: "attacks and isn't blocked" triggers)."""
    if not ask_next_blocker(state) and state.combat is not None:
        combat.declare_blockers(state, DeclareBlockers())
        # 509.1a: each defending player declared no block, so in this step each attacker is
        # unblocked (506.4: filters/_blocked_as read the declaration as made)
        state.combat.blocks_declared.extend(combat.defending_players(state))
        combat.finish_blocks(state)


def ask_next_blocker(state: GameState) -> bool:
    """802.4: the next defending player who could block declares blockers (a decision): True
    if one is asked."""
    defender = combat.next_to_block(state)
    if defender is None:
        return False
    state.pending = BlockDecision(defender)
    state.asking = "blockers"
    return True


def _cleanup_step(state: GameState) -> None:
    """514.1: discard down to maximum hand size; 514.2: remove damage and end "until end of
    turn" effects, simultaneously."""
    from mtg_engine.rules.hand_size import max_hand_size

    p = state.players[state.active]
    limit = max_hand_size(state, state.active)  # 402.2
    excess = 0 if limit is None else len(p.hand) - limit
    if excess > 0:
        state.pending = ChoiceDecision(p.index, "discard", tuple(p.hand), excess, excess,
                                       f"discard {excess} card(s) to your hand size (514.1)")
        state.asking = "cleanup_discard"
        return
    end_of_turn_cleanup(state)


def finish_discard_to_hand_size(state: GameState, chosen: tuple[int, ...]) -> None:
    """The answer to 514.1's discard; then the rest of the cleanup step."""
    for c in chosen:
        prim.discard(state, state.active, c)
    end_of_turn_cleanup(state)
    after_turn_based_actions(state)


def end_of_turn_cleanup(state: GameState) -> None:
    """514.2."""
    for oid in state.battlefield:
        if state.objects[oid].damage:
            state.mut(oid).damage = 0
    # 514.2: "this turn" replacement and prevention effects end (regeneration 701.15a, 615);
    # "the next time ..." ones wait for their event (614.10a: "skip your next draw step")
    if state.shields:  # ("until your next turn" ones last: rules/durations.py, 611.2a)
        from mtg_engine.rules.skip_phases import kept_over_cleanup

        state.shields = tuple(sh for sh in state.shields
                              if kept_over_cleanup(sh.spec.once, sh.until))
    from mtg_engine.rules.kept_mana import end_of_turn

    end_of_turn(state)  # ("you don't lose this mana": until end of turn, 106.4)
    if state.effects:
        # 514.2: "until end of turn" effects end; one without a duration ends when none of
        # the objects it affects is left (400.7: they are new objects elsewhere); one on a
        # group (its filter, 611.2c) lasts its duration; one on a player while that player is
        # in the game (611.2a: "for the rest of the game"; 800.4a)
        from mtg_engine.state.objects import player_ref

        playing = {player_ref(p) for p in state.living_players()}
        state.effects = tuple(e for e in state.effects if e.until != "end_of_turn"
                              and (e.filter is not None
                                   or any(a in state.objects or a in playing
                                          for a in e.affected)))
        state.characteristics_changed()
        from mtg_engine.rules.control import sync_control

        sync_control(state)  # control effects that ended (613.1b)
    state.log.append(("cleanup", state.turn))


def _next_step(state: GameState) -> None:
    """500.4: mana empties between steps; then the next step (500.1), skipping combat damage
    steps when no creature attacks (508.8) and the first-strike step when no creature has
    first or double strike (510.4)."""
    prim.empty_mana_pools(state)
    state.priority = None
    state.passes = 0
    step = state.step
    repeat_cleanup = step is _CLEANUP and not state.step_started
    state.step_started = False
    if repeat_cleanup:
        return  # 514.3a: players had priority in cleanup; another cleanup step follows
    if step is _CLEANUP:
        _next_turn(state)
        return
    nxt = _STEPS[step + 1]
    if nxt is _UPKEEP and skips_step(state, state.active, "upkeep_step"):
        nxt = _DRAW  # 614.10: "Players skip their upkeep steps."
    if nxt is _DRAW and _skips_first_draw(state):
        nxt = _PRECOMBAT_MAIN  # 103.7a: only the draw step is skipped, not the upkeep
    if nxt is _DRAW and skips_step(state, state.active, "draw_step"):
        nxt = _PRECOMBAT_MAIN  # 614.10: "Skip your draw step"
    if nxt is _DECLARE_BLOCKERS and (state.combat is None or not state.combat.attackers):
        nxt = _END_COMBAT  # 508.8
    if nxt is _FIRST_STRIKE_DAMAGE and not combat_damage.has_first_strike_step(state):
        nxt = _COMBAT_DAMAGE
    if step is _END_COMBAT:
        combat.end_combat(state)  # 511.3
    added = None  # (the place of an added combat phase that comes next)
    if state.extra_phases or state.phases_resume >= 0:  # 500.8 (rules/extra_phases.py)
        nxt, added = extra_phases.next_after_phase(state, step, nxt)
    skipped = nxt is Step.BEGIN_COMBAT and skips_step(state, state.active, "combat_phase")
    if added is not None and state.delayed:  # 603.7 "that combat"; 614.10a if it is skipped
        extra_phases.added_combat_begins(state, added, skipped)
    if skipped:
        state.step = _END_COMBAT  # 614.10: the whole combat phase is skipped: no step of it
        _next_step(state)  # happens; the turn goes on as after its end (500.1)
        return
    state.step = nxt
    if nxt is Step.END_TURN:  # "until your next end step" ends (rules/play_from_exile.py)
        from mtg_engine.rules.play_from_exile import end_step_began

        end_step_began(state)


def _skips_first_draw(state: GameState) -> bool:
    """103.7a (103.8a in current rules): in a two-player game the starting player skips the
    draw step of their first turn."""
    return state.turn == 1 and len(state.players) == 2


def next_turn_player(state: GameState, current: int) -> int:
    """500.7: an extra turn is taken right after this one (`current`'s, the active player's
    or one skipped, 614.10), the most recently created first; one of a player who has left
    the game is skipped (800.4a). Once they are taken, the turn order goes on from the turn
    they came after (Lighthouse Chronologist's extra turn after an opponent's turn is followed
    by its controller's own turn)."""
    from mtg_engine.rules.extra_turns import no_turn_chosen, turn_chosen

    while state.extra_turns:
        player = state.extra_turns[-1]
        state.extra_turns = state.extra_turns[:-1]
        taken = not state.players[player].lost
        turn_chosen(state, len(state.extra_turns), taken)  # ("that turn": extra_turns.py)
        if taken:
            if state.turn_order_after < 0:
                state.turn_order_after = current
            return player
    no_turn_chosen(state)
    after = state.turn_order_after if state.turn_order_after >= 0 else current
    state.turn_order_after = -1
    return state.next_player(after)


def _next_turn(state: GameState) -> None:
    from mtg_engine.rules.skip_next import past_skipped

    player = past_skipped(state, next_turn_player(state, state.active))  # 614.10
    if not skip_turn.offer(state, player, ()):  # 614.10: "you may skip that turn instead"
        begin_turn(state, player, ())


def begin_turn(state: GameState, player: int, untaps: tuple[int, ...]) -> None:
    """`player`'s turn begins (`untaps`: the actions of skipped turns' effects, 614.10b)."""
    state.loyalty_used = ()  # 606.3: once each turn
    state.once_used = ()  # 602.5b: "activate only once each turn"
    state.turn += 1
    previous, state.active = state.active, player
    end_at_turn_start(state, previous)  # 611.2a: "until your next turn" (rules/durations.py)
    state.step = _UNTAP
    state.combat = None
    extra_phases.turn_begins(state)  # 500.8
    turn_or_combat_changed(state, combat=False)  # 611.3a: "as long as it's your turn" statics
    state.log.append(("turn", state.turn, state.active))
    skip_untap = False
    if state.delayed:  # 500.7: "that turn" of an extra turn that begins (extra_turns.py)
        from mtg_engine.rules.extra_turns import turn_began

        skip_untap = turn_began(state)  # ("Skip the untap step of that turn.", 614.10)
    if state.variant is not None:  # 901.6: the new active player is the planar controller
        from mtg_engine.rules.planechase import turn_begins

        turn_begins(state)
    if untaps:
        skip_turn.untap_first(state, untaps)  # 614.10b: the first thing in this turn
    if skip_untap or skips_step(state, state.active, "untap_step"):  # 614.10, 500.10
        state.step = _UPKEEP
        if skips_step(state, state.active, "upkeep_step"):
            state.step = _DRAW
            if skips_step(state, state.active, "draw_step"):
                state.step = _PRECOMBAT_MAIN


# ------------------------------------------------------------------ priority


def pass_priority(state: GameState, player: int) -> None:
    """117.3d / 117.4: if all players pass in succession, the top of the stack resolves, or
    with an empty stack the step ends."""
    state.pending = None
    state.passes += 1
    if state.passes >= len(state.living_players()):
        state.passes = 0
        if state.stack:
            begin_resolving(state)
            state.priority = None if state.frame is not None else first_priority(state)
            if state.frame is None:
                state.priority = first_priority(state)  # 117.3b
        else:
            _next_step(state)
    else:
        state.priority = state.next_player(player)


def first_priority(state: GameState) -> int:
    """The active player receives priority first (117.3a-b); if they have left a multiplayer
    game, the turn goes on without an active player and the next player in turn order
    receives it instead (800.4j)."""
    if state.players[state.active].lost:
        return state.next_player(state.active)
    return state.active


def took_action(state: GameState, player: int) -> None:
    """117.3c: after casting, activating or a special action, the player receives priority
    (after any choice the action's events wait for, 616.1)."""

    if not state.replacing and not mana_choices.asking(state):  # (605.4a: a choice asked)
        state.pending = None
    state.priority = player
    state.passes = 0
