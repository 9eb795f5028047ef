"""Combat, complete (506-511): keywords, restrictions and requirements on declarations
(508.1c-d, 509.1b-c), the cards of the block-legality paper, and combat damage under the 2024
rules (no damage assignment order)."""

from __future__ import annotations

import pytest

from mtg_engine.actions import AssignDamage, DamageAssignmentDecision, DeclareBlockers
from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.casting import IllegalActionError
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

TEST_CARDS = """
- name: Test Walker
  cost: "{3}"
  type: Legendary Planeswalker — Test
  loyalty: 5
  text: A planeswalker with no abilities.
- name: Test Berserker
  cost: "{1}{R}"
  type: Creature — Human Berserker
  power: 2
  toughness: 2
  keywords: [attacks each combat if able]
  text: This creature attacks each combat if able.
- name: Test Coward
  cost: "{1}{R}"
  type: Creature — Goblin
  power: 2
  toughness: 2
  keywords: [can't block]
  text: This creature can't block.
- name: Test Phantom
  cost: "{1}{U}"
  type: Creature — Spirit
  power: 1
  toughness: 1
  keywords: [can't be blocked]
  text: This creature can't be blocked.
- name: Test Raider
  cost: "{1}{R}"
  type: Creature — Human Warrior
  power: 2
  toughness: 2
  text: |-
    Whenever this creature attacks, you gain 1 life.
    Whenever this creature deals combat damage to a player, draw a card.
  triggers:
    - event: attacks
      text: Whenever this creature attacks, you gain 1 life.
      effects: [{gain_life: {amount: 1}}]
    - event: combat_damage_to_player
      text: Whenever this creature deals combat damage to a player, draw a card.
      effects: [{draw: {}}]
- name: Test Skirmisher
  cost: "{1}{R}"
  type: Creature — Human Warrior
  power: 2
  toughness: 2
  text: Whenever this creature becomes blocked, it gets +2/+2 until end of turn.
  triggers:
    - event: becomes_blocked
      text: Whenever this creature becomes blocked, it gets +2/+2 until end of turn.
      effects: [{pump: {what: self, power: 2, toughness: 2}}]
- {name: Test Ogre, cost: "{2}{B}", type: Creature — Ogre, power: 3, toughness: 3}
- name: Test Sentry
  cost: "{1}{W}"
  type: Creature — Human Soldier
  power: 1
  toughness: 4
  text: Whenever this creature blocks, you gain 2 life.
  triggers:
    - event: blocks
      text: Whenever this creature blocks, you gain 2 life.
      effects: [{gain_life: {amount: 2}}]
"""


def scenario() -> Scenario:
    db = CardDatabase.builtin()
    db.load_file("combat_test.yaml", text=TEST_CARDS)
    return Scenario(cards=db)


def attack_with(s: Scenario, attacker: str, blocks: list[tuple[str, str]] = (),
                stop: Step = Step.POSTCOMBAT_MAIN) -> None:
    s.attack(1, "A", attacker)
    for b, a in blocks:
        s.block(1, "B", b, a)
    s.stop_at(1, stop)
    s.execute()


# ------------------------------------------------------------------ evasion and restrictions


def test_702_111b_menace_cannot_be_blocked_by_one_creature() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Boggart Brute")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    with pytest.raises(ScenarioError, match=r"breaks a restriction \(509\.1b\)"):
        attack_with(s, "Boggart Brute", [("Grizzly Bears", "Boggart Brute")])
    s.assert_life("B", 17)


def test_702_111b_menace_blocked_by_two_creatures() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Boggart Brute")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    attack_with(s, "Boggart Brute", [("Grizzly Bears#1", "Boggart Brute"),
                                     ("Grizzly Bears#2", "Boggart Brute")])
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Boggart Brute", 1)  # 4 damage to a 3/2
    s.assert_graveyard_count("B", "Grizzly Bears", 1)  # default: 2 lethal to the first, 1 left


def test_702_36b_fear_only_artifact_or_black_blockers() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Razortooth Rats")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Walking Corpse")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    with pytest.raises(ScenarioError, match=r"Grizzly Bears can't block Razortooth Rats \(509\.1a-b\)"):
        attack_with(s, "Razortooth Rats", [("Grizzly Bears", "Razortooth Rats"),
                                           ("Walking Corpse", "Razortooth Rats")])
    s.assert_graveyard_count("A", "Razortooth Rats", 1)  # the black Walking Corpse blocked


def test_702_36b_fear_blocked_by_an_artifact_creature() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Razortooth Rats")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    attack_with(s, "Razortooth Rats", [("Ornithopter", "Razortooth Rats")])
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Ornithopter", 1)


def test_702_16f_protection_from_black_cant_be_blocked_by_black_creatures() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "White Knight")
    s.add_card(Zone.BATTLEFIELD, "B", "Walking Corpse")
    with pytest.raises(ScenarioError, match="Walking Corpse can't block White Knight"):
        attack_with(s, "White Knight", [("Walking Corpse", "White Knight")])
    s.assert_life("B", 18)


def test_702_16e_protection_prevents_damage_from_that_colour() -> None:
    """White Knight (protection from black) blocks Walking Corpse: the Corpse's damage is
    prevented; first strike kills the Corpse first anyway."""
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Vampire Nighthawk")
    s.add_card(Zone.BATTLEFIELD, "B", "White Knight")
    attack_with(s, "Vampire Nighthawk", [])
    s.assert_life("B", 18)
    s.assert_life("A", 22)
    s2 = scenario()
    s2.add_card(Zone.BATTLEFIELD, "A", "Test Ogre")
    s2.add_card(Zone.BATTLEFIELD, "B", "White Knight")
    # Protection restricts being blocked, not blocking: White Knight (pro black) blocks the
    # black Ogre, whose damage to it is prevented.
    attack_with(s2, "Test Ogre", [("White Knight", "Test Ogre")])
    s2.assert_damage("White Knight", 0)
    s2.assert_damage("Test Ogre", 2)


def test_702_16b_protection_from_black_cant_be_targeted_by_black_spells() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Disfigure")
    s.add_card(Zone.BATTLEFIELD, "B", "White Knight")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Disfigure", targets=["White Knight"])
    with pytest.raises(ScenarioError, match="White Knight is not a legal target"):
        s.execute()
    s.assert_power_toughness("B", "White Knight", 2, 2)


def test_702_16c_protection_aura_of_that_colour_falls_off() -> None:
    """704.5m with 702.16c: an Aura of a colour the creature has protection from is put into
    its owner's graveyard."""
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Black Knight")
    s.add_card(Zone.BATTLEFIELD, "A", "Iona's Blessing", attached_to="Black Knight")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("A", "Iona's Blessing", 1)
    s.assert_power_toughness("A", "Black Knight", 2, 2)


def test_can_t_block_and_can_t_be_blocked() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Phantom")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    with pytest.raises(ScenarioError, match="Grizzly Bears can't block Test Phantom"):
        attack_with(s, "Test Phantom", [("Grizzly Bears", "Test Phantom")])
    s.assert_life("B", 19)
    s2 = scenario()
    s2.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s2.add_card(Zone.BATTLEFIELD, "B", "Test Coward")
    with pytest.raises(ScenarioError, match="Test Coward can't block"):
        attack_with(s2, "Grizzly Bears", [("Test Coward", "Grizzly Bears")])
    s2.assert_life("B", 18)


def test_508_1d_attacks_each_combat_if_able() -> None:
    """The requirement must be obeyed: a declaration without the Berserker is illegal, so the
    scripted player (who declares nothing) has it declared for them by nothing at all: the
    engine refuses an empty declaration."""
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Berserker")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.stop_at(1, Step.DECLARE_ATTACKERS)
    s.execute()
    g = s.game
    g.resume()
    from mtg_engine.actions import DeclareAttackers

    bears = next(o for o in g.state.battlefield if g.state.objects[o].card.name == "Grizzly Bears")
    berserker = next(o for o in g.state.battlefield
                     if g.state.objects[o].card.name == "Test Berserker")
    assert "508.1d" in (g.why_illegal(DeclareAttackers(((bears, -2),))) or "")
    assert g.why_illegal(DeclareAttackers(((berserker, -2),))) is None
    assert all(any(a == berserker for a, _ in d.attacks) for d in g.legal_actions())


def test_silent_arbiter_no_more_than_one_attacker_and_one_blocker() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Silent Arbiter")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone")
    s.attack(1, "A", "Grizzly Bears#1")
    s.attack(1, "A", "Grizzly Bears#2")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="no more than 1 creature"):
        s.execute()
    s.assert_life("B", 18)  # one Bears attacked, unblocked


def test_silent_arbiter_limits_blockers() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Silent Arbiter")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone")
    s.add_card(Zone.BATTLEFIELD, "B", "Giant Spider")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Wall of Stone", "Hill Giant")
    s.block(1, "B", "Giant Spider", "Hill Giant")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="restriction"):
        s.execute()
    s.assert_damage("Wall of Stone", 3)


def test_tromokratis_blocked_only_by_every_creature() -> None:
    """The paper's 'all' counting restriction: blocking with two of three creatures is illegal."""
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Tromokratis")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 3)
    with pytest.raises(ScenarioError, match="restriction"):
        attack_with(s, "Tromokratis", [("Grizzly Bears#1", "Tromokratis"),
                                       ("Grizzly Bears#2", "Tromokratis")])
    s2 = scenario()
    s2.add_card(Zone.BATTLEFIELD, "A", "Tromokratis")
    s2.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 3)
    attack_with(s2, "Tromokratis", [("Grizzly Bears#1", "Tromokratis"),
                                    ("Grizzly Bears#2", "Tromokratis"),
                                    ("Grizzly Bears#3", "Tromokratis")])
    s2.assert_life("B", 20)
    s2.assert_graveyard_count("B", "Grizzly Bears", 3)  # 8 damage: 2, 2, then 4 to the last


def test_tromokratis_hexproof_unless_attacking_or_blocking() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "B", "Tromokratis")
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_abilities("B", "Tromokratis", ["Hexproof"]))
    s.stop_at(1, Step.DRAW)
    s.execute()
    s2 = scenario()
    s2.add_card(Zone.BATTLEFIELD, "A", "Tromokratis")
    s2.check(1, Step.DECLARE_BLOCKERS,
             lambda sc: sc.assert_abilities("A", "Tromokratis", ["Hexproof"], present=False))
    attack_with(s2, "Tromokratis", [], stop=Step.END_COMBAT)


def test_hunt_down_requirement_509_1c() -> None:
    """Hunt Down: the Bears must block the Giant if able; not blocking breaks the requirement."""
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Hunt Down")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hunt Down", targets=["Grizzly Bears", "Hill Giant"])
    s.attack(1, "A", "Hill Giant")
    s.stop_at(1, Step.DECLARE_BLOCKERS)
    s.execute()
    g = s.game
    g.resume()
    assert isinstance(g.pending.kind, str) and g.pending.kind == "declare_blockers"
    why = g.why_illegal(DeclareBlockers(()))
    assert why is not None and "509.1c" in why and "0 requirements but 1" in why
    (only,) = g.legal_actions()
    assert len(only.blocks) == 1


def test_irresistible_prey_must_be_blocked() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Irresistible Prey")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Irresistible Prey", targets=["Grizzly Bears"])
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.DECLARE_BLOCKERS)
    s.execute()
    s.assert_hand_count("A", 1)  # drew a card
    g = s.game
    g.resume()
    assert g.why_illegal(DeclareBlockers(())) is not None
    assert all(d.blocks for d in g.legal_actions())


def test_culling_mark_blocks_if_able() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Culling Mark")
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Culling Mark", targets=["Grizzly Bears"])
    s.attack(1, "A", "Craw Wurm")
    s.stop_at(1, Step.DECLARE_BLOCKERS)
    s.execute()
    g = s.game
    g.resume()
    assert "509.1c" in (g.why_illegal(DeclareBlockers(())) or "")


def test_lure_every_able_creature_blocks() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Lure", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Walking Corpse")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone", tapped=True)
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.DECLARE_BLOCKERS)
    s.execute()
    g = s.game
    g.resume()
    (only,) = g.legal_actions()
    assert len(only.blocks) == 2  # both untapped creatures; the tapped Wall can't


def test_alpha_authority_hexproof_and_at_most_one_blocker() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "A", "Alpha Authority", attached_to="Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_abilities("A", "Craw Wurm", ["Hexproof"]))
    with pytest.raises(ScenarioError, match="restriction"):
        attack_with(s, "Craw Wurm", [("Grizzly Bears#1", "Craw Wurm"),
                                     ("Grizzly Bears#2", "Craw Wurm")])
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_iona_s_blessing_blocks_two_attackers() -> None:
    """A creature that can block an additional creature blocks two attackers (509.1a) and
    divides its damage between them (510.1d)."""
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Giant Spider")
    s.add_card(Zone.BATTLEFIELD, "B", "Iona's Blessing", attached_to="Giant Spider")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Savannah Lions")
    s.block(1, "B", "Giant Spider", "Grizzly Bears")
    s.block(1, "B", "Giant Spider", "Savannah Lions")
    s.assign_damage(1, "B", "Giant Spider", {"Grizzly Bears": 2, "Savannah Lions": 2})
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("B", "Giant Spider", 4, 6)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Savannah Lions", 1)
    s.assert_damage("Giant Spider", 4)
    s.assert_life("B", 20)


# ------------------------------------------------------------------ damage (510, 2024 rules)


def test_510_1c_attacker_divides_damage_as_it_chooses_2024() -> None:
    """No damage assignment order (2024): 3 damage from Hill Giant all to the second blocker."""
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Centaur Courser")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Savannah Lions", "Hill Giant")
    s.block(1, "B", "Centaur Courser", "Hill Giant")
    s.assign_damage(1, "A", "Hill Giant", {"Centaur Courser": 3})
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Centaur Courser", 1)
    s.assert_permanent_count("B", "Savannah Lions", 1)
    s.assert_graveyard_count("A", "Hill Giant", 1)  # 2 + 3 damage


def test_702_19b_trample_must_assign_lethal_before_the_player() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Colossal Dreadmaw")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Colossal Dreadmaw")
    s.block(1, "B", "Grizzly Bears", "Colossal Dreadmaw")
    s.assign_damage(1, "A", "Colossal Dreadmaw", {"Grizzly Bears": 1, "B": 5})
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match=r"lethal damage .*702\.19b"):
        s.execute()
    s.assert_life("B", 16)  # the default: 2 to the Bears, 4 tramples over
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_702_19b_702_2c_trample_with_deathtouch_assigns_one_per_blocker() -> None:
    db = CardDatabase.builtin()
    db.load_file("t.yaml", text="""
- {name: Test Deathtrampler, cost: "{4}{B}{G}", type: Creature — Beast, power: 6, toughness: 6,
   keywords: [Trample, Deathtouch], text: "Trample, deathtouch"}
""")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Deathtrampler")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone")
    s.add_card(Zone.BATTLEFIELD, "B", "Giant Spider")
    s.attack(1, "A", "Test Deathtrampler")
    s.block(1, "B", "Wall of Stone", "Test Deathtrampler")
    s.block(1, "B", "Giant Spider", "Test Deathtrampler")
    s.assign_damage(1, "A", "Test Deathtrampler", {"Wall of Stone": 1, "Giant Spider": 1, "B": 4})
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_graveyard_count("B", "Wall of Stone", 1)
    s.assert_graveyard_count("B", "Giant Spider", 1)


def test_702_19d_trample_with_no_blockers_left_hits_the_player() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Colossal Dreadmaw")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Colossal Dreadmaw")
    s.block(1, "B", "Grizzly Bears", "Colossal Dreadmaw")
    s.cast_spell(1, Step.DECLARE_BLOCKERS, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 14)


def test_510_1c_blocked_creature_without_blockers_deals_no_damage() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Grizzly Bears", "Hill Giant")
    s.cast_spell(1, Step.DECLARE_BLOCKERS, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 20)


def test_702_4b_double_strike_deals_damage_in_both_steps() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Fencing Ace")
    attack_with(s, "Fencing Ace", [])
    s.assert_life("B", 18)


def test_702_4b_double_strike_kills_blocker_before_it_strikes_back() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Fencing Ace")
    s.add_card(Zone.BATTLEFIELD, "B", "Savannah Lions")
    attack_with(s, "Fencing Ace", [("Savannah Lions", "Fencing Ace")])
    s.assert_graveyard_count("B", "Savannah Lions", 1)
    s.assert_permanent_count("A", "Fencing Ace", 1)


def test_702_12b_indestructible_survives_lethal_damage() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Darksteel Myr")
    attack_with(s, "Hill Giant", [("Darksteel Myr", "Hill Giant")])
    s.assert_permanent_count("B", "Darksteel Myr", 1)
    s.assert_damage("Darksteel Myr", 3)


# ------------------------------------------------------------------ planeswalkers and triggers


def test_508_1b_attacking_a_planeswalker_removes_loyalty_120_3c() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Walker")
    s.attack(1, "A", "Hill Giant", "Test Walker")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("B", "Test Walker", "loyalty", 2)
    s.assert_life("B", 20)


def test_704_5i_planeswalker_with_no_loyalty_dies_after_combat() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Walker")
    s.attack(1, "A", "Craw Wurm", "Test Walker")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Test Walker", 1)


def test_combat_triggers_attacks_blocks_and_combat_damage_to_a_player() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Raider")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Sentry")
    s.attack(1, "A", "Test Raider")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Test Sentry", "Hill Giant")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 21)  # 508.1m: attack trigger
    s.assert_life("B", 20)  # 2 from the Raider, +2 from the Sentry's block trigger (509.1i)
    s.assert_hand_count("A", 1)  # 510.3a: combat damage to a player trigger


def test_506_4_creature_removed_from_combat_deals_no_damage() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.HAND, "B", "Unsummon")
    s.attack(1, "A", "Hill Giant")
    s.cast_spell(1, Step.DECLARE_ATTACKERS, "B", "Unsummon", targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_hand_count("A", 1, "Hill Giant")


def test_damage_division_is_a_decision_with_the_default_first() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Savannah Lions", "Hill Giant")
    s.block(1, "B", "Grizzly Bears", "Hill Giant")
    s.stop_at(1, Step.COMBAT_DAMAGE)
    s.execute()
    g = s.game
    g.resume()
    d = g.pending
    assert isinstance(d, DamageAssignmentDecision) and d.amount == 3 and d.player == 0
    options = g.legal_actions()
    lions, bears = d.recipients
    assert options[0] == AssignDamage(((lions, 1), (bears, 2)))
    assert {o.assignment for o in options} == {((lions, 3),), ((lions, 2), (bears, 1)),
                                               ((lions, 1), (bears, 2)), ((bears, 3),)}
    with pytest.raises(IllegalActionError, match="exactly 3"):
        g.apply(AssignDamage(((lions, 1),)))
    with pytest.raises(IllegalActionError, match="can't be assigned"):
        g.apply(AssignDamage(((-2, 3),)))  # no trample: not to the player


def test_nacatl_war_pride_copies_attack_and_are_exiled_603_7() -> None:
    """707.2 copies, 508.4 tapped and attacking (no attack trigger of their own), 603.7 delayed
    trigger at the next end step; each copy must be blocked by exactly one creature if able."""
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Nacatl War-Pride")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Walking Corpse")
    s.attack(1, "A", "Nacatl War-Pride")
    s.check(1, Step.DECLARE_BLOCKERS, lambda sc: sc.assert_permanent_count("A", "Nacatl War-Pride", 3))
    s.check(1, Step.DECLARE_BLOCKERS, lambda sc: sc.assert_tapped("Nacatl War-Pride#2"))
    s.stop_at(1, Step.DECLARE_BLOCKERS)
    s.execute()
    g = s.game
    g.resume()
    assert len(g.state.combat.attackers) == 3
    # Two blockers, three War-Prides: the most requirements obeyed is 2 (one blocker each).
    for d in g.legal_actions():
        blocked = [a for _, a in d.blocks]
        assert len(blocked) == 2 and len(set(blocked)) == 2
    assert "509.1c" in (g.why_illegal(DeclareBlockers(())) or "")


def test_nacatl_war_pride_tokens_leave_at_the_end_step() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Nacatl War-Pride")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Walking Corpse", tapped=True)
    s.attack(1, "A", "Nacatl War-Pride")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_life("B", 11))
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_permanent_count("A", "Nacatl War-Pride", 3))
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("A", "Nacatl War-Pride", 1)
    s.assert_exile_count("Nacatl War-Pride", 0)  # tokens cease to exist (111.7)


def test_guile_needs_three_blockers() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Guile")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 3)
    with pytest.raises(ScenarioError, match="restriction"):
        attack_with(s, "Guile", [("Grizzly Bears#1", "Guile"), ("Grizzly Bears#2", "Guile")])
    s.assert_life("B", 14)


def _bolt_countered_under_guile(answer: str) -> Scenario:
    """B's Lightning Bolt at A, countered by A's Counterspell while A controls Guile; A answers
    `answer` to casting the exiled Bolt."""
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Guile")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Counterspell")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.UPKEEP, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(1, Step.UPKEEP, "A", "Counterspell", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.set_choice("A", answer)
    s.add_target("A", "B")
    s.stop_at(1, Step.DRAW)
    s.execute()
    return s


def test_guile_exiles_a_countered_spell_and_its_controller_casts_it_614_1a() -> None:
    """The Bolt is exiled instead of countered, and A casts it without paying its mana cost,
    at B."""
    s = _bolt_countered_under_guile("yes")
    s.assert_life("A", 20)
    s.assert_life("B", 17)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)  # it resolved and went to its owner's
    s.assert_exile_count("Lightning Bolt", 0)


def test_guile_declined_spell_stays_exiled() -> None:
    s = _bolt_countered_under_guile("no")
    s.assert_life("A", 20)
    s.assert_life("B", 20)
    s.assert_exile_count("Lightning Bolt", 1, player="B")


def test_guile_put_into_a_graveyard_is_shuffled_into_the_library() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Murder")
    s.add_card(Zone.BATTLEFIELD, "B", "Guile")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Murder", targets=["Guile"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Guile", 0)
    s.assert_library_count("B", 21)
    s.assert_library_count("B", 1, "Guile")


def test_509_1i_becomes_blocked_trigger_resolves_before_damage() -> None:
    s = scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Skirmisher")
    s.add_card(Zone.BATTLEFIELD, "B", "Centaur Courser")
    attack_with(s, "Test Skirmisher", [("Centaur Courser", "Test Skirmisher")])
    s.assert_power_toughness("A", "Test Skirmisher", 4, 4)
    s.assert_graveyard_count("B", "Centaur Courser", 1)
    s.assert_damage("Test Skirmisher", 3)


def test_702_14c_landwalk_unblockable_if_the_defender_has_that_land() -> None:
    db = CardDatabase.builtin()
    db.load_file("walker.yaml", text="""
- {name: Test Swampwalker, cost: "{1}{B}", type: Creature — Zombie, power: 2, toughness: 2,
   keywords: [Swampwalk], text: Swampwalk}
""")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Swampwalker")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    with pytest.raises(ScenarioError, match="Grizzly Bears can't block Test Swampwalker"):
        attack_with(s, "Test Swampwalker", [("Grizzly Bears", "Test Swampwalker")])
    s.assert_life("B", 18)
    s2 = Scenario(cards=db)
    s2.add_card(Zone.BATTLEFIELD, "A", "Test Swampwalker")
    s2.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s2.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    attack_with(s2, "Test Swampwalker", [("Grizzly Bears", "Test Swampwalker")])
    s2.assert_life("B", 20)
    s2.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_510_4_first_striker_with_0_power_deals_no_damage_in_the_second_step() -> None:
    """510.4: a 0/1 first striker assigned no damage in the first-strike step; given +3/+3
    during that step, it still deals no damage in the second step (it had first strike as the
    first step began)."""
    db = CardDatabase.builtin()
    db.load_file("test_510_4.yaml", text="""
- name: Test Striker
  cost: "{W}"
  type: Creature — Soldier
  power: 0
  toughness: 1
  keywords: [First strike]
""")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Striker")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.attack(1, "A", "Test Striker")
    s.attack(1, "A", "Savannah Lions")
    s.cast_spell(1, Step.FIRST_STRIKE_DAMAGE, "A", "Giant Growth", targets=["Test Striker"])
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Test Striker", 3, 4)
    s.assert_life("B", 18)  # only Savannah Lions, in the second step
