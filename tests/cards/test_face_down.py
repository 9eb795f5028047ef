"""Face-down spells and permanents (708): morph and megamorph (702.37) with real cards from
the MTGJSON file (skipped without ../shared). Face-down objects have no name: the scenario
API names them "" (as XMage's tests do)."""

from __future__ import annotations

from mtg_engine.actions import PassPriority
from mtg_engine.cards.database import CardDatabase
from mtg_engine.game import Game
from mtg_engine.observe import observe
from mtg_engine.rules.face_down import FACE_DOWN
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

MAULER_UP = "{3}{G}{U}: Turn this face-down permanent face up."


def _mauler_face_down(real_db: CardDatabase) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Sagu Mauler")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sagu Mauler using Morph")
    return s


def test_702_37c_708_2a_cast_face_down_for_3_is_a_nameless_2_2(real_db: CardDatabase) -> None:
    """702.37c: cast face down for {3} rather than its mana cost ({4}{G}{U}); 708.2a: a 2/2
    creature with no name, no text (no trample, no hexproof), no mana cost, colourless."""
    s = _mauler_face_down(real_db)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "", 1)
    s.assert_permanent_count("A", "Sagu Mauler", 0)
    s.assert_power_toughness("A", "", 2, 2)
    s.assert_color("", [])
    s.assert_mana_value("", 0)
    s.assert_abilities("A", "", ["Trample", "Hexproof"], present=False)
    s.assert_type("", "Creature")
    tapped = sum(1 for oid in s.game.state.battlefield if s.game.state.objects[oid].tapped)
    assert tapped == 3  # {3}, not {4}{G}{U}


def test_702_37e_116_2b_turned_face_up_is_the_same_permanent(real_db: CardDatabase) -> None:
    """702.37e / 116.2b: on turn 3 A pays the morph cost {3}{G}{U} (a special action) and the
    permanent is Sagu Mauler, 6/6 trample hexproof; 708.8: the same object, under A's control
    since turn 1, so it attacks at once: B goes to 14."""
    s = _mauler_face_down(real_db)
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", MAULER_UP)
    s.attack(3, "A", "Sagu Mauler")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Sagu Mauler", 6, 6)
    s.assert_abilities("A", "Sagu Mauler", ["Trample", "Hexproof"])
    s.assert_life("B", 14)


def test_116_2b_turning_face_up_in_response_does_not_use_the_stack(real_db: CardDatabase) -> None:
    """116.2b: B bolts the face-down 2/2; with Lightning Bolt on the stack A turns it face up
    (no stack, B can't respond to that); Sagu Mauler now has hexproof, so the Bolt's only
    target is illegal and it doesn't resolve (608.2b): no damage."""
    s = _mauler_face_down(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)  # A's lands tapped on turn 1 stay tapped
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=[""])
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "A", MAULER_UP, responding_to="Lightning Bolt")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Sagu Mauler", 1)
    s.assert_damage("Sagu Mauler", 0)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


def test_708_9_a_face_down_permanent_is_revealed_as_it_dies(real_db: CardDatabase) -> None:
    """708.9: Lightning Bolt kills the face-down 2/2; it goes to A's graveyard as Sagu
    Mauler."""
    s = _mauler_face_down(real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=[""])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "", 0)
    s.assert_graveyard_count("A", "Sagu Mauler", 1)


def test_702_37b_megamorph_puts_a_counter_as_it_turns_face_up(real_db: CardDatabase) -> None:
    """702.37b: Aerie Bowmasters (3/4 reach, megamorph {5}{G}) turned face up for its
    megamorph cost gets a +1/+1 counter: 4/5."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    s.add_card(Zone.HAND, "A", "Aerie Bowmasters")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aerie Bowmasters", face_down=True)
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{5}{G}: Turn this face-down permanent face up.")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Aerie Bowmasters", 4, 5)
    s.assert_counter_count("A", "Aerie Bowmasters", "+1/+1", 1)
    s.assert_abilities("A", "Aerie Bowmasters", ["Reach"])


def test_702_37e_turned_face_up_trigger(real_db: CardDatabase) -> None:
    """708.8, 702.37e: "When Skinthinner is turned face up, destroy target nonblack
    creature." triggers as it turns face up (it didn't as it entered face down)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Skinthinner")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Skinthinner using Morph")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{3}{B}{B}: Turn this face-down permanent face up.")
    s.add_target("A", "Grizzly Bears")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_permanent_count("B", "Grizzly Bears", 1))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Skinthinner", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_702_37e_morph_cost_must_be_paid(real_db: CardDatabase) -> None:
    """702.37e: without {3}{G}{U} available (only the three Forests untapped after casting)
    the permanent can't be turned face up: the scheduled action fails."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Sagu Mauler")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sagu Mauler using Morph")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", MAULER_UP)
    s.stop_at(1, Step.END_TURN)
    try:
        s.execute()
    except ScenarioError as e:
        assert "not enough mana" in str(e)
    else:
        raise AssertionError("turning face up without paying was allowed")
    s.assert_permanent_count("A", "", 1)


def test_708_10_clone_copying_a_face_down_creature_is_a_nameless_2_2(
        real_db: CardDatabase) -> None:
    """708.10 / 707.2: Clone entering as a copy of a face-down creature copies the face-down
    values: a 2/2 with no name; turning the original face up later doesn't change the Clone."""
    s = _mauler_face_down(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Clone")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Clone")
    s.activate_ability(3, Step.POSTCOMBAT_MAIN, "A", MAULER_UP)
    s.check(3, Step.BEGIN_COMBAT, lambda sc: sc.assert_permanent_count("A", "", 2))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Sagu Mauler", 1)
    s.assert_permanent_count("A", "", 1)
    s.assert_power_toughness("A", "", 2, 2)


def test_708_5_hidden_from_the_opponent_and_saved_exactly(real_db: CardDatabase) -> None:
    """708.5: only its controller may look at a face-down permanent (observe); the face-down
    state survives copy() and to_json()/from_json()."""
    s = _mauler_face_down(real_db)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    g = s.game
    oid = next(o for o in g.state.battlefield if g.state.objects[o].face_down is not None)
    mine = {o["id"]: o for o in observe(g, 0)["objects"]}
    theirs = {o["id"]: o for o in observe(g, 1)["objects"]}
    assert mine[oid]["card"] == "Sagu Mauler"
    assert theirs[oid]["card"] == ""
    assert "Sagu Mauler" not in str(observe(g, 1))
    for other in (g.copy(), Game.from_json(g.to_json(), real_db)):
        o = other.state.objects[oid]
        assert o.card is FACE_DOWN
        assert o.face_down is not None and o.face_down.name == "Sagu Mauler"
    assert Game.from_json(g.to_json(), real_db).to_json() == g.to_json()


def test_708_5_determinize_deals_a_guess_for_the_opponents_face_down_card(
        real_db: CardDatabase) -> None:
    """708.5: B can't see A's face-down card: the game B imagines (determinize, for search)
    has a face-down 2/2 there whose card is a guess from the pool, not Sagu Mauler."""
    import random

    from mtg_engine.determinize import Knowledge, determinize

    s = _mauler_face_down(real_db)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    g = s.game
    g.resume()  # B, the active player, gets priority in the upkeep
    assert g.pending is not None and g.pending.player == 1
    imagined = determinize(g, 1, random.Random(3), Knowledge(pool=("Grizzly Bears",)), real_db)
    st = imagined.state
    downs = [st.objects[o] for o in st.battlefield if st.objects[o].face_down is not None]
    assert len(downs) == 1
    assert downs[0].card is FACE_DOWN
    assert downs[0].face_down is not None and downs[0].face_down.name == "Grizzly Bears"


def _soul_summons(real_db: CardDatabase, top: str, forests: int = 2) -> Scenario:
    """Soul Summons ({1}{W}): "Manifest the top card of your library."; `forests` Forests
    and a Plains."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", forests)
    s.add_card(Zone.HAND, "A", "Soul Summons")
    s.add_card(Zone.LIBRARY, "A", top)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Soul Summons")
    return s


def test_701_34a_manifest_puts_the_top_card_face_down(real_db: CardDatabase) -> None:
    """701.34a: Soul Summons manifests the top card (Grizzly Bears): a nameless 2/2; 701.34b:
    on turn 3 it is turned face up for its mana cost {1}{G}."""
    s = _soul_summons(real_db, "Grizzly Bears")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_power_toughness("A", "", 2, 2))
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{1}{G}: Turn this face-down permanent face up.")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "", 0)
    s.assert_library_count("A", 19)  # 20 Wastes + the Bears, less the Bears and a draw


def test_701_34b_a_manifested_noncreature_card_stays_face_down(real_db: CardDatabase) -> None:
    """701.34b: a manifested Lightning Bolt can't be turned face up (it isn't a creature
    card and has no morph)."""
    s = _soul_summons(real_db, "Lightning Bolt", forests=4)
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "Turn this face-down permanent face up.")
    s.stop_at(3, Step.END_TURN)
    try:
        s.execute()
    except ScenarioError as e:
        assert "face-down permanent" in str(e)
    else:
        raise AssertionError("a manifested instant was turned face up")
    s.assert_permanent_count("A", "", 1)


def test_701_34c_manifested_morph_card_either_cost(real_db: CardDatabase) -> None:
    """701.34c: a manifested Sagu Mauler may be turned face up for its morph cost {3}{G}{U}
    (five lands, not six)."""
    s = _soul_summons(real_db, "Sagu Mauler", forests=4)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", MAULER_UP)
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Sagu Mauler", 6, 6)


def test_708_2a_613_1f_a_face_down_permanent_with_a_granted_trigger(real_db: CardDatabase) -> None:
    """708.2a: a face-down permanent has no abilities of its own, but an ability granted to it
    (613.1f) works: Cement Shoes ("Equipped creature gets +3/+3 and has 'At the beginning of
    your end step, tap this creature.'") on a face-down Sagu Mauler: a 5/5 that A's end step
    taps (bench/fuzz.py seed 6202 found the trigger failing to find its source's card)."""
    s = _mauler_face_down(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cement Shoes")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Equip {2}", targets=[""])
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_attached("Cement Shoes", "")
    s.assert_power_toughness("A", "", 5, 5)
    s.assert_tapped("")


def test_708_2a_a_face_down_sources_trigger_is_saved_on_the_stack(real_db: CardDatabase) -> None:
    """The trigger Cement Shoes grants to a face-down Sagu Mauler ("At the beginning of your
    end step, tap this creature.") on the stack: its object's card is the nameless face-down
    2/2 (708.2), which the saved game names "" and loads back as that 2/2 (bench/fuzz.py seed
    8483 found the load refusing "unknown card ''", The Tabernacle at Pendrell Vale on a
    manifested card). The loaded game is saved the same, and resolving the trigger taps it."""
    s = _mauler_face_down(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cement Shoes")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Equip {2}", targets=[""])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    g = s.game
    g.resume()
    (trigger,) = g.state.stack
    assert g.state.objects[trigger].card is FACE_DOWN
    loaded = Game.from_json(g.to_json(), real_db)
    assert loaded.to_json() == g.to_json()
    assert loaded.state.objects[trigger].card is FACE_DOWN
    while loaded.state.stack:  # both players pass: the trigger resolves (608.1)
        loaded.apply(PassPriority())
    mauler = next(o for o in loaded.state.battlefield if loaded.state.objects[o].face_down)
    assert loaded.state.objects[mauler].tapped


def test_613_7f_turning_face_up_gives_a_new_timestamp(real_db: CardDatabase) -> None:
    """613.7f: the permanent receives a new timestamp as it turns face up: later than Grizzly
    Bears's, which entered after the face-down Sagu Mauler (so the Mauler's static effects, if
    any, would now apply after the Bears's)."""
    s = _mauler_face_down(real_db)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Grizzly Bears")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", MAULER_UP)
    s.stop_at(3, Step.END_TURN)
    s.execute()
    st = s.game.state
    stamp = {st.objects[o].card.name: st.objects[o].timestamp for o in st.battlefield}
    assert stamp["Sagu Mauler"] > stamp["Grizzly Bears"]
