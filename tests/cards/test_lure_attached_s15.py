"""509.1c: "All creatures able to block enchanted creature do so." (Lure) and "... equipped
creature do so." (Nemesis Mask, 301.5): a requirement on each creature able to block the
attached creature. Real cards of the shared MTGJSON file (skipped without it), exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


def _masked(real_db: CardDatabase, attachment: str, blockers: tuple[str, ...]) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", attachment, attached_to="Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Wood")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.attack(1, "A", "Hill Giant")
    for b in blockers:
        s.block(1, "B", b, "Hill Giant")
    s.stop_at(1, Step.END_COMBAT)
    return s


@pytest.mark.parametrize("attachment", ["Nemesis Mask", "Lure"])
def test_509_1c_all_able_blockers_block_the_attached(real_db: CardDatabase,
                                                     attachment: str) -> None:
    """Hill Giant (3/3) with the Mask or Lure attacks: B must block with both Wall of Wood
    (0/3) and Ornithopter (0/2); blocking with the Wall alone is refused. Both blocking, the
    Giant assigns its 3 damage (the Wall first: 3, lethal) and B stays at 20."""
    assert real_db.compiled(attachment).supported
    with pytest.raises(ScenarioError, match=r"509\.1c"):
        _masked(real_db, attachment, ("Wall of Wood",)).execute()
    s = _masked(real_db, attachment, ("Wall of Wood", "Ornithopter"))
    s.execute()
    s.assert_life("B", 20)
