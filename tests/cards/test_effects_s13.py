"""Session 13 effects (issue 11): spell, activated and loyalty effects read by the Oracle
compiler, played with real cards and exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

# ------------------------------------------- a card put from a hand onto the battlefield


def test_205_3m_goblin_wizard_puts_only_a_goblin_permanent_card(real_db: CardDatabase) -> None:
    """Goblin Wizard: "{T}: You may put a Goblin permanent card from your hand onto the
    battlefield." Goblin Piker enters; Grizzly Bears (a Bear) can't be chosen and stays in
    hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Wizard")
    s.add_card(Zone.HAND, "A", "Goblin Piker")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.set_choice("A", "Goblin Piker")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{T}: You may put")
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Goblin Piker", 1)
    s.assert_hand_count("A", 1, "Grizzly Bears")


def test_205_4a_gaeas_touch_puts_only_a_basic_forest(real_db: CardDatabase) -> None:
    """Gaea's Touch: "{0}: You may put a basic Forest card from your hand onto the
    battlefield." A has a Forest and a Mountain in hand: the Forest enters, the Mountain
    stays (the only Forest is the one chosen)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gaea's Touch")
    s.add_card(Zone.HAND, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Mountain")
    s.set_choice("A", "Forest")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{0}: You may put")
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Forest", 1)
    s.assert_hand_count("A", 1, "Mountain")


def test_303_4f_an_aura_put_from_hand_enchants_what_its_controller_chooses(
        real_db: CardDatabase) -> None:
    """Thran Temporal Gateway: "{4}, {T}: You may put a historic permanent card from your
    hand onto the battlefield." On Serra's Wings (a legendary Aura) enters attached to the
    creature A chooses, untargeted (303.4f): Grizzly Bears, 2/2 -> 3/3 with flying."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thran Temporal Gateway")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "On Serra's Wings")
    s.set_choice("A", "On Serra's Wings")
    s.set_choice("A", "Grizzly Bears")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{4}, {T}: You may put")
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "On Serra's Wings", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)
    s.assert_hand_count("A", 0, "On Serra's Wings")


# ----------------------------------------------- mana another permanent could produce (106.7)


def _orchard_actions(s: Scenario, name: str) -> tuple[int, list[int]]:
    """The permanent `name` of A and the x of each activation of its mana ability offered."""
    from mtg_engine.actions import ActivateAbility

    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.game.resume()
    oid = next(o for o in s.state.battlefield if s.state.objects[o].card.name == name
               and s.state.objects[o].controller == 0)
    xs = sorted(a.x for a in s.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == oid)
    return oid, xs


def test_106_7_exotic_orchard_adds_a_color_an_opponents_land_could_produce(
        real_db: CardDatabase) -> None:
    """Exotic Orchard: "{T}: Add one mana of any color that a land an opponent controls could
    produce." B controls a Forest and an Island; A's own Mountain doesn't count: the
    activations offered are blue (x 1) and green (x 4); green puts {G} in A's pool."""
    from mtg_engine.actions import ActivateAbility

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Exotic Orchard")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    oid, xs = _orchard_actions(s, "Exotic Orchard")
    assert xs == [1, 4]
    s.game.apply(ActivateAbility(oid, 0, x=4))
    assert s.state.players[0].mana_pool == [0, 0, 0, 0, 1, 0]
    s.assert_tapped("Exotic Orchard")


def test_106_7_facing_orchards_follow_each_other_to_a_forest(real_db: CardDatabase) -> None:
    """106.7's example: A controls a Forest and an Exotic Orchard, B an Exotic Orchard: each
    Orchard could produce {G} (B's Orchard reads A's Forest), so A's Orchard offers green
    only."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Exotic Orchard")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Exotic Orchard")
    _, xs = _orchard_actions(s, "Exotic Orchard")
    assert xs == [4]


def test_106_7_with_no_land_to_read_the_ability_adds_nothing(real_db: CardDatabase) -> None:
    """106.7: two Exotic Orchards and no other land: neither could produce any mana; A's one
    activation (x 0) taps it and adds no mana."""
    from mtg_engine.actions import ActivateAbility

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Exotic Orchard")
    s.add_card(Zone.BATTLEFIELD, "B", "Exotic Orchard")
    oid, xs = _orchard_actions(s, "Exotic Orchard")
    assert xs == [0]
    s.game.apply(ActivateAbility(oid, 0, x=0))
    assert s.state.players[0].mana_pool == [0, 0, 0, 0, 0, 0]
    s.assert_tapped("Exotic Orchard")


def test_106_7_reflecting_pool_any_type_includes_colorless(real_db: CardDatabase) -> None:
    """Reflecting Pool: "... any type that a land you control could produce": with a Swamp
    and Wastes ({C}) beside it, black (x 2) and colorless (x 5); Star Compass ("any color
    that a basic land you control could produce") offers black only."""
    from mtg_engine.actions import ActivateAbility

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Reflecting Pool")
    s.add_card(Zone.BATTLEFIELD, "A", "Star Compass")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    oid, xs = _orchard_actions(s, "Reflecting Pool")
    assert xs == [2, 5]
    compass = next(o for o in s.state.battlefield
                   if s.state.objects[o].card.name == "Star Compass")
    assert sorted(a.x for a in s.game.legal_actions()
                  if isinstance(a, ActivateAbility) and a.source == compass) == [2]
    s.game.apply(ActivateAbility(oid, 0, x=5))
    assert s.state.players[0].mana_pool == [0, 0, 0, 0, 0, 1]


# ----------------------------------------------------- a mode's flavor word (207.2d, 700.2)


def test_207_2d_a_modes_flavor_word_has_no_rules_meaning(real_db: CardDatabase) -> None:
    """You See a Pair of Goblins: "Choose one — • Charge Them — Creatures you control get
    +2/+0 until end of turn. • Befriend Them — Create two 1/1 red Goblin creature tokens."
    Mode 2 chosen: A has two 1/1 Goblin tokens; the spell's DSL keeps each mode's text."""
    cdef = real_db.get("You See a Pair of Goblins")
    assert cdef.spell is not None and len(cdef.spell.modes) == 2
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "You See a Pair of Goblins")
    s.set_mode_choice("A", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "You See a Pair of Goblins")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Goblin Token", 2)
    s.assert_power_toughness("A", "Goblin Token#2", 1, 1)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_207_2d_the_first_mode_of_a_flavored_modal_spell(real_db: CardDatabase) -> None:
    """You See a Pair of Goblins, mode 1 ("Charge Them — Creatures you control get +2/+0
    until end of turn"): Grizzly Bears is 4/2, no token is made."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "You See a Pair of Goblins")
    s.set_mode_choice("A", 1)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "You See a Pair of Goblins")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Goblin Token", 0)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 2)


# ------------------------------------------------------------ a card name chosen (201.2)


def test_201_2_cabal_therapy_discards_every_card_with_the_chosen_name(
        real_db: CardDatabase) -> None:
    """Cabal Therapy: "Choose a nonland card name. Target player reveals their hand and
    discards all cards with that name." A names Lightning Bolt: B discards both Bolts and
    keeps the Shock and the Mountain."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Cabal Therapy")
    s.add_card(Zone.HAND, "B", "Lightning Bolt", 2)
    s.add_card(Zone.HAND, "B", "Shock")
    s.add_card(Zone.HAND, "B", "Mountain")
    s.set_choice("A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cabal Therapy", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Lightning Bolt", 2)
    s.assert_hand_count("B", 1, "Shock")
    s.assert_hand_count("B", 1, "Mountain")
    assert ("chosen_name", 0, "Lightning Bolt") in s.state.log


def test_201_2_a_nonland_card_name_cant_be_a_land_name(real_db: CardDatabase) -> None:
    """"Choose a nonland card name": Mountain is not offered (the answer doesn't fit and the
    scenario stops), and the names offered include Lightning Bolt but no land."""
    from mtg_engine.rules.card_names import name_options

    s = Scenario(cards=real_db)
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    names = name_options(s.state, "nonland")
    assert "Lightning Bolt" in names and "Mountain" not in names and "Forest" not in names
    assert "Mountain" in name_options(s.state, "")
    assert "Mountain" not in name_options(s.state, "nonbasic_land")
    assert "Cabal Therapy" not in name_options(s.state, "creature")


def test_701_19_cranial_extraction_exiles_the_named_cards(real_db: CardDatabase) -> None:
    """Cranial Extraction: "Choose a nonland card name. Search target player's graveyard,
    hand, and library for all cards with that name and exile them. Then that player
    shuffles." A names Grizzly Bears: the Bears in B's graveyard must be found (701.19b); of the
    hidden ones A takes the one in B's hand: two exiled, one left in B's library (shuffled);
    the Hill Giant in hand stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Cranial Extraction")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.add_card(Zone.LIBRARY, "B", "Grizzly Bears")
    s.set_choice("A", "Grizzly Bears")
    s.set_choice("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cranial Extraction", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 2, player="B")
    s.assert_graveyard_count("B", "Grizzly Bears", 0)
    s.assert_hand_count("B", 1, "Hill Giant")
    s.assert_hand_count("B", 0, "Grizzly Bears")
    assert [s.state.objects[c].card.name for c in s.state.players[1].library].count(
        "Grizzly Bears") == 1
    assert ("shuffle", 1) in s.state.log


# ------------------------------------------------------------------ control (613.1b)


def test_613_1b_ashiok_gains_control_of_the_target_opponents_creatures(
        real_db: CardDatabase) -> None:
    """Ashiok, Sculptor of Fears: "[−11]: Gain control of all creatures target opponent
    controls." B's Grizzly Bears and Hill Giant become A's for the rest of the game (no
    duration, 611.2a: still A's on turn 3); B keeps the Forest (not a creature); the group is
    locked in as it resolves (611.2c), so the creatures don't go back once A controls them."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ashiok, Sculptor of Fears", counters={"loyalty": 11})
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "[−11]", targets=["B"])
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("B", "Forest", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_permanent_count("B", "Hill Giant", 0)


# ------------------------------------------------------ a die roll's results table (706.3)


def _fireball(real_db: CardDatabase, seed: int) -> tuple[Scenario, int]:
    """Farideh's Fireball cast by A on Hill Giant with the game's seed `seed`; the d20's
    result."""
    s = Scenario(cards=real_db, seed=seed)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Farideh's Fireball")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Farideh's Fireball", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    rolls = [ev for ev in s.state.log if ev[0] == "die_roll"]
    assert len(rolls) == 1 and rolls[0][1] == 0 and rolls[0][2] == 20  # 706.1a: one d20
    return s, int(rolls[0][3])


def test_706_3a_farideh_s_fireball_uses_the_row_of_its_result(real_db: CardDatabase) -> None:
    """Farideh's Fireball: "~ deals 5 damage to target creature or planeswalker. Roll a d20.
    1—9 | ~ deals 2 damage to each player. 10—20 | ~ deals 2 damage to each opponent." Over
    seeds 0-19 both rows happen; each time Hill Giant dies and exactly one row applies: on 1-9
    both players are at 18, on 10-20 A stays at 20 and B is at 18."""
    seen: set[bool] = set()
    for seed in range(20):
        s, result = _fireball(real_db, seed)
        assert 1 <= result <= 20
        s.assert_graveyard_count("B", "Hill Giant", 1)
        s.assert_life("B", 18)
        s.assert_life("A", 18 if result <= 9 else 20)
        seen.add(result <= 9)
    assert seen == {True, False}


def test_706_3a_djinni_windseer_scries_by_its_result(real_db: CardDatabase) -> None:
    """Djinni Windseer: "When ~ enters the battlefield, roll a d20. 1—9 | Scry 1. 10—19 |
    Scry 2. 20 | Scry 3." A looks at 1, 2 or 3 cards as the result says (the scry's
    decision offers that many cards); the log has one roll by A."""
    for seed in range(6):
        s = Scenario(cards=real_db, seed=seed)
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
        s.add_card(Zone.HAND, "A", "Djinni Windseer")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Djinni Windseer")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        rolls = [ev for ev in s.state.log if ev[0] == "die_roll"]
        assert len(rolls) == 1
        result = int(rolls[0][3])
        want = 1 if result <= 9 else 2 if result <= 19 else 3
        scried = [ev for ev in s.state.log if ev[0] == "scry"]
        assert scried and scried[-1][2] == want, (result, scried)


# ------------------------------------------------------------------- learn (701.45a)


def test_701_45a_pop_quiz_learn_discards_a_card_to_draw_one(real_db: CardDatabase) -> None:
    """Pop Quiz: "Draw a card. Learn." A draws (hand 1: the Forest), then discards the Forest
    to learn and draws again: the Forest is in the graveyard, A has 1 card in hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Pop Quiz")
    s.add_card(Zone.HAND, "A", "Forest")
    s.set_choice("A", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pop Quiz")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Forest", 1)
    s.assert_graveyard_count("A", "Pop Quiz", 1)
    s.assert_hand_count("A", 2)
    assert ("learn", 0, 1) in s.state.log


def test_701_45a_learn_declined_draws_nothing(real_db: CardDatabase) -> None:
    """Cram Session: "You gain 4 life. Learn." A declines to discard ("none"): A is at 24,
    keeps the Forest, draws nothing (no Lesson outside the game to take)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Cram Session")
    s.add_card(Zone.HAND, "A", "Forest")
    s.set_choice("A", "none")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cram Session")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 24)
    s.assert_hand_count("A", 1, "Forest")
    s.assert_hand_count("A", 1)
    assert ("learn", 0, 0) in s.state.log


# ------------------------------------------- a card of your graveyard chosen (608.2d)


def test_608_2d_dig_up_the_body_returns_a_creature_card_chosen(real_db: CardDatabase) -> None:
    """Dig Up the Body: "... Mill two cards, then you may return a creature card from your
    graveyard to your hand." (the casting cost aside) A chooses Hill Giant among the
    creature cards of the graveyard (no target: chosen as it resolves); the Forest there
    can't be chosen."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Dig Up the Body")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Forest")
    s.set_choice("A", "yes")
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dig Up the Body")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Forest", 1)


def test_118_12a_harvest_wurm_is_sacrificed_with_no_basic_land_to_return(
        real_db: CardDatabase) -> None:
    """Harvest Wurm: "When ~ enters the battlefield, sacrifice it unless you return a basic
    land card from your graveyard to your hand." A's graveyard has only Grizzly Bears: the
    return can't be done (118.3), so the Wurm is sacrificed. With a Forest there, A returns
    it and keeps the Wurm."""
    for land, kept in ((None, False), ("Forest", True)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
        s.add_card(Zone.HAND, "A", "Harvest Wurm")
        s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
        if land:
            s.add_card(Zone.GRAVEYARD, "A", land)
            s.set_choice("A", "yes")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Harvest Wurm")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_permanent_count("A", "Harvest Wurm", 1 if kept else 0)
        s.assert_graveyard_count("A", "Grizzly Bears", 1)
        if land:
            s.assert_hand_count("A", 1, "Forest")


# ------------------------------------------------------ changing a target (115.7a, 115.9a)


def _bolt_deflected(real_db: CardDatabase, new_target: str | None) -> Scenario:
    """B's Lightning Bolt at A; A answers with Deflection ("Change the target of target spell
    with a single target.") and chooses `new_target`."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Deflection")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    if new_target:
        s.set_choice("A", new_target)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Deflection", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_115_7a_deflection_sends_the_bolt_to_its_caster(real_db: CardDatabase) -> None:
    """A changes the Bolt's target to B: B is at 17, A at 20, the Bears live."""
    s = _bolt_deflected(real_db, "B")
    s.assert_life("B", 17)
    s.assert_life("A", 20)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    assert any(ev[0] == "change_target" for ev in s.state.log)


def test_115_7a_the_new_target_may_be_a_creature(real_db: CardDatabase) -> None:
    """The new target must be legal for the Bolt ("any target"): A's own Grizzly Bears is,
    and dies; both players stay at 20."""
    s = _bolt_deflected(real_db, "Grizzly Bears")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_life("A", 20)
    s.assert_life("B", 20)


def test_115_9a_a_spell_with_two_targets_cant_be_deflected(real_db: CardDatabase) -> None:
    """115.9a: Deflection can't target a spell with two targets (Seeds of Strength: "Target
    creature gets +1/+1 until end of turn. Target creature gets +1/+1 ..." chosen twice):
    casting it is refused."""
    import pytest

    from mtg_engine.testing import ScenarioError

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Deflection")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "B", "Seeds of Strength")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Seeds of Strength",
                 targets=["Grizzly Bears", "Hill Giant", "Grizzly Bears"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Deflection", targets=["Seeds of Strength"],
                 responding_to="Seeds of Strength")
    s.stop_at(2, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError, match="Seeds of Strength is not a legal target"):
        s.execute()
