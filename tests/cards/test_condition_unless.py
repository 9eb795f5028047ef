""""Unless", "otherwise" and more "instead" riders read by cards/oracle/conditions.py and
evaluated by rules/conditions.py, played with real cards from the shared MTGJSON file (skipped
when it is absent), with exact figures: "[Do something] unless [you do something else]" is
"You may [do something else]. If you don't, [do something]." (118.12a); "[Do something] unless
[condition]" is the instruction carried out only if the condition doesn't hold (608.2c)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def test_118_12a_masticore_sacrificed_unless_a_card_is_discarded(real_db: CardDatabase) -> None:
    """Masticore: "At the beginning of your upkeep, sacrifice ~ unless you discard a card."
    With a card in hand and a yes: the card is discarded (graveyard 1), Masticore stays. With
    a no, or a yes and an empty hand (nothing discarded: A didn't, 118.12a), it is
    sacrificed."""
    _compiled(real_db, "Masticore")
    for cards, answer, stays in ((1, "yes", 1), (1, "no", 0), (0, "yes", 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Masticore")
        if cards:
            s.add_card(Zone.HAND, "A", "Grizzly Bears")
        s.set_choice("A", answer)
        s.stop_at(1, Step.DRAW)
        s.execute()
        s.assert_permanent_count("A", "Masticore", stays)
        s.assert_graveyard_count("A", "Masticore", 1 - stays)
        s.assert_graveyard_count("A", "Grizzly Bears", stays)
        s.assert_hand_count("A", cards - stays)


def test_118_12a_force_of_nature_damage_unless_mana_paid(real_db: CardDatabase) -> None:
    """Force of Nature: "At the beginning of your upkeep, ~ deals 8 damage to you unless you
    pay {G}{G}{G}{G}." Four Forests and a yes: paid (all tapped), 20 life; three Forests (it
    can't be paid, 118.3): 12 life."""
    _compiled(real_db, "Force of Nature")
    for forests, life in ((4, 20), (3, 12)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Force of Nature")
        s.add_card(Zone.BATTLEFIELD, "A", "Forest", forests)
        s.set_choice("A", "yes")
        s.stop_at(1, Step.DRAW)
        s.execute()
        s.assert_life("A", life)


def test_118_12a_carnophage_tapped_unless_life_paid(real_db: CardDatabase) -> None:
    """Carnophage: "At the beginning of your upkeep, tap ~ unless you pay 1 life." A yes: 19
    life, untapped; a no: 20 life, tapped."""
    _compiled(real_db, "Carnophage")
    for answer, life, tapped in (("yes", 19, False), ("no", 20, True)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Carnophage")
        s.set_choice("A", answer)
        s.stop_at(1, Step.DRAW)
        s.execute()
        s.assert_life("A", life)
        s.assert_tapped("Carnophage", tapped)


def test_608_2c_mindwrack_demon_loses_life_unless_delirium(real_db: CardDatabase) -> None:
    """Mindwrack Demon: "At the beginning of your upkeep, you lose 4 life unless there are four
    or more card types among cards in your graveyard." A land, a creature, an instant and a
    sorcery in the graveyard: 20 life; three of those types: 16."""
    _compiled(real_db, "Mindwrack Demon")
    for cards, life in ((("Forest", "Grizzly Bears", "Shock", "Divination"), 20),
                        (("Forest", "Grizzly Bears", "Shock"), 16)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mindwrack Demon")
        for c in cards:
            s.add_card(Zone.GRAVEYARD, "A", c)
        s.stop_at(1, Step.DRAW)
        s.execute()
        s.assert_life("A", life)


def test_608_2c_bellowing_saddlebrute_raid_unless(real_db: CardDatabase) -> None:
    """Bellowing Saddlebrute: "When ~ enters the battlefield, you lose 4 life unless you
    attacked this turn." Cast after Grizzly Bears attacked: 20 life; cast before combat: 16."""
    _compiled(real_db, "Bellowing Saddlebrute")
    for attacked, life in ((True, 20), (False, 16)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.HAND, "A", "Bellowing Saddlebrute")
        if attacked:
            s.attack(3, "A", "Grizzly Bears")
            s.cast_spell(3, Step.POSTCOMBAT_MAIN, "A", "Bellowing Saddlebrute")
        else:
            s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Bellowing Saddlebrute")
        s.stop_at(3, Step.END_TURN)
        s.execute()
        s.assert_permanent_count("A", "Bellowing Saddlebrute", 1)
        s.assert_life("A", life)


def test_118_3_118_12a_hecatomb_cant_sacrifice_fewer_than_four(real_db: CardDatabase) -> None:
    """Hecatomb: "When ~ enters the battlefield, sacrifice ~ unless you sacrifice four
    creatures." The four creatures are a cost (118.12a) paid in full or not at all (118.3):
    with four Grizzly Bears and a yes they are sacrificed and Hecatomb stays; with three, it
    can't be paid, so Hecatomb is sacrificed and the three stay."""
    _compiled(real_db, "Hecatomb")
    for bears, stays in ((4, 1), (3, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", bears)
        s.add_card(Zone.HAND, "A", "Hecatomb")
        s.set_choice("A", "yes")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hecatomb")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_permanent_count("A", "Hecatomb", stays)
        s.assert_permanent_count("A", "Grizzly Bears", 0 if stays else bears)
        s.assert_graveyard_count("A", "Grizzly Bears", bears if stays else 0)


# ------------------------------------------------------------------ the attached permanent (611.3a)


def test_611_3a_clout_of_the_dominus_by_the_enchanted_creatures_color(real_db: CardDatabase
                                                                       ) -> None:
    """Clout of the Dominus: "As long as enchanted creature is blue, it gets +1/+1 and has
    shroud. As long as enchanted creature is red, it gets +1/+1 and has haste." On a red
    Raging Goblin (1/1): 2/2 with haste, no shroud; on a green Grizzly Bears: 2/2 as printed,
    neither ability."""
    _compiled(real_db, "Clout of the Dominus")
    for creature, pt, haste in (("Raging Goblin", (2, 2), True), ("Grizzly Bears", (2, 2), False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", creature)
        s.add_card(Zone.BATTLEFIELD, "A", "Clout of the Dominus", attached_to=creature)
        s.stop_at(1, Step.PRECOMBAT_MAIN)
        s.execute()
        s.assert_power_toughness("A", creature, *pt)
        s.assert_abilities("A", creature, ["haste"], present=haste)
        s.assert_abilities("A", creature, ["shroud"], present=False)


def test_611_3a_butchers_cleaver_lifelink_only_on_a_human(real_db: CardDatabase) -> None:
    """Butcher's Cleaver: "Equipped creature gets +3/+0. As long as equipped creature is a
    Human, it has lifelink." A Human (Elite Vanguard, 2/1 -> 5/1) attacks: B at 15, A at 25;
    a non-Human (Grizzly Bears, 2/2 -> 5/2): B at 15, A stays at 20."""
    _compiled(real_db, "Butcher's Cleaver")
    for creature, life in (("Elite Vanguard", 25), ("Grizzly Bears", 20)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", creature)
        s.add_card(Zone.BATTLEFIELD, "A", "Butcher's Cleaver", attached_to=creature)
        s.attack(3, "A", creature)
        s.stop_at(3, Step.END_TURN)
        s.execute()
        s.assert_life("B", 15)
        s.assert_life("A", life)


# ------------------------------------------------------------------ the target (608.2h)


def test_608_2h_deaths_caress_by_what_the_creature_was(real_db: CardDatabase) -> None:
    """Death's Caress: "Destroy target creature. If that creature was a Human, you gain life
    equal to its toughness." The creature is in the graveyard when the condition is checked:
    what it was on the battlefield counts (608.2h). Elite Vanguard (a 2/1 Human): 21 life;
    Changeling Outcast (a 1/1 with every creature type, 702.73a): 21 life; Grizzly Bears (a
    Bear): 20."""
    _compiled(real_db, "Death's Caress")
    for creature, life in (("Elite Vanguard", 21), ("Changeling Outcast", 21),
                           ("Grizzly Bears", 20)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
        s.add_card(Zone.BATTLEFIELD, "B", creature)
        s.add_card(Zone.HAND, "A", "Death's Caress")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Death's Caress", targets=[creature])
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_graveyard_count("B", creature, 1)
        s.assert_life("A", life)


def test_608_2c_608_2h_cling_to_dust_creature_card_otherwise(real_db: CardDatabase) -> None:
    """Cling to Dust: "Exile target card from a graveyard. If it was a creature card, you gain
    3 life. Otherwise, you draw a card." Exactly one of the two: a creature card exiled, 23
    life and the library untouched (20 cards); a land card exiled, 20 life and one card drawn
    (library 19, hand 1)."""
    _compiled(real_db, "Cling to Dust")
    for card, life, library in (("Grizzly Bears", 23, 20), ("Forest", 20, 19)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
        s.add_card(Zone.GRAVEYARD, "B", card)
        s.add_card(Zone.HAND, "A", "Cling to Dust")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cling to Dust", targets=[card])
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_exile_count(card, 1)
        s.assert_life("A", life)
        s.assert_library_count("A", library)
        s.assert_hand_count("A", 20 - library)


def test_608_2c_gravelighter_otherwise_after_a_trailing_if(real_db: CardDatabase) -> None:
    """Gravelighter: "When ~ enters the battlefield, draw a card if a creature died this turn.
    Otherwise, each player sacrifices a creature." After a creature died this turn: a card is
    drawn and no creature sacrificed; on a turn with no death: no card, each player sacrifices
    a creature (A its Gravelighter, B its Grizzly Bears)."""
    _compiled(real_db, "Gravelighter")
    for died, hand, a_left in ((True, 1, 1), (False, 0, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
        s.add_card(Zone.HAND, "A", "Gravelighter")
        if died:
            s.add_card(Zone.HAND, "A", "Lightning Bolt")
            s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
        s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Gravelighter")
        s.stop_at(3, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_permanent_count("A", "Gravelighter", a_left)
        s.assert_permanent_count("B", "Grizzly Bears", 1)
        s.assert_graveyard_count("B", "Grizzly Bears", 1)
        s.assert_hand_count("A", hand + 1)  # the card drawn in turn 3's draw step, and this one


# ------------------------------------------------------------------ another player pays (118.12a)


def test_118_12a_isolation_cell_that_player_pays_or_loses_life(real_db: CardDatabase) -> None:
    """Isolation Cell: "Whenever an opponent casts a creature spell, that player loses 2 life
    unless they pay {2}." B casts Grizzly Bears: with four Forests B is asked and pays (20
    life, all four tapped); answering no, 18; with two Forests B can't pay (118.3): 18."""
    _compiled(real_db, "Isolation Cell")
    for forests, answer, life in ((4, "yes", 20), (4, "no", 18), (2, "yes", 18)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Isolation Cell")
        s.add_card(Zone.BATTLEFIELD, "B", "Forest", forests)
        s.add_card(Zone.HAND, "B", "Grizzly Bears")
        s.set_choice("B", answer)
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
        s.stop_at(2, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_permanent_count("B", "Grizzly Bears", 1)
        s.assert_life("B", life)
        s.assert_life("A", 20)


def test_118_12a_rhystic_study_draws_unless_the_caster_pays(real_db: CardDatabase) -> None:
    """Rhystic Study: "Whenever an opponent casts a spell, you may draw a card unless that
    player pays {1}." B casts Grizzly Bears with three Forests: paying, A's hand stays 0;
    declining, A draws (hand 1, library 19)."""
    _compiled(real_db, "Rhystic Study")
    for answer, hand in (("yes", 0), ("no", 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Rhystic Study")
        s.add_card(Zone.BATTLEFIELD, "B", "Forest", 3)
        s.add_card(Zone.HAND, "B", "Grizzly Bears")
        s.set_choice("A", "yes")
        s.set_choice("B", answer)
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
        s.stop_at(2, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_hand_count("A", hand)
        s.assert_library_count("A", 20 - hand)


# ------------------------------------------------------------------ more condition kinds


def test_608_2c_mysteries_of_the_deep_land_entered_this_turn(real_db: CardDatabase) -> None:
    """Mysteries of the Deep: "Draw two cards. Landfall — If you had a land enter the
    battlefield under your control this turn, draw three cards instead." With no land played
    this turn: two cards (hand 2 after casting, library 17 after turn 3's draw); after
    playing an Island: three (hand 3, library 16); after playing Strip Mine and sacrificing
    it to destroy B's Swamp (it entered, then left: 608.2h, as it last existed): three."""
    _compiled(real_db, "Mysteries of the Deep")
    for land, hand in ((None, 2), ("Island", 3), ("Strip Mine", 3)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
        s.add_card(Zone.HAND, "A", "Mysteries of the Deep")
        if land is not None:
            s.add_card(Zone.HAND, "A", land)
            s.play_land(3, Step.PRECOMBAT_MAIN, "A", land)
        if land == "Strip Mine":
            s.add_card(Zone.BATTLEFIELD, "B", "Swamp")
            s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice",
                               source="Strip Mine", targets=["Swamp"])
        s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Mysteries of the Deep")
        s.stop_at(3, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_hand_count("A", hand + 1)  # and the card drawn in the draw step
        if land == "Strip Mine":
            s.assert_graveyard_count("A", "Strip Mine", 1)
            s.assert_graveyard_count("B", "Swamp", 1)


def test_608_2c_gutwrencher_oni_discards_if_you_dont_control_an_ogre(
        real_db: CardDatabase) -> None:
    """Gutwrencher Oni: "At the beginning of your upkeep, discard a card if you don't control
    an Ogre." Gutwrencher Oni is a Demon: alone, A discards (hand 1 -> 0); beside Gray Ogre,
    A keeps the card."""
    _compiled(real_db, "Gutwrencher Oni")
    for ogre, hand in ((False, 0), (True, 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Gutwrencher Oni")
        if ogre:
            s.add_card(Zone.BATTLEFIELD, "A", "Gray Ogre")
        s.add_card(Zone.HAND, "A", "Grizzly Bears")
        s.stop_at(1, Step.DRAW)
        s.execute()
        s.assert_hand_count("A", hand)
        s.assert_graveyard_count("A", "Grizzly Bears", 1 - hand)


def test_611_3a_eyekite_after_two_cards_drawn_this_turn(real_db: CardDatabase) -> None:
    """Eyekite (1/2): "~ gets +2/+0 as long as you've drawn two or more cards this turn." On
    turn 3 A draws one card in the draw step: 1/2; after Divination (two more): 3/2."""
    _compiled(real_db, "Eyekite")
    for cast, pt in ((False, (1, 2)), (True, (3, 2))):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Eyekite")
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
        s.add_card(Zone.HAND, "A", "Divination")
        if cast:
            s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Divination")
        s.stop_at(3, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_power_toughness("A", "Eyekite", *pt)


# ------------------------------------------------------------------ coin flips (705)


def _flips(s: Scenario) -> list[int]:
    return [int(ev[2]) for ev in s.game.state.log if ev[0] == "coin_flip"]


def test_705_1_mana_crypt_damage_only_when_the_flip_is_lost(real_db: CardDatabase) -> None:
    """Mana Crypt: "At the beginning of your upkeep, flip a coin. If you lose the flip, ~
    deals 3 damage to you." Over seeds 0-19 both results occur; each game flips once in
    turn 1's upkeep and A is at 20 after a win, 17 after a loss; the same seed flips the same
    (a replay is exact)."""
    _compiled(real_db, "Mana Crypt")
    seen = set()
    for seed in range(20):
        results = []
        for _ in range(2):
            s = Scenario(cards=real_db, seed=seed)
            s.add_card(Zone.BATTLEFIELD, "A", "Mana Crypt")
            s.stop_at(1, Step.DRAW)
            s.execute()
            flips = _flips(s)
            assert len(flips) == 1
            s.assert_life("A", 20 if flips[0] else 17)
            results.append(flips[0])
        assert results[0] == results[1]
        seen.add(results[0])
    assert seen == {0, 1}


def test_705_1_frenetic_efreet_phases_out_or_is_sacrificed(real_db: CardDatabase) -> None:
    """Frenetic Efreet: "{0}: Flip a coin. If you win the flip, ~ phases out. If you lose the
    flip, sacrifice ~." Exactly one of the two: after a win it is phased out (still A's, not
    in the graveyard), after a loss it is in the graveyard."""
    _compiled(real_db, "Frenetic Efreet")
    seen = set()
    for seed in range(20):
        s = Scenario(cards=real_db, seed=seed)
        s.add_card(Zone.BATTLEFIELD, "A", "Frenetic Efreet")
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{0}", source="Frenetic Efreet")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        (won,) = _flips(s)
        seen.add(won)
        s.assert_graveyard_count("A", "Frenetic Efreet", 1 - won)
        efreet = [o for o in s.game.state.objects.values() if o.card.name == "Frenetic Efreet"]
        assert len(efreet) == 1
        from mtg_engine.rules.phasing import is_phased_out

        assert efreet[0].zone is (Zone.BATTLEFIELD if won else Zone.GRAVEYARD)
        assert is_phased_out(s.game.state, efreet[0].id) == bool(won)
    assert seen == {0, 1}
