"""Amplify (702.38, rules/amplify.py) read from Oracle text, with exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _crawler(db: CardDatabase, answer: str) -> Scenario:
    assert db.compiled("Canopy Crawler").supported
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Canopy Crawler")
    s.add_card(Zone.HAND, "A", "Enormous Baloth")
    s.add_card(Zone.HAND, "A", "Changeling Outcast")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.set_choice("A", answer)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Canopy Crawler")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_702_38a_amplify_reveals_cards_sharing_a_creature_type(real_db: CardDatabase) -> None:
    """702.38a, 702.73a: Canopy Crawler (2/2 Beast, amplify 1) enters; A reveals Enormous
    Baloth (a Beast) and Changeling Outcast (every creature type): two +1/+1 counters, 4/4;
    the revealed cards stay in A's hand (3 cards)."""
    s = _crawler(real_db, "Enormous Baloth, Changeling Outcast")
    s.assert_counter_count("A", "Canopy Crawler", "+1/+1", 2)
    s.assert_power_toughness("A", "Canopy Crawler", 4, 4)
    s.assert_hand_count("A", 3)


def test_702_38a_only_cards_that_share_a_type_are_offered(real_db: CardDatabase) -> None:
    """702.38a: Grizzly Bears (a Bear) isn't offered; the options are the Baloth and the
    Outcast; revealing none, the Crawler enters 2/2 with no counter."""
    s = _crawler(real_db, "none")
    s.assert_power_toughness("A", "Canopy Crawler", 2, 2)
    s.assert_counter_count("A", "Canopy Crawler", "+1/+1", 0)
    from mtg_engine.rules.amplify import options
    from mtg_engine.rules.replacement import Event

    s = Scenario(cards=real_db)
    for name in ("Canopy Crawler", "Enormous Baloth", "Changeling Outcast", "Grizzly Bears"):
        s.add_card(Zone.HAND, "A", name)
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    crawler = next(c for c in s.state.players[0].hand if s._name(c) == "Canopy Crawler")
    ev = Event("enters", obj=crawler, controller=0)
    assert sorted(s._name(c) for c in options(s.state, ev)) == ["Changeling Outcast",
                                                                 "Enormous Baloth"]
