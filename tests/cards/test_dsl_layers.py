"""The card DSL's continuous effects (613) are validated on load: a mistake is a CardFileError
naming the card and the field."""

from __future__ import annotations

import pytest

from mtg_engine.cards.dsl import CardFileError, LayerEffect
from mtg_engine.cards.dsl_cards import parse_card


def _card(statics: list | None = None, spell: dict | None = None, type_: str = "Enchantment") -> dict:
    d: dict = {"name": "Test", "type": type_, "cost": "{1}"}
    if statics is not None:
        d["statics"] = statics
    if spell is not None:
        d["spell"] = spell
    return d


def test_a_continuous_static_parses_into_its_layers() -> None:
    c = parse_card(_card([{"continuous": {"filter": {"types": ["Creature"]},
                                          "lose_all_abilities": True, "set_power": 1,
                                          "set_toughness": 1}}]))
    st = c.statics[0]
    assert st.effect == LayerEffect(lose_all_abilities=True, set_power=1, set_toughness=1)
    assert st.effect.layers() == ("6", "7b")


@pytest.mark.parametrize("static, field", [
    ({"continuous": {"filter": {"types": ["Creature"]}}}, "changes nothing"),
    ({"continuous": {"add_keywords": ["flyng"]}}, "unknown keyword"),
    ({"continuous": {"add_types": ["Creatur"]}}, "add_types"),
    ({"continuous": {"set_power": "big"}}, "set_power"),
    ({"continuous": {"control": True, "zone": "hand"}}, "zone"),
    ({"continuous": {"cda": True, "all_creature_types": True}}, "604.3"),
    ({"continuous": {"control": True, "colour": "red"}}, "unknown key"),
    ({"as_enters_choose": {"choice": "color"}}, "choice"),
])
def test_a_bad_continuous_effect_is_refused_with_its_field(static: dict, field: str) -> None:
    with pytest.raises(CardFileError, match=field):
        parse_card(_card([static]))


def test_a_continuous_verb_needs_a_known_duration() -> None:
    spell = {"targets": [{"kind": "creature"}],
             "effects": [{"continuous": {"what": "target", "switch": True, "until": "forever"}}]}
    with pytest.raises(CardFileError, match="until"):
        parse_card(_card(spell=spell, type_="Instant"))


def test_the_continuous_verb_renders_back_to_its_fields() -> None:
    spell = {"targets": [{"kind": "creature"}],
             "effects": [{"continuous": {"what": "target", "control": True}}]}
    c = parse_card(_card(spell=spell, type_="Sorcery"))
    assert c.spell is not None
    assert c.spell.effects[0].to_dict() == {"continuous": {"what": "target",
                                                           "until": "end_of_turn",
                                                           "control": True}}
