"""Session 9 effects (issue 11): spell, activated and loyalty effects read by the Oracle
compiler, played with real cards and exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def test_208_1_collar_the_culprit_needs_toughness_4_or_greater(real_db: CardDatabase) -> None:
    """Collar the Culprit: "Destroy target creature with toughness 4 or greater." Hill Giant
    (3/3) is not a legal target (208.1, 115.1); a 4/4 (Giant Growth on Grizzly Bears, 2/2 -> 5/5)
    judged as it is now is destroyed."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Collar the Culprit")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Collar the Culprit", targets=["Hill Giant"])
    with pytest.raises(ScenarioError) as e:
        s.execute()
    assert "not a legal target" in str(e.value)
    s.assert_permanent_count("B", "Hill Giant", 1)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Collar the Culprit")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Collar the Culprit", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_701_8_akromas_vengeance_destroys_each_artifact_creature_and_enchantment(
        real_db: CardDatabase) -> None:
    """Akroma's Vengeance: "Destroy all artifacts, creatures, and enchantments." Each object
    of any of the three types is destroyed (701.8a): Sol Ring, Grizzly Bears, Glorious Anthem,
    Ornithopter (artifact and creature, destroyed once); the lands and Garruk Wildspeaker (a
    planeswalker) stay."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 6)
    s.add_card(Zone.HAND, "A", "Akroma's Vengeance")
    for name in ("Sol Ring", "Grizzly Bears", "Glorious Anthem", "Ornithopter",
                 "Garruk Wildspeaker", "Forest"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Akroma's Vengeance")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    for name in ("Sol Ring", "Grizzly Bears", "Glorious Anthem", "Ornithopter"):
        s.assert_graveyard_count("B", name, 1)
    s.assert_permanent_count("B", "Garruk Wildspeaker", 1)
    s.assert_permanent_count("B", "Forest", 1)
    s.assert_permanent_count("A", "Plains", 6)
    assert len(s.state.players[1].graveyard) == 4


def test_608_2c_fracturing_gust_counts_each_permanent_it_destroyed(
        real_db: CardDatabase) -> None:
    """Fracturing Gust: "Destroy all artifacts and enchantments. You gain 2 life for each
    permanent destroyed this way." Three destroyed (Sol Ring, Ornithopter, Glorious Anthem;
    not Grizzly Bears): 20 + 6 = 26 life (608.2c)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.HAND, "A", "Fracturing Gust")
    for name in ("Sol Ring", "Ornithopter", "Glorious Anthem", "Grizzly Bears"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fracturing Gust")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 26)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    assert len(s.state.players[1].graveyard) == 3


def _circular_logic(real_db: CardDatabase, b_lands: int, answer: str) -> Scenario:
    """A casts Circular Logic ({2}{U}, "Counter target spell unless its controller pays {1}
    for each card in your graveyard") with three cards in A's graveyard, in response to B's
    Grizzly Bears; B has `b_lands` Forests (two pay for the Bears)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Circular Logic")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", b_lands)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Circular Logic", responding_to="Grizzly Bears",
                 targets=["Grizzly Bears"])
    s.set_choice("B", answer)
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_118_12_circular_logic_asks_one_mana_for_each_card_in_the_graveyard(
        real_db: CardDatabase) -> None:
    """118.12, 608.2h: the payment is counted as Circular Logic resolves: three cards, so {3}.
    With five Forests (three left after the Bears) B pays and the Bears resolve, all five
    Forests tapped; with four (two left) B can't pay and the Bears are countered."""
    s = _circular_logic(real_db, 5, "yes")
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    assert sum(1 for o in s.state.objects.values() if o.card.name == "Forest" and o.tapped) == 5
    s.assert_graveyard_count("A", "Circular Logic", 1)

    s = _circular_logic(real_db, 4, "yes")
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    assert sum(1 for o in s.state.objects.values() if o.card.name == "Forest" and o.tapped) == 2


def test_608_2h_mausoleum_wanderer_counts_its_power_as_it_last_existed(
        real_db: CardDatabase) -> None:
    """Mausoleum Wanderer ("Sacrifice ~: Counter target instant or sorcery spell unless its
    controller pays {X}, where X is ~'s power") with two +1/+1 counters (power 3), sacrificed
    in response to Lightning Bolt: X is its power as it last existed on the battlefield
    (608.2h, 112.7a): {3}. B has two Mountains left after the Bolt: can't pay, countered;
    the Wanderer's controller keeps 20 life."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mausoleum Wanderer", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "A", "Sacrifice", responding_to="Lightning Bolt",
                       targets=["Lightning Bolt"])
    s.set_choice("B", "yes")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)
    s.assert_graveyard_count("A", "Mausoleum Wanderer", 1)


def test_115_3_furious_reprisal_deals_2_damage_to_each_of_two_targets(
        real_db: CardDatabase) -> None:
    """Furious Reprisal: "~ deals 2 damage to each of two targets." A creature and a player
    (115.4: any target): Grizzly Bears dies, B goes to 18. One word "target": the same player
    can't be chosen twice (115.3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Furious Reprisal")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Furious Reprisal", targets=["Grizzly Bears", "B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 18)
    s.assert_life("A", 20)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Furious Reprisal")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Furious Reprisal", targets=["B", "B"])
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_life("B", 20)


def test_118_3_blood_chin_fanatic_sacrifices_another_warrior_creature(
        real_db: CardDatabase) -> None:
    """Blood-Chin Fanatic (an Orc Warrior): "{1}{B}, Sacrifice another Warrior creature: Target
    player loses X life and you gain X life, where X is the sacrificed creature's power."
    Mardu Hordechief (a 2/3 Human Warrior) is sacrificed: B 18, A 22 (118.3, 205.3m). With only
    Grizzly Bears (a Bear) beside it, the Fanatic can't be its own cost ("another", 109.1):
    the ability can't be activated."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Blood-Chin Fanatic")
    s.add_card(Zone.BATTLEFIELD, "A", "Mardu Hordechief")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{B}, Sacrifice", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 22)
    s.assert_graveyard_count("A", "Mardu Hordechief", 1)
    s.assert_permanent_count("A", "Blood-Chin Fanatic", 1)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Blood-Chin Fanatic")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{B}, Sacrifice", targets=["B"])
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_life("B", 20)
    s.assert_permanent_count("A", "Blood-Chin Fanatic", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_118_3_starlit_sanctum_sacrifices_a_cleric_creature(real_db: CardDatabase) -> None:
    """Starlit Sanctum: "{W}, {T}, Sacrifice a Cleric creature: You gain life equal to the
    sacrificed creature's toughness." Soul Warden (a 1/1 Human Cleric): A 21."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Starlit Sanctum")
    s.add_card(Zone.BATTLEFIELD, "A", "Soul Warden")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{W}, {T}, Sacrifice")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 21)
    s.assert_graveyard_count("A", "Soul Warden", 1)


def _tapped(s: Scenario, name: str) -> list[bool]:
    return [o.tapped for o in s.state.objects.values()
            if o.card.name == name and o.zone is Zone.BATTLEFIELD]


def test_400_3_splendid_reclamation_returns_every_land_card_tapped(
        real_db: CardDatabase) -> None:
    """Splendid Reclamation: "Return all land cards from your graveyard to the battlefield
    tapped." Two Forests and an Island come back tapped (400.3); Grizzly Bears (not a land)
    stays in A's graveyard, B's Mountain in B's (only your graveyard)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Splendid Reclamation")
    s.add_card(Zone.GRAVEYARD, "A", "Forest", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Island")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Splendid Reclamation")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _tapped(s, "Forest") == [True, True]
    assert _tapped(s, "Island") == [True]
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Mountain", 1)
    s.assert_graveyard_count("A", "Splendid Reclamation", 1)
    assert len(s.state.players[0].graveyard) == 2


def test_400_3_knights_charge_returns_knight_creature_cards(real_db: CardDatabase) -> None:
    """Knights' Charge: "{6}{W}{B}, Sacrifice ~: Return all Knight creature cards from your
    graveyard to the battlefield." White Knight and Black Knight return (205.3m: Knight
    creature cards); Grizzly Bears stays; the Charge itself goes to the graveyard as the cost
    (it is an enchantment, not a Knight)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Knights' Charge")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 7)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.GRAVEYARD, "A", "White Knight")
    s.add_card(Zone.GRAVEYARD, "A", "Black Knight")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{6}{W}{B}, Sacrifice")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "White Knight", 1)
    s.assert_permanent_count("A", "Black Knight", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Knights' Charge", 1)


def _blast(real_db: CardDatabase, creature: str, lands: list[str]) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Neutralizing Blast")
    for land in lands:
        s.add_card(Zone.BATTLEFIELD, "B", land)
    s.add_card(Zone.HAND, "B", creature)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", creature)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Neutralizing Blast", responding_to=creature,
                 targets=[creature])
    s.stop_at(2, Step.BEGIN_COMBAT)
    return s


def test_105_4_neutralizing_blast_counters_only_a_multicolored_spell(
        real_db: CardDatabase) -> None:
    """Neutralizing Blast: "Counter target multicolored spell." Woolly Thoctar ({R}{G}{W},
    three colors) is countered; Grizzly Bears (green only) is not a legal target (105.4,
    115.1)."""
    s = _blast(real_db, "Woolly Thoctar", ["Mountain", "Forest", "Plains"])
    s.execute()
    s.assert_graveyard_count("B", "Woolly Thoctar", 1)
    s.assert_permanent_count("B", "Woolly Thoctar", 0)

    s = _blast(real_db, "Grizzly Bears", ["Forest", "Forest"])
    with pytest.raises(ScenarioError) as e:
        s.execute()
    assert "not a legal target" in str(e.value)


def test_205_2a_a_quality_after_a_list_of_kinds_is_the_last_kinds_only() -> None:
    """"Destroy target artifact, enchantment, or creature with flying" (Broken Wings): "with
    flying" qualifies the creature only; a filter asking it of all three would play
    differently, so the phrase is refused. The plain list reads as any of the types (205.2a),
    and a spell list "enchantment, instant, or sorcery spell" too (Swan Song's target)."""
    from mtg_engine.cards.oracle.phrases import describe, target_spec

    assert describe("artifact, enchantment, or creature with flying") is None
    assert describe("artifact or creature with flying") is None
    assert describe("artifact, enchantment") is None
    assert describe("artifact, enchantment, or land") == (
        "permanent", {"types": ["Artifact", "Enchantment", "Land"]})
    assert target_spec("enchantment, instant, or sorcery spell") == {
        "kind": "spell", "filter": {"types": ["Enchantment", "Instant", "Sorcery"]}}
    assert target_spec("non-Faerie spell") == {"kind": "spell",
                                               "filter": {"not_subtypes": ["Faerie"]}}


def test_202_3_a_mana_value_after_a_list_of_kinds_is_every_kinds() -> None:
    """"target artifact or enchantment with mana value 4 or less" (Fragmentize): the mana value
    (202.3) is asked of either kind; only a creature's quality (a keyword, power or toughness)
    after a list is the last kind's alone (refused above)."""
    from mtg_engine.cards.oracle.phrases import describe

    assert describe("artifact or enchantment with mana value 4 or less") == (
        "permanent", {"types": ["Artifact", "Enchantment"], "mana_value_le": 4})
    assert describe("artifact or creature with power 2 or less") is None


def test_406_3_witness_the_end_target_opponent_exiles_two_cards_of_their_choice(
        real_db: CardDatabase) -> None:
    """Witness the End: "Target opponent exiles two cards from their hand and loses 2 life."
    B chooses (608.2d) Lightning Bolt and Shock of Bolt, Shock and Forest: both exiled (406.3),
    the Forest stays in B's hand, B at 18."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Witness the End")
    for name in ("Lightning Bolt", "Shock", "Forest"):
        s.add_card(Zone.HAND, "B", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Witness the End", targets=["B"])
    s.set_choice("B", "Lightning Bolt,Shock")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Lightning Bolt", 1, player="B")
    s.assert_exile_count("Shock", 1, player="B")
    assert [s.state.objects[c].card.name for c in s.state.players[1].hand] == ["Forest"]
    s.assert_life("B", 18)


def test_406_3_relic_of_progenitus_the_target_player_chooses_a_graveyard_card(
        real_db: CardDatabase) -> None:
    """Relic of Progenitus: "{T}: Target player exiles a card from their graveyard." B
    chooses Grizzly Bears of Bears and Lightning Bolt: the Bears exiled, the Bolt stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Relic of Progenitus")
    s.add_card(Zone.GRAVEYARD, "B", "Lightning Bolt")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Target player", targets=["B"])
    s.set_choice("B", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1, player="B")
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


def test_401_1_fathom_feeder_each_opponent_exiles_their_top_card(real_db: CardDatabase) -> None:
    """Fathom Feeder: "{3}{U}{B}: Draw a card. Each opponent exiles the top card of their
    library." A draws one card; B's top card (Craw Wurm) is exiled (401.1, 406.3), B's hand is
    unchanged."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fathom Feeder")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.LIBRARY, "B", "Craw Wurm")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}{U}{B}")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Craw Wurm", 1, player="B")
    assert len(s.state.players[0].hand) == 1  # (no draw step draw on turn 1, 103.8a)
    assert len(s.state.players[1].hand) == 0
    assert sum(1 for o in s.state.objects.values() if o.zone is Zone.EXILE) == 1


def test_402_3_gitaxian_probe_looks_at_a_hand_and_draws(real_db: CardDatabase) -> None:
    """Gitaxian Probe: "Look at target player's hand. Draw a card." B's hand (two cards, hidden
    to A, 402.3) is seen by A (the log's look_at_hand names who looked, whose hand and its
    size) and stays as it was; A draws one card."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Gitaxian Probe")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gitaxian Probe", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert ("look_at_hand", 0, 1, 2) in s.state.log
    assert len(s.state.players[1].hand) == 2
    assert len(s.state.players[0].hand) == 1
    s.assert_life("A", 20)


def test_401_5_mishras_bauble_looks_at_a_top_card_and_draws_next_upkeep(
        real_db: CardDatabase) -> None:
    """Mishra's Bauble: "{T}, Sacrifice ~: Look at the top card of target player's library.
    Draw a card at the beginning of the next turn's upkeep." A sees B's top card (Craw Wurm,
    401.5: it stays there, hidden to everyone else); A draws at B's upkeep on turn 2, B draws the Wurm."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mishra's Bauble")
    s.add_card(Zone.LIBRARY, "B", "Craw Wurm")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice", targets=["B"])
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    assert ("look_at_library_top", 0, 1, 1) in s.state.log
    s.assert_graveyard_count("A", "Mishra's Bauble", 1)
    assert len(s.state.players[0].hand) == 1  # (the delayed draw, 603.7)
    # the card looked at stayed on top: B drew it in their draw step
    assert [s.state.objects[c].card.name for c in s.state.players[1].hand] == ["Craw Wurm"]


def test_701_19_bribery_puts_a_creature_from_the_opponents_library_under_your_control(
        real_db: CardDatabase) -> None:
    """Bribery: "Search target opponent's library for a creature card and put that card onto
    the battlefield under your control. Then that player shuffles." A finds Serra Angel in B's
    library (701.19a): it enters under A's control (110.2), B still owns it; B's library is
    one card shorter and shuffled (701.20)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.HAND, "A", "Bribery")
    s.add_card(Zone.LIBRARY, "B", "Serra Angel")
    s.add_card(Zone.LIBRARY, "B", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bribery", targets=["B"])
    s.set_choice("A", "Serra Angel")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Serra Angel", 1)
    angel = next(o for o in s.state.objects.values() if o.card.name == "Serra Angel")
    assert angel.owner == 1 and angel.controller == 0
    assert ("shuffle", 1) in s.state.log
    assert "Serra Angel" not in [s.state.objects[c].card.name
                                 for c in s.state.players[1].library]


def test_701_19b_jesters_cap_must_find_three_cards_without_a_stated_quality(
        real_db: CardDatabase) -> None:
    """Jester's Cap: "... Search target player's library for three cards and exile them. Then
    that player shuffles." No quality is stated, so three cards must be found (701.19b lets a
    search for a stated quality find fewer): an answer naming two cards isn't accepted; the
    harness takes three cards of B's library, all exiled."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jester's Cap")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.LIBRARY, "B", "Serra Angel")
    s.add_card(Zone.LIBRARY, "B", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}, Sacrifice", targets=["B"])
    s.set_choice("A", "Serra Angel,Lightning Bolt")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    owned_by_b = [o for o in s.state.objects.values() if o.zone is Zone.EXILE and o.owner == 1]
    assert len(owned_by_b) == 3


def test_701_19b_splinter_must_find_the_graveyard_copy_may_leave_hidden_ones(
        real_db: CardDatabase) -> None:
    """Splinter (the CR's example of 701.19b): "Exile target artifact. Search its controller's
    graveyard, hand, and library for all cards with the same name as that artifact and exile
    them. Then that player shuffles." The Howling Mine in B's graveyard must be found; of the
    hidden ones A takes only the copy in B's hand: three Howling Mines exiled (the target
    too), two left in B's library, which is shuffled (701.20)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Splinter")
    s.add_card(Zone.BATTLEFIELD, "B", "Howling Mine")
    s.add_card(Zone.GRAVEYARD, "B", "Howling Mine")
    s.add_card(Zone.HAND, "B", "Howling Mine")
    s.add_card(Zone.LIBRARY, "B", "Howling Mine", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Splinter", targets=["Howling Mine"])
    s.set_choice("A", "Howling Mine")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Howling Mine", 3, player="B")
    s.assert_graveyard_count("B", "Howling Mine", 0)
    assert [s.state.objects[c].card.name for c in s.state.players[1].library].count(
        "Howling Mine") == 2
    assert not s.state.players[1].hand
    assert ("shuffle", 1) in s.state.log


def test_701_19_surgical_extraction_searches_the_owner_of_the_chosen_card(
        real_db: CardDatabase) -> None:
    """Surgical Extraction: "Choose target card in a graveyard other than a basic land card.
    Search its owner's graveyard, hand, and library for any number of cards with the same name
    as that card and exile them. Then that player shuffles." A targets the Lightning Bolt in
    B's graveyard and takes only it ("any number": the copies in B's hand and library may be
    left, 701.19b); B's library is shuffled. A basic Forest in B's graveyard is not a legal
    target (205.4c)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Surgical Extraction")
    s.add_card(Zone.GRAVEYARD, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.LIBRARY, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Surgical Extraction", targets=["Lightning Bolt"])
    s.set_choice("A", "Lightning Bolt")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Lightning Bolt", 1, player="B")
    s.assert_graveyard_count("B", "Lightning Bolt", 0)
    assert [s.state.objects[c].card.name for c in s.state.players[1].hand] == ["Lightning Bolt"]
    assert ("shuffle", 1) in s.state.log
    s.assert_life("A", 20)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Surgical Extraction")
    s.add_card(Zone.GRAVEYARD, "B", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Surgical Extraction", targets=["Forest"])
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_graveyard_count("B", "Forest", 1)
