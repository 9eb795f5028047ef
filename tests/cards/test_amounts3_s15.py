"""Amounts that count what an instruction before did, for token creation (issue 11):
"Exile X target creature cards from your graveyard. For each creature card exiled this way,
create a 2/2 black Zombie creature token." (608.2c: the cards that instruction exiled; 111.1;
107.3: X), played with real cards and exact figures (skipped without the shared MTGJSON
file). cards/oracle/this_way._exiled_cards, rules/amounts._exiled_card_counts."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

M = Step.PRECOMBAT_MAIN


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


def test_608_2c_midnight_ritual_creates_a_zombie_for_each_card_it_exiled(
        real_db: CardDatabase) -> None:
    """X=2: Midnight Ritual exiles Grizzly Bears and Hill Giant from A's graveyard (Opt stays)
    and A creates two 2/2 Zombies, one per creature card exiled this way."""
    _compiled(real_db, "Midnight Ritual")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Midnight Ritual")
    for name in ("Grizzly Bears", "Hill Giant", "Opt"):
        s.add_card(Zone.GRAVEYARD, "A", name)
    s.cast_spell(1, M, "A", "Midnight Ritual", targets=["Grizzly Bears", "Hill Giant"], x=2)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_exile_count("Hill Giant", 1)
    s.assert_graveyard_count("A", "Opt", 1)
    s.assert_permanent_count("A", "Zombie Token", 2)
    s.assert_power_toughness("A", "Zombie Token", 2, 2)


def test_608_2c_midnight_ritual_with_x_1_creates_one_zombie(real_db: CardDatabase) -> None:
    """X=1: one creature card exiled, one Zombie (the count is what was exiled, not the
    creature cards left in the graveyard)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Midnight Ritual")
    for name in ("Grizzly Bears", "Hill Giant"):
        s.add_card(Zone.GRAVEYARD, "A", name)
    s.cast_spell(1, M, "A", "Midnight Ritual", targets=["Hill Giant"], x=1)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_exile_count("Hill Giant", 1)
    s.assert_permanent_count("A", "Zombie Token", 1)


def test_608_2c_release_to_memory_counts_only_the_creature_cards_exiled(
        real_db: CardDatabase) -> None:
    """Release to Memory exiles B's whole graveyard (Grizzly Bears, Hill Giant, Shock, 406.3);
    A creates two 1/1 Spirits: one per creature card exiled this way, not per card."""
    _compiled(real_db, "Release to Memory")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Release to Memory")
    for name in ("Grizzly Bears", "Hill Giant", "Shock"):
        s.add_card(Zone.GRAVEYARD, "B", name)
    s.add_card(Zone.GRAVEYARD, "A", "Serra Angel")  # (A's own graveyard stays)
    s.cast_spell(1, M, "A", "Release to Memory", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", None, 0)
    s.assert_exile_count("Shock", 1)
    s.assert_graveyard_count("A", "Serra Angel", 1)
    s.assert_permanent_count("A", "Spirit Token", 2)
    s.assert_power_toughness("A", "Spirit Token", 1, 1)


def test_119_5_biorhythm_sets_each_life_total_to_the_creatures_that_player_controls(
        real_db: CardDatabase) -> None:
    """Biorhythm: A (20 life) controls Grizzly Bears and Hill Giant, B (20) Serra Angel: A's
    life total becomes 2 (A loses 18), B's becomes 1 (119.5; each player's own count, 608.2h)."""
    _compiled(real_db, "Biorhythm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 8)
    s.add_card(Zone.HAND, "A", "Biorhythm")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.cast_spell(1, M, "A", "Biorhythm")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 2)
    s.assert_life("B", 1)


def test_119_5_biorhythm_raises_a_low_life_total(real_db: CardDatabase) -> None:
    """At 1 life with three creatures, A's life total becomes 3 (A gains 2, 119.5); B with no
    creature goes to 0 and loses the game (704.5a)."""
    s = Scenario(cards=real_db)
    s.set_life("A", 1)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 8)
    s.add_card(Zone.HAND, "A", "Biorhythm")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 3)
    s.cast_spell(1, M, "A", "Biorhythm")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 3)
    s.assert_lost("B")


def test_608_2c_seasoned_pyromancer_creates_a_token_per_nonland_card_discarded(
        real_db: CardDatabase) -> None:
    """Seasoned Pyromancer enters with Shock and Mountain left in A's hand: A discards both,
    draws two (the Islands), and creates one 1/1 Elemental: Shock is the one nonland card
    discarded this way (701.8a; the cards drawn after don't count)."""
    _compiled(real_db, "Seasoned Pyromancer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Seasoned Pyromancer")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Mountain")
    s.add_card(Zone.LIBRARY, "A", "Island", 3)
    s.cast_spell(1, M, "A", "Seasoned Pyromancer")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Shock", 1)
    s.assert_graveyard_count("A", "Mountain", 1)
    s.assert_hand_count("A", 2, "Island")
    s.assert_permanent_count("A", "Elemental Token", 1)
    s.assert_power_toughness("A", "Elemental Token", 1, 1)


def _verdict(real_db: CardDatabase, discarded: tuple[str, str]) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Gerrard's Verdict")
    for name in discarded:
        s.add_card(Zone.HAND, "B", name)
    s.cast_spell(1, M, "A", "Gerrard's Verdict", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_608_2c_gerrards_verdict_gains_3_life_per_land_card_discarded(
        real_db: CardDatabase) -> None:
    """Gerrard's Verdict: B discards Forest and Island (two land cards): A gains 6 life; B
    discards Forest and Shock: A gains 3."""
    _compiled(real_db, "Gerrard's Verdict")
    s = _verdict(real_db, ("Forest", "Island"))
    s.assert_life("A", 26)
    s.assert_graveyard_count("B", None, 2)
    s = _verdict(real_db, ("Forest", "Shock"))
    s.assert_life("A", 23)
    s.assert_graveyard_count("B", "Shock", 1)


def test_701_13a_gorging_vulture_gains_1_life_per_creature_card_milled(
        real_db: CardDatabase) -> None:
    """Gorging Vulture mills A's four cards (Grizzly Bears, Hill Giant, Island, Shock): two
    creature cards were put into A's graveyard this way, A gains 2 (22)."""
    _compiled(real_db, "Gorging Vulture")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Gorging Vulture")
    for name in ("Grizzly Bears", "Hill Giant", "Island", "Shock"):
        s.add_card(Zone.LIBRARY, "A", name)
    s.cast_spell(1, M, "A", "Gorging Vulture")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", None, 4)
    s.assert_life("A", 22)


def test_701_13a_coerced_confession_draws_per_creature_card_the_target_milled(
        real_db: CardDatabase) -> None:
    """Coerced Confession: B mills Grizzly Bears, Hill Giant, Serra Angel and Forest; A draws
    three cards (three creature cards put into B's graveyard this way)."""
    _compiled(real_db, "Coerced Confession")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Coerced Confession")
    s.add_card(Zone.LIBRARY, "A", "Island", 5)
    for name in ("Grizzly Bears", "Hill Giant", "Serra Angel", "Forest"):
        s.add_card(Zone.LIBRARY, "B", name)
    s.cast_spell(1, M, "A", "Coerced Confession", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", None, 4)
    s.assert_hand_count("A", 3, "Island")


def test_701_13a_lilianas_indignation_counts_only_your_milled_creature_cards(
        real_db: CardDatabase) -> None:
    """Liliana's Indignation with X=3 mills Grizzly Bears, Hill Giant and Island: B loses 2
    life for each of the two creature cards (16)."""
    _compiled(real_db, "Liliana's Indignation")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Liliana's Indignation")
    for name in ("Grizzly Bears", "Hill Giant", "Island"):
        s.add_card(Zone.LIBRARY, "A", name)
    s.cast_spell(1, M, "A", "Liliana's Indignation", targets=["B"], x=3)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Island", 1)
    s.assert_life("B", 16)


def test_701_17a_thoughts_of_ruin_each_player_sacrifices_a_land_per_card_in_your_hand(
        real_db: CardDatabase) -> None:
    """Thoughts of Ruin with two other cards in A's hand (Shock, Opt): each player sacrifices
    two lands (A: 5 Mountains -> 3; B: 3 Forests -> 1), counted from A's hand (608.2h)."""
    _compiled(real_db, "Thoughts of Ruin")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Thoughts of Ruin")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Opt")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 3)
    s.cast_spell(1, M, "A", "Thoughts of Ruin")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Mountain", 3)
    s.assert_permanent_count("B", "Forest", 1)
    s.assert_graveyard_count("B", "Forest", 2)


def test_701_17a_malfegor_opponents_sacrifice_a_creature_per_card_discarded(
        real_db: CardDatabase) -> None:
    """Malfegor enters; A discards Shock and Opt (two cards): B sacrifices two of its three
    creatures (701.8a, 608.2c)."""
    _compiled(real_db, "Malfegor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Malfegor")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Opt")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 3)
    s.cast_spell(1, M, "A", "Malfegor")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 0)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 2)


def _two_deaths_and_two_tokens(real_db: CardDatabase, extra: int) -> Scenario:
    """Raise the Alarm (two 1/1 Soldier tokens), then Pyroclasm: the Soldiers and B's Grizzly
    Bears die; Hill Giant (3/3) survives. One nontoken creature died this turn."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", extra)
    s.add_card(Zone.HAND, "A", "Raise the Alarm")
    s.add_card(Zone.HAND, "A", "Pyroclasm")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, M, "A", "Raise the Alarm")
    s.cast_spell(1, M, "A", "Pyroclasm")
    return s


def test_700_4_gadrak_creates_a_treasure_per_nontoken_creature_that_died(
        real_db: CardDatabase) -> None:
    """Gadrak at A's end step: three creatures died this turn, two of them tokens: one
    Treasure (111.1: tokens are left out)."""
    _compiled(real_db, "Gadrak, the Crown-Scourge")
    s = _two_deaths_and_two_tokens(real_db, 0)
    s.add_card(Zone.BATTLEFIELD, "A", "Gadrak, the Crown-Scourge")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Soldier Token", 0)
    s.assert_permanent_count("A", "Treasure Token", 1)


def test_700_4_rise_of_the_dread_marn_counts_nontoken_creatures_that_died(
        real_db: CardDatabase) -> None:
    """Rise of the Dread Marn after the Pyroclasm: X is 1 (Grizzly Bears; the Soldier tokens
    don't count): one 2/2 Zombie Berserker."""
    _compiled(real_db, "Rise of the Dread Marn")
    s = _two_deaths_and_two_tokens(real_db, 3)
    s.add_card(Zone.HAND, "A", "Rise of the Dread Marn")
    s.cast_spell(1, M, "A", "Rise of the Dread Marn")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Zombie Berserker Token", 1)
    s.assert_power_toughness("A", "Zombie Berserker Token", 2, 2)


def test_608_2c_curse_of_the_swine_each_controller_gets_a_boar_per_creature_exiled(
        real_db: CardDatabase) -> None:
    """Curse of the Swine with X=3 exiles B's Grizzly Bears and Hill Giant and A's Serra
    Angel: B creates two 2/2 Boars, A one (each creature's controller as it left, 608.2h)."""
    _compiled(real_db, "Curse of the Swine")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.HAND, "A", "Curse of the Swine")
    s.add_card(Zone.BATTLEFIELD, "A", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, M, "A", "Curse of the Swine",
                 targets=["Grizzly Bears", "Hill Giant", "Serra Angel"], x=3)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Serra Angel", 1)
    s.assert_permanent_count("B", "Boar Token", 2)
    s.assert_permanent_count("A", "Boar Token", 1)
    s.assert_power_toughness("B", "Boar Token", 2, 2)


def test_608_2c_descent_of_the_dragons_a_dragon_per_creature_destroyed(
        real_db: CardDatabase) -> None:
    """Descent of the Dragons targeting B's Grizzly Bears and Hill Giant: both are destroyed
    and B creates two 4/4 Dragons; B's untargeted Serra Angel stays, A gets none."""
    _compiled(real_db, "Descent of the Dragons")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.HAND, "A", "Descent of the Dragons")
    for name in ("Grizzly Bears", "Hill Giant", "Serra Angel"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.cast_spell(1, M, "A", "Descent of the Dragons", targets=["Grizzly Bears", "Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", None, 2)
    s.assert_permanent_count("B", "Dragon Token", 2)
    s.assert_permanent_count("B", "Serra Angel", 1)
    s.assert_permanent_count("A", "Dragon Token", 0)


def test_701_16a_madcap_experiment_deals_damage_per_card_revealed(
        real_db: CardDatabase) -> None:
    """Madcap Experiment: A reveals Island, Shock, then Ornithopter (three cards, the artifact
    among them): Ornithopter enters, the other two go to the bottom, A takes 3 damage (17)."""
    _compiled(real_db, "Madcap Experiment")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Madcap Experiment")
    for name in ("Ornithopter", "Shock", "Island"):  # (the last one added is the top card)
        s.add_card(Zone.LIBRARY, "A", name)
    s.cast_spell(1, M, "A", "Madcap Experiment")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Ornithopter", 1)
    s.assert_life("A", 17)
    s.assert_library_count("A", 1, "Shock")


def test_701_16a_madcap_experiment_artifact_on_top_deals_1(real_db: CardDatabase) -> None:
    """The top card is the artifact: one card revealed, 1 damage (19)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Madcap Experiment")
    s.add_card(Zone.LIBRARY, "A", "Shock")
    s.add_card(Zone.LIBRARY, "A", "Ornithopter")
    s.cast_spell(1, M, "A", "Madcap Experiment")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Ornithopter", 1)
    s.assert_life("A", 19)


def test_701_17a_din_of_the_fireherd_counts_the_new_token_too(real_db: CardDatabase) -> None:
    """Din of the Fireherd: the 5/5 black and red Elemental is created first, so A controls
    two black creatures (it and Vampire Nighthawk) and two red ones (it and Hill Giant): B
    sacrifices two of its three Grizzly Bears and two of its three Forests (608.2h)."""
    _compiled(real_db, "Din of the Fireherd")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 8)
    s.add_card(Zone.HAND, "A", "Din of the Fireherd")
    s.add_card(Zone.BATTLEFIELD, "A", "Vampire Nighthawk")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 3)
    s.cast_spell(1, M, "A", "Din of the Fireherd", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Elemental Token", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Forest", 1)
