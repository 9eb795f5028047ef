"""Costs that move one card the player chooses from a zone other than the battlefield
(118.3; chosen as the ability is activated, 602.2b, `ActivateAbility.moved`):

  Put a card from your hand on top of your library: Return ~ to its owner's hand. (Leashling)
  {2}{U}, Put a card an opponent owns from exile into that player's graveyard: Tap target
  creature.                                                           (Cryptic Cruiser)
  Exile an instant or sorcery spell you control: Put two +1/+1 counters on ~.
                                                                      (Nivmagus Elemental)

`Cost.move_card` names the kind (`MOVES`): where the card comes from and goes to (400.3: to its
owner's library or graveyard)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_engine.rules.zones import move_object
from mtg_engine.state.objects import Zone

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import Cost
    from mtg_engine.state.game_state import GameState

# the kinds, by their Oracle wording (cards/oracle/costs.py reads and renders them)
MOVES = {"hand_to_library_top": "Put a card from your hand on top of your library",
         "opponent_exile_to_graveyard": "Put a card an opponent owns from exile into that "
                                        "player's graveyard",
         # 118.3, 405.1: a spell of yours on the stack, which then won't resolve
         "stack_spell_to_exile": "Exile an instant or sorcery spell you control",
         # 118.3, 406.3: "the exiled card" is then remembered (rules/cost_exiled.py; Jhoira of
         # the Ghitu)
         "hand_nonland_to_exile": "Exile a nonland card from your hand"}


def move_pool(state: GameState, player: int, source: int, c: Cost) -> list[int]:
    """The cards the cost may move (not the source itself)."""
    if c.move_card == "hand_to_library_top":
        return [h for h in state.players[player].hand if h != source]
    if c.move_card == "opponent_exile_to_graveyard":
        foes = set(state.opponents(player))
        return [e for e in state.exile if state.objects[e].owner in foes]
    if c.move_card == "stack_spell_to_exile":
        return [s for s in state.stack if _instant_or_sorcery_spell(state, s, player)]
    if c.move_card == "hand_nonland_to_exile":  # (205.2a: its card types in the hand)
        from mtg_engine.core.types import CardType
        from mtg_engine.rules.layers import characteristics

        return [h for h in state.players[player].hand if h != source
                and CardType.LAND not in characteristics(state, h).types]
    return []


def _instant_or_sorcery_spell(state: GameState, sid: int, player: int) -> bool:
    from mtg_engine.core.types import CardType
    from mtg_engine.rules.layers import characteristics
    from mtg_engine.state.objects import StackKind

    o = state.objects[sid]
    if o.kind is not StackKind.SPELL or o.controller != player:
        return False
    return bool({CardType.INSTANT, CardType.SORCERY} & set(characteristics(state, sid).types))


def move_choices(state: GameState, player: int, source: int,
                 c: Cost) -> list[tuple[int, ...]]:
    if not c.move_card:
        return [()]
    return [(card,) for card in move_pool(state, player, source, c)]


def move_problem(state: GameState, player: int, source: int, c: Cost,
                 moved: tuple[int, ...]) -> str | None:
    """Why the cards chosen can't pay the cost (118.3), or None."""
    if moved and not c.move_card:
        return "this ability's cost moves no card (118.3)"
    if c.move_card and (len(moved) != 1 or moved[0] not in move_pool(state, player, source, c)):
        return f"choose the card for its cost: {MOVES[c.move_card].lower()} (118.3)"
    return None


def pay_move(state: GameState, moved: tuple[int, ...], c: Cost) -> None:
    for card in moved:
        if c.move_card == "hand_to_library_top":  # 401.1: on top of its owner's library
            move_object(state, card, Zone.LIBRARY, top=True)
        elif c.move_card == "opponent_exile_to_graveyard":  # 400.3: its owner's graveyard
            move_object(state, card, Zone.GRAVEYARD)
        elif c.move_card in ("stack_spell_to_exile",  # (not countered: 701.5a isn't this)
                             "hand_nonland_to_exile"):
            move_object(state, card, Zone.EXILE)
