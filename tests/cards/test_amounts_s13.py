"""Session 13 amounts, counters and tokens (issue 11) played with real cards and exact
figures (skipped without the shared MTGJSON file)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


# ------------------------------------------------------------------ converge (601.2h)

def test_702_119a_kaleidoscorch_deals_one_damage_per_color_spent(real_db: CardDatabase) -> None:
    """Kaleidoscorch ({1}{R}): "~ deals X damage to any target, where X is the number of colors
    of mana spent to cast this spell." Paid with a Mountain and a Plains: red and white, X = 2,
    B 20 -> 18."""
    _compiled(real_db, "Kaleidoscorch")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Kaleidoscorch")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Kaleidoscorch", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 18)


def test_601_2h_colorless_mana_is_no_color(real_db: CardDatabase) -> None:
    """Sweep the Skies ({X}{U}{U}) with X = 2 paid by two Islands and two Wastes: only blue was
    spent (105.1: colorless is not a color), so one Thopter token, not two."""
    _compiled(real_db, "Sweep the Skies")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Sweep the Skies")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sweep the Skies", x=2)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Thopter Token", 1)


def test_702_119a_radiant_epicure_reads_the_permanent_it_became(real_db: CardDatabase) -> None:
    """Radiant Epicure ({4}{B}, converge: "When ~ enters the battlefield, each opponent loses
    X life and you gain X life, where X is the number of colors of mana spent to cast this
    spell") paid with Swamp, Swamp, Island, Forest, Wastes: black, blue and green, X = 3: B 20 -> 17,
    A 20 -> 23."""
    _compiled(real_db, "Radiant Epicure")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Radiant Epicure")
    for land in ("Swamp", "Swamp", "Island", "Forest", "Wastes"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Radiant Epicure")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 23)


# ------------------------------------------------------------------ animated artifacts (613.4b)

def test_613_4b_karns_touch_makes_an_artifact_its_mana_value(real_db: CardDatabase) -> None:
    """Karn's Touch on Mind Stone ({2}): "Target noncreature artifact becomes an artifact
    creature with power and toughness each equal to its mana value until end of turn." It is
    a 2/2 artifact creature this turn (layer 4 type, layer 7b power and toughness) and no
    creature after the turn ends (514.2)."""
    _compiled(real_db, "Karn's Touch")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Karn's Touch")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mind Stone")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Karn's Touch", targets=["Mind Stone"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_type("Mind Stone", "Creature")
    s.assert_type("Mind Stone", "Artifact")
    s.assert_power_toughness("A", "Mind Stone", 2, 2)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_type("Mind Stone", "Creature", present=False)


# ------------------------------------------------------------------ ability cost reductions

# vanilla legendary creatures
_LEGENDS = ("Isamaru, Hound of Konda", "Jedit Ojanen", "Sivitri Scarzam", "Lady Orca",
            "Barktooth Warbeard")


def _otawara(db: CardDatabase, legends: int, islands: int) -> Scenario:
    _compiled(db, "Otawara, Soaring City")
    s = Scenario(cards=db)
    s.add_card(Zone.HAND, "A", "Otawara, Soaring City")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", islands)
    for name in _LEGENDS[:legends]:  # (different names: the legend rule, 704.5j)
        s.add_card(Zone.BATTLEFIELD, "A", name)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Channel", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_602_2b_otawara_costs_one_less_for_each_legendary_creature(
        real_db: CardDatabase) -> None:
    """Otawara's channel ability ({3}{U}, "This ability costs {1} less to activate for each
    legendary creature you control") with three legendary creatures costs {U} (601.2f): one Island pays
    it and Grizzly Bears goes back to B's hand."""
    s = _otawara(real_db, legends=3, islands=1)
    s.execute()
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_graveyard_count("A", "Otawara, Soaring City", 1)


def test_601_2f_the_reduction_never_touches_colored_mana(real_db: CardDatabase) -> None:
    """With five legendary creatures the generic part is gone but {U} stays (601.2f: a reduction lowers
    only the generic mana): with one Island it is paid, with none it can't be activated."""
    from mtg_engine.testing import ScenarioError

    s = _otawara(real_db, legends=5, islands=1)
    s.execute()
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s = _otawara(real_db, legends=5, islands=0)
    try:
        s.execute()
    except ScenarioError:
        pass
    else:
        raise AssertionError("Otawara's ability was activated with no mana")
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_601_2f_one_legend_is_one_less(real_db: CardDatabase) -> None:
    """With one legendary creature it costs {2}{U}: two Islands aren't enough (the ability can't be
    activated), three are."""
    from mtg_engine.testing import ScenarioError

    s = _otawara(real_db, legends=1, islands=2)
    try:
        s.execute()
    except ScenarioError:
        pass
    else:
        raise AssertionError("Otawara's ability cost only {1}{U}")
    s = _otawara(real_db, legends=1, islands=3)
    s.execute()
    s.assert_hand_count("B", 1, "Grizzly Bears")


# ------------------------------------------------------------------ counters of two kinds (122.1)

def test_122_1_ajani_the_greathearted_puts_two_kinds_with_one_verb(
        real_db: CardDatabase) -> None:
    """Ajani, the Greathearted (loyalty 5) −2: "Put a +1/+1 counter on each creature you
    control and a loyalty counter on each other planeswalker you control." A's Grizzly Bears
    is 3/3, Jace Beleren 3 -> 4, Ajani 5 -> 3 (not "other"); B's Bears stay 2/2."""
    _compiled(real_db, "Ajani, the Greathearted")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ajani, the Greathearted")
    s.add_card(Zone.BATTLEFIELD, "A", "Jace Beleren")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "[−2]")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_power_toughness("B", "Grizzly Bears", 2, 2)
    s.assert_counter_count("A", "Jace Beleren", "loyalty", 4)
    s.assert_counter_count("A", "Ajani, the Greathearted", "loyalty", 3)


def test_122_1_stand_together_two_targets_two_counters_each(real_db: CardDatabase) -> None:
    """Stand Together: "Put two +1/+1 counters on target creature and two +1/+1 counters on
    another target creature." Grizzly Bears and Hill Giant: 4/4 and 5/5."""
    _compiled(real_db, "Stand Together")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Stand Together")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Stand Together",
                 targets=["Grizzly Bears", "Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_power_toughness("A", "Hill Giant", 5, 5)


# ------------------------------------------------------------------ counters of each kind (122.1)

def test_122_1_vampire_hexmage_removes_every_counter(real_db: CardDatabase) -> None:
    """Vampire Hexmage: "Sacrifice ~: Remove all counters from target permanent." On Hill Giant
    with two +1/+1 counters and a charge counter: none of either kind is left, 3/3 again."""
    _compiled(real_db, "Vampire Hexmage")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vampire Hexmage")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", counters={"+1/+1": 2, "charge": 1})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("B", "Hill Giant", "+1/+1", 0)
    s.assert_counter_count("B", "Hill Giant", "charge", 0)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)
    s.assert_graveyard_count("A", "Vampire Hexmage", 1)


def test_704_5i_vampire_hexmage_kills_a_planeswalker(real_db: CardDatabase) -> None:
    """Hexmage on Jace Beleren: its loyalty counters are removed too, and a planeswalker with
    0 loyalty is put into its owner's graveyard (704.5i)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vampire Hexmage")
    s.add_card(Zone.BATTLEFIELD, "B", "Jace Beleren")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice", targets=["Jace Beleren"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Jace Beleren", 1)


def test_122_1_vorel_doubles_each_kind_of_counter(real_db: CardDatabase) -> None:
    """Vorel of the Hull Clade: "{G}{U}, {T}: Double the number of each kind of counter on
    target artifact, creature, or land." Hill Giant with two +1/+1 counters and one charge
    counter ends with four and two: 7/7."""
    _compiled(real_db, "Vorel of the Hull Clade")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vorel of the Hull Clade")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", counters={"+1/+1": 2, "charge": 1})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{G}{U}", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Hill Giant", "+1/+1", 4)
    s.assert_counter_count("A", "Hill Giant", "charge", 2)
    s.assert_power_toughness("A", "Hill Giant", 7, 7)


# ------------------------------------------------------------------ CDAs (604.3)

def test_604_3_serra_avatar_follows_its_controllers_life_total(real_db: CardDatabase) -> None:
    """Serra Avatar: "~'s power and toughness are each equal to your life total." 20/20 at
    20 life; B's Lightning Bolt to A makes it 17/17 (the characteristics are computed again
    when the life total changes, 613.4a); B's life doesn't count."""
    _compiled(real_db, "Serra Avatar")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Serra Avatar")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_power_toughness("A", "Serra Avatar", 20, 20))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 17)
    s.assert_power_toughness("A", "Serra Avatar", 17, 17)


def test_604_3_a_life_change_alone_recomputes_serra_avatar(real_db: CardDatabase) -> None:
    """With the characteristics computed (20/20 at 20 life), a loss of 5 life and nothing else
    (no object moves, 119.3) still changes the Avatar: 15/15 at 15 life."""
    from mtg_engine.effects import primitives as prim

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Serra Avatar")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Serra Avatar", 20, 20)
    prim.lose_life(s.state, 0, 5)
    s.assert_life("A", 15)
    s.assert_power_toughness("A", "Serra Avatar", 15, 15)


def test_604_3_magnivore_counts_sorcery_cards_in_all_graveyards(real_db: CardDatabase) -> None:
    """Magnivore: "~'s power and toughness are each equal to the number of sorcery cards in
    all graveyards." Two Divinations in A's graveyard, one in B's and a Lightning Bolt (an
    instant, not counted): 3/3."""
    _compiled(real_db, "Magnivore")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Magnivore")
    s.add_card(Zone.GRAVEYARD, "A", "Divination", 2)
    s.add_card(Zone.GRAVEYARD, "B", "Divination")
    s.add_card(Zone.GRAVEYARD, "B", "Lightning Bolt")
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Magnivore", 3, 3)


# ------------------------------------------------------------------ "Until end of turn, ..." (611.2a)

def test_608_2h_tromp_the_domains_duration_first(real_db: CardDatabase) -> None:
    """Tromp the Domains ({5}{G}): "Until end of turn, creatures you control gain trample and
    get +1/+1 for each basic land type among lands you control." Forest, Plains, Mountain,
    Island, Swamp, Forest: five types, Grizzly Bears 7/7 with trample; B's Bears unchanged."""
    _compiled(real_db, "Tromp the Domains")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Tromp the Domains")
    for land in ("Forest", "Plains", "Mountain", "Island", "Swamp", "Forest"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Tromp the Domains")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 7, 7)
    s.assert_abilities("A", "Grizzly Bears", ["Trample"])
    s.assert_power_toughness("B", "Grizzly Bears", 2, 2)


def test_608_2h_overwhelming_stampede_x_is_the_greatest_power(real_db: CardDatabase) -> None:
    """Overwhelming Stampede: "Until end of turn, creatures you control gain trample and get
    +X/+X, where X is the greatest power among creatures you control." Hill Giant (3) and
    Grizzly Bears (2): X = 3, 6/6 and 5/5; back to 3/3 and 2/2 after the turn (514.2)."""
    _compiled(real_db, "Overwhelming Stampede")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Overwhelming Stampede")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Overwhelming Stampede")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Hill Giant", 6, 6)
    s.assert_power_toughness("A", "Grizzly Bears", 5, 5)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Hill Giant", 3, 3)


# ------------------------------------------------------------------ "that card's" (608.2h)

def test_608_2h_razor_hippogriff_gains_the_returned_cards_mana_value(
        real_db: CardDatabase) -> None:
    """Razor Hippogriff: "When ~ enters the battlefield, return target artifact card from your
    graveyard to your hand. You gain life equal to that card's mana value." Mind Stone ({2})
    comes back to A's hand and A gains 2: 22."""
    _compiled(real_db, "Razor Hippogriff")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Razor Hippogriff")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.GRAVEYARD, "A", "Mind Stone")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Razor Hippogriff")
    s.add_target("A", "Mind Stone")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Mind Stone")
    s.assert_life("A", 22)


def test_608_2h_that_cards_toughness_is_refused(real_db: CardDatabase) -> None:
    """Cragganwick Cremator ("... discard a card at random. If you discard a creature card
    this way, ~ deals damage equal to that card's power ..."): the engine keeps no last known
    power or toughness of a card discarded from a hand (608.2h; a target card's that left a
    graveyard or exile it does: Rotfeaster Maggot, test_amounts_s17.py), so the card is
    refused rather than dealing 0."""
    assert not real_db.compiled("Cragganwick Cremator").supported


def test_608_2h_feed_the_swarm_loses_the_destroyed_permanents_mana_value(
        real_db: CardDatabase) -> None:
    """Feed the Swarm: "Destroy target creature or enchantment an opponent controls. You lose
    life equal to that permanent's mana value." B's Hill Giant ({3}{R}) is destroyed and A
    loses 4 (its mana value as it last existed, 608.2h): 16."""
    _compiled(real_db, "Feed the Swarm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Feed the Swarm")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Feed the Swarm", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("A", 16)


# ------------------------------------------------------------------ tokens (111)

def test_702_108a_monastery_mentors_monks_have_prowess(real_db: CardDatabase) -> None:
    """Monastery Mentor: "Whenever you cast a noncreature spell, create a 1/1 white Monk
    creature token with prowess." Two Shocks at B: the first makes a Monk; casting the second
    triggers that Monk's prowess (+1/+1 until end of turn, 702.108a) and makes a second Monk:
    a 2/2 and a 1/1; B 20 -> 16."""
    from mtg_engine.rules.layers import characteristics

    _compiled(real_db, "Monastery Mentor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Monastery Mentor")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Shock", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 16)
    monks = s._permanents("A", "Monk Token")
    pts = sorted((characteristics(s.state, m).power, characteristics(s.state, m).toughness)
                 for m in monks)
    assert pts == [(1, 1), (2, 2)]


def test_111_4_crow_storm_names_its_token_after_its_keywords(real_db: CardDatabase) -> None:
    """Crow Storm: "Create a 1/2 blue Bird creature token with flying named Storm Crow." The
    token is named Storm Crow (111.4), a 1/2 flier."""
    _compiled(real_db, "Crow Storm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Crow Storm")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Crow Storm")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Storm Crow", 1)
    s.assert_power_toughness("A", "Storm Crow", 1, 2)
    s.assert_abilities("A", "Storm Crow", ["Flying"])


def test_608_2h_all_that_glitters_counts_artifacts_and_or_enchantments(
        real_db: CardDatabase) -> None:
    """All That Glitters on Grizzly Bears: "Enchanted creature gets +1/+1 for each artifact
    and/or enchantment you control." A controls the Aura itself, Mind Stone and Sol Ring (each
    counted once): +3/+3, a 5/5; B's Mind Stone doesn't count."""
    _compiled(real_db, "All That Glitters")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "All That Glitters")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mind Stone")
    s.add_card(Zone.BATTLEFIELD, "A", "Sol Ring")
    s.add_card(Zone.BATTLEFIELD, "B", "Mind Stone")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "All That Glitters", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 5, 5)


def test_601_2f_marshmist_titan_costs_x_less_for_devotion(real_db: CardDatabase) -> None:
    """Marshmist Titan ({6}{B}): "This spell costs {X} less to cast, where X is your devotion
    to black." With Phyrexian Arena ({1}{B}{B}: devotion 2) it costs {4}{B}: five Swamps
    cast it; with four Swamps it can't be cast."""
    from mtg_engine.testing import ScenarioError

    _compiled(real_db, "Marshmist Titan")
    for swamps, ok in ((5, True), (4, False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.HAND, "A", "Marshmist Titan")
        s.add_card(Zone.BATTLEFIELD, "A", "Phyrexian Arena")
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", swamps)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Marshmist Titan")
        s.stop_at(1, Step.BEGIN_COMBAT)
        try:
            s.execute()
        except ScenarioError:
            assert not ok
            continue
        assert ok
        s.assert_permanent_count("A", "Marshmist Titan", 1)


# ------------------------------------------------------------------ devour (702.82b)

def test_702_82b_marrow_chomper_gains_life_for_each_creature_devoured(
        real_db: CardDatabase) -> None:
    """Marrow Chomper (devour 2): "When ~ enters the battlefield, you gain 2 life for each
    creature it devoured." A devours Grizzly Bears and Llanowar Elves: 4 +1/+1 counters and
    A 20 -> 24; devouring nothing gains nothing."""
    _compiled(real_db, "Marrow Chomper")
    for answer, life in (("Grizzly Bears, Llanowar Elves", 24), ("", 20)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
        s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
        s.add_card(Zone.HAND, "A", "Marrow Chomper")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Marrow Chomper")
        if answer:
            s.set_choice("A", answer)
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_life("A", life)


# ------------------------------------------------------------------ total power (107.1b)

def test_107_1b_ghalta_costs_x_less_for_the_total_power(real_db: CardDatabase) -> None:
    """Ghalta, Primal Hunger ({10}{G}{G}): "This spell costs {X} less to cast, where X is the
    total power of creatures you control." Hill Giant (3) and Grizzly Bears (2): X = 5, it
    costs {5}{G}{G}: seven Forests cast it, six don't."""
    from mtg_engine.testing import ScenarioError

    _compiled(real_db, "Ghalta, Primal Hunger")
    for forests, ok in ((7, True), (6, False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.HAND, "A", "Ghalta, Primal Hunger")
        s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "A", "Forest", forests)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ghalta, Primal Hunger")
        s.stop_at(1, Step.BEGIN_COMBAT)
        try:
            s.execute()
        except ScenarioError:
            assert not ok
            continue
        assert ok
        s.assert_permanent_count("A", "Ghalta, Primal Hunger", 1)


def test_107_1b_towering_titan_enters_with_the_total_toughness_of_the_others(
        real_db: CardDatabase) -> None:
    """Towering Titan: "~ enters the battlefield with X +1/+1 counters on it, where X is the
    total toughness of other creatures you control." Hill Giant (3) and Grizzly Bears (2):
    five counters; B's creatures don't count."""
    _compiled(real_db, "Towering Titan")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Towering Titan")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Towering Titan")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Towering Titan", "+1/+1", 5)


# ------------------------------------------------------------------ "revealed this way" (701.16a)

def test_701_16a_scent_of_cinder_deals_one_for_each_red_card_revealed(
        real_db: CardDatabase) -> None:
    """Scent of Cinder: "Reveal any number of red cards in your hand. ~ deals X damage to any
    target, where X is the number of cards revealed this way." A reveals Lightning Bolt and
    Shock: 2 damage to B (18); the cards stay in A's hand. Revealing none deals none."""
    _compiled(real_db, "Scent of Cinder")
    for answer, life in (("Lightning Bolt, Shock", 18), ("", 20)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.HAND, "A", "Scent of Cinder")
        s.add_card(Zone.HAND, "A", "Lightning Bolt")
        s.add_card(Zone.HAND, "A", "Shock")
        s.add_card(Zone.HAND, "A", "Divination")
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Scent of Cinder", targets=["B"])
        s.set_choice("A", answer)
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_life("B", life)
        s.assert_hand_count("A", 3)


def test_701_16a_only_the_cards_of_the_quality_can_be_revealed(real_db: CardDatabase) -> None:
    """Scent of Jasmine ("Reveal any number of white cards in your hand. You gain 2 life for
    each card revealed this way."): only white cards are offered; A reveals its one
    white card (Savannah Lions) and gains 2 (22)."""
    _compiled(real_db, "Scent of Jasmine")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Scent of Jasmine")
    s.add_card(Zone.HAND, "A", "Savannah Lions")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Scent of Jasmine")
    s.set_choice("A", "Savannah Lions")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 22)


def test_604_3_multani_counts_every_players_hand(real_db: CardDatabase) -> None:
    """Multani, Maro-Sorcerer: "~'s power and toughness are each equal to the total number of
    cards in all players' hands." Two cards in A's hand and three in B's: 5/5."""
    _compiled(real_db, "Multani, Maro-Sorcerer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Multani, Maro-Sorcerer")
    s.add_card(Zone.HAND, "A", "Island", 2)
    s.add_card(Zone.HAND, "B", "Island", 3)
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Multani, Maro-Sorcerer", 5, 5)


def test_400_1_wight_of_precinct_six_counts_the_opponents_graveyards(
        real_db: CardDatabase) -> None:
    """Wight of Precinct Six (1/1): "~ gets +1/+1 for each creature card in your opponents'
    graveyards." Two creature cards and a Lightning Bolt in B's graveyard, one creature card
    in A's own: 3/3."""
    _compiled(real_db, "Wight of Precinct Six")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wight of Precinct Six")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears", 2)
    s.add_card(Zone.GRAVEYARD, "B", "Lightning Bolt")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Wight of Precinct Six", 3, 3)


# ------------------------------------------------------------------ "this way" (608.2c)

def test_608_2c_rain_of_daggers_loses_two_for_each_creature_destroyed(
        real_db: CardDatabase) -> None:
    """Rain of Daggers: "Destroy all creatures target opponent controls. You lose 2 life for
    each creature destroyed this way." B's Grizzly Bears and Hill Giant are destroyed (A's own
    Bears stays): A 20 -> 16."""
    _compiled(real_db, "Rain of Daggers")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Rain of Daggers")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rain of Daggers", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", None, 2)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_life("A", 16)


# ------------------------------------------------------------------ a target's power (208.1)

def test_208_1_souls_majesty_draws_the_targets_power(real_db: CardDatabase) -> None:
    """Soul's Majesty: "Draw cards equal to the power of target creature you control." On
    Hill Giant (3): A draws 3."""
    _compiled(real_db, "Soul's Majesty")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Soul's Majesty")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.LIBRARY, "A", "Island", 5)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Soul's Majesty", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 3)


def test_208_1_souls_grace_gains_the_targets_power(real_db: CardDatabase) -> None:
    """Soul's Grace: "You gain life equal to target creature's power." On B's Hill Giant (3):
    A 20 -> 23."""
    _compiled(real_db, "Soul's Grace")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Soul's Grace")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Soul's Grace", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 23)


def test_121_1_fists_of_flame_counts_the_cards_drawn_this_turn(real_db: CardDatabase) -> None:
    """Fists of Flame on A's second turn (turn 3): "Draw a card. Until end of turn, target
    creature gains trample and gets +1/+0 for each card you've drawn this turn." The draw
    step's card and the Fists' one: Grizzly Bears 4/2 with trample."""
    _compiled(real_db, "Fists of Flame")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Fists of Flame")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Island", 5)
    s.add_card(Zone.LIBRARY, "B", "Island", 5)
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Fists of Flame", targets=["Grizzly Bears"])
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 2)
    s.assert_abilities("A", "Grizzly Bears", ["Trample"])
