"""Static abilities, restrictions and permissions made to play in session 21: each played with
exact figures and the rule it cites, with a case where the rule must not apply."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError
from tests.cards.conftest import assert_compiled, face, write_atomic

# ------------------------------------------------------------------ 509.1b, 611.2c, 608.2c:
# "Creatures dealt damage this way can't block this turn." (Huatli, Warrior Poet)


def _huatli(db: CardDatabase) -> Scenario:
    """A: Huatli (loyalty 3) and Hill Giant (3/3); B: Grizzly Bears and Runeclaw Bear (2/2)."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Huatli, Warrior Poet")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Runeclaw Bear")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-X:", targets=["Grizzly Bears"], x=1)
    s.attack(1, "A", "Hill Giant")
    return s


def test_509_1b_huatli_damaged_creature_cant_block(real_db: CardDatabase) -> None:
    """Huatli −X with X=1 at Grizzly Bears (1 damage, it survives): the Bears can't block Hill
    Giant this turn; the block is refused."""
    assert_compiled(real_db, "Huatli, Warrior Poet", "Ballista Watcher // Ballista Wielder")
    s = _huatli(real_db)
    s.block(1, "B", "Grizzly Bears", "Hill Giant")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_509_1b_huatli_undamaged_creature_blocks(real_db: CardDatabase) -> None:
    """Runeclaw Bear, dealt no damage, blocks Hill Giant and dies; B stays at 20, the Bears
    keep 1 damage; Huatli 3 -> 2."""
    s = _huatli(real_db)
    s.block(1, "B", "Runeclaw Bear", "Hill Giant")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Runeclaw Bear", 1)
    s.assert_damage("Grizzly Bears", 1)
    s.assert_counter_count("A", "Huatli, Warrior Poet", "loyalty", 2)


def test_611_2a_huatli_restriction_ends_with_the_turn(real_db: CardDatabase) -> None:
    """The restriction lasts until end of turn 1 only: on A's turn 3 Grizzly Bears blocks Hill
    Giant and dies; B took 3 on turn 1 (Hill Giant unblocked): 17."""
    s = _huatli(real_db)
    s.attack(3, "A", "Hill Giant")
    s.block(3, "B", "Grizzly Bears", "Hill Giant")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)  # turn 1: 3 unblocked
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


# ------------------------------------------------------------------ 608.2c, 608.2h, 701.15c,
# 614.1a: "~ deals X damage to any target. If it's a creature, it can't be regenerated this
# turn, and if it would die this turn, exile it instead." (Disintegrate, Carbonize)


def _disintegrate(db: CardDatabase, target: str, regenerate: bool) -> Scenario:
    """A: Disintegrate with X=2 and four Mountains; B: Drudge Skeletons (1/1, "{B}: Regenerate
    ~") and a Swamp; B regenerates the Skeletons in response if `regenerate`."""
    s = Scenario(cards=db)
    s.add_card(Zone.HAND, "A", "Disintegrate")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Drudge Skeletons")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Disintegrate", targets=[target], x=2)
    if regenerate:
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "B", "{B}: Regenerate",
                           responding_to="Disintegrate")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_701_15c_disintegrate_creature_cant_be_regenerated_and_is_exiled(
        real_db: CardDatabase) -> None:
    """B gives Drudge Skeletons a regeneration shield; Disintegrate (X=2) deals it 2: it can't
    be regenerated, and dying it is exiled instead (614.1a): exile 1, graveyard 0."""
    assert_compiled(real_db, "Disintegrate", "Carbonize")
    s = _disintegrate(real_db, "Drudge Skeletons", regenerate=True)
    s.execute()
    s.assert_permanent_count("B", "Drudge Skeletons", 0)
    s.assert_exile_count("Drudge Skeletons", 1)
    s.assert_graveyard_count("B", "Drudge Skeletons", 0)
    s.assert_graveyard_count("A", "Disintegrate", 1)


def test_608_2c_disintegrate_player_target_only_damage(real_db: CardDatabase) -> None:
    """At B (not a creature): 2 damage, B 20 -> 18; the Skeletons are untouched."""
    s = _disintegrate(real_db, "B", regenerate=False)
    s.execute()
    s.assert_life("B", 18)
    s.assert_permanent_count("B", "Drudge Skeletons", 1)


def test_701_15_shock_lets_the_skeletons_regenerate(real_db: CardDatabase) -> None:
    """Without the rider (Shock, 2 damage) the regeneration shield works: the Skeletons stay,
    tapped (701.15a)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Drudge Skeletons")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Drudge Skeletons"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "B", "{B}: Regenerate", responding_to="Shock")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Drudge Skeletons", 1)
    s.assert_tapped("Drudge Skeletons")


def test_614_1a_carbonize_exiles_a_dying_creature(real_db: CardDatabase) -> None:
    """Carbonize (3 damage) at Hill Giant (3/3): it dies, exiled instead."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Carbonize")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Carbonize", targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Hill Giant", 1)
    s.assert_graveyard_count("B", "Hill Giant", 0)


# ------------------------------------------------------------------ 508.1c, 402.1: "~ can't
# attack or block unless a player has no cards in hand." (Lupine Prototype)


def _lupine(db: CardDatabase, b_hand: int) -> Scenario:
    """A: Lupine Prototype (5/5) and a Plains in hand; B: `b_hand` Plains in hand."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lupine Prototype")
    s.add_card(Zone.HAND, "A", "Plains")
    if b_hand:
        s.add_card(Zone.HAND, "B", "Plains", b_hand)
    s.attack(1, "A", "Lupine Prototype")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_508_1c_lupine_prototype_attacks_when_a_player_has_no_cards(
        real_db: CardDatabase) -> None:
    """B's hand is empty (A holds a card): Lupine Prototype attacks, B 20 -> 15."""
    assert_compiled(real_db, "Lupine Prototype")
    s = _lupine(real_db, b_hand=0)
    s.execute()
    s.assert_life("B", 15)


def test_508_1c_lupine_prototype_cant_attack_while_every_hand_holds_cards(
        real_db: CardDatabase) -> None:
    """Both players hold a card: the attack is refused."""
    s = _lupine(real_db, b_hand=1)
    with pytest.raises(ScenarioError):
        s.execute()


# ------------------------------------------------------------------ 509.1c-d, 611.3a: "As long
# as ~ is attacking, creatures can't block unless their controller pays {1} for each of those
# creatures." (Archangel of Tithes)


def _tithes(db: CardDatabase, forests: int, attacker: str) -> Scenario:
    """A attacks with `attacker` (beside Archangel of Tithes, 3/5 flying); B's Giant Spider
    (2/4 reach) blocks it; B has `forests` Forests."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Archangel of Tithes")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Giant Spider")
    if forests:
        s.add_card(Zone.BATTLEFIELD, "B", "Forest", forests)
    s.attack(1, "A", attacker)
    s.block(1, "B", "Giant Spider", attacker)
    s.stop_at(1, Step.END_COMBAT)
    return s


def test_509_1d_archangel_of_tithes_attacking_taxes_each_blocker(real_db: CardDatabase) -> None:
    """The Archangel attacks; B pays {1} (its Forest taps) for the Spider to block it: no
    damage to B, the Spider takes 3."""
    assert_compiled(real_db, "Archangel of Tithes")
    s = _tithes(real_db, forests=1, attacker="Archangel of Tithes")
    s.execute()
    s.assert_life("B", 20)
    s.assert_damage("Giant Spider", 3)
    s.assert_tapped("Forest")


def test_509_1d_archangel_of_tithes_block_refused_without_mana(real_db: CardDatabase) -> None:
    """With no mana B can't pay the {1}: the block is refused."""
    s = _tithes(real_db, forests=0, attacker="Archangel of Tithes")
    with pytest.raises(ScenarioError):
        s.execute()


def test_611_3a_archangel_of_tithes_not_attacking_no_tax(real_db: CardDatabase) -> None:
    """The Archangel stays home (not attacking): the Spider blocks Hill Giant for free, the
    Forest stays untapped."""
    s = _tithes(real_db, forests=1, attacker="Hill Giant")
    s.execute()
    s.assert_life("B", 20)
    s.assert_tapped("Forest", False)


# ------------------------------------------------------------------ 208.1, 115.1, 608.2h:
# "target creature with power less than or equal to ~'s power" (Earthshaker Khenra: "When ~
# enters the battlefield, target creature with power less than or equal to ~'s power can't block
# this turn.")


def _khenra(db: CardDatabase, blocker: str) -> Scenario:
    """A casts Earthshaker Khenra (2/1 haste) and attacks with it; B has `blocker`, which
    blocks it."""
    s = Scenario(cards=db)
    s.add_card(Zone.HAND, "A", "Earthshaker Khenra")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", blocker)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Earthshaker Khenra")
    s.attack(1, "A", "Earthshaker Khenra")
    s.block(1, "B", blocker, "Earthshaker Khenra")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_208_1_khenra_targets_power_two_which_cant_block(real_db: CardDatabase) -> None:
    """Grizzly Bears (power 2 <= the Khenra's 2) is targeted and can't block: refused."""
    assert_compiled(real_db, "Earthshaker Khenra")
    s = _khenra(real_db, "Grizzly Bears")
    s.add_target("A", "Grizzly Bears")
    with pytest.raises(ScenarioError):
        s.execute()


def test_115_1_khenra_cant_target_greater_power(real_db: CardDatabase) -> None:
    """Hill Giant (power 3 > 2) is no legal target: the trigger has none and is removed
    (603.3d); the Giant blocks and the Khenra dies, B at 20."""
    s = _khenra(real_db, "Hill Giant")
    s.execute()
    s.assert_graveyard_count("A", "Earthshaker Khenra", 1)
    s.assert_life("B", 20)


# ------------------------------------------------------------------ 208.1, 115.1: "target
# creature with power less than ~'s power" (Unliving Psychopath, Yasova Dragonclaw)


def _psychopath(db: CardDatabase, target: str) -> Scenario:
    """Unliving Psychopath (0/4) pumped twice ({B}: +1/-1, now 2/2), then "{B}, {T}: Destroy
    target creature with power less than ~'s power." at `target`."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Unliving Psychopath")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}:")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}:")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}, {T}:", targets=[target])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_208_1_psychopath_destroys_smaller_power(real_db: CardDatabase) -> None:
    """Llanowar Elves (power 1 < 2) is destroyed; the Bears stay."""
    assert_compiled(real_db, "Unliving Psychopath", "Yasova Dragonclaw")
    s = _psychopath(real_db, "Llanowar Elves")
    s.execute()
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_power_toughness("A", "Unliving Psychopath", 2, 2)


def test_115_1_psychopath_cant_target_equal_power(real_db: CardDatabase) -> None:
    """Grizzly Bears (power 2, not less than 2) is no legal target: the activation fails."""
    s = _psychopath(real_db, "Grizzly Bears")
    with pytest.raises(ScenarioError):
        s.execute()


def _yasova(db: CardDatabase, theirs: str) -> Scenario:
    """Yasova Dragonclaw (4/2) and three Islands; B has `theirs`. At the beginning of A's
    combat A pays {1}{U/R}{U/R} and takes `theirs`, which attacks."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Yasova Dragonclaw")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "B", theirs)
    s.add_target("A", theirs)
    s.attack(1, "A", theirs)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_613_1b_yasova_takes_a_smaller_creature(real_db: CardDatabase) -> None:
    """Grizzly Bears (power 2 < 4): A gains control, untaps it, it has haste and attacks: B
    20 -> 18; A controls the Bears until end of turn."""
    s = _yasova(real_db, "Grizzly Bears")
    s.execute()
    s.assert_life("B", 18)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_115_1_yasova_cant_take_greater_power(real_db: CardDatabase) -> None:
    """Craw Wurm (power 6, not less than 4) is no legal target: A never controls it, so its
    attack is refused."""
    s = _yasova(real_db, "Craw Wurm")
    with pytest.raises(ScenarioError):
        s.execute()


# ------------------------------------------------------------------ 613.1b, 303.4, 611.2a:
# "When ~ enters the battlefield or at the beginning of your upkeep, gain control of enchanted
# permanent until end of turn. Untap that permanent. It gains haste until end of turn."
# (Frenzied Fugue)


def _fugue(db: CardDatabase) -> Scenario:
    """A enchants B's tapped Grizzly Bears with Frenzied Fugue and attacks with them."""
    s = Scenario(cards=db)
    s.add_card(Zone.HAND, "A", "Frenzied Fugue")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", tapped=True)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Frenzied Fugue", targets=["Grizzly Bears"])
    s.attack(1, "A", "Grizzly Bears")
    return s


def test_613_1b_frenzied_fugue_takes_untaps_and_hastes(real_db: CardDatabase) -> None:
    """The Bears, untapped and hasty under A's control, attack B: 20 -> 18."""
    assert_compiled(real_db, "Frenzied Fugue")
    s = _fugue(real_db)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_611_2a_frenzied_fugue_control_ends_and_comes_back(real_db: CardDatabase) -> None:
    """Until end of turn only: B controls the Bears on turn 2; A's upkeep trigger on turn 3
    takes them again."""
    s = _fugue(real_db)
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_permanent_count("B", "Grizzly Bears", 1))
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_tapped("Grizzly Bears", False)


# ------------------------------------------------------------------ 101.2, 611.2a, 601.2i: "The
# next instant or sorcery spell you cast this turn can't be countered." (Overmaster; Insist:
# "The next creature spell ...")


def _overmaster(db: CardDatabase, first: str | None) -> Scenario:
    """A casts Overmaster (drawing a card), then `first` (if any) at B, then Lightning Bolt at
    B; B answers the Bolt with Counterspell."""
    s = Scenario(cards=db)
    s.add_card(Zone.HAND, "A", "Overmaster")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "B", "Counterspell")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Overmaster")
    if first:
        s.add_card(Zone.HAND, "A", first)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", first, targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Counterspell", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_101_2_overmaster_next_spell_cant_be_countered(real_db: CardDatabase) -> None:
    """The Bolt is the next instant or sorcery spell: Counterspell doesn't counter it, B
    20 -> 17; Counterspell goes to B's graveyard."""
    assert_compiled(real_db, "Overmaster", "Insist")
    s = _overmaster(real_db, None)
    s.execute()
    s.assert_life("B", 17)
    s.assert_graveyard_count("B", "Counterspell", 1)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)


def test_601_2i_overmaster_only_the_next_spell(real_db: CardDatabase) -> None:
    """Shock is cast first and is the next one: the Bolt after it is countered, B 20 - 2 =
    18."""
    s = _overmaster(real_db, "Shock")
    s.execute()
    s.assert_life("B", 18)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)


def test_101_2_insist_next_creature_spell(real_db: CardDatabase) -> None:
    """Insist, then Grizzly Bears: B's Counterspell doesn't counter the Bears, which enter."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Insist")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "B", "Counterspell")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Insist")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Counterspell", targets=["Grizzly Bears"],
                 responding_to="Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Counterspell", 1)


# ------------------------------------------------------------------ 508.1c, 303.4: "~ can't
# attack unless defending player controls an enchantment or an enchanted permanent." (Godhunter
# Octopus)


def _octopus(db: CardDatabase) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Godhunter Octopus")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Godhunter Octopus")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_508_1c_octopus_cant_attack_without_enchantments(real_db: CardDatabase) -> None:
    """B controls only Grizzly Bears (not enchanted): the attack is refused."""
    assert_compiled(real_db, "Godhunter Octopus")
    with pytest.raises(ScenarioError):
        _octopus(real_db).execute()


def test_508_1c_octopus_attacks_a_player_with_an_enchantment(real_db: CardDatabase) -> None:
    """B controls Glorious Anthem: the Octopus attacks, B 20 -> 15."""
    s = _octopus(real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Glorious Anthem")
    s.execute()
    s.assert_life("B", 15)


def test_303_4_octopus_attacks_a_player_with_an_enchanted_permanent(
        real_db: CardDatabase) -> None:
    """B's Grizzly Bears wears A's Holy Strength (an enchanted permanent B controls; the Aura
    is A's): the Octopus attacks, B 20 -> 15."""
    s = _octopus(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Holy Strength", attached_to="Grizzly Bears")
    s.execute()
    s.assert_life("B", 15)


# ------------------------------------------------------------------ 508.1c, 509.1b, 506.2: a
# condition the defending player must meet ("~ can't attack unless defending player has seven
# or more cards in their graveyard.", Vantress Gargoyle; "~ can't be blocked unless defending
# player controls three or more creatures that share a creature type.", Graxiplon)


def _gargoyle(db: CardDatabase, cards: int) -> Scenario:
    """A's Vantress Gargoyle (5/4) attacks B, who has `cards` cards in their graveyard."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vantress Gargoyle")
    s.add_card(Zone.GRAVEYARD, "B", "Mountain", cards)
    s.attack(1, "A", "Vantress Gargoyle")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_508_1c_gargoyle_attacks_a_full_graveyard(real_db: CardDatabase) -> None:
    """Seven cards in B's graveyard: the Gargoyle attacks, B 20 -> 15."""
    assert_compiled(real_db, "Vantress Gargoyle", "Graxiplon")
    s = _gargoyle(real_db, 7)
    s.execute()
    s.assert_life("B", 15)


def test_508_1c_gargoyle_cant_attack_six_cards(real_db: CardDatabase) -> None:
    """Six cards (and seven in A's own graveyard, which don't count: the defending player's):
    the attack is refused."""
    s = _gargoyle(real_db, 6)
    s.add_card(Zone.GRAVEYARD, "A", "Mountain", 7)
    with pytest.raises(ScenarioError):
        s.execute()


def _graxiplon(db: CardDatabase, third: str) -> Scenario:
    """A's Graxiplon (3/4) attacks B, who controls two Grizzly Bears and `third`; a Grizzly
    Bears blocks it."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Graxiplon")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", third)
    s.attack(1, "A", "Graxiplon")
    s.block(1, "B", "Grizzly Bears", "Graxiplon")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_509_1b_graxiplon_blocked_by_a_player_with_three_bears(real_db: CardDatabase) -> None:
    """B controls three Bears (three creatures sharing a type): the block stands, B at 20 and
    a Bears takes 3 (dies)."""
    s = _graxiplon(real_db, "Runeclaw Bear")
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_509_1b_graxiplon_unblockable_otherwise(real_db: CardDatabase) -> None:
    """Two Bears and Hill Giant (no three sharing a type): the block is refused."""
    s = _graxiplon(real_db, "Hill Giant")
    with pytest.raises(ScenarioError):
        s.execute()


# ------------------------------------------------------------------ 508.1c, 500.7: "~ can't
# attack during extra turns." (Medomai the Ageless: "Whenever ~ deals combat damage to a player,
# take an extra turn after this one.")


def _medomai(db: CardDatabase) -> Scenario:
    """Medomai (4/4 flying) hits B on turn 1: turn 2 is A's extra turn, turn 3 B's, turn 4
    A's."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Medomai the Ageless")
    s.attack(1, "A", "Medomai the Ageless")
    return s


def test_508_1c_medomai_cant_attack_in_its_extra_turn(real_db: CardDatabase) -> None:
    """Turn 2 is A's extra turn: Medomai's attack is refused."""
    assert_compiled(real_db, "Medomai the Ageless")
    s = _medomai(real_db)
    s.attack(2, "A", "Medomai the Ageless")
    s.stop_at(2, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_500_7_medomai_attacks_again_in_a_normal_turn(real_db: CardDatabase) -> None:
    """Turn 1 (4) and turn 4, A's next normal turn (4): B 20 -> 12; the hit on turn 4 gives
    another extra turn (turn 5 is A's)."""
    s = _medomai(real_db)
    s.attack(4, "A", "Medomai the Ageless")
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_life("B", 16))
    s.stop_at(4, Step.END_TURN)
    s.execute()
    s.assert_life("B", 12)
    assert s.state.active == 0  # turn 4 is A's (turn 3 was B's, after A's extra turn 2)


# ------------------------------------------------------------------ 506.5, 509.1b: "As long as
# enchanted creature is attacking alone, it can't be blocked." (Security Bypass)


def _bypass(db: CardDatabase, also: bool) -> Scenario:
    """A's Grizzly Bears wears Security Bypass and attacks (with Llanowar Elves if `also`);
    B's Hill Giant blocks the Bears."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Security Bypass", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Grizzly Bears")
    if also:
        s.attack(1, "A", "Llanowar Elves")
    s.block(1, "B", "Hill Giant", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_506_5_security_bypass_alone_cant_be_blocked(real_db: CardDatabase) -> None:
    """The Bears attack alone: the block is refused."""
    assert_compiled(real_db, "Security Bypass")
    with pytest.raises(ScenarioError):
        _bypass(real_db, also=False).execute()


def test_506_5_security_bypass_not_alone_is_blocked(real_db: CardDatabase) -> None:
    """With Llanowar Elves attacking too the Bears are blocked and die; B takes 1: 19."""
    s = _bypass(real_db, also=True)
    s.execute()
    s.assert_life("B", 19)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def _firja(db: CardDatabase, target: str) -> Scenario:
    """Firja's Retribution: chapter I (turn 1) makes a 4/4 Angel Warrior; chapter II (turn 3)
    gives Angels "{T}: Destroy target creature with power less than this creature's power.",
    which the Angel activates at `target`."""
    s = Scenario(cards=db)
    s.add_card(Zone.HAND, "A", "Firja's Retribution")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Firja's Retribution")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{T}: Destroy", targets=[target])
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    return s


def test_208_1_firja_angel_destroys_smaller_power(real_db: CardDatabase) -> None:
    """The Angel (power 4) destroys Hill Giant (power 3)."""
    assert_compiled(real_db, "Firja's Retribution")
    s = _firja(real_db, "Hill Giant")
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("B", "Craw Wurm", 1)


def test_115_1_firja_angel_cant_target_greater_power(real_db: CardDatabase) -> None:
    """Craw Wurm (power 6, not less than the Angel's 4) is no legal target."""
    with pytest.raises(ScenarioError):
        _firja(real_db, "Craw Wurm").execute()


# ------------------------------------------------------------------ 613.1b, 613.1d, 205.3m,
# 611.2a: "Tap five untapped Vampires you control: Gain control of target creature. It becomes a
# Vampire in addition to its other types." (Captivating Vampire)


def test_613_1d_captivating_vampire_takes_and_converts(real_db: CardDatabase) -> None:
    """A taps Captivating Vampire and four Child of Night: A controls Hill Giant for good, a
    Giant Vampire, 4/4 with the Vampire's "Other Vampire creatures you control get +1/+1"
    (still so on turn 3)."""
    assert_compiled(real_db, "Captivating Vampire")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Captivating Vampire")
    s.add_card(Zone.BATTLEFIELD, "A", "Child of Night", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Tap five untapped Vampires",
                       targets=["Hill Giant"])
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_subtype("Hill Giant", "Vampire")
    s.assert_subtype("Hill Giant", "Giant")
    s.assert_power_toughness("A", "Hill Giant", 4, 4)


def test_613_1d_a_subtype_until_end_of_turn_only(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """"Target creature becomes a Zombie in addition to its other types until end of turn."
    (a test card): a Zombie on turn 1, no longer on turn 2."""
    monkeypatch.setenv("MTG_ENGINE_CACHE_DIR", str(tmp_path / "cache"))
    cards = {"Test Zombify": [face("Test Zombify", "Instant", cost="{B}", text=(
        "Target creature becomes a Zombie in addition to its other types until end of "
        "turn."))],
             "Test Bear": [face("Test Bear", "Creature — Bear", cost="{1}{G}", power="2",
                                toughness="2")]}
    db = CardDatabase.load(write_atomic(tmp_path / "AtomicCards.json", cards))
    assert_compiled(db, "Test Zombify")
    s = Scenario(cards=db)
    s.add_card(Zone.HAND, "A", "Test Zombify")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Bear")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Zombify", targets=["Test Bear"])
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_subtype("Test Bear", "Zombie"))
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_subtype("Test Bear", "Zombie", present=False)
    s.assert_subtype("Test Bear", "Bear")


def _olivia(db: CardDatabase, take: str) -> Scenario:
    """Olivia Voldaren pings Hill Giant ({1}{R}: 1 damage, it becomes a Vampire, a +1/+1
    counter on Olivia), then takes `take` ({3}{B}{B}: "target Vampire")."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Olivia Voldaren")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{R}:", targets=["Hill Giant"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}{B}{B}:", targets=[take])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_613_1d_olivia_makes_a_vampire_then_takes_it(real_db: CardDatabase) -> None:
    """Hill Giant (1 damage) is a Giant Vampire and becomes A's; Olivia has a +1/+1 counter:
    4/4."""
    assert_compiled(real_db, "Olivia Voldaren")
    s = _olivia(real_db, "Hill Giant")
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_subtype("Hill Giant", "Vampire")
    s.assert_damage("Hill Giant", 1)
    s.assert_power_toughness("A", "Olivia Voldaren", 4, 4)


def test_115_1_olivia_cant_take_a_non_vampire(real_db: CardDatabase) -> None:
    """Craw Wurm never became a Vampire: no legal target for the second ability."""
    with pytest.raises(ScenarioError):
        _olivia(real_db, "Craw Wurm").execute()


def _sealock(db: CardDatabase, monstrous: bool) -> Scenario:
    """A's Sealock Monster (5/5, "can't attack unless defending player controls an Island")
    and seven Islands; B's Mountain. With `monstrous` A activates Monstrosity 3 and the
    trigger makes the Mountain an Island too; then the Monster attacks."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sealock Monster")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 7)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    if monstrous:
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{5}{U}{U}:")
        s.add_target("A", "Mountain")
    s.attack(1, "A", "Sealock Monster")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_305_7_sealock_monster_makes_an_island_and_attacks(real_db: CardDatabase) -> None:
    """B's Mountain is a Mountain Island (305.7: a type added, none lost): the Monster (8/8)
    attacks, B 20 -> 12."""
    assert_compiled(real_db, "Sealock Monster")
    s = _sealock(real_db, monstrous=True)
    s.execute()
    s.assert_subtype("Mountain", "Island")
    s.assert_subtype("Mountain", "Mountain")
    s.assert_life("B", 12)


def test_508_1c_sealock_monster_without_an_island_cant_attack(real_db: CardDatabase) -> None:
    """No Island on B's side: the attack is refused."""
    with pytest.raises(ScenarioError):
        _sealock(real_db, monstrous=False).execute()


# ------------------------------------------------------------------ 205.3m: "Eldrazi Scion" is
# a creature with both creature types ("Sacrifice an Eldrazi Scion: Tap target creature.",
# Drowner of Hope)


def test_205_3m_drowner_sacrifices_an_eldrazi_scion(real_db: CardDatabase) -> None:
    """Drowner of Hope enters with two Eldrazi Scion tokens; sacrificing one taps Hill Giant;
    one Scion is left."""
    assert_compiled(real_db, "Drowner of Hope")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Drowner of Hope")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Drowner of Hope")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice an Eldrazi Scion",
                       targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_tapped("Hill Giant")
    s.assert_permanent_count("A", "Eldrazi Scion Token", 1)
    s.assert_permanent_count("A", "Drowner of Hope", 1)


def test_205_3m_an_eldrazi_alone_is_no_scion(real_db: CardDatabase) -> None:
    """Without Scions (Drowner of Hope put onto the battlefield, an Eldrazi but no Scion) the
    cost can't be paid: the activation fails."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Drowner of Hope")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice an Eldrazi Scion",
                       targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()


# ------------------------------------------------------------------ 101.2, 602.5, 606.3,
# 611.2a: "Until end of turn, target player can't cast instant or sorcery spells, and that player
# can't activate abilities that aren't mana abilities." (Abeyance); "Your opponents can't cast
# spells or activate planeswalkers' loyalty abilities this turn." (Revel in Silence)


def _abeyance(db: CardDatabase) -> Scenario:
    """A casts Abeyance at B. B has Prodigal Sorcerer ("{T}: ~ deals 1 damage to any target."),
    a Mountain and Lightning Bolt."""
    s = Scenario(cards=db)
    s.add_card(Zone.HAND, "A", "Abeyance")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Prodigal Sorcerer")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Abeyance", targets=["B"])
    return s


def test_602_5_abeyance_no_nonmana_ability(real_db: CardDatabase) -> None:
    """After Abeyance B can't activate Prodigal Sorcerer's ability this turn: refused."""
    assert_compiled(real_db, "Abeyance", "Flamescroll Celebrant // Revel in Silence")
    s = _abeyance(real_db)
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "B", "{T}:", targets=["A"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_101_2_abeyance_no_instant(real_db: CardDatabase) -> None:
    """Nor cast Lightning Bolt: refused."""
    s = _abeyance(real_db)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_611_2a_abeyance_ends_with_the_turn(real_db: CardDatabase) -> None:
    """On B's turn 2 both are allowed again: the Sorcerer pings A and the Bolt hits A: 16."""
    s = _abeyance(real_db)
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{T}:", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 16)


def test_101_2_revel_in_silence_opponents_cast_nothing(real_db: CardDatabase) -> None:
    """A casts Revel in Silence (exiled as it resolves); B's Lightning Bolt that turn is
    refused."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Flamescroll Celebrant // Revel in Silence")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Revel in Silence")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_606_3_revel_in_silence_no_loyalty_abilities(real_db: CardDatabase) -> None:
    """B casts Revel in Silence (an instant) in A's upkeep of turn 3: A, B's opponent, can't
    activate Jace Beleren's +2 in A's main phase that turn: refused."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jace Beleren")
    s.add_card(Zone.HAND, "B", "Flamescroll Celebrant // Revel in Silence")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.cast_spell(3, Step.UPKEEP, "B", "Revel in Silence")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "+2:")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_606_3_jace_activates_without_revel(real_db: CardDatabase) -> None:
    """Without Revel in Silence A's +2 resolves: Jace 3 -> 5."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jace Beleren")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "+2:")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Jace Beleren", "loyalty", 5)


# ------------------------------------------------------------------ 509.1b, 506.2: "~ can't be
# blocked as long as defending player controls the most creatures or is tied for the most."
# (Hooded Horror)


def _horror(db: CardDatabase, mine: int) -> Scenario:
    """A's Hooded Horror (4/4) and `mine` Llanowar Elves; B's Grizzly Bears blocks it."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hooded Horror")
    if mine:
        s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves", mine)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Hooded Horror")
    s.block(1, "B", "Grizzly Bears", "Hooded Horror")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_509_1b_hooded_horror_unblockable_when_tied(real_db: CardDatabase) -> None:
    """One creature each (tied for the most): the block is refused."""
    assert_compiled(real_db, "Hooded Horror")
    with pytest.raises(ScenarioError):
        _horror(real_db, 0).execute()


def test_509_1b_hooded_horror_blocked_by_the_smaller_side(real_db: CardDatabase) -> None:
    """A controls two creatures, B one: the Bears block (and die); B at 20."""
    s = _horror(real_db, 1)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


# ------------------------------------------------------------------ 508.1c, 508.1m: "~ can't
# attack if it attacked during your last turn." (Giant Turtle)


def test_508_1c_giant_turtle_rests_after_attacking(real_db: CardDatabase) -> None:
    """It attacked on A's turn 1: on turn 3 the attack is refused."""
    assert_compiled(real_db, "Giant Turtle")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Giant Turtle")
    s.attack(1, "A", "Giant Turtle")
    s.attack(3, "A", "Giant Turtle")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_508_1c_giant_turtle_attacks_every_other_turn(real_db: CardDatabase) -> None:
    """Turns 1 and 5 (it stayed home on turn 3): B 20 - 2 - 2 = 16."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Giant Turtle")
    s.attack(1, "A", "Giant Turtle")
    s.attack(5, "A", "Giant Turtle")
    s.stop_at(5, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 16)


# ------------------------------------------------------------------ 613.1b, 122.1, 608.2h,
# 112.7a: "Sacrifice ~: Gain control of target creature with power less than or equal to the
# number of treasure counters on ~." (Legacy's Allure: the counters as it last existed)


def _allure(db: CardDatabase, target: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Legacy's Allure", counters={"treasure": 3})
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice", targets=[target])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_613_1b_legacys_allure_takes_power_three(real_db: CardDatabase) -> None:
    """Three treasure counters: Hill Giant (power 3) is A's for good (the target still legal
    as the ability resolves, counted on the sacrificed Allure as it last existed)."""
    assert_compiled(real_db, "Legacy's Allure")
    s = _allure(real_db, "Hill Giant")
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Legacy's Allure", 1)


def test_115_1_legacys_allure_cant_take_power_six(real_db: CardDatabase) -> None:
    """Craw Wurm (power 6) is no legal target."""
    with pytest.raises(ScenarioError):
        _allure(real_db, "Craw Wurm").execute()


# ------------------------------------------------------------------ 101.2, 202.3, 601.3a,
# 509.1a: "Your opponents can't cast spells with even mana values. Your opponents can't block with
# creatures with even mana values." (Void Winnower)


def _winnower(db: CardDatabase) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Void Winnower")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    return s


def test_101_2_winnower_forbids_an_even_spell(real_db: CardDatabase) -> None:
    """B can't cast Grizzly Bears (mana value 2) on B's turn 2: refused."""
    assert_compiled(real_db, "Void Winnower")
    s = _winnower(real_db)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_101_2_winnower_allows_an_odd_spell(real_db: CardDatabase) -> None:
    """Llanowar Elves (mana value 1) is cast and enters."""
    s = _winnower(real_db)
    s.add_card(Zone.HAND, "B", "Llanowar Elves")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Llanowar Elves")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Llanowar Elves", 1)


def test_601_3a_winnower_x_chosen_odd(real_db: CardDatabase) -> None:
    """Blaze ({X}{R}) with X=2 has mana value 3 (202.3e): cast, A 20 -> 18."""
    s = _winnower(real_db)
    s.add_card(Zone.HAND, "B", "Blaze")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Blaze", targets=["A"], x=2)
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 18)


def test_601_3a_winnower_x_chosen_even_refused(real_db: CardDatabase) -> None:
    """Blaze with X=1 (mana value 2): refused."""
    s = _winnower(real_db)
    s.add_card(Zone.HAND, "B", "Blaze")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Blaze", targets=["A"], x=1)
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_509_1a_winnower_even_creature_cant_block(real_db: CardDatabase) -> None:
    """Grizzly Bears (mana value 2) can't block the Winnower: refused."""
    s = _winnower(real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Void Winnower")
    s.block(1, "B", "Grizzly Bears", "Void Winnower")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_509_1a_winnower_odd_creature_blocks(real_db: CardDatabase) -> None:
    """Llanowar Elves (mana value 1) blocks the Winnower (11/9) and dies; B at 20."""
    s = _winnower(real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.attack(1, "A", "Void Winnower")
    s.block(1, "B", "Llanowar Elves", "Void Winnower")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Llanowar Elves", 1)


# ------------------------------------------------------------------ 509.1b, 700.6, 611.3a: "~
# can't be blocked if you've cast a historic spell this turn." (Relic Runner)


def _runner(db: CardDatabase, spell: str) -> Scenario:
    """A casts `spell`, then Relic Runner (2/1) attacks; B's Grizzly Bears blocks it."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Relic Runner")
    s.add_card(Zone.HAND, "A", spell)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell)
    s.attack(1, "A", "Relic Runner")
    s.block(1, "B", "Grizzly Bears", "Relic Runner")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_700_6_relic_runner_unblockable_after_an_artifact(real_db: CardDatabase) -> None:
    """Ornithopter (an artifact: historic) was cast: the block is refused."""
    assert_compiled(real_db, "Relic Runner")
    with pytest.raises(ScenarioError):
        _runner(real_db, "Ornithopter").execute()


def test_611_3a_relic_runner_blockable_otherwise(real_db: CardDatabase) -> None:
    """Llanowar Elves (not historic) was cast: the Bears block and the Runner dies."""
    s = _runner(real_db, "Llanowar Elves")
    s.execute()
    s.assert_graveyard_count("A", "Relic Runner", 1)
    s.assert_life("B", 20)


def test_502_3_goblin_rock_sled_stays_tapped_after_attacking(real_db: CardDatabase) -> None:
    """Goblin Rock Sled ("doesn't untap during your untap step if it attacked during your last
    turn"), which the same condition made play: it attacks on turn 1 (B controls a Mountain)
    and stays tapped through A's untap step of turn 3; having not attacked on turn 3, it
    untaps on turn 5."""
    assert_compiled(real_db, "Goblin Rock Sled")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Rock Sled")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.attack(1, "A", "Goblin Rock Sled")
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_tapped("Goblin Rock Sled"))
    s.stop_at(5, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_tapped("Goblin Rock Sled", False)
    s.assert_life("B", 17)


# ------------------------------------------------------------------ 701.26a, 101.2, 608.2c,
# 611.2c: "~ deals X damage divided as you choose among any number of targets. Tap each creature
# dealt damage this way. Players dealt damage this way can't cast noncreature spells this
# turn." (Aurelia's Fury)


def _fury(db: CardDatabase) -> Scenario:
    """A casts Aurelia's Fury with X=2 at Hill Giant and B (1 damage each)."""
    s = Scenario(cards=db)
    s.add_card(Zone.HAND, "A", "Aurelia's Fury")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aurelia's Fury", targets=["Hill Giant", "B"],
                 x=2)
    return s


def test_701_26a_aurelias_fury_taps_the_damaged_creature(real_db: CardDatabase) -> None:
    """Hill Giant (1 damage) is tapped, Grizzly Bears (no damage) isn't; B at 19; A (dealt no
    damage) still casts Lightning Bolt at B: 16."""
    assert_compiled(real_db, "Aurelia's Fury")
    s = _fury(real_db)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_damage("Hill Giant", 1)
    s.assert_tapped("Hill Giant")
    s.assert_tapped("Grizzly Bears", False)
    s.assert_life("B", 16)


def test_101_2_aurelias_fury_damaged_player_casts_no_noncreature(
        real_db: CardDatabase) -> None:
    """B, dealt damage, can't cast Lightning Bolt that turn: refused."""
    s = _fury(real_db)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()


# ------------------------------------------------------------------ 101.2, 601.2a: "Your
# opponents can't cast spells from anywhere other than their hands." (Drannith Magistrate)


def _drannith(db: CardDatabase, who: str, zone: Zone) -> Scenario:
    """A controls Drannith Magistrate; `who` casts Think Twice from `zone` (its flashback
    from the graveyard) on their own turn."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Drannith Magistrate")
    s.add_card(zone, who, "Think Twice")
    s.add_card(Zone.BATTLEFIELD, who, "Island", 3)
    turn = 1 if who == "A" else 2
    s.cast_spell(turn, Step.PRECOMBAT_MAIN, who, "Think Twice")
    s.stop_at(turn, Step.POSTCOMBAT_MAIN)
    return s


def test_101_2_drannith_stops_an_opponents_flashback(real_db: CardDatabase) -> None:
    """B's flashback of Think Twice from B's graveyard is refused."""
    assert_compiled(real_db, "Drannith Magistrate")
    with pytest.raises(ScenarioError):
        _drannith(real_db, "B", Zone.GRAVEYARD).execute()


def test_101_2_drannith_allows_the_hand(real_db: CardDatabase) -> None:
    """B casts Think Twice from hand: it resolves (B draws a card, Think Twice in B's
    graveyard)."""
    s = _drannith(real_db, "B", Zone.HAND)
    s.execute()
    s.assert_graveyard_count("B", "Think Twice", 1)


def test_101_2_drannith_spares_its_controller(real_db: CardDatabase) -> None:
    """A (not an opponent) flashes Think Twice back from A's graveyard: exiled (702.34a)."""
    s = _drannith(real_db, "A", Zone.GRAVEYARD)
    s.execute()
    s.assert_exile_count("Think Twice", 1)


def test_608_2g_drannith_stops_a_cascade_cast(real_db: CardDatabase) -> None:
    """B casts Bloodbraid Elf; cascade exiles Lightning Bolt, which B can't cast from exile
    (608.2g: a cast during a resolution still obeys 101.2): it goes to the bottom of B's
    library, and A stays at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Drannith Magistrate")
    s.add_card(Zone.LIBRARY, "B", "Lightning Bolt")
    s.add_card(Zone.LIBRARY, "B", "Forest")  # (drawn on turn 2; the Bolt is then on top)
    s.add_card(Zone.HAND, "B", "Bloodbraid Elf")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Bloodbraid Elf")
    s.add_target("B", "A")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Lightning Bolt", 0)
    s.assert_permanent_count("B", "Bloodbraid Elf", 1)
    s.assert_library_count("B", 1, "Lightning Bolt")


def test_116_2_abeyance_leaves_special_actions(real_db: CardDatabase) -> None:
    """Suspend is a special action, not an activated ability (116.2f): after Abeyance at A
    (in A's upkeep, cast by B), A still suspends Durkwood Baloth (a creature card A could
    cast) from hand in A's main phase."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "B", "Abeyance")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Durkwood Baloth")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.cast_spell(1, Step.UPKEEP, "B", "Abeyance", targets=["A"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Suspend")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Durkwood Baloth", 1)


# ------------------------------------------------------------------ 101.2, 602.5: "Players
# can't cast spells from graveyards or activate abilities of cards in graveyards." (Ashes of
# the Abhorrent)


def _ashes(db: CardDatabase) -> Scenario:
    """A controls Ashes of the Abhorrent; B has Dregscape Zombie (Unearth {B}) in the
    graveyard, Prodigal Sorcerer on the battlefield and a Swamp."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ashes of the Abhorrent")
    s.add_card(Zone.GRAVEYARD, "B", "Dregscape Zombie")
    s.add_card(Zone.BATTLEFIELD, "B", "Prodigal Sorcerer")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    return s


def test_602_5_ashes_no_unearth(real_db: CardDatabase) -> None:
    """B's unearth (an activated ability of a card in a graveyard) is refused."""
    assert_compiled(real_db, "Ashes of the Abhorrent")
    s = _ashes(real_db)
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "Unearth")
    with pytest.raises(ScenarioError):
        s.execute()


def test_602_5_ashes_leaves_the_battlefield_alone(real_db: CardDatabase) -> None:
    """Prodigal Sorcerer's ability (a permanent's) is activated: A 20 -> 19."""
    s = _ashes(real_db)
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{T}:", targets=["A"])
    s.execute()
    s.assert_life("A", 19)
