"""Paying with restricted mana abilities without activating them first (106.6, 601.2g-h,
605.3a; rules/restricted_sources.py): the payer taps "{T}: Add ... Spend this mana only to ..."
for a spell or ability its restriction allows, and never for another. Real cards of the shared
MTGJSON file (skipped without it), exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.actions import ActivateAbility, CastSpell, ChoiceDecision, Choose, PassPriority
from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.casting import IllegalActionError
from mtg_engine.state.objects import player_ref
from mtg_engine.testing import Scenario, Step, Zone

_CREATURE_ONLY = '{"cast":{"types":["Creature"]}}'
_ARTIFACT_ABILITIES = '{"activate":{"types":["Artifact"]}}'


def _main(db: CardDatabase, battlefield: list[str], hand: list[str]) -> Scenario:
    """A with `battlefield` (the restricted source first, compiled from its text) and `hand`,
    stopped at A's turn-1 precombat main phase, A to act."""
    restricted = battlefield[0]
    assert not db.is_builtin(restricted) and db.compiled(restricted).supported
    s = Scenario(cards=db)
    for name in battlefield:
        s.add_card(Zone.BATTLEFIELD, "A", name)
    for name in hand:
        s.add_card(Zone.HAND, "A", name)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.game.resume()
    return s


def _named(s: Scenario, name: str, player: int = 0) -> int:
    st = s.state
    return next(c for c in [*st.players[player].hand, *st.battlefield]
                if st.objects[c].card.name == name)


def test_106_6_ziggurat_is_tapped_to_cast_a_creature_spell(real_db: CardDatabase) -> None:
    """Ancient Ziggurat ("Spend this mana only to cast a creature spell") and a Mountain:
    Raging Goblin ({R}) is cast without tapping by hand first; the payer taps the Ziggurat
    (its mana can pay for less) and the Mountain stays untapped for Lightning Bolt, which
    then deals 3 damage to B (20 -> 17). Nothing is left in the pool."""
    s = _main(real_db, ["Ancient Ziggurat", "Mountain"], ["Raging Goblin", "Lightning Bolt"])
    g, st = s.game, s.state
    s.assert_playable("A", "Raging Goblin", True)
    g.apply(CastSpell(_named(s, "Raging Goblin")))
    s.assert_tapped("Ancient Ziggurat", True)
    s.assert_tapped("Mountain", False)
    assert st.players[0].restricted_mana == [] and st.players[0].mana_pool == [0] * 6
    g.apply(PassPriority())
    g.apply(PassPriority())
    s.assert_permanent_count("A", "Raging Goblin", 1)
    g.apply(CastSpell(_named(s, "Lightning Bolt"), targets=(player_ref(1),)))
    g.apply(PassPriority())
    g.apply(PassPriority())
    s.assert_life("B", 17)
    s.assert_tapped("Mountain", True)


def test_106_6_ziggurat_never_pays_for_an_instant(real_db: CardDatabase) -> None:
    """With only Ancient Ziggurat untapped, Lightning Bolt ({R}) is not playable and casting it
    is refused for want of mana: the Ziggurat stays untapped, B at 20."""
    s = _main(real_db, ["Ancient Ziggurat"], ["Lightning Bolt"])
    g = s.game
    s.assert_playable("A", "Lightning Bolt", False)
    with pytest.raises(IllegalActionError, match=r"not enough mana to pay \{R\}"):
        g.apply(CastSpell(_named(s, "Lightning Bolt"), targets=(player_ref(1),)))
    s.assert_tapped("Ancient Ziggurat", False)
    s.assert_life("B", 20)


def test_106_6_machinist_pays_an_artifact_ability_and_keeps_the_rest(
        real_db: CardDatabase) -> None:
    """Soldevi Machinist ({T}: Add {C}{C}, only for abilities of artifacts) is tapped to pay
    Mind Stone's "{1}, {T}, Sacrifice ~: Draw a card": one {C} is spent, the other stays in
    A's pool with its restriction (106.4); the Island is untapped and A draws a card."""
    s = _main(real_db, ["Soldevi Machinist", "Mind Stone", "Island"], [])
    g, st = s.game, s.state
    stone = _named(s, "Mind Stone")
    ability = next(i for i, ab in enumerate(st.objects[stone].card.abilities)
                   if ab.text.startswith("{1}"))
    hand = len(st.players[0].hand)
    g.apply(ActivateAbility(stone, ability))
    s.assert_tapped("Soldevi Machinist", True)
    s.assert_tapped("Island", False)
    assert st.players[0].restricted_mana == [("C", _ARTIFACT_ABILITIES)]
    assert st.players[0].mana_pool == [0] * 6
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert len(st.players[0].hand) == hand + 1


def test_106_6_machinist_mana_never_pays_for_a_spell(real_db: CardDatabase) -> None:
    """Soldevi Machinist and an Island: Divination ({2}{U}) would need the Machinist's {C}{C},
    which pays only for abilities of artifacts: not playable, and the Machinist stays untapped."""
    s = _main(real_db, ["Soldevi Machinist", "Island"], ["Divination"])
    s.assert_playable("A", "Divination", False)
    with pytest.raises(IllegalActionError, match="not enough mana"):
        s.game.apply(CastSpell(_named(s, "Divination")))
    s.assert_tapped("Soldevi Machinist", False)


def test_106_6_cavern_tapped_for_its_type_makes_the_spell_uncounterable(
        real_db: CardDatabase) -> None:
    """Cavern of Souls naming Elf, no other land: Llanowar Elves ({G}) is cast with the
    Cavern's coloured mana, tapped by the payer, so it can't be countered (101.2): B's
    Counterspell resolves and does nothing, the Elves enter. Young Wolf ({G}, a Wolf) is never
    playable: the Cavern's {C} can't pay {G}, its coloured mana only for an Elf."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Cavern of Souls")
    s.add_card(Zone.HAND, "A", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Young Wolf")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Counterspell")
    s.set_choice("A", "Elf")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Cavern of Souls")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.game.resume()
    g, st = s.game, s.state
    s.assert_playable("A", "Young Wolf", False)
    s.assert_playable("A", "Llanowar Elves", True)
    g.apply(CastSpell(_named(s, "Llanowar Elves")))
    s.assert_tapped("Cavern of Souls", True)
    spell = st.stack[-1]
    g.apply(PassPriority())
    g.apply(CastSpell(_named(s, "Counterspell", 1), targets=(spell,)))
    while st.stack:
        g.apply(PassPriority())
    s.assert_permanent_count("A", "Llanowar Elves", 1)
    s.assert_graveyard_count("B", "Counterspell", 1)


def test_106_6_karfell_harbinger_pays_for_opt_not_a_creature(real_db: CardDatabase) -> None:
    """Karfell Harbinger ("only to foretell a card from your hand or cast an instant or
    sorcery spell") alone pays for Opt ({U}) without being tapped by hand first: Opt resolves
    (A scries 1 and draws: 1 card in hand, Mistform Ultimus); Mistform Ultimus ({3}{U}, a
    creature) is never playable with it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Karfell Harbinger")
    s.add_card(Zone.HAND, "A", "Opt")
    s.add_card(Zone.HAND, "A", "Mistform Ultimus")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Opt")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Opt", 1)
    s.assert_tapped("Karfell Harbinger", True)
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Mistform Ultimus")
    assert s.state.players[0].restricted_mana == []


def test_106_1a_storage_land_adds_x_mana_of_two_colors_chosen(real_db: CardDatabase) -> None:
    """Calciform Pools with three storage counters ("{1}, Remove X storage counters from ~: Add
    X mana in any combination of {W} and/or {U}."), alone: X = 2, its {1} paid by tapping the
    Pools itself for {C} (605.3a); A chooses white, then blue, for the two mana (106.1a):
    {W}{U} in the pool, one counter left."""
    s = Scenario(cards=real_db)
    assert real_db.compiled("Calciform Pools").supported
    s.add_card(Zone.BATTLEFIELD, "A", "Calciform Pools", counters={"storage": 3})
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.game.resume()
    g, st = s.game, s.state
    pools = _named(s, "Calciform Pools")
    ability = next(i for i, ab in enumerate(st.objects[pools].card.abilities) if ab.mana_each)
    g.apply(ActivateAbility(pools, ability, x=2))
    s.assert_tapped("Calciform Pools", True)
    s.assert_counter_count("A", "Calciform Pools", "storage", 1)
    for color in (0, 1):  # W, then U (WUBRG order)
        d = st.pending
        assert isinstance(d, ChoiceDecision) and d.purpose == "choose_color"
        assert d.options == (0, 1)
        g.apply(Choose((color,)))
    assert st.players[0].mana_pool == [1, 1, 0, 0, 0, 0]


def test_106_6_automated_artificer_pays_for_an_artifact_not_a_sorcery(
        real_db: CardDatabase) -> None:
    """Automated Artificer ("{T}: Add {C}. Spend this mana only to activate an ability or cast
    an artifact spell."), a Wastes and an Island: Mind Stone ({2}) is cast with the Artificer's
    {C} and the Wastes (the Island stays untapped); Divination ({2}{U}) is not playable (the
    Artificer's mana can't pay for a sorcery, and two other lands aren't enough)."""
    s = _main(real_db, ["Automated Artificer", "Wastes", "Island"], ["Mind Stone", "Divination"])
    g = s.game
    s.assert_playable("A", "Divination", False)
    s.assert_playable("A", "Mind Stone", True)
    g.apply(CastSpell(_named(s, "Mind Stone")))
    s.assert_tapped("Automated Artificer", True)
    s.assert_tapped("Wastes", True)
    s.assert_tapped("Island", False)


def test_106_6_cormela_mana_casts_instants_and_sorceries_only(real_db: CardDatabase) -> None:
    """Cormela, Glamour Thief's "{1}, {T}: Add {U}{B}{R}. Spend this mana only to cast instant
    and/or sorcery spells." activated with a Wastes's {1}: {U}{B}{R} restricted in A's pool;
    Raging Goblin ({R}) isn't playable, Lightning Bolt ({R}) is, and casting it spends the {R}
    (two restricted mana left)."""
    s = _main(real_db, ["Cormela, Glamour Thief", "Wastes"], ["Raging Goblin", "Lightning Bolt"])
    g, st = s.game, s.state
    cormela = _named(s, "Cormela, Glamour Thief")
    ability = next(i for i, ab in enumerate(st.objects[cormela].card.abilities) if ab.spend_only)
    g.apply(ActivateAbility(cormela, ability))
    assert [m for m, _ in st.players[0].restricted_mana] == ["U", "B", "R"]
    s.assert_playable("A", "Raging Goblin", False)
    s.assert_playable("A", "Lightning Bolt", True)
    g.apply(CastSpell(_named(s, "Lightning Bolt"), targets=(player_ref(1),)))
    assert [m for m, _ in st.players[0].restricted_mana] == ["U", "B"]
