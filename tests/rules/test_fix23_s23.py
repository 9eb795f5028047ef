"""Fixes of session 23's rules review: each a scenario with exact figures and its CR number."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

# ------------------------------------------------------------------ 614.10a: a skipped combat
# Moraug, Fury of Akoum: "Whenever a land enters the battlefield under your control, if it's
# your main phase, there's an additional combat phase after this phase. At the beginning of
# that combat, untap all creatures you control." Moment of Silence: "Target player skips their
# next combat phase this turn." The added combat is A's next combat phase: it is skipped, and
# what was to happen at its beginning never happens (614.10a), not at the regular combat.

_MORAUG = "Moraug, Fury of Akoum"


def _moraug_skip(real_db: CardDatabase, skip: bool) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", _MORAUG)
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Mountain")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {G}", source="Llanowar Elves")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Mountain")
    if skip:
        s.add_card(Zone.HAND, "B", "Moment of Silence")
        s.add_card(Zone.BATTLEFIELD, "B", "Plains")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Moment of Silence", targets=["A"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def _combats(s: Scenario) -> int:
    return sum(1 for ev in s.state.log if ev[0] == "step" and ev[1] == 1
               and ev[2] == "BEGIN_COMBAT")


def test_614_10a_skipped_added_combat_untaps_nothing(real_db: CardDatabase) -> None:
    """The added combat is skipped: one combat (the regular one); Moraug's delayed trigger
    never resolves, so the Llanowar Elves tapped for mana in the main phase stay tapped."""
    s = _moraug_skip(real_db, skip=True)
    assert _combats(s) == 1
    s.assert_tapped("Llanowar Elves")
    assert not any(ev[0] == "ability_resolved" and "untap all" in str(ev[-1])
                   for ev in s.state.log)


def test_603_7_added_combat_not_skipped_untaps(real_db: CardDatabase) -> None:
    """Without Moment of Silence: two combats; at the beginning of the added one the Elves
    untap (the rule that must not apply above does here)."""
    s = _moraug_skip(real_db, skip=False)
    assert _combats(s) == 2
    s.assert_tapped("Llanowar Elves", tapped=False)
    assert sum(1 for ev in s.state.log if ev[0] == "ability_resolved"
               and "untap all" in str(ev[-1])) == 1


# ------------------------------------------------------------------ 601.2f, 118.9d, 903.8
# A spell cast without paying its mana cost still pays its cost increases (the commander tax,
# Thalia's {1}) less its cost reductions (Myth Unbound), which lower only generic mana.

_ANAFENZA = "Anafenza, Kin-Tree Spirit"


def _geode_golem(real_db: CardDatabase, plains: int) -> Scenario:
    """Anafenza cast from the command zone for free by Geode Golem on turn 1 (no tax yet),
    killed by B's Lightning Bolt (back to the command zone), cast again for free on turn 3:
    the tax is {2}, Myth Unbound takes {1} off it (one cast from the command zone so far)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", _ANAFENZA)
    s.add_card(Zone.BATTLEFIELD, "A", "Geode Golem")
    s.add_card(Zone.BATTLEFIELD, "A", "Myth Unbound")
    if plains:
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", plains)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.attack(1, "A", "Geode Golem")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=[_ANAFENZA])
    s.attack(3, "A", "Geode Golem")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_903_8_free_commander_cast_tax_less_myth_unbound(real_db: CardDatabase) -> None:
    """One Plains pays the {1} ({2} tax - {1}): two casts from the command zone; Anafenza on
    the battlefield; B at 20 - 5 - 5 (Geode Golem's trample damage twice)."""
    s = _geode_golem(real_db, plains=1)
    assert s.state.commanders is not None and s.state.commanders.casts == (2,)
    s.assert_permanent_count("A", _ANAFENZA, 1)
    s.assert_tapped("Plains")
    s.assert_life("B", 10)


def test_903_8_free_commander_cast_tax_not_paid(real_db: CardDatabase) -> None:
    """No land: the {1} can't be paid, so the second free cast can't be made (601.2h):
    Anafenza stays in the command zone, one cast counted."""
    s = _geode_golem(real_db, plains=0)
    assert s.state.commanders is not None and s.state.commanders.casts == (1,)
    s.assert_command_zone_count("A", _ANAFENZA, 1)


def _cascade_bolt(real_db: CardDatabase, lands: int) -> Scenario:
    s = Scenario(cards=real_db)
    for land in ("Mountain", "Mountain", "Forest", "Forest", "Mountain")[:lands]:
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.BATTLEFIELD, "B", "Thalia, Guardian of Thraben")
    s.add_card(Zone.HAND, "A", "Bloodbraid Elf")
    s.add_card(Zone.LIBRARY, "A", "Lightning Bolt")
    s.set_choice("A", "yes")
    s.add_target("A", "B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bloodbraid Elf")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_118_9d_cascade_pays_thalia_increase(real_db: CardDatabase) -> None:
    """B's Thalia: "Noncreature spells cost {1} more to cast." Bloodbraid Elf (a creature
    spell, {2}{R}{G}) cascades into Lightning Bolt, cast without paying its mana cost: its
    total cost is {1}, paid by the fifth land: B at 17, Bolt in the graveyard."""
    s = _cascade_bolt(real_db, lands=5)
    s.assert_life("B", 17)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)


def test_118_9d_cascade_cant_pay_thalia_increase(real_db: CardDatabase) -> None:
    """Four lands, all spent on the Elf: the Bolt's {1} can't be paid, so it isn't cast
    (601.2h); it goes to the bottom of the library (702.85a): B at 20."""
    s = _cascade_bolt(real_db, lands=4)
    s.assert_life("B", 20)
    s.assert_library_count("A", 1, name="Lightning Bolt")


# ------------------------------------------------------------------ 115.7d, 601.2c: new targets
# Redirect: "You may choose new targets for target spell." The new targets must keep the
# relations the text requires (601.2c): Decompose's "Exile up to three target cards from a
# single graveyard." can't be made to target cards in two graveyards. Copies of spells use the
# same check (707.10c: effects/new_targets.target_options).


def _decompose(real_db: CardDatabase, third_in: str) -> Scenario:
    """A casts Decompose at Grizzly Bears and Hill Giant in A's graveyard; Craw Wurm is in
    `third_in`'s graveyard; B answers with Redirect, choosing new targets: Craw Wurm for the
    Bears."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, third_in, "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Decompose")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Redirect")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Decompose", targets=["Grizzly Bears", "Hill Giant"])
    s.set_choice("B", "yes")
    s.set_choice("B", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Redirect", targets=["Decompose"],
                 responding_to="Decompose")
    s.stop_at(1, Step.END_TURN)
    return s


def test_601_2c_redirect_keeps_a_single_graveyard(real_db: CardDatabase) -> None:
    """Craw Wurm in B's graveyard: it can't replace the Bears (the Hill Giant, unchanged, is in
    A's): no new target can be chosen; the Bears and the Giant are exiled, the Wurm stays."""
    s = _decompose(real_db, "B")
    s.execute()
    s.assert_graveyard_count("B", "Craw Wurm", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Hill Giant", 0)


def test_115_7d_redirect_same_graveyard_changes(real_db: CardDatabase) -> None:
    """Craw Wurm in A's graveyard too: it replaces the Bears: the Wurm and the Giant are
    exiled, the Bears stay."""
    s = _decompose(real_db, "A")
    s.execute()
    s.assert_graveyard_count("A", "Craw Wurm", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Hill Giant", 0)


# ------------------------------------------------------------------ speed: same answers
# (bench/determinism.py: 40/40 seeded games identical before and after)


def test_113_6_commander_in_command_zone_keeps_the_caches(real_db: CardDatabase) -> None:
    """113.6, 903.3: a commander card's abilities don't function in the command zone, so it
    can't make a card moving between hidden zones, a new turn or combat change a permanent's
    characteristics: with only Isamaru there, nothing is forgotten; Hardy Veteran ("As long as
    it's your turn, ~ gets +0/+2.", 611.3a) makes them matter."""
    from mtg_engine.rules.layers import hidden_zones_matter, turn_or_combat_matters

    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", "Isamaru, Hound of Konda")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    assert s.state.command
    assert not hidden_zones_matter(s.state)
    assert not turn_or_combat_matters(s.state, True)
    s2 = Scenario(cards=real_db)
    s2.add_card(Zone.COMMAND, "A", "Isamaru, Hound of Konda")
    s2.add_card(Zone.BATTLEFIELD, "A", "Hardy Veteran")
    s2.stop_at(1, Step.PRECOMBAT_MAIN)
    s2.execute()
    assert hidden_zones_matter(s2.state) and turn_or_combat_matters(s2.state, True)


def test_603_10a_equipped_during_the_game_dies_draws(real_db: CardDatabase) -> None:
    """Stone Haven Outfitter ("Whenever an equipped creature you control dies, draw a card."):
    Bonesplitter is attached by its Equip ability in the main phase (after the Auras and
    Equipment on the battlefield were last looked at), then the Bears (5/3) die to A's
    Lightning Bolt (3 damage, toughness 3): it dies equipped; A draws one card."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Stone Haven Outfitter")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Bonesplitter")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip {1}", targets=["Grizzly Bears"])
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", 5, 3))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("A", 1)


def test_601_2i_cast_as_recorded_only_when_changed(real_db: CardDatabase) -> None:
    """601.2i, 611.3c: a spell as printed records nothing ("cast_as"); under Maskwood Nexus
    A's Grizzly Bears spell is every creature type and is recorded so."""
    for nexus in (False, True):
        s = Scenario(cards=real_db)
        if nexus:
            s.add_card(Zone.BATTLEFIELD, "A", "Maskwood Nexus")
        s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
        s.add_card(Zone.HAND, "A", "Grizzly Bears")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
        s.stop_at(1, Step.END_TURN)
        s.execute()
        recs = [ev for ev in s.state.log if ev[0] == "cast_as"]
        assert len(recs) == (1 if nexus else 0)
        assert all(ev[-1] is True for ev in recs)


# ------------------------------------------------------------------ 704.3, 704.6c, 903.9a


def _lost_before_any_move_to_command_zone(s: Scenario) -> None:
    log = list(s.state.log)
    lost = next(i for i, ev in enumerate(log) if ev[0] == "lose")
    to_command = [i for i, ev in enumerate(log) if ev[0] == "move" and ev[5] == "command"]
    assert all(i > lost for i in to_command), (lost, to_command)


def _certain_death(real_db: CardDatabase) -> Scenario:
    """B (2 life) controls their commander Isamaru; on turn 3 A casts Certain Death ("Destroy
    target creature. Its controller loses 2 life and you gain 2 life.") on it: Isamaru is put
    into B's graveyard and B is at 0 life, both seen by the next check of state-based
    actions."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.HAND, "A", "Certain Death")
    s.add_card(Zone.COMMAND, "B", "Isamaru, Hound of Konda")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.set_life("B", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Isamaru, Hound of Konda")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Certain Death",
                 targets=["Isamaru, Hound of Konda"])
    s.set_choice("B", "yes")  # (903.9a: Isamaru to the command zone, if asked)
    s.stop_at(3, Step.END_TURN)
    return s


def test_704_3_life_loss_does_not_wait_behind_903_9a(real_db: CardDatabase) -> None:
    """704.3: B's loss (704.5a, 0 life) is performed in the check that sees Isamaru in the
    graveyard, not after B is asked about the command zone (903.9a): B loses before any
    move of Isamaru to the command zone; A at 22."""
    s = _certain_death(real_db)
    s.execute()
    s.assert_lost("B")
    s.assert_life("A", 22)
    _lost_before_any_move_to_command_zone(s)


def _trample_over_commander(real_db: CardDatabase) -> Scenario:
    """A's commander Colossal Dreadmaw (6/6 trample) has dealt B 17 combat damage; on turn 3 it
    attacks, B's commander Isamaru (2/2) blocks: 2 to Isamaru, 4 to B (21 in all). Isamaru
    dies as B is dealt the 21st point: both state-based actions are checked at once."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", "Colossal Dreadmaw")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    s.add_card(Zone.COMMAND, "B", "Isamaru, Hound of Konda")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.set_life("B", 100)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Colossal Dreadmaw")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Isamaru, Hound of Konda")

    def _seventeen(sc: Scenario) -> None:
        c = sc.state.commanders
        assert c is not None
        sc.state.commanders = c.with_damage(0, 1, 17)  # (A's commander, key 0, to B)

    s.check(3, Step.UPKEEP, _seventeen)
    s.attack(3, "A", "Colossal Dreadmaw")
    s.block(3, "B", "Isamaru, Hound of Konda", "Colossal Dreadmaw")
    s.set_choice("B", "yes")  # (903.9a: Isamaru to the command zone, if asked)
    s.stop_at(3, Step.END_TURN)
    return s


def test_704_6c_commander_damage_does_not_wait_behind_903_9a(real_db: CardDatabase) -> None:
    """704.3, 704.6c: B's loss and Isamaru's death are seen at once: B loses before any move
    of Isamaru to the command zone (903.9a); B at 96."""
    s = _trample_over_commander(real_db)
    s.execute()
    s.assert_lost("B")
    s.assert_life("B", 96)
    _lost_before_any_move_to_command_zone(s)


# ------------------------------------------------------------------ folds (behaviour unchanged)


def test_111_4_chosen_token_of_no_creature_type_is_a_clear_error(real_db: CardDatabase) -> None:
    """105.1, 205.3m: a choice no token can have (a creature type that doesn't exist, written
    into a saved choice) is a clear error naming it, not a bare assertion."""
    import pytest

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 10)
    s.add_card(Zone.HAND, "A", "Volrath's Laboratory")
    s.set_choice("A", "Red")
    s.set_choice("A", "Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Volrath's Laboratory")

    def _spoil(sc: Scenario) -> None:
        (oid,) = [o for o in sc.state.battlefield
                  if sc.state.objects[o].card.name == "Volrath's Laboratory"]
        o = sc.state.mut(oid)
        o.chosen = tuple((k, "Notatype") if k == "creature_type" else (k, v)
                         for k, v in o.chosen)

    s.check(1, Step.BEGIN_COMBAT, _spoil)
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{5}, {T}: Create")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ValueError, match="'Notatype'"):
        s.execute()


def test_508_1_battalion_is_attacks_with_two_others(real_db: CardDatabase) -> None:
    """Bomber Corps (1/2): "Battalion — Whenever Bomber Corps and at least two other creatures
    attack, Bomber Corps deals 1 damage to any target." (attacks_with_others, nth 2). With two
    other attackers it deals 1 to B: 1 + 2 + 2 combat damage, B at 20 - 1 - 5 = 14; with one
    other, nothing triggers: B at 17."""
    for others, life in ((("Grizzly Bears", "Savannah Lions"), 14), (("Grizzly Bears",), 17)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Bomber Corps")
        s.attack(1, "A", "Bomber Corps")
        for name in others:
            s.add_card(Zone.BATTLEFIELD, "A", name)
            s.attack(1, "A", name)
        s.add_target("A", "B")
        s.stop_at(1, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_life("B", life)


def test_608_2g_cascade_needs_no_flash_increase(real_db: CardDatabase) -> None:
    """Ghitu Fire ("You may cast Ghitu Fire as though it had flash if you pay {2} more to cast
    it."), cascaded into while Bloodbraid Elf's trigger resolves, is cast as the instruction
    says (608.2g): its flash permission isn't used, so nothing more is paid (601.3b): cast
    with X=0 (no land left), it goes to the graveyard; B at 20."""
    s = Scenario(cards=real_db)
    for land in ("Mountain", "Mountain", "Forest", "Forest"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.HAND, "A", "Bloodbraid Elf")
    s.add_card(Zone.LIBRARY, "A", "Ghitu Fire")
    s.set_choice("A", "yes")
    s.add_target("A", "B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bloodbraid Elf")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Ghitu Fire", 1)
    s.assert_life("B", 20)
