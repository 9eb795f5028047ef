"""Cards XMage tests one by one, made to play in session 23's second wave: each played the way
its per-card test would, with exact figures and the rule it cites."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.gained_suspend import GAINED
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

from .conftest import assert_compiled as _compiled

# ------------------------------------------------------------------ gained suspend (702.62)
# 702.62a, 702.62b, 113.2c, 400.7: a card exiled "with N time counters on it" that "gains
# suspend" has suspend's two triggered abilities in exile: each upkeep of its owner a time
# counter is removed; when the last is removed it is cast without paying its mana cost, a
# creature spell so cast has haste. "If it doesn't have suspend, it gains suspend": a card
# with suspend gains no second instance (two would remove two counters each upkeep).


def _exiled(s: Scenario, name: str) -> tuple[int, int]:
    """(time counters, instances of suspend gained) of the card `name` in exile."""
    st = s.game.state
    oid = next(o for o in st.exile if st.objects[o].card.name == name)
    o = st.objects[oid]
    return o.counters.get("time", 0), sum(1 for c in o.chosen if c == GAINED)


def _epochrasite(db: CardDatabase) -> Scenario:
    """A's Epochrasite (put onto the battlefield: 4/4 with its three +1/+1 counters) is killed
    by A's own Murder on turn 1."""
    _compiled(db, "Epochrasite")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Epochrasite")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Murder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Murder", targets=("Epochrasite",))
    return s


def test_702_62a_epochrasite_exiled_with_three_counters(real_db: CardDatabase) -> None:
    """Turn 1: it dies and is exiled with three time counters and suspend; A's upkeeps of
    turns 3 and 5 remove one each: one left at turn 6 (B's upkeeps remove none)."""
    s = _epochrasite(real_db)
    seen: list[tuple[int, int]] = []
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: seen.append(_exiled(sc, "Epochrasite")))
    s.check(4, Step.PRECOMBAT_MAIN, lambda sc: seen.append(_exiled(sc, "Epochrasite")))
    s.stop_at(6, Step.PRECOMBAT_MAIN)
    s.execute()
    assert seen == [(3, 1), (2, 1)]
    assert _exiled(s, "Epochrasite") == (1, 1)
    s.assert_graveyard_count("A", "Epochrasite", 0)
    s.assert_permanent_count("A", "Epochrasite", 0)


def test_702_62a_epochrasite_cast_on_turn_7_with_haste(real_db: CardDatabase) -> None:
    """Turn 7's upkeep removes the last counter: Epochrasite is cast without paying its mana
    cost (not from the hand: it enters with three +1/+1 counters, 4/4) and has haste: it
    attacks that turn, B at 16."""
    s = _epochrasite(real_db)
    s.attack(7, "A", "Epochrasite")
    s.stop_at(7, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Epochrasite", 1)
    s.assert_power_toughness("A", "Epochrasite", 4, 4)
    s.assert_exile_count("Epochrasite", 0)
    s.assert_life("B", 16)
    s.assert_life("A", 20)


def test_400_7_epochrasite_not_exiled_when_it_left_the_graveyard(real_db: CardDatabase) -> None:
    """The card left the graveyard before the trigger resolved (A's Grim Harvest in response
    returns it to A's hand): nothing is exiled and nothing gains suspend (400.7)."""
    _compiled(real_db, "Epochrasite")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Epochrasite")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Murder")
    s.add_card(Zone.HAND, "A", "Grim Harvest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Murder", targets=("Epochrasite",))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grim Harvest", targets=("Epochrasite",),
                 responding_to="Epochrasite")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_exile_count("Epochrasite", 0)
    s.assert_hand_count("A", 1, "Epochrasite")


def test_702_62a_suspend_on_grizzly_bears(real_db: CardDatabase) -> None:
    """A's Suspend exiles B's Grizzly Bears with two time counters; it gains suspend. B's
    upkeeps: turn 2 leaves one, turn 4 removes the last: B casts the Bears free, with haste,
    and attacks: A at 18. A's turns remove none."""
    _compiled(real_db, "Suspend")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Suspend")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Suspend", targets=("Grizzly Bears",))
    seen: list[tuple[int, int]] = []
    s.check(1, Step.END_TURN, lambda sc: seen.append(_exiled(sc, "Grizzly Bears")))
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: seen.append(_exiled(sc, "Grizzly Bears")))
    s.attack(4, "B", "Grizzly Bears")
    s.stop_at(4, Step.END_TURN)
    s.execute()
    assert seen == [(2, 1), (1, 1)]
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_exile_count("Grizzly Bears", 0)
    s.assert_life("A", 18)


def test_702_62a_suspend_on_a_card_with_suspend_gains_none(real_db: CardDatabase) -> None:
    """Durkwood Baloth has suspend: Suspend exiles it with two time counters and gives it no
    second instance. B's turn 2 upkeep removes one (two instances would have removed both
    and cast it): still exiled on turn 3 with one; cast on turn 4, a 5/5 under B's control."""
    _compiled(real_db, "Suspend")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Durkwood Baloth")
    s.add_card(Zone.HAND, "A", "Suspend")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Suspend", targets=("Durkwood Baloth",))
    seen: list[tuple[int, int]] = []
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: seen.append(_exiled(sc, "Durkwood Baloth")))
    s.stop_at(4, Step.PRECOMBAT_MAIN)
    s.execute()
    assert seen == [(1, 0)]
    s.assert_permanent_count("B", "Durkwood Baloth", 1)
    s.assert_power_toughness("B", "Durkwood Baloth", 5, 5)


def _concierge(db: CardDatabase, exile: str) -> Scenario:
    """A's Sinister Concierge is Shocked by A on turn 1; its trigger targets B's Grizzly
    Bears; A answers `exile` to "you may exile it"."""
    _compiled(db, "Sinister Concierge")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sinister Concierge")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=("Sinister Concierge",))
    s.add_target("A", "Grizzly Bears")
    s.set_choice("A", exile)
    return s


def test_702_62a_sinister_concierge_exiles_both(real_db: CardDatabase) -> None:
    """XMage's SinisterConciergeTest: both cards exiled with three time counters, each with
    suspend. B's Bears counts down in B's upkeeps (turns 2, 4, 6: cast on turn 6, B's), the
    Concierge in A's (turns 3, 5: one counter left at turn 6)."""
    s = _concierge(real_db, "yes")
    seen: list[tuple[int, int]] = []
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: seen.extend(
        (_exiled(sc, "Sinister Concierge"), _exiled(sc, "Grizzly Bears"))))
    s.stop_at(6, Step.PRECOMBAT_MAIN)
    s.execute()
    assert seen == [(3, 1), (2, 1)]
    assert _exiled(s, "Sinister Concierge") == (1, 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Sinister Concierge", 0)


def test_608_2c_sinister_concierge_declined(real_db: CardDatabase) -> None:
    """A declines to exile the Concierge: "If you do" is false, the Bears stay; nothing in
    exile, the Concierge in A's graveyard."""
    s = _concierge(real_db, "no")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_exile_count("Sinister Concierge", 0)
    s.assert_exile_count("Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Sinister Concierge", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def _delay(db: CardDatabase, spell: str, lands: int) -> Scenario:
    """B casts `spell` on turn 2 with `lands` Forests; A answers with Delay."""
    _compiled(db, "Delay")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", lands)
    s.add_card(Zone.HAND, "A", "Delay")
    s.add_card(Zone.HAND, "B", spell)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", spell)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Delay", targets=(spell,), responding_to=spell)
    return s


def test_701_5a_delay_exiles_with_three_counters_and_suspend(real_db: CardDatabase) -> None:
    """Delay counters B's Grizzly Bears: exiled (not in B's graveyard) with three time
    counters and suspend. B's upkeeps remove one each (turns 4, 6), the last on turn 8: B
    casts it free, with haste: it attacks, A at 18."""
    s = _delay(real_db, "Grizzly Bears", 2)
    seen: list[tuple[int, int]] = []
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: seen.append(_exiled(sc, "Grizzly Bears")))
    s.check(4, Step.PRECOMBAT_MAIN, lambda sc: seen.append(_exiled(sc, "Grizzly Bears")))
    s.attack(8, "B", "Grizzly Bears")
    s.stop_at(8, Step.END_TURN)
    s.execute()
    assert seen == [(3, 1), (2, 1)]
    s.assert_graveyard_count("B", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Delay", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_life("A", 18)


def test_701_5a_delay_on_a_spell_with_suspend_gains_none(real_db: CardDatabase) -> None:
    """Durkwood Baloth (suspend 5) cast for {4}{G}{G} and Delayed: three time counters, no
    second suspend: B's turn 4 upkeep removes one only (two left)."""
    s = _delay(real_db, "Durkwood Baloth", 6)
    s.stop_at(4, Step.PRECOMBAT_MAIN)
    s.execute()
    assert _exiled(s, "Durkwood Baloth") == (2, 0)


def _jhoira(db: CardDatabase, hand: list[str], choice: str) -> Scenario:
    """A's Jhoira of the Ghitu with two Islands; turn 1: {2}, exile `choice` from A's hand."""
    _compiled(db, "Jhoira of the Ghitu")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jhoira of the Ghitu")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    for name in hand:
        s.add_card(Zone.HAND, "A", name)
    s.set_choice("A", choice)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, Exile")
    return s


def test_118_3_jhoira_four_counters_on_the_exiled_card(real_db: CardDatabase) -> None:
    """The Forest can't pay the cost (a nonland card): Grizzly Bears is exiled, with four time
    counters and suspend. A's upkeeps of turns 3, 5, 7 leave one; turn 9's removes the last:
    the Bears is cast free with haste and attacks: B at 18."""
    s = _jhoira(real_db, ["Forest", "Grizzly Bears"], "Grizzly Bears")
    seen: list[tuple[int, int]] = []
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: seen.append(_exiled(sc, "Grizzly Bears")))
    s.check(8, Step.PRECOMBAT_MAIN, lambda sc: seen.append(_exiled(sc, "Grizzly Bears")))
    s.attack(9, "A", "Grizzly Bears")
    s.stop_at(9, Step.END_TURN)
    s.execute()
    assert seen == [(4, 1), (1, 1)]
    s.assert_hand_count("A", 1, "Forest")  # (the Forest kept)
    s.assert_exile_count("Forest", 0)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_life("B", 18)


def test_118_3_jhoira_only_lands_in_hand(real_db: CardDatabase) -> None:
    """Only a Forest in hand: the cost can't be paid, nothing is exiled."""
    s = _jhoira(real_db, ["Forest"], "Forest")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Exile"):
        s.execute()
    s.assert_exile_count("Forest", 0)
    s.assert_hand_count("A", 1, "Forest")


def test_702_62a_jhoira_card_with_suspend_gains_none(real_db: CardDatabase) -> None:
    """Durkwood Baloth (suspend) exiled by Jhoira's cost: four time counters, no second
    suspend: three left after A's turn 3 upkeep."""
    s = _jhoira(real_db, ["Durkwood Baloth"], "Durkwood Baloth")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    assert _exiled(s, "Durkwood Baloth") == (3, 0)


@pytest.mark.parametrize(("effect", "words"), [
    ({"exile_time": {"what": "target", "count": 2, "suspend": "sometimes"}}, "exile_time"),
    ({"exile_time": {"what": "target", "count": 0}}, "exile_time"),
    ({"counter": {"what": "target", "time": 3}}, "counter.time"),
])
def test_702_62a_bad_dsl_is_refused(effect: dict[str, object], words: str) -> None:
    """The DSL refuses a suspend grant it doesn't know, no time counters, and time counters on
    a countered spell that isn't exiled, each with a clear error."""
    from mtg_engine.cards.dsl import CardFileError
    from mtg_engine.cards.dsl_cards import parse_card

    card = {"name": "Test Card", "cost": "{U}", "type": "Instant",
            "spell": {"effects": [effect], "targets": [{"kind": "creature"}]}}
    with pytest.raises(CardFileError, match=words):
        parse_card(card)


def test_118_3_the_exiled_card_needs_a_cost() -> None:
    """'Put four time counters on the exiled card' reads a cost's card: a triggered ability
    (no cost) saying it is refused with a clear error."""
    from mtg_engine.cards.dsl import CardFileError
    from mtg_engine.cards.dsl_cards import parse_card

    card = {"name": "Test Card", "cost": "{U}", "type": "Enchantment",
            "triggers": [{"event": "upkeep", "effects": [{"suspend_exiled": {"count": 4}}]}]}
    with pytest.raises(CardFileError, match="suspend_exiled"):
        parse_card(card)
