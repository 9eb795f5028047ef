"""Loyalty abilities (606) and shared effect phrases they needed, read from Oracle text, s19.
Real cards of the shared MTGJSON file (skipped without it), exact figures."""

from __future__ import annotations

from mtg_engine.actions import ActivateAbility, CastSpell, ChoiceDecision, Choose, PassPriority
from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.layers import characteristics
from mtg_engine.testing import Scenario, Step, Zone


def _kiora_after_combat(real_db: CardDatabase, targets: list[str]) -> Scenario:
    """A's Grizzly Bears attack (B 20 -> 18) and A taps a Forest for mana in the first main
    phase; in the second main phase Kiora's [+1] targets `targets`; stopped at A's end step."""
    assert real_db.compiled("Kiora, Master of the Depths").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kiora, Master of the Depths")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {G}", source="Forest")
    s.attack(1, "A", "Grizzly Bears")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "[+1]", targets=targets)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    return s


def test_606_kiora_untaps_up_to_one_creature_and_up_to_one_land(real_db: CardDatabase) -> None:
    """Kiora, Master of the Depths [+1]: "Untap up to one target creature and up to one target
    land." (115.1: two targets, each optional): the tapped Grizzly Bears and tapped Forest
    untap, Kiora goes 4 -> 5 loyalty (606.4)."""
    s = _kiora_after_combat(real_db, ["Grizzly Bears", "Forest"])
    s.assert_tapped("Grizzly Bears", False)
    s.assert_tapped("Forest", False)
    s.assert_counter_count("A", "Kiora, Master of the Depths", "loyalty", 5)


def test_606_kiora_untaps_only_a_creature(real_db: CardDatabase) -> None:
    """With only a creature chosen (no land target, 115.1 "up to one"): the Grizzly Bears
    untap, the Forest stays tapped; Kiora at 5."""
    s = _kiora_after_combat(real_db, ["Grizzly Bears"])
    s.assert_tapped("Grizzly Bears", False)
    s.assert_tapped("Forest", True)
    s.assert_counter_count("A", "Kiora, Master of the Depths", "loyalty", 5)


def test_614_10_dovin_taps_all_and_that_player_skips_the_untap_step(
        real_db: CardDatabase) -> None:
    """Dovin, Architect of Law [−9] (5 + 4 loyalty): "Tap all permanents target opponent
    controls. That player skips their next untap step." (614.10): B's two Islands and Grizzly
    Bears are tapped on turn 1 and still tapped in B's turn-2 main phase; Dovin is at 0 and
    goes to the graveyard (704.5i)."""
    assert real_db.compiled("Dovin, Architect of Law").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dovin, Architect of Law", counters={"loyalty": 4})
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "[−9]", targets=["B"])
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    st = s.state
    tapped = [st.objects[o].tapped for o in st.battlefield if st.objects[o].controller == 1]
    assert tapped == [True, True, True]
    s.assert_graveyard_count("A", "Dovin, Architect of Law", 1)


def test_614_10_dovin_skips_only_the_next_untap_step(real_db: CardDatabase) -> None:
    """The skip is once (614.10): in B's turn-4 main phase B's permanents are untapped."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dovin, Architect of Law", counters={"loyalty": 4})
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "[−9]", targets=["B"])
    s.stop_at(4, Step.PRECOMBAT_MAIN)
    s.execute()
    st = s.state
    assert [st.objects[o].tapped for o in st.battlefield if st.objects[o].controller == 1] \
        == [False, False]


def test_120_3_chandra_bold_pyromancer_deals_10_to_a_player_and_their_permanents(
        real_db: CardDatabase) -> None:
    """Chandra, Bold Pyromancer [−7] (5 + 2 loyalty): "~ deals 10 damage to target player and
    each creature and planeswalker they control." B goes 20 -> 10; B's Craw Wurm (6/4) and
    Ajani Goldmane die (120.3c, 704.5g, 704.5i); A's own Craw Wurm is untouched."""
    assert real_db.compiled("Chandra, Bold Pyromancer").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chandra, Bold Pyromancer", counters={"loyalty": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Ajani Goldmane")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "[−7]", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 10)
    s.assert_life("A", 20)
    s.assert_permanent_count("B", "Craw Wurm", 0)
    s.assert_permanent_count("B", "Ajani Goldmane", 0)
    s.assert_permanent_count("A", "Craw Wurm", 1)
    s.assert_damage("Craw Wurm", 0)


def test_115_1_sword_of_sinew_and_steel_destroys_a_planeswalker_and_an_artifact(
        real_db: CardDatabase) -> None:
    """Sword of Sinew and Steel on A's Grizzly Bears (4/4 with +2/+2): unblocked, they deal 4
    combat damage to B (20 -> 16) and the trigger destroys up to one target planeswalker and up
    to one target artifact (115.1: each optional): B's Ajani Goldmane and Mind Stone go to the
    graveyard."""
    assert real_db.compiled("Sword of Sinew and Steel").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Sword of Sinew and Steel", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Ajani Goldmane")
    s.add_card(Zone.BATTLEFIELD, "B", "Mind Stone")
    s.attack(1, "A", "Grizzly Bears", "B")
    s.add_target("A", "Ajani Goldmane")
    s.add_target("A", "Mind Stone")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_graveyard_count("B", "Ajani Goldmane", 1)
    s.assert_graveyard_count("B", "Mind Stone", 1)


def _nissa(real_db: CardDatabase, stop_turn: int) -> Scenario:
    """A taps a Forest for mana, then Nissa, Vital Force's [+1] untaps it: "Until your next
    turn, it becomes a 5/5 Elemental creature with haste. It's still a land." (611.2a)."""
    assert real_db.compiled("Nissa, Vital Force").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nissa, Vital Force")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {G}", source="Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "[+1]", targets=["Forest"])
    s.stop_at(stop_turn, Step.PRECOMBAT_MAIN)
    s.execute()
    return s


def test_611_2a_nissa_vital_force_animates_a_land_until_your_next_turn(
        real_db: CardDatabase) -> None:
    """After the [+1] (Nissa 5 -> 6): the Forest is untapped, a 5/5 Elemental creature with
    haste that is still a land, through B's turn 2."""
    s = _nissa(real_db, 2)
    s.assert_counter_count("A", "Nissa, Vital Force", "loyalty", 6)
    s.assert_tapped("Forest", False)
    s.assert_type("Forest", "Creature")
    s.assert_type("Forest", "Land")
    s.assert_subtype("Forest", "Elemental")
    s.assert_power_toughness("A", "Forest", 5, 5)


def test_611_2a_nissa_vital_force_animation_ends_at_your_next_turn(
        real_db: CardDatabase) -> None:
    """At A's turn 3 the effect has ended (611.2a): the Forest is only a land again."""
    s = _nissa(real_db, 3)
    s.assert_type("Forest", "Creature", False)
    s.assert_type("Forest", "Land")


def test_611_2c_tezzeret_the_seeker_makes_artifacts_5_5_creatures(
        real_db: CardDatabase) -> None:
    """Tezzeret the Seeker [−5] (4 + 1 loyalty): "Artifacts you control become artifact
    creatures with base power and toughness 5/5 until end of turn." A's Mind Stone is a 5/5
    artifact creature and Ornithopter a 5/5 (613.4b); B's Mind Stone is unchanged; on turn 2
    A's Mind Stone is no creature again (514.2)."""
    assert real_db.compiled("Tezzeret the Seeker").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tezzeret the Seeker", counters={"loyalty": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Mind Stone")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Sol Ring")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "[−5]")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: (
        sc.assert_power_toughness("A", "Mind Stone", 5, 5),
        sc.assert_type("Mind Stone", "Creature"),
        sc.assert_type("Mind Stone", "Artifact"),
        sc.assert_power_toughness("A", "Ornithopter", 5, 5),
        sc.assert_type("Sol Ring", "Creature", False)))
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_type("Mind Stone", "Creature", False)
    s.assert_power_toughness("A", "Ornithopter", 0, 2)
    s.assert_graveyard_count("A", "Tezzeret the Seeker", 1)


def test_205_1b_thelonite_druid_makes_forests_2_3_creatures(real_db: CardDatabase) -> None:
    """Thelonite Druid ({1}{G}, {T}, Sacrifice a creature): A sacrifices Grizzly Bears; A's
    three Forests become 2/3 creatures that are still lands (205.1b) until end of turn; B's
    Forest doesn't."""
    assert real_db.compiled("Thelonite Druid").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thelonite Druid")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.set_choice("A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{G}, {T}, Sacrifice a creature")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    st = s.state
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    forests = [(st.objects[o].controller, characteristics(st, o)) for o in st.battlefield
               if st.objects[o].card.name == "Forest"]
    assert sorted((c, ch.is_creature, ch.power, ch.toughness) for c, ch in forests) == \
        [(0, True, 2, 3)] * 3 + [(1, False, 0, 0)]
    assert all(ch.is_land for _, ch in forests)


def test_611_2c_jolrael_animates_the_lands_target_player_controls(
        real_db: CardDatabase) -> None:
    """Jolrael, Empress of Beasts ({2}{G}, {T}, Discard two cards), B targeted: B's two Plains
    become 3/3 creatures that are still lands; A's Forests don't; A's hand of two cards is
    discarded."""
    assert real_db.compiled("Jolrael, Empress of Beasts").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jolrael, Empress of Beasts")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{G}, {T}, Discard two cards",
                       targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    st = s.state
    s.assert_graveyard_count("A", "Grizzly Bears", 2)
    lands = sorted((st.objects[o].controller, characteristics(st, o).is_creature,
                    characteristics(st, o).power) for o in st.battlefield
                   if characteristics(st, o).is_land)
    assert lands == [(0, False, 0)] * 3 + [(1, True, 3)] * 2


def test_714_the_antiquities_war_chapter_iii_makes_artifacts_5_5(
        real_db: CardDatabase) -> None:
    """The Antiquities War with two lore counters: chapter III (714.2b) makes A's Mind Stone a
    5/5 artifact creature until end of turn; the Saga is then sacrificed (714.4)."""
    assert real_db.compiled("The Antiquities War").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "The Antiquities War", counters={"lore": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Mind Stone")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Mind Stone", 5, 5)
    s.assert_type("Mind Stone", "Creature")
    s.assert_graveyard_count("A", "The Antiquities War", 1)


def test_205_1b_life_makes_your_lands_1_1_creatures(real_db: CardDatabase) -> None:
    """Life (Life // Death, {G}): "All lands you control become 1/1 creatures until end of
    turn. They're still lands." A's two Forests are 1/1 creature lands; B's Forest isn't."""
    assert real_db.compiled("Life // Death").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "A", "Life // Death")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Life")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    st = s.state
    lands = sorted((st.objects[o].controller, characteristics(st, o).is_creature,
                    characteristics(st, o).power, characteristics(st, o).toughness)
                   for o in st.battlefield if characteristics(st, o).is_land)
    assert lands == [(0, True, 1, 1)] * 2 + [(1, False, 0, 0)]


def test_608_2d_wrenn_and_seven_puts_any_number_of_lands_tapped(real_db: CardDatabase) -> None:
    """Wrenn and Seven [0]: "Put any number of land cards from your hand onto the battlefield
    tapped." A chooses two of the three lands in hand (a Forest and an Island; the Grizzly
    Bears can't be chosen): they enter tapped, one Mountain stays in hand; loyalty stays 5."""
    assert real_db.compiled("Wrenn and Seven").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wrenn and Seven")
    for name in ("Forest", "Island", "Mountain", "Grizzly Bears"):
        s.add_card(Zone.HAND, "A", name)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.game.resume()
    g, st = s.game, s.state
    wrenn = next(o for o in st.battlefield if st.objects[o].card.name == "Wrenn and Seven")
    zero = next(i for i, ab in enumerate(st.objects[wrenn].card.abilities) if ab.loyalty == 0)
    g.apply(ActivateAbility(wrenn, zero))
    g.apply(PassPriority())
    g.apply(PassPriority())
    d = st.pending
    assert isinstance(d, ChoiceDecision) and d.purpose == "put_from_hand"
    names = {o: st.objects[o].card.name for o in d.options}
    assert sorted(names.values()) == ["Forest", "Island", "Mountain"]
    assert (d.min, d.max) == (0, 3)
    g.apply(Choose(tuple(o for o, n in names.items() if n in ("Forest", "Island"))))
    s.assert_tapped("Forest", True)
    s.assert_tapped("Island", True)
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Mountain")
    s.assert_counter_count("A", "Wrenn and Seven", "loyalty", 5)


def test_608_2d_myojin_of_lifes_web_puts_creature_cards_from_hand(
        real_db: CardDatabase) -> None:
    """Myojin of Life's Web with a divinity counter: "Remove a divinity counter from ~: Put any
    number of creature cards from your hand onto the battlefield." A puts both Craw Wurms
    (untapped), not the Forest; the counter is gone."""
    assert real_db.compiled("Myojin of Life's Web").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Myojin of Life's Web", counters={"divinity": 1})
    s.add_card(Zone.HAND, "A", "Craw Wurm", 2)
    s.add_card(Zone.HAND, "A", "Forest")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.game.resume()
    g, st = s.game, s.state
    myojin = next(o for o in st.battlefield if st.objects[o].card.name == "Myojin of Life's Web")
    ability = next(i for i, ab in enumerate(st.objects[myojin].card.abilities)
                   if ab.cost.remove_counters)
    g.apply(ActivateAbility(myojin, ability))
    s.assert_counter_count("A", "Myojin of Life's Web", "divinity", 0)
    g.apply(PassPriority())
    g.apply(PassPriority())
    d = st.pending
    assert isinstance(d, ChoiceDecision) and len(d.options) == 2
    g.apply(Choose(d.options))
    s.assert_permanent_count("A", "Craw Wurm", 2)
    s.assert_tapped("Craw Wurm", False)
    s.assert_hand_count("A", 1, "Forest")


def test_701_9b_reckless_amplimancer_doubles_twice(real_db: CardDatabase) -> None:
    """Reckless Amplimancer (2/2) activated twice ({4}{G} each, ten Forests): "Double ~'s power
    and toughness until end of turn." 2/2 -> 4/4 -> 8/8 (701.9b: +X/+Y as each resolves)."""
    assert real_db.compiled("Reckless Amplimancer").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Reckless Amplimancer")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 10)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}{G}")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}{G}")
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_power_toughness("A", "Reckless Amplimancer", 8, 8))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Reckless Amplimancer", 2, 2)


def test_701_9b_unleash_fury_doubles_power_only(real_db: CardDatabase) -> None:
    """Unleash Fury ({R}{R}): "Double the power of target creature until end of turn." Craw
    Wurm 6/4 -> 12/4."""
    assert real_db.compiled("Unleash Fury").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Unleash Fury")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Unleash Fury", targets=["Craw Wurm"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Craw Wurm", 12, 4)


def test_701_9b_devilish_valet_doubles_its_power_per_creature(real_db: CardDatabase) -> None:
    """Devilish Valet (1/3): "Whenever another creature enters the battlefield under your
    control, double ~'s power until end of turn." Two Memnites cast: 1 -> 2 -> 4 power, the
    toughness stays 3."""
    assert real_db.compiled("Devilish Valet").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Devilish Valet")
    s.add_card(Zone.HAND, "A", "Memnite", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Memnite")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Memnite")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Memnite", 2)
    s.assert_power_toughness("A", "Devilish Valet", 4, 3)


def test_605_3b_barbed_sextant_mana_and_a_delayed_draw(real_db: CardDatabase) -> None:
    """Barbed Sextant ("{1}, {T}, Sacrifice ~: Add one mana of any color. Draw a card at the
    beginning of the next turn's upkeep."): its {1} paid by a Plains, red chosen: {R} in A's
    pool at once (605.3b), the Sextant in the graveyard; A's hand is unchanged until B's turn-2
    upkeep, when the delayed trigger (603.7a) draws A a card."""
    assert real_db.compiled("Barbed Sextant").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Barbed Sextant")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.LIBRARY, "A", "Island", 3)
    s.add_card(Zone.LIBRARY, "B", "Island", 3)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.game.resume()
    g, st = s.game, s.state
    sextant = next(o for o in st.battlefield if st.objects[o].card.name == "Barbed Sextant")
    hand = len(st.players[0].hand)
    g.apply(ActivateAbility(sextant, 0, x=3))  # red (WUBRG index 3)
    assert st.players[0].mana_pool == [0, 0, 0, 1, 0, 0]
    s.assert_graveyard_count("A", "Barbed Sextant", 1)
    s.assert_tapped("Plains", True)
    assert len(st.players[0].hand) == hand
    while st.turn < 2 or st.step < Step.DRAW:
        g.apply(g.legal_actions()[0] if st.pending.kind != "priority" else PassPriority())
    assert len(st.players[0].hand) == hand + 1


def test_506_2_ancient_hellkite_pings_a_creature_defending_player_controls(
        real_db: CardDatabase) -> None:
    """Ancient Hellkite attacks B; in the declare attackers step A activates "{R}: ~ deals 1
    damage to target creature defending player controls" twice at B's Grizzly Bears: they die
    (704.5g) and the Hellkite deals 6 combat damage to B (20 -> 14). Before it attacks the
    ability can't be activated (602.5b)."""
    assert real_db.compiled("Ancient Hellkite").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ancient Hellkite")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "{R}: ", False))
    s.attack(1, "A", "Ancient Hellkite")
    s.activate_ability(1, Step.DECLARE_ATTACKERS, "A", "{R}: ", targets=["Grizzly Bears"])
    s.activate_ability(1, Step.DECLARE_ATTACKERS, "A", "{R}: ", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 14)


def test_702_16a_questing_phelddagrif_gains_two_protections(real_db: CardDatabase) -> None:
    """Questing Phelddagrif's "{W}: ~ gains protection from black and from red until end of
    turn. Target opponent gains 2 life.": B goes 20 -> 22 and it has both protections
    (702.16a: two abilities)."""
    assert real_db.compiled("Questing Phelddagrif").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Questing Phelddagrif")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{W}: ", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 22)
    st = s.state
    phel = next(o for o in st.battlefield if st.objects[o].card.name == "Questing Phelddagrif")
    kws = characteristics(st, phel).keywords
    assert "protection from black" in kws and "protection from red" in kws


def test_107_3_crypt_rats_spends_only_black_mana_on_x(real_db: CardDatabase) -> None:
    """Crypt Rats ("{X}: ~ deals X damage to each creature and each player. Spend only black
    mana on X.") with two Swamps and two Mountains: X is at most 2 (the Mountains' red can't
    pay it); with X = 2 each player goes 20 -> 18 and B's Grizzly Bears and the Rats die."""
    assert real_db.compiled("Crypt Rats").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Crypt Rats")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.game.resume()
    g, st = s.game, s.state
    rats = next(o for o in st.battlefield if st.objects[o].card.name == "Crypt Rats")
    xs = sorted(a.x for a in g.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == rats)
    assert xs == [0, 1, 2]
    g.apply(ActivateAbility(rats, 0, x=2))
    g.apply(PassPriority())
    g.apply(PassPriority())
    s.assert_life("A", 18)
    s.assert_life("B", 18)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Crypt Rats", 1)
    s.assert_tapped("Mountain", False)


def test_106_6_sarkhan_fireblood_mana_for_dragon_spells_only(real_db: CardDatabase) -> None:
    """Sarkhan, Fireblood's [+1] "Add two mana in any combination of colors. Spend this mana
    only to cast Dragon spells." (a loyalty ability: it resolves from the stack, 605.1a): A
    chooses red, then green (106.1a); {R}{G} restricted in the pool, Sarkhan 3 -> 4. Lightning
    Bolt isn't playable with it; Dragon Hatchling ({1}{R}) is, and is cast with it."""
    assert real_db.compiled("Sarkhan, Fireblood").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sarkhan, Fireblood")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Dragon Hatchling")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.game.resume()
    g, st = s.game, s.state
    sarkhan = next(o for o in st.battlefield if st.objects[o].card.name == "Sarkhan, Fireblood")
    mana_ability = next(i for i, ab in enumerate(st.objects[sarkhan].card.abilities)
                        if ab.effects and ab.effects[0].verb == "add_mana")
    g.apply(ActivateAbility(sarkhan, mana_ability))
    g.apply(PassPriority())
    g.apply(PassPriority())
    for color in (3, 4):  # red, then green (WUBRG order)
        d = st.pending
        assert isinstance(d, ChoiceDecision) and d.purpose == "choose_color"
        g.apply(Choose((color,)))
    assert [m for m, _ in st.players[0].restricted_mana] == ["R", "G"]
    s.assert_counter_count("A", "Sarkhan, Fireblood", "loyalty", 4)
    s.assert_playable("A", "Lightning Bolt", False)
    s.assert_playable("A", "Dragon Hatchling", True)
    hatchling = next(c for c in st.players[0].hand
                     if st.objects[c].card.name == "Dragon Hatchling")
    g.apply(CastSpell(hatchling))
    assert st.players[0].restricted_mana == []
    g.apply(PassPriority())
    g.apply(PassPriority())
    s.assert_permanent_count("A", "Dragon Hatchling", 1)


def test_106_1a_manamorphose_adds_two_mana_chosen_one_by_one(real_db: CardDatabase) -> None:
    """Manamorphose ({1}{R/G}): "Add two mana in any combination of colors. Draw a card." Cast
    with two Mountains; A chooses blue, then black: {U}{B} in the pool (unrestricted) and one
    card drawn."""
    assert real_db.compiled("Manamorphose").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Manamorphose")
    s.add_card(Zone.LIBRARY, "A", "Island", 2)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.game.resume()
    g, st = s.game, s.state
    hand = len(st.players[0].hand)
    g.apply(CastSpell(next(c for c in st.players[0].hand
                           if st.objects[c].card.name == "Manamorphose")))
    g.apply(PassPriority())
    g.apply(PassPriority())
    for color in (1, 2):  # blue, then black
        g.apply(Choose((color,)))
    assert st.players[0].mana_pool == [0, 1, 1, 0, 0, 0]
    assert st.players[0].restricted_mana == []
    assert len(st.players[0].hand) == hand  # Manamorphose gone, one card drawn


def test_106_6_loader_checks_an_add_mana_restriction() -> None:
    """The DSL loader accepts "add two mana in any combination" with a restriction as canonical
    JSON only (106.6), and refuses a restriction elsewhere or malformed."""
    import pytest

    from mtg_engine.cards.dsl import CardFileError
    from mtg_engine.cards.dsl_abilities import _Ctx, parse_effect

    ctx = _Ctx("test")
    ok = parse_effect(ctx, "e", {"add_mana": {"any_color": 2, "combination": True,
                                              "spend_only": '{"cast":{"subtypes":["Dragon"]}}'}})
    assert ok.verb == "add_mana"
    for bad in ({"any_color": 2, "combination": True, "spend_only": '{"cast": {}}'},
                {"any_color": 2, "combination": True, "spend_only": '{"cast":{"power":2}}'},
                {"mana": "{R}", "spend_only": '{"cast":{}}'},
                {"any_color": 1, "combination": True}):
        with pytest.raises(CardFileError):
            parse_effect(ctx, "e", {"add_mana": bad})
