"""701.3a-b, 704.5n: "~ can be attached only to a creature with power 3 or greater."
(rules/attach_limits.py, cards/oracle/attach_only.py): an equip ability aimed at another
creature resolves without moving the Equipment (701.3b); an Equipment attached to a creature
that doesn't qualify becomes unattached (704.5n). Played with real cards (skipped without the
shared MTGJSON file)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled


def _attached_to(s: Scenario, name: str) -> int | None:
    oid = next(o for o in s.state.battlefield if s.state.objects[o].card.name == name)
    return s.state.objects[oid].attached_to


def test_701_3b_o_naginata_doesnt_move_to_a_small_creature(real_db: CardDatabase) -> None:
    """O-Naginata's equip {2} targeting Grizzly Bears (power 2) resolves but doesn't attach
    it (the Bears stay 2/2, the two lands are spent); on Hill Giant (power 3) it attaches:
    6/3."""
    assert_compiled(real_db, "O-Naginata")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "O-Naginata")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _attached_to(s, "O-Naginata") is None
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_tapped("Mountain", True)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "O-Naginata")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_attached("O-Naginata", "Hill Giant")
    s.assert_power_toughness("A", "Hill Giant", 6, 3)


def test_704_5n_gate_smasher_falls_off_a_small_creature(real_db: CardDatabase) -> None:
    """Gate Smasher set on Grizzly Bears (toughness 2) becomes unattached as state-based
    actions are checked (704.5n); on Kami of Old Stone (1/7) it stays: 4/7."""
    assert_compiled(real_db, "Gate Smasher")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Gate Smasher", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Kami of Old Stone")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _attached_to(s, "Gate Smasher") is None
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kami of Old Stone")
    s.add_card(Zone.BATTLEFIELD, "A", "Gate Smasher", attached_to="Kami of Old Stone")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_attached("Gate Smasher", "Kami of Old Stone")
    s.assert_power_toughness("A", "Kami of Old Stone", 4, 7)
