"""Awaken (702.113), played with real cards (skipped without the shared MTGJSON file)."""

from __future__ import annotations

from mtg_engine.actions import CastSpell, PassPriority
from mtg_engine.cards.database import CardDatabase
from mtg_engine.game import Game
from mtg_engine.testing import Scenario, Step, Zone

M = Step.PRECOMBAT_MAIN


def _clutch(db: CardDatabase, awaken: bool) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Maze of Ith")
    s.add_card(Zone.HAND, "A", "Clutch of Currents")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("A", "yes" if awaken else "no")
    targets = ["Grizzly Bears", "Maze of Ith"] if awaken else ["Grizzly Bears"]
    s.cast_spell(1, M, "A", "Clutch of Currents", targets=targets)
    if awaken:
        s.attack(1, "A", "Maze of Ith")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_702_113a_awakened_spell_animates_the_land(real_db: CardDatabase) -> None:
    """702.113a: Clutch of Currents cast for its awaken cost {4}{U} (five Islands) returns the
    Bears and puts three +1/+1 counters on Maze of Ith, which becomes a 0/0 Elemental creature
    with haste that is still a land: a 3/3 that attacks that turn (B at 17)."""
    assert real_db.compiled("Clutch of Currents").supported
    s = _clutch(real_db, True)
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_counter_count("A", "Maze of Ith", "+1/+1", 3)
    s.assert_power_toughness("A", "Maze of Ith", 3, 3)
    s.assert_type("Maze of Ith", "Creature")
    s.assert_type("Maze of Ith", "Land")
    s.assert_subtype("Maze of Ith", "Elemental")
    s.assert_abilities("A", "Maze of Ith", ["Haste"])
    s.assert_life("B", 17)
    s.assert_tapped("Island", True)


def test_702_113b_without_the_awaken_cost_there_is_no_land_target(real_db: CardDatabase
                                                                  ) -> None:
    """702.113b: cast for {U}, the spell has only its own target: the Bears returns, Maze of
    Ith stays a land that isn't a creature, no counters; four Islands stay untapped."""
    s = _clutch(real_db, False)
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_type("Maze of Ith", "Creature", present=False)
    s.assert_counter_count("A", "Maze of Ith", "+1/+1", 0)
    untapped = [o for o in s.state.battlefield if s.state.objects[o].card.name == "Island"
                and not s.state.objects[o].tapped]
    assert len(untapped) == 4


def test_702_113a_awaken_legal_actions_and_json(real_db: CardDatabase) -> None:
    """The awakened cast is one of the legal actions (alt_cost, two targets); saved and loaded
    with the spell on the stack, it resolves the same: the land is a 4/4 (Coastal Discovery,
    awaken 4) and A drew two cards."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Maze of Ith")
    s.add_card(Zone.HAND, "A", "Coastal Discovery")
    s.stop_at(1, M)
    s.execute()
    game = s.game
    game.resume()
    maze = next(o for o in game.state.battlefield
                if game.state.objects[o].card.name == "Maze of Ith")
    casts = [a for a in game.legal_actions() if isinstance(a, CastSpell)]
    awakened = [a for a in casts if a.alt_cost >= 0 and a.targets == (maze,)]
    assert awakened and any(a.alt_cost < 0 and a.targets == () for a in casts)
    game.apply(awakened[0])
    loaded = Game.from_json(game.to_json(), real_db)
    for g in (game, loaded):
        g.apply(PassPriority())
        g.apply(PassPriority())
        st = g.state
        new = next(o for o in st.battlefield if st.objects[o].card.name == "Maze of Ith")
        assert st.objects[new].counters.get("+1/+1") == 4
        assert len(st.players[0].hand) == 2
