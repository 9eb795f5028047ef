"""601.2f: a spell's own cost reduction read from Oracle text ("This spell costs {N} less to
cast for each ..." / "... if ...", rules/costs.py), played with real cards (skipped without
the shared MTGJSON file)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


def test_601_2f_ghoultree_costs_less_for_each_creature_card(real_db: CardDatabase) -> None:
    """Ghoultree ({7}{G}) with three creature cards (and a land card, not counted) in A's
    graveyard costs {4}{G}: with four Forests it can't be cast (turn 1); on turn 3 a fifth
    Forest is played and the five cast it, all five tapped."""
    _compiled(real_db, "Ghoultree")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Ghoultree")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Mountain")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant", 2)  # B's: not counted ("your graveyard")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Ghoultree", False))
    s.add_card(Zone.HAND, "A", "Forest")
    s.play_land(3, Step.PRECOMBAT_MAIN, "A", "Forest")
    s.cast_spell(3, Step.POSTCOMBAT_MAIN, "A", "Ghoultree")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Ghoultree", 1)
    assert sum(1 for o in s.state.battlefield if s.state.objects[o].tapped) == 5


def test_601_2f_bone_picker_costs_less_if_a_creature_died(real_db: CardDatabase) -> None:
    """Bone Picker ({3}{B}) costs {B} once a creature died this turn: A's Disfigure kills B's
    Llanowar Elves with one Swamp, then the second Swamp casts Bone Picker."""
    _compiled(real_db, "Bone Picker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Bone Picker")
    s.add_card(Zone.HAND, "A", "Disfigure")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Bone Picker", False))
    s.cast_spell(1, Step.BEGIN_COMBAT, "A", "Disfigure", targets=["Llanowar Elves"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Bone Picker")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_permanent_count("A", "Bone Picker", 1)
