"""Prevention effects on groups read from Oracle text (615.1a, 615.3; cards/oracle/prevention.py),
played with real cards (skipped without the shared MTGJSON file): sources described by a filter
("by attacking creatures", "by creatures with first strike"), recipients described by one
("to attacking creatures you control"), "this turn" where the Oracle text puts it (611.2a:
"dealt this turn by ...", "dealt to you this turn by ..."), and the "that <source> would deal"
template ("Prevent all damage that creatures would deal to players this turn.")."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


def test_615_1a_harmless_assault_prevents_only_attackers_combat_damage(
        real_db: CardDatabase) -> None:
    """Harmless Assault: "Prevent all combat damage that would be dealt this turn by attacking
    creatures." B attacks with Hill Giant (3/3) and Grizzly Bears (2/2); A's Runeclaw Bear
    (2/2) blocks the Giant and A casts Harmless Assault in the declare blockers step. The
    attackers deal nothing (A stays at 20, the Bear has no damage); the blocking Bear's 2
    damage to the Giant is dealt (it isn't attacking)."""
    _compiled(real_db, "Harmless Assault")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Runeclaw Bear")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Harmless Assault")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Hill Giant")
    s.attack(2, "B", "Grizzly Bears")
    s.block(2, "A", "Runeclaw Bear", "Hill Giant")
    s.cast_spell(2, Step.DECLARE_BLOCKERS, "A", "Harmless Assault")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_damage("Runeclaw Bear", 0)
    s.assert_damage("Hill Giant", 2)
    s.assert_permanent_count("A", "Runeclaw Bear", 1)


def test_615_3_deep_wood_only_damage_to_you_from_attacking_creatures(
        real_db: CardDatabase) -> None:
    """Deep Wood: "Prevent all damage that would be dealt to you this turn by attacking
    creatures." Cast after B's Grizzly Bears attack: their 2 combat damage to A is prevented;
    B's Shock at A after combat (not from an attacking creature) deals 2: A ends at 18."""
    _compiled(real_db, "Deep Wood")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Deep Wood")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.attack(2, "B", "Grizzly Bears")
    s.cast_spell(2, Step.DECLARE_ATTACKERS, "A", "Deep Wood")
    s.check(2, Step.END_COMBAT, lambda sc: sc.assert_life("A", 20))
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)


def test_615_1a_chameleon_blur_creatures_to_players_only(real_db: CardDatabase) -> None:
    """Chameleon Blur: "Prevent all damage that creatures would deal to players this turn."
    B attacks with Hill Giant (unblocked) and Grizzly Bears (blocked by A's Runeclaw Bear):
    the Giant's 3 damage to A is prevented (A at 20), the damage between the Bears is not
    (both die)."""
    _compiled(real_db, "Chameleon Blur")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Runeclaw Bear")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Chameleon Blur")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Hill Giant")
    s.attack(2, "B", "Grizzly Bears")
    s.block(2, "A", "Runeclaw Bear", "Grizzly Bears")
    s.cast_spell(2, Step.DECLARE_BLOCKERS, "A", "Chameleon Blur")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("A", "Runeclaw Bear", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_615_1a_dolmen_gate_protects_only_attacking_creatures(real_db: CardDatabase) -> None:
    """Dolmen Gate: "Prevent all combat damage that would be dealt to attacking creatures you
    control." A's Grizzly Bears attack and B's Hill Giant blocks: the Bears take no damage and
    deal 2 to the Giant. On B's turn the Giant attacks and A's Runeclaw Bear blocks: it isn't
    attacking, takes 3 and dies."""
    _compiled(real_db, "Dolmen Gate")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dolmen Gate")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Runeclaw Bear")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Hill Giant", "Grizzly Bears")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: (sc.assert_damage("Grizzly Bears", 0),
                                                 sc.assert_damage("Hill Giant", 2)))
    s.attack(2, "B", "Hill Giant")
    s.block(2, "A", "Runeclaw Bear", "Hill Giant")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Runeclaw Bear", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_615_1a_tresserhorn_skyknight_only_first_strikers(real_db: CardDatabase) -> None:
    """Tresserhorn Skyknight (5/3): "Prevent all damage that would be dealt to ~ by creatures
    with first strike." It blocks B's Youthful Knight (2/1, first strike): no damage, the
    Knight dies. B's Shock (not a creature) then deals 2 to it."""
    _compiled(real_db, "Tresserhorn Skyknight")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tresserhorn Skyknight")
    s.add_card(Zone.BATTLEFIELD, "B", "Youthful Knight")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.attack(2, "B", "Youthful Knight")
    s.block(2, "A", "Tresserhorn Skyknight", "Youthful Knight")
    s.check(2, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_damage("Tresserhorn Skyknight", 0))
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=["Tresserhorn Skyknight"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_damage("Tresserhorn Skyknight", 2)
    s.assert_graveyard_count("B", "Youthful Knight", 1)
