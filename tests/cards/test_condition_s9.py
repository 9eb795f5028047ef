"""Conditions added in session 9, each with exact figures for the true and the false case:
intervening "if" clauses about a dying object's last known information (603.4, 603.10a;
oracle/conditions_last_known.py, rules/last_known_conditions.py)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ 603.10a, 603.4


def _murder(s: Scenario, target: str) -> None:
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Murder", targets=[target])


def test_603_10a_duskmage_draws_if_it_had_a_counter(real_db: CardDatabase) -> None:
    """Promising Duskmage: "When ~ dies, if it had a +1/+1 counter on it, draw a card." The
    counter is gone once it is in the graveyard (400.7): the condition is judged with the
    permanent as it last existed (603.10a), when the ability triggers and as it resolves
    (603.4). With one counter A draws 1 card; without, none (the ability doesn't trigger)."""
    _compiled(real_db, "Promising Duskmage")
    for counters, drawn in (({"+1/+1": 1}, 1), (None, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Promising Duskmage", counters=counters)
        _murder(s, "Promising Duskmage")
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_graveyard_count("A", "Promising Duskmage", 1)
        s.assert_hand_count("A", drawn)


def test_603_10a_grakmaw_another_creature_had_a_counter(real_db: CardDatabase) -> None:
    """Grakmaw, Skyclave Ravager (0/0, here with three +1/+1 counters): "Whenever another
    creature you control dies, if it had a +1/+1 counter on it, put a +1/+1 counter on ~." "it"
    is the creature that died, not Grakmaw: the Bears with two counters give Grakmaw a fourth
    counter; a Bears without counters leaves it at 3 (Grakmaw's own counters don't count)."""
    _compiled(real_db, "Grakmaw, Skyclave Ravager")
    for counters, got in (({"+1/+1": 2}, 4), (None, 3)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Grakmaw, Skyclave Ravager", counters={"+1/+1": 3})
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters=counters)
        _murder(s, "Grizzly Bears")
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_graveyard_count("A", "Grizzly Bears", 1)
        s.assert_counter_count("A", "Grakmaw, Skyclave Ravager", "+1/+1", got)


def test_603_10a_basris_lieutenant_dies_with_another(real_db: CardDatabase) -> None:
    """Basri's Lieutenant: "Whenever ~ or another creature you control dies, if it had a +1/+1
    counter on it, create a 2/2 white Knight creature token with vigilance." B's Wrath of God
    destroys it and A's Grizzly Bears at once: the Lieutenant sees both die (603.10a, 603.6c),
    and each "it" is the creature that died. Both with a +1/+1 counter: 2 Knights; only the
    Bears with one: 1; neither: 0."""
    _compiled(real_db, "Basri's Lieutenant")
    for mine, bears, knights in ((True, True, 2), (False, True, 1), (False, False, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Basri's Lieutenant",
                   counters={"+1/+1": 1} if mine else None)
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears",
                   counters={"+1/+1": 1} if bears else None)
        s.add_card(Zone.BATTLEFIELD, "B", "Plains", 4)
        s.add_card(Zone.HAND, "B", "Wrath of God")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Wrath of God")
        s.stop_at(2, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_graveyard_count("A", "Basri's Lieutenant", 1)
        s.assert_graveyard_count("A", "Grizzly Bears", 1)
        s.assert_permanent_count("A", "Knight Token", knights)


def test_603_10a_deathknell_berserker_power_as_it_last_existed(real_db: CardDatabase) -> None:
    """Deathknell Berserker (2/2): "When ~ dies, if its power was 3 or greater, create a 2/2
    black Zombie Berserker creature token." With a +1/+1 counter it was 3/3 as it last existed:
    one token; as a 2/2, none (208.1, 603.10a)."""
    _compiled(real_db, "Deathknell Berserker")
    for counters, tokens in (({"+1/+1": 1}, 1), (None, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Deathknell Berserker", counters=counters)
        _murder(s, "Deathknell Berserker")
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_battlefield_count("A", tokens)


def test_603_10a_blowfly_infestation_minus_counter(real_db: CardDatabase) -> None:
    """Blowfly Infestation: "Whenever a creature dies, if it had a -1/-1 counter on it, put a
    -1/-1 counter on target creature." B's Grizzly Bears with one -1/-1 counter (a 1/1) dies:
    A's trigger puts a -1/-1 counter on B's Llanowar Elves (1/1), which dies too (704.5f),
    and that death triggers it once more (the Elves had a -1/-1 counter), with no creature
    left to target. A Bears without a counter triggers nothing: the Elves stay."""
    _compiled(real_db, "Blowfly Infestation")
    for counters, elves in (({"-1/-1": 1}, 0), (None, 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Blowfly Infestation")
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", counters=counters)
        s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
        s.add_card(Zone.HAND, "A", "Murder")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Murder", targets=["Grizzly Bears"])
        s.add_target("A", "Llanowar Elves")
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_graveyard_count("B", "Grizzly Bears", 1)
        s.assert_permanent_count("B", "Llanowar Elves", elves)
        s.assert_graveyard_count("B", "Llanowar Elves", 1 - elves)


# ------------------------------------------------------------------ 608.2c: "also"


def test_608_2c_when_we_were_young_also_gains_lifelink(real_db: CardDatabase) -> None:
    """When We Were Young: "Up to two target creatures each get +2/+2 until end of turn. If you
    control an artifact and an enchantment, those creatures also gain lifelink until end of
    turn." ("also": the rider is carried out after the pump, in addition to it, 608.2c.) With
    Ornithopter and Intruder Alarm both Bears are 4/4 with lifelink; without the enchantment
    they are 4/4 without it."""
    _compiled(real_db, "When We Were Young", "Intruder Alarm")
    for enchantment, lifelink in ((True, True), (False, False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
        s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
        if enchantment:
            s.add_card(Zone.BATTLEFIELD, "A", "Intruder Alarm")
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
        s.add_card(Zone.HAND, "A", "When We Were Young")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "When We Were Young",
                     targets=["Grizzly Bears#1", "Grizzly Bears#2"])
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
        for i in (1, 2):
            s.assert_abilities("A", f"Grizzly Bears#{i}", ["lifelink"], present=lifelink)


# ------------------------------------------------------------------ 611.3a, 613.4c: "additional"


def test_611_3a_heavy_mattock_additional_bonus_for_a_human(real_db: CardDatabase) -> None:
    """Heavy Mattock: "Equipped creature gets +1/+1. As long as equipped creature is a Human,
    it gets an additional +1/+1." The two bonuses add up in layer 7c (613.4c): Elite Vanguard
    (a 2/1 Human) is 4/3; Grizzly Bears (a 2/2 Bear) is 3/3."""
    _compiled(real_db, "Heavy Mattock")
    for creature, pt in (("Elite Vanguard", (4, 3)), ("Grizzly Bears", (3, 3))):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", creature)
        s.add_card(Zone.BATTLEFIELD, "A", "Heavy Mattock", attached_to=creature)
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_power_toughness("A", creature, *pt)


def test_611_3a_taste_for_mayhem_hellbent(real_db: CardDatabase) -> None:
    """Taste for Mayhem: "Enchanted creature gets +2/+0. Hellbent — Enchanted creature gets an
    additional +2/+0 as long as you have no cards in hand." Grizzly Bears is 6/2 with A's hand
    empty, 4/2 with one card in it."""
    _compiled(real_db, "Taste for Mayhem")
    for in_hand, power in ((0, 6), (1, 4)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "A", "Taste for Mayhem", attached_to="Grizzly Bears")
        if in_hand:
            s.add_card(Zone.HAND, "A", "Plains")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_power_toughness("A", "Grizzly Bears", power, 2)


# ------------------------------------------------------------------ 614.1c, 614.12: additional counters


def test_614_12_grumgully_non_human_enters_with_a_counter(real_db: CardDatabase) -> None:
    """Grumgully, the Generous: "Each other non-Human creature you control enters the
    battlefield with an additional +1/+1 counter on it." (judged as each would enter, 614.12).
    Grizzly Bears enters with 1 counter (3/3); Elite Vanguard (a Human) and Changeling Outcast
    (every creature type, a Human too: 702.73a, 205.3m) with none."""
    _compiled(real_db, "Grumgully, the Generous")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grumgully, the Generous")
    for land in ("Plains", "Swamp", "Forest", "Forest"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    for name in ("Elite Vanguard", "Changeling Outcast", "Grizzly Bears"):
        s.add_card(Zone.HAND, "A", name)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", name)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_counter_count("A", "Elite Vanguard", "+1/+1", 0)
    s.assert_counter_count("A", "Changeling Outcast", "+1/+1", 0)


def test_614_12_arlinn_wolf_or_werewolf_enters_with_a_counter(real_db: CardDatabase) -> None:
    """Arlinn, Voice of the Pack: "Each creature you control that's a Wolf or a Werewolf enters
    the battlefield with an additional +1/+1 counter on it." Its own Wolf token (−2) enters
    3/3 and Changeling Outcast (every creature type) with 1 counter; Grizzly Bears with none.
    Arlinn has 7 − 2 = 5 loyalty."""
    _compiled(real_db, "Arlinn, Voice of the Pack")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Arlinn, Voice of the Pack")
    s.add_card(Zone.BATTLEFIELD, "A", "Bayou", 3)
    for name in ("Grizzly Bears", "Changeling Outcast"):
        s.add_card(Zone.HAND, "A", name)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", name)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "−2")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Wolf Token", 3, 3)
    s.assert_counter_count("A", "Changeling Outcast", "+1/+1", 1)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 0)
    s.assert_counter_count("A", "Arlinn, Voice of the Pack", "loyalty", 5)


def test_614_12_oath_of_gideon_planeswalker_extra_loyalty(real_db: CardDatabase) -> None:
    """Oath of Gideon: "Each planeswalker you control enters the battlefield with an additional
    loyalty counter on it." Arlinn, Voice of the Pack (loyalty 7) enters with 8 (306.5b: its
    loyalty counters and the additional one enter together); without the Oath, 7."""
    _compiled(real_db, "Oath of Gideon")
    for oath, loyalty in ((True, 8), (False, 7)):
        s = Scenario(cards=real_db)
        if oath:
            s.add_card(Zone.BATTLEFIELD, "A", "Oath of Gideon")
        s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
        s.add_card(Zone.HAND, "A", "Arlinn, Voice of the Pack")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Arlinn, Voice of the Pack")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_counter_count("A", "Arlinn, Voice of the Pack", "loyalty", loyalty)


def test_614_12a_metallic_mimic_changeling_is_the_chosen_type(real_db: CardDatabase) -> None:
    """Metallic Mimic (choosing Elf as it enters): "Each other creature you control of the
    chosen type enters the battlefield with an additional +1/+1 counter on it." Changeling
    Outcast is every creature type in every zone (702.73a, 604.3), an Elf as it would enter:
    1 counter; Grizzly Bears (a Bear): none."""
    s = Scenario(cards=real_db)
    for land in ("Swamp", "Forest", "Forest", "Forest", "Forest"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    for name in ("Metallic Mimic", "Changeling Outcast", "Grizzly Bears"):
        s.add_card(Zone.HAND, "A", name)
    s.set_choice("A", "Elf")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Metallic Mimic")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Changeling Outcast")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Changeling Outcast", "+1/+1", 1)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 0)


def test_608_2c_temur_battle_rage_also_trample_with_ferocious(real_db: CardDatabase) -> None:
    """Temur Battle Rage: "Target creature gains double strike until end of turn. That creature
    also gains trample until end of turn if you control a creature with power 4 or greater."
    With Craw Wurm (6/4) the Bears gain double strike and trample; without, double strike
    only. Checked as the spell resolves (608.2c)."""
    _compiled(real_db, "Temur Battle Rage")
    for wurm, trample in ((True, True), (False, False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        if wurm:
            s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
        s.add_card(Zone.HAND, "A", "Temur Battle Rage")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Temur Battle Rage", targets=["Grizzly Bears"])
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_abilities("A", "Grizzly Bears", ["double strike"])
        s.assert_abilities("A", "Grizzly Bears", ["trample"], present=trample)


def test_614_1c_hotheaded_giant_unless_another_red_spell(real_db: CardDatabase) -> None:
    """Hotheaded Giant (4/4): "~ enters the battlefield with two -1/-1 counters on it unless
    you've cast another red spell this turn." Judged as it would enter (614.12): after A's
    Lightning Bolt it enters with none (4/4); alone, or after a green Giant Growth, with two
    (2/2): the Giant itself is not "another" red spell."""
    _compiled(real_db, "Hotheaded Giant")
    for before, counters in (("Lightning Bolt", 0), (None, 2), ("Giant Growth", 2)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
        s.add_card(Zone.BATTLEFIELD, "A", "Forest")
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        if before:
            s.add_card(Zone.HAND, "A", before)
            s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", before,
                         targets=["B" if before == "Lightning Bolt" else "Grizzly Bears"])
        s.add_card(Zone.HAND, "A", "Hotheaded Giant")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hotheaded Giant")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_counter_count("A", "Hotheaded Giant", "-1/-1", counters)
        s.assert_power_toughness("A", "Hotheaded Giant", 4 - counters, 4 - counters)


# ------------------------------------------------------------------ 700.9: modified


def test_700_9_heir_of_the_ancient_fang_modified_creature(real_db: CardDatabase) -> None:
    """Heir of the Ancient Fang: "~ enters the battlefield with a +1/+1 counter on it if you
    control a modified creature." (700.9: a creature with a counter on it, equipped, or
    enchanted by an Aura its controller controls; judged as it would enter, 614.12.) A's
    Grizzly Bears with a +1/+1 counter, or equipped with Bonesplitter: 1 counter; a plain
    Bears: 0."""
    _compiled(real_db, "Heir of the Ancient Fang")
    for how, counters in (("counter", 1), ("equipped", 1), ("", 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears",
                   counters={"+1/+1": 1} if how == "counter" else None)
        if how == "equipped":
            s.add_card(Zone.BATTLEFIELD, "A", "Bonesplitter", attached_to="Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
        s.add_card(Zone.HAND, "A", "Heir of the Ancient Fang")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Heir of the Ancient Fang")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_counter_count("A", "Heir of the Ancient Fang", "+1/+1", counters)
