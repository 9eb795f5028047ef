"""Modal activated abilities (700.2, 602.2b): "[Cost]: Choose one —", the mode chosen as the
ability is activated, then that mode's targets (rules/modal_activated.py). Umezawa's Jitte
played from its Oracle text, exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.actions import ActivateAbility
from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.activation import activate_actions, check_activate
from mtg_engine.testing import Scenario, Step, Zone


def _jitte_game(real_db: CardDatabase) -> Scenario:
    """A's Grizzly Bears, equipped with Umezawa's Jitte, attacks B on turn 1 (2 damage): the
    Jitte gets two charge counters (its trigger)."""
    assert real_db.compiled("Umezawa's Jitte").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Umezawa's Jitte")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip {2}", targets=["Grizzly Bears"])
    s.attack(1, "A", "Grizzly Bears")
    return s


def test_700_2_jitte_minus_one_mode_then_life_mode(real_db: CardDatabase) -> None:
    """After combat A removes both counters: mode 2 at B's Hill Giant (3/3 -> 2/2 until end
    of turn), then mode 3 (A gains 2 life: 22). B took 2 (18); the Jitte has 0 counters."""
    s = _jitte_game(real_db)
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Remove a charge counter",
                       targets=["Hill Giant"])
    s.set_mode_choice("A", 2)
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Remove a charge counter")
    s.set_mode_choice("A", 3)
    s.check(1, Step.END_TURN, lambda sc: sc.assert_power_toughness("B", "Hill Giant", 2, 2))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 22)
    s.assert_counter_count("A", "Umezawa's Jitte", "charge", 0)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)


def test_700_2_jitte_pump_mode_on_the_equipped_creature(real_db: CardDatabase) -> None:
    """Mode 1 twice: the equipped Grizzly Bears is 6/6 until end of turn."""
    s = _jitte_game(real_db)
    for _ in range(2):
        s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Remove a charge counter")
        s.set_mode_choice("A", 1)
    s.check(1, Step.END_TURN, lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", 6, 6))
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_counter_count("A", "Umezawa's Jitte", "charge", 0)


def test_700_2a_602_2b_the_mode_is_part_of_the_activation(real_db: CardDatabase) -> None:
    """Each legal activation names one mode; mode 2 comes with its target, modes 1 and 3
    with none; no mode, two modes or a fourth mode are refused."""
    s = _jitte_game(real_db)
    seen: list[object] = []

    def probe(sc: Scenario) -> None:
        jitte = sc._one_permanent("Umezawa's Jitte", "A")
        giant = sc._one_permanent("Hill Giant", "B")
        offered = [a for a in activate_actions(sc.state, 0)
                   if a.source == jitte and a.ability == 0]
        seen.append(sorted({(a.modes, len(a.targets)) for a in offered}))
        for modes, targets in (((), ()), ((0, 2), ()), ((3,), ()), ((1,), ())):
            seen.append(check_activate(sc.state, 0, ActivateAbility(jitte, 0, targets,
                                                                     modes=modes))[0])
        seen.append(check_activate(sc.state, 0, ActivateAbility(jitte, 0, (giant,),
                                                                modes=(1,)))[0])

    s.check(1, Step.POSTCOMBAT_MAIN, probe)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    assert seen[0] == [((0,), 0), ((1,), 1), ((2,), 0)]
    assert all(isinstance(r, str) for r in seen[1:5])  # refused, with a reason
    assert seen[5] is None


@pytest.mark.parametrize("name", ["Umezawa's Jitte", "Balm of Restoration", "Breya's Apprentice"])
def test_700_2_modal_activated_save_and_copy(real_db: CardDatabase, name: str) -> None:
    """The DSL's modes load back; the ability has no effects or targets of its own."""
    card = real_db.get(name)
    modal = [ab for ab in card.abilities if ab.modes]
    assert len(modal) == 1 and modal[0].effects == () and modal[0].targets == ()
    assert len(modal[0].modes) >= 2


def test_700_2_modal_ability_with_a_sacrifice_cost_offers_its_modes(real_db: CardDatabase) -> None:
    """Breya's Apprentice ("{T}, Sacrifice an artifact: Choose one — ..."), itself an artifact
    creature, beside Ornithopter (another artifact): every offered activation names a mode,
    one per way to pay (118.3) and mode (700.2) with its targets, and each is legal (the fuzz
    run of seed 8268 found actions without their mode: the cost's choices dropped it)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Breya's Apprentice")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    g = s.game
    g.resume()
    apprentice = next(o for o in g.state.battlefield
                      if g.state.objects[o].card.name == "Breya's Apprentice")
    offered = [a for a in g.legal_actions()
               if isinstance(a, ActivateAbility) and a.source == apprentice]
    # mode 1 (exile the top card): 2 artifacts to sacrifice; mode 2 (+2/+0 to a target
    # creature): 2 artifacts x 2 creature targets
    assert sorted((a.modes, a.sacrifice != ()) for a in offered) == \
        [((0,), True)] * 2 + [((1,), True)] * 4
    assert all(g.why_illegal(a) is None for a in offered)
