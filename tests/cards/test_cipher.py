"""Cipher (702.99, rules/cipher.py): the spell card exiled encoded on a creature its controller
controls as it resolves (702.99a); while encoded (702.99c), the creature has "Whenever this
creature deals combat damage to a player, you may copy the encoded card and you may cast the
copy without paying its mana cost." (707.12). Real cards of the shared MTGJSON file (skipped
without it)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled

M = Step.PRECOMBAT_MAIN


def test_702_99_cipher_cards_compile(real_db: CardDatabase) -> None:
    assert_compiled(real_db, "Last Thoughts", "Hands of Binding", "Stolen Identity",
                    "Call of the Nightwing", "Midnight Recovery")


def _last_thoughts(db: CardDatabase, *answers: str, kill: bool = False) -> Scenario:
    """A casts Last Thoughts ({3}{U}: draw a card) on turn 1 and (with the answer "Grizzly
    Bears") encodes it on its Grizzly Bears, which attacks B on turn 3."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Last Thoughts")
    for a in answers:
        s.set_choice("A", a)
    s.cast_spell(1, M, "A", "Last Thoughts")
    if kill:
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
        s.add_card(Zone.HAND, "B", "Shock")
        s.cast_spell(2, M, "B", "Shock", targets=["Grizzly Bears"])
    else:
        s.attack(3, "A", "Grizzly Bears")
    s.stop_at(3, Step.END_TURN)
    return s


def test_702_99a_encoded_and_cast_again_on_combat_damage(real_db: CardDatabase) -> None:
    """Turn 1: Last Thoughts draws a card and is exiled encoded on Grizzly Bears (not put into
    the graveyard). Turn 3: the Bears deal 2 combat damage to B; the copy is cast and draws a
    card (hand: 1 from turn 1, the draw step's, the copy's); the copy doesn't stay anywhere
    (707.10a) and the card stays encoded."""
    s = _last_thoughts(real_db, "Grizzly Bears")
    s.execute()
    s.assert_life("B", 18)
    s.assert_hand_count("A", 3)
    s.assert_exile_count("Last Thoughts", 1, "A")
    s.assert_graveyard_count("A", "Last Thoughts", 0)


def test_702_99a_not_encoded_goes_to_the_graveyard(real_db: CardDatabase) -> None:
    """Choosing no creature: Last Thoughts is put into its owner's graveyard (608.2n) and the
    Bears' combat damage casts nothing (hand: turn 1's card and the draw step's)."""
    s = _last_thoughts(real_db, "no")
    s.execute()
    s.assert_graveyard_count("A", "Last Thoughts", 1)
    s.assert_exile_count("Last Thoughts", 0, "A")
    s.assert_hand_count("A", 2)
    s.assert_life("B", 18)


def test_702_99c_the_creature_leaving_ends_the_encoding(real_db: CardDatabase) -> None:
    """B Shocks the Bears on turn 2: the card stays in exile, encoded on nothing (702.99c);
    the effect giving the trigger is gone."""
    s = _last_thoughts(real_db, "Grizzly Bears", kill=True)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_exile_count("Last Thoughts", 1, "A")
    from mtg_engine.rules.layers import lapsed

    assert all(lapsed(s.state, e) or not any(a in s.state.battlefield for a in e.affected)
               for e in s.state.effects if e.until == "source_exiled")


def test_702_99a_a_copy_isnt_encoded(real_db: CardDatabase) -> None:
    """The copy cast on turn 3 resolves without being encoded again: one card in exile, and
    one cipher effect (not two)."""
    s = _last_thoughts(real_db, "Grizzly Bears")
    s.execute()
    assert sum(1 for e in s.state.effects if e.until == "source_exiled") == 1


def test_702_99a_encoded_state_survives_save_and_copy(real_db: CardDatabase) -> None:
    """The encoding (a continuous effect with its granted trigger) is kept exactly by
    game.copy() and by the JSON save."""
    from mtg_engine.game import Game

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Last Thoughts")
    s.set_choice("A", "Grizzly Bears")
    s.cast_spell(1, M, "A", "Last Thoughts")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    g = s.game
    saved = g.to_json()
    back = Game.from_json(saved, db=real_db)
    assert back.to_json() == saved
    assert g.copy().to_json() == saved
    from mtg_engine.rules.cipher import encoded_on
    from mtg_engine.rules.layers import card_of

    bears = next(o for o in back.state.battlefield
                 if back.state.objects[o].card.name == "Grizzly Bears")
    assert len(encoded_on(back.state, bears)) == 1
    assert any(t.text.startswith("Whenever this creature deals combat damage")
               for t in card_of(back.state, bears).triggers)
