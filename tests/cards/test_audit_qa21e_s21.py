"""Session 21 audit (qa21e): cards of the xmage2 and links branches and Dungeon of the Mad Mage
played in scenarios with exact figures, each with a case where the rule must not apply. These
cards play as their Oracle text says (no misplay found in them)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules import dungeons
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

from .conftest import assert_compiled

M = Step.PRECOMBAT_MAIN
MAD_MAGE = "Dungeon of the Mad Mage"


# ------------------------------------------------------------------ Dungeon of the Mad Mage
# 309.4c, 701.46: venturing with Secret Door ({4}{U}); the rooms Runestone Caverns ("Exile the
# top two cards of your library. You may play them.", 611.2a: no duration) and Mad Wizard's
# Lair ("Draw three cards and reveal them. You may cast one of them without paying its mana
# cost.", 608.2c "them", 118.9)


def _mad_mage(db: CardDatabase, ventures: int) -> Scenario:
    assert_compiled(db, MAD_MAGE)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Secret Door")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5 * ventures)
    for _ in range(ventures):
        s.activate_ability(1, M, "A", "{4}{U}: Venture")
    return s


def _room(s: Scenario) -> str | None:
    o = dungeons.dungeon_of(s.state, 0)
    return None if o is None else dungeons.room_name(s.state, o)


def test_309_4c_runestone_caverns_exiles_two_that_a_may_play(real_db: CardDatabase) -> None:
    """Five ventures (Yawning Portal 21 life, Dungeon Level, Goblin Bazaar, Lost Level,
    Runestone Caverns): the top two cards (Mountain, Forest) are exiled; A plays the Mountain
    from exile as the land of the turn. A Plains exiled from the start isn't one of them: A
    can't play it (and it stays in exile)."""
    s = _mad_mage(real_db, 5)
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.add_card(Zone.LIBRARY, "A", "Mountain")
    s.add_card(Zone.EXILE, "A", "Plains")
    for answer in (MAD_MAGE, "none", "Goblin Bazaar", "none", "Runestone Caverns"):
        s.set_choice("A", answer)
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (sc.assert_exile_count("Forest", 1, "A"),
                                              sc.assert_exile_count("Mountain", 1, "A"),
                                              sc.assert_playable("A", "Plains", False)))
    s.play_land(1, Step.POSTCOMBAT_MAIN, "A", "Mountain")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    assert _room(s) == "Runestone Caverns"
    s.assert_life("A", 21)
    s.assert_permanent_count("A", "Treasure Token", 1)
    s.assert_permanent_count("A", "Mountain", 1)
    s.assert_exile_count("Forest", 1, "A")
    s.assert_exile_count("Plains", 1, "A")


def _lair(db: CardDatabase, free: str) -> Scenario:
    """Seven ventures through Goblin Bazaar and Runestone Caverns (Mountain and Forest
    exiled) to Mad Wizard's Lair, which draws Lightning Bolt, Grizzly Bears and Hill Giant;
    `free` answers "cast one of them" ("no": none). Every scry keeps its cards on top."""
    s = _mad_mage(db, 7)
    for n in ("Hill Giant", "Grizzly Bears", "Lightning Bolt", "Mountain", "Forest"):
        s.add_card(Zone.LIBRARY, "A", n)
    for answer in (MAD_MAGE, "none", "Goblin Bazaar", "none", "Runestone Caverns", "none",
                   free):
        s.set_choice("A", answer)
    return s


def test_309_4c_mad_wizards_lair_casts_one_drawn_card_free(real_db: CardDatabase) -> None:
    """Seven ventures (all 35 Islands tapped): Mad Wizard's Lair draws Lightning Bolt, Grizzly
    Bears and Hill Giant; A casts Hill Giant without paying its mana cost. Craw Wurm, in A's
    hand from the start, isn't one of the cards drawn: it stays in hand. The dungeon is
    completed (309.7)."""
    s = _lair(real_db, "Hill Giant")
    s.add_card(Zone.HAND, "A", "Craw Wurm")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    assert s.state.players[0].dungeons_completed == (MAD_MAGE,)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_hand_count("A", 3)
    s.assert_hand_count("A", 1, "Craw Wurm")
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_hand_count("A", 1, "Lightning Bolt")
    s.assert_exile_count("Forest", 1, "A")
    s.assert_exile_count("Mountain", 1, "A")


def test_309_4c_mad_wizards_lair_declined_casts_nothing(real_db: CardDatabase) -> None:
    """As above, A declines ("you may"): the three cards drawn stay in hand."""
    s = _lair(real_db, "no")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 0)
    s.assert_hand_count("A", 3)
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_life("B", 20)


# ------------------------------------------------------------------ Chainer, Nightmare Adept
# 603.4, 601.2a: "Whenever a nontoken creature enters the battlefield under your control, if you
# didn't cast it from your hand, it gains haste until your next turn." (611.2b, 500.1)


def _chainer(db: CardDatabase) -> Scenario:
    assert_compiled(db, "Chainer, Nightmare Adept")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chainer, Nightmare Adept")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    return s


def test_603_4_chainer_haste_for_a_reanimated_creature_until_a_next_turn(
        real_db: CardDatabase) -> None:
    """Zombify returns Grizzly Bears (not cast at all): it gains haste and attacks at once
    (B 18). The haste ends as A's next turn begins: in turn 3's upkeep it has none."""
    s = _chainer(real_db)
    s.add_card(Zone.HAND, "A", "Zombify")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.cast_spell(1, M, "A", "Zombify", targets=["Grizzly Bears"])
    s.attack(1, "A", "Grizzly Bears")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_abilities("A", "Grizzly Bears", ["Haste"]))
    s.check(3, Step.UPKEEP,
            lambda sc: sc.assert_abilities("A", "Grizzly Bears", ["Haste"], present=False))
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_life("B", 18)


def test_603_2_chainer_no_haste_for_tokens(real_db: CardDatabase) -> None:
    """Raise the Alarm's two Soldier tokens weren't cast either, but they are tokens: no
    haste, and neither can attack (302.6): B stays at 20."""
    s = _chainer(real_db)
    s.add_card(Zone.HAND, "A", "Raise the Alarm")
    s.cast_spell(1, M, "A", "Raise the Alarm")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: [
        sc.assert_abilities("A", f"Soldier Token#{i}", ["Haste"], present=False)
        for i in (1, 2)])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 2)
    s.assert_life("B", 20)


# ------------------------------------------------------------------ Sisters of Stone Death
# 506.4, 509.1: "{B}{G}: Exile target creature blocking or blocked by Sisters of Stone Death."
# (either), 607.2a: "{2}{B}: Put a creature card exiled with Sisters of Stone Death onto the
# battlefield under your control."


def _sisters(db: CardDatabase) -> Scenario:
    """Sisters of Stone Death with {B}{B}{B}{G}{G} for A; B's Grizzly Bears attacks in turn 2."""
    assert_compiled(db, "Sisters of Stone Death")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sisters of Stone Death")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    return s


def test_607_2a_sisters_exile_the_attacker_it_blocks_and_take_it(real_db: CardDatabase) -> None:
    """B's Grizzly Bears attacks; Sisters blocks it; A exiles the Bears (blocked by Sisters)
    and, in B's second main phase, puts it onto the battlefield under A's control."""
    s = _sisters(real_db)
    s.block(2, "A", "Sisters of Stone Death", "Grizzly Bears")
    s.activate_ability(2, Step.DECLARE_BLOCKERS, "A", "{B}{G}: Exile", targets=["Grizzly Bears"])
    s.activate_ability(2, Step.POSTCOMBAT_MAIN, "A", "{2}{B}: Put")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_damage("Sisters of Stone Death", 0)
    s.assert_life("A", 20)


def test_506_4_sisters_cannot_exile_a_creature_out_of_its_combat(real_db: CardDatabase) -> None:
    """B's Grizzly Bears attacks, unblocked: it is neither blocking nor blocked by Sisters,
    so {B}{G} has no legal target (A takes 2)."""
    s = _sisters(real_db)
    s.check(2, Step.DECLARE_BLOCKERS,
            lambda sc: sc.assert_playable("A", "{B}{G}: Exile", False))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_life("A", 18)


# ------------------------------------------------------------------ Primitive Etchings
# 701.16a: "Reveal the first card you draw each turn." A card drawn while Etchings wasn't on
# the battlefield was the first: later draws that turn aren't revealed.


def test_701_16a_primitive_etchings_cast_after_the_first_draw_reveals_nothing(
        real_db: CardDatabase) -> None:
    """Turn 3: A draws an Island in the draw step, then casts Primitive Etchings and
    Divination: Divination draws Grizzly Bears and Hill Giant, neither the first card A drew
    this turn: no extra card (A's hand: Island, Bears, Giant)."""
    assert_compiled(real_db, "Primitive Etchings")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Primitive Etchings")
    s.add_card(Zone.HAND, "A", "Divination")
    for n in ("Craw Wurm", "Hill Giant", "Grizzly Bears", "Island"):
        s.add_card(Zone.LIBRARY, "A", n)
    s.cast_spell(3, M, "A", "Primitive Etchings")
    s.cast_spell(3, M, "A", "Divination")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Primitive Etchings", 1)
    s.assert_hand_count("A", 3)
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_library_count("A", 1, "Craw Wurm")


# ------------------------------------------------------------------ Minamo
# "{U}, {T}: Untap target legendary permanent." (115.1, 205.4d)


def test_115_1_minamo_untaps_a_legendary_permanent(real_db: CardDatabase) -> None:
    """B's tapped Isamaru (legendary) is untapped in A's turn; B's tapped Grizzly Bears stays
    tapped."""
    assert_compiled(real_db, "Minamo, School at Water's Edge")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Minamo, School at Water's Edge")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Isamaru, Hound of Konda", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", tapped=True)
    s.activate_ability(1, M, "A", "{U}, {T}: Untap", targets=["Isamaru, Hound of Konda"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_tapped("Isamaru, Hound of Konda", False)
    s.assert_tapped("Grizzly Bears", True)
    s.assert_tapped("Minamo, School at Water's Edge", True)


def test_115_1_minamo_cannot_target_a_nonlegendary_permanent(real_db: CardDatabase) -> None:
    """Targeting B's tapped Grizzly Bears (not legendary) is illegal: the activation can't be
    made and the Bears stays tapped."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Minamo, School at Water's Edge")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", tapped=True)
    s.activate_ability(1, M, "A", "{U}, {T}: Untap", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_tapped("Grizzly Bears", True)


# ------------------------------------------------------------------ Wild Pair and Chainer
# 601.2a, 603.4: a creature spell cast from the graveyard wasn't cast from the hand


def test_601_2a_wild_pair_not_for_a_creature_cast_from_the_graveyard(
        real_db: CardDatabase) -> None:
    """With Chainer's permission A casts Grizzly Bears from the graveyard: Wild Pair's "if you
    cast it from your hand" fails (the 0/4 Kraken Hatchling stays in the library), Chainer's
    "if you didn't" holds (the Bears has haste and attacks: B 18)."""
    assert_compiled(real_db, "Wild Pair")
    s = _chainer(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wild Pair")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.LIBRARY, "A", "Kraken Hatchling")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Island")
    s.set_choice("A", "Island")
    s.activate_ability(1, M, "A", "Discard a card:")
    s.cast_spell(1, M, "A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Kraken Hatchling", 0)
    s.assert_library_count("A", 1, "Kraken Hatchling")
    s.assert_life("B", 18)


# ------------------------------------------------------------------ Kroxa, Titan of Death's Hunger
# 702.138: escaped, Kroxa stays; 608.2c: "each opponent who didn't discard a nonland card"


def test_702_138_kroxa_escaped_stays_and_b_discarding_a_land_loses_3(
        real_db: CardDatabase) -> None:
    """A casts Kroxa from the graveyard for its escape cost (exiling the five other cards): it
    escaped, so it isn't sacrificed; B discards Forest (a land): B loses 3 (17)."""
    assert_compiled(real_db, "Kroxa, Titan of Death's Hunger")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Kroxa, Titan of Death's Hunger")
    s.add_card(Zone.GRAVEYARD, "A", "Wastes", 5)
    s.add_card(Zone.HAND, "B", "Forest")
    s.cast_spell(1, M, "A", "Kroxa, Titan of Death's Hunger")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Kroxa, Titan of Death's Hunger", 1)
    s.assert_exile_count("Wastes", 5, "A")
    s.assert_graveyard_count("B", "Forest", 1)
    s.assert_life("B", 17)


def test_309_4c_runestone_caverns_cards_stay_playable_on_a_later_turn(
        real_db: CardDatabase) -> None:
    """"You may play them" has no duration (611.2a): A plays the exiled Mountain in turn 1
    and the exiled Forest in turn 3."""
    s = _mad_mage(real_db, 5)
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.add_card(Zone.LIBRARY, "A", "Mountain")
    for answer in (MAD_MAGE, "none", "Goblin Bazaar", "none", "Runestone Caverns"):
        s.set_choice("A", answer)
    s.play_land(1, Step.POSTCOMBAT_MAIN, "A", "Mountain")
    s.play_land(3, M, "A", "Forest")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Mountain", 1)
    s.assert_permanent_count("A", "Forest", 1)


def test_309_4c_twisted_caverns_until_a_next_turn(real_db: CardDatabase) -> None:
    """Three ventures (Yawning Portal, Dungeon Level, Twisted Caverns): B's Grizzly Bears
    can't attack in B's turn 2; the effect ends as A's turn 3 begins. Five ventures the other
    way later is Muiral's Graveyard: see the next test."""
    s = _mad_mage(real_db, 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    for answer in (MAD_MAGE, "none", "Twisted Caverns"):
        s.set_choice("A", answer)
    s.add_target("A", "Grizzly Bears")
    s.check(2, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_abilities("B", "Grizzly Bears", ["can't attack"]))
    s.check(3, Step.UPKEEP,
            lambda sc: sc.assert_abilities("B", "Grizzly Bears", ["can't attack"], present=False))
    s.stop_at(3, Step.DRAW)
    s.execute()
    assert _room(s) == "Twisted Caverns"
    s.assert_permanent_count("A", "Treasure Token", 0)
    s.assert_life("A", 21)


def test_309_4c_muirals_graveyard_two_skeletons_not_runestone(real_db: CardDatabase) -> None:
    """Five ventures through Twisted Caverns and Muiral's Graveyard: two 1/1 black Skeleton
    tokens; Runestone Caverns' ability doesn't trigger (the top two cards stay: A's library
    count unchanged, nothing exiled)."""
    s = _mad_mage(real_db, 5)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Forest")
    for answer in (MAD_MAGE, "none", "Twisted Caverns", "none", "Muiral's Graveyard"):
        s.set_choice("A", answer)
    s.add_target("A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    assert _room(s) == "Muiral's Graveyard"
    s.assert_permanent_count("A", "Skeleton Token", 2)
    s.assert_power_toughness("A", "Skeleton Token#1", 1, 1)
    s.assert_color("Skeleton Token#2", ["B"])
    s.assert_library_count("A", 1, "Forest")
    s.assert_exile_count("Forest", 0)


# ------------------------------------------------------------------ Rowen
# 701.16a, 205.4c: "Whenever you reveal a basic land card this way, draw a card."


@pytest.mark.parametrize(("top", "drawn"), [("Snow-Covered Forest", 2), ("Tundra", 1),
                                            ("Grizzly Bears", 1)])
def test_205_4c_rowen_draws_for_a_basic_land_only(real_db: CardDatabase, top: str,
                                                  drawn: int) -> None:
    """A's turn 3 draw step: the first card drawn is revealed; a basic land (Snow-Covered
    Forest) draws another card (a Wastes); a nonbasic land (Tundra) or a creature doesn't."""
    assert_compiled(real_db, "Rowen")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rowen")
    s.add_card(Zone.LIBRARY, "A", top)
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", drawn)
    s.assert_hand_count("A", 1, top)


def test_309_7_runestone_cards_still_playable_after_the_dungeon_is_completed(
        real_db: CardDatabase) -> None:
    """Seven ventures: Runestone Caverns exiles Mountain and Forest, then the dungeon is
    completed and removed (309.7). The permission is the effect's, not the dungeon's (611.2a,
    no duration): A plays the exiled Forest in turn 3. A declines Mad Wizard's Lair's free
    spell."""
    s = _lair(real_db, "no")
    s.play_land(3, M, "A", "Forest")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    assert s.state.players[0].dungeons_completed == (MAD_MAGE,)
    assert dungeons.dungeon_of(s.state, 0) is None
    s.assert_permanent_count("A", "Forest", 1)
    s.assert_exile_count("Mountain", 1, "A")


# ------------------------------------------------------------------ Strongarm Tactics
# 608.2c, 702.35a: a card discarded into exile by madness was still discarded "this way"


@pytest.mark.parametrize(("madness", "zone"), [("yes", "battlefield"), ("no", "graveyard")])
def test_702_35a_strongarm_tactics_a_madness_creature_was_discarded(
        real_db: CardDatabase, madness: str, zone: str) -> None:
    """A discards Grizzly Bears, B discards Basking Rootwalla (madness {0}): cast for its
    madness cost or put into the graveyard, it was a creature card B discarded: nobody loses
    4 life."""
    assert_compiled(real_db, "Strongarm Tactics")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Strongarm Tactics")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Basking Rootwalla")
    s.set_choice("B", madness)
    s.cast_spell(1, M, "A", "Strongarm Tactics")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    if zone == "battlefield":
        s.assert_permanent_count("B", "Basking Rootwalla", 1)
    else:
        s.assert_graveyard_count("B", "Basking Rootwalla", 1)


def test_608_2c_strongarm_tactics_a_land_discard_loses_4(real_db: CardDatabase) -> None:
    """A discards Grizzly Bears (a creature: no loss); B discards Forest: B loses 4 (16)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Strongarm Tactics")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Forest")
    s.cast_spell(1, M, "A", "Strongarm Tactics")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 16)


# ------------------------------------------------------------------ Underworld Sentinel
# 700.4: "dies" is put into a graveyard from the battlefield; exiled, it doesn't die


def test_700_4_underworld_sentinel_exiled_doesnt_return_its_cards(
        real_db: CardDatabase) -> None:
    """Sentinel attacks (Grizzly Bears exiled with it, B 16); A's own Swords to Plowshares
    exiles Sentinel (A gains 4: 24): it didn't die, so Bears stays in exile."""
    assert_compiled(real_db, "Underworld Sentinel")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Underworld Sentinel")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Swords to Plowshares")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.attack(1, "A", "Underworld Sentinel")
    s.add_target("A", "Grizzly Bears")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Swords to Plowshares",
                 targets=["Underworld Sentinel"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_life("A", 24)
    s.assert_exile_count("Underworld Sentinel", 1, "A")
    s.assert_exile_count("Grizzly Bears", 1, "A")
    s.assert_permanent_count("A", "Grizzly Bears", 0)


# ------------------------------------------------------------------ Keranos, God of Storms
# 700.5, 613.1d: "As long as your devotion to blue and red is less than seven, Keranos isn't a
# creature."


@pytest.mark.parametrize(("crows", "creature"), [(4, False), (5, True)])
def test_700_5_keranos_a_creature_at_devotion_seven(real_db: CardDatabase, crows: int,
                                                    creature: bool) -> None:
    """Keranos ({3}{U}{R}: 2) with four Storm Crows ({1}{U}: 4 more) is at 6: no creature; a
    fifth Crow makes 7: a 6/5 creature."""
    assert_compiled(real_db, "Keranos, God of Storms")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Keranos, God of Storms")
    s.add_card(Zone.BATTLEFIELD, "A", "Storm Crow", crows)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_type("Keranos, God of Storms", "Creature", creature)
    if creature:
        s.assert_power_toughness("A", "Keranos, God of Storms", 6, 5)


# ------------------------------------------------------------------ Trove Warden
# 202.3, 115.1: "target permanent card with mana value 3 or less from your graveyard"


@pytest.mark.parametrize(("card", "exiled"), [("Grizzly Bears", 1), ("Hill Giant", 0)])
def test_202_3_trove_warden_exiles_mana_value_3_or_less_only(
        real_db: CardDatabase, card: str, exiled: int) -> None:
    """A plays a Forest: Grizzly Bears (mana value 2) is exiled with Warden; Hill Giant (4)
    is no legal target: the trigger is removed (603.3d), the Giant stays."""
    assert_compiled(real_db, "Trove Warden")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Trove Warden")
    s.add_card(Zone.HAND, "A", "Forest")
    s.add_card(Zone.GRAVEYARD, "A", card)
    s.play_land(1, M, "A", "Forest")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count(card, exiled, "A")
    s.assert_graveyard_count("A", card, 1 - exiled)


# ------------------------------------------------------------------ Emeria Shepherd
# 205.3i: "If that land is a Plains": a nonbasic land with the subtype Plains is one


def test_205_3i_emeria_shepherd_a_nonbasic_plains_returns_to_the_battlefield(
        real_db: CardDatabase) -> None:
    """A plays Tundra (Plains Island): A may, and does, return Grizzly Bears to the
    battlefield."""
    assert_compiled(real_db, "Emeria Shepherd")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Emeria Shepherd")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Tundra")
    s.add_target("A", "Grizzly Bears")
    s.set_choice("A", "yes")
    s.set_choice("A", "yes")
    s.play_land(1, M, "A", "Tundra")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("A", 0)


# ------------------------------------------------------------------ Ruin Grinder, Indentured Djinn
# 101.4, 121.2: each chooser carries the instruction out, whatever their hand


def test_101_4_ruin_grinder_an_empty_handed_chooser_draws_seven(real_db: CardDatabase) -> None:
    """Ruin Grinder dies: A declines (keeps Storm Crow); B, with no cards, chooses to and
    draws seven."""
    assert_compiled(real_db, "Ruin Grinder")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ruin Grinder")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Doom Blade")
    s.add_card(Zone.HAND, "A", "Storm Crow")
    s.set_choice("A", "no")
    s.set_choice("B", "yes")
    s.cast_spell(1, M, "A", "Doom Blade", targets=["Ruin Grinder"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1, "Storm Crow")
    s.assert_hand_count("B", 7)
    s.assert_library_count("B", 13)


@pytest.mark.parametrize(("answer", "drawn"), [("3", 3), ("0", 0)])
def test_107_1c_indentured_djinn_up_to_three(real_db: CardDatabase, answer: str,
                                             drawn: int) -> None:
    """Two players: B chooses to draw, then three (the most) or none (107.1c: "up to")."""
    assert_compiled(real_db, "Indentured Djinn")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Indentured Djinn")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.set_choice("B", "yes")
    s.set_choice("B", answer)
    s.cast_spell(1, M, "A", "Indentured Djinn")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 0)
    s.assert_hand_count("B", drawn)


# ------------------------------------------------------------------ Kyren Archive
# 406.3, 607.2a: the upkeep exile is optional ("you may")


def test_607_2a_kyren_archive_declined_then_accepted_upkeep(real_db: CardDatabase) -> None:
    """Turn 1 upkeep A declines; turn 3 upkeep A exiles the top card (Storm Crow) face down.
    Turn 3 main: {5}, discard the hand (the Wastes drawn), sacrifice: the Crow to A's hand."""
    assert_compiled(real_db, "Kyren Archive")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kyren Archive")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 5)
    s.add_card(Zone.LIBRARY, "A", "Storm Crow")
    s.set_choice("A", "no")
    s.set_choice("A", "yes")
    s.check(2, Step.UPKEEP, lambda sc: (sc.assert_library_count("A", 21),
                                        sc.assert_exile_count("Storm Crow", 0)))
    s.check(3, Step.DRAW, lambda sc: (sc.assert_library_count("A", 20),
                                      sc.assert_exile_count("Storm Crow", 1, "A")))
    s.activate_ability(3, M, "A", "{5}, Discard your hand")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Storm Crow")
    s.assert_hand_count("A", 1)
    s.assert_graveyard_count("A", "Kyren Archive", 1)
    s.assert_graveyard_count("A", "Wastes", 1)


# ------------------------------------------------------------------ Bomat Courier
# 406.3, 607.2a: each attack exiles one card face down, all returned together


def test_607_2a_bomat_courier_two_attacks_two_cards_back(real_db: CardDatabase) -> None:
    """Courier attacks in turns 1 and 3 (B 18): two cards (Storm Crow, then Hill Giant) are
    exiled face down. Turn 3, {R}, discard the hand (the Wastes drawn), sacrifice: both come
    to A's hand; Grizzly Bears, exiled from the start, stays."""
    assert_compiled(real_db, "Bomat Courier")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bomat Courier")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.EXILE, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.add_card(Zone.LIBRARY, "A", "Wastes")
    s.add_card(Zone.LIBRARY, "A", "Storm Crow")
    s.attack(1, "A", "Bomat Courier")
    s.attack(3, "A", "Bomat Courier")
    s.activate_ability(3, Step.POSTCOMBAT_MAIN, "A", "{R}, Discard your hand")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Storm Crow")
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_graveyard_count("A", "Wastes", 1)
    s.assert_exile_count("Grizzly Bears", 1, "A")


# ------------------------------------------------------------------ Endless Horizons
# 205.3i: "Plains cards" are cards with the subtype Plains, basic or not


def test_205_3i_endless_horizons_finds_a_nonbasic_plains_not_a_forest(
        real_db: CardDatabase) -> None:
    """Endless Horizons finds Tundra (Plains Island) and exiles it; the Forest can't be
    found. Turn 3 upkeep A declines ("you may"): Tundra stays exiled."""
    assert_compiled(real_db, "Endless Horizons")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Endless Horizons")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.LIBRARY, "A", "Tundra")
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.set_choice("A", "Tundra")
    s.set_choice("A", "no")
    s.cast_spell(1, M, "A", "Endless Horizons")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Tundra", 1, "A")
    s.assert_library_count("A", 1, "Forest")
    s.assert_hand_count("A", 0, "Tundra")


# ------------------------------------------------------------------ Enslaved Horror, Eager Construct
# 101.4: "each other player may": the controller is never asked; a "no" does nothing


def test_101_4_enslaved_horror_declined_returns_nothing(real_db: CardDatabase) -> None:
    """Two players: B declines: B's Grizzly Bears and A's Hill Giant stay in the graveyards."""
    assert_compiled(real_db, "Enslaved Horror")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Enslaved Horror")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.set_choice("B", "no")
    s.cast_spell(1, M, "A", "Enslaved Horror")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_battlefield_count("B", 0)


def test_101_4_eager_construct_both_decline(real_db: CardDatabase) -> None:
    """A and B both decline: nobody scries (no scry event); the libraries' tops stay."""
    assert_compiled(real_db, "Eager Construct")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Eager Construct")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 2)
    s.set_choice("A", "no")
    s.set_choice("B", "no")
    s.cast_spell(1, M, "A", "Eager Construct")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Eager Construct", 1)
    assert [ev for ev in s.state.log if ev[0] == "scry"] == []
    assert [ev for ev in s.state.log if ev[0] == "each_may"] == [("each_may", 0, ())]


# ------------------------------------------------------------------ Kynaios and Tiro of Meletis
# 608.2c: "each opponent who didn't draws a card": the controller is no opponent


def test_608_2c_kynaios_two_players_nobody_puts_a_land(real_db: CardDatabase) -> None:
    """A's end step: A draws a card (Storm Crow); A declines to put its Forest; B has no land
    card: B, an opponent who didn't, draws one; A doesn't draw a second."""
    assert_compiled(real_db, "Kynaios and Tiro of Meletis")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kynaios and Tiro of Meletis")
    s.add_card(Zone.HAND, "A", "Forest")
    s.add_card(Zone.LIBRARY, "A", "Storm Crow")
    s.set_choice("A", "no")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Storm Crow")
    s.assert_hand_count("A", 1, "Forest")
    s.assert_permanent_count("A", "Forest", 0)
    s.assert_hand_count("B", 1)


def test_608_2h_wild_pair_uses_the_creatures_current_total(real_db: CardDatabase) -> None:
    """Glorious Anthem: Grizzly Bears, cast from A's hand, is 3/3 (total 6): A finds Hill
    Giant (3/3 card, 6), not Kraken Hatchling (0/4, the Bears' printed total 4). The Giant
    wasn't cast: no second search."""
    assert_compiled(real_db, "Wild Pair")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wild Pair")
    s.add_card(Zone.BATTLEFIELD, "A", "Glorious Anthem")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Kraken Hatchling")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant", 2)
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, M, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_power_toughness("A", "Hill Giant", 4, 4)
    s.assert_library_count("A", 1, "Kraken Hatchling")
    s.assert_library_count("A", 1, "Hill Giant")


def test_608_2h_wild_pair_not_the_printed_total(real_db: CardDatabase) -> None:
    """As above with only a Kraken Hatchling (0/4) in the library: the Bears' total is 6, so
    the Hatchling can't be found, even when asked for."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wild Pair")
    s.add_card(Zone.BATTLEFIELD, "A", "Glorious Anthem")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Kraken Hatchling")
    s.set_choice("A", "Kraken Hatchling")
    s.cast_spell(1, M, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Kraken Hatchling", 0)
    s.assert_library_count("A", 1, "Kraken Hatchling")


def test_701_16a_two_primitive_etchings_reveal_one_card_both_trigger(
        real_db: CardDatabase) -> None:
    """Its ruling: with two Etchings the first card drawn (Grizzly Bears, turn 3) is revealed
    once and both trigger: A draws two more cards (Storm Crow, Hill Giant: hand 3); those
    aren't the first card drawn this turn: the Hill Giant, a creature, draws no more."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Primitive Etchings", 2)
    for n in ("Craw Wurm", "Hill Giant", "Storm Crow", "Grizzly Bears"):
        s.add_card(Zone.LIBRARY, "A", n)
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 3)
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_hand_count("A", 1, "Storm Crow")
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_library_count("A", 1, "Craw Wurm")


def test_603_6a_chainer_reanimated_gives_itself_haste(real_db: CardDatabase) -> None:
    """Its ruling: Chainer's last ability triggers for Chainer itself entering without being
    cast from the hand: Zombify returns it, it gains haste and attacks (B 17)."""
    assert_compiled(real_db, "Chainer, Nightmare Adept")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Zombify")
    s.add_card(Zone.GRAVEYARD, "A", "Chainer, Nightmare Adept")
    s.cast_spell(1, M, "A", "Zombify", targets=["Chainer, Nightmare Adept"])
    s.attack(1, "A", "Chainer, Nightmare Adept")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)


def test_608_2c_kynaios_the_card_drawn_may_be_the_land_put(real_db: CardDatabase) -> None:
    """Its ruling: A's hand is empty; A draws Forest and puts it onto the battlefield; B puts
    its Mountain: neither draws more (A 0 cards, B 0)."""
    assert_compiled(real_db, "Kynaios and Tiro of Meletis")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kynaios and Tiro of Meletis")
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.add_card(Zone.HAND, "B", "Mountain")
    s.set_choice("A", "Forest")
    s.set_choice("B", "Mountain")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("A", "Forest", 1)
    s.assert_permanent_count("B", "Mountain", 1)
    s.assert_hand_count("A", 0)
    s.assert_hand_count("B", 0)


def test_607_2a_sisters_cannot_return_a_noncreature_card(real_db: CardDatabase) -> None:
    """Its ruling: B's animated Mutavault attacks, Sisters blocks, A exiles it; in exile it is
    a land card, no creature card: {2}{B} puts nothing onto the battlefield."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sisters of Stone Death")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Mutavault")
    s.add_card(Zone.BATTLEFIELD, "B", "Wastes")
    s.activate_ability(2, Step.BEGIN_COMBAT, "B", "{1}: Mutavault becomes")
    s.attack(2, "B", "Mutavault")
    s.block(2, "A", "Sisters of Stone Death", "Mutavault")
    s.activate_ability(2, Step.DECLARE_BLOCKERS, "A", "{B}{G}: Exile", targets=["Mutavault"])
    s.check(2, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "{2}{B}: Put", True))
    s.activate_ability(2, Step.POSTCOMBAT_MAIN, "A", "{2}{B}: Put")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Mutavault", 1, "B")
    s.assert_permanent_count("A", "Mutavault", 0)
