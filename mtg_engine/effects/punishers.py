"""Punishers (118.12, 608.2d): "Each opponent loses 3 life unless that player sacrifices a
nonland permanent or discards a card." The verb `punish` (cards/oracle/punishers.py reads it).

Each player `who` names is asked in APNAP order (101.4), as the effect resolves (608.2d),
whether they take each of the `options` in printed order ("pay {1}", "sacrifice a <filter>",
"discard N cards"), one "pay" decision each (1 takes it, 0 declines); an option the player
can't carry out in full isn't offered (118.12: a cost that can't be paid can't be chosen;
118.3). A player who takes an option then chooses what they sacrifice or discard; one who
takes none suffers the penalty (chooses the permanent they sacrifice, or loses the life).
Mana is paid as it is chosen; once every player has chosen, the sacrifices, discards and
life losses happen at the same time (101.4). `times` repeats the whole process ("Repeat the
following process X times"), each repetition asking anew.

The frame's vars keep the place between decisions: "pun_rep" (repetitions done), "pun_who"
(players done in this one), "pun_opt" (the option asked), "pun_yes" (it was taken, the
object is being chosen), and the choices made ("pun_sac", "pun_disc": objects;
"pun_life": players)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects import primitives as prim
from mtg_engine.effects.references import _ask, amount_of, players_of, repeats
from mtg_engine.rules.filters import matches
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone

_PLACE = ("pun_opt", "pun_yes")
_CHOICES = ("pun_sac", "pun_disc", "pun_life")


def _set(state: GameState, frame: Frame, drop: tuple[str, ...],
         *add: tuple[str, int]) -> Frame:
    """The frame with the vars named in `drop` removed, `add` added and no answer."""
    keys = {k for k, _ in add} | set(drop)
    vars_ = (*((k, v) for k, v in frame.vars if k not in keys or k in _CHOICES), *add)
    state.frame = replace(frame, answer=None, vars=vars_)
    return state.frame


def _permanents(state: GameState, frame: Frame, player: int, f: object) -> tuple[int, ...]:
    return tuple(oid for oid in state.battlefield if state.objects[oid].controller == player
                 and matches(state, oid, f, frame.controller, frame.source))


def _choose(state: GameState, frame: Frame, player: int, purpose: str,
            options: tuple[int, ...], n: int) -> tuple[int, ...] | None:
    """`n` of `options` chosen by `player` (no decision when there's no choice); None while
    the choice is pending."""
    if len(options) <= n:
        return options
    if frame.answer is None:
        _ask(state, ChoiceDecision(player, purpose, options, n, n, f"{purpose} {n}"), "effect")
        return None
    return tuple(frame.answer)


def _can_take(state: GameState, frame: Frame, e: Effect, player: int, option: str) -> bool:
    """118.12, 118.3: an option is offered only if the player can carry it out in full."""
    if option == "sacrifice":  # ("that many permanents": all of them, or it can't be taken)
        return len(_permanents(state, frame, player, e.get("unless_filter"))) \
            >= _unless_count(state, frame, e)
    if option == "discard":
        return len(state.players[player].hand) >= e.get("discard")
    return True  # pay: stack_verbs._unless_pays offers it only when it can be paid


def _unless_count(state: GameState, frame: Frame, e: Effect) -> int:
    """How many permanents the "sacrifice" option takes (608.2h: "that many", the event's
    amount); at least one."""
    return max(1, amount_of(state, frame, e.get("unless_count", 1)))


def _taken(state: GameState, frame: Frame, e: Effect, player: int,
           option: str) -> tuple[tuple[str, int], ...] | None:
    """What the player sacrifices or discards for the option they took; None while pending."""
    if option == "sacrifice":
        got = _choose(state, frame, player, "sacrifice",
                      _permanents(state, frame, player, e.get("unless_filter")),
                      _unless_count(state, frame, e))
        return None if got is None else tuple(("pun_sac", oid) for oid in got)
    hand = tuple(state.players[player].hand)
    got = _choose(state, frame, player, "discard", hand, e.get("discard"))
    return None if got is None else tuple(("pun_disc", oid) for oid in got)


def _one_player(state: GameState, frame: Frame, e: Effect,
                player: int) -> tuple[tuple[str, int], ...] | None:
    """The choices of one player (see the module's docstring); None while one is pending."""
    from mtg_engine.effects.stack_verbs import _unless_pays

    options = e.get("options")
    k = dict(frame.vars).get("pun_opt", 0)
    while k < len(options):
        option = options[k]
        if option == "pay":
            paid = _unless_pays(state, frame, player, e.get("mana"))
            if paid is None:
                _set(state, frame, (), ("pun_opt", k))
                return None
            if paid:
                return ()
        elif _can_take(state, frame, e, player, option):
            if not dict(frame.vars).get("pun_yes"):
                if frame.answer is None:
                    _ask(state, ChoiceDecision(player, "pay", (1, 0), 1, 1,
                                               f"{option} instead (118.12)?"), "effect")
                    _set(state, frame, (), ("pun_opt", k))
                    return None
                if frame.answer[0] == 1:
                    frame = _set(state, frame, (), ("pun_opt", k), ("pun_yes", 1))
            if dict(frame.vars).get("pun_yes"):
                got = _taken(state, frame, e, player, option)
                if got is None:
                    _set(state, frame, (), ("pun_opt", k), ("pun_yes", 1))
                return got
        k += 1
        frame = _set(state, frame, _PLACE, ("pun_opt", k))
    return _penalty(state, frame, e, player)


def _penalty(state: GameState, frame: Frame, e: Effect,
             player: int) -> tuple[tuple[str, int], ...] | None:
    if e.get("penalty") == "lose_life":
        return (("pun_life", player),)
    if e.get("penalty") == "damage":  # 120.3: dealt by the source
        return (("pun_dmg", player),)
    got = _choose(state, frame, player, "sacrifice",
                  _permanents(state, frame, player, e.get("filter")), 1)
    return None if got is None else tuple(("pun_sac", oid) for oid in got)


def _carry_out(state: GameState, frame: Frame, e: Effect) -> None:
    """101.4: what every player chose happens at once, once they all have chosen."""
    for k, v in frame.vars:
        if k == "pun_sac" and v in state.objects and state.objects[v].zone is Zone.BATTLEFIELD:
            prim.sacrifice(state, v)
        elif k == "pun_disc" and v in state.objects and state.objects[v].zone is Zone.HAND:
            prim.discard(state, state.objects[v].owner, v)
    for k, v in frame.vars:
        if k == "pun_life":
            prim.lose_life(state, v, amount_of(state, frame, e.get("amount")))
        elif k == "pun_dmg":  # 120.3: the source deals it (its last known card, 608.2h)
            from mtg_engine.effects.references import _source_card
            from mtg_engine.state.objects import player_ref

            prim.deal_damage(state, frame.source, _source_card(state, frame), frame.controller,
                             player_ref(v), amount_of(state, frame, e.get("amount")))


def v_punish(state: GameState, frame: Frame, e: Effect) -> bool:
    times = repeats(state, frame, e.get("times", 1))
    while (rep := dict(frame.vars).get("pun_rep", 0)) < times:
        players = sorted(players_of(state, frame, e.get("who")),
                         key=state.seats_after_active)  # 101.4
        while (i := dict(frame.vars).get("pun_who", 0)) < len(players):
            got = _one_player(state, frame, e, players[i])
            frame = state.frame
            if got is None:
                return False  # waiting for that player's choice
            frame = _set(state, frame, _PLACE, *got, ("pun_who", i + 1))
        _carry_out(state, frame, e)
        state.frame = frame = replace(frame, answer=None, vars=(
            *((k, v) for k, v in frame.vars if not k.startswith("pun_")), ("pun_rep", rep + 1)))
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"punish": v_punish}
