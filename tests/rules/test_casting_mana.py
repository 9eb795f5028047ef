"""Casting spells (601), activating abilities (602), mana abilities (605) and paying mana costs:
generic, coloured, colourless {C} (107.4c), hybrid (107.4e), monocoloured hybrid {2/W}
(107.4e), Phyrexian (107.4f, 119.4) and X (107.3)."""

from __future__ import annotations

import re

import pytest

from mtg_engine.actions import ActivateAbility, CastSpell
from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.casting import IllegalActionError
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

# A test-only card: a creature whose cost needs colourless mana specifically (107.4c).
TEST_CARDS = """
- name: Test Loyal Walker
  cost: "{2}{W}"
  type: Legendary Planeswalker — Test
  loyalty: 3
  abilities:
    - {loyalty: 1, text: "[+1]: You gain 2 life.", effects: [{gain_life: {amount: 2}}]}
    - loyalty: -3
      text: "[−3]: Test Loyal Walker deals 3 damage to any target."
      targets: [{kind: any}]
      effects: [{damage: {amount: 3, to: target}}]
- name: Test Colorless Golem
  cost: "{1}{C}"
  type: Artifact Creature — Golem
  power: 2
  toughness: 2
"""


def make_db() -> CardDatabase:
    db = CardDatabase.builtin()
    db.load_file("test_casting.yaml", text=TEST_CARDS)
    return db


def cast_bears_with(*lands: str) -> Scenario:
    s = Scenario()
    for land in lands:
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    return s


def test_601_2g_generic_and_coloured_cost_paid() -> None:
    """601.2g-h / 107.4b: {1}{G} is paid with a Forest for {G} and a Mountain for {1}."""
    s = cast_bears_with("Forest", "Mountain")
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_tapped("Forest")
    s.assert_tapped("Mountain")


def test_601_2h_unpayable_coloured_cost_refused_with_reason() -> None:
    """601.2h: {G} can't be paid with red mana; the cast is refused and says why."""
    s = cast_bears_with("Mountain", "Mountain")
    with pytest.raises(ScenarioError) as e:
        s.execute()
    assert str(e.value) == ("A could not cast Grizzly Bears on turn 1 PRECOMBAT_MAIN: "
                            "not enough mana to pay {1}{G}")
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_tapped("Mountain", False)


def test_601_2h_not_enough_mana_in_total() -> None:
    """601.2h: one Forest doesn't pay {1}{G}."""
    s = cast_bears_with("Forest")
    with pytest.raises(ScenarioError, match=r"not enough mana to pay \{1\}\{G\}"):
        s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 0)


def test_107_4c_colourless_symbol_needs_colourless_mana() -> None:
    """107.4c: {C} can be paid only with colourless mana: Wastes + Mountain pay {1}{C}..."""
    s = Scenario(cards=make_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Test Colorless Golem")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Colorless Golem")
    s.execute()
    s.assert_permanent_count("A", "Test Colorless Golem", 1)


def test_107_4c_coloured_mana_cannot_pay_colourless_symbol() -> None:
    """107.4c: ...but two Mountains don't."""
    s = Scenario(cards=make_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Test Colorless Golem")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Colorless Golem")
    with pytest.raises(ScenarioError, match=r"not enough mana to pay \{1\}\{C\}"):
        s.execute()
    s.assert_permanent_count("A", "Test Colorless Golem", 0)


@pytest.mark.parametrize("land", ["Mountain", "Plains"])
def test_107_4e_hybrid_paid_with_either_colour(land: str) -> None:
    """107.4e: {R/W} is paid with red or white mana."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.HAND, "A", "Boros Recruit")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Boros Recruit")
    s.execute()
    s.assert_permanent_count("A", "Boros Recruit", 1)


def test_107_4e_hybrid_not_paid_with_another_colour() -> None:
    """107.4e: {R/W} can't be paid with green mana."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Boros Recruit")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Boros Recruit")
    with pytest.raises(ScenarioError, match=r"not enough mana to pay \{R/W\}"):
        s.execute()


@pytest.mark.parametrize("lands", [
    {"Plains": 3},  # {W}{W}{W}
    {"Mountain": 6},  # {2}{2}{2}
    {"Plains": 1, "Forest": 4},  # {W}{2}{2}
    {"Plains": 2, "Island": 2},  # {W}{W}{2}
])
def test_107_4e_monocoloured_hybrid_two_generic_or_one_white(lands: dict[str, int]) -> None:
    """107.4e: each {2/W} is paid with {W} or with two generic mana."""
    s = Scenario()
    for land, n in lands.items():
        s.add_card(Zone.BATTLEFIELD, "A", land, n)
    s.add_card(Zone.HAND, "A", "Spectral Procession")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Spectral Procession")
    s.execute()
    s.assert_permanent_count("A", "Spirit Token", 3)


def test_107_4e_monocoloured_hybrid_unpayable_with_five_non_white() -> None:
    """107.4e: five Mountains are one short of {2}{2}{2}; 202.3: its mana value is 6."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Spectral Procession")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Spectral Procession")
    with pytest.raises(ScenarioError, match=r"not enough mana to pay \{2/W\}\{2/W\}\{2/W\}"):
        s.execute()
    s.assert_mana_value("Spectral Procession", 6)
    s.assert_permanent_count("A", "Spirit Token", 0)


def test_107_4f_phyrexian_paid_with_coloured_mana_first() -> None:
    """107.4f: {B/P} paid with {B} when it is available: no life is paid."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.add_card(Zone.HAND, "A", "Vault Skirge")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Vault Skirge")
    s.execute()
    s.assert_permanent_count("A", "Vault Skirge", 1)
    s.assert_life("A", 20)


def test_107_4f_phyrexian_paid_with_two_life() -> None:
    """107.4f / 119.4: without black mana, {B/P} is paid with 2 life."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.add_card(Zone.HAND, "A", "Vault Skirge")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Vault Skirge")
    s.execute()
    s.assert_permanent_count("A", "Vault Skirge", 1)
    s.assert_life("A", 18)


def test_107_4f_gut_shot_for_no_mana_at_all() -> None:
    """107.4f: Gut Shot ({R/P}) is cast with no lands by paying 2 life."""
    s = Scenario()
    s.add_card(Zone.HAND, "A", "Gut Shot")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gut Shot", targets=["B"])
    s.execute()
    s.assert_life("A", 18)
    s.assert_life("B", 19)


def test_119_4_phyrexian_not_payable_with_one_life() -> None:
    """119.4: a player can pay life only if their life total is at least the amount."""
    s = Scenario()
    s.set_life("A", 1)
    s.add_card(Zone.HAND, "A", "Gut Shot")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gut Shot", targets=["B"])
    with pytest.raises(ScenarioError, match=r"A could not cast Gut Shot on turn 1 PRECOMBAT_MAIN: "
                                            r"not enough mana to pay \{R/P\}"):
        s.execute()
    s.assert_life("A", 1)
    s.assert_life("B", 20)


def test_107_3_x_cost_blaze() -> None:
    """107.3 / 601.2b / 601.2f: Blaze with X=3 costs {3}{R} and deals 3."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Blaze")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blaze", targets=["B"], x=3)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Mountain", 4)
    assert all(s.state.objects[o].tapped for o in s.state.battlefield)


def test_107_3_x_too_large_is_refused() -> None:
    """601.2h: Blaze with X=4 costs {4}{R}: four Mountains can't pay it."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Blaze")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blaze", targets=["B"], x=4)
    with pytest.raises(ScenarioError, match=r"A could not cast Blaze on turn 1 PRECOMBAT_MAIN: "
                                            r"not enough mana to pay \{4\}\{R\}"):
        s.execute()
    s.assert_life("B", 20)


def test_107_3_x_is_leaves_some_lands_untapped() -> None:
    """107.3a: X=1 costs {1}{R}: only two of four Mountains are tapped, and the Blaze deals 1
    to the Grizzly Bears, which survive with 1 damage."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Blaze")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blaze", targets=["Grizzly Bears"], x=1)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_damage("Grizzly Bears", 1)
    assert sum(s.state.objects[o].tapped for o in s.state.battlefield) == 2


def test_202_3e_x_counts_on_the_stack() -> None:
    """202.3e: on the stack X counts in the mana value (Blaze X=3: 4); elsewhere X is 0
    (202.3e): in hand its mana value is 1."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Blaze")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_mana_value("Blaze", 1)
    s.game.resume()
    s.game.apply(CastSpell(s.state.players[0].hand[0], (-2,), 3))
    s.assert_mana_value("Blaze", 4)


def test_601_legal_actions_never_offer_an_unpayable_cast() -> None:
    """601.2 / issue 2: legal_actions offers Lightning Bolt (payable) but not Grizzly Bears
    (unpayable with one Mountain), nor Blaze with an X larger than the mana allows."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Blaze")

    def at_main(sc: Scenario) -> None:
        sc.game.resume()
        casts = [a for a in sc.game.legal_actions() if isinstance(a, CastSpell)]
        names = {sc.state.objects[a.card].card.name for a in casts}
        assert names == {"Lightning Bolt", "Blaze"}
        assert max(a.x for a in casts if sc.state.objects[a.card].card.name == "Blaze") == 1
        sc.assert_playable("A", "Lightning Bolt")
        sc.assert_playable("A", "Grizzly Bears", False)

    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    at_main(s)


def test_605_3b_mana_ability_does_not_use_the_stack() -> None:
    """605.3b: a mana ability resolves immediately: the mana is in the pool, nothing is on the
    stack, and the player keeps priority."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.game.resume()
    forest = s.state.battlefield[0]
    s.game.apply(ActivateAbility(forest, 0))
    s.assert_stack_size(0)
    assert s.state.players[0].mana_pool == [0, 0, 0, 0, 1, 0]
    assert s.game.pending.player == 0
    s.assert_tapped("Forest")


def test_605_creature_mana_ability_pays_for_a_spell() -> None:
    """605.1a / 605.3a: Llanowar Elves (not summoning sick) is tapped for mana while paying."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_tapped("Llanowar Elves")


def test_302_6_summoning_sick_creature_cannot_tap_for_mana() -> None:
    """302.6: a Llanowar Elves cast this turn can't use its {T} ability to pay for Giant
    Growth."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Llanowar Elves")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Llanowar Elves"])
    with pytest.raises(ScenarioError, match=r"A could not cast Giant Growth on turn 1 "
                                            r"PRECOMBAT_MAIN: not enough mana to pay \{G\}"):
        s.execute()
    s.assert_tapped("Llanowar Elves", False)


def test_302_6_summoning_sick_mana_ability_activation_refused() -> None:
    """302.6: activating the {T} mana ability of a summoning-sick creature is refused."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Llanowar Elves")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Llanowar Elves")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {G}", source="Llanowar Elves")
    with pytest.raises(ScenarioError, match=r"A could not activate \{T\}: Add \{G\} on turn 1 "
                                            r"PRECOMBAT_MAIN: Llanowar Elves: it has summoning "
                                            r"sickness \(302.6\)"):
        s.execute()


def test_602_2_activated_ability_uses_the_stack_and_pays_its_cost() -> None:
    """602.2: Mind Stone's "{1}, {T}, Sacrifice" ability is paid (the Wastes for {1}, Mind Stone
    tapped and sacrificed) and goes on the stack; B may respond before A draws."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.add_card(Zone.BATTLEFIELD, "A", "Mind Stone")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, {T}, Sacrifice")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"], responding_to="Mind Stone")
    s.execute()
    s.assert_hand_count("A", 1, "Wastes")
    s.assert_graveyard_count("A", "Mind Stone", 1)
    s.assert_tapped("Wastes")
    s.assert_life("A", 18)


def test_602_2b_ability_source_cannot_pay_for_its_own_tap_cost() -> None:
    """602.2b / 601.2g: Mind Stone alone can't pay {1} for its own ability, since the ability
    also taps it."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mind Stone")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, {T}, Sacrifice")
    with pytest.raises(ScenarioError, match=r"not enough mana to pay \{1\}"):
        s.execute()
    s.assert_permanent_count("A", "Mind Stone", 1)
    s.assert_hand_count("A", 0)


def test_106_4_ritual_mana_pays_for_a_later_spell() -> None:
    """106.4: Dark Ritual's {B}{B}{B} waits in the pool and pays for Murder in the same step."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Dark Ritual")
    s.add_card(Zone.HAND, "A", "Murder")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dark Ritual")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Murder", targets=["Grizzly Bears"])
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Murder", 1)


def test_601_2g_explicit_payment_by_the_agent() -> None:
    """601.2g: a player may name the permanents to tap; a payment naming a land that can't
    help (a Mountain for {G}) is refused and nothing changes."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.game.resume()
    forest1, forest2, mountain, bears = s.state.battlefield
    card = s.state.players[0].hand[0]
    before = s.game.to_json()
    with pytest.raises(IllegalActionError, match="not enough mana"):
        s.game.apply(CastSpell(card, (bears,), payment=(mountain,)))
    assert s.game.to_json() == before
    s.game.apply(CastSpell(card, (bears,), payment=(forest2,)))
    assert s.state.objects[forest2].tapped
    assert not s.state.objects[forest1].tapped
    assert not s.state.objects[mountain].tapped


def test_106_4_unspent_mana_from_a_multi_mana_ability_stays_in_the_pool() -> None:
    """106.4 / 605.3b: Sol Ring adds {C}{C}; Lightning Strike ({1}{R}) uses one with the
    Mountain, and the other pays for a second Sol Ring ({1}) later in the same step."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Sol Ring")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Strike")
    s.add_card(Zone.HAND, "A", "Sol Ring")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Strike", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sol Ring")
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Sol Ring", 2)


def test_601_2c_wrong_number_of_targets_refused() -> None:
    """601.2c: Lightning Bolt needs exactly one target."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt")
    with pytest.raises(ScenarioError, match=re.escape(
            "A could not cast Lightning Bolt on turn 1 PRECOMBAT_MAIN: it needs 1 target(s), "
            "0 given (601.2c)")):
        s.execute()
    s.assert_tapped("Mountain", False)


def test_601_2_card_not_in_hand() -> None:
    """601.2a: only a card in hand is cast (no other zone lets these be cast)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    with pytest.raises(ScenarioError, match="A could not cast Lightning Bolt on turn 1 "
                                            "PRECOMBAT_MAIN: no Lightning Bolt in hand"):
        s.execute()
    s.assert_life("B", 20)


def test_117_1a_instant_on_the_opponents_turn() -> None:
    """117.1a: an instant can be cast whenever its controller has priority: B bolts A in A's
    upkeep."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.UPKEEP, "B", "Lightning Bolt", targets=["A"])
    s.execute()
    s.assert_life("A", 17)


def test_202_3_mana_values() -> None:
    """202.3: mana value counts each symbol: {2/W} counts 2, hybrid and Phyrexian count 1,
    X counts 0 outside the stack."""
    s = Scenario()
    for name in ("Spectral Procession", "Boros Recruit", "Vault Skirge", "Blaze", "Ornithopter",
                 "Serra Angel"):
        s.add_card(Zone.HAND, "A", name)
    s.execute()
    for name, mv in (("Spectral Procession", 6), ("Boros Recruit", 1), ("Vault Skirge", 2),
                     ("Blaze", 1), ("Ornithopter", 0), ("Serra Angel", 5)):
        s.assert_mana_value(name, mv)


def test_606_loyalty_abilities() -> None:
    """606.4: "+1" puts a loyalty counter on the planeswalker as a cost (3 -> 4); 606.3: only
    one loyalty ability of a permanent per turn, so the "-3" the same turn is refused."""
    s = Scenario(cards=make_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Test Loyal Walker")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "-3:", targets=["B"])
    with pytest.raises(ScenarioError, match="A could not activate -3: on turn 1 POSTCOMBAT_MAIN"):
        s.execute()
    s.assert_counter_count("A", "Test Loyal Walker", "loyalty", 4)
    s.assert_life("A", 22)
    s.assert_life("B", 20)


def test_606_6_cannot_pay_more_loyalty_than_it_has() -> None:
    """606.6 / 118.3: with 2 loyalty, "-3" can't be activated."""
    s = Scenario(cards=make_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Test Loyal Walker", counters={"loyalty": -1})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-3:", targets=["B"])
    with pytest.raises(ScenarioError, match="A could not activate -3: on turn 1 PRECOMBAT_MAIN"):
        s.execute()
    s.assert_life("B", 20)


def test_119_4_paying_life_down_to_zero_loses() -> None:
    """119.4 / 704.5a: at 2 life a player may pay 2 life for {B/P}; at 0 life they lose."""
    s = Scenario()
    s.set_life("A", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.add_card(Zone.HAND, "A", "Vault Skirge")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Vault Skirge")
    s.execute()
    s.assert_life("A", 0)
    s.assert_lost("A")


def test_107_3_x_zero() -> None:
    """107.3: X may be 0: Blaze for {R} deals no damage."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Blaze")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blaze", targets=["B"], x=0)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Blaze", 1)


def test_601_2f_zero_cost_spell_needs_no_mana() -> None:
    """601.2f / 202.1: Ornithopter ({0}) is cast with no mana sources at all."""
    s = Scenario()
    s.add_card(Zone.HAND, "A", "Ornithopter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ornithopter")
    s.execute()
    s.assert_permanent_count("A", "Ornithopter", 1)


@pytest.mark.parametrize("lands", [
    ("Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes"),
    ("Mountain", "Forest"),
    ("Swamp",),
])
def test_601_every_offered_cast_is_legal_and_every_unoffered_one_refused(lands: tuple[str, ...]) -> None:
    """601.2 / issue 2: with every built-in spell in hand, each CastSpell in legal_actions() can
    be applied (on a copy), and each card not offered is refused by why_illegal with a reason
    for any choice of targets."""
    from mtg_engine.cards.database import default_database
    from mtg_engine.core.types import CardType
    from mtg_engine.rules.casting import spell_targets
    from mtg_engine.rules.targets import target_combinations

    s = Scenario()
    for land in lands:
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Glorious Anthem")
    names = sorted(c.name for c in default_database() if CardType.LAND not in c.types)
    for name in names:
        s.add_card(Zone.HAND, "A", name)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    g = s.game
    g.resume()
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    assert casts
    for a in casts:
        g.copy().apply(a)  # raises if the offer was not legal
    offered = {a.card for a in casts}
    st = s.state
    for card in st.players[0].hand:
        if card in offered:
            continue
        cdef = st.objects[card].card
        modes = (0,) if cdef.spell is not None and cdef.spell.modes else ()
        specs = spell_targets(cdef, modes)
        for tg in (target_combinations(st, specs, 0, card) if specs else [()])[:5]:
            assert g.why_illegal(CastSpell(card, tg, 0, modes)) is not None, cdef.name


def test_601_2g_automatic_payment_keeps_the_colours_the_hand_needs() -> None:
    """601.2g: the player chooses which mana abilities to activate; the automatic payment taps
    the Plains for Boros Recruit's {R/W} (107.4e) so the Mountain is left for Lightning Bolt."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Boros Recruit")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Boros Recruit")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Boros Recruit", 1)


def test_702_29a_cycling_from_the_hand() -> None:
    """702.29a: "Cycling {2}" is "{2}, Discard this card: Draw a card.", activated from the
    hand; the discard is part of the cost (the card is in the graveyard before the draw)."""
    db = CardDatabase.builtin()
    db.load_file("cycler.yaml", text="""
- name: Test Cycler
  cost: "{3}{W}"
  type: Creature — Bird
  power: 2
  toughness: 2
  text: "Cycling {2} ({2}, Discard this card: Draw a card.)"
  abilities:
    - cost: {mana: "{2}", discard_self: true}
      zone: hand
      text: "Cycling {2}"
      effects: [{draw: {count: 1}}]
""")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Test Cycler")
    s.add_card(Zone.LIBRARY, "A", "Lightning Bolt")
    s.activate_ability(1, Step.UPKEEP, "A", "Cycling {2}")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Test Cycler", 1)
    s.assert_hand_count("A", 1, "Lightning Bolt")
    s.assert_tapped("Mountain")


def test_702_29a_cycling_needs_its_cost() -> None:
    db = CardDatabase.builtin()
    db.load_file("cycler.yaml", text="""
- name: Test Cycler
  cost: "{3}{W}"
  type: Creature — Bird
  power: 2
  toughness: 2
  abilities:
    - {cost: {mana: "{2}", discard_self: true}, zone: hand, text: "Cycling {2}",
       effects: [{draw: {count: 1}}]}
""")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Test Cycler")
    s.activate_ability(1, Step.UPKEEP, "A", "Cycling {2}")
    with pytest.raises(ScenarioError, match="not enough mana to pay"):
        s.execute()
    s.assert_hand_count("A", 1, "Test Cycler")


FLASHBACK = """
- name: Test Flashback Bolt
  cost: "{R}"
  type: Sorcery
  text: "Test Flashback Bolt deals 2 damage to any target.\\nFlashback {2}{R}"
  flashback: "{2}{R}"
  spell: {targets: [{kind: any}], effects: [{damage: {amount: 2, to: target}}]}
"""


def test_702_34a_flashback_casts_from_the_graveyard_then_exiles() -> None:
    """702.34a: cast from the graveyard for its flashback cost; exiled when it leaves the stack."""
    db = CardDatabase.builtin()
    db.load_file("fb.yaml", text=FLASHBACK)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Test Flashback Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Flashback Bolt", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 18)
    s.assert_graveyard_count("A", "Test Flashback Bolt", 0)
    s.assert_exile_count("Test Flashback Bolt", 1, player="A")


def test_702_34a_flashback_needs_its_own_cost_and_countered_is_exiled() -> None:
    db = CardDatabase.builtin()
    db.load_file("fb.yaml", text=FLASHBACK)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Test Flashback Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Flashback Bolt", targets=["B"])
    with pytest.raises(ScenarioError, match=r"not enough mana to pay \{2\}\{R\}"):
        s.execute()
    s2 = Scenario(cards=db)
    s2.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s2.add_card(Zone.GRAVEYARD, "A", "Test Flashback Bolt")
    s2.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s2.add_card(Zone.HAND, "B", "Counterspell")
    s2.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Flashback Bolt", targets=["B"])
    s2.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Counterspell", targets=["Test Flashback Bolt"],
                  responding_to="Test Flashback Bolt")
    s2.stop_at(1, Step.BEGIN_COMBAT)
    s2.execute()
    s2.assert_life("B", 20)
    s2.assert_exile_count("Test Flashback Bolt", 1)


def test_118_3_sacrifice_another_permanent_as_a_cost() -> None:
    """118.3: "Sacrifice a creature: ~ gets +2/+2 until end of turn." The harness picks the
    permanent named by set_choice; the ability can sacrifice its own source too."""
    db = CardDatabase.builtin()
    db.load_file("aristocrat.yaml", text="""
- name: Test Aristocrat
  cost: "{2}{B}"
  type: Creature — Vampire
  power: 2
  toughness: 2
  text: "Sacrifice a creature: This creature gets +2/+2 until end of turn."
  abilities:
    - cost: {sacrifice: {types: [Creature]}}
      text: "Sacrifice a creature: This creature gets +2/+2 until end of turn."
      effects: [{pump: {what: self, power: 2, toughness: 2}}]
""")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Aristocrat")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice a creature")
    s.set_choice("A", "Savannah Lions")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Savannah Lions", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_power_toughness("A", "Test Aristocrat", 4, 4)
    g = s.game
    aristocrat = next(o for o in g.state.battlefield
                      if g.state.objects[o].card.name == "Test Aristocrat")
    from mtg_engine.rules.activation import activate_actions

    choices = {a.sacrifice for a in activate_actions(g.state, 0) if a.source == aristocrat}
    assert len(choices) == 2  # itself or the Bears


def test_106_a_source_adding_two_different_mana_pays_only_what_it_adds() -> None:
    """106.1 / 605: "{T}: Add {U}{R}" adds one blue and one red, never two blue: Counterspell
    ({U}{U}) takes the Island's {U} and this land's {U}; the {R} is left in the pool."""
    db = CardDatabase.builtin()
    db.load_file("dual.yaml", text="""
- name: Test Izzet Karoo
  type: Land
  text: "{T}: Add {U}{R}."
  abilities: [{cost: {tap: true}, mana: "{U}{R}", text: "{T}: Add {U}{R}."}]
""")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "B", "Test Izzet Karoo")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.HAND, "B", "Counterspell")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Counterspell", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)


def test_106_two_blue_from_one_source_is_not_offered() -> None:
    db = CardDatabase.builtin()
    db.load_file("dual.yaml", text="""
- name: Test Izzet Karoo
  type: Land
  text: "{T}: Add {U}{R}."
  abilities: [{cost: {tap: true}, mana: "{U}{R}", text: "{T}: Add {U}{R}."}]
""")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Izzet Karoo")
    s.add_card(Zone.HAND, "A", "Counterspell")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Counterspell", False))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()


@pytest.mark.parametrize("lands", [("Tundra", "Forest"), ("Tundra", "Tundra", "Plains"),
                                   ("Tundra", "Island", "Swamp", "Mountain"),
                                   ("Plains", "Plains", "Plains", "Wastes")])
def test_601_2g_legal_actions_payability_is_find_payment_answer(lands: tuple[str, ...]) -> None:
    """601.2g-h, 107.4b-f: whether a cost can be paid, as `legal_actions()` asks it
    (mana.can_pay: Hall's condition on the units of mana, no payment built), is exactly
    whether find_payment finds a payment: coloured, colourless, hybrid, monocoloured hybrid,
    Phyrexian (119.4: with 2 life or with 1) costs, with and without mana in the pool, from
    duals (Tundra: W or U) and basics."""
    from mtg_engine.core.mana import ManaCost
    from mtg_engine.rules import mana

    s = Scenario()
    for land in lands:
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    costs = ["{W}", "{U}{U}", "{W}{U}", "{W}{U}{G}", "{1}{W}{W}", "{C}", "{C}{W}", "{3}",
             "{5}", "{W/B}{U/B}", "{B/G}{B/G}", "{2/G}", "{2/B}{W}", "{G/P}", "{G/P}{G/P}{W}",
             "{U/P}{U}{U}", "{W}{W}{W}{W}", "{X}{W}", "{2/R}{2/R}"]
    seen = {True: 0, False: 0}
    for pool in ((0, 0, 0, 0, 0, 0), (0, 0, 0, 1, 0, 0), (1, 0, 0, 0, 0, 1)):
        for life in (20, 2, 1):
            for text in costs:
                st = s.state.copy()
                st.players[0].mana_pool = list(pool)
                st.players[0].life = life
                cost = ManaCost.parse(text)
                found = mana.find_payment(st.copy(), 0, cost) is not None
                assert mana.can_pay(st, 0, cost) is found, (lands, pool, life, text)
                seen[found] += 1
    assert seen[True] and seen[False]  # both answers occur
