"""X doubled or plus a number as an instruction's amount (107.3, 107.1):

  You gain twice X life.                                          (Sanguine Sacrament)
  You gain X plus 3 life.                                         (Vitalizing Cascade)
  ~ deals twice X damage to each creature with flying.            (Nylea's Intervention)

-> the amount words "2X" / "X+N" (dsl_abilities.AMOUNT_WORDS; effects/references.amount_of):
the text is read with the phrase said "X" (the one X of the text), and that amount is then
written as the phrase says. The round trip reads "twice X" and "2X" alike, "X plus N" as "X+N"
(render._PHRASES: `NORMALISE`)."""

from __future__ import annotations

import re
from typing import Any

_PHRASE = re.compile(r"\b(?:twice X|X plus (\d|one|two|three))\b")
_DIGITS = {"one": "1", "two": "2", "three": "3"}
WORDS = ("2X", "X+1", "X+2", "X+3")
# ("x x": a word "x" first, as "gain x life" is read: render.normalise's "you")
NORMALISE = ((r"\b(?:twice x|2x)(?=[ .]|$)", "x x"),
             (r"\bx plus (1|2|3|one|two|three)\b",
              lambda m: "x+" + _DIGITS.get(m.group(1), m.group(1))))


def lower_text(ctx: Any, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """The effects of a text whose one X is so said, or None."""
    found = _PHRASE.findall(text)
    if len(found) != 1 or len(re.findall(r"\bX\b", text)) != 1 or not ctx.allow_x:
        return None
    m = _PHRASE.search(text)
    assert m is not None
    word = "2X" if m.group(0).startswith("twice") else "X+" + _DIGITS.get(m.group(1), m.group(1))
    before = len(ctx.targets)
    got = compile_rest(ctx, text[:m.start()] + "X" + text[m.end():])
    if not got:
        del ctx.targets[before:]
        return None
    out, n = _rewrite(got, word)
    if n != 1:
        del ctx.targets[before:]
        return None
    return out  # type: ignore[no-any-return]


_AMOUNT_KEYS = ("amount", "count")


def _rewrite(v: Any, word: str) -> tuple[Any, int]:
    """`v` with each amount "X" written `word`, and how many there were (an X anywhere else,
    a filter's or a target's, counts as one more: refused by the caller)."""
    if isinstance(v, list):
        pairs = [_rewrite(x, word) for x in v]
        return [p[0] for p in pairs], sum(p[1] for p in pairs)
    if isinstance(v, dict):
        out, n = {}, 0
        for k, x in v.items():
            if x == "X" and k in _AMOUNT_KEYS:
                out[k], n = word, n + 1
            elif x in ("X", "-X"):
                out[k], n = x, n + 2  # (an X not this amount: refused)
            else:
                out[k], m = _rewrite(x, word)
                n += m
        return out, n
    return v, 0
