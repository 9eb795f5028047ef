"""Session 20 audit (qa20c): misplays found among the session's new cards, each with the rule
and a scenario with exact figures that failed before the fix."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# 701.7a, 603.10a: "destroy that creature and ~" (Alaborn Zealot, Loyal Sentry) is one
# destruction of both. Read before as two destroy instructions one after the other, a Blood
# Artist destroyed first didn't see the Zealot die (one trigger instead of two).


def _blocked_blood_artist(db: CardDatabase, blocker: str) -> Scenario:
    _compiled(db, blocker, "Blood Artist")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Blood Artist")
    s.add_card(Zone.BATTLEFIELD, "B", blocker)
    s.attack(1, "A", "Blood Artist")
    s.block(1, "B", blocker, "Blood Artist")
    s.add_target("A", "B")
    s.add_target("A", "B")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    return s


def test_603_10a_alaborn_zealot_blood_artist_sees_both_die(real_db: CardDatabase) -> None:
    """A's Blood Artist attacks, B's Alaborn Zealot blocks it: both are destroyed at once, so
    Blood Artist looks back and triggers for itself and for the Zealot: B 18, A 22."""
    s = _blocked_blood_artist(real_db, "Alaborn Zealot")
    s.assert_graveyard_count("A", "Blood Artist", 1)
    s.assert_graveyard_count("B", "Alaborn Zealot", 1)
    s.assert_life("B", 18)
    s.assert_life("A", 22)


def test_603_10a_loyal_sentry_blood_artist_sees_both_die(real_db: CardDatabase) -> None:
    """The same with Loyal Sentry (0/1, same words): B 18, A 22."""
    s = _blocked_blood_artist(real_db, "Loyal Sentry")
    s.assert_graveyard_count("B", "Loyal Sentry", 1)
    s.assert_life("B", 18)
    s.assert_life("A", 22)


def test_701_7a_alaborn_zealot_gone_destroys_only_that_creature(real_db: CardDatabase) -> None:
    """The Zealot's trigger on the stack, A answers with Unsummon on the
    Zealot: only Hill Giant is destroyed; the Zealot is in B's hand."""
    _compiled(real_db, "Alaborn Zealot")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Unsummon")
    s.add_card(Zone.BATTLEFIELD, "B", "Alaborn Zealot")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Alaborn Zealot", "Hill Giant")
    s.cast_spell(1, Step.DECLARE_BLOCKERS, "A", "Unsummon", targets=["Alaborn Zealot"],
                 responding_to="Alaborn Zealot")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_hand_count("B", 1, "Alaborn Zealot")
    s.assert_life("B", 20)
