"""Cards XMage tests one by one, made to play in session 19 (issue 11): each played the way
its per-card test would, with exact figures and the rule it cites."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ 404.2: an opponent's graveyard


def test_404_2_patron_of_the_nezumi_each_opponent_permanent(real_db: CardDatabase) -> None:
    """Patron of the Nezumi: "Whenever a permanent is put into an opponent's graveyard, that
    player loses 1 life." Pyroclasm kills A's Grizzly Bears and B's two: B loses 2 (once per
    permanent, 603.2c), A none (its own graveyard); Stone Rain on B's Forest: 1 more."""
    _compiled(real_db, "Patron of the Nezumi")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Patron of the Nezumi")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Pyroclasm")
    s.add_card(Zone.HAND, "A", "Stone Rain")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pyroclasm")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Stone Rain", targets=["Forest"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Grizzly Bears", 2)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Patron of the Nezumi", 1)


# ------------------------------------------------------------------ 601.2c, 108.4: "that player or
# that planeswalker's controller controls"


def test_601_2c_ravager_of_the_fells_transforms(real_db: CardDatabase) -> None:
    """Huntmaster of the Fells (turn 1, no spell cast): at the next upkeep it transforms
    (no spells were cast last turn) and Ravager of the Fells' "it deals 2 damage to target
    opponent or planeswalker and 2 damage to up to one target creature that player or that
    planeswalker's controller controls" triggers: B at 18, B's Grizzly Bears die."""
    _compiled(real_db, "Huntmaster of the Fells // Ravager of the Fells")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Huntmaster of the Fells")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_target("A", "B")
    s.add_target("A", "Grizzly Bears")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Ravager of the Fells", 1)
    s.assert_life("B", 18)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def _shandalar(real_db: CardDatabase, creature_owner: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Soul of Shandalar")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.BATTLEFIELD, creature_owner, "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Jace Beleren")
    return s


def test_601_2c_soul_of_shandalar_player_and_their_creature(real_db: CardDatabase) -> None:
    """Soul of Shandalar: "{3}{R}{R}: ~ deals 3 damage to target player or planeswalker and 3
    damage to up to one target creature that player or that planeswalker's controller
    controls." Targeting Jace Beleren (B's) and B's Hill Giant: Jace (3 loyalty) dies, the
    Giant (3/3) dies, B's life unchanged."""
    _compiled(real_db, "Soul of Shandalar")
    s = _shandalar(real_db, "B")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}{R}{R}:",
                       targets=["Jace Beleren", "Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Jace Beleren", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("B", 20)


def test_601_2c_soul_of_shandalar_creature_of_another_player_is_no_target(
        real_db: CardDatabase) -> None:
    """601.2c: with B the first target, A's own Hill Giant is not a legal second target."""
    s = _shandalar(real_db, "A")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}{R}{R}:", targets=["B", "Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="that planeswalker's controller"):
        s.execute()


# ------------------------------------------------------------------ 119.5: a life total becomes


def test_119_5_arbiter_of_knollridge_highest_life_total(real_db: CardDatabase) -> None:
    """Arbiter of Knollridge: "When ~ enters the battlefield, each player's life total
    becomes the highest life total among all players." A at 7, B at 23: both at 23 (A gains
    16 life, 119.5)."""
    _compiled(real_db, "Arbiter of Knollridge")
    s = Scenario(cards=real_db)
    s.set_life("A", 7)
    s.set_life("B", 23)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 7)
    s.add_card(Zone.HAND, "A", "Arbiter of Knollridge")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Arbiter of Knollridge")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Arbiter of Knollridge", 1)
    s.assert_life("A", 23)
    s.assert_life("B", 23)


# ------------------------------------------------------------------ 601.2f: the first spell each turn


def _conduit(real_db: CardDatabase, forests: int) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Conduit of Ruin")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", forests)
    s.add_card(Zone.HAND, "A", "Centaur Courser")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    return s


def test_601_2f_conduit_of_ruin_first_creature_spell_each_turn(real_db: CardDatabase) -> None:
    """Conduit of Ruin: "The first creature spell you cast each turn costs {2} less to cast."
    Three Forests: Centaur Courser ({2}{G}) for {G}, then Grizzly Bears ({1}{G}) at full cost:
    both cast, every Forest tapped."""
    _compiled(real_db, "Conduit of Ruin")
    s = _conduit(real_db, 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Centaur Courser")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Centaur Courser", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_601_2f_conduit_of_ruin_second_creature_spell_full_cost(real_db: CardDatabase) -> None:
    """Grizzly Bears first (for {G}): Centaur Courser, the second creature spell, costs its
    full {2}{G}, which the two Forests left can't pay."""
    s = _conduit(real_db, 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Centaur Courser")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="Centaur Courser"):
        s.execute()


def test_601_2f_conduit_of_ruin_next_turn_first_again(real_db: CardDatabase) -> None:
    """Each turn: Grizzly Bears on turn 1 (for {G}), Centaur Courser on turn 3 for {G} too
    (only one Forest)."""
    s = _conduit(real_db, 1)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Centaur Courser")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Centaur Courser", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


# ------------------------------------------------------------------ 602.2b, 601.2f: activation costs


def test_602_2b_zirda_reduces_to_one_mana(real_db: CardDatabase) -> None:
    """Zirda, the Dawnwaker: "Abilities you activate that aren't mana abilities cost {2} less
    to activate. This effect can't reduce the mana in that cost to less than one mana."
    Vulshok Morningstar's Equip {2} costs {1}: one Mountain pays it (Grizzly Bears 4/4)."""
    _compiled(real_db, "Zirda, the Dawnwaker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Zirda, the Dawnwaker")
    s.add_card(Zone.BATTLEFIELD, "A", "Vulshok Morningstar")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip {2}", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_attached("Vulshok Morningstar", "Grizzly Bears")
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_tapped("Mountain", True)


def test_602_2b_zirda_not_below_one_mana(real_db: CardDatabase) -> None:
    """With no land, Equip {2} (reduced to {1}, never {0}) can't be activated."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Zirda, the Dawnwaker")
    s.add_card(Zone.BATTLEFIELD, "A", "Vulshok Morningstar")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip {2}", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="could not activate Equip"):
        s.execute()


def test_602_2b_zirda_not_the_opponents_abilities(real_db: CardDatabase) -> None:
    """Only the abilities Zirda's controller activates: B's Equip {2} still costs {2}, so
    B's one Mountain can't pay it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Zirda, the Dawnwaker")
    s.add_card(Zone.BATTLEFIELD, "B", "Vulshok Morningstar")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "Equip {2}", targets=["Grizzly Bears"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="could not activate Equip"):
        s.execute()


# ------------------------------------------------------------------ 611.2a, 510.2: Hope of Ghirapur


def _hope(real_db: CardDatabase, attack: bool = True) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hope of Ghirapur")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    if attack:
        s.attack(1, "A", "Hope of Ghirapur")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Sacrifice", targets=["B"])
    return s


def test_611_2a_hope_of_ghirapur_creature_spells_still_cast(real_db: CardDatabase) -> None:
    """Hope of Ghirapur: "Sacrifice ~: Until your next turn, target player who was dealt combat
    damage by ~ this turn can't cast noncreature spells." Hope attacks (B at 19) and is
    sacrificed: on B's turn B casts Grizzly Bears (a creature spell); on A's next turn the
    effect has ended (611.2a) and B's Lightning Bolt hits A (17)."""
    _compiled(real_db, "Hope of Ghirapur")
    s = _hope(real_db)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_graveyard_count("A", "Hope of Ghirapur", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_life("A", 17)


def test_611_2a_hope_of_ghirapur_no_noncreature_spell_until_next_turn(
        real_db: CardDatabase) -> None:
    """On B's turn 2 B can't cast Lightning Bolt."""
    s = _hope(real_db)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="Lightning Bolt"):
        s.execute()


def test_510_2_hope_of_ghirapur_needs_combat_damage_to_the_target(
        real_db: CardDatabase) -> None:
    """A Hope that dealt B no combat damage this turn can't target B (no legal target)."""
    s = _hope(real_db, attack=False)
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="could not activate"):
        s.execute()


# ------------------------------------------------------------------ 608.2c: put into a graveyard this way


def test_608_2c_terastodon_elephants_for_each_permanent_put_into_a_graveyard(
        real_db: CardDatabase) -> None:
    """Terastodon: "When ~ enters the battlefield, you may destroy up to three target
    noncreature permanents. For each permanent put into a graveyard this way, its controller
    creates a 3/3 green Elephant creature token." Targets: A's Forest, B's Plains and B's
    Darksteel Relic (indestructible, 702.12b: not destroyed, no Elephant). A and B each get
    one Elephant."""
    _compiled(real_db, "Terastodon")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 8)
    s.add_card(Zone.HAND, "A", "Terastodon")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Darksteel Relic")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Terastodon")
    s.set_choice("A", "yes")
    s.add_target("A", "Forest")
    s.add_target("A", "Plains")
    s.add_target("A", "Darksteel Relic")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Terastodon", 1)
    s.assert_permanent_count("A", "Forest", 7)
    s.assert_permanent_count("B", "Plains", 0)
    s.assert_permanent_count("B", "Darksteel Relic", 1)
    s.assert_permanent_count("A", "Elephant Token", 1)
    s.assert_permanent_count("B", "Elephant Token", 1)
    s.assert_power_toughness("B", "Elephant Token", 3, 3)


# ------------------------------------------------------------------ 601.2i, 201.2: Approach


def _approach(real_db: CardDatabase, copies: int) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 7 * copies)
    s.add_card(Zone.HAND, "A", "Approach of the Second Sun", copies)
    return s


def test_401_7_approach_of_the_second_sun_seventh_from_the_top(real_db: CardDatabase) -> None:
    """Approach of the Second Sun, the first one cast: "Otherwise, put ~ into its owner's
    library seventh from the top and you gain 7 life." A at 27, the card seventh from the top
    of A's library (608.2m: not into the graveyard)."""
    _compiled(real_db, "Approach of the Second Sun")
    s = _approach(real_db, 1)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Approach of the Second Sun")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 27)
    s.assert_graveyard_count("A", "Approach of the Second Sun", 0)
    s.assert_library_count("A", 1, "Approach of the Second Sun")
    lib = s.state.players[0].library  # (its end is the top)
    assert s.state.objects[lib[-7]].card.name == "Approach of the Second Sun"
    s.assert_not_lost("B")


def test_104_2a_approach_of_the_second_sun_second_cast_wins(real_db: CardDatabase) -> None:
    """The second Approach cast from A's hand this game (the first one cast before it, 201.2,
    601.2i): A wins the game (104.2a)."""
    s = _approach(real_db, 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Approach of the Second Sun")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Approach of the Second Sun")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_winner("A")


# ------------------------------------------------------------------ 119.4: paying life


def test_119_4_font_of_agonies_counts_the_life_paid(real_db: CardDatabase) -> None:
    """Font of Agonies: "Whenever you pay life, put that many blood counters on ~." Dismember
    cast with one Plains, its two Phyrexian symbols paid with 4 life (107.4f, 119.4): four
    blood counters (A at 16). B's Lightning Bolt to A (a loss of life, 120.3a, no payment):
    no counter. On turn 3 "{1}{B}, Remove four blood counters from ~: Destroy target
    creature." kills B's Hill Giant."""
    _compiled(real_db, "Font of Agonies")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Font of Agonies")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Dismember")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dismember", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"],
                 responding_to="Dismember")
    s.play_land(1, Step.POSTCOMBAT_MAIN, "A", "Swamp")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_counter_count(
        "A", "Font of Agonies", "blood", 4))
    s.play_land(3, Step.PRECOMBAT_MAIN, "A", "Swamp")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{1}{B}", targets=["Hill Giant"])
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 13)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_counter_count("A", "Font of Agonies", "blood", 0)


# ------------------------------------------------------------------ 118.9: the alternative cost paid


def _mastery(real_db: CardDatabase, alternative: bool) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Baleful Mastery")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", "yes" if alternative else "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Baleful Mastery", targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_118_9_baleful_mastery_alternative_cost_opponent_draws(real_db: CardDatabase) -> None:
    """Baleful Mastery for its alternative cost: "You may pay {1}{B} rather than pay this
    spell's mana cost. If the {1}{B} cost was paid, an opponent draws a card. Exile target
    creature or planeswalker." B's Hill Giant exiled, B draws a card, two Swamps untapped."""
    _compiled(real_db, "Baleful Mastery")
    s = _mastery(real_db, True)
    s.assert_exile_count("Hill Giant", 1)
    s.assert_hand_count("B", 1)
    assert sum(not s.state.objects[o].tapped for o in s.state.battlefield
               if s.state.objects[o].card.name == "Swamp") == 2


def test_118_9_baleful_mastery_mana_cost_no_draw(real_db: CardDatabase) -> None:
    """For its mana cost {3}{B}: the Giant exiled, B draws nothing."""
    s = _mastery(real_db, False)
    s.assert_exile_count("Hill Giant", 1)
    s.assert_hand_count("B", 0)


# ------------------------------------------------------------------ 201.2, 108.4: Declaration in Stone


def test_201_2_declaration_in_stone_same_name_its_controller(real_db: CardDatabase) -> None:
    """Declaration in Stone: "Exile target creature and all other creatures its controller
    controls with the same name as that creature. That player investigates for each nontoken
    creature exiled this way." Targeting one of B's two Grizzly Bears: both exiled, A's own
    Grizzly Bears stays; B gets two Clues (A none)."""
    _compiled(real_db, "Declaration in Stone")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Declaration in Stone")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Declaration in Stone",
                 targets=["Grizzly Bears@B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_exile_count("Grizzly Bears", 2)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("B", "Clue Token", 2)
    s.assert_permanent_count("A", "Clue Token", 0)


def test_111_1_declaration_in_stone_no_clue_for_a_token(real_db: CardDatabase) -> None:
    """A token exiled this way gives no Clue: B's Elephant token (made by A's Terastodon
    destroying B's Plains) and no other Elephant: B gets no Clue."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 8)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Terastodon")
    s.add_card(Zone.HAND, "A", "Declaration in Stone")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Terastodon")
    s.set_choice("A", "yes")
    s.add_target("A", "Plains@B")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Declaration in Stone",
                 targets=["Elephant Token"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Elephant Token", 0)
    s.assert_permanent_count("B", "Clue Token", 0)


# ------------------------------------------------------------------ 118.3, 608.2h: pay and discard


def _wolf(real_db: CardDatabase, mountains: int, hand: str | None) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wolf of Devil's Breach")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", mountains)
    if hand:
        s.add_card(Zone.HAND, "A", hand)
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.attack(1, "A", "Wolf of Devil's Breach")
    s.set_choice("A", "yes")
    s.add_target("A", "Serra Angel")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_608_2h_wolf_of_devils_breach_discarded_card_mana_value(real_db: CardDatabase) -> None:
    """Wolf of Devil's Breach: "Whenever ~ attacks, you may pay {1}{R} and discard a card. If
    you do, ~ deals damage to target creature or planeswalker equal to the discarded card's
    mana value." A pays {1}{R} and discards Air Elemental (mana value 5): B's Serra Angel
    (4/4) is dealt 5 and dies; the Wolf's 5 combat damage to B (15)."""
    _compiled(real_db, "Wolf of Devil's Breach")
    s = _wolf(real_db, 2, "Air Elemental")
    s.assert_graveyard_count("A", "Air Elemental", 1)
    s.assert_graveyard_count("B", "Serra Angel", 1)
    s.assert_life("B", 15)


def test_118_3_wolf_of_devils_breach_both_or_neither(real_db: CardDatabase) -> None:
    """With no card in hand the mana isn't paid either (118.3): both Mountains stay untapped,
    no damage to the Angel; with no mana the card isn't discarded."""
    s = _wolf(real_db, 2, None)
    s.assert_permanent_count("B", "Serra Angel", 1)
    s.assert_damage("Serra Angel", 0)
    assert all(not s.state.objects[o].tapped for o in s.state.battlefield
               if s.state.objects[o].card.name == "Mountain")
    s = _wolf(real_db, 0, "Air Elemental")
    s.assert_hand_count("A", 1, "Air Elemental")
    s.assert_permanent_count("B", "Serra Angel", 1)


# ------------------------------------------------------------------ 601.2f, 120.1: noncombat damage


def _incinerator(real_db: CardDatabase, bolt: bool, attack: bool) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Chandra's Incinerator")
    if bolt:
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    if attack:
        s.attack(1, "A", "Hill Giant")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Chandra's Incinerator")
    s.stop_at(1, Step.END_TURN)
    return s


def test_601_2f_chandras_incinerator_noncombat_damage_reduces(real_db: CardDatabase) -> None:
    """Chandra's Incinerator: "This spell costs {X} less to cast, where X is the total amount
    of noncombat damage dealt to your opponents this turn." Lightning Bolt to B (3): the
    Incinerator ({5}{R}) costs {2}{R}, the three Mountains left pay it. Hill Giant's 3 combat
    damage to B isn't counted (510.2)."""
    _compiled(real_db, "Chandra's Incinerator")
    s = _incinerator(real_db, True, True)
    s.execute()
    s.assert_permanent_count("A", "Chandra's Incinerator", 1)
    s.assert_life("B", 14)


def test_510_2_chandras_incinerator_combat_damage_not_counted(real_db: CardDatabase) -> None:
    """Only combat damage dealt to B this turn: no reduction, four Mountains can't pay {5}{R}."""
    s = _incinerator(real_db, False, True)
    with pytest.raises(ScenarioError, match="Chandra's Incinerator"):
        s.execute()


# ------------------------------------------------------------------ 601.3b: Elsha of the Infinite


def _elsha(real_db: CardDatabase, top: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Elsha of the Infinite")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", top)
    return s


def test_601_3b_elsha_casts_from_the_top_as_though_it_had_flash(real_db: CardDatabase) -> None:
    """Elsha of the Infinite: "You may cast noncreature spells from the top of your library.
    If you cast a spell this way, you may cast it as though it had flash." A casts the sorcery
    Lava Axe from the top of A's library in B's upkeep (turn 2): B at 15."""
    _compiled(real_db, "Elsha of the Infinite")
    s = _elsha(real_db, "Lava Axe")
    s.cast_spell(2, Step.UPKEEP, "A", "Lava Axe", targets=["B"])
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_life("B", 15)
    s.assert_graveyard_count("A", "Lava Axe", 1)


def test_601_3b_elsha_not_a_creature_spell(real_db: CardDatabase) -> None:
    """A creature card on top isn't cast this way (noncreature spells only)."""
    s = _elsha(real_db, "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hill Giant")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="Hill Giant"):
        s.execute()


def test_601_3b_elsha_flash_only_for_the_top_card(real_db: CardDatabase) -> None:
    """Lava Axe in A's hand isn't cast as though it had flash (only a spell cast from the top
    of the library this way)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Elsha of the Infinite")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Lava Axe")
    s.cast_spell(2, Step.UPKEEP, "A", "Lava Axe", targets=["B"])
    s.stop_at(2, Step.DRAW)
    with pytest.raises(ScenarioError, match="Lava Axe"):
        s.execute()


# ------------------------------------------------------------------ 702.51a, 701.47a: Lethal Scheme


def _scheme(real_db: CardDatabase, library: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.HAND, "A", "Lethal Scheme")
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", library, 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lethal Scheme", targets=["Serra Angel"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_701_47a_lethal_scheme_each_convoking_creature_connives(real_db: CardDatabase) -> None:
    """Lethal Scheme ({2}{B}{B}, convoke) cast with two Swamps and both Grizzly Bears tapped
    for {2}: "Destroy target creature or planeswalker. Each creature that convoked ~
    connives." The Serra Angel dies; each Bears connives (A draws a Hill Giant and discards
    it, a nonland card): each Bears gets a +1/+1 counter, two Hill Giants in A's graveyard."""
    _compiled(real_db, "Lethal Scheme")
    s = _scheme(real_db, "Hill Giant")
    s.assert_graveyard_count("B", "Serra Angel", 1)
    s.assert_graveyard_count("A", "Hill Giant", 2)
    s.assert_hand_count("A", 0)
    bears = [o for o in s.state.battlefield if s.state.objects[o].card.name == "Grizzly Bears"]
    assert [s.state.objects[o].counters.get("+1/+1", 0) for o in bears] == [1, 1]
    assert all(s.state.objects[o].tapped for o in bears)


def test_701_47a_lethal_scheme_land_discarded_no_counter(real_db: CardDatabase) -> None:
    """A land card discarded while conniving: no counter (701.47a)."""
    s = _scheme(real_db, "Forest")
    s.assert_graveyard_count("A", "Forest", 2)
    bears = [o for o in s.state.battlefield if s.state.objects[o].card.name == "Grizzly Bears"]
    assert [s.state.objects[o].counters.get("+1/+1", 0) for o in bears] == [0, 0]


# ------------------------------------------------------------------ 118.9: Bolas's Citadel


def test_118_9_bolas_citadel_pays_life_for_spells_from_the_top(real_db: CardDatabase) -> None:
    """Bolas's Citadel: "You may play lands and cast spells from the top of your library. If
    you cast a spell this way, pay life equal to its mana value rather than pay its mana
    cost." With no land, A casts Hill Giant (4 life: A at 16), then Lava Axe (5 life: A at 11)
    at B (15), then plays the Mountain now on top."""
    _compiled(real_db, "Bolas's Citadel")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bolas's Citadel")
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Mountain")
    s.add_card(Zone.LIBRARY, "A", "Lava Axe")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lava Axe", targets=["B"])
    s.play_land(1, Step.POSTCOMBAT_MAIN, "A", "Mountain")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Mountain", 1)
    s.assert_life("A", 11)
    s.assert_life("B", 15)
    s.assert_library_count("A", 0)


def test_119_4_bolas_citadel_not_more_life_than_you_have(real_db: CardDatabase) -> None:
    """At 3 life A can't pay 4 life for Hill Giant on top (119.4), nor its mana cost with
    four Mountains (only the life is paid for a spell cast this way, 118.9a)."""
    s = Scenario(cards=real_db)
    s.set_life("A", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Bolas's Citadel")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hill Giant")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="Hill Giant"):
        s.execute()


# ------------------------------------------------------------------ 121.1, 305.1: opponents who ...


def test_121_1_smugglers_share_opponent_who_drew_and_had_lands_enter(
        real_db: CardDatabase) -> None:
    """Smuggler's Share: "At the beginning of each end step, draw a card for each opponent who
    drew two or more cards this turn, then create a Treasure token for each opponent who had
    two or more lands enter the battlefield under their control this turn." On B's turn B
    draws (draw step) and casts Divination (three cards), plays a Forest and casts Rampant
    Growth (two lands entered): at that end step A draws a card and creates a Treasure. At
    A's own end step before (B drew nothing, no land): nothing."""
    _compiled(real_db, "Smuggler's Share")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Smuggler's Share")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Divination")
    s.add_card(Zone.HAND, "B", "Rampant Growth")
    s.add_card(Zone.HAND, "B", "Forest")
    s.remove_all_from_library("B")
    s.add_card(Zone.LIBRARY, "B", "Forest", 5)
    s.check(1, Step.CLEANUP, lambda sc: sc.assert_hand_count("A", 0))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Divination")
    s.play_land(2, Step.PRECOMBAT_MAIN, "B", "Forest")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Rampant Growth")
    s.stop_at(2, Step.CLEANUP)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_permanent_count("A", "Treasure Token", 1)
    s.assert_permanent_count("B", "Forest", 4)


def test_121_1_smugglers_share_one_card_one_land_nothing(real_db: CardDatabase) -> None:
    """B draws one card and plays one land on its turn: no card, no Treasure for A."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Smuggler's Share")
    s.add_card(Zone.HAND, "B", "Forest")
    s.play_land(2, Step.PRECOMBAT_MAIN, "B", "Forest")
    s.stop_at(2, Step.CLEANUP)
    s.execute()
    s.assert_hand_count("A", 0)
    s.assert_permanent_count("A", "Treasure Token", 0)


# ------------------------------------------------------------------ 608.2c: returned this way


def test_608_2c_sorin_lord_of_innistrad_returns_what_it_destroyed(real_db: CardDatabase) -> None:
    """Sorin, Lord of Innistrad [−6]: "Destroy up to three target creatures and/or other
    planeswalkers. Return each card put into a graveyard this way to the battlefield under your
    control." B's Hill Giant, Serra Angel and Jace Beleren are destroyed and come back under
    A's control (Jace with 3 loyalty, a new object, 400.7); Sorin (3 + 6 loyalty) at 3."""
    _compiled(real_db, "Sorin, Lord of Innistrad")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sorin, Lord of Innistrad", counters={"loyalty": 6})
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Jace Beleren")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-6:",
                       targets=["Hill Giant", "Serra Angel", "Jace Beleren"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Serra Angel", 1)
    s.assert_permanent_count("A", "Jace Beleren", 1)
    s.assert_counter_count("A", "Jace Beleren", "loyalty", 3)
    s.assert_permanent_count("B", None, 0)
    s.assert_counter_count("A", "Sorin, Lord of Innistrad", "loyalty", 3)


def test_115_1_sorin_lord_of_innistrad_not_itself(real_db: CardDatabase) -> None:
    """"other planeswalkers": Sorin can't target itself."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sorin, Lord of Innistrad", counters={"loyalty": 6})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-6:",
                       targets=["Sorin, Lord of Innistrad"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="could not activate"):
        s.execute()


# ------------------------------------------------------------------ 707.9e: Undercover Operative


def _operative(real_db: CardDatabase, copied: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Undercover Operative")
    s.set_choice("A", copied)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Undercover Operative")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_707_9e_undercover_operative_shield_if_you_control_it(real_db: CardDatabase) -> None:
    """Undercover Operative: "You may have ~ enter the battlefield as a copy of any creature on
    the battlefield, except it enters with a shield counter on it if you control that
    creature." A copy of A's own Grizzly Bears: two Grizzly Bears, the copy with a shield
    counter."""
    _compiled(real_db, "Undercover Operative")
    s = _operative(real_db, "Grizzly Bears")
    s.assert_permanent_count("A", "Grizzly Bears", 2)
    shields = sorted(s.state.objects[o].counters.get("shield", 0) for o in s.state.battlefield
                     if s.state.objects[o].card.name == "Grizzly Bears"
                     or s.state.objects[o].card.name == "Undercover Operative")
    assert shields == [0, 1], shields


def test_707_9e_undercover_operative_no_shield_copying_an_opponents(real_db: CardDatabase) -> None:
    """A copy of B's Hill Giant: no shield counter."""
    s = _operative(real_db, "Hill Giant")
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_counter_count("A", "Hill Giant", "shield", 0)


# ------------------------------------------------------------------ 605.1b, 614.12a: Gauntlet of Power


def test_605_1b_gauntlet_of_power_chosen_color_mana(real_db: CardDatabase) -> None:
    """Gauntlet of Power (red chosen): "Whenever a basic land is tapped for mana of the chosen
    color, its controller adds an additional one mana of that color." Two Mountains make
    {R}{R}{R}{R}: Hill Giant ({3}{R}) is cast with them, a 4/4 ("Creatures of the chosen color
    get +1/+1"); a Plains makes only its {W}."""
    _compiled(real_db, "Gauntlet of Power")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Gauntlet of Power")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gauntlet of Power")
    s.set_choice("A", "Red")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_power_toughness("A", "Hill Giant", 4, 4)
    assert sum(s.state.objects[o].tapped for o in s.state.battlefield
               if s.state.objects[o].card.name == "Mountain") == 2


def test_605_1b_gauntlet_of_power_other_color_no_extra(real_db: CardDatabase) -> None:
    """Green chosen: the Mountains make one {R} each, so Hill Giant ({3}{R}) can't be cast."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Gauntlet of Power")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gauntlet of Power")
    s.set_choice("A", "Green")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Hill Giant"):
        s.execute()


# ------------------------------------------------------------------ 118.8, 601.3: Demonic Embrace


def _embrace(real_db: CardDatabase, discard: bool) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Demonic Embrace")
    if discard:
        s.add_card(Zone.HAND, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Demonic Embrace", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_118_8_demonic_embrace_from_the_graveyard(real_db: CardDatabase) -> None:
    """Demonic Embrace: "You may cast ~ from your graveyard by paying 3 life and discarding a
    card in addition to paying its other costs." Cast from A's graveyard for {1}{B}{B}, 3 life
    (A at 17) and Hill Giant discarded: Grizzly Bears is a 5/3 flying Demon."""
    _compiled(real_db, "Demonic Embrace")
    s = _embrace(real_db, True)
    s.execute()
    s.assert_life("A", 17)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_attached("Demonic Embrace", "Grizzly Bears")
    s.assert_power_toughness("A", "Grizzly Bears", 5, 3)
    s.assert_subtype("Grizzly Bears", "Demon")


def test_118_8_demonic_embrace_needs_a_card_to_discard(real_db: CardDatabase) -> None:
    """With no card in hand the additional cost can't be paid: not cast from the graveyard."""
    s = _embrace(real_db, False)
    with pytest.raises(ScenarioError, match="Demonic Embrace"):
        s.execute()


# ------------------------------------------------------------------ 118.3, 608.2h: Feed the Pack


def test_608_2h_feed_the_pack_sacrificed_creatures_toughness(real_db: CardDatabase) -> None:
    """Feed the Pack: "At the beginning of your end step, you may sacrifice a nontoken
    creature. If you do, create X 2/2 green Wolf creature tokens, where X is the sacrificed
    creature's toughness." (a triggered ability has no cost: the creature its effect
    sacrificed, as it last existed). Sacrificing Hill Giant (toughness 3): three Wolves."""
    _compiled(real_db, "Feed the Pack")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Feed the Pack")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Wolf Token", 3)


def test_608_2h_feed_the_pack_declined(real_db: CardDatabase) -> None:
    """Declined: no sacrifice, no Wolf."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Feed the Pack")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.set_choice("A", "no")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Wolf Token", 0)


def test_608_2h_enigmatic_incarnation_sacrificed_enchantments_mana_value(
        real_db: CardDatabase) -> None:
    """Enigmatic Incarnation (read with Feed the Pack's rule, not XMage-tested): "At the
    beginning of your end step, you may sacrifice another enchantment. If you do, search your
    library for a creature card with mana value equal to 1 plus the sacrificed enchantment's
    mana value, put that card onto the battlefield, then shuffle." Glorious Anthem (mana value
    3) sacrificed: Hill Giant (4) is put onto the battlefield, not Centaur Courser (3)."""
    _compiled(real_db, "Enigmatic Incarnation")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Enigmatic Incarnation")
    s.add_card(Zone.BATTLEFIELD, "A", "Glorious Anthem")
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Centaur Courser")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.set_choice("A", "yes")
    s.set_choice("A", "Hill Giant")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_graveyard_count("A", "Glorious Anthem", 1)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Centaur Courser", 0)
