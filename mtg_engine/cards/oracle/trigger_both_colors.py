"""A spell of two colours at once in a trigger condition (105.2): "Whenever you cast a spell
that's both red and white" (the Shadowmoor/Eventide Mimics). The spell must have each of the
colours (a filter's `all_colors`, rules/filters.py), as opposed to "a red or white spell" (either,
`colors`). Lowered by triggers.py as any spell description of "you cast"; rendered back here."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir

_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


class BothColorsProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def spell_both_colors(self, items: list[Any]) -> ir.Desc:
        from mtg_engine.cards.oracle.parse import COLORS, NotUnderstood

        if str(items[0]) != "a":
            raise NotUnderstood(f"{items[0]} spell that's both ...")
        first, second = COLORS[str(items[1])], COLORS[str(items[2])]
        if first == second:
            raise NotUnderstood("both <one colour> and itself")
        return ir.Desc((), (("all_colors", (first, second)),))

    def spell_any_colors(self, items: list[Any]) -> ir.Desc:
        """"a spell that's white, blue, black, or red" (Quirion Dryad): any of them, as "a
        white, blue, black, or red spell" (render.py says them alike: NORMALISE)."""
        from mtg_engine.cards.oracle.parse import COLORS, NotUnderstood

        letters = [COLORS[str(c)] for c in items[1:]]
        if str(items[0]) != "a" or len(set(letters)) != len(letters):
            raise NotUnderstood("a spell that's <colours>")
        return ir.Desc((), (("colors", tuple(letters)),))


def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(triggers.py lowers "you cast <spell>": nothing of this module's own.)"""
    return False, None


def render(t: dict[str, Any]) -> str:
    """"Whenever you cast a spell that's both red and white" ("" for other events)."""
    f = t.get("filter", {})
    if t["event"] != "cast_spell" or set(f) != {"all_colors"} or len(f["all_colors"]) != 2:
        return ""
    first, second = (_WORDS[c] for c in f["all_colors"])
    return f"Whenever you cast a spell that's both {first} and {second}"


_COLOR = r"(?:white|blue|black|red|green)"
NORMALISE = (rf"\ba spell that's ({_COLOR}(?:, {_COLOR})*,? or {_COLOR})\b", r"a \1 spell")

PRODUCTIONS = BothColorsProductions
