"""The Oracle-text compiler: the DSL it makes of simple cards, and the reasons it gives for
the cards it can't express."""

from __future__ import annotations

from typing import Any

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.keywords import parse_keyword_line
from mtg_engine.cards.mtgjson import parse_atomic
from mtg_engine.cards.oracle import compile_card
from mtg_engine.cards.oracle.compiler import paragraphs

from .conftest import face


def _compile(name: str, type_line: str, **kw: Any):  # type: ignore[no-untyped-def]
    return compile_card(parse_atomic({name: [face(name, type_line, **kw)]})[name])


def _dsl(name: str, type_line: str, part: str, **kw: Any) -> Any:
    got = _compile(name, type_line, **kw)
    assert got.supported, [str(r) for r in got.reasons]
    return got.dsl[part]  # type: ignore[index]


def test_french_vanilla_with_reminder_text() -> None:
    got = _compile("Hawk", "Creature — Bird", cost="{W}", power="1", toughness="1",
                   text="Flying (This creature can't be blocked except by creatures with "
                        "flying or reach.)\nVigilance, lifelink")
    assert got.supported
    assert got.card is not None
    assert got.card.keywords == frozenset({"flying", "vigilance", "lifelink"})
    assert (got.card.power, got.card.toughness, got.card.colors) == (1, 1, "W")


def test_unimplemented_keyword_is_a_reason_not_a_missing_ability() -> None:
    got = _compile("Brute", "Creature — Goblin", cost="{2}{R}", power="3", toughness="2",
                   text="Haste\nEpic")
    assert not got.supported
    assert [str(r) for r in got.reasons] == [
        "keyword Epic (702.50) is not implemented yet: 'Epic'"]


@pytest.mark.parametrize(("text", "cost", "spell"), [
    ("Spear deals 3 damage to any target.", "{1}{R}",
     {"effects": [{"damage": {"amount": 3, "to": "target"}}], "targets": [{"kind": "any"}]}),
    ("Spear deals X damage to target creature or planeswalker.", "{X}{R}",
     {"effects": [{"damage": {"amount": "X", "to": "target"}}],
      "targets": [{"kind": "creature_or_planeswalker"}]}),
    ("Spear deals 2 damage to each creature and each player.", "{2}{R}",
     {"effects": [{"damage": {"amount": 2, "to": {"all": {"types": ["Creature"]}}}},
                  {"damage": {"amount": 2, "to": "each_player"}}]}),
    ("Draw two cards.", "{2}{U}", {"effects": [{"draw": {"count": 2}}]}),
    ("Scry 1.\nDraw a card.", "{U}", {"effects": [{"scry": {"count": 1}}, {"draw": {"count": 1}}]}),
    ("You draw two cards and you lose 2 life.", "{2}{B}",
     {"effects": [{"draw": {"count": 2}}, {"lose_life": {"amount": 2}}]}),
    ("Target player draws three cards.", "{U}",
     {"effects": [{"draw": {"count": 3, "who": "target"}}], "targets": [{"kind": "player"}]}),
    ("You gain 4 life.", "{W}", {"effects": [{"gain_life": {"amount": 4}}]}),
    ("Target player loses 3 life and you gain 3 life.", "{B}",
     {"effects": [{"lose_life": {"amount": 3, "who": "target"}}, {"gain_life": {"amount": 3}}],
      "targets": [{"kind": "player"}]}),
    ("Each opponent loses 2 life.", "{B}",
     {"effects": [{"lose_life": {"amount": 2, "who": "each_opponent"}}]}),
    ("Destroy target nonartifact, nonblack creature. It can't be regenerated.", "{1}{B}",
     {"effects": [{"destroy": {"what": "target", "no_regeneration": True}}],
      "targets": [{"kind": "creature", "filter": {"not_types": ["Artifact"],
                                                  "not_colors": ["B"]}}]}),
    ("Destroy target artifact or enchantment.", "{1}{W}",
     {"effects": [{"destroy": {"what": "target"}}],
      "targets": [{"kind": "permanent", "filter": {"types": ["Artifact", "Enchantment"]}}]}),
    ("Destroy all creatures. They can't be regenerated.", "{2}{W}{W}",
     {"effects": [{"destroy": {"what": {"all": {"types": ["Creature"]}},
                               "no_regeneration": True}}]}),
    ("Regenerate target creature.", "{G}",
     {"effects": [{"regenerate": {"what": "target"}}], "targets": [{"kind": "creature"}]}),
    ("Counter target noncreature spell.", "{1}{U}",
     {"effects": [{"counter": {"what": "target"}}],
      "targets": [{"kind": "spell", "filter": {"not_types": ["Creature"]}}]}),
    ("Return target creature to its owner's hand.", "{U}",
     {"effects": [{"bounce": {"what": "target"}}], "targets": [{"kind": "creature"}]}),
    ("Target creature gets +2/+0 and gains first strike until end of turn.", "{R}",
     {"effects": [{"pump": {"what": "target", "power": 2, "toughness": 0}},
                  {"grant": {"what": "target", "keywords": ["first strike"]}}],
      "targets": [{"kind": "creature"}]}),
    ("Creatures you control get +1/+1 until end of turn.", "{W}",
     {"effects": [{"pump": {"what": {"all": {"controller": "you", "types": ["Creature"]}},
                            "power": 1, "toughness": 1}}]}),
    ("Return target creature card from your graveyard to your hand.", "{B}",
     {"effects": [{"move": {"what": "target", "to": "hand"}}],
      "targets": [{"kind": "card", "zone": "graveyard",
                   "filter": {"types": ["Creature"], "controller": "you"}}]}),
    ("Add {B}{B}{B}.", "{B}", {"effects": [{"add_mana": {"mana": "{B}{B}{B}"}}]}),
    ("Draw two cards, then discard a card.", "{1}{U}",
     {"effects": [{"draw": {"count": 2}}, {"discard": {"count": 1}}]}),
])
def test_spells(text: str, cost: str, spell: dict[str, Any]) -> None:
    assert _dsl("Spear", "Instant", "spell", cost=cost, text=text) == spell


@pytest.mark.parametrize("text", [
    "Spear deals X damage divided as you choose among any number of targets.",
    # (700.2d "You may choose the same mode more than once" is read: test_effects_s10.py)
    "Destroy target creature with the greatest power among creatures on the battlefield.",
    "Draw X cards.",  # no {X} in the cost: X has no value
    "Spear deals 3 damage to target attacking or blocking creature, then dances.",
])
def test_spells_not_understood_are_unsupported(text: str) -> None:
    got = _compile("Spear", "Sorcery", cost="{1}{R}", text=text)
    assert not got.supported
    assert got.reasons[0].category == "spell effect not understood"


def test_modal_spell() -> None:
    """700.2: one mode per bullet, each with its own targets."""
    spell = _dsl("Charm", "Instant", "spell", cost="{R}{W}",
                 text="Choose one —\n• Charm deals 2 damage to any target.\n• You gain 3 life.")
    assert spell == {"modes": [
        {"text": "~ deals 2 damage to any target.",
         "effects": [{"damage": {"amount": 2, "to": "target"}}], "targets": [{"kind": "any"}]},
        {"text": "You gain 3 life.", "effects": [{"gain_life": {"amount": 3}}]}]}
    got = _compile("Charm", "Instant", cost="{R}{W}",
                   text="Choose one —\n• Draw a card.\n• Prevent all combat damage.")
    assert [str(r) for r in got.reasons] == [
        "modal spell: mode not understood: '• Prevent all combat damage.'"]


def test_ability_word_and_another_land() -> None:
    """207.2c: an ability word has no rules meaning; "a land" on a creature card is always
    another permanent than itself."""
    trig = _dsl("Lynx", "Creature — Cat", "triggers", cost="{W}", power="0", toughness="1",
                text="Landfall — Whenever a land enters the battlefield under your control, "
                     "Lynx gets +2/+2 until end of turn.")
    assert trig[0]["event"] == "another_enters"
    assert trig[0]["filter"] == {"types": ["Land"], "controller": "you"}
    assert trig[0]["effects"] == [{"pump": {"what": "self", "power": 2, "toughness": 2}}]
    # 603.6a: on a card that is a land, "a land enters" sees the card itself enter too
    trig = _dsl("Lynx", "Land Creature — Cat", "triggers", power="0", toughness="1",
                text="Whenever a land enters the battlefield, Lynx gets +2/+2 until end of "
                     "turn.")
    assert trig[0]["event"] == "permanent_enters"
    assert trig[0]["filter"] == {"types": ["Land"]}


def test_two_conditions_make_two_triggers() -> None:
    trig = _dsl("Ox", "Creature — Ox", "triggers", cost="{1}{W}", power="2", toughness="2",
                text="Whenever Ox attacks or blocks, you gain 1 life.\n"
                     "At the beginning of each player's upkeep, Ox deals 1 damage to you.\n"
                     "When Ox is put into a graveyard from the battlefield, draw a card.")
    assert [t["event"] for t in trig] == ["attacks", "blocks", "each_upkeep", "dies"]
    assert trig[0]["text"] == trig[1]["text"] == "Whenever Ox attacks or blocks, you gain 1 life."


def test_enters_trigger_and_optional() -> None:
    trig = _dsl("Seer", "Creature — Human", "triggers", cost="{2}{U}", power="2",
                toughness="2", text="When Seer enters the battlefield, you may draw a card.")
    assert trig == [{"event": "enters", "text": "When Seer enters the battlefield, you may "
                     "draw a card.", "effects": [{"draw": {"count": 1}}], "optional": True}]


def test_legendary_short_name_and_targeted_trigger() -> None:
    trig = _dsl("Kiki, the Test", "Legendary Creature — Goblin", "triggers", cost="{R}",
                power="1", toughness="1",
                text="Whenever Kiki attacks, it deals 1 damage to any target.\n"
                     "When Kiki dies, each opponent loses 1 life.")
    assert trig is not None
    got = _compile("Kiki, the Test", "Legendary Creature — Goblin", cost="{R}", power="1",
                   toughness="1", text="When Kiki dies, each opponent loses 1 life.")
    assert got.dsl["triggers"] == [{  # type: ignore[index]
        "event": "dies", "text": "When Kiki dies, each opponent loses 1 life.",
        "effects": [{"lose_life": {"amount": 1, "who": "each_opponent"}}]}]


def test_activated_abilities_and_mana() -> None:
    abil = _dsl("Pinger", "Artifact Creature — Golem", "abilities", cost="{3}", power="1",
                toughness="1", text="{T}: Add {R} or {G}.\n{2}, {T}, Sacrifice Pinger: "
                "Pinger deals 2 damage to target creature. Activate only as a sorcery.")
    assert abil == [
        {"cost": {"tap": True}, "mana": "{R}", "text": "{T}: Add {R}."},
        {"cost": {"tap": True}, "mana": "{G}", "text": "{T}: Add {G}."},
        {"cost": {"mana": "{2}", "tap": True, "sacrifice_self": True},
         "text": "{2}, {T}, Sacrifice Pinger: Pinger deals 2 damage to target creature. "
                 "Activate only as a sorcery.",
         "effects": [{"damage": {"amount": 2, "to": "target"}}],
         "targets": [{"kind": "creature"}], "sorcery_speed": True}]


def test_land_with_basic_types_has_intrinsic_mana_abilities() -> None:
    abil = _dsl("Dual", "Land — Island Swamp", "abilities", text="({T}: Add {U} or {B}.)")
    assert [a["mana"] for a in abil] == ["{U}", "{B}"]


def test_anthem() -> None:
    st = _dsl("Banner", "Enchantment", "statics", cost="{2}{W}",
              text="Other white creatures you control get +1/+1 and have vigilance.")
    assert st == [{"anthem": {"filter": {"other": True, "colors": ["W"],
                                         "controller": "you", "types": ["Creature"]},
                              "power": 1, "toughness": 1, "keywords": ["vigilance"]}}]


@pytest.mark.parametrize(("type_line", "kw", "reason"), [
    ("Creature — Avatar", {"power": "*", "toughness": "1+*"},
     "power * needs a characteristic-defining ability (604.3)"),
    ("Legendary Planeswalker — Test", {"loyalty": "X", "text": "+1: Draw a card."},
     "loyalty X is not a number (306.5b)"),
    ("Creature — Bear", {"power": "2", "toughness": "2", "layout": "host"},
     "layout 'host' is not supported yet"),
    ("Plane — Test", {"text": "Whenever you roll chaos, draw a card."},
     "card type Plane is not used in games the engine plays"),
    # ({S} in a mana cost is paid since session 20: 107.4h, test_issue10_examples_s20.py)
    # ("... unless you control a white, blue, or black permanent" is read since session 6)
    ("Land", {"text": "Land enters the battlefield tapped unless a player has 13 or less "
                      "life.\n{T}: Add {G}."},
     "enters-tapped replacement (614.1c) is not implemented yet"),
    # ("can't attack, block, or transform" is read since session 19: aura_restrictions.py)
    ("Enchantment — Aura", {"text": "Enchant creature\nEnchanted creature can't attack, block, "
                                    "or explore."},
     "attack/block restriction is not implemented yet"),
    ("Enchantment — Aura", {"text": "Enchant creature or player\nEnchanted creature gets +1/+1."},
     "keyword Enchant (702.5): what it enchants is not understood"),
    # ("Exile the top creature card of your graveyard" is paid since session 12, "Put a card
    # from your hand on top of your library" since session 15)
    ("Artifact", {"text": "{W}, Give an opponent a nonland card you own from outside the game: "
                          "Draw a card."},
     "activated ability: cost not understood"),
])
def test_reasons(type_line: str, kw: dict[str, Any], reason: str) -> None:
    got = _compile("Land", type_line, **kw)
    assert not got.supported
    assert got.reasons[0].category == reason


def test_auras_and_combat_abilities() -> None:
    """303.4: an Aura's static ability affects the enchanted creature; named combat abilities
    (506-509) of the engine."""
    got = _compile("Blessing", "Enchantment — Aura", cost="{3}{W}",
                   text="Enchant creature you control\nEnchanted creature gets +2/+2, has "
                        "vigilance, and can block an additional creature each combat.")
    assert got.dsl is not None
    assert got.dsl["enchant"] == {"kind": "creature", "filter": {"controller": "you"}}
    assert got.dsl["statics"] == [{"anthem": {
        "affects": "enchanted", "power": 2, "toughness": 2,
        "keywords": ["vigilance", "can block an additional creature each combat"]}}]
    pacifism = _dsl("Pax", "Enchantment — Aura", "statics", cost="{1}{W}",
                    text="Enchant creature\nEnchanted creature can't attack or block.")
    assert pacifism == [{"anthem": {"affects": "enchanted",
                                    "keywords": ["can't attack", "can't block"]}}]
    wall = _compile("Wall", "Creature — Wall", cost="{1}{R}", power="3", toughness="3",
                    text="Defender, protection from red\nWall can't be blocked.\n"
                         "All creatures able to block Wall do so.")
    assert wall.card is not None
    assert wall.card.keywords == frozenset({
        "defender", "protection from red", "can't be blocked",
        "all creatures able to block this do so"})


def test_every_vanilla_and_french_vanilla_card_is_supported(real_db: CardDatabase) -> None:
    """Issue 6: every card whose text is only keywords the engine implements is supported."""
    vanilla = french = 0
    for card in real_db.atomic_cards():
        f = card.front
        if card.layout != "normal" or "Creature" not in f.types or card.is_funny:
            continue
        if not (f.power or "").isdigit() or not (f.toughness or "").isdigit() or "{S}" in f.mana_cost:
            continue
        paras = paragraphs(f, card.name)
        kws = [parse_keyword_line(p) for p in paras]
        if any(k is None or not all(x.implemented for x in k) for k in kws):
            continue
        if paras:
            french += 1
        else:
            vanilla += 1
        got = real_db.compiled(card.name)
        assert got.supported, (card.name, [str(r) for r in got.reasons])
    assert (vanilla, french) == (325, 1075)  # (+2: sunburst, 702.44a) (+5: phasing, 702.26)
    # (+18 in session 22: banding, 702.22: Benalish Hero ... War Elephant, Volunteer Reserves)
    # (+2 more in session 21: assist, 702.132a: Charging Binox, Magma Hellion)
    # (+2 in session 21: snow swampwalk and snow forestwalk, 702.14c: Legions of Lim-Dûl, Rime
    # Dryad)
    # (+2 in session 18: morph costs that discard or sacrifice, 702.37a: Putrid Raptor, Skirk
    # Volcanist)
    # (+3 in session 17: myriad, 702.116a: Warchief Giant, Herald of the Host, Caller of the
    # Pack)
    # (+1 in session 17: cumulative upkeep "Sacrifice a creature", 702.24a: Phyrexian
    # Soulgorger)
    # (+6 in session 15: protection qualities, 702.16a; ward with a life cost, 702.21a)
    # (+1: morph with a cost other than mana, 702.37a: Zombie Cutthroat)
    # (+4: ripple 702.60a, legendary and nonbasic landwalk 702.14c)
    # (+1: cumulative upkeep with a cost other than mana or life, 702.24a)
    # (+1: dredge, 702.52a) (+9: embalm and eternalize, 702.128a, 702.129a) (+5: champion
    # 702.72a)
    # (+2: cumulative upkeep with a life cost, 702.24a)
    # (+83: morph, megamorph, undying, persist, changeling,
    # protection and hexproof from, 702.16, 702.11d)
    # (+139: shadow, horsemanship, infect, wither, exalted, storm, bushido, soulshift, echo,
    # cumulative upkeep, flanking, suspend, vanishing, fading, annihilator, bloodthirst)
    # (+54: battle cry, extort, mentor, afflict, rampage, renown, fabricate,
    # modular, outlast) (+5: unearth) (+4: ninjutsu) (+20: reinforce, transmute, scavenge,
    # skulk, ingest) (+10: dethrone, evolve) (+14: riot, unleash)
    # (+1: graft) (+5: melee, training) (+4: provoke)
    # (+4: devour) (+5: afterlife) (+4: amplify, 702.38a)
