"""Misplays found auditing session 23's new cards (qa23b): each test failed before its fix."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled

# ------------------------------ 115.7d, 601.2c: new targets keep the relations among targets


def _redirect_decompose(db: CardDatabase) -> Scenario:
    """A casts Decompose ("Exile up to three target cards from a single graveyard.") on B's
    Hill Giant and Llanowar Elves; B answers with Redirect and asks to change the first target
    to A's Grizzly Bears (in A's graveyard)."""
    assert_compiled(db, "Redirect")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Decompose")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Redirect")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Decompose",
                 targets=["Hill Giant", "Llanowar Elves"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Redirect", targets=["Decompose"],
                 responding_to="Decompose")
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_115_7d_redirect_cant_break_a_single_graveyard(real_db: CardDatabase) -> None:
    """115.7d: a new target must not make an unchanged one illegal: A's Grizzly Bears with B's
    Llanowar Elves would be cards from two graveyards (601.2c), so the Bears is not offered;
    the first target stays Hill Giant: Hill Giant and the Elves are exiled, the Bears stays."""
    s = _redirect_decompose(real_db)
    s.set_choice("B", "yes")
    s.set_choice("B", "Grizzly Bears")
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_exile_count("Hill Giant", 1)
    s.assert_exile_count("Llanowar Elves", 1)


def test_115_7d_redirect_moves_every_target_to_another_graveyard(
        real_db: CardDatabase) -> None:
    """The relation is kept, not refused outright: with one of B's cards only targeted
    (Decompose on Hill Giant alone), B moves it to A's Grizzly Bears: the Bears is exiled,
    Hill Giant stays in B's graveyard."""
    assert_compiled(real_db, "Redirect")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Decompose")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Redirect")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Decompose", targets=["Hill Giant"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Redirect", targets=["Decompose"],
                 responding_to="Decompose")
    s.set_choice("B", "yes")
    s.set_choice("B", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_707_10c_insidious_will_copy_keeps_a_single_graveyard(real_db: CardDatabase) -> None:
    """Insidious Will's third mode copies Decompose (on B's Hill Giant and Llanowar Elves) for
    B, who may choose new targets for the copy (115.7d): A's Grizzly Bears for the first
    target, with the Elves unchanged, would mix two graveyards, so it is not offered. The copy
    and the spell exile the Giant and the Elves (the spell's targets then gone: it does
    nothing); the Bears stays."""
    assert_compiled(real_db, "Insidious Will")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Decompose")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 4)
    s.add_card(Zone.HAND, "B", "Insidious Will")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Decompose",
                 targets=["Hill Giant", "Llanowar Elves"])
    s.set_mode_choice("B", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Insidious Will", targets=["Decompose"],
                 responding_to="Decompose")
    s.set_choice("B", "yes")
    s.set_choice("B", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_exile_count("Hill Giant", 1)
    s.assert_exile_count("Llanowar Elves", 1)


# ------------------------------ 609.3, 701.17a: as many permanents sacrificed as can be


def test_609_3_release_artifact_creature_must_be_the_creature(real_db: CardDatabase) -> None:
    """Release (its ruling): B controls Ornithopter (an artifact creature), Sol Ring and a
    Forest, no other creature: B must choose Sol Ring as the artifact and Ornithopter as the
    creature, so all three are sacrificed (choosing Ornithopter as the artifact would leave no
    creature and keep Sol Ring: not allowed, 609.3). B's battlefield is empty after."""
    assert_compiled(real_db, "Catch // Release")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plateau", 6)
    s.add_card(Zone.HAND, "A", "Catch // Release")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Sol Ring")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.set_choice("B", "Ornithopter")  # (as the artifact: not offered; Sol Ring taken)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Release")
    s.execute()
    s.assert_battlefield_count("B", 0)
    s.assert_graveyard_count("B", None, 3)
    s.assert_permanent_count("A", "Plateau", 5)


def test_609_3_release_two_artifacts_either_may_go(real_db: CardDatabase) -> None:
    """Where nothing is lost either way the choice stays B's: Ornithopter, Sol Ring, Mind
    Stone and Grizzly Bears; B chooses Mind Stone as the artifact: Mind Stone and the Bears
    are sacrificed, Ornithopter and Sol Ring stay (2 permanents left)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plateau", 6)
    s.add_card(Zone.HAND, "A", "Catch // Release")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Sol Ring")
    s.add_card(Zone.BATTLEFIELD, "B", "Mind Stone")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("B", "Mind Stone")
    s.set_choice("B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Release")
    s.execute()
    s.assert_graveyard_count("B", "Mind Stone", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Ornithopter", 1)
    s.assert_permanent_count("B", "Sol Ring", 1)


# ------------------------------ 115.7b, 115.7e: "change the target ... to ~" keeps relations


def test_115_7e_spellskite_cant_break_with_the_same_controller(real_db: CardDatabase) -> None:
    """A's Simic Guildmage: "{1}{G}: Move a +1/+1 counter from target creature onto another
    target creature with the same controller." on A's Grizzly Bears (one counter) and A's
    Savannah Lions. B's Spellskite can't become either target: B's Spellskite with A's
    creature would have two controllers (601.2c), so the change isn't legal (115.7e) and
    nothing changes: the counter moves, the Bears 2/2, the Lions 3/2."""
    assert_compiled(real_db, "Simic Guildmage", "Spellskite")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Simic Guildmage")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Spellskite")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{G}:",
                       targets=["Grizzly Bears", "Savannah Lions"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "B", "{U/P}:", targets=["Simic Guildmage"],
                       responding_to="Simic Guildmage")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_power_toughness("A", "Savannah Lions", 3, 2)
