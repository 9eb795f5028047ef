"""Snapshots of the Oracle compiler's output for representative real cards (DESIGN 8): for
each card of snapshot_cards.txt, the IR the grammar reads from each ability's instructions and
the DSL the engine runs (or the reasons it is refused). A change in what the compiler makes of
a card shows up here; review it, then `pytest --snapshot-update` to accept it."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle import compile_card
from mtg_engine.cards.oracle.parse import parse_effect, parse_static

NAMES = [n for n in (Path(__file__).parent / "snapshot_cards.txt").read_text("utf-8").splitlines()
         if n and not n.startswith("#")]


def _instructions(paragraph: str) -> str:
    """The instructions part of an ability: after the cost (602.1) or trigger condition."""
    m = re.match(r"^(?:When|Whenever|At) [^,]+, (.+)$", paragraph, re.S)
    if m:
        return m.group(1)
    m = re.match(r"^[^:\"]+: (.+)$", paragraph, re.S)
    return m.group(1) if m else paragraph


def snapshot_of(db: CardDatabase, name: str) -> dict[str, Any]:
    card = db.printed(name)
    assert card is not None, name
    done = compile_card(card)
    if not done.supported:
        return {"supported": False, "reasons": [str(r) for r in done.reasons]}
    assert done.dsl is not None
    ir = []
    for para, rendered in done.rendered:
        effect: Any = parse_effect(_instructions(para))
        if effect is None:  # a static ability (604) the grammar reads
            effect = parse_static(para)
        ir.append({"text": para, "rendered": rendered,
                   "ir": repr(effect) if effect is not None else None})
    dsl = {k: v for k, v in done.dsl.items() if k not in ("name", "text")}
    return {"supported": True, "paragraphs": ir, "dsl": dsl, "tokens": list(done.tokens)}


@pytest.mark.parametrize("name", NAMES)
def test_snapshot(real_db: CardDatabase, name: str, snapshot: Any) -> None:
    assert snapshot_of(real_db, name) == snapshot
