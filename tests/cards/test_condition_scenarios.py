"""Conditions read by cards/oracle/conditions.py and evaluated by rules/conditions.py, played
with real cards from the shared MTGJSON file (skipped when it is absent), with exact figures:
intervening "if" clauses (603.4), "as long as" (611.3a), "Activate only if" (602.5b), "If
<condition>, ..." and "If you do" (608.2c)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules import activation
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ turn-scoped facts (603.4)


def test_603_4_morbid_hollowhenge_scavenger_after_a_death(real_db: CardDatabase) -> None:
    """"When ~ enters the battlefield, if a creature died this turn, you gain 5 life": a
    creature died (700.4) earlier this turn, so 20 + 5."""
    _compiled(real_db, "Hollowhenge Scavenger")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Hollowhenge Scavenger")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hollowhenge Scavenger")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("A", 25)


def test_603_4_morbid_hollowhenge_scavenger_no_death_and_last_turns_death(
        real_db: CardDatabase) -> None:
    """A creature that died on an earlier turn doesn't count: the fact is this turn's."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Hollowhenge Scavenger")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Hollowhenge Scavenger")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hollowhenge Scavenger", 1)
    s.assert_life("A", 20)


def test_726_3a_603_4_werewolf_transforms_by_last_turns_spells(real_db: CardDatabase) -> None:
    """Gatstaf Shepherd: "At the beginning of each upkeep, if no spells were cast last turn,
    transform ~." and its back face "... if a player cast two or more spells last turn,
    transform ~." Turn 1 has no last turn (no spells): it transforms (3/3). A casts two spells
    on turn 1: it transforms back at turn 2's upkeep (2/2). Nobody casts on turn 2: it
    transforms again at turn 3's upkeep."""
    _compiled(real_db, "Gatstaf Shepherd // Gatstaf Howler")
    seen: list[tuple[int, int]] = []

    def pt(sc: Scenario) -> None:
        g = sc.game
        oid = next(o for o in g.state.battlefield
                   if g.state.objects[o].card.name in ("Gatstaf Shepherd", "Gatstaf Howler"))
        from mtg_engine.rules.layers import characteristics

        ch = characteristics(g.state, oid)
        seen.append((ch.power, ch.toughness))

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gatstaf Shepherd // Gatstaf Howler")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 2)
    s.check(1, Step.PRECOMBAT_MAIN, pt)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.check(2, Step.DRAW, pt)
    s.check(3, Step.DRAW, pt)
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    assert seen == [(3, 3), (2, 2), (3, 3)]


# ------------------------------------------------------------------ static conditions (611.3a)


def test_611_3a_delirium_kessig_dire_swine(real_db: CardDatabase) -> None:
    """"~ has trample as long as there are four or more card types among cards in your
    graveyard": a land, a creature, an instant and a sorcery are four card types (205.2a);
    three are not enough."""
    _compiled(real_db, "Kessig Dire Swine")
    for extra, trample in ((("Lightning Bolt", "Divination"), True), (("Lightning Bolt",), False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Kessig Dire Swine")
        for name in ("Forest", "Grizzly Bears", *extra):
            s.add_card(Zone.GRAVEYARD, "A", name)
        s.stop_at(1, Step.PRECOMBAT_MAIN)
        s.execute()
        has = "trample" in _keywords(s, "Kessig Dire Swine")
        assert has is trample, extra


def _keywords(s: Scenario, name: str) -> tuple[str, ...]:
    from mtg_engine.rules.layers import characteristics

    st = s.game.state
    oid = next(o for o in st.battlefield if st.objects[o].card.name == name)
    return tuple(characteristics(st, oid).keywords)


# ------------------------------------------------------------------ "if you do" (608.2c)


def test_608_2c_ivory_cup_pays_and_gains(real_db: CardDatabase) -> None:
    """"Whenever a player casts a white spell, you may pay {1}. If you do, you gain 1 life."
    With a Plains left after casting Savannah Lions, A pays {1} and gains 1 life; B's white
    spell triggers it too (A has no untapped land then: nothing paid, no life)."""
    _compiled(real_db, "Ivory Cup")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ivory Cup")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Savannah Lions")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Savannah Lions")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 21)
    s.assert_tapped("Plains", True)
    assert ("paid", 0, "{1}") in list(s.game.state.log)


def test_608_2c_ivory_cup_cannot_pay_no_life(real_db: CardDatabase) -> None:
    """118.3: without mana to pay {1}, it isn't paid and "if you do" is false: 20 life."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ivory Cup")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Savannah Lions")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Savannah Lions")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Savannah Lions", 1)
    s.assert_life("A", 20)


def test_608_2c_haggle_discard_then_draw_and_empty_hand(real_db: CardDatabase) -> None:
    """Haggle: "You may discard a card. If you do, draw a card." With a card in hand: the hand
    is 1 (discarded one, drew one). With an empty hand nothing is discarded, so "if you do"
    is false (608.2c: the instruction was not carried out) and no card is drawn."""
    _compiled(real_db, "Merchant of the Vale // Haggle")
    for others, hand, library in ((1, 1, 19), (0, 0, 20)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
        s.add_card(Zone.HAND, "A", "Merchant of the Vale // Haggle")
        if others:
            s.add_card(Zone.HAND, "A", "Grizzly Bears")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Haggle")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_hand_count("A", hand)
        s.assert_library_count("A", library)
        s.assert_graveyard_count("A", "Grizzly Bears", others)


# ------------------------------------------------------------------ "If <condition>, ..." (608.2c)


def test_608_2c_tezzeret_s_ambition_discards_without_artifacts(real_db: CardDatabase) -> None:
    """"Draw three cards. If you control no artifacts, discard a card." checked as that
    instruction is carried out: with an artifact, 3 cards in hand; without, 2."""
    _compiled(real_db, "Tezzeret's Ambition")
    for artifact, hand in ((True, 3), (False, 2)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
        if artifact:
            s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
        s.add_card(Zone.HAND, "A", "Tezzeret's Ambition")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Tezzeret's Ambition")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_hand_count("A", hand)
        s.assert_library_count("A", 17)


def test_608_2c_idle_thoughts_trailing_if(real_db: CardDatabase) -> None:
    """"{2}: Draw a card if you have no cards in hand." (the condition written last): the
    first activation draws (empty hand), the second doesn't (a card in hand): library 19."""
    _compiled(real_db, "Idle Thoughts")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Idle Thoughts")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}:")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}:")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_library_count("A", 19)


# ------------------------------------------------------------------ "Activate only if" (602.5b)


def test_602_5b_nomad_decoy_threshold(real_db: CardDatabase) -> None:
    """"{W}{W}, {T}: Tap two target creatures. Activate only if seven or more cards are in
    your graveyard.": with six cards it can't be activated; with seven it can."""
    _compiled(real_db, "Nomad Decoy")
    for cards, playable in ((6, False), (7, True)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Nomad Decoy")
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
        s.add_card(Zone.GRAVEYARD, "A", "Wastes", cards)
        s.stop_at(1, Step.PRECOMBAT_MAIN)
        s.execute()
        s.assert_playable("A", "Threshold — {W}{W}, {T}: Tap two target creatures.", playable)


# ------------------------------------------------------------------ more turn facts, exactly kept


def test_603_4_revolt_countless_gears_renegade(real_db: CardDatabase) -> None:
    """Revolt: "if a permanent you controlled left the battlefield this turn, create a 1/1
    Servo": A's Grizzly Bears dies to A's own Lightning Bolt first -> a Servo; B's creature
    dying doesn't count (A didn't control it)."""
    _compiled(real_db, "Countless Gears Renegade")
    for whose, servos in (("A", 1), ("B", 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
        s.add_card(Zone.BATTLEFIELD, whose, "Grizzly Bears")
        s.add_card(Zone.HAND, "A", "Lightning Bolt")
        s.add_card(Zone.HAND, "A", "Countless Gears Renegade")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Countless Gears Renegade")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_permanent_count("A", "Servo Token", servos)


def test_conditions_turn_facts_survive_copy_and_json(real_db: CardDatabase) -> None:
    """The turn facts are read from the event log, which game.copy() and to_json() keep: after
    a creature died, the copy and the reloaded game agree that one died this turn."""
    from mtg_engine.cards.dsl import Condition
    from mtg_engine.game import Game
    from mtg_engine.rules.conditions import holds

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    died = Condition("creature_died_this_turn")
    g = s.game
    again = Game.from_json(g.to_json(), g.state.db)
    for state in (g.state, g.copy().state, again.state):
        assert holds(state, died, 0, 0)
        assert not holds(state, Condition("gained_life_this_turn"), 0, 0)


# ------------------------------------------------------------------ "unless you pay" (118.12)


def test_118_12_darba_sacrificed_unless_upkeep_paid(real_db: CardDatabase) -> None:
    """Darba: "At the beginning of your upkeep, sacrifice ~ unless you pay {G}{G}." With two
    Forests A chooses to pay (both tapped in the upkeep, Darba stays); choosing not to, or
    with one Forest (A can't pay), Darba is sacrificed."""
    _compiled(real_db, "Darba")
    for forests, answer, darba in ((2, "yes", 1), (2, "no", 0), (1, "yes", 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Darba")
        s.add_card(Zone.BATTLEFIELD, "A", "Forest", forests)
        s.set_choice("A", answer)
        s.stop_at(1, Step.DRAW)
        s.execute()
        s.assert_permanent_count("A", "Darba", darba)
        s.assert_graveyard_count("A", "Darba", 1 - darba)
        if darba:
            s.assert_tapped("Forest", True)


def test_608_2c_fissure_wizard_did_means_something_was_discarded(real_db: CardDatabase) -> None:
    """Fissure Wizard: "When ~ enters the battlefield, you may discard a card. If you do, draw
    a card." A yes with a card in hand: it is discarded and a card drawn (hand 1, library 19);
    a yes with an empty hand discards nothing, so no card is drawn (608.2c)."""
    _compiled(real_db, "Fissure Wizard")
    for others, hand, library in ((1, 1, 19), (0, 0, 20)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
        s.add_card(Zone.HAND, "A", "Fissure Wizard")
        if others:
            s.add_card(Zone.HAND, "A", "Grizzly Bears")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fissure Wizard")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_hand_count("A", hand)
        s.assert_library_count("A", library)
        s.assert_graveyard_count("A", "Grizzly Bears", others)


# ------------------------------------------------------------------ "instead" riders (608.2c)


def test_608_2c_galvanic_blast_metalcraft_instead(real_db: CardDatabase) -> None:
    """"~ deals 2 damage to any target. Metalcraft — ~ deals 4 damage instead if you control
    three or more artifacts.": exactly one of the two happens: 4 damage with three artifacts
    (B at 16), 2 with two (B at 18)."""
    _compiled(real_db, "Galvanic Blast")
    for artifacts, life in ((3, 16), (2, 18)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
        s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter", artifacts)
        s.add_card(Zone.HAND, "A", "Galvanic Blast")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Galvanic Blast", targets=["B"])
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_life("B", life)


def test_608_2c_tragic_slip_morbid_instead(real_db: CardDatabase) -> None:
    """Tragic Slip: -1/-1, or -13/-13 instead if a creature died this turn: Craw Wurm (6/4)
    survives as 5/3 without a death, dies after Grizzly Bears died to Lightning Bolt."""
    _compiled(real_db, "Tragic Slip")
    for bolt, wurms in ((False, 1), (True, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
        s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.add_card(Zone.HAND, "A", "Tragic Slip")
        s.add_card(Zone.HAND, "A", "Lightning Bolt")
        if bolt:
            s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Tragic Slip", targets=["Craw Wurm"])
        if not bolt:
            s.check(1, Step.BEGIN_COMBAT,
                    lambda sc: sc.assert_power_toughness("B", "Craw Wurm", 5, 3))
        s.stop_at(1, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_permanent_count("B", "Craw Wurm", wurms)


# ------------------------------------------------------------------ how it was cast (601.2)


def test_505_1_might_of_old_krosa_addendum(real_db: CardDatabase) -> None:
    """"Target creature gets +2/+2 until end of turn. If you cast this spell during your main
    phase, that creature gets +4/+4 until end of turn instead.": Grizzly Bears is 6/6 when it
    is cast in the main phase, 4/4 when cast in the beginning of combat step."""
    _compiled(real_db, "Might of Old Krosa")
    for step, size in ((Step.PRECOMBAT_MAIN, 6), (Step.BEGIN_COMBAT, 4)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Forest")
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.HAND, "A", "Might of Old Krosa")
        s.cast_spell(1, step, "A", "Might of Old Krosa", targets=["Grizzly Bears"])
        s.check(1, Step.DECLARE_ATTACKERS,
                lambda sc, n=size: sc.assert_power_toughness("A", "Grizzly Bears", n, n))
        s.stop_at(1, Step.END_TURN)
        s.execute()


def test_601_2_coal_stoker_cast_from_hand(real_db: CardDatabase) -> None:
    """Coal Stoker: "When ~ enters the battlefield, if you cast it from your hand, add
    {R}{R}{R}." Cast from the hand with four Mountains, the {R}{R}{R} pays for three Lightning
    Bolts (B at 11); put onto the battlefield without being cast, it adds nothing."""
    _compiled(real_db, "Coal Stoker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Coal Stoker")
    s.add_card(Zone.HAND, "A", "Lightning Bolt", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Coal Stoker")
    for _ in range(3):
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 11)
    from mtg_engine.cards.dsl import Condition
    from mtg_engine.rules.conditions import holds

    st = s.game.state
    stoker = next(o for o in st.battlefield if st.objects[o].card.name == "Coal Stoker")
    assert holds(st, Condition("cast_from_hand"), 0, stoker)
    s2 = Scenario(cards=real_db)
    s2.add_card(Zone.BATTLEFIELD, "A", "Coal Stoker")
    s2.stop_at(1, Step.PRECOMBAT_MAIN)
    s2.execute()
    st2 = s2.game.state
    stoker2 = next(o for o in st2.battlefield if st2.objects[o].card.name == "Coal Stoker")
    assert not holds(st2, Condition("was_cast"), 0, stoker2)


def test_611_3a_adanto_vanguard_while_attacking(real_db: CardDatabase) -> None:
    """"As long as ~ is attacking, it gets +2/+0.": 1/1, 3/1 while attacking (B at 17)."""
    _compiled(real_db, "Adanto Vanguard")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Adanto Vanguard")
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_power_toughness("A", "Adanto Vanguard", 1, 1))
    s.attack(1, "A", "Adanto Vanguard")
    s.check(1, Step.DECLARE_BLOCKERS,
            lambda sc: sc.assert_power_toughness("A", "Adanto Vanguard", 3, 1))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)


def test_611_3a_knight_of_grace_any_player_controls(real_db: CardDatabase) -> None:
    """Knight of Grace: "~ gets +1/+0 as long as any player controls a black permanent." An
    opponent's black creature counts as much as one's own: 2/2, then 3/2."""
    _compiled(real_db, "Knight of Grace")
    for black, power in ((False, 2), (True, 3)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Knight of Grace")
        if black:
            s.add_card(Zone.BATTLEFIELD, "B", "Vampire Nighthawk")
        s.stop_at(1, Step.PRECOMBAT_MAIN)
        s.execute()
        s.assert_power_toughness("A", "Knight of Grace", power, 2)


def test_603_4_asylum_visitor_that_player_is_the_active_player(real_db: CardDatabase) -> None:
    """Asylum Visitor: "At the beginning of each player's upkeep, if that player has no cards
    in hand, you draw a card and you lose 1 life." Turn 1: A's own empty hand makes A draw
    and lose 1 life. Turn 2: B's empty hand does it again (hand 2, 18 life); with a card in
    B's hand, nothing happens on turn 2 (hand 1, 19 life)."""
    _compiled(real_db, "Asylum Visitor")
    for b_cards, hand, life in ((0, 2, 18), (1, 1, 19)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Asylum Visitor")
        if b_cards:
            s.add_card(Zone.HAND, "B", "Grizzly Bears")
        s.stop_at(2, Step.DRAW)
        s.execute()
        s.assert_hand_count("A", hand)
        s.assert_life("A", life)


def test_702_33d_shivan_fire_kicked_instead(real_db: CardDatabase) -> None:
    """Shivan Fire: "~ deals 2 damage to target creature. If this spell was kicked, it deals 4
    damage instead." Kicked ({R} + {4}), Craw Wurm (6/4) dies; not kicked, it has 2 damage."""
    _compiled(real_db, "Shivan Fire")
    for kick, wurms in (("yes", 0), ("no", 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
        s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
        s.add_card(Zone.HAND, "A", "Shivan Fire")
        s.set_choice("A", kick)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shivan Fire", targets=["Craw Wurm"])
        if wurms:
            s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_damage("Craw Wurm", 2))
        s.stop_at(1, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_permanent_count("B", "Craw Wurm", wurms)


def test_602_5b_apprentice_sorcerer_before_attackers(real_db: CardDatabase) -> None:
    """"{T}: ~ deals 1 damage to any target. Activate only during your turn, before attackers
    are declared.": playable in A's first main phase, not after combat, not on B's turn."""
    _compiled(real_db, "Apprentice Sorcerer")
    seen: list[bool] = []

    def playable(sc: Scenario) -> None:

        st = sc.game.state
        seen.append(any(st.objects[a.source].card.name == "Apprentice Sorcerer"
                        for a in activation.activate_actions(st, 0)))

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Apprentice Sorcerer")
    for turn, step in ((1, Step.PRECOMBAT_MAIN), (1, Step.POSTCOMBAT_MAIN),
                       (2, Step.PRECOMBAT_MAIN)):
        s.check(turn, step, playable)
    s.stop_at(2, Step.END_TURN)
    s.execute()
    assert seen == [True, False, False]
