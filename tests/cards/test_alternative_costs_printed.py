"""118.9, 601.2b: alternative costs printed on cards with parts other than mana and with a
condition (rules/alternative_costs.py, cards/oracle/alt_costs.py): Force of Will, Daze, Gush,
Snuff Out, Fireblast, the Borderposts, the Legates, Force of Negation. The scenario answers
"yes" to use the alternative cost, then names what its other parts use. Real cards of the
shared MTGJSON file (skipped without it)."""

from __future__ import annotations

import pytest

from mtg_engine.actions import CastSpell
from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.alt_costs import lower, render
from mtg_engine.state.objects import player_ref
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone
from tests.cards.conftest import assert_compiled

FOW = "You may pay 1 life and exile a blue card from your hand rather than pay this spell's " \
    "mana cost."
SNUFF = "If you control a Swamp, you may pay 4 life rather than pay this spell's mana cost."
LEGATE = "If an opponent controls a Swamp and you control a Plains, you may cast this spell " \
    "without paying its mana cost."


def test_118_9_reading_and_rendering() -> None:
    assert lower(FOW) == {"kind": "alternative", "cost": {
        "pay_life": 1, "exile_hand": {"filter": {"colors": ["U"]}, "count": 1}}}
    assert lower(SNUFF) == {"kind": "alternative", "cost": {"pay_life": 4}, "if": {
        "kind": "controls", "count": 1, "filter": {"subtypes": ["Swamp"]}}}
    assert lower(LEGATE)["kind"] == "free"  # type: ignore[index]
    for text in (FOW, SNUFF, LEGATE):
        assert render(lower(text) or {}, text) == text
    # two parts choosing objects (an Island card and another card) are not one cost the
    # engine pays (Foil)
    assert lower("You may discard an Island card and another card rather than pay this "
                 "spell's mana cost.") is None


def test_118_9_the_family_compiles(real_db: CardDatabase) -> None:
    assert_compiled(real_db, "Force of Will", "Daze", "Gush", "Snuff Out", "Fireblast",
                    "Fieldmist Borderpost", "Cho-Arrim Legate", "Force of Negation",
                    "Thwart", "Contagion", "Abolish")


def _bolt_and_answer(db: CardDatabase, answer: str, *hand: str,
                     lands: tuple[str, ...] = (), choices: tuple[str, ...] = ()) -> Scenario:
    """A casts Lightning Bolt at B on turn 1; B answers with `answer`."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", answer)
    for name in hand:
        s.add_card(Zone.HAND, "B", name)
    for land in lands:
        s.add_card(Zone.BATTLEFIELD, "B", land)
    for c in choices:
        s.set_choice("B", c)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", answer, targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.stop_at(1, Step.END_TURN)
    return s


def test_118_9_force_of_will_pays_life_and_exiles_a_blue_card(real_db: CardDatabase) -> None:
    """Force of Will with no land: 1 life and the blue card named (Brainstorm, not the first
    blue card, Counterspell) exiled from the hand; the Bolt is countered, B loses only the 1
    life paid."""
    s = _bolt_and_answer(real_db, "Force of Will", "Counterspell", "Brainstorm", "Shock",
                         choices=("yes", "Brainstorm"))
    s.execute()
    s.assert_life("B", 19)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_graveyard_count("B", "Force of Will", 1)
    s.assert_exile_count("Brainstorm", 1, "B")
    s.assert_hand_count("B", 2)  # Counterspell and Shock


def test_118_9_force_of_will_needs_a_blue_card_to_exile(real_db: CardDatabase) -> None:
    """Only a red card besides it in hand: the alternative cost can't be paid (118.3), and no
    land pays {3}{U}{U}."""
    with pytest.raises(ScenarioError):
        _bolt_and_answer(real_db, "Force of Will", "Shock", choices=("yes",)).execute()


def test_118_9_force_of_will_is_a_legal_action_with_its_exiled_card(
        real_db: CardDatabase) -> None:
    """Through the decision API: with Lightning Bolt on the stack, B's legal actions include
    Force of Will cast for its alternative cost (number 0) exiling each blue card in hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Force of Will")
    s.add_card(Zone.HAND, "B", "Brainstorm")
    s.add_card(Zone.HAND, "B", "Ponder")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    game = s.game
    game.resume()
    st = game.state
    game.apply(next(a for a in game.legal_actions() if isinstance(a, CastSpell)
                    and st.objects[a.card].card.name == "Lightning Bolt"
                    and a.targets == (player_ref(1),)))
    while game.pending.player != 1:  # B gets priority with the Bolt on the stack
        game.apply(next(a for a in game.legal_actions() if type(a).__name__ == "PassPriority"))
    exiled = sorted(st.objects[a.additional[0]].card.name for a in game.legal_actions()
                    if isinstance(a, CastSpell) and a.alt_cost == 0)
    assert exiled == ["Brainstorm", "Ponder"]


def test_118_9_daze_returns_an_island(real_db: CardDatabase) -> None:
    """Daze for its alternative cost: an Island returned to its owner's hand; A can't pay {1}
    (its only Mountain tapped for the Bolt), so the Bolt is countered."""
    s = _bolt_and_answer(real_db, "Daze", lands=("Island",), choices=("yes",))
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_hand_count("B", 1)
    s.assert_permanent_count("B", "Island", 0)


def test_118_9d_a_cost_increase_applies_to_the_alternative_cost(real_db: CardDatabase) -> None:
    """118.9d, 601.2f: Thalia, Guardian of Thraben makes Daze (noncreature) cost {1} more even
    cast by returning an Island: B taps its Plains for {1} and returns its (tapped) Island."""
    s = _bolt_and_answer(real_db, "Daze", lands=("Plains",), choices=("yes",))
    s.add_card(Zone.BATTLEFIELD, "B", "Island", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "A", "Thalia, Guardian of Thraben")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")  # (the Bolt costs {1}{R} too)
    s.execute()
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_tapped("Plains", True)
    s.assert_permanent_count("B", "Island", 0)


def test_118_9d_without_the_mana_for_the_increase_daze_cant_be_cast(
        real_db: CardDatabase) -> None:
    """(An untapped Island could pay the {1} and then be returned, 601.2g-h: it is tapped.)"""
    s = _bolt_and_answer(real_db, "Daze", choices=("yes",))
    s.add_card(Zone.BATTLEFIELD, "B", "Island", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "A", "Thalia, Guardian of Thraben")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    with pytest.raises(ScenarioError):
        s.execute()


def _main(db: CardDatabase, spell: str, targets: list[str], lands: tuple[str, ...],
          *choices: str, opponent: tuple[str, ...] = ()) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.HAND, "A", spell)
    for land in lands:
        s.add_card(Zone.BATTLEFIELD, "A", land)
    for p in opponent:
        s.add_card(Zone.BATTLEFIELD, "B", p)
    for c in choices:
        s.set_choice("A", c)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell, targets=targets)
    s.stop_at(1, Step.END_TURN)
    return s


def test_118_9b_snuff_out_with_a_swamp(real_db: CardDatabase) -> None:
    """Snuff Out: with a Swamp (untapped, not used), 4 life destroys the nonblack creature."""
    s = _main(real_db, "Snuff Out", ["Grizzly Bears"], ("Swamp",), "yes",
              opponent=("Grizzly Bears",))
    s.execute()
    s.assert_life("A", 16)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_tapped("Swamp", False)


def test_118_9b_snuff_out_without_a_swamp_cant_use_it(real_db: CardDatabase) -> None:
    s = _main(real_db, "Snuff Out", ["Grizzly Bears"], ("Island",), "yes",
              opponent=("Grizzly Bears",))
    with pytest.raises(ScenarioError):
        s.execute()


def test_118_9_gush_returns_two_islands(real_db: CardDatabase) -> None:
    s = _main(real_db, "Gush", [], ("Island", "Island", "Island"), "yes")
    s.execute()
    s.assert_permanent_count("A", "Island", 1)
    s.assert_hand_count("A", 4)  # two Islands, two cards drawn


def test_118_9_fireblast_sacrifices_two_mountains(real_db: CardDatabase) -> None:
    s = _main(real_db, "Fireblast", ["B"], ("Mountain", "Mountain", "Mountain"), "yes")
    s.execute()
    s.assert_life("B", 16)
    s.assert_permanent_count("A", "Mountain", 1)
    s.assert_graveyard_count("A", "Mountain", 2)


def test_118_9_601_2h_borderpost_taps_the_land_it_returns(real_db: CardDatabase) -> None:
    """Fieldmist Borderpost for {1} and a basic land returned: the Plains pays {1} (601.2g)
    and is then returned (601.2h); the Borderpost enters tapped."""
    s = _main(real_db, "Fieldmist Borderpost", [], ("Plains",), "yes")
    s.execute()
    s.assert_permanent_count("A", "Fieldmist Borderpost", 1)
    s.assert_permanent_count("A", "Plains", 0)
    s.assert_hand_count("A", 1)


def test_118_9b_legate_free_when_the_condition_holds(real_db: CardDatabase) -> None:
    """Cho-Arrim Legate cast without paying its mana cost: B controls a Swamp, A a Plains
    (tapped: no mana spent)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Cho-Arrim Legate")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cho-Arrim Legate")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Cho-Arrim Legate", 1)
    s.assert_mana_value("Cho-Arrim Legate", 3)  # 118.9c


def test_118_9b_legate_not_free_without_an_opponents_swamp(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Cho-Arrim Legate")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cho-Arrim Legate")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_118_9b_force_of_negation_only_on_another_players_turn(real_db: CardDatabase) -> None:
    """Force of Negation exiling a blue card counters a noncreature spell on A's turn (not B's
    own); the countered spell is exiled."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Opt")
    s.add_card(Zone.HAND, "B", "Force of Negation")
    s.add_card(Zone.HAND, "B", "Ponder")
    s.set_choice("B", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Opt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Force of Negation", targets=["Opt"],
                 responding_to="Opt")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Opt", 1, "A")
    s.assert_exile_count("Ponder", 1, "B")


def test_118_9b_force_of_negation_not_on_your_own_turn(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.HAND, "B", "Opt")
    s.add_card(Zone.HAND, "A", "Force of Negation")
    s.add_card(Zone.HAND, "A", "Ponder")
    s.set_choice("A", "yes")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Opt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Force of Negation", targets=["Opt"],
                 responding_to="Opt")
    s.stop_at(2, Step.END_TURN)
    s.execute()  # A's own turn is 1: on turn 2 (B's) it may be used
    s.assert_exile_count("Opt", 1, "B")
    s2 = Scenario(cards=real_db)
    s2.add_card(Zone.BATTLEFIELD, "A", "Island")
    s2.add_card(Zone.HAND, "A", "Opt")
    s2.add_card(Zone.HAND, "A", "Force of Negation")
    s2.add_card(Zone.HAND, "A", "Ponder")
    s2.set_choice("A", "yes")
    s2.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Opt")
    s2.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Force of Negation", targets=["Opt"],
                  responding_to="Opt")
    s2.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s2.execute()


def test_118_9_sephara_taps_four_creatures_with_flying(real_db: CardDatabase) -> None:
    """Sephara, Sky's Blade for {W} and four untapped creatures with flying tapped (a
    creature without flying can't be one of them: with three flyers it can't be cast so)."""
    s = _main(real_db, "Sephara, Sky's Blade", [], ("Plains",), "yes")
    s.add_card(Zone.BATTLEFIELD, "A", "Storm Crow", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.execute()
    s.assert_permanent_count("A", "Sephara, Sky's Blade", 1)
    assert all(s.state.objects[o].tapped for o in s.state.battlefield
               if s.state.objects[o].card.name == "Storm Crow")
    s.assert_tapped("Grizzly Bears", False)
    s2 = _main(real_db, "Sephara, Sky's Blade", [], ("Plains",), "yes")
    s2.add_card(Zone.BATTLEFIELD, "A", "Storm Crow", 3)
    s2.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    with pytest.raises(ScenarioError):
        s2.execute()


def test_118_3_lathril_taps_ten_untapped_elves(real_db: CardDatabase) -> None:
    """118.3, 602.2b: "{T}, Tap ten untapped Elves you control" (cards/oracle/costs.py reads
    counts up to ten): with ten other Elves, B loses 10 life and A gains 10; with nine it
    can't be activated."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lathril, Blade of the Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves", 10)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Tap ten")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 10)
    s.assert_life("A", 30)
    s2 = Scenario(cards=real_db)
    s2.add_card(Zone.BATTLEFIELD, "A", "Lathril, Blade of the Elves")
    s2.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves", 9)
    s2.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Tap ten")
    s2.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s2.execute()


def _shoal(db: CardDatabase, x: int) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.HAND, "A", "Blazing Shoal")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.set_choice("A", "yes")
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blazing Shoal", targets=["Grizzly Bears"], x=x)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_107_3a_blazing_shoal_x_is_the_exiled_cards_mana_value(real_db: CardDatabase) -> None:
    """Blazing Shoal ({X}{R}{R}) with no land, exiling Hill Giant (mana value 4): X is 4, the
    Bears get +4/+0."""
    s = _shoal(real_db, 4)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 6, 2)
    s.assert_exile_count("Hill Giant", 1, "A")


def test_107_3a_blazing_shoal_no_other_x(real_db: CardDatabase) -> None:
    with pytest.raises(ScenarioError):
        _shoal(real_db, 3).execute()


def test_107_3a_the_legal_actions_announce_the_exiled_cards_value(
        real_db: CardDatabase) -> None:
    """Through the decision API: Blazing Shoal for its alternative cost is offered once for
    each red card in hand, X its mana value (Hill Giant 4, Shock 1; not the Island)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Blazing Shoal")
    for name in ("Hill Giant", "Shock", "Island"):
        s.add_card(Zone.HAND, "A", name)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    g = s.game
    g.resume()
    st = g.state
    got = sorted((st.objects[a.additional[0]].card.name, a.x) for a in g.legal_actions()
                 if isinstance(a, CastSpell) and a.alt_cost == 0)
    assert got == [("Hill Giant", 4), ("Shock", 1)]
