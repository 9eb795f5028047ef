"""Effects compiled by the Oracle grammar (grammar.lark -> IR -> DSL), played from real cards
of the shared MTGJSON file (skipped without it): exact figures, and the rule each shows."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.lower import lower_text
from mtg_engine.testing import Scenario, Step, Zone


def _lower(text: str, on_permanent: bool = True) -> object:
    return lower_text(text, allow_x=False, on_permanent=on_permanent)


# ------------------------------------------------------------------ counters (122)


def test_122_1_counters_of_any_plain_kind_are_read() -> None:
    assert _lower("Put a spore counter on ~.") == (
        [{"put_counters": {"kind": "spore", "what": "self", "count": 1}}], [])
    # 122.1a-c: counters with a rules meaning the engine lacks stay refused
    assert _lower("Put a flying counter on target creature.") is None
    assert _lower("Put a +1/+0 counter on target creature.") is None
    assert _lower("Put a shield counter on target creature.") is None


def test_122_1_thallid_grows_spore_counters_and_spends_them(real_db: CardDatabase) -> None:
    """Thallid: a spore counter each upkeep of its controller (503.1, 122.1); removing three
    is the cost (602.1, 118.3) of a Saproling token (111.1)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thallid")
    s.activate_ability(5, Step.PRECOMBAT_MAIN, "A", "Remove three spore counters")
    s.check(5, Step.DRAW, lambda sc: sc.assert_counter_count("A", "Thallid", "spore", 3))
    s.stop_at(5, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Thallid", "spore", 0)
    s.assert_permanent_count("A", "Saproling Token", 1)
    s.assert_power_toughness("A", "Saproling Token", 1, 1)


def test_122_1_coretapper_puts_charge_counters_on_a_target_artifact(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Coretapper")
    s.add_card(Zone.BATTLEFIELD, "A", "Coretapper")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Put a charge", source="Coretapper",
                       targets=["Coretapper#2"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice", source="Coretapper#1",
                       targets=["Coretapper#2"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Coretapper", "charge", 3)
    s.assert_graveyard_count("A", "Coretapper", 1)
