"""Miracle (702.94, rules/miracle.py), read from Oracle text: the reveal as the first card drawn
in a turn, the linked trigger (603.11), the cast for the miracle cost from the hand at once
(608.2g), with exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _tide(db: CardDatabase, *answers: str, second_draw: bool = False,
          islands: int = 2) -> Scenario:
    """A draws Devastation Tide ("Return all nonland permanents to their owners' hands.
    Miracle {1}{U}") in the draw step of turn 3; each side has Grizzly Bears."""
    assert db.compiled("Devastation Tide").supported
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", islands)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Devastation Tide")
    if second_draw:  # A draws a card with Opt in its upkeep first (scry 1, draw a card)
        s.add_card(Zone.LIBRARY, "A", "Wastes")
        s.add_card(Zone.HAND, "A", "Opt")
        s.cast_spell(3, Step.UPKEEP, "A", "Opt")
    for a in answers:
        s.set_choice("A", a)
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    return s


def _miracle_triggers(s: Scenario) -> int:
    """The miracle triggers that stayed on the stack (one not revealed is removed as it is put
    there, before any player gets priority)."""
    log = list(s.state.log)
    put = sum(1 for ev in log if ev[0] == "trigger" and ev[3] == "Devastation Tide")
    return put - sum(1 for ev in log if ev[0] == "trigger_removed"
                     and ev[2] == "Devastation Tide")


def test_702_94a_miracle_revealed_and_cast(real_db: CardDatabase) -> None:
    """702.94a: A reveals the Tide as its first draw of turn 3 and, as the trigger resolves,
    casts it for {1}{U} (not its {3}{U}{U}: two Islands are enough): both Grizzly Bears return
    to their owners' hands, the Tide goes to A's graveyard, both Islands are tapped."""
    s = _tide(real_db, "yes", "yes")
    assert _miracle_triggers(s) == 1
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Devastation Tide", 1)
    assert sum(1 for oid in s.state.battlefield if s.state.objects[oid].tapped) == 2


def test_702_94a_not_revealed_no_trigger(real_db: CardDatabase) -> None:
    """702.94a: A doesn't reveal the Tide: no ability triggers (nothing goes on the stack), the
    Tide stays in A's hand, the Bears stay."""
    s = _tide(real_db, "no")
    assert _miracle_triggers(s) == 0
    s.assert_hand_count("A", 1, "Devastation Tide")
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_702_94a_revealed_but_not_cast_stays_in_hand(real_db: CardDatabase) -> None:
    """702.94a: revealed, the trigger resolves and A declines to cast it: the Tide stays in
    A's hand (unlike madness it isn't moved); the Islands stay untapped."""
    s = _tide(real_db, "yes", "no")
    assert _miracle_triggers(s) == 1
    s.assert_hand_count("A", 1, "Devastation Tide")
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    assert not any(s.state.objects[oid].tapped for oid in s.state.battlefield)


def test_702_94a_only_the_first_card_drawn_this_turn(real_db: CardDatabase) -> None:
    """702.94a: A casts Opt in its upkeep (scry 1, draw a card: a Wastes, A's first card drawn
    in turn 3); the Tide drawn in the draw step is the second card: no trigger, it stays in
    hand (the Bears stay)."""
    s = _tide(real_db, second_draw=True, islands=3)
    assert not any(ev[0] == "trigger" and ev[3] == "Devastation Tide" for ev in s.state.log)
    assert any(ev[0] == "resolve" and ev[2] == "Opt" for ev in s.state.log)
    s.assert_hand_count("A", 2)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_702_94a_miracle_cost_must_be_payable(real_db: CardDatabase) -> None:
    """601.2g-h: with one Island A can't pay {1}{U}: revealed, the trigger resolves, the Tide
    can't be cast and stays in hand."""
    s = _tide(real_db, "yes", islands=1)
    assert _miracle_triggers(s) == 1
    s.assert_hand_count("A", 1, "Devastation Tide")
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_702_94a_miracle_is_not_a_cost_for_a_normal_cast(real_db: CardDatabase) -> None:
    """118.9, 702.94a: the miracle cost is paid only as the trigger resolves: a Tide already
    in hand can't be cast for {1}{U} from two Islands (its mana cost is {3}{U}{U})."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Devastation Tide")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Devastation Tide",
                                                                  False))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()


def _miracle_x(db: CardDatabase, card: str, land: str, lands: int, x: int,
               *targets: str) -> Scenario:
    """A draws `card` (a miracle cost with X) in the draw step of turn 3, reveals it and casts
    it for its miracle cost with X = `x` (107.3a: announced as it is cast, 601.2b)."""
    assert db.compiled(card).supported
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", land, lands)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.add_card(Zone.LIBRARY, "A", card)
    for a in ("yes", "yes", f"X={x}", *targets):
        s.set_choice("A", a)
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    return s


def _tapped(s: Scenario) -> int:
    return sum(1 for oid in s.state.battlefield if s.state.objects[oid].tapped)


def test_702_94a_107_3a_entreat_the_angels_miracle_with_x_3(real_db: CardDatabase) -> None:
    """702.94a, 107.3a: Entreat the Angels ("Create X 4/4 white Angel creature tokens with
    flying. Miracle {X}{W}{W}") revealed and cast with X=3: {3}{W}{W}, five of six Plains
    tapped, three Angels."""
    s = _miracle_x(real_db, "Entreat the Angels", "Plains", 6, 3)
    s.assert_permanent_count("A", "Angel Token", 3)
    s.assert_graveyard_count("A", "Entreat the Angels", 1)
    assert _tapped(s) == 5


def test_702_94a_107_3a_bonfire_of_the_damned_miracle_with_x_2(real_db: CardDatabase) -> None:
    """702.94a, 107.3a: Bonfire of the Damned (X damage to target player and each creature
    they control; Miracle {X}{R}) cast with X=2 for {2}{R} with three Mountains, targeting B:
    B at 18, both of B's Grizzly Bears die, A at 20."""
    s = _miracle_x(real_db, "Bonfire of the Damned", "Mountain", 3, 2, "B")
    s.assert_life("B", 18)
    s.assert_life("A", 20)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    assert _tapped(s) == 3


def test_702_94a_601_2c_entreat_the_dead_miracle_x_targets(real_db: CardDatabase) -> None:
    """702.94a, 601.2c, 107.3a: Entreat the Dead ("Return X target creature cards from your
    graveyard to the battlefield. Miracle {X}{B}{B}") cast with X=2 for {2}{B}{B}: both
    Grizzly Bears in A's graveyard (two different targets, 115.3) return; four Swamps tapped."""
    assert real_db.compiled("Entreat the Dead").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.LIBRARY, "A", "Entreat the Dead")
    for a in ("yes", "yes", "X=2"):
        s.set_choice("A", a)
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 2)
    s.assert_graveyard_count("A", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Entreat the Dead", 1)
    assert _tapped(s) == 4
