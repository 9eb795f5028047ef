"""Costs that remove counters (118.3): "Remove X +1/+1 counters from ~" with X announced as
the ability is activated (107.3, 602.2b), "Remove three quest counters from ~ and sacrifice
it" (two costs), read from Oracle text and played with real cards (skipped without the shared
MTGJSON file)."""

from __future__ import annotations

from mtg_engine.actions import ActivateAbility
from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


def test_107_3_cruel_sadist_removes_x_counters_for_x_damage(real_db: CardDatabase) -> None:
    """Cruel Sadist (1/1) with three +1/+1 counters: "{2}{B}, {T}, Remove X +1/+1 counters
    from ~: It deals X damage to target creature" with X=2 removes two counters (it is 2/2
    after) and deals 2 damage to B's Hill Giant (3/3, it survives with 2 damage)."""
    _compiled(real_db, "Cruel Sadist")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cruel Sadist", counters={"+1/+1": 3})
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{B}, {T}, Remove X", targets=["Hill Giant"],
                       x=2)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Cruel Sadist", "+1/+1", 1)
    s.assert_power_toughness("A", "Cruel Sadist", 2, 2)
    s.assert_permanent_count("B", "Hill Giant", 1)
    assert s.state.objects[s._one_permanent("Hill Giant")].damage == 2


def test_107_3_x_is_at_most_the_counters_there_are(real_db: CardDatabase) -> None:
    """With two +1/+1 counters, X=3 is illegal (the cost can't be paid, 118.3) and X=0..2 are
    the choices offered."""
    _compiled(real_db, "Cruel Sadist")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cruel Sadist", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    g, st = s.game, s.state
    g.resume()
    sadist, giant = s._one_permanent("Cruel Sadist"), s._one_permanent("Hill Giant")
    ability = next(i for i, ab in enumerate(st.objects[sadist].card.abilities)
                   if "Remove X" in ab.text)
    assert g.why_illegal(ActivateAbility(sadist, ability, (giant,), x=3)) is not None
    assert g.why_illegal(ActivateAbility(sadist, ability, (giant,), x=2)) is None
    offered = {a.x for a in g.legal_actions()
               if isinstance(a, ActivateAbility) and a.source == sadist and a.ability == ability}
    assert offered == {0, 1, 2}


def test_118_3_expedition_removes_counters_and_sacrifices_itself(real_db: CardDatabase) -> None:
    """Ior Ruin Expedition: "Remove three quest counters from ~ and sacrifice it: Draw two
    cards." With two counters it can't be activated; with three, A (no cards in hand, no
    draw on turn 1) draws two and the Expedition is in the graveyard."""
    _compiled(real_db, "Ior Ruin Expedition")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ior Ruin Expedition", counters={"quest": 2})
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_playable("A", "Remove three", False))
    s.stop_at(1, Step.UPKEEP)
    s.execute()

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ior Ruin Expedition", counters={"quest": 3})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Remove three")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Ior Ruin Expedition", 1)
    assert len(s.state.players[0].hand) == 2
