"""Misplays found by the qa20b audit (session 20), each failing before its fix. Real cards from
the shared MTGJSON file (skipped when it is absent). Exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled


def _library(s: Scenario, player: str, top_first: list[str]) -> None:
    s.remove_all_from_library(player)
    for name in reversed(top_first):
        s.add_card(Zone.LIBRARY, player, name)


# ------------------------------------------------ 614.11, 121.2: a draw replaced by no draw
# A multi-draw instruction ("Draw two cards") stopped after a draw that an effect replaced with
# something else than a card drawn and without a choice (Eruth's exile): draw_numbered read the
# None (no card drawn) as an empty library (121.4) and skipped the remaining draws.


def test_614_11_eruth_each_draw_of_divination_exiles_two(real_db: CardDatabase) -> None:
    """Eruth with Divination: each of the two draws exiles the top two cards: four exiled, no
    card in hand; A may cast the exiled Lightning Bolt this turn (B: 17)."""
    assert_compiled(real_db, "Eruth, Tormented Prophet")
    s = Scenario(cards=real_db)
    _library(s, "A", ["Lightning Bolt", "Forest", "Grizzly Bears", "Mountain", "Island"])
    s.add_card(Zone.BATTLEFIELD, "A", "Eruth, Tormented Prophet")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Divination")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Divination")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 0)
    for name in ("Forest", "Grizzly Bears", "Mountain"):
        s.assert_exile_count(name, 1, "A")
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_life("B", 17)
    s.assert_library_count("A", 1, "Island")


# ------------------------------------------------ 614.1c, 110.2: counted for its controller-to-be
# "~ enters with a +1/+1 counter for each <thing> you control / in your graveyard" counted "you"
# as the move event's controller, which is unset (-1) for a permanent put onto the battlefield
# by an effect (Zombify): nothing was counted. Now: the player it enters under, by default its
# owner (as rules/zones.perform_move puts it).


def test_614_1c_unbreathing_horde_reanimated_counts_itself(real_db: CardDatabase) -> None:
    """Ruling (2011-09-22): "If Unbreathing Horde enters from a graveyard, it will count itself
    when determining how many +1/+1 counters it enters with." Zombify returns it from A's
    graveyard, which also holds Gravedigger (a Zombie card): two counters, a 2/2."""
    assert_compiled(real_db, "Unbreathing Horde")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.GRAVEYARD, "A", "Gravedigger")
    s.add_card(Zone.GRAVEYARD, "A", "Unbreathing Horde")
    s.add_card(Zone.HAND, "A", "Zombify")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zombify", targets=["Unbreathing Horde"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Unbreathing Horde", "+1/+1", 2)
    s.assert_power_toughness("A", "Unbreathing Horde", 2, 2)


def test_614_1c_ulasht_reanimated_counts_your_red_and_green_creatures(
        real_db: CardDatabase) -> None:
    """Ulasht, the Hate Seed returned by Zombify while A controls Raging Goblin (red) and
    Grizzly Bears (green): two +1/+1 counters, a 2/2."""
    assert_compiled(real_db, "Ulasht, the Hate Seed")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Raging Goblin")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Ulasht, the Hate Seed")
    s.add_card(Zone.HAND, "A", "Zombify")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zombify", targets=["Ulasht, the Hate Seed"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Ulasht, the Hate Seed", "+1/+1", 2)
    s.assert_power_toughness("A", "Ulasht, the Hate Seed", 2, 2)


def test_614_1c_voracious_wurm_reanimated_counts_life_gained(real_db: CardDatabase) -> None:
    """A gains 3 (Lightning Helix) then Zombify returns Voracious Wurm ("X is the amount of
    life you've gained this turn"): three counters, a 5/5 (before: none, a 2/2)."""
    assert_compiled(real_db, "Voracious Wurm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.GRAVEYARD, "A", "Voracious Wurm")
    s.add_card(Zone.HAND, "A", "Zombify")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Lightning Helix")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Helix", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zombify", targets=["Voracious Wurm"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Voracious Wurm", "+1/+1", 3)
    s.assert_power_toughness("A", "Voracious Wurm", 5, 5)
