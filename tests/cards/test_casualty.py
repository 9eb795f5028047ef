"""Casualty (702.153a, rules/casualty.py): an optional additional cost (118.8) and a cast
trigger that copies the spell (707.10), played with real cards of the MTGJSON database (skipped
without ../shared)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules import casting
from mtg_engine.testing import Scenario, Step, Zone


def _supported(db: CardDatabase, *names: str) -> None:
    for n in names:
        res = db.compiled(n)
        assert res.supported, (n, res.reasons)


def _light(db: CardDatabase, sacrifice: str | None, s: Scenario | None = None) -> Scenario:
    s = s or Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Light 'Em Up")
    if sacrifice is not None:
        s.set_choice("A", sacrifice)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Light 'Em Up", targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    return s


def test_702_153a_casualty_paid_copies_the_spell(real_db: CardDatabase) -> None:
    """Light 'Em Up (casualty 2: 2 damage to target creature): A sacrifices Grizzly Bears
    (power 2) as it is cast; the cast trigger copies it, the copy keeping the target: Hill
    Giant (3/3) is dealt 2 + 2 and dies. The Bears are in the graveyard, the Elves stay."""
    _supported(real_db, "Light 'Em Up")
    for yes in (False, True):  # (XMage's tests say "yes" first, then the creature)
        s = Scenario(cards=real_db)
        if yes:
            s.set_choice("A", "yes")
        s = _light(real_db, "Grizzly Bears", s)
        s.execute()
        s.assert_graveyard_count("A", "Grizzly Bears", 1)
        s.assert_permanent_count("A", "Llanowar Elves", 1)
        s.assert_graveyard_count("B", "Hill Giant", 1)


def test_702_153a_casualty_not_paid_no_copy(real_db: CardDatabase) -> None:
    """Not paid ("you may"): no sacrifice, no copy; the Hill Giant has 2 damage and lives."""
    s = _light(real_db, None)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_damage("Hill Giant", 2)


def test_702_153a_only_a_creature_with_power_n_or_greater(real_db: CardDatabase) -> None:
    """The ways to pay casualty 2: nothing, or sacrificing the Bears (power 2); not the Elves
    (power 1), and the spell can be cast without any creature at all."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Light 'Em Up")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    st = s.state
    card = next(c for c in st.players[0].hand if st.objects[c].card.name == "Light 'Em Up")
    options = casting.additional_choices(st, 0, card)
    names = [tuple(st.objects[o].card.name for o in opt) for opt in options]
    assert names == [(), ("Grizzly Bears",)]

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Light 'Em Up")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Light 'Em Up", targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_damage("Hill Giant", 2)
