"""The replacement-effect paragraphs read after compiler._cost_paragraph's own readers, and
back (614.1c, 611.3a): "... It escapes with twelve +1/+1 counters on it instead."
(entering_variants.py), "If ~ was kicked with its {1}{U} kicker, it enters the battlefield
with ..." (kicked_entering.py) and "As long as <condition>, <replacement or prevention>"
(replacement_while.py). Each reader puts its replacement effects on the card's DSL."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

KINDS = ("kicked_with_counters", "replacement_while", "entering_variants")


def read(para: str, dsl: dict[str, Any],
         read_body: Callable[[str, dict[str, Any]], tuple[str, list[Any], str]]
         ) -> tuple[str, list[Any], str] | None:
    """(kind, items, "") of the first reader that reads `para`, or None."""
    from mtg_engine.cards.oracle import entering_variants, kicked_entering, replacement_while

    reps = entering_variants.read(para, dsl)  # 614.1c: "It escapes with ... instead."
    if reps is not None:
        dsl.setdefault("replacements", []).extend(reps)
        return "entering_variants", [reps], ""
    got = kicked_entering.read(para, dsl)  # 614.1c, 702.33f
    if got is not None:
        dsl.setdefault("replacements", []).append(got[0])
        return "kicked_with_counters", [*got, dsl["kicker"]], ""
    got2 = replacement_while.read(para, read_body)  # 611.3a
    if got2 is not None:
        dsl.setdefault("replacements", []).extend(got2[1][3])
    return got2


def render(kind: str, items: list[Any], render_body: Callable[[str, list[Any]], str]) -> str:
    """The English of a paragraph `read` read."""
    from mtg_engine.cards.oracle import entering_variants, kicked_entering, replacement_while

    if kind == "entering_variants":
        return entering_variants.render(items[0])
    if kind == "kicked_with_counters":
        return kicked_entering.render(*items)
    return replacement_while.render(items, render_body)
