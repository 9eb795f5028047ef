"""Spell effects, modal spells and chapter abilities compiled from real cards' Oracle text in
session 18 (issue 11), played with exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_115_1_brutal_expulsion_returns_a_spell_and_exiles_a_creature(
        real_db: CardDatabase) -> None:
    """B casts Hill Giant; A responds with Brutal Expulsion, both modes (700.2): "target spell
    or creature" (115.1) is the Hill Giant spell, which goes back to B's hand, and 2 damage
    to B's Grizzly Bears exiles them instead of letting them die (614.1a)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Brutal Expulsion")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Hill Giant")
    s.set_mode_choice("A", 1)
    s.set_mode_choice("A", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Brutal Expulsion",
                 targets=["Hill Giant", "Grizzly Bears"], responding_to="Hill Giant")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("B", 1, "Hill Giant")
    s.assert_permanent_count("B", "Hill Giant", 0)
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Brutal Expulsion", 1)


def test_115_1_brutal_expulsion_returns_a_creature(real_db: CardDatabase) -> None:
    """Mode 1 alone: "target spell or creature" may be a creature on the battlefield; a
    land is not a legal choice."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Brutal Expulsion")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_mode_choice("A", 1)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Brutal Expulsion", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_permanent_count("B", "Grizzly Bears", 0)


def test_115_1_spell_or_creature_is_no_land(real_db: CardDatabase) -> None:
    from mtg_engine.cards.dsl import TargetSpec
    from mtg_engine.rules.targets import legal_targets

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    state = s.game.state
    got = legal_targets(state, TargetSpec(kind="spell_or_creature"), 0, -1)
    assert [state.objects[o].name for o in got] == ["Grizzly Bears"]


def test_611_2a_rookie_mistake_two_targets_two_pumps(real_db: CardDatabase) -> None:
    """"Until end of turn, target creature gets +0/+2 and another target creature gets
    -2/-0." A's Grizzly Bears 2/4, B's Hill Giant 1/3 until end of turn, then 2/2 and 3/3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Rookie Mistake")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rookie Mistake",
                 targets=["Grizzly Bears", "Hill Giant"])

    def during(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Grizzly Bears", 2, 4)
        sc.assert_power_toughness("B", "Hill Giant", 1, 3)

    s.check(1, Step.END_TURN, during)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)


def test_611_2a_zealous_persecution_each_side(real_db: CardDatabase) -> None:
    """A's creatures get +1/+1 and B's get -1/-1: B's Llanowar Elves (1/1) dies, A's Grizzly
    Bears are 3/3, B's Hill Giant 2/2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Zealous Persecution")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zealous Persecution")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_power_toughness("B", "Hill Giant", 2, 2)
    s.assert_graveyard_count("B", "Llanowar Elves", 1)


def test_611_2a_sigil_blessing_target_and_the_others(real_db: CardDatabase) -> None:
    """The target gets +3/+3 and only the other creatures A controls get +1/+1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Sigil Blessing")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sigil Blessing", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 5, 5)
    s.assert_power_toughness("A", "Llanowar Elves", 2, 2)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)


def test_611_2a_pump_pairs_read_and_normalised() -> None:
    from mtg_engine.cards.oracle.pump_pairs import split
    from mtg_engine.cards.oracle.render import normalise

    assert split("Target creature gets +1/+1 and gains flying until end of turn.") is None
    assert split("Target creature gets +0/+2 and another target creature gets -2/-0 until "
                 "end of turn.") == ("Target creature gets +0/+2 until end of turn. Another "
                                     "target creature gets -2/-0 until end of turn.")
    assert normalise("Until end of turn, target creature gets +0/+2 and another target "
                     "creature gets -2/-0.") == normalise(
        "Target creature gets +0/+2 until end of turn. Another target creature gets -2/-0 "
        "until end of turn.")


def test_714_the_akroan_war_chapters(real_db: CardDatabase) -> None:
    """714.2b chapter abilities: I takes B's Grizzly Bears; II (turn 3): until A's next turn
    B's creatures attack each combat if able (508.1d, 611.2a): Memnite attacks on turn 4
    unasked (A 20 -> 19); III (turn 5): each tapped creature (Memnite, still tapped) deals
    damage to itself equal to its power and dies; the Saga is sacrificed (714.4) and the
    Bears go back to B."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "The Akroan War")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Memnite")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "The Akroan War")
    s.add_target("A", "Grizzly Bears")

    def bears_mine(sc: Scenario) -> None:
        sc.assert_permanent_count("A", "Grizzly Bears", 1)

    for turn in (2, 3, 4):
        s.check(turn, Step.PRECOMBAT_MAIN, bears_mine)
    s.stop_at(5, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 19)
    s.assert_graveyard_count("A", "The Akroan War", 1)
    s.assert_graveyard_count("B", "Memnite", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_508_1d_attack_each_combat_only_until_your_next_turn() -> None:
    """Said with no duration, "attacks each combat if able" is not a requirement for the
    turn: the round trip refuses the reading ("attacks this turn if able")."""
    from mtg_engine.cards.oracle.render import difference

    assert difference("Target creature attacks each combat if able.",
                      "Target creature attacks this turn if able.")


def test_701_36a_fateful_absence_its_controller_investigates(real_db: CardDatabase) -> None:
    """The destroyed creature's controller (608.2h: as it last existed) creates the Clue."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Fateful Absence")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fateful Absence", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Clue Token", 1)
    s.assert_permanent_count("A", "Clue Token", 0)


def test_701_36a_confirm_suspicions_investigates_three_times(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.HAND, "A", "Confirm Suspicions")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Confirm Suspicions", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_permanent_count("A", "Clue Token", 3)


def test_701_36a_secrets_of_the_key_from_hand_one_clue(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Secrets of the Key")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Secrets of the Key")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Clue Token", 1)


def test_701_36a_investigate_read_as_clues() -> None:
    from mtg_engine.cards.oracle.investigate import as_clues

    assert as_clues("Investigate twice.") == "Create two Clue tokens."
    assert as_clues("Its controller investigates.") == "Its controller creates a Clue token."
    assert as_clues("Investigate X times, where X is the number of opponents you have.") is None


def test_701_17a_razias_purification_each_keeps_three(real_db: CardDatabase) -> None:
    """Each player chooses three permanents they control (101.4: A, then B), then sacrifices
    the rest: A keeps the Bears and two Plains (4 lands sacrificed), B keeps Hill Giant,
    Llanowar Elves and a Forest (2 Forests sacrificed)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Razia's Purification")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.set_choice("A", "Grizzly Bears,Plains#1,Plains#2")
    s.set_choice("B", "Hill Giant,Llanowar Elves,Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Razia's Purification")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_battlefield_count("A", 3)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Plains", 2)
    s.assert_graveyard_count("A", "Mountain", 2)
    s.assert_battlefield_count("B", 3)
    s.assert_graveyard_count("B", "Forest", 2)


def test_701_17a_cataclysm_one_of_each_type(real_db: CardDatabase) -> None:
    """A keeps an artifact (Ornithopter, the only one), a creature (Hill Giant: the
    Ornithopter already chosen can't be chosen again), no enchantment (none) and a land;
    B keeps Llanowar Elves and a Forest. Everything else is sacrificed."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Cataclysm")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cataclysm")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_battlefield_count("A", 3)
    s.assert_permanent_count("A", "Ornithopter", 1)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Plains", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_battlefield_count("B", 2)
    s.assert_graveyard_count("B", "Forest", 1)


def test_701_7a_divine_reckoning_destroys_the_rest(real_db: CardDatabase) -> None:
    """Each player chooses a creature they control; the other creatures are destroyed (not
    the lands: "the rest" of the creatures)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Divine Reckoning")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.set_choice("A", "Hill Giant")
    s.set_choice("B", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Divine Reckoning")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Plains", 4)
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_permanent_count("B", "Craw Wurm", 1)


def test_115_1_pull_from_the_deep_returns_an_instant_and_a_sorcery(
        real_db: CardDatabase) -> None:
    """Two targets of their own (115.3): Lightning Bolt and Divination go back to A's hand,
    Shock stays in the graveyard; Pull from the Deep exiles itself."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.add_card(Zone.GRAVEYARD, "A", "Shock")
    s.add_card(Zone.GRAVEYARD, "A", "Divination")
    s.add_card(Zone.HAND, "A", "Pull from the Deep")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pull from the Deep",
                 targets=["Lightning Bolt", "Divination"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Lightning Bolt")
    s.assert_hand_count("A", 1, "Divination")
    s.assert_graveyard_count("A", "Shock", 1)
    s.assert_exile_count("Pull from the Deep", 1)


def test_115_1_graveyard_pairs_only_to_the_hand() -> None:
    from mtg_engine.cards.oracle.graveyard_pairs import split

    assert split("Return target creature card and up to one target Wizard creature card "
                 "from your graveyard to the battlefield.") is None
    assert split("Return up to one target artifact card and up to one target enchantment "
                 "card from your graveyard to your hand.") == (
        "Return up to one target artifact card from your graveyard to your hand. Return up "
        "to one target enchantment card from your graveyard to your hand.")


def _dust_of_moments(real_db: CardDatabase, mode: int) -> Scenario:
    """Turn 1: Chronozoa (vanishing 3) and Ancestral Vision suspended (4 time counters);
    turn 3's upkeep takes one from each (2 and 3 left); then Dust of Moments, `mode`."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Chronozoa")
    s.add_card(Zone.HAND, "A", "Ancestral Vision")
    s.add_card(Zone.HAND, "A", "Dust of Moments")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Chronozoa")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Suspend")
    s.set_mode_choice("A", mode)
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Dust of Moments")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    return s


def _vision_counters(s: Scenario) -> int:
    (vision,) = [o for o in s.game.state.exile
                 if s.game.state.objects[o].name == "Ancestral Vision"]
    return s.game.state.objects[vision].counters.get("time", 0)


def test_702_62b_dust_of_moments_removes_from_permanents_and_suspended_cards(
        real_db: CardDatabase) -> None:
    """Mode 1: Chronozoa loses its last two time counters (702.63a: sacrificed; it dies with
    none, so two token copies enter with 3 each); Ancestral Vision, suspended, 3 -> 1."""
    s = _dust_of_moments(real_db, 1)
    s.assert_permanent_count("A", "Chronozoa", 2)
    state = s.game.state
    assert [state.objects[o].counters.get("time") for o in state.battlefield
            if state.objects[o].name == "Chronozoa"] == [3, 3]
    assert _vision_counters(s) == 1


def test_702_62b_dust_of_moments_puts_on_permanents_and_suspended_cards(
        real_db: CardDatabase) -> None:
    """Mode 2: two more on Chronozoa (2 -> 4) and on the suspended Vision (3 -> 5)."""
    s = _dust_of_moments(real_db, 2)
    s.assert_counter_count("A", "Chronozoa", "time", 4)
    assert _vision_counters(s) == 5


def test_702_62b_venser_s_diffusion_returns_a_suspended_card(real_db: CardDatabase) -> None:
    """"Target nonland permanent or suspended card": the suspended Ancestral Vision goes back
    to A's hand (a card in exile that isn't suspended is no legal target)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Ancestral Vision")
    s.add_card(Zone.HAND, "A", "Venser's Diffusion")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Suspend")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Venser's Diffusion", targets=["Ancestral Vision"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Ancestral Vision")
    s.assert_exile_count("Ancestral Vision", 0)


def test_701_16a_pieces_of_the_puzzle_two_instants_or_sorceries(real_db: CardDatabase) -> None:
    """"Put up to two instant and/or sorcery cards from among them into your hand and the rest
    into your graveyard": of the five revealed, Lightning Bolt and Divination go to the hand;
    Shock (an instant not chosen), Grizzly Bears and Forest to the graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Pieces of the Puzzle")
    for name in ("Forest", "Shock", "Grizzly Bears", "Divination", "Lightning Bolt"):
        s.add_card(Zone.LIBRARY, "A", name)
    s.set_choice("A", "Lightning Bolt,Divination")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pieces of the Puzzle")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Lightning Bolt")
    s.assert_hand_count("A", 1, "Divination")
    for name in ("Shock", "Grizzly Bears", "Forest", "Pieces of the Puzzle"):
        s.assert_graveyard_count("A", name, 1)


def _steps_of(s: Scenario, turn: int) -> list[str]:
    return [ev[2] for ev in s.game.state.log.since(0) if ev[0] == "step" and ev[1] == turn]


def test_719_1_time_stop_ends_the_turn(real_db: CardDatabase) -> None:
    """On B's turn, B casts Hill Giant; A responds with Time Stop: every object on the stack
    is exiled, Time Stop too (719.1b), and the turn goes straight to its cleanup step
    (719.1d): B's turn has no combat and no end step; A's turn 3 follows."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Time Stop")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 4)
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Hill Giant")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Time Stop", responding_to="Hill Giant")
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_exile_count("Hill Giant", 1)
    s.assert_exile_count("Time Stop", 1)
    s.assert_permanent_count("B", "Hill Giant", 0)
    assert _steps_of(s, 2) == ["UNTAP", "UPKEEP", "DRAW", "PRECOMBAT_MAIN", "CLEANUP"]
    assert s.game.state.turn == 3 and s.game.state.active == 0


def test_719_1_days_undoing_ends_only_your_own_turn(real_db: CardDatabase) -> None:
    """"If it's your turn, end the turn": on A's turn 1 the turn ends after the redraw (no
    combat, no end step); each player has seven cards (hand and graveyard shuffled in)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Day's Undoing")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Day's Undoing")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_hand_count("A", 7)
    s.assert_hand_count("B", 7)
    s.assert_graveyard_count("B", "Grizzly Bears", 0)
    s.assert_exile_count("Day's Undoing", 1)
    assert _steps_of(s, 1) == ["UNTAP", "UPKEEP", "PRECOMBAT_MAIN", "CLEANUP"]



def test_719_1_sundial_of_the_infinite_ends_the_turn_from_an_ability(
        real_db: CardDatabase) -> None:
    """The ability on the stack ceases to exist (719.1b); A's turn 1 skips combat and the end
    step: Grizzly Bears, scheduled to attack, never gets the chance, so the scenario reports
    the attack as never performed."""
    import pytest

    from mtg_engine.testing import ScenarioError

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sundial of the Infinite")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, {T}: End the turn")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(2, Step.UPKEEP)
    with pytest.raises(ScenarioError, match="attack"):
        s.execute()
    s.assert_life("B", 20)
    s.assert_tapped("Sundial of the Infinite", True)  # (the cost was paid)
    assert _steps_of(s, 1) == ["UNTAP", "UPKEEP", "PRECOMBAT_MAIN", "CLEANUP"]


def test_701_16a_relentless_pursuit_a_creature_and_a_land(real_db: CardDatabase) -> None:
    """"You may put a creature card and/or a land card from among them into your hand": one
    of each kind (Grizzly Bears, then Forest), the other two revealed cards (Hill Giant, a
    second creature; Shock) into the graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Relentless Pursuit")
    for name in ("Shock", "Forest", "Hill Giant", "Grizzly Bears"):
        s.add_card(Zone.LIBRARY, "A", name)
    s.set_choice("A", "Grizzly Bears")
    s.set_choice("A", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Relentless Pursuit")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_hand_count("A", 1, "Forest")
    for name in ("Hill Giant", "Shock", "Relentless Pursuit"):
        s.assert_graveyard_count("A", name, 1)


def test_701_16a_gift_of_the_gargantuan_only_one_creature(real_db: CardDatabase) -> None:
    """With no land among the four, one creature card only (the second kind finds none); the
    three others go to the bottom of the library."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.remove_all_from_library("A")
    s.add_card(Zone.HAND, "A", "Gift of the Gargantuan")
    for name in ("Shock", "Hill Giant", "Divination", "Grizzly Bears"):
        s.add_card(Zone.LIBRARY, "A", name)
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gift of the Gargantuan")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_hand_count("A", 1)
    s.assert_library_count("A", 3)


def test_601_2c_shifting_loyalties_two_creatures(real_db: CardDatabase) -> None:
    """"Exchange control of two target permanents that share a card type" (701.10): A's
    Grizzly Bears for B's Hill Giant (both creatures)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Shifting Loyalties")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shifting Loyalties",
                 targets=["Grizzly Bears", "Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_601_2c_shifting_loyalties_no_shared_type_is_no_choice(real_db: CardDatabase) -> None:
    """A creature and a land share no card type: that pair of targets can't be chosen."""
    import pytest

    from mtg_engine.testing import ScenarioError

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "A", "Shifting Loyalties")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shifting Loyalties",
                 targets=["Grizzly Bears", "Forest"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Forest", 1)


def test_601_2c_raise_the_draugr_two_cards_sharing_a_creature_type(
        real_db: CardDatabase) -> None:
    """Mode 2: Llanowar Elves and Elvish Mystic (both Elves, 205.3m) come back to A's hand;
    Grizzly Bears stays in the graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Raise the Draugr")
    for name in ("Grizzly Bears", "Llanowar Elves", "Elvish Mystic"):
        s.add_card(Zone.GRAVEYARD, "A", name)
    s.set_mode_choice("A", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise the Draugr",
                 targets=["Llanowar Elves", "Elvish Mystic"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_601_2c_raise_the_draugr_no_shared_creature_type_is_no_choice(
        real_db: CardDatabase) -> None:
    import pytest

    from mtg_engine.testing import ScenarioError

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Raise the Draugr")
    for name in ("Grizzly Bears", "Llanowar Elves"):
        s.add_card(Zone.GRAVEYARD, "A", name)
    s.set_mode_choice("A", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise the Draugr",
                 targets=["Grizzly Bears", "Llanowar Elves"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_608_2h_peak_eruption_that_lands_controller(real_db: CardDatabase) -> None:
    """"Destroy target Mountain. ~ deals 3 damage to that land's controller." (205.3i: a
    target named by its land type is "that land")."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Peak Eruption")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Peak Eruption", targets=["Mountain@B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Mountain", 1)
    s.assert_life("B", 17)
    s.assert_life("A", 20)


def test_701_8a_amnesia_discards_all_nonland_cards(real_db: CardDatabase) -> None:
    """B reveals their hand (701.16a) and discards Grizzly Bears and Lightning Bolt; the
    Forest stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Amnesia")
    for name in ("Grizzly Bears", "Forest", "Lightning Bolt"):
        s.add_card(Zone.HAND, "B", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Amnesia", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("B", 1, "Forest")
    s.assert_hand_count("B", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


def test_701_20a_perish_the_thought_shuffles_the_chosen_card(real_db: CardDatabase) -> None:
    """B reveals their hand; A chooses Lightning Bolt; B shuffles it into their library (20
    cards + 1)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Perish the Thought")
    for name in ("Grizzly Bears", "Lightning Bolt"):
        s.add_card(Zone.HAND, "B", name)
    s.set_choice("A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Perish the Thought", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_hand_count("B", 1)
    s.assert_library_count("B", 21)
    s.assert_library_count("B", 1, "Lightning Bolt")
    s.assert_graveyard_count("B", "Lightning Bolt", 0)


def test_305_2_summer_bloom_three_more_lands(real_db: CardDatabase) -> None:
    """Turn 1: A plays a Forest, casts Summer Bloom, then plays three more lands (four in
    all); a fifth land can't be played."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Summer Bloom")
    s.add_card(Zone.HAND, "A", "Forest", 5)
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Summer Bloom")
    for _ in range(3):
        s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Forest")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_playable("A", "Forest", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Forest", 5)
    s.assert_hand_count("A", 1, "Forest")


def test_701_8a_tourachs_canticle_chosen_then_random(real_db: CardDatabase) -> None:
    """A chooses Lightning Bolt from B's revealed hand; B discards it, then one card of the
    two left at random: B keeps one card, two are in the graveyard, the Bolt among them."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Tourach's Canticle")
    for name in ("Grizzly Bears", "Lightning Bolt", "Forest"):
        s.add_card(Zone.HAND, "B", name)
    s.set_choice("A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Tourach's Canticle", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("B", 1)
    s.assert_graveyard_count("B", None, 2)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


def test_702_33d_inscription_of_ruin_kicked_any_number_of_modes(real_db: CardDatabase) -> None:
    """Kicked ({2}{B}{B} more), "choose any number instead": modes 1 and 3, B discards two
    cards and B's Grizzly Bears (mana value 2) is destroyed."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 8)
    s.add_card(Zone.HAND, "A", "Inscription of Ruin")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    for name in ("Forest", "Lightning Bolt", "Shock"):
        s.add_card(Zone.HAND, "B", name)
    s.set_choice("A", "yes")  # (kicker)
    s.set_mode_choice("A", 1)
    s.set_mode_choice("A", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Inscription of Ruin", targets=["B", "Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("B", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_tapped("Swamp", True)


def test_702_33d_inscription_modes_kicked_or_not(real_db: CardDatabase) -> None:
    """Not kicked, one mode (700.2); kicked, any nonempty set of the three (702.33d)."""
    from mtg_engine.actions import CastSpell
    from mtg_engine.rules.casting import kicked_modes, mode_choices

    card = real_db.get("Inscription of Ruin")
    plain = CastSpell(1, kicked=(0,))
    kicked = CastSpell(1, kicked=(1,))
    assert kicked_modes(card, plain, mode_choices(card.spell)) == [(0,), (1,), (2,)]
    assert len(kicked_modes(card, kicked, mode_choices(card.spell))) == 7
