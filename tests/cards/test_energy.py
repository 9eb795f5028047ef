"""Energy (107.14, 122.1; rules/energy.py) read from Oracle text and played with real cards
(skipped without the shared MTGJSON file): "you get {E}{E}" puts energy counters on you, a
cost "Pay {E}" removes them and can't be paid with fewer (118.3), and "You may pay {E}{E}.
If you do, ..." (608.2c)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


def test_107_14_aethertorch_renegade_gets_and_pays_energy(real_db: CardDatabase) -> None:
    """Aethertorch Renegade enters: A gets {E}{E}{E}{E} (4). On turn 3 "{T}, Pay {E}{E}: 1
    damage to target creature" kills B's 1/1 and leaves 2 energy; the 8-energy ability can't
    be activated with 2 (118.3)."""
    _compiled(real_db, "Aethertorch Renegade")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Aethertorch Renegade")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Savannah Lions")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aethertorch Renegade")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_player_counters("A", "energy", 4))
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{T}, Pay {E}{E}:",
                       targets=["Savannah Lions"])
    s.check(3, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_playable(
        "A", "{T}, Pay {E}{E}{E}{E}{E}{E}{E}{E}", False))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_player_counters("A", "energy", 2)
    s.assert_graveyard_count("B", "Savannah Lions", 1)
    s.assert_player_counters("B", "energy", 0)


def test_118_3_energy_cost_needs_the_counters(real_db: CardDatabase) -> None:
    """Aether Theorist (ETB {E}{E}{E}; "{T}, Pay {E}: Scry 1") put onto the battlefield
    without entering by a spell has no energy: its ability can't be activated (118.3)."""
    _compiled(real_db, "Aether Theorist")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Aether Theorist")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "{T}, Pay {E}", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_player_counters("A", "energy", 0)


def test_608_2c_glint_sleeve_siphoner_may_pay_energy(real_db: CardDatabase) -> None:
    """Glint-Sleeve Siphoner: cast on turn 1 (it enters: {E}, 1 energy); it attacks on turn 3
    ({E}, 2 energy). At the upkeep of turn 5, "you may pay {E}{E}. If you do, you draw a card
    and you lose 1 life": A pays, has 0 energy, 19 life; B took 2 combat damage (a 2/1)."""
    _compiled(real_db, "Glint-Sleeve Siphoner")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Glint-Sleeve Siphoner")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Glint-Sleeve Siphoner")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_player_counters("A", "energy", 1))
    s.attack(3, "A", "Glint-Sleeve Siphoner")
    s.check(3, Step.END_TURN, lambda sc: sc.assert_player_counters("A", "energy", 2))
    s.set_choice("A", "yes")
    s.stop_at(5, Step.DRAW)
    s.execute()
    s.assert_player_counters("A", "energy", 0)
    s.assert_life("A", 19)
    s.assert_life("B", 18)
