"""The permanents a static ability affects, read by grammar.lark's `st_group` (613.1, 205.3m,
205.4, 105.4, 122.1): tribal anthems in the singular and the plural (the old regex templates'
cards), supertypes, "multicolored", "non-Human", creature tokens, "with a +1/+1 counter on
it", and combat abilities named by their words (506-509). Played from real cards of the
shared MTGJSON file (skipped without it)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.static_lowering import grammar_static
from mtg_engine.cards.oracle.static_words import mark_subtypes
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


@pytest.mark.parametrize(("text", "dsl"), [
    ("Other Elf creatures you control get +1/+1.",
     {"filter": {"subtypes": ["Elf"], "types": ["Creature"], "other": True,
                 "controller": "you"}, "power": 1, "toughness": 1}),
    ("Other Elves have shroud.",  # 205.3m: Elf permanents, not only creatures
     {"filter": {"subtypes": ["Elf"], "other": True}, "keywords": ["shroud"]}),
    ("Other Merfolk you control get +1/+1.",  # its own plural
     {"filter": {"subtypes": ["Merfolk"], "other": True, "controller": "you"},
      "power": 1, "toughness": 1}),
    ("Vehicles you control have flying.",  # 205.3g
     {"filter": {"subtypes": ["Vehicle"], "controller": "you"}, "keywords": ["flying"]}),
    ("Other legendary creatures you control get +2/+2.",  # 205.4
     {"filter": {"types": ["Creature"], "other": True, "supertypes": ["Legendary"],
                 "controller": "you"}, "power": 2, "toughness": 2}),
    ("Artifact creatures you control get +2/+2.",  # 205.2a: both types
     {"filter": {"all_types": ["Artifact", "Creature"], "controller": "you"},
      "power": 2, "toughness": 2}),
    ("Multicolored creatures you control have vigilance.",  # 105.4
     {"filter": {"types": ["Creature"], "multicolored": True, "controller": "you"},
      "keywords": ["vigilance"]}),
    ("Attacking non-Human creatures you control have trample.",
     {"filter": {"types": ["Creature"], "attacking": True, "not_subtypes": ["Human"],
                 "controller": "you"}, "keywords": ["trample"]}),
    ("Creature tokens you control get +1/+1.",  # 111.1
     {"filter": {"token": True, "types": ["Creature"], "controller": "you"},
      "power": 1, "toughness": 1}),
    ("Creatures you control with +1/+1 counters on them can't be blocked.",  # 122.1
     {"filter": {"types": ["Creature"], "controller": "you", "has_counter": "+1/+1"},
      "keywords": ["can't be blocked"]}),
    ("Enchanted creature gets +1/+1 and can't be blocked by creatures with flying.",  # 509.1b
     {"affects": "enchanted", "power": 1, "toughness": 1,
      "keywords": ["can't be blocked by creatures with flying"]}),
    ("All creatures attack each combat if able.",  # 508.1d, the plural verb
     {"filter": {"types": ["Creature"]}, "keywords": ["attacks each combat if able"]}),
])
def test_static_groups(text: str, dsl: dict) -> None:
    assert grammar_static(text) == {"anthem": dsl}


@pytest.mark.parametrize("text", [
    "Eldrazi Spawn creatures you control get +2/+1.",  # one object with both types
    "Other Elf you control get +1/+1.",  # a singular type for a group
    "Creatures with two +1/+1 counters on them get +1/+1.",  # a number of counters
    "Enchanted creature has protection from the colors of permanents you control.",
    "~ can't block unless you control a Vampire.",  # a combat ability with a condition
])
def test_static_groups_refused(text: str) -> None:
    assert grammar_static(text) is None


def test_plural_subtypes_are_marked() -> None:
    assert mark_subtypes("Other Goblins, Elves, Werewolves and Faeries") == \
        "Other sts_goblins, sts_elves, sts_werewolves and sts_faeries"
    assert mark_subtypes("Plains and Goblin") == "Plains and st_goblin"


def test_105_4_maze_abomination_gives_deathtouch_to_multicolored_creatures_only(
        real_db: CardDatabase) -> None:
    """Maze Abomination: multicolored creatures you control have deathtouch (105.4: two or
    more colours). Boros Recruit (R/W hybrid, so red and white) gets it; Grizzly Bears (green)
    does not; B's multicolored creature does not (not controlled by A)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Maze Abomination")
    s.add_card(Zone.BATTLEFIELD, "A", "Boros Recruit")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Boros Recruit")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_abilities("A", "Boros Recruit", ["Deathtouch"])
    s.assert_abilities("B", "Boros Recruit", ["Deathtouch"], present=False)
    s.assert_abilities("A", "Grizzly Bears", ["Deathtouch"], present=False)
    s.assert_abilities("A", "Maze Abomination", ["Deathtouch"])  # it is multicolored too


def test_613_4c_day_of_destiny_pumps_legendary_creatures(real_db: CardDatabase) -> None:
    """Day of Destiny: legendary creatures you control get +2/+2 (205.4d): Isamaru, Hound of
    Konda (2/2, legendary) is 4/4; Grizzly Bears stays 2/2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Day of Destiny")
    s.add_card(Zone.BATTLEFIELD, "A", "Isamaru, Hound of Konda")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Isamaru, Hound of Konda", 4, 4)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_122_1_herald_of_secret_streams_unblockable_with_a_counter(
        real_db: CardDatabase) -> None:
    """Herald of Secret Streams: creatures you control with +1/+1 counters on them can't be
    blocked (509.1b). A's Grizzly Bears with a +1/+1 counter (3/3) can't be blocked: the
    block is refused and B takes 3; without the counter B's Bears may block it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Herald of Secret Streams")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears@A")
    s.block(1, "B", "Grizzly Bears@B", "Grizzly Bears@A")
    s.stop_at(1, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match=r"509\.1"):
        s.execute()
    s.assert_life("B", 17)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Herald of Secret Streams")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears@A")
    s.block(1, "B", "Grizzly Bears@B", "Grizzly Bears@A")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
