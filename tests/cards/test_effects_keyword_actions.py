"""Keyword actions (701) and chosen returns compiled from real cards' Oracle text and played
(effects/keyword_actions.py): surveil 701.42a, bolster 701.33a, explore 701.40a, connive
701.47a, "return a land you control to its owner's hand" (400.3). Exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.lower import lower_text
from mtg_engine.testing import Scenario, Step, Zone


def _library(s: Scenario, player: str, bottom_to_top: list[str]) -> None:
    s.remove_all_from_library(player)
    for name in bottom_to_top:
        s.add_card(Zone.LIBRARY, player, name)


def _names(s: Scenario, ids: list[int]) -> list[str]:
    return [s.state.objects[i].card.name for i in ids]


def test_701_keyword_actions_are_read_by_the_grammar() -> None:
    assert lower_text("Surveil 2.", allow_x=False, on_permanent=False) == (
        [{"surveil": {"count": 2}}], [])
    assert lower_text("Bolster 1.", allow_x=False, on_permanent=False) == (
        [{"bolster": {"count": 1}}], [])
    assert lower_text("~ explores.", allow_x=False, on_permanent=True) == (
        [{"explore": {"what": "self"}}], [])
    assert lower_text("Target creature you control explores.", allow_x=False,
                      on_permanent=False) == (
        [{"explore": {"what": "target"}}],
        [{"kind": "creature", "filter": {"controller": "you"}}])
    assert lower_text("Surveil X.", allow_x=True, on_permanent=False) is None
    # 400.3: a permanent the controller chooses among their own; any player's is refused
    assert lower_text("Return a land you control to its owner's hand.", allow_x=False,
                      on_permanent=True) == (
        [{"bounce_chosen": {"filter": {"types": ["Land"], "controller": "you"}}}], [])
    assert lower_text("Return a creature to its owner's hand.", allow_x=False,
                      on_permanent=True) is None


def test_701_42a_dimir_informant_surveils_two(real_db: CardDatabase) -> None:
    """Dimir Informant: the top two cards are Hill Giant then Grizzly Bears; Hill Giant goes
    to the graveyard, Grizzly Bears stays on top (701.42a)."""
    s = Scenario(cards=real_db)
    _library(s, "A", ["Island", "Grizzly Bears", "Hill Giant"])
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Dimir Informant")
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dimir Informant")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_graveyard_count("A", None, 1)
    assert _names(s, s.state.players[0].library) == ["Island", "Grizzly Bears"]


def test_701_33a_dromokas_gift_bolsters_the_least_toughness(real_db: CardDatabase) -> None:
    """Bolster 4 with Grizzly Bears (2/2) and Hill Giant (3/3): the Bears gets four +1/+1
    counters (701.33a)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")  # 1/1, not A's
    s.add_card(Zone.HAND, "A", "Dromoka's Gift")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dromoka's Gift")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 4)
    s.assert_power_toughness("A", "Grizzly Bears", 6, 6)
    s.assert_counter_count("A", "Hill Giant", "+1/+1", 0)


def test_701_33a_bolster_asks_among_creatures_tied_for_least(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Runeclaw Bear")
    s.add_card(Zone.HAND, "A", "Dromoka's Gift")
    s.set_choice("A", "Runeclaw Bear")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dromoka's Gift")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Runeclaw Bear", 6, 6)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_701_40a_explore_reveals_a_land_into_the_hand(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    _library(s, "A", ["Island", "Forest"])
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Merfolk Branchwalker")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Merfolk Branchwalker")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Forest")
    s.assert_power_toughness("A", "Merfolk Branchwalker", 2, 1)  # no counter for a land
    s.assert_library_count("A", 1)


def test_701_40a_explore_a_nonland_gives_a_counter_and_may_mill_it(real_db: CardDatabase
                                                                    ) -> None:
    s = Scenario(cards=real_db)
    _library(s, "A", ["Island", "Hill Giant"])
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Merfolk Branchwalker")
    s.set_choice("A", "Hill Giant")  # into the graveyard
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Merfolk Branchwalker")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Merfolk Branchwalker", 3, 2)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_hand_count("A", 0)
    assert _names(s, s.state.players[0].library) == ["Island"]


def test_701_40a_explore_keeps_the_nonland_on_top(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    _library(s, "A", ["Island", "Hill Giant"])
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Merfolk Branchwalker")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Merfolk Branchwalker")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Merfolk Branchwalker", "+1/+1", 1)
    s.assert_graveyard_count("A", None, 0)
    assert _names(s, s.state.players[0].library) == ["Island", "Hill Giant"]


def test_701_47a_connive_discarding_a_nonland_gives_a_counter(real_db: CardDatabase) -> None:
    """Raffine's Informant connives: draws Hill Giant, discards it (a nonland card): a +1/+1
    counter (701.47a)."""
    s = Scenario(cards=real_db)
    _library(s, "A", ["Island", "Hill Giant"])
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Raffine's Informant")
    s.add_card(Zone.HAND, "A", "Forest")
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raffine's Informant")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Raffine's Informant", 3, 2)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_hand_count("A", 1, "Forest")


def test_701_47a_connive_discarding_a_land_gives_no_counter(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    _library(s, "A", ["Island", "Hill Giant"])
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Raffine's Informant")
    s.add_card(Zone.HAND, "A", "Forest")
    s.set_choice("A", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raffine's Informant")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Raffine's Informant", 2, 1)
    s.assert_graveyard_count("A", "Forest", 1)
    s.assert_hand_count("A", 1, "Hill Giant")


def test_400_3_azorius_chancery_returns_a_land_you_choose(real_db: CardDatabase) -> None:
    """Azorius Chancery: "return a land you control to its owner's hand" is chosen as the
    trigger resolves, among A's lands only (B's Forest can't be chosen)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "A", "Azorius Chancery")
    s.set_choice("A", "Island")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Azorius Chancery")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Island")
    s.assert_permanent_count("A", "Plains", 1)
    s.assert_permanent_count("A", "Azorius Chancery", 1)
    s.assert_permanent_count("B", "Forest", 1)


def test_400_3_the_chancery_returns_itself_when_it_is_the_only_land(real_db: CardDatabase
                                                                     ) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Azorius Chancery")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Azorius Chancery")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Azorius Chancery")
    s.assert_battlefield_count("A", 0)
