"""Symbols, card names and assembly: round trips and positioned errors."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mtg_engine.microcontroller.isa import CARD_NAMES, DECODE, SPECS, Op, decode
from mtg_engine.microcontroller.program import (
    BUILTIN_PROGRAMS,
    Program,
    ProgramError,
    assemble,
    detect_format,
    disassemble,
    load_builtin,
    load_program,
)


def test_card_numbers() -> None:
    """Section 4.1: Plains, Island, ... Snow-Covered Wastes are 0, 1, ..., 11."""
    assert CARD_NAMES[0] == "Plains" and CARD_NAMES[5] == "Wastes"
    assert CARD_NAMES[6] == "Snow-Covered Plains" and CARD_NAMES[11] == "Snow-Covered Wastes"


def test_decode_counts() -> None:
    """Section 3's table: how many of the 1728 triples are instructions."""
    per_op = {op: sum(1 for i in DECODE.values() if i.op is op) for op in Op}
    assert per_op[Op.ADD] == per_op[Op.MULT] == per_op[Op.STORE] == per_op[Op.LOAD] == 144
    assert per_op[Op.SET] == per_op[Op.SUBCOND] == per_op[Op.FLESS] == 132
    assert per_op[Op.DIVCEIL] == 132  # Y = Z is undefined behaviour
    assert per_op[Op.ZERO] == per_op[Op.SUB1COND] == per_op[Op.FISZERO] == 12
    assert per_op[Op.NUMBUILD] == 144
    assert per_op[Op.JUMPFWD] == per_op[Op.RETURN] == per_op[Op.ADD1] == 12
    assert per_op[Op.CALLFWD] == per_op[Op.HALTB] == 1
    # by first symbol: eight full 144s (0 1 5 6 8 9 10 11), 2: Z < 6, 3: Y < 6 or 3 6 0-2 or
    # 3 7 Z, 4: 4 0 0-2 / 4 1 Z / 4 2 Z, 7: Y != Z
    assert len(DECODE) == 8 * 144 + 12 * 6 + (6 * 12 + 3 + 12) + (3 + 12 + 12) + 132
    assert decode(2, 0, 6) is None and decode(3, 6, 3) is None and decode(3, 8, 0) is None
    assert decode(4, 0, 3) is None and decode(4, 3, 0) is None and decode(7, 5, 5) is None
    assert len(SPECS) == len(Op)


@pytest.mark.parametrize("name", list(BUILTIN_PROGRAMS))
def test_sample_programs_round_trip(name: str) -> None:
    program = load_builtin(name)
    assert program.length % 3 == 0
    assert assemble(program.assembly()) == list(program.cards)
    assert Program.parse(", ".join(program.card_names())).cards == program.cards
    assert Program.parse("\n".join(program.card_names())).cards == program.cards
    assert Program.parse(program.symbols_text()).cards == program.cards


@given(st.lists(st.integers(0, 11), min_size=1, max_size=40))
def test_any_symbols_round_trip(cards: list[int]) -> None:
    """Disassembly then assembly gives back any sequence, instruction or not (Raw lines)."""
    text = disassemble(cards)
    assert assemble(text) == cards
    assert detect_format(text) == "assembly"


def test_assembly_forms() -> None:
    text = """
        NumBuild 10      ; comments with ; or #
        numbuild 2 3     # the paper's digit-pair form
        Set r1 r0
        Mult r1, r0
        SubCond r6 r7
        FLess r7 r2
        Store r7 r8
        JumpBwdNF 8
        JumpFwd r0
        JumpBwd 0
        CallFwd
        CallBwdR r0
        Return r0
        Raw 2 0 7
        Raw 4
    """
    assert assemble(text) == [10, 0, 10, 10, 2, 3, 5, 1, 0, 6, 0, 1, 1, 7, 6, 11, 2, 7, 8, 8, 7,
                              3, 3, 8, 3, 0, 0, 3, 1, 0, 3, 6, 0, 3, 6, 2, 3, 7, 0, 2, 0, 7, 4]


@pytest.mark.parametrize(("text", "message"), [
    ("Add1 r1\nAd r1 r2", "<program>:2: unknown instruction 'Ad' (card 3 of the program)"),
    ("Add1 r12", "<program>:1: 'r12' is not a register r0-r11 (card 0 of the program)"),
    ("Set r1", "<program>:1: Set takes 2 operand(s), got 1 (card 0 of the program)"),
    ("Set r3 r3", "<program>:1: Set needs two different registers; write Zero r3 "
                  "(card 0 of the program)"),
    ("FLess r2 r2", "<program>:1: FLess needs two different registers; write FIsZero r2 "
                    "(card 0 of the program)"),
    ("DivCeil r2 r2", "<program>:1: DivCeil needs two different registers; that is undefined "
                      "behaviour (Section 3); write Raw to encode it anyway "
                      "(card 0 of the program)"),
    ("JumpFwd 12", "<program>:1: '12' is not a jump distance; longer jumps go through r0 "
                   "(1-11) (card 0 of the program)"),
    ("JumpFwd r3", "<program>:1: only r0 can give a jump distance, not 'r3' "
                   "(card 0 of the program)"),
    ("NumBuild 144", "<program>:1: '144' is not a NumBuild number (0-143) "
                     "(card 0 of the program)"),
    ("CallFwd r1", "<program>:1: CallFwd takes no operand other than r0 (the distance is r0) "
                   "(card 0 of the program)"),
    ("Raw 1 2 3 4", "<program>:1: Raw takes 1 to 3 symbols (card 0 of the program)"),
    ("10 0 10\n5 1 12", "<program>:2: '12' is not a symbol 0-11 (card 5 of the program)"),
    ("10 0 10\n5 1 -1", "<program>:2: '-1' is not a symbol 0-11 (card 5 of the program)"),
    ("Plains, Island\nSwamp, Plainz", "<program>:2: 'Plainz' is not a symbol card (expected "
     "one of: " + ", ".join(CARD_NAMES) + ") (card 3 of the program)"),
    ("# only a comment\n", "<program>: the program is empty"),
])
def test_errors_name_line_and_position(text: str, message: str) -> None:
    with pytest.raises(ProgramError) as e:
        Program.parse(text)
    assert str(e.value) == message


def test_card_names_are_case_and_space_insensitive() -> None:
    assert Program.parse("snow-covered  forest, PLAINS").cards == (10, 0)


def test_period() -> None:
    """Footnote 1: P is the length, or its first multiple that is at least 6."""
    periods = {n: Program(tuple([0] * n)).period for n in range(1, 10)}
    assert periods == {1: 6, 2: 6, 3: 6, 4: 8, 5: 10, 6: 6, 7: 7, 8: 8, 9: 9}


def test_load_program_errors(tmp_path: object) -> None:
    with pytest.raises(ProgramError, match="no such file, and not a sample program"):
        load_program("no-such-program")
    with pytest.raises(ProgramError, match="no sample program 'x'"):
        load_builtin("x")
