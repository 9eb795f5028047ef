"""701.38: goad. A goaded creature attacks each combat if able and attacks a player other than
the player who goaded it if able (701.38b, 508.1d); goaded by a static ability ("Enchanted
creature gets +3/+3, must be blocked if able, and is goaded.") as long as it applies, or by a
spell or ability until that player's next turn (701.38a). Played with real cards (skipped
without the shared MTGJSON file)."""

from __future__ import annotations

import pytest

from mtg_engine.actions import DeclareAttackers
from mtg_engine.cards.database import CardDatabase
from mtg_engine.game import Game
from mtg_engine.rules.combat import check_attack
from mtg_engine.state.objects import player_ref
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


def test_701_38b_a_goaded_creature_attacks_if_able(real_db: CardDatabase) -> None:
    """A's Predatory Impetus enchants B's Grizzly Bears (5/5 with it): on B's turn, nothing
    planned, the Bears must attack; A is the only player to attack (the requirement to attack
    another player can't be obeyed), so A takes 5: 15."""
    _compiled(real_db, "Predatory Impetus")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Predatory Impetus", attached_to="Grizzly Bears")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("B", "Grizzly Bears", 5, 5)
    s.assert_life("A", 15)


@pytest.mark.parametrize("defender, legal", [("A", False), ("C", True), (None, False)])
def test_701_38b_it_attacks_a_player_other_than_its_goader(
        real_db: CardDatabase, defender: str | None, legal: bool) -> None:
    """Three players. A's Predatory Impetus enchants B's Grizzly Bears: on B's turn the Bears
    must attack, and must attack C rather than A (both requirements can be obeyed, 508.1d):
    attacking A obeys one of two, not attacking none."""
    _compiled(real_db, "Predatory Impetus")
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Predatory Impetus", attached_to="Grizzly Bears")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    state = s.state
    bears = next(o for o in state.battlefield if state.objects[o].card.name == "Grizzly Bears")
    attacks = ((bears, player_ref(ord(defender) - ord("A"))),) if defender else ()
    assert (check_attack(state, DeclareAttackers(attacks)) is None) is legal


def test_701_38b_the_goaded_creature_attacks_the_other_player(real_db: CardDatabase) -> None:
    """Three players, nothing planned: the harness's forced attack sends the goaded Bears at
    C (15), A untouched (20)."""
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Predatory Impetus", attached_to="Grizzly Bears")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("C", 15)
    s.assert_life("A", 20)


def test_701_38b_goaded_by_an_equipment_attached_on_the_opponents_creature(
        real_db: CardDatabase) -> None:
    """A attaches Bloodthirsty Blade ({1}: to a creature an opponent controls) to B's Grizzly
    Bears on turn 1; the Bears (4/2) must attack on B's turn: A at 16. The game saves and
    loads exactly with the goad."""
    _compiled(real_db, "Bloodthirsty Blade")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bloodthirsty Blade")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}: Attach", targets=["Grizzly Bears"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_attached("Bloodthirsty Blade", "Grizzly Bears")
    s.assert_life("A", 16)
    saved = s.game.to_json()
    assert Game.from_json(saved, real_db).to_json() == saved


@pytest.mark.parametrize("until, life", [(2, 18), (4, 18)])
def test_701_38a_goaded_until_the_goaders_next_turn(real_db: CardDatabase, until: int,
                                                     life: int) -> None:
    """A's Jeering Homunculus enters on turn 1 and goads B's Grizzly Bears: they must attack
    on B's turn 2 (A at 18); A's turn 3 ends the goad (701.38a), so nothing forces them on
    turn 4 (A still at 18)."""
    _compiled(real_db, "Jeering Homunculus")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Jeering Homunculus")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Jeering Homunculus")
    s.add_target("A", "Grizzly Bears")
    s.stop_at(until, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", life)
    from mtg_engine.rules.goad import goaders

    bears = next(o for o in s.state.battlefield
                 if s.state.objects[o].card.name == "Grizzly Bears")
    assert goaders(s.state, bears) == (frozenset({0}) if until == 2 else frozenset())
