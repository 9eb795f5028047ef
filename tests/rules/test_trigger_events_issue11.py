"""Trigger events added for issue 11 (rules/triggers.py EVENT_HANDLERS), with cards written in
the DSL: life loss (119.3, 120.3a-b), cycling (702.29), counters put on a permanent (122.6),
attacking alone (506.5), "one or more creatures deal combat damage to a player" (510.3a),
"a creature attacks you" (508.1m), "becomes blocked" (509.1h), an Aura's events (303.4,
603.10a) and the end step of enchanted creature's controller (513.1)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

CARDS = """
- name: Test Bear
  cost: "{1}{G}"
  type: Creature — Bear
  power: 2
  toughness: 2
- name: Test Samurai
  cost: "{1}{W}"
  type: Creature — Human Samurai
  power: 2
  toughness: 2
- name: Test Blight
  cost: "{1}{B}"
  type: Creature — Horror
  power: 1
  toughness: 1
  keywords: [infect]
- name: Test Leech
  cost: "{1}{B}"
  type: Enchantment
  triggers:
    - {event: lose_life, text: "Whenever you lose life, draw a card.", effects: [{draw: {}}]}
- name: Test Sanguine
  cost: "{1}{B}"
  type: Enchantment
  triggers:
    - {event: opponent_loses_life, text: "Whenever an opponent loses life, you gain 1 life.",
       effects: [{gain_life: {amount: 1}}]}
    - {event: opponent_gains_life, text: "Whenever an opponent gains life, you gain 5 life.",
       effects: [{gain_life: {amount: 5}}]}
- name: Test Cycler
  cost: "{4}{W}"
  type: Creature — Bird
  power: 3
  toughness: 3
  abilities:
    - {cost: {mana: "{1}", discard_self: true}, zone: hand, text: "Cycling {1}",
       effects: [{draw: {count: 1}}]}
- name: Test Cycle Watch
  cost: "{1}{W}"
  type: Enchantment
  triggers:
    - {event: you_cycle, text: "Whenever you cycle a card, you gain 1 life.",
       effects: [{gain_life: {amount: 1}}]}
    - {event: cycle_or_discard, text: "Whenever you cycle or discard a card, you gain 10 life.",
       effects: [{gain_life: {amount: 10}}]}
- name: Test Cycle Spy
  cost: "{1}{U}"
  type: Enchantment
  triggers:
    - {event: player_cycles, text: "Whenever a player cycles a card, you gain 3 life.",
       effects: [{gain_life: {amount: 3}}]}
- name: Test Hoplite
  cost: "{1}{W}"
  type: Creature — Human Soldier
  power: 2
  toughness: 2
  triggers:
    - {event: gain_life, text: "Whenever you gain life, put a +1/+1 counter on this creature.",
       effects: [{put_counters: {kind: +1/+1, what: self}}]}
    - {event: counters_put_on_self, filter: {has_counter: +1/+1},
       text: "Whenever one or more +1/+1 counters are put on this creature, draw a card.",
       effects: [{draw: {}}]}
- name: Test Vigil
  cost: "{1}{W}"
  type: Enchantment
  triggers:
    - {event: each_end_step, text: "At the beginning of each end step, you gain 1 life.",
       effects: [{gain_life: {amount: 1}}]}
- name: Test Ronin Banner
  cost: "{1}{W}"
  type: Enchantment
  triggers:
    - {event: attacks_alone, filter: {subtypes: [Samurai], controller: you},
       text: "Whenever a Samurai you control attacks alone, it gets +3/+0 until end of turn.",
       effects: [{pump: {what: remembered, power: 3, toughness: 0}}]}
- name: Test Loner
  cost: "{1}{R}"
  type: Creature — Human
  power: 1
  toughness: 1
  triggers:
    - {event: attacks_alone_self, text: "Whenever this creature attacks alone, you gain 4 life.",
       effects: [{gain_life: {amount: 4}}]}
- name: Test Raid Horn
  cost: "{2}"
  type: Artifact
  triggers:
    - {event: creatures_combat_damage_to_player, filter: {types: [Creature], controller: you},
       text: "Whenever one or more creatures you control deal combat damage to a player,
         that player loses 2 life.",
       effects: [{lose_life: {amount: 2, who: remembered}}]}
- name: Test Watchtower
  cost: "{2}"
  type: Artifact
  triggers:
    - {event: creature_attacks_you, filter: {types: [Creature]},
       text: "Whenever a creature attacks you, you gain 1 life.",
       effects: [{gain_life: {amount: 1}}]}
    - {event: creature_becomes_blocked, filter: {types: [Creature], controller: you},
       text: "Whenever a creature you control becomes blocked, you gain 2 life.",
       effects: [{gain_life: {amount: 2}}]}
- name: Test Curse
  cost: "{1}{B}"
  type: Enchantment — Aura
  enchant: {kind: creature}
  triggers:
    - {event: attached_controller_end_step,
       text: "At the beginning of the end step of enchanted creature's controller, that
         player loses 1 life.",
       effects: [{lose_life: {amount: 1, who: remembered}}]}
    - {event: attached_leaves,
       text: "When enchanted creature leaves the battlefield, you gain 7 life.",
       effects: [{gain_life: {amount: 7}}]}
- name: Test Tonic
  cost: "{0}"
  type: Instant
  spell:
    effects: [{gain_life: {amount: 1}}]
- name: Test Second Wind
  cost: "{1}{W}"
  type: Enchantment
  triggers:
    - {event: cast_nth_spell, nth: 2, text: "Whenever you cast your second spell each turn, you gain 5 life.",
       effects: [{gain_life: {amount: 5}}]}
- name: Test Moon
  cost: "{1}{G}"
  type: Enchantment
  triggers:
    - {event: opponent_casts_nth_spell, nth: 2,
       text: "Whenever an opponent casts their second spell each turn, you gain 10 life.",
       effects: [{gain_life: {amount: 10}}]}
- name: Test Sneak
  cost: "{1}{U}"
  type: Creature — Human Rogue
  power: 1
  toughness: 1
  triggers:
    - {event: unblocked, text: "Whenever this creature attacks and isn't blocked, draw a card.",
       effects: [{draw: {}}]}
- name: Test Scar
  cost: "{2}"
  type: Artifact
  triggers:
    - {event: you_dealt_damage, text: "Whenever you're dealt damage, you gain 1 life.",
       effects: [{gain_life: {amount: 1}}]}
    - {event: combat_damage_to_you_by, filter: {types: [Creature]},
       text: "Whenever a creature deals combat damage to you, that creature's controller loses 3 life.",
       effects: [{lose_life: {amount: 3, who: remembered_controller}}]}
- name: Test Drums
  cost: "{2}"
  type: Artifact
  triggers:
    - {event: opponent_begin_combat,
       text: "At the beginning of combat on each opponent's turn, you gain 1 life.",
       effects: [{gain_life: {amount: 1}}]}
    - {event: main2, text: "At the beginning of your postcombat main phase, you gain 10 life.",
       effects: [{gain_life: {amount: 10}}]}
- name: Test Martyr
  cost: "{W}"
  type: Creature — Human
  power: 1
  toughness: 1
  abilities:
    - {cost: {sacrifice_self: true}, text: "Sacrifice this creature: You gain 1 life.",
       effects: [{gain_life: {amount: 1}}]}
  triggers:
    - {event: sacrifice_self, text: "When you sacrifice this creature, you gain 5 life.",
       effects: [{gain_life: {amount: 5}}]}
- name: Test Altar Watch
  cost: "{2}"
  type: Artifact
  triggers:
    - {event: you_sacrifice, filter: {types: [Creature], token: false},
       text: "Whenever you sacrifice a nontoken creature, you gain 10 life.",
       effects: [{gain_life: {amount: 10}}]}
- name: Test Butcher
  cost: "{1}{R}"
  type: Creature — Human
  power: 2
  toughness: 2
  triggers:
    - {event: combat_damage_to_player_or_planeswalker,
       text: "Whenever this creature deals combat damage to a player or planeswalker, you gain 3 life.",
       effects: [{gain_life: {amount: 3}}]}
    - {event: put_into_your_graveyard_from_battlefield,
       text: "When this creature is put into your graveyard from the battlefield, you gain 4 life.",
       effects: [{gain_life: {amount: 4}}]}
- name: Test Slay
  cost: "{B}"
  type: Instant
  spell:
    targets: [{kind: creature}]
    effects: [{destroy: {what: target}}]
"""


def scenario() -> Scenario:
    db = CardDatabase.builtin()
    db.load_file("issue11.yaml", text=CARDS)
    return Scenario(cards=db)


def test_119_3_120_3a_lose_life_from_damage_not_from_infect() -> None:
    """Combat damage to a player is life loss (120.3a): A draws once for the Bear's damage,
    not for the infect creature's (120.3b: poison counters, no life lost); B gains 1 for the
    life A lost."""
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Leech")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Sanguine")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Bear")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Blight")
    s.attack(2, "B", "Test Bear")
    s.attack(2, "B", "Test Blight")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_player_counters("A", "poison", 1)
    s.assert_hand_count("A", 1)
    s.assert_life("B", 21)


def test_119_9_an_opponent_gains_life() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Vigil")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Sanguine")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("A", 21)  # A's end step of turn 1
    s.assert_life("B", 25)


def test_702_29_cycle_a_card_cycle_or_discard_a_player_cycles() -> None:
    """Cycling discards the card (702.29a): "cycle or discard" triggers once; the opponent's
    "Whenever a player cycles a card" sees it too."""
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Cycle Watch")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Cycle Spy")
    s.add_card(Zone.HAND, "A", "Test Cycler")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Cycling {1}")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 31)
    s.assert_life("B", 23)


def test_122_6_counters_put_on_it() -> None:
    """Gaining life puts a +1/+1 counter on it; that triggers its draw (122.6)."""
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Vigil")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Hoplite")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_counter_count("A", "Test Hoplite", "+1/+1", 1)
    s.assert_hand_count("A", 1)


def test_506_5_attacks_alone_filter_and_self() -> None:
    """"Whenever a Samurai you control attacks alone" (the attacker is remembered) and
    "Whenever ~ attacks alone": neither triggers when two creatures attack (turn 3)."""
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Ronin Banner")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Samurai")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Loner")
    s.attack(1, "A", "Test Samurai")
    s.attack(3, "A", "Test Samurai")
    s.attack(3, "A", "Test Loner")
    s.attack(5, "A", "Test Loner")
    s.stop_at(5, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20 - 5 - 3 - 1)
    s.assert_life("A", 24)


def test_510_3a_one_or_more_creatures_deal_combat_damage_once() -> None:
    """Two creatures deal combat damage to B at once: the ability triggers once (603.2c) and
    "that player" is B."""
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Raid Horn")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Bear", 2)
    s.attack(1, "A", "Test Bear")
    s.attack(1, "A", "Test Bear")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20 - 4 - 2)


def test_508_1m_a_creature_attacks_you_and_509_1h_becomes_blocked() -> None:
    """B's watchtower: +1 for each creature attacking B (turn 1, two attackers); A's: +2 when
    A's attacker becomes blocked (turn 3)."""
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "B", "Test Watchtower")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Watchtower")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Bear", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Test Samurai")
    s.attack(1, "A", "Test Bear")
    s.attack(1, "A", "Test Bear")
    s.block(1, "B", "Test Samurai", "Test Bear")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20 + 2 - 2)
    s.assert_life("A", 22)


def test_513_1_end_step_of_enchanted_creatures_controller_and_603_10a_leaves() -> None:
    """The Aura (A's) on B's creature: B loses 1 at B's end step (turn 2) only; when the
    creature is destroyed (turn 3), A gains 7 (the Aura, put into the graveyard afterwards,
    704.5m, still saw it leave)."""
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "B", "Test Bear")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Curse", attached_to="Test Bear")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Test Slay")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Test Slay", targets=["Test Bear"])
    s.stop_at(4, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 19)
    s.assert_life("A", 27)
    s.assert_graveyard_count("A", "Test Curse", 1)


def test_601_2i_second_spell_each_turn() -> None:
    """Three spells in turn 1: only the second triggers (yours and the opponent's watcher);
    one spell in turn 3 triggers nothing (the count starts again each turn)."""
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Second Wind")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Moon")
    s.add_card(Zone.HAND, "A", "Test Tonic", 4)
    for _ in range(3):
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Tonic")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Test Tonic")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20 + 4 + 5)
    s.assert_life("B", 30)


def test_509_1h_unblocked_when_the_defender_has_no_creature() -> None:
    """With no possible block the declaration is empty and the attacker becomes unblocked
    (509.1h): "attacks and isn't blocked" triggers."""
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Sneak")
    s.attack(1, "A", "Test Sneak")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_life("B", 19)


def test_120_3a_youre_dealt_damage_and_a_creature_deals_combat_damage_to_you() -> None:
    """B's two Bears deal combat damage to A: two damage events (A gains 1 each), and each
    creature's controller B loses 3 (its controller, 108.4)."""
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Scar")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Bear", 2)
    s.attack(2, "B", "Test Bear")
    s.attack(2, "B", "Test Bear")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20 - 4 + 2)
    s.assert_life("B", 14)


def test_507_1_combat_on_each_opponents_turn_and_505_1_your_postcombat_main() -> None:
    """Turns 1-3: A's postcombat main phases (turns 1, 3) and B's combat (turn 2)."""
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Drums")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20 + 10 + 1 + 10)


def test_701_17a_when_you_sacrifice_it_and_a_nontoken_creature() -> None:
    """Sacrificed as a cost: its own "When you sacrifice ~" looks back (603.10a) and the
    watcher sees a nontoken creature: 20 + 1 + 5 + 10."""
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Martyr")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Altar Watch")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice this creature")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Test Martyr", 1)
    s.assert_life("A", 36)


def test_510_3a_combat_damage_to_a_player_and_404_2_into_your_graveyard() -> None:
    """Turn 1 it deals combat damage to B (+3); turn 3 A destroys it: it goes to its owner's
    graveyard, A's (+4)."""
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Butcher")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Test Slay")
    s.attack(1, "A", "Test Butcher")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Test Slay", targets=["Test Butcher"])
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 27)
