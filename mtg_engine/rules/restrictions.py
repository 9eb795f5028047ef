"""Restrictions from static abilities (604.1, 611.3a): what a permanent's static ability
forbids other objects to do while it applies. Combat's restrictions on blocks are in
combat.py (509.1b); here: "its activated abilities can't be activated" and "activated
abilities of artifacts can't be activated" (602.5; 605.1a for mana abilities)."""

from __future__ import annotations

from mtg_engine.cards.dsl import ATTACK_RESTRICTION_KINDS, CardDef, Filter, StaticAbility
from mtg_engine.core.mana import ManaCost
from mtg_engine.core.steps import Step
from mtg_engine.effects.player_restrictions import ADDITIONAL_LAND, FLASH_THIS_TURN, UNCOUNTERABLE
from mtg_engine.rules.conditions import holds
from mtg_engine.rules.filters import historic, matches
from mtg_engine.rules.layers import card_of, characteristics
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone, player_ref, ref_player


def affected_by(state: GameState, st: StaticAbility, src: int, controller: int,
                oid: int) -> bool:
    """Is `oid` one of the objects the static ability `st` of `src` affects (613.1): the
    permanent itself, the one it enchants or equips (303.4, 301.5), or those matching its
    filter from its controller's point of view?"""
    from mtg_engine.rules.filters import matches

    if st.affects == "self":
        return oid == src
    if st.affects in ("enchanted", "equipped"):
        return state.objects[src].attached_to == oid
    if st.affects == "paired":  # 702.95c: the soulbond pair, while paired
        from mtg_engine.rules.soulbond import partner

        other = partner(state, src)
        return other is not None and oid in (src, other)
    return matches(state, oid, st.filter, controller, src)


# the fields _any_static tests (goad: 701.38b, rules/goad.py)
_FIELDS = ("no_activation", "untargetable", "restrictions", "goad")
# 701.35a: the word of a detain effect (effects/combat_removal.py): the activated abilities of
# the permanents it affects can't be activated until it ends (602.5)
DETAINED = "detained"


def _summary(state: GameState) -> tuple[frozenset[str], frozenset[str]]:
    """The kinds of the permanents' static abilities, and which of `_FIELDS` any of them has
    set: one pass over the battlefield, cached with the characteristics."""
    got = state._chars.get(_SUMMARY)  # type: ignore[call-overload]
    if got is None:
        statics = [st for oid in static_sources(state) for st in card_of(state, oid).statics]
        got = state._chars[_SUMMARY] = (  # type: ignore[index]
            frozenset(st.kind for st in statics),
            frozenset(f for f in _FIELDS if any(getattr(st, f) for st in statics)))
    return got  # type: ignore[no-any-return]


def static_sources(state: GameState) -> list[int]:
    """The objects whose static abilities apply: the permanents, and the emblems and other
    objects in the command zone (114.4, 113.6p: an emblem's abilities function there)."""
    if not state.command:
        return state.battlefield
    from mtg_engine.rules.command_zone import functioning_ids  # (113.6: not a commander card)

    return [*state.battlefield, *functioning_ids(state)]


_SUMMARY = ("restriction", "summary")  # (its key in the characteristics cache)


def _any_static(state: GameState, field: str) -> bool:
    """Has any permanent a static ability with `field` set (a quick test, cached with the
    characteristics)?"""
    if field in _FIELDS:
        got = state._chars.get(_SUMMARY)  # type: ignore[call-overload]
        return field in (got if got is not None else _summary(state))[1]
    from mtg_engine.rules.layers import card_of

    return any(getattr(st, field) for oid in static_sources(state)
               for st in card_of(state, oid).statics)


def _static_kinds(state: GameState) -> frozenset[str]:
    """The kinds of the static abilities printed on permanents (a quick test, cached with the
    characteristics; read here first: this is asked several times per action)."""
    got = state._chars.get(_SUMMARY)  # type: ignore[call-overload]
    return (got if got is not None else _summary(state))[0]  # type: ignore[no-any-return]


def may_forbid_activation(state: GameState) -> bool:
    """Has any permanent a static ability saying activated abilities can't be activated
    (602.5), or is a permanent detained (701.35a) or under such an effect for the turn
    (effects/untargetable_turn.py)? If not, `activation_forbidden` is False for every
    object."""
    if _any_static(state, "no_activation"):
        return True
    if not state.effects:
        return False
    from mtg_engine.effects.untargetable_turn import NO_ACTIVATION

    return any(DETAINED in e.keywords or NO_ACTIVATION in e.keywords for e in state.effects)


def activation_forbidden(state: GameState, oid: int, mana: bool, tap: bool = True) -> bool:
    """602.5: can't the activated abilities of `oid` be activated now? A static ability
    saying so applies while its "as long as" condition holds (611.3a); "unless they're mana
    abilities" lets `mana` abilities (605.1a) be; "with {T} in their costs" only those whose
    cost has {T} (`tap`). Off the battlefield (a card in a hand or a graveyard) only "sources
    with the chosen name" say so (Pithing Needle: a source anywhere, 201.2); the other groups
    are permanents."""
    if any(DETAINED in e.keywords and oid in e.affected for e in state.effects):
        return True  # 701.35a (effects/combat_removal.py)
    if state.effects:
        from mtg_engine.effects.untargetable_turn import activation_forbidden_this_turn

        if activation_forbidden_this_turn(state, oid):
            return True  # 611.2a: "its activated abilities can't be activated this turn"
    if not _any_static(state, "no_activation"):
        return False
    permanent = state.objects[oid].zone is Zone.BATTLEFIELD
    for src in static_sources(state):
        ch = characteristics(state, src)
        for st in ch.statics:
            if not st.no_activation or (mana and st.no_activation == "nonmana") \
                    or (not tap and st.no_activation == "tap") \
                    or not (permanent or (st.affects == "filter" and st.filter.chosen == "name")):
                continue
            if st.when is not None and not holds(state, st.when, ch.controller, src):
                continue
            if affected_by(state, st, src, ch.controller, oid):
                return True
    return False


def uncounterable(state: GameState, spell: int) -> bool:
    """101.2: does a static ability on the battlefield say the spell `spell` can't be
    countered ("Creature spells you control can't be countered")? A spell or ability that
    would counter it does nothing to it."""
    from mtg_engine.rules.filters import matches

    if _turn_uncounterable(state, spell):  # 611.2a: a resolved spell's or ability's
        return True
    if "spells_cant_be_countered" not in _static_kinds(state):
        return False
    for src in static_sources(state):
        ch = characteristics(state, src)
        for st in ch.statics:
            if st.kind == "spells_cant_be_countered" and \
                    matches(state, spell, st.filter, ch.controller, src):
                return True
    return False


def _turn_uncounterable(state: GameState, spell: int) -> bool:
    """"Target spell can't be countered." (the spell), "Spells you control can't be countered
    this turn." (its controller's spells matching the effect's filter: their characteristics
    as spells), effects/player_restrictions.py."""
    o = state.objects.get(spell)
    if o is None:
        return False
    return any(e.layer == "player" and UNCOUNTERABLE in e.keywords and spell in e.affected
               for e in state.effects) \
        or _turn_forbids(state, o.controller, UNCOUNTERABLE, characteristics(state, spell).card)


def _player_statics(state: GameState, player: int, kind: str) -> list[StaticAbility]:
    """The static abilities of `kind` on the battlefield that apply to `player` (their
    `whose`: the controller, the controller's opponents, or every player)."""
    if kind not in _static_kinds(state):
        return []  # (the quick test first: asked for every decision, 601.3)
    return [st for _, _, st in statics_for(state, player, kind)]


def statics_for(state: GameState, player: int, kind: str
                ) -> list[tuple[int, int, StaticAbility]]:
    """(source, its controller, static ability) for the statics of `kind` on the battlefield
    that apply to `player` (by their `whose`; every one when `player` is -1)."""
    out: list[tuple[int, int, StaticAbility]] = []
    if kind not in _static_kinds(state):
        return out
    for src in static_sources(state):
        ch = characteristics(state, src)
        for st in ch.statics:
            if st.kind == kind and (player < 0 or _whose(state, st, src, ch.controller, player)):
                out.append((src, ch.controller, st))
    return out


def player_has(state: GameState, player: int, keyword: str) -> bool:
    """"You have hexproof." (702.11c), "You have shroud." (702.18a); "As long as it's your
    turn, you ... have hexproof." only while its condition holds (611.3a); "You gain hexproof
    until your next turn." (611.2a: a resolved effect, effects/player_keywords.py)."""
    if state.effects and _turn_forbids(state, player, keyword):
        return True
    return any(keyword in st.keywords and (st.when is None or holds(state, st.when, controller,
                                                                    src))
               for src, controller, st in statics_for(state, player, "player_keywords"))


def cast_as_though_flash(state: GameState, player: int, card: CardDef) -> bool:
    """601.3b: does a static ability let `player` cast `card` (the face cast) as though it
    had flash ("You may cast creature spells as though they had flash.")?"""
    from mtg_engine.rules.conditions import holds

    # 611.2a: "You may cast spells this turn as though they had flash" (a player effect for
    # the turn, read as the turn's restrictions are)
    if _turn_forbids(state, player, FLASH_THIS_TURN, card):
        return True
    if "cast_as_though_flash" not in _static_kinds(state):
        return False
    for src in static_sources(state):
        ch = characteristics(state, src)
        for st in ch.statics:
            if st.kind != "cast_as_though_flash" or not (
                    st.whose == "any" or (st.whose == "you") == (ch.controller == player)):
                continue
            if st.when is not None and not holds(state, st.when, ch.controller, src):
                continue
            if _spell_matches(card, st.filter):
                return True
    return False


def _turn_forbids(state: GameState, player: int, words: str, card: CardDef | None = None
                  ) -> bool:
    """101.2, 611.2a: does an effect of a resolved spell or ability forbid `player` `words`
    this turn ("can't cast" `card`, "can't play lands"; effects/player_restrictions.py)?"""
    ref = player_ref(player)
    return any(e.layer == "player" and ref in e.affected and words in e.keywords
               and (card is None or e.filter is None or _spell_matches(card, e.filter))
               for e in state.effects)


def land_play_forbidden(state: GameState, player: int) -> bool:
    """101.2: "Target player can't play lands this turn.", "Players can't play lands." (a
    static ability) (305.1: no land play at all)."""
    return _turn_forbids(state, player, "can't play lands") \
        or bool(_player_statics(state, player, "cant_play_lands"))


def land_drops(state: GameState, player: int) -> int:
    """305.2: how many lands `player` may play this turn: one (the player's own figure), and
    the additional lands static abilities allow ("You may play an additional land on each of
    your turns.")."""
    ref = player_ref(player)
    this_turn = sum(1 for e in state.effects if e.layer == "player" and ref in e.affected
                    and ADDITIONAL_LAND in e.keywords)  # "... this turn" (effects)
    return state.players[player].land_drops + this_turn + sum(
        st.amount for st in _player_statics(state, player, "additional_lands"))


def cant_gain_life(state: GameState, player: int) -> bool:
    """119.7: does a static ability say `player` can't gain life ("Players can't gain
    life.")? Then no life gain event happens for them, and no replacement of one applies.
    Also an effect of a resolved spell for the turn ("Players can't gain life this turn.")."""
    from mtg_engine.rules.life_lock import life_locked

    return bool(_player_statics(state, player, "cant_gain_life")) \
        or _turn_forbids(state, player, "can't gain life") \
        or life_locked(state, player)  # 119.7: "Your life total can't change."


# the filter fields `_spell_matches` reads; a card whose filter sets another is refused
# (cards/oracle/evaluable.py). "can't cast" also reads "of the chosen ..." (614.12a).
SPELL_FILTER_FIELDS = frozenset({"types", "not_types", "colors", "not_colors", "colorless",
                                 "subtypes", "power_ge", "power_le", "historic",
                                 "mana_value_odd"})
CANT_CAST_FILTER_FIELDS = SPELL_FILTER_FIELDS | {"chosen"}


def _spell_matches(card: CardDef, f: Filter) -> bool:
    """Is a spell with the characteristics of `card` (the face cast) one `f` describes? Only
    the qualities a "can't cast" static names (types, colours, subtypes, power)."""
    types = {t.value for t in card.types}
    if f.types and not types & set(f.types):
        return False
    if f.not_types and types & set(f.not_types):
        return False
    if f.colors and not set(card.colors) & set(f.colors):
        return False
    if f.not_colors and set(card.colors) & set(f.not_colors):
        return False
    if f.colorless is not None and (card.colors == "") != f.colorless:
        return False
    if f.subtypes and not set(card.subtypes) & set(f.subtypes):
        return False
    if f.power_ge is not None and (card.power or 0) < f.power_ge:
        return False
    if f.historic is not None and historic(card.supertypes, card.types, card.subtypes) \
            != f.historic:  # 700.6 (the face cast)
        return False
    if f.mana_value_odd is not None \
            and (card.mana_cost.mana_value % 2 == 1) != f.mana_value_odd:
        return False  # 202.3 (X: judged with its value, rules/mana_value_casts.py)
    return f.power_le is None or (card.power or 0) <= f.power_le


def _kind_matches(state: GameState, card: CardDef, f: Filter, oid: int) -> bool:
    """`_spell_matches`, with the creature types an effect gives the card being cast (611.3c,
    613.1d: "Creature spells you control [are] every creature type", rules/
    spell_characteristics.py)."""
    from mtg_engine.rules.spell_characteristics import kind_matches

    return kind_matches(state, oid, card, f, _spell_matches)


# "Players can't cast spells that share a color with the spell most recently cast this turn."
# (Mana Maze: a static ability of this kind, 101.2)
SHARES_LAST_COLOR = "cant_cast_sharing_last_color"


def _shares_last_color(state: GameState, card: CardDef) -> bool:
    """Does `card` share a color (105.4) with the spell most recently cast this turn, by any
    player (its colors as a card: a colour changed while it was on the stack isn't seen)?"""
    if not statics_for(state, -1, SHARES_LAST_COLOR) or not card.colors:
        return False
    for ev in reversed(state.log.since(0)):
        if ev[0] == "turn":
            return False
        if ev[0] == "cast":
            o = state.objects.get(ev[2])
            try:
                last = o.card if o is not None else state.db.get(ev[3])
            except KeyError:
                return True  # (not found: the restriction errs on forbidding)
            return bool(set(last.colors) & set(card.colors))
    return False


def _cast_this_turn(state: GameState, player: int, f: Filter) -> int:
    """How many spells matching `f` the player cast this turn (601.2i's "cast" events; each
    spell as it became cast, rules/spell_as_cast.py)."""
    from mtg_engine.rules.spell_as_cast import _printed, cast_matches, records

    n = 0
    turn: list[tuple] = []  # type: ignore[type-arg]
    for ev in reversed(state.log.since(0)):
        if ev[0] == "turn":
            break
        turn.append(ev)
    recs = records(turn) if f != Filter() else {}
    for ev in turn:
        if ev[0] != "cast" or ev[1] != player:
            continue
        if f == Filter():
            n += 1
            continue
        if _printed(state, str(ev[3])) is None:
            n += 1  # not found: counted (the restriction errs on forbidding)
            continue
        n += cast_matches(state, ev, recs, f)
    return n


# The static-ability kinds `cast_forbidden` and `spell_timing_problem` read: with none of them
# on the battlefield (nor an effect), casting.cast_actions skips the full check (a new kind that
# forbids casting goes here, or legal_actions offers a cast apply refuses)
CAST_FORBIDDING_KINDS = frozenset({"cant_cast", "cant_cast_from", "cant_cast_exiled_names",
                                   SHARES_LAST_COLOR})


def cast_forbidden(state: GameState, player: int, card: CardDef, oid: int = 0) -> str | None:
    """101.2, 604.1: does a static ability forbid `player` to cast `card` now ("You can't cast
    creature spells.", "... during your turn" while it's its controller's turn, "Each player
    can't cast more than one spell each turn.")? The reason, or None. `oid`: the object cast,
    whose creature types an effect may change (611.3c, 613.1: Maskwood Nexus)."""
    if _turn_forbids(state, player, "can't cast", card):  # 101.2, 611.2a: this turn
        return "an effect says you can't cast it this turn (101.2)"
    if SHARES_LAST_COLOR in _static_kinds(state) and _shares_last_color(state, card):
        return "it shares a color with the spell most recently cast this turn (101.2)"
    if "cant_cast_exiled_names" in _static_kinds(state):  # 101.2 (rules/exiled_names.py)
        from mtg_engine.rules.exiled_names import forbids

        why = forbids(state, player, card)
        if why is not None:
            return why
    if "cant_cast" not in _static_kinds(state):
        return None
    for src in static_sources(state):
        ch = characteristics(state, src)
        for st in ch.statics:
            if st.kind != "cant_cast" or not _whose(state, st, src, ch.controller, player):
                continue
            if st.when is not None and not holds(state, st.when, ch.controller, src):
                continue
            if st.condition and not _caster_timing_forbids(state, player, st.condition):
                continue
            if st.filter.mana_value_odd is not None and card.mana_cost.has_x:
                continue  # 601.3a: X may give it the other parity (rules/mana_value_casts.py)
            if not _kind_matches(state, card, st.filter, oid):
                continue
            if st.filter.chosen:  # 614.12a: "spells of the chosen color" (Iona)
                from mtg_engine.rules.filters import card_is_chosen

                if st.max_count or not card_is_chosen(state, src, st.filter.chosen, card, oid):
                    continue
            if st.max_count and _cast_this_turn(state, player, st.filter) < st.max_count:
                continue
            return f"{ch.name} says you can't cast it (101.2)"
    return None


def _whose(state: GameState, st: StaticAbility, src: int, controller: int, player: int) -> bool:
    """Does the static `st` of `src` (controlled by `controller`) apply to `player`: every
    player, its controller, its controller's opponents, the player a Curse enchants
    ("Enchanted player can't cast more than one spell each turn.", 303.4), the controller
    of the permanent an Aura enchants, or the player `src` is attacking (506.2)?"""
    if st.whose == "enchanted_player":
        return state.objects[src].attached_to == player_ref(player)
    if st.whose == "defending_player":  # 506.2: "As long as ~ is attacking, defending ..."
        from mtg_engine.rules.keyword_abilities import defending_player_of

        return defending_player_of(state, src) == player
    if st.whose == "enchanted_controller":  # "Enchanted creature's controller can't cast ..."
        att = state.objects[src].attached_to
        return att is not None and att in state.objects \
            and characteristics(state, att).controller == player
    return st.whose == "any" or (st.whose == "you") == (controller == player)


def _caster_timing_forbids(state: GameState, player: int, condition: str) -> bool:
    """101.2: "can cast spells only during their own turns" forbids casting while another
    player is active; "... only any time they could cast a sorcery" forbids it unless it's
    their main phase with the stack empty (307.1); "who attacked with a creature this turn
    can't cast spells" forbids it once they declared an attacker this turn (508.1)."""
    if condition == "caster_attacked_this_turn":
        from mtg_engine.rules.conditions import turn_events

        return state.active == player and any(ev[0] == "attack" for ev in turn_events(state))
    if state.active != player:
        return True
    if condition == "caster_not_active":
        return False
    return bool(state.stack) or state.step not in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)


def barred_from_attacking(state: GameState, player: int) -> bool:
    """508.1c: "Each opponent who cast a spell this turn can't attack with creatures." (Angelic
    Arbiter): none of `player`'s creatures can attack once they cast a spell this turn."""
    return bool(_player_statics(state, player, "cant_attack_after_casting")) \
        and _cast_this_turn(state, player, Filter()) > 0


def _is_spell_source(state: GameState, source: int) -> bool:
    """Is the `source` a target check is made for a spell (the spell on the stack, or a card
    being cast from a hand, graveyard or exile), rather than an ability's source (a
    permanent, a source gone, or the source of an ability on the stack)? An activated ability
    of a card in hand (channel) is taken for a spell before it is on the stack."""
    from mtg_engine.state.objects import StackKind, Zone

    o = state.objects.get(source)
    if o is None or o.zone is Zone.BATTLEFIELD:
        return False
    if o.zone is Zone.STACK:
        return o.kind is StackKind.SPELL
    return not any(state.objects[s].source == source and state.objects[s].kind is not
                   StackKind.SPELL for s in state.stack if s in state.objects)


def targeting_forbidden(state: GameState, oid: int, controller: int, source: int) -> bool:
    """Does a static ability say `oid` can't be the target of this spell or ability ("can't
    be the target of spells or abilities your opponents control", "... of blue or black
    spells", "... of red spells or abilities from red sources")? `source` is the spell itself
    (on the stack) or the ability's source; `controller` controls the spell or ability."""
    if not _any_static(state, "untargetable"):
        return False
    src_obj = state.objects.get(source)
    is_spell = _is_spell_source(state, source)
    for holder in static_sources(state):
        ch = characteristics(state, holder)
        for st in ch.statics:
            u = st.untargetable
            if u is None or (u.by == "spells" and not is_spell) or \
                    (u.by == "abilities" and is_spell):
                continue
            if u.opponents and controller == ch.controller:
                continue
            if st.when is not None and not holds(state, st.when, ch.controller, holder):
                continue
            if not affected_by(state, st, holder, ch.controller, oid):
                continue
            if u.quality != Filter() and (src_obj is None or not matches(
                    state, source, u.quality, ch.controller, holder)):
                continue
            return True
    return False


def attack_forbidden(state: GameState, attacker: int, defender: int) -> bool:
    """508.1c: does a static ability's restriction forbid `attacker` to attack `defender` (a
    player ref or a planeswalker)? "Creatures can't attack you", "Enchanted creature can't
    attack you or planeswalkers you control" (dsl.ATTACK_RESTRICTION_KINDS): "you" is the
    ability's controller; the ability applies while its "as long as" condition holds (611.3a)."""
    return any(not st.attack_cost for st, _, _ in _attack_restrictions(state, attacker, defender)) \
        or _defender_forbids(state, attacker, defender)


def defender_controls(state: GameState, player: int, f: Filter, controller: int,
                      src: int) -> bool:
    """Does `player` (the defending player) control a permanent matching `f` (judged from the
    point of view of the restriction's `controller`)?"""
    from mtg_engine.rules.filters import matches

    return any(characteristics(state, o).controller == player
               and matches(state, o, f, controller, src) for o in state.battlefield)


def _defender_forbids(state: GameState, attacker: int, defender: int) -> bool:
    """508.1c: "~ can't attack unless defending player controls a blue permanent", "~ can't
    attack if defending player controls an untapped land" (dsl.DEFENDER_RESTRICTION_KINDS):
    the defending player is the one attacked, or the planeswalker's controller (506.2)."""
    from mtg_engine.rules import defender_restrictions
    from mtg_engine.rules.conditions import holds

    if not _any_static(state, "restrictions"):
        return False
    player = ref_player(defender)
    if player is None:
        player = characteristics(state, defender).controller
    for src in static_sources(state):
        ch = characteristics(state, src)
        for st in ch.statics:
            for r in st.restrictions:
                if r.kind not in ("cant_attack_unless_defender_controls",
                                  "cant_attack_if_defender_controls", *defender_restrictions.ATTACK_KINDS):
                    continue
                if not affected_by(state, st, src, ch.controller, attacker) or (
                        st.when is not None and not holds(state, st.when, ch.controller, src)):
                    continue
                if r.kind in defender_restrictions.ATTACK_KINDS:  # (defender_restrictions.py)
                    if defender_restrictions.attack_forbidden(state, r, ch.controller, player,
                                                              src):
                        return True
                    continue
                has = defender_controls(state, player, r.other, ch.controller, src)
                if has == (r.kind == "cant_attack_if_defender_controls"):
                    return True
    return False


def _attack_restrictions(state: GameState, attacker: int, defender: int
                         ) -> list[tuple[StaticAbility, int, int]]:
    """The static abilities restricting `attacker` from attacking `defender` (508.1c), each
    either a prohibition or, with its `attack_cost`, a cost to attack (508.1h); with each its
    source and the source's controller."""
    from mtg_engine.rules.conditions import holds

    if not _any_static(state, "restrictions"):
        return []
    player = ref_player(defender)
    out: list[tuple[StaticAbility, int, int]] = []
    for src in static_sources(state):
        ch = characteristics(state, src)
        for st in ch.statics:
            kinds = {r.kind for r in st.restrictions} & set(ATTACK_RESTRICTION_KINDS)
            if not kinds or not affected_by(state, st, src, ch.controller, attacker):
                continue
            if st.when is not None and not holds(state, st.when, ch.controller, src):
                continue
            if player == ch.controller or "cant_attack_unless_paid" in kinds or (
                    player is None and "cant_attack_you_or_planeswalkers" in kinds
                    and characteristics(state, defender).controller == ch.controller):
                out.append((st, src, ch.controller))
    return out


def attack_cost(state: GameState, attacks: tuple[tuple[int, int], ...]) -> ManaCost:
    """508.1h: the total cost to attack of a declaration: for each attacking creature, the
    cost of each static ability saying it "can't attack you unless its controller pays {N}"
    (Ghostly Prison, Propaganda), summed and locked in; "{X}" or "for each ..." counted now
    (rules/combat_costs.py)."""
    from mtg_engine.rules.combat_costs import cost_per_creature

    total = ManaCost()
    for attacker, defender in attacks:
        for st, src, controller in _attack_restrictions(state, attacker, defender):
            if st.attack_cost:
                total = total + cost_per_creature(state, st, st.attack_cost, controller, src)
    return total


def taxed(state: GameState, attacker: int, defender: int) -> bool:
    """508.1d: would `attacker` attacking `defender` cost anything? (A player is never required
    to pay a cost to attack.)"""
    return any(st.attack_cost for st, _, _ in _attack_restrictions(state, attacker, defender))


def ignored_evasion(state: GameState) -> frozenset[str]:
    """"Creatures with swampwalk can be blocked as though they didn't have swampwalk."
    (702.14: a static ability of kind "blockable_despite" naming the landwalk abilities that
    no longer stop blocks, on any permanent, for every creature)."""
    return frozenset(k for oid in static_sources(state) for st in characteristics(state, oid).statics
                     if st.kind == "blockable_despite" for k in st.keywords)
