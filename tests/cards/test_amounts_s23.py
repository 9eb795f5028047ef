"""Variable amounts inside counter, token and mill instructions read in session 23 (the
`amounts` engineer), played with real cards from the shared MTGJSON file (skipped when it is
absent). 107.1, 608.2h: each amount is counted as its instruction is carried out. Each test
has exact figures, a case of 0, and a case where the count must not take something in."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled

# ------------------- 107.1, 205.2a: "the number of artifacts and enchantments your opponents
# control" (Dockside Extortionist): each permanent of either type counted once


def _dockside(db: CardDatabase, theirs: list[str]) -> Scenario:
    """A casts Dockside Extortionist on turn 1 (two Mountains); B controls `theirs`; A also
    controls a Sol Ring (A's own artifact, never counted)."""
    assert_compiled(db, "Dockside Extortionist")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Sol Ring")
    s.add_card(Zone.HAND, "A", "Dockside Extortionist")
    for name in theirs:
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dockside Extortionist")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_107_1_dockside_counts_artifacts_and_enchantments_once_each(
        real_db: CardDatabase) -> None:
    """B controls Sol Ring (artifact), Glorious Anthem (enchantment), Courser of Kruphix
    (enchantment creature) and Grizzly Bears: three of them are artifacts or enchantments, so
    A creates three Treasures; A's own Sol Ring and B's Bears are not counted."""
    s = _dockside(real_db, ["Sol Ring", "Glorious Anthem", "Courser of Kruphix",
                            "Grizzly Bears"])
    s.assert_permanent_count("A", "Treasure Token", 3)
    s.assert_permanent_count("B", "Treasure Token", 0)


def test_205_2a_dockside_artifact_enchantment_counted_once(real_db: CardDatabase) -> None:
    """An artifact enchantment (B's Bident of Thassa) is one
    permanent: one Treasure, not two."""
    s = _dockside(real_db, ["Bident of Thassa"])
    s.assert_permanent_count("A", "Treasure Token", 1)


def test_107_1_dockside_with_none_creates_no_treasure(real_db: CardDatabase) -> None:
    """B controls only Grizzly Bears: X is 0, no Treasure (A's own Sol Ring doesn't count)."""
    s = _dockside(real_db, ["Grizzly Bears"])
    s.assert_permanent_count("A", "Treasure Token", 0)
    s.assert_permanent_count("A", "Dockside Extortionist", 1)


# --------------- 701.13a, 608.2h: "Then mill a card for each shred counter on ~" (Cephalid
# Vandal): the counters counted as the mill is carried out, after the one put before it


def test_701_13a_cephalid_vandal_mills_one_card_per_shred_counter(
        real_db: CardDatabase) -> None:
    """A's upkeep of turn 1 puts the Vandal's first shred counter, then mills one card; turn
    3's upkeep puts the second and mills two: 3 cards in all, B's library untouched."""
    assert_compiled(real_db, "Cephalid Vandal")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cephalid Vandal")
    s.check(1, Step.DRAW, lambda sc: (sc.assert_counter_count("A", "Cephalid Vandal", "shred", 1),
                                      sc.assert_graveyard_count("A", None, 1)))
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Cephalid Vandal", "shred", 2)
    s.assert_graveyard_count("A", None, 3)
    s.assert_graveyard_count("B", None, 0)


def test_608_2h_cephalid_vandal_counts_only_its_own_counters(real_db: CardDatabase) -> None:
    """Two Vandals: each counts the shred counters on itself, not the other's: 1 + 1 cards on
    turn 1, 2 + 2 on turn 3 (6, not 2 x 4 = 8 more)."""
    assert_compiled(real_db, "Cephalid Vandal")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cephalid Vandal", 2)
    s.check(1, Step.DRAW, lambda sc: sc.assert_graveyard_count("A", None, 2))
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", None, 6)


# ----------- 122.1, 608.2h: "create a 1/1 ... token with infect for each poison counter your
# opponents have" (Phyrexian Swarmlord): the opponents' poison counters, not A's own


def _poison(a: int, b: int) -> Callable[[Scenario], None]:
    def fn(sc: Scenario) -> None:
        sc.state.players[0].counters["poison"] = a
        sc.state.players[1].counters["poison"] = b
    return fn


def _swarmlord(db: CardDatabase, a: int, b: int) -> Scenario:
    assert_compiled(db, "Phyrexian Swarmlord")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Phyrexian Swarmlord")
    s.check(2, Step.PRECOMBAT_MAIN, _poison(a, b))
    s.stop_at(3, Step.DRAW)
    s.execute()
    return s


def test_122_1_swarmlord_one_insect_per_opponent_poison_counter(real_db: CardDatabase) -> None:
    """B has 3 poison counters, A 2 (A's own never counted): three 1/1 Insects with infect."""
    s = _swarmlord(real_db, 2, 3)
    s.assert_permanent_count("A", "Phyrexian Insect Token", 3)
    s.assert_power_toughness("A", "Phyrexian Insect Token", 1, 1)
    s.assert_abilities("A", "Phyrexian Insect Token", ["infect"])


def test_122_1_swarmlord_no_insect_when_opponents_have_no_poison(
        real_db: CardDatabase) -> None:
    """B has no poison counter (A has 4): no Insect."""
    s = _swarmlord(real_db, 4, 0)
    s.assert_permanent_count("A", "Phyrexian Insect Token", 0)


# ---------- 108.4, 608.2h: "where X is the number of opponents who control more lands than
# you" (Priest of the Blessed Graf): the lands each controls as the trigger resolves


def _priest(db: CardDatabase, mine: int, theirs: int, *, bears: int = 0) -> Scenario:
    """A's Priest of the Blessed Graf and `mine` Plains; B's `theirs` Forests and `bears`
    Grizzly Bears; the trigger resolves in A's end step of turn 1."""
    assert_compiled(db, "Priest of the Blessed Graf")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Priest of the Blessed Graf")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", mine)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", theirs)
    if bears:
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", bears)
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    return s


def test_108_4_priest_one_spirit_for_the_opponent_with_more_lands(
        real_db: CardDatabase) -> None:
    """B controls 3 lands, A 2: one 1/1 flying Spirit."""
    s = _priest(real_db, 2, 3)
    s.assert_permanent_count("A", "Spirit Token", 1)
    s.assert_power_toughness("A", "Spirit Token", 1, 1)
    s.assert_abilities("A", "Spirit Token", ["flying"])


def test_108_4_priest_no_spirit_when_lands_are_equal(real_db: CardDatabase) -> None:
    """B controls 2 lands and three Grizzly Bears (not lands), A 2 lands: not more, no Spirit."""
    s = _priest(real_db, 2, 2, bears=3)
    s.assert_permanent_count("A", "Spirit Token", 0)


# ----- 402.1, 608.2h: "where X is the number of your opponents with four or more cards in
# hand" (Wolfcaller's Howl): each opponent's hand as the upkeep trigger resolves


def _with_hands(db: CardDatabase, permanent: str, mine: int, theirs: int) -> Scenario:
    """A's `permanent`; A holds `mine` Islands, B `theirs`; played to A's draw step of turn 1
    (its upkeep trigger resolved)."""
    assert_compiled(db, permanent)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", permanent)
    if mine:
        s.add_card(Zone.HAND, "A", "Island", mine)
    if theirs:
        s.add_card(Zone.HAND, "B", "Island", theirs)
    s.stop_at(1, Step.DRAW)
    s.execute()
    return s


def _howl(db: CardDatabase, mine: int, theirs: int) -> Scenario:
    """A's Wolfcaller's Howl; A holds `mine` Islands, B `theirs`; A's upkeep of turn 1."""
    return _with_hands(db, "Wolfcaller's Howl", mine, theirs)


def test_402_1_howl_one_wolf_for_an_opponent_with_four_cards(real_db: CardDatabase) -> None:
    """B holds four cards: one 2/2 Wolf."""
    s = _howl(real_db, 0, 4)
    s.assert_permanent_count("A", "Wolf Token", 1)
    s.assert_power_toughness("A", "Wolf Token", 2, 2)


def test_402_1_howl_no_wolf_for_three_cards_nor_for_your_own_hand(
        real_db: CardDatabase) -> None:
    """B holds three cards, A seven (A is no opponent of A's): no Wolf."""
    s = _howl(real_db, 7, 3)
    s.assert_permanent_count("A", "Wolf Token", 0)


# ------------- 701.17a, 608.2c, 608.2h: "for each creature sacrificed this way" (Syphon Flesh)
# and "the total power of the creatures sacrificed this way" (Reign of the Pit): the
# sacrifices of the instruction before, each creature's power as it last existed


def _sorcery(db: CardDatabase, spell: str, swamps: int, mine: list[str],
             theirs: list[str]) -> Scenario:
    assert_compiled(db, spell)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", swamps)
    s.add_card(Zone.HAND, "A", spell)
    for name in mine:
        s.add_card(Zone.BATTLEFIELD, "A", name)
    for name in theirs:
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_701_17a_syphon_flesh_one_zombie_per_creature_sacrificed(real_db: CardDatabase) -> None:
    """B sacrifices Hill Giant: one 2/2 Zombie; A's own Grizzly Bears is not sacrificed (each
    other player) and not counted."""
    s = _sorcery(real_db, "Syphon Flesh", 5, ["Grizzly Bears"], ["Hill Giant"])
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Zombie Token", 1)
    s.assert_power_toughness("A", "Zombie Token", 2, 2)


def test_701_17a_syphon_flesh_nothing_sacrificed_no_zombie(real_db: CardDatabase) -> None:
    """B controls no creature (A's Bears stays): nothing sacrificed this way, no Zombie."""
    s = _sorcery(real_db, "Syphon Flesh", 5, ["Grizzly Bears"], [])
    s.assert_permanent_count("A", "Zombie Token", 0)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_608_2h_reign_of_the_pit_total_power_as_last_existed(real_db: CardDatabase) -> None:
    """A sacrifices Grizzly Bears (2), B Hill Giant, 4/4 under B's Glorious Anthem as it last
    existed: a 6/6 flying Demon (B's Anthem doesn't pump A's Demon; the Anthem itself, not a
    creature, isn't counted)."""
    s = _sorcery(real_db, "Reign of the Pit", 6, ["Grizzly Bears"],
                 ["Hill Giant", "Glorious Anthem"])
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_power_toughness("A", "Demon Token", 6, 6)
    s.assert_abilities("A", "Demon Token", ["flying"])


def test_608_2h_reign_of_the_pit_nothing_sacrificed_demon_is_0_0(real_db: CardDatabase) -> None:
    """No creature on the battlefield: X is 0, the 0/0 Demon dies at once (704.5f)."""
    s = _sorcery(real_db, "Reign of the Pit", 6, [], [])
    s.assert_permanent_count("A", "Demon Token", 0)


# ----- 700.5, 106.1a, 605.3b: "Choose a color. Add an amount of mana of that color equal to
# your devotion to that color." (Nykthos, Shrine to Nyx): counted as the ability resolves,
# for the color chosen, among the mana costs of the permanents you control only


def _nykthos(db: CardDatabase, color: str) -> Scenario:
    """A's Nykthos, two Plains (the {2}), Grizzly Bears ({1}{G}), Llanowar Elves ({G});
    B's Leatherback Baloth ({G}{G}{G}, not A's)."""
    assert_compiled(db, "Nykthos, Shrine to Nyx")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nykthos, Shrine to Nyx")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Leatherback Baloth")
    s.set_choice("A", color)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}: Choose a color")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def _added(s: Scenario, player: int) -> list[str]:
    """The mana each mana ability added, in order (106.4: the "mana" events)."""
    return [e[2] for e in s.state.log if e[0] == "mana" and e[1] == player]


def test_700_5_nykthos_adds_green_equal_to_devotion(real_db: CardDatabase) -> None:
    """Green chosen: A's devotion to green is 2 (Bears' {G}, Elves' {G}); B's Baloth doesn't
    count: {G}{G}."""
    s = _nykthos(real_db, "Green")
    s.assert_tapped("Nykthos, Shrine to Nyx")
    assert _added(s, 0)[-1] == "GG"


def test_700_5_nykthos_color_without_devotion_adds_nothing(real_db: CardDatabase) -> None:
    """Red chosen: no red mana symbol among A's permanents: no mana (the {2} still paid)."""
    s = _nykthos(real_db, "Red")
    s.assert_tapped("Nykthos, Shrine to Nyx")
    assert not any("R" in m for m in _added(s, 0))


# -------- 105.2, 106.1a, 605.3b: "{T}: For each color among permanents you control, add one
# mana of that color." (Bloom Tender): the colors of A's permanents as the ability resolves


def _bloom(db: CardDatabase, mine: list[str], cast: str | None = None) -> Scenario:
    """A's Bloom Tender (green) and `mine`; B's Goblin Piker (red, not A's). A taps the Tender
    by hand, or casts `cast` with it (the automatic payer, 601.2g)."""
    assert_compiled(db, "Bloom Tender")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bloom Tender")
    for name in mine:
        s.add_card(Zone.BATTLEFIELD, "A", name)
    s.add_card(Zone.BATTLEFIELD, "B", "Goblin Piker")
    if cast is None:
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: For each color")
    else:
        s.add_card(Zone.HAND, "A", cast)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", cast)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_105_2_bloom_tender_one_mana_of_each_color_you_control(real_db: CardDatabase) -> None:
    """Bloom Tender (green), Savannah Lions (white), Sol Ring (colorless, 105.2c: no color):
    {W}{G}; B's red Goblin Piker adds no {R}."""
    s = _bloom(real_db, ["Savannah Lions", "Sol Ring"])
    s.assert_tapped("Bloom Tender")
    assert _added(s, 0) == ["WG"]


def test_105_2_bloom_tender_alone_adds_only_green(real_db: CardDatabase) -> None:
    """Bloom Tender alone: its own green only, {G}."""
    s = _bloom(real_db, [])
    assert _added(s, 0) == ["G"]


def test_601_2g_bloom_tender_pays_for_grizzly_bears(real_db: CardDatabase) -> None:
    """With Savannah Lions, the payer taps Bloom Tender for Grizzly Bears ({1}{G}): {W}{G},
    counted as it is activated (106.1), pays it all."""
    s = _bloom(real_db, ["Savannah Lions"], cast="Grizzly Bears")
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_tapped("Bloom Tender")
    assert _added(s, 0) == ["WG"]


def test_601_2g_bloom_tender_alone_cant_pay_for_grizzly_bears(real_db: CardDatabase) -> None:
    """Bloom Tender alone adds {G} only: Grizzly Bears ({1}{G}) can't be cast."""
    assert_compiled(real_db, "Bloom Tender")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bloom Tender")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "Grizzly Bears", playable=False))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Grizzly Bears")


# ---- 115.1, 608.2h: "Choose target <X>." then one instruction naming it (choose_target.py)


def _solidarity(db: CardDatabase, party: list[str]) -> Scenario:
    """A casts Strength of Solidarity ({G}) on A's Grizzly Bears (a Bear: no party role);
    A controls `party`; B controls Goblin Piker (a Warrior, B's: not in A's party)."""
    assert_compiled(db, "Strength of Solidarity")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    for name in party:
        s.add_card(Zone.BATTLEFIELD, "A", name)
    s.add_card(Zone.BATTLEFIELD, "B", "Goblin Piker")
    s.add_card(Zone.HAND, "A", "Strength of Solidarity")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Strength of Solidarity",
                 targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_700_8_strength_of_solidarity_a_counter_per_party_member(real_db: CardDatabase) -> None:
    """A's party: Goblin Piker (Warrior) and Prodigal Pyromancer (Wizard): two counters, the
    Bears 4/4; B's Warrior isn't in A's party."""
    s = _solidarity(real_db, ["Goblin Piker", "Prodigal Pyromancer"])
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 2)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)


def test_700_8_strength_of_solidarity_empty_party_no_counter(real_db: CardDatabase) -> None:
    """No Cleric, Rogue, Warrior or Wizard on A's side: no counter, the Bears 2/2."""
    s = _solidarity(real_db, [])
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 0)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def _herd(db: CardDatabase, mine: list[str], theirs: list[str]) -> Scenario:
    """A casts Curious Herd ({3}{G}) targeting B."""
    assert_compiled(db, "Curious Herd")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    for name in mine:
        s.add_card(Zone.BATTLEFIELD, "A", name)
    for name in theirs:
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.add_card(Zone.HAND, "A", "Curious Herd")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Curious Herd", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_108_4_curious_herd_a_beast_per_artifact_that_player_controls(
        real_db: CardDatabase) -> None:
    """B controls Sol Ring and Bident of Thassa (an enchantment artifact): two 3/3 Beasts;
    A's own Sol Ring isn't counted."""
    s = _herd(real_db, ["Sol Ring"], ["Sol Ring", "Bident of Thassa", "Grizzly Bears"])
    s.assert_permanent_count("A", "Beast Token", 2)
    s.assert_power_toughness("A", "Beast Token", 3, 3)


def test_108_4_curious_herd_no_artifact_no_beast(real_db: CardDatabase) -> None:
    """B controls only Grizzly Bears (A's Sol Ring is A's): no Beast."""
    s = _herd(real_db, ["Sol Ring"], ["Grizzly Bears"])
    s.assert_permanent_count("A", "Beast Token", 0)


def _grave_strength(db: CardDatabase, library: list[str], *, giant: bool = True) -> Scenario:
    """A casts Grave Strength ({1}{B}) on A's Llanowar Elves (1/1); A's library is `library`
    (three cards, all milled); A's graveyard holds Hill Giant, B's Craw Wurm (B's: not
    counted)."""
    assert_compiled(db, "Grave Strength")
    s = Scenario(cards=db)
    s.remove_all_from_library("A")
    for name in library:
        s.add_card(Zone.LIBRARY, "A", name)
    if giant:
        s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "B", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Grave Strength")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grave Strength", targets=["Llanowar Elves"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_608_2h_grave_strength_counts_after_the_mill(real_db: CardDatabase) -> None:
    """Two Grizzly Bears and a Forest milled: the creature cards in A's graveyard are then
    Hill Giant and the two Bears, three counters (the Forest and B's Wurm not counted)."""
    s = _grave_strength(real_db, ["Grizzly Bears", "Forest", "Grizzly Bears"])
    s.assert_graveyard_count("A", None, 5)
    s.assert_counter_count("A", "Llanowar Elves", "+1/+1", 3)
    s.assert_power_toughness("A", "Llanowar Elves", 4, 4)


def test_608_2h_grave_strength_milled_lands_add_nothing(real_db: CardDatabase) -> None:
    """Three Forests milled: Hill Giant is the one creature card in A's graveyard, one counter
    (B's Wurm isn't A's)."""
    s = _grave_strength(real_db, ["Forest", "Forest", "Forest"])
    s.assert_counter_count("A", "Llanowar Elves", "+1/+1", 1)


def test_608_2h_grave_strength_no_creature_card_no_counter(real_db: CardDatabase) -> None:
    """Three Forests milled, no creature card in A's graveyard (only B's Wurm in B's): no
    counter, the Elves 1/1."""
    s = _grave_strength(real_db, ["Forest", "Forest", "Forest"], giant=False)
    s.assert_counter_count("A", "Llanowar Elves", "+1/+1", 0)
    s.assert_power_toughness("A", "Llanowar Elves", 1, 1)


# ------ 608.2c, 701.7a: "where X is the number of creatures destroyed this way" (Phyrexian
# Rebirth): those the "destroy all" moved, not an indestructible one that stayed


def _rebirth(db: CardDatabase, mine: list[str], theirs: list[str]) -> Scenario:
    assert_compiled(db, "Phyrexian Rebirth")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 6)
    s.add_card(Zone.HAND, "A", "Phyrexian Rebirth")
    for name in mine:
        s.add_card(Zone.BATTLEFIELD, "A", name)
    for name in theirs:
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Phyrexian Rebirth")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_608_2c_phyrexian_rebirth_horror_counts_creatures_destroyed(
        real_db: CardDatabase) -> None:
    """A's Grizzly Bears and B's Hill Giant destroyed, B's Darksteel Myr (indestructible)
    stays and isn't counted: a 2/2 Horror."""
    s = _rebirth(real_db, ["Grizzly Bears"], ["Hill Giant", "Darksteel Myr"])
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("B", "Darksteel Myr", 1)
    s.assert_power_toughness("A", "Phyrexian Horror Token", 2, 2)


def test_608_2c_phyrexian_rebirth_nothing_destroyed_horror_is_0_0(
        real_db: CardDatabase) -> None:
    """Only B's Darksteel Myr, not destroyed: X is 0, the 0/0 Horror dies at once (704.5f)."""
    s = _rebirth(real_db, [], ["Darksteel Myr"])
    s.assert_permanent_count("A", "Phyrexian Horror Token", 0)
    s.assert_permanent_count("B", "Darksteel Myr", 1)


# ---- 120.1, 102.3: "where X is the damage dealt to your opponents this turn" (Notorious
# Throng): combat and noncombat damage to A's opponents, not damage to a creature


def _throng(db: CardDatabase, *, attack: bool) -> Scenario:
    """A shocks B's Hill Giant (damage to a creature), attacks B with Grizzly Bears when
    `attack`, then casts Notorious Throng (its full cost, no prowl) after combat."""
    assert_compiled(db, "Notorious Throng")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Notorious Throng")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Hill Giant"])
    if attack:
        s.attack(1, "A", "Grizzly Bears")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Notorious Throng")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_120_1_notorious_throng_counts_damage_to_opponents(real_db: CardDatabase) -> None:
    """The Bears dealt B 2 (the Shock's 2 to Hill Giant isn't to an opponent): two 1/1
    flying Faerie Rogues."""
    s = _throng(real_db, attack=True)
    s.assert_life("B", 18)
    s.assert_damage("Hill Giant", 2)
    s.assert_permanent_count("A", "Faerie Rogue Token", 2)
    s.assert_abilities("A", "Faerie Rogue Token", ["flying"])


def test_120_1_notorious_throng_no_damage_to_opponents_no_token(real_db: CardDatabase) -> None:
    """No attack: only Hill Giant was dealt damage, X is 0: no Faerie."""
    s = _throng(real_db, attack=False)
    s.assert_life("B", 20)
    s.assert_permanent_count("A", "Faerie Rogue Token", 0)


# ------ 122.1, 608.2h: "put a +1/+1 counter on ~ for each card in your hand, then remove a
# +1/+1 counter from ~ for each card in target opponent's hand" (Descendant of Masumaro):
# each count as its instruction is carried out, the removal after the counters were put


def _masumaro(db: CardDatabase, mine: int, theirs: int) -> Scenario:
    """A's Descendant of Masumaro (1/1); A holds `mine` Islands, B `theirs`; A's upkeep of
    turn 1 (B the target)."""
    return _with_hands(db, "Descendant of Masumaro", mine, theirs)


def test_122_1_masumaro_puts_per_own_card_removes_per_opponent_card(
        real_db: CardDatabase) -> None:
    """Three cards in A's hand, one in B's: three counters put, one removed: 3/3."""
    s = _masumaro(real_db, 3, 1)
    s.assert_counter_count("A", "Descendant of Masumaro", "+1/+1", 2)
    s.assert_power_toughness("A", "Descendant of Masumaro", 3, 3)


def test_122_1_masumaro_removes_no_more_than_it_has(real_db: CardDatabase) -> None:
    """Two cards in A's hand, five in B's: two put, then all of them removed (no more there):
    1/1 with no counter."""
    s = _masumaro(real_db, 2, 5)
    s.assert_counter_count("A", "Descendant of Masumaro", "+1/+1", 0)
    s.assert_power_toughness("A", "Descendant of Masumaro", 1, 1)


def test_122_1_masumaro_empty_hands_nothing(real_db: CardDatabase) -> None:
    """No card in either hand: no counter."""
    s = _masumaro(real_db, 0, 0)
    s.assert_counter_count("A", "Descendant of Masumaro", "+1/+1", 0)
