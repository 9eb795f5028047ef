"""Spell, activated and loyalty effects compiled from real cards' Oracle text and played
(session 7, `effects`). Exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def test_702_14c_ivy_dancer_grants_forestwalk_until_end_of_turn(real_db: CardDatabase) -> None:
    """Ivy Dancer: "{T}: Target creature gains forestwalk until end of turn." B controls a
    Forest, so its Hill Giant can't block the Bears (702.14c); B takes 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ivy Dancer")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Target creature",
                       targets=["Grizzly Bears"])
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Hill Giant", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="Hill Giant can't block Grizzly Bears"):
        s.execute()
    s.assert_life("B", 18)
    s.assert_abilities("A", "Grizzly Bears", ["forestwalk"])


def test_702_14c_forestwalk_granted_ends_at_end_of_turn(real_db: CardDatabase) -> None:
    """The same on turn 1; on turn 3 the Bears have no forestwalk: the Giant blocks them and
    they die (514.2: the effect ended in the cleanup step)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ivy Dancer")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Target creature",
                       targets=["Grizzly Bears"])
    s.attack(3, "A", "Grizzly Bears")
    s.block(3, "B", "Hill Giant", "Grizzly Bears")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_life("B", 20)


def test_702_28b_dauthi_embrace_grants_shadow(real_db: CardDatabase) -> None:
    """Dauthi Embrace: "{B}{B}: Target creature gains shadow until end of turn." A creature
    with shadow can't be blocked by creatures without shadow (702.28b): B takes 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dauthi Embrace")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}{B}:", targets=["Grizzly Bears"])
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Hill Giant", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="Hill Giant can't block Grizzly Bears"):
        s.execute()
    s.assert_life("B", 18)


def test_602_2_any_player_may_activate_flailing_ogre(real_db: CardDatabase) -> None:
    """Flailing Ogre (3/3): "{1}: ~ gets -1/-1 until end of turn. Any player may activate
    this ability." B, who doesn't control it, activates it twice with B's own mana (602.2):
    the Ogre is 1/1 and both of B's lands are tapped; A's land is untouched."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Flailing Ogre")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "B", "{1}: Flailing Ogre gets -1/-1")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "B", "{1}: Flailing Ogre gets -1/-1")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_power_toughness("A", "Flailing Ogre", 1, 1))
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_tapped("Island#1")
    s.assert_tapped("Island#2")
    s.assert_tapped("Mountain", False)


def test_602_2_excavation_the_activating_player_sacrifices_and_draws(
        real_db: CardDatabase) -> None:
    """Excavation (A's): "{1}, Sacrifice a land: Draw a card. Any player may activate this
    ability." B activates it: B sacrifices one of B's lands and B draws (the ability's
    controller is the player who activated it, 602.2, 113.8)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Excavation")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "B", "{1}, Sacrifice a land")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Island", 1)
    s.assert_permanent_count("B", "Island", 1)
    s.assert_hand_count("B", 1)
    s.assert_hand_count("A", 0)


def test_602_2_only_its_controller_may_activate_an_ordinary_ability(
        real_db: CardDatabase) -> None:
    """Without "any player may activate", B can't activate A's Ivy Dancer (602.2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ivy Dancer")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "B", "{T}: Target creature",
                       targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_tapped("Ivy Dancer", False)


def test_701_31a_nessian_asp_monstrosity_once(real_db: CardDatabase) -> None:
    """Nessian Asp (4/5): "{6}{G}: Monstrosity 4." The first activation puts four +1/+1
    counters on it and it becomes monstrous (701.31a-b): 8/9. The second does nothing: it is
    already monstrous (still 8/9, 4 counters)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nessian Asp")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 14)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{6}{G}: Monstrosity")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{6}{G}: Monstrosity")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_counter_count("A", "Nessian Asp",
                                                                     "+1/+1", 4))
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Nessian Asp", 8, 9)
    s.assert_counter_count("A", "Nessian Asp", "+1/+1", 4)


def test_701_31_ember_swallower_becomes_monstrous_trigger(real_db: CardDatabase) -> None:
    """Ember Swallower (4/5): "{5}{R}{R}: Monstrosity 3. When ~ becomes monstrous, each player
    sacrifices three lands." It becomes 7/8; A (7 Mountains, all tapped to pay) keeps 4, B
    (4 Islands) keeps 1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ember Swallower")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 7)
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 4)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{5}{R}{R}: Monstrosity")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Ember Swallower", 7, 8)
    s.assert_permanent_count("A", "Mountain", 4)
    s.assert_permanent_count("B", "Island", 1)
    s.assert_graveyard_count("B", "Island", 3)


def test_701_31b_monstrous_is_kept_by_copy_and_json(real_db: CardDatabase) -> None:
    """The designation survives game.copy() and a JSON round trip exactly (701.31b)."""
    from mtg_engine.rules.monstrosity import is_monstrous

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nessian Asp")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 7)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{6}{G}: Monstrosity")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    g = s.game
    asp = next(o for o in g.state.battlefield if g.state.objects[o].card.name == "Nessian Asp")
    assert is_monstrous(g.state, asp)
    assert is_monstrous(g.copy().state, asp)
    assert is_monstrous(type(g).from_json(g.to_json(), real_db).state, asp)


def test_608_2m_flood_of_recollection_exiles_itself(real_db: CardDatabase) -> None:
    """Flood of Recollection: "Return target instant or sorcery card from your graveyard to
    your hand. Exile ~." The spell exiles itself as it resolves, so it isn't put into the
    graveyard (608.2m): A's graveyard is empty, Lightning Bolt in hand, Flood in exile."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Flood of Recollection")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Flood of Recollection",
                 targets=["Lightning Bolt"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Lightning Bolt")
    s.assert_graveyard_count("A", None, 0)
    s.assert_exile_count("Flood of Recollection", 1, "A")


def test_608_2m_beacon_of_destruction_shuffles_itself_into_the_library(
        real_db: CardDatabase) -> None:
    """Beacon of Destruction: "~ deals 5 damage to any target. Shuffle ~ into its owner's
    library." B goes to 15; A's library (emptied) holds the Beacon alone; no graveyard."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Beacon of Destruction")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Beacon of Destruction", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 15)
    s.assert_library_count("A", 1, "Beacon of Destruction")
    s.assert_graveyard_count("A", None, 0)


def test_500_7_beacon_of_tomorrows_target_player_takes_an_extra_turn(
        real_db: CardDatabase) -> None:
    """Beacon of Tomorrows: "Target player takes an extra turn after this one. Shuffle ~ into
    its owner's library." A targets A: turn 2 is A's again (500.7); the Beacon is in A's
    library (1 card there, the library emptied first, before A's draw of turn 2)."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 8)
    s.add_card(Zone.HAND, "A", "Beacon of Tomorrows")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Beacon of Tomorrows", targets=["A"])
    s.check(1, Step.END_TURN,
            lambda sc: sc.assert_library_count("A", 1, "Beacon of Tomorrows"))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_turn(2)
    assert s.state.active == 0


def _bolt_at(real_db: CardDatabase, target: str, answer: str) -> Scenario:
    """B casts Lightning Bolt at `target` on turn 2; A has Grizzly Bears, two Islands and
    `answer` in hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", answer)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=[target])
    s.stop_at(2, Step.BEGIN_COMBAT)
    return s


def test_115_9b_keep_safe_counters_a_spell_that_targets_your_permanent(
        real_db: CardDatabase) -> None:
    """Keep Safe: "Counter target spell that targets a permanent you control. Draw a card."
    The Bolt at A's Bears is countered (701.5a): the Bears live, A draws (hand 1), the Bolt
    is in B's graveyard."""
    s = _bolt_at(real_db, "Grizzly Bears", "Keep Safe")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Keep Safe", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)
    s.assert_hand_count("A", 1)


def test_115_9b_keep_safe_cant_target_a_spell_that_targets_a_player(
        real_db: CardDatabase) -> None:
    """The Bolt targets A, not a permanent: it isn't a legal target for Keep Safe (115.9b),
    which can't be cast; A takes 3."""
    s = _bolt_at(real_db, "A", "Keep Safe")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Keep Safe", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    with pytest.raises(ScenarioError, match="Keep Safe"):
        s.execute()
    s.assert_life("A", 17)


def test_115_9b_siren_stormtamer_counters_a_spell_that_targets_you(
        real_db: CardDatabase) -> None:
    """Siren Stormtamer: "{U}, Sacrifice ~: Counter target spell or ability that targets you
    or a creature you control." The Bolt at A is countered: A stays at 20; the Stormtamer is
    in A's graveyard."""
    s = _bolt_at(real_db, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Siren Stormtamer")
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "A", "{U}, Sacrifice",
                       targets=["Lightning Bolt"], responding_to="Lightning Bolt")
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("A", "Siren Stormtamer", 1)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


def test_701_5a_mirrorshell_crab_counters_an_activated_ability(real_db: CardDatabase) -> None:
    """Mirrorshell Crab: "{2}{U}, Discard ~: Counter target spell or ability unless its
    controller pays {3}." B's Prodigal Pyromancer pings A; A counters the ability from hand;
    B has no mana left to pay: A stays at 20, the Crab is in A's graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Mirrorshell Crab")
    s.add_card(Zone.BATTLEFIELD, "B", "Prodigal Pyromancer")
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{T}: Prodigal Pyromancer", targets=["A"])
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "A", "Channel",
                       targets=["Prodigal Pyromancer"],
                       responding_to="Prodigal Pyromancer")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("A", "Mirrorshell Crab", 1)


def test_106_1a_goblin_clearcutter_three_mana_in_a_combination(real_db: CardDatabase) -> None:
    """Goblin Clearcutter: "{T}, Sacrifice a Forest: Add three mana in any combination of {R}
    and/or {G}." It pays Living Twister's {R}{R}{G} alone (the Forest sacrificed): the Twister
    is on the battlefield, the Forest in the graveyard, the Clearcutter tapped. (One mana
    ability per result: the player activates the one they want, 605.3a; the automatic payer
    of cast_spell uses only "{T}: Add" abilities.)"""
    from mtg_engine.cards.oracle.mana_combinations import read_combination

    assert read_combination("Add three mana in any combination of {R} and/or {G}.") == [
        "{R}{R}{R}", "{R}{R}{G}", "{R}{G}{G}", "{G}{G}{G}"]
    assert len(read_combination("Add two mana of different colors.") or []) == 10
    assert len(read_combination("Add two mana in any combination of colors.") or []) == 15
    assert read_combination("Add five mana in any combination of colors.") is None  # 126
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Clearcutter")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Living Twister")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice a Forest: Add {R}{R}{G}")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Living Twister")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Living Twister", 1)
    s.assert_graveyard_count("A", "Forest", 1)
    s.assert_tapped("Goblin Clearcutter")


def test_106_1a_firemind_vessel_two_different_colors(real_db: CardDatabase) -> None:
    """Firemind Vessel: "{T}: Add two mana of different colors." It pays {U}{R} of
    Electrolyze with an Island for {1}: 1 damage to the Bears and 1 to B, A draws a card."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Firemind Vessel")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Electrolyze")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{T}: Add {U}{R}")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Electrolyze", targets=["Grizzly Bears", "B"])
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_damage("Grizzly Bears", 1)
    s.assert_life("B", 19)
    s.assert_tapped("Firemind Vessel")


def test_106_1a_firemind_vessel_cant_add_two_of_one_color(real_db: CardDatabase) -> None:
    """"Two mana of different colors": {U}{U} is no result of the ability (106.1a); the
    Vessel stays untapped."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Firemind Vessel")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{T}: Add {U}{U}")
    s.stop_at(3, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError, match="Add"):
        s.execute()
    s.assert_tapped("Firemind Vessel", False)


def test_110_2_endless_obedience_puts_an_opponents_creature_card_under_your_control(
        real_db: CardDatabase) -> None:
    """Endless Obedience: "Put target creature card from a graveyard onto the battlefield
    under your control." B's Hill Giant comes back under A's control (110.2); B still owns
    it (B's graveyard empty, A controls one Hill Giant)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Endless Obedience")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Endless Obedience", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("B", "Hill Giant", 0)
    s.assert_graveyard_count("B", "Hill Giant", 0)
    giant = next(o for o in s.state.battlefield if s.state.objects[o].card.name == "Hill Giant")
    assert s.state.objects[giant].owner == 1


def test_110_2_ashen_powder_only_from_an_opponents_graveyard(real_db: CardDatabase) -> None:
    """Ashen Powder: "... from an opponent's graveyard ...": A's own Grizzly Bears card is no
    legal target (the cast fails); B's Hill Giant is."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Ashen Powder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ashen Powder", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError, match="Ashen Powder"):
        s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_401_1_conjurers_bauble_puts_the_card_on_the_bottom(real_db: CardDatabase) -> None:
    """Conjurer's Bauble: "{T}, Sacrifice ~: Put up to one target card from your graveyard on
    the bottom of your library. Draw a card." A's library is one Island: the Bolt goes under
    it, so the card drawn is the Island and the Bolt is left in the library."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Conjurer's Bauble")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice", targets=["Lightning Bolt"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Island")
    s.assert_library_count("A", 1, "Lightning Bolt")
    s.assert_graveyard_count("A", "Conjurer's Bauble", 1)


def test_401_1_cogwork_archivist_any_graveyard_to_its_owners_library(
        real_db: CardDatabase) -> None:
    """Cogwork Archivist: "{2}, {T}: Put target card from a graveyard on the bottom of its
    owner's library." B's Bolt goes to B's library (emptied first): 1 card there."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("B")
    s.add_card(Zone.BATTLEFIELD, "A", "Cogwork Archivist")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.GRAVEYARD, "B", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}", targets=["Lightning Bolt"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_library_count("B", 1, "Lightning Bolt")
    s.assert_graveyard_count("B", "Lightning Bolt", 0)


def test_115_3_consume_strength_another_target_creature(real_db: CardDatabase) -> None:
    """Consume Strength: "Target creature gets +2/+2 until end of turn. Another target creature
    gets -2/-2 until end of turn." The Bears are 4/4, the Hill Giant 1/1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Consume Strength")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Consume Strength",
                 targets=["Grizzly Bears", "Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_power_toughness("B", "Hill Giant", 1, 1)


def test_115_3_another_target_cant_be_the_first_target(real_db: CardDatabase) -> None:
    """"Another target creature": the Hill Giant can't be both targets (115.3, 601.2c): the
    cast fails and the Giant stays 3/3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Consume Strength")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Consume Strength",
                 targets=["Hill Giant", "Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError, match="Consume Strength"):
        s.execute()
    s.assert_power_toughness("B", "Hill Giant", 3, 3)


def test_701_44a_callous_dismissal_amass_after_another_instruction(
        real_db: CardDatabase) -> None:
    """Callous Dismissal: "Return target nonland permanent to its owner's hand. Amass 1." The
    Bears go back to B's hand; A gets a 0/0 Zombie Army token with one +1/+1 counter."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Callous Dismissal")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Callous Dismissal", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_power_toughness("A", "Zombie Army Token", 1, 1)
    s.assert_counter_count("A", "Zombie Army Token", "+1/+1", 1)


def test_111_2_beast_within_its_controller_creates_the_token(real_db: CardDatabase) -> None:
    """Beast Within: "Destroy target permanent. Its controller creates a 3/3 green Beast
    creature token." B's Hill Giant dies; B (its controller as it last existed, 608.2h) gets
    the 3/3 Beast; A gets none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Beast Within")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Beast Within", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("B", "Beast Token", 1)
    s.assert_permanent_count("A", "Beast Token", 0)
    s.assert_power_toughness("B", "Beast Token", 3, 3)


def test_111_2_pongify_own_creature_gives_you_the_ape(real_db: CardDatabase) -> None:
    """Pongify on A's own Grizzly Bears: the Bears die (no regeneration), A gets the 3/3
    Ape; B gets nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Pongify")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pongify", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_power_toughness("A", "Ape Token", 3, 3)
    s.assert_permanent_count("B", "Ape Token", 0)


def test_115_1_churning_eddy_returns_both_targets(real_db: CardDatabase) -> None:
    """Churning Eddy: "Return target creature and target land to their owners' hands." (two
    targets of their own, one verb, 115.1): B's Bears and B's Forest go to B's hand."""
    from mtg_engine.cards.oracle.effects import Ctx, compile_effects

    ctx = Ctx(on_permanent=False)
    assert compile_effects(ctx, "Destroy target creature and target land.") == [
        {"destroy": {"what": "target"}}, {"destroy": {"what": "target:1"}}]
    assert ctx.targets == [{"kind": "creature"},
                           {"kind": "permanent", "filter": {"types": ["Land"]}}]
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "A", "Churning Eddy")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Churning Eddy", targets=["Grizzly Bears", "Forest"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("B", 2)
    s.assert_battlefield_count("B", 0)


def test_115_1_fumarole_destroys_a_creature_and_a_land(real_db: CardDatabase) -> None:
    """Fumarole: "As an additional cost to cast this spell, pay 3 life. Destroy target
    creature and target land." A pays 3 (17); B's Hill Giant and Mountain are destroyed."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "A", "Fumarole")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fumarole", targets=["Hill Giant", "Mountain@B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 17)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("B", "Mountain", 1)
