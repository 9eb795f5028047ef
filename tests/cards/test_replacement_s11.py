"""Replacement effects read from Oracle text in session 11 (614.1a), each with exact figures:
damage to a named recipient, tripled, reduced or halved (oracle/damage_doubling.py,
rules/replacement_amounts.py), life gained, tokens created, cards drawn and cards put into a
graveyard (oracle/replacement_statics.py), and "If a creature would die this turn, exile it
instead." (oracle/exile_if_dies.py)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def _shocks(s: Scenario, a_target: str, b_target: str, spell: str = "Shock") -> None:
    """A casts `spell` at `a_target` on turn 1, B one at `b_target` on turn 2."""
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", spell)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell, targets=[a_target])
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", spell)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", spell, targets=[b_target])
    s.stop_at(2, Step.BEGIN_COMBAT)


# ------------------------------------------------------------------ damage (614.1a)


@pytest.mark.parametrize(("card", "a_life", "b_life"), [
    # "If a source would deal damage to an opponent, it deals double that damage to that
    # player instead.": A's Shock to B is 4 (16); B's Shock to A stays 2 (18)
    ("Fiendish Duo", 18, 16),
    # "If a source would deal damage to you, it deals double that damage to you instead.":
    # A's Shock to B is 2 (18); B's Shock to A is 4 (16)
    ("Goldnight Castigator", 16, 18),
    # "If a source you control would deal damage to a permanent or player, it deals triple
    # that damage to that permanent or player instead.": 6 to B (14); B's 2 to A (18)
    ("Fiery Emancipation", 18, 14),
])
def test_614_1a_damage_to_a_named_recipient(real_db: CardDatabase, card: str, a_life: int,
                                            b_life: int) -> None:
    _compiled(real_db, card)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", card)
    _shocks(s, "B", "A")
    s.execute()
    s.assert_life("A", a_life)
    s.assert_life("B", b_life)


def test_614_1a_ghosts_of_the_innocent_halves_rounded_down(real_db: CardDatabase) -> None:
    """Ghosts of the Innocent: "... it deals half that damage, rounded down, to that permanent
    or player instead." Lightning Bolt's 3 is 1 (B at 19); Shock's 2 is 1 (A at 19)."""
    _compiled(real_db, "Ghosts of the Innocent")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ghosts of the Innocent")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 19)
    s.assert_life("A", 19)


def test_614_1a_lashknife_barrier_one_less_to_your_creatures(real_db: CardDatabase) -> None:
    """Lashknife Barrier: "If a source would deal damage to a creature you control, it deals
    that much damage minus 1 to that creature instead." B's Shock to A's Grizzly Bears is 1:
    the Bears survive with 1 damage; A's Shock to B's Bears kills them (2)."""
    _compiled(real_db, "Lashknife Barrier")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lashknife Barrier")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_damage("Grizzly Bears", 1)


def test_614_1a_combat_damage_to_a_player_doubled(real_db: CardDatabase) -> None:
    """Charging Tuskodon (4/4 trample): "If ~ would deal combat damage to a player, it deals
    double that damage to that player instead." Unblocked: B at 12 (20 - 4 x 2)."""
    _compiled(real_db, "Charging Tuskodon")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Charging Tuskodon")
    s.attack(3, "A", "Charging Tuskodon")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 12)


def test_614_1a_curse_doubles_damage_to_enchanted_player(real_db: CardDatabase) -> None:
    """Curse of Bloodletting on B: "If a source would deal damage to enchanted player, it
    deals double that damage to that player instead." A's Shock to B: 4 (16); B's Shock to A
    stays 2 (18)."""
    _compiled(real_db, "Curse of Bloodletting")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.HAND, "A", "Curse of Bloodletting")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Curse of Bloodletting", targets=["B"])
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 16)
    s.assert_life("A", 18)


# ------------------------------------------------------------------ life (119.3, 614.1a)


def _mercies(s: Scenario) -> None:
    """A casts Angel's Mercy (gain 7) on turn 1, B on turn 2."""
    for who, turn in (("A", 1), ("B", 2)):
        s.add_card(Zone.BATTLEFIELD, who, "Plains", 4)
        s.add_card(Zone.HAND, who, "Angel's Mercy")
        s.cast_spell(turn, Step.PRECOMBAT_MAIN, who, "Angel's Mercy")
    s.stop_at(2, Step.BEGIN_COMBAT)


@pytest.mark.parametrize(("card", "a_life", "b_life"), [
    # "If you would gain life, you gain that much life plus 1 instead.": A 28, B 27
    ("Angel of Vitality", 28, 27),
    # "If an opponent would gain life, that player loses that much life instead.": A 27, B 13
    ("Tainted Remedy", 27, 13),
])
def test_119_3_life_gain_replaced(real_db: CardDatabase, card: str, a_life: int,
                                  b_life: int) -> None:
    _compiled(real_db, card)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", card)
    _mercies(s)
    s.execute()
    s.assert_life("A", a_life)
    s.assert_life("B", b_life)


def test_614_1b_sulfuric_vortex_no_life_gained(real_db: CardDatabase) -> None:
    """Sulfuric Vortex: "At the beginning of each player's upkeep, ~ deals 2 damage to that
    player. If a player would gain life, that player gains no life instead." Each player takes
    2 in their upkeep and gains nothing from Angel's Mercy: both at 18 (27 and 25 without the
    replacement)."""
    _compiled(real_db, "Sulfuric Vortex")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sulfuric Vortex")
    _mercies(s)
    s.execute()
    s.assert_life("A", 18)
    s.assert_life("B", 18)


# ------------------------------------------------------------------ draws, tokens


def test_121_6_thought_reflection_draws_two_instead(real_db: CardDatabase) -> None:
    """Thought Reflection: "If you would draw a card, draw two cards instead." The scenario's
    hands start empty and the starting player skips the turn-1 draw (103.8a): A's one draw
    step, on turn 3, puts 2 cards in A's hand (1 without Thought Reflection)."""
    _compiled(real_db, "Thought Reflection")
    for reflection, hand in ((True, 2), (False, 1)):
        s = Scenario(cards=real_db)
        if reflection:
            s.add_card(Zone.BATTLEFIELD, "A", "Thought Reflection")
        s.stop_at(3, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_hand_count("A", hand)


def test_614_16_primal_vigor_doubles_every_players_tokens(real_db: CardDatabase) -> None:
    """Primal Vigor: "If one or more tokens would be created, twice that many of those tokens
    are created instead." Raise the Alarm (two 1/1 Soldiers) makes four, for A and for B."""
    _compiled(real_db, "Primal Vigor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Primal Vigor")
    for who, turn in (("A", 1), ("B", 2)):
        s.add_card(Zone.BATTLEFIELD, who, "Plains", 2)
        s.add_card(Zone.HAND, who, "Raise the Alarm")
        s.cast_spell(turn, Step.PRECOMBAT_MAIN, who, "Raise the Alarm")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 4)
    s.assert_permanent_count("B", "Soldier Token", 4)


# ------------------------------------------------------------------ graveyards (614.1a)


def test_614_1a_leyline_of_the_void_exiles_opponents_cards(real_db: CardDatabase) -> None:
    """Leyline of the Void: "If a card would be put into an opponent's graveyard from anywhere,
    exile it instead." B's Murdered Bears and the Murder itself go to exile; A's Murder of
    A's own Bears goes to A's graveyard, with the Bears."""
    _compiled(real_db, "Leyline of the Void")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Leyline of the Void")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["Grizzly Bears"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", None, 0)
    s.assert_exile_count("Grizzly Bears", 1, player="B")
    s.assert_exile_count("Murder", 1, player="B")


def test_614_1a_leyline_leaves_tokens_alone(real_db: CardDatabase) -> None:
    """A token isn't a card (111.1): B's Soldier token, Murdered under Leyline of the Void,
    goes to B's graveyard (and then ceases to exist, 704.5d), not to exile: the exile is
    empty."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Leyline of the Void")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Raise the Alarm")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Raise the Alarm")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Murder")
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Murder", targets=["Soldier Token"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Soldier Token", 1)
    s.assert_exile_count("Soldier Token", 0)
    s.assert_graveyard_count("A", "Murder", 1)


def test_614_1a_dryad_militant_exiles_instants_and_sorceries(real_db: CardDatabase) -> None:
    """Dryad Militant: "If an instant or sorcery card would be put into a graveyard from
    anywhere, exile it instead." B's resolved Shock is exiled; the Bears it kills go to the
    graveyard."""
    _compiled(real_db, "Dryad Militant")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dryad Militant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Grizzly Bears"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Shock", 1, player="B")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_614_1a_samurai_exiles_permanents_only(real_db: CardDatabase) -> None:
    """Samurai of the Pale Curtain: "If a permanent would be put into a graveyard, exile it
    instead." The Murdered Bears are exiled; the Murder (a spell, not a permanent) goes to the
    graveyard."""
    _compiled(real_db, "Samurai of the Pale Curtain")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Samurai of the Pale Curtain")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Murder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Murder", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Murder", 1)


# ------------------------------------------------------------------ this turn (614.1a, 514.2)


def test_614_1a_flaying_tendrils_exiles_every_creature_dying_this_turn(
        real_db: CardDatabase) -> None:
    """Flaying Tendrils: "All creatures get -2/-2 until end of turn. If a creature would die
    this turn, exile it instead." Both Bears die to the -2/-2 and are exiled; the Hill Giant
    (3/3, 1/1 after) Shocked later that turn is exiled too. Next turn, a Shocked Bears goes to
    the graveyard again."""
    _compiled(real_db, "Flaying Tendrils")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Flaying Tendrils")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Flaying Tendrils")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=["Hill Giant"])
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Centaur Courser")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Centaur Courser"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 2)
    s.assert_exile_count("Hill Giant", 1)
    s.assert_graveyard_count("A", "Centaur Courser", 1)


def test_614_1a_creature_dealt_damage_by_it_this_turn_is_exiled(real_db: CardDatabase) -> None:
    """Frostwielder: "If a creature dealt damage by ~ this turn would die, exile it instead."
    Its 1 damage to B's Llanowar Elves kills them: exiled. B's Grizzly Bears, Shocked by A
    (never dealt damage by Frostwielder), go to the graveyard."""
    _compiled(real_db, "Frostwielder")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Frostwielder")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}", targets=["Llanowar Elves"])
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Llanowar Elves", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_614_1a_damaged_by_it_only_this_turn(real_db: CardDatabase) -> None:
    """Damage dealt by Frostwielder on an earlier turn doesn't count: it pings B's Hill Giant
    on turn 1; on turn 2 B's own Lightning Bolt kills the Giant, which goes to the
    graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Frostwielder")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}", targets=["Hill Giant"])
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Hill Giant"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_exile_count("Hill Giant", 0)


# ------------------------------------------------------------------ 614.1c: a choice of counters


@pytest.mark.parametrize(("card", "answer", "has", "lacks"), [
    # "~ enters the battlefield with your choice of a flying counter or a hexproof counter on
    # it."
    ("Wingfold Pteron", "hexproof", ["Hexproof"], ["Flying"]),
    ("Wingfold Pteron", "flying", ["Flying"], ["Hexproof"]),
    # "... your choice of two different counters on it from among menace, deathtouch, and
    # lifelink."
    ("Grimdancer", "menace, lifelink", ["Menace", "Lifelink"], ["Deathtouch"]),
])
def test_614_1c_enters_with_the_counters_chosen(real_db: CardDatabase, card: str, answer: str,
                                               has: list[str], lacks: list[str]) -> None:
    _compiled(real_db, card)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.HAND, "A", card)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", card)
    s.set_choice("A", answer)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_abilities("A", card, has)
    s.assert_abilities("A", card, lacks, present=False)
    for kw in has:
        s.assert_counter_count("A", card, kw.lower(), 1)


def test_122_1b_the_kinds_read_are_the_keyword_counters() -> None:
    """The reader's kinds are +1/+1 and 122.1b's keyword counters (one list kept twice to
    avoid an import cycle)."""
    from mtg_engine.cards.oracle.counter_choice import _KINDS
    from mtg_engine.rules.keyword_counters import KEYWORD_COUNTERS

    assert KEYWORD_COUNTERS | {"+1/+1"} == _KINDS


# ------------------------------------------------------------------ 701.8: its own discard


@pytest.mark.parametrize(("caster", "on_battlefield"), [("B", 1), ("A", 0)])
def test_701_8_discarded_by_an_opponent_enters_instead(real_db: CardDatabase, caster: str,
                                                       on_battlefield: int) -> None:
    """Loxodon Smiter: "If a spell or ability an opponent controls causes you to discard ~,
    put it onto the battlefield instead of putting it into your graveyard." B's Mind Rot makes
    A discard the Smiter and Grizzly Bears: the Smiter is on A's battlefield, the Bears in
    A's graveyard. A's own Mind Rot: both go to the graveyard."""
    _compiled(real_db, "Loxodon Smiter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Loxodon Smiter")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, caster, "Swamp", 3)
    s.add_card(Zone.HAND, caster, "Mind Rot")
    s.cast_spell(2 if caster == "B" else 1, Step.PRECOMBAT_MAIN, caster, "Mind Rot",
                 targets=["A"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Loxodon Smiter", on_battlefield)
    s.assert_graveyard_count("A", "Loxodon Smiter", 1 - on_battlefield)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


# ------------------------------------------------------------------ conditions (603.4, 611.3a)


def test_603_4_attacked_or_blocked_this_combat(real_db: CardDatabase) -> None:
    """Kjeldoran Home Guard (1/6): "At end of combat, if ~ attacked or blocked this combat, put
    a -0/-1 counter on ~ and create a 0/1 white Deserter creature token." It attacks on turn
    3: one counter and one Deserter; on turn 1 it didn't attack: nothing then."""
    _compiled(real_db, "Kjeldoran Home Guard")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kjeldoran Home Guard")
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_counter_count("A", "Kjeldoran Home Guard", "-0/-1", 0))
    s.attack(3, "A", "Kjeldoran Home Guard")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Kjeldoran Home Guard", "-0/-1", 1)
    s.assert_power_toughness("A", "Kjeldoran Home Guard", 1, 5)
    s.assert_permanent_count("A", "Deserter Token", 1)


@pytest.mark.parametrize(("b_creature", "hand"), [("Grizzly Bears", 3), ("Hill Giant", 1)])
def test_603_4_the_creature_with_the_greatest_power(real_db: CardDatabase, b_creature: str,
                                                   hand: int) -> None:
    """Triumph of Ferocity: "At the beginning of your upkeep, draw a card if you control the
    creature with the greatest power or tied for the greatest power." A's Grizzly Bears (2)
    tie B's Grizzly Bears: A draws in its upkeeps of turns 1 and 3 (and in its turn-3 draw
    step: 3 cards); B's Hill Giant (3) is greater: only the draw step's card."""
    _compiled(real_db, "Triumph of Ferocity")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Triumph of Ferocity")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", b_creature)
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", hand)


def test_611_3a_another_creature_entered_this_turn(real_db: CardDatabase) -> None:
    """Saddled Rimestag (2/2): "~ gets +2/+2 as long as you had another creature enter the
    battlefield under your control this turn." Cast on turn 1 alone: 2/2 (its own entering
    doesn't count); Grizzly Bears cast after it: 4/4 that turn; 2/2 again on turn 2."""
    _compiled(real_db, "Saddled Rimestag")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Saddled Rimestag")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Saddled Rimestag")
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_power_toughness("A", "Saddled Rimestag", 2, 2))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Grizzly Bears")
    s.check(1, Step.END_TURN,
            lambda sc: sc.assert_power_toughness("A", "Saddled Rimestag", 4, 4))
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Saddled Rimestag", 2, 2)


def test_603_4_a_planeswalker_entered_this_turn(real_db: CardDatabase) -> None:
    """Oath of Chandra: "At the beginning of each end step, if a planeswalker entered the
    battlefield under your control this turn, ~ deals 2 damage to each opponent." A casts
    Chandra Nalaar on turn 1: B at 18 after that end step, and still 18 after turn 2's."""
    _compiled(real_db, "Oath of Chandra")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Oath of Chandra")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Chandra Nalaar")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Chandra Nalaar")
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 18)


# ------------------------------------------------------------------ this turn (614.1a, 514.2)


def test_614_1a_goblin_goliath_doubles_for_the_rest_of_the_turn(real_db: CardDatabase) -> None:
    """Goblin Goliath: "{3}{R}, {T}: If a source you control would deal damage to an opponent
    this turn, it deals double that damage to that player instead." Activated on turn 1, A's
    Shock then is 4 to B (16); on turn 3 (the effect ended with turn 1) A's Shock is 2 (14)."""
    _compiled(real_db, "Goblin Goliath")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Goliath")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.HAND, "A", "Shock", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}{R}, {T}")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_life("B", 16))
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 14)


# ------------------------------------------------------------------ draws (121.6, 614.11)


def test_614_11_laboratory_maniac_wins_instead_of_drawing(real_db: CardDatabase) -> None:
    """Laboratory Maniac: "If you would draw a card while your library has no cards in it, you
    win the game instead." A's library is empty: A's turn-3 draw wins the game."""
    _compiled(real_db, "Laboratory Maniac")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Laboratory Maniac")
    s.remove_all_from_library("A")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_winner("A")


def test_614_11_all_draws_but_the_first_in_the_draw_step(real_db: CardDatabase) -> None:
    """Teferi's Ageless Insight: "If you would draw a card except the first one you draw in each
    of your draw steps, draw two cards instead." A's turn-3 draw step draws 1; A's Divination
    (draw two cards) in the main phase draws 4: 5 cards in hand (3 without the Insight)."""
    _compiled(real_db, "Teferi's Ageless Insight")
    for insight, hand in ((True, 5), (False, 3)):
        s = Scenario(cards=real_db)
        if insight:
            s.add_card(Zone.BATTLEFIELD, "A", "Teferi's Ageless Insight")
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
        s.add_card(Zone.HAND, "A", "Divination")
        s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Divination")
        s.stop_at(3, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_hand_count("A", hand)


def test_614_11_notion_thief_takes_the_extra_draws(real_db: CardDatabase) -> None:
    """Notion Thief (A's): "If an opponent would draw a card except the first one they draw in
    each of their draw steps, instead that player skips that draw and you draw a card." B's
    draw step on turn 2 draws 1 card (B's); B's Divination then makes A draw 2 instead: B has
    1 card in hand, A 2 (A's hand is empty: no draw on turn 1)."""
    _compiled(real_db, "Notion Thief")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Notion Thief")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 3)
    s.add_card(Zone.HAND, "B", "Divination")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Divination")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("B", 1)
    s.assert_hand_count("A", 2)


@pytest.mark.parametrize(("answer", "hand"), [("yes", 0), ("no", 1)])
def test_614_1a_may_skip_that_draw(real_db: CardDatabase, answer: str, hand: int) -> None:
    """Obstinate Familiar: "If you would draw a card, you may skip that draw instead." A skips
    its turn-3 draw (no card in hand) or doesn't (1)."""
    _compiled(real_db, "Obstinate Familiar")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Obstinate Familiar")
    s.set_choice("A", answer)
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", hand)


def test_603_4_a_player_lost_four_or_more_life_this_turn(real_db: CardDatabase) -> None:
    """Knight of the Ebon Legion: "At the beginning of your end step, if a player lost 4 or
    more life this turn, put a +1/+1 counter on ~." Two Shocks at B on turn 1 (4 life): a
    counter; one Shock at B on turn 3 (2 life): none more."""
    _compiled(real_db, "Knight of the Ebon Legion")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Knight of the Ebon Legion")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Shock", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.stop_at(4, Step.UPKEEP)
    s.execute()
    s.assert_counter_count("A", "Knight of the Ebon Legion", "+1/+1", 1)
    s.assert_life("B", 14)


@pytest.mark.parametrize(("b_creature", "life"), [(None, 12), ("Grizzly Bears", 20)])
def test_603_4_your_opponents_control_no_creatures(real_db: CardDatabase,
                                                   b_creature: str | None, life: int) -> None:
    """Kezzerdrix: "At the beginning of your upkeep, if your opponents control no creatures,
    ~ deals 4 damage to you." With B creatureless, A takes 4 in its upkeeps of turns 1 and 3
    (12); with B's Grizzly Bears, none (20)."""
    _compiled(real_db, "Kezzerdrix")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kezzerdrix")
    if b_creature:
        s.add_card(Zone.BATTLEFIELD, "B", b_creature)
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("A", life)


def test_611_3a_no_cards_in_your_graveyard(real_db: CardDatabase) -> None:
    """Gorilla Titan (4/4): "~ gets +4/+4 as long as there are no cards in your graveyard."
    8/8 with A's graveyard empty; 4/4 once A's Shock (at B) is in it."""
    _compiled(real_db, "Gorilla Titan")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gorilla Titan")
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_power_toughness("A", "Gorilla Titan", 8, 8))
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Gorilla Titan", 4, 4)


@pytest.mark.parametrize(("wizard", "power"), [(True, 3), (False, 2)])
def test_603_4_a_full_party(real_db: CardDatabase, wizard: bool, power: int) -> None:
    """Squad Commander: "At the beginning of combat on your turn, if you have a full party,
    creatures you control get +1/+0 and gain indestructible until end of turn." A's party:
    Squad Commander (a Warrior), Cutthroat il-Dal (a Rogue), Acolyte of Xathrid (a Cleric)
    and Prodigal Sorcerer (a Wizard): A's Grizzly Bears are 3/2 in combat on turn 1; with no
    Wizard, 2/2 (700.8)."""
    _compiled(real_db, "Squad Commander")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Squad Commander")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    for name in ("Cutthroat il-Dal", "Acolyte of Xathrid") + (("Prodigal Sorcerer",) if wizard
                                                             else ()):
        s.add_card(Zone.BATTLEFIELD, "A", name)
    s.stop_at(1, Step.DECLARE_ATTACKERS)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", power, 2)


# ------------------------------------------------------------------ 615.5: while it has a counter


def test_615_5_prevented_while_it_has_a_counter(real_db: CardDatabase) -> None:
    """Oathsworn Knight (0/0, four +1/+1 counters): "If damage would be dealt to ~ while it has
    a +1/+1 counter on it, prevent that damage and remove a +1/+1 counter from it." B's Shock:
    no damage, three counters left (3/3)."""
    _compiled(real_db, "Oathsworn Knight")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Oathsworn Knight", counters={"+1/+1": 4})
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Oathsworn Knight"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Oathsworn Knight", "+1/+1", 3)
    s.assert_damage("Oathsworn Knight", 0)
    s.assert_power_toughness("A", "Oathsworn Knight", 3, 3)


def test_615_5_not_prevented_without_a_counter(real_db: CardDatabase) -> None:
    """Undergrowth Champion (2/2, no counters): the same effect doesn't apply: B's Shock kills
    it."""
    _compiled(real_db, "Undergrowth Champion")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Undergrowth Champion")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Undergrowth Champion"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Undergrowth Champion", 1)
