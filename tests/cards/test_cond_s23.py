"""Conditions, trigger conditions and variable amounts read in session 23 (the `cond` pool),
played with real cards from the shared MTGJSON file (skipped when it is absent). Each test
has exact figures, and a case where the rule must not apply."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled

# ------------------------------------ 119.5, 401.1, 608.2h: "Your life total becomes that number"


def _hymn(db: CardDatabase, *, life: int, extra_library: int) -> Scenario:
    """A (at `life`) casts Invincible Hymn on turn 1 with 20 + `extra_library` cards in their
    library: "Count the number of cards in your library. Your life total becomes that
    number." """
    assert_compiled(db, "Invincible Hymn")
    s = Scenario(cards=db)
    s.set_life("A", life)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 8)
    s.add_card(Zone.HAND, "A", "Invincible Hymn")
    if extra_library:
        s.add_card(Zone.LIBRARY, "A", "Island", extra_library)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Invincible Hymn")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_119_5_invincible_hymn_raises_life_to_library_size(real_db: CardDatabase) -> None:
    """25 cards in A's library: A's life total becomes 25 (from 20)."""
    s = _hymn(real_db, life=20, extra_library=5)
    s.assert_life("A", 25)
    s.assert_library_count("A", 25)
    s.assert_life("B", 20)


def test_119_5_invincible_hymn_lowers_life_to_library_size(real_db: CardDatabase) -> None:
    """At 30 life with 20 cards in the library, A's life total becomes 20: the life total is
    set, not only raised (119.5: A loses 10)."""
    s = _hymn(real_db, life=30, extra_library=0)
    s.assert_life("A", 20)


def _touch(db: CardDatabase, *, lands: int) -> Scenario:
    """A controls Touch of the Eternal and `lands` Plains; B controls a Grizzly Bears. "At the
    beginning of your upkeep, count the number of permanents you control. Your life total
    becomes that number." Played to A's second turn."""
    assert_compiled(db, "Touch of the Eternal")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Touch of the Eternal")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", lands)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    return s


def test_119_5_touch_of_the_eternal_counts_your_permanents(real_db: CardDatabase) -> None:
    """Touch and four Plains: five permanents of A's (B's Bears not counted), so A's life
    becomes 5 on each of A's upkeeps; B's stays 20 (not on B's turn)."""
    s = _touch(real_db, lands=4)
    s.assert_life("A", 5)
    s.assert_life("B", 20)


# -------------------------------------------- 103.3, 119.5: "your starting life total"


def _archangel(db: CardDatabase, life: int) -> Scenario:
    """A (at `life`) casts Resolute Archangel on turn 1: "When Resolute Archangel enters the
    battlefield, if your life total is less than your starting life total, it becomes equal
    to your starting life total." """
    assert_compiled(db, "Resolute Archangel")
    s = Scenario(cards=db)
    s.set_life("A", life)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 7)
    s.add_card(Zone.HAND, "A", "Resolute Archangel")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Resolute Archangel")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_103_3_resolute_archangel_restores_starting_life(real_db: CardDatabase) -> None:
    """At 7 life, A's life total becomes 20 (the starting life total, 103.3)."""
    s = _archangel(real_db, 7)
    s.assert_life("A", 20)
    s.assert_permanent_count("A", "Resolute Archangel", 1)


def test_603_4_resolute_archangel_above_starting_life_does_nothing(
        real_db: CardDatabase) -> None:
    """At 26 life the intervening 'if' is false (603.4): A stays at 26, not set to 20."""
    s = _archangel(real_db, 26)
    s.assert_life("A", 26)


def test_119_5_oketras_last_mercy(real_db: CardDatabase) -> None:
    """A at 3 life casts Oketra's Last Mercy on turn 1 (three Plains tapped): A's life total
    becomes 20, and A's lands don't untap during A's next untap step (turn 3); B's Forest,
    tapped, untaps in B's own step as usual."""
    assert_compiled(real_db, "Oketra's Last Mercy")
    s = Scenario(cards=real_db)
    s.set_life("A", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", tapped=True)
    s.add_card(Zone.HAND, "A", "Oketra's Last Mercy")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Oketra's Last Mercy")
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_life("A", 20)
    s.assert_tapped("Plains", True)
    s.assert_tapped("Forest", False)


# ------------------- 603.10a, 301.5, 303.4, 700.9: "equipped / modified creature ... dies"


def _outfitter(db: CardDatabase, *, equipped: bool, owner: str = "A") -> Scenario:
    """A controls Stone Haven Outfitter ("Equipped creatures you control get +1/+1. Whenever
    an equipped creature you control dies, draw a card."); `owner`'s Grizzly Bears, equipped
    with their Bonesplitter when `equipped`, is hit by A's Lightning Bolt on turn 1."""
    assert_compiled(db, "Stone Haven Outfitter")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Stone Haven Outfitter")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, owner, "Grizzly Bears")
    if equipped:
        s.add_card(Zone.BATTLEFIELD, owner, "Bonesplitter", attached_to="Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_603_10a_equipped_creature_you_control_dies_draws(real_db: CardDatabase) -> None:
    """A's Bears equipped with Bonesplitter (a 5/3 with the Outfitter) dies to the Bolt: it was
    equipped as it last existed (603.10a, though the Equipment is unattached by then), so A
    draws a card (0 -> 1 in hand, after casting the Bolt)."""
    s = _outfitter(real_db, equipped=True)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Bonesplitter", 1)
    s.assert_hand_count("A", 1)
    s.assert_library_count("A", 19)


def test_603_10a_unequipped_creature_dies_draws_nothing(real_db: CardDatabase) -> None:
    """A's Bears with no Equipment dies: no card drawn."""
    s = _outfitter(real_db, equipped=False)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("A", 0)


def test_603_10a_opponents_equipped_creature_dies_draws_nothing(real_db: CardDatabase) -> None:
    """B's Bears equipped with B's Bonesplitter (4/2) dies: not a creature A controls."""
    s = _outfitter(real_db, equipped=True, owner="B")
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_hand_count("A", 0)


def _ember_keeper(db: CardDatabase, *, counter: bool = False, aura: str = "") -> Scenario:
    """A controls Akki Ember-Keeper ("Whenever a nontoken modified creature you control dies,
    create a 1/1 colorless Spirit creature token.") and Grizzly Bears, with a +1/+1 counter
    when `counter`, enchanted by `aura`'s Pacifism when `aura`; A's Lightning Bolt hits the
    Bears on turn 1."""
    assert_compiled(db, "Akki Ember-Keeper")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Akki Ember-Keeper")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1} if counter else None)
    if aura:
        s.add_card(Zone.BATTLEFIELD, aura, "Pacifism", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_700_9_modified_creature_dies_makes_a_spirit(real_db: CardDatabase) -> None:
    """The Bears with a +1/+1 counter (modified, 700.9) dies: one Spirit token."""
    s = _ember_keeper(real_db, counter=True)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Spirit Token", 1)


def test_700_9_own_aura_makes_it_modified(real_db: CardDatabase) -> None:
    """The Bears enchanted by A's own Pacifism is modified: one Spirit token."""
    s = _ember_keeper(real_db, aura="A")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Spirit Token", 1)


def test_700_9_opponents_aura_or_nothing_is_not_modified(real_db: CardDatabase) -> None:
    """Enchanted only by B's Pacifism (an Aura its controller doesn't control), or with
    nothing on it, the Bears isn't modified (700.9): no token."""
    for s in (_ember_keeper(real_db, aura="B"), _ember_keeper(real_db)):
        s.assert_graveyard_count("A", "Grizzly Bears", 1)
        s.assert_permanent_count("A", "Spirit Token", 0)


# ------------------------- 701.16a, 608.2h: "Target player reveals their hand." and its count


def test_701_16a_search_warrant_counts_the_revealed_hand(real_db: CardDatabase) -> None:
    """A casts Search Warrant at B, who holds three cards: B reveals them (logged, nothing
    moves) and A gains 3 life."""
    assert_compiled(real_db, "Search Warrant")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Search Warrant")
    s.add_card(Zone.HAND, "B", "Grizzly Bears", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Search Warrant", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 23)
    s.assert_hand_count("B", 3)
    assert any(ev[0] == "reveal" and ev[1] == 1 and len(ev[2]) == 3 for ev in s.state.log)


def _inquisition(db: CardDatabase, hand: list[str]) -> Scenario:
    """A casts Inquisition at B holding `hand`: "Target player reveals their hand.
    Inquisition deals damage to that player equal to the number of white cards in their
    hand." """
    assert_compiled(db, "Inquisition")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Inquisition")
    for name in hand:
        s.add_card(Zone.HAND, "B", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Inquisition", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_608_2h_inquisition_counts_white_cards(real_db: CardDatabase) -> None:
    """B holds two Savannah Lions, a Serra Angel and a Grizzly Bears: 3 white cards, 3 damage;
    the cards stay in B's hand."""
    s = _inquisition(real_db, ["Savannah Lions", "Savannah Lions", "Serra Angel",
                               "Grizzly Bears"])
    s.assert_life("B", 17)
    s.assert_hand_count("B", 4)
    s.assert_life("A", 20)


def test_608_2h_inquisition_no_white_card_no_damage(real_db: CardDatabase) -> None:
    """B holds only green cards: no damage."""
    s = _inquisition(real_db, ["Grizzly Bears", "Giant Growth"])
    s.assert_life("B", 20)


# ------------------------- 603.4, 104.2a: "if you control no permanents other than ~ and ..."


def _barren_glory(db: CardDatabase, *, land: bool = False, hand: bool = False) -> Scenario:
    """A controls Barren Glory ("At the beginning of your upkeep, if you control no permanents
    other than Barren Glory and have no cards in hand, you win the game."), a Plains too when
    `land`, a Grizzly Bears in hand when `hand`; B controls a Forest."""
    assert_compiled(db, "Barren Glory")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Barren Glory")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    if land:
        s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    if hand:
        s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.stop_at(1, Step.DRAW)
    s.execute()
    return s


def test_104_2a_barren_glory_wins_alone_and_empty_handed(real_db: CardDatabase) -> None:
    """Only Barren Glory (B's Forest doesn't count) and no card in hand: A wins in A's first
    upkeep."""
    s = _barren_glory(real_db)
    s.assert_winner("A")


def test_603_4_barren_glory_another_permanent_or_a_card_in_hand(real_db: CardDatabase) -> None:
    """A Plains beside it, or a card in A's hand: the condition is false, nobody wins."""
    for s in (_barren_glory(real_db, land=True), _barren_glory(real_db, hand=True)):
        s.assert_not_lost("A")
        s.assert_not_lost("B")
        assert not s.game.is_over


# ------------------------------------ 120.3, 608.2c: "If a player is dealt damage this way"


def _play_with_fire(db: CardDatabase, target: str) -> Scenario:
    """A casts Play with Fire ("Play with Fire deals 2 damage to any target. If a player is
    dealt damage this way, scry 1.") at `target` (B, or B's Grizzly Bears)."""
    assert_compiled(db, "Play with Fire")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Play with Fire")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Play with Fire", targets=[target])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def _scried(s: Scenario) -> int:
    return sum(1 for ev in s.state.log if ev[0] == "scry" and ev[1] == 0)


def test_120_3_play_with_fire_at_a_player_scries(real_db: CardDatabase) -> None:
    """At B: B is dealt 2 damage (18), so A scries 1."""
    s = _play_with_fire(real_db, "B")
    s.assert_life("B", 18)
    assert _scried(s) == 1


def test_120_3_play_with_fire_at_a_creature_doesnt_scry(real_db: CardDatabase) -> None:
    """At B's Bears: the Bears die, no player was dealt damage this way: no scry."""
    s = _play_with_fire(real_db, "Grizzly Bears")
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 20)
    assert _scried(s) == 0


# ----------------------------- 506.4, 602.5b: "Activate only if ~ is attacking or blocking"

_SAWBACK = "{1}: Sawback Manticore deals 2 damage"


def test_506_4_sawback_manticore_attacking_shoots_its_blocker(real_db: CardDatabase) -> None:
    """A's Sawback Manticore attacks on turn 1 and B's Grizzly Bears blocks it; in the
    declare blockers step A activates its ability at the Bears: they die (2 damage)."""
    assert_compiled(real_db, "Sawback Manticore")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sawback Manticore")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Sawback Manticore")
    s.block(1, "B", "Grizzly Bears", "Sawback Manticore")
    s.activate_ability(1, Step.DECLARE_BLOCKERS, "A", _SAWBACK, targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 20)


def test_602_5b_sawback_manticore_not_in_combat_cant_activate(real_db: CardDatabase) -> None:
    """Before combat the Manticore is neither attacking nor blocking: the ability can't be
    activated (602.5b), though A has the mana; the flying one can."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sawback Manticore")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", tapped=False)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_playable("A", _SAWBACK, False)
    s.assert_playable("A", "{4}: Sawback Manticore gains flying", True)


# ------------------------ 601.2i, 708.4: the spells cast this turn as they became cast


def _vengevine_after_morph(db: CardDatabase, second: str) -> Scenario:
    """Vengevine in A's graveyard ("Whenever you cast a spell, if it's the second creature
    spell you cast this turn, you may return ~ from your graveyard to the battlefield."); A
    casts Pine Walker face down (708.4: a 2/2 creature spell with no name), then `second`."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.GRAVEYARD, "A", "Vengevine")
    s.add_card(Zone.HAND, "A", "Pine Walker")
    s.add_card(Zone.HAND, "A", second)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pine Walker", face_down=True)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", second)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_601_2i_a_face_down_spell_counts_as_a_creature_spell(real_db: CardDatabase) -> None:
    """The face-down Pine Walker was a creature spell as it was cast (708.4), though its card
    is read by no name: the Memnite after it is the second creature spell, Vengevine
    returns."""
    s = _vengevine_after_morph(real_db, "Memnite")
    s.assert_permanent_count("A", "Vengevine", 1)
    s.assert_graveyard_count("A", "Vengevine", 0)


def test_601_2i_face_down_then_a_noncreature_spell(real_db: CardDatabase) -> None:
    """After the face-down spell, Spellbook is a second spell but no creature spell:
    Vengevine stays."""
    s = _vengevine_after_morph(real_db, "Spellbook")
    s.assert_graveyard_count("A", "Vengevine", 1)


def test_601_2i_conspiracy_spell_logged_with_its_chosen_type(real_db: CardDatabase) -> None:
    """With Conspiracy (Goblin chosen: "The same is true for creature spells you control"), A's
    Grizzly Bears is cast as a Goblin Bear creature spell: its "cast_as" record says so
    (rules/spell_as_cast.py), and a count of Goblin spells cast this turn finds it; an
    Ornithopter cast with no Conspiracy is cast as printed and logs no record."""
    from mtg_engine.cards.dsl import Filter
    from mtg_engine.rules.spell_as_cast import cast_matches, records

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Ornithopter")
    s.add_card(Zone.HAND, "A", "Conspiracy")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.set_choice("A", "Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Conspiracy")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Ornithopter")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    log = list(s.state.log)
    recs = records(log)
    casts = {str(ev[3]): ev for ev in log if ev[0] == "cast"}
    goblin = Filter(subtypes=("Goblin",))
    assert cast_matches(s.state, casts["Grizzly Bears"], recs, goblin)
    assert int(casts["Grizzly Bears"][2]) in recs
    assert int(casts["Ornithopter"][2]) not in recs
    assert not cast_matches(s.state, casts["Ornithopter"], recs, goblin)


# ----------------------- 118.12, 608.2c: "... unless you Y. If ~ <did it> this way, ..."


def _war_machine(db: CardDatabase, *, card_in_hand: bool) -> Scenario:
    """A controls Mishra's War Machine ("At the beginning of your upkeep, Mishra's War Machine
    deals 3 damage to you unless you discard a card. If Mishra's War Machine deals damage to
    you this way, tap it."); A discards when A has a card (Grizzly Bears) in hand."""
    assert_compiled(db, "Mishra's War Machine")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mishra's War Machine")
    if card_in_hand:
        s.add_card(Zone.HAND, "A", "Grizzly Bears")
        s.set_choice("A", "yes")
    s.stop_at(1, Step.DRAW)
    s.execute()
    return s


def test_608_2c_war_machine_deals_damage_and_taps(real_db: CardDatabase) -> None:
    """No card to discard: it deals 3 damage to A (17), so it taps."""
    s = _war_machine(real_db, card_in_hand=False)
    s.assert_life("A", 17)
    s.assert_tapped("Mishra's War Machine", True)


def test_608_2c_war_machine_discard_no_damage_no_tap(real_db: CardDatabase) -> None:
    """A discards the Bears: no damage, and it stays untapped."""
    s = _war_machine(real_db, card_in_hand=True)
    s.assert_life("A", 20)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_tapped("Mishra's War Machine", False)


def test_608_2c_minion_of_leshrac_no_creature_to_sacrifice(real_db: CardDatabase) -> None:
    """Minion of Leshrac alone: A can't sacrifice another creature, so it deals 5 damage to A
    (15) and taps."""
    assert_compiled(real_db, "Minion of Leshrac")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Minion of Leshrac")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_life("A", 15)
    s.assert_tapped("Minion of Leshrac", True)


def _cosmic_horror(db: CardDatabase, *, pay: bool) -> Scenario:
    """A controls Cosmic Horror ("At the beginning of your upkeep, destroy Cosmic Horror
    unless you pay {3}{B}{B}{B}. If Cosmic Horror is destroyed this way, it deals 7 damage to
    you.") and six Swamps; A pays when `pay`."""
    assert_compiled(db, "Cosmic Horror")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cosmic Horror")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.set_choice("A", "yes" if pay else "no")
    s.stop_at(1, Step.DRAW)
    s.execute()
    return s


def test_701_7a_cosmic_horror_destroyed_deals_7(real_db: CardDatabase) -> None:
    """A doesn't pay: the Horror is destroyed, and (as it last existed) deals 7 damage to A."""
    s = _cosmic_horror(real_db, pay=False)
    s.assert_graveyard_count("A", "Cosmic Horror", 1)
    s.assert_life("A", 13)


def test_701_7a_cosmic_horror_paid_stays(real_db: CardDatabase) -> None:
    """A pays {3}{B}{B}{B}: it stays, no damage."""
    s = _cosmic_horror(real_db, pay=True)
    s.assert_permanent_count("A", "Cosmic Horror", 1)
    s.assert_life("A", 20)


def test_701_7a_cosmic_horror_indestructible_not_destroyed(real_db: CardDatabase) -> None:
    """Unpaid, but indestructible (A's Avacyn, Angel of Hope: "Avacyn and other permanents
    you control have indestructible"): it isn't destroyed (702.12b), so it deals no damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cosmic Horror")
    s.add_card(Zone.BATTLEFIELD, "A", "Avacyn, Angel of Hope")
    s.set_choice("A", "no")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Cosmic Horror", 1)
    s.assert_life("A", 20)


# ------------------------ 701.22a, 608.2c: "Scry 3, then reveal the top card ... If it's ..."


def _track_down(db: CardDatabase, library: str) -> Scenario:
    """A casts Track Down ("Scry 3, then reveal the top card of your library. If it's a
    creature or land card, draw a card.") with four `library` cards as A's whole library."""
    assert_compiled(db, "Track Down")
    s = Scenario(cards=db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", library, 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Track Down")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Track Down")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_608_2c_track_down_creature_on_top_draws(real_db: CardDatabase) -> None:
    """Only Grizzly Bears in the library: after the scry the top card is a creature card, A
    draws it (hand 1, library 3); the scry happened first."""
    s = _track_down(real_db, "Grizzly Bears")
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_library_count("A", 3)
    assert any(ev[0] == "scry" and ev[1] == 0 and ev[2] == 3 for ev in s.state.log)


def test_608_2c_track_down_instant_on_top_no_draw(real_db: CardDatabase) -> None:
    """Only Lightning Bolts: the revealed card is neither creature nor land, no card drawn."""
    s = _track_down(real_db, "Lightning Bolt")
    s.assert_hand_count("A", 0)
    s.assert_library_count("A", 4)


# ---------------------------------- 702.142a, 603.2: "Whenever you activate a boast ability"


def test_702_142a_frenzied_raider_counts_a_boast(real_db: CardDatabase) -> None:
    """A's Hagi Mob attacks (B 15), then boasts (1 damage: B 14): A's Frenzied Raider ("Whenever
    you activate a boast ability, put a +1/+1 counter on Frenzied Raider.") gets a counter."""
    assert_compiled(real_db, "Frenzied Raider")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Frenzied Raider")
    s.add_card(Zone.BATTLEFIELD, "A", "Hagi Mob")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.attack(1, "A", "Hagi Mob")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Boast", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 14)
    s.assert_counter_count("A", "Frenzied Raider", "+1/+1", 1)
    s.assert_power_toughness("A", "Frenzied Raider", 3, 3)


def test_702_142a_frenzied_raider_other_abilities_dont_count(real_db: CardDatabase) -> None:
    """A's Prodigal Pyromancer's "{T}: 1 damage to any target" is no boast ability: no
    counter (B 19)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Frenzied Raider")
    s.add_card(Zone.BATTLEFIELD, "A", "Prodigal Pyromancer")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_counter_count("A", "Frenzied Raider", "+1/+1", 0)


# ------------------------------ 120.3, 603.2: "Whenever ~ deals 6 or more damage to an opponent"


def _deus(db: CardDatabase, *, blocker: str | None) -> Scenario:
    """A's Deus of Calamity (6/6 trample: "Whenever Deus of Calamity deals 6 or more damage to
    an opponent, destroy target land that player controls.") attacks B, who has a Forest and
    blocks with `blocker` if any."""
    assert_compiled(db, "Deus of Calamity")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Deus of Calamity")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    if blocker:
        s.add_card(Zone.BATTLEFIELD, "B", blocker)
    s.attack(1, "A", "Deus of Calamity")
    if blocker:
        s.block(1, "B", blocker, "Deus of Calamity")
    s.add_target("A", "Forest")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_120_3_deus_of_calamity_six_damage_destroys_a_land(real_db: CardDatabase) -> None:
    """Unblocked, it deals 6 damage to B (14): B's Forest is destroyed."""
    s = _deus(real_db, blocker=None)
    s.assert_life("B", 14)
    s.assert_graveyard_count("B", "Forest", 1)


def test_120_3_deus_of_calamity_five_trampled_over_does_nothing(real_db: CardDatabase) -> None:
    """Blocked by Savannah Lions (2/1), it assigns 1 to the Lions and tramples 5 over to B
    (15): fewer than 6, no trigger; the Forest stays."""
    s = _deus(real_db, blocker="Savannah Lions")
    s.assert_life("B", 15)
    s.assert_permanent_count("B", "Forest", 1)


def test_401_1_body_of_research_counts_your_library(real_db: CardDatabase) -> None:
    """Body of Research ("Create a 0/0 green and blue Fractal creature token. Put X +1/+1
    counters on it, where X is the number of cards in your library.") with 23 cards in A's
    library (B's 20 not counted): a 23/23 Fractal."""
    assert_compiled(real_db, "Body of Research")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.LIBRARY, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Body of Research")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Body of Research")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Fractal Token", 23, 23)


# ------------- 120.3, 603.2: "Whenever an opponent is dealt 3 or more damage by a single source"


def _pain_magnification(db: CardDatabase, spell: str) -> Scenario:
    """A controls Pain Magnification ("Whenever an opponent is dealt 3 or more damage by a
    single source, that player discards a card.") and casts `spell` at B, who holds two
    Grizzly Bears."""
    assert_compiled(db, "Pain Magnification")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Pain Magnification")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", spell)
    s.add_card(Zone.HAND, "B", "Grizzly Bears", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell, targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_120_3_pain_magnification_three_damage_discards(real_db: CardDatabase) -> None:
    """Lightning Bolt deals 3 to B (17): B discards a card (one left in hand)."""
    s = _pain_magnification(real_db, "Lightning Bolt")
    s.assert_life("B", 17)
    s.assert_hand_count("B", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_120_3_pain_magnification_two_damage_nothing(real_db: CardDatabase) -> None:
    """Shock deals 2 to B (18): fewer than 3, B keeps both cards."""
    s = _pain_magnification(real_db, "Shock")
    s.assert_life("B", 18)
    s.assert_hand_count("B", 2)


# ------------------ 707.10, 603.2: "Whenever an opponent casts or copies an instant or sorcery"


def _mage_hunter(db: CardDatabase) -> Scenario:
    """A controls Mage Hunter ("Whenever an opponent casts or copies an instant or sorcery
    spell, they lose 1 life.")."""
    assert_compiled(db, "Mage Hunter")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mage Hunter")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    return s


def test_707_10_mage_hunter_cast_and_copy_each_count(real_db: CardDatabase) -> None:
    """On B's turn B casts Lightning Bolt at A, then Reverberate copying it: B loses 1 for the
    Bolt, 1 for Reverberate, 1 for the copy (17); A takes 3 twice (14)."""
    s = _mage_hunter(real_db)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Reverberate")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Reverberate", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 14)


def test_707_10_mage_hunter_creature_spell_or_own_spell(real_db: CardDatabase) -> None:
    """B's Grizzly Bears (no instant or sorcery) and A's own Shock at B: B loses only the
    Shock's 2 (18), no life for Mage Hunter."""
    s = _mage_hunter(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


# ------------------- 508.1, 603.2: "Whenever ~ and at least one other Warrior attack"


def _paired_tactician(db: CardDatabase, other: str) -> Scenario:
    """A's Paired Tactician (a Human Warrior: "Whenever Paired Tactician and at least one
    other Warrior attack, put a +1/+1 counter on Paired Tactician.") attacks with `other`."""
    assert_compiled(db, "Paired Tactician")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Paired Tactician")
    s.add_card(Zone.BATTLEFIELD, "A", other)
    s.attack(1, "A", "Paired Tactician")
    s.attack(1, "A", other)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_508_1_paired_tactician_with_another_warrior(real_db: CardDatabase) -> None:
    """With Mardu Hordechief (a Human Warrior): a +1/+1 counter."""
    s = _paired_tactician(real_db, "Mardu Hordechief")
    s.assert_counter_count("A", "Paired Tactician", "+1/+1", 1)


def test_508_1_paired_tactician_with_a_non_warrior(real_db: CardDatabase) -> None:
    """With Grizzly Bears (a Bear): no counter (Paired Tactician itself isn't another)."""
    s = _paired_tactician(real_db, "Grizzly Bears")
    s.assert_counter_count("A", "Paired Tactician", "+1/+1", 0)


def test_701_16a_thoughtcutter_agent_loss_and_reveal(real_db: CardDatabase) -> None:
    """Thoughtcutter Agent ("{U}{B}, {T}: Target player loses 1 life and reveals their
    hand.") at B, who holds two cards: B 19, the hand revealed (logged), nothing moves."""
    assert_compiled(real_db, "Thoughtcutter Agent")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thoughtcutter Agent")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "B", "Grizzly Bears", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{U}{B}", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_hand_count("B", 2)
    assert any(ev[0] == "reveal" and ev[1] == 1 and len(ev[2]) == 2 for ev in s.state.log)
