"""Refused XMage-tested cards of the exile family, made to play in session 22 (`xmagex`):
counters on cards in exile (122.1), cards exiled instead of dying or of being put into a
graveyard (614.1a, 700.4). Each is played the way its per-card test would, with exact figures
and the rule it cites."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.state.objects import Zone as ObjZone
from mtg_engine.testing import Scenario, Step, Zone


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


# ------------------------------------------------------------------ Ravenous Slime
# 614.1a, 700.4: "If a creature an opponent controls would die, instead exile it and put a
# number of +1/+1 counters equal to that creature's power on ~." (122.1)


def test_614_1a_ravenous_slime_eats_dying_creatures(real_db: CardDatabase) -> None:
    """A Bolts B's Runeclaw Bear (2/2): exiled, not in the graveyard, and the Slime (1/1) gets
    two +1/+1 counters (3/3). The Slime then attacks into Centaur Courser (3/3): both die; the
    Courser is exiled too, the Slime (A's own) goes to A's graveyard."""
    _compiled(real_db, "Ravenous Slime")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ravenous Slime")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Runeclaw Bear")
    s.add_card(Zone.BATTLEFIELD, "B", "Centaur Courser")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Runeclaw Bear"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_power_toughness("A", "Ravenous Slime", 3, 3),
        sc.assert_counter_count("A", "Ravenous Slime", "+1/+1", 2)))
    s.attack(1, "A", "Ravenous Slime")
    s.block(1, "B", "Centaur Courser", "Ravenous Slime")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Runeclaw Bear", 1, player="B")
    s.assert_exile_count("Centaur Courser", 1, player="B")
    s.assert_graveyard_count("B", None, 0)
    s.assert_graveyard_count("A", "Ravenous Slime", 1)
    s.assert_exile_count("Ravenous Slime", 0)


def test_614_1a_ravenous_slime_not_for_own_creatures(real_db: CardDatabase) -> None:
    """A creature A controls dies as usual (to A's graveyard, no counters on the Slime)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ravenous Slime")
    s.add_card(Zone.BATTLEFIELD, "A", "Runeclaw Bear")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Runeclaw Bear"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Runeclaw Bear", 1)
    s.assert_power_toughness("A", "Ravenous Slime", 1, 1)


def test_700_4_ravenous_slime_zero_power_no_counters(real_db: CardDatabase) -> None:
    """A 0-power creature (Wall of Wood, 0/3) is exiled and adds no counters."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ravenous Slime")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt", 1)
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Wood")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Wall of Wood"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Wall of Wood", 1, player="B")
    s.assert_power_toughness("A", "Ravenous Slime", 1, 1)


# ------------------------------------------------------------------ Dauthi Voidwalker
# 614.1a, 122.1: "If a card would be put into an opponent's graveyard from anywhere, instead
# exile it with a void counter on it."; 601.3, 305.1, 118.9: "{T}, Sacrifice ~: Choose an
# exiled card an opponent owns with a void counter on it. You may play it this turn without
# paying its mana cost."


def test_614_1a_dauthi_voidwalker_from_battlefield_then_played_free(
        real_db: CardDatabase) -> None:
    """A Bolts B's Balduvian Bears: exiled with a void counter (not in B's graveyard). A's own
    Bolt goes to A's graveyard. A sacrifices the Voidwalker, chooses the Bears and casts it
    for free (A's only land is tapped for the Bolt): A controls it."""
    _compiled(real_db, "Dauthi Voidwalker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dauthi Voidwalker")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Balduvian Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Balduvian Bears"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_exile_count("Balduvian Bears", 1, player="B"),
        sc.assert_graveyard_count("A", "Lightning Bolt", 1),
        _void(sc, "Balduvian Bears")))
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{T}, Sacrifice")
    s.set_choice("A", "Balduvian Bears")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Balduvian Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Balduvian Bears", 1)
    s.assert_graveyard_count("A", "Dauthi Voidwalker", 1)
    s.assert_exile_count("Balduvian Bears", 0)


def _void(s: Scenario, name: str) -> None:
    assert _exiled_counters(s, name) == {"void": 1}


def test_614_1a_dauthi_voidwalker_countered_spell_exiled(real_db: CardDatabase) -> None:
    """B's Lightning Bolt countered by A's Cancel is exiled with a void counter (A's Cancel goes
    to A's graveyard); A then casts B's Bolt for free at B: A 20, B 17."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dauthi Voidwalker")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Cancel")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Cancel", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.check(2, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_exile_count("Lightning Bolt", 1, player="B"),
        sc.assert_graveyard_count("A", "Cancel", 1), _void(sc, "Lightning Bolt")))
    s.activate_ability(2, Step.POSTCOMBAT_MAIN, "A", "{T}, Sacrifice")
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 17)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


def test_601_3_dauthi_voidwalker_permission_only_this_turn(real_db: CardDatabase) -> None:
    """B's discarded card (Mind Rot makes B discard Grizzly Bears and Giant Growth) is exiled
    with a void counter. A chooses the Bears on turn 1 but doesn't cast it: on turn 3 A can't
    cast it (the permission was for that turn only, 611.2a)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dauthi Voidwalker")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Mind Rot")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mind Rot", targets=["B"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice")
    s.set_choice("A", "Grizzly Bears")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: (
        sc.assert_playable("A", "Grizzly Bears"),
        sc.assert_playable("A", "Giant Growth", playable=False)))
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: (
        sc.assert_playable("A", "Grizzly Bears", playable=False),
        _void(sc, "Grizzly Bears"), _void(sc, "Giant Growth")))
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1, player="B")
    s.assert_graveyard_count("B", None, 0)
    s.assert_graveyard_count("A", "Mind Rot", 1)
