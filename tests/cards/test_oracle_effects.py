"""Effects compiled by the Oracle grammar (grammar.lark -> IR -> DSL), played from real cards
of the shared MTGJSON file (skipped without it): exact figures, and the rule each shows."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.lower import lower_text
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _lower(text: str, on_permanent: bool = True) -> object:
    return lower_text(text, allow_x=False, on_permanent=on_permanent)


# ------------------------------------------------------------------ counters (122)


def test_122_1_counters_of_any_plain_kind_are_read() -> None:
    assert _lower("Put a spore counter on ~.") == (
        [{"put_counters": {"kind": "spore", "what": "self", "count": 1}}], [])
    # 122.1b: keyword counters give their keyword (rules/keyword_counters.py)
    assert _lower("Put a flying counter on target creature.") == (
        [{"put_counters": {"kind": "flying", "what": "target", "count": 1}}],
        [{"kind": "creature"}])
    # 122.1a: +X/+Y counters of any size modify power and toughness (rules/layers.py)
    assert _lower("Put a +1/+0 counter on target creature.") == (
        [{"put_counters": {"kind": "+1/+0", "what": "target", "count": 1}}],
        [{"kind": "creature"}])
    # a counter whose meaning on a permanent the engine lacks stays refused
    assert _lower("Put a poison counter on target creature.") is None


def test_122_1_thallid_grows_spore_counters_and_spends_them(real_db: CardDatabase) -> None:
    """Thallid: a spore counter each upkeep of its controller (503.1, 122.1); removing three
    is the cost (602.1, 118.3) of a Saproling token (111.1)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thallid")
    s.activate_ability(5, Step.PRECOMBAT_MAIN, "A", "Remove three spore counters")
    s.check(5, Step.DRAW, lambda sc: sc.assert_counter_count("A", "Thallid", "spore", 3))
    s.stop_at(5, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Thallid", "spore", 0)
    s.assert_permanent_count("A", "Saproling Token", 1)
    s.assert_power_toughness("A", "Saproling Token", 1, 1)


def test_122_1_coretapper_puts_charge_counters_on_a_target_artifact(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Coretapper")
    s.add_card(Zone.BATTLEFIELD, "A", "Coretapper")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Put a charge", source="Coretapper",
                       targets=["Coretapper#2"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice", source="Coretapper#1",
                       targets=["Coretapper#2"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Coretapper", "charge", 3)
    s.assert_graveyard_count("A", "Coretapper", 1)


# ------------------------------------------------------------------ tokens (111)


def test_111_token_phrases_compose_with_other_instructions() -> None:
    """111.3: a token is found by its definition (its key), not only its name (111.4)."""
    KEY = "Spirit Token (1/1 WB Creature — Spirit; flying)"
    from mtg_engine.cards.oracle.effects import _TOKEN_SINK

    sink: list[dict[str, object]] = []
    reset = _TOKEN_SINK.set(sink)
    try:
        got = lower_text("Draw two cards and create three tapped 1/1 white and black Spirit "
                         "creature tokens with flying.", allow_x=False, on_permanent=False)
    finally:
        _TOKEN_SINK.reset(reset)
    assert got == ([{"draw": {"count": 2}},
                    {"create_token": {"token": KEY, "count": 3, "tapped": True}}], [])
    assert sink == [{"name": "Spirit Token", "colors": ["W", "B"], "type": "Creature — Spirit",
                     "power": 1, "toughness": 1, "keywords": ["flying"], "key": KEY}]
    # 205.3m: a creature type is capitalised as printed; a lower-case word is not one
    assert _lower("Create a 1/1 white soldier creature token.") is None


def test_111_10c_gild_exiles_and_makes_a_gold_token(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Gild")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gild", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_permanent_count("A", "Gold Token", 1)
    s.assert_type("Gold Token", "Artifact")
    s.assert_subtype("Gold Token", "Gold")
    s.assert_color("Gold Token", [])


def test_111_1_tokens_created_tapped_enter_tapped() -> None:
    db = CardDatabase.builtin()
    db.load_file("t.yaml", text="""
- name: Test Muster
  cost: "{W}"
  type: Sorcery
  text: Create two tapped 1/1 white Soldier creature tokens.
  spell:
    effects: [{create_token: {token: Soldier Token, count: 2, tapped: true}}]
""")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Test Muster")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Muster")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 2)
    assert all(o.tapped for o in s.game.state.objects.values() if o.card.name == "Soldier Token")


# ------------------------------------------------------------------ variable amounts (608.2h)


def test_608_2h_outnumber_counts_creatures_as_it_resolves(real_db: CardDatabase) -> None:
    """Outnumber: damage equal to the number of creatures you control (three: Outnumber's
    controller has three Grizzly Bears), to a 4/4 (Rampaging Brontodon is not needed)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 3)
    s.add_card(Zone.HAND, "A", "Outnumber")
    s.add_card(Zone.BATTLEFIELD, "B", "Air Elemental")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Outnumber", targets=["Air Elemental"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_damage("Air Elemental", 3)


def test_608_2h_joyous_respite_gains_a_life_per_land(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)  # not B's lands: "lands you control"
    s.add_card(Zone.HAND, "A", "Joyous Respite")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Joyous Respite")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 24)


def test_608_2h_hunger_of_the_nim_pumps_per_artifact_locked_in(real_db: CardDatabase) -> None:
    """+1/+0 for each artifact you control, counted once as it resolves (608.2h): two Ornithopters,
    one destroyed later, the bonus stays +2/+0."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Hunger of the Nim")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hunger of the Nim", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.BEGIN_COMBAT, "B", "Shock", targets=["Ornithopter"])
    s.stop_at(1, Step.DECLARE_ATTACKERS)
    s.execute()
    s.assert_graveyard_count("A", "Ornithopter", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 2)


def test_205_3i_acid_rain_destroys_every_forest(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "A", "Acid Rain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Acid Rain")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Forest", 1)
    s.assert_graveyard_count("B", "Forest", 2)
    s.assert_permanent_count("B", "Mountain", 1)


def test_608_2h_amount_wordings() -> None:
    assert _lower("Draw a card for each Forest you control.") == (
        [{"draw": {"count": {"count": {"subtypes": ["Forest"], "controller": "you"}}}}], [])
    assert _lower("You gain 2 life for each creature you control.") == (
        [{"gain_life": {"amount": {"count": {"controller": "you", "types": ["Creature"]},
                                   "times": 2}}}], [])
    # "-1/-1 for each": the count, subtracted (cards/amounts.py `negate`)
    each = {"count": {"controller": "you", "types": ["Creature"]}, "negate": True}
    assert _lower("Target creature gets -1/-1 until end of turn for each creature you "
                  "control.") == ([{"pump": {"what": "target", "power": each,
                                             "toughness": each}}], [{"kind": "creature"}])


def test_608_2h_landbind_ritual_two_life_per_plains(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Landbind Ritual")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Landbind Ritual")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 30)


# ------------------------------------------------------------------ library search (701.19)


def test_701_19_moggcatcher_finds_a_goblin_permanent_card_only(real_db: CardDatabase) -> None:
    """"a Goblin permanent card" (110.4a): Tarfire, a Tribal instant — Goblin, on top of the
    library, is not one; Goblin Piker is found and put onto the battlefield."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Moggcatcher")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.LIBRARY, "A", "Goblin Piker")
    s.add_card(Zone.LIBRARY, "A", "Tarfire")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}, {T}: Search")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Goblin Piker", 1)
    s.assert_library_count("A", 1, "Tarfire")


def test_701_19_search_with_a_mana_value_limit(real_db: CardDatabase) -> None:
    """Ramosian Sergeant: "a Rebel permanent card with mana value 2 or less"; Ramosian Captain
    (mana value 3), on top, is not found; another Ramosian Sergeant is."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ramosian Sergeant")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.LIBRARY, "A", "Ramosian Sergeant")
    s.add_card(Zone.LIBRARY, "A", "Ramosian Captain")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}, {T}: Search")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Ramosian Sergeant", 2)
    s.assert_library_count("A", 1, "Ramosian Captain")


# ------------------------------------------------------------------ targets (115.1)


def test_115_1_kiss_of_death_hits_an_opponent_or_a_planeswalker(real_db: CardDatabase) -> None:
    """"target opponent or planeswalker": the opponent (4 damage) or a planeswalker (4 loyalty
    counters removed, 120.3c); its caster is not a legal target."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.HAND, "A", "Kiss of Death")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Kiss of Death", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 16)
    s.assert_life("A", 24)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.HAND, "A", "Kiss of Death")
    s.add_card(Zone.BATTLEFIELD, "B", "Kiora, Behemoth Beckoner")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Kiss of Death",
                 targets=["Kiora, Behemoth Beckoner"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_counter_count("B", "Kiora, Behemoth Beckoner", "loyalty", 3)  # 7 - 4
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.HAND, "A", "Kiss of Death")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Kiss of Death", targets=["A"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError):
        s.execute()


def test_115_1_heap_doll_exiles_a_card_from_any_graveyard(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Heap Doll")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1, "B")
    s.assert_graveyard_count("B", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Heap Doll", 1)


# ------------------------------------------------------------------ sacrifice (701.17a)


def test_701_17a_diabolic_edict_the_target_player_chooses(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Diabolic Edict")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")  # A's creature is not at risk
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Air Elemental")
    s.set_choice("B", "Air Elemental")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Diabolic Edict", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Air Elemental", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_701_17a_barter_in_blood_each_player_sacrifices_two(real_db: CardDatabase) -> None:
    """Each player sacrifices two creatures: A chooses among three, B has only one (it is
    sacrificed, 701.17a: as many as they can); 101.4: choices in APNAP order."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Barter in Blood")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Air Elemental")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.set_choice("A", "Air Elemental")
    s.set_choice("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Barter in Blood")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Air Elemental", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Serra Angel", 1)


def test_701_17a_sacrifice_wordings() -> None:
    assert _lower("Each opponent sacrifices a creature or planeswalker.", False) == (
        [{"sacrifice_chosen": {"filter": {"types": ["Creature", "Planeswalker"]}, "count": 1,
                               "who": "each_opponent"}}], [])
    # whose permanents is the player's own (701.17a): "a creature you control" is refused
    assert _lower("Each player sacrifices a creature you control.", False) is None


# ------------------------------------------------------------------ several targets (115.3)


def test_115_3_symbiosis_two_different_target_creatures(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Symbiosis")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Symbiosis",
                 targets=["Grizzly Bears@A", "Grizzly Bears@B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_power_toughness("B", "Grizzly Bears", 4, 4)


def test_115_3_one_word_target_cannot_choose_the_same_creature_twice(
        real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Symbiosis")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Symbiosis",
                 targets=["Grizzly Bears", "Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError, match=r"115\.3"):
        s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_115_3_morbid_plunder_returns_up_to_two_creature_cards(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Morbid Plunder")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Air Elemental")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Morbid Plunder",
                 targets=["Grizzly Bears", "Air Elemental"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_graveyard_count("A", "Morbid Plunder", 1)


def test_115_3_intrusive_packbeast_taps_two_different_creatures(real_db: CardDatabase) -> None:
    """A triggered ability's targets (603.3d): the second choice excludes the first."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.HAND, "A", "Intrusive Packbeast")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Air Elemental")
    s.add_target("A", "Grizzly Bears")
    s.add_target("A", "Air Elemental")  # ("up to two": unnamed, none would be chosen)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Intrusive Packbeast")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_tapped("Grizzly Bears")
    s.assert_tapped("Air Elemental")


def test_noun_lists_with_commas_and_their_qualities() -> None:
    assert _lower("Destroy target artifact, enchantment, or land.") == (
        [{"destroy": {"what": "target"}}],
        [{"kind": "permanent", "filter": {"types": ["Artifact", "Enchantment", "Land"]}}])
    # "with flying" qualifies the creature only: a filter would ask it of all three (refused)
    assert _lower("Destroy target artifact, enchantment, or creature with flying.") is None
    assert _lower("Destroy target artifact or creature with flying.") is None


def test_icy_manipulator_taps_an_artifact_creature_or_land(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Icy Manipulator")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, {T}: Tap", targets=["Forest"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_tapped("Forest")


# ------------------------------------------------------------------ fight (701.12)


def test_701_12a_prey_upon_each_deals_damage_equal_to_its_power(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Prey Upon")
    s.add_card(Zone.BATTLEFIELD, "A", "Air Elemental")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Prey Upon",
                 targets=["Air Elemental", "Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_damage("Air Elemental", 2)


def test_701_12b_no_fight_when_one_target_is_gone(real_db: CardDatabase) -> None:
    """A's Grizzly Bears is shocked in response: with one fighter gone, B's Air Elemental is
    dealt no damage (701.12b)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Prey Upon")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Air Elemental")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Prey Upon",
                 targets=["Grizzly Bears", "Air Elemental"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Grizzly Bears"],
                 responding_to="Prey Upon")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_damage("Air Elemental", 0)


def test_701_12_hunt_the_hunter_pumps_then_fights(real_db: CardDatabase) -> None:
    """+2/+2 first, then the fight: A's Grizzly Bears (4/4) kills B's (2/2) and is dealt 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Hunt the Hunter")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hunt the Hunter",
                 targets=["Grizzly Bears@A", "Grizzly Bears@B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_damage("Grizzly Bears", 2)


def test_120_orcish_cannonade_deals_two_amounts_of_damage(real_db: CardDatabase) -> None:
    """"deals 2 damage to any target and 3 damage to you": two recipients, two amounts."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Orcish Cannonade")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Orcish Cannonade", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 17)
    s.assert_hand_count("A", 1)


def test_108_4_zulaport_duelist_its_controller_mills(real_db: CardDatabase) -> None:
    """"Its controller": the controller of the target creature (B) mills two cards."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Zulaport Duelist")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zulaport Duelist")
    s.add_target("A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("B", "Grizzly Bears", 0, 2)
    s.assert_library_count("B", 18)
    s.assert_graveyard_count("B", None, 2)
    s.assert_library_count("A", 20)


def test_608_2h_its_controller_after_the_target_left_is_its_last_controller(
        real_db: CardDatabase) -> None:
    """"Its controller" after the target left the battlefield is the controller it had as it
    last existed there (608.2h): Sip of Hemlock destroys B's Grizzly Bears, which A controls
    with Mind Control (613.1b): A, its controller, loses 2 life, not B, its owner."""
    assert _lower("Destroy target land. Its controller loses 2 life.", False) == (
        [{"destroy": {"what": "target"}},
         {"lose_life": {"amount": 2, "who": "target_controller"}}],
        [{"kind": "permanent", "filter": {"types": ["Land"]}}])
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.HAND, "A", "Sip of Hemlock")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mind Control", attached_to="Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sip of Hemlock", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("A", 18)
    s.assert_life("B", 20)
