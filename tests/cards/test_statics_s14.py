"""Static abilities, replacement and control read from Oracle text in session 14
(cards/oracle/): each played with a real card (skipped without the shared MTGJSON file), with
the rule it follows."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled


def _bolted(db: CardDatabase, life: int, *extra: str) -> Scenario:
    """B at `life` with Ali from Cairo and `extra` on the battlefield; A casts Lightning Bolt at
    B on turn 1."""
    s = Scenario(cards=db)
    s.set_life("B", life)
    for name in ("Ali from Cairo", *extra):
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    return s


def test_614_1a_ali_from_cairo_damage_reduces_life_only_to_1(real_db: CardDatabase) -> None:
    """B at 2 with Ali from Cairo ("Damage that would reduce your life total to less than 1
    reduces it to 1 instead."): Lightning Bolt's 3 damage leaves B at 1, not -1 (614.1a), and
    B hasn't lost. At 10, the bolt isn't affected: B at 7."""
    assert_compiled(real_db, "Ali from Cairo")
    s = _bolted(real_db, 2)
    s.execute()
    s.assert_life("B", 1)
    s.assert_not_lost("B")
    s = _bolted(real_db, 10)
    s.execute()
    s.assert_life("B", 7)


def test_614_1a_life_floor_doesnt_stop_life_loss(real_db: CardDatabase) -> None:
    """Ali from Cairo stops damage only (120.3a), not life lost otherwise (119.3): B at 2 with
    Ali; A casts Sign in Blood on B ("Target player draws two cards and loses 2 life."): B at
    0 and loses the game (704.5a)."""
    assert_compiled(real_db, "Ali from Cairo")
    s = Scenario(cards=real_db)
    s.set_life("B", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Ali from Cairo")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Sign in Blood")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sign in Blood", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 0)
    s.assert_lost("B")


def test_614_1a_life_floor_damage_still_dealt_in_full(real_db: CardDatabase) -> None:
    """The floor changes the life lost, not the damage dealt (the card's rulings): B at 2 with
    Ali from Cairo is dealt 2 combat damage by A's Vampire Nighthawk (lifelink, 702.15b): B
    goes to 1 and A gains 2, the full damage."""
    assert_compiled(real_db, "Ali from Cairo")
    s = Scenario(cards=real_db)
    s.set_life("B", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Ali from Cairo")
    s.add_card(Zone.BATTLEFIELD, "A", "Vampire Nighthawk")
    s.attack(1, "A", "Vampire Nighthawk")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 1)
    s.assert_life("A", 22)


def test_614_1a_worship_only_while_you_control_a_creature(real_db: CardDatabase) -> None:
    """Worship ("If you control a creature, damage that would reduce your life total to less
    than 1 reduces it to 1 instead."): B at 2 with Worship and Grizzly Bears: the bolt leaves
    B at 1. With no creature (611.3a: the condition fails), B goes to -1 and loses."""
    assert_compiled(real_db, "Worship")
    s = Scenario(cards=real_db)
    s.set_life("B", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Worship")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 1)
    s = Scenario(cards=real_db)
    s.set_life("B", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Worship")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", -1)
    s.assert_lost("B")


def _abolished(db: CardDatabase, turn: int, action: str) -> Scenario:
    """A controls Grand Abolisher; B, with a Mountain, Lightning Bolt in hand and Prodigal
    Pyromancer on the battlefield, casts the bolt at A or activates the Pyromancer at A on
    `turn` (1: A's turn, 2: B's)."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grand Abolisher")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Prodigal Pyromancer")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    if action == "cast":
        s.cast_spell(turn, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    else:
        s.activate_ability(turn, Step.PRECOMBAT_MAIN, "B", "{T}:", source="Prodigal Pyromancer",
                           targets=["A"])
    s.stop_at(turn, Step.END_TURN)
    return s


def test_101_2_grand_abolisher_opponents_cant_cast_or_activate_during_your_turn(
        real_db: CardDatabase) -> None:
    """Grand Abolisher ("During your turn, your opponents can't cast spells or activate
    abilities of artifacts, creatures, or enchantments."): on A's turn B can neither cast
    Lightning Bolt nor activate Prodigal Pyromancer (101.2): A stays at 20. On B's own turn
    (611.3a: the condition fails) both work: A at 17, then at 19."""
    from mtg_engine.testing import ScenarioError

    assert_compiled(real_db, "Grand Abolisher")
    for action in ("cast", "activate"):
        s = _abolished(real_db, 1, action)
        with pytest.raises(ScenarioError, match=r"101\.2"):
            s.execute()
        s.assert_life("A", 20)
    s = _abolished(real_db, 2, "cast")
    s.execute()
    s.assert_life("A", 17)
    s = _abolished(real_db, 2, "activate")
    s.execute()
    s.assert_life("A", 19)


def test_614_1c_502_3_traxos_enters_tapped_and_doesnt_untap(real_db: CardDatabase) -> None:
    """Traxos, Scourge of Kroog ("~ enters the battlefield tapped and doesn't untap during your
    untap step."), cast on turn 1, enters tapped (614.1c) and is still tapped on A's next turn
    while A's Wastes untapped (502.3)."""
    assert_compiled(real_db, "Traxos, Scourge of Kroog")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 4)
    s.add_card(Zone.HAND, "A", "Traxos, Scourge of Kroog")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Traxos, Scourge of Kroog")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_tapped("Traxos, Scourge of Kroog"))
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_tapped("Traxos, Scourge of Kroog")
    s.assert_tapped("Wastes", False)


def test_704_5g_zilortha_lethal_damage_by_power(real_db: CardDatabase) -> None:
    """Zilortha ("Lethal damage dealt to creatures you control is determined by their power
    rather than their toughness.", 7/3): B's Shock (2 damage) destroys A's Horned Turtle (1/4)
    (704.5g: 2 is at least its power 1), and B's Lightning Bolt leaves Zilortha itself (3
    damage, power 7) on the battlefield."""
    assert_compiled(real_db, "Zilortha, Strength Incarnate")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Zilortha, Strength Incarnate")
    s.add_card(Zone.BATTLEFIELD, "A", "Horned Turtle")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shock")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Horned Turtle"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt",
                 targets=["Zilortha, Strength Incarnate"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Horned Turtle", 1)
    s.assert_permanent_count("A", "Zilortha, Strength Incarnate", 1)
    s.assert_damage("Zilortha, Strength Incarnate", 3)


def test_510_1c_zilortha_trample_assigns_power_as_lethal(real_db: CardDatabase) -> None:
    """B controls Zilortha and blocks A's Colossal Dreadmaw (6/6 trample) with Horned Turtle
    (1/4): lethal damage to the Turtle is 1, its power (510.1c-d, 702.19b), so 5 tramples over
    (B at 15) and the Turtle is destroyed. Without Zilortha: 4 to the Turtle, B at 18."""
    assert_compiled(real_db, "Zilortha, Strength Incarnate")
    for zilortha, life in ((True, 15), (False, 18)):
        s = Scenario(cards=real_db)
        if zilortha:
            s.add_card(Zone.BATTLEFIELD, "B", "Zilortha, Strength Incarnate", tapped=True)
        s.add_card(Zone.BATTLEFIELD, "B", "Horned Turtle")
        s.add_card(Zone.BATTLEFIELD, "A", "Colossal Dreadmaw")
        s.attack(1, "A", "Colossal Dreadmaw")
        s.block(1, "B", "Horned Turtle", "Colossal Dreadmaw")
        s.stop_at(1, Step.END_COMBAT)
        s.execute()
        s.assert_life("B", life)
        s.assert_graveyard_count("B", "Horned Turtle", 1)


def test_611_3a_homicidal_seclusion_only_creature(real_db: CardDatabase) -> None:
    """Homicidal Seclusion ("As long as you control exactly one creature, that creature gets
    +3/+1 and has lifelink."): A's only Grizzly Bears is 5/3 with lifelink and attacks: B at
    15, A at 25. With a second creature (Llanowar Elves) the condition fails (611.3a): both
    unchanged, the Bears deal 2 (B at 18, A at 20)."""
    assert_compiled(real_db, "Homicidal Seclusion")
    for elves, b_life, a_life in ((False, 15, 25), (True, 18, 20)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Homicidal Seclusion")
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        if elves:
            s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
        s.attack(1, "A", "Grizzly Bears")
        s.stop_at(1, Step.END_COMBAT)
        s.execute()
        s.assert_power_toughness("A", "Grizzly Bears", 2 if elves else 5, 2 if elves else 3)
        s.assert_life("B", b_life)
        s.assert_life("A", a_life)


def test_611_3a_warden_of_the_wall_is_a_creature_on_other_turns(real_db: CardDatabase) -> None:
    """Warden of the Wall ("As long as it's not your turn, ~ is a 2/3 Gargoyle artifact
    creature with flying."): on A's turn 1 it's no creature (611.3a); on B's turn 2 it is a
    2/3 flying Gargoyle (205.1b, 613.4b) and blocks B's Grizzly Bears, which die."""
    assert_compiled(real_db, "Warden of the Wall")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Warden of the Wall")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_type("Warden of the Wall", "Creature", present=False))
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: (
        sc.assert_power_toughness("A", "Warden of the Wall", 2, 3),
        sc.assert_subtype("Warden of the Wall", "Gargoyle"),
        sc.assert_abilities("A", "Warden of the Wall", ["Flying"])))
    s.attack(2, "B", "Grizzly Bears")
    s.block(2, "A", "Warden of the Wall", "Grizzly Bears")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_damage("Warden of the Wall", 2)
    s.assert_life("A", 20)


def test_613_1b_hellkite_tyrant_gains_control_of_that_players_artifacts(
        real_db: CardDatabase) -> None:
    """A's Hellkite Tyrant deals 6 combat damage to B ("Whenever ~ deals combat damage to a
    player, gain control of all artifacts that player controls."): A gains control of B's Sol
    Ring and Ornithopter (613.1b, 603.2: "that player" is the one dealt damage), not of B's
    Forest; B at 14."""
    assert_compiled(real_db, "Hellkite Tyrant")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hellkite Tyrant")
    s.add_card(Zone.BATTLEFIELD, "B", "Sol Ring")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.attack(1, "A", "Hellkite Tyrant")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 14)
    s.assert_permanent_count("A", "Sol Ring", 1)
    s.assert_permanent_count("A", "Ornithopter", 1)
    s.assert_permanent_count("B", "Forest", 1)


def test_613_1b_mob_rule_steals_untaps_and_hastes_the_big_creatures(
        real_db: CardDatabase) -> None:
    """A casts Mob Rule, first mode ("Gain control of all creatures with power 4 or greater
    until end of turn. Untap those creatures. They gain haste until end of turn."): B's tapped
    Craw Wurm (6/4) is A's, untapped and hasty (611.2c, 613.1b, 613.1f), and attacks B (B at
    14); B's Grizzly Bears stay B's. The next turn the Wurm is B's again (514.2)."""
    assert_compiled(real_db, "Mob Rule")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.HAND, "A", "Mob Rule")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_mode_choice("A", 1)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mob Rule")
    s.attack(1, "A", "Craw Wurm")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: (
        sc.assert_permanent_count("A", "Craw Wurm", 1),
        sc.assert_permanent_count("B", "Grizzly Bears", 1)))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 14)
    s.assert_permanent_count("B", "Craw Wurm", 1)


def test_702_88a_cast_through_time_gives_rebound(real_db: CardDatabase) -> None:
    """A controls Cast Through Time ("Instant and sorcery spells you control have rebound."):
    A's Lightning Bolt cast from hand on turn 1 is exiled as it resolves (B at 17), and cast
    again at A's next upkeep (B at 14), then goes to the graveyard (613.1f, 702.88a). If B
    controls the enchantment instead, A's bolt goes to the graveyard at once."""
    assert_compiled(real_db, "Cast Through Time")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cast Through Time")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.add_target("A", "B")
    s.check(2, Step.DRAW, lambda sc: (sc.assert_exile_count("Lightning Bolt", 1),
                                      sc.assert_life("B", 17)))
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_life("B", 14)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Cast Through Time")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)


def test_702_6c_syr_gwyn_gives_equipment_equip_knight_0(real_db: CardDatabase) -> None:
    """Syr Gwyn ("Equipment you control have equip Knight {0}.", 613.1f): with no mana, A
    attaches Bonesplitter to Syr Gwyn herself (a Knight) for {0} (702.6c); she attacks as a
    7/5 and her trigger draws A a card and costs 1 life: B at 13, A at 19 with one card."""
    assert_compiled(real_db, "Syr Gwyn, Hero of Ashvale")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Syr Gwyn, Hero of Ashvale")
    s.add_card(Zone.BATTLEFIELD, "A", "Bonesplitter")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip Knight {0}", source="Bonesplitter",
                       targets=["Syr Gwyn, Hero of Ashvale"])
    s.attack(1, "A", "Syr Gwyn, Hero of Ashvale")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_attached("Bonesplitter", "Syr Gwyn, Hero of Ashvale")
    s.assert_life("B", 13)
    s.assert_life("A", 19)
    s.assert_hand_count("A", 1)


def test_702_6c_equip_knight_only_targets_knights(real_db: CardDatabase) -> None:
    """The granted equip Knight {0} can't target A's Grizzly Bears (not a Knight, 702.6c)."""
    from mtg_engine.testing import ScenarioError

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Syr Gwyn, Hero of Ashvale")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Bonesplitter")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip Knight {0}", source="Bonesplitter",
                       targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Equip Knight"):
        s.execute()


def test_114_4_serra_emblem_life_floor(real_db: CardDatabase) -> None:
    """Serra the Benevolent's −6 gives A an emblem with "If you control a creature, damage
    that would reduce your life total to less than 1 reduces it to 1 instead." (114.4: it
    works from the command zone): at 2 life with Grizzly Bears, B's Lightning Bolt leaves A at
    1 (614.1a)."""
    assert_compiled(real_db, "Serra the Benevolent")
    s = Scenario(cards=real_db)
    s.set_life("A", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Serra the Benevolent", counters={"loyalty": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-6:")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 1)
    s.assert_not_lost("A")


def test_615_1a_ajanis_aid_prevents_chosen_creatures_combat_damage(
        real_db: CardDatabase) -> None:
    """B's Craw Wurm (6/4) and Grizzly Bears attack A; A sacrifices Ajani's Aid ("Prevent all
    combat damage a creature of your choice would deal this turn.") choosing the Wurm (609.7a):
    only the Bears' 2 damage is dealt, A at 18 (615.1a)."""
    assert_compiled(real_db, "Ajani's Aid")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ajani's Aid")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Craw Wurm")
    s.attack(2, "B", "Grizzly Bears")
    s.activate_ability(2, Step.DECLARE_ATTACKERS, "A", "Sacrifice")
    s.set_choice("A", "Craw Wurm")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 18)
    s.assert_graveyard_count("A", "Ajani's Aid", 1)


def test_613_1b_eldrazi_obligator_cast_trigger_threatens(real_db: CardDatabase) -> None:
    """A casts Eldrazi Obligator and pays {1}{C} for its cast trigger ("... gain control of
    target creature until end of turn, untap that creature, and it gains haste until end of
    turn."): B's tapped Craw Wurm is A's, untapped and hasty (613.1b, 613.1f), and attacks B
    (B at 14); at the next turn it's B's again."""
    assert_compiled(real_db, "Eldrazi Obligator")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 4)
    s.add_card(Zone.HAND, "A", "Eldrazi Obligator")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm", tapped=True)
    s.add_target("A", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Eldrazi Obligator")
    s.attack(1, "A", "Craw Wurm")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 14)
    s.assert_permanent_count("B", "Craw Wurm", 1)


def _perspective(db: CardDatabase, others: int) -> Scenario:
    """A controls New Perspectives and no land; A's hand: Barren Moor ("Cycling {B}") and
    `others` Wastes. A cycles Barren Moor on turn 1."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "New Perspectives")
    s.add_card(Zone.HAND, "A", "Barren Moor")
    s.add_card(Zone.HAND, "A", "Wastes", others)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Cycling", source="Barren Moor")
    s.stop_at(1, Step.END_TURN)
    return s


def test_118_9_new_perspectives_cycles_for_0_with_seven_cards(real_db: CardDatabase) -> None:
    """New Perspectives ("As long as you have seven or more cards in hand, you may pay {0}
    rather than pay cycling costs."): with seven cards in hand (Barren Moor among them) and no
    mana, A cycles Barren Moor for {0} (118.9, 702.29a): it's in the graveyard, A's hand is
    still seven. With six cards the condition fails (611.3a): {B} can't be paid."""
    from mtg_engine.testing import ScenarioError

    assert_compiled(real_db, "New Perspectives")
    s = _perspective(real_db, 6)
    s.execute()
    s.assert_graveyard_count("A", "Barren Moor", 1)
    s.assert_hand_count("A", 7)
    s = _perspective(real_db, 5)
    with pytest.raises(ScenarioError, match="Cycling"):
        s.execute()
    s.assert_hand_count("A", 6)


def test_613_4c_death_baron_skeletons_and_other_zombies(real_db: CardDatabase) -> None:
    """Death Baron ("Skeletons you control and other Zombies you control get +1/+1 and have
    deathtouch."): A's Walking Corpse (Zombie) is 3/3 with deathtouch, Drudge Skeletons 2/2
    with deathtouch (613.4c, 613.1f); Death Baron itself (a Zombie, not "other") and Grizzly
    Bears are unchanged 2/2s; B's Zombie isn't A's."""
    assert_compiled(real_db, "Death Baron")
    s = Scenario(cards=real_db)
    for name in ("Death Baron", "Walking Corpse", "Drudge Skeletons", "Grizzly Bears"):
        s.add_card(Zone.BATTLEFIELD, "A", name)
    s.add_card(Zone.BATTLEFIELD, "B", "Walking Corpse")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Walking Corpse", 3, 3)
    s.assert_abilities("A", "Walking Corpse", ["Deathtouch"])
    s.assert_power_toughness("A", "Drudge Skeletons", 2, 2)
    s.assert_abilities("A", "Drudge Skeletons", ["Deathtouch"])
    s.assert_power_toughness("A", "Death Baron", 2, 2)
    s.assert_abilities("A", "Death Baron", ["Deathtouch"], present=False)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_power_toughness("B", "Walking Corpse", 2, 2)


def test_101_2_spirit_of_the_labyrinth_one_draw_each_turn(real_db: CardDatabase) -> None:
    """Spirit of the Labyrinth ("Each player can't draw more than one card each turn."): A
    (no draw on turn 1) casts Divination ("Draw two cards.") and draws only one (101.2). On
    turn 3, after the draw step's card, a second Divination draws nothing."""
    assert_compiled(real_db, "Spirit of the Labyrinth")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Spirit of the Labyrinth")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Divination", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Divination")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_hand_count("A", 2))  # Divination, 1 drawn
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Divination")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 2)  # the card drawn turn 1, the one of turn 3's draw step
    s.assert_library_count("A", 18)


def test_101_2_narset_limits_only_opponents(real_db: CardDatabase) -> None:
    """Narset, Parter of Veils ("Each opponent can't draw more than one card each turn."): B's
    Divination on turn 2 (after B's draw step) draws nothing; A's own Divination on turn 1
    draws two."""
    assert_compiled(real_db, "Narset, Parter of Veils")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Narset, Parter of Veils")
    for p in ("A", "B"):
        s.add_card(Zone.BATTLEFIELD, p, "Island", 3)
        s.add_card(Zone.HAND, p, "Divination")
        s.cast_spell(1 if p == "A" else 2, Step.PRECOMBAT_MAIN, p, "Divination")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_hand_count("B", 1)  # the draw step's card only


def test_613_1f_eldrazi_conscription_grants_annihilator(real_db: CardDatabase) -> None:
    """Grizzly Bears enchanted with Eldrazi Conscription ("gets +10/+10 and has trample and
    annihilator 2") attack: B sacrifices two of its three lands (702.86a, granted as its
    triggered ability, 613.1f) and takes 12 (B at 8)."""
    assert_compiled(real_db, "Eldrazi Conscription")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Eldrazi Conscription", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 3)
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_battlefield_count("B", 1)
    s.assert_life("B", 8)


def test_613_1f_dagger_of_the_worthy_grants_afflict(real_db: CardDatabase) -> None:
    """Grizzly Bears equipped with Dagger of the Worthy ("gets +2/+0 and has afflict 1")
    attack and B blocks with Wall of Stone: B loses 1 life (702.130a), B at 19."""
    assert_compiled(real_db, "Dagger of the Worthy")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Dagger of the Worthy", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Wall of Stone", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 19)
    s.assert_damage("Wall of Stone", 4)


def test_614_1a_pyromancers_gauntlet_adds_2_to_red_spells(real_db: CardDatabase) -> None:
    """A controls Pyromancer's Gauntlet ("If a red instant or sorcery spell you control or a
    red planeswalker you control would deal damage to a permanent or player, it deals that
    much damage plus 2 ... instead."): A's Lightning Bolt deals 5 to B (614.1a), A's red
    Raging Goblin only 1 (a creature): B at 14. B's own bolt at A deals 3 (A at 17)."""
    assert_compiled(real_db, "Pyromancer's Gauntlet")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Pyromancer's Gauntlet")
    s.add_card(Zone.BATTLEFIELD, "A", "Raging Goblin")
    for p in ("A", "B"):
        s.add_card(Zone.BATTLEFIELD, p, "Mountain")
        s.add_card(Zone.HAND, p, "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.attack(1, "A", "Raging Goblin")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("B", 14)
    s.assert_life("A", 17)


def test_614_1a_615_10_gisela_doubles_for_opponents_halves_for_you(
        real_db: CardDatabase) -> None:
    """A controls Gisela, Blade of Goldnight: A's Lightning Bolt deals 6 to B (614.1a: double,
    B at 14); B's Lightning Bolt at A has half its 3 damage prevented, rounded up (615.10): A
    takes 1 (A at 19); B's Shock at Gisela deals 1 (2, half prevented)."""
    assert_compiled(real_db, "Gisela, Blade of Goldnight")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gisela, Blade of Goldnight")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Gisela, Blade of Goldnight"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("B", 14)
    s.assert_life("A", 19)
    s.assert_damage("Gisela, Blade of Goldnight", 1)


def test_614_1a_insult_doubles_your_damage_this_turn(real_db: CardDatabase) -> None:
    """A casts Insult ("Damage can't be prevented this turn. If a source you control would deal
    damage this turn, it deals double that damage instead."), then Lightning Bolt at B (6) and
    attacks with Grizzly Bears (4): B at 10 (614.1a, for the turn: 514.2). On B's turn B's own
    Grizzly Bears deal A only 2 (A at 18)."""
    assert_compiled(real_db, "Insult // Injury")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Insult // Injury")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Insult")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.attack(1, "A", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 10)
    s.assert_life("A", 18)


def test_614_1a_containment_priest_exiles_creatures_not_cast(real_db: CardDatabase) -> None:
    """B controls Containment Priest ("If a nontoken creature would enter the battlefield and
    it wasn't cast, exile it instead."): A's Zombify returns Craw Wurm from A's graveyard, but
    it is exiled instead (614.1a); A's Grizzly Bears, cast, enter as usual."""
    assert_compiled(real_db, "Containment Priest")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Containment Priest")
    s.add_card(Zone.GRAVEYARD, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Zombify")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zombify", targets=["Craw Wurm"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Craw Wurm", 1)
    s.assert_permanent_count("A", "Craw Wurm", 0)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_614_1c_thalia_heretic_cathar_opponents_creatures_and_nonbasics_tapped(
        real_db: CardDatabase) -> None:
    """B controls Thalia, Heretic Cathar ("Creatures and nonbasic lands your opponents control
    enter the battlefield tapped."): A's Ancient Tomb (nonbasic) and Grizzly Bears enter
    tapped (614.1c, 614.12); on turn 3 A's basic Forest enters untapped."""
    assert_compiled(real_db, "Thalia, Heretic Cathar")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Thalia, Heretic Cathar")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Ancient Tomb")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Forest")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Ancient Tomb")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.check(1, Step.END_TURN, lambda sc: (sc.assert_tapped("Ancient Tomb"),
                                         sc.assert_tapped("Grizzly Bears")))
    s.play_land(3, Step.PRECOMBAT_MAIN, "A", "Forest")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_tapped("Forest", False)


def test_614_1a_divine_presence_caps_damage_at_3(real_db: CardDatabase) -> None:
    """B controls Divine Presence ("If a source would deal 4 or more damage to a permanent or
    player, that source deals 3 damage to that permanent or player instead."): A's Lightning
    Bolt deals its 3 (B at 17), A's Craw Wurm only 3 of its 6 (B at 14)."""
    assert_compiled(real_db, "Divine Presence")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Divine Presence")
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_life("B", 17))
    s.attack(1, "A", "Craw Wurm")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 14)


def test_616_1e_divine_presence_after_a_doubling(real_db: CardDatabase) -> None:
    """A's Furnace of Rath doubles A's Shock to 4; Divine Presence, not applicable to 2
    damage, applies to the 4 then (616.1e): B takes 3 (B at 17)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Divine Presence")
    s.add_card(Zone.BATTLEFIELD, "A", "Furnace of Rath")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)


def test_104_3_platinum_angel_you_cant_lose(real_db: CardDatabase) -> None:
    """A at 2 controls Platinum Angel ("You can't lose the game and your opponents can't win
    the game."): B's Lightning Bolt puts A at -1 and A doesn't lose (101.2, 104.3: 704.5a
    doesn't make A lose); once B's Doom Blade destroys the Angel, A loses (704.5a)."""
    assert_compiled(real_db, "Platinum Angel")
    s = Scenario(cards=real_db)
    s.set_life("A", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Platinum Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.check(2, Step.BEGIN_COMBAT, lambda sc: (sc.assert_life("A", -1), sc.assert_not_lost("A")))
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Doom Blade", targets=["Platinum Angel"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_lost("A")


def test_704_5j_mirror_gallery_legend_rule_doesnt_apply(real_db: CardDatabase) -> None:
    """With Mirror Gallery ("The "legend rule" doesn't apply.") A keeps the two Isamaru,
    Hound of Konda it controls (704.5j doesn't apply); without it, one goes to the
    graveyard."""
    assert_compiled(real_db, "Mirror Gallery")
    for gallery, kept in ((True, 2), (False, 1)):
        s = Scenario(cards=real_db)
        if gallery:
            s.add_card(Zone.BATTLEFIELD, "B", "Mirror Gallery")
        s.add_card(Zone.BATTLEFIELD, "A", "Isamaru, Hound of Konda", 2)
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_permanent_count("A", "Isamaru, Hound of Konda", kept)


def test_101_2_ethersworn_canonist_one_nonartifact_spell(real_db: CardDatabase) -> None:
    """B controls Ethersworn Canonist ("Each player who has cast a nonartifact spell this turn
    can't cast additional nonartifact spells."): A casts Lightning Bolt at B (B at 17), then
    can still cast Ornithopter (an artifact) but not Shock (101.2)."""
    from mtg_engine.testing import ScenarioError

    assert_compiled(real_db, "Ethersworn Canonist")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Ethersworn Canonist")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    for name in ("Lightning Bolt", "Ornithopter", "Shock"):
        s.add_card(Zone.HAND, "A", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ornithopter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Shock"):
        s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Ornithopter", 1)


def _maze(db: CardDatabase, spells: tuple[str, ...]) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "B", "Mana Maze")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    for name in spells:
        s.add_card(Zone.HAND, "A", name)
        target = "Grizzly Bears" if name == "Giant Growth" else "B"
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", name, targets=[target])
    s.stop_at(1, Step.END_TURN)
    return s


def test_101_2_mana_maze_no_spell_sharing_the_last_ones_color(real_db: CardDatabase) -> None:
    """B controls Mana Maze ("Players can't cast spells that share a color with the spell
    most recently cast this turn."): after A's Lightning Bolt (B at 17) A can't cast Shock,
    red too (101.2). After a green Giant Growth, Shock is castable again: B at 15."""
    from mtg_engine.testing import ScenarioError

    assert_compiled(real_db, "Mana Maze")
    s = _maze(real_db, ("Lightning Bolt", "Shock"))
    with pytest.raises(ScenarioError, match="Shock"):
        s.execute()
    s.assert_life("B", 17)
    s = _maze(real_db, ("Lightning Bolt", "Giant Growth", "Shock"))
    s.execute()
    s.assert_life("B", 15)
    s.assert_power_toughness("A", "Grizzly Bears", 5, 5)


def test_101_2_mana_maze_legal_actions_offer_no_spell_sharing_the_last_color(
        real_db: CardDatabase) -> None:
    """101.2, Mana Maze: after A's Lightning Bolt resolves (B at 17), the casts offered to A
    (`cast_actions`, what `legal_actions()` lists) hold no Shock (red, as the spell most
    recently cast), but Giant Growth (green). Its fast path skipped the check (found by
    bench/fuzz.py, seed 20184)."""
    from mtg_engine.rules.casting import cast_actions

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Mana Maze")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    for name in ("Lightning Bolt", "Shock", "Giant Growth"):
        s.add_card(Zone.HAND, "A", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    offered: list[set[str]] = []
    s.check(1, Step.BEGIN_COMBAT, lambda sc: offered.append(
        {sc._name(a.card) for a in cast_actions(sc.state, 0)}))  # (A's casts, 601.2)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    assert offered == [{"Giant Growth"}]
