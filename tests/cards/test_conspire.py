"""Conspire (702.78, rules/conspire.py) with real cards of the MTGJSON database (skipped
without ../shared): Burn Trail ({3}{R} sorcery, 3 damage to any target, conspire)."""

from __future__ import annotations

import pytest

from mtg_engine.actions import CastSpell
from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.casting import IllegalActionError
from mtg_engine.testing import Scenario, Step, Zone


def _burn_trail(real_db: CardDatabase, creatures: list[str]) -> Scenario:
    assert real_db.compiled("Burn Trail").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    for c in creatures:
        s.add_card(Zone.BATTLEFIELD, "A", c)
    s.add_card(Zone.HAND, "A", "Burn Trail")
    return s


def test_702_78a_conspire_paid_copies_the_spell(real_db: CardDatabase) -> None:
    """702.78a: Burn Trail at B with its conspire cost paid (Goblin Roughrider and Raging
    Goblin, both red, tapped as it is cast): its cast trigger copies it, the copy keeps the
    target (answer "no"): B takes 3 + 3 (14); both Goblins tapped; Burn Trail in the
    graveyard (the copy ceases to exist, 707.10a)."""
    s = _burn_trail(real_db, ["Goblin Roughrider", "Raging Goblin"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Burn Trail", targets=["B"])
    s.set_choice("A", "yes")
    s.set_choice("A", "Goblin Roughrider^Raging Goblin")
    s.set_choice("A", "no")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 14)
    s.assert_graveyard_count("A", "Burn Trail", 1)
    s.assert_tapped("Goblin Roughrider")
    s.assert_tapped("Raging Goblin")


def test_702_78a_conspire_not_paid(real_db: CardDatabase) -> None:
    """702.78a: "you may": answered "no" (and likewise unanswered), nothing is tapped and the
    trigger's intervening "if" (603.4) is false: B takes 3 (17)."""
    for answers in (["no"], []):
        s = _burn_trail(real_db, ["Goblin Roughrider", "Raging Goblin"])
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Burn Trail", targets=["B"])
        for a in answers:
            s.set_choice("A", a)
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_life("B", 17)
        s.assert_tapped("Goblin Roughrider", False)
        s.assert_tapped("Raging Goblin", False)


def test_702_78a_copy_may_get_a_new_target(real_db: CardDatabase) -> None:
    """702.78a, 707.10c: "yes" to new targets for the copy, aimed at B's Grizzly Bears: B
    takes 3 from the original (17) and the Bears (2/2) die from the copy's 3. "yes" with no
    creatures named taps the first two that qualify (two Goblin Assailants)."""
    s = _burn_trail(real_db, ["Goblin Assailant", "Goblin Assailant"])
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Burn Trail", targets=["B"])
    s.set_choice("A", "yes")
    s.set_choice("A", "yes")
    s.set_choice("A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    st = s.game.state
    assert [st.objects[o].tapped for o in st.battlefield
            if st.objects[o].card.name == "Goblin Assailant"] == [True, True]


def test_702_78a_only_untapped_creatures_sharing_a_color(real_db: CardDatabase) -> None:
    """702.78a: the creatures tapped must be two untapped creatures A controls that each
    share a color with the red Burn Trail: Raging Goblin and green Grizzly Bears can't pay it
    (refused, nothing happens), nor one Goblin twice; legal_actions offers Burn Trail with
    conspire only with the two red Goblins (Roughrider and Raging Goblin)."""
    s = _burn_trail(real_db, ["Goblin Roughrider", "Raging Goblin", "Grizzly Bears"])
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    g = s.game
    g.resume()
    st = g.state
    ids = {st.objects[o].card.name: o for o in st.battlefield}
    trail = st.players[0].hand[0]
    paid = {a.additional for a in g.legal_actions()
            if isinstance(a, CastSpell) and a.card == trail and a.additional}
    assert paid == {(ids["Goblin Roughrider"], ids["Raging Goblin"])}
    for bad in ((ids["Raging Goblin"], ids["Grizzly Bears"]),
                (ids["Raging Goblin"], ids["Raging Goblin"])):
        with pytest.raises(IllegalActionError):
            g.apply(CastSpell(trail, (-2,), additional=bad))
    assert not st.stack and not any(st.objects[o].tapped for o in st.battlefield)


def test_702_78a_a_creature_cast_this_turn_can_be_tapped(real_db: CardDatabase) -> None:
    """702.78a, 302.6: tapping creatures for conspire isn't a {T} cost: Goblin Roughrider,
    cast this turn ({2}{R}), and Raging Goblin pay Burn Trail's conspire cost: B at 14."""
    s = _burn_trail(real_db, ["Raging Goblin"])
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Goblin Roughrider")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Goblin Roughrider")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Burn Trail", targets=["B"])
    s.set_choice("A", "yes")
    s.set_choice("A", "Goblin Roughrider, Raging Goblin")
    s.set_choice("A", "no")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 14)
    s.assert_tapped("Goblin Roughrider")
