"""Session 15, replacement effects (614) of real cards (the shared MTGJSON file; skipped
without it): exact figures per template.

- "If a permanent dealt damage this way would die this turn, exile it instead." (614.1a,
  608.2c; effects/exile_if_dies.py `permanent`): a planeswalker dealt damage that way too.
- "You may cast target instant or sorcery card with mana value 3 or less from your graveyard
  without paying its mana cost. If that spell would be put into your graveyard this turn,
  exile it instead." (608.2g, 614.1a; oracle/zone_casts.py).
- "Until end of turn, if a nontoken creature would enter the battlefield and it wasn't cast,
  exile it instead." (614.1a, 611.2a; oracle/replacement_riders.py).
- "The next time a source of your choice would deal damage to any target this turn, prevent
  that damage." (615.8, 609.7a; oracle/chosen_source_to.py, a shield with one recipient)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.game import Game
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled


def test_614_1a_underworld_fires_exiles_a_planeswalker_dealt_damage(
        real_db: CardDatabase) -> None:
    """A Shocks B's Jace Beleren (3 - 2 = 1 loyalty), then casts Underworld Fires (1 damage
    to each creature and each planeswalker): Jace (0 loyalty, 306.9) and Llanowar Elves
    (1/1) would die: both exiled. Grizzly Bears lives with 1 damage; a second Shock this turn
    kills it: exiled too (dealt damage that way). A's Hill Giant, cast after the Fires, dies
    to two Shocks into A's graveyard."""
    assert_compiled(real_db, "Underworld Fires")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 12)
    s.add_card(Zone.BATTLEFIELD, "B", "Jace Beleren")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Underworld Fires")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Shock", 4)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Jace Beleren"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Underworld Fires")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Hill Giant"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("B", None, 0)
    s.assert_exile_count("Jace Beleren", 1)
    s.assert_exile_count("Llanowar Elves", 1)
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_graveyard_count("B", None, 0)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_exile_count("Hill Giant", 0)


def test_608_2g_goblin_dark_dwellers_casts_a_bolt_and_exiles_it(real_db: CardDatabase) -> None:
    """Goblin Dark-Dwellers enters: A casts Lightning Bolt (mana value 1 <= 3) from A's
    graveyard without paying its mana cost, at B (20 - 3 = 17); the Bolt, resolved, is exiled
    instead of going to A's graveyard (614.1a)."""
    assert_compiled(real_db, "Goblin Dark-Dwellers")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Goblin Dark-Dwellers")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.add_target("A", "Lightning Bolt")
    s.set_choice("A", "yes")
    s.add_target("A", "B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Goblin Dark-Dwellers")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Goblin Dark-Dwellers", 1)
    s.assert_graveyard_count("A", "Lightning Bolt", 0)
    s.assert_exile_count("Lightning Bolt", 1)


def test_608_2g_goblin_dark_dwellers_cant_target_mana_value_4(real_db: CardDatabase) -> None:
    """Fact or Fiction (mana value 4) is no legal target (115.1): the trigger has no target
    and is removed (603.3d); the card stays in A's graveyard and A's hand stays empty."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Goblin Dark-Dwellers")
    s.add_card(Zone.GRAVEYARD, "A", "Fact or Fiction")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Goblin Dark-Dwellers")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Fact or Fiction", 1)
    s.assert_exile_count("Fact or Fiction", 0)
    s.assert_hand_count("A", 0)


def test_614_1a_mistcaller_spares_tokens_and_ends_with_the_turn(real_db: CardDatabase) -> None:
    """A sacrifices Mistcaller ("Until end of turn, if a nontoken creature would enter the
    battlefield and it wasn't cast, exile it instead."): Zombify's Hill Giant is exiled; Raise
    the Alarm's two tokens enter (tokens aren't watched). On turn 3 the effect is over (514.2):
    a second Zombify returns Craw Wurm."""
    assert_compiled(real_db, "Mistcaller")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Mistcaller")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "A", "Craw Wurm")
    s.add_card(Zone.HAND, "A", "Zombify", 2)
    s.add_card(Zone.HAND, "A", "Raise the Alarm")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zombify", targets=["Hill Giant"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise the Alarm")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Zombify", targets=["Craw Wurm"])
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Mistcaller", 1)
    s.assert_exile_count("Hill Giant", 1)
    s.assert_permanent_count("A", "Craw Wurm", 1)
    s.assert_battlefield_count("A", 11)  # 8 lands, the two Soldier tokens, Craw Wurm


def test_615_8_sanctum_guardian_shields_its_target_from_the_chosen_source(
        real_db: CardDatabase) -> None:
    """B Bolts A's Grizzly Bears; in response A sacrifices Sanctum Guardian ("The next time a
    source of your choice would deal damage to any target this turn, prevent that damage."),
    targeting the Bears and choosing the Bolt as it resolves (609.7a): the 3 damage is
    prevented (615.8), the Bears live with no damage; the shield is used up."""
    assert_compiled(real_db, "Sanctum Guardian")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sanctum Guardian")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.set_choice("A", "Lightning Bolt")
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "A", "Sacrifice", targets=["Grizzly Bears"],
                       responding_to="Lightning Bolt")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Sanctum Guardian", 1)
    s.assert_damage("Grizzly Bears", 0)
    assert s.state.shields == ()


def test_615_8_the_shield_is_for_its_recipient_only(real_db: CardDatabase) -> None:
    """The same, the Bolt aimed at A: the shield on the Bears watches damage to them only, so
    the chosen Bolt's 3 damage to A is dealt (A at 17) and the shield stays (not used up)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sanctum Guardian")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.set_choice("A", "Lightning Bolt")
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "A", "Sacrifice", targets=["Grizzly Bears"],
                       responding_to="Lightning Bolt")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 17)
    assert len(s.state.shields) == 1 and s.state.shields[0].spec.affects == "dest"
    saved = s.game.to_json()  # the shield and its recipient survive a save exactly
    assert Game.from_json(saved, real_db).to_json() == saved


def test_614_1a_lotus_vale_sacrifices_two_untapped_lands(real_db: CardDatabase) -> None:
    """Lotus Vale: "If ~ would enter the battlefield, sacrifice two untapped lands instead. If
    you do, put ~ onto the battlefield. If you don't, put it into its owner's graveyard." With
    an untapped Forest and Island and a Plains tapped for Savannah Lions first: the Forest and
    the Island are sacrificed, the Vale enters, the Plains stays. With only the Forest
    untapped: two can't be sacrificed, nothing is, and the Vale goes to the graveyard."""
    assert_compiled(real_db, "Lotus Vale")
    for lands, vale in ((("Forest", "Island"), 1), (("Forest",), 0)):
        s = Scenario(cards=real_db)
        for land in lands:
            s.add_card(Zone.BATTLEFIELD, "A", land)
        s.add_card(Zone.BATTLEFIELD, "A", "Plains")
        s.add_card(Zone.HAND, "A", "Savannah Lions")
        s.add_card(Zone.HAND, "A", "Lotus Vale")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Savannah Lions")  # (taps the Plains)
        s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Lotus Vale")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_permanent_count("A", "Lotus Vale", vale)
        s.assert_graveyard_count("A", "Lotus Vale", 1 - vale)
        s.assert_permanent_count("A", "Plains", 1)
        for land in lands:
            s.assert_graveyard_count("A", land, vale)
            s.assert_permanent_count("A", land, 1 - vale)


def test_615_5_test_of_faith_counters_for_each_damage_prevented(real_db: CardDatabase) -> None:
    """Test of Faith on A's Grizzly Bears ("Prevent the next 3 damage that would be dealt to
    target creature this turn. For each 1 damage prevented this way, put a +1/+1 counter on
    that creature."); B then Shocks the Bears twice: the first 2 damage prevented (2
    counters, 1 of the shield left, 615.7), then 1 of the second Shock's 2 (a third counter)
    and 1 dealt: 5/5 with 3 counters and 1 damage."""
    assert_compiled(real_db, "Test of Faith")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Test of Faith")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shock", 2)
    s.cast_spell(2, Step.UPKEEP, "A", "Test of Faith", targets=["Grizzly Bears"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Grizzly Bears"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Grizzly Bears"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 3)
    s.assert_power_toughness("A", "Grizzly Bears", 5, 5)
    s.assert_damage("Grizzly Bears", 1)
    assert s.state.shields == ()  # (used up: 3 prevented)


def test_615_8_awe_strike_prevents_the_next_damage_only_and_gains_that_life(
        real_db: CardDatabase) -> None:
    """B's Fireborn Knight (2/3, double strike) attacks A; A casts Awe Strike on it ("The
    next time target creature would deal damage this turn, prevent that damage. You gain life
    equal to the damage prevented this way."): its first-strike damage (2) is prevented and A
    gains 2 (615.5); the shield is used up, so its regular combat damage (2) is dealt (615.8):
    A at 20 + 2 - 2 = 20."""
    assert_compiled(real_db, "Awe Strike")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Awe Strike")
    s.add_card(Zone.BATTLEFIELD, "B", "Fireborn Knight")
    s.attack(2, "B", "Fireborn Knight")
    s.cast_spell(2, Step.DECLARE_ATTACKERS, "A", "Awe Strike", targets=["Fireborn Knight"])
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("A", "Awe Strike", 1)
    assert s.state.shields == ()  # (the next time only: used up)


def test_615_5_deflecting_palm_deals_the_damage_prevented_to_its_controller(
        real_db: CardDatabase) -> None:
    """B's Hill Giant (3/3) attacks A; A casts Deflecting Palm choosing the Giant ("The next
    time a source of your choice would deal damage to you this turn, prevent that damage. If
    damage is prevented this way, ~ deals that much damage to that source's controller."): the
    3 combat damage is prevented (A at 20) and the Palm deals 3 to B (17), 615.5."""
    assert_compiled(real_db, "Deflecting Palm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Deflecting Palm")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Hill Giant")
    s.set_choice("A", "Hill Giant")
    s.cast_spell(2, Step.DECLARE_ATTACKERS, "A", "Deflecting Palm")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 17)
    assert s.state.shields == ()


def test_615_5_vengeful_archon_deals_the_damage_prevented_to_its_target(
        real_db: CardDatabase) -> None:
    """B Bolts A; in response A activates Vengeful Archon with X = 2 targeting B ("Prevent the
    next X damage that would be dealt to you this turn. If damage is prevented this way, ~
    deals that much damage to target player or planeswalker."): 2 of the Bolt's 3 prevented
    (A at 19), and the Archon deals those 2 to B (18)."""
    assert_compiled(real_db, "Vengeful Archon")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vengeful Archon")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "A", "{X}:", targets=["B"], x=2,
                       responding_to="Lightning Bolt")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 19)
    s.assert_life("B", 18)


def test_614_12_heightened_awareness_discards_the_hand_as_it_enters(
        real_db: CardDatabase) -> None:
    """Heightened Awareness ("As ~ enters the battlefield, discard your hand."): A's other
    three cards are discarded as it enters (A's hand 0, graveyard 3); it is on the
    battlefield."""
    assert_compiled(real_db, "Heightened Awareness")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.HAND, "A", "Heightened Awareness")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Forest", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Heightened Awareness")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Heightened Awareness", 1)
    s.assert_hand_count("A", 0)
    s.assert_graveyard_count("A", None, 3)


def test_614_12_overlaid_terrain_sacrifices_all_lands_as_it_enters(
        real_db: CardDatabase) -> None:
    """Overlaid Terrain ("As ~ enters the battlefield, sacrifice all lands you control."): A's
    six lands (four tapped to cast it) are sacrificed as it enters; B's Mountain stays. A's
    only permanent is the Terrain, A's graveyard has the six lands."""
    assert_compiled(real_db, "Overlaid Terrain")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "A", "Overlaid Terrain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Overlaid Terrain")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Overlaid Terrain", 1)
    s.assert_battlefield_count("A", 1)
    s.assert_graveyard_count("A", None, 6)
    s.assert_permanent_count("B", "Mountain", 1)


def test_615_7_decorated_griffin_prevents_the_next_combat_damage_only(
        real_db: CardDatabase) -> None:
    """A activates Decorated Griffin in B's upkeep ("Prevent the next 1 combat damage that
    would be dealt to you this turn."); B's Shock at A is noncombat damage: dealt (A at 18);
    B's Hill Giant's 3 combat damage: 1 prevented, 2 dealt (A at 16); the shield used up."""
    assert_compiled(real_db, "Decorated Griffin")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Decorated Griffin")  # (A declares no blocks)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.activate_ability(2, Step.UPKEEP, "A", "{1}{W}:")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.attack(2, "B", "Hill Giant")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 16)
    assert s.state.shields == ()


def test_615_7_healing_grace_prevents_the_next_3_from_the_chosen_source(
        real_db: CardDatabase) -> None:
    """B Shocks A's Grizzly Bears; in response A casts Healing Grace on the Bears choosing the
    Shock ("Prevent the next 3 damage that would be dealt to any target this turn by a source
    of your choice. You gain 3 life."): its 2 damage is prevented (no damage on the Bears),
    A at 23; 1 of the shield is left (615.7)."""
    assert_compiled(real_db, "Healing Grace")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Healing Grace")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Grizzly Bears"])
    s.set_choice("A", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Healing Grace", targets=["Grizzly Bears"],
                 responding_to="Shock")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_damage("Grizzly Bears", 0)
    s.assert_life("A", 23)
    assert [sh.left for sh in s.state.shields] == [1]


def test_615_1a_stonewise_fortifier_prevents_damage_from_its_target_to_itself(
        real_db: CardDatabase) -> None:
    """Stonewise Fortifier (2/2) blocks B's Hill Giant (3/3) and A activates it targeting the
    Giant ("Prevent all damage that would be dealt to ~ by target creature this turn."): the
    Giant's 3 damage to it is prevented (0 damage, it lives), the Fortifier's 2 are dealt to
    the Giant. B's Gray Ogre, unblocked, deals its 2 to A (18): only damage from the Giant to
    the Fortifier is watched."""
    assert_compiled(real_db, "Stonewise Fortifier")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Stonewise Fortifier")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Gray Ogre")
    s.attack(2, "B", "Hill Giant")
    s.attack(2, "B", "Gray Ogre")
    s.block(2, "A", "Stonewise Fortifier", "Hill Giant")
    s.activate_ability(2, Step.DECLARE_BLOCKERS, "A", "{4}{W}:", targets=["Hill Giant"])
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Stonewise Fortifier", 1)
    s.assert_damage("Stonewise Fortifier", 0)
    s.assert_damage("Hill Giant", 2)
    s.assert_life("A", 18)
    fortifier = next(o.id for o in s.state.objects.values()
                     if o.card.name == "Stonewise Fortifier")
    assert [(sh.spec.affects, sh.dest) for sh in s.state.shields] == [("dest", fortifier)]


def test_614_1a_whip_of_erebos_exiles_the_creature_instead_of_anywhere_else(
        real_db: CardDatabase) -> None:
    """A activates Whip of Erebos, returning Grizzly Bears from A's graveyard ("... If it would
    leave the battlefield, exile it instead of putting it anywhere else."). B's Unsummon would
    return it to A's hand: it is exiled instead (614.1a), A's hand stays empty, and the shield
    is used up (the exiled card is a new object, 400.7)."""
    assert_compiled(real_db, "Whip of Erebos")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Whip of Erebos")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.HAND, "B", "Unsummon")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{B}{B}", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Unsummon", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_hand_count("A", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 0)
    assert s.state.shields == ()


def test_614_1a_gruesome_encore_exiles_the_creature_if_it_dies(real_db: CardDatabase) -> None:
    """A's Gruesome Encore puts B's Hill Giant from B's graveyard onto the battlefield under
    A's control; B Shocks it twice (4 damage to a 3/3): it would die, it is exiled instead, not
    put into B's graveyard."""
    assert_compiled(real_db, "Gruesome Encore")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Gruesome Encore")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shock", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gruesome Encore", targets=["Hill Giant"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=["Hill Giant"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Hill Giant", 1)
    s.assert_graveyard_count("B", "Hill Giant", 0)
    s.assert_permanent_count("A", "Hill Giant", 0)


def test_614_1a_hallowed_moonlight_exiles_creatures_entering_uncast(
        real_db: CardDatabase) -> None:
    """Hallowed Moonlight ("Until end of turn, if a creature would enter the battlefield and it
    wasn't cast, exile it instead. Draw a card."): A draws a card; Zombify's Hill Giant enters
    uncast: exiled instead (614.1a); Savannah Lions was cast: it enters; Raise the Alarm's two
    Soldier tokens weren't cast: they would be exiled, and cease to exist (704.5d). A's
    permanents: 10 lands and the Lions; A's hand: the card drawn."""
    assert_compiled(real_db, "Hallowed Moonlight")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Hallowed Moonlight")
    s.add_card(Zone.HAND, "A", "Zombify")
    s.add_card(Zone.HAND, "A", "Savannah Lions")
    s.add_card(Zone.HAND, "A", "Raise the Alarm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hallowed Moonlight")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zombify", targets=["Hill Giant"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Savannah Lions")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise the Alarm")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_exile_count("Hill Giant", 1)
    s.assert_permanent_count("A", "Savannah Lions", 1)
    s.assert_battlefield_count("A", 11)
    assert s.state.exile == [next(o.id for o in s.state.objects.values()
                                  if o.card.name == "Hill Giant")]
