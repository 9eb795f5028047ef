"""Conditions on the one target's keywords, power, toughness or mana value (608.2c, 608.2h;
cards/oracle/conditions_target.py), played with real cards and exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.conditions_target import object_condition, object_wording
from mtg_engine.testing import Scenario, Step, Zone


def _burn_the_impure(real_db: CardDatabase, victim: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Burn the Impure")
    s.add_card(Zone.BATTLEFIELD, "B", victim)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Burn the Impure", targets=[victim])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_608_2c_burn_the_impure_hits_the_controller_of_an_infect_creature(
        real_db: CardDatabase) -> None:
    """Burn the Impure: "~ deals 3 damage to target creature. If that creature has infect, ~
    deals 3 damage to that creature's controller." Glistener Elf (1/1, infect) dies and B
    goes to 17; the condition is read as the second instruction is carried out, from the
    Elf as it last existed (608.2h)."""
    s = _burn_the_impure(real_db, "Glistener Elf")
    s.assert_graveyard_count("B", "Glistener Elf", 1)
    s.assert_life("B", 17)


def test_608_2c_burn_the_impure_spares_the_controller_of_a_creature_without_infect(
        real_db: CardDatabase) -> None:
    """Against Craw Wurm (6/4, no infect) only the Wurm is dealt 3 damage: B stays at 20."""
    s = _burn_the_impure(real_db, "Craw Wurm")
    s.assert_damage("Craw Wurm", 3)
    s.assert_life("B", 20)


def _savage_swipe(real_db: CardDatabase, mine: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Savage Swipe")
    s.add_card(Zone.BATTLEFIELD, "A", mine)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Savage Swipe", targets=[mine, "Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_608_2c_savage_swipe_pumps_a_power_2_creature_before_the_fight(
        real_db: CardDatabase) -> None:
    """Savage Swipe: "Target creature you control gets +2/+2 until end of turn if its power
    is 2. Then it fights target creature you don't control." Grizzly Bears (power 2) becomes
    4/4 and fights Hill Giant (3/3, 701.12a): the Giant dies, the Bears have 3 damage."""
    s = _savage_swipe(real_db, "Grizzly Bears")
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_damage("Grizzly Bears", 3)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_608_2c_savage_swipe_gives_nothing_to_another_power(real_db: CardDatabase) -> None:
    """Centaur Courser (3/3) has power 3, not 2: it gets no bonus and the two 3/3s fight:
    both die (704.5g)."""
    s = _savage_swipe(real_db, "Centaur Courser")
    s.assert_graveyard_count("A", "Centaur Courser", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_object_conditions_read_back_their_words() -> None:
    """Each wording reads to a `target_is` filter and renders back to itself (the round trip
    the compiler checks); "has rampage" (a keyword with a number) and other words don't."""
    for text, f in (("that creature has infect", {"keywords": ["infect"]}),
                    ("it doesn't have flying", {"not_keywords": ["flying"]}),
                    ("its power is 2", {"power_ge": 2, "power_le": 2}),
                    ("its toughness is 4 or greater", {"toughness_ge": 4}),
                    ("it has mana value 3 or less", {"mana_value_le": 3}),
                    # 208.1: compared with the source's power (session 19: Sage-Eye Avengers)
                    ("its power is less than ~'s power", {"power_lt_source": True}),
                    ("its power is greater than ~'s power", {"power_gt_source": True})):
        c = object_condition(text)
        assert c is not None and c["filter"] == f, text
        assert object_wording(c) == text
    assert object_condition("it doesn't have rampage") is None
    assert object_condition("its power is greater than each other creature's power") is None


def test_608_2c_hydroblast_counters_a_red_spell(real_db: CardDatabase) -> None:
    """Hydroblast, mode 1: "Counter target spell if it's red." B's Lightning Bolt at A is
    countered (701.5a): A stays at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Hydroblast")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.set_mode_choice("A", 1)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Hydroblast", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


def test_608_2c_hydroblast_destroys_only_a_red_permanent(real_db: CardDatabase) -> None:
    """Hydroblast, mode 2: "Destroy target permanent if it's red." It may target any
    permanent; on resolution Grizzly Bears (green) is left alone, Goblin Piker (red) dies."""
    for victim, dies in (("Grizzly Bears", 0), ("Goblin Piker", 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Island")
        s.add_card(Zone.HAND, "A", "Hydroblast")
        s.add_card(Zone.BATTLEFIELD, "B", victim)
        s.set_mode_choice("A", 2)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hydroblast", targets=[victim])
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_graveyard_count("B", victim, dies)
        s.assert_permanent_count("B", victim, 1 - dies)


def _ghastly_demise(real_db: CardDatabase, graveyard: int) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Ghastly Demise")
    for _ in range(graveyard):
        s.add_card(Zone.GRAVEYARD, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "B", "Centaur Courser")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ghastly Demise", targets=["Centaur Courser"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_608_2h_ghastly_demise_compares_toughness_with_cards_in_graveyard(
        real_db: CardDatabase) -> None:
    """Ghastly Demise: "Destroy target nonblack creature if its toughness is less than or
    equal to the number of cards in your graveyard." Centaur Courser (3/3) against three
    cards in A's graveyard: 3 <= 3, destroyed (the count is made as the spell resolves,
    608.2h: Ghastly Demise itself is still on the stack)."""
    s = _ghastly_demise(real_db, 3)
    s.assert_graveyard_count("B", "Centaur Courser", 1)


def test_608_2h_ghastly_demise_spares_a_tougher_creature(real_db: CardDatabase) -> None:
    """With two cards in A's graveyard the Courser's toughness 3 is more than 2: it stays."""
    s = _ghastly_demise(real_db, 2)
    s.assert_permanent_count("B", "Centaur Courser", 1)


def test_608_2h_rending_vines_reads_the_hand_as_it_resolves(real_db: CardDatabase) -> None:
    """Rending Vines: "Destroy target artifact or enchantment if its mana value is less than
    or equal to the number of cards in your hand. Draw a card." With two cards in hand (the
    Vines itself is on the stack), Ornithopter (mana value 0) is destroyed and Juggernaut
    (mana value 4) isn't; A draws a card either way."""
    for victim, dies in (("Ornithopter", 1), ("Juggernaut", 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
        s.add_card(Zone.HAND, "A", "Rending Vines")
        s.add_card(Zone.HAND, "A", "Grizzly Bears", 2)
        s.add_card(Zone.BATTLEFIELD, "B", victim)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rending Vines", targets=[victim])
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_graveyard_count("B", victim, dies)
        s.assert_hand_count("A", 3)


def test_target_stat_at_most_reads_back_its_words() -> None:
    """The comparison reads to `target_stat_at_most` with the amount, and back."""
    from mtg_engine.cards.oracle.conditions_target import at_most_wordings

    text = "its toughness is less than or equal to the number of cards in your graveyard"
    c = object_condition(text)
    assert c == {"kind": "target_stat_at_most", "name": "its toughness",
                 "amount": {"count": {"controller": "you"}, "zone": "graveyard"}}
    assert at_most_wordings(c)[0] == text


def test_a_condition_with_an_amount_survives_its_dsl_round_trip(real_db: CardDatabase) -> None:
    """Ghastly Demise's condition written back to the DSL (a saved game's effects are) reads
    as the same Condition, its amount included."""
    from mtg_engine.cards.dsl_abilities import _Ctx, parse_condition

    card = real_db.get("Ghastly Demise")
    assert card.spell is not None
    c = card.spell.effects[0].condition
    assert c is not None and c.kind == "target_stat_at_most" and c.amount is not None
    assert parse_condition(_Ctx("test"), "if", c.to_dict()) == c


def test_603_4_domestication_is_sacrificed_when_the_creature_has_power_4(
        real_db: CardDatabase) -> None:
    """Domestication: "You control enchanted creature. At the beginning of your end step, if
    enchanted creature's power is 4 or greater, sacrifice ~." On B's Craw Wurm (power 6) A
    controls the Wurm until A's end step, then sacrifices Domestication and the Wurm is B's
    again (613.1b: the control effect ends). On Grizzly Bears (power 2) nothing happens."""
    for creature, gone in (("Craw Wurm", 1), ("Grizzly Bears", 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "B", creature)
        s.add_card(Zone.BATTLEFIELD, "A", "Domestication", attached_to=creature)
        s.check(1, Step.PRECOMBAT_MAIN,
                lambda sc, c=creature: sc.assert_permanent_count("A", c, 1))
        s.stop_at(1, Step.CLEANUP)
        s.execute()
        s.assert_graveyard_count("A", "Domestication", gone)
        s.assert_permanent_count("B" if gone else "A", creature, 1)


def test_603_4_historians_wisdom_draws_for_the_greatest_power(real_db: CardDatabase) -> None:
    """Historian's Wisdom: "When ~ enters the battlefield, if enchanted permanent is a
    creature with the greatest power among creatures on the battlefield, draw a card." and
    "As long as enchanted permanent is a creature, it gets +2/+1." On Grizzly Bears (4/3 with
    it) against B's Hill Giant (3/3) A draws (hand 0 -> 1); against Craw Wurm (6/4) not."""
    for rival, drawn in (("Hill Giant", 1), ("Craw Wurm", 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "B", rival)
        s.add_card(Zone.HAND, "A", "Historian's Wisdom")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Historian's Wisdom", targets=["Grizzly Bears"])
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_power_toughness("A", "Grizzly Bears", 4, 3)
        s.assert_hand_count("A", drawn)
