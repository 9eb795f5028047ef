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


# ------------------------------------------------------------------ Tyvar Kell
# 400.7a: an effect from a triggered ability that gives a permanent spell haste continues to
# apply to the permanent it becomes


def _tyvar(real_db: CardDatabase, creature: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tyvar Kell", counters={"loyalty": 3})
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", creature)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-6:")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", creature)
    return s


def test_400_7a_tyvar_kell_emblem_elf_spell_gains_haste(real_db: CardDatabase) -> None:
    """Tyvar Kell's -6 emblem: "Whenever you cast an Elf spell, it gains haste until end of
    turn and you draw two cards." Llanowar Elves cast after it attacks that turn (400.7a:
    the haste the spell gained stays with the permanent): B at 19, A draws two."""
    _compiled(real_db, "Tyvar Kell")
    s = _tyvar(real_db, "Llanowar Elves")
    s.attack(1, "A", "Llanowar Elves")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_hand_count("A", 2)
    s.assert_graveyard_count("A", "Tyvar Kell", 1)


def test_400_7a_tyvar_kell_emblem_not_for_another_creature(real_db: CardDatabase) -> None:
    """A Grizzly Bears (not an Elf) gets no haste and draws nothing: it can't attack."""
    s = _tyvar(real_db, "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 0)
    s.assert_abilities("A", "Grizzly Bears", ["Haste"], present=False)


def test_400_7_tyvar_kell_haste_ends_with_turn_and_blink(real_db: CardDatabase) -> None:
    """The Elf's haste lasts until end of turn (gone on turn 2), and a blinked Elf is a new
    object (400.7) without it: Cloudshift after the cast, no haste."""
    s = _tyvar(real_db, "Arbor Elf")
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_abilities(
        "A", "Arbor Elf", ["Haste"], present=False))
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_abilities("A", "Arbor Elf", ["Haste"]))
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 2)

    b = _tyvar(real_db, "Arbor Elf")
    b.add_card(Zone.BATTLEFIELD, "A", "Plains")
    b.add_card(Zone.HAND, "A", "Cloudshift")
    b.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cloudshift", targets=["Arbor Elf"])
    b.stop_at(1, Step.BEGIN_COMBAT)
    b.execute()
    b.assert_permanent_count("A", "Arbor Elf", 1)
    b.assert_abilities("A", "Arbor Elf", ["Haste"], present=False)
    b.assert_hand_count("A", 2)
