"""Prowl (702.76a, session 14): an alternative cost (118.9, 601.2b) allowed only if a player was
dealt combat damage this turn by a source that, at the time it dealt that damage, was under the
caster's control and had any of the spell's creature types (rules/prowl.py); "if its prowl cost
was paid" (603.4)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

from .conftest import assert_compiled


def _morsel_theft(db: CardDatabase, attacker: str, prowl: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", attacker)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Morsel Theft")
    s.attack(1, "A", attacker)
    s.set_choice("A", prowl)  # pay the prowl cost {1}{B} (601.2b)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Morsel Theft", targets=("B",))
    s.stop_at(1, Step.END_TURN)
    return s


def test_702_76a_morsel_theft_prowl_after_a_rogue_hit(real_db: CardDatabase) -> None:
    """Latchkey Faerie (a 3/1 Faerie Rogue) deals 3 combat damage to B (20 -> 17); then Morsel
    Theft (Tribal Sorcery — Rogue, {2}{B}{B}) is cast for its prowl cost {1}{B} with two
    Swamps: B loses 3 (14), A gains 3 (23) and, its prowl cost paid, A draws a card."""
    assert_compiled(real_db, "Morsel Theft", "Latchkey Faerie")
    s = _morsel_theft(real_db, "Latchkey Faerie", "yes")
    s.execute()
    s.assert_life("B", 14)
    s.assert_life("A", 23)
    s.assert_hand_count("A", 1)
    s.assert_graveyard_count("A", "Morsel Theft", 1)
    # the attacker's creature types as it dealt the damage, kept by a saved game
    from mtg_engine.rules.prowl import EVENT
    from mtg_engine.state.game_state import GameState

    again = GameState.from_json(s.state.to_json(), real_db)
    seen = [e for e in again.log if e[0] == EVENT]
    assert seen == [e for e in s.state.log if e[0] == EVENT] == [
        (EVENT, 0, ("Faerie", "Rogue"), False)]


def test_702_76a_no_prowl_after_a_non_rogue_hit(real_db: CardDatabase) -> None:
    """Grizzly Bears (a Bear) dealt the combat damage: it shares no creature type with Morsel
    Theft, so the prowl cost can't be paid and two Swamps don't pay {2}{B}{B}."""
    s = _morsel_theft(real_db, "Grizzly Bears", "yes")
    with pytest.raises(ScenarioError, match="prowl"):
        s.execute()


def test_702_76a_prowl_cost_not_paid_no_card(real_db: CardDatabase) -> None:
    """Cast for its mana cost {2}{B}{B} after the Rogue hit: no card drawn (603.4: "If this
    spell's prowl cost was paid" is false)."""
    s = _morsel_theft(real_db, "Latchkey Faerie", "no")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.execute()
    s.assert_life("B", 14)
    s.assert_hand_count("A", 0)


@pytest.mark.parametrize(("prowl", "hand"), [("yes", 1), ("no", 0)])
def test_702_76a_latchkey_faerie_prowl_etb(real_db: CardDatabase, prowl: str, hand: int
                                           ) -> None:
    """Latchkey Faerie: "When ~ enters the battlefield, if its prowl cost was paid, draw a card."
    Oona's Prowler (a Faerie Rogue) hits B; Latchkey Faerie cast for prowl {2}{U} draws a
    card and leaves one of four Islands untapped; cast for {3}{U} it draws none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Oona's Prowler")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Latchkey Faerie")
    s.attack(1, "A", "Oona's Prowler")
    s.set_choice("A", prowl)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Latchkey Faerie")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Latchkey Faerie", 1)
    s.assert_hand_count("A", hand)
    st = s.state
    untapped = sum(1 for o in st.battlefield if st.objects[o].card.name == "Island"
                   and not st.objects[o].tapped)
    assert untapped == (1 if prowl == "yes" else 0)


def _pumped(sc: Scenario) -> None:
    sc.assert_power_toughness("A", "Stinkdrinker Bandit", 2, 1)  # blocked: no trigger
    sc.assert_power_toughness("A", "Oona's Prowler", 5, 2)  # an unblocked Rogue
    sc.assert_power_toughness("A", "Grizzly Bears", 2, 2)  # unblocked, not a Rogue


def test_509_1h_stinkdrinker_bandit_unblocked_rogues(real_db: CardDatabase) -> None:
    """Stinkdrinker Bandit: "Whenever a Rogue you control attacks and isn't blocked, it gets
    +2/+1 until end of turn." (509.1h) A attacks with the Bandit (a 2/1 Goblin Rogue), Oona's
    Prowler (a 3/1 Faerie Rogue, flying) and Grizzly Bears; B's Wall of Stone blocks the
    Bandit. Only the Prowler is pumped (5/2): B takes 5 + 2 = 7 (13). Then A casts a second
    Bandit for its prowl cost {1}{B} (a Rogue dealt combat damage, 702.76a)."""
    assert_compiled(real_db, "Stinkdrinker Bandit")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Stinkdrinker Bandit")
    s.add_card(Zone.BATTLEFIELD, "A", "Oona's Prowler")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Stinkdrinker Bandit")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone")
    for name in ("Stinkdrinker Bandit", "Oona's Prowler", "Grizzly Bears"):
        s.attack(1, "A", name)
    s.block(1, "B", "Wall of Stone", "Stinkdrinker Bandit")
    s.check(1, Step.COMBAT_DAMAGE, _pumped)
    s.set_choice("A", "yes")  # the prowl cost
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Stinkdrinker Bandit")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 13)
    s.assert_permanent_count("A", "Stinkdrinker Bandit", 2)
