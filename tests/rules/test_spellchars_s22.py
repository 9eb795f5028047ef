"""A spell's (or a card's) characteristics as the layers give them (session 22).

611.3c, 613.1d, 205.3m: Maskwood Nexus ("Creatures you control are every creature type. The
same is true for creature spells you control and creature cards you own that aren't on the
battlefield.") and Arcane Adaptation change the creature types of their controller's creature
spells and of the creature cards they own in every zone (613.1: the layer system applies to
objects in every zone). A "whenever you cast a <type> spell" trigger reads the spell as it is
cast (601.2i, 603.2): with the Nexus, Grizzly Bears cast by its controller is a Merfolk and a
Wizard spell; cast by an opponent, it isn't."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

# (real_db: the session's one load of the shared AtomicCards file, tests/conftest.py)


def _supported(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ cast triggers (601.2i, 603.2)


@pytest.mark.parametrize("caster", ["A", "B"])
def test_603_2_maskwood_nexus_merfolk_spell_trigger(real_db: CardDatabase, caster: str) -> None:
    """Deeproot Waters: "Whenever you cast a Merfolk spell, create a 1/1 blue Merfolk creature
    token with hexproof." A controls Maskwood Nexus: A's Grizzly Bears is a Merfolk spell (one
    token for A's Waters); B's Grizzly Bears, cast with B's Waters, is only a Bear (none)."""
    _supported(real_db, "Maskwood Nexus", "Deeproot Waters")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Maskwood Nexus")
    s.add_card(Zone.BATTLEFIELD, caster, "Deeproot Waters")
    s.add_card(Zone.BATTLEFIELD, caster, "Forest", 2)
    s.add_card(Zone.HAND, caster, "Grizzly Bears")
    s.cast_spell(1 if caster == "A" else 2, Step.PRECOMBAT_MAIN, caster, "Grizzly Bears")
    s.stop_at(1 if caster == "A" else 2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count(caster, "Grizzly Bears", 1)
    s.assert_permanent_count(caster, "Merfolk Token", 1 if caster == "A" else 0)


@pytest.mark.parametrize("caster", ["A", "B"])
def test_601_2i_maskwood_nexus_wizard_spell_trigger(real_db: CardDatabase, caster: str) -> None:
    """Umara Mystic: "Whenever you cast an instant, sorcery, or Wizard spell, ~ gets +2/+0
    until end of turn." With A's Maskwood Nexus, A's Grizzly Bears is a Wizard spell: A's
    Mystic is 3/3 after it is cast; B's Bears with B's Mystic isn't (1/3)."""
    _supported(real_db, "Maskwood Nexus", "Umara Mystic")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Maskwood Nexus")
    s.add_card(Zone.BATTLEFIELD, caster, "Umara Mystic")
    s.add_card(Zone.BATTLEFIELD, caster, "Forest", 2)
    s.add_card(Zone.HAND, caster, "Grizzly Bears")
    turn = 1 if caster == "A" else 2
    s.cast_spell(turn, Step.PRECOMBAT_MAIN, caster, "Grizzly Bears")
    s.stop_at(turn, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count(caster, "Grizzly Bears", 1)
    s.assert_power_toughness(caster, "Umara Mystic", 3 if caster == "A" else 1, 3)


# ------------------------------------------------------------------ costs of the chosen type


@pytest.mark.parametrize("caster", ["A", "B"])
def test_601_2f_maskwood_nexus_urzas_incubator_chosen_type(real_db: CardDatabase,
                                                           caster: str) -> None:
    """Urza's Incubator (Goblin chosen): "Creature spells of the chosen type cost {2} less to
    cast." With A's Maskwood Nexus, A's Grizzly Bears ({1}{G}) is a Goblin spell and costs
    {G}: one Forest casts it (611.3c, 613.1d). B's Grizzly Bears isn't a Goblin (the Nexus
    affects only its controller's spells): B's one Forest can't cast it."""
    _supported(real_db, "Maskwood Nexus", "Urza's Incubator")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Maskwood Nexus")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Urza's Incubator")
    s.add_card(Zone.BATTLEFIELD, caster, "Forest")
    s.add_card(Zone.HAND, caster, "Grizzly Bears")
    s.set_choice("A", "Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Urza's Incubator")
    turn = 1 if caster == "A" else 2
    s.cast_spell(turn, Step.POSTCOMBAT_MAIN, caster, "Grizzly Bears")
    s.stop_at(turn, Step.END_TURN)
    if caster == "A":
        s.execute()
        s.assert_permanent_count("A", "Grizzly Bears", 1)
    else:
        with pytest.raises(ScenarioError, match="Grizzly Bears"):
            s.execute()


# ------------------------------------------------------------------ spend restrictions (106.6)


@pytest.mark.parametrize("nexus", [True, False])
def test_106_6_maskwood_nexus_cavern_of_souls(real_db: CardDatabase, nexus: bool) -> None:
    """Cavern of Souls (Goblin chosen): "Spend this mana only to cast a creature spell of the
    chosen type, and that spell can't be countered." With A's Maskwood Nexus, A's Grizzly
    Bears is a Goblin spell as it is paid for (601.2h, 611.3c): the Cavern's green mana and a
    Forest cast it, and B's Counterspell can't counter it. Without the Nexus the Cavern's
    coloured mana can't pay for it: the cast is refused."""
    _supported(real_db, "Maskwood Nexus", "Cavern of Souls")
    s = Scenario(cards=real_db)
    if nexus:
        s.add_card(Zone.BATTLEFIELD, "A", "Maskwood Nexus")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Cavern of Souls")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Counterspell")
    s.set_choice("A", "Goblin")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Cavern of Souls")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Counterspell", targets=["Grizzly Bears"],
                 responding_to="Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    if nexus:
        s.execute()
        s.assert_permanent_count("A", "Grizzly Bears", 1)
        s.assert_graveyard_count("B", "Counterspell", 1)
    else:
        with pytest.raises(ScenarioError, match="Grizzly Bears"):
            s.execute()


# ------------------------------------------------------------------ library cards (611.3c)


@pytest.mark.parametrize("nexus", [True, False])
def test_611_3c_maskwood_nexus_icon_of_ancestry_library(real_db: CardDatabase,
                                                        nexus: bool) -> None:
    """Icon of Ancestry (Goblin chosen): "{3}, {T}: Look at the top three cards of your
    library. You may reveal a creature card of the chosen type from among them and put it into
    your hand." With Maskwood Nexus, the Grizzly Bears A owns in the library is a Goblin card
    (a creature card A owns that isn't on the battlefield, 611.3c, 613.1): it goes to A's hand.
    Without the Nexus it is no Goblin: the three cards go to the bottom."""
    _supported(real_db, "Maskwood Nexus", "Icon of Ancestry")
    s = Scenario(cards=real_db)
    if nexus:
        s.add_card(Zone.BATTLEFIELD, "A", "Maskwood Nexus")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Icon of Ancestry")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Plains")
    s.set_choice("A", "Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Icon of Ancestry")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{3}, {T}:", source="Icon of Ancestry")
    s.set_choice("A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1 if nexus else 0, "Grizzly Bears")
    s.assert_library_count("A", 0 if nexus else 1, "Grizzly Bears")


# ------------------------------------------------------------------ the chosen type (614.12a)


@pytest.mark.parametrize("caster", ["A", "B"])
def test_603_2_maskwood_nexus_vanquishers_banner(real_db: CardDatabase, caster: str) -> None:
    """Vanquisher's Banner (Goblin chosen): "Whenever you cast a creature spell of the chosen
    type, draw a card." A's Grizzly Bears, cast with A's Maskwood Nexus, is a Goblin spell as
    it is cast (601.2i, 611.3c): A draws one card. B's Banner and B's Bears (A's Nexus
    doesn't touch B's spells): no card."""
    _supported(real_db, "Maskwood Nexus", "Vanquisher's Banner")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Maskwood Nexus")
    s.add_card(Zone.BATTLEFIELD, caster, "Plains", 5)
    s.add_card(Zone.BATTLEFIELD, caster, "Forest", 2)
    s.add_card(Zone.HAND, caster, "Vanquisher's Banner")
    s.add_card(Zone.HAND, caster, "Grizzly Bears")
    s.add_card(Zone.LIBRARY, caster, "Island", 3)
    s.set_choice(caster, "Goblin")
    turn = 1 if caster == "A" else 2
    s.cast_spell(turn, Step.PRECOMBAT_MAIN, caster, "Vanquisher's Banner")
    s.cast_spell(turn, Step.POSTCOMBAT_MAIN, caster, "Grizzly Bears")
    s.stop_at(turn, Step.END_TURN)
    s.execute()
    s.assert_permanent_count(caster, "Grizzly Bears", 1)
    # A, on the play, draws no card in turn 1's draw step: the one Island is the Banner's;
    # B's one Island is its turn-2 draw, the Banner giving none (2 if it wrongly did)
    s.assert_hand_count(caster, 1, "Island")
    s.assert_library_count(caster, 2, "Island")


@pytest.mark.parametrize("nexus, caster", [(True, "A"), (False, "A"), (True, "B")])
def test_614_12_maskwood_nexus_metallic_mimic(real_db: CardDatabase, nexus: bool,
                                              caster: str) -> None:
    """Metallic Mimic (Goblin chosen): "Each other creature you control of the chosen type
    enters the battlefield with an additional +1/+1 counter on it." The entering Grizzly Bears
    is checked as it would exist on the battlefield (614.12: effects that already exist and
    would apply to it): with A's Maskwood Nexus, A's Bears is a Goblin, 3/3 with one counter;
    without the Nexus, or B's Bears with B's Mimic (A's Nexus is no effect on B's), a 2/2."""
    _supported(real_db, "Maskwood Nexus", "Metallic Mimic")
    s = Scenario(cards=real_db)
    if nexus:
        s.add_card(Zone.BATTLEFIELD, "A", "Maskwood Nexus")
    s.add_card(Zone.BATTLEFIELD, caster, "Forest", 4)
    s.add_card(Zone.HAND, caster, "Metallic Mimic")
    s.add_card(Zone.HAND, caster, "Grizzly Bears")
    s.set_choice(caster, "Goblin")
    turn = 1 if caster == "A" else 2
    s.cast_spell(turn, Step.PRECOMBAT_MAIN, caster, "Metallic Mimic")
    s.cast_spell(turn, Step.POSTCOMBAT_MAIN, caster, "Grizzly Bears")
    s.stop_at(turn, Step.END_TURN)
    s.execute()
    grown = nexus and caster == "A"
    s.assert_power_toughness(caster, "Grizzly Bears", 3 if grown else 2, 3 if grown else 2)
