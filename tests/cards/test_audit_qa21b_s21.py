"""Session 21 audit (qa21b): new cards of this session played with exact figures; each plays
as its Oracle text says (the misplays found are in test_misplays_qa21b_s21.py)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ Fabled Passage
# 608.2c: "Then if you control four or more lands, untap that land." counted after the search


@pytest.mark.parametrize(("forests", "tapped"), [(3, False), (2, True)])
def test_608_2c_fabled_passage_untaps_with_four_lands(real_db: CardDatabase, forests: int,
                                                      tapped: bool) -> None:
    """Passage sacrificed as a cost; the Plains found counts: 3 Forests + Plains = 4 lands,
    the Plains is untapped; with 2 Forests (3 lands) it stays tapped."""
    _compiled(real_db, "Fabled Passage")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fabled Passage")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", forests)
    s.add_card(Zone.LIBRARY, "A", "Plains")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Plains", 1)
    s.assert_permanent_count("A", "Fabled Passage", 0)
    s.assert_tapped("Plains", tapped)


# ------------------------------------------------------------------ Chandra, Fire Artisan
# 122.8 / 603.2: "Whenever one or more loyalty counters are removed from ~": that much damage


def test_603_chandra_fire_artisan_damage_removes_loyalty(real_db: CardDatabase) -> None:
    """B's Lightning Bolt deals 3 to Chandra (4 loyalty): 3 loyalty counters removed, she deals
    3 damage to target opponent B: Chandra at 1, B at 17."""
    _compiled(real_db, "Chandra, Fire Artisan")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chandra, Fire Artisan")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt",
                 targets=["Chandra, Fire Artisan"])
    s.add_target("A", "B")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Chandra, Fire Artisan", "loyalty", 1)
    s.assert_life("B", 17)
    s.assert_life("A", 20)


def test_603_chandra_fire_artisan_plus_one_no_trigger(real_db: CardDatabase) -> None:
    """Her +1 puts a counter (none removed): no damage; the top card is exiled: B at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chandra, Fire Artisan")
    s.add_card(Zone.LIBRARY, "A", "Plains")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Chandra, Fire Artisan", "loyalty", 5)
    s.assert_life("B", 20)
    s.assert_exile_count("Plains", 1)


# ------------------------------------------------------------------ Rivalry
# 603.4: "if that player controls more lands than each other player" (intervening if)


@pytest.mark.parametrize(("b_lands", "a_life"), [(2, 18), (3, 20)])
def test_603_4_rivalry_more_lands_than_each_other(real_db: CardDatabase, b_lands: int,
                                                  a_life: int) -> None:
    """A (3 lands) at their upkeep: more than B's 2, Rivalry deals A 2 (18); tied at 3, none.
    B at their upkeep (fewer or tied): none, B at 20."""
    _compiled(real_db, "Rivalry")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rivalry")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", b_lands)
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("A", a_life)
    s.assert_life("B", 20)


# ------------------------------------------------------------------ Vizier of Remedies
# 614.1a: "that many -1/-1 counters minus one are put on it instead"


@pytest.mark.parametrize(("vizier", "alive"), [(True, True), (False, False)])
def test_614_1a_vizier_of_remedies_one_fewer(real_db: CardDatabase, vizier: bool,
                                             alive: bool) -> None:
    """B's Skinrender puts three -1/-1 counters on A's Hill Giant (3/3): with the Vizier two are
    put, a 1/1; without it, three and it dies."""
    _compiled(real_db, "Vizier of Remedies")
    s = Scenario(cards=real_db)
    if vizier:
        s.add_card(Zone.BATTLEFIELD, "A", "Vizier of Remedies")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 4)
    s.add_card(Zone.HAND, "B", "Skinrender")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Skinrender")
    s.add_target("B", "Hill Giant")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    if alive:
        s.assert_counter_count("A", "Hill Giant", "-1/-1", 2)
        s.assert_power_toughness("A", "Hill Giant", 1, 1)
    else:
        s.assert_permanent_count("A", "Hill Giant", 0)


# ------------------------------------------------------------------ Gamekeeper
# 603.12 / 701.?: "you may exile it. If you do, reveal cards ... until you reveal a creature card"


def test_gamekeeper_exiled_reveals_until_creature(real_db: CardDatabase) -> None:
    """Gamekeeper dies to B's Bolt: exiled; Forest (top) to the graveyard, Grizzly Bears onto
    the battlefield; the card under the Bears stays in the library."""
    _compiled(real_db, "Gamekeeper")
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.BATTLEFIELD, "A", "Gamekeeper")
    s.add_card(Zone.LIBRARY, "A", "Island")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Gamekeeper"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Gamekeeper", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Forest", 1)
    s.assert_library_count("A", 1, "Island")


def test_gamekeeper_not_exiled_reveals_nothing(real_db: CardDatabase) -> None:
    """A declines: Gamekeeper stays in the graveyard and nothing is revealed."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.BATTLEFIELD, "A", "Gamekeeper")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Gamekeeper"])
    s.set_choice("A", "no")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Gamekeeper", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_library_count("A", 2)


# ------------------------------------------------------------------ Reckoner Bankbuster
# 608.2c: "Then if there are no charge counters on ~" (after the cost removed one)


@pytest.mark.parametrize(("charge", "tokens"), [(1, 1), (2, 0)])
def test_reckoner_bankbuster_tokens_when_no_charge_left(real_db: CardDatabase, charge: int,
                                                        tokens: int) -> None:
    """One charge counter: removed as a cost, draw, then a Treasure and a Pilot; with two, one
    is left: a card drawn, no tokens."""
    _compiled(real_db, "Reckoner Bankbuster")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Reckoner Bankbuster", counters={"charge": charge})
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.LIBRARY, "A", "Island")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1, "Island")
    s.assert_permanent_count("A", "Treasure Token", tokens)
    s.assert_permanent_count("A", "Pilot Token", tokens)
    s.assert_counter_count("A", "Reckoner Bankbuster", "charge", charge - 1)


def test_reckoner_bankbuster_enters_with_three(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Reckoner Bankbuster")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Reckoner Bankbuster")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Reckoner Bankbuster", "charge", 3)


# ------------------------------------------------------------------ Eon Frolicker
# 500.7, 702.16k: an extra turn for the opponent; you gain protection from that player


def test_702_16k_eon_frolicker_you_gain_protection_until_your_next_turn(
        real_db: CardDatabase) -> None:
    """A casts Eon Frolicker targeting B: B takes turns 2 (extra) and 3; B's Grizzly Bears
    attack A in both: combat damage from B's creature is prevented (702.16k): A at 20; A's
    next turn is turn 4."""
    _compiled(real_db, "Eon Frolicker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Eon Frolicker")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Eon Frolicker")
    s.add_target("A", "B")
    s.attack(2, "B", "Grizzly Bears")
    s.attack(3, "B", "Grizzly Bears")
    s.check(4, Step.UPKEEP, lambda sc: (sc.assert_life("A", 20),
                                        _assert_active(sc, 0)))
    s.attack(5, "B", "Grizzly Bears")
    s.stop_at(5, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 18)


def _assert_active(s: Scenario, player: int) -> None:
    assert s.game.state.active == player, s.log


# ------------------------------------------------------------------ Hixus, Prison Warden
# 603.4: "if Hixus entered the battlefield this turn": 610.3 exile until it leaves


@pytest.mark.parametrize(("flashed", "exiled"), [(True, 1), (False, 0)])
def test_603_4_hixus_exiles_attacker_only_the_turn_it_entered(real_db: CardDatabase,
                                                               flashed: bool,
                                                               exiled: int) -> None:
    """B's Grizzly Bears hit A (18). Hixus flashed in during B's turn: Bears exiled; Hixus on the
    battlefield since before: the Bears stay."""
    _compiled(real_db, "Hixus, Prison Warden")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    if flashed:
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
        s.add_card(Zone.HAND, "A", "Hixus, Prison Warden")
        s.cast_spell(2, Step.DECLARE_BLOCKERS, "A", "Hixus, Prison Warden")
    else:
        s.add_card(Zone.BATTLEFIELD, "A", "Hixus, Prison Warden")
    s.attack(2, "B", "Grizzly Bears")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_exile_count("Grizzly Bears", exiled)
    s.assert_permanent_count("B", "Grizzly Bears", 1 - exiled)


# ------------------------------------------------------------------ Master of Death
# 603.4, 603.12? "if ~ is in your graveyard, you may pay 1 life. If you do, return it"


def test_master_of_death_returns_for_one_life(real_db: CardDatabase) -> None:
    _compiled(real_db, "Master of Death")
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Master of Death")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_life("A", 19)
    s.assert_hand_count("A", 1, "Master of Death")


# ------------------------------------------------------------------ Ghostfire Blade
# 601.2f: the equip ability costs {2} less only if it targets a colorless creature


def test_601_2f_ghostfire_blade_equip_colorless_for_one(real_db: CardDatabase) -> None:
    _compiled(real_db, "Ghostfire Blade")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ghostfire Blade")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip", targets=["Ornithopter"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Ornithopter", 2, 4)


def test_601_2f_ghostfire_blade_equip_green_costs_three(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ghostfire Blade")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()


# ------------------------------------------------------------------ Clergy of the Holy Nimbus
# 614.8 regeneration replacement; 701.19c "can't be regenerated this turn"; 602.5 opponents only


@pytest.mark.parametrize(("b_activates", "alive"), [(True, False), (False, True)])
def test_701_19_clergy_of_the_holy_nimbus(real_db: CardDatabase, b_activates: bool,
                                          alive: bool) -> None:
    """B's Bolt would destroy the Clergy: it regenerates (tapped, alive). When B first pays
    {1} for "can't be regenerated this turn", the Bolt kills it."""
    _compiled(real_db, "Clergy of the Holy Nimbus")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Clergy of the Holy Nimbus")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    if b_activates:
        s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{1}:",
                           source="Clergy of the Holy Nimbus")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt",
                 targets=["Clergy of the Holy Nimbus"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Clergy of the Holy Nimbus", 1 if alive else 0)
    if alive:
        s.assert_tapped("Clergy of the Holy Nimbus", True)


def test_602_5_clergy_of_the_holy_nimbus_controller_cannot_activate(
        real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Clergy of the Holy Nimbus")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}:")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()


# ------------------------------------------------------------------ Retromancer, Lava Runner
# 603.2: "becomes the target of a spell or ability": that spell or ability's controller


def test_retromancer_damages_the_targeting_player(real_db: CardDatabase) -> None:
    """B's Bolt targets Retromancer (3/3): 3 damage to B (17); the Bolt kills it."""
    _compiled(real_db, "Retromancer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Retromancer")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Retromancer"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 20)
    s.assert_graveyard_count("A", "Retromancer", 1)


def test_lava_runner_targeting_player_sacrifices_a_land(real_db: CardDatabase) -> None:
    """B's Bolt (paid with one of two Mountains) targets Lava Runner: B sacrifices a land (one
    Mountain left); A keeps their Forest."""
    _compiled(real_db, "Lava Runner")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lava Runner")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Lava Runner"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Mountain", 1)
    s.assert_permanent_count("A", "Forest", 1)


# ------------------------------------------------------------------ Graxiplon
# 509.1b: "can't be blocked unless defending player controls three or more creatures that
# share a creature type"


@pytest.mark.parametrize(("third", "blocked"), [("Grizzly Bears", True),
                                                ("Llanowar Elves", False)])
def test_509_1b_graxiplon_three_sharing_a_type(real_db: CardDatabase, third: str,
                                               blocked: bool) -> None:
    """B has two Grizzly Bears and a third creature. Three Bears: one blocks, B at 20. Two
    Bears and an Elf: no three share a type, the block is illegal (the run raises)."""
    _compiled(real_db, "Graxiplon")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Graxiplon")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", third)
    s.attack(1, "A", "Graxiplon")
    s.block(1, "B", "Grizzly Bears", "Graxiplon")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    if blocked:
        s.execute()
        s.assert_life("B", 20)
    else:
        with pytest.raises(ScenarioError):
            s.execute()


# ------------------------------------------------------------------ Giant Turtle
# 508.1c: "can't attack if it attacked during your last turn"


def test_508_1c_giant_turtle_rests_a_turn(real_db: CardDatabase) -> None:
    """Attacks on turn 1 (B 18), can't on turn 3, attacks on turn 5 (B 16)."""
    _compiled(real_db, "Giant Turtle")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Giant Turtle")
    s.attack(1, "A", "Giant Turtle")
    s.check(3, Step.UPKEEP, lambda sc: sc.assert_life("B", 18))
    s.attack(5, "A", "Giant Turtle")
    s.stop_at(5, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 16)


def test_508_1c_giant_turtle_cannot_attack_twice_running(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Giant Turtle")
    s.attack(1, "A", "Giant Turtle")
    s.attack(3, "A", "Giant Turtle")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()


# ------------------------------------------------------------------ Biomass Mutation
# 611.2c: the affected set is locked at resolution; 613.4b base P/T X/X


def test_611_2c_biomass_mutation_locks_the_creatures(real_db: CardDatabase) -> None:
    """X=4: A's Grizzly Bears becomes 4/4; a Grizzly Bears cast afterwards stays 2/2; B's
    Hill Giant stays 3/3."""
    _compiled(real_db, "Biomass Mutation")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 8)
    s.add_card(Zone.HAND, "A", "Biomass Mutation")
    s.add_card(Zone.HAND, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Biomass Mutation", x=4)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Llanowar Elves")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_power_toughness("A", "Llanowar Elves", 1, 1)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)


# ------------------------------------------------------------------ Yasova Dragonclaw
# 603.12? "you may pay ... If you do, gain control of target creature ... power less than"


def test_yasova_dragonclaw_steals_and_attacks(real_db: CardDatabase) -> None:
    """A pays {1}{U/R}{U/R} at the beginning of combat: gains B's Hill Giant (3 < 4), untapped
    with haste; it attacks with Yasova: B at 13; at end of turn it returns to B."""
    _compiled(real_db, "Yasova Dragonclaw")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Yasova Dragonclaw")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", tapped=True)
    s.set_choice("A", "yes")
    s.add_target("A", "Hill Giant")
    s.attack(1, "A", "Yasova Dragonclaw")
    s.attack(1, "A", "Hill Giant")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_life("B", 13))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)


# ------------------------------------------------------------------ Wormfang Newt
# 607.2a linked abilities: the exiled land returns when it leaves


def test_607_wormfang_newt_exiles_and_returns_a_land(real_db: CardDatabase) -> None:
    """Newt enters (2 Islands tapped to cast it): a land exiled (one Island left); B's Bolt
    kills the Newt: the Island returns."""
    _compiled(real_db, "Wormfang Newt")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Wormfang Newt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wormfang Newt")
    s.check(2, Step.UPKEEP, lambda sc: (sc.assert_permanent_count("A", "Island", 1),
                                        sc.assert_exile_count("Island", 1)))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Wormfang Newt"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Island", 2)
    s.assert_exile_count("Island", 0)
    s.assert_graveyard_count("A", "Wormfang Newt", 1)


# ------------------------------------------------------------------ Anhelo, the Painter
# 702.153a, 601.2f: "the first instant or sorcery spell you cast each turn" counts the spells
# cast before Anhelo was on the battlefield (the card's ruling)


def test_702_153a_anhelo_first_spell_cast_before_it_entered(real_db: CardDatabase) -> None:
    """A Bolts B, then casts Anhelo, then Bolts again: the second Bolt is not the first of the
    turn, it has no casualty: the Bears stay, B at 14."""
    _compiled(real_db, "Anhelo, the Painter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Volcanic Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Badlands", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt", 2)
    s.add_card(Zone.HAND, "A", "Anhelo, the Painter")
    s.set_choice("A", "Grizzly Bears")
    s.set_choice("A", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Anhelo, the Painter")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 14)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


# ------------------------------------------------------------------ Jungle Patrol
# 605.1a: "Sacrifice a token named Wood: Add {R}." a mana ability with a sacrifice cost


def test_605_jungle_patrol_wood_pays_for_a_bolt(real_db: CardDatabase) -> None:
    """A makes Wood ({1}{G}, {T}), then sacrifices it for {R} (activated by hand: the
    scenario's automatic payment uses no sacrifice-another mana ability, as for Skirk
    Prospector): Lightning Bolt to B (17); no Wood left."""
    _compiled(real_db, "Jungle Patrol")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jungle Patrol")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{G}, {T}")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (sc.assert_permanent_count("A", "Wood", 1),
                                              sc.assert_power_toughness("A", "Wood", 0, 1)))
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Sacrifice a token named Wood")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Wood", 0)


# ------------------------------------------------------------------ Drannith Magistrate
# 101.2: "Your opponents can't cast spells from anywhere other than their hands."


@pytest.mark.parametrize(("magistrate_of", "cast"), [("B", False), ("A", True)])
def test_101_2_drannith_magistrate_stops_flashback(real_db: CardDatabase, magistrate_of: str,
                                                   cast: bool) -> None:
    """A's Think Twice flashback ({2}{U}) from the graveyard: not while B controls the
    Magistrate (the run raises); A's own Magistrate doesn't stop A (a card drawn)."""
    _compiled(real_db, "Drannith Magistrate")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, magistrate_of, "Drannith Magistrate")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Think Twice")
    s.add_card(Zone.LIBRARY, "A", "Plains")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Think Twice")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    if cast:
        s.execute()
        s.assert_hand_count("A", 1, "Plains")
        s.assert_exile_count("Think Twice", 1)
    else:
        with pytest.raises(ScenarioError):
            s.execute()


# ------------------------------------------------------------------ Huatli, Warrior Poet
# 606.4 -X loyalty cost; 601.2d divided damage; "Creatures dealt damage this way can't block"


def test_606_huatli_minus_x_divided_and_cant_block(real_db: CardDatabase) -> None:
    """Huatli (3 loyalty) -2: 1 damage to each of B's Grizzly Bears and Llanowar Elves: the
    Elves die, the Bears live (1 damage) and can't block; Huatli at 1."""
    _compiled(real_db, "Huatli, Warrior Poet")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Huatli, Warrior Poet")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-X:", x=2,
                       targets=["Grizzly Bears", "Llanowar Elves"])
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Grizzly Bears", "Hill Giant")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_counter_count("A", "Huatli, Warrior Poet", "loyalty", 1)
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_damage("Grizzly Bears", 1)
    s.assert_life("B", 17)


def test_606_huatli_plus_two_greatest_power(real_db: CardDatabase) -> None:
    """+2: life equal to the greatest power among A's creatures (Hill Giant 3): A at 23."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Huatli, Warrior Poet")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+2:")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 23)
    s.assert_counter_count("A", "Huatli, Warrior Poet", "loyalty", 5)


# ------------------------------------------------------------------ Lingering Death
# 603.2: "At the beginning of the end step of enchanted creature's controller"


def test_lingering_death_only_its_controllers_end_step(real_db: CardDatabase) -> None:
    """On B's Grizzly Bears: A's end step (turn 1) nothing; B's end step (turn 2): B
    sacrifices it."""
    _compiled(real_db, "Lingering Death")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Lingering Death", attached_to="Grizzly Bears")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_permanent_count("B", "Grizzly Bears", 1))
    s.stop_at(2, Step.CLEANUP)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Lingering Death", 1)


# ------------------------------------------------------------------ Sudden Spoiling
# 611.2c, 613.1f/613.4b: creatures target player controls lose all abilities, base 0/2


def test_611_2c_sudden_spoiling(real_db: CardDatabase) -> None:
    """Targeting B: B's Serra Angel becomes 0/2 without flying; A's Grizzly Bears unaffected
    (2/2)."""
    _compiled(real_db, "Sudden Spoiling")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Sudden Spoiling")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sudden Spoiling", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("B", "Serra Angel", 0, 2)
    s.assert_abilities("B", "Serra Angel", ["Flying"], present=False)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


# ------------------------------------------------------------------ Vedalken Humiliator
# 603.4 metalcraft intervening if; 613 lose all abilities, base 1/1


@pytest.mark.parametrize(("artifacts", "pt"), [(3, (1, 1)), (2, (2, 4))])
def test_603_4_vedalken_humiliator_metalcraft(real_db: CardDatabase, artifacts: int,
                                              pt: tuple[int, int]) -> None:
    """Three artifacts: B's Giant Spider (2/4) is a 1/1 without reach; two: unchanged."""
    _compiled(real_db, "Vedalken Humiliator")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vedalken Humiliator")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter", artifacts)
    s.add_card(Zone.BATTLEFIELD, "B", "Giant Spider")
    s.attack(1, "A", "Vedalken Humiliator")
    s.stop_at(1, Step.DECLARE_BLOCKERS)
    s.execute()
    s.assert_power_toughness("B", "Giant Spider", *pt)
    s.assert_abilities("B", "Giant Spider", ["Reach"], present=artifacts < 3)


# ------------------------------------------------------------------ Disintegrate
# 701.19c "can't be regenerated this turn"; 614.1a "if it would die this turn, exile it instead"


def test_701_19c_disintegrate_beats_clergy_of_the_holy_nimbus(real_db: CardDatabase) -> None:
    """X=1 on the Clergy (1/1, "If ~ would be destroyed, regenerate it"): it can't be
    regenerated, it dies and is exiled instead of going to the graveyard."""
    _compiled(real_db, "Disintegrate")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Clergy of the Holy Nimbus")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Disintegrate")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Disintegrate", x=1,
                 targets=["Clergy of the Holy Nimbus"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Clergy of the Holy Nimbus", 0)
    s.assert_exile_count("Clergy of the Holy Nimbus", 1)
    s.assert_graveyard_count("B", "Clergy of the Holy Nimbus", 0)


def test_disintegrate_player_target(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Disintegrate")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Disintegrate", x=3, targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)


# ------------------------------------------------------------------ Phyrexian Scriptures
# 714 sagas; "becomes an artifact in addition to its other types" (no duration, 611.2a)


def test_714_phyrexian_scriptures_artifact_survives_chapter_two(real_db: CardDatabase) -> None:
    """Chapter I: a +1/+1 counter on A's Grizzly Bears, now an artifact (3/3); chapter II in
    turn 3: B's Hill Giant is destroyed, the Bears (an artifact) survive."""
    _compiled(real_db, "Phyrexian Scriptures")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Phyrexian Scriptures")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Phyrexian Scriptures")
    s.add_target("A", "Grizzly Bears")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_type("Grizzly Bears", "Artifact")
    s.assert_graveyard_count("B", "Hill Giant", 1)


# ------------------------------------------------------------------ Mind Carver
# 613.4c: "+1/+0. It gets +3/+1 instead as long as an opponent has eight or more cards in
# their graveyard."


@pytest.mark.parametrize(("cards", "pt"), [(8, (5, 3)), (7, (3, 2))])
def test_mind_carver_instead_with_eight(real_db: CardDatabase, cards: int,
                                        pt: tuple[int, int]) -> None:
    _compiled(real_db, "Mind Carver")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mind Carver", attached_to="Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Forest", cards)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", *pt)


# ------------------------------------------------------------------ Balduvian Hydra
# 122.1a +1/+0 counters; 615.7 "prevent the next 1 damage"


def test_615_balduvian_hydra_counter_prevents_one(real_db: CardDatabase) -> None:
    """X=2: a 2/1 with two +1/+0 counters. A removes one (1/1) to prevent the next 1 damage:
    B's Shock (2) deals 1; toughness 1: it dies. Removing both first: Shock deals 0, it lives
    as a 0/1."""
    _compiled(real_db, "Balduvian Hydra")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Balduvian Hydra")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Balduvian Hydra", x=2)
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Remove a +1/+0")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Remove a +1/+0")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_power_toughness("A", "Balduvian Hydra",
                                                                   0, 1))
    s.cast_spell(1, Step.END_TURN, "B", "Shock", targets=["Balduvian Hydra"])
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("A", "Balduvian Hydra", 1)
    s.assert_damage("Balduvian Hydra", 0)


# ------------------------------------------------------------------ Unliving Psychopath
# 608.2b: "power less than ~'s power" checked as the ability resolves


def test_unliving_psychopath_pumps_then_destroys(real_db: CardDatabase) -> None:
    """{B} three times: a 3/1; {B},{T}: destroy B's Grizzly Bears (power 2 < 3)."""
    _compiled(real_db, "Unliving Psychopath")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Unliving Psychopath")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    for _ in range(3):
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}: Unliving")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}, {T}", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Unliving Psychopath", 3, 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


# ------------------------------------------------------------------ Enigma Sphinx
# "When ~ is put into your graveyard from the battlefield, put it into your library third from
# the top."


def test_enigma_sphinx_third_from_top(real_db: CardDatabase) -> None:
    _compiled(real_db, "Enigma Sphinx")
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Enigma Sphinx")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Murder")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["Enigma Sphinx"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    lib = s.state.players[0].library
    assert [s.state.objects[c].card.name for c in lib[-3:]] == \
        ["Enigma Sphinx", "Forest", "Forest"], s.log
    s.assert_graveyard_count("A", "Enigma Sphinx", 0)


# ------------------------------------------------------------------ Pretender's Claim
# "Whenever enchanted creature becomes blocked, tap all lands defending player controls."


def test_pretenders_claim_taps_defenders_lands(real_db: CardDatabase) -> None:
    _compiled(real_db, "Pretender's Claim")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Pretender's Claim", attached_to="Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Grizzly Bears", "Hill Giant")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_tapped("Forest", True)
    s.assert_tapped("Swamp", False)


# ------------------------------------------------------------------ counters put by a cost
# 118.3, 614.1a: a cost's counters are put on the permanent: "if one or more counters would be
# put" replacements apply (Vizier of Remedies with Devoted Druid, the card's ruling); Doubling
# Season's "If an effect would put" does not (a loyalty cost is no effect, 606.4)


@pytest.mark.parametrize(("vizier", "counters", "alive"), [(True, 0, True), (False, 2, False)])
def test_118_3_vizier_of_remedies_applies_to_devoted_druids_cost(
        real_db: CardDatabase, vizier: bool, counters: int, alive: bool) -> None:
    """Devoted Druid (0/2): "Put a -1/-1 counter on this creature: Untap it." activated twice:
    with Vizier each cost puts none (0 counters, a 0/2); without, two counters kill it."""
    s = Scenario(cards=real_db)
    if vizier:
        s.add_card(Zone.BATTLEFIELD, "A", "Vizier of Remedies")
    s.add_card(Zone.BATTLEFIELD, "A", "Devoted Druid")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Put a -1/-1 counter")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Put a -1/-1 counter")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    if alive:
        s.assert_counter_count("A", "Devoted Druid", "-1/-1", counters)
        s.assert_power_toughness("A", "Devoted Druid", 0, 2)
    else:
        s.assert_graveyard_count("A", "Devoted Druid", 1)


def test_606_4_doubling_season_not_for_a_loyalty_cost(real_db: CardDatabase) -> None:
    """Chandra, Fire Artisan (4) +1 under Doubling Season: 5, not 6 (the cost is no effect)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chandra, Fire Artisan")
    s.add_card(Zone.BATTLEFIELD, "A", "Doubling Season")
    s.add_card(Zone.LIBRARY, "A", "Plains")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Chandra, Fire Artisan", "loyalty", 5)


# ------------------------------------------------------------------ Braids, Conjurer Adept
# "At the beginning of each player's upkeep, that player may put ...": the upkeep's player
# chooses (not Braids' controller)


@pytest.mark.parametrize(("b_says", "put"), [("yes", 1), ("no", 0)])
def test_braids_conjurer_adept_that_player_chooses(real_db: CardDatabase, b_says: str,
                                                   put: int) -> None:
    """A controls Braids; in B's upkeep B may put Grizzly Bears from their hand: B's answer
    decides (A answers "yes" to everything here)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Braids, Conjurer Adept")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    for _ in range(3):
        s.set_choice("A", "yes")
    s.set_choice("B", b_says)
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", put)


# ------------------------------------------------------------------ Aurelia's Fury
# 601.2d divided damage; "Tap each creature dealt damage this way. Players dealt damage this
# way can't cast noncreature spells this turn."


def _fury(real_db: CardDatabase) -> Scenario:
    _compiled(real_db, "Aurelia's Fury")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plateau", 5)
    s.add_card(Zone.HAND, "A", "Aurelia's Fury")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.set_choice("A", "1,2")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aurelia's Fury", x=3, targets=["Hill Giant", "B"])
    return s


def test_aurelias_fury_taps_and_silences(real_db: CardDatabase) -> None:
    """X=3: 1 to Hill Giant (tapped, 1 damage), 2 to B (18); B's Lightning Bolt (noncreature)
    can't be cast this turn (the run raises)."""
    s = _fury(real_db)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (sc.assert_tapped("Hill Giant", True),
                                              sc.assert_damage("Hill Giant", 1),
                                              sc.assert_life("B", 18)))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_life("A", 20)


def test_aurelias_fury_creature_spells_still_allowed(real_db: CardDatabase) -> None:
    """B may still cast a creature spell (Ashcoat Bear has flash): it enters."""
    s = _fury(real_db)
    s.add_card(Zone.HAND, "B", "Ashcoat Bear")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Ashcoat Bear")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Ashcoat Bear", 1)


# ------------------------------------------------------------------ Oko, the Trickster
# 707.2, 611.2a: [0] a copy until end of turn; damage to him prevented this turn


def test_oko_zero_copy_and_prevent(real_db: CardDatabase) -> None:
    """Oko (4) [0]: a copy of Hill Giant until end of turn; B's Lightning Bolt to him is
    prevented (no damage: "Hill Giant#1" is Oko, added first); next turn he is Oko again with
    4 loyalty."""
    _compiled(real_db, "Oko, the Trickster")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Oko, the Trickster")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "0:", targets=["Hill Giant"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Hill Giant#1"])
    s.check(1, Step.END_TURN, lambda sc: (sc.assert_permanent_count("A", "Hill Giant", 2),
                                          sc.assert_power_toughness("A", "Hill Giant", 3, 3)))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Oko, the Trickster", 1)
    s.assert_counter_count("A", "Oko, the Trickster", "loyalty", 4)
    s.assert_permanent_count("A", "Hill Giant", 1)


# ------------------------------------------------------------------ Ob Nixilis of the Black Oath
# "+2: Each opponent loses 1 life. You gain life equal to the life lost this way."


def test_ob_nixilis_plus_two_drains(real_db: CardDatabase) -> None:
    _compiled(real_db, "Ob Nixilis of the Black Oath")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ob Nixilis of the Black Oath")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+2:")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_life("A", 21)
    s.assert_counter_count("A", "Ob Nixilis of the Black Oath", "loyalty", 5)


# ------------------------------------------------------------------ Godhunter Octopus
# 508.1c: "can't attack unless defending player controls an enchantment or an enchanted
# permanent"


@pytest.mark.parametrize(("enchanted", "b_life"), [(True, 15), (False, None)])
def test_508_1c_godhunter_octopus(real_db: CardDatabase, enchanted: bool,
                                  b_life: int | None) -> None:
    """B's Grizzly Bears enchanted by A's Pacifism (an enchanted permanent B controls; the Aura
    is A's): the Octopus attacks, B at 15; without it, it can't (the run raises)."""
    _compiled(real_db, "Godhunter Octopus")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Godhunter Octopus")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    if enchanted:
        s.add_card(Zone.BATTLEFIELD, "A", "Pacifism", attached_to="Grizzly Bears")
    s.attack(1, "A", "Godhunter Octopus")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    if b_life is None:
        with pytest.raises(ScenarioError):
            s.execute()
    else:
        s.execute()
        s.assert_life("B", b_life)


# ------------------------------------------------------------------ Goblin Rock Sled
# 502.3: "doesn't untap during your untap step if it attacked during your last turn"; 508.1c


def test_goblin_rock_sled_stays_tapped(real_db: CardDatabase) -> None:
    """B controls a Mountain: the Sled attacks in turn 1 (B 17); in turn 3 it is still
    tapped."""
    _compiled(real_db, "Goblin Rock Sled")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Rock Sled")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.attack(1, "A", "Goblin Rock Sled")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_tapped("Goblin Rock Sled", True)


def test_goblin_rock_sled_needs_a_mountain(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Rock Sled")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.attack(1, "A", "Goblin Rock Sled")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()


# ------------------------------------------------------------------ March from the Tomb
# 601.2c: "any number of target Ally creature cards with total mana value 8 or less"


def test_601_2c_march_from_the_tomb_total_mana_value(real_db: CardDatabase) -> None:
    """Kazandu Blademaster (4) and Ondu Cleric (2): total 6, both return."""
    _compiled(real_db, "March from the Tomb")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Scrubland", 5)
    s.add_card(Zone.HAND, "A", "March from the Tomb")
    s.add_card(Zone.GRAVEYARD, "A", "Kazandu Blademaster")
    s.add_card(Zone.GRAVEYARD, "A", "Ondu Cleric")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "March from the Tomb",
                 targets=["Kazandu Blademaster", "Ondu Cleric"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Kazandu Blademaster", 1)
    s.assert_permanent_count("A", "Ondu Cleric", 1)


# ------------------------------------------------------------------ Insist
# "The next creature spell you cast this turn can't be countered."


def test_insist_next_creature_spell_uncounterable(real_db: CardDatabase) -> None:
    """A casts Insist, then Grizzly Bears; B's Counterspell fails: the Bears enter."""
    _compiled(real_db, "Insist")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Insist")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Counterspell")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Insist")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Counterspell", responding_to="Grizzly Bears",
                 targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Counterspell", 1)


# ------------------------------------------------------------------ Crown of the Ages
# 303.4, 701.3: "Attach target Aura attached to a creature to another creature."


def test_crown_of_the_ages_moves_pacifism(real_db: CardDatabase) -> None:
    """Pacifism moves from B's Hill Giant to B's Grizzly Bears: the Giant attacks in turn 2
    (A 17), the Bears can't."""
    _compiled(real_db, "Crown of the Ages")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Crown of the Ages")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Pacifism", attached_to="Hill Giant")
    s.set_choice("A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}, {T}", targets=["Pacifism"])
    s.attack(2, "B", "Hill Giant")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_attached("Pacifism", "Grizzly Bears")
    s.assert_life("A", 17)


# ------------------------------------------------------------------ Security Bypass
# 509.1b: "As long as enchanted creature is attacking alone, it can't be blocked."; connive


@pytest.mark.parametrize(("alone", "blocked"), [(True, False), (False, True)])
def test_509_1b_security_bypass_alone(real_db: CardDatabase, alone: bool,
                                      blocked: bool) -> None:
    """Hill Giant with Security Bypass attacking alone: B's Bears can't block it (the run
    raises); with Grizzly Bears also attacking, the block is legal."""
    _compiled(real_db, "Security Bypass")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Security Bypass", attached_to="Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Hill Giant")
    if not alone:
        s.attack(1, "A", "Grizzly Bears@A")
    s.block(1, "B", "Grizzly Bears@B", "Hill Giant")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    if blocked:
        s.execute()
        s.assert_life("B", 18)
    else:
        with pytest.raises(ScenarioError):
            s.execute()


# ------------------------------------------------------------------ Chimeric Coils
# 611.2a: "becomes an X/X Construct artifact creature" (no duration); 603.7 delayed sacrifice


def test_chimeric_coils_x_then_sacrificed(real_db: CardDatabase) -> None:
    """X=3: a 3/3 Construct artifact creature; under A's control since the turn began, it
    attacks (302.6): B at 17; it is sacrificed at the beginning of the end step."""
    _compiled(real_db, "Chimeric Coils")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chimeric Coils")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 4)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{X}{1}:", x=3)
    s.attack(1, "A", "Chimeric Coils")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: (
        sc.assert_power_toughness("A", "Chimeric Coils", 3, 3),
        sc.assert_subtype("Chimeric Coils", "Construct"),
        sc.assert_life("B", 17)))
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_graveyard_count("A", "Chimeric Coils", 1)


# ------------------------------------------------------------------ Testament of Faith
# 611.2a "until end of turn"


def test_testament_of_faith_wall_until_end_of_turn(real_db: CardDatabase) -> None:
    _compiled(real_db, "Testament of Faith")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Testament of Faith")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{X}:", x=2)
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_power_toughness("A", "Testament of Faith", 2, 2),
        sc.assert_abilities("A", "Testament of Faith", ["Defender"]),
        sc.assert_type("Testament of Faith", "Enchantment")))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_type("Testament of Faith", "Creature", present=False)


# ------------------------------------------------------------------ Frenzied Fugue
# "When ~ enters or at the beginning of your upkeep, gain control of enchanted permanent until
# end of turn. Untap that permanent. It gains haste until end of turn."


def test_frenzied_fugue_borrows_each_upkeep(real_db: CardDatabase) -> None:
    """On B's tapped Hill Giant: A gains it, untapped and hasty, attacks B with it (17); it
    returns to B at end of turn; in A's turn 3 upkeep A gains it again and attacks (14)."""
    _compiled(real_db, "Frenzied Fugue")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Frenzied Fugue")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", tapped=True)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Frenzied Fugue", targets=["Hill Giant"])
    s.attack(1, "A", "Hill Giant")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_permanent_count("B", "Hill Giant", 1))
    s.attack(3, "A", "Hill Giant")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 14)


# ------------------------------------------------------------------ Sparkspitter
# 111.4: a token named Spark Elemental with "At the beginning of the end step, sacrifice ~."


def test_sparkspitter_spark_elemental(real_db: CardDatabase) -> None:
    _compiled(real_db, "Sparkspitter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sparkspitter")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{R}, {T}")
    s.attack(1, "A", "Spark Elemental")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_life("B", 17))
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("A", "Spark Elemental", 0)
    s.assert_graveyard_count("A", "Forest", 1)


# ------------------------------------------------------------------ Ashes of the Abhorrent
# 101.2: "Players can't cast spells from graveyards"; "Whenever a creature dies, you gain 1"


def test_ashes_of_the_abhorrent(real_db: CardDatabase) -> None:
    """B's Bolt kills A's Grizzly Bears: A (Ashes' controller) gains 1 (21), B nothing (the
    flashback half is the same static as Drannith Magistrate's, played above)."""
    _compiled(real_db, "Ashes of the Abhorrent")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ashes of the Abhorrent")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 21)
    s.assert_life("B", 20)


def test_101_2_ashes_of_the_abhorrent_stops_its_controllers_flashback(
        real_db: CardDatabase) -> None:
    """"Players": A's own Think Twice can't be flashed back (the run raises)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ashes of the Abhorrent")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Think Twice")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Think Twice")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()


# ------------------------------------------------------------------ Zalto; Wandering Troubadour
# 701.46a venture (any of the three dungeons, 309.2a)


def test_701_46a_zalto_ventures_when_dealt_damage(real_db: CardDatabase) -> None:
    """B's Shock deals 2 to Zalto (7/3): A ventures into Dungeon of the Mad Mage (Yawning
    Portal: A at 21)."""
    _compiled(real_db, "Zalto, Fire Giant Duke")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Zalto, Fire Giant Duke")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.set_choice("A", "Dungeon of the Mad Mage")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Zalto, Fire Giant Duke"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 21)
    s.assert_damage("Zalto, Fire Giant Duke", 2)


@pytest.mark.parametrize(("land", "life"), [(True, 21), (False, 20)])
def test_603_4_wandering_troubadour_only_after_a_land(real_db: CardDatabase, land: bool,
                                                      life: int) -> None:
    """A plays a Forest: at A's end step A ventures (Mad Mage's Yawning Portal: 21); no land
    played: no venture (20)."""
    _compiled(real_db, "Wandering Troubadour")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wandering Troubadour")
    s.add_card(Zone.HAND, "A", "Forest")
    s.set_choice("A", "Dungeon of the Mad Mage")
    if land:
        s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Forest")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_life("A", life)


# ------------------------------------------------------------------ Legions of Lim-Dûl
# 702.14c snow swampwalk


@pytest.mark.parametrize(("swamp", "blockable"), [("Snow-Covered Swamp", False),
                                                  ("Swamp", True)])
def test_702_14c_legions_snow_swampwalk(real_db: CardDatabase, swamp: str,
                                        blockable: bool) -> None:
    _compiled(real_db, "Legions of Lim-Dûl")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Legions of Lim-Dûl")
    s.add_card(Zone.BATTLEFIELD, "B", swamp)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Legions of Lim-Dûl")
    s.block(1, "B", "Grizzly Bears", "Legions of Lim-Dûl")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    if blockable:
        s.execute()
        s.assert_life("B", 20)
    else:
        with pytest.raises(ScenarioError):
            s.execute()


# ------------------------------------------------------------------ Blanka, Ferocious Friend
# 603.2 "Whenever ~ becomes the target of a spell"


def test_blanka_targeted_by_giant_growth(real_db: CardDatabase) -> None:
    """A's Giant Growth on Blanka (5/5): the trigger resolves first, +2/+2 and 2 damage to B
    (18); then +3/+3: a 10/10."""
    _compiled(real_db, "Blanka, Ferocious Friend")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Blanka, Ferocious Friend")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth",
                 targets=["Blanka, Ferocious Friend"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Blanka, Ferocious Friend", 10, 10)
    s.assert_life("B", 18)
    s.assert_abilities("A", "Blanka, Ferocious Friend", ["Trample"], present=False)


# ------------------------------------------------------------------ Lupine Prototype
# 508.1c "can't attack or block unless a player has no cards in hand"


@pytest.mark.parametrize(("a_cards", "attacks"), [(0, True), (1, False)])
def test_508_1c_lupine_prototype(real_db: CardDatabase, a_cards: int, attacks: bool) -> None:
    """B holds a card; A's hand empty: it attacks (B 15); A holding a card: it can't."""
    _compiled(real_db, "Lupine Prototype")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lupine Prototype")
    if a_cards:
        s.add_card(Zone.HAND, "A", "Forest")
    s.add_card(Zone.HAND, "B", "Forest")
    s.attack(1, "A", "Lupine Prototype")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    if attacks:
        s.execute()
        s.assert_life("B", 15)
    else:
        with pytest.raises(ScenarioError):
            s.execute()


# ------------------------------------------------------------------ Gate to the Aether
# "At the beginning of each player's upkeep, that player reveals the top card ... If it's an
# artifact, creature, enchantment, or land card, the player may put it onto the battlefield."


def test_gate_to_the_aether_each_player(real_db: CardDatabase) -> None:
    """B's upkeep: Grizzly Bears on top of B's library goes onto the battlefield under B."""
    _compiled(real_db, "Gate to the Aether")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gate to the Aether")
    s.add_card(Zone.LIBRARY, "B", "Grizzly Bears")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 0)


def test_gate_to_the_aether_not_an_instant(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gate to the Aether")
    s.add_card(Zone.LIBRARY, "B", "Lightning Bolt")
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", 1, "Lightning Bolt")


# ------------------------------------------------------------------ Iwamori of the Open Fist
# "each opponent may put a legendary creature card from their hand onto the battlefield"


def test_iwamori_opponent_puts_a_legend(real_db: CardDatabase) -> None:
    _compiled(real_db, "Iwamori of the Open Fist")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Iwamori of the Open Fist")
    s.add_card(Zone.HAND, "A", "Isamaru, Hound of Konda")
    s.add_card(Zone.HAND, "B", "Isamaru, Hound of Konda")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.set_choice("A", "Isamaru, Hound of Konda")  # (not A's to put: unused)
    s.set_choice("B", "Isamaru, Hound of Konda")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Iwamori of the Open Fist")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Isamaru, Hound of Konda", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_permanent_count("A", "Isamaru, Hound of Konda", 0)


# ------------------------------------------------------------------ Radiant Solar
# "Whenever ~ or another nontoken creature enters the battlefield under your control, venture"


@pytest.mark.parametrize(("card", "life"), [("Grizzly Bears", 21), ("Raise the Alarm", 20)])
def test_radiant_solar_nontoken_only(real_db: CardDatabase, card: str, life: int) -> None:
    """Grizzly Bears enters: A ventures into the Mad Mage (Yawning Portal, 21); two Soldier
    tokens (Raise the Alarm): no venture (20)."""
    _compiled(real_db, "Radiant Solar")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Radiant Solar")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah", 2)
    s.add_card(Zone.HAND, "A", card)
    s.set_choice("A", "Dungeon of the Mad Mage")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", card)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", life)


# ------------------------------------------------------------------ Triumphant Adventurer
# "As long as it's your turn, ~ has first strike."


def test_triumphant_adventurer_first_strike_only_on_your_turn(real_db: CardDatabase) -> None:
    _compiled(real_db, "Triumphant Adventurer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Triumphant Adventurer")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_abilities(
        "A", "Triumphant Adventurer", ["First strike", "Deathtouch"]))
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_abilities(
        "A", "Triumphant Adventurer", ["First strike"], present=False))
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()


# ------------------------------------------------------------------ Burning Palm Efreet
# "deals 2 damage to target creature with flying and that creature loses flying until end of
# turn"


def test_burning_palm_efreet_grounds_serra(real_db: CardDatabase) -> None:
    """Serra Angel (4/4) takes 2 and loses flying this turn; next turn it flies again."""
    _compiled(real_db, "Burning Palm Efreet")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Burning Palm Efreet")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{R}{R}", targets=["Serra Angel"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_damage("Serra Angel", 2),
        sc.assert_abilities("B", "Serra Angel", ["Flying"], present=False)))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_abilities("B", "Serra Angel", ["Flying"])


# ------------------------------------------------------------------ Mirror Entity
# 613.4b "{X}: Until end of turn, creatures you control have base power and toughness X/X and
# gain all creature types."


def test_mirror_entity_x_three(real_db: CardDatabase) -> None:
    _compiled(real_db, "Mirror Entity")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mirror Entity")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{X}:", x=3)
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_power_toughness("A", "Grizzly Bears", 3, 3),
        sc.assert_power_toughness("A", "Mirror Entity", 3, 3),
        sc.assert_subtype("Grizzly Bears", "Elf"),
        sc.assert_power_toughness("B", "Hill Giant", 3, 3)))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


# ------------------------------------------------------------------ Thicket Elemental
# 603.4 "if it was kicked"


@pytest.mark.parametrize(("kick", "bears"), [("yes", 1), ("no", 0)])
def test_603_4_thicket_elemental_kicked(real_db: CardDatabase, kick: str, bears: int) -> None:
    _compiled(real_db, "Thicket Elemental")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 7)
    s.add_card(Zone.HAND, "A", "Thicket Elemental")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Island")
    s.set_choice("A", kick)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Thicket Elemental")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", bears)
    s.assert_graveyard_count("A", "Island", 0)
