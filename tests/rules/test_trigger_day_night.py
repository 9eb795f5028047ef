"""724.1a: "Whenever day becomes night or night becomes day" (rules/trigger_day_night.py): the
game losing one designation and gaining the other; becoming day from neither is no such
change. A test card of the DSL (no card with this trigger is supported yet: each also says
"If it's neither day nor night, it becomes day as ~ enters the battlefield.")."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

WATCHER = """
- name: Test Moon Watcher
  cost: "{1}"
  type: Artifact
  text: "Whenever day becomes night or night becomes day, draw a card."
  triggers:
    - event: day_night_changes
      text: "Whenever day becomes night or night becomes day, draw a card."
      effects: [{draw: {count: 1}}]
"""


def test_724_1a_day_becomes_night_and_night_becomes_day() -> None:
    """Turn 1 A casts Tavern Ruffian (daybound): it becomes day from neither (702.145d): no
    card. Turn 2 B casts nothing: as turn 3 begins it becomes night: 1 card. Turn 4 B casts two
    Shocks: as turn 5 begins it becomes day: 1 card. A's hand at turn 5's upkeep: the two
    cards from the ability and turn 3's draw = 3."""
    db = CardDatabase.builtin()
    db.load_file("watcher.yaml", text=WATCHER)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Moon Watcher")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Tavern Ruffian")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shock", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Tavern Ruffian")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_hand_count("A", 0))
    s.cast_spell(4, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["B"])
    s.cast_spell(4, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["B"])
    s.check(4, Step.END_TURN, lambda sc: sc.assert_hand_count("A", 2))
    s.stop_at(5, Step.DRAW)
    s.execute()
    assert s.game.state.day_night == "day"
    s.assert_hand_count("A", 3)
