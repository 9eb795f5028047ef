"""Cards the round trip refused in session 20 (its DSL rendered back to English said something
else), made to play once the reading or the rendering was right: each played with exact
figures and the rule it cites."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ "counters on it" (~)
# 122.1, 120.3: damage / life loss equal to the number of counters on the source itself,
# counted as the ability resolves (608.2h)


def _razerunners(real_db: CardDatabase, counters: int, answer: str) -> Scenario:
    _compiled(real_db, "Goblin Razerunners")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Razerunners",
               counters={"+1/+1": counters} if counters else None)
    s.set_choice("A", answer)
    s.add_target("A", "B")
    s.stop_at(2, Step.UPKEEP)
    return s


def test_122_1_goblin_razerunners_deals_damage_equal_to_its_counters(
        real_db: CardDatabase) -> None:
    """At A's end step Goblin Razerunners (three +1/+1 counters) deals 3 damage to B: 17."""
    s = _razerunners(real_db, 3, "yes")
    s.execute()
    s.assert_life("B", 17)
    s.assert_power_toughness("A", "Goblin Razerunners", 6, 7)


def test_122_1_goblin_razerunners_may_declines(real_db: CardDatabase) -> None:
    """"you may have": A says no, B stays at 20 though Razerunners has two counters."""
    s = _razerunners(real_db, 2, "no")
    s.execute()
    s.assert_life("B", 20)


def test_122_1_goblin_razerunners_without_counters_deals_none(real_db: CardDatabase) -> None:
    """No counters on it: the damage is 0 and B stays at 20."""
    s = _razerunners(real_db, 0, "yes")
    s.execute()
    s.assert_life("B", 20)


def test_122_1_maga_target_player_loses_life_equal_to_its_counters(
        real_db: CardDatabase) -> None:
    """Maga, Traitor to Mortals cast with X=3 enters with three +1/+1 counters (a 3/3) and
    its trigger makes B lose 3 life: 17; A keeps 20."""
    _compiled(real_db, "Maga, Traitor to Mortals")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.HAND, "A", "Maga, Traitor to Mortals")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Maga, Traitor to Mortals", x=3)
    s.add_target("A", "B")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 20)
    s.assert_power_toughness("A", "Maga, Traitor to Mortals", 3, 3)


def test_122_1_maga_with_x_zero_dies_and_takes_no_life(real_db: CardDatabase) -> None:
    """X=0: Maga enters with no counters, a 0/0, and its trigger counts 0 (608.2h: last known
    information, it has no counters): B stays at 20; Maga is in the graveyard (704.5f)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Maga, Traitor to Mortals")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Maga, Traitor to Mortals", x=0)
    s.add_target("A", "B")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Maga, Traitor to Mortals", 1)


def _wand(real_db: CardDatabase, answer: str) -> Scenario:
    _compiled(real_db, "Sphinx-Bone Wand")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sphinx-Bone Wand", counters={"charge": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.set_choice("A", answer)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Grizzly Bears"])
    s.add_target("A", "B")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_122_1_sphinx_bone_wand_counts_the_counter_just_put(real_db: CardDatabase) -> None:
    """Giant Growth cast: A puts a third charge counter on the Wand, which then deals 3
    damage to B (the counters on it as the damage is dealt): 17."""
    s = _wand(real_db, "yes")
    s.execute()
    s.assert_counter_count("A", "Sphinx-Bone Wand", "charge", 3)
    s.assert_life("B", 17)


def test_122_1_sphinx_bone_wand_no_counter_no_damage(real_db: CardDatabase) -> None:
    """"If you do": A puts no counter, so no damage though the Wand has two: B at 20."""
    s = _wand(real_db, "no")
    s.execute()
    s.assert_counter_count("A", "Sphinx-Bone Wand", "charge", 2)
    s.assert_life("B", 20)


# ------------------------------------------------------------------ "equal to ~'s power"
# 120.1, 208.3: damage equal to the source's own power, ~ named again rather than "its"


def _hunter(real_db: CardDatabase, counters: int) -> Scenario:
    _compiled(real_db, "Abyssal Hunter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Abyssal Hunter",
               counters={"+1/+1": counters} if counters else None)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}, {T}:", targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_120_1_abyssal_hunter_deals_damage_equal_to_its_power(real_db: CardDatabase) -> None:
    """Abyssal Hunter with two +1/+1 counters (3/3) taps Hill Giant (3/3) and deals it 3
    damage: the Giant dies."""
    s = _hunter(real_db, 2)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_tapped("Abyssal Hunter", True)


def test_120_1_abyssal_hunter_at_one_power_only_taps(real_db: CardDatabase) -> None:
    """Without counters the Hunter (1/1) deals 1 damage: Hill Giant lives, tapped, with 1
    damage marked."""
    s = _hunter(real_db, 0)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_tapped("Hill Giant", True)
    s.assert_damage("Hill Giant", 1)


def _meglonoth(real_db: CardDatabase, block: bool) -> Scenario:
    _compiled(real_db, "Meglonoth")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Meglonoth", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Hill Giant")
    if block:
        s.block(2, "A", "Meglonoth", "Hill Giant")
    s.stop_at(2, Step.END_TURN)
    return s


def test_120_1_meglonoth_blocking_deals_its_power_to_the_attackers_controller(
        real_db: CardDatabase) -> None:
    """Meglonoth (7/7 with a +1/+1 counter) blocks B's Hill Giant: 7 damage to B (13); the
    Giant dies in combat and A takes none (20)."""
    s = _meglonoth(real_db, True)
    s.execute()
    s.assert_life("B", 13)
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_120_1_meglonoth_not_blocking_deals_nothing(real_db: CardDatabase) -> None:
    """No block: no trigger; B stays at 20 and A takes the Giant's 3 (17)."""
    s = _meglonoth(real_db, False)
    s.execute()
    s.assert_life("B", 20)
    s.assert_life("A", 17)


# ------------------------------------------------------------------ "other than ~" in a count
# 109.5, 700.9: "modified creatures you control other than ~": not the source itself


def _raiju(real_db: CardDatabase, target: str) -> Scenario:
    _compiled(real_db, "Thundering Raiju")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thundering Raiju")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", counters={"+1/+1": 1})
    s.add_target("A", target)
    s.attack(1, "A", "Thundering Raiju")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_700_9_thundering_raiju_counts_the_other_modified_creatures(
        real_db: CardDatabase) -> None:
    """The counter goes on Grizzly Bears: two modified creatures besides the Raiju (the Bears
    and Hill Giant), 2 damage to B, then the Raiju's 3 combat damage: 15."""
    s = _raiju(real_db, "Grizzly Bears")
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_life("B", 15)


def test_700_9_thundering_raiju_does_not_count_itself(real_db: CardDatabase) -> None:
    """The counter goes on the Raiju itself (4/4): it is modified but not counted, so X is 1
    (Hill Giant): 1 damage, then 4 combat damage: B at 15."""
    s = _raiju(real_db, "Thundering Raiju")
    s.execute()
    s.assert_power_toughness("A", "Thundering Raiju", 4, 4)
    s.assert_life("B", 15)


# ------------------------------------------------------------------ ", where X is ..." said at once
# 107.3, 106.1: "Draw X cards, where X is the number of colors of mana spent to cast this spell.
# Then discard two cards."


def _spectrum(real_db: CardDatabase, lands: list[str]) -> Scenario:
    _compiled(real_db, "Brilliant Spectrum")
    s = Scenario(cards=real_db)
    for land in lands:
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.HAND, "A", "Brilliant Spectrum")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Brilliant Spectrum")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_107_3_brilliant_spectrum_draws_one_card_for_each_color_spent(
        real_db: CardDatabase) -> None:
    """Paid with an Island, a Mountain, a Forest and a Plains: four colors, four cards drawn,
    two discarded: two in hand, the spell and two cards in the graveyard."""
    s = _spectrum(real_db, ["Island", "Mountain", "Forest", "Plains"])
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_graveyard_count("A", "Brilliant Spectrum", 1)
    s.assert_graveyard_count("A", None, 3)


def test_107_3_brilliant_spectrum_one_color_draws_one(real_db: CardDatabase) -> None:
    """Paid with four Islands: one color, one card drawn, and it is discarded (two to discard,
    one in hand): an empty hand."""
    s = _spectrum(real_db, ["Island"] * 4)
    s.execute()
    s.assert_hand_count("A", 0)
    s.assert_graveyard_count("A", None, 2)


# ------------------------------------------------------------------ "If it was kicked"
# 702.33d: "it" is the spell itself; the kicked rider replaces the base damage (614.1a)


def _cinderclasm(real_db: CardDatabase, kick: str) -> Scenario:
    _compiled(real_db, "Cinderclasm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Cinderclasm")
    s.set_choice("A", kick)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cinderclasm")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_702_33d_cinderclasm_unkicked_deals_one(real_db: CardDatabase) -> None:
    """Not kicked: 1 damage to each creature: Savannah Lions (2/1) dies, Grizzly Bears lives
    with 1 damage; two Mountains tapped."""
    s = _cinderclasm(real_db, "no")
    s.execute()
    s.assert_graveyard_count("B", "Savannah Lions", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_damage("Grizzly Bears", 1)


def test_702_33d_cinderclasm_kicked_deals_two_instead(real_db: CardDatabase) -> None:
    """Kicked ({R} more): 2 damage to each creature instead (not 1 and 2): the Lions and
    the Bears die, Hill Giant (3/3) lives with 2 damage."""
    s = _cinderclasm(real_db, "yes")
    s.execute()
    s.assert_graveyard_count("B", "Savannah Lions", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_damage("Hill Giant", 2)


# ------------------------------------------------------------------ "that permanent's" an earlier target
# 608.2h: "Destroy target artifact or enchantment. If this spell was kicked, it deals damage
# equal to that permanent's mana value to target creature": the destroyed permanent's mana
# value as it last existed, not the creature's


def _orim(real_db: CardDatabase, kick: str, targets: list[str]) -> Scenario:
    _compiled(real_db, "Orim's Thunder")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Sol Ring")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.HAND, "A", "Orim's Thunder")
    s.set_choice("A", kick)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Orim's Thunder", targets=targets)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_608_2h_orims_thunder_kicked_deals_the_destroyed_permanents_mana_value(
        real_db: CardDatabase) -> None:
    """Kicked: Sol Ring (mana value 1) is destroyed and Serra Angel (4/4, mana value 5) is
    dealt 1 damage, not 5: it lives with 1 damage."""
    s = _orim(real_db, "yes", ["Sol Ring", "Serra Angel"])
    s.execute()
    s.assert_graveyard_count("B", "Sol Ring", 1)
    s.assert_permanent_count("B", "Serra Angel", 1)
    s.assert_damage("Serra Angel", 1)


def test_608_2h_orims_thunder_unkicked_only_destroys(real_db: CardDatabase) -> None:
    """Not kicked: Sol Ring destroyed, no creature target and no damage."""
    s = _orim(real_db, "no", ["Sol Ring"])
    s.execute()
    s.assert_graveyard_count("B", "Sol Ring", 1)
    s.assert_damage("Serra Angel", 0)


# ------------------------------------------------------------------ "They can't be regenerated"
# 701.15c: after "Destroy target nonblack creature and target land", "They" are both targets


def _spores_board(real_db: CardDatabase, spell: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "River Boa")
    s.add_card(Zone.HAND, "A", spell)
    return s


def test_701_15c_plague_spores_the_creature_cant_be_regenerated(real_db: CardDatabase) -> None:
    """B regenerates River Boa in response ({G}); Plague Spores destroys it and a Forest
    anyway: the Boa and one Forest in B's graveyard, one Forest left."""
    _compiled(real_db, "Plague Spores")
    s = _spores_board(real_db, "Plague Spores")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Plague Spores", targets=["River Boa", "Forest"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "B", "{G}:", source="River Boa",
                       responding_to="Plague Spores")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "River Boa", 1)
    s.assert_graveyard_count("B", "Forest", 1)
    s.assert_permanent_count("B", "Forest", 1)


def test_701_15c_a_plain_destroy_is_regenerated(real_db: CardDatabase) -> None:
    """The same shield against Murder ("Destroy target creature."): River Boa regenerates,
    tapped, and stays."""
    s = _spores_board(real_db, "Murder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Murder", targets=["River Boa"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "B", "{G}:", source="River Boa",
                       responding_to="Murder")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "River Boa", 1)
    s.assert_tapped("River Boa", True)


# ------------------------------------------------------------------ "that enchantment's mana value"
# 608.2h, 202.3: the destroyed enchantment's mana value as it last existed


def _mutation(real_db: CardDatabase, enchantment: str) -> Scenario:
    _compiled(real_db, "Aura Mutation")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", enchantment)
    s.add_card(Zone.HAND, "A", "Aura Mutation")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aura Mutation", targets=[enchantment])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_608_2h_aura_mutation_makes_one_saproling_per_mana_value(real_db: CardDatabase) -> None:
    """Glorious Anthem (mana value 3) destroyed: three 1/1 Saprolings for A."""
    s = _mutation(real_db, "Glorious Anthem")
    s.execute()
    s.assert_graveyard_count("B", "Glorious Anthem", 1)
    s.assert_permanent_count("A", "Saproling Token", 3)
    s.assert_power_toughness("A", "Saproling Token", 1, 1)


def test_608_2h_aura_mutation_two_for_bad_moon(real_db: CardDatabase) -> None:
    """Bad Moon (mana value 2): two Saprolings, none for B."""
    s = _mutation(real_db, "Bad Moon")
    s.execute()
    s.assert_permanent_count("A", "Saproling Token", 2)
    s.assert_permanent_count("B", "Saproling Token", 0)


# ------------------------------------------------------------------ one X said for two instructions
# 107.3, 608.2h: "You draw X cards and you lose X life, where X is the number of counters on
# that creature": the destroyed creature's counters as it last existed


def _parting(real_db: CardDatabase, counters: dict[str, int] | None) -> Scenario:
    _compiled(real_db, "Parting Thoughts")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", counters=counters)
    s.add_card(Zone.HAND, "A", "Parting Thoughts")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Parting Thoughts", targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_608_2h_parting_thoughts_counts_every_counter_on_the_destroyed_creature(
        real_db: CardDatabase) -> None:
    """Hill Giant with two +1/+1 counters and a charge counter (three counters of any
    kind): A draws 3 and loses 3 life (17)."""
    s = _parting(real_db, {"+1/+1": 2, "charge": 1})
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_hand_count("A", 3)
    s.assert_life("A", 17)


def test_608_2h_parting_thoughts_no_counters_no_cards(real_db: CardDatabase) -> None:
    """No counters on it: the creature is destroyed, A draws nothing and stays at 20."""
    s = _parting(real_db, None)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_hand_count("A", 0)
    s.assert_life("A", 20)


# ------------------------------------------------------------------ "It gets an additional ..."
# 613.4c: two pumps of the same target until end of turn, the second for each card named ~


def _growth(real_db: CardDatabase, mine: int, theirs: int) -> Scenario:
    _compiled(real_db, "Growth Cycle")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    if mine:
        s.add_card(Zone.GRAVEYARD, "A", "Growth Cycle", mine)
    if theirs:
        s.add_card(Zone.GRAVEYARD, "B", "Growth Cycle", theirs)
    s.add_card(Zone.HAND, "A", "Growth Cycle")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Growth Cycle", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_613_4c_growth_cycle_adds_two_for_each_in_your_graveyard(real_db: CardDatabase) -> None:
    """Two Growth Cycles in A's graveyard (the one resolving is on the stack): +3/+3 and
    +4/+4, Grizzly Bears 9/9."""
    s = _growth(real_db, 2, 0)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 9, 9)


def test_613_4c_growth_cycle_opponents_copies_dont_count(real_db: CardDatabase) -> None:
    """None in A's graveyard, two in B's: only +3/+3, Grizzly Bears 5/5."""
    s = _growth(real_db, 0, 2)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 5, 5)


# ------------------------------------------------------------------ "... as long as ..." said last
# 611.3a, 205.1b: "~ is a 5/5 Golem artifact creature as long as you control three or more
# artifacts" (~ counts itself)


def _relic(real_db: CardDatabase, others: list[str]) -> Scenario:
    _compiled(real_db, "Rusted Relic")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rusted Relic")
    for name in others:
        s.add_card(Zone.BATTLEFIELD, "A", name)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    return s


def test_611_3a_rusted_relic_is_a_golem_with_three_artifacts(real_db: CardDatabase) -> None:
    """Rusted Relic, Sol Ring and Ornithopter: three artifacts, the Relic is a 5/5 Golem
    artifact creature."""
    s = _relic(real_db, ["Sol Ring", "Ornithopter"])
    s.execute()
    s.assert_type("Rusted Relic", "Creature")
    s.assert_type("Rusted Relic", "Artifact")
    s.assert_subtype("Rusted Relic", "Golem")
    s.assert_power_toughness("A", "Rusted Relic", 5, 5)


def test_611_3a_rusted_relic_with_two_artifacts_is_no_creature(real_db: CardDatabase) -> None:
    """Only the Relic and Sol Ring: two artifacts, the Relic stays a noncreature artifact."""
    s = _relic(real_db, ["Sol Ring"])
    s.execute()
    s.assert_type("Rusted Relic", "Creature", present=False)
    s.assert_subtype("Rusted Relic", "Golem", present=False)


# ------------------------------------------------------------------ conditional statics, other wordings
# 611.3a, 205.3m: "As long as ~ is equipped, each creature you control that's a Soldier or a
# Knight gets +1/+1"; "As long as it's your turn, creatures and planeswalkers you control have
# lifelink" (702.15b)


def _steelshaper(real_db: CardDatabase, equipped: bool) -> Scenario:
    _compiled(real_db, "Auriok Steelshaper")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Auriok Steelshaper")
    if equipped:
        s.add_card(Zone.BATTLEFIELD, "A", "Bonesplitter", attached_to="Auriok Steelshaper")
    s.add_card(Zone.BATTLEFIELD, "A", "Alaborn Trooper")
    s.add_card(Zone.BATTLEFIELD, "A", "White Knight")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    return s


def test_611_3a_auriok_steelshaper_equipped_pumps_soldiers_and_knights(
        real_db: CardDatabase) -> None:
    """Equipped with Bonesplitter: the Steelshaper (a Soldier) 4/2, Alaborn Trooper (2/3)
    3/4, White Knight 3/3; Grizzly Bears stays 2/2."""
    s = _steelshaper(real_db, True)
    s.execute()
    s.assert_power_toughness("A", "Auriok Steelshaper", 4, 2)
    s.assert_power_toughness("A", "Alaborn Trooper", 3, 4)
    s.assert_power_toughness("A", "White Knight", 3, 3)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_611_3a_auriok_steelshaper_unequipped_pumps_none(real_db: CardDatabase) -> None:
    """Not equipped: no bonus, Alaborn Trooper 2/3, White Knight 2/2, the Steelshaper 1/1."""
    s = _steelshaper(real_db, False)
    s.execute()
    s.assert_power_toughness("A", "Auriok Steelshaper", 1, 1)
    s.assert_power_toughness("A", "Alaborn Trooper", 2, 3)
    s.assert_power_toughness("A", "White Knight", 2, 2)


def test_702_15b_sorin_has_lifelink_on_your_turn(real_db: CardDatabase) -> None:
    """Sorin's +2 on A's turn: 1 damage to B (19) and Sorin, a planeswalker A controls, has
    lifelink: A gains 1 (21)."""
    _compiled(real_db, "Sorin, Vengeful Bloodlord")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sorin, Vengeful Bloodlord")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+2:", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_life("A", 21)
    s.assert_counter_count("A", "Sorin, Vengeful Bloodlord", "loyalty", 6)


def test_702_15b_sorin_no_lifelink_on_the_opponents_turn(real_db: CardDatabase) -> None:
    """On B's turn A's Grizzly Bears blocks Hill Giant and deals it 2 damage: no lifelink,
    A stays at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sorin, Vengeful Bloodlord")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Hill Giant", "A")
    s.block(2, "A", "Grizzly Bears", "Hill Giant")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_damage("Hill Giant", 2)


# ------------------------------------------------------------------ "that card" an earlier target
# 608.2h: the same reading as Orim's Thunder's (resolve._earlier_target) makes these play: the
# card named again is the graveyard target, not the creature target after it


def _reckoning(real_db: CardDatabase, answer: str) -> Scenario:
    _compiled(real_db, "Dead Reckoning")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Dead Reckoning")
    s.set_choice("A", answer)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dead Reckoning",
                 targets=["Hill Giant", "Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_608_2h_dead_reckoning_deals_the_cards_power(real_db: CardDatabase) -> None:
    """Hill Giant (power 3) put on top of A's library: 3 damage to Grizzly Bears, which
    dies."""
    s = _reckoning(real_db, "yes")
    s.execute()
    s.assert_library_count("A", 1, "Hill Giant")
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_608_2h_dead_reckoning_declined_deals_nothing(real_db: CardDatabase) -> None:
    """"If you do": A keeps Hill Giant in the graveyard, so no damage; the Bears live."""
    s = _reckoning(real_db, "no")
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_damage("Grizzly Bears", 0)


def _renewal(real_db: CardDatabase, card: str) -> Scenario:
    _compiled(real_db, "Foul Renewal")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.GRAVEYARD, "A", card)
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.HAND, "A", "Foul Renewal")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Foul Renewal", targets=[card, "Serra Angel"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_608_2h_foul_renewal_shrinks_by_the_returned_cards_toughness(
        real_db: CardDatabase) -> None:
    """Hill Giant (toughness 3) returned to A's hand: Serra Angel (4/4) gets -3/-3, 1/1."""
    s = _renewal(real_db, "Hill Giant")
    s.execute()
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_power_toughness("B", "Serra Angel", 1, 1)


def test_608_2h_foul_renewal_with_grizzly_bears(real_db: CardDatabase) -> None:
    """Grizzly Bears (toughness 2) returned: the Angel gets -2/-2, 2/2."""
    s = _renewal(real_db, "Grizzly Bears")
    s.execute()
    s.assert_power_toughness("B", "Serra Angel", 2, 2)
