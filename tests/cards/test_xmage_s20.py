"""Cards XMage tests one by one, made to play in session 20 (issue 10): each played the way
its per-card test would, with exact figures and the rule it cites."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ Jace, Cunning Castaway
# 603.7: a delayed trigger created by a loyalty ability; 111.4 a token with a quoted trigger;
# 707.9b: token copies "except they're not legendary"


def test_603_7_jace_cunning_castaway_plus_one_loots_once(real_db: CardDatabase) -> None:
    """Jace's +1: "Whenever one or more creatures you control deal combat damage to a player
    this turn, draw a card, then discard a card." Savannah Lions (2/1) and Alaborn Trooper
    (2/2) connect: B at 16, one loot (one combat damage step): the Taiga drawn is the card
    discarded."""
    _compiled(real_db, "Jace, Cunning Castaway")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jace, Cunning Castaway")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "A", "Alaborn Trooper")
    s.add_card(Zone.LIBRARY, "A", "Taiga")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:")
    s.attack(1, "A", "Savannah Lions")
    s.attack(1, "A", "Alaborn Trooper")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_graveyard_count("A", "Taiga", 1)
    s.assert_hand_count("A", 0)
    s.assert_counter_count("A", "Jace, Cunning Castaway", "loyalty", 4)


def _illusion(real_db: CardDatabase, hand: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jace, Cunning Castaway")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Prodigal Sorcerer")
    s.add_card(Zone.HAND, "B", hand)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-2:")
    return s


def test_603_jace_cunning_castaway_illusion_sacrificed_when_targeted_by_spell(
        real_db: CardDatabase) -> None:
    """Jace's -2: a 2/2 blue Illusion token with "When this creature becomes the target of a
    spell, sacrifice it." B's Giant Growth targets it: the trigger resolves first, the token
    is gone and Giant Growth has no legal target (608.2b)."""
    s = _illusion(real_db, "Giant Growth")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Giant Growth", targets=["Illusion Token"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Illusion Token", 0)
    s.assert_counter_count("A", "Jace, Cunning Castaway", "loyalty", 1)
    s.assert_graveyard_count("B", "Giant Growth", 1)


def test_603_jace_cunning_castaway_illusion_not_sacrificed_for_an_ability(
        real_db: CardDatabase) -> None:
    """The Illusion's trigger is for a spell only: Prodigal Sorcerer's ability deals it 1
    damage and it stays, a blue 2/2 with 1 damage."""
    s = _illusion(real_db, "Giant Growth")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "B", "{T}:", source="Prodigal Sorcerer",
                       targets=["Illusion Token"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Illusion Token", 1)
    s.assert_power_toughness("A", "Illusion Token", 2, 2)
    s.assert_color("Illusion Token", ["Blue"])
    s.assert_damage("Illusion Token", 1)


def test_707_9b_jace_cunning_castaway_minus_five_two_nonlegendary_copies(
        real_db: CardDatabase) -> None:
    """Jace's -5 (loyalty 5): two token copies of Jace that are not legendary, so all three
    stay (704.5j does not apply); the original is at 0 loyalty and dies (704.5i)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jace, Cunning Castaway", counters={"loyalty": 2})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-5:")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Jace, Cunning Castaway", 2)
    s.assert_counter_count("A", "Jace, Cunning Castaway", "loyalty", 3)
    s.assert_graveyard_count("A", "Jace, Cunning Castaway", 1)
