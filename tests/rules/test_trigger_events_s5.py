"""Trigger events added in session 5 (rules/triggers.py EVENT_HANDLERS, rules/last_known.py),
with cards written in the DSL: a permanent seeing itself enter (603.6a), dies filters matched
against the creature as it last existed (603.10a), and "a creature dealt damage by ~ this
turn dies" when both die at once (603.10a)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

CARDS = """
- name: Test Bear
  cost: "{1}{G}"
  type: Creature — Bear
  power: 2
  toughness: 2
- name: Test Greeter
  cost: "{G}"
  type: Creature — Elf
  power: 1
  toughness: 1
  triggers:
    - {event: permanent_enters, filter: {types: [Creature], controller: you},
       text: "Whenever a creature enters the battlefield under your control, you gain 1 life.",
       effects: [{gain_life: {amount: 1}}]}
- name: Test Host
  cost: "{G}"
  type: Creature — Elf
  power: 1
  toughness: 1
  triggers:
    - {event: another_enters, filter: {types: [Creature], controller: you},
       text: "Whenever another creature enters the battlefield under your control, you gain 10 life.",
       effects: [{gain_life: {amount: 10}}]}
- name: Test Mourner
  cost: "{1}{B}"
  type: Enchantment
  triggers:
    - {event: creature_dies, filter: {types: [Creature], controller: you, has_counter: +1/+1},
       text: "Whenever a creature you control with a +1/+1 counter on it dies, you gain 3 life.",
       effects: [{gain_life: {amount: 3}}]}
- name: Test Vampire
  cost: "{1}{B}"
  type: Creature — Vampire
  power: 2
  toughness: 2
  triggers:
    - {event: damaged_by_self_dies,
       text: "Whenever a creature dealt damage by this creature this turn dies, you gain 5 life.",
       effects: [{gain_life: {amount: 5}}]}
- name: Test Slay
  cost: "{B}"
  type: Instant
  spell:
    targets: [{kind: creature}]
    effects: [{destroy: {what: target}}]
- name: Test Grow
  cost: "{G}"
  type: Instant
  spell:
    targets: [{kind: creature}]
    effects: [{put_counters: {kind: +1/+1, what: target, count: 1}}]
"""


def scenario() -> Scenario:
    db = CardDatabase.builtin()
    db.load_file("s5.yaml", text=CARDS)
    return Scenario(cards=db)


def test_603_6a_a_creature_sees_itself_enter() -> None:
    """"Whenever a creature enters the battlefield under your control": the Greeter sees itself
    enter (+1) and then the Bear (+1); the Host ("another") does not see itself but sees the
    Greeter and the Bear (+10 +10); B's Bear gives nothing: A at 20 + 2 + 20 = 42."""
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Test Host")
    s.add_card(Zone.HAND, "A", "Test Greeter")
    s.add_card(Zone.HAND, "A", "Test Bear")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Test Bear")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Host")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Greeter")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Test Bear")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Test Bear")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Test Bear", 1)
    s.assert_life("A", 42)


def test_603_10a_dies_filter_reads_the_counters_it_had() -> None:
    """"Whenever a creature you control with a +1/+1 counter on it dies": the counter is gone
    once the creature is in the graveyard, so the filter reads it as it last existed. The Bear
    with a counter gives 3; the one without gives nothing: A at 23."""
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Mourner")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Bear", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Test Grow")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Test Slay", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Grow", targets=("Test Bear",))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Test Slay", targets=("Test Bear",))
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Test Slay", targets=("Test Bear",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Test Bear", 2)
    s.assert_life("A", 23)


def test_603_10a_damage_source_dies_with_its_victim() -> None:
    """The Vampire blocks the Bear and both die of combat damage at once: the Vampire's
    leaves-the-battlefield ability looks back in time and sees the Bear it damaged die (+5).
    The Bear that B's Slay kills (never damaged by a Vampire) gives nothing: A at 25."""
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Vampire", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Test Bear", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Test Slay")
    s.attack(2, "B", "Test Bear")
    s.block(2, "A", "Test Vampire", "Test Bear")
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Test Slay", targets=("Test Bear",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Test Bear", 2)
    s.assert_graveyard_count("A", "Test Vampire", 1)
    s.assert_life("A", 25)


def test_603_2_the_event_amount_is_saved_with_a_pending_trigger() -> None:
    """"that much": a triggered ability waiting to be put on the stack keeps its event's
    amount through a save (Game.to_json / from_json) and a copy."""
    from mtg_engine.game import Game
    from mtg_engine.state.game_state import PendingTrigger

    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Vampire")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    g = s.game
    vampire = g.state.battlefield[0]
    g.state.pending_triggers = (PendingTrigger(vampire, "Test Vampire", 0, 0, 99, amount=3),)
    loaded = Game.from_json(g.to_json(), s.game.state.db)
    assert loaded.state.pending_triggers[0].amount == 3
    assert g.state.copy().pending_triggers[0].amount == 3
