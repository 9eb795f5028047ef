"""Session 20 audit (qa20c): cards made to play this session (trig and xmage shares), played
again from their Oracle text with exact figures, each with the rule it follows."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)



def test_608_2c_thundermaw_hellkite_damages_and_taps_opposing_flyers(real_db: CardDatabase
                                                                     ) -> None:
    """Thundermaw Hellkite enters: 1 damage to each creature with flying B controls (Birds of
    Paradise dies, Serra Angel has 1 damage and is tapped); B's Grizzly Bears and A's own Wind
    Drake are untouched."""
    _compiled(real_db, "Thundermaw Hellkite")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Wind Drake")
    s.add_card(Zone.HAND, "A", "Thundermaw Hellkite")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Birds of Paradise")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Thundermaw Hellkite")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Birds of Paradise", 1)
    s.assert_damage("Serra Angel", 1)
    s.assert_tapped("Serra Angel")
    s.assert_tapped("Grizzly Bears", False)
    s.assert_tapped("Wind Drake", False)
    s.assert_damage("Wind Drake", 0)


def test_614_1a_zombie_mob_counters_then_exiles_creature_cards(real_db: CardDatabase) -> None:
    """Zombie Mob (2/0) enters with two +1/+1 counters (two creature cards in A's graveyard,
    not the Lightning Bolt): 4/2; then the two creature cards are exiled, the Bolt stays."""
    _compiled(real_db, "Zombie Mob")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Zombie Mob")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zombie Mob")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Zombie Mob", "+1/+1", 2)
    s.assert_power_toughness("A", "Zombie Mob", 4, 2)
    s.assert_graveyard_count("A", None, 1)
    s.assert_exile_count("Grizzly Bears", 1, "A")
    s.assert_exile_count("Hill Giant", 1, "A")


def _deterrence(db: CardDatabase, zombie: bool) -> Scenario:
    _compiled(db, "Compelling Deterrence")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    if zombie:
        s.add_card(Zone.BATTLEFIELD, "A", "Walking Corpse")
    s.add_card(Zone.HAND, "A", "Compelling Deterrence")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Compelling Deterrence", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_608_2c_compelling_deterrence_discards_with_a_zombie(real_db: CardDatabase) -> None:
    """A controls Walking Corpse: Hill Giant returns to B's hand and B discards it (its only
    card): B's hand 0, Hill Giant in B's graveyard."""
    s = _deterrence(real_db, True)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_hand_count("B", 0)


def test_608_2c_compelling_deterrence_no_zombie_no_discard(real_db: CardDatabase) -> None:
    """No Zombie: Hill Giant is in B's hand, nothing discarded."""
    s = _deterrence(real_db, False)
    s.assert_hand_count("B", 1, "Hill Giant")
    s.assert_graveyard_count("B", None, 0)


def test_613_majestic_myriarch_counts_and_copies_keywords(real_db: CardDatabase) -> None:
    """Majestic Myriarch with Serra Angel (flying, vigilance): 4/4 (twice two creatures); at
    the beginning of combat it gains flying and vigilance, not first strike."""
    _compiled(real_db, "Majestic Myriarch")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Majestic Myriarch")
    s.add_card(Zone.BATTLEFIELD, "A", "Serra Angel")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_abilities(
        "A", "Majestic Myriarch", ["Flying"], present=False))
    s.stop_at(1, Step.DECLARE_ATTACKERS)
    s.execute()
    s.assert_power_toughness("A", "Majestic Myriarch", 4, 4)
    s.assert_abilities("A", "Majestic Myriarch", ["Flying", "Vigilance"])
    s.assert_abilities("A", "Majestic Myriarch", ["First strike"], present=False)


def test_611_2a_charmbreaker_devils_pump_on_instant(real_db: CardDatabase) -> None:
    """A casts Lightning Bolt at B: Charmbreaker Devils (4/4) is 8/4 until end of turn; B 17."""
    _compiled(real_db, "Charmbreaker Devils")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Charmbreaker Devils")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_power_toughness(
        "A", "Charmbreaker Devils", 8, 4))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 17)
    s.assert_power_toughness("A", "Charmbreaker Devils", 4, 4)


def test_406_surreal_memoir_returns_the_only_instant(real_db: CardDatabase) -> None:
    """A's graveyard: Lightning Bolt and Hill Giant: Surreal Memoir returns the Bolt."""
    _compiled(real_db, "Surreal Memoir")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Surreal Memoir")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Surreal Memoir")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Lightning Bolt")
    s.assert_graveyard_count("A", "Hill Giant", 1)


def test_406_lantern_of_the_lost_exiles_all_graveyards_then_draws(real_db: CardDatabase
                                                                  ) -> None:
    """{1}, {T}, Exile Lantern of the Lost: both graveyards exiled (2 + 1 cards), A draws one."""
    _compiled(real_db, "Lantern of the Lost")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lantern of the Lost")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant", 2)
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, {T}")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", None, 0)
    s.assert_graveyard_count("B", None, 0)
    s.assert_exile_count("Hill Giant", 2, "A")
    s.assert_exile_count("Grizzly Bears", 1, "B")
    s.assert_exile_count("Lantern of the Lost", 1, "A")
    s.assert_hand_count("A", 1)


def test_509_1b_subira_makes_a_small_creature_unblockable(real_db: CardDatabase) -> None:
    """Subira's {1}: Grizzly Bears can't be blocked; B's Wall of Wood can't block it: B 18."""
    _compiled(real_db, "Subira, Tulzidi Caravanner")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Subira, Tulzidi Caravanner")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Wood")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}:", targets=["Grizzly Bears"])
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 18)


def test_502_3_rising_waters_each_player_untaps_only_one_land(real_db: CardDatabase) -> None:
    """Rising Waters: B's three tapped Forests stay tapped in B's untap step; at B's upkeep B
    untaps one of them (two stay tapped)."""
    _compiled(real_db, "Rising Waters")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rising Waters")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 3, tapped=True)
    s.stop_at(2, Step.DRAW)
    s.execute()
    forests = [o for o in s.state.objects.values()
               if o.zone is Zone.BATTLEFIELD and s._name(o.id) == "Forest"]
    assert sorted(o.tapped for o in forests) == [False, True, True]


def test_106_4_savage_ventmaw_mana_pays_a_postcombat_spell(real_db: CardDatabase) -> None:
    """Savage Ventmaw attacks: {R}{R}{R}{G}{G}{G} kept through combat; A (no lands) casts
    Hill Giant ({3}{R}) in its second main phase. B at 16 (4 from the Ventmaw)."""
    _compiled(real_db, "Savage Ventmaw")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Savage Ventmaw")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.attack(1, "A", "Savage Ventmaw")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_permanent_count("A", "Hill Giant", 1)


def test_611_2a_benefactors_draught_draws_for_each_blocking_creature(real_db: CardDatabase
                                                                     ) -> None:
    """Benefactor's Draught in A's main phase (A draws one); A's Hill Giant and Grizzly Bears
    attack, B's two Walls of Wood block them: two more cards. A's own creatures don't count."""
    _compiled(real_db, "Benefactor's Draught")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Benefactor's Draught")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Wood", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Benefactor's Draught")
    s.attack(1, "A", "Hill Giant")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Wall of Wood", "Hill Giant")
    s.block(1, "B", "Wall of Wood", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_hand_count("A", 3)


def test_603_4_woodland_sleuth_no_death_no_return(real_db: CardDatabase) -> None:
    """No creature died this turn: Woodland Sleuth returns nothing (Hill Giant stays)."""
    _compiled(real_db, "Woodland Sleuth")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Woodland Sleuth")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Woodland Sleuth")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_hand_count("A", 0)


def test_603_4_woodland_sleuth_after_a_death_returns_a_creature_card(real_db: CardDatabase
                                                                     ) -> None:
    """A Bolts B's Grizzly Bears first: the Sleuth returns Hill Giant (the only creature card
    in A's graveyard; the Bolt stays)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Woodland Sleuth")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Woodland Sleuth")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_graveyard_count("A", "Lightning Bolt", 1)


def test_611_2a_jace_cunning_castaway_loot_only_this_turn(real_db: CardDatabase) -> None:
    """Jace's +1 on turn 1 (no attack); Savannah Lions connects on turn 3: the ability was for
    turn 1 only: no loot (nothing in A's graveyard). B at 18."""
    _compiled(real_db, "Jace, Cunning Castaway")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jace, Cunning Castaway")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:")
    s.attack(3, "A", "Savannah Lions")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_graveyard_count("A", None, 0)


def test_611_2a_tyvar_kell_plus_one_deathtouch_until_end_of_turn(real_db: CardDatabase) -> None:
    """Tyvar's +1 on a tapped Llanowar Elves: a +1/+1 counter (2/2), untapped, deathtouch this
    turn only (gone on turn 2); the counter stays."""
    _compiled(real_db, "Tyvar Kell")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tyvar Kell")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves", tapped=True)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:", targets=["Llanowar Elves"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_tapped("Llanowar Elves", False),
        sc.assert_abilities("A", "Llanowar Elves", ["Deathtouch"])))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_abilities("A", "Llanowar Elves", ["Deathtouch"], present=False)
    s.assert_power_toughness("A", "Llanowar Elves", 2, 2)
    s.assert_counter_count("A", "Tyvar Kell", "loyalty", 4)


def test_611_2a_subira_draws_for_small_creatures_only(real_db: CardDatabase) -> None:
    """Subira's {1}{R}, {T}, discard your hand (Lightning Bolt): Grizzly Bears (2) and Hill
    Giant (3) connect: one card for the Bears only. B at 15."""
    _compiled(real_db, "Subira, Tulzidi Caravanner")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Subira, Tulzidi Caravanner")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{R}, {T}")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Hill Giant")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 15)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_hand_count("A", 1)


def test_603_2_trail_of_crumbs_pay_after_sacrificing_a_food(real_db: CardDatabase) -> None:
    """Trail of Crumbs enters with a Food; A sacrifices it ({2}, {T}: gain 3 life) and pays
    {1}: of the top two (Hill Giant, Lightning Bolt) A takes Hill Giant; the Bolt goes to
    the bottom. A at 23."""
    _compiled(real_db, "Trail of Crumbs")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Trail of Crumbs")
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Island", 3)
    s.add_card(Zone.LIBRARY, "A", "Lightning Bolt")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")  # the top card is the last one added
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Trail of Crumbs")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}")
    s.set_choice("A", "yes")
    s.set_choice("A", "Hill Giant")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 23)
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_library_count("A", 4)
    assert s._name(s.state.players[0].library[0]) == "Lightning Bolt"


def test_603_2_trail_of_crumbs_declined_looks_at_nothing(real_db: CardDatabase) -> None:
    """A declines to pay {1}: nothing looked at, Hill Giant stays on top; A at 23."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Trail of Crumbs")
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Island", 3)
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Trail of Crumbs")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}")
    s.set_choice("A", "no")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 23)
    s.assert_hand_count("A", 0)
    assert s._name(s.state.players[0].library[-1]) == "Hill Giant"
    assert not any(ev[0] == "look_at_top" for ev in s.state.log)


def test_603_2_charmbreaker_devils_upkeep_returns_the_instant(real_db: CardDatabase) -> None:
    """A's upkeep on turn 3: of Lightning Bolt and Hill Giant in A's graveyard, the Bolt (the
    only instant or sorcery card) returns to A's hand."""
    _compiled(real_db, "Charmbreaker Devils")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Charmbreaker Devils")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_hand_count("A", 1, "Lightning Bolt")
    s.assert_graveyard_count("A", "Hill Giant", 1)


def test_707_9a_protean_thaumaturge_copies_and_keeps_its_ability(real_db: CardDatabase) -> None:
    """Pacifism enters under A's control: Protean Thaumaturge becomes a copy of B's Hill Giant
    (3/3), keeping its ability: a second Pacifism makes it a copy of B's Grizzly Bears (2/2)."""
    _compiled(real_db, "Protean Thaumaturge")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Protean Thaumaturge")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Pacifism", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pacifism", targets=["Grizzly Bears"])
    s.set_choice("A", "yes")
    s.add_target("A", "Hill Giant")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_power_toughness("A", "Hill Giant", 3, 3))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Pacifism", targets=["Hill Giant"])
    s.set_choice("A", "yes")
    s.add_target("A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_permanent_count("A", "Hill Giant", 0)


def test_714_2_hidetsugu_consumes_all_chapters_one_and_two(real_db: CardDatabase) -> None:
    """Chapter I: each nonland permanent with mana value 1 or less is destroyed (B's Memnite and
    Llanowar Elves, A's Ornithopter); Grizzly Bears and the lands stay. Chapter II (A's turn
    3): all graveyards exiled."""
    _compiled(real_db, "Hidetsugu Consumes All // Vessel of the All-Consuming")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.HAND, "A", "Hidetsugu Consumes All")
    s.add_card(Zone.BATTLEFIELD, "B", "Memnite")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hidetsugu Consumes All")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_graveyard_count("B", None, 2),
        sc.assert_graveyard_count("A", "Ornithopter", 1),
        sc.assert_permanent_count("B", "Grizzly Bears", 1),
        sc.assert_battlefield_count("A", 4)))
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", None, 0)
    s.assert_graveyard_count("B", None, 0)
    s.assert_exile_count("Memnite", 1, "B")
    s.assert_exile_count("Ornithopter", 1, "A")
    s.assert_counter_count("A", "Hidetsugu Consumes All", "lore", 2)


def test_608_2b_ballroom_brawlers_target_gone_ability_does_nothing(real_db: CardDatabase
                                                                   ) -> None:
    """Ballroom Brawlers attacks and targets A's Grizzly Bears; B Bolts the Bears in response:
    the ability's only target is illegal, so it doesn't resolve (608.2b) and the Brawlers gain
    nothing: unblocked, 3 damage, no lifelink: B 17, A 20."""
    _compiled(real_db, "Ballroom Brawlers")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ballroom Brawlers")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_target("A", "Grizzly Bears")
    s.set_choice("A", "lifelink")
    s.attack(1, "A", "Ballroom Brawlers")
    s.cast_spell(1, Step.DECLARE_ATTACKERS, "B", "Lightning Bolt", targets=["Grizzly Bears"],
                 responding_to="Ballroom Brawlers")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_life("B", 17)
    s.assert_life("A", 20)


def test_400_7_hazorets_favor_blinked_creature_not_sacrificed(real_db: CardDatabase) -> None:
    """Hazoret's Favor pumps A's Grizzly Bears (4/2, B takes 4); A Cloudshifts the Bears in
    the second main phase: a new object (400.7), 2/2, not sacrificed at the end step."""
    _compiled(real_db, "Hazoret's Favor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hazoret's Favor")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Cloudshift")
    s.add_target("A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Cloudshift", targets=["Grizzly Bears"])
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 16)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
