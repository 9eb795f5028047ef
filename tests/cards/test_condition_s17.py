"""Trigger conditions and conditions added in session 17: step triggers of other players, of
the chosen player and of each of your main phases (503.1, 504.1, 505.1, 614.12a;
rules/trigger_steps.py), "the upkeep of enchanted permanent's controller" (303.4), "if that
spell was kicked" (702.33d, 603.4), "this is the Nth time this ability has resolved this turn"
(608.2) and "this ability has been activated N or more times this turn" (602.2;
rules/condition_ability_history.py). Scenario tests with exact figures, each with a case where
the condition doesn't hold."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


@pytest.mark.parametrize(("cards", "life"), [(6, 18), (4, 20)])
def test_614_12a_503_1_black_vise_chosen_players_upkeep(real_db: CardDatabase, cards: int,
                                                        life: int) -> None:
    """Black Vise: "As ~ enters the battlefield, choose an opponent. At the beginning of the
    chosen player's upkeep, ~ deals X damage to that player, where X is the number of cards in
    their hand minus 4." B (the opponent chosen) has 6 cards in hand in their upkeep: 2 damage;
    with 4, none. A's own upkeep (turn 3) doesn't trigger it: A stays at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.add_card(Zone.HAND, "A", "Black Vise")
    s.add_card(Zone.HAND, "B", "Wastes", cards)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Black Vise")
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_life("B", life)
    s.assert_life("A", 20)


def test_504_1_well_of_ideas_each_other_players_draw_step(real_db: CardDatabase) -> None:
    """Well of Ideas: "At the beginning of each other player's draw step, that player draws an
    additional card. At the beginning of your draw step, draw two additional cards." B draws
    two cards in their draw step (turn 2); A, its controller, three in theirs (turn 3): the
    first ability doesn't trigger in A's own draw step."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Well of Ideas")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", 2)
    s.assert_hand_count("A", 3)


@pytest.mark.parametrize(("anchor", "bears"), [("Khans", 1), ("Dragons", 0)])
def test_505_1_frontier_siege_each_of_your_main_phases(real_db: CardDatabase, anchor: str,
                                                       bears: int) -> None:
    """Frontier Siege, Khans: "At the beginning of each of your main phases, add {G}{G}." Its
    four Forests tapped to cast it, A casts Grizzly Bears in the postcombat main phase with
    the {G}{G} the ability adds then (505.1). Dragons chosen: no mana, no Bears."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Frontier Siege")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Frontier Siege")
    s.set_choice("A", anchor)
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_permanent_count("A", "Forest", 4))
    if bears:
        s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", bears)
    s.assert_hand_count("A", 1 - bears)


def test_303_4_numbing_dose_upkeep_of_enchanted_permanents_controller(
        real_db: CardDatabase) -> None:
    """Numbing Dose (A's, on B's Ornithopter, an artifact creature): "At the beginning of the
    upkeep of enchanted permanent's controller, that player loses 1 life." B loses 1 in their
    upkeep (turn 2); A's upkeep (turn 3) costs A nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "A", "Numbing Dose", attached_to="Ornithopter")
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_life("B", 19)
    s.assert_life("A", 20)


@pytest.mark.parametrize(("kick", "pt", "life"), [("yes", (3, 3), 16), ("no", (2, 2), 18)])
def test_702_33d_603_4_bloodstone_goblin_if_that_spell_was_kicked(
        real_db: CardDatabase, kick: str, pt: tuple[int, int], life: int) -> None:
    """Bloodstone Goblin (2/2): "Whenever you cast a spell, if that spell was kicked, ~ gets
    +1/+1 and gains menace until end of turn." Burst Lightning kicked ({4}): 4 damage to B and
    a 3/3 Goblin; not kicked: 2 damage, the trigger's condition is false as it is cast (603.4:
    the ability doesn't trigger), a 2/2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Bloodstone Goblin")
    s.add_card(Zone.HAND, "A", "Burst Lightning")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Burst Lightning", targets=["B"])
    s.set_choice("A", kick)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", life)
    s.assert_power_toughness("A", "Bloodstone Goblin", *pt)
    s.assert_abilities("A", "Bloodstone Goblin", ["menace"], present=kick == "yes")


@pytest.mark.parametrize(("creatures", "hand"), [(1, 0), (2, 1), (3, 1)])
def test_608_2_rumor_gatherer_second_time_this_ability_resolved(
        real_db: CardDatabase, creatures: int, hand: int) -> None:
    """Rumor Gatherer: "Whenever another creature enters the battlefield under your control,
    scry 1. If this is the second time this ability has resolved this turn, draw a card
    instead." Ornithopters cast one after the other: the second's trigger draws a card; the
    first's and the third's scry (a hand of 0, 1, 1)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rumor Gatherer")
    s.add_card(Zone.HAND, "A", "Ornithopter", creatures)
    for _ in range(creatures):
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ornithopter")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Ornithopter", creatures)
    s.assert_hand_count("A", hand)
    s.assert_library_count("A", 20 - hand)


def test_608_2_rumor_gatherer_counts_this_turn_only(real_db: CardDatabase) -> None:
    """One Ornithopter on turn 1 and one on turn 3: each is the first resolution of its turn,
    so each scries; A's hand holds only the card drawn in turn 3's draw step."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rumor Gatherer")
    s.add_card(Zone.HAND, "A", "Ornithopter", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ornithopter")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Ornithopter")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Ornithopter", 2)
    s.assert_hand_count("A", 1)


@pytest.mark.parametrize(("times", "power", "first_strike"), [(3, 5, True), (2, 4, False)])
def test_608_2_inner_flame_igniter_third_time(real_db: CardDatabase, times: int, power: int,
                                              first_strike: bool) -> None:
    """Inner-Flame Igniter (2/2): "{2}{R}: Creatures you control get +1/+0 until end of turn.
    If this is the third time this ability has resolved this turn, creatures you control gain
    first strike until end of turn." Three activations: 5/2 with first strike; two: 4/2
    without."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 9)
    s.add_card(Zone.BATTLEFIELD, "A", "Inner-Flame Igniter")
    for _ in range(times):
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{R}:")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Inner-Flame Igniter", power, 2)
    s.assert_abilities("A", "Inner-Flame Igniter", ["first strike"], present=first_strike)


@pytest.mark.parametrize(("times", "whelps"), [(4, 0), (3, 1)])
def test_602_2_dragon_whelp_activated_four_or_more_times(real_db: CardDatabase, times: int,
                                                         whelps: int) -> None:
    """Dragon Whelp (2/3): "{R}: ~ gets +1/+0 until end of turn. If this ability has been
    activated four or more times this turn, sacrifice ~ at the beginning of the next end step."
    Four activations: 6/3, then sacrificed at the end step; three: 5/3, still there on turn
    2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", times)
    s.add_card(Zone.BATTLEFIELD, "A", "Dragon Whelp")
    for _ in range(times):
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{R}:")
    s.check(1, Step.END_COMBAT,
            lambda sc: sc.assert_power_toughness("A", "Dragon Whelp", 2 + times, 3))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Dragon Whelp", whelps)
    s.assert_graveyard_count("A", "Dragon Whelp", 1 - whelps)
