"""Conditions added in session 6 (oracle/conditions.py, rules/conditions.py), with exact
figures for the true and the false case."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules import activation
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ "instead" riders (608.2c)


def test_608_2c_consign_to_dream_rider_is_another_instruction(real_db: CardDatabase) -> None:
    """Consign to Dream: "Return target permanent to its owner's hand. If that permanent is
    red or green, put it on top of its owner's library instead." A red target goes on top of
    the library (21 cards, hand 0); a white one to the hand (library 20, hand 1)."""
    _compiled(real_db, "Consign to Dream")
    for target, library, hand in (("Goblin Piker", 21, 0), ("Savannah Lions", 20, 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
        s.add_card(Zone.BATTLEFIELD, "B", target)
        s.add_card(Zone.HAND, "A", "Consign to Dream")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Consign to Dream", targets=[target])
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_permanent_count("B", target, 0)
        s.assert_library_count("B", library)
        s.assert_hand_count("B", hand)


_RIDER = """
- name: Test Rider
  cost: "{U}"
  type: Sorcery
  text: "Draw a card and you gain 1 life. If you have three or more cards in hand, draw
    three cards instead."
  spell:
    effects:
      - draw: {count: 1, if: {kind: hand_at_least, count: 3, negate: true}}
      - gain_life: {amount: 1, if: {kind: hand_at_least, count: 3, negate: true}}
      - draw: {count: 3, if: {kind: hand_at_least, count: 3}}
"""


def test_608_2c_instead_rider_judged_once() -> None:
    """Exactly one of an instruction and its "instead" rider is carried out, the condition
    judged once for each: with two cards in hand the first draws one (three in hand now), and
    still gains 1 life (21), and the rider, whose condition now holds, is not carried out as
    well: 3 cards in hand, not 6. With three cards in hand first, only the rider: 3 + 3 = 6,
    20 life."""
    for others, hand, life in ((2, 3, 21), (3, 6, 20)):
        db = CardDatabase.builtin()
        db.load_file("rider.yaml", _RIDER)
        s = Scenario(cards=db)
        s.add_card(Zone.BATTLEFIELD, "A", "Island")
        s.add_card(Zone.HAND, "A", "Test Rider")
        s.add_card(Zone.HAND, "A", "Grizzly Bears", others)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Rider")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_hand_count("A", hand)
        s.assert_life("A", life)


# ------------------------------------------------------------------ "Cast this spell only" (601.3)


def _castable(seen: list[bool], player: int, name: str):  # type: ignore[no-untyped-def]
    def check(sc: Scenario) -> None:
        from mtg_engine.rules import casting

        st = sc.game.state
        seen.append(any(st.objects[a.card].card.name == name
                        for a in casting.cast_actions(st, player)))
    return check


def test_601_3_eightfold_maze_declare_attackers_and_attacked(real_db: CardDatabase) -> None:
    """Eightfold Maze: "Cast this spell only during the declare attackers step and only if
    you've been attacked this step. Destroy target attacking creature." B may cast it in A's
    declare attackers step while Grizzly Bears attacks B, not in A's main phase nor in the
    declare blockers step; cast then, it destroys the Bears and B stays at 20 life."""
    _compiled(real_db, "Eightfold Maze")
    seen: list[bool] = []
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 3)
    s.add_card(Zone.HAND, "B", "Eightfold Maze")
    s.check(1, Step.PRECOMBAT_MAIN, _castable(seen, 1, "Eightfold Maze"))
    s.attack(1, "A", "Grizzly Bears")
    s.check(1, Step.DECLARE_BLOCKERS, _castable(seen, 1, "Eightfold Maze"))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    assert seen == [False, False]
    s.assert_life("B", 18)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 3)
    s.add_card(Zone.HAND, "B", "Eightfold Maze")
    s.attack(1, "A", "Grizzly Bears")
    s.cast_spell(1, Step.DECLARE_ATTACKERS, "B", "Eightfold Maze", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_life("B", 20)


def test_601_3_eightfold_maze_not_attacked(real_db: CardDatabase) -> None:
    """No creature attacks B: in the declare attackers step it can't be cast (the scenario's
    cast fails, the card stays in B's hand)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 3)
    s.add_card(Zone.HAND, "B", "Eightfold Maze")
    s.cast_spell(1, Step.DECLARE_ATTACKERS, "B", "Eightfold Maze", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Eightfold Maze"):
        s.execute()
    s.assert_hand_count("B", 1, "Eightfold Maze")
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_601_3_hewed_stone_retainers_another_spell_this_turn(real_db: CardDatabase) -> None:
    """Hewed Stone Retainers: "Cast this spell only if you've cast another spell this turn."
    Not before A casts Grizzly Bears; after it, yes, and it resolves (2 creatures); on A's
    next turn, with no spell cast yet that turn, no."""
    _compiled(real_db, "Hewed Stone Retainers")
    seen: list[bool] = []
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Hewed Stone Retainers", 2)
    s.check(1, Step.UPKEEP, _castable(seen, 0, "Hewed Stone Retainers"))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.check(1, Step.POSTCOMBAT_MAIN, _castable(seen, 0, "Hewed Stone Retainers"))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Hewed Stone Retainers")
    s.check(3, Step.PRECOMBAT_MAIN, _castable(seen, 0, "Hewed Stone Retainers"))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    assert seen == [False, True, False]
    s.assert_permanent_count("A", "Hewed Stone Retainers", 1)


def test_601_3_506_6f_chaotic_strike_after_blockers(real_db: CardDatabase) -> None:
    """Chaotic Strike: "Cast this spell only during combat after blockers are declared.": not
    in the declare attackers step, yes in the combat damage step and at end of combat; in a
    combat with no attackers the declare blockers step is skipped (508.8), so not at its end
    of combat either (506.6f)."""
    _compiled(real_db, "Chaotic Strike")
    seen: list[bool] = []
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Chaotic Strike")
    s.attack(1, "A", "Grizzly Bears")
    for step in (Step.DECLARE_ATTACKERS, Step.COMBAT_DAMAGE, Step.END_COMBAT):
        s.check(1, step, _castable(seen, 0, "Chaotic Strike"))
    s.check(3, Step.END_COMBAT, _castable(seen, 0, "Chaotic Strike"))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    assert seen == [False, True, True, False]


def test_601_3_feast_of_blood_two_vampires(real_db: CardDatabase) -> None:
    """Feast of Blood: "Cast this spell only if you control two or more Vampires." With two
    Vampires it is cast (the Bears destroyed, 24 life); with one it can't be."""
    _compiled(real_db, "Feast of Blood")
    for vampires, castable in ((2, True), (1, False)):
        seen: list[bool] = []
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Vampire Interloper", vampires)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.add_card(Zone.HAND, "A", "Feast of Blood")
        s.check(1, Step.PRECOMBAT_MAIN, _castable(seen, 0, "Feast of Blood"))
        if castable:
            s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Feast of Blood",
                         targets=["Grizzly Bears"])
        s.stop_at(1, Step.END_TURN)
        s.execute()
        assert seen == [castable]
        s.assert_life("A", 24 if castable else 20)
        s.assert_graveyard_count("B", "Grizzly Bears", 1 if castable else 0)


# ------------------------------------------------------------------ clash (701.23)


def _top(s: Scenario, player: int) -> str:
    st = s.game.state
    return st.objects[st.players[player].library[-1]].card.name


def _bottom(s: Scenario, player: int) -> str:
    st = s.game.state
    return st.objects[st.players[player].library[0]].card.name


def test_701_23_oaken_brawler_wins_clash(real_db: CardDatabase) -> None:
    """Oaken Brawler: "When ~ enters the battlefield, clash with an opponent. If you win, put
    a +1/+1 counter on ~." A reveals Craw Wurm (mana value 6), B Grizzly Bears (2): A wins
    (701.23d), the Brawler is 3/5. A chooses to put the Wurm on the bottom, B keeps the Bears
    on top (701.23c)."""
    _compiled(real_db, "Oaken Brawler")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Oaken Brawler")
    s.add_card(Zone.LIBRARY, "A", "Craw Wurm")
    s.add_card(Zone.LIBRARY, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Oaken Brawler")
    s.set_choice("A", "Yes")
    s.set_choice("B", "No")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Oaken Brawler", 3, 5)
    assert (_bottom(s, 0), _top(s, 1)) == ("Craw Wurm", "Grizzly Bears")
    s.assert_library_count("A", 21)
    assert ("clash", 0, 1) in list(s.game.state.log)


def test_701_23_oaken_brawler_loses_clash_on_a_tie_or_lower(real_db: CardDatabase) -> None:
    """A reveals Forest (0) or Grizzly Bears (2, a tie) against B's Grizzly Bears: A doesn't
    win (a tie is no win, 701.23d), the Brawler stays 2/4; nobody answered, so both cards go
    to the bottom (the scenario answers "may" with yes)."""
    for top in ("Forest", "Grizzly Bears"):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
        s.add_card(Zone.HAND, "A", "Oaken Brawler")
        s.add_card(Zone.LIBRARY, "A", top)
        s.add_card(Zone.LIBRARY, "B", "Grizzly Bears")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Oaken Brawler")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_power_toughness("A", "Oaken Brawler", 2, 4)
        assert (_bottom(s, 0), _bottom(s, 1)) == (top, "Grizzly Bears")


def test_701_23_608_2c_pulling_teeth_otherwise(real_db: CardDatabase) -> None:
    """Pulling Teeth: "Clash with an opponent. If you win, target player discards two cards.
    Otherwise, that player discards a card." B has 3 cards in hand: 1 left after a won clash,
    2 after a lost one."""
    _compiled(real_db, "Pulling Teeth")
    for top, hand in (("Craw Wurm", 1), ("Forest", 2)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
        s.add_card(Zone.HAND, "A", "Pulling Teeth")
        s.add_card(Zone.HAND, "B", "Grizzly Bears", 3)
        s.add_card(Zone.LIBRARY, "A", top)
        s.add_card(Zone.LIBRARY, "B", "Grizzly Bears")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pulling Teeth", targets=["B"])
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_hand_count("B", hand)


# ------------------------------------------------------------------ "if you do" (608.2c)


def test_608_2c_impaler_shrike_sacrifice_it_if_you_do(real_db: CardDatabase) -> None:
    """Impaler Shrike: "Whenever ~ deals combat damage to a player, you may sacrifice it. If
    you do, draw three cards." ("it" is the Shrike.) Yes: the Shrike is sacrificed, A draws 3
    (library 17); no: it stays, nothing drawn."""
    _compiled(real_db, "Impaler Shrike")
    for answer, hand, shrikes in (("Yes", 3, 0), ("No", 0, 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Impaler Shrike")
        s.attack(1, "A", "Impaler Shrike")
        s.set_choice("A", answer)
        s.stop_at(1, Step.END_COMBAT)
        s.execute()
        s.assert_life("B", 17)
        s.assert_hand_count("A", hand)
        s.assert_library_count("A", 20 - hand)
        s.assert_permanent_count("A", "Impaler Shrike", shrikes)


# ------------------------------------------------------------------ "A and B", "A or B"


def test_603_4_naomi_artifact_and_enchantment(real_db: CardDatabase) -> None:
    """Naomi, Pillar of Order: "Whenever ~ enters the battlefield or attacks, if you control an
    artifact and an enchantment, create a 2/2 white Samurai creature token with vigilance."
    With Ornithopter and Glorious Anthem: a token (9 permanents); with the artifact alone,
    none (7)."""
    _compiled(real_db, "Naomi, Pillar of Order")
    for enchantment, permanents in ((True, 9), (False, 7)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
        s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
        if enchantment:
            s.add_card(Zone.BATTLEFIELD, "A", "Glorious Anthem")
        s.add_card(Zone.HAND, "A", "Naomi, Pillar of Order")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Naomi, Pillar of Order")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_battlefield_count("A", permanents)


def test_611_3a_kumenas_speaker_merfolk_or_island(real_db: CardDatabase) -> None:
    """Kumena's Speaker: "~ gets +1/+1 as long as you control another Merfolk or an Island."
    An Island: 2/2; another Merfolk: 2/2; a Forest only: 1/1 (it isn't "another" Merfolk)."""
    _compiled(real_db, "Kumena's Speaker")
    for other, pt in (("Island", 2), ("Merfolk of the Pearl Trident", 2), ("Forest", 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Kumena's Speaker")
        s.add_card(Zone.BATTLEFIELD, "A", other)
        s.stop_at(1, Step.PRECOMBAT_MAIN)
        s.execute()
        s.assert_power_toughness("A", "Kumena's Speaker", pt, pt)


def test_608_2c_ana_sanctuary_both_colours_instead(real_db: CardDatabase) -> None:
    """Ana Sanctuary: "At the beginning of your upkeep, if you control a blue or black
    permanent, target creature gets +1/+1 until end of turn. If you control a blue permanent
    and a black permanent, that creature gets +5/+5 until end of turn instead." Blue and
    black: the Bears are 7/7 (not 8/8); blue alone: 3/3."""
    _compiled(real_db, "Ana Sanctuary")
    for permanents, pt in ((("Coral Merfolk", "Dusk Imp"), 7), (("Coral Merfolk",), 3)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Ana Sanctuary")
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        for p in permanents:
            s.add_card(Zone.BATTLEFIELD, "A", p)
        s.add_target("A", "Grizzly Bears")
        s.stop_at(1, Step.DRAW)
        s.execute()
        s.assert_power_toughness("A", "Grizzly Bears", pt, pt)


# ------------------------------------------------------------------ mana spent (601.2h)


def test_601_2h_azorius_herald_unless_blue_was_spent(real_db: CardDatabase) -> None:
    """Azorius Herald: "When ~ enters the battlefield, you gain 4 life." and "... sacrifice
    it unless {U} was spent to cast it." Paid with an Island among the lands it stays; with
    Plains alone it is sacrificed. 24 life either way."""
    _compiled(real_db, "Azorius Herald")
    for lands, stays in ((("Plains", "Plains", "Island"), 1), (("Plains", "Plains", "Plains"), 0)):
        s = Scenario(cards=real_db)
        for land in lands:
            s.add_card(Zone.BATTLEFIELD, "A", land)
        s.add_card(Zone.HAND, "A", "Azorius Herald")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Azorius Herald")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_life("A", 24)
        s.assert_permanent_count("A", "Azorius Herald", stays)
        s.assert_graveyard_count("A", "Azorius Herald", 1 - stays)


def test_601_2h_searing_barrage_three_red(real_db: CardDatabase) -> None:
    """Searing Barrage: "~ deals 5 damage to target creature. Adamant — If at least three red
    mana was spent to cast this spell, ~ deals 3 damage to that creature's controller." Three
    Mountains among the five lands: B at 17; one Mountain: B at 20. The Bears die either way."""
    _compiled(real_db, "Searing Barrage")
    for mountains, life in ((3, 17), (1, 20)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", mountains)
        s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5 - mountains)
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.add_card(Zone.HAND, "A", "Searing Barrage")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Searing Barrage", targets=["Grizzly Bears"])
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_life("B", life)
        s.assert_graveyard_count("B", "Grizzly Bears", 1)


# ------------------------------------------------------------------ spells cast this turn (601.2i)


def test_601_2i_dream_thief_another_blue_spell(real_db: CardDatabase) -> None:
    """Dream Thief: "When ~ enters the battlefield, draw a card if you've cast another blue
    spell this turn." Dream Thief itself doesn't count: cast alone, no card (library 20);
    after Coral Merfolk, a card (library 19)."""
    _compiled(real_db, "Dream Thief")
    for merfolk, library in ((False, 20), (True, 19)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
        s.add_card(Zone.HAND, "A", "Dream Thief")
        if merfolk:
            s.add_card(Zone.HAND, "A", "Coral Merfolk")
            s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Coral Merfolk")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dream Thief")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_permanent_count("A", "Dream Thief", 1)
        s.assert_library_count("A", library)


def test_611_3a_leapfrog_instant_or_sorcery_this_turn(real_db: CardDatabase) -> None:
    """Leapfrog: "~ has flying as long as you've cast an instant or sorcery spell this
    turn." Not before A casts Shock; after it, yes; not on A's next turn; B's instant on A's
    turn doesn't count (it's A's spells)."""
    _compiled(real_db, "Leapfrog")
    seen: list[bool] = []

    def flying(sc: Scenario) -> None:
        seen.append("flying" in _keywords(sc, "Leapfrog"))

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Leapfrog")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.check(1, Step.UPKEEP, flying)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.check(1, Step.BEGIN_COMBAT, flying)
    s.cast_spell(3, Step.UPKEEP, "B", "Shock", targets=["A"])
    s.check(3, Step.DRAW, flying)
    s.stop_at(3, Step.END_TURN)
    s.execute()
    assert seen == [False, True, False]
    s.assert_life("A", 18)


def _keywords(s: Scenario, name: str) -> tuple[str, ...]:
    from mtg_engine.rules.layers import characteristics

    st = s.game.state
    oid = next(o for o in st.battlefield if st.objects[o].card.name == name)
    return tuple(characteristics(st, oid).keywords)


def test_119_1_603_4_linvala_opponent_more_life(real_db: CardDatabase) -> None:
    """Linvala, the Preserver: "When ~ enters the battlefield, if an opponent has more life
    than you, you gain 5 life." At 10 life against 20: 15; at 20 against 20: 20."""
    _compiled(real_db, "Linvala, the Preserver")
    for life, after in ((10, 15), (20, 20)):
        s = Scenario(cards=real_db)
        s.set_life("A", life)
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", 6)
        s.add_card(Zone.HAND, "A", "Linvala, the Preserver")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Linvala, the Preserver")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_life("A", after)


# ------------------------------------------------------------------ counts of an opponent's


def test_602_5b_tectonic_edge_opponent_four_lands(real_db: CardDatabase) -> None:
    """Tectonic Edge: "{1}, {T}, Sacrifice ~: Destroy target nonbasic land. Activate only if
    an opponent controls four or more lands." B with four lands (one a Wasteland): A may
    activate it; with three, not."""
    _compiled(real_db, "Tectonic Edge")
    for lands, able in ((3, True), (2, False)):
        seen: list[bool] = []

        def playable(sc: Scenario, seen: list[bool] = seen) -> None:

            st = sc.game.state
            seen.append(any(st.objects[a.source].card.name == "Tectonic Edge" and a.ability == 1
                            for a in activation.activate_actions(st, 0)))

        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Tectonic Edge")
        s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
        s.add_card(Zone.BATTLEFIELD, "B", "Wasteland")
        s.add_card(Zone.BATTLEFIELD, "B", "Plains", lands)
        s.check(1, Step.PRECOMBAT_MAIN, playable)
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        assert seen == [able]


def test_603_4_sygg_opponent_lost_three_life(real_db: CardDatabase) -> None:
    """Sygg, River Cutthroat: "At the beginning of each end step, if an opponent lost 3 or
    more life this turn, you may draw a card." Lightning Bolt to B (3): A draws (library 19);
    Shock (2): no card."""
    _compiled(real_db, "Sygg, River Cutthroat")
    for spell, library in (("Lightning Bolt", 19), ("Shock", 20)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Sygg, River Cutthroat")
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
        s.add_card(Zone.HAND, "A", spell)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell, targets=["B"])
        s.stop_at(1, Step.CLEANUP)
        s.execute()
        s.assert_library_count("A", library)


def test_611_3a_kavu_runner_no_opponent_controls(real_db: CardDatabase) -> None:
    """Kavu Runner: "~ has haste as long as no opponent controls a white or blue creature."
    Against Grizzly Bears: haste; against Savannah Lions: none."""
    _compiled(real_db, "Kavu Runner")
    for other, haste in (("Grizzly Bears", True), ("Savannah Lions", False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Kavu Runner")
        s.add_card(Zone.BATTLEFIELD, "B", other)
        s.stop_at(1, Step.PRECOMBAT_MAIN)
        s.execute()
        assert ("haste" in _keywords(s, "Kavu Runner")) is haste


def test_118_12_eldrazi_monument_if_you_cant(real_db: CardDatabase) -> None:
    """Eldrazi Monument: "At the beginning of your upkeep, sacrifice a creature. If you can't,
    sacrifice ~." (118.12: whether the instruction could be carried out.) With Grizzly Bears:
    the Bears go, the Monument stays; with no creature, the Monument goes."""
    _compiled(real_db, "Eldrazi Monument")
    for bears, monuments in ((1, 1), (0, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Eldrazi Monument")
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", bears)
        s.stop_at(1, Step.DRAW)
        s.execute()
        s.assert_permanent_count("A", "Eldrazi Monument", monuments)
        s.assert_graveyard_count("A", "Grizzly Bears", bears)


def test_608_2c_505_1_careful_consideration_if_then_instead(real_db: CardDatabase) -> None:
    """Careful Consideration: "Target player draws four cards, then discards three cards. If
    you cast this spell during your main phase, instead that player draws four cards, then
    discards two cards." Cast in A's main phase targeting A: hand 2 (graveyard: the spell and
    two cards); in B's upkeep: hand 1 (three discarded)."""
    _compiled(real_db, "Careful Consideration")
    for turn, step, stop, hand, graveyard in ((1, Step.PRECOMBAT_MAIN, Step.END_TURN, 2, 3),
                                              (2, Step.UPKEEP, Step.DRAW, 1, 4)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
        s.add_card(Zone.HAND, "A", "Careful Consideration")
        s.cast_spell(turn, step, "A", "Careful Consideration", targets=["A"])
        s.stop_at(turn, stop)
        s.execute()
        s.assert_hand_count("A", hand)
        s.assert_library_count("A", 16)
        s.assert_graveyard_count("A", None, graveyard)
