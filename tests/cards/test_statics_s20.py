"""Static abilities, permissions and restrictions made to play in session 20: each played with
exact figures and the rule it cites, with a case where the rule must not apply."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ 601.3: "During each of your
# turns, you may cast a creature spell from your graveyard." (once each turn, per permanent)


def _karador(db: CardDatabase) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Karador, Ghost Chieftain")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Silvercoat Lion")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    return s


def test_601_3_karador_casts_one_creature_from_graveyard(real_db: CardDatabase) -> None:
    """Karador: A casts Silvercoat Lion from the graveyard (its mana cost, {1}{W}); it enters
    the battlefield, and the graveyard keeps Grizzly Bears."""
    _compiled(real_db, "Karador, Ghost Chieftain")
    s = _karador(real_db)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Silvercoat Lion")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Silvercoat Lion", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    tapped = [o.tapped for o in s.state.objects.values()
              if o.zone is Zone.BATTLEFIELD and o.card.name in ("Plains", "Forest")]
    assert sorted(tapped) == [False] * 4 + [True] * 2  # its mana cost, {1}{W}


def test_601_3_karador_only_one_each_turn(real_db: CardDatabase) -> None:
    """A second creature spell from the graveyard the same turn is refused (one spell each
    turn): Grizzly Bears stays in the graveyard."""
    s = _karador(real_db)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Silvercoat Lion")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_601_3_karador_again_next_turn(real_db: CardDatabase) -> None:
    """The permission is renewed each of A's turns: Lion on turn 1, Bears on turn 3."""
    s = _karador(real_db)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Silvercoat Lion")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Silvercoat Lion", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_601_3_karador_not_during_opponents_turn(real_db: CardDatabase) -> None:
    """Not during B's turn (611.3a: "during each of your turns"), even a creature with flash:
    Ambush Viper stays in A's graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Karador, Ghost Chieftain")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Ambush Viper")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Ambush Viper")
    s.stop_at(2, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_601_3_karador_flash_creature_in_own_turn(real_db: CardDatabase) -> None:
    """During A's own turn a creature with flash may be cast any time A has priority (601.3
    gives only the permission; its timing is its own): Ambush Viper in A's upkeep."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Karador, Ghost Chieftain")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Ambush Viper")
    s.cast_spell(3, Step.UPKEEP, "A", "Ambush Viper")
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Ambush Viper", 1)


def test_601_3_karador_not_a_noncreature_spell(real_db: CardDatabase) -> None:
    """Only creature spells: Lightning Bolt in A's graveyard can't be cast."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Karador, Ghost Chieftain")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_601_3_gisa_and_geralf_zombies_only(real_db: CardDatabase) -> None:
    """Gisa and Geralf: a Zombie creature spell (Walking Corpse) may be cast from A's
    graveyard; a non-Zombie one (Grizzly Bears) may not."""
    _compiled(real_db, "Gisa and Geralf")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gisa and Geralf")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Walking Corpse")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Walking Corpse")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Walking Corpse", 1)
    bad = Scenario(cards=real_db)
    bad.add_card(Zone.BATTLEFIELD, "A", "Gisa and Geralf")
    bad.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    bad.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    bad.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    bad.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        bad.execute()


def test_601_3_lurrus_permanent_mana_value_two_or_less(real_db: CardDatabase) -> None:
    """Lurrus of the Dream-Den: a permanent spell with mana value 2 or less (Ornithopter, an
    artifact) from A's graveyard; then no second one that turn (Memnite stays)."""
    _compiled(real_db, "Lurrus of the Dream-Den")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lurrus of the Dream-Den")
    s.add_card(Zone.GRAVEYARD, "A", "Ornithopter")
    s.add_card(Zone.GRAVEYARD, "A", "Memnite")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ornithopter")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Ornithopter", 1)
    s.assert_graveyard_count("A", "Memnite", 1)
    again = Scenario(cards=real_db)
    again.add_card(Zone.BATTLEFIELD, "A", "Lurrus of the Dream-Den")
    again.add_card(Zone.GRAVEYARD, "A", "Ornithopter")
    again.add_card(Zone.GRAVEYARD, "A", "Memnite")
    again.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ornithopter")
    again.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Memnite")
    again.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        again.execute()


def test_601_3_lurrus_not_mana_value_three(real_db: CardDatabase) -> None:
    """Not a permanent spell with mana value 3 (Hill Giant), nor an instant (Shock)."""
    for card, lands, targets in (("Hill Giant", 4, []), ("Shock", 1, ["B"])):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Lurrus of the Dream-Den")
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", lands)
        s.add_card(Zone.GRAVEYARD, "A", card)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", card, targets=targets)
        s.stop_at(1, Step.END_TURN)
        with pytest.raises(ScenarioError):
            s.execute()


def test_601_3_two_permissions_two_spells(real_db: CardDatabase) -> None:
    """Karador and Lurrus are two permissions (one spell each): Grizzly Bears and Memnite
    both from A's graveyard the same turn."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Karador, Ghost Chieftain")
    s.add_card(Zone.BATTLEFIELD, "A", "Lurrus of the Dream-Den")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Memnite")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Memnite")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Memnite", 1)


def test_601_3_flashback_card_keeps_its_own_way(real_db: CardDatabase) -> None:
    """Karador's permission is for creature spells: Think Twice (an instant with flashback
    {2}{U}) is cast from the graveyard only by its flashback; with two Islands, it can't be."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Karador, Ghost Chieftain")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Think Twice")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Think Twice")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()


# ------------------------------------------------------------------ 402.2, 613.11: a maximum hand
# size set to a number, applied in timestamp order with the others


def _rack(db: CardDatabase, spellbook_first: bool | None) -> Scenario:
    """A casts Cursed Rack (choosing B) on turn 1; B, with six cards in hand, draws to seven
    on turn 2 and discards in that turn's cleanup (514.1). `spellbook_first`: B's Spellbook
    ("You have no maximum hand size.") is on the battlefield before the Rack (True) or cast by
    B after it (False)."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Cursed Rack")
    s.add_card(Zone.HAND, "B", "Grizzly Bears", 6)
    if spellbook_first:
        s.add_card(Zone.BATTLEFIELD, "B", "Spellbook")
    elif spellbook_first is False:
        s.add_card(Zone.HAND, "B", "Spellbook")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Spellbook")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cursed Rack")
    s.set_choice("A", "B")
    s.stop_at(3, Step.UPKEEP)
    return s


def test_402_2_cursed_rack_chosen_player_discards_to_four(real_db: CardDatabase) -> None:
    """Cursed Rack: "The chosen player's maximum hand size is four." B discards 3 of 7."""
    _compiled(real_db, "Cursed Rack")
    s = _rack(real_db, None)
    s.execute()
    s.assert_hand_count("B", 4)
    s.assert_graveyard_count("B", "Grizzly Bears", 3)


def test_402_2_cursed_rack_not_its_controller(real_db: CardDatabase) -> None:
    """Only the chosen player: A (its controller), with nine cards after drawing on turn 3,
    discards only to seven (the usual figure) at turn 3's cleanup."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Cursed Rack")
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 8)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cursed Rack")
    s.set_choice("A", "B")
    s.stop_at(4, Step.UPKEEP)
    s.execute()
    s.assert_hand_count("A", 7)


def test_613_11_hand_size_timestamp_order(real_db: CardDatabase) -> None:
    """613.11: applied in timestamp order. B's Spellbook before the Rack: the Rack's "four"
    is later and wins (B discards to 4); Spellbook cast by B after the Rack: no maximum (B
    keeps its 7 cards: 6 Bears and Spellbook, plus the card drawn, minus Spellbook cast)."""
    s = _rack(real_db, True)
    s.execute()
    s.assert_hand_count("B", 4)
    later = _rack(real_db, False)
    later.execute()
    later.assert_hand_count("B", 7)


# ------------------------------------------------------------------ 104.3b, 704.5a: "You don't lose
# the game for having 0 or less life."; 702.90b: damage as though its source had infect


def _unlife(db: CardDatabase, with_unlife: bool) -> Scenario:
    s = Scenario(cards=db)
    if with_unlife:
        s.add_card(Zone.BATTLEFIELD, "A", "Phyrexian Unlife")
    s.set_life("A", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    return s


def test_704_5a_phyrexian_unlife_zero_life_no_loss(real_db: CardDatabase) -> None:
    """Phyrexian Unlife: Bolt takes A from 2 to -1 life and A doesn't lose; the second Bolt,
    with A at 0 or less life, gives A 3 poison counters (702.90b) and no life loss."""
    _compiled(real_db, "Phyrexian Unlife")
    s = _unlife(real_db, True)
    s.execute()
    s.assert_not_lost("A")
    s.assert_life("A", -1)
    s.assert_player_counters("A", "poison", 3)


def test_704_5a_without_unlife_a_loses(real_db: CardDatabase) -> None:
    """Without it, A at -1 life loses the game (704.5a)."""
    s = Scenario(cards=real_db)
    s.set_life("A", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_lost("A")


def test_702_90b_unlife_not_above_zero_life(real_db: CardDatabase) -> None:
    """At more than 0 life, damage is life loss as usual: from 10, two Bolts leave A at 4 with
    no poison counters."""
    s = _unlife(real_db, True)
    s.set_life("A", 10)
    s.execute()
    s.assert_life("A", 4)
    s.assert_player_counters("A", "poison", 0)


def test_704_5c_unlife_poison_still_loses(real_db: CardDatabase) -> None:
    """The other state-based actions still apply: at 0 life with 8 poison counters, a Bolt
    gives 3 more and A loses for ten or more poison counters (704.5c)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Phyrexian Unlife")
    s.set_life("A", 0)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.state.players[0].counters.update(poison=8))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_lost("A")


# ------------------------------------------------------------------ 702.75: hideaway; 607.2a: "the
# exiled card" of the permanent's other abilities


def _hideaway(db: CardDatabase, land: str, library: list[str], exile: str) -> Scenario:
    """A plays `land` on turn 1 with `library` on top of six Islands (the last named on top);
    hideaway exiles `exile`. A's library is small: "a library has twenty or fewer cards"."""
    s = Scenario(cards=db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Island", 6)
    for name in library:
        s.add_card(Zone.LIBRARY, "A", name)
    s.add_card(Zone.HAND, "A", land)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", land)
    s.set_choice("A", exile)
    return s


def test_702_75_shelldock_isle_enters_tapped_hides_one(real_db: CardDatabase) -> None:
    """Shelldock Isle (printed "Hideaway": 702.75b, Hideaway 4 and enters tapped): it is
    tapped; of the top four cards, Grizzly Bears is exiled, the other three go to the bottom
    (the two Islands below them now on top): A's library keeps 6 + 3 = 9 cards."""
    _compiled(real_db, "Shelldock Isle")
    s = _hideaway(real_db, "Shelldock Isle", ["Grizzly Bears", "Shock", "Ornithopter",
                                                "Hill Giant"], "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_tapped("Shelldock Isle", True)
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_library_count("A", 9)
    lib = s.state.players[0].library
    assert s.state.objects[lib[-1]].card.name == "Island"  # the three went to the bottom
    assert {s.state.objects[c].card.name for c in lib[:3]} == {"Shock", "Ornithopter",
                                                              "Hill Giant"}


def test_702_75a_hidden_card_only_its_controller_sees(real_db: CardDatabase) -> None:
    """702.75a: the card is exiled face down; the player who controls Shelldock Isle may look
    at it, the opponent sees a nameless card."""
    from mtg_engine.observe import observe

    s = _hideaway(real_db, "Shelldock Isle", ["Grizzly Bears", "Shock", "Ornithopter",
                                                "Hill Giant"], "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    exiled = [o for o in s.state.objects.values() if o.zone is Zone.EXILE]
    assert len(exiled) == 1
    views = {v: next(o for o in observe(s.game, v)["objects"] if o["id"] == exiled[0].id)
             for v in (0, 1)}
    assert views[0]["card"] == "Grizzly Bears"
    assert views[1]["card"] == ""


def test_607_2a_shelldock_isle_plays_the_exiled_card(real_db: CardDatabase) -> None:
    """Turn 3: "{U}, {T}: You may play the exiled card without paying its mana cost if a
    library has twenty or fewer cards in it." Grizzly Bears is cast without paying its mana
    cost: only the Island and Shelldock Isle are tapped, the Bears are on the battlefield."""
    s = _hideaway(real_db, "Shelldock Isle", ["Grizzly Bears", "Shock", "Ornithopter",
                                                "Hill Giant"], "Grizzly Bears")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{U}, {T}: You may play the exiled card")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_exile_count("Grizzly Bears", 0)


def test_607_2a_spinerock_knoll_condition_false(real_db: CardDatabase) -> None:
    """Spinerock Knoll: "... if an opponent was dealt 7 or more damage this turn": B was dealt
    none, so the ability does nothing and Grizzly Bears stays exiled."""
    _compiled(real_db, "Spinerock Knoll")
    s = _hideaway(real_db, "Spinerock Knoll", ["Grizzly Bears", "Shock", "Ornithopter",
                                                 "Hill Giant"], "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{R}, {T}: You may play the exiled card")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_exile_count("Grizzly Bears", 1)


def test_305_2_hideaway_land_is_a_land_play(real_db: CardDatabase) -> None:
    """The exiled card is a land (Forest): played by the ability on turn 3 it is A's land
    play (305.2); a second land (Plains from the hand) can't be played that turn."""
    s = _hideaway(real_db, "Shelldock Isle", ["Forest", "Shock", "Ornithopter", "Hill Giant"],
                  "Forest")
    s.add_card(Zone.HAND, "A", "Plains")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{U}, {T}: You may play the exiled card")
    s.play_land(3, Step.POSTCOMBAT_MAIN, "A", "Plains")
    s.stop_at(3, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()
    assert s.state.players[0].lands_played == 1
    s.assert_permanent_count("A", "Forest", 1)


def test_305_2_hideaway_land_not_after_land_play(real_db: CardDatabase) -> None:
    """With A's land play used (Plains first), the exiled Forest can't be played: it stays
    exiled."""
    s = _hideaway(real_db, "Shelldock Isle", ["Forest", "Shock", "Ornithopter", "Hill Giant"],
                  "Forest")
    s.add_card(Zone.HAND, "A", "Plains")
    s.play_land(3, Step.PRECOMBAT_MAIN, "A", "Plains")
    s.activate_ability(3, Step.POSTCOMBAT_MAIN, "A", "{U}, {T}: You may play the exiled card")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Forest", 0)
    s.assert_exile_count("Forest", 1)


def test_607_2a_watcher_for_tomorrow_leaves_card_to_hand(real_db: CardDatabase) -> None:
    """Watcher for Tomorrow (Hideaway, enters tapped): Shock kills it; "When ~ leaves the
    battlefield, put the exiled card into its owner's hand." Ornithopter goes to A's hand."""
    _compiled(real_db, "Watcher for Tomorrow")
    s = Scenario(cards=real_db)
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Ornithopter")
    s.add_card(Zone.HAND, "A", "Watcher for Tomorrow")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Watcher for Tomorrow")
    s.set_choice("A", "Ornithopter")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Watcher for Tomorrow"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Watcher for Tomorrow", 1)
    s.assert_hand_count("A", 1)
    s.assert_exile_count("Ornithopter", 0)
    assert s.state.objects[s.state.players[0].hand[0]].card.name == "Ornithopter"


def test_702_75a_fight_rigging_hideaway_five(real_db: CardDatabase) -> None:
    """Fight Rigging (Hideaway 5): at the beginning of combat, a +1/+1 counter on Craw Wurm
    (6/4 -> 7/5); A controls a creature with power 7 or greater, so A may play the exiled
    Grizzly Bears without paying its mana cost."""
    _compiled(real_db, "Fight Rigging")
    s = Scenario(cards=real_db)
    for name in ("Shock", "Ornithopter", "Hill Giant", "Grizzly Bears", "Island"):
        s.add_card(Zone.LIBRARY, "A", name)
    s.add_card(Zone.HAND, "A", "Fight Rigging")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fight Rigging")
    s.set_choice("A", "Grizzly Bears")
    s.add_target("A", "Craw Wurm")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Craw Wurm", 7, 5)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_702_75a_smugglers_buggy_cast_then_return(real_db: CardDatabase) -> None:
    """Smuggler's Buggy (Hideaway 4, crewed by Grizzly Bears) deals 5 combat damage to B;
    A casts the exiled Hill Giant without paying its mana cost, and so the Buggy returns to
    A's hand ("If you do")."""
    _compiled(real_db, "Smuggler's Buggy")
    s = Scenario(cards=real_db)
    for name in ("Shock", "Ornithopter", "Hill Giant", "Memnite"):
        s.add_card(Zone.LIBRARY, "A", name)
    s.add_card(Zone.HAND, "A", "Smuggler's Buggy")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Smuggler's Buggy")
    s.set_choice("A", "Hill Giant")
    s.activate_ability(3, Step.BEGIN_COMBAT, "A", "Crew 2")
    s.attack(3, "A", "Smuggler's Buggy")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 15)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Smuggler's Buggy", 0)
    s.assert_hand_count("A", 2)  # the Buggy and turn 3's draw


# ------------------------------------------------------------------ 601.3, 305.1: Muldrotha, one
# land and one permanent spell of each permanent type from the graveyard each turn


def _muldrotha(db: CardDatabase) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Muldrotha, the Gravetide")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    for name in ("Island", "Grizzly Bears", "Ornithopter", "Memnite", "Hill Giant"):
        s.add_card(Zone.GRAVEYARD, "A", name)
    return s


def test_601_3_muldrotha_land_and_each_type(real_db: CardDatabase) -> None:
    """Muldrotha: from A's graveyard, Island played (A's land play), Grizzly Bears cast (the
    creature use) and Ornithopter cast (an artifact creature: the artifact use left)."""
    _compiled(real_db, "Muldrotha, the Gravetide")
    s = _muldrotha(real_db)
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Island")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Ornithopter")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    for name in ("Island", "Grizzly Bears", "Ornithopter"):
        s.assert_permanent_count("A", name, 1)
    assert s.state.players[0].lands_played == 1


def test_601_3_muldrotha_one_use_per_type(real_db: CardDatabase) -> None:
    """With the creature and artifact uses spent (Bears, then Ornithopter), Memnite (an
    artifact creature) can't be cast from the graveyard that turn."""
    s = _muldrotha(real_db)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ornithopter")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Memnite")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_graveyard_count("A", "Memnite", 1)


def test_601_3_muldrotha_type_choice_offered(real_db: CardDatabase) -> None:
    """An artifact creature (Ornithopter) may be cast with either use: the legal actions offer
    both (CastSpell.permission_slot), and casting it with the artifact use leaves the creature
    use for Grizzly Bears."""
    from mtg_engine.actions import CastSpell, PassPriority

    s = _muldrotha(real_db)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    g = s.game
    g.resume()

    def named(name: str) -> int:
        return next(c for c in s.state.players[0].graveyard
                    if s.state.objects[c].card.name == name)

    orni, bears = named("Ornithopter"), named("Grizzly Bears")
    ways = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == orni]
    assert len({a.permission_slot for a in ways}) == 2
    by_artifact = min(ways, key=lambda a: a.permission_slot)  # (artifact 1 < creature 2)
    g.apply(by_artifact)
    g.apply(PassPriority())
    g.apply(PassPriority())  # Ornithopter resolves
    s.assert_permanent_count("A", "Ornithopter", 1)
    assert any(isinstance(a, CastSpell) and a.card == bears for a in g.legal_actions())


def test_305_1_muldrotha_not_opponents_turn(real_db: CardDatabase) -> None:
    """Not during B's turn: Ornithopter stays in A's graveyard on turn 2."""
    s = _muldrotha(real_db)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Ornithopter")
    s.stop_at(2, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_715_3_karador_not_an_adventure_from_graveyard(real_db: CardDatabase) -> None:
    """Karador's permission is for creature spells: Bonecrusher Giant may be cast from A's
    graveyard as the creature, not as its Adventure, Stomp (an instant, 715.3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Karador, Ghost Chieftain")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Bonecrusher Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Stomp", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()
    ok = Scenario(cards=real_db)
    ok.add_card(Zone.BATTLEFIELD, "A", "Karador, Ghost Chieftain")
    ok.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    ok.add_card(Zone.GRAVEYARD, "A", "Bonecrusher Giant")
    ok.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bonecrusher Giant")
    ok.stop_at(1, Step.END_TURN)
    ok.execute()
    ok.assert_permanent_count("A", "Bonecrusher Giant", 1)


# ------------------------------------------------------------------ 509.1b, 611.2c: "Target
# opponent chooses a creature they control. Other creatures they control can't block this turn."


def test_509_1b_goblin_war_cry_only_the_chosen_blocks(real_db: CardDatabase) -> None:
    """Goblin War Cry: B chooses Grizzly Bears; B's Hill Giant can't block this turn, the
    Bears may: A's two attacking Raging Goblins, one blocked by the Bears, deal 1 to B."""
    _compiled(real_db, "Goblin War Cry")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Raging Goblin", 2)
    s.add_card(Zone.HAND, "A", "Goblin War Cry")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Goblin War Cry", targets=["B"])
    s.set_choice("B", "Grizzly Bears")
    s.attack(1, "A", "Raging Goblin")
    s.attack(1, "A", "Raging Goblin")
    s.block(1, "B", "Grizzly Bears", "Raging Goblin")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_graveyard_count("A", "Raging Goblin", 1)


def test_611_2c_goblin_war_cry_the_others_cant_block(real_db: CardDatabase) -> None:
    """Hill Giant (not chosen) can't block: the block is refused."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Raging Goblin")
    s.add_card(Zone.HAND, "A", "Goblin War Cry")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Goblin War Cry", targets=["B"])
    s.set_choice("B", "Grizzly Bears")
    s.attack(1, "A", "Raging Goblin")
    s.block(1, "B", "Hill Giant", "Raging Goblin")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()


# ------------------------------------------------------------------ 702.16b-e: a player's protection
# from the chosen card name


def _halo(db: CardDatabase, name: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.HAND, "A", "Runed Halo")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Runed Halo")
    s.set_choice("A", name)
    return s


def test_702_16b_runed_halo_cant_be_targeted_by_the_name(real_db: CardDatabase) -> None:
    """Runed Halo naming Lightning Bolt: B's Lightning Bolt can't target A (702.16b)."""
    _compiled(real_db, "Runed Halo")
    s = _halo(real_db, "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_life("A", 20)


def test_702_16b_runed_halo_other_names_still_target(real_db: CardDatabase) -> None:
    """Another name (Shock) still targets A: 2 damage, A at 18."""
    s = _halo(real_db, "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 18)


def test_702_16e_runed_halo_prevents_damage_from_the_name(real_db: CardDatabase) -> None:
    """Naming Grizzly Bears: B's unblocked Grizzly Bears deal A no combat damage (702.16e);
    B's Hill Giant, attacking too, deals 3."""
    s = _halo(real_db, "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Grizzly Bears")
    s.attack(2, "B", "Hill Giant")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 17)


def test_202_3_lurrus_x_counts_on_the_stack(real_db: CardDatabase) -> None:
    """Lurrus: Hangarback Walker ({X}{X}) from the graveyard with X = 1 (mana value 2 on the
    stack) is allowed; with X = 2 (mana value 4) it isn't (107.3, 202.3)."""
    ok = Scenario(cards=real_db)
    ok.add_card(Zone.BATTLEFIELD, "A", "Lurrus of the Dream-Den")
    ok.add_card(Zone.BATTLEFIELD, "A", "Wastes", 4)
    ok.add_card(Zone.GRAVEYARD, "A", "Hangarback Walker")
    ok.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hangarback Walker", x=1)
    ok.stop_at(1, Step.POSTCOMBAT_MAIN)
    ok.execute()
    ok.assert_counter_count("A", "Hangarback Walker", "+1/+1", 1)
    bad = Scenario(cards=real_db)
    bad.add_card(Zone.BATTLEFIELD, "A", "Lurrus of the Dream-Den")
    bad.add_card(Zone.BATTLEFIELD, "A", "Wastes", 4)
    bad.add_card(Zone.GRAVEYARD, "A", "Hangarback Walker")
    bad.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hangarback Walker", x=2)
    bad.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        bad.execute()


# ------------------------------------------------------------------ 119.7-119.8: "Your life total
# can't change."


def test_119_8_platinum_emperion_no_life_lost_to_damage(real_db: CardDatabase) -> None:
    """Platinum Emperion: B's Lightning Bolt to A is dealt but A stays at 20 (120.3a, 119.8);
    A's Healing Salve gains A no life (119.7): still 20."""
    _compiled(real_db, "Platinum Emperion")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Platinum Emperion")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Healing Salve")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Healing Salve", targets=["A"])
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


def test_119_8_platinum_emperion_cant_pay_life(real_db: CardDatabase) -> None:
    """119.8: a cost paying life can't be paid: A's Godless Shrine ("As ~ enters, you may pay
    2 life. If you don't, it enters tapped") enters tapped, A at 20; B (no Emperion) pays for
    its own (B at 18, untapped)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Platinum Emperion")
    s.add_card(Zone.HAND, "A", "Godless Shrine")
    s.add_card(Zone.HAND, "B", "Godless Shrine")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Godless Shrine")
    s.set_choice("A", "yes")
    s.play_land(2, Step.PRECOMBAT_MAIN, "B", "Godless Shrine")
    s.set_choice("B", "yes")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 18)
    shrines = {o.controller: o.tapped for o in s.state.objects.values()
               if o.zone is Zone.BATTLEFIELD and o.card.name == "Godless Shrine"}
    assert shrines == {0: True, 1: False}


def test_119_8_platinum_emperion_phyrexian_mana_by_life(real_db: CardDatabase) -> None:
    """Phyrexian mana can't be paid with life (107.4f, 119.8): with no Swamp, A can't cast
    Dismember ({1}{B/P}{B/P}) by paying life; without the Emperion A could (A at 16)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Platinum Emperion")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Dismember")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dismember", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()
    ok = Scenario(cards=real_db)
    ok.add_card(Zone.BATTLEFIELD, "A", "Plains")
    ok.add_card(Zone.HAND, "A", "Dismember")
    ok.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    ok.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dismember", targets=["Grizzly Bears"])
    ok.stop_at(1, Step.END_TURN)
    ok.execute()
    ok.assert_life("A", 16)


def _thieving(db: CardDatabase, pay: str) -> Scenario:
    """A casts Widespread Thieving (Hideaway 5: Grizzly Bears exiled), then Lightning Helix (a
    multicolored spell: its trigger), answering `pay` to paying {W}{U}{B}{R}{G}."""
    s = Scenario(cards=db)
    for name in ("Shock", "Ornithopter", "Hill Giant", "Grizzly Bears", "Memnite"):
        s.add_card(Zone.LIBRARY, "A", name)
    s.add_card(Zone.HAND, "A", "Widespread Thieving")
    s.add_card(Zone.HAND, "A", "Lightning Helix")
    for land, n in (("Mountain", 4), ("Plains", 2), ("Island", 4), ("Swamp", 4),
                    ("Forest", 1)):
        s.add_card(Zone.BATTLEFIELD, "A", land, n)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Widespread Thieving")
    s.set_choice("A", "Grizzly Bears")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Helix", targets=["B"])
    s.set_choice("A", pay)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_702_75a_widespread_thieving_pay_then_play(real_db: CardDatabase) -> None:
    """Widespread Thieving: a Treasure, then A pays {W}{U}{B}{R}{G} and so may play the
    exiled Grizzly Bears without paying its mana cost (608.2c "If you do")."""
    _compiled(real_db, "Widespread Thieving")
    s = _thieving(real_db, "yes")
    s.assert_life("B", 17)
    s.assert_life("A", 23)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Treasure Token", 1)


def test_608_2c_widespread_thieving_not_paid_stays_exiled(real_db: CardDatabase) -> None:
    """Not paying {W}{U}{B}{R}{G}: the exiled Grizzly Bears stays exiled."""
    s = _thieving(real_db, "no")
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_exile_count("Grizzly Bears", 1)
