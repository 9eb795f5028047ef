"""Session 21: the cards that venture into the dungeon (701.46) or ask whether "you've completed
a dungeon" (309.7), with real cards of the shared MTGJSON file (skipped without it).

Where a test needs a player who has already completed a dungeon, `_has_completed` gives them
one at the start of turn 1 (the record rules/dungeons.complete keeps, 309.7); one test
(Sefris of the Hidden Ways, Varis) completes Lost Mine of Phandelver in play."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules import dungeons
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled

M = Step.PRECOMBAT_MAIN
LOST_MINE, TOMB = "Lost Mine of Phandelver", "Tomb of Annihilation"


def _has_completed(sc: Scenario) -> None:
    """Setup: A has completed Tomb of Annihilation (309.7)."""
    sc.state.players[0].dungeons_completed = (TOMB,)
    sc.state.characteristics_changed()


def _room(s: Scenario, player: int = 0) -> tuple[str, str] | None:
    o = dungeons.dungeon_of(s.state, player)
    return None if o is None else (o.card.name, dungeons.room_name(s.state, o))


def _through_lost_mine(db: CardDatabase, n: int, *permanents: str,
                       graveyard: str = "Grizzly Bears") -> Scenario:
    """A, with `permanents` and `graveyard` in their graveyard, ventures `n` times with Secret
    Door in turn 1 through Lost Mine of Phandelver: Cave Entrance, Goblin Lair, Dark Pool,
    Temple of Dumathoin (the fourth completes it, 704.5t)."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Secret Door")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5 * n)
    for name in permanents:
        s.add_card(Zone.BATTLEFIELD, "A", name)
    s.add_card(Zone.GRAVEYARD, "A", graveyard)
    for _ in range(n):
        s.activate_ability(1, M, "A", "{4}{U}: Venture")
    for c in (LOST_MINE, "Goblin Lair", "Dark Pool"):
        s.set_choice("A", c)
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_cards_compile(real_db: CardDatabase) -> None:
    assert_compiled(real_db, LOST_MINE, TOMB, "Bar the Gate", "Barrowin of Clan Undurr",
                    "Clattering Skeletons", "Cloister Gargoyle", "Delver's Torch",
                    "Displacer Beast", "Dungeon Descent", "Dungeon Map", "Fates' Reversal",
                    "Fifty Feet of Rope", "Find the Path", "Fly", "Gloom Stalker",
                    "Intrepid Outlander", "Midnight Pathlighter", "Nadaar, Selfless Paladin",
                    "Planar Ally", "Radiant Solar", "Ranger's Hawk", "Secret Door",
                    "Sefris of the Hidden Ways", "Shortcut Seeker", "Thorough Investigation",
                    "Triumphant Adventurer", "Varis, Silverymoon Ranger", "Veteran Dungeoneer",
                    "Wandering Troubadour", "You Find a Cursed Idol", "Yuan-Ti Fang-Blade",
                    "Keen-Eared Sentry", "Dungeon Crawler", "Precipitous Drop",
                    "Eccentric Apprentice",
                    "Yuan-Ti Malison", "Zalto, Fire Giant Duke", "Zombie Ogre")


def test_cloister_gargoyle_enters_and_ventures_no_bonus_yet(real_db: CardDatabase) -> None:
    """Cloister Gargoyle enters: A ventures (Tomb of Annihilation's Trapped Entry: each player
    loses 1 life). A hasn't completed a dungeon: it stays 0/4 without flying."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Cloister Gargoyle")
    s.cast_spell(1, M, "A", "Cloister Gargoyle")
    s.set_choice("A", TOMB)
    s.execute()
    assert _room(s) == (TOMB, "Trapped Entry")
    s.assert_life("A", 19)
    s.assert_life("B", 19)
    s.assert_power_toughness("A", "Cloister Gargoyle", 0, 4)
    s.assert_abilities("A", "Cloister Gargoyle", ["flying"], present=False)


def test_cloister_gargoyle_after_a_completed_dungeon(real_db: CardDatabase) -> None:
    """611.3a: as long as A has completed a dungeon, it gets +3/+0 and has flying: 3/4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cloister Gargoyle")
    s.check(1, Step.UPKEEP, _has_completed)
    s.execute()
    s.assert_power_toughness("A", "Cloister Gargoyle", 3, 4)
    s.assert_abilities("A", "Cloister Gargoyle", ["flying"])


def test_nadaar_anthem_only_with_a_completed_dungeon(real_db: CardDatabase) -> None:
    """Nadaar: other creatures A controls get +1/+1 as long as A has completed a dungeon
    (Grizzly Bears 3/3, Nadaar itself 3/3, B's bears 2/2); without, the bears are 2/2."""
    for completed, bears in ((True, 3), (False, 2)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Nadaar, Selfless Paladin")
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        if completed:
            s.check(1, Step.UPKEEP, _has_completed)
        s.execute()
        s.assert_power_toughness("A", "Grizzly Bears", bears, bears)
        s.assert_power_toughness("A", "Nadaar, Selfless Paladin", 3, 3)
        s.assert_power_toughness("B", "Grizzly Bears", 2, 2)


def test_gloom_stalker_double_strike_after_a_completed_dungeon(real_db: CardDatabase) -> None:
    """Gloom Stalker (2/3) attacks unblocked: with double strike (A completed a dungeon) B
    loses 4; without, 2."""
    for completed, life in ((True, 16), (False, 18)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Gloom Stalker")
        if completed:
            s.check(1, Step.UPKEEP, _has_completed)
        s.attack(1, "A", "Gloom Stalker")
        s.execute()
        s.assert_life("B", life)


def test_barrowin_returns_a_creature_card_only_after_a_completed_dungeon(
        real_db: CardDatabase) -> None:
    """Barrowin attacks: "return up to one creature card with mana value 3 or less from your
    graveyard to the battlefield if you've completed a dungeon": Grizzly Bears comes back when
    A has completed one, stays in the graveyard when not."""
    for completed, back in ((True, 1), (False, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Barrowin of Clan Undurr")
        s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
        if completed:
            s.check(1, Step.UPKEEP, _has_completed)
        s.attack(1, "A", "Barrowin of Clan Undurr")
        s.set_choice("A", "Grizzly Bears")
        s.execute()
        s.assert_permanent_count("A", "Grizzly Bears", back)
        s.assert_graveyard_count("A", "Grizzly Bears", 1 - back)
        s.assert_life("B", 17)


def test_varis_and_sefris_trigger_when_a_dungeon_is_completed(real_db: CardDatabase) -> None:
    """309.7: A ventures four times through Lost Mine of Phandelver (Cave Entrance, Goblin Lair,
    Dark Pool, Temple of Dumathoin) and completes it (704.5t): Varis creates one 2/2 green Wolf
    and Sefris returns Grizzly Bears from A's graveyard to the battlefield. Before the
    completion neither has triggered (checked after three ventures in the same phase: no Wolf
    until then)."""
    s = _through_lost_mine(real_db, 4, "Varis, Silverymoon Ranger", "Sefris of the Hidden Ways")
    s.add_target("A", "Grizzly Bears")
    s.execute()
    assert s.state.players[0].dungeons_completed == (LOST_MINE,)
    assert _room(s) is None
    s.assert_permanent_count("A", "Wolf Token", 1)
    s.assert_power_toughness("A", "Wolf Token", 2, 2)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_life("B", 19)
    s.assert_life("A", 21)


def test_varis_not_without_completing(real_db: CardDatabase) -> None:
    """Three ventures (not completed): no Wolf, Grizzly Bears stays in the graveyard."""
    s = _through_lost_mine(real_db, 3, "Varis, Silverymoon Ranger", "Sefris of the Hidden Ways")
    s.execute()
    assert _room(s) == (LOST_MINE, "Dark Pool")
    s.assert_permanent_count("A", "Wolf Token", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_bar_the_gate_counters_and_ventures(real_db: CardDatabase) -> None:
    """Bar the Gate counters B's Grizzly Bears spell, then A ventures (Tomb: each player loses
    1 life)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Bar the Gate")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(2, M, "B", "Grizzly Bears")
    s.cast_spell(2, M, "A", "Bar the Gate", targets=["Grizzly Bears"], responding_to="Grizzly Bears")
    s.set_choice("A", TOMB)
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    assert _room(s) == (TOMB, "Trapped Entry") and _room(s, 1) is None
    s.assert_life("A", 19)
    s.assert_life("B", 19)


def test_you_find_a_cursed_idol_steal_its_eyes(real_db: CardDatabase) -> None:
    """Mode 3: a Treasure token, then A ventures (Lost Mine's Cave Entrance: scry 1)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "You Find a Cursed Idol")
    s.set_mode_choice("A", 3)
    s.cast_spell(1, M, "A", "You Find a Cursed Idol")
    s.set_choice("A", LOST_MINE)
    s.execute()
    s.assert_permanent_count("A", "Treasure Token", 1)
    assert _room(s) == (LOST_MINE, "Cave Entrance")


def test_clattering_skeletons_dies_and_ventures(real_db: CardDatabase) -> None:
    """Clattering Skeletons (4/3) dealt 3 damage by two Shocks dies: A ventures into Tomb of
    Annihilation (each player loses 1 life)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Clattering Skeletons")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shock", 2)
    s.cast_spell(2, M, "B", "Shock", targets=["Clattering Skeletons"])
    s.cast_spell(2, M, "B", "Shock", targets=["Clattering Skeletons"])
    s.set_choice("A", TOMB)
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("A", "Clattering Skeletons", 1)
    assert _room(s) == (TOMB, "Trapped Entry")
    s.assert_life("A", 19)
    s.assert_life("B", 19)


def test_dungeon_map_only_as_a_sorcery(real_db: CardDatabase) -> None:
    """Dungeon Map's venture is a sorcery-speed ability: playable in A's main phase with an
    empty stack, not in B's turn."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dungeon Map")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 3)
    s.check(2, M, lambda sc: sc.assert_playable("A", "{3}, {T}: Venture", False))
    s.activate_ability(3, M, "A", "{3}, {T}: Venture")
    s.set_choice("A", LOST_MINE)
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    assert _room(s) == (LOST_MINE, "Cave Entrance")


def test_keen_eared_sentry_one_venture_each_turn_for_opponents(real_db: CardDatabase) -> None:
    """101.2: B controls Keen-Eared Sentry: A activates Secret Door three times in one turn;
    only the first venture happens (Tomb's Trapped Entry once: A 19, B 19; the marker stays
    there). The Sentry's controller isn't limited: with A controlling it, A's second venture
    follows Trapped Entry's arrow to Veils of Fear (each player loses 2 unless
    they discard: both have empty hands, A 17, B 17)."""
    for sentry, room, life in (("B", "Trapped Entry", 19), ("A", "Veils of Fear", 17)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Secret Door")
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 15 if sentry == "B" else 10)
        s.add_card(Zone.BATTLEFIELD, sentry, "Keen-Eared Sentry")
        for _ in range(3 if sentry == "B" else 2):
            s.activate_ability(1, M, "A", "{4}{U}: Venture")
        s.set_choice("A", TOMB)
        s.set_choice("A", "Veils of Fear")
        s.execute()
        assert _room(s) == (TOMB, room)
        s.assert_life("A", life)
        s.assert_life("B", life)


def test_611_2a_cant_attack_until_your_next_turn() -> None:
    """Twisted Caverns' wording (Dungeon of the Mad Mage), "Target creature can't attack until
    your next turn." (611.2a): cast by A in turn 1 on B's Grizzly Bears, they can't attack in
    B's turn 2; the effect ends as A's turn 3 begins, so they attack in turn 4 (A 18)."""
    from mtg_engine.rules.combat import can_attack
    from tests.rules.cr_cards import card_db

    db = card_db({"Test Caverns": ("{W}", "Sorcery",
                                   "Target creature can't attack until your next turn.", None)})
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Test Caverns")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, M, "A", "Test Caverns", targets=["Grizzly Bears"])

    def cant(sc: Scenario) -> None:
        bears = next(o for o in sc.state.battlefield
                     if sc.state.objects[o].card.name == "Grizzly Bears")
        assert not can_attack(sc.state, bears)

    s.check(2, Step.BEGIN_COMBAT, cant)
    s.attack(4, "B", "Grizzly Bears")
    s.stop_at(5, Step.UPKEEP)
    s.execute()
    s.assert_life("A", 18)


def test_dungeon_crawler_returns_from_the_graveyard_on_completing(real_db: CardDatabase) -> None:
    """113.6m, 309.7: Dungeon Crawler's "Whenever you complete a dungeon, you may return ~ from
    your graveyard to your hand" works from A's graveyard: A completes Lost Mine of
    Phandelver (four ventures): the Crawler goes to A's hand (with the Temple's card: 2)."""
    s = _through_lost_mine(real_db, 4, graveyard="Dungeon Crawler")
    s.execute()
    assert s.state.players[0].dungeons_completed == (LOST_MINE,)
    s.assert_graveyard_count("A", "Dungeon Crawler", 0)
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Dungeon Crawler")


def test_precipitous_drop_minus_two_or_minus_five_instead(real_db: CardDatabase) -> None:
    """611.3a: "Enchanted creature gets -2/-2. It gets -5/-5 instead as long as you've
    completed a dungeon." On B's Colossal Dreadmaw (6/6): 4/4 when A hasn't completed one
    (the Aura's venture starts Tomb: each player loses 1), 1/1 when A has (-5/-5 instead of
    -2/-2, not both: -7/-7 would kill it)."""
    for completed, size in ((False, 4), (True, 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
        s.add_card(Zone.HAND, "A", "Precipitous Drop")
        s.add_card(Zone.BATTLEFIELD, "B", "Colossal Dreadmaw")
        if completed:
            s.check(1, Step.UPKEEP, _has_completed)
        s.cast_spell(1, M, "A", "Precipitous Drop", targets=["Colossal Dreadmaw"])
        s.set_choice("A", TOMB)
        s.execute()
        s.assert_life("B", 19)
        s.assert_power_toughness("B", "Colossal Dreadmaw", size, size)


def test_amounts_for_each_dungeon_completed() -> None:
    """309.7, 201.2: "for each dungeon you've completed" counts every completion, "for each
    differently named dungeon you've completed" each name once. A has completed Tomb of
    Annihilation twice and Lost Mine of Phandelver once: the test creature (1/1, "+1/+1 for
    each differently named ...") is 3/3 (613.4c, in the layers), and the test sorcery ("You
    gain 1 life for each dungeon you've completed.") gains 3; B's own creature, with nothing
    completed, stays 1/1."""
    from tests.rules.cr_cards import card_db

    db = card_db({
        "Test Delver": ("{G}", "Creature — Elf", "~ gets +1/+1 for each differently named "
                        "dungeon you've completed.", ("1", "1")),
        "Test Tally": ("{W}", "Sorcery", "You gain 1 life for each dungeon you've completed.",
                       None)})
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Delver")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Delver")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Test Tally")

    def completed(sc: Scenario) -> None:
        sc.state.players[0].dungeons_completed = (TOMB, LOST_MINE, TOMB)
        sc.state.characteristics_changed()

    s.check(1, Step.UPKEEP, completed)
    s.cast_spell(1, M, "A", "Test Tally")
    s.execute()
    s.assert_power_toughness("A", "Test Delver", 3, 3)
    s.assert_power_toughness("B", "Test Delver", 1, 1)
    s.assert_life("A", 23)


def test_eccentric_apprentice_turns_a_creature_into_a_bird(real_db: CardDatabase) -> None:
    """At the beginning of combat on A's turn, if A has completed a dungeon (603.4), up to one
    target creature becomes a Bird with base power and toughness 1/1 and flying until end of
    turn: B's Craw Wurm is a 1/1 flying Bird (not a Wurm) in A's combat, 6/4 again in B's turn.
    Without a completed dungeon the ability doesn't trigger: 6/4 in A's combat."""
    for completed in (True, False):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Eccentric Apprentice")
        s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
        if completed:
            s.check(1, Step.UPKEEP, _has_completed)
            s.add_target("A", "Craw Wurm")

        def in_combat(sc: Scenario, bird: bool = completed) -> None:
            sc.assert_power_toughness("B", "Craw Wurm", *((1, 1) if bird else (6, 4)))
            sc.assert_subtype("Craw Wurm", "Bird", bird)
            sc.assert_subtype("Craw Wurm", "Wurm", not bird)
            sc.assert_abilities("B", "Craw Wurm", ["flying"], present=bird)

        s.check(1, Step.DECLARE_ATTACKERS, in_combat)
        s.stop_at(2, Step.UPKEEP)
        s.execute()
        s.assert_power_toughness("B", "Craw Wurm", 6, 4)
        s.assert_subtype("Craw Wurm", "Wurm")


def test_mind_carver_instead_as_long_as(real_db: CardDatabase) -> None:
    """611.3a, the same "instead" wording on an Equipment: Grizzly Bears equipped with Mind
    Carver are 3/2 (+1/+0) while B has 7 cards in their graveyard, 5/3 (+3/+1 instead, not
    +4/+1) with 8."""
    for cards, pt in ((7, (3, 2)), (8, (5, 3))):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "A", "Mind Carver", attached_to="Grizzly Bears")
        s.add_card(Zone.GRAVEYARD, "B", "Island", cards)
        s.execute()
        s.assert_power_toughness("A", "Grizzly Bears", *pt)
