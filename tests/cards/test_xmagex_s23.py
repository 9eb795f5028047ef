"""Refused XMage-tested cards of the exile family, made to play in session 23 (`xmagex`):
counters on cards in exile (122.1) and who exiled them (406.3), permissions to play cards from
exile (601.3, 305.1) with mana spent as though of any color (609.4b). Each is played the way
its per-card test would, with exact figures and the rule it cites, and with the case where the
rule must not apply."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.state.objects import Zone as ObjZone
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def _exiled_counters(s: Scenario, name: str) -> dict[str, int]:
    """The counters on the one card named `name` in exile (122.1)."""
    got = [o for o in s.game.state.objects.values()
           if o.zone is ObjZone.EXILE and o.card.name == name]
    assert len(got) == 1, (name, len(got))
    return {k: n for k, n in got[0].counters.items() if n}


# ------------------------------------------------------------------ Pako and Haldan
# 122.1, 406.3: "Whenever ~ attacks, exile the top card of each player's library and put a
# fetch counter on each of them. Put a +1/+1 counter on ~ for each noncreature card exiled this
# way." 601.3, 305.1, 609.4b: "You may play lands and cast noncreature spells from among cards
# you exiled that have fetch counters on them, and you may spend mana as though it were mana of
# any color to cast those spells."


def _pako(db: CardDatabase, a_top: str, b_top: str, *, haldan: bool = True) -> Scenario:
    _compiled(db, "Pako, Arcane Retriever", "Haldan, Avid Arcanist")
    s = Scenario(cards=db)
    if haldan:
        s.add_card(Zone.BATTLEFIELD, "A", "Haldan, Avid Arcanist")
    s.add_card(Zone.BATTLEFIELD, "A", "Pako, Arcane Retriever")
    s.add_card(Zone.LIBRARY, "A", a_top)
    s.add_card(Zone.LIBRARY, "B", b_top)
    return s


def test_122_1_pako_exiles_each_top_card_with_a_fetch_counter(real_db: CardDatabase) -> None:
    """Both top cards are creatures (Silvercoat Lion, Pillarfield Ox): each is exiled with one
    fetch counter, Pako gets no +1/+1 counter and deals 3 (B 17)."""
    s = _pako(real_db, "Silvercoat Lion", "Pillarfield Ox")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.attack(1, "A", "Pako, Arcane Retriever")
    # 601.3: a creature card is not a noncreature spell: Haldan doesn't let A cast the Lion
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "Silvercoat Lion", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 17)
    s.assert_exile_count("Silvercoat Lion", 1, player="A")
    s.assert_exile_count("Pillarfield Ox", 1, player="B")
    assert _exiled_counters(s, "Silvercoat Lion") == {"fetch": 1}
    assert _exiled_counters(s, "Pillarfield Ox") == {"fetch": 1}
    s.assert_counter_count("A", "Pako, Arcane Retriever", "+1/+1", 0)


def test_601_3_haldan_casts_exiled_noncreature_spells(real_db: CardDatabase) -> None:
    """Lightning Bolt (A's) and Call of the Conclave (B's, {G}{W}) are exiled: Pako gets two
    +1/+1 counters (5/5, B 15). After combat A casts both with Mountains only (609.4b: mana
    spent as though of any color): Bolt to B (12), a 3/3 Centaur for A; each spell goes to its
    owner's graveyard."""
    s = _pako(real_db, "Lightning Bolt", "Call of the Conclave")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.attack(1, "A", "Pako, Arcane Retriever")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Call of the Conclave")
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "Call of the Conclave"))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Pako, Arcane Retriever", 5, 5)
    s.assert_counter_count("A", "Pako, Arcane Retriever", "+1/+1", 2)
    s.assert_life("B", 12)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_graveyard_count("B", "Call of the Conclave", 1)
    s.assert_permanent_count("A", "Centaur Token", 1)


def test_305_1_haldan_plays_an_exiled_land(real_db: CardDatabase) -> None:
    """B's Forest exiled with a fetch counter: A plays it as the land of the turn (305.1,
    305.2) under A's control; Pako got a +1/+1 counter for it (a land is a noncreature card)."""
    s = _pako(real_db, "Silvercoat Lion", "Forest")
    s.attack(1, "A", "Pako, Arcane Retriever")
    s.play_land(1, Step.POSTCOMBAT_MAIN, "A", "Forest")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Forest", 1)
    s.assert_counter_count("A", "Pako, Arcane Retriever", "+1/+1", 1)
    s.assert_life("B", 16)


def test_601_3_without_haldan_the_exiled_cards_stay(real_db: CardDatabase) -> None:
    """Without Haldan, nothing lets A cast the exiled Lightning Bolt (601.3): the scheduled
    cast fails."""
    s = _pako(real_db, "Lightning Bolt", "Pillarfield Ox", haldan=False)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.attack(1, "A", "Pako, Arcane Retriever")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_exile_count("Lightning Bolt", 1, player="A")
    s.assert_life("B", 16)


def test_406_3_haldan_only_cards_you_exiled(real_db: CardDatabase) -> None:
    """406.3: B's Haldan doesn't let B cast the Bolt A's Pako exiled (B didn't exile it), nor
    does A's Haldan let A cast a fetch-counter card A didn't exile."""
    _compiled(real_db, "Pako, Arcane Retriever", "Haldan, Avid Arcanist")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Haldan, Avid Arcanist")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Pako, Arcane Retriever")
    s.add_card(Zone.LIBRARY, "A", "Lightning Bolt")
    s.add_card(Zone.LIBRARY, "B", "Shock")
    s.attack(1, "A", "Pako, Arcane Retriever")
    s.cast_spell(1, Step.END_TURN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.UPKEEP)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_life("A", 20)
    s.assert_exile_count("Lightning Bolt", 1, player="A")
    s.assert_exile_count("Shock", 1, player="B")


# ------------------------------------------------------------------ King Narfi's Betrayal
# 714 (chapters), 406.3, 608.2d: "I — Each player mills four cards. Then you may exile a
# creature or planeswalker card from each graveyard." 607.2a, 601.3, 609.4b: "II, III — Until
# end of turn, you may cast spells from among cards exiled with ~, and you may spend mana as
# though it were mana of any color to cast those spells."


def _narfi(db: CardDatabase) -> Scenario:
    _compiled(db, "King Narfi's Betrayal")
    s = Scenario(cards=db)
    s.add_card(Zone.HAND, "A", "King Narfi's Betrayal")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Elite Vanguard")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "King Narfi's Betrayal")
    return s


def test_607_2a_king_narfi_casts_the_exiled_creatures_on_chapter_three(
        real_db: CardDatabase) -> None:
    """Chapter I: each player mills four Wastes; A exiles Grizzly Bears (A's graveyard) and
    Elite Vanguard (B's). Chapter III (turn 5): A casts both with Islands and a Swamp (609.4b);
    after III the Saga is sacrificed: A's graveyard 4 Wastes + the Saga, B's 4 Wastes."""
    s = _narfi(real_db)
    for answer in ("yes", "Grizzly Bears", "yes", "Elite Vanguard"):
        s.set_choice("A", answer)
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: (
        sc.assert_exile_count("Grizzly Bears", 1, player="A"),
        sc.assert_exile_count("Elite Vanguard", 1, player="B"),
        sc.assert_graveyard_count("A", "Wastes", 4),
        sc.assert_graveyard_count("B", "Wastes", 4)))
    s.cast_spell(5, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(5, Step.PRECOMBAT_MAIN, "A", "Elite Vanguard")
    s.stop_at(5, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", None, 5)
    s.assert_graveyard_count("A", "King Narfi's Betrayal", 1)
    s.assert_graveyard_count("B", None, 4)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Elite Vanguard", 1)


def test_608_2d_king_narfi_a_graveyard_declined(real_db: CardDatabase) -> None:
    """608.2d: "you may" for each graveyard: A declines B's (Elite Vanguard stays in B's
    graveyard) and exiles only the Bears."""
    s = _narfi(real_db)
    for answer in ("yes", "Grizzly Bears", "no"):
        s.set_choice("A", answer)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1, player="A")
    s.assert_exile_count("Elite Vanguard", 0)
    s.assert_graveyard_count("B", "Elite Vanguard", 1)


def test_601_3_king_narfi_only_until_end_of_turn_and_only_its_cards(
        real_db: CardDatabase) -> None:
    """Chapter II (turn 3) lets A cast the exiled cards that turn only: on turn 4 (B's) A can't
    cast the Bears at instant speed anyway, and an exiled card the Saga didn't exile (a Raging
    Goblin already in exile) is never castable (607.2a)."""
    s = _narfi(real_db)
    s.add_card(Zone.EXILE, "B", "Raging Goblin")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    for answer in ("yes", "Grizzly Bears", "no"):
        s.set_choice("A", answer)
    s.check(3, Step.POSTCOMBAT_MAIN, lambda sc: (
        sc.assert_playable("A", "Grizzly Bears"),
        sc.assert_playable("A", "Raging Goblin", False)))
    s.check(5, Step.UPKEEP, lambda sc: sc.assert_playable("A", "Grizzly Bears", False))
    s.stop_at(5, Step.DRAW)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1, player="A")


# ------------------------------------------------------------------ Soul Foundry
# 607.2a: "Imprint — When ~ enters the battlefield, you may exile a creature card from your
# hand." 107.3c, 707.2, 111.1: "{X}, {T}: Create a token that's a copy of the exiled card. X is
# the mana value of that card."


def _foundry(db: CardDatabase, islands: int = 8) -> Scenario:
    _compiled(db, "Soul Foundry")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", islands)
    s.add_card(Zone.HAND, "A", "Soul Foundry")
    s.add_card(Zone.HAND, "A", "Bloodline Keeper")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Soul Foundry")
    return s


def test_107_3c_soul_foundry_copies_the_imprinted_card_for_its_mana_value(
        real_db: CardDatabase) -> None:
    """Soul Foundry ({4}) imprints Bloodline Keeper (mana value 4); its ability costs {4} (X is
    4, not chosen): a Bloodline Keeper token (3/3 flying), the card still in exile, 0 Islands
    left untapped."""
    s = _foundry(real_db)
    s.set_choice("A", "yes")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{X}, {T}: Create a token")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Soul Foundry", 1)
    s.assert_exile_count("Bloodline Keeper", 1)
    s.assert_permanent_count("A", "Bloodline Keeper", 1)
    s.assert_power_toughness("A", "Bloodline Keeper", 3, 3)
    s.assert_abilities("A", "Bloodline Keeper", ["Flying"])
    s.assert_tapped("Soul Foundry")
    assert sum(1 for o in s.game.state.objects.values()
               if o.zone is ObjZone.BATTLEFIELD and o.card.name == "Island" and not o.tapped) == 0


def test_107_3c_soul_foundry_x_is_not_chosen(real_db: CardDatabase) -> None:
    """107.3c: the controller doesn't choose X: announcing X=2 for the Keeper (mana value 4)
    is refused, and with only seven Islands (three left after the Foundry) it can't be
    activated at all."""
    s = _foundry(real_db, islands=7)
    s.set_choice("A", "yes")
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "{X}, {T}: Create a token", False))
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{X}, {T}: Create a token", x=2)
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_permanent_count("A", "Bloodline Keeper", 0)


def test_607_2a_soul_foundry_with_nothing_imprinted_makes_nothing(real_db: CardDatabase) -> None:
    """A declines to imprint: X is 0 and the ability creates no token (no card exiled with
    it); the Keeper stays in A's hand."""
    s = _foundry(real_db)
    s.set_choice("A", "no")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{X}, {T}: Create a token")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Bloodline Keeper")
    s.assert_permanent_count("A", "Bloodline Keeper", 0)
    s.assert_tapped("Soul Foundry")


# ------------------------------------------------------------------ Robber of the Rich
# 603.4, 506.2, 406.3: "Whenever ~ attacks, if defending player has more cards in hand than you,
# exile the top card of their library." 601.3, 508.1, 609.4b: "During any turn you attacked
# with a Rogue, you may cast that card and you may spend mana as though it were mana of any
# color to cast that spell."


def _robber(db: CardDatabase, passages: int, b_hand: int) -> Scenario:
    _compiled(db, "Robber of the Rich")
    s = Scenario(cards=db)
    s.remove_all_from_library("B")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Robber of the Rich")
    s.add_card(Zone.LIBRARY, "B", "Whitesun's Passage", passages)
    if b_hand:
        s.add_card(Zone.HAND, "B", "Mountain", b_hand)
    return s


def test_601_3_robber_casts_the_stolen_card_the_turn_it_attacked(real_db: CardDatabase) -> None:
    """B has three cards in hand, A none: Robber exiles B's Whitesun's Passage ({1}{W}); A casts
    it after combat with two Mountains (609.4b): A gains 5 (25), the Passage goes to B's
    graveyard (its owner's); B took 2 (18)."""
    s = _robber(real_db, 1, 3)
    s.attack(1, "A", "Robber of the Rich")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Whitesun's Passage")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 25)
    s.assert_life("B", 18)
    s.assert_graveyard_count("B", "Whitesun's Passage", 1)


def test_508_1_robber_card_cast_on_a_later_turn_another_rogue_attacked(
        real_db: CardDatabase) -> None:
    """Exiled on turn 1; on turn 3 only Bane Alley Blackguard (a Rogue) attacks: A may cast the
    Passage then (the permission lasts while it is exiled, 611.2a)."""
    s = _robber(real_db, 5, 1)
    s.add_card(Zone.BATTLEFIELD, "A", "Bane Alley Blackguard")
    s.attack(1, "A", "Robber of the Rich")
    s.attack(3, "A", "Bane Alley Blackguard")
    s.cast_spell(3, Step.POSTCOMBAT_MAIN, "A", "Whitesun's Passage")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("A", 25)
    s.assert_graveyard_count("B", "Whitesun's Passage", 1)


def test_508_1_robber_no_rogue_attacked_this_turn(real_db: CardDatabase) -> None:
    """Turn 3: A attacks with Grizzly Bears only (not a Rogue), and in the first main phase
    hasn't attacked at all: the exiled Passage can't be cast (601.3)."""
    s = _robber(real_db, 5, 1)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", "Robber of the Rich")
    s.attack(3, "A", "Grizzly Bears")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_exile_count("Whitesun's Passage", 0))
    s.check(3, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "Whitesun's Passage", False))
    s.cast_spell(3, Step.POSTCOMBAT_MAIN, "A", "Whitesun's Passage")
    s.stop_at(3, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_exile_count("Whitesun's Passage", 1, player="B")
    s.assert_life("A", 20)


def test_603_4_robber_defending_player_has_no_more_cards(real_db: CardDatabase) -> None:
    """603.4: B's hand is empty (not more than A's none): nothing is exiled."""
    s = _robber(real_db, 1, 0)
    s.attack(1, "A", "Robber of the Rich")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Whitesun's Passage", 0)
    s.assert_library_count("B", 1, "Whitesun's Passage")
    s.assert_life("B", 18)


# ------------------------------------------------------------------ a card from a graveyard
# 406.3, 608.2d, 608.2c: "At the beginning of your upkeep, you may exile a creature card from a
# graveyard. If you do, put a +1/+1 counter on ~. If you don't, tap ~." (Entrails Feaster: the
# same exile_from_graveyards, any graveyard, not targeted)


def test_608_2d_entrails_feaster_exiles_from_any_graveyard(real_db: CardDatabase) -> None:
    """A's first upkeep: A exiles B's Grizzly Bears (A's graveyard has only a Plains): a +1/+1
    counter, untapped. Without a creature card anywhere: no exile, the Feaster is tapped."""
    _compiled(real_db, "Entrails Feaster")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Entrails Feaster")
    s.add_card(Zone.GRAVEYARD, "A", "Plains")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.set_choice("A", "yes")
    s.set_choice("A", "Grizzly Bears")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1, player="B")
    s.assert_graveyard_count("A", "Plains", 1)
    s.assert_counter_count("A", "Entrails Feaster", "+1/+1", 1)
    s.assert_tapped("Entrails Feaster", False)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Entrails Feaster")
    s.add_card(Zone.GRAVEYARD, "A", "Plains")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_counter_count("A", "Entrails Feaster", "+1/+1", 0)
    s.assert_tapped("Entrails Feaster")
    s.assert_graveyard_count("A", "Plains", 1)


# ------------------------------------------------------------------ Disorder in the Court
# 406.3, 701.36a, 603.7a, 110.2: "Exile X target creatures, then investigate X times. Return
# the exiled cards to the battlefield tapped under their owners' control at the beginning of
# the next end step."


def _disorder(db: CardDatabase) -> Scenario:
    _compiled(db, "Disorder in the Court")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tundra", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Leonin Elder")
    s.add_card(Zone.BATTLEFIELD, "B", "Lagac Lizard")
    s.add_card(Zone.HAND, "A", "Disorder in the Court")
    return s


def test_603_7a_disorder_in_the_court_returns_both_tapped(real_db: CardDatabase) -> None:
    """X=2: Leonin Elder and B's Lagac Lizard exiled, two Clues (the Elder, in exile, gains
    nothing for them); at the end step both return tapped under their owners' control: life
    20 and 20 (the Elder returns after the Clues were made)."""
    s = _disorder(real_db)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Disorder in the Court", x=2,
                 targets=["Leonin Elder", "Lagac Lizard"])
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: (
        sc.assert_exile_count("Leonin Elder", 1, player="A"),
        sc.assert_exile_count("Lagac Lizard", 1, player="B"),
        sc.assert_permanent_count("A", "Clue Token", 2)))
    s.check(1, Step.CLEANUP, lambda sc: (
        sc.assert_tapped("Leonin Elder"), sc.assert_tapped("Lagac Lizard")))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 20)
    s.assert_permanent_count("A", "Leonin Elder", 1)
    s.assert_permanent_count("B", "Lagac Lizard", 1)
    s.assert_tapped("Leonin Elder")  # (B's untap step untapped the Lizard, 502.3)
    s.assert_tapped("Lagac Lizard", False)
    s.assert_permanent_count("A", "Clue Token", 2)


def test_603_7a_disorder_in_the_court_only_the_exiled_return(real_db: CardDatabase) -> None:
    """X=1, only the Lizard: the Elder stays untapped on the battlefield and gains 1 for the one
    Clue (A 21); the Lizard comes back tapped, under B's control."""
    s = _disorder(real_db)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Disorder in the Court", x=1,
                 targets=["Lagac Lizard"])
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_life("A", 21)
    s.assert_tapped("Leonin Elder", False)
    s.assert_tapped("Lagac Lizard")
    s.assert_permanent_count("B", "Lagac Lizard", 1)
    s.assert_permanent_count("A", "Clue Token", 1)


# ------------------------------------------------------------------ copies cast (707.12)
# 607.2a, 107.3c, 707.12, 118.9: Elite Arcanist: "When ~ enters the battlefield, you may exile
# an instant card from your hand." "{X}, {T}: Copy the exiled card. You may cast the copy
# without paying its mana cost. X is the mana value of the exiled card."
# Chandra, Pyromaster: "[−7]: Exile the top ten cards of your library. Choose an instant or
# sorcery card exiled this way and copy it three times. You may cast the copies without paying
# their mana costs."


def test_707_12_elite_arcanist_casts_a_copy_of_the_imprinted_bolt(real_db: CardDatabase) -> None:
    """Turn 1: the Arcanist imprints Lightning Bolt. Turn 3: {1} (X is the Bolt's mana value),
    {T}: a copy of the Bolt cast at B (17); the Bolt card stays in exile, the copy goes to no
    graveyard (707.10a)."""
    _compiled(real_db, "Elite Arcanist")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.HAND, "A", "Elite Arcanist")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Elite Arcanist")
    s.set_choice("A", "yes")
    s.set_choice("A", "Lightning Bolt")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{X}, {T}: Copy the exiled card")
    s.add_target("A", "B")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_exile_count("Lightning Bolt", 1, player="A")
    s.assert_graveyard_count("A", "Lightning Bolt", 0)
    s.assert_tapped("Elite Arcanist")


def test_707_12_chandra_pyromaster_casts_three_copies(real_db: CardDatabase) -> None:
    """Chandra at 7 loyalty: -7 exiles the top ten cards (Lightning Bolt among Wastes); three
    copies of the Bolt cast at B: 20 - 9 = 11. The Bolt card stays in exile; Chandra, at 0,
    goes to the graveyard (704.5i)."""
    _compiled(real_db, "Chandra, Pyromaster")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chandra, Pyromaster", counters={"loyalty": 3})
    s.add_card(Zone.LIBRARY, "A", "Lightning Bolt")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-7:")
    for _ in range(3):
        s.add_target("A", "B")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 11)
    s.assert_exile_count("Lightning Bolt", 1, player="A")
    s.assert_exile_count("Grizzly Bears", 1, player="A")
    s.assert_exile_count("Wastes", 8)
    s.assert_graveyard_count("A", "Chandra, Pyromaster", 1)
    s.assert_graveyard_count("A", "Lightning Bolt", 0)


def test_707_12_chandra_pyromaster_no_instant_or_sorcery_exiled(real_db: CardDatabase) -> None:
    """Only Grizzly Bears and Wastes among the ten: nothing is copied (B 20); the Bolt, the
    eleventh card, stays in the library."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chandra, Pyromaster", counters={"loyalty": 3})
    s.add_card(Zone.LIBRARY, "A", "Lightning Bolt")
    for _ in range(10):
        s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-7:")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_exile_count("Grizzly Bears", 10)
    s.assert_library_count("A", 1, "Lightning Bolt")


# ------------------------------------------------------------------ Knowledge Pool
# 607.2a, 406.3: "Imprint — When ~ enters the battlefield, each player exiles the top three
# cards of their library." 603.2, 601.3, 118.9: "Whenever a player casts a spell from their
# hand, that player exiles it. If the player does, they may cast a spell from among other
# cards exiled with ~ without paying its mana cost."


def test_607_2a_knowledge_pool_exchanges_spells(real_db: CardDatabase) -> None:
    """A's Bolt (at B) is exiled with the Pool, and nothing else is there to cast: B 20. B's
    Shock (at A) is exiled; B casts A's Bolt from the Pool instead, at A: A 17."""
    _compiled(real_db, "Knowledge Pool")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Knowledge Pool")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.set_choice("B", "yes")
    s.set_choice("B", "Lightning Bolt")
    s.add_target("B", "A")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 17)
    s.assert_life("B", 20)
    s.assert_exile_count("Shock", 1, player="B")
    s.assert_graveyard_count("A", "Lightning Bolt", 1)


def test_607_2a_knowledge_pool_imprints_and_only_other_cards(real_db: CardDatabase) -> None:
    """The Pool enters: each player exiles three cards (A: Lightning Bolt and two Wastes; B:
    three Wastes). A's Shock from hand is exiled and A casts the imprinted Bolt at B (17).
    Then A's Giant Growth is exiled too: the only other nonland card left with the Pool is the
    Shock, which A casts at B (15); lands are never cast (305.1)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 7)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Knowledge Pool")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Lightning Bolt")
    s.add_card(Zone.LIBRARY, "A", "Wastes", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Knowledge Pool")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Giant Growth", targets=["Grizzly Bears"])
    for answer in ("yes", "Lightning Bolt", "yes", "Shock"):
        s.set_choice("A", answer)
    s.add_target("A", "B")
    s.add_target("A", "B")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_exile_count("Lightning Bolt", 1, player="A"),
        sc.assert_exile_count("Wastes", 5)))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 15)
    s.assert_exile_count("Giant Growth", 1, player="A")
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_graveyard_count("A", "Shock", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


# ------------------------------------------------------------------ Savior of Ollenbock
# 702.149a, 702.149c: "Whenever ~ trains, exile up to one other target creature from the
# battlefield or creature card from a graveyard." (115.1: a target in either zone) 607.2a,
# 110.2: "When ~ leaves the battlefield, put the exiled cards onto the battlefield under their
# owners' control."


def _savior(db: CardDatabase) -> Scenario:
    _compiled(db, "Savior of Ollenbock")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Savior of Ollenbock")
    s.add_card(Zone.BATTLEFIELD, "A", "Silvercoat Lion")
    s.attack(1, "A", "Savior of Ollenbock")
    s.attack(1, "A", "Silvercoat Lion")
    return s


def test_702_149c_savior_exiles_a_creature_when_it_trains(real_db: CardDatabase) -> None:
    """The Savior (1/2) attacks beside Silvercoat Lion (2/2): it trains (a +1/+1 counter,
    2/3), then exiles the Lion (its own controller's, 'other'): B takes 2 only."""
    s = _savior(real_db)
    s.add_target("A", "Silvercoat Lion")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Silvercoat Lion", 1, player="A")
    s.assert_counter_count("A", "Savior of Ollenbock", "+1/+1", 1)
    s.assert_power_toughness("A", "Savior of Ollenbock", 2, 3)
    s.assert_life("B", 18)


def test_115_1_savior_exiles_a_creature_card_from_a_graveyard(real_db: CardDatabase) -> None:
    """The target may be a creature card in a graveyard: A's Grizzly Bears is exiled; the Lion
    stays in combat (B 16)."""
    s = _savior(real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_target("A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1, player="A")
    s.assert_permanent_count("A", "Silvercoat Lion", 1)
    s.assert_life("B", 16)


def test_607_2a_savior_leaves_and_the_exiled_return(real_db: CardDatabase) -> None:
    """Murder on the Savior after combat: the Lion it exiled returns to the battlefield (A's),
    and B's Grizzly Bears card it exiled from B's graveyard enters under B's control (110.2)."""
    s = _savior(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Murder")
    s.add_target("A", "Silvercoat Lion")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Murder", targets=["Savior of Ollenbock"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Savior of Ollenbock", 0)
    s.assert_permanent_count("A", "Silvercoat Lion", 1)
    s.assert_graveyard_count("A", "Murder", 1)

    s = _savior(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Murder")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.add_target("A", "Grizzly Bears")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Murder", targets=["Savior of Ollenbock"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Savior of Ollenbock", 0)
    s.assert_permanent_count("A", "Silvercoat Lion", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_702_149a_savior_attacking_alone_doesnt_train(real_db: CardDatabase) -> None:
    """702.149a: no other attacker with greater power: no counter, nothing exiled (the Lion
    stays home); the Bears card stays in the graveyard."""
    _compiled(real_db, "Savior of Ollenbock")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Savior of Ollenbock")
    s.add_card(Zone.BATTLEFIELD, "A", "Silvercoat Lion")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.attack(1, "A", "Savior of Ollenbock")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Savior of Ollenbock", "+1/+1", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Silvercoat Lion", 1)
    s.assert_life("B", 19)


# ------------------------------------------------------------------ Living Lore
# 614.12, 607.2a: "As ~ enters the battlefield, exile an instant or sorcery card from your
# graveyard." 604.3, 202.3: "~'s power and toughness are each equal to the exiled card's mana
# value." 608.2c, 118.9: "Whenever ~ deals combat damage, you may sacrifice it. If you do, you
# may cast the exiled card without paying its mana cost."


def _lore(db: CardDatabase, *graveyard: str, islands: int = 4) -> Scenario:
    _compiled(db, "Living Lore")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", islands)
    s.add_card(Zone.HAND, "A", "Living Lore")
    for name in graveyard:
        s.add_card(Zone.GRAVEYARD, "A", name)
    return s


def test_604_3_living_lore_is_as_big_as_the_exiled_card(real_db: CardDatabase) -> None:
    """Natural Connection (mana value 3) exiled as it enters: a 3/3."""
    s = _lore(real_db, "Natural Connection")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Living Lore")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Living Lore", 1)
    s.assert_power_toughness("A", "Living Lore", 3, 3)
    s.assert_exile_count("Natural Connection", 1, player="A")


def test_608_2c_living_lore_sacrificed_casts_the_exiled_bolt(real_db: CardDatabase) -> None:
    """Lightning Bolt exiled: a 1/1. Turn 3 it deals 1 to B, A sacrifices it and casts the
    Bolt at B: 20 - 1 - 3 = 16; the Lore and the Bolt end in A's graveyard."""
    s = _lore(real_db, "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Living Lore")
    s.attack(3, "A", "Living Lore")
    s.set_choice("A", "yes")  # sacrifice it
    s.set_choice("A", "yes")  # cast the Bolt
    s.add_target("A", "B")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Living Lore", 0)
    s.assert_graveyard_count("A", "Living Lore", 1)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_life("B", 16)


def test_400_7_living_lore_recast_counts_only_its_own_card(real_db: CardDatabase) -> None:
    """Boundless Realms (mana value 7) exiled: 7/7. Unsummoned and cast again, it exiles
    Lightning Bolt: a new object (400.7), 1/1, not 8/8; the Realms stay in exile."""
    s = _lore(real_db, "Boundless Realms", "Lightning Bolt", islands=9)
    s.add_card(Zone.HAND, "A", "Unsummon")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Living Lore")
    s.set_choice("A", "Boundless Realms")
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_power_toughness("A", "Living Lore", 7, 7))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Unsummon", targets=["Living Lore"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Living Lore")
    s.set_choice("A", "Lightning Bolt")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Living Lore", 1, 1)
    s.assert_exile_count("Boundless Realms", 1, player="A")
    s.assert_exile_count("Lightning Bolt", 1, player="A")


def test_614_12_living_lore_with_nothing_to_exile_dies(real_db: CardDatabase) -> None:
    """No instant or sorcery card in A's graveyard (only a Grizzly Bears card): nothing is
    exiled, it enters as a 0/0 and dies (704.5f)."""
    s = _lore(real_db, "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Living Lore")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Living Lore", 0)
    s.assert_graveyard_count("A", "Living Lore", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


# ------------------------------------------------------------------ Cemetery Illuminator
# 406.3, 608.2d, 607.2a: "Whenever ~ enters the battlefield or attacks, exile a card from a
# graveyard." 601.3, 205.2a, 715.3: "Once each turn, you may cast a spell from the top of your
# library if it shares a card type with a card exiled with ~."


def _illuminator(db: CardDatabase, exiled: str, *top: str) -> Scenario:
    _compiled(db, "Cemetery Illuminator")
    s = Scenario(cards=db)
    for name in top:  # (the last one added is the top card)
        s.add_card(Zone.LIBRARY, "A", name)
    s.add_card(Zone.GRAVEYARD, "A", exiled)
    s.add_card(Zone.HAND, "A", "Cemetery Illuminator")
    s.add_card(Zone.BATTLEFIELD, "A", "Tundra", 8)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cemetery Illuminator")
    s.set_choice("A", exiled)
    return s


def test_601_3_illuminator_casts_a_creature_from_the_top(real_db: CardDatabase) -> None:
    """Walking Corpse (a creature card) exiled: the top card Lonesome Unicorn may be cast as
    the creature, not as its Adventure Rider in Need (a sorcery, 715.3)."""
    s = _illuminator(real_db, "Walking Corpse", "Lonesome Unicorn")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: (
        sc.assert_playable("A", "Lonesome Unicorn"),
        sc.assert_playable("A", "Rider in Need", False)))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lonesome Unicorn")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Walking Corpse", 1, player="A")
    s.assert_permanent_count("A", "Cemetery Illuminator", 1)
    s.assert_permanent_count("A", "Lonesome Unicorn", 1)


def test_715_3_illuminator_casts_the_adventure_sorcery(real_db: CardDatabase) -> None:
    """Sign in Blood (a sorcery) exiled: only Rider in Need may be cast: a 2/2 Knight."""
    s = _illuminator(real_db, "Sign in Blood", "Lonesome Unicorn")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: (
        sc.assert_playable("A", "Lonesome Unicorn", False),
        sc.assert_playable("A", "Rider in Need")))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Rider in Need")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Sign in Blood", 1, player="A")
    s.assert_permanent_count("A", "Knight Token", 1)
    s.assert_exile_count("Lonesome Unicorn", 1, player="A")  # (on an adventure, 715.4)


def test_601_3_illuminator_only_once_each_turn(real_db: CardDatabase) -> None:
    """Grizzly Bears exiled; the top two cards are Coral Merfolk then Suntail Hawk: after the
    Merfolk is cast from the top, the Hawk (now on top) can't be this turn (once each turn)."""
    s = _illuminator(real_db, "Grizzly Bears", "Suntail Hawk", "Coral Merfolk")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Coral Merfolk")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Suntail Hawk", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Coral Merfolk", 1)
    s.assert_library_count("A", 1, "Suntail Hawk")
