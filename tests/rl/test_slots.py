"""The RL action slots when a decision has more legal answers than `MAX_ACTIONS`: every part
of an answer stays reachable (508.1a: any subset of the creatures able to attack may attack)."""

from __future__ import annotations

import pytest

pytest.importorskip("numpy")

from mtg_engine.actions import DeclareAttackers
from mtg_engine.game import Game
from mtg_engine.rl.encoding import MAX_ACTIONS, slots
from mtg_engine.testing import Scenario, Step, Zone


def _attack_with(n: int) -> Game:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", n)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.stop_at(3, Step.DECLARE_ATTACKERS)
    s.execute()
    g = s.game
    g.resume()
    return g


def test_508_1a_with_six_attackers_each_can_attack_alone_and_all_together() -> None:
    g = _attack_with(6)
    actions = g.legal_actions()
    assert len(actions) == 2 ** 6 > MAX_ACTIONS
    kept = slots(g)
    assert len(kept) == MAX_ACTIONS and all(a in actions for a in kept)
    assert [a for a in actions if a in kept] == kept  # the engine's order
    declared = [a.attacks for a in kept if isinstance(a, DeclareAttackers)]
    attackers = {p[0] for a in actions for p in a.attacks}
    assert () in declared and max(declared, key=len) == max((a.attacks for a in actions), key=len)
    alone = {d[0][0] for d in declared if len(d) == 1}
    assert alone == attackers  # the first 32 declarations never let the sixth attack alone


def test_a_decision_within_the_slots_keeps_every_answer_in_order() -> None:
    g = _attack_with(4)
    assert slots(g) == g.legal_actions()
