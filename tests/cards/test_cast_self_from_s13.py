"""601.3, 113.6b: a card's own permission to be cast from its owner's graveyard or from exile
(rules/play_permissions.own_permission, cards/oracle/cast_self_from.py), with its condition
(611.3a) judged as it would be cast. Played with real cards (skipped without the shared
MTGJSON file)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled


def test_601_3_gravecrawler_from_the_graveyard_with_a_zombie(real_db: CardDatabase) -> None:
    """Gravecrawler ("You may cast ~ from your graveyard as long as you control a Zombie."):
    with no Zombie it can't be cast from A's graveyard; beside Walking Corpse (a Zombie) it
    is, for {B}, and enters the battlefield."""
    assert_compiled(real_db, "Gravecrawler")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.GRAVEYARD, "A", "Gravecrawler")

    def not_without_a_zombie(sc: Scenario) -> None:
        sc.assert_playable("A", "Gravecrawler", False)

    s.check(1, Step.PRECOMBAT_MAIN, not_without_a_zombie)
    s.execute()
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Walking Corpse")
    s.add_card(Zone.GRAVEYARD, "A", "Gravecrawler")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gravecrawler")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Gravecrawler", 1)
    s.assert_graveyard_count("A", "Gravecrawler", 0)


def test_601_3_misthollow_griffin_from_exile_owner_only(real_db: CardDatabase) -> None:
    """Misthollow Griffin in exile: its owner A casts it ({2}{U}{U}); B can't cast A's Griffin
    from exile (B's own permission would need B to own it)."""
    assert_compiled(real_db, "Misthollow Griffin")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.EXILE, "A", "Misthollow Griffin")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 4)

    def not_b(sc: Scenario) -> None:
        sc.assert_playable("B", "Misthollow Griffin", False)

    s.check(2, Step.PRECOMBAT_MAIN, not_b)
    s.execute()
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.EXILE, "A", "Misthollow Griffin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Misthollow Griffin")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Misthollow Griffin", 1)
    s.assert_exile_count("Misthollow Griffin", 0)


def test_601_3_oathsworn_vampire_if_you_gained_life(real_db: CardDatabase) -> None:
    """Oathsworn Vampire ("... from your graveyard if you gained life this turn."): not
    castable from the graveyard before A gains life; after Healing Salve (3 life) it is
    (and enters tapped)."""
    assert_compiled(real_db, "Oathsworn Vampire")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.GRAVEYARD, "A", "Oathsworn Vampire")
    s.add_card(Zone.HAND, "A", "Healing Salve")

    def not_yet(sc: Scenario) -> None:
        sc.assert_playable("A", "Oathsworn Vampire", False)

    s.check(1, Step.PRECOMBAT_MAIN, not_yet)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Healing Salve", targets=["A"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Oathsworn Vampire")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 23)
    s.assert_permanent_count("A", "Oathsworn Vampire", 1)
    s.assert_tapped("Oathsworn Vampire", True)
