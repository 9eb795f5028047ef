"""614.1c: counters as a permanent enters, changed by a second sentence: "It escapes with
twelve +1/+1 counters on it instead." (Polukranos, Unchained; 702.138c) and "If X is 5 or
more, it enters the battlefield with an additional X +1/+1 counters on it." (Apocalypse
Hydra; 107.3), with real cards of the MTGJSON database (skipped without ../shared)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _counters(s: Scenario, name: str) -> int:
    return s.game.state.objects[s._one_permanent(name)].counters.get("+1/+1", 0)


def test_702_138c_polukranos_cast_enters_with_six(real_db: CardDatabase) -> None:
    """Cast from hand: six +1/+1 counters."""
    assert real_db.compiled("Polukranos, Unchained").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Polukranos, Unchained")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Polukranos, Unchained")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    assert _counters(s, "Polukranos, Unchained") == 6


def test_702_138c_polukranos_escapes_with_twelve_instead(real_db: CardDatabase) -> None:
    """Cast with escape from the graveyard ({4}{B}{G}, exiling six other cards): twelve
    +1/+1 counters instead of six."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Polukranos, Unchained")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears", 6)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Polukranos, Unchained")  # (from the graveyard)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    assert _counters(s, "Polukranos, Unchained") == 12
    s.assert_exile_count("Grizzly Bears", 6)


def _hydra(real_db: CardDatabase, x: int) -> int:
    assert real_db.compiled("Apocalypse Hydra").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 1 + x)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Apocalypse Hydra")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Apocalypse Hydra", x=x)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return _counters(s, "Apocalypse Hydra")


def test_107_3_apocalypse_hydra_x_4_enters_with_4(real_db: CardDatabase) -> None:
    """X = 4: four counters, no additional ones."""
    assert _hydra(real_db, 4) == 4


def test_107_3_apocalypse_hydra_x_5_enters_with_10(real_db: CardDatabase) -> None:
    """X = 5: five counters and an additional five (10)."""
    assert _hydra(real_db, 5) == 10
