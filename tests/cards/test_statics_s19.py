"""Session 19 statics, played with real cards of the shared MTGJSON file (skipped without it):
casting historic spells as though they had flash (601.3b, 700.6), a land given three basic land
types (305.7), "can attack as though it didn't have defender" beside another bonus under a
condition (702.3b, 611.3a), and protection from artifacts and from all colors (702.16)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.statics import _static
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


def test_601_3b_700_6_raff_capashen_flashes_historic_spells(real_db: CardDatabase) -> None:
    """Raff Capashen: A casts Ornithopter (an artifact, historic) in B's upkeep; Grizzly Bears
    (not historic) can't be cast then."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Raff Capashen, Ship's Mage")
    s.add_card(Zone.HAND, "A", "Ornithopter")
    s.cast_spell(2, Step.UPKEEP, "A", "Ornithopter")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Ornithopter", 1)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Raff Capashen, Ship's Mage")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(2, Step.UPKEEP, "A", "Grizzly Bears")
    s.stop_at(2, Step.DRAW)
    with pytest.raises(ScenarioError, match="Grizzly Bears"):
        s.execute()


def test_305_7_lush_growth_three_basic_land_types(real_db: CardDatabase) -> None:
    """Lush Growth on a Wastes: it is a Mountain, Forest and Plains and taps for {G} (305.6),
    so Llanowar Elves can be cast with it; it lost its own "{T}: Add {C}" (305.7)."""
    assert _static("Enchanted land is a Mountain, Forest, and Plains.") == {"continuous": {
        "affects": "enchanted", "filter": {"types": ["Land"]},
        "set_land_subtypes": ["Mountain", "Forest", "Plains"]}}
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.add_card(Zone.BATTLEFIELD, "A", "Lush Growth", attached_to="Wastes")
    s.add_card(Zone.HAND, "A", "Llanowar Elves")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Llanowar Elves")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    for t in ("Mountain", "Forest", "Plains"):
        s.assert_subtype("Wastes", t)
    s.assert_permanent_count("A", "Llanowar Elves", 1)


def test_702_3b_spire_serpent_attacks_with_three_artifacts(real_db: CardDatabase) -> None:
    """Spire Serpent (3/5 defender): with three artifacts it is 5/7 and attacks (B at 15); with
    two it is 3/5 and can't attack."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Spire Serpent")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter", 3)
    s.attack(1, "A", "Spire Serpent")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Spire Serpent", 5, 7)
    s.assert_life("B", 15)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Spire Serpent")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter", 2)
    s.attack(1, "A", "Spire Serpent")
    s.stop_at(1, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match="Spire Serpent"):
        s.execute()
    s.assert_power_toughness("A", "Spire Serpent", 3, 5)


def test_702_3b_novice_knight_attacks_while_equipped(real_db: CardDatabase) -> None:
    """Novice Knight (2/3 defender) equipped with Bonesplitter (+2/+0) attacks: B at 16.
    Unequipped and unenchanted it can't attack."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Novice Knight")
    s.add_card(Zone.BATTLEFIELD, "A", "Bonesplitter", attached_to="Novice Knight")
    s.attack(1, "A", "Novice Knight")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 16)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Novice Knight")
    s.add_card(Zone.BATTLEFIELD, "A", "Bonesplitter")
    s.attack(1, "A", "Novice Knight")
    s.stop_at(1, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match="Novice Knight"):
        s.execute()


def test_702_3b_colossus_of_akros_attacks_once_monstrous(real_db: CardDatabase) -> None:
    """Colossus of Akros (10/10 defender, indestructible): monstrosity 10 (ten Wastes) makes it
    20/20 with trample, and it attacks: blocked by Grizzly Bears, 18 tramples over (B at 2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Colossus of Akros")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 10)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{10}:")
    s.attack(1, "A", "Colossus of Akros")
    s.block(1, "B", "Grizzly Bears", "Colossus of Akros")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Colossus of Akros", 20, 20)
    s.assert_life("B", 2)


def test_702_16_pristine_angel_protection_while_untapped(real_db: CardDatabase) -> None:
    """Pristine Angel untapped has protection from artifacts and from all colors: B's
    Lightning Bolt can't target it. Tapped by attacking, it loses both: the Bolt deals 3."""
    got = _static("As long as ~ is untapped, it has protection from artifacts and from all "
                  "colors.")
    assert got == {"anthem": {"affects": "self", "as_long_as": "self_untapped", "keywords": [
        "protection from artifacts", "protection from all colors"]}}
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Pristine Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Pristine Angel"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError, match="Lightning Bolt"):
        s.execute()

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Pristine Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.attack(1, "A", "Pristine Angel")
    s.cast_spell(1, Step.END_COMBAT, "B", "Lightning Bolt", targets=["Pristine Angel"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_damage("Pristine Angel", 3)
    s.assert_life("B", 16)


# ------------------------------------------------------------------ a card name chosen (201.2)


def test_201_2_meddling_mage_names_a_spell_that_cant_be_cast(real_db: CardDatabase) -> None:
    """Meddling Mage enters naming Lightning Bolt (614.12a): B can't cast Lightning Bolt
    (101.2) but casts Shock at A (A at 18)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Meddling Mage")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Meddling Mage")
    s.set_choice("A", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    assert ("name", "Lightning Bolt") in s.state.objects[
        next(o for o in s.state.battlefield
             if s.state.objects[o].card.name == "Meddling Mage")].chosen
    s.assert_life("A", 18)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Meddling Mage")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Meddling Mage")
    s.set_choice("A", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError, match="Lightning Bolt"):
        s.execute()
    s.assert_life("A", 20)


def test_602_5_pithing_needle_stops_a_named_permanents_ability(real_db: CardDatabase) -> None:
    """Pithing Needle names Prodigal Sorcerer: B can't activate "{T}: ~ deals 1 damage to any
    target" (602.5). Without the Needle, the Sorcerer deals 1 (A at 19)."""
    def game(needle: bool) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
        if needle:
            s.add_card(Zone.HAND, "A", "Pithing Needle")
            s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pithing Needle")
            s.set_choice("A", "Prodigal Sorcerer")
        s.add_card(Zone.BATTLEFIELD, "B", "Prodigal Sorcerer")
        s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{T}:", targets=["A"])
        s.stop_at(2, Step.BEGIN_COMBAT)
        return s

    s = game(False)
    s.execute()
    s.assert_life("A", 19)
    s = game(True)
    with pytest.raises(ScenarioError, match=r"602\.5"):
        s.execute()
    s.assert_life("A", 20)


def test_602_5_605_1a_pithing_needle_lets_mana_abilities_be(real_db: CardDatabase) -> None:
    """Pithing Needle naming Llanowar Elves: B still taps the Elves for {G} (605.1a: "unless
    they're mana abilities") and casts Giant Growth. Phyrexian Revoker naming them: the
    Elves' mana ability can't be activated, and the Growth can't be cast."""
    def game(card: str) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 2)
        s.add_card(Zone.HAND, "A", card)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", card)
        s.set_choice("A", "Llanowar Elves")
        s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
        s.add_card(Zone.HAND, "B", "Giant Growth")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Giant Growth", targets=["Llanowar Elves"])
        s.stop_at(2, Step.BEGIN_COMBAT)
        return s

    s = game("Pithing Needle")
    s.execute()
    s.assert_power_toughness("B", "Llanowar Elves", 4, 4)
    s = game("Phyrexian Revoker")
    with pytest.raises(ScenarioError, match="Giant Growth"):
        s.execute()


def test_602_5_pithing_needle_stops_cycling_from_a_hand(real_db: CardDatabase) -> None:
    """Pithing Needle naming Miscalculation: B can't cycle it from their hand (a source with the
    chosen name anywhere, 201.2, 602.5). Without the Needle, B cycles it (two Islands)."""
    def game(needle: bool) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
        if needle:
            s.add_card(Zone.HAND, "A", "Pithing Needle")
            s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pithing Needle")
            s.set_choice("A", "Miscalculation")
        s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
        s.add_card(Zone.HAND, "B", "Miscalculation")
        s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "Cycling")
        s.stop_at(2, Step.BEGIN_COMBAT)
        return s

    s = game(False)
    s.execute()
    s.assert_graveyard_count("B", "Miscalculation", 1)
    s = game(True)
    with pytest.raises(ScenarioError, match="Cycling"):
        s.execute()
    s.assert_graveyard_count("B", "Miscalculation", 0)


def test_101_2_sigarda_opponents_cant_make_you_sacrifice(real_db: CardDatabase) -> None:
    """B's Diabolic Edict targets A, who controls Sigarda, Host of Herons: A sacrifices nothing
    (101.2). Against A with Grizzly Bears only, the Bears are sacrificed."""
    def game(guard: str) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", guard)
        s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
        s.add_card(Zone.HAND, "B", "Diabolic Edict")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Diabolic Edict", targets=["A"])
        s.stop_at(2, Step.BEGIN_COMBAT)
        s.execute()
        return s

    s = game("Sigarda, Host of Herons")
    s.assert_permanent_count("A", "Sigarda, Host of Herons", 1)
    s.assert_graveyard_count("B", "Diabolic Edict", 1)
    s = game("Tajuru Preserver")
    s.assert_permanent_count("A", "Tajuru Preserver", 1)
    s = game("Grizzly Bears")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_302_6_instill_energy_attacks_the_turn_it_came(real_db: CardDatabase) -> None:
    """A casts Grizzly Bears and Instill Energy on it: the Bears attack that turn (302.6,
    "can attack as though it had haste"): B at 18."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Instill Energy")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Instill Energy", targets=["Grizzly Bears"])
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 18)


def test_613_8_mistform_wall_loses_defender_as_another_type(real_db: CardDatabase) -> None:
    """Mistform Wall (1/4, a Wall) has defender; made a Bird until end of turn ("{1}: ~ becomes
    the creature type of your choice", layer 4 before layer 6, 613.8) it loses defender and
    attacks: B at 19."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mistform Wall")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}:")
    s.set_choice("A", "Bird")
    s.attack(1, "A", "Mistform Wall")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_abilities("A", "Mistform Wall", ["Defender"], present=False)
    s.assert_life("B", 19)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mistform Wall")
    s.attack(1, "A", "Mistform Wall")
    s.stop_at(1, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match="Mistform Wall"):
        s.execute()


def test_502_3_murkfiend_liege_untaps_green_and_blue(real_db: CardDatabase) -> None:
    """Murkfiend Liege: A's Grizzly Bears (green) and Wind Drake (blue) attack on turn 1 and
    untap during B's untap step; A's Wastes tapped for nothing stays tapped."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Murkfiend Liege")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Wind Drake")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Wind Drake")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_tapped("Grizzly Bears", False)
    s.assert_tapped("Wind Drake", False)
    s.assert_life("B", 14)  # 3 (Bears 2+1 from the Liege) + 3 (Drake 2+1)


def test_613_1d_aerial_modification_makes_a_vehicle_a_creature(real_db: CardDatabase) -> None:
    """Aerial Modification on Smuggler's Copter (a 3/3 Vehicle, no crew): as long as it's a
    Vehicle it's a creature (layer 4, 611.3a), 5/5 with flying, and attacks: B at 15."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Smuggler's Copter")
    s.add_card(Zone.BATTLEFIELD, "A", "Aerial Modification", attached_to="Smuggler's Copter")
    s.attack(1, "A", "Smuggler's Copter")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_type("Smuggler's Copter", "Creature")
    s.assert_power_toughness("A", "Smuggler's Copter", 5, 5)
    s.assert_life("B", 15)


def test_702_124g_friends_forever_has_no_game_rules(real_db: CardDatabase) -> None:
    """Friends forever (702.124g) changes deck construction only: Elmar plays by its other
    abilities, with no keyword on the card."""
    from mtg_engine.cards.keywords import parse_keyword

    k = parse_keyword("Friends forever")
    assert k is not None and k.implemented and k.card_keywords() == ()
    assert "friends forever" not in {str(w).lower() for w in real_db.get(
        "Elmar, Ulvenwald Informant").keywords}


def test_701_28a_bound_by_moonsilver_stops_transforming(real_db: CardDatabase) -> None:
    """Fearful Villager (daybound) becomes Fearsome Werewolf when it becomes night (702.145,
    no spell cast on turn 1); enchanted by Bound by Moonsilver it can't transform (101.2) and
    stays Fearful Villager, and it can't attack."""
    def game(aura: bool) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Fearful Villager")
        if aura:
            s.add_card(Zone.BATTLEFIELD, "A", "Bound by Moonsilver",
                       attached_to="Fearful Villager")
        s.stop_at(3, Step.UPKEEP)
        s.execute()
        assert s.state.day_night == "night"
        return s

    game(False).assert_permanent_count("A", "Fearsome Werewolf", 1)
    s = game(True)
    s.assert_permanent_count("A", "Fearful Villager", 1)
    s.assert_permanent_count("A", "Fearsome Werewolf", 0)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fearful Villager")
    s.add_card(Zone.BATTLEFIELD, "A", "Bound by Moonsilver", attached_to="Fearful Villager")
    s.attack(1, "A", "Fearful Villager")
    s.stop_at(1, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match="Fearful Villager"):
        s.execute()


def test_602_5_intercessors_arrest_leaves_mana_abilities(real_db: CardDatabase) -> None:
    """Intercessor's Arrest on B's Llanowar Elves: B still taps them for {G} (605.1a) and casts
    Giant Growth on them; on Prodigal Sorcerer its "{T}: ~ deals 1 damage" can't be activated
    (602.5)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Intercessor's Arrest", attached_to="Llanowar Elves")
    s.add_card(Zone.HAND, "B", "Giant Growth")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Giant Growth", targets=["Llanowar Elves"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("B", "Llanowar Elves", 4, 4)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Prodigal Sorcerer")
    s.add_card(Zone.BATTLEFIELD, "A", "Intercessor's Arrest", attached_to="Prodigal Sorcerer")
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{T}:", targets=["A"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError, match=r"602\.5"):
        s.execute()


def test_702_11c_shalai_gives_hexproof_to_you_and_the_others(real_db: CardDatabase) -> None:
    """Shalai, Voice of Plenty: B's Lightning Bolt can't target A (702.11c) nor A's Grizzly
    Bears (another creature), but can target Shalai itself (3/4: 3 damage marked)."""
    for target, ok in (("A", False), ("Grizzly Bears", False),
                       ("Shalai, Voice of Plenty", True)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Shalai, Voice of Plenty")
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
        s.add_card(Zone.HAND, "B", "Lightning Bolt")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=[target])
        s.stop_at(2, Step.BEGIN_COMBAT)
        if ok:
            s.execute()
            s.assert_damage("Shalai, Voice of Plenty", 3)
        else:
            with pytest.raises(ScenarioError, match="Lightning Bolt"):
                s.execute()
            s.assert_life("A", 20)


def test_613_1f_timber_protector_other_treefolk_and_forests(real_db: CardDatabase) -> None:
    """Timber Protector: B's Murder on A's Ironroot Treefolk does nothing (indestructible,
    702.12b); Murder on Timber Protector itself destroys it ("other")."""
    for target, survives in (("Ironroot Treefolk", True), ("Timber Protector", False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Timber Protector")
        s.add_card(Zone.BATTLEFIELD, "A", "Ironroot Treefolk")
        s.add_card(Zone.BATTLEFIELD, "A", "Forest")
        s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
        s.add_card(Zone.HAND, "B", "Murder")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Murder", targets=[target])
        s.stop_at(2, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_permanent_count("A", target, 1 if survives else 0)
        s.assert_abilities("A", "Forest", ["Indestructible"], present=survives)


def test_506_4_throatseeker_unblocked_ninjas_have_lifelink(real_db: CardDatabase) -> None:
    """Throatseeker (3/2 Ninja) attacks unblocked: lifelink, A at 23, B at 17. Blocked by
    Ironroot Treefolk (3/5), it has no lifelink: A stays at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Throatseeker")
    s.attack(1, "A", "Throatseeker")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 23)
    s.assert_life("B", 17)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Throatseeker")
    s.add_card(Zone.BATTLEFIELD, "B", "Ironroot Treefolk")
    s.attack(1, "A", "Throatseeker")
    s.block(1, "B", "Ironroot Treefolk", "Throatseeker")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_damage("Ironroot Treefolk", 3)


def test_613_4c_narfi_snow_and_zombie_creatures(real_db: CardDatabase) -> None:
    """Narfi, Betrayer King (4/3 snow Zombie): Walking Corpse (a Zombie) 3/3, Boreal Druid (a
    snow creature) 2/2, Grizzly Bears unchanged 2/2, Narfi itself 4/3 ("other")."""
    s = Scenario(cards=real_db)
    for name in ("Narfi, Betrayer King", "Walking Corpse", "Boreal Druid", "Grizzly Bears"):
        s.add_card(Zone.BATTLEFIELD, "A", name)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Walking Corpse", 3, 3)
    s.assert_power_toughness("A", "Boreal Druid", 2, 2)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_power_toughness("A", "Narfi, Betrayer King", 4, 3)


def test_613_4c_earth_surge_each_land_creature(real_db: CardDatabase) -> None:
    """Earth Surge: Dryad Arbor (a land creature, 1/1) is 3/3; Grizzly Bears (not a land) and
    a Forest (not a creature) get nothing."""
    s = Scenario(cards=real_db)
    for name in ("Earth Surge", "Dryad Arbor", "Grizzly Bears", "Forest"):
        s.add_card(Zone.BATTLEFIELD, "A", name)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Dryad Arbor", 3, 3)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_type("Forest", "Creature", present=False)


def test_509_1b_foriysian_totem_blocks_two_as_a_creature(real_db: CardDatabase) -> None:
    """B animates Foriysian Totem (a 4/4 creature until end of turn) after A attacks with
    Grizzly Bears and Hill Giant; as a creature it can block an additional creature, so it
    blocks both: B at 20, the Bears die (2 of its 4 damage), the Totem dies (5 damage)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 5)  # (before the Totem: they pay first)
    s.add_card(Zone.BATTLEFIELD, "B", "Foriysian Totem")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Hill Giant")
    s.activate_ability(1, Step.DECLARE_ATTACKERS, "B", "{4}{R}:")
    s.block(1, "B", "Foriysian Totem", "Grizzly Bears")
    s.block(1, "B", "Foriysian Totem", "Hill Giant")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Foriysian Totem", 1)


def test_509_1b_hobble_black_creature_cant_block(real_db: CardDatabase) -> None:
    """Hobble on B's Walking Corpse (black): it can't block (509.1b, "if it's black"); on B's
    Grizzly Bears (green) the Bears block A's Hill Giant."""
    def game(blocker: str) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
        s.add_card(Zone.BATTLEFIELD, "B", blocker)
        s.add_card(Zone.BATTLEFIELD, "A", "Hobble", attached_to=blocker)
        s.attack(1, "A", "Hill Giant")
        s.block(1, "B", blocker, "Hill Giant")
        s.stop_at(1, Step.END_COMBAT)
        return s

    s = game("Grizzly Bears")
    s.execute()
    s.assert_life("B", 20)
    s = game("Walking Corpse")
    with pytest.raises(ScenarioError, match="Walking Corpse"):
        s.execute()
    s.assert_life("B", 17)


def test_509_1c_stone_tongue_basilisk_lure_with_threshold(real_db: CardDatabase) -> None:
    """Stone-Tongue Basilisk and Hill Giant attack. With seven cards in A's graveyard every
    creature able to block the Basilisk must (509.1c): B's Grizzly Bears can't block the Giant
    instead. With six, they can (B at 16, the Basilisk's 4)."""
    def game(cards: int) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Stone-Tongue Basilisk")
        s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
        s.add_card(Zone.GRAVEYARD, "A", "Wastes", cards)
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.attack(1, "A", "Stone-Tongue Basilisk")
        s.attack(1, "A", "Hill Giant")
        s.block(1, "B", "Grizzly Bears", "Hill Giant")
        s.stop_at(1, Step.END_COMBAT)
        return s

    s = game(6)
    s.execute()
    s.assert_life("B", 16)
    with pytest.raises(ScenarioError, match="Grizzly Bears"):
        game(7).execute()


def test_611_3a_gruul_spellbreaker_hexproof_on_your_turn(real_db: CardDatabase) -> None:
    """Gruul Spellbreaker (A's): on A's turn, B's Lightning Bolt can target neither A nor the
    Spellbreaker (702.11c, 702.11b); on B's turn it targets A (A at 17) or kills the 3/3."""
    for turn, ok in ((1, False), (2, True)):
        for target in ("A", "Gruul Spellbreaker"):
            s = Scenario(cards=real_db)
            s.add_card(Zone.BATTLEFIELD, "A", "Gruul Spellbreaker")
            s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
            s.add_card(Zone.HAND, "B", "Lightning Bolt")
            s.cast_spell(turn, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=[target])
            s.stop_at(turn, Step.BEGIN_COMBAT)
            if ok:
                s.execute()
                if target == "A":
                    s.assert_life("A", 17)
                else:
                    s.assert_graveyard_count("A", "Gruul Spellbreaker", 1)
            else:
                with pytest.raises(ScenarioError, match="Lightning Bolt"):
                    s.execute()


def test_101_2_exquisite_firecraft_spell_mastery(real_db: CardDatabase) -> None:
    """Exquisite Firecraft with two instant cards in A's graveyard can't be countered (611.3a):
    B's Counterspell does nothing and B takes 4 (B at 16). With one, it is countered."""
    def game(instants: int) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
        s.add_card(Zone.HAND, "A", "Exquisite Firecraft")
        s.add_card(Zone.GRAVEYARD, "A", "Shock", instants)
        s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
        s.add_card(Zone.HAND, "B", "Counterspell")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Exquisite Firecraft", targets=["B"])
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Counterspell",
                     targets=["Exquisite Firecraft"], responding_to="Exquisite Firecraft")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        return s

    game(2).assert_life("B", 16)
    s = game(1)
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Exquisite Firecraft", 1)


def test_101_2_curse_of_exhaustion_one_spell_a_turn(real_db: CardDatabase) -> None:
    """Curse of Exhaustion enchanting B: B casts one Shock (A at 18) and can't cast the second
    that turn (101.2); A, not enchanted, casts two Shocks (B at 16)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Curse of Exhaustion")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Curse of Exhaustion", targets=["B"])
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Shock", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shock", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError, match="B could not cast Shock"):
        s.execute()
    s.assert_life("B", 16)
    s.assert_life("A", 18)


def test_101_2_brand_of_ill_omen_controller_cant_cast_creatures(real_db: CardDatabase) -> None:
    """Brand of Ill Omen (A's) on B's Hill Giant (A pays its cumulative upkeep {R} on turn 1):
    B can't cast Grizzly Bears (a creature spell, 101.2) but casts Shock (A at 18)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Brand of Ill Omen", attached_to="Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.set_choice("A", "yes")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.stop_at(2, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError, match="B could not cast Grizzly Bears"):
        s.execute()
    s.assert_life("A", 18)


def test_506_2_wardscale_dragon_silences_the_defending_player(real_db: CardDatabase) -> None:
    """Wardscale Dragon attacks B: B can't cast Lightning Bolt during the combat (101.2); before
    it attacks, B's Bolt resolves (A at 17)."""
    def game(step: Step) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Wardscale Dragon")
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
        s.add_card(Zone.HAND, "B", "Lightning Bolt")
        s.attack(1, "A", "Wardscale Dragon")
        s.cast_spell(1, step, "B", "Lightning Bolt", targets=["A"])
        s.stop_at(1, Step.END_COMBAT)
        return s

    s = game(Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 17)
    with pytest.raises(ScenarioError, match="B could not cast Lightning Bolt"):
        game(Step.DECLARE_BLOCKERS).execute()


def test_702_17b_dragon_hunter_blocks_flying_dragons(real_db: CardDatabase) -> None:
    """B's Dragon Hunter blocks A's Shivan Dragon (flying) as though it had reach: B at 20, the
    Hunter survives (protection from Dragons, 702.16). It can't block Wind Drake (flying, not a
    Dragon)."""
    def game(attacker: str) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", attacker)
        s.add_card(Zone.BATTLEFIELD, "B", "Dragon Hunter")
        s.attack(1, "A", attacker)
        s.block(1, "B", "Dragon Hunter", attacker)
        s.stop_at(1, Step.END_COMBAT)
        return s

    s = game("Shivan Dragon")
    s.execute()
    s.assert_life("B", 20)
    s.assert_permanent_count("B", "Dragon Hunter", 1)
    with pytest.raises(ScenarioError, match="Dragon Hunter"):
        game("Wind Drake").execute()


def test_614_12a_xenograft_adds_the_chosen_type(real_db: CardDatabase) -> None:
    """Xenograft enters naming Zombie: A's Grizzly Bears are a Bear Zombie (layer 4, 205.3m);
    B's Hill Giant is not."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.HAND, "A", "Xenograft")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Xenograft")
    s.set_choice("A", "Zombie")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_subtype("Grizzly Bears", "Zombie")
    s.assert_subtype("Grizzly Bears", "Bear")
    s.assert_subtype("Hill Giant", "Zombie", present=False)


def test_205_4_melting_lands_are_no_longer_snow(real_db: CardDatabase) -> None:
    """Melting: Snow-Covered Forest isn't snow (layer 4, 613.1d); without Melting it is."""
    from mtg_engine.core.types import Supertype
    from mtg_engine.rules.layers import characteristics

    for melting in (False, True):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Snow-Covered Forest")
        if melting:
            s.add_card(Zone.BATTLEFIELD, "A", "Melting")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        land = next(o for o in s.state.battlefield
                    if s.state.objects[o].card.name == "Snow-Covered Forest")
        assert (Supertype.SNOW in characteristics(s.state, land).supertypes) is not melting


def test_205_1b_oni_possession_sets_creature_types(real_db: CardDatabase) -> None:
    """Oni Possession on Grizzly Bears: a Demon Spirit (no longer a Bear, layer 4), 5/5 with
    trample (+3/+3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Oni Possession", attached_to="Grizzly Bears")
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    s.assert_subtype("Grizzly Bears", "Demon")
    s.assert_subtype("Grizzly Bears", "Spirit")
    s.assert_subtype("Grizzly Bears", "Bear", present=False)
    s.assert_power_toughness("A", "Grizzly Bears", 5, 5)
