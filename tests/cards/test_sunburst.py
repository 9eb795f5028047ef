"""The mana spent to cast a spell (601.2h) and what reads it: sunburst (702.44a) and "enters
with a counter for each color of mana spent to cast it" (614.1c), read from Oracle text and
played with real cards (skipped without the shared MTGJSON file)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


def _cast(db: CardDatabase, name: str, lands: list[str]) -> Scenario:
    _compiled(db, name)
    s = Scenario(cards=db)
    s.add_card(Zone.HAND, "A", name)
    for land in lands:
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", name)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_702_44a_suntouched_myr_counts_two_colors(real_db: CardDatabase) -> None:
    """Suntouched Myr ({3}, 0/0, sunburst) cast with a Forest, an Island and a Wastes: green
    and blue were spent (colorless is not a color, 105.1), so it enters with two +1/+1
    counters and is 2/2."""
    s = _cast(real_db, "Suntouched Myr", ["Forest", "Island", "Wastes"])
    s.assert_counter_count("A", "Suntouched Myr", "+1/+1", 2)
    s.assert_power_toughness("A", "Suntouched Myr", 2, 2)


def test_702_44a_no_color_spent_no_counter(real_db: CardDatabase) -> None:
    """Cast with three Wastes, no color was spent: Suntouched Myr enters with no counter and
    dies as a 0/0 (704.5f)."""
    s = _cast(real_db, "Suntouched Myr", ["Wastes", "Wastes", "Wastes"])
    s.assert_graveyard_count("A", "Suntouched Myr", 1)


def test_702_44a_noncreature_gets_charge_counters(real_db: CardDatabase) -> None:
    """Pentad Prism ({2}, an artifact, sunburst) cast with a Mountain and a Plains enters with
    two charge counters (702.44a: not entering as a creature)."""
    s = _cast(real_db, "Pentad Prism", ["Mountain", "Plains"])
    s.assert_counter_count("A", "Pentad Prism", "charge", 2)
    s.assert_counter_count("A", "Pentad Prism", "+1/+1", 0)


def test_614_1c_woodland_wanderer_counts_colors_spent(real_db: CardDatabase) -> None:
    """Woodland Wanderer ({3}{G}, 2/2) cast with Forest, Forest, Swamp and Mountain: three
    colors were spent (green twice counts once), so it enters with three +1/+1 counters: 5/5."""
    s = _cast(real_db, "Woodland Wanderer", ["Forest", "Forest", "Swamp", "Mountain"])
    s.assert_counter_count("A", "Woodland Wanderer", "+1/+1", 3)
    s.assert_power_toughness("A", "Woodland Wanderer", 5, 5)


def test_601_2h_adamant_paladin_needs_three_white(real_db: CardDatabase) -> None:
    """Ardenvale Paladin ({3}{W}, 2/5): "If at least three white mana was spent to cast this
    spell, ~ enters with a +1/+1 counter" (judged as it would enter, 614.1c). Cast with three
    Plains and a Wastes it is 3/6; with two Plains and two Wastes it is 2/5."""
    s = _cast(real_db, "Ardenvale Paladin", ["Plains", "Plains", "Plains", "Wastes"])
    s.assert_power_toughness("A", "Ardenvale Paladin", 3, 6)
    s = _cast(real_db, "Ardenvale Paladin", ["Plains", "Plains", "Wastes", "Wastes"])
    s.assert_power_toughness("A", "Ardenvale Paladin", 2, 5)


def test_601_2h_azorius_herald_sacrificed_unless_blue_was_spent(real_db: CardDatabase) -> None:
    """Azorius Herald ({2}{W}): "When ~ enters, sacrifice it unless {U} was spent to cast it."
    Cast with an Island it stays (and A gains 4 life: 24); cast with Plains and Wastes only, it
    is sacrificed."""
    s = _cast(real_db, "Azorius Herald", ["Plains", "Island", "Wastes"])
    s.assert_permanent_count("A", "Azorius Herald", 1)
    s.assert_life("A", 24)
    s = _cast(real_db, "Azorius Herald", ["Plains", "Wastes", "Wastes"])
    s.assert_graveyard_count("A", "Azorius Herald", 1)
