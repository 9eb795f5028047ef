"""Static abilities read in session 13 that fit no family of their own: an Aura's "You control
enchanted artifact creature." (613.1b, 303.4: Domineer). Played with real cards (skipped
without the shared MTGJSON file)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled


def test_613_1b_domineer_takes_an_artifact_creature(real_db: CardDatabase) -> None:
    """A casts Domineer on B's Dragon Engine (an artifact creature): A controls the Engine;
    B controls nothing."""
    assert_compiled(real_db, "Domineer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Domineer")
    s.add_card(Zone.BATTLEFIELD, "B", "Dragon Engine")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Domineer", targets=["Dragon Engine"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Dragon Engine", 1)
    s.assert_permanent_count("B", "Dragon Engine", 0)
    s.assert_attached("Domineer", "Dragon Engine")


def test_611_3a_naiad_of_hidden_coves_cheaper_off_turn(real_db: CardDatabase) -> None:
    """Naiad of Hidden Coves ("As long as it's not your turn, spells you cast cost {1} less
    to cast."): on A's own turn one Forest can't pay Moment's Peace ({1}{G}); on B's turn it
    can (601.2f, 611.3a)."""
    assert_compiled(real_db, "Naiad of Hidden Coves")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Naiad of Hidden Coves")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Moment's Peace")

    def dear_on_own_turn(sc: Scenario) -> None:
        sc.assert_playable("A", "Moment's Peace", False)

    s.check(1, Step.PRECOMBAT_MAIN, dear_on_own_turn)
    s.cast_spell(2, Step.UPKEEP, "A", "Moment's Peace")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("A", "Moment's Peace", 1)
    s.assert_tapped("Forest", True)


def test_702_16_etched_champion_protection_from_all_colors(real_db: CardDatabase) -> None:
    """Etched Champion (an artifact) with two Ornithopters (three artifacts) has protection
    from all colors (702.16): B's Lightning Bolt can't target it; with one Ornithopter it
    can (the Champion dies)."""
    import pytest

    from mtg_engine.testing import ScenarioError

    assert_compiled(real_db, "Etched Champion")
    for thopters, ok in ((2, False), (1, True)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Etched Champion")
        s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter", thopters)
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
        s.add_card(Zone.HAND, "B", "Lightning Bolt")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Etched Champion"])
        s.stop_at(2, Step.POSTCOMBAT_MAIN)
        if not ok:
            with pytest.raises(ScenarioError, match=r"not a legal target"):
                s.execute()
            continue
        s.execute()
        s.assert_graveyard_count("A", "Etched Champion", 1)


def test_601_2f_kasmina_spells_targeting_your_creatures_cost_more(
        real_db: CardDatabase) -> None:
    """Kasmina, Enigmatic Mentor ("Spells your opponents cast that target a creature or
    planeswalker you control cost {2} more to cast."): B's Lightning Bolt at A's Grizzly Bears
    costs {2}{R}: one Mountain can't cast it at the Bears; three can (the Bears die)."""
    assert_compiled(real_db, "Kasmina, Enigmatic Mentor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kasmina, Enigmatic Mentor")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_tapped("Mountain", True)
    import pytest

    from mtg_engine.testing import ScenarioError

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kasmina, Enigmatic Mentor")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_601_2f_patrician_geist_from_the_graveyard_only(real_db: CardDatabase) -> None:
    """Patrician Geist ("Spells you cast from your graveyard cost {1} less to cast."): Think
    Twice's flashback {2}{U} from A's graveyard costs {1}{U}: two Islands pay it (then it is
    exiled, 702.34a); from A's hand it still costs {1}{U}: one Island can't cast it."""
    assert_compiled(real_db, "Patrician Geist")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Patrician Geist")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Think Twice")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Think Twice")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Think Twice", 1)
    s.assert_tapped("Island", True)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Patrician Geist")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Think Twice")

    def not_from_hand(sc: Scenario) -> None:
        sc.assert_playable("A", "Think Twice", False)

    s.check(1, Step.PRECOMBAT_MAIN, not_from_hand)
    s.execute()
