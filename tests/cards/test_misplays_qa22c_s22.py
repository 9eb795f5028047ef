"""Misplays found by the session 22 audit (qa22c) among cards made to play this session, each
with the rule it breaks; these tests failed before the fix."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ Eater of Virtue
# 702.11d, 702.11e: "A 'hexproof from [quality]' ability is a hexproof ability"; the ruling:
# "The equipped creature gains any hexproof and protection abilities of cards exiled with
# Eater of Virtue." (was: "hexproof from black" on the exiled card granted nothing)


def test_702_11d_eater_of_virtue_hexproof_from_of_the_exiled_card(
        real_db: CardDatabase) -> None:
    """Equipped Knight of Grace (first strike, hexproof from black) dies to B's Lightning Bolt
    and is exiled with the Eater; the re-equipped Balduvian Bears (4/2) have first strike and
    hexproof from black, not plain hexproof nor hexproof from red."""
    _compiled(real_db, "Eater of Virtue", "Knight of Grace")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Eater of Virtue")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Knight of Grace")
    s.add_card(Zone.BATTLEFIELD, "A", "Balduvian Bears")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip", targets=["Knight of Grace"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Knight of Grace"])
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Equip", targets=["Balduvian Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Knight of Grace", 1, player="A")
    s.assert_power_toughness("A", "Balduvian Bears", 4, 2)
    s.assert_abilities("A", "Balduvian Bears", ["First strike", "Hexproof from black"])
    s.assert_abilities("A", "Balduvian Bears", ["Hexproof", "Hexproof from red"],
                       present=False)


def test_702_11d_eater_of_virtue_hexproof_from_stops_a_black_spell(
        real_db: CardDatabase) -> None:
    """The same Bears can't be the target of B's Doom Blade (hexproof from black): the cast is
    refused and the Bears stay on the battlefield."""
    _compiled(real_db, "Eater of Virtue", "Knight of Grace")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Eater of Virtue")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Knight of Grace")
    s.add_card(Zone.BATTLEFIELD, "A", "Balduvian Bears")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip", targets=["Knight of Grace"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Knight of Grace"])
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Equip", targets=["Balduvian Bears"])
    s.cast_spell(1, Step.END_TURN, "B", "Doom Blade", targets=["Balduvian Bears"])
    s.stop_at(2, Step.UPKEEP)
    with pytest.raises(ScenarioError, match="Doom Blade"):
        s.execute()
    s.assert_permanent_count("A", "Balduvian Bears", 1)
    s.assert_hand_count("B", 1, "Doom Blade")


# ------------------------------------------------------------------ Ravenous Slime
# 614.1a, 616.1 (rulings: "If Ravenous Slime dies at the same time as an opponent's creatures,
# the opponent's creatures are exiled."): two players' Slimes dying at once each apply to the
# other's death, a single simultaneous event (704.3), not one after the other


def test_614_1a_two_ravenous_slimes_die_at_once_both_exiled(real_db: CardDatabase) -> None:
    """A's Rags gives -2/-2: A's Slime and B's Slime (1/1 each) die at once; each is an
    opponent's creature to the other Slime, so both are exiled; no graveyard gets a Slime."""
    _compiled(real_db, "Ravenous Slime", "Rags // Riches")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ravenous Slime")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Rags // Riches")
    s.add_card(Zone.BATTLEFIELD, "B", "Ravenous Slime")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rags")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Ravenous Slime", 1, player="A")
    s.assert_exile_count("Ravenous Slime", 1, player="B")
    s.assert_graveyard_count("A", "Ravenous Slime", 0)
    s.assert_graveyard_count("B", "Ravenous Slime", 0)


def test_614_1a_slime_leaving_with_its_controllers_creature_not_applied(
        real_db: CardDatabase) -> None:
    """The case where it must not apply: A's Slime and A's own Llanowar Elves die at once to
    Rags (B has no Slime): both go to A's graveyard; B's Grizzly Bears, dying with them, are
    exiled by A's Slime."""
    _compiled(real_db, "Ravenous Slime", "Rags // Riches")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ravenous Slime")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Rags // Riches")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rags")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Ravenous Slime", 1)
    s.assert_graveyard_count("A", "Llanowar Elves", 1)
    s.assert_exile_count("Grizzly Bears", 1, player="B")
    s.assert_graveyard_count("B", None, 0)


def test_614_1a_three_die_with_two_slimes(real_db: CardDatabase) -> None:
    """A's Slime, A's Llanowar Elves and B's Slime die at once: B's Slime exiles A's Slime and
    the Elves (A's creatures), A's Slime exiles B's; nothing reaches a graveyard."""
    _compiled(real_db, "Ravenous Slime", "Rags // Riches")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ravenous Slime")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Rags // Riches")
    s.add_card(Zone.BATTLEFIELD, "B", "Ravenous Slime")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rags")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Ravenous Slime", 2)
    s.assert_exile_count("Llanowar Elves", 1, player="A")
    s.assert_graveyard_count("A", "Llanowar Elves", 0)
    s.assert_graveyard_count("B", None, 0)


# ------------------------------------------------------------------ Ravenous Slime and a wrath
# 608.2c, 614.1a: Wrath of God destroys all creatures at once; the Slime's effect applies to
# the opponent's creatures destroyed beside it (was: the Slime, moved first, exiled nothing;
# fixed by rules/leaving_together.py for every effect acting on several objects)


def test_614_1a_ravenous_slime_wrath_of_god(real_db: CardDatabase) -> None:
    """A's Wrath of God: B's Grizzly Bears and Hill Giant are exiled; the Slime and A's
    Llanowar Elves go to A's graveyard."""
    _compiled(real_db, "Ravenous Slime")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ravenous Slime")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Wrath of God")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wrath of God")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1, player="B")
    s.assert_exile_count("Hill Giant", 1, player="B")
    s.assert_graveyard_count("B", None, 0)
    s.assert_graveyard_count("A", "Ravenous Slime", 1)
    s.assert_graveyard_count("A", "Llanowar Elves", 1)
    slime = [o for o in s.game.state.objects.values() if o.card.name == "Ravenous Slime"]
    assert [dict(o.counters) for o in slime] == [{}]  # (the new object gets no counters, 400.7)


# ------------------------------------------------------------------ Urza's Saga
# 714.2d, 714.4 (ruling): "If Urza's Saga loses all of its chapter abilities but is still a
# Saga, perhaps due to a card like Blood Moon, it will immediately be sacrificed." (was: the
# final chapter number was read from the printed card: III, so it stayed; fixed in
# rules/faces.sagas_to_sacrifice for every Saga)


def test_714_4_urzas_saga_under_blood_moon_sacrificed(real_db: CardDatabase) -> None:
    """B's Blood Moon: A plays Urza's Saga; it is a Mountain Saga with no chapter ability, so
    it is sacrificed at once (A's graveyard) and no Construct ability is ever gained."""
    _compiled(real_db, "Urza's Saga")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Urza's Saga")
    s.add_card(Zone.BATTLEFIELD, "B", "Blood Moon")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Urza's Saga")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Urza's Saga", 1)
    s.assert_permanent_count("A", "Urza's Saga", 0)


# ------------------------------------------------------------------ Ravenous Slime, last known
# 608.2h (ruling: "The exiled creature's last known existence on the battlefield is checked to
# determine its power"): creatures destroyed together last existed together (was: the Lord,
# moved first, no longer pumped the Merfolk: 3 counters; rules/leaving_together.last_known)


def test_608_2h_slime_counts_power_as_destroyed_together(real_db: CardDatabase) -> None:
    """A's Plague Wind destroys B's Lord of Atlantis (2/2) and Merfolk of the Pearl Trident
    (1/1, 2/2 with the Lord): both exiled; the Slime gets 2 + 2 = 4 counters (5/5)."""
    _compiled(real_db, "Ravenous Slime", "Plague Wind")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ravenous Slime")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 9)
    s.add_card(Zone.HAND, "A", "Plague Wind")
    s.add_card(Zone.BATTLEFIELD, "B", "Lord of Atlantis")
    s.add_card(Zone.BATTLEFIELD, "B", "Merfolk of the Pearl Trident")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Plague Wind")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Lord of Atlantis", 1, player="B")
    s.assert_exile_count("Merfolk of the Pearl Trident", 1, player="B")
    s.assert_counter_count("A", "Ravenous Slime", "+1/+1", 4)
    s.assert_power_toughness("A", "Ravenous Slime", 5, 5)
