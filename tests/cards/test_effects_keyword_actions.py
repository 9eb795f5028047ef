"""Keyword actions (701) and chosen returns compiled from real cards' Oracle text and played
(effects/keyword_actions.py): surveil 701.42a, bolster 701.33a, explore 701.40a, connive
701.47a, "return a land you control to its owner's hand" (400.3). Exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.lower import lower_text
from mtg_engine.testing import Scenario, Step, Zone


def _library(s: Scenario, player: str, bottom_to_top: list[str]) -> None:
    s.remove_all_from_library(player)
    for name in bottom_to_top:
        s.add_card(Zone.LIBRARY, player, name)


def _names(s: Scenario, ids: list[int]) -> list[str]:
    return [s.state.objects[i].card.name for i in ids]


def test_701_keyword_actions_are_read_by_the_grammar() -> None:
    assert lower_text("Surveil 2.", allow_x=False, on_permanent=False) == (
        [{"surveil": {"count": 2}}], [])
    assert lower_text("Bolster 1.", allow_x=False, on_permanent=False) == (
        [{"bolster": {"count": 1}}], [])
    assert lower_text("~ explores.", allow_x=False, on_permanent=True) == (
        [{"explore": {"what": "self"}}], [])
    assert lower_text("Target creature you control explores.", allow_x=False,
                      on_permanent=False) == (
        [{"explore": {"what": "target"}}],
        [{"kind": "creature", "filter": {"controller": "you"}}])
    assert lower_text("Surveil X.", allow_x=True, on_permanent=False) is None
    # 400.3: a permanent the controller chooses among their own; any player's is refused
    assert lower_text("Return a land you control to its owner's hand.", allow_x=False,
                      on_permanent=True) == (
        [{"bounce_chosen": {"filter": {"types": ["Land"], "controller": "you"}}}], [])
    assert lower_text("Return a creature to its owner's hand.", allow_x=False,
                      on_permanent=True) is None


def test_701_42a_dimir_informant_surveils_two(real_db: CardDatabase) -> None:
    """Dimir Informant: the top two cards are Hill Giant then Grizzly Bears; Hill Giant goes
    to the graveyard, Grizzly Bears stays on top (701.42a)."""
    s = Scenario(cards=real_db)
    _library(s, "A", ["Island", "Grizzly Bears", "Hill Giant"])
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Dimir Informant")
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dimir Informant")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_graveyard_count("A", None, 1)
    assert _names(s, s.state.players[0].library) == ["Island", "Grizzly Bears"]


def test_701_33a_dromokas_gift_bolsters_the_least_toughness(real_db: CardDatabase) -> None:
    """Bolster 4 with Grizzly Bears (2/2) and Hill Giant (3/3): the Bears gets four +1/+1
    counters (701.33a)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")  # 1/1, not A's
    s.add_card(Zone.HAND, "A", "Dromoka's Gift")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dromoka's Gift")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 4)
    s.assert_power_toughness("A", "Grizzly Bears", 6, 6)
    s.assert_counter_count("A", "Hill Giant", "+1/+1", 0)


def test_701_33a_bolster_asks_among_creatures_tied_for_least(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Runeclaw Bear")
    s.add_card(Zone.HAND, "A", "Dromoka's Gift")
    s.set_choice("A", "Runeclaw Bear")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dromoka's Gift")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Runeclaw Bear", 6, 6)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_701_40a_explore_reveals_a_land_into_the_hand(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    _library(s, "A", ["Island", "Forest"])
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Merfolk Branchwalker")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Merfolk Branchwalker")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Forest")
    s.assert_power_toughness("A", "Merfolk Branchwalker", 2, 1)  # no counter for a land
    s.assert_library_count("A", 1)


def test_701_40a_explore_a_nonland_gives_a_counter_and_may_mill_it(real_db: CardDatabase
                                                                    ) -> None:
    s = Scenario(cards=real_db)
    _library(s, "A", ["Island", "Hill Giant"])
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Merfolk Branchwalker")
    s.set_choice("A", "Hill Giant")  # into the graveyard
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Merfolk Branchwalker")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Merfolk Branchwalker", 3, 2)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_hand_count("A", 0)
    assert _names(s, s.state.players[0].library) == ["Island"]


def test_701_40a_explore_keeps_the_nonland_on_top(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    _library(s, "A", ["Island", "Hill Giant"])
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Merfolk Branchwalker")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Merfolk Branchwalker")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Merfolk Branchwalker", "+1/+1", 1)
    s.assert_graveyard_count("A", None, 0)
    assert _names(s, s.state.players[0].library) == ["Island", "Hill Giant"]


def test_701_47a_connive_discarding_a_nonland_gives_a_counter(real_db: CardDatabase) -> None:
    """Raffine's Informant connives: draws Hill Giant, discards it (a nonland card): a +1/+1
    counter (701.47a)."""
    s = Scenario(cards=real_db)
    _library(s, "A", ["Island", "Hill Giant"])
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Raffine's Informant")
    s.add_card(Zone.HAND, "A", "Forest")
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raffine's Informant")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Raffine's Informant", 3, 2)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_hand_count("A", 1, "Forest")


def test_701_47a_connive_discarding_a_land_gives_no_counter(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    _library(s, "A", ["Island", "Hill Giant"])
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Raffine's Informant")
    s.add_card(Zone.HAND, "A", "Forest")
    s.set_choice("A", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raffine's Informant")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Raffine's Informant", 2, 1)
    s.assert_graveyard_count("A", "Forest", 1)
    s.assert_hand_count("A", 1, "Hill Giant")


def test_400_3_azorius_chancery_returns_a_land_you_choose(real_db: CardDatabase) -> None:
    """Azorius Chancery: "return a land you control to its owner's hand" is chosen as the
    trigger resolves, among A's lands only (B's Forest can't be chosen)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "A", "Azorius Chancery")
    s.set_choice("A", "Island")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Azorius Chancery")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Island")
    s.assert_permanent_count("A", "Plains", 1)
    s.assert_permanent_count("A", "Azorius Chancery", 1)
    s.assert_permanent_count("B", "Forest", 1)


def test_400_3_the_chancery_returns_itself_when_it_is_the_only_land(real_db: CardDatabase
                                                                     ) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Azorius Chancery")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Azorius Chancery")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Azorius Chancery")
    s.assert_battlefield_count("A", 0)


# ------------------------------------------------------------------ delayed triggers (603.7)


def test_603_7_delayed_sentences_are_read() -> None:
    from mtg_engine.cards.oracle.effects import Ctx, compile_effects

    ctx = Ctx(allow_x=False, on_permanent=False)
    got = compile_effects(ctx, "You gain 1 life. Draw a card at the beginning of the next "
                               "turn's upkeep.")
    assert got == [{"gain_life": {"amount": 1}},
                   {"delayed": {"when": "next_upkeep", "effects": [{"draw": {"count": 1}}],
                                "text": "Draw a card at the beginning of the next turn's "
                                        "upkeep."}}]
    # an instruction that names an object is remembered only when it is known what it names
    assert compile_effects(Ctx(on_permanent=False),
                           "Destroy it at the beginning of the next end step.") is None
    # 603.7c: a target player chosen now is remembered for the delayed instruction (s21)
    ctx = Ctx(on_permanent=False)
    assert compile_effects(ctx, "Target player draws a card at end of combat.") == [
        {"delayed": {"when": "end_of_combat", "remember": "target",
                     "text": "Target player draws a card at end of combat.",
                     "effects": [{"draw": {"count": 1, "who": "remembered"}}]}}]
    assert ctx.targets == [{"kind": "player"}]


def test_603_7_blessed_wine_draws_at_the_next_turns_upkeep(real_db: CardDatabase) -> None:
    """Blessed Wine on A's turn 1: A gains 1 life now and draws a card as B's turn 2 upkeep
    begins (603.7: the next turn's upkeep, whoever's turn it is); only once (603.7b)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Blessed Wine")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blessed Wine")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_hand_count("A", 0))
    s.check(2, Step.DRAW, lambda sc: sc.assert_hand_count("A", 1))
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_life("A", 21)
    s.assert_hand_count("A", 1)
    s.assert_library_count("A", 19)


def test_603_7_mogg_cannon_destroys_the_target_at_the_next_end_step(real_db: CardDatabase
                                                                     ) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mogg Cannon")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}:", targets=["Grizzly Bears"])
    def saved(sc: Scenario) -> None:
        """The delayed trigger waiting is kept exactly by to_json and copy()."""
        from mtg_engine.game import Game

        sc.assert_power_toughness("A", "Grizzly Bears", 3, 2)
        again = Game.from_json(sc.game.to_json(), real_db)
        assert again.state.delayed == sc.state.delayed == sc.game.copy().state.delayed
        assert len(sc.state.delayed) == 1 and sc.state.delayed[0].delay == "end_step"

    s.check(1, Step.POSTCOMBAT_MAIN, saved)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    assert s.state.delayed == ()


def test_603_7c_tangle_asp_destroys_the_blocked_creature_at_end_of_combat(
        real_db: CardDatabase) -> None:
    """Tangle Asp (1/2) blocks B's Hill Giant (3/3) and dies in combat damage; the delayed
    trigger it set up still destroys the Giant at end of combat (603.7)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tangle Asp")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Hill Giant")
    s.block(2, "A", "Tangle Asp", "Hill Giant")
    s.check(2, Step.COMBAT_DAMAGE, lambda sc: sc.assert_permanent_count("B", "Hill Giant", 1))
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Tangle Asp", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("A", 20)


def test_603_7c_the_locust_god_returns_from_the_graveyard_at_the_end_step(
        real_db: CardDatabase) -> None:
    """The Locust God dies; at the beginning of the next end step the card in the graveyard
    (a new object, 400.7) returns to its owner's hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "The Locust God")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Doom Blade")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Doom Blade", targets=["The Locust God"])
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_graveyard_count("A", "The Locust God", 1))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_hand_count("A", 1, "The Locust God")
    s.assert_graveyard_count("A", "The Locust God", 0)


# ------------------------------------------------------------------ from the graveyard (113.6m)


def test_113_6m_return_self_from_the_graveyard_is_an_ability_of_the_graveyard() -> None:
    from mtg_engine.cards.oracle.effects import Ctx, compile_effects

    # outside an activated ability (a trigger, a spell) the sentence is not read
    assert compile_effects(Ctx(on_permanent=True),
                           "Return ~ from your graveyard to your hand.") is None


def test_113_6m_clattering_augur_returns_from_the_graveyard_only(real_db: CardDatabase) -> None:
    """Clattering Augur: "{2}{B}{B}: Return ~ from your graveyard to your hand." can be
    activated from the graveyard (113.6m), not from the battlefield."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Clattering Augur")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Clattering Augur")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 4)
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_playable("A", "{2}{B}{B}: Return"))
    s.check(2, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_playable("B", "{2}{B}{B}: Return", False))
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{B}{B}: Return")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Clattering Augur")
    s.assert_graveyard_count("A", "Clattering Augur", 0)
    s.assert_permanent_count("B", "Clattering Augur", 1)


def test_113_6m_drownyard_temple_returns_to_the_battlefield_tapped(real_db: CardDatabase
                                                                    ) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Drownyard Temple")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}: Return")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Drownyard Temple", 1)
    s.assert_tapped("Drownyard Temple")
    s.assert_graveyard_count("A", None, 0)


# ------------------------------------------------------------------ exile and return (400.7)


def test_400_7_cloudshift_returns_a_new_object_without_its_counters(real_db: CardDatabase
                                                                     ) -> None:
    """Cloudshift: the Bears comes back as a new object (400.7): no +1/+1 counter, 2/2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 2})
    s.add_card(Zone.HAND, "A", "Cloudshift")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cloudshift", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 0)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_exile_count("Grizzly Bears", 0)


def test_603_7c_flickerwisp_returns_the_card_at_the_next_end_step(real_db: CardDatabase
                                                                   ) -> None:
    """Flickerwisp exiles B's Hill Giant; it returns under its owner's (B's) control at the
    beginning of the next end step (603.7, 110.2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Flickerwisp")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Flickerwisp")
    s.add_target("A", "Hill Giant")

    def gone(sc: Scenario) -> None:
        sc.assert_exile_count("Hill Giant", 1)
        sc.assert_permanent_count("B", "Hill Giant", 0)

    s.check(1, Step.POSTCOMBAT_MAIN, gone)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Hill Giant", 0)
    s.assert_exile_count("Hill Giant", 0)


def test_610_3_banisher_priest_exiles_until_it_leaves_the_battlefield(real_db: CardDatabase
                                                                       ) -> None:
    """Banisher Priest exiles B's Hill Giant (with a +1/+1 counter); when the Priest dies the
    Giant returns at once under its owner's control (610.3, 610.3c), a new object: no
    counter (400.7)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", counters={"+1/+1": 1})
    s.add_card(Zone.HAND, "A", "Banisher Priest")
    s.add_card(Zone.HAND, "A", "Doom Blade")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Banisher Priest")
    s.add_target("A", "Hill Giant")

    def exiled(sc: Scenario) -> None:
        sc.assert_exile_count("Hill Giant", 1)
        sc.assert_permanent_count("B", "Hill Giant", 0)

    s.check(1, Step.BEGIN_COMBAT, exiled)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Doom Blade", targets=["Banisher Priest"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Banisher Priest", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)
    s.assert_exile_count("Hill Giant", 0)
    assert s.state.delayed == ()


# ------------------------------------------------------------------ graveyards (406.1)


def test_406_1_nihil_spellbomb_exiles_target_players_graveyard(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nihil Spellbomb")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears", 2)
    s.add_card(Zone.GRAVEYARD, "B", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", None, 0)
    s.assert_exile_count("Grizzly Bears", 2)
    s.assert_exile_count("Lightning Bolt", 1)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Nihil Spellbomb", 1)


def test_406_1_disposal_mummy_targets_only_an_opponents_graveyard(real_db: CardDatabase
                                                                   ) -> None:
    """Disposal Mummy: A's own Hill Giant is not a legal target (115.1); B's Bears is."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Disposal Mummy")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Disposal Mummy")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Hill Giant", 1)


def test_608_2h_consign_to_the_pit_damages_the_destroyed_creatures_controller(
        real_db: CardDatabase) -> None:
    """"that creature's controller": the controller the destroyed creature had as it last
    existed on the battlefield (608.2h): B, 20 - 2 = 18."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Consign to the Pit")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Consign to the Pit", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("B", 18)
    s.assert_life("A", 20)


def test_106_1_cascade_bluffs_makes_two_red_from_a_hybrid_cost(real_db: CardDatabase) -> None:
    """Cascade Bluffs: "{U/R}, {T}: Add {U}{U}, {U}{R}, or {R}{R}." (one mana ability per
    choice, activated by choice: rules/mana.py); Island's {U} pays {U/R} and the Bluffs make
    {R}{R} for Blood Knight."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Cascade Bluffs")
    s.add_card(Zone.HAND, "A", "Blood Knight")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{U/R}, {T}: Add {R}{R}")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blood Knight")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Blood Knight", 1)
    s.assert_tapped("Island")
    s.assert_tapped("Cascade Bluffs")


def test_701_21_twiddle_taps_or_untaps_as_chosen(real_db: CardDatabase) -> None:
    """Twiddle: "You may tap or untap target artifact, creature, or land." (608.2d: the
    choices made as it resolves): untap A's tapped Hill Giant."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", tapped=True)
    s.add_card(Zone.HAND, "A", "Twiddle")
    s.set_choice("A", "yes")
    s.set_choice("A", "untap")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Twiddle", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_tapped("Hill Giant", False)


def test_701_21_twiddle_taps_an_opponents_creature(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Twiddle")
    s.set_choice("A", "yes")
    s.set_choice("A", "tap")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Twiddle", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_tapped("Hill Giant")


def test_608_2d_you_may_declined_does_nothing(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Twiddle")
    s.set_choice("A", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Twiddle", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_tapped("Hill Giant", False)
    s.assert_graveyard_count("A", "Twiddle", 1)


def test_701_3a_cranial_plating_attaches_itself_at_instant_speed(real_db: CardDatabase) -> None:
    """Cranial Plating's "{B}{B}: Attach ~ to target creature you control." (701.3a); with
    two artifacts (Plating, Ornithopter) the Bears gets +2/+0: 4/2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Cranial Plating")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}{B}: Attach", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_attached("Cranial Plating", "Grizzly Bears")
    s.assert_power_toughness("A", "Grizzly Bears", 4, 2)


def test_701_8_wheel_of_fortune_each_player_discards_their_hand(real_db: CardDatabase) -> None:
    """Wheel of Fortune: each player discards their hand (A: 1 other card, B: 3), then draws
    seven (701.8, 121.2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Wheel of Fortune")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.add_card(Zone.HAND, "B", "Grizzly Bears", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wheel of Fortune")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 7)
    s.assert_hand_count("B", 7)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 3)
    s.assert_library_count("A", 13)


def test_701_20_learn_from_the_past_shuffles_a_graveyard_into_the_library(
        real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Learn from the Past")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Learn from the Past", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", None, 0)
    s.assert_library_count("B", 23)
    s.assert_library_count("B", 3, "Grizzly Bears")
    s.assert_hand_count("A", 1)


def test_702_16a_stave_off_protection_from_the_chosen_color(real_db: CardDatabase) -> None:
    """Stave Off: the colour is chosen as it resolves (608.2d): red, and only red (702.16a);
    the protection ends with the turn (514.2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Stave Off")
    s.set_choice("A", "Red")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Stave Off", targets=["Grizzly Bears"])

    def protected(sc: Scenario) -> None:
        sc.assert_abilities("A", "Grizzly Bears", ["protection from red"])
        sc.assert_abilities("A", "Grizzly Bears", ["protection from blue"], present=False)

    s.check(1, Step.BEGIN_COMBAT, protected)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_abilities("A", "Grizzly Bears", ["protection from red"], present=False)


def test_613_4d_about_face_switches_power_and_toughness(real_db: CardDatabase) -> None:
    """Wall of Wood (0/3) with Giant Growth is 3/6 (layer 7c); About Face switches it in
    layer 7d (613.4d): 6/3. Alone, the switch would make it 3/0 and it would die (704.5f)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Wall of Wood")
    s.add_card(Zone.HAND, "A", "About Face")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Wall of Wood"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "About Face", targets=["Wall of Wood"])
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_power_toughness("A", "Wall of Wood", 6, 3))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Wall of Wood", 0, 3)  # both ended with the turn (514.2)


# ------------------------------------------------------------------ a hand revealed (701.16a)


def test_701_16a_duress_takes_a_noncreature_nonland_card(real_db: CardDatabase) -> None:
    """Duress: B reveals Lightning Bolt, Grizzly Bears, Forest; only the Bolt can be chosen."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Duress")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Duress", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Lightning Bolt", 1)
    s.assert_hand_count("B", 2)
    s.assert_hand_count("B", 1, "Grizzly Bears")


def test_701_8_thoughtseize_discards_the_chosen_card_and_costs_two_life(real_db: CardDatabase
                                                                         ) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Thoughtseize")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.add_card(Zone.HAND, "B", "Forest")
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Thoughtseize", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_hand_count("B", 2)
    s.assert_life("A", 18)


def test_701_16a_duress_with_nothing_to_take_discards_nothing(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Duress")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Duress", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("B", 2)
    s.assert_graveyard_count("B", None, 0)


def test_701_21_frantic_search_untaps_up_to_three_lands(real_db: CardDatabase) -> None:
    """Frantic Search ({2}{U}, paid with Island, Forest, Mountain): draw two, discard two,
    untap up to three lands chosen as it resolves: Island and Mountain (the Forest stays
    tapped)."""
    s = Scenario(cards=real_db)
    for land in ("Island", "Forest", "Mountain"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.HAND, "A", "Frantic Search")
    s.add_card(Zone.HAND, "A", "Hill Giant", 2)
    s.set_choice("A", "Hill Giant")
    s.set_choice("A", "Hill Giant")
    s.set_choice("A", "Island, Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Frantic Search")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_graveyard_count("A", "Hill Giant", 2)
    s.assert_tapped("Island", False)
    s.assert_tapped("Mountain", False)
    s.assert_tapped("Forest")


def test_613_1f_downdraft_removes_flying_until_end_of_turn(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Downdraft")
    s.add_card(Zone.BATTLEFIELD, "B", "Wind Drake")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{G}: Target creature loses flying",
                       targets=["Wind Drake"])
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_abilities("B", "Wind Drake", ["flying"], present=False))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_abilities("B", "Wind Drake", ["flying"])
