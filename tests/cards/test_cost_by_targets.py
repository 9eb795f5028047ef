"""601.2f, 115.9b: a static ability making spells that target something cost more ("Spells
your opponents cast that target Boreal Elemental cost {2} more to cast."): each choice of
targets has its own total cost, and `legal_actions()` offers only the targets whose total can
be paid (found by the fuzz run: Glacial Grasp aimed at Boreal Elemental was offered with three
lands for {4}{U}, then refused)."""

from __future__ import annotations

import pytest

from mtg_engine.actions import CastSpell
from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _grasp_targets(real_db: CardDatabase, islands: int) -> list[str]:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", islands)
    s.add_card(Zone.HAND, "A", "Glacial Grasp")  # {2}{U}: tap target creature
    s.add_card(Zone.BATTLEFIELD, "B", "Boreal Elemental")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    game = s.game
    game.resume()
    st = game.state
    casts = [a for a in game.legal_actions() if isinstance(a, CastSpell)]
    assert all(game.why_illegal(a) is None for a in casts)
    return sorted(st.objects[a.targets[0]].card.name for a in casts)


@pytest.mark.parametrize(("islands", "offered"), [
    (3, ["Grizzly Bears"]),  # {2}{U} only: Boreal Elemental would make it {4}{U}
    (5, ["Boreal Elemental", "Grizzly Bears"]),
])
def test_601_2f_115_9b_targets_offered_by_their_total_cost(real_db: CardDatabase, islands: int,
                                                           offered: list[str]) -> None:
    assert _grasp_targets(real_db, islands) == offered
