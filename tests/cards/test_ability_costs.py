"""Activated abilities' costs beyond mana, {T} and one sacrifice (118.3, 602.2b,
rules/ability_costs.py), read from Oracle text and played with real cards (skipped without
the shared MTGJSON file): exiling cards from the graveyard or the source itself, discarding
a card of a type, at random or the whole hand, returning permanents to the hand, tapping
untapped creatures (302.6: summoning sickness doesn't stop it), sacrificing several
permanents, milling (701.13b)."""

from __future__ import annotations

from mtg_engine.actions import Action, ActivateAbility
from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules import activation
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


def _count(s: Scenario, player: int, zone: str) -> int:
    return len(getattr(s.state.players[player], zone))


def test_118_3_grim_lavamancer_exiles_two_graveyard_cards(real_db: CardDatabase) -> None:
    """"{R}, {T}, Exile two cards from your graveyard: ~ deals 2 damage to any target": three
    cards in the graveyard, two are exiled as the cost, B goes to 18; with one card left
    it can't be activated again (118.3)."""
    _compiled(real_db, "Grim Lavamancer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grim Lavamancer")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Shock", 3)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{R}, {T}, Exile two", targets=["B"])
    s.check(1, Step.END_TURN, lambda sc: sc.assert_playable("A", "{R}, {T}, Exile two",
                                                            False))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_graveyard_count("A", "Shock", 1)
    s.assert_exile_count("Shock", 2)
    s.assert_tapped("Grim Lavamancer")


def test_118_3_lotleth_troll_discards_only_a_creature_card(real_db: CardDatabase) -> None:
    """"Discard a creature card: Put a +1/+1 counter on ~": the Bears are discarded (the
    Forest can't pay it), the Troll is 3/2; with only the Forest left it can't be activated."""
    _compiled(real_db, "Lotleth Troll")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lotleth Troll")
    s.add_card(Zone.HAND, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Discard a creature card")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_playable("A", "Discard a creature card",
                                                            False))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Lotleth Troll", 3, 2)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("A", 1, "Forest")


def test_701_8a_amok_discards_a_card_at_random(real_db: CardDatabase) -> None:
    """"{1}, Discard a card at random: Put a +1/+1 counter on target creature": one of the
    three cards in hand goes to the graveyard, chosen by the game, not by the player."""
    _compiled(real_db, "Amok")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Amok")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    for name in ("Shock", "Forest", "Island"):
        s.add_card(Zone.HAND, "A", name)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, Discard", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_hand_count("A", 2)
    assert _count(s, 0, "graveyard") == 1


def test_701_8a_random_discard_is_not_chosen_by_the_action(real_db: CardDatabase) -> None:
    """Amok's legal actions name no card to discard (701.8a: the game picks at random); an
    action that names one is refused."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Amok")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    seen: list[int] = []

    def look(sc: Scenario) -> None:
        acts = [a for a in activation.activate_actions(sc.state, 0)
                if sc.state.objects[a.source].card.name == "Amok"]
        assert acts and all(a.discard == () for a in acts)
        shock = sc.state.players[0].hand[0]
        assert activation.check_activate(sc.state, 0, ActivateAbility(
            acts[0].source, acts[0].ability, acts[0].targets, discard=(shock,)))[0]
        seen.append(len(acts))

    s.check(1, Step.PRECOMBAT_MAIN, look)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    assert seen == [1]  # one target, the Bears


def test_118_3_floodbringer_returns_a_land_to_hand(real_db: CardDatabase) -> None:
    """"{2}, Return a land you control to its owner's hand: Tap target land": the Island
    named is returned (the two others pay {2}), B's Forest is tapped."""
    _compiled(real_db, "Floodbringer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Floodbringer")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.set_choice("A", "Island")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, Return", targets=["Forest"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_tapped("Forest")
    s.assert_hand_count("A", 1, "Island")
    s.assert_permanent_count("A", "Plains", 2)


def test_302_6_mothdust_changeling_taps_itself_while_summoning_sick(real_db: CardDatabase
                                                                     ) -> None:
    """"Tap an untapped creature you control: ~ gains flying": no {T} in the cost, so the
    creature that just came under A's control may be tapped for it (302.6); it is tapped and
    has flying."""
    _compiled(real_db, "Mothdust Changeling")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Mothdust Changeling")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mothdust Changeling")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Tap an untapped creature")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_abilities("A", "Mothdust Changeling",
                                                             ["Flying"]))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_tapped("Mothdust Changeling")


def test_118_3_cryptbreaker_taps_three_zombies(real_db: CardDatabase) -> None:
    """"Tap three untapped Zombies you control: You draw a card and you lose 1 life": with
    Cryptbreaker (a Zombie) and two Walking Corpses all three are tapped; with two Zombies
    and a Bear it can't be activated."""
    _compiled(real_db, "Cryptbreaker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cryptbreaker")
    s.add_card(Zone.BATTLEFIELD, "A", "Walking Corpse", 2)
    s.add_card(Zone.LIBRARY, "A", "Swamp")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Tap three untapped Zombies")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 19)
    s.assert_hand_count("A", 1, "Swamp")
    s.assert_tapped("Cryptbreaker")
    s.assert_tapped("Walking Corpse")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cryptbreaker")
    s.add_card(Zone.BATTLEFIELD, "A", "Walking Corpse")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")  # not a Zombie
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable(
        "A", "Tap three untapped Zombies", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()


def test_118_3_keldon_arsonist_sacrifices_two_lands(real_db: CardDatabase) -> None:
    """"{1}, Sacrifice two lands: Destroy target land": two Mountains sacrificed, the third
    pays {1}, B's Forest destroyed."""
    _compiled(real_db, "Keldon Arsonist")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Keldon Arsonist")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, Sacrifice two", targets=["Forest"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Mountain", 2)
    s.assert_graveyard_count("B", "Forest", 1)
    s.assert_permanent_count("A", "Mountain", 1)


def test_118_3_amulet_of_unmaking_exiles_itself(real_db: CardDatabase) -> None:
    """"{5}, {T}, Exile ~: Exile target artifact, creature, or land. Activate only as a
    sorcery." Both the Amulet and B's Bears end in exile."""
    _compiled(real_db, "Amulet of Unmaking")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Amulet of Unmaking")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{5}, {T}, Exile",
                       targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Amulet of Unmaking", 1)
    s.assert_exile_count("Grizzly Bears", 1)


def test_118_3_null_brooch_discards_the_whole_hand(real_db: CardDatabase) -> None:
    """"{2}, {T}, Discard your hand: Counter target noncreature spell": A's three cards are
    discarded and B's Lightning Bolt is countered (A stays at 20)."""
    _compiled(real_db, "Null Brooch")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Null Brooch")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    for name in ("Shock", "Forest", "Island"):
        s.add_card(Zone.HAND, "A", name)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}, Discard your hand",
                       targets=["Lightning Bolt"], responding_to="Lightning Bolt")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_hand_count("A", 0)
    assert _count(s, 0, "graveyard") == 3
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


def test_701_13b_millikin_mills_for_mana_and_not_with_an_empty_library(
        real_db: CardDatabase) -> None:
    """"{T}, Mill a card: Add {C}." is a mana ability (605.1a) activated by choice, never to
    pay automatically; it can't be activated with an empty library (701.13b)."""
    _compiled(real_db, "Millikin")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Millikin")
    s.add_card(Zone.HAND, "A", "Ornithopter")
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Swamp")
    s.activate_ability(1, Step.UPKEEP, "A", "{T}, Mill a card")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Swamp", 1)
    s.assert_tapped("Millikin")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Millikin")
    s.add_card(Zone.HAND, "A", "Memnite")
    s.add_card(Zone.HAND, "A", "Sol Ring")
    s.remove_all_from_library("A")
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_playable("A", "{T}, Mill a card", False))
    # Sol Ring ({1}) can't be cast automatically with Millikin's mana (it would mill)
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Sol Ring", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()


def test_118_3_cost_choices_in_legal_actions_copy_and_json(real_db: CardDatabase) -> None:
    """One action per way of paying (602.2b): Floodbringer with two lands offers each land to
    return; the action survives JSON; an action returning B's land is refused."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Floodbringer")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    seen: list[bool] = []
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: seen.append(_look_floodbringer(sc)))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    assert seen == [True]


def _look_floodbringer(s: Scenario) -> bool:
    st = s.state
    game = s.game
    acts = [a for a in activation.activate_actions(st, 0) if a.bounced]
    assert len({a.bounced for a in acts}) == 3  # each Island (the Forest isn't A's)
    a = acts[0]
    assert Action.from_json(a.to_json()) == a
    forest = next(o for o in st.battlefield if st.objects[o].card.name == "Forest")
    bad = ActivateAbility(a.source, a.ability, a.targets, bounced=(forest,))
    assert activation.check_activate(st, 0, bad)[0]
    before = game.to_json()
    copy = game.copy()
    activation.activate_ability(copy.state, 0, a)
    assert game.to_json() == before
    assert len(copy.state.players[0].hand) == 1 and len(st.players[0].hand) == 0
    return True


def test_605_1a_ashnods_altar_sacrifices_for_mana(real_db: CardDatabase) -> None:
    """"Sacrifice a creature: Add {C}{C}." is a mana ability without {T} (605.1a): the Bears
    are sacrificed for {C}{C}, which pays for Mind Stone; A has no land."""
    _compiled(real_db, "Ashnod's Altar")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ashnod's Altar")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Mind Stone")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice a creature: Add")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mind Stone")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Mind Stone", 1)


def test_605_1a_grinning_ignus_returns_itself_only_as_a_sorcery(real_db: CardDatabase
                                                                 ) -> None:
    """"{R}, Return ~ to its owner's hand: Add {C}{C}{R}. Activate only as a sorcery.": in the
    main phase it goes back to the hand for three mana (its own {R} paid by a Mountain); in
    the upkeep it can't be activated (602.5d)."""
    _compiled(real_db, "Grinning Ignus")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grinning Ignus")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Mind Stone")
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_playable("A", "{R}, Return", False))
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{R}, Return")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mind Stone")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Grinning Ignus")
    s.assert_permanent_count("A", "Mind Stone", 1)


def test_118_3_quirion_ranger_returns_a_forest_once_each_turn(real_db: CardDatabase) -> None:
    """"Return a Forest you control to its owner's hand: Untap target creature. Activate only
    once each turn." (602.5b): the Forest goes to the hand and the tapped Llanowar Elves
    untap; a second activation that turn is refused (the Plains is not a Forest anyway)."""
    _compiled(real_db, "Quirion Ranger")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Quirion Ranger")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.activate_ability(1, Step.UPKEEP, "A", "{T}: Add {G}", source="Llanowar Elves")
    s.activate_ability(1, Step.UPKEEP, "A", "Return a Forest", targets=["Llanowar Elves"])
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Return a Forest",
                                                                  False))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_tapped("Llanowar Elves", False)
    s.assert_hand_count("A", 1, "Forest")
    s.assert_permanent_count("A", "Forest", 1)


def test_118_8_cobbled_lancer_exiles_a_creature_card_to_be_cast(real_db: CardDatabase) -> None:
    """"As an additional cost to cast this spell, exile a creature card from your graveyard.":
    the Bears are exiled (the Shock in the graveyard can't pay it); without a creature card
    there it can't be cast (118.3)."""
    _compiled(real_db, "Cobbled Lancer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Cobbled Lancer")
    s.add_card(Zone.GRAVEYARD, "A", "Shock")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cobbled Lancer")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Cobbled Lancer", 1)
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Shock", 1)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Cobbled Lancer")
    s.add_card(Zone.GRAVEYARD, "A", "Shock")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Cobbled Lancer", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()


def test_602_2_cobbled_lancer_exiled_from_the_graveyard_draws(real_db: CardDatabase) -> None:
    """"{3}{U}, Exile ~ from your graveyard: Draw a card.": activated from the graveyard
    (602.2), the Lancer is exiled and A draws the Island on top of the library."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.GRAVEYARD, "A", "Cobbled Lancer")
    s.add_card(Zone.LIBRARY, "A", "Island")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}{U}, Exile")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Cobbled Lancer", 1)
    s.assert_hand_count("A", 1, "Island")


def test_118_8_phyrexian_tribute_sacrifices_two_creatures(real_db: CardDatabase) -> None:
    """"As an additional cost to cast this spell, sacrifice two creatures. Destroy target
    artifact.": the two named creatures are sacrificed (the third stays), B's Sol Ring is
    destroyed."""
    _compiled(real_db, "Phyrexian Tribute")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Walking Corpse")
    s.add_card(Zone.BATTLEFIELD, "B", "Sol Ring")
    s.add_card(Zone.HAND, "A", "Phyrexian Tribute")
    s.set_choice("A", "Grizzly Bears, Walking Corpse")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Phyrexian Tribute", targets=["Sol Ring"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Walking Corpse", 1)
    s.assert_permanent_count("A", "Llanowar Elves", 1)
    s.assert_graveyard_count("B", "Sol Ring", 1)


def test_118_8_acceptable_losses_discards_at_random(real_db: CardDatabase) -> None:
    """"As an additional cost to cast this spell, discard a card at random. ~ deals 5 damage
    to target creature.": one of A's two other cards is discarded (701.8a), B's Hill Giant
    dies."""
    _compiled(real_db, "Acceptable Losses")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Acceptable Losses")
    s.add_card(Zone.HAND, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Island")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Acceptable Losses", targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_hand_count("A", 1)
    assert _count(s, 0, "graveyard") == 2  # the spell and the discarded card


def test_602_5b_kings_assassin_only_before_attackers_on_your_turn(real_db: CardDatabase
                                                                  ) -> None:
    """"{T}: Destroy target tapped creature. Activate only during your turn, before attackers
    are declared.": in A's precombat main B's tapped Bears die; after combat, and in B's turn
    with A's own Elves tapped as a target, it can't be activated (602.5b)."""
    _compiled(real_db, "King's Assassin")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "King's Assassin")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", tapped=True)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Destroy target tapped",
                       targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "King's Assassin")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", tapped=True)
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_playable(
        "A", "{T}: Destroy target tapped", False))
    s.activate_ability(1, Step.END_TURN, "A", "{T}: Add {G}", source="Llanowar Elves")
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable(
        "A", "{T}: Destroy target tapped", False))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_tapped("Llanowar Elves")


def test_602_5b_pit_imp_no_more_than_twice_each_turn(real_db: CardDatabase) -> None:
    """"{B}: ~ gets +1/+0 until end of turn. Activate no more than twice each turn.": two
    activations make it 2/1 and a third is refused though a Swamp is untapped; the next turn
    it can be activated again."""
    _compiled(real_db, "Pit Imp")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Pit Imp")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}:")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}:")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_playable("A", "{B}:", False))
    s.check(1, Step.END_TURN, lambda sc: sc.assert_power_toughness("A", "Pit Imp", 2, 1))
    s.check(3, Step.UPKEEP, lambda sc: sc.assert_playable("A", "{B}:"))
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()


def test_602_5b_black_carriage_untaps_only_during_your_upkeep(real_db: CardDatabase) -> None:
    """"Sacrifice a creature: Untap ~. Activate only during your upkeep.": in the main phase
    it can't be activated; in A's upkeep the Bears are sacrificed and the Carriage untaps."""
    _compiled(real_db, "Black Carriage")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Black Carriage", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Sacrifice a creature",
                                                                  False))
    s.set_choice("A", "Grizzly Bears")  # (it could sacrifice itself: "a creature")
    s.activate_ability(3, Step.UPKEEP, "A", "Sacrifice a creature")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_tapped("Black Carriage", False)


def test_605_1a_elvish_spirit_guide_exiled_from_the_hand_for_mana(real_db: CardDatabase
                                                                  ) -> None:
    """"Exile ~ from your hand: Add {G}." is a mana ability activated from the hand (602.2,
    605.1a): with no land A casts Llanowar Elves; the Guide is in exile."""
    _compiled(real_db, "Elvish Spirit Guide")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Elvish Spirit Guide")
    s.add_card(Zone.HAND, "A", "Llanowar Elves")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Exile Elvish Spirit Guide from your hand")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Llanowar Elves")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Elvish Spirit Guide", 1)
    s.assert_permanent_count("A", "Llanowar Elves", 1)


def test_702_24a_cumulative_upkeep_pay_life(real_db: CardDatabase) -> None:
    """Morinfen, "Cumulative upkeep—Pay 1 life": A's upkeep of turn 1 (one age counter) A pays
    1 life, turn 3 (two counters) 2 life: A at 17; on turn 5 (three counters) A declines and
    sacrifices it."""
    _compiled(real_db, "Morinfen")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Morinfen")
    s.set_choice("A", "yes")
    s.set_choice("A", "yes")
    s.set_choice("A", "no")
    s.check(3, Step.DRAW, lambda sc: (sc.assert_life("A", 17),
                                      sc.assert_counter_count("A", "Morinfen", "age", 2)))
    s.stop_at(5, Step.DRAW)
    s.execute()
    s.assert_life("A", 17)
    s.assert_graveyard_count("A", "Morinfen", 1)


def test_119_4_cumulative_upkeep_life_only_with_enough_life(real_db: CardDatabase) -> None:
    """A at 2 life pays 1 life on turn 1 (at 1); on turn 3 it can't pay 2 life for the two
    age counters (119.4), so Morinfen is sacrificed though A would pay, and A stays at 1."""
    _compiled(real_db, "Morinfen")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Morinfen")
    s.set_life("A", 2)
    s.set_choice("A", "yes")
    s.set_choice("A", "yes")
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_life("A", 1)
    s.assert_graveyard_count("A", "Morinfen", 1)
