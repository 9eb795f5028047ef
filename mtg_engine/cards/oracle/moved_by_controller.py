"""The objects an instruction before destroyed or exiled, counted for the player who
controlled them (608.2c; 608.2h: each as it last existed on the battlefield):

  Destroy all creatures. You gain life equal to the number of creatures you controlled that
  were destroyed this way.                                               (Kaya's Wrath)
  Destroy all creatures. Each player loses life equal to the number of creatures they
  controlled that were destroyed this way.                               (Deadly Tempest)
  Destroy all creatures. For each creature destroyed this way, its controller creates a 1/1
  white Spirit creature token with flying.                               (March of Souls)

The DSL amount is `{this_way: destroyed | exiled, among: <filter>, of: you | their}`
(rules/amounts._this_way counts the moves whose controller, as logged, is that player;
"their": each player the instruction is carried out for, rules/amounts.their_frame). "For
each <object> destroyed this way, its controller <does>" is the same instruction as "Each
player <does> for each <object> they controlled that was destroyed this way" (the round trip
reads both alike: render.normalise, `EACH_CONTROLLER`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

# render.normalise's equivalence (608.2c): "for each creature destroyed this way, its
# controller creates X" is "each player creates X for each creature they controlled that was
# destroyed this way"
EACH_CONTROLLER = (r"(^|: |\. |• )for each (\w+) (destroyed|exiled|put into a graveyard) this way, "
                   r"its controller "
                   r"(\w+) ([^.]*)",
                   r"\1each player \4 \5 for each \2 they controlled that was \3 this way")
_WHOSE = {"you": "you", "they": "their"}


class MovedByControllerIR:
    """Transformer methods of the grammar's `q_moved_by` / `each_moved_by` (mixed into
    parse._ToIR through amounts.AmountsIR)."""

    def q_moved_by(self, items: list[Any]) -> Any:
        return _amount(items[0], str(items[1]))

    def each_moved_by(self, items: list[Any]) -> Any:
        from mtg_engine.cards.oracle.amounts import Quantity

        return Quantity(_amount(items[0], str(items[1])))


def _amount(desc: Any, words: str) -> Any:
    """"<creatures> you controlled that were destroyed this way" -> a GameAmount."""
    from mtg_engine.cards.oracle.amounts import GameAmount

    who, *_, verb, _, _ = words.split()
    if words.endswith("put into a graveyard this way"):  # (Terastodon: 701.7a, 400.7)
        verb = "to_graveyard"
    return GameAmount("this_way", desc=desc, who=verb, whose=_WHOSE[who])


def check(effects: list[dict[str, Any]]) -> bool:
    """"they controlled" only in an instruction carried out for each player in turn (its
    `who` each_player: each is "they" in turn, 608.2h); "you controlled" anywhere."""
    for e in effects:
        body = next(iter(e.values()))
        if not isinstance(body, dict):
            continue
        for v in body.values():
            if isinstance(v, dict) and v.get("of") == "their" and "this_way" in v \
                    and body.get("who") != "each_player":
                return False
    return True


def noun(v: dict[str, Any], each: bool) -> str | None:
    """"creatures you controlled that were destroyed this way" (each: "creature they
    controlled that was ..."), or None for another amount."""
    if "this_way" not in v or v.get("of") not in ("you", "their"):
        return None
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    who = "you" if v["of"] == "you" else "they"
    what = describe_filter(dict(v.get("among", {})), plural=not each)
    way = _WAY_WORDS.get(v["this_way"], v["this_way"])
    if each:
        return f"{what} {who} controlled that was {way} this way"
    return f"the number of {what} {who} controlled that were {way} this way"


_WAY_WORDS = {"to_graveyard": "put into a graveyard"}


_EACH = re.compile(r"(^|(?<=\. ))For each (\w+) (destroyed|exiled|put into a graveyard) this way, "
                   r"its controller "
                   r"(\w+) ([^.]+)\.")


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], Any]) -> Any:
    """The effects of a text with "For each <object> destroyed this way, its controller
    <does>." read as "Each player <does> for each <object> they controlled that was destroyed
    this way." (the same instruction, `EACH_CONTROLLER`), or None."""
    said, n = _EACH.subn(r"\1Each player \4 \5 for each \2 they controlled that was \3 this way.",
                         text.strip())
    return compile_rest(ctx, said) if n == 1 else None
