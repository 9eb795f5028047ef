"""Conditions added in session 10, each with exact figures for the true and the false case,
and the refusal reasons of texts with conditions (oracle/condition_reasons.py)."""

from __future__ import annotations

from typing import Any

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.mtgjson import parse_atomic
from mtg_engine.cards.oracle import compile_card

from .conftest import face


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def _reasons(type_line: str, text: str, **kw: Any) -> list[str]:
    got = compile_card(parse_atomic({"Test": [face("Test", type_line, text=text, **kw)]})["Test"])
    assert not got.supported
    return [r.category for r in got.reasons]


# ------------------------------------------------------------------ refusal reasons


@pytest.mark.parametrize(("text", "reason"), [
    # the condition reads (608.2c): the instruction after it is what failed
    ("If you control a Forest, each blocked creature gets +2/+2 until end of turn.",
     "spell effect not understood"),
    ("If you control a Forest, you gain life equal to the number of moons in the sky.",
     "a variable amount not understood"),
    # "if able" is a requirement (508.1d), not a condition
    ("Creatures target player controls attack this turn if able.", "spell effect not understood"),
    # a condition the grammar doesn't read, first or last
    ("If the moon is full, draw a card.", "a condition (if/unless/as long as) not understood"),
    ("Target creature gets +2/+2 until end of turn if the moon is full.",
     "a condition (if/unless/as long as) not understood"),
])
def test_a_condition_that_reads_is_not_the_reason(text: str, reason: str) -> None:
    assert _reasons("Sorcery", text) == [reason]


def test_614_1_if_would_is_a_replacement_not_a_condition() -> None:
    """614.1: "If ... would ..., ... instead" replaces an event; it is counted apart."""
    assert _reasons("Enchantment", "If you would draw a card, you may skip that draw "
                                   "instead.") == [
        "a replacement effect (614.1: \"if ... would ...\") not understood"]
