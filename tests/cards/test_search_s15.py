"""Session 15 library searches (issue 11): a card of either of two kinds (205.2a, 701.19)
and a card with the name of another object (201.2, 608.2h), played with real cards and exact
figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _names(s: Scenario, ids: list[int]) -> list[str]:
    return sorted(s.state.objects[c].card.name for c in ids)


def _library(s: Scenario, player: int) -> list[str]:
    return _names(s, list(s.state.players[player].library))


def _open_the_gates(real_db: CardDatabase, pick: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Forest", "Azorius Guildgate", "Grizzly Bears"):
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Open the Gates")
    s.set_choice("A", pick)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Open the Gates")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_205_2a_open_the_gates_finds_a_gate(real_db: CardDatabase) -> None:
    """Open the Gates: "Search your library for a basic land card or Gate card, reveal it, put
    it into your hand, then shuffle." A takes Azorius Guildgate (a Gate, not basic): it goes
    to A's hand, Forest and Grizzly Bears stay in the library."""
    s = _open_the_gates(real_db, "Azorius Guildgate")
    assert _names(s, list(s.state.players[0].hand)) == ["Azorius Guildgate"]
    assert _library(s, 0) == ["Forest", "Grizzly Bears"]


def test_205_2a_open_the_gates_finds_a_basic_land(real_db: CardDatabase) -> None:
    """Open the Gates may find a basic land instead: A takes Forest."""
    s = _open_the_gates(real_db, "Forest")
    assert _names(s, list(s.state.players[0].hand)) == ["Forest"]
    assert _library(s, 0) == ["Azorius Guildgate", "Grizzly Bears"]


def test_701_19_open_the_gates_offers_neither_other_kind(real_db: CardDatabase) -> None:
    """The search offers only cards of either kind: Grizzly Bears is not one of them, so
    choosing it fails."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Forest", "Grizzly Bears"):
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Open the Gates")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Open the Gates")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()  # (no choice given: the first offered, the only one that qualifies)
    assert _names(s, list(s.state.players[0].hand)) == ["Forest"]
    assert _library(s, 0) == ["Grizzly Bears"]


def test_205_2a_mystical_teachings_finds_a_card_with_flash(real_db: CardDatabase) -> None:
    """Mystical Teachings: "Search your library for an instant card or a card with flash,
    reveal it, put it into your hand, then shuffle." A takes Ambush Viper (a creature with
    flash); Grizzly Bears (neither) and Shock (an instant) stay."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Grizzly Bears", "Shock", "Ambush Viper"):
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Mystical Teachings")
    s.set_choice("A", "Ambush Viper")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mystical Teachings")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _names(s, list(s.state.players[0].hand)) == ["Ambush Viper"]
    assert _library(s, 0) == ["Grizzly Bears", "Shock"]


def test_205_2a_renowned_weaponsmith_finds_either_named_card(real_db: CardDatabase) -> None:
    """Renowned Weaponsmith: "{U}, {T}: Search your library for a card named Heart-Piercer Bow
    or Vial of Dragonfire, reveal it, put it into your hand, then shuffle." A takes Vial of
    Dragonfire; Heart-Piercer Bow and Grizzly Bears stay in the library."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Grizzly Bears", "Heart-Piercer Bow", "Vial of Dragonfire"):
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Renowned Weaponsmith")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.set_choice("A", "Vial of Dragonfire")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{U}, {T}")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _names(s, list(s.state.players[0].hand)) == ["Vial of Dragonfire"]
    assert _library(s, 0) == ["Grizzly Bears", "Heart-Piercer Bow"]


def test_201_2_pack_hunt_finds_cards_named_as_the_target(real_db: CardDatabase) -> None:
    """Pack Hunt: "Search your library for up to three cards with the same name as target
    creature, reveal them, put them into your hand, then shuffle." Targeting A's Grizzly
    Bears with three more Grizzly Bears and a Hill Giant in the library: all three Bears go
    to A's hand, the Giant stays."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears", 3)
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Pack Hunt")
    s.set_choice("A", "Grizzly Bears^Grizzly Bears^Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pack Hunt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _names(s, list(s.state.players[0].hand)) == ["Grizzly Bears"] * 3
    assert _library(s, 0) == ["Hill Giant"]


def test_201_2_bifurcate_puts_a_copy_of_an_opponents_creature(real_db: CardDatabase) -> None:
    """Bifurcate: "Search your library for a permanent card with the same name as target
    nontoken creature, put that card onto the battlefield, then shuffle." Targeting B's Hill
    Giant, A puts A's own Hill Giant onto the battlefield under A's control."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Bifurcate")
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bifurcate", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    assert _library(s, 0) == ["Grizzly Bears"]


def test_608_2h_remembrance_finds_the_name_of_the_creature_that_died(
        real_db: CardDatabase) -> None:
    """Remembrance: "Whenever a nontoken creature you control dies, you may search your
    library for a card with the same name as that creature, reveal it, put it into your hand,
    then shuffle." A's Grizzly Bears is destroyed by Murder; the name it had as it last
    existed finds the Grizzly Bears in A's library (not the Hill Giant)."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Remembrance")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.set_choice("A", "yes")
    s.set_choice("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _names(s, list(s.state.players[0].hand)) == ["Grizzly Bears"]
    assert _library(s, 0) == ["Hill Giant"]
    assert _names(s, list(s.state.players[0].graveyard)) == ["Grizzly Bears"]


def _top_first(s: Scenario, player: int) -> list[str]:
    return [s.state.objects[c].card.name for c in reversed(s.state.players[player].library)]


def test_401_4_congregation_at_dawn_puts_three_on_top_in_order(real_db: CardDatabase) -> None:
    """Congregation at Dawn: "Search your library for up to three creature cards, reveal them,
    then shuffle and put those cards on top in any order." A chooses Grizzly Bears, Hill
    Giant, Shivan Dragon (the last chosen on top); after the shuffle the three are the top
    three cards in that order, the two lands below them."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Forest", "Grizzly Bears", "Island", "Hill Giant", "Shivan Dragon"):
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Congregation at Dawn")
    s.set_choice("A", "Grizzly Bears^Hill Giant^Shivan Dragon")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Congregation at Dawn")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    top = _top_first(s, 0)
    assert top[:3] == ["Shivan Dragon", "Hill Giant", "Grizzly Bears"]
    assert sorted(top[3:]) == ["Forest", "Island"]


def test_401_4_long_term_plans_puts_the_card_third_from_the_top(real_db: CardDatabase) -> None:
    """Long-Term Plans: "Search your library for a card, then shuffle and put that card third
    from the top." A finds Shivan Dragon: it is the third of five cards from the top."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Forest", "Grizzly Bears", "Island", "Hill Giant", "Shivan Dragon"):
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Long-Term Plans")
    s.set_choice("A", "Shivan Dragon")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Long-Term Plans")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    top = _top_first(s, 0)
    assert len(top) == 5
    assert top[2] == "Shivan Dragon"


def test_701_19_goblin_recruiter_any_number_of_goblins_on_top(real_db: CardDatabase) -> None:
    """Goblin Recruiter: "When ~ enters the battlefield, search your library for any number of
    Goblin cards, reveal them, then shuffle and put those cards on top in any order." A takes
    both Goblins (Raging Goblin, then Goblin Piker: on top); Forest is the bottom card."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Raging Goblin", "Forest", "Goblin Piker"):
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Goblin Recruiter")
    s.set_choice("A", "Raging Goblin^Goblin Piker")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Goblin Recruiter")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _top_first(s, 0) == ["Goblin Piker", "Raging Goblin", "Forest"]


def test_101_4_jungle_wayfinder_each_player_may_search(real_db: CardDatabase) -> None:
    """Jungle Wayfinder: "When ~ enters the battlefield, each player may search their library
    for a basic land card, reveal it, put it into their hand, then shuffle." A takes Forest;
    B declines: B's hand stays empty and B's two cards stay in B's library."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.remove_all_from_library("B")
    for card in ("Forest", "Grizzly Bears"):
        s.add_card(Zone.LIBRARY, "A", card)
    for card in ("Island", "Hill Giant"):
        s.add_card(Zone.LIBRARY, "B", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Jungle Wayfinder")
    s.set_choice("A", "yes")
    s.set_choice("A", "Forest")
    s.set_choice("B", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Jungle Wayfinder")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _names(s, list(s.state.players[0].hand)) == ["Forest"]
    assert _library(s, 0) == ["Grizzly Bears"]
    assert _names(s, list(s.state.players[1].hand)) == []
    assert _library(s, 1) == ["Hill Giant", "Island"]


def test_101_4_old_growth_dryads_opponent_gets_a_tapped_land(real_db: CardDatabase) -> None:
    """Old-Growth Dryads: "When ~ enters the battlefield, each opponent may search their
    library for a basic land card, put it onto the battlefield tapped, then shuffle." B (the
    opponent) puts Island onto the battlefield tapped under B's control; A isn't asked."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("B")
    for card in ("Island", "Hill Giant"):
        s.add_card(Zone.LIBRARY, "B", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Old-Growth Dryads")
    s.set_choice("B", "yes")
    s.set_choice("B", "Island")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Old-Growth Dryads")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Island", 1)
    s.assert_permanent_count("A", "Island", 0)
    s.assert_tapped("Island", True)
    assert _library(s, 1) == ["Hill Giant"]


def test_101_4_veteran_explorer_both_players_find_two_lands(real_db: CardDatabase) -> None:
    """Veteran Explorer: "When ~ dies, each player may search their library for up to two
    basic land cards, put them onto the battlefield, then shuffle." Killed by B's Murder: A
    puts two Forests onto the battlefield (untapped), B two Swamps."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.remove_all_from_library("B")
    for card in ("Forest", "Forest", "Grizzly Bears"):
        s.add_card(Zone.LIBRARY, "A", card)
    for card in ("Swamp", "Swamp", "Hill Giant"):
        s.add_card(Zone.LIBRARY, "B", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Veteran Explorer")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.set_choice("A", "yes")
    s.set_choice("A", "Forest^Forest")
    s.set_choice("B", "yes")
    s.set_choice("B", "Swamp^Swamp")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["Veteran Explorer"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Forest", 2)
    s.assert_permanent_count("B", "Swamp", 5)
    assert _library(s, 0) == ["Grizzly Bears"]
    assert _library(s, 1) == ["Hill Giant"]
    assert all(not s.state.objects[o].tapped for o in s.state.battlefield
               if s.state.objects[o].card.name == "Forest")


def test_201_2_shared_summons_finds_two_creatures_with_different_names(
        real_db: CardDatabase) -> None:
    """Shared Summons: "Search your library for up to two creature cards with different names,
    reveal them, put them into your hand, then shuffle." A finds Grizzly Bears, then Hill
    Giant; the second Grizzly Bears stays in the library."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Grizzly Bears", "Grizzly Bears", "Hill Giant", "Forest"):
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Shared Summons")
    s.set_choice("A", "Grizzly Bears")
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shared Summons")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _names(s, list(s.state.players[0].hand)) == ["Grizzly Bears", "Hill Giant"]
    assert _library(s, 0) == ["Forest", "Grizzly Bears"]


def test_201_2_shared_summons_offers_no_second_card_of_a_name(real_db: CardDatabase) -> None:
    """After A finds one Grizzly Bears, the next choice offers only cards with another name:
    with only Grizzly Bears in the library, the second choice isn't asked for and one card is
    found."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Shared Summons")
    s.set_choice("A", "Grizzly Bears")
    s.set_choice("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shared Summons")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _names(s, list(s.state.players[0].hand)) == ["Grizzly Bears"]
    assert _library(s, 0) == ["Grizzly Bears"]


def test_701_19_jarads_orders_one_to_hand_the_other_to_graveyard(real_db: CardDatabase) -> None:
    """Jarad's Orders: "Search your library for up to two creature cards and reveal them. Put
    one into your hand and the other into your graveyard. Then shuffle." A chooses Hill
    Giant (hand), then Grizzly Bears (graveyard); Forest stays in the library."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Grizzly Bears", "Forest", "Hill Giant"):
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Jarad's Orders")
    s.set_choice("A", "Hill Giant^Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Jarad's Orders")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _names(s, list(s.state.players[0].hand)) == ["Hill Giant"]
    assert _names(s, list(s.state.players[0].graveyard)) == ["Grizzly Bears", "Jarad's Orders"]
    assert _library(s, 0) == ["Forest"]


def test_701_19a_final_parting_must_find_two_cards(real_db: CardDatabase) -> None:
    """Final Parting: "Search your library for two cards. Put one into your hand and the other
    into your graveyard. Then shuffle." With no quality stated, two cards must be found
    (701.19a): the search offers at least two; A puts Shivan Dragon into the hand and Hill
    Giant into the graveyard."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Hill Giant", "Forest", "Shivan Dragon"):
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Final Parting")
    s.set_choice("A", "Shivan Dragon^Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Final Parting")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _names(s, list(s.state.players[0].hand)) == ["Shivan Dragon"]
    assert _names(s, list(s.state.players[0].graveyard)) == ["Final Parting", "Hill Giant"]
    assert _library(s, 0) == ["Forest"]


def _birthing_pod(real_db: CardDatabase, pick: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Centaur Courser", "Hill Giant", "Shivan Dragon"):
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Birthing Pod")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.set_choice("A", "Grizzly Bears")  # (what the cost sacrifices)
    s.set_choice("A", pick)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{G/P}")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_202_3_birthing_pod_finds_mana_value_one_more(real_db: CardDatabase) -> None:
    """Birthing Pod: "{1}{G/P}, {T}, Sacrifice a creature: Search your library for a creature
    card with mana value equal to 1 plus the sacrificed creature's mana value, put that card
    onto the battlefield, then shuffle." Sacrificing Grizzly Bears (mana value 2) finds
    Centaur Courser (mana value 3)."""
    s = _birthing_pod(real_db, "Centaur Courser")
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_permanent_count("A", "Centaur Courser", 1)
    assert _library(s, 0) == ["Hill Giant", "Shivan Dragon"]


def test_608_2h_birthing_pod_offers_no_other_mana_value(real_db: CardDatabase) -> None:
    """Hill Giant (mana value 4) isn't offered: answering it finds nothing else but Centaur
    Courser, the only card of mana value 3, and Hill Giant stays in the library."""
    s = _birthing_pod(real_db, "Hill Giant")
    s.assert_permanent_count("A", "Hill Giant", 0)
    assert "Hill Giant" in _library(s, 0)


def test_202_3_beseech_the_queen_counts_lands(real_db: CardDatabase) -> None:
    """Beseech the Queen: "Search your library for a card with mana value less than or equal
    to the number of lands you control, reveal it, put it into your hand, then shuffle." With
    four lands A may take Hill Giant (mana value 4)."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Hill Giant", "Shivan Dragon"):
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Beseech the Queen")
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Beseech the Queen")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _names(s, list(s.state.players[0].hand)) == ["Hill Giant"]
    assert _library(s, 0) == ["Shivan Dragon"]


def test_608_2h_beseech_the_queen_finds_nothing_too_big(real_db: CardDatabase) -> None:
    """With three lands, Hill Giant (4) and Shivan Dragon (6) are both too big: nothing is
    found."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Hill Giant", "Shivan Dragon"):
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Beseech the Queen")
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Beseech the Queen")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _names(s, list(s.state.players[0].hand)) == []
    assert _library(s, 0) == ["Hill Giant", "Shivan Dragon"]


def test_608_2h_boundless_realms_counts_lands_as_it_resolves(real_db: CardDatabase) -> None:
    """Boundless Realms: "Search your library for up to X basic land cards, where X is the
    number of lands you control, put them onto the battlefield tapped, then shuffle." With
    seven lands, A may find up to seven: the library's three Forests all enter tapped (ten
    lands), Grizzly Bears stays."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Forest", "Forest", "Grizzly Bears", "Forest"):
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 7)
    s.add_card(Zone.HAND, "A", "Boundless Realms")
    s.set_choice("A", "Forest^Forest^Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Boundless Realms")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Forest", 10)
    assert sum(1 for o in s.state.battlefield if s.state.objects[o].tapped) == 10
    assert _library(s, 0) == ["Grizzly Bears"]


def test_608_2h_rampant_rejuvenator_finds_as_many_as_its_last_power(
        real_db: CardDatabase) -> None:
    """Rampant Rejuvenator (enters with two +1/+1 counters): "When ~ dies, search your library
    for up to X basic land cards, where X is ~'s power, put them onto the battlefield, then
    shuffle." Destroyed as a 2/2, X is its power as it last existed (2): of three Forests A
    may put only two onto the battlefield, untapped."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Rampant Rejuvenator", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.set_choice("A", "Forest^Forest^Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["Rampant Rejuvenator"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Forest", 2)
    assert _library(s, 0) == ["Forest"]


def _planar_bridge(real_db: CardDatabase, with_creature: bool) -> Scenario:
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Pacifism")
    s.add_card(Zone.LIBRARY, "A", "Forest")
    if with_creature:
        s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Planar Bridge")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 8)
    s.set_choice("A", "Pacifism")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{8}, {T}")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_303_4f_planar_bridge_aura_enchants_what_is_chosen(real_db: CardDatabase) -> None:
    """Planar Bridge: "{8}, {T}: Search your library for a permanent card, put it onto the
    battlefield, then shuffle." A finds Pacifism: put onto the battlefield (not cast), it
    enchants what A chooses as it enters (303.4f), B's Hill Giant, the only creature."""
    s = _planar_bridge(real_db, with_creature=True)
    s.assert_permanent_count("A", "Pacifism", 1)
    aura = next(o for o in s.state.battlefield if s.state.objects[o].card.name == "Pacifism")
    target = s.state.objects[aura].attached_to
    assert s.state.objects[target].card.name == "Hill Giant"
    assert _library(s, 0) == ["Forest"]


def test_303_4g_planar_bridge_aura_with_nothing_to_enchant_stays(real_db: CardDatabase) -> None:
    """With no creature on the battlefield, Pacifism can't enter (303.4g): it stays in A's
    library."""
    s = _planar_bridge(real_db, with_creature=False)
    s.assert_permanent_count("A", "Pacifism", 0)
    assert _library(s, 0) == ["Forest", "Pacifism"]


def test_208_1_recruiter_of_the_guard_finds_toughness_two_or_less(real_db: CardDatabase) -> None:
    """Recruiter of the Guard: "When ~ enters the battlefield, you may search your library for
    a creature card with toughness 2 or less, reveal it, put it into your hand, then shuffle."
    A takes Grizzly Bears (2/2); Hill Giant (3/3) isn't offered and stays."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Hill Giant", "Grizzly Bears"):
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Recruiter of the Guard")
    s.set_choice("A", "yes")
    s.set_choice("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Recruiter of the Guard")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _names(s, list(s.state.players[0].hand)) == ["Grizzly Bears"]
    assert _library(s, 0) == ["Hill Giant"]
    search = [e for e in s.state.log if e[0] == "search"]
    assert search == [("search", 0, 1)]


def _frostpyre(real_db: CardDatabase, graveyard: list[str]) -> Scenario:
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Shock", "Lightning Bolt", "Grizzly Bears"):
        s.add_card(Zone.LIBRARY, "A", card)
    for card in graveyard:
        s.add_card(Zone.GRAVEYARD, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.HAND, "A", "Frostpyre Arcanist")
    s.set_choice("A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Frostpyre Arcanist")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_201_2_frostpyre_arcanist_finds_a_name_in_the_graveyard(real_db: CardDatabase) -> None:
    """Frostpyre Arcanist (XMage's test): "When ~ enters the battlefield, search your library
    for an instant or sorcery card with the same name as a card in your graveyard, reveal it,
    put it into your hand, then shuffle." With Lightning Bolt in A's graveyard, A takes the
    Lightning Bolt from the library; Shock (no Shock in the graveyard) stays."""
    s = _frostpyre(real_db, ["Lightning Bolt", "Grizzly Bears"])
    assert _names(s, list(s.state.players[0].hand)) == ["Lightning Bolt"]
    assert _library(s, 0) == ["Grizzly Bears", "Shock"]


def test_201_2_frostpyre_arcanist_finds_nothing_without_a_name(real_db: CardDatabase) -> None:
    """With only Grizzly Bears in the graveyard (a creature: the search is for an instant or
    sorcery), nothing is found: all three cards stay in the library."""
    s = _frostpyre(real_db, ["Grizzly Bears"])
    assert _names(s, list(s.state.players[0].hand)) == []
    assert _library(s, 0) == ["Grizzly Bears", "Lightning Bolt", "Shock"]


def test_201_2_pattern_matcher_finds_another_creatures_name(real_db: CardDatabase) -> None:
    """Pattern Matcher: "When ~ enters the battlefield, you may search your library for a card
    with the same name as another creature you control, reveal it, put it into your hand, then
    shuffle." With Grizzly Bears on A's battlefield, A finds the Grizzly Bears in the library,
    not the Hill Giant."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Hill Giant", "Grizzly Bears"):
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.HAND, "A", "Pattern Matcher")
    s.set_choice("A", "yes")
    s.set_choice("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pattern Matcher")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _names(s, list(s.state.players[0].hand)) == ["Grizzly Bears"]
    assert _library(s, 0) == ["Hill Giant"]


def test_701_19_elspeth_puts_sunlit_hoplite_onto_the_battlefield(real_db: CardDatabase) -> None:
    """Elspeth, Undaunted Hero: "[−2]: Search your library and/or graveyard for a card named
    Sunlit Hoplite and put it onto the battlefield. If you search your library this way,
    shuffle." A searches the library too and puts the library's Sunlit Hoplite onto the
    battlefield; Elspeth's loyalty goes from 5 to 3."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Grizzly Bears", "Sunlit Hoplite"):
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Elspeth, Undaunted Hero")
    s.set_choice("A", "yes")
    s.set_choice("A", "Sunlit Hoplite")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "[−2]")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Sunlit Hoplite", 1)
    s.assert_counter_count("A", "Elspeth, Undaunted Hero", "loyalty", 3)
    assert _library(s, 0) == ["Grizzly Bears"]


def test_701_19_dark_supplicant_may_find_scion_in_the_hand(real_db: CardDatabase) -> None:
    """Dark Supplicant: "{T}, Sacrifice three Clerics: Search your graveyard, hand, and/or
    library for a card named Scion of Darkness and put it onto the battlefield. If you search
    your library this way, shuffle." A doesn't search the library and puts the Scion of
    Darkness from A's hand onto the battlefield."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dark Supplicant")
    s.add_card(Zone.BATTLEFIELD, "A", "Cleric of the Forward Order", 2)
    s.add_card(Zone.HAND, "A", "Scion of Darkness")
    s.set_choice("A", "Dark Supplicant^Cleric of the Forward Order^Cleric of the Forward Order")
    s.set_choice("A", "no")
    s.set_choice("A", "Scion of Darkness")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice three Clerics")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Scion of Darkness", 1)
    s.assert_permanent_count("A", "Dark Supplicant", 0)
    assert _names(s, list(s.state.players[0].hand)) == []


def test_205_2a_circuitous_route_finds_a_land_and_a_gate(real_db: CardDatabase) -> None:
    """Circuitous Route: "Search your library for up to two basic land cards and/or Gate
    cards, put them onto the battlefield tapped, then shuffle." A finds Forest and Azorius
    Guildgate: both enter tapped; Grizzly Bears stays."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Forest", "Grizzly Bears", "Azorius Guildgate"):
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Circuitous Route")
    s.set_choice("A", "Forest^Azorius Guildgate")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Circuitous Route")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Forest", 5)
    s.assert_permanent_count("A", "Azorius Guildgate", 1)
    s.assert_tapped("Azorius Guildgate", True)
    assert _library(s, 0) == ["Grizzly Bears"]


def test_114_garruk_unleashed_emblem_searches_at_end_step(real_db: CardDatabase) -> None:
    """Garruk, Unleashed: "[−7]: You get an emblem with "At the beginning of your end step, you
    may search your library for a creature card, put it onto the battlefield, then shuffle."
    (the quoted ability's ", then shuffle" is part of the emblem's one ability). At A's end
    step the emblem's trigger puts Hill Giant onto the battlefield; Forest stays."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Forest", "Hill Giant"):
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Garruk, Unleashed", counters={"loyalty": 7})
    s.set_choice("A", "yes")
    s.set_choice("A", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "[−7]")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    assert _library(s, 0) == ["Forest"]


def test_107_3a_uncage_the_menagerie_x_creatures_of_mana_value_x(real_db: CardDatabase) -> None:
    """Uncage the Menagerie: "Search your library for up to X creature cards with different
    names that each have mana value X, reveal them, put them into your hand, then shuffle."
    With X=2, A finds Grizzly Bears and Runeclaw Bear (mana value 2, two names); the second
    Grizzly Bears and Hill Giant (mana value 4) stay."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Grizzly Bears", "Grizzly Bears", "Runeclaw Bear", "Hill Giant"):
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Uncage the Menagerie")
    s.set_choice("A", "X=2")
    s.set_choice("A", "Grizzly Bears")
    s.set_choice("A", "Runeclaw Bear")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Uncage the Menagerie")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _names(s, list(s.state.players[0].hand)) == ["Grizzly Bears", "Runeclaw Bear"]
    assert _library(s, 0) == ["Grizzly Bears", "Hill Giant"]


def test_202_3_grozoth_finds_cards_of_mana_value_nine(real_db: CardDatabase) -> None:
    """Grozoth: "When ~ enters the battlefield, you may search your library for any number of
    cards that have mana value 9, reveal them, put them into your hand, then shuffle." A takes
    Inkwell Leviathan (mana value 9); Hill Giant isn't one of them."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Hill Giant", "Inkwell Leviathan"):
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 9)
    s.add_card(Zone.HAND, "A", "Grozoth")
    s.set_choice("A", "yes")
    s.set_choice("A", "Inkwell Leviathan")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grozoth")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _names(s, list(s.state.players[0].hand)) == ["Inkwell Leviathan"]
    assert _library(s, 0) == ["Hill Giant"]


def test_205_3i_myriad_landscape_two_lands_sharing_a_type(real_db: CardDatabase) -> None:
    """Myriad Landscape: "{2}, {T}, Sacrifice ~: Search your library for up to two basic land
    cards that share a land type, put them onto the battlefield tapped, then shuffle." After
    a Forest, the Island (no land type in common) isn't offered: A's second answer "Island"
    finds nothing more, and only one Forest enters (tapped)."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Forest", "Island"):
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Myriad Landscape")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.set_choice("A", "Forest")
    s.set_choice("A", "Island")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}, Sacrifice")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Forest", 1)
    s.assert_permanent_count("A", "Island", 0)
    s.assert_tapped("Forest", True)
    assert _library(s, 0) == ["Island"]


def test_205_3i_myriad_landscape_two_forests(real_db: CardDatabase) -> None:
    """Two Forests share a land type: both enter tapped."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Forest", "Island", "Forest"):
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Myriad Landscape")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.set_choice("A", "Forest")
    s.set_choice("A", "Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}, Sacrifice")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Forest", 2)
    assert _library(s, 0) == ["Island"]


def test_201_2_nissa_revane_finds_nissas_chosen(real_db: CardDatabase) -> None:
    """Nissa Revane: "[+1]: Search your library for a card named Nissa's Chosen, put it onto
    the battlefield, then shuffle." A puts Nissa's Chosen onto the battlefield (Grizzly Bears
    isn't offered); Nissa's loyalty goes from 2 to 3."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Grizzly Bears", "Nissa's Chosen"):
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Nissa Revane")
    s.set_choice("A", "Nissa's Chosen")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "[+1]")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Nissa's Chosen", 1)
    s.assert_counter_count("A", "Nissa Revane", "loyalty", 3)
    assert _library(s, 0) == ["Grizzly Bears"]
