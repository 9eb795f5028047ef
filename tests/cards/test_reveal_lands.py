"""614.12: "As ~ enters the battlefield, you may reveal a <type> card from your hand. If you
don't, ~ enters the battlefield tapped." read from Oracle text and played with real cards
(skipped without the shared MTGJSON file)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


def _play(db: CardDatabase, hand: list[str], *answers: str) -> Scenario:
    _compiled(db, "Choked Estuary")
    s = Scenario(cards=db)
    s.add_card(Zone.HAND, "A", "Choked Estuary")
    for name in hand:
        s.add_card(Zone.HAND, "A", name)
    for a in answers:
        s.set_choice("A", a)
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Choked Estuary")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_614_12_choked_estuary_enters_untapped_revealing_an_island(real_db: CardDatabase) -> None:
    """With an Island in hand, A reveals it ("yes", the default of a "you may" too): Choked
    Estuary enters untapped and the Island is revealed (logged) and stays in hand."""
    s = _play(real_db, ["Island"], "yes")
    s.assert_tapped("Choked Estuary", False)
    assert [e[3] for e in s.state.log if e[0] == "reveal"] == ["Island"]
    assert len(s.state.players[0].hand) == 1


def test_614_12_no_island_or_swamp_it_enters_tapped(real_db: CardDatabase) -> None:
    """With only a Mountain in hand there is nothing to reveal: it enters tapped."""
    s = _play(real_db, ["Mountain"])
    s.assert_tapped("Choked Estuary", True)
    assert not [e for e in s.state.log if e[0] == "reveal"]


def test_614_12_declining_to_reveal_it_enters_tapped(real_db: CardDatabase) -> None:
    """With a Swamp in hand, A may decline ("no"): it enters tapped."""
    s = _play(real_db, ["Swamp"], "no")
    s.assert_tapped("Choked Estuary", True)


def test_614_12_bad_reveal_choice_is_refused_clearly() -> None:
    """A reveal choice whose filter isn't a canonical JSON card filter is a load error."""
    import pytest

    from mtg_engine.cards.dsl import CardFileError
    from mtg_engine.cards.dsl_cards import parse_card

    def land(choice: str) -> dict[str, object]:
        return {"name": "Test Land", "type": "Land", "replacements": [
            {"event": "enters", "instead": "choose", "choice": choice}]}

    parse_card(land('reveal:{"subtypes":["Elf"]}'))
    for bad in ("reveal:Elf", 'reveal:{"colour":["G"]}', 'reveal:{"subtypes": ["Elf"]}'):
        with pytest.raises(CardFileError, match="choice"):
            parse_card(land(bad))


def _temple(db: CardDatabase, hand: list[str], board: list[str], *answers: str) -> Scenario:
    _compiled(db, "Temple of the Dragon Queen")
    s = Scenario(cards=db)
    s.add_card(Zone.HAND, "A", "Temple of the Dragon Queen")
    for name in hand:
        s.add_card(Zone.HAND, "A", name)
    for name in board:
        s.add_card(Zone.BATTLEFIELD, "A", name)
    for a in answers:
        s.set_choice("A", a)
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Temple of the Dragon Queen")
    s.set_choice("A", "Red")  # 614.12a: its color, chosen as it enters
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_614_1c_temple_of_the_dragon_queen_reveals_a_dragon(real_db: CardDatabase) -> None:
    """614.12: with Shivan Dragon in hand, A reveals it: Temple of the Dragon Queen enters
    untapped."""
    s = _temple(real_db, ["Shivan Dragon"], [], "yes")
    s.assert_tapped("Temple of the Dragon Queen", False)
    assert [e[3] for e in s.state.log if e[0] == "reveal"] == ["Shivan Dragon"]


def test_614_1c_temple_of_the_dragon_queen_without_a_dragon_enters_tapped(
        real_db: CardDatabase) -> None:
    """No Dragon in hand nor on the battlefield: it enters tapped."""
    s = _temple(real_db, ["Mountain"], [], "no")
    s.assert_tapped("Temple of the Dragon Queen", True)


def test_614_1c_temple_of_the_dragon_queen_controlling_a_dragon(real_db: CardDatabase) -> None:
    """614.1c "unless ... you control a Dragon": with Shivan Dragon on the battlefield and no
    Dragon in hand, it enters untapped and nothing is revealed."""
    s = _temple(real_db, [], ["Shivan Dragon"])
    s.assert_tapped("Temple of the Dragon Queen", False)
    assert not [e for e in s.state.log if e[0] == "reveal"]
