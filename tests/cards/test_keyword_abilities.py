"""Keyword abilities (702) played with real cards from the MTGJSON database (skipped without
../shared): the rules in rules/keyword_abilities.py, the DSL expansions in cards/keyword_dsl.py
and the Oracle compiler reading each keyword."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.combat import possible_blocks
from mtg_engine.testing import Scenario, Step, Zone


def _id(s: Scenario, name: str) -> int:
    base, _, who = name.partition("@")
    return s._one_permanent(base, who or None)


def _can_block(sc: Scenario, blocker: str, attacker: str, player: int = 1) -> bool:
    options = possible_blocks(sc.game.state, player)
    return _id(sc, attacker) in options.get(_id(sc, blocker), [])


def _supported(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n)
        res = db.compiled(n)
        assert res.supported, (n, res.reasons)


# ------------------------------------------------------------------ evasion


def test_702_28b_shadow_blocks_and_is_blocked_only_by_shadow(real_db: CardDatabase) -> None:
    """702.28b: Dauthi Marauder (3/1 shadow) can't be blocked by Grizzly Bears, and Dauthi
    Mercenary (shadow) can't block Grizzly Bears; shadow blocks shadow."""
    _supported(real_db, "Dauthi Marauder", "Dauthi Mercenary")
    seen: list[tuple[bool, bool]] = []
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dauthi Marauder")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Dauthi Mercenary")
    s.attack(1, "A", "Dauthi Marauder")
    s.attack(1, "A", "Grizzly Bears@A")
    s.check(1, Step.DECLARE_BLOCKERS, lambda sc: seen.append((
        _can_block(sc, "Grizzly Bears@B", "Dauthi Marauder"),
        _can_block(sc, "Dauthi Mercenary", "Grizzly Bears@A"))))
    s.block(1, "B", "Dauthi Mercenary", "Dauthi Marauder")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    assert seen == [(False, False)]
    # the Bears were unblocked: 2 damage; Marauder (3/1) and Mercenary (2/1) traded
    s.assert_life("B", 18)
    s.assert_graveyard_count("A", "Dauthi Marauder", 1)
    s.assert_graveyard_count("B", "Dauthi Mercenary", 1)
    s.assert_abilities("A", "Grizzly Bears", ["Shadow"], present=False)


def test_702_31b_horsemanship_evades_but_can_block_anything(real_db: CardDatabase) -> None:
    """702.31b: Barbarian General (3/2 horsemanship) can't be blocked by Grizzly Bears; a
    creature with horsemanship may block one without it."""
    _supported(real_db, "Barbarian General")
    seen: list[bool] = []
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Barbarian General")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Barbarian General")
    s.attack(1, "A", "Barbarian General@A")
    s.check(1, Step.DECLARE_BLOCKERS, lambda sc: seen.append(
        _can_block(sc, "Grizzly Bears", "Barbarian General@A")))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    assert seen == [False]
    s.assert_life("B", 17)

    seen.clear()
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Barbarian General")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Barbarian General", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Barbarian General", 1)  # 3/2: the Bears' 2 damage kill it
    s.assert_life("B", 20)


# ------------------------------------------------------------------ damage results


def test_702_90b_c_infect_gives_poison_and_minus_counters(real_db: CardDatabase) -> None:
    """702.90b / 120.3b: Cystbearer (2/3 infect) unblocked gives 2 poison counters and no life
    loss; 702.90c / 120.3d: blocked by Grizzly Bears it puts two -1/-1 counters on them (no
    damage marked), and they die as 0/0 (704.5f)."""
    _supported(real_db, "Cystbearer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cystbearer")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Cystbearer")
    s.attack(3, "A", "Cystbearer")
    s.block(3, "B", "Grizzly Bears", "Cystbearer")
    s.check(3, Step.END_COMBAT, lambda sc: sc.assert_damage("Cystbearer", 2))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_player_counters("B", "poison", 2)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_704_5c_ten_poison_counters_lose(real_db: CardDatabase) -> None:
    """702.90b and 704.5c: a player with ten or more poison counters loses."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Glistener Elf")
    # set-up: B starts the turn with 9 poison counters
    s.check(1, Step.UPKEEP, lambda sc: sc.game.state.players[1].counters.update(poison=9))
    s.attack(1, "A", "Glistener Elf")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_player_counters("B", "poison", 10)
    s.assert_life("B", 20)
    s.assert_lost("B")


def test_702_80a_wither_damage_is_minus_counters(real_db: CardDatabase) -> None:
    """702.80a: Harvest Gwyllion (2/4 wither) blocked by Hill Giant (3/3) puts two -1/-1
    counters on it (a 1/1 with no damage marked) and takes 3 damage; the player is damaged as
    usual (no infect)."""
    _supported(real_db, "Harvest Gwyllion")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Harvest Gwyllion")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Harvest Gwyllion")
    s.block(1, "B", "Hill Giant", "Harvest Gwyllion")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_counter_count("B", "Hill Giant", "-1/-1", 2)
    s.assert_power_toughness("B", "Hill Giant", 1, 1)
    s.assert_damage("Hill Giant", 0)
    s.assert_damage("Harvest Gwyllion", 3)


# ------------------------------------------------------------------ triggered keywords


def test_702_83a_exalted_pumps_a_creature_attacking_alone(real_db: CardDatabase) -> None:
    """702.83a: with two Akrasan Squires (exalted), Grizzly Bears attacking alone get +2/+2
    (each instance triggers); attacking with two creatures, no exalted trigger (506.5)."""
    _supported(real_db, "Akrasan Squire")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Akrasan Squire", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.check(1, Step.DECLARE_BLOCKERS,
            lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", 4, 4))
    s.attack(3, "A", "Grizzly Bears")
    s.attack(3, "A", "Akrasan Squire")
    s.check(3, Step.DECLARE_BLOCKERS,
            lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", 2, 2))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20 - 4 - 2 - 1)
    s.assert_power_toughness("A", "Akrasan Squire", 1, 1)


def test_702_45a_bushido_when_blocking_and_when_blocked(real_db: CardDatabase) -> None:
    """702.45a: Devoted Retainer (1/1, bushido 1) blocking Grizzly Bears becomes 2/2 and trades
    with them; Inner-Chamber Guard (0/2, bushido 2) becomes blocked by Grizzly Bears, is 2/4,
    kills them and survives."""
    _supported(real_db, "Devoted Retainer", "Inner-Chamber Guard")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Devoted Retainer")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Devoted Retainer", "Grizzly Bears")
    s.check(1, Step.COMBAT_DAMAGE,
            lambda sc: sc.assert_power_toughness("B", "Devoted Retainer", 2, 2))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Devoted Retainer", 1)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Inner-Chamber Guard")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Inner-Chamber Guard")
    s.block(1, "B", "Grizzly Bears", "Inner-Chamber Guard")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Inner-Chamber Guard", 2, 4)
    s.assert_damage("Inner-Chamber Guard", 2)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_702_46a_soulshift_returns_a_small_enough_spirit(real_db: CardDatabase) -> None:
    """702.46a: Kami of Empty Graves (soulshift 3) dies; its controller may return target
    Spirit card with mana value 3 or less (Lantern Kami, 1) from their graveyard, not one with
    mana value 5 (Kami of Lunacy), nor a non-Spirit."""
    _supported(real_db, "Kami of Empty Graves")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kami of Empty Graves")
    s.add_card(Zone.GRAVEYARD, "A", "Kami of Lunacy")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Lantern Kami")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Kami of Empty Graves"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Lantern Kami")
    s.assert_graveyard_count("A", "Kami of Lunacy", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Kami of Empty Graves", 1)


def test_702_30a_echo_paid_once_then_never_again(real_db: CardDatabase) -> None:
    """702.30a: Goblin Patrol (echo {R}) cast on turn 1; at A's next upkeep (turn 3) echo
    triggers and A pays {R}; at turn 5 it doesn't trigger (it didn't come under A's control
    since A's last upkeep)."""
    _supported(real_db, "Goblin Patrol")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Goblin Patrol")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Goblin Patrol")
    s.set_choice("A", "yes")
    s.check(3, Step.DRAW, lambda sc: sc.assert_tapped("Mountain"))
    s.check(5, Step.DRAW, lambda sc: sc.assert_tapped("Mountain", False))
    s.stop_at(5, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Goblin Patrol", 1)
    assert sum(1 for ev in s.game.state.log if ev[0] == "paid") == 1


def test_702_30a_echo_unpaid_sacrifices(real_db: CardDatabase) -> None:
    """702.30a: not paying the echo cost ("no", the default) sacrifices it; a permanent there
    from the start of the game never came under its controller's control since an upkeep."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Patrol")
    s.add_card(Zone.HAND, "A", "Goblin Patrol")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Goblin Patrol")
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Goblin Patrol", 1)
    s.assert_graveyard_count("A", "Goblin Patrol", 1)
    s.assert_tapped("Mountain", False)


def test_702_40a_storm_copies_for_each_spell_cast_before(real_db: CardDatabase) -> None:
    """702.40a: Grapeshot cast after two other spells this turn is copied twice: 3 damage in
    all; a copy isn't cast, so it doesn't count (707.10)."""
    _supported(real_db, "Grapeshot")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Lightning Bolt", 2)
    s.add_card(Zone.HAND, "A", "Grapeshot")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grapeshot", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20 - 3 - 3 - 3)
    s.assert_graveyard_count("A", "Grapeshot", 1)
    assert sum(1 for ev in s.game.state.log if ev[0] == "copy_spell") == 2


def test_702_40a_storm_counts_only_this_turn(real_db: CardDatabase) -> None:
    """702.40a: spells cast in an earlier turn don't count: first spell of the turn, no copy."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Grapeshot")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Grapeshot", targets=["B"])
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20 - 3 - 1)


def test_compiler_reads_triggered_keywords(real_db: CardDatabase) -> None:
    """The compiler writes each instance (702.46b: "Soulshift 4, soulshift 4" is two abilities);
    echo with a non-mana cost is the same upkeep trigger, with its intervening "if" (702.30a;
    oracle/echo_costs.py)."""
    garami = real_db.compiled("Forked-Branch Garami")
    assert garami.supported and garami.dsl is not None
    assert garami.dsl["soulshift"] == [4, 4]
    assert [t.text for t in real_db.get("Forked-Branch Garami").triggers] == ["Soulshift 4"] * 2
    imp = real_db.get("Deepcavern Imp").triggers
    assert [(t.text, t.event, t.condition.kind if t.condition else "") for t in imp] == [
        ("Echo—Discard a card", "upkeep", "echo_due")]
    assert real_db.get("Goblin Patrol").triggers[0].text == "Echo {R}"


def test_702_24a_cumulative_upkeep_grows_until_it_cant_be_paid(real_db: CardDatabase) -> None:
    """702.24a: Uktabi Efreet (cumulative upkeep {G}) with two Forests: turn 1 one age counter,
    {G} paid; turn 3 two, {G}{G} paid; turn 5 three: {G}{G}{G} can't be paid, it's sacrificed."""
    _supported(real_db, "Uktabi Efreet")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Uktabi Efreet")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.set_choice("A", "yes")
    s.set_choice("A", "yes")
    s.check(1, Step.DRAW, lambda sc: sc.assert_counter_count("A", "Uktabi Efreet", "age", 1))
    s.check(3, Step.DRAW, lambda sc: sc.assert_counter_count("A", "Uktabi Efreet", "age", 2))
    s.check(3, Step.DRAW, lambda sc: sc.assert_tapped("Forest#2"))
    s.stop_at(5, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("A", "Uktabi Efreet", 1)
    assert [ev[2] for ev in s.game.state.log if ev[0] == "paid"] == ["{G}", "{G}{G}"]


def test_702_25a_flanking_shrinks_blockers_without_flanking(real_db: CardDatabase) -> None:
    """702.25a: Benalish Cavalry (2/2 flanking) blocked by Grizzly Bears: the Bears get -1/-1
    (1/1), die, and deal 1 damage; blocked by Suq'Ata Lancer (2/2, flanking): no trigger, they
    trade."""
    _supported(real_db, "Benalish Cavalry", "Suq'Ata Lancer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Benalish Cavalry")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Benalish Cavalry")
    s.block(1, "B", "Grizzly Bears", "Benalish Cavalry")
    s.check(1, Step.COMBAT_DAMAGE,
            lambda sc: sc.assert_power_toughness("B", "Grizzly Bears", 1, 1))
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_damage("Benalish Cavalry", 1)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Benalish Cavalry")
    s.add_card(Zone.BATTLEFIELD, "B", "Suq'Ata Lancer")
    s.attack(1, "A", "Benalish Cavalry")
    s.block(1, "B", "Suq'Ata Lancer", "Benalish Cavalry")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Suq'Ata Lancer", 1)
    s.assert_graveyard_count("A", "Benalish Cavalry", 1)


# ------------------------------------------------------------------ suspend, vanishing, fading


def test_702_62a_suspend_ancestral_vision(real_db: CardDatabase) -> None:
    """702.62a: Ancestral Vision (no mana cost: it can't be cast from the hand, 118.6) is
    suspended for {U} with four time counters (a special action, 116.2f: nothing goes on the
    stack); one is removed at each of A's upkeeps; when the last is removed (turn 9) it is cast
    without paying its mana cost and A draws three cards."""
    _supported(real_db, "Ancestral Vision")
    seen: list[int] = []
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Ancestral Vision")
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "Ancestral Vision", False))
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Suspend")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: seen.append(len(sc.game.state.stack)))
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_exile_count("Ancestral Vision", 1, "A"))
    s.check(7, Step.DRAW, lambda sc: seen.append(
        sc.game.state.objects[sc.game.state.exile[0]].counters["time"]))
    s.stop_at(9, Step.DRAW)
    s.execute()
    assert seen == [0, 1]
    s.assert_exile_count("Ancestral Vision", 0)
    s.assert_graveyard_count("A", "Ancestral Vision", 1)
    s.assert_hand_count("A", 3 + 3)  # drew on turns 3, 5, 7; then three from the Vision
    s.assert_tapped("Island", False)


def test_702_62a_suspended_spell_targets_and_creature_has_haste(real_db: CardDatabase) -> None:
    """702.62a: Rift Bolt (suspend 1—{R}) is cast at A's next upkeep and deals 3 damage to the
    target chosen then; Infiltrator il-Kor (suspend 2—{1}{U}, 3/1 shadow) comes in on turn 5
    and attacks that turn: it has haste (702.10b)."""
    _supported(real_db, "Rift Bolt", "Infiltrator il-Kor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Rift Bolt")
    s.add_card(Zone.HAND, "A", "Infiltrator il-Kor")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Suspend", source="Rift Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Suspend", source="Infiltrator il-Kor")
    s.add_target("A", "B")
    s.attack(5, "A", "Infiltrator il-Kor")
    s.stop_at(5, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Rift Bolt", 1)
    s.assert_permanent_count("A", "Infiltrator il-Kor", 1)
    s.assert_life("B", 20 - 3 - 3)


def test_702_63a_vanishing_sacrificed_when_the_last_counter_goes(real_db: CardDatabase) -> None:
    """702.63a: Soultether Golem (vanishing 1) cast on turn 1 enters with one time counter; at
    A's turn-3 upkeep it is removed and the Golem is sacrificed."""
    _supported(real_db, "Soultether Golem")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 2)
    s.add_card(Zone.HAND, "A", "Soultether Golem")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Soultether Golem")
    s.check(1, Step.END_TURN,
            lambda sc: sc.assert_counter_count("A", "Soultether Golem", "time", 1))
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("A", "Soultether Golem", 1)


def test_702_32a_fading_removes_then_sacrifices(real_db: CardDatabase) -> None:
    """702.32a: Cloudskate (fading 3) enters with three fade counters; Blastoderm with one fade
    counter loses it at turn 1's upkeep and is sacrificed at turn 3's, when none can be
    removed."""
    _supported(real_db, "Cloudskate", "Blastoderm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Cloudskate")
    s.add_card(Zone.BATTLEFIELD, "A", "Blastoderm", counters={"fade": 1})
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cloudskate")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_counter_count("A", "Cloudskate", "fade", 3))
    s.check(1, Step.END_TURN, lambda sc: sc.assert_counter_count("A", "Blastoderm", "fade", 0))
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("A", "Blastoderm", 1)
    s.assert_counter_count("A", "Cloudskate", "fade", 2)


def test_702_29e_typecycling_searches_for_its_type(real_db: CardDatabase) -> None:
    """702.29e: Twisted Abomination's swampcycling {2}: discard it from the hand to put a Swamp
    card from the library into the hand (not the Forest); Absorb Vis's basic landcycling finds
    a basic land card."""
    _supported(real_db, "Twisted Abomination", "Absorb Vis")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 4)
    s.add_card(Zone.LIBRARY, "A", "Swamp")
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Twisted Abomination")
    s.add_card(Zone.HAND, "A", "Absorb Vis")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Swampcycling")
    s.set_choice("A", "Swamp")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Twisted Abomination", 1)
    s.assert_hand_count("A", 1, "Swamp")
    s.assert_hand_count("A", 0, "Forest")
    s.assert_library_count("A", 21)
    s.assert_hand_count("A", 2)
    abs_vis = real_db.get("Absorb Vis").abilities
    assert [a.text for a in abs_vis] == ["Basic landcycling {1}{B}"]


def test_702_86a_annihilator_defending_player_sacrifices(real_db: CardDatabase) -> None:
    """702.86a: Ulamog's Crusher (8/8, annihilator 2) attacks: B, the defending player,
    sacrifices two permanents of their choice (the two Forests; the Bears stay)."""
    _supported(real_db, "Ulamog's Crusher")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ulamog's Crusher")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.attack(1, "A", "Ulamog's Crusher")
    s.set_choice("B", "Forest")
    s.set_choice("B", "Forest#2")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Forest", 0)
    s.assert_graveyard_count("B", "Forest", 2)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Ulamog's Crusher", 1)
    s.assert_life("B", 12)


def test_702_54a_bloodthirst_counts_damage_to_an_opponent_this_turn(
        real_db: CardDatabase) -> None:
    """702.54a: Gorehorn Minotaurs (3/3, bloodthirst 2) cast after Lightning Bolt hit B enters
    with two +1/+1 counters (5/5); cast after a Bolt to A itself, or on a later turn, it enters
    without (3/3)."""
    _supported(real_db, "Gorehorn Minotaurs")
    for bolt_target, turn, expected in (("B", 1, 2), ("A", 1, 0), ("B", 3, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
        s.add_card(Zone.HAND, "A", "Lightning Bolt")
        s.add_card(Zone.HAND, "A", "Gorehorn Minotaurs")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=[bolt_target])
        s.cast_spell(turn, Step.PRECOMBAT_MAIN, "A", "Gorehorn Minotaurs")
        s.stop_at(turn, Step.END_TURN)
        s.execute()
        s.assert_counter_count("A", "Gorehorn Minotaurs", "+1/+1", expected)
        s.assert_power_toughness("A", "Gorehorn Minotaurs", 3 + expected, 3 + expected)
