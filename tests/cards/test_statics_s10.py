"""Static abilities of session 10 (604, 613): groups named by several subtypes (205.3m:
"Wolves and Werewolves", "Skeletons, Vampires, and Zombies", "each creature you control that's
a Wolf or a Werewolf"), each with a case where the static applies and one where it does not.
Real cards from the shared MTGJSON file (skipped without it)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_205_3m_613_4c_each_creature_thats_a_wolf_or_a_werewolf(real_db: CardDatabase
                                                                 ) -> None:
    """Howlpack Resurgence ("Each creature you control that's a Wolf or a Werewolf gets +1/+1
    and has trample."): A's Darkthicket Wolf 2/2 -> 3/3 with trample; A's Grizzly Bears (a
    Bear) stays 2/2 without trample; B's Ember-Eye Wolf (B's own) stays 1/2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Howlpack Resurgence")
    s.add_card(Zone.BATTLEFIELD, "A", "Darkthicket Wolf")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Ember-Eye Wolf")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Darkthicket Wolf", 3, 3)
    s.assert_abilities("A", "Darkthicket Wolf", ["trample"])
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_abilities("A", "Grizzly Bears", ["trample"], present=False)
    s.assert_power_toughness("B", "Ember-Eye Wolf", 1, 2)


def test_205_3m_613_4c_skeletons_vampires_and_zombies_you_control(real_db: CardDatabase
                                                                  ) -> None:
    """Death-Priest of Myrkul ("Skeletons, Vampires, and Zombies you control get +1/+1."):
    A's Drudge Skeletons 1/1 -> 2/2 and Walking Corpse (a Zombie) 2/2 -> 3/3; A's Grizzly
    Bears stays 2/2; without the Death-Priest the Skeletons are 1/1."""
    for priest in (True, False):
        s = Scenario(cards=real_db)
        if priest:
            s.add_card(Zone.BATTLEFIELD, "A", "Death-Priest of Myrkul")
        s.add_card(Zone.BATTLEFIELD, "A", "Drudge Skeletons")
        s.add_card(Zone.BATTLEFIELD, "A", "Walking Corpse")
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.stop_at(1, Step.PRECOMBAT_MAIN)
        s.execute()
        s.assert_power_toughness("A", "Drudge Skeletons", 2 if priest else 1, 2 if priest else 1)
        s.assert_power_toughness("A", "Walking Corpse", 3 if priest else 2, 3 if priest else 2)
        s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def _booted(real_db: CardDatabase, boots: bool) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    if boots:
        s.add_card(Zone.BATTLEFIELD, "A", "Winged Boots", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_702_21a_613_1f_winged_boots_grant_ward_4(real_db: CardDatabase) -> None:
    """Winged Boots ("Equipped creature has flying and ward {4}."): B's Shock on the equipped
    Grizzly Bears triggers ward; B, with its one Mountain tapped for the Shock, can't pay {4},
    so the Shock is countered: the Bears live with no damage and have flying. Without the
    Boots the Shock kills them."""
    s = _booted(real_db, True)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_damage("Grizzly Bears", 0)
    s.assert_abilities("A", "Grizzly Bears", ["flying", "ward {4}"])
    s.assert_graveyard_count("B", "Shock", 1)
    s = _booted(real_db, False)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 0)


def test_613_1f_wolfhunters_quiver_grants_two_quoted_abilities(real_db: CardDatabase) -> None:
    """Wolfhunter's Quiver ("Equipped creature has "{T}: This creature deals 1 damage to any
    target" and "{T}: This creature deals 3 damage to target Werewolf creature.""): the
    equipped Grizzly Bears has both; A activates the second at B's Avian Changeling (a
    Werewolf, 702.73a), 2/2 with 3 damage: it dies. The unattached Quiver grants nothing: the
    Bears then have no activated ability."""
    from mtg_engine.rules.layers import card_of

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Wolfhunter's Quiver", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Avian Changeling")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: This creature deals 3 damage",
                       targets=["Avian Changeling"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Avian Changeling", 0)
    s.assert_tapped("Grizzly Bears")
    s.assert_life("B", 20)
    bears = next(o for o in s.state.battlefield if s.state.objects[o].card.name == "Grizzly Bears")
    assert len(card_of(s.state, bears).abilities) == 2
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Wolfhunter's Quiver")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    bears = next(o for o in s.state.battlefield if s.state.objects[o].card.name == "Grizzly Bears")
    assert len(card_of(s.state, bears).abilities) == 0


def _familiar(real_db: CardDatabase, familiar: bool, spell: str, land: str) -> Scenario:
    s = Scenario(cards=real_db)
    if familiar:
        s.add_card(Zone.BATTLEFIELD, "A", "Nightscape Familiar")
    s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.HAND, "A", spell)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    return s


def test_601_2f_nightscape_familiar_reduces_blue_and_red_spells(real_db: CardDatabase
                                                                ) -> None:
    """Nightscape Familiar ("Blue spells and red spells you cast cost {1} less to cast."):
    with one Mountain, A can cast Lightning Strike ({1}{R} -> {R}) and deals 3 to B (20 ->
    17); without the Familiar it can't. A black spell is not reduced: Ravenous Rats ({1}{B})
    stays uncastable with one Swamp."""
    s = _familiar(real_db, True, "Lightning Strike", "Mountain")
    s.execute()
    s.assert_playable("A", "Lightning Strike", True)
    s = _familiar(real_db, True, "Lightning Strike", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Strike", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)
    s = _familiar(real_db, False, "Lightning Strike", "Mountain")
    s.execute()
    s.assert_playable("A", "Lightning Strike", False)
    s = _familiar(real_db, True, "Ravenous Rats", "Swamp")
    s.execute()
    s.assert_playable("A", "Ravenous Rats", False)


def test_601_2f_high_seas_taxes_red_and_green_creature_spells(real_db: CardDatabase) -> None:
    """High Seas ("Red creature spells and green creature spells cost {1} more to cast."), B's:
    A's Raging Goblin ({R} -> {1}{R}) is not castable with one Mountain, A's Shock (a red
    instant) is."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "High Seas")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Raging Goblin")
    s.add_card(Zone.HAND, "A", "Shock")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_playable("A", "Raging Goblin", False)
    s.assert_playable("A", "Shock", True)


def test_615_1a_fog_bank_prevents_combat_damage_to_and_by_it(real_db: CardDatabase) -> None:
    """Fog Bank ("Prevent all combat damage that would be dealt to and dealt by ~."), 0/2,
    blocks B's Hill Giant (3/3): neither is dealt damage, both survive. Shock (noncombat) on
    the Fog Bank is not prevented: it dies."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fog Bank")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Hill Giant")
    s.block(2, "A", "Fog Bank", "Hill Giant")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_damage("Fog Bank", 0)
    s.assert_damage("Hill Giant", 0)
    s.assert_life("A", 20)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fog Bank")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Fog Bank"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Fog Bank", 0)


def _energy_field(real_db: CardDatabase, caster: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Energy Field")
    s.add_card(Zone.BATTLEFIELD, caster, "Mountain")
    s.add_card(Zone.HAND, caster, "Shock")
    turn = 1 if caster == "A" else 2
    s.cast_spell(turn, Step.PRECOMBAT_MAIN, caster, "Shock", targets=["A"])
    s.stop_at(turn, Step.POSTCOMBAT_MAIN)
    return s


def test_615_1a_energy_field_prevents_damage_from_sources_you_dont_control(
        real_db: CardDatabase) -> None:
    """Energy Field ("Prevent all damage that would be dealt to you by sources you don't
    control."): B's Shock at A is prevented (A stays at 20); A's own Shock at A is not (20 ->
    18; then the Shock going to A's graveyard makes A sacrifice the Field)."""
    s = _energy_field(real_db, "B")
    s.execute()
    s.assert_life("A", 20)
    s = _energy_field(real_db, "A")
    s.execute()
    s.assert_life("A", 18)
    s.assert_permanent_count("A", "Energy Field", 0)


def test_615_1a_the_wanderer_prevents_noncombat_damage_to_other_permanents(
        real_db: CardDatabase) -> None:
    """The Wanderer ("Prevent all noncombat damage that would be dealt to you and other
    permanents you control."): B's Shock at A's Grizzly Bears is prevented (no damage, it
    lives); B's Shock at A is prevented too (A stays at 20)."""
    for target in ("Grizzly Bears", "A"):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "The Wanderer")
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
        s.add_card(Zone.HAND, "B", "Shock")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=[target])
        s.stop_at(2, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_permanent_count("A", "Grizzly Bears", 1)
        s.assert_damage("Grizzly Bears", 0)
        s.assert_life("A", 20)


def _orb(real_db: CardDatabase, orb_tapped: bool) -> Scenario:
    s = Scenario(cards=real_db)
    # (a tapped Orb is B's: A's untap step on turn 1 would untap A's)
    s.add_card(Zone.BATTLEFIELD, "B" if orb_tapped else "A", "Winter Orb", tapped=orb_tapped)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 3, tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", tapped=True)
    s.stop_at(2, Step.UPKEEP)
    return s


def _tapped(s: Scenario, player: str, name: str) -> int:
    p = s.names.index(player)
    return sum(1 for o in s.state.battlefield if s.state.objects[o].controller == p
               and s.state.objects[o].card.name == name and s.state.objects[o].tapped)


def test_502_3_winter_orb_lets_one_land_untap(real_db: CardDatabase) -> None:
    """Winter Orb ("As long as ~ is untapped, players can't untap more than one land during
    their untap steps."), untapped: in B's untap step (turn 2) only one of B's three tapped
    Forests untaps (2 stay tapped); B's Grizzly Bears (not a land) untaps. With the Orb
    (B's) tapped as B's untap step begins, the limit is off (611.3a): all three untap."""
    s = _orb(real_db, False)
    s.execute()
    assert _tapped(s, "B", "Forest") == 2
    s.assert_tapped("Grizzly Bears", False)
    s = _orb(real_db, True)
    s.execute()
    assert _tapped(s, "B", "Forest") == 0


def test_502_3_smoke_asks_which_creature_untaps_and_saves_the_question(
        real_db: CardDatabase) -> None:
    """Smoke ("Players can't untap more than one creature during their untap steps."): B's
    untap step asks B to choose exactly 1 of its 2 tapped creatures (Grizzly Bears, Hill
    Giant); the game copied and saved to JSON in the middle asks the same. B chooses the
    Giant: it untaps, the Bears stay tapped."""
    from mtg_engine.actions import ChoiceDecision, Choose
    from mtg_engine.game import Game

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Smoke")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", tapped=True)
    s.stop_at(2, Step.UNTAP)
    s.execute()
    g = s.game
    g.resume()
    d = g.state.pending
    assert isinstance(d, ChoiceDecision) and d.purpose == "untap_limit"
    assert sorted(g.state.objects[o].card.name for o in d.options) == ["Grizzly Bears",
                                                                       "Hill Giant"]
    assert (d.min, d.max) == (1, 1)
    saved = Game.from_json(g.to_json(history=True), real_db)
    assert saved.state.pending == d and g.copy().state.pending == d
    giant = next(o for o in d.options if g.state.objects[o].card.name == "Hill Giant")
    choose = next(a for a in g.legal_actions() if isinstance(a, Choose) and a.chosen == (giant,))
    g.apply(choose)
    assert not g.state.objects[giant].tapped
    bears = next(o for o in d.options if o != giant)
    assert g.state.objects[bears].tapped


def test_303_4_fencers_magemark_pumps_only_enchanted_creatures(real_db: CardDatabase) -> None:
    """Fencer's Magemark ("Creatures you control that are enchanted get +1/+1 and have first
    strike."), attached to A's Grizzly Bears: the Bears are 3/3 with first strike; A's Hill
    Giant (no Aura) stays 3/3 without it; B's Raging Goblin enchanted by B's Holy Strength
    (+1/+2: 2/3) is not A's: no +1/+1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Fencer's Magemark", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Raging Goblin")
    s.add_card(Zone.BATTLEFIELD, "B", "Holy Strength", attached_to="Raging Goblin")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_abilities("A", "Grizzly Bears", ["first strike"])
    s.assert_power_toughness("A", "Hill Giant", 3, 3)
    s.assert_abilities("A", "Hill Giant", ["first strike"], present=False)
    s.assert_power_toughness("B", "Raging Goblin", 2, 3)


def test_301_5_kor_blademaster_gives_equipped_warriors_double_strike(real_db: CardDatabase
                                                                     ) -> None:
    """Kor Blademaster ("Equipped Warriors you control have double strike."): A's Goblin Piker
    (a Goblin Warrior, 2/1) with Bonesplitter (+2/+0) is 4/1 with double strike; A's Elvish
    Warrior (unequipped) has no double strike."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kor Blademaster")
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Piker")
    s.add_card(Zone.BATTLEFIELD, "A", "Elvish Warrior")
    s.add_card(Zone.BATTLEFIELD, "A", "Bonesplitter", attached_to="Goblin Piker")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Goblin Piker", 4, 1)
    s.assert_abilities("A", "Goblin Piker", ["double strike"])
    s.assert_abilities("A", "Elvish Warrior", ["double strike"], present=False)


def test_702_28b_heartwood_dryad_blocks_a_creature_with_shadow(real_db: CardDatabase) -> None:
    """Heartwood Dryad (2/1: "~ can block creatures with shadow as though ~ had shadow.")
    blocks B's Dauthi Slayer (2/2, shadow): A takes no damage, both die. A's Grizzly Bears,
    without that ability, can't block the Slayer (702.28b)."""
    from mtg_engine.rules.combat import _evasion_forbids

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Heartwood Dryad")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Dauthi Slayer")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    ids = {s.state.objects[o].card.name: o for o in s.state.battlefield}
    assert _evasion_forbids(s.state, ids["Grizzly Bears"], ids["Dauthi Slayer"])
    assert not _evasion_forbids(s.state, ids["Heartwood Dryad"], ids["Dauthi Slayer"])
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Heartwood Dryad")
    s.add_card(Zone.BATTLEFIELD, "B", "Dauthi Slayer")
    s.attack(2, "B", "Dauthi Slayer")
    s.block(2, "A", "Heartwood Dryad", "Dauthi Slayer")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_permanent_count("B", "Dauthi Slayer", 0)
    s.assert_permanent_count("A", "Heartwood Dryad", 0)


def _clutch(real_db: CardDatabase, creature: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", creature)
    s.add_card(Zone.BATTLEFIELD, "A", "Clutch of Undeath", attached_to=creature)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    return s


def test_611_3a_clutch_of_undeath_otherwise_applies_the_other_branch(real_db: CardDatabase
                                                                     ) -> None:
    """Clutch of Undeath ("Enchanted creature gets +3/+3 as long as it's a Zombie. Otherwise,
    it gets -3/-3."): on Walking Corpse (a 2/2 Zombie) 5/5; on Hill Giant (3/3, no Zombie)
    0/0, put into the graveyard (704.5f)."""
    s = _clutch(real_db, "Walking Corpse")
    s.execute()
    s.assert_power_toughness("A", "Walking Corpse", 5, 5)
    s = _clutch(real_db, "Hill Giant")
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 0)
    s.assert_graveyard_count("A", "Hill Giant", 1)


def test_611_3a_bonds_of_faith_otherwise_restricts(real_db: CardDatabase) -> None:
    """Bonds of Faith ("Enchanted creature gets +2/+2 as long as it's a Human. Otherwise, it
    can't attack or block."): on Grizzly Bears (a Bear) 2/2 that can't attack: B stays at 20;
    on Elite Vanguard (a 2/1 Human Soldier) 4/3 and it attacks: B 20 -> 16."""
    for creature, life in (("Grizzly Bears", 20), ("Elite Vanguard", 16)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", creature)
        s.add_card(Zone.BATTLEFIELD, "A", "Bonds of Faith", attached_to=creature)
        if creature == "Elite Vanguard":
            s.attack(1, "A", creature)
        s.stop_at(1, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_life("B", life)
        if creature == "Grizzly Bears":
            s.assert_power_toughness("A", creature, 2, 2)
            s.assert_abilities("A", creature, ["can't attack", "can't block"])
        else:
            s.assert_power_toughness("A", creature, 4, 3)


def test_700_9_modified_creatures_you_control_have_haste(real_db: CardDatabase) -> None:
    """Invigorating Hot Spring ("Modified creatures you control have haste."): A's Grizzly
    Bears with a +1/+1 counter (modified, 700.9) has haste and is 3/3; A's Hill Giant (no
    counter, nothing attached) has no haste."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Invigorating Hot Spring")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_abilities("A", "Grizzly Bears", ["haste"])
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_abilities("A", "Hill Giant", ["haste"], present=False)


def test_613_1b_metallic_mastery_gains_control_of_an_artifact(real_db: CardDatabase) -> None:
    """Metallic Mastery ("Gain control of target artifact until end of turn. Untap that
    artifact. It gains haste until end of turn."): A takes B's tapped Ornithopter (0/2
    flying artifact creature), untapped; on turn 2 it is B's again."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Metallic Mastery")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter", tapped=True)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Metallic Mastery", targets=["Ornithopter"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_permanent_count("A", "Ornithopter", 1))
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_tapped("Ornithopter", False))
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_abilities("A", "Ornithopter", ["haste"]))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("B", "Ornithopter", 1)
    s.assert_permanent_count("A", "Ornithopter", 0)


def test_702_5a_enchant_nonbasic_land(real_db: CardDatabase) -> None:
    """Uncontrolled Infestation ("Enchant nonbasic land"): with B's Evolving Wilds on the
    battlefield A can cast it (and it attaches to the Wilds); with only basic lands (A's
    Mountains, B's Forest) there is no legal target: not castable (303.4a, 702.5a)."""
    for land in ("Evolving Wilds", "Forest"):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
        s.add_card(Zone.HAND, "A", "Uncontrolled Infestation")
        s.add_card(Zone.BATTLEFIELD, "B", land)
        s.stop_at(1, Step.PRECOMBAT_MAIN)
        s.execute()
        s.assert_playable("A", "Uncontrolled Infestation", land == "Evolving Wilds")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Uncontrolled Infestation")
    s.add_card(Zone.BATTLEFIELD, "B", "Evolving Wilds")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Uncontrolled Infestation",
                 targets=["Evolving Wilds"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_attached("Uncontrolled Infestation", "Evolving Wilds")


def test_509_1g_alms_beast_gives_lifelink_to_creatures_blocking_it(real_db: CardDatabase
                                                                   ) -> None:
    """Alms Beast (6/6: "Creatures blocking or blocked by ~ have lifelink.") attacks; B's
    Grizzly Bears blocks it and deals 2 damage with lifelink: B 20 -> 22 (the Beast is
    blocked: no damage to B). Before combat the Bears have no lifelink."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Alms Beast")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_abilities("B", "Grizzly Bears", ["lifelink"], present=False))
    s.attack(1, "A", "Alms Beast")
    s.block(1, "B", "Grizzly Bears", "Alms Beast")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 22)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_damage("Alms Beast", 2)


def test_615_1a_wall_of_vapor_prevents_damage_from_the_creature_it_blocks(
        real_db: CardDatabase) -> None:
    """Wall of Vapor (0/1: "Prevent all damage that would be dealt to ~ by creatures it's
    blocking.") blocks B's Hill Giant: it survives with no damage. B's Shock (not a creature
    it blocks) kills it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wall of Vapor")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Hill Giant")
    s.block(2, "A", "Wall of Vapor", "Hill Giant")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Wall of Vapor", 1)
    s.assert_damage("Wall of Vapor", 0)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wall of Vapor")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Wall of Vapor"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Wall of Vapor", 0)


def test_602_5_detainment_spell_stops_activated_abilities(real_db: CardDatabase) -> None:
    """Detainment Spell ("Enchanted creature's activated abilities can't be activated."),
    B's, on A's Prodigal Sorcerer: A can't activate its "{T}: ... deals 1 damage"; without
    the Aura A can."""
    for aura in (True, False):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Prodigal Sorcerer")
        if aura:
            s.add_card(Zone.BATTLEFIELD, "B", "Detainment Spell", attached_to="Prodigal Sorcerer")
        s.stop_at(1, Step.PRECOMBAT_MAIN)
        s.execute()
        s.assert_playable("A", "{T}:", not aura)


def test_613_1f_fountain_watch_artifacts_and_enchantments_have_shroud(real_db: CardDatabase
                                                                      ) -> None:
    """Fountain Watch ("Artifacts and enchantments you control have shroud."): A's Ornithopter
    (an artifact) and Pacifism (an enchantment, on B's Hill Giant) have shroud; A's Grizzly
    Bears and the Watch itself (creatures only) don't; B's Ornithopter doesn't."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fountain Watch")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Pacifism", attached_to="Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_abilities("A", "Ornithopter", ["shroud"])
    s.assert_abilities("A", "Pacifism", ["shroud"])
    s.assert_abilities("A", "Grizzly Bears", ["shroud"], present=False)
    s.assert_abilities("A", "Fountain Watch", ["shroud"], present=False)
    s.assert_abilities("B", "Ornithopter", ["shroud"], present=False)


def test_615_1a_energy_storm_prevents_damage_from_instants(real_db: CardDatabase) -> None:
    """Energy Storm ("Prevent all damage that would be dealt by instant and sorcery
    spells."; A pays its cumulative upkeep {1} with a Plains on turn 1): B's Shock at A is
    prevented (A stays at 20); A's Grizzly Bears attacking B deal their 2 (a creature
    source): B 20 -> 18."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Energy Storm")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 18)
