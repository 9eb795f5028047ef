"""Microcontroller interpreter speed: instructions per second on the sample programs.

    python bench/microcontroller.py [--steps N] [--factor-up-to N]

Prints figures only; nothing is asserted.
"""

from __future__ import annotations

import argparse
import time

from mtg_engine.microcontroller.agents import ScriptedAgent, drive
from mtg_engine.microcontroller.game import Microcontroller
from mtg_engine.microcontroller.program import load_builtin


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--steps", type=int, default=500_000, help="Collatz instructions to run")
    parser.add_argument("--factor-up-to", type=int, default=2000,
                        help="prime-factors games: one for each of 2..N (default 2000)")
    args = parser.parse_args()

    game = Microcontroller(load_builtin("collatz"), max_steps=args.steps)
    start = time.perf_counter()
    game.run()
    elapsed = time.perf_counter() - start
    print(f"collatz: {game.state.instructions} instructions in {elapsed:.3f} s "
          f"= {game.state.instructions / elapsed:,.0f} instructions/s; "
          f"search root r4 = {game.state.registers[4]}, memory entries {len(game.state.memory)}")

    program = load_builtin("prime-factors")
    total = 0
    start = time.perf_counter()
    for n in range(2, args.factor_up_to + 1):
        agent = ScriptedAgent(alice=[n])
        total += drive(Microcontroller(program), [agent, agent]).state.instructions
    elapsed = time.perf_counter() - start
    print(f"prime-factors 2..{args.factor_up_to}: {total} instructions in {elapsed:.3f} s "
          f"= {total / elapsed:,.0f} instructions/s (including set-up of "
          f"{args.factor_up_to - 1} games)")

    game = Microcontroller(load_builtin("collatz"), max_steps=10_000)
    game.run()
    start = time.perf_counter()
    for _ in range(10_000):
        game.copy()
    elapsed = time.perf_counter() - start
    print(f"copy() of a Collatz game after 10000 steps: {10_000 / elapsed:,.0f} copies/s")


if __name__ == "__main__":
    main()
