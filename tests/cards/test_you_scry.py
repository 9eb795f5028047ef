""""... and you scry X, where X is <amount>" (701.18a, 107.3, 608.2h; issue 11): The Scarab God
and Alibou, Ancient Witness, played with real cards and exact figures (skipped without the
shared MTGJSON file). cards/oracle/you_scry.py."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


def test_107_3_the_scarab_god_drains_and_scries_the_number_of_zombies(
        real_db: CardDatabase) -> None:
    """A's upkeep: two Walking Corpses (The Scarab God itself is a God, not a Zombie): two
    Zombies, so B loses 2 (18) and A scries 2; B's Walking Corpse is not A's. Turn 3: a Corpse
    died in between (Shock), one Zombie: B loses 1 more (17)."""
    _compiled(real_db, "The Scarab God")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "The Scarab God")
    s.add_card(Zone.BATTLEFIELD, "A", "Walking Corpse", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Walking Corpse")
    s.add_card(Zone.HAND, "B", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.check(1, Step.DRAW, lambda sc: sc.assert_life("B", 18))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Walking Corpse@A"])
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_life("B", 17)


def test_107_3_alibou_deals_and_scries_the_number_of_tapped_artifacts(
        real_db: CardDatabase) -> None:
    """Alibou (4/5) and Ornithopter attack: two tapped artifacts (608.2h: counted as the
    trigger resolves, the attackers tapped; Mind Stone untapped): 2 damage to B (18) and A
    scries 2; combat damage then 4 + 0 (14)."""
    _compiled(real_db, "Alibou, Ancient Witness")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Alibou, Ancient Witness")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "A", "Mind Stone")
    s.attack(1, "A", "Alibou, Ancient Witness")
    s.attack(1, "A", "Ornithopter")
    s.add_target("A", "B")
    s.check(1, Step.DECLARE_BLOCKERS, lambda sc: sc.assert_life("B", 18))
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 14)
