"""The Ikoria mutate creatures (702.140), session 22: each cast for its mutate cost onto a
creature its caster owns (702.140a), merged on top or under (702.140c, 723.2) and its
"Whenever this creature mutates" ability (702.140d) carried out, with exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone
from tests.cards.conftest import assert_compiled

M1, M2 = Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN


def _mutate(real_db: CardDatabase, card: str, lands: dict[str, int], *, under: bool = False,
            target: str = "Grizzly Bears", trigger_targets: tuple[str, ...] = ()) -> Scenario:
    """A casts `card` using mutate onto `target` (a Grizzly Bears of A's by default), on top
    (or under); the trigger's targets queued."""
    assert_compiled(real_db, card)
    s = Scenario(cards=real_db)
    for land, n in lands.items():
        s.add_card(Zone.BATTLEFIELD, "A", land, n)
    if target == "Grizzly Bears":
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", card)
    s.cast_spell(1, M1, "A", f"{card} using mutate", targets=[target])
    s.set_choice("A", "yes" if under else "no")
    for t in trigger_targets:
        s.add_target("A", t)
    return s


def test_boneyard_lurker_returns_a_permanent_card(real_db: CardDatabase) -> None:
    """"return target permanent card from your graveyard to your hand": Llanowar Elves back
    to A's hand; Boneyard Lurker on top, 4/4."""
    s = _mutate(real_db, "Boneyard Lurker", {"Swamp": 4}, trigger_targets=("Llanowar Elves",))
    s.add_card(Zone.GRAVEYARD, "A", "Llanowar Elves")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Llanowar Elves")
    s.assert_power_toughness("A", "Boneyard Lurker", 4, 4)


def test_cavern_whisperer_each_opponent_discards(real_db: CardDatabase) -> None:
    """"each opponent discards a card": B's one card goes to B's graveyard; under Grizzly
    Bears, the Bears keep 2/2 and gain menace."""
    s = _mutate(real_db, "Cavern Whisperer", {"Swamp": 4}, under=True)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("B", 0)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_abilities("A", "Grizzly Bears", ["Menace"])


def test_chittering_harvester_each_opponent_sacrifices(real_db: CardDatabase) -> None:
    """"each opponent sacrifices a creature": B's Hill Giant goes; A's creature stays."""
    s = _mutate(real_db, "Chittering Harvester", {"Swamp": 5})
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Chittering Harvester", 1)
    s.assert_power_toughness("A", "Chittering Harvester", 4, 6)


def test_cloudpiercer_may_discard_to_draw(real_db: CardDatabase) -> None:
    """"you may discard a card. If you do, draw a card.": A discards Mountain and draws:
    one card in hand, Mountain in the graveyard; 5/4 reach."""
    s = _mutate(real_db, "Cloudpiercer", {"Mountain": 4})
    s.add_card(Zone.HAND, "A", "Mountain")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Mountain", 1)
    s.assert_hand_count("A", 1)
    s.assert_library_count("A", 19)
    s.assert_power_toughness("A", "Cloudpiercer", 5, 4)
    s.assert_abilities("A", "Cloudpiercer", ["Reach"])


def test_cubwarden_creates_two_cats(real_db: CardDatabase) -> None:
    """"create two 1/1 white Cat creature tokens with lifelink"."""
    s = _mutate(real_db, "Cubwarden", {"Plains": 4})
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Cat Token", 2)
    s.assert_power_toughness("A", "Cat Token", 1, 1)
    s.assert_abilities("A", "Cat Token", ["Lifelink"])
    s.assert_power_toughness("A", "Cubwarden", 3, 5)


def test_dirge_bat_destroys_an_opponents_creature(real_db: CardDatabase) -> None:
    """"destroy target creature or planeswalker an opponent controls"; Dirge Bat has flash:
    cast for its mutate cost in B's turn (702.140a follows the spell's timing)."""
    assert_compiled(real_db, "Dirge Bat")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Dirge Bat")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(2, M1, "A", "Dirge Bat using mutate", targets=["Grizzly Bears"])
    s.add_target("A", "Hill Giant")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_power_toughness("A", "Dirge Bat", 3, 3)
    s.assert_abilities("A", "Dirge Bat", ["Flying", "Flash"])


def test_dreamtail_heron_draws(real_db: CardDatabase) -> None:
    """"draw a card": one card in hand; Dreamtail Heron 3/4 flier."""
    s = _mutate(real_db, "Dreamtail Heron", {"Island": 4})
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_power_toughness("A", "Dreamtail Heron", 3, 4)


def test_gemrazer_destroys_an_opponents_artifact(real_db: CardDatabase) -> None:
    """"destroy target artifact or enchantment an opponent controls": B's Sol Ring."""
    s = _mutate(real_db, "Gemrazer", {"Forest": 3}, trigger_targets=("Sol Ring",))
    s.add_card(Zone.BATTLEFIELD, "B", "Sol Ring")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Sol Ring", 1)
    s.assert_power_toughness("A", "Gemrazer", 4, 4)
    s.assert_abilities("A", "Gemrazer", ["Reach", "Trample"])


def test_glowstone_recluse_two_counters(real_db: CardDatabase) -> None:
    """"put two +1/+1 counters on it": under Grizzly Bears, a 4/4 Grizzly Bears."""
    s = _mutate(real_db, "Glowstone Recluse", {"Forest": 4}, under=True)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 2)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)


def test_huntmaster_liger_pumps_the_others_by_times_mutated(real_db: CardDatabase) -> None:
    """"other creatures you control get +X/+X until end of turn, where X is the number of
    times this creature has mutated": X = 1: A's other creature Llanowar Elves 2/2, the
    Liger itself 3/4; back to 1/1 the next turn."""
    s = _mutate(real_db, "Huntmaster Liger", {"Plains": 3})
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: (sc.assert_power_toughness("A", "Llanowar Elves", 2, 2),
                        sc.assert_power_toughness("A", "Huntmaster Liger", 3, 4)))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Llanowar Elves", 1, 1)


def test_insatiable_hemophage_drains_x(real_db: CardDatabase) -> None:
    """"each opponent loses X life and you gain X life, where X is the number of times this
    creature has mutated": X = 1."""
    s = _mutate(real_db, "Insatiable Hemophage", {"Swamp": 3})
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 19)
    s.assert_life("A", 21)
    s.assert_abilities("A", "Insatiable Hemophage", ["Deathtouch"])


def test_lore_drakkis_returns_an_instant(real_db: CardDatabase) -> None:
    """"return target instant or sorcery card from your graveyard to your hand"."""
    s = _mutate(real_db, "Lore Drakkis", {"Island": 2}, trigger_targets=("Lightning Bolt",))
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Lightning Bolt")
    s.assert_power_toughness("A", "Lore Drakkis", 2, 3)


def test_majestic_auricorn_gains_four(real_db: CardDatabase) -> None:
    """"you gain 4 life"; 4/4 vigilance."""
    s = _mutate(real_db, "Majestic Auricorn", {"Plains": 4})
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 24)
    s.assert_abilities("A", "Majestic Auricorn", ["Vigilance"])


def test_migratory_greathorn_fetches_a_tapped_basic(real_db: CardDatabase) -> None:
    """"search your library for a basic land card, put it onto the battlefield tapped, then
    shuffle": a Forest enters tapped."""
    s = _mutate(real_db, "Migratory Greathorn", {"Forest": 3})
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.set_choice("A", "Forest")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Forest", 4)
    s.assert_library_count("A", 0, "Forest")
    s.assert_power_toughness("A", "Migratory Greathorn", 3, 4)


def test_necropanther_reanimates_a_small_creature(real_db: CardDatabase) -> None:
    """"return target creature card with mana value 3 or less from your graveyard to the
    battlefield": Hill Giant (mana value 4) can't be chosen, Llanowar Elves can."""
    s = _mutate(real_db, "Necropanther", {"Plains": 2, "Swamp": 2},
                trigger_targets=("Llanowar Elves",))
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "A", "Llanowar Elves")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Llanowar Elves", 1)
    s.assert_graveyard_count("A", "Hill Giant", 1)


def test_otrimi_returns_a_mutate_card_on_combat_damage(real_db: CardDatabase) -> None:
    """"Whenever this creature deals combat damage to a player, return target creature card
    with mutate from your graveyard to your hand": Vulpikeet (a card with mutate) can be the
    target, Hill Giant can't. The merged Otrimi (6/5 trample) attacks the turn it mutated
    (723.2b): B at 14."""
    s = _mutate(real_db, "Otrimi, the Ever-Playful", {"Swamp": 1, "Forest": 1, "Island": 2})
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "A", "Vulpikeet")
    s.attack(1, "A", "Otrimi, the Ever-Playful")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 14)
    s.assert_hand_count("A", 1, "Vulpikeet")
    s.assert_graveyard_count("A", "Hill Giant", 1)


def test_parcelbeast_ability_kept_under(real_db: CardDatabase) -> None:
    """702.140e: Parcelbeast under Grizzly Bears: the Bears (2/2) have "{1}, {T}: Look at the
    top card of your library. If it's a land card, you may put it onto the battlefield ...",
    and may use it at once (723.2b: not summoning sick): the Forest on top enters."""
    s = _mutate(real_db, "Parcelbeast", {"Forest": 2, "Island": 1}, under=True)
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.activate_ability(1, M2, "A", "{1}, {T}: Look at the top card", source="Grizzly Bears")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Forest", 3)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_tapped("Grizzly Bears")


def test_porcuparrot_deals_damage_equal_to_times_mutated(real_db: CardDatabase) -> None:
    """"{T}: This creature deals X damage to any target, where X is the number of times this
    creature has mutated": mutated once, 1 damage to B."""
    s = _mutate(real_db, "Porcuparrot", {"Mountain": 3})
    s.activate_ability(1, M2, "A", "{T}:", source="Porcuparrot", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 19)


def test_porcuparrot_cast_normally_has_not_mutated(real_db: CardDatabase) -> None:
    """The count must not apply to a Porcuparrot that never mutated: X = 0 (B at 20)."""
    assert_compiled(real_db, "Porcuparrot")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Porcuparrot")
    s.activate_ability(1, M1, "A", "{T}:", source="Porcuparrot", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)


def test_pouncing_shoreshark_may_bounce(real_db: CardDatabase) -> None:
    """"you may return target creature an opponent controls to its owner's hand"."""
    s = _mutate(real_db, "Pouncing Shoreshark", {"Island": 4},
                trigger_targets=("Hill Giant",))
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("B", 1, "Hill Giant")


def test_regal_leosaur_pumps_the_others(real_db: CardDatabase) -> None:
    """"other creatures you control get +2/+1 until end of turn": Llanowar Elves 3/2, the
    Leosaur itself 2/2, unpumped."""
    s = _mutate(real_db, "Regal Leosaur", {"Mountain": 3})
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Llanowar Elves", 3, 2)
    s.assert_power_toughness("A", "Regal Leosaur", 2, 2)


def test_sawtusk_demolisher_destroys_and_gives_a_beast(real_db: CardDatabase) -> None:
    """"destroy target noncreature permanent. Its controller creates a 3/3 green Beast
    creature token.": B's Sol Ring; B gets the Beast."""
    s = _mutate(real_db, "Sawtusk Demolisher", {"Forest": 4}, trigger_targets=("Sol Ring",))
    s.add_card(Zone.BATTLEFIELD, "B", "Sol Ring")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Sol Ring", 1)
    s.assert_permanent_count("B", "Beast Token", 1)
    s.assert_power_toughness("B", "Beast Token", 3, 3)
    s.assert_permanent_count("A", "Beast Token", 0)


def test_sea_dasher_octopus_flash_mutate_in_combat(real_db: CardDatabase) -> None:
    """Sea-Dasher Octopus (flash) mutated under the attacking, unblocked Grizzly Bears after
    blockers are declared: the Bears (still attacking, 723.2c) deal 2 combat damage and its
    "Whenever this creature deals combat damage to a player, draw a card" draws one."""
    assert_compiled(real_db, "Sea-Dasher Octopus")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Sea-Dasher Octopus")
    s.attack(1, "A", "Grizzly Bears")
    s.cast_spell(1, Step.DECLARE_BLOCKERS, "A", "Sea-Dasher Octopus using mutate",
                 targets=["Grizzly Bears"])
    s.set_choice("A", "yes")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_hand_count("A", 1)


def test_snapdax_deals_four_and_gains_four(real_db: CardDatabase) -> None:
    """"it deals 4 damage to target creature or planeswalker an opponent controls and you
    gain 4 life": Hill Giant dies, A at 24."""
    s = _mutate(real_db, "Snapdax, Apex of the Hunt", {"Plains": 4, "Swamp": 1},
                trigger_targets=("Hill Giant",))
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("A", 24)


def test_souvenir_snatcher_steals_a_noncreature_artifact(real_db: CardDatabase) -> None:
    """"gain control of target noncreature artifact": B's Sol Ring is A's (and stays so)."""
    s = _mutate(real_db, "Souvenir Snatcher", {"Island": 6}, trigger_targets=("Sol Ring",))
    s.add_card(Zone.BATTLEFIELD, "B", "Sol Ring")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Sol Ring", 1)
    s.assert_permanent_count("B", "Sol Ring", 0)


def test_trumpeting_gnarr_creates_a_beast(real_db: CardDatabase) -> None:
    """"create a 3/3 green Beast creature token"."""
    s = _mutate(real_db, "Trumpeting Gnarr", {"Forest": 5})
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Beast Token", 1)
    s.assert_power_toughness("A", "Beast Token", 3, 3)
    s.assert_power_toughness("A", "Trumpeting Gnarr", 3, 3)


def test_brokkos_cast_from_the_graveyard_using_mutate(real_db: CardDatabase) -> None:
    """"You may cast Brokkos from your graveyard using its mutate ability.": from A's
    graveyard onto Grizzly Bears, Brokkos on top: 6/6 trample."""
    assert_compiled(real_db, "Brokkos, Apex of Forever")
    s2 = Scenario(cards=real_db)
    s2.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s2.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s2.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s2.add_card(Zone.GRAVEYARD, "A", "Brokkos, Apex of Forever")
    s2.cast_spell(1, M1, "A", "Brokkos, Apex of Forever using mutate", targets=["Grizzly Bears"])
    s2.stop_at(1, Step.BEGIN_COMBAT)
    s2.execute()
    s2.assert_power_toughness("A", "Brokkos, Apex of Forever", 6, 6)
    s2.assert_abilities("A", "Brokkos, Apex of Forever", ["Trample"])
    s2.assert_graveyard_count("A", None, 0)


def test_brokkos_not_cast_from_the_graveyard_for_its_mana_cost(real_db: CardDatabase) -> None:
    """The permission is only for its mutate cost (702.140a): cast from the graveyard for
    its mana cost, the cast is refused."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 1)
    s.add_card(Zone.GRAVEYARD, "A", "Brokkos, Apex of Forever")
    s.cast_spell(1, M1, "A", "Brokkos, Apex of Forever")
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_graveyard_count("A", "Brokkos, Apex of Forever", 1)


def test_mysterious_egg_counter_when_something_mutates_onto_it(real_db: CardDatabase) -> None:
    """Mysterious Egg ("Whenever this creature mutates, put a +1/+1 counter on it."): Vulpikeet
    on top of it: both triggers: Vulpikeet 2/3 + 2 counters = 4/5."""
    assert_compiled(real_db, "Mysterious Egg")
    s = _mutate(real_db, "Vulpikeet", {"Plains": 3}, target="Mysterious Egg")
    s.add_card(Zone.BATTLEFIELD, "A", "Mysterious Egg")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Vulpikeet", 4, 5)


def test_vadrok_casts_a_small_noncreature_card_free(real_db: CardDatabase) -> None:
    """"you may cast target noncreature card with mana value 3 or less from your graveyard
    without paying its mana cost": Divination (mana value 3) cast for free: two cards drawn,
    Divination back in the graveyard; no mana spent but the mutate cost's four."""
    s = _mutate(real_db, "Vadrok, Apex of Thunder", {"Mountain": 2, "Plains": 2},
                trigger_targets=("Divination",))
    s.add_card(Zone.GRAVEYARD, "A", "Divination")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_graveyard_count("A", "Divination", 1)
    s.assert_power_toughness("A", "Vadrok, Apex of Thunder", 3, 3)


def test_vadrok_cant_target_a_creature_card(real_db: CardDatabase) -> None:
    """The filter must not let a creature card (Grizzly Bears' twin in the graveyard, mana
    value 2) be the target: the trigger has no legal target and does nothing (603.3d)."""
    s = _mutate(real_db, "Vadrok, Apex of Thunder", {"Mountain": 2, "Plains": 2})
    s.add_card(Zone.GRAVEYARD, "A", "Llanowar Elves")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Llanowar Elves", 1)
    s.assert_permanent_count("A", "Llanowar Elves", 0)


def test_zagoth_mamba_shrinks_when_something_mutates_onto_it(real_db: CardDatabase) -> None:
    """Zagoth Mamba ("Whenever this creature mutates, target creature an opponent controls
    gets -2/-2 until end of turn."): Vulpikeet put under it: B's Grizzly Bears dies; the Mamba
    (1/1 + Vulpikeet's counter) is 2/2 with flying."""
    assert_compiled(real_db, "Zagoth Mamba")
    s = _mutate(real_db, "Vulpikeet", {"Plains": 3}, target="Zagoth Mamba", under=True,
                trigger_targets=("Grizzly Bears",))
    s.add_card(Zone.BATTLEFIELD, "A", "Zagoth Mamba")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_power_toughness("A", "Zagoth Mamba", 2, 2)
    s.assert_abilities("A", "Zagoth Mamba", ["Flying"])
