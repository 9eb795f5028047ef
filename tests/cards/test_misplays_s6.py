"""Known deviations from the Oracle text, fixed as the Comprehensive Rules state them (session 6,
`qa`). Each test failed before its fix. Exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _library(s: Scenario, player: str, bottom_to_top: list[str]) -> None:
    s.remove_all_from_library(player)
    for name in bottom_to_top:
        s.add_card(Zone.LIBRARY, player, name)


def _library_names(s: Scenario, player: int = 0) -> list[str]:
    """The library, bottom first (index 0 is the bottom, 401.1)."""
    return [s.state.objects[i].card.name for i in s.state.players[player].library]


# ------------------------------------------------------------------ 701.18a, 701.42a, 401.4


def test_701_18a_scry_puts_the_rest_on_top_in_the_order_chosen(real_db: CardDatabase) -> None:
    """Preordain: scry 2 over Hill Giant (top) and Grizzly Bears; A keeps both and puts Grizzly
    Bears on top, then draws it (701.18a: "the rest on top of your library in any order")."""
    s = Scenario(cards=real_db)
    _library(s, "A", ["Island", "Grizzly Bears", "Hill Giant"])
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Preordain")
    s.set_choice("A", "none")  # nothing on the bottom
    s.set_choice("A", "Grizzly Bears")  # the top card
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Preordain")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Grizzly Bears")
    assert _library_names(s) == ["Island", "Hill Giant"]


def test_701_18a_scry_orders_the_cards_put_on_the_bottom(real_db: CardDatabase) -> None:
    """Foresee: scry 4 over Mountain (top), Forest, Hill Giant, Grizzly Bears. Mountain and
    Forest go to the bottom, A naming Forest first, so Forest is the higher of the two (701.18a
    "on the bottom of your library in any order"); Grizzly Bears is put on top of Hill Giant,
    then A draws those two."""
    s = Scenario(cards=real_db)
    _library(s, "A", ["Island", "Grizzly Bears", "Hill Giant", "Forest", "Mountain"])
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Foresee")
    s.set_choice("A", "Mountain, Forest")  # to the bottom
    s.set_choice("A", "Grizzly Bears")  # the top card of the two kept
    s.set_choice("A", "Forest")  # the higher of the two on the bottom
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Foresee")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_hand_count("A", 1, "Hill Giant")
    assert _library_names(s) == ["Mountain", "Forest", "Island"]


def test_701_42a_surveil_puts_the_rest_on_top_in_the_order_chosen(real_db: CardDatabase) -> None:
    """Dimir Informant, surveil 2 over Hill Giant (top) and Grizzly Bears: nothing into the
    graveyard, Grizzly Bears put on top (701.42a "the rest on top of your library in any
    order")."""
    s = Scenario(cards=real_db)
    _library(s, "A", ["Island", "Grizzly Bears", "Hill Giant"])
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Dimir Informant")
    s.set_choice("A", "none")
    s.set_choice("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dimir Informant")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", None, 0)
    assert _library_names(s) == ["Island", "Hill Giant", "Grizzly Bears"]


def test_401_4_impulse_orders_the_rest_on_the_bottom(real_db: CardDatabase) -> None:
    """Impulse over Mountain (top), Forest, Hill Giant, Grizzly Bears: Hill Giant to hand; A
    names Grizzly Bears then Mountain as the higher cards of the three put on the bottom
    (401.4: the owner arranges cards put in one place of a library at the same time)."""
    s = Scenario(cards=real_db)
    _library(s, "A", ["Island", "Island", "Grizzly Bears", "Hill Giant", "Forest", "Mountain"])
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Impulse")
    s.set_choice("A", "Hill Giant")
    s.set_choice("A", "Grizzly Bears")
    s.set_choice("A", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Impulse")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Hill Giant")
    assert _library_names(s) == ["Forest", "Mountain", "Grizzly Bears", "Island", "Island"]


def test_401_4_ordering_is_one_card_at_a_time_and_survives_json(real_db: CardDatabase) -> None:
    """The order is asked one card at a time: scry 4 keeping all four asks three choices of
    4, 3 and 2 cards (legal_actions as small as the cards left); a save taken between two of
    them loads and finishes the same."""
    from mtg_engine.actions import Choose
    from mtg_engine.game import Game

    s = Scenario(cards=real_db)
    _library(s, "A", ["Island", "Grizzly Bears", "Hill Giant", "Forest", "Mountain"])
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Foresee")
    s.set_choice("A", "none")
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Foresee")
    s.stop_at(1, Step.BEGIN_COMBAT)
    sizes: list[int] = []

    orig = s._choose

    def spy(d):  # type: ignore[no-untyped-def]
        if d.purpose == "order_top":
            sizes.append(len(s.game.legal_actions()))
            if len(sizes) == 2:
                g2 = Game.from_json(s.game.to_json(), s.game.state.db)
                g2.apply(Choose((d.options[-1],)))
                assert g2.pending.purpose == "order_top"  # type: ignore[union-attr]
        return orig(d)

    s._choose = spy  # type: ignore[method-assign]
    s.execute()
    assert sizes == [4, 3, 2]
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_hand_count("A", 1, "Mountain")
    assert _library_names(s) == ["Island", "Grizzly Bears", "Forest"]


# ------------------------------------------------------------------ 702.26b


def test_702_26b_permanent_count_leaves_out_phased_out_permanents_by_any_name(
        real_db: CardDatabase) -> None:
    """702.26b: a phased-out permanent is treated as though it doesn't exist. Breezekeeper
    phases out in A's untap step of turn 1: A controls no Breezekeeper, named plainly, as
    "Breezekeeper@A" or as "Breezekeeper#1"; back on turn 3, one by each name."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Breezekeeper")
    for name in ("Breezekeeper", "Breezekeeper@A", "Breezekeeper#1"):
        s.check(1, Step.UPKEEP, lambda sc, n=name: sc.assert_permanent_count("A", n, 0))
        s.check(3, Step.UPKEEP, lambda sc, n=name: sc.assert_permanent_count("A", n, 1))
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_battlefield_count("A", 0))
    s.stop_at(3, Step.DRAW)
    s.execute()


# ------------------------------------------------------------------ filters a matcher can't judge


def test_a_filter_a_spell_or_entering_matcher_cant_judge_refuses_the_card() -> None:
    """101.2, 601.2f, 614.12: "can't cast", "as though it had flash", "cost {1} less" read the
    spell's card and an "enters" replacement the entering card, each with a matcher of its
    own. A filter field that matcher doesn't read (historic 700.6, a colour) would be ignored
    and match every spell: such a card is refused, the field named."""
    from mtg_engine.cards.dsl_cards import parse_card
    from mtg_engine.cards.oracle.evaluable import unevaluable

    def card(**parts: object) -> list[tuple[str, str]]:
        return unevaluable(parse_card({"name": "Test Card", "cost": "{1}", "type": "Artifact",
                                       **parts}))

    assert card(statics=[{"cant_cast": {"whose": "you", "filter": {"types": ["Creature"]}}}]) \
        == []
    # (historic is read since session 19: restrictions._spell_matches, 700.6)
    assert [d for _, d in card(statics=[{"cant_cast": {"whose": "you",
                                                        "filter": {"multicolored": True}}}])] \
        == ["Test Card: cant_cast: multicolored"]
    # (power and mana value are read since session 8: costs._spell_matches)
    assert [d for _, d in card(statics=[{"spell_cost": {
        "filter": {"types": ["Creature"], "has_counter": "+1/+1"}, "amount": -1}}])] \
        == ["Test Card: spell_cost: has_counter"]
    assert [d for _, d in card(replacements=[{
        "event": "enters", "instead": "tapped", "affects": "filter",
        "filter": {"types": ["Creature"], "colors": ["R"]}}])] == ["Test Card: enters: colors"]
    assert card(replacements=[{"event": "enters", "instead": "tapped", "affects": "filter",
                               "filter": {"types": ["Creature"], "controller": "opponent"}}]) \
        == []


# ------------------------------------------------------------------ 118.12a, 608.2d


def _decisions(s: Scenario) -> list[tuple[str, str]]:
    """Record (player, purpose) of each choice the scenario answers."""
    seen: list[tuple[str, str]] = []
    orig = s._choose

    def spy(d):  # type: ignore[no-untyped-def]
        seen.append((s.names[d.player], d.purpose))
        return orig(d)

    s._choose = spy  # type: ignore[method-assign]
    return seen


def test_118_12a_rhystic_study_the_payer_decides_before_the_may(real_db: CardDatabase) -> None:
    """Rhystic Study: "you may draw a card unless that player pays {1}". B (three Forests)
    decides first whether to pay; only when B declines is A asked whether to draw (A
    declines: no card drawn, library 20). When B pays, A is never asked."""
    for answer, asked in (("no", [("B", "pay"), ("A", "may")]), ("yes", [("B", "pay")])):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Rhystic Study")
        s.add_card(Zone.BATTLEFIELD, "B", "Forest", 3)
        s.add_card(Zone.HAND, "B", "Grizzly Bears")
        s.set_choice("A", "no")
        s.set_choice("B", answer)
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
        s.stop_at(2, Step.BEGIN_COMBAT)
        seen = _decisions(s)
        s.execute()
        assert [d for d in seen if d[1] in ("pay", "may")] == asked
        s.assert_hand_count("A", 0)
        s.assert_library_count("A", 20)
        s.assert_tapped("Forest#3", answer == "yes")


# ------------------------------------------------------------------ 603.5, 115.1


def test_603_5_ghostly_touch_target_required_may_on_resolution(real_db: CardDatabase) -> None:
    """Ghostly Touch: "Whenever this creature attacks, you may tap or untap target
    permanent." The target is required (115.1: chosen as the ability is put on the stack; no
    "no target" option); the "you may" is chosen as it resolves (603.5). A's Grizzly Bears
    attacks, targeting B's Forest: declining leaves it untapped; accepting and choosing "tap"
    taps it."""
    for answers, tapped in ((["no"], False), (["yes", "tap"], True)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "A", "Ghostly Touch", attached_to="Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "B", "Forest")
        s.add_target("A", "Forest")
        for a in answers:
            s.set_choice("A", a)
        s.attack(1, "A", "Grizzly Bears")
        s.stop_at(1, Step.END_COMBAT)
        options: list[tuple[int, ...]] = []
        orig = s._choose

        def spy(d, orig=orig, options=options):  # type: ignore[no-untyped-def]
            if d.purpose == "target":
                options.append(d.options)
            return orig(d)

        s._choose = spy  # type: ignore[method-assign]
        seen = _decisions(s)
        s.execute()
        assert len(options) == 1 and 0 not in options[0]
        assert [p for _, p in seen if p in ("target", "may")] == ["target", "may"]
        s.assert_tapped("Forest", tapped)
        s.assert_life("B", 18)


# ------------------------------------------------------------------ 508.4

def test_508_4_the_controller_chooses_what_a_token_entering_attacking_attacks(
        real_db: CardDatabase) -> None:
    """508.4: a creature put onto the battlefield attacking attacks the defending player or
    planeswalker its controller chooses. Kessig Cagebreakers attacks B with two creature
    cards in A's graveyard: A sends the first Wolf at B's Garruk Wildspeaker (3 loyalty, 1
    left), the second at B by default (B: 20 - 3 - 2 = 15)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kessig Cagebreakers")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Garruk Wildspeaker")
    s.set_choice("A", "Garruk Wildspeaker")
    s.attack(1, "A", "Kessig Cagebreakers", "B")
    s.stop_at(1, Step.END_COMBAT)
    seen = _decisions(s)
    s.execute()
    assert [p for _, p in seen].count("enter_attacking") == 2
    s.assert_counter_count("B", "Garruk Wildspeaker", "loyalty", 1)
    s.assert_life("B", 15)


def test_508_4_source_not_attacking_the_controller_chooses(real_db: CardDatabase) -> None:
    """Mardu Ascendancy (not attacking) makes a Goblin "tapped and attacking" as Grizzly Bears
    attacks B: A sends the Goblin at Garruk Wildspeaker (3 loyalty, 2 left; B: 20 - 2 = 18)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mardu Ascendancy")
    s.add_card(Zone.BATTLEFIELD, "B", "Garruk Wildspeaker")
    s.attack(1, "A", "Grizzly Bears", "B")
    s.set_choice("A", "Garruk Wildspeaker")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_counter_count("B", "Garruk Wildspeaker", "loyalty", 2)
    s.assert_life("B", 18)


# ------------------------------------------------------------------ 610.3


def test_610_3_exiled_card_returns_after_the_whole_destroy_all(real_db: CardDatabase) -> None:
    """610.3: a card exiled "until ~ leaves the battlefield" returns immediately after the
    event in which its exiler left, not partway through it. Banisher Priest exiles B's Blood
    Artist; A then casts Grizzly Bears (on the battlefield after the Priest) and Day of
    Judgment: the Priest and the Bears are destroyed in one event, after which Blood Artist
    returns. It saw no creature die ("Whenever Blood Artist or another creature dies"): the
    life totals stay 20 and 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 8)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Blood Artist")
    s.add_card(Zone.HAND, "A", "Banisher Priest")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Day of Judgment")
    s.add_target("A", "Blood Artist")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Banisher Priest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_exile_count("Blood Artist", 1))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Day of Judgment")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Banisher Priest", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Blood Artist", 1)
    s.assert_life("A", 20)
    s.assert_life("B", 20)
    assert s.state.delayed == ()


# ------------------------------------------------------------------ 603.2c, 120.3


def test_603_2c_noncombat_damage_to_several_at_once_triggers_once(real_db: CardDatabase
                                                                  ) -> None:
    """Thrashing Wumpus ("{B}: deals 1 damage to each creature and each player") enchanted by
    Spirit Link ("Whenever enchanted creature deals damage, you gain that much life"): the
    damage to the Wumpus, B's Grizzly Bears, A and B is dealt at once, one event (120.3), so
    Spirit Link triggers once (603.2c) with the whole 4: A 20 - 1 + 4 = 23, B 19."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Thrashing Wumpus")
    s.add_card(Zone.BATTLEFIELD, "A", "Spirit Link", attached_to="Thrashing Wumpus")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}:")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    triggers = [ev for ev in s.state.log.since(0) if ev[0] == "trigger" and ev[3] == "Spirit Link"]
    assert len(triggers) == 1
    s.assert_life("A", 23)
    s.assert_life("B", 19)
    s.assert_damage("Grizzly Bears", 1)


# ------------------------------------------------------------------ 702.21a, 707.10c


def test_702_21a_ward_triggers_on_a_copy_given_new_targets(real_db: CardDatabase) -> None:
    """707.10c: a copy is put onto the stack with the targets chosen for it, so what it
    targets becomes the target of a spell: B's Waterfall Aerialist (3/3, ward {2}) is the
    new target of A's Twincast copy of Lightning Bolt; A can't pay {2}, so ward counters the
    copy (702.21a). The Bolt itself hits B: B 17, the Aerialist undamaged."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Twincast")
    s.add_card(Zone.BATTLEFIELD, "B", "Waterfall Aerialist")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Twincast", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.set_choice("A", "yes")  # new targets for the copy
    s.set_choice("A", "Waterfall Aerialist")
    s.stop_at(1, Step.BEGIN_COMBAT)
    seen = _decisions(s)
    s.execute()
    assert ("A", "target") in seen
    s.assert_life("B", 17)
    s.assert_damage("Waterfall Aerialist", 0)
    s.assert_permanent_count("B", "Waterfall Aerialist", 1)


# ------------------------------------------------------------------ 702.40a, 707.10, 608.2h


def test_702_40a_storm_copies_a_countered_spell_as_it_last_existed(real_db: CardDatabase
                                                                   ) -> None:
    """702.40a: Grapeshot cast after two Lightning Bolts; with its storm trigger on the stack,
    B counters Grapeshot. The trigger still copies it twice, from the spell as it last
    existed (608.2h): its target B. B: 20 - 3 - 3 - 1 - 1 = 12."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Lightning Bolt", 2)
    s.add_card(Zone.HAND, "A", "Grapeshot")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Counterspell")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grapeshot", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Counterspell", targets=["Grapeshot"],
                 responding_to="Grapeshot")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grapeshot", 1)
    assert sum(1 for ev in s.game.state.log if ev[0] == "copy_spell") == 2
    s.assert_life("B", 12)


# ------------------------------------------------------------------ 611.3a, 613.8


def test_611_3a_layered_effect_with_a_power_condition_is_refused() -> None:
    """611.3a, 613.8: "as long as" is judged inside the layer system with the characteristics
    computed so far, which would read power before layer 7; a layered effect with a power
    condition is refused, a restriction with one ("~ can't attack unless you control a
    creature with power 4 or greater", judged after all the layers) is not."""
    from mtg_engine.cards.dsl_cards import parse_card
    from mtg_engine.cards.oracle.evaluable import unevaluable

    when = {"kind": "controls", "count": 1,
            "filter": {"types": ["Creature"], "power_ge": 4, "other": True}}

    def card(anthem: dict) -> list[str]:
        return [d for _, d in unevaluable(parse_card({
            "name": "Test Card", "cost": "{1}", "type": "Creature", "power": 1,
            "toughness": 1, "statics": [{"anthem": {"affects": "self", "as_long_as": when,
                                                    **anthem}}]}))]

    assert card({"power": 1, "toughness": 1}) == ["Test Card: anthem: as long as ... power"]
    assert card({"keywords": ["trample"]}) == ["Test Card: anthem: as long as ... power"]
    assert card({"keywords": ["can't attack"]}) == []


def test_611_3a_a_restriction_with_a_power_condition_reads_power_after_layer_7(
        real_db: CardDatabase) -> None:
    """Rhonas the Indomitable "can't attack or block unless you control another creature with
    power 4 or greater": Grizzly Bears made 5/5 by Giant Growth (layer 7c) lets it attack
    (B: 20 - 5 = 15); without the Growth it can't attack."""
    for pump, life in ((False, 20), (True, 15)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Rhonas the Indomitable")
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "A", "Forest")
        s.add_card(Zone.HAND, "A", "Giant Growth")
        if pump:
            s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Grizzly Bears"])
        s.attack(1, "A", "Rhonas the Indomitable")
        s.stop_at(1, Step.END_COMBAT)
        if pump:
            s.execute()
        else:
            with pytest.raises(ScenarioError, match="Rhonas the Indomitable can't attack"):
                s.execute()
        s.assert_life("B", life)


# ------------------------------------------------------------------ 107.4h


def _snow(real_db: CardDatabase, activations: int) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Snow-Covered Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Boreal Griffin")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {U}", source="Island")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {U}", source="Snow-Covered Island")
    for _ in range(activations):
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{S}:")
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_107_4h_snow_mana_keeps_its_mark_in_the_pool(real_db: CardDatabase) -> None:
    """107.4h: {S} is paid with mana from a snow source. A taps Island and Snow-Covered Island
    by hand for {U}{U} (one snow U in the pool), then activates Boreal Griffin's "{S}: ~ gains
    first strike until end of turn": the snow U pays it."""
    s = _snow(real_db, 1)
    s.execute()
    s.assert_abilities("A", "Boreal Griffin", ["First strike"])


def test_107_4h_plain_mana_in_the_pool_cant_pay_snow(real_db: CardDatabase) -> None:
    """107.4h: the same, activating {S} twice: the U left after the first is the plain one,
    which can't pay {S}: the second activation fails."""
    s = _snow(real_db, 2)
    with pytest.raises(ScenarioError, match="could not activate"):
        s.execute()
    s.assert_abilities("A", "Boreal Griffin", ["First strike"])
