"""`mtg cards show|search|coverage`: look at the card database and what the engine makes of it.

The cards are the default database (built-in cards plus the AtomicCards file named by
`MTG_ENGINE_CARDS`), or `--cards FILE`.
"""

from __future__ import annotations

import argparse
import json
import re
import shlex
import sys
from collections import Counter
from collections.abc import Callable
from typing import Any

import yaml

from mtg_engine.cards.database import (
    ENV_CARDS,
    CardDatabase,
    UnknownCardError,
    UnsupportedCardError,
    default_database,
)
from mtg_engine.cards.faces import whole
from mtg_engine.cards.mtgjson import AtomicCard, MTGJSONError
from mtg_engine.variants.progress import Progress

# ------------------------------------------------------------------ database choice


def database(path: str | None) -> CardDatabase:
    return CardDatabase.load(path) if path else default_database()


def _need_data(db: CardDatabase, command: str) -> None:
    if not db.sources:
        raise CommandError(f"{command} needs card data: set {ENV_CARDS} to an MTGJSON "
                           "AtomicCards file or pass --cards FILE")


class _NoAliases(yaml.SafeDumper):
    """Write repeated values out in full (no &anchors): the DSL as a person would write it."""

    def ignore_aliases(self, data: object) -> bool:
        return True


class CommandError(Exception):
    """A user error: printed on stderr, exit status 2."""


# ------------------------------------------------------------------ show


def printed_text(card: AtomicCard) -> str:
    lines = []
    for face in card.faces:
        head = face.name + (f"  {face.mana_cost}" if face.mana_cost else "")
        lines += [head, face.type_line]
        if face.text:
            lines += face.text.split("\n")
        if face.power is not None:
            lines.append(f"{face.power}/{face.toughness}")
        if face.loyalty is not None:
            lines.append(f"Loyalty: {face.loyalty}")
        lines.append("")
    legal = [f for f, v in sorted(card.legalities.items()) if v == "Legal"]
    other = [f"{f} ({v.lower()})" for f, v in sorted(card.legalities.items()) if v != "Legal"]
    lines.append(f"Layout: {card.layout}; colour identity: {card.color_identity or 'colorless'}")
    lines.append("Legal in: " + (", ".join(legal) or "no format"))
    if other:
        lines.append("Also: " + ", ".join(other))
    return "\n".join(lines)


def show(db: CardDatabase, name: str) -> str:
    printed = db.printed(name)
    out: list[str] = []
    if printed is not None:
        out.append(printed_text(printed))
    try:
        card = whole(db, db.get(name))  # a face's name shows its card (cards/faces.py)
    except UnsupportedCardError as e:
        out.append(f"\nEngine: NOT supported ({e.name})")
        out += [f"  - {r}" for r in e.reasons]
        return "\n".join(out)
    except UnknownCardError as e:
        raise CommandError(str(e)) from None
    if printed is None:
        for f in card.faces or (card,):  # every face (709-716)
            out.append(f"{f.name}  {f.mana_cost}\n{f.type_line}\n{f.text}".rstrip())
        if card.faces:
            out.append(f"Layout: {card.layout}; mana value {card.mana_value}, "
                       + ", ".join(f"{f.name} {f.mana_value}" for f in card.faces))
    how = "built-in definition" if db.is_builtin(card.name) else "compiled from its Oracle text"
    compiled = db.compiled(card.name) if not db.is_builtin(card.name) else None
    if compiled is not None and compiled.rendered:
        out.append("\nOracle text and its DSL rendered back to English (the round trip):")
        for para, rendered in compiled.rendered:
            out.append(f"  Oracle:   {para}")
            out.append(f"  Rendered: {rendered}")
    out.append(f"\nEngine: supported ({how}). Its DSL:")
    dsl = compiled.dsl if compiled is not None and compiled.dsl else db.source_dsl(card.name)
    if dsl is None:
        out.append("(defined in code, not in a DSL file)")
    else:
        out.append(yaml.dump(dsl, Dumper=_NoAliases, allow_unicode=True, sort_keys=False,
                             width=100).rstrip())
    if compiled is not None and compiled.tokens:
        out.append("Tokens it creates (111.4):")
        out.append(yaml.safe_dump(list(compiled.tokens), allow_unicode=True, sort_keys=False,
                                  width=100).rstrip())
    return "\n".join(out)


# ------------------------------------------------------------------ search

_CMP = {"<=": lambda a, b: a <= b, ">=": lambda a, b: a >= b, "<": lambda a, b: a < b,
        ">": lambda a, b: a > b, "=": lambda a, b: a == b, ":": lambda a, b: a == b}
_TERM = re.compile(r"^(-?)(t|type|c|color|id|identity|mv|cmc|pow|power|tou|toughness|o|oracle|"
                   r"f|format|is|name|n)(<=|>=|<|>|=|:)(.+)$", re.I)

_ANY_KEY = re.compile(r"^-?([A-Za-z]+)(?:<=|>=|<|>|=|:)(.+)$")
SEARCH_KEYS = ("t/type", "c/color", "id/identity", "mv/cmc", "pow/power", "tou/toughness",
               "o/oracle", "f/format", "is", "n/name")

Pred = Callable[[CardDatabase, AtomicCard], bool]


def parse_query(query: str) -> list[Pred]:
    """A small Scryfall-like syntax: words match the name; `t:creature`, `c:gw` (has all of
    those colours; `c:c` colourless, `c:m` multicoloured), `id:wu` (colour identity within),
    `mv<=2`, `pow>=3`, `tou=1`, `o:"draw a card"` (`~` is the card's name), `f:modern` (legal),
    `is:supported` / `is:unsupported`; a leading `-` negates a term."""
    try:
        terms = shlex.split(query)
    except ValueError as e:
        raise CommandError(f"bad query {query!r}: {e}") from None
    preds: list[Pred] = []
    for term in terms:
        m = _TERM.match(term)
        if m is None and (k := _ANY_KEY.match(term)) is not None:
            raise CommandError(f"unknown search key {k.group(1)!r} in {term!r}; the keys are "
                               + ", ".join(SEARCH_KEYS))
        if m is None:
            neg = term.startswith("-")
            pred = _term("name", ":", term.lstrip("-"), term)
        else:
            neg = bool(m.group(1))
            pred = _term(m.group(2).lower(), m.group(3), m.group(4), term)
        preds.append((lambda db, c, p=pred: not p(db, c)) if neg else pred)
    return preds


def _num(value: str, term: str) -> float:
    try:
        return float(value)
    except ValueError:
        raise CommandError(f"bad search term {term!r}: {value!r} is not a number") from None


def _term(key: str, op: str, value: str, term: str) -> Pred:
    v = value.lower()
    if key in ("t", "type"):
        return lambda db, c: v in c.type_line.lower()
    if key in ("c", "color"):
        def colors(db: CardDatabase, c: AtomicCard) -> bool:
            cs = {x for f in c.faces for x in f.colors}
            if v == "c":
                return not cs
            if v == "m":
                return len(cs) > 1
            return set(v.upper()) <= cs
        return colors
    if key in ("id", "identity"):
        return lambda db, c: set(c.color_identity) <= set(v.upper())
    if key in ("mv", "cmc", "pow", "power", "tou", "toughness"):
        n = _num(value, term)
        cmp = _CMP[op]
        if key in ("mv", "cmc"):
            return lambda db, c: cmp(c.mana_value, n)
        attr = "power" if key.startswith("pow") else "toughness"

        def stat(db: CardDatabase, c: AtomicCard) -> bool:
            s = getattr(c.front, attr)
            return s is not None and re.fullmatch(r"-?\d+", s) is not None and cmp(int(s), n)
        return stat
    if key in ("o", "oracle"):
        return lambda db, c: any(v.replace("~", f.name.lower()) in f.text.lower()
                                 for f in c.faces)
    if key in ("f", "format"):
        return lambda db, c: c.legality(v) in ("Legal", "Restricted")
    if key == "is" and v in ("supported", "unsupported"):
        want = v == "supported"
        return lambda db, c: _supported(db, c.name) == want
    if key in ("name", "n"):
        return lambda db, c: v in c.name.lower()
    raise CommandError(f"bad search term {term!r}")


def _supported(db: CardDatabase, name: str) -> bool:
    if db.is_builtin(name):
        return True
    return db.compiled(name).supported


def search(db: CardDatabase, query: str) -> list[AtomicCard]:
    preds = parse_query(query)
    return [c for c in db.atomic_cards() if all(p(db, c) for p in preds)]


# ------------------------------------------------------------------ coverage

_MAIN_TYPES = ("Creature", "Instant", "Sorcery", "Artifact", "Enchantment", "Land",
               "Planeswalker")


def coverage(db: CardDatabase, fmt: str | None = None,
             on_progress: Callable[[int], None] | None = None) -> dict[str, Any]:
    """Counts of supported / unsupported cards, by type and by format, and the most frequent
    reasons. With `fmt`, only the cards legal (or restricted) in that format. `on_progress(1)`
    after each card looked at."""
    total = Counter[str]()
    by_type: dict[str, Counter[str]] = {}
    by_format: dict[str, Counter[str]] = {}
    reasons = Counter[str]()
    for c in db.atomic_cards():
        if on_progress is not None:
            on_progress(1)
        if fmt and c.legality(fmt) not in ("Legal", "Restricted"):
            continue
        if db.is_builtin(c.name):
            ok = True
        else:
            res = db.compiled(c.name)
            ok = res.supported
            reasons.update({r.category for r in res.reasons})
        key = "supported" if ok else "unsupported"
        total[key] += 1
        t = next((x for x in _MAIN_TYPES if x in c.front.types), "other")
        by_type.setdefault(t, Counter())[key] += 1
        for f, v in c.legalities.items():
            if v in ("Legal", "Restricted"):
                by_format.setdefault(f, Counter())[key] += 1
    return {"total": total, "by_type": by_type, "by_format": by_format,
            "reasons": reasons.most_common(30)}


def coverage_list(db: CardDatabase, fmt: str | None, supported: bool) -> list[str]:
    """The names of the (un)supported cards, optionally only those legal in `fmt`."""
    return sorted(c.name for c in db.atomic_cards()
                  if (not fmt or c.legality(fmt) in ("Legal", "Restricted"))
                  and _supported(db, c.name) == supported)


def coverage_json(cov: dict[str, Any], fmt: str | None) -> dict[str, Any]:
    """`coverage` as plain JSON data: counts and percentages, by type and format, and reasons."""
    def figures(c: Counter[str]) -> dict[str, Any]:
        n = c["supported"] + c["unsupported"]
        return {"supported": c["supported"], "total": n,
                "percent": round(100.0 * c["supported"] / n, 1) if n else 0.0}

    return {"format": fmt, "all": figures(cov["total"]),
            "by_type": {t: figures(c) for t, c in cov["by_type"].items()},
            "by_format": {f: figures(c) for f, c in sorted(cov["by_format"].items())},
            "reasons": [{"reason": r, "cards": n} for r, n in cov["reasons"]]}


def format_coverage(cov: dict[str, Any], fmt: str | None) -> str:
    def line(label: str, c: Counter[str]) -> str:
        n = c["supported"] + c["unsupported"]
        pct = 100.0 * c["supported"] / n if n else 0.0
        return f"  {label:<16} {c['supported']:>6} / {n:<6} supported ({pct:.1f}%)"

    out = [f"Cards{' legal in ' + fmt if fmt else ''}:", line("all", cov["total"]), "By type:"]
    out += [line(t, c) for t, c in sorted(cov["by_type"].items(), key=lambda kv: -sum(kv[1].values()))]
    out.append("By format:")
    out += [line(f, c) for f, c in sorted(cov["by_format"].items())]
    out.append("Most frequent reasons for unsupported cards:")
    out += [f"  {n:>6}  {r}" for r, n in cov["reasons"]]
    return "\n".join(out)


# ------------------------------------------------------------------ argparse


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("cards", help="look up cards and what the engine makes of them")
    csub = p.add_subparsers(dest="cards_command", metavar="SUBCOMMAND")
    csub.required = True
    s = csub.add_parser("show", help="a card as printed and its DSL, or why it is unsupported")
    s.add_argument("name", nargs="+", help="the card's name")
    q = csub.add_parser("search", help='search: t:creature c:g mv<=2 o:"draw a card" f:modern')
    q.add_argument("query", nargs="+")
    q.add_argument("--limit", type=int, default=50, help="at most this many results (50)")
    c = csub.add_parser("coverage", help="how many cards the engine supports, and why not")
    c.add_argument("--format", dest="fmt", help="only cards legal in this format "
                   "(pauper, modern, standard, commander...)")
    c.add_argument("--json", action="store_true", help="print the figures as JSON")
    c.add_argument("--list", choices=("supported", "unsupported"),
                   help="print the names of the supported (or unsupported) cards instead")
    for x in (s, q, c):
        x.add_argument("--cards", help=f"an MTGJSON AtomicCards file (default: ${ENV_CARDS})")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        db = database(args.cards)
        cmd = args.cards_command
        if cmd == "show":
            print(show(db, " ".join(args.name)))
        elif cmd == "search":
            _need_data(db, "mtg cards search")
            found = search(db, " ".join(args.query))
            for c in found[: args.limit]:
                mark = "" if _supported(db, c.name) else "  [unsupported]"
                cost = " // ".join(f.mana_cost for f in c.faces if f.mana_cost)
                print(f"{c.name}  {cost}  — {c.type_line}{mark}")
            more = f" (showing {args.limit})" if len(found) > args.limit else ""
            print(f"{len(found)} card(s){more}")
        else:
            _need_data(db, "mtg cards coverage")
            with Progress(sum(1 for _ in db.atomic_cards()), "cards coverage",
                          enabled=False if (args.json or args.list) else None) as bar:
                cov = coverage(db, args.fmt, on_progress=bar.advance)
            if args.fmt and not cov["total"]:
                known = sorted({f for c in db.atomic_cards() for f in c.legalities})
                raise CommandError(f"no card is legal in {args.fmt!r}; formats in the data: "
                                   + ", ".join(known))
            if args.list:
                for name in coverage_list(db, args.fmt, args.list == "supported"):
                    print(name)
            elif args.json:
                print(json.dumps(coverage_json(cov, args.fmt), indent=1))
            else:
                print(format_coverage(cov, args.fmt))
    except (CommandError, MTGJSONError) as e:
        print(f"mtg cards: {e}", file=sys.stderr)
        return 2
    return 0
