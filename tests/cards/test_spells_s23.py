"""Spell effects read in session 23, played with real cards from the shared MTGJSON file
(skipped when it is absent). Each test has exact figures, and a case where the effect must not
do anything where there is one."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone
from tests.cards.conftest import assert_compiled

# ------------------------------ 205.3m, 613.1d: "gains / loses all creature types" for the turn


def test_205_3m_nameless_inversion_loses_all_creature_types(real_db: CardDatabase) -> None:
    """Goblin King gives other Goblins +1/+1: Goblin Goon (6/6) is 7/7. Nameless Inversion
    gives it +3/-3 and it loses all creature types: no longer a Goblin, it is 9/3 (not 10/4).
    At the next turn the effect has ended: 7/7 again, a Goblin."""
    assert_compiled(real_db, "Nameless Inversion")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Nameless Inversion")
    s.add_card(Zone.BATTLEFIELD, "B", "Goblin King")
    s.add_card(Zone.BATTLEFIELD, "B", "Goblin Goon")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Nameless Inversion", targets=["Goblin Goon"])

    def during(sc: Scenario) -> None:
        sc.assert_power_toughness("B", "Goblin Goon", 9, 3)
        sc.assert_subtype("Goblin Goon", "Goblin", present=False)
        sc.assert_power_toughness("B", "Goblin King", 2, 2)  # (not its target)

    s.check(1, Step.POSTCOMBAT_MAIN, during)
    s.execute()
    s.assert_power_toughness("B", "Goblin Goon", 7, 7)
    s.assert_subtype("Goblin Goon", "Goblin")


def test_205_3m_blades_of_velis_vel_gives_every_creature_type(real_db: CardDatabase) -> None:
    """Blades of Velis Vel on Grizzly Bears and Craw Wurm: each gets +2/+0 and is every creature
    type for the turn, so B's Goblin King's +1/+1 for other Goblins reaches them: Bears 5/3,
    Wurm 9/5. Hill Giant, not a target, stays 3/3 and no Goblin."""
    assert_compiled(real_db, "Blades of Velis Vel")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Blades of Velis Vel")
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin King")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blades of Velis Vel",
                 targets=["Grizzly Bears", "Craw Wurm"])

    def during(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Grizzly Bears", 5, 3)
        sc.assert_power_toughness("A", "Craw Wurm", 9, 5)
        sc.assert_subtype("Grizzly Bears", "Goblin")
        sc.assert_subtype("Craw Wurm", "Elf")
        sc.assert_power_toughness("A", "Hill Giant", 3, 3)
        sc.assert_subtype("Hill Giant", "Goblin", present=False)

    s.check(1, Step.POSTCOMBAT_MAIN, during)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_subtype("Grizzly Bears", "Goblin", present=False)


def test_611_2c_volatile_claws_locks_in_the_creatures_you_control(real_db: CardDatabase
                                                                   ) -> None:
    """Volatile Claws: A's creatures as it resolves get +2/+0 and every creature type (Goblin
    King's bonus: Bears 5/3); Gray Ogre, cast afterwards, is not among them (611.2c): an Ogre
    only, it stays 2/2. B's Hill Giant is unaffected (3/3)."""
    assert_compiled(real_db, "Volatile Claws")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.HAND, "A", "Volatile Claws")
    s.add_card(Zone.HAND, "A", "Gray Ogre")
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin King")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Volatile Claws")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Gray Ogre")

    def during(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Grizzly Bears", 5, 3)
        sc.assert_power_toughness("A", "Goblin King", 4, 2)  # (+2/+0; not an "other" Goblin)
        sc.assert_power_toughness("A", "Gray Ogre", 2, 2)
        sc.assert_power_toughness("B", "Hill Giant", 3, 3)

    s.check(1, Step.END_TURN, during)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_205_3m_ego_erasure_target_players_creatures_lose_types(real_db: CardDatabase) -> None:
    """Ego Erasure targets B: B's Goblin Goon (7/7 with B's Goblin King) gets -2/-0 and loses
    all creature types: 4/6. A's Goblin Raider keeps its types and the King's bonus (3/3)."""
    assert_compiled(real_db, "Ego Erasure")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Ego Erasure")
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Raider")
    s.add_card(Zone.BATTLEFIELD, "B", "Goblin King")
    s.add_card(Zone.BATTLEFIELD, "B", "Goblin Goon")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ego Erasure", targets=["B"])

    def during(sc: Scenario) -> None:
        sc.assert_power_toughness("B", "Goblin Goon", 4, 6)
        sc.assert_power_toughness("B", "Goblin King", 0, 2)
        sc.assert_power_toughness("A", "Goblin Raider", 3, 3)
        sc.assert_subtype("Goblin Raider", "Goblin")

    s.check(1, Step.POSTCOMBAT_MAIN, during)
    s.execute()


# ------------------------------------------ 509.1h: an effect makes an attacker become blocked


def test_509_1h_curtain_of_light_blocks_one_attacker_and_draws(real_db: CardDatabase) -> None:
    """B attacks A with Grizzly Bears and Hill Giant; A declares no blockers, then casts Curtain
    of Light on the Giant: it becomes blocked by no creature and deals no combat damage
    (510.1c); the Bears, not its target, deal 2 (A at 18). A draws a card."""
    assert_compiled(real_db, "Curtain of Light")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Curtain of Light")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Grizzly Bears")
    s.attack(2, "B", "Hill Giant")
    s.cast_spell(2, Step.DECLARE_BLOCKERS, "A", "Curtain of Light", targets=["Hill Giant"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_hand_count("A", 1)
    s.assert_graveyard_count("A", "Curtain of Light", 1)


def test_509_5c_curtain_of_light_triggers_becomes_blocked(real_db: CardDatabase) -> None:
    """Frontline Devastator (afflict 2: 'Whenever this creature becomes blocked, defending
    player loses 2 life', 702.130a) attacks unblocked; Curtain of Light makes it blocked: its
    afflict triggers (509.5c), A loses 2, and takes no combat damage (18)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Curtain of Light")
    s.add_card(Zone.BATTLEFIELD, "B", "Frontline Devastator")
    s.attack(2, "B", "Frontline Devastator")
    s.cast_spell(2, Step.DECLARE_BLOCKERS, "A", "Curtain of Light",
                 targets=["Frontline Devastator"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)


def test_510_1c_fog_patch_blocks_all_attackers_trample_still_hits(real_db: CardDatabase
                                                                   ) -> None:
    """Fog Patch: B's attacking Grizzly Bears and Colossal Dreadmaw (6/6 trample) become
    blocked by no creature: the Bears deal no damage, the Dreadmaw assigns all its damage to
    A (510.1c): A at 14."""
    assert_compiled(real_db, "Fog Patch")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Fog Patch")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Colossal Dreadmaw")
    s.attack(2, "B", "Grizzly Bears")
    s.attack(2, "B", "Colossal Dreadmaw")
    s.cast_spell(2, Step.DECLARE_BLOCKERS, "A", "Fog Patch")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 14)


# ------------------------------------------------ 615.12: damage that can't be prevented


def _shielded(db: CardDatabase, spell: str, lands: str, n_lands: int, target: str,
              graveyard: int = 0) -> Scenario:
    """A casts `spell` at `target`; B answers with Samite Healer's 'Prevent the next 1 damage
    that would be dealt to any target this turn' on the same target."""
    assert_compiled(db, spell)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", lands, n_lands)
    s.add_card(Zone.HAND, "A", spell)
    if graveyard:
        s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears", graveyard)
    s.add_card(Zone.BATTLEFIELD, "B", "Samite Healer")
    s.add_card(Zone.BATTLEFIELD, "B", "Baneslayer Angel")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell, targets=[target])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "B", "{T}: Prevent", targets=[target],
                       responding_to=spell)
    s.stop_at(1, Step.END_TURN)
    return s


def test_615_12_combust_damage_cant_be_prevented(real_db: CardDatabase) -> None:
    """Combust deals 5 to Baneslayer Angel (5/5); Samite Healer's shield doesn't prevent any of
    it: the Angel dies."""
    s = _shielded(real_db, "Combust", "Mountain", 2, "Baneslayer Angel")
    s.execute()
    s.assert_permanent_count("B", "Baneslayer Angel", 0)
    s.assert_graveyard_count("B", "Baneslayer Angel", 1)


def test_615_12_lightning_surge_with_threshold_deals_six_unpreventable(real_db: CardDatabase
                                                                       ) -> None:
    """Seven cards in A's graveyard: Lightning Surge deals 6 to B instead, which the shield
    can't prevent: B at 14."""
    s = _shielded(real_db, "Lightning Surge", "Mountain", 5, "B", graveyard=7)
    s.execute()
    s.assert_life("B", 14)


def test_615_12_lightning_surge_without_threshold_is_preventable(real_db: CardDatabase
                                                                 ) -> None:
    """Six cards in A's graveyard: Lightning Surge deals 4, and the shield prevents 1: B at
    17 (the rider, not the base, is the unpreventable one)."""
    s = _shielded(real_db, "Lightning Surge", "Mountain", 5, "B", graveyard=6)
    s.execute()
    s.assert_life("B", 17)


def test_702_33d_urzas_rage_kicked_deals_ten_unpreventable(real_db: CardDatabase) -> None:
    """Urza's Rage kicked ({8}{R} more): 10 damage to B, not prevented by the shield: B at
    10."""
    s = _shielded(real_db, "Urza's Rage", "Mountain", 12, "B")
    s.set_choice("A", "yes")  # kicker
    s.execute()
    s.assert_life("B", 10)


def test_702_33d_urzas_rage_unkicked_deals_three_preventable(real_db: CardDatabase) -> None:
    """Urza's Rage unkicked: 3 damage, 1 prevented by the shield: B at 18."""
    s = _shielded(real_db, "Urza's Rage", "Mountain", 3, "B")
    s.execute()
    s.assert_life("B", 18)


def test_615_12_arrow_storm_without_attacking_is_four_preventable(real_db: CardDatabase
                                                                   ) -> None:
    """A attacked with nothing this turn: Arrow Storm deals 4 to B, 1 prevented: B at 17."""
    s = _shielded(real_db, "Arrow Storm", "Mountain", 5, "B")
    s.execute()
    s.assert_life("B", 17)


def test_615_12_arrow_storm_after_attacking_is_five_unpreventable(real_db: CardDatabase
                                                                   ) -> None:
    """A attacked with Grizzly Bears (B at 18); in the postcombat main phase Arrow Storm deals
    5 to B that the shield can't prevent: B at 13."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Arrow Storm")
    s.add_card(Zone.BATTLEFIELD, "B", "Samite Healer")
    s.attack(1, "A", "Grizzly Bears")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Arrow Storm", targets=["B"])
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "B", "{T}: Prevent", targets=["B"],
                       responding_to="Arrow Storm")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 13)


# ----------------------------- 702.12b, 613.1f: "That permanent loses indestructible ..."


def test_702_12b_soul_sear_removes_indestructible_then_lethal_damage_destroys(
        real_db: CardDatabase) -> None:
    """Soul Sear deals 5 to Darksteel Myr (0/1 indestructible), which loses indestructible
    until end of turn: the state-based action destroys it (704.5g). B's other Darksteel Myr,
    not the target, keeps indestructible."""
    assert_compiled(real_db, "Soul Sear")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Soul Sear")
    s.add_card(Zone.BATTLEFIELD, "B", "Darksteel Myr", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Soul Sear", targets=["Darksteel Myr"])

    def during(sc: Scenario) -> None:
        sc.assert_permanent_count("B", "Darksteel Myr", 1)
        sc.assert_graveyard_count("B", "Darksteel Myr", 1)
        sc.assert_abilities("B", "Darksteel Myr", ["Indestructible"])

    s.check(1, Step.POSTCOMBAT_MAIN, during)
    s.execute()


# ------------------------------- 115.3, 601.2c: several target spells with one word "target"


def _three_burns(db: CardDatabase) -> Scenario:
    """In B's turn 2, B casts Lava Spike at A, then Lightning Bolt and Shock in response,
    each at A (three spells on the stack)."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    for burn in ("Lava Spike", "Lightning Bolt", "Shock"):
        s.add_card(Zone.HAND, "B", burn)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lava Spike", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"],
                 responding_to="Lava Spike")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"],
                 responding_to="Lightning Bolt")
    s.stop_at(2, Step.END_TURN)
    return s


def test_601_2c_mindbreak_trap_exiles_the_spells_it_targets(real_db: CardDatabase) -> None:
    """Mindbreak Trap targets Lightning Bolt and Shock: both are exiled (neither resolves);
    Lava Spike, not a target, resolves: A at 17."""
    assert_compiled(real_db, "Mindbreak Trap")
    s = _three_burns(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Mindbreak Trap")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Mindbreak Trap",
                 targets=["Lightning Bolt", "Shock"], responding_to="Shock")
    s.execute()
    s.assert_life("A", 17)
    s.assert_exile_count("Lightning Bolt", 1)
    s.assert_exile_count("Shock", 1)
    s.assert_graveyard_count("B", "Lava Spike", 1)


def test_701_5a_double_negative_counters_two_target_spells(real_db: CardDatabase) -> None:
    """Double Negative counters Lightning Bolt and Shock (into B's graveyard); Lava Spike
    resolves: A at 17."""
    assert_compiled(real_db, "Double Negative")
    s = _three_burns(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Volcanic Island", 3)
    s.add_card(Zone.HAND, "A", "Double Negative")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Double Negative",
                 targets=["Lightning Bolt", "Shock"], responding_to="Shock")
    s.execute()
    s.assert_life("A", 17)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)
    s.assert_graveyard_count("B", "Shock", 1)
    s.assert_exile_count("Lightning Bolt", 0)


# ------------------------------------------------ modes: Dromoka's Command, Warping Wail


def test_615_1a_dromokas_command_prevents_a_target_instant_spells_damage(
        real_db: CardDatabase) -> None:
    """B casts Lava Spike then Lightning Bolt at A; A answers with Dromoka's Command, modes
    'Prevent all damage target instant or sorcery spell would deal this turn' (the Bolt) and
    'Put a +1/+1 counter on target creature' (A's Grizzly Bears): the Bolt deals nothing, Lava
    Spike, not its target, deals 3: A at 17; the Bears have a counter."""
    assert_compiled(real_db, "Dromoka's Command")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Dromoka's Command")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lava Spike")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lava Spike", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"],
                 responding_to="Lava Spike")
    s.set_mode_choice("A", 1)
    s.set_mode_choice("A", 3)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Dromoka's Command",
                 targets=["Lightning Bolt", "Grizzly Bears"], responding_to="Lightning Bolt")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 17)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)


def test_208_1_warping_wail_exiles_a_creature_with_power_or_toughness_one(
        real_db: CardDatabase) -> None:
    """Warping Wail's first mode exiles B's Wall of Wood (0/3: power 0, toughness above 1)."""
    assert_compiled(real_db, "Warping Wail")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 2)
    s.add_card(Zone.HAND, "A", "Warping Wail")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Wood")
    s.set_mode_choice("A", 1)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Warping Wail", targets=["Wall of Wood"])
    s.execute()
    s.assert_exile_count("Wall of Wood", 1)


def test_208_1_warping_wail_cant_target_a_two_two(real_db: CardDatabase) -> None:
    """Grizzly Bears (2/2) has neither power nor toughness 1 or less: not a legal target."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 2)
    s.add_card(Zone.HAND, "A", "Warping Wail")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_mode_choice("A", 1)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Warping Wail", targets=["Grizzly Bears"])
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)


# ------------------------------------------ 115.7d: "You may choose new targets for ..."


def _bolt_at_bears(db: CardDatabase, answer: str, lands: str = "Island",
                   spell: str = "Redirect", n_lands: int = 2) -> Scenario:
    """B casts Lightning Bolt at A's Grizzly Bears; A answers with `spell` on the Bolt."""
    assert_compiled(db, spell)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", lands, n_lands)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", spell)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.set_choice("A", answer)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", spell, targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.stop_at(2, Step.END_TURN)
    return s


def test_115_7d_redirect_sends_the_bolt_at_its_caster(real_db: CardDatabase) -> None:
    """A chooses new targets for the Bolt: B instead of the Bears. B at 17, the Bears live."""
    s = _bolt_at_bears(real_db, "yes")
    s.set_choice("A", "B")
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_115_7d_redirect_may_leave_the_target_unchanged(real_db: CardDatabase) -> None:
    """A declines to choose new targets: the Bolt kills the Bears, B stays at 20."""
    s = _bolt_at_bears(real_db, "no")
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_707_10c_wild_ricochet_retargets_then_copies(real_db: CardDatabase) -> None:
    """Wild Ricochet: the Bolt's target becomes B; its copy (A's) is given a new target, B's
    Hill Giant (3 damage kills it): B at 17, the Giant dies, A's Bears live."""
    s = _bolt_at_bears(real_db, "yes", lands="Mountain", spell="Wild Ricochet", n_lands=4)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", "B")
    s.set_choice("A", "yes")  # new targets for the copy
    s.set_choice("A", "Hill Giant")
    s.execute()
    s.assert_life("B", 17)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


# ------------------------ 303.4, 108.3, 108.4: a creature and the Auras of a kind attached to it


def _enchanted_bears(db: CardDatabase, spell: str, lands: str) -> Scenario:
    """A's Grizzly Bears wears A's Holy Strength (white), A's Unholy Strength (black) and B's
    Pacifism (white); A casts `spell` on the Bears."""
    assert_compiled(db, spell)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", lands, 3)
    s.add_card(Zone.HAND, "A", spell)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Holy Strength", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Unholy Strength", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Pacifism", attached_to="Grizzly Bears")
    return s


def test_303_4_orzhov_charm_returns_the_creature_and_your_auras(real_db: CardDatabase) -> None:
    """Orzhov Charm's first mode: the Bears, Holy Strength and Unholy Strength (A's) go to A's
    hand; B's Pacifism, not A's, is put into B's graveyard (704.5m)."""
    s = _enchanted_bears(real_db, "Orzhov Charm", "Scrubland")
    s.set_mode_choice("A", 1)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Orzhov Charm", targets=["Grizzly Bears"])
    s.execute()
    s.assert_hand_count("A", 3)
    s.assert_hand_count("A", 1, "Unholy Strength")
    s.assert_graveyard_count("B", "Pacifism", 1)


def test_105_2_word_of_undoing_returns_only_white_auras_you_own(real_db: CardDatabase) -> None:
    """Word of Undoing: the Bears and A's white Holy Strength go to A's hand; Unholy Strength
    (black) and B's Pacifism (white, B's) stay behind and go to their owners' graveyards."""
    s = _enchanted_bears(real_db, "Word of Undoing", "Island")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Word of Undoing", targets=["Grizzly Bears"])
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Holy Strength")
    s.assert_graveyard_count("A", "Unholy Strength", 1)
    s.assert_graveyard_count("B", "Pacifism", 1)


# ------------------------------------------ 613.1b, 611.2a: control and haste for the turn


def test_613_1b_grab_the_reins_steals_a_creature_that_attacks_its_owner(
        real_db: CardDatabase) -> None:
    """Grab the Reins' first mode: A gains control of B's Hill Giant until end of turn and it
    has haste, so it attacks B at once: B at 17. In B's turn 2 it is B's again."""
    assert_compiled(real_db, "Grab the Reins")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Grab the Reins")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_mode_choice("A", 1)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grab the Reins", targets=["Hill Giant"])
    s.attack(1, "A", "Hill Giant")
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Hill Giant", 0)


# ------------------------------------ 702.33d, 608.2c: a mana value bound raised by kicker


def _prohibit(db: CardDatabase, creature: str, kicked: bool) -> Scenario:
    """B casts `creature`; A answers with Prohibit (kicked: {2} more, paid)."""
    assert_compiled(db, "Prohibit")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Prohibit")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 4)
    s.add_card(Zone.HAND, "B", creature)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", creature)
    s.set_choice("A", "yes" if kicked else "no")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Prohibit", targets=[creature],
                 responding_to=creature)
    s.stop_at(2, Step.END_TURN)
    return s


def test_702_33d_prohibit_unkicked_counters_mana_value_two(real_db: CardDatabase) -> None:
    """Grizzly Bears' mana value 2: unkicked Prohibit counters it."""
    s = _prohibit(real_db, "Grizzly Bears", kicked=False)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_702_33d_prohibit_unkicked_spares_mana_value_four(real_db: CardDatabase) -> None:
    """Hill Giant's mana value 4 is above 2: unkicked Prohibit does nothing."""
    s = _prohibit(real_db, "Hill Giant", kicked=False)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)


def test_702_33d_prohibit_kicked_counters_mana_value_four(real_db: CardDatabase) -> None:
    """Kicked, the bound is 4: Hill Giant is countered."""
    s = _prohibit(real_db, "Hill Giant", kicked=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_702_33d_overload_kicked_destroys_mana_value_four(real_db: CardDatabase) -> None:
    """Overload kicked ({2} more): B's Juggernaut (mana value 4) is destroyed; unkicked it
    would have needed mana value 2 or less."""
    assert_compiled(real_db, "Overload")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Overload")
    s.add_card(Zone.BATTLEFIELD, "B", "Juggernaut")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Overload", targets=["Juggernaut"])
    s.execute()
    s.assert_graveyard_count("B", "Juggernaut", 1)


def test_702_33d_overload_unkicked_spares_mana_value_four(real_db: CardDatabase) -> None:
    """Unkicked, the bound is 2: Juggernaut stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Overload")
    s.add_card(Zone.BATTLEFIELD, "B", "Juggernaut")
    s.set_choice("A", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Overload", targets=["Juggernaut"])
    s.execute()
    s.assert_permanent_count("B", "Juggernaut", 1)


# ---------------------------- 701.17a, 101.4: one permanent of each kind named, all at once


def test_701_17a_structural_collapse_an_artifact_and_a_land(real_db: CardDatabase) -> None:
    """B sacrifices Ornithopter (the artifact) and one land of two; then 2 damage: B at 18."""
    assert_compiled(real_db, "Structural Collapse")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.HAND, "A", "Structural Collapse")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Structural Collapse", targets=["B"])
    s.execute()
    s.assert_life("B", 18)
    s.assert_graveyard_count("B", "Ornithopter", 1)
    s.assert_permanent_count("B", "Island", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Mountain", 6)


def test_701_17a_perilous_predicament_one_of_each_kind(real_db: CardDatabase) -> None:
    """B sacrifices Ornithopter (its only artifact creature) and the nonartifact creature B
    chooses, Hill Giant; Grizzly Bears stays. A's Bears (A isn't an opponent) stay too."""
    assert_compiled(real_db, "Perilous Predicament")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Perilous Predicament")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Perilous Predicament")
    s.execute()
    s.assert_graveyard_count("B", "Ornithopter", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_101_4_release_each_player_sacrifices_one_of_each_type(real_db: CardDatabase) -> None:
    """Release: B sacrifices Ornithopter as its artifact, so Grizzly Bears as its creature, and
    its Forest; A, with only lands, sacrifices one Plateau. No permanent is counted twice."""
    assert_compiled(real_db, "Catch // Release")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plateau", 6)
    s.add_card(Zone.HAND, "A", "Catch // Release")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Release")
    s.execute()
    s.assert_battlefield_count("B", 0)
    s.assert_graveyard_count("B", None, 3)
    s.assert_permanent_count("A", "Plateau", 5)


def test_509_1h_choking_vines_x_attackers_blocked_and_damaged(real_db: CardDatabase) -> None:
    """Choking Vines with X=2 on B's attacking Grizzly Bears and Hill Giant: both become
    blocked and are dealt 1 damage each; Gray Ogre, not a target, deals its 2: A at 18."""
    assert_compiled(real_db, "Choking Vines")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Choking Vines")
    for name in ("Grizzly Bears", "Hill Giant", "Gray Ogre"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
        s.attack(2, "B", name)
    s.cast_spell(2, Step.DECLARE_BLOCKERS, "A", "Choking Vines",
                 targets=["Grizzly Bears", "Hill Giant"], x=2)

    def after_damage(sc: Scenario) -> None:
        sc.assert_damage("Grizzly Bears", 1)
        sc.assert_damage("Hill Giant", 1)
        sc.assert_damage("Gray Ogre", 0)

    s.check(2, Step.END_COMBAT, after_damage)
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)


# ------------------------------------------- 500.11, 614.10: combat phases skipped for a time


def test_500_11_false_peace_skips_combat_of_their_next_turn_only(real_db: CardDatabase
                                                                  ) -> None:
    """A casts False Peace on B in A's turn 1: B's turn 2 has no combat phase, so B's Grizzly
    Bears can't attack then; in B's turn 4 they attack: A at 18."""
    assert_compiled(real_db, "False Peace")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "False Peace")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "False Peace", targets=["B"])
    s.attack(2, "B", "Grizzly Bears")
    s.attack(4, "B", "Grizzly Bears")
    s.stop_at(4, Step.END_TURN)
    with pytest.raises(ScenarioError, match="turn 2"):
        s.execute()  # (turn 2's attack was never possible)
    s.assert_life("A", 18)
    assert sum(1 for ev in s.state.log if ev[0] == "attack") == 1  # (turn 4's only)


def test_500_11_false_peace_on_yourself_spares_the_current_turn(real_db: CardDatabase) -> None:
    """A targets A in A's turn 1: 'their next turn' is A's turn 3; A's Bears still attack in
    turn 1 (B at 18) but not in turn 3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "False Peace")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "False Peace", targets=["A"])
    s.attack(1, "A", "Grizzly Bears")
    s.attack(3, "A", "Grizzly Bears")
    s.stop_at(3, Step.END_TURN)
    with pytest.raises(ScenarioError, match="turn 3"):
        s.execute()
    s.assert_life("B", 18)


def test_500_11_moment_of_silence_skips_combat_this_turn(real_db: CardDatabase) -> None:
    """In B's upkeep of turn 2, A casts Moment of Silence on B: B's Bears can't attack that
    turn (the attack is never made); A stays at 20."""
    assert_compiled(real_db, "Moment of Silence")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Moment of Silence")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(2, Step.UPKEEP, "A", "Moment of Silence", targets=["B"])
    s.attack(2, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    with pytest.raises(ScenarioError, match="turn 2"):
        s.execute()
    s.assert_life("A", 20)


def test_500_11_moment_of_silence_after_combat_ends_with_the_turn(real_db: CardDatabase
                                                                  ) -> None:
    """Cast in B's postcombat main phase of turn 2 (B attacked: A at 18), the skip is never
    used and ends with the turn: B's Bears attack again in turn 4: A at 16."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Moment of Silence")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Moment of Silence", targets=["B"])
    s.attack(4, "B", "Grizzly Bears")
    s.stop_at(4, Step.END_TURN)
    s.execute()
    s.assert_life("A", 16)


# ---------------------------------------- 608.2c: the same players' instruction said otherwise


def test_608_2c_skull_rend_those_players_each_discard(real_db: CardDatabase) -> None:
    """Skull Rend: 2 damage to B (18), then B ('those players') discards two cards at random
    of three; A keeps A's hand."""
    assert_compiled(real_db, "Skull Rend")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Badlands", 5)
    s.add_card(Zone.HAND, "A", "Skull Rend")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Hill Giant", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Skull Rend")
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 20)
    s.assert_hand_count("B", 1)
    s.assert_graveyard_count("B", "Hill Giant", 2)
    s.assert_hand_count("A", 1)


def test_701_21a_early_harvest_untaps_the_target_players_basic_lands(real_db: CardDatabase
                                                                     ) -> None:
    """Early Harvest on B in A's turn 1 (B's permanents tapped from the start stay so until
    B's untap step): B's three tapped Forests untap; B's tapped Tropical Island (not basic)
    stays tapped, and so do A's three Forests paid for it."""
    assert_compiled(real_db, "Early Harvest")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Early Harvest")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 3, tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Tropical Island", tapped=True)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Early Harvest", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_tapped("Tropical Island", True)
    forests = [o for o in s.state.battlefield if s.state.objects[o].card.name == "Forest"]
    assert sorted((s.state.objects[o].controller, s.state.objects[o].tapped)
                  for o in forests) == [(0, True)] * 3 + [(1, False)] * 3
