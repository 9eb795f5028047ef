"""Audit (qa20b, session 20): new cards of `cond` and `counters` played against their Oracle
text with real cards from the shared MTGJSON file (skipped when it is absent). Exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone
from tests.cards.conftest import assert_compiled


def _library(s: Scenario, player: str, top_first: list[str]) -> None:
    s.remove_all_from_library(player)
    for name in reversed(top_first):
        s.add_card(Zone.LIBRARY, player, name)


def _names(s: Scenario, ids: list[int]) -> list[str]:
    return [s.state.objects[i].card.name for i in ids]


def _time_counters(s: Scenario, name: str) -> int:
    st = s.game.state
    return next(st.objects[x].counters.get("time", 0) for x in st.exile
                if st.objects[x].card.name == name)


# ------------------------------------------------ 603.7: Foreshadow's delayed draw


def _foreshadow(db: CardDatabase, name: str) -> Scenario:
    """Foreshadow: "Choose a card name, then target opponent mills a card. If a card with the
    chosen name was milled this way, you draw a card. Draw a card at the beginning of the next
    turn's upkeep." B's library is Wastes only; A names `name`."""
    assert_compiled(db, "Foreshadow")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Foreshadow")
    s.set_choice("A", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Foreshadow", targets=["B"])
    s.stop_at(2, Step.DRAW)
    s.execute()
    return s


def test_603_7_foreshadow_named_card_milled_draws_now_and_at_next_upkeep(
        real_db: CardDatabase) -> None:
    """Wastes named and milled: A draws one at once and one at B's upkeep (turn 2): 2 cards."""
    s = _foreshadow(real_db, "Wastes")
    s.assert_graveyard_count("B", "Wastes", 1)
    s.assert_hand_count("A", 2)
    s.assert_library_count("B", 19)


def test_603_7_foreshadow_other_name_only_the_delayed_draw(real_db: CardDatabase) -> None:
    s = _foreshadow(real_db, "Grizzly Bears")
    s.assert_graveyard_count("B", "Wastes", 1)
    s.assert_hand_count("A", 1)


# ------------------------------------------------ 702.62: abilities of suspended cards


def test_702_62_curse_of_the_cabal_each_upkeep_that_player_may_sacrifice(
        real_db: CardDatabase) -> None:
    """Curse of the Cabal suspended on turn 1 (2 time counters). B's upkeep (turn 2): B
    sacrifices Grizzly Bears, two time counters are put on it (4). A's upkeep (turn 3): suspend
    removes one (3); A declines to sacrifice: 3 stay."""
    assert_compiled(real_db, "Curse of the Cabal")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Curse of the Cabal")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Suspend")
    s.set_choice("B", "yes")
    s.set_choice("B", "Grizzly Bears")
    s.set_choice("A", "no")
    seen: dict[str, int] = {}
    s.check(2, Step.DRAW, lambda sc: seen.update(t2=_time_counters(sc, "Curse of the Cabal")))
    s.stop_at(3, Step.DRAW)
    s.execute()
    assert seen["t2"] == 4
    assert _time_counters(s, "Curse of the Cabal") == 3
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Forest", 1)
    s.assert_permanent_count("A", "Swamp", 4)


def test_702_62_nihilith_an_opponents_card_to_their_graveyard(real_db: CardDatabase) -> None:
    """Nihilith suspended (7). A's own Bolt goes to A's graveyard: no trigger. B's Bolt goes to
    B's graveyard on turn 2: A removes a time counter (6)."""
    assert_compiled(real_db, "Nihilith")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Nihilith")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Suspend")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    seen: dict[str, int] = {}
    s.check(2, Step.UPKEEP, lambda sc: seen.update(t1=_time_counters(sc, "Nihilith")))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    assert seen["t1"] == 7
    assert _time_counters(s, "Nihilith") == 6
    s.assert_life("A", 17)
    s.assert_life("B", 17)


# ------------------------------------------------ 702.104: tribute


def _tribute(db: CardDatabase, card: str, lands: tuple[str, int], pays: str,
             b_cards: tuple[str, ...] = (), target: str | None = None) -> Scenario:
    assert_compiled(db, card)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", lands[0], lands[1])
    s.add_card(Zone.HAND, "A", card)
    for name in b_cards:
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.set_choice("B", pays)
    if target:
        s.add_target("A", target)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", card)
    return s


def test_702_104b_siren_gains_control_for_good(real_db: CardDatabase) -> None:
    """Siren of the Fanged Coast, tribute not paid: A gains control of Hill Giant, still A's
    on B's turn 2 (no duration)."""
    s = _tribute(real_db, "Siren of the Fanged Coast", ("Island", 5), "no", ("Hill Giant",),
                 "Hill Giant")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("B", "Hill Giant", 0)
    s.assert_power_toughness("A", "Siren of the Fanged Coast", 1, 1)


def test_702_104a_siren_tribute_paid_no_control(real_db: CardDatabase) -> None:
    s = _tribute(real_db, "Siren of the Fanged Coast", ("Island", 5), "yes", ("Hill Giant",),
                 "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_power_toughness("A", "Siren of the Fanged Coast", 4, 4)


def test_702_104b_nessian_wilds_ravager_fights_another_creature(real_db: CardDatabase) -> None:
    """Tribute not paid: Ravager (6/6) fights Hill Giant (3/3): the Giant dies, Ravager has 3
    damage."""
    s = _tribute(real_db, "Nessian Wilds Ravager", ("Forest", 6), "no", ("Hill Giant",),
                 "Hill Giant")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_damage("Nessian Wilds Ravager", 3)


def test_702_104b_shrike_harpy_target_opponent_sacrifices(real_db: CardDatabase) -> None:
    s = _tribute(real_db, "Shrike Harpy", ("Swamp", 5), "no", ("Grizzly Bears",), "B")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_power_toughness("A", "Shrike Harpy", 2, 2)


def test_702_104b_pharagax_giant_five_damage_to_each_opponent(real_db: CardDatabase) -> None:
    s = _tribute(real_db, "Pharagax Giant", ("Mountain", 5), "no")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 15)
    s.assert_life("A", 20)


def test_702_104a_pharagax_giant_paid_is_five_five(real_db: CardDatabase) -> None:
    s = _tribute(real_db, "Pharagax Giant", ("Mountain", 5), "yes")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_power_toughness("A", "Pharagax Giant", 5, 5)


def test_702_104b_fanatic_of_xenagos_attacks_with_haste(real_db: CardDatabase) -> None:
    """Tribute not paid: +1/+1 and haste until end of turn: it attacks as a 4/4: B 16. On turn
    2 it is 3/3 again."""
    s = _tribute(real_db, "Fanatic of Xenagos", ("Forest", 2), "no")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.attack(1, "A", "Fanatic of Xenagos")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 16)
    s.assert_power_toughness("A", "Fanatic of Xenagos", 3, 3)


# ------------------------------------------------ 702.55: haunt


def test_702_55_seize_the_soul_haunts_and_repeats(real_db: CardDatabase) -> None:
    """Seize the Soul destroys B's Hill Giant and makes a Spirit, then haunts B's Grizzly
    Bears; A Bolts the Bears: its haunt ability destroys B's Llanowar Elves and makes another
    Spirit."""
    assert_compiled(real_db, "Seize the Soul")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Seize the Soul")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_target("A", "Grizzly Bears")
    s.add_target("A", "Llanowar Elves")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Seize the Soul", targets=["Hill Giant"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    for name in ("Hill Giant", "Grizzly Bears", "Llanowar Elves"):
        s.assert_graveyard_count("B", name, 1)
    s.assert_permanent_count("A", "Spirit Token", 2)
    s.assert_exile_count("Seize the Soul", 1, "A")


def test_702_55_orzhov_pontiff_minus_mode_on_entering(real_db: CardDatabase) -> None:
    """Orzhov Pontiff, second mode: B's creatures get -1/-1 (Llanowar Elves dies, Bears 1/1);
    A's Bears stay 2/2."""
    assert_compiled(real_db, "Orzhov Pontiff")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Orzhov Pontiff")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.set_mode_choice("A", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Orzhov Pontiff")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_power_toughness("B", "Grizzly Bears", 1, 1)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_power_toughness("A", "Orzhov Pontiff", 1, 1)


def test_702_55_exhumer_thrull_haunts_and_returns_a_creature_card(
        real_db: CardDatabase) -> None:
    """Exhumer Thrull (A's) is Bolted and haunts B's Grizzly Bears; the Bears are Bolted: the
    Thrull's ability returns Hill Giant from A's graveyard to A's hand."""
    assert_compiled(real_db, "Exhumer Thrull")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Exhumer Thrull")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_target("A", "Grizzly Bears")
    s.add_target("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Exhumer Thrull"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_exile_count("Exhumer Thrull", 1, "A")
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_702_55a_no_creature_to_haunt_stays_in_the_graveyard(real_db: CardDatabase) -> None:
    """Belfry Spirit dies with no creature on the battlefield: the haunt ability has no target
    and is removed (603.3d); the card stays in A's graveyard."""
    assert_compiled(real_db, "Belfry Spirit")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Belfry Spirit")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Belfry Spirit"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Belfry Spirit", 1)
    s.assert_exile_count("Belfry Spirit", 0)
    s.assert_permanent_count("A", "Bat Token", 0)


# ------------------------------------------------ 614.11: draw replacements in a multi-draw


def test_614_11_abundance_each_draw_of_divination_replaced_separately(
        real_db: CardDatabase) -> None:
    """Abundance with Divination (draw two): library top first Lightning Bolt, Forest, Grizzly
    Bears, Island. First draw: land: Bolt, Forest revealed, Forest to hand, Bolt to the bottom.
    Second draw: nonland: Grizzly Bears to hand. Library: Island, Lightning Bolt."""
    assert_compiled(real_db, "Abundance")
    s = Scenario(cards=real_db)
    _library(s, "A", ["Lightning Bolt", "Forest", "Grizzly Bears", "Island"])
    s.add_card(Zone.BATTLEFIELD, "A", "Abundance")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Divination")
    for a in ("yes", "land", "yes", "nonland"):
        s.set_choice("A", a)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Divination")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Forest")
    s.assert_hand_count("A", 1, "Grizzly Bears")
    assert _names(s, list(reversed(s.state.players[0].library))) == ["Island", "Lightning Bolt"]


def test_614_11_sages_of_the_anima_no_creature_then_the_second_draw(
        real_db: CardDatabase) -> None:
    """Sages of the Anima with Divination: the first draw reveals Lightning Bolt, Forest,
    Island (no creature: all three to the bottom); the second reveals Grizzly Bears, Hill
    Giant, Mountain: both creatures to A's hand."""
    assert_compiled(real_db, "Sages of the Anima")
    s = Scenario(cards=real_db)
    _library(s, "A", ["Lightning Bolt", "Forest", "Island", "Grizzly Bears", "Hill Giant",
                      "Mountain"])
    s.add_card(Zone.BATTLEFIELD, "A", "Sages of the Anima")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Divination")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Divination")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_library_count("A", 4)


# ------------------------------------------------ Gideon, Martial Paragon


def test_gideon_martial_paragon_untaps_and_pumps_your_creatures(real_db: CardDatabase) -> None:
    """[+2]: A's tapped Grizzly Bears untap and get +1/+1 (3/3); B's tapped Bears stay tapped
    and 2/2. Loyalty 5 + 2 = 7."""
    assert_compiled(real_db, "Gideon, Martial Paragon")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gideon, Martial Paragon")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", tapped=True)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+2:")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_tapped("Grizzly Bears", False)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_tapped("Hill Giant", True)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)
    s.assert_counter_count("A", "Gideon, Martial Paragon", "loyalty", 7)


# ------------------------------------------------ batch 2


def test_603_7_venom_destroys_the_blocker_even_after_the_enchanted_creature_died(
        real_db: CardDatabase) -> None:
    """Venom on A's Grizzly Bears (2/2), which attacks; B's Hill Giant (3/3) blocks: the Bears
    die in combat (Venom with them), the Giant has 2 damage, and the delayed trigger (created
    when the block was declared) still destroys the Giant at end of combat."""
    assert_compiled(real_db, "Venom")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Venom", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Hill Giant", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Venom", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_701_19_peregrination_one_land_found_goes_onto_the_battlefield(
        real_db: CardDatabase) -> None:
    """Peregrination finding one basic land only (the library's only one): it goes onto the
    battlefield tapped; nothing goes to A's hand."""
    assert_compiled(real_db, "Peregrination")
    s = Scenario(cards=real_db)
    _library(s, "A", ["Grizzly Bears", "Island", "Hill Giant"])
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Peregrination")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Peregrination")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Island", 1)
    s.assert_tapped("Island", True)
    s.assert_hand_count("A", 0)
    s.assert_library_count("A", 2)


def test_701_21_curse_of_the_cabal_half_rounded_down(real_db: CardDatabase) -> None:
    """Curse of the Cabal cast for {9}{B}: B controls five permanents and sacrifices two."""
    assert_compiled(real_db, "Curse of the Cabal")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 10)
    s.add_card(Zone.HAND, "A", "Curse of the Cabal")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Curse of the Cabal", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_battlefield_count("B", 3)
    s.assert_battlefield_count("A", 10)


def test_119_3_benediction_of_moons_one_life_per_player(real_db: CardDatabase) -> None:
    """Benediction of Moons with two players: A gains 2; it then haunts B's Grizzly Bears, and
    when the Bears are Bolted, A gains 2 more: 24."""
    assert_compiled(real_db, "Benediction of Moons")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Benediction of Moons")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_target("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Benediction of Moons")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 24)
    s.assert_exile_count("Benediction of Moons", 1, "A")


def test_702_55_orzhov_euthanist_only_a_creature_dealt_damage(real_db: CardDatabase) -> None:
    """A Shocks B's Hill Giant (2 damage, it survives), then casts Orzhov Euthanist: its
    target must be a creature dealt damage this turn: the Giant is destroyed; B's undamaged
    Grizzly Bears stays."""
    assert_compiled(real_db, "Orzhov Euthanist")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Orzhov Euthanist")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Hill Giant"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Orzhov Euthanist")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_201_2_cursed_scroll_empty_hand_no_damage(real_db: CardDatabase) -> None:
    """Cursed Scroll with an empty hand: no card is revealed, so none has the chosen name:
    no damage."""
    assert_compiled(real_db, "Cursed Scroll")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cursed Scroll")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.set_choice("A", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}, {T}:", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_tapped("Cursed Scroll", True)


def test_613_4b_battlegate_mimic_base_four_two_plus_a_counter(real_db: CardDatabase) -> None:
    """Battlegate Mimic with a +1/+1 counter: after A casts Boros Charm-like gold spell
    (Lightning Helix, red and white) it has base 4/2 (layer 7b) plus the counter (7c): 5/3,
    first strike; on turn 2 it is 3/2 again."""
    assert_compiled(real_db, "Battlegate Mimic")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Battlegate Mimic", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Lightning Helix")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Helix", targets=["B"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_power_toughness("A", "Battlegate Mimic", 5, 3),
        sc.assert_base_power_toughness("A", "Battlegate Mimic", 4, 2),
        sc.assert_abilities("A", "Battlegate Mimic", ["First strike"])))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Battlegate Mimic", 3, 2)
    s.assert_abilities("A", "Battlegate Mimic", ["First strike"], present=False)


def test_702_104b_oracle_of_bones_casts_a_sorcery_free(real_db: CardDatabase) -> None:
    """Oracle of Bones, tribute not paid: A casts Lava Axe from hand without paying its mana
    cost: B 15. (A has only the four Mountains that paid for the Oracle.)"""
    assert_compiled(real_db, "Oracle of Bones")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Oracle of Bones")
    s.add_card(Zone.HAND, "A", "Lava Axe")
    s.set_choice("B", "no")
    s.set_choice("A", "yes")
    s.set_choice("A", "Lava Axe")
    s.add_target("A", "B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Oracle of Bones")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 15)
    s.assert_graveyard_count("A", "Lava Axe", 1)


# ------------------------------------------------ batch 3


def test_602_5_damping_matrix_stops_equip_and_an_artifacts_ability(
        real_db: CardDatabase) -> None:
    """Damping Matrix (B's): A's Bonesplitter can't be equipped and A's Cursed Scroll can't be
    activated (artifacts' non-mana abilities); A's Gideon, Martial Paragon (a planeswalker, not
    an artifact or creature) still can."""
    assert_compiled(real_db, "Damping Matrix")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Damping Matrix")
    s.add_card(Zone.BATTLEFIELD, "A", "Bonesplitter")
    s.add_card(Zone.BATTLEFIELD, "A", "Cursed Scroll")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Gideon, Martial Paragon")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: (
        sc.assert_playable("A", "Equip {1}", playable=False),
        sc.assert_playable("A", "{3}, {T}:", playable=False),
        sc.assert_playable("A", "+2:")))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()


def test_702_34_prismatic_strands_flashback_by_tapping_a_white_creature(
        real_db: CardDatabase) -> None:
    """Prismatic Strands in A's graveyard, cast by its flashback cost (tap an untapped white
    creature A controls: Savannah Lions) on B's turn 2, choosing green: B's attacking Grizzly
    Bears deals no damage; the Strands is exiled."""
    assert_compiled(real_db, "Prismatic Strands")
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Prismatic Strands")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("A", "Green")
    s.attack(2, "B", "Grizzly Bears")
    s.cast_spell(2, Step.DECLARE_ATTACKERS, "A", "Prismatic Strands")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_tapped("Savannah Lions", True)
    s.assert_exile_count("Prismatic Strands", 1, "A")


def test_702_113_encircling_fissure_awakened(real_db: CardDatabase) -> None:
    """Encircling Fissure cast for its awaken cost {4}{W}: B's attacking Hill Giant deals no
    combat damage, and A's target Plains becomes a 0/0 Elemental creature with haste and two
    +1/+1 counters (2/2)."""
    assert_compiled(real_db, "Encircling Fissure")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.HAND, "A", "Encircling Fissure")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", "yes")  # the awaken cost
    s.attack(2, "B", "Hill Giant")
    s.cast_spell(2, Step.DECLARE_ATTACKERS, "A", "Encircling Fissure", targets=["B", "Plains"])
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_counter_count("A", "Plains#1", "+1/+1", 2)
    s.assert_type("Plains#1", "Creature")


def test_614_1a_forbidden_crypt_exiles_only_its_owners_cards(real_db: CardDatabase) -> None:
    """Forbidden Crypt (A's): A's Grizzly Bears, Bolted by B, is exiled instead of going to
    A's graveyard; B's Lightning Bolt goes to B's graveyard as usual."""
    assert_compiled(real_db, "Forbidden Crypt")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forbidden Crypt")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.set_choice("A", "Wastes")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1, "A")
    s.assert_graveyard_count("A", "Grizzly Bears", 0)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


def test_611_2a_eruth_exiled_cards_playable_this_turn_only(real_db: CardDatabase) -> None:
    """Eruth, Tormented Prophet: Think Twice's draw exiles Forest and Grizzly Bears on turn 1:
    A may play the Forest that turn. A's turn 3 draw exiles Island and Hill Giant: the Island
    may be played, the turn-1 Forest no longer ("this turn")."""
    assert_compiled(real_db, "Eruth, Tormented Prophet")
    s = Scenario(cards=real_db)
    _library(s, "A", ["Forest", "Grizzly Bears", "Island", "Hill Giant", "Plains"])
    s.add_card(Zone.BATTLEFIELD, "A", "Eruth, Tormented Prophet")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Think Twice")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Think Twice")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Forest"))
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: (
        sc.assert_playable("A", "Forest", playable=False),
        sc.assert_playable("A", "Island")))
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 0)
    for name in ("Forest", "Grizzly Bears", "Island", "Hill Giant"):
        s.assert_exile_count(name, 1, "A")
    s.assert_library_count("A", 1, "Plains")


def test_602_5_damping_matrix_not_a_creature_card_in_hand(real_db: CardDatabase) -> None:
    """Damping Matrix affects artifacts and creatures on the battlefield only: A may still
    cycle Krosan Tusker (a creature card in hand, Cycling {2}{G}; "When you cycle ~, you may
    search your library for a basic land card" declined): A draws a card."""
    assert_compiled(real_db, "Damping Matrix")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Damping Matrix")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Krosan Tusker")
    s.set_choice("A", "no")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Cycling")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Krosan Tusker", 1)
    s.assert_hand_count("A", 1, "Wastes")


# ------------------------------------------------ entering without being cast (Zombify)


def _zombify(db: CardDatabase, card: str) -> Scenario:
    assert_compiled(db, card)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.GRAVEYARD, "A", card)
    s.add_card(Zone.HAND, "A", "Zombify")
    return s


def test_702_104a_tribute_asked_when_put_onto_the_battlefield(real_db: CardDatabase) -> None:
    """Tribute functions however the creature enters: Pharagax Giant returned by Zombify; B
    declines: B is dealt 5."""
    s = _zombify(real_db, "Pharagax Giant")
    s.set_choice("B", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zombify", targets=["Pharagax Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 15)
    s.assert_power_toughness("A", "Pharagax Giant", 3, 3)


def test_614_12a_devouring_hellion_reanimated_devours(real_db: CardDatabase) -> None:
    """Devouring Hellion returned by Zombify: A sacrifices Grizzly Bears as it enters: two
    counters, a 4/4."""
    s = _zombify(real_db, "Devouring Hellion")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.set_choice("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zombify", targets=["Devouring Hellion"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_counter_count("A", "Devouring Hellion", "+1/+1", 2)
    s.assert_power_toughness("A", "Devouring Hellion", 4, 4)


def test_614_1c_cryptborn_horror_reanimated_counts_opponents_life_lost(
        real_db: CardDatabase) -> None:
    """B loses 3 to Lightning Bolt, then Zombify returns Cryptborn Horror: a 3/3."""
    s = _zombify(real_db, "Cryptborn Horror")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zombify", targets=["Cryptborn Horror"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Cryptborn Horror", 3, 3)


def test_614_1c_bloodspore_thrinax_tokens_enter_with_counters(real_db: CardDatabase) -> None:
    """Bloodspore Thrinax with two +1/+1 counters: Raise the Alarm's two Soldier tokens each
    enter with two more (3/3); B's creatures are not A's."""
    assert_compiled(real_db, "Bloodspore Thrinax")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bloodspore Thrinax", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Raise the Alarm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise the Alarm")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 2)
    s.assert_power_toughness("A", "Soldier Token", 3, 3)
    s.assert_power_toughness("A", "Bloodspore Thrinax", 4, 4)


def _abundance_and_lich(db: CardDatabase, answers: list[str]) -> Scenario:
    """616.1: A controls Abundance and Underrealm Lich; Think Twice's draw: A chooses which
    replacement applies (the other then doesn't: the draw is gone, 614.6). Library top first:
    Lightning Bolt, Forest, Grizzly Bears, Mountain."""
    s = Scenario(cards=db)
    _library(s, "A", ["Lightning Bolt", "Forest", "Grizzly Bears", "Mountain"])
    s.add_card(Zone.BATTLEFIELD, "A", "Underrealm Lich")
    s.add_card(Zone.BATTLEFIELD, "A", "Abundance")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Think Twice")
    for a in answers:
        s.set_choice("A", a)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Think Twice")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_616_1_abundance_chosen_over_the_lich(real_db: CardDatabase) -> None:
    """Abundance, land: Bolt and Forest revealed, the Forest to hand, the Bolt to the bottom;
    nothing to the graveyard (the Lich didn't apply)."""
    s = _abundance_and_lich(real_db, ["Abundance", "yes", "land"])
    s.assert_hand_count("A", 1, "Forest")
    s.assert_hand_count("A", 1)
    s.assert_graveyard_count("A", "Lightning Bolt", 0)
    assert _names(s, list(reversed(s.state.players[0].library))) == [
        "Grizzly Bears", "Mountain", "Lightning Bolt"]


def test_616_1_the_lich_chosen_over_abundance(real_db: CardDatabase) -> None:
    """The Lich: the top three looked at, the Forest to hand, the Bolt and the Bears to the
    graveyard."""
    s = _abundance_and_lich(real_db, ["Underrealm Lich", "Forest"])
    s.assert_hand_count("A", 1, "Forest")
    s.assert_hand_count("A", 1)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_library_count("A", 1, "Mountain")


def test_702_104b_ornitharch_two_birds(real_db: CardDatabase) -> None:
    s = _tribute(real_db, "Ornitharch", ("Plains", 5), "no")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Bird Token", 2)
    s.assert_power_toughness("A", "Bird Token", 1, 1)
    s.assert_power_toughness("A", "Ornitharch", 3, 3)


def test_702_104b_thunder_brute_paid_no_haste(real_db: CardDatabase) -> None:
    """Tribute paid: an 8/8 without haste (it can't attack the turn it entered); not paid, a
    5/5 that attacks at once: B 15."""
    s = _tribute(real_db, "Thunder Brute", ("Mountain", 6), "yes")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Thunder Brute", 8, 8)
    s.assert_abilities("A", "Thunder Brute", ["Haste"], present=False)
    s = _tribute(real_db, "Thunder Brute", ("Mountain", 6), "no")
    s.attack(1, "A", "Thunder Brute")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 15)


def test_702_104b_nessian_demolok_destroys_a_noncreature_permanent(
        real_db: CardDatabase) -> None:
    s = _tribute(real_db, "Nessian Demolok", ("Forest", 5), "no", ("Bonesplitter",),
                 "Bonesplitter")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Bonesplitter", 1)


def test_702_55_absolver_thrull_enters_destroys_an_enchantment(real_db: CardDatabase) -> None:
    assert_compiled(real_db, "Absolver Thrull")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Absolver Thrull")
    s.add_card(Zone.BATTLEFIELD, "B", "Abundance")
    s.add_target("A", "Abundance")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Absolver Thrull")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Abundance", 1)


def test_702_55a_a_spell_that_doesnt_resolve_doesnt_haunt(real_db: CardDatabase) -> None:
    """Seize the Soul targets B's Grizzly Bears; A Bolts the Bears in response: the spell's
    only target is gone, it doesn't resolve (608.2b): no Spirit, and its haunt ("put into a
    graveyard after resolving") doesn't trigger: it stays in A's graveyard though B's Hill
    Giant could be haunted."""
    assert_compiled(real_db, "Seize the Soul")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Seize the Soul")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_target("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Seize the Soul", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"],
                 responding_to="Seize the Soul")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Seize the Soul", 1)
    s.assert_exile_count("Seize the Soul", 0)
    s.assert_permanent_count("A", "Spirit Token", 0)
    s.assert_permanent_count("B", "Hill Giant", 1)


def test_115_1_avacyn_cant_target_herself(real_db: CardDatabase) -> None:
    """Avacyn, Guardian Angel's {1}{W} ability says "another target creature": Avacyn herself
    is not a legal target (the activation can't be made)."""
    assert_compiled(real_db, "Avacyn, Guardian Angel")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Avacyn, Guardian Angel")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.set_choice("A", "Red")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{W}:",
                       targets=["Avacyn, Guardian Angel"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_tapped("Plains", False)
