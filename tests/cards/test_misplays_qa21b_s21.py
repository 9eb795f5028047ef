"""Session 21 audit (qa21b): misplays found in this session's new cards, each test failing
before its fix.

Venturing into the dungeon (701.46a, 309.2a): every player may choose any dungeon card they own
outside the game, the three of Adventures in the Forgotten Realms (rules/dungeons.DUNGEONS).
Dungeon of the Mad Mage was refused (two room abilities not understood), so a venturing player
chose between two dungeons only: every card that ventures (Bar the Gate, Fates' Reversal,
Nadaar, Radiant Solar, Yuan-Ti Fang-Blade, Zalto...) played with a choice missing. Its rooms
now compile: Runestone Caverns' "Exile the top two cards of your library. You may play them."
(no duration stated: for as long as they remain exiled, 611.2a, 400.7) and Mad Wizard's Lair's
"Draw three cards and reveal them. You may cast one of them without paying its mana cost."
(701.16a, 608.2g, 118.9)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

MAD_MAGE = "Dungeon of the Mad Mage"


def test_309_2a_fates_reversal_ventures_into_the_mad_mage(real_db: CardDatabase) -> None:
    """Fates' Reversal returns Grizzly Bears and A ventures, choosing Dungeon of the Mad Mage:
    Yawning Portal, A gains 1 life (21)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Fates' Reversal")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fates' Reversal", targets=["Grizzly Bears"])
    s.set_choice("A", MAD_MAGE)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 21)
    s.assert_hand_count("A", 1, "Grizzly Bears")


def _mad_mage(real_db: CardDatabase, n: int, *choices: str) -> Scenario:
    """A ventures `n` times (Secret Door, {4}{U} each) in turn 1 into Dungeon of the Mad
    Mage, answering `choices` (rooms at the forks); A's library holds only Grizzly Bears (so
    the scries change nothing)."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears", 12)
    s.add_card(Zone.BATTLEFIELD, "A", "Secret Door")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5 * n)
    for _ in range(n):
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}{U}: Venture")
    s.set_choice("A", MAD_MAGE)
    for c in choices:
        s.set_choice("A", c)
    return s


def test_611_2a_runestone_caverns_play_them_while_exiled(real_db: CardDatabase) -> None:
    """Five ventures: Yawning Portal (21), Dungeon Level, Goblin Bazaar (a Treasure), Lost
    Level, Runestone Caverns: the top two Bears exiled. In turn 3 (one Bears drawn) A casts
    three Bears with six Forests: two of them from exile, the permission outlasting the turn
    (611.2a)."""
    s = _mad_mage(real_db, 5, "Goblin Bazaar", "Runestone Caverns")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    s.check(2, Step.UPKEEP, lambda sc: (sc.assert_exile_count("Grizzly Bears", 2),
                                        sc.assert_permanent_count("A", "Treasure Token", 1),
                                        sc.assert_life("A", 21)))
    for _ in range(3):
        s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 3)
    s.assert_exile_count("Grizzly Bears", 0)
    s.assert_hand_count("A", 0)


def test_608_2g_mad_wizards_lair_casts_one_drawn_card_free(real_db: CardDatabase) -> None:
    """Seven ventures through Muiral's Graveyard (two Skeletons) to Mad Wizard's Lair: A draws
    three Bears and casts one without paying its mana cost (every Island is tapped): one
    Grizzly Bears on the battlefield, two in hand; the dungeon is completed."""
    s = _mad_mage(real_db, 7, "Goblin Bazaar", "Muiral's Graveyard")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Skeleton Token", 2)
    s.assert_hand_count("A", 2, "Grizzly Bears")
    assert tuple(s.state.players[0].dungeons_completed) == (MAD_MAGE,)


def test_608_2g_mad_wizards_lair_may_cast_none(real_db: CardDatabase) -> None:
    """A declines to cast: three Bears in hand, none on the battlefield."""
    s = _mad_mage(real_db, 7, "Goblin Bazaar", "Muiral's Graveyard", "no")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_hand_count("A", 3, "Grizzly Bears")
