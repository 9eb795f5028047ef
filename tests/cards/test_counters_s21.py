"""Counters, tokens, entering and replacement effects read in session 21 (`counters`), played
with real cards from the shared MTGJSON file (skipped when it is absent). Exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules import keyword_abilities
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone
from tests.cards.conftest import assert_compiled

# ------------------------------ 702.122a, 111.1: a Pilot token crews as though 2 greater


def _pilot(db: CardDatabase) -> Scenario:
    """A: Shorikai, Genesis Engine, an Island, Reckoner Bankbuster (4/4, Crew 3) and Savannah
    Lions (2/1). A activates Shorikai ({1}, {T}: draw two, discard one, create a 1/1 Pilot
    token "This creature crews Vehicles as though its power were 2 greater")."""
    assert_compiled(db, "Shorikai, Genesis Engine", "Reckoner Bankbuster",
                    "Prodigy's Prototype", "Hotshot Mechanic")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Shorikai, Genesis Engine")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Reckoner Bankbuster", counters={"charge": 3})
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, {T}: Draw two cards")
    return s


def _crew_ids(s: Scenario, *names: str) -> tuple[int, ...]:
    st = s.state
    return tuple(next(o for o in st.battlefield if st.objects[o].card.name == n) for n in names)


def test_702_122a_pilot_token_alone_crews_three(real_db: CardDatabase) -> None:
    """The Pilot (power 1) counts as power 3 for a crew cost: it alone crews Bankbuster
    (Crew 3), which attacks for 4 (B 20 -> 16); Savannah Lions stays untapped."""
    s = _pilot(real_db)
    s.set_choice("A", "Pilot Token")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Crew 3")
    s.attack(1, "A", "Reckoner Bankbuster")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Pilot Token", 1)
    s.assert_power_toughness("A", "Pilot Token", 1, 1)  # its power itself is unchanged
    s.assert_tapped("Pilot Token")
    s.assert_tapped("Savannah Lions", tapped=False)
    s.assert_life("B", 16)


def test_702_122a_bonus_is_the_pilots_only(real_db: CardDatabase) -> None:
    """Savannah Lions (power 2, no such ability) can't crew 3 alone; the Pilot can; Pilot and
    Lions count 3 + 2 = 5 for Crew 6, still too little."""
    s = _pilot(real_db)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    st = s.state
    a = s._player("A")
    bank, = _crew_ids(s, "Reckoner Bankbuster")
    lions, = _crew_ids(s, "Savannah Lions")
    pilot, = _crew_ids(s, "Pilot Token")
    assert keyword_abilities.crew_problem(st, a, bank, 3, (lions,)) is not None
    assert keyword_abilities.crew_problem(st, a, bank, 3, (pilot,)) is None
    assert keyword_abilities.crew_problem(st, a, bank, 5, (pilot, lions)) is None
    assert keyword_abilities.crew_problem(st, a, bank, 6, (pilot, lions)) is not None


# ------------------------------- 111.1, 111.3, 111.4: a named noncreature artifact token


def _ring(db: CardDatabase, night: int) -> Scenario:
    """A's Replicating Ring with `night` night counters; A's turn-1 upkeep trigger: "put a
    night counter on ~. Then if it has eight or more night counters on it, remove all of them
    and create eight colorless snow artifact tokens named Replicated Ring with "{T}: Add one
    mana of any color.""."""
    assert_compiled(db, "Replicating Ring")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Replicating Ring", counters={"night": night})
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    return s


def test_111_4_replicating_ring_eighth_counter_makes_eight_rings(real_db: CardDatabase) -> None:
    """7 -> 8 night counters: all removed, eight Replicated Ring tokens (111.4: that name, not
    "... Token"), each a snow artifact (205.4g) with no creature type (111.3)."""
    s = _ring(real_db, 7)
    s.assert_counter_count("A", "Replicating Ring", "night", 0)
    s.assert_permanent_count("A", "Replicated Ring", 8)
    st = s.state
    tok = next(o for o in st.battlefield if st.objects[o].card.name == "Replicated Ring")
    card = st.objects[tok].card
    assert card.types == ("Artifact",) and card.supertypes == ("Snow",) and not card.subtypes
    s.assert_type("Replicated Ring", "Creature", present=False)


def test_111_4_replicating_ring_seventh_counter_makes_none(real_db: CardDatabase) -> None:
    """6 -> 7 night counters: the "if" fails (608.2c): no token, the counters stay."""
    s = _ring(real_db, 6)
    s.assert_counter_count("A", "Replicating Ring", "night", 7)
    s.assert_permanent_count("A", "Replicated Ring", 0)


def test_111_1_etherium_cell_is_a_sacrificed_mana_source(real_db: CardDatabase) -> None:
    """Tezzeret the Schemer (5 loyalty) +1: an Etherium Cell token, a colorless artifact with
    "{T}, Sacrifice this artifact: Add one mana of any color." (a mana ability, 605.1a);
    activated, it is sacrificed (118.3) and gone (111.7); Tezzeret at 6."""
    assert_compiled(real_db, "Tezzeret the Schemer")
    cell = real_db.token("Etherium Cell")
    [ab] = cell.abilities
    assert ab.is_mana_ability and ab.any_color == 1 and ab.cost.tap and ab.cost.sacrifice_self
    assert cell.types == ("Artifact",) and not cell.subtypes and not cell.colors
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tezzeret the Schemer")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "[+1]")

    def made(sc: Scenario) -> None:
        sc.assert_permanent_count("A", "Etherium Cell", 1)
        sc.assert_type("Etherium Cell", "Creature", present=False)

    s.check(1, Step.BEGIN_COMBAT, made)
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{T}, Sacrifice this artifact: Add one "
                       "mana of any color.", source="Etherium Cell", x=3)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Etherium Cell", 0)
    s.assert_counter_count("A", "Tezzeret the Schemer", "loyalty", 6)


# --------------- 111.1, 111.4, 201.5: "It has <keywords> and "..."", a token's own name


def test_111_1_spark_elemental_attacks_then_is_sacrificed(real_db: CardDatabase) -> None:
    """Sparkspitter: "{R}, {T}, Discard a card: Create a 3/1 red Elemental creature token named
    Spark Elemental. It has trample, haste, and "At the beginning of the end step, sacrifice
    Spark Elemental."" The token (haste) attacks at once: B 20 -> 17; at the end step its own
    trigger sacrifices it (201.5: "Spark Elemental" is the token itself)."""
    assert_compiled(real_db, "Sparkspitter", "Cloudseeder", "Skirk Ridge Exhumer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sparkspitter")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{R}, {T}, Discard a card")
    s.attack(1, "A", "Spark Elemental")

    def hasty(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Spark Elemental", 3, 1)
        sc.assert_abilities("A", "Spark Elemental", ["trample", "haste"])

    s.check(1, Step.DECLARE_ATTACKERS, hasty)
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_permanent_count("A",
                                                                          "Spark Elemental", 1))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 17)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Spark Elemental", 0)


def _sprite(db: CardDatabase, blocks: str) -> Scenario:
    """A makes a Cloud Sprite with Cloudseeder on turn 1 ("It has flying and "Cloud Sprite can
    block only creatures with flying.""); on turn 2 B attacks with Grizzly Bears and Wind
    Drake (2/2 flying); A blocks `blocks` with the Sprite."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cloudseeder")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Wind Drake")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{U}, {T}, Discard a card")
    s.attack(2, "B", "Grizzly Bears")
    s.attack(2, "B", "Wind Drake")
    s.block(2, "A", "Cloud Sprite", blocks)
    s.stop_at(2, Step.END_COMBAT)
    return s


def test_509_1b_cloud_sprite_blocks_a_flyer(real_db: CardDatabase) -> None:
    """The Sprite blocks Wind Drake: the Drake's 2 kill it, its 1 doesn't kill the Drake; the
    Bears are unblocked: A 20 -> 18."""
    s = _sprite(real_db, "Wind Drake")
    s.execute()
    s.assert_life("A", 18)
    s.assert_permanent_count("A", "Cloud Sprite", 0)
    s.assert_damage("Wind Drake", 1)


def test_509_1b_cloud_sprite_cant_block_the_bears(real_db: CardDatabase) -> None:
    """"Cloud Sprite can block only creatures with flying" (201.5: the token itself): it
    can't block Grizzly Bears; the block is refused."""
    s = _sprite(real_db, "Grizzly Bears")
    with pytest.raises(ScenarioError, match="could not block"):
        s.execute()


def test_201_5_festering_goblin_dies_and_shrinks(real_db: CardDatabase) -> None:
    """Skirk Ridge Exhumer makes a Festering Goblin ("When Festering Goblin dies, target
    creature gets -1/-1 until end of turn."); A Shocks it; its own dies trigger gives B's
    Llanowar Elves -1/-1: both die."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Skirk Ridge Exhumer")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}, {T}, Discard a card")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=["Festering Goblin"])
    s.add_target("A", "Llanowar Elves")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Festering Goblin", 0)
    s.assert_graveyard_count("B", "Llanowar Elves", 1)


# -------------------------- 707.9b: a token copy "except it has haste and "<ability>""


def test_707_9b_heat_shimmer_copy_attacks_then_is_exiled(real_db: CardDatabase) -> None:
    """Heat Shimmer on B's Hill Giant: A's token copy (3/3, haste) attacks at once, B 20 ->
    17; at the end step its own "exile this permanent" trigger exiles it; B's Giant stays."""
    assert_compiled(real_db, "Heat Shimmer", "Minion Reflector")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Heat Shimmer")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Heat Shimmer", targets=["Hill Giant"])
    s.attack(1, "A", "Hill Giant")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_permanent_count("A", "Hill Giant", 1))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Hill Giant", 0)
    s.assert_permanent_count("B", "Hill Giant", 1)


def test_707_9b_minion_reflector_copy_is_sacrificed(real_db: CardDatabase) -> None:
    """Minion Reflector: A casts Grizzly Bears and pays {2}: a token copy with haste (707.9b:
    the card itself has none); at the end step the token sacrifices itself; the card stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Minion Reflector")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.set_choice("A", "yes")

    def copied(sc: Scenario) -> None:
        from mtg_engine.rules.layers import characteristics

        st = sc.state
        bears = [o for o in st.battlefield if st.objects[o].card.name == "Grizzly Bears"]
        hasty = sorted((st.objects[o].is_token, "haste" in characteristics(st, o).keywords)
                       for o in bears)
        assert hasty == [(False, False), (True, True)]

    s.check(1, Step.BEGIN_COMBAT, copied)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 0)  # (the token ceased to exist, 111.7)


# ---------------------- 608.2c: "If you do, X. If you don't, Y." after an optional cost


def _vampire(db: CardDatabase, answer: str) -> Scenario:
    """Ravenous Vampire (3/3 flying): "At the beginning of your upkeep, you may sacrifice a
    nonartifact creature. If you do, put a +1/+1 counter on ~. If you don't, tap ~." A has
    Grizzly Bears and an Ornithopter (an artifact creature, not a choice); A answers `answer`
    on the turn-1 upkeep."""
    assert_compiled(db, "Ravenous Vampire", "Crovax the Cursed")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ravenous Vampire")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.set_choice("A", answer)
    if answer == "yes":
        s.set_choice("A", "Grizzly Bears")  # (the Vampire itself is a choice too)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    return s


def test_608_2c_ravenous_vampire_sacrifices_and_grows(real_db: CardDatabase) -> None:
    """Yes: the Bears are sacrificed, the Vampire gets a counter (4/4) and stays untapped."""
    s = _vampire(real_db, "yes")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Ornithopter", 1)
    s.assert_counter_count("A", "Ravenous Vampire", "+1/+1", 1)
    s.assert_power_toughness("A", "Ravenous Vampire", 4, 4)
    s.assert_tapped("Ravenous Vampire", tapped=False)


def test_608_2c_ravenous_vampire_declined_is_tapped(real_db: CardDatabase) -> None:
    """No: nothing is sacrificed, no counter, the Vampire is tapped ("If you don't")."""
    s = _vampire(real_db, "no")
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_counter_count("A", "Ravenous Vampire", "+1/+1", 0)
    s.assert_tapped("Ravenous Vampire")


def test_608_2c_crovax_declined_shrinks(real_db: CardDatabase) -> None:
    """Crovax the Cursed (0/0, here with three +1/+1 counters) and no other creature: A
    declines to sacrifice; "If you don't" removes a counter (3 -> 2: a 2/2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Crovax the Cursed", counters={"+1/+1": 3})
    s.set_choice("A", "no")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Crovax the Cursed", "+1/+1", 2)
    s.assert_power_toughness("A", "Crovax the Cursed", 2, 2)


# ------------------------- 122.1, 613.4: counters on a permanent just animated ("on it")


def test_613_4_spike_tiller_land_becomes_3_3(real_db: CardDatabase) -> None:
    """Spike Tiller (three +1/+1 counters) removes one: A's Forest becomes a 2/2 creature
    that's still a land (for good, 611.2a) with a +1/+1 counter: 3/3 (7b then 7c). On turn 3
    it is still a 3/3 land creature; the Tiller has two counters left."""
    assert_compiled(real_db, "Spike Tiller", "Animating Faerie", "Workshop Elders")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Spike Tiller", counters={"+1/+1": 3})
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, Remove a +1/+1 counter from Spike "
                       "Tiller: Target land", targets=["Forest"])
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Forest", 3, 3)
    s.assert_counter_count("A", "Forest", "+1/+1", 1)
    s.assert_type("Forest", "Creature")
    s.assert_type("Forest", "Land")
    s.assert_counter_count("A", "Spike Tiller", "+1/+1", 2)


def _elders(db: CardDatabase, answer: str) -> Scenario:
    """Workshop Elders (artifact creatures A controls have flying): at the beginning of A's
    combat A answers `answer` to "you may have target noncreature artifact you control become
    a 0/0 artifact creature. If you do, put four +1/+1 counters on it." (target Millstone)."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Workshop Elders")
    s.add_card(Zone.BATTLEFIELD, "A", "Millstone")
    s.add_target("A", "Millstone")
    s.set_choice("A", answer)
    s.stop_at(1, Step.DECLARE_ATTACKERS)
    s.execute()
    return s


def test_613_4_workshop_elders_animates_a_4_4_flyer(real_db: CardDatabase) -> None:
    """Yes: Millstone is a 0/0 artifact creature with four +1/+1 counters: a 4/4 with flying
    (the Elders' anthem, layer 6)."""
    s = _elders(real_db, "yes")
    s.assert_power_toughness("A", "Millstone", 4, 4)
    s.assert_type("Millstone", "Creature")
    s.assert_abilities("A", "Millstone", ["flying"])


def test_603_5_workshop_elders_declined_changes_nothing(real_db: CardDatabase) -> None:
    """No: Millstone stays a noncreature artifact with no counters."""
    s = _elders(real_db, "no")
    s.assert_type("Millstone", "Creature", present=False)
    s.assert_counter_count("A", "Millstone", "+1/+1", 0)


def test_613_4_bring_to_life_makes_a_4_4(real_db: CardDatabase) -> None:
    """Animating Faerie's adventure Bring to Life on Millstone: a 0/0 artifact creature with
    four +1/+1 counters, a 4/4 (613.4b then 613.4c); the card goes on an adventure (exile)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Millstone")
    s.add_card(Zone.HAND, "A", "Animating Faerie")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bring to Life", targets=["Millstone"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Millstone", 4, 4)
    s.assert_counter_count("A", "Millstone", "+1/+1", 4)
    s.assert_exile_count("Animating Faerie", 1)


# ------------------- 205.1b, 205.3m, 611.2a: "That creature becomes a <type> in addition ..."


def test_205_3m_olivia_makes_a_vampire_for_good(real_db: CardDatabase) -> None:
    """Olivia Voldaren ({1}{R}): 1 damage to B's Hill Giant, which becomes a Vampire in
    addition to its other types (no duration: still one on turn 3, 611.2a); Olivia gets a
    +1/+1 counter (3/3 -> 4/4)."""
    assert_compiled(real_db, "Olivia Voldaren", "Ashnod's Transmogrant", "Phyrexian Scriptures")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Olivia Voldaren")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{R}", targets=["Hill Giant"])
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_subtype("Hill Giant", "Vampire")
    s.assert_subtype("Hill Giant", "Giant")
    s.assert_damage("Hill Giant", 0)  # (removed in the cleanup step, 514.2)
    s.assert_power_toughness("A", "Olivia Voldaren", 4, 4)


def test_205_1b_scriptures_artifact_survives_chapter_two(real_db: CardDatabase) -> None:
    """Phyrexian Scriptures I: a +1/+1 counter on A's Grizzly Bears, which becomes an artifact
    (for good); II on turn 3 destroys all nonartifact creatures: B's Hill Giant dies, the
    Bears (3/3 artifact creature) survive."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Phyrexian Scriptures")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Phyrexian Scriptures")
    s.add_target("A", "Grizzly Bears")
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_type("Grizzly Bears", "Artifact")
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_205_1b_transmogrant_makes_an_artifact_bear(real_db: CardDatabase) -> None:
    """Ashnod's Transmogrant on Grizzly Bears: a 3/3 artifact creature Bear."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ashnod's Transmogrant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_type("Grizzly Bears", "Artifact")
    s.assert_subtype("Grizzly Bears", "Bear")
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_graveyard_count("A", "Ashnod's Transmogrant", 1)


# ------------------------------------- 122.1a, 613.4c: +X/+Y counters other than +1/+1


def test_122_1a_greater_werewolf_shrinks_its_blocker(real_db: CardDatabase) -> None:
    """Greater Werewolf (2/4) attacks; B's Hill Giant (3/3) blocks: 2 damage to the Giant, 3
    to the Werewolf. At end of combat the Giant gets a -0/-2 counter: 3/1 with 2 damage, it
    dies (704.5g). B's Grizzly Bears, not in combat, get none."""
    assert_compiled(real_db, "Greater Werewolf", "Balduvian Hydra")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Greater Werewolf")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Greater Werewolf")
    s.block(1, "B", "Hill Giant", "Greater Werewolf")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_counter_count("B", "Grizzly Bears", "-0/-2", 0)
    s.assert_power_toughness("A", "Greater Werewolf", 2, 4)
    s.assert_damage("Greater Werewolf", 3)


def test_122_1a_balduvian_hydra_plus_one_plus_zero(real_db: CardDatabase) -> None:
    """Balduvian Hydra (0/1) cast with X=3 enters with three +1/+0 counters: 3/1; removing
    one (its cost, 118.3) leaves a 2/1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Balduvian Hydra")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Balduvian Hydra", x=3)
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_power_toughness("A", "Balduvian Hydra", 3, 1))
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Remove a +1/+0 counter")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Balduvian Hydra", "+1/+0", 2)
    s.assert_power_toughness("A", "Balduvian Hydra", 2, 1)


# ------------- 614.16, 118.3: counters a cost puts go through "counters would be put" effects


def _druid(db: CardDatabase, other: str | None, times: int) -> Scenario:
    """A's Devoted Druid (0/2: "Put a -1/-1 counter on ~: Untap ~.") with `other`; A
    activates that ability `times` times on turn 1."""
    assert_compiled(db, "Vizier of Remedies", "Devoted Druid")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Devoted Druid")
    if other:
        s.add_card(Zone.BATTLEFIELD, "A", other)
    for _ in range(times):
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Put a -1/-1 counter on Devoted Druid")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_614_16_vizier_removes_the_druid_cost_counter(real_db: CardDatabase) -> None:
    """With Vizier of Remedies, each "-1/-1 counter" of the cost becomes none ("that many
    minus one", 118.3: a cost's counters are put too): after three activations the Druid is
    still a 0/2 with no counter."""
    s = _druid(real_db, "Vizier of Remedies", 3)
    s.assert_counter_count("A", "Devoted Druid", "-1/-1", 0)
    s.assert_power_toughness("A", "Devoted Druid", 0, 2)


def test_614_16_druid_alone_dies_of_two_counters(real_db: CardDatabase) -> None:
    """Without it, two activations put two -1/-1 counters: a 0/0 that dies (704.5f)."""
    s = _druid(real_db, None, 2)
    s.assert_graveyard_count("A", "Devoted Druid", 1)


def test_614_16_doubling_season_doesnt_double_a_cost(real_db: CardDatabase) -> None:
    """Doubling Season: "If an effect would put ..." (a cost isn't an effect): one activation
    puts one -1/-1 counter, not two: the Druid is a -1/1, alive."""
    s = _druid(real_db, "Doubling Season", 1)
    s.assert_counter_count("A", "Devoted Druid", "-1/-1", 1)
    s.assert_power_toughness("A", "Devoted Druid", -1, 1)


def test_614_16_vizier_one_fewer_from_an_effect(real_db: CardDatabase) -> None:
    """B's Skinrender puts three -1/-1 counters on A's Hill Giant: two with A's Vizier (a
    1/1: an effect's counters, one fewer)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vizier of Remedies")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 4)
    s.add_card(Zone.HAND, "B", "Skinrender")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Skinrender")
    s.add_target("B", "Hill Giant")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Hill Giant", "-1/-1", 2)
    s.assert_power_toughness("A", "Hill Giant", 1, 1)


# ---------------- 614.1a, 120.3, 122.6: noncombat damage becomes -1/-1 counters (Soul-Scar)


def _scar(db: CardDatabase, target: str, whose: str) -> Scenario:
    """A's Soul-Scar Mage; A casts Shock (2 damage) at `whose`'s `target`."""
    assert_compiled(db, "Soul-Scar Mage")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Soul-Scar Mage")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, whose, target)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=[target])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_614_1a_soul_scar_shock_becomes_counters(real_db: CardDatabase) -> None:
    """Shock at B's Hill Giant: no damage, two -1/-1 counters instead: a 1/1."""
    s = _scar(real_db, "Hill Giant", "B")
    s.assert_damage("Hill Giant", 0)
    s.assert_counter_count("B", "Hill Giant", "-1/-1", 2)
    s.assert_power_toughness("B", "Hill Giant", 1, 1)


def test_614_1a_soul_scar_not_on_own_creature(real_db: CardDatabase) -> None:
    """Shock at A's own Hill Giant: a creature an opponent controls only: 2 damage, no
    counter."""
    s = _scar(real_db, "Hill Giant", "A")
    s.assert_damage("Hill Giant", 2)
    s.assert_counter_count("A", "Hill Giant", "-1/-1", 0)


def test_614_1a_soul_scar_combat_damage_is_dealt(real_db: CardDatabase) -> None:
    """Noncombat only: the Mage (1/2) attacks and B's Grizzly Bears block: 1 combat damage is
    dealt to the Bears (no counter); the Bears' 2 kill the Mage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Soul-Scar Mage")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Soul-Scar Mage")
    s.block(1, "B", "Grizzly Bears", "Soul-Scar Mage")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_damage("Grizzly Bears", 1)
    s.assert_counter_count("B", "Grizzly Bears", "-1/-1", 0)
    s.assert_graveyard_count("A", "Soul-Scar Mage", 1)


# ------------------ 701.19, 400.7: "untap that land" (the land a search put onto the battlefield)


def _passage(db: CardDatabase, plains: int) -> Scenario:
    """A sacrifices Fabled Passage with `plains` Plains besides it; A's library holds one
    Forest (a basic land card), found and put onto the battlefield tapped."""
    assert_compiled(db, "Fabled Passage")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fabled Passage")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", plains)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice Fabled Passage")
    s.set_choice("A", "Forest")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_400_7_fabled_passage_fourth_land_untapped(real_db: CardDatabase) -> None:
    """Three Plains and the Forest found: four lands, the Forest is untapped."""
    s = _passage(real_db, 3)
    s.assert_permanent_count("A", "Forest", 1)
    s.assert_tapped("Forest", tapped=False)
    s.assert_graveyard_count("A", "Fabled Passage", 1)


def test_400_7_fabled_passage_third_land_stays_tapped(real_db: CardDatabase) -> None:
    """Two Plains and the Forest: three lands, the Forest stays tapped."""
    s = _passage(real_db, 2)
    s.assert_permanent_count("A", "Forest", 1)
    s.assert_tapped("Forest")


# -------------------------- 615.1a, 611.3a: a prevention effect "during your turn" (said last)


def test_615_1a_gideon_blackblade_no_damage_on_his_turn(real_db: CardDatabase) -> None:
    """Gideon Blackblade (4 loyalty; a 4/4 creature on A's turn) attacks on turn 1; B's Hill
    Giant blocks: the Giant's 3 damage is prevented (no damage, loyalty stays 4), Gideon's 4
    kill it. On B's turn 2 B's Grizzly Bears attack Gideon: not A's turn, 2 damage: 4 -> 2."""
    assert_compiled(real_db, "Gideon Blackblade")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gideon Blackblade")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Gideon Blackblade")
    s.block(1, "B", "Hill Giant", "Gideon Blackblade")

    def blocked(sc: Scenario) -> None:
        sc.assert_damage("Gideon Blackblade", 0)
        sc.assert_counter_count("A", "Gideon Blackblade", "loyalty", 4)
        sc.assert_graveyard_count("B", "Hill Giant", 1)

    s.check(1, Step.END_COMBAT, blocked)
    s.attack(2, "B", "Grizzly Bears", "Gideon Blackblade")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Gideon Blackblade", "loyalty", 2)


# ------------------- 122.1: "each nonland permanent without a fate counter on it" (a filter)


def test_122_1_oblivion_stone_spares_the_fated(real_db: CardDatabase) -> None:
    """Oblivion Stone: turn 1, a fate counter on A's Grizzly Bears ({4}, {T}); turn 3, {5},
    {T}, sacrifice: every nonland permanent without a fate counter is destroyed (B's Hill
    Giant, A's Savannah Lions), then all fate counters are removed: the Bears survive with
    none; the lands stay."""
    assert_compiled(real_db, "Oblivion Stone")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Oblivion Stone")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}, {T}: Put a fate counter",
                       targets=["Grizzly Bears"])
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_counter_count("A", "Grizzly Bears", "fate", 1))
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{5}, {T}, Sacrifice")
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_counter_count("A", "Grizzly Bears", "fate", 0)
    s.assert_graveyard_count("A", "Savannah Lions", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Oblivion Stone", 1)
    s.assert_permanent_count("A", "Wastes", 5)


# ------------------------------ 608.2d, 122.1: a counter of a kind chosen as it resolves


def test_608_2d_dwarven_armorer_chosen_plus_one_zero(real_db: CardDatabase) -> None:
    """Dwarven Armorer: "Put a +0/+1 counter or a +1/+0 counter on target creature." A
    chooses +1/+0 for Grizzly Bears: a 3/2 with that counter and no +0/+1 counter."""
    assert_compiled(real_db, "Dwarven Armorer", "Invoke the Ancients")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dwarven Armorer")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Island")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{R}, {T}, Discard a card",
                       targets=["Grizzly Bears"])
    s.set_choice("A", "+1/+0")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+0", 1)
    s.assert_counter_count("A", "Grizzly Bears", "+0/+1", 0)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 2)
    s.assert_graveyard_count("A", "Island", 1)


def test_608_2d_invoke_the_ancients_a_counter_each(real_db: CardDatabase) -> None:
    """Invoke the Ancients: two 4/5 Spirits, then for each a chosen counter: reach on the
    first, trample on the second (one counter each, 122.1b keyword counters)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Invoke the Ancients")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Invoke the Ancients")
    s.set_choice("A", "reach")
    s.set_choice("A", "trample")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    st = s.state
    spirits = [st.objects[o] for o in st.battlefield if st.objects[o].card.name == "Spirit Token"]
    assert sorted(tuple(sorted(o.counters.items())) for o in spirits) == [
        (("reach", 1),), (("trample", 1),)]


# ----------------------------- 608.2d, 111.10: "create a Food token or a Treasure token"


def test_111_10_tireless_provisioner_chosen_token(real_db: CardDatabase) -> None:
    """Tireless Provisioner: A plays a Forest; the landfall trigger asks which: A answers
    Treasure: one Treasure Token, no Food Token."""
    assert_compiled(real_db, "Tireless Provisioner")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tireless Provisioner")
    s.add_card(Zone.HAND, "A", "Forest")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Forest")
    s.set_choice("A", "Treasure")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Treasure Token", 1)
    s.assert_permanent_count("A", "Food Token", 0)


def test_111_10_tireless_provisioner_food(real_db: CardDatabase) -> None:
    """Answering Food: one Food Token (111.10b), no Treasure."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tireless Provisioner")
    s.add_card(Zone.HAND, "A", "Forest")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Forest")
    s.set_choice("A", "Food")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Food Token", 1)
    s.assert_permanent_count("A", "Treasure Token", 0)


# ---------------------- 115.1, 601.2c: "up to one target <creature token / permanent>" read


def _slash(db: CardDatabase, anthem: bool) -> Scenario:
    """A casts Banishing Slash on B's Ornithopter, controlling Millstone (an artifact) and,
    if `anthem`, Glorious Anthem (an enchantment)."""
    assert_compiled(db, "Banishing Slash")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Millstone")
    if anthem:
        s.add_card(Zone.BATTLEFIELD, "A", "Glorious Anthem")
    s.add_card(Zone.HAND, "A", "Banishing Slash")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Banishing Slash", targets=["Ornithopter"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_608_2c_banishing_slash_with_both_makes_a_samurai(real_db: CardDatabase) -> None:
    """The Ornithopter is destroyed; A controls an artifact and an enchantment: a 2/2
    Samurai token (3/3 with the Anthem)."""
    s = _slash(real_db, anthem=True)
    s.assert_graveyard_count("B", "Ornithopter", 1)
    s.assert_permanent_count("A", "Samurai Token", 1)
    s.assert_power_toughness("A", "Samurai Token", 3, 3)


def test_608_2c_banishing_slash_without_enchantment_no_token(real_db: CardDatabase) -> None:
    """Only an artifact: the Ornithopter is destroyed, no token."""
    s = _slash(real_db, anthem=False)
    s.assert_graveyard_count("B", "Ornithopter", 1)
    s.assert_permanent_count("A", "Samurai Token", 0)


# -------------------- 702.132a: Assist (another player pays generic mana of the cost)


def _binox(db: CardDatabase, paid: str | None) -> Scenario:
    """A casts Charging Binox ({7}{G}, a 7/7 with trample and assist) with eight Forests,
    choosing B to assist; B has three Mountains and answers `paid` (None: nothing queued, 0)."""
    assert_compiled(db, "Charging Binox", "Gang Up", "Bring Down")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 8)
    s.add_card(Zone.HAND, "A", "Charging Binox")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Charging Binox", assist="B")
    if paid is not None:
        s.set_choice("B", paid)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def _tapped(s: Scenario, player: str, land: str) -> int:
    st = s.state
    p = s._player(player)
    return sum(1 for o in st.battlefield if st.objects[o].card.name == land
               and st.objects[o].controller == p and st.objects[o].tapped)


def test_702_132a_assistant_pays_two_generic(real_db: CardDatabase) -> None:
    """B pays 2 of the generic mana with two Mountains; A pays the other {5}{G} with six
    Forests: the Binox resolves, two of A's Forests stay untapped."""
    s = _binox(real_db, "2")
    s.assert_permanent_count("A", "Charging Binox", 1)
    assert _tapped(s, "B", "Mountain") == 2
    assert _tapped(s, "A", "Forest") == 6


def test_702_132a_assistant_pays_nothing(real_db: CardDatabase) -> None:
    """B answers 0: A pays all eight; B's Mountains stay untapped."""
    s = _binox(real_db, "0")
    s.assert_permanent_count("A", "Charging Binox", 1)
    assert _tapped(s, "B", "Mountain") == 0
    assert _tapped(s, "A", "Forest") == 8


def test_702_132a_offered_paused_saved_and_answered(real_db: CardDatabase) -> None:
    """Through the game API: the legal actions offer Charging Binox with B chosen to assist
    (a spell without assist, Grizzly Bears, is never offered so); applying it leaves B a
    decision "assist" with the options 0..3 (B's three Mountains); the paused game saves and
    loads (a paused game is plain data); B answers 3 in the loaded game and A pays {4}{G}."""
    from mtg_engine.actions import CastSpell, ChoiceDecision, Choose
    from mtg_engine.game import Game

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 8)
    s.add_card(Zone.HAND, "A", "Charging Binox")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    g = s.game
    g.resume()
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    assisted = [a for a in casts if a.assist >= 0]
    assert [g.state.objects[a.card].card.name for a in assisted] == ["Charging Binox"]
    assert assisted[0].assist == 1
    g.apply(assisted[0])
    d = g.state.pending
    assert isinstance(d, ChoiceDecision) and d.purpose == "assist" and d.player == 1
    assert d.options == (0, 1, 2, 3)
    loaded = Game.from_json(g.to_json(), real_db)
    loaded.apply(Choose((3,)))
    st = loaded.state
    tapped = {n: sum(1 for o in st.battlefield if st.objects[o].card.name == n
                     and st.objects[o].tapped) for n in ("Forest", "Mountain")}
    assert tapped == {"Forest": 5, "Mountain": 3}
    assert any(st.objects[o].card.name == "Charging Binox" for o in st.stack)


def test_205_3m_tyrite_sanctum_makes_a_god(real_db: CardDatabase) -> None:
    """Tyrite Sanctum, turn 1: Isamaru, Hound of Konda (legendary 2/2) becomes a God in
    addition to its other types with a +1/+1 counter (3/3); turn 3: sacrificed, an
    indestructible counter on target God (Isamaru, a God now)."""
    assert_compiled(real_db, "Tyrite Sanctum")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tyrite Sanctum")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Isamaru, Hound of Konda")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}: Target legendary creature",
                       targets=["Isamaru, Hound of Konda"])
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{4}, {T}, Sacrifice",
                       targets=["Isamaru, Hound of Konda"])
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_subtype("Isamaru, Hound of Konda", "God")
    s.assert_subtype("Isamaru, Hound of Konda", "Dog")
    s.assert_power_toughness("A", "Isamaru, Hound of Konda", 3, 3)
    s.assert_counter_count("A", "Isamaru, Hound of Konda", "indestructible", 1)
    s.assert_graveyard_count("A", "Tyrite Sanctum", 1)
