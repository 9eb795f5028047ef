"""Static abilities read from Oracle text in session 12 (cards/oracle/): each played with a
real card (skipped without the shared MTGJSON file), with the rule it follows."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled


def _threshold(s: Scenario, player: str, cards: int) -> None:
    """`cards` cards in `player`'s graveyard (Wastes: no abilities of their own)."""
    if cards:
        s.add_card(Zone.GRAVEYARD, player, "Wastes", cards)


def test_613_1e_f_possessed_aven_with_threshold_is_black_and_has_the_ability(
        real_db: CardDatabase) -> None:
    """Possessed Aven with seven cards in A's graveyard: 4/4, black, and "{2}{B}, {T}:
    Destroy target blue creature." (613.1e, 613.1f, 613.4c): it destroys B's Wind Drake."""
    assert_compiled(real_db, "Possessed Aven")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Possessed Aven")
    _threshold(s, "A", 7)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Wind Drake")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{B}, {T}:", targets=["Wind Drake"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Possessed Aven", 4, 4)
    s.assert_color("Possessed Aven", ["Black"])
    s.assert_graveyard_count("B", "Wind Drake", 1)


def test_611_3a_possessed_aven_without_threshold_is_blue_3_3(real_db: CardDatabase) -> None:
    """Six cards only: the condition fails (611.3a), Possessed Aven is a blue 3/3 with no
    such ability."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Possessed Aven")
    _threshold(s, "A", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Possessed Aven", 3, 3)
    s.assert_color("Possessed Aven", ["Blue"])
    s.assert_playable("A", "{2}{B}, {T}:", False)


def test_613_1e_repentant_vampire_is_white_only(real_db: CardDatabase) -> None:
    """Repentant Vampire with threshold is white (its black replaced, 613.1e) and destroys a
    black creature with "{T}: Destroy target black creature."; still 3/3."""
    assert_compiled(real_db, "Repentant Vampire")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Repentant Vampire")
    _threshold(s, "A", 7)
    s.add_card(Zone.BATTLEFIELD, "B", "Vampire Bats")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Destroy", targets=["Vampire Bats"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_color("Repentant Vampire", ["White"])
    s.assert_power_toughness("A", "Repentant Vampire", 3, 3)
    s.assert_graveyard_count("B", "Vampire Bats", 1)


def test_613_1f_wayward_angel_threshold_trample_and_upkeep_sacrifice(
        real_db: CardDatabase) -> None:
    """Wayward Angel with threshold: 7/7, black, trample, and in A's upkeep on turn 1 it makes
    A sacrifice a creature: A chooses Grizzly Bears, the Angel stays."""
    assert_compiled(real_db, "Wayward Angel")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wayward Angel")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    _threshold(s, "A", 7)
    s.set_choice("A", "Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Wayward Angel", 7, 7)
    s.assert_abilities("A", "Wayward Angel", ["Trample", "Flying", "Vigilance"])
    s.assert_color("Wayward Angel", ["Black"])
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Wayward Angel", 1)


def test_603_6a_pardic_arsonist_enters_with_threshold(real_db: CardDatabase) -> None:
    """Pardic Arsonist cast with seven cards in A's graveyard has the granted "When ~ enters
    the battlefield, it deals 3 damage to any target." as it enters (603.6a, 611.3a): B to
    17. With six cards it has no such ability: B stays at 20."""
    assert_compiled(real_db, "Pardic Arsonist")
    for cards, life in ((7, 17), (6, 20)):
        s = Scenario(cards=real_db)
        _threshold(s, "A", cards)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
        s.add_card(Zone.HAND, "A", "Pardic Arsonist")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pardic Arsonist")
        if cards == 7:
            s.add_target("A", "B")
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_life("B", life)


def test_613_7a_rune_of_might_on_an_equipment_grants_its_static_ability(
        real_db: CardDatabase) -> None:
    """Rune of Might cast on Bonesplitter (equipping Grizzly Bears): the Equipment has
    "Equipped creature gets +1/+1 and has trample." (613.1f, 613.7a): the Bears are 5/3 with
    trample; Wastes drawn from the Rune's trigger: A's hand 1."""
    assert_compiled(real_db, "Rune of Might")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Bonesplitter", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Rune of Might")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rune of Might", targets=["Bonesplitter"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_attached("Rune of Might", "Bonesplitter")
    s.assert_power_toughness("A", "Grizzly Bears", 5, 3)
    s.assert_abilities("A", "Grizzly Bears", ["Trample"])
    s.assert_hand_count("A", 1)


def test_611_3a_rune_of_might_on_a_creature_is_the_creature_bonus_only(
        real_db: CardDatabase) -> None:
    """Rune of Might on Grizzly Bears itself: +1/+1 and trample from the creature half (3/3);
    the Equipment half does nothing (the Bears aren't an Equipment)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Rune of Might")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rune of Might", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_abilities("A", "Grizzly Bears", ["Trample"])


def test_613_7a_rune_of_flight_equipment_moves_with_its_grant(real_db: CardDatabase) -> None:
    """Rune of Flight on Bonesplitter; the Bonesplitter is then moved to Hill Giant with
    Equip {1}: the Giant flies (the Equipment's granted ability follows it), the Bears don't."""
    assert_compiled(real_db, "Rune of Flight")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Bonesplitter", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Rune of Flight")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rune of Flight", targets=["Bonesplitter"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_abilities(
        "A", "Grizzly Bears", ["Flying"]))
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Equip {1}", targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_abilities("A", "Hill Giant", ["Flying"])
    s.assert_abilities("A", "Grizzly Bears", ["Flying"], present=False)
    s.assert_power_toughness("A", "Hill Giant", 5, 3)



def _armor(db: CardDatabase, step: Step) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Armor of Thorns")
    s.cast_spell(1, step, "A", "Armor of Thorns", targets=["Grizzly Bears"])
    return s


def test_601_3b_armor_of_thorns_cast_in_combat_is_sacrificed_at_cleanup(
        real_db: CardDatabase) -> None:
    """Armor of Thorns cast in A's beginning of combat step (as though it had flash, 601.3b;
    a sorcery couldn't have been cast then, 307.1): the Bears are 4/4 in combat; at the
    beginning of the cleanup step its delayed trigger (603.7, 514.3a) sacrifices it: in A's
    graveyard by turn 2, the Bears 2/2. A saved copy mid-turn plays the same."""
    from mtg_engine.game import Game

    assert_compiled(real_db, "Armor of Thorns")
    s = _armor(real_db, Step.BEGIN_COMBAT)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    g = s.game
    assert len(g.state.delayed) == 1
    for other in (g.copy(), Game.from_json(g.to_json(), real_db)):
        assert other.to_json() == g.to_json()
    s = _armor(real_db, Step.BEGIN_COMBAT)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("A", "Armor of Thorns", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_307_1_armor_of_thorns_cast_in_a_main_phase_stays(real_db: CardDatabase) -> None:
    """Cast in A's main phase with an empty stack (a sorcery could have been cast, 307.1):
    no delayed trigger; Armor of Thorns stays, the Bears 4/4 on turn 2."""
    s = _armor(real_db, Step.PRECOMBAT_MAIN)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    assert s.game.state.delayed == ()
    s.assert_attached("Armor of Thorns", "Grizzly Bears")
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)


def test_601_3b_spider_climb_cast_in_the_opponents_turn(real_db: CardDatabase) -> None:
    """Spider Climb (an Aura, "as though it had flash") cast by A in B's upkeep on turn 2 on
    A's Grizzly Bears: 2/5 until B's cleanup step, then sacrificed: 2/2 on turn 3."""
    assert_compiled(real_db, "Spider Climb")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Spider Climb")
    s.cast_spell(2, Step.UPKEEP, "A", "Spider Climb", targets=["Grizzly Bears"])
    s.check(2, Step.END_TURN, lambda sc: sc.assert_power_toughness(
        "A", "Grizzly Bears", 2, 5))
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("A", "Spider Climb", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def _ward_of_lights(db: CardDatabase, color: str, step: Step = Step.PRECOMBAT_MAIN
                    ) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Ward of Lights")
    s.set_choice("A", color)
    s.cast_spell(1, step, "A", "Ward of Lights", targets=["Grizzly Bears"])
    return s


def test_702_16e_ward_of_lights_protection_from_the_chosen_color(
        real_db: CardDatabase) -> None:
    """Ward of Lights on Grizzly Bears, red chosen as it entered (614.12a): the Bears have
    protection from red; on turn 2 they block B's Hill Giant (red) and its 3 damage is
    prevented (702.16e): the Bears live, the Giant has 2 damage marked."""
    assert_compiled(real_db, "Ward of Lights")
    s = _ward_of_lights(real_db, "Red")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Hill Giant")
    s.block(2, "A", "Grizzly Bears", "Hill Giant")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_abilities("A", "Grizzly Bears", ["Protection from red"])
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_damage("Grizzly Bears", 0)
    s.assert_damage("Hill Giant", 2)


def test_702_16c_ward_of_lights_white_chosen_doesnt_remove_itself(
        real_db: CardDatabase) -> None:
    """White chosen: the Bears have protection from white, yet the white Ward of Lights stays
    attached ("This effect doesn't remove ~.", 702.16c); not protection from red."""
    s = _ward_of_lights(real_db, "White")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_attached("Ward of Lights", "Grizzly Bears")
    s.assert_abilities("A", "Grizzly Bears", ["Protection from white"])
    s.assert_abilities("A", "Grizzly Bears", ["Protection from red"], present=False)


def test_702_16a_ward_sliver_gives_every_sliver_the_chosen_protection(
        real_db: CardDatabase) -> None:
    """Ward Sliver put onto the battlefield choosing green: A's Muscle Sliver and the Ward
    Sliver itself have protection from green (the Ward Sliver's choice, 614.12a)."""
    assert_compiled(real_db, "Ward Sliver")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Muscle Sliver")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.HAND, "A", "Ward Sliver")
    s.set_choice("A", "Green")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ward Sliver")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_abilities("A", "Muscle Sliver", ["Protection from green"])
    s.assert_abilities("A", "Ward Sliver", ["Protection from green"])


def _telepathy(db: CardDatabase, card: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", card)
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Giant Growth")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    return s


def test_701_16a_telepathy_shows_the_opponents_hand_not_its_controllers(
        real_db: CardDatabase) -> None:
    """A's Telepathy ("Your opponents play with their hands revealed."): A's view of the game
    names B's two cards in hand (400.2: the hand stays a hidden zone, its cards revealed);
    B's view still hides A's Shock."""
    from mtg_engine.observe import observe

    assert_compiled(real_db, "Telepathy")
    s = _telepathy(real_db, "Telepathy")
    a_view, b_view = observe(s.game, 0), observe(s.game, 1)
    names = {o["id"]: o["card"] for o in a_view["objects"]}
    assert sorted(names[c] for c in a_view["players"][1]["hand"]) == [
        "Giant Growth", "Grizzly Bears"]
    assert b_view["players"][0]["hand"] == [0]


def test_701_16a_wandering_eye_reveals_every_hand(real_db: CardDatabase) -> None:
    """Wandering Eye ("Players play with their hands revealed."): each player sees the
    other's hand, a spectator too; without it (Storm Crow, a blue flier) B's hand is hidden."""
    from mtg_engine.observe import observe

    assert_compiled(real_db, "Wandering Eye")
    s = _telepathy(real_db, "Wandering Eye")
    assert 0 not in observe(s.game, 0)["players"][1]["hand"]
    assert 0 not in observe(s.game, 1)["players"][0]["hand"]
    assert 0 not in observe(s.game, None)["players"][1]["hand"]
    s = _telepathy(real_db, "Storm Crow")
    assert observe(s.game, 0)["players"][1]["hand"] == [0, 0]


def test_903_3a_freyalise_can_be_your_commander(real_db: CardDatabase) -> None:
    """"Freyalise, Llanowar's Fury can be your commander." changes deck construction only
    (903.3a, 113.6n): the card compiles, and a commander deck led by it with 99 Forests is
    legal; one led by Garruk Wildspeaker (no such ability) is not."""
    from mtg_engine.formats.decklist import parse_deck_text
    from mtg_engine.formats.rules import check_deck

    assert_compiled(real_db, "Freyalise, Llanowar's Fury")

    def problems(commander: str) -> list[str]:
        deck = parse_deck_text(f"Commander\n1 {commander}\nDeck\n99 Forest\n", "deck.txt")
        return [str(p) for p in check_deck(deck, real_db, "commander")]

    assert problems("Freyalise, Llanowar's Fury") == []
    assert problems("Garruk Wildspeaker") == [
        "line 2: Garruk Wildspeaker can't be a commander: not a legendary creature (903.3)"]


def test_205_4a_leyline_of_singularity_makes_the_legend_rule_apply(
        real_db: CardDatabase) -> None:
    """Leyline of Singularity ("All nonland permanents are legendary.", a supertype added in
    layer 4, 613.1d): A's two Grizzly Bears share a name, so A keeps one (704.5j); B's Forest
    (a land) and B's own Bears stay."""
    from mtg_engine.core.types import Supertype
    from mtg_engine.rules.layers import characteristics

    assert_compiled(real_db, "Leyline of Singularity")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Leyline of Singularity")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    st = s.game.state
    forest = next(o for o in st.battlefield if st.objects[o].name == "Forest")
    assert Supertype.LEGENDARY not in characteristics(st, forest).supertypes


def test_205_4a_glittering_frost_makes_the_land_snow(real_db: CardDatabase) -> None:
    """Glittering Frost on A's Forest: the Forest is snow (205.4a) while enchanted; A's other
    Forest is not."""
    from mtg_engine.core.types import Supertype
    from mtg_engine.rules.layers import characteristics

    assert_compiled(real_db, "Glittering Frost")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Glittering Frost", attached_to="Forest")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    st = s.game.state
    snowy = [Supertype.SNOW in characteristics(st, o).supertypes for o in st.battlefield
             if st.objects[o].name == "Forest"]
    assert sorted(snowy) == [False, True]


def test_613_1f_gravity_sphere_all_creatures_lose_flying(real_db: CardDatabase) -> None:
    """Gravity Sphere: B's Serra Angel loses flying (613.1f) and keeps vigilance; so A's
    Grizzly Bears can block it: the Angel (4/4) kills the Bears, B stays at 20."""
    assert_compiled(real_db, "Gravity Sphere")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gravity Sphere")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.attack(2, "B", "Serra Angel")
    s.block(2, "A", "Grizzly Bears", "Serra Angel")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_abilities("B", "Serra Angel", ["Flying"], present=False)
    s.assert_abilities("B", "Serra Angel", ["Vigilance"])
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_life("A", 20)


def test_613_1f_dress_down_creatures_lose_all_abilities(real_db: CardDatabase) -> None:
    """Dress Down: Serra Angel loses flying and vigilance (613.1f); Dress Down itself (not a
    creature) keeps its own abilities: its end step trigger sacrifices it on turn 1."""
    assert_compiled(real_db, "Dress Down")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dress Down")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_abilities(
        "B", "Serra Angel", ["Flying", "Vigilance"], present=False))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("A", "Dress Down", 1)
    s.assert_abilities("B", "Serra Angel", ["Flying", "Vigilance"])


def test_614_10_stasis_players_skip_their_untap_steps(real_db: CardDatabase) -> None:
    """Stasis: A pays {U} with its Island in the upkeep of turn 1 to keep it; B's tapped
    Grizzly Bears don't untap on turn 2 (614.10: the untap step is skipped), nor does A's
    Island on turn 3, so A can't pay again and sacrifices Stasis: Bears and Island tapped."""
    assert_compiled(real_db, "Stasis")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Stasis")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", tapped=True)
    s.set_choice("A", "yes")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_tapped("Grizzly Bears", True))
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_tapped("Grizzly Bears", True)
    s.assert_tapped("Island", True)
    s.assert_graveyard_count("A", "Stasis", 1)


def test_614_10_eon_hub_players_skip_their_upkeep_steps(real_db: CardDatabase) -> None:
    """Eon Hub: A's Phyrexian Arena ("At the beginning of your upkeep, you draw a card and you
    lose 1 life.") never triggers: on turn 3 A is still at 20 life (the upkeep skipped,
    614.10), with one card drawn in the draw step."""
    assert_compiled(real_db, "Eon Hub")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Eon Hub")
    s.add_card(Zone.BATTLEFIELD, "A", "Phyrexian Arena")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_hand_count("A", 1)


def _holy_day(db: CardDatabase, leyline: bool, attacker: str) -> Scenario:
    s = Scenario(cards=db)
    if leyline:
        s.add_card(Zone.BATTLEFIELD, "B", "Leyline of Punishment")
    s.add_card(Zone.BATTLEFIELD, "A", attacker)
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.add_card(Zone.HAND, "B", "Holy Day")
    s.attack(1, "A", attacker)
    s.cast_spell(1, Step.DECLARE_ATTACKERS, "B", "Holy Day")
    s.stop_at(1, Step.END_COMBAT)
    return s


def test_615_12_leyline_of_punishment_damage_cant_be_prevented(real_db: CardDatabase) -> None:
    """B casts Holy Day ("Prevent all combat damage that would be dealt this turn.") against
    A's attacking Grizzly Bears; with B's own Leyline of Punishment on the battlefield the
    damage can't be prevented (615.12): B at 18. Without it: B at 20."""
    assert_compiled(real_db, "Leyline of Punishment")
    for leyline, life in ((True, 18), (False, 20)):
        s = _holy_day(real_db, leyline, "Grizzly Bears")
        s.execute()
        s.assert_life("B", life)


def test_615_12_questing_beast_combat_damage_cant_be_prevented(real_db: CardDatabase) -> None:
    """Questing Beast ("Combat damage that would be dealt by creatures you control can't be
    prevented.") attacks; B's Holy Day prevents nothing: B takes 4 (B at 16)."""
    assert_compiled(real_db, "Questing Beast")
    s = _holy_day(real_db, False, "Questing Beast")
    s.execute()
    s.assert_life("B", 16)


def test_201_2_rock_lobster_stops_creatures_named_scissors_lizard(
        real_db: CardDatabase) -> None:
    """A's Rock Lobster ("Creatures named Scissors Lizard can't attack or block."): B's
    Scissors Lizard can't attack (508.1c) on turn 2, B's Paper Tiger can: A at 16."""
    from mtg_engine.testing import ScenarioError

    assert_compiled(real_db, "Rock Lobster", "Scissors Lizard", "Paper Tiger")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rock Lobster")
    s.add_card(Zone.BATTLEFIELD, "B", "Paper Tiger")
    s.attack(2, "B", "Paper Tiger")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 16)
    s2 = Scenario(cards=real_db)
    s2.add_card(Zone.BATTLEFIELD, "A", "Rock Lobster")
    s2.add_card(Zone.BATTLEFIELD, "B", "Scissors Lizard")
    s2.attack(2, "B", "Scissors Lizard")
    s2.stop_at(2, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match="Scissors Lizard"):
        s2.execute()
    s2.assert_life("A", 20)


def test_113_6b_anger_in_the_graveyard_gives_haste(real_db: CardDatabase) -> None:
    """Anger in A's graveyard with a Mountain on A's battlefield: A's Grizzly Bears cast this
    turn have haste (113.6b: the ability works from the graveyard) and attack: B at 18."""
    assert_compiled(real_db, "Anger")
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Anger")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_abilities("A", "Grizzly Bears", ["Haste"])
    s.assert_life("B", 18)


def test_113_6b_anger_works_only_from_the_graveyard(real_db: CardDatabase) -> None:
    """Anger on the battlefield (not in the graveyard) gives no haste, nor does Anger in the
    graveyard without a Mountain; B's Anger in B's graveyard gives A's creatures nothing."""
    for zone, owner, mountain in ((Zone.BATTLEFIELD, "A", True), (Zone.GRAVEYARD, "A", False),
                                  (Zone.GRAVEYARD, "B", True)):
        s = Scenario(cards=real_db)
        s.add_card(zone, owner, "Anger")
        if mountain:
            s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.stop_at(1, Step.PRECOMBAT_MAIN)
        s.execute()
        s.assert_abilities("A", "Grizzly Bears", ["Haste"], present=False)


def test_113_6b_wonder_put_into_the_graveyard_during_the_game(real_db: CardDatabase) -> None:
    """A casts Mind Rot on itself and discards Wonder: from then on A's Grizzly Bears fly
    (113.6b; a card moving from a hand to a graveyard changes what the layers see), A
    controlling an Island; the saved game loads the same."""
    from mtg_engine.game import Game
    from mtg_engine.rules.layers import characteristics

    assert_compiled(real_db, "Wonder")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Wonder")
    s.add_card(Zone.HAND, "A", "Mind Rot")
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_abilities(
        "A", "Grizzly Bears", ["Flying"], present=False))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mind Rot", targets=["A"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Wonder", 1)
    s.assert_abilities("A", "Grizzly Bears", ["Flying"])
    loaded = Game.from_json(s.game.to_json(), real_db)
    bears = next(o for o in loaded.state.battlefield
                 if loaded.state.objects[o].name == "Grizzly Bears")
    assert "flying" in characteristics(loaded.state, bears).keywords


def _shock_with_bearer(db: CardDatabase, bearer_owner: str, target: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, bearer_owner, "Standard Bearer")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=[target])
    s.stop_at(1, Step.END_TURN)
    return s


def test_601_2c_standard_bearer_must_be_targeted_if_able(real_db: CardDatabase) -> None:
    """B's Standard Bearer: A's Shock must target a Flagbearer (601.2c): aimed at B, the cast
    is illegal (B stays at 20, Shock stays in hand); aimed at the Standard Bearer, it dies."""
    from mtg_engine.testing import ScenarioError

    assert_compiled(real_db, "Standard Bearer")
    s = _shock_with_bearer(real_db, "B", "B")
    with pytest.raises(ScenarioError, match="Shock"):
        s.execute()
    s.assert_life("B", 20)
    s.assert_hand_count("A", 1, "Shock")
    s = _shock_with_bearer(real_db, "B", "Standard Bearer")
    s.execute()
    s.assert_graveyard_count("B", "Standard Bearer", 1)


def test_601_2c_your_own_standard_bearer_binds_only_your_opponents(
        real_db: CardDatabase) -> None:
    """A's own Standard Bearer asks nothing of A: A's Shock at B resolves, B at 18."""
    s = _shock_with_bearer(real_db, "A", "B")
    s.execute()
    s.assert_life("B", 18)


@pytest.mark.parametrize(("orb", "plains"), [(True, 0), (False, 1)])
def test_101_2_mindlock_orb_players_cant_search_libraries(
        real_db: CardDatabase, orb: bool, plains: int) -> None:
    """B's Mindlock Orb: A's Rampant Growth finds nothing (101.2 over 701.19): the Plains in
    A's library stays there and A controls no Plains; without the Orb it is put onto the
    battlefield."""
    assert_compiled(real_db, "Mindlock Orb")
    s = Scenario(cards=real_db)
    if orb:
        s.add_card(Zone.BATTLEFIELD, "B", "Mindlock Orb")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.add_card(Zone.LIBRARY, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Rampant Growth")
    s.set_choice("A", "Plains")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rampant Growth")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Plains", plains)
    s.assert_library_count("A", 1 - plains, "Plains")


def test_101_2_stabilizer_players_cant_cycle(real_db: CardDatabase) -> None:
    """B's Stabilizer: A can't activate Cycling {2} of Miscalculation (101.2 over 702.29a);
    without Stabilizer A can (in a check at A's main phase)."""
    assert_compiled(real_db, "Stabilizer")
    for stabilizer in (True, False):
        s = Scenario(cards=real_db)
        if stabilizer:
            s.add_card(Zone.BATTLEFIELD, "B", "Stabilizer")
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
        s.add_card(Zone.HAND, "A", "Miscalculation")
        s.stop_at(1, Step.PRECOMBAT_MAIN)
        s.execute()
        s.assert_playable("A", "Cycling {2}", not stabilizer)


def test_205_4a_on_serras_wings_legendary_list(real_db: CardDatabase) -> None:
    """On Serra's Wings on Grizzly Bears: legendary (205.4a), 3/3, flying, vigilance and
    lifelink; it attacks on turn 1 (not summoning sick): B at 17, A at 23."""
    from mtg_engine.core.types import Supertype
    from mtg_engine.rules.layers import characteristics

    assert_compiled(real_db, "On Serra's Wings")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "On Serra's Wings", attached_to="Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_abilities("A", "Grizzly Bears", ["Flying", "Vigilance", "Lifelink"])
    s.assert_tapped("Grizzly Bears", False)
    s.assert_life("B", 17)
    s.assert_life("A", 23)
    st = s.game.state
    bears = next(o for o in st.battlefield if st.objects[o].name == "Grizzly Bears")
    assert Supertype.LEGENDARY in characteristics(st, bears).supertypes


def test_601_3b_ward_of_lights_cast_in_combat_chooses_then_goes_at_cleanup(
        real_db: CardDatabase) -> None:
    """Ward of Lights cast in A's beginning of combat step: it enters attached to the Bears
    once red is chosen (614.12a, 303.4f), the Bears have protection from red until the
    cleanup step, when the Ward is sacrificed (601.3b)."""
    s = _ward_of_lights(real_db, "Red", Step.BEGIN_COMBAT)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_attached("Ward of Lights", "Grizzly Bears")
    s.assert_abilities("A", "Grizzly Bears", ["Protection from red"])
    s = _ward_of_lights(real_db, "Red", Step.BEGIN_COMBAT)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("A", "Ward of Lights", 1)



@pytest.mark.parametrize(("mountains", "dies"), [(1, False), (3, True)])
def test_601_2f_jubilant_skybonder_grants_a_targeting_tax(
        real_db: CardDatabase, mountains: int, dies: bool) -> None:
    """B's Jubilant Skybonder (2/2 flier) has, as a creature B controls with flying, "Spells
    your opponents cast that target this creature cost {2} more to cast." (613.1f, 601.2f):
    A's Shock at it costs {2}{R}: not castable with one Mountain, castable with three (it
    dies)."""
    assert_compiled(real_db, "Jubilant Skybonder")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Jubilant Skybonder")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", mountains)
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Jubilant Skybonder"])
    s.stop_at(1, Step.END_TURN)
    if dies:
        s.execute()
    else:
        from mtg_engine.testing import ScenarioError

        with pytest.raises(ScenarioError, match="Shock"):
            s.execute()
    s.assert_graveyard_count("B", "Jubilant Skybonder", 1 if dies else 0)
