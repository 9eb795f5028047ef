"""Spell effects read in session 19 (issue 11), played with real cards from the shared MTGJSON
file (skipped when it is absent). Each test has exact figures, and a case where the effect must
not do anything where there is one."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------- 702.33d: "If this spell was kicked, it deals"


def _jilt(db: CardDatabase, kicked: bool) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Jilt")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Elite Vanguard")
    s.set_choice("A", "yes" if kicked else "no")  # 702.33a: pay the kicker?
    targets = ["Grizzly Bears", "Elite Vanguard"] if kicked else ["Grizzly Bears"]
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Jilt", targets=targets)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_702_33d_kicked_jilt_deals_2_damage_to_another_target_creature(
        real_db: CardDatabase) -> None:
    """Jilt kicked ({1}{U} + {1}{R}): Grizzly Bears returns to B's hand and the spell itself
    deals 2 damage to the second target, Elite Vanguard (2/1), which dies."""
    _compiled(real_db, "Jilt")
    s = _jilt(real_db, kicked=True)
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_graveyard_count("B", "Elite Vanguard", 1)
    s.assert_battlefield_count("B", 0)


def test_702_33d_jilt_not_kicked_has_one_target_and_deals_no_damage(
        real_db: CardDatabase) -> None:
    """Jilt not kicked (601.2c: the kicked-only target is not chosen): Grizzly Bears returns
    to B's hand, Elite Vanguard stays with no damage."""
    s = _jilt(real_db, kicked=False)
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_permanent_count("B", "Elite Vanguard", 1)
    s.assert_damage("Elite Vanguard", 0)


def test_702_33d_kicked_magma_burst_deals_3_to_each_of_two_targets(
        real_db: CardDatabase) -> None:
    """Magma Burst kicked by sacrificing two lands: 3 damage to B and 3 to Hill Giant (3/3,
    dies); A's six lands become four."""
    _compiled(real_db, "Magma Burst")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.HAND, "A", "Magma Burst")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Magma Burst", targets=["B", "Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Mountain", 4)


# ------------------------------------------------------ 205.3m: "Non-Elf creatures get -2/-2"


def test_205_3m_non_elf_creatures_get_minus_2_minus_2(real_db: CardDatabase) -> None:
    """Eyeblight Massacre: "Non-Elf creatures get -2/-2 until end of turn." (the subtype said
    first, with a capital "Non-"): B's Grizzly Bears (Bear) dies, Hill Giant is 1/1, A's
    Llanowar Elves (Elf) stays 1/1."""
    _compiled(real_db, "Eyeblight Massacre")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Eyeblight Massacre")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Eyeblight Massacre")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_power_toughness("B", "Hill Giant", 1, 1)
    s.assert_power_toughness("A", "Llanowar Elves", 1, 1)


# --------------------------------------------- 701.17a, 406.3, 400.7: Living Death's exchange


def test_701_17a_living_death_exiles_sacrifices_then_returns_the_exiled_cards(
        real_db: CardDatabase) -> None:
    """Living Death: A's Grizzly Bears and B's Elite Vanguard (on the battlefield) are
    sacrificed; A's Hill Giant and B's Serra Angel (creature cards in the graveyards) come
    back under their owners' control; the creatures just sacrificed stay in the graveyards
    (they were not exiled this way), and A's Lightning Bolt (not a creature card) stays."""
    _compiled(real_db, "Living Death")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Living Death")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Elite Vanguard")
    s.add_card(Zone.GRAVEYARD, "B", "Serra Angel")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Living Death")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_permanent_count("B", "Serra Angel", 1)
    s.assert_permanent_count("B", "Elite Vanguard", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_graveyard_count("A", "Living Death", 1)
    s.assert_graveyard_count("B", "Elite Vanguard", 1)
    s.assert_graveyard_count("A", None, 3)
    s.assert_graveyard_count("B", None, 1)
    s.assert_exile_count("Hill Giant", 0)
    s.assert_exile_count("Serra Angel", 0)


def test_701_17a_scrap_mastery_swaps_artifacts_only(real_db: CardDatabase) -> None:
    """Scrap Mastery: A's Ornithopter (on the battlefield) is sacrificed and A's Millstone
    (an artifact card in A's graveyard) returns; B's Grizzly Bears (not an artifact) stays on
    the battlefield and B's Hill Giant card stays in B's graveyard."""
    _compiled(real_db, "Scrap Mastery")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Scrap Mastery")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.GRAVEYARD, "A", "Millstone")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Scrap Mastery")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Millstone", 1)
    s.assert_graveyard_count("A", "Ornithopter", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_701_17a_sacrifice_all_creatures_you_control(real_db: CardDatabase) -> None:
    """Death Pit Offering: "When Death Pit Offering enters the battlefield, sacrifice all
    creatures you control." A's two Grizzly Bears and Llanowar Elves go to the graveyard;
    B's Hill Giant stays; A's lands stay."""
    _compiled(real_db, "Death Pit Offering")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Death Pit Offering")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Death Pit Offering")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 2)
    s.assert_graveyard_count("A", "Llanowar Elves", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Swamp", 3)
    s.assert_permanent_count("A", "Death Pit Offering", 1)


# ------------------------------------ 701.5a, 614.1a: countered onto the bottom of the library


def test_701_5a_spell_crumple_puts_the_countered_spell_on_the_bottom(
        real_db: CardDatabase) -> None:
    """Spell Crumple: "Counter target spell. If that spell is countered this way, put it on
    the bottom of its owner's library instead of into that player's graveyard. Put Spell
    Crumple on the bottom of its owner's library." A casts Grizzly Bears with two Islands on
    top of A's library; B counters it: the Bears are A's bottom card (under the Islands), not
    in A's graveyard nor on the battlefield; Spell Crumple is B's bottom card (under B's
    Forest)."""
    _compiled(real_db, "Spell Crumple")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 3)
    s.add_card(Zone.HAND, "B", "Spell Crumple")
    s.add_card(Zone.LIBRARY, "B", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Spell Crumple", targets=["Grizzly Bears"],
                 responding_to="Grizzly Bears")
    bottoms: list[tuple[str, str, int, int]] = []

    def look(sc: Scenario) -> None:
        a, b = (sc.state.players[i].library for i in (0, 1))
        bottoms.append((sc.state.objects[a[0]].card.name, sc.state.objects[b[0]].card.name,
                        len(a), len(b)))

    s.check(1, Step.END_TURN, look)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    assert bottoms == [("Grizzly Bears", "Spell Crumple", 23, 22)]  # (20 filler cards each)
    s.assert_graveyard_count("A", "Grizzly Bears", 0)
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_graveyard_count("B", "Spell Crumple", 0)


# ------------------------------------------ 608.2d: "That spell's controller may draw a card."


def _vex(db: CardDatabase, answer: str) -> Scenario:
    """B counters A's Grizzly Bears with Vex; A answers `answer` to "may draw a card"."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 3)
    s.add_card(Zone.HAND, "B", "Vex")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Vex", targets=["Grizzly Bears"],
                 responding_to="Grizzly Bears")
    s.set_choice("A", answer)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_608_2d_vex_the_countered_spells_controller_may_draw(real_db: CardDatabase) -> None:
    """Vex: "Counter target spell. That spell's controller may draw a card." B counters A's
    Grizzly Bears; A (that spell's controller, who chooses, 608.2d) says yes: A's hand is the
    one card drawn, the Bears in A's graveyard. B draws nothing (B's hand: empty)."""
    _compiled(real_db, "Vex")
    s = _vex(real_db, "yes")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("A", 1)
    s.assert_hand_count("B", 0)


def test_608_2d_vex_the_countered_spells_controller_may_decline(real_db: CardDatabase) -> None:
    """Vex again, A says no: A's hand stays empty."""
    s = _vex(real_db, "no")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("A", 0)


# ----------------------------- 608.2h, 202.3: "Draw cards equal to that spell's mana value."


def test_608_2h_overwhelming_intellect_draws_the_countered_spells_mana_value(
        real_db: CardDatabase) -> None:
    """Overwhelming Intellect: B counters A's Hill Giant (mana value 4, {3}{R}): B draws four
    cards (the spell's mana value as it last existed on the stack); A draws none."""
    _compiled(real_db, "Overwhelming Intellect")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 6)
    s.add_card(Zone.HAND, "B", "Overwhelming Intellect")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Overwhelming Intellect",
                 targets=["Hill Giant"], responding_to="Hill Giant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_hand_count("B", 4)
    s.assert_hand_count("A", 0)


# ------------------------------------------ 700.2: modes with a group or the tokens just made


def test_700_2_bloodline_culling_creature_tokens_get_minus_2(real_db: CardDatabase) -> None:
    """Bloodline Culling, second mode: "Creature tokens get -2/-2 until end of turn." B's two
    Soldier tokens (1/1, made by Raise the Alarm) die; B's Grizzly Bears (not a token) stays
    2/2."""
    _compiled(real_db, "Bloodline Culling")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Bloodline Culling")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Raise the Alarm")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.UPKEEP, "B", "Raise the Alarm")
    s.set_mode_choice("A", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bloodline Culling")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Soldier Token", 0)
    s.assert_power_toughness("B", "Grizzly Bears", 2, 2)


def test_700_2_mardu_charm_tokens_gain_first_strike(real_db: CardDatabase) -> None:
    """Mardu Charm, second mode: "Create two 1/1 white Warrior creature tokens. They gain first
    strike until end of turn." Both of A's Warrior tokens are 1/1 with first strike at the end
    of this turn, and without it in the next turn's upkeep (514.2)."""
    from mtg_engine.rules.layers import characteristics

    _compiled(real_db, "Mardu Charm")
    s = Scenario(cards=real_db)
    for land in ("Mountain", "Plains", "Swamp"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.HAND, "A", "Mardu Charm")
    s.set_mode_choice("A", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mardu Charm")
    seen: dict[int, list[bool]] = {}

    def look(turn: int) -> None:
        def fn(sc: Scenario) -> None:
            seen[turn] = [any(k.lower() == "first strike"
                              for k in characteristics(sc.state, oid).keywords)
                          for oid in sc.state.battlefield
                          if sc.state.objects[oid].name == "Warrior Token"]
        s.check(turn, Step.END_TURN if turn == 1 else Step.UPKEEP, fn)

    look(1)
    look(2)
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_power_toughness("A", "Warrior Token", 1, 1)
    assert seen == {1: [True, True], 2: [False, False]}


# ------------------------- 108.4: "That player or that planeswalker's controller discards ..."


def _blightning(db: CardDatabase, target: str) -> Scenario:
    s = Scenario(cards=db)
    for land in ("Badlands", "Mountain", "Swamp"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.HAND, "A", "Blightning")
    s.add_card(Zone.HAND, "B", "Grizzly Bears", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Jace Beleren")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blightning", targets=[target])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_108_4_blightning_a_player_target_discards(real_db: CardDatabase) -> None:
    """Blightning at B: B loses 3 life (17) and discards two of three cards; Jace Beleren
    keeps its 3 loyalty."""
    _compiled(real_db, "Blightning")
    s = _blightning(real_db, "B")
    s.assert_life("B", 17)
    s.assert_hand_count("B", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 2)
    s.assert_permanent_count("B", "Jace Beleren", 1)


def test_108_4_blightning_a_planeswalker_targets_controller_discards(
        real_db: CardDatabase) -> None:
    """Blightning at B's Jace Beleren (loyalty 3): 3 damage removes its loyalty (it dies,
    704.5i) and its controller B discards two cards; B's life stays 20, A's hand is empty."""
    s = _blightning(real_db, "Jace Beleren")
    s.assert_life("B", 20)
    s.assert_permanent_count("B", "Jace Beleren", 0)
    s.assert_hand_count("B", 1)
    s.assert_hand_count("A", 0)


def test_108_4_rakdos_return_x_damage_and_x_discards(real_db: CardDatabase) -> None:
    """Rakdos's Return with X=2 at B: B loses 2 life (18) and discards two of three cards."""
    _compiled(real_db, "Rakdos's Return")
    s = Scenario(cards=real_db)
    for land in ("Badlands", "Mountain", "Swamp", "Swamp"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.HAND, "A", "Rakdos's Return")
    s.add_card(Zone.HAND, "B", "Grizzly Bears", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rakdos's Return", targets=["B"], x=2)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_hand_count("B", 1)


# --------------------------------- 303.4, 301.5: "and all Equipment attached to that creature"


def test_301_5_blastfire_bolt_destroys_the_equipment_attached_to_the_target(
        real_db: CardDatabase) -> None:
    """Blastfire Bolt at B's Hill Giant (3/3) wearing Bonesplitter (5/3): 5 damage kills it
    and the Bonesplitter attached to it is destroyed; B's other Bonesplitter, attached to
    Grizzly Bears, stays."""
    _compiled(real_db, "Blastfire Bolt")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.HAND, "A", "Blastfire Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Bonesplitter", attached_to="Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Bonesplitter", attached_to="Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blastfire Bolt", targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("B", "Bonesplitter", 1)
    s.assert_permanent_count("B", "Bonesplitter", 1)
    s.assert_attached("Bonesplitter", "Grizzly Bears")


def test_303_4_strip_bare_destroys_auras_and_equipment_on_the_target(
        real_db: CardDatabase) -> None:
    """Strip Bare at B's Grizzly Bears with Rancor (an Aura) and Bonesplitter: both are
    destroyed, the Bears stay (2/2); A's Holy Strength on A's Hill Giant stays."""
    _compiled(real_db, "Strip Bare")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 1)
    s.add_card(Zone.HAND, "A", "Strip Bare")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Holy Strength", attached_to="Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Rancor", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Bonesplitter", attached_to="Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Strip Bare", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Bonesplitter", 0)
    s.assert_permanent_count("B", "Rancor", 0)
    s.assert_power_toughness("B", "Grizzly Bears", 2, 2)
    s.assert_attached("Holy Strength", "Hill Giant")


def test_303_4_hubris_returns_the_creature_and_its_auras(real_db: CardDatabase) -> None:
    """Hubris at B's Grizzly Bears enchanted with B's Rancor and A's Pacifism: the Bears and
    both Auras go to their owners' hands (Pacifism to A's, the rest to B's); B's Hill Giant
    stays."""
    _compiled(real_db, "Hubris")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Hubris")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Rancor", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Pacifism", attached_to="Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hubris", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("B", 2)
    s.assert_hand_count("B", 1, "Rancor")
    s.assert_hand_count("A", 1, "Pacifism")
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_battlefield_count("B", 1)


# ------------------------------------ 509.1a: "can block any number of creatures this turn"


def test_509_1a_give_no_ground_blocks_two_attackers(real_db: CardDatabase) -> None:
    """Give No Ground on A's Hill Giant during B's declare attackers step (turn 2): 5/9 until
    end of turn, it blocks both of B's attacking Grizzly Bears and kills both (its 5 damage:
    2 to the first, 3 to the second) and survives with 4 damage; A's life stays 20."""
    _compiled(real_db, "Give No Ground")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Give No Ground")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.attack(2, "B", "Grizzly Bears#1")
    s.attack(2, "B", "Grizzly Bears#2")
    s.cast_spell(2, Step.DECLARE_ATTACKERS, "A", "Give No Ground", targets=["Hill Giant"])
    s.block(2, "A", "Hill Giant", "Grizzly Bears#1")
    s.block(2, "A", "Hill Giant", "Grizzly Bears#2")
    s.check(2, Step.END_COMBAT, lambda sc: sc.assert_damage("Hill Giant", 4))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 2)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_life("A", 20)


# ----------------------- 608.2c: "A, B, C, then D." (each instruction in order, each player)


def test_608_2c_smallpox_each_player_loses_discards_sacrifices_in_order(
        real_db: CardDatabase) -> None:
    """Smallpox: "Each player loses 1 life, discards a card, sacrifices a creature, then
    sacrifices a land." A (two Swamps and a Forest, Grizzly Bears, an Island in hand) and B
    (two Mountains, Hill Giant, two cards in hand): both at 19 life; A's hand empty, B's one
    card; both creatures in the graveyards; A keeps two lands, B one."""
    _compiled(real_db, "Smallpox")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Smallpox")
    s.add_card(Zone.HAND, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "B", "Lightning Bolt", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Smallpox")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 19)
    s.assert_life("B", 19)
    s.assert_hand_count("A", 0)
    s.assert_hand_count("B", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_battlefield_count("A", 2)
    s.assert_battlefield_count("B", 1)


def test_608_2c_death_cloud_x_of_each(real_db: CardDatabase) -> None:
    """Death Cloud with X=1 ({1}{B}{B}): each player loses 1 life, discards a card, sacrifices
    a creature, then sacrifices a land (the same figures as Smallpox, with A's four lands: A
    keeps three)."""
    _compiled(real_db, "Death Cloud")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Death Cloud")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Death Cloud", x=1)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 19)
    s.assert_life("B", 19)
    s.assert_hand_count("B", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Swamp", 3)
    s.assert_permanent_count("B", "Mountain", 1)


# ------------------------------------------------- 107.1a: "mills half their library, rounded"


def test_107_1a_traumatize_mills_half_rounded_down(real_db: CardDatabase) -> None:
    """Traumatize at B, whose library holds 21 cards (20 filler cards and an Island): B mills
    10 (half of 21, rounded down), 11 stay; A's library is untouched (20)."""
    _compiled(real_db, "Traumatize")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.HAND, "A", "Traumatize")
    s.add_card(Zone.LIBRARY, "B", "Island")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Traumatize", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_library_count("B", 11)
    s.assert_graveyard_count("B", None, 10)
    s.assert_library_count("A", 20)


def test_107_1a_maddening_cacophony_kicked_mills_half_rounded_up(real_db: CardDatabase) -> None:
    """Maddening Cacophony kicked: instead of eight cards, B mills half of 21, rounded up:
    11, and 10 stay."""
    _compiled(real_db, "Maddening Cacophony")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Maddening Cacophony")
    s.add_card(Zone.LIBRARY, "B", "Island")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Maddening Cacophony")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_library_count("B", 10)
    s.assert_graveyard_count("B", None, 11)


def test_107_1a_maddening_cacophony_not_kicked_mills_eight(real_db: CardDatabase) -> None:
    """Maddening Cacophony not kicked: B mills eight of 21; 13 stay."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Maddening Cacophony")
    s.add_card(Zone.LIBRARY, "B", "Island")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Maddening Cacophony")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_library_count("B", 13)


# ------------------------------------------------- 105.2: "that's one or more colors"


def test_105_2_all_is_dust_sacrifices_the_colored_permanents(real_db: CardDatabase) -> None:
    """All Is Dust: A's Grizzly Bears and B's Hill Giant and Pacifism (colored) are sacrificed;
    A's Ornithopter (colorless artifact) and the lands (colorless) stay."""
    _compiled(real_db, "All Is Dust")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 7)
    s.add_card(Zone.HAND, "A", "All Is Dust")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Pacifism", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "All Is Dust")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("B", "Pacifism", 1)
    s.assert_permanent_count("A", "Ornithopter", 1)
    s.assert_permanent_count("A", "Wastes", 7)
    s.assert_permanent_count("B", "Mountain", 1)


def test_105_2_reach_of_shadows_cant_target_a_colorless_creature(
        real_db: CardDatabase) -> None:
    """Reach of Shadows: "Destroy target creature that's one or more colors." B's Ornithopter
    (colorless) can't be targeted: the cast fails; B's Grizzly Bears can and is destroyed."""
    import pytest

    from mtg_engine.testing import ScenarioError

    _compiled(real_db, "Reach of Shadows")
    for target, ok in (("Grizzly Bears", True), ("Ornithopter", False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
        s.add_card(Zone.HAND, "A", "Reach of Shadows")
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Reach of Shadows", targets=[target])
        s.stop_at(1, Step.END_TURN)
        if ok:
            s.execute()
            s.assert_graveyard_count("B", "Grizzly Bears", 1)
            s.assert_permanent_count("B", "Ornithopter", 1)
        else:
            with pytest.raises(ScenarioError):
                s.execute()


# -------------------------- 109.4: "Each player who controls a creature with power 4 or greater"


def test_109_4_shatter_the_sky_only_players_with_a_big_creature_draw(
        real_db: CardDatabase) -> None:
    """Shatter the Sky: B controls Craw Wurm (6/4) and draws a card; A controls only Hill
    Giant (3/3) and draws none; then every creature is destroyed."""
    _compiled(real_db, "Shatter the Sky")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Shatter the Sky")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shatter the Sky")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 0)
    s.assert_hand_count("B", 1)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_graveyard_count("B", "Craw Wurm", 1)


# ------------------------------------------------- 303.4: "creatures that aren't enchanted"


def test_303_4_winds_of_rath_spares_enchanted_creatures(real_db: CardDatabase) -> None:
    """Winds of Rath: A's Grizzly Bears wearing Holy Strength (an Aura) stays (3/4); A's Hill
    Giant and B's Elite Vanguard (no Aura) are destroyed; B's Bonesplitter-equipped Runeclaw
    Bear (an Equipment isn't an Aura) is destroyed too."""
    _compiled(real_db, "Winds of Rath")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.HAND, "A", "Winds of Rath")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Holy Strength", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Elite Vanguard")
    s.add_card(Zone.BATTLEFIELD, "B", "Runeclaw Bear")
    s.add_card(Zone.BATTLEFIELD, "B", "Bonesplitter", attached_to="Runeclaw Bear")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Winds of Rath")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 3, 4)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_graveyard_count("B", "Elite Vanguard", 1)
    s.assert_graveyard_count("B", "Runeclaw Bear", 1)


# ----------------------------- 115.1: "target artifact creature or black creature" (Purge)


def test_115_1_purge_targets_an_artifact_creature_or_a_black_creature(
        real_db: CardDatabase) -> None:
    """Purge: B's Ornithopter (an artifact creature) and B's Hypnotic Specter (black) can be
    targeted and are destroyed; B's Grizzly Bears (green, not an artifact) can't be."""
    import pytest

    from mtg_engine.testing import ScenarioError

    _compiled(real_db, "Purge")
    for target, ok in (("Ornithopter", True), ("Hypnotic Specter", True),
                       ("Grizzly Bears", False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
        s.add_card(Zone.HAND, "A", "Purge")
        for name in ("Ornithopter", "Hypnotic Specter", "Grizzly Bears"):
            s.add_card(Zone.BATTLEFIELD, "B", name)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Purge", targets=[target])
        s.stop_at(1, Step.END_TURN)
        if not ok:
            with pytest.raises(ScenarioError):
                s.execute()
            continue
        s.execute()
        s.assert_graveyard_count("B", target, 1)
        s.assert_battlefield_count("B", 2)


# ------------------ 701.17a, 608.2h: "sacrifices a creature with the greatest power among ..."


def _doom(db: CardDatabase, creatures: tuple[str, ...]) -> Scenario:
    s = Scenario(cards=db)
    for land in ("Mountain", "Plains", "Swamp"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.HAND, "A", "Crackling Doom")
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    for name in creatures:
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Crackling Doom")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_701_17a_crackling_doom_sacrifices_the_greatest_power(real_db: CardDatabase) -> None:
    """Crackling Doom: B takes 2 (18) and sacrifices Craw Wurm (power 6), not Hill Giant (3)
    nor Grizzly Bears (2); A's own Craw Wurm stays."""
    _compiled(real_db, "Crackling Doom")
    s = _doom(real_db, ("Hill Giant", "Craw Wurm", "Grizzly Bears"))
    s.assert_life("B", 18)
    s.assert_graveyard_count("B", "Craw Wurm", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Craw Wurm", 1)


def test_701_17a_crackling_doom_a_tie_is_the_players_choice(real_db: CardDatabase) -> None:
    """Crackling Doom with B's two Hill Giants (power 3) and Grizzly Bears: one Hill Giant is
    sacrificed (B's choice between the two), the other and the Bears stay."""
    s = _doom(real_db, ("Hill Giant", "Hill Giant", "Grizzly Bears"))
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


# ------------------------------------------------------------ 601.2c: "six target creatures"


def test_601_2c_hex_destroys_six_target_creatures(real_db: CardDatabase) -> None:
    """Hex: six targets, each a different creature (115.3): B's six Grizzly Bears are
    destroyed, B's seventh creature (Hill Giant) stays."""
    _compiled(real_db, "Hex")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.HAND, "A", "Hex")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 6)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hex",
                 targets=[f"Grizzly Bears#{i}" for i in range(1, 7)])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 6)
    s.assert_permanent_count("B", "Hill Giant", 1)


# ---------------------------- 601.2c: "one or two target creatures" (the first one required)


def test_601_2c_counterintelligence_one_or_two_targets(real_db: CardDatabase) -> None:
    """Counterintelligence: "Return one or two target creatures to their owners' hands." With
    two targets both Bears go back to B's hand; with one, only that one (Hill Giant stays)."""
    _compiled(real_db, "Counterintelligence")
    for targets, in_hand, left in ((["Grizzly Bears", "Hill Giant"], 2, 0),
                                   (["Grizzly Bears"], 1, 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
        s.add_card(Zone.HAND, "A", "Counterintelligence")
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Counterintelligence", targets=targets)
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_hand_count("B", in_hand)
        s.assert_permanent_count("B", "Hill Giant", left)
        s.assert_permanent_count("B", "Grizzly Bears", 0)


def test_601_2c_wind_sail_needs_at_least_one_target(real_db: CardDatabase) -> None:
    """Wind Sail: "One or two target creatures gain flying until end of turn." The first
    target is required, the second optional; with no creature on the battlefield it can't be
    cast."""
    import pytest

    from mtg_engine.cards.oracle.effects import Ctx, compile_effects
    from mtg_engine.testing import ScenarioError

    _compiled(real_db, "Wind Sail")
    ctx = Ctx(allow_x=False, on_permanent=False)
    compile_effects(ctx, "One or two target creatures gain flying until end of turn.")
    assert [bool(t.get("optional")) for t in ctx.targets] == [False, True]
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Wind Sail")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wind Sail")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()


# ------------------------------------------- 120.3: "Each creature deals 1 damage to its controller"


def test_120_3_rakdos_charm_each_creature_damages_its_controller(
        real_db: CardDatabase) -> None:
    """Rakdos Charm, third mode: A controls Grizzly Bears and Vampire Nighthawk, B three Elite
    Vanguards: B loses 3 life (17); A is dealt 2 and gains 1 (the Nighthawk is the source of
    its damage and has lifelink, 702.15b): 19. No creature is dealt damage (the 2/1
    Vanguards live)."""
    _compiled(real_db, "Rakdos Charm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Badlands", 2)
    s.add_card(Zone.HAND, "A", "Rakdos Charm")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Vampire Nighthawk")
    s.add_card(Zone.BATTLEFIELD, "B", "Elite Vanguard", 3)
    s.set_mode_choice("A", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rakdos Charm")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 19)
    s.assert_life("B", 17)
    s.assert_permanent_count("B", "Elite Vanguard", 3)


# ------------------------------ 613.1f, 205.3m: "Until end of turn, Wizards you control gain"


def test_613_1f_psychic_trance_wizards_gain_a_counter_ability(real_db: CardDatabase) -> None:
    """Psychic Trance: A's Prodigal Sorcerer (a Human Wizard) gains "{T}: Counter target
    spell." until end of turn; at A's end step B casts Lightning Bolt at A and the Sorcerer
    counters it: A stays at 20, the Bolt is in B's graveyard."""
    _compiled(real_db, "Psychic Trance")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Psychic Trance")
    s.add_card(Zone.BATTLEFIELD, "A", "Prodigal Sorcerer")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Psychic Trance")
    s.cast_spell(1, Step.END_TURN, "B", "Lightning Bolt", targets=["A"])
    s.activate_ability(1, Step.END_TURN, "A", "{T}: Counter target spell",
                       source="Prodigal Sorcerer", targets=["Lightning Bolt"],
                       responding_to="Lightning Bolt")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


# ------------------------------------------------------------ 120.4a: excess damage


def _flame_spill(db: CardDatabase, target: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Flame Spill")
    s.add_card(Zone.BATTLEFIELD, "B", target)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Flame Spill", targets=[target])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_120_4a_flame_spill_excess_damage_to_the_controller(real_db: CardDatabase) -> None:
    """Flame Spill (4 damage) at B's Grizzly Bears (2/2): 2 is lethal, the other 2 are dealt
    to B (18); at B's Hill Giant (3/3): B is dealt 1 (19); at B's Craw Wurm (6/4): no excess,
    B stays at 20. Each creature dies."""
    _compiled(real_db, "Flame Spill")
    for target, life in (("Grizzly Bears", 18), ("Hill Giant", 19), ("Craw Wurm", 20)):
        s = _flame_spill(real_db, target)
        s.assert_life("B", life)
        s.assert_graveyard_count("B", target, 1)


# ---------------------------------------------- 107.3: "twice X", "X plus 3" as an amount


def test_107_3_vitalizing_cascade_gains_x_plus_3(real_db: CardDatabase) -> None:
    """Vitalizing Cascade with X=2: A gains 5 life (25)."""
    _compiled(real_db, "Vitalizing Cascade")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah", 4)
    s.add_card(Zone.HAND, "A", "Vitalizing Cascade")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Vitalizing Cascade", x=2)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 25)


def test_107_3_sanguine_sacrament_gains_twice_x(real_db: CardDatabase) -> None:
    """Sanguine Sacrament with X=3: A gains 6 life (26); the card goes to the bottom of A's
    library, not A's graveyard."""
    _compiled(real_db, "Sanguine Sacrament")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.HAND, "A", "Sanguine Sacrament")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sanguine Sacrament", x=3)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 26)
    s.assert_graveyard_count("A", "Sanguine Sacrament", 0)
    s.assert_library_count("A", 1, "Sanguine Sacrament")


def test_107_3_nyleas_intervention_twice_x_to_each_flyer(real_db: CardDatabase) -> None:
    """Nylea's Intervention, second mode, X=2: 4 damage to each creature with flying: B's
    Serra Angel (4/4) dies, B's Grizzly Bears (no flying) is untouched."""
    _compiled(real_db, "Nylea's Intervention")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Nylea's Intervention")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_mode_choice("A", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Nylea's Intervention", x=2)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Serra Angel", 1)
    s.assert_damage("Grizzly Bears", 0)


# --------------------------------------------------------------- 724.1: "It becomes night."


def test_724_1_into_the_night_makes_it_night(real_db: CardDatabase) -> None:
    """Into the Night on turn 1 (neither day nor night yet): it becomes night, and A's
    daybound Tavern Ruffian transforms into Tavern Smasher (702.145b)."""
    _compiled(real_db, "Into the Night")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Into the Night")
    s.add_card(Zone.BATTLEFIELD, "A", "Tavern Ruffian")
    seen: list[str] = []
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Into the Night")
    s.check(1, Step.END_TURN, lambda sc: seen.append(sc.state.day_night))
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    assert seen == ["night"]
    s.assert_permanent_count("A", "Tavern Smasher", 1)


# ------------------------- 118.12, 202.3: "unless its controller pays {X}, where X is its mana value"


def _rethink(db: CardDatabase, extra_lands: int) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4 + extra_lands)
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 3)
    s.add_card(Zone.HAND, "B", "Rethink")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Rethink", targets=["Hill Giant"],
                 responding_to="Hill Giant")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_118_12_rethink_asks_the_spells_mana_value(real_db: CardDatabase) -> None:
    """Rethink on A's Hill Giant (mana value 4): with four more untapped Mountains A pays {4}
    and the Giant resolves; with three, A can't pay {4} and the
    Giant is countered."""
    _compiled(real_db, "Rethink")
    s = _rethink(real_db, 4)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s = _rethink(real_db, 3)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Hill Giant", 0)
