"""Crew (702.122) and Vehicles (301.7) with real cards from the MTGJSON file (skipped without
../shared): "Crew N" is an activated ability whose cost taps other untapped creatures you
control with total power N or greater (702.122a); the Vehicle becomes an artifact creature until
end of turn (layer 4), with its printed power and toughness (208.3)."""

from __future__ import annotations

import pytest

from mtg_engine.actions import ActivateAbility
from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.keywords import parse_keyword
from mtg_engine.game import Game
from mtg_engine.play.render import describe_action
from mtg_engine.rules import activation
from mtg_engine.rules.layers import characteristics
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _ids(s: Scenario, name: str) -> list[int]:
    st = s.state
    return [o for o in st.battlefield if st.objects[o].card.name == name]


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n) and db.compiled(n).supported, n


def test_702_122a_crew_keyword_parsed() -> None:
    k = parse_keyword("Crew 3")
    assert k is not None and k.rule == "702.122" and k.implemented
    assert k.card_keywords() == ()  # an activated ability, not a keyword on the CardDef
    x = parse_keyword("Crew X")
    assert x is None or not x.implemented


def test_702_122a_sky_skiff_compiled(real_db: CardDatabase) -> None:
    _compiled(real_db, "Sky Skiff", "Consulate Dreadnought")
    card = real_db.get("Sky Skiff")
    [ab] = card.abilities
    assert ab.text == "Crew 1" and ab.cost.crew == 1
    assert not ab.cost.tap and not ab.cost.mana
    assert real_db.get("Consulate Dreadnought").abilities[0].cost.crew == 6


def _skiff(db: CardDatabase) -> Scenario:
    """A: Sky Skiff (2/3 flying, Crew 1) and two Forests; Grizzly Bears cast this turn crews it
    (summoning sick: 302.6 restricts {T} costs only), then the Skiff attacks."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sky Skiff")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.set_choice("A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Crew 1")
    s.attack(1, "A", "Sky Skiff")
    return s


def test_702_122a_summoning_sick_creature_crews_and_vehicle_attacks(
        real_db: CardDatabase) -> None:
    s = _skiff(real_db)
    seen: list[tuple[bool, int, int]] = []

    def in_combat(sc: Scenario) -> None:
        sc.assert_type("Sky Skiff", "Creature")
        sc.assert_type("Sky Skiff", "Artifact")
        sc.assert_power_toughness("A", "Sky Skiff", 2, 3)  # printed 2/3 (208.3)
        sc.assert_tapped("Grizzly Bears")  # 702.122b: it crewed the Skiff
        seen.append((True, 2, 3))

    s.check(1, Step.DECLARE_BLOCKERS, in_combat)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    assert seen == [(True, 2, 3)]
    [skiff] = _ids(s, "Sky Skiff")
    [bears] = _ids(s, "Grizzly Bears")
    assert [ev for ev in s.state.log if ev[0] == "crews"] == [("crews", bears, skiff)]  # 702.122b
    s.assert_life("B", 18)  # the 2/3 Skiff dealt 2 combat damage
    # until end of turn (514.2): on the next turn it is a noncreature artifact again
    s.assert_type("Sky Skiff", "Creature", present=False)
    s.assert_type("Sky Skiff", "Artifact")


def test_702_122a_crew_state_saved_exactly(real_db: CardDatabase) -> None:
    s = _skiff(real_db)
    s.stop_at(1, Step.DECLARE_BLOCKERS)
    s.execute()
    g = s.game
    [skiff] = _ids(s, "Sky Skiff")
    assert characteristics(g.state, skiff).is_creature
    for other in (g.copy(), Game.from_json(g.to_json(), real_db)):
        ch = characteristics(other.state, skiff)
        assert ch.is_creature and (ch.power, ch.toughness) == (2, 3)
    assert Game.from_json(g.to_json(), real_db).to_json() == g.to_json()


def test_702_122a_not_enough_power_can_not_crew(real_db: CardDatabase) -> None:
    """Consulate Dreadnought (7/11, Crew 6): two Grizzly Bears (total power 4) can't crew it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Consulate Dreadnought")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Crew 6")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_type("Consulate Dreadnought", "Creature", present=False)
    s.assert_tapped("Grizzly Bears", False)


def test_702_122a_crew_choices_offered_and_checked(real_db: CardDatabase) -> None:
    """Ballista Charger (Crew 3) with two Grizzly Bears (2 each) and Llanowar Elves (1): the
    actions offered are the three sets from which no creature can be left out; a set with too
    little power, a tapped creature, the Vehicle itself or an opponent's creature is refused;
    a set with more power than needed is legal."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ballista Charger")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    st = s.state
    [charger] = _ids(s, "Ballista Charger")
    bears = [b for b in _ids(s, "Grizzly Bears") if st.objects[b].controller == 0]
    [theirs] = [b for b in _ids(s, "Grizzly Bears") if st.objects[b].controller == 1]
    [elves] = _ids(s, "Llanowar Elves")
    crews = {frozenset(a.crew) for a in activation.activate_actions(st, 0)
             if a.source == charger}
    assert crews == {frozenset(bears), frozenset({bears[0], elves}),
                     frozenset({bears[1], elves})}
    i = next(i for i, ab in enumerate(st.objects[charger].card.abilities) if ab.cost.crew)

    def problem(crew: tuple[int, ...]) -> str | None:
        return activation.check_activate(st, 0, ActivateAbility(charger, i, crew=crew))[0]

    assert problem((bears[0], elves)) is None
    text = describe_action(s.game, ActivateAbility(charger, i, crew=(bears[0], elves)))
    assert "Crew 3" in text and "tapping" in text and "Llanowar Elves" in text
    assert problem((bears[0], bears[1], elves)) is None  # more than enough (702.122a)
    assert "less than 3" in (problem((bears[0],)) or "")
    assert problem((bears[0], bears[0])) is not None  # the same creature twice
    assert problem((charger, bears[0])) is not None  # "other" creatures (702.122a)
    assert problem((theirs, bears[0])) is not None  # creatures you control
    st.objects[elves].tapped = True
    assert problem((bears[0], elves)) is not None  # untapped creatures
    assert {frozenset(a.crew) for a in activation.activate_actions(st, 0)
            if a.source == charger} == {frozenset(bears)}


def test_702_122a_crewed_vehicle_crews_another(real_db: CardDatabase) -> None:
    """A crewed Sky Skiff is an untapped artifact creature with power 2: it can crew Consulate
    Dreadnought together with two Grizzly Bears (2 + 2 + 2 = 6)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sky Skiff")
    s.add_card(Zone.BATTLEFIELD, "A", "Consulate Dreadnought")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.set_choice("A", "Llanowar Elves")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Crew 1")
    s.set_choice("A", "Sky Skiff, Grizzly Bears, Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Crew 6")
    s.attack(1, "A", "Consulate Dreadnought")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 13)  # the 7/11 Dreadnought
