"""Effects of resolving spells and abilities (608.2c) in the card DSL: damage (120), life (119),
draw (121), discard (701.8), destroy (701.7), exile (701.10), return to hand, counter (701.5),
tokens (111), counters (122), "until end of turn" effects (611.2, 514.2), the static "creatures
you control get +1/+1" in layer 7c (613.4c) with timestamps (613.7), and mass destruction."""

from __future__ import annotations

from mtg_engine.actions import CastSpell, ChoiceDecision, Choose, PassPriority
from mtg_engine.cards.database import CardDatabase
from mtg_engine.game import Game
from mtg_engine.testing import Scenario, Step, Zone

TEST_CARDS = """
- name: Test Banishment
  cost: "{W}"
  type: Instant
  text: Exile target creature.
  spell: {targets: [{kind: creature}], effects: [{exile: {what: target}}]}
"""


def make_db() -> CardDatabase:
    db = CardDatabase.builtin()
    db.load_file("test_effects.yaml", text=TEST_CARDS)
    return db


def one_spell(card: str, lands: dict[str, int], targets: tuple[str, ...] = (), *,
              cards: CardDatabase | None = None) -> Scenario:
    s = Scenario(cards=cards)
    for land, n in lands.items():
        s.add_card(Zone.BATTLEFIELD, "A", land, n)
    s.add_card(Zone.HAND, "A", card)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", card, targets=targets)
    s.stop_at(1, Step.END_TURN)
    return s


def test_120_3a_damage_to_a_player_is_life_loss() -> None:
    """120.3a: Lightning Bolt deals 3 to B: B loses 3 life."""
    s = one_spell("Lightning Bolt", {"Mountain": 1}, ("B",))
    s.execute()
    s.assert_life("B", 17)


def test_120_3e_damage_to_a_creature_is_marked() -> None:
    """120.3e: Shock marks 2 damage on the 3/3 Hill Giant; its toughness is unchanged."""
    s = one_spell("Shock", {"Mountain": 1}, ("Hill Giant",))
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.execute()
    s.assert_damage("Hill Giant", 2)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)


def test_119_3_gain_life() -> None:
    """119.3: Angel's Mercy: A gains 7."""
    s = one_spell("Angel's Mercy", {"Plains": 4})
    s.execute()
    s.assert_life("A", 27)


def test_119_3_lose_life_and_121_draw() -> None:
    """119.3 / 121.1: Sign in Blood on oneself: draw two, lose 2 life."""
    s = one_spell("Sign in Blood", {"Swamp": 2}, ("A",))
    s.execute()
    s.assert_life("A", 18)
    s.assert_hand_count("A", 2)
    s.assert_library_count("A", 18)


def test_121_1_draw_two() -> None:
    """121.1 / 121.2: Divination: the top two cards of the library (the last two added) go to
    the hand."""
    s = one_spell("Divination", {"Island": 3})
    s.add_card(Zone.LIBRARY, "A", "Shock")
    s.add_card(Zone.LIBRARY, "A", "Lightning Bolt")
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Shock")
    s.assert_hand_count("A", 1, "Lightning Bolt")
    s.assert_library_count("A", 20, "Wastes")


def test_701_8_mind_rot_discard_chosen_by_the_discarding_player() -> None:
    """701.8a: Mind Rot: B chooses the two cards B discards (set_choice)."""
    s = one_spell("Mind Rot", {"Swamp": 3}, ("B",))
    for name in ("Lightning Bolt", "Shock", "Grizzly Bears"):
        s.add_card(Zone.HAND, "B", name)
    s.set_choice("B", "Lightning Bolt, Grizzly Bears")
    s.execute()
    s.assert_hand_count("B", 1, "Shock")
    s.assert_hand_count("B", 1)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_701_8_mind_rot_with_fewer_cards_discards_all() -> None:
    """701.8: with one card in hand, Mind Rot discards that one."""
    s = one_spell("Mind Rot", {"Swamp": 3}, ("B",))
    s.add_card(Zone.HAND, "B", "Shock")
    s.execute()
    s.assert_hand_count("B", 0)
    s.assert_graveyard_count("B", "Shock", 1)


def test_701_7_destroy() -> None:
    """701.7a: Murder moves the creature to its owner's graveyard."""
    s = one_spell("Murder", {"Swamp": 3}, ("Serra Angel",))
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.execute()
    s.assert_graveyard_count("B", "Serra Angel", 1)
    s.assert_battlefield_count("B", 0)


def test_701_10_exile() -> None:
    """701.10a: exile moves the creature to the exile zone, not the graveyard."""
    s = one_spell("Test Banishment", {"Plains": 1}, ("Serra Angel",), cards=make_db())
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.execute()
    s.assert_exile_count("Serra Angel", 1)
    s.assert_exile_count("Serra Angel", 1, player="B")
    s.assert_exile_count("Serra Angel", 0, player="A")
    s.assert_graveyard_count("B", "Serra Angel", 0)


def test_400_7_bounce_returns_to_owners_hand_as_a_new_object() -> None:
    """400.3 / 400.7: Unsummon returns A's creature to A's hand; recast, it is a new object and
    the Giant Growth that affected the old one doesn't apply to it (2/2 in the end step)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.HAND, "B", "Unsummon")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.BEGIN_COMBAT, "B", "Unsummon", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Grizzly Bears")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", 5, 5))
    s.check(1, Step.END_COMBAT, lambda sc: sc.assert_hand_count("A", 1, "Grizzly Bears"))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_hand_count("A", 0)


def test_111_7_bounced_token_ceases_to_exist() -> None:
    """111.7 / 704.5d: a token returned to hand ceases to exist."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Raise the Alarm")
    s.add_card(Zone.HAND, "A", "Unsummon")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise the Alarm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Unsummon", targets=["Soldier Token"])
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 1)
    s.assert_hand_count("A", 0)
    s.assert_graveyard_count("A", "Soldier Token", 0)


def test_701_5_counter_target_spell() -> None:
    """701.5a: Negate counters Divination: A draws nothing."""
    s = one_spell("Divination", {"Island": 3}, ())
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Negate")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Negate", targets=["Divination"],
                 responding_to="Divination")
    s.execute()
    s.assert_hand_count("A", 0)
    s.assert_graveyard_count("A", "Divination", 1)


def test_111_raise_the_alarm_creates_two_soldier_tokens() -> None:
    """111.1 / 111.4: Raise the Alarm creates two 1/1 white Soldier creature tokens, named
    "Soldier Token", under A's control."""
    s = one_spell("Raise the Alarm", {"Plains": 2})
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 2)
    s.assert_power_toughness("A", "Soldier Token", 1, 1)
    s.assert_color("Soldier Token", ["White"])
    s.assert_subtype("Soldier Token", "Soldier")
    s.assert_type("Soldier Token", "Creature")
    s.assert_abilities("A", "Soldier Token", ["Flying"], present=False)


def test_111_spectral_procession_creates_three_flying_spirits() -> None:
    """111.1: Spectral Procession creates three 1/1 white Spirit tokens with flying."""
    s = one_spell("Spectral Procession", {"Plains": 3})
    s.execute()
    s.assert_permanent_count("A", "Spirit Token", 3)
    s.assert_power_toughness("A", "Spirit Token", 1, 1)
    s.assert_abilities("A", "Spirit Token", ["Flying"])
    s.assert_color("Spirit Token", ["White"])
    s.assert_subtype("Spirit Token", "Spirit")
    s.assert_battlefield_count("A", 6)


def test_122_1a_plus_one_counters_modify_power_and_toughness() -> None:
    """122.1a / 613.4c: each +1/+1 counter gives +1/+1 (two on a 2/2: 4/4, base still 2/2)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 2})
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_base_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 2)


def test_611_2_giant_growth_until_end_of_turn() -> None:
    """611.2 / 514.2: Giant Growth: +3/+3 until end of turn (5/5 in the end step, 2/2 again on
    the next turn); the base stays 2/2."""
    s = one_spell("Giant Growth", {"Forest": 1}, ("Grizzly Bears",))
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.stop_at(2, Step.UPKEEP)

    def in_end_step(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Grizzly Bears", 5, 5)
        sc.assert_base_power_toughness("A", "Grizzly Bears", 2, 2)

    s.check(1, Step.END_TURN, in_end_step)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_611_2_disfigure_until_end_of_turn() -> None:
    """611.2 / 514.2: Disfigure: Hill Giant is 1/1 until end of turn, then 3/3."""
    s = one_spell("Disfigure", {"Swamp": 1}, ("Hill Giant",))
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.stop_at(2, Step.UPKEEP)
    s.check(1, Step.END_TURN, lambda sc: sc.assert_power_toughness("B", "Hill Giant", 1, 1))
    s.execute()
    s.assert_power_toughness("B", "Hill Giant", 3, 3)


def test_613_4c_glorious_anthem_affects_only_your_creatures() -> None:
    """613.4c: "Creatures you control get +1/+1": A's Grizzly Bears are 3/3 (base 2/2), B's
    2/2; non-creatures are untouched."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Glorious Anthem")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_base_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_power_toughness("B", "Grizzly Bears", 2, 2)


def test_613_4c_two_anthems_and_counters_add_up() -> None:
    """613.4c: two Anthems and a +1/+1 counter: 2/2 + 1 + 1 + 1 = 5/5."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Glorious Anthem", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 5, 5)


def test_613_7_anthem_applies_to_creatures_that_arrive_later() -> None:
    """613.7 / 611.3a: a static ability's effect applies to objects that come later (the
    Anthem was there first; the Bears entered afterwards); tokens too."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Glorious Anthem")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Raise the Alarm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise the Alarm")
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_power_toughness("A", "Soldier Token", 2, 2)


def test_613_7_pump_then_anthem_later_timestamp() -> None:
    """613.4c / 613.7: Giant Growth (earlier timestamp) and then an Anthem cast afterwards
    (later timestamp) both apply in layer 7c: 2/2 +3/+3 +1/+1 = 6/6; when the pump ends the
    Anthem remains (3/3 on the next turn)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.HAND, "A", "Glorious Anthem")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Glorious Anthem")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", 6, 6))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)


def test_613_anthem_keeps_a_disfigured_creature_alive() -> None:
    """613.4c / 704.5f: Disfigure on an Anthem-boosted Grizzly Bears: 3/3 - 2/2 = 1/1, alive."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Glorious Anthem")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp")
    s.add_card(Zone.HAND, "B", "Disfigure")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Disfigure", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 1, 1)


def test_701_7_day_of_judgment_destroys_all_creatures() -> None:
    """701.7: Day of Judgment destroys every creature on both sides (tokens cease to exist,
    111.7); lands and enchantments stay."""
    s = one_spell("Day of Judgment", {"Plains": 4})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Glorious Anthem")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Serra Angel", 1)
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_battlefield_count("A", 5)  # four Plains and the Anthem
    s.assert_battlefield_count("B", 0)
    s.assert_graveyard_count("A", "Day of Judgment", 1)


def test_701_7_day_of_judgment_and_tokens() -> None:
    """111.7: destroyed tokens go to the graveyard and cease to exist there (none left)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 6)
    s.add_card(Zone.HAND, "A", "Raise the Alarm")
    s.add_card(Zone.HAND, "A", "Day of Judgment")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise the Alarm")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Day of Judgment")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_permanent_count("A", "Soldier Token", 2))
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 0)
    s.assert_graveyard_count("A", None, 2)  # Raise the Alarm and Day of Judgment


def test_701_18_scry_to_the_bottom_then_draw() -> None:
    """701.18 / Opt: scry 1 puts Lightning Bolt (the top card) on the bottom, then A draws the
    next card, a Wastes."""
    s = one_spell("Opt", {"Island": 1})
    s.add_card(Zone.LIBRARY, "A", "Lightning Bolt")
    s.set_choice("A", "Lightning Bolt")
    s.execute()
    s.assert_hand_count("A", 1, "Wastes")
    s.assert_library_count("A", 1, "Lightning Bolt")
    assert s.state.objects[s.state.players[0].library[0]].card.name == "Lightning Bolt"


def test_701_18_scry_keep_on_top_by_default() -> None:
    """701.18: by default (no answer) the card stays on top and is drawn."""
    s = one_spell("Opt", {"Island": 1})
    s.add_card(Zone.LIBRARY, "A", "Lightning Bolt")
    s.execute()
    s.assert_hand_count("A", 1, "Lightning Bolt")


def test_608_2c_choice_mid_resolution_is_a_decision_that_survives_copy_and_json() -> None:
    """608.2c / 701.8a: while Mind Rot resolves, B's discard is a pending decision like any
    other; copy() and to_json()/from_json() at that point give games that finish identically,
    and the copy is independent of the original."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Mind Rot")
    for name in ("Lightning Bolt", "Shock", "Grizzly Bears"):
        s.add_card(Zone.HAND, "B", name)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    g = s.game
    g.resume()
    g.apply(CastSpell(s.state.players[0].hand[0], (-2,)))
    g.apply(PassPriority())
    g.apply(PassPriority())
    d = g.pending
    assert isinstance(d, ChoiceDecision) and d.purpose == "discard" and d.player == 1
    assert (d.min, d.max) == (2, 2)
    saved = g.to_json()
    restored = Game.from_json(saved, s.db)
    assert restored.to_json() == saved
    twin = g.copy()
    bolt, shock, _bears = s.state.players[1].hand
    for game in (g, restored, twin):
        game.apply(Choose((bolt, shock)))
    assert restored.to_json()["state"] == g.to_json()["state"]
    assert twin.to_json()["state"] == g.to_json()["state"]
    names = [g.state.objects[c].card.name for c in g.state.players[1].hand]
    assert names == ["Grizzly Bears"]
    # independence: the copy goes on alone
    twin.apply(PassPriority())
    assert g.state.step is Step.PRECOMBAT_MAIN and g.state.passes == 0
    assert twin.state.passes == 1


def test_611_2c_affected_set_is_locked_in_on_resolution() -> None:
    """611.2c: Inspired Charge ("creatures you control get +2/+1 until end of turn") affects
    only the creatures A controls as it resolves: a Raging Goblin cast afterwards is 1/1."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Savannah Lions")
    s.add_card(Zone.HAND, "A", "Inspired Charge")
    s.add_card(Zone.HAND, "A", "Raging Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Inspired Charge")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raging Goblin")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 3)
    s.assert_power_toughness("A", "Raging Goblin", 1, 1)
    s.assert_power_toughness("B", "Savannah Lions", 2, 1)


def test_613_4c_anthem_survives_pyroclasm() -> None:
    """613.4c / 704.5g: with Glorious Anthem the Bears are 3/3 and survive Pyroclasm's 2; B's
    Bears (2/2) die."""
    s = one_spell("Pyroclasm", {"Mountain": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Glorious Anthem")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.execute()
    s.assert_damage("Grizzly Bears@A", 2)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_613_4c_disfigure_on_a_creature_with_counters() -> None:
    """613.4c: counters and a -2/-2 effect add up: 2/2 with two +1/+1 counters, Disfigured:
    2/2 (alive), back to 4/4 the next turn."""
    s = one_spell("Disfigure", {"Swamp": 1}, ("Grizzly Bears",))
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", counters={"+1/+1": 2})
    s.stop_at(2, Step.UPKEEP)
    s.check(1, Step.END_TURN, lambda sc: sc.assert_power_toughness("B", "Grizzly Bears", 2, 2))
    s.execute()
    s.assert_power_toughness("B", "Grizzly Bears", 4, 4)


def test_111_doomed_traveler_spirit_gets_the_anthem() -> None:
    """613.4c: the Spirit token from Doomed Traveler (killed by Day of Judgment) arrives after
    the destruction and gets Glorious Anthem's +1/+1: 2/2."""
    s = one_spell("Day of Judgment", {"Plains": 4})
    s.add_card(Zone.BATTLEFIELD, "A", "Glorious Anthem")
    s.add_card(Zone.BATTLEFIELD, "A", "Doomed Traveler")
    s.execute()
    s.assert_permanent_count("A", "Spirit Token", 1)
    s.assert_power_toughness("A", "Spirit Token", 2, 2)
    s.assert_graveyard_count("A", "Doomed Traveler", 1)


def test_701_8_discard_from_an_empty_hand_does_nothing() -> None:
    """701.8 / 115.1: Ravenous Rats' trigger targets B even with an empty hand; nothing is
    discarded and nothing breaks."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Ravenous Rats")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ravenous Rats")
    s.execute()
    s.assert_graveyard_count("B", None, 0)
    s.assert_permanent_count("A", "Ravenous Rats", 1)


def test_119_3_phyrexian_arena_can_kill_its_controller() -> None:
    """704.5a: at 1 life, Phyrexian Arena's upkeep life loss puts A at 0: A loses."""
    s = Scenario()
    s.set_life("A", 1)
    s.add_card(Zone.BATTLEFIELD, "A", "Phyrexian Arena")
    s.execute()
    s.assert_life("A", 0)
    s.assert_lost("A")
    s.assert_winner("B")
    s.assert_hand_count("A", 1)


REGENERATOR = """
- name: Test Skeletons
  cost: "{1}{B}"
  type: Creature — Skeleton
  power: 1
  toughness: 1
  text: "{B}: Regenerate this creature."
  abilities:
    - {cost: "{B}", text: "{B}: Regenerate this creature.", effects: [{regenerate: {what: self}}]}
- name: Test Wrath
  cost: "{2}{W}{W}"
  type: Sorcery
  text: Destroy all creatures. They can't be regenerated.
  spell: {effects: [{destroy: {what: {all: {types: [Creature]}}, no_regeneration: true}}]}
"""


def _regen_db() -> CardDatabase:
    db = CardDatabase.builtin()
    db.load_file("regen.yaml", text=REGENERATOR)
    return db


def test_701_15a_regeneration_replaces_destruction() -> None:
    """701.15a-b: the shield replaces Murder's destruction: tapped, damage removed, still there;
    the shield is used up, so a second destruction works."""
    s = Scenario(cards=_regen_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Test Skeletons")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 6)
    s.add_card(Zone.HAND, "B", "Murder", 2)
    s.activate_ability(1, Step.UPKEEP, "A", "{B}: Regenerate")
    s.cast_spell(1, Step.UPKEEP, "B", "Murder", targets=["Test Skeletons"])
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_permanent_count("A", "Test Skeletons", 1))
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_tapped("Test Skeletons"))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["Test Skeletons"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Test Skeletons", 1)


def test_701_15a_regeneration_saves_from_lethal_damage_704_5g() -> None:
    s = Scenario(cards=_regen_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Test Skeletons")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.activate_ability(1, Step.UPKEEP, "A", "{B}: Regenerate")
    s.cast_spell(1, Step.UPKEEP, "B", "Shock", targets=["Test Skeletons"])
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Test Skeletons", 1)
    s.assert_damage("Test Skeletons", 0)


def test_701_15c_cant_be_regenerated() -> None:
    s = Scenario(cards=_regen_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Test Skeletons")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 4)
    s.add_card(Zone.HAND, "B", "Test Wrath")
    s.activate_ability(2, Step.UPKEEP, "A", "{B}: Regenerate")  # a shield on B's turn
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Test Wrath")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Test Skeletons", 1)
    assert [e for e in s.game.state.log if e[0] == "regeneration_shield"]


def test_701_19_search_for_a_basic_land_onto_the_battlefield_tapped() -> None:
    s = Scenario()
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Rampant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rampant Growth")
    s.set_choice("A", "Forest")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Forest", 3)
    s.assert_library_count("A", 2)
    s.assert_library_count("A", 0, "Forest")
    tapped = [o for o in s.game.state.battlefield if s.game.state.objects[o].tapped]
    assert len(tapped) == 3  # the two paying Forests and the one found
    assert any(e[0] == "shuffle" for e in s.game.state.log)


def test_701_19b_a_search_may_find_nothing_and_only_matching_cards() -> None:
    s = Scenario()
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Rampant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rampant Growth")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Forest", 2)
    s.assert_library_count("A", 1, "Grizzly Bears")


def test_701_19_tutor_into_hand_and_evolving_wilds() -> None:
    s = Scenario()
    s.add_card(Zone.LIBRARY, "A", "Lightning Bolt")
    s.add_card(Zone.LIBRARY, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Evolving Wilds")
    s.add_card(Zone.HAND, "A", "Diabolic Tutor")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Diabolic Tutor")
    s.set_choice("A", "Lightning Bolt")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{T}, Sacrifice Evolving Wilds")
    s.set_choice("A", "Plains")  # the filler Wastes are basic lands too
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Lightning Bolt")
    s.assert_graveyard_count("A", "Evolving Wilds", 1)
    s.assert_permanent_count("A", "Plains", 1)
    s.assert_tapped("Plains")


def test_615_fog_prevents_all_combat_damage() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Fog")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Grizzly Bears", "Hill Giant")
    s.cast_spell(1, Step.DECLARE_BLOCKERS, "B", "Fog")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_damage("Grizzly Bears", 0)
    s.assert_damage("Hill Giant", 0)


def test_615_7_prevent_the_next_3_damage_is_used_up() -> None:
    """Healing Salve's shield prevents 3 of Lava Axe's 5; then it is gone."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.add_card(Zone.HAND, "B", "Healing Salve")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.HAND, "A", "Lava Axe")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.set_mode_choice("B", 2)
    s.cast_spell(1, Step.UPKEEP, "B", "Healing Salve", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lava Axe", targets=["B"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 15)  # 20 - (5 - 3) - 3


def test_614_1c_enters_with_x_counters() -> None:
    """614.1c: a 0/0 that enters with X +1/+1 counters is 3/3 with X=3, never a 0/0 on the
    battlefield (704.5f would see it only with X=0)."""
    db = CardDatabase.builtin()
    db.load_file("endless.yaml", text="""
- name: Test Endless
  cost: "{X}"
  type: Creature — Shapeshifter
  power: 0
  toughness: 0
  text: This creature enters with X +1/+1 counters on it.
  statics: [{enters_with_counters: {counter_kind: +1/+1, x: true}}]
""")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 3)
    s.add_card(Zone.HAND, "A", "Test Endless", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Endless", x=3)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Test Endless", x=0)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Test Endless", 3, 3)
    s.assert_counter_count("A", "Test Endless", "+1/+1", 3)
    s.assert_graveyard_count("A", "Test Endless", 1)  # the X=0 one (704.5f)


def test_701_8_each_player_discards_their_own_choice() -> None:
    """701.8: "Each player discards a card": each player chooses from their own hand."""
    db = CardDatabase.builtin()
    db.load_file("rack.yaml", text="""
- name: Test Ransack
  cost: "{B}"
  type: Sorcery
  text: Each player discards a card.
  spell: {effects: [{discard: {count: 1, who: each_player}}]}
""")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Test Ransack")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Savannah Lions")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Ransack")
    s.set_choice("A", "Grizzly Bears")
    s.set_choice("B", "Savannah Lions")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Shock")
    s.assert_hand_count("B", 1, "Lightning Bolt")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Savannah Lions", 1)
