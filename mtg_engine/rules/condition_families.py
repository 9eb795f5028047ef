"""Condition kinds judged outside rules/conditions.holds' own list: a registry (`JUDGES`, kind
-> judge) that `holds` consults before giving up, so that a new family is a function here (or
in its own module, registered here) and no new branch there.

- "self_monstrous": the source is monstrous (701.31b, rules/monstrosity.py);
- "self_renowned": the source is renowned (702.112b);
- "self_in_graveyard": the source is a card in the graveyard of the ability's controller
  (404.1; "if ~ is in your graveyard": its owner, 108.4a);
- "hand_exactly": `count` cards in your hand (402.1);
- "self_blocked": the source is a blocked attacking creature (509.1h); "self_blockers_at_least":
  `count` or more creatures are blocking it (509.1);
- "permanent_entered_this_turn": a permanent of card type `name` entered the battlefield
  under your control this turn;
- "hand_fewer_than", "opponent_hand_empty" (402.1), "life_exactly" (119.1), "no_creatures";
- "self_not_attacked", "not_attacked_this_turn", "no_attacks_this_turn": no attacker
  declared this turn (508.1m) was the source / was yours / at all;
- "lost_life_last_turn" (119.3, 120.3a: damage to a player is life lost), "any_library_at_most",
  "any_graveyard_at_least" (any player's), "self_on_battlefield";
- "controls_modified": you control a modified creature (700.9); "self_modified": the source is
  modified;
- "graveyard_mana_values_at_least": that many different mana values among the cards in your
  graveyard (202.3);
- "self_attacked_or_blocked", "controls_greatest", "opponent_lost_life_last_turn",
  "player_lost_life_this_turn", "graveyard_empty", "full_party" (rules/condition_history.py);
- "devotion_less_than": your devotion to the `filter`'s colours is less than `count` (700.5).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import Condition, Filter
    from mtg_engine.state.game_state import GameState

from mtg_engine.rules import commanders as _commanders
from mtg_engine.rules import condition_amounts as _amounts
from mtg_engine.rules import condition_board as _board
from mtg_engine.rules import condition_casting as _casting
from mtg_engine.rules import condition_control as _control
from mtg_engine.rules import condition_library as _library
from mtg_engine.rules import condition_players as _players
from mtg_engine.rules import condition_spell_history as _spell_history
from mtg_engine.rules import condition_target_spell as _target_spell
from mtg_engine.rules import condition_this_way as _this_way
from mtg_engine.rules import condition_turn_facts as _turn_facts
from mtg_engine.rules import condition_turn_history as _turn_history
from mtg_engine.rules import dungeons as _dungeons
from mtg_engine.rules import most_player as _most_player
from mtg_engine.rules import optional_costs as _optional_costs
from mtg_engine.rules import tribute as _tribute

Judge = Callable[["GameState", "Condition", int, int], bool]


def _self_monstrous(state: GameState, c: Condition, controller: int, source: int) -> bool:
    """701.31b: "as long as ~ is monstrous" / "if ~ is monstrous" (a permanent only: a new
    object is never monstrous, 400.7)."""
    from mtg_engine.rules.monstrosity import is_monstrous

    return source in state.battlefield and is_monstrous(state, source)


def _self_in_graveyard(state: GameState, c: Condition, controller: int, source: int) -> bool:
    """404.1: the source is in `controller`'s graveyard (a card put there is a new object,
    400.7: the ability's source is the card in the graveyard itself)."""
    return source in state.players[controller].graveyard


def _hand_exactly(state: GameState, c: Condition, controller: int, source: int) -> bool:
    return len(state.players[controller].hand) == c.count  # 402.1


def _self_blocked(state: GameState, c: Condition, controller: int, source: int) -> bool:
    """509.1h: a creature remains blocked for the rest of the combat even if every creature
    blocking it leaves (the combat keeps it among the blocked attackers)."""
    combat = state.combat
    return combat is not None and source in combat.attackers and source in combat.blocked


def _self_blockers_at_least(state: GameState, c: Condition, controller: int, source: int
                            ) -> bool:
    """509.1: `count` or more creatures are blocking the source now (a blocker that left the
    battlefield or was removed from combat blocks no longer, 506.4)."""
    combat = state.combat
    return combat is not None and sum(
        1 for b, attacked in combat.blockers.items() if source in attacked
        and b in state.battlefield) >= c.count


def _permanent_entered(state: GameState, c: Condition, controller: int, source: int) -> bool:
    """"If you had a creature enter the battlefield under your control this turn": a move onto
    the battlefield this turn of a permanent of card type `c.name` you control (as it is now,
    or as it last existed there if it has left since: 608.2h). "Another creature"
    (`c.filter.other`, Saddled Rimestag's "as long as" static, judged within the layer
    system, 611.3a): not the source, and the card types are the entering card's own (the
    characteristics of other permanents can't be asked while the layers compute them; a
    known limit: an effect that made a noncreature card a creature as it entered isn't
    seen)."""
    from mtg_engine.rules.conditions import turn_events
    from mtg_engine.rules.layers import characteristics

    events = turn_events(state)
    for ev in events:
        if ev[0] != "move" or ev[5] != "battlefield":
            continue
        oid = int(ev[2])  # type: ignore[call-overload]
        o = state.objects.get(oid)
        if c.filter.other and oid == source:
            continue  # "another creature": not the source itself
        if o is not None and o.zone.value == "battlefield":
            types = o.card.types if c.filter.other else characteristics(state, oid).types
            if o.controller == controller and c.name in {t.value for t in types}:
                return True
            continue
        lki = next((e for e in events if e[0] == "left_as" and e[1] == oid), None)
        left = next((e for e in events if e[0] == "move" and e[1] == oid
                     and e[4] == "battlefield"), None)
        if lki is not None and left is not None and left[6] == controller \
                and c.name in lki[2]:  # type: ignore[operator]
            return True
    return False


def _attacks(state: GameState) -> list[tuple[object, ...]]:
    from mtg_engine.rules.conditions import turn_events

    return [ev for ev in turn_events(state) if ev[0] == "attack"]  # 508.1m


def _self_not_attacked(state: GameState, c: Condition, controller: int, source: int) -> bool:
    return not any(ev[1] == source for ev in _attacks(state))


def _not_attacked(state: GameState, c: Condition, controller: int, source: int) -> bool:
    """508.1: only the active player declares attackers."""
    return state.active != controller or not _attacks(state)


def _no_attacks(state: GameState, c: Condition, controller: int, source: int) -> bool:
    return not _attacks(state)


def _no_creatures(state: GameState, c: Condition, controller: int, source: int) -> bool:
    from mtg_engine.rules.layers import is_creature

    return not any(is_creature(state, oid) for oid in state.battlefield)


def _lost_life_last_turn(state: GameState, c: Condition, controller: int, source: int) -> bool:
    from mtg_engine.rules.conditions import _life_losses, turn_events

    return any(who == controller and n > 0 for who, n in _life_losses(turn_events(state, 1)))


def _self_modified(state: GameState, c: Condition, controller: int, source: int) -> bool:
    """700.9: "as long as ~ is modified": the source has a counter on it, is equipped or is
    enchanted by an Aura its controller controls."""
    from mtg_engine.rules.attached_filters import is_modified

    return source in state.battlefield and is_modified(state, source)


def _controls_modified(state: GameState, c: Condition, controller: int, source: int) -> bool:
    """700.9: a creature you control that has a counter on it (122), is equipped (301.5), or is
    enchanted by an Aura controlled by its controller (303.4)."""
    from mtg_engine.rules.layers import characteristics, is_creature

    for oid in state.battlefield:
        o = state.objects[oid]
        if o.controller != controller or not is_creature(state, oid):
            continue
        if any(n > 0 for n in o.counters.values()):
            return True
        for a in state.battlefield:
            att = state.objects[a]
            if att.attached_to != oid:
                continue
            subs = characteristics(state, a).subtypes
            if "Equipment" in subs or ("Aura" in subs and att.controller == controller):
                return True
    return False


def devotion(state: GameState, chars: dict[int, object] | None, colors: tuple[str, ...],
             controller: int) -> int:
    """700.5: the mana symbols of any of `colors` (letters) among the mana costs of the
    permanents `controller` controls (a hybrid symbol of two of them counts once); 700.5a:
    after copy, control and text-changing effects: `chars` the characteristics the layers
    computed so far (within layer 4 and later), else the permanents as they are. A face-down
    permanent has no mana cost (708.2)."""
    from mtg_engine.rules.layers import characteristics

    want, n = set(colors), 0
    for oid in state.battlefield:
        ch = chars.get(oid) if chars is not None else characteristics(state, oid)
        if ch is None or ch.controller != controller \
                or state.objects[oid].face_down is not None:  # type: ignore[attr-defined]
            continue
        n += sum(1 for s in ch.card.mana_cost.symbols  # type: ignore[attr-defined]
                 if want & set(s.colors))
    return n


def _graveyard_mana_values(state: GameState, c: Condition, controller: int, source: int) -> bool:
    """"There are five or more mana values among cards in your graveyard": the different mana
    values of the cards there (202.3; a land card's is 0, 202.3a), from their printed mana
    costs (no effect changes a card's mana cost there; computing the cards' characteristics
    within the layers could ask for the permanents being computed)."""
    return len({state.objects[g].card.mana_value
                for g in state.players[controller].graveyard}) >= c.count


def _self_renowned(state: GameState, c: Condition, controller: int, source: int) -> bool:
    """702.112b: "as long as ~ is renowned" (a permanent only: a new object isn't, 400.7)."""
    from mtg_engine.rules.keyword_effects import not_renowned

    return source in state.battlefield and not not_renowned(state, source)


def _history(kind: str) -> Judge:
    """The judge of `kind` in rules/condition_history.py (imported when first judged)."""
    def judge(state: GameState, c: Condition, controller: int, source: int) -> bool:
        from mtg_engine.rules import condition_history

        return getattr(condition_history, kind)(state, c, controller, source)  # type: ignore[no-any-return]

    return judge


JUDGES: dict[str, Judge] = {
    "self_renowned": _self_renowned,
    "graveyard_mana_values_at_least": _graveyard_mana_values,
    "devotion_less_than": lambda state, c, you, source: devotion(
        state, None, c.filter.colors, you) < c.count,
    "controls_modified": _controls_modified,
    "self_modified": _self_modified,
    "lost_life_last_turn": _lost_life_last_turn,
    "any_library_at_most": lambda state, c, you, source: any(
        len(state.players[p].library) <= c.count for p in state.apnap()),
    "any_graveyard_at_least": lambda state, c, you, source: any(
        len(state.players[p].graveyard) >= c.count for p in state.apnap()),
    "self_on_battlefield": lambda state, c, you, source: source in state.battlefield,
    # 500.7: an extra turn is being taken (rules/turn.next_turn_player keeps the turn it came
    # after until the turn order goes on)
    "extra_turn": lambda state, c, you, source: state.turn_order_after >= 0,
    "hand_fewer_than": lambda state, c, you, source: len(state.players[you].hand) < c.count,
    "opponent_hand_empty": lambda state, c, you, source: any(
        not state.players[p].hand for p in state.opponents(you)),
    "life_exactly": lambda state, c, you, source: state.players[you].life == c.count,
    "no_creatures": _no_creatures,
    "self_not_attacked": _self_not_attacked,
    "not_attacked_this_turn": _not_attacked,
    "no_attacks_this_turn": _no_attacks,
    "hand_exactly": _hand_exactly,
    "self_blocked": _self_blocked,
    "self_blockers_at_least": _self_blockers_at_least,
    "permanent_entered_this_turn": _permanent_entered,
    "self_monstrous": _self_monstrous,
    "self_in_graveyard": _self_in_graveyard,
    "anchor": lambda state, c, you, source: _anchor(state, c, you, source),  # 614.12b
    "attacked_total_power": lambda state, c, you, source: _pack_tactics(state, c, you, source),
    # 508.1, 509.1, 208.1, 119.3, 404.1 (rules/condition_history.py)
    **{k: _history(k) for k in ("self_attacked_or_blocked", "self_blocked_with",
                                "controls_greatest",
                                "opponent_lost_life_last_turn", "player_lost_life_this_turn",
                                "graveyard_empty", "full_party")},
}
JUDGES.update(_board.JUDGES)  # the battlefield, the defending player
JUDGES.update(_tribute.JUDGES)  # 702.104b: "if tribute wasn't paid"
JUDGES.update(_turn_facts.JUDGES)  # this turn's facts, the creatures attacking
JUDGES.update(_spell_history.JUDGES)  # how a permanent got onto the battlefield (601.2, 400.7)
JUDGES.update(_amounts.JUDGES)  # a characteristic compared with an amount
JUDGES.update(_this_way.JUDGES)  # what an earlier instruction did "this way" (608.2c)
JUDGES.update(_players.JUDGES)  # starting life (103.3), the monarch, exile, hands
JUDGES.update(_casting.JUDGES)  # how and when a spell was cast (601.2), damage to you
JUDGES.update(_target_spell.JUDGES)  # a counterspell's target spell (608.2c)
JUDGES.update(_control.JUDGES)  # names, owners and mana values of what you control
JUDGES["top_card_is"] = _library.top_card_is  # the top card of your library (401.1, 611.3a)
JUDGES.update(_turn_history.JUDGES)  # control since your turn, spells countered, last turn
JUDGES.update(_optional_costs.JUDGES)  # an optional additional cost paid (118.8, 601.2b)
JUDGES.update(_dungeons.JUDGES)  # 309.7: the dungeons a player has completed
JUDGES.update(_most_player.JUDGES)  # 603.4: one player has more than each other player
JUDGES.update(_commanders.JUDGES)  # 903.3d: controlling a commander


def _pack_tactics(state: GameState, c: Condition, controller: int, source: int) -> bool:
    from mtg_engine.rules.pack_tactics import attacked_total_power  # 508.1

    return attacked_total_power(state, c, controller, source)


def _anchor(state: GameState, c: Condition, controller: int, source: int) -> bool:
    from mtg_engine.rules.anchor_words import judge

    return judge(state, c, controller, source)


def graveyard_types_at_least(state: GameState, c: Condition, controller: int) -> bool | None:
    """Threshold-like "as long as there are N or more land cards in your graveyard" (or "a
    Desert card", subtypes too) judged
    while the layers compute the battlefield (611.3a, 613.6): when the filter names only card
    types, a card in a graveyard has its printed card types (no characteristic-defining
    ability defines card types, 604.3) unless an effect applies to cards in that zone (611.3c:
    then None, the general judgment). Reading the printed types avoids computing the
    graveyard cards' characteristics, whose characteristic-defining abilities may count
    permanents being computed (Drift of the Dead beside Elvish Reclaimer)."""
    if c.kind != "graveyard_at_least":
        return None
    n = printed_types_count(state, c.filter, state.players[controller].graveyard)
    return None if n is None else n >= c.count


def printed_types_count(state: GameState, f: Filter, cards: Sequence[int]) -> int | None:
    """How many of `cards` (outside the battlefield) match `f`, a filter of card types and
    subtypes only, by their printed types (graveyard_types_at_least); None when `f` names
    more, or an effect may change those cards' types (611.3c)."""
    from dataclasses import replace

    from mtg_engine.cards.dsl import Filter
    from mtg_engine.rules.filters import card_has_subtype
    from mtg_engine.rules.layers import _other_zone_statics

    if not (f.types or f.subtypes) \
            or f != replace(Filter(), types=f.types, subtypes=f.subtypes) \
            or (_other_zone_statics(state) and _card_types_changed_outside(state,
                                                                           bool(f.subtypes))):
        return None
    want = {t.lower() for t in f.types}  # any of them (dsl.Filter.types)

    def counts(card: object) -> bool:  # its printed types and subtypes (205.3m, 702.73a)
        return (not want or bool(want & {t.value.lower() for t in card.types})) \
            and all(card_has_subtype(card, sub) for sub in f.subtypes)  # type: ignore[attr-defined]

    return sum(1 for g in cards if counts(state.objects[g].card))


def _card_types_changed_outside(state: GameState, subtypes: bool = False) -> bool:
    """Might a static ability change the card types (with `subtypes`, also the subtypes) of
    cards outside the battlefield (611.3c: Conspiracy changes only their creature types)?
    Read from the permanents' printed abilities and the resolved effects on such cards."""
    for oid in state.battlefield:
        for st in state.objects[oid].card.statics:
            if st.zone != "battlefield" and _changes_types(st.effect, subtypes):
                return True
    return any(e.mod is not None and _changes_types(e.mod, subtypes) for e in state.effects)


def _changes_types(le: object, subtypes: bool) -> bool:
    """Does a layer effect change card types (or, with `subtypes`, subtypes)?"""
    if getattr(le, "add_types", ()) or getattr(le, "set_types", ()):
        return True
    return subtypes and bool(getattr(le, "add_subtypes", ())
                             or getattr(le, "set_creature_type", "")
                             or getattr(le, "lose_creature_types", False)
                             or getattr(le, "all_creature_types", False)
                             or getattr(le, "add_chosen_type", False))
