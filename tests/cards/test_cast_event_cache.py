"""601.2i with a condition counting the spells cast this turn (611.3a): characteristics
computed while a spell's costs are paid (a triggered mana ability's check, 605.4a, reads the
battlefield before the spell becomes cast) are not kept once it is cast. Real cards from the
shared MTGJSON file (skipped when it is absent)."""

from __future__ import annotations

from mtg_engine.actions import CastSpell
from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.layers import characteristics
from mtg_engine.testing import Scenario, Step, Zone


def test_601_2i_cast_spell_counts_at_once_for_silburlind_snapper(real_db: CardDatabase) -> None:
    """A controls Silburlind Snapper ("can't attack unless you've cast a noncreature spell
    this turn") and a Mountain enchanted by Wild Growth. A casts Lightning Bolt at B, paying
    with the Mountain (Wild Growth's triggered mana ability is checked as it is tapped): with
    the Bolt on the stack the Snapper no longer has "can't attack", before any other event
    and without the cache being cleared by hand."""
    for n in ("Silburlind Snapper", "Wild Growth"):
        assert real_db.compiled(n).supported, (n, real_db.compiled(n).reasons)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Silburlind Snapper")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Wild Growth", attached_to="Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    g = s.game
    g.resume()
    snapper = next(o for o in g.state.battlefield
                   if g.state.objects[o].card.name == "Silburlind Snapper")
    assert "can't attack" in characteristics(g.state, snapper).keywords
    cast = next(a for a in g.legal_actions()
                if isinstance(a, CastSpell) and g.state.objects[a.card].card.name
                == "Lightning Bolt" and a.targets and a.targets[0] < 0)
    g.apply(cast)
    assert len(g.state.stack) == 1
    assert "can't attack" not in characteristics(g.state, snapper).keywords
