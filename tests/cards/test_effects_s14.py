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


# ------------------------------------------ a search for one card of each kind (701.19)


def test_701_19_yasharn_finds_a_basic_forest_and_a_basic_plains(real_db: CardDatabase) -> None:
    """Yasharn, Implacable Earth (XMage's test): "When ~ enters the battlefield, search your
    library for a basic Forest card and a basic Plains card, reveal those cards, put them
    into your hand, then shuffle." A finds Forest, then Plains: both in hand, Island and
    Mountain still in the library."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Island", "Forest", "Mountain", "Plains"):
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Yasharn, Implacable Earth")
    s.set_choice("A", "Forest")
    s.set_choice("A", "Plains")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Yasharn, Implacable Earth")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Yasharn, Implacable Earth", 1)
    assert sorted(s.state.objects[c].card.name for c in s.state.players[0].hand) == [
        "Forest", "Plains"]
    assert sorted(_library_top_first(s, 0)) == ["Island", "Mountain"]


def test_701_19_alpine_houndmaster_finds_the_two_named_cards(real_db: CardDatabase) -> None:
    """Alpine Houndmaster (XMage's test): "When ~ enters the battlefield, you may search your
    library for a card named Alpine Watchdog and/or a card named Igneous Cur, reveal them, put
    them into your hand, then shuffle." With both in the library (and a Grizzly Bears, not
    offered), A takes both."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Grizzly Bears", "Igneous Cur", "Alpine Watchdog"):
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Alpine Houndmaster")
    s.set_choice("A", "yes")
    s.set_choice("A", "Alpine Watchdog")
    s.set_choice("A", "Igneous Cur")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Alpine Houndmaster")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert sorted(s.state.objects[c].card.name for c in s.state.players[0].hand) == [
        "Alpine Watchdog", "Igneous Cur"]
    assert _library_top_first(s, 0) == ["Grizzly Bears"]


def test_701_19b_krosan_verge_may_find_only_one(real_db: CardDatabase) -> None:
    """Krosan Verge: "{2}, {T}, Sacrifice ~: Search your library for a Forest card and a Plains
    card, put them onto the battlefield tapped, then shuffle." With no Plains in the library,
    only the Forest is found (701.19b), and it enters tapped."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Island", "Forest"):
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Krosan Verge")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.set_choice("A", "Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}, Sacrifice")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Forest", 1)
    s.assert_tapped("Forest", True)
    s.assert_permanent_count("A", "Krosan Verge", 0)
    assert _library_top_first(s, 0) == ["Island"]


def test_205_3_commune_with_dinosaurs_takes_a_dinosaur_or_a_land(real_db: CardDatabase) -> None:
    """Commune with Dinosaurs: "Look at the top five cards of your library. You may reveal a
    Dinosaur or land card from among them and put it into your hand. Put the rest on the
    bottom of your library in any order." Either kind may be taken (not a card both a
    Dinosaur and a land): A takes Ripjaw Raptor; the four others go to the bottom."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Swamp", "Grizzly Bears", "Forest", "Ripjaw Raptor", "Hill Giant",
                 "Shock"):  # (the last added is the top card: Swamp stays on top)
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Commune with Dinosaurs")
    s.set_choice("A", "Ripjaw Raptor")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Commune with Dinosaurs")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Ripjaw Raptor")
    assert _library_top_first(s, 0)[0] == "Swamp"


def _commune_choosing(real_db: CardDatabase, answer: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Swamp", "Grizzly Bears", "Hill Giant", "Forest", "Shock", "Lightning Bolt"):
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Commune with Dinosaurs")
    s.set_choice("A", answer)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Commune with Dinosaurs")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_205_3_commune_with_dinosaurs_offers_only_dinosaurs_and_lands(
        real_db: CardDatabase) -> None:
    """The same with Grizzly Bears, Hill Giant, Shock and a Forest among the five: the Forest
    can be taken; Grizzly Bears (neither a Dinosaur nor a land) can't be chosen."""
    _commune_choosing(real_db, "Forest").assert_hand_count("A", 1, "Forest")
    s = _commune_choosing(real_db, "Grizzly Bears")
    s.assert_hand_count("A", 0, "Grizzly Bears")


def test_401_5_jace_the_living_guildpact_mills_one_of_two(real_db: CardDatabase) -> None:
    """Jace, the Living Guildpact: "+1: Look at the top two cards of your library. Put one of
    them into your graveyard." A puts the second card (Island) into the graveyard; the other
    (Forest) stays on top, above Mountain; Jace has 6 loyalty."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for card in ("Mountain", "Island", "Forest"):  # (the last added is the top card)
        s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Jace, the Living Guildpact")
    s.set_choice("A", "Island")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Island", 1)
    assert _library_top_first(s, 0) == ["Forest", "Mountain"]
    s.assert_counter_count("A", "Jace, the Living Guildpact", "loyalty", 6)


def test_101_4_secret_rendezvous_both_players_draw_three(real_db: CardDatabase) -> None:
    """Secret Rendezvous: "You and target opponent each draw three cards." A (the caster)
    and B each draw three (in APNAP order, 101.4); A's hand held only the spell."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Secret Rendezvous")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Secret Rendezvous", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 3)
    s.assert_hand_count("B", 3)


def test_401_4_aetherspouts_each_owner_chooses_and_orders(real_db: CardDatabase) -> None:
    """Aetherspouts (XMage's test): "For each attacking creature, its owner puts it on the top
    or bottom of their library." B attacks with Grizzly Bears, Hill Giant and Serra Angel; A
    casts it in the declare attackers step. B puts the Bears and the Giant on top (ordering
    them: Hill Giant topmost, 401.4) and the Angel on the bottom; A takes no damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.HAND, "A", "Aetherspouts")
    for card in ("Grizzly Bears", "Hill Giant", "Serra Angel"):
        s.add_card(Zone.BATTLEFIELD, "B", card)
        s.attack(2, "B", card)
    s.cast_spell(2, Step.DECLARE_ATTACKERS, "A", "Aetherspouts")
    for answer in ("top", "top", "bottom", "Hill Giant"):
        s.set_choice("B", answer)
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_battlefield_count("B", 0)
    library = _library_top_first(s, 1)
    assert library[:2] == ["Hill Giant", "Grizzly Bears"] and library[-1] == "Serra Angel"
