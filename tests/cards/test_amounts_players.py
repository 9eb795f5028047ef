"""Counts of the permanents another player controls (108.4, 608.2h; `oracle/amounts_players.py`,
`rules/amounts.py`): the trigger's player ("that player ... they control"), a target player,
the defending player (506.2); "loses N life for each ..." (119.3). A count for each player in
turn ("each player ... they control") is read since session 12 (test_amounts_each_player.py)."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.mtgjson import AtomicCard, AtomicFace
from mtg_engine.cards.oracle.compiler import compile_card
from mtg_engine.testing import Scenario, Step, Zone


def test_608_2h_karma_counts_the_swamps_of_the_upkeep_player(real_db: CardDatabase) -> None:
    """Karma: at each of A's upkeeps (turns 1 and 3) A controls one Swamp: 1 damage each time
    (18); at B's upkeep (turn 2) B controls two: 2 damage to B (18)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Karma")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 18)


def test_115_1_divine_congregation_counts_the_target_players_creatures(
        real_db: CardDatabase) -> None:
    """Divine Congregation targeting B, who controls three creatures (A controls one): A gains
    2 x 3 = 6 life (26)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 3)
    s.add_card(Zone.HAND, "A", "Divine Congregation")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Divine Congregation", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 26)
    s.assert_life("B", 20)


def test_119_3_gruesome_fate_each_opponent_loses_per_creature(real_db: CardDatabase) -> None:
    """Gruesome Fate: A controls three creatures (B's two don't count): B loses 3 (17)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.add_card(Zone.HAND, "A", "Gruesome Fate")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gruesome Fate")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 20)


def test_506_2_terra_ravager_counts_the_defending_players_lands(real_db: CardDatabase) -> None:
    """Terra Ravager (0/4) attacks B, who controls four lands (A three): +4/+0 until end of
    turn, unblocked: B takes 4 (16)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Terra Ravager")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 4)
    s.attack(1, "A", "Terra Ravager")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_power_toughness("A", "Terra Ravager", 4, 4)


def test_608_2h_each_players_own_count_is_read_for_each_player() -> None:
    """"Each player loses 1 life for each creature they control" counts for each player in
    turn (session 12: `of: their`, rules/amounts.their_frame); a verb that doesn't count
    for each player it is carried out for ("Each player discards a card for each ...") is
    refused by the DSL's check."""
    def card(text: str) -> Any:
        face = AtomicFace(name="Test Plague", mana_cost="{2}{B}", type_line="Sorcery",
                          types=("Sorcery",), text=text)
        return compile_card(AtomicCard(name="Test Plague", layout="normal", faces=(face,)))

    got = card("Each player loses 1 life for each creature they control.")
    assert got.supported
    assert got.dsl["spell"]["effects"] == [{"lose_life": {
        "amount": {"count": {"types": ["Creature"]}, "zone": "battlefield", "of": "their"},
        "who": "each_player"}}]
    assert not card("Each player discards a card for each creature they control.").supported
