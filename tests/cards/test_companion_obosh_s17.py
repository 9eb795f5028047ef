"""702.139a Companion (functions outside the game only: cards/keywords.py NO_GAME_RULES) and
Obosh, the Preypiercer's 614.1a damage doubling for sources with an odd mana value (202.3:
the DSL filter `mana_value_odd`), with real cards of the MTGJSON database (skipped without
../shared)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_702_139a_companion_cards_play_by_their_other_abilities(real_db: CardDatabase) -> None:
    """A card with companion in a deck is supported; the keyword puts nothing on the card."""
    for name in ("Obosh, the Preypiercer", "Keruga, the Macrosage", "Lutri, the Spellchaser",
                 "Kaheera, the Orphanguard"):
        res = real_db.compiled(name)
        assert res.supported, (name, res.reasons)
        assert "companion" not in res.card.keywords


def test_614_1a_obosh_doubles_damage_from_odd_mana_value_sources(real_db: CardDatabase) -> None:
    """202.3, 614.1a: A controls Obosh (mana value 5). A's Lightning Bolt (mana value 1, odd)
    deals 6 to B (14); A's Grizzly Bears (mana value 2, even) attacks: 2 (12); Obosh itself
    (odd) attacks too: 3 doubled, 6 (6)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Obosh, the Preypiercer")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_life("B", 14))
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Obosh, the Preypiercer")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 6)


def test_614_1a_obosh_does_not_double_an_opponents_source(real_db: CardDatabase) -> None:
    """"a source you control": B's Lightning Bolt at A deals 3 (A at 17)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Obosh, the Preypiercer")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 17)
