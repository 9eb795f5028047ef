"""Punishers (118.12, 608.2d, 101.4): "Each opponent loses 3 life unless that player sacrifices
a nonland permanent or discards a card." The punished player chooses as the effect resolves,
one "pay" decision per option in printed order; an option they can't carry out in full isn't
offered (118.12, 118.3). Real cards from the shared MTGJSON file (skipped when it is absent),
with exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def _hailfire(db: CardDatabase, x: int, *answers: str) -> Scenario:
    """A casts Torment of Hailfire with X = `x`; B has Grizzly Bears (a nonland permanent),
    a Forest (a land: not an option) and one card in hand."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2 + x)
    s.add_card(Zone.HAND, "A", "Torment of Hailfire")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Shock")
    for a in answers:
        s.set_choice("B", a)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Torment of Hailfire", x=x)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_118_12_torment_of_hailfire_sacrifice_then_discard(real_db: CardDatabase) -> None:
    """X=2, B says yes to the sacrifice (the Bears, the only nonland permanent), then no to
    the sacrifice is no longer asked (none left), yes to the discard: 20 life, Bears and Shock
    in the graveyard, the Forest stays."""
    _compiled(real_db, "Torment of Hailfire")
    s = _hailfire(real_db, 2, "yes", "yes")
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Shock", 1)
    s.assert_permanent_count("B", "Forest", 1)
    s.assert_hand_count("B", 0)


def test_118_12_torment_of_hailfire_declines_lose_life(real_db: CardDatabase) -> None:
    """X=2, B declines both options twice (no, no, no, no): 20 - 2 * 3 = 14 life, nothing
    sacrificed or discarded."""
    s = _hailfire(real_db, 2, "no", "no", "no", "no")
    s.assert_life("B", 14)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_hand_count("B", 1)


def test_118_12_torment_of_hailfire_nothing_left_to_give(real_db: CardDatabase) -> None:
    """X=4: B gives the Bears, then the Shock (yes, yes); for the last two repetitions B has
    no nonland permanent and no card, so nothing is offered (118.12): 20 - 2 * 3 = 14 life."""
    s = _hailfire(real_db, 4, "yes", "yes")
    s.assert_life("B", 14)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Shock", 1)
    s.assert_life("A", 20)


def test_118_12_rishadan_cutpurse_sacrifice_unless_pays(real_db: CardDatabase) -> None:
    """Rishadan Cutpurse: "When ~ enters the battlefield, each opponent sacrifices a permanent
    unless they pay {1}." B with an untapped Forest says yes: pays (the Forest tapped), keeps
    both permanents; says no: sacrifices the one they choose (Grizzly Bears)."""
    _compiled(real_db, "Rishadan Cutpurse")
    for answers, bears, tapped in ((("yes",), 1, True), (("no", "Grizzly Bears"), 0, False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
        s.add_card(Zone.HAND, "A", "Rishadan Cutpurse")
        s.add_card(Zone.BATTLEFIELD, "B", "Forest")
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        for a in answers:
            s.set_choice("B", a)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rishadan Cutpurse")
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_permanent_count("B", "Grizzly Bears", bears)
        s.assert_permanent_count("B", "Forest", 1)
        s.assert_tapped("Forest", tapped)


def test_118_12_bellowing_mauler_each_player_apnap(real_db: CardDatabase) -> None:
    """Bellowing Mauler: "At the beginning of your end step, each player loses 4 life unless
    they sacrifice a nontoken creature." A (active, asked first, 101.4) says yes and
    sacrifices the Mauler itself; B has no creature, so nothing is offered: A 20, B 16."""
    _compiled(real_db, "Bellowing Mauler")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bellowing Mauler")
    s.set_choice("A", "yes")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 16)
    s.assert_graveyard_count("A", "Bellowing Mauler", 1)


def _punishment(db: CardDatabase, hand: tuple[str, ...], bears: int, *answers: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Remorseless Punishment")
    for c in hand:
        s.add_card(Zone.HAND, "B", c)
    if bears:
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", bears)
    for a in answers:
        s.set_choice("B", a)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Remorseless Punishment", targets=("B",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_118_12_remorseless_punishment_options_needing_all(real_db: CardDatabase) -> None:
    """Remorseless Punishment: "Target opponent loses 5 life unless that player discards two
    cards or sacrifices a creature or planeswalker. Repeat this process once." One card in
    hand and no creature: neither option can be taken in full (118.12, the card's ruling),
    so B loses 5 life twice: 10 life, the card still in hand."""
    _compiled(real_db, "Remorseless Punishment")
    s = _punishment(real_db, ("Shock",), 0)
    s.assert_life("B", 10)
    s.assert_hand_count("B", 1)


def test_118_12_remorseless_punishment_discard_then_sacrifice(real_db: CardDatabase) -> None:
    """Two cards in hand and Grizzly Bears: yes to the discard (both cards), then, with no
    cards left, yes to the sacrifice (the Bears): 20 life, 2 cards and the Bears in the
    graveyard."""
    s = _punishment(real_db, ("Shock", "Divination"), 1, "yes", "yes")
    s.assert_life("B", 20)
    s.assert_hand_count("B", 0)
    s.assert_graveyard_count("B", "Shock", 1)
    s.assert_graveyard_count("B", "Divination", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_107_1a_vonas_hunger_half_rounded_up_with_the_citys_blessing(
        real_db: CardDatabase) -> None:
    """Vona's Hunger: "Each opponent sacrifices a creature. If you have the city's blessing,
    instead each opponent sacrifices half the creatures they control, rounded up." B controls
    three Grizzly Bears. A with ten Swamps (ascend, 702.131b: the city's blessing as it
    resolves): B sacrifices 2 (half of 3, rounded up, 107.1a), 1 left; A with three Swamps:
    B sacrifices 1, 2 left."""
    _compiled(real_db, "Vona's Hunger")
    for swamps, left in ((10, 1), (3, 2)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", swamps)
        s.add_card(Zone.HAND, "A", "Vona's Hunger")
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 3)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Vona's Hunger")
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_permanent_count("B", "Grizzly Bears", left)
        s.assert_graveyard_count("B", "Grizzly Bears", 3 - left)


def _denial(db: CardDatabase, mountains: int, answer: str) -> Scenario:
    """B casts Lightning Bolt at A; A responds with Whirlwind Denial."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Whirlwind Denial")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", mountains)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.set_choice("B", answer)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=("A",))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Whirlwind Denial", responding_to="Lightning Bolt")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_701_5a_whirlwind_denial_counters_unless_paid(real_db: CardDatabase) -> None:
    """Whirlwind Denial: "For each spell and ability your opponents control, counter it unless
    its controller pays {4}." B with four Mountains left pays (yes): the Bolt resolves, A 17;
    says no: countered, A 20; with no Mountain left the payment
    isn't offered (118.12): countered, A 20."""
    _compiled(real_db, "Whirlwind Denial")
    for mountains, answer, life in ((5, "yes", 17), (5, "no", 20), (1, "yes", 20)):
        s = _denial(real_db, mountains, answer)
        s.assert_life("A", life)
        s.assert_graveyard_count("B", "Lightning Bolt", 1)
        s.assert_graveyard_count("A", "Whirlwind Denial", 1)


def test_701_5a_whirlwind_denial_counters_an_ability(real_db: CardDatabase) -> None:
    """An activated ability is countered too (701.5a: it ceases to exist): B's Prodigal
    Pyromancer ("{T}: ~ deals 1 damage to any target") at A, B with no mana: A 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Whirlwind Denial")
    s.add_card(Zone.BATTLEFIELD, "B", "Prodigal Pyromancer")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "B", "{T}:", targets=("A",))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Whirlwind Denial",
                 responding_to="Prodigal Pyromancer")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_tapped("Prodigal Pyromancer", True)


def test_701_17a_balance_lands_cards_creatures(real_db: CardDatabase) -> None:
    """Balance: A has four Plains, no creature and Shock in hand as it resolves; B has four
    Forests, three Grizzly Bears and three cards, keeps Giant Growth (set_choice): lands stay
    four each, B discards Lightning Bolt and Divination (down to A's one card), and
    sacrifices all three Bears (A has none). A's Shock stays in hand."""
    _compiled(real_db, "Balance")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Balance")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 3)
    for c in ("Lightning Bolt", "Giant Growth", "Divination"):
        s.add_card(Zone.HAND, "B", c)
    s.set_choice("B", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Balance")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Plains", 4)
    s.assert_permanent_count("B", "Forest", 4)
    s.assert_hand_count("A", 1)
    s.assert_hand_count("B", 1)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)
    s.assert_graveyard_count("B", "Divination", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 3)


def test_701_17a_balance_sacrifices_lands_down_to_the_fewest(real_db: CardDatabase) -> None:
    """A with two Plains casts Balance; B with five Forests keeps two, sacrifices three."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Balance")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 5)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Balance")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Plains", 2)
    s.assert_permanent_count("B", "Forest", 2)
    s.assert_graveyard_count("B", "Forest", 3)


def test_punisher_saved_mid_choice_round_trips(real_db: CardDatabase,
                                               monkeypatch: object) -> None:
    """At each of B's Torment of Hailfire decisions (the frame's place in its vars), the game
    saved to JSON and loaded back, and its copy, save the same."""
    from mtg_engine.actions import ChoiceDecision
    from mtg_engine.game import Game

    seen: list[str] = []
    original = Scenario._decide

    def decide(self: Scenario, d: object) -> object:
        if isinstance(d, ChoiceDecision) and d.player == 1 and d.purpose == "pay":
            data = self.game.to_json()
            assert Game.from_json(data, real_db).to_json() == data
            assert self.game.copy().to_json() == data
            seen.append(d.prompt)
        return original(self, d)

    monkeypatch.setattr(Scenario, "_decide", decide)  # type: ignore[attr-defined]
    s = _hailfire(real_db, 2, "no", "no", "no", "no")
    s.assert_life("B", 14)
    assert len(seen) == 4, seen


def test_118_12_torment_of_scarabs_enchanted_players_upkeep(real_db: CardDatabase) -> None:
    """Torment of Scarabs on B: "At the beginning of enchanted player's upkeep, that player
    loses 3 life unless they sacrifice a nonland permanent or discard a card." In B's upkeep
    (turn 2, empty hand): a yes sacrifices the Grizzly Bears, 20 life; a no, 17 life."""
    _compiled(real_db, "Torment of Scarabs")
    for answer, life, bears in (("yes", 20, 0), ("no", 17, 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
        s.add_card(Zone.HAND, "A", "Torment of Scarabs")
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "B", "Forest")
        s.set_choice("B", answer)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Torment of Scarabs", targets=("B",))
        s.stop_at(2, Step.DRAW)
        s.execute()
        s.assert_life("B", life)
        s.assert_permanent_count("B", "Grizzly Bears", bears)
        s.assert_permanent_count("B", "Forest", 1)
