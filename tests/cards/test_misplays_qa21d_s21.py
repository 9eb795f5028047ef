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


# ---------------------------------- 603.6c, 603.10a: "put into a graveyard from anywhere" isn't
# a leaves-the-battlefield ability: it doesn't look back in time


def test_603_10a_crawling_infestation_destroyed_with_the_creature_doesnt_trigger(
        real_db: CardDatabase) -> None:
    """Ruling: destroyed at the same time as your creature, its ability doesn't trigger. A's
    Akroma's Vengeance destroys A's Crawling Infestation and Grizzly Bears: no Insect."""
    _compiled(real_db, "Crawling Infestation")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 6)
    s.add_card(Zone.HAND, "A", "Akroma's Vengeance")
    s.add_card(Zone.BATTLEFIELD, "A", "Crawling Infestation")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Akroma's Vengeance")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Insect Token", 0)


def test_603_10a_profane_memento_destroyed_with_the_creature_doesnt_trigger(
        real_db: CardDatabase) -> None:
    """Ruling: "If Profane Memento is put into your graveyard at the same time as a creature
    card is put into an opponent's graveyard, its ability won't trigger." A's Akroma's
    Vengeance destroys A's Profane Memento and B's Grizzly Bears: A stays at 20."""
    _compiled(real_db, "Profane Memento")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 6)
    s.add_card(Zone.HAND, "A", "Akroma's Vengeance")
    s.add_card(Zone.BATTLEFIELD, "A", "Profane Memento")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Akroma's Vengeance")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("A", 20)


def test_603_2_profane_memento_staying_sees_the_creature_card(real_db: CardDatabase) -> None:
    """Pyroclasm (the Memento survives): B's Bears go to B's graveyard, A gains 1 (21)."""
    _compiled(real_db, "Profane Memento")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Pyroclasm")
    s.add_card(Zone.BATTLEFIELD, "A", "Profane Memento")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pyroclasm")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 21)


# ------------------------------ 404.3: "the top creature card of your graveyard" needs the order
# the owner gives cards put there at once, which the engine doesn't ask: refused


def test_404_3_corpse_dance_and_shallow_grave_are_refused_with_the_reason(
        real_db: CardDatabase) -> None:
    """Two creatures of A die at once (Pyroclasm): 404.3 lets A arrange them, the engine puts
    them in a fixed order; "Return the top creature card of your graveyard" would read that
    unasked order, so both cards are refused, the reason naming 404.3 (and the guard
    test_misplays_s7.test_404_1_no_supported_card_reads_the_order_of_a_graveyard holds)."""
    for name in ("Corpse Dance", "Shallow Grave"):
        done = real_db.compiled(name)
        assert not done.supported
        assert any("404.3" in str(r) for r in done.reasons), (name, done.reasons)


def test_603_10a_planar_void_destroyed_with_a_creature_leaves_it_in_the_graveyard(
        real_db: CardDatabase) -> None:
    """Ruling (Planar Void): it doesn't trigger on cards going to the graveyard at the same
    time as it. Akroma's Vengeance destroys A's Planar Void and B's Grizzly Bears: the Bears
    stay in B's graveyard (not exiled)."""
    _compiled(real_db, "Planar Void")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 6)
    s.add_card(Zone.HAND, "A", "Akroma's Vengeance")
    s.add_card(Zone.BATTLEFIELD, "A", "Planar Void")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Akroma's Vengeance")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_exile_count("Grizzly Bears", 0)
