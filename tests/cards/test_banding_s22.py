"""Session 22, banding (702.22) on real cards of the shared MTGJSON file (skipped without it):
the keyword, banding granted by statics, Auras, activated abilities, spells and tokens, and
the terminal game's attack prompt forming a band."""

from __future__ import annotations

import io

import pytest

from mtg_engine.actions import AttackDecision
from mtg_engine.agents.heuristic import HeuristicAgent
from mtg_engine.cards.database import CardDatabase
from mtg_engine.play.cli import TerminalGame
from mtg_engine.play.stops import Stops
from mtg_engine.rules import combat
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone
from tests.cards.conftest import assert_compiled

BANDING_CARDS = (
    "Banding Sliver", "Baton of Morale", "Beast Walkers", "Benalish Hero", "Benalish Infantry",
    "Cooperation", "Dire Wolves", "Errand of Duty", "Formation", "Fortified Area",
    "Helm of Chatzuk", "Icatian Infantry", "Icatian Phalanx", "Kjeldoran Escort",
    "Kjeldoran Knight", "Kjeldoran Phalanx", "Kjeldoran Skycaptain", "Kjeldoran Skyknight",
    "Kjeldoran Warrior", "Knights of Thorn", "Mesa Pegasus", "Nalathni Dragon",
    "Noble Elephant", "Pikemen", "Shield Bearer", "Soraya the Falconer", "Teremko Griffin",
    "Timber Wolves", "Volunteer Reserves", "Wall of Shields", "War Elephant")


def test_702_22_banding_cards_compile(real_db: CardDatabase) -> None:
    """702.22a: the banding keyword, and banding granted (613.1f), compile from the text."""
    assert_compiled(real_db, *BANDING_CARDS)


@pytest.mark.parametrize("refused", [
    "Adventurers' Guildhouse",  # "bands with other legendary creatures" (702.22c)
    "Tolaria",  # "loses banding and all "bands with other" abilities" (702.22b)
    "Urza's Engine",  # "Attacking creatures banded with ~"
    "Icatian Skirmishers",  # "all creatures banded with it"
])
def test_702_22_bands_with_other_and_banded_with_stay_refused(real_db: CardDatabase,
                                                               refused: str) -> None:
    assert not real_db.compiled(refused).supported


def _wolves(real_db: CardDatabase, plains: bool) -> Scenario:
    """A's Dire Wolves (2/2) and Grizzly Bears attack as a band (with a Plains: the Wolves
    have banding), B's Hill Giant (3/3) blocks the Bears."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains" if plains else "Forest")
    for name in ("Dire Wolves", "Grizzly Bears"):
        s.add_card(Zone.BATTLEFIELD, "A", name)
        s.attack(1, "A", name)
    s.band(1, "A", ["Dire Wolves", "Grizzly Bears"])
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.block(1, "B", "Hill Giant", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    return s


def test_702_22c_dire_wolves_band_only_with_a_plains(real_db: CardDatabase) -> None:
    """Dire Wolves has banding as long as A controls a Plains: the band forms, the Hill
    Giant blocks both (702.22h), A divides its 3 damage (702.22k): all 3 to the Wolves (dies),
    the Bears live; the Giant takes 4 and dies; B at 20."""
    s = _wolves(real_db, plains=True)
    s.assign_damage(1, "A", "Hill Giant", {"Dire Wolves": 3})
    s.execute()
    s.assert_graveyard_count("A", "Dire Wolves", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("B", 20)


def test_702_22c_dire_wolves_without_a_plains_no_band(real_db: CardDatabase) -> None:
    """No Plains: the Wolves have no banding, the band of two creatures without banding is
    refused (702.22c)."""
    s = _wolves(real_db, plains=False)
    with pytest.raises(ScenarioError, match=r"a band needs a creature with banding \(702\.22c\)"):
        s.execute()


def test_702_22j_fortified_area_walls_divide_the_attackers_damage(real_db: CardDatabase) -> None:
    """Fortified Area: B's Wall of Wood (0/3, a Wall: 1/3 with banding) and Grizzly Bears
    block A's Craw Wurm (6/4). 702.22j: B divides the Wurm's 6: all 6 to the Wall (dies), the
    Bears live. The Wurm takes 1 + 2 = 3 and lives."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.attack(1, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Fortified Area")
    for name in ("Wall of Wood", "Grizzly Bears"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
        s.block(1, "B", name, "Craw Wurm")
    s.assign_damage(1, "B", "Craw Wurm", {"Wall of Wood": 6})

    def damaged(sc: Scenario) -> None:
        sc.assert_damage("Craw Wurm", 3)
        sc.assert_power_toughness("B", "Grizzly Bears", 2, 2)  # (not a Wall)

    s.check(1, Step.END_COMBAT, damaged)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Wall of Wood", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Craw Wurm", 1)


def test_702_22j_not_without_fortified_area(real_db: CardDatabase) -> None:
    """Without Fortified Area the Wall has no banding: A divides (510.1c): 3 to the Wall, 3
    to the Bears; both die. B's plan to divide is never asked."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.attack(1, "A", "Craw Wurm")
    for name in ("Wall of Wood", "Grizzly Bears"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
        s.block(1, "B", name, "Craw Wurm")
    s.assign_damage(1, "A", "Craw Wurm", {"Wall of Wood": 3, "Grizzly Bears": 3})
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Wall of Wood", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_702_22c_cooperation_lets_two_creatures_band(real_db: CardDatabase) -> None:
    """Cooperation on Grizzly Bears (2/2) gives it banding: it bands with Gray Ogre (2/2);
    B's Hill Giant (3/3) blocks the Ogre and so the Bears (702.22h): B at 20; A puts all 3 on
    the Ogre (dies); the Giant takes 4 and dies."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Cooperation", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Gray Ogre")
    for name in ("Grizzly Bears", "Gray Ogre"):
        s.attack(1, "A", name)
    s.band(1, "A", ["Grizzly Bears", "Gray Ogre"])
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.block(1, "B", "Hill Giant", "Gray Ogre")
    s.assign_damage(1, "A", "Hill Giant", {"Gray Ogre": 3})
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Gray Ogre", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_613_1f_beast_walkers_gains_banding_then_bands(real_db: CardDatabase) -> None:
    """Beast Walkers ({G}: gains banding until end of turn) activated in the first main
    phase bands with Grizzly Bears; B's Hill Giant blocks the Bears and so the Walkers; A puts
    all 3 on the Walkers (2/2, dies); B at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    for name in ("Beast Walkers", "Grizzly Bears"):
        s.add_card(Zone.BATTLEFIELD, "A", name)
        s.attack(1, "A", name)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{G}")
    s.band(1, "A", ["Beast Walkers", "Grizzly Bears"])
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.block(1, "B", "Hill Giant", "Grizzly Bears")
    s.assign_damage(1, "A", "Hill Giant", {"Beast Walkers": 3})
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Beast Walkers", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_111_errand_of_duty_knight_token_bands(real_db: CardDatabase) -> None:
    """Errand of Duty's 1/1 Knight token has banding: it bands with Grizzly Bears (haste-free:
    the token entered last turn); B's Hill Giant blocks the token and so the Bears; A puts
    all 3 on the Knight; B at 20, the Bears live."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Errand of Duty")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Errand of Duty")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    for name in ("Knight Token", "Grizzly Bears"):
        s.attack(3, "A", name)
    s.band(3, "A", ["Knight Token", "Grizzly Bears"])
    s.block(3, "B", "Hill Giant", "Knight Token")
    s.assign_damage(3, "A", "Hill Giant", {"Knight Token": 3})
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Knight Token", 0)


def test_702_22j_war_elephant_trample_blocked_by_banding(real_db: CardDatabase) -> None:
    """A's War Elephant (2/2, trample, banding) is blocked by B's Benalish Hero (1/1,
    banding): 702.22j: B divides its 2: both to the Hero (B at 20), though the Elephant's
    controller would trample 1 over."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "War Elephant")
    s.attack(1, "A", "War Elephant")
    s.add_card(Zone.BATTLEFIELD, "B", "Benalish Hero")
    s.block(1, "B", "Benalish Hero", "War Elephant")
    s.assign_damage(1, "B", "War Elephant", {"Benalish Hero": 2})
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Benalish Hero", 1)


def test_702_19b_war_elephant_tramples_over_a_creature_without_banding(
        real_db: CardDatabase) -> None:
    """Blocked by Llanowar Elves (no banding): A divides (510.1c): 1 to the Elves, 1 to B."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "War Elephant")
    s.attack(1, "A", "War Elephant")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.block(1, "B", "Llanowar Elves", "War Elephant")
    s.assign_damage(1, "A", "War Elephant", {"Llanowar Elves": 1, "B": 1})
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_graveyard_count("B", "Llanowar Elves", 1)


def test_508_1e_terminal_attack_prompt_forms_a_band(real_db: CardDatabase) -> None:
    """The terminal game's attack prompt: 'band 1 2 3' of a creature with banding and two
    without is refused by the engine (702.22c) and asked again; 'band 1 2' forms the band."""
    s = Scenario(cards=real_db)
    for name in ("Benalish Infantry", "Squire", "Eager Cadet"):
        s.add_card(Zone.BATTLEFIELD, "A", name)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    g = s.game
    g.state.breakpoints = frozenset()
    g.resume()
    while not isinstance(g.pending, AttackDecision):
        g.apply(g.legal_actions()[0])
    order = combat.possible_attackers(g.state)
    num = {s.state.objects[o].card.name: str(i + 1) for i, o in enumerate(order)}
    inf, squire, cadet = num["Benalish Infantry"], num["Squire"], num["Eager Cadet"]
    answers = iter([inf, squire, cadet, f"band {inf} {squire} {cadet}", "",
                    f"band {inf} {squire}", "", "q"])
    out = io.StringIO()
    tg = TerminalGame(g, 0, HeuristicAgent(7), Stops(), ask=lambda _p: next(answers, "q"),
                      out=out, color=False)
    tg.run()
    text = out.getvalue()
    assert "702.22c" in text
    bands = [e[1] for e in g.state.log if e[0] == "band"]  # 508.1e (rules/banding.py)
    assert [sorted(b) for b in bands] == [sorted(
        [s._one_permanent("Benalish Infantry"), s._one_permanent("Squire")])]


def test_702_22e_band_lasts_after_banding_is_lost(real_db: CardDatabase) -> None:
    """702.22e: Dire Wolves (banding from A's Plains) bands with Grizzly Bears; in the declare
    attackers step B's Fissure destroys the Plains, so the Wolves lose banding; the band
    stays: B's Hill Giant blocking the Bears blocks the Wolves too (702.22h), B at 20. No
    creature it blocks has banding now, so B (not A, 702.22k) divides the Giant's 3: all to
    the Bears (die), the Wolves live."""
    s = _wolves(real_db, plains=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 5)
    s.add_card(Zone.HAND, "B", "Fissure")
    s.cast_spell(1, Step.DECLARE_ATTACKERS, "B", "Fissure", targets=["Plains"])
    s.assign_damage(1, "B", "Hill Giant", {"Grizzly Bears": 3})
    s.execute()
    s.assert_graveyard_count("A", "Plains", 1)
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Dire Wolves", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_702_22f_a_creature_removed_from_combat_leaves_its_band(real_db: CardDatabase) -> None:
    """702.22f: Squire and Benalish Infantry attack as a band; Reconnaissance removes the
    Infantry from combat in the declare attackers step, so B's Naga Eternal blocking Squire
    blocks only Squire: Squire takes the Naga's 3 and dies, the Infantry has no damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Reconnaissance")
    for name in ("Squire", "Benalish Infantry"):
        s.add_card(Zone.BATTLEFIELD, "A", name)
        s.attack(1, "A", name)
    s.band(1, "A", ["Squire", "Benalish Infantry"])
    s.activate_ability(1, Step.DECLARE_ATTACKERS, "A", "{0}", targets=["Benalish Infantry"])
    s.add_card(Zone.BATTLEFIELD, "B", "Naga Eternal")
    s.block(1, "B", "Naga Eternal", "Squire")

    def unhurt(sc: Scenario) -> None:
        sc.assert_damage("Benalish Infantry", 0)
        combat = sc.state.combat
        assert combat is not None
        assert sc._one_permanent("Benalish Infantry") not in combat.blocked

    s.check(1, Step.END_COMBAT, unhurt)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Squire", 1)
    s.assert_permanent_count("B", "Naga Eternal", 1)
    s.assert_life("B", 20)
