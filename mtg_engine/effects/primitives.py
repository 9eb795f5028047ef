"""The primitive operations every change to a game goes through (DESIGN principle 3).

Each records an event in the log; triggered abilities (603) are found by reading those events.
"""

from __future__ import annotations

from mtg_engine.cards.dsl import CardDef
from mtg_engine.core.types import CardType
from mtg_engine.rules.layers import characteristics, has_keyword
from mtg_engine.rules.targets import protected_from
from mtg_engine.rules.zones import create_object, leave_game, move_object, remove_from_combat
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone, player_ref, ref_player

MANA_INDEX = {"W": 0, "U": 1, "B": 2, "R": 3, "G": 4, "C": 5}


def draw_card(state: GameState, player: int) -> int | None:
    """121.2: draw the top card of the library. Drawing from an empty library marks the player
    for 704.5b."""
    p = state.players[player]
    if not p.library:
        p.drew_from_empty = True
        state.log.append(("draw_empty", player))
        return None
    new = move_object(state, p.library[-1], Zone.HAND)
    state.log.append(("draw", player, new))
    return new


def gain_life(state: GameState, player: int, amount: int) -> None:
    """119.3: life gain."""
    if amount <= 0:
        return
    p = state.players[player]
    p.life += amount
    p.life_gained_this_turn += amount
    state.log.append(("gain_life", player, amount))


def lose_life(state: GameState, player: int, amount: int) -> None:
    """119.3: life loss."""
    if amount <= 0:
        return
    state.players[player].life -= amount
    state.log.append(("lose_life", player, amount))


def deal_damage(state: GameState, source: int, source_card: CardDef, controller: int,
                target: int, amount: int, *, combat: bool = False) -> int:
    """120.3: damage to a player is life loss (120.3a), to a creature is marked on it (120.3e),
    to a planeswalker removes loyalty counters (120.3c). A source with deathtouch marks the
    creature for 704.5h (702.2b); lifelink makes its controller gain that much life (702.15b).
    `source` may have left the battlefield: then its last known characteristics are its card's."""
    if amount <= 0:
        return 0
    if source in state.objects:
        src = characteristics(state, source)
        src_keywords, src_colors = src.keywords, src.colors
    else:
        src_keywords, src_colors = source_card.keywords, source_card.colors
    who = ref_player(target)
    if who is None and target in state.objects and protected_from(state, target, src_colors):
        state.log.append(("prevented", source, target, amount))  # 702.16e: protection
        return 0
    amount = _prevent(state, source, target, amount, combat)
    if amount <= 0:
        return 0
    if who is not None:
        state.players[who].life -= amount
        state.log.append(("damage", source, target, amount, combat))
    else:
        if target not in state.objects:
            return 0
        ch = characteristics(state, target)
        o = state.mut(target)
        if CardType.PLANESWALKER in ch.types:
            o.counters["loyalty"] = max(0, o.counters.get("loyalty", 0) - amount)
        if CardType.CREATURE in ch.types:
            o.damage += amount
            if "deathtouch" in src_keywords:
                o.deathtouched = True
        state.log.append(("damage", source, target, amount, combat))
    if "lifelink" in src_keywords:
        gain_life(state, controller, amount)
    return amount


def _prevent(state: GameState, source: int, target: int, amount: int, combat: bool) -> int:
    """615: prevention effects from resolved spells and abilities, this turn: all combat
    damage (Fog), all damage to or from an object or player, the next N damage to one
    (615.7: a shield is used up as it prevents). Returns the damage left."""
    if not state.preventions:
        return amount
    if any(kind == "none" for kind, _, _ in state.preventions):
        return amount  # 615.12: damage can't be prevented; shields aren't used up
    kept: list[tuple[str, int, int]] = []
    left = amount
    for kind, ref, n in state.preventions:
        if left > 0 and ((kind == "combat" and combat) or (kind == "to" and ref == target)
                         or (kind == "from" and ref == source)):
            left = 0
        elif left > 0 and kind == "next" and ref == target:
            used = min(n, left)
            left -= used
            n -= used
        if kind != "next" or n > 0:
            kept.append((kind, ref, n))
    state.preventions = tuple(kept)
    if left < amount:
        state.log.append(("prevented", source, target, amount - left))
    return left


def tap(state: GameState, oid: int) -> None:
    if not state.objects[oid].tapped:
        state.mut(oid).tapped = True
        _tapped_changed(state)
        state.log.append(("tap", oid))


def untap(state: GameState, oid: int) -> None:
    if state.objects[oid].tapped:
        state.mut(oid).tapped = False
        _tapped_changed(state)
        state.log.append(("untap", oid))


def _tapped_changed(state: GameState) -> None:
    """Only a static ability's filter ("untapped creatures you control") can make
    characteristics depend on being tapped."""
    if state._chars.get(0):
        state.characteristics_changed()


def add_counters(state: GameState, oid: int, kind: str, n: int) -> None:
    """122.1: put counters on a permanent."""
    if n <= 0 or oid not in state.objects:
        return
    o = state.mut(oid)
    o.counters[kind] = o.counters.get(kind, 0) + n
    state.characteristics_changed()  # counters modify P/T in layer 7c
    state.log.append(("counters", oid, kind, n))


def remove_counters(state: GameState, oid: int, kind: str, n: int) -> None:
    o = state.mut(oid)
    have = o.counters.get(kind, 0)
    n = min(n, have)
    if n <= 0:
        return
    if have - n:
        o.counters[kind] = have - n
    else:
        del o.counters[kind]
    state.characteristics_changed()
    state.log.append(("counters", oid, kind, -n))


def destroy(state: GameState, oid: int, *, regenerable: bool = True) -> bool:
    """701.7: move a permanent to its owner's graveyard, unless it is indestructible (702.12b)
    or a regeneration shield replaces the destruction (701.15a-b): then it is tapped, all
    damage is removed from it, and it is removed from combat."""
    if oid not in state.objects or state.objects[oid].zone is not Zone.BATTLEFIELD:
        return False
    if has_keyword(state, oid, "indestructible"):
        return False
    if regenerable and oid in state.regen_shields:
        shields = list(state.regen_shields)
        shields.remove(oid)
        state.regen_shields = tuple(shields)
        tap(state, oid)
        o = state.mut(oid)
        o.damage = 0
        o.deathtouched = False
        remove_from_combat(state, oid)
        state.log.append(("regenerate", oid))
        return False
    move_object(state, oid, Zone.GRAVEYARD)
    return True


def sacrifice(state: GameState, oid: int) -> None:
    """701.17: move a permanent you control to its owner's graveyard; indestructible does not stop it."""
    move_object(state, oid, Zone.GRAVEYARD)


def discard(state: GameState, player: int, oid: int) -> int | None:
    """701.8: move a card from its owner's hand to their graveyard. Returns the new id."""
    new = move_object(state, oid, Zone.GRAVEYARD)
    state.log.append(("discard", player, oid))
    return new


def create_token(state: GameState, token: CardDef, controller: int) -> int:
    """111.1: a token is created on the battlefield under the control of the player who created
    it, who also owns it (111.2)."""
    oid = create_object(state, token, controller, Zone.BATTLEFIELD, controller=controller)
    state.log.append(("move", 0, oid, token.name, "none", "battlefield", controller, False, True))
    return oid


def add_mana(state: GameState, player: int, mana: tuple[str, ...]) -> None:
    """106.4: mana goes into the player's mana pool."""
    pool = state.players[player].mana_pool
    for m in mana:
        pool[MANA_INDEX[m]] += 1
    state.log.append(("mana", player, "".join(mana)))


def empty_mana_pools(state: GameState) -> None:
    """500.4: mana empties from each player's mana pool at the end of each step and phase."""
    for p in state.players:
        if any(p.mana_pool):
            p.mana_pool = [0] * 6


def lose_game(state: GameState, player: int, reason: str) -> None:
    """104.3: a player loses. With one player left, that player wins (104.2a)."""
    p = state.players[player]
    if p.lost:
        return
    p.lost = True
    state.log.append(("lose", player, reason))
    alive = state.living_players()
    if len(alive) == 1:
        state.result = ("win", alive[0])
    elif not alive:
        state.result = ("draw", None)  # 104.4a: all players lose simultaneously
    else:
        leave_game(state, player)  # 800.4a: the game goes on without them


__all__ = ["add_counters", "add_mana", "create_token", "deal_damage", "destroy", "discard",
           "draw_card", "empty_mana_pools", "gain_life", "lose_game", "lose_life", "player_ref",
           "remove_counters", "sacrifice", "tap", "untap"]
