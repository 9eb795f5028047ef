"""614.1a, 701.8: Nephalia Academy ("If a spell or ability an opponent controls causes you to
discard a card, you may reveal that card and put it on top of your library instead of
putting it anywhere else."), with real cards of the MTGJSON database (skipped without
../shared)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _mind_rot(real_db: CardDatabase, answers: tuple[str, ...], own: bool = False) -> Scenario:
    assert real_db.compiled("Nephalia Academy").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nephalia Academy")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    caster = "A" if own else "B"
    s.add_card(Zone.BATTLEFIELD, caster, "Swamp", 3)
    s.add_card(Zone.HAND, caster, "Mind Rot")
    for a in answers:
        s.set_choice("A", a)
    s.cast_spell(1 if own else 2, Step.PRECOMBAT_MAIN, caster, "Mind Rot", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    return s


def test_614_1a_nephalia_academy_puts_discarded_cards_on_top(real_db: CardDatabase) -> None:
    """B's Mind Rot makes A discard Grizzly Bears and Lightning Bolt; A applies Nephalia
    Academy to both ("yes" each): both go on top of A's library (22 cards), none to the
    graveyard."""
    s = _mind_rot(real_db, ("yes", "yes"))
    s.assert_graveyard_count("A", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Lightning Bolt", 0)
    s.assert_library_count("A", 22)
    top = {s.game.state.objects[c].card.name for c in s.game.state.players[0].library[-2:]}
    assert top == {"Grizzly Bears", "Lightning Bolt"}


def test_614_1a_nephalia_academy_is_optional(real_db: CardDatabase) -> None:
    """614.1a "you may": A declines for one card ("no", its 616.1 choice answered "none")
    and applies it to the other: one card in the graveyard, one on top (21 cards)."""
    s = _mind_rot(real_db, ("no", "yes"))
    assert len(s.game.state.players[0].graveyard) == 1
    s.assert_library_count("A", 21)


def test_614_1a_nephalia_academy_ignores_your_own_spell(real_db: CardDatabase) -> None:
    """A's own Mind Rot on A: not an opponent's spell, both cards go to the graveyard."""
    s = _mind_rot(real_db, (), own=True)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
