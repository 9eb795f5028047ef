"""Static abilities read from Oracle text in session 12 (cards/oracle/): each played with a
real card (skipped without the shared MTGJSON file), with the rule it follows."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled


def _threshold(s: Scenario, player: str, cards: int) -> None:
    """`cards` cards in `player`'s graveyard (Wastes: no abilities of their own)."""
    if cards:
        s.add_card(Zone.GRAVEYARD, player, "Wastes", cards)


def test_613_1e_f_possessed_aven_with_threshold_is_black_and_has_the_ability(
        real_db: CardDatabase) -> None:
    """Possessed Aven with seven cards in A's graveyard: 4/4, black, and "{2}{B}, {T}:
    Destroy target blue creature." (613.1e, 613.1f, 613.4c): it destroys B's Wind Drake."""
    assert_compiled(real_db, "Possessed Aven")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Possessed Aven")
    _threshold(s, "A", 7)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Wind Drake")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{B}, {T}:", targets=["Wind Drake"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Possessed Aven", 4, 4)
    s.assert_color("Possessed Aven", ["Black"])
    s.assert_graveyard_count("B", "Wind Drake", 1)


def test_611_3a_possessed_aven_without_threshold_is_blue_3_3(real_db: CardDatabase) -> None:
    """Six cards only: the condition fails (611.3a), Possessed Aven is a blue 3/3 with no
    such ability."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Possessed Aven")
    _threshold(s, "A", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Possessed Aven", 3, 3)
    s.assert_color("Possessed Aven", ["Blue"])
    s.assert_playable("A", "{2}{B}, {T}:", False)


def test_613_1e_repentant_vampire_is_white_only(real_db: CardDatabase) -> None:
    """Repentant Vampire with threshold is white (its black replaced, 613.1e) and destroys a
    black creature with "{T}: Destroy target black creature."; still 3/3."""
    assert_compiled(real_db, "Repentant Vampire")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Repentant Vampire")
    _threshold(s, "A", 7)
    s.add_card(Zone.BATTLEFIELD, "B", "Vampire Bats")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Destroy", targets=["Vampire Bats"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_color("Repentant Vampire", ["White"])
    s.assert_power_toughness("A", "Repentant Vampire", 3, 3)
    s.assert_graveyard_count("B", "Vampire Bats", 1)


def test_613_1f_wayward_angel_threshold_trample_and_upkeep_sacrifice(
        real_db: CardDatabase) -> None:
    """Wayward Angel with threshold: 7/7, black, trample, and in A's upkeep on turn 1 it makes
    A sacrifice a creature: A chooses Grizzly Bears, the Angel stays."""
    assert_compiled(real_db, "Wayward Angel")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wayward Angel")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    _threshold(s, "A", 7)
    s.set_choice("A", "Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Wayward Angel", 7, 7)
    s.assert_abilities("A", "Wayward Angel", ["Trample", "Flying", "Vigilance"])
    s.assert_color("Wayward Angel", ["Black"])
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Wayward Angel", 1)


def test_603_6a_pardic_arsonist_enters_with_threshold(real_db: CardDatabase) -> None:
    """Pardic Arsonist cast with seven cards in A's graveyard has the granted "When ~ enters
    the battlefield, it deals 3 damage to any target." as it enters (603.6a, 611.3a): B to
    17. With six cards it has no such ability: B stays at 20."""
    assert_compiled(real_db, "Pardic Arsonist")
    for cards, life in ((7, 17), (6, 20)):
        s = Scenario(cards=real_db)
        _threshold(s, "A", cards)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
        s.add_card(Zone.HAND, "A", "Pardic Arsonist")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pardic Arsonist")
        if cards == 7:
            s.add_target("A", "B")
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_life("B", life)
