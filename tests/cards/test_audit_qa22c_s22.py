"""Audit (session 22, qa22c) of cards made to play this session from XMage-tested refusals:
situations their XMage tests or rulings play that the first tests did not, each with exact
figures and the rule it cites. These play right."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ Ravenous Slime
# 614.1a, 608.2h (ruling: "The exiled creature's last known existence on the battlefield is
# checked to determine its power"); 704.3 (ruling: "If Ravenous Slime dies at the same time as
# an opponent's creatures, the opponent's creatures are exiled.")


def test_608_2h_ravenous_slime_power_as_it_last_existed(real_db: CardDatabase) -> None:
    """B's Hill Giant (3/3) under B's Glorious Anthem is 4/4 when Doom Blade destroys it:
    exiled, and the Slime gets four +1/+1 counters (5/5), not three."""
    _compiled(real_db, "Ravenous Slime")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ravenous Slime")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Doom Blade")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Glorious Anthem")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Doom Blade", targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Hill Giant", 1, player="B")
    s.assert_counter_count("A", "Ravenous Slime", "+1/+1", 4)
    s.assert_power_toughness("A", "Ravenous Slime", 5, 5)


def test_704_3_ravenous_slime_dies_with_the_opponents_creature(real_db: CardDatabase) -> None:
    """Rags (all creatures -2/-2): the Slime (1/1) and B's Grizzly Bears (2/2) die at once:
    the Bears are exiled (the Slime's effect applies to the simultaneous event), the Slime goes
    to A's graveyard; B's Hill Giant survives as 1/1."""
    _compiled(real_db, "Ravenous Slime", "Rags // Riches")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ravenous Slime")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Rags // Riches")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rags")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_power_toughness(
        "B", "Hill Giant", 1, 1))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1, player="B")
    s.assert_graveyard_count("B", None, 0)
    s.assert_graveyard_count("A", "Ravenous Slime", 1)


# ------------------------------------------------------------------ Rags // Riches
# 611.2c: "All creatures get -2/-2 until end of turn": the set of creatures is locked in as
# Rags resolves


def test_611_2c_rags_creature_cast_later_unaffected(real_db: CardDatabase) -> None:
    """After Rags, A casts Grizzly Bears: 2/2, not 0/0; B's Hill Giant is 1/1 until the
    turn ends, 3/3 on the next turn."""
    _compiled(real_db, "Rags // Riches")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Rags // Riches")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rags")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Grizzly Bears")
    s.check(1, Step.END_TURN, lambda sc: (
        sc.assert_power_toughness("A", "Grizzly Bears", 2, 2),
        sc.assert_power_toughness("B", "Hill Giant", 1, 1)))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("B", "Hill Giant", 3, 3)
    s.assert_graveyard_count("A", "Rags // Riches", 1)


# ------------------------------------------------------------------ Zabaz, the Glimmerwasp
# 702.43a: modular's "This enters with N +1/+1 counters" is a replacement (614.1c), not a
# triggered ability: Zabaz's effect doesn't add to it


def test_702_43a_zabaz_enters_with_one_counter(real_db: CardDatabase) -> None:
    """Zabaz cast from hand enters with one +1/+1 counter (1/1), not two."""
    _compiled(real_db, "Zabaz, the Glimmerwasp")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Zabaz, the Glimmerwasp")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zabaz, the Glimmerwasp")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Zabaz, the Glimmerwasp", "+1/+1", 1)
    s.assert_power_toughness("A", "Zabaz, the Glimmerwasp", 1, 1)


# ------------------------------------------------------------------ Divergent Transformations
# 608.2b (ruling): "If a targeted creature becomes an illegal target ..., its controller won't
# exile or replace that creature, but the other creature is still affected."


def test_608_2b_divergent_illegal_target_not_replaced(real_db: CardDatabase) -> None:
    """B Bolts A's Grizzly Bears in response: only B's Hill Giant is exiled and replaced
    (Colossal Dreadmaw); A reveals nothing: Serra Angel stays in A's library (21 cards)."""
    _compiled(real_db, "Divergent Transformations")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.HAND, "A", "Divergent Transformations")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.LIBRARY, "A", "Serra Angel")
    s.add_card(Zone.LIBRARY, "B", "Colossal Dreadmaw")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Divergent Transformations",
                 targets=["Grizzly Bears", "Hill Giant"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"],
                 responding_to="Divergent Transformations")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_exile_count("Hill Giant", 1, "B")
    s.assert_permanent_count("B", "Colossal Dreadmaw", 1)
    s.assert_permanent_count("A", "Serra Angel", 0)
    s.assert_library_count("A", 21)


# ------------------------------------------------------------------ Bruenor Battlehammer
# 118.9, 602.2b: "the first equip ability you activate each turn" counts an equip ability
# activated before Bruenor arrived


def test_118_9_bruenor_equip_before_bruenor_counts_as_the_first(
        real_db: CardDatabase) -> None:
    """A pays Bonesplitter's Equip {1} on Silvercoat Lion, then casts Bruenor; moving
    Bonesplitter to Bruenor is the turn's second equip ability: {0} isn't offered, A's last
    land pays {1}: Bruenor 5 + 2 + 2 = 9/3, the Lion 2/2 again."""
    _compiled(real_db, "Bruenor Battlehammer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Silvercoat Lion")
    s.add_card(Zone.BATTLEFIELD, "A", "Bonesplitter")
    s.add_card(Zone.HAND, "A", "Bruenor Battlehammer")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip {1}", targets=["Silvercoat Lion"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bruenor Battlehammer")
    s.set_choice("A", "yes")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Equip {1}",
                       targets=["Bruenor Battlehammer"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Bruenor Battlehammer", 9, 3)
    s.assert_power_toughness("A", "Silvercoat Lion", 2, 2)
    for land in ("Plains", "Mountain"):
        s.assert_tapped(land)


# ------------------------------------------------------------------ Tamiyo, Field Researcher
# 603.7c (ruling): the delayed triggered ability "triggers even if Tamiyo has left the
# battlefield before those creatures deal combat damage."


def test_603_7c_tamiyo_gone_delayed_trigger_still_draws(real_db: CardDatabase) -> None:
    """Tamiyo's +1 on Grizzly Bears; B's Hero's Downfall destroys Tamiyo; the Bears attack
    unblocked: B 20 -> 18, A draws a card."""
    _compiled(real_db, "Tamiyo, Field Researcher")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tamiyo, Field Researcher")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Hero's Downfall")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Hero's Downfall",
                 targets=["Tamiyo, Field Researcher"])
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Tamiyo, Field Researcher", 1)
    s.assert_life("B", 18)
    s.assert_hand_count("A", 1)


# ------------------------------------------------------------------ Dauthi Voidwalker
# 614.1a, 404.1, 400.3: "If a card would be put into an opponent's graveyard from anywhere":
# the card goes to its owner's graveyard, so its owner decides, not its controller


def test_614_1a_dauthi_voidwalker_stolen_creature_of_the_opponent(
        real_db: CardDatabase) -> None:
    """A Threatens B's Grizzly Bears, then Bolts them: they'd go to B's graveyard, so they're
    exiled with a void counter; A's own Llanowar Elves, Shocked, go to A's graveyard."""
    _compiled(real_db, "Dauthi Voidwalker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dauthi Voidwalker")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Threaten")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Threaten", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Llanowar Elves"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1, player="B")
    s.assert_graveyard_count("B", None, 0)
    s.assert_graveyard_count("A", "Llanowar Elves", 1)
    got = [dict(o.counters) for o in s.game.state.objects.values()
           if o.card.name == "Grizzly Bears"]
    assert got == [{"void": 1}], got


# ------------------------------------------------------------------ Shield Broker
# 611.2b: "for as long as it has a shield counter on it": the duration doesn't depend on
# Shield Broker staying on the battlefield


def test_611_2b_shield_broker_gone_control_stays(real_db: CardDatabase) -> None:
    """B's Doom Blade destroys Shield Broker after its trigger resolved: A still controls the
    Bears (shield counter on), and attacks with them on turn 3: B 20 -> 18."""
    _compiled(real_db, "Shield Broker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.HAND, "A", "Shield Broker")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shield Broker")
    s.add_target("A", "Grizzly Bears")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Doom Blade", targets=["Shield Broker"])
    s.attack(3, "A", "Grizzly Bears")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Shield Broker", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_counter_count("A", "Grizzly Bears", "shield", 1)
    s.assert_life("B", 18)


# ------------------------------------------------------------------ Rags // Riches
# 702.127a: aftermath: "Cast this spell only from your graveyard."


def test_702_127a_riches_not_from_the_hand(real_db: CardDatabase) -> None:
    """Rags // Riches in A's hand with seven Islands: casting Riches is refused; B keeps its
    Grizzly Bears and the card stays in A's hand."""
    _compiled(real_db, "Rags // Riches")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Rags // Riches")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 7)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Riches")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Riches"):
        s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_hand_count("A", 1, "Rags // Riches")


# ------------------------------------------------------------------ Tamiyo, Field Researcher
# 114.1, 118.9: the emblem's "You may cast spells from your hand without paying their mana
# costs."


def test_118_9_tamiyo_emblem_casts_free(real_db: CardDatabase) -> None:
    """Tamiyo with 7 loyalty (4, 3 more): -7 draws three cards and gives the emblem; A then casts Colossal
    Dreadmaw ({4}{G}{G}) with no land, answering "yes": it is on the battlefield; Tamiyo (0 loyalty) is in the
    graveyard; A's hand holds the three cards drawn."""
    _compiled(real_db, "Tamiyo, Field Researcher")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tamiyo, Field Researcher", counters={"loyalty": 3})
    s.add_card(Zone.HAND, "A", "Colossal Dreadmaw")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-7:")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Colossal Dreadmaw")
    s.set_choice("A", "Yes")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Colossal Dreadmaw", 1)
    s.assert_graveyard_count("A", "Tamiyo, Field Researcher", 1)
    s.assert_hand_count("A", 3)


# ------------------------------------------------------------------ Erdwal Illuminator
# 701.36a, 603.2: "investigate twice" is two investigations; only the first is the turn's
# first


def test_701_36a_erdwal_investigate_twice_one_more(real_db: CardDatabase) -> None:
    """Wavesifter enters and investigates twice: Erdwal adds one investigation: 3 Clues."""
    _compiled(real_db, "Erdwal Illuminator", "Wavesifter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Erdwal Illuminator")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Wavesifter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wavesifter")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Wavesifter", 1)
    s.assert_permanent_count("A", "Clue Token", 3)


# ------------------------------------------------------------------ Cairn Wanderer
# 613.1f: only the listed keywords (hexproof isn't); 702.16a: protection from red stops a red
# spell's targeting


def test_702_16a_cairn_wanderer_protection_from_red_of_a_graveyard_card(
        real_db: CardDatabase) -> None:
    """Creature cards in B's graveyard: Invisible Stalker (hexproof, unblockable) and
    Soltari Priest (shadow, protection from red): the Wanderer
    has protection from red, not hexproof nor shadow; B's Lightning Bolt can't target it."""
    _compiled(real_db, "Cairn Wanderer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cairn Wanderer")
    s.add_card(Zone.GRAVEYARD, "B", "Invisible Stalker")
    s.add_card(Zone.GRAVEYARD, "B", "Soltari Priest")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: (
        sc.assert_abilities("A", "Cairn Wanderer", ["Protection from red"]),
        sc.assert_abilities("A", "Cairn Wanderer", ["Hexproof", "Shadow"], present=False)))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Cairn Wanderer"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Lightning Bolt"):
        s.execute()
    s.assert_permanent_count("A", "Cairn Wanderer", 1)


# ------------------------------------------------------------------ Ashiok, Nightmare Weaver
# 107.3a, 606.4: "[−X]" with X 0 is legal: a creature card with mana value 0


def test_606_4_ashiok_minus_zero_puts_a_zero_drop(real_db: CardDatabase) -> None:
    """+2 exiles B's top three (Memnite on top): loyalty 5; on turn 3, -X with X 0: Memnite
    enters under A's control, a Nightmare Construct; Ashiok keeps 5 loyalty."""
    _compiled(real_db, "Ashiok, Nightmare Weaver")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ashiok, Nightmare Weaver")
    s.add_card(Zone.LIBRARY, "B", "Memnite")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+2:", targets=["B"])
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "-X:", x=0)
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Memnite", 1)
    s.assert_subtype("Memnite", "Nightmare")
    s.assert_subtype("Memnite", "Construct")
    s.assert_counter_count("A", "Ashiok, Nightmare Weaver", "loyalty", 5)


# ------------------------------------------------------------------ Bess, Soul Nourisher
# "each other creature you control": Bess herself isn't pumped


def test_bess_attack_doesnt_pump_herself(real_db: CardDatabase) -> None:
    """Bess (base 1/1, two +1/+1 counters: 3/3) and Llanowar Elves attack: the Elves 3/3, Bess
    still 3/3; B 20 -> 14."""
    _compiled(real_db, "Bess, Soul Nourisher")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bess, Soul Nourisher", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.attack(1, "A", "Bess, Soul Nourisher")
    s.attack(1, "A", "Llanowar Elves")
    s.check(1, Step.END_COMBAT, lambda sc: (
        sc.assert_power_toughness("A", "Bess, Soul Nourisher", 3, 3),
        sc.assert_power_toughness("A", "Llanowar Elves", 3, 3)))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 14)


# ------------------------------------------------------------------ Maskwood Nexus
# 702.73a: the token "with changeling" is every creature type


def test_702_73a_maskwood_nexus_shapeshifter_token(real_db: CardDatabase) -> None:
    """{3}, {T}: a 2/2 blue Shapeshifter token that is every creature type (an Elf, a
    Dragon)."""
    _compiled(real_db, "Maskwood Nexus")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Maskwood Nexus")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}, {T}:")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Shapeshifter Token", 1)
    s.assert_power_toughness("A", "Shapeshifter Token", 2, 2)
    s.assert_subtype("Shapeshifter Token", "Elf")
    s.assert_subtype("Shapeshifter Token", "Dragon")
    s.assert_tapped("Maskwood Nexus")


# ------------------------------------------------------------------ Elite Spellbinder
# 601.3: "its owner may play it": only the owner, not the Spellbinder's controller


def test_601_3_elite_spellbinder_not_castable_by_its_controller(
        real_db: CardDatabase) -> None:
    """Lightning Bolt exiled from B's hand; A, with four Mountains, can't cast it (refused):
    it stays in exile, B at 20."""
    _compiled(real_db, "Elite Spellbinder")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Elite Spellbinder")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Elite Spellbinder")
    s.add_target("A", "B")
    s.set_choice("A", "Lightning Bolt")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Lightning Bolt"):
        s.execute()
    s.assert_exile_count("Lightning Bolt", 1, player="B")
    s.assert_life("B", 20)


# ------------------------------------------------------------------ Draugr Necromancer
# 111.1, 614.1a: "a nontoken creature": an opponent's token dies as usual (and ceases to
# exist); 700.4: a creature the Necromancer's controller controls isn't affected


def test_614_1a_draugr_opponents_token_dies_as_usual(real_db: CardDatabase) -> None:
    """A's Pyroclasm kills B's Soldier token and Grizzly Bears, and A's Llanowar Elves: the
    Bears are exiled with an ice counter; the token is gone, the Elves in A's graveyard."""
    _compiled(real_db, "Draugr Necromancer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Draugr Necromancer")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Pyroclasm")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 3)
    s.add_card(Zone.HAND, "B", "Raise the Alarm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Raise the Alarm")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Pyroclasm")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Soldier Token", 0)
    s.assert_exile_count("Soldier Token", 0)
    s.assert_exile_count("Grizzly Bears", 1, player="B")
    s.assert_graveyard_count("A", "Llanowar Elves", 1)
    s.assert_permanent_count("A", "Draugr Necromancer", 1)
    got = [dict(o.counters) for o in s.game.state.objects.values()
           if o.card.name == "Grizzly Bears"]
    assert got == [{"ice": 1}], got
