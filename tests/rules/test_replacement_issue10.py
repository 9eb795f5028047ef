"""Replacement and prevention effects (614-616): the rules' examples not covered by
tests/rules/test_replacement.py, with built-in cards and test cards in YAML."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

CARDS = """
- name: Test Gather Specimens
  cost: "{3}{U}"
  type: Instant
  text: >-
    If a creature would enter the battlefield under an opponent's control this turn, it
    enters the battlefield under your control instead.
  spell:
    effects:
      - add_replacement:
          what: you
          replacement:
            event: enters
            instead: control
            affects: filter
            filter: {types: [Creature], controller: opponent}
            text: it enters the battlefield under your control instead
- name: Test Sovereign
  cost: "{1}{W}"
  type: Creature — Human
  power: 2
  toughness: 1
  text: Creatures your opponents control enter the battlefield tapped.
  replacements:
    - event: enters
      instead: tapped
      affects: filter
      filter: {types: [Creature], controller: opponent}
      text: creatures your opponents control enter the battlefield tapped
"""


def _db() -> CardDatabase:
    db = CardDatabase.builtin()
    db.load_file("issue10.yaml", text=CARDS)
    return db


def _specimens(sovereign: str) -> Scenario:
    s = Scenario(cards=_db())
    s.add_card(Zone.BATTLEFIELD, sovereign, "Test Sovereign")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Test Gather Specimens")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Test Gather Specimens",
                 responding_to="Grizzly Bears")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_616_1b_control_changing_effect_applies_first() -> None:
    """616.1b: Gather Specimens' effect changes under whose control B's Grizzly Bears enters;
    it is applied before the others, which are then judged for the permanent as it would exist
    (614.12). A's "creatures your opponents control enter tapped" no longer applies: the Bears
    enters untapped under A's control (B keeps its owner)."""
    s = _specimens("A")
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_tapped("Grizzly Bears", False)
    bears = next(o for o in s.state.battlefield if s.state.objects[o].card.name == "Grizzly Bears")
    assert s.state.objects[bears].owner == 1


def test_616_1b_then_the_new_controllers_opponents_effect_applies() -> None:
    """616.1b, 614.12: with B's "creatures your opponents control enter tapped", the Bears
    would enter under A's control (an opponent of B's) once the control effect is applied:
    it enters tapped under A's control."""
    s = _specimens("B")
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_tapped("Grizzly Bears")


WARDEN = """
- name: Test Human Warden
  cost: "{1}{W}"
  type: Enchantment
  text: Human creatures your opponents control enter the battlefield tapped.
  replacements:
    - event: enters
      instead: tapped
      affects: filter
      filter: {types: [Creature], subtypes: [Human], controller: opponent}
      text: human creatures your opponents control enter the battlefield tapped
"""


def _ruffian(day_night: str) -> Scenario:
    db = CardDatabase.builtin()
    db.load_file("warden.yaml", text=WARDEN)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "B", "Test Human Warden")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Tavern Ruffian")

    def set_time(sc: Scenario) -> None:
        sc.game.state.day_night = day_night  # (no card here makes it night)

    s.check(1, Step.PRECOMBAT_MAIN, set_time)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Tavern Ruffian")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_616_1d_enters_back_face_up_before_the_others_are_judged() -> None:
    """616.1d, 702.145b: at night Tavern Ruffian (a Human Warrior Werewolf) enters transformed,
    as Tavern Smasher (a Werewolf, 6/5); that effect comes first, so B's "Human creatures your
    opponents control enter tapped" doesn't apply (614.12): untapped. By day it enters as the
    2/5 Human, tapped."""
    s = _ruffian("night")
    s.assert_permanent_count("A", "Tavern Smasher", 1)
    s.assert_power_toughness("A", "Tavern Smasher", 6, 5)
    s.assert_tapped("Tavern Smasher", False)
    s = _ruffian("day")
    s.assert_permanent_count("A", "Tavern Ruffian", 1)
    s.assert_power_toughness("A", "Tavern Ruffian", 2, 5)
    s.assert_tapped("Tavern Ruffian")


SQUIRE = """
- name: Test Squire
  cost: "{3}{W}"
  type: Creature — Human Soldier
  power: 1
  toughness: 1
  keywords: [flash]
  text: |-
    Flash
    When Test Squire enters the battlefield, prevent all damage that would be dealt to you this turn.
    Whenever damage that would be dealt to you is prevented, put that many +1/+1 counters on Test Squire.
  triggers:
    - event: enters
      effects: [{prevent: {kind: to, what: you}}]
    - event: damage_to_you_prevented
      effects: [{put_counters: {kind: +1/+1, what: self, count: that_much}}]
"""


def _squire_db() -> CardDatabase:
    db = CardDatabase.builtin()
    db.load_file("squire.yaml", text=SQUIRE)
    return db


def _squire_triggers(s: Scenario) -> int:
    return sum(1 for ev in s.state.log if ev[0] == "trigger" and ev[3] == "Test Squire")


def test_615_13_prevented_damage_triggers_with_the_amount_prevented() -> None:
    """615.13, 615.7: Healing Salve's shield prevents the next 3 damage to A; B's Lightning
    Bolt at A is prevented, and "whenever damage that would be dealt to you is prevented"
    triggers once: 3 +1/+1 counters, the Squire is 4/4 and A stays at 20."""
    s = Scenario(cards=_squire_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Test Squire")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Healing Salve")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.set_mode_choice("A", 2)
    s.cast_spell(2, Step.UPKEEP, "A", "Healing Salve", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_counter_count("A", "Test Squire", "+1/+1", 3)
    s.assert_power_toughness("A", "Test Squire", 4, 4)
    assert _squire_triggers(s) == 1


def test_615_13_simultaneous_combat_damage_prevented_is_one_trigger() -> None:
    """615.13: the Squire's own shield ("prevent all damage that would be dealt to you this
    turn") is applied to the combat damage of two attacking Grizzly Bears at once (510.2): one
    trigger, 4 counters. B's Lightning Bolt afterwards is another application: 3 more. The
    Squire ends 8/8, A at 20, two triggers."""
    s = Scenario(cards=_squire_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Test Squire")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.attack(2, "B", "Grizzly Bears#1")
    s.attack(2, "B", "Grizzly Bears#2")
    s.cast_spell(2, Step.DECLARE_ATTACKERS, "A", "Test Squire")
    s.check(2, Step.END_COMBAT, lambda sc: sc.assert_counter_count(
        "A", "Test Squire", "+1/+1", 4))
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_power_toughness("A", "Test Squire", 8, 8)
    assert _squire_triggers(s) == 3  # the enters trigger and two prevention triggers


SELF_REPLACEMENT = """
- name: Test Purge
  cost: "{1}{B}"
  type: Instant
  text: >-
    Destroy target creature. If that creature would be put into a graveyard this way, exile it
    instead.
  spell:
    targets: [{kind: creature}]
    effects:
      - add_replacement:
          what: target
          replacement: {event: to_graveyard, instead: exile, affects: shield,
                        self_replacement: true, once: true, text: exile it instead}
      - destroy: {what: target}
- name: Test Recycler
  cost: "{2}{G}"
  type: Creature — Elemental
  power: 2
  toughness: 2
  text: >-
    If Test Recycler would be put into a graveyard from anywhere, shuffle it into its owner's
    library instead.
  replacements:
    - {event: to_graveyard, instead: library, shuffle: true, text: shuffle it instead}
- name: Test Crypt Rule
  cost: "{B}"
  type: Enchantment
  text: If you would draw a card, return a card from your graveyard to your hand instead.
  replacements: [{event: draw, instead: return_from_graveyard, affects: you}]
"""


def test_616_1a_614_15_a_self_replacement_effect_is_applied_first() -> None:
    """614.15, 616.1a: Test Purge's "If that creature would be put into a graveyard this way,
    exile it instead" is part of the resolving spell's own effect: it must be applied before
    Test Recycler's "shuffle it into its owner's library instead", though B (who controls the
    Recycler) would choose the other (616.1): the Recycler is exiled, B's library stays 20."""
    db = CardDatabase.builtin()
    db.load_file("self_replacement.yaml", text=SELF_REPLACEMENT)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "B", "Test Recycler")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Test Purge")
    s.set_choice("B", "Test Recycler")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Purge", targets=["Test Recycler"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Test Recycler", 1)
    s.assert_library_count("B", 20)
    s.assert_permanent_count("B", "Test Recycler", 0)


def test_614_11_a_draw_replacement_applies_with_an_empty_library() -> None:
    """614.11: "If you would draw a card, return a card from your graveyard to your hand
    instead" applies though A's library is empty: in A's turn-3 draw step A returns Grizzly
    Bears and doesn't lose (704.5b: A never drew from an empty library)."""
    db = CardDatabase.builtin()
    db.load_file("self_replacement.yaml", text=SELF_REPLACEMENT)
    s = Scenario(cards=db)
    s.remove_all_from_library("A")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Crypt Rule")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_not_lost("A")
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_graveyard_count("A", "Grizzly Bears", 0)
    s.assert_library_count("A", 0)


CANT = """
- name: Test Life Ban
  cost: "{2}{B}"
  type: Enchantment
  text: Players can't gain life.
  statics: [{cant_gain_life: {whose: any}}]
- name: Test Lich Rule
  cost: "{B}"
  type: Enchantment
  text: If you would gain life, draw that many cards instead.
  replacements: [{event: gain_life, instead: draw_instead, affects: you}]
"""


def _mercy(ban: bool) -> Scenario:
    db = CardDatabase.builtin()
    db.load_file("cant.yaml", text=CANT)
    s = Scenario(cards=db)
    if ban:
        s.add_card(Zone.BATTLEFIELD, "B", "Test Life Ban")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Lich Rule")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Angel's Mercy")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Angel's Mercy")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_614_17c_an_event_that_cant_happen_isnt_replaced() -> None:
    """614.17, 614.17c, 119.7: "Players can't gain life" isn't a replacement effect; A's
    Angel's Mercy (gain 7 life) can't make A gain life, so "If you would gain life, draw that
    many cards instead" has no event to replace: A draws nothing and stays at 20 (library 20).
    Without the ban A draws 7 instead of gaining (library 13)."""
    s = _mercy(True)
    s.assert_life("A", 20)
    s.assert_hand_count("A", 0)
    s.assert_library_count("A", 20)
    s = _mercy(False)
    s.assert_life("A", 20)
    s.assert_hand_count("A", 7)
    s.assert_library_count("A", 13)
