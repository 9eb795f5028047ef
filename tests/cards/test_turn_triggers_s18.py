"""Delayed triggered abilities with a stated duration, "Whenever ... this turn, ..." (603.7b:
they trigger each time, until the turn ends; cards/oracle/turn_triggers.py,
rules/turn_triggers.py), with real cards of the shared MTGJSON file (skipped without it).
Exact figures: every event of the turn counts, none before the ability exists (603.7a) and
none after the turn (514.2)."""

from __future__ import annotations

import json

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled


def test_603_7b_basri_devoted_paladin_counters_each_attacker(real_db: CardDatabase) -> None:
    """Basri, Devoted Paladin's −1 in A's first main phase: both of A's attackers get a +1/+1
    counter as they attack (two triggers); the next turn A attacks again and nothing more
    triggers (514.2: "this turn" is over); B's attack in between triggers nothing either."""
    assert_compiled(real_db, "Basri, Devoted Paladin")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Basri, Devoted Paladin")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-1:")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Savannah Lions")
    s.attack(2, "B", "Hill Giant")
    s.attack(3, "A", "Grizzly Bears")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: (
        sc.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1),
        sc.assert_counter_count("A", "Savannah Lions", "+1/+1", 1),
        sc.assert_life("B", 20 - 3 - 3),  # a 3/3 and a 3/2
        sc.assert_counter_count("A", "Basri, Devoted Paladin", "loyalty", 3)))
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_counter_count("B", "Hill Giant", "+1/+1", 0)
    s.assert_life("B", 14 - 3)
    s.assert_life("A", 20 - 3)
    assert not s.state.command and not s.state.delayed


def test_603_7b_glimpse_of_nature_draws_per_creature_spell(real_db: CardDatabase) -> None:
    """Glimpse of Nature, then two creature spells and a noncreature spell: two cards drawn
    (one per creature spell cast after it resolved, 603.7a); a creature spell the next turn
    draws nothing."""
    assert_compiled(real_db, "Glimpse of Nature")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    s.add_card(Zone.HAND, "A", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Glimpse of Nature")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.HAND, "A", "Elvish Mystic")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Llanowar Elves")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Glimpse of Nature")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Elvish Mystic")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_hand_count("A", 2))
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    # turn 1: 5 cards cast, 2 drawn; turn 3: its draw step
    s.assert_hand_count("A", 3)


def test_603_7b_battle_cry_each_blocker(real_db: CardDatabase) -> None:
    """Battle Cry (its controller A, B's turn): "Whenever a creature blocks this turn, it gets
    +0/+1": both of A's blockers and none other; the untap part untaps A's white creatures."""
    assert_compiled(real_db, "Battle Cry")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Battle Cry")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Gray Ogre")
    s.cast_spell(2, Step.BEGIN_COMBAT, "A", "Battle Cry")
    s.attack(2, "B", "Hill Giant")
    s.attack(2, "B", "Gray Ogre")
    s.block(2, "A", "Savannah Lions", "Hill Giant")
    s.block(2, "A", "Grizzly Bears", "Gray Ogre")
    s.stop_at(2, Step.COMBAT_DAMAGE)
    s.execute()
    s.assert_power_toughness("A", "Savannah Lions", 2, 2)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 3)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)


def test_603_7b_death_frenzy_life_per_creature_dying(real_db: CardDatabase) -> None:
    """Death Frenzy: all creatures get -2/-2; three of the four die (the 3/3 lives): A gains
    3 life, one per creature that died (603.7a: created as the spell resolves, it sees the
    deaths of the state-based actions after it)."""
    assert_compiled(real_db, "Death Frenzy")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Death Frenzy")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Death Frenzy")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 23)
    s.assert_power_toughness("B", "Hill Giant", 1, 1)
    s.assert_graveyard_count("B", None, 2)


def test_603_7b_saved_and_loaded_before_it_triggers(real_db: CardDatabase) -> None:
    """The ability is kept in a saved game (its object in the command zone and the entry that
    ends it): a copy made and restored from JSON still counts the attacker (Ondu Rising)."""
    from mtg_engine.state.game_state import GameState

    assert_compiled(real_db, "Ondu Rising")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Ondu Rising")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ondu Rising")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    st = s.state
    assert len(st.command) == 1 and len(st.delayed) == 1
    from mtg_engine.state.save_check import check_saved_game

    saved = json.loads(json.dumps(st.to_json()))
    check_saved_game({"state": saved, "actions": []}, st.db)
    back = GameState.from_json(saved, st.db)
    assert back.command == st.command and back.delayed == st.delayed
    copied = st.copy()
    assert copied.command == st.command and copied.delayed == st.delayed


def test_406_3_masked_vandal_exiles_a_creature_card_then_the_target(real_db: CardDatabase
                                                                      ) -> None:
    """Masked Vandal enters: A exiles a creature card from A's graveyard (not the land card
    there, 109.2), and then exiles B's Icy Manipulator (608.2c: "if you do")."""
    assert_compiled(real_db, "Masked Vandal")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Masked Vandal")
    s.add_card(Zone.GRAVEYARD, "A", "Island")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Icy Manipulator")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Masked Vandal")
    s.add_target("A", "Icy Manipulator")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_exile_count("Icy Manipulator", 1)
    s.assert_graveyard_count("A", "Island", 1)


def test_406_3_masked_vandal_without_a_creature_card_exiles_nothing(real_db: CardDatabase
                                                                       ) -> None:
    """With only a land card in A's graveyard nothing is exiled: the Icy Manipulator stays
    (608.2c: not done, so "if you do" is false; 118.12a)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Masked Vandal")
    s.add_card(Zone.GRAVEYARD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Icy Manipulator")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Masked Vandal")
    s.add_target("A", "Icy Manipulator")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Icy Manipulator", 1)
    s.assert_graveyard_count("A", "Island", 1)


def test_406_3_skywarp_skaab_needs_two_creature_cards(real_db: CardDatabase) -> None:
    """Skywarp Skaab: "you may exile two creature cards from your graveyard. If you do, draw
    a card": with two creature cards (and a land) A exiles both and draws; with one, nothing
    is exiled and nothing drawn (118.3: it can't be done in full)."""
    assert_compiled(real_db, "Skywarp Skaab")
    for creatures, drawn in ((2, 1), (1, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
        s.add_card(Zone.HAND, "A", "Skywarp Skaab")
        s.add_card(Zone.GRAVEYARD, "A", "Island")
        s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears", creatures)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Skywarp Skaab")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_hand_count("A", drawn)
        s.assert_exile_count("Grizzly Bears", 2 if drawn else 0)
        s.assert_graveyard_count("A", "Grizzly Bears", 0 if drawn else 1)


def test_603_7c_marchesa_returns_that_card_at_the_next_end_step(real_db: CardDatabase) -> None:
    """Marchesa, the Black Rose: A's Grizzly Bears with a +1/+1 counter dies to Lightning Bolt
    in A's main phase; the card stays in the graveyard until the end step (603.7: a delayed
    trigger remembering that card, 400.7), then returns under A's control, a new object
    without the counter (122.2). B's Hill Giant, also bolted, has none and stays."""
    assert_compiled(real_db, "Marchesa, the Black Rose")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Marchesa, the Black Rose")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", counters={"+1/+1": 0})
    s.add_card(Zone.HAND, "A", "Lightning Bolt", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["Hill Giant"])
    s.check(1, Step.END_TURN, lambda sc: sc.assert_graveyard_count("A", "Grizzly Bears", 1))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 0)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_608_2c_archon_of_cruelty_three_instructions_listed(real_db: CardDatabase) -> None:
    """Archon of Cruelty attacks: B (the target opponent) sacrifices Grizzly Bears, discards a
    card and loses 3 life; A draws a card and gains 3 life (608.2c: in the order written);
    then 6 combat damage: B at 20 - 3 - 6."""
    assert_compiled(real_db, "Archon of Cruelty", "Dusk Mangler")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Archon of Cruelty")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Island", 2)
    s.attack(1, "A", "Archon of Cruelty")
    s.add_target("A", "B")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_graveyard_count("B", None, 2)
    s.assert_hand_count("B", 1)
    s.assert_life("B", 11)
    s.assert_life("A", 23)
    s.assert_hand_count("A", 1)


def test_401_4_chittering_rats_opponent_puts_a_card_on_top(real_db: CardDatabase) -> None:
    """Chittering Rats enters: B, the target opponent, puts one of the two cards in B's hand on
    top of B's (empty) library (608.2d: B chooses which)."""
    assert_compiled(real_db, "Chittering Rats", "Chimney Imp")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Chittering Rats")
    s.add_card(Zone.HAND, "B", "Island")
    s.add_card(Zone.HAND, "B", "Forest")
    s.remove_all_from_library("B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Chittering Rats")
    s.add_target("A", "B")
    s.set_choice("B", "Forest")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("B", 1, "Island")
    s.assert_library_count("B", 1, "Forest")
    s.assert_hand_count("A", 0)


def test_701_3a_nim_deathmantle_returns_the_card_and_attaches(real_db: CardDatabase) -> None:
    """Nim Deathmantle: A's Grizzly Bears dies to A's Lightning Bolt; A pays {4}, the card
    returns to the battlefield (a new object, 400.7) and Nim Deathmantle is attached to it:
    a 4/4 black Zombie. Without the {4} (only the Mountain for the Bolt), the card stays in the
    graveyard (118.3)."""
    assert_compiled(real_db, "Nim Deathmantle")
    for plains, back in ((4, True), (0, False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
        if plains:
            s.add_card(Zone.BATTLEFIELD, "A", "Plains", plains)
        s.add_card(Zone.BATTLEFIELD, "A", "Nim Deathmantle")
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.HAND, "A", "Lightning Bolt")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        if back:
            s.assert_attached("Nim Deathmantle", "Grizzly Bears")
            s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
            s.assert_subtype("Grizzly Bears", "Zombie")
            s.assert_graveyard_count("A", "Grizzly Bears", 0)
        else:
            s.assert_graveyard_count("A", "Grizzly Bears", 1)
            s.assert_permanent_count("A", "Grizzly Bears", 0)


def _steps(s: Scenario, turn: int) -> list[str]:
    return [ev[2] for ev in s.state.log if ev[0] == "step" and ev[1] == turn]


def test_614_10_stonehorn_dignitary_skips_the_next_combat_phase(real_db: CardDatabase) -> None:
    """Stonehorn Dignitary (A, turn 1) targeting B: B's turn 2 has no combat phase (none of its
    steps begins: 614.10), B's turn 4 has one again (used up, 614.10a) and B's Grizzly Bears
    attacks: A at 18."""
    assert_compiled(real_db, "Stonehorn Dignitary", "Blinding Angel", "Shisato, Whispering Hunter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Stonehorn Dignitary")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Stonehorn Dignitary")
    s.add_target("A", "B")
    s.attack(4, "B", "Grizzly Bears")
    s.stop_at(5, Step.UPKEEP)
    s.execute()
    assert "BEGIN_COMBAT" not in _steps(s, 2) and "POSTCOMBAT_MAIN" in _steps(s, 2)
    assert "END_COMBAT" not in _steps(s, 2)
    assert "BEGIN_COMBAT" in _steps(s, 3) and "BEGIN_COMBAT" in _steps(s, 4)
    s.assert_life("A", 18)


def test_614_10_blinding_angel_that_player_skips_combat(real_db: CardDatabase) -> None:
    """Blinding Angel deals combat damage to B on turn 1: B's turn 2 has no combat phase;
    A's own turn 3 has one (the player the event involved, 603.2, not A)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Blinding Angel")
    s.attack(1, "A", "Blinding Angel")
    s.stop_at(4, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 18)
    assert "BEGIN_COMBAT" not in _steps(s, 2)
    assert "BEGIN_COMBAT" in _steps(s, 3)


def test_603_7_molten_firebird_returns_and_skips_the_next_draw(real_db: CardDatabase) -> None:
    """Molten Firebird dies to A's Lightning Bolt on turn 1: it returns at that turn's end step
    (603.7) and A skips the next draw step, turn 3's (614.10): A's hand stays empty; turn 5's
    draw step happens again (614.10a: used up)."""
    assert_compiled(real_db, "Molten Firebird", "Ivory Gargoyle")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Molten Firebird")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Molten Firebird"])
    s.check(1, Step.END_TURN, lambda sc: sc.assert_permanent_count("A", "Molten Firebird", 0))
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: (
        sc.assert_permanent_count("A", "Molten Firebird", 1), sc.assert_hand_count("A", 0)))
    s.stop_at(5, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1)


def test_603_12_wildborn_preserver_reflexive_x_is_the_x_paid(real_db: CardDatabase) -> None:
    """Wildborn Preserver: a Grizzly Bears (non-Human) enters under A's control; A pays {X}
    with X=2 ("you may pay {X}. When you do, ..."); the reflexive trigger puts two +1/+1
    counters on the Preserver (107.3: its X is the X paid; 603.12). Four Forests: two for the
    Bears, two paid."""
    assert_compiled(real_db, "Wildborn Preserver")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Wildborn Preserver")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.set_choice("A", "X=2")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Wildborn Preserver", "+1/+1", 2)
    s.assert_power_toughness("A", "Wildborn Preserver", 4, 4)
    assert sum(1 for o in s.state.battlefield if s.state.objects[o].card.name == "Forest"
               and s.state.objects[o].tapped) == 4


def test_707_10_mirari_pays_and_copies_that_spell(real_db: CardDatabase) -> None:
    """Mirari: A casts Lightning Bolt at B and pays {3} (four lands: one for the Bolt): the
    copy deals 3 more (B at 14). With only the Bolt's land, nothing is paid, nothing copied
    (118.3, 608.2c): B at 17."""
    assert_compiled(real_db, "Mirari", "Riku of Two Reflections", "Cloven Casting")
    for lands, life in ((4, 14), (1, 17)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", lands)
        s.add_card(Zone.BATTLEFIELD, "A", "Mirari")
        s.add_card(Zone.HAND, "A", "Lightning Bolt")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_life("B", life)


def test_603_7b_doublecast_copies_the_next_spell_only(real_db: CardDatabase) -> None:
    """Doublecast, then two Lightning Bolts at B: only the first is copied (603.7b: no stated
    duration, it triggers once): B at 20 - 6 - 3. An unused one ends with the turn: a Bolt on
    turn 3 isn't copied (B at 17)."""
    assert_compiled(real_db, "Doublecast", "Chandra, the Firebrand", "Ral, Storm Conduit")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Doublecast")
    s.add_card(Zone.HAND, "A", "Lightning Bolt", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Doublecast")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 11)
    assert not s.state.command
    s2 = Scenario(cards=real_db)
    s2.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s2.add_card(Zone.HAND, "A", "Doublecast")
    s2.add_card(Zone.HAND, "A", "Lightning Bolt")
    s2.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Doublecast")
    s2.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s2.stop_at(3, Step.END_TURN)
    s2.execute()
    s2.assert_life("B", 17)


def test_608_2c_anthem_of_rakdos_two_subjects_joined_by_and(real_db: CardDatabase) -> None:
    """Anthem of Rakdos: A's Grizzly Bears attacks: it gets +2/+0 until end of turn and
    Anthem of Rakdos deals 1 damage to A (608.2c: both, in order): B at 16, A at 19 (a card
    in A's hand: no hellbent doubling)."""
    assert_compiled(real_db, "Anthem of Rakdos")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Anthem of Rakdos")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_life("A", 19)


def test_118_12_soul_barrier_damage_unless_they_pay(real_db: CardDatabase) -> None:
    """Soul Barrier (A's): B casts Grizzly Bears. With no mana left, B can't pay {2}: Soul
    Barrier deals 2 damage to B (120.3): 18. With two more Forests B pays and takes none."""
    assert_compiled(real_db, "Soul Barrier")
    for forests, life in ((2, 18), (4, 20)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Soul Barrier")
        s.add_card(Zone.BATTLEFIELD, "B", "Forest", forests)
        s.add_card(Zone.HAND, "B", "Grizzly Bears")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
        s.set_choice("B", "yes")
        s.stop_at(2, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_life("B", life)
        s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_400_7_mortuary_puts_that_card_on_top(real_db: CardDatabase) -> None:
    """Mortuary: A's Grizzly Bears dies to A's Lightning Bolt; the card goes from A's graveyard
    on top of A's (empty) library (400.7: the card it became)."""
    assert_compiled(real_db, "Mortuary", "The Cauldron of Eternity")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Mortuary")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.remove_all_from_library("A")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_library_count("A", 1, "Grizzly Bears")
    s.assert_graveyard_count("A", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)


def test_603_7b_vizkopa_guildmage_each_life_gain_this_turn(real_db: CardDatabase) -> None:
    """Vizkopa Guildmage's second ability activated twice, then A gains 3 life (Revitalize):
    "Whenever you gain life this turn, each opponent loses that much life": two delayed
    abilities, each triggers (603.7b): B loses 3 twice, at 14; A at 23."""
    assert_compiled(real_db, "Vizkopa Guildmage")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Vizkopa Guildmage")
    s.add_card(Zone.HAND, "A", "Revitalize")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{W}{B}: Whenever")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{W}{B}: Whenever")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Revitalize")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 23)
    s.assert_life("B", 14)


def test_603_7_puppeteer_clique_exiles_it_at_your_next_end_step(real_db: CardDatabase) -> None:
    """Puppeteer Clique: B's Grizzly Bears card comes from B's graveyard under A's control with
    haste and attacks (B at 18); at the beginning of A's next end step it is exiled (603.7c:
    the permanent the card became, 400.7)."""
    assert_compiled(real_db, "Puppeteer Clique", "Kami of Industry", "Greasefang, Okiba Boss")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Puppeteer Clique")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Puppeteer Clique")
    s.add_target("A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_permanent_count("A", "Grizzly Bears", 1))
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_life("B", 18)
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_exile_count("Grizzly Bears", 1)


def test_603_7b_the_ability_holder_is_no_token_for_the_fuzz_checks(real_db: CardDatabase
                                                                     ) -> None:
    """Rite of Harmony resolved: its "this turn" ability is held by an object in the command
    zone (603.7b) that the fuzz's zone checks don't take for a token left outside the
    battlefield (704.5d; fuzz seed 18357 did); it ceases to exist in the cleanup step (514.2)."""
    from mtg_engine.testing.fuzz import check_zones

    assert_compiled(real_db, "Rite of Harmony")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Rite of Harmony")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rite of Harmony")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    g = s.game
    assert len(g.state.command) == 1
    check_zones(g, sum(1 for o in g.state.objects.values() if not o.card.is_token))
