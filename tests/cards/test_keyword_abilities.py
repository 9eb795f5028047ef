"""Keyword abilities (702) played with real cards from the MTGJSON database (skipped without
../shared): the rules in rules/keyword_abilities.py, the DSL expansions in cards/keyword_dsl.py
and the Oracle compiler reading each keyword."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.combat import possible_blocks
from mtg_engine.testing import Scenario, Step, Zone


def _id(s: Scenario, name: str) -> int:
    base, _, who = name.partition("@")
    return s._one_permanent(base, who or None)


def _can_block(sc: Scenario, blocker: str, attacker: str, player: int = 1) -> bool:
    options = possible_blocks(sc.game.state, player)
    return _id(sc, attacker) in options.get(_id(sc, blocker), [])


def _supported(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n)
        res = db.compiled(n)
        assert res.supported, (n, res.reasons)


# ------------------------------------------------------------------ evasion


def test_702_28b_shadow_blocks_and_is_blocked_only_by_shadow(real_db: CardDatabase) -> None:
    """702.28b: Dauthi Marauder (3/1 shadow) can't be blocked by Grizzly Bears, and Dauthi
    Mercenary (shadow) can't block Grizzly Bears; shadow blocks shadow."""
    _supported(real_db, "Dauthi Marauder", "Dauthi Mercenary")
    seen: list[tuple[bool, bool]] = []
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dauthi Marauder")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Dauthi Mercenary")
    s.attack(1, "A", "Dauthi Marauder")
    s.attack(1, "A", "Grizzly Bears@A")
    s.check(1, Step.DECLARE_BLOCKERS, lambda sc: seen.append((
        _can_block(sc, "Grizzly Bears@B", "Dauthi Marauder"),
        _can_block(sc, "Dauthi Mercenary", "Grizzly Bears@A"))))
    s.block(1, "B", "Dauthi Mercenary", "Dauthi Marauder")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    assert seen == [(False, False)]
    # the Bears were unblocked: 2 damage; Marauder (3/1) and Mercenary (2/1) traded
    s.assert_life("B", 18)
    s.assert_graveyard_count("A", "Dauthi Marauder", 1)
    s.assert_graveyard_count("B", "Dauthi Mercenary", 1)
    s.assert_abilities("A", "Grizzly Bears", ["Shadow"], present=False)


def test_702_31b_horsemanship_evades_but_can_block_anything(real_db: CardDatabase) -> None:
    """702.31b: Barbarian General (3/2 horsemanship) can't be blocked by Grizzly Bears; a
    creature with horsemanship may block one without it."""
    _supported(real_db, "Barbarian General")
    seen: list[bool] = []
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Barbarian General")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Barbarian General")
    s.attack(1, "A", "Barbarian General@A")
    s.check(1, Step.DECLARE_BLOCKERS, lambda sc: seen.append(
        _can_block(sc, "Grizzly Bears", "Barbarian General@A")))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    assert seen == [False]
    s.assert_life("B", 17)

    seen.clear()
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Barbarian General")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Barbarian General", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Barbarian General", 1)  # 3/2: the Bears' 2 damage kill it
    s.assert_life("B", 20)


# ------------------------------------------------------------------ damage results


def test_702_90b_c_infect_gives_poison_and_minus_counters(real_db: CardDatabase) -> None:
    """702.90b / 120.3b: Cystbearer (2/3 infect) unblocked gives 2 poison counters and no life
    loss; 702.90c / 120.3d: blocked by Grizzly Bears it puts two -1/-1 counters on them (no
    damage marked), and they die as 0/0 (704.5f)."""
    _supported(real_db, "Cystbearer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cystbearer")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Cystbearer")
    s.attack(3, "A", "Cystbearer")
    s.block(3, "B", "Grizzly Bears", "Cystbearer")
    s.check(3, Step.END_COMBAT, lambda sc: sc.assert_damage("Cystbearer", 2))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_player_counters("B", "poison", 2)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_704_5c_ten_poison_counters_lose(real_db: CardDatabase) -> None:
    """702.90b and 704.5c: a player with ten or more poison counters loses."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Glistener Elf")
    # set-up: B starts the turn with 9 poison counters
    s.check(1, Step.UPKEEP, lambda sc: sc.game.state.players[1].counters.update(poison=9))
    s.attack(1, "A", "Glistener Elf")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_player_counters("B", "poison", 10)
    s.assert_life("B", 20)
    s.assert_lost("B")


def test_702_80a_wither_damage_is_minus_counters(real_db: CardDatabase) -> None:
    """702.80a: Harvest Gwyllion (2/4 wither) blocked by Hill Giant (3/3) puts two -1/-1
    counters on it (a 1/1 with no damage marked) and takes 3 damage; the player is damaged as
    usual (no infect)."""
    _supported(real_db, "Harvest Gwyllion")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Harvest Gwyllion")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Harvest Gwyllion")
    s.block(1, "B", "Hill Giant", "Harvest Gwyllion")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_counter_count("B", "Hill Giant", "-1/-1", 2)
    s.assert_power_toughness("B", "Hill Giant", 1, 1)
    s.assert_damage("Hill Giant", 0)
    s.assert_damage("Harvest Gwyllion", 3)
