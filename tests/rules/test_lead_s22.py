"""The lead's session-22 rules tests."""

from __future__ import annotations

from mtg_engine.testing import Scenario, Step, Zone


def _two_salves_two_giants() -> Scenario:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Healing Salve", 2)
    for _ in range(2):
        s.set_mode_choice("B", 2)
        s.cast_spell(1, Step.DECLARE_ATTACKERS, "B", "Healing Salve", targets=["B"])
    s.attack(1, "A", "Hill Giant#1")
    s.attack(1, "A", "Hill Giant#2")
    s.stop_at(1, Step.END_TURN)
    return s


def test_616_1_a_choice_queued_behind_another_offers_only_what_still_applies() -> None:
    """616.1 / 615.7: two Hill Giants deal combat damage to B at once (two damage events), and B
    has two "prevent the next 3 damage" shields, each applicable to each event. B chooses a
    shield for the first event, which uses it up; the second event's choice may offer only the
    shield still left (fuzz seed 21105 crashed offering the used one). Both events are
    prevented: B stays at 20, and no shield is left."""
    s = _two_salves_two_giants()
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Healing Salve", 2)


def test_616_1_a_queued_choice_with_every_shield_used_up_applies_none() -> None:
    """616.1: Craw Wurm (6) and Hill Giant (3) deal combat damage to B at once; B's two
    "prevent the next 3" shields both apply to each event. Whichever event B's shields meet
    first, 6 of the 9 damage is prevented (a 6-damage event uses up both; a 3-damage event one,
    then the other prevents 3 of the 6): B ends at 17, with no shield offered twice. The
    second event waits behind the first while B chooses (a shield it would meet is not used
    up before that choice, 615.7)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Healing Salve", 2)
    for _ in range(2):
        s.set_mode_choice("B", 2)
        s.cast_spell(1, Step.DECLARE_ATTACKERS, "B", "Healing Salve", targets=["B"])
    s.attack(1, "A", "Hill Giant")
    s.attack(1, "A", "Craw Wurm")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)


def test_616_1_a_held_event_survives_a_save() -> None:
    """A held event (615.7: waiting behind another's choice) is saved and loaded as held; an
    ordinary waiting event's saved form is unchanged (no "held" key)."""
    from mtg_engine.rules.replacement import Event, Waiting

    ev = Event("damage", player=1, amount=3)
    held = Waiting((), ev, (), (), held=True)
    assert Waiting.from_json(held.to_json()) == held
    plain = Waiting((), ev, (), ("h1",))
    assert "held" not in plain.to_json() and Waiting.from_json(plain.to_json()) == plain


DEFEAT = """
- name: Test Defeat
  cost: "{R}"
  type: Sorcery
  text: Test Defeat deals 2 damage to target creature or planeswalker. If that permanent was a
    Chandra planeswalker, you may discard a card. If you do, draw a card.
  spell:
    targets: [{kind: permanent, filter: {any_of: [{types: [Creature]}, {types: [Planeswalker]}]}}]
    effects:
    - damage: {amount: 2, to: target}
    - discard: {count: 1, may: true, if: {kind: target_is, name: that permanent was,
        filter: {types: [Planeswalker], subtypes: [Chandra]}}}
    - draw: {count: 1, if: did}
- {name: Test Chandra, cost: "{2}{R}", type: Legendary Planeswalker — Chandra, loyalty: 4}
"""


def _defeat(target: str) -> Scenario:
    from mtg_engine.cards.database import CardDatabase

    db = CardDatabase.builtin()
    db.load_file("test_defeat.yaml", text=DEFEAT)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Test Defeat")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Chandra")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Defeat", targets=[target])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_608_2c_if_you_do_after_an_instruction_skipped_by_its_condition() -> None:
    """608.2c: "If that permanent was a Chandra planeswalker, you may discard a card. If you do,
    draw a card." Aimed at a creature, the discard's condition doesn't hold, so it isn't carried
    out, and "if you do" is false though the damage before it was dealt: A keeps Grizzly Bears
    and draws nothing (hand 1). Aimed at Chandra: A discards the Bears and draws one (hand 1,
    the Bears in the graveyard)."""
    s = _defeat("Hill Giant")
    s.assert_damage("Hill Giant", 2)
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_library_count("A", 20)
    s = _defeat("Test Chandra")
    s.assert_counter_count("B", "Test Chandra", "loyalty", 2)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("A", 1)
    s.assert_library_count("A", 19)
