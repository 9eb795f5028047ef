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


def test_608_2c_war_flare_untaps_those_creatures(real_db: CardDatabase) -> None:
    """War Flare after combat: A's Grizzly Bears (attacked, tapped) and Hill Giant (untapped)
    get +2/+1 and are untapped (4/3 and 5/4); B's tapped Llanowar Elves stays tapped."""
    assert real_db.compiled("War Flare").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plateau", 4)
    s.add_card(Zone.HAND, "A", "War Flare")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves", tapped=True)
    s.attack(1, "A", "Grizzly Bears")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "War Flare")
    s.check(1, Step.END_TURN, lambda sc: (
        sc.assert_power_toughness("A", "Grizzly Bears", 4, 3),
        sc.assert_power_toughness("A", "Hill Giant", 5, 4)))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_tapped("Grizzly Bears", False)
    s.assert_tapped("Llanowar Elves", True)
    s.assert_life("B", 18)


def test_608_2c_those_creatures_refused_when_the_pump_changes_the_group() -> None:
    """"Creatures without flying gain flying ... Untap those creatures.": read again after the
    first instruction, the group would be empty: refused."""
    from mtg_engine.cards.oracle.effects import Ctx, compile_effects

    assert compile_effects(Ctx(on_permanent=False), "Creatures you control without flying gain "
                           "flying until end of turn. Untap those creatures.") is None
    assert compile_effects(Ctx(on_permanent=False), "Creatures you control get +1/+2 until end "
                           "of turn. Untap those creatures.") is not None
