"""Conditions added in session 10, each with exact figures for the true and the false case,
and the refusal reasons of texts with conditions (oracle/condition_reasons.py)."""

from __future__ import annotations

from typing import Any

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.mtgjson import parse_atomic
from mtg_engine.cards.oracle import compile_card
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import face


def _murder(s: Scenario, target: str) -> None:
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Murder", targets=[target])


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def _reasons(type_line: str, text: str, **kw: Any) -> list[str]:
    got = compile_card(parse_atomic({"Test": [face("Test", type_line, text=text, **kw)]})["Test"])
    assert not got.supported
    return [r.category for r in got.reasons]


# ------------------------------------------------------------------ refusal reasons


@pytest.mark.parametrize(("text", "reason"), [
    # the condition reads (608.2c): the instruction after it is what failed
    ("If you control a Forest, each blocked creature juggles three moons.",
     "spell effect not understood"),
    ("If you control a Forest, you gain life equal to the number of moons in the sky.",
     "a variable amount not understood"),
    # "if able" is a requirement (508.1d), not a condition
    ("Creatures target player controls attack a planeswalker this turn if able.",
     "spell effect not understood"),
    # a condition the grammar doesn't read, first or last
    ("If the moon is full, draw a card.", "a condition (if/unless/as long as) not understood"),
    ("Target creature gets +2/+2 until end of turn if the moon is full.",
     "a condition (if/unless/as long as) not understood"),
])
def test_a_condition_that_reads_is_not_the_reason(text: str, reason: str) -> None:
    assert _reasons("Sorcery", text) == [reason]


def test_614_1_if_would_is_a_replacement_not_a_condition() -> None:
    """614.1: "If ... would ..., ... instead" replaces an event; it is counted apart."""
    # (Krark's Thumb's "If you would flip a coin, ..." is read since session 18: Aven
    # Mindcensor's wording is not)
    assert _reasons("Enchantment", "If an opponent would search a library, that player "
                                   "searches the top four cards of that library instead.") == [
        "a replacement effect (614.1: \"if ... would ...\") not understood"]


# ------------------------------------------------------------------ 103.5a: the Leylines


def _leyline_game(db: CardDatabase, mulligans: bool):  # type: ignore[no-untyped-def]
    from mtg_engine.game import Game

    decks = [["Leyline of Sanctity"] * 10, ["Leyline of Vitality"] * 10]
    return Game.new(decks, seed=1, db=db, mulligans=mulligans)


def _names(g, zone: list[int]) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(g.state.objects[c].card.name for c in zone)


def test_103_5a_leylines_begin_the_game_on_the_battlefield(real_db: CardDatabase) -> None:
    """103.5a: "If ~ is in your opening hand, you may begin the game with it on the
    battlefield." After the mulligans (103.4) the starting player A is asked first, then B
    (103.5). A puts 2 of the Leylines of Sanctity from their hand onto the battlefield; B,
    with seven Leylines of Vitality in hand, puts none. Then turn 1 begins (103.7): A has 2
    Leylines on the battlefield and 5 cards in hand, B none and 7."""
    from mtg_engine.actions import ChoiceDecision, Choose

    _compiled(real_db, "Leyline of Sanctity", "Leyline of Vitality")
    g = _leyline_game(real_db, mulligans=True)
    g.apply(Choose((1,)))  # A keeps
    g.apply(Choose((1,)))  # B keeps
    d = g.pending
    assert isinstance(d, ChoiceDecision) and d.purpose == "opening_hand" and d.player == 0
    leylines = list(d.options)
    assert _names(g, leylines) == ["Leyline of Sanctity"] * 7 and d.min == 0 and d.max == 7
    g.apply(Choose(tuple(leylines[:2])))
    d = g.pending
    assert isinstance(d, ChoiceDecision) and d.purpose == "opening_hand" and d.player == 1
    assert len(d.options) == 7 and d.min == 0
    g.apply(Choose(()))
    assert g.state.turn == 1 and g.pending.kind == "priority"
    assert _names(g, g.state.battlefield) == ["Leyline of Sanctity"] * 2
    assert len(g.state.players[0].hand) == 5 and len(g.state.players[1].hand) == 7
    assert g.state.mull is None


def test_103_5a_without_mulligans_and_saved_while_asked(real_db: CardDatabase) -> None:
    """Without mulligans the opening hands are the first seven cards: B still decides before
    turn 1. The game saved and loaded (and copied) while B is asked plays on the same: B puts
    all 7 Leylines of Vitality onto the battlefield, B's hand is then empty."""
    import json

    from mtg_engine.actions import ChoiceDecision, Choose
    from mtg_engine.game import Game

    g = _leyline_game(real_db, mulligans=False)
    d = g.pending
    assert isinstance(d, ChoiceDecision) and d.purpose == "opening_hand" and d.player == 0
    g.apply(Choose(()))
    d = g.pending
    assert isinstance(d, ChoiceDecision) and d.player == 1
    saved = json.dumps(g.to_json(), sort_keys=True)
    for h in (Game.from_json(json.loads(saved), db=real_db), g.copy(), g):
        h.apply(Choose(tuple(d.options)))
        assert _names(h, h.state.battlefield) == ["Leyline of Vitality"] * 7
        assert len(h.state.players[1].hand) == 0 and h.state.turn == 1


# ------------------------------------------------------------------ 404.1: cards in a graveyard


def test_611_3a_behemoth_land_card_in_graveyard(real_db: CardDatabase) -> None:
    """Murasa Behemoth (5/5): "~ gets +3/+3 as long as there is a land card in your
    graveyard." (611.3a: the condition is checked continuously). No land card: 5/5; a Forest
    in A's graveyard from the start: 8/8; A's own Forest destroyed by Stone Rain during the
    game: 5/5 before, 8/8 after (a card reaching the graveyard changes the P/T at once). A
    land card in B's graveyard doesn't count (404.1: "your graveyard")."""
    _compiled(real_db, "Murasa Behemoth")
    for gy_a, gy_b, pt in ((None, None, 5), ("Forest", None, 8), (None, "Forest", 5)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Murasa Behemoth")
        if gy_a:
            s.add_card(Zone.GRAVEYARD, "A", gy_a)
        if gy_b:
            s.add_card(Zone.GRAVEYARD, "B", gy_b)
        s.stop_at(1, Step.PRECOMBAT_MAIN)
        s.execute()
        s.assert_power_toughness("A", "Murasa Behemoth", pt, pt)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Murasa Behemoth")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Stone Rain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Stone Rain", targets=["Forest"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Forest", 1)
    s.assert_power_toughness("A", "Murasa Behemoth", 8, 8)


def test_603_4_camel_desert_controlled_or_in_graveyard(real_db: CardDatabase) -> None:
    """Wretched Camel: "When ~ dies, if you control a Desert or there is a Desert card in your
    graveyard, target player discards a card." (603.4, an "or" of two conditions.) B has 3
    cards in hand. A Desert on A's battlefield: B discards (2 left); a Desert card in A's
    graveyard: 2; neither (a Desert (Desert of the True) in B's graveyard only): 3."""
    _compiled(real_db, "Wretched Camel")
    for zone, who, left in ((Zone.BATTLEFIELD, "A", 2), (Zone.GRAVEYARD, "A", 2),
                            (Zone.GRAVEYARD, "B", 3)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Wretched Camel")
        s.add_card(zone, who, "Desert of the True")
        s.add_card(Zone.HAND, "B", "Island", 3)
        _murder(s, "Wretched Camel")
        s.set_choice("A", "B")
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_graveyard_count("A", "Wretched Camel", 1)
        s.assert_hand_count("B", left)


def test_702_73a_firebrand_changeling_card_is_a_warrior_card(real_db: CardDatabase) -> None:
    """Vengeful Firebrand: "~ has haste as long as a Warrior card is in your graveyard." A
    changeling card is every creature type in every zone (702.73a, 604.3): Changeling Outcast
    in A's graveyard gives haste; Grizzly Bears (a Bear) doesn't; neither does Ramunap
    Hydra's Desert condition count a changeling card (Desert is a land type, 205.3i): Ramunap
    Hydra (3/3) stays 3/3 beside Changeling Outcast and is 4/4 beside Desert of the True."""
    _compiled(real_db, "Vengeful Firebrand", "Ramunap Hydra")
    for card, haste, hydra in (("Changeling Outcast", True, 3), ("Grizzly Bears", False, 3),
                               ("Desert of the True", False, 4)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Vengeful Firebrand")
        s.add_card(Zone.BATTLEFIELD, "A", "Ramunap Hydra")
        s.add_card(Zone.GRAVEYARD, "A", card)
        s.stop_at(1, Step.PRECOMBAT_MAIN)
        s.execute()
        s.assert_abilities("A", "Vengeful Firebrand", ["haste"], present=haste)
        s.assert_power_toughness("A", "Ramunap Hydra", hydra, hydra)


# ------------------------------------------------------------------ 700.5: devotion


def test_700_5_nylea_is_a_creature_only_with_devotion_five(real_db: CardDatabase) -> None:
    """Nylea, God of the Hunt ({3}{G}, 6/6): "As long as your devotion to green is less than
    five, ~ isn't a creature." (700.5: the {G} symbols among the mana costs of permanents you
    control, Nylea's own included; 205.1a: it is then an enchantment with no creature type.)
    Nylea and three Grizzly Bears ({1}{G}): devotion 4, not a creature; four Bears: 5, a 6/6
    God creature; four Bears of which one is B's: 4 (only A's permanents count). With five,
    a Bear dying (Murder) drops it to 4: Nylea stops being a creature at once."""
    _compiled(real_db, "Nylea, God of the Hunt")
    for mine, theirs, creature in ((3, 0, False), (4, 0, True), (3, 1, False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Nylea, God of the Hunt")
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", mine)
        if theirs:
            s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", theirs)
        s.stop_at(1, Step.PRECOMBAT_MAIN)
        s.execute()
        s.assert_type("Nylea, God of the Hunt", "Creature", present=creature)
        s.assert_type("Nylea, God of the Hunt", "Enchantment")
        s.assert_subtype("Nylea, God of the Hunt", "God", present=creature)
        if creature:
            s.assert_power_toughness("A", "Nylea, God of the Hunt", 6, 6)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nylea, God of the Hunt")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 4)
    _murder(s, "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 3)
    s.assert_type("Nylea, God of the Hunt", "Creature", present=False)


def test_612_2_sleight_of_mind_changes_nyleas_devotion_colour(real_db: CardDatabase) -> None:
    """612.2: "devotion to green" is a colour word of the text; Sleight of Mind changing green
    to blue on Nylea makes it "devotion to blue" (0 here: the mana symbols {G} are not words,
    107.4): with four Grizzly Bears (devotion to green 5) Nylea is a creature before, not
    after."""
    _compiled(real_db, "Nylea, God of the Hunt", "Sleight of Mind")
    for cast, creature in ((False, True), (True, False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Nylea, God of the Hunt")
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 4)
        s.add_card(Zone.BATTLEFIELD, "A", "Island")
        if cast:
            s.add_card(Zone.HAND, "A", "Sleight of Mind")
            s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sleight of Mind",
                         targets=["Nylea, God of the Hunt"])
            s.set_choice("A", "Green")
            s.set_choice("A", "Blue")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_type("Nylea, God of the Hunt", "Creature", present=creature)


# ------------------------------------------------------------------ 614.1c: counters as it enters


def test_614_1c_enters_with_counters_equal_to_a_count(real_db: CardDatabase) -> None:
    """614.1c, 608.2h: "~ enters the battlefield with a number of +1/+1 counters on it equal to
    the number of creature cards in your graveyard." (Rhizome Lurcher, 2/2): three Grizzly
    Bears in A's graveyard and two in B's: 3 counters, a 5/5; none in A's: 0 counters, 2/2.
    "... with X +1/+1 counters on it, where X is the number of other creatures on the
    battlefield." (Stag Beetle, 0/0): one creature of A's and one of B's: 2 counters, 2/2."""
    _compiled(real_db, "Rhizome Lurcher", "Stag Beetle")
    for mine, got in ((3, 3), (0, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
        s.add_card(Zone.HAND, "A", "Rhizome Lurcher")
        if mine:
            s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears", mine)
        s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears", 2)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rhizome Lurcher")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_counter_count("A", "Rhizome Lurcher", "+1/+1", got)
        s.assert_power_toughness("A", "Rhizome Lurcher", 2 + got, 2 + got)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Stag Beetle")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Stag Beetle")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Stag Beetle", "+1/+1", 2)
    s.assert_power_toughness("A", "Stag Beetle", 2, 2)


def test_614_1c_zegana_enters_with_the_greatest_power_among_others(real_db: CardDatabase) -> None:
    """Prime Speaker Zegana (1/1): "~ enters the battlefield with X +1/+1 counters on it, where X
    is the greatest power among other creatures you control." and "When ~ enters, draw cards
    equal to its power.": beside A's Craw Wurm (6/4) and B's bigger Colossal Dreadmaw (6/6
    isn't A's; a 2/2 Grizzly Bears of A's is smaller): 6 counters, a 7/7, A draws 7."""
    _compiled(real_db, "Prime Speaker Zegana")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Colossal Dreadmaw")
    s.add_card(Zone.LIBRARY, "A", "Island", 10)
    s.add_card(Zone.HAND, "A", "Prime Speaker Zegana")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Prime Speaker Zegana")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Prime Speaker Zegana", "+1/+1", 6)
    s.assert_power_toughness("A", "Prime Speaker Zegana", 7, 7)
    s.assert_hand_count("A", 7)


# ------------------------------------------------------------------ 614.1a, 614.5: doubling


def test_614_5_dictate_doubles_every_sources_damage(real_db: CardDatabase) -> None:
    """Dictate of the Twin Gods: "If a source would deal damage to a permanent or player, it
    deals double that damage to that permanent or player instead." A's Shock to B: B at 16
    (20 - 2 x 2); without the Dictate, 18. B's Shock to A with A's Dictate: A at 16 too."""
    _compiled(real_db, "Dictate of the Twin Gods")
    for dictate, life in ((True, 16), (False, 18)):
        s = Scenario(cards=real_db)
        if dictate:
            s.add_card(Zone.BATTLEFIELD, "A", "Dictate of the Twin Gods")
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
        s.add_card(Zone.HAND, "A", "Shock")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
        s.add_card(Zone.HAND, "B", "Shock")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
        s.stop_at(2, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_life("B", life)
        s.assert_life("A", life)


def test_614_1a_embermaw_adds_one_to_another_red_source_of_yours(real_db: CardDatabase) -> None:
    """Embermaw Hellion: "If another red source you control would deal damage to a permanent or
    player, it deals that much damage plus 1 to that permanent or player instead." A's Shock
    (red, A's): 3 to B (17); B's Shock (not A's) to A: 2 (18)."""
    _compiled(real_db, "Embermaw Hellion")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Embermaw Hellion")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 18)


def test_614_5_boon_reflection_doubles_life_gained(real_db: CardDatabase) -> None:
    """Boon Reflection: "If you would gain life, you gain twice that much life instead."
    Angel's Mercy's 7 life: A at 34 (20 + 14), without it 27; B's own gain isn't doubled."""
    _compiled(real_db, "Boon Reflection")
    for boon, life in ((True, 34), (False, 27)):
        s = Scenario(cards=real_db)
        if boon:
            s.add_card(Zone.BATTLEFIELD, "A", "Boon Reflection")
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
        s.add_card(Zone.HAND, "A", "Angel's Mercy")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Angel's Mercy")
        s.add_card(Zone.BATTLEFIELD, "B", "Plains", 4)
        s.add_card(Zone.HAND, "B", "Angel's Mercy")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Angel's Mercy")
        s.stop_at(2, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_life("A", life)
        s.assert_life("B", 27)


# ------------------------------------------------------------------ 614.1a: its own zone change


def test_614_1a_would_die_goes_elsewhere_instead(real_db: CardDatabase) -> None:
    """"If ~ would die, exile it instead." (Gloomshrieker): Murdered, it is in exile, not in
    the graveyard. "If ~ would die, put ~ on top of its owner's library instead." (Gravebane
    Zombie): Murdered, it is the top card of A's library."""
    _compiled(real_db, "Gloomshrieker", "Gravebane Zombie")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gloomshrieker")
    _murder(s, "Gloomshrieker")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Gloomshrieker", 0)
    s.assert_exile_count("Gloomshrieker", 1)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gravebane Zombie")
    _murder(s, "Gravebane Zombie")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Gravebane Zombie", 0)
    s.assert_library_count("A", 1, "Gravebane Zombie")
    lib = s.state.players[0].library
    assert s.state.objects[lib[-1]].card.name == "Gravebane Zombie"  # the top (401.1)


def test_614_1a_progenitus_discarded_is_shuffled_into_the_library(real_db: CardDatabase) -> None:
    """Progenitus: "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it
    into its owner's library instead." B's Mind Rot makes A discard Progenitus and an Island:
    the Island is in A's graveyard, Progenitus in A's library."""
    _compiled(real_db, "Progenitus")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Progenitus")
    s.add_card(Zone.HAND, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Mind Rot")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Mind Rot", targets=["A"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Island", 1)
    s.assert_graveyard_count("A", "Progenitus", 0)
    s.assert_library_count("A", 1, "Progenitus")


# ------------------------------------------------------------------ 614.1a: an entering cost


def test_614_1a_lake_of_the_dead_sacrifices_a_swamp_or_goes_to_the_graveyard(
        real_db: CardDatabase) -> None:
    """Lake of the Dead: "If ~ would enter the battlefield, sacrifice a Swamp instead. If you
    do, put ~ onto the battlefield. If you don't, put it into its owner's graveyard." Played
    with a Swamp: the Swamp is sacrificed (A's graveyard: 1 Swamp), the Lake is on the
    battlefield. Played with only an Island: nothing to sacrifice, the Lake goes to the
    graveyard; the Island stays (and it was A's land play, 305.2)."""
    _compiled(real_db, "Lake of the Dead")
    for land, on_bf in (("Swamp", 1), ("Island", 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", land)
        s.add_card(Zone.HAND, "A", "Lake of the Dead")
        s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Lake of the Dead")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_permanent_count("A", "Lake of the Dead", on_bf)
        s.assert_graveyard_count("A", "Lake of the Dead", 1 - on_bf)
        s.assert_permanent_count("A", land, 1 - on_bf if land == "Swamp" else 1)
        s.assert_graveyard_count("A", "Swamp", on_bf)


def test_614_1a_mox_diamond_may_discard_a_land_card(real_db: CardDatabase) -> None:
    """Mox Diamond: "If ~ would enter the battlefield, you may discard a land card instead. If
    you do, put ~ onto the battlefield. If you don't, put it into its owner's graveyard." With
    a Forest in hand, A discards it: the Mox is on the battlefield, the Forest in the
    graveyard. With no land card in hand (a Grizzly Bears only): the Mox goes to the
    graveyard, the Bears stay in hand."""
    _compiled(real_db, "Mox Diamond")
    for card, mox in (("Forest", 1), ("Grizzly Bears", 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Plains")
        s.add_card(Zone.HAND, "A", "Mox Diamond")
        s.add_card(Zone.HAND, "A", card)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mox Diamond")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_permanent_count("A", "Mox Diamond", mox)
        s.assert_graveyard_count("A", "Mox Diamond", 1 - mox)
        s.assert_graveyard_count("A", card, mox)
        s.assert_hand_count("A", 1 - mox)


# ------------------------------------------------------------------ 202.3: mana values


def test_202_3_five_mana_values_among_cards_in_your_graveyard(real_db: CardDatabase) -> None:
    """Aven Heartstabber (1/1): "As long as there are five or more mana values among cards in
    your graveyard, ~ gets +2/+2 and has deathtouch." A Forest (0), Llanowar Elves (1),
    Grizzly Bears (2), Hill Giant (4) and Serra Angel (5): five mana values, a 3/3 with
    deathtouch; Shivan Dragon (6) instead of Serra Angel but a second Grizzly Bears instead of
    the Forest: 1, 2, 4, 6 are four (two Bears share 2), a 1/1 without deathtouch."""
    _compiled(real_db, "Aven Heartstabber")
    five = ["Forest", "Llanowar Elves", "Grizzly Bears", "Hill Giant", "Serra Angel"]
    four = ["Grizzly Bears", "Llanowar Elves", "Grizzly Bears", "Hill Giant", "Shivan Dragon"]
    for cards, pt, deathtouch in ((five, 3, True), (four, 1, False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Aven Heartstabber")
        for c in cards:
            s.add_card(Zone.GRAVEYARD, "A", c)
        s.stop_at(1, Step.PRECOMBAT_MAIN)
        s.execute()
        s.assert_power_toughness("A", "Aven Heartstabber", pt, pt)
        s.assert_abilities("A", "Aven Heartstabber", ["deathtouch"], present=deathtouch)


def test_611_3a_crew_captain_indestructible_the_turn_it_entered(real_db: CardDatabase) -> None:
    """Crew Captain: "~ has indestructible as long as it entered the battlefield this turn."
    Cast on turn 1 it survives B's Murder that turn; already on the battlefield at the start
    (it didn't enter this turn) it dies to the Murder."""
    _compiled(real_db, "Crew Captain")
    for cast, alive in ((True, 1), (False, 0)):
        s = Scenario(cards=real_db)
        if cast:
            s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
            s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
            s.add_card(Zone.BATTLEFIELD, "A", "Forest")
            s.add_card(Zone.HAND, "A", "Crew Captain")
            s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Crew Captain")
        else:
            s.add_card(Zone.BATTLEFIELD, "A", "Crew Captain")
        s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
        s.add_card(Zone.HAND, "B", "Murder")
        s.cast_spell(1, Step.END_TURN, "B", "Murder", targets=["Crew Captain"])
        s.stop_at(2, Step.UPKEEP)
        s.execute()
        s.assert_permanent_count("A", "Crew Captain", alive)


def test_702_112b_glory_chaser_has_menace_once_renowned(real_db: CardDatabase) -> None:
    """Goblin Glory Chaser (1/1, renown 1): "As long as ~ is renowned, it has menace." Before
    it deals combat damage: no menace; after its unblocked attack (B at 19) it is renowned
    (702.112b): a +1/+1 counter, a 2/2 with menace."""
    _compiled(real_db, "Goblin Glory Chaser")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Glory Chaser")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_abilities("A", "Goblin Glory Chaser", ["menace"], present=False)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Glory Chaser")
    s.attack(1, "A", "Goblin Glory Chaser")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_power_toughness("A", "Goblin Glory Chaser", 2, 2)
    s.assert_abilities("A", "Goblin Glory Chaser", ["menace"])


def test_614_1a_nexus_of_fate_resolved_is_shuffled_into_the_library(real_db: CardDatabase) -> None:
    """Nexus of Fate: "Take an extra turn after this one. If ~ would be put into a graveyard
    from anywhere, reveal ~ and shuffle it into its owner's library instead." Resolved on turn
    1, it goes from the stack into A's library (608.2n, 614.1a), not the graveyard, and A
    takes turn 2 as well (500.7)."""
    _compiled(real_db, "Nexus of Fate")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 7)
    s.add_card(Zone.HAND, "A", "Nexus of Fate")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Nexus of Fate")
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Nexus of Fate", 0)
    s.assert_library_count("A", 1, "Nexus of Fate")
    assert s.state.turn == 2 and s.state.active == 0  # A's extra turn (500.7)
