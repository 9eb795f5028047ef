"""An alternative mana cost written as a static ability of the card (118.9, 601.2b): "You may
pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost." (the Bringers) -> the DSL's
`alt_costs` entry of kind "alternative", and back. It is paid instead of the mana cost when
the card is cast from its owner's hand (rules/costs.base_cost); X, kicker and other costs are
added as usual (601.2f). Alternative costs with other parts ("... and return a basic land you
control to its owner's hand", the Borderposts) are not read.

"If <condition>, you may pay {U} rather than pay this spell's mana cost." (the Traps), the
first sentence of a spell's paragraph: the same entry with the condition (`if`), offered only
while it holds (118.9, 601.2b; rules/costs.base_cost); `split` takes it off the paragraph."""

from __future__ import annotations

import re
from typing import Any

_ALT = re.compile(r"^You may pay ((?:\{(?:[0-9]+|[WUBRGC])\})+) rather than pay this spell's "
                  r"mana cost\.$")


def lower(para: str) -> dict[str, Any] | None:
    """The `alt_costs` entry of such a paragraph, or None."""
    m = _ALT.match(para)
    return None if m is None else {"kind": "alternative", "mana": m.group(1)}


_IF_ALT = re.compile(r"^(If ([^,]+), you may pay ((?:\{(?:[0-9]+|[WUBRGC])\})+) rather than pay "
                    r"this spell's mana cost\.)\s*(.*)$", re.S)


def split(para: str) -> tuple[str, dict[str, Any], str] | None:
    """A paragraph that begins "If <condition>, you may pay <mana> rather than pay this
    spell's mana cost." -> (that sentence, its `alt_costs` entry, the rest of the paragraph);
    None for other paragraphs or a condition not read."""
    m = _IF_ALT.match(para)
    if m is None:
        return None
    from mtg_engine.cards.oracle.conditions import lower_condition

    cond = lower_condition(m.group(2))
    if cond is None:
        return None
    return m.group(1), {"kind": "alternative", "mana": m.group(3), "if": cond}, m.group(4)


def take(para: str, printed: str, dsl: dict[str, Any], trace: list[Any]
         ) -> tuple[str, str] | None:
    """`split` for the compiler: the conditional alternative cost added to the card's DSL and
    its sentence to the round trip's `trace`; (the rest of the paragraph, the rest of the
    printed paragraph), or None for another paragraph."""
    got = split(para)
    if got is None:
        return None
    dsl.setdefault("alt_costs", []).append(got[1])
    trace.append((got[0], "alternative_cost", [got[1]]))
    return got[2], re.sub(r"^If [^.]+ rather than pay this spell's mana cost\.\s*", "", printed)


def render(alt: dict[str, Any]) -> str:
    pay = f"you may pay {alt['mana']} rather than pay this spell's mana cost."
    if "if" in alt:
        from mtg_engine.cards.oracle.conditions import condition_wording

        return f"If {condition_wording(alt['if'])}, {pay}"
    return pay[0].upper() + pay[1:]
