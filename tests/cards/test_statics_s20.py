"""Static abilities, permissions and restrictions made to play in session 20: each played with
exact figures and the rule it cites, with a case where the rule must not apply."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ 601.3: "During each of your
# turns, you may cast a creature spell from your graveyard." (once each turn, per permanent)


def _karador(db: CardDatabase) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Karador, Ghost Chieftain")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Silvercoat Lion")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    return s


def test_601_3_karador_casts_one_creature_from_graveyard(real_db: CardDatabase) -> None:
    """Karador: A casts Silvercoat Lion from the graveyard (its mana cost, {1}{W}); it enters
    the battlefield, and the graveyard keeps Grizzly Bears."""
    _compiled(real_db, "Karador, Ghost Chieftain")
    s = _karador(real_db)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Silvercoat Lion")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Silvercoat Lion", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    tapped = [o.tapped for o in s.state.objects.values()
              if o.zone is Zone.BATTLEFIELD and o.card.name in ("Plains", "Forest")]
    assert sorted(tapped) == [False] * 4 + [True] * 2  # its mana cost, {1}{W}


def test_601_3_karador_only_one_each_turn(real_db: CardDatabase) -> None:
    """A second creature spell from the graveyard the same turn is refused (one spell each
    turn): Grizzly Bears stays in the graveyard."""
    s = _karador(real_db)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Silvercoat Lion")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_601_3_karador_again_next_turn(real_db: CardDatabase) -> None:
    """The permission is renewed each of A's turns: Lion on turn 1, Bears on turn 3."""
    s = _karador(real_db)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Silvercoat Lion")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Silvercoat Lion", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_601_3_karador_not_during_opponents_turn(real_db: CardDatabase) -> None:
    """Not during B's turn (611.3a: "during each of your turns"), even a creature with flash:
    Ambush Viper stays in A's graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Karador, Ghost Chieftain")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Ambush Viper")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Ambush Viper")
    s.stop_at(2, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_601_3_karador_flash_creature_in_own_turn(real_db: CardDatabase) -> None:
    """During A's own turn a creature with flash may be cast any time A has priority (601.3
    gives only the permission; its timing is its own): Ambush Viper in A's upkeep."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Karador, Ghost Chieftain")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Ambush Viper")
    s.cast_spell(3, Step.UPKEEP, "A", "Ambush Viper")
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Ambush Viper", 1)


def test_601_3_karador_not_a_noncreature_spell(real_db: CardDatabase) -> None:
    """Only creature spells: Lightning Bolt in A's graveyard can't be cast."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Karador, Ghost Chieftain")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_601_3_gisa_and_geralf_zombies_only(real_db: CardDatabase) -> None:
    """Gisa and Geralf: a Zombie creature spell (Walking Corpse) may be cast from A's
    graveyard; a non-Zombie one (Grizzly Bears) may not."""
    _compiled(real_db, "Gisa and Geralf")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gisa and Geralf")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Walking Corpse")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Walking Corpse")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Walking Corpse", 1)
    bad = Scenario(cards=real_db)
    bad.add_card(Zone.BATTLEFIELD, "A", "Gisa and Geralf")
    bad.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    bad.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    bad.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    bad.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        bad.execute()


def test_601_3_lurrus_permanent_mana_value_two_or_less(real_db: CardDatabase) -> None:
    """Lurrus of the Dream-Den: a permanent spell with mana value 2 or less (Ornithopter, an
    artifact) from A's graveyard; then no second one that turn (Memnite stays)."""
    _compiled(real_db, "Lurrus of the Dream-Den")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lurrus of the Dream-Den")
    s.add_card(Zone.GRAVEYARD, "A", "Ornithopter")
    s.add_card(Zone.GRAVEYARD, "A", "Memnite")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ornithopter")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Ornithopter", 1)
    s.assert_graveyard_count("A", "Memnite", 1)
    again = Scenario(cards=real_db)
    again.add_card(Zone.BATTLEFIELD, "A", "Lurrus of the Dream-Den")
    again.add_card(Zone.GRAVEYARD, "A", "Ornithopter")
    again.add_card(Zone.GRAVEYARD, "A", "Memnite")
    again.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ornithopter")
    again.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Memnite")
    again.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        again.execute()


def test_601_3_lurrus_not_mana_value_three(real_db: CardDatabase) -> None:
    """Not a permanent spell with mana value 3 (Hill Giant), nor an instant (Shock)."""
    for card, lands, targets in (("Hill Giant", 4, []), ("Shock", 1, ["B"])):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Lurrus of the Dream-Den")
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", lands)
        s.add_card(Zone.GRAVEYARD, "A", card)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", card, targets=targets)
        s.stop_at(1, Step.END_TURN)
        with pytest.raises(ScenarioError):
            s.execute()


def test_601_3_two_permissions_two_spells(real_db: CardDatabase) -> None:
    """Karador and Lurrus are two permissions (one spell each): Grizzly Bears and Memnite
    both from A's graveyard the same turn."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Karador, Ghost Chieftain")
    s.add_card(Zone.BATTLEFIELD, "A", "Lurrus of the Dream-Den")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Memnite")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Memnite")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Memnite", 1)


def test_601_3_flashback_card_keeps_its_own_way(real_db: CardDatabase) -> None:
    """Karador's permission is for creature spells: Think Twice (an instant with flashback
    {2}{U}) is cast from the graveyard only by its flashback; with two Islands, it can't be."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Karador, Ghost Chieftain")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Think Twice")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Think Twice")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()
