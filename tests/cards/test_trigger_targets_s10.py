"""Targets bound to the player a triggered ability's event involved (603.2, 115.1, 603.3d):
"target ... that player controls", "target card from that player's graveyard" and "each
creature that player controls" (rules/trigger_targets.py), with real cards of the shared
MTGJSON file (skipped without it). Three players, so "that player" is not just "an opponent":
the other opponent's objects are never chosen, and with no legal target the ability is removed
from the stack (603.3d)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _slitter(db: CardDatabase, b_creature: str) -> Scenario:
    """A attacks B with Throat Slitter ("Whenever ~ deals combat damage to a player, destroy
    target nonblack creature that player controls"); C's Grizzly Bears were added first, so
    they would be the first legal choice if C's creatures were legal."""
    assert db.compiled("Throat Slitter").supported, db.compiled("Throat Slitter").reasons
    s = Scenario(players=3, cards=db)
    s.add_card(Zone.BATTLEFIELD, "C", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Throat Slitter")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", b_creature)
    s.attack(1, "A", "Throat Slitter", "B")
    s.stop_at(1, Step.END_TURN)
    return s


def test_603_2_throat_slitter_destroys_a_creature_of_the_player_dealt_damage(
        real_db: CardDatabase) -> None:
    """B takes 2 (18); the only legal target is B's Llanowar Elves (C's and A's Bears are not
    that player's): B's Elves die, both Bears stay."""
    s = _slitter(real_db, "Llanowar Elves")
    s.execute()
    s.assert_life("B", 18)
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_permanent_count("C", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_603_3d_no_creature_of_that_player_the_ability_is_removed(real_db: CardDatabase) -> None:
    """B controls only a black creature (Drudge Skeletons): no legal
    target among B's creatures, so the ability is removed from the stack (603.3d); C's Bears,
    a legal target for "an opponent controls", are not destroyed."""
    s = _slitter(real_db, "Drudge Skeletons")
    s.execute()
    s.assert_life("B", 18)
    s.assert_permanent_count("C", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Drudge Skeletons", 1)
    s.assert_graveyard_count("C", None, 0)
    assert any(e[0] == "trigger_removed" for e in s.game.state.log.since(0))


def test_603_2_zombie_cannibal_exiles_only_from_that_players_graveyard(
        real_db: CardDatabase) -> None:
    """Zombie Cannibal ("... you may exile target card from that player's graveyard") hits B:
    C's Grizzly Bears card (first in the graveyards' order) stays; B's Llanowar Elves card is
    exiled."""
    assert real_db.compiled("Zombie Cannibal").supported
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.GRAVEYARD, "C", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Zombie Cannibal")
    s.attack(1, "A", "Zombie Cannibal", "B")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_exile_count("Llanowar Elves", 1, "B")
    s.assert_graveyard_count("C", "Grizzly Bears", 1)


def test_603_2_balefire_dragon_each_creature_that_player_controls(real_db: CardDatabase) -> None:
    """Balefire Dragon deals 6 combat damage to B (14), then that much damage to each creature
    B controls: B's Craw Wurm (6/4) dies; C's Craw Wurm and A's Grizzly Bears are not B's."""
    assert real_db.compiled("Balefire Dragon").supported
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Balefire Dragon")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "C", "Craw Wurm")
    s.attack(1, "A", "Balefire Dragon", "B")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 14)
    s.assert_graveyard_count("B", "Craw Wurm", 1)
    s.assert_permanent_count("C", "Craw Wurm", 1)
    s.assert_damage("Grizzly Bears", 0)


def test_603_2_sentinel_taps_a_creature_of_the_active_opponent_only(real_db: CardDatabase) -> None:
    """Sentinel of the Eternal Watch (A's): "At the beginning of combat on each opponent's
    turn, tap target creature that player controls." Turn 1 (A's own turn): no trigger, A's
    Bears stay untapped. Turn 2 (B's): B's Llanowar Elves are tapped, not C's Bears (added
    first); at the start of turn 3 (C's) B's Elves untapped only in B's untap step, so they
    are still tapped, and C's Bears are tapped by then."""
    assert real_db.compiled("Sentinel of the Eternal Watch").supported
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "C", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Sentinel of the Eternal Watch")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.check(1, Step.DECLARE_ATTACKERS, lambda sc: sc.assert_tapped("Savannah Lions", False))
    s.check(2, Step.DECLARE_ATTACKERS, lambda sc: (sc.assert_tapped("Llanowar Elves"),
                                                   sc.assert_tapped("Grizzly Bears", False)))
    s.stop_at(3, Step.DECLARE_ATTACKERS)
    s.execute()
    s.assert_tapped("Llanowar Elves")
    s.assert_tapped("Grizzly Bears")
    s.assert_tapped("Savannah Lions", False)


def _barbarian(db: CardDatabase, mode: int) -> Scenario:
    """A casts Plundering Barbarian ({2}{R}): "When ~ enters the battlefield, choose one — •
    Smash the Chest — Destroy target artifact. • Pry It Open — Create a Treasure token." The
    mode names are flavor words (207.2d): no rules meaning."""
    assert db.compiled("Plundering Barbarian").supported, db.compiled("Plundering Barbarian").reasons
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", count=3)
    s.add_card(Zone.HAND, "A", "Plundering Barbarian")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Plundering Barbarian")
    s.set_mode_choice("A", mode)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_207_2d_flavor_word_mode_smash_the_chest(real_db: CardDatabase) -> None:
    """Mode 1 (700.2): B's Ornithopter is destroyed; no Treasure."""
    s = _barbarian(real_db, 1)
    s.assert_graveyard_count("B", "Ornithopter", 1)
    s.assert_permanent_count("A", "Treasure Token", 0)


def test_207_2d_flavor_word_mode_pry_it_open(real_db: CardDatabase) -> None:
    """Mode 2: A gets one Treasure token; the Ornithopter stays."""
    s = _barbarian(real_db, 2)
    s.assert_permanent_count("B", "Ornithopter", 1)
    s.assert_permanent_count("A", "Treasure Token", 1)


def test_603_2_emissary_of_hope_counts_that_players_artifacts(real_db: CardDatabase) -> None:
    """Emissary of Hope ("you gain 1 life for each artifact that player controls") deals 1
    combat damage to B: B controls two Ornithopters, C three, A one: A gains 2 (22)."""
    assert real_db.compiled("Emissary of Hope").supported
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Emissary of Hope")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter", count=2)
    s.add_card(Zone.BATTLEFIELD, "C", "Ornithopter", count=3)
    s.attack(1, "A", "Emissary of Hope", "B")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 22)


def test_506_2_terra_ravager_counts_the_defending_players_lands(real_db: CardDatabase) -> None:
    """Terra Ravager ("Whenever ~ attacks, it gets +X/+0 until end of turn, where X is the
    number of lands defending player controls"), 0/4, attacks B, who controls two Forests (C
    controls five): 2/4 until end of turn, B takes 2 (18)."""
    assert real_db.compiled("Terra Ravager").supported
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Terra Ravager")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", count=2)
    s.add_card(Zone.BATTLEFIELD, "C", "Forest", count=5)
    s.attack(1, "A", "Terra Ravager", "B")
    s.check(1, Step.COMBAT_DAMAGE, lambda sc: sc.assert_power_toughness("A", "Terra Ravager", 2, 4))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("C", 20)


def _scales(db: CardDatabase, creature: str, murder: bool = False) -> Scenario:
    """Dragon Scales (an Aura, "Enchanted creature gets +1/+2 and has vigilance. When a
    creature with mana value 6 or greater enters the battlefield, you may return ~ from your
    graveyard to the battlefield attached to that creature.") is in A's graveyard; A casts
    `creature` (B may Murder it in response to the trigger)."""
    assert db.compiled("Dragon Scales").supported, db.compiled("Dragon Scales").reasons
    s = Scenario(cards=db)
    s.add_card(Zone.GRAVEYARD, "A", "Dragon Scales")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", count=6)
    s.add_card(Zone.HAND, "A", creature)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", creature)
    if murder:
        s.add_card(Zone.BATTLEFIELD, "B", "Swamp", count=3)
        s.add_card(Zone.HAND, "B", "Murder")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Murder", targets=(creature,),
                     responding_to="Dragon Scales")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_303_4f_dragon_scales_returns_attached_to_that_creature(real_db: CardDatabase) -> None:
    """Craw Wurm (mana value 6, 6/4) enters: the Scales return from the graveyard (113.6m)
    attached to it: 7/6 with vigilance; A's graveyard is empty."""
    s = _scales(real_db, "Craw Wurm")
    s.assert_attached("Dragon Scales", "Craw Wurm")
    s.assert_power_toughness("A", "Craw Wurm", 7, 6)
    s.assert_abilities("A", "Craw Wurm", ["Vigilance"])
    s.assert_graveyard_count("A", None, 0)


def test_303_4f_not_for_a_creature_of_lower_mana_value(real_db: CardDatabase) -> None:
    """Grizzly Bears (mana value 2): no trigger, the Scales stay in the graveyard."""
    s = _scales(real_db, "Grizzly Bears")
    s.assert_graveyard_count("A", "Dragon Scales", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_303_4g_the_creature_is_gone_the_aura_stays_in_the_graveyard(
        real_db: CardDatabase) -> None:
    """B destroys the Wurm in response to the trigger: nothing for the Aura to enchant, so it
    remains in A's graveyard (303.4g), with the Wurm."""
    s = _scales(real_db, "Craw Wurm", murder=True)
    s.assert_graveyard_count("A", "Dragon Scales", 1)
    s.assert_graveyard_count("A", "Craw Wurm", 1)
    s.assert_permanent_count("A", "Dragon Scales", 0)
    log = s.game.state.log.since(0)
    assert any(e[0] == "aura_stays" for e in log)  # (not returned, then put back by 704.5m)
    assert not any(e[0] == "attach" for e in log)


def test_508_5_heart_piercer_bow_targets_a_creature_of_the_player_attacked(
        real_db: CardDatabase) -> None:
    """Heart-Piercer Bow ("Whenever equipped creature attacks, ~ deals 1 damage to target
    creature defending player controls"): the Bow isn't attacking; the equipped Grizzly Bears
    attack B, so B's Llanowar Elves die, not C's (added first)."""
    assert real_db.compiled("Heart-Piercer Bow").supported
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "C", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Heart-Piercer Bow", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.attack(1, "A", "Grizzly Bears", "B")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_permanent_count("C", "Llanowar Elves", 1)
    s.assert_life("B", 18)


def test_508_5_leeching_sliver_and_silumgar_name_the_player_attacked(
        real_db: CardDatabase) -> None:
    """Leeching Sliver ("Whenever a Sliver you control attacks, defending player loses 1
    life") and Silumgar, the Drifting Death ("Whenever a Dragon you control attacks,
    creatures defending player controls get -1/-1 until end of turn"), neither attacking: A's
    Sliver and Shivan Dragon attack C. C loses 1 (Leeching Sliver, once: one Sliver attacks)
    and takes 1 + 5 (13); C's Llanowar Elves die (-1/-1), B's stay; B's life stays 20. A Sliver
    not attacking (Leeching Sliver itself) triggers nothing."""
    for name in ("Leeching Sliver", "Silumgar, the Drifting Death"):
        assert real_db.compiled(name).supported, real_db.compiled(name).reasons
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Leeching Sliver")
    s.add_card(Zone.BATTLEFIELD, "A", "Silumgar, the Drifting Death")
    s.add_card(Zone.BATTLEFIELD, "A", "Metallic Sliver")
    s.add_card(Zone.BATTLEFIELD, "A", "Shivan Dragon")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "C", "Llanowar Elves")
    s.attack(1, "A", "Metallic Sliver", "C")
    s.attack(1, "A", "Shivan Dragon", "C")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("C", 13)
    s.assert_life("B", 20)
    s.assert_graveyard_count("C", "Llanowar Elves", 1)
    s.assert_permanent_count("B", "Llanowar Elves", 1)


def test_603_12_reflexive_trigger_keeps_that_player(real_db: CardDatabase) -> None:
    """Dokuchi Silencer ("... you may discard a creature card. When you do, destroy target
    creature or planeswalker that player controls"): the reflexive trigger remembers the player
    dealt damage (603.12, 603.2): A discards Grizzly Bears, B's Llanowar Elves are destroyed,
    not C's (added first)."""
    assert real_db.compiled("Dokuchi Silencer").supported
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "C", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Dokuchi Silencer")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.attack(1, "A", "Dokuchi Silencer", "B")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_permanent_count("C", "Llanowar Elves", 1)


def test_508_5_hellrider_the_player_or_planeswalker_each_creature_attacks(
        real_db: CardDatabase) -> None:
    """Hellrider ("Whenever a creature you control attacks, ~ deals 1 damage to the player or
    planeswalker it's attacking"), three players: Hellrider (3/3) attacks B, Grizzly Bears
    attack C's Garruk Wildspeaker (3 loyalty), Savannah Lions attack C. One trigger per
    attacker, each to what that creature attacks: B takes 1 + 3 (16); Garruk takes 1 and 2
    from the Bears and dies; C takes 1 + 2 (17)."""
    assert real_db.compiled("Hellrider").supported
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hellrider")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "C", "Garruk Wildspeaker")
    s.attack(1, "A", "Hellrider", "B")
    s.attack(1, "A", "Grizzly Bears", "Garruk Wildspeaker")
    s.attack(1, "A", "Savannah Lions", "C")
    s.check(1, Step.COMBAT_DAMAGE, lambda sc: (
        sc.assert_life("B", 19), sc.assert_life("C", 19),
        sc.assert_counter_count("C", "Garruk Wildspeaker", "loyalty", 2)))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_life("C", 17)
    s.assert_permanent_count("C", "Garruk Wildspeaker", 0)


def test_508_5_scorch_spitter_not_when_it_does_not_attack(real_db: CardDatabase) -> None:
    """Scorch Spitter ("Whenever ~ attacks, it deals 1 damage to the player or planeswalker
    it's attacking"), 1/1: attacking B, B takes 1 + 1 (18); in turn 3 it stays home: no
    trigger, B stays at 18."""
    assert real_db.compiled("Scorch Spitter").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Scorch Spitter")
    s.attack(1, "A", "Scorch Spitter", "B")
    s.stop_at(4, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 18)
