"""Embalm (702.128) and eternalize (702.129), rules/embalm.py, played with real cards of the
MTGJSON database (skipped without ../shared)."""

from __future__ import annotations

from pathlib import Path

from mtg_engine.cards.database import CardDatabase
from mtg_engine.game import Game
from mtg_engine.rules.layers import characteristics
from mtg_engine.testing import Scenario, Step, Zone


def _supported(db: CardDatabase, *names: str) -> None:
    for n in names:
        res = db.compiled(n)
        assert res.supported, (n, res.reasons)


def test_702_128a_embalm_makes_a_white_zombie_token_with_no_mana_cost(real_db: CardDatabase) -> None:
    """702.128a: Sacred Cat (W, 1/1 Cat, lifelink, embalm {W}) in A's graveyard: {W} and
    exiling it make a token copy: a 1/1 white Cat Zombie with lifelink and mana value 0; the
    card is in exile, the graveyard is empty. The token attacks in turn 3: B 19, A 21."""
    _supported(real_db, "Sacred Cat")
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Sacred Cat")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Embalm")

    def token(sc: Scenario) -> None:
        oid = sc._one_permanent("Sacred Cat")
        assert sc.state.objects[oid].card.is_token
        sc.assert_color("Sacred Cat", ["White"])
        sc.assert_subtype("Sacred Cat", "Zombie")
        sc.assert_subtype("Sacred Cat", "Cat")
        assert characteristics(sc.state, oid).card.mana_value == 0  # (the card in exile: 1)
        sc.assert_power_toughness("A", "Sacred Cat", 1, 1)
        sc.assert_abilities("A", "Sacred Cat", ["Lifelink"])

    s.check(1, Step.END_TURN, token)
    s.attack(3, "A", "Sacred Cat")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Sacred Cat", 1)
    s.assert_graveyard_count("A", "Sacred Cat", 0)
    s.assert_permanent_count("A", "Sacred Cat", 1)
    s.assert_life("B", 19)
    s.assert_life("A", 21)


def test_702_129a_eternalize_makes_a_black_4_4_zombie(real_db: CardDatabase) -> None:
    """702.129a: Adorned Pouncer (1/1 Cat, double strike, eternalize {3}{W}{W}): the token is a
    4/4 black Cat Zombie with double strike and mana value 0; it attacks in turn 3 for 8."""
    _supported(real_db, "Adorned Pouncer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Adorned Pouncer")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Eternalize")
    s.attack(3, "A", "Adorned Pouncer")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Adorned Pouncer", 4, 4)
    s.assert_color("Adorned Pouncer", ["Black"])
    s.assert_subtype("Adorned Pouncer", "Zombie")
    oid = s._one_permanent("Adorned Pouncer")
    assert characteristics(s.state, oid).card.mana_value == 0
    s.assert_abilities("A", "Adorned Pouncer", ["Double strike"])
    s.assert_life("B", 12)


def test_702_128a_embalm_only_as_a_sorcery_and_from_the_graveyard(real_db: CardDatabase) -> None:
    """702.128a "Activate only as a sorcery": not in B's turn 2, nor with a spell on the stack;
    in A's main phase of turn 3 it can. Sacred Cat on the battlefield has no embalm to activate
    (113.6: it functions in the graveyard)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Sacred Cat")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Embalm", False))
    s.check(3, Step.UPKEEP, lambda sc: sc.assert_playable("A", "Embalm", False))
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Embalm"))
    s.stop_at(3, Step.END_TURN)
    s.execute()

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sacred Cat")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Embalm", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()


def test_707_9b_a_copy_of_an_embalmed_token_copies_the_exceptions(real_db: CardDatabase) -> None:
    """707.9b: the embalm exceptions are copiable values: Clone entering as a copy of the
    embalmed Sacred Cat is a white Cat Zombie with mana value 0 (and not a token: 707.2)."""
    _supported(real_db, "Clone")
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Sacred Cat")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Clone")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Embalm")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Clone")
    s.set_choice("A", "Sacred Cat")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Sacred Cat", 2)
    st = s.state
    cats = [o for o in st.battlefield if st.objects[o].card.name in ("Sacred Cat", "Clone")]
    for oid in cats:
        ch = characteristics(st, oid)
        assert (ch.colors, ch.has_subtype("Zombie"), ch.card.mana_value) == ("W", True, 0)
    assert sorted(st.objects[o].card.is_token for o in cats) == [False, True]


def test_702_128a_the_embalmed_token_survives_a_saved_game(real_db: CardDatabase,
                                                           shared_atomic: Path) -> None:
    """The token's definition is found again by its key after a JSON round trip (a fresh
    database: it is rebuilt from the card, rules/embalm.py)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Sacred Cat")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Embalm")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    g = s.game
    fresh = CardDatabase.load(shared_atomic)
    assert not fresh.has_token("Sacred Cat") and fresh.has_token("Sacred Cat (embalm)")
    saved = Game.from_json(g.to_json(), fresh)
    (oid,) = [o for o in saved.state.battlefield
              if saved.state.objects[o].card.name == "Sacred Cat"]
    card = saved.state.objects[oid].card
    assert (card.is_token, card.colors, card.mana_value, "Zombie" in card.subtypes) == \
        (True, "W", 0, True)
    assert saved.to_json() == g.to_json()
