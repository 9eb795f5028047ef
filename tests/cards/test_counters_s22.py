"""Counters, tokens, entering and replacement effects read in session 22 (`counters`), played
with real cards from the shared MTGJSON file (skipped when it is absent). Exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone
from tests.cards.conftest import assert_compiled

# ------------------------------------------ 614.1a, 111.1: tokens created instead (Divine Visitation)


def _visitation(db: CardDatabase, *spells: str, who: str = "A") -> Scenario:
    """A controls Divine Visitation; `who` casts `spells` (Raise the Alarm: two 1/1 white
    Soldier creature tokens; Strike It Rich: a Treasure token; Cackling Counterpart: a token
    copy of target creature you control) in turn 1's main phase."""
    assert_compiled(db, "Divine Visitation")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Divine Visitation")
    s.add_card(Zone.BATTLEFIELD, who, "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, who, "Mountain")
    s.add_card(Zone.BATTLEFIELD, who, "Island", 3)
    s.add_card(Zone.BATTLEFIELD, who, "Grizzly Bears")
    for name in spells:
        s.add_card(Zone.HAND, who, name)
        targets = ["Grizzly Bears"] if name == "Cackling Counterpart" else []
        s.cast_spell(1, Step.PRECOMBAT_MAIN, who, name, targets=targets)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_614_1a_divine_visitation_creature_tokens_become_angels(real_db: CardDatabase) -> None:
    """Raise the Alarm's two Soldiers are two 4/4 white Angel tokens with flying and vigilance
    instead; no Soldier is created."""
    s = _visitation(real_db, "Raise the Alarm")
    s.assert_permanent_count("A", "Soldier Token", 0)
    s.assert_permanent_count("A", "Angel Token", 2)
    s.assert_power_toughness("A", "Angel Token", 4, 4)
    s.assert_abilities("A", "Angel Token", ["Flying", "Vigilance"])
    s.assert_color("Angel Token", ["White"])


def test_614_1a_divine_visitation_not_a_noncreature_token(real_db: CardDatabase) -> None:
    """A Treasure isn't a creature token: it is created as it is, no Angel."""
    s = _visitation(real_db, "Strike It Rich")
    s.assert_permanent_count("A", "Treasure Token", 1)
    s.assert_permanent_count("A", "Angel Token", 0)


def test_614_1a_divine_visitation_only_its_controllers_tokens(real_db: CardDatabase) -> None:
    """B's Raise the Alarm (B controls no Visitation): two Soldiers for B, no Angel."""
    s = _visitation(real_db, "Raise the Alarm", who="B")
    s.assert_permanent_count("B", "Soldier Token", 2)
    s.assert_permanent_count("B", "Angel Token", 0)


def test_614_1a_divine_visitation_copy_token_is_an_angel_not_a_copy(
        real_db: CardDatabase) -> None:
    """Cackling Counterpart's token copy of Grizzly Bears is a 4/4 Angel instead, not a copy
    of the Bears (its rulings: the token's characteristics are entirely replaced)."""
    s = _visitation(real_db, "Cackling Counterpart")
    s.assert_permanent_count("A", "Grizzly Bears", 1)  # (the original only)
    s.assert_permanent_count("A", "Angel Token", 1)
    s.assert_power_toughness("A", "Angel Token", 4, 4)
    s.assert_subtype("Angel Token", "Bear", present=False)


# ------------------------------------- 614.1a, 111.1: tokens plus that many (Chatterfang)


def _chatterfang(db: CardDatabase, spell: str, who: str = "A") -> Scenario:
    assert_compiled(db, "Chatterfang, Squirrel General")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chatterfang, Squirrel General")
    s.add_card(Zone.BATTLEFIELD, who, "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, who, "Mountain")
    s.add_card(Zone.HAND, who, spell)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, who, spell)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_614_1a_chatterfang_adds_that_many_squirrels(real_db: CardDatabase) -> None:
    """Raise the Alarm: its two Soldiers plus two 1/1 green Squirrel tokens."""
    s = _chatterfang(real_db, "Raise the Alarm")
    s.assert_permanent_count("A", "Soldier Token", 2)
    s.assert_permanent_count("A", "Squirrel Token", 2)
    s.assert_power_toughness("A", "Squirrel Token", 1, 1)
    s.assert_color("Squirrel Token", ["Green"])


def test_614_1a_chatterfang_any_token_kind(real_db: CardDatabase) -> None:
    """A Treasure (any kind of token, its rulings): the Treasure and one Squirrel."""
    s = _chatterfang(real_db, "Strike It Rich")
    s.assert_permanent_count("A", "Treasure Token", 1)
    s.assert_permanent_count("A", "Squirrel Token", 1)


def test_614_1a_chatterfang_not_an_opponents_tokens(real_db: CardDatabase) -> None:
    """B creates the Soldiers: "under your control" is A's only; no Squirrel anywhere."""
    s = _chatterfang(real_db, "Raise the Alarm", who="B")
    s.assert_permanent_count("B", "Soldier Token", 2)
    s.assert_permanent_count("B", "Squirrel Token", 0)
    s.assert_permanent_count("A", "Squirrel Token", 0)


# -------------------------------- 614.1a, 614.5, 111.10: one of each (Academy Manufactor)


def _manufactor(db: CardDatabase, spell: str, count: int = 1) -> Scenario:
    assert_compiled(db, "Academy Manufactor")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Academy Manufactor", count)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", spell)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_614_1a_academy_manufactor_treasure_becomes_one_of_each(real_db: CardDatabase) -> None:
    """Strike It Rich's Treasure: a Clue, a Food and a Treasure instead."""
    s = _manufactor(real_db, "Strike It Rich")
    for kind in ("Clue", "Food", "Treasure"):
        s.assert_permanent_count("A", f"{kind} Token", 1)


def test_614_5_two_manufactors_three_of_each(real_db: CardDatabase) -> None:
    """Two Manufactors (its rulings; 614.5: each applies once to each event): three Clues,
    three Foods and three Treasures."""
    s = _manufactor(real_db, "Strike It Rich", count=2)
    for kind in ("Clue", "Food", "Treasure"):
        s.assert_permanent_count("A", f"{kind} Token", 3)


def test_614_1a_academy_manufactor_not_other_tokens(real_db: CardDatabase) -> None:
    """Soldier tokens aren't Clues, Foods or Treasures: two Soldiers and nothing else."""
    s = _manufactor(real_db, "Raise the Alarm")
    s.assert_permanent_count("A", "Soldier Token", 2)
    for kind in ("Clue", "Food", "Treasure"):
        s.assert_permanent_count("A", f"{kind} Token", 0)


# ------------------------------- 700.4, 614.1a: a death replaced by exile and a token (Kalitas)


def _kalitas(db: CardDatabase, victim: str, owner: str) -> Scenario:
    """A controls Kalitas and casts Murder on `owner`'s `victim`."""
    assert_compiled(db, "Kalitas, Traitor of Ghet")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kalitas, Traitor of Ghet")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Murder")
    s.add_card(Zone.BATTLEFIELD, owner, victim)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Murder", targets=[f"{victim}@{owner}"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_614_1a_kalitas_exiles_and_makes_a_zombie(real_db: CardDatabase) -> None:
    """B's Grizzly Bears would die: it is exiled instead (not in B's graveyard) and A creates
    a 2/2 black Zombie."""
    s = _kalitas(real_db, "Grizzly Bears", "B")
    s.assert_exile_count("Grizzly Bears", 1, player="B")
    s.assert_graveyard_count("B", "Grizzly Bears", 0)
    s.assert_permanent_count("A", "Zombie Token", 1)
    s.assert_power_toughness("A", "Zombie Token", 2, 2)
    s.assert_permanent_count("B", "Zombie Token", 0)


def test_614_1a_kalitas_not_your_own_creature(real_db: CardDatabase) -> None:
    """A's own Grizzly Bears dies as usual: graveyard, no Zombie."""
    s = _kalitas(real_db, "Grizzly Bears", "A")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_exile_count("Grizzly Bears", 0)
    s.assert_permanent_count("A", "Zombie Token", 0)


def test_614_1a_kalitas_not_a_token(real_db: CardDatabase) -> None:
    """B's Soldier token (Raise the Alarm, turn 2) dies to A's Shock: a nontoken creature only
    is exiled; no Zombie (its rulings)."""
    assert_compiled(real_db, "Kalitas, Traitor of Ghet")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kalitas, Traitor of Ghet")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Raise the Alarm")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Raise the Alarm")
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=["Soldier Token"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Soldier Token", 1)
    s.assert_permanent_count("A", "Zombie Token", 0)


# ------------------- 707.2, 111.1, 603.7: "those tokens" after a copy of each (Kindred Charge)


def _kindred(db: CardDatabase, stop: Step, turn: int = 1) -> Scenario:
    """A: two Grizzly Bears (Bears), Savannah Lions (a Cat); Kindred Charge naming Bear."""
    assert_compiled(db, "Kindred Charge")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.HAND, "A", "Kindred Charge")
    s.set_choice("A", "Bear")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Kindred Charge")
    s.stop_at(turn, stop)
    s.execute()
    return s


def test_707_2_kindred_charge_copies_each_of_the_type_with_haste(real_db: CardDatabase) -> None:
    """A copy of each Bear (two tokens named Grizzly Bears), none of the Cat; "those tokens"
    are both copies: each has haste, the originals don't."""
    s = _kindred(real_db, Step.BEGIN_COMBAT)
    s.assert_permanent_count("A", "Grizzly Bears", 4)
    s.assert_permanent_count("A", "Savannah Lions", 1)
    st = s.state
    bears = [o for o in st.battlefield if st.objects[o].card.name == "Grizzly Bears"]
    from mtg_engine.rules.layers import characteristics

    hasty = [o for o in bears if "haste" in characteristics(st, o).keywords]
    assert len(hasty) == 2 and all(st.objects[o].is_token for o in hasty)


def test_603_7_kindred_charge_tokens_exiled_at_end_step(real_db: CardDatabase) -> None:
    """At the next end step both tokens are exiled (they cease to exist, 111.7): two Bears left."""
    s = _kindred(real_db, Step.UPKEEP, turn=2)
    s.assert_permanent_count("A", "Grizzly Bears", 2)
    s.assert_permanent_count("A", "Savannah Lions", 1)


# -------------------- 701.23, 608.2h: "That player may search ..." after an opponent's target


def _boseiju(db: CardDatabase, library: tuple[str, ...]) -> Scenario:
    """A channels Boseiju, Who Endures ({1}{G}, discard it) at B's Tropical Island; B's library
    holds `library` on top of the Wastes filler (Wastes has no basic land type, 205.3i)."""
    assert_compiled(db, "Boseiju, Who Endures")
    s = Scenario(cards=db)
    s.add_card(Zone.HAND, "A", "Boseiju, Who Endures")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Tropical Island")
    for name in library:
        s.add_card(Zone.LIBRARY, "B", name)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Channel",
                       targets=["Tropical Island"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_701_23_boseiju_that_player_searches_a_land_with_a_basic_type(
        real_db: CardDatabase) -> None:
    """The Tropical Island is destroyed; its controller B may search (608.2d: yes by default)
    and puts a Forest (a land with a basic land type) onto the battlefield under B's control."""
    s = _boseiju(real_db, ("Forest",))
    s.assert_graveyard_count("B", "Tropical Island", 1)
    s.assert_graveyard_count("A", "Boseiju, Who Endures", 1)
    s.assert_permanent_count("B", "Forest", 1)
    s.assert_permanent_count("A", "Forest", 2)
    s.assert_library_count("B", 20)


def test_701_23_boseiju_wastes_has_no_basic_land_type(real_db: CardDatabase) -> None:
    """Only Wastes in B's library (basic, but of no basic land type): nothing is found; B
    still loses the Tropical Island."""
    s = _boseiju(real_db, ())
    s.assert_graveyard_count("B", "Tropical Island", 1)
    s.assert_battlefield_count("B", 0)
    s.assert_library_count("B", 20)


# ------------- 613.1f, 122.1: "Each creature you control with a counter on it has "..."" (Rishkar)


def _rishkar(db: CardDatabase, counters: dict[str, int] | None) -> Scenario:
    """A: Rishkar, Peema Renegade and Grizzly Bears (with `counters`), no land; A casts Giant
    Growth ({G}) on the Bears, paying with the Bears' granted "{T}: Add {G}."."""
    assert_compiled(db, "Rishkar, Peema Renegade")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rishkar, Peema Renegade")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters=counters)
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_613_1f_rishkar_creature_with_a_counter_taps_for_green(real_db: CardDatabase) -> None:
    """The Bears has a counter (of any kind, 122.1: a -1/-1 one here): it has "{T}: Add {G}.",
    pays for Giant Growth and is tapped: 1/1 + 3/3 = 4/4."""
    s = _rishkar(real_db, {"-1/-1": 1})
    s.execute()
    s.assert_tapped("Grizzly Bears")
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)


def test_613_1f_rishkar_not_without_a_counter(real_db: CardDatabase) -> None:
    """With no counter the Bears has no mana ability: Giant Growth can't be paid for."""
    s = _rishkar(real_db, None)
    with pytest.raises(ScenarioError):
        s.execute()


def _titan(db: CardDatabase, source: str) -> Scenario:
    assert_compiled(db, "Titan of Eternal Fire")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Titan of Eternal Fire")
    s.add_card(Zone.BATTLEFIELD, "A", "Elite Vanguard")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{R}, {T}:", source=source, targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_613_1f_titan_of_eternal_fire_human_pings(real_db: CardDatabase) -> None:
    """Elite Vanguard (a Human) has "{R}, {T}: This creature deals 1 damage to any target.":
    B 20 -> 19, the Vanguard tapped."""
    s = _titan(real_db, "Elite Vanguard")
    s.execute()
    s.assert_life("B", 19)
    s.assert_tapped("Elite Vanguard")


def test_613_1f_titan_of_eternal_fire_not_a_non_human(real_db: CardDatabase) -> None:
    """Grizzly Bears (a Bear) and the Titan (a Giant) have no such ability."""
    s = _titan(real_db, "Grizzly Bears")
    with pytest.raises(ScenarioError):
        s.execute()


# ------------ 608.2c: "Those creatures" after a group, in a trigger with an event object


def _retreat(db: CardDatabase, mode: int) -> Scenario:
    """A: Felidar Retreat and Grizzly Bears; A plays a Forest (landfall) and picks `mode`."""
    assert_compiled(db, "Felidar Retreat")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Felidar Retreat")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Forest")
    s.set_mode_choice("A", mode)
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Forest")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_608_2c_felidar_retreat_counters_and_vigilance_on_the_group(
        real_db: CardDatabase) -> None:
    """Mode 2: each creature A controls (the Bears) gets a +1/+1 counter (3/3), and "those
    creatures" (the same group, not the land that entered) gain vigilance."""
    s = _retreat(real_db, 2)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_abilities("A", "Grizzly Bears", ["Vigilance"])
    s.assert_permanent_count("A", "Cat Beast Token", 0)


def test_608_2c_felidar_retreat_other_mode_no_counters(real_db: CardDatabase) -> None:
    """Mode 1: a 2/2 Cat Beast; the Bears gets neither a counter nor vigilance."""
    s = _retreat(real_db, 1)
    s.assert_permanent_count("A", "Cat Beast Token", 1)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 0)
    s.assert_abilities("A", "Grizzly Bears", ["Vigilance"], present=False)


# ------------------- 111.1, 201.4: "a card named ~" in a token's quoted ability (a name)


def test_201_4_deathpact_angel_cleric_returns_the_angel(real_db: CardDatabase) -> None:
    """Deathpact Angel dies to Murder (turn 1): a Cleric token with "..., Sacrifice this
    creature: Return a card named Deathpact Angel from your graveyard to the battlefield.".
    Turn 3 the Cleric is activated: the Angel (not the Grizzly Bears beside it in the
    graveyard) returns; the Cleric is sacrificed."""
    assert_compiled(real_db, "Deathpact Angel")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Deathpact Angel")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Murder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Murder", targets=["Deathpact Angel"])
    s.check(2, Step.UPKEEP, lambda sc: (
        sc.assert_permanent_count("A", "Cleric Token", 1),
        sc.assert_graveyard_count("A", "Deathpact Angel", 1)))
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{3}{W}{B}{B}, {T}, Sacrifice")
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Deathpact Angel", 1)
    s.assert_permanent_count("A", "Cleric Token", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Deathpact Angel", 0)


def _sound(db: CardDatabase, theirs: str | None) -> Scenario:
    """A casts Sound the Call (a 1/1 Wolf with "This creature gets +1/+1 for each card named
    Sound the Call in each graveyard."); B's graveyard holds `theirs`."""
    assert_compiled(db, "Sound the Call")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Sound the Call")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    if theirs:
        s.add_card(Zone.GRAVEYARD, "B", theirs)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sound the Call")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_201_4_sound_the_call_counts_cards_of_its_name(real_db: CardDatabase) -> None:
    """The spell itself in A's graveyard and another Sound the Call in B's: 1/1 + 2 = 3/3
    (Grizzly Bears doesn't count)."""
    s = _sound(real_db, "Sound the Call")
    s.assert_power_toughness("A", "Wolf Token", 3, 3)


def test_201_4_sound_the_call_other_names_dont_count(real_db: CardDatabase) -> None:
    """Only the spell itself has the name: 2/2 (B's Grizzly Bears doesn't count)."""
    s = _sound(real_db, "Grizzly Bears")
    s.assert_power_toughness("A", "Wolf Token", 2, 2)


def _phoenix(db: CardDatabase, purge: bool) -> Scenario:
    """Rekindling Phoenix dies to Murder on turn 1 (a 0/1 Elemental with "At the beginning of
    your upkeep, sacrifice this creature and return target card named Rekindling Phoenix from
    your graveyard to the battlefield. It gains haste until end of turn."); when `purge`, B's
    Coffin Purge exiles the Phoenix card on turn 2."""
    assert_compiled(db, "Rekindling Phoenix")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rekindling Phoenix")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Murder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Murder", targets=["Rekindling Phoenix"])
    if purge:
        s.add_card(Zone.BATTLEFIELD, "B", "Swamp")
        s.add_card(Zone.HAND, "B", "Coffin Purge")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Coffin Purge", targets=["Rekindling Phoenix"])
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    return s


def test_201_4_rekindling_phoenix_returns_at_upkeep_with_haste(real_db: CardDatabase) -> None:
    """Turn 3 upkeep: the Elemental is sacrificed and the Phoenix returns, with haste."""
    s = _phoenix(real_db, purge=False)
    s.assert_permanent_count("A", "Rekindling Phoenix", 1)
    s.assert_permanent_count("A", "Elemental Token", 0)
    s.assert_abilities("A", "Rekindling Phoenix", ["Haste"])


def test_603_3d_rekindling_phoenix_no_target_no_sacrifice(real_db: CardDatabase) -> None:
    """The Phoenix card exiled: the upkeep trigger has no target and is removed (603.3d); the
    Elemental isn't sacrificed."""
    s = _phoenix(real_db, purge=True)
    s.assert_permanent_count("A", "Rekindling Phoenix", 0)
    s.assert_permanent_count("A", "Elemental Token", 1)
    s.assert_exile_count("Rekindling Phoenix", 1)


# ----------- 601.2c, 122.5: "another target creature with the same controller" (Simic Guildmage)


def _guildmage(db: CardDatabase, second: str) -> Scenario:
    """A: Simic Guildmage, two Forests, Grizzly Bears with two +1/+1 counters, Savannah Lions;
    B: Hill Giant. A moves a +1/+1 counter from the Bears onto `second`."""
    assert_compiled(db, "Simic Guildmage")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Simic Guildmage")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{G}: Move",
                       targets=["Grizzly Bears", second])
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_601_2c_simic_guildmage_moves_between_one_controllers_creatures(
        real_db: CardDatabase) -> None:
    """Bears (A's) to Lions (A's): one counter moves (122.5): Bears 3/3, Lions 3/2."""
    s = _guildmage(real_db, "Savannah Lions")
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_counter_count("A", "Savannah Lions", "+1/+1", 1)
    s.assert_power_toughness("A", "Savannah Lions", 3, 2)


def test_601_2c_simic_guildmage_not_onto_another_players_creature(
        real_db: CardDatabase) -> None:
    """B's Hill Giant doesn't have the Bears' controller: not a legal second target."""
    s = _guildmage(real_db, "Hill Giant")
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 2)
    s.assert_counter_count("B", "Hill Giant", "+1/+1", 0)


# ----------- 602.2, 602.5b, 503: "Any player may activate this ability but only during any upkeep step"


def _hourglass(db: CardDatabase, step: Step) -> Scenario:
    """A: Infinite Hourglass with two time counters (its upkeep trigger adds one on turn 1);
    B: three Islands and Grizzly Bears; B activates "{3}: Remove a time counter" in `step`."""
    assert_compiled(db, "Infinite Hourglass")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Infinite Hourglass", counters={"time": 2})
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, step, "B", "{3}: Remove")
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_602_2_hourglass_opponent_removes_a_counter_in_an_upkeep(real_db: CardDatabase) -> None:
    """In A's upkeep (any upkeep step) B activates it: 2 + 1 - 1 = 2 time counters; B's Bears
    gets +2/+0 (4/2)."""
    s = _hourglass(real_db, Step.UPKEEP)
    s.execute()
    s.assert_counter_count("A", "Infinite Hourglass", "time", 2)
    s.assert_power_toughness("B", "Grizzly Bears", 4, 2)
    s.assert_tapped("Island")


def test_602_5b_hourglass_not_outside_an_upkeep(real_db: CardDatabase) -> None:
    """In A's main phase B can't activate it: three counters stay."""
    s = _hourglass(real_db, Step.PRECOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_counter_count("A", "Infinite Hourglass", "time", 3)


# ----------- 603.7b-c, 111.1: a delayed instruction about the created token ("destroy", "your next")


def test_603_7c_hornet_cannon_hornet_destroyed_at_next_end_step(real_db: CardDatabase) -> None:
    """Hornet Cannon makes a 1/1 flying, hasty Hornet (it attacks: B 19); at the next end step
    it is destroyed (gone by turn 2)."""
    assert_compiled(real_db, "Hornet Cannon")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hornet Cannon")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 3)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}, {T}: Create")
    s.attack(1, "A", "Hornet")
    s.check(1, Step.END_COMBAT, lambda sc: sc.assert_permanent_count("A", "Hornet", 1))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 19)
    s.assert_permanent_count("A", "Hornet", 0)


def _idol(db: CardDatabase, turn: int) -> Scenario:
    """A casts Stone Idol Trap in B's turn 2 (a 6/12 Construct; "Exile it at the beginning of
    your next end step": A's, 603.7b)."""
    assert_compiled(db, "Stone Idol Trap")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.HAND, "A", "Stone Idol Trap")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Stone Idol Trap")
    s.stop_at(turn, Step.UPKEEP)
    s.execute()
    return s


def test_603_7b_stone_idol_stays_through_the_opponents_end_step(real_db: CardDatabase) -> None:
    """B's end step of turn 2 isn't A's: the Construct is still there in turn 3."""
    s = _idol(real_db, 3)
    s.assert_permanent_count("A", "Construct Token", 1)
    s.assert_power_toughness("A", "Construct Token", 6, 12)


def test_603_7b_stone_idol_exiled_at_its_controllers_end_step(real_db: CardDatabase) -> None:
    """At A's next end step (turn 3) it is exiled: gone in turn 4."""
    s = _idol(real_db, 4)
    s.assert_permanent_count("A", "Construct Token", 0)


def test_603_7b_force_of_rage_tokens_sacrificed_at_your_next_upkeep(
        real_db: CardDatabase) -> None:
    """Force of Rage on turn 1: two 3/1 Elementals, still there in B's upkeep (turn 2),
    sacrificed in A's next upkeep (turn 3)."""
    assert_compiled(real_db, "Force of Rage")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Force of Rage")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Force of Rage")
    s.check(2, Step.DRAW, lambda sc: sc.assert_permanent_count("A", "Elemental Token", 2))
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Elemental Token", 0)


# ----------- 122.8, 107.3: "For each counter removed, ..." after a cost removing X of them


def _baku(db: CardDatabase, x: int) -> Scenario:
    """Blademane Baku (1/1) with three ki counters; A activates "{1}, Remove X ki counters
    from ~: For each counter removed, ~ gets +2/+0 until end of turn." with X = `x`."""
    assert_compiled(db, "Blademane Baku")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Blademane Baku", counters={"ki": 3})
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, Remove X", x=x)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_122_8_blademane_baku_two_counters_removed(real_db: CardDatabase) -> None:
    """X = 2: two ki counters removed (one left), +4/+0: 5/1."""
    s = _baku(real_db, 2)
    s.assert_counter_count("A", "Blademane Baku", "ki", 1)
    s.assert_power_toughness("A", "Blademane Baku", 5, 1)


def test_122_8_blademane_baku_none_removed(real_db: CardDatabase) -> None:
    """X = 0: nothing removed, no bonus: 1/1 with three counters."""
    s = _baku(real_db, 0)
    s.assert_counter_count("A", "Blademane Baku", "ki", 3)
    s.assert_power_toughness("A", "Blademane Baku", 1, 1)


# ------------- 615.1a, 608.2c: "put a +1/+1 counter on ~ and prevent all damage ... to it"


def _hoplite(db: CardDatabase, heroic: bool) -> Scenario:
    """Favored Hoplite (1/2): A casts Giant Growth on it when `heroic`; then B's Shock (a spell
    A didn't cast: no heroic trigger) targets it."""
    assert_compiled(db, "Favored Hoplite")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Favored Hoplite")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    if heroic:
        s.add_card(Zone.HAND, "A", "Giant Growth")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Favored Hoplite"])
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=["Favored Hoplite"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_615_1a_favored_hoplite_heroic_counter_and_prevention(real_db: CardDatabase) -> None:
    """Giant Growth targets it: a +1/+1 counter and all damage to it prevented this turn: B's
    Shock deals none; 1/2 + counter + 3/3 = 5/6, no damage marked."""
    s = _hoplite(real_db, heroic=True)
    s.assert_counter_count("A", "Favored Hoplite", "+1/+1", 1)
    s.assert_power_toughness("A", "Favored Hoplite", 5, 6)
    s.assert_damage("Favored Hoplite", 0)


def test_615_1a_favored_hoplite_no_heroic_no_shield(real_db: CardDatabase) -> None:
    """No spell of A's targeted it: no counter, no shield; B's Shock kills the 1/2."""
    s = _hoplite(real_db, heroic=False)
    s.assert_graveyard_count("A", "Favored Hoplite", 1)


def _groff(db: CardDatabase, in_graveyard: str) -> Scenario:
    """Groffskithur attacks and B's Hill Giant blocks it: "you may return target card named
    Groffskithur from your graveyard to your hand" (A's graveyard: `in_graveyard`)."""
    assert_compiled(db, "Groffskithur")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Groffskithur")
    s.add_card(Zone.GRAVEYARD, "A", in_graveyard)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Groffskithur")
    s.block(1, "B", "Hill Giant", "Groffskithur")
    s.stop_at(1, Step.COMBAT_DAMAGE)
    s.execute()
    return s


def test_201_4b_groffskithur_returns_a_card_of_its_name(real_db: CardDatabase) -> None:
    """Blocked: the Groffskithur card in A's graveyard returns to A's hand."""
    s = _groff(real_db, "Groffskithur")
    s.assert_hand_count("A", 1, "Groffskithur")
    s.assert_graveyard_count("A", "Groffskithur", 0)


def test_201_4b_groffskithur_not_another_card(real_db: CardDatabase) -> None:
    """Only Grizzly Bears in the graveyard: no legal target, nothing returns."""
    s = _groff(real_db, "Grizzly Bears")
    s.assert_hand_count("A", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
