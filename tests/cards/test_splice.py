"""Splice (702.47, rules/splice.py) with real cards of the MTGJSON database (skipped without
../shared): Glacial Ray, Kodama's Might, Evermind and Desperate Ritual spliced onto Arcane
spells."""

from __future__ import annotations

import pytest

from mtg_engine.actions import CastSpell, PassPriority
from mtg_engine.cards.database import CardDatabase
from mtg_engine.game import Game
from mtg_engine.rules.casting import IllegalActionError
from mtg_engine.testing import Scenario, Step, Zone


def _supported(db: CardDatabase, *names: str) -> None:
    for n in names:
        res = db.compiled(n)
        assert res.supported, (n, res.reasons)


def test_702_47a_glacial_ray_spliced_onto_lava_spike(real_db: CardDatabase) -> None:
    """702.47a: Lava Spike ({R}: 3 damage to target player) cast with Glacial Ray ({1}{R}
    splice: 2 damage to any target) revealed and spliced: three Mountains are tapped ({R} +
    {1}{R}), B goes to 17, B's Grizzly Bears (2/2) dies, and Glacial Ray stays in A's hand;
    Lava Spike goes to the graveyard."""
    _supported(real_db, "Lava Spike", "Glacial Ray")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Lava Spike")
    s.add_card(Zone.HAND, "A", "Glacial Ray")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lava Spike", targets=["B", "Grizzly Bears"])
    s.set_choice("A", "Glacial Ray")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_hand_count("A", 1, "Glacial Ray")
    s.assert_graveyard_count("A", "Lava Spike", 1)
    st = s.game.state
    assert sum(1 for o in st.battlefield if st.objects[o].tapped) == 3
    assert [e[2] for e in st.log if e[0] == "reveal"] == ["Glacial Ray"]


def test_702_47a_unanswered_nothing_is_spliced(real_db: CardDatabase) -> None:
    """702.47a: splicing is optional; unanswered, Lava Spike alone: B at 17, one Mountain
    tapped, the Bears alive."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Lava Spike")
    s.add_card(Zone.HAND, "A", "Glacial Ray")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lava Spike", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    st = s.game.state
    assert sum(1 for o in st.battlefield if st.objects[o].tapped) == 1


def test_702_47c_spliced_text_keeps_the_main_spells_characteristics(
        real_db: CardDatabase) -> None:
    """702.47c (the rule's example): Glacial Ray spliced onto Reach Through Mists (a blue
    spell: "Draw a card.") can target Paladin en-Vec (2/2, protection from black and from
    red): the spell is still blue, Reach Through Mists deals the damage; the Paladin dies and
    A draws one card (hand: Glacial Ray and the card drawn)."""
    _supported(real_db, "Reach Through Mists", "Paladin en-Vec")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Reach Through Mists")
    s.add_card(Zone.HAND, "A", "Glacial Ray")
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Paladin en-Vec")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Reach Through Mists",
                 targets=["Paladin en-Vec"])
    s.set_choice("A", "Glacial Ray")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Paladin en-Vec", 1)
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Forest")
    damage = [e for e in s.game.state.log if e[0] == "damage"]
    assert len(damage) == 1 and damage[0][3] == 2
    assert s.game.state.log[[e[0] for e in s.game.state.log].index("resolve")][2] \
        == "Reach Through Mists"


def test_702_47b_two_cards_spliced_main_effect_first(real_db: CardDatabase) -> None:
    """702.47b: Desperate Ritual ({1}{R}: add {R}{R}{R}) with another Desperate Ritual and
    Evermind (no mana cost, can't be cast; splice {1}{U}: draw a card) spliced: the total cost
    is {1}{R} + {1}{R} + {1}{U} = 6 mana (six lands tapped); the main spell's effect and the
    spliced Ritual's add six {R} in all, then A draws a card: A's hand keeps the Ritual and
    Evermind and gains the Forest, and the six red mana pay for Lava Axe ({4}{R}) and Lava
    Spike ({R}) with every land tapped: B at 20 - 5 - 3 = 12."""
    _supported(real_db, "Desperate Ritual", "Evermind")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Desperate Ritual", 2)
    s.add_card(Zone.HAND, "A", "Evermind")
    s.add_card(Zone.HAND, "A", "Lava Axe")
    s.add_card(Zone.HAND, "A", "Lava Spike")
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Desperate Ritual")
    s.set_choice("A", "Desperate Ritual")
    s.set_choice("A", "Evermind")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lava Axe", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lava Spike", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    st = s.game.state
    s.assert_life("B", 12)
    assert sum(1 for o in st.battlefield if st.objects[o].tapped) == 6
    s.assert_hand_count("A", 1, "Desperate Ritual")
    s.assert_hand_count("A", 1, "Evermind")
    s.assert_hand_count("A", 1, "Forest")
    s.assert_graveyard_count("A", "Desperate Ritual", 1)


def _spliced_cast(real_db: CardDatabase) -> tuple[Scenario, int, int, int]:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Lava Spike")
    s.add_card(Zone.HAND, "A", "Glacial Ray")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.game.resume()
    st = s.game.state
    hand = st.players[0].hand
    spike = next(c for c in hand if st.objects[c].card.name == "Lava Spike")
    ray = next(c for c in hand if st.objects[c].card.name == "Glacial Ray")
    bears = next(o for o in st.battlefield if st.objects[o].card.name == "Grizzly Bears")
    return s, spike, ray, bears


def test_702_47b_a_card_is_spliced_once_and_only_onto_its_quality(
        real_db: CardDatabase) -> None:
    """702.47a-b: Glacial Ray can't be spliced twice onto one spell, nor onto itself, nor onto
    a spell that isn't Arcane (Lightning Bolt); legal_actions offers Lava Spike with Glacial
    Ray spliced (targets: B, then each legal target of the Ray: 3 of them) and without."""
    _supported(real_db, "Lava Spike", "Glacial Ray")
    s, spike, ray, bears = _spliced_cast(real_db)
    g = s.game
    spliced = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.spliced]
    assert {(a.card, a.spliced) for a in spliced} == {(spike, (ray,))}
    assert len([a for a in spliced if a.targets[0] == -2]) == 3
    for bad in (CastSpell(spike, (-2, -2, bears), spliced=(ray, ray)),
                CastSpell(ray, (bears, bears), spliced=(ray,))):
        with pytest.raises(IllegalActionError):
            g.apply(bad)
    assert len(g.state.stack) == 0


def test_702_47d_spliced_target_illegal_spell_does_not_resolve(real_db: CardDatabase) -> None:
    """702.47d, 608.2b: Reach Through Mists (no target of its own) with Glacial Ray spliced
    targets Grizzly Bears; B kills the Bears in response with Lightning Bolt: every target of
    the spell is illegal, so it doesn't resolve: A draws nothing (hand: Glacial Ray only)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Reach Through Mists")
    s.add_card(Zone.HAND, "A", "Glacial Ray")
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Reach Through Mists", targets=["Grizzly Bears"])
    s.set_choice("A", "Glacial Ray")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"],
                 responding_to="Reach Through Mists")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_hand_count("A", 1, "Glacial Ray")
    s.assert_graveyard_count("A", "Reach Through Mists", 1)
    assert any(e[0] == "fizzle" for e in s.game.state.log)


def test_702_47e_splice_survives_a_save_and_ends_with_the_spell(
        real_db: CardDatabase) -> None:
    """702.47a, 702.47e: with Lava Spike + Glacial Ray on the stack, the game saved and loaded
    (to_json / from_json) and copied resolves the same (B 17, the Bears dead); afterwards A
    casts Glacial Ray itself from the hand at B (B 15): a card spliced stays in the hand and
    can be cast."""
    s, spike, ray, bears = _spliced_cast(real_db)
    g = s.game
    g.apply(CastSpell(spike, (-2, bears), spliced=(ray,)))
    for h in (Game.from_json(g.to_json(), real_db), g.copy()):
        while h.state.stack:
            h.apply(PassPriority())
        assert h.state.players[1].life == 17
        assert not any(h.state.objects[o].card.name == "Grizzly Bears"
                       for o in h.state.battlefield)
        assert ray in h.state.players[0].hand
    s2 = Scenario(cards=real_db)
    s2.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s2.add_card(Zone.HAND, "A", "Lava Spike")
    s2.add_card(Zone.HAND, "A", "Glacial Ray")
    s2.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lava Spike", targets=["B", "B"])
    s2.set_choice("A", "Glacial Ray")
    s2.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Glacial Ray", targets=["B"])
    s2.stop_at(1, Step.END_TURN)
    s2.execute()
    s2.assert_life("B", 13)
    s2.assert_graveyard_count("A", "Glacial Ray", 1)
