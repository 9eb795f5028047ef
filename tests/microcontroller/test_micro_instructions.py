"""Each instruction against Section 3 and its Appendix B description (B.n in each docstring)."""

from __future__ import annotations

import pytest
from micro_helpers import machine_for, run_all, run_steps

from mtg_engine.microcontroller.machine import UndefinedBehaviour


def test_add() -> None:
    """B.1: 0 Y Z adds r_Z to r_Y (Halana and Alena with r_Z's power targets r_Y)."""
    g = run_steps(machine_for("Add r1 r2\nAdd r3 r3", {1: 5, 2: 7, 3: 9}), 2)
    assert g.state.registers[1:4] == [12, 7, 18]


def test_set() -> None:
    """B.2: 5 Y Z (Y != Z) erases r_Y, then adds r_Z to it."""
    g = run_steps(machine_for("5 1 2", {1: 40, 2: 3}), 1)
    assert g.state.registers[1:3] == [3, 3]


def test_zero() -> None:
    """B.3: 5 Y Y erases r_Y and there is nothing left to add back."""
    g = run_steps(machine_for("Zero r4", {4: 11}), 1)
    assert g.state.registers[4] == 0
    assert g.program.cards == (5, 4, 4)


@pytest.mark.parametrize(("y_value", "z_value", "after", "flag"),
                         [(3, 10, 7, 0), (10, 10, 0, 0), (11, 10, 10, 1), (0, 0, 0, 0)])
def test_subcond(y_value: int, z_value: int, after: int, flag: int) -> None:
    """B.4: 1 Y Z subtracts r_Y from r_Z if r_Z >= r_Y (flag 0), else sets the flag to 1."""
    g = run_steps(machine_for("1 6 7", {6: y_value, 7: z_value}, flag=1 - flag), 1)
    assert (g.state.registers[6], g.state.registers[7], g.state.flag) == (y_value, after, flag)


def test_sub1cond() -> None:
    """B.5: 1 Z Z subtracts 1 (the Halfdane keeps power 1) or sets the flag when r_Z = 0."""
    g = run_steps(machine_for("Sub1Cond r2\nSub1Cond r3", {2: 4}), 1)
    assert (g.state.registers[2], g.state.flag) == (3, 0)
    run_steps(g, 1)
    assert (g.state.registers[3], g.state.flag) == (0, 1)


def test_mult() -> None:
    """B.6: 6 Y Z sets r_Z (not r_Y) to r_Y x r_Z."""
    g = run_steps(machine_for("6 0 1\n6 5 5", {0: 12, 1: 13, 5: 9}), 2)
    assert (g.state.registers[0], g.state.registers[1], g.state.registers[5]) == (12, 156, 81)


@pytest.mark.parametrize(("y", "z", "quotient", "flag"),
                         [(7, 2, 4, 1), (8, 2, 4, 0), (0, 5, 0, 0), (1, 9, 1, 1), (99, 1, 99, 0)])
def test_divceil(y: int, z: int, quotient: int, flag: int) -> None:
    """B.7: 7 Y Z sets r_Y to ceil(r_Y / r_Z); Aegar draws the flag card on a remainder."""
    g = run_steps(machine_for("DivCeil r2 r3", {2: y, 3: z}), 1)
    assert (g.state.registers[2], g.state.registers[3], g.state.flag) == (quotient, z, flag)


def test_divceil_undefined() -> None:
    """B.7 / Section 3: r_Z = 0 or Y = Z is undefined behaviour; the run stops naming it."""
    g = machine_for("Add1 r1\nDivCeil r2 r3", {2: 5})
    with pytest.raises(UndefinedBehaviour) as e:
        run_steps(g, 2)
    assert str(e.value) == ("undefined behaviour at card 3 (step 2, symbols "
                            "7 2 3 = DivCeil r2 r3): DivCeil by r3 = 0 (Section 3)")
    with pytest.raises(UndefinedBehaviour, match=r"card 0 .*symbols 7 3 3 = Raw 7 3 3"):
        run_steps(machine_for("7 3 3", {3: 4}), 1)


def test_store() -> None:
    """B.8: 8 Y Z stores r_Y at address r_Z; a zero value is no Mouse token at all."""
    g = run_steps(machine_for("Store r2 r1\nStore r4 r3\nStore r2 r5", {1: 17, 2: 4, 4: 9}), 3)
    assert g.state.memory == {}
    run_steps(g, 1)
    assert g.state.memory == {4: 17}
    g = run_steps(machine_for("8 1 2\n8 3 2", {1: 17, 2: 4}), 2)
    assert g.state.memory == {}
    assert g.program.cards == (8, 1, 2, 8, 3, 2)


def test_load() -> None:
    """B.9: 9 Y Z loads memory[r_Z] into r_Y (0 when there is no token)."""
    g = run_steps(machine_for("Load r1 r2\nLoad r3 r4", {1: 5, 2: 6, 3: 8, 4: 7},
                              memory={6: 33}), 2)
    assert (g.state.registers[1], g.state.registers[3]) == (33, 0)


def test_inputs() -> None:
    """B.10, B.11: 2 Y 1 / 2 Y 0 replace r_Y with Bob's / Alice's chosen number."""
    g = machine_for("AInput r3\nBInput r4\nHaltD", {3: 100, 4: 100})
    assert g.pending is not None and (g.pending.player, g.pending.register) == (0, 3)
    run_all(g, alice=(12345678901234567890,), bob=(0,))
    assert g.state.registers[3:5] == [12345678901234567890, 0]
    assert g.state.result == "draw"


@pytest.mark.parametrize("flag", [0, 1])
def test_setf_setnf(flag: int) -> None:
    """B.12, B.13: 2 Y 2 sets r_Y to the flag, 2 Y 3 to its negation."""
    g = run_steps(machine_for("SetF r1\nSetNF r2", {1: 7, 2: 7}, flag=flag), 2)
    assert g.state.registers[1:3] == [flag, 1 - flag]


def test_random() -> None:
    """B.14, B.15: Rand6 / Rand20 give uniform numbers below 6 / 20, from the seeded RNG."""
    source = "Rand6 r1\nRand20 r2\nAdd r3 r1\nAdd r4 r2"
    seen6, seen20 = set(), set()
    for seed in range(300):
        g = machine_for(source)
        g.state.seed = seed
        run_steps(g, 2)
        seen6.add(g.state.registers[1])
        seen20.add(g.state.registers[2])
        again = machine_for(source)
        again.state.seed = seed
        assert run_steps(again, 2).state.registers == g.state.registers
    assert seen6 == set(range(6))
    assert seen20 == set(range(20))


@pytest.mark.parametrize(("halt", "result", "winner"),
                         [("HaltD", "draw", None), ("HaltA", "alice", 0), ("HaltB", "bob", 1)])
def test_halts(halt: str, result: str, winner: int | None) -> None:
    """B.16-B.18: the game ends (in Bob's upkeep), so Bob's last turn is not counted."""
    g = run_all(machine_for(f"Add1 r1\n{halt}\nAdd1 r1"))
    s = g.state
    assert (s.result, g.winner, g.is_over) == (result, winner, True)
    assert (s.instructions, s.alice_turns, s.bob_turns, s.registers[1]) == (2, 2, 1, 1)


def test_add1() -> None:
    """B.19: 4 1 Z adds one +1/+1 counter to r_Z."""
    g = run_steps(machine_for("Add1 r11\nAdd1 r11"), 2)
    assert g.state.registers[11] == 2


@pytest.mark.parametrize(("value", "half", "flag"), [(7, 3, 1), (8, 4, 0), (0, 0, 0), (1, 0, 1)])
def test_halve(value: int, half: int, flag: int) -> None:
    """B.20: 4 2 Z halves r_Z rounding down; the flag is the remainder."""
    g = run_steps(machine_for("Halve r5", {5: value}, flag=1 - flag), 1)
    assert (g.state.registers[5], g.state.flag) == (half, flag)


def test_numbuild_chaining() -> None:
    """B.21: NumBuild sets r0 = 12Y + Z, or 144 r0 + 12Y + Z right after another NumBuild."""
    g = run_steps(machine_for("NumBuild 0 1\nNumBuild 2 3\nNumBuild 143\nAdd1 r1\nNumBuild 5",
                              {0: 99}), 1)
    assert g.state.registers[0] == 1
    run_steps(g, 1)
    assert g.state.registers[0] == 144 + 27
    run_steps(g, 1)
    assert g.state.registers[0] == (144 + 27) * 144 + 143
    run_steps(g, 2)
    assert g.state.registers[0] == 5


def test_numbuild_chains_across_the_wrap_but_not_after_a_jump() -> None:
    """B.21: "the last instruction executed" - across the cyclic wrap, but not after a jump."""
    g = run_steps(machine_for("NumBuild 2\nNumBuild 3"), 3)
    assert g.state.registers[0] == (2 * 144 + 3) * 144 + 2
    g = run_steps(machine_for("NumBuild 2\nJumpFwd 1\nHaltD\nNumBuild 3"), 3)
    assert (g.state.registers[0], g.state.position) == (3, 0)


def test_jumpfwd() -> None:
    """B.22: JumpFwd Z mills 3Z cards from the card after the jump instruction."""
    g = run_all(machine_for("JumpFwd 2\nAdd1 r1\nAdd1 r2\nAdd1 r3\nHaltD"))
    assert g.state.registers[1:4] == [0, 0, 1]
    assert g.state.instructions == 3


def test_jumpfwd_r0_and_wrap() -> None:
    """B.23: Z = 0 jumps by r0; forward jumps wrap round the cyclic program (Section 3)."""
    g = run_steps(machine_for("JumpFwd r0\nAdd1 r1\nAdd1 r2", {0: 4}), 1)
    assert g.state.position == (3 + 12) % 9 == 6
    g = run_steps(machine_for("JumpFwd r0\nAdd1 r1\nAdd1 r2", {0: 3 * 10**30}), 1)
    assert g.state.position == 3


def test_jumpbwd() -> None:
    """B.24: JumpBwd Z' advances P - 3Z' cards, i.e. lands Z' instructions before the next."""
    g = run_steps(machine_for("Add1 r1\nAdd1 r2\nAdd1 r3\nJumpBwd 3\nHaltD"), 4)
    assert g.state.position == 3
    g = run_steps(machine_for("Add1 r1\nJumpBwd 4\nAdd1 r2\nAdd1 r3\nHaltD"), 2)
    assert g.state.position == 9  # from instruction 2 back 4: past the start, to Add1 r3


def test_jumpbwd_beyond_p_does_nothing() -> None:
    """B.24: a backward jump by P cards or more is no jump (the Scarecrow token dies)."""
    g = run_steps(machine_for("Add1 r1\nJumpBwd r0\nAdd1 r2", {0: 4}), 2)
    assert g.state.position == 6
    g = run_steps(machine_for("Add1 r1\nJumpBwd r0\nAdd1 r2", {0: 2}), 2)
    assert g.state.position == 0


@pytest.mark.parametrize(("jump", "flag", "taken"), [
    ("JumpFwdNF", 0, True), ("JumpFwdNF", 1, False), ("JumpBwdNF", 0, True),
    ("JumpBwdNF", 1, False), ("JumpFwdF", 1, True), ("JumpFwdF", 0, False),
    ("JumpBwdF", 1, True), ("JumpBwdF", 0, False),
])
def test_conditional_jumps(jump: str, flag: int, taken: bool) -> None:
    """B.25-B.28: the Blinding Angel skips Bob's combat (no jump) unless the flag says jump."""
    g = run_steps(machine_for(f"Add1 r1\n{jump} 1\nAdd1 r2\nAdd1 r3", flag=flag), 2)
    forward = "Fwd" in jump
    assert g.state.position == ((9 if forward else 3) if taken else 6)


def test_callfwd_and_return() -> None:
    """B.29, B.30: CallFwd pushes P - 3r0 and jumps 3r0 cards; Return Z' pops S and jumps
    max(0, S - 3Z') cards, which lands right after the call."""
    source = ("NumBuild 2\nCallFwd\nAdd1 r1\nHaltD\n"  # main: call the function 2 ahead
              "Add1 r5\nAdd1 r5\nReturn 3")              # a function 3 instructions long
    g = machine_for(source)
    run_steps(g, 2)
    assert (g.state.position, g.state.return_stack) == (12, [21 - 6])
    run_all(g)
    s = g.state
    assert (s.registers[1], s.registers[5], s.return_stack, s.result) == (1, 2, [], "draw")
    assert s.instructions == 7


def test_callfwd_undefined() -> None:
    """B.29: r0 = 0 or 3r0 > P is undefined behaviour."""
    with pytest.raises(UndefinedBehaviour, match="CallFwd with r0 = 0"):
        run_steps(machine_for("CallFwd\nHaltD"), 1)
    with pytest.raises(UndefinedBehaviour, match=r"CallFwd with r0 = 3 \(needs 0 < 3\*r0 <= P = 6"):
        run_steps(machine_for("CallFwd\nHaltD", {0: 3}), 1)


def test_return_on_empty_stack_is_a_draw() -> None:
    """B.30: returning with an empty stack phases in Celestial Convergence: a draw in Alice's
    next upkeep, so Bob's turn of the Return still counts."""
    g = run_all(machine_for("Add1 r1\nReturn 1\nAdd1 r2"))
    s = g.state
    assert (s.result, s.instructions, s.alice_turns, s.bob_turns) == ("draw", 2, 2, 2)


def test_return_uses_r0_when_operand_is_zero() -> None:
    """B.23, B.30: the Akron Legionnaire gives Return r0's value when Z = 0."""
    g = run_steps(machine_for("Return r0\nAdd1 r1\nAdd1 r2\nAdd1 r3", {0: 1},
                              return_stack=[9]), 1)
    assert (g.state.position, g.state.return_stack) == (9, [])


def test_callbwd() -> None:
    """B.31: CallBwd pushes 3r0 and jumps back 3r0 cards; 3r0 >= P is undefined."""
    source = "JumpFwd 2\nAdd1 r5\nReturn 2\nNumBuild 4\nCallBwd\nHaltD"
    g = run_steps(machine_for(source), 3)
    assert (g.state.position, g.state.return_stack) == (3, [12])  # at the function, Add1 r5
    run_all(g)
    assert (g.state.registers[5], g.state.result, g.state.instructions) == (1, "draw", 6)
    with pytest.raises(UndefinedBehaviour, match="CallBwd with r0 = 2"):
        run_steps(machine_for("CallBwd\nHaltD", {0: 2}), 1)


# A function (instructions 0-4) that calls itself once: r1 = 1 makes it recurse, then the inner
# call returns at once. After the function come HaltB, HaltD.
RECURSE_ONCE = ("Sub1Cond r1\nJumpFwdF 2\nNumBuild 4\n{call}\nReturn 5\n"
                "HaltB\nHaltD")


def test_callbwd_from_inside_the_function_falls_through() -> None:
    """B.32: called from within itself, CallBwd pushes 3r0 = 12 < 3Z' = 15, so the inner
    Return jumps max(0, 12 - 15) = 0 cards and runs on past the function, into HaltB."""
    g = run_all(machine_for(RECURSE_ONCE.format(call="CallBwd"), {1: 1}))
    assert (g.state.result, g.state.return_stack, g.state.instructions) == ("bob", [], 8)


def test_callbwdr_from_inside_the_function() -> None:
    """B.32: CallBwdR pushes P + 3r0 = 33, so the inner Return comes back to the caller's next
    instruction (the outer Return, which finds the stack empty: a draw)."""
    g = run_all(machine_for(RECURSE_ONCE.format(call="CallBwdR"), {1: 1}))
    assert (g.state.result, g.state.return_stack, g.state.instructions) == ("draw", [], 8)
    assert g.state.position == 15  # after the outer Return at card 12


def test_callbwdr_recursion() -> None:
    """B.29, B.32: recursion three deep. f counts r1 down, calling itself while r1 was
    nonzero, and counts the returns in r5; main calls f with CallFwd and halts."""
    source = ("NumBuild 2\nCallFwd\nHaltD\nHaltB\n"                                  # 0-3
              "Sub1Cond r1\nJumpFwdF 2\nNumBuild 4\nCallBwdR\nAdd1 r5\nReturn 6")  # f: 4-9
    g = run_all(machine_for(source, {1: 3}))
    s = g.state
    assert (s.result, s.registers[1], s.registers[5], s.return_stack) == ("draw", 0, 4, [])
    assert s.position == 9  # the HaltD at card 6 was executed, not the HaltB


def test_short_program_period() -> None:
    """Footnote 1: P is the first multiple of the length that is at least 6, so in a
    3-card program CallFwd may jump 6 cards and CallBwd 3; a 4-card program has P = 8."""
    g = run_steps(machine_for("CallFwd", {0: 2}), 1)
    assert (g.state.position, g.state.return_stack) == (0, [0])
    g = run_steps(machine_for("CallBwd", {0: 1}), 1)
    assert (g.state.position, g.state.return_stack) == (0, [3])
    g = run_steps(machine_for("3 6 0 4", {0: 2}), 1)
    assert g.program.period == 8
    assert (g.state.position, g.state.return_stack) == ((3 + 6) % 4, [2])


@pytest.mark.parametrize(("a", "b", "flag"), [(3, 5, 1), (5, 3, 0), (4, 4, 0), (0, 1, 1)])
def test_fless(a: int, b: int, flag: int) -> None:
    """B.33: 11 Y Z sets the flag to 1 if r_Z < r_Y (Okk can attack), else 0."""
    g = run_steps(machine_for("FLess r1 r2", {1: a, 2: b}, flag=1 - flag), 1)
    assert (g.state.flag, g.state.flag_combining) == (flag, True)


@pytest.mark.parametrize(("value", "flag"), [(0, 1), (1, 0), (10**20, 0)])
def test_fiszero(value: int, flag: int) -> None:
    """B.34: 11 Z Z compares r_Z with 1 (the Halfdane keeps power 1)."""
    g = run_steps(machine_for("FIsZero r9", {9: value}, flag=1 - flag), 1)
    assert g.state.flag == flag


@pytest.mark.parametrize(("a", "b", "flag"), [(4, 4, 0), (3, 4, 1), (4, 3, 1)])
def test_flag_combining_equality(a: int, b: int, flag: int) -> None:
    """Section 3 / B.33: FLess r0 r1 then FLess r1 r0 ORs the flags: 0 exactly when equal."""
    g = run_steps(machine_for("FLess r0 r1\nFLess r1 r0", {0: a, 1: b}), 2)
    assert g.state.flag == flag


def test_flag_combining_covers_every_flag_setter() -> None:
    """B.33: while Tamiyo is under Bob's control, Alice's Necrogen Mists and Abyssal Specter
    cannot make Bob discard: SubCond, Halve and DivCeil can only OR into the flag. Other
    instructions (Add1, NumBuild) do not end the state."""
    source = "FIsZero r1\nAdd1 r2\nNumBuild 7\nSubCond r2 r3\nHalve r4\nDivCeil r4 r2"
    g = run_steps(machine_for(source, {4: 8}), 6)
    s = g.state
    assert (s.flag, s.flag_combining) == (1, True)
    assert (s.registers[2], s.registers[4]) == (1, 4)  # the arithmetic still happened


@pytest.mark.parametrize(("ender", "flag", "combining"), [
    ("JumpFwdF 4", 0, False), ("JumpFwdNF 4", 0, False), ("JumpBwd 4", 0, False),
    ("SetF r5", 0, False), ("SetNF r5", 0, False), ("Return 1", 0, False),
    ("CallFwd", 0, False), ("Add1 r5", 1, True), ("NumBuild 4", 1, True),
])
def test_flag_combining_ends(ender: str, flag: int, combining: bool) -> None:
    """Section 3: flag-combining ends at an instruction that reads the flag and at any jump,
    call or return, taken or not; after it a SubCond that succeeds sets the flag back to 0.
    (Every jump here lands on the SubCond: 4 instructions is the whole program.)"""
    source = f"FIsZero r1\n{ender}\nSubCond r3 r2\nHaltD"
    g = run_steps(machine_for(source, {0: 4}, return_stack=[3]), 3)
    s = g.state
    assert (s.flag, s.flag_combining, s.position) == (flag, combining, 9)


def test_undefined_sequence() -> None:
    """Section 3: a sequence matching no instruction is undefined behaviour."""
    g = machine_for("Add1 r1\nRaw 2 0 7")
    with pytest.raises(UndefinedBehaviour) as e:
        run_all(g)
    assert str(e.value) == ("undefined behaviour at card 3 (step 2, symbols "
                            "2 0 7 = Raw 2 0 7): these symbols match no instruction (Section 3)")
    assert g.state.instructions == 1
