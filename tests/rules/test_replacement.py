"""Replacement and prevention effects (614, 615) and their interaction (616): scenario tests
for the rules' own examples, with the built-in cards of cards/builtin/replacement.yaml."""

from __future__ import annotations

from typing import Any

import pytest

from mtg_engine.actions import CastSpell, ChoiceDecision, Choose, PassPriority
from mtg_engine.cards.database import CardDatabase
from mtg_engine.game import Game
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def test_614_5_two_doublers_make_2_damage_8() -> None:
    """614.5's example: with two "a creature you control deals double damage" effects, a
    creature that deals 2 deals 8 (each applies once: not 4, not infinite)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Gratuitous Violence", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 12)


def test_614_5_doubler_does_not_touch_noncreature_sources() -> None:
    """Gratuitous Violence doubles only creatures' damage; Furnace of Rath any source's."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Gratuitous Violence")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s2 = Scenario()
    s2.add_card(Zone.BATTLEFIELD, "A", "Furnace of Rath")
    s2.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s2.add_card(Zone.HAND, "A", "Lightning Bolt")
    s2.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s2.stop_at(1, Step.BEGIN_COMBAT)
    s2.execute()
    s2.assert_life("B", 14)


def _bolt_at_armored_a(choice: str | None) -> Scenario:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Urza's Armor")
    s.add_card(Zone.BATTLEFIELD, "B", "Furnace of Rath")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    if choice is not None:
        s.set_choice("A", choice)
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_616_1_the_affected_player_chooses_the_order() -> None:
    """616.1 / 616.1e: Furnace of Rath doubles and Urza's Armor prevents 1; the damaged player
    chooses which applies first: prevent then double (3 -> 2 -> 4) or double then prevent
    (3 -> 6 -> 5). Each applies once (616.1f)."""
    _bolt_at_armored_a("Urza's Armor").assert_life("A", 16)
    _bolt_at_armored_a("Furnace of Rath").assert_life("A", 15)


def test_616_1f_graveyard_replacements_the_controller_chooses() -> None:
    """616.1f's first example: "if a card would be put into a graveyard from anywhere, exile
    it instead" (Rest in Peace) and "if [this] would be put into a graveyard, shuffle it into
    its owner's library instead" (Darksteel Colossus): its owner chooses one, and the other
    then does nothing."""
    for choice, exiled, library in (("Rest in Peace", 1, 20), ("Darksteel Colossus", 0, 21)):
        s = Scenario()
        s.add_card(Zone.BATTLEFIELD, "B", "Rest in Peace")
        s.add_card(Zone.HAND, "A", "Darksteel Colossus")
        s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
        s.add_card(Zone.HAND, "B", "Mind Rot")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Mind Rot", targets=["A"])
        s.set_choice("A", choice)
        s.stop_at(2, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_exile_count("Darksteel Colossus", exiled)
        s.assert_library_count("A", library)
        s.assert_graveyard_count("A", None, 0)
        # Mind Rot itself would go to B's graveyard: Rest in Peace exiles it
        s.assert_exile_count("Mind Rot", 1)


def test_616_1_pending_replacement_choice_is_plain_data() -> None:
    """The 616.1 choice waits in the state: copy() and to_json()/from_json() keep it, and the
    answer then finishes the event."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "B", "Rest in Peace")
    s.add_card(Zone.HAND, "A", "Darksteel Colossus")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Mind Rot")
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    game = s.game
    game.resume()
    mind_rot = next(c for c in game.state.players[1].hand
                    if game.state.objects[c].card.name == "Mind Rot")
    game.apply(CastSpell(mind_rot, (-1,)))
    game.apply(PassPriority())
    game.apply(PassPriority())
    d = game.pending
    assert isinstance(d, ChoiceDecision) and d.purpose == "replacement" and d.player == 0
    saved = Game.from_json(game.to_json(), s.db)
    twin = game.copy()
    for g in (game, saved, twin):
        g.apply(Choose((d.options[1],)))  # the second effect offered
    outcomes = {tuple(sorted(g.state.objects[c].card.name for c in g.state.exile))
                for g in (game, saved, twin)}
    assert len(outcomes) == 1
    assert game.to_json()["state"]["objects"] == saved.to_json()["state"]["objects"]


def test_615_10_prevent_1_of_each_damage_event() -> None:
    """615.10's example: Daunting Defender prevents 1 of Pyroclasm's 2 damage to each Cleric
    creature its controller controls; others are dealt 2."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Daunting Defender")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Daunting Defender")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Pyroclasm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pyroclasm")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_damage("Daunting Defender", 1)  # both Defenders protect themselves (Clerics)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_615_10_prevent_1_to_a_player() -> None:
    """Urza's Armor: "If a source would deal damage to you, prevent 1 of that damage"; each
    damage event is reduced by 1."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "B", "Urza's Armor")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)


def test_615_12_unpreventable_damage_leaves_shields_alone() -> None:
    """615.12: damage that can't be prevented is dealt in full and does not reduce a
    prevention shield: the shield of Healing Salve then prevents Lightning Bolt's 3."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "B", "Darksteel Colossus")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.HAND, "A", "Healing Salve")
    s.add_card(Zone.HAND, "A", "Pinpoint Avalanche")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.set_mode_choice("A", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Healing Salve", targets=["Darksteel Colossus"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pinpoint Avalanche", targets=["Darksteel Colossus"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Darksteel Colossus"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_damage("Darksteel Colossus", 4)


def test_614_12_orb_of_dreams_does_not_affect_itself() -> None:
    """614.12's example: Orb of Dreams ("Permanents enter the battlefield tapped") enters
    untapped; permanents after it enter tapped, whoever controls them."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Orb of Dreams")
    s.add_card(Zone.HAND, "A", "Mountain")
    s.add_card(Zone.HAND, "B", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Orb of Dreams")
    s.play_land(1, Step.POSTCOMBAT_MAIN, "A", "Mountain")
    s.play_land(2, Step.PRECOMBAT_MAIN, "B", "Forest")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_tapped("Orb of Dreams", False)
    s.assert_tapped("Mountain")
    s.assert_tapped("Forest")


def test_614_1c_enters_tapped_and_skip_draw_614_10() -> None:
    """614.1c: Scarwood Treefolk enters tapped. 614.1b / 614.10: Yawgmoth's Bargain's "Skip
    your draw step": A draws nothing on turn 3, and draws by paying life instead."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Scarwood Treefolk")
    s.add_card(Zone.BATTLEFIELD, "A", "Yawgmoth's Bargain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Scarwood Treefolk")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_tapped("Scarwood Treefolk"))
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "Pay 1 life")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_life("A", 19)
    s.assert_library_count("A", 19)


TEST_CARDS = """
- name: Test Lich Rule
  cost: "{B}"
  type: Enchantment
  text: If you would gain life, draw that many cards instead.
  replacements: [{event: gain_life, instead: draw_instead, affects: you}]
- name: Test Crypt Rule
  cost: "{B}"
  type: Enchantment
  text: If you would draw a card, return a card from your graveyard to your hand instead.
  replacements: [{event: draw, instead: return_from_graveyard, affects: you}]
"""


def test_616_2_effects_combine() -> None:
    """616.2's example: "If you would gain life, draw that many cards instead" and "If you
    would draw a card, return a card from your graveyard to your hand instead" combine: gaining
    life returns cards from the graveyard (two here; the other draws return nothing)."""
    db = CardDatabase.builtin()
    db.load_file("test_replacement.yaml", text=TEST_CARDS)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Lich Rule")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Crypt Rule")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Angel's Mercy")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Angel's Mercy")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_hand_count("A", 2, "Grizzly Bears")
    s.assert_library_count("A", 20)


CHOOSER_CARDS = """
- name: Test Color Chooser
  cost: "{1}"
  type: Artifact
  text: As Test Color Chooser enters the battlefield, choose a color.
  replacements: [{event: enters, instead: choose, choice: color}]
- name: Test Opponent Chooser
  cost: "{1}"
  type: Artifact
  text: As Test Opponent Chooser enters the battlefield, choose an opponent. It enters the battlefield tapped.
  replacements:
    - {event: enters, instead: choose, choice: opponent}
    - {event: enters, instead: tapped}
"""


def _chooser(card: str, *answers: str) -> Scenario:
    db = CardDatabase.builtin()
    db.load_file("choosers.yaml", text=CHOOSER_CARDS)
    s = Scenario(players=3, cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.add_card(Zone.HAND, "A", card)
    for a in answers:
        s.set_choice("A", a)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", card)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def _choices(o: Any) -> tuple[tuple[str, str], ...]:
    """The choices an object remembers, without the mana spent to cast it (601.2h)."""
    return tuple(c for c in o.chosen if c[0] != "spent")


def test_614_12a_as_it_enters_choose() -> None:
    """614.12a: "As ~ enters the battlefield, choose ..." is chosen before it enters; the
    choice stays with the permanent. Unanswered, the first option."""
    s = _chooser("Test Color Chooser", "Red")
    oid = s.state.battlefield[-1]
    assert _choices(s.state.objects[oid]) == (("color", "R"),)
    s = _chooser("Test Color Chooser")
    assert _choices(s.state.objects[s.state.battlefield[-1]]) == (("color", "W"),)
    s = _chooser("Test Opponent Chooser", "C")
    o = s.state.objects[s.state.battlefield[-1]]
    assert _choices(o) == (("opponent", "2"),) and o.tapped


def test_614_12a_choice_waits_as_data() -> None:
    """The entering choice is a pending decision: copy() and JSON keep the waiting event."""
    db = CardDatabase.builtin()
    db.load_file("choosers.yaml", text=CHOOSER_CARDS)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.add_card(Zone.HAND, "A", "Test Color Chooser")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    game = s.game
    game.resume()
    card = game.state.players[0].hand[0]
    game.apply(CastSpell(card))
    game.apply(PassPriority())
    game.apply(PassPriority())
    d = game.pending
    assert isinstance(d, ChoiceDecision) and d.purpose == "choose_color"
    saved = Game.from_json(game.to_json(), db)
    for g in (game, saved, game.copy()):
        g.apply(Choose((4,)))  # Green
        perm = next(o for o in g.state.battlefield
                    if g.state.objects[o].card.name == "Test Color Chooser")
        assert _choices(g.state.objects[perm]) == (("color", "G"),)


def _hawks(kicks: int, *permanents: str, choice: str | None = None) -> Scenario:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 9)
    for p in permanents:
        s.add_card(Zone.BATTLEFIELD, "A", p)
    s.add_card(Zone.HAND, "A", "Apex Hawks")
    s.set_choice("A", str(kicks))
    if choice is not None:
        s.set_choice("A", choice)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Apex Hawks")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_614_16_counters_put_on_entering_permanents() -> None:
    """614.16 / 122.6: counters a permanent enters with are put on it: Hardened Scales adds
    one, Doubling Season doubles; with both, its controller chooses the order (616.1):
    Scales first (1+1)x2 = 4, Season first 1x2+1 = 3."""
    _hawks(1, "Hardened Scales").assert_counter_count("A", "Apex Hawks", "+1/+1", 2)
    _hawks(2, "Doubling Season").assert_counter_count("A", "Apex Hawks", "+1/+1", 4)
    _hawks(0, "Hardened Scales").assert_counter_count("A", "Apex Hawks", "+1/+1", 0)
    both = ("Hardened Scales", "Doubling Season")
    _hawks(1, *both, choice="Hardened Scales").assert_counter_count("A", "Apex Hawks", "+1/+1", 4)
    _hawks(1, *both, choice="Doubling Season").assert_counter_count("A", "Apex Hawks", "+1/+1", 3)


def test_614_16_tokens_doubled_and_entering_tapped() -> None:
    """Doubling Season: Raise the Alarm creates four Soldiers; Orb of Dreams: tokens enter the
    battlefield tapped too (614.1d)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Doubling Season")
    s.add_card(Zone.BATTLEFIELD, "B", "Orb of Dreams")
    s.add_card(Zone.HAND, "A", "Raise the Alarm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise the Alarm")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 4)
    s.assert_tapped("Soldier Token")
    assert all(s.state.objects[o].tapped for o in s.state.battlefield
               if s.state.objects[o].card.name == "Soldier Token")


def test_614_12_voice_of_all_chooses_as_it_enters() -> None:
    """614.12's first example: Voice of All's color is chosen as it enters (614.12a), and it
    has protection from that color: red Lightning Bolt can't target it; green Giant Growth
    can."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Voice of All")
    s.set_choice("A", "Red")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Voice of All")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Giant Growth", targets=["Voice of All"])
    s.check(1, Step.END_TURN,
            lambda sc: sc.assert_power_toughness("A", "Voice of All", 5, 5))
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Voice of All"])
    s.stop_at(2, Step.END_TURN)
    with pytest.raises(ScenarioError, match="not a legal target"):
        s.execute()
    s.assert_permanent_count("A", "Voice of All", 1)
    s.assert_abilities("A", "Voice of All", ["Flying"])


SCORCH = """
- name: Test Scorch
  cost: "{R}"
  type: Instant
  text: Test Scorch deals 3 damage to target creature. If that creature would die this turn, exile it instead.
  spell:
    targets: [{kind: creature}]
    effects:
      - damage: {amount: 3, to: target}
      - add_replacement: {what: target, replacement: {event: die, instead: exile}}
"""


def test_614_3_replacement_from_a_resolving_spell_lasts_the_turn() -> None:
    """614.3: a resolving spell's replacement effect ("if that creature would die this turn,
    exile it instead") applies when the creature dies to the state-based action (704.5g)."""
    db = CardDatabase.builtin()
    db.load_file("scorch.yaml", text=SCORCH)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Test Scorch")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Scorch", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 0)


DELAY = """
- name: Test Delay
  cost: "{U}"
  type: Instant
  text: Target player skips their next draw step.
  spell:
    targets: [{kind: player}]
    effects:
      - add_replacement: {what: target, replacement: {event: draw_step, instead: skip, once: true}}
"""


def test_614_10a_two_skip_next_effects_skip_two() -> None:
    """614.10a: two effects that each skip a player's next draw step skip the next two; a
    "next" effect waits past the end of the turn for its event."""
    db = CardDatabase.builtin()
    db.load_file("delay.yaml", text=DELAY)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Test Delay", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Delay", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Delay", targets=["B"])
    s.check(5, Step.UPKEEP, lambda sc: sc.assert_hand_count("B", 0))
    s.stop_at(6, Step.END_TURN)
    s.execute()
    s.assert_hand_count("B", 1)  # turns 2 and 4 skipped, drew on turn 6
    s.assert_hand_count("A", 2)  # A drew on turns 3 and 5


def test_616_1g_doubled_token_copies_each_choose() -> None:
    """616.1g's example: Doubling Season applies to the creation of the token copies of Voice
    of All first; then each token's "as ~ enters, choose a color" applies to it: two tokens,
    each with its own color (614.12's first example)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Voice of All")
    s.add_card(Zone.BATTLEFIELD, "A", "Doubling Season")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Cackling Counterpart")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cackling Counterpart", targets=["Voice of All"])
    s.set_choice("A", "Red")
    s.set_choice("A", "Blue")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Voice of All", 3)
    tokens = [s.state.objects[o] for o in s.state.battlefield
              if s.state.objects[o].card.name == "Voice of All" and s.state.objects[o].is_token]
    assert sorted(t.chosen for t in tokens) == [(("color", "R"),), (("color", "U"),)]


def test_614_7a_no_damage_is_not_doubled() -> None:
    """614.7a: a source that would deal 0 damage deals no damage: Furnace of Rath has nothing
    to double (a 0-power attacker)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Furnace of Rath")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.attack(1, "A", "Ornithopter")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    assert not any(ev[0] == "damage" for ev in s.state.log)


def test_614_16_counters_on_an_entering_permanent_under_a_continuous_effect() -> None:
    """614.16, 614.12: a replacement effect that modifies the counters a permanent enters
    with judges the permanent as it exists on the battlefield, with the continuous effects
    there (Glorious Anthem): Apex Hawks kicked once under Doubling Season enters with 2
    +1/+1 counters, a 5/5 (2/2 + 2 counters + 1). bench/fuzz.py seed 7654 (Festercreep) raised
    KeyError: the counters were put before the permanent was in the battlefield's list."""
    s = _hawks(1, "Doubling Season", "Glorious Anthem")
    s.assert_counter_count("A", "Apex Hawks", "+1/+1", 2)
    s.assert_power_toughness("A", "Apex Hawks", 5, 5)
