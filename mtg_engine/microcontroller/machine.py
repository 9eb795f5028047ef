"""The interpreter: the microcontroller's state as plain data, and one instruction at a time.

Semantics are Section 3's, with the details Appendix B fills in (cited as B.n):
- the position is a card index; an instruction is the three cards from it, read cyclically;
- jumps are counted in instructions but executed in cards, from the card after the jump
  instruction: forward Z' instructions mills 3Z' cards (B.22), backward advances P - 3Z' cards
  (B.24) and does nothing if 3Z' >= P, where P is footnote 1's program length;
- a jump operand of 0 means r0 (B.23), for every jump and for Return;
- one turn cycle (an Alice turn and a Bob turn) per instruction. A game that ends in a player's
  upkeep does not count that turn: the halts end in Bob's upkeep (B.16-B.18), so 10 cubed takes
  "5 of Alice's turns and 4 of Bob's" (Appendix A); Return on an empty stack ends the game in
  Alice's next upkeep (B.30), after Bob's turn.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from mtg_engine.microcontroller.isa import REGISTERS, Instruction, Op, decode, format_triple
from mtg_engine.microcontroller.program import Program

ALICE, BOB = 0, 1
PLAYER_NAMES = ("Alice", "Bob")
RESULTS = ("draw", "alice", "bob")

_JUMPS = {
    # op: (forward?, condition on the flag: None = always, 0 = if flag is 0, 1 = if flag is 1)
    Op.JUMPFWD: (True, None),
    Op.JUMPBWD: (False, None),
    Op.JUMPFWDNF: (True, 0),
    Op.JUMPBWDNF: (False, 0),
    Op.JUMPFWDF: (True, 1),
    Op.JUMPBWDF: (False, 1),
}
_FLAG_READERS = {Op.SETF, Op.SETNF}
_HALTS = {Op.HALTD: "draw", Op.HALTA: "alice", Op.HALTB: "bob"}
INPUT_OPS = {Op.AINPUT: ALICE, Op.BINPUT: BOB}


class UndefinedBehaviour(RuntimeError):
    """Section 3's undefined behaviour, met at run time; names the instruction and position."""

    def __init__(self, message: str, position: int, symbols: tuple[int, ...], index: int) -> None:
        self.position = position
        self.symbols = symbols
        self.index = index
        text = format_triple(symbols)
        super().__init__(
            f"undefined behaviour at card {position} (step {index}, "
            f"symbols {' '.join(map(str, symbols))} = {text}): {message}"
        )


@dataclass
class MachineState:
    """Everything the microcontroller remembers, as plain data.

    `memory` holds only nonzero values (a zero is the absence of a Mouse token, Section 4.9).
    `return_stack` lists pushed values bottom first. `flag_combining` is the flag-combining
    state of FLess/FIsZero; `last_numbuild` says the last instruction executed was a NumBuild.
    """

    registers: list[int] = field(default_factory=lambda: [0] * REGISTERS)
    memory: dict[int, int] = field(default_factory=dict)
    flag: int = 0
    position: int = 0
    return_stack: list[int] = field(default_factory=list)
    flag_combining: bool = False
    last_numbuild: bool = False
    instructions: int = 0
    alice_turns: int = 0
    bob_turns: int = 0
    result: str | None = None
    seed: int = 0
    random_draws: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "registers": list(self.registers),
            "memory": {str(a): v for a, v in sorted(self.memory.items())},
            "flag": self.flag,
            "position": self.position,
            "return_stack": list(self.return_stack),
            "flag_combining": self.flag_combining,
            "last_numbuild": self.last_numbuild,
            "instructions": self.instructions,
            "alice_turns": self.alice_turns,
            "bob_turns": self.bob_turns,
            "result": self.result,
            "seed": self.seed,
            "random_draws": self.random_draws,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> MachineState:
        state = cls(
            registers=[int(v) for v in data["registers"]],
            memory={int(a): int(v) for a, v in data.get("memory", {}).items() if int(v)},
            flag=int(data.get("flag", 0)),
            position=int(data.get("position", 0)),
            return_stack=[int(v) for v in data.get("return_stack", [])],
            flag_combining=bool(data.get("flag_combining", False)),
            last_numbuild=bool(data.get("last_numbuild", False)),
            instructions=int(data.get("instructions", 0)),
            alice_turns=int(data.get("alice_turns", 0)),
            bob_turns=int(data.get("bob_turns", 0)),
            result=data.get("result"),
            seed=int(data.get("seed", 0)),
            random_draws=int(data.get("random_draws", 0)),
        )
        state.validate()
        return state

    def validate(self) -> None:
        if len(self.registers) != REGISTERS:
            raise ValueError(f"registers: expected {REGISTERS} values, got {len(self.registers)}")
        for name, values in (("registers", self.registers), ("memory", self.memory.values()),
                             ("return_stack", self.return_stack)):
            if any(v < 0 for v in values):
                raise ValueError(f"{name}: values must be nonnegative integers")
        if any(a < 0 for a in self.memory):
            raise ValueError("memory: addresses must be nonnegative integers")
        if self.flag not in (0, 1):
            raise ValueError("flag: must be 0 or 1")
        if self.result not in (None, *RESULTS):
            raise ValueError(f"result: must be null or one of {RESULTS}")

    def copy(self) -> MachineState:
        return MachineState(
            list(self.registers), dict(self.memory), self.flag, self.position,
            list(self.return_stack), self.flag_combining, self.last_numbuild,
            self.instructions, self.alice_turns, self.bob_turns, self.result, self.seed,
            self.random_draws,
        )


@lru_cache(maxsize=64)
def decode_positions(cards: tuple[int, ...]) -> tuple[Instruction | None, ...]:
    """The instruction starting at each card of a cyclic program (None: no instruction)."""
    n = len(cards)
    return tuple(decode(cards[i], cards[(i + 1) % n], cards[(i + 2) % n]) for i in range(n))


def random_below(seed: int, draw: int, bound: int) -> int:
    """The `draw`-th random number of the game seeded `seed`, uniform in 0..bound-1.

    Derived from (seed, draw) alone so the state stays plain data and copies replay exactly.
    """
    return random.Random(f"mtg-micro/{seed}/{draw}").randrange(bound)


class Machine:
    """Executes a program on a MachineState, one instruction at a time."""

    def __init__(self, program: Program, state: MachineState | None = None) -> None:
        self.program = program
        self.state = state if state is not None else MachineState()
        self._decoded = decode_positions(program.cards)

    def symbols_at(self, position: int) -> tuple[int, int, int]:
        n, cards = self.program.length, self.program.cards
        return (cards[position % n], cards[(position + 1) % n], cards[(position + 2) % n])

    def current(self) -> Instruction | None:
        return self._decoded[self.state.position]

    def input_player(self) -> int | None:
        """ALICE or BOB if the next instruction asks that player for a number."""
        ins = self._decoded[self.state.position]
        return INPUT_OPS.get(ins.op) if ins is not None else None

    def _undefined(self, message: str) -> UndefinedBehaviour:
        s = self.state
        return UndefinedBehaviour(
            message, s.position, self.symbols_at(s.position), s.instructions + 1
        )

    def step(self, value: int | None = None) -> Instruction:
        """Execute the instruction at the current position. `value` is the player's number
        for AInput/BInput (required for them, refused for the others)."""
        s = self.state
        if s.result is not None:
            raise RuntimeError(f"the game is over ({s.result})")
        ins = self._decoded[s.position]
        if ins is None:
            raise self._undefined("these symbols match no instruction (Section 3)")
        if (ins.op in INPUT_OPS) != (value is not None):
            raise RuntimeError(f"{ins} {'needs' if value is None else 'takes no'} input value")
        next_position = (s.position + 3) % self.program.length
        jump = self._execute(ins, value)
        s.position = next_position if jump is None else self._jump(next_position, *jump)
        s.last_numbuild = ins.op is Op.NUMBUILD
        s.instructions += 1
        s.alice_turns += 1
        if ins.op not in _HALTS:  # the halts end the game in Bob's upkeep (B.16-B.18)
            s.bob_turns += 1
        return ins

    def _jump(self, start: int, forward: bool, cards: int) -> int:
        """Position after advancing from `start`: forward `cards`, or backward `cards` as the
        construction does it, by advancing P - cards (B.24); nothing if cards >= P."""
        n, period = self.program.length, self.program.period
        if forward:
            return (start + cards) % n
        if cards >= period:
            return start
        return (start + period - cards) % n

    def _set_flag(self, value: int) -> None:
        # Flag-combining (Section 3, B.33): while on, new flag values are ORed in.
        s = self.state
        s.flag = (s.flag | value) if s.flag_combining else value

    def _execute(self, ins: Instruction, value: int | None) -> tuple[bool, int] | None:
        """Carry out `ins`; return (forward, cards) if the program position jumps."""
        s, r, op, y, z = self.state, self.state.registers, ins.op, ins.y, ins.z
        if op in _FLAG_READERS or ins.x == 3:
            # Section 3: flag-combining ends with any instruction that uses the flag's value
            # and any jump, call or return, taken or not. (Read the flag first.)
            flag = s.flag
            s.flag_combining = False
            if op is Op.SETF:  # B.12
                r[y] = flag
            elif op is Op.SETNF:  # B.13
                r[y] = 1 - flag
            else:
                return self._control(ins, flag)
            return None
        if op is Op.ADD:  # B.1
            r[y] += r[z]
        elif op is Op.SET:  # B.2
            r[y] = r[z]
        elif op is Op.ZERO:  # B.3
            r[y] = 0
        elif op is Op.SUBCOND or op is Op.SUB1COND:  # B.4, B.5 (subtrahend 1 when Y = Z)
            amount = 1 if op is Op.SUB1COND else r[y]
            if r[z] >= amount:
                r[z] -= amount
                self._set_flag(0)
            else:
                self._set_flag(1)
        elif op is Op.MULT:  # B.6: the product goes to r_Z
            r[z] = r[y] * r[z]
        elif op is Op.DIVCEIL:  # B.7
            if r[z] == 0:
                raise self._undefined(f"DivCeil by r{z} = 0 (Section 3)")
            quotient, remainder = divmod(r[y], r[z])
            r[y] = quotient + (1 if remainder else 0)
            self._set_flag(1 if remainder else 0)
        elif op is Op.STORE:  # B.8: value r_Y at address r_Z; zero means no token
            if r[y]:
                s.memory[r[z]] = r[y]
            else:
                s.memory.pop(r[z], None)
        elif op is Op.LOAD:  # B.9
            r[y] = s.memory.get(r[z], 0)
        elif op in INPUT_OPS:  # B.10, B.11
            assert value is not None
            r[y] = value
        elif op is Op.RAND6 or op is Op.RAND20:  # B.14, B.15
            r[y] = random_below(s.seed, s.random_draws, 6 if op is Op.RAND6 else 20)
            s.random_draws += 1
        elif op is Op.NUMBUILD:  # B.21: chains when the last instruction was a NumBuild
            r[0] = (r[0] * 144 if s.last_numbuild else 0) + 12 * y + z
        elif op is Op.ADD1:  # B.19
            r[z] += 1
        elif op is Op.HALVE:  # B.20
            r[z], remainder = divmod(r[z], 2)
            self._set_flag(remainder)
        elif op is Op.FLESS or op is Op.FISZERO:  # B.33, B.34 (compared with 1 when Y = Z)
            other = 1 if op is Op.FISZERO else r[y]
            self._set_flag(1 if r[z] < other else 0)
            s.flag_combining = True
        elif op in _HALTS:  # B.16-B.18
            s.result = _HALTS[op]
        else:  # pragma: no cover - every decodable op is handled above
            raise AssertionError(op)
        return None

    def _control(self, ins: Instruction, flag: int) -> tuple[bool, int] | None:
        """Jumps (B.22-B.28), calls (B.29, B.31, B.32) and Return (B.30)."""
        s, r, op = self.state, self.state.registers, ins.op
        distance = r[0] if ins.z == 0 else ins.z  # B.23: Z = 0 means r0
        if op in _JUMPS:
            forward, condition = _JUMPS[op]
            if condition is not None and flag != condition:
                return None
            return (forward, 3 * distance)
        period, cards = self.program.period, 3 * r[0]
        if op is Op.CALLFWD:
            if r[0] == 0 or cards > period:
                raise self._undefined(f"CallFwd with r0 = {r[0]} (needs 0 < 3*r0 <= P = {period})")
            s.return_stack.append(period - cards)
            return (True, cards)
        if op is Op.CALLBWD or op is Op.CALLBWDR:
            if cards >= period:
                raise self._undefined(
                    f"{op.value} with r0 = {r[0]} (needs 3*r0 < P = {period})"
                )
            s.return_stack.append(cards if op is Op.CALLBWD else period + cards)
            return (False, cards)
        assert op is Op.RETURN
        if not s.return_stack:  # B.30: the base of the stack phases in Celestial Convergence
            s.result = "draw"
            return None
        top = s.return_stack.pop()
        return (True, max(0, top - 3 * distance))
