"""707.9e-f and 205.4 exceptions of "enter as a copy" abilities compiled from Oracle text
(cards/oracle/copy_exceptions.py, rules/copy.entering_counters) and played with the real cards
(skipped without ../shared): Altered Ego's X counters, Spark Double's counters by card type and
"isn't legendary", Moritte of the Frost's supertypes and its exceptions that apply only to a
creature (707.9f's example); 306.5b: a copy of a planeswalker enters with the copied loyalty."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.core.types import Supertype
from mtg_engine.game import Game
from mtg_engine.rules.layers import characteristics
from mtg_engine.testing import Scenario, Step, Zone


def _oid(s: Scenario, name: str, player: int = 0) -> int:
    state = s.game.state
    return next(o for o in state.battlefield if characteristics(state, o).name == name
                and characteristics(state, o).controller == player
                and state.objects[o].card.name != name)  # (the copy, not the original)


def test_707_9e_altered_ego_enters_with_x_counters(real_db: CardDatabase) -> None:
    """707.9e: Altered Ego cast with X=2 enters as a copy of A's Grizzly Bears with two
    additional +1/+1 counters: a 4/4 Grizzly Bears (the counters aren't copiable values: a
    Clone copying it afterwards is a 2/2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 7)
    s.add_card(Zone.HAND, "A", "Altered Ego")
    s.add_card(Zone.HAND, "A", "Clone")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Altered Ego", x=2)
    s.set_choice("A", "Grizzly Bears")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_permanent_count("A", "Grizzly Bears", 2),
        sc.assert_power_toughness("A", "Grizzly Bears#2", 4, 4),
        sc.assert_counter_count("A", "Grizzly Bears#2", "+1/+1", 2)))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Clone")
    s.set_choice("A", "Grizzly Bears#2")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 3)
    s.assert_power_toughness("A", "Grizzly Bears#3", 2, 2)


def test_707_9e_altered_ego_without_x_is_a_plain_copy(real_db: CardDatabase) -> None:
    """707.9e with X=0: no counters; Altered Ego copying Serra Angel is a 4/4 flyer."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Altered Ego")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Altered Ego", x=0)
    s.set_choice("A", "Serra Angel")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Serra Angel", 2)
    s.assert_power_toughness("A", "Serra Angel#2", 4, 4)
    s.assert_counter_count("A", "Serra Angel#2", "+1/+1", 0)


def test_707_9e_f_spark_double_copies_a_legendary_creature(real_db: CardDatabase) -> None:
    """707.9e-f, 205.4: Spark Double copies A's Isamaru, Hound of Konda (a legendary 2/2): it
    enters with an additional +1/+1 counter (it's a creature), no loyalty counter, and it
    isn't legendary: both Isamarus stay (704.5j doesn't apply); the copy is 3/3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Isamaru, Hound of Konda")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Spark Double")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Spark Double")
    s.set_choice("A", "Isamaru, Hound of Konda")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Isamaru, Hound of Konda", 2)
    s.assert_power_toughness("A", "Isamaru, Hound of Konda#2", 3, 3)
    s.assert_counter_count("A", "Isamaru, Hound of Konda#2", "+1/+1", 1)
    s.assert_counter_count("A", "Isamaru, Hound of Konda#2", "loyalty", 0)
    copy = _oid(s, "Isamaru, Hound of Konda")
    assert Supertype.LEGENDARY not in characteristics(s.game.state, copy).supertypes


def test_707_9f_306_5b_spark_double_copies_a_planeswalker(real_db: CardDatabase) -> None:
    """707.9f, 306.5b: Spark Double copies A's Jace Beleren (loyalty 3, legendary): it enters
    with the copied loyalty plus an additional loyalty counter (4), no +1/+1 counter, and isn't
    legendary (both planeswalkers stay)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jace Beleren")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Spark Double")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Spark Double")
    s.set_choice("A", "Jace Beleren")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Jace Beleren", 2)
    s.assert_counter_count("A", "Jace Beleren#2", "loyalty", 4)
    s.assert_counter_count("A", "Jace Beleren#2", "+1/+1", 0)
    s.assert_counter_count("A", "Jace Beleren#1", "loyalty", 3)


def test_306_5b_clever_impersonator_copies_a_planeswalkers_loyalty(
        real_db: CardDatabase) -> None:
    """306.5b, 707.2: Clever Impersonator entering as a copy of Jace Beleren enters with 3
    loyalty counters (the copied loyalty), and the legend rule (704.5j) then makes A keep one
    of the two (the copy here, chosen by A)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jace Beleren")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Clever Impersonator")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clever Impersonator")
    s.set_choice("A", "Jace Beleren")
    s.set_choice("A", "Jace Beleren#2")  # 704.5j: the one A keeps
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Jace Beleren", 1)
    s.assert_counter_count("A", "Jace Beleren", "loyalty", 3)
    state = s.game.state
    kept = next(o for o in state.battlefield if characteristics(state, o).name == "Jace Beleren")
    assert state.objects[kept].card.name == "Clever Impersonator"


def test_707_9f_moritte_copying_a_creature(real_db: CardDatabase) -> None:
    """707.9f: Moritte of the Frost copies A's Grizzly Bears: it's a legendary snow Grizzly
    Bears with two +1/+1 counters (4/4) and changeling (every creature type: an Elf too)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Moritte of the Frost")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Moritte of the Frost")
    s.set_choice("A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 2)
    s.assert_power_toughness("A", "Grizzly Bears#2", 4, 4)
    copy = _oid(s, "Grizzly Bears")
    ch = characteristics(s.game.state, copy)
    assert {Supertype.LEGENDARY, Supertype.SNOW} <= ch.supertypes
    assert ch.every_creature_type
    g = s.game  # the copy effect with its exceptions is saved exactly
    for other in (g.copy(), Game.from_json(g.to_json(), real_db)):
        assert other.to_json() == g.to_json()
        got = characteristics(other.state, copy)
        assert got.supertypes == ch.supertypes and got.every_creature_type


def test_707_9f_moritte_copying_an_animated_land_isnt_a_creature(
        real_db: CardDatabase) -> None:
    """707.9f, its example: A's Mutavault ("{1}: becomes a 2/2 creature with all creature
    types until end of turn") is a creature this turn; Moritte copies it: the animation isn't
    copied (707.2), so Moritte enters as a noncreature land: no +1/+1 counters and no
    changeling, even when it is animated itself afterwards (a 2/2 with no counters)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mutavault")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Moritte of the Frost")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}:", source="Mutavault")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Moritte of the Frost")
    s.set_choice("A", "Mutavault")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_permanent_count("A", "Mutavault", 2),
        sc.assert_type("Mutavault#2", "Creature", present=False),
        sc.assert_counter_count("A", "Mutavault#2", "+1/+1", 0)))
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{1}:", source="Mutavault#2")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Mutavault#2", 2, 2)
    copy = _oid(s, "Mutavault")
    assert Supertype.LEGENDARY in characteristics(s.game.state, copy).supertypes


def _ego_on_a_clone(real_db: CardDatabase) -> Scenario:
    """Glorious Anthem; a Clone that entered as a copy of nothing (a 0/0, 1/1 with the Anthem);
    Grizzly Bears; Altered Ego cast with X = 2, entering as a copy of the Clone."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Glorious Anthem")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 7)
    s.add_card(Zone.HAND, "A", "Clone")
    s.add_card(Zone.HAND, "A", "Altered Ego")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clone")
    s.set_choice("A", "no")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Altered Ego", x=2)
    s.set_choice("A", "Clone")
    return s


def test_707_9e_example_altered_ego_copying_a_clone_gets_no_counters(
        real_db: CardDatabase) -> None:
    """707.9e, its example: Altered Ego (X = 2) enters as a copy of a Clone for which nothing
    was chosen; as the Clone's "enter as a copy" it gained applies, A chooses Grizzly Bears:
    that later copy effect cancels Altered Ego's "enters with X additional +1/+1 counters":
    a Grizzly Bears with no counters (2/2 + the Anthem = 3/3)."""
    s = _ego_on_a_clone(real_db)
    s.set_choice("A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 2)
    s.assert_counter_count("A", "Grizzly Bears#2", "+1/+1", 0)
    s.assert_power_toughness("A", "Grizzly Bears#2", 3, 3)
    s.assert_permanent_count("A", "Clone", 1)


def test_707_9e_altered_ego_copying_a_clone_and_choosing_nothing_keeps_its_counters(
        real_db: CardDatabase) -> None:
    """707.9e: the same, but A chooses nothing for the copied Clone's ability: no other copy
    effect is applied, so Altered Ego is a Clone with its two +1/+1 counters (0/0 + 2 + the
    Anthem = 3/3)."""
    s = _ego_on_a_clone(real_db)
    s.set_choice("A", "no")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Clone", 2)
    s.assert_counter_count("A", "Clone#2", "+1/+1", 2)
    s.assert_power_toughness("A", "Clone#2", 3, 3)


def test_707_9g_wall_of_stolen_identity_taps_the_copied_creature(real_db: CardDatabase) -> None:
    """707.9g, 603.11, 611.2b: Wall of Stolen Identity enters as a copy of B's Serra Angel (a
    Serra Angel Wall with defender); the linked "When you do" taps B's Angel, which doesn't
    untap in B's untap step (turn 2) while A controls the Wall; B destroys the Wall (Doom
    Blade, turn 2): on turn 4 the Angel untaps."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Wall of Stolen Identity")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wall of Stolen Identity")
    s.set_choice("A", "Serra Angel")
    s.check(1, Step.END_TURN, lambda sc: (
        sc.assert_tapped("Serra Angel#1"), sc.assert_tapped("Serra Angel#2", False),
        sc.assert_abilities("A", "Serra Angel", ["Defender"])))
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_tapped("Serra Angel#1"))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Doom Blade", targets=["Serra Angel#2"])
    s.stop_at(4, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("A", "Wall of Stolen Identity", 1)
    s.assert_tapped("Serra Angel", False)
