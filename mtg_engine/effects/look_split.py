""""Look at the top three cards of your library. Put one of those cards into your hand, one on
top of your library, and one on the bottom of your library." (Telling Time), "... put one of
them on the bottom of your library, and exile one of them." (Expressive Iteration): the
controller looks at the top `count` cards (401.5: seen by them only) and, as it resolves
(608.2d), chooses the card for each place of `dests` in order, the last one left going to the
last place; with fewer cards than places, the places are filled in order until none is left.
Then the cards move: into the hand, exiled (406.3), to the bottom of the library (401.1), or
left on top (the others having left it above the card chosen for the top).

"Look at the top three cards of target player's library. Put one back and the rest into that
player's graveyard." (Dimir Charm): `who`'s library, the places "top" and "graveyard" twice.

The choices wait in the frame's vars as ("ls_pick", card), in the order of `dests`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.references import _ask
from mtg_engine.rules.library_order import library_order_changed
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone

_WORDS = {"hand": "into your hand", "top": "on top of the library",
          "bottom": "on the bottom of your library", "exile": "into exile",
          "graveyard": "into the graveyard"}


def v_look_split(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.references import players_of

    p = frame.controller  # (who chooses: the controller, 608.2d)
    owners = players_of(state, frame, e.get("who", "you"))  # ("target player's library")
    if not owners:
        return True  # (an illegal target player: 608.2b)
    lib = state.players[owners[0]].library
    dests = list(e.get("dests"))
    looked = dict(frame.vars).get("ls_looked")
    if looked is None:
        top = list(reversed(lib[-int(e.get("count", 3)):]))  # (the top card first)
        state.log.append(("look_top", p, len(top)))  # 401.5
        state.frame = frame = replace(frame, vars=(*frame.vars, ("ls_looked", len(top)),
                                                   *(("ls_card", c) for c in top)))
    cards = [v for k, v in frame.vars if k == "ls_card"]
    picks = [v for k, v in frame.vars if k == "ls_pick"]
    if frame.answer is not None:
        if frame.answer and frame.answer[0] in cards and frame.answer[0] not in picks:
            picks.append(frame.answer[0])
        state.frame = frame = replace(frame, answer=None, vars=(
            *((k, v) for k, v in frame.vars if k != "ls_pick"), *(("ls_pick", c) for c in picks)))
    n = min(len(dests), len(cards))
    while len(picks) < n:
        rest = [c for c in cards if c not in picks]
        if len(rest) == 1 or len(set(dests[len(picks):])) == 1:  # (nothing left to choose)
            picks += rest[:n - len(picks)]
            continue
        return _ask(state, ChoiceDecision(p, "look_split", tuple(rest), 1, 1,
                                          f"choose the card to put {_WORDS[dests[len(picks)]]}"),
                    "effect")
    for card, dest in zip(picks, dests, strict=False):
        if card not in state.objects or state.objects[card].zone is not Zone.LIBRARY:
            continue
        if dest == "hand":
            move_object(state, card, Zone.HAND)
        elif dest == "exile":
            move_object(state, card, Zone.EXILE)
        elif dest == "graveyard":  # (its owner's, 404.1)
            move_object(state, card, Zone.GRAVEYARD)
        elif dest == "bottom":
            lib.remove(card)
            lib.insert(0, card)  # 401.1 (the list's start is the bottom)
            library_order_changed(state)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"look_split": v_look_split}
