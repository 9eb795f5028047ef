"""Intervening "if" clauses about the creature a trigger event involved ("that creature",
603.2, 603.4; 608.2h as it last existed if it died), with real cards and exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_603_4_pelt_collector_grows_for_a_bigger_creature_entering(
        real_db: CardDatabase) -> None:
    """Pelt Collector (1/1): "Whenever another creature you control enters the battlefield or
    dies, if that creature's power is greater than ~'s, put a +1/+1 counter on ~." Grizzly
    Bears (power 2 > 1) makes it 2/2; a second Grizzly Bears (2, not greater than 2) doesn't."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Pelt Collector")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 2)
    s.assert_counter_count("A", "Pelt Collector", "+1/+1", 1)
    s.assert_power_toughness("A", "Pelt Collector", 2, 2)


def test_608_2h_pelt_collector_reads_a_dying_creatures_last_power(
        real_db: CardDatabase) -> None:
    """A's Hill Giant (3/3) dies to A's own Lightning Bolt: its power as it last existed (3)
    is greater than the Collector's 1: a counter (603.10a: a dies trigger looks back)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Pelt Collector")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_counter_count("A", "Pelt Collector", "+1/+1", 1)


def test_603_4_sigil_captain_grows_only_1_1_creatures(real_db: CardDatabase) -> None:
    """Sigil Captain: "Whenever a creature enters the battlefield under your control, if that
    creature is 1/1, put two +1/+1 counters on it." Llanowar Elves (1/1) becomes 3/3; Grizzly
    Bears (2/2) gets nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sigil Captain")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Llanowar Elves")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Llanowar Elves", 3, 3)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_603_4_writ_of_passage_makes_a_small_attacker_unblockable(
        real_db: CardDatabase) -> None:
    """Writ of Passage: "Whenever enchanted creature attacks, if its power is 2 or less, it
    can't be blocked this turn." Grizzly Bears (power 2) can't be blocked: B's Wall of Stone
    can't block it (the scheduled block fails) and B takes 2; Hill Giant (power 3) is
    blocked."""
    import pytest

    from mtg_engine.testing import ScenarioError

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Writ of Passage", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Wall of Stone", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_life("B", 18)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Writ of Passage", attached_to="Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Wall of Stone", "Hill Giant")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_damage("Wall of Stone", 3)


def test_603_4_krond_exiles_only_while_enchanted(real_db: CardDatabase) -> None:
    """Krond the Dawn-Clad: "Whenever ~ attacks, if it's enchanted, exile target permanent."
    Enchanted with Holy Strength it exiles B's Grizzly Bears; unenchanted it doesn't."""
    for aura, exiled in ((True, 1), (False, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Krond the Dawn-Clad")
        if aura:
            s.add_card(Zone.BATTLEFIELD, "A", "Holy Strength", attached_to="Krond the Dawn-Clad")
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.add_target("A", "Grizzly Bears")
        s.attack(1, "A", "Krond the Dawn-Clad")
        s.stop_at(1, Step.END_COMBAT)
        s.execute()
        s.assert_exile_count("Grizzly Bears", exiled)


def test_603_4_warchanter_skald_needs_an_aura_or_equipment(real_db: CardDatabase) -> None:
    """Warchanter Skald: "Whenever ~ becomes tapped, if it's enchanted or equipped, create a
    2/1 red Dwarf Berserker creature token." Equipped with Bonesplitter it attacks (tapped,
    508.1f) and A gets a token; bare, none."""
    for equipped, tokens in ((True, 1), (False, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Warchanter Skald")
        if equipped:
            s.add_card(Zone.BATTLEFIELD, "A", "Bonesplitter", attached_to="Warchanter Skald")
        s.attack(1, "A", "Warchanter Skald")
        s.stop_at(1, Step.END_COMBAT)
        s.execute()
        s.assert_permanent_count("A", "Dwarf Berserker Token", tokens)


def test_702_112_consuls_lieutenant_pumps_only_once_renowned(real_db: CardDatabase) -> None:
    """Consul's Lieutenant (2/1, renown 1): "Whenever ~ attacks, if it's renowned, other
    attacking creatures you control get +1/+1 until end of turn." Turn 1 it isn't renowned:
    with Grizzly Bears it deals 2 + 2 (B 16) and becomes renowned (702.112a, a +1/+1
    counter). Turn 3 the Bears get +1/+1: 3 + 3 (B 10)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Consul's Lieutenant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    for turn in (1, 3):
        s.attack(turn, "A", "Consul's Lieutenant")
        s.attack(turn, "A", "Grizzly Bears")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_life("B", 16))
    s.check(3, Step.END_COMBAT,
            lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", 3, 3))
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 10)


def test_700_9_orochi_merge_keeper_taps_for_two_while_modified(real_db: CardDatabase) -> None:
    """Orochi Merge-Keeper: "{T}: Add {G}." and "As long as ~ is modified, it has "{T}: Add
    {G}{G}."" (700.9: a counter is a modification). With a +1/+1 counter it alone pays for
    Grizzly Bears ({1}{G}); without one it can't."""
    for counters, playable in (({"+1/+1": 1}, True), (None, False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Orochi Merge-Keeper", counters=counters)
        s.add_card(Zone.HAND, "A", "Grizzly Bears")
        s.check(1, Step.PRECOMBAT_MAIN,
                lambda sc, p=playable: sc.assert_playable("A", "Grizzly Bears", p))
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()


def test_611_3a_manor_gargoyle_is_indestructible_while_it_has_defender(
        real_db: CardDatabase) -> None:
    """Manor Gargoyle: "~ has indestructible as long as it has defender." and "{1}: Until end
    of turn, ~ loses defender and gains flying." B's Murder doesn't destroy it while it has
    defender (702.12b); after A's activation it does."""
    for activate, dies in ((False, 0), (True, 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Manor Gargoyle")
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
        s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
        s.add_card(Zone.HAND, "B", "Murder")
        if activate:
            s.activate_ability(2, Step.UPKEEP, "A", "{1}:")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["Manor Gargoyle"])
        s.stop_at(2, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_graveyard_count("A", "Manor Gargoyle", dies)


def test_603_8_student_of_elements_flips_once_it_has_flying(real_db: CardDatabase) -> None:
    """Student of Elements: "When ~ has flying, flip it." (a state trigger, 603.8; 710 flip
    cards). Enchanted with Flight ("Enchanted creature has flying.") it flips to Tobita,
    Master of Winds (3/3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Student of Elements")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Flight")
    s.check(1, Step.UPKEEP,
            lambda sc: sc.assert_permanent_count("A", "Tobita, Master of Winds", 0))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Flight", targets=["Student of Elements"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Tobita, Master of Winds", 1)
    s.assert_power_toughness("A", "Tobita, Master of Winds", 3, 3)
