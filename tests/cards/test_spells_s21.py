"""Spell effects read in session 21, played with real cards from the shared MTGJSON file
(skipped when it is absent). Each test has exact figures, and a case where the effect must not
do anything where there is one."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------ 608.2c, 701.5a: "Counter target spell if <its condition>."


def _bolt_answered(db: CardDatabase, counter: str, *, bolt: str = "Lightning Bolt",
                   kick: bool = False, x: int | None = None) -> Scenario:
    """B casts `bolt` at A in A's precombat main phase (kicked if `kick`); A answers with
    `counter` targeting it."""
    _compiled(db, counter)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", counter)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 5)
    s.add_card(Zone.HAND, "B", bolt)
    if kick:
        s.set_choice("B", "yes")  # 702.33a: B pays the kicker
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", bolt, targets=["A"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", counter, targets=[bolt], responding_to=bolt, x=x)
    return s


def test_702_33d_ertais_trickery_counters_a_kicked_spell(real_db: CardDatabase) -> None:
    """B's kicked Burst Lightning (4 damage) is countered: A stays at 20."""
    s = _bolt_answered(real_db, "Ertai's Trickery", bolt="Burst Lightning", kick=True)
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Burst Lightning", 1)


def test_702_33d_ertais_trickery_leaves_an_unkicked_spell(real_db: CardDatabase) -> None:
    """Not kicked: Burst Lightning resolves (2 damage, A 18); Ertai's Trickery did nothing."""
    s = _bolt_answered(real_db, "Ertai's Trickery", bolt="Burst Lightning")
    s.execute()
    s.assert_life("A", 18)
    s.assert_graveyard_count("A", "Ertai's Trickery", 1)


def _nix(db: CardDatabase, creature: str) -> Scenario:
    """B casts `creature` in B's turn 2 main phase; A answers with Nix."""
    _compiled(db, "Nix")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Nix")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", creature)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", creature)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Nix", targets=[creature], responding_to=creature)
    s.stop_at(2, Step.END_TURN)
    return s


def test_601_2h_nix_counters_a_spell_cast_for_no_mana(real_db: CardDatabase) -> None:
    """Ornithopter ({0}): no mana was spent to cast it, so it is countered."""
    s = _nix(real_db, "Ornithopter")
    s.execute()
    s.assert_permanent_count("B", "Ornithopter", 0)
    s.assert_graveyard_count("B", "Ornithopter", 1)


def test_601_2h_nix_leaves_a_spell_mana_was_spent_on(real_db: CardDatabase) -> None:
    """Grizzly Bears, two mana spent: not countered."""
    s = _nix(real_db, "Grizzly Bears")
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Nix", 1)


def _resolve(db: CardDatabase, attack: bool) -> Scenario:
    """A attacks B with Glistener Elf (infect: 1 poison counter, 702.90b) if `attack`; in the
    second main phase B casts Lightning Bolt at A and A answers with Corrupted Resolve."""
    _compiled(db, "Corrupted Resolve")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Glistener Elf")
    s.add_card(Zone.HAND, "A", "Corrupted Resolve")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    if attack:
        s.attack(1, "A", "Glistener Elf")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Corrupted Resolve", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    return s


def test_122_1e_corrupted_resolve_counters_a_poisoned_players_spell(real_db: CardDatabase
                                                                   ) -> None:
    s = _resolve(real_db, attack=True)
    s.execute()
    s.assert_player_counters("B", "poison", 1)
    s.assert_life("A", 20)


def test_122_1e_corrupted_resolve_not_poisoned(real_db: CardDatabase) -> None:
    s = _resolve(real_db, attack=False)
    s.execute()
    s.assert_player_counters("B", "poison", 0)
    s.assert_life("A", 17)


def _unified(db: CardDatabase, mine: int) -> Scenario:
    s = _bolt_answered(db, "Unified Will")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", mine)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", 2)
    return s


def test_unified_will_counters_when_you_control_more_creatures(real_db: CardDatabase) -> None:
    """A controls three creatures, B two: the Bolt is countered (A 20)."""
    s = _unified(real_db, 3)
    s.execute()
    s.assert_life("A", 20)


def test_unified_will_not_when_the_counts_are_equal(real_db: CardDatabase) -> None:
    """Two each: "more" doesn't hold; the Bolt resolves (A 17)."""
    s = _unified(real_db, 2)
    s.execute()
    s.assert_life("A", 17)


def _jaded(db: CardDatabase, creature: str) -> Scenario:
    s = _bolt_answered(db, "Jaded Response")
    s.add_card(Zone.BATTLEFIELD, "A", creature)
    return s


def test_105_2_jaded_response_counters_a_spell_sharing_a_color(real_db: CardDatabase) -> None:
    """A controls Goblin Piker (red): the red Bolt shares a colour with it: countered."""
    s = _jaded(real_db, "Goblin Piker")
    s.execute()
    s.assert_life("A", 20)


def test_105_2_jaded_response_no_shared_color(real_db: CardDatabase) -> None:
    """A controls only a green creature and a red land (not a creature): the Bolt resolves."""
    s = _jaded(real_db, "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.execute()
    s.assert_life("A", 17)


def test_107_3a_disrupting_shoal_counters_a_spell_of_mana_value_x(real_db: CardDatabase
                                                                  ) -> None:
    """X=1 against Lightning Bolt (mana value 1): countered."""
    s = _bolt_answered(real_db, "Disrupting Shoal", x=1)
    s.execute()
    s.assert_life("A", 20)


def test_107_3a_disrupting_shoal_other_x(real_db: CardDatabase) -> None:
    """X=2: Lightning Bolt's mana value isn't 2; it resolves."""
    s = _bolt_answered(real_db, "Disrupting Shoal", x=2)
    s.execute()
    s.assert_life("A", 17)


def test_700_2_target_spell_conditions_follow_their_modes_targets() -> None:
    """The target-spell conditions read `Condition.target`, which a later mode shifts (700.2,
    601.2c): state.game_state keeps the same list of kinds."""
    from mtg_engine.rules.condition_target_spell import KINDS
    from mtg_engine.state.game_state import _TARGET_SPELL_KINDS

    assert set(KINDS) == set(_TARGET_SPELL_KINDS)


# ---------------------- 113.7, 701.5a: "Counter target activated ability from an artifact source"


def _rust(db: CardDatabase, source: str, ability: str) -> Scenario:
    """B activates `ability` of `source` at A in A's turn 1 main phase; A answers with Rust."""
    _compiled(db, "Rust")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Rust")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "B", source)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "B", ability, source=source, targets=["A"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rust", targets=[source], responding_to=source)
    return s


def test_113_7_rust_counters_an_artifacts_ability(real_db: CardDatabase) -> None:
    """Rod of Ruin's ability is countered: A stays at 20; Rod of Ruin stays tapped."""
    s = _rust(real_db, "Rod of Ruin", "{3}, {T}:")
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("A", "Rust", 1)


def test_113_7a_rust_counters_it_after_its_source_left(real_db: CardDatabase) -> None:
    """Aeolipile was sacrificed to activate it: its source is an artifact as it last existed
    (113.7a, 608.2h): countered, A 20."""
    s = _rust(real_db, "Aeolipile", "{1}, {T}, Sacrifice")
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Aeolipile", 1)


def test_113_7_rust_cant_target_a_creatures_ability(real_db: CardDatabase) -> None:
    """Prodigal Pyromancer (not an artifact): its ability is no legal target for Rust, which
    can't be cast; the ability resolves (A 19)."""
    import pytest

    from mtg_engine.testing import ScenarioError

    s = _rust(real_db, "Prodigal Pyromancer", "{T}:")
    with pytest.raises(ScenarioError, match="could not cast Rust"):
        s.execute()
    s.assert_life("A", 19)
    s.assert_hand_count("A", 1, "Rust")


# ------------------------ 207.2c join forces, 101.4, 608.2c: "the total amount of mana paid"


def _join(db: CardDatabase, card: str, a_pays: int | None, b_pays: int | None) -> Scenario:
    """A (three Islands, one Plains, one Swamp) casts `card` in turn 1's main phase; A pays
    `a_pays`, then B (two Swamps) pays `b_pays` (None: no answer, the default 0)."""
    _compiled(db, card)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", card)
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    if a_pays is not None:
        s.set_choice("A", f"X={a_pays}")
    if b_pays is not None:
        s.set_choice("B", f"X={b_pays}")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", card)
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def _tapped(s: Scenario, player: str) -> int:
    p = s.names.index(player)
    return sum(1 for oid in s.state.battlefield
               if s.state.objects[oid].controller == p and s.state.objects[oid].tapped)


def test_207_2c_minds_aglow_each_player_draws_the_total_paid(real_db: CardDatabase) -> None:
    """A pays 2 and B pays 1 (turn order starting with A): each player draws 3 cards; A has
    three lands tapped (one for the spell), B one."""
    s = _join(real_db, "Minds Aglow", 2, 1)
    s.execute()
    s.assert_hand_count("A", 3)
    s.assert_hand_count("B", 3)
    assert _tapped(s, "A") == 3 and _tapped(s, "B") == 1


def test_207_2c_minds_aglow_nobody_pays(real_db: CardDatabase) -> None:
    """Nobody pays: X is 0, nobody draws; only the land paying for the spell is tapped."""
    s = _join(real_db, "Minds Aglow", 0, 0)
    s.execute()
    s.assert_hand_count("A", 0)
    s.assert_hand_count("B", 0)
    assert _tapped(s, "A") == 1 and _tapped(s, "B") == 0


def test_207_2c_alliance_of_arms_tokens_for_each_player(real_db: CardDatabase) -> None:
    """A pays 3 (of the four lands left after the spell's {W}), B pays 2: each player creates
    five 1/1 Soldiers."""
    s = _join(real_db, "Alliance of Arms", 3, 2)
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 5)
    s.assert_permanent_count("B", "Soldier Token", 5)


def test_608_2d_shared_trauma_a_player_may_pay_nothing(real_db: CardDatabase) -> None:
    """A pays 1; B answers nothing (the default: 0): each player mills 1 card."""
    s = _join(real_db, "Shared Trauma", 1, None)
    s.execute()
    s.assert_graveyard_count("A", None, 2)  # (Shared Trauma and the milled card)
    s.assert_graveyard_count("B", None, 1)


# --------------------------------------------- 701.10d: "Double target player's life total."


def test_701_10d_beacon_of_immortality_doubles_a_life_total(real_db: CardDatabase) -> None:
    """B at 7: Beacon of Immortality targeting B makes it 14 (B gains 7); the Beacon is
    shuffled into A's library (A's library: the filler and the Beacon)."""
    _compiled(real_db, "Beacon of Immortality")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 6)
    s.add_card(Zone.HAND, "A", "Beacon of Immortality")
    s.set_life("B", 7)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Beacon of Immortality", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 14)
    s.assert_life("A", 20)
    s.assert_graveyard_count("A", "Beacon of Immortality", 0)


def test_701_10d_doubling_is_life_gained_and_can_be_stopped(real_db: CardDatabase) -> None:
    """Sulfuric Vortex ('Players can't gain life'; its upkeep trigger takes A from 12 to 10):
    doubling A's 10 life is gaining 10 life, which can't happen: A stays at 10 (701.10d,
    119.7)."""
    _compiled(real_db, "Beacon of Immortality")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 6)
    s.add_card(Zone.HAND, "A", "Beacon of Immortality")
    s.add_card(Zone.BATTLEFIELD, "B", "Sulfuric Vortex")
    s.set_life("A", 12)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Beacon of Immortality", targets=["A"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 10)


def test_701_10d_revenge_doubles_yours_and_halves_theirs(real_db: CardDatabase) -> None:
    """Revenge: A at 9 becomes 18; B at 15 loses half, rounded up (8): 7."""
    _compiled(real_db, "Revival // Revenge")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Revival // Revenge")
    s.set_life("A", 9)
    s.set_life("B", 15)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Revenge", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 18)
    s.assert_life("B", 7)


# ---------------- 115.9b, 205.3k: "Counter target instant or Aura spell that targets ..."


def _avoid_fate(db: CardDatabase, spell: str, target: str, turn: int = 1) -> Scenario:
    """B (a Mountain and two Plains) casts `spell` at `target` in `turn`'s main phase; A
    answers with Avoid Fate targeting it."""
    _compiled(db, "Avoid Fate")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Avoid Fate")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "B", spell)
    s.cast_spell(turn, Step.PRECOMBAT_MAIN, "B", spell, targets=[target])
    s.cast_spell(turn, Step.PRECOMBAT_MAIN, "A", "Avoid Fate", targets=[spell],
                 responding_to=spell)
    s.stop_at(turn, Step.BEGIN_COMBAT)
    return s


def test_115_9b_avoid_fate_counters_an_aura_on_your_creature(real_db: CardDatabase) -> None:
    """Pacifism (an Aura spell, B's turn 2) targeting A's Grizzly Bears is countered."""
    s = _avoid_fate(real_db, "Pacifism", "Grizzly Bears", turn=2)
    s.execute()
    s.assert_graveyard_count("B", "Pacifism", 1)
    s.assert_permanent_count("B", "Pacifism", 0)


def test_115_9b_avoid_fate_counters_an_instant_at_your_creature(real_db: CardDatabase) -> None:
    """Shock (an instant) targeting A's Grizzly Bears is countered: the Bears live."""
    s = _avoid_fate(real_db, "Shock", "Grizzly Bears")
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Shock", 1)


def test_115_9b_avoid_fate_not_a_spell_at_a_player(real_db: CardDatabase) -> None:
    """Shock targeting A (a player, not a permanent A controls): no legal target for Avoid
    Fate; Shock resolves (A 18)."""
    import pytest

    from mtg_engine.testing import ScenarioError

    s = _avoid_fate(real_db, "Shock", "A")
    with pytest.raises(ScenarioError, match="could not cast Avoid Fate"):
        s.execute()
    s.assert_life("A", 18)


# -------------- 207.2d flavor words with a hyphen; 201.5 "This spell deals" (the spell itself)


def _weapon(db: CardDatabase, mode: int, target: str) -> Scenario:
    _compiled(db, "Choose Your Weapon")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Choose Your Weapon")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.set_mode_choice("A", mode)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Choose Your Weapon", targets=[target])
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_701_10_choose_your_weapon_two_weapon_fighting(real_db: CardDatabase) -> None:
    """Mode 1 ("Two-Weapon Fighting — ..."): Grizzly Bears doubled to 4/4; the Angel
    unharmed."""
    s = _weapon(real_db, 1, "Grizzly Bears")
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_damage("Serra Angel", 0)


def test_201_5_choose_your_weapon_archery_this_spell_deals(real_db: CardDatabase) -> None:
    """Mode 2 ("Archery — This spell deals 5 damage to target creature with flying"): Serra
    Angel (4/4 flier) dies; the Bears stay 2/2."""
    s = _weapon(real_db, 2, "Serra Angel")
    s.execute()
    s.assert_permanent_count("B", "Serra Angel", 0)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


# ----------------------- 115.1, 601.2c: "target artifact, target creature, ..., and target land"


def _decimate(db: CardDatabase, enchantment: bool) -> Scenario:
    _compiled(db, "Decimate")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Decimate")
    for name in ("Ornithopter", "Grizzly Bears", "Plains"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
    targets = ["Ornithopter", "Grizzly Bears", "Plains"]
    if enchantment:
        s.add_card(Zone.BATTLEFIELD, "B", "Glorious Anthem")
        targets.insert(2, "Glorious Anthem")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Decimate", targets=targets)
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_115_1_decimate_destroys_its_four_targets(real_db: CardDatabase) -> None:
    s = _decimate(real_db, enchantment=True)
    s.execute()
    s.assert_battlefield_count("B", 0)
    s.assert_graveyard_count("B", None, 4)


def test_601_2c_decimate_needs_every_target(real_db: CardDatabase) -> None:
    """No enchantment on the battlefield: Decimate can't be cast (601.2c: each 'target'
    needs a legal choice); B keeps its three permanents."""
    import pytest

    from mtg_engine.testing import ScenarioError

    s = _decimate(real_db, enchantment=False)
    with pytest.raises(ScenarioError, match="could not cast Decimate"):
        s.execute()
    s.assert_battlefield_count("B", 3)
    s.assert_hand_count("A", 1, "Decimate")


# ------------------ 608.2c: "They each get +2/+2" / "Each of them gets +1/+1" (the targets)


def test_608_2c_synchronized_strike_they_each_get(real_db: CardDatabase) -> None:
    """A attacks with Grizzly Bears and Hill Giant in turn 1 (both tapped, B 15); in B's
    turn 2, up to two targets, one chosen (the Bears): it untaps and gets +2/+2; Hill Giant,
    not a target, stays tapped and 3/3."""
    _compiled(real_db, "Synchronized Strike")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Synchronized Strike")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Hill Giant")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Synchronized Strike", targets=["Grizzly Bears"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 15)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_power_toughness("A", "Hill Giant", 3, 3)
    bears = next(o for o in s.state.objects.values() if o.name == "Grizzly Bears")
    giant = next(o for o in s.state.objects.values() if o.name == "Hill Giant")
    assert not bears.tapped and giant.tapped


def test_608_2c_hope_and_glory_each_of_them_gets(real_db: CardDatabase) -> None:
    """Both targets get +1/+1 until end of turn (back to normal at turn 2)."""
    _compiled(real_db, "Hope and Glory")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Hope and Glory")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hope and Glory",
                 targets=["Grizzly Bears", "Hill Giant"])

    def pumped(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Grizzly Bears", 3, 3)
        sc.assert_power_toughness("A", "Hill Giant", 4, 4)
    s.check(1, Step.BEGIN_COMBAT, pumped)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


# ------------------- 502.3, 611.2c: "Those creatures don't untap during that player's next ..."


def _tapped_named(sc: Scenario, name: str) -> bool:
    return next(o for o in sc.state.objects.values()
                if o.name == name and o.zone == Zone.BATTLEFIELD).tapped


def test_502_3_sleep_keeps_those_creatures_tapped_one_untap_step(real_db: CardDatabase) -> None:
    """Sleep at B on turn 1: B's Grizzly Bears is tapped and stays tapped through B's turn-2
    untap step, and untaps in B's turn-4 untap step; A's Hill Giant isn't touched."""
    _compiled(real_db, "Sleep")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Sleep")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sleep", targets=["B"])

    def asleep(sc: Scenario) -> None:
        assert _tapped_named(sc, "Grizzly Bears") and not _tapped_named(sc, "Hill Giant")

    def awake(sc: Scenario) -> None:
        assert not _tapped_named(sc, "Grizzly Bears")
    s.check(2, Step.UPKEEP, asleep)
    s.check(4, Step.UPKEEP, awake)
    s.stop_at(4, Step.DRAW)
    s.execute()


def test_611_2c_sleep_locks_in_those_creatures(real_db: CardDatabase) -> None:
    """"Those creatures" are the ones tapped as Sleep resolved (611.2c): the untap effect
    names B's Grizzly Bears and Llanowar Elves themselves, with no filter that a creature
    coming under B's control later would match (as Misstep's "Creatures target player
    controls don't untap" has)."""
    from mtg_engine.cards.dsl import Filter
    from mtg_engine.rules.untap_effects import UNTAP_LAYER

    _compiled(real_db, "Sleep")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Sleep")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sleep", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    effects = [e for e in s.state.effects if e.layer == UNTAP_LAYER]
    names = sorted(s.state.objects[oid].name for e in effects for oid in e.affected)
    assert names == ["Grizzly Bears", "Llanowar Elves"]
    assert all(e.filter is None or e.filter == Filter() for e in effects)
    assert all(e.controller == 1 for e in effects)  # B's untap step


# --------------------------- 115.3: "1 damage to any target, 2 ... another target, and 3 ..."


def _cone(db: CardDatabase, targets: list[str]) -> Scenario:
    _compiled(db, "Cone of Flame")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Cone of Flame")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cone of Flame", targets=targets)
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_115_3_cone_of_flame_three_targets_three_amounts(real_db: CardDatabase) -> None:
    """1 to Llanowar Elves (dies), 2 to Hill Giant (3/3, survives with 2 damage), 3 to B."""
    s = _cone(real_db, ["Llanowar Elves", "Hill Giant", "B"])
    s.execute()
    s.assert_permanent_count("B", "Llanowar Elves", 0)
    s.assert_damage("Hill Giant", 2)
    s.assert_life("B", 17)


def test_115_3_cone_of_flame_one_object_once(real_db: CardDatabase) -> None:
    """One word "target": Hill Giant can't be both the second and the third target; the
    spell isn't cast."""
    import pytest

    from mtg_engine.testing import ScenarioError

    s = _cone(real_db, ["B", "Hill Giant", "Hill Giant"])
    with pytest.raises(ScenarioError, match="could not cast Cone of Flame"):
        s.execute()
    s.assert_life("B", 20)


# ------------------------------------------- 702.148a cleave: the bracketed text removed


def _peril(db: CardDatabase, cleave: bool) -> Scenario:
    """Path of Peril ({1}{W}{B}; cleave {4}{W}{B}): "Destroy all creatures [with mana value 2
    or less]." A has six lands; B has Grizzly Bears (MV 2) and Hill Giant (MV 4)."""
    _compiled(db, "Path of Peril")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Path of Peril")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", "yes" if cleave else "no")  # its cleave cost (601.2b)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Path of Peril")
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_702_148b_path_of_peril_cast_normally_keeps_the_bracketed_words(
        real_db: CardDatabase) -> None:
    """Mana cost paid: "with mana value 2 or less" applies: the Bears die, the Giant lives;
    three lands tapped."""
    s = _peril(real_db, cleave=False)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_permanent_count("B", "Hill Giant", 1)
    assert sum(1 for o in s.state.objects.values() if o.tapped) == 3


def test_702_148a_path_of_peril_cleaved_destroys_all_creatures(real_db: CardDatabase) -> None:
    """Cleave cost paid (six lands tapped): the bracketed words are gone, every creature dies."""
    s = _peril(real_db, cleave=True)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_permanent_count("B", "Hill Giant", 0)
    assert sum(1 for o in s.state.objects.values() if o.tapped) == 6


def _retribution(db: CardDatabase, cleave: bool) -> Scenario:
    """Fierce Retribution ({4}{W}; cleave {5}{W}): "Destroy target [attacking] creature." In
    A's main phase (nothing attacking), A targets B's Grizzly Bears."""
    _compiled(db, "Fierce Retribution")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 6)
    s.add_card(Zone.HAND, "A", "Fierce Retribution")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("A", "yes" if cleave else "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fierce Retribution", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_702_148a_fierce_retribution_cleaved_any_creature(real_db: CardDatabase) -> None:
    s = _retribution(real_db, cleave=True)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 0)


def test_702_148b_fierce_retribution_needs_an_attacker_otherwise(real_db: CardDatabase) -> None:
    """Cast for its mana cost, the target must be an attacking creature (601.2c): the Bears
    aren't attacking; the spell isn't cast."""
    import pytest

    from mtg_engine.testing import ScenarioError

    s = _retribution(real_db, cleave=False)
    with pytest.raises(ScenarioError, match="could not cast Fierce Retribution"):
        s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)


# ----------------------------- 601.2a: "target spell cast from a graveyard" / "that wasn't ..."


def _think_twice(db: CardDatabase, counter: str, spell: str, cleave: bool | None = None
                 ) -> Scenario:
    """B casts `spell` (Think Twice by flashback from B's graveyard, or Lightning Bolt at A
    from B's hand) in A's turn 1; A answers with `counter` (`cleave`: its cleave cost or not)."""
    _compiled(db, counter)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", counter)
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    if spell == "Think Twice":
        s.add_card(Zone.GRAVEYARD, "B", "Think Twice")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Think Twice")
    else:
        s.add_card(Zone.HAND, "B", spell)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", spell, targets=["A"])
    if cleave is not None:
        s.set_choice("A", "yes" if cleave else "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", counter, targets=[spell], responding_to=spell)
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_601_2a_laquatuss_disdain_counters_a_flashback_spell(real_db: CardDatabase) -> None:
    """Think Twice cast by flashback from B's graveyard: countered (and exiled, 702.34a); B
    draws nothing, A draws one."""
    s = _think_twice(real_db, "Laquatus's Disdain", "Think Twice")
    s.execute()
    s.assert_hand_count("B", 0)
    s.assert_hand_count("A", 1)
    s.assert_exile_count("Think Twice", 1)


def test_601_2a_laquatuss_disdain_not_a_spell_from_hand(real_db: CardDatabase) -> None:
    import pytest

    from mtg_engine.testing import ScenarioError

    s = _think_twice(real_db, "Laquatus's Disdain", "Lightning Bolt")
    with pytest.raises(ScenarioError, match="could not cast Laquatus's Disdain"):
        s.execute()
    s.assert_life("A", 17)


def test_702_148_wash_away_not_from_hand_and_cleaved(real_db: CardDatabase) -> None:
    """Wash Away for its mana cost counters Think Twice cast from a graveyard; cleaved
    ({1}{U}{U}) it counters Lightning Bolt cast from B's hand (A stays at 20)."""
    s = _think_twice(real_db, "Wash Away", "Think Twice", cleave=False)
    s.execute()
    s.assert_hand_count("B", 0)
    s.assert_exile_count("Think Twice", 1)
    s = _think_twice(real_db, "Wash Away", "Lightning Bolt", cleave=True)
    s.execute()
    s.assert_life("A", 20)


def test_601_2a_wash_away_uncleaved_not_a_spell_from_hand(real_db: CardDatabase) -> None:
    import pytest

    from mtg_engine.testing import ScenarioError

    s = _think_twice(real_db, "Wash Away", "Lightning Bolt", cleave=False)
    with pytest.raises(ScenarioError, match="could not cast Wash Away"):
        s.execute()
    s.assert_life("A", 17)


# ------------------------------ 701.20a, 608.2d: "You may have that player shuffle."


def _selection(db: CardDatabase, answer: str) -> Scenario:
    _compiled(db, "Natural Selection")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Natural Selection")
    for name in ("Forest", "Island", "Swamp"):
        s.add_card(Zone.LIBRARY, "B", name)
    s.set_choice("A", answer)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Natural Selection", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def _shuffles(s: Scenario, player: int) -> int:
    return sum(1 for ev in s.state.log if ev[0] == "shuffle" and ev[1] == player)


def test_608_2d_natural_selection_you_may_have_that_player_shuffle(real_db: CardDatabase
                                                                  ) -> None:
    """A answers yes: B's library is shuffled once (B's, not A's)."""
    s = _selection(real_db, "yes")
    s.execute()
    assert _shuffles(s, 1) == 1 and _shuffles(s, 0) == 0


def test_608_2d_natural_selection_declined(real_db: CardDatabase) -> None:
    """A answers no: nobody shuffles; B's top three cards stay on top (the library keeps its
    size)."""
    s = _selection(real_db, "no")
    s.execute()
    assert _shuffles(s, 1) == 0
    top = [s.state.objects[c].name for c in s.state.players[1].library[-3:]]
    assert sorted(top) == ["Forest", "Island", "Swamp"]


# ------------------------- 202.3, 107.3a: "target artifact with mana value X" (exactly X)


def _detonate(db: CardDatabase, x: int) -> Scenario:
    _compiled(db, "Detonate")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Detonate")
    s.add_card(Zone.BATTLEFIELD, "B", "Mind Stone")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Detonate", targets=["Mind Stone"], x=x)
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_202_3_detonate_x_2_destroys_a_mana_value_2_artifact(real_db: CardDatabase) -> None:
    """X=2: Mind Stone (mana value 2) is destroyed and its controller B takes 2 (608.2h: as
    it last existed)."""
    s = _detonate(real_db, 2)
    s.execute()
    s.assert_graveyard_count("B", "Mind Stone", 1)
    s.assert_life("B", 18)


def test_202_3_detonate_other_x_no_legal_target(real_db: CardDatabase) -> None:
    import pytest

    from mtg_engine.testing import ScenarioError

    s = _detonate(real_db, 3)
    with pytest.raises(ScenarioError, match="could not cast Detonate"):
        s.execute()
    s.assert_permanent_count("B", "Mind Stone", 1)
    s.assert_life("B", 20)


# ------------------------------------- 205.3i: "target Plains or Island" ... "that land's"


def test_205_3i_cryoclasm_destroys_an_island_and_hits_its_controller(real_db: CardDatabase
                                                                     ) -> None:
    """Cryoclasm at B's Island: destroyed, B takes 3 (its controller, 608.2h)."""
    _compiled(real_db, "Cryoclasm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Cryoclasm")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cryoclasm", targets=["Island"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Island", 1)
    s.assert_life("B", 17)


def test_205_3i_cryoclasm_not_a_forest(real_db: CardDatabase) -> None:
    import pytest

    from mtg_engine.testing import ScenarioError

    _compiled(real_db, "Cryoclasm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Cryoclasm")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cryoclasm", targets=["Forest"])
    with pytest.raises(ScenarioError, match="could not cast Cryoclasm"):
        s.execute()
    s.assert_life("B", 20)


def test_502_3_blinding_beam_creatures_dont_untap_in_that_players_step(real_db: CardDatabase
                                                                       ) -> None:
    """B's Grizzly Bears attacks on turn 2 (tapped, A 18); A's Blinding Beam (mode 2, B
    targeted) that turn: the Bears stay tapped in B's turn-4 untap step, untap at turn 6."""
    _compiled(real_db, "Blinding Beam")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Blinding Beam")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.set_mode_choice("A", 2)
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Blinding Beam", targets=["B"])

    def tapped(sc: Scenario) -> None:
        assert _tapped_named(sc, "Grizzly Bears")

    def untapped(sc: Scenario) -> None:
        assert not _tapped_named(sc, "Grizzly Bears")
    s.check(4, Step.UPKEEP, tapped)
    s.check(6, Step.UPKEEP, untapped)
    s.stop_at(6, Step.DRAW)
    s.execute()
    s.assert_life("A", 18)


def test_115_3_serpentine_spike_three_creatures_exiled_if_they_die(real_db: CardDatabase
                                                                   ) -> None:
    """2 to Llanowar Elves, 3 to Grizzly Bears, 4 to Hill Giant (3/3): all three die and are
    exiled instead (614.1a), none in B's graveyard."""
    _compiled(real_db, "Serpentine Spike")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 7)
    s.add_card(Zone.HAND, "A", "Serpentine Spike")
    for name in ("Llanowar Elves", "Grizzly Bears", "Hill Giant"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Serpentine Spike",
                 targets=["Llanowar Elves", "Grizzly Bears", "Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_battlefield_count("B", 0)
    s.assert_graveyard_count("B", None, 0)
    s.assert_exile_count("Hill Giant", 1)


# --------------------- 608.2c: "that player" after the one target player ("... that player")


def _diplomacy(db: CardDatabase, warrior: bool) -> Scenario:
    _compiled(db, "Diplomacy of the Wastes")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Diplomacy of the Wastes")
    if warrior:
        s.add_card(Zone.BATTLEFIELD, "A", "Mardu Hordechief")
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.add_card(Zone.HAND, "B", "Forest")
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Diplomacy of the Wastes", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_608_2c_diplomacy_of_the_wastes_with_a_warrior(real_db: CardDatabase) -> None:
    """A controls a Warrior: B discards the chosen Hill Giant and loses 2 life."""
    s = _diplomacy(real_db, warrior=True)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_hand_count("B", 1, "Forest")
    s.assert_life("B", 18)


def test_608_2c_diplomacy_of_the_wastes_without_a_warrior(real_db: CardDatabase) -> None:
    s = _diplomacy(real_db, warrior=False)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("B", 20)


# ---------------- 603.7c: "Target player draws a card at the beginning of the next turn's upkeep."


def test_603_7c_sapphire_charm_target_player_draws_at_the_next_upkeep(real_db: CardDatabase
                                                                      ) -> None:
    """Mode 1 targeting B on turn 1: B has drawn one card at the start of turn 2's draw step
    (the delayed draw in turn 2's upkeep, before B's own draw); A none."""
    _compiled(real_db, "Sapphire Charm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Sapphire Charm")
    s.set_mode_choice("A", 1)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sapphire Charm", targets=["B"])

    def not_yet(sc: Scenario) -> None:
        sc.assert_hand_count("B", 0)

    s.check(2, Step.UNTAP, not_yet)
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_hand_count("B", 1)
    s.assert_hand_count("A", 0)


# ------------- 601.2c, 400.7: "Exile [up to] two target ..., then return those cards ..."


def test_400_7_ghostly_flicker_returns_both_as_new_objects(real_db: CardDatabase) -> None:
    """Ghostly Flicker on A's Grizzly Bears (a +1/+1 counter) and a tapped Forest: both come
    back as new objects, the Bears 2/2 without the counter, the Forest untapped."""
    _compiled(real_db, "Ghostly Flicker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Ghostly Flicker")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {G}", source="Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ghostly Flicker",
                 targets=["Grizzly Bears", "Forest"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    assert not _tapped_named(s, "Forest")


def test_601_2c_displace_up_to_two_one_chosen(real_db: CardDatabase) -> None:
    """Displace with one target (up to two): the Bears return without its counter; the Hill
    Giant, not a target, keeps its counter (4/4)."""
    _compiled(real_db, "Displace")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", counters={"+1/+1": 1})
    s.add_card(Zone.HAND, "A", "Displace")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Displace", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_power_toughness("A", "Hill Giant", 4, 4)


# -------------------------------- 108.3, 108.4: "target permanent you own or control"


def _edict(db: CardDatabase, target: str) -> Scenario:
    _compiled(db, "Telim'Tor's Edict")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Telim'Tor's Edict")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Telim'Tor's Edict", targets=[target])
    s.stop_at(2, Step.DRAW)
    return s


def test_108_3_telimtors_edict_exiles_your_permanent_and_draws_later(real_db: CardDatabase
                                                                     ) -> None:
    """A's own Grizzly Bears exiled; A draws a card in turn 2's upkeep (A's hand 1)."""
    s = _edict(real_db, "Grizzly Bears")
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_hand_count("A", 1)


def test_108_3_telimtors_edict_not_an_opponents_permanent(real_db: CardDatabase) -> None:
    import pytest

    from mtg_engine.testing import ScenarioError

    s = _edict(real_db, "Hill Giant")
    with pytest.raises(ScenarioError, match="could not cast Telim'Tor's Edict"):
        s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)


# ------------- 608.2c: "<Color> creatures you control also gain first strike until end of turn."


def test_608_2c_swarm_surge_colorless_creatures_also_gain_first_strike(real_db: CardDatabase
                                                                        ) -> None:
    """Every creature A controls gets +2/+0; only the colorless one (Ornithopter) gains first
    strike, Grizzly Bears doesn't."""
    _compiled(real_db, "Swarm Surge")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Swarm Surge")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Swarm Surge")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    from mtg_engine.rules.layers import characteristics

    s.assert_power_toughness("A", "Ornithopter", 2, 2)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 2)
    kw = {o.name: characteristics(s.state, o.id).keywords for o in s.state.objects.values()
          if o.zone == Zone.BATTLEFIELD and o.name in ("Ornithopter", "Grizzly Bears")}
    assert "first strike" in kw["Ornithopter"] and "first strike" not in kw["Grizzly Bears"]
