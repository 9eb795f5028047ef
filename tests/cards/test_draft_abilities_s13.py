"""905.2: abilities that function during a draft do nothing in a game (the engine's games are
played without one): "Draft ~ face up.", "As you draft a card, ...", "During the draft, ..."
are kept as `draft_ability` statics (cards/oracle/draft_abilities.py); an ability that uses
in the game what was noted during the draft (905.2b) is refused."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle import draft_abilities
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled


def test_905_2_draft_paragraphs_read_and_said_back() -> None:
    for para in ("Draft ~ face up.",
                 "As you draft a card, you may draft an additional card from that booster "
                 "pack. If you do, put ~ into that booster pack.",
                 "During the draft, you may turn ~ face down. If you do, look at the next card "
                 "drafted by a player of your choice."):
        st = draft_abilities.lower(para)
        assert st == {"draft_ability": {"text": para}}
        assert draft_abilities.render(st["draft_ability"]) == para
    # what was noted is used in the game (905.2b): not a draft-only ability
    assert draft_abilities.lower("Other creatures you control of a type you noted for cards "
                                 "named ~ get +1/+1.") is None
    assert draft_abilities.lower("Reveal ~ as you draft it and note the player who passed it "
                                 "to you.") is not None  # (noting is done during the draft)


def test_905_2_cogwork_librarian_is_a_plain_creature_in_a_game(real_db: CardDatabase) -> None:
    """Cogwork Librarian (3/3; "Draft ~ face up." and an "As you draft a card" ability): in a
    game it is an artifact creature with no other abilities: it attacks for 3 (B to 17)."""
    assert_compiled(real_db, "Cogwork Librarian")
    card = real_db.get("Cogwork Librarian")
    assert [st.kind for st in card.statics] == ["draft_ability", "draft_ability"]
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cogwork Librarian")
    s.attack(1, "A", "Cogwork Librarian")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 17)
