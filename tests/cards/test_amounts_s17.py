"""Variable amounts of session 17, compiled from the real Oracle texts: characteristic-defining
abilities reading mana values (604.3, 202.3: Ancient Ooze's "the total mana value of other
creatures you control", Dodgy Jalopy's "the highest mana value among creatures you
control"), each working in every zone and read as the battlefield changes."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.layers import characteristics
from mtg_engine.testing import Scenario, Step, Zone


def _pt_in(sc: Scenario, player: int, zone: str, name: str) -> tuple[int, int]:
    st = sc.game.state
    oid = next(c for c in getattr(st.players[player], zone) if st.objects[c].card.name == name)
    ch = characteristics(st, oid)
    return ch.power, ch.toughness


def _pt(sc: Scenario, name: str) -> tuple[int, int]:
    st = sc.game.state
    oid = next(c for c in st.battlefield if st.objects[c].card.name == name)
    ch = characteristics(st, oid)
    return ch.power, ch.toughness


def test_604_3_ancient_ooze_totals_the_mana_values_of_other_creatures(
        real_db: CardDatabase) -> None:
    """A controls Grizzly Bears (mana value 2) and Hill Giant (4): Ancient Ooze in A's hand is
    6/6 (604.3: its CDA works there, and every creature A controls is "other"). Cast, it is
    6/6 (not counting itself, 7). B's Lightning Bolt kills the Bears: 4/4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 7)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Ancient Ooze")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.check(1, Step.UPKEEP, lambda sc: _check(_pt_in(sc, 0, "hand", "Ancient Ooze"), (6, 6)))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ancient Ooze")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: _check(_pt(sc, "Ancient Ooze"), (6, 6)))
    s.cast_spell(1, Step.BEGIN_COMBAT, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.DECLARE_ATTACKERS)
    s.execute()
    assert _pt(s, "Ancient Ooze") == (4, 4)


def test_604_3_dodgy_jalopy_power_is_the_highest_mana_value(real_db: CardDatabase) -> None:
    """Dodgy Jalopy (*/5) with Grizzly Bears (2) and Hill Giant (4) under A's control: 4/5,
    a Vehicle's power even while it isn't a creature. B's Lightning Bolt kills Hill Giant:
    2/5. In A's graveyard another Jalopy reads A's creatures too: 2/5."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dodgy Jalopy")
    s.add_card(Zone.GRAVEYARD, "A", "Dodgy Jalopy")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.check(1, Step.UPKEEP, lambda sc: _check(_pt(sc, "Dodgy Jalopy"), (4, 5)))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _pt(s, "Dodgy Jalopy") == (2, 5)
    assert _pt_in(s, 0, "graveyard", "Dodgy Jalopy") == (2, 5)


def _check(got: tuple[int, int], want: tuple[int, int]) -> None:
    assert got == want
