"""The microcontroller as a game: the Agent protocol's state machine around the interpreter.

`pending` is an InputRequest when the next instruction is AInput or BInput (Section 3: "a
nonnegative integer of Alice's/Bob's choice"); `apply(n)` answers it and runs on to the next
request, the end of the game, or the step limit. Any nonnegative integer is legal
(`is_legal`); `legal_actions()` lists a finite menu of small numbers for agents that pick
from a list.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from mtg_engine.microcontroller.isa import Instruction
from mtg_engine.microcontroller.machine import (
    ALICE,
    BOB,
    INPUT_OPS,
    PLAYER_NAMES,
    Machine,
    MachineState,
)
from mtg_engine.microcontroller.program import Program

DEFAULT_MENU = tuple(range(21))


@dataclass(frozen=True)
class InputRequest:
    """Who must choose a number, for which register, at which card of the program."""

    player: int
    register: int
    position: int

    def describe(self) -> str:
        return f"{PLAYER_NAMES[self.player]} chooses r{self.register} (card {self.position})"


@dataclass(frozen=True)
class StepRecord:
    """What one executed instruction did, for --trace."""

    index: int
    position: int
    instruction: Instruction
    changes: tuple[str, ...]

    def __str__(self) -> str:
        sym = " ".join(str(s) for s in self.instruction.symbols)
        return (f"{self.index:>7}  card {self.position:>4}  {sym:<8}  "
                f"{self.instruction!s:<16}  {'  '.join(self.changes)}").rstrip()


def _changes(before: MachineState, after: MachineState, expected_next: int) -> tuple[str, ...]:
    out = [f"r{i}={v}" for i, (u, v) in enumerate(zip(before.registers, after.registers)) if u != v]
    out += [f"mem[{a}]={after.memory.get(a, 0)}"
            for a in sorted(set(before.memory) | set(after.memory))
            if before.memory.get(a, 0) != after.memory.get(a, 0)]
    if before.flag != after.flag:
        out.append(f"flag={after.flag}")
    if before.return_stack != after.return_stack:
        out.append(f"stack={after.return_stack}")
    if after.result is not None:
        out.append(f"result={after.result}")
    elif after.position != expected_next:
        out.append(f"-> card {after.position}")
    return tuple(out)


class Microcontroller:
    """A program running on the microcontroller, driven by `apply` as in agents.base.

    `max_steps` bounds the number of instructions executed (None: unbounded); when reached,
    `stopped` is true, `pending` is None and the game is not over. `on_step` receives a
    StepRecord for each instruction executed (for tracing).
    """

    def __init__(
        self,
        program: Program,
        seed: int = 0,
        max_steps: int | None = None,
        state: MachineState | None = None,
        on_step: Callable[[StepRecord], None] | None = None,
        menu: Sequence[int] = DEFAULT_MENU,
    ) -> None:
        if state is None:
            state = MachineState(seed=seed)
        state.validate()
        if not 0 <= state.position < program.length:
            raise ValueError(f"position {state.position} is outside the program")
        self.machine = Machine(program, state)
        self.max_steps = max_steps
        self.on_step = on_step
        self.menu = tuple(menu)

    # --- plain data -----------------------------------------------------------------------
    @property
    def program(self) -> Program:
        return self.machine.program

    @property
    def state(self) -> MachineState:
        return self.machine.state

    def to_dict(self) -> dict[str, Any]:
        return {"program": list(self.program.cards), "state": self.state.to_dict()}

    def copy(self) -> Microcontroller:
        return Microcontroller(self.program, max_steps=self.max_steps, state=self.state.copy(),
                               menu=self.menu)

    # --- the game loop --------------------------------------------------------------------
    @property
    def stopped(self) -> bool:
        """True when the step limit has been reached."""
        return self.max_steps is not None and self.state.instructions >= self.max_steps

    @property
    def is_over(self) -> bool:
        return self.state.result is not None

    @property
    def winner(self) -> int | None:
        return {"alice": ALICE, "bob": BOB}.get(self.state.result or "")

    @property
    def pending(self) -> InputRequest | None:
        if self.is_over or self.stopped:
            return None
        ins = self.machine.current()
        player = INPUT_OPS.get(ins.op) if ins is not None else None
        if ins is None or player is None:
            return None
        return InputRequest(player, ins.y, self.state.position)

    def legal_actions(self) -> list[int]:
        return list(self.menu) if self.pending is not None else []

    def is_legal(self, action: Any) -> bool:
        return self.pending is not None and _is_input(action)

    def apply(self, action: Any) -> None:
        """Answer the pending input request with a nonnegative integer, then run on."""
        if self.pending is None:
            raise ValueError("no input is pending")
        if not _is_input(action):
            raise ValueError(f"input must be a nonnegative integer, not {action!r}")
        self._step(int(action))
        self.run()

    def run(self) -> None:
        """Execute instructions until an input is needed, the game ends, or the step limit."""
        machine = self.machine
        if self.on_step is None and self.max_steps is None:
            while self.state.result is None and machine.input_player() is None:
                machine.step()
            return
        while not self.is_over and not self.stopped and machine.input_player() is None:
            self._step(None)

    def _step(self, value: int | None) -> None:
        if self.on_step is None:
            self.machine.step(value)
            return
        before = self.state.copy()
        ins = self.machine.step(value)
        expected = (before.position + 3) % self.program.length
        self.on_step(StepRecord(self.state.instructions, before.position, ins,
                                _changes(before, self.state, expected)))


def _is_input(action: Any) -> bool:
    return isinstance(action, int) and not isinstance(action, bool) and action >= 0
