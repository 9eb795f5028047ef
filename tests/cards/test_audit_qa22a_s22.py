"""Audit of session 22's newly supported cards (mutate and spell families), played with
real cards: each test pins a card that plays as its Oracle text says, with exact figures,
including cases where a clause must not apply."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled

M1, M2 = Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN


def _mutate(db: CardDatabase, card: str, lands: dict[str, int], *, under: bool = False,
            target: str = "Grizzly Bears", trigger_targets: tuple[str, ...] = (),
            turn: int = 1, step: Step = M1) -> Scenario:
    assert_compiled(db, card)
    s = Scenario(cards=db)
    for land, n in lands.items():
        s.add_card(Zone.BATTLEFIELD, "A", land, n)
    if target == "Grizzly Bears":
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", card)
    s.cast_spell(turn, step, "A", f"{card} using mutate", targets=[target])
    s.set_choice("A", "yes" if under else "no")
    for t in trigger_targets:
        s.add_target("A", t)
    return s


def test_608_2h_huntmaster_liger_x_locked_per_trigger(real_db: CardDatabase) -> None:
    """Liger mutates onto the Bears (X=1: Elves +1/+1), then Vulpikeet mutates on top (the
    Liger's trigger again, X=2: +2/+2 more, the first +1/+1 unchanged): Elves 4/4."""
    s = _mutate(real_db, "Huntmaster Liger", {"Plains": 6})
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Vulpikeet")
    s.cast_spell(1, M2, "A", "Vulpikeet using mutate", targets=["Huntmaster Liger"])
    s.set_choice("A", "no")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Llanowar Elves", 4, 4)
    s.assert_power_toughness("A", "Vulpikeet", 3, 4)


def test_702_140d_insatiable_hemophage_second_mutation_x_two(real_db: CardDatabase) -> None:
    """Hemophage onto the Bears (X=1), then Vulpikeet under it (X=2): B 17, A 23."""
    s = _mutate(real_db, "Insatiable Hemophage", {"Swamp": 3, "Plains": 3})
    s.add_card(Zone.HAND, "A", "Vulpikeet")
    s.cast_spell(1, M2, "A", "Vulpikeet using mutate", targets=["Insatiable Hemophage"])
    s.set_choice("A", "yes")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 23)
    s.assert_power_toughness("A", "Insatiable Hemophage", 4, 4)


def test_boneyard_lurker_cant_return_an_instant(real_db: CardDatabase) -> None:
    """'permanent card': a land card may be returned; Lightning Bolt is no legal target."""
    s = _mutate(real_db, "Boneyard Lurker", {"Swamp": 4}, trigger_targets=("Forest",))
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.add_card(Zone.GRAVEYARD, "A", "Forest")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Forest")
    s.assert_graveyard_count("A", "Lightning Bolt", 1)


def test_sawtusk_demolisher_your_own_permanent_gives_you_the_beast(real_db: CardDatabase
                                                                  ) -> None:
    """'Its controller creates a 3/3 Beast': A's own Sol Ring destroyed: A gets the Beast."""
    s = _mutate(real_db, "Sawtusk Demolisher", {"Forest": 4}, trigger_targets=("Sol Ring",))
    s.add_card(Zone.BATTLEFIELD, "A", "Sol Ring")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Sol Ring", 1)
    s.assert_permanent_count("A", "Beast Token", 1)
    s.assert_permanent_count("B", "Beast Token", 0)


def test_cloudpiercer_empty_hand_no_draw(real_db: CardDatabase) -> None:
    """'you may discard a card. If you do, draw a card.': nothing to discard: no draw."""
    s = _mutate(real_db, "Cloudpiercer", {"Mountain": 4})
    s.set_choice("A", "yes")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 0)
    s.assert_library_count("A", 20)


def test_souvenir_snatcher_cant_take_an_artifact_creature(real_db: CardDatabase) -> None:
    """'noncreature artifact': B's Ornithopter is no legal target; B keeps it."""
    s = _mutate(real_db, "Souvenir Snatcher", {"Island": 6})
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Ornithopter", 1)


def test_pouncing_shoreshark_declined(real_db: CardDatabase) -> None:
    """'you may return': declined, Hill Giant stays."""
    s = _mutate(real_db, "Pouncing Shoreshark", {"Island": 4}, trigger_targets=("Hill Giant",))
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", "no")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)


def test_parcelbeast_nonland_goes_to_hand(real_db: CardDatabase) -> None:
    """'If you don't put the card onto the battlefield, put it into your hand': Lightning Bolt
    on top goes to A's hand."""
    assert_compiled(real_db, "Parcelbeast")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Parcelbeast")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.LIBRARY, "A", "Lightning Bolt")
    s.activate_ability(1, M1, "A", "{1}, {T}:", source="Parcelbeast")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Lightning Bolt")
    s.assert_library_count("A", 20)


def test_parcelbeast_land_declined_goes_to_hand(real_db: CardDatabase) -> None:
    assert_compiled(real_db, "Parcelbeast")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Parcelbeast")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.LIBRARY, "A", "Island")
    s.activate_ability(1, M1, "A", "{1}, {T}:", source="Parcelbeast")
    s.set_choice("A", "no")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Island")
    s.assert_permanent_count("A", "Island", 0)


def test_snapdax_damage_from_the_merged_creature_with_lifelink(real_db: CardDatabase) -> None:
    """'it deals 4 damage': Snapdax under a lifelink creature (Ajani's Pridemate? no:
    Vampire Nighthawk): the merged Nighthawk deals the 4 with lifelink: A 20+4+4 = 28."""
    s = _mutate(real_db, "Snapdax, Apex of the Hunt", {"Plains": 4, "Swamp": 1},
                under=True, target="Vampire Nighthawk", trigger_targets=("Hill Giant",))
    s.add_card(Zone.BATTLEFIELD, "A", "Vampire Nighthawk")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("A", 28)


def test_brokkos_in_graveyard_without_a_target_stays(real_db: CardDatabase) -> None:
    """No creature to mutate onto: Brokkos can't be cast from the graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Brokkos, Apex of Forever")
    s.check(1, M1, lambda sc: sc.assert_playable("A", "Brokkos, Apex of Forever", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()


# ------------------------------------------------------------------ spells


def test_searing_blood_creature_dies_later_this_turn(real_db: CardDatabase) -> None:
    """2 damage to Hill Giant (3/3) does not kill it; it blocks A's Grizzly Bears and dies:
    'When that creature dies this turn' triggers: B 17."""
    assert_compiled(real_db, "Searing Blood")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Searing Blood")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, M1, "A", "Searing Blood", targets=["Hill Giant"])
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Hill Giant", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("B", 17)


def test_craters_claws_x_zero_ferocious_two(real_db: CardDatabase) -> None:
    assert_compiled(real_db, "Crater's Claws")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 1)
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.HAND, "A", "Crater's Claws")
    s.cast_spell(1, M1, "A", "Crater's Claws", targets=["B"], x=0)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)


def test_electrodominance_casts_a_sorcery_at_instant_speed(real_db: CardDatabase) -> None:
    """In B's turn, X=3: Divination cast free from A's hand (a sorcery, 608.2g): A draws 2."""
    assert_compiled(real_db, "Electrodominance")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Electrodominance")
    s.add_card(Zone.HAND, "A", "Divination")
    s.cast_spell(2, M1, "A", "Electrodominance", targets=["B"], x=3)
    s.set_choice("A", "Divination")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_graveyard_count("A", "Divination", 1)
    s.assert_hand_count("A", 2)


def test_mystical_dispute_paid_not_countered(real_db: CardDatabase) -> None:
    """'unless its controller pays {3}': B pays, Hill Giant resolves."""
    assert_compiled(real_db, "Mystical Dispute")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Mystical Dispute")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 7)
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.cast_spell(2, M1, "B", "Hill Giant")
    s.cast_spell(2, M1, "A", "Mystical Dispute", targets=["Hill Giant"],
                 responding_to="Hill Giant")
    s.set_choice("B", "yes")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)


def test_decree_of_silence_cycled_counters_a_spell(real_db: CardDatabase) -> None:
    """'When you cycle ~, you may counter target spell.': B's Hill Giant countered; A drew."""
    assert_compiled(real_db, "Decree of Silence")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Decree of Silence")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 4)
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.cast_spell(2, M1, "B", "Hill Giant")
    s.activate_ability(2, M1, "A", "Cycling", responding_to="Hill Giant")
    s.add_target("A", "Hill Giant")
    s.set_choice("A", "yes")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Decree of Silence", 1)
    s.assert_hand_count("A", 1)


def test_jinxed_ring_your_nontoken_permanent_dies(real_db: CardDatabase) -> None:
    """A's Grizzly Bears dies (A 19); A's Soldier token... none: B's Hill Giant dies: no
    damage to A."""
    assert_compiled(real_db, "Jinxed Ring")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jinxed Ring")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, M1, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.cast_spell(1, M1, "A", "Lightning Bolt", targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 19)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_jinxed_ring_sacrifice_given_away(real_db: CardDatabase) -> None:
    """Sacrificing the Bears to the Ring triggers it first (A 19); B then controls the Ring
    and B's own Hill Giant dying hurts B (B 19)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jinxed Ring")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, M1, "A", "Sacrifice a creature", targets=["B"])
    s.cast_spell(1, M2, "A", "Lightning Bolt", targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Jinxed Ring", 1)
    s.assert_life("A", 19)
    s.assert_life("B", 19)


def test_jinxed_ring_token_doesnt_count(real_db: CardDatabase) -> None:
    """'nontoken': A's Cat token (Cubwarden? no: Raise the Alarm's Soldier) dies: A 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jinxed Ring")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 1)
    s.add_card(Zone.HAND, "A", "Raise the Alarm")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, M1, "A", "Raise the Alarm")
    s.cast_spell(1, M2, "A", "Lightning Bolt", targets=["Soldier Token"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 1)
    s.assert_life("A", 20)


def test_measure_of_wickedness_given_then_b_loses_eight(real_db: CardDatabase) -> None:
    """A's Lightning Bolt goes to A's graveyard: B gains control of Measure; A's end step:
    not A's any more, A 20; B's end step: B sacrifices it and loses 8: 20 - 3 - 8 = 9;
    Measure in A's graveyard."""
    assert_compiled(real_db, "Measure of Wickedness")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Measure of Wickedness")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, M1, "A", "Lightning Bolt", targets=["B"])
    s.add_target("A", "B")
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 9)
    s.assert_graveyard_count("A", "Measure of Wickedness", 1)


def test_measure_of_wickedness_kept_costs_eight(real_db: CardDatabase) -> None:
    """Nothing put into A's graveyard: A's end step: sacrificed, A 12."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Measure of Wickedness")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("A", 12)
    s.assert_graveyard_count("A", "Measure of Wickedness", 1)


def test_draining_whelk_uncounterable_spell_still_counts(real_db: CardDatabase) -> None:
    """Carnage Tyrant can't be countered: it resolves, but the Whelk still gets 6 counters."""
    assert_compiled(real_db, "Draining Whelk")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Draining Whelk")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 6)
    s.add_card(Zone.HAND, "B", "Carnage Tyrant")
    s.cast_spell(2, M1, "B", "Carnage Tyrant")
    s.cast_spell(2, M1, "A", "Draining Whelk", responding_to="Carnage Tyrant")
    s.add_target("A", "Carnage Tyrant")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Carnage Tyrant", 1)
    s.assert_power_toughness("A", "Draining Whelk", 7, 7)


def test_sawtooth_loon_returns_itself_and_loots(real_db: CardDatabase) -> None:
    """Only the Loon is white or blue: it returns to hand; draw 2 then bottom 2: the hand
    holds the Loon plus nothing else ... A had 1 extra card (Island): 1 + 2 - 2 = 1 + Loon."""
    assert_compiled(real_db, "Sawtooth Loon")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Sawtooth Loon")
    s.add_card(Zone.HAND, "A", "Mountain")
    s.cast_spell(1, M1, "A", "Sawtooth Loon")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Sawtooth Loon", 0)
    s.assert_hand_count("A", 2)
    s.assert_library_count("A", 20)


def test_jinxed_ring_your_card_dying_under_an_opponents_control(real_db: CardDatabase) -> None:
    """A's Grizzly Bears, Donated to B, dies: it is put into A's graveyard (its owner's), so
    A's Ring deals 1 damage to A (A 19); B's own Ring would not."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jinxed Ring")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Donate")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, M1, "A", "Donate", targets=["B", "Grizzly Bears"])
    s.cast_spell(1, M2, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_life("A", 19)
    s.assert_life("B", 20)


def test_measure_of_wickedness_a_token_is_no_card(real_db: CardDatabase) -> None:
    """'another card': A's Soldier token dying is no card put into A's graveyard: A keeps
    Measure (then loses 8 at A's end step: 12)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Measure of Wickedness")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Raise the Alarm")
    s.cast_spell(1, M1, "A", "Raise the Alarm")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, M2, "B", "Shock", targets=["Soldier Token"])
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 1)
    s.assert_life("A", 12)


def test_burn_away_exiles_the_controllers_graveyard_not_the_owners(real_db: CardDatabase
                                                                   ) -> None:
    """A's Hill Giant Donated to B dies to Burn Away (cast by A): 'its controller's graveyard'
    is B's (B's Lightning Bolt exiled); the Giant went to A's graveyard and stays there."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Donate")
    s.add_card(Zone.HAND, "A", "Burn Away")
    s.add_card(Zone.GRAVEYARD, "B", "Lightning Bolt")
    s.add_card(Zone.GRAVEYARD, "A", "Shock")
    s.cast_spell(1, M1, "A", "Donate", targets=["B", "Hill Giant"])
    s.cast_spell(1, M2, "A", "Burn Away", targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Lightning Bolt", 1)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Shock", 1)


def test_sawtusk_demolisher_indestructible_target_still_gives_the_beast(real_db: CardDatabase
                                                                       ) -> None:
    """Darksteel Ingot isn't destroyed; its controller B still creates the Beast."""
    s = _mutate(real_db, "Sawtusk Demolisher", {"Forest": 4},
                trigger_targets=("Darksteel Ingot",))
    s.add_card(Zone.BATTLEFIELD, "B", "Darksteel Ingot")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Darksteel Ingot", 1)
    s.assert_permanent_count("B", "Beast Token", 1)


def test_avarice_amulet_equipped_creature_draws_at_upkeep(real_db: CardDatabase) -> None:
    """'Equipped creature gets +2/+0 and has vigilance and "At the beginning of your upkeep,
    draw a card."': Grizzly Bears 4/2; A draws at the upkeeps of turns 1 and 3, plus turn 3's
    draw step: 3 cards; B none but B's draw step."""
    assert_compiled(real_db, "Avarice Amulet")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Avarice Amulet", attached_to="Grizzly Bears")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 2)
    s.assert_abilities("A", "Grizzly Bears", ["Vigilance"])
    s.assert_hand_count("A", 3)
    s.assert_hand_count("B", 1)


def test_hidden_strings_cipher_copy_on_combat_damage(real_db: CardDatabase) -> None:
    """Hidden Strings taps B's two Mountains (each 'you may' answered yes) and is encoded on
    Grizzly Bears (702.99a); the Bears deal combat damage on turn 3: B 18, the card still in
    exile, not in the graveyard."""
    assert_compiled(real_db, "Hidden Strings")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Hidden Strings")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.cast_spell(1, M1, "A", "Hidden Strings", targets=["Mountain#1", "Mountain#2"])
    for answer in ("yes", "yes", "Grizzly Bears"):
        s.set_choice("A", answer)
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (sc.assert_tapped("Mountain#1"),
                                              sc.assert_tapped("Mountain#2")))
    s.attack(3, "A", "Grizzly Bears")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 18)
    s.assert_exile_count("Hidden Strings", 1)
    s.assert_graveyard_count("A", "Hidden Strings", 0)


def test_723_2c_mutating_onto_your_creature_an_opponent_controls(real_db: CardDatabase
                                                                 ) -> None:
    """702.140a: A owns the Bears that B controls (Donated): A may mutate Majestic Auricorn
    onto them; the merged permanent stays B's (723.2c), so its 'you gain 4 life' is B's:
    B 24, A 20; B controls a 4/4 Majestic Auricorn."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Donate")
    s.add_card(Zone.HAND, "A", "Majestic Auricorn")
    s.cast_spell(1, M1, "A", "Donate", targets=["B", "Grizzly Bears"])
    s.cast_spell(1, M2, "A", "Majestic Auricorn using mutate", targets=["Grizzly Bears"])
    s.set_choice("A", "no")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Majestic Auricorn", 1)
    s.assert_power_toughness("B", "Majestic Auricorn", 4, 4)
    s.assert_life("B", 24)
    s.assert_life("A", 20)


def test_608_2h_essence_backlash_reads_a_cda_power_on_the_stack(real_db: CardDatabase) -> None:
    """Tarmogoyf's power (604.3: its CDA works on the stack) with a creature card and an
    instant card in graveyards is 2: Essence Backlash counters it and deals 2 to B (18).
    As the Goyf goes to B's graveyard it would count more: the power is the spell's as it
    last existed on the stack (608.2h)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Essence Backlash")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Tarmogoyf")
    s.cast_spell(2, M1, "B", "Tarmogoyf")
    s.cast_spell(2, M1, "A", "Essence Backlash", targets=["Tarmogoyf"],
                 responding_to="Tarmogoyf")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Tarmogoyf", 1)
    s.assert_life("B", 18)


def test_723_3_jinxed_ring_a_merged_permanent_is_one_permanent(real_db: CardDatabase) -> None:
    """Vulpikeet mutated onto the Bears dies to Murder: one permanent put into A's graveyard
    (two cards): the Ring deals 1 damage, not 2 (A 19)."""
    s = _mutate(real_db, "Vulpikeet", {"Plains": 3})
    s.add_card(Zone.BATTLEFIELD, "A", "Jinxed Ring")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(1, M2, "B", "Murder", targets=["Vulpikeet"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Vulpikeet", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_life("A", 19)


def test_measure_of_wickedness_each_card_of_a_merged_permanent(real_db: CardDatabase) -> None:
    """Measure's 'another card is put into your graveyard' counts cards: the merged Vulpikeet
    dying puts two cards into A's graveyard: two triggers, each giving Measure to B; B then
    sacrifices it at B's end step (B 12)."""
    s = _mutate(real_db, "Vulpikeet", {"Plains": 3})
    s.add_card(Zone.BATTLEFIELD, "A", "Measure of Wickedness")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(1, M2, "B", "Murder", targets=["Vulpikeet"])
    s.add_target("A", "B")
    s.add_target("A", "B")
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 12)
    s.assert_graveyard_count("A", "Measure of Wickedness", 1)



def test_701_5a_decree_of_silence_an_uncounterable_spell_still_adds_a_counter(
        real_db: CardDatabase) -> None:
    """Carnage Tyrant can't be countered: it resolves, but Decree of Silence still gets its
    depletion counter (the rest of the instruction is carried out)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Decree of Silence")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 6)
    s.add_card(Zone.HAND, "B", "Carnage Tyrant")
    s.cast_spell(2, M1, "B", "Carnage Tyrant")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Carnage Tyrant", 1)
    s.assert_counter_count("A", "Decree of Silence", "depletion", 1)
