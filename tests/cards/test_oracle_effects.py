"""Effects compiled by the Oracle grammar (grammar.lark -> IR -> DSL), played from real cards
of the shared MTGJSON file (skipped without it): exact figures, and the rule each shows."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.lower import lower_text
from mtg_engine.testing import Scenario, Step, Zone


def _lower(text: str, on_permanent: bool = True) -> object:
    return lower_text(text, allow_x=False, on_permanent=on_permanent)


# ------------------------------------------------------------------ counters (122)


def test_122_1_counters_of_any_plain_kind_are_read() -> None:
    assert _lower("Put a spore counter on ~.") == (
        [{"put_counters": {"kind": "spore", "what": "self", "count": 1}}], [])
    # 122.1a-c: counters with a rules meaning the engine lacks stay refused
    assert _lower("Put a flying counter on target creature.") is None
    assert _lower("Put a +1/+0 counter on target creature.") is None
    assert _lower("Put a shield counter on target creature.") is None


def test_122_1_thallid_grows_spore_counters_and_spends_them(real_db: CardDatabase) -> None:
    """Thallid: a spore counter each upkeep of its controller (503.1, 122.1); removing three
    is the cost (602.1, 118.3) of a Saproling token (111.1)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thallid")
    s.activate_ability(5, Step.PRECOMBAT_MAIN, "A", "Remove three spore counters")
    s.check(5, Step.DRAW, lambda sc: sc.assert_counter_count("A", "Thallid", "spore", 3))
    s.stop_at(5, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Thallid", "spore", 0)
    s.assert_permanent_count("A", "Saproling Token", 1)
    s.assert_power_toughness("A", "Saproling Token", 1, 1)


def test_122_1_coretapper_puts_charge_counters_on_a_target_artifact(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Coretapper")
    s.add_card(Zone.BATTLEFIELD, "A", "Coretapper")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Put a charge", source="Coretapper",
                       targets=["Coretapper#2"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice", source="Coretapper#1",
                       targets=["Coretapper#2"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Coretapper", "charge", 3)
    s.assert_graveyard_count("A", "Coretapper", 1)


# ------------------------------------------------------------------ tokens (111)


def test_111_token_phrases_compose_with_other_instructions() -> None:
    from mtg_engine.cards.oracle.effects import _TOKEN_SINK

    sink: list[dict[str, object]] = []
    reset = _TOKEN_SINK.set(sink)
    try:
        got = lower_text("Draw two cards and create three tapped 1/1 white and black Spirit "
                         "creature tokens with flying.", allow_x=False, on_permanent=False)
    finally:
        _TOKEN_SINK.reset(reset)
    assert got == ([{"draw": {"count": 2}},
                    {"create_token": {"token": "Spirit Token", "count": 3, "tapped": True}}], [])
    assert sink == [{"name": "Spirit Token", "colors": ["W", "B"], "type": "Creature — Spirit",
                     "power": 1, "toughness": 1, "keywords": ["flying"]}]
    # 205.3m: a creature type is capitalised as printed; a lower-case word is not one
    assert _lower("Create a 1/1 white soldier creature token.") is None


def test_111_10c_gild_exiles_and_makes_a_gold_token(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Gild")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gild", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_permanent_count("A", "Gold Token", 1)
    s.assert_type("Gold Token", "Artifact")
    s.assert_subtype("Gold Token", "Gold")
    s.assert_color("Gold Token", [])


def test_111_1_tokens_created_tapped_enter_tapped() -> None:
    db = CardDatabase.builtin()
    db.load_file("t.yaml", text="""
- name: Test Muster
  cost: "{W}"
  type: Sorcery
  text: Create two tapped 1/1 white Soldier creature tokens.
  spell:
    effects: [{create_token: {token: Soldier Token, count: 2, tapped: true}}]
""")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Test Muster")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Muster")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 2)
    assert all(o.tapped for o in s.game.state.objects.values() if o.card.name == "Soldier Token")
