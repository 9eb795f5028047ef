"""Conspire given to spells (Wort, the Raidmother: "Each red or green instant or sorcery spell
you cast has conspire.", rules/spell_keywords.py) and several instances of conspire (702.78b:
each paid separately, each triggering on its own payment)."""

from __future__ import annotations

from mtg_engine.testing import Scenario, Step, Zone
from tests.rules.cr_cards import card_db

M = Step.PRECOMBAT_MAIN
REMINDER = ("(As you cast this spell, you may tap two untapped creatures you control that "
            "share a color with it. When you do, copy it and you may choose a new target for "
            "the copy.)")
RAIDMOTHER = """
- name: Test Raidmother
  cost: "{4}{R/G}{R/G}"
  type: Legendary Creature — Goblin Shaman
  power: 3
  toughness: 3
  text: Each red or green instant or sorcery spell you cast has conspire.
  statics:
    - spells_have: {filter: {types: [Instant, Sorcery], colors: [R, G]}, keywords: [conspire], whose: you}
"""
CARDS = card_db({"Burn Trail": ("{3}{R}", "Sorcery", "Burn Trail deals 3 damage to any "
                                "target.\nConspire " + REMINDER, None)}, RAIDMOTHER)
GOBLINS = ("Goblin Bushwhacker", "Ghitu Lavarunner", "Monastery Swiftspear",
           "Reckless Bushwhacker")


def _cast(spell: str, lands: int, *choices: str, raidmother: bool = True,
          player: str = "A") -> Scenario:
    s = Scenario(cards=CARDS)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", lands)
    if raidmother:
        s.add_card(Zone.BATTLEFIELD, player, "Test Raidmother")
    for g in GOBLINS:
        s.add_card(Zone.BATTLEFIELD, "A", g)
    s.add_card(Zone.HAND, "A", spell)
    for c in choices:
        s.set_choice("A", c)
    s.cast_spell(1, M, "A", spell, targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def _tapped_goblins(s: Scenario) -> int:
    st = s.state
    return sum(1 for o in st.battlefield if st.objects[o].card.name in GOBLINS
               and st.objects[o].tapped)


def test_702_78a_a_given_conspire_copies_lightning_bolt() -> None:
    """Lightning Bolt (red instant) cast with Test Raidmother: its given conspire is paid by
    tapping two red creatures; the copy deals 3 more: B at 14."""
    s = _cast("Lightning Bolt", 1, "yes", "Goblin Bushwhacker, Ghitu Lavarunner")
    s.execute()
    s.assert_life("B", 14)
    assert _tapped_goblins(s) == 2


def test_702_78a_given_conspire_not_paid_and_not_given() -> None:
    """Not paid ("no"): one Bolt. Without the Raidmother (or an opponent's), Lightning Bolt
    has no conspire: the "yes" answers nothing and no creature is tapped."""
    s = _cast("Lightning Bolt", 1, "no")
    s.execute()
    s.assert_life("B", 17)
    for kw in ({"raidmother": False}, {"player": "B"}):
        s = _cast("Lightning Bolt", 1, "yes", **kw)  # type: ignore[arg-type]
        s.execute()
        s.assert_life("B", 17)
        assert _tapped_goblins(s) == 0


def test_702_78b_two_instances_each_paid_and_triggering_separately() -> None:
    """702.78b: Burn Trail has conspire and the Raidmother gives it another: both paid (four
    red creatures tapped), two triggers, two copies: 3 x 3 = 9 (B at 11); one paid (two
    creatures), one copy: 6 (B at 14)."""
    s = _cast("Burn Trail", 4, "yes", ", ".join(GOBLINS))
    s.execute()
    s.assert_life("B", 11)
    assert _tapped_goblins(s) == 4
    s = _cast("Burn Trail", 4, "yes", "Goblin Bushwhacker, Ghitu Lavarunner")
    s.execute()
    s.assert_life("B", 14)
    assert _tapped_goblins(s) == 2
    s = _cast("Burn Trail", 4, "yes", ", ".join(GOBLINS), raidmother=False)  # one instance
    s.execute()  # (four creatures named: no such choice, the first pair pays it)
    s.assert_life("B", 14)
    assert _tapped_goblins(s) == 2


def test_702_78b_a_given_instance_has_the_printed_trigger() -> None:
    """The trigger of a given instance reads as conspire's own (702.78a)."""
    from mtg_engine.cards.dsl_abilities import granted_ability
    from mtg_engine.cards.keyword_dsl import CONSPIRE_COPY
    from mtg_engine.rules.conspire import GRANTED_COPY

    given = granted_ability("add_triggers", GRANTED_COPY)
    assert (given.event, given.text, given.condition) == (
        CONSPIRE_COPY.event, CONSPIRE_COPY.text, CONSPIRE_COPY.condition)
    assert [(e.verb, dict(e.params)) for e in given.effects] == \
        [(e.verb, dict(e.params)) for e in CONSPIRE_COPY.effects]
