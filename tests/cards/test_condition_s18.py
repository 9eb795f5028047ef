"""Conditions and trigger conditions added in session 18: "~ came under your control this
turn" (302.6; oracle/conditions_turn_history.py, rules/condition_turn_history.py), the
blocked or blocking creature's keywords in "Whenever ~ blocks a creature without flying"
(509.1i; oracle/trigger_lowering.py). Scenario tests with exact figures, each with a case
where the condition doesn't hold; an intervening "if" (603.4) is tested on both checks where
the two can differ."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ 302.6: came under control


@pytest.mark.parametrize(("how", "life_a", "life_b"), [
    ("there", 18, 20),     # controlled since the game began, didn't attack: 2 damage to A
    ("cast", 20, 20),      # came under A's control this turn: no damage
    ("attack", 20, 18)])   # attacked (B at 18): the intervening "if" fails (603.4)
def test_302_6_erg_raiders_unless_came_under_your_control(real_db: CardDatabase, how: str,
                                                          life_a: int, life_b: int) -> None:
    """Erg Raiders (2/3): "At the beginning of your end step, if ~ didn't attack this turn, ~
    deals 2 damage to you unless it came under your control this turn." """
    _compiled(real_db, "Erg Raiders")
    s = Scenario(cards=real_db)
    if how == "cast":
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
        s.add_card(Zone.HAND, "A", "Erg Raiders")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Erg Raiders")
    else:
        s.add_card(Zone.BATTLEFIELD, "A", "Erg Raiders")
    if how == "attack":
        s.attack(1, "A", "Erg Raiders")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_life("A", life_a)
    s.assert_life("B", life_b)
    s.assert_permanent_count("A", "Erg Raiders", 1)


@pytest.mark.parametrize(("how", "left"), [("there", 0), ("cast", 1), ("attack", 1)])
def test_302_6_mad_dog_didnt_attack_or_come_under_control(real_db: CardDatabase, how: str,
                                                          left: int) -> None:
    """Mad Dog (2/2): "At the beginning of your end step, if ~ didn't attack or come under your
    control this turn, sacrifice it." A Dog there since the game began that doesn't attack is
    sacrificed; one cast this turn, or one that attacked (B at 18), stays."""
    _compiled(real_db, "Mad Dog")
    s = Scenario(cards=real_db)
    if how == "cast":
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
        s.add_card(Zone.HAND, "A", "Mad Dog")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mad Dog")
    else:
        s.add_card(Zone.BATTLEFIELD, "A", "Mad Dog")
    if how == "attack":
        s.attack(1, "A", "Mad Dog")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("A", "Mad Dog", left)
    s.assert_graveyard_count("A", "Mad Dog", 1 - left)
    s.assert_life("B", 18 if how == "attack" else 20)


# ------------------------------------------------------------------ 509.1i: the blocked creature


@pytest.mark.parametrize(("attacker", "roc_dies", "attacker_dies"), [
    ("Grizzly Bears", 0, 1),   # no flying: the Roc is 3/2 with first strike, kills it first
    ("Wind Drake", 1, 1)])     # flying: no trigger, the two 2/2s trade
def test_509_1i_crimson_roc_blocks_creature_without_flying(real_db: CardDatabase, attacker: str,
                                                           roc_dies: int,
                                                           attacker_dies: int) -> None:
    """Crimson Roc (2/2 flying): "Whenever ~ blocks a creature without flying, ~ gets +1/+0 and
    gains first strike until end of turn." """
    _compiled(real_db, "Crimson Roc")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", attacker)
    s.add_card(Zone.BATTLEFIELD, "B", "Crimson Roc")
    s.attack(1, "A", attacker)
    s.block(1, "B", "Crimson Roc", attacker)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Crimson Roc", roc_dies)
    s.assert_graveyard_count("A", attacker, attacker_dies)
    s.assert_life("B", 20)


# ------------------------------------------------------------------ 115.1: the first time each turn


@pytest.mark.parametrize(("bolts", "keeper", "life"), [(1, 1, 20), (2, 0, 20)])
def test_115_1_glyph_keeper_first_time_each_turn(real_db: CardDatabase, bolts: int, keeper: int,
                                                 life: int) -> None:
    """Glyph Keeper (5/3): "Whenever ~ becomes the target of a spell or ability for the first
    time each turn, counter that spell or ability." B's first Lightning Bolt at it is countered
    (603.2: the first targeting this turn); the second, the same turn, resolves: 3 damage
    destroys it (704.5g)."""
    _compiled(real_db, "Glyph Keeper")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Glyph Keeper")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", bolts)
    s.add_card(Zone.HAND, "B", "Lightning Bolt", bolts)
    for _ in range(bolts):
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Glyph Keeper"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Glyph Keeper", keeper)
    s.assert_graveyard_count("B", "Lightning Bolt", bolts)
    s.assert_life("A", life)


def test_115_1_glyph_keeper_targeted_by_its_controller_first(real_db: CardDatabase) -> None:
    """The first targeting counts whoever controls it: A's own Giant Growth at Glyph Keeper is
    countered (it stays 5/3), so B's Lightning Bolt the same turn, the second targeting,
    resolves and destroys it."""
    _compiled(real_db, "Glyph Keeper")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Glyph Keeper")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Glyph Keeper"])
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_power_toughness("A", "Glyph Keeper", 5, 3))
    s.cast_spell(1, Step.BEGIN_COMBAT, "B", "Lightning Bolt", targets=["Glyph Keeper"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Glyph Keeper", 0)
    s.assert_graveyard_count("A", "Giant Growth", 1)


# ------------------------------------------------------------------ 701.3: becomes unattached


@pytest.mark.parametrize(("moves", "bears", "elves_pt"), [(0, 1, (1, 1)), (1, 0, (4, 3))])
def test_701_3_grafted_wargear_unattached_sacrifice(real_db: CardDatabase, moves: int,
                                                    bears: int,
                                                    elves_pt: tuple[int, int]) -> None:
    """Grafted Wargear: "Equipped creature gets +3/+2. Whenever ~ becomes unattached from a
    permanent, sacrifice that permanent. Equip {0}" Moved from Grizzly Bears to Llanowar Elves
    (701.3b), the Bears are sacrificed and the Elves are 4/3; equipped once, the Bears stay."""
    _compiled(real_db, "Grafted Wargear")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grafted Wargear")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip", targets=["Grizzly Bears"])
    if moves:
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip", targets=["Llanowar Elves"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", bears)
    s.assert_graveyard_count("A", "Grizzly Bears", 1 - bears)
    s.assert_power_toughness("A", "Llanowar Elves", *elves_pt)
    if bears:
        s.assert_power_toughness("A", "Grizzly Bears", 5, 4)


def test_701_3_grafted_wargear_leaves_battlefield(real_db: CardDatabase) -> None:
    """603.10a: Grafted Wargear destroyed (Shatter) while attached to Grizzly Bears becomes
    unattached as it leaves; its ability triggers from it as it last existed: the Bears are
    sacrificed."""
    _compiled(real_db, "Grafted Wargear")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grafted Wargear")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shatter")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip", targets=["Grizzly Bears"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shatter", targets=["Grafted Wargear"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grafted Wargear", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_701_3_captains_hook_destroys_previous_creature(real_db: CardDatabase) -> None:
    """Captain's Hook: "... Whenever ~ becomes unattached from a permanent, destroy that
    permanent. Equip {1}" Moved from Grizzly Bears to Llanowar Elves, it
    destroys the Bears; the Elves are 3/1 (+2/+0)."""
    _compiled(real_db, "Captain's Hook")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Captain's Hook")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip", targets=["Grizzly Bears"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip", targets=["Llanowar Elves"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_power_toughness("A", "Llanowar Elves", 3, 1)


def test_115_1_kira_grants_first_time_counter(real_db: CardDatabase) -> None:
    """Kira, Great Glass-Spinner: creatures you control have "Whenever this creature becomes the
    target of a spell or ability for the first time each turn, counter that spell or ability."
    B's first Lightning Bolt at A's Grizzly Bears is countered; the second kills them."""
    _compiled(real_db, "Kira, Great Glass-Spinner")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kira, Great Glass-Spinner")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.check(2, Step.BEGIN_COMBAT, lambda sc: sc.assert_permanent_count("A", "Grizzly Bears", 1))
    s.cast_spell(2, Step.BEGIN_COMBAT, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Kira, Great Glass-Spinner", 1)


# ------------------------------------------------------------------ 506.2: defending player


@pytest.mark.parametrize(("blocked", "life", "wurm"), [(False, 17, 0), (True, 20, 1)])
def test_506_2_electryte_combat_damage_to_defending_player(real_db: CardDatabase,
                                                           blocked: bool, life: int,
                                                           wurm: int) -> None:
    """Electryte (3/3): "Whenever ~ deals combat damage to defending player, it deals damage
    equal to its power to each blocking creature." Unblocked, it deals 3 to B (17), then 3 to
    Craw Wurm (6/4), which blocked Grizzly Bears and took 2 from them: 5 damage destroys it.
    Blocked by Wall of Stone (0/8), it deals no damage to B: no trigger, the Wurm survives."""
    _compiled(real_db, "Electryte")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Electryte")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone")
    s.attack(1, "A", "Electryte")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Craw Wurm", "Grizzly Bears")
    if blocked:
        s.block(1, "B", "Wall of Stone", "Electryte")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", life)
    s.assert_permanent_count("B", "Craw Wurm", wurm)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_506_2_latullas_orders_destroys_defending_players_artifact(real_db: CardDatabase) -> None:
    """Latulla's Orders: "Whenever enchanted creature deals combat damage to defending player,
    you may destroy target artifact that player controls." A's enchanted Grizzly Bears deal 2
    to B (18); B's Ornithopter is destroyed."""
    _compiled(real_db, "Latulla's Orders")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Latulla's Orders")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Latulla's Orders", targets=["Grizzly Bears"])
    s.attack(1, "A", "Grizzly Bears")
    s.add_target("A", "Ornithopter")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_graveyard_count("B", "Ornithopter", 1)


# ------------------------------------------------------------------ 110.5: enters tapped


@pytest.mark.parametrize(("player", "tapped"), [("A", False), ("B", True)])
def test_110_5_amulet_of_vigor_untaps_what_enters_tapped(real_db: CardDatabase, player: str,
                                                         tapped: bool) -> None:
    """Amulet of Vigor (A's): "Whenever a permanent enters the battlefield tapped and under your
    control, untap it." Azorius Guildgate enters tapped: A's is untapped by the Amulet; B's,
    under another player's control, stays tapped."""
    _compiled(real_db, "Amulet of Vigor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Amulet of Vigor")
    s.add_card(Zone.HAND, player, "Azorius Guildgate")
    turn = 1 if player == "A" else 2
    s.play_land(turn, Step.PRECOMBAT_MAIN, player, "Azorius Guildgate")
    s.stop_at(turn, Step.END_TURN)
    s.execute()
    s.assert_tapped("Azorius Guildgate", tapped)


# ------------------------------------------------------------------ 115.1: an Aura spell's target


@pytest.mark.parametrize(("spell", "hand"), [("Holy Strength", 1), ("Giant Growth", 0)])
def test_115_1_fugitive_druid_target_of_an_aura_spell(real_db: CardDatabase, spell: str,
                                                      hand: int) -> None:
    """Fugitive Druid: "Whenever ~ becomes the target of an Aura spell, you draw a card." Holy
    Strength (an Aura) cast on it draws A a card; Giant Growth (an instant) doesn't."""
    _compiled(real_db, "Fugitive Druid")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fugitive Druid")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", spell)
    s.add_card(Zone.LIBRARY, "A", "Wastes", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell, targets=["Fugitive Druid"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", hand)
    s.assert_library_count("A", 23 - hand)  # (the scenario's 20 cards and these 3)


@pytest.mark.parametrize(("growth", "prison"), [(True, 0), (False, 1)])
def test_115_1_spectral_prison_enchanted_creature_targeted(real_db: CardDatabase, growth: bool,
                                                           prison: int) -> None:
    """Spectral Prison on B's Grizzly Bears: "When enchanted creature becomes the target of a
    spell, sacrifice ~." B's Giant Growth at the Bears makes A sacrifice it (the Bears are 5/5
    that turn); without it the Prison stays."""
    _compiled(real_db, "Spectral Prison")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Spectral Prison")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Spectral Prison", targets=["Grizzly Bears"])
    if growth:
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Giant Growth", targets=["Grizzly Bears"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Spectral Prison", prison)
    s.assert_graveyard_count("A", "Spectral Prison", 1 - prison)
    s.assert_power_toughness("B", "Grizzly Bears", 5 if growth else 2, 5 if growth else 2)


def test_115_1_brine_comber_enters_or_target_of_an_aura_spell(real_db: CardDatabase) -> None:
    """Brine Comber: "Whenever ~ enters the battlefield or becomes the target of an Aura spell,
    create a 1/1 white Spirit creature token with flying." Cast (one Spirit), then the target
    of Holy Strength (a second)."""
    _compiled(real_db, "Brine Comber")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Brine Comber")
    s.add_card(Zone.HAND, "A", "Holy Strength")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Brine Comber")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_permanent_count("A", "Spirit Token", 1))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Holy Strength", targets=["Brine Comber"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Spirit Token", 2)


# ------------------------------------------------------------------ 508.1: attackers with counters


@pytest.mark.parametrize(("counters", "hand"), [({"+1/+1": 1}, 1), ({}, 0)])
def test_508_1_metropolis_angel_attack_with_creatures_with_counters(
        real_db: CardDatabase, counters: dict[str, int], hand: int) -> None:
    """Metropolis Angel: "Whenever you attack with one or more creatures with counters on them,
    draw a card." A attacks with Grizzly Bears: with a +1/+1 counter on them (3 damage, B at
    17) A draws a card; without (2 damage) it doesn't."""
    _compiled(real_db, "Metropolis Angel")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Metropolis Angel")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters=counters)
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", hand)
    s.assert_life("B", 17 if counters else 18)


# ------------------------------------------------------------------ 404.2: a player's graveyard


def test_404_2_liability_nontoken_permanent_to_a_players_graveyard(real_db: CardDatabase) -> None:
    """Liability (A's): "Whenever a nontoken permanent is put into a player's graveyard from the
    battlefield, that player loses 1 life." A's Lightning Bolt destroys B's Grizzly Bears: B
    loses 1 (19); the Bolt, a card put into A's graveyard from the stack, is no permanent (A
    stays at 20)."""
    _compiled(real_db, "Liability")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Liability")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 19)
    s.assert_life("A", 20)


def test_404_2_dark_barony_nonblack_card_to_a_players_graveyard(real_db: CardDatabase) -> None:
    """The Dark Barony (A's): "Whenever a nonblack card is put into a player's graveyard from
    anywhere, that player loses 1 life." A's Lightning Bolt kills B's Grizzly Bears: the Bears
    go to B's graveyard (B at 19), the Bolt to A's (A at 19); B's Dross Crocodile (black)
    killed by a second Bolt costs B nothing more (that Bolt costs A 1: A at 18)."""
    _compiled(real_db, "The Dark Barony")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "The Dark Barony")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Dross Crocodile")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["Dross Crocodile"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Dross Crocodile", 1)
    s.assert_life("B", 19)
    s.assert_life("A", 18)


# ------------------------------------------------------------------ 303.1, 702.103b: ~ is an Aura


@pytest.mark.parametrize("bestowed", [True, False])
def test_702_103b_erebos_emissary_if_it_is_an_aura(real_db: CardDatabase, bestowed: bool) -> None:
    """Erebos's Emissary (3/3, bestow {5}{B}, "Enchanted creature gets +3/+3."): "Discard a
    creature card: ~ gets +2/+2 until end of turn. If ~ is an Aura, enchanted creature gets
    +2/+2 until end of turn instead." Bestowed on Grizzly Bears, the Bears become 5/5, then 7/7;
    cast as a creature, the Emissary becomes 5/5 and the Bears stay 2/2."""
    _compiled(real_db, "Erebos's Emissary")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Erebos's Emissary")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    if bestowed:
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Erebos's Emissary using bestow",
                     targets=["Grizzly Bears"])
    else:
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Erebos's Emissary")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Discard a creature card")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    if bestowed:
        s.assert_power_toughness("A", "Grizzly Bears", 7, 7)
    else:
        s.assert_power_toughness("A", "Erebos's Emissary", 5, 5)
        s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


# ------------------------------------------------------------------ 118.3, 608.2h: the sacrificed


@pytest.mark.parametrize(("fodder", "life"), [("Ornithopter", 24), ("Grizzly Bears", 20)])
def test_608_2h_foundry_helix_if_the_sacrificed_permanent_was_an_artifact(
        real_db: CardDatabase, fodder: str, life: int) -> None:
    """Foundry Helix ("As an additional cost to cast this spell, sacrifice a permanent."): "~
    deals 4 damage to any target. If the sacrificed permanent was an artifact, you gain 4
    life." Ornithopter sacrificed: B at 16, A at 24; Grizzly Bears: A stays at 20."""
    _compiled(real_db, "Foundry Helix")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", fodder)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Foundry Helix")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Foundry Helix", targets=["B"])
    s.set_choice("A", fodder)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", fodder, 1)
    s.assert_life("B", 16)
    s.assert_life("A", life)


@pytest.mark.parametrize(("fodder", "life", "hand"), [("Raging Goblin", 18, 0),
                                                      ("Dross Crocodile", 20, 1)])
def test_608_2h_lyzolda_sacrificed_creature_was_red_or_black(real_db: CardDatabase, fodder: str,
                                                             life: int, hand: int) -> None:
    """Lyzolda, the Blood Witch: "{2}, Sacrifice a creature: ~ deals 2 damage to any target if
    the sacrificed creature was red. Draw a card if the sacrificed creature was black." Raging
    Goblin (red): 2 damage to B (18), no card; Dross Crocodile (black): a card, no damage."""
    _compiled(real_db, "Lyzolda, the Blood Witch")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lyzolda, the Blood Witch")
    s.add_card(Zone.BATTLEFIELD, "A", fodder)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, Sacrifice a creature", targets=["B"])
    s.set_choice("A", fodder)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", fodder, 1)
    s.assert_life("B", life)
    s.assert_hand_count("A", hand)


# ------------------------------------------------------------------ 105.1: the most common colour


@pytest.mark.parametrize(("target", "owner", "returned"), [("Grizzly Bears", "B", 1),
                                                           ("Raging Goblin", "A", 0)])
def test_105_1_barrins_unmaking_shares_most_common_color(real_db: CardDatabase, target: str,
                                                         owner: str, returned: int) -> None:
    """Barrin's Unmaking: "Return target permanent to its owner's hand if that permanent shares
    a color with the most common color among all permanents or a color tied for most common."
    Green is on two permanents (Grizzly Bears, Llanowar Elves), red on one (Raging Goblin):
    the Bears go back to B's hand; the Goblin stays."""
    _compiled(real_db, "Barrin's Unmaking")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Raging Goblin")
    s.add_card(Zone.HAND, "A", "Barrin's Unmaking")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Barrin's Unmaking", targets=[target])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count(owner, target, 1 - returned)
    s.assert_hand_count(owner, returned)


# ------------------------------------------------------------------ 400.7: returned to hand


@pytest.mark.parametrize(("owner", "soldiers"), [("A", 1), ("B", 0)])
def test_400_7_stormfront_riders_creature_returned_to_your_hand(real_db: CardDatabase,
                                                                owner: str,
                                                                soldiers: int) -> None:
    """Stormfront Riders (A's): "Whenever ~ or another creature is returned to your hand from
    the battlefield, create a 1/1 white Soldier creature token." Unsummon on A's Grizzly
    Bears makes a Soldier; on B's, returned to B's hand, none."""
    _compiled(real_db, "Stormfront Riders")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Stormfront Riders")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Unsummon")
    s.add_card(Zone.BATTLEFIELD, owner, "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Unsummon", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count(owner, 1)
    s.assert_permanent_count("A", "Soldier Token", soldiers)


def test_400_7_warped_devotion_that_player_discards(real_db: CardDatabase) -> None:
    """Warped Devotion (A's): "Whenever a permanent is returned to a player's hand, that player
    discards a card." A's Unsummon returns B's Grizzly Bears: B, their owner, discards a card
    (the Bears, B's only card in hand: B's graveyard holds them)."""
    _compiled(real_db, "Warped Devotion")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Warped Devotion")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Unsummon")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Unsummon", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("B", 0)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Unsummon", 1)


# ------------------------------------------------------------------ 701.17a: another permanent


def test_701_17a_mazirek_player_sacrifices_another_permanent(real_db: CardDatabase) -> None:
    """Mazirek, Kraul Death Priest: "Whenever a player sacrifices another permanent, put a
    +1/+1 counter on each creature you control." A sacrifices Llanowar Elves to Bone
    Splinters: Mazirek (2/2) and Grizzly Bears get a counter each; B's Hill Giant is
    destroyed."""
    _compiled(real_db, "Mazirek, Kraul Death Priest")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mazirek, Kraul Death Priest")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Bone Splinters")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bone Splinters", targets=["Hill Giant"])
    s.set_choice("A", "Llanowar Elves")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Llanowar Elves", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_counter_count("A", "Mazirek, Kraul Death Priest", "+1/+1", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)


# ------------------------------------------------------------------ 404.2: from your library


@pytest.mark.parametrize(("library", "hand"), [("Forest", 3), ("Grizzly Bears", 1)])
def test_404_2_pedantic_learning_land_card_milled(real_db: CardDatabase, library: str,
                                                  hand: int) -> None:
    """Pedantic Learning: "Whenever a land card is put into your graveyard from your library,
    you may pay {1}. If you do, draw a card." Thought Scour mills two Forests: A pays {1} twice
    and draws two cards beside the Scour's one (3 in hand); two Grizzly Bears milled: one."""
    _compiled(real_db, "Pedantic Learning")
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", library, 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Pedantic Learning")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Thought Scour")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Thought Scour", targets=["A"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", library, 2)
    s.assert_hand_count("A", hand)


# ------------------------------------------------------------------ 305.1: a nonbasic land


@pytest.mark.parametrize(("land", "creature"), [("Azorius Guildgate", True), ("Forest", False)])
def test_305_1_hidden_herd_opponent_plays_nonbasic_land(real_db: CardDatabase, land: str,
                                                        creature: bool) -> None:
    """Hidden Herd (A's): "When an opponent plays a nonbasic land, if ~ is an enchantment, ~
    becomes a 3/3 Beast creature." B plays Azorius Guildgate: the Herd is a 3/3 Beast; a
    Forest (basic): it stays a noncreature enchantment."""
    _compiled(real_db, "Hidden Herd")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hidden Herd")
    s.add_card(Zone.HAND, "B", land)
    s.play_land(2, Step.PRECOMBAT_MAIN, "B", land)
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_type("Hidden Herd", "Creature", present=creature)
    if creature:
        s.assert_power_toughness("A", "Hidden Herd", 3, 3)
        s.assert_subtype("Hidden Herd", "Beast")


# ------------------------------------------------------------------ 205.3j: a Bolas planeswalker


@pytest.mark.parametrize(("spell", "giant"), [("Nicol Bolas, the Deceiver", 0), ("Hill Giant", 1)])
def test_205_3j_wasp_of_the_bitter_end_bolas_planeswalker_spell(real_db: CardDatabase,
                                                                spell: str, giant: int) -> None:
    """Wasp of the Bitter End: "Whenever you cast a Bolas planeswalker spell, you may sacrifice
    ~. If you do, destroy target creature." Casting Nicol Bolas, the Deceiver: the Wasp is
    sacrificed and B's Hill Giant destroyed; casting a Hill Giant: nothing."""
    _compiled(real_db, "Wasp of the Bitter End")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wasp of the Bitter End")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", spell)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell)
    s.add_target("A", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", giant)
    s.assert_graveyard_count("A", "Wasp of the Bitter End", 1 - giant)


# ------------------------------------------------------------------ 702.33d: a player kicks a spell


@pytest.mark.parametrize(("kick", "life", "saprolings"), [("yes", 16, 1), ("no", 18, 0)])
def test_702_33d_saproling_infestation_a_player_kicks_a_spell(real_db: CardDatabase, kick: str,
                                                              life: int,
                                                              saprolings: int) -> None:
    """Saproling Infestation (A's): "Whenever a player kicks a spell, you create a 1/1 green
    Saproling creature token." B casts Burst Lightning at A kicked (4 damage): A gets a
    Saproling; unkicked (2 damage): none."""
    _compiled(real_db, "Saproling Infestation")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Saproling Infestation")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 5)
    s.add_card(Zone.HAND, "B", "Burst Lightning")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Burst Lightning", targets=["A"])
    s.set_choice("B", kick)
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", life)
    s.assert_permanent_count("A", "Saproling Token", saprolings)


# ------------------------------------------------------------------ 701.5a: your spell countered


@pytest.mark.parametrize(("countered", "hand"), [(True, 1), (False, 0)])
def test_701_5a_multanis_presence_spell_youve_cast_is_countered(real_db: CardDatabase,
                                                                countered: bool,
                                                                hand: int) -> None:
    """Multani's Presence (A's): "Whenever a spell you've cast is countered, draw a card." B
    counters A's Grizzly Bears with Counterspell: A draws a card; not countered: no card (the
    Bears resolve)."""
    _compiled(real_db, "Multani's Presence")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Multani's Presence")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Counterspell")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    if countered:
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Counterspell", targets=["Grizzly Bears"],
                     responding_to="Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", hand)
    s.assert_permanent_count("A", "Grizzly Bears", 0 if countered else 1)


# ------------------------------------------------------------------ 603.6c, 603.10a: a permanent


@pytest.mark.parametrize(("counters", "clues"), [({"+1/+1": 1}, 1), ({}, 0)])
def test_603_10a_angelic_sleuth_permanent_leaves_with_counters(real_db: CardDatabase,
                                                               counters: dict[str, int],
                                                               clues: int) -> None:
    """Angelic Sleuth (A's): "Whenever another permanent you control leaves the battlefield, if
    it had counters on it, investigate." (as it last existed, 603.10a; the intervening "if",
    603.4). B's Lightning Bolt destroys A's Grizzly Bears: with a +1/+1 counter (3/3), A
    investigates; without, no Clue."""
    _compiled(real_db, "Angelic Sleuth")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Angelic Sleuth")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters=counters)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Clue Token", clues)


# ------------------------------------------------------------------ 509.1: creatures blocking it


@pytest.mark.parametrize(("blockers", "pt"), [(2, (2, 4)), (1, (4, 4))])
def test_509_1_rampaging_cyclops_two_or_more_blockers(real_db: CardDatabase, blockers: int,
                                                      pt: tuple[int, int]) -> None:
    """Rampaging Cyclops (4/4): "~ gets -2/-0 as long as two or more creatures are blocking
    it." (611.3a) Blocked by two Grizzly Bears it is 2/4 as combat damage is dealt: it kills
    one Bears and dies of their 4 damage; blocked by one, 4/4: it kills it and survives."""
    _compiled(real_db, "Rampaging Cyclops")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rampaging Cyclops")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", blockers)
    s.attack(1, "A", "Rampaging Cyclops")
    for _ in range(blockers):
        s.block(1, "B", "Grizzly Bears", "Rampaging Cyclops")
    s.check(1, Step.COMBAT_DAMAGE,
            lambda sc: sc.assert_power_toughness("A", "Rampaging Cyclops", *pt))
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Rampaging Cyclops", 1 if blockers == 2 else 0)


# ------------------------------------------------------------------ 208.1: the least power


@pytest.mark.parametrize(("target", "destroyed"), [("Llanowar Elves", 1), ("Hill Giant", 0)])
def test_208_1_wretched_banquet_least_power(real_db: CardDatabase, target: str,
                                            destroyed: int) -> None:
    """Wretched Banquet: "Destroy target creature if it has the least power or is tied for
    least power among creatures on the battlefield." Llanowar Elves (1 power, the least:
    Grizzly Bears 2, Hill Giant 3) is destroyed; Hill Giant isn't."""
    _compiled(real_db, "Wretched Banquet")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Wretched Banquet")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wretched Banquet", targets=[target])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", target, destroyed)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


# ------------------------------------------------------------------ 608.2h: you controlled it


@pytest.mark.parametrize(("owner", "cards"), [("A", 2), ("B", 0)])
def test_608_2h_geistwave_if_you_controlled_that_permanent(real_db: CardDatabase, owner: str,
                                                           cards: int) -> None:
    """Geistwave: "Return target nonland permanent to its owner's hand. If you controlled that
    permanent, draw a card." (as it last existed on the battlefield, 608.2h) A returns its own
    Grizzly Bears: the Bears and a drawn card (2 in hand); B's: no card for A."""
    _compiled(real_db, "Geistwave")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Geistwave")
    s.add_card(Zone.BATTLEFIELD, owner, "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Geistwave", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", cards)
    s.assert_hand_count(owner, 1 if owner == "B" else 2)


# ------------------------------------------------------------------ 509.1: blocked this turn


@pytest.mark.parametrize(("attacker", "can_regenerate"),
                         [("Merfolk of the Pearl Trident", True), ("Grizzly Bears", False)])
def test_509_1_sea_troll_blocked_a_blue_creature_this_turn(real_db: CardDatabase, attacker: str,
                                                           can_regenerate: bool) -> None:
    """Sea Troll (2/1): "{U}: Regenerate ~. Activate only if ~ blocked or was blocked by a blue
    creature this turn." (602.5b) Blocking B's Merfolk of the Pearl Trident (blue), A may
    activate it after blockers are declared; blocking Grizzly Bears (green), it may not."""
    _compiled(real_db, "Sea Troll")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sea Troll")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", attacker)
    s.check(2, Step.DECLARE_ATTACKERS,
            lambda sc: sc.assert_playable("A", "{U}: Regenerate", False))
    s.attack(2, "B", attacker)
    s.block(2, "A", "Sea Troll", attacker)
    s.check(2, Step.COMBAT_DAMAGE,
            lambda sc: sc.assert_playable("A", "{U}: Regenerate", can_regenerate))
    s.stop_at(2, Step.COMBAT_DAMAGE)
    s.execute()


# ------------------------------------------------------------------ 608.2c: no other creatures


@pytest.mark.parametrize(("elves", "bears_dead"), [(0, 1), (1, 0)])
def test_608_2c_skulking_killer_that_opponent_controls_no_other_creatures(
        real_db: CardDatabase, elves: int, bears_dead: int) -> None:
    """Skulking Killer: "When ~ enters the battlefield, target creature an opponent controls
    gets -2/-2 until end of turn if that opponent controls no other creatures." B's Grizzly
    Bears alone: they die; beside Llanowar Elves: they stay 2/2."""
    _compiled(real_db, "Skulking Killer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Skulking Killer")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves", elves)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Skulking Killer")
    s.add_target("A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", bears_dead)
    if not bears_dead:
        s.assert_power_toughness("B", "Grizzly Bears", 2, 2)


@pytest.mark.parametrize(("shocked", "power"), [(True, 6), (False, 4)])
def test_509_1i_giant_shark_blocks_a_damaged_creature(real_db: CardDatabase, shocked: bool,
                                                      power: int) -> None:
    """Giant Shark (4/4): "Whenever ~ blocks or becomes blocked by a creature that has been
    dealt damage this turn, ~ gets +2/+0 and gains trample until end of turn." (120.1) It
    blocks B's Hill Giant, which A's Shock dealt 2 damage to earlier that turn: 6/4; an
    undamaged Hill Giant: 4/4."""
    _compiled(real_db, "Giant Shark")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Giant Shark")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    if shocked:
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Hill Giant"])
    s.attack(2, "B", "Hill Giant")
    s.block(2, "A", "Giant Shark", "Hill Giant")
    s.check(2, Step.COMBAT_DAMAGE,
            lambda sc: sc.assert_power_toughness("A", "Giant Shark", power, 4))
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
