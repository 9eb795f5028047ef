"""Cards XMage tests one by one, made to play in session 22 (issue 10): each played the way
its per-card test would, with exact figures and the rule it cites."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ Hinata, Dawn-Crowned
# 601.2f: "Spells you cast cost {1} less to cast for each target." / "Spells your opponents
# cast cost {1} more to cast for each target.": counted for the targets chosen (601.2c comes
# first); a player or object targeted by two instances of "target" counts once (ruling)


_FOUR = ["Ornithopter", "Grizzly Bears", "Glorious Anthem", "Dryad Arbor"]
_SAME = ["Ornithopter", "Ornithopter", "Glorious Anthem", "Dryad Arbor"]


def _decimate(real_db: CardDatabase, targets: list[str], lands: int) -> Scenario:
    _compiled(real_db, "Hinata, Dawn-Crowned", "Decimate")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hinata, Dawn-Crowned")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", lands - 1)
    s.add_card(Zone.HAND, "A", "Decimate")
    for name in _FOUR:
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Decimate", targets=targets)
    s.stop_at(1, Step.END_TURN)
    return s


def test_601_2f_hinata_four_different_targets_four_less(real_db: CardDatabase) -> None:
    """Decimate ({2}{R}{G}) with four different targets costs {R}{G} (four less: only
    generic mana is taken off, never below none): cast with a Mountain and a Forest, all four
    permanents die."""
    s = _decimate(real_db, _FOUR, 2)
    s.execute()
    for name in _FOUR:
        s.assert_graveyard_count("B", name, 1)
    s.assert_graveyard_count("A", "Decimate", 1)


def _eddy(real_db: CardDatabase, targets: list[str], islands: int) -> Scenario:
    _compiled(real_db, "Hinata, Dawn-Crowned", "Churning Eddy")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hinata, Dawn-Crowned")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", islands)
    s.add_card(Zone.HAND, "A", "Churning Eddy")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Dryad Arbor")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Churning Eddy", targets=targets)
    s.stop_at(1, Step.END_TURN)
    return s


def test_601_2f_hinata_same_object_twice_counts_once(real_db: CardDatabase) -> None:
    """Churning Eddy ({3}{U}: "Return target creature and target land ...") with Dryad Arbor
    as both targets: one target, {2}{U}; two Islands can't pay it (the cast is refused)."""
    s = _eddy(real_db, ["Dryad Arbor", "Dryad Arbor"], 2)
    with pytest.raises(ScenarioError, match="Churning Eddy"):
        s.execute()
    s.assert_hand_count("A", 1, "Churning Eddy")
    s.assert_permanent_count("B", "Dryad Arbor", 1)


def test_601_2f_hinata_same_object_twice_three_lands(real_db: CardDatabase) -> None:
    """The same targets with three Islands: {2}{U} is paid (all three tapped); Dryad Arbor
    returns to B's hand."""
    s = _eddy(real_db, ["Dryad Arbor", "Dryad Arbor"], 3)
    s.execute()
    s.assert_hand_count("B", 1, "Dryad Arbor")
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    for n in (1, 2, 3):
        s.assert_tapped(f"Island#{n}")


def test_601_2f_hinata_two_different_targets_two_less(real_db: CardDatabase) -> None:
    """The Grizzly Bears and Dryad Arbor: two targets, {1}{U}, paid with two Islands; both
    return to B's hand."""
    s = _eddy(real_db, ["Grizzly Bears", "Dryad Arbor"], 2)
    s.execute()
    s.assert_hand_count("B", 2)


@pytest.mark.parametrize(("targets", "forests", "cast"), [(1, 2, False), (2, 2, True),
                                                        (1, 3, True)])
def test_601_2f_hinata_up_to_one_target_unchosen(real_db: CardDatabase, targets: int,
                                                 forests: int, cast: bool) -> None:
    """Struggle for Skemfar ({3}{G}: target creature you control, then up to one target
    creature you don't control) with two Forests: with its second target chosen it costs
    {1}{G} (cast: the Bears get a counter and fight B's Llanowar Elves, which die); with it
    unchosen, {2}{G}, which two Forests can't pay (the cast is refused) and three can (the
    Bears get the counter, the Elves live)."""
    _compiled(real_db, "Hinata, Dawn-Crowned", "Struggle for Skemfar")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hinata, Dawn-Crowned")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", forests)
    s.add_card(Zone.HAND, "A", "Struggle for Skemfar")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Struggle for Skemfar",
                 targets=["Grizzly Bears", "Llanowar Elves"][:targets])
    s.stop_at(1, Step.END_TURN)
    if cast:
        s.execute()
        s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
        s.assert_graveyard_count("B", "Llanowar Elves", targets - 1)
    else:
        with pytest.raises(ScenarioError, match="Struggle for Skemfar"):
            s.execute()
        s.assert_hand_count("A", 1, "Struggle for Skemfar")


def test_601_2f_hinata_opponents_spell_costs_more(real_db: CardDatabase) -> None:
    """B controls Hinata: A's Into the Roil ({1}{U}) on B's Grizzly Bears costs {2}{U}. With
    two Islands A can't cast it; with a third Island it is cast, the Bears return to B's
    hand."""
    _compiled(real_db, "Hinata, Dawn-Crowned")
    for islands, cast in ((2, False), (3, True)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "B", "Hinata, Dawn-Crowned")
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "A", "Island", islands)
        s.add_card(Zone.HAND, "A", "Into the Roil")
        s.check(1, Step.PRECOMBAT_MAIN, lambda sc, c=cast: sc.assert_playable(
            "A", "Into the Roil", c))
        if cast:
            s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Into the Roil", targets=["Grizzly Bears"])
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_hand_count("B", 1 if cast else 0, "Grizzly Bears")


def test_601_2f_hinata_spell_without_targets_not_reduced(real_db: CardDatabase) -> None:
    """A creature spell has no target: Hinata takes nothing off Grizzly Bears ({1}{G}), which
    one Forest can't pay (it isn't playable)."""
    _compiled(real_db, "Hinata, Dawn-Crowned")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hinata, Dawn-Crowned")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Grizzly Bears", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()


# ------------------------------------------------------------------ Rags // Riches
# 613.1b, 611.2a: "Each opponent chooses a creature they control. You gain control of those
# creatures." (not targets, 115.10a: hexproof doesn't matter; for the rest of the game);
# 101.4: chosen in APNAP order; 702.127a: aftermath, cast from the graveyard, then exiled


def test_613_1b_riches_each_opponent_gives_a_creature(real_db: CardDatabase) -> None:
    """Four players: A casts Riches from the graveyard with seven Islands. B's Squire and C's
    Invisible Stalker (hexproof: not a target) come under A's control; D controls no creature
    and gives nothing. A controls 9 permanents, B and C none; Riches is exiled."""
    _compiled(real_db, "Rags // Riches")
    s = Scenario(players=4, cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Rags // Riches")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 7)
    s.add_card(Zone.BATTLEFIELD, "B", "Squire")
    s.add_card(Zone.BATTLEFIELD, "C", "Invisible Stalker")
    s.add_card(Zone.HAND, "D", "Island")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Riches")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Rags // Riches", 1, "A")
    s.assert_battlefield_count("B", 0)
    s.assert_battlefield_count("C", 0)
    s.assert_battlefield_count("A", 9)
    s.assert_permanent_count("A", "Invisible Stalker", 1)


def test_613_1b_riches_opponent_chooses_which(real_db: CardDatabase) -> None:
    """B chooses Grizzly Bears of its two creatures: A gains control of the Bears (for good:
    still A's on turn 3, when A attacks B with them, 20 -> 18); B keeps Hill Giant."""
    _compiled(real_db, "Rags // Riches")
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Rags // Riches")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 7)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Riches")
    s.attack(3, "A", "Grizzly Bears")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_life("B", 18)


def test_riches_rags_all_creatures_minus_two(real_db: CardDatabase) -> None:
    """Rags (from the hand): all creatures get -2/-2 until end of turn: A's and B's Grizzly
    Bears die, B's Hill Giant is a 1/1 until the turn ends."""
    _compiled(real_db, "Rags // Riches")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Rags // Riches")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rags")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_power_toughness("B", "Hill Giant", 1, 1))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)
    s.assert_graveyard_count("A", "Rags // Riches", 1)


# ------------------------------------------------------------------ Tamiyo, Field Researcher
# 603.7b-c, 611.2a: "Choose up to two target creatures. Until your next turn, whenever either
# of those creatures deals combat damage, you draw a card." (a delayed ability watching the
# targets, 510.2: once per combat damage step each); 502.3: "Tap up to two target nonland
# permanents. They don't untap during their controller's next untap step."

_TAMIYO = "Tamiyo, Field Researcher"


def _tamiyo(real_db: CardDatabase, *mine: str, theirs: tuple[str, ...] = ()) -> Scenario:
    _compiled(real_db, _TAMIYO)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", _TAMIYO)
    for name in mine:
        s.add_card(Zone.BATTLEFIELD, "A", name)
    for name in theirs:
        s.add_card(Zone.BATTLEFIELD, "B", name)
    return s


def test_603_7c_tamiyo_one_target_draws_when_it_deals_combat_damage(
        real_db: CardDatabase) -> None:
    """+1 on Bronze Sable only: Sable (2/1) and Grizzly Bears (2/2) attack unblocked: B
    20 -> 16, A draws one card (the Bears aren't watched); Tamiyo at 5 loyalty."""
    s = _tamiyo(real_db, "Bronze Sable", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:", targets=["Bronze Sable"])
    s.attack(1, "A", "Bronze Sable")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 16)
    s.assert_hand_count("A", 1)
    s.assert_counter_count("A", _TAMIYO, "loyalty", 5)


def test_603_7c_tamiyo_two_targets_each_draws(real_db: CardDatabase) -> None:
    """+1 on Bronze Sable and Centaur Courser (3/3), both attack: B 20 -> 15, A draws two."""
    s = _tamiyo(real_db, "Bronze Sable", "Centaur Courser")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:",
                       targets=["Bronze Sable", "Centaur Courser"])
    s.attack(1, "A", "Bronze Sable")
    s.attack(1, "A", "Centaur Courser")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 15)
    s.assert_hand_count("A", 2)


def test_611_2a_tamiyo_blocking_on_opponents_turn_draws_then_ends(
        real_db: CardDatabase) -> None:
    """Serra Angel (4/4, vigilance) watched: it deals combat damage on turn 1 (B 16) and again
    blocking Memnite on turn 2: two cards. B's Hero's Downfall destroys Tamiyo in A's turn-3
    upkeep; the ability ended as A's turn 3 began, so the Angel's attack then draws
    nothing: A holds 3 cards (two drawn by it, one in the draw step), B at 12."""
    s = _tamiyo(real_db, "Serra Angel", theirs=("Memnite",))
    s.add_card(Zone.HAND, "B", "Hero's Downfall")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:", targets=["Serra Angel"])
    s.attack(1, "A", "Serra Angel")
    s.attack(2, "B", "Memnite")
    s.block(2, "A", "Serra Angel", "Memnite")
    s.cast_spell(3, Step.UPKEEP, "B", "Hero's Downfall", targets=[_TAMIYO])
    s.attack(3, "A", "Serra Angel")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", _TAMIYO, 1)
    s.assert_graveyard_count("B", "Hero's Downfall", 1)
    s.assert_graveyard_count("B", "Memnite", 1)
    s.assert_life("B", 12)
    s.assert_hand_count("A", 3)


def test_611_2a_tamiyo_second_activation_replaces_nothing(real_db: CardDatabase) -> None:
    """+1 on Centaur Courser on turn 1 (it attacks: one card); on turn 3 the first ability
    is over: +1 on Pillarfield Ox and Silvercoat Lion, all three attack: only the Ox and the
    Lion draw. B 20 -> 17 -> 10; A holds 4 (1 + the turn-3 draw + 2)."""
    s = _tamiyo(real_db, "Centaur Courser", "Silvercoat Lion", "Pillarfield Ox")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:", targets=["Centaur Courser"])
    s.attack(1, "A", "Centaur Courser")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "+1:",
                       targets=["Pillarfield Ox", "Silvercoat Lion"])
    for name in ("Centaur Courser", "Pillarfield Ox", "Silvercoat Lion"):
        s.attack(3, "A", name)
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 10)
    s.assert_hand_count("A", 4)
    s.assert_counter_count("A", _TAMIYO, "loyalty", 6)


def test_603_7c_tamiyo_opponents_creatures_draw_for_you(real_db: CardDatabase) -> None:
    """+1 on B's Bronze Sable and Memnite; both attack A on turn 2: A 20 -> 17 and A draws
    two cards."""
    s = _tamiyo(real_db, theirs=("Bronze Sable", "Memnite"))
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:", targets=["Bronze Sable", "Memnite"])
    s.attack(2, "B", "Bronze Sable", "A")
    s.attack(2, "B", "Memnite", "A")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 17)
    s.assert_hand_count("A", 2)


def test_502_3_tamiyo_minus_two_taps_two_that_stay_tapped(real_db: CardDatabase) -> None:
    """-2 on B's Grizzly Bears and Hill Giant: both tapped, and still tapped after B's untap
    step on turn 2 (B's Memnite, tapped but not a target, untaps then); they untap on turn 4.
    Tamiyo at 2 loyalty."""
    s = _tamiyo(real_db, theirs=("Grizzly Bears", "Hill Giant"))
    s.add_card(Zone.BATTLEFIELD, "B", "Memnite", tapped=True)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-2:",
                       targets=["Grizzly Bears", "Hill Giant"])
    s.check(1, Step.END_TURN, lambda sc: (sc.assert_tapped("Grizzly Bears"),
                                          sc.assert_tapped("Hill Giant")))
    s.check(2, Step.UPKEEP, lambda sc: (sc.assert_tapped("Grizzly Bears"),
                                        sc.assert_tapped("Hill Giant"),
                                        sc.assert_tapped("Memnite", False)))
    s.stop_at(4, Step.UPKEEP)
    s.execute()
    s.assert_tapped("Grizzly Bears", False)
    s.assert_tapped("Hill Giant", False)
    s.assert_counter_count("A", _TAMIYO, "loyalty", 2)


# ------------------------------------------------------------------ Urza's Saga
# 714.2b-c, 714.3a-b: chapters as lore counters are added; 613.1f, 611.2a: "Urza's Saga gains
# "..."" (the ability for as long as it stays on the battlefield); 111.1: the Construct token
# "gets +1/+1 for each artifact you control" (613.4c); 202.1: "an artifact card with mana cost
# {0} or {1}" (the printed cost, not the mana value); 714.4: sacrificed after III


def _saga(real_db: CardDatabase, *library: str) -> Scenario:
    _compiled(real_db, "Urza's Saga")
    s = Scenario(cards=real_db)
    for name in library:
        s.add_card(Zone.LIBRARY, "A", name)
    s.add_card(Zone.LIBRARY, "A", "Plateau", 2)  # (the draws of turns 3 and 5)
    s.add_card(Zone.HAND, "A", "Urza's Saga")
    s.add_card(Zone.HAND, "A", "Sol Ring")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Urza's Saga")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sol Ring")  # ({1}: the Saga's "{T}: Add {C}.")
    return s


def test_714_urzas_saga_plays_out(real_db: CardDatabase) -> None:
    """XMage's game: chapter I lets the Saga tap for {C} (Sol Ring is cast with it); chapter
    II: on turn 3 Sol Ring's {C}{C} and the Saga's {T} make a Construct (2/2: Sol Ring and
    itself); on turn 5, in response to chapter III, a second Construct; III puts Black Lotus
    onto the battlefield and the Saga is sacrificed. Both Constructs are 4/4 (four
    artifacts)."""
    s = _saga(real_db, "Black Lotus")
    s.check(3, Step.POSTCOMBAT_MAIN, lambda sc: (
        sc.assert_permanent_count("A", "Construct Token", 1),
        sc.assert_power_toughness("A", "Construct Token", 2, 2),
        sc.assert_counter_count("A", "Urza's Saga", "lore", 2)))
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{2}, {T}:")
    s.activate_ability(5, Step.PRECOMBAT_MAIN, "A", "{2}, {T}:", responding_to="Urza's Saga")
    s.stop_at(5, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Urza's Saga", 1)
    s.assert_permanent_count("A", "Black Lotus", 1)
    s.assert_permanent_count("A", "Construct Token", 2)
    s.assert_power_toughness("A", "Construct Token", 4, 4)


def test_202_1_urzas_saga_mana_cost_not_mana_value(real_db: CardDatabase) -> None:
    """Chapter III finds only an artifact card whose mana cost is {0} or {1}: not Chalice of
    the Void ({X}{X}) nor Darksteel Citadel (no mana cost, mana value 0); with only those, it
    finds nothing (both stay in the library) and the Saga is sacrificed."""
    s = _saga(real_db, "Chalice of the Void", "Darksteel Citadel")
    s.stop_at(5, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Urza's Saga", 1)
    s.assert_library_count("A", 1, "Chalice of the Void")
    s.assert_library_count("A", 1, "Darksteel Citadel")
    s.assert_permanent_count("A", "Chalice of the Void", 0)


def test_611_2a_urzas_saga_ability_is_its_own(real_db: CardDatabase) -> None:
    """Chapter I's ability is the Saga's from then on: on turn 1 it taps for Sol Ring's {1}
    (no other land), so Sol Ring is on the battlefield and the Saga tapped, with one lore
    counter; chapter II hasn't happened (no Construct ability yet)."""
    s = _saga(real_db, "Ornithopter")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_playable("A", "{2}, {T}:", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Sol Ring", 1)
    s.assert_tapped("Urza's Saga")
    s.assert_counter_count("A", "Urza's Saga", "lore", 1)


# ------------------------------------------------------------------ Erdwal Illuminator
# 701.36a: to investigate is to create a Clue token, each an investigation of its own;
# 603.2: "Whenever you investigate for the first time each turn, investigate an additional
# time." (the additional investigation is the turn's second: it doesn't trigger again)


def test_701_36a_erdwal_first_investigation_each_turn_doubled(real_db: CardDatabase) -> None:
    """Thraben Inspector enters: A investigates (the turn's first), Erdwal Illuminator adds an
    investigation: 2 Clues. A second Inspector that turn: 1 Clue (3 in all). On turn 3 the
    first investigation is doubled again: a third Inspector makes 2 (5 in all)."""
    _compiled(real_db, "Erdwal Illuminator", "Thraben Inspector")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Erdwal Illuminator")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Thraben Inspector", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Thraben Inspector")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_permanent_count("A", "Clue Token", 2))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Thraben Inspector")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_permanent_count("A", "Clue Token", 3))
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Thraben Inspector")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Clue Token", 5)


def test_701_36a_erdwal_opponent_investigating_is_not_you(real_db: CardDatabase) -> None:
    """A's Fateful Absence destroys B's Grizzly Bears: B (its controller) investigates, not A:
    Erdwal Illuminator doesn't trigger. B has 1 Clue, A none."""
    _compiled(real_db, "Erdwal Illuminator", "Fateful Absence")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Erdwal Illuminator")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Fateful Absence")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fateful Absence", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Clue Token", 1)
    s.assert_permanent_count("A", "Clue Token", 0)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_701_36a_erdwal_on_the_opponents_side(real_db: CardDatabase) -> None:
    """B controls Erdwal Illuminator: A's Fateful Absence on B's Grizzly Bears makes B
    investigate for the first time this turn: B gets 2 Clues."""
    _compiled(real_db, "Erdwal Illuminator", "Fateful Absence")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Erdwal Illuminator")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Fateful Absence")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fateful Absence", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Clue Token", 2)


# ------------------------------------------------------------------ Bruenor Battlehammer
# 613.4c, 301.5: "Each creature you control gets +2/+0 for each Equipment attached to it." (each
# creature its own count); 118.9, 702.6a: "You may pay {0} rather than pay the equip cost of
# the first equip ability you activate each turn." (the whole cost; only the turn's first)

_BRUENOR = "Bruenor Battlehammer"


def _bruenor(real_db: CardDatabase, *equipment: str) -> Scenario:
    _compiled(real_db, _BRUENOR)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Silvercoat Lion")
    s.add_card(Zone.BATTLEFIELD, "A", _BRUENOR)
    for name in equipment:
        s.add_card(Zone.BATTLEFIELD, "A", name)
    return s


def test_118_9_bruenor_first_equip_free_second_paid(real_db: CardDatabase) -> None:
    """Vulshok Morningstar's Equip {2} paid with {0} (the turn's first equip ability), then
    Bonesplitter's Equip {1} paid with the Plains: Silvercoat Lion is 2 + 2 + 2 + 2x2 = 10 /
    2 + 2 = 4; Bruenor itself (nothing attached) stays 5/3."""
    s = _bruenor(real_db, "Bonesplitter", "Vulshok Morningstar")
    s.set_choice("A", "yes")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip {2}", targets=["Silvercoat Lion"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip {1}", targets=["Silvercoat Lion"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_tapped("Plains")
    s.assert_power_toughness("A", "Silvercoat Lion", 10, 4)
    s.assert_power_toughness("A", _BRUENOR, 5, 3)
    s.assert_attached("Bonesplitter", "Silvercoat Lion")
    s.assert_attached("Vulshok Morningstar", "Silvercoat Lion")


def test_118_9_bruenor_only_the_first_equip_ability(real_db: CardDatabase) -> None:
    """Bonesplitter's Equip {1} is the turn's first (paid with the Plains, not asked); the
    Morningstar's Equip {2} can't be paid with {0} then: with no mana left it isn't
    activated (the action is refused), the Lion is 2 + 2 + 2 = 6/2."""
    s = _bruenor(real_db, "Bonesplitter", "Vulshok Morningstar")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip {1}", targets=["Silvercoat Lion"])
    s.set_choice("A", "yes")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip {2}", targets=["Silvercoat Lion"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Equip"):
        s.execute()
    s.assert_power_toughness("A", "Silvercoat Lion", 6, 2)


def test_118_9_bruenor_free_equip_replaces_a_sacrifice(real_db: CardDatabase) -> None:
    """Demonmail Hauberk (Equip—Sacrifice a creature) equipped for {0}: no creature is
    sacrificed; the Lion is 2 + 4 + 2 = 8/4."""
    s = _bruenor(real_db, "Demonmail Hauberk")
    s.set_choice("A", "yes")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip", targets=["Silvercoat Lion"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Silvercoat Lion", 8, 4)
    s.assert_permanent_count("A", _BRUENOR, 1)
    s.assert_graveyard_count("A", None, 0)


def test_613_4c_bruenor_each_creature_its_own_equipment(real_db: CardDatabase) -> None:
    """Next turn (turn 3) the free equip is offered again: Bonesplitter moves to Bruenor for
    {0}. Bruenor: 5 + 2 + 2 = 9/3; the Lion, with only the Morningstar: 2 + 2 + 2 = 6/4."""
    s = _bruenor(real_db, "Bonesplitter", "Vulshok Morningstar")
    s.set_choice("A", "yes")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip {2}", targets=["Silvercoat Lion"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip {1}", targets=["Silvercoat Lion"])
    s.set_choice("A", "yes")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "Equip {1}", targets=[_BRUENOR])
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", _BRUENOR, 9, 3)
    s.assert_power_toughness("A", "Silvercoat Lion", 6, 4)
    s.assert_tapped("Plains", False)


# ------------------------------------------------------------------ Shield Broker
# 122.1c: a shield counter (damage prevented, destruction replaced, a counter removed each
# time); 613.1b, 611.2b: "You gain control of that creature for as long as it has a shield
# counter on it."; 903.3: "noncommander" (the engine's games have no commanders)


def _broker(real_db: CardDatabase) -> Scenario:
    _compiled(real_db, "Shield Broker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shield Broker")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shield Broker")
    s.add_target("A", "Grizzly Bears")
    return s


def test_611_2b_shield_broker_control_while_the_counter_stays(real_db: CardDatabase) -> None:
    """The Bears get a shield counter and A controls them, still on turn 3 (A attacks B with
    them: 20 -> 18)."""
    s = _broker(real_db)
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: (
        sc.assert_counter_count("A", "Grizzly Bears", "shield", 1),
        sc.assert_permanent_count("A", "Grizzly Bears", 1)))
    s.attack(3, "A", "Grizzly Bears")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_life("B", 18)


def test_122_1c_shield_broker_counter_removed_control_returns(real_db: CardDatabase) -> None:
    """XMage's game: A's Lightning Bolt on the Bears: the damage is prevented and the shield
    counter removed, so the control effect ends: the Bears, undamaged, return to B."""
    s = _broker(real_db)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("B", "Grizzly Bears", "shield", 0)
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_damage("Grizzly Bears", 0)


def test_115_1_shield_broker_only_a_creature_you_dont_control(real_db: CardDatabase) -> None:
    """With no creature A doesn't control, the trigger has no target (603.3d: removed from
    the stack): A's own Grizzly Bears get no counter."""
    _compiled(real_db, "Shield Broker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Shield Broker")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shield Broker")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "shield", 0)
    s.assert_permanent_count("A", "Shield Broker", 1)


# ------------------------------------------------------------------ Zabaz, the Glimmerwasp
# 614.16, 702.43a: "If a modular triggered ability would put one or more +1/+1 counters on a
# creature you control, that many plus one +1/+1 counters are put on it instead." (only the
# counters modular's triggered ability puts; not while Zabaz is gone)

_ZABAZ = "Zabaz, the Glimmerwasp"


def _zabaz(real_db: CardDatabase) -> Scenario:
    _compiled(real_db, _ZABAZ)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", _ZABAZ, counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Arcbound Worker", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    return s


def test_702_43a_zabaz_modular_counters_plus_one(real_db: CardDatabase) -> None:
    """Zabaz destroys Arcbound Worker ({R}); the Worker's modular ability puts its one +1/+1
    counter on Zabaz: two instead. Zabaz has 3 counters (3/3)."""
    s = _zabaz(real_db)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{R}:", targets=["Arcbound Worker"])
    s.add_target("A", _ZABAZ)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Arcbound Worker", 1)
    s.assert_counter_count("A", _ZABAZ, "+1/+1", 3)
    s.assert_power_toughness("A", _ZABAZ, 3, 3)


def test_614_16_zabaz_gone_no_extra_counter(real_db: CardDatabase) -> None:
    """Zabaz destroys itself: its own modular ability puts its one counter on Arcbound Worker
    after Zabaz has left the battlefield, so no counter is added: the Worker has 2."""
    s = _zabaz(real_db)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{R}:", targets=[_ZABAZ])
    s.add_target("A", "Arcbound Worker")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", _ZABAZ, 1)
    s.assert_counter_count("A", "Arcbound Worker", "+1/+1", 2)


def test_614_16_zabaz_other_counters_unchanged(real_db: CardDatabase) -> None:
    """Battlegrowth's +1/+1 counter isn't a modular ability's: Arcbound Worker gets one (2)."""
    s = _zabaz(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Battlegrowth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Battlegrowth", targets=["Arcbound Worker"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Arcbound Worker", "+1/+1", 2)


# ------------------------------------------------------------------ Bess, Soul Nourisher
# 208.1, 613.4b: "with base power and toughness 1/1" (after layer 7b: counters and anthems
# don't change it); 603.2c: "Whenever one or more other creatures ... enter", once per batch;
# 608.2h, 611.2c: "+X/+X until end of turn, where X is the number of +1/+1 counters on ~"

_BESS = "Bess, Soul Nourisher"


def test_603_2c_bess_one_counter_for_a_batch_of_1_1s(real_db: CardDatabase) -> None:
    """Raise the Alarm makes two 1/1 Soldiers at once: one trigger, one counter (Bess 2/2);
    Grizzly Bears (base 2/2) entering adds none."""
    _compiled(real_db, _BESS)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", _BESS)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Raise the Alarm")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise the Alarm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 2)
    s.assert_counter_count("A", _BESS, "+1/+1", 1)
    s.assert_power_toughness("A", _BESS, 2, 2)


def test_613_4b_bess_attack_pumps_base_1_1s_only(real_db: CardDatabase) -> None:
    """Bess (two +1/+1 counters) attacks: each other creature A controls with base power and
    toughness 1/1 gets +2/+2 until end of turn: Llanowar Elves (1/1) 3/3, and Elvish Mystic
    with a +1/+1 counter (2/2, base 1/1) 4/4; Grizzly Bears (2/2) stay 2/2. After the turn
    the Elves are 1/1 again."""
    _compiled(real_db, _BESS)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", _BESS, counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Elvish Mystic", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", _BESS)
    s.check(1, Step.END_COMBAT, lambda sc: (
        sc.assert_power_toughness("A", "Llanowar Elves", 3, 3),
        sc.assert_power_toughness("A", "Elvish Mystic", 4, 4),
        sc.assert_power_toughness("A", "Grizzly Bears", 2, 2)))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 17)
    s.assert_power_toughness("A", "Llanowar Elves", 1, 1)


# ------------------------------------------------------------------ Divergent Transformations
# 701.16a, 608.2h: "For each of those creatures, its controller reveals cards ... until they
# reveal a creature card, puts that card onto the battlefield, then shuffles the rest into
# their library." (APNAP order, 101.4; one player twice for two creatures); 702.125a: undaunted


def _divergent(real_db: CardDatabase) -> Scenario:
    _compiled(real_db, "Divergent Transformations")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)  # ({6}{R}, {1} less: one opponent)
    s.add_card(Zone.HAND, "A", "Divergent Transformations")
    return s


def test_701_16a_divergent_each_controller_replaces_theirs(real_db: CardDatabase) -> None:
    """A's Grizzly Bears and B's Hill Giant are exiled; A reveals Island then Serra Angel (onto
    A's battlefield), B reveals Colossal Dreadmaw (onto B's). The revealed Island is shuffled
    back into A's library."""
    s = _divergent(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.LIBRARY, "A", "Serra Angel")
    s.add_card(Zone.LIBRARY, "A", "Island")
    s.add_card(Zone.LIBRARY, "B", "Colossal Dreadmaw")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Divergent Transformations",
                 targets=["Grizzly Bears", "Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1, "A")
    s.assert_exile_count("Hill Giant", 1, "B")
    s.assert_permanent_count("A", "Serra Angel", 1)
    s.assert_permanent_count("B", "Colossal Dreadmaw", 1)
    s.assert_library_count("A", 1, "Island")
    s.assert_library_count("A", 21)


def test_701_16a_divergent_one_player_twice(real_db: CardDatabase) -> None:
    """Both targets are B's: B replaces each, one after the other: Colossal Dreadmaw and
    Centaur Courser both enter under B's control; A's library is untouched (20 cards)."""
    s = _divergent(real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "B", "Centaur Courser")
    s.add_card(Zone.LIBRARY, "B", "Colossal Dreadmaw")
    s.add_card(Zone.LIBRARY, "A", "Serra Angel")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Divergent Transformations",
                 targets=["Hill Giant", "Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Colossal Dreadmaw", 1)
    s.assert_permanent_count("B", "Centaur Courser", 1)
    s.assert_battlefield_count("B", 2)
    s.assert_permanent_count("A", "Serra Angel", 0)
    s.assert_library_count("A", 21)
    s.assert_library_count("B", 20)


def test_701_16a_divergent_no_creature_card_left(real_db: CardDatabase) -> None:
    """B's library holds no creature card: B reveals it all, puts nothing onto the
    battlefield and shuffles (20 cards still); B's Hill Giant stays exiled."""
    s = _divergent(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.LIBRARY, "A", "Serra Angel")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Divergent Transformations",
                 targets=["Grizzly Bears", "Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Serra Angel", 1)
    s.assert_battlefield_count("B", 0)
    s.assert_library_count("B", 20)
    s.assert_exile_count("Hill Giant", 1, "B")


# ------------------------------------------------------------------ Cairn Wanderer
# 613.1f, 604.2: "As long as a creature card with flying is in a graveyard, ~ has flying. The
# same is true for ... landwalk, ... protection, ..." (any graveyard; each landwalk and each
# protection exactly as such a card has it)

_GRAVE_KEYWORDS_A = ("Lantern Kami", "Prickly Boggart", "Serra Zealot", "Fencing Ace",
                     "Typhoid Rats")
_GRAVE_KEYWORDS_B = ("Raging Goblin", "Zodiac Rooster", "Trained Caracal", "Progenitus",
                     "Tree Monkey", "Defiant Elf", "Elvish Lookout", "Veteran Cavalier")


def test_613_1f_cairn_wanderer_keywords_of_graveyards(real_db: CardDatabase) -> None:
    """XMage's board: creature cards in both graveyards give the Wanderer flying, fear, first
    strike, double strike, deathtouch, haste, lifelink, reach, shroud, trample, vigilance,
    plainswalk (Zodiac Rooster's landwalk) and protection from everything (Progenitus')."""
    _compiled(real_db, "Cairn Wanderer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cairn Wanderer")
    for name in _GRAVE_KEYWORDS_A:
        s.add_card(Zone.GRAVEYARD, "A", name)
    for name in _GRAVE_KEYWORDS_B:
        s.add_card(Zone.GRAVEYARD, "B", name)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_abilities("A", "Cairn Wanderer", [
        "Flying", "Fear", "First strike", "Double strike", "Deathtouch", "Haste", "Lifelink",
        "Reach", "Shroud", "Trample", "Vigilance", "Plainswalk", "Protection from everything"])


def test_613_1f_cairn_wanderer_only_while_in_a_graveyard(real_db: CardDatabase) -> None:
    """A flying creature on the battlefield gives nothing: the Wanderer lacks flying until
    Lantern Kami dies (B's Lightning Bolt), then has it."""
    _compiled(real_db, "Cairn Wanderer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cairn Wanderer")
    s.add_card(Zone.BATTLEFIELD, "A", "Lantern Kami")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_abilities(
        "A", "Cairn Wanderer", ["Flying"], present=False))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Lantern Kami"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Lantern Kami", 1)
    s.assert_abilities("A", "Cairn Wanderer", ["Flying"])
    s.assert_abilities("A", "Cairn Wanderer", ["Haste", "Plainswalk"], present=False)


# ------------------------------------------------------------------ Maskwood Nexus
# 205.3m, 613.1d, 611.3c: "Creatures you control are every creature type. The same is true for
# creature spells you control and creature cards you own that aren't on the battlefield."
# (601.2f: a spell's creature types as it is cast; 701.19: a card's in the library)


def test_611_3c_maskwood_nexus_permanents_every_type(real_db: CardDatabase) -> None:
    """A's Grizzly Bears are Dragons and Goblins; B's aren't; the Shapeshifter token the
    Nexus makes ({3}, {T}) has changeling."""
    _compiled(real_db, "Maskwood Nexus")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Maskwood Nexus")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}, {T}:")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_subtype("Grizzly Bears", "Dragon")
    s.assert_subtype("Grizzly Bears", "Goblin")
    s.assert_subtype("Hill Giant", "Dragon", present=False)
    s.assert_power_toughness("A", "Shapeshifter Token", 2, 2)
    s.assert_subtype("Shapeshifter Token", "Elf")


def test_611_3c_maskwood_nexus_library_card_is_a_goblin(real_db: CardDatabase) -> None:
    """Goblin Matron's search for a Goblin card finds Grizzly Bears in A's library (a
    creature card A owns: every creature type)."""
    _compiled(real_db, "Maskwood Nexus")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Maskwood Nexus")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Goblin Matron")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.set_choice("A", "yes")
    s.set_choice("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Goblin Matron")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_library_count("A", 0, "Grizzly Bears")


@pytest.mark.parametrize("nexus", [True, False])
def test_601_2f_maskwood_nexus_spells_are_dragons(real_db: CardDatabase, nexus: bool) -> None:
    """Dragonspeaker Shaman: "Dragon spells you cast cost {2} less to cast." With the Nexus,
    Hill Giant ({3}{R}) is a Dragon spell and costs {1}{R}: two Mountains cast it; without
    the Nexus they can't (the cast is refused)."""
    _compiled(real_db, "Maskwood Nexus")
    s = Scenario(cards=real_db)
    if nexus:
        s.add_card(Zone.BATTLEFIELD, "A", "Maskwood Nexus")
    s.add_card(Zone.BATTLEFIELD, "A", "Dragonspeaker Shaman")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    if nexus:
        s.execute()
        s.assert_permanent_count("A", "Hill Giant", 1)
    else:
        with pytest.raises(ScenarioError, match="Hill Giant"):
            s.execute()


def test_611_3c_arcane_adaptation_chosen_type_everywhere(real_db: CardDatabase) -> None:
    """Arcane Adaptation enters naming Goblin: Goblin Matron's search finds Grizzly Bears in
    A's library; A's Hill Giant on the battlefield is a Goblin Giant."""
    _compiled(real_db, "Arcane Adaptation")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Arcane Adaptation")
    s.add_card(Zone.HAND, "A", "Goblin Matron")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.set_choice("A", "Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Arcane Adaptation")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Goblin Matron")
    s.set_choice("A", "yes")
    s.set_choice("A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_subtype("Hill Giant", "Goblin")
    s.assert_subtype("Hill Giant", "Giant")
    s.assert_hand_count("A", 1, "Grizzly Bears")


# ------------------------------------------------------------------ Elbrus, the Binding Blade
# 701.3d, 701.28a: "When equipped creature deals combat damage to a player, unattach ~, then
# transform it."; 104.3, 800.4a: "Whenever a player loses the game, put thirteen +1/+1
# counters on ~." (a multiplayer game goes on without the player who lost)

_ELBRUS = "Elbrus, the Binding Blade // Withengar Unbound"


def _elbrus(real_db: CardDatabase) -> Scenario:
    _compiled(real_db, _ELBRUS)
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Elbrus, the Binding Blade", attached_to="Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears", "B")
    return s


def test_701_28a_elbrus_unattaches_and_transforms(real_db: CardDatabase) -> None:
    """The equipped Bears (3/2) deal 3 combat damage to B (17); Elbrus is unattached and
    transforms into Withengar Unbound, a 13/13; the Bears are 2/2 again."""
    s = _elbrus(real_db)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Withengar Unbound", 1)
    s.assert_power_toughness("A", "Withengar Unbound", 13, 13)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_abilities("A", "Withengar Unbound", ["Flying", "Intimidate", "Trample"])


def test_800_4a_withengar_a_player_loses(real_db: CardDatabase) -> None:
    """After the transformation, A's Lightning Bolt brings C from 3 life to 0: C loses the
    game, the game goes on, and Withengar Unbound gets thirteen +1/+1 counters (26/26)."""
    s = _elbrus(real_db)
    s.set_life("C", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["C"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_lost("C")
    s.assert_not_lost("B")
    s.assert_counter_count("A", "Withengar Unbound", "+1/+1", 13)
    s.assert_power_toughness("A", "Withengar Unbound", 26, 26)


def test_701_28a_elbrus_no_damage_no_transform(real_db: CardDatabase) -> None:
    """B blocks the equipped Bears with Hill Giant: no combat damage to a player, Elbrus
    stays attached (the Bears, 3/2, die to the Giant)."""
    s = _elbrus(real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.block(1, "B", "Hill Giant", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Elbrus, the Binding Blade", 1)
    s.assert_permanent_count("A", "Withengar Unbound", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
