"""Misplays found auditing session 21's new cards (the cond and spells branches), each test
failing before its fix. Real cards from the shared MTGJSON file (skipped when absent)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def _tapped(s: Scenario, name: str) -> bool:
    return any(o.tapped for o in s.state.objects.values()
               if o.zone is Zone.BATTLEFIELD and o.card.name == name)


# ------------------------------------------- 502.3, 611.2c: "Creatures don't untap during
# target player's next untap step." (Blinding Beam): every creature, whoever controls it


def _beam(db: CardDatabase, beam: bool) -> Scenario:
    """A controls Seedborn Muse ("Untap all permanents you control during each other player's
    untap step.") and Grizzly Bears, which attacks on turn 1 (B 18). Then A casts Blinding
    Beam, mode 2, targeting B (or doesn't)."""
    _compiled(db, "Blinding Beam", "Seedborn Muse")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Seedborn Muse")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Blinding Beam")
    s.attack(1, "A", "Grizzly Bears")
    if beam:
        s.set_mode_choice("A", 2)
        s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Blinding Beam", targets=["B"])
    s.stop_at(2, Step.UPKEEP)
    return s


def test_502_3_blinding_beam_keeps_another_players_creature_tapped(real_db: CardDatabase
                                                                   ) -> None:
    """Ruling (Blinding Beam): the mode "affects all creatures during the player's next untap
    step, including creatures controlled by other players (who may have untapped because of
    Seedborn Muse)". A's Bears stay tapped in B's turn-2 untap step."""
    s = _beam(real_db, beam=True)
    s.execute()
    s.assert_life("B", 18)
    assert _tapped(s, "Grizzly Bears")


def test_502_3_without_blinding_beam_seedborn_muse_untaps_the_bears(real_db: CardDatabase
                                                                    ) -> None:
    """No Beam: Seedborn Muse untaps A's Bears in B's untap step."""
    s = _beam(real_db, beam=False)
    s.execute()
    s.assert_life("B", 18)
    assert not _tapped(s, "Grizzly Bears")
