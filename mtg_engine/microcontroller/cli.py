"""`mtg micro`: run, assemble and disassemble microcontroller programs; play Nim.

    mtg micro run PROGRAM|FILE [--input-a N ...] [--input-b N ...] [--seed S] [--trace]
                  [--max-steps N] [--json]
    mtg micro asm FILE [--cards]
    mtg micro disasm FILE
    mtg micro nim [--agent alice|bob] [--piles N ...] [--seed S]
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from mtg_engine.microcontroller import nim
from mtg_engine.microcontroller.agents import ScriptedAgent, drive
from mtg_engine.microcontroller.game import Microcontroller
from mtg_engine.microcontroller.machine import PLAYER_NAMES, UndefinedBehaviour
from mtg_engine.microcontroller.program import BUILTIN_PROGRAMS, ProgramError, load_program

DEFAULT_MAX_STEPS = 1_000_000


def _nonnegative(text: str) -> int:
    if not text.isdigit():
        raise argparse.ArgumentTypeError(f"{text!r} is not a nonnegative integer")
    return int(text)


def _positive(text: str) -> int:
    value = _nonnegative(text)
    if value == 0:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "micro", help="the microcontroller embedded in a Magic game (FUN 2024 paper)",
        description="Run, assemble and disassemble programs for the Magic microcontroller.",
    )
    sub = parser.add_subparsers(dest="micro_command", metavar="SUBCOMMAND")
    sub.required = True
    names = ", ".join(BUILTIN_PROGRAMS)

    run = sub.add_parser("run", help="run a program",
                         description=f"Run a sample program ({names}) or a program file "
                         "(symbols 0-11, card names, or assembly).")
    run.add_argument("program", metavar="PROGRAM|FILE")
    run.add_argument("--input-a", type=_nonnegative, action="append", default=[], metavar="N",
                     help="Alice's next input (repeat for several, in order)")
    run.add_argument("--input-b", type=_nonnegative, action="append", default=[], metavar="N",
                     help="Bob's next input (repeat for several, in order)")
    run.add_argument("--seed", type=int, default=0, help="seed of the game RNG (Rand6, Rand20)")
    run.add_argument("--trace", action="store_true",
                     help="print each instruction and what it changed")
    run.add_argument("--max-steps", type=_positive, default=DEFAULT_MAX_STEPS, metavar="N",
                     help=f"stop after N instructions (default {DEFAULT_MAX_STEPS})")
    run.add_argument("--json", action="store_true", help="print the final state as JSON")
    run.set_defaults(func=cmd_run)

    asm = sub.add_parser("asm", help="assemble a program to symbols (or land cards)")
    asm.add_argument("file", metavar="FILE")
    asm.add_argument("--cards", action="store_true",
                     help="print the land cards to put in the library, in order")
    asm.set_defaults(func=cmd_asm)

    dis = sub.add_parser("disasm", help="disassemble a program to assembly")
    dis.add_argument("file", metavar="FILE")
    dis.set_defaults(func=cmd_disasm)

    play = sub.add_parser("nim", help="play Nim on the microcontroller (sample program 4)")
    play.add_argument("--agent", choices=("alice", "bob"), default=None,
                      help="let a perfect (xor) player take this side; default: two people")
    play.add_argument("--piles", type=_positive, nargs="+", metavar="N",
                      help="the starting piles (otherwise Alice is asked)")
    play.add_argument("--seed", type=int, default=0)
    play.set_defaults(func=cmd_nim)


def _fail(message: str) -> int:
    print(f"mtg micro: error: {message}", file=sys.stderr)
    return 1


def summary(game: Microcontroller) -> dict[str, Any]:
    """The `--json` object of the issue: final registers, nonzero memory, flag, result, counts."""
    s = game.state
    return {
        "registers": list(s.registers),
        "memory": {str(a): v for a, v in sorted(s.memory.items())},
        "flag": s.flag,
        "result": s.result,
        "instructions": s.instructions,
        "alice_turns": s.alice_turns,
        "bob_turns": s.bob_turns,
    }


def _report(game: Microcontroller) -> str:
    s = game.state
    if s.result is not None:
        outcome = {"draw": "the game is a draw", "alice": "Alice wins", "bob": "Bob wins"}[s.result]
    elif game.pending is not None:
        request = game.pending
        outcome = (f"stopped: no input left for {PLAYER_NAMES[request.player]} "
                   f"(r{request.register}, card {request.position})")
    else:
        outcome = f"stopped after --max-steps {game.max_steps} instructions"
    regs = " ".join(f"r{i}={v}" for i, v in enumerate(s.registers))
    memory = ", ".join(f"{a}: {v}" for a, v in sorted(s.memory.items())) or "all zero"
    return (f"{outcome}\n"
            f"instructions: {s.instructions}  (Alice's turns: {s.alice_turns}, "
            f"Bob's turns: {s.bob_turns})\n"
            f"registers: {regs}\nmemory: {{{memory}}}\nflag: {s.flag}")


def cmd_run(args: argparse.Namespace) -> int:
    try:
        program = load_program(args.program)
    except ProgramError as e:
        return _fail(str(e))
    # With --json the trace goes to stderr, so stdout holds exactly one JSON object.
    trace_to = sys.stderr if args.json else sys.stdout
    on_step = (lambda record: print(record, file=trace_to)) if args.trace else None
    game = Microcontroller(program, seed=args.seed, max_steps=args.max_steps, on_step=on_step)
    inputs = ScriptedAgent(alice=args.input_a, bob=args.input_b)
    try:
        drive(game, [inputs, inputs])
    except UndefinedBehaviour as e:
        sys.stdout.flush()
        return _fail(str(e))
    if args.json:
        print(json.dumps(summary(game)))
    else:
        print(_report(game))
    return 0


def cmd_asm(args: argparse.Namespace) -> int:
    try:
        program = load_program(args.file)
    except ProgramError as e:
        return _fail(str(e))
    if args.cards:
        print("\n".join(program.card_names()))
    else:
        print(program.symbols_text(), end="")
    return 0


def cmd_disasm(args: argparse.Namespace) -> int:
    try:
        program = load_program(args.file)
    except ProgramError as e:
        return _fail(str(e))
    print(program.assembly(), end="")
    return 0


def cmd_nim(args: argparse.Namespace) -> int:
    person = nim.terminal_player()
    computer = nim.Announced(nim.NimAgent())
    alice = computer if args.agent == "alice" else person
    bob = computer if args.agent == "bob" else person
    if args.agent == "alice" and args.piles is None:
        print(f"Alice (the computer) sets up the piles: {' '.join(map(str, nim.DEFAULT_SETUP))}")
    try:
        game = nim.play(alice, bob, setup=args.piles, seed=args.seed)
    except EOFError:
        print()
        return _fail("input ended before the game did")
    winner = PLAYER_NAMES[game.winner] if game.winner is not None else None
    print(f"{winner} takes the last stick and wins." if winner else "No winner.")
    print(f"({game.state.instructions} instructions: {game.state.alice_turns} turns of Alice's, "
          f"{game.state.bob_turns} of Bob's)")
    return 0
