"""Foretell (702.143a-b), read from Oracle text and played with real cards (skipped without
the shared MTGJSON file): the special action exiles the card face down for {2} during its
owner's turn; it is cast from exile for its foretell cost only after that turn."""

from __future__ import annotations

import random

from mtg_engine.cards.database import CardDatabase
from mtg_engine.determinize import Knowledge, determinize
from mtg_engine.game import Game
from mtg_engine.observe import observe
from mtg_engine.rules.foretell import foretold_turn
from mtg_engine.testing import Scenario, Step, Zone


def test_702_143a_saw_it_coming_foretold_then_counters_next_turn(real_db: CardDatabase
                                                                   ) -> None:
    """Turn 1: A pays {2} and foretells Saw It Coming (two Islands tapped); it can't be cast
    that turn though two Islands are untapped; B can't see which card it is. Turn 2: B casts
    Grizzly Bears and A counters it for the foretell cost {1}{U}."""
    done = real_db.compiled("Saw It Coming")
    assert done.supported, [str(r) for r in done.reasons]
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Saw It Coming")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Foretell")
    seen: list[str] = []

    def look(sc: Scenario) -> None:
        sc.assert_playable("A", "Saw It Coming", False)  # not the turn it was foretold
        sc.assert_exile_count("Saw It Coming", 1)
        exiled = [o for o in observe(sc.game, 1)["objects"] if o["zone"] == "exile"]
        mine = [o for o in observe(sc.game, 0)["objects"] if o["zone"] == "exile"]
        seen.extend([exiled[0]["card"], mine[0]["card"]])
        assert all("Saw It Coming" not in str(ev) for ev in observe(sc.game, 1)["log"])
        again = Game.from_json(sc.game.to_json(), real_db)  # saved exactly
        assert [foretold_turn(again.state.objects[c]) for c in again.state.exile] == [1]
        assert [foretold_turn(o) for o in (sc.game.copy().state.objects[c]
                                           for c in sc.state.exile)] == [1]

    s.check(1, Step.POSTCOMBAT_MAIN, look)

    def guess(sc: Scenario) -> None:  # B's priority in B's upkeep: B imagines the card
        g = sc.game.copy()
        g.resume()
        assert g.pending is not None and g.pending.player == 1
        imagined = determinize(g, 1, random.Random(2), Knowledge(pool=("Island",)))
        seen.append(imagined.state.objects[imagined.state.exile[0]].card.name)

    s.check(2, Step.UPKEEP, guess)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Saw It Coming", targets=["Grizzly Bears"],
                 responding_to="Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    # face down to B, its owner may look (702.143a); B's imagined game deals it a card
    assert seen == ["", "Saw It Coming", "Island"]
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Saw It Coming", 1)
    s.assert_exile_count("Saw It Coming", 0)


def test_702_143a_foretell_only_during_your_turn(real_db: CardDatabase) -> None:
    """The special action is A's only during A's turn: in B's turn 2 it isn't offered."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Saw It Coming")
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_playable("A", "Foretell"))
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_playable("A", "Foretell", False))
    s.stop_at(2, Step.END_TURN)
    s.execute()
