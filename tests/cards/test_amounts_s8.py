"""Variable amounts, counters and tokens added in session 8 (107.3, 608.2h, 111.1, 122),
compiled from the Oracle text and played with exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.lower import lower_text
from mtg_engine.game import Game
from mtg_engine.testing import Scenario, Step, Zone


def _lower(text: str) -> object:
    return lower_text(text, allow_x=False, on_permanent=True)


def test_608_2h_its_power_in_a_clause_about_self_alone_is_self() -> None:
    """"~ gets +X/+X ..., where X is its power": ~ is the only object the clause names."""
    assert _lower("~ gets +X/+X until end of turn, where X is its power.") == (
        [{"pump": {"what": "self", "power": {"power_of": "self"},
                   "toughness": {"power_of": "self"}}}], [])
    # a target named first: "its" is the target's (Wine of Blood and Iron)
    assert _lower("Target creature gets +X/+0 until end of turn, where X is its power.") == (
        [{"pump": {"what": "target", "power": {"power_of": "target"}, "toughness": 0}}],
        [{"kind": "creature"}])


def test_608_2h_yew_spirit_doubles_its_power_once(real_db: CardDatabase) -> None:
    """Yew Spirit (3/3), {2}{G}{G}: +X/+X where X is its power, X fixed as the ability
    resolves (608.2h): 6/6; a second activation reads 6: 12/12."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Yew Spirit")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 8)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{G}{G}", source="Yew Spirit")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_power_toughness(
        "A", "Yew Spirit", 6, 6))
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{2}{G}{G}", source="Yew Spirit")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Yew Spirit", 12, 12)


def test_603_10a_dies_trigger_reads_its_power_as_it_last_existed(real_db: CardDatabase) -> None:
    """Bottle Golems (3/3) gets +3/+3 from Giant Growth, then is destroyed by Murder: "When ~
    dies, you gain life equal to its power" reads its power as it last existed on the
    battlefield (603.10a, 608.2h): A gains 6."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bottle Golems")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Bottle Golems"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Murder", targets=["Bottle Golems"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Bottle Golems", 1)
    s.assert_life("A", 26)


def test_122_1_damage_equal_to_the_counters_on_it(real_db: CardDatabase) -> None:
    """Lightning Reaver: "deals damage equal to the number of charge counters on it to each
    opponent" at A's end step; with 2 charge counters B loses 2 (the counters "on it": ~'s)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lightning Reaver", counters={"charge": 2})
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 20)


def test_111_3_x_x_token_has_the_x_of_the_spell(real_db: CardDatabase) -> None:
    """Slime Molding with X=3: a 3/3 green Ooze token (111.3: the effect defines its power
    and toughness). Under Doubling Season (614.1a, "twice that many") both tokens are 3/3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 8)
    s.add_card(Zone.BATTLEFIELD, "A", "Doubling Season")
    s.add_card(Zone.HAND, "A", "Slime Molding")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Slime Molding", x=3)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    tokens = [o for o in s.game.state.objects.values() if o.card.name == "Ooze Token"]
    assert len(tokens) == 2
    from mtg_engine.rules.layers import characteristics

    assert [(characteristics(s.game.state, o.id).power,
             characteristics(s.game.state, o.id).toughness) for o in tokens] == [(3, 3), (3, 3)]


def test_111_3_x_x_token_counts_once_and_is_copied_with_its_values(
        real_db: CardDatabase) -> None:
    """Spoils of Blood after two creatures died this turn: a 2/2 Horror (X read once as it
    resolves, 608.2h). Cackling Counterpart copies it: the copy is 2/2 too (111.3, 707.2: the
    values the effect defined are copiable values)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Murder")
    s.add_card(Zone.HAND, "A", "Spoils of Blood")
    s.add_card(Zone.HAND, "A", "Cackling Counterpart")
    s.add_card(Zone.BATTLEFIELD, "B", "Centaur Courser")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Murder", targets=["Centaur Courser"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Spoils of Blood")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_power_toughness("A", "Horror Token", 2, 2))
    s.cast_spell(1, Step.END_TURN, "A", "Cackling Counterpart", targets=["Horror Token"])
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    from mtg_engine.rules.layers import characteristics

    horrors = [o.id for o in s.game.state.objects.values() if o.card.name == "Horror Token"]
    assert len(horrors) == 2
    assert {(characteristics(s.game.state, h).power, characteristics(s.game.state, h).toughness)
            for h in horrors} == {(2, 2)}
    g2 = Game.from_json(s.game.to_json(), s.game.state.db)  # the defined values are saved
    assert {(characteristics(g2.state, h).power, characteristics(g2.state, h).toughness)
            for h in horrors} == {(2, 2)}


def test_601_2d_counters_distributed_as_announced(real_db: CardDatabase) -> None:
    """Defend the Celestus: three +1/+1 counters among Grizzly Bears and Hill Giant, 2 and 1
    as A announced when casting it (601.2d): 4/4 and 4/4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Defend the Celestus")
    s.set_choice("A", "2,1")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Defend the Celestus",
                 targets=["Grizzly Bears", "Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 2)
    s.assert_counter_count("A", "Hill Giant", "+1/+1", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_power_toughness("A", "Hill Giant", 4, 4)


def test_601_2d_distributed_counters_an_illegal_target_loses_its_share(
        real_db: CardDatabase) -> None:
    """Splendid Agony: two -1/-1 counters, one each on Grizzly Bears and Hill Giant (two
    targets, two counters: nothing to choose); B's Shock kills the Bears in response: the
    Giant gets only its one (608.2b) and is 2/2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Splendid Agony")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Splendid Agony",
                 targets=["Grizzly Bears", "Hill Giant"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Grizzly Bears"],
                 responding_to="Splendid Agony")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_counter_count("B", "Hill Giant", "-1/-1", 1)
    s.assert_power_toughness("B", "Hill Giant", 2, 2)


def test_603_3d_a_trigger_distributes_counters_one_target_gets_all(
        real_db: CardDatabase) -> None:
    """Armament Corps enters: "distribute two +1/+1 counters among one or two target creatures
    you control" with one target, itself: both counters on it (601.2d, 603.3d): 6/6."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Armament Corps")
    s.add_target("A", "Armament Corps")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Armament Corps")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Armament Corps", "+1/+1", 2)
    s.assert_power_toughness("A", "Armament Corps", 6, 6)


def test_700_2_a_mode_that_distributes_counters(real_db: CardDatabase) -> None:
    """Abzan Charm's third mode: two +1/+1 counters among one or two target creatures; one
    target, Grizzly Bears, gets both (601.2d): 4/4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Abzan Charm")
    s.set_mode_choice("A", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Abzan Charm", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 2)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)


def test_601_2d_any_number_of_targets_verdurous_gearhulk(real_db: CardDatabase) -> None:
    """Verdurous Gearhulk enters: four +1/+1 counters among any number of target creatures
    you control; two chosen (the Gearhulk and Grizzly Bears), divided 3 and 1: 7/7 and 3/3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Verdurous Gearhulk")
    s.add_target("A", "Verdurous Gearhulk")
    s.add_target("A", "Grizzly Bears")
    s.set_choice("A", "3,1")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Verdurous Gearhulk")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Verdurous Gearhulk", 7, 7)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
