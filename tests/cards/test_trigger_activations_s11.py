"""Trigger conditions of activating abilities (cards/oracle/trigger_activations.py,
rules/trigger_activations.py; 602.2, 605.3a, 606.3), played with real cards from the shared
MTGJSON file (skipped when it is absent). Exact figures and a case that must not trigger (a
mana ability, another player's ability)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def test_602_2_a_player_activates_an_ability_that_isnt_a_mana_ability(real_db: CardDatabase
                                                                      ) -> None:
    """Burning-Tree Shaman (A's): "Whenever a player activates an ability that isn't a mana
    ability, ~ deals 1 damage to that player." Turn 2 B taps a Forest for mana (a mana ability:
    nothing) to cast Grizzly Bears, and activates Prodigal Sorcerer at A: A takes 1, B takes 1.
    A at 19, B at 19."""
    _compiled(real_db, "Burning-Tree Shaman", "Prodigal Sorcerer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Burning-Tree Shaman")
    s.add_card(Zone.BATTLEFIELD, "B", "Prodigal Sorcerer")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.activate_ability(2, Step.POSTCOMBAT_MAIN, "B", "{T}:", targets=("A",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 19)
    s.assert_life("B", 19)


def test_606_3_you_activate_a_loyalty_ability_of_a_chandra(real_db: CardDatabase) -> None:
    """Keral Keep Disciples: "Whenever you activate a loyalty ability of a Chandra
    planeswalker, ~ deals 1 damage to each opponent." Turn 1 Chandra Nalaar's +1 at B: 1 + 1.
    Turn 3 a Prodigal Sorcerer's ability at B (not a loyalty ability): 1. B at 17."""
    _compiled(real_db, "Keral Keep Disciples", "Chandra Nalaar")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Keral Keep Disciples")
    s.add_card(Zone.BATTLEFIELD, "A", "Chandra Nalaar")
    s.add_card(Zone.BATTLEFIELD, "A", "Prodigal Sorcerer")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:", targets=("B",))
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{T}:", source="Prodigal Sorcerer",
                       targets=("B",))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
