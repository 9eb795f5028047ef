"""Triggers whose instructions name another player (session 12): "defending player may draw a
card" / "that creature's controller may draw a card" (608.2d: the player named makes the
choice), and "that player" for the opponent who controlled the creature a trigger condition
names ("Whenever a creature an opponent controls dies, that player loses 2 life": 603.2,
603.10a, the controller as the creature last existed). Scenario tests with exact figures; the
player asked is checked by queueing "no" for one player only (the other would answer the
default "yes")."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled


@pytest.mark.parametrize(("card", "declines", "b_hand"), [
    ("Harbor Guardian", "B", 0),  # B, the defending player, says no: nothing drawn
    ("Harbor Guardian", "A", 1),  # A isn't asked: B's default yes, B draws
    ("Sibilant Spirit", "B", 0),
    ("Sibilant Spirit", "A", 1),
])
def test_608_2d_defending_player_may_draw(real_db: CardDatabase, card: str, declines: str,
                                          b_hand: int) -> None:
    """Harbor Guardian: "Whenever ~ attacks, defending player may draw a card." B chooses."""
    assert_compiled(real_db, card)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", card)
    s.set_choice(declines, "no")
    s.attack(1, "A", card)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", b_hand)
    s.assert_hand_count("A", 0)


@pytest.mark.parametrize(("declines", "b_hand"), [("B", 0), ("A", 1)])
def test_608_2d_fecundity_the_dead_creatures_controller_chooses(
        real_db: CardDatabase, declines: str, b_hand: int) -> None:
    """Fecundity: "Whenever a creature dies, that creature's controller may draw a card." A
    bolts B's Grizzly Bears: B (its controller as it last existed, 608.2h) is asked."""
    assert_compiled(real_db, "Fecundity")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fecundity")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice(declines, "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_hand_count("B", b_hand)
    s.assert_hand_count("A", 0)


@pytest.mark.parametrize(("owner", "a_life", "b_life"), [
    ("B", 20, 18),  # an opponent's creature dies: that player (B) loses 2
    ("A", 20, 20),  # A's own creature: no trigger
])
def test_603_2_massacre_wurm_that_player_is_the_creatures_controller(
        real_db: CardDatabase, owner: str, a_life: int, b_life: int) -> None:
    """Massacre Wurm: "Whenever a creature an opponent controls dies, that player loses 2
    life." "That player" is the opponent who controlled the creature (603.2)."""
    assert_compiled(real_db, "Massacre Wurm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Massacre Wurm")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, owner, "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count(owner, "Grizzly Bears", 1)
    s.assert_life("A", a_life)
    s.assert_life("B", b_life)


def test_603_2_massacre_wurm_three_players_only_the_controller_loses(
        real_db: CardDatabase) -> None:
    """With three players, C's creature dies: C loses 2, B doesn't (the player remembered is
    the creature's controller, not every opponent)."""
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Massacre Wurm")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "C", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_life("C", 18)
    s.assert_life("A", 20)


def test_603_2_that_player_in_the_dsl(real_db: CardDatabase) -> None:
    """The DSL of Massacre Wurm's trigger: the controller of the creature remembered."""
    got = real_db.compiled("Massacre Wurm")
    trigger = next(t for t in got.dsl["triggers"] if t["event"] == "creature_dies")
    assert trigger["effects"] == [{"lose_life": {"amount": 2, "who": "remembered_controller"}}]
    assert trigger["filter"] == {"controller": "opponent", "types": ["Creature"]}


def test_603_2_massacre_wurm_enters_and_each_opponent_creature_that_dies(
        real_db: CardDatabase) -> None:
    """The whole card: Massacre Wurm enters, B's two Grizzly Bears get -2/-2 and die (two
    triggers: B 20 - 4 = 16); A's own Grizzly Bears stay 2/2 and A loses nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.HAND, "A", "Massacre Wurm")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Massacre Wurm")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 2)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_life("B", 16)
    s.assert_life("A", 20)


@pytest.mark.parametrize(("declines", "b_hand"), [("B", 0), ("A", 1)])
def test_608_2d_phelddagrif_the_target_opponent_may_draw(real_db: CardDatabase, declines: str,
                                                          b_hand: int) -> None:
    """Phelddagrif: "{U}: Return ~ to its owner's hand. Target opponent may draw a card." B,
    the target, chooses (608.2d); A's "no" answers nothing."""
    assert_compiled(real_db, "Phelddagrif")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Phelddagrif")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.set_choice(declines, "no")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{U}:", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Phelddagrif")
    s.assert_hand_count("B", b_hand)
