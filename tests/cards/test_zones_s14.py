"""Session 14, casting from other zones and exile-until (XMage families 1 and 11): cards
exiled with ~ returned all at once (607.2a), played with real cards (skipped without the shared
MTGJSON file)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled


def _wave(real_db: CardDatabase) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Parallax Wave", counters={"fade": 5})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Disenchant")
    return s


def test_607_2a_parallax_wave_returns_each_card_to_its_owner(real_db: CardDatabase) -> None:
    """Parallax Wave exiles A's Grizzly Bears and B's Hill Giant (two fade counters removed,
    one more by fading in A's upkeep, 702.32a: two left); B's Disenchant destroys the Wave:
    each player returns the cards they own exiled with it, under their own control (607.2a,
    110.2)."""
    assert_compiled(real_db, "Parallax Wave")
    s = _wave(real_db)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Remove a fade counter",
                       targets=["Grizzly Bears"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Remove a fade counter",
                       targets=["Hill Giant"])

    def exiled(sc: Scenario) -> None:
        sc.assert_exile_count("Grizzly Bears", 1)
        sc.assert_exile_count("Hill Giant", 1)
        sc.assert_counter_count("A", "Parallax Wave", "fade", 2)  # (and fading's, 702.32a)

    s.check(1, Step.BEGIN_COMBAT, exiled)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Disenchant", targets=["Parallax Wave"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Parallax Wave", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_exile_count("Grizzly Bears", 0)
    s.assert_exile_count("Hill Giant", 0)


def test_607_2a_parallax_wave_destroyed_in_response_exiles_for_good(
        real_db: CardDatabase) -> None:
    """B destroys Parallax Wave in response to its ability targeting Hill Giant: the leaves
    ability resolves first and finds nothing exiled; then the Giant is exiled and stays there
    (the return is a triggered ability, not "until", 610.3)."""
    s = _wave(real_db)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Remove a fade counter",
                       targets=["Hill Giant"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Disenchant", targets=["Parallax Wave"],
                 responding_to="Parallax Wave")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Parallax Wave", 1)
    s.assert_exile_count("Hill Giant", 1)
    s.assert_permanent_count("B", "Hill Giant", 0)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_608_2g_torrential_gearhulk_casts_an_instant_then_exiles_it(
        real_db: CardDatabase) -> None:
    """Torrential Gearhulk enters (flash, {4}{U}{U}) on B's turn: A casts Lightning Bolt from
    A's graveyard without paying its mana cost, at B (20 - 3 = 17); the Bolt, resolved, is
    exiled instead of going back to the graveyard (614.1a)."""
    assert_compiled(real_db, "Torrential Gearhulk")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Torrential Gearhulk")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.add_target("A", "Lightning Bolt")
    s.set_choice("A", "yes")
    s.add_target("A", "B")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Torrential Gearhulk")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Torrential Gearhulk", 1)
    s.assert_graveyard_count("A", "Lightning Bolt", 0)
    s.assert_exile_count("Lightning Bolt", 1)
    s.assert_battlefield_count("A", 7)


def test_608_2g_torrential_gearhulk_declined_leaves_the_card(real_db: CardDatabase) -> None:
    """A declines the optional trigger (603.5): Lightning Bolt stays in A's graveyard, B at
    20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Torrential Gearhulk")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.add_target("A", "Lightning Bolt")
    s.set_choice("A", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Torrential Gearhulk")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)


def test_608_2g_memory_plunder_casts_an_opponents_sorcery(real_db: CardDatabase) -> None:
    """Memory Plunder ({U/B}x4) on B's turn 2 (an instant) casts Divination from B's graveyard
    without paying its mana cost, at once though it is a sorcery (608.2g): A draws two cards;
    the Divination, resolved, goes to its owner B's graveyard (no "exile instead" here)."""
    assert_compiled(real_db, "Memory Plunder")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Memory Plunder")
    s.add_card(Zone.GRAVEYARD, "B", "Divination")
    s.set_choice("A", "yes")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Memory Plunder", targets=["Divination"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 2)  # (A drew nothing in turn 1, 103.8a; not A's draw step)
    s.assert_graveyard_count("B", "Divination", 1)
    s.assert_graveyard_count("A", "Memory Plunder", 1)


def test_603_7_loyal_cathar_returns_transformed_at_the_next_end_step(
        real_db: CardDatabase) -> None:
    """B's Lightning Bolt kills Loyal Cathar in A's first main phase: it is in A's graveyard
    until the beginning of the end step, then returns transformed (712.10a) under A's
    control: Unhallowed Cathar, 2/1 (603.7a, 400.7d)."""
    assert_compiled(real_db, "Loyal Cathar")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Loyal Cathar")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Loyal Cathar"])

    def in_the_graveyard(sc: Scenario) -> None:
        sc.assert_graveyard_count("A", "Loyal Cathar", 1)
        sc.assert_permanent_count("A", "Unhallowed Cathar", 0)

    s.check(1, Step.POSTCOMBAT_MAIN, in_the_graveyard)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("A", "Loyal Cathar", 0)
    s.assert_permanent_count("A", "Unhallowed Cathar", 1)
    s.assert_power_toughness("A", "Unhallowed Cathar", 2, 1)


def test_712_10a_harvest_hand_returns_transformed_at_once(real_db: CardDatabase) -> None:
    """Harvest Hand dies to Lightning Bolt: it returns at once transformed under A's control,
    the Equipment Scrounged Scythe (not a creature, 712.10a)."""
    assert_compiled(real_db, "Harvest Hand")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Harvest Hand")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Harvest Hand"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Scrounged Scythe", 1)
    s.assert_type("Scrounged Scythe", "Creature", present=False)
    s.assert_graveyard_count("A", "Harvest Hand", 0)


def test_603_7_sudden_disappearance_returns_them_at_the_next_end_step(
        real_db: CardDatabase) -> None:
    """Sudden Disappearance ({5}{W}) targeting B: B's Grizzly Bears and Hill Giant are
    exiled, B's Forest is not (nonland); at the beginning of A's end step both return under
    B's control (603.7a, 110.2): B controls 3 permanents again."""
    assert_compiled(real_db, "Sudden Disappearance")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 6)
    s.add_card(Zone.HAND, "A", "Sudden Disappearance")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sudden Disappearance", targets=["B"])

    def gone(sc: Scenario) -> None:
        sc.assert_battlefield_count("B", 1)
        sc.assert_exile_count("Grizzly Bears", 1)
        sc.assert_exile_count("Hill Giant", 1)

    s.check(1, Step.POSTCOMBAT_MAIN, gone)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_battlefield_count("B", 3)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_exile_count("Grizzly Bears", 0)
    s.assert_battlefield_count("A", 6)


def test_603_7_planar_guide_exiles_every_creature_until_the_end_step(
        real_db: CardDatabase) -> None:
    """Planar Guide ({3}{W}, exile it: exile all creatures): A's Grizzly Bears and B's Hill
    Giant leave and come back at the next end step under their owners' control; the Guide,
    exiled to pay the cost, stays in exile."""
    assert_compiled(real_db, "Planar Guide")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Planar Guide")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}{W}, Exile")

    def gone(sc: Scenario) -> None:
        sc.assert_permanent_count("A", "Grizzly Bears", 0)
        sc.assert_permanent_count("B", "Hill Giant", 0)

    s.check(1, Step.POSTCOMBAT_MAIN, gone)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_exile_count("Planar Guide", 1)


def test_601_3_release_to_the_wind_its_owner_casts_it_free(real_db: CardDatabase) -> None:
    """Release to the Wind ({2}{U}, instant) exiles A's Wall of Omens; with A's three Islands
    tapped, A casts it from exile without paying its mana cost (118.9) in the second main
    phase: it enters again and its enters ability draws a card (A: 1 card drawn, hand 1)."""
    assert_compiled(real_db, "Release to the Wind")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Wall of Omens")
    s.add_card(Zone.HAND, "A", "Release to the Wind")
    s.add_card(Zone.LIBRARY, "A", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Release to the Wind", targets=["Wall of Omens"])

    def exiled(sc: Scenario) -> None:
        sc.assert_exile_count("Wall of Omens", 1)
        sc.assert_tapped("Island", True)

    s.check(1, Step.BEGIN_COMBAT, exiled)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Wall of Omens")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Wall of Omens", 1)
    s.assert_exile_count("Wall of Omens", 0)
    s.assert_hand_count("A", 1, "Mountain")


def test_601_3_release_to_the_wind_only_its_owner_may_cast_it(real_db: CardDatabase) -> None:
    """A exiles B's Grizzly Bears with Release to the Wind: A can't cast it (only its owner
    may, 601.3); B casts it for free in B's turn 2 (B's Forest stays untapped)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "A", "Release to the Wind")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Release to the Wind", targets=["Grizzly Bears"])
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "Grizzly Bears", False))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_tapped("Forest", False)



def _queller(real_db: CardDatabase) -> Scenario:
    """B's Lightning Bolt at A on B's turn 2; A flashes Spell Queller in response: the Bolt
    is exiled with it (607.2a)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Spell Queller")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Spell Queller", responding_to="Lightning Bolt")
    s.add_target("A", "Lightning Bolt")

    def exiled(sc: Scenario) -> None:
        sc.assert_exile_count("Lightning Bolt", 1)
        sc.assert_life("A", 20)

    s.check(2, Step.BEGIN_COMBAT, exiled)
    return s


def test_608_2g_spell_queller_gone_its_owner_casts_the_spell_free(
        real_db: CardDatabase) -> None:
    """Spell Queller exiles B's Lightning Bolt (A stays at 20); B's Doom Blade destroys the
    Queller: its leaves ability lets B, the Bolt's owner, cast it without paying its mana cost
    (B's Mountain is tapped already): A at 17, the Bolt in B's graveyard."""
    assert_compiled(real_db, "Spell Queller")
    s = _queller(real_db)
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Doom Blade", targets=["Spell Queller"])
    s.set_choice("B", "yes")
    s.add_target("B", "A")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Spell Queller", 1)
    s.assert_life("A", 17)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)
    s.assert_exile_count("Lightning Bolt", 0)


def test_608_2g_spell_queller_owner_declines(real_db: CardDatabase) -> None:
    """B declines to cast the Bolt as the Queller's leaves ability resolves: it stays in
    exile for good, A at 20."""
    s = _queller(real_db)
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Doom Blade", targets=["Spell Queller"])
    s.set_choice("B", "no")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_exile_count("Lightning Bolt", 1)


def test_603_7_eerie_interlude_any_number_of_targets_return_at_the_end_step(
        real_db: CardDatabase) -> None:
    """Eerie Interlude ({2}{W}) exiles A's Wall of Omens and Grizzly Bears (any number of
    targets, 601.2c); at the beginning of the next end step both return (603.7a), new objects
    (400.7): the Wall's enters ability draws A a card (the Mountain on top)."""
    assert_compiled(real_db, "Eerie Interlude")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Wall of Omens")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Eerie Interlude")
    s.add_card(Zone.LIBRARY, "A", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Eerie Interlude",
                 targets=["Wall of Omens", "Grizzly Bears"])

    def gone(sc: Scenario) -> None:
        sc.assert_battlefield_count("A", 3)
        sc.assert_exile_count("Wall of Omens", 1)
        sc.assert_exile_count("Grizzly Bears", 1)

    s.check(1, Step.POSTCOMBAT_MAIN, gone)
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_battlefield_count("A", 5)
    s.assert_hand_count("A", 1, "Mountain")


def _hurl(real_db: CardDatabase) -> Scenario:
    """A's Hurl Through Hell ({2}{B}{R}) exiles B's Fire Elemental ({3}{R}{R}) on turn 1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Fire Elemental")
    s.add_card(Zone.HAND, "A", "Hurl Through Hell")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hurl Through Hell", targets=["Fire Elemental"])
    return s


def test_609_4b_hurl_through_hell_cast_with_mana_of_any_color(real_db: CardDatabase) -> None:
    """On A's next turn (3) A casts B's exiled Fire Elemental ({3}{R}{R}) with one Mountain:
    the second {R} is paid with blue or black mana spent as though it were red (609.4b); the
    Elemental enters under A's control."""
    assert_compiled(real_db, "Hurl Through Hell")
    s = _hurl(real_db)
    s.check(2, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_playable("B", "Fire Elemental", False))  # (only A may)
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Fire Elemental")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Fire Elemental", 1)
    s.assert_exile_count("Fire Elemental", 0)


def test_609_4b_hurl_through_hell_ends_with_a_s_next_turn(real_db: CardDatabase) -> None:
    """The permission lasts until the end of A's next turn (turn 3): on turn 5 the Fire
    Elemental can't be cast and stays exiled."""
    s = _hurl(real_db)
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Fire Elemental"))
    s.check(5, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "Fire Elemental", False))
    s.stop_at(5, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Fire Elemental", 1)


def test_601_3_ornate_kanzashi_plays_the_opponents_top_card_this_turn(
        real_db: CardDatabase) -> None:
    """Ornate Kanzashi ({2}, {T}): B exiles the top card of B's library, Lightning Bolt; A may
    play it this turn (601.3) and casts it at B paying {R} (20 - 3 = 17); the Bolt, B's card,
    goes to B's graveyard."""
    assert_compiled(real_db, "Ornate Kanzashi")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ornate Kanzashi")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.LIBRARY, "B", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}", targets=["B"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)
    s.assert_exile_count("Lightning Bolt", 0)


def test_601_3_ornate_kanzashi_permission_ends_with_the_turn(real_db: CardDatabase) -> None:
    """Not cast on turn 1, the exiled Lightning Bolt can't be cast by A on turn 3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ornate Kanzashi")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.LIBRARY, "B", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}", targets=["B"])
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Lightning Bolt"))
    s.check(3, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "Lightning Bolt", False))
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Lightning Bolt", 1)


def test_601_3_stolen_goods_casts_the_nonland_card_free(real_db: CardDatabase) -> None:
    """Stolen Goods ({3}{U}): B exiles Mountain, Forest, then Hill Giant from the top of B's
    library (until a nonland card); A, its four Islands tapped, casts the Giant this turn
    without paying its mana cost (118.9): A controls it. The lands stay exiled and A can't play
    them (only "that card" may be cast, 305.9)."""
    assert_compiled(real_db, "Stolen Goods")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Stolen Goods")
    s.remove_all_from_library("B")
    s.add_card(Zone.LIBRARY, "B", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "B", "Hill Giant")
    s.add_card(Zone.LIBRARY, "B", "Forest")
    s.add_card(Zone.LIBRARY, "B", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Stolen Goods", targets=["B"])

    def exiled(sc: Scenario) -> None:
        sc.assert_exile_count("Mountain", 1)
        sc.assert_exile_count("Forest", 1)
        sc.assert_exile_count("Hill Giant", 1)
        sc.assert_library_count("B", 1, "Grizzly Bears")
        sc.assert_playable("A", "Mountain", False)

    s.check(1, Step.POSTCOMBAT_MAIN, exiled)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_exile_count("Mountain", 1)


def test_603_7_archangel_avacyn_transforms_at_the_next_upkeep(real_db: CardDatabase) -> None:
    """B's Lightning Bolt kills A's Grizzly Bears (a non-Angel creature A controls) on turn 1:
    Archangel Avacyn transforms at the beginning of the next upkeep (B's turn 2, 603.7a), and
    Avacyn, the Purifier deals 3 damage to each other creature and each opponent: B's Hill
    Giant dies, B at 17, A at 20."""
    assert_compiled(real_db, "Archangel Avacyn")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Archangel Avacyn")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.check(1, Step.END_TURN,
            lambda sc: sc.assert_permanent_count("A", "Archangel Avacyn", 1))
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Avacyn, the Purifier", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("B", 17)
    s.assert_life("A", 20)


def test_608_2g_galvanoth_casts_the_top_instant_free(real_db: CardDatabase) -> None:
    """Galvanoth's upkeep trigger: A looks at the top card of A's library, Lightning Bolt, and
    casts it without paying its mana cost (no land on A's side) at B: B at 17; the Bolt goes
    to A's graveyard; A's library has one card fewer."""
    assert_compiled(real_db, "Galvanoth")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Galvanoth")
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Island", 2)
    s.add_card(Zone.LIBRARY, "A", "Lightning Bolt")
    s.set_choice("A", "yes")
    s.set_choice("A", "yes")
    s.add_target("A", "B")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_life("B", 17)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_library_count("A", 2)


def test_608_2g_galvanoth_leaves_a_creature_on_top(real_db: CardDatabase) -> None:
    """The top card is Grizzly Bears (not an instant or sorcery): it can't be cast this way
    and stays on top: A's library still holds 3 cards, the Bears on top."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Galvanoth")
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Island", 2)
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_library_count("A", 3)
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    top = s.state.players[0].library[-1]
    assert s.state.objects[top].card.name == "Grizzly Bears"


def test_607_2a_endless_sands_returns_its_creature_cards(real_db: CardDatabase) -> None:
    """Endless Sands exiles A's Grizzly Bears ({2}, {T}) on turn 1; on turn 3 A sacrifices it
    ({4}, {T}): each creature card exiled with it returns under its owner's control (607.2a:
    the activated abilities are linked)."""
    assert_compiled(real_db, "Endless Sands")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Endless Sands")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}", targets=["Grizzly Bears"])
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_exile_count("Grizzly Bears", 1))
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{4}, {T}")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Endless Sands", 1)


def test_610_3_aligned_hedron_network_exiles_a_group_until_it_leaves(
        real_db: CardDatabase) -> None:
    """Aligned Hedron Network ({4}) exiles B's Craw Wurm (6/4) but not A's Grizzly Bears;
    B's Disenchant destroys the Network: the Wurm returns at once under B's control (610.3)."""
    assert_compiled(real_db, "Aligned Hedron Network")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Aligned Hedron Network")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Disenchant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aligned Hedron Network")

    def exiled(sc: Scenario) -> None:
        sc.assert_exile_count("Craw Wurm", 1)
        sc.assert_permanent_count("A", "Grizzly Bears", 1)

    s.check(1, Step.BEGIN_COMBAT, exiled)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Disenchant", targets=["Aligned Hedron Network"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Craw Wurm", 1)
    s.assert_graveyard_count("A", "Aligned Hedron Network", 1)
