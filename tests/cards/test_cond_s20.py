"""Conditions, trigger conditions and variable amounts read in session 20 (the `cond` pool),
played with real cards from the shared MTGJSON file (skipped when it is absent). Each test
has exact figures, and a case where the rule must not apply."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ 509.1h-i: attached blocks


def _venom(db: CardDatabase, blocker: str) -> Scenario:
    """Venom on A's Hill Giant (3/3), which attacks; B blocks with `blocker`. "Whenever
    enchanted creature blocks or becomes blocked by a non-Wall creature, destroy the other
    creature at end of combat." """
    _compiled(db, "Venom")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Venom", attached_to="Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", blocker)
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", blocker, "Hill Giant")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_509_1h_becomes_blocked_by_a_non_wall_creature_destroys_it_at_end_of_combat(
        real_db: CardDatabase) -> None:
    """Horned Turtle (1/4) survives the Giant's 3 damage, then Venom's delayed trigger
    destroys it at end of combat."""
    s = _venom(real_db, "Horned Turtle")
    s.assert_graveyard_count("B", "Horned Turtle", 1)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_damage("Hill Giant", 1)


def test_509_1h_a_wall_blocking_is_not_destroyed(real_db: CardDatabase) -> None:
    """Wall of Stone (0/8) is a Wall: the ability doesn't trigger; the Wall stays with 3
    damage."""
    s = _venom(real_db, "Wall of Stone")
    s.assert_permanent_count("B", "Wall of Stone", 1)
    s.assert_damage("Wall of Stone", 3)


def _harness(db: CardDatabase, enchanted: bool) -> Scenario:
    """B's Grizzly Bears (2/2) attacks on turn 2; A blocks with Runeclaw Bear (2/2), enchanted
    with Mammoth Harness or not: "the other creature gains first strike until end of turn"."""
    _compiled(db, "Mammoth Harness")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Runeclaw Bear")
    if enchanted:
        s.add_card(Zone.BATTLEFIELD, "A", "Mammoth Harness", attached_to="Runeclaw Bear")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.block(2, "A", "Runeclaw Bear", "Grizzly Bears")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_509_1i_enchanted_creature_blocks_the_other_creature_gains_first_strike(
        real_db: CardDatabase) -> None:
    """The attacking Bears gains first strike: it kills Runeclaw Bear first and takes no
    damage."""
    s = _harness(real_db, True)
    s.assert_graveyard_count("A", "Runeclaw Bear", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_damage("Grizzly Bears", 0)


def test_509_1i_without_the_harness_both_bears_die(real_db: CardDatabase) -> None:
    s = _harness(real_db, False)
    s.assert_graveyard_count("A", "Runeclaw Bear", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def _stake(db: CardDatabase, blocker: str) -> Scenario:
    """Wooden Stake on A's Hill Giant (4/3 with it), which attacks; B blocks with `blocker`:
    "Whenever equipped creature blocks or becomes blocked by a Vampire, destroy that
    creature." Checked as combat damage begins."""
    _compiled(db, "Wooden Stake")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Wooden Stake", attached_to="Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", blocker)
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", blocker, "Hill Giant")
    seen: dict[str, int] = {}
    s.check(1, Step.COMBAT_DAMAGE, lambda sc: seen.update(
        bf=sum(1 for o in sc.game.state.battlefield
               if sc.game.state.objects[o].card.name == blocker)))
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.seen = seen  # type: ignore[attr-defined]
    return s


def test_509_1h_equipped_creature_blocked_by_a_vampire_destroys_it(
        real_db: CardDatabase) -> None:
    """Vampire Nighthawk (deathtouch) is destroyed before combat damage: the Giant lives, B
    gains no life."""
    s = _stake(real_db, "Vampire Nighthawk")
    assert s.seen["bf"] == 0  # type: ignore[attr-defined]
    s.assert_graveyard_count("B", "Vampire Nighthawk", 1)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_life("B", 20)


def test_509_1h_a_non_vampire_blocker_is_not_destroyed(real_db: CardDatabase) -> None:
    """Horned Turtle (1/4) is no Vampire: it is still there as combat damage is dealt; the
    Giant's 4 damage then kills it, and it deals 1 to the Giant."""
    s = _stake(real_db, "Horned Turtle")
    assert s.seen["bf"] == 1  # type: ignore[attr-defined]
    s.assert_graveyard_count("B", "Horned Turtle", 1)
    s.assert_damage("Hill Giant", 1)


def _lens(db: CardDatabase, blockers: int) -> Scenario:
    """Infiltration Lens on A's Hill Giant, which attacks; B blocks with `blockers` Grizzly
    Bears: "Whenever equipped creature becomes blocked by a creature, you may draw two
    cards" (once for each blocker, 509.1i)."""
    _compiled(db, "Infiltration Lens")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Infiltration Lens", attached_to="Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.attack(1, "A", "Hill Giant")
    for i in range(blockers):
        s.block(1, "B", f"Grizzly Bears#{i + 1}", "Hill Giant")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_509_1i_becomes_blocked_by_two_creatures_triggers_twice(real_db: CardDatabase) -> None:
    s = _lens(real_db, 2)
    s.assert_hand_count("A", 4)


def test_509_1i_unblocked_draws_nothing(real_db: CardDatabase) -> None:
    s = _lens(real_db, 0)
    s.assert_hand_count("A", 0)
    s.assert_life("B", 17)


def test_509_1i_equipped_creature_blocks_the_attacker_stays_tapped(
        real_db: CardDatabase) -> None:
    """Shield of the Righteous on A's Horned Turtle, which blocks B's Grizzly Bears on turn
    2: the Bears doesn't untap in B's untap step of turn 4; B's Runeclaw Bear, which attacked
    unblocked, does."""
    _compiled(real_db, "Shield of the Righteous")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Horned Turtle")
    s.add_card(Zone.BATTLEFIELD, "A", "Shield of the Righteous", attached_to="Horned Turtle")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Runeclaw Bear")
    s.attack(2, "B", "Grizzly Bears")
    s.attack(2, "B", "Runeclaw Bear")
    s.block(2, "A", "Horned Turtle", "Grizzly Bears")
    s.stop_at(4, Step.UPKEEP)
    s.execute()
    s.assert_tapped("Grizzly Bears", True)
    s.assert_tapped("Runeclaw Bear", False)
    s.assert_life("A", 18)


# ------------------------------------------------------------------ 105.2: both colours


def _mimic(db: CardDatabase, spell: str) -> Scenario:
    """Battlegate Mimic (2/1): "Whenever you cast a spell that's both red and white, ~ has base
    power and toughness 4/2 until end of turn and gains first strike until end of turn." A
    casts `spell` at B on turn 1; the Mimic is checked in the second main phase and on turn
    2."""
    _compiled(db, "Battlegate Mimic")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Battlegate Mimic")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", spell)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell, targets=["B"])
    return s


def test_105_2_a_spell_that_is_both_red_and_white_triggers(real_db: CardDatabase) -> None:
    """Lightning Helix is red and white: the Mimic is 4/2 with first strike for the turn
    (611.2a: both until end of turn), 2/1 again on turn 2."""
    s = _mimic(real_db, "Lightning Helix")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: (
        sc.assert_power_toughness("A", "Battlegate Mimic", 4, 2),
        sc.assert_abilities("A", "Battlegate Mimic", ["First strike"])))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 23)
    s.assert_power_toughness("A", "Battlegate Mimic", 2, 1)
    s.assert_abilities("A", "Battlegate Mimic", ["First strike"], present=False)


def test_105_2_a_red_only_spell_does_not_trigger(real_db: CardDatabase) -> None:
    """Lightning Bolt is red only: no trigger, the Mimic stays 2/1 without first strike."""
    s = _mimic(real_db, "Lightning Bolt")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_power_toughness("A", "Battlegate Mimic", 2, 1)
    s.assert_abilities("A", "Battlegate Mimic", ["First strike"], present=False)


def test_105_2_a_gold_spell_is_both_colors(real_db: CardDatabase) -> None:
    """Nightsky Mimic (2/1): Vindicate ({1}{W}{B}) is white and black: 4/4 with flying."""
    _compiled(real_db, "Nightsky Mimic")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nightsky Mimic")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "A", "Vindicate")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Vindicate", targets=["Forest"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Forest", 1)
    s.assert_power_toughness("A", "Nightsky Mimic", 4, 4)
    s.assert_abilities("A", "Nightsky Mimic", ["Flying"])


# ------------------------------------------------------------------ 201.2, 608.2c: a name chosen


def _scroll(db: CardDatabase, name: str) -> Scenario:
    """Cursed Scroll: "{3}, {T}: Choose a card name, then reveal a card at random from your
    hand. If that card has the chosen name, ~ deals 2 damage to any target." A's only card in
    hand is Grizzly Bears; A names `name` and targets B."""
    _compiled(db, "Cursed Scroll")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cursed Scroll")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.set_choice("A", name)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}, {T}:", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_201_2_the_card_revealed_has_the_chosen_name(real_db: CardDatabase) -> None:
    s = _scroll(real_db, "Grizzly Bears")
    s.assert_life("B", 18)
    s.assert_hand_count("A", 1, "Grizzly Bears")
    assert ("chosen_name", 0, "Grizzly Bears") in s.state.log


def test_201_2_another_name_deals_no_damage(real_db: CardDatabase) -> None:
    s = _scroll(real_db, "Lightning Bolt")
    s.assert_life("B", 20)
    s.assert_tapped("Cursed Scroll", True)


def _mise(db: CardDatabase, name: str) -> Scenario:
    """Mise: "Choose a nonland card name, then reveal the top card of your library. If that
    card has the chosen name, you draw three cards." A's top card is Lightning Bolt."""
    _compiled(db, "Mise")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.LIBRARY, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Mise")
    s.set_choice("A", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mise")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_608_2c_the_top_card_named_draws_three(real_db: CardDatabase) -> None:
    """The Bolt is named: A draws it and two Wastes (the library had 21 cards)."""
    s = _mise(real_db, "Lightning Bolt")
    s.assert_hand_count("A", 3)
    s.assert_hand_count("A", 1, "Lightning Bolt")
    s.assert_library_count("A", 18)


def test_608_2c_the_top_card_not_named_draws_nothing(real_db: CardDatabase) -> None:
    """Shock is named: nothing drawn; the Bolt stays on top (revealed, not moved)."""
    s = _mise(real_db, "Shock")
    s.assert_hand_count("A", 0)
    s.assert_library_count("A", 21)
    s.assert_graveyard_count("A", "Mise", 1)


def test_201_2_the_chosen_name_needs_a_choice() -> None:
    """A text reading "the chosen name" with no name chosen, as the card enters or as the
    ability resolves, is refused (evaluable.py): nothing would ever match it."""

    from mtg_engine.cards.mtgjson import AtomicCard, AtomicFace
    from mtg_engine.cards.oracle.compiler import compile_card

    text = "Reveal the top card of your library. If that card has the chosen name, you draw " \
        "three cards."
    face = AtomicFace(name="Probe", mana_cost="{U}", type_line="Instant", types=("Instant",),
                      text=text)
    got = compile_card(AtomicCard(name="Probe", layout="normal", faces=(face,)))
    assert got.card is None
    assert any("chosen name" in r.detail for r in got.reasons)


# ------------------------------------------------------------------ 401.5, 701.16a: look, may reveal


def _delver(db: CardDatabase, top: str, reveal: bool = True) -> Scenario:
    """Delver of Secrets: "At the beginning of your upkeep, look at the top card of your
    library. You may reveal that card. If an instant or sorcery card is revealed this way,
    transform ~." A's top card is `top`; A reveals it or not. Stopped at turn 1's draw
    step (A skips that draw)."""
    _compiled(db, "Delver of Secrets // Insectile Aberration")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Delver of Secrets")
    s.add_card(Zone.LIBRARY, "A", top)
    s.set_choice("A", "yes" if reveal else "no")
    s.stop_at(1, Step.DRAW)
    s.execute()
    return s


def test_701_16a_an_instant_revealed_transforms_delver(real_db: CardDatabase) -> None:
    s = _delver(real_db, "Lightning Bolt")
    s.assert_power_toughness("A", "Insectile Aberration", 3, 2)
    s.assert_abilities("A", "Insectile Aberration", ["Flying"])
    s.assert_library_count("A", 21)


def test_701_16a_a_creature_card_revealed_does_not_transform(real_db: CardDatabase) -> None:
    s = _delver(real_db, "Grizzly Bears")
    s.assert_power_toughness("A", "Delver of Secrets", 1, 1)
    s.assert_permanent_count("A", "Insectile Aberration", 0)


def test_608_2d_an_instant_not_revealed_does_not_transform(real_db: CardDatabase) -> None:
    """A looks at the Bolt but chooses not to reveal it: nothing is revealed this way."""
    s = _delver(real_db, "Lightning Bolt", reveal=False)
    s.assert_power_toughness("A", "Delver of Secrets", 1, 1)
    assert not any(ev[0] == "reveal" for ev in s.state.log)


# ------------------------------------------------------------------ 614.12a, 608.2d: the chosen type


def _horn(db: CardDatabase, top: str) -> Scenario:
    """Herald's Horn, cast on turn 1 naming Elf: "At the beginning of your upkeep, look at the
    top card of your library. If it's a creature card of the chosen type, you may reveal it and
    put it into your hand." A's top card on turn 3 is `top`."""
    _compiled(db, "Herald's Horn")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Herald's Horn")
    s.add_card(Zone.LIBRARY, "A", top)
    s.set_choice("A", "Elf")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Herald's Horn")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    return s


def test_614_12a_a_card_of_the_chosen_type_goes_to_hand(real_db: CardDatabase) -> None:
    """Llanowar Elves is an Elf: taken in the upkeep, then a Wastes drawn."""
    s = _horn(real_db, "Llanowar Elves")
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Llanowar Elves")
    s.assert_library_count("A", 19)


def test_614_12a_a_creature_card_of_another_type_stays_on_top(real_db: CardDatabase) -> None:
    """Grizzly Bears is a Bear: it stays on top and is drawn in the draw step."""
    s = _horn(real_db, "Grizzly Bears")
    s.assert_hand_count("A", 1)
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_library_count("A", 20)


def _shaman(db: CardDatabase, kind: str) -> Scenario:
    """Bloodline Shaman: "{T}: Choose a creature type. Reveal the top card of your library. If
    that card is a creature card of the chosen type, put it into your hand. Otherwise, put it
    into your graveyard." A's top card is Llanowar Elves; A chooses `kind`."""
    _compiled(db, "Bloodline Shaman")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bloodline Shaman")
    s.add_card(Zone.LIBRARY, "A", "Llanowar Elves")
    s.set_choice("A", kind)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}:")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_608_2d_the_type_chosen_as_it_resolves_matches(real_db: CardDatabase) -> None:
    s = _shaman(real_db, "Elf")
    s.assert_hand_count("A", 1, "Llanowar Elves")
    s.assert_library_count("A", 20)


def test_608_2d_another_type_chosen_mills_it(real_db: CardDatabase) -> None:
    s = _shaman(real_db, "Goblin")
    s.assert_graveyard_count("A", "Llanowar Elves", 1)
    s.assert_hand_count("A", 0)


# ------------------------------------------------------------------ 608.2c-d: "You may ... if ..."


def _reshaper(db: CardDatabase, top: str, answer: str | None = None) -> Scenario:
    """Matter Reshaper dies to A's own Lightning Bolt: "reveal the top card of your library.
    You may put that card onto the battlefield if it's a permanent card with mana value 3 or
    less. Otherwise, put that card into your hand." A's top card is `top`."""
    _compiled(db, "Matter Reshaper")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Matter Reshaper")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.LIBRARY, "A", top)
    if answer is not None:
        s.set_choice("A", answer)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Matter Reshaper"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_608_2d_a_permanent_card_of_mana_value_two_enters(real_db: CardDatabase) -> None:
    s = _reshaper(real_db, "Grizzly Bears")
    s.assert_graveyard_count("A", "Matter Reshaper", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("A", 0)


def test_608_2c_mana_value_four_goes_to_hand(real_db: CardDatabase) -> None:
    s = _reshaper(real_db, "Hill Giant")
    s.assert_permanent_count("A", "Hill Giant", 0)
    s.assert_hand_count("A", 1, "Hill Giant")


def test_608_2c_declined_goes_to_hand(real_db: CardDatabase) -> None:
    """A may decline: "Otherwise" is the card not put onto the battlefield, for either
    reason."""
    s = _reshaper(real_db, "Grizzly Bears", "no")
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_hand_count("A", 1, "Grizzly Bears")


# ------------------------------------------------------------------ 608.2h: the revealed card's mana value


def _raider(db: CardDatabase, attack: bool) -> Scenario:
    """Ruin Raider (3/2): "Raid — At the beginning of your end step, if you attacked this turn,
    reveal the top card of your library and put that card into your hand. You lose life equal
    to the card's mana value." A's top card is Hill Giant (mana value 4)."""
    _compiled(db, "Ruin Raider")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ruin Raider")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    if attack:
        s.attack(1, "A", "Ruin Raider")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    return s


def test_608_2h_the_cards_mana_value_is_lost(real_db: CardDatabase) -> None:
    s = _raider(real_db, True)
    s.assert_life("B", 17)
    s.assert_life("A", 16)
    s.assert_hand_count("A", 1, "Hill Giant")


def test_603_4_no_attack_no_trigger(real_db: CardDatabase) -> None:
    s = _raider(real_db, False)
    s.assert_life("A", 20)
    s.assert_hand_count("A", 0)


def _omen(db: CardDatabase, answer: str) -> Scenario:
    """Baneful Omen: "At the beginning of your end step, you may reveal the top card of your
    library. If you do, each opponent loses life equal to that card's mana value." A's top
    card is Hill Giant (4)."""
    _compiled(db, "Baneful Omen")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Baneful Omen")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.set_choice("A", answer)
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    return s


def test_608_2c_revealed_each_opponent_loses_its_mana_value(real_db: CardDatabase) -> None:
    s = _omen(real_db, "yes")
    s.assert_life("B", 16)
    s.assert_life("A", 20)
    s.assert_library_count("A", 21)


def test_603_5_declined_nothing_happens(real_db: CardDatabase) -> None:
    s = _omen(real_db, "no")
    s.assert_life("B", 20)
    assert not any(ev[0] == "reveal" for ev in s.state.log)


def _dryad(db: CardDatabase, spell: str, land: str) -> Scenario:
    """Quirion Dryad: "Whenever you cast a spell that's white, blue, black, or red, put a
    +1/+1 counter on ~." A casts `spell` at B."""
    _compiled(db, "Quirion Dryad")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Quirion Dryad")
    s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.HAND, "A", spell)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell, targets=["Quirion Dryad"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_105_2_a_red_spell_is_one_of_the_colors(real_db: CardDatabase) -> None:
    """Brute Force (red) gives +3/+3: the Dryad (1/1) gets a counter too: 5/5."""
    s = _dryad(real_db, "Brute Force", "Mountain")
    s.assert_counter_count("A", "Quirion Dryad", "+1/+1", 1)
    s.assert_power_toughness("A", "Quirion Dryad", 5, 5)


def test_105_2_a_green_spell_is_none_of_them(real_db: CardDatabase) -> None:
    """Giant Growth (green): no counter, 4/4."""
    s = _dryad(real_db, "Giant Growth", "Forest")
    s.assert_counter_count("A", "Quirion Dryad", "+1/+1", 0)
    s.assert_power_toughness("A", "Quirion Dryad", 4, 4)


# ------------------------------------------------------------------ 702.55: haunt


def _hunter(db: CardDatabase, second_bolt_at: str) -> Scenario:
    """Blind Hunter (A's, on the battlefield): "Haunt (When this creature dies, exile it
    haunting target creature.) When ~ enters the battlefield or the creature it haunts dies,
    target player loses 2 life and you gain 2 life." A Bolts its own Hunter, which haunts B's
    Hill Giant; then A Bolts `second_bolt_at` (3 damage)."""
    _compiled(db, "Blind Hunter")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Blind Hunter")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_target("A", "Hill Giant")  # the haunt trigger's target
    s.add_target("A", "B")  # the haunted creature's death: target player
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Blind Hunter"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=[second_bolt_at])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_702_55c_the_haunted_creature_dies_the_exiled_card_triggers(
        real_db: CardDatabase) -> None:
    """The Giant dies: the Hunter's ability triggers from exile (controlled by its owner):
    B loses 2, A gains 2. The Hunter stays in exile."""
    s = _hunter(real_db, "Hill Giant")
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_exile_count("Blind Hunter", 1, "A")
    s.assert_graveyard_count("A", "Blind Hunter", 0)
    s.assert_life("B", 18)
    s.assert_life("A", 22)


def test_702_55b_another_creature_dying_does_not_trigger(real_db: CardDatabase) -> None:
    """The Bears isn't haunted: nothing happens."""
    s = _hunter(real_db, "Grizzly Bears")
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_exile_count("Blind Hunter", 1, "A")
    s.assert_life("B", 20)
    s.assert_life("A", 20)


def test_702_55_the_enters_trigger(real_db: CardDatabase) -> None:
    """Cast, Blind Hunter's enters trigger drains B for 2."""
    _compiled(real_db, "Blind Hunter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Blind Hunter")
    s.add_target("A", "B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blind Hunter")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 22)


def test_702_55a_a_sorcery_haunts_after_resolving(real_db: CardDatabase) -> None:
    """Cry of Contrition: "Target player discards a card. Haunt (When this spell card is put
    into a graveyard after resolving, exile it haunting target creature.) When the creature ~
    haunts dies, target player discards a card." B discards one card, the Cry haunts B's
    Grizzly Bears; A Bolts the Bears: B discards the second card."""
    _compiled(real_db, "Cry of Contrition")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Cry of Contrition")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Shock", 2)
    s.add_target("A", "Grizzly Bears")  # the haunt trigger's target
    s.add_target("A", "B")  # the haunted creature's death: target player
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cry of Contrition", targets=["B"])
    seen: dict[str, int] = {}
    s.check(1, Step.BEGIN_COMBAT, lambda sc: seen.update(
        hand=len(sc.game.state.players[1].hand)))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    assert seen["hand"] == 1
    s.assert_exile_count("Cry of Contrition", 1, "A")
    s.assert_graveyard_count("A", "Cry of Contrition", 0)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Shock", 2)
    s.assert_hand_count("B", 0)


# ------------------------------------------------------------------ 702.104: tribute


def _snake(db: CardDatabase, pays: str) -> Scenario:
    """Snake of the Golden Grove (4/4): "Tribute 3 (As this creature enters the battlefield,
    an opponent of your choice may put three +1/+1 counters on it.) When ~ enters the
    battlefield, if tribute wasn't paid, you gain 4 life." A casts it; B answers `pays`."""
    _compiled(db, "Snake of the Golden Grove")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Snake of the Golden Grove")
    s.set_choice("B", pays)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Snake of the Golden Grove")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_702_104b_tribute_not_paid_the_ability_triggers(real_db: CardDatabase) -> None:
    s = _snake(real_db, "no")
    s.assert_life("A", 24)
    s.assert_counter_count("A", "Snake of the Golden Grove", "+1/+1", 0)
    s.assert_power_toughness("A", "Snake of the Golden Grove", 4, 4)


def test_702_104a_tribute_paid_three_counters_no_life(real_db: CardDatabase) -> None:
    s = _snake(real_db, "yes")
    s.assert_life("A", 20)
    s.assert_counter_count("A", "Snake of the Golden Grove", "+1/+1", 3)
    s.assert_power_toughness("A", "Snake of the Golden Grove", 7, 7)


def test_702_104a_the_chosen_opponent_decides(real_db: CardDatabase) -> None:
    """Four players: A names C, who pays; B's and D's answers are not asked for."""
    _compiled(real_db, "Snake of the Golden Grove")
    s = Scenario(players=4, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Snake of the Golden Grove")
    s.set_choice("A", "C")
    s.set_choice("B", "no")
    s.set_choice("C", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Snake of the Golden Grove")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Snake of the Golden Grove", "+1/+1", 3)
    s.assert_life("A", 20)
    from mtg_engine.state.objects import player_ref

    paid = [ev for ev in s.game.state.log if ev[0] == "tribute"]
    assert len(paid) == 1 and paid[0][2] == player_ref(2) and paid[0][3]


# ------------------------------------------------------------------ 608.2h: two amounts, two wordings


def test_608_2h_sword_of_war_and_peace_counts_both_hands(real_db: CardDatabase) -> None:
    """Sword of War and Peace: "Whenever equipped creature deals combat damage to a player,
    ~ deals damage to that player equal to the number of cards in their hand and you gain 1
    life for each card in your hand." Grizzly Bears (4/4 with it) hits B, who holds three
    cards; A holds two: B 20 - 4 - 3 = 13, A 22."""
    _compiled(real_db, "Sword of War and Peace")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Sword of War and Peace", attached_to="Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Island", 2)
    s.add_card(Zone.HAND, "B", "Island", 3)
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_life("B", 13)
    s.assert_life("A", 22)


def test_608_2h_empty_hands_no_damage_no_life(real_db: CardDatabase) -> None:
    """No cards in either hand: only the combat damage (B 16, A 20)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Sword of War and Peace", attached_to="Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_life("A", 20)


# ------------------------------------------------------------------ 702.62b: "if ~ is suspended"


def _time_counters(s: Scenario, name: str) -> int:
    st = s.game.state
    return next(st.objects[x].counters.get("time", 0) for x in st.exile
                if st.objects[x].card.name == name)


def _kraken(db: CardDatabase, caster: str) -> Scenario:
    """A suspends Deep-Sea Kraken (Suspend 9—{2}{U}) on turn 1: "Whenever an opponent casts
    a spell, if ~ is suspended, remove a time counter from it." `caster` casts Lightning Bolt
    at the other player (B on turn 2, A on turn 1 after suspending)."""
    _compiled(db, "Deep-Sea Kraken")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Deep-Sea Kraken")
    s.add_card(Zone.BATTLEFIELD, caster, "Mountain")
    s.add_card(Zone.HAND, caster, "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Suspend")
    if caster == "B":
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    else:
        s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    return s


def test_702_62b_a_suspended_card_triggers_from_exile(real_db: CardDatabase) -> None:
    s = _kraken(real_db, "B")
    assert _time_counters(s, "Deep-Sea Kraken") == 8
    s.assert_life("A", 17)


def test_702_62b_its_owners_spell_does_not_trigger(real_db: CardDatabase) -> None:
    """A's own Bolt: no trigger (an opponent's spell only): nine time counters still."""
    s = _kraken(real_db, "A")
    assert _time_counters(s, "Deep-Sea Kraken") == 9
    s.assert_life("B", 17)


# ------------------------------------------------------------------ 608.2c: "If you do" after a choice


def _sorin(db: CardDatabase, answer: str) -> Scenario:
    """Sorin the Mirthless [+1]: "Look at the top card of your library. You may reveal that
    card and put it into your hand. If you do, you lose life equal to its mana value." A's top
    card is Hill Giant (4)."""
    _compiled(db, "Sorin the Mirthless")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sorin the Mirthless")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.set_choice("A", answer)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_608_2c_taken_the_mana_value_is_lost(real_db: CardDatabase) -> None:
    s = _sorin(real_db, "yes")
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_life("A", 16)
    s.assert_counter_count("A", "Sorin the Mirthless", "loyalty", 5)


def test_608_2c_declined_no_life_lost(real_db: CardDatabase) -> None:
    s = _sorin(real_db, "no")
    s.assert_hand_count("A", 0)
    s.assert_library_count("A", 21)
    s.assert_life("A", 20)
    s.assert_counter_count("A", "Sorin the Mirthless", "loyalty", 5)


# ------------------------------------------------------------ 602.5, 605.1a: "unless mana abilities"


def _matrix(db: CardDatabase, matrix: bool) -> Scenario:
    """Damping Matrix: "Activated abilities of artifacts and creatures can't be activated
    unless they're mana abilities." A has Prodigal Pyromancer and Llanowar Elves."""
    _compiled(db, "Damping Matrix")
    s = Scenario(cards=db)
    if matrix:
        s.add_card(Zone.BATTLEFIELD, "B", "Damping Matrix")
    s.add_card(Zone.BATTLEFIELD, "A", "Prodigal Pyromancer")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: (
        sc.assert_playable("A", "{T}: Prodigal Pyromancer deals", playable=not matrix),
        sc.assert_playable("A", "{T}: Add {G}")))
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_605_1a_a_creatures_mana_ability_may_still_be_activated(real_db: CardDatabase) -> None:
    s = _matrix(real_db, True)
    s.execute()


def test_602_5_without_the_matrix_both_may_be_activated(real_db: CardDatabase) -> None:
    s = _matrix(real_db, False)
    s.execute()


# ------------------------------------------------------------ 303.4, 608.2h: each Aura attached to it


def test_303_4_each_aura_attached_to_the_enchanted_creature(real_db: CardDatabase) -> None:
    """Auramancer's Guise: "Enchanted creature gets +2/+2 for each Aura attached to it and has
    vigilance." Grizzly Bears with the Guise and Holy Strength (+1/+2): two Auras, 2+1+4 /
    2+2+4 = 7/8; Hill Giant's own Holy Strength doesn't count for the Bears."""
    _compiled(real_db, "Auramancer's Guise")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Holy Strength", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Auramancer's Guise", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Holy Strength", attached_to="Hill Giant")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 7, 8)
    s.assert_abilities("A", "Grizzly Bears", ["Vigilance"])
    s.assert_power_toughness("A", "Hill Giant", 4, 5)


def test_303_4_the_guise_alone_counts_itself(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Auramancer's Guise", attached_to="Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)


# ------------------------------------------------------------------ 108.4: opponents who control fewer


def test_108_4_each_opponent_who_controls_fewer_creatures(real_db: CardDatabase) -> None:
    """Voice of Many: "When ~ enters the battlefield, draw a card for each opponent who
    controls fewer creatures than you." Four players: A (Grizzly Bears, then the Voice: 2
    creatures), B none, C two, D one: B and D have fewer, A draws two (and one in its draw
    step: 103.7a, only a two-player game's first player skips it)."""
    _compiled(real_db, "Voice of Many")
    s = Scenario(players=4, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Voice of Many")
    s.add_card(Zone.BATTLEFIELD, "C", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "D", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Voice of Many")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 3)
    s.assert_library_count("A", 17)


def test_301_5_each_equipment_attached_to_the_equipped_creature(real_db: CardDatabase) -> None:
    """Golem-Skin Gauntlets: "Equipped creature gets +1/+0 for each Equipment attached to it."
    Grizzly Bears with the Gauntlets and Bonesplitter (+2/+0): 2+2+2 = 6/2."""
    _compiled(real_db, "Golem-Skin Gauntlets")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Bonesplitter", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Golem-Skin Gauntlets", attached_to="Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 6, 2)
