"""Cards XMage tests one by one, made to play in session 21 by `xmage2`: each played the way
its per-card test would, with exact figures, the rule it cites, and the case where the rule
must not apply."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ Wild Pair
# 603.4, 601.2a: "Whenever a creature enters the battlefield, if you cast it from your hand":
# the creature that entered (603.10a: the trigger's object), cast by Wild Pair's controller
# from their hand; 208.1, 608.2h: "a creature card with the same total power and toughness"
# as that creature


def _wild_pair(real_db: CardDatabase) -> Scenario:
    _compiled(real_db, "Wild Pair")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wild Pair")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.LIBRARY, "A", "Kraken Hatchling", 2)  # 0/4: total 4
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")  # 3/3: total 6
    return s


def test_603_4_wild_pair_finds_the_same_total_once(real_db: CardDatabase) -> None:
    """Grizzly Bears (2/2, total 4) cast from A's hand: A finds a Kraken Hatchling (0/4),
    not the Hill Giant (3/3). The Hatchling entered without being cast: it doesn't trigger
    Wild Pair (the second Hatchling stays in the library)."""
    s = _wild_pair(real_db)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.set_choice("A", "Kraken Hatchling")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Kraken Hatchling", 1)
    s.assert_permanent_count("A", "Hill Giant", 0)
    s.assert_library_count("A", 1, "Kraken Hatchling")
    s.assert_library_count("A", 1, "Hill Giant")


def test_603_4_wild_pair_not_for_a_creature_an_opponent_casts(real_db: CardDatabase) -> None:
    """B casts Grizzly Bears from B's hand: "if you cast it" is A's, so nothing is found."""
    s = _wild_pair(real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Kraken Hatchling", 0)
    s.assert_library_count("A", 2, "Kraken Hatchling")
