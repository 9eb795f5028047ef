"""Session 12 amounts (issue 11) played with real cards and exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def test_608_2h_tendrils_of_corruption_one_x_for_damage_and_life(real_db: CardDatabase) -> None:
    """Tendrils of Corruption: "~ deals X damage to target creature and you gain X life, where
    X is the number of Swamps you control." Five Swamps (four tapped to cast it): Colossal
    Dreadmaw (6/6) is dealt 5 and A gains 5 (20 -> 25)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Tendrils of Corruption")
    s.add_card(Zone.BATTLEFIELD, "B", "Colossal Dreadmaw")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Tendrils of Corruption",
                 targets=["Colossal Dreadmaw"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_damage("Colossal Dreadmaw", 5)
    s.assert_life("A", 25)


def test_118_3_molten_hydra_removes_all_its_counters_and_deals_that_much(
        real_db: CardDatabase) -> None:
    """Molten Hydra with three +1/+1 counters: "{T}, Remove all +1/+1 counters from ~: It
    deals damage to any target equal to the number of +1/+1 counters removed this way." All
    three are removed as the cost (118.3; X = 3, the number removed): B 20 -> 17, the Hydra
    back to 1/1 with no counter."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Molten Hydra", counters={"+1/+1": 3})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Remove all", targets=["B"], x=3)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s.assert_counter_count("A", "Molten Hydra", "+1/+1", 0)
    s.assert_power_toughness("A", "Molten Hydra", 1, 1)


def test_118_3_remove_all_means_every_counter_not_some(real_db: CardDatabase) -> None:
    """"Remove all" can't be paid with fewer than all the counters there are: announcing X=2
    with three counters on the Hydra is refused; B stays at 20 and the counters stay."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Molten Hydra", counters={"+1/+1": 3})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Remove all", targets=["B"], x=2)
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_life("B", 20)
    s.assert_counter_count("A", "Molten Hydra", "+1/+1", 3)


def test_118_3_essence_bottle_gains_2_life_for_each_elixir_counter_removed(
        real_db: CardDatabase) -> None:
    """Essence Bottle with four elixir counters: "{T}, Remove all elixir counters from ~: You
    gain 2 life for each elixir counter removed this way." A 20 -> 28."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Essence Bottle", counters={"elixir": 4})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Remove all", x=4)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 28)
    s.assert_counter_count("A", "Essence Bottle", "elixir", 0)


def test_118_3_the_legal_activations_of_remove_all_announce_every_counter(
        real_db: CardDatabase) -> None:
    """The legal actions offer Molten Hydra's "Remove all" ability only with X = 3, the
    counters there are (none with X 0 to 2)."""
    from mtg_engine.rules.activation import activate_actions

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Molten Hydra", counters={"+1/+1": 3})
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    hydra = s.state.objects[next(o for o in s.state.battlefield)]
    removes = [a for a in activate_actions(s.state, 0) if a.source == hydra.id
               and "Remove all" in hydra.card.abilities[a.ability].text]
    assert removes and {a.x for a in removes} == {3}


def test_608_2h_heliophial_counts_its_charge_counters_as_it_last_existed(
        real_db: CardDatabase) -> None:
    """Heliophial with three charge counters: "{2}, Sacrifice ~: It deals damage equal to the
    number of charge counters on it to any target." ("it": ~, named in the cost.) It is
    sacrificed as the cost, so its counters are read as it last existed (608.2h): B 20 -> 17."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Heliophial", counters={"charge": 3})
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, Sacrifice", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s.assert_graveyard_count("A", "Heliophial", 1)


def test_111_2_hunted_dragon_the_target_opponent_creates_and_controls_the_knights(
        real_db: CardDatabase) -> None:
    """Hunted Dragon enters: "target opponent creates three 2/2 white Knight creature tokens
    with first strike." 111.2: the player who creates a token controls it: B controls three
    Knights, A none (A controls only the Dragon and its lands)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Hunted Dragon")
    s.add_target("A", "B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hunted Dragon")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Knight Token", 3)
    s.assert_permanent_count("A", "Knight Token", 0)
    s.assert_battlefield_count("A", 6)
    s.assert_power_toughness("B", "Knight Token", 2, 2)


def test_608_2h_each_player_creates_tokens_for_what_they_control() -> None:
    """"Each player creates a 1/1 green Cat creature token for each untapped Forest they
    control": each player's own count (111.2, `of: their`), in the DSL as read."""
    from mtg_engine.cards.mtgjson import AtomicCard, AtomicFace
    from mtg_engine.cards.oracle.compiler import compile_card

    face = AtomicFace(name="Test Litter", mana_cost="{2}{G}", type_line="Sorcery",
                      types=("Sorcery",), text="Each player creates a 1/1 green Cat creature "
                      "token for each untapped Forest they control.")
    got = compile_card(AtomicCard(name="Test Litter", layout="normal", faces=(face,)))
    assert got.supported
    effect = got.dsl["spell"]["effects"][0]["create_token"]
    assert effect["who"] == "each_player"
    assert effect["count"] == {"count": {"subtypes": ["Forest"], "tapped": False},
                               "zone": "battlefield", "of": "their"}


def test_107_1b_jungle_wurm_shrinks_for_each_blocker_beyond_the_first(
        real_db: CardDatabase) -> None:
    """Jungle Wurm (5/5) attacks and is blocked by three creatures: "it gets -1/-1 until end
    of turn for each creature blocking it beyond the first": two beyond the first, 3/3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jungle Wurm")
    for name in ("Grizzly Bears", "Llanowar Elves", "Savannah Lions"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
        s.block(1, "B", name, "Jungle Wurm")
    s.attack(1, "A", "Jungle Wurm")
    s.stop_at(1, Step.COMBAT_DAMAGE)
    s.execute()
    s.assert_power_toughness("A", "Jungle Wurm", 3, 3)


def test_107_1b_jungle_wurm_blocked_by_one_keeps_its_size(real_db: CardDatabase) -> None:
    """Blocked by one creature: none beyond the first, the Wurm stays 5/5."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jungle Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.block(1, "B", "Grizzly Bears", "Jungle Wurm")
    s.attack(1, "A", "Jungle Wurm")
    s.stop_at(1, Step.COMBAT_DAMAGE)
    s.execute()
    s.assert_power_toughness("A", "Jungle Wurm", 5, 5)


def test_608_2h_daru_stinger_counts_its_own_counters_not_the_targets(
        real_db: CardDatabase) -> None:
    """Daru Stinger with two +1/+1 counters: "{T}: ~ deals damage equal to the number of
    +1/+1 counters on it to target attacking or blocking creature." "it" is the Stinger (named
    before the target): 2 damage to the attacking Hill Giant, which has no counter of its own
    (main before session 12 read the target's counters: 0 damage)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Daru Stinger", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Hill Giant")
    s.activate_ability(2, Step.DECLARE_ATTACKERS, "A", "{T}: Daru Stinger deals damage",
                       targets=["Hill Giant"])
    s.stop_at(2, Step.DECLARE_BLOCKERS)
    s.execute()
    s.assert_damage("Hill Giant", 2)


def test_107_1b_johtull_wurm_loses_2_1_for_each_blocker_beyond_the_first(
        real_db: CardDatabase) -> None:
    """Johtull Wurm (6/6) blocked by three creatures: "-2/-1 until end of turn for each
    creature blocking it beyond the first": two beyond the first, -4/-2: 2/4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Johtull Wurm")
    for name in ("Grizzly Bears", "Llanowar Elves", "Savannah Lions"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
        s.block(1, "B", name, "Johtull Wurm")
    s.attack(1, "A", "Johtull Wurm")
    s.stop_at(1, Step.COMBAT_DAMAGE)
    s.execute()
    s.assert_power_toughness("A", "Johtull Wurm", 2, 4)
