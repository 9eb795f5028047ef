"""Token creation read by the Oracle compiler, session 14 (111, `oracle/tokens.py`,
`oracle/token_followups.py`): legendary tokens with a name of their own (111.4, 205.4d), an
Equipment attached to the token it creates (701.3a), tokens with the keywords of a card's
static grammar and keywords with a number (702). Each scenario plays the card's text with exact
figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.layers import characteristics
from mtg_engine.testing import Scenario, Step, Zone


def test_111_4_205_4d_tolsimir_makes_voja_a_legendary_token(real_db: CardDatabase) -> None:
    """Tolsimir Wolfblood: "{T}: Create Voja, a legendary 2/2 green and white Wolf creature
    token." Voja is named Voja (111.4), is legendary (205.4d) and gets +1/+1 twice from
    Tolsimir (green, and white): 4/4. A second Voja the next turn: the legend rule (704.5j)
    leaves one."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tolsimir Wolfblood")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Create Voja")

    def one_voja(sc: Scenario) -> None:
        sc.assert_permanent_count("A", "Voja", 1)
        sc.assert_power_toughness("A", "Voja", 4, 4)
        st = sc.game.state
        voja = next(o for o in st.battlefield if st.objects[o].card.name == "Voja")
        assert "Legendary" in characteristics(st, voja).supertypes
        assert st.objects[voja].is_token

    s.check(1, Step.END_TURN, one_voja)
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{T}: Create Voja")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Voja", 1)  # 704.5j


def test_701_3a_ancestral_blade_attached_to_its_soldier(real_db: CardDatabase) -> None:
    """Ancestral Blade: "When ~ enters the battlefield, create a 1/1 white Soldier creature
    token, then attach ~ to it." The Soldier is 2/2 with the Blade on it (+1/+1)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Ancestral Blade")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ancestral Blade")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 1)
    s.assert_attached("Ancestral Blade", "Soldier Token")
    s.assert_power_toughness("A", "Soldier Token", 2, 2)


def test_701_3a_valkyries_sword_only_if_paid(real_db: CardDatabase) -> None:
    """Valkyrie's Sword: "you may pay {4}{W}. If you do, create a 4/4 white Angel Warrior ...,
    then attach ~ to it." Paid: the Angel is 6/5 (+2/+1). Not paid: no token, the Sword
    unattached."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 11)
    s.add_card(Zone.HAND, "A", "Valkyrie's Sword")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Valkyrie's Sword")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Angel Warrior Token", 1)
    s.assert_attached("Valkyrie's Sword", "Angel Warrior Token")
    s.assert_power_toughness("A", "Angel Warrior Token", 6, 5)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 11)
    s.add_card(Zone.HAND, "A", "Valkyrie's Sword")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Valkyrie's Sword")
    s.set_choice("A", "no")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Angel Warrior Token", 0)
    assert s.game.state.objects[next(
        o for o in s.game.state.battlefield
        if s.game.state.objects[o].card.name == "Valkyrie's Sword")].attached_to is None


def test_702_token_keywords_chasm_skulker_squids_with_islandwalk(
        real_db: CardDatabase) -> None:
    """Chasm Skulker with three +1/+1 counters dies: "create X 1/1 blue Squid creature tokens
    with islandwalk, where X is the number of +1/+1 counters on ~" (as it last existed,
    608.2h): three Squids, each with islandwalk (702.14)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chasm Skulker", counters={"+1/+1": 3})
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Doom Blade", targets=["Chasm Skulker"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Squid Token", 3)
    s.assert_abilities("A", "Squid Token", ["Islandwalk"])
    s.assert_power_toughness("A", "Squid Token", 1, 1)


def test_702_82a_dragon_broodmother_token_devours(real_db: CardDatabase) -> None:
    """Dragon Broodmother: "At the beginning of each upkeep, create a 1/1 red and green Dragon
    creature token with flying and devour 2." On A's first upkeep the Dragon token devours: A
    sacrifices Grizzly Bears and Llanowar Elves, and it enters with four +1/+1 counters (5/5)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dragon Broodmother")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.set_choice("A", "Grizzly Bears, Llanowar Elves")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Dragon Token", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Llanowar Elves", 1)
    s.assert_power_toughness("A", "Dragon Token", 5, 5)
    s.assert_abilities("A", "Dragon Token", ["Flying"])


def test_608_2c_conquerors_pledge_kicked_makes_twelve(real_db: CardDatabase) -> None:
    """Conqueror's Pledge: "Create six 1/1 white Kor Soldier creature tokens. If this spell
    was kicked, create twelve of those tokens instead." Unkicked: 6; kicked ({6} more): 12,
    not 18 (the rider replaces the first instruction, 608.2c, 702.33d)."""
    for kick, made in (("no", 6), ("yes", 12)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", 11)
        s.add_card(Zone.HAND, "A", "Conqueror's Pledge")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Conqueror's Pledge")
        s.set_choice("A", kick)
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_permanent_count("A", "Kor Soldier Token", made)


def test_608_2c_gather_the_townsfolk_five_at_5_life(real_db: CardDatabase) -> None:
    """Gather the Townsfolk: "Create two 1/1 white Human creature tokens. If you have 5 or less
    life, create five of those tokens instead." At 20 life: 2 Humans; at 5 life: 5."""
    for life, made in ((20, 2), (5, 5)):
        s = Scenario(cards=real_db)
        s.set_life("A", life)
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
        s.add_card(Zone.HAND, "A", "Gather the Townsfolk")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gather the Townsfolk")
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_permanent_count("A", "Human Token", made)


def test_707_2_rite_of_replication_kicked_five_copies(real_db: CardDatabase) -> None:
    """Rite of Replication kicked on B's Serra Angel: "If this spell was kicked, create five of
    those tokens instead": A gets five token copies of Serra Angel (4/4 flying), not six."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 9)
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.HAND, "A", "Rite of Replication")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rite of Replication", targets=["Serra Angel"])
    s.set_choice("A", "yes")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Serra Angel", 5)
    s.assert_power_toughness("A", "Serra Angel", 4, 4)
    s.assert_permanent_count("B", "Serra Angel", 1)


def test_707_9b_croaking_counterpart_copy_is_a_1_1_green_frog(real_db: CardDatabase) -> None:
    """Croaking Counterpart on B's Serra Angel: "Create a token that's a copy of target non-Frog
    creature, except it's a 1/1 green Frog." A's token is named Serra Angel, 1/1, green only,
    a Frog and no longer an Angel (its creature types are replaced, 707.9b), and keeps flying
    (an ability the exception doesn't change)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.HAND, "A", "Croaking Counterpart")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Croaking Counterpart", targets=["Serra Angel"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Serra Angel", 1, 1)
    s.assert_color("Serra Angel@A", ["Green"])
    s.assert_subtype("Serra Angel@A", "Frog")
    s.assert_subtype("Serra Angel@A", "Angel", present=False)
    s.assert_abilities("A", "Serra Angel", ["Flying"])
    s.assert_power_toughness("B", "Serra Angel", 4, 4)


def test_707_2_followed_footsteps_copies_enchanted_creature(real_db: CardDatabase) -> None:
    """Followed Footsteps on Grizzly Bears: "At the beginning of your upkeep, create a token
    that's a copy of enchanted creature." Turn 1 upkeep: one token Bears; turn 3: two."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Followed Footsteps", attached_to="Grizzly Bears")
    s.check(1, Step.DRAW, lambda sc: sc.assert_permanent_count("A", "Grizzly Bears", 2))
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 3)
    st = s.game.state
    assert sum(st.objects[o].is_token for o in st.battlefield) == 2


def test_111_1_skyclave_relic_kicked_two_tapped_copies(real_db: CardDatabase) -> None:
    """Skyclave Relic kicked: "create two tapped tokens that are copies of ~": three Relics,
    the two tokens tapped."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 6)
    s.add_card(Zone.HAND, "A", "Skyclave Relic")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Skyclave Relic")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Skyclave Relic", 3)
    st = s.game.state
    relics = [o for o in st.battlefield if st.objects[o].card.name == "Skyclave Relic"]
    assert sorted((st.objects[o].is_token, st.objects[o].tapped) for o in relics) == [
        (False, False), (True, True), (True, True)]


def test_508_4_sigiled_sword_knight_token_attacking_untapped(real_db: CardDatabase) -> None:
    """Sigiled Sword of Valeron on Grizzly Bears (4/2 with it): "Whenever equipped creature
    attacks, create a 2/2 white Knight creature token with vigilance that's attacking." The
    Knight attacks too, untapped (it isn't "tapped and attacking"): B goes 20 -> 14."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Sigiled Sword of Valeron", attached_to="Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")

    def knight_attacks_untapped(sc: Scenario) -> None:
        sc.assert_permanent_count("A", "Knight Token", 1)
        sc.assert_tapped("Knight Token", False)
        st = sc.game.state
        knight = next(o for o in st.battlefield if st.objects[o].card.name == "Knight Token")
        assert st.combat is not None and knight in st.combat.attackers

    s.check(1, Step.DECLARE_BLOCKERS, knight_attacks_untapped)
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 14)


def test_506_3d_brimaz_blocking_token_blocks_that_creature(real_db: CardDatabase) -> None:
    """Brimaz, King of Oreskos (3/4) blocks B's Grizzly Bears: "create a 1/1 white Cat Soldier
    creature token with vigilance that's blocking that creature" (506.3d). The Bears are dealt
    3 + 1 damage and die; they assign their 2 damage to Brimaz, the first blocker; A takes
    none. On A's turn Brimaz attacks: its attacking Cat Soldier deals 1 more: B 20 -> 16."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Brimaz, King of Oreskos")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.block(2, "A", "Brimaz, King of Oreskos", "Grizzly Bears")

    def blocked_by_both(sc: Scenario) -> None:
        st = sc.game.state
        cat = next(o for o in st.battlefield if st.objects[o].card.name == "Cat Soldier Token")
        bears = next(o for o in st.battlefield if st.objects[o].card.name == "Grizzly Bears")
        assert st.combat is not None and st.combat.blockers.get(cat) == [bears]
        assert cat in st.combat.blocked[bears]

    s.check(2, Step.COMBAT_DAMAGE, blocked_by_both)
    s.attack(3, "A", "Brimaz, King of Oreskos")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("A", 20)
    s.assert_permanent_count("A", "Cat Soldier Token", 2)
    s.assert_life("B", 16)


def test_707_2_seance_copies_the_exiled_card_as_a_spirit(real_db: CardDatabase) -> None:
    """Séance: "At the beginning of each upkeep, you may exile target creature card from your
    graveyard. If you do, create a token that's a copy of that card, except it's a Spirit in
    addition to its other types. Exile it at the beginning of the next end step." On A's
    upkeep Grizzly Bears is exiled from A's graveyard: A gets a 2/2 token Grizzly Bears that
    is a Bear Spirit; at the end step the token is exiled (it ceases to exist, 111.7)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Séance")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_target("A", "Grizzly Bears")
    s.set_choice("A", "yes")

    def copied(sc: Scenario) -> None:
        sc.assert_permanent_count("A", "Grizzly Bears", 1)
        sc.assert_power_toughness("A", "Grizzly Bears", 2, 2)
        sc.assert_subtype("Grizzly Bears", "Spirit")
        sc.assert_subtype("Grizzly Bears", "Bear")
        sc.assert_exile_count("Grizzly Bears", 1)
        sc.assert_graveyard_count("A", "Grizzly Bears", 0)

    s.check(1, Step.DRAW, copied)
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_exile_count("Grizzly Bears", 1)


def test_608_2h_aether_mutation_saprolings_for_the_bounced_mana_value(
        real_db: CardDatabase) -> None:
    """Aether Mutation on B's Serra Angel (mana value 5): "Return target creature to its
    owner's hand. Create X 1/1 green Saproling creature tokens, where X is that creature's
    mana value." (608.2h): 5 Saprolings, the Angel in B's hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.HAND, "A", "Aether Mutation")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aether Mutation", targets=["Serra Angel"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Saproling Token", 5)
    s.assert_hand_count("B", 1, "Serra Angel")


def test_111_1_hoard_hauler_treasure_for_each_artifact_they_control(
        real_db: CardDatabase) -> None:
    """Hoard Hauler (a 5/5 Vehicle, crewed by Hill Giant) deals combat damage to B, who
    controls two artifacts: "create a Treasure token for each artifact they control": two
    Treasures (B's artifacts, not A's Ornithopter)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hoard Hauler")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter", 2)
    s.activate_ability(1, Step.BEGIN_COMBAT, "A", "Crew 3")
    s.attack(1, "A", "Hoard Hauler")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 15)
    s.assert_permanent_count("A", "Treasure Token", 2)


def test_608_2h_monkey_cage_monkeys_for_the_entering_mana_value(
        real_db: CardDatabase) -> None:
    """Monkey Cage: "When a creature enters the battlefield, sacrifice ~ and create X 2/2 green
    Monkey creature tokens, where X is that creature's mana value." B's Serra Angel (5)
    enters: A sacrifices the Cage and gets 5 Monkeys."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Monkey Cage")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 5)
    s.add_card(Zone.HAND, "B", "Serra Angel")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Serra Angel")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Monkey Token", 5)
    s.assert_permanent_count("A", "Monkey Cage", 0)
    s.assert_graveyard_count("A", "Monkey Cage", 1)


def test_603_7a_transluminant_spirit_at_the_next_end_step(real_db: CardDatabase) -> None:
    """Transluminant: "{W}, Sacrifice ~: Create a 1/1 white Spirit creature token with flying
    at the beginning of the next end step." (a delayed trigger, 603.7a): no Spirit as the end
    step begins, one after its trigger resolves."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Transluminant")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{W}, Sacrifice")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_permanent_count("A", "Spirit Token", 0))
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("A", "Spirit Token", 1)
    s.assert_abilities("A", "Spirit Token", ["Flying"])
    s.assert_graveyard_count("A", "Transluminant", 1)


def test_111_1_digsite_engineer_construct_counts_artifacts(real_db: CardDatabase) -> None:
    """Digsite Engineer: "Whenever you cast an artifact spell, you may pay {2}. If you do,
    create a 0/0 colorless Construct artifact creature token with "This creature gets +1/+1
    for each artifact you control."" A casts Ornithopter and pays {2}: the Construct counts
    itself and Ornithopter: 2/2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Digsite Engineer")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 2)
    s.add_card(Zone.HAND, "A", "Ornithopter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ornithopter")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Construct Token", 1)
    s.assert_power_toughness("A", "Construct Token", 2, 2)


def test_608_2c_containment_breach_pest_only_for_mana_value_2_or_less(
        real_db: CardDatabase) -> None:
    """Containment Breach: "Destroy target artifact or enchantment. If its mana value is 2 or
    less, create a 1/1 black and green Pest creature token with "When this creature dies, you
    gain 1 life."" Ornithopter (0): a Pest; Icy Manipulator (4): none."""
    for target, pests in (("Ornithopter", 1), ("Icy Manipulator", 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
        s.add_card(Zone.BATTLEFIELD, "B", target)
        s.add_card(Zone.HAND, "A", "Containment Breach")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Containment Breach", targets=[target])
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_graveyard_count("B", target, 1)
        s.assert_permanent_count("A", "Pest Token", pests)


def test_603_7c_make_your_mark_spirit_when_that_creature_dies_this_turn(
        real_db: CardDatabase) -> None:
    """Make Your Mark on A's Grizzly Bears: "When that creature dies this turn, create a 3/2
    red and white Spirit creature token." B's Lightning Bolt kills the Bears that turn: A gets
    the Spirit. The same delayed trigger ends with the turn (514.2): Bears killed the next turn
    make no Spirit."""
    for bolt_turn, spirits in ((1, 1), (2, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
        s.add_card(Zone.HAND, "A", "Make Your Mark")
        s.add_card(Zone.HAND, "B", "Lightning Bolt")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Make Your Mark", targets=["Grizzly Bears"])
        s.cast_spell(bolt_turn, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt",
                     targets=["Grizzly Bears"])
        s.stop_at(2, Step.END_TURN)
        s.execute()
        s.assert_graveyard_count("A", "Grizzly Bears", 1)
        s.assert_permanent_count("A", "Spirit Token", spirits)
        if spirits:
            s.assert_power_toughness("A", "Spirit Token", 3, 2)
            s.assert_color("Spirit Token", ["White", "Red"])


def test_508_4_kari_zev_ragavan_attacks_and_is_exiled(real_db: CardDatabase) -> None:
    """Kari Zev attacks: "create Ragavan, a legendary 2/1 red Monkey creature token. Ragavan
    enters the battlefield tapped and attacking. Exile that token at end of combat." B takes
    1 (Kari Zev) + 2 (Ragavan): 17; after combat Ragavan is gone."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kari Zev, Skyship Raider")
    s.attack(1, "A", "Kari Zev, Skyship Raider")

    def ragavan_attacks(sc: Scenario) -> None:
        sc.assert_permanent_count("A", "Ragavan", 1)
        sc.assert_tapped("Ragavan")
        st = sc.game.state
        ragavan = next(o for o in st.battlefield if st.objects[o].card.name == "Ragavan")
        assert st.combat is not None and ragavan in st.combat.attackers

    s.check(1, Step.DECLARE_BLOCKERS, ragavan_attacks)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Ragavan", 0)


def test_111_1_sword_of_body_and_mind_wolf_and_that_player_mills(
        real_db: CardDatabase) -> None:
    """Sword of Body and Mind on Grizzly Bears (4/4): it deals combat damage to B: "you create
    a 2/2 green Wolf creature token and that player mills ten cards": A has a Wolf, B's
    library goes 20 -> 10, B's life 20 -> 16."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Sword of Body and Mind", attached_to="Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_permanent_count("A", "Wolf Token", 1)
    s.assert_power_toughness("A", "Wolf Token", 2, 2)
    s.assert_library_count("B", 10)
    s.assert_library_count("A", 20)


def test_707_2_esikas_chariot_copies_target_token_you_control(real_db: CardDatabase) -> None:
    """Esika's Chariot enters: two 2/2 green Cats. On turn 3 the Cats crew it (Crew 4) and it
    attacks: "create a token that's a copy of target token you control": a third Cat. B takes
    4: 16."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Esika's Chariot")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Esika's Chariot")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_permanent_count("A", "Cat Token", 2))
    s.activate_ability(3, Step.BEGIN_COMBAT, "A", "Crew 4")
    s.attack(3, "A", "Esika's Chariot")
    s.add_target("A", "Cat Token")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Cat Token", 3)
    s.assert_power_toughness("A", "Cat Token", 2, 2)
    s.assert_life("B", 16)


def test_111_1_rite_of_belzenlok_demon_with_keywords_and_an_ability(
        real_db: CardDatabase) -> None:
    """Rite of Belzenlok, chapter III: "Create a 6/6 black Demon creature token with flying,
    trample, and "At the beginning of your upkeep, sacrifice another creature. If you can't,
    this creature deals 6 damage to you."" On A's next upkeep A has no other creature: the
    Demon deals 6 damage to A (20 -> 14)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rite of Belzenlok", counters={"lore": 2})

    def demon(sc: Scenario) -> None:
        sc.assert_permanent_count("A", "Demon Token", 1)
        sc.assert_power_toughness("A", "Demon Token", 6, 6)
        sc.assert_abilities("A", "Demon Token", ["Flying", "Trample"])

    s.check(1, Step.BEGIN_COMBAT, demon)
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_life("A", 14)
    s.assert_permanent_count("A", "Demon Token", 1)


def test_105_2_godsire_beast_is_red_green_and_white(real_db: CardDatabase) -> None:
    """Godsire: "{T}: Create an 8/8 Beast creature token that's red, green, and white."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Godsire")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Create")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Beast Token", 8, 8)
    s.assert_color("Beast Token", ["White", "Red", "Green"])
    s.assert_subtype("Beast Token", "Beast")


def test_111_10a_brass_bounty_treasure_for_each_land(real_db: CardDatabase) -> None:
    """Brass's Bounty with eight lands: "For each land you control, create a Treasure
    token.": eight Treasures (the count said first, 608.2h)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 8)
    s.add_card(Zone.HAND, "A", "Brass's Bounty")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Brass's Bounty")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Treasure Token", 8)
