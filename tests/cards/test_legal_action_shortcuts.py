"""The short ways `legal_actions()` lists casts (rules/casting.cast_actions skips, before the
full timing check, what that check would refuse): each must give the answer of the full check.
601.3b: a static ability letting a player cast spells "as though they had flash" makes them
castable outside the player's main phase, so a sorcery-speed card is not skipped then."""

from __future__ import annotations

from mtg_engine.actions import CastSpell
from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _offered_casts(s: Scenario, player: str) -> set[str]:
    """The names of the cards `player` is offered to cast when the game asks them next."""
    g = s.game
    assert g.pending is not None and g.pending.player == s._player(player)
    return {g.state.objects[a.card].card.name for a in g.legal_actions()
            if isinstance(a, CastSpell)}


def test_601_3b_as_though_flash_is_offered_in_the_opponents_upkeep(
        real_db: CardDatabase) -> None:
    """601.3b, 307.1: A controls Yeva, Nature's Herald ("You may cast green creature spells as
    though they had flash.") and two Forests; in B's upkeep, once B passes, A is offered
    Grizzly Bears (green) but not Hill Giant (red, a creature without flash)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Yeva, Nature's Herald")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    g = s.game
    g.resume()  # (paused at the start of B's upkeep: B receives priority)
    assert g.pending is not None and g.pending.player == s._player("B")
    g.apply(next(a for a in g.legal_actions() if type(a).__name__ == "PassPriority"))
    assert _offered_casts(s, "A") == {"Grizzly Bears"}
