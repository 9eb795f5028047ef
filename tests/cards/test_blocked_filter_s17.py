"""506.4, 509.1h: "blocked creature" / "unblocked creature" (the DSL filter `blocked`:
rules/filters.py; neither before blockers are declared), in prevention (615.1a) and
redirection (614.9) effects, with real cards of the MTGJSON database (skipped without
../shared): Benalish Missionary, Snag, Veteran Bodyguard."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _damage_on(s: Scenario, name: str) -> int:
    return s.game.state.objects[s._one_permanent(name)].damage


def _attack_into_wall(real_db: CardDatabase, setup: object) -> Scenario:
    """A's Hill Giant (3/3, blocked by B's Wall of Wood, 0/3) and Grizzly Bears (2/2,
    unblocked) attack B."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Wood")
    s.attack(1, "A", "Hill Giant")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Wall of Wood", "Hill Giant")
    setup(s)  # type: ignore[operator]
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    return s


def test_506_4_benalish_missionary_targets_the_blocked_creature(real_db: CardDatabase) -> None:
    """B activates Benalish Missionary after blocks, targeting the blocked Hill Giant: its
    combat damage to the Wall is prevented (0 damage on it); the unblocked Bears deal 2 (B at
    18)."""
    assert real_db.compiled("Benalish Missionary").supported

    def setup(s: Scenario) -> None:
        s.add_card(Zone.BATTLEFIELD, "B", "Benalish Missionary")
        s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
        s.activate_ability(1, Step.DECLARE_BLOCKERS, "B", "{1}{W}, {T}:",
                           targets=["Hill Giant"])

    s = _attack_into_wall(real_db, setup)
    assert _damage_on(s, "Wall of Wood") == 0
    s.assert_life("B", 18)


def test_506_4_blocked_is_not_unblocked(real_db: CardDatabase) -> None:
    """The filter itself: after blocks, Hill Giant is a blocked creature and not an unblocked
    one, Grizzly Bears the other way round; before blocks, neither is either."""
    from mtg_engine.cards.dsl import Filter
    from mtg_engine.rules.filters import matches

    seen: list[tuple[bool, bool, bool, bool]] = []

    def look(sc: Scenario) -> None:
        st = sc.game.state
        giant, bears = sc._one_permanent("Hill Giant"), sc._one_permanent("Grizzly Bears")
        seen.append((matches(st, giant, Filter(blocked=True), 0),
                     matches(st, giant, Filter(blocked=False), 0),
                     matches(st, bears, Filter(blocked=True), 0),
                     matches(st, bears, Filter(blocked=False), 0)))

    def setup(s: Scenario) -> None:
        s.check(1, Step.DECLARE_ATTACKERS, look)
        s.check(1, Step.COMBAT_DAMAGE, look)

    _attack_into_wall(real_db, setup)
    assert seen == [(False, False, False, False), (True, False, False, True)]


def test_615_1a_snag_prevents_unblocked_creatures_combat_damage(real_db: CardDatabase) -> None:
    """B casts Snag after blocks: the unblocked Bears' 2 is prevented (B at 20); the blocked
    Hill Giant's 3 to the Wall is dealt (it dies)."""
    assert real_db.compiled("Snag").supported

    def setup(s: Scenario) -> None:
        s.add_card(Zone.BATTLEFIELD, "B", "Forest", 4)
        s.add_card(Zone.HAND, "B", "Snag")
        s.cast_spell(1, Step.DECLARE_BLOCKERS, "B", "Snag")

    s = _attack_into_wall(real_db, setup)
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Wall of Wood", 1)


def test_614_9_veteran_bodyguard_takes_unblocked_creatures_damage(
        real_db: CardDatabase) -> None:
    """614.9, 611.3a: B's untapped Veteran Bodyguard (2/5): the unblocked Bears' 2 is dealt to
    it instead of B (B at 20, 2 damage on it)."""
    assert real_db.compiled("Veteran Bodyguard").supported

    def setup(s: Scenario) -> None:
        s.add_card(Zone.BATTLEFIELD, "B", "Veteran Bodyguard")

    s = _attack_into_wall(real_db, setup)
    s.assert_life("B", 20)
    assert _damage_on(s, "Veteran Bodyguard") == 2
