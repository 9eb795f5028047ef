"""Spell effects and the effects of triggered abilities compiled from real cards' Oracle text
in session 17 (issue 11), played with exact figures: damage to each opponent and each
creature and planeswalker they control (120.3), an optional exile and return "If you do"
(608.2c, 603.7), a hand revealed and a nonlegendary, nonland card chosen (701.16a, 701.8)."""

from __future__ import annotations

from typing import Any

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_120_3_goblin_chainwhirler_hits_each_opponent_and_their_permanents(
        real_db: CardDatabase) -> None:
    """Goblin Chainwhirler enters: 1 damage to B (20 -> 19), to B's Llanowar Elves (dies),
    to B's Grizzly Bears (1 damage marked) and to B's Jace Beleren (3 -> 2 loyalty, 120.3c);
    A's own Llanowar Elves and A are not dealt damage ("they": the opponents)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Jace Beleren")  # loyalty 3
    s.add_card(Zone.HAND, "A", "Goblin Chainwhirler")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Goblin Chainwhirler")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 19)
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_permanent_count("A", "Llanowar Elves", 1)
    s.assert_damage("Grizzly Bears", 1)
    s.assert_counter_count("B", "Jace Beleren", "loyalty", 2)


def test_120_3_end_the_festivities_spares_its_controllers_side(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves", 2)
    s.add_card(Zone.HAND, "A", "End the Festivities")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "End the Festivities")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 19)
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Llanowar Elves", 2)
    s.assert_permanent_count("A", "Llanowar Elves", 1)


def test_608_2c_astral_slide_exiles_and_returns_at_the_next_end_step(
        real_db: CardDatabase) -> None:
    """A cycles Secluded Steppe: Astral Slide's trigger exiles B's Hill
    Giant; it comes back at the beginning of the next end step (603.7), a new object (400.7)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Astral Slide")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", counters={"+1/+1": 1})
    s.add_card(Zone.HAND, "A", "Secluded Steppe")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Cycling", source="Secluded Steppe")
    s.add_target("A", "Hill Giant")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: (sc.assert_permanent_count("B", "Hill Giant", 0),
                                                 sc.assert_exile_count("Hill Giant", 1)))
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_counter_count("B", "Hill Giant", "+1/+1", 0)  # a new object (400.7)
    s.assert_exile_count("Hill Giant", 0)


def test_608_2c_astral_slide_declined_exiles_nothing(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Astral Slide")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", counters={"+1/+1": 1})
    s.add_card(Zone.HAND, "A", "Secluded Steppe")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Cycling", source="Secluded Steppe")
    s.add_target("A", "Hill Giant")
    s.set_choice("A", "no")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("B", "Hill Giant", "+1/+1", 1)
    s.assert_exile_count("Hill Giant", 0)


def test_701_16a_lay_bare_the_heart_chooses_a_nonlegendary_nonland_card(
        real_db: CardDatabase) -> None:
    """B's hand: Isamaru, Hound of Konda (legendary), Forest (a land), Grizzly Bears: only the
    Bears can be chosen; B discards it and keeps the other two."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Lay Bare the Heart")
    for name in ("Isamaru, Hound of Konda", "Forest", "Grizzly Bears"):
        s.add_card(Zone.HAND, "B", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lay Bare the Heart", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_hand_count("B", 1, "Isamaru, Hound of Konda")
    s.assert_hand_count("B", 1, "Forest")


def _misstep(db: CardDatabase, stop_turn: int) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", tapped=True)
    s.add_card(Zone.HAND, "A", "Misstep")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Misstep", targets=["B"])
    s.stop_at(stop_turn, Step.UPKEEP)
    s.execute()
    return s


def test_502_3_misstep_keeps_that_players_creatures_tapped_in_their_next_untap_step(
        real_db: CardDatabase) -> None:
    """Misstep on B: B's tapped Grizzly Bears stays tapped through B's untap step of turn 2;
    B's Forest (not a creature) untaps; A's Hill Giant untaps in A's own untap step (turn 3)
    and the Bears in B's following one (turn 4: the effect is over, 502.3)."""
    s = _misstep(real_db, 2)
    s.assert_tapped("Grizzly Bears", True)
    s.assert_tapped("Forest", False)
    s = _misstep(real_db, 4)
    s.assert_tapped("Grizzly Bears", False)
    s.assert_tapped("Hill Giant", False)


def test_701_38a_disrupt_decorum_goads_each_creature_it_doesnt_control(
        real_db: CardDatabase) -> None:
    """Disrupt Decorum goads B's Grizzly Bears (and not A's Hill Giant): on B's turn the Bears
    attacks A (701.38a: it attacks each combat if able), 20 -> 18."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Disrupt Decorum")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Disrupt Decorum")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 18)
    goaded = [s.state.objects[o].card.name for o in s.state.battlefield
              if any(k == "goaded" for k, _ in s.state.objects[o].chosen)]
    assert goaded == ["Grizzly Bears"]


def test_613_1f_whiteout_removes_flying_from_each_creature_until_end_of_turn(
        real_db: CardDatabase) -> None:
    """Whiteout: A's and B's Serra Angels lose flying (layer 6, 611.2c: the creatures on the
    battlefield as it resolves) until end of turn; on turn 2 they fly again."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.HAND, "A", "Whiteout")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Whiteout")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_abilities("A", "Serra Angel", ["Flying"], present=False),
        sc.assert_abilities("B", "Serra Angel", ["Flying"], present=False),
        sc.assert_abilities("B", "Serra Angel", ["Vigilance"])))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_abilities("B", "Serra Angel", ["Flying"])


def test_108_3_path_of_peace_its_owner_gains_4_life(real_db: CardDatabase) -> None:
    """Path of Peace destroys B's Hill Giant; its owner B gains 4 life (20 -> 24), found from
    the card it became in the graveyard (400.7)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Path of Peace")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Path of Peace", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("B", 24)
    s.assert_life("A", 20)


def test_108_4_oust_its_controller_gains_3_life(real_db: CardDatabase) -> None:
    """Oust puts B's Grizzly Bears second from the top of B's library (401.7) and B, its
    controller as it last existed (608.2h), gains 3 life."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Oust")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Oust", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 23)
    lib = s.state.players[1].library
    assert s.state.objects[lib[-2]].card.name == "Grizzly Bears"
    s.assert_permanent_count("B", "Grizzly Bears", 0)


def test_107_3a_stir_the_grave_returns_a_card_with_mana_value_x_or_less(
        real_db: CardDatabase) -> None:
    """Stir the Grave with X=2 ({2}{B}): Grizzly Bears (mana value 2) returns from A's
    graveyard to the battlefield; Hill Giant (4) stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Stir the Grave")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Stir the Grave", targets=["Grizzly Bears"], x=2)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Hill Giant", 1)


def test_107_3a_stir_the_grave_cant_target_a_card_above_x(real_db: CardDatabase) -> None:
    from mtg_engine.testing import ScenarioError

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Stir the Grave")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Stir the Grave", targets=["Hill Giant"], x=2)
    s.stop_at(1, Step.BEGIN_COMBAT)
    try:
        s.execute()
    except ScenarioError:
        pass
    else:
        raise AssertionError("Hill Giant (mana value 4) was a legal target with X=2")
    s.assert_graveyard_count("A", "Hill Giant", 1)


def test_107_3a_venarian_glimmer_chooses_a_card_with_mana_value_x_or_less(
        real_db: CardDatabase) -> None:
    """Venarian Glimmer with X=2 on B (hand: Hill Giant 4, Grizzly Bears 2, Forest): only the
    Bears can be chosen (a land is excluded, the Giant is above X); B discards it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Venarian Glimmer")
    for name in ("Hill Giant", "Grizzly Bears", "Forest"):
        s.add_card(Zone.HAND, "B", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Venarian Glimmer", targets=["B"], x=2)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_hand_count("B", 2)
    s.assert_hand_count("B", 1, "Hill Giant")


def test_406_1_kayas_guile_exiles_all_opponents_graveyards(real_db: CardDatabase) -> None:
    """Kaya's Guile, modes 2 and 4: B's graveyard (two cards) is exiled, A's isn't; A gains
    4 life (20 -> 24)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Kaya's Guile")
    s.set_mode_choice("A", 2)
    s.set_mode_choice("A", 4)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Kaya's Guile")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", None, 0)
    s.assert_exile_count("Hill Giant", 1, "B")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_life("A", 24)


def _counter_hill_giant(real_db: CardDatabase, counterspell: str, lands: list[str],
                        hand: list[str], answers: list[str]) -> Scenario:
    """B casts Hill Giant on turn 2; A counters it with `counterspell` in response."""
    s = Scenario(cards=real_db)
    for land in lands:
        s.add_card(Zone.BATTLEFIELD, "A", land)
    for name in [counterspell, *hand]:
        s.add_card(Zone.HAND, "A", name)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 4)
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Hill Giant")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", counterspell, targets=["Hill Giant"],
                 responding_to="Hill Giant")
    for answer in answers:
        s.set_choice("A", answer)
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    return s


def test_608_2g_counterlash_casts_a_spell_sharing_a_card_type_free(
        real_db: CardDatabase) -> None:
    """B casts Hill Giant; A counters it with Counterlash and casts Grizzly Bears (a creature
    spell, as Hill Giant was) from A's hand without paying its mana cost, on B's turn (608.2g:
    timing ignored). Shock (an instant) couldn't be chosen and stays in A's hand."""
    s = _counter_hill_giant(real_db, "Counterlash", ["Island"] * 6, ["Shock", "Grizzly Bears"],
                            ["yes", "Grizzly Bears"])
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("A", 1, "Shock")
    s.assert_tapped("Island", True)


def test_608_2g_counterlash_offers_nothing_that_shares_no_type(real_db: CardDatabase) -> None:
    s = _counter_hill_giant(real_db, "Counterlash", ["Island"] * 6, ["Shock"], [])
    s.assert_hand_count("A", 1, "Shock")
    s.assert_life("B", 20)


def test_700_2_abiding_grace_returns_a_creature_card_with_mana_value_1(
        real_db: CardDatabase) -> None:
    """Abiding Grace, mode 2 at A's end step: Llanowar Elves (mana value 1) returns from A's
    graveyard to the battlefield (202.3: exactly 1; Grizzly Bears, 2, couldn't be chosen)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Abiding Grace")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Llanowar Elves")
    s.set_mode_choice("A", 2)
    s.add_target("A", "Llanowar Elves")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("A", "Llanowar Elves", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_life("A", 20)


def test_700_2_abiding_grace_gains_1_life(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Abiding Grace")
    s.add_card(Zone.GRAVEYARD, "A", "Llanowar Elves")
    s.set_mode_choice("A", 1)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("A", 21)
    s.assert_graveyard_count("A", "Llanowar Elves", 1)


def test_202_3_exact_mana_value_target_excludes_other_values() -> None:
    from mtg_engine.cards.oracle.lower import lower_text

    got = lower_text("Return target creature card with mana value 1 from your graveyard to "
                     "the battlefield.", allow_x=False, on_permanent=True)
    assert got is not None
    assert got[1][0]["filter"]["mana_value_le"] == got[1][0]["filter"]["mana_value_ge"] == 1


def _mindseeker(real_db: CardDatabase, milled: list[str]) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Jace's Mindseeker")
    for name in milled:  # the last one added is B's top card
        s.add_card(Zone.LIBRARY, "B", name)
    return s


def test_608_2g_jaces_mindseeker_casts_an_instant_milled_from_the_opponent(
        real_db: CardDatabase) -> None:
    """Jace's Mindseeker enters: B mills five (Lightning Bolt, Grizzly Bears, three Islands);
    A casts the Bolt from B's graveyard without paying its mana cost, at B (20 - 3 = 17). A
    controls the spell; B owns the card: it goes back to B's graveyard (108.3)."""
    s = _mindseeker(real_db, ["Lightning Bolt", "Grizzly Bears", "Island", "Island", "Island"])
    s.add_target("A", "B")  # the mill's target
    s.set_choice("A", "yes")
    s.set_choice("A", "Lightning Bolt")
    s.add_target("A", "B")  # the Bolt's
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Jace's Mindseeker")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)
    s.assert_graveyard_count("B", None, 5)
    s.assert_permanent_count("A", "Jace's Mindseeker", 1)


def test_608_2g_jaces_mindseeker_casts_no_creature(real_db: CardDatabase) -> None:
    """Only an instant or sorcery card among the milled ones may be cast: with Grizzly Bears
    and lands milled, nothing is cast."""
    s = _mindseeker(real_db, ["Grizzly Bears", "Island", "Island", "Island", "Island"])
    s.add_target("A", "B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Jace's Mindseeker")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_life("B", 20)


def _kardur(real_db: CardDatabase, answer: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Kardur's Vicious Return")
    s.set_choice("A", answer)
    s.add_target("A", "B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Kardur's Vicious Return")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_603_12_kardurs_vicious_return_reflexive_trigger_when_you_sacrifice(
        real_db: CardDatabase) -> None:
    """Chapter I: A sacrifices Grizzly Bears; when A does, a reflexive trigger deals 3 damage
    to B (603.12: its target chosen as it is put on the stack), 20 -> 17."""
    s = _kardur(real_db, "yes")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_life("B", 17)


def test_603_12_kardurs_vicious_return_no_sacrifice_no_trigger(real_db: CardDatabase) -> None:
    s = _kardur(real_db, "no")
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_life("B", 20)


def _island_eater(tmp_path: Any, monkeypatch: Any, islands: int) -> Scenario:
    from .conftest import assert_compiled, face, write_atomic

    monkeypatch.setenv("MTG_ENGINE_CACHE_DIR", str(tmp_path / "cache"))
    text = "At the beginning of your upkeep, you may sacrifice two Islands. If you do, " \
        "draw two cards."
    cards = {"Test Island Eater": [face("Test Island Eater", "Enchantment", cost="{U}",
                                        text=text)]}
    db = CardDatabase.load(write_atomic(tmp_path / "AtomicCards.json", cards))
    assert_compiled(db, "Test Island Eater")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Island Eater")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", islands)
    s.set_choice("A", "yes")
    s.stop_at(3, Step.DRAW)
    s.execute()
    return s


def test_608_2c_an_optional_trigger_that_cant_sacrifice_two_does_nothing(
        tmp_path: Any, monkeypatch: Any) -> None:
    """"You may sacrifice two Islands. If you do, draw two cards." with one Island in A's
    upkeep of turn 3: the sacrifice can't be done in full (118.3), so it isn't offered: the
    Island stays and A draws nothing more than the turn's draw (608.2c: all or nothing)."""
    s = _island_eater(tmp_path, monkeypatch, 1)
    s.assert_permanent_count("A", "Island", 1)
    s.assert_hand_count("A", 0)  # (A skipped the draw of turn 1; turn 3: not drawn yet)


def test_608_2c_an_optional_trigger_sacrifices_two_and_draws(tmp_path: Any,
                                                              monkeypatch: Any) -> None:
    s = _island_eater(tmp_path, monkeypatch, 3)
    s.assert_permanent_count("A", "Island", 1)
    s.assert_graveyard_count("A", "Island", 2)
    s.assert_hand_count("A", 2)


def test_603_12_hypothesizzle_discards_a_nonland_card_then_deals_4(
        real_db: CardDatabase) -> None:
    """Hypothesizzle: A draws two (Island, Grizzly Bears on top), then discards the Bears (a
    nonland card); when A does, the reflexive trigger deals 4 damage to B's Hill Giant."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.LIBRARY, "A", "Island")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Hypothesizzle")
    s.set_choice("A", "yes")
    s.set_choice("A", "Grizzly Bears")
    s.add_target("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hypothesizzle")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("A", 1, "Island")
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_608_2c_thrilling_discovery_needs_two_cards_to_discard(real_db: CardDatabase) -> None:
    """Thrilling Discovery with one other card in hand: A gains 2 life (22) but can't discard
    two cards, so doesn't, and draws nothing (608.2c, 118.3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Thrilling Discovery")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Thrilling Discovery")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 22)
    s.assert_hand_count("A", 1, "Grizzly Bears")


def test_608_2c_thrilling_discovery_discards_two_and_draws_three(
        real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Thrilling Discovery")
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 2)
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Thrilling Discovery")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 22)
    s.assert_graveyard_count("A", "Grizzly Bears", 2)
    s.assert_hand_count("A", 3)


@pytest.mark.parametrize("first", ["Grizzly Bears", "Hill Giant"])
def test_401_4_hallowed_burial_puts_all_creatures_on_the_bottom_in_their_owners_order(
        real_db: CardDatabase, first: str) -> None:
    """Hallowed Burial: A's Hill Giant and Grizzly Bears and B's Llanowar Elves go to the
    bottom of their owners' libraries; A orders A's two (401.4): the one chosen first is the
    higher of them, the other the bottom card."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Hallowed Burial")
    s.set_choice("A", first)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hallowed Burial")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 0)
    s.assert_permanent_count("B", "Llanowar Elves", 0)
    lib_a = [s.state.objects[c].card.name for c in s.state.players[0].library]
    other = "Hill Giant" if first == "Grizzly Bears" else "Grizzly Bears"
    assert lib_a[:2] == [other, first]  # (index 0 is the bottom)
    assert s.state.objects[s.state.players[1].library[0]].card.name == "Llanowar Elves"
    s.assert_graveyard_count("A", "Hallowed Burial", 1)


def test_608_2c_sword_of_light_and_shadow_gains_3_and_returns_a_creature_card(
        real_db: CardDatabase) -> None:
    """"you gain 3 life and you may return up to one target creature card ...": Grizzly Bears
    with the Sword (4/4) deals 4 combat damage to B (16); A gains 3 (23) and returns Llanowar
    Elves from A's graveyard to A's hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Sword of Light and Shadow", attached_to="Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Llanowar Elves")
    s.add_target("A", "Llanowar Elves")
    s.set_choice("A", "yes")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 16)
    s.assert_life("A", 23)
    s.assert_hand_count("A", 1, "Llanowar Elves")


def test_701_18a_fleshtaker_gains_1_life_and_scries_1(real_db: CardDatabase) -> None:
    """Fleshtaker's sacrifice ability: A sacrifices Grizzly Bears; "you gain 1 life and scry
    1": A at 21, and the top card (Hill Giant) put on the bottom by the scry."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fleshtaker")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.set_choice("A", "Hill Giant")  # (to the bottom)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, Sacrifice another creature")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 21)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    assert s.state.objects[s.state.players[0].library[0]].card.name == "Hill Giant"


def _bull_elephant(real_db: CardDatabase, forests: int) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", forests)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4 - forests)
    s.add_card(Zone.HAND, "A", "Bull Elephant")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bull Elephant")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_118_12a_bull_elephant_returns_two_forests_or_is_sacrificed(
        real_db: CardDatabase) -> None:
    """Bull Elephant enters: "sacrifice it unless you return two Forests you control to their
    owner's hand" (118.12a: the return is a cost). With two Forests, both go to A's hand and
    the Elephant stays; with one, the return can't be done in full (118.3): the Elephant is
    sacrificed and the Forest stays."""
    s = _bull_elephant(real_db, 2)
    s.assert_permanent_count("A", "Bull Elephant", 1)
    s.assert_hand_count("A", 2, "Forest")
    s = _bull_elephant(real_db, 1)
    s.assert_graveyard_count("A", "Bull Elephant", 1)
    s.assert_permanent_count("A", "Forest", 1)


def test_400_3_dust_elemental_returns_three_creatures_you_control(
        real_db: CardDatabase) -> None:
    """Dust Elemental enters with Grizzly Bears, Hill Giant and Llanowar Elves beside it: A
    returns the three chosen (the Elemental stays); B's creature is not A's to choose."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Dust Elemental")
    for name in ("Grizzly Bears", "Hill Giant", "Llanowar Elves"):
        s.set_choice("A", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dust Elemental")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Dust Elemental", 1)
    s.assert_hand_count("A", 3)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_700_2b_dreamshackle_geist_chooses_up_to_one_mode(real_db: CardDatabase) -> None:
    """Dreamshackle Geist, at the beginning of combat on A's turn, "choose up to one —": mode
    1 taps B's Grizzly Bears."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dreamshackle Geist")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_mode_choice("A", 1)
    s.add_target("A", "Grizzly Bears")
    s.stop_at(1, Step.DECLARE_ATTACKERS)
    s.execute()
    s.assert_tapped("Grizzly Bears", True)


def test_700_2b_no_mode_chosen_removes_the_ability(real_db: CardDatabase) -> None:
    """700.2b, 603.3c: with "choose up to one", A chooses no mode: the ability is removed
    from the stack and B's Grizzly Bears stays untapped."""
    from mtg_engine.actions import Choose

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dreamshackle Geist")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    game = s.game
    game.resume()  # (paused at the start of the step: the trigger is put on the stack)
    for _ in range(10):  # (to the mode choice of the trigger)
        if getattr(game.state.pending, "purpose", "") == "mode":
            break
        game.apply(game.legal_actions()[0])
    assert game.state.pending.purpose == "mode" and game.state.pending.min == 0
    game.apply(Choose(chosen=()))
    assert ("trigger_removed" in {ev[0] for ev in game.state.log})
    assert not game.state.stack
    s.assert_tapped("Grizzly Bears", False)


def test_400_3_venser_returns_a_spell_to_its_owners_hand(real_db: CardDatabase) -> None:
    """B casts Hill Giant; A flashes in Venser, Shaper Savant: its trigger returns the Hill
    Giant spell from the stack to B's hand (115.1: a spell or permanent target); B's mana
    stays spent."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Venser, Shaper Savant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 4)
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Hill Giant")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Venser, Shaper Savant", responding_to="Hill Giant")
    s.add_target("A", "Hill Giant")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("B", 1, "Hill Giant")
    s.assert_permanent_count("B", "Hill Giant", 0)
    s.assert_permanent_count("A", "Venser, Shaper Savant", 1)
    s.assert_tapped("Mountain", True)


def test_400_3_venser_returns_a_permanent(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Venser, Shaper Savant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_target("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Venser, Shaper Savant")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_permanent_count("B", "Grizzly Bears", 0)


def test_701_5a_lunar_force_sacrifices_itself_and_counters_the_spell(
        real_db: CardDatabase) -> None:
    """B casts Lightning Bolt at A: Lunar Force's trigger sacrifices it and counters the Bolt
    (A stays at 20); A's own spells wouldn't trigger it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lunar Force")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("A", "Lunar Force", 1)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


def test_608_2h_lay_bare_looks_at_the_countered_spells_controllers_hand(
        real_db: CardDatabase) -> None:
    """B casts Hill Giant (two other cards in hand); A's Lay Bare counters it and A looks at
    the hand of its controller, B, as it last existed on the stack (608.2h): three cards."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Lay Bare")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 4)
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.add_card(Zone.HAND, "B", "Shock", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Hill Giant")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Lay Bare", targets=["Hill Giant"],
                 responding_to="Hill Giant")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    looks = [ev for ev in s.state.log if ev[0] == "look_at_hand"]
    assert looks == [("look_at_hand", 0, 1, 3)]  # (two Shocks and the card drawn on turn 2)


def _satsuki(real_db: CardDatabase, mode: int, target: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Satsuki, the Living Lore")
    s.add_card(Zone.BATTLEFIELD, "A", "Nyx-Fleece Ram")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "The Eldest Reborn")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.set_mode_choice("A", mode)
    s.add_target("A", target)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt",
                 targets=["Satsuki, the Living Lore"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Satsuki, the Living Lore", 1)
    return s


def test_700_2b_satsuki_dies_and_returns_a_saga_card(real_db: CardDatabase) -> None:
    """Satsuki dies (B's Lightning Bolt): mode 2 returns The Eldest Reborn from A's graveyard
    to A's hand."""
    s = _satsuki(real_db, 2, "The Eldest Reborn")
    s.assert_hand_count("A", 1, "The Eldest Reborn")


def test_700_2b_satsuki_returns_an_enchantment_creature(real_db: CardDatabase) -> None:
    """Mode 1: "target Saga or enchantment creature you control" (115.1, either
    description): Nyx-Fleece Ram (an enchantment creature) returns to A's hand."""
    s = _satsuki(real_db, 1, "Nyx-Fleece Ram")
    s.assert_hand_count("A", 1, "Nyx-Fleece Ram")
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_115_1_saga_or_enchantment_creature_is_either_description() -> None:
    from mtg_engine.cards.oracle.phrases import target_spec

    spec = target_spec("Saga or enchantment creature you control")
    assert spec is not None and spec["filter"]["any_of"] == [
        {"subtypes": ["Saga"]}, {"all_types": ["Enchantment", "Creature"], "types": ["Creature"]}]


def test_608_2g_reinterpret_casts_a_spell_of_equal_or_lesser_mana_value(
        real_db: CardDatabase) -> None:
    """B casts Hill Giant (mana value 4); A's Reinterpret counters it and A casts Grizzly
    Bears (2) from A's hand free; Serra Angel (5) couldn't have been chosen."""
    s = _counter_hill_giant(real_db, "Reinterpret", ["Island", "Island", "Mountain", "Mountain"],
                            ["Serra Angel", "Grizzly Bears"], ["yes"])
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("A", 1, "Serra Angel")


def test_608_2h_reinterpret_reads_the_countered_spells_x(real_db: CardDatabase) -> None:
    """B casts Blaze with X = 3 (mana value 4 on the stack, 202.3e); A's Reinterpret counters
    it: the countered spell's mana value is the one it last had on the stack (608.2h), so A may
    cast Hill Giant (4) free, though Blaze in the graveyard has mana value 1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Reinterpret")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 4)
    s.add_card(Zone.HAND, "B", "Blaze")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Blaze", targets=["A"], x=3)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Reinterpret", targets=["Blaze"],
                 responding_to="Blaze")
    s.set_choice("A", "yes")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Blaze", 1)
    s.assert_life("A", 20)
    s.assert_permanent_count("A", "Hill Giant", 1)


def test_508_4_preeminent_captain_puts_a_soldier_onto_the_battlefield_attacking(
        real_db: CardDatabase) -> None:
    """Preeminent Captain (2/2 first strike) attacks; A puts Elite Vanguard (a 2/1 Soldier)
    from A's hand onto the battlefield tapped and attacking (508.4: it never "attacked"):
    B takes 2 + 2 = 4 (16)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Preeminent Captain")
    s.add_card(Zone.HAND, "A", "Elite Vanguard")
    s.set_choice("A", "yes")
    s.set_choice("A", "Elite Vanguard")
    s.attack(1, "A", "Preeminent Captain")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 16)
    s.assert_permanent_count("A", "Elite Vanguard", 1)
    s.assert_tapped("Elite Vanguard", True)


def _district(real_db: CardDatabase, legendary: bool) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mobilized District")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Isamaru, Hound of Konda" if legendary else "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "A", "Jace Beleren" if legendary else "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}:")
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_205_2a_mobilized_district_costs_1_less_for_each_legendary_creature_and_planeswalker(
        real_db: CardDatabase) -> None:
    """"for each legendary creature and planeswalker you control": Isamaru (a legendary
    creature) and Jace Beleren (a legendary planeswalker) make the {4} ability cost {2}: two
    Plains pay it and the District becomes a 3/3 Citizen."""
    s = _district(real_db, True)
    s.execute()
    s.assert_power_toughness("A", "Mobilized District", 3, 3)
    s.assert_subtype("Mobilized District", "Citizen")


def test_205_2a_mobilized_district_nonlegendary_permanents_dont_count(
        real_db: CardDatabase) -> None:
    from mtg_engine.testing import ScenarioError

    s = _district(real_db, False)
    with pytest.raises(ScenarioError):
        s.execute()


def test_608_2c_experimental_overload_then_returns_an_instant(real_db: CardDatabase) -> None:
    """Experimental Overload with two instant cards in A's graveyard: a 2/2 Weird token, then
    ("Then you may return ...", 608.2c) Lightning Bolt back to A's hand; the spell exiles
    itself (608.2m)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.add_card(Zone.GRAVEYARD, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Experimental Overload")
    s.set_choice("A", "yes")
    s.set_choice("A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Experimental Overload")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Weird Token", 2, 2)
    s.assert_hand_count("A", 1, "Lightning Bolt")
    s.assert_graveyard_count("A", "Shock", 1)
    s.assert_exile_count("Experimental Overload", 1)
