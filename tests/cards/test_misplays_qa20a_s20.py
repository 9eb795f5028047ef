"""Session 20 audit (qa20a): cards made to play this session that misplayed, each test failing
before its fix, with the rule it cites."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

# ----------------------------------------- 707.10c: Chain of Vapor, the chain passed back


def test_707_10c_chain_of_vapor_copied_by_that_permanents_controller(real_db: CardDatabase
                                                                      ) -> None:
    """Chain of Vapor on B's Grizzly Bears: B sacrifices a Forest, copies it at A's Hill
    Giant; A declines to sacrifice its (tapped) Island: both creatures in their owners'
    hands, B's Forest in the graveyard, A's Island stays. (Misplay found: the land filter of
    "may sacrifice a land" was left unparsed in the DSL, so the spell crashed as soon as that
    player controlled a permanent: 118.12a, 707.10c.)"""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Chain of Vapor")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    for a in ("Forest", "yes", "yes", "Hill Giant"):
        s.set_choice("B", a)
    s.set_choice("A", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Chain of Vapor", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_graveyard_count("B", "Forest", 1)
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_permanent_count("A", "Island", 1)
    s.assert_graveyard_count("A", "Chain of Vapor", 1)


# ---------- 603.5, 608.2c: "You may mill three cards. Then if ..., you may play the exiled card"


def _tampering(db: CardDatabase, in_graveyard: int, mill: str) -> Scenario:
    """A casts Cemetery Tampering (Hideaway 5) on turn 1 and hides Ornithopter; A's
    graveyard holds `in_graveyard` cards; at A's turn-3 upkeep A answers `mill`."""
    assert db.compiled("Cemetery Tampering").supported, db.compiled("Cemetery Tampering").reasons
    s = Scenario(cards=db)
    for name in ("Shock", "Ornithopter", "Hill Giant", "Memnite", "Forest"):
        s.add_card(Zone.LIBRARY, "A", name)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Cemetery Tampering")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears", in_graveyard)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cemetery Tampering")
    s.set_choice("A", "Ornithopter")
    s.set_choice("A", mill)
    s.stop_at(3, Step.DRAW)
    s.execute()
    return s


def test_608_2c_cemetery_tampering_declined_mill_still_plays(real_db: CardDatabase) -> None:
    """Twenty cards in A's graveyard; A declines to mill: the "Then if" is its own
    instruction, so A still plays the hidden Ornithopter free. (Was refused: the whole
    trigger was optional, and declining the mill skipped the rest, 603.5.)"""
    s = _tampering(real_db, 20, "no")
    s.assert_graveyard_count("A", None, 20)
    s.assert_permanent_count("A", "Ornithopter", 1)


def test_608_2c_cemetery_tampering_milled_to_twenty(real_db: CardDatabase) -> None:
    """Eighteen cards; A mills three (21): A plays Ornithopter."""
    s = _tampering(real_db, 18, "yes")
    s.assert_graveyard_count("A", None, 21)
    s.assert_permanent_count("A", "Ornithopter", 1)


def test_608_2c_cemetery_tampering_nineteen_declined_nothing(real_db: CardDatabase) -> None:
    """Nineteen cards; A declines to mill: under twenty, Ornithopter stays exiled."""
    s = _tampering(real_db, 19, "no")
    s.assert_graveyard_count("A", None, 19)
    s.assert_permanent_count("A", "Ornithopter", 0)
    s.assert_exile_count("Ornithopter", 1)


# ------------------------------ 608.2d: Wei Assassins, the opponent chooses (not a target)


def test_608_2d_wei_assassins_the_opponent_chooses(real_db: CardDatabase) -> None:
    """Wei Assassins enters, targeting B: B chooses Grizzly Bears among B's creatures; it is
    destroyed, Serra Angel stays. (Found: the scenario harness read a "choose_permanent"
    answer as a replacement choice and took the first option, so B's named choice was
    ignored; Imperial Edict's test passed only because the Bears came first.)"""
    assert real_db.compiled("Wei Assassins").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Wei Assassins")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_target("A", "B")
    s.set_choice("B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wei Assassins")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Serra Angel", 1)
    s.assert_permanent_count("A", "Wei Assassins", 1)
