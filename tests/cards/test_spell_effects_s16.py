"""Spell effects and effects of triggered abilities read in session 16 (issue 11), played with
real cards from the shared MTGJSON file (skipped when it is absent). Each test has exact
figures, and a case where the effect must not do anything where there is one."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.state.objects import Zone as StateZone
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def _tapped(sc: Scenario, player: str, name: str) -> int:
    """How many of `player`'s permanents named `name` are tapped."""
    p = sc.names.index(player)
    return sum(1 for o in sc.state.objects.values()
               if o.zone is StateZone.BATTLEFIELD and o.controller == p and o.name == name
               and o.tapped)


# ------------------------------------------------------------------ 502.3: "your next untap step"


def test_502_3_lands_you_control_dont_untap_during_your_next_untap_step(
        real_db: CardDatabase) -> None:
    """Bontu's Last Reckoning: "Destroy all creatures. Lands you control don't untap during
    your next untap step." A taps three of four Swamps for it on turn 1: both players' creatures
    die; on turn 3 those three Swamps are still tapped (the fourth, untapped, stays so); B's
    tapped Forest untaps in B's own untap step (turn 2); on turn 5 A's Swamps untap."""
    _compiled(real_db, "Bontu's Last Reckoning")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Bontu's Last Reckoning")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", tapped=True)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bontu's Last Reckoning")
    seen: dict[int, tuple[int, int]] = {}

    def count(turn: int) -> None:
        def fn(sc: Scenario) -> None:
            seen[turn] = (_tapped(sc, "A", "Swamp"), _tapped(sc, "B", "Forest"))
        s.check(turn, Step.PRECOMBAT_MAIN, fn)

    for turn in (2, 3, 5):
        count(turn)
    s.stop_at(5, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 0)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    assert seen == {2: (3, 0), 3: (3, 0), 5: (0, 0)}


# ------------------------------------------------------------------ 205.3m: "all Humans"


def test_205_3m_return_all_zombie_cards_tapped_then_destroy_all_humans(
        real_db: CardDatabase) -> None:
    """Zombie Apocalypse: "Return all Zombie creature cards from your graveyard to the
    battlefield tapped, then destroy all Humans." A's two Walking Corpses (Zombie) come back
    tapped, A's Elite Vanguard card (Human) stays in the graveyard; the Elite Vanguards on the
    battlefield (A's and B's: Human Soldier) are destroyed, B's Grizzly Bears (Bear) stays."""
    _compiled(real_db, "Zombie Apocalypse")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.HAND, "A", "Zombie Apocalypse")
    s.add_card(Zone.GRAVEYARD, "A", "Walking Corpse", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Elite Vanguard")
    s.add_card(Zone.BATTLEFIELD, "A", "Elite Vanguard")
    s.add_card(Zone.BATTLEFIELD, "B", "Elite Vanguard")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zombie Apocalypse")
    tapped: list[int] = []
    s.check(1, Step.END_TURN, lambda sc: tapped.append(_tapped(sc, "A", "Walking Corpse")))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Walking Corpse", 2)
    assert tapped == [2]
    s.assert_permanent_count("A", "Elite Vanguard", 0)
    s.assert_permanent_count("B", "Elite Vanguard", 0)
    s.assert_graveyard_count("A", "Elite Vanguard", 2)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_205_3m_destroy_all_goblins(real_db: CardDatabase) -> None:
    """Tivadar's Crusade: "Destroy all Goblins." Goblin Piker (Goblin Warrior) of both players
    is destroyed; Grizzly Bears stays."""
    _compiled(real_db, "Tivadar's Crusade")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Tivadar's Crusade")
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Piker")
    s.add_card(Zone.BATTLEFIELD, "B", "Goblin Piker")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Tivadar's Crusade")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Goblin Piker", 0)
    s.assert_permanent_count("B", "Goblin Piker", 0)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
