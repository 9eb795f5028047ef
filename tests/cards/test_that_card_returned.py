""""Return that card to ...": the card a permanent that left the battlefield became in a
graveyard (400.7; the DSL's `remembered_card`, effects/references.py), as long as it is still
there. Sigil of the New Dawn, Angelic Renewal, Necroskitter. Scenario tests with exact
figures, each with a case where the ability must not apply."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled


@pytest.mark.parametrize(("victim", "a_hand", "b_graveyard"), [
    ("A", 1, 0),  # A's Bears die: A pays {1}{W}, the card returns to A's hand
    ("B", 0, 1),  # B's Bears: not put into A's graveyard, nothing happens
])
def test_400_7_sigil_of_the_new_dawn(real_db: CardDatabase, victim: str, a_hand: int,
                                     b_graveyard: int) -> None:
    """Sigil of the New Dawn: "Whenever a creature is put into your graveyard from the
    battlefield, you may pay {1}{W}. If you do, return that card to your hand.\""""
    assert_compiled(real_db, "Sigil of the New Dawn")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sigil of the New Dawn")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, victim, "Grizzly Bears")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", a_hand, "Grizzly Bears")
    s.assert_graveyard_count("A", "Grizzly Bears", 0)
    s.assert_graveyard_count("B", "Grizzly Bears", b_graveyard)


def test_400_7_angelic_renewal_returns_the_card(real_db: CardDatabase) -> None:
    """Angelic Renewal: "... you may sacrifice ~. If you do, return that card to the
    battlefield." The Bears are back (a new object: no damage), the Renewal is gone."""
    assert_compiled(real_db, "Angelic Renewal")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Angelic Renewal")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_damage("Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Angelic Renewal", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 0)


@pytest.mark.parametrize(("counters", "a_bears", "b_graveyard"), [
    ({"-1/-1": 1}, 1, 0),  # with a -1/-1 counter: it returns under A's control
    (None, 0, 1),  # no counter: no trigger
])
def test_400_7_necroskitter_under_your_control(real_db: CardDatabase, counters: dict | None,
                                               a_bears: int, b_graveyard: int) -> None:
    """Necroskitter: "Whenever a creature an opponent controls with a -1/-1 counter on it
    dies, you may return that card to the battlefield under your control.\""""
    assert_compiled(real_db, "Necroskitter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Necroskitter")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", counters=counters)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", a_bears)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_graveyard_count("B", "Grizzly Bears", b_graveyard)


def test_400_7_that_card_gone_from_the_graveyard(real_db: CardDatabase) -> None:
    """B exiles A's graveyard with Tormod's Crypt in response to Sigil of the New Dawn's
    trigger: the card in exile is a new object (400.7), nothing returns to A's hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sigil of the New Dawn")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Tormod's Crypt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "B", "{T}, Sacrifice", targets=["A"],
                       responding_to="Sigil of the New Dawn")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_hand_count("A", 0, "Grizzly Bears")
    s.assert_permanent_count("A", "Grizzly Bears", 0)


@pytest.mark.parametrize(("blocks", "a_bears", "b_graveyard"), [
    (True, 1, 0),  # Wind Drake (2/2 flying) blocks, dies of its damage: returned to A
    (False, 0, 1),  # it dies of a Lightning Bolt, never dealt damage by it: no trigger
])
def test_400_7_soul_collector(real_db: CardDatabase, blocks: bool, a_bears: int,
                              b_graveyard: int) -> None:
    """Soul Collector: "Whenever a creature dealt damage by ~ this turn dies, return that
    card to the battlefield under your control.\""""
    assert_compiled(real_db, "Soul Collector")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Soul Collector")
    s.add_card(Zone.BATTLEFIELD, "B", "Wind Drake")
    s.attack(1, "A", "Soul Collector")
    if blocks:
        s.block(1, "B", "Wind Drake", "Soul Collector")
    else:
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
        s.add_card(Zone.HAND, "A", "Lightning Bolt")
        s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["Wind Drake"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Wind Drake", a_bears)
    s.assert_graveyard_count("B", "Wind Drake", b_graveyard)


@pytest.mark.parametrize(("swamps", "on_battlefield", "in_graveyard"), [
    (2, 1, 0),  # A pays {1}{B}: it returns, tapped
    (1, 0, 1),  # A can't pay: it stays in the graveyard
])
def test_400_7d_tenacious_dead_returns_tapped(real_db: CardDatabase, swamps: int,
                                              on_battlefield: int, in_graveyard: int) -> None:
    """Tenacious Dead: "When ~ dies, you may pay {1}{B}. If you do, return it to the
    battlefield tapped under its owner's control." (the card it became, 400.7d)."""
    assert_compiled(real_db, "Tenacious Dead")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tenacious Dead")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", swamps)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Tenacious Dead"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Tenacious Dead", on_battlefield)
    s.assert_graveyard_count("A", "Tenacious Dead", in_graveyard)
    if on_battlefield:
        s.assert_tapped("Tenacious Dead")


def test_400_7d_zodiac_dragon_returns_to_hand(real_db: CardDatabase) -> None:
    """Zodiac Dragon: "When ~ is put into your graveyard from the battlefield, you may return
    it to your hand." Destroyed by Murder: back in A's hand."""
    assert_compiled(real_db, "Zodiac Dragon")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Zodiac Dragon")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["Zodiac Dragon"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Zodiac Dragon")
    s.assert_graveyard_count("A", "Zodiac Dragon", 0)


def test_400_7d_granted_dies_trigger_returns_the_card(real_db: CardDatabase) -> None:
    """Supernatural Stamina: "Until end of turn, target creature gets +2/+0 and gains 'When
    this creature dies, return it to the battlefield tapped under its owner's control.'" The
    Bears, bolted, come back tapped as a new object (400.7: 2/2, no +2/+0)."""
    assert_compiled(real_db, "Supernatural Stamina")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Supernatural Stamina")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Supernatural Stamina", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_tapped("Grizzly Bears")
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_graveyard_count("A", "Grizzly Bears", 0)


@pytest.mark.parametrize("card", ["Liesa, Forgotten Archangel", "Rienne, Angel of Rebirth"])
def test_603_7c_the_card_returns_at_the_next_end_step(real_db: CardDatabase, card: str) -> None:
    """Liesa: "Whenever another nontoken creature you control dies, return that card to its
    owner's hand at the beginning of the next end step." (Rienne: a multicolored creature,
    "return it"). The delayed trigger remembers the card in the graveyard (603.7c, 400.7):
    still there at the end step, it goes to A's hand."""
    assert_compiled(real_db, card)
    dying = "Grizzly Bears" if card.startswith("Liesa") else "Boros Recruit"
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", dying)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=[dying])
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_graveyard_count("A", dying, 1))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_hand_count("A", 1, dying)
    s.assert_graveyard_count("A", dying, 0)
