"""The lead's fixes at session 21's merges: 120.4a excess damage under a "lethal damage by power"
static (Zilortha: the excess is what exceeds lethal damage as every other lethal-damage check
reads it, 704.5g, 510.1c-d); 601.3a a free cast's X under Void Winnower."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled


def test_120_4a_excess_damage_reads_lethal_damage_by_power(real_db: CardDatabase) -> None:
    """A's Flame Spill (4 damage) at B's Horned Turtle (1/4). With B's Zilortha ("Lethal damage
    dealt to creatures you control is determined by their power"), lethal damage to the Turtle
    is 1: 3 excess damage is dealt to B (17). Without Zilortha lethal is 4: no excess, B at 20.
    The Turtle dies either way."""
    assert_compiled(real_db, "Flame Spill")
    for zilortha, life in ((True, 17), (False, 20)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
        s.add_card(Zone.HAND, "A", "Flame Spill")
        if zilortha:
            s.add_card(Zone.BATTLEFIELD, "B", "Zilortha, Strength Incarnate")
        s.add_card(Zone.BATTLEFIELD, "B", "Horned Turtle")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Flame Spill", targets=["Horned Turtle"])
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_life("B", life)
        s.assert_graveyard_count("B", "Horned Turtle", 1)


def test_601_3a_void_winnower_judges_a_free_cast_with_x_as_zero(real_db: CardDatabase) -> None:
    """Void Winnower (A's: "Your opponents can't cast spells with even mana values."): B's
    Shardless Agent cascades into Endless One ({X}); cast without paying its mana cost X is 0
    (107.3b), mana value 0, even, so B can't cast it (101.2, 601.3a, 202.3e): it goes to the
    bottom of B's library with the other exiled card, not onto the battlefield as a 0/0 that
    dies."""
    assert_compiled(real_db, "Void Winnower", "Shardless Agent", "Endless One")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Void Winnower")
    for land in ("Forest", "Island", "Mountain"):
        s.add_card(Zone.BATTLEFIELD, "B", land)
    s.add_card(Zone.HAND, "B", "Shardless Agent")
    s.remove_all_from_library("B")
    for name in ("Endless One", "Grizzly Bears"):
        s.add_card(Zone.LIBRARY, "B", name)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shardless Agent")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Shardless Agent", 1)
    s.assert_graveyard_count("B", "Endless One", 0)
    s.assert_library_count("B", 1, "Endless One")
