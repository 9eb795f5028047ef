"""Refused XMage-tested cards of the exile family, made to play in session 23 (`xmagex`):
counters on cards in exile (122.1) and who exiled them (406.3), permissions to play cards from
exile (601.3, 305.1) with mana spent as though of any color (609.4b). Each is played the way
its per-card test would, with exact figures and the rule it cites, and with the case where the
rule must not apply."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.state.objects import Zone as ObjZone
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def _exiled_counters(s: Scenario, name: str) -> dict[str, int]:
    """The counters on the one card named `name` in exile (122.1)."""
    got = [o for o in s.game.state.objects.values()
           if o.zone is ObjZone.EXILE and o.card.name == name]
    assert len(got) == 1, (name, len(got))
    return {k: n for k, n in got[0].counters.items() if n}


# ------------------------------------------------------------------ Pako and Haldan
# 122.1, 406.3: "Whenever ~ attacks, exile the top card of each player's library and put a
# fetch counter on each of them. Put a +1/+1 counter on ~ for each noncreature card exiled this
# way." 601.3, 305.1, 609.4b: "You may play lands and cast noncreature spells from among cards
# you exiled that have fetch counters on them, and you may spend mana as though it were mana of
# any color to cast those spells."


def _pako(db: CardDatabase, a_top: str, b_top: str, *, haldan: bool = True) -> Scenario:
    _compiled(db, "Pako, Arcane Retriever", "Haldan, Avid Arcanist")
    s = Scenario(cards=db)
    if haldan:
        s.add_card(Zone.BATTLEFIELD, "A", "Haldan, Avid Arcanist")
    s.add_card(Zone.BATTLEFIELD, "A", "Pako, Arcane Retriever")
    s.add_card(Zone.LIBRARY, "A", a_top)
    s.add_card(Zone.LIBRARY, "B", b_top)
    return s


def test_122_1_pako_exiles_each_top_card_with_a_fetch_counter(real_db: CardDatabase) -> None:
    """Both top cards are creatures (Silvercoat Lion, Pillarfield Ox): each is exiled with one
    fetch counter, Pako gets no +1/+1 counter and deals 3 (B 17)."""
    s = _pako(real_db, "Silvercoat Lion", "Pillarfield Ox")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.attack(1, "A", "Pako, Arcane Retriever")
    # 601.3: a creature card is not a noncreature spell: Haldan doesn't let A cast the Lion
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "Silvercoat Lion", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 17)
    s.assert_exile_count("Silvercoat Lion", 1, player="A")
    s.assert_exile_count("Pillarfield Ox", 1, player="B")
    assert _exiled_counters(s, "Silvercoat Lion") == {"fetch": 1}
    assert _exiled_counters(s, "Pillarfield Ox") == {"fetch": 1}
    s.assert_counter_count("A", "Pako, Arcane Retriever", "+1/+1", 0)


def test_601_3_haldan_casts_exiled_noncreature_spells(real_db: CardDatabase) -> None:
    """Lightning Bolt (A's) and Call of the Conclave (B's, {G}{W}) are exiled: Pako gets two
    +1/+1 counters (5/5, B 15). After combat A casts both with Mountains only (609.4b: mana
    spent as though of any color): Bolt to B (12), a 3/3 Centaur for A; each spell goes to its
    owner's graveyard."""
    s = _pako(real_db, "Lightning Bolt", "Call of the Conclave")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.attack(1, "A", "Pako, Arcane Retriever")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Call of the Conclave")
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "Call of the Conclave"))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Pako, Arcane Retriever", 5, 5)
    s.assert_counter_count("A", "Pako, Arcane Retriever", "+1/+1", 2)
    s.assert_life("B", 12)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_graveyard_count("B", "Call of the Conclave", 1)
    s.assert_permanent_count("A", "Centaur Token", 1)


def test_305_1_haldan_plays_an_exiled_land(real_db: CardDatabase) -> None:
    """B's Forest exiled with a fetch counter: A plays it as the land of the turn (305.1,
    305.2) under A's control; Pako got a +1/+1 counter for it (a land is a noncreature card)."""
    s = _pako(real_db, "Silvercoat Lion", "Forest")
    s.attack(1, "A", "Pako, Arcane Retriever")
    s.play_land(1, Step.POSTCOMBAT_MAIN, "A", "Forest")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Forest", 1)
    s.assert_counter_count("A", "Pako, Arcane Retriever", "+1/+1", 1)
    s.assert_life("B", 16)


def test_601_3_without_haldan_the_exiled_cards_stay(real_db: CardDatabase) -> None:
    """Without Haldan, nothing lets A cast the exiled Lightning Bolt (601.3): the scheduled
    cast fails."""
    s = _pako(real_db, "Lightning Bolt", "Pillarfield Ox", haldan=False)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.attack(1, "A", "Pako, Arcane Retriever")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_exile_count("Lightning Bolt", 1, player="A")
    s.assert_life("B", 16)


def test_406_3_haldan_only_cards_you_exiled(real_db: CardDatabase) -> None:
    """406.3: B's Haldan doesn't let B cast the Bolt A's Pako exiled (B didn't exile it), nor
    does A's Haldan let A cast a fetch-counter card A didn't exile."""
    _compiled(real_db, "Pako, Arcane Retriever", "Haldan, Avid Arcanist")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Haldan, Avid Arcanist")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Pako, Arcane Retriever")
    s.add_card(Zone.LIBRARY, "A", "Lightning Bolt")
    s.add_card(Zone.LIBRARY, "B", "Shock")
    s.attack(1, "A", "Pako, Arcane Retriever")
    s.cast_spell(1, Step.END_TURN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.UPKEEP)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_life("A", 20)
    s.assert_exile_count("Lightning Bolt", 1, player="A")
    s.assert_exile_count("Shock", 1, player="B")
