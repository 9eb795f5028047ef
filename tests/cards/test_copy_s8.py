"""707.10: "Copy target instant or sorcery spell you control" on an activated ability: the
target spell's controller must be the ability's (110.2; rules/filters.py). Real cards, exact
figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_707_10_nivix_guildmage_copies_a_bolt_you_control(real_db: CardDatabase) -> None:
    """A casts Lightning Bolt at B and, in response, activates Nivix Guildmage ({2}{U}{R}) to
    copy it (no new targets): B takes 3 twice (14)."""
    assert real_db.compiled("Nivix Guildmage").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nivix Guildmage")
    s.add_card(Zone.BATTLEFIELD, "A", "Volcanic Island", 5)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{U}{R}:", targets=["Lightning Bolt"],
                       responding_to="Lightning Bolt")
    s.set_choice("A", "no")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 14)


def test_707_10_110_2_the_spell_must_be_yours(real_db: CardDatabase) -> None:
    """The compiled target requirement: an instant or sorcery spell whose controller is the
    ability's controller; "permanent spell you control" (Lithoform Engine) is its own target
    kind (110.4b: not an instant or sorcery), so the word "permanent" isn't dropped."""
    dsl = real_db.compiled("Nivix Guildmage").dsl
    assert dsl is not None
    copy = next(ab for ab in dsl["abilities"] if "copy_spell" in str(ab["effects"]))
    assert copy["targets"] == [{"kind": "spell", "filter": {"controller": "you",
                                                            "types": ["Instant", "Sorcery"]}}]
    engine = real_db.compiled("Lithoform Engine").dsl
    assert engine is not None
    assert engine["abilities"][2]["targets"] == [{"kind": "permanent_spell",
                                                  "filter": {"controller": "you"}}]


def test_707_10_an_opponents_bolt_cant_be_copied(real_db: CardDatabase) -> None:
    """B's Lightning Bolt at A can't be the Guildmage's target (B's spell): the activation is
    refused and A takes 3 only (17)."""
    import pytest

    from mtg_engine.testing.scenario import ScenarioError

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nivix Guildmage")
    s.add_card(Zone.BATTLEFIELD, "A", "Volcanic Island", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "A", "{2}{U}{R}:", targets=["Lightning Bolt"],
                       responding_to="Lightning Bolt")
    s.stop_at(2, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError, match="could not activate"):
        s.execute()
    s.assert_life("A", 17)
