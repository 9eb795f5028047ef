"""Priority (117), the stack (405) and resolution (608), including spells whose targets have
all become illegal (608.2b) and counterspells (701.5)."""

from __future__ import annotations

import pytest

from mtg_engine.actions import CastSpell, PassPriority, PriorityDecision
from mtg_engine.rules.casting import IllegalActionError
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def events(s: Scenario, kind: str) -> list[tuple]:
    return [ev for ev in s.state.log if ev[0] == kind]


def paused_main_phase(*setup: tuple[Zone, str, str]) -> Scenario:
    """A scenario paused at the start of A's turn-1 precombat main phase, then resumed so that
    A holds priority; for tests that drive the Game API directly."""
    s = Scenario()
    for zone, player, name in setup:
        s.add_card(zone, player, name)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.game.resume()
    return s


def test_117_3a_active_player_receives_priority_first() -> None:
    """117.3a: the active player receives priority at the beginning of a main phase."""
    s = paused_main_phase()
    assert s.game.pending == PriorityDecision(0)


def test_117_3c_casting_keeps_priority_117_4_all_pass_resolves_117_3b() -> None:
    """117.3c: after casting, the caster receives priority; 117.4: when all players pass in
    succession the top of the stack resolves; 117.3b: then the active player gets priority."""
    s = paused_main_phase((Zone.BATTLEFIELD, "A", "Mountain"), (Zone.HAND, "A", "Lightning Bolt"))
    g = s.game
    bolt = s.state.players[0].hand[0]
    g.apply(CastSpell(bolt, (-2,)))  # target player B
    assert g.pending == PriorityDecision(0)
    assert len(s.state.stack) == 1  # 601.2a: the spell is on the stack
    s.assert_stack_size(1)
    s.assert_hand_count("A", 0)
    g.apply(PassPriority())
    assert g.pending == PriorityDecision(1)
    s.assert_life("B", 20)
    g.apply(PassPriority())
    s.assert_life("B", 17)
    s.assert_stack_size(0)
    assert g.pending == PriorityDecision(0)
    assert s.state.step is Step.PRECOMBAT_MAIN  # the step didn't end: the stack wasn't empty


def test_117_4_all_passing_with_an_empty_stack_ends_the_step() -> None:
    """117.4 / 500.2: both players passing with an empty stack ends the step."""
    s = paused_main_phase()
    s.game.apply(PassPriority())
    assert s.state.step is Step.PRECOMBAT_MAIN
    s.game.apply(PassPriority())
    assert s.state.step is Step.BEGIN_COMBAT


def test_117_an_illegal_action_changes_nothing() -> None:
    """An illegal cast (no mana) raises an error that says why, and the state is unchanged."""
    s = paused_main_phase((Zone.HAND, "A", "Lightning Bolt"))
    before = s.game.to_json()
    with pytest.raises(IllegalActionError, match="not enough mana"):
        s.game.apply(CastSpell(s.state.players[0].hand[0], (-2,)))
    assert s.game.to_json() == before


def test_405_2_last_in_first_out() -> None:
    """405.2 / 608.1: the stack resolves top first: a Shock cast in response to A's own
    Lightning Bolt resolves first."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"], responding_to="Lightning Bolt")
    s.execute()
    assert [ev[2] for ev in events(s, "resolve")] == ["Shock", "Lightning Bolt"]
    assert [ev[3] for ev in events(s, "cast")] == ["Lightning Bolt", "Shock"]
    s.assert_life("B", 15)


def test_117_1_opponent_responds_at_instant_speed() -> None:
    """117.1a / 117.3d: B receives priority after A casts and may cast an instant in response;
    B's Shock resolves first, then Giant Growth."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"], responding_to="Giant Growth")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    assert [ev[2] for ev in events(s, "resolve")] == ["Shock", "Giant Growth"]
    s.assert_life("A", 18)
    s.assert_power_toughness("A", "Grizzly Bears", 5, 5)
    s.assert_graveyard_count("A", "Giant Growth", 1)
    s.assert_graveyard_count("B", "Shock", 1)


def test_704_3_sba_between_resolutions() -> None:
    """704.3 / 117.5: state-based actions are checked before a player receives priority after
    each resolution: B's Shock in response kills the 2/2 Bears before Giant Growth resolves,
    so Giant Growth then has an illegal target (608.2b)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Grizzly Bears"],
                 responding_to="Giant Growth")
    s.execute()
    assert [ev[2] for ev in events(s, "fizzle")] == ["Giant Growth"]
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 0)


def test_608_2b_spell_with_all_targets_illegal_does_not_resolve() -> None:
    """608.2b: Lightning Bolt's only target is bounced in response (400.7: it is a new object
    in the hand); the Bolt doesn't resolve, deals no damage and goes to the graveyard."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Unsummon")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Unsummon", targets=["Grizzly Bears"],
                 responding_to="Lightning Bolt")
    s.execute()
    assert [ev[2] for ev in events(s, "fizzle")] == ["Lightning Bolt"]
    assert events(s, "damage") == []
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_life("B", 20)


def test_701_5_counterspell_counters_a_creature_spell() -> None:
    """701.5a: a countered spell is removed from the stack and put into its owner's graveyard;
    608.3 never happens, so no permanent enters."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Counterspell")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Counterspell", targets=["Grizzly Bears"],
                 responding_to="Grizzly Bears")
    s.execute()
    assert [ev[2] for ev in events(s, "countered")] == ["Grizzly Bears"]
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Counterspell", 1)
    s.assert_stack_size(0)


def test_701_5_countering_the_counterspell() -> None:
    """405 / 701.5: A counters B's Counterspell with Cancel; the Bolt then resolves."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Cancel")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Counterspell")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Counterspell", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cancel", targets=["Counterspell"],
                 responding_to="Counterspell")
    s.execute()
    assert [ev[2] for ev in events(s, "countered")] == ["Counterspell"]
    assert [ev[2] for ev in events(s, "resolve")] == ["Cancel", "Lightning Bolt"]
    s.assert_life("B", 17)
    s.assert_graveyard_count("B", "Counterspell", 1)
    s.assert_graveyard_count("A", "Cancel", 1)


def test_115_essence_scatter_only_targets_creature_spells_negate_the_rest() -> None:
    """701.5 / 115.1: Essence Scatter can't target Lightning Bolt (a noncreature spell), Negate
    can."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 4)
    s.add_card(Zone.HAND, "B", "Essence Scatter")
    s.add_card(Zone.HAND, "B", "Negate")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Essence Scatter", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Negate", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    with pytest.raises(ScenarioError) as e:
        s.execute()
    assert str(e.value).startswith("B could not cast Essence Scatter on turn 1 PRECOMBAT_MAIN: "
                                   "Lightning Bolt is not a legal target spell (115)")
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_graveyard_count("B", "Negate", 1)
    s.assert_hand_count("B", 1, "Essence Scatter")


def test_608_3_permanent_spell_enters_under_its_controller() -> None:
    """608.3: a resolving permanent spell becomes a permanent on the battlefield, under the
    control of the spell's controller; 302.6: it is summoning sick this turn."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_battlefield_count("A", 3)


def test_608_2n_instant_goes_to_owners_graveyard_after_resolving() -> None:
    """608.2n: an instant that has resolved is put into its owner's graveyard."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.END_TURN, "B", "Shock", targets=["A"])
    s.execute()
    s.assert_life("A", 18)
    s.assert_graveyard_count("B", "Shock", 1)
    s.assert_graveyard_count("A", None, 0)


def test_608_2b_spell_with_no_chosen_target_still_resolves() -> None:
    """608.2b applies to targets that were chosen: "up to one target" left unchosen leaves
    nothing to become illegal, so the spell resolves and draws."""
    from mtg_engine.cards.database import CardDatabase

    db = CardDatabase.builtin()
    db.load_file("nudge.yaml", text="""
- name: Test Nudge
  cost: "{U}"
  type: Instant
  text: "Up to one target creature gets +1/+1 until end of turn. Draw a card."
  spell:
    targets: [{kind: creature, optional: true}]
    effects: [{pump: {what: target, power: 1, toughness: 1}}, {draw: {}}]
""")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Test Nudge")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    g = s.game
    g.resume()
    nudge = g.state.players[0].hand[0]
    g.apply(CastSpell(nudge, (0,)))
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert [g.state.objects[c].card.name for c in g.state.players[0].hand] == ["Wastes"]
    assert [g.state.objects[c].card.name for c in g.state.players[0].graveyard] == ["Test Nudge"]


def test_118_12_mana_leak_counter_unless_its_controller_pays() -> None:
    """118.12: B may pay {3}; with the mana, saying yes keeps the Bolt; with no, it is countered."""
    for answer, life in (("yes", 17), ("no", 20)):
        s = Scenario()
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
        s.add_card(Zone.HAND, "A", "Lightning Bolt")
        s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
        s.add_card(Zone.HAND, "B", "Mana Leak")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Mana Leak", targets=["Lightning Bolt"],
                     responding_to="Lightning Bolt")
        s.set_choice("A", answer)
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_life("B", life)


def test_118_12_a_player_who_cannot_pay_is_not_asked() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Mana Leak")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Mana Leak", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
