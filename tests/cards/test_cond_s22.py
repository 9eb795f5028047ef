"""Conditions, trigger conditions and variable amounts read in session 22 (the `cond` pool),
played with real cards from the shared MTGJSON file (skipped when it is absent). Each test
has exact figures, and a case where the rule must not apply."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled

# ------------------------------------------------------------ 208.1: a creature's "his power"


def _glenn(db: CardDatabase, *, blocked: bool, anthem: bool = False) -> Scenario:
    """A's Glenn, the Voice of Calm (1/3) attacks on turn 1: "Whenever Glenn deals combat
    damage to a player, draw cards equal to his power." B's Wall of Stone blocks when
    `blocked`; A's Glorious Anthem makes Glenn 2/4 when `anthem`."""
    assert_compiled(db, "Glenn, the Voice of Calm")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Glenn, the Voice of Calm")
    if anthem:
        s.add_card(Zone.BATTLEFIELD, "A", "Glorious Anthem")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone")
    s.attack(1, "A", "Glenn, the Voice of Calm")
    if blocked:
        s.block(1, "B", "Wall of Stone", "Glenn, the Voice of Calm")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_208_1_glenn_draws_cards_equal_to_his_power(real_db: CardDatabase) -> None:
    """Glenn as a 2/4 (Glorious Anthem) hits B for 2: A draws two cards (his power)."""
    s = _glenn(real_db, blocked=False, anthem=True)
    s.assert_life("B", 18)
    s.assert_hand_count("A", 2)
    s.assert_library_count("A", 18)


def test_208_1_glenn_blocked_draws_nothing(real_db: CardDatabase) -> None:
    """Blocked by Wall of Stone, Glenn deals no damage to a player: no card drawn."""
    s = _glenn(real_db, blocked=True)
    s.assert_life("B", 20)
    s.assert_hand_count("A", 0)
    s.assert_library_count("A", 20)


# ------------------------------------- 205.3j, 608.2h: "if that permanent was a Liliana ..."


def _liliana_defeat(db: CardDatabase, victim: str) -> Scenario:
    """A casts Liliana's Defeat on B's `victim` on turn 1: "Destroy target black creature or
    black planeswalker. If that permanent was a Liliana planeswalker, her controller loses 3
    life." """
    assert_compiled(db, "Liliana's Defeat")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Liliana's Defeat")
    s.add_card(Zone.BATTLEFIELD, "B", victim)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Liliana's Defeat", targets=[victim])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_205_3j_liliana_defeat_on_a_liliana_costs_her_controller_3_life(
        real_db: CardDatabase) -> None:
    """Liliana of the Veil destroyed: it was a Liliana planeswalker as it last existed (608.2h),
    so B (her controller) loses 3 life."""
    s = _liliana_defeat(real_db, "Liliana of the Veil")
    s.assert_graveyard_count("B", "Liliana of the Veil", 1)
    s.assert_life("B", 17)
    s.assert_life("A", 20)


def test_205_3j_liliana_defeat_on_another_planeswalker_costs_no_life(
        real_db: CardDatabase) -> None:
    """Ob Nixilis Reignited (a black Nixilis planeswalker, not a Liliana) destroyed: no life
    lost."""
    s = _liliana_defeat(real_db, "Ob Nixilis Reignited")
    s.assert_graveyard_count("B", "Ob Nixilis Reignited", 1)
    s.assert_life("B", 20)


def _nissa_defeat(db: CardDatabase, victim: str) -> Scenario:
    """A casts Nissa's Defeat ({2}{G}) on B's `victim` on turn 1: "Destroy target Forest,
    green enchantment, or green planeswalker. If that permanent was a Nissa planeswalker, draw
    a card." """
    assert_compiled(db, "Nissa's Defeat")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Nissa's Defeat")
    s.add_card(Zone.BATTLEFIELD, "B", victim)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Nissa's Defeat", targets=[victim])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_205_3j_nissa_defeat_on_a_nissa_draws_a_card(real_db: CardDatabase) -> None:
    """Nissa, Voice of Zendikar (a green Nissa planeswalker) destroyed: A draws a card."""
    s = _nissa_defeat(real_db, "Nissa, Voice of Zendikar")
    s.assert_graveyard_count("B", "Nissa, Voice of Zendikar", 1)
    s.assert_hand_count("A", 1)
    s.assert_library_count("A", 19)


def test_115_1_nissa_defeat_on_a_forest_draws_nothing(real_db: CardDatabase) -> None:
    """A Snow-Covered Forest (a Forest: the first alternative, with no colour of its own)
    destroyed: no card drawn."""
    s = _nissa_defeat(real_db, "Snow-Covered Forest")
    s.assert_graveyard_count("B", "Snow-Covered Forest", 1)
    s.assert_hand_count("A", 0)
    s.assert_library_count("A", 20)


def test_115_1_nissa_defeat_green_is_said_of_the_last_two(real_db: CardDatabase) -> None:
    """"green" is said of the enchantment and the planeswalker, not of the Forest."""
    assert_compiled(real_db, "Nissa's Defeat")
    f = real_db.get("Nissa's Defeat").spell.targets[0].filter  # type: ignore[union-attr]
    assert [list(a.colors) for a in f.any_of] == [[], ["G"], ["G"]]


# ---------------------------- 603.4, 613.1b: "the player with the most life gains control of ~"


def _ghazban(db: CardDatabase, a_life: int, b_life: int, *, respond: bool = False) -> Scenario:
    """A's Ghazbán Ogre; A at `a_life`, B at `b_life`: "At the beginning of your upkeep, if a
    player has more life than each other player, the player with the most life gains control
    of Ghazbán Ogre." With `respond`, A casts Renewed Faith (gain 6 life) with the trigger on
    the stack in turn 1's upkeep."""
    assert_compiled(db, "Ghazbán Ogre")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ghazbán Ogre")
    s.set_life("A", a_life)
    s.set_life("B", b_life)
    if respond:
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
        s.add_card(Zone.HAND, "A", "Renewed Faith")
        s.cast_spell(1, Step.UPKEEP, "A", "Renewed Faith", responding_to="Ghazbán Ogre")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    return s


def test_613_1b_ghazban_ogre_goes_to_the_player_with_the_most_life(
        real_db: CardDatabase) -> None:
    """B at 22, A at 20: in A's upkeep B gains control of the Ogre."""
    s = _ghazban(real_db, 20, 22)
    s.assert_permanent_count("B", "Ghazbán Ogre", 1)
    s.assert_permanent_count("A", "Ghazbán Ogre", 0)


def test_603_4_ghazban_ogre_stays_when_life_totals_are_tied(real_db: CardDatabase) -> None:
    """A and B both at 20: no player has more life than each other player; A keeps it."""
    s = _ghazban(real_db, 20, 20)
    s.assert_permanent_count("A", "Ghazbán Ogre", 1)


def test_608_2h_ghazban_ogre_the_player_is_found_as_it_resolves(real_db: CardDatabase) -> None:
    """B at 22 as it triggers; A gains 6 life in response (26): on resolution A has the most
    life, so A keeps control (B never gets it)."""
    s = _ghazban(real_db, 20, 22, respond=True)
    s.assert_life("A", 26)
    s.assert_permanent_count("A", "Ghazbán Ogre", 1)
    s.assert_permanent_count("B", "Ghazbán Ogre", 0)


def _mammoth(db: CardDatabase, a_bears: int, b_bears: int) -> Scenario:
    """A's Wild Mammoth and `a_bears` Grizzly Bears, B's `b_bears`: "At the beginning of your
    upkeep, if a player controls more creatures than each other player, the player who
    controls the most creatures gains control of Wild Mammoth." Stops in turn 2 (B's)."""
    assert_compiled(db, "Wild Mammoth")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wild Mammoth")
    if a_bears:
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", a_bears)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", b_bears)
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    return s


def test_613_1b_wild_mammoth_goes_to_the_player_with_the_most_creatures(
        real_db: CardDatabase) -> None:
    """A: the Mammoth alone; B: three Bears. B gains control in A's upkeep (the Mammoth
    counted among A's creatures then: 1 against 3), and keeps it in B's own upkeep."""
    s = _mammoth(real_db, 0, 3)
    s.assert_permanent_count("B", "Wild Mammoth", 1)


def test_603_4_wild_mammoth_stays_on_a_tie(real_db: CardDatabase) -> None:
    """A: the Mammoth and a Bears (2); B: two Bears (2): tied, A keeps it."""
    s = _mammoth(real_db, 1, 2)
    s.assert_permanent_count("A", "Wild Mammoth", 1)


def test_603_4_sokenzan_renegade_goes_to_the_player_with_the_most_cards(
        real_db: CardDatabase) -> None:
    """A's Sokenzan Renegade, no card in A's hand, three in B's: B gains control in A's
    upkeep (before A's draw)."""
    assert_compiled(real_db, "Sokenzan Renegade", "Thoughtbound Primoc", "Wild Dogs")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sokenzan Renegade")
    s.add_card(Zone.HAND, "B", "Island", 3)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Sokenzan Renegade", 1)


def test_603_4_thoughtbound_primoc_counts_wizards_not_creatures(real_db: CardDatabase) -> None:
    """A's Thoughtbound Primoc and two Grizzly Bears; B's Prodigal Sorcerer (a Wizard): B
    controls more Wizards (1 against 0) though fewer creatures, so B gains control."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thoughtbound Primoc")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Prodigal Sorcerer")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Thoughtbound Primoc", 1)


# ---------------------------------------- 305.1, 601.2i: "Whenever you play a card"


def test_305_1_recycle_draws_for_a_land_played_and_a_card_cast(real_db: CardDatabase) -> None:
    """A's Recycle ("Whenever you play a card, draw a card."): A plays a Forest and casts
    Grizzly Bears on turn 1: two cards drawn (hand 2 - 2 + 2; library 18)."""
    assert_compiled(real_db, "Recycle", "Null Profusion", "Juju Bubble")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Recycle")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("A", 2)
    s.assert_library_count("A", 18)


def test_305_1_recycle_ignores_an_opponents_cards(real_db: CardDatabase) -> None:
    """B plays a Forest and casts Grizzly Bears on turn 2: A's Recycle draws nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Recycle")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.play_land(2, Step.PRECOMBAT_MAIN, "B", "Forest")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_hand_count("A", 0)
    s.assert_library_count("A", 20)


def test_305_1_juju_bubble_is_sacrificed_when_a_land_is_played(real_db: CardDatabase) -> None:
    """A's Juju Bubble ("When you play a card, sacrifice Juju Bubble."): A plays a Forest."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Juju Bubble")
    s.add_card(Zone.HAND, "A", "Forest")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Forest")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Juju Bubble", 1)


# ------------------------------- 608.2h: "you gain life and draw cards equal to its power"


def _lifeblood(db: CardDatabase, counters: int) -> Scenario:
    """A's Lifeblood Hydra with `counters` +1/+1 counters; B casts Lightning Bolt on it in
    turn 2: "When Lifeblood Hydra dies, you gain life and draw cards equal to its power." """
    assert_compiled(db, "Lifeblood Hydra")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lifeblood Hydra", counters={"+1/+1": counters})
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Lifeblood Hydra"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_608_2h_lifeblood_hydra_gains_and_draws_its_last_power(real_db: CardDatabase) -> None:
    """A 3/3 Hydra dies: its power as it last existed is 3: A gains 3 life and draws 3."""
    s = _lifeblood(real_db, 3)
    s.assert_graveyard_count("A", "Lifeblood Hydra", 1)
    s.assert_life("A", 23)
    s.assert_hand_count("A", 3)
    s.assert_library_count("A", 17)


def test_608_2h_lifeblood_hydra_that_survives_gives_nothing(real_db: CardDatabase) -> None:
    """A 4/4 Hydra survives the Bolt: no life, no cards."""
    s = _lifeblood(real_db, 4)
    s.assert_permanent_count("A", "Lifeblood Hydra", 1)
    s.assert_life("A", 20)
    s.assert_hand_count("A", 0)


# ------------------ 120.3: "damage equal to the number of cards in target player's hand"


def _tibalt(db: CardDatabase, b_hand: int) -> Scenario:
    """A's Tibalt, the Fiend-Blooded with 4 loyalty (2 + 2); B has `b_hand` cards in hand; A uses
    -4 on B in turn 1: "Tibalt deals damage equal to the number of cards in target player's
    hand to that player." """
    assert_compiled(db, "Tibalt, the Fiend-Blooded")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tibalt, the Fiend-Blooded", counters={"loyalty": 2})
    if b_hand:
        s.add_card(Zone.HAND, "B", "Island", b_hand)
    s.add_card(Zone.HAND, "A", "Island", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-4:", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_120_3_tibalt_deals_the_targets_hand_size(real_db: CardDatabase) -> None:
    """B holds five cards (A two): B takes 5."""
    s = _tibalt(real_db, 5)
    s.assert_life("B", 15)
    s.assert_life("A", 20)
    s.assert_graveyard_count("A", "Tibalt, the Fiend-Blooded", 1)


def test_120_3_tibalt_on_an_empty_hand_deals_nothing(real_db: CardDatabase) -> None:
    """B holds no card: no damage (A's own two cards don't count)."""
    s = _tibalt(real_db, 0)
    s.assert_life("B", 20)


# ------------------------- 303.4, 108.4: "as long as its controller controls no other ..."


def _aura(db: CardDatabase, aura: str, *, elves: str = "") -> Scenario:
    """A's `aura` on A's Grizzly Bears; `elves`: who else controls a Llanowar Elves ("A",
    "B" or nobody). Stops in turn 1's main phase."""
    assert_compiled(db, aura)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", aura, attached_to="Grizzly Bears")
    if elves:
        s.add_card(Zone.BATTLEFIELD, elves, "Llanowar Elves")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    return s


def test_611_3a_predators_gambit_intimidate_while_alone(real_db: CardDatabase) -> None:
    """Predator's Gambit ("Enchanted creature gets +2/+1. Enchanted creature has intimidate as
    long as its controller controls no other creatures."): the Bears alone (B's Elves don't
    count): 4/3 with intimidate."""
    s = _aura(real_db, "Predator's Gambit", elves="B")
    s.assert_power_toughness("A", "Grizzly Bears", 4, 3)
    s.assert_abilities("A", "Grizzly Bears", ["intimidate"])


def test_611_3a_predators_gambit_no_intimidate_with_another_creature(
        real_db: CardDatabase) -> None:
    """A also controls Llanowar Elves: no intimidate (still 4/3)."""
    s = _aura(real_db, "Predator's Gambit", elves="A")
    s.assert_power_toughness("A", "Grizzly Bears", 4, 3)
    s.assert_abilities("A", "Grizzly Bears", ["intimidate"], present=False)


def test_611_3a_favorable_destiny_shroud_with_another_creature(real_db: CardDatabase) -> None:
    """Favorable Destiny ("+1/+2 as long as it's white"; "shroud as long as its controller
    controls another creature"): A's Elves too: shroud; the green Bears stay 2/2."""
    s = _aura(real_db, "Favorable Destiny", elves="A")
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_abilities("A", "Grizzly Bears", ["shroud"])


def test_611_3a_favorable_destiny_no_shroud_alone(real_db: CardDatabase) -> None:
    """The Bears are A's only creature (B's Elves are not A's): no shroud."""
    s = _aura(real_db, "Favorable Destiny", elves="B")
    s.assert_abilities("A", "Grizzly Bears", ["shroud"], present=False)


# ----------------- 603.4, 105.2: "if that player controls a nonblack, nonland permanent"


def _urborg(db: CardDatabase, b_creature: str) -> Scenario:
    """A's Urborg Stalker (black) and a Swamp; B's `b_creature` and a Forest; stops in turn
    2's main phase: "At the beginning of each player's upkeep, if that player controls a
    nonblack, nonland permanent, Urborg Stalker deals 1 damage to that player." """
    assert_compiled(db, "Urborg Stalker")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Urborg Stalker")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", b_creature)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    return s


def test_603_4_urborg_stalker_hits_a_player_with_a_nonblack_permanent(
        real_db: CardDatabase) -> None:
    """B's Grizzly Bears (green): 1 damage in B's upkeep; A (a black creature and a land)
    takes none in A's."""
    s = _urborg(real_db, "Grizzly Bears")
    s.assert_life("B", 19)
    s.assert_life("A", 20)


def test_603_4_urborg_stalker_spares_black_and_land_permanents(real_db: CardDatabase) -> None:
    """B's Scathe Zombies (black) and a Forest (a land): no damage."""
    s = _urborg(real_db, "Scathe Zombies")
    s.assert_life("B", 20)


# ------------------------------ 406.3, 608.2c: "for each card exiled this way"


def test_608_2c_honor_the_fallen_counts_every_card_it_exiled(real_db: CardDatabase) -> None:
    """Honor the Fallen ("Exile all creature cards from all graveyards. You gain 1 life for
    each card exiled this way."): two creature cards in A's graveyard, one in B's, and a
    Forest: three exiled, A gains 3; the Forest stays."""
    assert_compiled(real_db, "Honor the Fallen")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Honor the Fallen")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Forest")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Honor the Fallen")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 23)
    s.assert_exile_count("Grizzly Bears", 2)
    s.assert_exile_count("Hill Giant", 1)
    s.assert_graveyard_count("A", "Forest", 1)


def _crypt_incursion(db: CardDatabase, creatures: int) -> Scenario:
    """A casts Crypt Incursion on B ("Exile all creature cards from target player's
    graveyard. You gain 3 life for each card exiled this way."); B's graveyard: `creatures`
    Grizzly Bears and an Island; A's graveyard: a Hill Giant (not B's: stays)."""
    assert_compiled(db, "Crypt Incursion")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Crypt Incursion")
    if creatures:
        s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears", creatures)
    s.add_card(Zone.GRAVEYARD, "B", "Island")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Crypt Incursion", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_608_2c_crypt_incursion_gains_3_per_creature_card(real_db: CardDatabase) -> None:
    """Two Bears exiled: A gains 6; B's Island and A's Hill Giant stay."""
    s = _crypt_incursion(real_db, 2)
    s.assert_life("A", 26)
    s.assert_graveyard_count("B", "Island", 1)
    s.assert_graveyard_count("A", "Hill Giant", 1)


def test_608_2c_crypt_incursion_with_no_creature_card_gains_nothing(
        real_db: CardDatabase) -> None:
    """Only an Island in B's graveyard: nothing exiled, no life."""
    s = _crypt_incursion(real_db, 0)
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Island", 1)


# ------------ 702.37e, 708.8: "Whenever ~ or another creature you control is turned face up"

_PINE_UP = "{4}{G}: Turn this face-down permanent face up."


def test_708_8_pine_walker_untaps_itself_as_it_turns_face_up(real_db: CardDatabase) -> None:
    """A casts Pine Walker face down (turn 1); it attacks as a 2/2 on turn 3 (B at 18); A
    turns it face up after combat: "Whenever Pine Walker or another creature you control is
    turned face up, untap that creature." It is a 5/5, untapped."""
    assert_compiled(real_db, "Pine Walker", "Unblinking Bleb")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 8)
    s.add_card(Zone.HAND, "A", "Pine Walker")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pine Walker", face_down=True)
    s.attack(3, "A", "")
    s.activate_ability(3, Step.POSTCOMBAT_MAIN, "A", _PINE_UP)
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_power_toughness("A", "Pine Walker", 5, 5)
    s.assert_tapped("Pine Walker", False)


def test_708_8_pine_walker_ignores_an_opponents_creature(real_db: CardDatabase) -> None:
    """A's Pine Walker (face up); B's face-down Ainok Tracker attacks on turn 4 (A at 18) and
    is turned face up after combat: not a creature A controls, it stays tapped."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Pine Walker")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 8)
    s.add_card(Zone.HAND, "B", "Ainok Tracker")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Ainok Tracker", face_down=True)
    s.attack(4, "B", "")
    s.activate_ability(4, Step.POSTCOMBAT_MAIN, "B",
                       "{4}{R}: Turn this face-down permanent face up.")
    s.stop_at(4, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_permanent_count("B", "Ainok Tracker", 1)
    s.assert_tapped("Ainok Tracker", True)


# ----------------------- 701.23d, 608.2m: "If you win, return ~ to its owner's hand."


def _redeem(db: CardDatabase, top: str) -> Scenario:
    """A casts Redeem the Lost on A's Grizzly Bears ("Target creature you control gains
    protection from the color of your choice until end of turn. Clash with an opponent. If
    you win, return Redeem the Lost to its owner's hand."); A's library top: `top`, B's:
    Grizzly Bears (mana value 2)."""
    assert_compiled(db, "Redeem the Lost")
    s = Scenario(cards=db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", top)
    s.add_card(Zone.LIBRARY, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Redeem the Lost")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Redeem the Lost", targets=["Grizzly Bears"])
    s.set_choice("A", "red")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_701_23d_redeem_the_lost_returns_to_hand_after_a_won_clash(
        real_db: CardDatabase) -> None:
    """A's Craw Wurm (6) beats B's Bears (2): the spell is back in A's hand (608.2m)."""
    s = _redeem(real_db, "Craw Wurm")
    s.assert_hand_count("A", 1, "Redeem the Lost")
    s.assert_graveyard_count("A", "Redeem the Lost", 0)


def test_701_23d_redeem_the_lost_lost_clash_goes_to_the_graveyard(
        real_db: CardDatabase) -> None:
    """A's Forest (0) loses: the spell goes to A's graveyard."""
    s = _redeem(real_db, "Forest")
    s.assert_hand_count("A", 0, "Redeem the Lost")
    s.assert_graveyard_count("A", "Redeem the Lost", 1)


def test_608_2c_kaya_geist_hunter_minus_six_counts_every_exiled_card(
        real_db: CardDatabase) -> None:
    """Kaya, Geist Hunter (6 loyalty) -6: "Exile all cards from all graveyards, then create a
    1/1 white Spirit creature token with flying for each card exiled this way." Two cards in
    A's graveyard and one in B's, and Kaya herself: at 0 loyalty after paying the cost, she is
    put into the graveyard before the ability resolves (704.5i, 117.5): four Spirits."""
    assert_compiled(real_db, "Kaya, Geist Hunter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kaya, Geist Hunter", counters={"loyalty": 3})
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Forest")
    s.add_card(Zone.GRAVEYARD, "B", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-6:")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Spirit Token", 4)
    s.assert_exile_count("Lightning Bolt", 1)
    s.assert_exile_count("Kaya, Geist Hunter", 1)
    s.assert_graveyard_count("A", None, 0)


# ------------- 509.1h: "that Sliver gets +1/+1 until end of turn for each creature blocking it"


def test_509_1h_spined_sliver_pumps_the_blocked_sliver_per_blocker(
        real_db: CardDatabase) -> None:
    """A's Spined Sliver and Grizzly Bears attack; B's two Walls of Wood block the Sliver,
    nothing blocks the Bears: the Sliver is 4/4 until end of turn (two blockers); the Bears,
    not a Sliver, stay 2/2 and deal 2 to B."""
    assert_compiled(real_db, "Spined Sliver")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Spined Sliver")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Wood", 2)
    s.attack(1, "A", "Spined Sliver")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Wall of Wood#1", "Spined Sliver")
    s.block(1, "B", "Wall of Wood#2", "Spined Sliver")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Spined Sliver", 4, 4)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_life("B", 18)


# ------- 603.2: "Whenever ~ and/or one or more other Vampires enter the battlefield under ..."


def test_603_2_anje_makes_one_blood_token_each_turn(real_db: CardDatabase) -> None:
    """Anje, Maid of Dishonor ("Whenever Anje and/or one or more other Vampires enter the
    battlefield under your control, create a Blood token. This ability triggers only once each
    turn."): turn 1, Anje then Child of Night (a Vampire): one Blood token; turn 3, Grizzly
    Bears (no Vampire): none; then another Child of Night: a second Blood token."""
    assert_compiled(real_db, "Anje, Maid of Dishonor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Anje, Maid of Dishonor")
    s.add_card(Zone.HAND, "A", "Child of Night", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Anje, Maid of Dishonor")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Child of Night")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_permanent_count("A", "Blood Token", 1))
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.check(3, Step.BEGIN_COMBAT, lambda sc: sc.assert_permanent_count("A", "Blood Token", 1))
    s.cast_spell(3, Step.POSTCOMBAT_MAIN, "A", "Child of Night")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Child of Night", 2)
    s.assert_permanent_count("A", "Blood Token", 2)


# ---------- 608.2h: "You gain X life and scry X, where X is the number of Zombies you control"


def _tymaret(db: CardDatabase, zombies: int) -> Scenario:
    """A's Tymaret Calls the Dead with two lore counters; chapter III on turn 1 ("You gain X
    life and scry X, where X is the number of Zombies you control."); `zombies` Scathe
    Zombies."""
    assert_compiled(db, "Tymaret Calls the Dead")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tymaret Calls the Dead", counters={"lore": 2})
    if zombies:
        s.add_card(Zone.BATTLEFIELD, "A", "Scathe Zombies", zombies)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_714_2b_tymaret_chapter_three_gains_per_zombie(real_db: CardDatabase) -> None:
    """Two Zombies: A gains 2 life (and scries 2); the Saga is sacrificed (714.4)."""
    s = _tymaret(real_db, 2)
    s.assert_life("A", 22)
    s.assert_graveyard_count("A", "Tymaret Calls the Dead", 1)


def test_714_2b_tymaret_chapter_three_without_zombies_gains_nothing(
        real_db: CardDatabase) -> None:
    """No Zombie: X is 0, no life."""
    s = _tymaret(real_db, 0)
    s.assert_life("A", 20)
    s.assert_graveyard_count("A", "Tymaret Calls the Dead", 1)


# ---------------------------- 107.1a, 119.3: "Each opponent loses two times X life."


def _debt(db: CardDatabase, b_life: int) -> Scenario:
    """A casts Debt to the Deathless with X = 3 ("Each opponent loses two times X life. You
    gain life equal to the life lost this way."); B at `b_life`."""
    assert_compiled(db, "Debt to the Deathless")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Debt to the Deathless")
    s.set_life("B", b_life)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Debt to the Deathless", x=3)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_107_1a_debt_to_the_deathless_drains_twice_x(real_db: CardDatabase) -> None:
    """X = 3: B loses 6 (20 -> 14), A gains the 6 lost."""
    s = _debt(real_db, 20)
    s.assert_life("B", 14)
    s.assert_life("A", 26)


def test_119_3_debt_to_the_deathless_counts_life_lost_below_zero(real_db: CardDatabase) -> None:
    """B at 4 loses all 6 (119.3: a life total can go below 0): A gains 6; B loses the game."""
    s = _debt(real_db, 4)
    s.assert_life("A", 26)
    s.assert_lost("B")


# ------------- 608.2h: "Draw two cards, then amass X, where X is the number of cards in ..."


def test_608_2h_commence_the_endgame_counts_the_hand_after_drawing(
        real_db: CardDatabase) -> None:
    """A casts Commence the Endgame holding one other card: draws two (three in hand), then
    amasses 3: a 0/0 Zombie Army token with three +1/+1 counters."""
    assert_compiled(real_db, "Commence the Endgame")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Commence the Endgame")
    s.add_card(Zone.HAND, "A", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Commence the Endgame")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 3)
    s.assert_power_toughness("A", "Zombie Army Token", 3, 3)


# ------------------- 205.3m: "for each other attacking Aurochs" (a type, not the card's name)


def test_205_3m_aurochs_counts_other_attacking_aurochs_by_type(real_db: CardDatabase) -> None:
    """Aurochs, Aurochs Herd and Grizzly Bears attack: Aurochs gets +1/+0 for the Herd (an
    Aurochs by type, named otherwise), not for the Bears: 3/3; the Herd gets +1/+0 for
    Aurochs: 5/4. B takes 3 + 5 + 2 = 10."""
    assert_compiled(real_db, "Aurochs")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Aurochs")
    s.add_card(Zone.BATTLEFIELD, "A", "Aurochs Herd")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    for name in ("Aurochs", "Aurochs Herd", "Grizzly Bears"):
        s.attack(1, "A", name)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Aurochs", 3, 3)
    s.assert_power_toughness("A", "Aurochs Herd", 5, 4)
    s.assert_life("B", 10)
