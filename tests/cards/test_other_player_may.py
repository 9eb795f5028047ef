"""608.2d: another player's choice ("Target opponent may exile a card from their graveyard. If
that player doesn't, ..."), and "if that player does" / "if the player can't" after an
instruction another player carries out (608.2c). Scenario tests with exact figures; the
player asked is checked by queueing the answer only for that player (the other one would
answer the default "yes")."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.dsl import CardFileError
from mtg_engine.cards.dsl_cards import parse_card
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


@pytest.mark.parametrize(("answer", "b_graveyard", "a_hand"), [
    ("no", 1, 1),   # B declines: A may draw, and does (the default yes)
    ("yes", 0, 0),  # B exiles the card from their graveyard: A draws nothing
])
def test_608_2d_gravestorm_the_target_opponent_chooses(real_db: CardDatabase, answer: str,
                                                      b_graveyard: int, a_hand: int) -> None:
    """Gravestorm: "At the beginning of your upkeep, target opponent may exile a card from
    their graveyard. If that player doesn't, you may draw a card." B is asked (608.2d)."""
    _compiled(real_db, "Gravestorm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gravestorm")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.set_choice("B", answer)
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", b_graveyard)
    s.assert_exile_count("Grizzly Bears", 1 - b_graveyard)
    s.assert_hand_count("A", a_hand)


def test_608_2d_gravestorm_a_yes_that_changes_nothing_is_not_done(real_db: CardDatabase) -> None:
    """B's graveyard is empty: B says yes, nothing is exiled, so B didn't (608.2c) and A draws."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gravestorm")
    s.set_choice("B", "yes")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_hand_count("A", 1)


@pytest.mark.parametrize(("creature", "life"), [("Grizzly Bears", 18), ("Hill Giant", 20)])
def test_608_2c_self_inflicted_wound_if_that_player_does(real_db: CardDatabase, creature: str,
                                                         life: int) -> None:
    """Self-Inflicted Wound: "Target opponent sacrifices a green or white creature. If that
    player does, they lose 2 life." A green creature: sacrificed, 18 life; only a red one:
    nothing sacrificed, 20."""
    _compiled(real_db, "Self-Inflicted Wound")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Self-Inflicted Wound")
    s.add_card(Zone.BATTLEFIELD, "B", creature)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Self-Inflicted Wound", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", life)
    s.assert_permanent_count("B", creature, 0 if life == 18 else 1)


@pytest.mark.parametrize(("b_creatures", "demon"), [(1, 1), (0, 0)])
def test_608_2c_woebringer_demon_if_the_player_cant(real_db: CardDatabase, b_creatures: int,
                                                    demon: int) -> None:
    """Woebringer Demon: "At the beginning of each upkeep, that player sacrifices a creature.
    If the player can't, sacrifice ~." On B's upkeep, B with a creature sacrifices it; B with
    none: A sacrifices the Demon. (A's upkeep first: A sacrifices the Hill Giant.)"""
    _compiled(real_db, "Woebringer Demon")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Woebringer Demon")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.set_choice("A", "Hill Giant")
    if b_creatures:
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Woebringer Demon", demon)
    s.assert_graveyard_count("B", "Grizzly Bears", b_creatures)


def test_608_2d_the_chooser_is_written_as_may() -> None:
    """The DSL: `may: target` (the player named chooses) round-trips through the record; a
    `may` naming no player reference is refused with its field."""
    card = parse_card({"name": "Test", "type": "Sorcery", "cost": "{1}", "spell": {
        "targets": [{"kind": "opponent"}],
        "effects": [{"exile_from_graveyard": {"count": 1, "who": "target", "may": "target"}},
                    {"draw": {"count": 1, "if": "did_not"}}]}})
    first = card.spell.effects[0]
    assert (first.optional, first.chooser) == (True, "target")
    assert first.to_dict()["exile_from_graveyard"]["may"] == "target"
    with pytest.raises(CardFileError, match="may"):
        parse_card({"name": "Test", "type": "Sorcery", "cost": "{1}", "spell": {
            "effects": [{"draw": {"count": 1, "may": "somebody"}}]}})
