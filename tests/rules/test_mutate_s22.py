"""Mutate (702.140) and merged permanents (723), session 22: scenario tests with exact
figures, each citing the rule it checks, with the cases where a rule must not apply."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

# (real_db: the session's one load of the shared AtomicCards file, tests/conftest.py)


def _mutate(real_db: CardDatabase, under: bool, target: str = "Grizzly Bears",
            card: str = "Vulpikeet") -> Scenario:
    """A casts `card` for its mutate cost onto `target` (A's), on top or under it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", target)
    s.add_card(Zone.HAND, "A", card)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", f"{card} using mutate", targets=[target])
    s.set_choice("A", "yes" if under else "no")
    return s


def test_702_140c_723_2a_on_top_characteristics_of_the_top_card(real_db: CardDatabase) -> None:
    """702.140c, 723.2a, 702.140e: Vulpikeet (2/3 flier) put on top of Grizzly Bears: one
    permanent named Vulpikeet, 2/3, flying; its mutate trigger (702.140d) puts a +1/+1
    counter on it: 3/4. No Grizzly Bears on the battlefield, nothing in the graveyard."""
    s = _mutate(real_db, under=False)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Vulpikeet", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_power_toughness("A", "Vulpikeet", 3, 4)
    s.assert_counter_count("A", "Vulpikeet", "+1/+1", 1)
    s.assert_abilities("A", "Vulpikeet", ["Flying"])
    s.assert_subtype("Vulpikeet", "Fox")
    s.assert_subtype("Vulpikeet", "Bear", present=False)
    s.assert_graveyard_count("A", None, 0)
    s.assert_hand_count("A", 0)
    s.assert_battlefield_count("A", 4)


def test_702_140c_723_2a_under_keeps_the_creature_and_gains_abilities(
        real_db: CardDatabase) -> None:
    """702.140c, 702.140e: Vulpikeet put under Grizzly Bears: Grizzly Bears 2/2 with flying
    (Vulpikeet's ability) and Vulpikeet's trigger: a +1/+1 counter, 3/3."""
    s = _mutate(real_db, under=True)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Vulpikeet", 0)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_abilities("A", "Grizzly Bears", ["Flying"])
    s.assert_color("Grizzly Bears", ["Green"])


def test_702_140b_illegal_target_resolves_as_a_creature_spell(real_db: CardDatabase) -> None:
    """702.140b, 608.3c: the target is destroyed in response: Vulpikeet isn't countered, it
    enters as a creature (2/3), and it hasn't mutated (702.140d: no counter)."""
    s = _mutate(real_db, under=False)
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["Grizzly Bears"],
                 responding_to="Vulpikeet")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Vulpikeet", 1)
    s.assert_power_toughness("A", "Vulpikeet", 2, 3)
    s.assert_counter_count("A", "Vulpikeet", "+1/+1", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_723_3_merged_permanent_dies_every_card_goes(real_db: CardDatabase) -> None:
    """723.3: the merged permanent is destroyed: one permanent leaves, and both cards are
    put into the graveyard."""
    s = _mutate(real_db, under=False)
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Murder", targets=["Vulpikeet"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Vulpikeet", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_battlefield_count("A", 3)


def test_702_140a_target_must_be_non_human(real_db: CardDatabase) -> None:
    """702.140a: "target non-Human creature": Elite Vanguard (a Human Soldier) can't be the
    target; the cast is refused."""
    s = _mutate(real_db, under=False, target="Elite Vanguard")
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError):
        s.execute()


def test_702_140a_target_must_have_the_same_owner(real_db: CardDatabase) -> None:
    """702.140a: "with the same owner as this spell": B's Grizzly Bears can't be the target
    of A's mutating spell."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Vulpikeet")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Vulpikeet using mutate", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError):
        s.execute()


def test_723_2b_no_summoning_sickness_if_the_target_had_none(real_db: CardDatabase) -> None:
    """723.2b-c, 302.6: the merged permanent is the same object, under A's control since
    the game began: it attacks the turn it mutated (Vulpikeet on top: 3/4 flier hits for 3)."""
    s = _mutate(real_db, under=False)
    s.attack(1, "A", "Vulpikeet")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)


def test_302_6_a_creature_spell_cast_normally_is_summoning_sick(real_db: CardDatabase) -> None:
    """The rule must not apply: Vulpikeet cast for its mana cost enters as a new object and
    can't attack that turn (302.6); the attack is never made."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Vulpikeet")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Vulpikeet")
    s.attack(1, "A", "Vulpikeet")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_life("B", 20)


def test_723_2b_merging_is_not_entering_the_battlefield(real_db: CardDatabase) -> None:
    """723.2b: the merged permanent isn't considered to have just entered the battlefield:
    Soul Warden ("Whenever another creature enters the battlefield, you gain 1 life") doesn't
    trigger (A stays at 20) ..."""
    s = _mutate(real_db, under=False)
    s.add_card(Zone.BATTLEFIELD, "A", "Soul Warden")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 20)


def test_702_140b_an_illegal_target_enters_and_triggers_soul_warden(
        real_db: CardDatabase) -> None:
    """... but a mutating spell whose target is gone enters the battlefield (702.140b): Soul
    Warden triggers, A at 21."""
    s = _mutate(real_db, under=False)
    s.add_card(Zone.BATTLEFIELD, "A", "Soul Warden")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 1)
    s.add_card(Zone.HAND, "B", "Unsummon")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Unsummon", targets=["Grizzly Bears"],
                 responding_to="Vulpikeet")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 21)
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_power_toughness("A", "Vulpikeet", 2, 3)


def test_723_2c_counters_damage_and_tapped_status_are_kept(real_db: CardDatabase) -> None:
    """723.2c: the same object: Grizzly Bears with two +1/+1 counters, tapped by Lead Astray,
    then Vulpikeet on top: Vulpikeet 2/3 + 2 counters + its mutate counter = 5/6, still
    tapped."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 2})
    s.add_card(Zone.HAND, "A", "Lead Astray")
    s.add_card(Zone.HAND, "A", "Vulpikeet")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lead Astray", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Vulpikeet using mutate",
                 targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_tapped("Vulpikeet")
    s.assert_counter_count("A", "Vulpikeet", "+1/+1", 3)
    s.assert_power_toughness("A", "Vulpikeet", 5, 6)


def test_723_3_bounced_every_card_returns_to_hand(real_db: CardDatabase) -> None:
    """723.3: Unsummon on the merged permanent: both cards go to A's hand."""
    s = _mutate(real_db, under=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 1)
    s.add_card(Zone.HAND, "B", "Unsummon")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Unsummon", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Vulpikeet")
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_battlefield_count("A", 3)


def test_723_3c_flickered_every_card_returns(real_db: CardDatabase) -> None:
    """723.3c: Cloudshift exiles the merged permanent and returns "that card": it finds every
    card it became, so both return, as two creatures (Vulpikeet 2/3, Grizzly Bears 2/2), and
    neither has mutated (no counter)."""
    s = _mutate(real_db, under=False)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 1)
    s.add_card(Zone.HAND, "A", "Cloudshift")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Cloudshift", targets=["Vulpikeet"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Vulpikeet", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_power_toughness("A", "Vulpikeet", 2, 3)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_exile_count("Vulpikeet", 0)


def test_723_2d_on_top_of_a_token_the_permanent_is_no_token(real_db: CardDatabase) -> None:
    """723.2d: Vulpikeet on top of a Soldier token: the permanent is not a token; destroyed,
    Vulpikeet goes to the graveyard and the token component ceases to exist (111.7)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.HAND, "A", "Raise the Alarm")
    s.add_card(Zone.HAND, "A", "Vulpikeet")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise the Alarm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Vulpikeet using mutate",
                 targets=["Soldier Token"])
    s.set_choice("A", "no")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")

    def merged(sc: Scenario) -> None:
        oid = next(o for o in sc.state.battlefield if sc.state.objects[o].merged)
        assert not sc.state.objects[oid].is_token
        sc.assert_power_toughness("A", "Vulpikeet", 3, 4)

    s.check(1, Step.BEGIN_COMBAT, merged)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Murder", targets=["Vulpikeet"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Vulpikeet", 1)
    s.assert_permanent_count("A", "Soldier Token", 1)
    s.assert_battlefield_count("A", 6)


def test_723_2d_under_a_token_the_permanent_is_a_token(real_db: CardDatabase) -> None:
    """723.2d: Vulpikeet under a Soldier token: a token (1/1 Soldier with flying, 2/2 with
    the counter); bounced, the token ceases to exist and Vulpikeet goes to the hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.HAND, "A", "Raise the Alarm")
    s.add_card(Zone.HAND, "A", "Vulpikeet")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise the Alarm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Vulpikeet using mutate",
                 targets=["Soldier Token"])
    s.set_choice("A", "yes")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 1)
    s.add_card(Zone.HAND, "B", "Unsummon")

    def merged(sc: Scenario) -> None:
        oid = next(o for o in sc.state.battlefield if sc.state.objects[o].merged)
        assert sc.state.objects[oid].is_token
        assert sc.state.objects[oid].card.name == "Soldier Token"
        sc.assert_abilities("A", "Soldier Token#1", ["Flying"])

    s.check(1, Step.BEGIN_COMBAT, merged)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Unsummon", targets=["Soldier Token"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Vulpikeet")
    s.assert_permanent_count("A", "Soldier Token", 1)


def test_702_140d_each_mutation_counts_and_every_trigger_triggers(
        real_db: CardDatabase) -> None:
    """702.140d-e: Insatiable Hemophage under Grizzly Bears (X = 1: B 19, A 21), then
    Vulpikeet on top: the permanent has both mutate triggers and both trigger: Hemophage's
    with X = 2 (B 17, A 23) and Vulpikeet's counter: Vulpikeet 3/4 with deathtouch."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Insatiable Hemophage")
    s.add_card(Zone.HAND, "A", "Vulpikeet")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Insatiable Hemophage using mutate",
                 targets=["Grizzly Bears"])
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Vulpikeet using mutate",
                 targets=["Grizzly Bears"])
    s.set_choice("A", "no")

    def first(sc: Scenario) -> None:
        sc.assert_life("B", 19)
        sc.assert_life("A", 21)

    s.check(1, Step.BEGIN_COMBAT, first)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 23)
    s.assert_power_toughness("A", "Vulpikeet", 3, 4)
    s.assert_abilities("A", "Vulpikeet", ["Flying", "Deathtouch"])


def test_707_2_a_copy_of_a_mutated_creature_copies_the_merged_values(
        real_db: CardDatabase) -> None:
    """707.2, 723.2a: Clone copying the merged permanent (Vulpikeet under Grizzly Bears)
    is a Grizzly Bears with flying, 2/2 (its counter isn't copied); it hasn't mutated."""
    s = _mutate(real_db, under=True)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Clone")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Clone")
    s.set_choice("A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 2)
    s.assert_abilities("A", "Grizzly Bears#2", ["Flying"])
    clone = s.state.objects[s._ref("Grizzly Bears#2")]
    assert not clone.merged


def test_613_2a_a_merge_after_a_copy_effect_applies_over_it(real_db: CardDatabase) -> None:
    """613.2a, 613.7, 723.2a: Clone (a copy of Grizzly Bears) with Vulpikeet put on top:
    the merge is later than the copy effect: Vulpikeet 2/3 flying + 1 counter = 3/4 (and
    Clone is otherwise still a Grizzly Bears under it); under it instead: a Grizzly Bears
    with flying, 3/3."""
    for under, name, pt in ((False, "Vulpikeet", (3, 4)), (True, "Grizzly Bears", (3, 3))):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.add_card(Zone.HAND, "A", "Clone")
        s.add_card(Zone.HAND, "A", "Vulpikeet")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clone")
        s.set_choice("A", "Grizzly Bears")
        s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Vulpikeet using mutate",
                     targets=["Grizzly Bears@A"])
        s.set_choice("A", "yes" if under else "no")
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_power_toughness("A", name, *pt)
        s.assert_abilities("A", name, ["Flying"])


def test_723_json_copy_and_observe_keep_the_merged_permanent(real_db: CardDatabase) -> None:
    """A paused game is plain data (DESIGN 2): the merged permanent survives to_json /
    from_json and copy(), with its components, characteristics and abilities; observe()
    lists its cards from the top down."""
    from mtg_engine.game import Game
    from mtg_engine.observe import observe
    from mtg_engine.rules.layers import characteristics

    s = _mutate(real_db, under=True)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    oid = s._ref("Grizzly Bears")
    for g in (Game.from_json(s.game.to_json(), real_db), s.game.copy()):
        o = g.state.objects[oid]
        assert o.merged == s.state.objects[oid].merged
        ch = characteristics(g.state, oid)
        assert (ch.name, ch.power, ch.toughness) == ("Grizzly Bears", 3, 3)
        assert "flying" in ch.keywords
    view = observe(s.game, 1)
    seen = next(o for o in view["objects"] if o["id"] == oid)
    assert seen["components"] == ["Grizzly Bears", "Vulpikeet"]


def _onto_face_down(real_db: CardDatabase, under: bool) -> Scenario:
    """A casts Coral Trickster face down (a 2/2, 708.2), then Vulpikeet using mutate onto it
    the next turn."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Coral Trickster")
    s.add_card(Zone.HAND, "A", "Vulpikeet")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Coral Trickster using Morph")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Vulpikeet using mutate",
                 targets=[""])  # (708.2: a face-down permanent has no name)
    s.set_choice("A", "yes" if under else "no")
    return s


def test_723_2e_on_top_of_a_face_down_creature_it_is_face_up(real_db: CardDatabase) -> None:
    """723.2e: Vulpikeet on top of a face-down Coral Trickster: the permanent is face up, a
    Vulpikeet (2/3 flier + its mutate counter: 3/4); the face-down card has no abilities
    (708.2). B's view names no face-down card (708.5); destroyed, both cards go to the
    graveyard (708.9: revealed)."""
    from mtg_engine.observe import observe

    s = _onto_face_down(real_db, under=False)
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")

    def merged(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Vulpikeet", 3, 4)
        oid = sc._ref("Vulpikeet")
        assert sc.state.objects[oid].face_down is None
        seen = next(o for o in observe(sc.game, 1)["objects"] if o["id"] == oid)
        assert "Coral Trickster" not in str(seen)
        mine = next(o for o in observe(sc.game, 0)["objects"] if o["id"] == oid)
        assert "Coral Trickster" in str(mine)

    s.check(3, Step.BEGIN_COMBAT, merged)
    s.cast_spell(3, Step.POSTCOMBAT_MAIN, "B", "Murder", targets=["Vulpikeet"])
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Coral Trickster", 1)
    s.assert_graveyard_count("A", "Vulpikeet", 1)


def test_723_2e_under_a_face_down_creature_it_stays_face_down(real_db: CardDatabase) -> None:
    """723.2e, 708.2 (613.2b after 613.2a): Vulpikeet under a face-down creature: still a
    face-down 2/2 with no abilities: no flying, and Vulpikeet's mutate ability, which the
    permanent doesn't have, doesn't trigger (702.140d must not apply): no counter."""
    s = _onto_face_down(real_db, under=True)
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    oid = next(o for o in s.state.battlefield if s.state.objects[o].merged)
    o = s.state.objects[oid]
    assert o.face_down is not None and o.card.name == ""
    from mtg_engine.rules.layers import characteristics

    ch = characteristics(s.state, oid)
    assert (ch.power, ch.toughness) == (2, 2)
    assert "flying" not in ch.keywords and not o.counters


def test_723_2f_turned_face_up_it_is_the_merged_creature(real_db: CardDatabase) -> None:
    """723.2f: the face-down merged permanent (Vulpikeet under it) turned face up for Coral
    Trickster's morph cost {U}: a Coral Trickster (2/1) with Vulpikeet's flying."""
    s = _onto_face_down(real_db, under=True)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 1)
    s.activate_ability(3, Step.POSTCOMBAT_MAIN, "A",
                       "{U}: Turn this face-down permanent face up.")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Coral Trickster", 2, 1)
    s.assert_abilities("A", "Coral Trickster", ["Flying"])


@pytest.mark.parametrize("under", [False, True])
def test_723_3c_linked_exile_returns_every_card(real_db: CardDatabase, under: bool) -> None:
    """723.3c, 607.2a: Oblivion Ring exiles the merged permanent (Dreamtail Heron and
    Beastcaller Savant): both cards are "the exiled card"; Regress on the Ring returns both,
    as two permanents."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Beastcaller Savant")
    s.add_card(Zone.HAND, "A", "Dreamtail Heron")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 3)
    s.add_card(Zone.HAND, "B", "Oblivion Ring")
    s.add_card(Zone.HAND, "B", "Regress")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dreamtail Heron using mutate",
                 targets=["Beastcaller Savant"])
    s.set_choice("A", "yes" if under else "no")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Oblivion Ring")
    s.add_target("B", "Beastcaller Savant" if under else "Dreamtail Heron")

    def exiled(sc: Scenario) -> None:
        sc.assert_exile_count("Dreamtail Heron", 1)
        sc.assert_exile_count("Beastcaller Savant", 1)
        sc.assert_battlefield_count("A", 4)

    s.check(2, Step.BEGIN_COMBAT, exiled)
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Regress", targets=["Oblivion Ring"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Dreamtail Heron", 1)
    s.assert_permanent_count("A", "Beastcaller Savant", 1)
    s.assert_power_toughness("A", "Dreamtail Heron", 3, 4)
    s.assert_power_toughness("A", "Beastcaller Savant", 1, 1)


@pytest.mark.parametrize("under", [False, True])
def test_707_2_a_token_copy_has_every_ability(real_db: CardDatabase, under: bool) -> None:
    """707.2, 723.2a: Rite of Replication's token copy of the merged permanent has its
    merged values: flying (Heron's) and haste (Savant's), the topmost's power/toughness."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Beastcaller Savant")
    s.add_card(Zone.HAND, "A", "Dreamtail Heron")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 4)
    s.add_card(Zone.HAND, "B", "Rite of Replication")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dreamtail Heron using mutate",
                 targets=["Beastcaller Savant"])
    s.set_choice("A", "yes" if under else "no")
    name = "Beastcaller Savant" if under else "Dreamtail Heron"
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Rite of Replication", targets=[name])
    s.set_choice("B", "no")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    for p in ("A", "B"):
        s.assert_permanent_count(p, name, 1)
        s.assert_abilities(p, name, ["Flying", "Haste"])
        s.assert_power_toughness(p, name, *((1, 1) if under else (3, 4)))


@pytest.mark.parametrize("top", ["Vulpikeet", "Grizzly Bears"])
def test_723_3a_put_into_the_library_its_owner_arranges_the_cards(real_db: CardDatabase,
                                                                   top: str) -> None:
    """723.3, 723.3a: Banishment Decree puts the merged permanent on top of its owner's
    library: both cards are in A's library (22 cards), in the order A chooses: the one A
    names is on top, the other second."""
    s = _mutate(real_db, under=False)
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 5)
    s.add_card(Zone.HAND, "B", "Banishment Decree")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Banishment Decree", targets=["Vulpikeet"])
    s.set_choice("A", top)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_library_count("A", 1, "Vulpikeet")
    s.assert_library_count("A", 1, "Grizzly Bears")
    s.assert_library_count("A", 22)
    lib = s.state.players[0].library
    other = "Grizzly Bears" if top == "Vulpikeet" else "Vulpikeet"
    assert [s.state.objects[c].card.name for c in lib[-2:]] == [other, top]


def test_702_140a_legal_actions_offer_the_mutate_cast(real_db: CardDatabase) -> None:
    """702.140a, 601.2c: the decision-point API offers Vulpikeet cast for its mutate cost
    with A's non-Human creature as its target (Grizzly Bears), never B's creature nor A's
    Human (Elite Vanguard)."""
    from mtg_engine.actions import CastSpell

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Elite Vanguard")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Vulpikeet")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    g = s.game
    g.state.breakpoints = frozenset()
    g.resume()
    while not any(isinstance(a, CastSpell) for a in g.legal_actions()):
        g.apply(g.legal_actions()[0])
    card = real_db.get("Vulpikeet")
    alt = next(i for i, a in enumerate(card.alt_costs) if a.kind == "mutate")
    targets = {a.targets for a in g.legal_actions()
               if isinstance(a, CastSpell) and a.alt_cost == alt}
    assert targets == {(s._ref("Grizzly Bears"),)}
