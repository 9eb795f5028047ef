"""Conditions and entering replacements added in session 8 (oracle/conditions_designations.py,
rules/condition_families.py, oracle/entering.py), each with exact figures for the true and the
false case."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ 701.31b: monstrous


def test_701_31b_fleecemane_lion_as_long_as_monstrous(real_db: CardDatabase) -> None:
    """Fleecemane Lion (3/3): "{3}{G}{W}: Monstrosity 1. As long as ~ is monstrous, it has
    hexproof and indestructible." (611.3a). Before the activation it has neither; after it,
    4/4 with both (the designation is set after the counter: the characteristics are
    recomputed for it)."""
    _compiled(real_db, "Fleecemane Lion")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fleecemane Lion")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah", 5)
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_abilities(
        "A", "Fleecemane Lion", ["hexproof", "indestructible"], present=False))
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}{G}{W}: Monstrosity")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Fleecemane Lion", 4, 4)
    s.assert_abilities("A", "Fleecemane Lion", ["hexproof", "indestructible"])


def test_701_31b_monstrous_lion_survives_destruction(real_db: CardDatabase) -> None:
    """The monstrous Lion is indestructible: B's Wrath of God leaves it on the battlefield
    (and puts B's Grizzly Bears into the graveyard); the Lion that isn't monstrous dies."""
    for monstrous, lions in ((True, 1), (False, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Fleecemane Lion")
        s.add_card(Zone.BATTLEFIELD, "A", "Savannah", 5)
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "B", "Plains", 4)
        s.add_card(Zone.HAND, "B", "Wrath of God")
        if monstrous:
            s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}{G}{W}: Monstrosity")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Wrath of God")
        s.stop_at(2, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_permanent_count("A", "Fleecemane Lion", lions)
        s.assert_graveyard_count("A", "Fleecemane Lion", 1 - lions)
        s.assert_graveyard_count("B", "Grizzly Bears", 1)


# ------------------------------------------------------------------ 614.1c, 614.12: Myojins


def test_614_12_myojin_divinity_counter_if_cast_from_hand(real_db: CardDatabase) -> None:
    """Myojin of Cleansing Fire: "~ enters the battlefield with a divinity counter on it if you
    cast it from your hand. ~ has indestructible as long as it has a divinity counter on it."
    Cast from the hand, it enters with 1 divinity counter (judged as it would enter: the spell
    was cast from the hand, 614.12) and has indestructible (611.3a)."""
    _compiled(real_db, "Myojin of Cleansing Fire")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 8)
    s.add_card(Zone.HAND, "A", "Myojin of Cleansing Fire")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Myojin of Cleansing Fire")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Myojin of Cleansing Fire", "divinity", 1)
    s.assert_abilities("A", "Myojin of Cleansing Fire", ["indestructible"])


def test_614_12_myojin_put_onto_battlefield_has_no_counter(real_db: CardDatabase) -> None:
    """Returned from the graveyard by Zombify (not cast), the Myojin enters with no divinity
    counter and doesn't have indestructible."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.GRAVEYARD, "A", "Myojin of Cleansing Fire")
    s.add_card(Zone.HAND, "A", "Zombify")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zombify", targets=["Myojin of Cleansing Fire"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Myojin of Cleansing Fire", 1)
    s.assert_counter_count("A", "Myojin of Cleansing Fire", "divinity", 0)
    s.assert_abilities("A", "Myojin of Cleansing Fire", ["indestructible"], present=False)


def test_611_3a_myojin_loses_indestructible_with_its_last_counter(real_db: CardDatabase) -> None:
    """"Remove a divinity counter from ~: Destroy all other creatures." With its counter
    removed it no longer has indestructible; B's Grizzly Bears is destroyed, A's Myojin stays
    (destroy all *other* creatures) with 0 counters."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 8)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Myojin of Cleansing Fire")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Myojin of Cleansing Fire")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Remove a divinity counter")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Myojin of Cleansing Fire", "divinity", 0)
    s.assert_abilities("A", "Myojin of Cleansing Fire", ["indestructible"], present=False)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


# ------------------------------------------------------------------ 118.12a: any player pays


def _untapped(sc: Scenario, player: str, name: str) -> int:
    st = sc.state
    who = 0 if player == "A" else 1
    return sum(1 for o in st.battlefield if st.objects[o].card.name == name
               and st.objects[o].controller == who and not st.objects[o].tapped)


def test_118_12a_nakaya_shade_unless_any_player_pays(real_db: CardDatabase) -> None:
    """Nakaya Shade (1/1): "{B}: ~ gets +1/+1 until end of turn unless any player pays {2}."
    A activates it with its only Swamp, so A can't pay and isn't asked (118.3); B (two Islands)
    is: paying, the Shade stays 1/1 and both Islands are tapped; declining, it is 2/2 and
    they stay untapped."""
    _compiled(real_db, "Nakaya Shade")
    for answer, pt, islands in (("yes", 1, 0), ("no", 2, 2)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Nakaya Shade")
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
        s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
        s.set_choice("B", answer)
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}:")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_power_toughness("A", "Nakaya Shade", pt, pt)
        assert _untapped(s, "B", "Island") == islands


def test_101_4_any_player_pays_active_player_first(real_db: CardDatabase) -> None:
    """With three Swamps A can pay too, and is asked first (101.4: APNAP order). A pays: the
    Shade stays 1/1, two more Swamps are tapped (0 untapped), and B isn't asked (its Islands
    stay untapped). A declines and B pays: 1/1, A's two Swamps untapped, B's Islands tapped."""
    for a_answer, swamps, islands in (("yes", 0, 2), ("no", 2, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Nakaya Shade")
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
        s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
        s.set_choice("A", a_answer)
        if a_answer == "no":
            s.set_choice("B", "yes")
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}:")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_power_toughness("A", "Nakaya Shade", 1, 1)
        assert _untapped(s, "A", "Swamp") == swamps
        assert _untapped(s, "B", "Island") == islands


def test_118_12a_icy_prison_sacrificed_unless_any_player_pays(real_db: CardDatabase) -> None:
    """Icy Prison: "At the beginning of your upkeep, sacrifice ~ unless any player pays {3}."
    In A's turn-1 upkeep, A (three Islands) declines and so does B (three Mountains): Icy
    Prison goes to the graveyard. If B pays instead, it stays and B's Mountains are tapped."""
    _compiled(real_db, "Icy Prison")
    for b_answer, prisons in (("no", 0), ("yes", 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Icy Prison")
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
        s.set_choice("A", "no")
        s.set_choice("B", b_answer)
        s.stop_at(1, Step.PRECOMBAT_MAIN)
        s.execute()
        assert _untapped(s, "B", "Mountain") == 3 * (1 - prisons)
        s.assert_permanent_count("A", "Icy Prison", prisons)
        s.assert_graveyard_count("A", "Icy Prison", 1 - prisons)


def test_118_12a_excise_its_controller_pays_x(real_db: CardDatabase) -> None:
    """Excise: "Exile target attacking creature unless its controller pays {X}." B casts it
    with X=2 on A's attacking Grizzly Bears: A (two untapped Forests) pays and the Bears deal 2
    (B at 18); A declines and the Bears are exiled (B at 20). With X=3 A can't pay (118.3):
    exiled."""
    _compiled(real_db, "Excise")
    for x, answer, exiled, life in ((2, "yes", 0, 18), (2, "no", 1, 20), (3, "yes", 1, 20)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
        s.add_card(Zone.BATTLEFIELD, "B", "Plains", 4)
        s.add_card(Zone.HAND, "B", "Excise")
        s.attack(1, "A", "Grizzly Bears")
        s.set_choice("A", answer)
        s.cast_spell(1, Step.DECLARE_ATTACKERS, "B", "Excise", targets=["Grizzly Bears"], x=x)
        s.stop_at(1, Step.END_COMBAT)
        s.execute()
        s.assert_exile_count("Grizzly Bears", exiled)
        s.assert_life("B", life)


# ------------------------------------------------------------------ 113.6b: "if ~ is in your graveyard"


def test_603_4_bridge_from_below_works_from_the_graveyard(real_db: CardDatabase) -> None:
    """Bridge from Below: "Whenever a nontoken creature is put into your graveyard from the
    battlefield, if ~ is in your graveyard, create a 2/2 black Zombie creature token." B bolts
    A's Grizzly Bears: with Bridge in A's graveyard A gets one Zombie; with Bridge on the
    battlefield instead, none (the condition is false, 603.4)."""
    _compiled(real_db, "Bridge from Below")
    for zone, zombies in ((Zone.GRAVEYARD, 1), (Zone.BATTLEFIELD, 0)):
        s = Scenario(cards=real_db)
        s.add_card(zone, "A", "Bridge from Below")
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
        s.add_card(Zone.HAND, "B", "Lightning Bolt")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
        s.stop_at(2, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_graveyard_count("A", "Grizzly Bears", 1)
        s.assert_permanent_count("A", "Zombie Token", zombies)


def test_603_4_bridge_from_below_exiles_itself(real_db: CardDatabase) -> None:
    """"When a creature is put into an opponent's graveyard from the battlefield, if ~ is in
    your graveyard, exile ~." A bolts B's Grizzly Bears: Bridge leaves A's graveyard for exile
    (A's graveyard then holds only the Bolt); no Zombie for A (the Bears were B's)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Bridge from Below")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Bridge from Below", 1)
    s.assert_graveyard_count("A", "Bridge from Below", 0)
    s.assert_permanent_count("A", "Zombie Token", 0)


def test_603_4_genesis_upkeep_from_the_graveyard(real_db: CardDatabase) -> None:
    """Genesis: "At the beginning of your upkeep, if ~ is in your graveyard, you may pay
    {2}{G}. If you do, return target creature card from your graveyard to your hand." In A's
    turn-1 upkeep with Genesis in the graveyard, A pays (three Forests) and Grizzly Bears goes
    back to A's hand (1 in hand, 0 in the graveyard); with Genesis on the battlefield nothing
    triggers (0 in hand, 1 in the graveyard)."""
    _compiled(real_db, "Genesis")
    for zone, hand in ((Zone.GRAVEYARD, 1), (Zone.BATTLEFIELD, 0)):
        s = Scenario(cards=real_db)
        s.add_card(zone, "A", "Genesis")
        s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
        s.set_choice("A", "yes")
        s.add_target("A", "Grizzly Bears")
        s.stop_at(1, Step.DRAW)
        s.execute()
        s.assert_hand_count("A", hand, "Grizzly Bears")
        s.assert_graveyard_count("A", "Grizzly Bears", 1 - hand)


def test_603_4_pyre_zombie_returns_itself_from_the_graveyard(real_db: CardDatabase) -> None:
    """Pyre Zombie: "At the beginning of your upkeep, if ~ is in your graveyard, you may pay
    {1}{B}{B}. If you do, return ~ to your hand." ("return ~ to your hand" moves the card from
    the graveyard the condition names.) With three Swamps A pays in its turn-1 upkeep: the
    Zombie is in A's hand, the Swamps tapped; with two Swamps A can't pay: it stays in the
    graveyard."""
    _compiled(real_db, "Pyre Zombie")
    for swamps, hand in ((3, 1), (2, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.GRAVEYARD, "A", "Pyre Zombie")
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", swamps)
        s.set_choice("A", "yes")
        s.stop_at(1, Step.PRECOMBAT_MAIN)
        s.execute()
        s.assert_hand_count("A", hand, "Pyre Zombie")
        s.assert_graveyard_count("A", "Pyre Zombie", 1 - hand)
        assert _untapped(s, "A", "Swamp") == (0 if hand else swamps)


# ------------------------------------------------------------------ 614.1c: "If C, ~ enters tapped"


def test_614_1c_cave_of_the_frost_dragon_enters_tapped_if(real_db: CardDatabase) -> None:
    """Cave of the Frost Dragon: "If you control two or more other lands, ~ enters the
    battlefield tapped." Played with two Plains already in play it enters tapped; with one, it
    enters untapped (the condition judged as it would enter, the Cave itself not counted)."""
    _compiled(real_db, "Cave of the Frost Dragon")
    for plains, tapped in ((2, True), (1, False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", plains)
        s.add_card(Zone.HAND, "A", "Cave of the Frost Dragon")
        s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Cave of the Frost Dragon")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_tapped("Cave of the Frost Dragon", tapped)


# ------------------------------------------------------------------ 602.5b: "Activate only if"


def test_602_5b_bloodshot_trainee_power_four(real_db: CardDatabase) -> None:
    """Bloodshot Trainee (2/3): "{T}: ~ deals 4 damage to target creature. Activate only if
    ~'s power is 4 or greater." At power 2 the ability can't be activated; after Giant Growth
    (5/6) it can, and kills B's Hill Giant (3/3): 1 in B's graveyard."""
    _compiled(real_db, "Bloodshot Trainee")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bloodshot Trainee")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable(
        "A", "{T}: Bloodshot Trainee deals 4", False))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Bloodshot Trainee"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Bloodshot Trainee deals 4",
                       targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_509_1h_cinder_crawler_only_while_blocked(real_db: CardDatabase) -> None:
    """Cinder Crawler (1/2): "{R}: ~ gets +1/+0 until end of turn. Activate only if ~ is
    blocked." Unblocked in the declare blockers step it can't be pumped (B takes 1: 19);
    blocked by a Wall of Wood (0/3) it can, twice: 3/2, and the Wall dies."""
    _compiled(real_db, "Cinder Crawler")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cinder Crawler")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.attack(1, "A", "Cinder Crawler")
    s.check(1, Step.DECLARE_BLOCKERS, lambda sc: sc.assert_playable("A", "{R}:", False))
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 19)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cinder Crawler")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Wood")
    s.attack(1, "A", "Cinder Crawler")
    s.block(1, "B", "Wall of Wood", "Cinder Crawler")
    s.activate_ability(1, Step.DECLARE_BLOCKERS, "A", "{R}:")
    s.activate_ability(1, Step.DECLARE_BLOCKERS, "A", "{R}:")
    s.check(1, Step.COMBAT_DAMAGE, lambda sc: sc.assert_power_toughness(
        "A", "Cinder Crawler", 3, 2))
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Wall of Wood", 1)
    s.assert_life("B", 20)


def test_602_5b_library_of_alexandria_exactly_seven(real_db: CardDatabase) -> None:
    """Library of Alexandria: "{T}: Draw a card. Activate only if you have exactly seven cards
    in hand." With seven cards in hand A may draw (8 in hand, library 19); with six it can't
    (the draw ability isn't offered)."""
    _compiled(real_db, "Library of Alexandria")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Library of Alexandria")
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 7)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Draw a card")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 8)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Library of Alexandria")
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 6)
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "{T}: Draw a card",
                                                                  False))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 6)


def test_602_5b_zhalfirin_decoy_creature_entered_this_turn(real_db: CardDatabase) -> None:
    """Zhalfirin Decoy: "{T}: Tap target creature. Activate only if you had a creature enter
    the battlefield under your control this turn." Before A casts Savannah Lions it can't be
    activated; after, it taps B's Hill Giant."""
    _compiled(real_db, "Zhalfirin Decoy")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Zhalfirin Decoy")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Savannah Lions")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "{T}: Tap target",
                                                                  False))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Savannah Lions")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Tap target", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_tapped("Hill Giant", True)


# ------------------------------------------------------------------ raid: the attacker may be gone


def test_508_1_raid_counts_an_attacker_that_died(real_db: CardDatabase) -> None:
    """Mardu Heart-Piercer: "Raid — When ~ enters the battlefield, if you attacked this turn,
    ~ deals 2 damage to any target." A's Grizzly Bears attacks and dies to B's Hill Giant;
    cast after combat, the Heart-Piercer still deals 2 to B (18): A attacked this turn. With
    no attack, B stays at 20."""
    _compiled(real_db, "Mardu Heart-Piercer")
    for attack, life in ((True, 18), (False, 20)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
        s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
        s.add_card(Zone.HAND, "A", "Mardu Heart-Piercer")
        if attack:
            s.attack(1, "A", "Grizzly Bears")
            s.block(1, "B", "Hill Giant", "Grizzly Bears")
        s.add_target("A", "B")
        s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Mardu Heart-Piercer")
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_graveyard_count("A", "Grizzly Bears", 1 if attack else 0)
        s.assert_life("B", life)


# ------------------------------------------------------------------ more condition kinds


def test_603_4_pestilence_no_creatures_on_the_battlefield(real_db: CardDatabase) -> None:
    """Pestilence: "At the beginning of the end step, if no creatures are on the battlefield,
    sacrifice ~." With no creature it goes to the graveyard in turn 1's end step; with B's
    Grizzly Bears on the battlefield it stays."""
    _compiled(real_db, "Pestilence")
    for bears, left in ((0, 0), (1, 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Pestilence")
        if bears:
            s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.stop_at(1, Step.CLEANUP)
        s.execute()
        s.assert_permanent_count("A", "Pestilence", left)
        s.assert_graveyard_count("A", "Pestilence", 1 - left)


def test_611_3a_guul_draz_specter_opponent_hand_empty(real_db: CardDatabase) -> None:
    """Guul Draz Specter (2/2): "~ gets +3/+3 as long as an opponent has no cards in hand."
    B's hand empty: 5/5; B holding one card: 2/2."""
    _compiled(real_db, "Guul Draz Specter")
    for cards, pt in ((0, 5), (1, 2)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Guul Draz Specter")
        if cards:
            s.add_card(Zone.HAND, "B", "Island", cards)
        s.stop_at(1, Step.PRECOMBAT_MAIN)
        s.execute()
        s.assert_power_toughness("A", "Guul Draz Specter", pt, pt)


def test_603_4_see_red_didnt_attack(real_db: CardDatabase) -> None:
    """See Red: "At the beginning of your end step, if you didn't attack with a creature this
    turn, sacrifice ~." Attached to A's Grizzly Bears: when the Bears attack (B at 16: 2 + 2)
    See Red stays; when they don't, it's sacrificed in A's end step."""
    _compiled(real_db, "See Red")
    for attack, left, life in ((True, 1, 16), (False, 0, 20)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
        s.add_card(Zone.HAND, "A", "See Red")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "See Red", targets=["Grizzly Bears"])
        if attack:
            s.attack(1, "A", "Grizzly Bears")
        s.stop_at(1, Step.CLEANUP)
        s.execute()
        s.assert_permanent_count("A", "See Red", left)
        s.assert_life("B", life)


def test_104_2b_near_death_experience_exactly_one_life(real_db: CardDatabase) -> None:
    """Near-Death Experience: "At the beginning of your upkeep, if you have exactly 1 life, you
    win the game." At 1 life A wins in its turn-1 upkeep; at 2 life the game goes on."""
    _compiled(real_db, "Near-Death Experience")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Near-Death Experience")
    s.set_life("A", 1)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_winner("A")

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Near-Death Experience")
    s.set_life("A", 2)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_not_lost("B")
    s.assert_life("A", 2)


# ------------------------------------------------------------------ numbers above ten (107.1)


def test_107_1_epic_struggle_twenty_creatures(real_db: CardDatabase) -> None:
    """Epic Struggle: "At the beginning of your upkeep, if you control twenty or more
    creatures, you win the game." With twenty Grizzly Bears A wins in its turn-1 upkeep; with
    nineteen the game goes on."""
    _compiled(real_db, "Epic Struggle")
    for bears, wins in ((20, True), (19, False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Epic Struggle")
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", bears)
        s.stop_at(1, Step.PRECOMBAT_MAIN)
        s.execute()
        if wins:
            s.assert_winner("A")
        else:
            s.assert_not_lost("B")


def test_107_1_fractured_sanity_mills_fourteen(real_db: CardDatabase) -> None:
    """Fractured Sanity: "Each opponent mills fourteen cards." B's library: 20 - 14 = 6, its
    graveyard 14."""
    _compiled(real_db, "Fractured Sanity")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Fractured Sanity")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fractured Sanity")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_library_count("B", 6)
    s.assert_graveyard_count("B", None, 14)


def test_603_4_first_response_lost_life_last_turn(real_db: CardDatabase) -> None:
    """First Response: "At the beginning of each upkeep, if you lost life last turn, create a
    1/1 white Soldier creature token." B bolts A in turn 2: in turn 3's upkeep A gets a
    Soldier (the loss was last turn); without the Bolt, none."""
    _compiled(real_db, "First Response")
    for bolt, soldiers in ((True, 1), (False, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "First Response")
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
        s.add_card(Zone.HAND, "B", "Lightning Bolt")
        if bolt:
            s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
        s.stop_at(3, Step.DRAW)
        s.execute()
        s.assert_permanent_count("A", "Soldier Token", soldiers)
        s.assert_life("A", 17 if bolt else 20)


def test_611_3a_isleback_spawn_a_library_with_twenty_or_fewer(real_db: CardDatabase) -> None:
    """Isleback Spawn (4/8): "~ gets +4/+8 as long as a library has twenty or fewer cards in
    it." With the scenario's 20-card libraries: 8/16; with a 21st card in each library: 4/8
    in turn 1; once a player has drawn (B in turn 2, A in turn 3: 20 left): 8/16 again."""
    _compiled(real_db, "Isleback Spawn")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Isleback Spawn")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Isleback Spawn", 8, 16)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Isleback Spawn")
    s.add_card(Zone.LIBRARY, "A", "Island")
    s.add_card(Zone.LIBRARY, "B", "Island")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_power_toughness(
        "A", "Isleback Spawn", 4, 8))
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_library_count("A", 20)
    s.assert_power_toughness("A", "Isleback Spawn", 8, 16)


def test_608_2c_visions_of_beyond_a_graveyard_with_twenty(real_db: CardDatabase) -> None:
    """Visions of Beyond: "Draw a card. If a graveyard has twenty or more cards in it, draw
    three cards instead." With twenty cards in B's graveyard A draws three (hand 3); with
    nineteen, one (hand 1)."""
    _compiled(real_db, "Visions of Beyond")
    for cards, hand in ((20, 3), (19, 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Island")
        s.add_card(Zone.GRAVEYARD, "B", "Island", cards)
        s.add_card(Zone.HAND, "A", "Visions of Beyond")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Visions of Beyond")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_hand_count("A", hand)


# ------------------------------------------------------------------ 611.3a with 611.3c: a crash


def test_611_3a_threshold_static_beside_an_effect_on_graveyard_cards(real_db: CardDatabase) -> None:
    """Reclusive Taxidermist (1/2): "~ gets +3/+2 as long as there are four or more creature
    cards in your graveyard." Beside Conspiracy, whose static ability also applies to cards
    in graveyards (611.3c), judging the condition computed the graveyard cards'
    characteristics, which asked for Conspiracy's as the battlefield was being computed: a
    RecursionError. The card types of graveyard cards are their printed ones (no effect here
    changes card types there): 4/4 with four Grizzly Bears there, 1/2 with three."""
    _compiled(real_db, "Reclusive Taxidermist")
    for bears, pt in ((4, (4, 4)), (3, (1, 2))):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Conspiracy")
        s.add_card(Zone.BATTLEFIELD, "A", "Reclusive Taxidermist")
        s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears", bears)
        s.stop_at(1, Step.PRECOMBAT_MAIN)
        s.execute()
        s.assert_power_toughness("A", "Reclusive Taxidermist", *pt)
