"""Counters moved in a number the player chooses, or from each of a group of permanents (122.5,
608.2d: rules/counter_moves.py), played with real cards from the shared MTGJSON file (skipped
when it is absent). Exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def test_122_5_scrounging_bandar_moves_the_number_chosen(real_db: CardDatabase) -> None:
    """Scrounging Bandar with two +1/+1 counters: "At the beginning of your upkeep, you may move
    any number of +1/+1 counters from ~ onto another target creature." In A's upkeep A
    moves one (608.2d: "1") onto Grizzly Bears: the Bandar is 1/1, the Bears 3/3."""
    _compiled(real_db, "Scrounging Bandar")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Scrounging Bandar", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_target("A", "Grizzly Bears")
    s.set_choice("A", "yes")
    s.set_choice("A", "1")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_counter_count("A", "Scrounging Bandar", "+1/+1", 1)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_power_toughness("A", "Scrounging Bandar", 1, 1)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)


def test_122_5_scrounging_bandar_moves_both_and_dies(real_db: CardDatabase) -> None:
    """The same, A moving both counters ("2"): the Bears are 4/4 and the Bandar, 0/0, is put
    into its owner's graveyard (704.5f)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Scrounging Bandar", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_target("A", "Grizzly Bears")
    s.set_choice("A", "yes")
    s.set_choice("A", "2")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_graveyard_count("A", "Scrounging Bandar", 1)


def test_122_5_aetherborn_marauder_takes_counters_from_each_permanent(
        real_db: CardDatabase) -> None:
    """Aetherborn Marauder (2/2): "When ~ enters the battlefield, move any number of +1/+1
    counters from other permanents you control onto ~." A's Grizzly Bears have two +1/+1
    counters and Hill Giant one; B's Grizzly Bears two. A moves one from the Bears ("1") and
    the Giant's one ("1"): the Marauder is 4/4, A's Bears 3/3, the Giant 3/3; B's Bears keep
    both (another player's permanent)."""
    _compiled(real_db, "Aetherborn Marauder")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Aetherborn Marauder")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", counters={"+1/+1": 2})
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aetherborn Marauder")
    s.set_choice("A", "1")
    s.set_choice("A", "1")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Aetherborn Marauder", 4, 4)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_power_toughness("A", "Hill Giant", 3, 3)
    s.assert_power_toughness("B", "Grizzly Bears", 4, 4)


def test_122_5_spike_cannibal_takes_every_plus_counter(real_db: CardDatabase) -> None:
    """Spike Cannibal enters with a +1/+1 counter; "When ~ enters the battlefield, move all
    +1/+1 counters from all creatures onto it." A's Grizzly Bears (one counter) and B's Hill
    Giant (two counters, and a flying counter that stays): the Cannibal is 4/4, the Bears 2/2,
    the Giant 3/3 with flying."""
    _compiled(real_db, "Spike Cannibal")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Spike Cannibal")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", counters={"+1/+1": 2, "flying": 1})
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Spike Cannibal")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Spike Cannibal", "+1/+1", 4)
    s.assert_power_toughness("A", "Spike Cannibal", 4, 4)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)
    s.assert_counter_count("B", "Hill Giant", "flying", 1)


# ------------------------------------------------ 701.34a, 122.6: counters on what was manifested


def test_701_34a_fierce_invocation_puts_two_counters_on_the_manifest(
        real_db: CardDatabase) -> None:
    """Fierce Invocation: "Manifest the top card of your library, then put two +1/+1 counters
    on it." The manifested Grizzly Bears is a nameless 4/4 with two +1/+1 counters; turned face
    up on turn 3 ({1}{G}) it is a 4/4 Grizzly Bears (the counters stay, 708.8)."""
    _compiled(real_db, "Fierce Invocation", "Formless Nurturing", "Wildcall")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Fierce Invocation")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fierce Invocation")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_power_toughness("A", "", 4, 4))
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{1}{G}: Turn this face-down permanent face up.")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 2)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)


def test_701_34a_wildcall_puts_x_counters_on_the_manifest(real_db: CardDatabase) -> None:
    """Wildcall ({X}{G}{G}) with X=3: the manifested card (a Lightning Bolt) is a 5/5."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Wildcall")
    s.add_card(Zone.LIBRARY, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wildcall", x=3)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "", 5, 5)
    s.assert_counter_count("A", "", "+1/+1", 3)


# ------------------------------- 122.8, 608.2c: "remove those counters" after counting them


def test_122_8_treasure_map_transforms_on_the_third_landmark(real_db: CardDatabase) -> None:
    """Treasure Map with two landmark counters: "{1}, {T}: Scry 1. Put a landmark counter on ~.
    Then if there are three or more landmark counters on it, remove those counters, transform
    ~, and create three Treasure tokens." The third counter: the counters are removed, the Map
    is Treasure Cove, and A has three Treasures (the condition is judged once for the three
    instructions, 608.2c)."""
    _compiled(real_db, "Treasure Map // Treasure Cove")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Treasure Map // Treasure Cove", counters={"landmark": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, {T}: Scry 1")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Treasure Cove", 1)
    s.assert_permanent_count("A", "Treasure Map", 0)
    s.assert_counter_count("A", "Treasure Cove", "landmark", 0)
    s.assert_permanent_count("A", "Treasure Token", 3)


def test_122_8_treasure_map_first_landmarks_only_count(real_db: CardDatabase) -> None:
    """Activated on turns 1 and 3 from no counters: two landmark counters, still a Map, no
    Treasure."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Treasure Map // Treasure Cove")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, {T}: Scry 1")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{1}, {T}: Scry 1")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Treasure Map", "landmark", 2)
    s.assert_permanent_count("A", "Treasure Token", 0)


def test_122_8_ludevics_test_subject_hatches(real_db: CardDatabase) -> None:
    """Ludevic's Test Subject with four hatchling counters: "{1}{U}: Put a hatchling counter
    on ~. Then if there are five or more hatchling counters on it, remove all of them and
    transform it." It becomes Ludevic's Abomination, a 13/13 with no counters."""
    _compiled(real_db, "Ludevic's Test Subject // Ludevic's Abomination")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ludevic's Test Subject // Ludevic's Abomination",
               counters={"hatchling": 4})
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{U}:")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Ludevic's Abomination", 13, 13)
    s.assert_counter_count("A", "Ludevic's Abomination", "hatchling", 0)


# ------------------------------ 611.2b, 122.1: "for as long as it has a <kind> counter on it"


def test_611_2b_aquitects_will_makes_an_island_while_flooded(real_db: CardDatabase) -> None:
    """Aquitect's Will: "Put a flood counter on target land. That land is an Island in addition
    to its other types for as long as it has a flood counter on it. If you control a Merfolk,
    draw a card." On B's Mountain, A controlling Lord of Atlantis: the Mountain is also an
    Island (305.7: and taps for {U}, 305.6), and A draws a card (hand 1 after casting)."""
    _compiled(real_db, "Aquitect's Will")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Lord of Atlantis")
    s.add_card(Zone.HAND, "A", "Aquitect's Will")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aquitect's Will", targets=["Mountain"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    from mtg_engine.game import Game
    from mtg_engine.rules.layers import characteristics

    st = s.game.state  # the duration is saved and read back exactly
    again = Game.from_json(s.game.to_json(), st.db).state
    mountain = next(o for o in again.battlefield if again.objects[o].card.name == "Mountain")
    assert "Island" in characteristics(again, mountain).subtypes
    s.assert_counter_count("B", "Mountain", "flood", 1)
    s.assert_subtype("Mountain", "Island")
    s.assert_subtype("Mountain", "Mountain")
    s.assert_hand_count("A", 1)


def test_611_2b_aquitects_will_ends_when_the_counter_goes(real_db: CardDatabase) -> None:
    """The same, then A sacrifices Vampire Hexmage ("Remove all counters from target
    permanent") on the Mountain: with no flood counter it is no longer an Island (611.2b), and
    without a Merfolk A drew nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Vampire Hexmage")
    s.add_card(Zone.HAND, "A", "Aquitect's Will")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aquitect's Will", targets=["Mountain"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_subtype("Mountain", "Island"))
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Sacrifice", targets=["Mountain"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("B", "Mountain", "flood", 0)
    s.assert_subtype("Mountain", "Island", present=False)
    s.assert_hand_count("A", 0)


def test_122_1_aku_djinn_feeds_each_opponents_creatures(real_db: CardDatabase) -> None:
    """Aku Djinn: "At the beginning of your upkeep, put a +1/+1 counter on each creature each
    opponent controls." In A's upkeep B's Grizzly Bears and Hill Giant get one each (3/3,
    4/4); A's Llanowar Elves and the Djinn get none."""
    _compiled(real_db, "Aku Djinn")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Aku Djinn")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_power_toughness("B", "Grizzly Bears", 3, 3)
    s.assert_power_toughness("B", "Hill Giant", 4, 4)
    s.assert_power_toughness("A", "Llanowar Elves", 1, 1)
    s.assert_counter_count("A", "Aku Djinn", "+1/+1", 0)


def test_701_28_westvale_abbey_transforms_then_untaps(real_db: CardDatabase) -> None:
    """Westvale Abbey: "{5}, {T}, Sacrifice five creatures: Transform ~, then untap it."
    ("transform ~" read by the grammar, 701.28): A sacrifices five Grizzly Bears; Ormendahl,
    Profane Prince (9/7, flying, lifelink, haste) is untapped and attacks: B is at 11, A at
    29."""
    _compiled(real_db, "Westvale Abbey // Ormendahl, Profane Prince")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Westvale Abbey // Ormendahl, Profane Prince")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 5)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{5}, {T}, Sacrifice five creatures")
    s.attack(1, "A", "Ormendahl, Profane Prince")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 5)
    s.assert_power_toughness("A", "Ormendahl, Profane Prince", 9, 7)
    s.assert_life("B", 11)
    s.assert_life("A", 29)


def test_700_9_chishiro_grows_each_modified_creature(real_db: CardDatabase) -> None:
    """Chishiro, the Shattered Blade: "At the beginning of your end step, put a +1/+1 counter
    on each modified creature you control." (700.9: with a counter on it, or equipped or
    enchanted by a permanent its controller controls). A's Grizzly Bears with a +1/+1 counter
    get a second (4/4); Hill Giant (unmodified) and Chishiro stay as they were."""
    _compiled(real_db, "Chishiro, the Shattered Blade")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chishiro, the Shattered Blade")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 2)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_power_toughness("A", "Hill Giant", 3, 3)
    s.assert_counter_count("A", "Chishiro, the Shattered Blade", "+1/+1", 0)


def test_122_1_fearless_fledgling_grows_and_flies(real_db: CardDatabase) -> None:
    """Fearless Fledgling (1/1): "Whenever a land enters the battlefield under your control,
    put a +1/+1 counter on ~. It gains flying until end of turn." ("It": ~, just named). A
    plays a Plains: the Fledgling is 2/2 with flying this turn; on B's turn it has the counter
    but no flying."""
    _compiled(real_db, "Fearless Fledgling")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fearless Fledgling")
    s.add_card(Zone.HAND, "A", "Plains")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Plains")
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_abilities("A", "Fearless Fledgling", ["flying"]))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Fearless Fledgling", 2, 2)
    s.assert_abilities("A", "Fearless Fledgling", ["flying"], present=False)


def test_608_2c_take_draws_that_many_cards(real_db: CardDatabase) -> None:
    """Take ({2}{U}): "Remove all +1/+1 counters from target creature you control. Draw that
    many cards." (608.2c: the counters removed this way). Grizzly Bears with three +1/+1
    counters: they are 2/2 again and A draws three cards."""
    _compiled(real_db, "Give // Take")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 3})
    s.add_card(Zone.HAND, "A", "Give // Take")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Take", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_hand_count("A", 3)


def test_702_26b_slip_out_the_back_phases_the_target_out(real_db: CardDatabase) -> None:
    """Slip Out the Back: "Put a +1/+1 counter on target creature. It phases out." A's
    Grizzly Bears get the counter and phase out ("It": the target): on B's turn A has no Bears
    on the battlefield; on A's next untap step they phase in, a 3/3 with the counter."""
    _compiled(real_db, "Slip Out the Back")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Slip Out the Back")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Slip Out the Back", targets=["Grizzly Bears"])
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_permanent_count("A", "Grizzly Bears", 0))
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)


def _ashling(real_db: CardDatabase, times: int) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ashling the Pilgrim")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2 * times)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    for _ in range(times):
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{R}:")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_608_2c_ashling_the_pilgrim_explodes_the_third_time(real_db: CardDatabase) -> None:
    """Ashling the Pilgrim (1/1): "{1}{R}: Put a +1/+1 counter on ~. If this is the third time
    this ability has resolved this turn, remove all +1/+1 counters from ~, and it deals that
    much damage to each creature and each player." The third resolution puts a third counter,
    removes the three (122.8) and deals 3 damage to each creature and each player (608.2c:
    the counters removed this way): Ashling (1/1 again) and Hill Giant die, Craw Wurm (6/4)
    survives with 3 damage; both players are at 17."""
    _compiled(real_db, "Ashling the Pilgrim")
    s = _ashling(real_db, 3)
    s.assert_graveyard_count("A", "Ashling the Pilgrim", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_damage("Craw Wurm", 3)
    s.assert_life("A", 17)
    s.assert_life("B", 17)


def test_608_2c_ashling_the_pilgrim_twice_only_grows(real_db: CardDatabase) -> None:
    """Twice in a turn: two counters (3/3), no damage."""
    s = _ashling(real_db, 2)
    s.assert_power_toughness("A", "Ashling the Pilgrim", 3, 3)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_life("B", 20)


def test_608_2d_hunted_nightmare_the_opponent_chooses(real_db: CardDatabase) -> None:
    """Hunted Nightmare: "When ~ enters the battlefield, target opponent puts a deathtouch
    counter on a creature they control." B chooses Hill Giant (608.2d: not a target): the Giant
    has deathtouch (122.1b), B's Grizzly Bears and A's creatures get nothing."""
    _compiled(real_db, "Hunted Nightmare")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Hunted Nightmare")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hunted Nightmare")
    s.add_target("A", "B")
    s.set_choice("B", "Hill Giant")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("B", "Hill Giant", "deathtouch", 1)
    s.assert_abilities("B", "Hill Giant", ["deathtouch"])
    s.assert_counter_count("B", "Grizzly Bears", "deathtouch", 0)
    s.assert_counter_count("A", "Hunted Nightmare", "deathtouch", 0)


def test_608_2d_shed_weakness_may_remove_the_counter(real_db: CardDatabase) -> None:
    """Shed Weakness: "Target creature gets +2/+2 until end of turn. You may remove a -1/-1
    counter from it." (608.2d: the last instruction optional; "it": the target) Grizzly Bears
    with a -1/-1 counter: A says "yes": 4/4 this turn, 2/2 on B's turn with no counter."""
    _compiled(real_db, "Shed Weakness", "Vedalken Anatomist")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"-1/-1": 1})
    s.add_card(Zone.HAND, "A", "Shed Weakness")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shed Weakness", targets=["Grizzly Bears"])
    s.set_choice("A", "yes")
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", 4, 4))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "-1/-1", 0)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_608_2d_shed_weakness_may_keep_the_counter(real_db: CardDatabase) -> None:
    """The same, A says "no": 3/3 this turn, 1/1 with the counter on B's turn."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"-1/-1": 1})
    s.add_card(Zone.HAND, "A", "Shed Weakness")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shed Weakness", targets=["Grizzly Bears"])
    s.set_choice("A", "no")
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", 3, 3))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "-1/-1", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 1, 1)


def test_702_16a_feat_of_resistance_counter_and_protection(real_db: CardDatabase) -> None:
    """Feat of Resistance: "Put a +1/+1 counter on target creature you control. It gains
    protection from the color of your choice until end of turn." ("It": the target.) On
    Grizzly Bears, A choosing red: the Bears are 3/3 with protection from red (702.16a)."""
    _compiled(real_db, "Feat of Resistance")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Feat of Resistance")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Feat of Resistance", targets=["Grizzly Bears"])
    s.set_choice("A", "Red")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_abilities("A", "Grizzly Bears", ["protection from red"])
