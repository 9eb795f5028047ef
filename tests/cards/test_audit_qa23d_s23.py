"""Audit (qa23d, session 23) of the Commander cards made to play this session: scenario tests
with exact figures for cards read against their Oracle text and the CR (903, 113.6, 608.2h)
that play right. Real cards from the shared MTGJSON file; a commander is put into the command
zone with `add_card(Zone.COMMAND, ...)` (docs/commander.md)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.commanders import casts_from_command_zone, commander_damage
from mtg_engine.rules.layers import characteristics
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled

ISAMARU = "Isamaru, Hound of Konda"  # {W} legendary 2/2
GOBLIN = "Raging Goblin"  # {R} 1/1 haste
LIONS = "Savannah Lions"  # {W} 2/1 Cat


def _oid(s: Scenario, name: str) -> int:
    return next(o for o, obj in s.state.objects.items() if obj.card.name == name
                and obj.zone in (Zone.BATTLEFIELD, Zone.COMMAND))


def _commander_and(db: CardDatabase, *cards: tuple[Zone, str, str]) -> Scenario:
    """A's commander Isamaru cast on turn 1 (one Plains), with `cards` added."""
    s = Scenario(cards=db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    for zone, player, name in cards:
        s.add_card(zone, player, name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", ISAMARU)
    return s


# ------------------------------------------------------------ Arahbo, Roar of the World


def test_arahbo_eminence_only_on_your_turn(real_db: CardDatabase) -> None:
    """"At the beginning of combat on your turn": Arahbo in A's command zone does nothing at
    B's beginning of combat: A's Savannah Lions stays 2/1 in B's combat."""
    assert_compiled(real_db, "Arahbo, Roar of the World")
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", "Arahbo, Roar of the World")
    s.add_card(Zone.BATTLEFIELD, "A", LIONS)
    s.stop_at(2, Step.DECLARE_ATTACKERS)
    s.execute()
    s.assert_power_toughness("A", LIONS, 2, 1)


def test_arahbo_attack_pump_x_is_the_power_at_resolution(real_db: CardDatabase) -> None:
    """Arahbo on the battlefield: the eminence gives Savannah Lions +3/+3 (5/4); it attacks,
    A pays {1}{G}{W}: trample and +X/+X where X is its power as the ability resolves (5,
    608.2h, not recounted): 10/9, B takes 10."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Arahbo, Roar of the World")
    s.add_card(Zone.BATTLEFIELD, "A", LIONS)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_target("A", LIONS)
    s.attack(1, "A", LIONS)
    s.check(1, Step.DECLARE_BLOCKERS, lambda sc: sc.assert_power_toughness("A", LIONS, 10, 9))
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 10)


# ------------------------------------------------------------ The Ur-Dragon


def test_ur_dragon_draws_one_per_attacking_dragon(real_db: CardDatabase) -> None:
    """The Ur-Dragon and Shivan Dragon attack: "draw that many cards" (2), then A may put a
    permanent card from hand onto the battlefield (a Grizzly Bears it drew). B: 20 - 10 - 5."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "The Ur-Dragon")
    s.add_card(Zone.BATTLEFIELD, "A", "Shivan Dragon")
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears", 3)
    s.attack(1, "A", "The Ur-Dragon")
    s.attack(1, "A", "Shivan Dragon")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 5)
    s.assert_library_count("A", 1)
    assert len(s.state.players[0].hand) + sum(
        1 for o in s.state.battlefield if s.state.objects[o].card.name == "Grizzly Bears") == 2


# ------------------------------------------------------------ commander damage (903.10a)


def test_903_10a_commander_damage_kept_across_zone_changes_and_tax(
        real_db: CardDatabase) -> None:
    """Raging Goblin (A's commander, haste) hits B for 1 on turn 1; B's Unsummon sends it to
    the command zone (903.9b, instead of A's hand); A recasts it on turn 3 for {R} + {2}
    (903.8) and it hits again: the same commander (903.3), 2 commander damage to B."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", GOBLIN)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "B", "Unsummon")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", GOBLIN)
    s.attack(1, "A", GOBLIN)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Unsummon", targets=[GOBLIN])
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", GOBLIN)
    s.attack(3, "A", GOBLIN)
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_hand_count("A", 1)  # turn 3's draw only
    oid = _oid(s, GOBLIN)
    assert casts_from_command_zone(s.state, oid) == 2
    assert commander_damage(s.state, oid, 1) == 2
    s.assert_tapped("Mountain", True)


def test_903_10a_commander_controlled_by_another_player_still_counts(
        real_db: CardDatabase) -> None:
    """B takes A's commander Isamaru with Act of Treason and attacks A with it: 2 commander
    damage from that commander to A (903.10a: "by the same commander", whoever controls it)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "B", "Act of Treason")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", ISAMARU)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Act of Treason", targets=[ISAMARU])
    s.attack(2, "B", ISAMARU)
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 18)
    assert commander_damage(s.state, _oid(s, ISAMARU), 0) == 2
    assert commander_damage(s.state, _oid(s, ISAMARU), 1) == 0


# ------------------------------------------------------------ Leadership Vacuum


def test_leadership_vacuum_returns_a_commander_the_player_controls_but_does_not_own(
        real_db: CardDatabase) -> None:
    """B controls A's commander (Act of Treason); A's Leadership Vacuum on B returns it to
    A's command zone ("each commander they control"); A draws a card."""
    assert_compiled(real_db, "Leadership Vacuum")
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Leadership Vacuum")
    s.add_card(Zone.HAND, "B", "Act of Treason")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", ISAMARU)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Act of Treason", targets=[ISAMARU])
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Leadership Vacuum", targets=["B"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", ISAMARU, 0)
    s.assert_command_zone_count("A", ISAMARU, 1)
    s.assert_hand_count("A", 1)


# ------------------------------------------------------------ 903.8: casts from the command zone


def test_903_8_a_cast_from_hand_is_no_command_zone_cast(real_db: CardDatabase) -> None:
    """Command Beacon puts Isamaru into A's hand; cast from there it costs {W} (no tax) and
    is no cast from the command zone: Commander's Insignia gives +0/+0 (Isamaru 2/2)."""
    assert_compiled(real_db, "Command Beacon", "Commander's Insignia")
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Command Beacon")
    s.add_card(Zone.BATTLEFIELD, "A", "Commander's Insignia")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A",
                       "{T}, Sacrifice Command Beacon: Put your commander into your hand")
    s.set_choice("A", "no")  # 903.9b: A keeps it going to hand
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", ISAMARU)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", ISAMARU, 2, 2)
    assert casts_from_command_zone(s.state, _oid(s, ISAMARU)) == 0


def test_jirina_kudro_counts_only_your_casts(real_db: CardDatabase) -> None:
    """Jirina Kudro: "for each time you've cast a commander from the command zone": B cast
    B's commander once; A cast none: A creates no Human Soldier."""
    assert_compiled(real_db, "Jirina Kudro")
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "B", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.add_card(Zone.HAND, "A", "Jirina Kudro")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", ISAMARU)
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Jirina Kudro")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Jirina Kudro", 1)
    s.assert_permanent_count("A", "Human Soldier Token", 0)


# ------------------------------------------------------------ commander anthems and grants


def test_bloodsworn_steward_commander_gets_haste_and_pump(real_db: CardDatabase) -> None:
    """Bloodsworn Steward: A's commander Isamaru cast this turn is 4/4 with haste and hits B
    for 4; a noncommander Savannah Lions cast the same turn can't attack (no haste)."""
    assert_compiled(real_db, "Bloodsworn Steward")
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Bloodsworn Steward")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", LIONS)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", ISAMARU)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", LIONS)
    s.attack(1, "A", ISAMARU)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_power_toughness("A", ISAMARU, 4, 4)
    s.assert_power_toughness("A", LIONS, 2, 1)
    s.assert_abilities("A", LIONS, ["haste"], present=False)


def test_guardian_augmenter_only_commanders_you_control(real_db: CardDatabase) -> None:
    """Guardian Augmenter: A's commander Isamaru 4/4 with hexproof; B's commander Anafenza
    (B controls it) gets neither."""
    assert_compiled(real_db, "Guardian Augmenter")
    anafenza = "Anafenza, Kin-Tree Spirit"
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.COMMAND, "B", anafenza)
    s.add_card(Zone.BATTLEFIELD, "A", "Guardian Augmenter")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", ISAMARU)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", anafenza)
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", ISAMARU, 4, 4)
    s.assert_abilities("A", ISAMARU, ["hexproof"])
    s.assert_power_toughness("B", anafenza, 2, 2)
    s.assert_abilities("B", anafenza, ["hexproof"], present=False)


def test_witchs_clinic_targets_an_opponents_commander(real_db: CardDatabase) -> None:
    """Witch's Clinic: "Target commander" is any player's: B's commander Isamaru gains
    lifelink until end of turn (and has it no more on the next turn)."""
    assert_compiled(real_db, "Witch's Clinic")
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "B", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Witch's Clinic")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", ISAMARU)
    s.activate_ability(2, Step.POSTCOMBAT_MAIN, "A", "{2}, {T}: Target commander gains",
                       targets=[ISAMARU])
    s.check(2, Step.END_TURN, lambda sc: sc.assert_abilities("B", ISAMARU, ["lifelink"]))
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_abilities("B", ISAMARU, ["lifelink"], present=False)


def test_flawless_maneuver_indestructible_until_end_of_turn(real_db: CardDatabase) -> None:
    """Flawless Maneuver cast free with A's commander on the battlefield: A's creatures are
    indestructible this turn (Savannah Lions too) and not on B's turn."""
    assert_compiled(real_db, "Flawless Maneuver")
    s = _commander_and(real_db, (Zone.BATTLEFIELD, "A", LIONS),
                       (Zone.HAND, "A", "Flawless Maneuver"))
    s.set_choice("A", "yes")  # 118.9: without paying its mana cost
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Flawless Maneuver")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_abilities("A", LIONS, ["indestructible"]))
    s.check(1, Step.END_TURN, lambda sc: sc.assert_graveyard_count("A", "Flawless Maneuver", 1))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("A", "Flawless Maneuver", 1)
    s.assert_abilities("A", LIONS, ["indestructible"], present=False)


def test_echo_storm_copies_for_each_commander_cast(real_db: CardDatabase) -> None:
    """Echo Storm after one cast of A's commander from the command zone: the spell and one
    copy each create a token copy of Ornithopter: three Ornithopters."""
    assert_compiled(real_db, "Echo Storm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.HAND, "A", "Echo Storm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", ISAMARU)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Echo Storm", targets=["Ornithopter"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Ornithopter", 3)


# ------------------------------------------------------------ more rules of 903, played


def test_903_8_partners_taxed_apart_and_insignia_counts_both(real_db: CardDatabase) -> None:
    """Two commanders of A's: Isamaru cast (turn 1), Bolted, back to the command zone
    (903.9a); on turn 3 Anafenza costs just {W}{W} (903.8: its own casts, none), Isamaru's tax
    is now {2}; Commander's Insignia counts both casts ("your commander": +2/+2)."""
    anafenza = "Anafenza, Kin-Tree Spirit"
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.COMMAND, "A", anafenza)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Commander's Insignia")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", ISAMARU)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=[ISAMARU])
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", anafenza)
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_command_zone_count("A", ISAMARU, 1)
    # Anafenza 2/2, +2/+2 (two casts), bolstered nothing else
    s.assert_power_toughness("A", anafenza, 4, 4)
    from mtg_engine.rules.commanders import tax

    assert tax(s.state, 0, _oid(s, ISAMARU)) == 2
    assert casts_from_command_zone(s.state, _oid(s, anafenza)) == 1


def test_903_8_a_commander_is_cast_at_sorcery_speed(real_db: CardDatabase) -> None:
    """903.8 changes where, not when: Isamaru (no flash) can't be cast from the command zone
    on B's turn."""
    import pytest

    from mtg_engine.testing import ScenarioError

    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", ISAMARU)
    s.stop_at(2, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_command_zone_count("A", ISAMARU, 1)


def _griptide(db: CardDatabase, answer: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "B", "Griptide")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 4)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", ISAMARU)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Griptide", targets=[ISAMARU])
    s.set_choice("A", answer)
    s.stop_at(2, Step.END_TURN)
    s.execute()
    return s


def test_903_9b_library_move_goes_to_the_command_zone(real_db: CardDatabase) -> None:
    """Griptide ("on top of its owner's library") on A's commander: A puts it into the
    command zone instead (903.9b); A's library keeps its 20 cards."""
    s = _griptide(real_db, "yes")
    s.assert_command_zone_count("A", ISAMARU, 1)
    s.assert_library_count("A", 20)


def test_903_9b_declined_it_goes_on_top_of_the_library(real_db: CardDatabase) -> None:
    s = _griptide(real_db, "no")
    s.assert_command_zone_count("A", ISAMARU, 0)
    s.assert_library_count("A", 21)
    assert s.state.objects[s.state.players[0].library[-1]].card.name == ISAMARU


def test_oloro_on_the_battlefield_pays_to_draw_and_drain(real_db: CardDatabase) -> None:
    """Oloro on the battlefield: upkeep, A gains 2 (22); "Whenever you gain life, you may pay
    {1}. If you do, draw a card and each opponent loses 1 life": A pays (Plains), draws one,
    B loses 1 (19)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Oloro, Ageless Ascetic")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 22)
    s.assert_life("B", 19)
    s.assert_hand_count("A", 1)
    s.assert_tapped("Plains")


def test_skyfire_phoenix_your_commander_cast_from_hand(real_db: CardDatabase) -> None:
    """"When you cast your commander" is any cast, not only from the command zone: Command
    Beacon puts Isamaru into A's hand (903.9b declined); casting it from there returns
    Skyfire Phoenix."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Skyfire Phoenix")
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Command Beacon")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A",
                       "{T}, Sacrifice Command Beacon: Put your commander into your hand")
    s.set_choice("A", "no")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", ISAMARU)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", ISAMARU, 1)
    s.assert_permanent_count("A", "Skyfire Phoenix", 1)


def test_netherborn_altar_counts_the_soul_counters_as_it_resolves(
        real_db: CardDatabase) -> None:
    """Netherborn Altar activated on turns 1 and 3 (A keeps the commander in the command zone,
    903.9b): 3 life for the first soul counter, 6 for the second activation (two counters):
    A at 11."""
    assert_compiled(real_db, "Netherborn Altar")
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Netherborn Altar")
    ab = "{T}, Put a soul counter on Netherborn Altar"
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", ab)
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", ab)
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("A", 11)
    s.assert_counter_count("A", "Netherborn Altar", "soul", 2)
    s.assert_command_zone_count("A", ISAMARU, 1)


def test_903_9a_offered_again_after_a_new_zone_change(real_db: CardDatabase) -> None:
    """903.9a is offered once per zone change: A leaves the Bolted Isamaru in the graveyard
    ("no"); B's Tormod's Crypt exiles A's graveyard: a new move into exile, offered again
    ("yes"): the command zone."""
    s = _commander_and(real_db, (Zone.HAND, "B", "Lightning Bolt"),
                       (Zone.BATTLEFIELD, "B", "Mountain"),
                       (Zone.BATTLEFIELD, "B", "Tormod's Crypt"))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=[ISAMARU])
    s.set_choice("A", "no")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_graveyard_count("A", ISAMARU, 1))
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{T}, Sacrifice Tormod's Crypt",
                       targets=["A"])
    s.set_choice("A", "yes")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", ISAMARU, 0)
    s.assert_exile_count(ISAMARU, 0)
    s.assert_command_zone_count("A", ISAMARU, 1)


def test_903_3_a_face_down_commander_is_still_a_commander(real_db: CardDatabase) -> None:
    """903.3's example: a face-down commander is still a commander. Griptide puts A's
    commander on top of A's library (903.9b declined); Soul Summons manifests it: a 2/2
    face-down commander, +2/+2 from Bastion Protector: 4/4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Bastion Protector")
    s.add_card(Zone.HAND, "A", "Soul Summons")
    s.add_card(Zone.HAND, "B", "Griptide")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 4)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", ISAMARU)
    s.cast_spell(1, Step.BEGIN_COMBAT, "B", "Griptide", targets=[ISAMARU])
    s.set_choice("A", "no")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Soul Summons")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_library_count("A", 20)
    fd = [o for o in s.state.battlefield if s.state.objects[o].face_down]
    assert len(fd) == 1
    from mtg_engine.rules.layers import characteristics

    ch = characteristics(s.state, fd[0])
    assert (ch.power, ch.toughness) == (4, 4)


def _clone_and_commander(db: CardDatabase, commander_is_clone: bool) -> Scenario:
    """A's Bastion Protector; B's Grizzly Bears. Either A's commander is Clone (cast from the
    command zone, copying the Bears), or A's commander is Raging Goblin and a Clone from A's hand
    copies it."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bastion Protector")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    if commander_is_clone:
        s.add_card(Zone.COMMAND, "A", "Clone")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clone")
        s.set_choice("A", "Grizzly Bears")
    else:
        s.add_card(Zone.COMMAND, "A", GOBLIN)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
        s.add_card(Zone.HAND, "A", "Clone")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", GOBLIN)
        s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Clone")
        s.set_choice("A", GOBLIN)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_903_3_a_commander_copying_another_card_is_still_a_commander(
        real_db: CardDatabase) -> None:
    """903.3's example: A's commander Clone, copying Grizzly Bears, is still A's commander:
    Bastion Protector makes it 4/4 with indestructible (B's Bears stays 2/2)."""
    s = _clone_and_commander(real_db, True)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_abilities("A", "Grizzly Bears", ["indestructible"])
    s.assert_power_toughness("B", "Grizzly Bears", 2, 2)


def test_903_3_a_copy_of_a_commander_is_not_one(real_db: CardDatabase) -> None:
    """903.3's example: A's Clone copying A's commander Raging Goblin is not a commander:
    the commander is 3/3, the copy 1/1."""
    s = _clone_and_commander(real_db, False)
    s.assert_permanent_count("A", GOBLIN, 2)
    pts = sorted(
        (ch.power, ch.toughness) for ch in (
            characteristics(s.state, o) for o in s.state.battlefield
            if s.state.objects[o].card.name in (GOBLIN, "Clone")
            and s.state.objects[o].controller == 0))
    assert pts == [(1, 1), (3, 3)]


def test_903_3d_an_opponents_commander_you_control(real_db: CardDatabase) -> None:
    """A takes B's commander Isamaru with Act of Treason (turn 3): "If you control a
    commander" lets A cast Deadly Rollick free (on B's Grizzly Bears); Bastion Protector's
    "Commander creatures you control" pumps it (4/4); Loyal Subordinate's "if you control
    your commander" is not met (a commander A doesn't own): B stays at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "B", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Bastion Protector")
    s.add_card(Zone.BATTLEFIELD, "A", "Loyal Subordinate")
    s.add_card(Zone.HAND, "A", "Act of Treason")
    s.add_card(Zone.HAND, "A", "Deadly Rollick")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", ISAMARU)
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Act of Treason", targets=[ISAMARU])
    s.set_choice("A", "yes")  # 118.9: without paying its mana cost
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Deadly Rollick", targets=["Grizzly Bears"])
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_power_toughness("A", ISAMARU, 4, 4)
    s.assert_life("B", 20)


def test_fury_storm_copies_itself_then_each_copies_the_bolt(real_db: CardDatabase) -> None:
    """After one cast of A's commander from the command zone, Fury Storm on A's Lightning
    Bolt (at B): one copy of Fury Storm (707.10), each Fury Storm copies the Bolt: three
    Bolts, B at 11."""
    assert_compiled(real_db, "Fury Storm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Fury Storm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", ISAMARU)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Fury Storm", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 11)
    s.assert_graveyard_count("A", "Fury Storm", 1)


def test_road_of_return_entwined(real_db: CardDatabase) -> None:
    """Road of Return entwined ({G}{G} + {2}, four Forests): Grizzly Bears from A's graveyard
    and A's commander from the command zone (903.9b declined) both go to A's hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", ISAMARU)
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Road of Return")
    s.set_choice("A", "yes")  # 702.42a: entwine paid
    s.set_choice("A", "no")  # 903.9b: to the hand
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Road of Return", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, ISAMARU)
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_command_zone_count("A", ISAMARU, 0)
    assert _untapped(s, "Forest") == 0


def _untapped(s: Scenario, name: str) -> int:
    return sum(1 for oid in s.state.battlefield if s.state.objects[oid].card.name == name
               and not s.state.objects[oid].tapped)


def test_obscuring_haze_prevents_only_opponents_creatures(real_db: CardDatabase) -> None:
    """Obscuring Haze (free, A's commander out) on B's turn: B's Hill Giant's combat damage to
    A is prevented; B's Lightning Bolt (not a creature) still deals 3 to A: A at 17."""
    s = _commander_and(real_db, (Zone.HAND, "A", "Obscuring Haze"),
                       (Zone.BATTLEFIELD, "B", "Hill Giant"),
                       (Zone.BATTLEFIELD, "B", "Mountain"),
                       (Zone.HAND, "B", "Lightning Bolt"))
    s.set_choice("A", "yes")
    s.cast_spell(2, Step.UPKEEP, "A", "Obscuring Haze")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.attack(2, "B", "Hill Giant")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 17)


def test_myth_unbound_draws_on_a_903_9b_return(real_db: CardDatabase) -> None:
    """Myth Unbound: "Whenever your commander is put into the command zone from anywhere,
    draw a card": B's Unsummon on A's commander, A takes the command zone (903.9b): A draws
    one (A's hand: that card only, turn 2 being B's)."""
    assert_compiled(real_db, "Myth Unbound")
    s = _commander_and(real_db, (Zone.BATTLEFIELD, "A", "Myth Unbound"),
                       (Zone.HAND, "B", "Unsummon"),
                       (Zone.BATTLEFIELD, "B", "Island"))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Unsummon", targets=[ISAMARU])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_command_zone_count("A", ISAMARU, 1)
    s.assert_hand_count("A", 1)


def test_903_9a_after_rest_in_peace_exiles_the_commander(real_db: CardDatabase) -> None:
    """Rest in Peace: A's Bolted commander is exiled instead of put into the graveyard
    (614.1a); 903.9a then offers the command zone (a move into exile): A takes it."""
    s = _commander_and(real_db, (Zone.BATTLEFIELD, "B", "Rest in Peace"),
                       (Zone.BATTLEFIELD, "B", "Mountain"),
                       (Zone.HAND, "B", "Lightning Bolt"))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=[ISAMARU])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", ISAMARU, 0)
    s.assert_exile_count(ISAMARU, 0)
    s.assert_command_zone_count("A", ISAMARU, 1)
    s.assert_graveyard_count("B", "Lightning Bolt", 0)
    s.assert_exile_count("Lightning Bolt", 1)


def _progenitus(db: CardDatabase, answer: str | None) -> Scenario:
    """A's commander Progenitus ("If ~ would be put into a graveyard from anywhere, reveal
    ~ and shuffle it into its owner's library instead.") is cast, then B's Wrath of God."""
    s = Scenario(cards=db)
    s.add_card(Zone.COMMAND, "A", "Progenitus")
    for land in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        s.add_card(Zone.BATTLEFIELD, "A", land, 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 4)
    s.add_card(Zone.HAND, "B", "Wrath of God")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Progenitus")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Wrath of God")
    if answer is not None:
        s.set_choice("A", answer)
    s.stop_at(2, Step.END_TURN)
    s.execute()
    return s


def test_903_9b_after_another_replacement_sends_it_to_the_library(
        real_db: CardDatabase) -> None:
    """Progenitus's own replacement turns "into the graveyard" into "into the library";
    903.9b then applies to that event (616.1): the command zone, A's library unchanged."""
    s = _progenitus(real_db, None)
    s.assert_permanent_count("A", "Progenitus", 0)
    s.assert_command_zone_count("A", "Progenitus", 1)
    s.assert_library_count("A", 20)
    s.assert_graveyard_count("A", "Progenitus", 0)


def test_903_9b_declined_progenitus_is_shuffled_into_the_library(
        real_db: CardDatabase) -> None:
    s = _progenitus(real_db, "no")
    s.assert_command_zone_count("A", "Progenitus", 0)
    s.assert_library_count("A", 21)
    s.assert_library_count("A", 1, "Progenitus")


def test_loyal_apprentice_thopter_attacks_the_turn_it_is_made(real_db: CardDatabase) -> None:
    """Loyal Apprentice: the Thopter made at A's beginning of combat "gains haste until end
    of turn": it attacks at once (B at 19) and has no haste on turn 2."""
    s = _commander_and(real_db, (Zone.BATTLEFIELD, "A", "Loyal Apprentice"))
    s.attack(1, "A", "Thopter Token")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 19)
    s.assert_abilities("A", "Thopter Token", ["haste"], present=False)
    s.assert_abilities("A", "Thopter Token", ["flying"])


def test_loyal_unicorn_vigilance_and_combat_only(real_db: CardDatabase) -> None:
    """Turn 3: Isamaru attacks with vigilance from Loyal Unicorn (untapped after combat, B at
    18); then B's Lightning Bolt (noncombat damage) kills it: command zone (903.9a)."""
    s = _commander_and(real_db, (Zone.BATTLEFIELD, "A", "Loyal Unicorn"),
                       (Zone.BATTLEFIELD, "B", "Mountain"), (Zone.HAND, "B", "Lightning Bolt"))
    s.attack(3, "A", ISAMARU)
    s.check(3, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_tapped(ISAMARU, False))
    s.cast_spell(3, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=[ISAMARU])
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_command_zone_count("A", ISAMARU, 1)


def test_903_3_a_token_copy_of_a_commander_deals_no_commander_damage(
        real_db: CardDatabase) -> None:
    """Cackling Counterpart makes a token copy of A's commander Raging Goblin (haste): both
    attack, B takes 2, but only the commander's 1 is commander damage (903.10a): the token is
    no commander (903.3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", GOBLIN)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Cackling Counterpart")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", GOBLIN)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cackling Counterpart", targets=[GOBLIN])
    s.attack(1, "A", GOBLIN)
    s.attack(1, "A", f"{GOBLIN}#2")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", GOBLIN, 2)
    s.assert_life("B", 18)
    ids = [o for o in s.state.battlefield if s.state.objects[o].card.name == GOBLIN]
    cmd = next(o for o in ids if o in s.state.commanders.objects)
    assert commander_damage(s.state, cmd, 1) == 1
    assert [o for o in ids if o != cmd and o in s.state.commanders.objects] == []


def test_113_6_oloros_life_gain_trigger_not_from_the_command_zone(
        real_db: CardDatabase) -> None:
    """Oloro in A's command zone: its command-zone upkeep trigger gives 2 life; its "Whenever
    you gain life, you may pay {1}" doesn't work there (113.6), even with a Plains to pay
    and "yes" answered: B stays at 20, A draws nothing, the Plains stays untapped."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.COMMAND, "A", "Oloro, Ageless Ascetic")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 22)
    s.assert_life("B", 20)
    s.assert_hand_count("A", 0)
    s.assert_tapped("Plains", False)


def test_ur_dragon_counts_only_the_attacking_dragons(real_db: CardDatabase) -> None:
    """The Ur-Dragon and Grizzly Bears attack: one Dragon, one card drawn; A declines to put
    a permanent card onto the battlefield: A's hand holds that card."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "The Ur-Dragon")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant", 3)
    s.attack(1, "A", "The Ur-Dragon")
    s.attack(1, "A", "Grizzly Bears")
    s.set_choice("A", "no")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 8)
    s.assert_library_count("A", 2)
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_permanent_count("A", "Hill Giant", 0)


def test_903_8_only_the_owner_may_cast_it_from_the_command_zone(real_db: CardDatabase) -> None:
    """903.8: "a commander they own": in B's main phase, with two Plains, B is offered no cast
    of A's commander in the command zone; A, in A's, is."""
    from mtg_engine.actions import CastSpell

    for turn, player, offered in ((1, 0, True), (2, 1, False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.COMMAND, "A", ISAMARU)
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
        s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
        s.stop_at(turn, Step.PRECOMBAT_MAIN)
        s.execute()
        s.game.resume()
        assert s.state.priority == player
        oid = _oid(s, ISAMARU)
        casts = [a for a in s.game.legal_actions() if isinstance(a, CastSpell) and a.card == oid]
        assert bool(casts) is offered
