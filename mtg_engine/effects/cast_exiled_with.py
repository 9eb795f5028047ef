"""`cast_one_exiled_with` (cards/oracle/cast_exiled_with.py; 607.2a, 601.3, 118.9): until end of
turn the ability's controller may cast one spell (of `spell_type`, if said) from among the
cards still exiled with its source (rules/exiled_with.py; a card that left exile is a new
object, 400.7), without paying its mana cost. Each resolution is its own permission: two
resolutions let two spells be cast (rules/play_from_exile.played). With `any_number` ("you may
cast spells from among ...") each of them may be cast this turn, its costs paid, mana spent as
`spend` says (609.4b: "any_color", rules/spend_any.DSL_SPEND)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.rules.exiled_with import exiled_with
from mtg_engine.rules.play_from_exile import allow_this_turn
from mtg_engine.rules.spend_any import DSL_SPEND
from mtg_engine.state.game_state import Frame, GameState


def v_cast_one_exiled_with(state: GameState, frame: Frame, e: Effect) -> bool:
    cards = tuple(exiled_with(state, frame.source))
    if e.get("any_number"):  # "you may cast spells from among ...": each, its costs paid
        for c in cards:
            allow_this_turn(state, frame.controller, c, cast=True,
                            spend=DSL_SPEND.get(str(e.get("spend")), ""))
        return True
    for c in cards:
        allow_this_turn(state, frame.controller, c, cast=True, free=True, one_of=cards,
                        spell_type=str(e.get("spell_type") or ""))
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "cast_one_exiled_with": v_cast_one_exiled_with}
