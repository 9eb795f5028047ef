""""If you do," before a passage of several sentences that is one instruction (608.2c):

  Whenever you sacrifice a Food, you may pay {1}. If you do, look at the top two cards of your
  library. You may reveal a permanent card from among them and put it into your hand. Put the
  rest on the bottom of your library in any order. (Trail of Crumbs)

The passage after "If you do," (a look at the top cards, a reveal until, ...) is read as a
whole, and the one effect it is gets the condition (`if: did`: the payment before it was
made). Nothing read leaves the context as it was (no target added). A passage read as
several effects is left to conditional_effects.py ("If you do" governs its own sentence)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

# the passages read as one instruction this module conditions (401.5, 701.16a)
_PASSAGES = frozenset({"look_at_top", "reveal_until"})
# the instructions before "If you do," that may not be carried out (608.2c: a cost not paid,
# no card left to exile or sacrifice)
_DONE_OR_NOT = frozenset({"pay", "exile", "sacrifice", "sacrifice_chosen"})
_SPLIT = re.compile(r"^(?P<before>[^.]+\.) If you do, (?P<rest>[a-z].+)$", re.DOTALL)


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], Any]
               ) -> list[dict[str, Any]] | None:
    """[the instruction before, the passage's one effect with `if: did`], or None."""
    m = _SPLIT.match(text.strip())
    if m is None:
        return None
    rest = m["rest"].strip()
    if "." not in rest.rstrip(".") or re.search(r"\b(If you don't|Otherwise|If you do)\b", rest):
        return None  # (one sentence: conditional_effects.py; another condition in it)
    n, subject = len(ctx.targets), ctx.subject
    got = _read(ctx, m["before"], rest, compile_rest)
    if got is None:  # (nothing read: nothing added to the context)
        del ctx.targets[n:]
        ctx.subject = subject
    return got


def _read(ctx: Any, before_text: str, rest: str, compile_rest: Callable[[Any, str], Any]
          ) -> list[dict[str, Any]] | None:
    from mtg_engine.cards.oracle.trigger_effects import payment

    before = payment(before_text)  # ("you may pay ...": an optional trigger's "Pay {1}.")
    if before is None:  # "When ~ dies, you may exile it. If you do, ..." (Gamekeeper):
        before = compile_rest(ctx, before_text)  # whether it was carried out (608.2c)
        if not before or len(before) != 1 or next(iter(before[0])) not in _DONE_OR_NOT:
            return None
    if not before or len(before) != 1:
        return None
    verb, p = next(iter(before[0].items()))
    if not isinstance(p, dict) or not (verb in _DONE_OR_NOT or p.get("may")) or "if" in p:
        return None  # (one the controller may decline or fail to carry out)
    got = compile_rest(ctx, rest[0].upper() + rest[1:])
    if not got or len(got) != 1:
        return None
    verb2, p2 = next(iter(got[0].items()))
    if verb2 not in _PASSAGES or not isinstance(p2, dict) or "if" in p2:
        return None
    return [*before, {verb2: {**p2, "if": "did"}}]
