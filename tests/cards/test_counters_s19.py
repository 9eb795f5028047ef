"""Session 19 (counters, prevention, replacement): played with real cards from the shared MTGJSON
file (skipped when it is absent). Exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled

# ------------------------------- 303.4, 503.1: "that creature" of an enchanted creature's upkeep


def test_303_4_unstable_mutation_shrinks_each_upkeep_of_its_controller(
        real_db: CardDatabase) -> None:
    """Unstable Mutation on B's Grizzly Bears: "Enchanted creature gets +3/+3. At the beginning
    of the upkeep of enchanted creature's controller, put a -1/-1 counter on that creature."
    Cast by A on turn 1 the Bears are 5/5; in B's upkeep (turn 2) they get a -1/-1 counter
    (4/4); in A's upkeep (turn 3) nothing; in B's next upkeep (turn 4) a second one (3/3)."""
    assert_compiled(real_db, "Unstable Mutation", "Essence Flare")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Unstable Mutation")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Unstable Mutation", targets=("Grizzly Bears",))
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_power_toughness("B", "Grizzly Bears", 5, 5))
    s.check(2, Step.DRAW, lambda sc: sc.assert_power_toughness("B", "Grizzly Bears", 4, 4))
    s.check(3, Step.DRAW, lambda sc: sc.assert_counter_count("B", "Grizzly Bears", "-1/-1", 1))
    s.stop_at(4, Step.DRAW)
    s.execute()
    s.assert_counter_count("B", "Grizzly Bears", "-1/-1", 2)
    s.assert_power_toughness("B", "Grizzly Bears", 3, 3)


def test_303_4_essence_flare_on_own_creature(real_db: CardDatabase) -> None:
    """Essence Flare on A's own Hill Giant (3/3): "+2/+0", and a -0/-1 counter in each of A's
    upkeeps: cast on turn 1, the Giant is 5/2 after A's upkeep of turn 3 (one counter, none in
    B's upkeep of turn 2) and 5/1 after that of turn 5."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Essence Flare")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Essence Flare", targets=("Hill Giant",))
    s.check(3, Step.DRAW, lambda sc: sc.assert_power_toughness("A", "Hill Giant", 5, 2))
    s.stop_at(5, Step.DRAW)
    s.execute()
    s.assert_counter_count("A", "Hill Giant", "-0/-1", 2)
    s.assert_power_toughness("A", "Hill Giant", 5, 1)


def test_303_4_apathy_untaps_that_creature_after_a_random_discard(real_db: CardDatabase) -> None:
    """Apathy on B's tapped Grizzly Bears: they don't untap in B's untap step; in B's upkeep B
    may discard a card at random ("yes"), and if B does, "untap that creature": the Bears are
    untapped and B's one card in hand is in B's graveyard."""
    assert_compiled(real_db, "Apathy")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Apathy")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", tapped=True)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Apathy", targets=("Grizzly Bears",))
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_tapped("Grizzly Bears"))
    s.set_choice("B", "yes")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_tapped("Grizzly Bears", False)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


# ------------------------------------------ 615.1a, 608.2c: a prevention sentence after another


def test_615_1a_blessed_respite_shuffles_then_prevents_combat_damage(
        real_db: CardDatabase) -> None:
    """Blessed Respite: "Target player shuffles their graveyard into their library. Prevent
    all combat damage that would be dealt this turn." B casts it in A's combat targeting B
    (three cards in B's graveyard): B's library grows by three, its graveyard is empty, and
    A's unblocked Hill Giant deals B no damage (B stays at 20)."""
    assert_compiled(real_db, "Blessed Respite")
    s = Scenario(cards=real_db)
    s.remove_all_from_library("B")
    s.add_card(Zone.LIBRARY, "B", "Forest", 2)
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears", 3)
    s.add_card(Zone.HAND, "B", "Blessed Respite")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.attack(1, "A", "Hill Giant")
    s.cast_spell(1, Step.DECLARE_ATTACKERS, "B", "Blessed Respite", targets=("B",))
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Grizzly Bears", 0)
    s.assert_library_count("B", 5)


# ------------------------------------ 614.1c, 611.2a: creatures entering this turn get a counter


def test_614_1c_zameck_guildmage_counter_on_creatures_entering_this_turn(
        real_db: CardDatabase) -> None:
    """Zameck Guildmage: "{G}{U}: This turn, each creature you control enters the battlefield
    with an additional +1/+1 counter on it." Activated on turn 1, A's Grizzly Bears cast after
    it enter with a +1/+1 counter (3/3); B's Grizzly Bears cast in B's turn 2 and A's Runeclaw
    Bear cast on turn 3 (the effect ended with turn 1, 514.2) enter without one."""
    assert_compiled(real_db, "Zameck Guildmage", "Combine Guildmage")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Zameck Guildmage")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Runeclaw Bear")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{G}{U}:")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Runeclaw Bear")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_power_toughness("B", "Grizzly Bears", 2, 2)
    s.assert_power_toughness("A", "Runeclaw Bear", 2, 2)
    s.assert_counter_count("A", "Runeclaw Bear", "+1/+1", 0)


def test_614_1c_combine_guildmage_effect_does_not_touch_opponents_creatures(
        real_db: CardDatabase) -> None:
    """Combine Guildmage's same ability ({1}{G}, {T}) activated by A in B's turn 2: B's Grizzly
    Bears cast after it enter without a counter (A doesn't control them); A's Llanowar Elves
    cast on turn 3 enter without one either (the effect lasted for turn 2 only, 514.2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Combine Guildmage")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.activate_ability(2, Step.UPKEEP, "A", "{1}{G}, {T}:")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Llanowar Elves")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("B", "Grizzly Bears", 2, 2)
    s.assert_counter_count("B", "Grizzly Bears", "+1/+1", 0)
    s.assert_power_toughness("A", "Llanowar Elves", 1, 1)


# ---------------------------------- 614.12a, 201.2: "As ~ enters the battlefield, choose a name"


def test_614_12a_meddling_mage_names_a_spell_no_one_can_cast(real_db: CardDatabase) -> None:
    """Meddling Mage: "As ~ enters the battlefield, choose a nonland card name. Spells with
    the chosen name can't be cast." A names Lightning Bolt: on turn 2 B can't cast its
    Lightning Bolt (101.2) but can cast Shock (2 damage: A at 18)."""
    assert_compiled(real_db, "Meddling Mage", "Nevermore")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Meddling Mage")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Meddling Mage")
    s.set_choice("A", "Lightning Bolt")
    s.check(2, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_playable("B", "Lightning Bolt", playable=False))
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("B", "Shock"))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("A",))
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_hand_count("B", 1, "Lightning Bolt")


def test_614_12a_pithing_needle_stops_all_but_mana_abilities_anywhere(
        real_db: CardDatabase) -> None:
    """Pithing Needle: "As ~ enters the battlefield, choose a card name. Activated abilities of
    sources with the chosen name can't be activated unless they're mana abilities." Named
    Prodigal Pyromancer, B's Pyromancer can't ping ({T}: 1 damage); named by a second Needle,
    Llanowar Elves still tap for mana (605.1a); named by a third, Renewed Faith in B's hand
    can't be cycled (602.5: a source in any zone)."""
    assert_compiled(real_db, "Pithing Needle", "Phyrexian Revoker", "Voidstone Gargoyle")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Pithing Needle", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Prodigal Pyromancer")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Renewed Faith")
    for name in ("Prodigal Pyromancer", "Llanowar Elves", "Renewed Faith"):
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pithing Needle")
        s.set_choice("A", name)
    s.check(2, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_playable("B", "{T}: Prodigal Pyromancer deals", playable=False))
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("B", "{T}: Add {G}"))
    s.check(2, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_playable("B", "Cycling", playable=False))
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Pithing Needle", 3)


def test_614_12a_phyrexian_revoker_leaves_other_names_alone(real_db: CardDatabase) -> None:
    """Phyrexian Revoker names Prodigal Pyromancer: B's other Pyromancer-like source, Cunning
    Sparkmage ({T}: 1 damage to any target), still pings A (19); the Pyromancer can't."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Phyrexian Revoker")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Prodigal Pyromancer")
    s.add_card(Zone.BATTLEFIELD, "B", "Cunning Sparkmage")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Phyrexian Revoker")
    s.set_choice("A", "Prodigal Pyromancer")
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable(
        "B", "{T}: Prodigal Pyromancer deals", playable=False))
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{T}:", source="Cunning Sparkmage",
                       targets=("A",))
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 19)


def test_615_1a_gideons_intervention_prevents_damage_from_the_named_source(
        real_db: CardDatabase) -> None:
    """Gideon's Intervention names Lightning Bolt: "Your opponents can't cast spells with the
    chosen name. Prevent all damage that would be dealt to you and permanents you control by
    sources with the chosen name." B can't cast Lightning Bolt; B's Shock deals A 2 (18)."""
    assert_compiled(real_db, "Gideon's Intervention")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Gideon's Intervention")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gideon's Intervention")
    s.set_choice("A", "Lightning Bolt")
    s.check(2, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_playable("B", "Lightning Bolt", playable=False))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("A",))
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 18)


def test_615_1a_prismatic_ward_prevents_damage_from_the_chosen_color(
        real_db: CardDatabase) -> None:
    """Prismatic Ward on A's Hill Giant, red chosen: "Prevent all damage that would be dealt to
    enchanted creature by sources of the chosen color." B's Lightning Bolt deals it none (no
    damage marked, the Giant lives)."""
    assert_compiled(real_db, "Prismatic Ward")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Prismatic Ward")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Prismatic Ward", targets=("Hill Giant",))
    s.set_choice("A", "Red")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=("Hill Giant",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_damage("Hill Giant", 0)
    s.assert_permanent_count("A", "Hill Giant", 1)


def test_614_12a_umori_chosen_card_type_costs_less(real_db: CardDatabase) -> None:
    """Umori, the Collector: "As ~ enters the battlefield, choose a card type. Spells you cast
    of the chosen type cost {1} less to cast." (205.2a, 601.2f) A chooses creature: with one
    Forest left, A casts Grizzly Bears ({1}{G} for {G}); B's Grizzly Bears cost B the full
    {1}{G} (two Forests tapped, 601.2f: only spells A casts)."""
    assert_compiled(real_db, "Umori, the Collector")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Umori, the Collector")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Umori, the Collector")
    s.set_choice("A", "Creature")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_tapped("Forest@A")
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_tapped("Forest#2")


# ----------------------------------- 614.1a, 603.2: a spell cast from that player's graveyard


def test_614_1a_wrexial_casts_from_the_damaged_players_graveyard(real_db: CardDatabase) -> None:
    """Wrexial, the Risen Deep (5/8) deals B 5 combat damage: "you may cast target instant or
    sorcery card from that player's graveyard without paying its mana cost. If that spell would
    be put into a graveyard this turn, exile it instead." A casts B's Lightning Bolt at B
    (20 - 5 - 3 = 12); the Bolt is exiled, not put into B's graveyard. A's own Shock in A's
    graveyard was not a legal target (not that player's graveyard)."""
    assert_compiled(real_db, "Wrexial, the Risen Deep")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wrexial, the Risen Deep")
    s.add_card(Zone.GRAVEYARD, "B", "Lightning Bolt")
    s.add_card(Zone.GRAVEYARD, "A", "Shock")
    s.attack(1, "A", "Wrexial, the Risen Deep")
    s.add_target("A", "Lightning Bolt")
    s.set_choice("A", "yes")
    s.add_target("A", "B")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 12)
    s.assert_graveyard_count("B", "Lightning Bolt", 0)
    s.assert_exile_count("Lightning Bolt", 1, player="B")
    s.assert_graveyard_count("A", "Shock", 1)


def test_614_12a_silverquill_silencer_punishes_the_chosen_name(real_db: CardDatabase) -> None:
    """Silverquill Silencer names Shock: "Whenever an opponent casts a spell with the chosen
    name, they lose 3 life and you draw a card." B casts Shock at A (A 18) and Lightning Bolt
    at A (A 15): B loses 3 once (17), A draws one card (one in hand)."""
    assert_compiled(real_db, "Silverquill Silencer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Silverquill Silencer")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "B", "Shock")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Silverquill Silencer")
    s.set_choice("A", "Shock")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=("A",))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=("A",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 15)
    s.assert_life("B", 17)
    s.assert_hand_count("A", 1)


# ------------------------------------------------ 614.1a, 122.1: a draw replaced by counters


def test_614_1a_pursuit_of_knowledge_draw_becomes_a_study_counter(real_db: CardDatabase) -> None:
    """Pursuit of Knowledge with two study counters: "If you would draw a card, you may put a
    study counter on ~ instead." A applies it to its turn-3 draw ("yes", 614.1a): three study
    counters, no card drawn; then "Remove three study counters from ~, Sacrifice ~: Draw seven
    cards." draws seven (hand 7: the replacement is optional, and A declines it each time,
    "no")."""
    assert_compiled(real_db, "Pursuit of Knowledge")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Pursuit of Knowledge", counters={"study": 2})
    s.set_choice("A", "yes")
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_counter_count(
        "A", "Pursuit of Knowledge", "study", 3))
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_hand_count("A", 0))
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "Remove three study counters")
    for _ in range(7):
        s.set_choice("A", "no")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 7)
    s.assert_graveyard_count("A", "Pursuit of Knowledge", 1)


def test_614_1a_pursuit_of_knowledge_declined_draws(real_db: CardDatabase) -> None:
    """The same draw with the replacement declined ("no"): A draws (hand 1), the Pursuit keeps
    its two study counters."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Pursuit of Knowledge", counters={"study": 2})
    s.set_choice("A", "no")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_counter_count("A", "Pursuit of Knowledge", "study", 2)


# ----------------------------------------- 614.1a, 120.3: damage replaced by counters on ~


def test_614_1a_phytohydra_damage_becomes_plus_counters(real_db: CardDatabase) -> None:
    """Phytohydra (1/1): "If damage would be dealt to ~, put that many +1/+1 counters on it
    instead." B's Lightning Bolt: no damage marked, three +1/+1 counters (4/4)."""
    assert_compiled(real_db, "Phytohydra", "Lichenthrope", "Force Bubble")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Phytohydra")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=("Phytohydra",))
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_damage("Phytohydra", 0)
    s.assert_counter_count("A", "Phytohydra", "+1/+1", 3)
    s.assert_power_toughness("A", "Phytohydra", 4, 4)


def test_614_1a_lichenthrope_damage_becomes_minus_counters(real_db: CardDatabase) -> None:
    """Lichenthrope (5/5): B's Lightning Bolt puts three -1/-1 counters on it instead (2/2, no
    damage marked); in A's upkeep of turn 3 one is removed ("remove a -1/-1 counter": 3/3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lichenthrope")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=("Lichenthrope",))
    s.check(2, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_power_toughness("A", "Lichenthrope", 2, 2))
    s.check(2, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_damage("Lichenthrope", 0))
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_counter_count("A", "Lichenthrope", "-1/-1", 2)
    s.assert_power_toughness("A", "Lichenthrope", 3, 3)


def test_614_1a_force_bubble_damage_to_you_becomes_depletion_counters(
        real_db: CardDatabase) -> None:
    """Force Bubble: "If damage would be dealt to you, put that many depletion counters on ~
    instead. When there are four or more depletion counters on ~, sacrifice it." B's Shock at A:
    A stays at 20, two depletion counters; B's Lightning Bolt then: three more (five), the state
    trigger sacrifices it (603.8); A is still at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Force Bubble")
    s.add_card(Zone.HAND, "B", "Shock")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("A",))
    s.check(2, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_counter_count("A", "Force Bubble", "depletion", 2))
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=("A",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("A", "Force Bubble", 1)


# ------------------------------------------- 122.1, 608.2c: "A, B, and C" with poison counters


def test_122_1_caress_of_phyrexia_and_decimator_web(real_db: CardDatabase) -> None:
    """Caress of Phyrexia: "Target player draws three cards, loses 3 life, and gets three poison
    counters." at B (B: three cards in hand, 17 life, three poison counters); then A's Decimator
    Web ("Target opponent loses 2 life, gets a poison counter, then mills six cards."): B at 15,
    four poison counters, six cards milled."""
    assert_compiled(real_db, "Caress of Phyrexia", "Decimator Web")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Caress of Phyrexia")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 9)
    s.add_card(Zone.BATTLEFIELD, "A", "Decimator Web")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Caress of Phyrexia", targets=("B",))
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_hand_count("B", 3))
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_player_counters("B", "poison", 3))
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{4}, {T}:", targets=("B",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 15)
    s.assert_player_counters("B", "poison", 4)
    s.assert_graveyard_count("B", None, 6)
