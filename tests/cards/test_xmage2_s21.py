"""Cards XMage tests one by one, made to play in session 21 by `xmage2`: each played the way
its per-card test would, with exact figures, the rule it cites, and the case where the rule
must not apply."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled as _compiled

# ------------------------------------------------------------------ Wild Pair
# 603.4, 601.2a: "Whenever a creature enters the battlefield, if you cast it from your hand":
# the creature that entered (603.10a: the trigger's object), cast by Wild Pair's controller
# from their hand; 208.1, 608.2h: "a creature card with the same total power and toughness"
# as that creature


def _wild_pair(real_db: CardDatabase) -> Scenario:
    _compiled(real_db, "Wild Pair")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wild Pair")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.LIBRARY, "A", "Kraken Hatchling", 2)  # 0/4: total 4
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")  # 3/3: total 6
    return s


def test_603_4_wild_pair_finds_the_same_total_once(real_db: CardDatabase) -> None:
    """Grizzly Bears (2/2, total 4) cast from A's hand: A finds a Kraken Hatchling (0/4),
    not the Hill Giant (3/3). The Hatchling entered without being cast: it doesn't trigger
    Wild Pair (the second Hatchling stays in the library)."""
    s = _wild_pair(real_db)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.set_choice("A", "Kraken Hatchling")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Kraken Hatchling", 1)
    s.assert_permanent_count("A", "Hill Giant", 0)
    s.assert_library_count("A", 1, "Kraken Hatchling")
    s.assert_library_count("A", 1, "Hill Giant")


def test_608_2h_wild_pair_total_as_the_creature_last_existed(real_db: CardDatabase) -> None:
    """B Bolts the Grizzly Bears in response to the trigger: it still was cast from A's hand
    (603.4, checked again), and its total as it last existed is 4: a Kraken Hatchling."""
    s = _wild_pair(real_db)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.set_choice("A", "Kraken Hatchling")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"],
                 responding_to="Wild Pair")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Kraken Hatchling", 1)
    s.assert_library_count("A", 1, "Kraken Hatchling")


def test_603_4_wild_pair_not_for_a_creature_an_opponent_casts(real_db: CardDatabase) -> None:
    """B casts Grizzly Bears from B's hand: "if you cast it" is A's, so nothing is found."""
    s = _wild_pair(real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Kraken Hatchling", 0)
    s.assert_library_count("A", 2, "Kraken Hatchling")


# ------------------------------------------------------------------ Chainer, Nightmare Adept
# 601.3, 611.2a: "Discard a card: You may cast a creature spell from your graveyard this
# turn." (one creature spell for each resolution; 602.5b: only once each turn); 603.4, 601.2a:
# "Whenever a nontoken creature enters the battlefield under your control, if you didn't cast
# it from your hand, it gains haste until your next turn." (of the creature that entered)


def _chainer(real_db: CardDatabase) -> Scenario:
    _compiled(real_db, "Chainer, Nightmare Adept")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chainer, Nightmare Adept")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    return s


def test_601_3_chainer_one_creature_from_the_graveyard_with_haste(
        real_db: CardDatabase) -> None:
    """A discards Lightning Bolt, casts Grizzly Bears from the graveyard: it wasn't cast from
    A's hand, so it gains haste and attacks at once (B 18). Hill Giant, with mana left for
    it, can't be cast from the graveyard too (one spell), nor can Chainer's ability be
    activated again (once each turn: A has no card left anyway)."""
    s = _chainer(real_db)
    s.set_choice("A", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Discard a card:")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_abilities("A", "Grizzly Bears", ["Haste"]),
        sc.assert_playable("A", "Hill Giant", False)))
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_life("B", 18)


def test_601_3_chainer_no_permission_without_the_ability(real_db: CardDatabase) -> None:
    """Without the activation neither creature card can be cast from the graveyard."""
    s = _chainer(real_db)
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: (
        sc.assert_playable("A", "Grizzly Bears", False),
        sc.assert_playable("A", "Hill Giant", False)))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_603_4_chainer_no_haste_for_a_creature_cast_from_hand(real_db: CardDatabase) -> None:
    """Grizzly Bears cast from A's hand: the condition fails, no haste (it can't attack)."""
    s = _chainer(real_db)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_abilities("A", "Grizzly Bears", ["Haste"], present=False)))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


# ------------------------------------------------------------------ Emeria Shepherd
# 608.2c: "you may return target nonland permanent card from your graveyard to your hand. If
# that land is a Plains, you may return that nonland permanent card to the battlefield
# instead." (603.10a: "that land", the land that entered; 608.2d: the instead is a choice,
# declined: the card returns to the hand)


def _shepherd(real_db: CardDatabase, land: str) -> Scenario:
    _compiled(real_db, "Emeria Shepherd")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Emeria Shepherd")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", land)
    s.add_target("A", "Grizzly Bears")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", land)
    s.stop_at(1, Step.END_TURN)
    return s


def test_608_2c_emeria_shepherd_plains_returns_to_the_battlefield(
        real_db: CardDatabase) -> None:
    """A Plains: A returns Grizzly Bears to the battlefield instead of the hand."""
    s = _shepherd(real_db, "Plains")
    s.set_choice("A", "yes")
    s.set_choice("A", "yes")
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("A", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 0)


@pytest.mark.parametrize(("land", "battlefield"), [("Plains", "no"), ("Forest", "yes")])
def test_608_2c_emeria_shepherd_returns_to_hand(real_db: CardDatabase, land: str,
                                                battlefield: str) -> None:
    """A Plains with the battlefield declined, or a Forest (not a Plains: no such choice, the
    'yes' queued unused): Grizzly Bears returns to A's hand."""
    s = _shepherd(real_db, land)
    s.set_choice("A", "yes")
    s.set_choice("A", battlefield)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_hand_count("A", 1, "Grizzly Bears")


def test_603_5_emeria_shepherd_declined_returns_nothing(real_db: CardDatabase) -> None:
    """A Plains, and A declines the whole ability: Grizzly Bears stays in the graveyard."""
    s = _shepherd(real_db, "Plains")
    s.set_choice("A", "no")
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("A", 0)


# ------------------------------------------------------------------ reveal the first draw
# 701.16a, 121.1, 603.2: "Reveal the first card you draw each turn [on each of your turns].
# Whenever you reveal a <kind> card this way, ..." (Keranos, God of Storms; Primitive
# Etchings): the player's first draw of the turn only, of that kind


def _first_draw(real_db: CardDatabase, permanent: str, *library: str) -> Scenario:
    _compiled(real_db, permanent)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", permanent)
    for name in library:  # (the last one the top card)
        s.add_card(Zone.LIBRARY, "A", name)
    return s


def test_701_16a_keranos_land_revealed_draws_a_card(real_db: CardDatabase) -> None:
    """A's turn 3 draw is a Mountain: Keranos draws A a card (a Wastes); that second draw is
    not the first: nothing more. A has 2 cards, B is at 20."""
    s = _first_draw(real_db, "Keranos, God of Storms", "Mountain")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Mountain")
    s.assert_life("B", 20)


def test_701_16a_keranos_nonland_revealed_deals_3(real_db: CardDatabase) -> None:
    """A's turn 3 draw is a Lightning Bolt: Keranos deals 3 damage to B (17); no card drawn."""
    s = _first_draw(real_db, "Keranos, God of Storms", "Lightning Bolt")
    s.add_target("A", "B")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_hand_count("A", 1)


def test_500_1_keranos_not_on_an_opponents_turn(real_db: CardDatabase) -> None:
    """A draws its first card of B's turn 2 (Think Twice): Keranos reveals only on A's own
    turns, so no damage (B 20); the Lightning Bolt drawn stays in A's hand."""
    s = _first_draw(real_db, "Keranos, God of Storms", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Think Twice")
    s.add_target("A", "B")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Think Twice")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_hand_count("A", 1, "Lightning Bolt")


def test_701_16a_primitive_etchings_first_draw_only(real_db: CardDatabase) -> None:
    """Primitive Etchings: A's turn 3 draw is Grizzly Bears, a creature: A draws a Hill Giant,
    a creature too but not the first card drawn: nothing more (2 cards in hand)."""
    s = _first_draw(real_db, "Primitive Etchings", "Hill Giant", "Hill Giant", "Grizzly Bears")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_library_count("A", 1, "Hill Giant")


def test_701_16a_primitive_etchings_on_any_turn(real_db: CardDatabase) -> None:
    """Primitive Etchings reveals on every turn: A's first draw of B's turn 2 (Think Twice)
    is Grizzly Bears, so A draws a Hill Giant too."""
    s = _first_draw(real_db, "Primitive Etchings", "Hill Giant", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Think Twice")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Think Twice")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Hill Giant")
