"""Static abilities about players: "You have hexproof." (702.11c), "You have no maximum hand
size." and "Your maximum hand size is reduced by N." (402.2, 514.1). Real cards from the
shared MTGJSON file (skipped without it)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.statics import grammar_static
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


@pytest.mark.parametrize(("text", "dsl"), [
    ("You have hexproof.", {"player_keywords": {"whose": "you", "keywords": ["hexproof"]}}),
    ("Players have no maximum hand size.", {"no_maximum_hand_size": {"whose": "any"}}),
    ("Each opponent's maximum hand size is reduced by two.",
     {"hand_size": {"whose": "opponent", "amount": -2}}),
    ("Your maximum hand size is increased by one.", {"hand_size": {"whose": "you",
                                                                   "amount": 1}}),
])
def test_player_statics_read(text: str, dsl: dict) -> None:
    assert grammar_static(text) == dsl


def _shock(db: CardDatabase, caster: str, target: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Aegis of the Gods")
    s.add_card(Zone.BATTLEFIELD, caster, "Mountain")
    s.add_card(Zone.HAND, caster, "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, caster, "Shock", targets=[target])
    s.stop_at(1, Step.END_TURN)
    return s


def test_702_11c_aegis_of_the_gods_player_hexproof(real_db: CardDatabase) -> None:
    """A controls Aegis of the Gods ("You have hexproof."): B's Shock can't target A (A stays
    at 20); A's own Shock may (A goes to 18)."""
    s = _shock(real_db, "B", "A")
    with pytest.raises(ScenarioError, match="Shock"):
        s.execute()
    s.assert_life("A", 20)
    s = _shock(real_db, "A", "A")
    s.execute()
    s.assert_life("A", 18)


@pytest.mark.parametrize(("permanent", "kept"), [(None, 7), ("Spellbook", 9),
                                                 ("Thought Nibbler", 5)])
def test_402_2_maximum_hand_size(real_db: CardDatabase, permanent: str | None,
                                 kept: int) -> None:
    """A ends turn 1 with nine cards in hand: 514.1 discards down to seven; with Spellbook
    ("You have no maximum hand size.") A keeps all nine; with Thought Nibbler ("Your maximum
    hand size is reduced by two.") A keeps five."""
    s = Scenario(cards=real_db)
    if permanent:
        s.add_card(Zone.BATTLEFIELD, "A", permanent)
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 9)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_hand_count("A", kept)
    s.assert_graveyard_count("A", "Grizzly Bears", 9 - kept)
