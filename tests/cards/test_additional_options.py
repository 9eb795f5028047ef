"""Either/or additional costs (118.8, 601.2b, 601.2f-h), played with real cards (skipped
without the shared MTGJSON file)."""

from __future__ import annotations

from mtg_engine.actions import CastSpell
from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

M = Step.PRECOMBAT_MAIN


def _shards(db: CardDatabase, choice: str | None, bears: bool = True,
            card_in_hand: bool = True) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    if bears:
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    if card_in_hand:
        s.add_card(Zone.HAND, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Bone Shards")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    if choice is not None:
        s.set_choice("A", choice)
    s.cast_spell(1, M, "A", "Bone Shards", targets=["Serra Angel"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_118_8_either_or_cost_sacrifice_or_discard(real_db: CardDatabase) -> None:
    """118.8, 601.2b: Bone Shards ("sacrifice a creature or discard a card"): choosing to
    sacrifice, A's Grizzly Bears goes to the graveyard and the Mountain stays in hand;
    choosing to discard, the Mountain is discarded and the Bears stays. Either way the Angel
    is destroyed."""
    assert real_db.compiled("Bone Shards").supported
    s = _shards(real_db, "Sacrifice a creature")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("A", 1, "Mountain")
    s.assert_graveyard_count("B", "Serra Angel", 1)
    s = _shards(real_db, "Discard a card")
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Mountain", 1)
    s.assert_hand_count("A", 0)
    s.assert_graveyard_count("B", "Serra Angel", 1)


def test_601_2b_only_a_payable_option_can_be_chosen(real_db: CardDatabase) -> None:
    """601.2h, 118.3: with no creature A can only discard (the Mountain goes); with neither a
    creature nor another card in hand Bone Shards can't be cast at all (the legal actions
    offer it only with an option that can be paid)."""
    s = _shards(real_db, None, bears=False)
    s.assert_graveyard_count("A", "Mountain", 1)
    s.assert_graveyard_count("B", "Serra Angel", 1)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Bone Shards")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.stop_at(1, M)
    s.execute()
    g = s.game
    g.resume()
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    assert sorted({a.additional_option for a in casts}) == [0, 1]
    assert all(len(a.additional) == 1 for a in casts)
    assert all(a.additional_option in (0, 1) for a in casts)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Bone Shards")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.check(1, M, lambda sc: sc.assert_playable("A", "Bone Shards", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()


def _axe(db: CardDatabase, choice: str, mountains: int) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", mountains)
    s.add_card(Zone.HAND, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Lightning Axe")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.set_choice("A", choice)
    s.cast_spell(1, M, "A", "Lightning Axe", targets=["Serra Angel"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_601_2f_a_mana_option_adds_to_the_total_cost(real_db: CardDatabase) -> None:
    """601.2f: Lightning Axe ("discard a card or pay {5}") paid with {5}: the total cost is
    {5}{R}, all six Mountains are tapped and the Forest stays in hand; discarding instead,
    one Mountain is tapped and the Forest is discarded. The Angel is dealt 5 and dies."""
    s = _axe(real_db, "Pay {5}", 6)
    s.assert_hand_count("A", 1, "Forest")
    s.assert_graveyard_count("B", "Serra Angel", 1)
    tapped = sum(1 for o in s.state.battlefield if s.state.objects[o].tapped)
    assert tapped == 6
    s = _axe(real_db, "Discard a card", 6)
    s.assert_graveyard_count("A", "Forest", 1)
    s.assert_graveyard_count("B", "Serra Angel", 1)
    tapped = sum(1 for o in s.state.battlefield if s.state.objects[o].tapped)
    assert tapped == 1


def test_118_8_pay_life_option(real_db: CardDatabase) -> None:
    """Final Payment ("pay 5 life or sacrifice a creature or enchantment"): paying 5 life, A
    is at 15, A's Grizzly Bears stays; the Angel is destroyed."""
    assert real_db.compiled("Final Payment").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Final Payment")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.set_choice("A", "Pay 5 life")
    s.cast_spell(1, M, "A", "Final Payment", targets=["Serra Angel"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 15)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Serra Angel", 1)


def _buccaneer(db: CardDatabase, mountains: int, pirate_in_hand: bool) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", mountains)
    if pirate_in_hand:
        s.add_card(Zone.HAND, "A", "Daring Buccaneer")
    s.add_card(Zone.HAND, "A", "Daring Buccaneer")
    s.cast_spell(1, M, "A", "Daring Buccaneer")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_701_16a_reveal_a_card_or_pay(real_db: CardDatabase) -> None:
    """118.8, 701.16a: Daring Buccaneer ("reveal a Pirate card from your hand or pay {2}"):
    with another Buccaneer in hand A reveals it and pays only {R} (one Mountain), the revealed
    card stays in hand and was shown (logged); without a Pirate in hand A pays {2}{R} (three
    Mountains tapped)."""
    assert real_db.compiled("Daring Buccaneer").supported
    s = _buccaneer(real_db, 1, True)
    s.assert_permanent_count("A", "Daring Buccaneer", 1)
    s.assert_hand_count("A", 1, "Daring Buccaneer")
    assert any(ev[0] == "reveal" and ev[3] == "Daring Buccaneer" for ev in s.state.log)
    s = _buccaneer(real_db, 3, False)
    s.assert_permanent_count("A", "Daring Buccaneer", 1)
    assert sum(1 for o in s.state.battlefield if s.state.objects[o].tapped) == 3


def test_118_3_an_option_that_cant_be_paid_isnt_offered(real_db: CardDatabase) -> None:
    """118.3, 601.2h: one Mountain and no Pirate in hand: neither option can be paid, so
    Daring Buccaneer can't be cast."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Daring Buccaneer")
    s.check(1, M, lambda sc: sc.assert_playable("A", "Daring Buccaneer", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()
