"""Session 15's activated abilities (602, 118.3): sacrifice costs by any quality and "A or B"
(cards/oracle/sacrifice_costs.py), a choice of two costs (cost_or.py), and the effects
"~ gets +2/+0 until end of turn and deals 1 damage to you" / "... and 3 damage to itself"
(120.3). Played with real cards (skipped without the shared MTGJSON file)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled


def test_118_3_sacrifice_another_creature_or_an_enchantment(real_db: CardDatabase) -> None:
    """Skophos Warleader (4/5): "{R}, Sacrifice another creature or an enchantment" sacrifices
    Ghostly Prison: 5/5 with menace, the Prison in the graveyard."""
    assert_compiled(real_db, "Skophos Warleader")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Skophos Warleader")
    s.add_card(Zone.BATTLEFIELD, "A", "Ghostly Prison")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{R}, Sacrifice")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Skophos Warleader", 5, 5)
    s.assert_abilities("A", "Skophos Warleader", ["Menace"])
    s.assert_graveyard_count("A", "Ghostly Prison", 1)
    s.assert_permanent_count("A", "Skophos Warleader", 1)


def test_118_3_another_is_not_the_source(real_db: CardDatabase) -> None:
    """With no other creature and no enchantment, Skophos Warleader can't pay its cost (it
    isn't "another creature", 109.1); a Plains (neither) doesn't help."""
    assert_compiled(real_db, "Skophos Warleader")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Skophos Warleader")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")

    def cannot(sc: Scenario) -> None:
        sc.assert_playable("A", "{R}, Sacrifice", False)

    s.check(1, Step.PRECOMBAT_MAIN, cannot)
    s.execute()
    s.assert_permanent_count("A", "Skophos Warleader", 1)


def test_118_3_sacrifice_an_artifact_or_another_creature(real_db: CardDatabase) -> None:
    """Malevolent Noble (2/2): "{2}, Sacrifice an artifact or another creature: Put a +1/+1
    counter on ~." sacrificing Millstone: 3/3."""
    assert_compiled(real_db, "Malevolent Noble")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Malevolent Noble")
    s.add_card(Zone.BATTLEFIELD, "A", "Millstone")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, Sacrifice")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Malevolent Noble", "+1/+1", 1)
    s.assert_power_toughness("A", "Malevolent Noble", 3, 3)
    s.assert_graveyard_count("A", "Millstone", 1)


def test_118_3_sacrifice_a_non_ooze_creature(real_db: CardDatabase) -> None:
    """Ooze Garden: "{1}{G}, Sacrifice a non-Ooze creature: Create an X/X green Ooze creature
    token, where X is the sacrificed creature's power." Hill Giant (3/3) makes a 3/3 Ooze."""
    assert_compiled(real_db, "Ooze Garden")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ooze Garden")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{G}, Sacrifice")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_power_toughness("A", "Ooze Token", 3, 3)


def test_602_2b_crystal_shard_either_cost(real_db: CardDatabase) -> None:
    """Crystal Shard: "{3}, {T} or {U}, {T}: Return target creature to its owner's hand unless
    its controller pays {1}." Paid with {U}: B, with no land, can't pay {1}; Grizzly Bears
    returns to B's hand and the Shard is tapped."""
    assert_compiled(real_db, "Crystal Shard")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Crystal Shard")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{U}, {T}:", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_tapped("Crystal Shard")
    s.assert_tapped("Island")


def test_602_2b_granite_shard_generic_cost(real_db: CardDatabase) -> None:
    """Granite Shard paid with {3}, {T} (three Wastes, no red mana): 1 damage to B (19); the
    {R}, {T} ability can't be paid then."""
    assert_compiled(real_db, "Granite Shard")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Granite Shard")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 3)

    def no_red(sc: Scenario) -> None:
        sc.assert_playable("A", "{R}, {T}:", False)
        sc.assert_playable("A", "{3}, {T}:", True)

    s.check(1, Step.PRECOMBAT_MAIN, no_red)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}, {T}:", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_tapped("Granite Shard")


def test_120_3_gets_and_deals_damage_to_you(real_db: CardDatabase) -> None:
    """Electric Eel (1/1), "{R}{R}: ~ gets +2/+0 until end of turn and deals 1 damage to you",
    twice with four Mountains: 5/1 and A at 18; back to 1/1 on the next turn."""
    assert_compiled(real_db, "Electric Eel")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Electric Eel")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{R}{R}:")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{R}{R}:")

    def pumped(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Electric Eel", 5, 1)
        sc.assert_life("A", 18)

    s.check(1, Step.BEGIN_COMBAT, pumped)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Electric Eel", 1, 1)
    s.assert_life("A", 18)


def test_120_3_damage_to_any_target_and_to_itself(real_db: CardDatabase) -> None:
    """Psionic Entity (2/2), "{T}: ~ deals 2 damage to any target and 3 damage to itself":
    B at 18 and the Entity dies (704.5g)."""
    assert_compiled(real_db, "Psionic Entity")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Psionic Entity")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}:", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_graveyard_count("A", "Psionic Entity", 1)


def test_120_3_same_amount_to_target_and_itself(real_db: CardDatabase) -> None:
    """Reckless Embermage (2/2), "{1}{R}: ~ deals 1 damage to any target and 1 damage to
    itself", once at Grizzly Bears: the Bears have 1 damage, the Embermage 1 damage."""
    assert_compiled(real_db, "Reckless Embermage")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Reckless Embermage")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{R}:", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_damage("Grizzly Bears", 1)
    s.assert_damage("Reckless Embermage", 1)


def test_601_3b_spells_this_turn_as_though_flash(real_db: CardDatabase) -> None:
    """Alchemist's Refuge, "{G}{U}, {T}: You may cast spells this turn as though they had
    flash.": activated at the beginning of combat, A casts Divination (a sorcery) in that step
    and draws two cards; on B's turn the permission is gone (514.2)."""
    assert_compiled(real_db, "Alchemist's Refuge")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Alchemist's Refuge")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Divination", 2)

    def not_yet(sc: Scenario) -> None:
        sc.assert_playable("A", "Divination", False)

    s.check(1, Step.BEGIN_COMBAT, not_yet)
    s.activate_ability(1, Step.BEGIN_COMBAT, "A", "{G}{U}, {T}:")
    s.cast_spell(1, Step.BEGIN_COMBAT, "A", "Divination")

    def drew(sc: Scenario) -> None:
        sc.assert_hand_count("A", 3)  # one Divination left, two cards drawn
        sc.assert_graveyard_count("A", "Divination", 1)

    s.check(1, Step.POSTCOMBAT_MAIN, drew)

    def over(sc: Scenario) -> None:
        sc.assert_playable("A", "Divination", False)

    s.check(2, Step.UPKEEP, over)
    s.stop_at(2, Step.DRAW)
    s.execute()


def test_601_3b_creature_spells_this_turn_as_though_flash(real_db: CardDatabase) -> None:
    """Winding Canyons, "{2}, {T}: You may cast creature spells this turn as though they had
    flash.": after it, Grizzly Bears can be cast at the beginning of combat, Divination
    (a sorcery) can't."""
    assert_compiled(real_db, "Winding Canyons")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Winding Canyons")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Divination")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}:")

    def creature_only(sc: Scenario) -> None:
        sc.assert_playable("A", "Grizzly Bears", True)
        sc.assert_playable("A", "Divination", False)

    s.check(1, Step.BEGIN_COMBAT, creature_only)
    s.cast_spell(1, Step.BEGIN_COMBAT, "A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_205_1b_target_land_becomes_creature_thats_still_a_land(real_db: CardDatabase) -> None:
    """Quirion Druid, "{G}, {T}: Target land becomes a 2/2 green creature that's still a
    land." (no duration: for as long as it's on the battlefield, 611.2a): B's Plains is a 2/2
    green creature land, still on B's next turn."""
    assert_compiled(real_db, "Quirion Druid")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Quirion Druid")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{G}, {T}:", targets=["Plains"])
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_type("Plains", "Creature")
    s.assert_type("Plains", "Land")
    s.assert_power_toughness("B", "Plains", 2, 2)
    s.assert_color("Plains", ["Green"])


def test_205_1b_creature_in_addition_to_its_other_types(real_db: CardDatabase) -> None:
    """Still Life, "{G}{G}: ~ becomes a 4/3 Centaur creature in addition to its other types
    until end of turn.": a 4/3 Centaur creature that is still an enchantment; only an
    enchantment again on the next turn."""
    assert_compiled(real_db, "Still Life")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Still Life")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{G}{G}:")

    def animated(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Still Life", 4, 3)
        sc.assert_type("Still Life", "Enchantment")
        sc.assert_subtype("Still Life", "Centaur")

    s.check(1, Step.BEGIN_COMBAT, animated)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_type("Still Life", "Creature", present=False)
    s.assert_type("Still Life", "Enchantment")


def test_301_7_vehicle_becomes_artifact_creature(real_db: CardDatabase) -> None:
    """Honeymoon Hearse (a 5/5 Vehicle), "Tap two untapped creatures you control: ~ becomes
    an artifact creature until end of turn.": tapping two Grizzly Bears makes it a 5/5
    artifact creature (its printed power and toughness) for the turn."""
    assert_compiled(real_db, "Honeymoon Hearse")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Honeymoon Hearse")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)

    def vehicle(sc: Scenario) -> None:
        sc.assert_type("Honeymoon Hearse", "Creature", present=False)

    s.check(1, Step.UPKEEP, vehicle)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Tap two untapped")

    def creature(sc: Scenario) -> None:
        sc.assert_type("Honeymoon Hearse", "Creature")
        sc.assert_type("Honeymoon Hearse", "Artifact")
        sc.assert_power_toughness("A", "Honeymoon Hearse", 5, 5)
        sc.assert_tapped("Grizzly Bears")

    s.check(1, Step.BEGIN_COMBAT, creature)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_type("Honeymoon Hearse", "Creature", present=False)


def test_107_3a_sacrifice_x_lands(real_db: CardDatabase) -> None:
    """Copper-Leaf Angel (2/2), "{T}, Sacrifice X lands: Put X +1/+1 counters on ~.", X=2
    with three Plains: two Plains sacrificed, the Angel 4/4 with two counters."""
    assert_compiled(real_db, "Copper-Leaf Angel")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Copper-Leaf Angel")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice X", x=2)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Copper-Leaf Angel", "+1/+1", 2)
    s.assert_power_toughness("A", "Copper-Leaf Angel", 4, 4)
    s.assert_permanent_count("A", "Plains", 1)
    s.assert_graveyard_count("A", "Plains", 2)


def test_107_3a_x_no_more_than_there_is(real_db: CardDatabase) -> None:
    """With one land, Copper-Leaf Angel's X can't be 2 (118.3: two lands to sacrifice): the
    activation is never performed (ScenarioError); X=1 is."""
    import pytest

    from mtg_engine.testing import ScenarioError

    assert_compiled(real_db, "Copper-Leaf Angel")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Copper-Leaf Angel")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice X", x=2)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()
    s2 = Scenario(cards=real_db)
    s2.add_card(Zone.BATTLEFIELD, "A", "Copper-Leaf Angel")
    s2.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s2.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice X", x=1)
    s2.stop_at(1, Step.POSTCOMBAT_MAIN)
    s2.execute()
    s2.assert_power_toughness("A", "Copper-Leaf Angel", 3, 3)
    s2.assert_permanent_count("A", "Plains", 0)


def test_107_3a_sacrifice_x_creatures_every_x(real_db: CardDatabase) -> None:
    """Krav, the Unredeemed (3/3), "{B}, Sacrifice X creatures: Target player draws X cards
    and gains X life. Put X +1/+1 counters on ~.", X=2 sacrificing two Grizzly Bears and
    targeting A: A draws 2 and is at 22, Krav 5/5."""
    assert_compiled(real_db, "Krav, the Unredeemed")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Krav, the Unredeemed")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.set_choice("A", "Grizzly Bears")  # (not Krav itself, a creature too)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}, Sacrifice X", targets=["A"], x=2)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 2)
    s.assert_hand_count("A", 2)
    s.assert_life("A", 22)
    s.assert_power_toughness("A", "Krav, the Unredeemed", 5, 5)


def test_107_3a_exile_x_cards_from_graveyard(real_db: CardDatabase) -> None:
    """Taigam, Sidisi's Hand, "{B}, {T}, Exile X cards from your graveyard: Target creature
    gets -X/-X until end of turn.", X=2 with three cards in A's graveyard: Hill Giant (3/3)
    is 1/1, two cards exiled, one left."""
    assert_compiled(real_db, "Taigam, Sidisi's Hand")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Taigam, Sidisi's Hand")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.GRAVEYARD, "A", "Shock", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}, {T}, Exile X", targets=["Hill Giant"],
                       x=2)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("B", "Hill Giant", 1, 1)
    s.assert_exile_count("Shock", 2)
    s.assert_graveyard_count("A", "Shock", 1)


def test_119_4_pay_half_your_life_rounded_up(real_db: CardDatabase) -> None:
    """Murderous Betrayal, "{B}{B}, Pay half your life, rounded up: Destroy target nonblack
    creature.": A at 15 pays 8 (107.1a: rounded up) and is at 7; Grizzly Bears is destroyed."""
    assert_compiled(real_db, "Murderous Betrayal")
    s = Scenario(cards=real_db)
    s.set_life("A", 15)
    s.add_card(Zone.BATTLEFIELD, "A", "Murderous Betrayal")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}{B}, Pay half", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 7)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_107_3a_reveal_x_cards_of_a_color(real_db: CardDatabase) -> None:
    """Martyr of Spores, "{1}, Reveal X green cards from your hand, Sacrifice ~: Target
    creature gets +X/+X until end of turn.": with two Grizzly Bears (green) and an Island in
    hand, X=2 makes Hill Giant 5/5; the revealed cards stay in the hand (701.16a)."""
    assert_compiled(real_db, "Martyr of Spores")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Martyr of Spores")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 2)
    s.add_card(Zone.HAND, "A", "Island")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, Reveal X", targets=["Hill Giant"], x=2)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Hill Giant", 5, 5)
    s.assert_hand_count("A", 3)
    s.assert_graveyard_count("A", "Martyr of Spores", 1)


def test_118_3_reveal_no_more_than_the_hand_holds(real_db: CardDatabase) -> None:
    """With one green card in hand, Martyr of Spores can't be activated with X=2."""
    import pytest

    from mtg_engine.testing import ScenarioError

    assert_compiled(real_db, "Martyr of Spores")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Martyr of Spores")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Island")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, Reveal X", targets=["Martyr of Spores"],
                       x=2)
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError):
        s.execute()


def test_107_3a_tap_x_untapped_knights(real_db: CardDatabase) -> None:
    """Aryel, Knight of Windgrace, "{B}, {T}, Tap X untapped Knights you control: Destroy
    target creature with power X or less.", X=2 tapping two Benalish Knights: Hill Giant (power
    3) can't be the target, Grizzly Bears (power 2) is destroyed."""
    assert_compiled(real_db, "Aryel, Knight of Windgrace")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Aryel, Knight of Windgrace")
    s.add_card(Zone.BATTLEFIELD, "A", "Benalish Knight", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}, {T}, Tap X", targets=["Grizzly Bears"],
                       x=2)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_tapped("Benalish Knight")
    s.assert_tapped("Benalish Knight#2")
    s.assert_tapped("Aryel, Knight of Windgrace")


def test_602_5b_activate_only_during_the_end_of_combat_step(real_db: CardDatabase) -> None:
    """Desert, "{T}: ~ deals 1 damage to target attacking creature. Activate only during the
    end of combat step.": not in the declare blockers step; in the end of combat step (the
    Bears still attacking, 506.4) it deals 1 damage to B's attacking Grizzly Bears."""
    assert_compiled(real_db, "Desert")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Desert")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")

    def too_early(sc: Scenario) -> None:
        sc.assert_playable("A", "{T}: Desert deals", False)

    s.check(2, Step.DECLARE_BLOCKERS, too_early)
    s.activate_ability(2, Step.END_COMBAT, "A", "{T}: Desert deals", targets=["Grizzly Bears"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_damage("Grizzly Bears", 1)
    s.assert_life("A", 18)


def test_118_3_put_a_card_from_your_hand_on_top_of_your_library(real_db: CardDatabase) -> None:
    """Leashling, "Put a card from your hand on top of your library: Return ~ to its owner's
    hand.": Shock goes from A's hand on top of the library (21 cards), Leashling to the hand."""
    assert_compiled(real_db, "Leashling")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Leashling")
    s.add_card(Zone.HAND, "A", "Shock")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Put a card from your hand")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1, "Leashling")
    s.assert_hand_count("A", 1)
    s.assert_library_count("A", 21)
    s.assert_library_count("A", 1, "Shock")
    assert s.state.objects[s.state.players[0].library[-1]].card.name == "Shock"  # 401.1: on top


def test_118_3_put_a_card_an_opponent_owns_from_exile(real_db: CardDatabase) -> None:
    """Cryptic Cruiser, "{2}{U}, Put a card an opponent owns from exile into that player's
    graveyard: Tap target creature.": B's exiled Shock goes to B's graveyard and Grizzly Bears
    is tapped; with no card of B's in exile it can't be activated."""
    assert_compiled(real_db, "Cryptic Cruiser")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cryptic Cruiser")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.EXILE, "A", "Lightning Bolt")
    s.add_card(Zone.EXILE, "B", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{U}, Put", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_tapped("Grizzly Bears")
    s.assert_graveyard_count("B", "Shock", 1)
    s.assert_exile_count("Lightning Bolt", 1)

    s2 = Scenario(cards=real_db)
    s2.add_card(Zone.BATTLEFIELD, "A", "Cryptic Cruiser")
    s2.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s2.add_card(Zone.EXILE, "A", "Lightning Bolt")

    def cannot(sc: Scenario) -> None:
        sc.assert_playable("A", "{2}{U}, Put", False)

    s2.check(1, Step.PRECOMBAT_MAIN, cannot)
    s2.execute()


def test_118_3_put_a_minus_counter_on_a_creature_you_control(real_db: CardDatabase) -> None:
    """Hatchet Bully, "{2}{R}, {T}, Put a -1/-1 counter on a creature you control: ~ deals 2
    damage to any target.": the counter on A's Grizzly Bears (1/1 with it), 2 damage to B."""
    assert_compiled(real_db, "Hatchet Bully")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hatchet Bully")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.set_choice("A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{R}, {T}, Put", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_counter_count("A", "Grizzly Bears", "-1/-1", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 1, 1)
    s.assert_power_toughness("A", "Hatchet Bully", 3, 3)


def test_613_4b_becomes_creature_with_base_power_and_toughness(real_db: CardDatabase) -> None:
    """Mimic, "{2}: ~ becomes a Shapeshifter artifact creature with base power and toughness
    3/3 until end of turn.": a 3/3 Shapeshifter artifact creature this turn only."""
    assert_compiled(real_db, "Mimic")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mimic")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}:")

    def animated(sc: Scenario) -> None:
        sc.assert_base_power_toughness("A", "Mimic", 3, 3)
        sc.assert_subtype("Mimic", "Shapeshifter")
        sc.assert_type("Mimic", "Artifact")

    s.check(1, Step.BEGIN_COMBAT, animated)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_type("Mimic", "Creature", present=False)


def test_614_12a_sacrifice_a_creature_of_the_chosen_type(real_db: CardDatabase) -> None:
    """Doom Cannon (Bear chosen as it entered), "{3}, {T}, Sacrifice a creature of the chosen
    type: ~ deals 3 damage to any target.": Grizzly Bears (a Bear) is sacrificed, not Hill
    Giant; B at 17."""
    assert_compiled(real_db, "Doom Cannon")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Doom Cannon")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 9)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.set_choice("A", "Bear")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Doom Cannon")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{3}, {T}, Sacrifice", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Hill Giant", 1)


def test_118_3_sacrifice_self_and_another(real_db: CardDatabase) -> None:
    """Great Hall of Starnheim, "{W}{W}{B}, {T}, Sacrifice ~ and a creature you control: Create
    a 4/4 white Angel Warrior creature token with flying and vigilance.": the Hall and Grizzly
    Bears go to the graveyard, a 4/4 Angel Warrior is made."""
    assert_compiled(real_db, "Great Hall of Starnheim")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Great Hall of Starnheim")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{W}{W}{B}, {T}, Sacrifice")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Great Hall of Starnheim", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_power_toughness("A", "Angel Warrior Token", 4, 4)


def test_118_3_remove_a_minus_counter_from_a_creature_you_control(real_db: CardDatabase) -> None:
    """Quillspike (1/1), "{B/G}, Remove a -1/-1 counter from a creature you control: ~ gets
    +3/+3 until end of turn.": the counter comes off Grizzly Bears (2/2 again), Quillspike is
    4/4."""
    assert_compiled(real_db, "Quillspike")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Quillspike")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"-1/-1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B/G}, Remove")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "-1/-1", 0)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_power_toughness("A", "Quillspike", 4, 4)


def test_118_3_exile_an_instant_or_sorcery_spell_you_control(real_db: CardDatabase) -> None:
    """Nivmagus Elemental (1/2), "Exile an instant or sorcery spell you control: Put two +1/+1
    counters on ~." in response to A's own Lightning Bolt at B: the Bolt is exiled and never
    resolves (B stays at 20), the Elemental is 3/4."""
    assert_compiled(real_db, "Nivmagus Elemental")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nivmagus Elemental")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Exile an instant",
                       responding_to="Lightning Bolt")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_exile_count("Lightning Bolt", 1)
    s.assert_counter_count("A", "Nivmagus Elemental", "+1/+1", 2)
    s.assert_power_toughness("A", "Nivmagus Elemental", 3, 4)
