"""Clash (701.23): "Clash with an opponent. If you win, ..."

701.23b: the controller chooses an opponent, and the two clash. 701.23c: each reveals the top
card of their library at the same time; then, in APNAP order (101.4), each decides whether to
put that card on the bottom of their library, and the cards move at the same time. 701.23d:
a player wins if their card's mana value is higher than that of every other card revealed.
The result is logged ("clash", player, 1 won / 0 not), and the condition "if you win" after a
clash (kind `won_clash`, rules/conditions.py) reads the player's last clash."""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.rules.library_order import library_order_changed
from mtg_engine.state.game_state import Frame, GameState


def v_clash(state: GameState, frame: Frame, e: Effect) -> bool:
    """The controller clashes with an opponent (701.23b). The frame's vars: ("opp", the
    opponent), ("top<i>", the revealed card or 0) and ("bottom<i>", 1/0) for the i-th clashing
    player in APNAP order."""
    you = frame.controller
    got = dict(frame.vars)
    if "opp" not in got:
        opponents = state.opponents(you)
        if not opponents:
            return True  # no opponent to clash with: nothing happens
        if len(opponents) > 1 and frame.answer is None:
            state.pending = ChoiceDecision(you, "clash_opponent", tuple(opponents), 1, 1,
                                           "choose an opponent to clash with (701.23b)")
            state.asking = "effect"
            return False
        opp = frame.answer[0] if len(opponents) > 1 and frame.answer else opponents[0]
        players = [p for p in state.apnap() if p in (you, opp)]
        tops = [state.players[p].library[-1] if state.players[p].library else 0 for p in players]
        for p, card in zip(players, tops, strict=True):
            if card:
                state.log.append(("reveal", p, card, state.objects[card].card.name))  # 701.16a
        got = {"opp": opp, **{f"top{i}": c for i, c in enumerate(tops)}}
        state.frame = frame = replace(frame, answer=None, vars=tuple(got.items()))
    players = [p for p in state.apnap() if p in (you, got["opp"])]
    for i, p in enumerate(players):  # 701.23c: the decisions in APNAP order
        if f"bottom{i}" in got or not got[f"top{i}"]:
            continue
        if frame.answer is None:
            name = state.objects[got[f"top{i}"]].card.name
            state.pending = ChoiceDecision(p, "may", (1, 0), 1, 1,
                                           f"clash: put {name} on the bottom of your library?")
            state.asking = "effect"
            return False
        got[f"bottom{i}"] = frame.answer[0]
        state.frame = frame = replace(frame, answer=None, vars=tuple(got.items()))
    _finish(state, you, players, got)
    return True


def _finish(state: GameState, you: int, players: list[int], got: dict[str, int]) -> None:
    """701.23d: who won; then the cards put on the bottom move at the same time (701.23c)."""
    values = {p: state.objects[got[f"top{i}"]].card.mana_value
              for i, p in enumerate(players) if got[f"top{i}"]}
    mine = values.get(you)
    won = mine is not None and all(v < mine for p, v in values.items() if p != you)
    for i, p in enumerate(players):
        card = got[f"top{i}"]
        lib = state.players[p].library
        if card and got.get(f"bottom{i}") and card in lib:
            lib.remove(card)
            lib.insert(0, card)  # the bottom of the library (index 0; its top is the last)
            library_order_changed(state)
    state.log.append(("clash", you, int(won)))
    for p in players:  # 701.23b: the opponent clashed too (and may have won, 701.23d)
        v = values.get(p)
        if p != you:
            state.log.append(("clash", p, int(v is not None and all(
                w < v for q, w in values.items() if q != p))))


def last_clash_won(state: GameState, player: int) -> bool:
    """Did `player` win the last clash they made (701.23d)?"""
    for i in range(len(state.log) - 1, -1, -1):
        ev = state.log[i]
        if ev[0] == "clash" and ev[1] == player:
            return bool(ev[2])
    return False


VERBS = {"clash": v_clash}
