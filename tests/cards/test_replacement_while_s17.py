"""611.3a, 614.1, 615: a permanent's replacement or prevention effect that applies only while
a condition holds ("As long as ~ is untapped, ...", "During your turn, ..."; DSL
`as_long_as`, rules/replacement.applicable), with real cards of the MTGJSON database (skipped
without ../shared): Thunderstaff, Personal Sanctuary."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _thunderstaff(real_db: CardDatabase, tapped: bool) -> Scenario:
    assert real_db.compiled("Thunderstaff").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thunderstaff")
    if tapped:  # tapped for its own ability in B's upkeep (no attacking creature to pump yet)
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
        s.activate_ability(2, Step.UPKEEP, "A", "{2}, {T}:")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.attack(2, "B", "Grizzly Bears")
    s.attack(2, "B", "Hill Giant")
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    return s


def test_615_10_thunderstaff_untapped_prevents_1_of_each_combat_damage(
        real_db: CardDatabase) -> None:
    """615.10: untapped Thunderstaff; Grizzly Bears (2) and Hill Giant (3) deal combat damage
    to A: 1 of each is prevented (3 dealt), then Lightning Bolt (not combat damage) deals its
    3: A at 20 - 3 - 3 = 14."""
    _thunderstaff(real_db, tapped=False).assert_life("A", 14)


def test_611_3a_thunderstaff_tapped_prevents_nothing(real_db: CardDatabase) -> None:
    """611.3a: tapped in B's upkeep (for its own ability, with no attacking creature yet),
    the effect doesn't apply: 2 + 3 + 3 = 8 (A at 12)."""
    _thunderstaff(real_db, tapped=True).assert_life("A", 12)


def test_611_3a_personal_sanctuary_only_during_your_turn(real_db: CardDatabase) -> None:
    """Personal Sanctuary (A's): B's Lightning Bolt at A on A's turn 1 is prevented (20); B's
    second one, on B's turn 2, is dealt (17)."""
    assert real_db.compiled("Personal Sanctuary").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Personal Sanctuary")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    seen: list[int] = []
    s.check(1, Step.END_TURN, lambda sc: seen.append(sc.game.state.players[0].life))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    assert seen == [20]
    s.assert_life("A", 17)


def test_614_9_martyrs_of_korlis_takes_artifact_damage_while_untapped(
        real_db: CardDatabase) -> None:
    """614.9, 611.3a: untapped Martyrs of Korlis (1/6): B's Rod of Ruin deals 1 damage to A,
    dealt to the Martyrs instead (A at 20, 1 damage on it); B's Lightning Bolt at A is not an
    artifact's damage: A at 17."""
    assert real_db.compiled("Martyrs of Korlis").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Martyrs of Korlis")
    s.add_card(Zone.BATTLEFIELD, "B", "Rod of Ruin")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 4)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{3}, {T}:", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 17)
    assert s.game.state.objects[s._one_permanent("Martyrs of Korlis")].damage == 1


def test_616_1_thunderstaff_and_furnace_of_rath_the_damaged_player_orders_them(
        real_db: CardDatabase) -> None:
    """616.1, 616.1e: B's Grizzly Bears deals 2 combat damage to A, who controls an untapped
    Thunderstaff while B controls Furnace of Rath. A chooses: Thunderstaff first (2 - 1 = 1,
    doubled: 2, A at 18) or Furnace of Rath first (4 - 1 = 3, A at 17); each once (616.1f)."""
    for first, life in (("Thunderstaff", 18), ("Furnace of Rath", 17)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Thunderstaff")
        s.add_card(Zone.BATTLEFIELD, "B", "Furnace of Rath")
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.attack(2, "B", "Grizzly Bears")
        s.set_choice("A", first)
        s.stop_at(2, Step.END_TURN)
        s.execute()
        s.assert_life("A", life)


def test_611_3a_vampire_socialite_only_after_an_opponent_lost_life(
        real_db: CardDatabase) -> None:
    """614.1c, 611.3a: A's Vampire Socialite; A casts Vampire Interloper (a 2/1 Vampire): it
    enters with an additional +1/+1 counter (3/2) only if B lost life this turn (A's
    Lightning Bolt at B first); without the Bolt it enters with none (2/1)."""
    assert real_db.compiled("Vampire Socialite").supported
    for bolt, counters in ((True, 1), (False, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Vampire Socialite")
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
        s.add_card(Zone.HAND, "A", "Vampire Interloper")
        if bolt:
            s.add_card(Zone.HAND, "A", "Lightning Bolt")
            s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Vampire Interloper")
        s.stop_at(1, Step.POSTCOMBAT_MAIN)
        s.execute()
        oid = s._one_permanent("Vampire Interloper")
        assert s.game.state.objects[oid].counters.get("+1/+1", 0) == counters
