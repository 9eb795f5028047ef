"""The Commander game (903): commanders, the command zone as their home, the commander tax,
their return to the command zone, commander damage, and colour identity.

- 903.3: a commander is a card a player designated as such; the designation is the card's,
  not a characteristic, and stays with it in every zone (`GameState.commanders`, by object id,
  kept up to date as the card moves: `card_moved`). A copy of a commander (707) is not one; a
  game without commanders has none, so "noncommander" holds of every object there.
- 903.6: commanders start the game in the command zone (`put_in_command_zone`).
- 903.7: a Commander game starts at 40 life (`begin_commander_game`).
- 903.8: a player may cast a commander they own from the command zone (`castable`), for an
  additional {2} for each previous time they cast it from there this game (`tax`).
- 903.9a: a commander put into a graveyard or exile since state-based actions were last
  checked may be put into the command zone by its owner (a state-based action,
  `offer_command_zone`).
- 903.9b: a commander that would be put into its owner's hand or library from anywhere may be
  put into the command zone instead (a replacement effect, `replacement_candidate`).
- 903.10a, 704.6c: 21 or more combat damage from the same commander loses the game
  (`combat_damage_dealt`, `offer_command_zone`).
- 903.4: a commander's colour identity (`identity`), read by "a color in your commander's
  color identity" (Command Tower); 903.4e: with no commander that quality is undefined and the
  ability makes no mana.
- 113.6: a commander card in the command zone is not an object whose abilities function there
  (unlike an emblem or a face-up plane, rules/command_zone.py), unless an ability says it
  functions there (rules/command_zone.functioning_ids).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import ReplacementSpec
from mtg_engine.state.commanders import Commanders
from mtg_engine.state.objects import Zone

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import CardDef, StaticAbility
    from mtg_engine.state.game_state import GameState
    from mtg_engine.state.objects import GameObject

COMMANDER_LIFE = 40  # 903.7
TAX = 2  # 903.8: {2} for each previous cast from the command zone
LETHAL_COMMANDER_DAMAGE = 21  # 903.10a, 704.6c
ASKING = "commander_zone"  # 903.9a: the owner's choice, answered through `state.answer`
# 903.9b: "its owner may put it into the command zone instead" (614.1a: optional)
COMMAND_ZONE_INSTEAD = ReplacementSpec(event="move", instead="may_command_zone",
                                       text="put it into the command zone instead (903.9b)")


def is_commander(state: GameState, oid: int) -> bool:
    """903.3: is the object `oid` a commander?"""
    c = state.commanders
    return c is not None and oid in c.objects


def commander_ids(state: GameState, owner: int | None = None) -> list[int]:
    """The objects that are commanders (owned by `owner`, if given), wherever they are."""
    c = state.commanders
    if c is None:
        return []
    return [oid for oid, who in zip(c.objects, c.owners, strict=True)
            if oid in state.objects and (owner is None or who == owner)]


def put_in_command_zone(state: GameState, oid: int) -> None:
    """903.3, 903.6: the card `oid` (already in `state.command`) becomes its owner's
    commander."""
    o = state.objects[oid]
    c = state.commanders if state.commanders is not None else Commanders()
    if c.key_of(oid) < 0:
        state.commanders = c.with_commander(oid, o.owner)
    state.characteristics_changed()


def begin_commander_game(state: GameState) -> None:
    """903.7: each player's life total is 40 (103.3: their starting life total)."""
    c = state.commanders if state.commanders is not None else Commanders()
    from dataclasses import replace

    state.commanders = replace(c, game=True)
    for p in state.players:
        p.life = COMMANDER_LIFE
    state.starting_life = tuple(COMMANDER_LIFE for _ in state.players)


def card_moved(state: GameState, old: int, new: int, frm: Zone, to: Zone) -> None:
    """400.7, 903.3: the commander `old` became the object `new`. 903.8: a move from the
    command zone to the stack is a cast from there; 903.9a: a move into a graveyard or exile
    is remembered until state-based actions are next checked."""
    c = state.commanders
    if c is None:
        return
    key = c.key_of(old)
    if key < 0:
        return
    c = c.moved_to(key, new)
    if frm is Zone.COMMAND and to is Zone.STACK:
        c = c.cast_once_more(key)
    if to in (Zone.GRAVEYARD, Zone.EXILE) and key not in c.moved:
        from dataclasses import replace

        c = replace(c, moved=(*c.moved, key))
    state.commanders = c


def casts_from_command_zone(state: GameState, oid: int) -> int:
    """903.8: how many times the commander `oid` has been cast from the command zone."""
    c = state.commanders
    key = c.key_of(oid) if c is not None else -1
    return c.casts[key] if c is not None and key >= 0 else 0


def total_casts(state: GameState, player: int) -> int:
    """"the number of times you've cast your commander from the command zone this game": all
    of `player`'s commanders together (partners, 702.124)."""
    c = state.commanders
    if c is None:
        return 0
    return sum(n for n, who in zip(c.casts, c.owners, strict=True) if who == player)


def castable(state: GameState, player: int) -> list[int]:
    """903.8: the commanders `player` owns in the command zone (they may cast them)."""
    c = state.commanders
    if c is None:
        return []
    return [oid for oid, who in zip(c.objects, c.owners, strict=True)
            if who == player and oid in state.objects
            and state.objects[oid].zone is Zone.COMMAND]


def tax(state: GameState, player: int, oid: int) -> int:
    """903.8: the commander tax on casting `oid` from the command zone: {2} for each previous
    time `player` cast it from there this game (the generic mana added, 601.2f)."""
    o = state.objects.get(oid)
    if o is None or o.zone is not Zone.COMMAND or not is_commander(state, oid):
        return 0
    return TAX * casts_from_command_zone(state, oid)


# ------------------------------------------------------------------ state-based actions


def answer_offer(state: GameState) -> bool:
    """903.9a: the owner's answer to the offer `offer_command_zone` made (True once it is
    applied)."""
    c = state.commanders
    return c is not None and bool(c.moved) and state.asking == ASKING \
        and state.answer is not None and _offer_command_zone(state, c)


def damage_losers(state: GameState) -> list[tuple[int, str]]:
    """704.6c: the players still in the game dealt 21 or more combat damage by one commander
    (they lose, with the other state-based actions of the check, 704.3)."""
    c = state.commanders
    if c is None:
        return []
    return [(p, "21 or more combat damage from one commander (704.6c)")
            for p in sorted({p for k, p, n in c.damage if n >= LETHAL_COMMANDER_DAMAGE
                             and not state.players[p].lost})]


def offer_command_zone(state: GameState) -> bool:
    """903.9a: a commander put into a graveyard or exile since the last check: its owner may
    put it into the command zone. Offered once the other state-based actions of the check
    are performed (704.3: they don't wait behind the owner's choice; rules/sba.py). Returns
    True if one was settled; may ask the owner (`state.pending`)."""
    c = state.commanders
    return c is not None and bool(c.moved) and _offer_command_zone(state, c)


def _offer_command_zone(state: GameState, c: Commanders) -> bool:
    from dataclasses import replace

    key = c.moved[0]
    oid = c.objects[key]
    o = state.objects.get(oid)
    if o is None or o.zone not in (Zone.GRAVEYARD, Zone.EXILE):
        state.commanders = replace(c, moved=c.moved[1:])  # (it left again: nothing to do)
        return True
    if state.asking == ASKING and state.answer is not None:
        yes = state.answer[0] == 1
        state.answer, state.asking = None, ""
        state.commanders = replace(c, moved=c.moved[1:])
        if yes:
            from mtg_engine.rules.zones import move_object

            move_object(state, oid, Zone.COMMAND)
        return True
    state.pending = ChoiceDecision(o.owner, "may", (1, 0), 1, 1,
                                   f"put {o.card.name} into the command zone? (903.9a)")
    state.asking = ASKING
    return False


def combat_damage_dealt(state: GameState, source: int, player: int, amount: int) -> None:
    """903.10a: `source` dealt `amount` combat damage to `player`: counted if it is a
    commander."""
    c = state.commanders
    if c is None or amount <= 0:
        return
    key = c.key_of(source)
    if key >= 0:
        state.commanders = c.with_damage(key, player, amount)


def commander_damage(state: GameState, commander: int, player: int) -> int:
    """903.10a: the combat damage the commander `commander` has dealt `player` this game."""
    c = state.commanders
    key = c.key_of(commander) if c is not None else -1
    return c.damage_to(key, player) if c is not None and key >= 0 else 0


# ------------------------------------------------------------------ the replacement (903.9b)


def replacement_candidate(state: GameState, o: GameObject, to: str,
                          applied: tuple[str, ...]) -> bool:
    """903.9b: does "its owner may put it into the command zone instead" apply to `o` going
    to `to`? Offered again after other effects send it back toward a hand or library (903.9b:
    an exception to 614.5), not after its owner declined it for this event."""
    return to in ("hand", "library") and is_commander(state, o.id) \
        and DECLINED not in applied


DECLINED = "commander"  # the key the replacement is offered under (616.1)


# ------------------------------------------------------------------ colour identity (903.4)


def identity(state: GameState, card: CardDef) -> frozenset[str]:
    """903.4: the colours of the mana symbols in the card's cost and rules text, its colour
    indicator and characteristic-defining abilities, both faces (903.4d): MTGJSON's
    `colorIdentity`; a card without MTGJSON data, the colours of its cost and its colours."""
    printed = state.db.printed(card.name)
    if printed is not None:
        return frozenset(printed.color_identity)
    return frozenset(card.colors) | frozenset(
        ch for s in card.mana_cost.symbols for ch in s.colors)


def commanders_identity(state: GameState, player: int) -> frozenset[str] | None:
    """903.4: the colour identity of `player`'s commander(s) (partners: both, 702.124c); None
    when the player has no commander (903.4e: the quality is undefined)."""
    ids = commander_ids(state, player)
    if not ids:
        return None
    out: frozenset[str] = frozenset()
    for oid in ids:
        out |= identity(state, state.objects[oid].card)
    return out


def identity_letters(state: GameState, player: int) -> str:
    """903.4: the colours (WUBRG order) of `player`'s commanders' colour identity; "" with no
    commander (903.4e: no mana)."""
    got = commanders_identity(state, player)
    return "".join(c for c in "WUBRG" if got and c in got)


# ------------------------------------------------------------------ conditions (113.6)


def _source_in(state: GameState, source: int, zones: tuple[Zone, ...]) -> bool:
    o = state.objects.get(source)
    return o is not None and o.zone in zones


JUDGES = {
    "self_in_command_zone": lambda state, c, you, source: _source_in(
        state, source, (Zone.COMMAND,)),
    "self_in_command_zone_or_battlefield": lambda state, c, you, source: _source_in(
        state, source, (Zone.COMMAND, Zone.BATTLEFIELD)),
}
# 113.6: the conditions whose abilities function in the command zone
IN_COMMAND_ZONE = frozenset({"self_in_command_zone", "self_in_command_zone_or_battlefield"})


def command_zone_triggers(state: GameState) -> list[tuple[int, str]]:
    """113.6: (commander in the command zone, event) for each of its triggered abilities that
    functions there ("if ~ is in the command zone [or on the battlefield]")."""
    from mtg_engine.rules.trigger_graveyard import in_command_zone

    out: list[tuple[int, str]] = []
    for oid in state.command:
        if is_commander(state, oid):
            out += [(oid, t.event) for t in state.objects[oid].card.triggers
                    if in_command_zone(t)]
    return out


def command_zone_statics(state: GameState) -> list[tuple[int, StaticAbility]]:
    """113.6: (commander in the command zone, static ability) for each of its static
    abilities that functions there ("As long as ~ is in the command zone or on the
    battlefield, ...": its condition, 611.3a)."""
    out: list[tuple[int, StaticAbility]] = []
    for oid in state.command:
        if is_commander(state, oid):
            out += [(oid, st) for st in state.objects[oid].card.statics
                    if st.when is not None and st.when.kind in IN_COMMAND_ZONE]
    return out


def to_command_zone_triggers(state: GameState, found: list[Any], new: int) -> None:
    """"Whenever your commander is put into the command zone from anywhere" (903.3): the
    card `new` arrived there; the permanents whose controller owns it, if it's a commander."""
    if not is_commander(state, new):
        return
    from mtg_engine.rules.trigger_base import _fire, _present_watchers

    owner = state.objects[new].owner
    for wid, wcard, wctrl in _present_watchers(state, "your_commander_to_command_zone"):
        if wctrl == owner:
            _fire(state, found, wid, wcard, wctrl, "your_commander_to_command_zone", new,
                  remembered=(new,))
