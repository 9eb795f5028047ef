"""The instruction set of the microcontroller (paper Section 3, table of instructions).

A program is a cyclic sequence of symbols 0-11, each written as a basic land card (Section 4.1:
Plains = 0 ... Snow-Covered Wastes = 11). An instruction is three symbols X Y Z. This module
knows which triples are instructions, what their assembly looks like, and how to go between the
two. Triples that match no instruction are undefined behaviour when executed (Section 3, last
paragraph of the table); they are still valid program data.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

# Section 4.1: the symbol cards, numbered 0, 1, ..., 11 in this order.
CARD_NAMES: tuple[str, ...] = (
    "Plains",
    "Island",
    "Swamp",
    "Mountain",
    "Forest",
    "Wastes",
    "Snow-Covered Plains",
    "Snow-Covered Island",
    "Snow-Covered Swamp",
    "Snow-Covered Mountain",
    "Snow-Covered Forest",
    "Snow-Covered Wastes",
)
SYMBOLS = 12
REGISTERS = 12


class Op(Enum):
    """Every instruction of Section 3; the value is its assembly mnemonic."""

    ADD = "Add"
    SUBCOND = "SubCond"
    SUB1COND = "Sub1Cond"
    AINPUT = "AInput"
    BINPUT = "BInput"
    SETF = "SetF"
    SETNF = "SetNF"
    RAND6 = "Rand6"
    RAND20 = "Rand20"
    JUMPFWD = "JumpFwd"
    JUMPBWD = "JumpBwd"
    JUMPFWDNF = "JumpFwdNF"
    JUMPBWDNF = "JumpBwdNF"
    JUMPFWDF = "JumpFwdF"
    JUMPBWDF = "JumpBwdF"
    CALLFWD = "CallFwd"
    CALLBWD = "CallBwd"
    CALLBWDR = "CallBwdR"
    RETURN = "Return"
    HALTD = "HaltD"
    HALTA = "HaltA"
    HALTB = "HaltB"
    ADD1 = "Add1"
    HALVE = "Halve"
    SET = "Set"
    ZERO = "Zero"
    MULT = "Mult"
    DIVCEIL = "DivCeil"
    STORE = "Store"
    LOAD = "Load"
    NUMBUILD = "NumBuild"
    FLESS = "FLess"
    FISZERO = "FIsZero"


# Operand kinds, in the order they are written in assembly:
#   "rY" / "rZ"  a register written into symbol Y / Z
#   "rYZ"        one register written into both Y and Z (Zero, Sub1Cond, FIsZero)
#   "dZ"         a jump distance 1-11 in Z, or r0 (Z = 0, Section 3 JumpFwd)
#   "nYZ"        NumBuild's number 12Y + Z, 0-143
#   "r0"         the implicit r0 of the call instructions (optional in assembly)
OperandKind = str


@dataclass(frozen=True)
class OpSpec:
    """How one instruction is encoded: first symbol, fixed Y/Z, operands, Y/Z relation."""

    op: Op
    x: int
    y: int | None
    z: int | None
    operands: tuple[OperandKind, ...]
    distinct: bool = False  # Y != Z required (the Y == Z triple is a different instruction)


# Section 3's table. Operand order follows the paper's names: "SubCond rZ rY" is 1 Y Z,
# "Mult rZ rY" is 6 Y Z, "Store rZ rY" is 8 Y Z, "FLess rZ rY" is 11 Y Z.
SPECS: tuple[OpSpec, ...] = (
    OpSpec(Op.SET, 5, None, None, ("rY", "rZ"), distinct=True),
    OpSpec(Op.ZERO, 5, None, None, ("rYZ",)),
    OpSpec(Op.ADD, 0, None, None, ("rY", "rZ")),
    OpSpec(Op.ADD1, 4, 1, None, ("rZ",)),
    OpSpec(Op.HALVE, 4, 2, None, ("rZ",)),
    OpSpec(Op.SUBCOND, 1, None, None, ("rZ", "rY"), distinct=True),
    OpSpec(Op.SUB1COND, 1, None, None, ("rYZ",)),
    OpSpec(Op.MULT, 6, None, None, ("rZ", "rY")),
    OpSpec(Op.DIVCEIL, 7, None, None, ("rY", "rZ"), distinct=True),
    OpSpec(Op.AINPUT, 2, None, 0, ("rY",)),
    OpSpec(Op.BINPUT, 2, None, 1, ("rY",)),
    OpSpec(Op.SETF, 2, None, 2, ("rY",)),
    OpSpec(Op.SETNF, 2, None, 3, ("rY",)),
    OpSpec(Op.RAND6, 2, None, 4, ("rY",)),
    OpSpec(Op.RAND20, 2, None, 5, ("rY",)),
    OpSpec(Op.NUMBUILD, 10, None, None, ("nYZ",)),
    OpSpec(Op.STORE, 8, None, None, ("rZ", "rY")),
    OpSpec(Op.LOAD, 9, None, None, ("rY", "rZ")),
    OpSpec(Op.JUMPFWD, 3, 0, None, ("dZ",)),
    OpSpec(Op.JUMPBWD, 3, 1, None, ("dZ",)),
    OpSpec(Op.JUMPFWDNF, 3, 2, None, ("dZ",)),
    OpSpec(Op.JUMPBWDNF, 3, 3, None, ("dZ",)),
    OpSpec(Op.JUMPFWDF, 3, 4, None, ("dZ",)),
    OpSpec(Op.JUMPBWDF, 3, 5, None, ("dZ",)),
    OpSpec(Op.CALLFWD, 3, 6, 0, ("r0",)),
    OpSpec(Op.CALLBWD, 3, 6, 1, ("r0",)),
    OpSpec(Op.CALLBWDR, 3, 6, 2, ("r0",)),
    OpSpec(Op.RETURN, 3, 7, None, ("dZ",)),
    OpSpec(Op.FLESS, 11, None, None, ("rZ", "rY"), distinct=True),
    OpSpec(Op.FISZERO, 11, None, None, ("rYZ",)),
    OpSpec(Op.HALTD, 4, 0, 0, ()),
    OpSpec(Op.HALTA, 4, 0, 1, ()),
    OpSpec(Op.HALTB, 4, 0, 2, ()),
)
SPEC_BY_OP: dict[Op, OpSpec] = {spec.op: spec for spec in SPECS}
SPEC_BY_MNEMONIC: dict[str, OpSpec] = {spec.op.value.lower(): spec for spec in SPECS}


@dataclass(frozen=True, slots=True)
class Instruction:
    """A decoded triple X Y Z."""

    op: Op
    x: int
    y: int
    z: int

    @property
    def symbols(self) -> tuple[int, int, int]:
        return (self.x, self.y, self.z)

    def __str__(self) -> str:
        return format_instruction(self)


def _matches(spec: OpSpec, x: int, y: int, z: int) -> bool:
    if spec.x != x or (spec.y is not None and spec.y != y) or (spec.z is not None and spec.z != z):
        return False
    if "rYZ" in spec.operands:
        return y == z
    # DivCeil with Y == Z is undefined behaviour (Section 3), not another instruction.
    return not (spec.distinct and y == z)


def _build_table() -> dict[tuple[int, int, int], Instruction]:
    table: dict[tuple[int, int, int], Instruction] = {}
    for x in range(SYMBOLS):
        for y in range(SYMBOLS):
            for z in range(SYMBOLS):
                found = [s for s in SPECS if _matches(s, x, y, z)]
                assert len(found) <= 1, (x, y, z, found)
                if found:
                    table[(x, y, z)] = Instruction(found[0].op, x, y, z)
    return table


DECODE: dict[tuple[int, int, int], Instruction] = _build_table()


def decode(x: int, y: int, z: int) -> Instruction | None:
    """The instruction the triple encodes, or None if it matches none (undefined behaviour)."""
    return DECODE.get((x, y, z))


def distance_text(z: int) -> str:
    """A jump operand: Z itself, or r0 when Z = 0 (Section 3, JumpFwd)."""
    return "r0" if z == 0 else str(z)


def format_instruction(ins: Instruction) -> str:
    """Assembly text of a decoded instruction, e.g. `Mult r1 r0` for 6 0 1."""
    spec = SPEC_BY_OP[ins.op]
    parts = [spec.op.value]
    for kind in spec.operands:
        if kind == "rY":
            parts.append(f"r{ins.y}")
        elif kind in ("rZ", "rYZ"):
            parts.append(f"r{ins.z}")
        elif kind == "dZ":
            parts.append(distance_text(ins.z))
        elif kind == "nYZ":
            parts.append(str(12 * ins.y + ins.z))
        elif kind == "r0":
            parts.append("r0")
    return " ".join(parts)


def format_triple(symbols: tuple[int, ...]) -> str:
    """Assembly for any 1-3 symbols: the instruction, or a `Raw` line if it is none."""
    if len(symbols) == 3:
        ins = decode(*symbols)
        if ins is not None:
            return format_instruction(ins)
    return "Raw " + " ".join(str(s) for s in symbols)
