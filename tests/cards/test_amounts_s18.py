"""Variable amounts of session 18 (issue 11), compiled from the real Oracle texts and played
with exact figures (skipped without the shared MTGJSON file): power and toughness read from
each affected artifact's mana value (613.4b, 202.3: March of the Machines)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


# ------------------------------------------------------------------ 613.4b: mana value P/T

def test_613_4b_march_of_the_machines_animates_each_noncreature_artifact(
        real_db: CardDatabase) -> None:
    """March of the Machines: "Each noncreature artifact is an artifact creature with power
    and toughness each equal to its mana value." Mind Stone ({2}) is a 2/2 artifact creature
    and Sol Ring ({1}) a 1/1 (layer 4, then 7b from the same affected set, 613.6); Ornithopter
    was already a creature: still 0/2. Disenchant on the March: Mind Stone is no creature."""
    _compiled(real_db, "March of the Machines")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "March of the Machines")
    s.add_card(Zone.BATTLEFIELD, "A", "Mind Stone")
    s.add_card(Zone.BATTLEFIELD, "B", "Sol Ring")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Disenchant")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_type("Mind Stone", "Creature")
    s.assert_power_toughness("A", "Mind Stone", 2, 2)
    s.assert_power_toughness("B", "Sol Ring", 1, 1)
    s.assert_power_toughness("B", "Ornithopter", 0, 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Disenchant", targets=["March of the Machines"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_type("Mind Stone", "Creature", present=False)


def test_704_5f_march_of_the_machines_kills_a_zero_mana_value_artifact(
        real_db: CardDatabase) -> None:
    """With March of the Machines, Tormod's Crypt ({0}, mana value 0) is a 0/0 creature: it
    is put into its owner's graveyard as a state-based action (704.5f)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "March of the Machines")
    s.add_card(Zone.BATTLEFIELD, "A", "Mind Stone")
    s.add_card(Zone.BATTLEFIELD, "A", "Tormod's Crypt")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Tormod's Crypt", 1)
    s.assert_power_toughness("A", "Mind Stone", 2, 2)


def test_613_4b_starfield_of_nyx_animates_while_five_enchantments(real_db: CardDatabase) -> None:
    """Starfield of Nyx with four Ghostly Prisons ({2}{W}): five enchantments, so each other
    non-Aura enchantment A controls is a creature with base power and toughness 3/3 (its mana
    value, 613.4b); Starfield itself is not (109.1: "other"). B's Disenchant on one Prison
    leaves four enchantments: the others are no creatures any more (611.3a)."""
    _compiled(real_db, "Starfield of Nyx")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Starfield of Nyx")
    s.add_card(Zone.BATTLEFIELD, "A", "Ghostly Prison", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Disenchant")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Ghostly Prison", 3, 3)
    s.assert_type("Starfield of Nyx", "Creature", present=False)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Disenchant", targets=["Ghostly Prison"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Ghostly Prison", 1)
    s.assert_type("Ghostly Prison", "Creature", present=False)


# ------------------------------------------------------------------ 702.34a: flashback given

def test_702_34a_past_in_flames_gives_the_graveyard_flashback(real_db: CardDatabase) -> None:
    """Past in Flames: "Each instant and sorcery card in your graveyard gains flashback until
    end of turn. The flashback cost is equal to its mana cost." Lightning Bolt in A's graveyard
    is cast again for {R} (B 20 -> 17) and exiled (702.34a). Shock, cast from the hand after
    Past in Flames resolved, was not in the graveyard then (611.2c): no flashback for it."""
    _compiled(real_db, "Past in Flames")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.HAND, "A", "Past in Flames")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Past in Flames")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 15)
    s.assert_exile_count("Lightning Bolt", 1)
    s.assert_graveyard_count("A", "Shock", 1)
    s.assert_playable("A", "Shock", False)


def test_702_34a_backdraft_hellkites_attack_gives_flashback(real_db: CardDatabase) -> None:
    """Backdraft Hellkite: "Whenever ~ attacks, each instant and sorcery card in your graveyard
    gains flashback until end of turn. The flashback cost is equal to its mana cost." It
    attacks (B 20 -> 16), then Lightning Bolt is cast from the graveyard for {R}: B 13."""
    _compiled(real_db, "Backdraft Hellkite")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Backdraft Hellkite")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Lightning Bolt", False))
    s.attack(1, "A", "Backdraft Hellkite")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 13)
    s.assert_exile_count("Lightning Bolt", 1)


def test_702_34a_recoup_gives_one_target_sorcery_flashback(real_db: CardDatabase) -> None:
    """Recoup ({1}{R}): "Target sorcery card in your graveyard gains flashback until end of
    turn. The flashback cost is equal to its mana cost." Lava Spike ({R}) is cast again from
    the graveyard: B 20 -> 17, the Spike exiled."""
    _compiled(real_db, "Recoup")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Recoup")
    s.add_card(Zone.GRAVEYARD, "A", "Lava Spike")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Recoup", targets=["Lava Spike"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lava Spike", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_exile_count("Lava Spike", 1)


def test_113_6b_lier_gives_flashback_while_on_the_battlefield(real_db: CardDatabase) -> None:
    """Lier, Disciple of the Drowned: "Each instant and sorcery card in your graveyard has
    flashback. The flashback cost is equal to that card's mana cost." A's Lightning Bolt in
    the graveyard is playable, B's is not (only A's graveyard); once Lier is destroyed by
    B's Murder, A's Bolt has no flashback (611.3a)."""
    _compiled(real_db, "Lier, Disciple of the Drowned")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lier, Disciple of the Drowned")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.add_card(Zone.GRAVEYARD, "B", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Lightning Bolt"))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["Lier, Disciple of the Drowned"])
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("B", "Lightning Bolt", False))
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_playable("A", "Lightning Bolt", False)


# ------------------------------------------------------------------ 613.4b, 608.2h: X/X counted

def _animist(db: CardDatabase) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vastwood Animist")
    s.add_card(Zone.BATTLEFIELD, "A", "Hada Freeblade")
    s.add_card(Zone.BATTLEFIELD, "A", "Stonework Puma")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    return s


def test_608_2h_vastwood_animist_counts_allies_as_it_resolves(real_db: CardDatabase) -> None:
    """Vastwood Animist: "{T}: Target land you control becomes an X/X Elemental creature until
    end of turn, where X is the number of Allies you control. It's still a land." Three Allies
    (the Animist counts itself): the Forest is a 3/3 Elemental creature land."""
    _compiled(real_db, "Vastwood Animist")
    s = _animist(real_db)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Target land", targets=["Forest"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Forest", 3, 3)
    s.assert_type("Forest", "Land")
    s.assert_type("Forest", "Creature")


def test_608_2h_vastwood_animists_x_is_read_on_resolution_and_locked_in(
        real_db: CardDatabase) -> None:
    """In response to the Animist's ability B bolts Hada Freeblade: two Allies as it resolves,
    so the Forest is 2/2 (608.2h: the amount is read as the ability resolves, not as it was
    activated). Makindi Shieldmate entering afterwards changes nothing: X was locked in."""
    s = _animist(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Makindi Shieldmate")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Target land", targets=["Forest"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Hada Freeblade"],
                 responding_to="Vastwood Animist")
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_power_toughness("A", "Forest", 2, 2))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Makindi Shieldmate")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Hada Freeblade", 1)
    s.assert_permanent_count("A", "Makindi Shieldmate", 1)
    s.assert_power_toughness("A", "Forest", 2, 2)


# ------------------------------------------------------------------ 120.1: two recipients

def test_120_1_chandras_ignition_deals_the_power_to_each_other_creature_and_opponent(
        real_db: CardDatabase) -> None:
    """Chandra's Ignition: "Target creature you control deals damage equal to its power to
    each other creature and each opponent." Hill Giant (3/3) deals 3 to A's own Grizzly Bears
    (dies), to B's Serra Angel (4/4: survives, 3 damage) and to B (20 -> 17); not to itself,
    nor to A (20)."""
    _compiled(real_db, "Chandra's Ignition")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Chandra's Ignition")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Chandra's Ignition", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 20)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_damage("Serra Angel", 3)
    s.assert_damage("Hill Giant", 0)


# ------------------------------------------------------------------ 118.12: pay N for each

def _spirit(db: CardDatabase, hand: int) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Extravagant Spirit")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Grizzly Bears", hand)
    s.set_choice("A", "yes")
    s.stop_at(1, Step.DRAW)
    return s


def test_118_12_extravagant_spirit_costs_one_for_each_card_in_hand(
        real_db: CardDatabase) -> None:
    """Extravagant Spirit: "At the beginning of your upkeep, sacrifice ~ unless you pay {1} for
    each card in your hand." Three cards in hand: A pays {3} (three Islands tapped), the Spirit
    stays."""
    _compiled(real_db, "Extravagant Spirit")
    s = _spirit(real_db, 3)
    s.execute()
    s.assert_permanent_count("A", "Extravagant Spirit", 1)
    assert sum(1 for o in s.state.objects.values() if o.card.name == "Island" and o.tapped) == 3


def test_118_12_extravagant_spirit_is_sacrificed_when_the_count_is_unpayable(
        real_db: CardDatabase) -> None:
    """Four cards in hand and three Islands: {4} can't be paid (118.3), the Spirit is
    sacrificed (no Island tapped)."""
    s = _spirit(real_db, 4)
    s.execute()
    s.assert_graveyard_count("A", "Extravagant Spirit", 1)
    assert not any(o.tapped for o in s.state.objects.values() if o.card.name == "Island")


# ------------------------------------------------------------------ 701.16a, 701.8a: reveal N

def _mires_toll(db: CardDatabase, hand: tuple[str, ...]) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Mire's Toll")
    for name in hand:
        s.add_card(Zone.HAND, "B", name)
    return s


def test_701_16a_mires_toll_reveals_as_many_cards_as_swamps(real_db: CardDatabase) -> None:
    """Mire's Toll: "Target player reveals a number of cards from their hand equal to the
    number of Swamps you control. You choose one of them. That player discards that card."
    Two Swamps: B reveals Grizzly Bears and Lightning Bolt (B's choice), A chooses the Bolt, B
    discards it; Giant Growth, never revealed, stays in B's hand."""
    _compiled(real_db, "Mire's Toll")
    s = _mires_toll(real_db, ("Grizzly Bears", "Lightning Bolt", "Giant Growth"))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mire's Toll", targets=["B"])
    s.set_choice("B", "Grizzly Bears,Lightning Bolt")
    s.set_choice("A", "Lightning Bolt")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Lightning Bolt", 1)
    s.assert_hand_count("B", 2)
    s.assert_hand_count("B", 1, "Giant Growth")


def test_608_2h_mires_toll_counts_swamps_as_it_resolves(real_db: CardDatabase) -> None:
    """In response to Mire's Toll, B's Strip Mine destroys one of A's two Swamps: one Swamp as
    it resolves (608.2h), so B reveals one card of the two in hand (Giant Growth, B's choice)
    and discards it, no choice for A."""
    s = _mires_toll(real_db, ("Grizzly Bears", "Giant Growth"))
    s.add_card(Zone.BATTLEFIELD, "B", "Strip Mine")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mire's Toll", targets=["B"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "B", "{T}, Sacrifice", targets=["Swamp"],
                       responding_to="Mire's Toll")
    s.set_choice("B", "Giant Growth")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Swamp", 1)
    s.assert_graveyard_count("B", "Giant Growth", 1)
    s.assert_hand_count("B", 1, "Grizzly Bears")


def test_701_16a_a_smaller_hand_is_revealed_whole(real_db: CardDatabase) -> None:
    """With one card in B's hand and two Swamps, B reveals it (no more to choose) and, the
    only card revealed, discards it."""
    s = _mires_toll(real_db, ("Grizzly Bears",))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mire's Toll", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_hand_count("B", 0)


# ------------------------------------------------------------------ 205.4g: nonsnow, X counted

def test_205_4g_dead_of_winter_shrinks_nonsnow_creatures_by_snow_permanents(
        real_db: CardDatabase) -> None:
    """Dead of Winter: "All nonsnow creatures get -X/-X until end of turn, where X is the
    number of snow permanents you control." Three Snow-Covered Swamps and Boreal Druid (a snow
    creature): X = 4; B's Hill Giant (3/3) dies, the Druid (1/1, snow) is untouched."""
    _compiled(real_db, "Dead of Winter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Snow-Covered Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Boreal Druid")
    s.add_card(Zone.HAND, "A", "Dead of Winter")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dead of Winter")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_power_toughness("A", "Boreal Druid", 1, 1)
