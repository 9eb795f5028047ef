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
