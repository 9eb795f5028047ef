"""601.3, 305.1: static abilities that let a player play cards from the top of their library
or from their graveyard (rules/play_permissions.py): Future Sight ("You may play lands and
cast spells from the top of your library."), Garruk's Horde ("You may cast creature spells
from the top of your library."), Courser of Kruphix ("You may play lands from the top of
your library."), Crucible of Worlds ("You may play lands from your graveyard."). Real cards
of the shared MTGJSON file (skipped without it)."""

from __future__ import annotations

import pytest

from mtg_engine.actions import CastSpell, PlayLand
from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.play_permissions import lower, render
from mtg_engine.rules.casting import land_actions
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


@pytest.mark.parametrize("text", [
    "You may play lands from the top of your library.",
    "You may cast creature spells from the top of your library.",
    "You may cast spells from the top of your library.",
    "You may play lands and cast spells from the top of your library.",
    "You may play lands from your graveyard.",
    "You may cast instant and sorcery spells from the top of your library.",
])
def test_reading_and_render(text: str) -> None:
    got = lower(text)
    assert got is not None
    (kind, body), = got.items()
    assert render(kind, body) == text


def test_spells_from_a_graveyard_are_not_read() -> None:
    assert lower("You may cast creature spells from your graveyard.") is None


def _top(db: CardDatabase, permission: str, top: str, lands: int = 2) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", permission)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", lands)
    s.add_card(Zone.LIBRARY, "A", top)
    return s


def test_601_3_future_sight_casts_the_top_card(real_db: CardDatabase) -> None:
    """Future Sight: Grizzly Bears on top of the library is cast from there (the library
    goes from 21 cards to 20), with normal timing and cost ({1}{G}, both Forests tapped)."""
    s = _top(real_db, "Future Sight", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_library_count("A", 20)


def test_305_1_courser_plays_a_land_from_the_top_once(real_db: CardDatabase) -> None:
    """Courser of Kruphix: a Forest on top is played from the library as the land play of
    the turn (305.2): then the next top card (another Forest) can't be played too."""
    s = _top(real_db, "Courser of Kruphix", "Forest", lands=0)
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Forest")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Forest", 1)
    s.assert_library_count("A", 21)
    assert land_actions(s.state, 0) == []


def test_601_3_garruks_horde_creature_spells_only(real_db: CardDatabase) -> None:
    """Garruk's Horde: creature spells only: Giant Growth on top can't be cast, a Forest on
    top can't be played (no land permission), Grizzly Bears can."""
    s = _top(real_db, "Garruk's Horde", "Giant Growth")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    top = s.state.players[0].library[-1]
    acts = s.game.legal_actions()
    assert not any(isinstance(a, CastSpell) and a.card == top for a in acts)
    s = _top(real_db, "Garruk's Horde", "Forest", lands=0)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    top = s.state.players[0].library[-1]
    assert not any(isinstance(a, PlayLand) and a.card == top for a in s.game.legal_actions())
    s = _top(real_db, "Garruk's Horde", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_305_1_crucible_of_worlds_lands_from_graveyard(real_db: CardDatabase) -> None:
    """Crucible of Worlds: a Forest in the graveyard is played (graveyard 1 -> 0); a Grizzly
    Bears there can't be cast (lands only)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Crucible of Worlds")
    s.add_card(Zone.GRAVEYARD, "A", "Forest")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Forest")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Forest", 1)
    s.assert_graveyard_count("A", "Forest", 0)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Crucible of Worlds")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_601_3_without_the_permanent_no_permission(real_db: CardDatabase) -> None:
    """Without Future Sight the top card can't be cast."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_601_3_the_next_top_card_is_castable_too(real_db: CardDatabase) -> None:
    """Future Sight: after Grizzly Bears is cast from the top, Llanowar Elves under it is the
    new top card and is cast too (three Forests: {1}{G} + {G}); library 22 -> 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Future Sight")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.LIBRARY, "A", "Llanowar Elves")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Llanowar Elves")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Llanowar Elves", 1)
    s.assert_library_count("A", 20)


def test_717_ranger_class_level_one_gives_no_permission(real_db: CardDatabase) -> None:
    """Ranger Class at level 1: its level-3 static ("You may cast creature spells from the
    top of your library.") doesn't apply yet (717.2): the top Grizzly Bears can't be cast."""
    s = _top(real_db, "Ranger Class", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()
