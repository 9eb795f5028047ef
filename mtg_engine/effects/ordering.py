"""A player orders cards put into their library together: scry (701.18a: those put on the
bottom "in any order" and "the rest on top of your library in any order"), surveil (701.42a)
and "put the rest on the bottom of your library in any order": 401.4, the owner arranges two or
more cards put in one position of a library at the same time.

The order is asked one card at a time (a `ChoiceDecision` "order_top" / "order_bottom" of one
card among those not yet placed, listed as they were in the library), so `legal_actions()`
stays as small as the cards left; the cards chosen so far wait in the frame's vars (DESIGN
principle 2), so a paused game saves and copies exactly. The first card chosen is the highest
of its pile: for "order_top" it becomes the top card of the library.
"""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.rules.library_order import library_order_changed
from mtg_engine.state.game_state import Frame, GameState

_ASKED = "ordering"  # the var naming the pile whose order is being asked (its tag's number)


def in_chosen_order(state: GameState, frame: Frame, player: int, cards: tuple[int, ...],
                    tag: str, purpose: str, prompt: str) -> tuple[int, ...] | None:
    """`cards` in the order `player` chooses, highest first; None after asking for the next
    card (the verb runs again with the answer). `tag` names this pile in the frame's vars;
    `state.frame` is updated with what was chosen."""
    key = f"ord:{tag}"
    if frame.answer is not None and (_ASKED, _code(tag)) in frame.vars:
        picked = frame.answer[0] if frame.answer else None
        vars_ = tuple(v for v in frame.vars if v != (_ASKED, _code(tag)))
        if picked in cards:
            vars_ = (*vars_, (key, picked))
        state.frame = frame = replace(frame, answer=None, vars=vars_)
    chosen = [v for k, v in frame.vars if k == key and v in cards]
    rest = tuple(c for c in cards if c not in chosen)
    if len(rest) <= 1:
        return (*chosen, *rest)
    state.frame = replace(frame, answer=None, vars=(*frame.vars, (_ASKED, _code(tag))))
    state.pending = ChoiceDecision(player, purpose, rest, 1, 1, prompt)
    state.asking = "effect"
    return None


def _code(tag: str) -> int:
    """A pile's tag as the var's number (vars hold numbers)."""
    return sum(ord(ch) << (8 * i) for i, ch in enumerate(tag[:6]))


def put_on_top(state: GameState, player: int, ordered: tuple[int, ...]) -> None:
    """Put the cards on top of the library, the first one topmost (the library's last card is
    its top, 401.1)."""
    lib = state.players[player].library
    ordered = tuple(c for c in ordered if c in lib)
    for c in ordered:
        lib.remove(c)
    lib.extend(reversed(ordered))
    library_order_changed(state)


def put_on_bottom(state: GameState, player: int, ordered: tuple[int, ...]) -> None:
    """Put the cards on the bottom of the library, the first one highest of them."""
    lib = state.players[player].library
    ordered = tuple(c for c in ordered if c in lib)
    for c in ordered:
        lib.remove(c)
    lib[0:0] = list(reversed(ordered))  # index 0 is the bottom (401.1)
    library_order_changed(state)
