"""Known deviations from the Oracle text, fixed as the Comprehensive Rules state them (session 7,
`qa`). Each test failed before its fix. Exact figures."""

from __future__ import annotations

import re
from typing import Any

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _library(s: Scenario, player: str, bottom_to_top: list[str]) -> None:
    s.remove_all_from_library(player)
    for name in bottom_to_top:
        s.add_card(Zone.LIBRARY, player, name)


def _library_names(s: Scenario, player: int = 0) -> list[str]:
    """The library, bottom first (index 0 is the bottom, 401.1)."""
    return [s.state.objects[i].card.name for i in s.state.players[player].library]


def _spy_sizes(s: Scenario, purpose: str) -> list[int]:
    """The number of legal actions each time the scenario answers a choice of `purpose`."""
    sizes: list[int] = []
    orig = s._choose

    def spy(d: Any) -> Any:
        if d.purpose == purpose:
            sizes.append(len(s.game.legal_actions()))
        return orig(d)

    s._choose = spy  # type: ignore[method-assign]
    return sizes


# ------------------------------------------------------------------ 401.4


def test_401_4_index_orders_five_cards_one_at_a_time(real_db: CardDatabase) -> None:
    """Index: "Look at the top five cards of your library, then put them back in any order."
    The order is asked one card at a time (5, 4, 3, 2 options, not 120 orders at once); A puts
    Hill Giant on top, then Forest, Grizzly Bears, Mountain (Plains last, unasked)."""
    s = Scenario(cards=real_db)
    _library(s, "A", ["Island", "Mountain", "Forest", "Grizzly Bears", "Hill Giant", "Plains"])
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Index")
    for name in ("Hill Giant", "Forest", "Grizzly Bears", "Mountain"):
        s.set_choice("A", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Index")
    s.stop_at(1, Step.BEGIN_COMBAT)
    sizes = _spy_sizes(s, "order_top")
    s.execute()
    assert sizes == [5, 4, 3, 2]
    assert _library_names(s) == ["Island", "Plains", "Mountain", "Grizzly Bears", "Forest",
                                 "Hill Giant"]


def test_401_4_index_order_survives_a_save_between_two_cards(real_db: CardDatabase) -> None:
    """A game saved while Index asks for its third card loads and asks the same 3 cards."""
    from mtg_engine.actions import ChoiceDecision, Choose
    from mtg_engine.game import Game

    s = Scenario(cards=real_db)
    _library(s, "A", ["Island", "Mountain", "Forest", "Grizzly Bears", "Hill Giant", "Plains"])
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Index")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Index")
    s.stop_at(1, Step.BEGIN_COMBAT)
    seen: list[tuple[int, ...]] = []
    orig = s._choose

    def spy(d: Any) -> Any:
        if d.purpose == "order_top" and len(d.options) == 3:
            g2 = Game.from_json(s.game.to_json(), s.game.state.db)
            assert isinstance(g2.pending, ChoiceDecision)
            seen.append(g2.pending.options)
            g2.apply(Choose((d.options[-1],)))
            seen.append(g2.pending.options)  # type: ignore[union-attr]
        return orig(d)

    s._choose = spy  # type: ignore[method-assign]
    s.execute()
    assert len(seen) == 2 and len(seen[0]) == 3 and seen[1] == seen[0][:2]
    # nothing answered: each time the first option (the order they were in), so unchanged
    assert _library_names(s) == ["Island", "Mountain", "Forest", "Grizzly Bears", "Hill Giant",
                                 "Plains"]


def test_401_4_brainstorm_chooses_the_cards_then_their_order(real_db: CardDatabase) -> None:
    """Brainstorm: A draws Plains, Mountain, Forest, chooses Lightning Bolt and Forest (one
    choice of two cards among 4: 6 combinations, not 12 ordered pairs), then puts Forest on
    top (a second choice, of 2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Brainstorm")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    _library(s, "A", ["Island", "Forest", "Mountain", "Plains"])
    s.set_choice("A", "Lightning Bolt")
    s.set_choice("A", "Forest")
    s.set_choice("A", "Forest")  # the top one
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Brainstorm")
    s.stop_at(1, Step.BEGIN_COMBAT)
    chosen = _spy_sizes(s, "hand_to_top")
    ordered = _spy_sizes(s, "order_top")
    s.execute()
    assert chosen == [6] and ordered == [2]
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Plains")
    s.assert_hand_count("A", 1, "Mountain")
    assert _library_names(s) == ["Island", "Lightning Bolt", "Forest"]


# ------------------------------------------------------------------ the scenario harness


def test_harness_leaves_an_optional_trigger_target_unnamed_unchosen(real_db: CardDatabase) -> None:
    """Inferno Titan enters with one add_target (Grizzly Bears): its second and third targets
    ("one, two, or three targets", 601.2c, 603.3d) are optional and not named, so none is
    chosen (as cast_spell's unnamed optional targets): the Bears take all 3 damage, B and Hill
    Giant none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Inferno Titan")
    s.add_target("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Inferno Titan")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_damage("Hill Giant", 0)
    s.assert_life("B", 20)


def test_harness_still_fills_a_required_trigger_target(real_db: CardDatabase) -> None:
    """A required target that no add_target names gets the first legal option (spec): Man-o'-War
    returns a creature: Grizzly Bears, the first listed."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Man-o'-War")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Man-o'-War")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_hand_count("B", 1, "Grizzly Bears")


# ------------------------------------------------------------------ 608.2g, 601.3


def test_601_3_cascade_cannot_cast_a_spell_its_own_text_forbids_now(
        real_db: CardDatabase) -> None:
    """Bloodbraid Elf cascades into Feast of Blood ("Cast this spell only if you control two or
    more Vampires"): A controls none, so it can't be cast (608.2g casts during resolution still
    follow 601.3); it goes to the bottom with the other exiled cards. The Bears live, A stays
    at 20."""
    s = Scenario(cards=real_db)
    _library(s, "A", ["Island", "Feast of Blood", "Forest"])
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Bloodbraid Elf")
    s.add_target("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bloodbraid Elf")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_life("A", 20)
    s.assert_permanent_count("A", "Bloodbraid Elf", 1)
    assert sorted(_library_names(s)[:2]) == ["Feast of Blood", "Forest"]
    assert _library_names(s)[2:] == ["Island"]


@pytest.mark.parametrize("rule_of_law", [False, True])
def test_101_2_madness_cast_follows_a_cant_cast_static(real_db: CardDatabase,
                                                       rule_of_law: bool) -> None:
    """A casts Faithless Looting and discards Fiery Temper (madness {R}). Under Rule of Law
    ("Each player can't cast more than one spell each turn", 101.2) A can't cast it (608.2g,
    601.3): it goes to the graveyard and B stays at 20; without it, it deals 3 to B."""
    s = Scenario(cards=real_db)
    _library(s, "A", ["Island", "Mountain", "Plains"])
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    if rule_of_law:
        s.add_card(Zone.BATTLEFIELD, "B", "Rule of Law")
    s.add_card(Zone.HAND, "A", "Faithless Looting")
    s.add_card(Zone.HAND, "A", "Fiery Temper")
    s.set_choice("A", "Fiery Temper")
    s.set_choice("A", "Plains")
    s.set_choice("A", "yes")  # pay the madness cost
    s.add_target("A", "B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Faithless Looting")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Fiery Temper", 1)
    s.assert_graveyard_count("A", "Plains", 1)
    s.assert_life("B", 20 if rule_of_law else 17)


# ------------------------------------------------------------------ 603.2c, 608.2c


def _sower(real_db: CardDatabase, spell: str, mana: str) -> Scenario:
    s = Scenario(cards=real_db)
    _library(s, "A", ["Island", "Forest", "Plains"])
    s.add_card(Zone.BATTLEFIELD, "A", mana)
    s.add_card(Zone.BATTLEFIELD, "A", "Turntimber Sower")
    s.add_card(Zone.HAND, "A", spell)
    s.add_card(Zone.HAND, "A", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell, targets=["A"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_603_2c_two_instructions_are_two_events(real_db: CardDatabase) -> None:
    """Horrifying Revelation: "Target player discards a card, then mills a card." A discards
    Mountain, then mills Plains: two events (608.2c), so Turntimber Sower's "Whenever one or
    more land cards are put into your graveyard" triggers twice: 2 Plants."""
    s = _sower(real_db, "Horrifying Revelation", "Swamp")
    s.execute()
    s.assert_graveyard_count("A", "Mountain", 1)
    s.assert_graveyard_count("A", "Plains", 1)
    s.assert_permanent_count("A", "Plant Token", 2)


def test_603_2c_one_instruction_is_one_event(real_db: CardDatabase) -> None:
    """Thought Scour: A mills Plains and Forest at once: one event, one Plant (and the draw
    after it triggers nothing)."""
    s = _sower(real_db, "Thought Scour", "Island")
    s.execute()
    s.assert_graveyard_count("A", "Plains", 1)
    s.assert_graveyard_count("A", "Forest", 1)
    s.assert_permanent_count("A", "Plant Token", 1)


def test_603_10a_two_targets_of_one_instruction_die_in_one_event(real_db: CardDatabase) -> None:
    """Reckless Spite destroys B's two Selhoff Occultists ("Whenever Selhoff Occultist or
    another creature dies, target player mills a card"): one instruction, one event (the DSL
    says it as one destroy per target), so each Occultist sees both die (603.10a): 4 triggers,
    4 cards milled in all (3 if each target were its own event)."""
    from mtg_engine.rules.instruction_events import same_instruction

    spite = real_db.get("Reckless Spite").spell
    assert spite is not None
    e = spite.effects
    assert same_instruction(e[0], e[1]) and not same_instruction(e[1], e[2])
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Selhoff Occultist", 2)
    s.add_card(Zone.HAND, "A", "Reckless Spite")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Reckless Spite",
                 targets=["Selhoff Occultist#1", "Selhoff Occultist#2"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Selhoff Occultist", 2)
    s.assert_life("A", 15)
    assert sum(len(p.library) for p in s.state.players) == 40 - 4


# ------------------------------------------------------------------ 404.1


_GRAVEYARD_ORDER = re.compile(
    r"\b(top|bottom)( \w+)* cards? of [^.,]*graveyards?\b|\bgraveyard order\b", re.I)


def _reads_graveyard_order(text: str) -> bool:
    text = re.sub(r"\([^()]*\)", "", text)  # (reminder text)
    return bool(_GRAVEYARD_ORDER.search(text)) or (
        "graveyard" in text and re.search(r"\b(above|below)\b", text) is not None)


def test_404_1_no_supported_card_reads_the_order_of_a_graveyard(real_db: CardDatabase) -> None:
    """404.1: a graveyard's order matters to a card that reads it ("the top card of your
    graveyard", "above it in your graveyard"); the owner orders cards put there at once
    (surveil, mill, a destroy-all). The engine doesn't ask that order: no supported card reads
    it (reminder text aside): the 29 printed cards this finds (Ashen Ghoul, Krovikan Horror,
    Volrath's Shapeshifter, a few that only look at a library) are all refused."""
    readers, supported = [], []
    for a in real_db.atomic_cards():
        text = " ".join(f.text or "" for f in a.faces) if len(a.faces) > 1 else a.front.text or ""
        if _reads_graveyard_order(text):
            readers.append(a.name)
            if real_db.compiled(a.name).supported or real_db.is_builtin(a.name):
                supported.append(a.name)
    assert "Ashen Ghoul" in readers and "Krovikan Horror" in readers
    assert supported == []


def test_401_4_sage_owl_orders_from_a_triggered_ability(real_db: CardDatabase) -> None:
    """Sage Owl's "look at the top four cards of your library, then put them back in any
    order" from its enters trigger: 4, 3, 2 options; A puts Forest, then Hill Giant on top."""
    s = Scenario(cards=real_db)
    _library(s, "A", ["Island", "Mountain", "Forest", "Grizzly Bears", "Hill Giant"])
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Sage Owl")
    s.set_choice("A", "Forest")
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sage Owl")
    s.stop_at(1, Step.BEGIN_COMBAT)
    sizes = _spy_sizes(s, "order_top")
    s.execute()
    assert sizes == [4, 3, 2]
    assert _library_names(s) == ["Island", "Mountain", "Grizzly Bears", "Hill Giant", "Forest"]
