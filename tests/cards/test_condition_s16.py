"""Conditions added in session 16 (rules/condition_players.py, oracle/conditions_players.py):
the starting life total (103.3), an opponent who is the monarch (720.1), cards owned in exile
(406.1, 108.3) and permanents put into a hand from the battlefield this turn (400.7). Scenario
tests with exact figures, each with a case where the condition doesn't hold."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


@pytest.mark.parametrize(("owner", "hand"), [("A", 2), ("B", 0)])
def test_400_7_barrin_permanent_put_into_your_hand(real_db: CardDatabase, owner: str,
                                                   hand: int) -> None:
    """Barrin, Tolarian Archmage: "At the beginning of your end step, if a permanent was put
    into your hand from the battlefield this turn, draw a card." Its enters ability returns A's
    own Grizzly Bears: A's end step draws a card (the Bears and a Wastes in hand). Returning
    B's Bears puts a permanent into B's hand, not A's: no draw (603.4: the ability doesn't
    trigger)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Barrin, Tolarian Archmage")
    s.add_card(Zone.BATTLEFIELD, owner, "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Barrin, Tolarian Archmage")
    s.add_target("A", "Grizzly Bears")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_hand_count("A", hand)
    s.assert_hand_count("A", 1 if owner == "A" else 0, "Grizzly Bears")
    s.assert_hand_count("B", 1 if owner == "B" else 0)
    s.assert_permanent_count(owner, "Grizzly Bears", 0)


def test_400_7_barrin_token_put_into_your_hand(real_db: CardDatabase) -> None:
    """A token returned to its owner's hand goes there before it ceases to exist (111.7,
    704.5d): Barrin's end step trigger still draws a card (the hand holds only that card)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Raise the Alarm")
    s.add_card(Zone.HAND, "A", "Barrin, Tolarian Archmage")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise the Alarm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Barrin, Tolarian Archmage")
    s.add_target("A", "Soldier Token")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 1)
    s.assert_hand_count("A", 1, "Wastes")
    s.assert_hand_count("A", 1)


@pytest.mark.parametrize(("life", "pt"), [(27, (4, 6)), (26, (2, 4))])
def test_103_3_righteous_valkyrie_life_above_starting(real_db: CardDatabase, life: int,
                                                      pt: tuple[int, int]) -> None:
    """Righteous Valkyrie (2/4): "As long as you have at least 7 life more than your starting
    life total, creatures you control get +2/+2." The starting life total is 20 (103.3; a
    scenario's set_life is the life A has, not the game's starting total): 27 is 7 more."""
    s = Scenario(cards=real_db)
    s.set_life("A", life)
    s.add_card(Zone.BATTLEFIELD, "A", "Righteous Valkyrie")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Righteous Valkyrie", *pt)
    s.assert_power_toughness("A", "Grizzly Bears", pt[0], pt[1] - 2)


@pytest.mark.parametrize(("life", "after", "hand"), [(21, 21, 1), (20, 22, 0)])
def test_103_3_cosmos_elixir_greater_than_starting(real_db: CardDatabase, life: int,
                                                   after: int, hand: int) -> None:
    """Cosmos Elixir: "At the beginning of your end step, draw a card if your life total is
    greater than your starting life total. Otherwise, you gain 2 life." At 21: a card; at
    20 (equal, not greater): 2 life."""
    s = Scenario(cards=real_db)
    s.set_life("A", life)
    s.add_card(Zone.BATTLEFIELD, "A", "Cosmos Elixir")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("A", after)
    s.assert_hand_count("A", hand)


@pytest.mark.parametrize(("life", "pt"), [(20, (3, 3)), (19, (2, 2))])
def test_103_3_path_of_bravery_greater_or_equal(real_db: CardDatabase, life: int,
                                                pt: tuple[int, int]) -> None:
    """Path of Bravery: "As long as your life total is greater than or equal to your starting
    life total, creatures you control get +1/+1." 20 is equal (3/3 Bears); 19 is less."""
    s = Scenario(cards=real_db)
    s.set_life("A", life)
    s.add_card(Zone.BATTLEFIELD, "A", "Path of Bravery")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", *pt)


@pytest.mark.parametrize(("life", "playable"), [(27, True), (26, False)])
def test_103_3_speaker_of_the_heavens_activate_only_if(real_db: CardDatabase, life: int,
                                                       playable: bool) -> None:
    """Speaker of the Heavens: "{T}: Create a 4/4 white Angel creature token with flying.
    Activate only if you have at least 7 life more than your starting life total and only as a
    sorcery." (602.5b) At 27 it can be activated, at 26 not."""
    s = Scenario(cards=real_db)
    s.set_life("A", life)
    s.add_card(Zone.BATTLEFIELD, "A", "Speaker of the Heavens")
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "{T}: Create", playable))
    if playable:
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Create")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Angel Token", 1 if playable else 0)


@pytest.mark.parametrize(("life", "transformed"), [(29, True), (28, False)])
def test_103_3_chalice_of_life_transforms(real_db: CardDatabase, life: int,
                                          transformed: bool) -> None:
    """Chalice of Life: "{T}: You gain 1 life. Then if you have at least 10 life more than your
    starting life total, transform ~." (608.2c: the condition is checked after the life is
    gained) From 29: 30, ten more than 20, it transforms; from 28: 29, it doesn't."""
    s = Scenario(cards=real_db)
    s.set_life("A", life)
    s.add_card(Zone.BATTLEFIELD, "A", "Chalice of Life")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: You gain 1 life")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", life + 1)
    s.assert_permanent_count("A", "Chalice of Death", 1 if transformed else 0)


def test_103_3_starting_life_of_a_new_game_is_kept() -> None:
    """A game begun at 30 life (Game.new's starting_life) keeps 30 as each player's starting
    life total through copy() and the JSON save (103.3); the default game keeps none (20)."""
    from mtg_engine.game import Game
    from mtg_engine.rules.starting_life import starting_life_total
    from mtg_engine.state.game_state import GameState

    game = Game.new([["Wastes"] * 20] * 2, seed=1, starting_life=30, mulligans=False)
    state = game.state
    assert state.starting_life == (30, 30)
    assert starting_life_total(state.copy(), 1) == 30
    loaded = GameState.from_json(state.to_json(), state.db)
    assert loaded.starting_life == (30, 30)
    plain = Game.new([["Wastes"] * 20] * 2, seed=1, mulligans=False).state
    assert plain.starting_life == () and starting_life_total(plain, 0) == 20


def test_601_2i_spells_cast_this_game_are_saved() -> None:
    """The players who have cast a spell this game (GameState.cast_a_spell, for "the first
    spell you've cast this game") survive copy(), the state's JSON and the saved game, whose
    event log doesn't go back to the game's start."""
    from mtg_engine.game import Game
    from mtg_engine.state.game_state import GameState

    game = Game.new([["Wastes"] * 20] * 2, seed=1, starting_life=30, mulligans=False)
    game.state.cast_a_spell = (1,)
    assert game.state.copy().cast_a_spell == (1,)
    assert GameState.from_json(game.state.to_json(), game.state.db).cast_a_spell == (1,)
    loaded = Game.from_json(game.to_json(), db=game.state.db)
    assert loaded.state.cast_a_spell == (1,) and loaded.state.starting_life == (30, 30)


@pytest.mark.parametrize(("sentinels", "assassins"), [(True, 1), (False, 0)])
def test_720_1_queen_marchesa_opponent_is_the_monarch(real_db: CardDatabase, sentinels: bool,
                                                      assassins: int) -> None:
    """Queen Marchesa: "At the beginning of your upkeep, if an opponent is the monarch, create a
    1/1 black Assassin creature token with deathtouch and haste." B's Palace Sentinels makes B
    the monarch on turn 2: A's upkeep of turn 3 creates an Assassin; without it, none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Queen Marchesa")
    if sentinels:
        s.add_card(Zone.BATTLEFIELD, "B", "Plains", 4)
        s.add_card(Zone.HAND, "B", "Palace Sentinels")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Palace Sentinels")
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Assassin Token", assassins)


@pytest.mark.parametrize(("exiled", "playable"), [(True, True), (False, False)])
def test_406_1_dreadlight_monstrosity_own_a_card_in_exile(real_db: CardDatabase, exiled: bool,
                                                          playable: bool) -> None:
    """Dreadlight Monstrosity: "{3}{U}{U}: ~ can't be blocked this turn. Activate only if you
    own a card in exile." A's Grizzly Bears in exile allows it (602.5b); a card B owns there
    doesn't."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dreadlight Monstrosity")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.EXILE, "A" if exiled else "B", "Grizzly Bears")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "{3}{U}{U}:", playable))
    s.stop_at(1, Step.END_TURN)
    s.execute()


@pytest.mark.parametrize(("owner", "pt"), [("B", (4, 4)), ("A", (2, 2))])
def test_406_1_warden_of_the_beyond_opponent_owns_a_card_in_exile(
        real_db: CardDatabase, owner: str, pt: tuple[int, int]) -> None:
    """Warden of the Beyond (2/2): "gets +2/+2 as long as an opponent owns a card in exile."
    A card B owns in exile: 4/4; one A owns: 2/2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Warden of the Beyond")
    s.add_card(Zone.EXILE, owner, "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Warden of the Beyond", *pt)


@pytest.mark.parametrize(("caster", "turn", "hand"), [("A", 2, 1), ("A", 1, 0), ("B", 1, 2),
                                                      ("B", 2, 1)])
def test_603_2_glademuse_not_their_turn(real_db: CardDatabase, caster: str, turn: int,
                                        hand: int) -> None:
    """Glademuse: "Whenever a player casts a spell, if it's not their turn, that player draws a
    card." (603.4: the caster is the player the event remembers, 500: whose turn it is.) A's
    Giant Growth on B's turn 2 draws A a card; on A's own turn 1 none. B's on turn 1 draws B
    one (B also draws for turn 2: 2 cards); on B's own turn, none (1: the turn's draw)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Glademuse")
    s.add_card(Zone.BATTLEFIELD, caster, "Forest")
    s.add_card(Zone.HAND, caster, "Giant Growth")
    s.cast_spell(turn, Step.PRECOMBAT_MAIN, caster, "Giant Growth", targets=("Glademuse",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_hand_count(caster, hand)
    s.assert_graveyard_count(caster, "Giant Growth", 1)


@pytest.mark.parametrize(("creature", "spirits"), [("Elite Vanguard", 1), ("Grizzly Bears", 0)])
def test_603_10a_avacyns_collar_equipped_creature_was_a_human(real_db: CardDatabase,
                                                               creature: str,
                                                               spirits: int) -> None:
    """Avacyn's Collar: "Whenever equipped creature dies, if it was a Human, create a 1/1 white
    Spirit creature token with flying." Judged with the creature as it last existed (603.10a,
    the card it became in the graveyard traced back to it, 400.7): Elite Vanguard (a Human
    Soldier) bolted: one Spirit; Grizzly Bears (a Bear): none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", creature)
    s.add_card(Zone.BATTLEFIELD, "A", "Avacyn's Collar", attached_to=creature)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=(creature,))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", creature, 1)
    s.assert_permanent_count("A", "Spirit Token", spirits)


def test_603_4_momentum_rumbler_first_strike_then_double_strike(real_db: CardDatabase) -> None:
    """Momentum Rumbler (3/3): "Whenever ~ attacks, if it doesn't have first strike, put a first
    strike counter on it." and "... if it has first strike, it gains double strike until end
    of turn." Its first attack: only the first triggers (603.4: each "if" is checked as the
    ability triggers), 3 damage; its second: first strike now, double strike, 6 damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Momentum Rumbler")
    s.attack(1, "A", "Momentum Rumbler")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_life("B", 17))
    s.attack(3, "A", "Momentum Rumbler")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Momentum Rumbler", "first strike", 1)
    s.assert_life("B", 11)


@pytest.mark.parametrize(("attacks", "back"), [(True, True), (False, False)])
def test_510_2_wave_of_rats_dealt_combat_damage_to_a_player(real_db: CardDatabase,
                                                            attacks: bool, back: bool) -> None:
    """Wave of Rats (4/2, trample): "When ~ dies, if it dealt combat damage to a player this
    turn, return it to the battlefield under its owner's control." After it dealt B 4 combat
    damage, B's Lightning Bolt kills it: it returns. Bolted without having attacked: it
    stays in the graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wave of Rats")
    if attacks:
        s.attack(1, "A", "Wave of Rats")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=("Wave of Rats",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16 if attacks else 20)
    s.assert_permanent_count("A", "Wave of Rats", 1 if back else 0)
    s.assert_graveyard_count("A", "Wave of Rats", 0 if back else 1)


@pytest.mark.parametrize(("blocked", "life"), [(True, 24), (False, 20)])
def test_509_1h_fyndhorn_druid_was_blocked_this_turn(real_db: CardDatabase, blocked: bool,
                                                     life: int) -> None:
    """Fyndhorn Druid (2/2): "When ~ dies, if it was blocked this turn, you gain 4 life."
    Blocked by Hill Giant (3/3) it dies in combat: A gains 4. Unblocked (B takes 2) and bolted
    after combat: no life."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fyndhorn Druid")
    s.attack(1, "A", "Fyndhorn Druid")
    if blocked:
        s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
        s.block(1, "B", "Hill Giant", "Fyndhorn Druid")
    else:
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
        s.add_card(Zone.HAND, "B", "Lightning Bolt")
        s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=("Fyndhorn Druid",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Fyndhorn Druid", 1)
    s.assert_life("A", life)
    s.assert_life("B", 20 if blocked else 18)


@pytest.mark.parametrize(("second_bolt", "tokens"), [(False, 1), (True, 0)])
def test_603_10a_wilhelt_zombie_didnt_have_decayed(real_db: CardDatabase, second_bolt: bool,
                                                   tokens: int) -> None:
    """Wilhelt, the Rotcleaver: "Whenever another Zombie you control dies, if it didn't have
    decayed, create a 2/2 black Zombie creature token with decayed." Walking Corpse bolted: a
    decayed Zombie token. That token bolted in turn: it had decayed, no new token (0)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wilhelt, the Rotcleaver")
    s.add_card(Zone.BATTLEFIELD, "A", "Walking Corpse")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=("Walking Corpse",))
    if second_bolt:
        s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=("Zombie Token",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Walking Corpse", 1)
    s.assert_permanent_count("A", "Zombie Token", tokens)


@pytest.mark.parametrize("sacrificed", [False, True])
def test_701_17a_urzas_miter_wasnt_sacrificed(real_db: CardDatabase, sacrificed: bool) -> None:
    """Urza's Miter: "Whenever an artifact you control is put into a graveyard from the
    battlefield, if it wasn't sacrificed, you may pay {3}. If you do, draw a card." Mind Stone
    destroyed by B's Shatter: A pays {3}, draws (1 card). Mind Stone sacrificed for its own
    draw: no trigger, the one card is Mind Stone's (A's Islands stay untapped but one)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Urza's Miter")
    s.add_card(Zone.BATTLEFIELD, "A", "Mind Stone")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    if sacrificed:
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, {T}, Sacrifice")
    else:
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
        s.add_card(Zone.HAND, "B", "Shatter")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shatter", targets=("Mind Stone",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Mind Stone", 1)
    s.assert_hand_count("A", 1)
    untapped = sum(1 for oid in s.game.state.battlefield
                   if s.game.state.objects[oid].card.name == "Island"
                   and not s.game.state.objects[oid].tapped)
    assert untapped == (3 if sacrificed else 1)


@pytest.mark.parametrize("first", [True, False])
def test_601_2i_once_upon_a_time_first_spell_this_game(real_db: CardDatabase,
                                                       first: bool) -> None:
    """Once Upon a Time: "If this spell is the first spell you've cast this game, you may cast
    it without paying its mana cost." (118.9) A, with no land, casts it for free as the first
    spell of the game and takes Grizzly Bears from the top five (the other four go to the
    bottom). After Ornithopter (a spell cast first), it can't be cast for free: with no land,
    not at all."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Once Upon a Time")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Wastes", 2)
    if first:
        s.check(1, Step.UPKEEP, lambda sc: sc.assert_playable("A", "Once Upon a Time"))
        s.set_choice("A", "yes")  # (the alternative cost, 601.2b)
        s.set_choice("A", "Grizzly Bears")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Once Upon a Time")
    else:
        s.add_card(Zone.HAND, "A", "Ornithopter")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ornithopter")
        s.check(1, Step.BEGIN_COMBAT,
                lambda sc: sc.assert_playable("A", "Once Upon a Time", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    if first:
        s.assert_hand_count("A", 1, "Grizzly Bears")
        s.assert_hand_count("A", 1)
        s.assert_graveyard_count("A", "Once Upon a Time", 1)
        s.assert_library_count("A", 22)
    else:
        s.assert_hand_count("A", 1, "Once Upon a Time")


@pytest.mark.parametrize("two", [True, False])
def test_120_3_inferno_trap_dealt_damage_by_two_creatures(real_db: CardDatabase,
                                                          two: bool) -> None:
    """Inferno Trap: "If you've been dealt damage by two or more creatures this turn, you may
    pay {R} rather than pay this spell's mana cost." B's Grizzly Bears and Hill Giant deal A 5
    combat damage: A, with one Mountain, casts it for {R} and kills the Giant. After the Giant
    alone (3 damage), one Mountain can't pay for it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Inferno Trap")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Hill Giant")
    if two:
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.attack(2, "B", "Grizzly Bears")
        s.set_choice("A", "yes")  # (the alternative cost, 601.2b)
        s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Inferno Trap", targets=("Hill Giant",))
    else:
        s.check(2, Step.POSTCOMBAT_MAIN,
                lambda sc: sc.assert_playable("A", "Inferno Trap", False))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 15 if two else 17)
    s.assert_graveyard_count("B", "Hill Giant", 1 if two else 0)
    s.assert_hand_count("A", 0 if two else 1)


def test_111_1_progenitor_mimic_isnt_a_token(real_db: CardDatabase) -> None:
    """Progenitor Mimic as a copy of Grizzly Bears has "At the beginning of your upkeep, if this
    creature isn't a token, create a token that's a copy of this creature." (707.9b) The token
    copies have the ability too but aren't nontoken (603.4): one token at each of A's upkeeps
    (turns 3 and 5), so four Bears on turn 5, not five."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Progenitor Mimic")
    s.set_choice("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Progenitor Mimic")
    s.check(3, Step.DRAW, lambda sc: sc.assert_permanent_count("A", "Grizzly Bears", 3))
    s.stop_at(5, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 4)


@pytest.mark.parametrize("kicked", [True, False])
def test_122_1_shatterskull_charger_doesnt_have_a_counter(real_db: CardDatabase,
                                                          kicked: bool) -> None:
    """Shatterskull Charger: "At the beginning of your end step, if ~ doesn't have a +1/+1
    counter on it, return it to its owner's hand." Kicked, it entered with a +1/+1 counter and
    stays (5/4); unkicked, it returns to A's hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Shatterskull Charger")
    s.set_choice("A", "yes" if kicked else "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shatterskull Charger")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Shatterskull Charger", 1 if kicked else 0)
    s.assert_hand_count("A", 0 if kicked else 1, "Shatterskull Charger")
    if kicked:
        s.assert_power_toughness("A", "Shatterskull Charger", 5, 4)


@pytest.mark.parametrize(("second", "back"), [("Ornithopter", True), ("Spellbook", False)])
def test_601_2i_vengevine_second_creature_spell(real_db: CardDatabase, second: str,
                                                back: bool) -> None:
    """Vengevine (in A's graveyard): "Whenever you cast a spell, if it's the second creature
    spell you cast this turn, you may return ~ from your graveyard to the battlefield." Memnite
    then Ornithopter: the second creature spell, Vengevine returns (and attacks: haste, B at
    16). Memnite then Spellbook: the second spell but not a creature spell, it stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Vengevine")
    s.add_card(Zone.HAND, "A", "Memnite")
    s.add_card(Zone.HAND, "A", second)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Memnite")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", second)
    if back:
        s.attack(1, "A", "Vengevine")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Vengevine", 1 if back else 0)
    s.assert_graveyard_count("A", "Vengevine", 0 if back else 1)
    s.assert_life("B", 16 if back else 20)


def test_708_8_temur_war_shaman_turned_face_up_is_a_creature(real_db: CardDatabase) -> None:
    """Temur War Shaman manifests Hill Giant (a face-down 2/2); turned face up for its mana
    cost (701.34b) on turn 3, the permanent is a creature (708.8): "Whenever a permanent you control is
    turned face up, if it's a creature, you may have it fight target creature you don't
    control." The Giant (3/3) fights B's Grizzly Bears: the Bears die, the Giant has 2
    damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Temur War Shaman")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Temur War Shaman")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A",
                       "{3}{R}: Turn this face-down permanent face up.")
    s.add_target("A", "Grizzly Bears")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_damage("Hill Giant", 2)


def test_122_1_runaway_steam_kin_fewer_than_three_counters(real_db: CardDatabase) -> None:
    """Runaway Steam-Kin: "Whenever you cast a red spell, if ~ has fewer than three +1/+1
    counters on it, put a +1/+1 counter on ~." Four Lightning Bolts: three counters (the
    fourth trigger doesn't trigger, 603.4): the 1/1 is a 4/4; B at 8."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Runaway Steam-Kin")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Lightning Bolt", 4)
    for _ in range(4):
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=("B",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Runaway Steam-Kin", "+1/+1", 3)
    s.assert_power_toughness("A", "Runaway Steam-Kin", 4, 4)
    s.assert_life("B", 8)


@pytest.mark.parametrize(("cards", "stays"), [(5, False), (6, True)])
def test_404_1_shadowborn_demon_fewer_than_six_creature_cards(real_db: CardDatabase,
                                                              cards: int, stays: bool) -> None:
    """Shadowborn Demon: "At the beginning of your upkeep, if there are fewer than six creature
    cards in your graveyard, sacrifice a creature." Five Grizzly Bears there: A sacrifices the
    Demon (its only creature); six: nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Shadowborn Demon")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears", cards)
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Shadowborn Demon", 1 if stays else 0)


@pytest.mark.parametrize(("life_b", "transformed"), [(10, True), (11, False)])
def test_119_1_cryptolith_fragment_each_player_10_or_less(real_db: CardDatabase, life_b: int,
                                                          transformed: bool) -> None:
    """Cryptolith Fragment: "At the beginning of your upkeep, if each player has 10 or less
    life, transform ~." A at 10: with B at 10 it becomes Aurora of Emrakul; with B at 11 not."""
    s = Scenario(cards=real_db)
    s.set_life("A", 10)
    s.set_life("B", life_b)
    s.add_card(Zone.BATTLEFIELD, "A", "Cryptolith Fragment")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Aurora of Emrakul", 1 if transformed else 0)
    s.assert_permanent_count("A", "Cryptolith Fragment", 0 if transformed else 1)


@pytest.mark.parametrize(("turn", "lifelink"), [(1, True), (2, False)])
def test_505_1_sentinels_mark_cast_during_your_main_phase(real_db: CardDatabase, turn: int,
                                                          lifelink: bool) -> None:
    """Sentinel's Mark (flash): "Addendum — When ~ enters the battlefield, if you cast it
    during your main phase, enchanted creature gains lifelink until end of turn." Cast in A's
    main phase: the Bears have lifelink; cast in B's main phase (turn 2): they don't (both
    4/4 with vigilance)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Sentinel's Mark")
    s.cast_spell(turn, Step.PRECOMBAT_MAIN, "A", "Sentinel's Mark", targets=("Grizzly Bears",))
    s.check(turn, Step.END_TURN, lambda sc: sc.assert_abilities(
        "A", "Grizzly Bears", ["Lifelink"], present=lifelink))
    s.stop_at(turn, Step.CLEANUP)
    s.execute()
    s.assert_attached("Sentinel's Mark", "Grizzly Bears")
    s.assert_power_toughness("A", "Grizzly Bears", 3, 4)


@pytest.mark.parametrize(("thopter", "tokens"), [(False, 5), (True, 0)])
def test_205_3m_thopter_assembly_no_thopters_other_than_it(real_db: CardDatabase,
                                                           thopter: bool, tokens: int) -> None:
    """Thopter Assembly: "At the beginning of your upkeep, if you control no Thopters other
    than ~, return ~ to its owner's hand and create five 1/1 colorless Thopter artifact
    creature tokens with flying." Alone: back to hand, five tokens; with Ornithopter: none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thopter Assembly")
    if thopter:
        s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Thopter Token", tokens)
    s.assert_hand_count("A", 1 if tokens else 0, "Thopter Assembly")


@pytest.mark.parametrize(("cards", "wins"), [(13, True), (12, False)])
def test_402_1_triskaidekaphile_exactly_thirteen_cards(real_db: CardDatabase, cards: int,
                                                       wins: bool) -> None:
    """Triskaidekaphile: "At the beginning of your upkeep, if you have exactly thirteen cards
    in your hand, you win the game." 13 cards: A wins; 12: the game goes on."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Triskaidekaphile")
    s.add_card(Zone.HAND, "A", "Wastes", cards)
    s.stop_at(1, Step.DRAW)
    s.execute()
    if wins:
        s.assert_winner("A")
    else:
        s.assert_not_lost("B")
        s.assert_turn(1)


@pytest.mark.parametrize(("growth", "life"), [(True, 17), (False, 20)])
def test_603_2_tunnel_ignus_that_player_had_another_land_enter(real_db: CardDatabase,
                                                               growth: bool, life: int) -> None:
    """Tunnel Ignus: "Whenever a land enters the battlefield under an opponent's control, if
    that player had another land enter the battlefield under their control this turn, ~ deals
    3 damage to that player." B plays a Forest (the first land this turn: nothing), then
    Rampant Growth puts a second onto the battlefield: 3 damage to B."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tunnel Ignus")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Forest")
    s.play_land(2, Step.PRECOMBAT_MAIN, "B", "Forest")
    if growth:
        s.add_card(Zone.HAND, "B", "Rampant Growth")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Rampant Growth")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_battlefield_count("B", 4 if growth else 3)  # (Rampant Growth finds a Wastes)
    s.assert_life("B", life)


@pytest.mark.parametrize(("b_lands", "a_lands"), [(1, 2), (0, 1)])
def test_603_2_archaeomancers_map_that_player_controls_more_lands(real_db: CardDatabase,
                                                                  b_lands: int,
                                                                  a_lands: int) -> None:
    """Archaeomancer's Map: "Whenever a land enters the battlefield under an opponent's
    control, if that player controls more lands than you, you may put a land card from your
    hand onto the battlefield." A has one Plains; B plays a Swamp: with one already, B has two,
    more than A: A puts its Plains from hand (two). From none, one each: nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Archaeomancer's Map")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Plains")
    if b_lands:
        s.add_card(Zone.BATTLEFIELD, "B", "Swamp", b_lands)
    s.add_card(Zone.HAND, "B", "Swamp")
    s.play_land(2, Step.PRECOMBAT_MAIN, "B", "Swamp")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Plains", a_lands)


@pytest.mark.parametrize(("lands", "hand"), [(("Mountain", "Mountain", "Mountain"), 1),
                                             (("Mountain", "Island", "Forest"), 0)])
def test_601_2h_clockwork_servant_three_mana_of_the_same_color(real_db: CardDatabase,
                                                               lands: tuple[str, ...],
                                                               hand: int) -> None:
    """Clockwork Servant ({3}): "Adamant — When ~ enters the battlefield, if at least three mana
    of the same color was spent to cast it, draw a card." Paid with three Mountains: a card;
    with a Mountain, an Island and a Forest: none."""
    s = Scenario(cards=real_db)
    for land in lands:
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.HAND, "A", "Clockwork Servant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clockwork Servant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Clockwork Servant", 1)
    s.assert_hand_count("A", hand)


@pytest.mark.parametrize(("second", "tokens"), [("Spellbook", 1), ("Ornithopter", 0)])
def test_601_2i_fae_offering_creature_and_noncreature_spell(real_db: CardDatabase,
                                                            second: str, tokens: int) -> None:
    """Fae Offering: "At the beginning of each end step, if you've cast both a creature spell
    and a noncreature spell this turn, create a Clue token, a Food token, and a Treasure
    token." Memnite and Spellbook: one of each; Memnite and Ornithopter (two creature spells):
    none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fae Offering")
    s.add_card(Zone.HAND, "A", "Memnite")
    s.add_card(Zone.HAND, "A", second)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Memnite")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", second)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    for token in ("Clue Token", "Food Token", "Treasure Token"):
        s.assert_permanent_count("A", token, tokens)


@pytest.mark.parametrize("how", ["dies", "discarded", "cleanup"])
def test_701_8_bartered_cow_dies_or_discarded(real_db: CardDatabase, how: str) -> None:
    """Bartered Cow: "When ~ dies or when you discard it, create a Food token." (603.2: two
    events) Killed by B's Doom Blade; discarded to B's Mind Rot (with Grizzly Bears); or
    discarded in A's cleanup step with eight cards in hand (514.1): one Food each time."""
    s = Scenario(cards=real_db)
    if how == "dies":
        s.add_card(Zone.BATTLEFIELD, "A", "Bartered Cow")
        s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
        s.add_card(Zone.HAND, "B", "Doom Blade")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Doom Blade", targets=("Bartered Cow",))
    elif how == "discarded":
        s.add_card(Zone.HAND, "A", "Bartered Cow")
        s.add_card(Zone.HAND, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
        s.add_card(Zone.HAND, "B", "Mind Rot")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Mind Rot", targets=("A",))
    else:
        s.add_card(Zone.HAND, "A", "Bartered Cow")
        s.add_card(Zone.HAND, "A", "Wastes", 7)
        s.set_choice("A", "Bartered Cow")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Bartered Cow", 1)
    s.assert_permanent_count("A", "Food Token", 1)


def test_701_8_edgars_awakening_when_you_discard_it(real_db: CardDatabase) -> None:
    """Edgar's Awakening: "When you discard ~, you may pay {B}. When you do, return target
    creature card from your graveyard to your hand." Discarded to B's Mind Rot (with a Wastes),
    A pays {B} from its Swamp and returns Grizzly Bears to its hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Edgar's Awakening")
    s.add_card(Zone.HAND, "A", "Wastes")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Mind Rot")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Mind Rot", targets=("A",))
    s.add_target("A", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Edgar's Awakening", 1)
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_hand_count("A", 1)
    s.assert_tapped("Swamp@A")


@pytest.mark.parametrize(("sixth", "zombies"), [("Wastes", 1), ("Plains", 0)])
def test_201_2_field_of_the_dead_seven_lands_with_different_names(real_db: CardDatabase,
                                                                  sixth: str,
                                                                  zombies: int) -> None:
    """Field of the Dead: "Whenever ~ or another land enters the battlefield under your
    control, if you control seven or more lands with different names, create a 2/2 black
    Zombie creature token." Played beside Plains, Island, Swamp, Mountain, Forest and Wastes:
    seven names, a Zombie; with a second Plains instead of the Wastes: six names, none."""
    s = Scenario(cards=real_db)
    for land in ("Plains", "Island", "Swamp", "Mountain", "Forest", sixth):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.HAND, "A", "Field of the Dead")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Field of the Dead")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Zombie Token", zombies)


@pytest.mark.parametrize(("stolen", "hand"), [(3, 3), (2, 0)])
def test_108_3_agent_of_treachery_permanents_you_dont_own(real_db: CardDatabase, stolen: int,
                                                          hand: int) -> None:
    """Agent of Treachery: "At the beginning of your end step, if you control three or more
    permanents you don't own, draw three cards." A takes three of B's Grizzly Bears with Act of
    Treason (until end of turn, still A's in the end step): three cards; two: none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Agent of Treachery")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3 * stolen)
    s.add_card(Zone.HAND, "A", "Act of Treason", stolen)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 3)
    for _ in range(stolen):  # (each time one of the Bears B still controls)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Act of Treason", targets=("Grizzly Bears@B",))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_hand_count("A", hand)


@pytest.mark.parametrize(("fourth", "wins"), [("Demon of Catastrophes", True),
                                              ("Bloodgift Demon", False)])
def test_201_2_lilianas_contract_demons_with_different_names(real_db: CardDatabase,
                                                             fourth: str, wins: bool) -> None:
    """Liliana's Contract: "At the beginning of your upkeep, if you control four or more Demons
    with different names, you win the game." Bloodgift Demon, Archfiend of Ifnir, Reaper from
    the Abyss and Demon of Catastrophes: four names, A wins; a second Bloodgift Demon instead
    of the last: three names."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Liliana's Contract")
    for demon in ("Bloodgift Demon", "Archfiend of Ifnir", "Reaper from the Abyss", fourth):
        s.add_card(Zone.BATTLEFIELD, "A", demon)
    s.stop_at(1, Step.DRAW)
    s.execute()
    if wins:
        s.assert_winner("A")
    else:
        s.assert_not_lost("B")


@pytest.mark.parametrize(("theirs", "hand"), [("Ornithopter", 1), ("Solemn Simulacrum", 0)])
def test_202_3_padeem_highest_mana_value_artifact(real_db: CardDatabase, theirs: str,
                                                  hand: int) -> None:
    """Padeem, Consul of Innovation: "At the beginning of your upkeep, if you control the
    artifact with the highest mana value or tied for the highest mana value, draw a card."
    A's Mind Stone (2) against B's Ornithopter (0): a card; against Solemn Simulacrum (4):
    none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Padeem, Consul of Innovation")
    s.add_card(Zone.BATTLEFIELD, "A", "Mind Stone")
    s.add_card(Zone.BATTLEFIELD, "B", theirs)
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_hand_count("A", hand)


@pytest.mark.parametrize(("bears", "cast"), [(4, True), (3, False)])
def test_601_2f_avatar_of_might_four_more_creatures(real_db: CardDatabase, bears: int,
                                                    cast: bool) -> None:
    """Avatar of Might ({6}{G}{G}): "If an opponent controls at least four more creatures than
    you, this spell costs {6} less to cast." B's four Grizzly Bears against none: A casts it
    with two Forests; against three, it can't."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Avatar of Might")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", bears)
    if cast:
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Avatar of Might")
    else:
        s.check(1, Step.PRECOMBAT_MAIN,
                lambda sc: sc.assert_playable("A", "Avatar of Might", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Avatar of Might", 1 if cast else 0)


@pytest.mark.parametrize(("lands", "pt"), [(("Mountain", "Mountain", "Mountain"), (3, 3)),
                                           (("Mountain", "Island", "Forest"), (2, 2))])
def test_614_1c_henge_walker_adamant(real_db: CardDatabase, lands: tuple[str, ...],
                                     pt: tuple[int, int]) -> None:
    """Henge Walker (2/2, {3}): "Adamant — If at least three mana of the same color was spent
    to cast this spell, ~ enters the battlefield with a +1/+1 counter on it." Three Mountains:
    a 3/3; a Mountain, an Island and a Forest: a 2/2."""
    s = Scenario(cards=real_db)
    for land in lands:
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.HAND, "A", "Henge Walker")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Henge Walker")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Henge Walker", *pt)


def test_603_4_maestros_diabolist_dont_control_a_devil_token(real_db: CardDatabase) -> None:
    """Maestros Diabolist (1/4): "Whenever ~ attacks, if you don't control a Devil token,
    create a tapped and attacking 1/1 red Devil creature token ..." Its first attack makes a
    Devil (B takes 1 + 1); its second, with that Devil still there, none (B takes 1: 17)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Maestros Diabolist")
    s.attack(1, "A", "Maestros Diabolist")
    s.attack(3, "A", "Maestros Diabolist")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Devil Token", 1)
    s.assert_life("B", 17)
