"""Reveal-then-condition (701.16a reveal, 401.5 look, 608.2c the instruction carried out only
if the condition holds, "Otherwise" when it doesn't; cards/oracle/conditions_reveal.py,
effects/reveal_top.py): real cards of the shared MTGJSON file (skipped without it), with
exact figures for the true and the false case."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _library(s: Scenario, player: str, bottom_to_top: list[str]) -> None:
    s.remove_all_from_library(player)
    for name in bottom_to_top:
        s.add_card(Zone.LIBRARY, player, name)


def _top(s: Scenario, player: int) -> str:
    lib = s.state.players[player].library
    return s.state.objects[lib[-1]].card.name


def _bottom(s: Scenario, player: int) -> str:
    lib = s.state.players[player].library
    return s.state.objects[lib[0]].card.name


def test_608_2c_coiling_oracle_land_onto_the_battlefield_otherwise_hand(
        real_db: CardDatabase) -> None:
    """Coiling Oracle: "When ~ enters the battlefield, reveal the top card of your library.
    If it's a land card, put it onto the battlefield. Otherwise, put that card into your
    hand." A Forest on top enters (2 Forests, hand 0, library 1); a Grizzly Bears on top goes
    to the hand (1 Forest, hand 1, library 1), and the reveal is logged (701.16a)."""
    assert real_db.compiled("Coiling Oracle").supported
    for top, forests, hand in (("Forest", 2, 0), ("Grizzly Bears", 1, 1)):
        s = Scenario(cards=real_db)
        _library(s, "A", ["Island", top])
        s.add_card(Zone.BATTLEFIELD, "A", "Forest")
        s.add_card(Zone.BATTLEFIELD, "A", "Island")
        s.add_card(Zone.HAND, "A", "Coiling Oracle")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Coiling Oracle")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_permanent_count("A", "Forest", forests)
        s.assert_hand_count("A", hand)
        s.assert_library_count("A", 1, "Island")
        revealed = [e for e in s.state.log if e[0] == "reveal"]
        assert len(revealed) == 1 and len(revealed[0][2]) == 1  # (moved since: 400.7)


def test_608_2c_call_of_the_wild_creature_or_graveyard(real_db: CardDatabase) -> None:
    """Call of the Wild: "{2}{G}{G}: Reveal the top card of your library. If it's a creature
    card, put it onto the battlefield. Otherwise, put it into your graveyard." Hill Giant on
    top: a 3/3 on the battlefield, graveyard 0; Mountain on top: graveyard 1, no creature."""
    assert real_db.compiled("Call of the Wild").supported
    for top, giants, graveyard in (("Hill Giant", 1, 0), ("Mountain", 0, 1)):
        s = Scenario(cards=real_db)
        _library(s, "A", ["Island", top])
        s.add_card(Zone.BATTLEFIELD, "A", "Call of the Wild")
        s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{G}{G}: Reveal")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_permanent_count("A", "Hill Giant", giants)
        if giants:
            s.assert_power_toughness("A", "Hill Giant", 3, 3)
        s.assert_graveyard_count("A", None, graveyard)
        s.assert_library_count("A", 1, "Island")


def test_401_5_dryad_greenseeker_looks_and_may_reveal_a_land(real_db: CardDatabase) -> None:
    """Dryad Greenseeker: "{T}: Look at the top card of your library. If it's a land card, you
    may reveal it and put it into your hand." A land on top: yes puts it into the hand (hand
    1, library 1), revealed; no leaves it on top (library 2, hand 0). A nonland card on top
    stays there whatever the answer (nothing asked): library 2, hand 0, nothing revealed."""
    assert real_db.compiled("Dryad Greenseeker").supported
    for top, answer, hand in (("Forest", "yes", 1), ("Forest", "no", 0),
                              ("Grizzly Bears", "yes", 0)):
        s = Scenario(cards=real_db)
        _library(s, "A", ["Island", top])
        s.add_card(Zone.BATTLEFIELD, "A", "Dryad Greenseeker")
        s.set_choice("A", answer)
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Look at the top card")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_hand_count("A", hand)
        s.assert_library_count("A", 2 - hand)
        assert _top(s, 0) == (top if hand == 0 else "Island")
        assert [e[0] for e in s.state.log if e[0] in ("look_at_top", "reveal")] == \
            ["look_at_top"] + (["reveal"] if hand else [])


def test_608_2d_lurking_predators_otherwise_may_go_to_the_bottom(real_db: CardDatabase) -> None:
    """Lurking Predators: "Whenever an opponent casts a spell, reveal the top card of your
    library. If it's a creature card, put it onto the battlefield. Otherwise, you may put
    that card on the bottom of your library." B casts a spell: A's top Mountain goes to the
    bottom if A says yes (the Island is on top then), stays on top if no; a Hill Giant on top
    enters the battlefield."""
    assert real_db.compiled("Lurking Predators").supported
    for top, answer, on_top, giants in (("Mountain", "yes", "Island", 0),
                                        ("Mountain", "no", "Mountain", 0),
                                        ("Hill Giant", "no", "Island", 1)):
        s = Scenario(cards=real_db)
        _library(s, "A", ["Island", top])
        s.add_card(Zone.BATTLEFIELD, "A", "Lurking Predators")
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
        s.add_card(Zone.HAND, "B", "Shock")
        s.set_choice("A", answer)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        assert _top(s, 0) == on_top
        s.assert_permanent_count("A", "Hill Giant", giants)
        s.assert_library_count("A", 2 - giants)
        s.assert_life("A", 18)
        if answer == "yes":
            assert _bottom(s, 0) == "Mountain"


# ------------------------------------------------------------------ the source's own type (603.4)


def _triggers(s: Scenario, name: str) -> tuple[int, int]:
    """(how many times `name` triggered, how many of them did nothing on resolution)."""
    log = s.state.log
    return (sum(1 for e in log if e[0] == "trigger" and e[3] == name),
            sum(1 for e in log if e[0] == "trigger_condition_false" and e[2] == name))


def test_603_4_opal_archangel_intervening_if_on_trigger_and_on_resolution(
        real_db: CardDatabase) -> None:
    """Opal Archangel: "When an opponent casts a creature spell, if ~ is an enchantment, ~
    becomes a 5/5 Angel creature with flying and vigilance." B casts Grizzly Bears, then
    Ambush Viper (flash) in response to the trigger: it triggers twice (an enchantment both
    times); the second resolves first and makes it a 5/5 Angel creature, no longer an
    enchantment (205.1a); the first then does nothing (603.4, checked on resolution). B's
    Llanowar Elves after that doesn't trigger it at all: 2 triggers, 1 that did nothing."""
    assert real_db.compiled("Opal Archangel").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Opal Archangel")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 5)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Ambush Viper")
    s.add_card(Zone.HAND, "B", "Llanowar Elves")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Ambush Viper", responding_to="Opal Archangel")
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Llanowar Elves")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Llanowar Elves", 1)
    s.assert_power_toughness("A", "Opal Archangel", 5, 5)
    s.assert_type("Opal Archangel", "Creature")
    s.assert_type("Opal Archangel", "Enchantment", False)
    s.assert_subtype("Opal Archangel", "Angel")
    s.assert_abilities("A", "Opal Archangel", ["flying", "vigilance"])
    assert _triggers(s, "Opal Archangel") == (2, 1)



# ------------------------------------------------------------------ a planeswalker type (205.3j)


def test_608_2c_chandras_triumph_more_damage_with_a_chandra(real_db: CardDatabase) -> None:
    """Chandra's Triumph: "~ deals 3 damage to target creature or planeswalker an opponent
    controls. ~ deals 5 damage instead if you control a Chandra planeswalker." (205.3j:
    Chandra is a planeswalker type.) Against B's Craw Wurm (6/4): with Chandra, Novice
    Pyromancer it takes 5 and dies; without, 3 and lives (3 damage marked)."""
    assert real_db.compiled("Chandra's Triumph").supported
    for chandra, wurms, damage in ((True, 0, None), (False, 1, 3)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
        if chandra:
            s.add_card(Zone.BATTLEFIELD, "A", "Chandra, Novice Pyromancer")
        s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
        s.add_card(Zone.HAND, "A", "Chandra's Triumph")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Chandra's Triumph", targets=["Craw Wurm"])
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_permanent_count("B", "Craw Wurm", wurms)
        if damage is not None:
            wurm = next(o for o in s.state.battlefield
                        if s.state.objects[o].card.name == "Craw Wurm")
            assert s.state.objects[wurm].damage == damage


# ------------------------------------------------------------------ kinship (205.3m, 701.16a)


def test_608_2c_wandering_graybeard_kinship(real_db: CardDatabase) -> None:
    """Wandering Graybeard (Giant Wizard): "At the beginning of your upkeep, you may look at
    the top card of your library. If it shares a creature type with ~, you may reveal it. If
    you do, you gain 4 life." In turn 1's upkeep, Hill Giant on top, revealed: A at 24;
    not revealed: 20. Grizzly Bears (a Bear) on top: nothing to reveal,
    20."""
    assert real_db.compiled("Wandering Graybeard").supported
    for top, answers, life in (("Hill Giant", ["yes", "yes"], 24),
                               ("Hill Giant", ["yes", "no"], 20),
                               ("Grizzly Bears", ["yes", "yes"], 20)):
        s = Scenario(cards=real_db)
        _library(s, "A", ["Island", "Island", top])
        s.add_card(Zone.BATTLEFIELD, "A", "Wandering Graybeard")
        for a in answers:
            s.set_choice("A", a)
        s.stop_at(1, Step.PRECOMBAT_MAIN)
        s.execute()
        s.assert_life("A", life)
        assert _top(s, 0) == top  # looked at and revealed, it stays on top (701.16a)
        s.assert_library_count("A", 3)


# ------------------------------------------------------------------ day and night (724.1)


def test_724_1_olivias_midnight_ambush_at_night_and_by_day(real_db: CardDatabase) -> None:
    """Olivia's Midnight Ambush: "Target creature gets -2/-2 until end of turn. If it's night,
    that creature gets -13/-13 until end of turn instead." At night Craw Wurm (6/4) dies; by
    day, and when it's neither (the game's start, 724.1), it's a 4/2."""
    assert real_db.compiled("Olivia's Midnight Ambush").supported
    for when, wurms in (("night", 0), ("day", 1), ("", 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
        s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
        s.add_card(Zone.HAND, "A", "Olivia's Midnight Ambush")

        def set_time(sc: Scenario, when: str = when) -> None:
            sc.game.state.day_night = when

        s.check(1, Step.UPKEEP, set_time)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Olivia's Midnight Ambush",
                     targets=["Craw Wurm"])
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_permanent_count("B", "Craw Wurm", wurms)
        if wurms:
            s.assert_power_toughness("B", "Craw Wurm", 4, 2)
