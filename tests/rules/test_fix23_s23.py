"""Fixes of session 23's rules review: each a scenario with exact figures and its CR number."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

# ------------------------------------------------------------------ 614.10a: a skipped combat
# Moraug, Fury of Akoum: "Whenever a land enters the battlefield under your control, if it's
# your main phase, there's an additional combat phase after this phase. At the beginning of
# that combat, untap all creatures you control." Moment of Silence: "Target player skips their
# next combat phase this turn." The added combat is A's next combat phase: it is skipped, and
# what was to happen at its beginning never happens (614.10a), not at the regular combat.

_MORAUG = "Moraug, Fury of Akoum"


def _moraug_skip(real_db: CardDatabase, skip: bool) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", _MORAUG)
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Mountain")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {G}", source="Llanowar Elves")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Mountain")
    if skip:
        s.add_card(Zone.HAND, "B", "Moment of Silence")
        s.add_card(Zone.BATTLEFIELD, "B", "Plains")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Moment of Silence", targets=["A"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def _combats(s: Scenario) -> int:
    return sum(1 for ev in s.state.log if ev[0] == "step" and ev[1] == 1
               and ev[2] == "BEGIN_COMBAT")


def test_614_10a_skipped_added_combat_untaps_nothing(real_db: CardDatabase) -> None:
    """The added combat is skipped: one combat (the regular one); Moraug's delayed trigger
    never resolves, so the Llanowar Elves tapped for mana in the main phase stay tapped."""
    s = _moraug_skip(real_db, skip=True)
    assert _combats(s) == 1
    s.assert_tapped("Llanowar Elves")
    assert not any(ev[0] == "ability_resolved" and "untap all" in str(ev[-1])
                   for ev in s.state.log)


def test_603_7_added_combat_not_skipped_untaps(real_db: CardDatabase) -> None:
    """Without Moment of Silence: two combats; at the beginning of the added one the Elves
    untap (the rule that must not apply above does here)."""
    s = _moraug_skip(real_db, skip=False)
    assert _combats(s) == 2
    s.assert_tapped("Llanowar Elves", tapped=False)
    assert sum(1 for ev in s.state.log if ev[0] == "ability_resolved"
               and "untap all" in str(ev[-1])) == 1
