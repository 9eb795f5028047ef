"""Emblems with two abilities, and "it" for the card a trigger names (session 20): 114.1-114.4
(an emblem in the command zone has only its abilities, its controller is the player who got
it, its abilities work from there), each card played to its ultimate with exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled as _compiled

# ------------------------------------------------------------------ Tamiyo, the Moon Sage
# 114.1: 'You get an emblem with "You have no maximum hand size" and "Whenever a card is put
# into your graveyard from anywhere, you may return it to your hand."' (two abilities; 608.2c:
# "it" is that card)


def _tamiyo(db: CardDatabase) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tamiyo, the Moon Sage", counters={"loyalty": 4})
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-8:")
    return s


def test_114_4_tamiyo_emblem_returns_card_put_into_graveyard(real_db: CardDatabase) -> None:
    """Tamiyo (4 loyalty, 4 more counters: 8) uses her -8 (704.5i: she goes to the graveyard
    as the cost is paid, before the emblem exists, so she stays there); Lightning Bolt
    resolves (B at 17) and the emblem returns it to A's hand."""
    _compiled(real_db, "Tamiyo, the Moon Sage")
    s = _tamiyo(real_db)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_hand_count("A", 1)
    s.assert_hand_count("A", 1, "Lightning Bolt")
    s.assert_graveyard_count("A", "Tamiyo, the Moon Sage", 1)


def test_114_4_tamiyo_emblem_declined_and_opponents_cards(real_db: CardDatabase) -> None:
    """"you may": A declines, the Bolt stays in the graveyard; a card put into B's graveyard
    (B's Grizzly Bears, bolted) doesn't trigger A's emblem ("your graveyard")."""
    s = _tamiyo(real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("A", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_hand_count("A", 0)


def test_402_2_tamiyo_emblem_no_maximum_hand_size(real_db: CardDatabase) -> None:
    """402.2: with the emblem A keeps nine cards through the cleanup step (514.1: the Bolt and
    eight Islands); without it (the -8 not used) A's nine cards go down to seven."""
    s = _tamiyo(real_db)
    s.add_card(Zone.HAND, "A", "Island", 8)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_hand_count("A", 9)

    b = Scenario(cards=real_db)
    b.add_card(Zone.BATTLEFIELD, "A", "Tamiyo, the Moon Sage", counters={"loyalty": 4})
    b.add_card(Zone.HAND, "A", "Island", 9)
    b.stop_at(2, Step.UPKEEP)
    b.execute()
    b.assert_hand_count("A", 7)


# ------------------------------------------------------------------ Jace, Unraveler of Secrets
# 114.4, 601.2i, 603.2: 'You get an emblem with "Whenever an opponent casts their first spell
# each turn, counter that spell."' (the spell cast kept beside its caster)


def _jace(db: CardDatabase) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jace, Unraveler of Secrets", counters={"loyalty": 3})
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-8:")
    return s


def test_601_2i_jace_emblem_counters_only_the_first_spell(real_db: CardDatabase) -> None:
    """Jace (5 + 3 = 8 loyalty) uses his -8. On B's turn B's first Lightning Bolt is countered,
    the second (not the first spell that turn) resolves: A at 17, both Bolts in B's
    graveyard."""
    _compiled(real_db, "Jace, Unraveler of Secrets")
    s = _jace(real_db)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 17)
    s.assert_graveyard_count("B", "Lightning Bolt", 2)
    s.assert_graveyard_count("A", "Jace, Unraveler of Secrets", 1)


def test_601_2i_jace_emblem_not_for_its_owners_spells(real_db: CardDatabase) -> None:
    """The emblem's controller's own first spell is not countered ("an opponent"): A's
    Lightning Bolt after the -8 resolves, B at 17."""
    s = _jace(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 20)


# ------------------------------------------------------------------ Daretti, Scrap Savant
# 114.4, 603.7: 'You get an emblem with "Whenever an artifact is put into your graveyard from
# the battlefield, return that card to the battlefield at the beginning of the next end
# step."' (110.2a: no player named, the card returns under the control of the player told to
# put it there, the delayed trigger's controller)


def _daretti(db: CardDatabase, victim: str, whose: str = "A") -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Daretti, Scrap Savant", counters={"loyalty": 7})
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, whose, victim)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-10:")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=[victim])
    return s


def test_603_7_daretti_emblem_returns_artifact_at_end_step(real_db: CardDatabase) -> None:
    """Daretti (3 + 7 = 10 loyalty) uses his -10; A's Ornithopter is bolted: in the graveyard
    after combat, back on the battlefield (a new object, 400.7) from the end step on."""
    _compiled(real_db, "Daretti, Scrap Savant")
    s = _daretti(real_db, "Ornithopter")
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_graveyard_count("A", "Ornithopter", 1))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("A", "Ornithopter", 0)
    s.assert_permanent_count("A", "Ornithopter", 1)
    s.assert_graveyard_count("A", "Daretti, Scrap Savant", 1)


def test_603_7_daretti_emblem_not_opponents_artifact_nor_creature(real_db: CardDatabase) -> None:
    """B's Ornithopter goes to B's graveyard (not "your graveyard"): it stays there; A's
    Grizzly Bears is no artifact: it stays in A's graveyard."""
    s = _daretti(real_db, "Ornithopter", whose="B")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("B", "Ornithopter", 1)
    s.assert_permanent_count("B", "Ornithopter", 0)

    b = _daretti(real_db, "Grizzly Bears")
    b.stop_at(2, Step.UPKEEP)
    b.execute()
    b.assert_graveyard_count("A", "Grizzly Bears", 1)


# ------------------------------------------------------------------ Gideon of the Trials
# 104.3, 101.2, 611.3a, 114.4: 'You get an emblem with "As long as you control a Gideon
# planeswalker, you can't lose the game and your opponents can't win the game."' (the
# condition judged for the emblem's controller)


def _gideon(db: CardDatabase) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gideon of the Trials")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt", 2)
    s.set_life("A", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "0: You get an emblem")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    return s


def test_104_3_gideon_emblem_you_cant_lose_while_you_control_gideon(
        real_db: CardDatabase) -> None:
    """A at 2 life gets the emblem (Gideon stays, 3 loyalty); B's Lightning Bolt puts A at
    -1 and A doesn't lose (704.5a doesn't apply to a player who can't lose)."""
    _compiled(real_db, "Gideon of the Trials")
    s = _gideon(real_db)
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", -1)
    s.assert_not_lost("A")


def test_611_3a_gideon_emblem_off_without_a_gideon(real_db: CardDatabase) -> None:
    """B's second Bolt kills Gideon (3 damage, 3 loyalty): A no longer controls a Gideon
    planeswalker, the emblem's ability stops applying and A, at -1, loses (704.5a)."""
    s = _gideon(real_db)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Gideon of the Trials"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_lost("A")
