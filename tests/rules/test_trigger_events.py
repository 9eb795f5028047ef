"""More trigger events (603.2): beginning of combat (507.1), each end step (513.1), each
opponent's upkeep (503.1), cycling (702.29), being dealt damage, attacking unblocked (509.1h)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

CARDS = """
- name: Test Drillmaster
  cost: "{1}{W}"
  type: Creature — Human
  power: 1
  toughness: 1
  triggers:
    - {event: begin_combat, text: "At the beginning of combat on your turn, you gain 1 life.",
       effects: [{gain_life: {amount: 1}}]}
- name: Test Vigil
  cost: "{1}{W}"
  type: Enchantment
  triggers:
    - {event: each_end_step, text: "At the beginning of each end step, you gain 1 life.",
       effects: [{gain_life: {amount: 1}}]}
- name: Test Tithe
  cost: "{1}{W}"
  type: Enchantment
  triggers:
    - {event: opponent_upkeep, text: "At the beginning of each opponent's upkeep, you gain 3 life.",
       effects: [{gain_life: {amount: 3}}]}
- name: Test Cycler
  cost: "{4}{W}"
  type: Creature — Bird
  power: 3
  toughness: 3
  abilities:
    - {cost: {mana: "{1}", discard_self: true}, zone: hand, text: "Cycling {1}",
       effects: [{draw: {count: 1}}]}
  triggers:
    - {event: cycle, text: "When you cycle this card, you gain 2 life.",
       effects: [{gain_life: {amount: 2}}]}
- name: Test Masochist
  cost: "{1}{R}"
  type: Creature — Human
  power: 1
  toughness: 4
  triggers:
    - {event: dealt_damage, text: "Whenever this creature is dealt damage, you gain 1 life.",
       effects: [{gain_life: {amount: 1}}]}
- name: Test Sneak
  cost: "{1}{U}"
  type: Creature — Human Rogue
  power: 1
  toughness: 1
  triggers:
    - {event: unblocked, text: "Whenever this creature attacks and isn't blocked, draw a card.",
       effects: [{draw: {}}]}
"""


def scenario() -> Scenario:
    db = CardDatabase.builtin()
    db.load_file("events.yaml", text=CARDS)
    return Scenario(cards=db)


def test_507_1_beginning_of_combat_on_your_turn_only() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Drillmaster")
    s.stop_at(3, Step.DECLARE_ATTACKERS)
    s.execute()
    s.assert_life("A", 22)  # the combats of A's turns 1 and 3, not of B's turn 2


def test_513_1_each_end_step_and_503_1_each_opponents_upkeep() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Vigil")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Tithe")
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_life("A", 20 + 2 + 3)  # end steps of turns 1 and 2; B's upkeep on turn 2


def test_702_29_when_you_cycle() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Test Cycler")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Cycling {1}")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 22)
    s.assert_hand_count("A", 1, "Wastes")


def test_dealt_damage_and_attacks_unblocked_509_1h() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Sneak")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Masochist")
    s.attack(1, "A", "Test Sneak")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Test Masochist", "Hill Giant")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1)  # the unblocked Sneak drew
    s.assert_life("B", 20)  # 1 from the Sneak, +1 for the Masochist being dealt damage


def test_put_into_a_graveyard_from_the_battlefield_and_a_player_casts() -> None:
    """603.6c / 603.10a: a non-creature permanent going to the graveyard from the battlefield
    triggers (it looks back); "whenever a player casts" sees every player's spells."""
    db = CardDatabase.builtin()
    db.load_file("more.yaml", text="""
- name: Test Urn
  cost: "{2}"
  type: Artifact
  triggers:
    - event: put_into_graveyard_from_battlefield
      text: "When this artifact is put into a graveyard from the battlefield, you gain 4 life."
      effects: [{gain_life: {amount: 4}}]
- name: Test Listener
  cost: "{2}"
  type: Enchantment
  triggers:
    - event: any_player_casts
      text: "Whenever a player casts a spell, you gain 1 life."
      effects: [{gain_life: {amount: 1}}]
""")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Urn")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Listener")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shatter")
    s.cast_spell(1, Step.UPKEEP, "B", "Shatter", targets=["Test Urn"])
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("A", "Test Urn", 1)
    s.assert_life("A", 25)  # 1 for B's spell, 4 for the Urn


STEP_CARDS = """
- name: Test Draw Watch
  cost: "{1}"
  type: Artifact
  triggers:
    - {event: draw_step, text: "At the beginning of your draw step, you gain 1 life.",
       effects: [{gain_life: {amount: 1}}]}
    - {event: each_draw_step, text: "At the beginning of each player's draw step, you gain 10 life.",
       effects: [{gain_life: {amount: 10}}]}
- name: Test Main Watch
  cost: "{1}"
  type: Artifact
  triggers:
    - {event: main1, text: "At the beginning of your precombat main phase, you gain 1 life.",
       effects: [{gain_life: {amount: 1}}]}
    - {event: each_main1,
       text: "At the beginning of each player's precombat main phase, you gain 10 life.",
       effects: [{gain_life: {amount: 10}}]}
- name: Test Combat Watch
  cost: "{1}"
  type: Artifact
  triggers:
    - {event: each_end_of_combat, text: "At end of combat, you gain 1 life.",
       effects: [{gain_life: {amount: 1}}]}
    - {event: each_begin_combat, text: "At the beginning of each combat, you gain 10 life.",
       effects: [{gain_life: {amount: 10}}]}
- name: Test Night Watch
  cost: "{1}"
  type: Artifact
  triggers:
    - {event: opponent_end_step, text: "At the beginning of each opponent's end step, you gain 1 life.",
       effects: [{gain_life: {amount: 1}}]}
"""


def step_scenario() -> Scenario:
    db = CardDatabase.builtin()
    db.load_file("steps.yaml", text=STEP_CARDS)
    return Scenario(cards=db)


def test_504_1_draw_step_yours_and_each_players() -> None:
    """Turn 1: A skips the draw step (103.7a), so no trigger; turns 2 (B's) and 3 (A's)."""
    s = step_scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Draw Watch")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 20 + 10 + 10 + 1)


def test_505_1_precombat_main_phase_yours_and_each_players() -> None:
    s = step_scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Main Watch")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 20 + 11 + 10)  # A's turn 1: both; B's turn 2: each player's only


def test_511_1_end_of_combat_and_507_1_each_combat_on_every_turn() -> None:
    """Both happen on each turn, with or without attackers (508.8 skips only the blockers and
    damage steps)."""
    s = step_scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Combat Watch")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 20 + 2 * 11)


def test_513_1_each_opponents_end_step() -> None:
    s = step_scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Night Watch")
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_life("A", 21)  # B's end step (turn 2), not A's (turn 1)


def test_120_1_whenever_this_deals_damage_combat_or_not() -> None:
    """"Whenever ~ deals damage": combat damage to a player, and damage from its ability."""
    db = CardDatabase.builtin()
    db.load_file("dd.yaml", text="""
- name: Test Leech
  cost: "{1}{R}"
  type: Creature — Leech
  power: 2
  toughness: 2
  abilities:
    - {cost: {tap: true}, text: "{T}: This creature deals 1 damage to any target.",
       targets: [{kind: any}], effects: [{damage: {amount: 1, to: target}}]}
  triggers:
    - {event: deals_damage, text: "Whenever this creature deals damage, you gain 2 life.",
       effects: [{gain_life: {amount: 2}}]}
""")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Leech")
    s.attack(1, "A", "Test Leech")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{T}:", targets=["B"])
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 24)


def test_508_1_whenever_you_attack_once_for_all_attackers() -> None:
    """"Whenever you attack" and "Whenever one or more creatures you control attack" trigger
    once when two creatures attack; not on the opponent's attack."""
    db = CardDatabase.builtin()
    db.load_file("att.yaml", text="""
- name: Test Horn
  cost: "{1}"
  type: Artifact
  triggers:
    - {event: you_attack, text: "Whenever you attack, you gain 1 life.",
       effects: [{gain_life: {amount: 1}}]}
    - {event: creatures_attack, filter: {types: [Creature], controller: you},
       text: "Whenever one or more creatures you control attack, you gain 10 life.",
       effects: [{gain_life: {amount: 10}}]}
""")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Horn")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Grizzly Bears#1")
    s.attack(1, "A", "Grizzly Bears#2")
    s.attack(2, "B", "Hill Giant")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 20 + 11 - 3)
    s.assert_life("B", 16)
