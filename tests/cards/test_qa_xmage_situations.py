"""QA: situations of the kind other engines' test suites check (XMage's Mage.Tests), set up in
our own words with real cards from the MTGJSON file (skipped without ../shared), asserting
exact figures. Each test cites the rules it checks."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

MAULER_UP = "{3}{G}{U}: Turn this face-down permanent face up."


def _s(db: CardDatabase) -> Scenario:
    return Scenario(cards=db)


# --- kicker (702.33) -------------------------------------------------------------------------

def test_702_33a_burst_lightning_kicked_deals_4(real_db: CardDatabase) -> None:
    """702.33a/d: Burst Lightning kicked ({R} + {4}) deals 4 instead of 2."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Burst Lightning")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Burst Lightning", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_graveyard_count("A", "Burst Lightning", 1)


def test_702_33a_burst_lightning_unkicked_deals_2(real_db: CardDatabase) -> None:
    """702.33a: not kicked (the default answer to an optional cost is "no"): 2 damage, one
    Mountain tapped."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Burst Lightning")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Burst Lightning", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    tapped = [o for o in s.game.state.objects.values()
              if o.zone is Zone.BATTLEFIELD and o.card.name == "Mountain" and o.tapped]
    assert len(tapped) == 1


def test_603_4_goblin_bushwhacker_kicked_gives_haste_and_power(real_db: CardDatabase) -> None:
    """702.33d, 603.4 (intervening if "if it was kicked"): kicked Bushwhacker gives creatures
    A controls +1/+0 and haste: itself (2/1) and Grizzly Bears (3/2) attack for 5."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Goblin Bushwhacker")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Goblin Bushwhacker")
    s.attack(1, "A", "Goblin Bushwhacker")
    s.attack(1, "A", "Grizzly Bears")
    s.check(1, Step.END_COMBAT,
            lambda sc: sc.assert_power_toughness("A", "Goblin Bushwhacker", 2, 1))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 15)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_603_4_goblin_bushwhacker_unkicked_does_nothing(real_db: CardDatabase) -> None:
    """603.4: not kicked, the trigger's condition is false: no haste, so it can't attack
    (302.6)."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Goblin Bushwhacker")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Goblin Bushwhacker")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_power_toughness("A", "Goblin Bushwhacker", 1, 1)


# --- triggers: "whenever another creature enters", "whenever you gain life" (603) ------------

def test_603_2_soul_warden_sees_each_token(real_db: CardDatabase) -> None:
    """603.2, 603.6a: Raise the Alarm creates two Soldier tokens; Soul Warden triggers for
    each: A at 22."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Soul Warden")
    s.add_card(Zone.HAND, "A", "Raise the Alarm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise the Alarm")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 22)
    s.assert_permanent_count("A", "Soldier Token", 2)


def test_603_2_soul_warden_sees_opponents_creature(real_db: CardDatabase) -> None:
    """Soul Warden says "another creature", any controller: B's Grizzly Bears entering gains A
    1 life; B gains nothing."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Soul Warden")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 21)
    s.assert_life("B", 20)


def test_603_2_ajanis_pridemate_counts_each_life_gain(real_db: CardDatabase) -> None:
    """Two Soul Warden triggers are two life-gain events: Ajani's Pridemate (2/2) gets two
    +1/+1 counters (4/4); A at 22."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Soul Warden")
    s.add_card(Zone.BATTLEFIELD, "A", "Ajani's Pridemate")
    s.add_card(Zone.HAND, "A", "Raise the Alarm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise the Alarm")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 22)
    s.assert_counter_count("A", "Ajani's Pridemate", "+1/+1", 2)
    s.assert_power_toughness("A", "Ajani's Pridemate", 4, 4)


def test_702_15b_archangel_of_thune_lifelink_is_one_gain_event(real_db: CardDatabase) -> None:
    """702.15b/120.3f: lifelink combat damage is one life-gain event: Archangel of Thune
    (3/4) deals 3 to B, A gains 3 and its trigger puts one +1/+1 counter on each creature A
    controls: Archangel 4/5, Grizzly Bears 3/3."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Archangel of Thune")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", "Archangel of Thune")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 23)
    s.assert_power_toughness("A", "Archangel of Thune", 4, 5)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)


# --- tokens (111) ----------------------------------------------------------------------------

def test_111_grave_titan_enters_and_attacks_makes_zombies(real_db: CardDatabase) -> None:
    """111.1: Grave Titan's ETB makes two 2/2 black Zombie tokens; when it attacks on turn 3,
    two more. B takes 6 (the tokens made on turn 1 stay home)."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.HAND, "A", "Grave Titan")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grave Titan")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_permanent_count("A", "Zombie Token", 2))
    s.attack(3, "A", "Grave Titan")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Zombie Token", 4)
    s.assert_power_toughness("A", "Zombie Token", 2, 2)
    s.assert_color("Zombie Token", ["Black"])
    s.assert_life("B", 14)


def test_111_spectral_procession_three_flying_spirits(real_db: CardDatabase) -> None:
    """107.4e: {2/W} paid with W each (three Plains); three 1/1 white Spirit tokens with
    flying."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Spectral Procession")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Spectral Procession")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Spirit Token", 3)
    s.assert_power_toughness("A", "Spirit Token", 1, 1)
    s.assert_abilities("A", "Spirit Token", ["Flying"])


# --- protection (702.16) ---------------------------------------------------------------------

def test_702_16b_white_knight_cant_be_targeted_by_terror(real_db: CardDatabase) -> None:
    """702.16b: Terror is black; White Knight has protection from black: not a legal
    target, the cast fails and changes nothing."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Terror")
    s.add_card(Zone.BATTLEFIELD, "B", "White Knight")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Terror", targets=["White Knight"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_permanent_count("B", "White Knight", 1)
    s.assert_hand_count("A", 1, "Terror")


def test_702_16e_white_knight_blocks_black_creature_unharmed(real_db: CardDatabase) -> None:
    """702.16e: damage from a black source to White Knight is prevented: it blocks Typhoid
    Rats (1/1 deathtouch, black): the Rats die, the Knight takes no damage and lives."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Typhoid Rats")
    s.add_card(Zone.BATTLEFIELD, "B", "White Knight")
    s.attack(1, "A", "Typhoid Rats")
    s.block(1, "B", "White Knight", "Typhoid Rats")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Typhoid Rats", 1)
    s.assert_permanent_count("B", "White Knight", 1)
    s.assert_damage("White Knight", 0)
    s.assert_life("B", 20)


def test_702_16c_black_knight_cant_be_blocked_by_white(real_db: CardDatabase) -> None:
    """702.16c: Black Knight (protection from white) can't be blocked by Silvercoat Lion
    (white): the block is refused and B takes 2."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Black Knight")
    s.add_card(Zone.BATTLEFIELD, "B", "Silvercoat Lion")
    s.attack(1, "A", "Black Knight")
    s.block(1, "B", "Silvercoat Lion", "Black Knight")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_life("B", 18)
    s.assert_permanent_count("B", "Silvercoat Lion", 1)


# --- copies (707) and control (613.1b) -------------------------------------------------------

def test_707_2_clone_copies_kitchen_finks_and_its_etb(real_db: CardDatabase) -> None:
    """707.2, 603.6a: Clone enters as a copy of Kitchen Finks: its ETB triggers (A at 22);
    A controls two 3/2 Kitchen Finks."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Kitchen Finks")
    s.add_card(Zone.HAND, "A", "Clone")
    s.set_choice("A", "Kitchen Finks")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clone")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 22)
    s.assert_permanent_count("A", "Kitchen Finks", 2)
    s.assert_power_toughness("A", "Kitchen Finks", 3, 2)


def test_707_2_702_79a_cloned_finks_persists_as_a_copy_again(real_db: CardDatabase) -> None:
    """The Clone copying Kitchen Finks has persist; bolted, it returns (as Clone, which may
    copy again: A copies Kitchen Finks again) with a -1/-1 counter: 2/1; ETB again: A at 24
    (22 after the first Clone, +2 as it returns)."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Kitchen Finks")
    s.add_card(Zone.HAND, "A", "Clone")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.set_choice("A", "Kitchen Finks")
    s.set_choice("A", "Kitchen Finks")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clone")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Kitchen Finks#2"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 24)
    s.assert_permanent_count("A", "Kitchen Finks", 2)
    s.assert_graveyard_count("A", "Clone", 0)
    s.assert_counter_count("A", "Kitchen Finks#1", "-1/-1", 0)
    s.assert_counter_count("A", "Kitchen Finks#2", "-1/-1", 1)
    s.assert_power_toughness("A", "Kitchen Finks#2", 2, 1)


def test_613_1b_control_magic_then_naturalize_returns_control(real_db: CardDatabase) -> None:
    """613.1b / 611.2: Control Magic gives A B's Hill Giant; when Naturalize destroys the
    Aura, the effect ends and B controls it again."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Control Magic")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Naturalize")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Control Magic", targets=["Hill Giant"])
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_permanent_count("A", "Hill Giant", 1))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Naturalize", targets=["Control Magic"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Hill Giant", 0)
    s.assert_graveyard_count("A", "Control Magic", 1)


# --- layers (613) ----------------------------------------------------------------------------

def test_613_4_humility_and_glorious_anthem(real_db: CardDatabase) -> None:
    """613.4b then 613.4c: Humility sets Craw Wurm to 1/1 (7b), Glorious Anthem adds +1/+1
    (7c) whatever the timestamps: 2/2."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Glorious Anthem")
    s.add_card(Zone.BATTLEFIELD, "A", "Humility")
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Craw Wurm", 2, 2)
    s.assert_power_toughness("B", "Grizzly Bears", 1, 1)


def test_601_2f_thalia_taxes_noncreature_spells(real_db: CardDatabase) -> None:
    """601.2f: with Thalia, Lightning Bolt costs {1}{R}: one Mountain is not enough, so B's
    cast fails; Grizzly Bears (a creature spell) costs {1}{G} as printed."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thalia, Guardian of Thraben")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_life("A", 20)


# --- undying / persist with a board wipe (702.93, 702.79) ------------------------------------

def test_702_93a_702_79a_wrath_of_god_returns_undying_and_persist(real_db: CardDatabase
                                                                  ) -> None:
    """Wrath of God destroys Young Wolf, Kitchen Finks and Grizzly Bears at once; Wolf returns
    with a +1/+1 counter (2/2), Finks with a -1/-1 counter (2/1, A gains 2), Bears stays
    dead."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Wrath of God")
    s.add_card(Zone.BATTLEFIELD, "A", "Young Wolf")
    s.add_card(Zone.BATTLEFIELD, "A", "Kitchen Finks")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wrath of God")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Young Wolf", 2, 2)
    s.assert_power_toughness("A", "Kitchen Finks", 2, 1)
    s.assert_life("A", 22)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Wrath of God", 1)


# --- monarch (722? 724) ----------------------------------------------------------------------

def test_724_palace_sentinels_monarch_draws_and_is_stolen(real_db: CardDatabase) -> None:
    """724.2: A becomes the monarch (Palace Sentinels) and draws at A's end step (turn 1).
    On turn 2 B's Grizzly Bears deals combat damage to A: B becomes the monarch and draws
    at B's end step; A draws nothing more."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Palace Sentinels")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Palace Sentinels")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_hand_count("A", 1))
    s.attack(2, "B", "Grizzly Bears")
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_life("A", 18)
    s.assert_hand_count("A", 1)
    s.assert_hand_count("B", 2)  # draw step of turn 2 and the monarch's end-step draw


# --- second batch ----------------------------------------------------------------------------

def test_702_103_boon_satyr_bestowed_with_flash_after_blocks(real_db: CardDatabase) -> None:
    """702.103b, 702.8a: Boon Satyr has flash; bestowed on the unblocked attacking Grizzly
    Bears in the declare blockers step (an Aura, +4/+2): the Bears deal 6."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Boon Satyr")
    s.set_choice("A", "yes")
    s.attack(1, "A", "Grizzly Bears")
    s.cast_spell(1, Step.DECLARE_BLOCKERS, "A", "Boon Satyr", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 14)
    s.assert_power_toughness("A", "Grizzly Bears", 6, 4)
    s.assert_attached("Boon Satyr", "Grizzly Bears")
    s.assert_type("Boon Satyr", "Creature", present=False)


def test_704_5f_clone_with_nothing_to_copy_dies(real_db: CardDatabase) -> None:
    """707.5/704.5f: with no creature to copy, Clone enters as a 0/0 and is put into the
    graveyard by state-based actions."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Clone")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clone")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Clone", 1)
    s.assert_battlefield_count("A", 4)


def test_702_2b_702_15b_vampire_nighthawk_blocked_by_giant_spider(real_db: CardDatabase
                                                                 ) -> None:
    """702.2b: Nighthawk's 2 deathtouch damage destroys Giant Spider (2/4, reach); 702.15b:
    A gains 2. The Spider's 2 damage leaves the 2/3 Nighthawk alive. B's life is
    unchanged; B's Craw Wurm did not block."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vampire Nighthawk")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Giant Spider")
    s.attack(1, "A", "Vampire Nighthawk")
    s.block(1, "B", "Giant Spider", "Vampire Nighthawk")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Giant Spider", 1)
    s.assert_graveyard_count("A", "Vampire Nighthawk", 0)
    s.assert_damage("Vampire Nighthawk", 2)
    s.assert_life("A", 22)
    s.assert_life("B", 20)
    s.assert_permanent_count("B", "Craw Wurm", 1)


def test_702_16b_pacifism_cant_target_black_knight(real_db: CardDatabase) -> None:
    """702.16b: Pacifism (white Aura) can't target Black Knight (protection from white)."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Pacifism")
    s.add_card(Zone.BATTLEFIELD, "B", "Black Knight")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pacifism", targets=["Black Knight"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_hand_count("A", 1, "Pacifism")


def test_603_3d_flametongue_kavu_must_target_itself(real_db: CardDatabase) -> None:
    """603.3d: the ETB's target is mandatory; with no other creature, Flametongue Kavu
    targets itself and dies (4 damage to a 4/2)."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Flametongue Kavu")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Flametongue Kavu")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Flametongue Kavu", 1)


def test_603_3d_flametongue_kavu_kills_opponents_creature(real_db: CardDatabase) -> None:
    """The ETB targets B's Craw Wurm (6/4): 4 damage destroys it; the Kavu lives."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Flametongue Kavu")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_target("A", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Flametongue Kavu")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Craw Wurm", 1)
    s.assert_permanent_count("A", "Flametongue Kavu", 1)


def test_702_74a_mulldrifter_evoked_draws_two_and_is_sacrificed(real_db: CardDatabase
                                                                 ) -> None:
    """702.74a: cast for its evoke cost {2}{U} (three Islands), Mulldrifter is sacrificed as
    it enters, and its ETB still draws two."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Mulldrifter")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mulldrifter")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Mulldrifter", 1)
    s.assert_hand_count("A", 2)
    s.assert_library_count("A", 18)


def test_613_1d_blood_moon_makes_tropical_island_a_mountain(real_db: CardDatabase) -> None:
    """613.1d/305.7: under Blood Moon Tropical Island is a Mountain that taps only for {R}
    (it loses its Forest and Island types and their mana abilities)."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Blood Moon")
    s.add_card(Zone.BATTLEFIELD, "A", "Tropical Island")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_subtype("Tropical Island", "Mountain")
    s.assert_subtype("Tropical Island", "Island", present=False)
    s.assert_life("B", 17)


def test_305_7_blood_moon_tropical_island_cant_pay_green(real_db: CardDatabase) -> None:
    """305.7: the same land can no longer pay {G}: Giant Growth can't be cast."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Blood Moon")
    s.add_card(Zone.BATTLEFIELD, "A", "Tropical Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_603_2_archangel_of_thune_and_soul_warden(real_db: CardDatabase) -> None:
    """Raise the Alarm: two Soul Warden triggers, two separate gains of 1 (A at 22), each
    triggers Archangel of Thune: two +1/+1 counters on every creature A controls, the new
    Soldiers included (3/3), Archangel 5/6, Soul Warden 3/3."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Soul Warden")
    s.add_card(Zone.BATTLEFIELD, "A", "Archangel of Thune")
    s.add_card(Zone.HAND, "A", "Raise the Alarm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise the Alarm")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 22)
    s.assert_power_toughness("A", "Soldier Token", 3, 3)
    s.assert_power_toughness("A", "Archangel of Thune", 5, 6)
    s.assert_power_toughness("A", "Soul Warden", 3, 3)


def test_615_holy_day_prevents_combat_damage(real_db: CardDatabase) -> None:
    """615.1: Holy Day prevents all combat damage this turn: B cast it in the beginning of
    combat; A's attacking Craw Wurm deals nothing; Prodigal Pyromancer's non-combat 1 still
    hits."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "A", "Prodigal Pyromancer")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.add_card(Zone.HAND, "B", "Holy Day")
    s.cast_spell(1, Step.BEGIN_COMBAT, "B", "Holy Day")
    s.attack(1, "A", "Craw Wurm")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{T}:", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 19)


def test_702_35a_madness_discarded_by_merfolk_looters_effect(real_db: CardDatabase) -> None:
    """702.35a: the discard of Merfolk Looter's effect (not a cost) also exiles Fiery Temper
    and lets A cast it for {R}: 3 to B. A holds the drawn Wastes."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Merfolk Looter")
    s.add_card(Zone.HAND, "A", "Fiery Temper")
    s.set_choice("A", "Fiery Temper")
    s.set_choice("A", "yes")
    s.add_target("A", "B")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Draw")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_graveyard_count("A", "Fiery Temper", 1)
    s.assert_hand_count("A", 1, "Wastes")
    s.assert_exile_count("Fiery Temper", 0)


# --- third batch: control change, counters, tokens leaving ------------------------------------

def test_702_93a_stolen_undying_creature_returns_to_its_owner(real_db: CardDatabase) -> None:
    """702.93a "return it ... under its owner's control": A takes B's Young Wolf with Act of
    Treason and Shocks it; it returns under B's control with a +1/+1 counter."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Act of Treason")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Young Wolf")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Act of Treason", targets=["Young Wolf"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=["Young Wolf"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Young Wolf", 0)
    s.assert_permanent_count("B", "Young Wolf", 1)
    s.assert_counter_count("B", "Young Wolf", "+1/+1", 1)
    s.assert_power_toughness("B", "Young Wolf", 2, 2)


def test_704_5q_persist_counter_annihilated_by_thune(real_db: CardDatabase) -> None:
    """Kitchen Finks dies to Lightning Bolt and persists back with a -1/-1 counter; its ETB
    gains A 2 life, so Archangel of Thune puts a +1/+1 counter on it; 704.5q removes both:
    a 3/2 with no counters. A gains 2 once (22); the Archangel gets one counter (4/5)."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kitchen Finks")
    s.add_card(Zone.BATTLEFIELD, "A", "Archangel of Thune")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Kitchen Finks"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 22)
    s.assert_counter_count("A", "Kitchen Finks", "-1/-1", 0)
    s.assert_counter_count("A", "Kitchen Finks", "+1/+1", 0)
    s.assert_power_toughness("A", "Kitchen Finks", 3, 2)
    s.assert_power_toughness("A", "Archangel of Thune", 4, 5)


def test_704_5q_annihilated_finks_persists_again(real_db: CardDatabase) -> None:
    """After the counters cancel (704.5q), the Finks has no -1/-1 counter as it dies again,
    so persist returns it a second time (702.79a): two Bolts, two returns, A at 24."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kitchen Finks")
    s.add_card(Zone.BATTLEFIELD, "A", "Archangel of Thune")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Kitchen Finks"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Kitchen Finks"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 24)
    s.assert_permanent_count("A", "Kitchen Finks", 1)
    s.assert_power_toughness("A", "Kitchen Finks", 3, 2)
    s.assert_power_toughness("A", "Archangel of Thune", 5, 6)


def test_111_7_man_o_war_bounces_a_token_which_ceases_to_exist(real_db: CardDatabase) -> None:
    """111.8/704.5d: a Soldier token returned to its owner's hand ceases to exist: B holds no
    card, controls one Soldier Token."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Raise the Alarm")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Man-o'-War")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Raise the Alarm")  # an instant, on A's turn
    s.add_target("A", "Soldier Token")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Man-o'-War")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Soldier Token", 1)
    s.assert_hand_count("B", 1)  # only the card drawn on turn 2
    s.assert_permanent_count("A", "Man-o'-War", 1)


def test_613_1b_control_magic_on_kitchen_finks_persist_returns_to_owner(
        real_db: CardDatabase) -> None:
    """A controls B's Kitchen Finks with Control Magic; Lightning Bolt kills it: persist
    returns it under its owner's (B's) control with a -1/-1 counter; B gains 2 (ETB
    controlled by B); Control Magic goes to the graveyard (704.5m)."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Control Magic")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Kitchen Finks")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Control Magic", targets=["Kitchen Finks"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["Kitchen Finks"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Kitchen Finks", 1)
    s.assert_power_toughness("B", "Kitchen Finks", 2, 1)
    s.assert_life("B", 22)
    s.assert_life("A", 20)
    s.assert_graveyard_count("A", "Control Magic", 1)


def test_702_79a_persist_card_exiled_from_graveyard_in_response(real_db: CardDatabase
                                                                 ) -> None:
    """400.7: Safehold Elite dies to Lightning Bolt; with its persist trigger on the stack B
    exiles the card with Shadowfeed (B gains 3): the trigger finds no card to return."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Safehold Elite")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Shadowfeed")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Safehold Elite"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shadowfeed", targets=["Safehold Elite"],
                 responding_to="Safehold Elite")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 23)
    s.assert_permanent_count("A", "Safehold Elite", 0)
    s.assert_graveyard_count("A", "Safehold Elite", 0)
    s.assert_exile_count("Safehold Elite", 1)


# --- bestow, as XMage's BestowTest sets it up ------------------------------------------------

def test_702_103f_hopeful_eidolon_becomes_a_creature_when_the_lion_dies(
        real_db: CardDatabase) -> None:
    """702.103f: Hopeful Eidolon bestowed on Silvercoat Lion; B bolts the Lion: the Eidolon
    stays, an Enchantment Creature 1/1; nobody's life changed."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Silvercoat Lion")
    s.add_card(Zone.HAND, "A", "Hopeful Eidolon")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hopeful Eidolon", targets=["Silvercoat Lion"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_power_toughness(
        "A", "Silvercoat Lion", 3, 3))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Silvercoat Lion"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 20)
    s.assert_permanent_count("A", "Silvercoat Lion", 0)
    s.assert_permanent_count("A", "Hopeful Eidolon", 1)
    s.assert_power_toughness("A", "Hopeful Eidolon", 1, 1)
    s.assert_type("Hopeful Eidolon", "Creature")
    s.assert_type("Hopeful Eidolon", "Enchantment")


def test_702_103b_hypnotic_siren_bestowed_steals_the_lion(real_db: CardDatabase) -> None:
    """702.103b, 613.1b: Hypnotic Siren bestowed ({5}{U}{U}) on B's Silvercoat Lion: A
    controls the Lion, 3/3 with flying."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 7)
    s.add_card(Zone.HAND, "A", "Hypnotic Siren")
    s.add_card(Zone.BATTLEFIELD, "B", "Silvercoat Lion")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hypnotic Siren", targets=["Silvercoat Lion"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 0)
    s.assert_permanent_count("A", "Hypnotic Siren", 1)
    s.assert_permanent_count("A", "Silvercoat Lion", 1)
    s.assert_power_toughness("A", "Silvercoat Lion", 3, 3)
    s.assert_abilities("A", "Silvercoat Lion", ["Flying"])


def test_508_1d_mogiss_warhound_creature_attacks_each_turn_if_able(real_db: CardDatabase
                                                                   ) -> None:
    """508.1d: Mogis's Warhound bestowed on Silvercoat Lion; B's Doom Blade kills the Lion
    at A's end step; the Warhound, a 2/2 creature again (702.103f), must attack on turn 3
    though nothing schedules it: B at 18."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Mogis's Warhound")
    s.add_card(Zone.BATTLEFIELD, "A", "Silvercoat Lion")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Mogis's Warhound", targets=["Silvercoat Lion"])
    s.cast_spell(1, Step.END_TURN, "B", "Doom Blade", targets=["Silvercoat Lion"])
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_permanent_count("A", "Mogis's Warhound", 1)
    s.assert_graveyard_count("A", "Silvercoat Lion", 1)


# --- undying, as XMage's UndyingTest sets it up ----------------------------------------------

def test_400_7_geralfs_messenger_returns_without_the_minus_3(real_db: CardDatabase) -> None:
    """400.7, 611.2c: Last Gasp's -3/-3 affected the old object only: Geralf's Messenger
    returns 4/3 (3/2 + counter), tapped, and its ETB makes B lose 2."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Geralf's Messenger")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Last Gasp")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Last Gasp", targets=["Geralf's Messenger"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Geralf's Messenger", 1)
    s.assert_power_toughness("A", "Geralf's Messenger", 4, 3)
    s.assert_tapped("Geralf's Messenger")
    s.assert_life("B", 18)


def test_611_2c_strangleroot_geist_returns_unaffected_by_cower_in_fear(
        real_db: CardDatabase) -> None:
    """611.2c: Cower in Fear (-1/-1 to B's opponents' creatures) kills Strangleroot Geist
    (2/1); it returns with a +1/+1 counter as a new object the effect doesn't touch: 3/2."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Strangleroot Geist")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Cower in Fear")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Cower in Fear")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Strangleroot Geist", 1)
    s.assert_power_toughness("A", "Strangleroot Geist", 3, 2)


def test_702_93a_threads_of_disloyalty_geist_returns_to_owner(real_db: CardDatabase) -> None:
    """B steals Strangleroot Geist with Threads of Disloyalty; A bolts it: it returns under
    its owner A's control with a +1/+1 counter (3/2); Threads goes to B's graveyard."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Strangleroot Geist")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 3)
    s.add_card(Zone.HAND, "B", "Threads of Disloyalty")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Strangleroot Geist")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Threads of Disloyalty",
                 targets=["Strangleroot Geist"])
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["Strangleroot Geist"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Threads of Disloyalty", 1)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_permanent_count("B", "Strangleroot Geist", 0)
    s.assert_permanent_count("A", "Strangleroot Geist", 1)
    s.assert_counter_count("A", "Strangleroot Geist", "+1/+1", 1)
    s.assert_power_toughness("A", "Strangleroot Geist", 3, 2)


def test_702_93a_vorapede_stolen_attacks_then_returns_to_owner(real_db: CardDatabase) -> None:
    """A attacks B with B's Vorapede (Act of Treason): B at 15; B's Doom Blade kills it after
    combat; it returns under B's control with a counter: 6/5."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Vorapede")
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Act of Treason")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Act of Treason", targets=["Vorapede"])
    s.attack(1, "A", "Vorapede")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Doom Blade", targets=["Vorapede"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 15)
    s.assert_graveyard_count("A", "Act of Treason", 1)
    s.assert_graveyard_count("B", "Doom Blade", 1)
    s.assert_permanent_count("B", "Vorapede", 1)
    s.assert_permanent_count("A", "Vorapede", 0)
    s.assert_counter_count("B", "Vorapede", "+1/+1", 1)
    s.assert_power_toughness("B", "Vorapede", 6, 5)


# --- morph, as XMage's MorphTest sets it up (answer "Yes" to cast face down) -----------------

def test_702_37c_yes_casts_a_morph_card_face_down(real_db: CardDatabase) -> None:
    """702.37c: answering "Yes" as Sagu Mauler is cast casts it face down for {3}: a nameless
    2/2 (708.2a) with three Forests."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Sagu Mauler")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sagu Mauler")
    s.set_choice("A", "Yes")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "", 1)
    s.assert_power_toughness("A", "", 2, 2)
    s.assert_hand_count("A", 0)


def test_702_37c_no_casts_a_morph_card_face_up(real_db: CardDatabase) -> None:
    """Answering "No" casts Sagu Mauler normally for {3}{G}{U}: a 6/6."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Sagu Mauler")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sagu Mauler")
    s.set_choice("A", "No")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "", 0)
    s.assert_power_toughness("A", "Sagu Mauler", 6, 6)


def test_611_2c_doomwake_giant_minus_one_stays_on_the_turned_up_creature(
        real_db: CardDatabase) -> None:
    """611.2c, 708.8: Doomwake Giant's constellation gives A's face-down 2/2 -1/-1 until end
    of turn; turned face up it is the same object: Sagu Mauler 5/5 that turn."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Sagu Mauler")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 5)
    s.add_card(Zone.HAND, "B", "Doomwake Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sagu Mauler")
    s.set_choice("A", "Yes")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Doomwake Giant")
    s.check(2, Step.BEGIN_COMBAT, lambda sc: sc.assert_power_toughness("A", "", 1, 1))
    s.activate_ability(2, Step.POSTCOMBAT_MAIN, "A", MAULER_UP)
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "", 0)
    s.assert_permanent_count("A", "Sagu Mauler", 1)
    s.assert_power_toughness("A", "Sagu Mauler", 5, 5)
    s.assert_permanent_count("B", "Doomwake Giant", 1)


def test_707_2_clone_copies_a_morph_turned_face_up(real_db: CardDatabase) -> None:
    """707.2: Clone copies Sagu Mauler after it was turned face up: two 6/6 Sagu Maulers."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Sagu Mauler")
    s.add_card(Zone.HAND, "A", "Clone")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sagu Mauler")
    s.set_choice("A", "Yes")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", MAULER_UP)
    s.cast_spell(5, Step.PRECOMBAT_MAIN, "A", "Clone")
    s.set_choice("A", "Sagu Mauler")
    s.stop_at(5, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_hand_count("A", 0, "Clone")
    s.assert_hand_count("A", 2)  # the Wastes drawn on turns 3 and 5
    s.assert_permanent_count("A", "Sagu Mauler", 2)
    s.assert_power_toughness("A", "Sagu Mauler", 6, 6)


def test_708_10_clever_impersonator_copies_a_face_down_creature(real_db: CardDatabase) -> None:
    """708.10: B's Clever Impersonator copying A's face-down creature is a nameless 2/2."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Sagu Mauler")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 4)
    s.add_card(Zone.HAND, "B", "Clever Impersonator")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sagu Mauler")
    s.set_choice("A", "Yes")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Clever Impersonator")
    s.set_choice("B", "")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "", 1)
    s.assert_power_toughness("A", "", 2, 2)
    s.assert_permanent_count("B", "", 1)
    s.assert_power_toughness("B", "", 2, 2)


def test_702_103b_cast_named_using_bestow_as_xmage_writes_it(real_db: CardDatabase) -> None:
    """702.103b: "Boon Satyr using bestow" casts it for its bestow cost {3}{G}{G} without a
    set_choice answer: Silent Artisan (3/5) becomes 7/7; the Satyr is no creature."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Silent Artisan")
    s.add_card(Zone.HAND, "A", "Boon Satyr")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Boon Satyr using bestow",
                 targets=["Silent Artisan"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Silent Artisan", 7, 7)
    s.assert_type("Boon Satyr", "Creature", present=False)
    s.assert_tapped("Boon Satyr", False)


def test_using_bestow_on_a_card_without_bestow_is_refused(real_db: CardDatabase) -> None:
    """A card with no bestow cost can't be cast "using bestow": the action fails, nothing
    changes."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears using bestow")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="bestow"):
        s.execute()
    s.assert_hand_count("A", 1, "Grizzly Bears")


# --- kicker, evoke, madness, as XMage's KickerTest / EvokeTest / MadnessTest set them up ------

def test_702_33d_aether_figment_kicked_enters_with_two_counters(real_db: CardDatabase) -> None:
    """702.33d, 614.1c: kicked ({1}{U} + {3}) Aether Figment enters with two +1/+1 counters:
    3/3, unblockable; it attacks on turn 3: B at 17."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.HAND, "A", "Aether Figment")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aether Figment")
    s.attack(3, "A", "Aether Figment")
    s.block(3, "B", "Craw Wurm", "Aether Figment")
    s.stop_at(3, Step.END_TURN)
    with pytest.raises(ScenarioError):  # the block is illegal (can't be blocked)
        s.execute()
    s.assert_counter_count("A", "Aether Figment", "+1/+1", 2)
    s.assert_power_toughness("A", "Aether Figment", 3, 3)
    s.assert_life("B", 17)


def test_603_4_gatekeeper_of_malakir_kicked_makes_b_sacrifice(real_db: CardDatabase) -> None:
    """603.4: kicked Gatekeeper of Malakir ({B}{B} + {B}): B sacrifices a creature (its
    only one, Silvercoat Lion)."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Gatekeeper of Malakir")
    s.add_card(Zone.BATTLEFIELD, "B", "Silvercoat Lion")
    s.set_choice("A", "yes")
    s.add_target("A", "B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gatekeeper of Malakir")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Silvercoat Lion", 1)
    s.assert_permanent_count("A", "Gatekeeper of Malakir", 1)


def test_603_4_gatekeeper_of_malakir_unkicked_no_sacrifice(real_db: CardDatabase) -> None:
    """603.4: not kicked, the ETB does nothing: the Lion stays."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Gatekeeper of Malakir")
    s.add_card(Zone.BATTLEFIELD, "B", "Silvercoat Lion")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gatekeeper of Malakir")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Silvercoat Lion", 1)


def test_702_33c_apex_hawks_multikicked_twice(real_db: CardDatabase) -> None:
    """702.33c: Apex Hawks multikicked twice ({2}{W} + 2 x {1}{W}, seven Plains) enters
    with two +1/+1 counters: 4/4."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 7)
    s.add_card(Zone.HAND, "A", "Apex Hawks")
    s.set_choice("A", "2")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Apex Hawks")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Apex Hawks", "+1/+1", 2)
    s.assert_power_toughness("A", "Apex Hawks", 4, 4)


def test_702_74a_shriekmaw_evoked_kills_the_lion_and_is_sacrificed(real_db: CardDatabase
                                                                   ) -> None:
    """702.74a: Shriekmaw evoked ({1}{B}): its ETB destroys Silvercoat Lion and it is
    sacrificed."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Shriekmaw")
    s.add_card(Zone.BATTLEFIELD, "B", "Silvercoat Lion")
    s.set_choice("A", "yes")
    s.add_target("A", "Silvercoat Lion")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shriekmaw")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Shriekmaw", 1)
    s.assert_graveyard_count("B", "Silvercoat Lion", 1)


def test_702_35a_arrogant_wurm_madness_on_the_opponents_turn(real_db: CardDatabase) -> None:
    """702.35a: B's Raven's Crime makes A discard Arrogant Wurm; A casts it for its madness
    cost {2}{G} on B's turn (madness ignores timing): a 4/4 trample under A's control."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Arrogant Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp")
    s.add_card(Zone.HAND, "B", "Raven's Crime")
    s.set_choice("A", "yes")  # A's only card: the discard itself asks nothing
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Raven's Crime", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Arrogant Wurm", 1)
    s.assert_power_toughness("A", "Arrogant Wurm", 4, 4)
    s.assert_graveyard_count("B", "Raven's Crime", 1)
    s.assert_hand_count("A", 0)


def test_604_3_nightmare_counts_swamps(real_db: CardDatabase) -> None:
    """604.3: Nightmare's P/T equal the Swamps A controls: 6 on the battlefield -> 6/6;
    with one more Swamp played: 7/7."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.HAND, "A", "Nightmare")
    s.add_card(Zone.HAND, "A", "Swamp")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Nightmare")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_power_toughness("A", "Nightmare", 6, 6))
    s.play_land(1, Step.POSTCOMBAT_MAIN, "A", "Swamp")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Nightmare", 7, 7)


def test_702_35a_raven_s_crime_on_oneself_with_madness_yes_and_no(real_db: CardDatabase
                                                                   ) -> None:
    """702.35a: A's Raven's Crime targets A, who discards Arrogant Wurm: "Yes" casts it for
    {2}{G} (three Forests; the Swamp paid the Crime); "No" puts it into the graveyard."""
    for answer, on_battlefield in (("Yes", 1), ("No", 0)):
        s = _s(real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
        s.add_card(Zone.HAND, "A", "Arrogant Wurm")
        s.add_card(Zone.HAND, "A", "Raven's Crime")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raven's Crime", targets=["A"])
        s.set_choice("A", answer)
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_permanent_count("A", "Arrogant Wurm", on_battlefield)
        s.assert_graveyard_count("A", "Arrogant Wurm", 1 - on_battlefield)
        s.assert_graveyard_count("A", "Raven's Crime", 1)
        s.assert_hand_count("A", 0)


# --- Clone, as XMage's CloneTest sets it up --------------------------------------------------

def test_707_2_cloned_bloodgift_demon_triggers_for_each_controller(real_db: CardDatabase
                                                                   ) -> None:
    """707.2: B's Clone copying A's Bloodgift Demon has its upkeep trigger. Each player's Demon
    targets its controller: A draws on turns 1 and 3 (+ draw step of 3), B on turn 4 (+ draw
    steps 2 and 4): three cards each; A at 18, B at 19."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bloodgift Demon")
    s.add_card(Zone.HAND, "B", "Clone")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 4)
    s.add_target("A", "A")
    s.add_target("A", "A")
    s.add_target("B", "B")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Clone")
    s.set_choice("B", "Bloodgift Demon")
    s.stop_at(4, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_life("B", 19)
    s.assert_hand_count("A", 3)
    s.assert_hand_count("B", 3)
    s.assert_permanent_count("A", "Bloodgift Demon", 1)
    s.assert_permanent_count("B", "Bloodgift Demon", 1)


def test_707_2_sacrificed_clone_demon_no_longer_triggers(real_db: CardDatabase) -> None:
    """A's Diabolic Edict on turn 3 makes B sacrifice the cloned Demon: B's upkeep of turn 4
    has no trigger; B holds only its two draws, Clone is in B's graveyard."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bloodgift Demon")
    s.add_card(Zone.HAND, "A", "Diabolic Edict")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Clone")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 4)
    s.add_target("A", "A")
    s.add_target("A", "A")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Clone")
    s.set_choice("B", "Bloodgift Demon")
    s.cast_spell(3, Step.POSTCOMBAT_MAIN, "A", "Diabolic Edict", targets=["B"])
    s.stop_at(4, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Bloodgift Demon", 1)
    s.assert_graveyard_count("A", "Diabolic Edict", 1)
    s.assert_permanent_count("B", "Bloodgift Demon", 0)
    s.assert_graveyard_count("B", "Clone", 1)
    s.assert_hand_count("A", 3)
    s.assert_hand_count("B", 2)
    s.assert_life("A", 18)
    s.assert_life("B", 20)


def test_707_2_clone_of_nightmare_uses_its_controllers_swamps(real_db: CardDatabase) -> None:
    """707.2, 604.3: A's Clone copying B's Nightmare counts A's Swamps (one): 1/1, while
    B's is 6/6. Disperse returns A's copy to A's hand: B's Nightmare stays 6/6."""
    s = _s(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 6)
    s.add_card(Zone.BATTLEFIELD, "B", "Nightmare")
    s.add_card(Zone.HAND, "A", "Clone")
    s.add_card(Zone.HAND, "A", "Disperse")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clone")
    s.set_choice("A", "Nightmare")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_power_toughness("A", "Nightmare", 1, 1))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Disperse", targets=["Nightmare@A"])
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("B", "Nightmare", 1)
    s.assert_power_toughness("B", "Nightmare", 6, 6)
    s.assert_permanent_count("A", "Nightmare", 0)
    s.assert_hand_count("A", 1, "Clone")
