"""Session 16, replacement effects (614) and entering replacements (614.1c) of real cards
(the shared MTGJSON file; skipped without it): exact figures per template.

- "~ enters the battlefield with a +1/+1 counter on it for each different mana cost among
  nonland cards in your graveyard." (Embodiment of Agonies: 614.1c, 202.1, 709.4;
  oracle/mana_costs_amount.py)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled


def test_614_1c_embodiment_of_agonies_counts_different_mana_costs(
        real_db: CardDatabase) -> None:
    """A's graveyard: Lightning Bolt and Burst Lightning ({R} twice: one cost), Grizzly Bears
    ({1}{G}), Fire // Ice ({1}{R} // {1}{U}: {2}{U}{R}, 709.4) and Ral's Outburst ({2}{U}{R}:
    the same), Memnite ({0}: counted), Ancestral Vision (no mana cost: not counted), a Forest
    (a land), and B's Giant Growth (another graveyard). 4 different costs: a 4/4."""
    assert_compiled(real_db, "Embodiment of Agonies")
    s = Scenario(cards=real_db)
    for name in ("Lightning Bolt", "Burst Lightning", "Grizzly Bears", "Fire // Ice",
                 "Ral's Outburst", "Memnite", "Ancestral Vision", "Forest"):
        s.add_card(Zone.GRAVEYARD, "A", name)
    s.add_card(Zone.GRAVEYARD, "B", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Embodiment of Agonies")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Embodiment of Agonies")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Embodiment of Agonies", "+1/+1", 4)
    s.assert_power_toughness("A", "Embodiment of Agonies", 4, 4)


def test_614_1c_embodiment_of_agonies_with_an_empty_graveyard_dies(
        real_db: CardDatabase) -> None:
    """No nonland card in A's graveyard (only a Forest): it enters with no counter, a 0/0,
    and is put into the graveyard (704.5f)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Embodiment of Agonies")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Embodiment of Agonies")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Embodiment of Agonies", 1)
