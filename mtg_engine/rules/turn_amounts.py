"""Amounts counted from this turn's history of one player or object (500.1: the events since
the turn began, rules/conditions.turn_events; 608.2h: counted once, as the effect is carried
out; cards/amounts.TURN_OF):

- "the damage (already) dealt to that player / it this turn" (120.1, 120.3: each damage
  event's amount dealt to that player or object; 400.7: an object that changed zones is a new
  object, the damage dealt to the old one isn't counted);
- "the life you've lost this turn", "... they lost ...", "the total life lost by all players
  this turn", "for each 1 life your opponents have lost this turn" (119.3: each loss of life,
  damage dealt to a player included, 120.3a; not infect's poison counters, 120.3b);
- "the number of cards you've / they've drawn this turn" (121.1: each card drawn);
- "for each card you've discarded this turn", "the number of cards target opponent discarded
  this turn" (701.8a: each card discarded);
- "for each spell you've cast this turn" (601.2i: each spell cast, the one whose trigger
  this is included once it was cast);
- "for each creature put into your graveyard from the battlefield this turn", "... that died
  under your control this turn" (700.4, 404.2);
- "for each time it has attacked this turn" (508.1: each "attack" event of the permanent; of
  the object a static ability's effect applies to in layer 7c, rules/layer_dependency._per).

The log already records all of it: no new state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_engine.cards.amounts import THEIR

if TYPE_CHECKING:
    from mtg_engine.cards.amounts import Amount
    from mtg_engine.state.game_state import Frame, GameState


def turn_history(state: GameState, frame: Frame, a: Amount) -> int:
    """The value of a `{this_turn: damage_to | life_lost | drawn, of: ...}` amount now."""
    from mtg_engine.rules.conditions import _life_losses, turn_events

    events = turn_events(state)
    if a.who == "attacked":  # 508.1: "each time it has attacked this turn" (of: self)
        return attacks_this_turn(state, frame.source if a.of == "self" else 0)
    if a.who == "damage_to" and a.of == "opponents":  # 120.1, 102.3: to each opponent, combat
        from mtg_engine.state.objects import ref_player  # damage or not

        players = set(state.opponents(frame.controller))
        return sum(int(ev[3]) for ev in events  # type: ignore[call-overload]
                   if ev[0] == "damage" and int(ev[3]) > 0  # type: ignore[call-overload]
                   and int(ev[2]) < 0 and ref_player(int(ev[2])) in players)  # type: ignore[call-overload]
    if a.who == "damage_to":
        whom = _whom(state, frame, a.of)
        return sum(int(ev[3]) for ev in events  # type: ignore[call-overload]
                   if ev[0] == "damage" and whom is not None and ev[2] == whom
                   and int(ev[3]) > 0)  # type: ignore[call-overload]
    players = _players(state, frame, a.of)
    if a.who == "noncombat_damage_to":  # 120.1, 510.2: damage to those players, not combat's
        from mtg_engine.state.objects import ref_player

        return sum(int(ev[3]) for ev in events  # type: ignore[call-overload]
                   if ev[0] == "damage" and not ev[4] and int(ev[3]) > 0  # type: ignore[call-overload]
                   and int(ev[2]) < 0 and ref_player(int(ev[2])) in players)  # type: ignore[call-overload]
    if a.who == "life_lost":
        return sum(n for who, n in _life_losses(events) if who in players)
    if a.who == "cast":  # 601.2i: each spell cast (a copy is not cast, 707.10)
        return sum(1 for ev in events if ev[0] == "cast" and ev[1] in players)
    if a.who == "discarded":  # 701.8a: each card discarded (("discard", player, card, by))
        return sum(1 for ev in events if ev[0] == "discard" and ev[1] in players)
    return sum(1 for ev in events if ev[0] == "draw" and ev[1] in players)


def attacks_this_turn(state: GameState, oid: int) -> int:
    """508.1, 508.1m: the times the permanent `oid` was declared as an attacker this turn (one
    put onto the battlefield attacking never attacked, 508.4)."""
    from mtg_engine.rules.conditions import turn_events

    return sum(1 for ev in turn_events(state) if ev[0] == "attack" and ev[1] == oid)


def attack_counts_read(state: GameState) -> bool:
    """Does a static ability count attacks ("for each time it has attacked this turn", layer
    7c)? Its characteristics are then computed again once attacks are declared."""
    from mtg_engine.rules.layers import static_effect, static_effects

    for _, st in static_effects(state):
        per = static_effect(st).per
        if per is not None and per.kind == "this_turn" and per.who == "attacked":
            return True
    return False


def _whom(state: GameState, frame: Frame, of: str) -> int | None:
    """The player (as a player reference) or object `of` names: you (no `of`), each player
    the instruction is carried out for (THEIR: rules/amounts.their_frame makes them "you"),
    or the object or player a reference names (a target: none once it is illegal, 608.2b)."""
    from mtg_engine.state.objects import player_ref

    if not of or of == THEIR:
        return player_ref(frame.controller)
    from mtg_engine.effects.references import resolve_refs

    return next(iter(resolve_refs(state, frame, of)), None)


def _players(state: GameState, frame: Frame, of: str) -> set[int]:
    """The players whose life or draws are counted (indexes)."""
    from mtg_engine.state.objects import ref_player

    if of == "opponents":  # "your opponents have lost" (102.3)
        return set(state.opponents(frame.controller))
    if of == "all":  # "all players" (800.4a: not one who has left the game)
        return set(state.apnap())
    whom = _whom(state, frame, of)
    p = ref_player(whom) if whom is not None else None
    return {p} if p is not None else set()


def cast_before(state: GameState, frame: Frame, a: Amount) -> int:
    """601.2i: the spells of the types `a.filter` names that the ability's controller cast
    this turn before the spell it remembers was cast (Thousand-Year Storm: not those cast
    after it, nor copies, which aren't cast, 707.10); 0 if it remembers no spell cast.
    `cast_other`: those cast this turn but the source spell itself (608.2h: as the ability
    resolves; Show of Confidence's "When you cast this spell")."""
    from mtg_engine.rules.conditions import turn_events

    other = a.who == "cast_other"
    spell = frame.source if other else next((r for r in frame.remembered if r > 0), None)
    types = a.filter.types if a.filter is not None else ()
    n = 0
    for ev in turn_events(state):
        if ev[0] != "cast":
            continue
        if ev[2] == spell:
            if not other:
                return n
            continue
        if ev[1] != frame.controller:
            continue
        try:  # (the name the spell was cast as: a card's, or a face's)
            card = state.db.get(str(ev[3]))
        except KeyError:
            continue
        if not types or any(t in card.types for t in types):
            n += 1
    return n if other else 0


def died_yours(state: GameState, frame: Frame, who: str) -> int:
    """700.4: the creatures that died this turn (put into a graveyard from the battlefield)
    that you owned ("for each creature put into your graveyard from the battlefield this
    turn": a graveyard is its owner's, 404.2; a token too, 111.7) or that you controlled as
    they left ("that died under your control"), read from their "left_as" records (603.10a)."""
    from mtg_engine.rules.conditions import turn_events

    events = turn_events(state)
    left = {ev[1]: ev for ev in events if ev[0] == "left_as"}
    n = 0
    for ev in events:
        if ev[0] != "move" or ev[4] != "battlefield" or ev[5] != "graveyard" or not ev[7]:
            continue
        if who == "died_under_you":
            n += ev[6] == frame.controller
        elif (rec := left.get(ev[1])) is not None:  # type: ignore[call-overload]
            n += rec[17] == frame.controller
    return n
