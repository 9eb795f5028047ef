"""Spell, activated and triggered effects compiled from real cards' Oracle text and played
(session 6, `effects`): divided damage (601.2d), Equipment attaching as it enters (701.3a),
a revealed hand's card exiled (701.16a, 406.3), library searches (701.23), the top cards
revealed and sorted (701.16a). Exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.lower import lower_text
from mtg_engine.testing import Scenario, Step, Zone


def test_601_2d_forked_bolt_two_damage_to_one_target(real_db: CardDatabase) -> None:
    """One target chosen: it gets all 2 damage (601.2d)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Forked Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Forked Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 20)


def test_601_2d_electrolyze_divides_two_damage_between_two_targets(
        real_db: CardDatabase) -> None:
    """Two targets: 1 damage each (601.2d); then A draws a card."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Electrolyze")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Electrolyze", targets=["Hill Giant", "B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_damage("Hill Giant", 1)
    s.assert_life("B", 19)
    s.assert_hand_count("A", 1)


def test_601_2d_divided_damage_read() -> None:
    """A fixed amount among one or two / one, two, or three / any number of targets (one
    word "target", 115.3); an X among any number of targets: up to X targets, X announced
    first (601.2b-d, session 12: each gets at least 1, so at most X of them)."""
    from mtg_engine.cards.oracle.effects import Ctx, compile_effects

    ctx = Ctx(on_permanent=False)
    got = compile_effects(ctx, "~ deals 3 damage divided as you choose among one, two, or "
                          "three targets.")
    assert got == [{"damage": {"amount": 3, "to": "target", "divided": True, "among": 3}}]
    assert ctx.targets == [{"kind": "any", "word": 1}, {"kind": "any", "word": 1,
                                                       "optional": True},
                           {"kind": "any", "word": 1, "optional": True}]
    ctx = Ctx(on_permanent=False, allow_x=True)
    assert compile_effects(ctx, "~ deals X damage divided as you choose among any number of "
                           "targets.") == [{"damage": {"amount": "X", "to": "target",
                                                       "divided": True}}]
    assert ctx.targets == [{"kind": "any", "per_x": True, "optional": True}]
    assert lower_text("~ deals 2 damage to any target.", allow_x=False, on_permanent=False)


def test_701_3a_dueling_rapier_attaches_itself_as_it_enters(real_db: CardDatabase) -> None:
    """"When ~ enters the battlefield, attach it to target creature you control": the
    Equipment itself (701.3a); Grizzly Bears 2/2 becomes 4/2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Dueling Rapier")
    s.add_target("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dueling Rapier")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_attached("Dueling Rapier", "Grizzly Bears")
    s.assert_power_toughness("A", "Grizzly Bears", 4, 2)


def test_406_3_castigate_exiles_the_chosen_card_from_the_hand(real_db: CardDatabase) -> None:
    """"Target opponent reveals their hand. You choose a nonland card from it and exile that
    card." (701.16a): the card goes to exile, not the graveyard (406.3; not a discard)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Castigate")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Mountain")
    s.set_choice("A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Castigate", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Lightning Bolt", 1)
    s.assert_graveyard_count("B", None, 0)
    s.assert_hand_count("B", 1, "Mountain")


def test_610_3_brain_maggot_card_returns_to_the_hand_when_it_leaves(
        real_db: CardDatabase) -> None:
    """"Exile that card until ~ leaves the battlefield": Brain Maggot (1/1) exiles B's
    Lightning Bolt; B's Shock kills the Maggot and the Bolt returns to B's hand, its previous
    zone (610.3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "A", "Brain Maggot")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Shock")
    s.add_target("A", "B")
    s.set_choice("A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Brain Maggot")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=["Brain Maggot"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Brain Maggot", 1)
    s.assert_exile_count("Lightning Bolt", 0)
    s.assert_hand_count("B", 1, "Lightning Bolt")


def test_610_3_brain_maggot_exiles_until_it_leaves(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Brain Maggot")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Mountain")
    s.add_target("A", "B")
    s.set_choice("A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Brain Maggot")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Lightning Bolt", 1)
    s.assert_hand_count("B", 1, "Mountain")


def test_607_2a_journey_to_nowhere_returns_the_exiled_card(real_db: CardDatabase) -> None:
    """Journey to Nowhere exiles B's Grizzly Bears; B's Disenchant destroys it, and its
    leaves ability returns the Bears under its owner's control (607.2a, 110.2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Journey to Nowhere")
    s.add_card(Zone.HAND, "B", "Disenchant")
    s.add_target("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Journey to Nowhere")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s2 = Scenario(cards=real_db)
    s2.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s2.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s2.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s2.add_card(Zone.HAND, "A", "Journey to Nowhere")
    s2.add_card(Zone.HAND, "B", "Disenchant")
    s2.add_target("A", "Grizzly Bears")
    s2.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Journey to Nowhere")
    s2.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Disenchant", targets=["Journey to Nowhere"])
    s2.stop_at(1, Step.END_TURN)
    s2.execute()
    s2.assert_graveyard_count("A", "Journey to Nowhere", 1)
    s2.assert_exile_count("Grizzly Bears", 0)
    s2.assert_permanent_count("B", "Grizzly Bears", 1)


def test_607_2a_fiend_hunter_gone_before_its_ability_resolves(real_db: CardDatabase) -> None:
    """B kills Fiend Hunter (1/3) in response to its enters ability: the leaves ability
    resolves first and finds nothing exiled; then the Bears is exiled for good (607.2a: the
    return is a triggered ability, not "until", 610.3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Fiend Hunter")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_target("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fiend Hunter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Fiend Hunter"],
                 responding_to="Fiend Hunter")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Fiend Hunter", 1)
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 0)


def test_607_2a_tidehollow_sculler_returns_the_card_to_the_hand(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "A", "Tidehollow Sculler")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Shock")
    s.add_target("A", "B")
    s.set_choice("A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Tidehollow Sculler")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=["Tidehollow Sculler"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Tidehollow Sculler", 1)
    s.assert_exile_count("Lightning Bolt", 0)
    s.assert_hand_count("B", 1, "Lightning Bolt")


def test_701_23_path_to_exile_its_controller_searches(real_db: CardDatabase) -> None:
    """Path to Exile: B's Grizzly Bears is exiled; B (its controller as it last existed,
    608.2h) chooses to search and puts a basic land onto the battlefield tapped, under B's
    control; B's library is shuffled (1 card left of 3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Path to Exile")
    s.remove_all_from_library("B")
    for name in ("Grizzly Bears", "Forest", "Hill Giant"):
        s.add_card(Zone.LIBRARY, "B", name)
    s.set_choice("B", "yes")
    s.set_choice("B", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Path to Exile", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_permanent_count("B", "Forest", 1)
    s.assert_tapped("Forest")
    s.assert_library_count("B", 2)
    s.assert_permanent_count("A", "Forest", 0)


def test_701_23_path_to_exile_declined_search_moves_nothing(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Path to Exile")
    s.remove_all_from_library("B")
    for name in ("Grizzly Bears", "Forest", "Hill Giant"):
        s.add_card(Zone.LIBRARY, "B", name)
    s.set_choice("B", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Path to Exile", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_permanent_count("B", "Forest", 0)
    s.assert_library_count("B", 3)
    names = [s.state.objects[i].card.name for i in s.state.players[1].library]
    assert names == ["Grizzly Bears", "Forest", "Hill Giant"]  # not shuffled (701.23)


def test_701_23_avarax_searches_for_a_card_named_avarax(real_db: CardDatabase) -> None:
    """"Search your library for a card named ~": the card's name (201.2); Hill Giant is not
    offered, the second Avarax goes to A's hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Avarax")
    s.remove_all_from_library("A")
    for name in ("Hill Giant", "Avarax", "Mountain"):
        s.add_card(Zone.LIBRARY, "A", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Avarax")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Avarax", 1)
    s.assert_hand_count("A", 1, "Avarax")
    s.assert_library_count("A", 2)
    s.assert_library_count("A", 0, "Avarax")


def test_701_23_search_filters_read() -> None:
    from mtg_engine.cards.oracle.search import card_filter

    assert card_filter("Aura or Equipment card", plural=False) == {
        "subtypes": ["Aura", "Equipment"]}
    assert card_filter("legendary creature card", plural=False) == {
        "supertypes": ["Legendary"], "types": ["Creature"]}
    assert card_filter("basic Forest, Plains, or Island card", plural=False) == {
        "supertypes": ["Basic"], "subtypes": ["Forest", "Plains", "Island"]}
    assert card_filter("Dragon creature card", plural=False) == {
        "subtypes": ["Dragon"], "types": ["Creature"]}
    assert card_filter("artifact card with mana value 3 or less", plural=False) == {
        "types": ["Artifact"], "mana_value_le": 3}
    assert card_filter("Aura or creature card", plural=False) is None  # not one filter
    assert card_filter("card with mana value 3", plural=False) == {  # exactly 3 (202.3)
        "mana_value_le": 3, "mana_value_ge": 3}
    assert card_filter("Plains cards", plural=False) is None


def _library(s: Scenario, player: str, bottom_to_top: list[str]) -> None:
    s.remove_all_from_library(player)
    for name in bottom_to_top:
        s.add_card(Zone.LIBRARY, player, name)


def test_701_16a_mulch_takes_every_land_revealed(real_db: CardDatabase) -> None:
    """Mulch: the top four are revealed; both lands go to the hand with no choice, the other
    two into the graveyard; the fifth card stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Mulch")
    _library(s, "A", ["Hill Giant", "Forest", "Grizzly Bears", "Island", "Llanowar Elves"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mulch")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Forest")
    s.assert_hand_count("A", 1, "Island")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Llanowar Elves", 1)
    s.assert_library_count("A", 1, "Hill Giant")


def test_701_16a_goblin_ringleader_takes_the_goblins(real_db: CardDatabase) -> None:
    """Goblin Ringleader: of the top four, the two Goblin cards go to the hand and the other
    two to the bottom of the library (below Hill Giant)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Goblin Ringleader")
    _library(s, "A", ["Hill Giant", "Raging Goblin", "Mountain", "Goblin Piker",
                      "Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Goblin Ringleader")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Raging Goblin")
    s.assert_hand_count("A", 1, "Goblin Piker")
    lib = [s.state.objects[i].card.name for i in s.state.players[0].library]
    assert lib[-1] == "Hill Giant" and sorted(lib[:2]) == ["Grizzly Bears", "Mountain"]


def _compile(name: str, type_line: str, **kw: object):  # type: ignore[no-untyped-def]
    from mtg_engine.cards.mtgjson import parse_atomic
    from mtg_engine.cards.oracle import compile_card

    from .conftest import face

    return compile_card(parse_atomic({name: [face(name, type_line, **kw)]})[name])


def test_607_2a_return_the_exiled_card_only_from_a_leaves_ability() -> None:
    """"Return the exiled card" is read only as the leaves ability linked to the card's one
    exiling ability (607.2a); elsewhere (a delayed trigger of an activated ability) it is
    refused, not played as returning nothing."""
    got = _compile("Staff", "Artifact", cost="{1}", text=(
        "{2}, Sacrifice Staff: Exile target creature. Return the exiled card to the "
        "battlefield under its owner's control at the beginning of the next end step."))
    assert not got.supported
    assert "607.2a" in got.reasons[0].category
    got = _compile("Ring", "Enchantment", cost="{2}{W}", text=(
        "When Ring enters the battlefield, exile another target nonland permanent.\n"
        "When Ring leaves the battlefield, return the exiled card to the battlefield under "
        "its owner's control."))
    assert got.supported
    assert got.dsl["triggers"][0]["effects"] == [{"exile": {"what": "target", "linked": True}}]


def test_303_4f_a_search_may_put_an_aura_onto_the_battlefield() -> None:
    """An Aura put onto the battlefield by a search enchants what its controller chooses as
    it enters (303.4f, effects/library.py with aura_entry.py): such a search is read; a
    search for several with different names, which doesn't ask, stays refused."""
    from mtg_engine.cards.oracle.effects import Ctx
    from mtg_engine.cards.oracle.search import lower_sentence

    ctx = Ctx()
    assert lower_sentence(ctx, "Search your library for an Aura card, put it onto the "
                          "battlefield") == [{"search_library": {
                              "filter": {"subtypes": ["Aura"]}, "to": "battlefield",
                              "count": 1}}]
    assert lower_sentence(ctx, "Search your library for up to two Aura cards with different "
                          "names, put them onto the battlefield") is None
    assert lower_sentence(ctx, "Search your library for a Plains or Island card, put it onto "
                          "the battlefield tapped") == [{"search_library": {
                              "filter": {"subtypes": ["Plains", "Island"]},
                              "to": "battlefield", "count": 1, "tapped": True}}]


def _lib_names(s: Scenario, player: int = 0) -> list[str]:
    """The library from the top down."""
    return [s.state.objects[i].card.name for i in reversed(s.state.players[player].library)]


def test_401_4_ponder_puts_the_top_three_back_in_the_chosen_order(
        real_db: CardDatabase) -> None:
    """Ponder: A orders the top three Forest, Plains, Mountain (Forest on top), doesn't
    shuffle, and draws the Forest."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Ponder")
    _library(s, "A", ["Island", "Forest", "Mountain", "Plains"])  # Plains on top
    for answer in ("Forest", "Plains", "no"):  # (the last card is placed without a choice)
        s.set_choice("A", answer)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ponder")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Forest")
    assert _lib_names(s) == ["Plains", "Mountain", "Island"]


def test_401_4_brainstorm_puts_two_cards_from_the_hand_on_top(real_db: CardDatabase) -> None:
    """Brainstorm: A draws Plains, Mountain, Forest, then puts Lightning Bolt and Mountain on
    top in that order (Lightning Bolt on top)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Brainstorm")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    _library(s, "A", ["Island", "Forest", "Mountain", "Plains"])
    s.set_choice("A", "Lightning Bolt")
    s.set_choice("A", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Brainstorm")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Plains")
    s.assert_hand_count("A", 1, "Forest")
    assert _lib_names(s) == ["Lightning Bolt", "Mountain", "Island"]


def test_401_4_curate_mills_one_and_orders_none_then_draws(real_db: CardDatabase) -> None:
    """Curate: of the top two (Plains, Mountain), Plains goes to the graveyard; Mountain stays
    on top and is drawn."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Curate")
    _library(s, "A", ["Island", "Forest", "Mountain", "Plains"])
    s.set_choice("A", "Plains")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Curate")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Plains", 1)
    s.assert_hand_count("A", 1, "Mountain")
    assert _lib_names(s) == ["Forest", "Island"]


def _exiled(s: Scenario, name: str) -> int:
    return next(c for c in s.state.exile if s.state.objects[c].card.name == name)


def test_601_3_act_on_impulse_cards_are_played_from_exile_this_turn(
        real_db: CardDatabase) -> None:
    """Act on Impulse exiles the top three (Lightning Bolt, Mountain, Grizzly Bears): A plays
    the Mountain from exile (its land play, 305.1) and casts the Bolt from exile at B (601.3);
    the Bears stays in exile, castable by A alone, and on A's next turn not any more."""
    from mtg_engine.rules.casting import castable_cards

    seen: list[tuple[bool, bool]] = []
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Act on Impulse")
    _library(s, "A", ["Island", "Island", "Island", "Grizzly Bears", "Mountain",
                      "Lightning Bolt"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Act on Impulse")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    for turn in (1, 3):
        s.check(turn, Step.END_TURN if turn == 1 else Step.PRECOMBAT_MAIN, lambda sc: seen.append(
            (_exiled(sc, "Grizzly Bears") in castable_cards(sc.state, 0),
             _exiled(sc, "Grizzly Bears") in castable_cards(sc.state, 1))))
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Mountain", 4)
    s.assert_exile_count("Grizzly Bears", 1)
    assert seen == [(True, False), (False, False)]  # A's, this turn only


def test_601_3_act_on_impulse_creature_castable_in_the_main_phase(
        real_db: CardDatabase) -> None:
    from mtg_engine.rules.casting import castable_cards

    seen: list[tuple[bool, bool]] = []
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Act on Impulse")
    _library(s, "A", ["Island", "Island", "Island", "Grizzly Bears", "Mountain",
                      "Lightning Bolt"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Act on Impulse")
    for turn in (1, 3):
        s.check(turn, Step.POSTCOMBAT_MAIN, lambda sc: seen.append(
            (_exiled(sc, "Grizzly Bears") in castable_cards(sc.state, 0),
             _exiled(sc, "Grizzly Bears") in castable_cards(sc.state, 1))))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    assert seen == [(True, False), (False, False)]  # A's, this turn only


def test_601_3_light_up_the_stage_lasts_until_the_end_of_your_next_turn(
        real_db: CardDatabase) -> None:
    """Light Up the Stage on turn 1: the exiled Lightning Bolt may still be cast on B's turn 2
    and on A's next turn (turn 3); the Grizzly Bears exiled with it not on turn 5."""
    from mtg_engine.rules.casting import castable_cards

    seen: list[bool] = []
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Light Up the Stage")
    _library(s, "A", ["Island", "Island", "Island", "Island", "Grizzly Bears",
                      "Lightning Bolt"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Light Up the Stage")
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: seen.append(
        _exiled(sc, "Lightning Bolt") in castable_cards(sc.state, 0)))
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    for turn in (3, 5):
        s.check(turn, Step.POSTCOMBAT_MAIN, lambda sc: seen.append(
            _exiled(sc, "Grizzly Bears") in castable_cards(sc.state, 0)))
    s.stop_at(5, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    assert seen == [True, True, False]


def test_play_permission_and_linked_exile_survive_save_and_copy(real_db: CardDatabase) -> None:
    """The 601.3 permission (a mark on the card) and the 607.2a record (with the delayed
    triggers) are saved, loaded and copied exactly."""
    from mtg_engine.game import Game
    from mtg_engine.rules.casting import castable_cards

    seen: list[bool] = []

    def check(sc: Scenario) -> None:
        for g in (Game.from_json(sc.game.to_json(), real_db), sc.game.copy()):
            bears = next(c for c in g.state.exile
                         if g.state.objects[c].card.name == "Grizzly Bears")
            seen.append(bears in castable_cards(g.state, 0))
            seen.append(any(t.delay == "exiled_with" for t in g.state.delayed))

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Act on Impulse")
    s.add_card(Zone.HAND, "A", "Journey to Nowhere")
    _library(s, "A", ["Island", "Island", "Island", "Grizzly Bears", "Mountain",
                      "Lightning Bolt"])
    s.add_target("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Journey to Nowhere")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Act on Impulse")
    s.check(1, Step.POSTCOMBAT_MAIN, check)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    assert seen == [True, True, True, True]


def test_401_5_consider_puts_the_top_card_into_the_graveyard_then_draws(
        real_db: CardDatabase) -> None:
    """Consider: the top card (Plains) goes to the graveyard; A draws the Mountain under it.
    (Not a surveil, 701.42: nothing that watches surveilling sees it.)"""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Consider")
    _library(s, "A", ["Island", "Mountain", "Plains"])
    s.set_choice("A", "Plains")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Consider")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Plains", 1)
    s.assert_hand_count("A", 1, "Mountain")
    assert _lib_names(s) == ["Island"]


def test_401_5_sleight_of_hand_takes_one_and_bottoms_the_other(real_db: CardDatabase) -> None:
    """Sleight of Hand: of the top two (Plains, Mountain) A takes the Mountain; the Plains
    goes to the bottom of the library."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Sleight of Hand")
    _library(s, "A", ["Island", "Forest", "Mountain", "Plains"])
    s.set_choice("A", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sleight of Hand")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Mountain")
    assert _lib_names(s) == ["Forest", "Island", "Plains"]


def test_701_23_vampiric_tutor_puts_the_card_on_top_after_shuffling(
        real_db: CardDatabase) -> None:
    """Vampiric Tutor: Hill Giant is found, the library shuffled, and Hill Giant put on top
    (401.4); A loses 2 life."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Vampiric Tutor")
    _library(s, "A", ["Hill Giant", "Island", "Forest", "Mountain", "Plains"])
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Vampiric Tutor")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 18)
    assert _lib_names(s)[0] == "Hill Giant"
    assert sorted(_lib_names(s)) == ["Forest", "Hill Giant", "Island", "Mountain", "Plains"]


def test_701_23_cultivate_one_land_tapped_onto_the_battlefield_one_to_the_hand(
        real_db: CardDatabase) -> None:
    """Cultivate: Forest (chosen first) enters tapped, Island goes to the hand; the library
    is shuffled (3 cards left)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Cultivate")
    _library(s, "A", ["Hill Giant", "Island", "Forest", "Mountain", "Grizzly Bears"])
    s.set_choice("A", "Forest^Island")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cultivate")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Forest", 4)
    s.assert_hand_count("A", 1, "Island")
    s.assert_library_count("A", 3)
    tapped = [o for o in s.state.objects.values() if o.zone is Zone.BATTLEFIELD
              and o.card.name == "Forest" and o.tapped]
    assert len(tapped) == 4  # the three paid for Cultivate and the one that entered tapped


def test_701_20_timetwister_shuffles_hands_and_graveyards_then_each_draws_seven(
        real_db: CardDatabase) -> None:
    """Timetwister: A (2 cards in hand, 1 in graveyard, 8 in library) and B (1 in hand, 2 in
    graveyard, 8 in library) shuffle their hands and graveyards into their libraries, then
    each draws seven: A's library 11 - 7 = 4, B's 11 - 7 = 4; only Timetwister is left in a
    graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Timetwister")
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant", 2)
    _library(s, "A", ["Island"] * 8)
    _library(s, "B", ["Island"] * 8)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Timetwister")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 7)
    s.assert_hand_count("B", 7)
    s.assert_library_count("A", 4)
    s.assert_library_count("B", 4)
    s.assert_graveyard_count("A", None, 1)
    s.assert_graveyard_count("A", "Timetwister", 1)
    s.assert_graveyard_count("B", None, 0)


def test_601_2d_arc_lightning_divides_three_damage_as_announced(real_db: CardDatabase) -> None:
    """Arc Lightning, 3 damage among Grizzly Bears and B: A announces 2 to the Bears and 1 to
    B (601.2d)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Arc Lightning")
    s.set_choice("A", "2,1")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Arc Lightning", targets=["Grizzly Bears", "B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 19)


def test_601_2d_the_division_is_made_before_anyone_responds(real_db: CardDatabase) -> None:
    """Arc Lightning: 1 to Hill Giant, 2 to B, as announced (a 3/3 Hill Giant survives with
    1 damage); B is at 18."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Arc Lightning")
    s.set_choice("A", "1,2")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Arc Lightning", targets=["Hill Giant", "B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_damage("Hill Giant", 1)
    s.assert_life("B", 18)


def test_601_2d_an_illegal_target_loses_its_share_608_2b(real_db: CardDatabase) -> None:
    """Arc Lightning: 2 to Grizzly Bears and 1 to Hill Giant; in response B's own Shock kills
    the Bears: the Hill Giant still gets only its 1 (608.2b)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Arc Lightning")
    s.add_card(Zone.HAND, "B", "Shock")
    s.set_choice("A", "2,1")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Arc Lightning",
                 targets=["Grizzly Bears", "Hill Giant"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Grizzly Bears"],
                 responding_to="Arc Lightning")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_damage("Hill Giant", 1)
    s.assert_life("B", 20)


def test_601_2d_divisions_offered() -> None:
    from mtg_engine.actions import ChoiceDecision
    from mtg_engine.game import _check_choice, _choice_options

    d = ChoiceDecision(0, "divide", (11, 12), 3, 3, "divide")
    assert _choice_options(d) == [(2, 1), (1, 2)]
    assert _check_choice(d, (1, 2)) is None
    assert _check_choice(d, (3, 0)) is not None
    assert _check_choice(d, (1, 1)) is not None


def test_603_3d_inferno_titan_divides_as_its_ability_is_put_on_the_stack(
        real_db: CardDatabase) -> None:
    """Inferno Titan enters: 3 damage among Grizzly Bears, Hill Giant and B, 1 each (603.3d:
    three targets for 3 damage, nothing to choose)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Inferno Titan")
    for t in ("Grizzly Bears", "Hill Giant", "B"):
        s.add_target("A", t)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Inferno Titan")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_damage("Grizzly Bears", 1)
    s.assert_damage("Hill Giant", 1)
    s.assert_life("B", 19)



def test_603_3c_knight_of_autumn_mode_chosen_as_it_is_put_on_the_stack(
        real_db: CardDatabase) -> None:
    """Knight of Autumn, mode 2: destroy target artifact or enchantment (B's Ornithopter)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.add_card(Zone.HAND, "A", "Knight of Autumn")
    s.set_mode_choice("A", 2)
    s.add_target("A", "Ornithopter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Knight of Autumn")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Ornithopter", 1)
    s.assert_life("A", 20)
    s.assert_power_toughness("A", "Knight of Autumn", 2, 1)


def test_603_3c_knight_of_autumn_gains_life_in_mode_3(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Knight of Autumn")
    s.set_mode_choice("A", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Knight of Autumn")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 24)
    s.assert_power_toughness("A", "Knight of Autumn", 2, 1)


def test_700_2_a_mode_without_a_legal_target_is_not_offered(real_db: CardDatabase) -> None:
    """No artifact or enchantment on the battlefield: mode 2 can't be chosen (700.2); the
    choice is between modes 1 and 3. Mode 1: two +1/+1 counters (4/3)."""
    from mtg_engine.actions import ChoiceDecision

    offered: list[tuple[int, ...]] = []
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Knight of Autumn")
    s.set_mode_choice("A", 1)
    orig = s._choose

    def spy(d: ChoiceDecision):  # type: ignore[no-untyped-def]
        if d.purpose == "mode":
            offered.append(d.options)
        return orig(d)

    s._choose = spy  # type: ignore[method-assign]
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Knight of Autumn")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert offered == [(0, 2)]
    s.assert_power_toughness("A", "Knight of Autumn", 4, 3)


def test_701_23_ral_s_dispersal_finds_the_named_card_in_the_graveyard(
        real_db: CardDatabase) -> None:
    """Ral's Dispersal: B's Grizzly Bears is returned to B's hand; A searches library and
    graveyard for
    "Ral, Caller of Storms" and takes the one in the graveyard (the library has none)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Ral's Dispersal")
    s.add_card(Zone.GRAVEYARD, "A", "Ral, Caller of Storms")
    _library(s, "A", ["Island", "Island", "Island"])
    s.set_choice("A", "Ral, Caller of Storms")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ral's Dispersal", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_hand_count("A", 1, "Ral, Caller of Storms")
    s.assert_library_count("A", 3)


def test_701_23_named_search_in_the_library_only_if_chosen(real_db: CardDatabase) -> None:
    """Declining to search the library: the Ral in it isn't offered, nothing is found,
    and the library isn't shuffled."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Ral's Dispersal")
    _library(s, "A", ["Island", "Ral, Caller of Storms", "Forest", "Mountain"])
    s.set_choice("A", "yes")  # (you may search)
    s.set_choice("A", "no")  # (not the library)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ral's Dispersal", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 0)
    assert _lib_names(s) == ["Mountain", "Forest", "Ral, Caller of Storms", "Island"]


def test_115_1_a_graveyard_card_target_with_a_mana_value(real_db: CardDatabase) -> None:
    """Claim: "Return target creature card with mana value 2 or less from your graveyard to
    the battlefield": Grizzly Bears (2) returns; Hill Giant (4) can't be targeted."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Claim // Fame")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Claim", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    got = lower_text("Return target creature card with mana value 2 or less from your "
                     "graveyard to the battlefield.", allow_x=False, on_permanent=False)
    assert got is not None and got[1][0]["filter"]["mana_value_le"] == 2
    # a permanent card is read: an Aura among them is attached as it enters to what the
    # effect's controller chooses (303.4f, effects/aura_entry.py; test_effects_s12.py)
    assert lower_text("Return target permanent card from your graveyard to the battlefield.",
                      allow_x=False, on_permanent=False) is not None
