"""The second thing a trigger event was about (603.2, 608.2h; rules/event_referents.py,
oracle/event_referents.py): "that player" of an event about a permanent (the controller it
entered under, the controller of the spell targeting it), and "it" / "that creature" of an
event about a player (the creature that dealt the combat damage). Scenario tests with exact
figures, each family with a case where the ability must not apply."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled


@pytest.mark.parametrize(("card", "caster", "a_life", "b_life"), [
    ("Blood Seeker", "B", 20, 19),  # an opponent's creature enters: that player (B) loses 1
    ("Suture Priest", "B", 20, 19),
    ("Blood Seeker", "A", 20, 20),  # A's own creature: no trigger
])
def test_603_2_that_player_the_creature_entered_under(
        real_db: CardDatabase, card: str, caster: str, a_life: int, b_life: int) -> None:
    """Blood Seeker: "Whenever a creature enters the battlefield under an opponent's control,
    you may have that player lose 1 life." The player is who it entered under (603.2)."""
    assert_compiled(real_db, card)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", card)
    s.add_card(Zone.BATTLEFIELD, caster, "Forest", 2)
    s.add_card(Zone.HAND, caster, "Grizzly Bears")
    turn = 1 if caster == "A" else 2
    s.cast_spell(turn, Step.PRECOMBAT_MAIN, caster, "Grizzly Bears")
    s.stop_at(turn, Step.END_TURN)
    s.execute()
    s.assert_permanent_count(caster, "Grizzly Bears", 1)
    s.assert_life("A", a_life)
    s.assert_life("B", b_life)


def test_603_2_polluted_bonds_the_land_player_loses_you_gain(real_db: CardDatabase) -> None:
    """Polluted Bonds: "Whenever a land enters the battlefield under an opponent's control,
    that player loses 2 life and you gain 2 life." B plays a land: B 18, A 22; A's own land
    triggers nothing."""
    assert_compiled(real_db, "Polluted Bonds")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Polluted Bonds")
    s.add_card(Zone.HAND, "A", "Swamp")
    s.add_card(Zone.HAND, "B", "Mountain")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Swamp")
    s.play_land(2, Step.PRECOMBAT_MAIN, "B", "Mountain")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 22)
    s.assert_life("B", 18)


@pytest.mark.parametrize(("card", "b_life", "a_life"), [
    ("Thunderbreak Regent", 17, 20),  # 3 damage to the opponent whose spell targeted it
    ("Ashenmoor Liege", 16, 20),  # that player loses 4 life
])
def test_603_2_that_player_controls_the_spell_targeting(
        real_db: CardDatabase, card: str, b_life: int, a_life: int) -> None:
    """Thunderbreak Regent: "Whenever a Dragon you control becomes the target of a spell or
    ability an opponent controls, ~ deals 3 damage to that player." B shocks it on B's turn:
    B, the spell's controller, is dealt 3 (Ashenmoor Liege: loses 4)."""
    assert_compiled(real_db, card)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", card)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=[card])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Shock", 1)
    s.assert_life("B", b_life)
    s.assert_life("A", a_life)


def test_603_2_own_spell_targeting_the_dragon_triggers_nothing(real_db: CardDatabase) -> None:
    """Thunderbreak Regent, targeted by its controller's own Giant Growth: no trigger."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thunderbreak Regent")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Thunderbreak Regent"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Thunderbreak Regent", 7, 7)
    s.assert_life("A", 20)
    s.assert_life("B", 20)


@pytest.mark.parametrize(("card", "bears", "own"), [
    # "put a +1/+1 counter on it": each creature that dealt combat damage to a player gets one
    ("Shaman of the Great Hunt", 1, 1),
    ("Cazur, Ruthless Stalker", 1, 1),
    # Necropolis Regent: "put that many +1/+1 counters on it" (the damage it dealt)
    ("Necropolis Regent", 2, 6),
])
def test_510_3a_counter_on_the_creature_that_dealt_combat_damage(
        real_db: CardDatabase, card: str, bears: int, own: int) -> None:
    """Shaman of the Great Hunt: "Whenever a creature you control deals combat damage to a
    player, put a +1/+1 counter on it." Bears (2) and the card itself attack unblocked: each
    gets its own counter(s), "it" being the creature that dealt the damage (603.2)."""
    assert_compiled(real_db, card)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", card)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", card)
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", bears)
    s.assert_counter_count("A", card, "+1/+1", own)


def test_510_3a_only_the_vampire_gets_the_counter(real_db: CardDatabase) -> None:
    """Rakish Heir: "Whenever a Vampire you control deals combat damage to a player, put a
    +1/+1 counter on it." The Heir (a Vampire) gets one; Grizzly Bears, no Vampire, none."""
    assert_compiled(real_db, "Rakish Heir")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rakish Heir")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", "Rakish Heir")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Rakish Heir", "+1/+1", 1)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 0)
    s.assert_life("B", 16)


def test_508_1m_calculating_lich_the_opponent_attacked_loses(real_db: CardDatabase) -> None:
    """Calculating Lich: "Whenever a creature attacks one of your opponents, that player loses
    1 life." Grizzly Bears attack B: B loses 1, then 2 combat damage (17)."""
    assert_compiled(real_db, "Calculating Lich")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Calculating Lich")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 20)


@pytest.mark.parametrize(("caster", "target", "b_lands"), [
    ("B", "A", 0),  # B's Shock deals damage to A: B (that player) sacrifices a permanent
    ("A", "A", 1),  # A's own Shock: not a source an opponent controls, nothing
])
def test_120_3_michiko_konda_the_sources_controller_sacrifices(
        real_db: CardDatabase, caster: str, target: str, b_lands: int) -> None:
    """Michiko Konda, Truth Seeker: "Whenever a source an opponent controls deals damage to
    you, that player sacrifices a permanent." B's only permanent is its Mountain (tapped for
    the Shock, or untapped when A casts it)."""
    assert_compiled(real_db, "Michiko Konda, Truth Seeker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Michiko Konda, Truth Seeker")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    if caster == "A":
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, caster, "Shock")
    turn = 1 if caster == "A" else 2
    s.cast_spell(turn, Step.PRECOMBAT_MAIN, caster, "Shock", targets=[target])
    s.stop_at(turn, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_permanent_count("B", "Mountain", b_lands)
    s.assert_permanent_count("A", "Michiko Konda, Truth Seeker", 1)


def test_608_2h_abattoir_ghoul_the_dead_creatures_toughness(real_db: CardDatabase) -> None:
    """Abattoir Ghoul (3/2 first strike): "Whenever a creature dealt damage by ~ this turn
    dies, you gain life equal to that creature's toughness." It kills the blocking Hill Giant
    (3/3) with first strike: A gains 3 (its toughness as it last existed, 608.2h)."""
    assert_compiled(real_db, "Abattoir Ghoul")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Abattoir Ghoul")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Abattoir Ghoul")
    s.block(1, "B", "Hill Giant", "Abattoir Ghoul")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Abattoir Ghoul", 1)
    s.assert_life("A", 23)


def test_603_2_self_or_another_enters_that_creature(real_db: CardDatabase) -> None:
    """Ambuscade Shaman (2/2): "Whenever ~ or another creature enters the battlefield under
    your control, that creature gets +2/+2 until end of turn." It enters: it gets +2/+2
    (4/4); Grizzly Bears enter: they get it (4/4), the Shaman not again."""
    assert_compiled(real_db, "Ambuscade Shaman")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Ambuscade Shaman")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ambuscade Shaman")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Ambuscade Shaman", 4, 4)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)


@pytest.mark.parametrize(("card", "life"), [
    ("Verdant Sun's Avatar", 25 + 2),  # itself (5/5) then Grizzly Bears (2): its toughness
    ("Archon of Redemption", 23),  # itself (3/4 flying): its power; the Bears have no flying
])
def test_603_2_self_or_another_enters_life_from_that_creature(
        real_db: CardDatabase, card: str, life: int) -> None:
    """Verdant Sun's Avatar: "... you gain life equal to that creature's toughness." Archon of
    Redemption: "... or another creature with flying ..., you may gain life equal to that
    creature's power.\""""
    assert_compiled(real_db, card)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 7)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", card)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", card)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_life("A", life)


@pytest.mark.parametrize(("attacker", "destroyed"), [
    ("Elite Vanguard", True),  # a Human (2/1) deals damage to A: destroy it
    ("Grizzly Bears", False),  # a Bear: no trigger
])
def test_603_2_mikaeus_destroys_the_human(real_db: CardDatabase, attacker: str,
                                         destroyed: bool) -> None:
    """Mikaeus, the Unhallowed: "Whenever a Human deals damage to you, destroy it.\""""
    assert_compiled(real_db, "Mikaeus, the Unhallowed")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mikaeus, the Unhallowed")
    s.add_card(Zone.BATTLEFIELD, "B", attacker)
    s.attack(2, "B", attacker)
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_graveyard_count("B", attacker, 1 if destroyed else 0)


def test_603_2_inventors_goggles_attach_to_the_artificer(real_db: CardDatabase) -> None:
    """Inventor's Goggles: "Whenever an Artificer enters the battlefield under your control,
    you may attach ~ to it." (equipped: +1/+2)."""
    assert_compiled(real_db, "Inventor's Goggles")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Inventor's Goggles")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Aether Inspector")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aether Inspector")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_attached("Inventor's Goggles", "Aether Inspector")
    s.assert_power_toughness("A", "Aether Inspector", 3, 5)  # 2/3 +1/+2
