"""The interpreter state as plain data, and the Agent protocol around it."""

from __future__ import annotations

import json

import pytest

from mtg_engine.agents.base import GameLike, play_out
from mtg_engine.microcontroller.agents import ScriptedAgent
from mtg_engine.microcontroller.game import Microcontroller
from mtg_engine.microcontroller.machine import MachineState
from mtg_engine.microcontroller.program import load_builtin


def test_state_round_trips_through_json_mid_run() -> None:
    """A Collatz run saved after 1234 instructions and restored continues identically."""
    program = load_builtin("collatz")
    g = Microcontroller(program, max_steps=1234)
    g.run()
    saved = json.loads(json.dumps(g.state.to_dict()))
    restored = Microcontroller(program, max_steps=3000, state=MachineState.from_dict(saved))
    assert restored.state == g.state
    g.max_steps = 3000
    g.run()
    restored.run()
    assert restored.state == g.state
    assert restored.state.instructions == 3000


def test_state_keeps_stack_flag_and_numbuild() -> None:
    state = MachineState(registers=[1] * 12, memory={3: 4}, flag=1, position=6,
                         return_stack=[3, 9], flag_combining=True, last_numbuild=True)
    assert MachineState.from_dict(state.to_dict()) == state
    assert state.to_dict()["memory"] == {"3": 4}


@pytest.mark.parametrize(("field", "value", "message"), [
    ("registers", [0] * 11, "registers: expected 12 values"),
    ("registers", [-1] + [0] * 11, "registers: values must be nonnegative"),
    ("flag", 2, "flag: must be 0 or 1"),
    ("result", "won", "result: must be null"),
])
def test_state_validation(field: str, value: object, message: str) -> None:
    data = MachineState().to_dict()
    data[field] = value
    with pytest.raises(ValueError, match=message):
        MachineState.from_dict(data)


def test_copy_is_independent() -> None:
    g = Microcontroller(load_builtin("prime-factors"))
    g.run()
    c = g.copy()
    c.apply(12)
    assert c.state.memory == {0: 2, 1: 2, 2: 3}
    assert g.state.memory == {} and g.pending is not None


def test_game_protocol_and_play_out() -> None:
    """The microcontroller is a GameLike: play_out drives it with one agent per player."""
    g = Microcontroller(load_builtin("prime-factors"))
    assert isinstance(g, GameLike)
    g.run()
    assert g.pending is not None and g.pending.player == 0 and g.pending.register == 1
    assert g.legal_actions() == list(range(21))
    assert g.is_legal(10**30) and not g.is_legal(-1) and not g.is_legal(True)
    with pytest.raises(ValueError, match="nonnegative integer"):
        g.apply(-3)
    agent = ScriptedAgent(alice=[360])
    play_out(g, [agent, agent])
    assert g.is_over and g.winner is None
    assert g.state.memory == {0: 2, 1: 2, 2: 2, 3: 3, 4: 3, 5: 5}
    assert g.legal_actions() == []


def test_max_steps_stops_without_result() -> None:
    g = Microcontroller(load_builtin("ten-cubed"), max_steps=3)
    g.run()
    assert (g.stopped, g.is_over, g.pending, g.state.instructions) == (True, False, None, 3)
