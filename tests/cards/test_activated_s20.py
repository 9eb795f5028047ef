"""Activated abilities and costs, session 20: the automatic payer sparing the permanent whose
ability is activated (602.2b, 601.2g). Real cards of the shared MTGJSON file (skipped without
it), exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.layers import characteristics
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError
from tests.cards.conftest import assert_compiled

# ------------------------------------------------------------------ 602.2b, 601.2g: the payer


def _totem(real_db: CardDatabase, mountains: int) -> Scenario:
    """Foriysian Totem ("{T}: Add {R}." and "{4}{R}: ~ becomes a 4/4 red Giant artifact
    creature with trample until end of turn") with `mountains` Mountains; A activates the
    animation in the first main phase, stopped in combat's beginning."""
    assert_compiled(real_db, "Foriysian Totem")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Foriysian Totem")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", mountains)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}{R}:",
                       source="Foriysian Totem")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_602_2b_payer_spares_the_totem_it_animates(real_db: CardDatabase) -> None:
    """With five Mountains the payer taps the five Mountains, not the Totem's own "{T}: Add
    {R}": the animated 4/4 Totem stays untapped (it can block)."""
    s = _totem(real_db, 5)
    totem = s._one_permanent("Foriysian Totem")
    ch = characteristics(s.state, totem)
    assert (ch.power, ch.toughness, ch.is_creature) == (4, 4, True)
    s.assert_tapped("Foriysian Totem", False)
    assert sum(s.state.objects[o].tapped for o in s._permanents("A", "Mountain")) == 5


def test_602_2b_payer_taps_the_totem_when_it_must(real_db: CardDatabase) -> None:
    """With four Mountains the five mana need the Totem's own {R} too (it pays for its own
    ability, 605.3a): everything is tapped and the Totem is a tapped 4/4."""
    s = _totem(real_db, 4)
    totem = s._one_permanent("Foriysian Totem")
    assert characteristics(s.state, totem).power == 4
    s.assert_tapped("Foriysian Totem", True)
    assert sum(s.state.objects[o].tapped for o in s._permanents("A", "Mountain")) == 4


# ------------------------------------------------------------------ 118.8, 601.2b: optional
# additional costs ("As an additional cost to cast this spell, you may ...")


def _roar(real_db: CardDatabase, answer: str | None, dragon_in_play: bool = False) -> Scenario:
    """A casts Draconic Roar at B's Hill Giant with Shivan Dragon in hand (revealing it when
    `answer` is "yes"); stopped in the second main phase."""
    assert_compiled(real_db, "Draconic Roar")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Draconic Roar")
    s.add_card(Zone.HAND, "A", "Shivan Dragon")
    if dragon_in_play:
        s.add_card(Zone.BATTLEFIELD, "A", "Shivan Dragon")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    if answer is not None:
        s.set_choice("A", answer)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Draconic Roar", targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_hand_count("A", 1)  # (the revealed Dragon stays in the hand, 701.16a)
    return s


def test_118_8_draconic_roar_revealed_dragon(real_db: CardDatabase) -> None:
    """Draconic Roar: "As an additional cost to cast this spell, you may reveal a Dragon card
    from your hand. ~ deals 3 damage to target creature. If you revealed a Dragon card or
    controlled a Dragon as you cast this spell, ~ deals 3 damage to that creature's
    controller." Revealed: the Hill Giant dies and B goes to 17."""
    s = _roar(real_db, "yes")
    s.assert_life("B", 17)


def test_118_8_draconic_roar_not_revealed(real_db: CardDatabase) -> None:
    """Not revealed (the cost is optional, 601.2b) and no Dragon controlled: the Hill Giant
    dies, B stays at 20."""
    s = _roar(real_db, "no")
    s.assert_life("B", 20)


def test_118_8_draconic_roar_controlled_dragon(real_db: CardDatabase) -> None:
    """Not revealed but A controls a Shivan Dragon as the spell is cast: B goes to 17."""
    s = _roar(real_db, "no", dragon_in_play=True)
    s.assert_life("B", 17)


def _surge(real_db: CardDatabase, answer: str, artifact: bool = True) -> Scenario:
    """A casts Voltage Surge at B's Spined Wurm (5/4), with or without an Ornithopter."""
    assert_compiled(real_db, "Voltage Surge")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Voltage Surge")
    if artifact:
        s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Spined Wurm")
    s.set_choice("A", answer)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Voltage Surge", targets=["Spined Wurm"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_118_8_voltage_surge_paid_deals_4(real_db: CardDatabase) -> None:
    """Voltage Surge: "you may sacrifice an artifact. ~ deals 2 damage to target creature or
    planeswalker. If this spell's additional cost was paid, ~ deals 4 damage instead." The
    Ornithopter sacrificed: 4 damage, the 5/4 Spined Wurm dies."""
    s = _surge(real_db, "yes")
    s.assert_graveyard_count("A", "Ornithopter", 1)
    s.assert_graveyard_count("B", "Spined Wurm", 1)


def test_118_8_voltage_surge_unpaid_deals_2(real_db: CardDatabase) -> None:
    """Not paid: the Ornithopter stays, the Spined Wurm survives with 2 damage."""
    s = _surge(real_db, "no")
    s.assert_permanent_count("A", "Ornithopter", 1)
    s.assert_permanent_count("B", "Spined Wurm", 1)
    assert s.state.objects[s._one_permanent("Spined Wurm")].damage == 2


def test_118_8_voltage_surge_without_an_artifact(real_db: CardDatabase) -> None:
    """With no artifact to sacrifice it is still cast (the cost is optional): 2 damage."""
    s = _surge(real_db, "no", artifact=False)
    s.assert_permanent_count("B", "Spined Wurm", 1)
    s.assert_graveyard_count("A", "Voltage Surge", 1)


def _orator(real_db: CardDatabase, answer: str) -> Scenario:
    assert_compiled(real_db, "Orator of Ojutai")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Orator of Ojutai")
    s.add_card(Zone.HAND, "A", "Shivan Dragon")
    s.add_card(Zone.LIBRARY, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.set_choice("A", answer)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Orator of Ojutai")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Orator of Ojutai", 1)
    return s


def test_603_4_orator_of_ojutai_revealed_draws(real_db: CardDatabase) -> None:
    """Orator of Ojutai: "When ~ enters the battlefield, if you revealed a Dragon card or
    controlled a Dragon as you cast this spell, draw a card." (603.4) Revealed: A draws (the
    Dragon and an Island in hand)."""
    s = _orator(real_db, "yes")
    s.assert_hand_count("A", 2)


def test_603_4_orator_of_ojutai_not_revealed(real_db: CardDatabase) -> None:
    """Not revealed, no Dragon controlled: no card drawn (the Dragon alone in hand)."""
    s = _orator(real_db, "no")
    s.assert_hand_count("A", 1)


def _sentinels(real_db: CardDatabase, dragon: bool) -> Scenario:
    assert_compiled(real_db, "Scaleguard Sentinels")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Scaleguard Sentinels")
    if dragon:
        s.add_card(Zone.BATTLEFIELD, "A", "Shivan Dragon")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Scaleguard Sentinels")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_614_1c_scaleguard_sentinels_with_a_dragon(real_db: CardDatabase) -> None:
    """Scaleguard Sentinels: "~ enters the battlefield with a +1/+1 counter on it if you
    revealed a Dragon card or controlled a Dragon as you cast this spell." With a Shivan
    Dragon controlled: one +1/+1 counter (3/4)."""
    s = _sentinels(real_db, True)
    s.assert_counter_count("A", "Scaleguard Sentinels", "+1/+1", 1)
    ch = characteristics(s.state, s._one_permanent("Scaleguard Sentinels"))
    assert (ch.power, ch.toughness) == (3, 4)


def test_614_1c_scaleguard_sentinels_without(real_db: CardDatabase) -> None:
    """Nothing revealed, no Dragon: no counter (2/3)."""
    s = _sentinels(real_db, False)
    s.assert_counter_count("A", "Scaleguard Sentinels", "+1/+1", 0)


def _prerogative(real_db: CardDatabase, answer: str) -> Scenario:
    assert_compiled(real_db, "Dragonlord's Prerogative")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Dragonlord's Prerogative")
    s.add_card(Zone.HAND, "A", "Shivan Dragon")
    s.add_card(Zone.LIBRARY, "A", "Island", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "B", "Cancel")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 3)
    s.set_choice("A", answer)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dragonlord's Prerogative")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Cancel", targets=["Dragonlord's Prerogative"],
                 responding_to="Dragonlord's Prerogative")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Cancel", 1)
    return s


def test_101_2_dragonlords_prerogative_revealed_cant_be_countered(
        real_db: CardDatabase) -> None:
    """Dragonlord's Prerogative: "If you revealed a Dragon card or controlled a Dragon as you
    cast this spell, this spell can't be countered. Draw four cards." Revealed: B's Cancel
    does nothing; A draws four (five cards in hand with the Dragon)."""
    s = _prerogative(real_db, "yes")
    s.assert_hand_count("A", 5)


def test_101_2_dragonlords_prerogative_not_revealed_is_countered(
        real_db: CardDatabase) -> None:
    """Not revealed: Cancel counters it; A draws nothing (the Dragon alone in hand)."""
    s = _prerogative(real_db, "no")
    s.assert_hand_count("A", 1)
    s.assert_graveyard_count("A", "Dragonlord's Prerogative", 1)


def test_118_8_foul_tongue_invocation(real_db: CardDatabase) -> None:
    """Foul-Tongue Invocation, revealing Shivan Dragon: B sacrifices its Hill Giant and A
    gains 4 life (24)."""
    assert_compiled(real_db, "Foul-Tongue Invocation")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Foul-Tongue Invocation")
    s.add_card(Zone.HAND, "A", "Shivan Dragon")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Foul-Tongue Invocation", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("A", 24)


def test_118_8_optional_additional_cost_needs_a_cost() -> None:
    """The DSL refuses `additional_optional` without a reveal or sacrifice to make optional,
    with a clear error (and accepts it with one)."""
    from mtg_engine.cards.dsl import CardFileError
    from mtg_engine.cards.dsl_cards import parse_card

    base = {"name": "Test Card", "cost": "{R}", "type": "Instant",
            "spell": {"effects": [{"draw": {"count": 1}}]}, "additional_optional": True}
    with pytest.raises(CardFileError, match="additional_optional"):
        parse_card(base)
    with pytest.raises(CardFileError, match="additional_optional"):
        parse_card({**base, "additional_cost": {"pay_life": 2}})
    card = parse_card({**base, "additional_cost": {"sacrifice": {"types": ["Artifact"]}}})
    assert card.additional_optional and card.additional_cost is not None


# ------------------------------------------------------------------ 115.1: "up to two target
# creatures and up to two target lands" (one verb, two words "target", each up to two)


def _nissa(real_db: CardDatabase, targets: list[str]) -> Scenario:
    """B's Grizzly Bears, Hill Giant, Centaur Courser, Forest, Mountain and Plains are tapped
    (B's permanents don't untap in A's untap step); A's Nissa [+2] targets `targets`."""
    assert_compiled(real_db, "Nissa, Genesis Mage")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nissa, Genesis Mage")
    for name in ("Grizzly Bears", "Hill Giant", "Centaur Courser", "Forest", "Mountain",
                 "Plains"):
        s.add_card(Zone.BATTLEFIELD, "B", name, tapped=True)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "[+2]", targets=targets)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Nissa, Genesis Mage", "loyalty", 7)
    return s


def test_115_1_nissa_untaps_two_creatures_and_two_lands(real_db: CardDatabase) -> None:
    """Nissa, Genesis Mage [+2]: "Untap up to two target creatures and up to two target
    lands." The Grizzly Bears, Hill Giant, Forest and Mountain untap; the Centaur Courser and
    the Plains stay tapped; Nissa 5 -> 7 (606.4)."""
    s = _nissa(real_db, ["Grizzly Bears", "Hill Giant", "Forest", "Mountain"])
    for name in ("Grizzly Bears", "Hill Giant", "Forest", "Mountain"):
        s.assert_tapped(name, False)
    s.assert_tapped("Centaur Courser", True)
    s.assert_tapped("Plains", True)


def test_115_1_nissa_up_to_one_of_each(real_db: CardDatabase) -> None:
    """Fewer targets ("up to", 115.1): one creature only; the rest stay tapped."""
    s = _nissa(real_db, ["Hill Giant"])
    s.assert_tapped("Hill Giant", False)
    for name in ("Grizzly Bears", "Centaur Courser", "Forest", "Mountain", "Plains"):
        s.assert_tapped(name, True)


# ------------------------------------------------------------------ 118.8, 701.16a: "reveal a
# creature card from your hand" and "the revealed card's mana value / power" (608.2h)


def _reveal_spell(real_db: CardDatabase, spell: str, land: str, lands: int,
                  revealed: str = "Shivan Dragon", targets: tuple[str, ...] = ()) -> Scenario:
    assert_compiled(real_db, spell)
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", spell)
    s.add_card(Zone.HAND, "A", revealed)
    s.add_card(Zone.BATTLEFIELD, "A", land, lands)
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell, targets=list(targets))
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1)  # (the revealed card stays in the hand)
    return s


def test_118_8_induce_despair_revealed_mana_value(real_db: CardDatabase) -> None:
    """Induce Despair: "As an additional cost to cast this spell, reveal a creature card from
    your hand. Target creature gets -X/-X until end of turn, where X is the revealed card's
    mana value." Revealing Shivan Dragon (mana value 6): B's 6/4 Craw Wurm dies."""
    s = _reveal_spell(real_db, "Induce Despair", "Swamp", 3, targets=("Craw Wurm",))
    s.assert_graveyard_count("B", "Craw Wurm", 1)


def test_118_8_induce_despair_small_reveal(real_db: CardDatabase) -> None:
    """Revealing Grizzly Bears (mana value 2): the Craw Wurm is 4/2 and survives."""
    s = _reveal_spell(real_db, "Induce Despair", "Swamp", 3, revealed="Grizzly Bears",
                      targets=("Craw Wurm",))
    wurm = s._one_permanent("Craw Wurm")
    ch = characteristics(s.state, wurm)
    assert (ch.power, ch.toughness) == (4, 2)


def test_118_8_induce_despair_needs_a_creature_card(real_db: CardDatabase) -> None:
    """With no creature card in hand the cost can't be paid (118.3): it can't be cast."""
    assert_compiled(real_db, "Induce Despair")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Induce Despair")
    s.add_card(Zone.HAND, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Induce Despair", targets=["Craw Wurm"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_118_8_living_destiny_gains_revealed_mana_value(real_db: CardDatabase) -> None:
    """Living Destiny: "You gain life equal to the revealed card's mana value." Shivan
    Dragon revealed: A 20 -> 26."""
    s = _reveal_spell(real_db, "Living Destiny", "Forest", 4)
    s.assert_life("A", 26)


def test_118_8_charge_of_the_forever_beast_revealed_power(real_db: CardDatabase) -> None:
    """Charge of the Forever-Beast: "~ deals damage to target creature or planeswalker equal
    to the revealed card's power." Revealing Grizzly Bears (power 2): the Craw Wurm (6/4)
    survives with 2 damage; revealing Shivan Dragon (power 5) kills it."""
    s = _reveal_spell(real_db, "Charge of the Forever-Beast", "Forest", 4,
                      revealed="Grizzly Bears", targets=("Craw Wurm",))
    assert s.state.objects[s._one_permanent("Craw Wurm")].damage == 2
    s = _reveal_spell(real_db, "Charge of the Forever-Beast", "Forest", 4,
                      targets=("Craw Wurm",))
    s.assert_graveyard_count("B", "Craw Wurm", 1)


def test_118_8_disaster_radius_each_opposing_creature(real_db: CardDatabase) -> None:
    """Disaster Radius: "~ deals X damage to each creature your opponents control, where X
    is the revealed card's mana value." Revealing Grizzly Bears (2): B's Grizzly Bears die,
    the Craw Wurm has 2 damage; A's Hill Giant is untouched."""
    s = _reveal_spell(real_db, "Disaster Radius", "Mountain", 7, revealed="Grizzly Bears")
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    assert s.state.objects[s._one_permanent("Craw Wurm")].damage == 2
    assert s.state.objects[s._one_permanent("Hill Giant")].damage == 0


def test_118_8_revealed_card_needs_a_reveal_cost() -> None:
    """`of: revealed` in a spell needs an additional cost that reveals a card (not optional);
    in a triggered ability it is refused: clear errors."""
    from mtg_engine.cards.dsl import CardFileError
    from mtg_engine.cards.dsl_cards import parse_card

    base = {"name": "Test Card", "cost": "{G}", "type": "Instant",
            "spell": {"effects": [{"gain_life": {"amount": {"mana_value_of": "revealed"}}}]}}
    with pytest.raises(CardFileError, match="revealed card"):
        parse_card(base)
    reveal = {"reveal": {"types": ["Creature"]}}
    with pytest.raises(CardFileError, match="revealed card"):
        parse_card({**base, "additional_cost": reveal, "additional_optional": True})
    assert parse_card({**base, "additional_cost": reveal}).additional_cost is not None


# ------------------------------------------------------------------ 118.8, 601.2f: additional
# costs paid with any number of objects, and "costs {N} less for each ... this way"


def _march(real_db: CardDatabase, exiled: int, x: int, plains: int) -> Scenario:
    """March of Otherworldly Light ({X}{W}) for X=`x` at B's Grizzly Bears (mana value 2),
    exiling `exiled` of A's two Savannah Lions from the hand."""
    assert_compiled(real_db, "March of Otherworldly Light")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "March of Otherworldly Light")
    s.add_card(Zone.HAND, "A", "Savannah Lions", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", plains)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    if exiled:
        s.set_choice("A", ", ".join(["Savannah Lions"] * exiled))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "March of Otherworldly Light",
                 targets=["Grizzly Bears"], x=x)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    return s


def test_601_2f_march_exiles_two_cards_for_four_less(real_db: CardDatabase) -> None:
    """March of Otherworldly Light: "As an additional cost to cast this spell, you may exile
    any number of white cards from your hand. This spell costs {2} less to cast for each card
    exiled this way. Exile target artifact, creature, or enchantment with mana value X or
    less." X=3 and both Savannah Lions exiled: {3}{W} less {4} is {W} (601.2f: generic only);
    one Plains pays it, the other stays untapped."""
    s = _march(real_db, 2, 3, 2)
    s.assert_exile_count("Savannah Lions", 2)
    s.assert_hand_count("A", 0)
    assert sum(s.state.objects[o].tapped for o in s._permanents("A", "Plains")) == 1


def test_601_2f_march_without_exiling(real_db: CardDatabase) -> None:
    """Nothing exiled ("you may"; any number includes none): X=2 costs the full {2}{W}; the
    Savannah Lions stay in the hand."""
    s = _march(real_db, 0, 2, 3)
    s.assert_hand_count("A", 2)
    assert sum(s.state.objects[o].tapped for o in s._permanents("A", "Plains")) == 3


def test_601_2f_explosive_singularity_taps_creatures(real_db: CardDatabase) -> None:
    """Explosive Singularity ({8}{R}{R}): "you may tap any number of untapped creatures you
    control. This spell costs {1} less to cast for each creature tapped this way. ~ deals 10
    damage to any target." Four Grizzly Bears tapped: {4}{R}{R}, six Mountains; B 20 -> 10."""
    assert_compiled(real_db, "Explosive Singularity")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Explosive Singularity")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 4)
    s.set_choice("A", "Grizzly Bears, Grizzly Bears, Grizzly Bears, Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Explosive Singularity", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 10)
    assert all(s.state.objects[o].tapped for o in s._permanents("A", "Grizzly Bears"))


def test_601_2f_explosive_singularity_unaffordable_without(real_db: CardDatabase) -> None:
    """With six Mountains and no creature to tap, {8}{R}{R} can't be paid: it can't be cast."""
    assert_compiled(real_db, "Explosive Singularity")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Explosive Singularity")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Explosive Singularity", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_601_2f_awaken_the_blood_avatar_sacrifices_three(real_db: CardDatabase) -> None:
    """Awaken the Blood Avatar ({6}{B}{R}): "you may sacrifice any number of creatures. This
    spell costs {2} less to cast for each creature sacrificed this way. Each opponent
    sacrifices a creature. Create a 3/6 black and red Avatar creature token with haste ..."
    Three Grizzly Bears sacrificed: {B}{R} (a Swamp and a Mountain); B sacrifices its Hill
    Giant; A has the Avatar."""
    assert_compiled(real_db, "Extus, Oriq Overlord // Awaken the Blood Avatar")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Extus, Oriq Overlord // Awaken the Blood Avatar")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", "Grizzly Bears, Grizzly Bears, Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Awaken the Blood Avatar")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 3)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Avatar Token", 1)


def _betrayal(real_db: CardDatabase, sacrificed: int) -> Scenario:
    assert_compiled(real_db, "Vicious Betrayal")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Vicious Betrayal")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    if sacrificed:
        s.set_choice("A", ", ".join(["Grizzly Bears"] * sacrificed))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Vicious Betrayal", targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", sacrificed)
    return s


def test_118_8_vicious_betrayal_two_sacrificed(real_db: CardDatabase) -> None:
    """Vicious Betrayal: "As an additional cost to cast this spell, sacrifice any number of
    creatures. Target creature gets +2/+2 until end of turn for each creature sacrificed this
    way." Two Grizzly Bears sacrificed: the Hill Giant is 7/7."""
    s = _betrayal(real_db, 2)
    s.assert_power_toughness("A", "Hill Giant", 7, 7)


def test_118_8_vicious_betrayal_none_sacrificed(real_db: CardDatabase) -> None:
    """None sacrificed (any number includes zero): the Hill Giant stays 3/3."""
    s = _betrayal(real_db, 0)
    s.assert_power_toughness("A", "Hill Giant", 3, 3)


def test_118_8_cost_way_needs_the_cost() -> None:
    """`this_way: cost_sacrificed` needs an "any number" cost sacrificing the same objects."""
    from mtg_engine.cards.dsl import CardFileError
    from mtg_engine.cards.dsl_cards import parse_card

    pump = {"pump": {"what": "target", "power": {"this_way": "cost_sacrificed",
                                                   "among": {"types": ["Creature"]}},
                     "toughness": 1}}
    base = {"name": "Test Card", "cost": "{B}", "type": "Sorcery",
            "spell": {"effects": [pump], "targets": [{"kind": "creature"}]}}
    with pytest.raises(CardFileError, match="cost_sacrificed"):
        parse_card(base)
    with pytest.raises(CardFileError, match="cost_sacrificed"):
        parse_card({**base, "additional_any": True,
                    "additional_cost": {"sacrifice": {"types": ["Artifact"]}}})
    ok = parse_card({**base, "additional_any": True,
                     "additional_cost": {"sacrifice": {"types": ["Creature"]}}})
    assert ok.additional_any


# ------------------------------------------------------------------ 701.22a fateseal; 406.3,
# 701.20: a whole library exiled, a hand shuffled into a library (Jace, the Mind Sculptor)


def _names(s: Scenario, ids: list[int]) -> list[str]:
    return [s.state.objects[o].card.name for o in ids]


def _jace(real_db: CardDatabase, ability: str, loyalty: int, answer: str | None) -> Scenario:
    assert_compiled(real_db, "Jace, the Mind Sculptor")
    s = Scenario(cards=real_db)
    extra = {"counters": {"loyalty": loyalty - 3}} if loyalty > 3 else {}  # (printed 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Jace, the Mind Sculptor", **extra)
    s.remove_all_from_library("B")
    for name in ("Forest", "Island", "Grizzly Bears"):
        s.add_card(Zone.LIBRARY, "B", name)
    s.add_card(Zone.HAND, "B", "Hill Giant", 2)
    if answer is not None:
        s.set_choice("A", answer)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", ability, targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_701_22a_jace_puts_the_top_card_on_the_bottom(real_db: CardDatabase) -> None:
    """Jace, the Mind Sculptor [+2]: "Look at the top card of target player's library. You may
    put that card on the bottom of that player's library." B's library is Forest (bottom),
    Island, Grizzly Bears (top); A puts the Grizzly Bears on the bottom; Jace 3 -> 5; it is
    no scry (701.22a)."""
    s = _jace(real_db, "[+2]", 3, "Grizzly Bears")
    assert _names(s, s.state.players[1].library) == ["Grizzly Bears", "Forest", "Island"]
    s.assert_counter_count("A", "Jace, the Mind Sculptor", "loyalty", 5)
    assert not [ev for ev in s.state.log if ev[0] == "scry"]


def test_701_22a_jace_may_leave_it_on_top(real_db: CardDatabase) -> None:
    """Not put on the bottom ("you may"): B's library is as it was; Jace at 5."""
    s = _jace(real_db, "[+2]", 3, None)
    assert _names(s, s.state.players[1].library) == ["Forest", "Island", "Grizzly Bears"]
    s.assert_counter_count("A", "Jace, the Mind Sculptor", "loyalty", 5)


def test_406_3_jace_ultimate_exiles_library_and_shuffles_hand(real_db: CardDatabase) -> None:
    """Jace [−12]: "Exile all cards from target player's library, then that player shuffles
    their hand into their library." B's three library cards are exiled; B's two Hill Giants
    are its whole library now, its hand is empty; Jace (12 -> 0) is put into the graveyard
    (704.5i)."""
    s = _jace(real_db, "[−12]", 12, None)
    assert sorted(_names(s, s.state.players[1].library)) == ["Hill Giant", "Hill Giant"]
    s.assert_hand_count("B", 0)
    for name in ("Forest", "Island", "Grizzly Bears"):
        s.assert_exile_count(name, 1)
    s.assert_graveyard_count("A", "Jace, the Mind Sculptor", 1)


def test_406_3_leveler_exiles_your_library(real_db: CardDatabase) -> None:
    """Leveler: "When ~ enters the battlefield, exile all cards from your library." A's three
    library cards are exiled, B's library is untouched."""
    assert_compiled(real_db, "Leveler")
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Leveler")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Leveler")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_library_count("A", 0)
    s.assert_exile_count("Forest", 3)
    assert len(s.state.players[1].library) > 0


def test_701_22a_coral_fighters_defending_players_library(real_db: CardDatabase) -> None:
    """Coral Fighters: "Whenever ~ attacks and isn't blocked, look at the top card of
    defending player's library. You may put that card on the bottom of that player's
    library." Unblocked: A puts B's top Grizzly Bears on the bottom; B takes 1 (19)."""
    assert_compiled(real_db, "Coral Fighters")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Coral Fighters")
    s.remove_all_from_library("B")
    for name in ("Forest", "Island", "Grizzly Bears"):
        s.add_card(Zone.LIBRARY, "B", name)
    s.set_choice("A", "Grizzly Bears")
    s.attack(1, "A", "Coral Fighters")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    assert _names(s, s.state.players[1].library) == ["Grizzly Bears", "Forest", "Island"]
    s.assert_life("B", 19)


# ------------------------------------------------------------------ 608.2c: "this way" after a
# draw between (the resolution's discard)


def _windgrace(real_db: CardDatabase, in_hand: str) -> Scenario:
    assert_compiled(real_db, "Lord Windgrace")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lord Windgrace")
    s.add_card(Zone.HAND, "A", in_hand)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Island", 4)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "[+2]")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", in_hand, 1)
    s.assert_counter_count("A", "Lord Windgrace", "loyalty", 7)
    return s


def test_608_2c_lord_windgrace_land_discarded_draws_two(real_db: CardDatabase) -> None:
    """Lord Windgrace [+2]: "Discard a card, then draw a card. If a land card is discarded
    this way, draw an additional card." A discards a Forest: two cards drawn (library 4 ->
    2)."""
    s = _windgrace(real_db, "Forest")
    s.assert_hand_count("A", 2)
    s.assert_library_count("A", 2)


def test_608_2c_lord_windgrace_nonland_discarded_draws_one(real_db: CardDatabase) -> None:
    """A Grizzly Bears discarded (not a land card): one card drawn."""
    s = _windgrace(real_db, "Grizzly Bears")
    s.assert_hand_count("A", 1)
    s.assert_library_count("A", 3)


# ------------------------------------------------------------------ 108.4, 701.17a: "That player
# or that planeswalker's controller discards seven cards, then sacrifices seven permanents."


def _bolas(real_db: CardDatabase, target: str) -> Scenario:
    assert_compiled(real_db, "Nicol Bolas, Planeswalker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nicol Bolas, Planeswalker", counters={"loyalty": 4})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Jace Beleren")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Island", 3)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "[−9]", targets=[target])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", 0)
    s.assert_battlefield_count("B", 0)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Nicol Bolas, Planeswalker", 1)  # (5 + 4 - 9 = 0, 704.5i)
    return s


def test_108_4_nicol_bolas_ultimate_on_a_player(real_db: CardDatabase) -> None:
    """Nicol Bolas, Planeswalker [−9]: "~ deals 7 damage to target player or planeswalker.
    That player or that planeswalker's controller discards seven cards, then sacrifices seven
    permanents." At B: B 20 -> 13, discards its three cards, sacrifices its four permanents;
    A's Grizzly Bears stay."""
    s = _bolas(real_db, "B")
    s.assert_life("B", 13)


def test_108_4_nicol_bolas_ultimate_on_a_planeswalker(real_db: CardDatabase) -> None:
    """At B's Jace Beleren: Jace takes the 7 damage (B stays at 20); B, its controller,
    discards and sacrifices all the same."""
    s = _bolas(real_db, "Jace Beleren")
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Jace Beleren", 1)


# ------------------------------------------------------------------ 205.4a: "target snow land"
# (a supertype in a target's description); 611.2a, 305.7: "It's still a land."


def _frostwaker(real_db: CardDatabase, stop: tuple[int, Step]) -> Scenario:
    assert_compiled(real_db, "Balduvian Frostwaker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Balduvian Frostwaker")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Snow-Covered Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{U}, {T}:", targets=["Snow-Covered Forest"])
    s.stop_at(*stop)
    s.execute()
    return s


def test_205_4a_frostwaker_animates_a_snow_land_for_good(real_db: CardDatabase) -> None:
    """Balduvian Frostwaker: "{U}, {T}: Target snow land becomes a 2/2 blue Elemental creature
    with flying. It's still a land." (no duration: it lasts, 611.2a) The Snow-Covered Forest
    is a 2/2 blue Elemental land creature with flying, still so on the next turn."""
    s = _frostwaker(real_db, (2, Step.PRECOMBAT_MAIN))
    s.assert_power_toughness("A", "Snow-Covered Forest", 2, 2)
    s.assert_type("Snow-Covered Forest", "Land")
    s.assert_type("Snow-Covered Forest", "Creature")
    s.assert_subtype("Snow-Covered Forest", "Elemental")
    s.assert_color("Snow-Covered Forest", ["U"])


def test_205_4a_frostwaker_needs_a_snow_land(real_db: CardDatabase) -> None:
    """A (non-snow) Forest isn't a legal target (115.1): the activation fails."""
    assert_compiled(real_db, "Balduvian Frostwaker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Balduvian Frostwaker")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{U}, {T}:", targets=["Forest"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()


def test_205_4a_balduvian_conjurer_until_end_of_turn(real_db: CardDatabase) -> None:
    """Balduvian Conjurer: "{T}: Target snow land becomes a 2/2 creature until end of turn.
    It's still a land." A 2/2 land creature this turn; a land only on the next."""
    assert_compiled(real_db, "Balduvian Conjurer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Balduvian Conjurer")
    s.add_card(Zone.BATTLEFIELD, "A", "Snow-Covered Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}:", targets=["Snow-Covered Forest"])
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_power_toughness("A", "Snow-Covered Forest", 2, 2))
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_type("Snow-Covered Forest", "Creature", present=False)
    s.assert_type("Snow-Covered Forest", "Land")


# ------------------------------------------------------------------ 106.1, 605.1a, 305.1: a
# mana ability's mana by "if you played a land this turn"


def _river(real_db: CardDatabase, play: str | None) -> Scenario:
    """River of Tears: "{T}: Add {U}. If you played a land this turn, add {B} instead." A
    casts Disfigure ({B}) at B's Grizzly Bears with only River of Tears for mana."""
    assert_compiled(real_db, "River of Tears")
    s = Scenario(cards=real_db)
    if play == "River of Tears":
        s.add_card(Zone.HAND, "A", "River of Tears")
    else:
        s.add_card(Zone.BATTLEFIELD, "A", "River of Tears")
        if play:
            s.add_card(Zone.HAND, "A", play)
    if play:
        s.play_land(1, Step.PRECOMBAT_MAIN, "A", play)
    s.add_card(Zone.HAND, "A", "Disfigure")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Disfigure", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_305_1_river_of_tears_black_after_a_land_play(real_db: CardDatabase) -> None:
    """A plays an Island: the River adds {B}; Disfigure kills the Grizzly Bears."""
    s = _river(real_db, "Island")
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_305_1_river_of_tears_played_itself(real_db: CardDatabase) -> None:
    """The River itself is the land played this turn: it adds {B}."""
    s = _river(real_db, "River of Tears")
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_305_1_river_of_tears_blue_without_a_land_play(real_db: CardDatabase) -> None:
    """No land played: the River adds {U} only, Disfigure can't be cast."""
    s = _river(real_db, None)
    with pytest.raises(ScenarioError):
        s.execute()


# ------------------------------------------------------------------ 700.3: two piles of
# permanents (Liliana of the Veil)


def _liliana(real_db: CardDatabase, first: str, pick: str) -> Scenario:
    assert_compiled(real_db, "Liliana of the Veil")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Liliana of the Veil", counters={"loyalty": 3})
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    for name in ("Grizzly Bears", "Hill Giant", "Forest"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.set_choice("A", first)
    s.set_choice("B", pick)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "[−6]", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Liliana of the Veil", 1)  # (3 + 3 - 6, 704.5i)
    s.assert_permanent_count("A", "Swamp", 1)
    return s


def test_700_3_liliana_of_the_veil_sacrifices_the_chosen_pile(real_db: CardDatabase) -> None:
    """Liliana of the Veil [−6]: "Separate all permanents target player controls into two
    piles. That player sacrifices all permanents in the pile of their choice." A makes
    {Grizzly Bears, Forest} and {Hill Giant}; B sacrifices the first pile: the Hill Giant
    stays."""
    s = _liliana(real_db, "Grizzly Bears,Forest", "1")
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Forest", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)


def test_700_3d_liliana_of_the_veil_empty_pile(real_db: CardDatabase) -> None:
    """700.3d: A puts nothing in the first pile; B chooses the empty pile and keeps all three
    permanents."""
    s = _liliana(real_db, "none", "1")
    s.assert_battlefield_count("B", 3)


# ------------------------------------------------------------------ 110.2: a graveyard's card put
# onto the battlefield "under your control tapped" / "under its owner's control"


def test_110_2_demon_of_dark_schemes_reanimates_tapped(real_db: CardDatabase) -> None:
    """Demon of Dark Schemes: "Whenever another creature dies, you get {E}." and "{2}{B}, Pay
    {E}{E}{E}{E}: Put target creature card from a graveyard onto the battlefield under your
    control tapped." Pyroclasm kills B's four Grizzly Bears (four {E}); A puts one of them
    onto the battlefield tapped, under A's control; A has no energy left."""
    from mtg_engine.rules.energy import energy_of

    assert_compiled(real_db, "Demon of Dark Schemes")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Demon of Dark Schemes")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Pyroclasm")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 4)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pyroclasm")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{2}{B}, Pay {E}{E}{E}{E}:",
                       targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 3)
    s.assert_tapped("Grizzly Bears", True)
    assert energy_of(s.state, 0) == 0


def test_110_2_kenrith_returns_under_its_owners_control(real_db: CardDatabase) -> None:
    """Kenrith, the Returned King: "{4}{B}: Put target creature card from a graveyard onto
    the battlefield under its owner's control." B's Hill Giant card comes back under B's
    control (untapped)."""
    assert_compiled(real_db, "Kenrith, the Returned King")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kenrith, the Returned King")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}{B}:", targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Hill Giant", 0)
    s.assert_tapped("Hill Giant", False)


def test_406_3_lantern_of_the_lost_exiles_all_graveyards(real_db: CardDatabase) -> None:
    """Lantern of the Lost: "{1}, {T}, Exile ~: Exile all cards from all graveyards, then draw
    a card." Both graveyards' cards are exiled (the Lantern too, by its cost); A draws."""
    assert_compiled(real_db, "Lantern of the Lost")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lantern of the Lost")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, {T}, Exile Lantern of the Lost:")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_exile_count("Hill Giant", 2)
    s.assert_exile_count("Lantern of the Lost", 1)
    s.assert_graveyard_count("A", None, 0)
    s.assert_graveyard_count("B", None, 0)
    s.assert_hand_count("A", 1)


# ------------------------------------------------------------------ 502.3: "gains shroud until
# end of turn and doesn't untap during your next untap step"; 701.20: Elixir of Immortality


def test_502_3_homarid_warrior_shroud_and_no_untap(real_db: CardDatabase) -> None:
    """Homarid Warrior: "{U}: ~ gains shroud until end of turn and doesn't untap during your
    next untap step. Tap ~." Activated on B's turn 2: it is tapped with shroud, and still
    tapped in A's turn 3 (its next untap step skipped it); untapped again on turn 5."""
    assert_compiled(real_db, "Homarid Warrior")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Homarid Warrior")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "A", "{U}:")
    s.check(2, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_abilities(
        "A", "Homarid Warrior", ["shroud"]))
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_tapped("Homarid Warrior", True))
    s.stop_at(5, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_tapped("Homarid Warrior", False)


def test_701_20_elixir_of_immortality(real_db: CardDatabase) -> None:
    """Elixir of Immortality: "{2}, {T}: You gain 5 life. Shuffle ~ and your graveyard into
    their owner's library." A 20 -> 25; the Elixir and A's two graveyard cards are in A's
    library (3 more cards); B's graveyard is untouched."""
    assert_compiled(real_db, "Elixir of Immortality")
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Elixir of Immortality")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}:")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 25)
    s.assert_library_count("A", 5)
    s.assert_library_count("A", 1, "Elixir of Immortality")
    s.assert_graveyard_count("A", None, 0)
    s.assert_graveyard_count("B", "Hill Giant", 1)


# ------------------------------------------------------------------ 400.3, 601.2c: "Return two
# target cards from an opponent's graveyard to their hand"


def test_400_3_nullmage_advocate_returns_to_the_opponents_hand(real_db: CardDatabase) -> None:
    """Nullmage Advocate: "{T}: Return two target cards from an opponent's graveyard to their
    hand. Destroy target artifact or enchantment." B's Grizzly Bears and Hill Giant go back to
    B's hand; B's Ornithopter is destroyed."""
    assert_compiled(real_db, "Nullmage Advocate")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nullmage Advocate")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}:",
                       targets=["Grizzly Bears", "Hill Giant", "Ornithopter"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_hand_count("B", 1, "Hill Giant")
    s.assert_graveyard_count("B", "Ornithopter", 1)
    s.assert_hand_count("A", 0)


def test_502_3_reveka_deals_damage_and_stays_tapped(real_db: CardDatabase) -> None:
    """Reveka, Wizard Savant: "{T}: ~ deals 2 damage to any target and doesn't untap during
    your next untap step." B 20 -> 18; Reveka is still tapped on A's turn 3, untapped on 5."""
    assert_compiled(real_db, "Reveka, Wizard Savant")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Reveka, Wizard Savant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}:", targets=["B"])
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_tapped("Reveka, Wizard Savant", True))
    s.stop_at(5, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_tapped("Reveka, Wizard Savant", False)


def test_108_4_rakdos_ickspitter(real_db: CardDatabase) -> None:
    """Rakdos Ickspitter: "{T}: ~ deals 1 damage to target creature and that creature's
    controller loses 1 life." B's Grizzly Bears have 1 damage; B 20 -> 19."""
    assert_compiled(real_db, "Rakdos Ickspitter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rakdos Ickspitter")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}:", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_damage("Grizzly Bears", 1)
    s.assert_life("B", 19)
    s.assert_life("A", 20)


def test_107_1_burn_at_the_stake_three_times_the_creatures_tapped(real_db: CardDatabase) -> None:
    """Burn at the Stake: "As an additional cost to cast this spell, tap any number of
    untapped creatures you control. ~ deals damage to any target equal to three times the
    number of creatures tapped this way." Two Grizzly Bears tapped: 6 damage, B 20 -> 14; the
    third Grizzly Bears stays untapped."""
    assert_compiled(real_db, "Burn at the Stake")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Burn at the Stake")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 3)
    s.set_choice("A", "Grizzly Bears, Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Burn at the Stake", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 14)
    assert sum(s.state.objects[o].tapped for o in s._permanents("A", "Grizzly Bears")) == 2


# ------------------------------------------------------------------ 110.2, 608.2d: creature cards
# chosen from all graveyards onto the battlefield under your control


def test_110_2_liliana_the_necromancer_ultimate(real_db: CardDatabase) -> None:
    """Liliana, the Necromancer [−7]: "Destroy up to two target creatures. Put up to two
    creature cards from graveyards onto the battlefield under your control." B's Grizzly Bears
    and Hill Giant are destroyed; A puts B's Hill Giant and A's Craw Wurm onto the
    battlefield under A's control; the Grizzly Bears stay in B's graveyard."""
    assert_compiled(real_db, "Liliana, the Necromancer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Liliana, the Necromancer", counters={"loyalty": 4})
    s.add_card(Zone.GRAVEYARD, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", "Hill Giant, Craw Wurm")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "[−7]",
                       targets=["Grizzly Bears", "Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Craw Wurm", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_battlefield_count("B", 0)


def test_110_2_extract_from_darkness(real_db: CardDatabase) -> None:
    """Extract from Darkness: "Each player mills two cards. Then you put a creature card from
    a graveyard onto the battlefield under your control." B mills a Craw Wurm and a Forest; A
    must put a creature card (the only one: the Craw Wurm) onto the battlefield."""
    assert_compiled(real_db, "Extract from Darkness")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Extract from Darkness")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Island", 3)
    s.remove_all_from_library("B")
    s.add_card(Zone.LIBRARY, "B", "Forest")
    s.add_card(Zone.LIBRARY, "B", "Craw Wurm")
    s.add_card(Zone.LIBRARY, "B", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Extract from Darkness")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Craw Wurm", 1)
    s.assert_graveyard_count("B", "Forest", 1)
    s.assert_graveyard_count("A", "Island", 2)


# ------------------------------------------------------------------ 103.3, 119.5: "half their
# starting life total, rounded down"; 601.2f with the "any number" sacrifice (Torgaar)


def _torgaar(real_db: CardDatabase, b_life: int, target: str | None) -> Scenario:
    assert_compiled(real_db, "Torgaar, Famine Incarnate")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Torgaar, Famine Incarnate")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 3)
    s.set_life("B", b_life)
    s.set_choice("A", "Grizzly Bears, Grizzly Bears, Grizzly Bears")
    if target is not None:
        s.add_target("A", target)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Torgaar, Famine Incarnate")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Torgaar, Famine Incarnate", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 3)
    return s


def test_119_5_torgaar_sets_half_the_starting_life(real_db: CardDatabase) -> None:
    """Torgaar, Famine Incarnate ({6}{B}{B}): "you may sacrifice any number of creatures. This
    spell costs {2} less to cast for each creature sacrificed this way. When ~ enters the
    battlefield, up to one target player's life total becomes half their starting life
    total, rounded down." Three Grizzly Bears sacrificed: {B}{B} (two Swamps); B 20 -> 10."""
    s = _torgaar(real_db, 20, "B")
    s.assert_life("B", 10)
    s.assert_life("A", 20)


def test_119_5_torgaar_raises_a_low_life_total(real_db: CardDatabase) -> None:
    """At 6 life, B's life total becomes 10 all the same (119.5: it gains 4)."""
    s = _torgaar(real_db, 6, "B")
    s.assert_life("B", 10)


# ------------------------------------------------------------------ 610.3: exiled until another
# target leaves the battlefield (Calix, Destiny's Hand)


def _calix(real_db: CardDatabase, disenchant: bool) -> Scenario:
    assert_compiled(real_db, "Calix, Destiny's Hand")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Calix, Destiny's Hand")
    s.add_card(Zone.BATTLEFIELD, "A", "Glorious Anthem")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "[−3]",
                       targets=["Hill Giant", "Glorious Anthem"])
    if disenchant:
        s.add_card(Zone.HAND, "A", "Disenchant")
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
        s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Disenchant", targets=["Glorious Anthem"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Calix, Destiny's Hand", "loyalty", 1)
    return s


def test_610_3_calix_exiles_until_the_enchantment_leaves(real_db: CardDatabase) -> None:
    """Calix, Destiny's Hand [−3]: "Exile target creature or enchantment you don't control
    until target enchantment you control leaves the battlefield." B's Hill Giant stays exiled
    while A's Glorious Anthem remains."""
    s = _calix(real_db, False)
    s.assert_exile_count("Hill Giant", 1)
    s.assert_permanent_count("B", "Hill Giant", 0)


def test_610_3_calix_returns_when_the_enchantment_leaves(real_db: CardDatabase) -> None:
    """A destroys its own Glorious Anthem: the Hill Giant returns at once under B's control
    (610.3c: its owner's)."""
    s = _calix(real_db, True)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_exile_count("Hill Giant", 0)
