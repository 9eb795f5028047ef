"""`mtg blocks`: check or solve a declaration of blockers given as a JSON instance.

    mtg blocks check FILE.json   prints "legal" or "illegal: <reason>" for the file's declaration
    mtg blocks solve FILE.json   prints a legal declaration (blocker -> attackers) as JSON

Exit status: 0 legal / solved, 1 `check` found the declaration illegal, 2 a bad file or a solver
failure, 3 `solve --time-limit` stopped before proving its declaration obeys the most
requirements (the declaration found is printed, and a note on stderr says so).

The instance format is described in mtg_engine.analysis.blocking.model. A malformed file is
reported on stderr with the field at fault and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from mtg_engine.analysis.blocking import (
    BlockingInstance,
    InstanceError,
    SolverError,
    best_declaration,
    choose_method,
    is_legal,
    satisfied_requirements,
)
from mtg_engine.analysis.blocking.exact import UnprovedError, cpsat_declaration

METHODS = ("auto", "flow", "cpsat")


def register(subparsers: Any) -> None:
    """Add `mtg blocks check` and `mtg blocks solve`."""
    blocks = subparsers.add_parser(
        "blocks", help="legality of a declaration of blockers (509.1b-c)",
        description="Decide or find legal declarations of blockers (rules 509.1a-c).")
    sub = blocks.add_subparsers(dest="blocks_command", metavar="ACTION")
    sub.required = True
    check = sub.add_parser("check", help="is the file's 'declaration' legal?")
    check.add_argument("file", help="instance JSON with a 'declaration' field")
    check.set_defaults(func=_check)
    solve = sub.add_parser("solve", help="print a legal declaration as JSON")
    solve.add_argument("file", help="instance JSON")
    solve.add_argument("--time-limit", type=float, default=None, metavar="SECONDS",
                       help="stop CP-SAT after this long (exit 3 if no proof by then)")
    solve.add_argument("--count", action="store_true",
                       help="also print the number of requirements it obeys (on stderr)")
    solve.set_defaults(func=_solve)
    for parser in (check, solve):
        parser.add_argument("--method", choices=METHODS, default="auto",
                            help="min-cost flow (polynomial class only), CP-SAT, or auto")


def _fail(message: str) -> int:
    print(f"mtg blocks: {message}", file=sys.stderr)
    return 2


def _load(path: str) -> BlockingInstance:
    return BlockingInstance.from_file(path)


def _check(args: argparse.Namespace) -> int:
    try:
        instance = _load(args.file)
        if instance.declaration is None:
            raise InstanceError(f"{args.file}: field 'declaration' is missing (nothing to check)")
        verdict = is_legal(instance, instance.declaration, args.method)
    except (InstanceError, SolverError, ValueError) as err:
        return _fail(str(err))
    print("legal" if verdict.legal else f"illegal: {verdict.reason}")
    return 0 if verdict.legal else 1


def _solve(args: argparse.Namespace) -> int:
    proved = True
    try:
        if args.time_limit is not None and not args.time_limit > 0:
            raise ValueError(f"--time-limit must be a positive number of seconds, not {args.time_limit}")
        instance = _load(args.file)
        if args.time_limit is not None and (args.method == "cpsat" or (
                args.method == "auto" and choose_method(instance) == "cpsat")):
            try:
                decl = cpsat_declaration(instance, time_limit=args.time_limit)
            except UnprovedError as err:
                decl, proved = err.declaration, False
                print(f"mtg blocks: stopped after {args.time_limit:g} s without proof that this "
                      f"declaration obeys the most requirements ({err})", file=sys.stderr)
        else:
            decl = best_declaration(instance, args.method)
    except (InstanceError, SolverError, ValueError) as err:
        return _fail(str(err))
    print(json.dumps(decl))
    if args.count:
        print(f"requirements obeyed: {satisfied_requirements(instance, decl)}", file=sys.stderr)
    return 0 if proved else 3
