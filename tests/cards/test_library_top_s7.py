"""401.5: the top card of a library revealed ("Play with the top card of your library
revealed.", "Players play with ...") or looked at ("You may look at the top card of your
library any time.") is shown by name in observe() (`library_top`), never by id (400.2);
played from real cards of the shared MTGJSON file (skipped without it)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.statics import _static
from mtg_engine.observe import observe
from mtg_engine.testing import Scenario, Step, Zone


def test_401_5_readings() -> None:
    assert _static("You may look at the top card of your library any time.") == {
        "look_at_top": {"whose": "you"}}
    assert _static("Players play with the top card of their libraries revealed.") == {
        "reveal_top": {"whose": "any"}}


def _game(real_db: CardDatabase, permanent: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", permanent)
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Shock")  # A's top card
    s.add_card(Zone.LIBRARY, "B", "Hill Giant")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    return s


def test_401_5_sphinx_of_jwar_isle_only_its_controller_looks(real_db: CardDatabase) -> None:
    """Sphinx of Jwar Isle (A's): "You may look at the top card of your library any time."
    A sees its top card, Shock, by name; B and a spectator don't; nobody sees B's."""
    assert real_db.compiled("Sphinx of Jwar Isle").supported
    s = _game(real_db, "Sphinx of Jwar Isle")
    a, b, spectator = observe(s.game, 0), observe(s.game, 1), observe(s.game, None)
    assert a["players"][0]["library_top"] == "Shock"
    assert "library_top" not in b["players"][0] and "library_top" not in spectator["players"][0]
    assert all("library_top" not in v["players"][1] for v in (a, b, spectator))
    assert a["players"][0]["library"] == [0] * len(s.game.state.players[0].library)


def test_401_5_701_14c_field_of_dreams_reveals_every_top(real_db: CardDatabase) -> None:
    """Field of Dreams: "Players play with the top card of their libraries revealed." Both
    players and a spectator see Shock on top of A's library and Hill Giant on B's."""
    assert real_db.compiled("Field of Dreams").supported
    s = _game(real_db, "Field of Dreams")
    for viewer in (0, 1, None):
        view = observe(s.game, viewer)
        assert [p.get("library_top") for p in view["players"]] == ["Shock", "Hill Giant"]
