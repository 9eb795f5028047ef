"""Champion (702.72a-b, rules/champion.py): two linked triggered abilities (607.2k), played
with real cards of the MTGJSON database (skipped without ../shared)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _supported(db: CardDatabase, *names: str) -> None:
    for n in names:
        res = db.compiled(n)
        assert res.supported, (n, res.reasons)


def _hero(db: CardDatabase) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.HAND, "A", "Changeling Hero")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    return s


def test_702_72a_champion_exiles_another_and_returns_it_when_it_leaves(
        real_db: CardDatabase) -> None:
    """702.72a: Changeling Hero (4/4, champion a creature) enters; A exiles Grizzly Bears with
    it (Hero stays, Bears in exile). In turn 2 B's Doom Blade destroys the Hero: its leaves
    ability returns the Bears to the battlefield under A's control (607.2k)."""
    _supported(real_db, "Changeling Hero", "Doom Blade")
    s = _hero(real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Changeling Hero")
    s.set_choice("A", "Grizzly Bears")

    def championed(sc: Scenario) -> None:
        sc.assert_permanent_count("A", "Changeling Hero", 1)
        sc.assert_permanent_count("A", "Grizzly Bears", 0)
        sc.assert_exile_count("Grizzly Bears", 1)

    s.check(1, Step.END_TURN, championed)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Doom Blade", targets=["Changeling Hero"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Changeling Hero", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_exile_count("Grizzly Bears", 0)


def test_702_72a_no_card_exiled_the_champion_is_sacrificed(real_db: CardDatabase) -> None:
    """702.72a "sacrifice it unless you exile another [object]": A declines; the Hero is
    sacrificed (graveyard 1) and the Bears stay."""
    s = _hero(real_db)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Changeling Hero")
    s.set_choice("A", "no")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Changeling Hero", 1)
    s.assert_permanent_count("A", "Changeling Hero", 0)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_702_72a_only_another_object_of_the_kind_you_control(real_db: CardDatabase) -> None:
    """Boggart Mob (champion a Goblin): A controls Grizzly Bears (not a Goblin) and B a Goblin
    (Raging Goblin): nothing A may exile, so the Mob is sacrificed without a question; both
    creatures stay."""
    _supported(real_db, "Boggart Mob", "Raging Goblin")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Boggart Mob")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Raging Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Boggart Mob")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Boggart Mob", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Raging Goblin", 1)


def test_702_72a_champion_a_goblin_exiles_a_goblin(real_db: CardDatabase) -> None:
    """Boggart Mob with Raging Goblin under A's control: the Goblin is exiled, the Mob (5/5)
    stays and attacks in turn 3 (B: 15)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Boggart Mob")
    s.add_card(Zone.BATTLEFIELD, "A", "Raging Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Boggart Mob")
    s.set_choice("A", "Raging Goblin")
    s.attack(3, "A", "Boggart Mob")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Boggart Mob", 1)
    s.assert_exile_count("Raging Goblin", 1)
    s.assert_life("B", 15)
