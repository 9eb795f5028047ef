"""701.12: "~ fights another target creature" on a permanent's ability: "another" is other
than ~ (the target filter's `other`, 115.3 does not arise: there is no target before it).
Real cards, exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.activation import activate_actions
from mtg_engine.testing import Scenario, Step, Zone


def test_701_12a_brash_taunter_fights_and_redirects_the_damage(real_db: CardDatabase) -> None:
    """Brash Taunter (1/1, indestructible) fights B's Hill Giant (3/3): each deals damage equal
    to its power to the other (701.12a); the Taunter survives (indestructible) and its "is
    dealt damage" trigger deals those 3 to B (17). The Giant has 1 damage and lives."""
    assert real_db.compiled("Brash Taunter").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Brash Taunter")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{R}, {T}:", targets=["Hill Giant"])
    s.add_target("A", "B")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Brash Taunter", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    giant = s._one_permanent("Hill Giant", "B")
    assert s.state.objects[giant].damage == 1


def test_701_12_another_target_is_not_the_source(real_db: CardDatabase) -> None:
    """The Taunter can't fight itself: its ability is offered with the Hill Giant as the only
    target, and with no other creature it isn't offered at all."""
    seen: list[list[tuple[int, ...]]] = []

    def probe(sc: Scenario) -> None:
        taunter = sc._one_permanent("Brash Taunter", "A")
        seen.append(sorted({a.targets for a in activate_actions(sc.state, 0)
                            if a.source == taunter}))

    for others in (["Hill Giant"], []):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Brash Taunter")
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
        for name in others:
            s.add_card(Zone.BATTLEFIELD, "B", name)
        s.check(1, Step.PRECOMBAT_MAIN, probe)
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        if others:
            giant = s._one_permanent("Hill Giant", "B")
            assert seen[-1] == [(giant,)]
        else:
            assert seen[-1] == []


def test_701_21_dream_trawler_tap_it_taps_itself(real_db: CardDatabase) -> None:
    """Dream Trawler: "Discard a card: ~ gains hexproof until end of turn. Tap it." "It" is the
    Trawler (the object the sentence before named): discarding the Forest, it is tapped and
    has hexproof; B's Grizzly Bears stays untapped. A's hand is then empty."""
    assert real_db.compiled("Dream Trawler").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dream Trawler")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Discard a card:")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_abilities("A", "Dream Trawler",
                                                                    ["Hexproof"]))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_tapped("Dream Trawler", True)
    s.assert_tapped("Grizzly Bears", False)
    s.assert_hand_count("A", 0)
    s.assert_graveyard_count("A", "Forest", 1)
