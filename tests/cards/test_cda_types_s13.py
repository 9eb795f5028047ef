"""604.3, 205.3m: "~ is also a Cleric, Rogue, Warrior, and Wizard." is a characteristic-
defining ability: the creature types are the object's own on the battlefield and in every
other zone (cards/oracle/cda_types.py; rules/filters.card_has_subtype for a card before it
is an object there). Played with real cards (skipped without the shared MTGJSON file)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.filters import card_has_subtype
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled


def test_604_3_stonework_packbeast_is_every_party_type(real_db: CardDatabase) -> None:
    """Stonework Packbeast (a Beast) is also a Cleric, Rogue, Warrior and Wizard on the
    battlefield, and as a card (a Wizard card in a hand, 205.3m); not an Elf."""
    assert_compiled(real_db, "Stonework Packbeast")
    card = real_db.get("Stonework Packbeast")
    assert all(card_has_subtype(card, t) for t in ("Cleric", "Rogue", "Warrior", "Wizard"))
    assert not card_has_subtype(card, "Elf")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Stonework Packbeast")
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    for t in ("Cleric", "Rogue", "Warrior", "Wizard"):
        s.assert_subtype("Stonework Packbeast", t)
    s.assert_subtype("Stonework Packbeast", "Elf", present=False)
