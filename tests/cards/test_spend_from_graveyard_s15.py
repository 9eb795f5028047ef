"""106.6: mana spent only on spells cast from a graveyard: "Spend this mana only to cast
spells with flashback from a graveyard." (Altar of the Lost), "... to cast a spell from your
graveyard." (Lord of the Forsaken): rules/spend._from_graveyard reads where the card is cast
from (601.2a) and its flashback (702.34a). Real cards of the shared MTGJSON file (skipped
without it), exact figures."""

from __future__ import annotations

from mtg_engine.actions import ActivateAbility, CastSpell, PassPriority
from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _altar(real_db: CardDatabase) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Altar of the Lost")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.GRAVEYARD, "A", "Think Twice")
    s.add_card(Zone.HAND, "A", "Divination")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.game.resume()  # (to A's priority in that step)
    st = s.state
    altar = next(o for o in st.battlefield if st.objects[o].card.name == "Altar of the Lost")
    uu = next(i for i, ab in enumerate(st.objects[altar].card.abilities)
              if str(ab.mana) in ("{U}{U}", "('U', 'U')") or ab.mana == ("U", "U"))
    s.game.apply(ActivateAbility(altar, uu))
    return s


def test_106_6_altar_of_the_lost_pays_flashback_only(real_db: CardDatabase) -> None:
    """The Altar's {U}{U} can't pay for Divination ({2}{U}) from A's hand even with the Island;
    it pays Think Twice's flashback ({2}{U}) from the graveyard with the Island: A draws a
    card and Think Twice is exiled (702.34a)."""
    assert real_db.compiled("Altar of the Lost").supported
    s = _altar(real_db)
    s.assert_playable("A", "Divination", False)
    st = s.state
    think = next(c for c in st.players[0].graveyard if st.objects[c].card.name == "Think Twice")
    s.game.apply(CastSpell(think))
    assert st.players[0].restricted_mana == []
    while st.stack:
        s.game.apply(PassPriority())
    s.assert_hand_count("A", 2)  # Divination and the card drawn
    s.assert_exile_count("Think Twice", 1)


def test_106_6_lord_of_the_forsaken_from_your_graveyard(real_db: CardDatabase) -> None:
    """Lord of the Forsaken's "Pay 1 life: Add {C}. Spend this mana only to cast a spell from
    your graveyard.", activated three times (A at 17): the {C}{C}{C} can't pay for Bottle
    Gnomes ({3}) from A's hand; two of it and an Island pay Think Twice's flashback ({2}{U})
    from A's graveyard."""
    assert real_db.compiled("Lord of the Forsaken").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lord of the Forsaken")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Bottle Gnomes")
    s.add_card(Zone.GRAVEYARD, "A", "Think Twice")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.game.resume()
    st = s.state
    lord = next(o for o in st.battlefield if st.objects[o].card.name == "Lord of the Forsaken")
    for _ in range(3):
        s.game.apply(ActivateAbility(lord, 1))
    s.assert_life("A", 17)
    assert [m for m, _ in st.players[0].restricted_mana] == ["C", "C", "C"]
    s.assert_playable("A", "Bottle Gnomes", False)
    s.assert_playable("A", "Think Twice", True)
