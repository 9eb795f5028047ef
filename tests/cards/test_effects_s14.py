"""Session 14 effects (issue 11): spell, activated, loyalty and enter-trigger effects read by
the Oracle compiler, played with real cards and exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

# ------------------------------- the owner puts it on the top or bottom of their library


def _library_top_first(s: Scenario, player: int) -> list[str]:
    return [s.state.objects[c].card.name for c in reversed(s.state.players[player].library)]


def _run_out_of_town(real_db: CardDatabase, answer: str) -> Scenario:
    """Run Out of Town on B's Hill Giant, B's library holding Forest and Mountain (top
    first); B answers `answer`."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("B")
    s.add_card(Zone.LIBRARY, "B", "Forest")
    s.add_card(Zone.LIBRARY, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Run Out of Town")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("B", answer)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Run Out of Town", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_608_2d_run_out_of_town_owner_chooses_top(real_db: CardDatabase) -> None:
    """Run Out of Town: "The owner of target nonland permanent puts it on the top or bottom
    of their library." B (the owner) chooses the top: Hill Giant is B's top card of three."""
    s = _run_out_of_town(real_db, "top")
    s.assert_permanent_count("B", "Hill Giant", 0)
    got = _library_top_first(s, 1)
    assert len(got) == 3 and got[0] == "Hill Giant"


def test_401_1_run_out_of_town_owner_chooses_bottom(real_db: CardDatabase) -> None:
    """The same, B choosing the bottom: Hill Giant is the last of B's three cards."""
    s = _run_out_of_town(real_db, "bottom")
    s.assert_permanent_count("B", "Hill Giant", 0)
    got = _library_top_first(s, 1)
    assert len(got) == 3 and got[-1] == "Hill Giant"


def test_608_2d_aether_gust_puts_a_red_spell_on_the_bottom(real_db: CardDatabase) -> None:
    """Aether Gust (XMage's test): "Choose target spell or permanent that's red or green. Its
    owner puts it on the top or bottom of their library." B casts Lightning Bolt at A; A
    responds with Aether Gust on the Bolt, B chooses the bottom: A stays at 20, the Bolt is
    B's bottom card and not in B's graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Aether Gust")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Aether Gust", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.set_choice("B", "bottom")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Lightning Bolt", 0)
    assert _library_top_first(s, 1)[-1] == "Lightning Bolt"


def _gust_at(real_db: CardDatabase, target: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Aether Gust")
    s.add_card(Zone.BATTLEFIELD, "B", "Air Elemental")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("B", "top")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aether Gust", targets=[target])
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_115_1_aether_gust_targets_only_red_or_green(real_db: CardDatabase) -> None:
    """Aether Gust's target must be red or green (115.1): B's Grizzly Bears (green) goes on
    top of B's library; B's Air Elemental (blue) can't be targeted, so the spell can't be
    cast at it."""
    s = _gust_at(real_db, "Grizzly Bears")
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_permanent_count("B", "Air Elemental", 1)
    assert _library_top_first(s, 1)[0] == "Grizzly Bears"
    with pytest.raises(ScenarioError):
        _gust_at(real_db, "Air Elemental").execute()


# ------------------------------------------------------------ additional phases (500.8)


def _steps_of_turn(s: Scenario, turn: int) -> list[str]:
    return [ev[2] for ev in s.state.log if ev[0] == "step" and ev[1] == turn]


def test_500_8_relentless_assault_after_combat_gives_a_second_attack(
        real_db: CardDatabase) -> None:
    """Relentless Assault: "Untap all creatures that attacked this turn. After this main
    phase, there is an additional combat phase followed by an additional main phase." Cast in
    A's postcombat main phase after Grizzly Bears attacked: the Bears untap and attack again
    in the additional combat; B is at 16 (2 + 2); the turn has two combats and three main
    phases, the last two postcombat ones (505.1a)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Relentless Assault")
    s.attack(3, "A", "Grizzly Bears")
    s.cast_spell(3, Step.POSTCOMBAT_MAIN, "A", "Relentless Assault")
    s.stop_at(4, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 16)
    assert _steps_of_turn(s, 3) == [
        "UNTAP", "UPKEEP", "DRAW", "PRECOMBAT_MAIN", "BEGIN_COMBAT", "DECLARE_ATTACKERS",
        "DECLARE_BLOCKERS", "COMBAT_DAMAGE", "END_COMBAT", "POSTCOMBAT_MAIN", "BEGIN_COMBAT",
        "DECLARE_ATTACKERS", "DECLARE_BLOCKERS", "COMBAT_DAMAGE", "END_COMBAT",
        "POSTCOMBAT_MAIN", "END_TURN", "CLEANUP"]


def test_500_8_additional_phases_before_the_regular_combat(real_db: CardDatabase) -> None:
    """Relentless Assault cast in the precombat main phase: the additional combat and main
    phase come directly after it, then the turn's regular combat and postcombat main phase
    (500.8): Serra Angel (vigilance) attacks in both combats, B is at 12 (4 + 4). Nothing
    attacked before it resolved, so nothing untapped."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Relentless Assault")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Relentless Assault")
    s.attack(3, "A", "Serra Angel")
    s.stop_at(4, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 12)
    steps = _steps_of_turn(s, 3)
    assert steps.count("BEGIN_COMBAT") == 2 and steps.count("POSTCOMBAT_MAIN") == 2
    assert steps[3:6] == ["PRECOMBAT_MAIN", "BEGIN_COMBAT", "DECLARE_ATTACKERS"]
    assert steps[-4:] == ["END_COMBAT", "POSTCOMBAT_MAIN", "END_TURN", "CLEANUP"]


def test_500_8_additional_phases_are_saved_and_end_with_the_turn(real_db: CardDatabase) -> None:
    """Relentless Assault cast in the precombat main phase: at the beginning of the additional
    combat, the phases still to come (the additional main phase, then the regular combat) are
    part of the saved game: to_json / from_json and copy() keep them. The next turn of A has
    one combat."""
    from mtg_engine.state.game_state import GameState

    seen: list[tuple[tuple[int, ...], int]] = []

    def in_extra_combat(sc: Scenario) -> None:
        st = sc.state
        back = GameState.from_json(st.to_json(), real_db)
        dup = st.copy()
        seen.append((back.extra_phases, back.phases_resume))
        assert (dup.extra_phases, dup.phases_resume) == (st.extra_phases, st.phases_resume)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Relentless Assault")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Relentless Assault")
    s.check(3, Step.BEGIN_COMBAT, in_extra_combat)
    s.stop_at(6, Step.UPKEEP)
    s.execute()
    assert seen == [((int(Step.POSTCOMBAT_MAIN),), int(Step.BEGIN_COMBAT))]
    assert _steps_of_turn(s, 3).count("BEGIN_COMBAT") == 2
    assert _steps_of_turn(s, 5).count("BEGIN_COMBAT") == 1
    assert s.state.extra_phases == () and s.state.phases_resume == -1


# ------------------------------------ a creature type chosen as it resolves (608.2d)


def test_608_2d_crippling_fear_spares_the_chosen_type(real_db: CardDatabase) -> None:
    """Crippling Fear (XMage's test): "Choose a creature type. Creatures that aren't of the
    chosen type get -3/-3 until end of turn." A chooses Goblin: A's Goblin Piker stays 2/1,
    B's Grizzly Bears dies, B's Serra Angel is 1/1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Crippling Fear")
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Piker")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.set_choice("A", "Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Crippling Fear")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Goblin Piker", 2, 1)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_power_toughness("B", "Serra Angel", 1, 1)


def test_608_2d_kindred_dominance_destroys_the_other_types(real_db: CardDatabase) -> None:
    """Kindred Dominance (XMage's test): "Choose a creature type. Destroy all creatures that
    aren't of the chosen type." A chooses Elf: Llanowar Elves (A) and Elvish Mystic (B) stay;
    Grizzly Bears and Goblin Piker are destroyed."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 7)
    s.add_card(Zone.HAND, "A", "Kindred Dominance")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Elvish Mystic")
    s.add_card(Zone.BATTLEFIELD, "B", "Goblin Piker")
    s.set_choice("A", "Elf")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Kindred Dominance")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Llanowar Elves", 1)
    s.assert_permanent_count("B", "Elvish Mystic", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_permanent_count("B", "Goblin Piker", 0)


def test_608_2d_distant_melody_counts_your_permanents_of_the_type(
        real_db: CardDatabase) -> None:
    """Distant Melody (XMage's test): "Choose a creature type. Draw a card for each permanent
    you control of that type." A chooses Elf with two Llanowar Elves and a Grizzly Bears (B's
    Elvish Mystic isn't A's): A draws 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Distant Melody")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Elvish Mystic")
    s.set_choice("A", "Elf")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Distant Melody")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 2)


def test_608_2d_riptide_chronologist_untaps_the_chosen_type(real_db: CardDatabase) -> None:
    """Riptide Chronologist: "{U}, Sacrifice ~: Untap all creatures of the creature type of
    your choice." Its source is gone (sacrificed as a cost) when A chooses Elf on turn 1: B's
    tapped Elvish Mystic untaps (every player's creatures of that type), B's tapped Grizzly
    Bears doesn't."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Riptide Chronologist")
    s.add_card(Zone.BATTLEFIELD, "B", "Elvish Mystic", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", tapped=True)
    s.set_choice("A", "Elf")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{U}, Sacrifice")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Riptide Chronologist", 0)
    s.assert_tapped("Elvish Mystic", False)
    s.assert_tapped("Grizzly Bears", True)


# --------------------------------------------------- scry X with X given a value (107.3)


def test_701_18a_ugins_insight_scries_the_highest_mana_value(real_db: CardDatabase) -> None:
    """Ugin's Insight (XMage's test): "Scry X, where X is the highest mana value among
    permanents you control, then draw three cards." A controls Air Elemental (mana value 5)
    and Islands: A scries 5, putting the five lands on top of its library on the bottom, then
    draws the next three cards (with X = 4 a land would be drawn)."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Grizzly Bears", "Hill Giant", "Llanowar Elves", "Forest", "Island",
                 "Mountain", "Plains", "Swamp"):  # (the last added is the top card)
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Air Elemental")
    s.add_card(Zone.HAND, "A", "Ugin's Insight")
    s.set_choice("A", "Forest, Island, Mountain, Plains, Swamp")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ugin's Insight")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    hand = sorted(s.state.objects[c].card.name for c in s.state.players[0].hand)
    assert hand == ["Grizzly Bears", "Hill Giant", "Llanowar Elves"]
    assert ("scry", 0, 5, 5) in s.state.log  # (A, five cards looked at, five on the bottom)


# ------------------------------------------------ look at the top N, then put (401.5)


def test_401_5_court_hussar_looks_at_three_then_takes_one(real_db: CardDatabase) -> None:
    """Court Hussar (XMage's test): "When ~ enters the battlefield, look at the top three
    cards of your library, then put one of them into your hand and the rest on the bottom of
    your library in any order." Cast with {W} spent (it stays): A takes Mountain; Forest and
    Island go to the bottom, Plains is now the top card."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Swamp", "Plains", "Mountain", "Island", "Forest"):  # (last added: top)
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Court Hussar")
    s.set_choice("A", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Court Hussar")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Court Hussar", 1)
    s.assert_hand_count("A", 1, "Mountain")
    library = _library_top_first(s, 0)
    assert library[:2] == ["Plains", "Swamp"] and sorted(library[2:]) == ["Forest", "Island"]


# ------------------------------ cards of your graveyard shuffled into your library (701.20a)


def test_701_20a_wand_of_vertebrae_shuffles_five_graveyard_cards(real_db: CardDatabase) -> None:
    """Wand of Vertebrae (XMage's test): "{2}, {T}, Exile ~: Shuffle up to five target cards
    from your graveyard into your library." Five of A's six graveyard cards go into A's
    library (3 cards before: 8 after); Hill Giant, not targeted, stays; the Wand is exiled."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Forest", "Island", "Mountain"):
        s.add_card(Zone.LIBRARY, "A", card)
    graveyard = ("Grizzly Bears", "Llanowar Elves", "Lightning Bolt", "Shock", "Giant Growth")
    for card in (*graveyard, "Hill Giant"):
        s.add_card(Zone.GRAVEYARD, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Wand of Vertebrae")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}, Exile", targets=list(graveyard))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert sorted(_library_top_first(s, 0)) == sorted(("Forest", "Island", "Mountain",
                                                       *graveyard))
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Wand of Vertebrae", 0)


def test_608_2d_elsewhere_flask_makes_each_land_the_chosen_type(real_db: CardDatabase) -> None:
    """Elsewhere Flask (XMage's test): "Sacrifice ~: Choose a basic land type. Each land you
    control becomes that type until end of turn." A chooses Island: A's Forest and Mountain
    are Islands (305.7: their old land types gone); B's Swamp is unchanged."""
    from mtg_engine.rules.layers import characteristics

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Elsewhere Flask")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp")
    s.set_choice("A", "Island")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    st = s.state
    lands = {st.objects[o].card.name: set(characteristics(st, o).subtypes)
             for o in st.battlefield if st.objects[o].card.name in ("Forest", "Mountain", "Swamp")}
    assert lands == {"Forest": {"Island"}, "Mountain": {"Island"}, "Swamp": {"Swamp"}}
