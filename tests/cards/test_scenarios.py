"""Database cards in play: compiled cards run in the engine (scenario API, spec/scenario-api.md).
The first group uses the small fixture file; the second the shared MTGJSON file."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase, UnsupportedCardError
from mtg_engine.rules.combat import possible_blocks
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _id(s: Scenario, name: str) -> int:
    return next(o.id for o in s.game.state.objects.values()
                if o.card.name == name and o.zone is Zone.BATTLEFIELD)


def can_block(sc: Scenario, blocker: str, attacker: str) -> bool:
    """509.1a-b: may `blocker` (B's) block `attacker` now?"""
    options = possible_blocks(sc.game.state, 1)
    return _id(sc, attacker) in options.get(_id(sc, blocker), [])


def test_flying_vanilla_attacks_over_a_ground_blocker(fixture_db: CardDatabase) -> None:
    """702.9b: a creature with flying can't be blocked except by creatures with flying or
    reach (702.17b)."""
    seen: list[tuple[bool, bool]] = []

    def blocks(sc: Scenario) -> None:
        seen.append((can_block(sc, "Test Bear", "Test Hawk"),
                     can_block(sc, "Test Spider", "Test Hawk")))

    s = Scenario(cards=fixture_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Hawk")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Bear")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Spider")
    s.attack(1, "A", "Test Hawk")
    s.check(1, Step.DECLARE_BLOCKERS, blocks)
    s.stop_at(2, Step.UNTAP)
    s.execute()
    assert seen == [(False, True)]
    s.assert_life("B", 18)
    s.assert_abilities("A", "Test Hawk", ["Flying"])


def test_reach_blocks_the_flyer(fixture_db: CardDatabase) -> None:
    s = Scenario(cards=fixture_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Hawk")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Spider")
    s.attack(1, "A", "Test Hawk")
    s.block(1, "B", "Test Spider", "Test Hawk")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Test Hawk", 1)
    s.assert_damage("Test Spider", 2)


def test_french_vanilla_first_strike_kills_blocker_first(fixture_db: CardDatabase) -> None:
    """702.7b: first strike damage is dealt in its own step; the bear dies before dealing
    damage. 702.20b: vigilance: the knight doesn't tap to attack."""
    s = Scenario(cards=fixture_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Knight")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Bear")
    s.attack(1, "A", "Test Knight")
    s.block(1, "B", "Test Bear", "Test Knight")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Test Bear", 1)
    s.assert_damage("Test Knight", 0)
    s.assert_tapped("Test Knight", False)


def test_compiled_damage_spell(fixture_db: CardDatabase) -> None:
    s = Scenario(cards=fixture_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Dual")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Test Spear")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Bear")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Spear", targets=["Test Bear"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Test Bear", 1)
    s.assert_graveyard_count("A", "Test Spear", 1)
    s.assert_tapped("Test Dual")


def test_compiled_enters_trigger_draws(fixture_db: CardDatabase) -> None:
    s = Scenario(cards=fixture_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Test Seer")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Seer")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Test Seer", 1)
    s.assert_hand_count("A", 1)
    s.assert_library_count("A", 19)


def test_compiled_activated_ability(fixture_db: CardDatabase) -> None:
    s = Scenario(cards=fixture_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Pinger")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}:", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_tapped("Test Pinger")


def test_compiled_anthem(fixture_db: CardDatabase) -> None:
    s = Scenario(cards=fixture_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Banner")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Bear")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Bear")
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Test Bear", 3, 3)
    s.assert_power_toughness("B", "Test Bear", 2, 2)


def test_compiled_modal_spell(fixture_db: CardDatabase) -> None:
    s = Scenario(cards=fixture_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Test Charm")
    s.set_mode_choice("A", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Charm")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 23)
    s.assert_graveyard_count("A", "Test Charm", 1)


def test_compiled_aura(fixture_db: CardDatabase) -> None:
    """303.4: the Aura spell targets the creature it will enchant; its static ability then
    applies to that creature (layers 6 and 7c)."""
    s = Scenario(cards=fixture_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Bear")
    s.add_card(Zone.HAND, "A", "Test Wings")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Wings", targets=["Test Bear"])
    s.attack(1, "A", "Test Bear")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_attached("Test Wings", "Test Bear")
    s.assert_power_toughness("A", "Test Bear", 3, 3)
    s.assert_abilities("A", "Test Bear", ["Flying"])
    s.assert_life("B", 17)


def test_compiled_tokens(fixture_db: CardDatabase) -> None:
    """111.4: "Saproling Token", 1/1 green, defined by the card that creates it; the Soldier
    tokens are the built-in definition of that name."""
    s = Scenario(cards=fixture_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Test Alarm")
    s.add_card(Zone.HAND, "A", "Test Spores")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Spores")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Alarm")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Saproling Token", 2)
    s.assert_permanent_count("A", "Soldier Token", 2)
    s.assert_power_toughness("A", "Saproling Token", 1, 1)
    s.assert_color("Saproling Token#1", ["Green"])
    s.assert_subtype("Saproling Token#2", "Saproling")


def test_tokens_of_one_name_with_two_definitions(fixture_db: CardDatabase) -> None:
    """111.3, 111.4: "a 1/1 red Goblin creature token" and "... with haste" are both named
    "Goblin Token" but are different tokens: each keeps its own definition (CardDef.key), also
    through a saved game."""
    from mtg_engine.game import Game

    s = Scenario(cards=fixture_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Test Goblins")
    s.add_card(Zone.HAND, "A", "Test Hasty Goblins")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Goblins")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Hasty Goblins")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Goblin Token", 2)
    hasty = [oid for oid in s.state.battlefield if s.state.objects[oid].card.keywords]
    assert [s.state.objects[o].card.key for o in hasty] == \
        ["Goblin Token (1/1 R Creature — Goblin; haste)"]
    for g in (s.game.copy(), Game.from_json(s.game.to_json(), fixture_db)):
        keys = sorted(g.state.objects[o].card.key for o in g.state.battlefield
                      if g.state.objects[o].card.is_token)
        assert keys == ["Goblin Token (1/1 R Creature — Goblin)",
                        "Goblin Token (1/1 R Creature — Goblin; haste)"]


def test_compiled_landfall(fixture_db: CardDatabase) -> None:
    s = Scenario(cards=fixture_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Lynx")
    s.add_card(Zone.HAND, "A", "Forest")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Forest")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_power_toughness("A", "Test Lynx", 2, 3))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Test Lynx", 0, 1)


@pytest.mark.parametrize(("name", "reason"), [
    ("Test Brute", "Epic"),
    ("Test Star", "characteristic-defining"),
])
def test_unsupported_cards_are_refused(fixture_db: CardDatabase, name: str, reason: str) -> None:
    s = Scenario(cards=fixture_db)
    with pytest.raises(UnsupportedCardError, match=reason):
        s.add_card(Zone.HAND, "A", name)


# ------------------------------------------------------------------ the shared MTGJSON file


def test_real_flyer_and_reach(real_db: CardDatabase) -> None:
    """Suntail Hawk (1/1 flying, from the database) can't be blocked by Grizzly Bears but can
    be by Giant Spider (reach, 702.17b)."""
    assert not real_db.is_builtin("Suntail Hawk")
    seen: list[bool] = []
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Suntail Hawk")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Giant Spider")
    s.attack(1, "A", "Suntail Hawk")
    s.check(1, Step.DECLARE_BLOCKERS, lambda sc: seen.append(
        can_block(sc, "Grizzly Bears", "Suntail Hawk")))
    s.block(1, "B", "Giant Spider", "Suntail Hawk")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    assert seen == [False]
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Suntail Hawk", 1)


def test_real_flyer_unblocked(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Suntail Hawk")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Suntail Hawk")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 19)


def test_real_cards_compiled_from_oracle_text(real_db: CardDatabase) -> None:
    """Searing Spear (damage spell), Night's Whisper (draw and lose life), Wall of Omens
    (defender and an enters trigger), Taiga (intrinsic mana abilities, 305.6)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Taiga")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Searing Spear")
    s.add_card(Zone.HAND, "A", "Night's Whisper")
    s.add_card(Zone.HAND, "A", "Wall of Omens")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Searing Spear", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Night's Whisper")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Wall of Omens")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("A", 18)
    s.assert_hand_count("A", 3)
    s.assert_permanent_count("A", "Wall of Omens", 1)
    s.assert_abilities("A", "Wall of Omens", ["Defender"])


def test_real_unsupported_card(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    with pytest.raises(UnsupportedCardError, match=r"Enduring Ideal.*Epic"):
        s.add_card(Zone.HAND, "A", "Enduring Ideal")


def test_real_equipment_and_prowess_from_oracle_text(real_db: CardDatabase) -> None:
    """702.6a Equip and 702.108a prowess compiled from the shared file: Short Sword on a
    Stormchaser Mage that also saw a Shock (1+1 sword +1 prowess = 3 power)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Short Sword")
    s.add_card(Zone.BATTLEFIELD, "A", "Stormchaser Mage")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Shock")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip {1}", targets=["Stormchaser Mage"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.attack(1, "A", "Stormchaser Mage")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_attached("Short Sword", "Stormchaser Mage")
    s.assert_power_toughness("A", "Stormchaser Mage", 3, 5)
    s.assert_life("B", 15)


def test_real_planeswalker_enters_with_loyalty_and_uses_an_ability(real_db: CardDatabase) -> None:
    """306.5b: a planeswalker enters with its printed loyalty; 606.4: "[−1]" is paid by removing
    a loyalty counter. Kiora untaps the Forest tapped to cast it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Kiora, Behemoth Beckoner")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Kiora, Behemoth Beckoner")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "-1:", targets=["Forest"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Kiora, Behemoth Beckoner", "loyalty", 6)
    assert sum(1 for o in s.game.state.battlefield
               if s.game.state.objects[o].card.name == "Forest"
               and not s.game.state.objects[o].tapped) == 1


def test_real_land_enters_tapped_614_1c(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Thornwood Falls")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Thornwood Falls")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_tapped("Thornwood Falls")
    s.assert_life("A", 21)


def test_real_flashback_from_oracle_text(real_db: CardDatabase) -> None:
    """702.34a: Firebolt from the graveyard for {4}{R}, then exiled."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.GRAVEYARD, "A", "Firebolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Firebolt", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 18)
    s.assert_exile_count("Firebolt", 1)


def test_real_library_search_from_oracle_text(real_db: CardDatabase) -> None:
    """701.19: Civic Wayfinder's enters trigger finds a basic land and puts it into the hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.add_card(Zone.LIBRARY, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Civic Wayfinder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Civic Wayfinder")
    s.set_choice("A", "Forest")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Forest")
    s.assert_library_count("A", 21)  # 20 Wastes and the Lightning Bolt
    s.assert_library_count("A", 0, "Forest")


def test_real_prevention_from_oracle_text(real_db: CardDatabase) -> None:
    """615.7: Samite Healer's "{T}: Prevent the next 1 damage that would be dealt to any target
    this turn": a Lightning Bolt deals only 2 to the 3/3 Hill Giant, which survives."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Samite Healer")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.activate_ability(1, Step.UPKEEP, "A", "{T}: Prevent", targets=["Hill Giant"])
    s.cast_spell(1, Step.UPKEEP, "B", "Lightning Bolt", targets=["Hill Giant"])
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_damage("Hill Giant", 2)


def test_real_cant_block_this_turn_from_oracle_text(real_db: CardDatabase) -> None:
    """509.1b: Goblin Shortcutter's enters trigger makes the Bears unable to block this turn."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Goblin Shortcutter")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Goblin Shortcutter")
    s.add_target("A", "Grizzly Bears")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Grizzly Bears", "Hill Giant")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="Grizzly Bears can't block"):
        s.execute()
    s.assert_life("B", 17)


def test_real_sacrifice_source_deals_damage_as_it_last_existed(real_db: CardDatabase) -> None:
    """608.2h: Mogg Fanatic's "Sacrifice ~: It deals 1 damage to any target." resolves after
    the Fanatic is gone, using its last known information."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mogg Fanatic")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 19)
    s.assert_graveyard_count("A", "Mogg Fanatic", 1)


def test_real_remove_counter_cost_triskelion(real_db: CardDatabase) -> None:
    """118.3 / 614.1c: Triskelion enters with three +1/+1 counters; each "Remove a +1/+1
    counter from ~" pays for 1 damage; with none left the cost can't be paid."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 6)
    s.add_card(Zone.HAND, "A", "Triskelion")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Triskelion")
    for _ in range(4):
        s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Remove a +1/+1 counter", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="fewer than 1 \\+1/\\+1 counter"):
        s.execute()
    s.assert_life("B", 17)
    s.assert_power_toughness("A", "Triskelion", 1, 1)
