"""The copy verbs compiled from Oracle text (cards/oracle/copy_verbs.py) and played with the
real cards (skipped without ../shared): copies of triggered and activated abilities (707.10,
Strionic Resonator, Lithoform Engine), copies of a permanent spell (707.10f: Lithoform Engine,
Myojin of Cryptic Dreams), and a permanent becoming a copy (707.4, 707.9a: Mirage Mirror,
Thespian's Stage)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.layers import characteristics
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def test_compiled_dsl_of_the_copy_verbs(real_db: CardDatabase) -> None:
    def dsl(name: str) -> dict:  # type: ignore[type-arg]
        got = real_db.compiled(name)
        assert got.supported, (name, [str(r) for r in got.reasons])
        assert got.dsl is not None
        return got.dsl

    mine = {"filter": {"controller": "you"}}
    ab = dsl("Strionic Resonator")["abilities"][0]
    assert ab["targets"] == [{"kind": "triggered_ability", **mine}]
    assert ab["effects"] == [{"copy_ability": {"what": "target", "new_targets": True}}]
    engine = dsl("Lithoform Engine")["abilities"]
    assert engine[0]["targets"] == [{"kind": "activated_or_triggered_ability", **mine}]
    assert engine[2]["targets"] == [{"kind": "permanent_spell", **mine}]
    assert engine[2]["effects"] == [{"copy_spell": {"what": "target"}}]
    assert dsl("Myojin of Cryptic Dreams")["abilities"][0]["effects"] == [
        {"copy_spell": {"what": "target", "count": 3}}]
    assert dsl("Mirage Mirror")["abilities"][0]["effects"] == [
        {"become_copy": {"what": "self", "of": "target", "until": "end_of_turn"}}]
    assert dsl("Thespian's Stage")["abilities"][1]["effects"] == [
        {"become_copy": {"what": "self", "of": "target", "with_this_ability": True}}]
    # "that creature becomes a copy of ~" (Permeating Mass): ~'s last known copiable values
    # once it has left the battlefield (608.2h, rules/become_copy._as_it_left; session 20)
    assert dsl("Permeating Mass")["triggers"][0]["effects"] == [
        {"become_copy": {"what": "remembered", "of": "self"}}]
    # other wordings stay refused: a source's type ("from an artifact source"), a chosen
    # (not targeted) creature, a group becoming a copy, "except it has this ability" of a
    # copy of another object
    for refused in ("Tawnos, Urza's Apprentice", "Cytoshape", "Mirrorweave",
                    "Unstable Shapeshifter"):
        assert not real_db.compiled(refused).supported, refused


def _resonator(real_db: CardDatabase) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Strionic Resonator")
    s.add_card(Zone.BATTLEFIELD, "A", "Soul Warden")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    return s


def test_707_10_strionic_resonator_copies_a_triggered_ability(real_db: CardDatabase) -> None:
    """707.10: A's Grizzly Bears enters; Soul Warden's "you gain 1 life" triggers; A copies
    the trigger with Strionic Resonator: A gains 1 twice (20 -> 22)."""
    s = _resonator(real_db)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}: Copy", targets=["Soul Warden"],
                       responding_to="Soul Warden")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 22)
    s.assert_tapped("Strionic Resonator")


def test_110_2_strionic_resonator_cant_copy_an_opponents_trigger(real_db: CardDatabase) -> None:
    """110.2: "target triggered ability you control": the Soul Warden trigger B controls is
    no legal target for A's Resonator (B gains 1: 21; A stays at 20)."""
    s2 = Scenario(cards=real_db)
    s2.add_card(Zone.BATTLEFIELD, "A", "Strionic Resonator")
    s2.add_card(Zone.BATTLEFIELD, "B", "Soul Warden")
    s2.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s2.add_card(Zone.HAND, "A", "Grizzly Bears")
    s2.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s2.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}: Copy", targets=["Soul Warden"],
                        responding_to="Soul Warden")
    s2.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Soul Warden"):
        s2.execute()
    s2.assert_life("B", 21)
    s2.assert_life("A", 20)


def test_707_10f_lithoform_engine_copies_a_permanent_spell(real_db: CardDatabase) -> None:
    """707.10f: A casts Grizzly Bears and copies it with Lithoform Engine's third ability: the
    copy resolves first and becomes a token Grizzly Bears; A has two 2/2 Bears, one a token."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lithoform Engine")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}, {T}: Copy",
                       targets=["Grizzly Bears"], responding_to="Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 2)
    tokens = [o for o in s.game.state.battlefield if s.game.state.objects[o].card.is_token]
    assert len(tokens) == 1
    s.assert_power_toughness("A", "Grizzly Bears#2", 2, 2)


def test_lithoform_engine_cant_copy_an_instant_with_its_permanent_ability(
        real_db: CardDatabase) -> None:
    """110.4b: an instant is no permanent spell: the {4} ability can't target Giant Growth."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lithoform Engine")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Grizzly Bears"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}, {T}: Copy",
                       targets=["Giant Growth"], responding_to="Giant Growth")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Giant Growth"):
        s.execute()


def test_707_4_mirage_mirror_becomes_a_copy_until_end_of_turn(real_db: CardDatabase) -> None:
    """707.4: Mirage Mirror becomes a copy of B's Serra Angel until end of turn (a 4/4 flyer
    named Serra Angel, A's); on B's turn it is Mirage Mirror again, a noncreature artifact."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mirage Mirror")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}:", targets=["Serra Angel"])
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: (
        sc.assert_permanent_count("A", "Serra Angel", 1),
        sc.assert_power_toughness("A", "Serra Angel", 4, 4),
        sc.assert_permanent_count("A", "Mirage Mirror", 0)))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Mirage Mirror", 1)
    s.assert_type("Mirage Mirror", "Creature", present=False)


def test_707_9a_thespians_stage_keeps_its_ability(real_db: CardDatabase) -> None:
    """707.9a: Thespian's Stage becomes a copy of B's Dryad Arbor (a 1/1 Forest creature
    land), except it has this ability: A controls a Dryad Arbor with "{2}, {T}: ... becomes a
    copy of target land, except it has this ability"; next turn it uses that ability again
    to become a copy of a Mountain (and keeps the ability: a third copy could follow)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thespian's Stage")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Dryad Arbor")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}:", targets=["Dryad Arbor"])
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: (
        sc.assert_permanent_count("A", "Dryad Arbor", 1),
        sc.assert_power_toughness("A", "Dryad Arbor", 1, 1),
        sc.assert_permanent_count("A", "Thespian's Stage", 0)))
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{2}, {T}:", source="Dryad Arbor",
                       targets=["Mountain"])
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Mountain", 1)
    s.assert_permanent_count("A", "Dryad Arbor", 0)
    s.assert_type("Mountain", "Creature", present=False)
    state = s.game.state
    mountain = next(o for o in state.battlefield if characteristics(state, o).controller == 0
                    and characteristics(state, o).name == "Mountain")
    texts = [a.text for a in characteristics(state, mountain).abilities]
    assert any("becomes a copy of target land" in t for t in texts), texts


def test_707_9a_artisan_of_forms_heroic_copy(real_db: CardDatabase) -> None:
    """707.4, 707.9a: A casts Giant Growth on Artisan of Forms; its heroic trigger makes it a
    copy of B's Serra Angel, except it has this ability: a 4/4 flying Serra Angel getting +3/+3
    (7/7, 707.4: the Growth still applies); the next turn it is a 4/4 Serra Angel that still
    has the heroic ability (a second Giant Growth makes it a copy of B's Hill Giant: 3/3 + 3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Artisan of Forms")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Giant Growth", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Artisan of Forms"])
    s.set_choice("A", "yes")
    s.add_target("A", "Serra Angel")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_power_toughness("A", "Serra Angel", 7, 7))
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Serra Angel"])
    s.set_choice("A", "yes")
    s.add_target("A", "Hill Giant")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_power_toughness("A", "Hill Giant", 6, 6)
    s.assert_permanent_count("A", "Serra Angel", 0)
