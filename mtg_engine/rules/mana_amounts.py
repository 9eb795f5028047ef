"""Mana abilities that add a variable amount of mana (106.1, 605.1a): "{T}: Add {G} for each
creature you control" (Gaea's Cradle), "Add an amount of {G} equal to your devotion to green"
(Karametra's Acolyte), "Add X mana of any one color, where X is ..." (`ActivatedAbility.
mana_times`), "Choose a color. Add an amount of mana of that color equal to your devotion to
that color." (Nykthos, Shrine to Nyx: the devotion to the color the activation chose, 700.5,
106.1a), "For each color among permanents you control, add one mana of that color." (Bloom
Tender: one of each color found, 105.2). The amount is counted as the ability resolves, at
once (605.3b, 608.2h).

The automatic payer (rules/mana_results.py) counts what such an ability would add now and
activates it first when it uses it (rules/casting.py `pay_cost`).
"""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.cards.amounts import ONE_EACH, THAT_COLOR
from mtg_engine.cards.dsl import ActivatedAbility
from mtg_engine.state.game_state import Frame, GameState


def variable_mana(state: GameState, player: int, source: int, ab: ActivatedAbility,
                  mana: tuple[str, ...]) -> tuple[str, ...]:
    """`mana` (what one "for each" adds) as many times as the ability's amount says now."""
    from mtg_engine.effects.references import amount_of

    o = state.objects.get(source)
    name = o.card.name if o is not None else ""
    frame = Frame((), (name, False, "ability", 0), 0, player, source, name, (), ())
    amount = ab.mana_times
    if getattr(amount, "who", "") == ONE_EACH:  # 105.2, 106.1a: one of each color among them
        from mtg_engine.rules.amounts import colors_among

        found = colors_among(state, frame, amount)
        return tuple(c for c in mana if c in found)
    if getattr(amount, "who", "") == THAT_COLOR:  # 700.5, 106.1a: to the color chosen
        amount = replace(amount, who="", colors=(mana[0],)) if mana else None
        if amount is None:
            return ()
    return mana * max(0, amount_of(state, frame, amount))
