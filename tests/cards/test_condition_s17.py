"""Trigger conditions and conditions added in session 17: step triggers of other players, of
the chosen player and of each of your main phases (503.1, 504.1, 505.1, 614.12a;
rules/trigger_steps.py), "the upkeep of enchanted permanent's controller" (303.4), "if that
spell was kicked" (702.33d, 603.4), "this is the Nth time this ability has resolved this turn"
(608.2) and "this ability has been activated N or more times this turn" (602.2;
rules/condition_ability_history.py). Scenario tests with exact figures, each with a case where
the condition doesn't hold."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


@pytest.mark.parametrize(("cards", "life"), [(6, 18), (4, 20)])
def test_614_12a_503_1_black_vise_chosen_players_upkeep(real_db: CardDatabase, cards: int,
                                                        life: int) -> None:
    """Black Vise: "As ~ enters the battlefield, choose an opponent. At the beginning of the
    chosen player's upkeep, ~ deals X damage to that player, where X is the number of cards in
    their hand minus 4." B (the opponent chosen) has 6 cards in hand in their upkeep: 2 damage;
    with 4, none. A's own upkeep (turn 3) doesn't trigger it: A stays at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.add_card(Zone.HAND, "A", "Black Vise")
    s.add_card(Zone.HAND, "B", "Wastes", cards)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Black Vise")
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_life("B", life)
    s.assert_life("A", 20)


def test_504_1_well_of_ideas_each_other_players_draw_step(real_db: CardDatabase) -> None:
    """Well of Ideas: "At the beginning of each other player's draw step, that player draws an
    additional card. At the beginning of your draw step, draw two additional cards." B draws
    two cards in their draw step (turn 2); A, its controller, three in theirs (turn 3): the
    first ability doesn't trigger in A's own draw step."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Well of Ideas")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", 2)
    s.assert_hand_count("A", 3)


@pytest.mark.parametrize(("anchor", "bears"), [("Khans", 1), ("Dragons", 0)])
def test_505_1_frontier_siege_each_of_your_main_phases(real_db: CardDatabase, anchor: str,
                                                       bears: int) -> None:
    """Frontier Siege, Khans: "At the beginning of each of your main phases, add {G}{G}." Its
    four Forests tapped to cast it, A casts Grizzly Bears in the postcombat main phase with
    the {G}{G} the ability adds then (505.1). Dragons chosen: no mana, no Bears."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Frontier Siege")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Frontier Siege")
    s.set_choice("A", anchor)
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_permanent_count("A", "Forest", 4))
    if bears:
        s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", bears)
    s.assert_hand_count("A", 1 - bears)


def test_303_4_numbing_dose_upkeep_of_enchanted_permanents_controller(
        real_db: CardDatabase) -> None:
    """Numbing Dose (A's, on B's Ornithopter, an artifact creature): "At the beginning of the
    upkeep of enchanted permanent's controller, that player loses 1 life." B loses 1 in their
    upkeep (turn 2); A's upkeep (turn 3) costs A nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "A", "Numbing Dose", attached_to="Ornithopter")
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_life("B", 19)
    s.assert_life("A", 20)


@pytest.mark.parametrize(("kick", "pt", "life"), [("yes", (3, 3), 16), ("no", (2, 2), 18)])
def test_702_33d_603_4_bloodstone_goblin_if_that_spell_was_kicked(
        real_db: CardDatabase, kick: str, pt: tuple[int, int], life: int) -> None:
    """Bloodstone Goblin (2/2): "Whenever you cast a spell, if that spell was kicked, ~ gets
    +1/+1 and gains menace until end of turn." Burst Lightning kicked ({4}): 4 damage to B and
    a 3/3 Goblin; not kicked: 2 damage, the trigger's condition is false as it is cast (603.4:
    the ability doesn't trigger), a 2/2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Bloodstone Goblin")
    s.add_card(Zone.HAND, "A", "Burst Lightning")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Burst Lightning", targets=["B"])
    s.set_choice("A", kick)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", life)
    s.assert_power_toughness("A", "Bloodstone Goblin", *pt)
    s.assert_abilities("A", "Bloodstone Goblin", ["menace"], present=kick == "yes")


@pytest.mark.parametrize(("creatures", "hand"), [(1, 0), (2, 1), (3, 1)])
def test_608_2_rumor_gatherer_second_time_this_ability_resolved(
        real_db: CardDatabase, creatures: int, hand: int) -> None:
    """Rumor Gatherer: "Whenever another creature enters the battlefield under your control,
    scry 1. If this is the second time this ability has resolved this turn, draw a card
    instead." Ornithopters cast one after the other: the second's trigger draws a card; the
    first's and the third's scry (a hand of 0, 1, 1)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rumor Gatherer")
    s.add_card(Zone.HAND, "A", "Ornithopter", creatures)
    for _ in range(creatures):
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ornithopter")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Ornithopter", creatures)
    s.assert_hand_count("A", hand)
    s.assert_library_count("A", 20 - hand)


def test_608_2_rumor_gatherer_counts_this_turn_only(real_db: CardDatabase) -> None:
    """One Ornithopter on turn 1 and one on turn 3: each is the first resolution of its turn,
    so each scries; A's hand holds only the card drawn in turn 3's draw step."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rumor Gatherer")
    s.add_card(Zone.HAND, "A", "Ornithopter", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ornithopter")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Ornithopter")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Ornithopter", 2)
    s.assert_hand_count("A", 1)


@pytest.mark.parametrize(("times", "power", "first_strike"), [(3, 5, True), (2, 4, False)])
def test_608_2_inner_flame_igniter_third_time(real_db: CardDatabase, times: int, power: int,
                                              first_strike: bool) -> None:
    """Inner-Flame Igniter (2/2): "{2}{R}: Creatures you control get +1/+0 until end of turn.
    If this is the third time this ability has resolved this turn, creatures you control gain
    first strike until end of turn." Three activations: 5/2 with first strike; two: 4/2
    without."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 9)
    s.add_card(Zone.BATTLEFIELD, "A", "Inner-Flame Igniter")
    for _ in range(times):
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{R}:")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Inner-Flame Igniter", power, 2)
    s.assert_abilities("A", "Inner-Flame Igniter", ["first strike"], present=first_strike)


@pytest.mark.parametrize(("times", "whelps"), [(4, 0), (3, 1)])
def test_602_2_dragon_whelp_activated_four_or_more_times(real_db: CardDatabase, times: int,
                                                         whelps: int) -> None:
    """Dragon Whelp (2/3): "{R}: ~ gets +1/+0 until end of turn. If this ability has been
    activated four or more times this turn, sacrifice ~ at the beginning of the next end step."
    Four activations: 6/3, then sacrificed at the end step; three: 5/3, still there on turn
    2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", times)
    s.add_card(Zone.BATTLEFIELD, "A", "Dragon Whelp")
    for _ in range(times):
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{R}:")
    s.check(1, Step.END_COMBAT,
            lambda sc: sc.assert_power_toughness("A", "Dragon Whelp", 2 + times, 3))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Dragon Whelp", whelps)
    s.assert_graveyard_count("A", "Dragon Whelp", 1 - whelps)


@pytest.mark.parametrize(("graveyard", "power"), [(10, 4), (9, 1)])
def test_404_1_swimmer_in_nightmares_ten_cards_in_a_single_graveyard(
        real_db: CardDatabase, graveyard: int, power: int) -> None:
    """Swimmer in Nightmares (1/4): "~ gets +3/+0 as long as there are ten or more cards in a
    single graveyard." Ten cards in B's graveyard: 4/4; nine: 1/4 (A's graveyard, with five
    more, isn't added to it: one graveyard)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swimmer in Nightmares")
    s.add_card(Zone.GRAVEYARD, "B", "Wastes", graveyard)
    s.add_card(Zone.GRAVEYARD, "A", "Wastes", 5)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Swimmer in Nightmares", power, 4)


@pytest.mark.parametrize(("cards", "abilities"), [(("Lightning Bolt", "Divination"), True),
                                                  (("Lightning Bolt", "Shock"), False)])
def test_611_3a_bloodfire_enforcers_instant_and_sorcery_in_graveyard(
        real_db: CardDatabase, cards: tuple[str, str], abilities: bool) -> None:
    """Bloodfire Enforcers: "~ has first strike and trample as long as an instant card and a
    sorcery card are in your graveyard." An instant and a sorcery: both keywords; two
    instants: neither."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bloodfire Enforcers")
    for name in cards:
        s.add_card(Zone.GRAVEYARD, "A", name)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_abilities("A", "Bloodfire Enforcers", ["first strike", "trample"], present=abilities)


def test_603_4_700_4_chevill_bounty_counter_and_its_death(real_db: CardDatabase) -> None:
    """Chevill, Bane of Monsters: in A's upkeep no opponent's permanent has a bounty counter:
    B's Grizzly Bears gets one. Lightning Bolt kills it: "Whenever a permanent an opponent
    controls with a bounty counter on it dies, you gain 3 life and draw a card." (700.4, as
    it last existed, 603.10a): 23 life, one card."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chevill, Bane of Monsters")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_counter_count("B", "Grizzly Bears", "bounty", 1))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("A", 23)
    s.assert_hand_count("A", 1)


def test_603_4_chevill_no_new_bounty_while_one_is_out(real_db: CardDatabase) -> None:
    """B's Bears already has a bounty counter: the upkeep ability doesn't trigger (603.4), B's
    Ornithopter gets none; B's Ornithopter destroyed without one gains A nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chevill, Bane of Monsters")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", counters={"bounty": 1})
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_counter_count("B", "Ornithopter", "bounty", 0))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Ornithopter"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Ornithopter", 1)
    s.assert_life("A", 20)
    s.assert_hand_count("A", 0)


def test_700_4_last_laugh_a_permanent_other_than_it(real_db: CardDatabase) -> None:
    """Last Laugh: "Whenever a permanent other than ~ is put into a graveyard from the
    battlefield, ~ deals 1 damage to each creature and each player." Lightning Bolt kills B's
    Ornithopter (a permanent, any type): 1 damage to each player and to A's Hill Giant."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Last Laugh")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Ornithopter"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 19)
    s.assert_life("B", 19)
    s.assert_damage("Hill Giant", 1)
    s.assert_permanent_count("A", "Last Laugh", 1)


@pytest.mark.parametrize(("bolt", "playable"), [(True, True), (False, False)])
def test_700_4_201_2_ebondeath_a_creature_not_named_it_died(
        real_db: CardDatabase, bolt: bool, playable: bool) -> None:
    """Ebondeath, Dracolich: "You may cast ~ from your graveyard if a creature not named ~ died
    this turn." After B's Grizzly Bears dies A may cast it from the graveyard; before, not."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.GRAVEYARD, "A", "Ebondeath, Dracolich")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    if bolt:
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "Ebondeath, Dracolich", playable))
    if bolt:
        s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Ebondeath, Dracolich")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Ebondeath, Dracolich", 1 if bolt else 0)


@pytest.mark.parametrize(("creatures", "hand"), [(2, 1), (1, 0)])
def test_pegasus_two_or_more_creatures_entered_this_turn(real_db: CardDatabase,
                                                         creatures: int, hand: int) -> None:
    """Park Heights Pegasus: "Whenever ~ deals combat damage to a player, draw a card if you
    had two or more creatures enter the battlefield under your control this turn." Two
    Ornithopters cast before combat: a card; one: none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Park Heights Pegasus")
    s.add_card(Zone.HAND, "A", "Ornithopter", creatures)
    for _ in range(creatures):
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ornithopter")
    s.attack(1, "A", "Park Heights Pegasus")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_hand_count("A", hand)


@pytest.mark.parametrize(("angel", "hand"), [(True, 1), (False, 0)])
def test_602_5b_cleaving_reaper_an_angel_or_berserker_entered(real_db: CardDatabase,
                                                              angel: bool, hand: int) -> None:
    """Cleaving Reaper: "Pay 3 life: Return ~ from your graveyard to your hand. Activate only
    if you had an Angel or Berserker enter the battlefield under your control this turn."
    Serra Angel cast first: A pays 3 life, the Reaper returns; without it the ability can't be
    activated."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.GRAVEYARD, "A", "Cleaving Reaper")
    s.add_card(Zone.HAND, "A", "Serra Angel")
    if angel:
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Serra Angel")
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Pay 3 life:")
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "Pay 3 life:", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", hand, "Cleaving Reaper")
    s.assert_life("A", 17 if angel else 20)


@pytest.mark.parametrize(("gain", "back"), [(True, 1), (False, 0)])
def test_119_9_601_2f_sanguine_indulgence_gained_3_life_this_turn(
        real_db: CardDatabase, gain: bool, back: int) -> None:
    """Sanguine Indulgence ({3}{B}): "This spell costs {3} less to cast if you've gained 3 or
    more life this turn." After Revitalize (A gains 3 life) it costs {B}: cast with A's one
    Swamp, Grizzly Bears returns to A's hand; without the life gained it can't be cast."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Revitalize")
    s.add_card(Zone.HAND, "A", "Sanguine Indulgence")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    if gain:
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Revitalize")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sanguine Indulgence",
                     targets=["Grizzly Bears"])
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "Sanguine Indulgence", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", back, "Grizzly Bears")
    s.assert_life("A", 23 if gain else 20)


@pytest.mark.parametrize(("top", "pt"), [("Grizzly Bears", (5, 5)), ("Forest", (2, 2))])
def test_611_3a_401_1_mul_daya_channelers_top_card(real_db: CardDatabase, top: str,
                                                   pt: tuple[int, int]) -> None:
    """Mul Daya Channelers (2/2): "As long as the top card of your library is a creature card,
    ~ gets +3/+3. As long as the top card of your library is a land card, ~ has "{T}: Add two
    mana of any one color."" A creature card on top: 5/5; a land card: 2/2 with the mana
    ability."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mul Daya Channelers")
    s.add_card(Zone.LIBRARY, "A", top)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Mul Daya Channelers", *pt)
    s.assert_playable("A", "{T}: Add two mana", top == "Forest")


def test_611_3a_mul_daya_channelers_sees_the_new_top_card(real_db: CardDatabase) -> None:
    """The condition is checked continuously (611.3a): Grizzly Bears on top (a 5/5 in turn 1),
    drawn in turn 3's draw step, leaves a Forest on top: 2/2 in turn 3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mul Daya Channelers")
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_power_toughness("A", "Mul Daya Channelers", 5, 5))
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_power_toughness("A", "Mul Daya Channelers", 2, 2)


def test_303_4_brink_of_disaster_enchanted_permanent_becomes_tapped(
        real_db: CardDatabase) -> None:
    """Brink of Disaster (A's, on B's Grizzly Bears): "When enchanted permanent becomes tapped,
    destroy it." B attacks with the Bears in turn 2: tapped as it attacks (508.1f), destroyed;
    A takes no damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Brink of Disaster", attached_to="Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("A", 20)


@pytest.mark.parametrize(("attack", "life"), [(False, 19), (True, 19)])
def test_106_12_zhur_taa_druid_whenever_you_tap_it_for_mana(real_db: CardDatabase,
                                                            attack: bool, life: int) -> None:
    """Zhur-Taa Druid (1/1): "Whenever you tap ~ for mana, it deals 1 damage to each opponent."
    Tapped (with a Forest) to pay for Grizzly Bears: B takes 1. Tapped by attacking instead
    (508.1f: not for mana): B takes only its 1 combat damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Zhur-Taa Druid")
    if attack:
        s.attack(1, "A", "Zhur-Taa Druid")
    else:
        s.add_card(Zone.BATTLEFIELD, "A", "Forest")
        s.add_card(Zone.HAND, "A", "Grizzly Bears")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", life)
    s.assert_tapped("Zhur-Taa Druid")
    s.assert_permanent_count("A", "Grizzly Bears", 0 if attack else 1)


def test_106_12_forbidden_orchard_tapped_for_mana(real_db: CardDatabase) -> None:
    """Forbidden Orchard: "Whenever you tap ~ for mana, target opponent creates a 1/1
    colorless Spirit creature token." A taps it for mana: B gets a Spirit."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forbidden Orchard")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add one mana")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Spirit Token", 1)
    s.assert_permanent_count("A", "Spirit Token", 0)


@pytest.mark.parametrize(("fodder", "life"), [("Typhoid Rats", 18), ("Llanowar Elves", 22)])
def test_701_17a_603_10a_savra_sacrifice_a_black_or_green_creature(
        real_db: CardDatabase, fodder: str, life: int) -> None:
    """Savra, Queen of the Golgari: "Whenever you sacrifice a black creature, you may pay 2
    life. If you do, each other player sacrifices a creature. Whenever you sacrifice a green
    creature, you may gain 2 life." (the colour as the creature last existed, 603.10a). A
    sacrifices Typhoid Rats (black) to Bone Splinters: A pays 2 life, B sacrifices its Grizzly
    Bears; Llanowar Elves (green) instead: A gains 2 life, Bone Splinters destroys the Bears."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Savra, Queen of the Golgari")
    s.add_card(Zone.BATTLEFIELD, "A", fodder)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Bone Splinters")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bone Splinters", targets=["Grizzly Bears"])
    s.set_choice("A", fodder)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", fodder, 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("A", life)
    s.assert_permanent_count("A", "Savra, Queen of the Golgari", 1)


@pytest.mark.parametrize(("played", "city"), [("Forest", 0), ("City of Traitors", 1)])
def test_305_1_city_of_traitors_when_you_play_another_land(real_db: CardDatabase, played: str,
                                                           city: int) -> None:
    """City of Traitors: "When you play another land, sacrifice ~." A plays a Forest: the City
    is sacrificed. Played itself (from A's hand), it stays."""
    s = Scenario(cards=real_db)
    if played == "Forest":
        s.add_card(Zone.BATTLEFIELD, "A", "City of Traitors")
    s.add_card(Zone.HAND, "A", played)
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", played)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "City of Traitors", city)
    s.assert_graveyard_count("A", "City of Traitors", 1 - city)


@pytest.mark.parametrize(("played", "tapped"), [("Island", False), ("Forest", True)])
def test_305_1_jokulmorder_whenever_you_play_an_island(real_db: CardDatabase, played: str,
                                                       tapped: bool) -> None:
    """Jokulmorder (tapped; it doesn't untap during A's untap step): "Whenever you play an
    Island, you may untap ~." An Island untaps it; a Forest doesn't."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jokulmorder", tapped=True)
    s.add_card(Zone.HAND, "A", played)
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", played)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_tapped("Jokulmorder", tapped)


def test_720_3_custodi_lich_whenever_you_become_the_monarch(real_db: CardDatabase) -> None:
    """Custodi Lich: "When ~ enters the battlefield, you become the monarch. Whenever you become
    the monarch, target player sacrifices a creature." A becomes the monarch: B (the target)
    sacrifices Grizzly Bears; A, the monarch, draws a card at the end step (720.2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.HAND, "A", "Custodi Lich")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Custodi Lich")
    s.add_target("A", "B")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Custodi Lich", 1)
    s.assert_hand_count("A", 1)


@pytest.mark.parametrize(("combat", "giants"), [(True, 0), (False, 1)])
def test_510_2_swarmborn_giant_when_youre_dealt_combat_damage(real_db: CardDatabase,
                                                             combat: bool, giants: int) -> None:
    """Swarmborn Giant (A's): "When you're dealt combat damage, sacrifice ~." B's Grizzly Bears
    attacks A unblocked in turn 2: A sacrifices it. B's Lightning Bolt to A instead (not combat
    damage): it stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swarmborn Giant")
    if combat:
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.attack(2, "B", "Grizzly Bears")
    else:
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
        s.add_card(Zone.HAND, "B", "Lightning Bolt")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18 if combat else 17)
    s.assert_permanent_count("A", "Swarmborn Giant", giants)


def test_510_2_122_1b_risona_indestructible_counter(real_db: CardDatabase) -> None:
    """Risona, Asari Commander (3/3, haste): "Whenever ~ deals combat damage to a player, if it
    doesn't have an indestructible counter on it, put an indestructible counter on it.
    Whenever combat damage is dealt to you, remove an indestructible counter from ~." It hits
    B in turn 1: a counter."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Risona, Asari Commander")
    s.attack(1, "A", "Risona, Asari Commander")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_counter_count("A", "Risona, Asari Commander", "indestructible", 1)


def test_510_2_risona_one_event_for_the_combat_damage_step(real_db: CardDatabase) -> None:
    """Two counters on Risona; B's two Grizzly Bears hit A in turn 2: the combat damage is
    dealt at once, one event (510.2): one counter removed, one left."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Risona, Asari Commander",
               counters={"indestructible": 2})
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.attack(2, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 16)
    s.assert_counter_count("A", "Risona, Asari Commander", "indestructible", 1)


def test_603_4_risona_no_second_counter(real_db: CardDatabase) -> None:
    """With an indestructible counter already on it, Risona's first ability doesn't trigger
    (603.4): still one counter after it hits B."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Risona, Asari Commander",
               counters={"indestructible": 1})
    s.attack(1, "A", "Risona, Asari Commander")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_counter_count("A", "Risona, Asari Commander", "indestructible", 1)


def test_702_112b_valeron_wardens_creature_becomes_renowned(real_db: CardDatabase) -> None:
    """Valeron Wardens (1/3, renown 2): "Whenever a creature you control becomes renowned, draw
    a card." It hits B in turn 1: renowned, 3/5, A draws a card. It hits again in turn 3: it
    is renowned already (702.112a: renown does nothing), no card: A's hand holds that one and
    turn 3's draw."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Valeron Wardens")
    s.attack(1, "A", "Valeron Wardens")
    s.attack(3, "A", "Valeron Wardens")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_hand_count("A", 1))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Valeron Wardens", 3, 5)
    s.assert_hand_count("A", 2)
    s.assert_life("B", 16)


def test_702_112b_relic_seeker_when_it_becomes_renowned(real_db: CardDatabase) -> None:
    """Relic Seeker (2/2, renown 1): "When ~ becomes renowned, you may search your library for
    an Equipment card, reveal it, put it into your hand, then shuffle." It hits B: Bonesplitter
    from A's library to A's hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Relic Seeker")
    s.add_card(Zone.LIBRARY, "A", "Bonesplitter")
    s.attack(1, "A", "Relic Seeker")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Bonesplitter")
    s.assert_power_toughness("A", "Relic Seeker", 3, 3)


def test_603_2_powerstone_minefield_a_creature_attacks_or_blocks(real_db: CardDatabase) -> None:
    """Powerstone Minefield (A's): "Whenever a creature attacks or blocks, ~ deals 2 damage to
    it." B's Hill Giant attacks (2 damage, it survives); A's Grizzly Bears blocks it (2
    damage: it dies before combat damage). The Giant stays blocked (509.1h): A takes none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Powerstone Minefield")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Hill Giant")
    s.block(2, "A", "Grizzly Bears", "Hill Giant")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_damage("Hill Giant", 2)
    s.assert_life("A", 20)


def test_406_3_soulherder_a_creature_exiled_from_the_battlefield(real_db: CardDatabase) -> None:
    """Soulherder (1/1): "Whenever a creature is exiled from the battlefield, put a +1/+1
    counter on ~. At the beginning of your end step, you may exile another target creature you
    control, then return that card to the battlefield under its owner's control." Swords to
    Plowshares exiles B's Grizzly Bears (a counter); the end step exiles A's Hill Giant and
    returns it (a second counter): 3/3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Soulherder")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Swords to Plowshares")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Swords to Plowshares", targets=["Grizzly Bears"])
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_power_toughness("A", "Soulherder", 2, 2))
    s.add_target("A", "Hill Giant")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_power_toughness("A", "Soulherder", 3, 3)


def test_701_5a_baral_a_spell_you_control_counters_a_spell(real_db: CardDatabase) -> None:
    """Baral, Chief of Compliance: "Instant and sorcery spells you cast cost {1} less to cast.
    Whenever a spell or ability you control counters a spell, you may draw a card. If you do,
    discard a card." A counters B's Lightning Bolt with Counterspell ({U}{U}: no generic mana
    to reduce, 601.2f): A draws a card and discards one (a Wastes): A's graveyard holds the
    two, A's hand is empty, A at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Baral, Chief of Compliance")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Counterspell")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Counterspell", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)
    s.assert_graveyard_count("A", "Counterspell", 1)
    s.assert_graveyard_count("A", "Wastes", 1)
    s.assert_hand_count("A", 0)


def test_701_5a_baral_an_opponents_counter_doesnt_trigger(real_db: CardDatabase) -> None:
    """B counters A's Lightning Bolt: Baral's ability (a spell A controls counters a spell)
    doesn't trigger: A's hand and graveyard hold no Wastes."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Baral, Chief of Compliance")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Counterspell")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Counterspell", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Wastes", 0)
    s.assert_hand_count("A", 0)


@pytest.mark.parametrize("scars", [1, 2])
def test_122_6_flourishing_defenses_each_minus_counter(real_db: CardDatabase,
                                                       scars: int) -> None:
    """Flourishing Defenses: "Whenever a -1/-1 counter is put on a creature, you may create a
    1/1 green Elf Warrior creature token." Each Scar puts one on B's Hill Giant: one Elf
    Warrior each."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Flourishing Defenses")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", scars)
    s.add_card(Zone.HAND, "A", "Scar", scars)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    for _ in range(scars):
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Scar", targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("B", "Hill Giant", "-1/-1", scars)
    s.assert_permanent_count("A", "Elf Warrior Token", scars)


def test_122_8_protean_hydra_each_counter_removed(real_db: CardDatabase) -> None:
    """Protean Hydra (X=3: three +1/+1 counters): "If damage would be dealt to ~, prevent that
    damage and remove that many +1/+1 counters from it. Whenever a +1/+1 counter is removed
    from ~, put two +1/+1 counters on it at the beginning of the next end step." Lightning Bolt
    removes three (0/0 left, it would die: 704.5f), so with four: 1/1; at the end step three
    triggers put two each: 7/7."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Protean Hydra", counters={"+1/+1": 4})
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Protean Hydra"])
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_power_toughness("A", "Protean Hydra", 1, 1))
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_power_toughness("A", "Protean Hydra", 7, 7)


def test_603_4_702_147_jadar_no_creatures_with_decayed(real_db: CardDatabase) -> None:
    """Jadar, Ghoulcaller of Nephalia: "At the beginning of your end step, if you control no
    creatures with decayed, create a 2/2 black Zombie creature token with decayed." Turn 1's
    end step: a Zombie. Turn 3's: that Zombie (decayed) is still there: no second one."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jadar, Ghoulcaller of Nephalia")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_permanent_count("A", "Zombie Token", 1))
    s.stop_at(4, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Zombie Token", 1)


@pytest.mark.parametrize(("other", "life"), [("Savannah Lions", 22), ("Grizzly Bears", 20)])
def test_105_2_zealots_en_dal_all_nonland_permanents_white(real_db: CardDatabase, other: str,
                                                           life: int) -> None:
    """Zealots en-Dal: "At the beginning of your upkeep, if all nonland permanents you control
    are white, you gain 1 life." With Savannah Lions (white) and a Forest (a land): 1 life in
    each of A's upkeeps (turns 1 and 3), 22; with Grizzly Bears (green): 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Zealots en-Dal")
    s.add_card(Zone.BATTLEFIELD, "A", other)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_life("A", life)


@pytest.mark.parametrize(("cast", "playable"), [(True, False), (False, True)])
def test_302_6_rocket_launcher_controlled_since_your_most_recent_turn(
        real_db: CardDatabase, cast: bool, playable: bool) -> None:
    """Rocket Launcher: "{2}: ~ deals 1 damage to any target. ... Activate only if you've
    controlled ~ continuously since the beginning of your most recent turn." Cast this turn:
    it can't be activated; there since the game began (302.6): it can."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 6)
    s.add_card(Zone.HAND if cast else Zone.BATTLEFIELD, "A", "Rocket Launcher")
    if cast:
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rocket Launcher")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_playable("A", "{2}:", playable))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Rocket Launcher", 1)


def test_701_5a_summoning_trap_creature_spell_countered_by_opponent(
        real_db: CardDatabase) -> None:
    """Summoning Trap: "If a creature spell you cast this turn was countered by a spell or
    ability an opponent controlled, you may pay {0} rather than pay this spell's mana cost."
    Before B counters A's Grizzly Bears, A (with two Forests) can't cast it; after, A casts
    it for {0} with no land untapped and puts Hill Giant onto the battlefield."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Summoning Trap")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Counterspell")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Summoning Trap", False))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Counterspell", targets=["Grizzly Bears"],
                 responding_to="Grizzly Bears")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_playable("A", "Summoning Trap", True))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Summoning Trap")
    s.set_choice("A", "yes")
    s.set_choice("A", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Hill Giant", 1)


@pytest.mark.parametrize(("bears", "hand"), [(True, 2), (False, 1)])
def test_ephara_another_creature_entered_last_turn(real_db: CardDatabase, bears: bool,
                                                   hand: int) -> None:
    """Ephara, God of the Polis: "At the beginning of each upkeep, if you had another creature
    enter the battlefield under your control last turn, draw a card." Grizzly Bears cast in
    turn 1: A draws in B's upkeep (turn 2; turn 2's draw is B's): A holds that card and
    turn 3's draw. No creature: only turn 3's draw (turn 2's upkeep looks at turn 1, turn 3's
    at turn 2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ephara, God of the Polis")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    if bears:
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", hand + (0 if bears else 1))


@pytest.mark.parametrize(("counter", "pt"), [(True, (3, 3)), (False, (2, 2))])
def test_122_6_fairgrounds_trumpeter_counter_put_this_turn(real_db: CardDatabase,
                                                           counter: bool,
                                                           pt: tuple[int, int]) -> None:
    """Fairgrounds Trumpeter (2/2): "At the beginning of each end step, if a +1/+1 counter was
    put on a permanent under your control this turn, put a +1/+1 counter on ~." Travel
    Preparations' counters on A's Grizzly Bears: a counter on the Trumpeter at the end step
    (3/3); none without."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fairgrounds Trumpeter")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Travel Preparations")
    if counter:
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Travel Preparations",
                     targets=["Grizzly Bears"])
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_power_toughness("A", "Fairgrounds Trumpeter", *pt)


@pytest.mark.parametrize(("others", "survivors"), [(5, 0), (4, 4)])
def test_603_4_deathbringer_regent_five_or_more_other_creatures(
        real_db: CardDatabase, others: int, survivors: int) -> None:
    """Deathbringer Regent: "When ~ enters the battlefield, if you cast it from your hand and
    there are five or more other creatures on the battlefield, destroy all other creatures."
    Five Grizzly Bears (B's): all destroyed; four: the ability doesn't trigger (603.4)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 7)
    s.add_card(Zone.HAND, "A", "Deathbringer Regent")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", others)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Deathbringer Regent")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", survivors)
    s.assert_permanent_count("A", "Deathbringer Regent", 1)


@pytest.mark.parametrize(("target", "saprolings"), [("Bramble Elemental", 2),
                                                    ("Grizzly Bears", 0)])
def test_303_4_bramble_elemental_an_aura_becomes_attached(real_db: CardDatabase, target: str,
                                                          saprolings: int) -> None:
    """Bramble Elemental: "Whenever an Aura becomes attached to ~, create two 1/1 green
    Saproling creature tokens." Holy Strength cast on it: two Saprolings; on A's Grizzly Bears
    instead: none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bramble Elemental")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Holy Strength")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Holy Strength", targets=[target])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_attached("Holy Strength", target)
    s.assert_permanent_count("A", "Saproling Token", saprolings)


def test_508_3e_jolene_a_player_attacks_one_or_more_of_your_opponents(
        real_db: CardDatabase) -> None:
    """Jolene, the Plunder Queen (A's): "Whenever a player attacks one or more of your
    opponents, that attacking player creates a Treasure token. If you would create one or
    more Treasure tokens, instead create those tokens plus an additional Treasure token." A
    attacks B with Jolene in turn 1: A creates one Treasure, plus one (614.1a): two. B attacks
    A in turn 2 (A is no opponent of A's): B creates none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jolene, the Plunder Queen")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Jolene, the Plunder Queen")
    s.attack(2, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Treasure Token", 2)
    s.assert_permanent_count("B", "Treasure Token", 0)
    s.assert_life("B", 18)
    s.assert_life("A", 18)


def test_508_3e_jolene_another_player_attacking_creates_the_treasure(
        real_db: CardDatabase) -> None:
    """Three players: B attacks C (an opponent of A's) in turn 2: B, the attacking player,
    creates one Treasure (Jolene's replacement is A's: no additional one); A none."""
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jolene, the Plunder Queen")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears", "C")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("C", 18)
    s.assert_permanent_count("B", "Treasure Token", 1)
    s.assert_permanent_count("A", "Treasure Token", 0)


def test_122_1_skyboon_evangelist_a_creature_with_a_counter_attacks(
        real_db: CardDatabase) -> None:
    """Skyboon Evangelist: "Whenever a creature with a counter on it attacks one of your
    opponents, that creature gains flying until end of turn." A's Grizzly Bears (a +1/+1
    counter) and Hill Giant (none) attack B: only the Bears gains flying."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Skyboon Evangelist")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_abilities("A", "Grizzly Bears", ["flying"])
    s.assert_abilities("A", "Hill Giant", ["flying"], present=False)
    s.assert_life("B", 14)


@pytest.mark.parametrize(("spell", "hand", "life"), [("Ambush Viper", 1, 19),
                                                     ("Grizzly Bears", 0, 20)])
def test_702_8a_slitherwisp_another_spell_that_has_flash(real_db: CardDatabase, spell: str,
                                                         hand: int, life: int) -> None:
    """Slitherwisp: "Whenever you cast another spell that has flash, you draw a card and each
    opponent loses 1 life." Ambush Viper (flash): a card, B at 19; Grizzly Bears: nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Slitherwisp")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", spell)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", spell, 1)
    s.assert_hand_count("A", hand)
    s.assert_life("B", life)


@pytest.mark.parametrize(("step", "returned"), [(Step.PRECOMBAT_MAIN, 1),
                                                (Step.BEGIN_COMBAT, 0)])
def test_505_1_dovins_acuity_instant_during_your_main_phase(real_db: CardDatabase, step: Step,
                                                            returned: int) -> None:
    """Dovin's Acuity: "Whenever you cast an instant spell during your main phase, you may
    return ~ to its owner's hand." Lightning Bolt cast in A's precombat main phase: it
    returns; cast in the beginning of combat step: it stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dovin's Acuity")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, step, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_hand_count("A", returned, "Dovin's Acuity")
    s.assert_permanent_count("A", "Dovin's Acuity", 1 - returned)
