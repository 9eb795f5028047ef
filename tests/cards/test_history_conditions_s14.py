"""Conditions and effects read against the game's history (scenario tests with real cards
from the shared MTGJSON file, skipped when it is absent): cards in a graveyard "that were put
there from the battlefield this turn" (400.7; rules/graveyard_history.py) and Auras returned
with them (303.4f), "as long as it was cast" (601.2), "if it was the Nth spell you cast this
turn" / "if it entered from your graveyard or you cast it from your graveyard" (603.4, 601.2i,
400.7; rules/condition_spell_history.py), and abilities triggering an additional time
(603.2d; rules/trigger_doubling.py). Each has exact figures and a case where it must not
apply."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)

# ------------------------------------------------------------------ 400.7: put there this turn


def _wrath_then(db: CardDatabase) -> Scenario:
    """B's Wrath of God on turn 2 kills A's enchanted Grizzly Bears (Holy Strength goes to the
    graveyard by 704.5m); A's graveyard already held another Grizzly Bears."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Holy Strength", attached_to="Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 4)
    s.add_card(Zone.HAND, "B", "Wrath of God")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Wrath of God")
    return s


def test_400_7_faiths_reward_returns_what_was_put_there_this_turn(real_db: CardDatabase
                                                                  ) -> None:
    """Faith's Reward: "Return to the battlefield all permanent cards in your graveyard that
    were put there from the battlefield this turn." After the Wrath (turn 2), A casts it: the
    Bears that died returns; the Bears already in the graveyard (not put there this turn)
    stays; Holy Strength returns with it but can't enchant a creature entering at the same
    time and nothing else is there: it stays in the graveyard (303.4f, 303.4g)."""
    _compiled(real_db, "Faith's Reward", "Wrath of God", "Holy Strength")
    s = _wrath_then(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Faith's Reward")
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Faith's Reward")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Holy Strength", 1)
    s.assert_graveyard_count("A", "Faith's Reward", 1)


def test_303_4f_faiths_reward_attaches_a_returning_aura(real_db: CardDatabase) -> None:
    """B's Murder kills A's Grizzly Bears enchanted with Holy Strength; A's Llanowar Elves
    stay. Faith's Reward returns both cards: Holy Strength enchants the Elves, the only
    creature on the battlefield as it enters (303.4f): 1/1 + 1/2 = 2/3."""
    _compiled(real_db, "Murder", "Llanowar Elves")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Holy Strength", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Faith's Reward")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Murder", targets=("Grizzly Bears",))
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Faith's Reward")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_attached("Holy Strength", "Llanowar Elves")
    s.assert_power_toughness("A", "Llanowar Elves", 2, 3)


def test_400_7_no_rest_for_the_wicked(real_db: CardDatabase) -> None:
    """No Rest for the Wicked: "Sacrifice ~: Return to your hand all creature cards in your
    graveyard that were put there from the battlefield this turn." After the Wrath, A
    sacrifices it: the Bears that died comes back to A's hand, the older one stays."""
    _compiled(real_db, "No Rest for the Wicked")
    s = _wrath_then(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "No Rest for the Wicked")
    s.activate_ability(2, Step.POSTCOMBAT_MAIN, "A", "Sacrifice")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "No Rest for the Wicked", 1)


def test_400_7_the_turn_after_nothing_returns(real_db: CardDatabase) -> None:
    """The same sacrifice on turn 3: the Bears was put there last turn: nothing returns."""
    s = _wrath_then(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "No Rest for the Wicked")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "Sacrifice")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 0, "Grizzly Bears")
    s.assert_graveyard_count("A", "Grizzly Bears", 2)


# ------------------------------------------------------------------ 601.2: "as long as it was cast"


def test_601_2_the_tarrasque_cast_has_haste_and_ward(real_db: CardDatabase) -> None:
    """The Tarrasque: "~ has haste and ward {10} as long as it was cast." and "Whenever ~
    attacks, it fights target creature defending player controls." Cast on turn 1 it attacks
    at once (haste), fights B's Grizzly Bears (dies) and deals 10: B at 10."""
    _compiled(real_db, "The Tarrasque")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 9)
    s.add_card(Zone.HAND, "A", "The Tarrasque")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "The Tarrasque")
    s.attack(1, "A", "The Tarrasque")
    s.add_target("A", "Grizzly Bears")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_abilities(
        "A", "The Tarrasque", ["Haste", "Ward {10}"]))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 10)


def test_601_2_the_tarrasque_put_onto_the_battlefield_lacks_them(real_db: CardDatabase) -> None:
    """Put onto the battlefield without being cast: no haste, no ward."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "The Tarrasque")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_abilities("A", "The Tarrasque", ["Haste", "Ward {10}"], present=False)


# ------------------------------------------------------------------ 603.4: how it entered


def test_601_2i_codespell_cleric_second_spell(real_db: CardDatabase) -> None:
    """Codespell Cleric: "When ~ enters the battlefield, if it was the second spell you cast
    this turn, put a +1/+1 counter on target creature." A Shocks B, then casts the Cleric (the
    second spell): a counter on A's Grizzly Bears, 3/3."""
    _compiled(real_db, "Codespell Cleric")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Codespell Cleric")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=("B",))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Codespell Cleric")
    s.add_target("A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)


def test_603_4_codespell_cleric_first_spell_does_nothing(real_db: CardDatabase) -> None:
    """The Cleric cast first, the Shock after: no counter."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Codespell Cleric")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Codespell Cleric")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=("B",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 0)
    s.assert_counter_count("A", "Codespell Cleric", "+1/+1", 0)


def test_400_7_archfiends_vessel_from_the_graveyard(real_db: CardDatabase) -> None:
    """Archfiend's Vessel: "When ~ enters the battlefield, if it entered from your graveyard or
    you cast it from your graveyard, exile it. If you do, create a 5/5 black Demon creature
    token with flying." Zombify returns it from A's graveyard: it is exiled and a Demon made."""
    _compiled(real_db, "Archfiend's Vessel", "Zombify")
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Archfiend's Vessel")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Zombify")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zombify", targets=("Archfiend's Vessel",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Archfiend's Vessel", 1)
    s.assert_permanent_count("A", "Demon Token", 1)
    s.assert_power_toughness("A", "Demon Token", 5, 5)


def test_603_4_archfiends_vessel_cast_from_hand_stays(real_db: CardDatabase) -> None:
    """Cast from the hand: the Vessel stays, no Demon."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Archfiend's Vessel")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Archfiend's Vessel")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Archfiend's Vessel", 1)
    s.assert_permanent_count("A", "Demon Token", 0)


# ------------------------------------------------------------------ 603.2d: triggering again


def test_603_2d_teysa_karlov_doubles_death_triggers(real_db: CardDatabase) -> None:
    """Teysa Karlov: "If a creature dying causes a triggered ability of a permanent you control
    to trigger, that ability triggers an additional time." A's Zulaport Cutthroat ("Whenever
    ~ or another creature you control dies, each opponent loses 1 life and you gain 1 life"):
    A's Grizzly Bears is Shocked by B: the Cutthroat triggers twice: B 18, A 22."""
    _compiled(real_db, "Teysa Karlov", "Zulaport Cutthroat")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Teysa Karlov")
    s.add_card(Zone.BATTLEFIELD, "A", "Zulaport Cutthroat")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("Grizzly Bears",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 22)


def test_603_2d_teysa_karlov_only_your_permanents_abilities(real_db: CardDatabase) -> None:
    """B's Blood Artist (B's permanent, "target player loses 1 life and you gain 1 life") sees
    A's Bears die: it triggers once, not doubled by A's Teysa: A 19, B 21."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Teysa Karlov")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Blood Artist")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("Grizzly Bears",))
    s.add_target("B", "A")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 19)
    s.assert_life("B", 21)


def test_603_2d_panharmonicon_doubles_enter_triggers(real_db: CardDatabase) -> None:
    """Panharmonicon: "If an artifact or creature entering the battlefield causes a triggered
    ability of a permanent you control to trigger, that ability triggers an additional time."
    A casts Elvish Visionary ("When ~ enters the battlefield, draw a card"): two cards; A's
    Soul Warden ("Whenever another creature enters the battlefield, you gain 1 life") gains
    twice: A at 22, hand 0 + 2 = 2."""
    _compiled(real_db, "Panharmonicon", "Elvish Visionary", "Soul Warden")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Panharmonicon")
    s.add_card(Zone.BATTLEFIELD, "A", "Soul Warden")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Elvish Visionary")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Elvish Visionary")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_life("A", 22)


def test_603_2d_two_panharmonicons_trigger_three_times(real_db: CardDatabase) -> None:
    """Two Panharmonicons: once, plus one for each (603.2d): the Visionary draws three."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Panharmonicon", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Elvish Visionary")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Elvish Visionary")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 3)
