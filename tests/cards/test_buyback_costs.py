"""Buyback (702.27a) and cycling (702.29a) with a cost other than mana
(oracle/flashback_costs.read_buyback, rules/casting.extra_cost; oracle/spell_costs.py
`_other_cycling`), with real cards of the MTGJSON database (skipped without ../shared):
Slaughter ("Buyback—Pay 4 life"), Pegasus Stampede ("Buyback—Sacrifice a land"), Street
Wraith ("Cycling—Pay 2 life"), Edge of Autumn ("Cycling—Sacrifice a land")."""

from __future__ import annotations

import pytest

from mtg_engine.actions import CastSpell
from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.casting import IllegalActionError
from mtg_engine.testing import Scenario, Step, Zone


def _supported(db: CardDatabase, *names: str) -> None:
    for n in names:
        res = db.compiled(n)
        assert res.supported, (n, res.reasons)


def test_702_27a_slaughter_buyback_pays_life(real_db: CardDatabase) -> None:
    """702.27a: Slaughter ({2}{B}{B}, buyback—pay 4 life) at B's Grizzly Bears with its
    buyback paid: A pays 4 life (16), the Bears are destroyed, Slaughter returns to A's hand;
    without buyback ("no"): A stays at 20 and Slaughter goes to the graveyard."""
    _supported(real_db, "Slaughter")
    for answer, life, in_hand in (("yes", 16, 1), ("no", 20, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
        s.add_card(Zone.HAND, "A", "Slaughter")
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Slaughter", targets=["Grizzly Bears"])
        s.set_choice("A", answer)
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_life("A", life)
        s.assert_graveyard_count("B", "Grizzly Bears", 1)
        s.assert_hand_count("A", in_hand, "Slaughter")
        s.assert_graveyard_count("A", "Slaughter", 1 - in_hand)


def test_702_27a_pegasus_stampede_buyback_sacrifices_a_land(real_db: CardDatabase) -> None:
    """702.27a, 118.8: Pegasus Stampede ({1}{W}, buyback—sacrifice a land) with three Plains
    and its buyback paid: two Plains pay {1}{W}, the third is sacrificed; A has 2 Plains left
    (1 in the graveyard), one Pegasus token, and Pegasus Stampede back in hand."""
    _supported(real_db, "Pegasus Stampede")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Pegasus Stampede")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pegasus Stampede")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Plains", 2)
    s.assert_graveyard_count("A", "Plains", 1)
    s.assert_permanent_count("A", "Pegasus Token", 1)
    s.assert_hand_count("A", 1, "Pegasus Stampede")


def test_702_27a_buyback_cost_must_be_payable(real_db: CardDatabase) -> None:
    """702.27a, 119.4, 601.2h: at 3 life A can't pay Slaughter's buyback cost (4 life): the
    cast with buyback is refused (nothing happens: Slaughter in hand, A at 3), and
    legal_actions offers Slaughter only without it."""
    _supported(real_db, "Slaughter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Slaughter")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_life("A", 3)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    g = s.game
    g.resume()
    st = g.state
    slaughter = st.players[0].hand[0]
    bears = st.battlefield[-1]
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    assert casts and all(a.buyback == 0 for a in casts)
    with pytest.raises(IllegalActionError):
        g.apply(CastSpell(slaughter, (bears,), buyback=1))
    assert slaughter in st.players[0].hand and st.players[0].life == 3


def test_702_29a_cycling_with_a_cost_other_than_mana(real_db: CardDatabase) -> None:
    """702.29a: Street Wraith's "Cycling—Pay 2 life" (Pay 2 life, Discard this card: Draw a
    card) from A's hand: A at 18, Street Wraith in the graveyard, the Island drawn in hand;
    Edge of Autumn's "Cycling—Sacrifice a land": the Forest sacrificed, a card drawn."""
    _supported(real_db, "Street Wraith", "Edge of Autumn")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Street Wraith")
    s.add_card(Zone.HAND, "A", "Edge of Autumn")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.LIBRARY, "A", "Island", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Cycling—Pay 2 life",
                       source="Street Wraith")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Cycling—Sacrifice a land",
                       source="Edge of Autumn")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_graveyard_count("A", "Street Wraith", 1)
    s.assert_graveyard_count("A", "Edge of Autumn", 1)
    s.assert_graveyard_count("A", "Forest", 1)
    s.assert_hand_count("A", 2, "Island")
    s.assert_hand_count("A", 2)


def test_702_33a_kicker_with_a_cost_other_than_mana(real_db: CardDatabase) -> None:
    """702.33a, 702.33d: Vicious Offering ({1}{B}, "Kicker—Sacrifice a creature"; -2/-2, or
    -5/-5 if kicked) at B's Craw Wurm (6/4): kicked by sacrificing Llanowar Elves, the Wurm
    gets -5/-5 and dies, the Elves are in A's graveyard; not kicked ("no"), it is 4/2 and
    lives, the Elves stay."""
    _supported(real_db, "Vicious Offering")
    for answers, wurm, elves in ((["yes", "Llanowar Elves"], 0, 1), (["no"], 1, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
        s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
        s.add_card(Zone.HAND, "A", "Vicious Offering")
        s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Vicious Offering", targets=["Craw Wurm"])
        for a in answers:
            s.set_choice("A", a)
        s.stop_at(1, Step.END_COMBAT)
        s.execute()
        s.assert_permanent_count("B", "Craw Wurm", wurm)
        s.assert_graveyard_count("A", "Llanowar Elves", elves)
        if wurm:
            s.assert_power_toughness("B", "Craw Wurm", 4, 2)


def test_702_33a_kicker_tapping_a_vampire(real_db: CardDatabase) -> None:
    """702.33a: Blood Tribute ({4}{B}{B}, "Kicker—Tap an untapped Vampire you control") kicked
    by tapping Child of Night: B loses half their life rounded up (20 -> 10) and A gains the
    10 lost (30); Child of Night is tapped."""
    _supported(real_db, "Blood Tribute")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Child of Night")
    s.add_card(Zone.HAND, "A", "Blood Tribute")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blood Tribute", targets=["B"])
    s.set_choice("A", "yes")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 10)
    s.assert_life("A", 30)
    s.assert_tapped("Child of Night")
