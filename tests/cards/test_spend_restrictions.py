"""Mana whose spending is restricted (106.6): "Spend this mana only to cast a creature spell"
read from Oracle text and played with real cards (skipped without the shared MTGJSON file)."""

from __future__ import annotations

from mtg_engine.actions import ActivateAbility, CastSpell, PassPriority
from mtg_engine.cards.database import CardDatabase
from mtg_engine.state.game_state import GameState
from mtg_engine.testing import Scenario, Step, Zone

_CREATURE_ONLY = '{"cast":{"types":["Creature"]}}'


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


def _ziggurat_main(db: CardDatabase, *hand: str) -> Scenario:
    """A with Ancient Ziggurat and `hand`, stopped at A's turn-1 precombat main phase."""
    _compiled(db, "Ancient Ziggurat")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ancient Ziggurat")
    for name in hand:
        s.add_card(Zone.HAND, "A", name)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.game.resume()  # (to A's priority in that step)
    return s


def _in_hand(state: GameState, name: str) -> int:
    return next(c for c in state.players[0].hand if state.objects[c].card.name == name)


def test_106_6_ziggurat_mana_casts_a_creature_spell_only(real_db: CardDatabase) -> None:
    """Ancient Ziggurat adds {R} marked "only to cast a creature spell": the red mana is in A's
    pool, but Lightning Bolt ({R}) can't be cast with it; Raging Goblin ({R}) can, and the
    restricted mana is spent (the pool is empty after)."""
    s = _ziggurat_main(real_db, "Lightning Bolt", "Raging Goblin")
    g, st = s.game, s.state
    zig = st.battlefield[0]
    g.apply(ActivateAbility(zig, 0, x=3))  # 605.3b: red (WUBRG index 3), no stack
    assert st.players[0].restricted_mana == [("R", _CREATURE_ONLY)]
    assert st.players[0].mana_pool == [0] * 6
    goblin = _in_hand(st, "Raging Goblin")
    s.assert_playable("A", "Lightning Bolt", False)
    s.assert_playable("A", "Raging Goblin", True)
    g.apply(CastSpell(goblin))
    assert st.players[0].restricted_mana == []
    assert [st.objects[o].card.name for o in st.stack] == ["Raging Goblin"]


def test_106_6_restricted_mana_empties_and_saves(real_db: CardDatabase) -> None:
    """The restricted mana survives a save and load exactly, and empties from the pool at
    the end of the step like any mana (500.4)."""
    s = _ziggurat_main(real_db, "Raging Goblin")
    g, st = s.game, s.state
    g.apply(ActivateAbility(st.battlefield[0], 0, x=4))  # green
    assert st.players[0].restricted_mana == [("G", _CREATURE_ONLY)]
    again = GameState.from_json(st.to_json(), real_db)
    assert again.players[0].restricted_mana == [("G", _CREATURE_ONLY)]
    assert again.to_json() == st.to_json()
    assert st.copy().players[0].restricted_mana == [("G", _CREATURE_ONLY)]
    step = st.step
    while st.step == step:
        g.apply(PassPriority())
    assert st.players[0].restricted_mana == []


def test_106_6_soldevi_machinist_pays_only_artifact_abilities(real_db: CardDatabase) -> None:
    """Soldevi Machinist's {C}{C} ("only to activate abilities of artifacts") pays Mind Stone's
    "{1}, {T}, Sacrifice ~: Draw a card" (A draws: 8 cards, then 7 with Mind Stone gone) but
    not Divination; with no other mana, Divination is never castable."""
    _compiled(real_db, "Soldevi Machinist")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Soldevi Machinist")
    s.add_card(Zone.BATTLEFIELD, "A", "Mind Stone")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Divination")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.game.resume()
    g, st = s.game, s.state
    s.assert_playable("A", "Divination", False)  # {2}{U} with one Island
    machinist = next(o for o in st.battlefield if st.objects[o].card.name == "Soldevi Machinist")
    g.apply(ActivateAbility(machinist, 0))
    assert st.players[0].restricted_mana == [("C", '{"activate":{"types":["Artifact"]}}')] * 2
    s.assert_playable("A", "Divination", False)  # the {C}{C} can't pay for a spell
    s.assert_playable("A", "{1}, {T}, Sacrifice", True)
    stone = next(o for o in st.battlefield if st.objects[o].card.name == "Mind Stone")
    hand = len(st.players[0].hand)
    ability = next(i for i, ab in enumerate(st.objects[stone].card.abilities)
                   if ab.text.startswith("{1}"))
    g.apply(ActivateAbility(stone, ability))
    assert st.players[0].restricted_mana == [("C", '{"activate":{"types":["Artifact"]}}')]
    assert st.players[0].mana_pool == [0] * 6  # the Island was not tapped
    s.assert_tapped("Island", False)
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert len(st.players[0].hand) == hand + 1


def test_106_6_pillar_of_origins_reads_the_chosen_type(real_db: CardDatabase) -> None:
    """Pillar of Origins enters with Goblin chosen (614.12a): its mana casts Raging Goblin but
    not Jackal Pup (a Jackal), though both cost {R}."""
    _compiled(real_db, "Pillar of Origins")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Pillar of Origins")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 2)
    s.add_card(Zone.HAND, "A", "Raging Goblin")
    s.add_card(Zone.HAND, "A", "Jackal Pup")
    s.set_choice("A", "Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pillar of Origins")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.game.resume()
    g, st = s.game, s.state
    pillar = next(o for o in st.battlefield if st.objects[o].card.name == "Pillar of Origins")
    g.apply(ActivateAbility(pillar, 0, x=3))
    assert st.players[0].restricted_mana == [("R", '{"cast":{"subtypes":["Goblin"],'
                                                    '"types":["Creature"]}}')]
    s.assert_playable("A", "Jackal Pup", False)
    s.assert_playable("A", "Raging Goblin", True)


def test_106_6_bad_spend_only_is_refused_clearly() -> None:
    """A `spend_only` the engine can't check is a load error naming the field; a good one is
    kept as canonical JSON."""
    import pytest

    from mtg_engine.cards.dsl import CardFileError
    from mtg_engine.cards.dsl_cards import parse_card

    def land(spend_only: object) -> dict[str, object]:
        return {"name": "Test Land", "type": "Land", "abilities": [
            {"cost": {"tap": True}, "mana": "{G}", "text": "{T}: Add {G}.",
             "spend_only": spend_only}]}

    card = parse_card(land({"cast": {"types": ["Creature"]}, "activate": {}}))
    assert card.abilities[0].spend_only == '{"activate":{},"cast":{"types":["Creature"]}}'
    for bad in ({}, {"pay": {}}, {"cast": {"power_le": 2}}, {"cast": {"colour": ["G"]}}, "x"):
        with pytest.raises(CardFileError, match="spend_only"):
            parse_card(land(bad))
