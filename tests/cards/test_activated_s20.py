"""Activated abilities and costs, session 20: the automatic payer sparing the permanent whose
ability is activated (602.2b, 601.2g). Real cards of the shared MTGJSON file (skipped without
it), exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.layers import characteristics
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled

# ------------------------------------------------------------------ 602.2b, 601.2g: the payer


def _totem(real_db: CardDatabase, mountains: int) -> Scenario:
    """Foriysian Totem ("{T}: Add {R}." and "{4}{R}: ~ becomes a 4/4 red Giant artifact
    creature with trample until end of turn") with `mountains` Mountains; A activates the
    animation in the first main phase, stopped in combat's beginning."""
    assert_compiled(real_db, "Foriysian Totem")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Foriysian Totem")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", mountains)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}{R}:",
                       source="Foriysian Totem")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_602_2b_payer_spares_the_totem_it_animates(real_db: CardDatabase) -> None:
    """With five Mountains the payer taps the five Mountains, not the Totem's own "{T}: Add
    {R}": the animated 4/4 Totem stays untapped (it can block)."""
    s = _totem(real_db, 5)
    totem = s._one_permanent("Foriysian Totem")
    ch = characteristics(s.state, totem)
    assert (ch.power, ch.toughness, ch.is_creature) == (4, 4, True)
    s.assert_tapped("Foriysian Totem", False)
    assert sum(s.state.objects[o].tapped for o in s._permanents("A", "Mountain")) == 5


def test_602_2b_payer_taps_the_totem_when_it_must(real_db: CardDatabase) -> None:
    """With four Mountains the five mana need the Totem's own {R} too (it pays for its own
    ability, 605.3a): everything is tapped and the Totem is a tapped 4/4."""
    s = _totem(real_db, 4)
    totem = s._one_permanent("Foriysian Totem")
    assert characteristics(s.state, totem).power == 4
    s.assert_tapped("Foriysian Totem", True)
    assert sum(s.state.objects[o].tapped for o in s._permanents("A", "Mountain")) == 4
