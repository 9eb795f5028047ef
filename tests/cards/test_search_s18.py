"""Library searches (701.19) played with real cards from the shared MTGJSON file (skipped
when it is absent): a search of the library and/or graveyard for a card of a kind (Finale of
Devastation: effects/search.v_search_named with a filter, X bound as it resolves, 107.3a).
Exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def test_701_19_finale_of_devastation_finds_a_creature_in_the_library(
        real_db: CardDatabase) -> None:
    """Finale of Devastation with X=2: "Search your library and/or graveyard for a creature
    card with mana value X or less and put it onto the battlefield. If you search your library
    this way, shuffle." A searches the library ("yes") and finds Grizzly Bears (mana value 2):
    the Bears are on the battlefield, a 2/2 (X is less than 10: no bonus)."""
    _compiled(real_db, "Finale of Devastation")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Finale of Devastation")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Finale of Devastation", x=2)
    s.set_choice("A", "yes")
    s.set_choice("A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_permanent_count("A", "Hill Giant", 0)


def test_701_19_finale_of_devastation_x_too_small_finds_nothing_bigger(
        real_db: CardDatabase) -> None:
    """X=1: Hill Giant (mana value 4) can't be found; Llanowar Elves (1) in the graveyard can:
    A doesn't search the library ("no") and takes the Elves from the graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Finale of Devastation")
    s.add_card(Zone.GRAVEYARD, "A", "Llanowar Elves")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Finale of Devastation", x=1)
    s.set_choice("A", "no")
    s.set_choice("A", "Llanowar Elves")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Llanowar Elves", 1)
    s.assert_graveyard_count("A", "Hill Giant", 1)


def test_701_19_finale_of_devastation_x_ten_pumps_and_hastes(real_db: CardDatabase) -> None:
    """X=10: Grizzly Bears found in the graveyard, then creatures A controls get +10/+10 and
    haste until end of turn: the Bears (12/12) attack at once, B is at 8."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 12)
    s.add_card(Zone.HAND, "A", "Finale of Devastation")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Finale of Devastation", x=10)
    s.set_choice("A", "no")
    s.set_choice("A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 12, 12)
    s.assert_life("B", 8)


# ---------------------------------- 303.4f: an Aura found and put onto the battlefield attached


def test_303_4f_boonweaver_giant_wears_the_aura_it_finds(real_db: CardDatabase) -> None:
    """Boonweaver Giant (4/4): "When ~ enters the battlefield, you may search your graveyard,
    hand, and/or library for an Aura card and put it onto the battlefield attached to ~. ..."
    A takes Rancor from the hand ("yes", then no library: "no", then Rancor): the Giant is 6/4
    with trample, Rancor attached to it."""
    _compiled(real_db, "Boonweaver Giant")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 7)
    s.add_card(Zone.HAND, "A", "Boonweaver Giant")
    s.add_card(Zone.HAND, "A", "Rancor")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Boonweaver Giant")
    s.set_choice("A", "yes")
    s.set_choice("A", "no")
    s.set_choice("A", "Rancor")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_attached("Rancor", "Boonweaver Giant")
    s.assert_power_toughness("A", "Boonweaver Giant", 6, 4)
    s.assert_hand_count("A", 0)


def test_303_4f_arachnus_spinner_webs_the_target(real_db: CardDatabase) -> None:
    """Arachnus Spinner: "Tap an untapped Spider you control: Search your graveyard and/or
    library for a card named Arachnus Web and put it onto the battlefield attached to target
    creature. ..." A taps the Spinner and takes the Web from the library ("yes"): the Web
    enchants B's Hill Giant; the library no longer holds it."""
    _compiled(real_db, "Arachnus Spinner")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Arachnus Spinner")
    s.add_card(Zone.LIBRARY, "A", "Arachnus Web")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Tap an untapped Spider you control:",
                       targets=["Hill Giant"])
    s.set_choice("A", "yes")
    s.set_choice("A", "Arachnus Web")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_attached("Arachnus Web", "Hill Giant")
    s.assert_library_count("A", 0, "Arachnus Web")
    s.assert_tapped("Arachnus Spinner")


# --------------------------- 603.2, 701.19: the controller of the trigger's object searches


def test_701_19_pattern_of_rebirth_its_controller_searches(real_db: CardDatabase) -> None:
    """Pattern of Rebirth on A's Grizzly Bears: "When enchanted creature dies, that creature's
    controller may search their library for a creature card, put that card onto the battlefield,
    then shuffle." A bolts the Bears; A searches ("yes") and puts Hill Giant onto the
    battlefield."""
    _compiled(real_db, "Pattern of Rebirth")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Pattern of Rebirth")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pattern of Rebirth", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.set_choice("A", "yes")
    s.set_choice("A", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Pattern of Rebirth", 1)


def test_701_19_pattern_of_rebirth_on_an_opponents_creature(real_db: CardDatabase) -> None:
    """A's Pattern of Rebirth on B's Grizzly Bears: when they die, B (their controller) may
    search B's library: B finds Hill Giant; A's library is untouched."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Pattern of Rebirth")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.LIBRARY, "B", "Hill Giant")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pattern of Rebirth", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.set_choice("B", "yes")
    s.set_choice("B", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Hill Giant", 0)
    s.assert_library_count("A", 1, "Hill Giant")


def test_303_4f_runed_crown_finds_a_rune_for_itself(real_db: CardDatabase) -> None:
    """Runed Crown: "When ~ enters the battlefield, you may search your library, hand, and/or
    graveyard for a Rune card and put it onto the battlefield attached to ~. ..." A searches the
    library too ("yes", "yes") and finds Rune of Speed: it enchants the Crown (an Equipment,
    "Enchant permanent"), and its own trigger draws A a card."""
    _compiled(real_db, "Runed Crown")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 3)
    s.add_card(Zone.HAND, "A", "Runed Crown")
    s.add_card(Zone.LIBRARY, "A", "Rune of Speed")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Runed Crown")
    s.set_choice("A", "yes")
    s.set_choice("A", "yes")
    s.set_choice("A", "Rune of Speed")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_attached("Rune of Speed", "Runed Crown")
    s.assert_hand_count("A", 1)
