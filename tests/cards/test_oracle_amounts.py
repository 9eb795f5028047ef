"""Variable amounts (107.1, 608.2h): "for each", "equal to", ", where X is ..." in the Oracle
compiler (cards/oracle/amounts.py), the DSL (cards/amounts.py) and the engine
(rules/amounts.py), played by scenario tests with exact figures."""

from __future__ import annotations

import re

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.dsl import CardFileError
from mtg_engine.cards.oracle.lower import lower_text
from mtg_engine.testing import Scenario, Step, Zone


def _lower(text: str, allow_x: bool = False) -> object:
    return lower_text(text, allow_x=allow_x, on_permanent=True)


def test_608_2h_amount_wordings_lower_to_what_they_count() -> None:
    hand = {"count": {"controller": "you"}, "zone": "hand"}
    assert _lower("Draw a card for each card in your hand.") == ([{"draw": {"count": hand}}], [])
    assert _lower("You gain life equal to the number of creature cards in your graveyard.") == (
        [{"gain_life": {"amount": {"count": {"types": ["Creature"], "controller": "you"},
                                   "zone": "graveyard"}}}], [])
    # ", where X is ...": every X of the sentence (107.3), "-X" subtracted
    goblins = {"count": {"subtypes": ["Goblin"], "controller": "you"}, "zone": "battlefield"}
    assert _lower("You draw X cards and you lose X life, where X is the number of Goblins you "
                  "control.") == ([{"draw": {"count": goblins}},
                                   {"lose_life": {"amount": goblins}}], [])
    # 107.1a: "half ..., rounded up"; "twice"; "N plus"
    assert _lower("~ deals X damage to any target, where X is half the number of cards in your "
                  "hand, rounded up.") == (
        [{"damage": {"amount": {**hand, "half": "up"}, "to": "target"}}], [{"kind": "any"}])
    assert _lower("You gain X life, where X is twice the number of creatures you control.") == (
        [{"gain_life": {"amount": {"count": {"controller": "you", "types": ["Creature"]},
                                   "times": 2}}}], [])
    assert _lower("~ deals X damage to target creature, where X is 3 plus the number of "
                  "artifacts you control.") == (
        [{"damage": {"amount": {"count": {"controller": "you", "types": ["Artifact"]},
                                "plus": 3}, "to": "target"}}],
        [{"kind": "creature"}])
    # 122.1, 608.2h: counters on an object, an object's power ("its": the source's)
    assert _lower("Draw a card for each +1/+1 counter on ~.") == (
        [{"draw": {"count": {"counters_on": "self", "kind": "+1/+1"}}}], [])
    assert _lower("~ deals damage equal to its power to target creature.") == (
        [{"damage": {"amount": {"power_of": "self"}, "to": "target"}}], [{"kind": "creature"}])
    # a sentence with ", where X is" but no X, or an X left without a value: not understood
    assert _lower("Draw a card, where X is the number of cards in your hand.") is None
    assert _lower("Target creature gets -X/-X until end of turn.") is None


def test_dsl_amounts_are_checked_with_the_field_named() -> None:
    db = CardDatabase.builtin()
    for amount, msg in (("{count: {}, zone: stack}", "zone must be one of"),
                        ("{counters_on: self}", "counters_on needs the counters' kind"),
                        ("{power_of: self, half: sideways}", "half must be up or down"),
                        ("{count: {}, times: 0, zone: hand}", "times must be")):
        with pytest.raises(CardFileError, match=re.escape(msg)):
            db.load_file("bad.yaml", text=f"- name: Bad Bolt\n  type: Instant\n  spell:\n"
                                          f"    effects: [{{gain_life: {{amount: {amount}}}}}]\n")


HALF = """
- name: Test Half Measures
  type: Sorcery
  cost: "{R}"
  text: You gain X life, where X is half the number of cards in your hand, rounded up.
  spell:
    effects: [{gain_life: {amount: {count: {controller: you}, zone: hand, half: up}}}]
- name: Test Half Down
  type: Sorcery
  cost: "{R}"
  text: You gain X life, where X is half the number of cards in your hand, rounded down.
  spell:
    effects: [{gain_life: {amount: {count: {controller: you}, zone: hand, half: down}}}]
"""


@pytest.mark.parametrize(("name", "life"), [("Test Half Measures", 22), ("Test Half Down", 21)])
def test_107_1a_half_rounded_up_or_down(name: str, life: int) -> None:
    """107.1a: three cards left in hand: half is 2 rounded up, 1 rounded down."""
    db = CardDatabase.builtin()
    db.load_file("half.yaml", text=HALF)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", name)
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", name)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", life)


def test_608_2h_where_x_is_the_number_of_cards_in_your_hand(real_db: CardDatabase) -> None:
    """Inner Calm, Outer Strength: X is counted as it resolves (the spell itself has left the
    hand): three cards, +3/+3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Inner Calm, Outer Strength")
    s.add_card(Zone.HAND, "A", "Forest", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Inner Calm, Outer Strength",
                 targets=["Grizzly Bears"])
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", 5, 5))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)  # until end of turn (514.2)


def test_608_2h_creature_cards_in_your_graveyard(real_db: CardDatabase) -> None:
    """Blossoming Wreath counts creature cards in its controller's graveyard only."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Forest")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Blossoming Wreath")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blossoming Wreath")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 22)


def test_111_create_x_tokens_where_x_is_the_number_of_goblins(real_db: CardDatabase) -> None:
    """Krenko, Mob Boss: Krenko and one other Goblin: two tokens; non-Goblins don't count."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Krenko, Mob Boss")
    s.add_card(Zone.BATTLEFIELD, "A", "Raging Goblin")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Raging Goblin")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}:", source="Krenko, Mob Boss")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Goblin Token", 2)


def test_608_2h_sacrificed_source_power_is_its_last_known_power(real_db: CardDatabase) -> None:
    """Minotaur Illusionist (3/4 with a +1/+1 counter: 4/5), sacrificed to pay the cost,
    deals damage equal to its power as it last existed on the battlefield: 4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Minotaur Illusionist", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Colossal Dreadmaw")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{R}, Sacrifice",
                       source="Minotaur Illusionist", targets=["Colossal Dreadmaw"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Minotaur Illusionist", 1)
    s.assert_damage("Colossal Dreadmaw", 4)


def test_608_2h_dies_trigger_counts_tokens_by_last_known_power(real_db: CardDatabase) -> None:
    """Elenda, the Dusk Rose (1/1 with two +1/+1 counters) dies: X is its last known power,
    3 tokens."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Elenda, the Dusk Rose", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Elenda, the Dusk Rose"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Elenda, the Dusk Rose", 1)
    s.assert_permanent_count("A", "Vampire Token", 3)
    s.assert_power_toughness("A", "Vampire Token#1", 1, 1)


def test_122_1_counters_on_a_dead_source_are_its_last_known_counters(
        real_db: CardDatabase) -> None:
    """Grief Tyrant dies with four -1/-1 counters: it puts four on target creature
    (Colossal Dreadmaw 6/6 -> 2/2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grief Tyrant", counters={"-1/-1": 4})
    s.add_card(Zone.BATTLEFIELD, "B", "Colossal Dreadmaw")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Murder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Murder", targets=["Grief Tyrant"])
    s.add_target("A", "Colossal Dreadmaw")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("B", "Colossal Dreadmaw", "-1/-1", 4)
    s.assert_power_toughness("B", "Colossal Dreadmaw", 2, 2)


def test_608_2h_minus_one_each_for_each_swamp(real_db: CardDatabase) -> None:
    """Mutilate: four Swamps, all creatures get -4/-4 (a 6/6 survives as 2/2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Colossal Dreadmaw")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Mutilate")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mutilate")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("B", "Colossal Dreadmaw", 2, 2)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_613_4c_static_plus_one_for_each_forest_counted_as_it_changes(
        real_db: CardDatabase) -> None:
    """Blanchwood Armor: "Enchanted creature gets +1/+1 for each Forest you control" (layer
    7c, 608.2h): two Forests, then three after a land drop; the opponent's don't count."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Blanchwood Armor", attached_to="Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Forest")
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", 4, 4))
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Forest")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 5, 5)


def test_613_4c_static_minus_four_for_each_card_in_hand(real_db: CardDatabase) -> None:
    """Dread Slag (9/9): "~ gets -4/-4 for each card in your hand": two cards, 1/1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dread Slag")
    s.add_card(Zone.HAND, "A", "Forest", 2)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Dread Slag", 1, 1)


def test_111_10f_clue_is_the_predefined_token(real_db: CardDatabase) -> None:
    """Byway Courier dies: a Clue token (111.10f), whatever the data's other Clue texts."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Byway Courier")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Byway Courier"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Clue Token", 1)
    s.assert_type("Clue Token", "Artifact")


def test_604_3_power_only_cda_in_every_zone(real_db: CardDatabase) -> None:
    """Dakmor Sorceress (*/4): "~'s power is equal to the number of Swamps you control" sets
    its power only (layer 7a, 613.4a), on the battlefield and in the graveyard (604.3)."""
    from mtg_engine.rules.layers import characteristics

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dakmor Sorceress")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.GRAVEYARD, "B", "Dakmor Sorceress")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Dakmor Sorceress", 3, 4)
    dead = s.state.players[1].graveyard[0]
    ch = characteristics(s.state, dead)
    assert (ch.power, ch.toughness) == (2, 4)


def test_604_3_cda_counts_cards_in_your_hand(real_db: CardDatabase) -> None:
    """Maro: power and toughness each equal to the number of cards in your hand: 2, then 3
    after the draw of turn 3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Maro")
    s.add_card(Zone.HAND, "A", "Forest", 2)
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_power_toughness("A", "Maro", 2, 2))
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Maro", 3, 3)


def test_122_1_remove_counters_and_counters_on_players(real_db: CardDatabase) -> None:
    """Chainbreaker removes a -1/-1 counter from target creature; Hapatra's Mark removes all
    of them; "target player gets a poison counter" puts one on the player (704.5c counts
    them)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chainbreaker", counters={"-1/-1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Colossal Dreadmaw", counters={"-1/-1": 3})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"-1/-1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Hapatra's Mark")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}, {T}:", source="Chainbreaker",
                       targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hapatra's Mark", targets=["Colossal Dreadmaw"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "-1/-1", 0)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_counter_count("A", "Colossal Dreadmaw", "-1/-1", 0)
    s.assert_counter_count("A", "Chainbreaker", "-1/-1", 2)


def test_122_1_poison_counters_on_a_player() -> None:
    """A player "gets N poison counters" (122.1); ten or more lose the game (704.5c)."""
    db = CardDatabase.builtin()
    db.load_file("poison.yaml", text="""
- name: Test Toxin
  type: Sorcery
  cost: "{B}"
  text: Target player gets two poison counters.
  spell:
    targets: [{kind: player}]
    effects: [{put_counters: {kind: poison, what: target, count: 2}}]
""")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Test Toxin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Toxin", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_player_counters("B", "poison", 2)
    assert _lower("Target player gets two poison counters.") == (
        [{"put_counters": {"kind": "poison", "what": "target", "count": 2}}],
        [{"kind": "player"}])


def test_111_10g_blood_token(real_db: CardDatabase) -> None:
    """Blood Servitor makes a Blood token: "{1}, {T}, Discard a card, Sacrifice this
    artifact: Draw a card." (111.10g)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Blood Servitor")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blood Servitor")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{1}, {T}, Discard a card",
                       source="Blood Token")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Blood Token", 0)
    s.assert_hand_count("A", 1)  # the card drawn


def test_707_2_token_copy_of_a_copy_has_its_copiable_values(real_db: CardDatabase) -> None:
    """Fated Infatuation copies a Clone that copied Colossal Dreadmaw: the token's copiable
    values are the Dreadmaw's (707.2, 707.9b): three 6/6 Colossal Dreadmaws in all."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 7)
    s.add_card(Zone.BATTLEFIELD, "A", "Colossal Dreadmaw")
    s.add_card(Zone.HAND, "A", "Clone")
    s.add_card(Zone.HAND, "A", "Fated Infatuation")
    s.set_choice("A", "Colossal Dreadmaw")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clone")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Fated Infatuation",
                 targets=["Colossal Dreadmaw#2"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Colossal Dreadmaw", 3)
    tokens = [o for o in s.state.battlefield if s.state.objects[o].card.is_token]
    assert len(tokens) == 1
    s.assert_power_toughness("A", "Colossal Dreadmaw#3", 6, 6)


def test_120_1_a_target_deals_damage_equal_to_its_power(real_db: CardDatabase) -> None:
    """Aggressive Instinct: Grizzly Bears (2/2) deals 2 damage to Hill Giant (3/3); unlike a
    fight (701.12) Hill Giant deals none back. The Bears are the source (120.1)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Aggressive Instinct")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aggressive Instinct",
                 targets=["Grizzly Bears", "Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_damage("Hill Giant", 2)
    s.assert_damage("Grizzly Bears", 0)
    assert _lower("Target creature you control deals damage equal to its power to target "
                  "creature you don't control.") == (
        [{"damage": {"amount": {"power_of": "target"}, "to": "target:1", "source": "target"}}],
        [{"kind": "creature", "filter": {"controller": "you"}},
         {"kind": "creature", "filter": {"controller": "opponent"}}])


def test_608_2b_an_illegal_target_source_deals_no_damage(real_db: CardDatabase) -> None:
    """Aggressive Instinct with its Grizzly Bears shocked in response: the source target is
    illegal, so nothing is dealt to Hill Giant (608.2b)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Aggressive Instinct")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aggressive Instinct",
                 targets=["Grizzly Bears", "Hill Giant"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Grizzly Bears"],
                 responding_to="Aggressive Instinct")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_damage("Hill Giant", 0)


def test_120_1_target_creature_deals_damage_to_itself(real_db: CardDatabase) -> None:
    """Inner Struggle: Hill Giant (3/3) deals 3 damage to itself and dies (704.5g)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Inner Struggle")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Inner Struggle", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_damage("Grizzly Bears", 0)


def test_202_3_608_2h_life_equal_to_a_destroyed_artifacts_mana_value(
        real_db: CardDatabase) -> None:
    """Divine Offering destroys Millstone ({2}): its mana value as it last existed on the
    battlefield (608.2h) is 2, so A gains 2 life."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Divine Offering")
    s.add_card(Zone.BATTLEFIELD, "B", "Millstone")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Divine Offering", targets=["Millstone"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Millstone", 1)
    s.assert_life("A", 22)


def test_202_3_pump_by_a_targets_mana_value(real_db: CardDatabase) -> None:
    """Great Defender: "+0/+X where X is its mana value": Hill Giant ({3}{R}, 3/3) is 3/7."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Great Defender")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Great Defender", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("B", "Hill Giant", 3, 7)


def test_608_2h_for_each_other_attacking_goblin(real_db: CardDatabase) -> None:
    """Goblin Piledriver attacks with two Raging Goblins (a third Goblin stays home): +2/+0
    for each other attacking Goblin, counted as the trigger resolves: 5/2, so B takes
    5 + 1 + 1 = 7."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Piledriver")
    s.add_card(Zone.BATTLEFIELD, "A", "Raging Goblin", 3)
    s.attack(1, "A", "Goblin Piledriver")
    s.attack(1, "A", "Raging Goblin")
    s.attack(1, "A", "Raging Goblin")
    s.check(1, Step.DECLARE_BLOCKERS,
            lambda sc: sc.assert_power_toughness("A", "Goblin Piledriver", 5, 2))
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 13)


def test_each_creature_type_group_gets_counters(real_db: CardDatabase) -> None:
    """"each Fungus you control" (205.3m: the type as printed): Sporesower Thallid's upkeep
    trigger puts a spore counter (122.1) on itself and on Sporemound, not on Grizzly
    Bears nor on the opponent's Fungus."""
    assert _lower("Put a +1/+1 counter on each other Dragon creature you control.") == (
        [{"put_counters": {"kind": "+1/+1", "count": 1, "what": {"all": {
            "other": True, "subtypes": ["Dragon"], "controller": "you",
            "types": ["Creature"]}}}}], [])
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sporesower Thallid")
    s.add_card(Zone.BATTLEFIELD, "A", "Sporemound")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Thallid")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Sporesower Thallid", "spore", 1)
    s.assert_counter_count("A", "Sporemound", "spore", 1)
    s.assert_counter_count("A", "Grizzly Bears", "spore", 0)
    s.assert_counter_count("B", "Thallid", "spore", 0)


def test_115_3_each_of_up_to_two_target_creatures(real_db: CardDatabase) -> None:
    """Travel Preparations: "Put a +1/+1 counter on each of up to two target creatures" is
    one word "target" for two different creatures (115.3): both get a counter, a third
    creature none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Travel Preparations")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Raging Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Travel Preparations",
                 targets=["Grizzly Bears", "Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_power_toughness("A", "Hill Giant", 4, 4)
    s.assert_counter_count("A", "Raging Goblin", "+1/+1", 0)


def test_701_9e_double_the_number_of_counters(real_db: CardDatabase) -> None:
    """Hydra's Growth on Grizzly Bears with three +1/+1 counters: at the upkeep it gets as
    many more as it has (701.9e): six counters, 8/8."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 3})
    s.add_card(Zone.BATTLEFIELD, "A", "Hydra's Growth", attached_to="Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 6)
    s.assert_power_toughness("A", "Grizzly Bears", 8, 8)
    assert _lower("Double the number of +1/+1 counters on target creature you control.") == (
        [{"put_counters": {"kind": "+1/+1", "what": "target",
                           "count": {"counters_on": "target", "kind": "+1/+1"}}}],
        [{"kind": "creature", "filter": {"controller": "you"}}])


def test_122_5_move_a_counter_from_the_source_onto_a_target(real_db: CardDatabase) -> None:
    """Simic Fluxmage (1/2) with two +1/+1 counters moves one onto Grizzly Bears: 2/3 and
    3/3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Simic Fluxmage", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{U}, {T}: Move",
                       source="Simic Fluxmage", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Simic Fluxmage", "+1/+1", 1)
    s.assert_power_toughness("A", "Simic Fluxmage", 2, 3)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)


def test_122_5_no_counter_moves_onto_the_same_object(real_db: CardDatabase) -> None:
    """Simic Fluxmage targeting itself: the first and second objects are the same, so no
    counter is removed or put (122.5)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Simic Fluxmage", counters={"+1/+1": 2})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{U}, {T}: Move",
                       source="Simic Fluxmage", targets=["Simic Fluxmage"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Simic Fluxmage", "+1/+1", 2)


def test_608_2h_the_sacrificed_creatures_power_as_it_last_existed(
        real_db: CardDatabase) -> None:
    """Thud's additional cost sacrifices Grizzly Bears with two +1/+1 counters: "the
    sacrificed creature's power" is its power as it last existed (608.2h): 4 damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 2})
    s.add_card(Zone.HAND, "A", "Thud")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Thud", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_life("B", 16)


def test_118_3_an_abilitys_sacrificed_creature_sets_x(real_db: CardDatabase) -> None:
    """Ghoulcaller Gisa sacrifices Hill Giant (3/3) to pay its cost: X is 3, three Zombies."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Ghoulcaller Gisa")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}, {T}, Sacrifice another creature",
                       source="Ghoulcaller Gisa")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Zombie Token", 3)


def test_the_sacrificed_creature_needs_a_sacrifice_cost() -> None:
    """An amount about "the sacrificed creature" in an ability without such a cost, or in a
    triggered ability, is refused with the field named (118.3)."""
    db = CardDatabase.builtin()
    for body, field in (
            ("abilities: [{cost: {tap: true}, text: x, effects: [{draw: {count: "
             "{power_of: sacrificed}}}]}]", "abilities[0].effects"),
            ("triggers: [{event: enters, text: x, effects: [{draw: {count: "
             "{power_of: sacrificed}}}]}]", "triggers[0].effects")):
        with pytest.raises(CardFileError, match=re.escape(field)):
            db.load_file("bad.yaml", text=f"- name: Bad Altar\n  type: Artifact\n  {body}\n")
