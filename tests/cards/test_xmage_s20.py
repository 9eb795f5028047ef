"""Cards XMage tests one by one, made to play in session 20 (issue 10): each played the way
its per-card test would, with exact figures and the rule it cites."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ Jace, Cunning Castaway
# 603.7: a delayed trigger created by a loyalty ability; 111.4 a token with a quoted trigger;
# 707.9b: token copies "except they're not legendary"


def test_603_7_jace_cunning_castaway_plus_one_loots_once(real_db: CardDatabase) -> None:
    """Jace's +1: "Whenever one or more creatures you control deal combat damage to a player
    this turn, draw a card, then discard a card." Savannah Lions (2/1) and Alaborn Trooper
    (2/2) connect: B at 16, one loot (one combat damage step): the Taiga drawn is the card
    discarded."""
    _compiled(real_db, "Jace, Cunning Castaway")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jace, Cunning Castaway")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "A", "Alaborn Trooper")
    s.add_card(Zone.LIBRARY, "A", "Taiga")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:")
    s.attack(1, "A", "Savannah Lions")
    s.attack(1, "A", "Alaborn Trooper")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_graveyard_count("A", "Taiga", 1)
    s.assert_hand_count("A", 0)
    s.assert_counter_count("A", "Jace, Cunning Castaway", "loyalty", 4)


def _illusion(real_db: CardDatabase, hand: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jace, Cunning Castaway")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Prodigal Sorcerer")
    s.add_card(Zone.HAND, "B", hand)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-2:")
    return s


def test_603_jace_cunning_castaway_illusion_sacrificed_when_targeted_by_spell(
        real_db: CardDatabase) -> None:
    """Jace's -2: a 2/2 blue Illusion token with "When this creature becomes the target of a
    spell, sacrifice it." B's Giant Growth targets it: the trigger resolves first, the token
    is gone and Giant Growth has no legal target (608.2b)."""
    s = _illusion(real_db, "Giant Growth")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Giant Growth", targets=["Illusion Token"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Illusion Token", 0)
    s.assert_counter_count("A", "Jace, Cunning Castaway", "loyalty", 1)
    s.assert_graveyard_count("B", "Giant Growth", 1)


def test_603_jace_cunning_castaway_illusion_not_sacrificed_for_an_ability(
        real_db: CardDatabase) -> None:
    """The Illusion's trigger is for a spell only: Prodigal Sorcerer's ability deals it 1
    damage and it stays, a blue 2/2 with 1 damage."""
    s = _illusion(real_db, "Giant Growth")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "B", "{T}:", source="Prodigal Sorcerer",
                       targets=["Illusion Token"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Illusion Token", 1)
    s.assert_power_toughness("A", "Illusion Token", 2, 2)
    s.assert_color("Illusion Token", ["Blue"])
    s.assert_damage("Illusion Token", 1)


def test_707_9b_jace_cunning_castaway_minus_five_two_nonlegendary_copies(
        real_db: CardDatabase) -> None:
    """Jace's -5 (loyalty 5): two token copies of Jace that are not legendary, so all three
    stay (704.5j does not apply); the original is at 0 loyalty and dies (704.5i)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jace, Cunning Castaway", counters={"loyalty": 2})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-5:")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Jace, Cunning Castaway", 2)
    s.assert_counter_count("A", "Jace, Cunning Castaway", "loyalty", 3)
    s.assert_graveyard_count("A", "Jace, Cunning Castaway", 1)


# ------------------------------------------------------------------ Tyvar Kell
# 400.7a: an effect from a triggered ability that gives a permanent spell haste continues to
# apply to the permanent it becomes


def _tyvar(real_db: CardDatabase, creature: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tyvar Kell", counters={"loyalty": 3})
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", creature)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-6:")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", creature)
    return s


def test_400_7a_tyvar_kell_emblem_elf_spell_gains_haste(real_db: CardDatabase) -> None:
    """Tyvar Kell's -6 emblem: "Whenever you cast an Elf spell, it gains haste until end of
    turn and you draw two cards." Llanowar Elves cast after it attacks that turn (400.7a:
    the haste the spell gained stays with the permanent): B at 19, A draws two."""
    _compiled(real_db, "Tyvar Kell")
    s = _tyvar(real_db, "Llanowar Elves")
    s.attack(1, "A", "Llanowar Elves")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_hand_count("A", 2)
    s.assert_graveyard_count("A", "Tyvar Kell", 1)


def test_400_7a_tyvar_kell_emblem_not_for_another_creature(real_db: CardDatabase) -> None:
    """A Grizzly Bears (not an Elf) gets no haste and draws nothing: it can't attack."""
    s = _tyvar(real_db, "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 0)
    s.assert_abilities("A", "Grizzly Bears", ["Haste"], present=False)


def test_400_7_tyvar_kell_haste_ends_with_turn_and_blink(real_db: CardDatabase) -> None:
    """The Elf's haste lasts until end of turn (gone on turn 2), and a blinked Elf is a new
    object (400.7) without it: Cloudshift after the cast, no haste."""
    s = _tyvar(real_db, "Arbor Elf")
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_abilities(
        "A", "Arbor Elf", ["Haste"], present=False))
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_abilities("A", "Arbor Elf", ["Haste"]))
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 2)

    b = _tyvar(real_db, "Arbor Elf")
    b.add_card(Zone.BATTLEFIELD, "A", "Plains")
    b.add_card(Zone.HAND, "A", "Cloudshift")
    b.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cloudshift", targets=["Arbor Elf"])
    b.stop_at(1, Step.BEGIN_COMBAT)
    b.execute()
    b.assert_permanent_count("A", "Arbor Elf", 1)
    b.assert_abilities("A", "Arbor Elf", ["Haste"], present=False)
    b.assert_hand_count("A", 2)


# ------------------------------------------------------------------ Corrosive Ooze
# 603.7c: a delayed trigger at end of combat on the creature the event involved; 608.2h: the
# Equipment attached to it as it last existed, once it has left the battlefield


def _ooze(real_db: CardDatabase, creature: str, ooze_attacks: bool) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Corrosive Ooze")
    s.add_card(Zone.BATTLEFIELD, "B", creature)
    s.add_card(Zone.BATTLEFIELD, "B", "Short Sword", attached_to=creature)
    if ooze_attacks:
        s.attack(1, "A", "Corrosive Ooze")
        s.block(1, "B", creature, "Corrosive Ooze")
        s.stop_at(1, Step.END_TURN)
    else:
        s.attack(2, "B", creature)
        s.block(2, "A", "Corrosive Ooze", creature)
        s.stop_at(2, Step.END_TURN)
    return s


@pytest.mark.parametrize("ooze_attacks", [True, False])
@pytest.mark.parametrize("creature,ooze_dies,creature_dies", [
    ("Fugitive Wizard", True, True),     # 2/2 with the Sword: a trade
    ("Kraken Hatchling", False, False),  # 1/5: both live
    ("Centaur Courser", True, False),    # 4/4: the Ooze dies
    ("Acolyte of Xathrid", False, True),  # 1/2: the equipped creature dies
])
def test_603_7c_corrosive_ooze_destroys_equipment_at_end_of_combat(
        real_db: CardDatabase, creature: str, ooze_dies: bool, creature_dies: bool,
        ooze_attacks: bool) -> None:
    """Corrosive Ooze: "Whenever ~ blocks or becomes blocked by an equipped creature, destroy
    all Equipment attached to that creature at end of combat." Short Sword (+1/+1) is
    destroyed at end of combat whether the Ooze attacks or blocks, whether the Ooze (2/2)
    left the battlefield (the delayed trigger stays, 603.7) or the equipped creature did (the
    Sword attached to it as it left, 608.2h)."""
    _compiled(real_db, "Corrosive Ooze")
    s = _ooze(real_db, creature, ooze_attacks)
    s.execute()
    s.assert_graveyard_count("A", "Corrosive Ooze", int(ooze_dies))
    s.assert_graveyard_count("B", creature, int(creature_dies))
    s.assert_graveyard_count("B", "Short Sword", 1)
    s.assert_life("A", 20)
    s.assert_life("B", 20)


def test_603_7c_corrosive_ooze_still_equipped_until_end_of_combat(real_db: CardDatabase) -> None:
    """The Sword stays through combat damage (Kraken Hatchling deals 1 with it) and is gone
    at end of combat."""
    s = _ooze(real_db, "Kraken Hatchling", True)
    s.check(1, Step.END_COMBAT, lambda sc: sc.assert_damage("Corrosive Ooze", 1))
    s.execute()
    s.assert_graveyard_count("B", "Short Sword", 1)
    s.assert_power_toughness("B", "Kraken Hatchling", 0, 4)


def test_603_2_corrosive_ooze_unequipped_blocker_keeps_other_equipment(
        real_db: CardDatabase) -> None:
    """No trigger for a creature that isn't equipped: Kraken Hatchling blocks; B's Short
    Sword on its Grizzly Bears (not in combat) stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Corrosive Ooze")
    s.add_card(Zone.BATTLEFIELD, "B", "Kraken Hatchling")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Short Sword", attached_to="Grizzly Bears")
    s.attack(1, "A", "Corrosive Ooze")
    s.block(1, "B", "Kraken Hatchling", "Corrosive Ooze")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Short Sword", 1)
    s.assert_attached("Short Sword", "Grizzly Bears")


def test_603_2_treefolk_mystic_destroys_auras_of_the_creature(real_db: CardDatabase) -> None:
    """Treefolk Mystic (same wording, at once): "Whenever ~ blocks or becomes blocked by a
    creature, destroy all Auras attached to that creature." B's Grizzly Bears with Rancor
    (+2/+0, trample) is blocked: Rancor is destroyed before damage (and returns to B's
    hand by its own trigger), the Bears deal 2; the Mystic (2/4) survives."""
    _compiled(real_db, "Treefolk Mystic")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Treefolk Mystic")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Rancor", attached_to="Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.block(2, "A", "Treefolk Mystic", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_hand_count("B", 2)
    s.assert_hand_count("B", 1, "Rancor")
    s.assert_damage("Treefolk Mystic", 2)
    s.assert_life("A", 20)


# ------------------------------------------------------------------ Alpine Moon
# 201.2, 614.12a: a nonbasic land card name chosen as it enters; 205.3i, 613.1d: all land types
# lost (layer 4, in timestamp order with Urborg's); 613.1f: all abilities lost, then "{T}: Add
# one mana of any color." gained (layer 6)


def _alpine(real_db: CardDatabase, name: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Urborg, Tomb of Yawgmoth")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Alpine Moon")
    s.set_choice("A", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Alpine Moon")
    return s


def test_613_1d_alpine_moon_urborg_loses_its_types_and_ability(real_db: CardDatabase) -> None:
    """Alpine Moon naming Urborg, Tomb of Yawgmoth (B's): Urborg is no Swamp (its own layer-4
    effect, earlier, still applies to the other lands: A's Mountain and B's Island are
    Swamps, 613.6), and it taps for any color: B casts Llanowar Elves ({G}) with it."""
    _compiled(real_db, "Alpine Moon")
    s = _alpine(real_db, "Urborg, Tomb of Yawgmoth")
    s.add_card(Zone.HAND, "B", "Llanowar Elves")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Llanowar Elves")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_subtype("Urborg, Tomb of Yawgmoth", "Swamp", present=False),
        sc.assert_subtype("Mountain", "Swamp"), sc.assert_subtype("Island", "Swamp")))
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Alpine Moon", 1)
    s.assert_permanent_count("B", "Llanowar Elves", 1)
    s.assert_tapped("Urborg, Tomb of Yawgmoth")
    s.assert_tapped("Island", False)


def test_613_1d_alpine_moon_other_name_or_own_land_unaffected(real_db: CardDatabase) -> None:
    """Another name chosen (Breeding Pool): Urborg keeps its ability, so it is a Swamp and
    can't make {G}; a land of Alpine Moon's controller with the name is not affected."""
    s = _alpine(real_db, "Breeding Pool")
    s.add_card(Zone.BATTLEFIELD, "A", "Breeding Pool")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_subtype("Urborg, Tomb of Yawgmoth", "Swamp")
    s.assert_subtype("Breeding Pool", "Forest")
    s.assert_subtype("Breeding Pool", "Island")


def test_205_3i_alpine_moon_dual_land_loses_basic_types(real_db: CardDatabase) -> None:
    """Naming Breeding Pool (Forest Island) of B's: it is neither a Forest nor an Island and
    taps for any color (B casts Lightning Bolt, {R}, with it)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Breeding Pool")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Alpine Moon")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.set_choice("A", "Breeding Pool")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Alpine Moon")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_subtype("Breeding Pool", "Forest", present=False)
    s.assert_subtype("Breeding Pool", "Island", present=False)
    s.assert_life("A", 17)


# ------------------------------------------------------------------ Vorpal Sword
# 613.1f, 611.2a: an Equipment gains a triggered ability until end of turn (301.5: "equipped
# creature" is the creature it is attached to)


def _vorpal(real_db: CardDatabase, activate: bool, turn: int = 1) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vorpal Sword")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 10)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip", targets=["Grizzly Bears"])
    if activate:
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{5}{B}{B}{B}")
    s.attack(turn, "A", "Grizzly Bears")
    return s


def test_613_1f_vorpal_sword_gained_trigger_wins_the_game(real_db: CardDatabase) -> None:
    """Vorpal Sword: Equip {B}{B} and its {5}{B}{B}{B} ability on turn 1; the Bears (4/2 with
    deathtouch) deal combat damage to B: B loses the game."""
    _compiled(real_db, "Vorpal Sword")
    s = _vorpal(real_db, True)
    s.check(1, Step.DECLARE_ATTACKERS, lambda sc: (
        sc.assert_power_toughness("A", "Grizzly Bears", 4, 2),
        sc.assert_abilities("A", "Grizzly Bears", ["Deathtouch"])))
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_lost("B")
    s.assert_winner("A")


def test_611_2a_vorpal_sword_without_activation_or_next_turn_only_damage(
        real_db: CardDatabase) -> None:
    """Not activated: 4 damage, no loss. Activated on turn 1 but the attack comes on turn 3:
    the ability was gained until end of turn 1 only, 4 damage again."""
    s = _vorpal(real_db, False)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_not_lost("B")
    later = _vorpal(real_db, True, turn=3)
    later.stop_at(3, Step.POSTCOMBAT_MAIN)
    later.execute()
    later.assert_life("B", 16)
    later.assert_not_lost("B")


# ------------------------------------------------------------------ Archfiend of Spite
# 118.12, 608.2d: "loses that much life unless they sacrifice that many permanents" (608.2h:
# the damage dealt); an option the player can't carry out in full isn't offered


def _archfiend(real_db: CardDatabase, bears: int) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Archfiend of Spite")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", bears)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Archfiend of Spite"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_118_12_archfiend_of_spite_too_few_permanents_loses_life(real_db: CardDatabase) -> None:
    """B's Lightning Bolt deals 3 damage to Archfiend of Spite (5/6): B, with one permanent,
    can't sacrifice three and loses 3 life; the Archfiend survives with 3 damage."""
    _compiled(real_db, "Archfiend of Spite")
    s = _archfiend(real_db, 0)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("B", "Mountain", 1)
    s.assert_damage("Archfiend of Spite", 3)


def test_118_12_archfiend_of_spite_sacrifices_that_many(real_db: CardDatabase) -> None:
    """With a Mountain and three Grizzly Bears, B chooses to sacrifice three permanents (the
    Bears): B stays at 20 with the Mountain only."""
    s = _archfiend(real_db, 3)
    s.set_choice("B", "yes")
    for _ in range(3):
        s.set_choice("B", "Grizzly Bears")
    s.execute()
    s.assert_life("B", 20)
    s.assert_battlefield_count("B", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 3)


def test_118_12_archfiend_of_spite_declines_to_sacrifice(real_db: CardDatabase) -> None:
    """B may instead lose the life: 17, every permanent kept."""
    s = _archfiend(real_db, 3)
    s.set_choice("B", "no")
    s.execute()
    s.assert_life("B", 17)
    s.assert_battlefield_count("B", 4)


def test_603_2_archfiend_of_spite_own_source_no_trigger(real_db: CardDatabase) -> None:
    """A source its controller controls: A's Shock on the Archfiend triggers nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Archfiend of Spite")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Archfiend of Spite"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_permanent_count("A", "Mountain", 1)
    s.assert_damage("Archfiend of Spite", 2)


def test_608_2h_archfiend_of_spite_dead_combat_source_controller(real_db: CardDatabase) -> None:
    """B's Grizzly Bears attacks and is blocked by the Archfiend: it dies, and its controller
    as it last existed (B, no permanent left) loses 2 life."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Archfiend of Spite")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.block(2, "A", "Archfiend of Spite", "Grizzly Bears")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 18)
    s.assert_life("A", 20)


def test_701_17a_phyrexian_obliterator_source_controller_sacrifices_that_many(
        real_db: CardDatabase) -> None:
    """Phyrexian Obliterator (same 'that many'): "Whenever a source deals damage to ~, that
    source's controller sacrifices that many permanents." B's Lightning Bolt (3): B, with a
    Mountain and three Grizzly Bears, keeps one permanent."""
    _compiled(real_db, "Phyrexian Obliterator")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Phyrexian Obliterator")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 3)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Phyrexian Obliterator"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_battlefield_count("B", 1)
    s.assert_battlefield_count("A", 1)
    s.assert_damage("Phyrexian Obliterator", 3)


def test_701_17a_phyrexian_obliterator_own_source_too(real_db: CardDatabase) -> None:
    """Any source, its controller's own too: A's Shock (2) makes A sacrifice two of its three
    permanents (the two Mountains chosen)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Phyrexian Obliterator")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Phyrexian Obliterator"])
    s.set_choice("A", "Mountain")
    s.set_choice("A", "Mountain")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_battlefield_count("A", 1)
    s.assert_permanent_count("A", "Phyrexian Obliterator", 1)
    s.assert_graveyard_count("A", "Mountain", 2)


# ------------------------------------------------------------------ Vrondiss, Rage of Ancients
# 120.3: "~ deals 1 damage to itself" (the source dealt the damage it deals); 706.1: "whenever
# you roll one or more dice"


def test_120_3_vrondiss_deals_damage_to_itself_on_a_roll(real_db: CardDatabase) -> None:
    """A casts Contact Other Plane (a d20 roll): Vrondiss (5/4) deals 1 damage to itself, its
    enrage trigger makes a 5/4 red and green Dragon Spirit token."""
    _compiled(real_db, "Vrondiss, Rage of Ancients")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vrondiss, Rage of Ancients")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Contact Other Plane")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Contact Other Plane")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_damage("Vrondiss, Rage of Ancients", 1)
    s.assert_permanent_count("A", "Dragon Spirit Token", 1)
    s.assert_power_toughness("A", "Dragon Spirit Token", 5, 4)


def test_706_1_vrondiss_not_for_an_opponents_roll(real_db: CardDatabase) -> None:
    """B rolls (B's Contact Other Plane): no trigger, Vrondiss undamaged, no token."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vrondiss, Rage of Ancients")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 4)
    s.add_card(Zone.HAND, "B", "Contact Other Plane")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Contact Other Plane")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_damage("Vrondiss, Rage of Ancients", 0)
    s.assert_permanent_count("A", "Dragon Spirit Token", 0)


def test_120_3_goblin_bangchuckers_one_of_the_two(real_db: CardDatabase) -> None:
    """Goblin Bangchuckers: "{T}: Flip a coin. If you win the flip, ~ deals 2 damage to any
    target. If you lose the flip, ~ deals 2 damage to itself." Targeting B: exactly one of the
    two happens (B at 18 with the Goblin alive, or B at 20 and the 2/2 dead)."""
    _compiled(real_db, "Goblin Bangchuckers")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Bangchuckers")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}:", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    won = s.game.state.players[1].life == 18
    s.assert_life("B", 18 if won else 20)
    s.assert_graveyard_count("A", "Goblin Bangchuckers", 0 if won else 1)


# ------------------------------------------------------------------ Scalelord Reckoner
# 603.2, 115.1: "target nonland permanent that player controls": the controller of the spell
# or ability that targeted the Dragon (the player the event involved beside the Dragon)


def _scalelord(real_db: CardDatabase) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Scalelord Reckoner")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Trusty Machete")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Scalelord Reckoner"])
    s.stop_at(1, Step.END_COMBAT)
    return s


def test_603_2_scalelord_reckoner_destroys_that_players_permanent(real_db: CardDatabase) -> None:
    """B's Shock targets Scalelord Reckoner (4/4): A's trigger destroys B's Trusty Machete;
    the Reckoner survives with 2 damage."""
    _compiled(real_db, "Scalelord Reckoner")
    s = _scalelord(real_db)
    s.add_target("A", "Trusty Machete")
    s.execute()
    s.assert_damage("Scalelord Reckoner", 2)
    s.assert_graveyard_count("B", "Trusty Machete", 1)
    s.assert_permanent_count("B", "Mountain", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_115_1_scalelord_reckoner_target_must_be_that_players(real_db: CardDatabase) -> None:
    """A permanent of A's own is no legal target (only B's nonland permanents are)."""
    s = _scalelord(real_db)
    s.add_target("A", "Grizzly Bears")
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Trusty Machete", 1)


def test_603_2_scalelord_reckoner_not_for_its_controllers_spell(real_db: CardDatabase) -> None:
    """A's own Giant Growth on the Reckoner: no trigger, the Machete stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Scalelord Reckoner")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "B", "Trusty Machete")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Scalelord Reckoner"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Trusty Machete", 1)
    s.assert_power_toughness("A", "Scalelord Reckoner", 7, 7)


# ------------------------------------------------------------------ Soul Separator
# 707.9b: a token copy of the exiled card with exceptions; 111.3, 608.2h: a token whose power
# and toughness are that card's


def _separator(real_db: CardDatabase, card: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Soul Separator")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.GRAVEYARD, "A", card)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{5}", targets=[card])
    return s


def test_707_9b_soul_separator_spirit_copy_and_zombie(real_db: CardDatabase) -> None:
    """Serra Angel (4/4 flying, vigilance) exiled: a 1/1 flying Spirit Angel copy of it with
    vigilance, and a black 4/4 Zombie token."""
    _compiled(real_db, "Soul Separator")
    s = _separator(real_db, "Serra Angel")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Soul Separator", 1)
    s.assert_exile_count("Serra Angel", 1)
    s.assert_power_toughness("A", "Serra Angel", 1, 1)
    s.assert_abilities("A", "Serra Angel", ["Flying", "Vigilance"])
    s.assert_subtype("Serra Angel", "Spirit")
    s.assert_subtype("Serra Angel", "Angel")
    s.assert_power_toughness("A", "Zombie Token", 4, 4)
    s.assert_color("Zombie Token", ["Black"])


def test_707_9b_soul_separator_tree_of_perdition_toughness_one(real_db: CardDatabase) -> None:
    """Tree of Perdition (0/13) exiled: the Zombie is 0/13, the Spirit copy 1/1; on turn 3
    the copy's "{T}: Exchange target opponent's life total with ~'s toughness" trades 1
    (its toughness as a copy, 707.9b): B at 1, the copy 1/20."""
    s = _separator(real_db, "Tree of Perdition")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{T}: Exchange", targets=["B"])
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Zombie Token", 0, 13)
    s.assert_life("B", 1)
    s.assert_life("A", 20)
    s.assert_power_toughness("A", "Tree of Perdition", 1, 20)


def test_608_2h_ritual_of_the_returned_that_cards_power(real_db: CardDatabase) -> None:
    """Ritual of the Returned (same wording, "Its power is equal to that card's power ..."):
    Hill Giant (3/3) exiled from A's graveyard: a black 3/3 Zombie token (its last known power
    and toughness in the graveyard, 608.2h)."""
    _compiled(real_db, "Ritual of the Returned")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Ritual of the Returned")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ritual of the Returned", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Hill Giant", 1)
    s.assert_power_toughness("A", "Zombie Token", 3, 3)


# ------------------------------------------------------------------ Syr Konrad, the Grim
# 603.2: one ability, three events; 404.2: a creature card put into a graveyard from anywhere
# other than the battlefield; 603.6, 603.10a: a creature card leaving its owner's graveyard


def test_603_10a_syr_konrad_cards_leaving_your_graveyard(real_db: CardDatabase) -> None:
    """Rest in Peace exiles all graveyards: A's two Grizzly Bears cards leave A's graveyard
    (2 damage to B); B's Bears leaving B's graveyard don't count (after XMage's test)."""
    _compiled(real_db, "Syr Konrad, the Grim")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Rest in Peace")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Syr Konrad, the Grim")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rest in Peace")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", None, 0)
    s.assert_graveyard_count("B", None, 0)
    s.assert_life("A", 20)
    s.assert_life("B", 18)


def test_603_2_syr_konrad_dies_and_milled(real_db: CardDatabase) -> None:
    """Another creature dying (B's Grizzly Bears to A's Shock): 1 damage, once. Syr Konrad's
    "{1}{B}: Each player mills a card." mills a creature card from each library (from the
    library, not the battlefield: 1 each) and a land (nothing): B at 17."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Syr Konrad, the Grim")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.add_card(Zone.LIBRARY, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Grizzly Bears"])
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{1}{B}:")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("B", 17)
    s.assert_life("A", 20)


def test_404_2_syr_konrad_not_own_death_nor_a_noncreature_card(real_db: CardDatabase) -> None:
    """A land milled (Wastes, the filler) triggers nothing, nor B's Shock (an instant card)
    going to B's graveyard after dealing 2 damage to Syr Konrad (5/4, it survives): B at
    20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Syr Konrad, the Grim")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{B}:")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=["Syr Konrad, the Grim"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Wastes", 1)
    s.assert_graveyard_count("B", "Wastes", 1)
    s.assert_life("B", 20)
    s.assert_damage("Syr Konrad, the Grim", 2)


def test_404_2_syr_konrad_discarded_creature_card(real_db: CardDatabase) -> None:
    """Mind Rot makes B discard Grizzly Bears and an Island: one creature card put into a
    graveyard from a hand, 1 damage to B (19)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Syr Konrad, the Grim")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Mind Rot")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Island")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mind Rot", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Island", 1)
    s.assert_life("B", 19)


# ------------------------------------------------------------------ Permeating Mass
# 707.4: a creature becomes a copy of ~; 608.2h, 707.2: ~'s last known copiable values once it
# has left the battlefield (it died in the same combat damage step)


def test_608_2h_permeating_mass_dies_and_still_copied(real_db: CardDatabase) -> None:
    """A's Hill Giant (3/3) attacks, B's Permeating Mass (1/3) blocks and dies: the Giant
    becomes a copy of the Mass as it last existed, a 1/3 Permeating Mass under A's control;
    B's life unchanged."""
    _compiled(real_db, "Permeating Mass")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Permeating Mass")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Permeating Mass", "Hill Giant")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Permeating Mass", 1)
    s.assert_permanent_count("A", "Permeating Mass", 1)
    s.assert_power_toughness("A", "Permeating Mass", 1, 3)
    s.assert_damage("Permeating Mass", 1)


def test_707_4_permeating_mass_copy_of_a_characteristic_defined_creature(
        real_db: CardDatabase) -> None:
    """B's Dungrove Elder (4/4: the Forests B controls) attacks and A's Mass blocks: the Elder
    becomes a 1/3 Permeating Mass (its CDA is not copied, 707.2); the Mass dies."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Permeating Mass")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Dungrove Elder")
    s.attack(2, "B", "Dungrove Elder")
    s.block(2, "A", "Permeating Mass", "Dungrove Elder")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("A", "Permeating Mass", 1)
    s.assert_permanent_count("B", "Permeating Mass", 1)
    s.assert_power_toughness("B", "Permeating Mass", 1, 3)


def test_707_4_permeating_mass_no_damage_dealt_no_copy(real_db: CardDatabase) -> None:
    """The Mass attacks and isn't blocked: it deals combat damage to a player, not a
    creature, so nothing becomes a copy (B at 19, B's Hill Giant unchanged)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Permeating Mass")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Permeating Mass")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 19)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)


def test_707_4_permeating_mass_blocked_by_giant_spider(real_db: CardDatabase) -> None:
    """The Mass attacks, B's Giant Spider (2/4, reach) blocks: the Spider becomes a 1/3
    Permeating Mass with the 1 damage dealt; the Mass survives with 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Permeating Mass")
    s.add_card(Zone.BATTLEFIELD, "B", "Giant Spider")
    s.attack(1, "A", "Permeating Mass")
    s.block(1, "B", "Giant Spider", "Permeating Mass")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Giant Spider", 0)
    s.assert_permanent_count("B", "Permeating Mass", 1)
    s.assert_power_toughness("B", "Permeating Mass", 1, 3)
    s.assert_abilities("B", "Permeating Mass", ["Reach"], present=False)
    s.assert_permanent_count("A", "Permeating Mass", 1)


# ------------------------------------------------------------------ Ballroom Brawlers
# 608.2d: one choice; 611.2c: ~ and the target both gain it until end of turn (613.1f)


def _brawlers(real_db: CardDatabase, choice: str, with_target: bool) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ballroom Brawlers")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    if with_target:
        s.add_target("A", "Grizzly Bears")
    s.set_choice("A", choice)
    s.attack(1, "A", "Ballroom Brawlers")
    return s


def test_611_2c_ballroom_brawlers_both_gain_lifelink(real_db: CardDatabase) -> None:
    """Ballroom Brawlers (3/5) attacks: it and A's Grizzly Bears gain lifelink (A's choice);
    unblocked, it deals 3: B at 17, A at 23. A's Hill Giant (not the target) gains nothing."""
    _compiled(real_db, "Ballroom Brawlers")
    s = _brawlers(real_db, "lifelink", True)
    s.check(1, Step.COMBAT_DAMAGE, lambda sc: (
        sc.assert_abilities("A", "Grizzly Bears", ["Lifelink"]),
        sc.assert_abilities("A", "Ballroom Brawlers", ["Lifelink"]),
        sc.assert_abilities("A", "Hill Giant", ["Lifelink", "First strike"], present=False),
        sc.assert_abilities("A", "Ballroom Brawlers", ["First strike"], present=False)))
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 23)


def test_611_2c_ballroom_brawlers_first_strike_no_target(real_db: CardDatabase) -> None:
    """First strike chosen with no other target (up to one): only the Brawlers have it; no
    life gained; the Bears don't have it; gone at the next turn (until end of turn)."""
    s = _brawlers(real_db, "first strike", False)
    s.check(1, Step.COMBAT_DAMAGE, lambda sc: (
        sc.assert_abilities("A", "Ballroom Brawlers", ["First strike"]),
        sc.assert_abilities("A", "Grizzly Bears", ["First strike"], present=False),
        sc.assert_abilities("A", "Hill Giant", ["First strike"], present=False)))
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_abilities(
        "A", "Ballroom Brawlers", ["First strike"], present=False))
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 20)


# ------------------------------------------------------------------ Meandering Towershell
# 603.7b: a delayed trigger at the beginning of the declare attackers step on your next turn;
# 508.4: put onto the battlefield tapped and attacking (never declared as an attacker)


def test_508_4_meandering_towershell_returns_attacking_next_turn(real_db: CardDatabase) -> None:
    """Meandering Towershell (5/9) attacks on turn 1: exiled, no damage (B 20 after turn 1);
    on turn 3 it returns tapped and attacking at the beginning of the declare attackers step
    (A declares no attacker) and deals 5: B at 15."""
    _compiled(real_db, "Meandering Towershell")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Meandering Towershell")
    s.attack(1, "A", "Meandering Towershell")
    s.check(1, Step.END_TURN, lambda sc: (sc.assert_life("B", 20),
                                          sc.assert_exile_count("Meandering Towershell", 1)))
    s.check(2, Step.END_TURN, lambda sc: sc.assert_exile_count("Meandering Towershell", 1))
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 15)
    s.assert_permanent_count("A", "Meandering Towershell", 1)
    s.assert_tapped("Meandering Towershell")


def test_508_4_meandering_towershell_can_be_blocked_on_return(real_db: CardDatabase) -> None:
    """Returned attacking on turn 3, it can be blocked: B's Hill Giant (3/3) blocks and dies,
    B takes nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Meandering Towershell")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Meandering Towershell")
    s.block(3, "B", "Hill Giant", "Meandering Towershell")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_damage("Meandering Towershell", 3)


# ------------------------------------------------------------------ God-Eternal Oketra
# 603.6c, 603.10a: "When ~ dies or is put into exile from the battlefield"; 400.7: "it" is the
# card in the graveyard or exile; 401.7: third from the top of its owner's library


def _third_from_top(s: Scenario, player: int) -> str:
    lib = s.game.state.players[player].library
    return s.game.state.objects[lib[-3]].card.name


def _oketra(real_db: CardDatabase, removal: str, land: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "God-Eternal Oketra")
    s.add_card(Zone.BATTLEFIELD, "B", land)
    s.add_card(Zone.HAND, "B", removal)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", removal, targets=["God-Eternal Oketra"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_401_7_god_eternal_oketra_dies_third_from_top(real_db: CardDatabase) -> None:
    """B's Murder destroys Oketra: A puts it into A's library third from the top (21 cards,
    the third from the top is Oketra; the graveyard is empty)."""
    _compiled(real_db, "God-Eternal Oketra")
    s = _oketra(real_db, "Murder", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.execute()
    s.assert_graveyard_count("A", "God-Eternal Oketra", 0)
    s.assert_library_count("A", 21)
    assert _third_from_top(s, 0) == "God-Eternal Oketra"


def test_603_6c_god_eternal_oketra_exiled_third_from_top(real_db: CardDatabase) -> None:
    """Swords to Plowshares exiles it (A gains 3 life, its power): it goes from exile into
    A's library third from the top."""
    s = _oketra(real_db, "Swords to Plowshares", "Plains")
    s.execute()
    s.assert_exile_count("God-Eternal Oketra", 0)
    s.assert_life("A", 23)
    assert _third_from_top(s, 0) == "God-Eternal Oketra"


def test_603_5_god_eternal_oketra_may_decline(real_db: CardDatabase) -> None:
    """A may decline: Oketra stays in the graveyard, the library unchanged (20)."""
    s = _oketra(real_db, "Murder", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.set_choice("A", "no")
    s.execute()
    s.assert_graveyard_count("A", "God-Eternal Oketra", 1)
    s.assert_library_count("A", 20)


# ------------------------------------------------------------------ Glamer Spinners
# 701.3a-b, 303.4: the Auras on the target moved to another permanent of its controller's,
# chosen as the ability resolves (608.2d); an Aura that can't enchant it stays


def _spinners(real_db: CardDatabase) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Glamer Spinners")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.BATTLEFIELD, "B", "Memnite")
    s.add_card(Zone.BATTLEFIELD, "B", "Kraken Hatchling")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Feral Invocation", attached_to="Memnite")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Glamer Spinners")
    s.add_target("A", "Memnite")
    s.stop_at(1, Step.END_TURN)
    return s


def test_701_3_glamer_spinners_moves_the_aura(real_db: CardDatabase) -> None:
    """After XMage's test: Feral Invocation (+2/+2) on B's Memnite moves to B's Kraken
    Hatchling (chosen): Memnite 1/1, the Hatchling 2/6."""
    _compiled(real_db, "Glamer Spinners")
    s = _spinners(real_db)
    s.set_choice("A", "Kraken Hatchling")
    s.execute()
    s.assert_permanent_count("A", "Glamer Spinners", 1)
    s.assert_power_toughness("B", "Memnite", 1, 1)
    s.assert_power_toughness("B", "Kraken Hatchling", 2, 6)
    s.assert_attached("Feral Invocation", "Kraken Hatchling")


def test_701_3b_glamer_spinners_aura_that_cant_enchant_stays(real_db: CardDatabase) -> None:
    """The Forest chosen (B's, not a creature: Feral Invocation can't enchant it, 303.4a):
    the Aura stays on Memnite (3/3)."""
    s = _spinners(real_db)
    s.set_choice("A", "Forest")
    s.execute()
    s.assert_power_toughness("B", "Memnite", 3, 3)
    s.assert_attached("Feral Invocation", "Memnite")


# ------------------------------------------------------------------ Vessel of the All-Consuming
# 603.4, 120.3: "if it has dealt 10 or more damage to that player this turn" (the same object's
# damage to the player the trigger remembers, this turn)


def _vessel(real_db: CardDatabase, counters: int) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vessel of the All-Consuming",
               counters={"+1/+1": counters})
    s.attack(1, "A", "Vessel of the All-Consuming")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_603_4_vessel_of_the_all_consuming_ten_damage_loses(real_db: CardDatabase) -> None:
    """Vessel (3/3) with seven +1/+1 counters deals 10 combat damage to B: B loses the game."""
    _compiled(real_db, "Hidetsugu Consumes All // Vessel of the All-Consuming")
    s = _vessel(real_db, 7)
    s.execute()
    s.assert_lost("B")


def test_603_4_vessel_of_the_all_consuming_nine_damage_no_loss(real_db: CardDatabase) -> None:
    """With six counters it deals 9: B at 11, still in the game; its "Whenever ~ deals damage"
    trigger adds a seventh counter."""
    s = _vessel(real_db, 6)
    s.execute()
    s.assert_not_lost("B")
    s.assert_life("B", 11)
    s.assert_counter_count("A", "Vessel of the All-Consuming", "+1/+1", 7)


# ------------------------------------------------------------------ Krark, the Thumbless
# 705.1: a coin flip; 400.3: a spell returned to its owner's hand (not countered); 707.10c: a
# copy with new targets; 608.2h: a spell that left the stack is copied as it last existed


def _won(s: Scenario) -> list[bool]:
    return [bool(ev[2]) for ev in s.game.state.log if ev[0] == "coin_flip"]


@pytest.mark.parametrize("seed", [0, 2])  # (seed 0 wins the flip, seed 2 loses it)
def test_705_krark_the_thumbless_bolt_copied_or_returned(real_db: CardDatabase,
                                                         seed: int) -> None:
    """A's Lightning Bolt at B with Krark: won, a copy deals 3 more (B 14) and the Bolt is in
    the graveyard; lost, the Bolt returns to A's hand (B 20)."""
    _compiled(real_db, "Krark, the Thumbless")
    s = Scenario(cards=real_db, seed=seed)
    s.add_card(Zone.BATTLEFIELD, "A", "Krark, the Thumbless")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.set_choice("A", "no")  # (the copy keeps its target)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    won = _won(s)
    assert len(won) == 1
    s.assert_life("B", 14 if won[0] else 20)
    s.assert_hand_count("A", 0 if won[0] else 1, "Lightning Bolt")
    s.assert_graveyard_count("A", "Lightning Bolt", 1 if won[0] else 0)


def test_608_2h_krark_copies_a_spell_that_left_the_stack(real_db: CardDatabase) -> None:
    """B's Remand returns A's Bolt to A's hand before Krark's trigger resolves: won, the
    Bolt is still copied as it last existed (B at 17); lost, nothing more happens (the card
    in A's hand is a new object, 400.7): B at 20. The Bolt is in A's hand either way."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Krark, the Thumbless")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Remand")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Remand", targets=["Lightning Bolt"],
                 responding_to="Krark, the Thumbless")
    s.set_choice("A", "no")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    won = _won(s)
    assert len(won) == 1
    s.assert_life("B", 17 if won[0] else 20)
    s.assert_hand_count("A", 1, "Lightning Bolt")


# ------------------------------------------------------------------ Aeon Engine
# 101.4, 500.1: the game's turn order reversed (APNAP order with it)


def _actives(s: Scenario, turns: int) -> list[int]:
    seen: list[int] = []
    for t in range(2, turns + 1):
        s.check(t, Step.UPKEEP, lambda sc: seen.append(sc.game.state.active))
    return seen


def test_101_4_aeon_engine_reverses_turn_order(real_db: CardDatabase) -> None:
    """Three players A, B, C: A taps and exiles Aeon Engine on turn 1; the next turns are C's,
    B's, then A's again (without it: B, C, A). APNAP order is reversed too: C before B."""
    _compiled(real_db, "Aeon Engine")
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Aeon Engine")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Exile")
    seen = _actives(s, 4)
    ordered: list[int] = []
    s.check(2, Step.UPKEEP, lambda sc: (
        sc.assert_exile_count("Aeon Engine", 1),
        ordered.extend(sc.game.state.apnap())))
    s.stop_at(4, Step.DRAW)
    s.execute()
    assert seen == [2, 1, 0]
    assert ordered == [2, 1, 0]

    plain = Scenario(players=3, cards=real_db)
    plain.add_card(Zone.BATTLEFIELD, "A", "Aeon Engine")
    seen = _actives(plain, 4)
    plain.stop_at(4, Step.DRAW)
    plain.execute()
    assert seen == [1, 2, 0]


def test_101_4_aeon_engine_enters_tapped(real_db: CardDatabase) -> None:
    """It enters the battlefield tapped: cast on turn 1, it can't be activated that turn."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Aeon Engine")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aeon Engine")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_tapped("Aeon Engine")


# ------------------------------------------------------------------ Graven Lore
# 107.4h, 601.2h: "the amount of {S} spent to cast this spell" (mana from snow sources)


def _graven(real_db: CardDatabase, land: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", land, 5)
    s.add_card(Zone.HAND, "A", "Graven Lore")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Graven Lore")
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def _scried(s: Scenario) -> list[int]:
    return [int(ev[2]) for ev in s.game.state.log if ev[0] == "scry"]


def test_107_4h_graven_lore_scry_the_snow_mana_spent(real_db: CardDatabase) -> None:
    """Cast with five Snow-Covered Islands: scry 5 (Hill Giant, the top card, to the bottom),
    then draw three: three Wastes, no Giant."""
    _compiled(real_db, "Graven Lore")
    s = _graven(real_db, "Snow-Covered Island")
    s.set_choice("A", "Hill Giant")
    s.execute()
    assert _scried(s) == [5]
    s.assert_hand_count("A", 3)
    s.assert_hand_count("A", 0, "Hill Giant")


def test_107_4h_graven_lore_no_snow_no_scry(real_db: CardDatabase) -> None:
    """Cast with plain Islands: X is 0, no scry (701.18b); the three cards drawn include the
    Giant on top."""
    s = _graven(real_db, "Island")
    s.execute()
    assert _scried(s) == []
    s.assert_hand_count("A", 3)
    s.assert_hand_count("A", 1, "Hill Giant")
