""""Look at the top X cards of your library, where X is <amount>. ..." (401.5, 107.3: X is
the amount, not chosen): the look passages look_top.py and library.py read with a number,
here with the amount (608.2h: counted as the instruction is carried out, effects/library.py
`amount_of`): Machinate ("the number of artifacts you control"), Worldly Counsel ("the number
of basic land types among lands you control"), Descendant of Soramaro (", then put them back
in any order")."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

_X = re.compile(r"(^|(?<=\. ))([Ll]ook at the top )X( cards of your library), where X is "
                r"([^.]+?)(?=\.|, then put )")
_VERBS = ("look_at_top", "reorder_top")
_STAND_IN = 9  # the number the passage is read with, then replaced by the amount


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], Any]) -> Any:
    """The effects of a text holding such a passage, or None."""
    from mtg_engine.cards.oracle.cda_amounts import read_quantity

    m = _X.search(text)
    if m is None or "nine" in text.lower():
        return None
    amount = read_quantity(m.group(4), _no_object)
    if amount is None:
        return None
    said = text[:m.start()] + f"{m.group(1)}{m.group(2)}nine{m.group(3)}" + text[m.end():]
    got = compile_rest(ctx, said)
    looks = [e for e in got or () if next(iter(e)) in _VERBS
             and next(iter(e.values())).get("count") == _STAND_IN]
    if len(looks) != 1 or json.dumps(got).count(f": {_STAND_IN}") != 1:
        return None
    verb = next(iter(looks[0]))
    looks[0][verb] = {**looks[0][verb], "count": amount}
    return got


def _no_object(o: Any) -> Any:
    from mtg_engine.cards.oracle.parse import NotUnderstood

    raise NotUnderstood("an amount about an object in 'where X is'")


def render(p: dict[str, Any], plain: Callable[[dict[str, Any]], str]) -> str:
    """The English of a look passage whose count is an amount (`plain` renders one with a
    number)."""
    from mtg_engine.cards.oracle.amount_render import noun_phrase
    from mtg_engine.cards.oracle.render_phrases import RenderError

    said = plain({**p, "count": _STAND_IN})
    what = noun_phrase(dict(p["count"]), lambda ref: str(ref))
    out = said.replace("top nine cards of your library",
                       f"top x cards of your library, where x is {what}", 1)
    if out == said:
        raise RenderError("the top X cards")
    return out
