"""Second misplay audit of session 16's first merge round (qa16b): "you may <action that can
fail>. If you do" (608.2c, 118.3, 119.4) and a sample of the cards the round made supported.
Each test plays the real card with exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError

# "You may <action>. If you do, ..." where the action can't be carried out (608.2c) ---------


def _sun_droplet(db: CardDatabase, charge: int) -> Scenario:
    s = Scenario(cards=db)
    if charge:
        s.add_card(Zone.BATTLEFIELD, "A", "Sun Droplet", counters={"charge": charge})
    else:
        s.add_card(Zone.BATTLEFIELD, "A", "Sun Droplet")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.DRAW)
    s.execute()
    return s


def test_remove_a_counter_that_isnt_there_is_not_done(real_db: CardDatabase) -> None:
    """608.2c: 'you may remove a charge counter from ~. If you do, you gain 1 life': with no
    counter nothing was removed, so no life is gained; with two, one goes and 1 life comes."""
    _sun_droplet(real_db, 0).assert_life("A", 20)
    s = _sun_droplet(real_db, 2)
    s.assert_life("A", 21)
    s.assert_counter_count("A", "Sun Droplet", "charge", 1)


def test_discard_from_an_empty_hand_is_not_done(real_db: CardDatabase) -> None:
    """Keldon Raider: 'you may discard a card. If you do, draw a card' with an empty hand:
    nothing discarded (701.9a), so no card drawn (608.2c); with Grizzly Bears in hand: it is
    discarded and one card drawn."""
    for bears in (0, 1):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
        s.add_card(Zone.HAND, "A", "Keldon Raider")
        if bears:
            s.add_card(Zone.HAND, "A", "Grizzly Bears")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Keldon Raider")
        s.set_choice("A", "yes")
        s.stop_at(1, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_hand_count("A", bears)
        s.assert_graveyard_count("A", "Grizzly Bears", bears)


def test_pay_life_you_dont_have_is_not_done(real_db: CardDatabase) -> None:
    """119.4: a player may pay 2 life only with a life total of 2 or more. Arrogant Poet at 1
    life: no life paid, no flying; at 20: 18 and flying."""
    for life, after, flying in ((1, 1, False), (20, 18, True)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Arrogant Poet")
        s.set_life("A", life)
        s.attack(3, "A", "Arrogant Poet")
        s.set_choice("A", "yes")
        s.stop_at(3, Step.DECLARE_BLOCKERS)
        s.execute()
        s.assert_life("A", after)
        s.assert_abilities("A", "Arrogant Poet", ["Flying"], present=flying)


def test_shock_land_at_one_life_enters_tapped(real_db: CardDatabase) -> None:
    """119.4: at 1 life Blood Crypt's 2 life can't be paid, so it enters tapped."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Blood Crypt")
    s.set_life("A", 1)
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Blood Crypt")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 1)
    s.assert_tapped("Blood Crypt", True)


def test_sacrifice_with_nothing_to_sacrifice_is_not_done(real_db: CardDatabase) -> None:
    """Bloodmist Infiltrator alone: 'you may sacrifice another creature. If you do, ~ can't be
    blocked this turn': nothing sacrificed (701.21a), so it can be blocked (608.2c)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bloodmist Infiltrator")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(3, "A", "Bloodmist Infiltrator")
    s.block(3, "B", "Grizzly Bears", "Bloodmist Infiltrator")
    s.set_choice("A", "yes")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)



def test_kappa_without_its_counter_exiles_nothing(real_db: CardDatabase) -> None:
    """Kappa Tech-Wrecker: 'you may remove a deathtouch counter from it. When you do, exile
    ...': with no counter to remove the reflexive ability doesn't trigger (603.12, 608.2c)."""
    for counters, exiled in ((None, 0), ({"deathtouch": 1}, 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Kappa Tech-Wrecker", counters=counters)
        s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
        s.attack(3, "A", "Kappa Tech-Wrecker")
        s.set_choice("A", "yes")
        s.stop_at(3, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_life("B", 19)
        s.assert_exile_count("Ornithopter", exiled)


# the sample ------------------------------------------------------------------------------


def test_sower_of_discord_the_other_player_loses(real_db: CardDatabase) -> None:
    """Sower of Discord, A and B chosen as it enters (the only two players): B's Grizzly
    Bears deals 2 combat damage to A, so B (the other chosen player) loses 2 life."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.HAND, "A", "Sower of Discord")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sower of Discord")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_life("B", 18)


def test_surge_of_zeal_hastes_a_colourless_target(real_db: CardDatabase) -> None:
    """'Target creature and each other creature that shares a color with it gain haste': a
    colourless target gains haste itself, and no other creature does (105.2c: colourless
    shares no colour)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Surge of Zeal")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "A", "Memnite")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Surge of Zeal", targets=["Ornithopter"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_abilities("A", "Ornithopter", ["Haste"])
    s.assert_abilities("A", "Memnite", ["Haste"], present=False)


def test_surge_of_zeal_hastes_those_sharing_a_colour(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Surge of Zeal")
    s.add_card(Zone.BATTLEFIELD, "A", "Raging Goblin")
    s.add_card(Zone.BATTLEFIELD, "B", "Goblin Piker")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Surge of Zeal", targets=["Goblin Piker"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_abilities("B", "Goblin Piker", ["Haste"])
    s.assert_abilities("A", "Raging Goblin", ["Haste"])
    s.assert_abilities("A", "Grizzly Bears", ["Haste"], present=False)


def test_vile_requiem_counts_its_verse_counters_after_it_is_sacrificed(
        real_db: CardDatabase) -> None:
    """Sacrificed as a cost, Vile Requiem's X is its verse counters as it last existed
    (608.2h): two counters destroy two target nonblack creatures."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Vile Requiem", counters={"verse": 2})
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Raging Goblin")
    s.set_choice("A", "no")  # no verse counter at this upkeep
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{B}, Sacrifice",
                       targets=["Grizzly Bears", "Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("B", "Raging Goblin", 1)
    s.assert_graveyard_count("A", "Vile Requiem", 1)


def test_scourge_of_skola_vale_counts_the_sacrificed_toughness(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Scourge of Skola Vale", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice another creature")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Scourge of Skola Vale", "+1/+1", 5)


def test_honorable_scout_counts_black_and_or_red(real_db: CardDatabase) -> None:
    """'2 life for each black and/or red creature': black, red and black-red count once each,
    green not: 6 life."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Honorable Scout")
    for name in ("Vampire Bats", "Raging Goblin", "Rakdos Cackler", "Grizzly Bears"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Honorable Scout")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 26)


def test_sigardas_splendor_notes_then_compares(real_db: CardDatabase) -> None:
    """Noted 20 as it enters; at 18 on turn 3 no card (18 < 20), then 18 is noted; on turn 5
    18 >= 18 draws a card."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Sigarda's Splendor")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sigarda's Splendor")
    s.attack(2, "B", "Grizzly Bears")
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_hand_count("A", 1))
    s.stop_at(5, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_hand_count("A", 3)  # turn 3 draw, turn 5 draw and Splendor's card


def test_cabal_shrine_counts_cards_named_as_the_spell(real_db: CardDatabase) -> None:
    """One Lightning Bolt in a graveyard as A casts another: A discards one card (the cast one
    is on the stack, not in a graveyard)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Cabal Shrine")
    s.add_card(Zone.GRAVEYARD, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_hand_count("A", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_maraxus_counts_untapped_artifacts_creatures_and_lands_once(
        real_db: CardDatabase) -> None:
    """604.3: Maraxus, two Mountains and Ornithopter (an artifact creature, one permanent):
    4/4; once Ornithopter attacks (tapped), 3/3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Maraxus of Keld")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.check(3, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_power_toughness("A", "Maraxus of Keld", 4, 4))
    s.attack(3, "A", "Ornithopter")
    s.stop_at(3, Step.DECLARE_BLOCKERS)
    s.execute()
    s.assert_power_toughness("A", "Maraxus of Keld", 3, 3)


def test_citizens_crowbar_token_sacrifices_the_equipment(real_db: CardDatabase) -> None:
    """The Citizen token enters equipped (2/2); on turn 3 it pays {W}, taps and sacrifices the
    Crowbar to destroy Ornithopter; the token stays, back to 1/1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Citizen's Crowbar")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Citizen's Crowbar")
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_power_toughness("A", "Citizen Token", 2, 2))
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{W}, {T}, Sacrifice",
                       targets=["Ornithopter"])
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Ornithopter", 1)
    s.assert_graveyard_count("A", "Citizen's Crowbar", 1)
    s.assert_power_toughness("A", "Citizen Token", 1, 1)


def _wave_of_rats(db: CardDatabase, blocked: bool) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wave of Rats")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone")  # 0/8: no trample damage over it
    s.attack(3, "A", "Wave of Rats")
    if blocked:
        s.block(3, "B", "Wall of Stone", "Wave of Rats")
    s.cast_spell(3, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Wave of Rats"])
    s.stop_at(3, Step.END_TURN)
    s.execute()
    return s


def test_wave_of_rats_returns_only_after_hitting_a_player(real_db: CardDatabase) -> None:
    """'When ~ dies, if it dealt combat damage to a player this turn, return it': unblocked
    (4 to B), killed after combat: back on the battlefield; blocked, killed: stays dead."""
    s = _wave_of_rats(real_db, blocked=False)
    s.assert_life("B", 16)
    s.assert_permanent_count("A", "Wave of Rats", 1)
    s = _wave_of_rats(real_db, blocked=True)
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Wave of Rats", 1)


def _sentinels_mark(db: CardDatabase, turn: int) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Sentinel's Mark")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.cast_spell(turn, Step.PRECOMBAT_MAIN, "A", "Sentinel's Mark", targets=["Grizzly Bears"])
    s.stop_at(turn, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 3, 4)
    return s


def test_sentinels_mark_addendum_only_in_your_own_main_phase(real_db: CardDatabase) -> None:
    """Addendum: cast in A's main phase, lifelink; flashed in during B's main phase (not A's
    main phase, 505.1), none."""
    _sentinels_mark(real_db, 1).assert_abilities("A", "Grizzly Bears", ["Lifelink"])
    _sentinels_mark(real_db, 2).assert_abilities("A", "Grizzly Bears", ["Lifelink"],
                                                 present=False)


def test_avacyns_collar_spirit_only_for_a_human(real_db: CardDatabase) -> None:
    """'Whenever equipped creature dies, if it was a Human': Elite Vanguard (Human) killed:
    one Spirit; Grizzly Bears killed: none."""
    for creature, spirits in (("Elite Vanguard", 1), ("Grizzly Bears", 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", creature)
        s.add_card(Zone.BATTLEFIELD, "A", "Avacyn's Collar", attached_to=creature)
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
        s.add_card(Zone.HAND, "B", "Lightning Bolt")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=[creature])
        s.stop_at(2, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_graveyard_count("A", creature, 1)
        s.assert_permanent_count("A", "Spirit Token", spirits)


def test_chandras_emblem_hurts_its_owner_in_their_upkeep(real_db: CardDatabase) -> None:
    """[+2]: B gets the emblem; 'your upkeep' and 'you' are B's (114.2): B loses 1 at its
    upkeeps on turns 2 and 4, A nothing at turn 3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chandra, Awakened Inferno")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+2")
    s.stop_at(4, Step.DRAW)
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 18)
    s.assert_counter_count("A", "Chandra, Awakened Inferno", "loyalty", 8)


def test_chandra_minus_x_exiles_what_would_die(real_db: CardDatabase) -> None:
    """[−X], X=2 at Grizzly Bears: 2 damage, it would die, so it is exiled instead (614.1a);
    Chandra 6 -> 4 loyalty."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chandra, Awakened Inferno")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "−X", targets=["Grizzly Bears"], x=2)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 0)
    s.assert_counter_count("A", "Chandra, Awakened Inferno", "loyalty", 4)


def test_tempest_djinn_counts_only_basic_islands(real_db: CardDatabase) -> None:
    """'+1/+0 for each basic Island you control': two Islands count, Breeding Pool (an Island,
    not basic, 205.4a) doesn't: 2/4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tempest Djinn")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Breeding Pool")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Tempest Djinn", 2, 4)


def test_brago_flickers_the_chosen_targets(real_db: CardDatabase) -> None:
    """Brago deals combat damage: Sun Droplet (3 charge counters) is exiled and returns as a
    new object with none (400.7); Grizzly Bears, not chosen, keeps its +1/+1 counter."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Brago, King Eternal")
    s.add_card(Zone.BATTLEFIELD, "A", "Sun Droplet", counters={"charge": 3})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    for _ in range(3):  # Sun Droplet's upkeep triggers (turns 1-3): keep the counters
        s.set_choice("A", "no")
    s.attack(3, "A", "Brago, King Eternal")
    s.add_target("A", "Sun Droplet")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_permanent_count("A", "Sun Droplet", 1)
    s.assert_counter_count("A", "Sun Droplet", "charge", 0)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)


def test_sacrifice_it_when_it_is_gone_is_not_done(real_db: CardDatabase) -> None:
    """Furnace Scamp: 'you may sacrifice it. If you do, ~ deals 3 damage to that player'. B
    bolts it with the trigger on the stack: it can't be sacrificed (701.21a), so no 3 damage
    (608.2c)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Furnace Scamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.attack(3, "A", "Furnace Scamp")
    s.cast_spell(3, Step.COMBAT_DAMAGE, "B", "Lightning Bolt", targets=["Furnace Scamp"],
                 responding_to="Furnace Scamp")
    s.set_choice("A", "yes")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Furnace Scamp", 1)
    s.assert_life("B", 19)


def test_pay_mana_you_cant_is_not_done(real_db: CardDatabase) -> None:
    """Urza's Miter: Ornithopter is destroyed, 'you may pay {3}. If you do, draw a card': with
    no land {3} can't be paid (118.3), no card; with three Islands, paid, one card."""
    for lands, cards in ((0, 0), (3, 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Urza's Miter")
        s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
        if lands:
            s.add_card(Zone.BATTLEFIELD, "A", "Island", lands)
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
        s.add_card(Zone.HAND, "B", "Shatter")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shatter", targets=["Ornithopter"])
        s.set_choice("A", "yes")
        s.stop_at(2, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_graveyard_count("A", "Ornithopter", 1)
        s.assert_hand_count("A", cards)


def test_exile_it_from_a_graveyard_it_left_is_not_done(real_db: CardDatabase) -> None:
    """Academy Rector: 'you may exile it. If you do, search ... for an enchantment card'. B
    empties A's graveyard with Tormod's Crypt in response: Rector can't be exiled by the
    trigger (400.7), so no search (608.2c). Without the Crypt: Omniscience enters."""
    for crypt, found in ((True, 0), (False, 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Academy Rector")
        s.add_card(Zone.LIBRARY, "A", "Omniscience")
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
        s.add_card(Zone.HAND, "B", "Lightning Bolt")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Academy Rector"])
        if crypt:
            s.add_card(Zone.BATTLEFIELD, "B", "Tormod's Crypt")
            s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{T}, Sacrifice", targets=["A"],
                               responding_to="Academy Rector")
        s.set_choice("A", "yes")
        s.stop_at(2, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_exile_count("Academy Rector", 1)
        s.assert_permanent_count("A", "Omniscience", found)


def test_return_an_enchantment_you_dont_have_is_not_done(real_db: CardDatabase) -> None:
    """Geothermal Kami with no enchantment: nothing returned, no 3 life (608.2c); with Cabal
    Shrine: it goes back to the hand, 23 life."""
    for shrine, life in ((False, 20), (True, 23)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
        s.add_card(Zone.HAND, "A", "Geothermal Kami")
        if shrine:
            s.add_card(Zone.BATTLEFIELD, "A", "Cabal Shrine")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Geothermal Kami")
        s.set_choice("A", "yes")
        s.stop_at(1, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_life("A", life)
        s.assert_hand_count("A", int(shrine), "Cabal Shrine")


def test_reveal_a_giant_you_dont_have_enters_tapped(real_db: CardDatabase) -> None:
    """Ancient Amphitheater with no Giant card in hand: it enters tapped (614.1c)."""
    for giant, tapped in ((False, True), (True, False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.HAND, "A", "Ancient Amphitheater")
        if giant:
            s.add_card(Zone.HAND, "A", "Hill Giant")
        s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Ancient Amphitheater")
        s.set_choice("A", "yes")
        s.stop_at(1, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_tapped("Ancient Amphitheater", tapped)


def test_lavabrink_venturer_protection_from_the_chosen_parity(real_db: CardDatabase) -> None:
    """'choose odd or even ... protection from each mana value of the chosen quality': Grizzly
    Bears (mana value 2) blocked by it deals it no damage if even was chosen (702.16e), 2 if
    odd."""
    for parity, damage in (("even", 0), ("odd", 2)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
        s.add_card(Zone.HAND, "A", "Lavabrink Venturer")
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lavabrink Venturer")
        s.set_choice("A", parity)
        s.attack(2, "B", "Grizzly Bears")
        s.block(2, "A", "Lavabrink Venturer", "Grizzly Bears")
        s.stop_at(2, Step.END_COMBAT)
        s.execute()
        s.assert_damage("Lavabrink Venturer", damage)
        s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_maestros_diabolist_one_devil_at_a_time(real_db: CardDatabase) -> None:
    """'if you don't control a Devil token' (603.4): turn 3 makes a tapped and attacking Devil
    (B takes 1 + 1); turn 5, the Devil still there, none is made."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Maestros Diabolist")
    s.attack(3, "A", "Maestros Diabolist")
    s.check(3, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_life("B", 18))
    s.attack(5, "A", "Maestros Diabolist")
    s.stop_at(5, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Devil Token", 1)
    s.assert_life("B", 17)


def test_elspeth_tirel_minus_five_spares_lands_and_tokens(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Elspeth Tirel", counters={"loyalty": 3})
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Cabal Shrine")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-2")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "-5")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 3)
    s.assert_permanent_count("A", "Plains", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Cabal Shrine", 1)
    s.assert_graveyard_count("A", "Ornithopter", 1)
    s.assert_graveyard_count("A", "Elspeth Tirel", 1)  # 4 + 3 - 2 = 5 loyalty, then -5: 0 (704.5i)


def test_harsh_deceiver_untaps_and_grows_on_a_land(real_db: CardDatabase) -> None:
    """{2}: reveal the top card; a land: untap it and +1/+1 (2/5); not a land: nothing."""
    for top, pt in (("Forest", (2, 5)), ("Grizzly Bears", (1, 4))):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Harsh Deceiver")
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
        s.add_card(Zone.LIBRARY, "A", top)
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}: Reveal")
        s.stop_at(1, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_power_toughness("A", "Harsh Deceiver", *pt)
        s.assert_library_count("A", 1, top)


def test_queen_marchesa_makes_an_assassin_when_an_opponent_is_monarch(
        real_db: CardDatabase) -> None:
    """A becomes the monarch (Marchesa enters) and draws at its end step (1 card); B's Grizzly
    Bears hits A, so B is the monarch (draws at its end step); at A's turn-3 upkeep an opponent
    is the monarch: one Assassin token (603.4)."""
    s = Scenario(cards=real_db)
    for land in ("Mountain", "Plains", "Swamp", "Swamp"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.HAND, "A", "Queen Marchesa")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Queen Marchesa")
    s.attack(2, "B", "Grizzly Bears")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Assassin Token", 1)
    s.assert_hand_count("A", 2)  # the monarch's card on turn 1, the draw of turn 3
    s.assert_hand_count("B", 2)  # the draw of turn 2, the monarch's card on turn 2


def test_allied_strategies_counts_the_targets_basic_land_types(real_db: CardDatabase) -> None:
    """Domain of the target (B): Breeding Pool (Forest Island) and Plains: three types, three
    cards; A's own lands (Islands) don't count."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.HAND, "A", "Allied Strategies")
    s.add_card(Zone.BATTLEFIELD, "B", "Breeding Pool")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Allied Strategies", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", 3)


def test_wilhelt_no_token_for_a_decayed_zombie(real_db: CardDatabase) -> None:
    """'Whenever another Zombie you control dies, if it didn't have decayed': Walking Corpse
    dies: a decayed Zombie token; that token dies: nothing more (603.10a: as it last
    existed)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wilhelt, the Rotcleaver")
    s.add_card(Zone.BATTLEFIELD, "A", "Walking Corpse")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt", 2)
    s.set_choice("A", "no")  # Wilhelt's end step sacrifice, turn 1
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Walking Corpse"])
    s.check(2, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_permanent_count("A", "Zombie Token", 1))
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Zombie Token"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Zombie Token", 0)


def test_coastal_wizard_stays_when_its_target_is_gone(real_db: CardDatabase) -> None:
    """'{T}: Return ~ and another target creature to their owners' hands': B bolts its own
    Grizzly Bears in response; the only target is illegal, so the ability doesn't resolve
    (608.2b) and the Wizard stays. Unanswered: both go to their owners' hands."""
    for bolt in (True, False):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Coastal Wizard")
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
        s.add_card(Zone.HAND, "B", "Lightning Bolt")
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Return",
                           targets=["Grizzly Bears"])
        if bolt:
            s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt",
                         targets=["Grizzly Bears"], responding_to="Coastal Wizard")
        s.stop_at(1, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_permanent_count("A", "Coastal Wizard", int(bolt))
        s.assert_hand_count("A", int(not bolt), "Coastal Wizard")
        s.assert_hand_count("B", int(not bolt), "Grizzly Bears")


def test_ulamogs_nullifier_needs_two_exiled_cards(real_db: CardDatabase) -> None:
    """'you may put two cards your opponents own from exile into their owners' graveyards. If
    you do, counter target spell': with one such card the instruction can't be carried out, so
    B's Lightning Bolt resolves (608.2c); with two it is countered."""
    for exiled, life in ((1, 17), (2, 20)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
        s.add_card(Zone.HAND, "A", "Ulamog's Nullifier")
        s.add_card(Zone.EXILE, "B", "Grizzly Bears", exiled)
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
        s.add_card(Zone.HAND, "B", "Lightning Bolt")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Ulamog's Nullifier",
                     responding_to="Lightning Bolt")
        s.add_target("A", "Lightning Bolt")
        s.set_choice("A", "yes")
        s.stop_at(2, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_life("A", life)
        s.assert_exile_count("Grizzly Bears", 1 if exiled == 1 else 0)


def test_kalitas_token_only_if_it_died_this_way(real_db: CardDatabase) -> None:
    """Hill Giant destroyed: a 3/3 Vampire (its power and toughness as it last existed);
    Darksteel Myr (indestructible) isn't destroyed: no token (608.2c)."""
    for victim, tokens in (("Hill Giant", 1), ("Darksteel Myr", 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Kalitas, Bloodchief of Ghet")
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
        s.add_card(Zone.BATTLEFIELD, "B", victim)
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}{B}{B}, {T}", targets=[victim])
        s.stop_at(1, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_permanent_count("A", "Vampire Token", tokens)
        if tokens:
            s.assert_power_toughness("A", "Vampire Token", 3, 3)


def test_sorcerers_wand_two_damage_from_a_wizard(real_db: CardDatabase) -> None:
    """The granted '{T}: This creature deals 1 damage to target player ... If this creature is
    a Wizard, it deals 2 damage instead': from Coastal Wizard 2, from Grizzly Bears 1."""
    for holder, life in (("Coastal Wizard", 18), ("Grizzly Bears", 19)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", holder)
        s.add_card(Zone.BATTLEFIELD, "A", "Sorcerer's Wand", attached_to=holder)
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: This creature deals",
                           source=holder, targets=["B"])
        s.stop_at(1, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_life("B", life)


def test_windfall_draws_the_greatest_number_discarded(real_db: CardDatabase) -> None:
    """A discards 3 (Windfall cast, 3 others left), B 1: each draws 3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Windfall")
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 3)
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Windfall")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 3)
    s.assert_hand_count("B", 3)
    s.assert_graveyard_count("A", "Grizzly Bears", 3)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_swans_of_bryn_argoll_the_sources_controller_draws(real_db: CardDatabase) -> None:
    """B's Lightning Bolt at Swans: the 3 damage is prevented (615) and B, the source's
    controller, draws 3; the Swans has no damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swans of Bryn Argoll")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Swans of Bryn Argoll"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_damage("Swans of Bryn Argoll", 0)
    s.assert_hand_count("B", 4)  # the draw of turn 2 and 3 for the prevented damage
    s.assert_hand_count("A", 0)


def test_stormwild_capridor_counters_for_noncombat_damage_only(real_db: CardDatabase) -> None:
    """Bolted: the 3 noncombat damage is prevented and it gets three +1/+1 counters (615)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Stormwild Capridor")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Stormwild Capridor"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_damage("Stormwild Capridor", 0)
    s.assert_counter_count("A", "Stormwild Capridor", "+1/+1", 3)


# cards the first round made supported, outside both samples ------------------------------


def test_dark_suspicions_loses_no_life_for_a_smaller_hand(real_db: CardDatabase) -> None:
    """'loses X life, where X is the number of cards in that player's hand minus the number
    in yours': B with no card against A's 3: X would be -3, so 0 (107.1b:
    a negative amount is treated as 0), not a gain; B with 5 against A's 3: 2 life (at B's
    upkeep, before its draw)."""
    for b_hand, life in ((0, 20), (5, 18)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Dark Suspicions")
        s.add_card(Zone.HAND, "A", "Grizzly Bears", 3)
        if b_hand:
            s.add_card(Zone.HAND, "B", "Hill Giant", b_hand)
        s.stop_at(2, Step.PRECOMBAT_MAIN)
        s.execute()
        s.assert_life("B", life)


def test_malignus_half_the_highest_opponent_life_rounded_up(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Malignus")
    s.set_life("B", 19)
    s.set_life("A", 30)
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Malignus", 10, 10)


def test_toil_to_renown_counts_each_tapped_permanent_once(real_db: CardDatabase) -> None:
    """Two Forests tapped to cast it ({1}{G}) and Ornithopter tapped by attacking (an artifact
    creature, one permanent); Grizzly Bears untapped: 3 life."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Toil to Renown")
    s.attack(3, "A", "Ornithopter")
    s.cast_spell(3, Step.POSTCOMBAT_MAIN, "A", "Toil to Renown")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("A", 23)
    s.assert_life("B", 20)


def test_spreading_plague_a_colourless_creature_destroys_nothing(real_db: CardDatabase) -> None:
    """Ornithopter (colourless) enters: no creature shares a colour with it (105.2c); then
    Grizzly Bears enters: the other green creature dies, the red one stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Spreading Plague")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Raging Goblin")
    s.add_card(Zone.HAND, "A", "Ornithopter")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ornithopter")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_permanent_count("B", "Llanowar Elves", 1))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_permanent_count("B", "Raging Goblin", 1)
    s.assert_permanent_count("A", "Ornithopter", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_molten_rain_two_damage_only_for_a_nonbasic_land(real_db: CardDatabase) -> None:
    """'If that land was nonbasic' (as it last existed, 608.2h): Breeding Pool: B takes 2;
    Forest: none."""
    for land, life in (("Breeding Pool", 18), ("Forest", 20)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
        s.add_card(Zone.HAND, "A", "Molten Rain")
        s.add_card(Zone.BATTLEFIELD, "B", land)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Molten Rain", targets=[land])
        s.stop_at(1, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_graveyard_count("B", land, 1)
        s.assert_life("B", life)


def test_might_of_the_nephilim_per_colour_of_the_target(real_db: CardDatabase) -> None:
    """+2/+2 for each of its colours: Rakdos Cackler (black and red, 1/1) becomes 5/5; a
    colourless Ornithopter (0/2) gets nothing."""
    for target, pt in (("Rakdos Cackler", (5, 5)), ("Ornithopter", (0, 2))):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
        s.add_card(Zone.HAND, "A", "Might of the Nephilim")
        s.add_card(Zone.BATTLEFIELD, "A", target)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Might of the Nephilim", targets=[target])
        s.stop_at(1, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_power_toughness("A", target, *pt)


def test_righteous_valkyrie_gains_the_entering_creatures_toughness(
        real_db: CardDatabase) -> None:
    """Another Angel enters (Serra Angel, 4/4): 4 life."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Righteous Valkyrie")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.HAND, "A", "Serra Angel")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Serra Angel")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 24)


def test_scourge_of_the_skyclaves_kicked_halves_each_life_rounded_up(
        real_db: CardDatabase) -> None:
    """Kicked: A at 20 loses 10, B at 15 loses 8 (half, rounded up); then 20 minus the highest
    life total (10): 10/10."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 7)
    s.add_card(Zone.HAND, "A", "Scourge of the Skyclaves")
    s.set_life("B", 15)
    s.set_choice("A", "yes")  # kicker
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Scourge of the Skyclaves")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 10)
    s.assert_life("B", 7)
    s.assert_power_toughness("A", "Scourge of the Skyclaves", 10, 10)


def test_ugins_conjurant_prevents_and_loses_counters(real_db: CardDatabase) -> None:
    """X=4: four +1/+1 counters; Lightning Bolt's 3 damage is prevented and three counters are
    removed: 1/1 with no damage (615)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Ugin's Conjurant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ugin's Conjurant", x=4)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Ugin's Conjurant"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Ugin's Conjurant", "+1/+1", 1)
    s.assert_damage("Ugin's Conjurant", 0)
    s.assert_power_toughness("A", "Ugin's Conjurant", 1, 1)


def test_kjeldoran_elite_guard_sacrificed_when_its_creature_leaves(
        real_db: CardDatabase) -> None:
    """Guard gives attacking Grizzly Bears +2/+2 (4/4); blocked by Enormous Baloth (7/7) it dies, so
    the delayed trigger sacrifices the Guard (603.7c); blocked by Hill Giant (3/3) it lives,
    and so does the Guard."""
    for blocker, guard_dies in (("Enormous Baloth", True), ("Hill Giant", False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Kjeldoran Elite Guard")
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "B", blocker)
        s.attack(3, "A", "Grizzly Bears")
        s.block(3, "B", blocker, "Grizzly Bears")
        s.activate_ability(3, Step.DECLARE_BLOCKERS, "A", "{T}: Target creature gets",
                           targets=["Grizzly Bears"])
        s.stop_at(3, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_graveyard_count("A", "Grizzly Bears", int(guard_dies))
        s.assert_graveyard_count("A", "Kjeldoran Elite Guard", int(guard_dies))
        s.assert_graveyard_count("B", blocker, int(not guard_dies))


def _behemoths_herald(db: CardDatabase, others: tuple[str, ...]) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Behemoth's Herald")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    for name in others:
        s.add_card(Zone.BATTLEFIELD, "A", name)
    s.add_card(Zone.LIBRARY, "A", "Godsire")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{G}, {T}, Sacrifice")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_behemoths_herald_needs_three_different_creatures(real_db: CardDatabase) -> None:
    """'Sacrifice a red creature, a green creature, and a white creature': the Herald (green),
    Raging Goblin and Savannah Lions: Godsire enters. With the Herald and Boros Recruit (red
    and white) only, two creatures can't pay for three sacrifices (118.3): no activation."""
    s = _behemoths_herald(real_db, ("Raging Goblin", "Savannah Lions"))
    s.execute()
    s.assert_permanent_count("A", "Godsire", 1)
    s.assert_battlefield_count("A", 4)  # Forests and Godsire
    s = _behemoths_herald(real_db, ("Boros Recruit",))
    with pytest.raises(ScenarioError):
        s.execute()


def test_spellskite_redirects_a_bolt_to_itself(real_db: CardDatabase) -> None:
    """B's Lightning Bolt at A; A pays {U} for Spellskite: the Bolt's target becomes
    Spellskite (0/4), which takes 3 and survives; A stays at 20 (115.7)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Spellskite")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "A", "{U/P}: Change", targets=["Lightning Bolt"],
                       responding_to="Lightning Bolt")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_damage("Spellskite", 3)


def test_gloom_surgeon_exiles_cards_for_combat_damage(real_db: CardDatabase) -> None:
    """Gloom Surgeon (2/1) blocks Hill Giant: the 3 combat damage is prevented and A exiles
    the top three cards of its library; it survives."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gloom Surgeon")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears", 3)
    s.attack(2, "B", "Hill Giant")
    s.block(2, "A", "Gloom Surgeon", "Hill Giant")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_damage("Gloom Surgeon", 0)
    s.assert_exile_count("Grizzly Bears", 3)
    s.assert_damage("Hill Giant", 2)


def test_cosmos_elixir_draws_only_above_the_starting_life(real_db: CardDatabase) -> None:
    """At 20 (not greater than 20): 2 life; at 21: a card, no life."""
    for life, after, hand in ((20, 22, 0), (21, 21, 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Cosmos Elixir")
        s.set_life("A", life)
        s.stop_at(2, Step.UPKEEP)
        s.execute()
        s.assert_life("A", after)
        s.assert_hand_count("A", hand)


def test_crackling_emergence_saves_its_land(real_db: CardDatabase) -> None:
    """B's Molten Rain at the enchanted Mountain: instead the Aura is sacrificed and the land
    gains indestructible (614.1a), so it stays; no 2 damage (a basic land)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Crackling Emergence", attached_to="Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.add_card(Zone.HAND, "B", "Molten Rain")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Molten Rain", targets=["Mountain"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Mountain", 1)
    s.assert_graveyard_count("A", "Crackling Emergence", 1)
    s.assert_life("A", 20)


def test_sporogenesis_saprolings_for_the_counters_it_died_with(real_db: CardDatabase) -> None:
    """B's Grizzly Bears with two fungus counters is bolted: A (Sporogenesis's controller)
    creates two Saprolings, counting the counters as it last existed (603.10a)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sporogenesis")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", counters={"fungus": 2})
    s.set_choice("A", "no")  # Sporogenesis's upkeep counter
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Saproling Token", 2)
