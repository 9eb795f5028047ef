"""Cards XMage tests one by one, made to play in session 23 (second wave, xmage3): each played
the way its per-card test would, with exact figures and the rule it cites."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

TERGRID = "Tergrid, God of Fright"


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ Tergrid, God of Fright
# "Whenever an opponent sacrifices a nontoken permanent or discards a permanent card, you may
# put that card from a graveyard onto the battlefield under your control.": two events, one
# ability (603.2); "that card" is the card the sacrifice or discard put into a graveyard
# (603.10a), and only while it is still there (400.7); "a permanent card" (110.4a)


def _tergrid(db: CardDatabase) -> Scenario:
    _compiled(db, TERGRID, "Diabolic Edict", "Mind Rot")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", TERGRID)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    return s


def test_603_10a_tergrid_opponent_sacrifices_creature_it_comes_to_you(
        real_db: CardDatabase) -> None:
    """A's Diabolic Edict: B sacrifices Grizzly Bears; Tergrid's trigger puts the Bears from
    B's graveyard onto the battlefield under A's control."""
    s = _tergrid(real_db)
    s.add_card(Zone.HAND, "A", "Diabolic Edict")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Diabolic Edict", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_graveyard_count("B", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Diabolic Edict", 1)


def test_603_10a_tergrid_declined_leaves_the_card(real_db: CardDatabase) -> None:
    """"you may" (603.5): A answers no; the Bears stay in B's graveyard."""
    s = _tergrid(real_db)
    s.add_card(Zone.HAND, "A", "Diabolic Edict")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Diabolic Edict", targets=["B"])
    s.set_choice("A", "no")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_701_17a_tergrid_token_sacrificed_no_trigger(real_db: CardDatabase) -> None:
    """B sacrifices a token (its only creature): "nontoken permanent" doesn't match; nothing
    comes to A (a token in a graveyard ceases to exist anyway, 111.7)."""
    _compiled(real_db, "Raise the Alarm")
    s = _tergrid(real_db)
    s.add_card(Zone.HAND, "A", "Diabolic Edict")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Raise the Alarm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Raise the Alarm", responding_to="Diabolic Edict")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Diabolic Edict", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Soldier Token", 1)
    s.assert_permanent_count("A", "Soldier Token", 0)
    s.assert_stack_size(0)


def test_701_8_tergrid_discarded_permanent_card_comes_to_you(real_db: CardDatabase) -> None:
    """A's Mind Rot: B discards Grizzly Bears and Lightning Bolt. The Bears (a permanent card,
    110.4a) come onto the battlefield under A's control; the Bolt (an instant) stays in B's
    graveyard."""
    s = _tergrid(real_db)
    s.add_card(Zone.HAND, "A", "Mind Rot")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mind Rot", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("B", 0)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 0)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)
    s.assert_permanent_count("A", "Lightning Bolt", 0)


def test_701_8_tergrid_nonpermanent_cards_discarded_nothing(real_db: CardDatabase) -> None:
    """B discards two instants: neither is a permanent card; no trigger, both stay."""
    s = _tergrid(real_db)
    s.add_card(Zone.HAND, "A", "Mind Rot")
    s.add_card(Zone.HAND, "B", "Lightning Bolt", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mind Rot", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Lightning Bolt", 2)
    s.assert_battlefield_count("A", 5)


def test_603_2_tergrid_your_own_sacrifice_and_discard_nothing(real_db: CardDatabase) -> None:
    """A's own sacrifice (Village Rites' cost) and A's own discard (Mind Rot on A): only an
    opponent's trigger it; A's Bears and Hill Giant stay in A's graveyard."""
    _compiled(real_db, "Village Rites")
    s = _tergrid(real_db)
    s.add_card(Zone.HAND, "A", "Village Rites")
    s.add_card(Zone.HAND, "A", "Mind Rot")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant", 2)
    s.set_choice("A", "Grizzly Bears")  # (the creature sacrificed for the cost)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Village Rites")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mind Rot", targets=["A"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Hill Giant", 2)
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_permanent_count("A", "Hill Giant", 0)
    s.assert_permanent_count("A", TERGRID, 1)


def test_400_7_tergrid_card_left_graveyard_before_resolution(real_db: CardDatabase) -> None:
    """In response to Tergrid's trigger, A exiles B's graveyard with Tormod's Crypt: the Bears
    are a new object in exile (400.7); the trigger does nothing."""
    _compiled(real_db, "Tormod's Crypt")
    s = _tergrid(real_db)
    s.add_card(Zone.HAND, "A", "Diabolic Edict")
    s.add_card(Zone.BATTLEFIELD, "A", "Tormod's Crypt")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Diabolic Edict", targets=["B"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice", targets=["B"],
                       responding_to=TERGRID)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1, "B")
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_permanent_count("B", "Grizzly Bears", 0)


# ------------------------------------------------------------------ "nonland, nontoken"
# 205.4b, 111.1: "a nonland, nontoken permanent" is "a nontoken, nonland permanent" (the same
# filter, the printed order kept in the round trip: a wording of render_phrases.describe_filter)


def test_205_4b_nonland_nontoken_permanent_round_trip() -> None:
    """Doom Foretold's first sentence alone (an upkeep trigger): compiled, the filter is
    nonland and nontoken; the text says it back in its own order."""
    from mtg_engine.cards.mtgjson import parse_atomic
    from mtg_engine.cards.oracle import compile_card

    from .conftest import face

    text = ("At the beginning of each player's upkeep, that player sacrifices a nonland, "
            "nontoken permanent.")
    got = compile_card(parse_atomic({"Omen": [face("Omen", "Enchantment", cost="{2}{W}{B}",
                                                   text=text)]})["Omen"])
    assert got.supported, [str(r) for r in got.reasons]
    (trigger,) = got.dsl["triggers"]  # type: ignore[index]
    assert trigger["effects"] == [{"sacrifice_chosen": {
        "filter": {"not_types": ["Land"], "token": False}, "count": 1, "who": "remembered"}}]


def test_118_12_tergrids_lantern_player_who_cant_loses_3_life(real_db: CardDatabase) -> None:
    """Tergrid's Lantern (the back face, cast as it): B has no nonland permanent and no card
    in hand, so can do neither: B loses 3 life (20 -> 17)."""
    _compiled(real_db, TERGRID)
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Tergrid's Lantern")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Tergrid's Lantern")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Target player", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Tergrid's Lantern", 1)
