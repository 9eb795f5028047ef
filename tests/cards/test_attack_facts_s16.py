"""508.1c-d: the restrictions and requirements on declaring attackers are found once for the
declare-attackers decision (`Game._facts_for_attack`, `combat.attack_facts`) and shared by
`legal_actions` and `why_illegal`: each declaration is judged exactly as a fresh check judges
it. Played with real cards (skipped without the shared MTGJSON file)."""

from __future__ import annotations

import itertools

import pytest

from mtg_engine.actions import DeclareAttackers, PassPriority
from mtg_engine.cards.database import CardDatabase
from mtg_engine.game import Game
from mtg_engine.rules import combat
from mtg_engine.state.objects import player_ref
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled


def _at_declare_attackers(real_db: CardDatabase, goaded: bool = False) -> Game:
    """Three players. A: Juggernaut (attacks each combat if able), two Grizzly Bears, Mogg
    Flunkies (can't attack alone) and two Plains; B: Ghostly Prison (each attack on B costs
    {2}); C: Jace Beleren (a planeswalker to attack). With `goaded`, B's Predatory Impetus
    enchants one of A's Bears (701.38b). A's turn 1, attackers to declare."""
    assert_compiled(real_db, "Juggernaut", "Ghostly Prison", "Mogg Flunkies", "Jace Beleren")
    s = Scenario(players=3, cards=real_db)
    for name in ("Juggernaut", "Grizzly Bears", "Grizzly Bears", "Mogg Flunkies", "Plains",
                 "Plains"):
        s.add_card(Zone.BATTLEFIELD, "A", name)
    s.add_card(Zone.BATTLEFIELD, "B", "Ghostly Prison")
    s.add_card(Zone.BATTLEFIELD, "C", "Jace Beleren")
    if goaded:
        assert_compiled(real_db, "Predatory Impetus")
        s.add_card(Zone.BATTLEFIELD, "B", "Predatory Impetus", attached_to="Grizzly Bears")
    return _to_declaration(s)


def _to_declaration(s: Scenario) -> Game:
    """Play A's turn 1 up to the declaration of attackers (nothing cast)."""
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    g = s.game
    g.resume()
    while type(g.pending).__name__ != "AttackDecision":
        if g.paused_at is not None:
            g.resume()
            continue
        g.apply(PassPriority())
    return g


def _ids(g: Game) -> dict[str, list[int]]:
    out: dict[str, list[int]] = {}
    for oid in g.state.battlefield:
        out.setdefault(g.state.objects[oid].card.name, []).append(oid)
    return out


@pytest.mark.parametrize("goaded", [False, True])
def test_508_1cd_each_declaration_judged_as_a_fresh_check(real_db: CardDatabase,
                                                          goaded: bool) -> None:
    """Every declaration of up to two of A's four creatures at B, C or Jace: why_illegal (with
    the facts found once) gives the very reason a fresh check_attack gives; every offered
    declaration is legal. (Goaded: a Bear must attack, and attack C rather than B, 701.38b.)"""
    g = _at_declare_attackers(real_db, goaded)
    s = g.state
    creatures = [oid for oid in s.battlefield if combat.can_attack(s, oid)]
    assert len(creatures) == 4
    defenders = combat.attack_targets(s)
    assert len(defenders) == 3  # B, C and Jace (506.2)
    pairs = [(a, d) for a in creatures for d in defenders]
    declarations = [DeclareAttackers(())] + [DeclareAttackers((p,)) for p in pairs] + [
        DeclareAttackers((p, q)) for p, q in itertools.combinations(pairs, 2)]
    reasons = [g.why_illegal(a) for a in declarations]
    assert reasons == [combat.check_attack(s, a) for a in declarations]
    assert sum(r is None for r in reasons) > 0
    assert all(g.why_illegal(a) is None for a in g.legal_actions())
    if goaded:  # Juggernaut and the goaded Bear at C obey all 3 requirements; at B, 2
        jugg, bear = _ids(g)["Juggernaut"][0], _ids(g)["Grizzly Bears"][0]
        c, b = player_ref(2), player_ref(1)
        assert g.why_illegal(DeclareAttackers(((jugg, c), (bear, c)))) is None
        assert "508.1d" in (g.why_illegal(DeclareAttackers(((jugg, c), (bear, b)))) or "")


def test_508_1cd_the_restrictions_and_requirements_still_apply(real_db: CardDatabase) -> None:
    """The shared facts keep every rule: no attack breaks the requirement (508.1d: Juggernaut
    must attack), Flunkies can't attack alone but may with Juggernaut (508.1c), Juggernaut may
    attack B paying {2} with the two Plains but not with a Bear also attacking B ({4}, 508.1h)."""
    g = _at_declare_attackers(real_db)
    ids = _ids(g)
    jugg, flunkies = ids["Juggernaut"][0], ids["Mogg Flunkies"][0]
    bear = ids["Grizzly Bears"][0]
    b, c = player_ref(1), player_ref(2)
    assert "508.1d" in (g.why_illegal(DeclareAttackers(())) or "")
    assert g.why_illegal(DeclareAttackers(((jugg, c),))) is None
    assert "alone" in (g.why_illegal(DeclareAttackers(((flunkies, c),))) or "")
    assert g.why_illegal(DeclareAttackers(((jugg, c), (flunkies, c)))) is None
    assert g.why_illegal(DeclareAttackers(((jugg, b),))) is None
    assert "508.1h" in (g.why_illegal(DeclareAttackers(((jugg, b), (bear, b)))) or "")


def test_508_1d_the_representative_declaration_attacks_where_no_cost_is_asked(
        real_db: CardDatabase) -> None:
    """Five Juggernauts (each attacks each combat if able), two Plains; B's Ghostly Prison:
    too many declarations to list (4^5 > 256), so a representative set is offered. Each
    Juggernaut is required to attack only where it can without paying (508.1d): the offered
    declaration sends all five at C (or Jace), never at B, where {10} can't be paid (508.1h)
    (it was offered at B before, an illegal declaration)."""
    assert_compiled(real_db, "Juggernaut", "Ghostly Prison", "Jace Beleren")
    s = Scenario(players=3, cards=real_db)
    for name in ["Juggernaut"] * 5 + ["Plains", "Plains"]:
        s.add_card(Zone.BATTLEFIELD, "A", name)
    s.add_card(Zone.BATTLEFIELD, "B", "Ghostly Prison")
    s.add_card(Zone.BATTLEFIELD, "C", "Jace Beleren")
    g = _to_declaration(s)
    offered = g.legal_actions()
    assert [g.why_illegal(a) for a in offered] == [None] * len(offered)
    juggernauts = _ids(g)["Juggernaut"]
    assert offered == [DeclareAttackers(tuple((j, player_ref(2)) for j in juggernauts))]
