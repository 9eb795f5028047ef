"""Continuous effects, copies and control changes are plain data: `copy()`, `to_json()` /
`from_json()` keep them exactly (DESIGN principle 2)."""

from __future__ import annotations

import json

from mtg_engine.actions import CastSpell, ChoiceDecision, Choose, PassPriority
from mtg_engine.game import Game
from mtg_engine.rules.layers import characteristics
from mtg_engine.testing import Scenario, Step, Zone


def _dump(g: Game) -> str:
    return json.dumps(g.to_json(), sort_keys=True)


def _chars(g: Game) -> list[tuple]:
    s = g.state
    return [(oid, c.name, c.controller, c.power, c.toughness, sorted(c.keywords))
            for oid in s.battlefield for c in [characteristics(s, oid)]]


def test_707_5_clone_choice_pending_survives_save_and_load() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Clone")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    g = s.game
    g.resume()
    clone = next(c for c in g.state.players[0].hand if g.state.objects[c].card.name == "Clone")
    g.apply(CastSpell(clone))
    while not (isinstance(g.pending, ChoiceDecision) and g.pending.purpose == "choose_copy"):
        g.apply(PassPriority())
    d = g.pending
    angel = next(o for o in d.options if o and g.state.objects[o].card.name == "Serra Angel")
    loaded = Game.from_json(json.loads(_dump(g)))
    assert _dump(loaded) == _dump(g)
    c = g.copy()
    for game in (g, loaded, c):
        game.apply(Choose((angel,)))
    assert _dump(loaded) == _dump(g) == _dump(c)
    assert _chars(loaded) == _chars(g)
    assert sum(1 for row in _chars(g) if row[1] == "Serra Angel") == 2


def test_613_control_and_switch_effects_survive_save_and_load() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Switcheroo")
    s.add_card(Zone.HAND, "A", "Twisted Image")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Humility")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Switcheroo",
                 targets=["Savannah Lions", "Hill Giant"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Twisted Image", targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    g = s.game
    loaded = Game.from_json(json.loads(_dump(g)))
    assert _dump(loaded) == _dump(g)
    assert _chars(loaded) == _chars(g)
    s.assert_permanent_count("A", "Hill Giant", 1)
    assert any(o.base_controller == 1 for o in g.state.objects.values())
