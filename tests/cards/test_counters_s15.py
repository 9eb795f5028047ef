"""Counters (session 15, issue 11), played with real cards from the shared MTGJSON file
(skipped when it is absent): a group whose mana value is a number of counters (122.1, 202.3,
608.2h: rules/x_filters.bind_in), counters moved between two targets (122.5, 115.3: "a second
target creature"). Exact figures, and the refusals that keep the compiler closed."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import face


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def _compile(name: str, type_line: str, **kw: object):  # type: ignore[no-untyped-def]
    from mtg_engine.cards.mtgjson import parse_atomic
    from mtg_engine.cards.oracle import compile_card

    return compile_card(parse_atomic({name: [face(name, type_line, **kw)]})[name])


# ------------------------------------------ 122.1, 608.2h: mana value equal to a number of counters


def test_122_1_ratchet_bomb_destroys_what_costs_its_charge_counters(real_db: CardDatabase) -> None:
    """Ratchet Bomb with two charge counters: "{T}, Sacrifice ~: Destroy each nonland permanent
    with mana value equal to the number of charge counters on ~." The counters are counted as
    the bomb last existed (it was sacrificed to pay the cost, 608.2h): both players' Grizzly
    Bears (mana value 2) are destroyed; Llanowar Elves (1), Hill Giant (4) and the lands stay."""
    _compiled(real_db, "Ratchet Bomb")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ratchet Bomb", counters={"charge": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Ratchet Bomb", 1)
    s.assert_permanent_count("B", "Llanowar Elves", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("B", "Forest", 1)


def test_122_1_ratchet_bomb_ticks_up_then_blows(real_db: CardDatabase) -> None:
    """Ratchet Bomb enters with no counters; its "{T}: Put a charge counter on ~" on turns 1
    and 3 makes two; on turn 5 it is sacrificed and destroys B's Grizzly Bears (2), not the
    Llanowar Elves (1)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ratchet Bomb")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Put a charge counter")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{T}: Put a charge counter")
    s.check(3, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_counter_count("A", "Ratchet Bomb", "charge", 2))
    s.activate_ability(5, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice")
    s.stop_at(5, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_permanent_count("B", "Llanowar Elves", 1)


def test_122_1_engineered_explosives_with_no_counters_hits_mana_value_zero(
        real_db: CardDatabase) -> None:
    """Engineered Explosives with no charge counters (cast for {0}, 702.44a sunburst gave none):
    "{2}, Sacrifice ~: Destroy each nonland permanent with mana value equal to the number of
    charge counters on ~" destroys B's Ornithopter (mana value 0), not the Grizzly Bears."""
    _compiled(real_db, "Engineered Explosives")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Engineered Explosives")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, Sacrifice")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Ornithopter", 0)
    s.assert_graveyard_count("B", "Ornithopter", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_122_1_necroplasm_end_step_destroys_by_its_counters(real_db: CardDatabase) -> None:
    """Necroplasm with one +1/+1 counter: its upkeep trigger on turn 1 makes two, so at A's
    end step "destroy each creature with mana value equal to the number of +1/+1 counters on
    ~" destroys B's Grizzly Bears (2) and leaves Llanowar Elves (1) and Necroplasm (3). On
    turn 3 it has three counters and destroys itself (mana value 3)."""
    _compiled(real_db, "Necroplasm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Necroplasm", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")

    def after_turn_1(sc: Scenario) -> None:
        sc.assert_counter_count("A", "Necroplasm", "+1/+1", 2)
        sc.assert_permanent_count("B", "Grizzly Bears", 0)
        sc.assert_permanent_count("B", "Llanowar Elves", 1)

    s.check(2, Step.UPKEEP, after_turn_1)
    s.stop_at(4, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Necroplasm", 0)
    s.assert_graveyard_count("A", "Necroplasm", 1)
    s.assert_permanent_count("B", "Llanowar Elves", 1)


def test_122_1_counted_mana_value_refusals() -> None:
    """A target with such a mana value (its X would be bound as targets are chosen, not
    read) stays refused."""
    got = _compile("Bad Bomb", "Artifact", cost="{1}", text=(
        "{T}: Destroy target creature with mana value equal to the number of charge counters "
        "on Bad Bomb."))
    assert not got.supported


# ------------------------------------------------ 122.5, 115.3: moving counters between targets


def test_122_5_daghatar_moves_a_counter_onto_a_second_target(real_db: CardDatabase) -> None:
    """Daghatar the Adamant enters with four +1/+1 counters; "{1}{B/G}{B/G}: Move a +1/+1
    counter from target creature onto a second target creature" from itself onto Grizzly
    Bears: Daghatar 3/3 with three, the Bears 3/3 with one."""
    _compiled(real_db, "Daghatar the Adamant")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Daghatar the Adamant", counters={"+1/+1": 4})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{B/G}{B/G}",
                       targets=["Daghatar the Adamant", "Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Daghatar the Adamant", "+1/+1", 3)
    s.assert_power_toughness("A", "Daghatar the Adamant", 3, 3)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)


def test_122_5_fate_transfer_moves_every_counter(real_db: CardDatabase) -> None:
    """Fate Transfer: "Move all counters from target creature onto another target creature."
    The two -1/-1 counters of B's Hill Giant (a 1/1) go onto A's Grizzly Bears, which has a
    +1/+1 counter: the Giant is 3/3 again; on the Bears a +1/+1 and a -1/-1 counter are removed
    (704.5q), leaving one -1/-1 counter: a 1/1."""
    _compiled(real_db, "Fate Transfer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", counters={"-1/-1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Fate Transfer")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fate Transfer",
                 targets=["Hill Giant", "Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("B", "Hill Giant", 3, 3)
    s.assert_counter_count("B", "Hill Giant", "-1/-1", 0)
    s.assert_counter_count("A", "Grizzly Bears", "-1/-1", 1)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 0)
    s.assert_power_toughness("A", "Grizzly Bears", 1, 1)


# ----------------------------------------------- 122.1, 608.2d: a counter of a kind chosen now


def test_122_1_thrull_parasite_removes_the_kind_its_controller_chooses(
        real_db: CardDatabase) -> None:
    """Thrull Parasite: "{T}, Pay 2 life: Remove a counter from target nonland permanent." B's
    Grizzly Bears have two +1/+1 counters and a flying counter; A chooses +1/+1 (608.2d,
    asked through game.pending): the Bears are 3/3 with one +1/+1 counter and the flying
    counter still; A paid 2 life."""
    _compiled(real_db, "Thrull Parasite")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thrull Parasite")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", counters={"+1/+1": 2, "flying": 1})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Pay 2 life",
                       targets=["Grizzly Bears"])
    s.set_choice("A", "+1/+1")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("B", "Grizzly Bears", "+1/+1", 1)
    s.assert_counter_count("B", "Grizzly Bears", "flying", 1)
    s.assert_power_toughness("B", "Grizzly Bears", 3, 3)
    s.assert_life("A", 18)


def test_122_1_thrull_parasite_other_choice(real_db: CardDatabase) -> None:
    """The same with A choosing the flying counter: the Bears keep both +1/+1 counters (4/4)
    and lose flying (122.1b)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thrull Parasite")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", counters={"+1/+1": 2, "flying": 1})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Pay 2 life",
                       targets=["Grizzly Bears"])
    s.set_choice("A", "flying")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("B", "Grizzly Bears", "+1/+1", 2)
    s.assert_counter_count("B", "Grizzly Bears", "flying", 0)
    s.assert_power_toughness("B", "Grizzly Bears", 4, 4)
    assert not s.state.objects[s._one_permanent("Grizzly Bears", "B")].counters.get("flying")


def test_122_1_medicine_runner_one_kind_no_question(real_db: CardDatabase) -> None:
    """Medicine Runner enters (cast for {1}{G/W}): "you may remove a counter from target
    permanent" on A's Hill Giant with two -1/-1 counters: one kind, nothing to choose; the
    Giant is 2/2 with one counter left."""
    _compiled(real_db, "Medicine Runner")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", counters={"-1/-1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Medicine Runner")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Medicine Runner")
    s.add_target("A", "Hill Giant")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Hill Giant", "-1/-1", 1)
    s.assert_power_toughness("A", "Hill Giant", 2, 2)


def test_122_5_leech_bonder_moves_its_own_minus_counter(real_db: CardDatabase) -> None:
    """Leech Bonder (3/3) with its two -1/-1 counters attacks on turn 1 (B to 19) and stays
    tapped; on turn 2 "{U}, {Q}: Move a counter from target creature onto a second target
    creature" ({Q}: untap it, 107.6) from itself onto B's Llanowar Elves: the Elves are 0/0
    and die (704.5f); the Bonder is 2/2 with one counter, untapped."""
    _compiled(real_db, "Leech Bonder")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Leech Bonder", counters={"-1/-1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.attack(1, "A", "Leech Bonder")
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "A", "{U}, {Q}",
                       targets=["Leech Bonder", "Llanowar Elves"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Llanowar Elves", 0)
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_counter_count("A", "Leech Bonder", "-1/-1", 1)
    s.assert_power_toughness("A", "Leech Bonder", 2, 2)
    s.assert_tapped("Leech Bonder", False)
    s.assert_life("B", 19)


# --------------------------------------------------- 122.1: the counters of a kind a player has


def test_122_1_kalemne_grows_with_each_experience_counter(real_db: CardDatabase) -> None:
    """Kalemne, Disciple of Iroas (3/3): "Whenever you cast a creature spell with mana value 5
    or greater, you get an experience counter." and "~ gets +1/+1 for each experience counter
    you have." (613.4c). After one Craw Wurm A has one experience counter and Kalemne is 4/4;
    after the second, two and 5/5 (the static reads the counters as they change)."""
    _compiled(real_db, "Kalemne, Disciple of Iroas")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kalemne, Disciple of Iroas")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 12)
    s.add_card(Zone.HAND, "A", "Craw Wurm", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Craw Wurm")

    def after_one(sc: Scenario) -> None:
        sc.assert_player_counters("A", "experience", 1)
        sc.assert_power_toughness("A", "Kalemne, Disciple of Iroas", 4, 4)

    s.check(1, Step.BEGIN_COMBAT, after_one)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Craw Wurm")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_player_counters("A", "experience", 2)
    s.assert_power_toughness("A", "Kalemne, Disciple of Iroas", 5, 5)


def test_122_1_mycosynth_fiend_counts_the_opponents_poison(real_db: CardDatabase) -> None:
    """Mycosynth Fiend (2/2): "~ gets +1/+1 for each poison counter your opponents have."
    Glistener Elf (infect) hits B on turn 1 and turn 3: B has two poison counters (120.3b) and
    the Fiend is 4/4; A's own poison counters don't count."""
    _compiled(real_db, "Mycosynth Fiend")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mycosynth Fiend")
    s.add_card(Zone.BATTLEFIELD, "A", "Glistener Elf")
    s.add_card(Zone.BATTLEFIELD, "B", "Glistener Elf")
    s.attack(1, "A", "Glistener Elf")
    s.attack(2, "B", "Glistener Elf")
    s.check(2, Step.END_TURN,
            lambda sc: sc.assert_power_toughness("A", "Mycosynth Fiend", 3, 3))
    s.attack(3, "A", "Glistener Elf")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_player_counters("B", "poison", 2)
    s.assert_player_counters("A", "poison", 1)
    s.assert_power_toughness("A", "Mycosynth Fiend", 4, 4)


def test_122_1_ezuri_puts_as_many_counters_as_experience(real_db: CardDatabase) -> None:
    """Ezuri, Claw of Progress: two Llanowar Elves (power 1) enter under A's control, so A
    gets two experience counters; at the beginning of combat "put X +1/+1 counters on another
    target creature you control, where X is the number of experience counters you have" puts
    two on Grizzly Bears (4/4)."""
    _compiled(real_db, "Ezuri, Claw of Progress")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ezuri, Claw of Progress")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Llanowar Elves", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Llanowar Elves")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Llanowar Elves")
    s.add_target("A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_player_counters("A", "experience", 2)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 2)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)


def test_122_1_player_counter_refusals() -> None:
    """"For each poison counter they have" (each player's own) and energy counters a player
    has stay refused."""
    got = _compile("Bad Specter", "Creature — Specter", cost="{1}", power="1", toughness="1",
                   text="Whenever Bad Specter deals combat damage to a player, that player "
                        "discards a card for each poison counter they have.")
    assert not got.supported
    got = _compile("Bad Fiend", "Creature — Horror", cost="{1}", power="1", toughness="1",
                   text="Bad Fiend gets +1/+1 for each energy counter you have.")
    assert not got.supported


# ------------------------------------------ 611.2a: an ability gained with no duration stated


def test_611_2a_tin_wing_chimera_gives_flying_for_good(real_db: CardDatabase) -> None:
    """Tin-Wing Chimera: "Sacrifice ~: Put a +2/+2 counter on target Chimera creature. It
    gains flying. (This effect lasts indefinitely.)" on Brass-Talon Chimera (2/2 first
    strike): a 4/4 with flying, still flying two turns later (611.2a: no duration stated)."""
    _compiled(real_db, "Tin-Wing Chimera", "Brass-Talon Chimera")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tin-Wing Chimera")
    s.add_card(Zone.BATTLEFIELD, "A", "Brass-Talon Chimera")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice", source="Tin-Wing Chimera",
                       targets=["Brass-Talon Chimera"])
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Tin-Wing Chimera", 1)
    s.assert_counter_count("A", "Brass-Talon Chimera", "+2/+2", 1)
    s.assert_power_toughness("A", "Brass-Talon Chimera", 4, 4)
    s.assert_abilities("A", "Brass-Talon Chimera", ["Flying", "First strike"])


def test_611_2a_a_granted_ability_until_end_of_turn_still_ends() -> None:
    """The same words with "until end of turn" keep their duration, and "gets +1/+1 until end
    of turn and gains flying" (two durations in one sentence) stays refused."""
    got = _compile("Wind Gift", "Instant", cost="{U}",
                   text="Target creature gains flying until end of turn.")
    assert got.supported and got.dsl is not None
    assert "until" not in got.dsl["spell"]["effects"][0]["grant"]
    got = _compile("Odd Gift", "Instant", cost="{U}", text=(
        "Target creature gets +1/+1 until end of turn and gains flying."))
    assert not got.supported


# ------------------------------------ 122.1, 608.2d: counters on a permanent chosen as it resolves


def test_122_1_blood_curdle_puts_menace_on_the_creature_chosen(real_db: CardDatabase) -> None:
    """Blood Curdle: "Destroy target creature. Put a menace counter on a creature you
    control." B's Llanowar Elves are destroyed; A chooses Hill Giant (not a target: chosen as
    the instruction is carried out, asked through game.pending): it has the menace counter
    (122.1b), the Grizzly Bears none."""
    _compiled(real_db, "Blood Curdle")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Blood Curdle")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blood Curdle", targets=["Llanowar Elves"])
    s.set_choice("A", "Hill Giant")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_counter_count("A", "Hill Giant", "menace", 1)
    s.assert_abilities("A", "Hill Giant", ["Menace"])
    s.assert_counter_count("A", "Grizzly Bears", "menace", 0)


def test_122_1_settle_the_score_loyalty_on_the_only_planeswalker(real_db: CardDatabase) -> None:
    """Settle the Score: "Exile target creature. Put two loyalty counters on a planeswalker you
    control." B's Grizzly Bears are exiled; A's Ajani Goldmane (loyalty 4) is the only one to
    choose: 6 loyalty. With no planeswalker the second instruction does nothing."""
    _compiled(real_db, "Settle the Score")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ajani Goldmane")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Settle the Score")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Settle the Score", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1, player="B")
    s.assert_counter_count("A", "Ajani Goldmane", "loyalty", 6)


def test_122_1_counters_on_a_chosen_permanent_refusals() -> None:
    """"on a creature" of no one's (whose?) and "on another creature you control" stay
    refused."""
    for text in ("Put a +1/+1 counter on a creature.",
                 "Put a +1/+1 counter on another creature you control."):
        assert not _compile("Bad Gift", "Sorcery", cost="{G}", text=text).supported, text


# ---------------------------- 611.2a, 613.1d: "That land becomes a 0/0 Elemental creature"


def test_611_2a_waker_of_the_wilds_awakens_a_land_for_good(real_db: CardDatabase) -> None:
    """Waker of the Wilds: "{X}{G}{G}: Put X +1/+1 counters on target land you control. That
    land becomes a 0/0 Elemental creature with haste. It's still a land." With X=3 on a
    Forest: a 3/3 Elemental land creature with haste, still one on turn 3 (no duration:
    611.2a), which can attack then: B goes to 17."""
    _compiled(real_db, "Waker of the Wilds")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Waker of the Wilds")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{X}{G}{G}", targets=["Forest"], x=3)
    s.attack(3, "A", "Forest")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    forest = [o for o in s._permanents("A", "Forest")
              if s.state.objects[o].counters.get("+1/+1")]
    assert len(forest) == 1
    from mtg_engine.rules.layers import characteristics

    ch = characteristics(s.state, forest[0])
    assert (ch.power, ch.toughness) == (3, 3)
    assert "Elemental" in ch.subtypes and "Forest" in ch.subtypes
    assert ch.is_creature
    s.assert_life("B", 17)


# ------------------------------------------ "each creature that entered the battlefield this turn"


def test_novijen_counts_only_creatures_that_entered_this_turn(real_db: CardDatabase) -> None:
    """Novijen, Heart of Progress: "{G}{U}, {T}: Put a +1/+1 counter on each creature that
    entered the battlefield this turn." On turn 3 A casts Llanowar Elves: they get the counter
    (2/2); the Grizzly Bears, there since the game began, don't; a creature that entered on
    turn 1 (the first Elves) doesn't either."""
    _compiled(real_db, "Novijen, Heart of Progress")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Novijen, Heart of Progress")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hill Giant")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Llanowar Elves")
    s.activate_ability(3, Step.POSTCOMBAT_MAIN, "A", "{G}{U}, {T}")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Llanowar Elves", "+1/+1", 1)
    s.assert_power_toughness("A", "Llanowar Elves", 2, 2)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 0)
    s.assert_counter_count("A", "Hill Giant", "+1/+1", 0)


# ----------------------------------- 122.6, 603.7: exiled and returned with a counter on it


def test_122_6_planar_incision_returns_with_a_counter(real_db: CardDatabase) -> None:
    """Planar Incision: "Exile target artifact or creature, then return it to the battlefield
    under its owner's control with a +1/+1 counter on it." B's Hill Giant with two -1/-1
    counters (a 1/1) comes back as a new object (400.7): the -1/-1 counters are gone, it has
    one +1/+1 counter (4/4)."""
    _compiled(real_db, "Planar Incision")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", counters={"-1/-1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Planar Incision")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Planar Incision", targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("B", "Hill Giant", "-1/-1", 0)
    s.assert_counter_count("B", "Hill Giant", "+1/+1", 1)
    s.assert_power_toughness("B", "Hill Giant", 4, 4)


def test_603_7_otherworldly_journey_returns_at_the_end_step(real_db: CardDatabase) -> None:
    """Otherworldly Journey: "Exile target creature. At the beginning of the next end step,
    return that card to the battlefield under its owner's control with a +1/+1 counter on
    it." A's Grizzly Bears are in exile during combat, then back at the end step as a 3/3."""
    _compiled(real_db, "Otherworldly Journey")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Otherworldly Journey")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Otherworldly Journey", targets=["Grizzly Bears"])
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_exile_count("Grizzly Bears", 1, player="A"))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)


# ------------------------------- 608.2c, 608.2d: remove up to X counters, then count them


def test_608_2d_hex_parasite_strips_a_planeswalker(real_db: CardDatabase) -> None:
    """Hex Parasite (1/1): "{X}{B/P}: Remove up to X counters from target permanent. For each
    counter removed this way, ~ gets +1/+0 until end of turn." With X=3 on B's Ajani Goldmane
    (loyalty 4), A removes all three it may (the offer starts from the most): Ajani has 1
    loyalty, the Parasite is 4/1 until end of turn, 1/1 again on B's turn."""
    _compiled(real_db, "Hex Parasite")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hex Parasite")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Ajani Goldmane")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{X}{B/P}", targets=["Ajani Goldmane"], x=3)
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_power_toughness("A", "Hex Parasite", 4, 1))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_counter_count("B", "Ajani Goldmane", "loyalty", 1)
    s.assert_power_toughness("A", "Hex Parasite", 1, 1)


def test_608_2d_hex_parasite_chooses_how_many_of_each_kind(real_db: CardDatabase) -> None:
    """X=3 on B's Grizzly Bears with two +1/+1 counters and a flying counter: A removes one
    +1/+1 counter and the flying counter (two of the three allowed, by kind in order: "1"
    for +1/+1, then "1" for flying): the Bears are 3/3 without flying; the Parasite 3/1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hex Parasite")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", counters={"+1/+1": 2, "flying": 1})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{X}{B/P}", targets=["Grizzly Bears"], x=3)
    s.set_choice("A", "1")
    s.set_choice("A", "1")
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_power_toughness("A", "Hex Parasite", 3, 1))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("B", "Grizzly Bears", "+1/+1", 1)
    s.assert_counter_count("B", "Grizzly Bears", "flying", 0)
    s.assert_power_toughness("B", "Grizzly Bears", 3, 3)


def test_bretagard_stronghold_they_gain_vigilance_and_lifelink(real_db: CardDatabase) -> None:
    """Bretagard Stronghold: "{G}{W}{W}, {T}, Sacrifice ~: Put a +1/+1 counter on each of up to
    two target creatures you control. They gain vigilance and lifelink until end of turn."
    Grizzly Bears and Hill Giant: 3/3 and 4/4; the Bears attack without tapping and A gains 3
    life; the Giant, not attacking, stays 4/4 with its counter."""
    _compiled(real_db, "Bretagard Stronghold")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bretagard Stronghold")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    for land in ("Forest", "Plains", "Plains"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{G}{W}{W}",
                       targets=["Grizzly Bears", "Hill Giant"])
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Bretagard Stronghold", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_power_toughness("A", "Hill Giant", 4, 4)
    s.assert_tapped("Grizzly Bears", False)
    s.assert_life("A", 23)
    s.assert_life("B", 17)


def test_608_2d_hex_parasite_takes_every_counter_of_both_kinds(real_db: CardDatabase) -> None:
    """The same Bears, A answering "2" (both +1/+1 counters) then "1" (the flying counter):
    the Bears are 2/2 with no counters; the Parasite 4/1 (three removed this way)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hex Parasite")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", counters={"+1/+1": 2, "flying": 1})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{X}{B/P}", targets=["Grizzly Bears"], x=3)
    s.set_choice("A", "2")
    s.set_choice("A", "1")
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_power_toughness("A", "Hex Parasite", 4, 1))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("B", "Grizzly Bears", "+1/+1", 0)
    s.assert_counter_count("B", "Grizzly Bears", "flying", 0)
    s.assert_power_toughness("B", "Grizzly Bears", 2, 2)


def test_608_2d_gremlin_mine_removes_charge_counters_only(real_db: CardDatabase) -> None:
    """Gremlin Mine: "{1}, {T}, Sacrifice ~: Remove up to four charge counters from target
    noncreature artifact." B's Ratchet Bomb with five charge counters keeps one."""
    _compiled(real_db, "Gremlin Mine")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gremlin Mine")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Ratchet Bomb", counters={"charge": 5})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, {T}, Sacrifice Gremlin Mine: Remove",
                       targets=["Ratchet Bomb"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("B", "Ratchet Bomb", "charge", 1)
    s.assert_graveyard_count("A", "Gremlin Mine", 1)


def test_115_3_incremental_growth_three_different_targets(real_db: CardDatabase) -> None:
    """Incremental Growth: "Put a +1/+1 counter on target creature, two +1/+1 counters on
    another target creature, and three +1/+1 counters on a third target creature." (one word
    "target": three different creatures, 115.3). Grizzly Bears 3/3, Llanowar Elves 3/3, Hill
    Giant 6/6."""
    _compiled(real_db, "Incremental Growth")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Incremental Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Incremental Growth",
                 targets=["Grizzly Bears", "Llanowar Elves", "Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_counter_count("A", "Llanowar Elves", "+1/+1", 2)
    s.assert_counter_count("A", "Hill Giant", "+1/+1", 3)
    s.assert_power_toughness("A", "Hill Giant", 6, 6)


def test_115_3_a_third_target_needs_two_before() -> None:
    """"a third target creature" after only one target stays refused."""
    got = _compile("Odd Growth", "Sorcery", cost="{G}", text=(
        "Put a +1/+1 counter on target creature and three +1/+1 counters on a third target "
        "creature."))
    assert not got.supported


# -------------------------------------------- 122.1: "the number of counters on it" (every kind)


def test_122_1_kyler_counts_counters_of_every_kind(real_db: CardDatabase) -> None:
    """Kyler, Sigardian Emissary with a +1/+1 counter and a flying counter: "Other Humans you
    control get +1/+1 for each counter on Kyler." Elite Vanguard (2/1) is 4/3; a second Elite
    Vanguard enters, Kyler's trigger adds a +1/+1 counter: both Vanguards are 5/4."""
    _compiled(real_db, "Kyler, Sigardian Emissary")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kyler, Sigardian Emissary", counters={"+1/+1": 1,
                                                                             "flying": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Elite Vanguard")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Elite Vanguard")
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_power_toughness("A", "Elite Vanguard", 4, 3))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Elite Vanguard")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Kyler, Sigardian Emissary", "+1/+1", 2)
    for oid in s._permanents("A", "Elite Vanguard"):
        from mtg_engine.rules.layers import characteristics

        ch = characteristics(s.state, oid)
        assert (ch.power, ch.toughness) == (5, 4)


def test_122_1_flay_essence_counts_the_counters_it_had(real_db: CardDatabase) -> None:
    """Flay Essence: "Exile target creature or planeswalker. You gain life equal to the number
    of counters on it." B's Hill Giant had two +1/+1 counters and a flying counter as it left
    (608.2h): A gains 3 life."""
    _compiled(real_db, "Flay Essence")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", counters={"+1/+1": 2, "flying": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Flay Essence")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Flay Essence", targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Hill Giant", 1, player="B")
    s.assert_life("A", 23)


def test_essence_flux_counter_only_on_a_returned_spirit(real_db: CardDatabase) -> None:
    """Essence Flux: "Exile target creature you control, then return that card to the
    battlefield under its owner's control. If it's a Spirit, put a +1/+1 counter on it."
    Kami of Ancient Law (a 2/2 Spirit) with a -1/-1 counter comes back a new object (400.7)
    with one +1/+1 counter (3/3); cast again on Grizzly Bears, not a Spirit: no counter."""
    _compiled(real_db, "Essence Flux")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kami of Ancient Law", counters={"-1/-1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Essence Flux", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Essence Flux", targets=["Kami of Ancient Law"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Essence Flux", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Kami of Ancient Law", "-1/-1", 0)
    s.assert_counter_count("A", "Kami of Ancient Law", "+1/+1", 1)
    s.assert_power_toughness("A", "Kami of Ancient Law", 3, 3)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 0)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
