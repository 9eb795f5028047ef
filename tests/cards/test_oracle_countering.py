"""Countering (701.5) wordings compiled from Oracle text, played from real cards of the shared
MTGJSON file (skipped without it): exact figures, and the rule each shows."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.effects import Ctx, compile_effects
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _compile(text: str) -> tuple[object, list[dict[str, object]]]:
    ctx = Ctx(allow_x=False, on_permanent=False)
    return compile_effects(ctx, text), ctx.targets


def test_701_5a_spell_qualities_the_filters_test_are_read() -> None:
    assert _compile("Counter target colorless spell.") == (
        [{"counter": {"what": "target"}}], [{"kind": "spell", "filter": {"colorless": True}}])
    assert _compile("Counter target creature spell with mana value 4 or less.") == (
        [{"counter": {"what": "target"}}],
        [{"kind": "spell", "filter": {"mana_value_le": 4, "types": ["Creature"]}}])
    # exactly N (202.3): both bounds
    assert _compile("Counter target spell with mana value 2.") == (
        [{"counter": {"what": "target"}}],
        [{"kind": "spell", "filter": {"mana_value_le": 2, "mana_value_ge": 2}}])
    # its controller (110.2): the filters test it on the stack too
    assert _compile("Counter target spell you don't control.") == (
        [{"counter": {"what": "target"}}], [{"kind": "spell", "filter": {"controller":
                                                                         "opponent"}}])
    # qualities the engine's filters can't say on a spell stay refused
    assert _compile("Counter target legendary spell.")[0] is None
    assert _compile("Counter target permanent spell you control.")[0] is None


def test_701_5a_disdainful_stroke_counts_mana_value_on_the_stack(real_db: CardDatabase) -> None:
    """Disdainful Stroke: "Counter target spell with mana value 4 or greater." Hill Giant
    (mana value 4) is countered into its owner's graveyard (701.5a)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Disdainful Stroke")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Disdainful Stroke", targets=["Hill Giant"],
                 responding_to="Hill Giant")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 0)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_graveyard_count("B", "Disdainful Stroke", 1)
    s.assert_stack_size(0)


def test_202_3e_disdainful_stroke_sees_x_in_a_spells_mana_value(real_db: CardDatabase) -> None:
    """Blaze with X=3 has mana value 4 on the stack (202.3e): a legal target; X=2 (mana value
    3) is not (115.1)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Blaze")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Disdainful Stroke")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blaze", targets=["B"], x=3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Disdainful Stroke", targets=["Blaze"],
                 responding_to="Blaze")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Blaze", 1)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Blaze")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Disdainful Stroke")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blaze", targets=["B"], x=2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Disdainful Stroke", targets=["Blaze"],
                 responding_to="Blaze")
    with pytest.raises(ScenarioError) as e:
        s.execute()
    assert "Blaze is not a legal target spell (115)" in str(e.value)
    s.assert_life("B", 18)


def test_701_5a_ceremonious_rejection_counters_only_colorless_spells(
        real_db: CardDatabase) -> None:
    """Ceremonious Rejection: "Counter target colorless spell." Ornithopter (colorless, 105.2c)
    is countered; Grizzly Bears (green) is not a legal target (115.1)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.HAND, "B", "Ceremonious Rejection")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ornithopter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Ceremonious Rejection", targets=["Ornithopter"],
                 responding_to="Ornithopter")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Ornithopter", 0)
    s.assert_graveyard_count("A", "Ornithopter", 1)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.HAND, "B", "Ceremonious Rejection")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Ceremonious Rejection", targets=["Grizzly Bears"],
                 responding_to="Grizzly Bears")
    with pytest.raises(ScenarioError) as e:
        s.execute()
    assert "Grizzly Bears is not a legal target spell (115)" in str(e.value)


def test_118_12_clash_of_wills_unless_its_controller_pays_x(real_db: CardDatabase) -> None:
    """Clash of Wills: "Counter target spell unless its controller pays {X}." (701.5a, 118.12)
    With X=2, A (two Mountains untapped after the Bolt) may pay and keeps the Bolt; with X=3,
    A can't pay and is not asked: the Bolt is countered."""
    assert _compile("Counter target spell unless its controller pays {X}.")[0] is None  # no X
    for x, answer, life, untapped in ((2, "yes", 17, 0), (2, "no", 20, 2), (3, None, 20, 2)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
        s.add_card(Zone.HAND, "A", "Lightning Bolt")
        s.add_card(Zone.BATTLEFIELD, "B", "Island", 4)
        s.add_card(Zone.HAND, "B", "Clash of Wills")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Clash of Wills", targets=["Lightning Bolt"],
                     responding_to="Lightning Bolt", x=x)
        if answer is not None:
            s.set_choice("A", answer)
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_life("B", life)
        s.assert_graveyard_count("A", "Lightning Bolt", 1)
        s.assert_graveyard_count("B", "Clash of Wills", 1)
        g = s.game
        untapped_now = sum(1 for oid in g.state.battlefield
                           if g.state.objects[oid].card.name == "Mountain"
                           and not g.state.objects[oid].tapped)
        assert untapped_now == untapped


def test_608_2h_its_controller_after_a_counter_is_read() -> None:
    assert _compile("Counter target noncreature spell. Its controller loses 2 life.") == (
        [{"counter": {"what": "target"}}, {"lose_life": {"amount": 2, "who": "target_controller"}}],
        [{"kind": "spell", "filter": {"not_types": ["Creature"]}}])
    # "its" after a sentence that isn't the counter, or after "unless ... pays": refused
    assert _compile("Counter target spell. Draw a card. Its controller loses 2 life.")[0] is None
    assert _compile("Counter target spell unless its controller pays {2}. "
                    "Its controller loses 2 life.")[0] == [
        {"counter": {"what": "target", "unless_pays": "{2}"}},
        {"lose_life": {"amount": 2, "who": "target_controller"}}]


def test_608_2h_countersquall_its_controller_loses_life(real_db: CardDatabase) -> None:
    """Countersquall: "Counter target noncreature spell. Its controller loses 2 life." The
    Bolt is countered (701.5a); its controller, found as the spell last existed on the stack
    (608.2h), loses 2 life."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Underground Sea", 2)
    s.add_card(Zone.HAND, "B", "Countersquall")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Countersquall", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 18)
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_graveyard_count("B", "Countersquall", 1)


def test_608_2h_countermand_its_controller_mills_four(real_db: CardDatabase) -> None:
    """Countermand: "Counter target spell. Its controller mills four cards." (701.13a)"""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 4)
    s.add_card(Zone.HAND, "B", "Countermand")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Countermand", targets=["Grizzly Bears"],
                 responding_to="Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", None, 5)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_library_count("A", 16)
    s.assert_library_count("B", 20)


_EXILE_RIDER = ("If that spell is countered this way, exile it instead of putting it into its "
                "owner's graveyard.")


def test_614_1a_exile_instead_rider_is_folded_into_the_counter() -> None:
    assert _compile("Counter target spell. " + _EXILE_RIDER) == (
        [{"counter": {"what": "target", "exile": True}}], [{"kind": "spell"}])
    # with nothing countered just before, "that spell" names nothing: refused
    assert _compile("Draw a card. " + _EXILE_RIDER)[0] is None


def test_701_5a_dissipate_exiles_the_countered_spell(real_db: CardDatabase) -> None:
    """Dissipate: the countered Grizzly Bears is exiled instead of going to its owner's
    graveyard (701.5a, 614.1a)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 3)
    s.add_card(Zone.HAND, "B", "Dissipate")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Dissipate", targets=["Grizzly Bears"],
                 responding_to="Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 0)
    s.assert_exile_count("Grizzly Bears", 1, "A")
    s.assert_graveyard_count("B", "Dissipate", 1)
    s.assert_stack_size(0)


def test_118_12_spell_shrivel_paid_keeps_the_spell_unpaid_exiles_it(
        real_db: CardDatabase) -> None:
    """Spell Shrivel: "Counter target spell unless its controller pays {4}. If that spell is
    countered this way, exile it ..." Paid: the Bolt resolves (B at 17); not paid: the Bolt
    is exiled, not put into the graveyard."""
    for answer, life, exiled in (("yes", 17, 0), ("no", 20, 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
        s.add_card(Zone.HAND, "A", "Lightning Bolt")
        s.add_card(Zone.BATTLEFIELD, "B", "Island", 3)
        s.add_card(Zone.HAND, "B", "Spell Shrivel")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Spell Shrivel", targets=["Lightning Bolt"],
                     responding_to="Lightning Bolt")
        s.set_choice("A", answer)
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_life("B", life)
        s.assert_exile_count("Lightning Bolt", exiled, "A")
        s.assert_graveyard_count("A", "Lightning Bolt", 1 - exiled)


def test_701_5a_squelch_counters_an_activated_ability(real_db: CardDatabase) -> None:
    """Squelch: "Counter target activated ability. Draw a card." The Prodigal Sorcerer's
    ability on the stack ceases to exist (701.5a): B takes no damage and draws a card."""
    assert _compile("Counter target activated or triggered ability.") == (
        [{"counter": {"what": "target"}}], [{"kind": "activated_or_triggered_ability"}])
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Prodigal Sorcerer")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Squelch")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Prodigal Sorcerer deals",
                       source="Prodigal Sorcerer", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Squelch", targets=["Prodigal Sorcerer"],
                 responding_to="Prodigal Sorcerer")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_hand_count("B", 1)
    s.assert_graveyard_count("B", "Squelch", 1)
    s.assert_tapped("Prodigal Sorcerer")
    s.assert_stack_size(0)


def test_701_5a_stifle_counters_a_triggered_ability_not_a_spell(real_db: CardDatabase) -> None:
    """Stifle: "Counter target activated or triggered ability." Elvish Visionary's creature
    spell is not a legal target (115.1); its enters trigger is, and A draws no card."""
    for stifle, hand in ((True, 0), (False, 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
        s.add_card(Zone.HAND, "A", "Elvish Visionary")
        s.add_card(Zone.BATTLEFIELD, "B", "Island")
        s.add_card(Zone.HAND, "B", "Stifle")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Elvish Visionary")
        if stifle:
            s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Stifle", targets=["Elvish Visionary"],
                         responding_to="Elvish Visionary")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_permanent_count("A", "Elvish Visionary", 1)
        s.assert_hand_count("A", hand)
        s.assert_graveyard_count("B", "Stifle", 1 if stifle else 0)


def test_105_2_flashfreeze_counters_a_red_or_green_spell(real_db: CardDatabase) -> None:
    """Flashfreeze: "Counter target red or green spell." Either colour qualifies (701.5a):
    Grizzly Bears (green) is countered; Counterspell (blue) would not be a legal target."""
    assert _compile("Counter target red or green spell.") == (
        [{"counter": {"what": "target"}}], [{"kind": "spell", "filter": {"colors": ["R", "G"]}}])
    assert _compile("Counter target red or spell.")[0] is None
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Flashfreeze")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Flashfreeze", targets=["Grizzly Bears"],
                 responding_to="Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Counterspell")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Flashfreeze")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Counterspell", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Flashfreeze", targets=["Counterspell"],
                 responding_to="Counterspell")
    with pytest.raises(ScenarioError) as e:
        s.execute()
    assert "Counterspell is not a legal target spell (115)" in str(e.value)
    s.assert_life("A", 20)
