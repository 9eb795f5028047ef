"""Session 21, linked abilities (607.2a) and cards exiled face down (406.3), with real cards of
the shared MTGJSON file (skipped without it).

"Exile the top card of your library face down." (406.3: no player may look at it) remembered
as exiled with ~ (607.2a), and "Put all cards exiled with ~ into their owners' hands." read
by another ability of the same object; a new object has no link (400.7)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.observe import observe
from mtg_engine.state.objects import Zone as StateZone
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled


def _exiled(s: Scenario) -> list[int]:
    return [o.id for o in s.state.objects.values() if o.zone is StateZone.EXILE]


def test_406_3_bomat_courier_exiles_face_down_then_returns_to_hand(
        real_db: CardDatabase) -> None:
    """Bomat Courier attacks (turn 1): Storm Crow, the top card, is exiled face down (406.3:
    shown with no name to both players, logged without a name); B is at 19. Postcombat: {R},
    discard the hand (Grizzly Bears), sacrifice Courier: Storm Crow to A's hand (607.2a)."""
    assert_compiled(real_db, "Bomat Courier")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bomat Courier")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Storm Crow")
    s.attack(1, "A", "Bomat Courier")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{R}, Discard your hand")

    def after_attack(sc: Scenario) -> None:
        sc.assert_exile_count("Storm Crow", 1, "A")
        [crow] = _exiled(sc)
        for viewer in (0, 1, None):  # 406.3: no player may look at it
            seen = {o["id"]: o for o in observe(sc.game, viewer)["objects"]}
            assert seen[crow]["card"] == ""
        assert not any(ev[0] == "move" and ev[3] == "Storm Crow" for ev in sc.state.log)

    s.check(1, Step.END_COMBAT, after_attack)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_hand_count("A", 1, "Storm Crow")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Bomat Courier", 1)
    assert _exiled(s) == []
    crow = next(o for o in s.state.players[0].hand)
    assert {o["id"]: o for o in observe(s.game, 0)["objects"]}[crow]["card"] == "Storm Crow"


def test_400_7_kyren_archive_returns_only_its_own_cards(real_db: CardDatabase) -> None:
    """Two Kyren Archives, each exiling the top card face down in A's upkeep (turn 1: Storm
    Crow by one trigger, Grizzly Bears by the other). Sacrificing one Archive (turn 1) puts
    only the card it exiled into A's hand (607.2a); the other stays exiled, face down."""
    assert_compiled(real_db, "Kyren Archive")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kyren Archive", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 5)
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Storm Crow")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{5}, Discard your hand")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    in_hand = sorted(s.state.objects[o].name for o in s.state.players[0].hand)
    assert len(in_hand) == 1 and in_hand[0] in ("Storm Crow", "Grizzly Bears")
    s.assert_permanent_count("A", "Kyren Archive", 1)
    [left] = _exiled(s)
    assert s.state.objects[left].name in ("Storm Crow", "Grizzly Bears")
    assert s.state.objects[left].name != in_hand[0]
    assert {o["id"]: o for o in observe(s.game, 0)["objects"]}[left]["card"] == ""


# 101.4, 608.2d: "each player may <instruction>": each chooses in turn order, then those who
# chose to carry it out as their own


def _bottom(s: Scenario, player: int) -> str:
    return s.state.objects[s.state.players[player].library[0]].name


def _top(s: Scenario, player: int) -> str:
    return s.state.objects[s.state.players[player].library[-1]].name


def _eager(real_db: CardDatabase) -> Scenario:
    """Eager Construct in A's hand; Storm Crow on top of A's library, Grizzly Bears on B's."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Eager Construct")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 2)
    s.add_card(Zone.LIBRARY, "A", "Storm Crow")
    s.add_card(Zone.LIBRARY, "B", "Grizzly Bears")
    return s


def test_101_4_eager_construct_each_player_chooses_to_scry(real_db: CardDatabase) -> None:
    """Eager Construct enters: A (the active player) is asked first and scries 1, putting
    Storm Crow on the bottom; B declines: B's Grizzly Bears stays on top, no scry by B."""
    assert_compiled(real_db, "Eager Construct")
    s = _eager(real_db)
    s.set_choice("A", "yes")
    s.set_choice("B", "no")
    s.set_choice("A", "Storm Crow")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Eager Construct")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Eager Construct", 1)
    assert _bottom(s, 0) == "Storm Crow" and _top(s, 0) == "Wastes"
    assert _top(s, 1) == "Grizzly Bears"
    scries = [ev for ev in s.state.log if ev[0] == "scry"]
    assert scries == [("scry", 0, 1, 1)]
    assert [ev for ev in s.state.log if ev[0] == "each_may"] == [("each_may", 0, (0,))]


def test_101_4_eager_construct_both_scry_in_turn_order(real_db: CardDatabase) -> None:
    """Both choose to: A keeps Storm Crow on top, then B puts Grizzly Bears on the bottom."""
    s = _eager(real_db)
    s.set_choice("A", "yes")
    s.set_choice("B", "yes")
    s.set_choice("B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Eager Construct")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    assert _top(s, 0) == "Storm Crow"
    assert _bottom(s, 1) == "Grizzly Bears"
    assert [ev for ev in s.state.log if ev[0] == "scry"] == [("scry", 0, 1, 0), ("scry", 1, 1, 1)]


def test_101_4_ruin_grinder_only_who_chose_discards_and_draws(real_db: CardDatabase) -> None:
    """Ruin Grinder dies (Doom Blade): A chooses to discard their hand (two Grizzly Bears) and
    draw seven; B declines and keeps three Storm Crows (608.2d: "their" is each chooser)."""
    assert_compiled(real_db, "Ruin Grinder")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ruin Grinder")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Doom Blade")
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 2)
    s.add_card(Zone.HAND, "B", "Storm Crow", 3)
    s.set_choice("A", "yes")
    s.set_choice("B", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Doom Blade", targets=["Ruin Grinder"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Ruin Grinder", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 2)
    s.assert_hand_count("A", 7, "Wastes")
    s.assert_hand_count("B", 3, "Storm Crow")
    s.assert_library_count("B", 20)


def test_101_4_each_may_paused_is_plain_data(real_db: CardDatabase) -> None:
    """Through the game API: Eager Construct's trigger asks A ("may", first: the active
    player), then B; B's question survives copy() and a JSON round trip and is in B's
    observe(); B says yes in the loaded game; then A's scry, then B's scry are asked, each of
    its own player (608.2d); B bottoms Grizzly Bears."""
    from mtg_engine.actions import CastSpell, ChoiceDecision, Choose, PassPriority
    from mtg_engine.game import Game

    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Eager Construct")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 2)
    s.add_card(Zone.LIBRARY, "B", "Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    g = s.game
    g.resume()
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)))

    def until_choice(game: Game) -> ChoiceDecision:
        while not isinstance(game.state.pending, ChoiceDecision):
            game.apply(PassPriority())
        return game.state.pending

    d = until_choice(g)
    assert (d.purpose, d.player) == ("may", 0)
    g.apply(Choose((0,)))  # (A declines)
    d = until_choice(g)
    assert (d.purpose, d.player) == ("may", 1)
    assert observe(g, 1)["pending"]["player"] == 1
    copied = g.copy()
    loaded = Game.from_json(g.to_json(), real_db)
    for game in (copied, loaded):
        game.apply(Choose((1,)))
        d = until_choice(game)
        assert (d.purpose, d.player) == ("scry_bottom", 1)  # (A declined: no scry of A's)
        bears = game.state.players[1].library[-1]
        assert d.options == (bears,)
        game.apply(Choose((bears,)))
        assert game.state.players[1].library[0] == bears
        assert [ev for ev in game.state.log if ev[0] == "scry"] == [("scry", 1, 1, 1)]
        assert game.state.frame is None or game.state.frame.controller == 0


def test_107_1c_indentured_djinn_each_other_player_draws_up_to_three(
        real_db: CardDatabase) -> None:
    """Three players; A's Indentured Djinn enters: A is not asked (each *other* player); B
    chooses to and draws two (a number from 0 to 3); C declines and draws none."""
    assert_compiled(real_db, "Indentured Djinn")
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.HAND, "A", "Indentured Djinn")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.set_choice("B", "yes")
    s.set_choice("C", "no")
    s.set_choice("B", "2")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Indentured Djinn")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Indentured Djinn", 1)
    s.assert_hand_count("A", 1)  # (103.8a: multiplayer, the starting player draws)
    s.assert_hand_count("B", 2)
    s.assert_hand_count("C", 0)
    assert [ev for ev in s.state.log if ev[0] == "each_may"] == [("each_may", 0, (1,))]
    assert [ev for ev in s.state.log if ev[0] == "draw_up_to"] == [("draw_up_to", 1, 2)]


# 608.2c: "each opponent who didn't discard a nonland card this way": a record per player of
# what each did as the spell or ability resolved


def _kroxa(real_db: CardDatabase, *b_hand: str) -> Scenario:
    assert_compiled(real_db, "Kroxa, Titan of Death's Hunger")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Kroxa, Titan of Death's Hunger")
    s.add_card(Zone.BATTLEFIELD, "A", "Badlands", 2)
    for c in b_hand:
        s.add_card(Zone.HAND, "B", c)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Kroxa, Titan of Death's Hunger")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Kroxa, Titan of Death's Hunger", 1)  # (not escaped)
    return s


def test_608_2c_kroxa_opponent_discarding_a_land_loses_3(real_db: CardDatabase) -> None:
    """B discards a Mountain (a land card): B didn't discard a nonland card, loses 3 (17)."""
    s = _kroxa(real_db, "Mountain")
    s.assert_graveyard_count("B", "Mountain", 1)
    s.assert_life("B", 17)
    s.assert_life("A", 20)


def test_608_2c_kroxa_opponent_discarding_a_nonland_card_loses_nothing(
        real_db: CardDatabase) -> None:
    """B discards Grizzly Bears (nonland): no life lost (20)."""
    s = _kroxa(real_db, "Grizzly Bears")
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 20)


def test_701_8a_kroxa_opponent_with_no_card_loses_3(real_db: CardDatabase) -> None:
    """B has no card to discard: B discarded no nonland card, loses 3 (17)."""
    s = _kroxa(real_db)
    s.assert_life("B", 17)


def test_608_2c_strongarm_tactics_each_player_record(real_db: CardDatabase) -> None:
    """A discards Grizzly Bears (a creature card): A loses nothing; B discards Lightning Bolt:
    B loses 4 (16); each player's own discard decides (608.2c)."""
    assert_compiled(real_db, "Strongarm Tactics")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Strongarm Tactics")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Strongarm Tactics")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)
    s.assert_life("A", 20)
    s.assert_life("B", 16)


def test_101_4_enslaved_horror_each_other_player_returns_their_own(
        real_db: CardDatabase) -> None:
    """Three players; Enslaved Horror enters: A (its controller) is not asked and gets
    nothing back; B chooses to and returns its Grizzly Bears under its own control (608.2d:
    "their graveyard"); C declines and its Hill Giant stays in the graveyard."""
    assert_compiled(real_db, "Enslaved Horror")
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.HAND, "A", "Enslaved Horror")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.GRAVEYARD, "A", "Storm Crow")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "C", "Hill Giant")
    s.set_choice("B", "yes")
    s.set_choice("C", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Enslaved Horror")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("C", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Storm Crow", 1)
    s.assert_permanent_count("A", "Enslaved Horror", 1)


# 607.2a: cards exiled with ~ put onto the battlefield: all of them (110.2a: under the control
# of the player who puts them), or one chosen


def test_607_2a_underworld_sentinel_dies_puts_its_exiled_cards_onto_battlefield(
        real_db: CardDatabase) -> None:
    """Underworld Sentinel attacks: Grizzly Bears, from A's graveyard, is exiled with it (B at
    16). Murder destroys Sentinel: Bears enters under A's control; Hill Giant, exiled before
    by nothing of Sentinel's, stays in exile (607.2a)."""
    assert_compiled(real_db, "Underworld Sentinel")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Underworld Sentinel")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Murder")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.EXILE, "A", "Hill Giant")
    s.attack(1, "A", "Underworld Sentinel")
    s.add_target("A", "Grizzly Bears")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Murder", targets=["Underworld Sentinel"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_graveyard_count("A", "Underworld Sentinel", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_exile_count("Hill Giant", 1, "A")


def test_607_2a_sisters_of_stone_death_returns_the_exiled_blocker(
        real_db: CardDatabase) -> None:
    """Sisters of Stone Death attacks; B's Grizzly Bears blocks and is exiled ({B}{G}).
    Postcombat, {2}{B}: the creature card exiled with Sisters (Bears) enters under A's
    control; B's Hill Giant, in exile from the start, is not one of them and stays."""
    assert_compiled(real_db, "Sisters of Stone Death")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sisters of Stone Death")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.EXILE, "B", "Hill Giant")
    s.attack(1, "A", "Sisters of Stone Death")
    s.block(1, "B", "Grizzly Bears", "Sisters of Stone Death")
    s.activate_ability(1, Step.DECLARE_BLOCKERS, "A", "{B}{G}: Exile",
                       targets=["Grizzly Bears"])
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{2}{B}: Put")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_exile_count("Hill Giant", 1, "B")
    s.assert_life("B", 20)  # (blocked: no damage to B, 509.1h)


def test_400_7_sisters_of_stone_death_new_object_has_no_exiled_cards(
        real_db: CardDatabase) -> None:
    """As above, but Cloudshift blinks Sisters of Stone Death after the blocker is exiled: the
    Sisters that return is a new object (400.7) with no card exiled with it, so {2}{B} puts
    nothing onto the battlefield and Grizzly Bears stays in exile."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sisters of Stone Death")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Cloudshift")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Sisters of Stone Death")
    s.block(1, "B", "Grizzly Bears", "Sisters of Stone Death")
    s.activate_ability(1, Step.DECLARE_BLOCKERS, "A", "{B}{G}: Exile",
                       targets=["Grizzly Bears"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Cloudshift", targets=["Sisters of Stone Death"])
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{2}{B}: Put")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Sisters of Stone Death", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_exile_count("Grizzly Bears", 1, "B")


def test_110_4a_trove_warden_returns_permanent_cards_to_their_owner(
        real_db: CardDatabase) -> None:
    """A plays a Forest (landfall): Grizzly Bears (a permanent card, mana value 2) is exiled
    from A's graveyard with Trove Warden. Doom Blade destroys Warden: Bears enters under its
    owner's (A's) control."""
    assert_compiled(real_db, "Trove Warden")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Trove Warden")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Doom Blade")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Forest")
    s.add_target("A", "Grizzly Bears")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Doom Blade", targets=["Trove Warden"])

    def exiled(sc: Scenario) -> None:
        sc.assert_exile_count("Grizzly Bears", 1, "A")

    s.check(1, Step.BEGIN_COMBAT, exiled)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Trove Warden", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_608_2c_kynaios_and_tiro_opponents_who_didnt_put_a_land_draw(
        real_db: CardDatabase) -> None:
    """Three players, A's end step: A draws a card; then each player may put a land card from
    their hand onto the battlefield (101.4): A puts Forest, B puts Mountain, C declines. Only
    C, an opponent who didn't, draws a card (608.2c); A, who is no opponent, doesn't draw."""
    assert_compiled(real_db, "Kynaios and Tiro of Meletis")
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kynaios and Tiro of Meletis")
    s.add_card(Zone.HAND, "A", "Forest")
    s.add_card(Zone.HAND, "B", "Mountain")
    s.add_card(Zone.HAND, "C", "Island")
    s.set_choice("A", "Forest")
    s.set_choice("B", "Mountain")
    s.set_choice("C", "no")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("A", "Forest", 1)
    s.assert_permanent_count("B", "Mountain", 1)
    s.assert_permanent_count("C", "Island", 0)
    s.assert_hand_count("A", 2, "Wastes")  # (its draw step, 103.8a, and the trigger's)
    s.assert_hand_count("B", 0)
    s.assert_hand_count("C", 2)
    s.assert_hand_count("C", 1, "Island")


def test_607_2a_endless_horizons_one_exiled_plains_each_upkeep(real_db: CardDatabase) -> None:
    """Endless Horizons enters: A finds both Plains of the library and exiles them (linked,
    607.2a). Turn 3 upkeep: A puts one of them into their hand (then draws a Wastes); the
    other stays exiled with Horizons."""
    assert_compiled(real_db, "Endless Horizons")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Endless Horizons")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah")
    s.add_card(Zone.LIBRARY, "A", "Plains", 2)
    s.set_choice("A", "Plains, Plains")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Endless Horizons")

    def both_exiled(sc: Scenario) -> None:
        sc.assert_exile_count("Plains", 2, "A")
        sc.assert_library_count("A", 0, "Plains")

    s.check(1, Step.END_TURN, both_exiled)
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1, "Plains")
    s.assert_exile_count("Plains", 1, "A")
