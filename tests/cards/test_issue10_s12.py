"""Issue 10's leftovers of session 12, with real cards from the MTGJSON file (skipped without
../shared): 614.1e (Hooded Hydra's "As ~ is turned face up"), 614.17a-b, 614.17d."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.dsl_cards import parse_card
from mtg_engine.game import Game
from mtg_engine.log import format_events
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone
from tests.cards.conftest import assert_compiled

M = Step.PRECOMBAT_MAIN
HYDRA_UP = "{3}{G}{G}: Turn this face-down permanent face up."


def _hydra_face_down(real_db: CardDatabase) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Hooded Hydra")
    s.cast_spell(1, M, "A", "Hooded Hydra using Morph")
    return s


def test_614_1e_hooded_hydra_turned_face_up_with_five_counters(real_db: CardDatabase) -> None:
    """614.1e: "As Hooded Hydra is turned face up, put five +1/+1 counters on it." is a
    replacement effect: the 0/0 Hydra is turned face up with five +1/+1 counters (5/5) and
    never is a 0/0 on the battlefield (704.5f would put it into the graveyard). Its "enters
    with X counters" didn't apply: it entered face down, without abilities (708.2a)."""
    assert_compiled(real_db, "Hooded Hydra")
    s = _hydra_face_down(real_db)
    s.activate_ability(3, M, "A", HYDRA_UP)
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hooded Hydra", 1)
    s.assert_counter_count("A", "Hooded Hydra", "+1/+1", 5)
    s.assert_power_toughness("A", "Hooded Hydra", 5, 5)
    s.assert_permanent_count("A", "Snake Token", 0)


def test_614_1e_turned_face_up_in_response_survives_the_bolt(real_db: CardDatabase) -> None:
    """614.1e, 116.2b: B bolts the face-down 2/2; in response A turns it face up (no stack):
    it is a 5/5 at once, and the Bolt's 3 damage doesn't kill it."""
    s = _hydra_face_down(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)  # A's lands tapped on turn 1 stay tapped
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, M, "B", "Lightning Bolt", targets=[""])
    s.activate_ability(2, M, "A", HYDRA_UP, responding_to="Lightning Bolt")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hooded Hydra", 1)
    s.assert_damage("Hooded Hydra", 3)
    s.assert_power_toughness("A", "Hooded Hydra", 5, 5)


def _mercy_and_skullcrack(real_db: CardDatabase, skullcrack_first: bool) -> Scenario:
    """A casts Angel's Mercy (gain 7 life); B's Skullcrack (3 damage, "Players can't gain
    life this turn") is cast in response, or after Angel's Mercy resolved."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Angel's Mercy")
    s.add_card(Zone.HAND, "B", "Skullcrack")
    s.cast_spell(1, M, "A", "Angel's Mercy")
    if skullcrack_first:
        s.cast_spell(1, M, "B", "Skullcrack", targets=["A"], responding_to="Angel's Mercy")
    else:
        s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Skullcrack", targets=["A"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_614_17a_a_cant_effect_doesnt_go_back_in_time(real_db: CardDatabase) -> None:
    """614.17a: "can't" effects must exist before the event. Skullcrack resolving first: A
    can't gain the 7 life, then takes 3 (17). Skullcrack after Angel's Mercy resolved: the
    7 life gained stays gained (27), then 3 damage (24)."""
    _mercy_and_skullcrack(real_db, True).assert_life("A", 17)
    _mercy_and_skullcrack(real_db, False).assert_life("A", 24)


def _under_angel(real_db: CardDatabase, angel: bool) -> Scenario:
    """B's Angel of Jubilation (or not); A has three Swamps, a Grizzly Bears and a Sakura-Tribe
    Elder."""
    s = Scenario(cards=real_db)
    if angel:
        s.add_card(Zone.BATTLEFIELD, "B", "Angel of Jubilation")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Sakura-Tribe Elder")
    return s


@pytest.mark.parametrize("angel", [True, False])
def test_614_17b_no_sacrifice_of_a_creature_for_an_additional_cost(
        real_db: CardDatabase, angel: bool) -> None:
    """614.17b: under Angel of Jubilation ("Players can't pay life or sacrifice creatures to
    cast spells or activate abilities") A can't choose to pay Bone Splinters' additional cost
    (sacrifice a creature): the spell can't be cast. Without the Angel, Hill Giant dies."""
    assert_compiled(real_db, "Angel of Jubilation")
    s = _under_angel(real_db, angel)
    s.add_card(Zone.HAND, "A", "Bone Splinters")
    s.set_choice("A", "Grizzly Bears")
    s.cast_spell(1, M, "A", "Bone Splinters", targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    if angel:
        with pytest.raises(ScenarioError):
            s.execute()
        return
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


@pytest.mark.parametrize("angel", [True, False])
def test_614_17b_no_life_paid_for_an_ability(real_db: CardDatabase, angel: bool) -> None:
    """614.17b: under Angel of Jubilation A can't activate Greed ("{B}, Pay 2 life: Draw a
    card."); without it A draws a card for {B} and 2 life."""
    s = _under_angel(real_db, angel)
    s.add_card(Zone.BATTLEFIELD, "A", "Greed")
    s.activate_ability(1, M, "A", "{B}, Pay 2 life: Draw a card.")
    s.stop_at(1, Step.END_TURN)
    if angel:
        with pytest.raises(ScenarioError):
            s.execute()
    else:
        s.execute()
    s.assert_life("A", 20 if angel else 18)
    s.assert_hand_count("A", 0 if angel else 1)


@pytest.mark.parametrize("angel", [True, False])
def test_614_17b_no_phyrexian_mana_paid_with_life(real_db: CardDatabase, angel: bool) -> None:
    """614.17b, 107.4f: A has one Swamp and an Island: Dismember ({1}{B/P}{B/P}) needs 2 life
    for one {B/P}. Under Angel of Jubilation it can't be cast; without it A pays {1}{B} and
    2 life (18) and Hill Giant (3/3) gets -5/-5 and dies."""
    s = Scenario(cards=real_db)
    if angel:
        s.add_card(Zone.BATTLEFIELD, "B", "Angel of Jubilation")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Dismember")
    s.cast_spell(1, M, "A", "Dismember", targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    if angel:
        with pytest.raises(ScenarioError):
            s.execute()
        s.assert_life("A", 20)
        s.assert_permanent_count("B", "Hill Giant", 1)
        return
    s.execute()
    s.assert_life("A", 18)
    s.assert_graveyard_count("B", "Hill Giant", 1)


@pytest.mark.parametrize("angel", [True, False])
def test_614_17b_no_sacrifice_of_itself_but_an_effect_still_sacrifices(
        real_db: CardDatabase, angel: bool) -> None:
    """614.17b: Sakura-Tribe Elder's "Sacrifice ~: search ..." can't be activated under
    Angel of Jubilation; a sacrifice that isn't a cost still happens (B's Diabolic Edict: A
    sacrifices a creature, 701.17a)."""
    s = _under_angel(real_db, angel)
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.activate_ability(1, M, "A", "Sacrifice Sakura-Tribe Elder")
    s.stop_at(1, Step.END_TURN)
    if angel:
        with pytest.raises(ScenarioError):
            s.execute()
        s.assert_permanent_count("A", "Sakura-Tribe Elder", 1)
    else:
        s.execute()
        s.assert_graveyard_count("A", "Sakura-Tribe Elder", 1)
        s.assert_permanent_count("A", "Forest", 1)
    s = _under_angel(real_db, angel)
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Diabolic Edict")
    s.set_choice("A", "Grizzly Bears")
    s.cast_spell(1, M, "B", "Diabolic Edict", targets=["A"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


# "Each noncreature artifact is an artifact creature with power and toughness each equal to
# its mana value." (March of the Machines, written in the DSL: the compiler refuses it)
TEST_MACHINES = """
- name: Test Machines
  cost: "{3}{U}"
  type: Enchantment
  text: Each noncreature artifact is an artifact creature with power and toughness each equal
    to its mana value.
  statics:
    - continuous:
        filter: {types: [Artifact], not_types: [Creature]}
        add_types: [Creature]
        pt_mana_value: true
"""


def _db_with_machines(real_db: CardDatabase) -> CardDatabase:
    """The built-in cards, Test Machines and the real cards of the test (compiled)."""
    db = CardDatabase.builtin()
    real = [real_db.compiled(n).dsl for n in ("Grafdigger's Cage", "Argivian Restoration",
                                              "Mind Stone") if n not in db]
    db.load_file("real.yaml", text=yaml.safe_dump(real))
    db.load_file("test_machines.yaml", text=TEST_MACHINES)
    return db


def _cage(real_db: CardDatabase, cage: str, spell: str, target: str, in_graveyard: str,
          machines: bool = False) -> Scenario:
    s = Scenario(cards=_db_with_machines(real_db) if machines else real_db)
    if cage:
        s.add_card(Zone.BATTLEFIELD, "B", cage)
    if machines:
        s.add_card(Zone.BATTLEFIELD, "B", "Test Machines")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.GRAVEYARD, "A", in_graveyard)
    s.add_card(Zone.HAND, "A", spell)
    s.cast_spell(1, M, "A", spell, targets=[target] if target else [])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


@pytest.mark.parametrize("cage", ["Grafdigger's Cage", "Kunoros, Hound of Athreos", ""])
def test_614_17d_creature_cards_in_graveyards_cant_enter(real_db: CardDatabase,
                                                         cage: str) -> None:
    """614.17d, 614.17c: under Grafdigger's Cage ("Creature cards in graveyards and libraries
    can't enter the battlefield") or Kunoros, Zombify's return of Grizzly Bears can't happen:
    the card stays in A's graveyard. Without either it returns."""
    assert_compiled(real_db, "Grafdigger's Cage", "Kunoros, Hound of Athreos",
                    "Weathered Runestone")
    s = _cage(real_db, cage, "Zombify", "Grizzly Bears", "Grizzly Bears")
    s.assert_permanent_count("A", "Grizzly Bears", 0 if cage else 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 0 if not cage else 1)


@pytest.mark.parametrize(("machines", "enters"), [(False, True), (True, False)])
def test_614_17d_judged_as_it_would_exist_on_the_battlefield(
        real_db: CardDatabase, machines: bool, enters: bool) -> None:
    """614.17d: which "can't" effects apply is judged with the permanent as it would exist on
    the battlefield, with the continuous effects that would apply to it. Argivian Restoration
    returns Mind Stone (a noncreature artifact card) under Grafdigger's Cage: it enters. With
    Test Machines (March of the Machines: noncreature artifacts are creatures) it would be a
    creature there, so it can't enter and stays in the graveyard."""
    s = _cage(real_db, "Grafdigger's Cage", "Argivian Restoration", "Mind Stone", "Mind Stone",
              machines)
    s.assert_permanent_count("A", "Mind Stone", 1 if enters else 0)
    s.assert_graveyard_count("A", "Mind Stone", 0 if enters else 1)


def test_614_17d_weathered_runestone_lets_lands_enter(real_db: CardDatabase) -> None:
    """Weathered Runestone ("Nonland permanent cards in graveyards and libraries can't enter
    the battlefield"): Splendid Reclamation still returns A's Forest (a land card), tapped;
    Zombify can't return Grizzly Bears."""
    s = _cage(real_db, "Weathered Runestone", "Splendid Reclamation", "", "Forest")
    s.assert_permanent_count("A", "Forest", 3)  # (two were there)
    s.assert_graveyard_count("A", "Forest", 0)
    s = _cage(real_db, "Weathered Runestone", "Zombify", "Grizzly Bears", "Grizzly Bears")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


@pytest.mark.parametrize("cage", ["Grafdigger's Cage", ""])
def test_101_2_no_spells_cast_from_graveyards(real_db: CardDatabase, cage: str) -> None:
    """101.2: Grafdigger's Cage's "Players can't cast spells from graveyards or libraries":
    A can't cast Think Twice by flashback from the graveyard (702.34a); without the Cage A
    does and draws a card."""
    s = Scenario(cards=real_db)
    if cage:
        s.add_card(Zone.BATTLEFIELD, "B", cage)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Think Twice")
    s.add_card(Zone.LIBRARY, "A", "Island")
    s.cast_spell(1, M, "A", "Think Twice")
    s.stop_at(1, Step.END_TURN)
    if cage:
        with pytest.raises(ScenarioError):
            s.execute()
        s.assert_hand_count("A", 0)
        return
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_exile_count("Think Twice", 1)


@pytest.mark.parametrize(("levels", "power"), [(8, 9), (7, 4)])
def test_711_2b_an_activated_ability_in_a_level_box(real_db: CardDatabase, levels: int,
                                                    power: int) -> None:
    """711.2b: Kargan Dragonlord's LEVEL 8+ box has "{R}: Kargan Dragonlord gets +1/+0 until
    end of turn.": with 8 level counters it is an 8/8 with flying and trample and A pumps it
    (9/8); with 7 (the LEVEL 4-7 box, 4/4 flying) the ability isn't there to activate."""
    assert_compiled(real_db, "Kargan Dragonlord")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Kargan Dragonlord", counters={"level": levels})
    s.activate_ability(1, M, "A", "{R}: Kargan Dragonlord gets +1/+0")
    s.stop_at(1, Step.BEGIN_COMBAT)
    if levels < 8:
        with pytest.raises(ScenarioError):
            s.execute()
        s.assert_power_toughness("A", "Kargan Dragonlord", 4, 4)
        s.assert_abilities("A", "Kargan Dragonlord", ["Trample"], present=False)
        return
    s.execute()
    s.assert_power_toughness("A", "Kargan Dragonlord", power, 8)
    s.assert_abilities("A", "Kargan Dragonlord", ["Flying", "Trample"])


@pytest.mark.parametrize(("levels", "elephants"), [(1, 0), (2, 1), (6, 2)])
def test_711_2b_each_box_has_its_own_ability(real_db: CardDatabase, levels: int,
                                             elephants: int) -> None:
    """711.2b, 711.5: Kazandu Tuskcaller taps for one 3/3 Elephant with 2-5 level counters,
    two with 6+; with 1 (below the first box) it has no such ability."""
    assert_compiled(real_db, "Kazandu Tuskcaller")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kazandu Tuskcaller", counters={"level": levels})
    s.activate_ability(1, M, "A", "{T}: Create")
    s.stop_at(1, Step.BEGIN_COMBAT)
    if not elephants:
        with pytest.raises(ScenarioError):
            s.execute()
    else:
        s.execute()
    s.assert_permanent_count("A", "Elephant Token", elephants)


def test_711_2b_a_triggered_ability_in_a_level_box(real_db: CardDatabase) -> None:
    """711.2b: Lighthouse Chronologist with 7 level counters: "At the beginning of each end
    step, if it's not your turn, take an extra turn after this one." B's end step: A takes
    the extra turn 3, then the turn order goes on from B's turn 2 (500.7): A's turn 4. With 6
    counters (LEVEL 1-6, no such ability) turn 4 is B's."""
    assert_compiled(real_db, "Lighthouse Chronologist")
    for levels, active in ((7, "A"), (6, "B")):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Lighthouse Chronologist", counters={"level": levels})
        s.check(3, Step.UPKEEP, lambda sc: _saved_exactly(sc, real_db))  # (500.7's turn order)
        s.stop_at(4, Step.UPKEEP)
        s.execute()
        assert s.state.active == s.names.index(active), levels


def _saved_exactly(sc: Scenario, db: CardDatabase) -> None:
    """A copy and a JSON round trip of the game are the same game."""
    g = sc.game
    for other in (g.copy(), Game.from_json(g.to_json(), db)):
        assert other.to_json() == g.to_json()


# Necratog's and Nature's Kiss's costs as DSL cards: the compiler refuses the real cards while
# the owner can't arrange cards put into a graveyard at the same time (404.3; test_misplays_s7)
_NECRATOG = {"name": "Test Necratog", "type": "Creature — Atog", "cost": "{1}{B}{B}",
             "colors": ["B"], "power": 1, "toughness": 2, "abilities": [{
                 "cost": {"exile_graveyard_top": {"types": ["Creature"]}},
                 "text": "Exile the top creature card of your graveyard: ~ gets +2/+2 until end "
                         "of turn.",
                 "effects": [{"pump": {"what": "self", "power": 2, "toughness": 2}}]}]}
_KISS = {"name": "Test Kiss", "type": "Enchantment — Aura", "cost": "{1}{G}", "colors": ["G"],
         "enchant": {"kind": "creature"}, "abilities": [{
             "cost": {"mana": "{1}", "exile_graveyard_top": {}},
             "text": "{1}, Exile the top card of your graveyard: Enchanted creature gets +1/+1 "
                     "until end of turn.",
             "effects": [{"pump": {"what": "attached", "power": 1, "toughness": 1}}]}]}


def _with(*cards: dict[str, Any]) -> CardDatabase:
    """The built-in cards (Grizzly Bears, basic lands) and these DSL cards."""
    db = CardDatabase.builtin()
    for data in cards:
        db.add(parse_card(data))
    return db


def test_404_3_the_top_card_of_a_graveyard_as_a_cost_is_refused(real_db: CardDatabase) -> None:
    """404.3: the owner arranges cards put into a graveyard at the same time; the engine doesn't
    ask, so a cost reading "the top card of your graveyard" is refused (fail closed)."""
    for name in ("Necratog", "Zombie Scavengers", "Alms", "Nature's Kiss"):
        assert not real_db.compiled(name).supported, name


@pytest.mark.parametrize(("graveyard", "exiled"), [(["Grizzly Bears", "Island"], "Grizzly Bears"),
                                                   (["Island"], "")])
def test_118_3_exile_the_top_creature_card_of_your_graveyard(graveyard: list[str],
                                                            exiled: str) -> None:
    """118.3, 404.2: Necratog's "Exile the top creature card of your graveyard: ~ gets +2/+2
    until end of turn." (as a DSL card): with Grizzly Bears under an Island (the Island on
    top), the Bears are exiled (the topmost creature card) and it is 3/4; with no creature card
    in the graveyard the cost can't be paid."""
    s = Scenario(cards=_with(_NECRATOG))
    s.add_card(Zone.BATTLEFIELD, "A", "Test Necratog")
    for name in graveyard:  # (the last one added is on top)
        s.add_card(Zone.GRAVEYARD, "A", name)
    s.activate_ability(1, M, "A", "Exile the top creature card")
    s.stop_at(1, Step.BEGIN_COMBAT)
    if not exiled:
        with pytest.raises(ScenarioError):
            s.execute()
        s.assert_power_toughness("A", "Test Necratog", 1, 2)
        return
    s.execute()
    s.assert_power_toughness("A", "Test Necratog", 3, 4)
    s.assert_exile_count(exiled, 1)
    s.assert_graveyard_count("A", "Island", 1)


def test_118_3_exile_the_top_card_of_your_graveyard() -> None:
    """118.3, 404.2: Nature's Kiss's "{1}, Exile the top card of your graveyard: Enchanted
    creature gets +1/+1 until end of turn." (as a DSL card): the Island on top of the Forest is
    exiled; Grizzly Bears is 3/3."""
    s = Scenario(cards=_with(_KISS))
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Kiss", attached_to="Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Forest")
    s.add_card(Zone.GRAVEYARD, "A", "Island")
    s.activate_ability(1, M, "A", "{1}, Exile the top card")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_exile_count("Island", 1)
    s.assert_graveyard_count("A", "Forest", 1)


@pytest.mark.parametrize("counters", [0, 2])
def test_118_3_remove_a_counter_from_a_creature_you_control(real_db: CardDatabase,
                                                            counters: int) -> None:
    """118.3, 602.2b: Spike Rogue's "{2}, Remove a +1/+1 counter from a creature you control:
    Put a +1/+1 counter on ~.": the creature is chosen as it is activated: Grizzly Bears with
    two counters gives one to the Rogue (2 -> 3). With the Bears counterless they can't be
    chosen: the only choice is the Rogue itself (2 - 1 + 1 = 2)."""
    assert_compiled(real_db, "Spike Rogue", "Sage of Fables", "Korozda Gorgon",
                    "Bolrac-Clan Crusher")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Spike Rogue", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": counters})
    s.set_choice("A", "Grizzly Bears")
    s.activate_ability(1, M, "A", "{2}, Remove a +1/+1 counter from a creature you control")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    if counters:
        s.assert_counter_count("A", "Spike Rogue", "+1/+1", 3)
        s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
        s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    else:  # (the set_choice names no legal option: the Rogue pays with its own counter)
        s.assert_counter_count("A", "Spike Rogue", "+1/+1", 2)


def test_118_3_no_counter_to_remove_no_activation(real_db: CardDatabase) -> None:
    """118.3: Sage of Fables with no creature of A's having a +1/+1 counter: "{2}, Remove a
    +1/+1 counter from a creature you control: Draw a card." can't be activated."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Sage of Fables")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", counters={"+1/+1": 1})
    s.activate_ability(1, M, "A", "{2}, Remove a +1/+1 counter")
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_hand_count("A", 0)


TURN_UP = "Turn this face-down permanent face up."


@pytest.mark.parametrize(("life", "turned"), [(20, True), (4, False)])
def test_702_37e_morph_pay_life(real_db: CardDatabase, life: int, turned: bool) -> None:
    """702.37a, 702.37e, 119.4: Zombie Cutthroat ("Morph—Pay 5 life") cast face down for {3}
    is turned face up by paying 5 life (20 -> 15, a 3/4); with 4 life it can't be."""
    assert_compiled(real_db, "Zombie Cutthroat")
    s = Scenario(cards=real_db)
    s.set_life("A", life)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Zombie Cutthroat")
    s.cast_spell(1, M, "A", "Zombie Cutthroat using Morph")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", f"Pay 5 life: {TURN_UP}")
    s.stop_at(1, Step.END_TURN)
    if not turned:
        with pytest.raises(ScenarioError):
            s.execute()
        s.assert_permanent_count("A", "", 1)
        s.assert_life("A", 4)
        return
    s.execute()
    s.assert_permanent_count("A", "Zombie Cutthroat", 1)
    s.assert_power_toughness("A", "Zombie Cutthroat", 3, 4)
    s.assert_life("A", 15)


@pytest.mark.parametrize(("in_hand", "turned"), [("Savannah Lions", True), ("Grizzly Bears", False)])
def test_702_37e_morph_reveal_a_card(real_db: CardDatabase, in_hand: str, turned: bool) -> None:
    """702.37e, 701.16a: Watcher of the Roost ("Morph—Reveal a white card in your hand";
    "When ~ is turned face up, you gain 2 life") is turned face up by revealing Savannah Lions
    (it stays in hand; A gains 2); with only a green card in hand it can't be."""
    assert_compiled(real_db, "Watcher of the Roost", "Horde Ambusher", "Temur Charger",
                    "Ruthless Ripper", "Dragon's Eye Savants")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Watcher of the Roost")
    s.add_card(Zone.HAND, "A", in_hand)
    s.cast_spell(1, M, "A", "Watcher of the Roost using Morph")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", f"Reveal a white card in your hand: {TURN_UP}")
    s.stop_at(1, Step.END_TURN)
    if not turned:
        with pytest.raises(ScenarioError):
            s.execute()
        s.assert_permanent_count("A", "", 1)
        return
    s.execute()
    s.assert_permanent_count("A", "Watcher of the Roost", 1)
    s.assert_life("A", 22)
    s.assert_hand_count("A", 1)
    assert any(e[0] == "reveal" and e[3] == "Savannah Lions" for e in s.state.log)


@pytest.mark.parametrize("skip", [True, False])
def test_614_10b_time_vault_skips_a_turn_then_untaps(real_db: CardDatabase, skip: bool) -> None:
    """614.10, 614.10b: A's Time Vault is tapped as A's turn 3 would begin: A decides, at the
    turn change (a "may" decision through game.pending), to skip it. Skipped: B takes turn 3
    and Time Vault untaps as the first thing in it; A taps it there ("Take an extra turn after
    this one"): A takes turn 4 (asked again as it would begin, A doesn't skip it). Not
    skipped: A's turn 3, Time Vault stays tapped (it doesn't untap in its controller's untap
    step), B's turn 4."""
    assert_compiled(real_db, "Time Vault")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Time Vault", tapped=True)
    s.set_choice("A", "yes" if skip else "no")
    if skip:
        s.activate_ability(3, M, "A", "{T}: Take an extra turn after this one.")
        s.set_choice("A", "no")  # (asked again as the extra turn would begin: take it)
    s.check(3, Step.UPKEEP, lambda sc: _time_vault_turn_3(sc, skip))
    s.check(3, Step.UPKEEP, lambda sc: _saved_exactly(sc, real_db))
    s.stop_at(4, Step.UPKEEP)
    s.execute()
    assert s.state.active == (0 if skip else 1)  # A's extra turn; else B's turn 4
    skipped = [e for e in s.state.log if e[0] == "turn_skipped"]
    assert len(skipped) == (1 if skip else 0)
    assert ("A skips a turn (Time Vault)" in format_events(s.state)) is skip


def _time_vault_turn_3(sc: Scenario, skip: bool) -> None:
    st = sc.state
    assert st.active == (1 if skip else 0)
    vault = next(o for o in st.battlefield if st.objects[o].card.name == "Time Vault")
    assert st.objects[vault].tapped is (not skip)


def test_118_3_tap_enchanted_creature(real_db: CardDatabase) -> None:
    """118.3: Krovikan Plague's "Tap enchanted creature: ~ deals 1 damage to any target. Put a
    -0/-1 counter on enchanted creature. Activate only if enchanted creature is untapped.":
    the cost taps Hill Giant (B to 19, the Giant 3/2); tapped, it can't pay it again."""
    assert_compiled(real_db, "Krovikan Plague", "Earthlore", "Betrothed of Fire",
                    "Bloodfire Infusion")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Krovikan Plague", attached_to="Hill Giant")
    s.activate_ability(1, M, "A", "Tap enchanted creature", targets=["B"])
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Tap enchanted creature", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="POSTCOMBAT_MAIN"):
        s.execute()
    s.assert_life("B", 19)
    s.assert_power_toughness("A", "Hill Giant", 3, 2)
    s.assert_tapped("Hill Giant", True)


def test_118_3_608_2h_sacrifice_enchanted_creature(real_db: CardDatabase) -> None:
    """118.3, 608.2h: Bloodfire Infusion's "{R}, Sacrifice enchanted creature: ~ deals damage
    equal to the sacrificed creature's power to each creature." sacrifices Hill Giant (3
    power, as it last existed): B's Grizzly Bears die, B's Craw Wurm (6/4) has 3 damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Bloodfire Infusion", attached_to="Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.activate_ability(1, M, "A", "{R}, Sacrifice enchanted creature")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Bloodfire Infusion", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_damage("Craw Wurm", 3)
