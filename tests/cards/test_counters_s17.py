"""Counters and tokens (session 17, issue 11), played with real cards from the shared MTGJSON
file (skipped when it is absent): counters put on players go through replacement effects and
who puts counters is known (122.1, 122.6, 614.16: rules/player_counters.py); a counter moved
between two targets of a permanent's ability (122.5, 115.3); a token's quoted ability said in a
sentence of its own after a template sentence (111.1). Exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def _boon(db: CardDatabase, caster: str, bears: str, *permanents: tuple[str, str]) -> Scenario:
    """`caster` casts Dragonscale Boon ("Put two +1/+1 counters on target creature and untap
    it.") on `bears`'s Grizzly Bears in their first main phase, with `permanents` ((player,
    name)) on the battlefield; played to the end of that turn."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, caster, "Forest", 4)
    for player, name in permanents:
        s.add_card(Zone.BATTLEFIELD, player, name)
    s.add_card(Zone.BATTLEFIELD, bears, "Grizzly Bears")
    s.add_card(Zone.HAND, caster, "Dragonscale Boon")
    turn = 1 if caster == "A" else 2
    s.cast_spell(turn, Step.PRECOMBAT_MAIN, caster, "Dragonscale Boon", targets=["Grizzly Bears"])
    s.stop_at(turn, Step.END_TURN)
    s.execute()
    return s


# ------------------------------------------------ 122.6, 614.16: who puts counters (Vorinclex)


def test_122_6_vorinclex_doubles_counters_you_put_on_your_creature(real_db: CardDatabase) -> None:
    """Vorinclex, Monstrous Raider: "If you would put one or more counters on a permanent or
    player, put twice that many ... instead." Dragonscale Boon ("Put two +1/+1 counters on
    target creature and untap it.") on A's Grizzly Bears: four counters, 6/6."""
    _compiled(real_db, "Vorinclex, Monstrous Raider", "Dragonscale Boon")
    s = _boon(real_db, "A", "A", ("A", "Vorinclex, Monstrous Raider"))
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 4)
    s.assert_power_toughness("A", "Grizzly Bears", 6, 6)


def test_122_6_vorinclex_doubles_counters_you_put_on_their_creature(real_db: CardDatabase) -> None:
    """The same on B's Grizzly Bears: A puts them, so four (the permanent's controller doesn't
    matter, 122.6)."""
    s = _boon(real_db, "A", "B", ("A", "Vorinclex, Monstrous Raider"))
    s.assert_counter_count("B", "Grizzly Bears", "+1/+1", 4)


def test_122_1_vorinclex_doubles_poison_counters_you_give(real_db: CardDatabase) -> None:
    """Ichor Rats ("When ~ enters the battlefield, each player gets a poison counter.") cast by
    A with A's Vorinclex: A puts the counters on both players (122.6), so each gets two."""
    _compiled(real_db, "Ichor Rats")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Vorinclex, Monstrous Raider")
    s.add_card(Zone.HAND, "A", "Ichor Rats")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ichor Rats")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_player_counters("A", "poison", 2)
    s.assert_player_counters("B", "poison", 2)


def test_122_6_vorinclex_halves_counters_an_opponent_puts(real_db: CardDatabase) -> None:
    """B casts Dragonscale Boon on B's own Grizzly Bears while A controls Vorinclex: "they put
    half that many ..., rounded down": one counter (3/3)."""
    s = _boon(real_db, "B", "B", ("A", "Vorinclex, Monstrous Raider"))
    s.assert_counter_count("B", "Grizzly Bears", "+1/+1", 1)
    s.assert_power_toughness("B", "Grizzly Bears", 3, 3)


def test_122_6_vorinclex_halves_an_opponents_boon_on_your_creature(real_db: CardDatabase) -> None:
    """B's Dragonscale Boon on A's Grizzly Bears (A controls Vorinclex): B puts them: one."""
    s = _boon(real_db, "B", "A", ("A", "Vorinclex, Monstrous Raider"))
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)


def test_122_1_vorinclex_halves_one_poison_counter_to_none(real_db: CardDatabase) -> None:
    """A casts Ichor Rats while B controls Vorinclex: half of one, rounded down: no player gets
    a poison counter."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Vorinclex, Monstrous Raider")
    s.add_card(Zone.HAND, "A", "Ichor Rats")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ichor Rats")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_player_counters("A", "poison", 0)
    s.assert_player_counters("B", "poison", 0)


def test_606_4_vorinclex_doubles_a_loyalty_cost(real_db: CardDatabase) -> None:
    """A loyalty ability's +1 is a cost A pays by putting a counter (606.4, 118.3): "If you would
    put ..." applies to it (122.6), so Ajani Goldmane (4) has six loyalty counters after its +1
    ("You gain 2 life": A at 22)."""
    _compiled(real_db, "Ajani Goldmane")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vorinclex, Monstrous Raider")
    s.add_card(Zone.BATTLEFIELD, "A", "Ajani Goldmane")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Ajani Goldmane", "loyalty", 6)
    s.assert_life("A", 22)


def test_614_16_doubling_season_does_not_double_a_loyalty_cost(real_db: CardDatabase) -> None:
    """Doubling Season says "If an effect would put ...": a cost isn't an effect (118.3), so
    Ajani Goldmane's +1 leaves it at five."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Doubling Season")
    s.add_card(Zone.BATTLEFIELD, "A", "Ajani Goldmane")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Ajani Goldmane", "loyalty", 5)


# ------------------------------------- 614.16, 122.1: counters on players (Winding Constrictor)


def test_614_16_winding_constrictor_one_more_poison_counter(real_db: CardDatabase) -> None:
    """Winding Constrictor: "If you would get one or more counters, you get that many plus one
    ... instead." A's Ichor Rats: A gets two poison counters, B one (B isn't "you")."""
    _compiled(real_db, "Winding Constrictor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Winding Constrictor")
    s.add_card(Zone.HAND, "A", "Ichor Rats")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ichor Rats")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_player_counters("A", "poison", 2)
    s.assert_player_counters("B", "poison", 1)


def test_614_16_winding_constrictor_one_more_counter_on_your_creature(
        real_db: CardDatabase) -> None:
    """"If one or more counters would be put on an artifact or creature you control, that many
    plus one ... instead.": Dragonscale Boon on A's Grizzly Bears: three counters (5/5); on B's
    creature it doesn't apply."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 8)
    s.add_card(Zone.BATTLEFIELD, "A", "Winding Constrictor")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.HAND, "A", "Dragonscale Boon", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dragonscale Boon", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Dragonscale Boon", targets=["Craw Wurm"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 3)
    s.assert_power_toughness("A", "Grizzly Bears", 5, 5)
    s.assert_counter_count("B", "Craw Wurm", "+1/+1", 2)


def test_120_3b_infect_damage_poison_goes_through_replacements(real_db: CardDatabase) -> None:
    """Infect damage to a player gives poison counters (120.3b) that its source's controller
    puts (122.6): A's Vorinclex doubles the two poison counters from A's Ichor Rats' (2/1)
    combat damage: B has four, and loses no life."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vorinclex, Monstrous Raider")
    s.add_card(Zone.BATTLEFIELD, "A", "Ichor Rats")
    s.attack(1, "A", "Ichor Rats")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_player_counters("B", "poison", 4)
    s.assert_life("B", 20)


# ----------------------------------------------------- 122.5, 115.3: a counter moved on


def test_122_5_nesting_grounds_moves_a_counter_between_two_targets(real_db: CardDatabase) -> None:
    """Nesting Grounds: "{1}, {T}: Move a counter from target permanent you control onto another
    target permanent. Activate only as a sorcery." A +1/+1 counter moves from A's Grizzly Bears
    to B's Craw Wurm: Bears 2/2, Wurm 7/5."""
    _compiled(real_db, "Nesting Grounds")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nesting Grounds")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, {T}",
                       targets=["Grizzly Bears", "Craw Wurm"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_counter_count("B", "Craw Wurm", "+1/+1", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_power_toughness("B", "Craw Wurm", 7, 5)


# ------------------------------------------------- 111.1: a token's quoted ability, said after


def test_111_1_growth_spasm_land_and_a_spawn_that_sacrifices_for_mana(
        real_db: CardDatabase) -> None:
    """Growth Spasm: "Search your library for a basic land card, put it onto the battlefield
    tapped, then shuffle. Create a 0/1 colorless Eldrazi Spawn creature token. It has
    "Sacrifice this creature: Add {C}."" A finds a Forest (tapped) and gets a Spawn whose
    ability is its own."""
    _compiled(real_db, "Growth Spasm", "Abstruse Interference")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Growth Spasm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Growth Spasm")
    s.set_choice("A", "Forest")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Forest", 4)
    s.assert_permanent_count("A", "Eldrazi Spawn Token", 1)
    s.assert_power_toughness("A", "Eldrazi Spawn Token", 0, 1)
    s.assert_library_count("A", 0, name="Forest")


# ----------------------------------------- 101.2, 122.1: counters that can't be put (Solemnity)


def test_101_2_melira_keepers_gets_no_counters(real_db: CardDatabase) -> None:
    """Melira's Keepers (4/4): "~ can't have counters put on it." Dragonscale Boon on it puts
    none: still 4/4."""
    _compiled(real_db, "Melira's Keepers", "Tatterkite", "Melira, Sylvok Outcast",
              "Blightbeetle", "Solemnity")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Melira's Keepers")
    s.add_card(Zone.HAND, "A", "Dragonscale Boon")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dragonscale Boon", targets=["Melira's Keepers"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Melira's Keepers", "+1/+1", 0)
    s.assert_power_toughness("A", "Melira's Keepers", 4, 4)


def test_122_5_no_counter_moves_onto_a_permanent_that_cant_have_it(
        real_db: CardDatabase) -> None:
    """Nesting Grounds moving a +1/+1 counter from Grizzly Bears onto Melira's Keepers: the
    counter can't be put there, so none is removed either (122.5): Bears keep both (4/4)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nesting Grounds")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "B", "Melira's Keepers")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, {T}",
                       targets=["Grizzly Bears", "Melira's Keepers"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 2)
    s.assert_counter_count("B", "Melira's Keepers", "+1/+1", 0)


def test_101_2_melira_no_poison_and_no_minus_counters_for_you(real_db: CardDatabase) -> None:
    """Melira, Sylvok Outcast (A): "You can't get poison counters." B's Ichor Rats ("each
    player gets a poison counter"): A none, B one. "Creatures you control can't have -1/-1
    counters put on them.": B's Grim Affliction ("Put a -1/-1 counter on target creature, then
    proliferate.") on A's Grizzly Bears: none (2/2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Melira, Sylvok Outcast")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 6)
    s.add_card(Zone.HAND, "B", "Ichor Rats")
    s.add_card(Zone.HAND, "B", "Grim Affliction")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Ichor Rats")
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Grim Affliction", targets=["Grizzly Bears"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_player_counters("A", "poison", 0)
    s.assert_player_counters("B", "poison", 1)
    s.assert_counter_count("A", "Grizzly Bears", "-1/-1", 0)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_101_2_blightbeetle_stops_plus_counters_on_their_creatures(
        real_db: CardDatabase) -> None:
    """Blightbeetle (A): "Creatures your opponents control can't have +1/+1 counters put on
    them." B's Dragonscale Boon on B's Grizzly Bears: none (2/2)."""
    s = _boon(real_db, "B", "B", ("A", "Blightbeetle"))
    s.assert_counter_count("B", "Grizzly Bears", "+1/+1", 0)
    s.assert_power_toughness("B", "Grizzly Bears", 2, 2)


def test_101_2_blightbeetle_spares_its_controllers_creatures(real_db: CardDatabase) -> None:
    """The same Boon cast by A on A's own Grizzly Bears: two counters (4/4)."""
    s = _boon(real_db, "A", "A", ("A", "Blightbeetle"))
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 2)


def test_101_2_solemnity_spares_planeswalkers_and_stops_player_counters(real_db: CardDatabase) -> None:
    """Solemnity: "Counters can't be put on artifacts, creatures, enchantments, or lands." does
    not name planeswalkers, so Jace Beleren enters with three loyalty counters; "Players can't
    get counters.": B's Ichor Rats gives no one a poison counter."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Solemnity")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Jace Beleren")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Ichor Rats")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Jace Beleren")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Ichor Rats")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Jace Beleren", "loyalty", 3)
    s.assert_player_counters("A", "poison", 0)
    s.assert_player_counters("B", "poison", 0)


def test_101_2_solemnity_stops_counters_on_creatures(real_db: CardDatabase) -> None:
    """Solemnity and Dragonscale Boon on Grizzly Bears: no counters (2/2)."""
    s = _boon(real_db, "A", "A", ("A", "Solemnity"))
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 0)



# --------------------------------------------- 701.19, 305.6: a land card with a basic land type


def test_305_6_perilous_forays_finds_a_land_with_a_basic_land_type(
        real_db: CardDatabase) -> None:
    """Perilous Forays: "{1}, Sacrifice a creature: Search your library for a land card with a
    basic land type, put it onto the battlefield tapped, then shuffle." A sacrifices Grizzly
    Bears; the library holds Wastes (no basic land type: the scenario's twenty, and one more)
    and a Forest: the Forest is found (tapped), no Wastes can be."""
    _compiled(real_db, "Perilous Forays")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Perilous Forays")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Wastes")
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, Sacrifice a creature")
    s.set_choice("A", "Forest")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Forest", 1)
    s.assert_tapped("Forest")
    s.assert_library_count("A", 21, name="Wastes")
    s.assert_library_count("A", 0, name="Forest")


def test_305_6_perilous_forays_finds_no_wastes(real_db: CardDatabase) -> None:
    """With only Wastes in the library (no basic land type), nothing is found: no Wastes
    enters, all twenty-one stay in the library."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Perilous Forays")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Wastes")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, Sacrifice a creature")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Wastes", 0)
    s.assert_library_count("A", 21, name="Wastes")


# ------------------------------------------ 701.19, 208.1: "with power or toughness N or greater"


def test_208_1_rootless_yew_finds_a_creature_by_toughness(real_db: CardDatabase) -> None:
    """Rootless Yew: "When ~ dies, search your library for a creature card with power or
    toughness 6 or greater, reveal it, put it into your hand, then shuffle." Murdered by B, A
    finds Indomitable Ancients (2/10: its toughness qualifies)."""
    _compiled(real_db, "Rootless Yew")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rootless Yew")
    s.add_card(Zone.LIBRARY, "A", "Indomitable Ancients")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["Rootless Yew"])
    s.set_choice("A", "Indomitable Ancients")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Rootless Yew", 1)
    s.assert_hand_count("A", 1, name="Indomitable Ancients")
    s.assert_library_count("A", 0, name="Indomitable Ancients")


def test_208_1_rootless_yew_finds_no_small_creature(real_db: CardDatabase) -> None:
    """With only Hill Giant (3/3) as a creature card in the library, nothing is found."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rootless Yew")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["Rootless Yew"])
    s.set_choice("A", "Hill Giant")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 0, name="Hill Giant")
    s.assert_library_count("A", 1, name="Hill Giant")


# --------------------------------------------------- 122.1, 122.1b: two kinds on one object


def test_122_1b_unexpected_fangs_two_kinds_of_counters(real_db: CardDatabase) -> None:
    """Unexpected Fangs: "Put a +1/+1 counter and a lifelink counter on target creature." on
    Grizzly Bears (3/3 with lifelink, 122.1b), which then attacks: B at 17, A at 23."""
    _compiled(real_db, "Unexpected Fangs")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Unexpected Fangs")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Unexpected Fangs", targets=["Grizzly Bears"])
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_counter_count("A", "Grizzly Bears", "lifelink", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_life("B", 17)
    s.assert_life("A", 23)


# ------------------------------------------------------- 608.2d: a tempting offer (111.2, 122.6)


def _offer(db: CardDatabase, spell: str, mana: int, answer: str, x: int | None = None) -> Scenario:
    """A casts `spell` with Grizzly Bears on A's side and Craw Wurm on B's; B answers the
    offer `answer` ("yes" / "no")."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", mana // 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", mana - mana // 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.HAND, "A", spell)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell, x=x)
    s.set_choice("B", answer)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_608_2d_tempt_with_glory_accepted(real_db: CardDatabase) -> None:
    """Tempt with Glory: "Put a +1/+1 counter on each creature you control. Each opponent may
    put a +1/+1 counter on each creature they control. For each opponent who does, put a +1/+1
    counter on each creature you control." B accepts: Craw Wurm gets one, Grizzly Bears two."""
    _compiled(real_db, "Tempt with Glory", "Tempt with Vengeance", "Tempting Contract")
    s = _offer(real_db, "Tempt with Glory", 6, "yes")
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 2)
    s.assert_counter_count("B", "Craw Wurm", "+1/+1", 1)


def test_608_2d_tempt_with_glory_declined(real_db: CardDatabase) -> None:
    """B declines: Grizzly Bears has the one counter of the first sentence, Craw Wurm none."""
    s = _offer(real_db, "Tempt with Glory", 6, "no")
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_counter_count("B", "Craw Wurm", "+1/+1", 0)


def test_608_2d_tempt_with_vengeance_tokens_for_both(real_db: CardDatabase) -> None:
    """Tempt with Vengeance, X=2: A creates two 1/1 red Elementals with haste, B accepts and
    creates two of its own (111.2: theirs), then A two more: four for A, two for B."""
    s = _offer(real_db, "Tempt with Vengeance", 3, "yes", x=2)
    s.assert_permanent_count("A", "Elemental Token", 4)
    s.assert_permanent_count("B", "Elemental Token", 2)


def test_608_2d_tempting_contract_in_your_upkeep(real_db: CardDatabase) -> None:
    """Tempting Contract: "At the beginning of your upkeep, each opponent may create a Treasure
    token. For each opponent who does, you create a Treasure token." In A's upkeep B accepts:
    one Treasure each; when B declines in A's next upkeep, no more."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tempting Contract")
    s.set_choice("B", "yes")
    s.set_choice("B", "no")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Treasure Token", 1)
    s.assert_permanent_count("B", "Treasure Token", 1)


# ------------------------------------ 701.19, 701.3a: an Equipment found, attached as it resolves


def test_701_3a_stonehewer_giant_attaches_the_equipment_found(real_db: CardDatabase) -> None:
    """Stonehewer Giant (4/4): "{1}{W}, {T}: Search your library for an Equipment card, put it
    onto the battlefield, attach it to a creature you control, then shuffle." A finds
    Bonesplitter (+2/+0) and attaches it to Grizzly Bears, chosen as it resolves: 4/2."""
    _compiled(real_db, "Stonehewer Giant", "Quest for the Holy Relic")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Stonehewer Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.LIBRARY, "A", "Bonesplitter")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{W}, {T}")
    s.set_choice("A", "Bonesplitter")
    s.set_choice("A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_attached("Bonesplitter", "Grizzly Bears")
    s.assert_power_toughness("A", "Grizzly Bears", 4, 2)
    s.assert_power_toughness("A", "Stonehewer Giant", 4, 4)
    s.assert_library_count("A", 0, name="Bonesplitter")


def test_701_3a_stonehewer_giant_alone_gets_the_equipment(real_db: CardDatabase) -> None:
    """With Stonehewer Giant its controller's only creature, the Equipment is attached to it
    (6/4)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Stonehewer Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.LIBRARY, "A", "Bonesplitter")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{W}, {T}")
    s.set_choice("A", "Bonesplitter")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_attached("Bonesplitter", "Stonehewer Giant")
    s.assert_power_toughness("A", "Stonehewer Giant", 6, 4)


def test_701_8a_gamble_finds_then_discards_at_random(real_db: CardDatabase) -> None:
    """Gamble: "Search your library for a card, put that card into your hand, discard a card
    at random, then shuffle." With an empty hand, the card found (Lightning Bolt) is the one
    discarded: A's hand empty, Bolt in the graveyard with Gamble."""
    _compiled(real_db, "Gamble")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.LIBRARY, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Gamble")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gamble")
    s.set_choice("A", "Lightning Bolt")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 0)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_graveyard_count("A", "Gamble", 1)
    s.assert_library_count("A", 0, name="Lightning Bolt")


def test_701_8a_gamble_discards_one_card_of_two(real_db: CardDatabase) -> None:
    """With Grizzly Bears already in hand, one of the two cards is discarded at random: one
    card left in hand, one in the graveyard (besides Gamble)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.LIBRARY, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Gamble")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gamble")
    s.set_choice("A", "Lightning Bolt")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_graveyard_count("A", None, 2)


def test_701_8a_wild_research_finds_an_instant_then_discards_at_random(
        real_db: CardDatabase) -> None:
    """Wild Research: "{1}{U}: Search your library for an instant card and reveal that card.
    Put it into your hand, then discard a card at random. Then shuffle." With an empty hand,
    the Lightning Bolt found is discarded; Grizzly Bears (no instant) stays in the library."""
    _compiled(real_db, "Wild Research")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wild Research")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.LIBRARY, "A", "Lightning Bolt")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{U}")
    s.set_choice("A", "Lightning Bolt")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 0)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_library_count("A", 1, name="Grizzly Bears")
