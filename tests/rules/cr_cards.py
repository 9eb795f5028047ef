"""Cards for the Comprehensive Rules example tests (test_cr613/707/708/702_16_examples.py):
the built-in cards plus cards given by their Oracle text (compiled by the Oracle compiler,
which must support them) or, for a card the compiler refuses, written in the DSL. No
dependency on ../shared: these tests always run."""

from __future__ import annotations

import yaml

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.mtgjson import parse_atomic
from mtg_engine.cards.oracle import compile_card
from tests.cards.conftest import face

# name -> (mana cost, type line, Oracle text, (power, toughness) or None)
OracleCards = dict[str, tuple[str, str, str, tuple[str, str] | None]]


def card_db(oracle: OracleCards, dsl: str = "") -> CardDatabase:
    """The built-in cards, the `oracle` cards compiled from their text, the `dsl` cards."""
    db = CardDatabase.builtin()
    compiled = []
    for name, (cost, type_line, text, pt) in oracle.items():
        extra = {"power": pt[0], "toughness": pt[1]} if pt else {}
        atomic = parse_atomic({name: [face(name, type_line, cost=cost, text=text, **extra)]})
        done = compile_card(atomic[name])
        assert done.supported, (name, [str(r) for r in done.reasons])
        compiled.append(done.dsl)
    if compiled:
        db.load_file("cr_oracle.yaml", text=yaml.safe_dump(compiled))
    if dsl:
        db.load_file("cr_dsl.yaml", text=dsl)
    return db
