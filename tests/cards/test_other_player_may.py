"""608.2d: another player's choice ("Target opponent may exile a card from their graveyard. If
that player doesn't, ..."), and "if that player does" / "if the player can't" after an
instruction another player carries out (608.2c). Scenario tests with exact figures; the
player asked is checked by queueing the answer only for that player (the other one would
answer the default "yes")."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.dsl import CardFileError
from mtg_engine.cards.dsl_cards import parse_card
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


@pytest.mark.parametrize(("answer", "b_graveyard", "a_hand"), [
    ("no", 1, 1),   # B declines: A may draw, and does (the default yes)
    ("yes", 0, 0),  # B exiles the card from their graveyard: A draws nothing
])
def test_608_2d_gravestorm_the_target_opponent_chooses(real_db: CardDatabase, answer: str,
                                                      b_graveyard: int, a_hand: int) -> None:
    """Gravestorm: "At the beginning of your upkeep, target opponent may exile a card from
    their graveyard. If that player doesn't, you may draw a card." B is asked (608.2d)."""
    _compiled(real_db, "Gravestorm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gravestorm")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.set_choice("B", answer)
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", b_graveyard)
    s.assert_exile_count("Grizzly Bears", 1 - b_graveyard)
    s.assert_hand_count("A", a_hand)


def test_608_2d_gravestorm_a_yes_that_changes_nothing_is_not_done(real_db: CardDatabase) -> None:
    """B's graveyard is empty: B says yes, nothing is exiled, so B didn't (608.2c) and A draws."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gravestorm")
    s.set_choice("B", "yes")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_hand_count("A", 1)


@pytest.mark.parametrize(("creature", "life"), [("Grizzly Bears", 18), ("Hill Giant", 20)])
def test_608_2c_self_inflicted_wound_if_that_player_does(real_db: CardDatabase, creature: str,
                                                         life: int) -> None:
    """Self-Inflicted Wound: "Target opponent sacrifices a green or white creature. If that
    player does, they lose 2 life." A green creature: sacrificed, 18 life; only a red one:
    nothing sacrificed, 20."""
    _compiled(real_db, "Self-Inflicted Wound")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Self-Inflicted Wound")
    s.add_card(Zone.BATTLEFIELD, "B", creature)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Self-Inflicted Wound", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", life)
    s.assert_permanent_count("B", creature, 0 if life == 18 else 1)


@pytest.mark.parametrize(("b_creatures", "demon"), [(1, 1), (0, 0)])
def test_608_2c_woebringer_demon_if_the_player_cant(real_db: CardDatabase, b_creatures: int,
                                                    demon: int) -> None:
    """Woebringer Demon: "At the beginning of each upkeep, that player sacrifices a creature.
    If the player can't, sacrifice ~." On B's upkeep, B with a creature sacrifices it; B with
    none: A sacrifices the Demon. (A's upkeep first: A sacrifices the Hill Giant.)"""
    _compiled(real_db, "Woebringer Demon")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Woebringer Demon")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.set_choice("A", "Hill Giant")
    if b_creatures:
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Woebringer Demon", demon)
    s.assert_graveyard_count("B", "Grizzly Bears", b_creatures)


def test_608_2d_the_chooser_is_written_as_may() -> None:
    """The DSL: `may: target` (the player named chooses) round-trips through the record; a
    `may` naming no player reference is refused with its field."""
    card = parse_card({"name": "Test", "type": "Sorcery", "cost": "{1}", "spell": {
        "targets": [{"kind": "opponent"}],
        "effects": [{"exile_from_graveyard": {"count": 1, "who": "target", "may": "target"}},
                    {"draw": {"count": 1, "if": "did_not"}}]}})
    first = card.spell.effects[0]
    assert (first.optional, first.chooser) == (True, "target")
    assert first.to_dict()["exile_from_graveyard"]["may"] == "target"
    with pytest.raises(CardFileError, match="may"):
        parse_card({"name": "Test", "type": "Sorcery", "cost": "{1}", "spell": {
            "effects": [{"draw": {"count": 1, "may": "somebody"}}]}})


# ------------------------------------------------------------------ "any player may" (101.4)


@pytest.mark.parametrize(("a", "b", "a_life", "b_life", "a_hand"), [
    ("no", "yes", 20, 15, 0),   # A declines, then B takes the 5 damage: nothing drawn
    ("yes", "yes", 15, 20, 0),  # A, asked first (APNAP), takes it: B isn't asked
    ("no", "no", 20, 20, 3),    # no one does: the target player (A) draws three cards
])
def test_101_4_browbeat_any_player_in_apnap_order(real_db: CardDatabase, a: str, b: str,
                                                  a_life: int, b_life: int, a_hand: int) -> None:
    """Browbeat: "Any player may have ~ deal 5 damage to them. If no one does, target player
    draws three cards." Asked in APNAP order (101.4), the first yes takes the damage."""
    _compiled(real_db, "Browbeat")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Browbeat")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Browbeat", targets=["A"])
    s.set_choice("A", a)
    s.set_choice("B", b)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", a_life)
    s.assert_life("B", b_life)
    s.assert_hand_count("A", a_hand)


@pytest.mark.parametrize(("b_lands", "wurm_on_battlefield"), [(1, 0), (0, 1)])
def test_118_3_argothian_wurm_a_player_who_cant_sacrifice_isnt_asked(
        real_db: CardDatabase, b_lands: int, wurm_on_battlefield: int) -> None:
    """Argothian Wurm: "When ~ enters the battlefield, any player may sacrifice a land. If a
    player does, put ~ on top of its owner's library." A says no; B with a Forest says yes:
    the Forest is sacrificed and the Wurm goes on top of A's library. B with no land
    sacrifices nothing (118.3: not offered), so no player did and the Wurm stays."""
    _compiled(real_db, "Argothian Wurm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Argothian Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", b_lands)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Argothian Wurm")
    s.set_choice("A", "no")
    s.set_choice("B", "yes")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Argothian Wurm", wurm_on_battlefield)
    s.assert_library_count("A", 1 - wurm_on_battlefield, "Argothian Wurm")
    s.assert_permanent_count("A", "Forest", 4)
    s.assert_graveyard_count("B", "Forest", b_lands)


@pytest.mark.parametrize(("b", "b_life", "devil"), [("yes", 16, 0), ("no", 20, 1)])
def test_101_4_vexing_devil_any_opponent(real_db: CardDatabase, b: str, b_life: int,
                                         devil: int) -> None:
    """Vexing Devil: "When ~ enters the battlefield, any opponent may have it deal 4 damage
    to them. If a player does, sacrifice ~." Only B, the opponent, is asked."""
    _compiled(real_db, "Vexing Devil")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Vexing Devil")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Vexing Devil")
    s.set_choice("B", b)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", b_life)
    s.assert_permanent_count("A", "Vexing Devil", devil)


@pytest.mark.parametrize(("b", "b_life", "a_hand"), [("yes", 16, 0), ("no", 20, 3)])
def test_608_2d_risk_factor_the_target_opponent_chooses(real_db: CardDatabase, b: str,
                                                        b_life: int, a_hand: int) -> None:
    """Risk Factor: "Target opponent may have ~ deal 4 damage to them. If that player
    doesn't, you draw three cards." """
    _compiled(real_db, "Risk Factor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Risk Factor")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Risk Factor", targets=["B"])
    s.set_choice("B", b)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", b_life)
    s.assert_hand_count("A", a_hand)


# ------------------------------------------------------------------ 118.12a: "unless <player> ..."


@pytest.mark.parametrize(("b", "b_life", "b_hand"), [("yes", 20, 0), ("no", 15, 1)])
def test_118_12a_painful_quandary_unless_they_discard(real_db: CardDatabase, b: str,
                                                      b_life: int, b_hand: int) -> None:
    """Painful Quandary: "Whenever an opponent casts a spell, that player loses 5 life unless
    they discard a card." B casts Grizzly Bears with a Forest card left in hand: B chooses
    (608.2d) to discard it (20 life) or not (15 life, the card kept)."""
    _compiled(real_db, "Painful Quandary")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Painful Quandary")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Forest")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.set_choice("B", b)
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("B", b_life)
    s.assert_hand_count("B", b_hand + 1)  # (and the card B drew for the turn)


@pytest.mark.parametrize(("b", "b_life", "lands"), [("yes", 14, 1), ("no", 20, 0)])
def test_118_12a_lava_blister_its_controller_may_take_damage(real_db: CardDatabase, b: str,
                                                             b_life: int, lands: int) -> None:
    """Lava Blister: "Destroy target nonbasic land unless its controller has ~ deal 6 damage
    to them." B, the land's controller, chooses."""
    _compiled(real_db, "Lava Blister")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Lava Blister")
    s.add_card(Zone.BATTLEFIELD, "B", "Karplusan Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lava Blister", targets=["Karplusan Forest"])
    s.set_choice("B", b)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", b_life)
    s.assert_permanent_count("B", "Karplusan Forest", lands)


@pytest.mark.parametrize(("bears", "b", "b_life"), [(1, "yes", 20), (1, "no", 15), (0, "yes", 15)])
def test_118_12a_demanding_dragon_unless_that_player_sacrifices(
        real_db: CardDatabase, bears: int, b: str, b_life: int) -> None:
    """Demanding Dragon: "When ~ enters the battlefield, it deals 5 damage to target opponent
    unless that player sacrifices a creature." With no creature B can't sacrifice one (118.3,
    not offered): 5 damage whatever B would say."""
    _compiled(real_db, "Demanding Dragon")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Demanding Dragon")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", bears)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Demanding Dragon")
    s.add_target("A", "B")
    s.set_choice("B", b)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", b_life)
    s.assert_graveyard_count("B", "Grizzly Bears", bears if b == "yes" else 0)


@pytest.mark.parametrize(("b", "treasures", "b_tapped"), [("yes", 0, True), ("no", 1, False)])
def test_608_2d_smothering_tithe_that_player_may_pay(real_db: CardDatabase, b: str,
                                                     treasures: int, b_tapped: bool) -> None:
    """Smothering Tithe: "Whenever an opponent draws a card, that player may pay {2}. If the
    player doesn't, create a Treasure token." B draws for turn 2 with two Islands: B pays
    (both tapped, no Treasure) or declines (A creates a Treasure)."""
    _compiled(real_db, "Smothering Tithe")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Smothering Tithe")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.set_choice("B", b)
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Treasure Token", treasures)
    s.assert_tapped("Island", b_tapped)


@pytest.mark.parametrize(("a_graveyard", "b_life"), [(0, 20), (1, 18)])
def test_118_3_carrion_rats_a_player_who_cant_exile_isnt_asked(
        real_db: CardDatabase, a_graveyard: int, b_life: int) -> None:
    """Carrion Rats (2/1): "Whenever ~ attacks or blocks, any player may exile a card from
    their graveyard. If a player does, ~ assigns no combat damage this turn." A is asked
    first (APNAP). With an empty graveyard A isn't offered it (118.3), though A would say
    yes: B is asked and exiles the Hill Giant, so no damage. With a card, A and B both say
    no: 2 damage."""
    _compiled(real_db, "Carrion Rats")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Carrion Rats")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears", a_graveyard)
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.attack(1, "A", "Carrion Rats")
    if a_graveyard:
        s.set_choice("A", "no")
        s.set_choice("B", "no")
    else:
        s.set_choice("A", "yes")  # (not asked: it stays queued)
        s.set_choice("B", "yes")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", b_life)
    s.assert_graveyard_count("B", "Hill Giant", 0 if not a_graveyard else 1)
