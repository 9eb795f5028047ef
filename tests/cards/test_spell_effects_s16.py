"""Spell effects and effects of triggered abilities read in session 16 (issue 11), played with
real cards from the shared MTGJSON file (skipped when it is absent). Each test has exact
figures, and a case where the effect must not do anything where there is one."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.state.objects import Zone as StateZone
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def _tapped(sc: Scenario, player: str, name: str) -> int:
    """How many of `player`'s permanents named `name` are tapped."""
    p = sc.names.index(player)
    return sum(1 for o in sc.state.objects.values()
               if o.zone is StateZone.BATTLEFIELD and o.controller == p and o.name == name
               and o.tapped)


# ------------------------------------------------------------------ 502.3: "your next untap step"


def test_502_3_lands_you_control_dont_untap_during_your_next_untap_step(
        real_db: CardDatabase) -> None:
    """Bontu's Last Reckoning: "Destroy all creatures. Lands you control don't untap during
    your next untap step." A taps three of four Swamps for it on turn 1: both players' creatures
    die; on turn 3 those three Swamps are still tapped (the fourth, untapped, stays so); B's
    tapped Forest untaps in B's own untap step (turn 2); on turn 5 A's Swamps untap."""
    _compiled(real_db, "Bontu's Last Reckoning")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Bontu's Last Reckoning")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", tapped=True)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bontu's Last Reckoning")
    seen: dict[int, tuple[int, int]] = {}

    def count(turn: int) -> None:
        def fn(sc: Scenario) -> None:
            seen[turn] = (_tapped(sc, "A", "Swamp"), _tapped(sc, "B", "Forest"))
        s.check(turn, Step.PRECOMBAT_MAIN, fn)

    for turn in (2, 3, 5):
        count(turn)
    s.stop_at(5, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 0)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    assert seen == {2: (3, 0), 3: (3, 0), 5: (0, 0)}


# ------------------------------------------------------------------ 205.3m: "all Humans"


def test_205_3m_return_all_zombie_cards_tapped_then_destroy_all_humans(
        real_db: CardDatabase) -> None:
    """Zombie Apocalypse: "Return all Zombie creature cards from your graveyard to the
    battlefield tapped, then destroy all Humans." A's two Walking Corpses (Zombie) come back
    tapped, A's Elite Vanguard card (Human) stays in the graveyard; the Elite Vanguards on the
    battlefield (A's and B's: Human Soldier) are destroyed, B's Grizzly Bears (Bear) stays."""
    _compiled(real_db, "Zombie Apocalypse")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.HAND, "A", "Zombie Apocalypse")
    s.add_card(Zone.GRAVEYARD, "A", "Walking Corpse", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Elite Vanguard")
    s.add_card(Zone.BATTLEFIELD, "A", "Elite Vanguard")
    s.add_card(Zone.BATTLEFIELD, "B", "Elite Vanguard")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zombie Apocalypse")
    tapped: list[int] = []
    s.check(1, Step.END_TURN, lambda sc: tapped.append(_tapped(sc, "A", "Walking Corpse")))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Walking Corpse", 2)
    assert tapped == [2]
    s.assert_permanent_count("A", "Elite Vanguard", 0)
    s.assert_permanent_count("B", "Elite Vanguard", 0)
    s.assert_graveyard_count("A", "Elite Vanguard", 2)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_205_3m_destroy_all_goblins(real_db: CardDatabase) -> None:
    """Tivadar's Crusade: "Destroy all Goblins." Goblin Piker (Goblin Warrior) of both players
    is destroyed; Grizzly Bears stays."""
    _compiled(real_db, "Tivadar's Crusade")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Tivadar's Crusade")
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Piker")
    s.add_card(Zone.BATTLEFIELD, "B", "Goblin Piker")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Tivadar's Crusade")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Goblin Piker", 0)
    s.assert_permanent_count("B", "Goblin Piker", 0)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


# ------------------------------------------------------------------ 601.2c: a later sentence's target


def _essence_capture(db: CardDatabase, giant_target: bool) -> Scenario:
    """Essence Capture: "Counter target creature spell. Put a +1/+1 counter on up to one
    target creature you control." B casts Grizzly Bears on turn 2; A answers with it."""
    _compiled(db, "Essence Capture")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Essence Capture")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    targets = ("Grizzly Bears", "Hill Giant") if giant_target else ("Grizzly Bears",)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Essence Capture", targets=targets,
                 responding_to="Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    return s


def test_601_2c_counter_then_counter_on_up_to_one_target_creature(real_db: CardDatabase) -> None:
    """Both targets: the Bears is countered (B's graveyard), the Giant becomes 4/4."""
    s = _essence_capture(real_db, True)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_counter_count("A", "Hill Giant", "+1/+1", 1)
    s.assert_power_toughness("A", "Hill Giant", 4, 4)


def test_601_2c_up_to_one_target_chosen_as_none(real_db: CardDatabase) -> None:
    """No creature chosen for "up to one": the Bears is countered, the Giant stays 3/3."""
    s = _essence_capture(real_db, False)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_power_toughness("A", "Hill Giant", 3, 3)


# ------------------------------------------------------------------ 608.2d, 400.3: Processors


def _strangler(db: CardDatabase, exiled: int, answer: str = "yes") -> Scenario:
    """Wasteland Strangler: "When ~ enters the battlefield, you may put a card an opponent
    owns from exile into that player's graveyard. If you do, target creature gets -3/-3 until
    end of turn." B owns `exiled` exiled Grizzly Bears cards; the target is B's Hill Giant."""
    _compiled(db, "Wasteland Strangler")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Wasteland Strangler")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    if exiled:
        s.add_card(Zone.EXILE, "B", "Grizzly Bears", exiled)
    s.add_card(Zone.EXILE, "A", "Elite Vanguard")  # (A's own: never a choice)
    s.set_choice("A", answer)
    s.add_target("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wasteland Strangler")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_400_3_processor_puts_an_opponents_exiled_card_into_its_owners_graveyard(
        real_db: CardDatabase) -> None:
    """Two Bears in exile: one goes to B's graveyard, and the Giant (3/3) dies of -3/-3."""
    s = _strangler(real_db, 2)
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_exile_count("Elite Vanguard", 1)


def test_608_2c_processor_without_an_opponents_exiled_card_does_nothing(
        real_db: CardDatabase) -> None:
    """Only A's own card in exile: nothing is put into a graveyard, the Giant lives."""
    s = _strangler(real_db, 0)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)
    s.assert_exile_count("Elite Vanguard", 1)


def test_608_2c_processor_declined(real_db: CardDatabase) -> None:
    """A answers "no": the Bears stays exiled and the Giant lives."""
    s = _strangler(real_db, 1, "no")
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)


# ------------------------------------------------------------------ 400.3, 110.2: each player returns


def test_110_2_each_player_returns_all_creature_cards_from_their_graveyard(
        real_db: CardDatabase) -> None:
    """Twilight's Call: "Each player returns all creature cards from their graveyard to the
    battlefield." A's Hill Giant and B's two Grizzly Bears come back, each under its owner's
    control; B's Shock (an instant card) stays in B's graveyard."""
    _compiled(real_db, "Twilight's Call")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.HAND, "A", "Twilight's Call")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears", 2)
    s.add_card(Zone.GRAVEYARD, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Twilight's Call")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 2)
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_graveyard_count("B", "Shock", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 0)


def test_400_3_each_player_returns_all_creature_cards_to_their_hand(
        real_db: CardDatabase) -> None:
    """Empty the Catacombs: "... to their hand." Each player's creature cards go to their own
    hand (A: 1 card, B: 2 cards; B's Shock stays)."""
    _compiled(real_db, "Empty the Catacombs")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Empty the Catacombs")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears", 2)
    s.add_card(Zone.GRAVEYARD, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Empty the Catacombs")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_hand_count("B", 2, "Grizzly Bears")
    s.assert_graveyard_count("B", "Shock", 1)


# ------------------------------------------------------------------ 202.3: "the lowest mana value"


def test_202_3_destroy_target_nonland_permanent_with_the_lowest_mana_value(
        real_db: CardDatabase) -> None:
    """Culling Scales: "At the beginning of your upkeep, destroy target nonland permanent with
    the lowest mana value." B has Elite Vanguard (mana value 1) and Grizzly Bears (2), A Hill
    Giant (4) and the Scales (3): A's upkeep on turn 1 destroys the Vanguard (the only legal
    target), the one on turn 3 the Bears, the one on turn 5 the Scales itself (3 < 4); the
    Giant stays."""
    _compiled(real_db, "Culling Scales")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Culling Scales")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Elite Vanguard")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    seen: dict[int, tuple[int, int]] = {}

    def count(turn: int) -> None:
        def fn(sc: Scenario) -> None:
            on = [o.name for o in sc.state.objects.values() if o.zone is StateZone.BATTLEFIELD]
            seen[turn] = (on.count("Elite Vanguard"), on.count("Grizzly Bears"))
        s.check(turn, Step.PRECOMBAT_MAIN, fn)

    for turn in (2, 4):
        count(turn)
    s.check(4, Step.END_TURN, lambda sc: sc.assert_permanent_count("A", "Culling Scales", 1))
    s.stop_at(5, Step.END_TURN)
    s.execute()
    assert seen == {2: (0, 1), 4: (0, 0)}
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Culling Scales", 0)


# ------------------------------------------------------------------ 601.3: "one of those cards"


def _witness(db: CardDatabase) -> Scenario:
    """Unlucky Witness: "When ~ dies, exile the top two cards of your library. Until your next
    end step, you may play one of those cards." A's library: Shock, then Lava Spike on top; A
    kills the Witness with Lightning Bolt on turn 1 (A's turn): both are exiled."""
    _compiled(db, "Unlucky Witness")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Unlucky Witness")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.LIBRARY, "A", "Shock")
    s.add_card(Zone.LIBRARY, "A", "Lava Spike")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=("Unlucky Witness",))
    return s


def test_601_3_play_one_of_those_cards(real_db: CardDatabase) -> None:
    """A casts the exiled Shock at B (B to 18): the Lava Spike may no longer be played."""
    s = _witness(real_db)
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: None)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=("B",))
    s.check(1, Step.END_COMBAT, lambda sc: sc.assert_playable("A", "Shock", True))
    seen: list[bool] = []

    def spike(sc: Scenario) -> None:
        sc.assert_life("B", 18)
        seen.append(True)
        sc.assert_playable("A", "Lava Spike", False)
    s.check(1, Step.END_TURN, spike)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    assert seen == [True]
    s.assert_exile_count("Lava Spike", 1)


def test_601_3_until_your_next_end_step(real_db: CardDatabase) -> None:
    """Nothing played: both may be played in A's postcombat main phase of turn 1 and no longer
    once its end step has begun (A's own turn: "your next end step" is this one); on turn 3
    neither may be."""
    s = _witness(real_db)
    checks: list[tuple[int, bool, bool]] = []

    def at(turn: int, step: Step) -> None:
        def fn(sc: Scenario) -> None:
            found = []
            for name in ("Shock", "Lava Spike"):
                try:
                    sc.assert_playable("A", name, True)
                    found.append(True)
                except AssertionError:
                    found.append(False)
            checks.append((turn, found[0], found[1]))
        s.check(turn, step, fn)

    at(1, Step.POSTCOMBAT_MAIN)
    at(1, Step.END_TURN)
    at(3, Step.PRECOMBAT_MAIN)
    s.stop_at(3, Step.END_TURN)
    s.execute()
    assert checks == [(1, True, True), (1, False, False), (3, False, False)]


# ------------------------------------------------------------------ 700.2: a later mode's target


def test_700_2_a_later_modes_condition_reads_its_own_target() -> None:
    """With two modes chosen, the targets are one list (601.2c): the second mode's "if that
    creature ..." (target_is, 608.2h) reads the second mode's target, as its instructions'
    "target" references do (state.game_state.chosen_modes_effects)."""
    from types import SimpleNamespace

    from mtg_engine.cards.dsl import Condition, Effect, Filter, TargetSpec
    from mtg_engine.state.game_state import chosen_modes_effects

    creature = TargetSpec("creature")
    first = SimpleNamespace(targets=(creature, creature),
                            effects=(Effect("destroy", (("what", "target:1"),)),))
    cond = Condition("target_is", filter=Filter(types=("Creature",)))
    either = Condition("any_of", parts=(cond, Condition("kicked")))
    second = SimpleNamespace(targets=(creature,),
                             effects=(Effect("draw", (("count", 1),), condition=cond),
                                      Effect("tap", (("what", "target"),), condition=either)))
    got = chosen_modes_effects((first, second), (0, 1))
    assert got[0].get("what") == "target:1"
    assert got[1].condition is not None and got[1].condition.target == 2
    assert got[2].get("what") == "target:2"
    assert got[2].condition is not None and got[2].condition.parts[0].target == 2
    alone = chosen_modes_effects((first, second), (1,))
    assert alone[0].condition is not None and alone[0].condition.target == 0


# ------------------------------------------------------------------ 601.2c: targets only if kicked


def _rushing_river(db: CardDatabase, kicked: bool) -> Scenario:
    """Rushing River ({2}{U}, kicker: sacrifice a land): "Return target nonland permanent to
    its owner's hand. If this spell was kicked, return another target nonland permanent to its
    owner's hand." B has Grizzly Bears and Hill Giant."""
    _compiled(db, "Rushing River")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Rushing River")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", "yes" if kicked else "no")
    targets = ("Grizzly Bears", "Hill Giant") if kicked else ("Grizzly Bears",)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rushing River", targets=targets)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_601_2c_kicked_spell_has_its_kicked_only_target(real_db: CardDatabase) -> None:
    """Kicked (an Island sacrificed): both creatures return to B's hand."""
    s = _rushing_river(real_db, True)
    s.assert_hand_count("B", 2)
    s.assert_permanent_count("B", "Hill Giant", 0)
    s.assert_permanent_count("A", "Island", 3)


def test_601_2c_unkicked_spell_chooses_no_kicked_only_target(real_db: CardDatabase) -> None:
    """Not kicked: one target only (the Bears returns, the Giant stays); no way to choose a
    second target exists among its legal casts."""
    s = _rushing_river(real_db, False)
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Island", 4)


def test_601_2c_no_second_target_without_kicker(real_db: CardDatabase) -> None:
    """The legal casts of Rushing River: unkicked ones have 0 for the second target; kicked ones
    a creature other than the first (115.3)."""
    from mtg_engine.rules import casting

    _compiled(real_db, "Rushing River")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Rushing River")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    got: list[tuple[bool, tuple[int, ...]]] = []
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: got.extend(
        (bool(a.kicked), a.targets) for a in casting.cast_actions(sc.state, 0)
        if sc.state.objects[a.card].name == "Rushing River"))
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    assert got and all(t[1] == 0 for k, t in got if not k)
    assert all(t[1] != 0 and t[1] != t[0] for k, t in got if k)
    assert {k for k, _ in got} == {False, True}


def test_601_2c_if_it_was_kicked_is_not_a_kicked_only_target(real_db: CardDatabase) -> None:
    """Ertai's Trickery ("Counter target spell if it was kicked."): "it" is the target spell,
    not this one; its target is not one chosen only if this spell is kicked: any spell is a
    legal target, and the condition (the target spell was kicked, 702.33d) is judged as it
    resolves (608.2c; played in test_spells_s21.py)."""
    got = real_db.compiled("Ertai's Trickery")
    assert got.supported and got.dsl is not None
    assert got.dsl["spell"]["targets"] == [{"kind": "spell"}]
    assert got.dsl["spell"]["effects"] == [{"counter": {"what": "target",
                                                        "if": {"kind": "target_kicked"}}}]


def test_603_5_you_may_have_target_creature_block_it(real_db: CardDatabase) -> None:
    """Turntimber Basilisk: "Landfall — Whenever a land enters the battlefield under your
    control, you may have target creature block ~ this turn if able." A plays a Forest on
    turn 3 targeting B's Grizzly Bears, and attacks: the Bears must block (509.1c) and dies to
    the Basilisk's deathtouch; B takes no damage (without the requirement B wouldn't block)."""
    _compiled(real_db, "Turntimber Basilisk")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Turntimber Basilisk")
    s.add_card(Zone.HAND, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_target("A", "Grizzly Bears")
    s.play_land(3, Step.PRECOMBAT_MAIN, "A", "Forest")
    s.attack(3, "A", "Turntimber Basilisk")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_permanent_count("B", "Grizzly Bears", 0)


# ------------------------------------------------------------------ 702.113: "a card with awaken"


def _tidecaller(db: CardDatabase, *graveyard: str) -> Scenario:
    """Halimar Tidecaller: "When ~ enters the battlefield, you may return target card with
    awaken from your graveyard to your hand." A casts it with `graveyard` in their graveyard."""
    _compiled(db, "Halimar Tidecaller")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Halimar Tidecaller")
    for name in graveyard:
        s.add_card(Zone.GRAVEYARD, "A", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Halimar Tidecaller")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_702_113_return_target_card_with_awaken(real_db: CardDatabase) -> None:
    """Coastal Discovery (awaken 4) returns to A's hand; Divination (no awaken) stays."""
    s = _tidecaller(real_db, "Divination", "Coastal Discovery")
    s.assert_hand_count("A", 1, "Coastal Discovery")
    s.assert_graveyard_count("A", "Divination", 1)


def test_702_113_a_card_without_awaken_is_no_target(real_db: CardDatabase) -> None:
    """Only Divination there: no legal target, nothing returns."""
    s = _tidecaller(real_db, "Divination")
    s.assert_hand_count("A", 0)
    s.assert_graveyard_count("A", "Divination", 1)


# ------------------------------------------------------------------ 105.2: "shares a color with it"


def _beam(db: CardDatabase, target: str) -> Scenario:
    """Cleansing Beam: "~ deals 2 damage to target creature and each other creature that
    shares a color with it." B has Grizzly Bears (green), Llanowar Elves (green), Hill Giant
    (red) and Ornithopter (colorless); A has Elvish Mystic (green)."""
    _compiled(db, "Cleansing Beam")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Cleansing Beam")
    s.add_card(Zone.BATTLEFIELD, "A", "Elvish Mystic")
    for name in ("Grizzly Bears", "Llanowar Elves", "Hill Giant", "Ornithopter"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cleansing Beam", targets=(target,))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_105_2_target_and_each_other_creature_sharing_a_color(real_db: CardDatabase) -> None:
    """The Bears targeted: it and every other green creature (both players') are dealt 2 and
    die; the red Giant and the colorless Ornithopter are not dealt damage."""
    s = _beam(real_db, "Grizzly Bears")
    for player, name in (("B", "Grizzly Bears"), ("B", "Llanowar Elves"), ("A", "Elvish Mystic")):
        s.assert_permanent_count(player, name, 0)
    s.assert_damage("Hill Giant", 0)
    s.assert_permanent_count("B", "Ornithopter", 1)


def test_105_2_a_colorless_target_shares_no_color(real_db: CardDatabase) -> None:
    """The Ornithopter (0/2, colorless) targeted: only it is dealt damage (it dies)."""
    s = _beam(real_db, "Ornithopter")
    s.assert_permanent_count("B", "Ornithopter", 0)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Elvish Mystic", 1)
    s.assert_damage("Grizzly Bears", 0)


def test_105_2_spreading_plague_destroys_all_other_creatures_sharing_a_color(
        real_db: CardDatabase) -> None:
    """Spreading Plague: "Whenever a creature enters the battlefield, destroy all other
    creatures that share a color with it. They can't be regenerated." A casts Llanowar Elves
    (green): B's Grizzly Bears (green) is destroyed, the Elves itself and the red Hill Giant
    stay; then Ornithopter (colorless): nothing is destroyed."""
    _compiled(real_db, "Spreading Plague")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Spreading Plague")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Llanowar Elves")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Ornithopter")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_permanent_count("B", "Grizzly Bears", 0))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Llanowar Elves", 1)
    s.assert_permanent_count("A", "Ornithopter", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


# ------------------------------------------------------------------ 603.3d: any number of targets


def test_603_3d_attach_any_number_of_target_equipment(real_db: CardDatabase) -> None:
    """Armory Automaton (2/2): "Whenever ~ enters the battlefield or attacks, you may attach
    any number of target Equipment to it." A's Bonesplitter (+2/+0) is on A's Grizzly Bears,
    Short Sword (+1/+1) unattached: both are chosen one by one as the trigger goes on the
    stack (601.2c) and attached to the Automaton: 5/3, the Bears 2/2 again."""
    _compiled(real_db, "Armory Automaton")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Armory Automaton")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Bonesplitter", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Short Sword")
    s.add_target("A", "Bonesplitter")
    s.add_target("A", "Short Sword")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Armory Automaton")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_attached("Bonesplitter", "Armory Automaton")
    s.assert_attached("Short Sword", "Armory Automaton")
    s.assert_power_toughness("A", "Armory Automaton", 5, 3)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_603_3d_any_number_of_targets_may_be_none(real_db: CardDatabase) -> None:
    """With no Equipment on the battlefield the trigger still goes on the stack with no
    target ("any number": none allowed) and does nothing: the Automaton stays 2/2."""
    _compiled(real_db, "Armory Automaton")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Armory Automaton")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Armory Automaton")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Armory Automaton", 2, 2)


def test_601_2c_any_number_of_target_cards_from_their_graveyard(real_db: CardDatabase) -> None:
    """Loaming Shaman: "When ~ enters the battlefield, target player shuffles any number of
    target cards from their graveyard into their library." B is the target player: the cards
    chosen one by one are B's two graveyard cards (A's own Shock is never a legal choice,
    601.2c: owned by the player chosen first); B's library grows by 2."""
    _compiled(real_db, "Loaming Shaman")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Loaming Shaman")
    s.add_card(Zone.GRAVEYARD, "A", "Shock")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.add_target("A", "B")
    s.add_target("A", "Grizzly Bears")
    s.add_target("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Loaming Shaman")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", None, 0)
    s.assert_graveyard_count("A", "Shock", 1)
    s.assert_library_count("B", 22)


def test_601_2c_a_card_of_another_graveyard_is_no_choice(real_db: CardDatabase) -> None:
    """Loaming Shaman targeting B, A naming their own Shock: not a legal choice (the scenario
    answers with the legal ones only), so the selection ends with none; nothing moves."""
    from mtg_engine.rules.targets import legal_targets, unrelated
    from mtg_engine.rules.x_targets import expand

    _compiled(real_db, "Loaming Shaman")
    specs = tuple(real_db.get("Loaming Shaman").triggers[0].targets)
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Shock")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    got: list[list[str]] = []

    def fn(sc: Scenario) -> None:
        st = sc.state
        b = next(o.id for o in st.objects.values() if o.name == "Grizzly Bears")
        for chosen in ((-2,), (-2, b)):  # (B's player ref, then the Bears)
            full = expand(specs, 0, len(chosen) + 1)
            spec = full[len(chosen)]
            options = legal_targets(st, spec, 0, 0)
            bad = set(unrelated(st, full, chosen, options))
            got.append(sorted(st.objects[t].name for t in options if t not in bad and t > 0))
    s.check(1, Step.PRECOMBAT_MAIN, fn)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    assert got == [["Grizzly Bears", "Hill Giant"], ["Grizzly Bears", "Hill Giant"]]


# ------------------------------------------------------------------ "each other creature": but the target


def test_611_2c_each_other_creature_you_control_but_the_target(real_db: CardDatabase) -> None:
    """Phalanx Tactics: "Target creature you control gets +2/+1 until end of turn. Each other
    creature you control gets +1/+1 until end of turn." The targeted Hill Giant is 5/4 (not
    6/5); A's Grizzly Bears 3/3; B's Elite Vanguard unchanged (2/1)."""
    _compiled(real_db, "Phalanx Tactics")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Phalanx Tactics")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Elite Vanguard")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Phalanx Tactics", targets=("Hill Giant",))

    def pumped(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Hill Giant", 5, 4)
        sc.assert_power_toughness("A", "Grizzly Bears", 3, 3)
        sc.assert_power_toughness("B", "Elite Vanguard", 2, 1)
    s.check(1, Step.POSTCOMBAT_MAIN, pumped)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


# ------------------------------------------------------------------ 108.4: "the land's controller"


def _molten_rain(db: CardDatabase, land: str) -> Scenario:
    """Molten Rain: "Destroy target land. If that land was nonbasic, ~ deals 2 damage to the
    land's controller." A destroys B's `land`."""
    _compiled(db, "Molten Rain")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Molten Rain")
    s.add_card(Zone.BATTLEFIELD, "B", land)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Molten Rain", targets=(land,))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_108_4_the_lands_controller_is_dealt_damage(real_db: CardDatabase) -> None:
    """B's Ancient Tomb (nonbasic) is destroyed and B is dealt 2 damage (18)."""
    s = _molten_rain(real_db, "Ancient Tomb")
    s.assert_permanent_count("B", "Ancient Tomb", 0)
    s.assert_life("B", 18)


def test_608_2c_a_basic_land_deals_no_damage(real_db: CardDatabase) -> None:
    """B's Forest (basic) is destroyed; B stays at 20."""
    s = _molten_rain(real_db, "Forest")
    s.assert_permanent_count("B", "Forest", 0)
    s.assert_life("B", 20)


# ------------------------------------------------------------------ 205.3k: "a Spirit or Arcane card"


def test_701_8_choose_a_spirit_or_arcane_card_from_a_revealed_hand(real_db: CardDatabase) -> None:
    """Psychic Spear: "Target player reveals their hand. You choose a Spirit or Arcane card
    from it. That player discards that card." B holds Glacial Ray (an Arcane instant) and
    Grizzly Bears (a Bear): Glacial Ray is discarded, the Bears stays."""
    _compiled(real_db, "Psychic Spear")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Psychic Spear")
    s.add_card(Zone.HAND, "B", "Glacial Ray")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Psychic Spear", targets=("B",))
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Glacial Ray", 1)
    s.assert_hand_count("B", 1, "Grizzly Bears")


# ------------------------------------------------------------------ 115.1: "target Spirit or Arcane spell"


def _counter(db: CardDatabase, counterspell: str, spell: str, lands: str, n: int) -> Scenario:
    _compiled(db, counterspell)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", counterspell)
    s.add_card(Zone.BATTLEFIELD, "B", lands, n)
    s.add_card(Zone.HAND, "B", spell)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", spell, targets=("Grizzly Bears",)
                 if spell == "Pacifism" else ())
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", counterspell, targets=(spell,),
                 responding_to=spell)
    s.stop_at(2, Step.END_TURN)
    s.execute()
    return s


def test_115_1_counter_target_creature_or_aura_spell(real_db: CardDatabase) -> None:
    """Nullify: "Counter target creature or Aura spell." B's Pacifism (an Aura) is countered:
    it is in B's graveyard and the Bears is not enchanted."""
    s = _counter(real_db, "Nullify", "Pacifism", "Plains", 2)
    s.assert_graveyard_count("B", "Pacifism", 1)
    s.assert_permanent_count("B", "Pacifism", 0)


def test_115_1_counter_target_spirit_or_arcane_spell(real_db: CardDatabase) -> None:
    """Hisoka's Defiance: "Counter target Spirit or Arcane spell." B's Kami of Ancient Law (a
    Spirit) is countered."""
    s = _counter(real_db, "Hisoka's Defiance", "Kami of Ancient Law", "Plains", 2)
    s.assert_graveyard_count("B", "Kami of Ancient Law", 1)


def test_115_1_a_spell_of_neither_kind_is_no_target(real_db: CardDatabase) -> None:
    """Hisoka's Defiance can't target Hill Giant (a Giant creature spell): the cast fails."""
    import pytest

    from mtg_engine.testing.scenario import ScenarioError

    with pytest.raises(ScenarioError):
        _counter(real_db, "Hisoka's Defiance", "Hill Giant", "Mountain", 4)
