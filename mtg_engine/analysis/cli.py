"""`mtg blocks`: check or solve a declaration of blockers given as a JSON instance.

    mtg blocks check FILE.json   prints "legal" or "illegal: <reason>" for the file's declaration
    mtg blocks solve FILE.json   prints a legal declaration (blocker -> attackers) as JSON

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
    is_legal,
    satisfied_requirements,
)

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
    return 0


def _solve(args: argparse.Namespace) -> int:
    try:
        instance = _load(args.file)
        decl = best_declaration(instance, args.method)
    except (InstanceError, SolverError, ValueError) as err:
        return _fail(str(err))
    print(json.dumps(decl))
    if args.count:
        print(f"requirements obeyed: {satisfied_requirements(instance, decl)}", file=sys.stderr)
    return 0
