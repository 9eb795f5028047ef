"""The layer system (613): continuous effects from static abilities (604, 611.3) and resolved
spells (611.2), applied layer by layer with timestamps (613.7) and dependencies (613.8)."""

from __future__ import annotations

from mtg_engine.testing import Scenario, Step, Zone


def _scenario() -> Scenario:
    return Scenario()


def test_613_5_honor_of_the_pure_follows_colour_changes() -> None:
    """613.5 (first example): a creature's colour (layer 5) decides whether "white creatures
    you control get +1/+1" (7c) applies; Turn to Frog makes Serra Angel blue."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Honor of the Pure")
    s.add_card(Zone.BATTLEFIELD, "A", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Turn to Frog")
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_power_toughness("A", "Serra Angel", 5, 5))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Turn to Frog", targets=["Serra Angel"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_color("Serra Angel", ["Blue"])
    s.assert_subtype("Serra Angel", "Frog")
    s.assert_subtype("Serra Angel", "Angel", present=False)
    s.assert_abilities("A", "Serra Angel", ["Flying", "Vigilance"], present=False)
    s.assert_power_toughness("A", "Serra Angel", 1, 1)  # not white: no +1/+1


def test_613_5_gray_ogre_layers_7b_after_7c_effects_and_counters() -> None:
    """613.5 (second example): Gray Ogre with a +1/+1 counter, +4/+4 until end of turn, +0/+2
    from an anthem, then "becomes 0/1" (7b): 5/8."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Gray Ogre", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Titanic Growth")
    s.add_card(Zone.HAND, "A", "Turn to Frog")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Titanic Growth", targets=["Gray Ogre"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Turn to Frog", targets=["Gray Ogre"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    # 1/1 base (7b) + 4/4 (7c) + the counter (7c)
    s.assert_base_power_toughness("A", "Gray Ogre", 1, 1)
    s.assert_power_toughness("A", "Gray Ogre", 6, 6)


def test_613_4d_switch_with_asymmetric_creature() -> None:
    """613.4d: Twisted Image on a 2/1 with a +1/+1 counter (3/2) makes it 2/3; the counter is
    a 7c modification applied before the switch whatever its timestamp."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 1)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 1)
    s.add_card(Zone.HAND, "A", "Twisted Image")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Twisted Image", targets=["Savannah Lions"])
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_power_toughness("A", "Savannah Lions", 2, 3))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Giant Growth", targets=["Savannah Lions"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Savannah Lions", 5, 6)  # "unswitched" 6/5


def test_humility_makes_creatures_1_1_without_abilities() -> None:
    """613.1f and 613.4b: Humility removes abilities (layer 6) and sets base P/T (7b);
    counters and anthems (7c) still apply on top."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Humility")
    s.add_card(Zone.BATTLEFIELD, "A", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "A", "Glorious Anthem")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", counters={"+1/+1": 2})
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_abilities("A", "Serra Angel", ["Flying", "Vigilance"], present=False)
    s.assert_base_power_toughness("A", "Serra Angel", 1, 1)
    s.assert_power_toughness("A", "Serra Angel", 2, 2)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)


def test_humility_removes_activated_abilities() -> None:
    """613.1f: "loses all abilities" removes activated abilities: Prodigal Sorcerer's {T}
    ability can't be activated under Humility."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Humility")
    s.add_card(Zone.BATTLEFIELD, "A", "Prodigal Sorcerer")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_playable("A", "{T}:", False)


def _humility_opalescence(first: str, second: str) -> Scenario:
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", first)
    s.add_card(Zone.BATTLEFIELD, "A", second)
    s.add_card(Zone.BATTLEFIELD, "A", "Glorious Anthem")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    return s


def test_613_humility_then_opalescence() -> None:
    """Humility + Opalescence (613.6, 613.7): Opalescence makes Humility a 4/4 creature (layers
    4 and 7b); Humility, an earlier timestamp, sets every creature to 1/1 first in 7b, then
    Opalescence sets the enchantments to their mana value. Humility's effect keeps applying in
    7b though it removed its own ability in layer 6 (613.6). Glorious Anthem (3) +1/+1."""
    s = _humility_opalescence("Humility", "Opalescence")
    s.assert_type("Humility", "Creature")
    s.assert_type("Opalescence", "Creature", present=False)
    s.assert_base_power_toughness("A", "Humility", 4, 4)
    s.assert_power_toughness("A", "Glorious Anthem", 3, 3)  # base 3/3, no ability: no +1
    s.assert_power_toughness("B", "Hill Giant", 1, 1)


def test_613_opalescence_then_humility() -> None:
    """With Humility later, its 7b effect wins: every creature is 1/1, including Humility;
    Glorious Anthem, now a creature, lost its ability in layer 6."""
    s = _humility_opalescence("Opalescence", "Humility")
    s.assert_base_power_toughness("A", "Humility", 1, 1)
    s.assert_power_toughness("A", "Humility", 1, 1)
    s.assert_power_toughness("A", "Glorious Anthem", 1, 1)
    s.assert_power_toughness("B", "Hill Giant", 1, 1)


def test_613_8_blood_moon_and_urborg_either_order() -> None:
    """305.7 and 613.8: Urborg's effect depends on Blood Moon's (Blood Moon removes Urborg's
    ability in layer 4), so Blood Moon applies first whatever the timestamps: Urborg is a
    Mountain without its ability, and no land is a Swamp."""
    for order in (("Blood Moon", "Urborg, Tomb of Yawgmoth"),
                  ("Urborg, Tomb of Yawgmoth", "Blood Moon")):
        s = _scenario()
        s.add_card(Zone.BATTLEFIELD, "A", order[0])
        s.add_card(Zone.BATTLEFIELD, "A", order[1])
        s.add_card(Zone.BATTLEFIELD, "A", "Forest")
        s.add_card(Zone.BATTLEFIELD, "B", "Tundra")
        s.stop_at(1, Step.PRECOMBAT_MAIN)
        s.execute()
        s.assert_subtype("Urborg, Tomb of Yawgmoth", "Mountain")
        s.assert_subtype("Urborg, Tomb of Yawgmoth", "Swamp", present=False)
        s.assert_subtype("Forest", "Swamp", present=False)
        s.assert_subtype("Tundra", "Mountain")
        s.assert_subtype("Tundra", "Plains", present=False)
        s.assert_subtype("Tundra", "Island", present=False)


def test_305_6_urborg_gives_swamp_and_its_mana_ability() -> None:
    """305.6: Urborg makes each land a Swamp, which has "{T}: Add {B}": a Forest pays {B}."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Urborg, Tomb of Yawgmoth")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Doom Blade")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Doom Blade", targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_subtype("Forest", "Swamp")
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_305_7_blood_moon_tundra_taps_for_red() -> None:
    """305.7: a nonbasic land under Blood Moon is a Mountain and taps only for {R}."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Blood Moon")
    s.add_card(Zone.BATTLEFIELD, "A", "Tundra")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)


def test_604_3_cda_power_counts_swamps() -> None:
    """604.3, 613.4a: Nightmare's P/T equal the number of Swamps its controller controls,
    Urborg included (a land made a Swamp in layer 4 counts in 7a)."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Nightmare")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp")
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_power_toughness("A", "Nightmare", 2, 2))
    s.add_card(Zone.HAND, "A", "Urborg, Tomb of Yawgmoth")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Urborg, Tomb of Yawgmoth")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Nightmare", 4, 4)  # 2 Swamps, the Forest and Urborg


def test_613_8a_cda_scion_counts_creatures_and_anthem_adds() -> None:
    """613.4a then 7c: Scion of the Wild counts creatures you control; an anthem adds after."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Scion of the Wild")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Glorious Anthem")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_base_power_toughness("A", "Scion of the Wild", 3, 3)
    s.assert_power_toughness("A", "Scion of the Wild", 4, 4)


def test_613_9_white_creatures_and_enchanted_creature_is_white() -> None:
    """613.9 (second example) and 613.5: the +1/+1 to white creatures applies to a creature
    made white, whatever the timestamps; Crusade also pumps an opponent's white creature."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Crusade")
    s.add_card(Zone.BATTLEFIELD, "B", "Savannah Lions")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("B", "Savannah Lions", 3, 2)


def test_702_73a_changeling_is_every_creature_type() -> None:
    """702.73a (a CDA, 604.3): Changeling Outcast is a Merfolk: Lord of Atlantis pumps it."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Lord of Atlantis")
    s.add_card(Zone.BATTLEFIELD, "A", "Changeling Outcast")
    s.add_card(Zone.BATTLEFIELD, "A", "Merfolk of the Pearl Trident")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_subtype("Changeling Outcast", "Merfolk")
    s.assert_subtype("Changeling Outcast", "Goblin")
    s.assert_power_toughness("A", "Changeling Outcast", 2, 2)
    s.assert_abilities("A", "Changeling Outcast", ["islandwalk"])
    s.assert_power_toughness("A", "Merfolk of the Pearl Trident", 2, 2)
    s.assert_power_toughness("A", "Lord of Atlantis", 2, 2)


def test_613_humility_and_lord_timestamps() -> None:
    """613.1f before 613.4c: Humility removes Lord of Atlantis's ability in layer 6, so its
    7c effect never exists: the Merfolk stay 1/1."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Lord of Atlantis")
    s.add_card(Zone.BATTLEFIELD, "A", "Merfolk of the Pearl Trident")
    s.add_card(Zone.BATTLEFIELD, "B", "Humility")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Merfolk of the Pearl Trident", 1, 1)
    s.assert_abilities("A", "Merfolk of the Pearl Trident", ["islandwalk"], present=False)


def test_702_34a_snapcaster_gives_flashback_equal_to_mana_cost() -> None:
    """Snapcaster Mage: Lightning Bolt in the graveyard gains flashback {R} until end of turn
    (layer 6 on a card outside the battlefield, 611.2c); cast again, it is exiled (702.34a)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Snapcaster Mage")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Snapcaster Mage")
    s.add_target("A", "Lightning Bolt")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_exile_count("Lightning Bolt", 1)


def test_702_34a_snapcasters_flashback_ends_with_the_turn() -> None:
    """514.2: "until end of turn": next turn the Bolt has no flashback."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Snapcaster Mage")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Snapcaster Mage")
    s.add_target("A", "Lightning Bolt")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Lightning Bolt"))
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_playable("A", "Lightning Bolt", False)


def test_611_3c_yixlid_jailer_stops_flashback_from_the_graveyard() -> None:
    """Yixlid Jailer: cards in graveyards lose all abilities (a static ability affecting
    objects in another zone, 611.3c), flashback included: Think Twice can't be cast."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Think Twice")
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_playable("A", "Think Twice", False))
    s.add_card(Zone.BATTLEFIELD, "B", "Yixlid Jailer")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_playable("A", "Think Twice", False)


def test_613_7_snapcaster_grant_after_jailer_removal() -> None:
    """613.7: Yixlid Jailer's removal (earlier timestamp) then Snapcaster Mage's grant (later):
    the Bolt has flashback."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "B", "Yixlid Jailer")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Snapcaster Mage")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Snapcaster Mage")
    s.add_target("A", "Lightning Bolt")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_playable("A", "Lightning Bolt")


def test_702_34a_think_twice_flashback_without_jailer() -> None:
    """702.34a: without the Jailer, Think Twice is castable from the graveyard for {2}{U}."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Think Twice")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_playable("A", "Think Twice")


def test_613_1d_conspiracy_sets_the_chosen_creature_type_in_every_zone() -> None:
    """Conspiracy (614.12 choice, layer 4): A's creatures, creature spells and creature cards
    outside the battlefield are Elves, and only Elves; B's aren't."""
    from mtg_engine.rules.layers import characteristics

    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Conspiracy")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Savannah Lions")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Conspiracy")
    s.set_choice("A", "Elf")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_subtype("Grizzly Bears", "Elf")
    s.assert_subtype("Grizzly Bears", "Bear", present=False)
    s.assert_subtype("Savannah Lions", "Elf", present=False)
    st = s.state
    giant = next(c for c in st.players[0].hand if st.objects[c].card.name == "Hill Giant")
    assert characteristics(st, giant).subtypes == frozenset({"Elf"})


def test_613_8a_conspiracy_depends_on_opalescence_whatever_the_timestamps() -> None:
    """613.8a: Opalescence (layer 4) changes what Conspiracy's effect (layer 4) applies to (it
    makes Conspiracy a creature), so Conspiracy's effect waits for it (613.8b): Conspiracy is
    an Elf creature even though Opalescence's timestamp is later."""
    for opalescence_first in (True, False):
        s = Scenario()
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
        s.add_card(Zone.HAND, "A", "Conspiracy")
        s.add_card(Zone.HAND, "A", "Opalescence")
        first, second = ("Opalescence", "Conspiracy") if opalescence_first \
            else ("Conspiracy", "Opalescence")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", first)
        s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", second)
        s.set_choice("A", "Elf")
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_type("Conspiracy", "Creature")
        s.assert_subtype("Conspiracy", "Elf")
        s.assert_power_toughness("A", "Conspiracy", 5, 5)


def test_603_10a_a_creature_that_lost_its_abilities_has_no_dies_trigger() -> None:
    """603.10a with 613.1f: under Humility, Doomed Traveler has no abilities as it dies, so
    looking back in time finds no "when this creature dies" ability: no Spirit."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Humility")
    s.add_card(Zone.BATTLEFIELD, "B", "Doomed Traveler")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Doomed Traveler"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Doomed Traveler", 1)
    s.assert_permanent_count("B", "Spirit Token", 0)


def test_613_6_svogthos_counts_creature_cards_and_keeps_its_pump() -> None:
    """613.6 (Svogthos example): the land becomes a black and green Plant Zombie creature
    (layers 4, 5) whose P/T equal the creature cards in its controller's graveyard (7b); a
    +3/+3 (7c) applies on top, and the count follows the graveyard (613.5)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Svogthos, the Restless Tomb")
    # (four Swamps: the automatic payer taps Svogthos for its own ability only when the other
    # sources don't suffice, rules/mana.spared_last; the Forest left pays Giant Growth)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 1)
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant", 2)
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}{B}{G}:")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_power_toughness(
        "A", "Svogthos, the Restless Tomb", 2, 2))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Giant Growth",
                 targets=["Svogthos, the Restless Tomb"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_type("Svogthos, the Restless Tomb", "Land")
    s.assert_type("Svogthos, the Restless Tomb", "Creature")
    s.assert_subtype("Svogthos, the Restless Tomb", "Zombie")
    s.assert_color("Svogthos, the Restless Tomb", ["Black", "Green"])
    s.assert_base_power_toughness("A", "Svogthos, the Restless Tomb", 3, 3)
    s.assert_power_toughness("A", "Svogthos, the Restless Tomb", 6, 6)


def test_305_6_a_dual_land_taps_for_either_colour_by_activate_ability() -> None:
    """305.6: Tundra's mana abilities come from its land types (its text is reminder text);
    the harness activates one by its text."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Tundra")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {U}", source="Tundra")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_tapped("Tundra")
