"""Deviations from the Oracle text found by the session-9 misplay audit (`qa`), fixed as the
Comprehensive Rules state them (each such test failed before its fix), and scenarios that settled
an audit doubt (the card did what its text says). Exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

# ------------------------------------------------------------------ 205.3m


def test_205_3m_zombies_counts_zombies(real_db: CardDatabase) -> None:
    """205.3m: "the number of Zombies you control" counts Zombies (the plural was read as a
    type "Zomby", so it counted nothing). Lich Lord of Unx (a Zombie Wizard) and two
    Scathe Zombies (and a Grizzly Bears, not counted): X = 3, so B loses 3 life and mills 3 cards."""
    s = Scenario(cards=real_db)
    for land in ("Island", "Island", "Swamp", "Swamp"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    for name in ("Lich Lord of Unx", "Scathe Zombies", "Scathe Zombies", "Grizzly Bears"):
        s.add_card(Zone.BATTLEFIELD, "A", name)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{U}{U}{B}{B}", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_library_count("B", 17)


def test_205_3i_each_locus_counts_loci(real_db: CardDatabase) -> None:
    """205.3i: "for each Locus on the battlefield" counts Loci (the word was read as a type
    "Locu", so it counted nothing). Glimmerpost enters with Cloudpost and another Glimmerpost
    on the battlefield: 3 Loci, A gains 3 life."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cloudpost")
    s.add_card(Zone.BATTLEFIELD, "B", "Glimmerpost")
    s.add_card(Zone.HAND, "A", "Glimmerpost")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Glimmerpost")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 23)


def test_eradicate_exiles_every_copy_its_controller_has(real_db: CardDatabase) -> None:
    """Eradicate (audit doubt): the target and every card with its name in its controller's
    graveyard, hand and library are exiled (406.3): 1 + 1 + 1 + 2 = 5 Grizzly Bears; the
    other cards stay (B's library 22 -> 20, hand 2 -> 1)."""
    s = Scenario(cards=real_db)
    for land in ("Swamp", "Swamp", "Swamp", "Swamp"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.HAND, "A", "Eradicate")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Giant Growth")
    s.add_card(Zone.LIBRARY, "B", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Eradicate", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_graveyard_count("B", "Grizzly Bears", 0)
    s.assert_hand_count("B", 1)
    s.assert_library_count("B", 20)
    s.assert_library_count("B", 0, name="Grizzly Bears")


def test_false_memories_exiles_seven_at_the_next_end_step(real_db: CardDatabase) -> None:
    """False Memories (audit doubt): mill seven now; at the beginning of the next end step
    (603.7) exile seven cards from A's graveyard, not all of them: 2 + 7 + False Memories = 10
    cards, 3 left after the end step; still 10 in the second main phase."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "False Memories")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "False Memories")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    assert len(s.state.players[0].graveyard) == 10
    assert len(s.state.players[0].library) == 13
    s2 = Scenario(cards=real_db)
    s2.add_card(Zone.BATTLEFIELD, "A", "Island")
    s2.add_card(Zone.BATTLEFIELD, "A", "Island")
    s2.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s2.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s2.add_card(Zone.HAND, "A", "False Memories")
    s2.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "False Memories")
    s2.stop_at(1, Step.CLEANUP)
    s2.execute()
    assert len(s2.state.players[0].graveyard) == 3
    assert sum(1 for c in s2.state.exile if s2.state.objects[c].owner == 0) == 7
