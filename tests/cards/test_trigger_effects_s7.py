"""Triggered abilities, session 7 (cards/oracle/trigger_effects.py and the events it added),
played with real cards from the shared MTGJSON file (skipped when it is absent). Each rule has
exact figures and a case where the ability must not do anything."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def test_603_5_you_may_have_target_creature_get(real_db: CardDatabase) -> None:
    """Fourth Bridge Prowler: "When ~ enters the battlefield, you may have target creature get
    -1/-1 until end of turn." (603.5, 603.3d). The first one, accepted, kills B's 1/1 Llanowar
    Elves; the second, declined, leaves B's second Llanowar Elves a 1/1."""
    _compiled(real_db, "Fourth Bridge Prowler")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Fourth Bridge Prowler", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fourth Bridge Prowler")
    s.add_target("A", "Llanowar Elves#1")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Fourth Bridge Prowler")
    s.add_target("A", "Llanowar Elves")
    s.set_choice("A", "no")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_permanent_count("B", "Llanowar Elves", 1)
    s.assert_power_toughness("B", "Llanowar Elves", 1, 1)


def test_603_5_you_may_have_self_deal_damage(real_db: CardDatabase) -> None:
    """Kyren Sniper: "At the beginning of your upkeep, you may have ~ deal 1 damage to target
    player or planeswalker." A's upkeeps of turns 1, 3 and 5 (accepted, declined, accepted): B
    20 - 1 - 1 = 18; B's own upkeeps (turns 2 and 4) trigger nothing."""
    _compiled(real_db, "Kyren Sniper")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kyren Sniper")
    for answer in ("yes", "no", "yes"):
        s.add_target("A", "B")
        s.set_choice("A", answer)
    s.stop_at(5, Step.DRAW)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 20)


def test_113_6m_a_trigger_that_returns_its_card_functions_in_the_graveyard(
        real_db: CardDatabase) -> None:
    """Bloodghast: "Whenever a land enters the battlefield under your control, you may return ~
    from your graveyard to the battlefield." (113.6m). A's Bloodghast in the graveyard returns
    when A plays a Swamp on turn 1; B's Bloodghast stays in B's graveyard (A's land is not
    under B's control); A's second Bloodghast, on the battlefield from the start, doesn't
    trigger from there (its ability functions only in the graveyard): A controls 2."""
    _compiled(real_db, "Bloodghast")
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Bloodghast")
    s.add_card(Zone.BATTLEFIELD, "A", "Bloodghast")
    s.add_card(Zone.GRAVEYARD, "B", "Bloodghast")
    s.add_card(Zone.HAND, "A", "Swamp")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Swamp")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Bloodghast", 2)
    s.assert_graveyard_count("A", "Bloodghast", 0)
    s.assert_graveyard_count("B", "Bloodghast", 1)
    s.assert_stack_size(0)


def test_113_6m_upkeep_trigger_in_the_graveyard(real_db: CardDatabase) -> None:
    """Squee, Goblin Nabob: "At the beginning of your upkeep, you may return ~ from your
    graveyard to your hand." A's Squee, in A's graveyard, returns at A's upkeep of turn 1 (A
    holds 1 card: A skips its first draw); A discards nothing, and on turn 2 (B's upkeep)
    nothing triggers. B's Squee on the battlefield triggers nothing in B's upkeep: B holds only
    its draw."""
    _compiled(real_db, "Squee, Goblin Nabob")
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Squee, Goblin Nabob")
    s.add_card(Zone.BATTLEFIELD, "B", "Squee, Goblin Nabob")
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1, "Squee, Goblin Nabob")
    s.assert_graveyard_count("A", "Squee, Goblin Nabob", 0)
    s.assert_hand_count("B", 1)
    s.assert_permanent_count("B", "Squee, Goblin Nabob", 1)


def test_113_6m_a_card_dying_with_another_creature_doesnt_see_it_die(
        real_db: CardDatabase) -> None:
    """Nether Traitor: "Whenever another creature is put into your graveyard from the
    battlefield, you may pay {B}. If you do, return ~ from your graveyard to the battlefield."
    Turn 1: A's Pyroclasm kills A's Nether Traitor and Llanowar Elves at once: the Traitor
    wasn't in the graveyard when the Elves died, nor sees its own death: it stays there though
    A has {B} to pay (A's Hill Giant survives).
    Turn 3: A's Lightning Bolt kills A's Hill Giant (the Traitor now in the graveyard): A pays
    {B}, the Traitor returns."""
    _compiled(real_db, "Nether Traitor", "Pyroclasm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Nether Traitor")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Pyroclasm")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pyroclasm")
    s.check(1, Step.END_TURN, lambda t: t.assert_graveyard_count("A", "Nether Traitor", 1))
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=("Hill Giant",))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Nether Traitor", 1)
    s.assert_graveyard_count("A", "Nether Traitor", 0)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Llanowar Elves", 1)


def test_603_12_reflexive_trigger_after_a_payment(real_db: CardDatabase) -> None:
    """Sparktongue Dragon: "When ~ enters the battlefield, you may pay {2}{R}. When you do, it
    deals 3 damage to any target." (603.12). The first one (turn 1) pays: the reflexive
    trigger goes on the stack after the payment, its target chosen then: B 20 - 3 = 17. The
    second (turn 3) declines: no trigger, B stays at 17, and A keeps 3 lands untapped."""
    _compiled(real_db, "Sparktongue Dragon")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 8)
    s.add_card(Zone.HAND, "A", "Sparktongue Dragon", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sparktongue Dragon")
    s.set_choice("A", "yes")
    s.add_target("A", "B")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Sparktongue Dragon")
    s.set_choice("A", "no")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Sparktongue Dragon", 2)
    assert sum(1 for o in s.game.state.objects.values() if o.card.name == "Mountain"
               and not o.tapped) == 3


def test_603_12_reflexive_trigger_needs_the_action_done(real_db: CardDatabase) -> None:
    """Fireblade Artist: "At the beginning of your upkeep, you may sacrifice a creature. When
    you do, ~ deals 2 damage to target opponent or planeswalker." Turn 1: A sacrifices its
    Llanowar Elves: B 18. Turn 3: A declines: B stays at 18."""
    _compiled(real_db, "Fireblade Artist")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fireblade Artist")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.set_choice("A", "yes")
    s.set_choice("A", "Llanowar Elves")
    s.add_target("A", "B")
    s.set_choice("A", "no")
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 20)
    s.assert_graveyard_count("A", "Llanowar Elves", 1)
    s.assert_permanent_count("A", "Fireblade Artist", 1)


def test_603_12_no_reflexive_trigger_if_the_cost_isnt_paid(real_db: CardDatabase) -> None:
    """Sparktongue Dragon entering with only {R}{R} left: A chooses to pay {2}{R} but can't;
    the "when you do" action wasn't taken, nothing triggers: B stays at 20."""
    _compiled(real_db, "Sparktongue Dragon")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 7)
    s.add_card(Zone.HAND, "A", "Sparktongue Dragon")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sparktongue Dragon")
    s.set_choice("A", "yes")
    s.add_target("A", "B")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_permanent_count("A", "Sparktongue Dragon", 1)


def test_205_3_target_non_subtype_creature(real_db: CardDatabase) -> None:
    """Glorybringer: "You may exert ~ as it attacks. When you do, it deals 4 damage to target
    non-Dragon creature an opponent controls." B's Shivan Dragon (added first) can't be the
    target (205.3m: a Dragon): the only legal target, B's Hill Giant, takes 4 and dies; the
    Dragon has no damage. Glorybringer (4/4 flying) isn't blocked: B 16."""
    _compiled(real_db, "Glorybringer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Glorybringer")
    s.add_card(Zone.BATTLEFIELD, "B", "Shivan Dragon")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Glorybringer")
    s.set_choice("A", "yes")  # 508.1g: exert
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_damage("Shivan Dragon", 0)
    s.assert_life("B", 16)
