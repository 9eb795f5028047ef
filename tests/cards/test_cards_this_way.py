"""Amounts read from the one card an instruction before revealed or discarded (608.2c,
608.2h, 202.3; issue 11): "reveal the top card of your library and put that card into your
hand. You lose life equal to its mana value", "target player discards a card. ~ deals damage
to that player equal to that card's mana value", played with real cards and exact figures
(skipped without the shared MTGJSON file). rules/cards_this_way.py,
cards/oracle/cards_this_way.py."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


def test_608_2h_dark_confidant_loses_life_equal_to_the_revealed_cards_mana_value(
        real_db: CardDatabase) -> None:
    """Turn 1 upkeep: Dark Confidant reveals Lava Axe (mana value 5), puts it into A's hand,
    and A loses 5 (15); turn 3 upkeep: Shock (1): A loses 1 (14), then draws an Island. Each
    amount is the card revealed this time, read in the hand it went to (202.3, 608.2h)."""
    _compiled(real_db, "Dark Confidant")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dark Confidant")
    s.add_card(Zone.LIBRARY, "A", "Island", 2)
    s.add_card(Zone.LIBRARY, "A", "Shock")
    s.add_card(Zone.LIBRARY, "A", "Lava Axe")
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: (sc.assert_life("A", 15), sc.assert_hand_count("A", 1, "Lava Axe")))
    s.stop_at(5, Step.UPKEEP)
    s.execute()
    s.assert_life("A", 14)
    s.assert_hand_count("A", 3)  # Lava Axe, Shock, Island


def test_608_2h_sifter_wurm_gains_life_equal_to_the_revealed_top_card_which_stays(
        real_db: CardDatabase) -> None:
    """Sifter Wurm enters: scry 3 (A keeps all three on top: the default), then reveal the top
    card, Craw Wurm (mana value 6): A gains 6 (26); the card stays on top of the library
    (701.16a) and is the card A draws next."""
    _compiled(real_db, "Sifter Wurm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Sifter Wurm")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 7)
    s.add_card(Zone.LIBRARY, "A", "Island", 2)
    s.add_card(Zone.LIBRARY, "A", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sifter Wurm")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 26)
    s.assert_hand_count("A", 1, "Craw Wurm")


def test_608_2c_hellhole_rats_deals_damage_equal_to_the_discarded_cards_mana_value(
        real_db: CardDatabase) -> None:
    """Hellhole Rats enters: B discards a card (Lava Axe, mana value 5, the only card in B's
    hand) and the Rats deal 5 damage to B (15). With an empty hand nothing is discarded and no
    damage is dealt (608.2c: no card discarded this way)."""
    _compiled(real_db, "Hellhole Rats")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Hellhole Rats", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "B", "Lava Axe")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hellhole Rats")
    s.add_target("A", "B")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Hellhole Rats")
    s.add_target("A", "B")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_life("B", 15))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 15)
    s.assert_graveyard_count("B", "Lava Axe", 1)


def test_608_2h_stormchaser_chimera_keeps_the_x_it_read_until_end_of_turn(
        real_db: CardDatabase) -> None:
    """{2}{U}{R}: scry 1 (A keeps the card on top), then reveal the top card, Craw Wurm
    (mana value 6): Stormchaser Chimera (2/3) gets +6/+0 until end of turn: 8/3 through
    combat, the X locked in as the ability resolved (608.2h) though the card is drawn after."""
    _compiled(real_db, "Stormchaser Chimera")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Stormchaser Chimera")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.LIBRARY, "A", "Craw Wurm")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{U}{R}:")
    s.check(1, Step.END_COMBAT, lambda sc: sc.assert_power_toughness("A", "Stormchaser Chimera", 8, 3))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Stormchaser Chimera", 8, 3)


def test_701_16a_ignite_memories_deals_damage_equal_to_the_random_cards_mana_value(
        real_db: CardDatabase) -> None:
    """Ignite Memories: B reveals a card at random from their hand (two Lava Axes: either is
    mana value 5): 5 damage to B (15). The card stays in B's hand (701.16a)."""
    _compiled(real_db, "Ignite Memories")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Ignite Memories")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "B", "Lava Axe", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ignite Memories", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 15)
    s.assert_hand_count("B", 2, "Lava Axe")


def test_701_16a_singe_mind_ogre_with_an_empty_hand_reveals_nothing_and_b_loses_nothing(
        real_db: CardDatabase) -> None:
    """Singe-Mind Ogre enters twice: B reveals Craw Wurm (mana value 6) and loses 6 (14); the
    second time A targets A, whose hand is then empty: A reveals nothing and loses nothing
    (608.2c)."""
    _compiled(real_db, "Singe-Mind Ogre")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Singe-Mind Ogre", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "B", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Singe-Mind Ogre")
    s.add_target("A", "B")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Singe-Mind Ogre")
    s.add_target("A", "A")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 14)
    s.assert_life("A", 20)


def test_701_16a_planeswalkers_favor_pumps_by_the_revealed_cards_mana_value(
        real_db: CardDatabase) -> None:
    """{3}{G}: B reveals a card at random (Lava Axe, 5); Grizzly Bears gets +5/+5 until end of
    turn ("the revealed card's mana value", though a creature was named after it): 7/7."""
    _compiled(real_db, "Planeswalker's Favor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Planeswalker's Favor")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "B", "Lava Axe")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}{G}:", targets=["B", "Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 7, 7)


def test_601_2c_blast_of_genius_deals_the_discarded_cards_mana_value_to_the_target(
        real_db: CardDatabase) -> None:
    """Blast of Genius ("Choose any target. Draw three cards, then discard a card. ~ deals
    damage equal to the discarded card's mana value to that permanent or player."): the target
    (B) chosen as it is cast (601.2c); A draws three Islands and discards Lava Axe (5): B 15."""
    _compiled(real_db, "Blast of Genius")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Blast of Genius")
    s.add_card(Zone.HAND, "A", "Lava Axe")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.LIBRARY, "A", "Island", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blast of Genius", targets=["B"])
    s.set_choice("A", "Lava Axe")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 15)
    s.assert_graveyard_count("A", "Lava Axe", 1)
    s.assert_hand_count("A", 3)


def test_601_2c_riddle_of_lightning_hits_the_target_chosen_first(real_db: CardDatabase) -> None:
    """Riddle of Lightning targets Craw Wurm (6/4): scry 3 (all kept on top), reveal the top
    card, Lava Axe (mana value 5): 5 damage to the Wurm, which dies."""
    _compiled(real_db, "Riddle of Lightning")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Riddle of Lightning")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.LIBRARY, "A", "Island", 2)
    s.add_card(Zone.LIBRARY, "A", "Lava Axe")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Riddle of Lightning", targets=["Craw Wurm"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Craw Wurm", 1)
    s.assert_life("B", 20)


def test_108_4_dong_zhou_makes_the_creature_deal_its_power_to_its_controller(
        real_db: CardDatabase) -> None:
    """Dong Zhou enters: target creature an opponent controls (B's Craw Wurm, 6/4) deals damage
    equal to its power to "that player", the opponent who controls it (108.4): B 14."""
    _compiled(real_db, "Dong Zhou, the Tyrant")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Dong Zhou, the Tyrant")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dong Zhou, the Tyrant")
    s.add_target("A", "Craw Wurm")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 14)
    s.assert_life("A", 20)
