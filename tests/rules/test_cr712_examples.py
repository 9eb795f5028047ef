"""The examples of 712.5 (only permanents represented by transforming double-faced cards can
transform) not in tests/rules/test_faces.py: a Clone copying a back face, and a transforming
double-faced permanent that is a copy of another creature."""

from __future__ import annotations

from mtg_engine.rules.copy import add_copy_effect
from mtg_engine.rules.faces import transform
from mtg_engine.rules.layers import characteristics
from mtg_engine.testing import Scenario, Step, Zone
from tests.rules.cr_cards import card_db

M = Step.PRECOMBAT_MAIN
CARDS = card_db({"Elite Vanguard": ("{W}", "Creature — Human Soldier", "", ("2", "1"))})


def _named(s: Scenario, name: str) -> list[int]:
    st = s.state
    return [o for o in st.battlefield if characteristics(st, o).name == name]


def test_example_712_5_a_clone_of_a_back_face_cant_transform() -> None:
    """712.5: a Clone enters as a copy of Sinuous Predator (Kessig Prowler's back face, as
    Wildblood Pack in the example): it is a 4/4 Sinuous Predator, but not a transforming
    double-faced card, so it can't transform (701.28c); the real one can."""
    s = Scenario(cards=CARDS)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Kessig Prowler")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 4)
    s.add_card(Zone.HAND, "B", "Clone")
    s.activate_ability(1, M, "A", "{4}{G}: Transform")
    s.set_choice("B", "Sinuous Predator")
    s.cast_spell(2, M, "B", "Clone")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    st = s.game.state.copy()
    clone = next(o for o in _named(s, "Sinuous Predator") if st.objects[o].controller == 1)
    real = next(o for o in _named(s, "Sinuous Predator") if st.objects[o].controller == 0)
    assert (characteristics(st, clone).power, characteristics(st, clone).toughness) == (4, 4)
    assert transform(st, clone) is False
    assert characteristics(st, clone).name == "Sinuous Predator"
    assert transform(st, real) is True
    assert characteristics(st, real).name == "Kessig Prowler"


def test_example_712_5_a_copy_that_is_a_double_faced_card_transforms() -> None:
    """712.5 (the Cytoshape example): Kessig Prowler becomes a copy of Elite Vanguard until
    end of turn; told to transform, it does (it is a transforming double-faced card): its
    back face is up, but it is still a copy of Elite Vanguard that turn (613.2a: layer 1);
    at the cleanup step the copy effect ends and it is Sinuous Predator."""
    s = Scenario(cards=CARDS)
    s.add_card(Zone.BATTLEFIELD, "A", "Kessig Prowler")
    s.add_card(Zone.BATTLEFIELD, "A", "Elite Vanguard")
    s.stop_at(1, M)
    s.execute()
    st = s.game.state
    prowler = _named(s, "Kessig Prowler")[0]
    add_copy_effect(st, prowler, _named(s, "Elite Vanguard")[0], prowler, until="end_of_turn")
    assert characteristics(st, prowler).name == "Elite Vanguard"
    assert transform(st, prowler) is True
    assert st.objects[prowler].card.name == "Sinuous Predator"
    ch = characteristics(st, prowler)
    assert (ch.name, ch.power, ch.toughness) == ("Elite Vanguard", 2, 1)
    st.effects = tuple(e for e in st.effects if e.until != "end_of_turn")  # 514.2
    st.characteristics_changed()
    ch = characteristics(st, prowler)
    assert (ch.name, ch.power, ch.toughness) == ("Sinuous Predator", 4, 4)
