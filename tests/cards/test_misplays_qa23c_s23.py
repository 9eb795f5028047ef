"""Misplays found auditing session 23's new cards (qa23c), played with real cards from the
shared MTGJSON file (skipped when it is absent). Each test failed before its fix.

707.10: "A copy of a spell ... copies ... all decisions made for it, including ... additional
or alternative costs. ... If an effect of the copy refers to objects used to pay its costs,
it uses the objects used to pay the costs of the original spell." A copy of Corpse Lunge or
Draconic Intervention read "the exiled card" of its own (unpaid) cost as nothing (0 damage);
a copy of Induce Despair read "the revealed card" as nothing (-0/-0)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled


def _lunge(db: CardDatabase, *, twincast: bool) -> Scenario:
    """A exiles Hill Giant (power 3) from the graveyard to cast Corpse Lunge on B's Craw Wurm
    (6/4); with `twincast`, A copies it with Twincast (same target)."""
    assert_compiled(db, "Corpse Lunge")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Corpse Lunge")
    s.add_card(Zone.HAND, "A", "Twincast")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Corpse Lunge", targets=["Craw Wurm"])
    if twincast:
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Twincast", targets=["Corpse Lunge"],
                     responding_to="Corpse Lunge")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_707_10_copy_of_corpse_lunge_uses_the_card_the_original_exiled(
        real_db: CardDatabase) -> None:
    """The copy deals 3 (Hill Giant's power, exiled for the original), the original 3: Craw
    Wurm (toughness 4) dies."""
    s = _lunge(real_db, twincast=True)
    s.assert_exile_count("Hill Giant", 1)
    s.assert_graveyard_count("B", "Craw Wurm", 1)
    s.assert_graveyard_count("A", "Corpse Lunge", 1)
    s.assert_graveyard_count("A", "Twincast", 1)


def test_707_10_corpse_lunge_alone_deals_the_exiled_power_once(real_db: CardDatabase) -> None:
    """No copy: 3 damage only, Craw Wurm survives."""
    s = _lunge(real_db, twincast=False)
    s.assert_permanent_count("B", "Craw Wurm", 1)
    s.assert_damage("Craw Wurm", 3)


def test_707_10_copy_of_draconic_intervention_uses_the_exiled_card(
        real_db: CardDatabase) -> None:
    """Divination (mana value 3) exiled to cast Draconic Intervention, copied by Twincast: the
    copy deals 3 to each non-Dragon creature too. Craw Wurm (6/4), dealt 3 + 3, would die: it
    is exiled instead. Shivan Dragon (a Dragon) is dealt nothing."""
    assert_compiled(real_db, "Draconic Intervention")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Divination")
    s.add_card(Zone.HAND, "A", "Draconic Intervention")
    s.add_card(Zone.HAND, "A", "Twincast")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Shivan Dragon")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Draconic Intervention")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Twincast", targets=["Draconic Intervention"],
                 responding_to="Draconic Intervention")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Craw Wurm", 1)
    s.assert_graveyard_count("B", "Craw Wurm", 0)
    s.assert_damage("Shivan Dragon", 0)
    s.assert_exile_count("Divination", 1)
    s.assert_exile_count("Draconic Intervention", 1)


def test_707_10_copy_of_induce_despair_uses_the_revealed_card(real_db: CardDatabase) -> None:
    """Hill Giant (mana value 4) revealed to cast Induce Despair on B's Ancient Brontodon
    (9/9), copied by Twincast: -4/-4 twice, a 1/1. Hill Giant stays in A's hand."""
    assert_compiled(real_db, "Induce Despair")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Induce Despair")
    s.add_card(Zone.HAND, "A", "Twincast")
    s.add_card(Zone.BATTLEFIELD, "B", "Ancient Brontodon")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Induce Despair", targets=["Ancient Brontodon"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Twincast", targets=["Induce Despair"],
                 responding_to="Induce Despair")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("B", "Ancient Brontodon", 1, 1)
    s.assert_hand_count("A", 1, "Hill Giant")


def _roar(db: CardDatabase, *, reveal: bool) -> Scenario:
    """A casts Draconic Roar on B's Craw Wurm (6/4), copied by Twincast. With `reveal`, A
    reveals Shivan Dragon from the hand for the optional additional cost; without, A controls
    a Shivan Dragon as the spell is cast instead."""
    assert_compiled(db, "Draconic Roar")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND if reveal else Zone.BATTLEFIELD, "A", "Shivan Dragon")
    s.add_card(Zone.HAND, "A", "Draconic Roar")
    s.add_card(Zone.HAND, "A", "Twincast")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    if reveal:
        s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Draconic Roar", targets=["Craw Wurm"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Twincast", targets=["Draconic Roar"],
                 responding_to="Draconic Roar")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_707_10_copy_of_draconic_roar_gets_the_bonus_of_a_revealed_dragon(
        real_db: CardDatabase) -> None:
    """A Dragon card revealed as the additional cost: the copy has that cost paid too (707.10,
    the card's ruling): 3 to B from the copy, 3 from the original (B at 14); Craw Wurm dies."""
    s = _roar(real_db, reveal=True)
    s.assert_life("B", 14)
    s.assert_graveyard_count("B", "Craw Wurm", 1)
    s.assert_hand_count("A", 1, "Shivan Dragon")


def test_707_10_copy_of_draconic_roar_no_bonus_for_a_dragon_controlled_as_cast(
        real_db: CardDatabase) -> None:
    """No Dragon revealed, a Dragon controlled: the original gets the bonus, the copy (not
    cast) doesn't: B at 17; Craw Wurm (3 + 3) dies."""
    s = _roar(real_db, reveal=False)
    s.assert_life("B", 17)
    s.assert_graveyard_count("B", "Craw Wurm", 1)


def test_707_10_copy_of_a_surged_spell_counts_its_surge_cost_paid(
        real_db: CardDatabase) -> None:
    """A casts Opt, then Crush of Tentacles for its surge cost, copied by Twincast: the copy
    (its surge cost counted as paid: Boulder Salvo's ruling) creates an 8/8 Octopus, which the
    original then returns to hand (it ceases to exist) before creating its own: two Octopuses
    created, one left."""
    assert_compiled(real_db, "Crush of Tentacles")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 8)
    s.add_card(Zone.HAND, "A", "Opt")
    s.add_card(Zone.HAND, "A", "Crush of Tentacles")
    s.add_card(Zone.HAND, "A", "Twincast")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Opt")
    s.set_choice("A", "yes")  # the surge cost
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Crush of Tentacles")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Twincast", targets=["Crush of Tentacles"],
                 responding_to="Crush of Tentacles")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    made = [ln for ln in s.log.splitlines() if ln.startswith("Octopus Token") and "created" in ln]
    assert len(made) == 2, made
    s.assert_permanent_count("A", "Octopus Token", 1)
    s.assert_power_toughness("A", "Octopus Token", 8, 8)
    s.assert_permanent_count("A", "Island", 8)
