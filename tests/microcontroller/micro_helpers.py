"""Shared helpers for the microcontroller tests."""

from __future__ import annotations

from mtg_engine.microcontroller.agents import ScriptedAgent, drive
from mtg_engine.microcontroller.game import Microcontroller
from mtg_engine.microcontroller.machine import MachineState
from mtg_engine.microcontroller.program import Program


def machine_for(source: str, registers: dict[int, int] | None = None, **state: object
                ) -> Microcontroller:
    """A microcontroller loaded with an assembly/symbols text and the given register values."""
    regs = [0] * 12
    for i, v in (registers or {}).items():
        regs[i] = v
    return Microcontroller(Program.parse(source), state=MachineState(registers=regs, **state))


def run_steps(game: Microcontroller, n: int, alice: tuple[int, ...] = (),
              bob: tuple[int, ...] = ()) -> Microcontroller:
    """Execute exactly n instructions (answering inputs from the scripts)."""
    agent = ScriptedAgent(alice=alice, bob=bob)
    for _ in range(n):
        request = game.pending
        if request is None:
            game.machine.step()
        else:
            game.machine.step(agent.choose(game, request.player))
    return game


def run_all(game: Microcontroller, alice: tuple[int, ...] = (), bob: tuple[int, ...] = ()
            ) -> Microcontroller:
    agent = ScriptedAgent(alice=alice, bob=bob)
    return drive(game, [agent, agent])
