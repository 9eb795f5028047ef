"""Cards XMage tests one by one, made to play in session 19 (issue 11): each played the way
its per-card test would, with exact figures and the rule it cites."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ 404.2: an opponent's graveyard


def test_404_2_patron_of_the_nezumi_each_opponent_permanent(real_db: CardDatabase) -> None:
    """Patron of the Nezumi: "Whenever a permanent is put into an opponent's graveyard, that
    player loses 1 life." Pyroclasm kills A's Grizzly Bears and B's two: B loses 2 (once per
    permanent, 603.2c), A none (its own graveyard); Stone Rain on B's Forest: 1 more."""
    _compiled(real_db, "Patron of the Nezumi")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Patron of the Nezumi")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Pyroclasm")
    s.add_card(Zone.HAND, "A", "Stone Rain")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pyroclasm")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Stone Rain", targets=["Forest"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Grizzly Bears", 2)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Patron of the Nezumi", 1)


# ------------------------------------------------------------------ 601.2c, 108.4: "that player or
# that planeswalker's controller controls"


def test_601_2c_ravager_of_the_fells_transforms(real_db: CardDatabase) -> None:
    """Huntmaster of the Fells (turn 1, no spell cast): at the next upkeep it transforms
    (no spells were cast last turn) and Ravager of the Fells' "it deals 2 damage to target
    opponent or planeswalker and 2 damage to up to one target creature that player or that
    planeswalker's controller controls" triggers: B at 18, B's Grizzly Bears die."""
    _compiled(real_db, "Huntmaster of the Fells // Ravager of the Fells")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Huntmaster of the Fells")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_target("A", "B")
    s.add_target("A", "Grizzly Bears")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Ravager of the Fells", 1)
    s.assert_life("B", 18)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def _shandalar(real_db: CardDatabase, creature_owner: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Soul of Shandalar")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.BATTLEFIELD, creature_owner, "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Jace Beleren")
    return s


def test_601_2c_soul_of_shandalar_player_and_their_creature(real_db: CardDatabase) -> None:
    """Soul of Shandalar: "{3}{R}{R}: ~ deals 3 damage to target player or planeswalker and 3
    damage to up to one target creature that player or that planeswalker's controller
    controls." Targeting Jace Beleren (B's) and B's Hill Giant: Jace (3 loyalty) dies, the
    Giant (3/3) dies, B's life unchanged."""
    _compiled(real_db, "Soul of Shandalar")
    s = _shandalar(real_db, "B")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}{R}{R}:",
                       targets=["Jace Beleren", "Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Jace Beleren", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("B", 20)


def test_601_2c_soul_of_shandalar_creature_of_another_player_is_no_target(
        real_db: CardDatabase) -> None:
    """601.2c: with B the first target, A's own Hill Giant is not a legal second target."""
    s = _shandalar(real_db, "A")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}{R}{R}:", targets=["B", "Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="relation"):
        s.execute()
