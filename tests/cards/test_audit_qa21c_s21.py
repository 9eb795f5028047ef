"""Session 21 audit (qa21c): cards made to play this session, played against their Oracle text
with exact figures; each test names the rule it checks. These cards play right."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ Lena, Selfless Champion
def test_113_7a_lena_sacrificed_compares_with_her_last_known_power(real_db: CardDatabase) -> None:
    """"Sacrifice Lena: Creatures you control with power less than Lena's power gain
    indestructible": Lena is sacrificed as a cost, so her power is her last known information
    (113.7a): 5 with two +1/+1 counters. Air Elemental (4) gains indestructible; Craw Wurm (6)
    does not."""
    _compiled(real_db, "Lena, Selfless Champion")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lena, Selfless Champion", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Air Elemental")
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Lena, Selfless Champion", 1)
    s.assert_abilities("A", "Air Elemental", ["Indestructible"])
    s.assert_abilities("A", "Craw Wurm", ["Indestructible"], present=False)


def test_lena_enters_one_soldier_for_each_nontoken_creature_counting_herself(
        real_db: CardDatabase) -> None:
    """"create a 1/1 white Soldier creature token for each nontoken creature you control":
    Lena and Grizzly Bears (B's Hill Giant not counted): two Soldiers."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Lena, Selfless Champion")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lena, Selfless Champion")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 2)


# ------------------------------------------------------------------ Moss-Pit Skeleton
def test_moss_pit_skeleton_returns_when_plus_one_counters_are_put(real_db: CardDatabase) -> None:
    """From the graveyard (113.6m), "Whenever one or more +1/+1 counters are put on a creature
    you control ... you may put ~ on top of your library": Ashnod's Transmogrant's counter on
    Grizzly Bears puts the Skeleton on top."""
    _compiled(real_db, "Moss-Pit Skeleton", "Ashnod's Transmogrant")
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Moss-Pit Skeleton")
    s.add_card(Zone.BATTLEFIELD, "A", "Ashnod's Transmogrant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Moss-Pit Skeleton", 0)
    s.assert_library_count("A", 1, "Moss-Pit Skeleton")
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_type("Grizzly Bears", "Artifact")


def test_moss_pit_skeleton_ignores_another_kind_on_a_creature_with_plus_one_counters(
        real_db: CardDatabase) -> None:
    """A fate counter (Oblivion Stone) on a creature that already has a +1/+1 counter is not a
    +1/+1 counter put on it: the Skeleton stays in the graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Moss-Pit Skeleton")
    s.add_card(Zone.BATTLEFIELD, "A", "Oblivion Stone")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}, {T}", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "fate", 1)
    s.assert_graveyard_count("A", "Moss-Pit Skeleton", 1)


# ------------------------------------------------------------------ Greater Werewolf
def test_greater_werewolf_counter_on_its_blocker_only(real_db: CardDatabase) -> None:
    """"At end of combat, put a -0/-2 counter on each creature blocking or blocked by ~": Wall
    of Stone (0/8) blocked it and gets one (0/6); B's Grizzly Bears that did not block, and
    A's unblocked Savannah Lions, get none."""
    _compiled(real_db, "Greater Werewolf")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Greater Werewolf")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Greater Werewolf")
    s.attack(1, "A", "Savannah Lions")
    s.block(1, "B", "Wall of Stone", "Greater Werewolf")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("B", "Wall of Stone", "-0/-2", 1)
    s.assert_power_toughness("B", "Wall of Stone", 0, 6)
    s.assert_counter_count("B", "Grizzly Bears", "-0/-2", 0)
    s.assert_counter_count("A", "Savannah Lions", "-0/-2", 0)
    s.assert_life("B", 18)


# ------------------------------------------------------------------ Reality Scramble
def test_reality_scramble_shares_a_type_with_the_permanent_as_it_last_was(
        real_db: CardDatabase) -> None:
    """The permanent is in the library when the reveal runs: its card types are those it had
    on the battlefield (608.2h, 113.7a). Grizzly Bears goes to the bottom; Mountain is
    revealed, then Hill Giant (a creature) enters; Mountain goes to the bottom."""
    _compiled(real_db, "Reality Scramble")
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.add_card(Zone.LIBRARY, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Reality Scramble")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Reality Scramble", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_library_count("A", 2)
    s.assert_library_count("A", 1, "Grizzly Bears")
    s.assert_library_count("A", 1, "Mountain")


# ------------------------------------------------------------------ Davriel, Rogue Shadowmage
@pytest.mark.parametrize(("cards", "life"), [(1, 18), (2, 20)])
def test_603_4_davriel_one_or_fewer_cards(real_db: CardDatabase, cards: int, life: int) -> None:
    """"if that player has one or fewer cards in hand, ~ deals 2 damage to them" (603.4):
    one card in B's hand at B's upkeep: 18; two: 20."""
    _compiled(real_db, "Davriel, Rogue Shadowmage")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Davriel, Rogue Shadowmage")
    s.add_card(Zone.HAND, "B", "Grizzly Bears", cards)
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_life("B", life)


# ------------------------------------------------------------------ Faith's Shield
@pytest.mark.parametrize(("life", "lions"), [(5, True), (6, False)])
def test_faiths_shield_fateful_hour_one_colour_for_everything(
        real_db: CardDatabase, life: int, lions: bool) -> None:
    """Fateful hour: at 5 life, A and each permanent A controls gain protection from the one
    colour chosen (red): Savannah Lions too. At 6 life only the target does."""
    _compiled(real_db, "Faith's Shield")
    s = Scenario(cards=real_db)
    s.set_life("A", life)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.HAND, "A", "Faith's Shield")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Faith's Shield", targets=["Grizzly Bears"])
    s.set_choice("A", "Red")
    s.set_choice("A", "Red")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_abilities("A", "Grizzly Bears", ["Protection from red"])
    s.assert_abilities("A", "Savannah Lions", ["Protection from red"], present=lions)


# ------------------------------------------------------------------ Vraska the Unseen
def test_vraska_plus_one_destroys_a_creature_that_damages_her_only(real_db: CardDatabase) -> None:
    """+1: "Until your next turn, whenever a creature deals combat damage to ~, destroy that
    creature": Grizzly Bears hits Vraska (6 - 2 = 4) and is destroyed; Hill Giant hits A
    (17) and stays."""
    _compiled(real_db, "Vraska the Unseen")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vraska the Unseen")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:")
    s.attack(2, "B", "Grizzly Bears", "Vraska the Unseen")
    s.attack(2, "B", "Hill Giant", "A")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Vraska the Unseen", "loyalty", 4)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_life("A", 17)


# ------------------------------------------------------------------ Basri Ket
def test_basri_ket_minus_two_one_soldier_per_nontoken_attacker(real_db: CardDatabase) -> None:
    """−2: two nontoken attackers: two tapped attacking Soldiers; B takes 2 + 2 + 1 + 1."""
    _compiled(real_db, "Basri Ket")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Basri Ket")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-2:")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Savannah Lions")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 2)
    s.assert_life("B", 14)
    s.assert_counter_count("A", "Basri Ket", "loyalty", 1)


# ------------------------------------------------------------------ Kess, Dissident Mage
def test_kess_one_spell_from_the_graveyard_each_turn_then_exiled(real_db: CardDatabase) -> None:
    """Kess: Lightning Bolt cast from the graveyard (B at 17) is exiled instead of going to the
    graveyard; Shock cannot then be cast from the graveyard the same turn."""
    _compiled(real_db, "Kess, Dissident Mage")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kess, Dissident Mage")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.add_card(Zone.GRAVEYARD, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Shock", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_exile_count("Lightning Bolt", 1)
    s.assert_graveyard_count("A", "Shock", 1)


# ------------------------------------------------------------------ Yawgmoth's Will
def test_yawgmoths_will_land_and_spell_from_graveyard_then_exile(real_db: CardDatabase) -> None:
    """Yawgmoth's Will: a Mountain played and a Lightning Bolt cast from the graveyard (B at
    17); the Bolt would go to the graveyard and is exiled instead; Grizzly Bears destroyed
    the same turn is exiled too."""
    _compiled(real_db, "Yawgmoth's Will")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Yawgmoth's Will")
    s.add_card(Zone.GRAVEYARD, "A", "Mountain")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Yawgmoth's Will")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Mountain", 1)
    s.assert_exile_count("Lightning Bolt", 1)
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 0)


# ------------------------------------------------------------------ Void Winnower
def test_void_winnower_even_mana_values(real_db: CardDatabase) -> None:
    """B can't cast Counterspell (2, even) but can cast Giant Growth (1); B's Grizzly Bears
    (2) can't block, so the block is refused; Savannah Lions (1) blocks Void Winnower."""
    _compiled(real_db, "Void Winnower")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Void Winnower")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Counterspell")
    s.add_card(Zone.HAND, "B", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "B", "Savannah Lions")

    def cast(sc: Scenario) -> None:
        sc.assert_playable("B", "Counterspell", False)
        sc.assert_playable("B", "Giant Growth", True)
    s.check(1, Step.BEGIN_COMBAT, cast)
    s.attack(1, "A", "Void Winnower")
    s.block(1, "B", "Savannah Lions", "Void Winnower")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Savannah Lions", 1)


def test_void_winnower_even_creature_cannot_block(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Void Winnower")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Void Winnower")
    s.block(1, "B", "Grizzly Bears", "Void Winnower")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_life("B", 9)


# ------------------------------------------------------------------ Biting-Palm Ninja
@pytest.mark.parametrize(("menace", "hand"), [(1, 0), (0, 1)])
def test_603_12_biting_palm_ninja_when_you_do(real_db: CardDatabase, menace: int,
                                              hand: int) -> None:
    """"you may remove a menace counter from it. When you do, ..." (603.12): with a menace
    counter, B's Grizzly Bears is exiled from B's hand; without one, nothing happens."""
    _compiled(real_db, "Biting-Palm Ninja")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Biting-Palm Ninja",
               counters={"menace": menace} if menace else None)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.attack(1, "A", "Biting-Palm Ninja")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_hand_count("B", hand)
    s.assert_exile_count("Grizzly Bears", 1 - hand)


# ------------------------------------------------------------------ Teferi, Master of Time
def test_teferi_master_of_time_on_the_opponents_turn(real_db: CardDatabase) -> None:
    """Loyalty abilities at instant speed on any player's turn: +1 on B's turn (draw Island,
    discard it): loyalty 4."""
    _compiled(real_db, "Teferi, Master of Time")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Teferi, Master of Time")
    s.add_card(Zone.LIBRARY, "A", "Island")
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "A", "+1:")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Teferi, Master of Time", "loyalty", 4)
    s.assert_graveyard_count("A", "Island", 1)


# ------------------------------------------------------------------ Tezzeret the Schemer
def test_tezzeret_minus_two_counts_artifacts_once(real_db: CardDatabase) -> None:
    """−2: X = 2 artifacts A controls (two Ornithopters): B's Hill Giant 3/3 becomes 5/1."""
    _compiled(real_db, "Tezzeret the Schemer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tezzeret the Schemer")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-2:", targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("B", "Hill Giant", 5, 1)


# ------------------------------------------------------------------ Unnatural Growth
def test_unnatural_growth_doubles_at_each_combat(real_db: CardDatabase) -> None:
    """At the beginning of combat Grizzly Bears (2/2) with a +1/+1 counter (3/3) becomes 6/6."""
    _compiled(real_db, "Unnatural Growth")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Unnatural Growth")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.stop_at(1, Step.DECLARE_ATTACKERS)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 6, 6)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)


# ------------------------------------------------------------------ Plaguecrafter
def test_plaguecrafter_each_player_who_cant_discards(real_db: CardDatabase) -> None:
    """A sacrifices Plaguecrafter itself (its only creature); B, with no creature or
    planeswalker, discards its one card."""
    _compiled(real_db, "Plaguecrafter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Plaguecrafter")
    s.add_card(Zone.HAND, "A", "Island")
    s.add_card(Zone.HAND, "B", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Plaguecrafter")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Plaguecrafter", 1)
    s.assert_hand_count("A", 1)
    s.assert_graveyard_count("B", "Forest", 1)


# ------------------------------------------------------------------ Hooded Horror
def test_hooded_horror_blockable_when_defender_has_fewer(real_db: CardDatabase) -> None:
    """B controls 1 creature, A 2: B is not most or tied: Grizzly Bears blocks Hooded Horror."""
    _compiled(real_db, "Hooded Horror")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hooded Horror")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Hooded Horror")
    s.block(1, "B", "Grizzly Bears", "Hooded Horror")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_hooded_horror_unblockable_when_defender_is_tied(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hooded Horror")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Hooded Horror")
    s.block(1, "B", "Grizzly Bears", "Hooded Horror")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_life("B", 16)


# ------------------------------------------------------------------ Wormfang Turtle
def test_wormfang_turtle_returns_the_exiled_land(real_db: CardDatabase) -> None:
    """ETB exiles a land A controls (its only Island goes, the Islands tapped for it too:
    one of them); when the Turtle dies (B's Lightning Bolt... 2/4 survives, so Murder) it
    returns."""
    _compiled(real_db, "Wormfang Turtle")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Wormfang Turtle")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wormfang Turtle")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_permanent_count("A", "Island", 2))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Murder", targets=["Wormfang Turtle"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Wormfang Turtle", 1)
    s.assert_permanent_count("A", "Island", 3)
    s.assert_exile_count("Island", 0)


# ------------------------------------------------------------------ Captivating Vampire
def test_captivating_vampire_taps_five_vampires_itself_included(real_db: CardDatabase) -> None:
    """"Tap five untapped Vampires you control": Captivating Vampire and four Vampire
    Interns; A gains control of B's Hill Giant for good (it stays A's on turn 2, a Vampire,
    and gets +1/+1 from the Vampire's anthem: 4/4)."""
    _compiled(real_db, "Captivating Vampire")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Captivating Vampire")
    s.add_card(Zone.BATTLEFIELD, "A", "Vampire Interloper", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Tap five", targets=["Hill Giant"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_subtype("Hill Giant", "Vampire")
    s.assert_power_toughness("A", "Hill Giant", 4, 4)


# ------------------------------------------------------------------ Olivia Voldaren
def test_olivia_voldaren_pings_makes_a_vampire_and_grows(real_db: CardDatabase) -> None:
    """{1}{R}: 1 damage to B's Hill Giant, it becomes a Vampire, Olivia gets a +1/+1 counter
    (4/4); {3}{B}{B}: A gains control of the Vampire Hill Giant; Olivia then dies (Murder, B):
    the Giant goes back to B."""
    _compiled(real_db, "Olivia Voldaren")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Olivia Voldaren")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{R}:", targets=["Hill Giant"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}{B}{B}:", targets=["Hill Giant"])

    def mid(sc: Scenario) -> None:
        sc.assert_permanent_count("A", "Hill Giant", 1)
        sc.assert_power_toughness("A", "Olivia Voldaren", 4, 4)
        sc.assert_damage("Hill Giant", 1)
    s.check(1, Step.BEGIN_COMBAT, mid)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Murder", targets=["Olivia Voldaren"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_subtype("Hill Giant", "Vampire")


# ------------------------------------------------------------------ Grand Warlord Radha
def test_grand_warlord_radha_mana_for_each_attacker_kept_to_main_two(
        real_db: CardDatabase) -> None:
    """Two attackers: two mana of R and/or G, kept until end of turn: A casts Grizzly Bears
    ({1}{G}) in the second main phase with it alone."""
    _compiled(real_db, "Grand Warlord Radha")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grand Warlord Radha")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.attack(1, "A", "Grand Warlord Radha")
    s.attack(1, "A", "Savannah Lions")
    s.set_choice("A", "Green")
    s.set_choice("A", "Green")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 15)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


# ------------------------------------------------------------------ Sakiko, Mother of Summer
def test_sakiko_that_much_green_for_each_creature(real_db: CardDatabase) -> None:
    """Hill Giant deals 3 combat damage to B: three {G}, kept: A casts Craw Wurm ({4}{G}{G})
    after combat with them and three Forests."""
    _compiled(real_db, "Sakiko, Mother of Summer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sakiko, Mother of Summer")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Craw Wurm")
    s.attack(1, "A", "Hill Giant")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Craw Wurm")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Craw Wurm", 1)


# ------------------------------------------------------------------ Soul Diviner, Power Conduit
def test_soul_diviner_removes_a_loyalty_counter(real_db: CardDatabase) -> None:
    """{T}, remove a counter from a planeswalker A controls (Basri Ket's loyalty: 3 -> 2):
    draw a card."""
    _compiled(real_db, "Soul Diviner")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Soul Diviner")
    s.add_card(Zone.BATTLEFIELD, "A", "Basri Ket")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Remove")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Basri Ket", "loyalty", 2)
    s.assert_hand_count("A", 1)


def test_power_conduit_second_mode(real_db: CardDatabase) -> None:
    """{T}, remove a counter (Basri Ket's loyalty, 3 -> 2): mode 2, a +1/+1 counter on
    Grizzly Bears (3/3)."""
    _compiled(real_db, "Power Conduit")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Power Conduit")
    s.add_card(Zone.BATTLEFIELD, "A", "Basri Ket")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.set_mode_choice("A", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Remove", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Basri Ket", "loyalty", 2)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)


# ------------------------------------------------------------------ Grasping Giant
def test_grasping_giant_exiles_its_blocker_until_it_leaves(real_db: CardDatabase) -> None:
    """Hill Giant blocks Grasping Giant and is exiled; Grasping Giant stays blocked (no
    damage to B); B's Murder kills Grasping Giant after combat: Hill Giant returns to B."""
    _compiled(real_db, "Grasping Giant")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grasping Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.attack(1, "A", "Grasping Giant")
    s.block(1, "B", "Hill Giant", "Grasping Giant")
    s.check(1, Step.END_COMBAT, lambda sc: sc.assert_exile_count("Hill Giant", 1))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Murder", targets=["Grasping Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Grasping Giant", 1)


# ------------------------------------------------------------------ Deputy of Detention
def test_deputy_of_detention_exiles_same_name_of_that_player_only(real_db: CardDatabase) -> None:
    """Target B's Grizzly Bears: B's other Grizzly Bears goes too; A's own Grizzly Bears and
    B's Hill Giant stay."""
    _compiled(real_db, "Deputy of Detention")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Deputy of Detention")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Deputy of Detention")
    s.add_target("A", "Grizzly Bears@B")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_exile_count("Grizzly Bears", 2)
    s.assert_permanent_count("B", "Hill Giant", 1)


# ------------------------------------------------------------------ Earthshaker Khenra
def test_earthshaker_khenra_target_power_at_most_its_power(real_db: CardDatabase) -> None:
    """ETB: B's Grizzly Bears (power 2 <= 2) can't block this turn: Khenra (haste) attacks,
    B at 18."""
    _compiled(real_db, "Earthshaker Khenra")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Earthshaker Khenra")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Earthshaker Khenra")
    s.add_target("A", "Grizzly Bears")
    s.attack(1, "A", "Earthshaker Khenra")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_abilities("B", "Grizzly Bears", ["Can't block"])
    s.assert_life("B", 18)


# ------------------------------------------------------------------ Gala Greeters
def test_gala_greeters_alliance_modes_not_chosen_this_turn(real_db: CardDatabase) -> None:
    """Two creatures enter: the first trigger puts a +1/+1 counter (mode 1), the second can't
    choose it again this turn and gains 2 life (mode 3): Greeters 2/2, A at 22."""
    _compiled(real_db, "Gala Greeters")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gala Greeters")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Savannah Lions", 2)
    s.set_mode_choice("A", 1)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Savannah Lions")
    s.set_mode_choice("A", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Savannah Lions")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Gala Greeters", 2, 2)
    s.assert_life("A", 22)
    s.assert_permanent_count("A", "Treasure Token", 0)


# ------------------------------------------------------------------ Medomai the Ageless
def test_medomai_extra_turn_in_which_it_cant_attack(real_db: CardDatabase) -> None:
    """Medomai hits B (16): A takes turn 2 as an extra turn, in which Medomai can't attack."""
    _compiled(real_db, "Medomai the Ageless")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Medomai the Ageless")
    s.attack(1, "A", "Medomai the Ageless")
    s.attack(2, "A", "Medomai the Ageless")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()
    assert s.state.active == 0
    s.assert_life("B", 16)


# ------------------------------------------------------------------ Relic Runner
@pytest.mark.parametrize(("historic", "life"), [(True, 18), (False, 20)])
def test_relic_runner_unblockable_after_a_historic_spell(real_db: CardDatabase, historic: bool,
                                                         life: int) -> None:
    """A casts Ornithopter (an artifact: historic) first: Relic Runner can't be blocked and B's
    Grizzly Bears' block is refused (B at 18); without it, the Bears blocks."""
    _compiled(real_db, "Relic Runner")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Relic Runner")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    if historic:
        s.add_card(Zone.HAND, "A", "Ornithopter")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ornithopter")
    s.attack(1, "A", "Relic Runner")
    s.block(1, "B", "Grizzly Bears", "Relic Runner")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    if historic:
        with pytest.raises(ScenarioError):
            s.execute()
    else:
        s.execute()
    s.assert_life("B", life)


# ------------------------------------------------------------------ Thorough Investigation
def test_thorough_investigation_clue_then_venture_on_its_sacrifice(real_db: CardDatabase) -> None:
    """A attacks: a Clue; A sacrifices it ({2}): draws a card and ventures (Lost Mine of
    Phandelver's Cave Entrance)."""
    _compiled(real_db, "Thorough Investigation")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thorough Investigation")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.attack(1, "A", "Savannah Lions")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{2}, Sacrifice", source="Clue Token")
    s.set_choice("A", "Lost Mine of Phandelver")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Clue Token", 0)
    s.assert_hand_count("A", 1)
    assert sum(1 for e in s.state.log if e[0] == "venture") == 1


# ------------------------------------------------------------------ Well of Knowledge
def test_well_of_knowledge_any_player_in_their_draw_step(real_db: CardDatabase) -> None:
    """B activates A's Well of Knowledge in B's draw step (two Islands): B draws 2 cards in
    all that turn."""
    _compiled(real_db, "Well of Knowledge")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Well of Knowledge")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.activate_ability(2, Step.DRAW, "B", "{2}: Draw", source="Well of Knowledge")
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", 2)


# ------------------------------------------------------------------ Minion Reflector
def test_minion_reflector_hasty_copy_sacrificed_at_end_step(real_db: CardDatabase) -> None:
    """Grizzly Bears enters; A pays {2}: a token copy with haste attacks (B at 18) and is
    sacrificed at the beginning of the end step."""
    _compiled(real_db, "Minion Reflector")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Minion Reflector")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears#2")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_permanent_count("A", "Grizzly Bears", 2))
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_life("B", 18)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


# ------------------------------------------------------------------ Hunted Wumpus
def test_hunted_wumpus_each_other_player_may_put_a_creature(real_db: CardDatabase) -> None:
    """B puts Craw Wurm from B's hand onto the battlefield; A's own hand creature stays."""
    _compiled(real_db, "Hunted Wumpus")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Hunted Wumpus")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hunted Wumpus")
    s.set_choice("B", "Craw Wurm")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Craw Wurm", 1)
    s.assert_hand_count("A", 1, "Grizzly Bears")


# ------------------------------------------------------------------ Glorious Protector
def test_glorious_protector_exiles_non_angels_until_it_leaves(real_db: CardDatabase) -> None:
    """A exiles Grizzly Bears (not Serra Angel, an Angel: not a choice) with the Protector;
    B's Murder kills the Protector: the Bears returns."""
    _compiled(real_db, "Glorious Protector")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Serra Angel")
    s.add_card(Zone.HAND, "A", "Glorious Protector")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Glorious Protector")
    s.set_choice("A", "Grizzly Bears")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_exile_count("Grizzly Bears", 1))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Murder", targets=["Glorious Protector"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Serra Angel", 1)


# ------------------------------------------------------------------ Dark Impostor
def test_dark_impostor_gains_the_exiled_creature_cards_activated_abilities(
        real_db: CardDatabase) -> None:
    """{4}{B}{B}: B's Prodigal Sorcerer is exiled, the Impostor gets a +1/+1 counter (3/3) and
    Prodigal Sorcerer's "{T}: ~ deals 1 damage to any target": B at 19."""
    _compiled(real_db, "Dark Impostor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dark Impostor")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.BATTLEFIELD, "B", "Prodigal Sorcerer")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}{B}{B}:", targets=["Prodigal Sorcerer"])
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{T}:", source="Dark Impostor",
                       targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Prodigal Sorcerer", 1)
    s.assert_power_toughness("A", "Dark Impostor", 3, 3)
    s.assert_life("B", 19)


# ------------------------------------------------------------------ Chimeric Staff
def test_chimeric_staff_becomes_x_x(real_db: CardDatabase) -> None:
    """{X} with X = 3: a 3/3 Construct artifact creature until end of turn."""
    _compiled(real_db, "Chimeric Staff")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chimeric Staff")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 3)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{X}:", x=3)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Chimeric Staff", 3, 3)
    s.assert_subtype("Chimeric Staff", "Construct")


# ------------------------------------------------------------------ Intrepid Outlander
@pytest.mark.parametrize(("others", "ventures"), [(("Hill Giant",), 0),
                                                  (("Hill Giant", "Grizzly Bears"), 1)])
def test_intrepid_outlander_pack_tactics_total_power_six(
        real_db: CardDatabase, others: tuple[str, ...], ventures: int) -> None:
    """Pack tactics: Outlander (2) and Hill Giant (3) attack: 5, no venture; with Grizzly
    Bears too, 7: one venture."""
    _compiled(real_db, "Intrepid Outlander")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Intrepid Outlander")
    s.attack(1, "A", "Intrepid Outlander")
    for o in others:
        s.add_card(Zone.BATTLEFIELD, "A", o)
        s.attack(1, "A", o)
    s.set_choice("A", "Lost Mine of Phandelver")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    assert sum(1 for e in s.state.log if e[0] == "venture") == ventures


# ------------------------------------------------------------------ Keen-Eared Sentry
def test_keen_eared_sentry_opponent_ventures_once_a_turn(real_db: CardDatabase) -> None:
    """B (opponent of A's Sentry) activates Secret Door twice in a turn: one venture only."""
    _compiled(real_db, "Keen-Eared Sentry")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Keen-Eared Sentry")
    s.add_card(Zone.BATTLEFIELD, "B", "Secret Door")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 10)
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{4}{U}: Venture")
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{4}{U}: Venture")
    s.set_choice("B", "Tomb of Annihilation")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    assert sum(1 for e in s.state.log if e[0] == "venture") == 1
    s.assert_life("A", 19)
    s.assert_life("B", 19)


# ------------------------------------------------------------------ Crackleburr
def test_crackleburr_cant_count_itself_among_the_two_red_creatures(
        real_db: CardDatabase) -> None:
    """"{U/R}{U/R}, {T}, Tap two untapped red creatures you control": Crackleburr is tapped by
    {T}, so with one other red creature (Mons's Goblin Raiders) the cost can't be paid."""
    _compiled(real_db, "Crackleburr")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Crackleburr")
    s.add_card(Zone.BATTLEFIELD, "A", "Mons's Goblin Raiders")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{U/R}{U/R}, {T}, Tap", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_life("B", 20)


def test_crackleburr_three_damage_with_two_other_red_creatures(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Crackleburr")
    s.add_card(Zone.BATTLEFIELD, "A", "Mons's Goblin Raiders", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{U/R}{U/R}, {T}, Tap", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_tapped("Crackleburr")


# ------------------------------------------------------------------ Patch Up
def test_patch_up_total_mana_value_three(real_db: CardDatabase) -> None:
    """Savannah Lions (1) and Grizzly Bears (2): total 3, both return."""
    _compiled(real_db, "Patch Up")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Savannah Lions")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Patch Up")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Patch Up",
                 targets=["Savannah Lions", "Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Savannah Lions", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_patch_up_total_over_three_is_refused(real_db: CardDatabase) -> None:
    """Grizzly Bears (2) and Hill Giant (4): total 6: not a legal choice of targets."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Patch Up")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Patch Up", targets=["Hill Giant", "Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)


# ------------------------------------------------------------------ Yuan-Ti Malison
@pytest.mark.parametrize(("alone", "life"), [(True, 18), (False, 18)])
def test_yuan_ti_malison_unblockable_only_attacking_alone(real_db: CardDatabase, alone: bool,
                                                          life: int) -> None:
    """Alone: B's Grizzly Bears can't block it (B 18, and A ventures on combat damage). With
    Savannah Lions attacking too, the Bears blocks it (B takes the Lions' 2: 18)."""
    _compiled(real_db, "Yuan-Ti Malison")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Yuan-Ti Malison")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Yuan-Ti Malison")
    if not alone:
        s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
        s.attack(1, "A", "Savannah Lions")
    s.block(1, "B", "Grizzly Bears", "Yuan-Ti Malison")
    s.set_choice("A", "Lost Mine of Phandelver")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    if alone:
        with pytest.raises(ScenarioError):
            s.execute()
    else:
        s.execute()
    s.assert_life("B", life)
    assert sum(1 for e in s.state.log if e[0] == "venture") == (1 if alone else 0)


# ------------------------------------------------------------------ Sealock Monster
@pytest.mark.parametrize(("island", "life"), [(True, 15), (False, 20)])
def test_sealock_monster_attacks_only_into_an_island(real_db: CardDatabase, island: bool,
                                                     life: int) -> None:
    _compiled(real_db, "Sealock Monster")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sealock Monster")
    s.add_card(Zone.BATTLEFIELD, "B", "Island" if island else "Swamp")
    s.attack(1, "A", "Sealock Monster")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    if island:
        s.execute()
    else:
        with pytest.raises(ScenarioError):
            s.execute()
    s.assert_life("B", life)


# ------------------------------------------------------------------ Narcomoeba
def test_narcomoeba_milled_enters(real_db: CardDatabase) -> None:
    """Thought Scour mills Narcomoeba from A's library: it enters the battlefield."""
    _compiled(real_db, "Narcomoeba")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.LIBRARY, "A", "Narcomoeba")
    s.add_card(Zone.LIBRARY, "A", "Wastes")
    s.add_card(Zone.HAND, "A", "Thought Scour")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Thought Scour", targets=["A"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Narcomoeba", 1)


def test_yawgmoths_will_exiles_itself(real_db: CardDatabase) -> None:
    """Yawgmoth's Will's ruling: it goes to the graveyard after its effect starts, so it is
    exiled (608.2n)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Yawgmoth's Will")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Yawgmoth's Will")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Yawgmoth's Will", 1)
    s.assert_graveyard_count("A", "Yawgmoth's Will", 0)


def test_610_3c_deputy_of_detention_gone_before_its_trigger_resolves(
        real_db: CardDatabase) -> None:
    """Deputy of Detention's ruling: B's Murder kills it in response to its trigger: nothing
    is exiled (610.3c); B's Grizzly Bears stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.add_card(Zone.HAND, "A", "Deputy of Detention")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Deputy of Detention")
    s.add_target("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["Deputy of Detention"],
                 responding_to="Deputy of Detention")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Deputy of Detention", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_exile_count("Grizzly Bears", 0)


# ------------------------------------------------------------------ Gideon Blackblade
def test_gideon_blackblade_creature_on_your_turn_only(real_db: CardDatabase) -> None:
    """A's turn: a 4/4 indestructible creature, damage to it prevented (Lightning Bolt: no
    damage, loyalty 4). B's turn: not a creature; B's Grizzly Bears attacks it: loyalty 2."""
    _compiled(real_db, "Gideon Blackblade")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gideon Blackblade")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Gideon Blackblade"])

    def mine(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Gideon Blackblade", 4, 4)
        sc.assert_counter_count("A", "Gideon Blackblade", "loyalty", 4)
        sc.assert_damage("Gideon Blackblade", 0)
    s.check(1, Step.BEGIN_COMBAT, mine)
    s.check(2, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_type("Gideon Blackblade", "Creature", present=False))
    s.attack(2, "B", "Grizzly Bears", "Gideon Blackblade")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Gideon Blackblade", "loyalty", 2)


# ------------------------------------------------------------------ Gelid Shackles
def test_gelid_shackles_stops_mana_abilities_too(real_db: CardDatabase) -> None:
    """"its activated abilities can't be activated" (mana abilities too, 605): enchanted
    Llanowar Elves can't tap for {G}, so A can't cast Giant Growth with it."""
    _compiled(real_db, "Gelid Shackles")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Gelid Shackles", attached_to="Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Giant Growth", False))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()


# ------------------------------------------------------------------ Barbed Foliage
def test_barbed_foliage_pings_a_non_flyer_attacking_you(real_db: CardDatabase) -> None:
    """B's Barbed Foliage: A's Grizzly Bears (no flying) attacks B and takes 1 damage; A's
    Suntail Hawk (flying) takes none; B at 20 - 2 - 1."""
    _compiled(real_db, "Barbed Foliage")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Barbed Foliage")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Suntail Hawk")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Suntail Hawk")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_damage("Grizzly Bears", 1)
    s.assert_damage("Suntail Hawk", 0)
    s.assert_life("B", 17)


# ------------------------------------------------------------------ Varis, Silverymoon Ranger
def test_varis_ventures_once_each_turn(real_db: CardDatabase) -> None:
    """Two creature spells in a turn: one venture (this ability triggers only once each
    turn)."""
    _compiled(real_db, "Varis, Silverymoon Ranger")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Varis, Silverymoon Ranger")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Savannah Lions", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Savannah Lions")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Savannah Lions")
    s.set_choice("A", "Lost Mine of Phandelver")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Savannah Lions", 2)
    assert sum(1 for e in s.state.log if e[0] == "venture") == 1


# ------------------------------------------------------------------ Revel in Silence
def test_revel_in_silence_opponents_cant_cast_this_turn(real_db: CardDatabase) -> None:
    """A casts Revel in Silence (exiled after): B can't cast Lightning Bolt this turn."""
    _compiled(real_db, "Flamescroll Celebrant // Revel in Silence")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Flamescroll Celebrant // Revel in Silence")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Revel in Silence")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_playable("B", "Lightning Bolt", False))
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    assert [s.state.objects[c].card.name for c in s.state.exile] == ["Flamescroll Celebrant"]


# ------------------------------------------------------------------ Cloister Gargoyle
@pytest.mark.parametrize(("ventures", "power"), [(4, 3), (3, 0)])
def test_cloister_gargoyle_after_a_completed_dungeon(real_db: CardDatabase, ventures: int,
                                                     power: int) -> None:
    """Lost Mine of Phandelver completed with four ventures (Secret Door; by Goblin Lair and
    Dark Pool: B at 19): the Gargoyle is 3/4 with flying; three ventures (not completed):
    0/4 without."""
    _compiled(real_db, "Cloister Gargoyle")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cloister Gargoyle")
    s.add_card(Zone.BATTLEFIELD, "A", "Secret Door")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5 * ventures)
    for _ in range(ventures):
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}{U}: Venture")
    s.set_choice("A", "Lost Mine of Phandelver")
    s.set_choice("A", "Dark Pool")  # (not Storeroom: no +1/+1 counter on the Gargoyle)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_power_toughness("A", "Cloister Gargoyle", power, 4)
    s.assert_abilities("A", "Cloister Gargoyle", ["Flying"], present=bool(power))


# ------------------------------------------------------------------ Hammer of Nazahn
def test_hammer_of_nazahn_attaches_another_equipment_entering(real_db: CardDatabase) -> None:
    """A casts Bonesplitter with Hammer of Nazahn out: A attaches it to Grizzly Bears (4/2)
    for free; the Hammer itself stays unattached."""
    _compiled(real_db, "Hammer of Nazahn")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hammer of Nazahn")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.add_card(Zone.HAND, "A", "Bonesplitter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bonesplitter")
    s.add_target("A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_attached("Bonesplitter", "Grizzly Bears")
    s.assert_power_toughness("A", "Grizzly Bears", 4, 2)


# ------------------------------------------------------------------ Mark of Sakiko
def test_mark_of_sakiko_that_much_green(real_db: CardDatabase) -> None:
    """Enchanted Hill Giant hits B for 3: three {G} kept; A casts Craw Wurm after combat with
    them and three Forests."""
    _compiled(real_db, "Mark of Sakiko")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Mark of Sakiko", attached_to="Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Craw Wurm")
    s.attack(1, "A", "Hill Giant")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Craw Wurm")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Craw Wurm", 1)


# ------------------------------------------------------------------ Brutal Cathar
def test_brutal_cathar_exile_survives_its_transformation(real_db: CardDatabase) -> None:
    """Brutal Cathar exiles B's Grizzly Bears; B casts no spell in turn 2, so it becomes
    night (Moonrage Brute, 3/3 first strike): a transforming permanent doesn't leave the
    battlefield, the Bears stays exiled (its ruling)."""
    _compiled(real_db, "Brutal Cathar // Moonrage Brute")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Brutal Cathar // Moonrage Brute")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Brutal Cathar")
    s.add_target("A", "Grizzly Bears")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Moonrage Brute", 1)
    s.assert_power_toughness("A", "Moonrage Brute", 3, 3)
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 0)


# ------------------------------------------------------------------ Krosan Adaptation
def test_krosan_adaptation_storm_copy_becomes_a_token_aura(real_db: CardDatabase) -> None:
    """Ornithopter first, then Krosan Adaptation on Grizzly Bears: storm copies it once; the
    copy enters as a token Aura (702.40a, 608.3f) on the Bears too: 4/2 with vigilance."""
    _compiled(real_db, "Krosan Adaptation")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Ornithopter")
    s.add_card(Zone.HAND, "A", "Krosan Adaptation")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ornithopter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Krosan Adaptation", targets=["Grizzly Bears"])
    s.set_choice("A", "no")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Krosan Adaptation", 2)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 2)
    s.assert_abilities("A", "Grizzly Bears", ["Vigilance"])


# ------------------------------------------------------------------ Vertigo, Goblin Skycutter
def test_vertigo_damage_and_loses_flying(real_db: CardDatabase) -> None:
    """Vertigo: 2 damage to Serra Angel (4/4, survives) and it loses flying this turn."""
    _compiled(real_db, "Vertigo")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Vertigo")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Vertigo", targets=["Serra Angel"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_damage("Serra Angel", 2)
    s.assert_abilities("B", "Serra Angel", ["Flying"], present=False)


def test_goblin_skycutter_sacrificed_deals_two(real_db: CardDatabase) -> None:
    """Sacrifice Goblin Skycutter: 2 damage to Suntail Hawk (1/1 flyer): it dies."""
    _compiled(real_db, "Goblin Skycutter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Skycutter")
    s.add_card(Zone.BATTLEFIELD, "B", "Suntail Hawk")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice", targets=["Suntail Hawk"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Goblin Skycutter", 1)
    s.assert_graveyard_count("B", "Suntail Hawk", 1)


# ------------------------------------------------------------------ Drowner of Hope
def test_drowner_of_hope_scions_tap_a_creature(real_db: CardDatabase) -> None:
    """Two Eldrazi Scions; sacrificing one taps B's Hill Giant."""
    _compiled(real_db, "Drowner of Hope")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Drowner of Hope")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Drowner of Hope")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Sacrifice an Eldrazi Scion",
                       source="Drowner of Hope", targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Eldrazi Scion Token", 1)
    s.assert_tapped("Hill Giant")


# ------------------------------------------------------------------ Skystreamer, Spellweaver Duo
def test_skystreamer_target_player_gains_four(real_db: CardDatabase) -> None:
    _compiled(real_db, "Skystreamer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.HAND, "A", "Skystreamer")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Skystreamer")
    s.add_target("A", "A")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 24)


def test_spellweaver_duo_returns_a_tapped_creature_only(real_db: CardDatabase) -> None:
    """B's tapped Hill Giant returns to B's hand; B's untapped Grizzly Bears is no target."""
    _compiled(real_db, "Spellweaver Duo")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 7)
    s.add_card(Zone.HAND, "A", "Spellweaver Duo")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", tapped=True)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Spellweaver Duo")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", 1, "Hill Giant")
    s.assert_permanent_count("B", "Grizzly Bears", 1)
