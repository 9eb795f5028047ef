"""Amounts read from the game (608.2h, cards/amounts.py GAME_KINDS): devotion (700.5), the
greatest power / highest mana value among permanents, basic land types among lands (305.6,
domain), a party (700.8) and a number of opponents (102.1). Compiled from the Oracle text
(cards/oracle/amounts.py), carried out by rules/amounts.py, played with exact figures."""

from __future__ import annotations

import re

import pytest

from mtg_engine.cards.amounts import amount_from_dict
from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.dsl import CardFileError
from mtg_engine.cards.oracle.lower import lower_text
from mtg_engine.testing import Scenario, Step, Zone


def _lower(text: str) -> object:
    return lower_text(text, allow_x=False, on_permanent=True)


def test_game_amount_wordings_lower_to_what_they_read() -> None:
    assert _lower("You gain life equal to your devotion to green.") == (
        [{"gain_life": {"amount": {"devotion": ["G"]}}}], [])
    assert _lower("Draw cards equal to the greatest power among creatures you control.") == (
        [{"draw": {"count": {"greatest": "power",
                             "among": {"types": ["Creature"], "controller": "you"}}}}], [])
    assert _lower("Draw a card for each basic land type among lands you control.") == (
        [{"draw": {"count": {"basic_land_types": {"types": ["Land"], "controller": "you"}}}}],
        [])
    assert _lower("You gain 2 life for each creature in your party.") == (
        [{"gain_life": {"amount": {"party": "you", "times": 2}}}], [])
    assert _lower("Draw a card for each opponent.") == (
        [{"draw": {"count": {"players": "opponent"}}}], [])
    # "the greatest mana value" is not how Oracle text says it ("the highest mana value")
    assert _lower("Draw cards equal to the greatest mana value among permanents you "
                  "control.") is None


def test_game_amounts_in_the_dsl_are_checked_and_saved_exactly() -> None:
    for d in ({"devotion": ["B", "R"]}, {"greatest": "toughness", "among": {"controller": "you"}},
              {"greatest": "power", "among": {"types": ["Creature"]}, "zone": "graveyard"},
              {"basic_land_types": {"types": ["Land"]}, "times": 2}, {"party": "you"},
              {"players": "all"}, {"this_way": "damage_dealt"},
              {"count": {}, "zone": "hand", "of": "remembered", "minus_from": 3}):
        assert amount_from_dict(d).to_dict() == d
    db = CardDatabase.builtin()
    for amount, msg in (("{devotion: [P]}", "devotion is to one or two colours"),
                        ("{greatest: color, among: {}}", "greatest is one of"),
                        ("{party: them}", "party: you (700.8)"),
                        ("{players: someone}", "players is opponent or all"),
                        ("{party: you, among: {}}", "unknown key(s) ['among']"),
                        ("{count: {controller: you}, of: target}", "of names whose hand or graveyard"),
                        ("{count: {}, zone: hand, minus_from: -1}", "minus_from must be")):
        with pytest.raises(CardFileError, match=re.escape(msg)):
            db.load_file("bad.yaml", text=f"- name: Bad Bolt\n  type: Instant\n  spell:\n"
                                          f"    effects: [{{gain_life: {{amount: {amount}}}}}]\n")


def test_700_5_devotion_counts_mana_symbols_of_permanents_you_control(
        real_db: CardDatabase) -> None:
    """Nylea's Disciple {2}{G}{G} enters: {G}{G} of its own, {G} of Grizzly Bears, and each
    {G/W} hybrid of Kitchen Finks counts (700.5): 2 + 1 + 2 = 5 life. The opponent's Llanowar
    Elves and the lands (no mana cost) count nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Kitchen Finks")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Nylea's Disciple")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Nylea's Disciple")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 25)


DEVOTION_TWO = """
- name: Test Two-Colour Devotion
  type: Sorcery
  cost: "{W}"
  text: You gain life equal to your devotion to green and white.
  spell:
    effects: [{gain_life: {amount: {devotion: [G, W]}}}]
"""


def test_700_5_devotion_to_two_colours_counts_a_hybrid_symbol_once() -> None:
    """700.5: devotion to green and white counts the symbols that are green, white or both:
    Test Finks {1}{G/W}{G/W} gives 2 (not 4), Savannah Lions {W} 1: 3 life."""
    db = CardDatabase.builtin()
    db.load_file("devotion.yaml", text=DEVOTION_TWO)
    db.load_file("finks.yaml", text="- {name: Test Finks, type: Creature — Ouphe, "
                                    "cost: '{1}{G/W}{G/W}', power: 3, toughness: 2}\n")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Finks")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.HAND, "A", "Test Two-Colour Devotion")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Two-Colour Devotion")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 23)


def test_305_6_domain_counts_basic_land_types_among_lands_you_control(
        real_db: CardDatabase) -> None:
    """Gaea's Might: Forest, Forest, Savannah (Forest Plains) and Mountain are three basic land
    types (305.6); the opponent's Island is not counted: +3/+3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Gaea's Might")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gaea's Might", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 5, 5)


def test_greatest_mana_value_among_permanents_you_control(real_db: CardDatabase) -> None:
    """Accelerated Mutation: X is the highest mana value among permanents you control as it
    resolves: Craw Wurm (6) over Grizzly Bears (2); the opponent's Colossal Dreadmaw (6) and
    lands (0) do not raise it: +6/+6."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Colossal Dreadmaw")
    s.add_card(Zone.HAND, "A", "Accelerated Mutation")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Accelerated Mutation", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 8, 8)


PARTY = """
- name: Test Party Favors
  type: Sorcery
  cost: "{W}"
  text: You gain 2 life for each creature in your party.
  spell:
    effects: [{gain_life: {amount: {party: you, times: 2}}}]
- name: Test Cleric Wizard
  type: Creature — Human Cleric Wizard
  cost: "{W}"
  power: 1
  toughness: 1
- name: Test Wizard
  type: Creature — Human Wizard
  cost: "{U}"
  power: 1
  toughness: 1
- name: Test Rogue
  type: Creature — Human Rogue
  cost: "{B}"
  power: 1
  toughness: 1
"""


def test_700_8b_a_party_is_counted_the_way_that_gives_the_highest_number() -> None:
    """700.8: a Cleric Wizard, a Wizard, a second Wizard and a Rogue: the Cleric Wizard fills
    the Cleric place (700.8b, the highest count), a Wizard the Wizard place, the Rogue the
    Rogue place: 3 creatures, 6 life. The opponent's Warrior is not in A's party."""
    db = CardDatabase.builtin()
    db.load_file("party.yaml", text=PARTY)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Cleric Wizard")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Wizard", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Rogue")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Rogue")
    s.add_card(Zone.HAND, "A", "Test Party Favors")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Party Favors")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 26)


def test_party_card_puts_counters_for_each_creature_in_your_party(
        real_db: CardDatabase) -> None:
    """Emeria Captain (an Angel Warrior) enters beside Venerable Monk (a Human Monk Cleric): its
    own Warrior type counts too (700.8), Warrior + Cleric = two +1/+1 counters on a 1/1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Venerable Monk")  # Human Monk Cleric
    s.add_card(Zone.HAND, "A", "Emeria Captain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Emeria Captain")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Emeria Captain", "+1/+1", 2)
    s.assert_power_toughness("A", "Emeria Captain", 3, 3)


def test_102_1_the_number_of_opponents_you_have(real_db: CardDatabase) -> None:
    """Gluttonous Troll in a three-player game: two opponents, two Food tokens."""
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Gluttonous Troll")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gluttonous Troll")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Food Token", 2)


def test_603_2_that_many_counters_is_the_triggering_events_amount(
        real_db: CardDatabase) -> None:
    """Ageless Entity: "Whenever you gain life, put that many +1/+1 counters on ~" (603.2,
    608.2h): Reviving Dose gains 3 life, three counters on the 4/4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Ageless Entity")
    s.add_card(Zone.HAND, "A", "Reviving Dose")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Reviving Dose")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 23)
    s.assert_counter_count("A", "Ageless Entity", "+1/+1", 3)
    s.assert_power_toughness("A", "Ageless Entity", 7, 7)


def test_603_2_that_many_tokens_from_combat_damage(real_db: CardDatabase) -> None:
    """Living Hive (6/6 trample) unblocked: 6 combat damage to B, six 1/1 Insects (510.2: one
    trigger with the total)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Living Hive")
    s.attack(1, "A", "Living Hive")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 14)
    s.assert_permanent_count("A", "Insect Token", 6)


def test_510_3a_that_many_is_each_creatures_combat_damage(real_db: CardDatabase) -> None:
    """Old Gnawbone: "Whenever a creature you control deals combat damage to a player, create
    that many Treasure tokens": Grizzly Bears (2) and Craw Wurm (6) unblocked trigger it once
    each with their own damage (510.3a, 603.2): 2 + 6 = 8 Treasures."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Old Gnawbone")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Craw Wurm")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 12)
    s.assert_permanent_count("A", "Treasure Token", 8)


def test_122_1a_plus_x_plus_y_counters_modify_power_and_toughness(
        real_db: CardDatabase) -> None:
    """Armor Thrull puts a +1/+2 counter on Grizzly Bears, which has a -1/-1 counter: 2/2
    +1/+2 -1/-1 = 2/3 in layer 7c (613.4c, 122.1a). 704.5q removes pairs of +1/+1 and -1/-1
    counters only: both counters stay."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Armor Thrull")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"-1/-1": 1})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice", source="Armor Thrull",
                       targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+2", 1)
    s.assert_counter_count("A", "Grizzly Bears", "-1/-1", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 3)
    s.assert_graveyard_count("A", "Armor Thrull", 1)


def test_608_2h_cards_named_like_the_spell_in_all_graveyards(real_db: CardDatabase) -> None:
    """Accumulated Knowledge: one copy in A's graveyard and one in B's count (not Grizzly
    Bears, and not the resolving copy, still on the stack, 608.2k): draw 1, then 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Accumulated Knowledge")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Accumulated Knowledge")
    s.add_card(Zone.LIBRARY, "A", "Island", 10)
    s.add_card(Zone.HAND, "A", "Accumulated Knowledge")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Accumulated Knowledge")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 3)
    s.assert_graveyard_count("A", "Accumulated Knowledge", 2)


def test_604_3_power_and_toughness_equal_to_a_creature_type_count(
        real_db: CardDatabase) -> None:
    """Heedless One (an Elf Avatar): "~'s power and toughness are each equal to the number of
    Elves on the battlefield" (604.3, layer 7a): itself, A's Llanowar Elves and B's: 3/3.
    Pestilence Rats counts "other Rats" only: with one other Rat, power 1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Heedless One")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Pestilence Rats", 2)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Heedless One", 3, 3)
    s.assert_power_toughness("B", "Pestilence Rats", 1, 3)


def test_608_2c_the_life_lost_this_way(real_db: CardDatabase) -> None:
    """Gray Merchant of Asphodel in a three-player game: A's devotion to black is 2 ({B}{B}) +
    1 (Typhoid Rats' {B}) = 3; B and C each lose 3, and A gains the life lost this way, 6
    (608.2c)."""
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Typhoid Rats")
    s.add_card(Zone.HAND, "A", "Gray Merchant of Asphodel")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gray Merchant of Asphodel")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("C", 17)
    s.assert_life("A", 26)


def test_608_2c_the_damage_dealt_this_way(real_db: CardDatabase) -> None:
    """Corrupt with six Swamps deals 6 damage to Grizzly Bears (all of it is dealt, not only
    the 2 that are lethal, 120.3): A gains 6."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Corrupt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Corrupt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("A", 26)


def test_608_2c_this_way_only_right_after_what_it_counts() -> None:
    assert _lower("Each opponent loses 1 life. You gain life equal to the life lost this "
                  "way.") == ([{"lose_life": {"amount": 1, "who": "each_opponent"}},
                               {"gain_life": {"amount": {"this_way": "life_lost"}}}], [])
    # a draw in between, or damage before "the life lost this way": not understood
    assert _lower("Each opponent loses 1 life. Draw a card. You gain life equal to the life "
                  "lost this way.") is None
    assert _lower("~ deals 2 damage to each opponent. You gain life equal to the life lost "
                  "this way.") is None


@pytest.mark.parametrize(("cards", "life"), [(1, 18), (5, 20)])
def test_107_1b_n_minus_the_cards_in_that_players_hand(real_db: CardDatabase, cards: int,
                                                       life: int) -> None:
    """Rackling at B's upkeep: 3 minus the number of cards in B's hand (that player's, not
    A's: A holds six): one card, 2 damage; five cards, 3 - 5 is 0 (107.1b), none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rackling")
    s.add_card(Zone.HAND, "A", "Island", 6)
    s.add_card(Zone.HAND, "B", "Island", cards)
    s.add_card(Zone.LIBRARY, "B", "Island", 5)
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_life("B", life)


def test_cards_in_target_players_hand_minus_n(real_db: CardDatabase) -> None:
    """Gaze of Adamaro: damage equal to the cards in the target player's hand (four). Iron
    Maiden at B's upkeep: the cards in B's hand minus 4 (six cards: 2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Gaze of Adamaro")
    s.add_card(Zone.HAND, "B", "Island", 4)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gaze of Adamaro", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 16)
    s2 = Scenario(cards=real_db)
    s2.add_card(Zone.BATTLEFIELD, "A", "Iron Maiden")
    s2.add_card(Zone.HAND, "B", "Island", 6)
    s2.add_card(Zone.LIBRARY, "B", "Island", 5)
    s2.stop_at(2, Step.DRAW)
    s2.execute()
    s2.assert_life("B", 18)


def test_702_147a_a_decayed_token_cant_block_and_is_sacrificed_after_it_attacks(
        real_db: CardDatabase) -> None:
    """Falcon Abomination's 2/2 Zombie token with decayed: it can't block (702.147a); it
    attacks on turn 3, deals 2, and is sacrificed at end of combat (a delayed trigger)."""
    from mtg_engine.rules.layers import characteristics

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Falcon Abomination")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Falcon Abomination")

    def cant_block(sc: Scenario) -> None:
        token = next(o for o in sc.state.battlefield
                     if sc.state.objects[o].card.name == "Zombie Token")
        assert "can't block" in characteristics(sc.state, token).keywords

    s.check(2, Step.UPKEEP, cant_block)
    s.attack(3, "A", "Zombie Token")
    s.check(3, Step.COMBAT_DAMAGE, lambda sc: sc.assert_permanent_count("A", "Zombie Token", 1))
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_permanent_count("A", "Zombie Token", 0)


def test_imperative_and_you_gain_life_is_the_controllers(real_db: CardDatabase) -> None:
    """Scavenging Ooze: "Exile target card from a graveyard. If it was a creature card, put a
    +1/+1 counter on ~ and you gain 1 life." (both under the condition, 608.2c): a creature
    card, then a land card: one counter, one life."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Scavenging Ooze")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Island")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{G}", source="Scavenging Ooze",
                       targets=["Grizzly Bears"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{G}", source="Scavenging Ooze",
                       targets=["Island"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Scavenging Ooze", "+1/+1", 1)
    s.assert_life("A", 21)
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_exile_count("Island", 1)


def test_509_1h_for_each_creature_blocking_it(real_db: CardDatabase) -> None:
    """Gang of Elk (5/4) blocked by two Grizzly Bears gets +2/+2 for each: 9/8 until end of
    turn, counted as the trigger resolves (608.2h): still 9/8 after both blockers died."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gang of Elk")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.attack(1, "A", "Gang of Elk")
    s.block(1, "B", "Grizzly Bears", "Gang of Elk")
    s.block(1, "B", "Grizzly Bears", "Gang of Elk")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 2)
    s.assert_power_toughness("A", "Gang of Elk", 9, 8)


def test_613_4c_a_static_for_each_basic_land_type_in_the_layer_system(
        real_db: CardDatabase) -> None:
    """Kavu Scout (0/2): "~ gets +1/+0 for each basic land type among lands you control" is a
    layer 7c effect counting types, not lands: Forest, Forest and Mountain make +2/+0."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kavu Scout")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Kavu Scout", 2, 2)


def test_a_layer_effect_counts_only_what_the_layer_system_reads() -> None:
    db = CardDatabase.builtin()
    with pytest.raises(CardFileError, match=re.escape("a layer effect's count is of")):
        db.load_file("bad.yaml", text="- name: Bad Anthem\n  type: Enchantment\n  statics:\n"
                                      "  - continuous: {affects: self, power_per: 1, per: "
                                      "{greatest: power, among: {}}}\n")
