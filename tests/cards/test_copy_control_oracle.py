"""Copies (707) and control changes (613.1b) compiled from Oracle text
(cards/oracle/copy_control.py) and played, with real cards from the MTGJSON file (skipped
without ../shared); and 707.5 for a Clone that is put onto the battlefield without being
cast."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_compiled_dsl_of_the_copy_and_control_wordings(real_db: CardDatabase) -> None:
    """The compiler reads each wording into the DSL the built-ins spell by hand."""
    def dsl(name: str) -> dict:  # type: ignore[type-arg]
        got = real_db.compiled(name)
        assert got.supported, (name, [str(r) for r in got.reasons])
        assert got.dsl is not None
        return got.dsl

    assert dsl("Turn Against")["spell"] == {
        "effects": [{"continuous": {"what": "target", "control": True}},
                    {"untap": {"what": "target"}},
                    {"grant": {"what": "target", "keywords": ["haste"]}}],
        "targets": [{"kind": "creature"}]}
    assert dsl("Invoke the Winds")["spell"]["effects"][0] == {
        "continuous": {"what": "target", "control": True, "until": ""}}  # 611.2a: no end
    assert dsl("Threaten")["spell"]["effects"][:2] == [
        {"untap": {"what": "target"}}, {"continuous": {"what": "target", "control": True}}]
    assert dsl("Threads of Disloyalty")["statics"] == [
        {"continuous": {"affects": "enchanted", "control": True}}]
    assert dsl("Clever Impersonator")["statics"] == [
        {"enter_as_copy": {"filter": {"not_types": ["Land"]}}}]
    assert dsl("Dualcaster Mage")["triggers"][0]["effects"] == [
        {"copy_spell": {"what": "target", "new_targets": True}}]
    assert dsl("Confiscate")["statics"] == [  # 613.1b: "enchanted permanent", 110.4
        {"continuous": {"affects": "enchanted", "control": True, "filter": {
            "types": ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker"]}}}]
    for refused in ("Besmirch",):
        assert not real_db.compiled(refused).supported, refused  # other wordings: refused


def test_613_1b_turn_against_until_end_of_turn(real_db: CardDatabase) -> None:
    """613.1b, 611.2: Turn Against gives A B's Hill Giant until end of turn, untapped and with
    haste: it attacks B (20 - 3 = 17) and returns to B in the cleanup step (514.2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Turn Against")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", tapped=True)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Turn Against", targets=["Hill Giant"])
    s.attack(1, "A", "Hill Giant")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("B", "Hill Giant", 1)


def test_611_2a_invoke_the_winds_lasts_indefinitely(real_db: CardDatabase) -> None:
    """611.2a: "Gain control of target artifact or creature." has no duration: on turn 3 A
    still controls the Hill Giant and attacks with it (B 17)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.HAND, "A", "Invoke the Winds")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Invoke the Winds", targets=["Hill Giant"])
    s.attack(3, "A", "Hill Giant")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_life("B", 17)


def test_303_4_threads_of_disloyalty_controls_the_enchanted_creature(
        real_db: CardDatabase) -> None:
    """613.1b: "You control enchanted creature." while the Aura is attached; destroying the
    Aura gives the creature back (Disenchant)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Threads of Disloyalty")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Disenchant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Threads of Disloyalty", targets=["Grizzly Bears"])
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_permanent_count("A", "Grizzly Bears", 1))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Disenchant", targets=["Threads of Disloyalty"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 0)


def test_707_10_dualcaster_mage_copies_a_bolt_with_a_new_target(real_db: CardDatabase) -> None:
    """707.10c: B bolts A; A flashes in Dualcaster Mage, whose enters trigger copies the Bolt
    and A points the copy at B: both players at 17."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Dualcaster Mage")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Dualcaster Mage", responding_to="Lightning Bolt")
    s.add_target("A", "Lightning Bolt")
    s.set_choice("A", "yes")
    s.add_target("A", "B")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 17)
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Dualcaster Mage", 1)


def test_707_5_clone_returned_from_the_graveyard_enters_as_a_copy(
        real_db: CardDatabase) -> None:
    """707.5: a Clone put onto the battlefield without being cast (Zombify) still chooses as
    it enters: it is a Hill Giant (3/3), not a 0/0 that dies."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.GRAVEYARD, "A", "Clone")
    s.add_card(Zone.HAND, "A", "Zombify")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zombify", targets=["Clone"])
    s.set_choice("A", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_power_toughness("A", "Hill Giant", 3, 3)
    s.assert_graveyard_count("A", "Clone", 0)


def test_707_5_clone_may_copy_nothing(real_db: CardDatabase) -> None:
    """707.5: "you may": answering no, Clone enters as itself, a 0/0, and dies (704.5f)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.GRAVEYARD, "A", "Clone")
    s.add_card(Zone.HAND, "A", "Zombify")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zombify", targets=["Clone"])
    s.set_choice("A", "no")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 0)
    s.assert_graveyard_count("A", "Clone", 1)


def test_707_5_clever_impersonator_copies_a_noncreature_permanent(
        real_db: CardDatabase) -> None:
    """707.5 with a filter: Clever Impersonator may copy any nonland permanent: as a copy of
    Honor of the Pure, A's white creatures get +2/+2 (Savannah Lions 2/1 -> 4/3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Clever Impersonator")
    s.add_card(Zone.BATTLEFIELD, "A", "Honor of the Pure")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clever Impersonator")
    s.set_choice("A", "Honor of the Pure")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Honor of the Pure", 2)
    s.assert_power_toughness("A", "Savannah Lions", 4, 3)


def test_702_73a_changeling_is_every_creature_type(real_db: CardDatabase) -> None:
    """702.73a: Woodland Changeling (2/2, changeling) is a Merfolk, so Lord of Atlantis gives
    it +1/+1 (3/3); it is an Elf too."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Woodland Changeling")
    s.add_card(Zone.BATTLEFIELD, "B", "Lord of Atlantis")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Woodland Changeling", 3, 3)
    s.assert_subtype("Woodland Changeling", "Elf")
    s.assert_subtype("Woodland Changeling", "Merfolk")


def test_707_9b_exceptions_are_copiable_values(real_db: CardDatabase) -> None:
    """707.9: Phyrexian Metamorph enters as a copy of Grizzly Bears "except it's an artifact in
    addition to its other types"; 707.9b: the exception is part of its copiable values, so a
    Clone copying the Metamorph is an artifact Grizzly Bears too. Quicksilver Gargantuan's
    "except it's 7/7" copy of the Bears is 7/7."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 15)
    s.add_card(Zone.HAND, "A", "Phyrexian Metamorph")
    s.add_card(Zone.HAND, "A", "Clone")
    s.add_card(Zone.HAND, "A", "Quicksilver Gargantuan")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Phyrexian Metamorph")
    s.set_choice("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clone")
    s.set_choice("A", "Grizzly Bears@A")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Quicksilver Gargantuan")
    s.set_choice("A", "Grizzly Bears@B")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    st = s.game.state
    from mtg_engine.core.types import CardType
    from mtg_engine.rules.layers import characteristics

    mine = [characteristics(st, o) for o in st.battlefield
            if characteristics(st, o).name == "Grizzly Bears"
            and characteristics(st, o).controller == 0]
    assert sorted((c.power, c.toughness, CardType.ARTIFACT in c.types) for c in mine) == [
        (2, 2, True), (2, 2, True), (7, 7, False)]


def test_611_2b_sower_of_temptation_for_as_long_as_it_remains(real_db: CardDatabase) -> None:
    """611.2b: Sower of Temptation's control effect lasts "for as long as ~ remains on the
    battlefield": A controls B's Hill Giant until B's Lightning Bolt kills the Sower; then it
    is B's again."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Sower of Temptation")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sower of Temptation")
    s.add_target("A", "Hill Giant")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_permanent_count("A", "Hill Giant", 1))
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_permanent_count("A", "Hill Giant", 1))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Sower of Temptation"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Sower of Temptation", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Hill Giant", 0)


def test_611_2b_mind_flayer_ends_when_control_of_it_is_lost(real_db: CardDatabase) -> None:
    """611.2b: Mind Flayer's effect lasts "for as long as you control ~". B takes the Mind
    Flayer with Act of Treason on turn 2: the effect ends at once and B gets the Hill Giant
    back; when the Mind Flayer returns to A at cleanup, the ended effect doesn't begin again:
    on turn 3 B still controls the Hill Giant."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.HAND, "A", "Mind Flayer")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.add_card(Zone.HAND, "B", "Act of Treason")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mind Flayer")
    s.add_target("A", "Hill Giant")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_permanent_count("A", "Hill Giant", 1))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Act of Treason", targets=["Mind Flayer"])
    s.check(2, Step.BEGIN_COMBAT, lambda sc: sc.assert_permanent_count("B", "Hill Giant", 1))
    s.check(2, Step.BEGIN_COMBAT, lambda sc: sc.assert_permanent_count("B", "Mind Flayer", 1))
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Mind Flayer", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)


def test_701_10b_exchange_of_control_with_the_source(real_db: CardDatabase) -> None:
    """701.10b: Phyrexian Infiltrator's "{2}{U}{U}: Exchange control of ~ and target
    creature": A gets B's Hill Giant and B the Infiltrator, indefinitely (turn 3: A attacks
    with the Hill Giant, B 20 - 3 = 17); Political Trickery exchanges two lands."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Phyrexian Infiltrator")
    s.add_card(Zone.HAND, "A", "Political Trickery")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{U}{U}", targets=["Hill Giant"])
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Political Trickery",
                 targets=["Island", "Mountain"])
    s.attack(3, "A", "Hill Giant")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Phyrexian Infiltrator", 1)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Mountain", 1)
    s.assert_permanent_count("B", "Island", 1)
    s.assert_permanent_count("A", "Island", 4)
    s.assert_life("B", 17)


def test_707_9b_copy_exception_grants_an_ability(real_db: CardDatabase) -> None:
    """707.5, 707.9b: Mercurial Pretender enters as a copy of A's Grizzly Bears, "except it has
    '{2}{U}{U}: Return this creature to its owner's hand.'": it is a 2/2 Grizzly Bears with
    that ability (part of its copiable values), and using it returns the card to A's hand.
    The game saved and loaded with the copy on the battlefield is the same game."""
    from mtg_engine.game import Game

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 9)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Mercurial Pretender")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mercurial Pretender")
    s.set_choice("A", "Grizzly Bears")

    def saved_and_loaded(sc: Scenario) -> None:
        saved = sc.game.to_json()
        assert Game.from_json(saved, sc.db).to_json() == saved
        sc.assert_permanent_count("A", "Grizzly Bears", 2)
        sc.assert_power_toughness("A", "Grizzly Bears#2", 2, 2)

    s.check(1, Step.BEGIN_COMBAT, saved_and_loaded)
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{2}{U}{U}: Return this creature")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Mercurial Pretender")
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_707_10_fork_copy_is_red_and_saves(real_db: CardDatabase) -> None:
    """707.9b, 707.10: Fork copies A's Giant Growth (green) "except that the copy is red": the
    copy on the stack is red (and only red), the original still green; saved and loaded at
    that point the game is the same; both resolve: Grizzly Bears 8/8."""
    from mtg_engine.actions import CastSpell, Choose, PassPriority
    from mtg_engine.game import Game
    from mtg_engine.rules.layers import characteristics

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.HAND, "A", "Fork")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    g = s.game
    g.resume()
    st = s.state
    named = {st.objects[c].name: c for c in st.players[0].hand}
    bears = next(o for o in st.battlefield if st.objects[o].name == "Grizzly Bears")
    g.apply(CastSpell(named["Giant Growth"], (bears,)))
    growth = st.stack[-1]
    g.apply(CastSpell(named["Fork"], (growth,)))
    g.apply(PassPriority())
    g.apply(PassPriority())  # Fork resolves: keep the copy's target?
    while g.pending is not None and getattr(g.pending, "purpose", "") != "" \
            and g.pending.kind == "choice":
        g.apply(Choose((0,)))  # no new targets (707.10c)
    copy = st.stack[-1]
    assert st.objects[copy].copy and copy != growth
    assert characteristics(st, copy).colors == "R"
    assert characteristics(st, growth).colors == "G"
    saved = g.to_json()
    assert Game.from_json(saved, s.db).to_json() == saved
    for _ in range(4):
        if st.stack:
            g.apply(PassPriority())
    s.assert_power_toughness("A", "Grizzly Bears", 8, 8)


def test_613_1b_gain_control_of_all_enchantments(real_db: CardDatabase) -> None:
    """613.1b, 611.2c: Aura Thief dies ("When ~ dies, you gain control of all enchantments"):
    A gains B's Glorious Anthem for the rest of the game: A's Grizzly Bears is 3/3, B's Hill
    Giant 3/3 (turn 3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Aura Thief")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Glorious Anthem")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_power_toughness("B", "Hill Giant", 4, 4))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Aura Thief"])
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Glorious Anthem", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)
