"""Counters and tokens added in session 9, compiled from the Oracle text and played with exact
figures. Instructions about the tokens just created (111.1, `oracle/token_followups.py`): a
delayed trigger exiling or sacrificing them (603.7, 603.7c, 701.17a), haste with no duration
(611.2a) or until end of turn, +1/+1 counters put on them (122.1a). A spell exiling itself with
counters (122.1, 702.62b; `oracle/counters_exile.py`)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.game import Game
from mtg_engine.testing import Scenario, Step, Zone


def _tokens(s: Scenario, name: str) -> list[int]:
    return [o.id for o in s.game.state.objects.values()
            if o.card.name == name and o.zone is Zone.BATTLEFIELD]


def test_603_7_geist_of_saint_traft_angel_exiled_at_end_of_combat(real_db: CardDatabase) -> None:
    """Geist of Saint Traft (2/2) attacks: a 4/4 flying Angel token enters tapped and
    attacking (508.4); both are unblocked: B takes 2 + 4 = 6. "Exile that token at end of
    combat" (603.7): the Angel is gone in the second main phase; Geist stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Geist of Saint Traft")
    s.attack(1, "A", "Geist of Saint Traft")
    s.check(1, Step.COMBAT_DAMAGE, lambda sc: sc.assert_permanent_count("A", "Angel Token", 1))
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 14)
    s.assert_permanent_count("A", "Angel Token", 0)
    s.assert_permanent_count("A", "Geist of Saint Traft", 1)


def test_603_7_thatcher_revolt_tokens_sacrificed_at_the_next_end_step(
        real_db: CardDatabase) -> None:
    """Thatcher Revolt: three 1/1 haste Humans; "Sacrifice those tokens at the beginning of
    the next end step": after A's end step none is left (they went to the graveyard and
    ceased to exist, 111.7); in the second main phase all three are there."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Thatcher Revolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Thatcher Revolt")
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_permanent_count("A", "Human Token", 3))
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("A", "Human Token", 0)


def test_701_17a_a_token_another_player_controls_is_not_sacrificed(
        real_db: CardDatabase) -> None:
    """Thatcher Revolt, then B gains control of one of the Humans with Word of Seizing
    (instant; until end of turn, after the end step's trigger resolves): the delayed trigger's
    controller A can sacrifice only the two A still controls (701.17a)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Thatcher Revolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 5)
    s.add_card(Zone.HAND, "B", "Word of Seizing")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Thatcher Revolt")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Word of Seizing", targets=["Human Token"])
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("A", "Human Token", 0)
    s.assert_permanent_count("B", "Human Token", 1)


def test_122_1a_fractal_summoning_gets_x_counters(real_db: CardDatabase) -> None:
    """Fractal Summoning with X=3: a 0/0 Fractal token, then "Put X +1/+1 counters on it":
    a 3/3 with three counters (state-based actions aren't checked in between, 704.3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Fractal Summoning")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fractal Summoning", x=3)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Fractal Token", 3, 3)
    s.assert_counter_count("A", "Fractal Token", "+1/+1", 3)


def test_122_1a_leyline_invocation_counts_lands_as_it_resolves(real_db: CardDatabase) -> None:
    """Leyline Invocation with 6 lands: "Put X +1/+1 counters on it, where X is the number of
    lands you control" (608.2h): a 6/6 Fractal."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    s.add_card(Zone.HAND, "A", "Leyline Invocation")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Leyline Invocation")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Fractal Token", 6, 6)


def test_611_2a_cogwork_assembler_copy_gains_haste_and_is_exiled(real_db: CardDatabase) -> None:
    """Cogwork Assembler ({7}: a token copy of target artifact. "That token gains haste."
    with no duration: it lasts as long as the token exists (611.2a, `until` ""); "Exile it at
    the beginning of the next end step"). In the second main phase the copy has haste and the
    delayed trigger is saved with the game; after A's end step the copy is gone and the
    original stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cogwork Assembler")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 7)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{7}", source="Cogwork Assembler",
                       targets=["Cogwork Assembler"])

    def copy_has_haste(sc: Scenario) -> None:
        from mtg_engine.rules.layers import characteristics

        state = sc.game.state
        copies = [o.id for o in state.objects.values()
                  if o.card.name == "Cogwork Assembler" and o.is_token]
        assert len(copies) == 1
        assert "haste" in characteristics(state, copies[0]).keywords
        assert [e.until for e in state.effects if copies[0] in e.affected] == [""]
        g2 = Game.from_json(sc.game.to_json(), state.db)  # the delayed trigger is saved
        assert len(g2.state.delayed) == len(state.delayed) == 1

    s.check(1, Step.POSTCOMBAT_MAIN, copy_has_haste)
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("A", "Cogwork Assembler", 1)
    s.assert_exile_count("Cogwork Assembler", 0)  # (a token in exile ceases to exist, 111.7)


def test_111_1_followups_refused_where_the_words_do_not_name_the_tokens() -> None:
    """The words must agree with what was created: "those tokens" after one token is not
    read, nor a sentence in between."""
    from mtg_engine.cards.oracle.effects import _TOKEN_SINK, Ctx, compile_effects

    def compiled(text: str) -> list[dict[str, object]] | None:
        sink = _TOKEN_SINK.set([])  # (the card's token definitions, as the compiler has)
        try:
            return compile_effects(Ctx(), text)
        finally:
            _TOKEN_SINK.reset(sink)

    assert compiled("Create a 1/1 red Goblin creature token. Exile those tokens at end of "
                    "combat.") is None
    assert compiled("Create two 1/1 red Goblin creature tokens. Exile that token at end of "
                    "combat.") is None
    assert compiled("Create a 1/1 red Goblin creature token. Draw a card. Exile it at end of "
                    "combat.") is None
    got = compiled("Create two 1/1 red Goblin creature tokens. Those tokens gain haste until "
                   "end of turn. Sacrifice them at the beginning of the next end step.")
    assert got is not None and got[1:] == [
        {"grant": {"what": "created", "keywords": ["haste"], "said": "those tokens"}},
        {"delayed": {"when": "end_step", "remember": "created", "said": "them",
                     "text": "Sacrifice them at the beginning of the next end step.",
                     "effects": [{"sacrifice": {"what": "remembered"}}]}}]


def test_122_1_702_62b_arc_blade_exiles_itself_suspended(real_db: CardDatabase) -> None:
    """Arc Blade (cast for {3}{R}{R}): 2 damage to B, then "Exile ~ with three time counters
    on it" (608.2m: it doesn't go to the graveyard). It has suspend, so it is suspended
    (702.62b): one counter comes off at each of A's upkeeps (turns 3, 5: 2 then 1 left), the
    last on turn 7, when it is cast without paying its cost (702.62a): 2 more damage to B, and
    it exiles itself again with three time counters."""
    seen: list[int] = []
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Arc Blade")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Arc Blade", targets=["B"])

    def time_counters(sc: Scenario) -> None:
        state = sc.game.state
        seen.append(state.objects[state.exile[0]].counters["time"])

    s.check(1, Step.END_TURN, time_counters)
    s.check(3, Step.DRAW, time_counters)
    s.check(5, Step.DRAW, time_counters)
    s.add_target("A", "B")
    s.stop_at(7, Step.END_TURN)
    s.execute()
    time_counters(s)
    assert seen == [3, 2, 1, 3]
    s.assert_life("B", 16)
    s.assert_exile_count("Arc Blade", 1, "A")
    s.assert_graveyard_count("A", "Arc Blade", 0)


def test_118_3_122_1a_devoted_druid_untaps_for_a_minus_counter(real_db: CardDatabase) -> None:
    """Devoted Druid (0/2) taps for {G}, then "Put a -1/-1 counter on ~: Untap ~." The counter
    is the cost (118.3): it is untapped and -1/1 with one -1/-1 counter; a second activation
    makes it -2/0 and it dies as a state-based action (704.5f)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Devoted Druid")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {G}", source="Devoted Druid")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Put a -1/-1 counter",
                       source="Devoted Druid")

    def once(sc: Scenario) -> None:
        sc.assert_tapped("Devoted Druid", False)
        sc.assert_power_toughness("A", "Devoted Druid", -1, 1)  # (power below 0, 107.1b)
        sc.assert_counter_count("A", "Devoted Druid", "-1/-1", 1)

    s.check(1, Step.BEGIN_COMBAT, once)
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Put a -1/-1 counter",
                       source="Devoted Druid")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Devoted Druid", 1)


def test_608_2h_proper_burial_gains_the_last_known_toughness(real_db: CardDatabase) -> None:
    """Proper Burial: "Whenever a creature you control dies, you gain life equal to that
    creature's toughness." Grizzly Bears (2/2) gets +3/+3 from Giant Growth, then Murder
    destroys it: the toughness it last had on the battlefield, 5, is gained (608.2h): 25."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Proper Burial")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Murder", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_life("A", 25)


def test_614_16_corpsejack_menace_doubles_the_fractal_counters(real_db: CardDatabase) -> None:
    """Corpsejack Menace ("twice that many +1/+1 counters are put on it instead", 614.16) and
    Fractal Summoning with X=2: the Fractal gets 4 counters, a 4/4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Corpsejack Menace")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Fractal Summoning")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fractal Summoning", x=2)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Fractal Token", "+1/+1", 4)
    s.assert_power_toughness("A", "Fractal Token", 4, 4)


def test_614_16_conclave_mentor_adds_one(real_db: CardDatabase) -> None:
    """Conclave Mentor ("that many plus one", 614.16) and Fractal Summoning with X=2: 3
    counters, a 3/3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Conclave Mentor")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Fractal Summoning")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fractal Summoning", x=2)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Fractal Token", 3, 3)


def test_614_16_parallel_lives_doubles_tokens_and_all_are_sacrificed(
        real_db: CardDatabase) -> None:
    """Parallel Lives ("it creates twice that many of those tokens instead") and Thatcher
    Revolt: six Humans; "Sacrifice those tokens at the beginning of the next end step" names
    all six (111.1: the tokens the instruction created): none is left after the end step."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Parallel Lives")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Thatcher Revolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Thatcher Revolt")
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_permanent_count("A", "Human Token", 6))
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("A", "Human Token", 0)


def test_701_9e_kalonian_hydra_doubles_each_creatures_own_counters(
        real_db: CardDatabase) -> None:
    """Kalonian Hydra (enters with four +1/+1 counters) attacks beside a Grizzly Bears with
    one +1/+1 counter: "double the number of +1/+1 counters on each creature you control"
    gives each as many as it has (701.9e): the Hydra 8 (8/8), the Bears 2 (4/4). B takes 8 +
    4 = 12 from both unblocked."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kalonian Hydra", counters={"+1/+1": 4})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.attack(1, "A", "Kalonian Hydra")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Kalonian Hydra", "+1/+1", 8)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 2)
    s.assert_power_toughness("A", "Kalonian Hydra", 8, 8)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_life("B", 8)


def test_608_2h_spiteful_squad_puts_the_counters_it_had(real_db: CardDatabase) -> None:
    """Spiteful Squad with two +1/+1 counters and a charge counter dies to Shock: "put its
    counters on target creature you control" reads them as it last existed (608.2h): the
    Grizzly Bears gets two +1/+1 counters (4/4) and a charge counter (122.1)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Spiteful Squad", counters={"+1/+1": 2, "charge": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Spiteful Squad"])
    s.add_target("A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Spiteful Squad", 1)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 2)
    s.assert_counter_count("A", "Grizzly Bears", "charge", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)


def test_604_3_treefolk_seedlings_toughness_counts_forests(real_db: CardDatabase) -> None:
    """Treefolk Seedlings (2/*): "~'s toughness is equal to the number of Forests you control"
    (604.3, layer 7a): with three Forests (and B's two, not counted) it is 2/3; Traproot Kami
    (0/*, "Forests on the battlefield") counts all five: 0/5."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Treefolk Seedlings")
    s.add_card(Zone.BATTLEFIELD, "A", "Traproot Kami")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Treefolk Seedlings", 2, 3)
    s.assert_power_toughness("A", "Traproot Kami", 0, 5)


def test_111_1_followups_refused_after_two_creations() -> None:
    """With two creations, a skipped second one ("if you do") would leave the first one's
    tokens named: not read."""
    from mtg_engine.cards.oracle.effects import _TOKEN_SINK, Ctx, compile_effects

    sink = _TOKEN_SINK.set([])
    try:
        assert compile_effects(Ctx(), "Create a 1/1 red Goblin creature token. Create a 2/2 "
                               "green Bear creature token. Exile that token at end of combat."
                               ) is None
    finally:
        _TOKEN_SINK.reset(sink)


def test_603_4_storage_land_gets_a_counter_only_while_tapped(real_db: CardDatabase) -> None:
    """Bottomless Vault, kept tapped in A's untap step (502.3): "At the beginning of your
    upkeep, if ~ is tapped, put a storage counter on it" ("it": ~, the only object named)
    puts one on it; Dwarven Hold, untapped, gets none (603.4: the condition is false)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bottomless Vault", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "A", "Dwarven Hold")
    s.set_choice("A", "Bottomless Vault")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_tapped("Bottomless Vault", True)
    s.assert_counter_count("A", "Bottomless Vault", "storage", 1)
    s.assert_counter_count("A", "Dwarven Hold", "storage", 0)


def test_111_1_created_tokens_of_a_resolution_are_saved(real_db: CardDatabase) -> None:
    """A resolution in progress keeps the tokens its creation made (`Frame.created`): a saved
    game (snapshot) and a game state (`GameState.to_json`, checked by save_check) both load
    them back."""
    from dataclasses import replace

    from mtg_engine.state.game_state import Frame, GameState, origin_effects

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Thatcher Revolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Thatcher Revolt")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    state = s.game.state
    humans = tuple(sorted(o.id for o in state.objects.values() if o.card.name == "Human Token"))
    assert len(humans) == 3
    origin = ("Thatcher Revolt", False, "spell", -1)
    state.frame = Frame(origin_effects(state.db, origin), origin, 1, 0, humans[0],
                        "Thatcher Revolt", (), (), created=humans)
    g2 = Game.from_json(s.game.to_json(), state.db)
    assert g2.state.frame is not None and g2.state.frame.created == humans
    again = GameState.from_json(state.to_json(), state.db)
    assert again.frame is not None and again.frame.created == humans
    checked = Game.from_state({"state": state.to_json(), "actions": []}, state.db)
    assert checked.state.frame is not None and checked.state.frame.created == humans
    assert replace(state.frame, created=()).to_json().get("created") is None


def test_608_2h_202_3e_that_spells_mana_value_keeps_x_once_countered(
        real_db: CardDatabase) -> None:
    """A casts Blaze with X=3 (mana value 4 on the stack, 202.3e): Manaplasm's trigger waits
    above it. B counters Blaze in response; when the trigger resolves Blaze has left the
    stack, and its last known mana value (608.2h) is still 4: Manaplasm (1/1) is 5/5."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Manaplasm")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Blaze")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Counterspell")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blaze", targets=["B"], x=3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Counterspell", targets=["Blaze"],
                 responding_to="Manaplasm")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Blaze", 1)
    s.assert_power_toughness("A", "Manaplasm", 5, 5)
