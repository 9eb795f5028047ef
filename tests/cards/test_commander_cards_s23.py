"""The cards of session 23 that need the Commander game (903; the `commander` pool), played
with real cards from the shared MTGJSON file (skipped when it is absent). A commander is put
into the command zone with `add_card(Zone.COMMAND, ...)`, as XMage's commander tests do. Each
test has exact figures, and a case where the rule must not apply."""

from __future__ import annotations

from mtg_engine.actions import ActivateAbility
from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled

ISAMARU = "Isamaru, Hound of Konda"  # {W} legendary 2/2
ANAFENZA = "Anafenza, Kin-Tree Spirit"  # {W}{W} legendary 2/2


def _mana_actions(s: Scenario, name: str) -> tuple[int, list[int]]:
    """A's permanent `name` and the x (WUBRGC index) of each activation of its mana ability."""
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.game.resume()
    oid = next(o for o in s.state.battlefield if s.state.objects[o].card.name == name
               and s.state.objects[o].controller == 0)
    xs = sorted(a.x for a in s.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == oid and a.ability == 0)
    return oid, xs


# ------------------------------------------------- 903.4: "your commander's color identity"


def test_903_4_command_tower_adds_a_color_of_the_commanders_identity(
        real_db: CardDatabase) -> None:
    """Command Tower with Bruse Tarl (red and white identity) in the command zone: the
    activations offered are white (x 0) and red (x 3); red puts {R} in A's pool."""
    assert_compiled(real_db, "Command Tower")
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", "Bruse Tarl, Boorish Herder")
    s.add_card(Zone.BATTLEFIELD, "A", "Command Tower")
    oid, xs = _mana_actions(s, "Command Tower")
    assert xs == [0, 3]
    s.game.apply(ActivateAbility(oid, 0, x=3))
    assert s.state.players[0].mana_pool == [0, 0, 0, 1, 0, 0]
    s.assert_tapped("Command Tower")


def test_903_4e_without_a_commander_command_tower_adds_nothing(real_db: CardDatabase) -> None:
    """903.4e: no commander: the quality is undefined; the one activation adds no mana (B's
    commander is not A's)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "B", "Bruse Tarl, Boorish Herder")
    s.add_card(Zone.BATTLEFIELD, "A", "Command Tower")
    oid, xs = _mana_actions(s, "Command Tower")
    assert xs == [0]
    s.game.apply(ActivateAbility(oid, 0, x=0))
    assert s.state.players[0].mana_pool == [0, 0, 0, 0, 0, 0]


def test_903_4_arcane_signet_reads_partners_together(real_db: CardDatabase) -> None:
    """Two commanders (partners, 702.124): Arcane Signet offers both identities: Bruse Tarl
    (R, W) and Tana, the Bloodsower (R, G)."""
    assert_compiled(real_db, "Arcane Signet", "Commander's Sphere")
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", "Bruse Tarl, Boorish Herder")
    s.add_card(Zone.COMMAND, "A", "Tana, the Bloodsower")
    s.add_card(Zone.BATTLEFIELD, "A", "Arcane Signet")
    _, xs = _mana_actions(s, "Arcane Signet")
    assert xs == [0, 3, 4]


def test_903_4_commanders_sphere_mono_green_identity(real_db: CardDatabase) -> None:
    """Commander's Sphere: {G} for Ezuri's identity (green only)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", "Ezuri, Renegade Leader")
    s.add_card(Zone.BATTLEFIELD, "A", "Commander's Sphere")
    oid, xs = _mana_actions(s, "Commander's Sphere")
    assert xs == [4]
    s.game.apply(ActivateAbility(oid, 0, x=4))
    assert s.state.players[0].mana_pool == [0, 0, 0, 0, 1, 0]


# ------------------------------------------------- 903.3: "commander creatures you control"


def test_903_3_bastion_protector_pumps_only_the_commander(real_db: CardDatabase) -> None:
    """Bastion Protector: "Commander creatures you control get +2/+2 and have indestructible."
    A's commander Isamaru (cast from the command zone) is 4/4 and indestructible; A's other
    Isamaru-less creature, Grizzly Bears, stays 2/2."""
    assert_compiled(real_db, "Bastion Protector", "Bloodsworn Steward", "Guardian Augmenter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Bastion Protector")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", ISAMARU)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", ISAMARU, 4, 4)
    s.assert_abilities("A", ISAMARU, ["Indestructible"])
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_abilities("A", "Grizzly Bears", ["Indestructible"], present=False)


def test_903_3_a_noncommander_copy_of_the_card_is_not_pumped(real_db: CardDatabase) -> None:
    """903.3: the designation is the card's: another Isamaru A controls (not the commander)
    gets nothing from Guardian Augmenter; the commander gets +2/+2 and hexproof."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Guardian Augmenter")
    s.add_card(Zone.BATTLEFIELD, "B", ISAMARU)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", ISAMARU)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", ISAMARU, 4, 4)
    s.assert_abilities("A", ISAMARU, ["Hexproof"])
    s.assert_power_toughness("B", ISAMARU, 2, 2)


def test_903_3_commander_in_command_zone_is_not_a_creature_you_control(
        real_db: CardDatabase) -> None:
    """Bloodsworn Steward (4/4 flying) with the commander still in the command zone: nothing
    on the battlefield is a commander creature; the Steward itself stays 4/4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Bloodsworn Steward")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Bloodsworn Steward", 4, 4)


def test_witchs_clinic_target_commander_gains_lifelink(real_db: CardDatabase) -> None:
    """Witch's Clinic: "{2}, {T}: Target commander gains lifelink until end of turn." A's
    commander Isamaru gains it and attacks: A gains 2."""
    assert_compiled(real_db, "Witch's Clinic")
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Witch's Clinic")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", ISAMARU)
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{2}, {T}: Target commander",
                       targets=[ISAMARU])
    s.attack(3, "A", ISAMARU)
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 22)


# ------------------------------------------ 903.3d: "if you control your commander" (lieutenant)


def _lieutenant(db: CardDatabase, card: str, *, commander_out: bool,
                other_owner: bool = False) -> Scenario:
    """A controls `card`; A's commander Isamaru is cast on turn 1 when `commander_out`; with
    `other_owner` the Isamaru A controls is B's commander (not A's own: "your commander")."""
    assert_compiled(db, card)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", card)
    s.add_card(Zone.COMMAND, "B" if other_owner else "A", ISAMARU)
    if other_owner:
        s.add_card(Zone.BATTLEFIELD, "A", ISAMARU)  # not a commander
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    if commander_out:
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", ISAMARU)
    s.stop_at(3, Step.DECLARE_ATTACKERS)
    s.execute()
    return s


def test_lieutenant_loyal_subordinate_with_commander(real_db: CardDatabase) -> None:
    """Loyal Subordinate: "At the beginning of combat on your turn, if you control your
    commander, each opponent loses 3 life." Turns 1 and 3 (A's): B loses 3 on each after the
    commander is out (turn 1's combat comes after the cast)."""
    s = _lieutenant(real_db, "Loyal Subordinate", commander_out=True)
    s.assert_life("B", 14)


def test_lieutenant_loyal_subordinate_without_commander(real_db: CardDatabase) -> None:
    s = _lieutenant(real_db, "Loyal Subordinate", commander_out=False)
    s.assert_life("B", 20)


def test_lieutenant_needs_your_own_commander(real_db: CardDatabase) -> None:
    """A controls an Isamaru that isn't a commander while B's commander is in the command
    zone: no trigger (903.3: a card with the same name is not the commander)."""
    s = _lieutenant(real_db, "Loyal Subordinate", commander_out=False, other_owner=True)
    s.assert_life("B", 20)


def test_lieutenant_loyal_drake_draws(real_db: CardDatabase) -> None:
    """Loyal Drake: "..., if you control your commander, draw a card." Two of A's combats
    with the commander out: 2 cards, plus turn 3's draw."""
    s = _lieutenant(real_db, "Loyal Drake", commander_out=True)
    s.assert_hand_count("A", 3)


def test_lieutenant_static_demon_of_wailing_agonies(real_db: CardDatabase) -> None:
    """Demon of Wailing Agonies (4/4): "As long as you control your commander, ~ gets +2/+2
    and has ..." : 6/6 with the commander out, 4/4 without."""
    s = _lieutenant(real_db, "Demon of Wailing Agonies", commander_out=True)
    s.assert_power_toughness("A", "Demon of Wailing Agonies", 6, 6)
    s = _lieutenant(real_db, "Demon of Wailing Agonies", commander_out=False)
    s.assert_power_toughness("A", "Demon of Wailing Agonies", 4, 4)


def test_lieutenant_demon_gains_its_trigger(real_db: CardDatabase) -> None:
    """With the commander out the Demon has "Whenever ~ deals combat damage to a player, that
    player sacrifices a creature.": it hits B for 6 and B sacrifices Grizzly Bears."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Demon of Wailing Agonies")
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", ISAMARU)
    s.attack(1, "A", "Demon of Wailing Agonies")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 14)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


# --------------------------- 903.3d: "If you control a commander, you may cast this spell
# without paying its mana cost." (118.9)


def _free_spell(db: CardDatabase, *, commander_out: bool, whose: str = "A") -> Scenario:
    """A casts Deadly Rollick ({3}{B}) on turn 3 with no Swamp at all, on B's Grizzly Bears:
    only the free alternative cost can pay for it."""
    assert_compiled(db, "Deadly Rollick", "Fierce Guardianship", "Flawless Maneuver",
                    "Obscuring Haze")
    s = Scenario(cards=db)
    s.add_card(Zone.HAND, "A", "Deadly Rollick")
    s.add_card(Zone.COMMAND, whose, ISAMARU)
    s.add_card(Zone.BATTLEFIELD, whose, "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    if commander_out:
        s.cast_spell(1 if whose == "A" else 2, Step.PRECOMBAT_MAIN, whose, ISAMARU)
    s.set_choice("A", "yes")  # 601.2b: the alternative cost (118.9)
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Deadly Rollick", targets=["Grizzly Bears"])
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    return s


def test_deadly_rollick_free_with_a_commander(real_db: CardDatabase) -> None:
    s = _free_spell(real_db, commander_out=True)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Deadly Rollick", 1)


def test_deadly_rollick_free_with_anyones_commander_no(real_db: CardDatabase) -> None:
    """903.3d: "you control a commander": B's commander on B's side doesn't count for A."""
    import pytest

    from mtg_engine.testing import ScenarioError

    s = _free_spell(real_db, commander_out=True, whose="B")
    with pytest.raises(ScenarioError, match="Deadly Rollick"):
        s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_deadly_rollick_not_free_with_commander_in_command_zone(real_db: CardDatabase) -> None:
    import pytest

    from mtg_engine.testing import ScenarioError

    s = _free_spell(real_db, commander_out=False)
    with pytest.raises(ScenarioError, match="Deadly Rollick"):
        s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)


# ---------------- 903.8: "for each time you've cast your commander from the command zone"


def _cast_commander_twice(s: Scenario) -> None:
    """A casts the commander Isamaru on turn 1, B's Lightning Bolt kills it (903.9a: back to
    the command zone), A casts it again on turn 3 for {W}{2} (903.8): two casts."""
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", ISAMARU)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=[ISAMARU])
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", ISAMARU)


def test_903_8_empyrial_storm_copies_for_each_commander_cast(real_db: CardDatabase) -> None:
    """Empyrial Storm after two casts of the commander: the spell and two copies, three 4/4
    Angels."""
    assert_compiled(real_db, "Empyrial Storm", "Echo Storm", "Fury Storm", "Skull Storm")
    s = Scenario(cards=real_db)
    _cast_commander_twice(s)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 9)
    s.add_card(Zone.HAND, "A", "Empyrial Storm")
    s.cast_spell(3, Step.POSTCOMBAT_MAIN, "A", "Empyrial Storm")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Angel Token", 3)


def test_903_8_empyrial_storm_without_commander_casts_no_copy(real_db: CardDatabase) -> None:
    """No cast from the command zone (the commander still there): one Angel."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 6)
    s.add_card(Zone.HAND, "A", "Empyrial Storm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Empyrial Storm")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Angel Token", 1)


def test_903_8_commanders_insignia_counts_the_casts(real_db: CardDatabase) -> None:
    """Commander's Insignia: "Creatures you control get +1/+1 for each time you've cast your
    commander from the command zone this game.": after two casts, Isamaru is 4/4 and Grizzly
    Bears 4/4; B's creature gets nothing."""
    assert_compiled(real_db, "Commander's Insignia")
    s = Scenario(cards=real_db)
    _cast_commander_twice(s)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Commander's Insignia")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", 3, 3))
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", ISAMARU, 4, 4)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)


def test_903_8_jirina_kudro_counts_its_own_cast(real_db: CardDatabase) -> None:
    """Jirina Kudro as A's commander, cast from the command zone: "create a 1/1 white Human
    Soldier creature token for each time you've cast a commander from the command zone this
    game": one token (this cast counts: it was cast before it entered); the token is a Human
    and gets +2/+0 from Jirina (3/1)."""
    assert_compiled(real_db, "Jirina Kudro")
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", "Jirina Kudro")
    for land in ("Mountain", "Plains", "Swamp", "Swamp"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Jirina Kudro")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Human Soldier Token", 1)
    s.assert_power_toughness("A", "Human Soldier Token", 3, 1)


def test_903_8_jirina_kudro_from_hand_is_not_a_commander_cast(real_db: CardDatabase) -> None:
    """Jirina cast from the hand (no commander cast from the command zone): no token."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Jirina Kudro")
    for land in ("Mountain", "Plains", "Swamp", "Swamp"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Jirina Kudro")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Human Soldier Token", 0)


# ------------- 113.6: "if / as long as ~ is in the command zone [or on the battlefield]"


def test_113_6_oloro_gains_life_only_from_the_command_zone(real_db: CardDatabase) -> None:
    """Oloro, Ageless Ascetic in A's command zone: its "if ~ is in the command zone" upkeep
    trigger gives 2 life on turns 1 and 3; its other upkeep trigger ("you gain 2 life", which
    works on the battlefield only) and its life-gain trigger don't work there: 24 life."""
    assert_compiled(real_db, "Oloro, Ageless Ascetic")
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", "Oloro, Ageless Ascetic")
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_life("A", 24)


def test_113_6_oloro_on_the_battlefield_uses_its_other_trigger(real_db: CardDatabase) -> None:
    """Oloro on the battlefield (not in the command zone): the plain upkeep trigger gives 2
    life, the command-zone one nothing; its "may pay {1}" is declined with no mana: 22."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Oloro, Ageless Ascetic")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_life("A", 22)


def test_113_6_arahbo_eminence_from_the_command_zone(real_db: CardDatabase) -> None:
    """Arahbo, Roar of the World in the command zone: at A's beginning of combat another
    target Cat A controls gets +3/+3: Savannah Lions (2/1) hits for 5."""
    assert_compiled(real_db, "Arahbo, Roar of the World")
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", "Arahbo, Roar of the World")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_target("A", "Savannah Lions")
    s.attack(1, "A", "Savannah Lions")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 15)


def test_113_6_arahbo_in_a_graveyard_does_nothing(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Arahbo, Roar of the World")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.attack(1, "A", "Savannah Lions")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)


def _dragon(db: CardDatabase, ur_zone: Zone | None) -> Scenario:
    """A casts Shivan Dragon ({4}{R}{R}) with five Mountains; The Ur-Dragon is A's commander
    in `ur_zone` (None: not in the game)."""
    assert_compiled(db, "The Ur-Dragon")
    s = Scenario(cards=db)
    if ur_zone is not None:
        s.add_card(ur_zone, "A", "The Ur-Dragon")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Shivan Dragon")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shivan Dragon")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_113_6_ur_dragon_in_command_zone_reduces_dragon_spells(real_db: CardDatabase) -> None:
    s = _dragon(real_db, Zone.COMMAND)
    s.execute()
    s.assert_permanent_count("A", "Shivan Dragon", 1)


def test_113_6_ur_dragon_on_the_battlefield_too(real_db: CardDatabase) -> None:
    s = _dragon(real_db, Zone.BATTLEFIELD)
    s.execute()
    s.assert_permanent_count("A", "Shivan Dragon", 1)


def test_113_6_ur_dragon_in_the_graveyard_does_not(real_db: CardDatabase) -> None:
    import pytest

    from mtg_engine.testing import ScenarioError

    s = _dragon(real_db, Zone.GRAVEYARD)
    with pytest.raises(ScenarioError, match="Shivan Dragon"):
        s.execute()
    s.assert_permanent_count("A", "Shivan Dragon", 0)


def test_113_6_ur_dragon_does_not_reduce_itself(real_db: CardDatabase) -> None:
    """"other Dragon spells": casting The Ur-Dragon itself from the command zone costs its
    full {4}{W}{U}{B}{R}{G}: eight lands, enough only with a reduction it doesn't get."""
    import pytest

    from mtg_engine.testing import ScenarioError

    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", "The Ur-Dragon")
    for land in ("Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes", "Wastes",
                 "Wastes"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "The Ur-Dragon")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="The Ur-Dragon"):
        s.execute()


# ----------------------------------------------------------- commanders moved (903.3)


def test_geode_golem_casts_the_commander_free(real_db: CardDatabase) -> None:
    """Geode Golem (5/3 trample) hits B: A may cast Anafenza, Kin-Tree Spirit ({W}{W}) from
    the command zone without paying its mana cost (no land at all): it enters."""
    assert_compiled(real_db, "Geode Golem")
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ANAFENZA)
    s.add_card(Zone.BATTLEFIELD, "A", "Geode Golem")
    s.attack(1, "A", "Geode Golem")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 15)
    s.assert_permanent_count("A", ANAFENZA, 1)
    assert s.state.commanders.casts == (1,)  # 903.8: a cast from the command zone


def test_geode_golem_still_pays_the_commander_tax(real_db: CardDatabase) -> None:
    """903.8, 118.9d: Geode Golem's first hit casts Anafenza free (turn 1), B's Lightning
    Bolt sends it back to the command zone; on turn 3 the free cast costs {2}: with one
    Plains it can't be cast (Anafenza stays in the command zone); with two it is."""
    for plains, cast in ((1, False), (2, True)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.COMMAND, "A", ANAFENZA)
        s.add_card(Zone.BATTLEFIELD, "A", "Geode Golem")
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", plains)
        s.add_card(Zone.HAND, "B", "Lightning Bolt")
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
        s.attack(1, "A", "Geode Golem")
        s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=[ANAFENZA])
        s.attack(3, "A", "Geode Golem")
        s.stop_at(3, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_permanent_count("A", ANAFENZA, 1 if cast else 0)
        s.assert_command_zone_count("A", ANAFENZA, 0 if cast else 1)
        assert s.state.commanders.casts == ((2,) if cast else (1,))


def test_geode_golem_without_a_commander_in_the_command_zone(real_db: CardDatabase) -> None:
    """The commander is on the battlefield already: nothing to cast."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ANAFENZA)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Geode Golem")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", ANAFENZA)
    s.attack(1, "A", "Geode Golem")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", ANAFENZA, 1)
    assert s.state.commanders.casts == (1,)


def test_command_beacon_puts_the_commander_into_hand(real_db: CardDatabase) -> None:
    """Command Beacon: the commander goes to A's hand (A declines 903.9b's command zone)."""
    assert_compiled(real_db, "Command Beacon")
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Command Beacon")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice Command Beacon")
    s.set_choice("A", "no")  # 903.9b: not back to the command zone
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1, ISAMARU)
    s.assert_graveyard_count("A", "Command Beacon", 1)


def test_command_beacon_903_9b_owner_may_keep_it_in_the_command_zone(
        real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Command Beacon")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice Command Beacon")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 0)
    s.assert_command_zone_count("A", ISAMARU, 1)


def test_leadership_vacuum_returns_only_the_targets_commanders(real_db: CardDatabase) -> None:
    """Leadership Vacuum on B: B's commander goes to the command zone, B's other Isamaru (not
    a commander) stays; A draws a card."""
    assert_compiled(real_db, "Leadership Vacuum")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Leadership Vacuum")
    s.add_card(Zone.COMMAND, "B", ANAFENZA)
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "B", ISAMARU)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", ANAFENZA)
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Leadership Vacuum", targets=["B"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", ANAFENZA, 0)
    s.assert_command_zone_count("B", ANAFENZA, 1)
    s.assert_permanent_count("B", ISAMARU, 1)
    s.assert_hand_count("A", 1)


# ------------------------------------ 903.8: Myth Unbound (as XMage's MythUnboundTest)


def _untapped(s: Scenario, name: str) -> int:
    return sum(1 for oid in s.state.battlefield if s.state.objects[oid].card.name == name
               and not s.state.objects[oid].tapped)


def test_myth_unbound_reduces_the_tax_and_draws(real_db: CardDatabase) -> None:
    """Myth Unbound: Oviya Pashiri ({G}) cast (1 Forest), Lightning Bolt kills it, A puts it
    into the command zone (903.9a: A draws a card for Myth Unbound), cast again for {G} + {2}
    tax - {1} = 2 mana: 1 of 4 Forests left untapped."""
    assert_compiled(real_db, "Myth Unbound")
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", "Oviya Pashiri, Sage Lifecrafter")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Myth Unbound")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Oviya Pashiri, Sage Lifecrafter")
    s.cast_spell(1, Step.BEGIN_COMBAT, "B", "Lightning Bolt",
                 targets=["Oviya Pashiri, Sage Lifecrafter"])
    s.set_choice("A", "yes")  # 903.9a
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Oviya Pashiri, Sage Lifecrafter")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Oviya Pashiri, Sage Lifecrafter", 1)
    assert _untapped(s, "Forest") == 1
    s.assert_hand_count("A", 1)  # the draw when it was put into the command zone


def test_myth_unbound_no_draw_when_left_in_the_graveyard(real_db: CardDatabase) -> None:
    """903.9a declined: the commander stays in the graveyard: no card drawn."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", "Oviya Pashiri, Sage Lifecrafter")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Myth Unbound")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Oviya Pashiri, Sage Lifecrafter")
    s.cast_spell(1, Step.BEGIN_COMBAT, "B", "Lightning Bolt",
                 targets=["Oviya Pashiri, Sage Lifecrafter"])
    s.set_choice("A", "no")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Oviya Pashiri, Sage Lifecrafter", 1)
    s.assert_hand_count("A", 0)


def test_skyfire_phoenix_returns_when_you_cast_your_commander(real_db: CardDatabase) -> None:
    """Skyfire Phoenix in A's graveyard: "When you cast your commander, return ~ from your
    graveyard to the battlefield." Casting Isamaru from the command zone returns it; casting
    Grizzly Bears (not a commander) first does nothing."""
    assert_compiled(real_db, "Skyfire Phoenix")
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Skyfire Phoenix")
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_graveyard_count("A", "Skyfire Phoenix", 1))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", ISAMARU)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Skyfire Phoenix", 1)
    s.assert_graveyard_count("A", "Skyfire Phoenix", 0)


# ------------------------------------------------ more of the pool, each played once


def _commander_out(db: CardDatabase, *cards: tuple[Zone, str, str]) -> Scenario:
    """A's commander Isamaru cast on turn 1 (one Plains), then `cards` added."""
    s = Scenario(cards=db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    for zone, player, name in cards:
        s.add_card(zone, player, name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", ISAMARU)
    return s


def test_fierce_guardianship_free_counter(real_db: CardDatabase) -> None:
    """Fierce Guardianship (free with A's commander out) counters B's Divination; a creature
    spell it can't target."""
    s = _commander_out(real_db, (Zone.HAND, "A", "Fierce Guardianship"),
                       (Zone.HAND, "B", "Divination"), (Zone.BATTLEFIELD, "B", "Island"),
                       (Zone.BATTLEFIELD, "B", "Island"), (Zone.BATTLEFIELD, "B", "Island"))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Divination")
    s.set_choice("A", "yes")  # 118.9: without paying its mana cost
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Fierce Guardianship", targets=["Divination"],
                 responding_to="Divination")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Divination", 1)
    s.assert_hand_count("B", 1)  # only the turn's draw
    s.assert_graveyard_count("A", "Fierce Guardianship", 1)


def test_flawless_maneuver_free_indestructible(real_db: CardDatabase) -> None:
    """Flawless Maneuver (free with the commander out), then B's Lightning Bolt on Isamaru
    (2/2): indestructible, it survives with 3 damage."""
    s = _commander_out(real_db, (Zone.HAND, "A", "Flawless Maneuver"),
                       (Zone.HAND, "B", "Lightning Bolt"), (Zone.BATTLEFIELD, "B", "Mountain"))
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Flawless Maneuver")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=[ISAMARU])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", ISAMARU, 1)
    s.assert_damage(ISAMARU, 3)


def test_obscuring_haze_free_prevents_opponents_creatures_damage(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Obscuring Haze")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", ISAMARU)
    s.set_choice("A", "yes")
    s.cast_spell(2, Step.DECLARE_ATTACKERS, "A", "Obscuring Haze")
    s.attack(2, "B", "Hill Giant")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)


def test_loyal_guardian_counters_each_creature(real_db: CardDatabase) -> None:
    """Loyal Guardian (4/4 trample): with the commander out, a +1/+1 counter on each creature
    A controls at A's beginning of combat (turn 1: Isamaru 3/3, the Guardian 5/5)."""
    s = _commander_out(real_db, (Zone.BATTLEFIELD, "A", "Loyal Guardian"))
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", ISAMARU, "+1/+1", 1)
    s.assert_power_toughness("A", "Loyal Guardian", 5, 5)


def test_loyal_apprentice_thopter(real_db: CardDatabase) -> None:
    s = _commander_out(real_db, (Zone.BATTLEFIELD, "A", "Loyal Apprentice"))
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Thopter Token", 1)


def test_loyal_unicorn_prevents_combat_damage_to_your_creatures(real_db: CardDatabase) -> None:
    """Loyal Unicorn: Isamaru attacks, blocked by B's Hill Giant (3/3): the damage to Isamaru
    is prevented, Isamaru deals 2 to the Giant."""
    s = _commander_out(real_db, (Zone.BATTLEFIELD, "A", "Loyal Unicorn"),
                       (Zone.BATTLEFIELD, "B", "Hill Giant"))
    s.attack(3, "A", ISAMARU)
    s.block(3, "B", "Hill Giant", ISAMARU)
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", ISAMARU, 1)
    s.assert_damage("Hill Giant", 2)


def test_tyrants_familiar_with_commander_deals_7(real_db: CardDatabase) -> None:
    """Tyrant's Familiar (5/5 flying with the commander out) attacks: 7 damage to B's Hill
    Giant (dies); B takes 7."""
    s = _commander_out(real_db, (Zone.BATTLEFIELD, "A", "Tyrant's Familiar"),
                       (Zone.BATTLEFIELD, "B", "Hill Giant"))
    s.add_target("A", "Hill Giant")
    s.attack(1, "A", "Tyrant's Familiar")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("B", 13)


def test_stormsurge_kraken_blocked_draws_two(real_db: CardDatabase) -> None:
    s = _commander_out(real_db, (Zone.BATTLEFIELD, "A", "Stormsurge Kraken"),
                       (Zone.BATTLEFIELD, "B", "Hill Giant"))
    s.attack(1, "A", "Stormsurge Kraken")
    s.block(1, "B", "Hill Giant", "Stormsurge Kraken")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_power_toughness("A", "Stormsurge Kraken", 7, 7)


def test_skull_storm_copies(real_db: CardDatabase) -> None:
    """Skull Storm after two commander casts: three times "Each opponent sacrifices a
    creature": B's three creatures are sacrificed."""
    s = Scenario(cards=real_db)
    _cast_commander_twice(s)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 9)
    s.add_card(Zone.HAND, "A", "Skull Storm")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 3)
    s.cast_spell(3, Step.POSTCOMBAT_MAIN, "A", "Skull Storm")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 3)
    s.assert_life("B", 20)


def test_road_of_return_commander_mode(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Road of Return")
    s.set_mode_choice("A", 2)
    s.set_choice("A", "no")  # (entwine not paid)
    s.set_choice("A", "no")  # 903.9b: to the hand
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Road of Return")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, ISAMARU)


def _derevi(db: CardDatabase) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.COMMAND, "A", "Derevi, Empyrial Tactician")
    for land in ("Forest", "Plains", "Island", "Island"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    return s


def test_113_6_derevi_put_onto_the_battlefield_from_the_command_zone(
        real_db: CardDatabase) -> None:
    """Derevi: "{1}{G}{W}{U}: Put ~ onto the battlefield from the command zone." (an ability
    that works from the command zone, 113.6): it enters without being cast (903.8: no cast
    counted, so no tax later)."""
    assert_compiled(real_db, "Derevi, Empyrial Tactician")
    s = _derevi(real_db)
    s.set_choice("A", "no")  # (its enters trigger: "you may tap or untap")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{G}{W}{U}: Put Derevi")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Derevi, Empyrial Tactician", 1)
    assert s.state.commanders.casts == (0,)


def test_113_6_derevi_ability_not_from_the_battlefield(real_db: CardDatabase) -> None:
    """On the battlefield, the ability that works from the command zone can't be activated
    (four more lands: not for want of mana)."""
    s = _derevi(real_db)
    for land in ("Forest", "Plains", "Island", "Island"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.set_choice("A", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Derevi, Empyrial Tactician")
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "{1}{G}{W}{U}: Put Derevi", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Derevi, Empyrial Tactician", 1)


def test_netherborn_altar_commander_to_hand_then_life(real_db: CardDatabase) -> None:
    """Netherborn Altar: "{T}, Put a soul counter on ~: Put your commander into your hand from
    the command zone. Then you lose 3 life for each soul counter on ~.": Isamaru to A's hand
    (903.9b declined), A loses 3 (one soul counter)."""
    assert_compiled(real_db, "Netherborn Altar")
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Netherborn Altar")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Put a soul counter")
    s.set_choice("A", "no")  # 903.9b: not back to the command zone
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1, ISAMARU)
    s.assert_counter_count("A", "Netherborn Altar", "soul", 1)
    s.assert_life("A", 17)
