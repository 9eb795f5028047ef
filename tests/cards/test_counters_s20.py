"""Counters, tokens, entering and prevention effects read in session 20 (`counters`), played
with real cards from the shared MTGJSON file (skipped when it is absent). Exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.game import Game
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled

# ------------------------------------------------ 205.1b, 615.1a: Gideon's "prevent ... to him"


def _gideon(db: CardDatabase, block: bool) -> Scenario:
    """Gideon, Ally of Zendikar (4 loyalty) [+1]: "Until end of turn, ~ becomes a 5/5 Human
    Soldier Ally creature with indestructible that's still a planeswalker. Prevent all damage
    that would be dealt to him this turn." A activates it on turn 1 and attacks with Gideon;
    B's Hill Giant (3/3) blocks when `block`."""
    assert_compiled(db, "Gideon, Ally of Zendikar")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gideon, Ally of Zendikar")  # (4 loyalty)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "[+1]")
    s.attack(1, "A", "Gideon, Ally of Zendikar")
    if block:
        s.block(1, "B", "Hill Giant", "Gideon, Ally of Zendikar")

    def animated(sc: Scenario) -> None:  # 205.1b: a creature that's still a planeswalker
        sc.assert_power_toughness("A", "Gideon, Ally of Zendikar", 5, 5)
        sc.assert_type("Gideon, Ally of Zendikar", "Creature")
        sc.assert_type("Gideon, Ally of Zendikar", "Planeswalker")
        sc.assert_subtype("Gideon, Ally of Zendikar", "Soldier")
        sc.assert_subtype("Gideon, Ally of Zendikar", "Gideon")

    s.check(1, Step.BEGIN_COMBAT, animated)
    return s


def test_615_1a_gideon_takes_no_damage_from_the_blocker(real_db: CardDatabase) -> None:
    """The Giant's 3 damage to Gideon is prevented (615.1a): no loyalty is removed (120.3c)
    and no damage is marked; Gideon's 5 kills the Giant. Gideon stays at 5 loyalty (4 + 1)."""
    s = _gideon(real_db, block=True)
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Gideon, Ally of Zendikar", "loyalty", 5)
    s.assert_damage("Gideon, Ally of Zendikar", 0)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("B", 20)


def test_615_1a_gideon_unblocked_deals_five(real_db: CardDatabase) -> None:
    """Unblocked, Gideon (a 5/5 creature this turn) deals 5 combat damage to B: 15."""
    s = _gideon(real_db, block=False)
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 15)
    s.assert_counter_count("A", "Gideon, Ally of Zendikar", "loyalty", 5)


def test_611_2a_gideon_prevention_ends_with_the_turn(real_db: CardDatabase) -> None:
    """"this turn" (611.2a): on B's turn 2 Gideon is a planeswalker only again (no longer a
    creature), and the Giant's 3 damage is not prevented: 5 -> 2 loyalty (120.3c)."""
    s = _gideon(real_db, block=False)
    s.attack(2, "B", "Hill Giant", "Gideon, Ally of Zendikar")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_type("Gideon, Ally of Zendikar", "Creature", present=False)
    s.assert_counter_count("A", "Gideon, Ally of Zendikar", "loyalty", 2)
    s.assert_life("B", 15)


# ------------------------------------------ 701.19, 608.2d: a search an opponent divides


def _search(db: CardDatabase, spell: str, lands: str, library: list[str],
            found: list[str], chosen: list[str]) -> Scenario:
    """A casts `spell` with three `lands`; A's library is exactly `library` (the last on top);
    A finds `found` one at a time, then B chooses `chosen`."""
    assert_compiled(db, spell)
    s = Scenario(cards=db)
    s.remove_all_from_library("A")
    for name in library:
        s.add_card(Zone.LIBRARY, "A", name)
    s.add_card(Zone.BATTLEFIELD, "A", lands, 4)
    s.add_card(Zone.HAND, "A", spell)
    for name in found:
        s.set_choice("A", name)
    for name in chosen:
        s.set_choice("B", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell,
                 targets=["B"] if spell != "Realms Uncharted" else ())
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_701_19_intuition_the_opponent_picks_the_card_for_the_hand(
        real_db: CardDatabase) -> None:
    """Intuition: "Search your library for three cards and reveal them. Target opponent
    chooses one. Put that card into your hand and the rest into your graveyard. Then
    shuffle." A finds Lightning Bolt, Grizzly Bears and Hill Giant; B chooses Grizzly Bears:
    it goes to A's hand, the Bolt and the Giant to A's graveyard; Forest stays in the library."""
    s = _search(real_db, "Intuition", "Island", ["Forest", "Lightning Bolt", "Grizzly Bears",
                                                 "Hill Giant"],
                ["Lightning Bolt", "Grizzly Bears", "Hill Giant"], ["Grizzly Bears"])
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_hand_count("A", 1)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Intuition", 1)
    s.assert_library_count("A", 1, "Forest")
    s.assert_library_count("A", 1)


def test_701_19_gifts_ungiven_two_chosen_to_the_graveyard_the_rest_to_hand(
        real_db: CardDatabase) -> None:
    """Gifts Ungiven (up to four cards with different names): A finds Lightning Bolt, Grizzly
    Bears, Hill Giant and Forest; B chooses the Bolt and the Forest: they go to A's
    graveyard, the Bears and the Giant to A's hand. The second Lightning Bolt stays."""
    s = _search(real_db, "Gifts Ungiven", "Island",
                ["Lightning Bolt", "Lightning Bolt", "Grizzly Bears", "Hill Giant", "Forest"],
                ["Lightning Bolt", "Grizzly Bears", "Hill Giant", "Forest"],
                ["Lightning Bolt", "Forest"])
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_graveyard_count("A", "Forest", 1)
    s.assert_library_count("A", 1, "Lightning Bolt")


def test_701_19_gifts_ungiven_two_found_both_chosen(real_db: CardDatabase) -> None:
    """With only two cards found, B "chooses two of those cards": both (all there are) go to
    the graveyard and nothing to A's hand."""
    s = _search(real_db, "Gifts Ungiven", "Island", ["Lightning Bolt", "Grizzly Bears"],
                ["Lightning Bolt", "Grizzly Bears"], [])
    s.assert_hand_count("A", 0)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_library_count("A", 0)


def test_701_19b_realms_uncharted_finds_only_land_cards(real_db: CardDatabase) -> None:
    """Realms Uncharted (up to four land cards): A's library has three lands and Grizzly Bears;
    A finds the three lands (the Bears can't be found), B ("an opponent", the only one)
    chooses Forest and Island for A's graveyard; Mountain goes to A's hand."""
    s = _search(real_db, "Realms Uncharted", "Forest",
                ["Grizzly Bears", "Forest", "Island", "Mountain"],
                ["Forest", "Island", "Mountain"], ["Forest", "Island"])
    s.assert_hand_count("A", 1, "Mountain")
    s.assert_hand_count("A", 1)
    s.assert_graveyard_count("A", "Forest", 1)
    s.assert_graveyard_count("A", "Island", 1)
    s.assert_library_count("A", 1, "Grizzly Bears")


# ------------------------------------- 615.1a, 601.2c: "one or two target creatures would deal"


def _attacked(db: CardDatabase, spell: str, lands: tuple[str, int], *,
              targets: tuple[str, ...] = (), choice: str | None = None,
              bears: dict[str, int] | None = None, aura: str | None = None) -> Scenario:
    """B's Hill Giant (red, 3/3) and Grizzly Bears (green, 2/2; with `bears` counters, or
    enchanted with `aura`) attack A on turn 2; A (with `lands`) casts `spell` on `targets`
    in the declare attackers step, answering `choice`. Stopped at the end of combat."""
    assert_compiled(db, spell)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", lands[0], lands[1])
    s.add_card(Zone.HAND, "A", spell)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", counters=bears)
    if aura is not None:
        s.add_card(Zone.BATTLEFIELD, "B", aura, attached_to="Grizzly Bears")
    s.attack(2, "B", "Hill Giant")
    s.attack(2, "B", "Grizzly Bears")
    if choice is not None:
        s.set_choice("A", choice)
    s.cast_spell(2, Step.DECLARE_ATTACKERS, "A", spell, targets=targets)
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    return s


def _soul_parry(db: CardDatabase, targets: list[str]) -> Scenario:
    """Soul Parry: "Prevent all damage one or two target creatures would deal this turn." on
    `targets` (as the attackers come)."""
    return _attacked(db, "Soul Parry", ("Plains", 2), targets=tuple(targets))


def test_615_1a_soul_parry_two_targets_deal_no_damage(real_db: CardDatabase) -> None:
    """Both attackers targeted: their 3 + 2 damage is prevented, A stays at 20."""
    s = _soul_parry(real_db, ["Hill Giant", "Grizzly Bears"])
    s.assert_life("A", 20)
    s.assert_graveyard_count("A", "Soul Parry", 1)


def test_601_2c_soul_parry_one_target_only(real_db: CardDatabase) -> None:
    """"one or two": one target is enough (the second is optional); only the Giant's damage
    is prevented, the Bears' 2 is not: A at 18."""
    s = _soul_parry(real_db, ["Hill Giant"])
    s.assert_life("A", 18)


# ----------------------------------- 614.1c, 601.2h: counters for the amount of mana spent


def test_614_1c_kurbis_enters_with_the_mana_spent_to_cast_it(real_db: CardDatabase) -> None:
    """Kurbis, Harvest Celebrant ({X}{G}{G}, 0/0): "~ enters the battlefield with a number of
    +1/+1 counters on it equal to the amount of mana spent to cast it." Cast with X=3, five
    mana is spent (601.2h: X and {G}{G}): five counters, a 5/5."""
    assert_compiled(real_db, "Kurbis, Harvest Celebrant")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Kurbis, Harvest Celebrant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Kurbis, Harvest Celebrant", x=3)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Kurbis, Harvest Celebrant", "+1/+1", 5)
    s.assert_power_toughness("A", "Kurbis, Harvest Celebrant", 5, 5)


def test_707_10_kurbis_not_cast_gets_no_counters(real_db: CardDatabase) -> None:
    """Returned from the graveyard by Zombify, Kurbis wasn't cast: no mana was spent to cast
    it, it enters with no counters and dies as a 0/0 (704.5f)."""
    assert_compiled(real_db, "Kurbis, Harvest Celebrant")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.GRAVEYARD, "A", "Kurbis, Harvest Celebrant")
    s.add_card(Zone.HAND, "A", "Zombify")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zombify", targets=["Kurbis, Harvest Celebrant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Kurbis, Harvest Celebrant", 0)
    s.assert_graveyard_count("A", "Kurbis, Harvest Celebrant", 1)


def test_615_1a_kurbis_shields_another_creature_with_a_counter(real_db: CardDatabase) -> None:
    """Kurbis (two +1/+1 counters): "Remove a +1/+1 counter from ~: Prevent all damage that
    would be dealt this turn to another target creature with a +1/+1 counter on it." A shields
    Grizzly Bears (one +1/+1 counter, 3/3), then Lightning Bolts it: no damage, it lives.
    Kurbis is a 1/1 (one counter removed as the cost)."""
    assert_compiled(real_db, "Kurbis, Harvest Celebrant")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kurbis, Harvest Celebrant", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.check(1, Step.PRECOMBAT_MAIN,  # (the Bears with a counter: a legal target)
            lambda sc: sc.assert_playable("A", "Remove a +1/+1 counter", True))
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Remove a +1/+1 counter",
                       targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_damage("Grizzly Bears", 0)
    s.assert_power_toughness("A", "Kurbis, Harvest Celebrant", 1, 1)


def test_115_1_kurbis_cant_shield_itself(real_db: CardDatabase) -> None:
    """"another target creature": Kurbis itself is not a legal target (the only creature with
    a counter), so the ability can't be activated."""
    assert_compiled(real_db, "Kurbis, Harvest Celebrant")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kurbis, Harvest Celebrant", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")

    def cannot(sc: Scenario) -> None:
        sc.assert_playable("A", "Remove a +1/+1 counter", False)

    s.check(1, Step.PRECOMBAT_MAIN, cannot)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Kurbis, Harvest Celebrant", "+1/+1", 2)


# ------------------------------------- 611.2a, 615.1a: prevention "until your next turn"


def _kiora(db: CardDatabase, stop: tuple[int, Step], bolt_again: bool) -> Scenario:
    """Kiora, the Crashing Wave [+1]: "Until your next turn, prevent all damage that would be
    dealt to and dealt by target permanent an opponent controls." A targets B's Hill Giant
    (3/3) on turn 1 and Lightning Bolts it; on turn 2 the Giant attacks A; on turn 3 A Bolts
    it again when `bolt_again`."""
    assert_compiled(db, "Kiora, the Crashing Wave")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kiora, the Crashing Wave")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "[+1]", targets=["Hill Giant"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["Hill Giant"])
    s.attack(2, "B", "Hill Giant")
    if bolt_again:
        s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Hill Giant"])
    s.stop_at(*stop)
    s.execute()
    return s


def test_615_1a_kiora_the_giant_is_dealt_no_damage_and_deals_none(
        real_db: CardDatabase) -> None:
    """Turn 1: the Bolt's 3 damage to the Giant is prevented (it lives, no damage marked).
    Turn 2 (B's turn, after A's turn ended, 514.2 does not end it): the Giant's combat damage
    to A is prevented: A stays at 20. Kiora is at 3 loyalty."""
    s = _kiora(real_db, (2, Step.END_TURN), bolt_again=False)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_life("A", 20)
    s.assert_counter_count("A", "Kiora, the Crashing Wave", "loyalty", 3)
    saved = Game.from_json(s.game.to_json(), real_db)  # (a saved game keeps the duration)
    assert [sh.until for sh in saved.state.shields] == ["your_next_turn"] * 2


def test_611_2a_kiora_shield_ends_as_her_controllers_next_turn_begins(
        real_db: CardDatabase) -> None:
    """Turn 3 is A's next turn: the effect has ended, A's second Bolt kills the Giant."""
    s = _kiora(real_db, (3, Step.END_TURN), bolt_again=True)
    s.assert_permanent_count("B", "Hill Giant", 0)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("A", 20)


# ------------------------------- 614.1c, 702.119a: N counters for each color of mana spent


def _creeper(db: CardDatabase, lands: list[str]) -> Scenario:
    """Glinting Creeper ({4}{G}, 0/0): "Converge — ~ enters the battlefield with two +1/+1
    counters on it for each color of mana spent to cast it." Cast with A's `lands`."""
    assert_compiled(db, "Glinting Creeper")
    s = Scenario(cards=db)
    for land in lands:
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.HAND, "A", "Glinting Creeper")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Glinting Creeper")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_702_119a_glinting_creeper_two_counters_per_color(real_db: CardDatabase) -> None:
    """Green, blue and red mana spent (three colors): six counters, a 6/6."""
    s = _creeper(real_db, ["Forest", "Forest", "Forest", "Island", "Mountain"])
    s.assert_counter_count("A", "Glinting Creeper", "+1/+1", 6)
    s.assert_power_toughness("A", "Glinting Creeper", 6, 6)


def test_702_119a_glinting_creeper_one_color_two_counters(real_db: CardDatabase) -> None:
    """Only green mana spent: one color, two counters (a 2/2)."""
    s = _creeper(real_db, ["Forest"] * 5)
    s.assert_counter_count("A", "Glinting Creeper", "+1/+1", 2)
    s.assert_power_toughness("A", "Glinting Creeper", 2, 2)


# ------------------------------ 614.1c, 119.9, 119.3: counters for this turn's life history


def _wurm(db: CardDatabase, gain: bool) -> Scenario:
    """Voracious Wurm ({1}{G}, 2/2): "~ enters the battlefield with X +1/+1 counters on it,
    where X is the amount of life you've gained this turn." A casts Chaplain's Blessing (gain
    5) first when `gain`."""
    assert_compiled(db, "Voracious Wurm")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Voracious Wurm")
    if gain:
        s.add_card(Zone.HAND, "A", "Chaplain's Blessing")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Chaplain's Blessing")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Voracious Wurm")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_119_9_voracious_wurm_counts_the_life_gained(real_db: CardDatabase) -> None:
    """A gained 5 life this turn: the Wurm enters with five counters, a 7/7; A at 25."""
    s = _wurm(real_db, gain=True)
    s.assert_life("A", 25)
    s.assert_counter_count("A", "Voracious Wurm", "+1/+1", 5)
    s.assert_power_toughness("A", "Voracious Wurm", 7, 7)


def test_119_9_voracious_wurm_no_life_gained(real_db: CardDatabase) -> None:
    """No life gained this turn: no counters, a 2/2."""
    s = _wurm(real_db, gain=False)
    s.assert_counter_count("A", "Voracious Wurm", "+1/+1", 0)
    s.assert_power_toughness("A", "Voracious Wurm", 2, 2)


def _horror(db: CardDatabase, bolt: bool) -> Scenario:
    """Cryptborn Horror ({1}{B/R}{B/R}, 0/0): "~ enters the battlefield with X +1/+1 counters
    on it, where X is the total life lost by your opponents this turn." A Lightning Bolts B
    first when `bolt`."""
    assert_compiled(db, "Cryptborn Horror")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Cryptborn Horror")
    if bolt:
        s.add_card(Zone.HAND, "A", "Lightning Bolt")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cryptborn Horror")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_119_3_cryptborn_horror_counts_the_opponents_life_lost(real_db: CardDatabase) -> None:
    """B lost 3 life to the Bolt (119.3: damage is life lost): three counters, a 3/3."""
    s = _horror(real_db, bolt=True)
    s.assert_life("B", 17)
    s.assert_power_toughness("A", "Cryptborn Horror", 3, 3)


def test_119_3_cryptborn_horror_no_life_lost_dies(real_db: CardDatabase) -> None:
    """No opponent lost life: no counters, the 0/0 dies (704.5f)."""
    s = _horror(real_db, bolt=False)
    s.assert_permanent_count("A", "Cryptborn Horror", 0)
    s.assert_graveyard_count("A", "Cryptborn Horror", 1)


# ------------------------------------------- 614.1c: two counts of counters added together


def _ulasht(db: CardDatabase, others: list[str]) -> Scenario:
    """Ulasht, the Hate Seed ({2}{R}{G}, 0/0): "~ enters the battlefield with a +1/+1 counter
    on it for each other red creature you control and a +1/+1 counter on it for each other
    green creature you control." A controls `others` and casts Ulasht."""
    assert_compiled(db, "Ulasht, the Hate Seed")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    for name in others:
        s.add_card(Zone.BATTLEFIELD, "A", name)
    s.add_card(Zone.BATTLEFIELD, "B", "Raging Goblin")  # (red, but not A's)
    s.add_card(Zone.HAND, "A", "Ulasht, the Hate Seed")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ulasht, the Hate Seed")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_614_1c_ulasht_counts_red_and_green_each(real_db: CardDatabase) -> None:
    """Raging Goblin (red), Grizzly Bears (green) and Burning-Tree Emissary (red and green):
    two red and two green others, four counters (the Emissary counted twice), a 4/4. B's
    Goblin isn't A's."""
    s = _ulasht(real_db, ["Raging Goblin", "Grizzly Bears", "Burning-Tree Emissary"])
    s.assert_counter_count("A", "Ulasht, the Hate Seed", "+1/+1", 4)
    s.assert_power_toughness("A", "Ulasht, the Hate Seed", 4, 4)


def test_614_1c_ulasht_does_not_count_itself(real_db: CardDatabase) -> None:
    """No other creature: Ulasht (red and green itself) gets no counter and dies as a 0/0."""
    s = _ulasht(real_db, [])
    s.assert_permanent_count("A", "Ulasht, the Hate Seed", 0)
    s.assert_graveyard_count("A", "Ulasht, the Hate Seed", 1)


def test_614_1c_615_5_unbreathing_horde(real_db: CardDatabase) -> None:
    """Unbreathing Horde ({2}{B}, 0/0 Zombie): "~ enters the battlefield with a +1/+1 counter on
    it for each other Zombie you control and each Zombie card in your graveyard." and "If ~
    would be dealt damage, prevent that damage and remove a +1/+1 counter from it." A controls
    Walking Corpse (a Zombie) and has Gravedigger and Walking Corpse (Zombie cards) and
    Grizzly Bears in the graveyard: three counters, a 3/3. A's Lightning Bolt at it: the 3
    damage is prevented (615.5) and one counter removed: a 2/2 with no damage."""
    assert_compiled(real_db, "Unbreathing Horde")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Walking Corpse")
    s.add_card(Zone.GRAVEYARD, "A", "Gravedigger")
    s.add_card(Zone.GRAVEYARD, "A", "Walking Corpse")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Unbreathing Horde")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Unbreathing Horde")
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_power_toughness("A", "Unbreathing Horde", 3, 3))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["Unbreathing Horde"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Unbreathing Horde", "+1/+1", 2)
    s.assert_power_toughness("A", "Unbreathing Horde", 2, 2)
    s.assert_damage("Unbreathing Horde", 0)


def test_701_19_peregrination_one_tapped_one_to_hand_then_shuffle_and_scry(
        real_db: CardDatabase) -> None:
    """Peregrination: "Search your library for up to two basic land cards, reveal those cards,
    and put one onto the battlefield tapped and the other into your hand. Shuffle, then scry
    1." A (library: Grizzly Bears, Plains, Island, Hill Giant) finds Island then Plains: the
    Island enters tapped, the Plains goes to A's hand; the two creature cards stay in the
    library (scried, still two cards there)."""
    assert_compiled(real_db, "Peregrination")
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    for name in ("Grizzly Bears", "Plains", "Island", "Hill Giant"):
        s.add_card(Zone.LIBRARY, "A", name)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Peregrination")
    s.set_choice("A", "Island, Plains")  # (the first chosen onto the battlefield)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Peregrination")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Island", 1)
    s.assert_tapped("Island", True)
    s.assert_hand_count("A", 1, "Plains")
    s.assert_hand_count("A", 1)
    s.assert_library_count("A", 2)
    s.assert_graveyard_count("A", "Peregrination", 1)


# ------------------------ 615.1a, 608.2d: prevention from sources of the color of your choice


def _strands(db: CardDatabase, color: str) -> Scenario:
    """Prismatic Strands: "Prevent all damage that sources of the color of your choice would
    deal this turn." A chooses `color` (the Giant is red, the Bears green)."""
    return _attacked(db, "Prismatic Strands", ("Plains", 3), choice=color)


def test_608_2d_prismatic_strands_red_chosen(real_db: CardDatabase) -> None:
    """Red chosen: the Giant's 3 damage is prevented, the green Bears' 2 is not: A at 18."""
    s = _strands(real_db, "Red")
    s.assert_life("A", 18)


def test_608_2d_prismatic_strands_green_chosen(real_db: CardDatabase) -> None:
    """Green chosen: the Bears' 2 is prevented, the red Giant's 3 is not: A at 17."""
    s = _strands(real_db, "Green")
    s.assert_life("A", 17)


def _avacyn(db: CardDatabase, color: str) -> Scenario:
    """Avacyn, Guardian Angel: "{1}{W}: Prevent all damage that would be dealt to another
    target creature this turn by sources of the color of your choice." A targets Grizzly
    Bears, chooses `color`, then Lightning Bolts the Bears (a red source)."""
    assert_compiled(db, "Avacyn, Guardian Angel")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Avacyn, Guardian Angel")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.set_choice("A", color)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{W}:", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_615_1a_avacyn_shields_another_creature_from_the_chosen_color(
        real_db: CardDatabase) -> None:
    """Red chosen: the Bolt deals no damage, the Bears live."""
    s = _avacyn(real_db, "Red")
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_damage("Grizzly Bears", 0)


def test_615_1a_avacyn_other_color_does_not_shield(real_db: CardDatabase) -> None:
    """Blue chosen: the red Bolt's 3 damage is dealt, the Bears die."""
    s = _avacyn(real_db, "Blue")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_615_1a_encircling_fissure_only_that_players_creatures(real_db: CardDatabase) -> None:
    """Encircling Fissure: "Prevent all combat damage that would be dealt this turn by creatures
    target opponent controls." B's Hill Giant (3/3) attacks, A's Grizzly Bears (2/2) block it;
    A casts it on B after blocks: the Giant's 3 damage to the Bears is prevented, the Bears' 2
    to the Giant (A's creature) is not. The Giant has 2 damage marked, the Bears none."""
    assert_compiled(real_db, "Encircling Fissure")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Encircling Fissure")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Hill Giant")
    s.block(2, "A", "Grizzly Bears", "Hill Giant")
    s.cast_spell(2, Step.DECLARE_BLOCKERS, "A", "Encircling Fissure", targets=["B"])
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_damage("Grizzly Bears", 0)
    s.assert_damage("Hill Giant", 2)
    s.assert_life("A", 20)


# -------------------------------------- 614.1a, 121.6: instructions instead of drawing a card


def _library(s: Scenario, top_first: list[str]) -> None:
    """A's library is exactly `top_first` (its first name on top)."""
    s.remove_all_from_library("A")
    for name in reversed(top_first):
        s.add_card(Zone.LIBRARY, "A", name)


def _names(s: Scenario, ids: list[int]) -> list[str]:
    return [s.state.objects[i].card.name for i in ids]


def test_614_1a_underrealm_lich_each_draw_looks_at_three(real_db: CardDatabase) -> None:
    """Underrealm Lich: "If you would draw a card, instead look at the top three cards of your
    library, then put one into your hand and the rest into your graveyard." A casts
    Divination (draw two): for the first draw A takes Lightning Bolt of Mountain, Lightning
    Bolt, Grizzly Bears (the other two to the graveyard); for the second, Island of Hill
    Giant, Island, Forest. No card was drawn (121.6: replaced); the library is empty but A
    didn't draw from it (no loss, 704.5b)."""
    assert_compiled(real_db, "Underrealm Lich")
    s = Scenario(cards=real_db)
    _library(s, ["Mountain", "Lightning Bolt", "Grizzly Bears", "Hill Giant", "Island",
                 "Forest"])
    s.add_card(Zone.BATTLEFIELD, "A", "Underrealm Lich")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Divination")
    s.set_choice("A", "Lightning Bolt")
    s.set_choice("A", "Island")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Divination")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Lightning Bolt")
    s.assert_hand_count("A", 1, "Island")
    for name in ("Mountain", "Grizzly Bears", "Hill Giant", "Forest", "Divination"):
        s.assert_graveyard_count("A", name, 1)
    s.assert_library_count("A", 0)
    s.assert_not_lost("A")


def test_401_4_tomorrow_the_rest_on_the_bottom_in_the_order_chosen(
        real_db: CardDatabase) -> None:
    """Tomorrow, Azami's Familiar: "... look at the top three cards of your library instead.
    Put one of those cards into your hand and the rest on the bottom of your library in any
    order." Think Twice's draw: A takes Lightning Bolt of Mountain, Bolt, Grizzly Bears, then
    puts the Bears on the bottom and the Mountain under it: the library is, top first,
    Forest, Grizzly Bears, Mountain."""
    assert_compiled(real_db, "Tomorrow, Azami's Familiar")
    s = Scenario(cards=real_db)
    _library(s, ["Mountain", "Lightning Bolt", "Grizzly Bears", "Forest"])
    s.add_card(Zone.BATTLEFIELD, "A", "Tomorrow, Azami's Familiar")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Think Twice")
    s.set_choice("A", "Lightning Bolt")
    s.set_choice("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Think Twice")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Lightning Bolt")
    s.assert_hand_count("A", 1)
    library = s.state.players[0].library  # (the last is the top)
    assert _names(s, list(reversed(library))) == ["Forest", "Grizzly Bears", "Mountain"]


def test_614_1a_sages_of_the_anima_all_creatures_revealed_to_hand(
        real_db: CardDatabase) -> None:
    """Sages of the Anima: "... instead reveal the top three cards of your library. Put all
    creature cards revealed this way into your hand and the rest on the bottom of your
    library in any order." Grizzly Bears, Lightning Bolt, Hill Giant revealed: both creatures
    go to A's hand, the Bolt to the bottom (under Forest)."""
    assert_compiled(real_db, "Sages of the Anima")
    s = Scenario(cards=real_db)
    _library(s, ["Grizzly Bears", "Lightning Bolt", "Hill Giant", "Forest"])
    s.add_card(Zone.BATTLEFIELD, "A", "Sages of the Anima")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Think Twice")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Think Twice")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_hand_count("A", 1, "Hill Giant")
    library = s.state.players[0].library
    assert _names(s, list(reversed(library))) == ["Forest", "Lightning Bolt"]


def _crypt(db: CardDatabase, graveyard: list[str]) -> Scenario:
    """Forbidden Crypt: "If you would draw a card, return a card from your graveyard to your
    hand instead. If you can't, you lose the game." A casts Think Twice (exiled, not put
    into the graveyard: the Crypt's other replacement) with `graveyard` in A's graveyard."""
    assert_compiled(db, "Forbidden Crypt")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forbidden Crypt")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    for name in graveyard:
        s.add_card(Zone.GRAVEYARD, "A", name)
    s.add_card(Zone.HAND, "A", "Think Twice")
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Think Twice")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_614_1a_forbidden_crypt_returns_the_chosen_card(real_db: CardDatabase) -> None:
    """A chooses Hill Giant of Grizzly Bears and Hill Giant: it returns to A's hand."""
    s = _crypt(real_db, ["Hill Giant", "Grizzly Bears"])
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_not_lost("A")


def test_104_3a_forbidden_crypt_empty_graveyard_loses(real_db: CardDatabase) -> None:
    """Nothing in A's graveyard: A can't return a card, and loses the game."""
    s = _crypt(real_db, [])
    s.assert_lost("A")


def test_614_1a_underrealm_lich_draw_step_and_opponent_draws_normally(
        real_db: CardDatabase) -> None:
    """The turn-based draw is replaced too (A's turn 3 draw step: A takes Grizzly Bears of
    Mountain, Lightning Bolt, Grizzly Bears); B's own draw on turn 2 isn't ("you": the
    Lich's controller only): B has one card more."""
    assert_compiled(real_db, "Underrealm Lich")
    s = Scenario(cards=real_db)
    _library(s, ["Mountain", "Lightning Bolt", "Grizzly Bears", "Forest", "Island"])
    s.add_card(Zone.BATTLEFIELD, "A", "Underrealm Lich")
    s.set_choice("A", "Grizzly Bears")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_hand_count("A", 1)
    s.assert_graveyard_count("A", "Mountain", 1)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_library_count("A", 2)
    s.assert_hand_count("B", 1)


def test_611_2c_hazardous_conditions_only_creatures_without_counters(
        real_db: CardDatabase) -> None:
    """Hazardous Conditions: "Creatures with no counters on them get -2/-2 until end of turn."
    (122.1; the group is chosen as it resolves, 611.2c.) Grizzly Bears (no counter) dies; Hill
    Giant with a +1/+1 counter (4/4) is unchanged; B's Raging Goblin (no counter) dies."""
    assert_compiled(real_db, "Hazardous Conditions")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "B", "Raging Goblin")
    s.add_card(Zone.HAND, "A", "Hazardous Conditions")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hazardous Conditions")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Raging Goblin", 1)
    s.assert_power_toughness("A", "Hill Giant", 4, 4)


# ------------------------------------ 614.12a, 614.1c: permanents sacrificed as it enters


def _hellion(db: CardDatabase, sacrifice: str) -> Scenario:
    """Devouring Hellion ({2}{R}, 2/2): "As ~ enters the battlefield, you may sacrifice any
    number of creatures and/or planeswalkers. If you do, it enters with twice that many +1/+1
    counters on it." A controls Grizzly Bears, Ajani Goldmane (a planeswalker) and a Forest;
    A answers `sacrifice`."""
    assert_compiled(db, "Devouring Hellion")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Ajani Goldmane")
    s.add_card(Zone.HAND, "A", "Devouring Hellion")
    s.set_choice("A", sacrifice)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Devouring Hellion")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_614_12a_devouring_hellion_creature_and_planeswalker(real_db: CardDatabase) -> None:
    """The Bears and Ajani sacrificed: four counters, a 6/6."""
    s = _hellion(real_db, "Grizzly Bears, Ajani Goldmane")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Ajani Goldmane", 1)
    s.assert_power_toughness("A", "Devouring Hellion", 6, 6)


def test_614_12a_devouring_hellion_none_sacrificed(real_db: CardDatabase) -> None:
    """Nothing sacrificed: no counters, a 2/2; the Bears and Ajani stay."""
    s = _hellion(real_db, "none")
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Ajani Goldmane", 1)
    s.assert_power_toughness("A", "Devouring Hellion", 2, 2)


def test_614_12a_shimatsu_sacrifices_any_permanents(real_db: CardDatabase) -> None:
    """Shimatsu the Bloodcloaked ({3}{R}, 0/0): "As ~ enters the battlefield, sacrifice any
    number of permanents. ~ enters the battlefield with that many +1/+1 counters on it." A
    sacrifices Grizzly Bears and a Forest (a land is a permanent too): two counters, a 2/2."""
    assert_compiled(real_db, "Shimatsu the Bloodcloaked")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Shimatsu the Bloodcloaked")
    s.set_choice("A", "Grizzly Bears, Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shimatsu the Bloodcloaked")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Forest", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_power_toughness("A", "Shimatsu the Bloodcloaked", 2, 2)


def _abundance(db: CardDatabase, answers: list[str]) -> Scenario:
    """Abundance: "If you would draw a card, you may instead choose land or nonland and reveal
    cards from the top of your library until you reveal a card of the chosen kind. Put that
    card into your hand and put all other cards revealed this way on the bottom of your
    library in any order." A's library, top first: Lightning Bolt, Grizzly Bears, Forest,
    Island. A casts Think Twice and answers `answers`."""
    assert_compiled(db, "Abundance")
    s = Scenario(cards=db)
    _library(s, ["Lightning Bolt", "Grizzly Bears", "Forest", "Island"])
    s.add_card(Zone.BATTLEFIELD, "A", "Abundance")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Think Twice")
    for a in answers:
        s.set_choice("A", a)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Think Twice")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_614_1a_abundance_land_chosen(real_db: CardDatabase) -> None:
    """A applies it and chooses land: the Bolt, the Bears and the Forest are revealed; the
    Forest goes to A's hand; the Bears then the Bolt go to the bottom (the Bolt lowest): the
    library is, top first, Island, Grizzly Bears, Lightning Bolt."""
    s = _abundance(real_db, ["yes", "land", "Grizzly Bears"])
    s.assert_hand_count("A", 1, "Forest")
    s.assert_hand_count("A", 1)
    library = s.state.players[0].library
    assert _names(s, list(reversed(library))) == ["Island", "Grizzly Bears", "Lightning Bolt"]


def test_614_1a_abundance_declined_draws_normally(real_db: CardDatabase) -> None:
    """"you may": A declines, and draws the top card (Lightning Bolt) as usual."""
    s = _abundance(real_db, ["no"])
    s.assert_hand_count("A", 1, "Lightning Bolt")
    s.assert_library_count("A", 3)


# ----------------------------- 615.1a: every creature's combat damage but one creature's


def _presence(db: CardDatabase, target: str) -> Scenario:
    """Terrifying Presence: "Prevent all combat damage that would be dealt by creatures other
    than target creature this turn." on `target`."""
    return _attacked(db, "Terrifying Presence", ("Forest", 2), targets=(target,))


def test_615_1a_terrifying_presence_only_the_target_deals_damage(real_db: CardDatabase) -> None:
    """The Giant targeted: its 3 damage is dealt, the Bears' 2 is prevented: A at 17."""
    s = _presence(real_db, "Hill Giant")
    s.assert_life("A", 17)


def test_615_1a_terrifying_presence_other_target(real_db: CardDatabase) -> None:
    """The Bears targeted: only their 2 damage is dealt: A at 18."""
    s = _presence(real_db, "Grizzly Bears")
    s.assert_life("A", 18)


def test_615_1a_haze_frog_prevents_the_others_not_its_own(real_db: CardDatabase) -> None:
    """Haze Frog (2/1, flash): "When ~ enters the battlefield, prevent all combat damage that
    other creatures would deal this turn." Flashed in as B's Hill Giant and Grizzly Bears
    attack; the Frog blocks the Bears: the Giant's 3 to A and the Bears' 2 to the Frog are
    prevented; the Frog's own 2 damage kills the Bears."""
    assert_compiled(real_db, "Haze Frog")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Haze Frog")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Hill Giant")
    s.attack(2, "B", "Grizzly Bears")
    s.cast_spell(2, Step.DECLARE_ATTACKERS, "A", "Haze Frog")
    s.block(2, "A", "Haze Frog", "Grizzly Bears")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_permanent_count("A", "Haze Frog", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_122_1_hindervines_spares_creatures_with_plus_one_counters(
        real_db: CardDatabase) -> None:
    """Hindervines: "Prevent all combat damage that would be dealt this turn by creatures with
    no +1/+1 counters on them." B's Hill Giant (no counter) and Grizzly Bears with a +1/+1
    counter (3/3) attack A: only the Bears' 3 is dealt (judged as the damage would be dealt,
    615.1a): A at 17."""
    s = _attacked(real_db, "Hindervines", ("Forest", 3), bears={"+1/+1": 1})
    s.assert_life("A", 17)


def test_615_1a_inspire_awe_spares_enchanted_creatures(real_db: CardDatabase) -> None:
    """Inspire Awe: "Prevent all combat damage that would be dealt this turn except combat
    damage that would be dealt by enchanted creatures and enchantment creatures. Scry 2." B's
    Hill Giant and Grizzly Bears enchanted with Holy Strength (3/4) attack A: the Giant's 3 is
    prevented, the enchanted Bears' 3 is dealt: A at 17."""
    s = _attacked(real_db, "Inspire Awe", ("Forest", 4), aura="Holy Strength")
    s.assert_life("A", 17)
    s.assert_graveyard_count("A", "Inspire Awe", 1)


def _karolus(db: CardDatabase, spell: str, target: str) -> Scenario:
    """Rem Karolus, Stalwart Slayer: "If a spell would deal damage to you or another permanent
    you control, prevent that damage." B casts `spell` at `target` on turn 2; A controls Rem
    Karolus and Grizzly Bears."""
    assert_compiled(db, "Rem Karolus, Stalwart Slayer")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rem Karolus, Stalwart Slayer")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", spell)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", spell, targets=[target])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    return s


def test_615_1a_rem_karolus_prevents_a_spells_damage(real_db: CardDatabase) -> None:
    """B's Lightning Bolt at A and at the Bears: no damage either time (A at 20, the Bears
    live)."""
    s = _karolus(real_db, "Lightning Bolt", "A")
    s.assert_life("A", 20)
    s = _karolus(real_db, "Lightning Bolt", "Grizzly Bears")
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_damage("Grizzly Bears", 0)


def test_615_1a_rem_karolus_not_itself_nor_abilities(real_db: CardDatabase) -> None:
    """"another permanent": a Bolt at Rem Karolus itself (2/3) is not prevented: it dies. An
    ability's damage isn't a spell's: Prodigal Pyromancer's 1 damage to A is dealt (19)."""
    s = _karolus(real_db, "Lightning Bolt", "Rem Karolus, Stalwart Slayer")
    s.assert_graveyard_count("A", "Rem Karolus, Stalwart Slayer", 1)
    s2 = Scenario(cards=real_db)
    s2.add_card(Zone.BATTLEFIELD, "A", "Rem Karolus, Stalwart Slayer")
    s2.add_card(Zone.BATTLEFIELD, "B", "Prodigal Pyromancer")
    s2.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{T}:", targets=["A"])
    s2.stop_at(2, Step.END_TURN)
    s2.execute()
    s2.assert_life("A", 19)


def test_601_3_eruth_exiles_two_and_they_may_be_played(real_db: CardDatabase) -> None:
    """Eruth, Tormented Prophet: "If you would draw a card, exile the top two cards of your
    library instead. You may play those cards this turn." Think Twice's draw exiles Lightning
    Bolt and Forest (nothing drawn); A casts the exiled Bolt at B the same turn: B at 17."""
    assert_compiled(real_db, "Eruth, Tormented Prophet")
    s = Scenario(cards=real_db)
    _library(s, ["Lightning Bolt", "Forest", "Island"])
    s.add_card(Zone.BATTLEFIELD, "A", "Eruth, Tormented Prophet")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Think Twice")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Think Twice")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_hand_count("A", 0)
    s.assert_exile_count("Forest", 1)
    s.assert_library_count("A", 1, "Island")


def _giada(db: CardDatabase, cast: str) -> Scenario:
    """Giada, Font of Hope (an Angel): "Each other Angel you control enters the battlefield
    with an additional +1/+1 counter on it for each Angel you already control." A controls
    Giada and Serra Angel and casts `cast`."""
    assert_compiled(db, "Giada, Font of Hope")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Giada, Font of Hope")
    s.add_card(Zone.BATTLEFIELD, "A", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", cast)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", cast)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_614_1c_giada_an_angel_gets_a_counter_per_angel_already_there(
        real_db: CardDatabase) -> None:
    """Youthful Valkyrie (an Angel, 1/3) enters with two counters (Giada and Serra Angel were
    there; it doesn't count itself): a 3/5."""
    s = _giada(real_db, "Youthful Valkyrie")
    s.assert_counter_count("A", "Youthful Valkyrie", "+1/+1", 2)
    s.assert_power_toughness("A", "Youthful Valkyrie", 3, 5)


def test_614_1c_giada_not_other_creatures(real_db: CardDatabase) -> None:
    """Grizzly Bears isn't an Angel: no counter (a 2/2)."""
    s = _giada(real_db, "Grizzly Bears")
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 0)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def _thrinax(db: CardDatabase, counters: int) -> Scenario:
    """Bloodspore Thrinax: "Each other creature you control enters the battlefield with an
    additional X +1/+1 counters on it, where X is the number of +1/+1 counters on ~." The
    Thrinax has `counters` counters; A casts Grizzly Bears, B casts Raging Goblin on turn 2."""
    assert_compiled(db, "Bloodspore Thrinax")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bloodspore Thrinax",
               counters={"+1/+1": counters} if counters else None)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Raging Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Raging Goblin")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    return s


def test_614_1c_thrinax_counts_its_own_counters(real_db: CardDatabase) -> None:
    """The Thrinax has three counters: A's Bears enter with three (a 5/5); B's Goblin (not A's)
    with none (1/1)."""
    s = _thrinax(real_db, 3)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 3)
    s.assert_power_toughness("A", "Grizzly Bears", 5, 5)
    s.assert_power_toughness("B", "Raging Goblin", 1, 1)


def test_614_1c_thrinax_without_counters_adds_none(real_db: CardDatabase) -> None:
    """No counters on the Thrinax: X is 0, the Bears are a 2/2."""
    s = _thrinax(real_db, 0)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 0)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def _thresher(db: CardDatabase, reveal: str) -> Scenario:
    """Arsenal Thresher ({2}{W/B}{U}, 2/2): "As ~ enters the battlefield, you may reveal any
    number of other artifact cards from your hand. ~ enters the battlefield with a +1/+1
    counter on it for each card revealed this way." A's hand also holds Ornithopter, Sol Ring
    and Grizzly Bears; A answers `reveal`."""
    assert_compiled(db, "Arsenal Thresher")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    for name in ("Arsenal Thresher", "Ornithopter", "Sol Ring", "Grizzly Bears"):
        s.add_card(Zone.HAND, "A", name)
    s.set_choice("A", reveal)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Arsenal Thresher")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_614_12a_arsenal_thresher_two_artifacts_revealed(real_db: CardDatabase) -> None:
    """Ornithopter and Sol Ring revealed: two counters (a 4/4); they stay in A's hand."""
    s = _thresher(real_db, "Ornithopter, Sol Ring")
    s.assert_counter_count("A", "Arsenal Thresher", "+1/+1", 2)
    s.assert_power_toughness("A", "Arsenal Thresher", 4, 4)
    s.assert_hand_count("A", 3)


def test_614_12a_arsenal_thresher_nothing_revealed(real_db: CardDatabase) -> None:
    """"you may": nothing revealed, no counter, a 2/2."""
    s = _thresher(real_db, "none")
    s.assert_counter_count("A", "Arsenal Thresher", "+1/+1", 0)
    s.assert_power_toughness("A", "Arsenal Thresher", 2, 2)


def test_614_12a_arsenal_thresher_only_artifact_cards_offered(real_db: CardDatabase) -> None:
    """The cards offered are the other artifact cards in A's hand: Ornithopter and Sol Ring,
    not Grizzly Bears (rules/amplify.options)."""
    from mtg_engine.rules import amplify
    from mtg_engine.rules.replacement import Event

    s = _thresher(real_db, "none")
    hand = s.state.players[0].hand
    thresher = next(c for c in s.state.objects if s.state.objects[c].card.name == "Arsenal Thresher")
    ev = Event("move", obj=thresher, to="battlefield", controller=0,
               choose=("amplify:1:artifact",))
    assert sorted(_names(s, list(amplify.options(s.state, ev)))) == ["Ornithopter", "Sol Ring"]
    assert len(hand) == 3


def _sphinx(db: CardDatabase, answer: str) -> Scenario:
    """Rescuer Sphinx ({2}{U}{U}, 3/2): "As ~ enters the battlefield, you may return a nonland
    permanent you control to its owner's hand. If you do, ~ enters the battlefield with a
    +1/+1 counter on it." A controls Grizzly Bears and Islands; A answers `answer`."""
    assert_compiled(db, "Rescuer Sphinx")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Rescuer Sphinx")
    s.set_choice("A", answer)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rescuer Sphinx")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_614_12a_rescuer_sphinx_returns_one_and_gets_a_counter(real_db: CardDatabase) -> None:
    """The Bears returned to A's hand: a +1/+1 counter, a 4/3."""
    s = _sphinx(real_db, "Grizzly Bears")
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_power_toughness("A", "Rescuer Sphinx", 4, 3)


def test_614_12a_rescuer_sphinx_nothing_returned(real_db: CardDatabase) -> None:
    """Nothing returned: no counter (3/2); the Bears stay."""
    s = _sphinx(real_db, "none")
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_power_toughness("A", "Rescuer Sphinx", 3, 2)


def test_614_12a_rescuer_sphinx_not_a_land(real_db: CardDatabase) -> None:
    """An Island isn't a nonland permanent: it isn't offered (all four Islands stay), and at
    most one permanent may be chosen."""
    from mtg_engine.rules.keyword_effects import devour_most, devour_options
    from mtg_engine.rules.replacement import Event

    s = _sphinx(real_db, "Island")
    s.assert_permanent_count("A", "Island", 4)
    sphinx = next(c for c in s.state.battlefield
                  if s.state.objects[c].card.name == "Rescuer Sphinx")
    ev = Event("move", obj=sphinx, to="battlefield", controller=0,
               choose=("devour:1:nonland_return",))
    offered = _names(s, list(devour_options(s.state, ev)))
    assert sorted(offered) == ["Grizzly Bears", "Rescuer Sphinx"]  # (on the battlefield now)
    assert devour_most("devour:1:nonland_return") == 1
