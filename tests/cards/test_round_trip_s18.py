"""Cards refused only by the round trip (session 18, issue 11) whose DSL was right and whose
English lacked a wording, played with real cards and exact figures: "other" than the source
said after the noun, "an artifact other than ~", "destroy all permanents other than ~",
"for each attacking creature other than ~" (109.1, 608.2h); and a pump's "for each other
creature" that is other than the creature pumped (Sigil of Valor: stays refused, 613.4c)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------ 109.1, 608.2h: "other than ~" after the noun


def test_608_2h_marton_stromgald_counts_the_attackers_other_than_itself(
        real_db: CardDatabase) -> None:
    """Márton Stromgald attacks with Grizzly Bears and Runeclaw Bear: "other attacking
    creatures get +1/+1 until end of turn for each attacking creature other than ~": two
    others, so each Bear is 4/4 and Márton stays 1/1; B takes 1 + 4 + 4 = 9 (11)."""
    _compiled(real_db, "Márton Stromgald")
    s = Scenario(cards=real_db)
    for name in ("Márton Stromgald", "Grizzly Bears", "Runeclaw Bear"):
        s.add_card(Zone.BATTLEFIELD, "A", name)
        s.attack(1, "A", name)
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_power_toughness("A", "Runeclaw Bear", 4, 4)
    s.assert_power_toughness("A", "Márton Stromgald", 1, 1)
    s.assert_life("B", 11)


def test_608_2h_marton_stromgald_blocks_counts_the_blockers_other_than_itself(
        real_db: CardDatabase) -> None:
    """B's Márton Stromgald and Grizzly Bears block A's Phyrexian Walker (0/3): one other blocker,
    so the Bears are 3/3 and Márton 1/1 (the second ability: "for each blocking creature
    other than ~"); the Walker dies."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Phyrexian Walker")
    s.add_card(Zone.BATTLEFIELD, "B", "Márton Stromgald")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Phyrexian Walker")
    s.block(1, "B", "Márton Stromgald", "Phyrexian Walker")
    s.block(1, "B", "Grizzly Bears", "Phyrexian Walker")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_power_toughness("B", "Grizzly Bears", 3, 3)
    s.assert_power_toughness("B", "Márton Stromgald", 1, 1)
    s.assert_permanent_count("A", "Phyrexian Walker", 0)


def test_701_17a_rust_elemental_sacrifices_another_artifact(real_db: CardDatabase) -> None:
    """Rust Elemental with Ornithopter at A's first upkeep: "sacrifice an artifact other than ~":
    the Ornithopter goes, the Elemental stays untapped and A stays at 20."""
    _compiled(real_db, "Rust Elemental")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rust Elemental")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Ornithopter", 0)
    s.assert_permanent_count("A", "Rust Elemental", 1)
    s.assert_tapped("Rust Elemental", False)
    s.assert_life("A", 20)


def test_701_17a_rust_elemental_alone_taps_and_loses_4(real_db: CardDatabase) -> None:
    """Rust Elemental alone at A's first upkeep: no other artifact ("if you can't"): it taps and A
    loses 4 (16); it is not sacrificed itself."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rust Elemental")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Rust Elemental", 1)
    s.assert_tapped("Rust Elemental", True)
    s.assert_life("A", 16)


def test_701_8a_worldslayer_destroys_every_permanent_but_itself(real_db: CardDatabase) -> None:
    """Grizzly Bears equipped with Worldslayer deal 2 combat damage to B (18): "destroy all
    permanents other than ~": the Bears, both Hill Giants and both lands are destroyed,
    Worldslayer stays."""
    _compiled(real_db, "Worldslayer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Worldslayer", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 18)
    s.assert_permanent_count("A", "Worldslayer", 1)
    for player, name in (("A", "Grizzly Bears"), ("A", "Mountain"), ("B", "Hill Giant"),
                         ("B", "Island")):
        s.assert_permanent_count(player, name, 0)


def test_613_4c_sigil_of_valor_counts_besides_the_pumped_creature(
        real_db: CardDatabase) -> None:
    """Sigil of Valor's "for each other creature you control" is other than the equipped
    creature, not a count's `other` (other than the source, said "other than ~"): since
    session 21 it compiles to a count besides the pumped creature (608.2h), never to `other`
    (test_round_trip_s12 checks the DSL; test_rtrip_s21 plays it)."""
    res = real_db.compiled("Sigil of Valor")
    assert res.supported, res.reasons


# ------------------------------------------ 608.2c: "it" after a target is that target


def _elder_cathar_dies(db: CardDatabase, other: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Elder Cathar")
    s.add_card(Zone.BATTLEFIELD, "A", other)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Elder Cathar"])
    s.add_target("A", other)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_608_2c_elder_cathar_two_counters_on_the_human_target(real_db: CardDatabase) -> None:
    """Elder Cathar dies (Shock); its trigger targets Elite Vanguard (a Human, 2/1): "If that
    creature is a Human, put two +1/+1 counters on it instead": the Vanguard is 4/3 with two
    counters, and none go anywhere else."""
    _compiled(real_db, "Elder Cathar")
    s = _elder_cathar_dies(real_db, "Elite Vanguard")
    s.assert_permanent_count("A", "Elder Cathar", 0)
    s.assert_counter_count("A", "Elite Vanguard", "+1/+1", 2)
    s.assert_power_toughness("A", "Elite Vanguard", 4, 3)


def test_608_2c_elder_cathar_one_counter_on_a_non_human(real_db: CardDatabase) -> None:
    """The same with Grizzly Bears (a Bear): one counter, 3/3."""
    s = _elder_cathar_dies(real_db, "Grizzly Bears")
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)


# ------------------------------------------ 201.5: "it" where only the source was named


def test_201_5_mask_of_immolation_the_sacrificed_creature_deals_1(real_db: CardDatabase) -> None:
    """Grizzly Bears equipped with Mask of Immolation: "Sacrifice this creature: It deals 1
    damage to any target": the Bears go to the graveyard and B is at 19."""
    _compiled(real_db, "Mask of Immolation", "Boneshard Slasher", "Freewind Equenaut",
              "Deadeye Navigator")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mask of Immolation", attached_to="Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice this creature",
                       source="Grizzly Bears", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 19)
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_201_5_boneshard_slasher_sacrificed_when_targeted(real_db: CardDatabase) -> None:
    """Boneshard Slasher with seven cards in A's graveyard is 3/3 and has "When ~ becomes the
    target of a spell or ability, sacrifice it": B's Giant Growth on it: it is sacrificed
    (in A's graveyard now)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Boneshard Slasher")
    s.add_card(Zone.GRAVEYARD, "A", "Island", 7)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Giant Growth", targets=["Boneshard Slasher"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Boneshard Slasher", 0)
    s.assert_graveyard_count("A", "Boneshard Slasher", 1)


def test_201_5_boneshard_slasher_with_six_cards_stays(real_db: CardDatabase) -> None:
    """With six cards in the graveyard the Slasher has no such ability: Giant Growth makes it
    4/4 (1/1 + 3/3) and it stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Boneshard Slasher")
    s.add_card(Zone.GRAVEYARD, "A", "Island", 6)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Giant Growth", targets=["Boneshard Slasher"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Boneshard Slasher", 4, 4)


# ------------------------------------------ wordings of the same instructions


def test_115_1d_goblin_grenadiers_sacrificed_destroys_a_creature_and_a_land(
        real_db: CardDatabase) -> None:
    """Goblin Grenadiers attack unblocked; A sacrifices them ("you may sacrifice it"): Hill
    Giant and B's Island are destroyed; no combat damage from the sacrificed Grenadiers (B at
    20)."""
    _compiled(real_db, "Goblin Grenadiers", "Enlarge", "Roving Keep", "Siren of the Silent Song",
              "Scalding Salamander", "Serpent of Yawning Depths", "Evil Boros Charm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Grenadiers")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.attack(1, "A", "Goblin Grenadiers")
    s.set_choice("A", "yes")
    s.add_target("A", "Hill Giant")
    s.add_target("A", "Island")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Goblin Grenadiers", 0)
    s.assert_permanent_count("B", "Hill Giant", 0)
    s.assert_permanent_count("B", "Island", 0)
    s.assert_life("B", 20)


def test_509_1c_enlarge_must_be_blocked(real_db: CardDatabase) -> None:
    """Enlarge on Grizzly Bears (9/9 trample): "It must be blocked this turn if able": B's
    Hill Giant can't stay back; it blocks, dies, and 6 tramples over (B at 14)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Enlarge")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Enlarge", targets=["Grizzly Bears"])
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 9, 9)
    s.assert_permanent_count("B", "Hill Giant", 0)
    s.assert_life("B", 14)


def test_120_3_scalding_salamander_hits_only_creatures_without_flying(
        real_db: CardDatabase) -> None:
    """Scalding Salamander attacks; A has it deal 1 damage to each creature without flying B
    controls: B's Llanowar Elves die, B's Ornithopter (flying) and A's Memnite don't."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Scalding Salamander")
    s.add_card(Zone.BATTLEFIELD, "A", "Memnite")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.attack(1, "A", "Scalding Salamander")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.DECLARE_BLOCKERS)
    s.execute()
    s.assert_permanent_count("B", "Llanowar Elves", 0)
    s.assert_permanent_count("B", "Ornithopter", 1)
    s.assert_permanent_count("A", "Memnite", 1)


# ------------------------------------------ 608.2c: the object or group named before


def _toolcraft(db: CardDatabase, artifacts: int) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Toolcraft Exemplar")
    s.add_card(Zone.BATTLEFIELD, "A", "Memnite", artifacts)
    s.attack(1, "A", "Toolcraft Exemplar")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    return s


def test_608_2c_toolcraft_exemplar_three_artifacts_also_first_strike(
        real_db: CardDatabase) -> None:
    """Toolcraft Exemplar (1/1) with three Memnites at the beginning of combat: +2/+1 (3/2),
    and "it also gains first strike"; it attacks: B at 17."""
    _compiled(real_db, "Toolcraft Exemplar", "Savage Offensive", "Kytheon's Tactics")
    s = _toolcraft(real_db, 3)
    s.assert_life("B", 17)
    s.assert_power_toughness("A", "Toolcraft Exemplar", 3, 2)
    s.assert_abilities("A", "Toolcraft Exemplar", ["first strike"])


def test_608_2c_toolcraft_exemplar_one_artifact_no_first_strike(real_db: CardDatabase) -> None:
    """With one Memnite: 3/2, no first strike."""
    s = _toolcraft(real_db, 1)
    s.assert_power_toughness("A", "Toolcraft Exemplar", 3, 2)
    s.assert_abilities("A", "Toolcraft Exemplar", ["first strike"], present=False)


def test_608_2c_kytheons_tactics_those_creatures_also_gain_vigilance(
        real_db: CardDatabase) -> None:
    """Kytheon's Tactics with Shock and Opt in A's graveyard: A's Grizzly Bears get +2/+1
    (4/3) and gain vigilance; B's Hill Giant gets nothing (3/3, no vigilance)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Shock")
    s.add_card(Zone.GRAVEYARD, "A", "Opt")
    s.add_card(Zone.HAND, "A", "Kytheon's Tactics")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Kytheon's Tactics")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 3)
    s.assert_abilities("A", "Grizzly Bears", ["vigilance"])
    s.assert_power_toughness("B", "Hill Giant", 3, 3)
    s.assert_abilities("B", "Hill Giant", ["vigilance"], present=False)


def test_603_2_vela_the_night_clad_another_creature_leaves(real_db: CardDatabase) -> None:
    """Vela the Night-Clad: "Whenever ~ or another creature you control leaves the
    battlefield, each opponent loses 1 life": A's Shock kills A's Grizzly Bears: B at 19;
    B's Hill Giant is not A's (no more)."""
    _compiled(real_db, "Vela the Night-Clad", "Whip Vine", "Divert", "Cursed Monstrosity")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vela the Night-Clad")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Shock", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Raging Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Raging Goblin"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_permanent_count("B", "Raging Goblin", 0)
    s.assert_life("B", 19)
    s.assert_life("A", 20)


def test_118_12_cursed_monstrosity_discards_a_land_or_is_sacrificed(
        real_db: CardDatabase) -> None:
    """Cursed Monstrosity targeted by B's Giant Growth with no land card in A's hand: "sacrifice
    it unless you discard a land card": it is sacrificed."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cursed Monstrosity")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Giant Growth", targets=["Cursed Monstrosity"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Cursed Monstrosity", 0)
    s.assert_hand_count("A", 1)


def test_118_12_cursed_monstrosity_discarding_a_land_keeps_it(real_db: CardDatabase) -> None:
    """The same with a Forest in A's hand, discarded: the Monstrosity stays (4/3 + 3/3 =
    7/6) and the Forest is in A's graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cursed Monstrosity")
    s.add_card(Zone.HAND, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Giant Growth", targets=["Cursed Monstrosity"])
    s.set_choice("A", "yes")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Cursed Monstrosity", 7, 6)
    s.assert_graveyard_count("A", "Forest", 1)


def test_613_1d_chimeric_idol_taps_the_lands_and_becomes_a_turtle(
        real_db: CardDatabase) -> None:
    """Chimeric Idol: "{0}: Tap all lands you control. ~ becomes a 3/3 Turtle artifact
    creature until end of turn": A's two Forests are tapped, B's Island isn't; the Idol is a
    3/3 Turtle artifact creature."""
    _compiled(real_db, "Chimeric Idol")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chimeric Idol")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{0}:", source="Chimeric Idol")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Chimeric Idol", 3, 3)
    s.assert_type("Chimeric Idol", "Creature")
    s.assert_subtype("Chimeric Idol", "Turtle")
    s.assert_tapped("Island", False)
    s.assert_tapped("Chimeric Idol", False)


def test_701_13_siren_of_the_silent_song_discard_then_mill(real_db: CardDatabase) -> None:
    """Siren of the Silent Song, tapped, untaps in A's untap step: "each opponent discards a
    card, then each opponent mills a card": B's one card in hand (Mountain) and the top card
    of B's library (Island) go to B's graveyard."""
    _compiled(real_db, "Siren of the Silent Song")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Siren of the Silent Song", tapped=True)
    s.add_card(Zone.HAND, "B", "Mountain")
    s.add_card(Zone.LIBRARY, "B", "Island")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_tapped("Siren of the Silent Song", False)
    s.assert_hand_count("B", 0)
    s.assert_graveyard_count("B", "Mountain", 1)
    s.assert_graveyard_count("B", "Island", 1)


def test_205_1b_ursine_champion_becomes_a_bear_berserker(real_db: CardDatabase) -> None:
    """Ursine Champion (2/2 Human Berserker): "{5}{G}: ~ gets +3/+3 and becomes a Bear
    Berserker until end of turn": 5/5, a Bear and a Berserker, no longer a Human."""
    _compiled(real_db, "Ursine Champion", "Short Circuit")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ursine Champion")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{5}{G}:", source="Ursine Champion")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Ursine Champion", 5, 5)
    s.assert_subtype("Ursine Champion", "Bear")
    s.assert_subtype("Ursine Champion", "Berserker")
    s.assert_subtype("Ursine Champion", "Human", present=False)


def test_611_3a_short_circuit_on_a_creature(real_db: CardDatabase) -> None:
    """Short Circuit on B's Serra Angel (4/4 flying): "As long as enchanted permanent is a
    creature, it gets -3/-0 and loses flying": 1/4 without flying."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Short Circuit")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Short Circuit", targets=["Serra Angel"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("B", "Serra Angel", 1, 4)
    s.assert_abilities("B", "Serra Angel", ["flying"], present=False)


def test_509_1h_evil_boros_charm_unblocked_attackers_get_1(real_db: CardDatabase) -> None:
    """Evil Boros Charm, second mode, after blockers: "Unblocked attacking creatures get +1/+0
    until end of turn": A's Grizzly Bears (unblocked, 3/2) and Runeclaw Bear (blocked by Hill
    Giant, 2/2): B takes 3 (17); the Giant is dealt 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Runeclaw Bear")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Evil Boros Charm")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Runeclaw Bear")
    s.block(1, "B", "Hill Giant", "Runeclaw Bear")
    s.set_mode_choice("A", 2)
    s.cast_spell(1, Step.DECLARE_BLOCKERS, "A", "Evil Boros Charm")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s.assert_damage("Hill Giant", 2)


def test_508_1d_suicidal_charge_those_creatures_attack(real_db: CardDatabase) -> None:
    """A sacrifices Suicidal Charge in B's upkeep (turn 2): B's creatures get -1/-1 until end
    of turn and "Those creatures attack this turn if able": B's Llanowar Elves (1/1) die;
    its Hill Giant (2/2 now) must attack: A takes 2 (18)."""
    _compiled(real_db, "Suicidal Charge")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Suicidal Charge")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(2, Step.UPKEEP, "A", "Sacrifice", source="Suicidal Charge")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Suicidal Charge", 0)
    s.assert_permanent_count("B", "Llanowar Elves", 0)
    s.assert_power_toughness("B", "Hill Giant", 2, 2)
    s.assert_life("A", 18)
