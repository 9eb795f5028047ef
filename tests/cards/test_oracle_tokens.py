"""Tokens (111) in the Oracle compiler (cards/oracle/tokens.py): tokens created with a
quoted ability (111.1, 113.2), played by scenario tests with exact figures."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.lower import lower_text
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def test_111_1_token_with_a_quoted_triggered_ability(real_db: CardDatabase) -> None:
    """Beledros Witherbloom makes a Pest at the beginning of the upkeep, "with 'When this
    creature dies, you gain 1 life.'": the Pest dies to a Shock, its controller gains 1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Beledros Witherbloom")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Pest Token"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Pest Token", 0)
    s.assert_life("A", 21)
    s.assert_life("B", 20)


def test_111_1_it_has_sentence_gives_the_token_its_ability(real_db: CardDatabase) -> None:
    """Blisterpod dies: "create a 1/1 colorless Eldrazi Scion creature token. It has
    'Sacrifice this creature: Add {C}.'" The Scion's mana pays for Sol Ring ({1}) with no
    land: the Scion is sacrificed, Sol Ring enters."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Blisterpod")
    s.add_card(Zone.HAND, "A", "Sol Ring")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Blisterpod"])
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_permanent_count("A", "Eldrazi Scion Token", 1))
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Sacrifice this creature",
                       source="Eldrazi Scion Token")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Sol Ring")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Sol Ring", 1)
    s.assert_permanent_count("A", "Eldrazi Scion Token", 0)
    s.assert_graveyard_count("A", "Blisterpod", 1)


def test_111_1_they_have_and_the_token_definition() -> None:
    """"They have" follows several tokens, "It has" one; the ability is read as a card's own
    with "this creature" its source, and the token's identity includes it (111.3)."""
    from mtg_engine.cards.oracle.effects import _TOKEN_SINK

    sink: list[dict[str, object]] = []
    tok = _TOKEN_SINK.set(sink)
    try:
        got = lower_text('Create two 1/1 red Devil creature tokens. They have "When this '
                         'creature dies, it deals 1 damage to any target."', allow_x=False,
                         on_permanent=False)
        assert lower_text('Create two 1/1 red Devil creature tokens. It has "When this '
                          'creature dies, it deals 1 damage to any target."', allow_x=False,
                          on_permanent=False) is None
        assert lower_text('Draw a card. It has "Sacrifice this creature: Add {C}."',
                          allow_x=False, on_permanent=False) is None
    finally:
        _TOKEN_SINK.reset(tok)
    assert got is not None
    key = 'Devil Token (1/1 R Creature — Devil; "When this creature dies, it deals 1 damage ' \
        'to any target.")'
    assert got == ([{"create_token": {"token": key, "count": 2}}], [])
    assert sink[0]["triggers"] == [{
        "event": "dies", "text": "When this creature dies, it deals 1 damage to any target.",
        "effects": [{"damage": {"amount": 1, "to": "target"}}], "targets": [{"kind": "any"}]}]


def test_111_3_a_token_with_an_ability_is_found_by_its_key_before_its_card(
        shared_atomic: Path) -> None:
    """A saved game may name a token before any card that makes it is compiled: the data's
    index reads "with "..."" and "It has "..."" too, so the key finds its one definition."""
    db = CardDatabase.load(shared_atomic)
    key = 'Eldrazi Scion Token (1/1 colorless Creature — Eldrazi Scion; "Sacrifice this ' \
        'creature: Add {C}.")'
    tok = db.token(key)
    assert (tok.power, tok.toughness, tok.is_token) == (1, 1, True)
    assert [a.text for a in tok.abilities] == ["Sacrifice this creature: Add {C}."]


def test_111_1_token_with_a_quoted_combat_ability_cant_block(real_db: CardDatabase) -> None:
    """Satyr's Cunning: "a 1/1 red Satyr creature token with 'This creature can't block.'"
    (509.1a: a creature that can't block isn't declared as a blocker); Grizzly Bears' 2
    damage goes through."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Satyr's Cunning")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Satyr's Cunning")
    s.attack(2, "B", "Grizzly Bears")
    s.block(2, "A", "Satyr Token", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    with pytest.raises(ScenarioError, match="A could not block Grizzly Bears with Satyr Token"):
        s.execute()
    s.assert_life("A", 18)
    s.assert_permanent_count("A", "Satyr Token", 1)


def test_508_4_tokens_enter_tapped_and_attacking(real_db: CardDatabase) -> None:
    """Kessig Cagebreakers (3/2) attacks with two creature cards in A's graveyard: two 2/2
    Wolves enter tapped and attacking (508.4) what it attacks: B takes 3 + 2 + 2 = 7."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kessig Cagebreakers")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.attack(1, "A", "Kessig Cagebreakers")
    s.check(1, Step.DECLARE_BLOCKERS, lambda sc: sc.assert_tapped("Wolf Token", True))
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Wolf Token", 2)
    s.assert_life("B", 13)



CHARGE = """
- name: Test Sudden Charge
  type: Sorcery
  cost: "{W}"
  text: Create a 1/1 white Soldier creature token that's tapped and attacking.
  spell:
    effects: [{create_token: {token: Soldier Token, tapped_and_attacking: true}}]
- name: Soldier Token
  type: Creature — Soldier
  colors: [W]
  power: 1
  toughness: 1
"""


def test_506_3_a_token_put_onto_the_battlefield_attacking_outside_combat() -> None:
    """Outside combat the token enters (tapped, as the effect says) but is never an attacking
    creature (506.3, 508.4): no combat damage to B."""
    db = CardDatabase.builtin()
    db.load_file("charge.yaml", text=CHARGE)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Test Sudden Charge")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Sudden Charge")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_tapped("Soldier Token", True))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 1)
    s.assert_life("B", 20)
