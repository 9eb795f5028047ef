"""Conditions added in session 19: "This spell costs {N} less to cast if it targets a <permanent>"
(601.2c, 601.2f; rules/target_cost_condition.py). Scenario tests with exact figures, each with
a case where the condition doesn't hold."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


@pytest.mark.parametrize(("target", "swamps", "dead"), [
    ("Savannah Lions", 1, "Savannah Lions"),  # white: {3}{B} less {3} = {B}
    ("Grizzly Bears", 4, "Grizzly Bears"),  # green: the whole {3}{B}
])
def test_601_2f_whack_costs_less_if_it_targets_a_white_creature(
        real_db: CardDatabase, target: str, swamps: int, dead: str) -> None:
    """Whack ({3}{B} sorcery): "This spell costs {3} less to cast if it targets a white
    creature. Target creature gets -4/-4 until end of turn." The targets are chosen before the
    total cost is determined (601.2c, 601.2f): aimed at Savannah Lions it costs {B}, one Swamp;
    aimed at Grizzly Bears it costs {3}{B}, four Swamps (all four tapped)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", swamps)
    s.add_card(Zone.HAND, "A", "Whack")
    s.add_card(Zone.BATTLEFIELD, "B", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Whack", targets=[target])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", dead, 1)
    s.assert_battlefield_count("B", 1)
    assert sum(1 for o in s.game.state.objects.values()
               if o.card.name == "Swamp" and o.tapped) == swamps


def test_601_2f_whack_at_a_green_creature_with_one_swamp_cannot_be_cast(
        real_db: CardDatabase) -> None:
    """With one Swamp, Whack can be cast at Savannah Lions ({B}) but not at Grizzly Bears
    ({3}{B}): the cast aimed at the Bears is never performed."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Whack")
    s.add_card(Zone.BATTLEFIELD, "B", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Whack"))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Whack", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_battlefield_count("B", 2)
    s.assert_hand_count("A", 1, "Whack")


def test_601_2f_whack_without_a_white_creature_is_not_playable(real_db: CardDatabase) -> None:
    """No white creature to target: one Swamp can't pay {3}{B}, Whack isn't playable."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Whack")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Whack", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_battlefield_count("B", 1)


@pytest.mark.parametrize(("target", "cast"), [("Air Elemental", True), ("Craw Wurm", False)])
def test_601_2f_107_3_torch_breath_x_reduced_if_it_targets_a_blue_permanent(
        real_db: CardDatabase, target: str, cast: bool) -> None:
    """Torch Breath ({X}{R}): "This spell costs {2} less to cast if it targets a blue
    permanent. ... deals X damage to target creature or planeswalker." X=4 with three Mountains:
    at Air Elemental (4/4 blue) it costs {2}{R} and kills it; at Craw Wurm (6/4 green) it would
    cost {4}{R}: not cast, the Wurm lives."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Torch Breath")
    s.add_card(Zone.BATTLEFIELD, "B", target)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Torch Breath", targets=[target], x=4)
    s.stop_at(1, Step.END_TURN)
    if cast:
        s.execute()
    else:
        with pytest.raises(ScenarioError):
            s.execute()
    s.assert_permanent_count("B", target, 0 if cast else 1)
    s.assert_graveyard_count("B", target, 1 if cast else 0)


@pytest.mark.parametrize(("casts", "drawn"), [
    (["Ornithopter"], 1),  # an artifact creature: one card
    (["Ornithopter", "Memnite"], 1),  # two in a turn: once each turn
    (["Grizzly Bears"], 0),  # a creature that isn't an artifact: none
])
def test_603_2c_205_2a_losheel_one_or_more_artifact_creatures_enter(
        real_db: CardDatabase, casts: list[str], drawn: int) -> None:
    """Losheel, Clockwork Scholar: "Whenever one or more artifact creatures enter the
    battlefield under your control, draw a card. This ability triggers only once each turn."
    "Artifact creatures": both card types (205.2a). A's hand: the creatures cast; A draws one
    card for Ornithopter, still one after Memnite the same turn, none for Grizzly Bears."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Losheel, Clockwork Scholar")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    for name in casts:
        s.add_card(Zone.HAND, "A", name)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", name)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", drawn)


@pytest.mark.parametrize(("target", "bounced"), [("Grizzly Bears", True), ("Craw Wurm", False),
                                                 ("Air Elemental", False)])
def test_608_2c_sage_eye_avengers_returns_a_creature_with_less_power(
        real_db: CardDatabase, target: str, bounced: bool) -> None:
    """Sage-Eye Avengers (4/5): "Whenever ~ attacks, you may return target creature to its
    owner's hand if its power is less than ~'s power." Checked as it resolves (608.2c): Grizzly
    Bears (power 2) returns to B's hand; Craw Wurm (6) and Air Elemental (4: not less) stay."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sage-Eye Avengers")
    s.add_card(Zone.BATTLEFIELD, "B", target)
    s.add_target("A", target)
    s.attack(1, "A", "Sage-Eye Avengers")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", target, 0 if bounced else 1)
    s.assert_hand_count("B", 1 if bounced else 0, target)


def test_205_3k_ire_of_kaminari_counts_arcane_cards_in_your_graveyard(
        real_db: CardDatabase) -> None:
    """Ire of Kaminari (Instant — Arcane): "~ deals damage to any target equal to the number of
    Arcane cards in your graveyard." Arcane is a spell type (205.3k): Glacial Ray and Lava
    Spike count, Shock doesn't, nor B's Reach Through Mists, nor Ire itself (on the stack as it
    resolves, 608.2n): 2 damage to B."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Ire of Kaminari")
    for name in ("Glacial Ray", "Lava Spike", "Shock"):
        s.add_card(Zone.GRAVEYARD, "A", name)
    s.add_card(Zone.GRAVEYARD, "B", "Reach Through Mists")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ire of Kaminari", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)


@pytest.mark.parametrize(("attackers", "life"), [(2, 20 + 6 - 4), (1, 20 + 3 - 2)])
def test_506_2_blessed_reversal_each_creature_attacking_you(
        real_db: CardDatabase, attackers: int, life: int) -> None:
    """Blessed Reversal: "You gain 3 life for each creature attacking you." B attacks A with
    Grizzly Bears (one or two); A casts it in the declare attackers step: 3 life for each
    attacker, then takes 2 combat damage from each."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Blessed Reversal")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    for i in range(attackers):
        s.attack(2, "B", f"Grizzly Bears#{i + 1}")
    s.cast_spell(2, Step.DECLARE_ATTACKERS, "A", "Blessed Reversal")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", life)


@pytest.mark.parametrize(("discard", "dead", "damage"), [("Craw Wurm", True, 0),
                                                          ("Shock", False, 1)])
def test_118_3_608_2h_mercurial_chemister_the_discarded_cards_mana_value(
        real_db: CardDatabase, discard: str, dead: bool, damage: int) -> None:
    """Mercurial Chemister: "{R}, {T}, Discard a card: ~ deals damage to target creature equal
    to the discarded card's mana value." The card the cost discarded (118.3), read as it
    resolves from the graveyard (608.2h): Craw Wurm (6) kills Hill Giant (3/3); Shock (1)
    deals 1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mercurial Chemister")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", discard)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{R}, {T}, Discard", targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", discard, 1)
    s.assert_permanent_count("B", "Hill Giant", 0 if dead else 1)
    if not dead:
        s.assert_damage("Hill Giant", damage)


@pytest.mark.parametrize(("discard", "life"), [("Forest", 18), ("Shock", 20)])
def test_118_3_608_2c_lands_edge_if_the_discarded_card_was_a_land_card(
        real_db: CardDatabase, discard: str, life: int) -> None:
    """Land's Edge: "Discard a card: If the discarded card was a land card, ~ deals 2 damage
    to target player or planeswalker." Discarding Forest: B loses 2; Shock: nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Land's Edge")
    s.add_card(Zone.HAND, "A", discard)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Discard a card", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", life)
    s.assert_graveyard_count("A", discard, 1)


@pytest.mark.parametrize(("discard", "life"), [("Lightning Helix", 16), ("Shock", 18)])
def test_118_3_608_2c_stormscale_anarch_discarded_multicolored_card(
        real_db: CardDatabase, discard: str, life: int) -> None:
    """Stormscale Anarch: "{2}{R}, Discard a card at random: ~ deals 2 damage to any target. If
    the discarded card was multicolored, ~ deals 4 damage instead." One card in hand (the
    random discard is that one): Lightning Helix (red and white) 4 damage; Shock 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Stormscale Anarch")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", discard)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{R}, Discard", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", life)


def test_118_3_608_2h_pyromancy_and_volrath_read_the_discarded_card(
        real_db: CardDatabase) -> None:
    """Pyromancy: "{3}, Discard a card at random: ~ deals damage to any target equal to the
    mana value of the discarded card." (Craw Wurm, 6: B to 14.) Volrath the Fallen (6/4):
    "{1}{B}, Discard a creature card: ~ gets +X/+X until end of turn, where X is the discarded
    card's mana value." (Hill Giant, 4: 10/8.)"""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Pyromancy")
    s.add_card(Zone.BATTLEFIELD, "A", "Volrath the Fallen")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Craw Wurm")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}, Discard", targets=["B"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_life("B", 14))
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{1}{B}, Discard")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Volrath the Fallen", 10, 8)


@pytest.mark.parametrize(("top", "hand"), [("Grizzly Bears", "Grizzly Bears"), ("Forest", "Island")])
def test_608_2c_adventure_awaits_if_you_didnt_put_a_card_into_your_hand(
        real_db: CardDatabase, top: str, hand: str) -> None:
    """Adventure Awaits: "Look at the top five cards of your library. You may reveal a creature
    card from among them and put it into your hand. Put the rest on the bottom ... If you
    didn't put a card into your hand this way, draw a card." Grizzly Bears among the five: A
    takes it and draws nothing; five Forests: they go to the bottom, A draws the Island that
    was under them."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Island")
    s.add_card(Zone.LIBRARY, "A", "Forest", 4)
    s.add_card(Zone.LIBRARY, "A", top)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Adventure Awaits")
    if top == "Grizzly Bears":
        s.set_choice("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Adventure Awaits")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_hand_count("A", 1, hand)


@pytest.mark.parametrize(("top", "life"), [(("Ornithopter", "Memnite"), 23),
                                           (("Forest", "Island"), 20)])
def test_608_2c_chrome_courier_if_you_put_an_artifact_card_into_your_hand(
        real_db: CardDatabase, top: tuple[str, str], life: int) -> None:
    """Chrome Courier: "When ~ enters the battlefield, reveal the top two cards of your
    library. Put one of them into your hand and the other into your graveyard. If you put an
    artifact card into your hand this way, you gain 3 life." Two artifacts on top: 3 life;
    two lands: none."""
    s = Scenario(cards=real_db)
    for name in top:
        s.add_card(Zone.LIBRARY, "A", name)
    s.add_card(Zone.BATTLEFIELD, "A", "Tundra", 3)
    s.add_card(Zone.HAND, "A", "Chrome Courier")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Chrome Courier")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", life)
    s.assert_hand_count("A", 1)


@pytest.mark.parametrize(("target", "drawn"), [("Grizzly Bears@A", 1), ("Hill Giant", 0)])
def test_115_9b_season_of_growth_a_spell_that_targets_a_creature_you_control(
        real_db: CardDatabase, target: str, drawn: int) -> None:
    """Season of Growth: "Whenever you cast a spell that targets a creature you control, draw
    a card." Its targets are chosen as it is cast (601.2c, 601.2i): Giant Growth on A's Grizzly
    Bears draws a card; on B's Hill Giant, none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Season of Growth")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=[target])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", drawn)


@pytest.mark.parametrize(("target", "drawn"), [("A", 1), ("Grizzly Bears", 1),
                                               ("Hill Giant", 0)])
def test_115_9b_reparations_an_opponents_spell_that_targets_you_or_yours(
        real_db: CardDatabase, target: str, drawn: int) -> None:
    """Reparations: "Whenever an opponent casts a spell that targets you or a creature you
    control, you may draw a card." B's Shock at A or at A's Grizzly Bears: A draws; at B's own
    Hill Giant: no card."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Reparations")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=[target])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", drawn)


@pytest.mark.parametrize(("target", "beasts"), [("Druid of Horns", 1), ("Grizzly Bears", 0)])
def test_115_9b_druid_of_horns_an_aura_spell_that_targets_it(
        real_db: CardDatabase, target: str, beasts: int) -> None:
    """Druid of Horns: "Whenever you cast an Aura spell that targets ~, create a 3/3 green
    Beast creature token." Rancor on Druid of Horns: a Beast; on Grizzly Bears: none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Druid of Horns")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Rancor")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rancor", targets=[target])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Beast Token", beasts)


@pytest.mark.parametrize(("b_wurm", "stolen"), [(False, True), (True, False)])
def test_603_4_208_1_might_makes_right_each_creature_with_the_greatest_power(
        real_db: CardDatabase, b_wurm: bool, stolen: bool) -> None:
    """Might Makes Right: "At the beginning of combat on your turn, if you control each
    creature on the battlefield with the greatest power, gain control of target creature an
    opponent controls until end of turn. ..." A's Craw Wurm (6) is the only one: A gains
    Hill Giant; B's Craw Wurm ties it (208.1): not each is A's, no trigger (603.4)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Might Makes Right")
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    if b_wurm:
        s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_target("A", "Hill Giant")
    s.stop_at(1, Step.DECLARE_ATTACKERS)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1 if stolen else 0)


@pytest.mark.parametrize(("a_life", "target", "back"), [
    (20, "B", False),  # B at 16 after the damage, A at 20: not more
    (10, "B", True),  # B at 16, A at 10: more, back to A's hand
    (10, "Jace Beleren", True),  # its controller B (20), as it last existed (608.2h)
])
def test_119_1_608_2h_pulse_of_the_forge_that_players_life_against_yours(
        real_db: CardDatabase, a_life: int, target: str, back: bool) -> None:
    """Pulse of the Forge: "~ deals 4 damage to target player or planeswalker. Then if that
    player or that planeswalker's controller has more life than you, return ~ to its owner's
    hand." Checked as that instruction is carried out (608.2c)."""
    s = Scenario(cards=real_db)
    s.set_life("A", a_life)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Pulse of the Forge")
    s.add_card(Zone.BATTLEFIELD, "B", "Jace Beleren")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pulse of the Forge", targets=[target])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1 if back else 0, "Pulse of the Forge")
    s.assert_graveyard_count("A", "Pulse of the Forge", 0 if back else 1)
    s.assert_life("B", 16 if target == "B" else 20)


def test_303_4_121_1_psychic_possession_whenever_enchanted_opponent_draws(
        real_db: CardDatabase) -> None:
    """Psychic Possession (Enchant opponent): "Skip your draw step. Whenever enchanted opponent
    draws a card, you may draw a card." On B: B's draw in turn 2 lets A draw one (A's hand:
    1); A's own draw step in turn 3 is skipped (still 1 at A's main phase)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Psychic Possession")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Psychic Possession", targets=["B"])
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_hand_count("A", 1))
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1)


@pytest.mark.parametrize(("attacker", "abandoned"), [("Craw Wurm", True), ("Hill Giant", False)])
def test_120_3_603_4_nothing_can_stop_me_now_dealt_5_or_more_damage_this_turn(
        real_db: CardDatabase, attacker: str, abandoned: bool) -> None:
    """Nothing Can Stop Me Now (ongoing scheme): "If a source an opponent controls would deal
    damage to you, prevent 1 of that damage. At the beginning of each end step, if you've been
    dealt 5 or more damage this turn, abandon ~." B's Craw Wurm deals A 6 - 1 = 5: abandoned
    at B's end step (701.26); Hill Giant's 3 - 1 = 2: it stays in motion."""
    s = Scenario(cards=real_db)
    s.set_scheme_deck("A", ["Nothing Can Stop Me Now"])
    s.add_card(Zone.BATTLEFIELD, "B", attacker)
    s.attack(2, "B", attacker)
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_life("A", 40 - (5 if abandoned else 2))
    face_up = [s.state.objects[o].name for o in s.state.command]
    assert face_up == ([] if abandoned else ["Nothing Can Stop Me Now"])


@pytest.mark.parametrize("cycled", ["Astral Drift", "Renewed Faith"])
def test_702_29_603_2_astral_drift_cycle_it_or_another_card(
        real_db: CardDatabase, cycled: str) -> None:
    """Astral Drift: "Whenever you cycle ~ or cycle another card while ~ is on the
    battlefield, you may exile target creature. If you do, return that card to the battlefield
    under its owner's control at the beginning of the next end step." Cycling Astral Drift
    from A's hand, or Renewed Faith with Astral Drift on the battlefield: B's Hill Giant is
    exiled until the end step."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    if cycled == "Astral Drift":
        s.add_card(Zone.HAND, "A", "Astral Drift")
    else:
        s.add_card(Zone.BATTLEFIELD, "A", "Astral Drift")
        s.add_card(Zone.HAND, "A", "Renewed Faith")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_target("A", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Cycling", source=cycled)
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_exile_count("Hill Giant", 1))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("A", cycled, 1)


def test_702_29_astral_drift_in_hand_another_card_cycled_does_nothing(
        real_db: CardDatabase) -> None:
    """With Astral Drift in A's hand (not on the battlefield), cycling Renewed Faith doesn't
    trigger it: Hill Giant stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Astral Drift")
    s.add_card(Zone.HAND, "A", "Renewed Faith")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Cycling", source="Renewed Faith")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_exile_count("Hill Giant", 0))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)


@pytest.mark.parametrize(("tapped", "counters", "life"), [(True, 1, 20 - 4 - 6), (False, 0, 17)])
def test_707_10_kalamax_whenever_you_copy_an_instant_spell(
        real_db: CardDatabase, tapped: bool, counters: int, life: int) -> None:
    """Kalamax, the Stormsire: "Whenever you cast your first instant spell each turn, if ~ is
    tapped, copy that spell. ... Whenever you copy an instant spell, put a +1/+1 counter on
    ~." Tapped by attacking in turn 1 (B takes 4), in B's turn 2: Lightning Bolt is copied (B
    takes 3 + 3) and the copy (707.10: not cast) puts a counter on it; untapped (it didn't
    attack): no copy, no counter."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kalamax, the Stormsire")
    if tapped:
        s.attack(1, "A", "Kalamax, the Stormsire")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.set_choice("A", "no")  # (no new targets for the copy)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("B", life)
    s.assert_counter_count("A", "Kalamax, the Stormsire", "+1/+1", counters)


@pytest.mark.parametrize(("target", "pt"), [("Reflective Golem", (2 + 6, 3 + 6)),
                                            ("Grizzly Bears", (2, 3))])
def test_115_9b_707_10_reflective_golem_a_spell_that_targets_only_it(
        real_db: CardDatabase, target: str, pt: tuple[int, int]) -> None:
    """Reflective Golem (2/3): "Whenever you cast an instant or sorcery spell that targets only
    ~, you may pay {2}. If you do, copy that spell. You may choose new targets for the copy."
    Giant Growth on it: A pays {2}, the copy gives +3/+3 again (8/9); on Grizzly Bears: no
    trigger, the Golem stays 2/3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Reflective Golem")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.set_choice("A", "yes")  # (pay {2})
    s.set_choice("A", "no")  # (no new targets for the copy)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=[target])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Reflective Golem", *pt)
