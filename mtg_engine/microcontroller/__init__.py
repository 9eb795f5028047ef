"""The microcontroller of "A Programming Language Embedded in Magic: The Gathering" (FUN 2024).

Twelve registers, unbounded memory and a flag, programmed with twelve symbols written as basic
land cards, three per instruction (Section 3); the sample programs of Appendix A are in
programs/. Independent of the rules engine: this is the reference the engine-run construction
will be compared with.

- isa:     the instruction set (symbols <-> instructions <-> assembly text)
- program: Program, the assembler/disassembler and card-name reader, the sample programs
- machine: MachineState (plain data) and the interpreter
- game:    Microcontroller, the Agent-protocol state machine (inputs are its decisions)
- agents:  scripted and terminal input agents, `drive`
- nim:     the Nim program's questions and a perfect (xor) player
- cli:     `mtg micro run|asm|disasm|nim`
"""

from mtg_engine.microcontroller.game import InputRequest, Microcontroller
from mtg_engine.microcontroller.machine import MachineState, UndefinedBehaviour
from mtg_engine.microcontroller.program import Program, ProgramError, load_builtin, load_program

__all__ = [
    "InputRequest",
    "MachineState",
    "Microcontroller",
    "Program",
    "ProgramError",
    "UndefinedBehaviour",
    "load_builtin",
    "load_program",
]
