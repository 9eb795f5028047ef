"""Keyword lines of Oracle text (702) and which keywords the engine implements."""

from __future__ import annotations

import pytest

from mtg_engine.cards.keywords import IMPLEMENTED, parse_keyword, parse_keyword_line


def _names(line: str) -> list[tuple[str, str, bool]] | None:
    got = parse_keyword_line(line)
    return None if got is None else [(k.name, k.param, k.implemented) for k in got]


@pytest.mark.parametrize(("line", "expected"), [
    ("Flying", [("flying", "", True)]),
    ("Flying, vigilance", [("flying", "", True), ("vigilance", "", True)]),
    ("First strike; trample", [("first strike", "", True), ("trample", "", True)]),
    ("Double strike", [("double strike", "", True)]),
    ("Flash", [("flash", "", True)]),
    ("Flashback {2}{R}", [("flashback", "{2}{R}", True)]),
    ("Equip {2}", [("equip", "{2}", True)]),
    ("Equip—Pay 3 life", [("equip", "—Pay 3 life", False)]),
    ("Protection from red", [("protection", "from red", True)]),
    ("Protection from red and from white", [("protection", "from red and from white", True)]),
    ("Protection from creatures", [("protection", "from creatures", True)]),  # 702.16a
    ("Protection from common", [("protection", "from common", False)]),  # not a quality
    ("Hexproof from black", [("hexproof", "from black", True)]),  # 702.11d
    ("Menace", [("menace", "", True)]),
    ("Prowess", [("prowess", "", True)]),
    ("Flanking", [("flanking", "", True)]),
    ("Banding", [("banding", "", True)]),  # 702.22 (rules/banding.py, session 22)
    ("Bushido 1", [("bushido", "1", True)]),
    ("Bushido X", [("bushido", "X", False)]),
    ("Echo {2}{R}", [("echo", "{2}{R}", True)]),
    ("Echo—Discard a card", [("echo", "—Discard a card", False)]),
    ("Soulshift 5", [("soulshift", "5", True)]),
    ("Exalted", [("exalted", "", True)]),
    ("Storm", [("storm", "", True)]),
    ("Ward—Pay 3 life.", [("ward", "—Pay 3 life", True)]),  # 702.21a
    ("Enchant creature", [("enchant", "creature", True)]),
    ("Swampwalk", [("landwalk", "swampwalk", True)]),
    ("Nonbasic landwalk", [("landwalk", "nonbasic landwalk", True)]),  # 702.14c
    ("Legendary landwalk", [("landwalk", "legendary landwalk", True)]),
    ("Islandcycling {2}", [("cycling", "Islandcycling {2}", False)]),
    ("Artifact landcycling {2}", None),
    ("Suspend 4—{1}{R}", [("suspend", "4—{1}{R}", True)]),
    ("Suspend X—{X}{X}{R}", [("suspend", "X—{X}{X}{R}", False)]),
    ("Vanishing 3", [("vanishing", "3", True)]),
    ("Fading 3", [("fading", "3", True)]),
    ("Devoid", [("devoid", "", True)]),
    ("Rampage 2", [("rampage", "2", True)]),
    ("Afflict 3", [("afflict", "3", True)]),
    ("Outlast {1}{W}", [("outlast", "{1}{W}", True)]),
    ("Modular 2", [("modular", "2", True)]),
    ("Renown X", [("renown", "X", False)]),
    ("Battle cry", [("battle cry", "", True)]),
    ("Partner with Lore Weaver", [("partner", "with Lore Weaver", True)]),  # 702.124f
])
def test_keyword_lines(line: str, expected: list[tuple[str, str, bool]]) -> None:
    assert _names(line) == expected


@pytest.mark.parametrize("line", [
    "Flying creatures can't block.",
    "Draw a card.",
    "Flash of insight",
    "Equip creature",
    "Bushido",
    "Trample over everything",
])
def test_not_keyword_lines(line: str) -> None:
    assert parse_keyword_line(line) is None


def test_implemented_set_is_what_the_rules_code_does() -> None:
    assert sorted(IMPLEMENTED) == sorted([
        "flying", "reach", "haste", "vigilance", "defender", "deathtouch", "lifelink",
        "first strike", "double strike", "trample", "hexproof", "shroud", "indestructible",
        "flash", "menace", "fear", "intimidate", "protection", "enchant", "devoid", "partner",
        "companion",  # 702.139a: outside the game only (cards/keywords.py NO_GAME_RULES)
        "friends forever",  # 702.124g: deck construction only (NO_GAME_RULES)
        "prowess", "equip", "cycling", "flashback", "morph", "megamorph", "undying",
        "persist", "changeling", "ward",
        "phasing",  # 702.26 (rules/phasing.py)
        # rules/keyword_abilities.py
        "shadow", "horsemanship", "infect", "wither",
        "exalted", "storm", "bushido", "soulshift", "echo", "cumulative upkeep", "flanking",
        "gravestorm",  # 702.69a (cards/keyword_dsl.py)
        "suspend", "vanishing", "fading", "annihilator", "bloodthirst",
        "crew",  # 702.122a (cards/oracle/costs.py, rules/keyword_abilities.py)
        # cards/keyword_dsl.py and rules/keyword_effects.py
        "banding",  # 702.22 (rules/banding.py)
        "battle cry", "dethrone", "extort", "evolve", "mentor", "afflict", "rampage", "renown",
        "fabricate", "modular", "outlast", "split second", "unearth", "ninjutsu",
        "reinforce", "transmute", "scavenge", "skulk", "ingest", "rebound", "riot", "unleash",
        "exploit", "living weapon", "graft", "totem armor", "melee", "training", "provoke",
        "devour", "afterlife",
        "soulbond",  # 702.95 (rules/soulbond.py)
        "dredge",  # 702.52a (rules/dredge.py)
        "embalm", "eternalize",  # 702.128a, 702.129a (rules/embalm.py)
        "champion",  # 702.72a (rules/champion.py)
        "myriad",  # 702.116a (rules/myriad.py)
        "casualty",  # 702.153a (rules/casualty.py)
        "conspire",  # 702.78a (rules/conspire.py)
        "demonstrate",  # 702.144a (rules/demonstrate.py)
        "amplify",  # 702.38a (rules/amplify.py)
        "recover",  # 702.59a (cards/keyword_dsl.py)
        "decayed",  # 702.147a (cards/keyword_dsl.py)
        "undaunted",  # 702.125a (rules/costs.py)
        "reconfigure",  # 702.151a-b (cards/keyword_dsl.py)
        "ripple",  # 702.60a (rules/ripple.py)
        "cipher",  # 702.99a (rules/cipher.py)
        "sunburst",  # 702.44a (cards/keyword_dsl.py, rules/mana_spent.py)
        "hideaway",  # 702.75a-b (cards/keyword_dsl.py, effects/hideaway.py)
        "tribute",  # 702.104a (rules/tribute.py)
        "ascend",  # 702.131 (rules/ascend.py)
        "assist"])  # 702.132a (rules/assist.py)
    red_white = parse_keyword("Protection from red and from white")
    assert red_white is not None
    assert red_white.card_keywords() == ("protection from red", "protection from white")
