"""601.3: an effect's permission to cast one card from a graveyard this turn: "You may cast
target instant or sorcery card from your graveyard this turn. If that spell would be put into
your graveyard this turn, exile it instead." (Jace, Telepath Unbound; Heiko Yamazaki, the
General). The card remembers the permission, for the player it names and the turn (a card that
leaves the graveyard is a new object without it, 400.7); the player may cast it from there
until the turn ends, paying its costs as usual (601.2; timing as usual, 307.1). With
`exile_instead` (614.1a) the spell cast so is exiled instead of being put into its owner's
graveyard (effects/cast_card.EXILE_INSTEAD)."""

from __future__ import annotations

from mtg_engine.core.types import CardType
from mtg_engine.rules.play_from_exile import XI
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone

KEY = "castable_from_graveyard"  # in the card's `chosen`: "<player>:<turn>[:xi]"
_XI = XI  # (the same flag as an exile permission's, 614.1a)


def allow(state: GameState, player: int, oid: int, exile_instead: bool = False) -> None:
    """`player` may cast the card `oid` (in a graveyard) this turn."""
    o = state.objects.get(oid)
    if o is None or o.zone is not Zone.GRAVEYARD:
        return
    o = state.mut(oid)
    o.chosen = (*o.chosen, (KEY, f"{player}:{state.turn}" + (f":{_XI}" if exile_instead
                                                               else "")))
    state.characteristics_changed()  # (the castable cards are cached with them)


def _flags(state: GameState, player: int, oid: int) -> list[list[str]]:
    o = state.objects.get(oid)
    if o is None or o.zone is not Zone.GRAVEYARD or not o.chosen:
        return []
    out = []
    for k, v in o.chosen:
        if k != KEY:
            continue
        who, turn, *flags = v.split(":")
        if int(who) == player and int(turn) == state.turn:
            out.append(flags)
    return out


def permitted(state: GameState, player: int, oid: int) -> bool:
    """May `player` cast the card `oid` from its graveyard now by such a permission?"""
    return bool(_flags(state, player, oid))


def castable(state: GameState, player: int) -> list[int]:
    """The nonland cards in graveyards `player` may cast now by such a permission (read on
    every `legal_actions`: cached with the characteristics, which `allow` and every zone
    change forget, for the player and the turn; to read, never to change)."""
    key = ("graveyard_card_permissions", player, state.turn)
    got = state._chars.get(key)  # type: ignore[call-overload]
    if got is None:
        objects = state.objects
        got = state._chars[key] = [  # type: ignore[index]
            c for p in state.players for c in p.graveyard
            if objects[c].chosen  # (the permission is kept there: most cards have none)
            and (CardType.LAND not in objects[c].card.types or objects[c].card.faces)
            and permitted(state, player, c)]
    return got  # type: ignore[no-any-return]


def exiled_instead(state: GameState, player: int, oid: int) -> bool:
    """614.1a: does each permission `player` has to cast `oid` from a graveyard now say its
    spell is exiled instead of put into the graveyard?"""
    got = _flags(state, player, oid)
    return bool(got) and all(_XI in f for f in got)
