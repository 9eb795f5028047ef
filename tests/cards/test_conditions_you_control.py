"""Intervening "if" clauses on what you control (603.4) with "another", "nontoken", "non-Human"
(205.3m) and "with a +1/+1 counter on it" (122.1), with real cards and exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _wildwood(real_db: CardDatabase, friend: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wildwood Tracker")
    s.add_card(Zone.BATTLEFIELD, "A", friend)
    s.attack(1, "A", "Wildwood Tracker")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    return s


def test_603_4_wildwood_tracker_with_another_non_human_creature(real_db: CardDatabase) -> None:
    """Wildwood Tracker (1/1): "Whenever ~ attacks or blocks, if you control another non-Human
    creature, ~ gets +1/+1 until end of turn." With Grizzly Bears (a Bear) it attacks as a
    2/2: B goes to 18."""
    s = _wildwood(real_db, "Grizzly Bears")
    s.assert_power_toughness("A", "Wildwood Tracker", 2, 2)
    s.assert_life("B", 18)


def test_603_4_wildwood_tracker_with_only_a_human(real_db: CardDatabase) -> None:
    """With Elite Vanguard (a Human Soldier) only, nothing: the Tracker deals 1 (the Tracker
    itself, an Elf, isn't "another")."""
    s = _wildwood(real_db, "Elite Vanguard")
    s.assert_power_toughness("A", "Wildwood Tracker", 1, 1)
    s.assert_life("B", 19)


def test_603_4_zegana_draws_with_another_creature_with_a_counter(real_db: CardDatabase) -> None:
    """Zegana, Utopian Speaker: "When ~ enters the battlefield, if you control another
    creature with a +1/+1 counter on it, draw a card." With Grizzly Bears carrying a +1/+1
    counter A draws (hand 0 -> 1); with plain Bears A doesn't."""
    for counters, drawn in (({"+1/+1": 1}, 1), (None, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters=counters)
        s.add_card(Zone.HAND, "A", "Zegana, Utopian Speaker")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zegana, Utopian Speaker")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_permanent_count("A", "Zegana, Utopian Speaker", 1)
        s.assert_hand_count("A", drawn)


def test_603_4_fathom_fleet_captain_needs_another_nontoken_pirate(
        real_db: CardDatabase) -> None:
    """Fathom Fleet Captain: "Whenever ~ attacks, if you control another nontoken Pirate, you
    may pay {2}. If you do, create a 2/2 black Pirate creature token with menace." With
    Fathom Fleet Captain's fellow Pirate (a second Captain, not attacking) A pays {2} and
    gets a token; the attacking Captain alone gets none."""
    for second, tokens in ((True, 1), (False, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
        s.add_card(Zone.BATTLEFIELD, "A", "Fathom Fleet Captain")
        if second:
            s.add_card(Zone.BATTLEFIELD, "A", "Fathom Fleet Captain")
        s.set_choice("A", "yes")
        s.attack(1, "A", "Fathom Fleet Captain#1")
        s.stop_at(1, Step.END_COMBAT)
        s.execute()
        s.assert_permanent_count("A", "Pirate Token", tokens)


def test_603_4_spirit_mirror_makes_a_reflection_only_when_there_is_none(
        real_db: CardDatabase) -> None:
    """Spirit Mirror: "At the beginning of your upkeep, if there are no Reflection tokens on
    the battlefield, create a 2/2 white Reflection creature token." A's turn 1 upkeep makes
    one; at A's turn 3 upkeep there is one already (603.4: checked as it would trigger):
    still one."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Spirit Mirror")
    s.check(1, Step.DRAW, lambda sc: sc.assert_permanent_count("A", "Reflection Token", 1))
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Reflection Token", 1)
