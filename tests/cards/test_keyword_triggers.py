"""Triggered and activated keyword abilities (702) expanded by cards/keyword_dsl.py and carried
out by rules/keyword_effects.py, played with real cards of the MTGJSON database (skipped
without ../shared): battle cry, afflict, rampage, extort, renown, fabricate, outlast, modular,
mentor, dethrone, evolve; split second."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _supported(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n)
        res = db.compiled(n)
        assert res.supported, (n, res.reasons)


def test_702_91a_battle_cry_pumps_each_other_attacker(real_db: CardDatabase) -> None:
    """702.91a: Goblin Wardriver (2/2, battle cry) attacks with Grizzly Bears: the Bears get
    +1/+0 (3/2), the Wardriver itself doesn't (2/2); 5 damage in all."""
    _supported(real_db, "Goblin Wardriver")
    seen: list[tuple[int, int, int, int]] = []

    def look(sc: Scenario) -> None:
        st = sc.game.state
        from mtg_engine.rules.layers import characteristics

        w = characteristics(st, sc._one_permanent("Goblin Wardriver"))
        b = characteristics(st, sc._one_permanent("Grizzly Bears"))
        seen.append((w.power, w.toughness, b.power, b.toughness))

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Wardriver")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", "Goblin Wardriver")
    s.attack(1, "A", "Grizzly Bears")
    s.check(1, Step.COMBAT_DAMAGE, look)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    assert seen == [(2, 2, 3, 2)]
    s.assert_life("B", 15)


def test_702_130a_afflict_defending_player_loses_life_when_blocked(real_db: CardDatabase) -> None:
    """702.130a: Khenra Eternal (2/2, afflict 1) becomes blocked by Grizzly Bears: B loses 1
    life (19); unblocked, it deals its 2 combat damage and afflict doesn't trigger (18)."""
    _supported(real_db, "Khenra Eternal")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Khenra Eternal")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Khenra Eternal")
    s.block(1, "B", "Grizzly Bears", "Khenra Eternal")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_graveyard_count("A", "Khenra Eternal", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Khenra Eternal")
    s.attack(1, "A", "Khenra Eternal")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)


def test_702_23a_rampage_counts_blockers_beyond_the_first(real_db: CardDatabase) -> None:
    """702.23a-b: Wolverine Pack (2/4, rampage 2) blocked by two Grizzly Bears gets +2/+2 once
    (4/6): it kills both Bears (2 damage each) and survives their 4 damage. Blocked by one,
    no bonus: 2/4."""
    _supported(real_db, "Wolverine Pack")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wolverine Pack")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.attack(1, "A", "Wolverine Pack")
    s.block(1, "B", "Grizzly Bears", "Wolverine Pack")
    s.block(1, "B", "Grizzly Bears", "Wolverine Pack")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Wolverine Pack", 4, 6)
    s.assert_damage("Wolverine Pack", 4)
    s.assert_graveyard_count("B", "Grizzly Bears", 2)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wolverine Pack")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Wolverine Pack")
    s.block(1, "B", "Grizzly Bears", "Wolverine Pack")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Wolverine Pack", 2, 4)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_702_101a_extort_drains_each_opponent_when_paid(real_db: CardDatabase) -> None:
    """702.101a: with Syndic of Tithes (extort), A casts Llanowar Elves and pays {W/B} with a
    Plains: B loses 1 (19), A gains the 1 lost (21). Not paid ("no"): nothing."""
    _supported(real_db, "Syndic of Tithes")
    for answer, a_life, b_life, plains_tapped in (("yes", 21, 19, True), ("no", 20, 20, False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Syndic of Tithes")
        s.add_card(Zone.BATTLEFIELD, "A", "Forest")
        s.add_card(Zone.BATTLEFIELD, "A", "Plains")
        s.add_card(Zone.HAND, "A", "Llanowar Elves")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Llanowar Elves")
        s.set_choice("A", answer)
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_life("A", a_life)
        s.assert_life("B", b_life)
        s.assert_tapped("Plains", plains_tapped)
        s.assert_permanent_count("A", "Llanowar Elves", 1)


def test_702_112a_renown_once(real_db: CardDatabase) -> None:
    """702.112a-b: Topan Freeblade (2/2 vigilance, renown 1) deals 2 combat damage to B, gets
    a +1/+1 counter and becomes renowned (3/3); on turn 3 it deals 3 and gets no more
    counters (603.4: it is renowned). B: 20 - 2 - 3 = 15."""
    _supported(real_db, "Topan Freeblade")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Topan Freeblade")
    s.attack(1, "A", "Topan Freeblade")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_counter_count("A", "Topan Freeblade",
                                                               "+1/+1", 1))
    s.attack(3, "A", "Topan Freeblade")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 15)
    s.assert_counter_count("A", "Topan Freeblade", "+1/+1", 1)
    s.assert_power_toughness("A", "Topan Freeblade", 3, 3)


def test_702_123a_fabricate_counters_or_servos(real_db: CardDatabase) -> None:
    """702.123a: Glint-Sleeve Artisan (2/2, fabricate 1): "yes" puts a +1/+1 counter on it
    (3/3, no Servo); "no" creates one 1/1 colorless Servo artifact creature token."""
    _supported(real_db, "Glint-Sleeve Artisan")
    for answer, pt, servos in (("yes", (3, 3), 0), ("no", (2, 2), 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
        s.add_card(Zone.HAND, "A", "Glint-Sleeve Artisan")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Glint-Sleeve Artisan")
        s.set_choice("A", answer)
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_power_toughness("A", "Glint-Sleeve Artisan", *pt)
        s.assert_permanent_count("A", "Servo Token", servos)
        if servos:
            s.assert_power_toughness("A", "Servo Token", 1, 1)
            s.assert_type("Servo Token", "Artifact")
            s.assert_color("Servo Token", [])


def test_702_107a_outlast(real_db: CardDatabase) -> None:
    """702.107a: Ainok Bond-Kin's outlast {1}{W}: {1}{W}, {T}: a +1/+1 counter on it (3/2),
    as a sorcery; with the counter it has first strike (its own static ability)."""
    _supported(real_db, "Ainok Bond-Kin")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ainok Bond-Kin")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Outlast")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Ainok Bond-Kin", "+1/+1", 1)
    s.assert_power_toughness("A", "Ainok Bond-Kin", 3, 2)
    s.assert_tapped("Ainok Bond-Kin")
    s.assert_abilities("A", "Ainok Bond-Kin", ["First strike"])


def test_702_107a_outlast_only_as_a_sorcery(real_db: CardDatabase) -> None:
    """702.107a: "Activate only as a sorcery": not in the opponent's turn."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ainok Bond-Kin")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Outlast", False))
    s.stop_at(2, Step.END_TURN)
    s.execute()


def test_702_43a_modular_moves_its_counters(real_db: CardDatabase) -> None:
    """702.43a: Arcbound Worker (0/0, modular 1) enters with a +1/+1 counter (1/1); when
    Lightning Bolt kills it, A puts a +1/+1 counter for each counter it had (603.10a: 1) on
    target artifact creature: Ornithopter becomes 1/3."""
    _supported(real_db, "Arcbound Worker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.HAND, "A", "Arcbound Worker")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Arcbound Worker")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_power_toughness(
        "A", "Arcbound Worker", 1, 1))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Arcbound Worker"])
    s.add_target("A", "Ornithopter")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Arcbound Worker", 1)
    s.assert_counter_count("A", "Ornithopter", "+1/+1", 1)
    s.assert_power_toughness("A", "Ornithopter", 1, 3)


def test_702_134a_mentor_targets_an_attacker_with_less_power(real_db: CardDatabase) -> None:
    """702.134a: Sunhome Stalwart (2/2 first strike, mentor) attacks with Llanowar Elves
    (1/1): a +1/+1 counter on the Elves (2/2); B takes 2 + 2. Goblin Piker (2/1) attacking
    with it has power 2, not less: no legal target, the ability is removed (603.3d)."""
    _supported(real_db, "Sunhome Stalwart")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sunhome Stalwart")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.attack(1, "A", "Sunhome Stalwart")
    s.attack(1, "A", "Llanowar Elves")
    s.add_target("A", "Llanowar Elves")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Llanowar Elves", "+1/+1", 1)
    s.assert_life("B", 16)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sunhome Stalwart")
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Piker")
    s.attack(1, "A", "Sunhome Stalwart")
    s.attack(1, "A", "Goblin Piker")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Goblin Piker", "+1/+1", 0)
    s.assert_counter_count("A", "Sunhome Stalwart", "+1/+1", 0)
    s.assert_life("B", 16)


def test_702_61a_split_second_no_spells_or_abilities_in_response(real_db: CardDatabase) -> None:
    """702.61a: while Sudden Shock (split second) is on the stack, B can't cast Giant Growth
    nor activate Mogg Fanatic's sacrifice ability in response: the Bears get 2 damage and
    die. 702.61b: once it has resolved, B may act again (Mogg Fanatic then deals 1 to A)."""
    _supported(real_db, "Sudden Shock")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Sudden Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mogg Fanatic")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sudden Shock", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Giant Growth", targets=["Grizzly Bears"],
                 responding_to="Sudden Shock")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "B", "Sacrifice", targets=["A"],
                       responding_to="Sudden Shock")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError) as err:
        s.execute()
    assert str(err.value).count("split second is on the stack (702.61a)") == 2
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_hand_count("B", 1, "Giant Growth")
    s.assert_permanent_count("B", "Mogg Fanatic", 1)
    s.assert_life("A", 20)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Sudden Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Mogg Fanatic")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sudden Shock", targets=["B"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "B", "Sacrifice", targets=["A"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 19)


def test_702_84a_unearth_returns_with_haste_then_is_exiled(real_db: CardDatabase) -> None:
    """702.84a: Dregscape Zombie (2/1, unearth {B}) in A's graveyard: {B}, as a sorcery,
    returns it; it has haste and attacks at once (B: 18); at the beginning of the end step it
    is exiled."""
    _supported(real_db, "Dregscape Zombie")
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Dregscape Zombie")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Unearth")
    s.attack(1, "A", "Dregscape Zombie")
    s.check(1, Step.END_COMBAT, lambda sc: sc.assert_abilities("A", "Dregscape Zombie",
                                                               ["Haste"]))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 18)
    s.assert_permanent_count("A", "Dregscape Zombie", 0)
    s.assert_exile_count("Dregscape Zombie", 1)
    s.assert_graveyard_count("A", "Dregscape Zombie", 0)


def test_702_84a_unearthed_permanent_is_exiled_instead_of_dying(real_db: CardDatabase) -> None:
    """702.84a: "If it would leave the battlefield, exile it instead of putting it anywhere
    else": the unearthed Dregscape Zombie killed by Lightning Bolt goes to exile, not to the
    graveyard. Unearth is activated only as a sorcery (not in B's turn)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Dregscape Zombie")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Unearth")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Dregscape Zombie"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Dregscape Zombie", 1)
    s.assert_graveyard_count("A", "Dregscape Zombie", 0)

    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Dregscape Zombie")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Unearth", False))
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Unearth"))
    s.stop_at(3, Step.END_TURN)
    s.execute()


def test_702_49a_ninjutsu_swaps_an_unblocked_attacker(real_db: CardDatabase) -> None:
    """702.49a, c: Grizzly Bears attacks unblocked; in the declare blockers step A pays {1}{U}
    and returns the Bears to hand: Ninja of the Deep Hours enters tapped and attacking B,
    unblocked, deals 2 (B: 18) and its trigger draws A a card (the Island on top)."""
    _supported(real_db, "Ninja of the Deep Hours")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Ninja of the Deep Hours")
    s.add_card(Zone.LIBRARY, "A", "Island")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_playable("A", "Ninjutsu", False))
    s.attack(1, "A", "Grizzly Bears")
    s.activate_ability(1, Step.DECLARE_BLOCKERS, "A", "Ninjutsu")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 18)
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_hand_count("A", 1, "Island")
    s.assert_permanent_count("A", "Ninja of the Deep Hours", 1)
    s.assert_tapped("Ninja of the Deep Hours")


def test_702_49c_ninjutsu_needs_an_unblocked_attacker(real_db: CardDatabase) -> None:
    """702.49c: with its only attacker blocked, A can't activate ninjutsu."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Ninja of the Deep Hours")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears@A")
    s.block(1, "B", "Grizzly Bears@B", "Grizzly Bears@A")
    s.activate_ability(1, Step.DECLARE_BLOCKERS, "A", "Ninjutsu")
    s.stop_at(1, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match=r"no unblocked attacking creature"):
        s.execute()
    s.assert_hand_count("A", 1, "Ninja of the Deep Hours")
    s.assert_life("B", 20)


def test_702_118b_skulk(real_db: CardDatabase) -> None:
    """702.118b: Furtive Homunculus (2/1 skulk) can be blocked by Grizzly Bears (power 2, not
    greater) but not by Hill Giant (power 3)."""
    from mtg_engine.rules.combat import possible_blocks

    _supported(real_db, "Furtive Homunculus")
    seen: list[tuple[bool, bool]] = []

    def look(sc: Scenario) -> None:
        options = possible_blocks(sc.game.state, 1)
        a = sc._one_permanent("Furtive Homunculus")
        seen.append((a in options.get(sc._one_permanent("Grizzly Bears"), []),
                     a in options.get(sc._one_permanent("Hill Giant"), [])))

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Furtive Homunculus")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Furtive Homunculus")
    s.check(1, Step.DECLARE_BLOCKERS, look)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    assert seen == [(True, False)]


def test_702_115a_ingest_exiles_the_top_card(real_db: CardDatabase) -> None:
    """702.115a: Mist Intruder (1/2 flying, ingest) deals 1 combat damage to B: B exiles the
    top card of their library (Hill Giant, put there last), the other stays."""
    _supported(real_db, "Mist Intruder")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mist Intruder")
    s.add_card(Zone.LIBRARY, "B", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "B", "Hill Giant")
    s.attack(1, "A", "Mist Intruder")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_exile_count("Hill Giant", 1)
    s.assert_library_count("B", 1, "Grizzly Bears")


def test_702_77a_reinforce_from_the_hand(real_db: CardDatabase) -> None:
    """702.77a: Burrenton Bombardier (reinforce 2—{2}{W}): discarded from A's hand for {2}{W},
    it puts two +1/+1 counters on Grizzly Bears (4/4), at instant speed (B's turn)."""
    _supported(real_db, "Burrenton Bombardier")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Burrenton Bombardier")
    s.activate_ability(2, Step.UPKEEP, "A", "Reinforce", targets=["Grizzly Bears"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_graveyard_count("A", "Burrenton Bombardier", 1)
    s.assert_hand_count("A", 0)


def test_702_53a_transmute_finds_the_same_mana_value(real_db: CardDatabase) -> None:
    """702.53a: Drift of Phantasms (mana value 3, transmute {1}{U}{U}) discarded as a sorcery
    finds a card with mana value 3 (Mind Rot), not Hill Giant (4) nor Grizzly Bears (2)."""
    _supported(real_db, "Drift of Phantasms")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Drift of Phantasms")
    for name in ("Grizzly Bears", "Mind Rot", "Hill Giant"):
        s.add_card(Zone.LIBRARY, "A", name)
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_playable("A", "Transmute", False))
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "Transmute")
    s.set_choice("A", "Mind Rot")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Mind Rot")
    s.assert_graveyard_count("A", "Drift of Phantasms", 1)
    s.assert_library_count("A", 0, "Mind Rot")


def test_702_97a_scavenge_counters_equal_to_power(real_db: CardDatabase) -> None:
    """702.97a: Dreg Mangler (3/3, scavenge {3}{B}{G}) exiled from A's graveyard as a sorcery:
    three +1/+1 counters on Grizzly Bears (5/5)."""
    _supported(real_db, "Dreg Mangler")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Dreg Mangler")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Scavenge", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 3)
    s.assert_power_toughness("A", "Grizzly Bears", 5, 5)
    s.assert_exile_count("Dreg Mangler", 1)
    s.assert_graveyard_count("A", "Dreg Mangler", 0)


def test_702_105a_dethrone_only_against_the_most_life(real_db: CardDatabase) -> None:
    """702.105a: Enraged Revolutionary (2/1, dethrone) attacks B, tied for the most life
    (20-20): a +1/+1 counter, 3 damage (B: 17). With B at 10 and A at 20, no counter: 2
    damage (B: 8)."""
    _supported(real_db, "Enraged Revolutionary")
    for b_life, counters, end in ((20, 1, 17), (10, 0, 8)):
        s = Scenario(cards=real_db)
        s.set_life("B", b_life)
        s.add_card(Zone.BATTLEFIELD, "A", "Enraged Revolutionary")
        s.attack(1, "A", "Enraged Revolutionary")
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_counter_count("A", "Enraged Revolutionary", "+1/+1", counters)
        s.assert_life("B", end)


def test_702_100a_evolve(real_db: CardDatabase) -> None:
    """702.100a: Experiment One (1/1, evolve): Grizzly Bears (2/2) enters: it evolves (2/2);
    Llanowar Elves (1/1) then enters: neither greater, no trigger (603.4). Cloudfin Raptor
    (0/1): Grizzly Bears killed in response to the trigger is compared as it last existed
    (603.10a): it still evolves (1/2)."""
    _supported(real_db, "Experiment One", "Cloudfin Raptor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Experiment One")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Llanowar Elves")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Llanowar Elves")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Experiment One", "+1/+1", 1)
    s.assert_power_toughness("A", "Experiment One", 2, 2)
    assert sum(1 for ev in s.game.state.log
               if ev[0] == "trigger" and ev[3] == "Experiment One") == 1

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cloudfin Raptor")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"],
                 responding_to="Cloudfin Raptor")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_counter_count("A", "Cloudfin Raptor", "+1/+1", 1)
    s.assert_power_toughness("A", "Cloudfin Raptor", 1, 2)


def test_702_45a_509_5a_bushido_triggers_once_blocking_two_creatures() -> None:
    """702.45a, 509.5a: "Whenever this creature blocks" triggers once each combat even if it
    blocks two creatures: a 1/4 with bushido 1 that can block an additional creature blocks
    two Grizzly Bears and is 2/5 (not 3/6); it survives their 4 damage."""
    db = CardDatabase.builtin()
    db.load_file("test.yaml", """
- name: Twin-Guard Samurai
  type: Creature — Human Samurai
  cost: "{3}"
  power: 1
  toughness: 4
  keywords: ["can block an additional creature each combat"]
  bushido: 1
""")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Twin-Guard Samurai")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Twin-Guard Samurai", "Grizzly Bears#1")
    s.block(1, "B", "Twin-Guard Samurai", "Grizzly Bears#2")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    assert sum(1 for ev in s.game.state.log if ev[0] == "block") == 2
    s.assert_power_toughness("B", "Twin-Guard Samurai", 2, 5)
    s.assert_damage("Twin-Guard Samurai", 4)
    assert sum(1 for ev in s.game.state.log
               if ev[0] == "trigger" and ev[3] == "Twin-Guard Samurai") == 1


def test_702_88a_rebound_casts_it_again_next_upkeep(real_db: CardDatabase) -> None:
    """702.88a: Staggershock (2 damage, rebound) cast from A's hand on turn 1 is exiled as it
    resolves (B: 18); at A's next upkeep (turn 3, not B's turn 2) A casts it from exile
    without paying its mana cost (B: 16); cast from exile, it then goes to the graveyard."""
    _supported(real_db, "Staggershock")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Staggershock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Staggershock", targets=["B"])
    s.add_target("A", "B")
    s.check(2, Step.DRAW, lambda sc: (sc.assert_exile_count("Staggershock", 1),
                                      sc.assert_life("B", 18)))
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_life("B", 16)
    s.assert_exile_count("Staggershock", 0)
    s.assert_graveyard_count("A", "Staggershock", 1)
    assert [ev[0] for ev in s.game.state.log if ev[0] == "rebound"] == ["rebound"]


def test_702_88a_rebound_may_be_declined(real_db: CardDatabase) -> None:
    """702.88a: "you may cast": declined ("no"), the card stays in exile."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Staggershock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Staggershock", targets=["B"])
    s.set_choice("A", "no")
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_life("B", 18)
    s.assert_exile_count("Staggershock", 1)


def test_702_136a_riot_counter_or_haste(real_db: CardDatabase) -> None:
    """702.136a: Zhur-Taa Goblin (2/2, riot) cast on turn 1: "yes" (the counter): 3/3 without
    haste, it can't attack that turn (B: 20); "no": 2/2 with haste, it attacks (B: 18)."""
    _supported(real_db, "Zhur-Taa Goblin")
    for answer, pt, b_life in (("yes", (3, 3), 20), ("no", (2, 2), 18)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
        s.add_card(Zone.BATTLEFIELD, "A", "Forest")
        s.add_card(Zone.HAND, "A", "Zhur-Taa Goblin")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zhur-Taa Goblin")
        s.set_choice("A", answer)
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_power_toughness("A", "Zhur-Taa Goblin", *pt)
        s.assert_abilities("A", "Zhur-Taa Goblin", ["Haste"], present=answer == "no")
        s2 = Scenario(cards=real_db)
        s2.add_card(Zone.BATTLEFIELD, "A", "Mountain")
        s2.add_card(Zone.BATTLEFIELD, "A", "Forest")
        s2.add_card(Zone.HAND, "A", "Zhur-Taa Goblin")
        s2.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zhur-Taa Goblin")
        s2.set_choice("A", answer)
        s2.attack(1, "A", "Zhur-Taa Goblin")
        s2.stop_at(1, Step.END_TURN)
        if answer == "yes":
            with pytest.raises(ScenarioError, match="could not attack"):
                s2.execute()
        else:
            s2.execute()
        s2.assert_life("B", b_life)


def test_702_98a_unleash_counter_means_it_cannot_block(real_db: CardDatabase) -> None:
    """702.98a: Rakdos Cackler (1/1, unleash) entered with the counter ("yes") is 2/2 and
    can't block while it has it; without it ("no") it is 1/1 and can block."""
    from mtg_engine.rules.combat import possible_blocks

    _supported(real_db, "Rakdos Cackler")
    for answer, pt, can_block in (("yes", (2, 2), False), ("no", (1, 1), True)):
        seen: list[bool] = []
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "B", "Swamp")
        s.add_card(Zone.HAND, "B", "Rakdos Cackler")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Rakdos Cackler")
        s.set_choice("B", answer)
        s.attack(3, "A", "Grizzly Bears")
        s.check(3, Step.DECLARE_BLOCKERS, lambda sc, seen=seen: seen.append(
            sc._one_permanent("Grizzly Bears") in possible_blocks(sc.game.state, 1).get(
                sc._one_permanent("Rakdos Cackler"), [])))
        s.stop_at(3, Step.END_TURN)
        s.execute()
        s.assert_power_toughness("B", "Rakdos Cackler", *pt)
        assert seen == [can_block]


def test_702_110a_exploit_and_its_trigger(real_db: CardDatabase) -> None:
    """702.110a-b: Silumgar Butcher enters; A sacrifices Grizzly Bears to its exploit ("yes",
    then the Bears): it exploits a creature, and its trigger gives B's Hill Giant (3/3) -3/-3:
    it dies. Sacrificing the Butcher itself still triggers (603.10a): B's Hill Giant dies too.
    Declined ("no"): nothing is sacrificed, no trigger."""
    _supported(real_db, "Silumgar Butcher")
    for choice, butcher, bears, giant in (("Grizzly Bears", 1, 0, 0),
                                          ("Silumgar Butcher", 0, 1, 0), ("", 1, 1, 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.HAND, "A", "Silumgar Butcher")
        s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Silumgar Butcher")
        if choice:
            s.set_choice("A", "yes")
            s.set_choice("A", choice)
            s.add_target("A", "Hill Giant")
        else:
            s.set_choice("A", "no")
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_permanent_count("A", "Silumgar Butcher", butcher)
        s.assert_permanent_count("A", "Grizzly Bears", bears)
        s.assert_permanent_count("B", "Hill Giant", giant)
        assert sum(1 for ev in s.game.state.log if ev[0] == "exploits") == (1 if choice else 0)
