"""Amounts counted from this turn's history of a player or object (500.1, 608.2h; issue 11):
the damage dealt to it this turn (120.1), the life it lost this turn (119.3), the cards it
drew this turn (121.1), played with real cards and exact figures (skipped without the shared
MTGJSON file). rules/turn_amounts.py, cards/oracle/turn_amounts.py."""

from __future__ import annotations

import pytest

from mtg_engine.cards.amounts import amount_from_dict
from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


@pytest.mark.parametrize("dsl", [{"this_turn": "damage_to", "of": "target"},
                                 {"this_turn": "damage_to"},
                                 {"this_turn": "life_lost", "of": "their"},
                                 {"this_turn": "life_lost", "of": "opponents"},
                                 {"this_turn": "life_lost", "of": "all", "times": 2},
                                 {"this_turn": "drawn", "of": "target"},
                                 {"this_turn": "cast"},
                                 {"this_turn": "died_under_you"},
                                 # 120.1, 102.3: Notorious Throng (test_amounts_s23.py)
                                 {"this_turn": "damage_to", "of": "opponents"}])
def test_turn_history_amounts_round_trip_the_dsl(dsl: dict[str, object]) -> None:
    """The saved form (JSON, copy) reads back the same amount."""
    assert amount_from_dict(dsl).to_dict() == dsl


@pytest.mark.parametrize("dsl", [{"this_turn": "damage_to", "of": "all"},
                                 {"this_turn": "drawn", "of": "all"},
                                 {"this_turn": "cast", "of": "opponents"},
                                 {"this_turn": "died", "of": "target"},
                                 {"this_turn": "life_lost", "of": ""}])
def test_turn_history_amounts_refuse_what_they_cannot_count(dsl: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        amount_from_dict(dsl)


def test_120_1_final_punishment_counts_the_damage_dealt_to_that_player_this_turn(
        real_db: CardDatabase) -> None:
    """Turn 1: Shock deals 2 damage to B (18). Turn 3: Lava Axe (5) and Shock (2): 7 damage
    this turn (B 11); Final Punishment: "Target player loses life equal to the damage already
    dealt to that player this turn." B loses 7 (4), not the 9 dealt over both turns."""
    _compiled(real_db, "Final Punishment")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Shock", 2)
    s.add_card(Zone.HAND, "A", "Lava Axe")
    s.add_card(Zone.HAND, "A", "Final Punishment")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.LIBRARY, "A", "Island", 5)
    s.add_card(Zone.LIBRARY, "B", "Island", 5)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Lava Axe", targets=["B"])
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(3, Step.POSTCOMBAT_MAIN, "A", "Final Punishment", targets=["B"])
    s.check(3, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_life("B", 11))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 4)


def test_120_1_whipkeeper_deals_the_damage_already_dealt_to_the_creature(
        real_db: CardDatabase) -> None:
    """Shock deals 2 damage to Craw Wurm (6/4); Whipkeeper: "{T}: ~ deals damage to target
    creature equal to the damage already dealt to it this turn": 2 more, 4 in all: it dies.
    On turn 3 (no damage dealt to it this turn) Whipkeeper deals none to Hill Giant."""
    _compiled(real_db, "Whipkeeper")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Whipkeeper")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.LIBRARY, "A", "Island", 5)
    s.add_card(Zone.LIBRARY, "B", "Island", 5)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Craw Wurm"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Whipkeeper deals",
                       targets=["Craw Wurm"])
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{T}: Whipkeeper deals",
                       targets=["Hill Giant"])
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Craw Wurm", 1)
    s.assert_damage("Hill Giant", 0)


def test_120_1_simulacrum_counts_the_damage_dealt_to_you(real_db: CardDatabase) -> None:
    """B's Lightning Bolt deals 3 damage to A (17); A's Simulacrum: "You gain life equal to the
    damage dealt to you this turn. ~ deals damage to target creature you control equal to the
    damage dealt to you this turn." A 20, Craw Wurm dealt 3."""
    _compiled(real_db, "Simulacrum")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Simulacrum")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Simulacrum", targets=["Craw Wurm"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_damage("Craw Wurm", 3)


def test_119_3_wound_reflection_doubles_each_opponents_life_lost_this_turn(
        real_db: CardDatabase) -> None:
    """Turn 1: A's Shock (2) and Lightning Bolt (3): B 15; B's Shock to A (2): A 18. At the
    end step, Wound Reflection: "each opponent loses life equal to the life they lost this
    turn": B loses 5 (10); A, not an opponent, loses nothing. Turn 2's end step: B lost
    nothing on turn 2, stays at 10."""
    _compiled(real_db, "Wound Reflection")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wound Reflection")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.LIBRARY, "A", "Island", 5)
    s.add_card(Zone.LIBRARY, "B", "Island", 5)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.check(1, Step.END_TURN, lambda sc: sc.assert_life("B", 15))
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_life("B", 10))
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 10)
    s.assert_life("A", 18)


def test_119_3_archfiend_of_despair_reads_that_players_life_lost(
        real_db: CardDatabase) -> None:
    """Archfiend of Despair: "At the beginning of each end step, each opponent loses life
    equal to the life that player lost this turn." Lava Axe: B 15; at the end step B loses 5
    more: 10."""
    _compiled(real_db, "Archfiend of Despair")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Archfiend of Despair")
    s.add_card(Zone.HAND, "A", "Lava Axe")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lava Axe", targets=["B"])
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_life("B", 10)


def test_119_3_children_of_korlis_and_tainted_sigil(real_db: CardDatabase) -> None:
    """B's Lightning Bolt to A (17), A's Shock to B (18). Children of Korlis: "You gain life
    equal to the life you've lost this turn": A 20. Tainted Sigil: "You gain life equal to
    the total life lost by all players this turn": 3 + 2 = 5, A 25."""
    _compiled(real_db, "Children of Korlis", "Tainted Sigil")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Children of Korlis")
    s.add_card(Zone.BATTLEFIELD, "A", "Tainted Sigil")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Sacrifice Children of Korlis")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_life("A", 20))
    s.activate_ability(1, Step.END_TURN, "A", "{T}, Sacrifice Tainted Sigil")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_life("A", 25)
    s.assert_life("B", 18)


def test_121_1_cerebral_vortex_counts_the_cards_that_player_drew_this_turn(
        real_db: CardDatabase) -> None:
    """On B's turn (turn 2, one card drawn in the draw step) A casts Cerebral Vortex targeting
    B: "Target player draws two cards, then ~ deals damage to that player equal to the number
    of cards they've drawn this turn": 3 cards, 3 damage (B 17)."""
    _compiled(real_db, "Cerebral Vortex")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Cerebral Vortex")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.LIBRARY, "A", "Island", 5)
    s.add_card(Zone.LIBRARY, "B", "Island", 5)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Cerebral Vortex", targets=["B"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s.assert_hand_count("B", 3)


def test_119_3_neheb_adds_red_for_each_life_opponents_lost(real_db: CardDatabase) -> None:
    """Lava Axe (B 15); Neheb, the Eternal: "At the beginning of your postcombat main phase,
    add {R} for each 1 life your opponents have lost this turn": {R}{R}{R}{R}{R}, enough for
    a second Lava Axe with every land tapped (B 10)."""
    _compiled(real_db, "Neheb, the Eternal")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Neheb, the Eternal")
    s.add_card(Zone.HAND, "A", "Lava Axe", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lava Axe", targets=["B"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lava Axe", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 10)


def test_601_2i_aetherflux_reservoir_counts_the_spells_cast_this_turn(
        real_db: CardDatabase) -> None:
    """Aetherflux Reservoir: "Whenever you cast a spell, you gain 1 life for each spell you've
    cast this turn." Turn 1: one Shock (+1, A 21). Turn 3: two Shocks: +1, then +2 (the turn
    1 spell no longer counts): A 24; B 20 - 6 = 14."""
    _compiled(real_db, "Aetherflux Reservoir")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Aetherflux Reservoir")
    s.add_card(Zone.HAND, "A", "Shock", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.LIBRARY, "A", "Island", 5)
    s.add_card(Zone.LIBRARY, "B", "Island", 5)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_life("A", 21))
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 24)
    s.assert_life("B", 14)


def test_700_4_fresh_meat_and_body_count_count_only_your_creatures_that_died(
        real_db: CardDatabase) -> None:
    """Infest (-2/-2 to all creatures) kills A's Grizzly Bears and B's Eager Cadet. Fresh Meat:
    "Create a 3/3 green Beast creature token for each creature put into your graveyard from
    the battlefield this turn": one (the Cadet went to B's graveyard, 404.2). Body Count:
    "Draw a card for each creature that died under your control this turn": one card."""
    _compiled(real_db, "Fresh Meat", "Body Count")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Infest")
    s.add_card(Zone.HAND, "A", "Fresh Meat")
    s.add_card(Zone.HAND, "A", "Body Count")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Eager Cadet")
    s.add_card(Zone.LIBRARY, "A", "Island", 5)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Infest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fresh Meat")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Body Count")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Eager Cadet", 1)
    s.assert_battlefield_count("A", 11)  # 10 lands and one Beast
    s.assert_hand_count("A", 1)
