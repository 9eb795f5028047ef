"""Session 21, linked abilities (607.2a) and cards exiled face down (406.3), with real cards of
the shared MTGJSON file (skipped without it).

"Exile the top card of your library face down." (406.3: no player may look at it) remembered
as exiled with ~ (607.2a), and "Put all cards exiled with ~ into their owners' hands." read
by another ability of the same object; a new object has no link (400.7)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.observe import observe
from mtg_engine.state.objects import Zone as StateZone
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled


def _exiled(s: Scenario) -> list[int]:
    return [o.id for o in s.state.objects.values() if o.zone is StateZone.EXILE]


def test_406_3_bomat_courier_exiles_face_down_then_returns_to_hand(
        real_db: CardDatabase) -> None:
    """Bomat Courier attacks (turn 1): Storm Crow, the top card, is exiled face down (406.3:
    shown with no name to both players, logged without a name); B is at 19. Postcombat: {R},
    discard the hand (Grizzly Bears), sacrifice Courier: Storm Crow to A's hand (607.2a)."""
    assert_compiled(real_db, "Bomat Courier")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bomat Courier")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Storm Crow")
    s.attack(1, "A", "Bomat Courier")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{R}, Discard your hand")

    def after_attack(sc: Scenario) -> None:
        sc.assert_exile_count("Storm Crow", 1, "A")
        [crow] = _exiled(sc)
        for viewer in (0, 1, None):  # 406.3: no player may look at it
            seen = {o["id"]: o for o in observe(sc.game, viewer)["objects"]}
            assert seen[crow]["card"] == ""
        assert not any(ev[0] == "move" and ev[3] == "Storm Crow" for ev in sc.state.log)

    s.check(1, Step.END_COMBAT, after_attack)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_hand_count("A", 1, "Storm Crow")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Bomat Courier", 1)
    assert _exiled(s) == []
    crow = next(o for o in s.state.players[0].hand)
    assert {o["id"]: o for o in observe(s.game, 0)["objects"]}[crow]["card"] == "Storm Crow"


def test_400_7_kyren_archive_returns_only_its_own_cards(real_db: CardDatabase) -> None:
    """Two Kyren Archives, each exiling the top card face down in A's upkeep (turn 1: Storm
    Crow by one trigger, Grizzly Bears by the other). Sacrificing one Archive (turn 1) puts
    only the card it exiled into A's hand (607.2a); the other stays exiled, face down."""
    assert_compiled(real_db, "Kyren Archive")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kyren Archive", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 5)
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Storm Crow")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{5}, Discard your hand")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    in_hand = sorted(s.state.objects[o].name for o in s.state.players[0].hand)
    assert len(in_hand) == 1 and in_hand[0] in ("Storm Crow", "Grizzly Bears")
    s.assert_permanent_count("A", "Kyren Archive", 1)
    [left] = _exiled(s)
    assert s.state.objects[left].name in ("Storm Crow", "Grizzly Bears")
    assert s.state.objects[left].name != in_hand[0]
    assert {o["id"]: o for o in observe(s.game, 0)["objects"]}[left]["card"] == ""
