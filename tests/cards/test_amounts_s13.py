"""Session 13 amounts, counters and tokens (issue 11) played with real cards and exact
figures (skipped without the shared MTGJSON file)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


# ------------------------------------------------------------------ converge (601.2h)

def test_702_119a_kaleidoscorch_deals_one_damage_per_color_spent(real_db: CardDatabase) -> None:
    """Kaleidoscorch ({1}{R}): "~ deals X damage to any target, where X is the number of colors
    of mana spent to cast this spell." Paid with a Mountain and a Plains: red and white, X = 2,
    B 20 -> 18."""
    _compiled(real_db, "Kaleidoscorch")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Kaleidoscorch")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Kaleidoscorch", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 18)


def test_601_2h_colorless_mana_is_no_color(real_db: CardDatabase) -> None:
    """Sweep the Skies ({X}{U}{U}) with X = 2 paid by two Islands and two Wastes: only blue was
    spent (105.1: colorless is not a color), so one Thopter token, not two."""
    _compiled(real_db, "Sweep the Skies")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Sweep the Skies")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sweep the Skies", x=2)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Thopter Token", 1)


def test_702_119a_radiant_epicure_reads_the_permanent_it_became(real_db: CardDatabase) -> None:
    """Radiant Epicure ({4}{B}, converge: "When ~ enters the battlefield, each opponent loses
    X life and you gain X life, where X is the number of colors of mana spent to cast this
    spell") paid with Swamp, Swamp, Island, Forest, Wastes: black, blue and green, X = 3: B 20 -> 17,
    A 20 -> 23."""
    _compiled(real_db, "Radiant Epicure")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Radiant Epicure")
    for land in ("Swamp", "Swamp", "Island", "Forest", "Wastes"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Radiant Epicure")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 23)


# ------------------------------------------------------------------ animated artifacts (613.4b)

def test_613_4b_karns_touch_makes_an_artifact_its_mana_value(real_db: CardDatabase) -> None:
    """Karn's Touch on Mind Stone ({2}): "Target noncreature artifact becomes an artifact
    creature with power and toughness each equal to its mana value until end of turn." It is
    a 2/2 artifact creature this turn (layer 4 type, layer 7b power and toughness) and no
    creature after the turn ends (514.2)."""
    _compiled(real_db, "Karn's Touch")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Karn's Touch")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mind Stone")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Karn's Touch", targets=["Mind Stone"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_type("Mind Stone", "Creature")
    s.assert_type("Mind Stone", "Artifact")
    s.assert_power_toughness("A", "Mind Stone", 2, 2)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_type("Mind Stone", "Creature", present=False)
