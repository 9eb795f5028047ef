"""Conditions read by cards/oracle/conditions.py and evaluated by rules/conditions.py, played
with real cards from the shared MTGJSON file (skipped when it is absent), with exact figures:
intervening "if" clauses (603.4), "as long as" (611.3a), "Activate only if" (602.5b), "If
<condition>, ..." and "If you do" (608.2c)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ turn-scoped facts (603.4)


def test_603_4_morbid_hollowhenge_scavenger_after_a_death(real_db: CardDatabase) -> None:
    """"When ~ enters the battlefield, if a creature died this turn, you gain 5 life": a
    creature died (700.4) earlier this turn, so 20 + 5."""
    _compiled(real_db, "Hollowhenge Scavenger")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Hollowhenge Scavenger")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hollowhenge Scavenger")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("A", 25)


def test_603_4_morbid_hollowhenge_scavenger_no_death_and_last_turns_death(
        real_db: CardDatabase) -> None:
    """A creature that died on an earlier turn doesn't count: the fact is this turn's."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Hollowhenge Scavenger")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Hollowhenge Scavenger")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hollowhenge Scavenger", 1)
    s.assert_life("A", 20)


def test_726_3a_603_4_werewolf_transforms_by_last_turns_spells(real_db: CardDatabase) -> None:
    """Gatstaf Shepherd: "At the beginning of each upkeep, if no spells were cast last turn,
    transform ~." and its back face "... if a player cast two or more spells last turn,
    transform ~." Turn 1 has no last turn (no spells): it transforms (3/3). A casts two spells
    on turn 1: it transforms back at turn 2's upkeep (2/2). Nobody casts on turn 2: it
    transforms again at turn 3's upkeep."""
    _compiled(real_db, "Gatstaf Shepherd // Gatstaf Howler")
    seen: list[tuple[int, int]] = []

    def pt(sc: Scenario) -> None:
        g = sc.game
        oid = next(o for o in g.state.battlefield
                   if g.state.objects[o].card.name in ("Gatstaf Shepherd", "Gatstaf Howler"))
        from mtg_engine.rules.layers import characteristics

        ch = characteristics(g.state, oid)
        seen.append((ch.power, ch.toughness))

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gatstaf Shepherd // Gatstaf Howler")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 2)
    s.check(1, Step.PRECOMBAT_MAIN, pt)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.check(2, Step.DRAW, pt)
    s.check(3, Step.DRAW, pt)
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    assert seen == [(3, 3), (2, 2), (3, 3)]


# ------------------------------------------------------------------ static conditions (611.3a)


def test_611_3a_delirium_kessig_dire_swine(real_db: CardDatabase) -> None:
    """"~ has trample as long as there are four or more card types among cards in your
    graveyard": a land, a creature, an instant and a sorcery are four card types (205.2a);
    three are not enough."""
    _compiled(real_db, "Kessig Dire Swine")
    for extra, trample in ((("Lightning Bolt", "Divination"), True), (("Lightning Bolt",), False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Kessig Dire Swine")
        for name in ("Forest", "Grizzly Bears", *extra):
            s.add_card(Zone.GRAVEYARD, "A", name)
        s.stop_at(1, Step.PRECOMBAT_MAIN)
        s.execute()
        has = "trample" in _keywords(s, "Kessig Dire Swine")
        assert has is trample, extra


def _keywords(s: Scenario, name: str) -> tuple[str, ...]:
    from mtg_engine.rules.layers import characteristics

    st = s.game.state
    oid = next(o for o in st.battlefield if st.objects[o].card.name == name)
    return tuple(characteristics(st, oid).keywords)


# ------------------------------------------------------------------ "if you do" (608.2c)


def test_608_2c_ivory_cup_pays_and_gains(real_db: CardDatabase) -> None:
    """"Whenever a player casts a white spell, you may pay {1}. If you do, you gain 1 life."
    With a Plains left after casting Savannah Lions, A pays {1} and gains 1 life; B's white
    spell triggers it too (A has no untapped land then: nothing paid, no life)."""
    _compiled(real_db, "Ivory Cup")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ivory Cup")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Savannah Lions")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Savannah Lions")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 21)
    s.assert_tapped("Plains", True)
    assert ("paid", 0, "{1}") in list(s.game.state.log)


def test_608_2c_ivory_cup_cannot_pay_no_life(real_db: CardDatabase) -> None:
    """118.3: without mana to pay {1}, it isn't paid and "if you do" is false: 20 life."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ivory Cup")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Savannah Lions")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Savannah Lions")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Savannah Lions", 1)
    s.assert_life("A", 20)
