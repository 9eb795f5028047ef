"""State-based actions (704): 704.5a, b, c, f, g, h, i, j, q and r, checked whenever a player
would receive priority (704.3) and performed simultaneously."""

from __future__ import annotations

from mtg_engine.actions import PassPriority, PriorityDecision
from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

# Test-only cards for rules the built-in cards don't exercise.
TEST_CARDS = """
- name: Test Legend
  cost: "{1}{G}"
  type: Legendary Creature — Elf
  power: 2
  toughness: 2
- name: Test Walker
  cost: "{2}{W}"
  type: Legendary Planeswalker — Test
  loyalty: 3
- name: Test Capped Relic
  cost: "{2}"
  type: Artifact
  text: This artifact can't have more than two charge counters on it.
  statics: [{max_counters: {counter_kind: charge, max_count: 2}}]
- name: Test Indestructible Bear
  cost: "{1}{G}"
  type: Creature — Bear
  power: 2
  toughness: 2
  keywords: [Indestructible]
  text: Indestructible
"""


def make_db() -> CardDatabase:
    db = CardDatabase.builtin()
    db.load_file("test_sba.yaml", text=TEST_CARDS)
    return db


def losses(s: Scenario) -> list[tuple[str, str]]:
    return [(s.state.players[ev[1]].name, ev[2]) for ev in s.state.log if ev[0] == "lose"]


def test_704_5a_zero_life_loses() -> None:
    """704.5a: a player with 0 or less life loses the game (Lava Axe for 5 at 5 life)."""
    s = Scenario()
    s.set_life("B", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Lava Axe")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lava Axe", targets=["B"])
    s.execute()
    s.assert_life("B", 0)
    s.assert_lost("B")
    s.assert_not_lost("A")
    s.assert_winner("A")
    s.assert_turn(1)  # the game ended on turn 1, before the stop
    assert losses(s) == [("B", "life total 0 or less (704.5a)")]


def test_704_5a_one_life_does_not_lose() -> None:
    """704.5a: 1 life is not 0: no loss (Lava Axe at 6 life)."""
    s = Scenario()
    s.set_life("B", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Lava Axe")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lava Axe", targets=["B"])
    s.execute()
    s.assert_life("B", 1)
    s.assert_not_lost("B")
    assert not s.game.is_over


def test_704_5a_104_4a_both_players_at_zero_is_a_draw() -> None:
    """704.5a / 104.4a: if both players lose simultaneously the game is a draw."""
    s = Scenario()
    s.set_life("A", 0)
    s.set_life("B", 0)
    s.execute()
    s.assert_lost("A")
    s.assert_lost("B")
    s.assert_draw()


def test_704_5b_drawing_from_an_empty_library_loses() -> None:
    """704.5b: B has no library and must draw on turn 2: B loses the next time a player would
    receive priority."""
    s = Scenario()
    s.remove_all_from_library("B")
    s.stop_at(3, Step.UNTAP)
    s.execute()
    s.assert_lost("B")
    s.assert_winner("A")
    s.assert_turn(2)
    assert losses(s) == [("B", "drew from an empty library (704.5b)")]


def test_704_5b_an_empty_library_alone_does_not_lose() -> None:
    """704.5b: an empty library is not a loss until a draw is attempted: A (who skips the
    turn-1 draw, 103.7a) with no library has not lost at the start of turn 2."""
    s = Scenario()
    s.remove_all_from_library("A")
    s.execute()
    s.assert_not_lost("A")
    s.assert_library_count("A", 0)
    assert not s.game.is_over


def test_704_5b_drawing_past_the_end_with_a_spell() -> None:
    """704.5b / 121.4: Divination with one card in the library draws it and then fails to draw:
    A loses."""
    s = Scenario()
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Divination")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Divination")
    s.execute()
    s.assert_hand_count("A", 1, "Shock")
    s.assert_lost("A")
    s.assert_winner("B")


def _set_poison(n: int):  # type: ignore[no-untyped-def]
    def fn(sc: Scenario) -> None:
        sc.state.players[1].counters["poison"] = n  # no built-in card gives poison counters yet
    return fn


def test_704_5c_ten_poison_counters_lose() -> None:
    """704.5c: a player with ten or more poison counters loses."""
    s = Scenario()
    s.check(1, Step.UPKEEP, _set_poison(10))
    s.execute()
    s.assert_player_counters("B", "poison", 10)
    s.assert_lost("B")
    assert losses(s) == [("B", "ten or more poison counters (704.5c)")]


def test_704_5c_nine_poison_counters_do_not() -> None:
    """704.5c: nine poison counters are not enough."""
    s = Scenario()
    s.check(1, Step.UPKEEP, _set_poison(9))
    s.execute()
    s.assert_player_counters("B", "poison", 9)
    s.assert_not_lost("B")


def test_704_5f_zero_toughness_goes_to_the_graveyard() -> None:
    """704.5f: Disfigure makes Grizzly Bears 0/0: put into the graveyard."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Disfigure")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Disfigure", targets=["Grizzly Bears"])
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 0)


def test_704_5f_zero_toughness_is_not_destruction() -> None:
    """704.5f / 702.12b: indestructible doesn't save a creature with 0 toughness (it isn't
    destroyed, it is put into the graveyard)."""
    s = Scenario(cards=make_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Disfigure")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Indestructible Bear")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Disfigure", targets=["Test Indestructible Bear"])
    s.execute()
    s.assert_graveyard_count("B", "Test Indestructible Bear", 1)


def test_704_5g_lethal_damage_destroys() -> None:
    """704.5g: damage is marked and accumulates: Shock (2) leaves the 3/3 Hill Giant alive with 2
    damage; a second Shock (4 total >= 3) destroys it."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Shock", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Hill Giant"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=["Hill Giant"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_damage("Hill Giant", 2))
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_704_5g_indestructible_survives_lethal_damage() -> None:
    """704.5g / 702.12b: an indestructible creature with lethal damage stays (3 damage on a
    2/2)."""
    s = Scenario(cards=make_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Indestructible Bear")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Test Indestructible Bear"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_damage("Test Indestructible Bear", 3)
    s.assert_permanent_count("B", "Test Indestructible Bear", 1)


def test_704_5g_losing_an_anthem_makes_marked_damage_lethal() -> None:
    """704.5g / 613.4c: Grizzly Bears (3/3 with Glorious Anthem) survive 2 damage; when the
    Anthem is destroyed they are 2/2 with 2 damage and are destroyed."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Glorious Anthem")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Shock")
    s.add_card(Zone.HAND, "B", "Naturalize")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.BEGIN_COMBAT, "B", "Naturalize", targets=["Glorious Anthem"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", 3, 3))
    s.execute()
    s.assert_graveyard_count("A", "Glorious Anthem", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_704_5h_deathtouch_damage_destroys() -> None:
    """704.5h / 702.2b: any damage from a deathtouch source is lethal: Typhoid Rats (1/1)
    blocked by Craw Wurm (6/4): both die."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Typhoid Rats")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.attack(1, "A", "Typhoid Rats")
    s.block(1, "B", "Craw Wurm", "Typhoid Rats")
    s.execute()
    s.assert_graveyard_count("B", "Craw Wurm", 1)
    s.assert_graveyard_count("A", "Typhoid Rats", 1)
    s.assert_life("B", 20)


def test_704_5i_planeswalker_with_no_loyalty() -> None:
    """704.5i: a planeswalker with 0 loyalty is put into its owner's graveyard (3 damage from
    Lightning Bolt to a 3-loyalty planeswalker, 120.3c)."""
    s = Scenario(cards=make_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Walker")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Test Walker"])
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_counter_count("B", "Test Walker", "loyalty", 3))
    s.execute()
    s.assert_graveyard_count("B", "Test Walker", 1)
    s.assert_permanent_count("B", "Test Walker", 0)


def test_704_5i_planeswalker_with_loyalty_left_stays() -> None:
    """704.5i: Shock leaves 1 loyalty: it stays."""
    s = Scenario(cards=make_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Walker")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Test Walker"])
    s.execute()
    s.assert_counter_count("B", "Test Walker", "loyalty", 1)


def test_704_5j_legend_rule_keeps_the_chosen_one() -> None:
    """704.5j: a player with two legendary permanents of the same name chooses one; the other
    goes to the graveyard. A keeps the second (the one without the counter)."""
    s = Scenario(cards=make_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Test Legend", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Test Legend")
    s.set_choice("A", "Test Legend#2")
    s.execute()
    s.assert_permanent_count("A", "Test Legend", 1)
    s.assert_graveyard_count("A", "Test Legend", 1)
    s.assert_power_toughness("A", "Test Legend", 2, 2)


def test_704_5j_legend_rule_default_keeps_the_first() -> None:
    """704.5j: with no answer, the first option (the older one) is kept."""
    s = Scenario(cards=make_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Test Legend", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Test Legend")
    s.execute()
    s.assert_permanent_count("A", "Test Legend", 1)
    s.assert_power_toughness("A", "Test Legend", 3, 3)


def test_704_5j_legend_rule_is_per_controller() -> None:
    """704.5j: the rule applies per player: A's and B's legends of the same name both stay;
    when A casts a second one, A must choose."""
    s = Scenario(cards=make_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Test Legend")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Legend")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Test Legend")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Test Legend")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_permanent_count("A", "Test Legend", 1))
    s.execute()
    s.assert_permanent_count("A", "Test Legend", 1)
    s.assert_permanent_count("B", "Test Legend", 1)
    s.assert_graveyard_count("A", "Test Legend", 1)


def test_704_5q_plus_and_minus_counters_annihilate() -> None:
    """704.5q: +1/+1 and -1/-1 counters on the same permanent are removed in pairs."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 3, "-1/-1": 1})
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 2)
    s.assert_counter_count("A", "Grizzly Bears", "-1/-1", 0)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)


def test_704_5q_minus_counters_kill_after_annihilation() -> None:
    """704.5q / 704.5f: 1 +1/+1 and 3 -1/-1 counters on a 2/2: it is 0/0 and dies."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1, "-1/-1": 3})
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_704_5r_excess_counters_removed() -> None:
    """704.5r: a permanent that can't have more than N counters of a kind loses the excess."""
    s = Scenario(cards=make_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Test Capped Relic", counters={"charge": 5})
    s.execute()
    s.assert_counter_count("A", "Test Capped Relic", "charge", 2)


def test_704_3_simultaneous_creature_deaths_and_token_cleanup() -> None:
    """704.3: all applicable SBAs happen at once: Pyroclasm's 2 damage kills every 2-toughness
    creature on both sides in one check; the 3/3 survives."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Pyroclasm")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pyroclasm")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Savannah Lions", 1)
    s.assert_damage("Hill Giant", 2)
    s.assert_permanent_count("B", "Hill Giant", 1)


def test_704_5a_800_4a_multiplayer_loser_leaves_and_the_game_goes_on() -> None:
    """704.5a / 800.4a / 800.4k: in a three-player game C loses at 0 life; the objects C owns
    leave the game, the game continues between A and B, and C's turns are skipped (turn 3
    is A's)."""
    s = Scenario(players=3)
    s.set_life("C", 0)
    s.add_card(Zone.BATTLEFIELD, "C", "Grizzly Bears")
    s.add_card(Zone.HAND, "C", "Shock")
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_lost("C")
    s.assert_not_lost("A")
    s.assert_not_lost("B")
    assert not s.game.is_over
    s.assert_battlefield_count("C", 0)
    s.assert_hand_count("C", 0)
    s.assert_library_count("C", 0)
    assert all(o.owner != 2 for o in s.state.objects.values())
    assert s.state.active == 0


def test_800_4j_active_player_leaves_turn_continues_without_them() -> None:
    """800.4j: A loses during A's own turn (B bolts A at 3 life in A's upkeep); the turn
    continues without an active player: in A's end step B, the next player in turn order,
    receives priority first; turn 2 is B's."""
    s = Scenario(players=3)
    s.set_life("A", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.UPKEEP, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_lost("A")
    s.game.resume()
    assert s.game.pending == PriorityDecision(1)
    while s.state.turn == 1:
        assert s.game.pending.player != 0
        s.game.apply(PassPriority())
    assert s.state.active == 1
    assert not s.game.is_over


def test_704_5k_world_rule_keeps_the_newest_world_permanent() -> None:
    """704.5k: A casts a second Caverns of Despair; the older one goes to the graveyard."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Caverns of Despair")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Caverns of Despair")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Caverns of Despair")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Caverns of Despair", 1)
    s.assert_graveyard_count("A", "Caverns of Despair", 1)
    kept = next(o for o in s.game.state.battlefield
                if s.game.state.objects[o].card.name == "Caverns of Despair")
    assert s.game.state.objects[kept].since_turn == 1  # the one cast this turn stayed


def _pings(target: str, n: int, cards: CardDatabase | None = None) -> Scenario:
    """`n` Prodigal Sorcerers of A each deal 1 damage to `target` in turn 1's first main
    phase, one ability at a time (704.3: a check each time a player would receive priority)."""
    s = Scenario(cards=cards)
    s.add_card(Zone.BATTLEFIELD, "A", "Prodigal Sorcerer", n)
    for i in range(1, n + 1):
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Prodigal Sorcerer deals",
                           source=f"Prodigal Sorcerer#{i}", targets=[target])
    return s


def test_704_3_704_5g_damage_checked_after_each_ping() -> None:
    """704.3 / 704.5g: Grizzly Bears (2/2) survives one ping (the check after it finds
    nothing) and is destroyed by the second."""
    s = _pings("Grizzly Bears", 1)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s = _pings("Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_graveyard_count("B", "Grizzly Bears", 1))
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_704_3_704_5i_pings_remove_a_planeswalker_s_last_loyalty() -> None:
    """704.3 / 704.5i / 120.3c: three pings on a 3-loyalty planeswalker: after the third it has
    no loyalty and goes to the graveyard; after two it stays."""
    s = _pings("Test Walker", 2, make_db())
    s.add_card(Zone.BATTLEFIELD, "B", "Test Walker")
    s.execute()
    s.assert_counter_count("B", "Test Walker", "loyalty", 1)
    s = _pings("Test Walker", 3, make_db())
    s.add_card(Zone.BATTLEFIELD, "B", "Test Walker")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_graveyard_count("B", "Test Walker", 1))
    s.execute()
    s.assert_permanent_count("B", "Test Walker", 0)


def _combat(attacker: str, blocker: str) -> Scenario:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", attacker)
    s.add_card(Zone.BATTLEFIELD, "B", blocker)
    s.attack(1, "A", attacker)
    s.block(1, "B", blocker, attacker)
    return s


def test_704_3_704_5g_combat_damage_is_checked_in_the_damage_step() -> None:
    """704.3 / 704.5g: combat damage moves no card and changes no characteristic, so the check
    after it looks only at the creatures dealt damage (the incremental check): Grizzly Bears
    blocked by Hill Giant dies in the combat damage step (it is gone as the end of combat step
    begins), and Hill Giant, with 2 damage marked on a toughness of 3, stays."""
    s = _combat("Grizzly Bears", "Hill Giant")

    def at_end_of_combat(sc: Scenario) -> None:
        sc.assert_graveyard_count("A", "Grizzly Bears", 1)
        sc.assert_permanent_count("B", "Hill Giant", 1)
        giant = next(o for o in sc.state.objects.values() if o.card.name == "Hill Giant")
        assert giant.damage == 2

    s.check(1, Step.END_COMBAT, at_end_of_combat)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)


def test_704_3_704_5h_deathtouch_combat_damage_is_checked_in_the_damage_step() -> None:
    """704.3 / 704.5h: Typhoid Rats' 1 damage to Craw Wurm (6/4) is lethal (deathtouch): the
    Wurm is gone as the end of combat step begins."""
    s = _combat("Typhoid Rats", "Craw Wurm")
    s.check(1, Step.END_COMBAT, lambda sc: sc.assert_graveyard_count("B", "Craw Wurm", 1))
    s.execute()
