"""Session 21 audit (qa21c): misplays found in the session's new cards, each failing before its
fix, with the rule it breaks.

1. Venturing (701.46a, 309.2a): a player not in a dungeon chooses any dungeon card they own
   outside the game -- the three of Adventures in the Forgotten Realms. Dungeon of the Mad Mage
   was refused (two room abilities not understood), so every venture card (Cloister Gargoyle,
   Dungeon Map, Displacer Beast, Fifty Feet of Rope, Ranger's Hawk, ...) offered two dungeons
   only. Its rooms now compile: Runestone Caverns' "Exile the top two cards of your library. You
   may play them." (no duration: as long as they remain exiled) and Mad Wizard's Lair's "Draw
   three cards and reveal them. You may cast one of them without paying its mana cost."
   (608.2g, 118.9).
2. Assist (702.132a): another player may pay generic mana of the spell's total cost, so a
   caster who can't pay the whole cost alone may still cast it with help. The engine offered
   an assisted cast only when the caster could pay it all alone. Now a spell with assist is
   offered with each player whose help would let the caster pay the rest (at each X the help
   makes payable: Gang Up; targeted ones too: Bring Down); if the assistant then pays too
   little, the cast is illegal and reversed (601.2h, 729.1). (A spell whose cost the
   engine enumerates with options -- kicker, alternative costs, cost changes -- is still
   offered with help only when the caster could pay it alone.)
3. "Whenever one or more creature cards are put into your graveyard from anywhere" (Sefris of
   the Hidden Ways) is not a leaves-the-battlefield ability (603.6c, 603.10a): it doesn't look
   back in time. The engine let a permanent with it that died together with other creature
   cards see them (Wrath of God killing Sefris and Grizzly Bears ventured); its ruling says it
   does not trigger. Fixed for every "cards are put into [a] graveyard from anywhere / from
   your library" trigger (rules/trigger_events_batch._to_graveyard)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules import dungeons
from mtg_engine.testing import Scenario, Step, Zone

M = Step.PRECOMBAT_MAIN
MAD_MAGE = "Dungeon of the Mad Mage"


def _ventures(db: CardDatabase, n: int, *choices: str) -> Scenario:
    """A ventures `n` times with Secret Door in turn 1's first main phase, answering
    `choices` in order (dungeons and rooms by name)."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Secret Door")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5 * n)
    for _ in range(n):
        s.activate_ability(1, M, "A", "{4}{U}: Venture")
    for c in choices:
        s.set_choice("A", c)
    return s


def test_309_2a_the_mad_mage_is_one_of_three_dungeons_to_choose(real_db: CardDatabase) -> None:
    """309.2a: A ventures once and chooses Dungeon of the Mad Mage: Yawning Portal, A gains 1."""
    s = _ventures(real_db, 1, MAD_MAGE)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    assert len(dungeons.available(s.game.state)) == 3
    s.assert_life("A", 21)
    d = next(s.state.objects[c] for c in s.state.command if s.state.objects[c].card.name == MAD_MAGE)
    assert dungeons.room_name(s.state, d) == "Yawning Portal"


def test_611_2a_runestone_caverns_cards_playable_while_they_remain_exiled(
        real_db: CardDatabase) -> None:
    """Runestone Caverns (5th venture, by Goblin Bazaar): the top two cards, Lightning Bolt and
    Mountain, are exiled and A may play them with no end: on turn 3 A plays the Mountain and
    casts the Bolt with it at B (17)."""
    s = _ventures(real_db, 5, MAD_MAGE, "Goblin Bazaar", "Runestone Caverns")
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Wastes", 2)
    s.add_card(Zone.LIBRARY, "A", "Mountain")
    s.add_card(Zone.LIBRARY, "A", "Lightning Bolt")
    s.play_land(3, M, "A", "Mountain")
    s.cast_spell(3, M, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Mountain", 1)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_permanent_count("A", "Treasure Token", 1)


def test_608_2g_mad_wizards_lair_casts_one_drawn_card_free(real_db: CardDatabase) -> None:
    """Mad Wizard's Lair (7th venture): A draws Grizzly Bears, a Plains and a Mountain and
    casts the Bears, the one spell among them, without paying its mana cost (every Island is
    tapped for the ventures): Bears on the battlefield, the two lands in A's hand; the
    dungeon is completed (309.7)."""
    s = _ventures(real_db, 7, MAD_MAGE, "Goblin Bazaar", "Runestone Caverns")
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Wastes", 2)
    s.add_card(Zone.LIBRARY, "A", "Mountain")
    s.add_card(Zone.LIBRARY, "A", "Plains")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Forest", 2)  # (Runestone Caverns exiles these two)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Plains")
    s.assert_exile_count("Forest", 2)
    assert MAD_MAGE in s.state.players[0].dungeons_completed


def _scoundrels(db: CardDatabase, swamps: int, paid: str) -> Scenario:
    """A casts Bloodborn Scoundrels ({5}{B}, assist) with `swamps` Swamps, B (five Mountains)
    chosen to assist and paying `paid`."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", swamps)
    s.add_card(Zone.HAND, "A", "Bloodborn Scoundrels")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 5)
    s.cast_spell(1, M, "A", "Bloodborn Scoundrels", assist="B")
    s.set_choice("B", paid)
    return s


def test_702_132a_assist_lets_a_caster_short_of_mana_cast(real_db: CardDatabase) -> None:
    """A has two Swamps only; B pays 4 of the {5} generic: A pays {1}{B}. The Scoundrels
    enter: B loses 2 (18), A gains 2 (22); four of B's Mountains are tapped."""
    s = _scoundrels(real_db, 2, "4")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Bloodborn Scoundrels", 1)
    s.assert_life("B", 18)
    s.assert_life("A", 22)
    st = s.state
    assert sum(1 for o in st.battlefield if st.objects[o].card.name == "Mountain"
               and st.objects[o].tapped) == 4


def test_729_1_assist_too_little_reverses_the_cast(real_db: CardDatabase) -> None:
    """B pays only 3: A's two Swamps can't pay the {2}{B} left: the cast is reversed (601.2h,
    729.1): the Scoundrels stay in A's hand and no land of either player is tapped."""
    s = _scoundrels(real_db, 2, "3")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert any(e[0] == "assist_reversed" for e in s.state.log)
    s.assert_hand_count("A", 1, "Bloodborn Scoundrels")
    s.assert_life("B", 20)
    st = s.state
    assert not any(st.objects[o].tapped for o in st.battlefield)


def test_702_132a_no_assisted_cast_when_help_cannot_suffice(real_db: CardDatabase) -> None:
    """A has a Forest and no Swamp: even with B's five Mountains paying the {5}, A can't pay
    {B}: Bloodborn Scoundrels is not castable."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Bloodborn Scoundrels")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 5)
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "Bloodborn Scoundrels", False))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()


# ------------------------------------------------------------------ Sefris of the Hidden Ways
@pytest.mark.parametrize(("dying", "ventures"), [(("Grizzly Bears",), 1), ((), 0)])
def test_sefris_trigger_from_the_battlefield_only(real_db: CardDatabase, dying: tuple[str, ...],
                                                  ventures: int) -> None:
    """Sefris's ruling: it must be on the battlefield; it does not trigger when it goes to the
    graveyard itself, even with other creature cards at the same time (Wrath of God kills
    Sefris and Grizzly Bears: no venture). Bears dying alone to Lightning Bolt: one venture
    (Lost Mine of Phandelver chosen, Cave Entrance)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sefris of the Hidden Ways")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    if dying:
        s.add_card(Zone.HAND, "A", "Lightning Bolt")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    else:
        s.add_card(Zone.HAND, "A", "Wrath of God")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wrath of God")
    s.set_choice("A", "Lost Mine of Phandelver")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    assert sum(1 for e in s.state.log if e[0] == "venture") == ventures


def test_702_132a_assist_pays_for_a_bigger_x(real_db: CardDatabase) -> None:
    """Gang Up ({X}{B}, assist: "Another player can pay up to {X}"): A has one Swamp, so
    alone X is 0; B pays {3} with three Mountains: X = 3 destroys B's Hill Giant (power 3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Gang Up")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, M, "A", "Gang Up", targets=["Hill Giant"], x=3, assist="B")
    s.set_choice("B", "3")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Gang Up", 1)


def test_702_132a_helped_casts_are_offered_as_legal_actions(real_db: CardDatabase) -> None:
    """Through the game API: with one Swamp, A can't cast Gang Up alone (X = 0 targets no
    creature); with B chosen to assist, X = 2 (Savannah Lions) and X = 3 (Hill Giant too),
    B's three Mountains paying up to {3}, X = 4 being more than they can; Bloodborn
    Scoundrels ({5}{B}) is not offered: B's help can't pay {5}."""
    from mtg_engine.actions import CastSpell

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Gang Up")
    s.add_card(Zone.HAND, "A", "Bloodborn Scoundrels")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Savannah Lions")
    s.stop_at(1, M)
    s.execute()
    g = s.game
    g.resume()
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    names = {(g.state.objects[a.card].card.name, a.x, a.assist) for a in casts}
    assert {x for n, x, q in names if n == "Gang Up" and q == 1} == {2, 3}
    assert {x for n, x, q in names if n == "Gang Up" and q < 0} == set()
    assert not any(n == "Bloodborn Scoundrels" for n, _, _ in names)
