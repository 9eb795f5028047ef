"""Cards refused only by the round trip (issue 11) whose DSL was right and whose English said
it in another wording: "on top of your library" for any number of targets (400.3), a colour
change or "your choice of ..." in one run with the pump and grant clauses (611.2a), "Untap
them" (the group named before), "+X/-X ..., where X is" (107.3), "enchanted land /
permanent" (303.4, oracle/attached_noun.py), "each player's end step" (513), "If this spell
was kicked, instead ..." (702.33d), "those creatures" in a sentence of its own (608.2c):
compiled, and played with exact figures. A card whose DSL differs (Sigil of Valor's "other"
means other than the creature it pumps) stays refused."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

_ROUND_TRIP = "round trip: the DSL says something else"


@pytest.mark.parametrize("name", [
    "Forever Young", "Reinforcements", "Bone Harvest",  # on top of your library
    "Aphotic Wisps", "Disciple of Kangee", "Alchemist's Gift", "Wild Mongrel",  # one run
    "Rallying Roar", "Great Oak Guardian",  # Untap them
    "Warped Physique", "Angelic Exaltation",  # where X is
    "Pooling Venom", "Quiet Disrepair", "Malfunction",  # enchanted land / permanent
    "Stoneshaker Shaman", "Citadel of Pain",  # each player's end step
    "Bold Defense", "Grow from the Ashes",  # kicked, instead ...
    "Break of Day", "Dauntless Unity",  # those creatures (a sentence of its own)
])
def test_round_trip_other_wordings_read_as_printed(real_db: CardDatabase, name: str) -> None:
    assert real_db.compiled(name).supported, real_db.compiled(name).reasons


def test_round_trip_other_than_the_pumped_creature_is_not_other_than_self(
        real_db: CardDatabase) -> None:
    """Sigil of Valor: "it gets +1/+1 ... for each other creature you control" counts the
    creatures other than the attacker; a count of those other than the Equipment (a count's
    "other") would count the attacker too. Since session 21 the count leaves out the pumped
    creature (`besides: remembered`, oracle/other_than_pumped.py; played in test_rtrip_s21.py),
    and a count's plain "other" is still said "other than ~", not "other"."""
    res = real_db.compiled("Sigil of Valor")
    assert res.supported and res.dsl is not None
    pump = res.dsl["triggers"][0]["effects"][0]["pump"]
    assert pump["power"]["besides"] == pump["toughness"]["besides"] == "remembered"
    assert "other" not in pump["power"]["count"]


def test_400_3_forever_young_puts_the_card_on_top_then_draws_it(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Forever Young")
    s.set_choice("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Forever Young", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Grizzly Bears")  # put on top, then drawn
    s.assert_graveyard_count("A", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Forever Young", 1)


def test_611_2a_aphotic_wisps_black_and_fear_for_the_turn(real_db: CardDatabase) -> None:
    def during(sc: Scenario) -> None:
        sc.assert_color("Grizzly Bears", ["Black"])
        sc.assert_abilities("A", "Grizzly Bears", ["Fear"])

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Aphotic Wisps")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aphotic Wisps", targets=["Grizzly Bears"])
    s.check(1, Step.BEGIN_COMBAT, during)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_color("Grizzly Bears", ["Green"])  # the turn is over (514.2)
    s.assert_abilities("A", "Grizzly Bears", ["Fear"], present=False)
    s.assert_hand_count("A", 1)  # the card drawn


def test_608_2c_rallying_roar_pumps_and_untaps_the_same_creatures(
        real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Savannah Lions", tapped=True)
    s.add_card(Zone.HAND, "A", "Rallying Roar")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rallying Roar")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_tapped("Grizzly Bears", False)
    s.assert_power_toughness("B", "Savannah Lions", 2, 1)
    s.assert_tapped("Savannah Lions", True)


def test_107_3_warped_physique_plus_x_minus_x(real_db: CardDatabase) -> None:
    """Three cards in A's hand after casting: +3/-3 on Hill Giant (3/3) kills it (704.5f)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.HAND, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Warped Physique")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Warped Physique", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_107_3_warped_physique_on_a_big_creature(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.HAND, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Warped Physique")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Warped Physique", targets=["Craw Wurm"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("B", "Craw Wurm", 8, 2)  # 6/4 +2/-2


def test_303_4_pooling_venom_destroys_the_enchanted_land(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Pooling Venom", attached_to="Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}{B}:")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Forest", 0)
    s.assert_graveyard_count("B", "Forest", 1)


def test_513_stoneshaker_shaman_each_end_step_its_player_sacrifices(
        real_db: CardDatabase) -> None:
    """A's end step: A (the active player, "that player") sacrifices an untapped land; B
    does not. B's end step (turn 2): B sacrifices one."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Stoneshaker Shaman")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.check(2, Step.UPKEEP, lambda sc: (sc.assert_permanent_count("A", "Mountain", 0),
                                        sc.assert_permanent_count("B", "Forest", 2)))
    s.stop_at(2, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("B", "Forest", 1)


def test_702_33d_bold_defense_kicked_gives_the_bigger_bonus_instead(
        real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 7)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Bold Defense")
    s.set_choice("A", "yes")  # kicker
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bold Defense")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)  # +2/+2, not +3/+3
    s.assert_abilities("A", "Grizzly Bears", ["First strike"])


@pytest.mark.parametrize(("life", "indestructible"), [(5, True), (6, False)])
def test_608_2c_break_of_day_those_creatures_at_five_life(
        real_db: CardDatabase, life: int, indestructible: bool) -> None:
    s = Scenario(cards=real_db)
    s.set_life("A", life)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Savannah Lions")
    s.add_card(Zone.HAND, "A", "Break of Day")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Break of Day")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_abilities("A", "Grizzly Bears", ["Indestructible"], present=indestructible)
    s.assert_power_toughness("B", "Savannah Lions", 2, 1)
    s.assert_abilities("B", "Savannah Lions", ["Indestructible"], present=False)
