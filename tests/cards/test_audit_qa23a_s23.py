"""Session 23 audit (qa23a): new cards of this session played in scenarios with exact figures;
each test checks the card does what its Oracle text says, citing the rule."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

from .conftest import assert_compiled as _compiled


def _bolt_face(s: Scenario, n: int = 1) -> None:
    for _ in range(n):
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain")


# ------------------------------------------------------------------ Pain Magnification
# 120.3, 603.2: "dealt 3 or more damage by a single source": each source's damage is its own
# event; two 2-power attackers (4 damage in all) don't trigger it, one 3-power attacker does.

def test_120_3_pain_magnification_single_source(real_db: CardDatabase) -> None:
    _compiled(real_db, "Pain Magnification")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Pain Magnification")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "B", "Wastes", 3)
    s.attack(1, "A", "Grizzly Bears#1")
    s.attack(1, "A", "Grizzly Bears#2")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_hand_count("B", 3)


def test_120_3_pain_magnification_three_from_one(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Pain Magnification")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "B", "Wastes", 3)
    s.attack(1, "A", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_hand_count("B", 2)


# ------------------------------------------------------------------ Deus of Calamity
# 510.2, 120.3: 6 or more damage to an opponent from Deus: trample over a 2/2 deals only 4 to
# the player (no trigger); unblocked, 6 (destroy target land that player controls).

def test_120_3_deus_of_calamity(real_db: CardDatabase) -> None:
    _compiled(real_db, "Deus of Calamity")
    for blocked, lands in ((False, 0), (True, 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Deus of Calamity")
        s.add_card(Zone.BATTLEFIELD, "B", "Forest")
        if blocked:
            s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
            s.block(1, "B", "Grizzly Bears", "Deus of Calamity")
        s.attack(1, "A", "Deus of Calamity")
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_life("B", 20 - (4 if blocked else 6))
        s.assert_permanent_count("B", "Forest", lands)


# ------------------------------------------------------------------ Barren Glory
# 603.4: "if you control no permanents other than Barren Glory and have no cards in hand".

def test_603_4_barren_glory(real_db: CardDatabase) -> None:
    _compiled(real_db, "Barren Glory")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Barren Glory")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_winner("B")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Barren Glory")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_not_lost("A")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Barren Glory")
    s.add_card(Zone.HAND, "B", "Plains")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_not_lost("A")


# ------------------------------------------------------------------ Akki Ember-Keeper
# 700.9: a modified creature has counters, an Equipment or an Aura its controller controls;
# last known information (603.10a). A plain creature dying makes nothing.

def test_700_9_akki_ember_keeper(real_db: CardDatabase) -> None:
    _compiled(real_db, "Akki Ember-Keeper")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Akki Ember-Keeper")
    _bolt_face(s, 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Lightning Bolt", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["Llanowar Elves"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Llanowar Elves", 1)
    s.assert_permanent_count("A", "Spirit Token", 1)


# ------------------------------------------------------------------ Stone Haven Outfitter
# 603.10a: "Whenever an equipped creature you control dies" looks back: the Bears equipped
# (3/3 with the +1/+1) die to 3 damage and A draws 1; the unequipped Elves draw nothing.

def test_603_10a_stone_haven_outfitter(real_db: CardDatabase) -> None:
    _compiled(real_db, "Stone Haven Outfitter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Stone Haven Outfitter")
    _bolt_face(s, 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Leonin Scimitar", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Lightning Bolt", 2)
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", 4, 4))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["Llanowar Elves"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)


def test_603_10a_stone_haven_outfitter_equipped_dies(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Stone Haven Outfitter")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Leonin Scimitar", attached_to="Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.UPKEEP, "B", "Lightning Bolt", targets=["Llanowar Elves"])
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("A", "Llanowar Elves", 1)
    s.assert_hand_count("A", 1)


# ------------------------------------------------------------------ Paired Tactician
# 508.1, 603.2: "Whenever ~ and at least one other Warrior attack": with a non-Warrior only,
# no counter; with another Warrior, one.

def test_508_paired_tactician(real_db: CardDatabase) -> None:
    _compiled(real_db, "Paired Tactician")
    for other, counters in (("Grizzly Bears", 0), ("Raging Goblin", 0),
                            ("Goblin Piker", 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Paired Tactician")
        s.add_card(Zone.BATTLEFIELD, "A", other)
        s.attack(1, "A", "Paired Tactician")
        s.attack(1, "A", other)
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_counter_count("A", "Paired Tactician", "+1/+1", counters)


# ------------------------------------------------------------------ Mage Hunter
# 707.10, 603.2: casts or copies an instant or sorcery: B's Lightning Bolt costs B 1 life; A's
# own spell nothing.

def test_mage_hunter(real_db: CardDatabase) -> None:
    _compiled(real_db, "Mage Hunter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mage Hunter")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_life("A", 17)


# ------------------------------------------------------------------ Minion of Leshrac
# 118.12, 609.3: "deals 5 damage to you unless you sacrifice a creature other than ~": with a
# Bears, it is sacrificed (no damage, Minion untapped); alone, 5 damage and it taps.

def test_118_12_minion_of_leshrac(real_db: CardDatabase) -> None:
    _compiled(real_db, "Minion of Leshrac")
    for bears in (True, False):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "B", "Minion of Leshrac")
        if bears:
            s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.stop_at(2, Step.DRAW)
        s.execute()
        s.assert_life("B", 20 if bears else 15)
        s.assert_tapped("Minion of Leshrac", not bears)
        s.assert_permanent_count("B", "Minion of Leshrac", 1)


# ------------------------------------------------------------------ Cosmic Horror
# 118.12: without the mana, it is destroyed and deals 7 damage to its controller.

def test_118_12_cosmic_horror_not_paid(real_db: CardDatabase) -> None:
    _compiled(real_db, "Cosmic Horror")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Cosmic Horror")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("B", "Cosmic Horror", 1)
    s.assert_life("B", 13)


def test_118_12_cosmic_horror_paid(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Cosmic Horror")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 6)
    s.set_choice("B", "yes")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_permanent_count("B", "Cosmic Horror", 1)
    s.assert_life("B", 20)


# ------------------------------------------------------------------ Entrails Feaster
# 603.5, 608.2c: may exile a creature card from a graveyard; if not, tap it.

def test_entrails_feaster(real_db: CardDatabase) -> None:
    _compiled(real_db, "Entrails Feaster")
    for card, counters in (("Grizzly Bears", 1), ("Lightning Bolt", 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "B", "Entrails Feaster")
        s.add_card(Zone.GRAVEYARD, "A", card)
        s.stop_at(2, Step.DRAW)
        s.execute()
        s.assert_counter_count("B", "Entrails Feaster", "+1/+1", counters)
        s.assert_tapped("Entrails Feaster", counters == 0)
        s.assert_exile_count(card, counters)


# ------------------------------------------------------------------ Sawback Manticore
# 602.5b, 514.2: its {4} flying lasts until end of turn; its {1} only while in combat, once.

def test_602_5b_sawback_manticore(real_db: CardDatabase) -> None:
    _compiled(real_db, "Sawback Manticore")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sawback Manticore")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.DECLARE_BLOCKERS, "A", "{4}:")
    s.attack(1, "A", "Sawback Manticore")
    s.block(1, "B", "Hill Giant", "Sawback Manticore")
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "{1}:", False))
    s.activate_ability(1, Step.DECLARE_BLOCKERS, "A", "{1}:", targets=["Hill Giant"])

    def _flying_once(sc: Scenario) -> None:
        sc.assert_abilities("A", "Sawback Manticore", ["Flying"])
        sc.assert_playable("A", "{1}:", False)
    s.check(1, Step.END_TURN, _flying_once)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_abilities("A", "Sawback Manticore", ["Flying"], present=False)


# ------------------------------------------------------------------ leaving together
# 603.10a, 608.2h: Akroma's Vengeance destroys Stone Haven Outfitter, the equipped Elves and
# the Leonin Scimitar at once: "an equipped creature you control dies" looks back at the Elves
# as they were (equipped): A draws 1 (the Outfitter itself was not equipped).

def test_603_10a_outfitter_equipment_and_creature_leave_together(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Stone Haven Outfitter")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Leonin Scimitar", attached_to="Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 6)
    s.add_card(Zone.HAND, "A", "Akroma's Vengeance")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Akroma's Vengeance")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Leonin Scimitar", 1)
    s.assert_graveyard_count("A", "Llanowar Elves", 1)
    s.assert_hand_count("A", 1)


def test_700_9_akki_modified_with_aura_dies_with_it(real_db: CardDatabase) -> None:
    """700.9, 603.10a: the Bears enchanted by A's own Holy Strength and Akki die together to
    Akroma's Vengeance: one Spirit (the Akki itself was not modified)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Akki Ember-Keeper")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Holy Strength", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 6)
    s.add_card(Zone.HAND, "A", "Akroma's Vengeance")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Akroma's Vengeance")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Spirit Token", 1)


def test_700_9_akki_opponents_aura_is_no_modification(real_db: CardDatabase) -> None:
    """700.9: "Auras you control": B's Pacifism on A's Bears doesn't make them modified: the
    Bears die to a Bolt and no Spirit is made."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Akki Ember-Keeper")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Pacifism", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Spirit Token", 0)


def test_118_12_cosmic_horror_indestructible_not_destroyed_no_damage(
        real_db: CardDatabase) -> None:
    """"If Cosmic Horror is destroyed this way": indestructible (Avacyn), it isn't destroyed,
    so it deals no damage: B stays at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Cosmic Horror")
    s.add_card(Zone.BATTLEFIELD, "B", "Avacyn, Angel of Hope")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_permanent_count("B", "Cosmic Horror", 1)
    s.assert_life("B", 20)


def test_118_12_mishras_war_machine_empty_hand(real_db: CardDatabase) -> None:
    """Nothing to discard: it deals 3 damage to B and taps; with a card, B discards it."""
    for cards in (0, 1):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "B", "Mishra's War Machine")
        if cards:
            s.add_card(Zone.HAND, "B", "Plains")
        s.stop_at(2, Step.DRAW)
        s.execute()
        s.assert_life("B", 17 if cards == 0 else 20)
        s.assert_tapped("Mishra's War Machine", cards == 0)
        s.assert_graveyard_count("B", "Plains", cards)


def test_509_1b_chandra_pyromaster_creature_cant_block(real_db: CardDatabase) -> None:
    """+1: 1 damage to B and 1 to B's Hill Giant, which can't block this turn: the Bears
    attack unblocked (B 20 - 1 - 2 = 17)."""
    _compiled(real_db, "Chandra, Pyromaster")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chandra, Pyromaster")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:", targets=["B", "Hill Giant"])
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Hill Giant", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Hill Giant"):
        s.execute()
    s.assert_life("B", 17)
    s.assert_damage("Hill Giant", 1)
    s.assert_counter_count("A", "Chandra, Pyromaster", "loyalty", 5)


def test_603_2_mage_hunter_fork_casts_and_copies(real_db: CardDatabase) -> None:
    """B casts Fork (an instant: 1) copying A's Bolt (B copies it: 1 more): B loses 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mage Hunter")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Fork")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Mage Hunter"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Fork", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.set_choice("B", "no")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_graveyard_count("A", "Mage Hunter", 1)


def test_touch_of_the_eternal_counts_at_resolution(real_db: CardDatabase) -> None:
    """B controls Touch and 3 Plains: 4 permanents, B's life becomes 4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Touch of the Eternal")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_life("B", 4)


def test_inquisition_counts_white_cards(real_db: CardDatabase) -> None:
    """B reveals Pacifism, Savannah Lions and Lightning Bolt: 2 white cards, 2 damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Inquisition")
    s.add_card(Zone.HAND, "B", "Pacifism")
    s.add_card(Zone.HAND, "B", "Savannah Lions")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Inquisition", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_hand_count("B", 3)


def test_106_6_kinnan_extra_mana_has_no_restriction(real_db: CardDatabase) -> None:
    """Kinnan's ruling: its mana has none of the restrictions of the tapped permanent's: Qarsi
    Deceiver's restricted {C} can't pay Sol Ring ({1}), but Kinnan's extra {C} can."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kinnan, Bonder Prodigy")
    s.add_card(Zone.BATTLEFIELD, "A", "Qarsi Deceiver")
    s.add_card(Zone.HAND, "A", "Sol Ring")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {C}")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sol Ring")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Sol Ring", 1)


def test_613_outfitter_two_equipment_one_bonus_one_draw(real_db: CardDatabase) -> None:
    """Outfitter's rulings: two Equipment on the Elves give +1/+1 once (Elves 1/1 + Scimitar
    +1/+1 + Bonesplitter +2/+0 + Outfitter +1/+1 = 5/3), and the Elves dying draw 1 card."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Stone Haven Outfitter")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Leonin Scimitar", attached_to="Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Bonesplitter", attached_to="Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.check(1, Step.END_TURN,
            lambda sc: sc.assert_power_toughness("A", "Llanowar Elves", 5, 3))
    s.cast_spell(2, Step.UPKEEP, "B", "Lightning Bolt", targets=["Llanowar Elves"])
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("A", "Llanowar Elves", 1)
    s.assert_hand_count("A", 1)


def test_702_40_mage_hunter_storm_copies_count(real_db: CardDatabase) -> None:
    """B casts Lightning Bolt (1) then Grapeshot (1) whose storm trigger copies it once (1):
    B loses 3 to Mage Hunter; A takes 3 + 1 + 1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mage Hunter")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Grapeshot")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grapeshot", targets=["A"])
    s.add_target("B", "A")
    s.set_choice("B", "no")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 15)



def test_607_2a_prototype_portal_copies_the_imprinted_artifact(real_db: CardDatabase) -> None:
    """Portal enters and exiles Bottle Gnomes (mana value 3) from A's hand; {X}, {T} with X = 3
    makes a token copy of it: A has a Bottle Gnomes, the card stays in exile."""
    _compiled(real_db, "Prototype Portal")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 7)
    s.add_card(Zone.HAND, "A", "Prototype Portal")
    s.add_card(Zone.HAND, "A", "Bottle Gnomes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Prototype Portal")
    s.set_choice("A", "Bottle Gnomes")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{X}, {T}:")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Bottle Gnomes", 1, player="A")
    s.assert_permanent_count("A", "Bottle Gnomes", 1)
    s.assert_tapped("Prototype Portal")
    s.assert_hand_count("A", 0)


def test_603_7a_disorder_in_the_court_cast_in_the_end_step(real_db: CardDatabase) -> None:
    """Cast in A's end step (X = 1), "the next end step" is B's (turn 2): the Bears are still in
    exile as turn 2 begins and back, tapped, at turn 2's end; A has one Clue."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tundra", 3)
    s.add_card(Zone.HAND, "A", "Disorder in the Court")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.END_TURN, "A", "Disorder in the Court", targets=["Grizzly Bears"], x=1)
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_exile_count("Grizzly Bears", 1))
    s.stop_at(2, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_tapped("Grizzly Bears")
    s.assert_permanent_count("A", "Clue Token", 1)


def test_hostility_discarded_shuffled_into_library(real_db: CardDatabase) -> None:
    """Hostility's rulings: put into a graveyard from anywhere (here discarded to Mind Rot with
    a Wastes), it is shuffled into its owner's library: B's library 20 + 1, graveyard 1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Mind Rot")
    s.add_card(Zone.HAND, "B", "Hostility")
    s.add_card(Zone.HAND, "B", "Wastes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mind Rot", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_library_count("B", 21)
    s.assert_library_count("B", 1, "Hostility")
    s.assert_graveyard_count("B", None, 1)


def test_120_3_pain_magnification_double_strike_two_events(real_db: CardDatabase) -> None:
    """Fencing Ace with a +1/+1 counter (2/2 double strike) deals 2 then 2: two events,
    neither 3 or more: B at 16 keeps both cards."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Pain Magnification")
    s.add_card(Zone.BATTLEFIELD, "A", "Fencing Ace", counters={"+1/+1": 1})
    s.add_card(Zone.HAND, "B", "Wastes", 2)
    s.attack(1, "A", "Fencing Ace")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_hand_count("B", 2)



def test_608_2c_entrails_feaster_declined_taps(real_db: CardDatabase) -> None:
    """"you may exile ... If you don't, tap ~": B declines with a creature card there: the
    Bears stay in A's graveyard, no counter, the Feaster taps."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Entrails Feaster")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.set_choice("B", "no")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_counter_count("B", "Entrails Feaster", "+1/+1", 0)
    s.assert_tapped("Entrails Feaster", True)


def test_118_12_minion_of_leshrac_declined_sacrifice(real_db: CardDatabase) -> None:
    """B declines to sacrifice the Bears: 5 damage (B at 15), the Minion taps, the Bears stay."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Minion of Leshrac")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("B", "no")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_life("B", 15)
    s.assert_tapped("Minion of Leshrac", True)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_120_3_deus_of_calamity_planeswalker_is_no_opponent(real_db: CardDatabase) -> None:
    """Deus attacks B's Chandra, Pyromaster (4 loyalty) unblocked: 6 damage to a planeswalker,
    not to an opponent: no trigger, B's Forest stays; Chandra is gone, B at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Deus of Calamity")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Chandra, Pyromaster")
    s.attack(1, "A", "Deus of Calamity", "Chandra, Pyromaster")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_permanent_count("B", "Forest", 1)
    s.assert_graveyard_count("B", "Chandra, Pyromaster", 1)
