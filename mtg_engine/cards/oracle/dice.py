"""A die roll with a results table (706.3), and back:

  ~ deals 5 damage to target creature or planeswalker. Roll a d20.
  1—9 | ~ deals 2 damage to each player.
  10—20 | ~ deals 2 damage to each opponent.                      (Farideh's Fireball)

The table's rows are paragraphs of their own in the Oracle text; `group_results` joins them to
the paragraph that rolls (706.3b: one ability). The roll is the effect `roll_die` (rules/
dice.py); each row's instructions carry the condition of its range (706.3a: "If the result
was in this range, [effect]"): `die_at_least` / `die_at_most`, both for a range inside the
die's outcomes. Anything else about the roll (several dice, modifiers, "Roll again",
"X is the result") is refused."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.effects import Ctx

_ROW = re.compile(r"(\d+)(?:—(\d+)|(\+))? \| (.+)")
_ROLL = re.compile(r"(?:^|(?<=\. ))[Rr]oll a d(\d+)\.$")


def group_results(pairs: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The paragraphs with each results table's rows joined ("\n") to the paragraph before
    them (706.3b)."""
    out: list[tuple[str, str]] = []
    for printed, text in pairs:
        if out and _ROW.fullmatch(text) and re.search(r"\b[Rr]oll a d\d+\.$",
                                                      out[-1][1].split("\n")[0]):
            out[-1] = (out[-1][0] + "\n" + printed, out[-1][1] + "\n" + text)
        else:
            out.append((printed, text))
    return out


def _range(lo: int, hi: int, sides: int) -> dict[str, Any] | str | None:
    """The condition of a row "lo—hi" of a dN's table (706.3a)."""
    parts = []
    if lo > 1:
        parts.append({"kind": "die_at_least", "count": lo})
    if hi < sides:
        parts.append({"kind": "die_at_most", "count": hi})
    if not parts:
        return None
    return parts[0] if len(parts) == 1 else {"kind": "all_of", "parts": parts}


def lower_text(ctx: Ctx, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """The effects of a text that rolls a die and has a results table, or None."""
    lines = text.strip().split("\n")
    if len(lines) < 2:
        return None
    roll = _ROLL.search(lines[0])
    if roll is None:
        return None
    sides = int(roll.group(1))
    out: list[dict[str, Any]] = []
    before = lines[0][:roll.start()].strip()
    if before:
        got = compile_rest(ctx, before)
        if not got:
            return None
        out += got
    out.append({"roll_die": {"sides": sides}})
    expected = 1
    for row in lines[1:]:
        m = _ROW.fullmatch(row.strip())
        if m is None:
            return None
        lo = int(m.group(1))
        hi = sides if m.group(3) else int(m.group(2) or lo)
        if lo != expected or hi < lo or hi > sides:
            return None  # (the rows cover the outcomes in order, each once)
        expected = hi + 1
        targets = len(ctx.targets)
        got = compile_rest(ctx, m.group(4))
        if not got or len(ctx.targets) != targets or any(
                not isinstance(b, dict) or "if" in b for e in got for b in e.values()):
            return None
        cond = _range(lo, hi, sides)
        if cond is None:
            return None
        out += [{verb: {**body, "if": cond}} for e in got for verb, body in e.items()]
    if expected != sides + 1:
        return None
    return out


def _row_of(cond: Any, sides: int) -> str | None:
    """The range a condition of `_range` says ("1—9", "20", "10—19")."""
    parts = cond.get("parts") if isinstance(cond, dict) and cond.get("kind") == "all_of" \
        else [cond]
    lo, hi = 1, sides
    for p in parts:
        if not isinstance(p, dict) or set(p) != {"kind", "count"}:
            return None
        if p["kind"] == "die_at_least":
            lo = p["count"]
        elif p["kind"] == "die_at_most":
            hi = p["count"]
        else:
            return None
    return f"{lo}" if lo == hi else f"{lo}—{hi}"


def render(effects: list[dict[str, Any]], targets: list[dict[str, Any]],
           tokens: dict[str, dict[str, Any]] | None) -> str | None:
    """The English of `lower_text`'s effects, or None when they aren't a roll with a table."""
    from mtg_engine.cards.oracle.render import render_effects
    from mtg_engine.cards.oracle.render_phrases import Refs, RenderError

    at = [i for i, e in enumerate(effects) if "roll_die" in e]
    if len(at) != 1:
        return None
    i = at[0]
    sides = effects[i]["roll_die"]["sides"]
    refs = Refs(targets)
    head = render_effects(effects[:i], targets, tokens, refs) + " " if i else ""
    rows: list[tuple[str, list[dict[str, Any]]]] = []
    for e in effects[i + 1:]:
        verb, body = next(iter(e.items()))
        row = _row_of(body.get("if"), sides)
        if row is None:
            raise RenderError("an instruction after a die roll outside its results table")
        plain = {verb: {k: v for k, v in body.items() if k != "if"}}
        if rows and rows[-1][0] == row:
            rows[-1][1].append(plain)
        else:
            rows.append((row, [plain]))
    lines = [f"{head}Roll a d{sides}."]
    lines += [f"{row} | {render_effects(es, targets, tokens, refs)}" for row, es in rows]
    return "\n".join(lines)
