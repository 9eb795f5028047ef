"""502.3: "You may choose not to untap ~ during your untap step." (the active player decides
which permanents untap) and 611.2b: effects that last "for as long as ~ remains tapped"
(pumps, keywords, "doesn't untap", control), played from real cards of the shared MTGJSON file
(skipped without it)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.dsl import MAY_NOT_UNTAP
from mtg_engine.testing import Scenario, Step, Zone


def _endoskeleton(real_db: CardDatabase) -> Scenario:
    """Endoskeleton: "{2}, {T}: Target creature gets +0/+3 for as long as ~ remains tapped."
    A activates it on turn 1 on B's Grizzly Bears (2/2 -> 2/5)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Endoskeleton")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}:", targets=["Grizzly Bears"])
    return s


def test_502_3_611_2b_endoskeleton_left_tapped_keeps_its_effect(real_db: CardDatabase) -> None:
    """A chooses to leave Endoskeleton tapped in the untap step of turn 3 (502.3): the Bears
    are still 2/5 on turn 3, and the Wastes untapped."""
    s = _endoskeleton(real_db)
    s.set_choice("A", "Endoskeleton")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_power_toughness("B", "Grizzly Bears", 2, 5))
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_tapped("Endoskeleton", True)
    s.assert_tapped("Wastes", False)
    s.assert_power_toughness("B", "Grizzly Bears", 2, 5)


def test_502_3_611_2b_endoskeleton_untapped_ends_its_effect(real_db: CardDatabase) -> None:
    """With no answer Endoskeleton untaps (the first legal choice keeps nothing tapped): the
    effect "for as long as ~ remains tapped" ends (611.2b), the Bears are 2/2 again."""
    s = _endoskeleton(real_db)
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_tapped("Endoskeleton", False)
    s.assert_power_toughness("B", "Grizzly Bears", 2, 2)


def test_502_3_the_choice_is_offered_only_for_such_permanents(real_db: CardDatabase) -> None:
    """The untap step asks A once, with Endoskeleton the only option (the tapped Wastes have
    no such ability), choosing any number from 0 to 1."""
    from mtg_engine.actions import ChoiceDecision

    s = _endoskeleton(real_db)
    s.stop_at(3, Step.UNTAP)
    s.execute()
    g = s.game
    g.resume()
    d = g.state.pending
    assert isinstance(d, ChoiceDecision) and d.purpose == "keep_tapped"
    assert [g.state.objects[o].card.name for o in d.options] == ["Endoskeleton"]
    assert (d.min, d.max) == (0, 1)


def test_613_1f_losing_all_abilities_loses_the_choice(real_db: CardDatabase) -> None:
    """The choice is an ability of the permanent (dsl.MAY_NOT_UNTAP, a keyword): the card
    has it, and the rendered text reads back."""
    card = real_db.get("Endoskeleton")
    assert MAY_NOT_UNTAP in card.keywords


def test_611_2b_rust_tick_keeps_the_artifact_tapped_while_tapped(real_db: CardDatabase) -> None:
    """Rust Tick: "{1}, {T}: Tap target artifact. It doesn't untap during its controller's
    untap step for as long as ~ remains tapped." A taps B's Mind Stone on turn 1 and leaves
    the Tick tapped on turn 3: the Stone stays tapped through B's untap steps of turns 2 and
    4. Untapped on turn 5 (no answer), the Tick no longer holds it: it untaps on turn 6."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rust Tick")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.add_card(Zone.BATTLEFIELD, "B", "Mind Stone")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, {T}:", targets=["Mind Stone"])
    s.set_choice("A", "Rust Tick")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_tapped("Mind Stone", True))
    s.check(4, Step.UPKEEP, lambda sc: sc.assert_tapped("Mind Stone", True))
    s.check(5, Step.UPKEEP, lambda sc: sc.assert_tapped("Rust Tick", False))
    s.stop_at(6, Step.UPKEEP)
    s.execute()
    s.assert_tapped("Mind Stone", False)
