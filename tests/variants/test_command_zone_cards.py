"""Plane and scheme cards compiled from their Oracle text (cards/oracle/planar.py) and their
abilities working from the command zone (901.7, 904.8; rules/command_zone.py)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.mtgjson import parse_atomic
from mtg_engine.cards.oracle import compile_card
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone
from tests.cards.conftest import face
from tests.variants.command_cards import PLANES, SCHEMES, command_cards


def _compiled(name: str, type_line: str, text: str):  # type: ignore[no-untyped-def]
    layout = "scheme" if "Scheme" in type_line else "planar"
    left = type_line.partition(" — ")[0].split()
    atomic = parse_atomic({name: [face(name, type_line, text=text, layout=layout,
                                       supertypes=[w for w in left if w == "Ongoing"],
                                       types=[w for w in left if w != "Ongoing"])]})
    return compile_card(atomic[name])


@pytest.mark.parametrize("name", sorted({**PLANES, **SCHEMES}))
def test_card_renders_back_to_its_oracle_text(name: str) -> None:
    """DESIGN 8: each ability rendered back says what the Oracle text says."""
    type_line, text = {**PLANES, **SCHEMES}[name]
    done = _compiled(name, type_line, text)
    assert done.supported, [str(r) for r in done.reasons]
    assert len(done.rendered) == len([p for p in text.split("\n") if not p.startswith("(")])


def test_chaos_and_scheme_events() -> None:
    """310.7: "Whenever you roll {CHAOS}" is event "chaos"; 701.25: "When you set this scheme
    in motion" is "set_in_motion" (313.7: "this scheme" is the scheme itself: "it deals" is
    the scheme dealing the damage); 701.26: "abandon this scheme" is the verb `abandon`."""
    krosa = _compiled("Krosa", *PLANES["Krosa"]).dsl
    assert [t["event"] for t in krosa["triggers"]] == ["chaos"]
    assert krosa["triggers"][0]["effects"] == [{"add_mana": {"mana": "{W}{U}{B}{R}{G}"}}]
    fire = _compiled("Know Naught but Fire", *SCHEMES["Know Naught but Fire"]).dsl
    assert fire["triggers"][0]["event"] == "set_in_motion"
    assert fire["triggers"][0]["text"].startswith("When you set this scheme in motion, it deals")
    soil = _compiled("The Very Soil Shall Shake", *SCHEMES["The Very Soil Shall Shake"]).dsl
    assert soil["triggers"][0]["effects"] == [{"abandon": {}}]
    grove = _compiled("Grove of the Dreampods", "Plane — Fabacin",
                      "When you planeswalk to Grove of the Dreampods or at the beginning of "
                      "your upkeep, reveal cards from the top of your library until you reveal "
                      "a creature card. Put that card onto the battlefield and the rest on the "
                      "bottom of your library in a random order.").dsl
    assert [t["event"] for t in grove["triggers"]] == ["planeswalk_to", "upkeep"]


# (a plane's replacement effects apply since session 18: Stronghold Furnace, The Eon Fog,
# tests/cards/test_replace_s18.py)
@pytest.mark.parametrize(("name", "type_line", "text", "reason"), [
    ("Akoum", "Plane — Zendikar", "Players may cast enchantment spells as though they had "
     "flash.\nWhenever you roll {CHAOS}, destroy target creature that isn't enchanted.", ""),
    ("Stairs to Infinity", "Plane — Xerex", "Players have no maximum hand size.\nWhenever you "
     "roll the planar die, draw a card.\nWhenever you roll {CHAOS}, reveal the top card of "
     "your planar deck. You may put it on the bottom of your planar deck.", ""),
])
def test_what_the_command_zone_does_not_do_is_refused(name: str, type_line: str, text: str,
                                                      reason: str) -> None:
    """Fail closed: a static ability the engine doesn't apply from the command zone refuses
    the card."""
    done = _compiled(name, type_line, text)
    assert not done.supported
    assert reason in " ".join(str(r) for r in done.reasons)


def test_spell_cost_reduction_from_a_plane() -> None:
    """901.7, 601.2f: Feeding Grounds ("Green spells cost {1} less to cast"): Grizzly Bears
    ({1}{G}) is cast with one Forest."""
    s = Scenario(cards=command_cards())
    s.set_planar_deck("A", ["Feeding Grounds"])
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_granted_mana_ability_from_a_plane() -> None:
    """901.7, 613.1f: Llanowar gives all creatures "{T}: Add {G}{G}": Grizzly Bears and a
    Forest pay for Centaur Courser ({2}{G})."""
    s = Scenario(cards=command_cards())
    s.set_planar_deck("A", ["Llanowar"])
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Centaur Courser")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Centaur Courser")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Centaur Courser", 1)
    s.assert_tapped("Grizzly Bears")


def test_cant_block_from_a_plane() -> None:
    """901.7: Tazeem ("Creatures can't block."): B's Hill Giant can't block; A's Grizzly
    Bears deals 2."""
    s = Scenario(cards=command_cards())
    s.set_planar_deck("A", ["Tazeem"])
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Hill Giant", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match="could not block"):
        s.execute()
    s.assert_life("B", 18)
