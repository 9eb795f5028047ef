"""Keyword counters (122.1b: an ability-adding effect in layer 6, 613.1f, with the counter's own
timestamp, 613.7c) and shield counters (122.1c: a replacement effect for destruction by an
effect and a prevention effect for damage), compiled from the Oracle text and played with exact
figures (rules/keyword_counters.py); token copies of ~, also once ~ has left the battlefield
(707.2, 608.2h: rules/token_copies.py)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.lower import lower_text
from mtg_engine.game import Game
from mtg_engine.testing import Scenario, Step, Zone


def test_122_1b_keyword_counter_kinds_are_read() -> None:
    assert lower_text("Put a first strike counter on target creature.", allow_x=False,
                      on_permanent=True) == (
        [{"put_counters": {"kind": "first strike", "what": "target", "count": 1}}],
        [{"kind": "creature"}])
    assert lower_text("Put a shield counter on ~.", allow_x=False, on_permanent=True) == (
        [{"put_counters": {"kind": "shield", "what": "self", "count": 1}}], [])


def test_122_1b_flying_counter_gives_flying_after_the_turn(real_db: CardDatabase) -> None:
    """Spontaneous Flight: +2/+2 until end of turn and a flying counter. On the next turn the
    Bears are 2/2 and still fly: B's Grizzly Bears can't block them (702.9b), B takes 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Spontaneous Flight")
    s.add_card(Zone.BATTLEFIELD, "B", "Centaur Courser")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Spontaneous Flight", targets=["Grizzly Bears"])
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_power_toughness(
        "A", "Grizzly Bears", 4, 4))
    s.attack(3, "A", "Grizzly Bears")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "flying", 1)
    s.assert_abilities("A", "Grizzly Bears", ["Flying"])
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_life("B", 18)


def test_613_7c_counter_put_after_loses_all_abilities_keeps_its_keyword(
        real_db: CardDatabase) -> None:
    """Frogify (enchanted creature loses all abilities, is a 1/1 Frog) first, then a flying
    counter: the counter's timestamp is later (613.7c), so it has flying; a later Turn to Frog
    (loses all abilities until end of turn) takes it away until the turn ends."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Frogify")
    s.add_card(Zone.HAND, "A", "Spontaneous Flight")
    s.add_card(Zone.HAND, "A", "Turn to Frog")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Frogify", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Spontaneous Flight", targets=["Grizzly Bears"])

    def flying_3_3(sc: Scenario) -> None:
        sc.assert_abilities("A", "Grizzly Bears", ["Flying"])
        sc.assert_power_toughness("A", "Grizzly Bears", 3, 3)  # 1/1 base (7b), +2/+2 (7c)

    s.check(1, Step.BEGIN_COMBAT, flying_3_3)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Turn to Frog", targets=["Grizzly Bears"])
    s.check(1, Step.END_TURN, lambda sc: sc.assert_abilities(
        "A", "Grizzly Bears", ["Flying"], present=False))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_abilities("A", "Grizzly Bears", ["Flying"])
    s.assert_power_toughness("A", "Grizzly Bears", 1, 1)
    g2 = Game.from_json(s.game.to_json(), s.game.state.db)  # the counter's timestamp is saved
    bears = next(o for o in g2.state.objects.values() if o.card.name == "Grizzly Bears")
    assert bears.counter_stamps == s.game.state.objects[bears.id].counter_stamps
    assert set(bears.counter_stamps) == {"flying"}


def test_613_7c_loses_all_abilities_after_the_counter_removes_its_keyword(
        real_db: CardDatabase) -> None:
    """A flying counter first, Frogify after: Frogify's later timestamp removes flying."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Frogify")
    s.add_card(Zone.HAND, "A", "Spontaneous Flight")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Spontaneous Flight", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Frogify", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "flying", 1)
    s.assert_abilities("A", "Grizzly Bears", ["Flying"], present=False)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)


def test_122_1c_shield_counter_prevents_damage_once(real_db: CardDatabase) -> None:
    """Boon of Safety puts a shield counter on Grizzly Bears: the first Shock's 2 damage is
    prevented and the counter removed; the second Shock kills it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Boon of Safety")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shock", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Boon of Safety", targets=["Grizzly Bears"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_counter_count(
        "A", "Grizzly Bears", "shield", 1))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=["Grizzly Bears"])

    def survived(sc: Scenario) -> None:
        sc.assert_permanent_count("A", "Grizzly Bears", 1)
        sc.assert_damage("Grizzly Bears", 0)
        sc.assert_counter_count("A", "Grizzly Bears", "shield", 0)

    s.check(1, Step.END_TURN, survived)
    s.cast_spell(1, Step.END_TURN, "B", "Shock", targets=["Grizzly Bears"])
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_122_1c_shield_counter_replaces_destruction_by_an_effect(real_db: CardDatabase) -> None:
    """Murder would destroy the shielded Bears: a shield counter is removed instead."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"shield": 2})
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_counter_count("A", "Grizzly Bears", "shield", 1)
    s.assert_graveyard_count("B", "Murder", 1)


def test_122_1c_shield_counter_does_not_stop_lethal_damage_sba(real_db: CardDatabase) -> None:
    """Centaur Courser (3/3) takes 2 from Shock, then gets a shield counter, then Disfigure
    makes it 1/1: the state-based action (704.5g) destroys it; that is not "the result of an
    effect" (122.1c), so the shield counter doesn't replace it (the counter stays until the
    creature is gone)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Centaur Courser")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Boon of Safety")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp")
    s.add_card(Zone.HAND, "B", "Shock")
    s.add_card(Zone.HAND, "B", "Disfigure")
    s.cast_spell(1, Step.UPKEEP, "B", "Shock", targets=["Centaur Courser"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Boon of Safety", targets=["Centaur Courser"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_damage("Centaur Courser", 2))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Disfigure", targets=["Centaur Courser"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Centaur Courser", 1)
    # (the destruction was not replaced: no shield counter was removed on the way)
    assert not [e for e in s.state.log if e[0] == "counters" and e[2] == "shield" and e[3] < 0]


# ------------------------------------------------------------------ token copies of ~ (707.2)


def test_707_2_pack_rat_makes_a_token_copy_of_itself(real_db: CardDatabase) -> None:
    """Pack Rat ({2}{B}, discard a card: create a token that's a copy of ~): the token is a
    Pack Rat too; each one's power and toughness are the number of Rats A controls (604.3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Pack Rat")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Island")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{B}, Discard a card", source="Pack Rat")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Pack Rat", 2)
    s.assert_power_toughness("A", "Pack Rat", 2, 2)
    s.assert_graveyard_count("A", "Island", 1)


def test_608_2h_copy_of_a_source_that_left_uses_its_last_known_values(
        real_db: CardDatabase) -> None:
    """B Shocks Pack Rat in response to its ability: the ability still makes a token copy of
    Pack Rat as it last existed (608.2h), a 1/1 (the only Rat)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Pack Rat")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{B}, Discard a card", source="Pack Rat")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Pack Rat"],
                 responding_to="Pack Rat")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Pack Rat", 1)
    s.assert_permanent_count("A", "Pack Rat", 1)
    s.assert_power_toughness("A", "Pack Rat", 1, 1)
    rat = next(o for o in s.state.objects.values()
               if o.card.name == "Pack Rat" and o.zone is Zone.BATTLEFIELD)
    assert rat.is_token


def test_608_2h_supplant_form_copies_the_creature_it_returned(real_db: CardDatabase) -> None:
    """Supplant Form returns B's Clone (a copy of Colossal Dreadmaw) to its owner's hand, then
    A creates a token copy of "that creature" as it last existed (608.2h): its copiable values
    are the Dreadmaw's (707.2), a 6/6 with trample."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Colossal Dreadmaw")
    s.add_card(Zone.HAND, "B", "Clone")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Supplant Form")
    s.set_choice("B", "Colossal Dreadmaw")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Clone")
    s.cast_spell(2, Step.END_TURN, "A", "Supplant Form", targets=["Colossal Dreadmaw#2"])
    s.stop_at(2, Step.CLEANUP)
    s.execute()
    s.assert_hand_count("B", 1, "Clone")
    s.assert_permanent_count("B", "Colossal Dreadmaw", 1)
    s.assert_permanent_count("A", "Colossal Dreadmaw", 1)
    s.assert_power_toughness("A", "Colossal Dreadmaw", 6, 6)
    s.assert_abilities("A", "Colossal Dreadmaw", ["Trample"])


# ------------------------------------------------------------------ counted phrases (608.2h)


def test_608_2h_instant_and_sorcery_cards_counts_both_types(real_db: CardDatabase) -> None:
    """Cyclops Electromancer: X is the number of instant and sorcery cards in A's graveyard:
    Shock (instant) and Divination (sorcery) count, Grizzly Bears doesn't: 2 damage to
    Hill Giant (3/3), which survives with 2 damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Cyclops Electromancer")
    s.add_card(Zone.GRAVEYARD, "A", "Shock")
    s.add_card(Zone.GRAVEYARD, "A", "Divination")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Lightning Bolt")  # (B's graveyard isn't counted)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cyclops Electromancer")
    s.add_target("A", "Hill Giant")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_damage("Hill Giant", 2)


def test_119_1_storm_herd_counts_your_life_total(real_db: CardDatabase) -> None:
    """Storm Herd at 7 life: X is A's life total as it resolves (608.2h): seven 1/1 Pegasus
    tokens with flying."""
    s = Scenario(cards=real_db)
    s.set_life("A", 7)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 10)
    s.add_card(Zone.HAND, "A", "Storm Herd")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Storm Herd")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Pegasus Token", 7)
    s.assert_abilities("A", "Pegasus Token", ["Flying"])


def test_119_1_life_total_amount_is_checked_and_saved_exactly() -> None:
    import pytest

    from mtg_engine.cards.amounts import amount_from_dict
    from mtg_engine.cards.dsl import CardFileError

    assert amount_from_dict({"life_total": "you", "half": "up"}).to_dict() == {
        "life_total": "you", "half": "up"}
    with pytest.raises(CardFileError, match=r"life_total is you \(your life total\), their"):
        CardDatabase.builtin().load_file(
            "bad.yaml", text="- name: Bad Gift\n  type: Instant\n  spell:\n"
                             "    effects: [{gain_life: {amount: {life_total: them}}}]\n")


def test_700_4_creatures_that_died_this_turn_only(real_db: CardDatabase) -> None:
    """Canopy Stalker: "When ~ dies, you gain 1 life for each creature that died this turn."
    Llanowar Elves died on turn 1; on turn 2 Grizzly Bears then Canopy Stalker die: A gains 2
    (itself counts: it died as the ability triggered), not 3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Canopy Stalker")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.add_card(Zone.HAND, "B", "Shock", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Llanowar Elves"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Grizzly Bears"])
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Canopy Stalker"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", None, 3)
    s.assert_life("A", 22)


def test_119_9_accomplished_alchemist_adds_the_life_gained_this_turn(
        real_db: CardDatabase) -> None:
    """A gains 5 with Chaplain's Blessing on turn 1 and 5 more on turn 3: on turn 3,
    Accomplished Alchemist ("Add X mana of any one color, where X is the amount of life you
    gained this turn") adds five, not ten."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Accomplished Alchemist")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Chaplain's Blessing", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Chaplain's Blessing")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Chaplain's Blessing")
    s.set_choice("A", "Blue")
    s.activate_ability(3, Step.POSTCOMBAT_MAIN, "A", "{T}: Add X mana")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("A", 30)
    assert [e[2] for e in s.state.log if e[0] == "mana" and e[1] == 0][-1] == "UUUUU"


# ------------------------------------------------------------------ 614.1c "for each"


def test_614_1c_enters_with_a_counter_for_each_other_creature(real_db: CardDatabase) -> None:
    """Squad Captain (2/2) enters with a +1/+1 counter for each other creature A controls,
    counted as it would enter: two Grizzly Bears (B's Hill Giant doesn't count): a 4/4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.HAND, "A", "Squad Captain")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Squad Captain")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Squad Captain", "+1/+1", 2)
    s.assert_power_toughness("A", "Squad Captain", 4, 4)


def test_614_1c_counters_for_each_creature_that_died_this_turn(real_db: CardDatabase) -> None:
    """Bloodcrazed Paladin (1/1, flash) after two creatures died this turn: a 3/3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Bloodcrazed Paladin")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shock", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Llanowar Elves"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Bloodcrazed Paladin")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Bloodcrazed Paladin", 3, 3)


def test_702_33d_a_token_for_each_time_it_was_kicked(real_db: CardDatabase) -> None:
    """Wolfbriar Elemental (multikicker {G}) cast with its multikicker paid twice: "create a
    2/2 green Wolf creature token for each time it was kicked" makes two Wolves."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    s.add_card(Zone.HAND, "A", "Wolfbriar Elemental")
    s.set_choice("A", "2")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wolfbriar Elemental")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Wolfbriar Elemental", 1)
    s.assert_permanent_count("A", "Wolf Token", 2)
    s.assert_power_toughness("A", "Wolf Token", 2, 2)


def test_604_3_cda_counts_instant_and_sorcery_cards(real_db: CardDatabase) -> None:
    """Enigma Drake (*/4): its power is the number of instant and sorcery cards in A's
    graveyard (a CDA, layer 7a): Shock and Divination, not Grizzly Bears: 2/4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Enigma Drake")
    s.add_card(Zone.GRAVEYARD, "A", "Shock")
    s.add_card(Zone.GRAVEYARD, "A", "Divination")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Lightning Bolt")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Enigma Drake", 2, 4)


def test_107_1a_lose_half_your_life_rounded_up(real_db: CardDatabase) -> None:
    """Cruel Bargain at 15 life: A draws four cards and loses half their life, rounded up
    (107.1a): 8, leaving 7."""
    s = Scenario(cards=real_db)
    s.set_life("A", 15)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Cruel Bargain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cruel Bargain")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 7)
    s.assert_hand_count("A", 4)


def test_119_1_that_player_loses_half_their_own_life(real_db: CardDatabase) -> None:
    """Havoc Festival: at the beginning of each player's upkeep, that player loses half their
    life, rounded up: A (20) loses 10 on turn 1, B (19) loses 10 on turn 2, A (10) loses 5 on
    turn 3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Havoc Festival")
    s.set_life("B", 19)
    s.check(2, Step.DRAW, lambda sc: (sc.assert_life("B", 9), sc.assert_life("A", 10)))
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_life("A", 5)
    s.assert_life("B", 9)
