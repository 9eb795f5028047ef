"""Session 21 audit (qa21e): cards of the xmage2 and links branches and Dungeon of the Mad Mage
played in scenarios with exact figures, each with a case where the rule must not apply. These
cards play as their Oracle text says (no misplay found in them)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules import dungeons
from mtg_engine.testing import Scenario, Step, Zone

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


def test_309_4c_mad_wizards_lair_casts_one_drawn_card_free(real_db: CardDatabase) -> None:
    """Seven ventures (all 35 Islands tapped): Mad Wizard's Lair draws Lightning Bolt, Grizzly
    Bears and Hill Giant; A casts Hill Giant without paying its mana cost. Craw Wurm, in A's
    hand from the start, isn't one of the cards drawn: it stays in hand. The dungeon is
    completed (309.7)."""
    s = _mad_mage(real_db, 7)
    s.add_card(Zone.HAND, "A", "Craw Wurm")
    for n in ("Hill Giant", "Grizzly Bears", "Lightning Bolt", "Mountain", "Forest"):
        s.add_card(Zone.LIBRARY, "A", n)
    for answer in (MAD_MAGE, "none", "Goblin Bazaar", "none", "Runestone Caverns", "none",
                   "Hill Giant"):
        s.set_choice("A", answer)
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
    s = _mad_mage(real_db, 7)
    for n in ("Hill Giant", "Grizzly Bears", "Lightning Bolt", "Mountain", "Forest"):
        s.add_card(Zone.LIBRARY, "A", n)
    for answer in (MAD_MAGE, "none", "Goblin Bazaar", "none", "Runestone Caverns", "none",
                   "no"):
        s.set_choice("A", answer)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 0)
    s.assert_hand_count("A", 3)
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_life("B", 20)
