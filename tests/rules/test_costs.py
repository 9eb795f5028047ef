"""Casting costs (601.2b, 601.2f-h, 118): kicker and multikicker (702.33), buyback (702.27),
additional costs (118.8), alternative costs (118.9: evoke 702.74), cost increases and
reductions (601.2f), affinity (702.41), delve (702.66), convoke (702.51), improvise (702.126);
conditions "if it was kicked" (702.33d), intervening "if" (603.4), "as long as" (611.3a)."""

from __future__ import annotations

import pytest

from mtg_engine.actions import CastSpell, action_from_json
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _cast(card: str, lands: dict[str, int], *choices: str, targets: tuple[str, ...] = (),
          extra: dict[str, int] | None = None, stop: tuple[int, Step] = (1, Step.END_TURN)
          ) -> Scenario:
    s = Scenario()
    for land, n in lands.items():
        s.add_card(Zone.BATTLEFIELD, "A", land, n)
    for name, n in (extra or {}).items():
        s.add_card(Zone.BATTLEFIELD, "A", name, n)
    s.add_card(Zone.HAND, "A", card)
    for c in choices:
        s.set_choice("A", c)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", card, targets=targets)
    s.stop_at(*stop)
    return s


def _untapped(s: Scenario, name: str) -> int:
    st = s.state
    return sum(1 for o in st.battlefield if st.objects[o].card.name == name
               and not st.objects[o].tapped)


def test_702_33c_apex_hawks_kicked_twice() -> None:
    """702.33c: multikicker's count is one number; Apex Hawks enters with a +1/+1 counter for
    each time it was kicked (614.1c): {2}{W} + 2 x {1}{W} = seven mana."""
    s = _cast("Apex Hawks", {"Plains": 8}, "2")
    s.execute()
    s.assert_counter_count("A", "Apex Hawks", "+1/+1", 2)
    s = _cast("Apex Hawks", {"Plains": 8}, "X=2")
    s.execute()
    s.assert_counter_count("A", "Apex Hawks", "+1/+1", 2)
    s.assert_power_toughness("A", "Apex Hawks", 4, 4)
    assert _untapped(s, "Plains") == 1


def test_702_33c_multikicker_defaults_to_no_kick() -> None:
    """An optional cost nothing answered is not paid (the spec's default "no")."""
    s = _cast("Apex Hawks", {"Plains": 8})
    s.execute()
    s.assert_counter_count("A", "Apex Hawks", "+1/+1", 0)
    assert _untapped(s, "Plains") == 5


def _battlemage(*choices: str) -> Scenario:
    s = _cast("Sunscape Battlemage", {"Plains": 3, "Forest": 2, "Island": 3}, *choices)
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_target("A", "Serra Angel")
    return s


def test_702_33a_sunscape_battlemage_kicker_costs_chosen_separately() -> None:
    """702.33a: each kicker cost is its own choice; each enters trigger has an intervening
    "if" (603.4) on its own kicker (702.33d)."""
    s = _battlemage("yes", "no")  # {1}{G} only: destroy a creature with flying
    s.execute()
    s.assert_graveyard_count("B", "Serra Angel", 1)
    s.assert_hand_count("A", 0)
    s = _battlemage("no", "yes")  # {2}{U} only: draw two
    s.execute()
    s.assert_permanent_count("B", "Serra Angel", 1)
    s.assert_hand_count("A", 2)
    s = _battlemage("yes", "yes")
    s.execute()
    s.assert_graveyard_count("B", "Serra Angel", 1)
    s.assert_hand_count("A", 2)
    assert _untapped(s, "Island") + _untapped(s, "Forest") + _untapped(s, "Plains") == 0
    s = _battlemage()
    s.execute()
    s.assert_permanent_count("B", "Serra Angel", 1)
    s.assert_hand_count("A", 0)


def test_702_33d_if_it_was_kicked_instead() -> None:
    """Burst Lightning deals 2, or 4 if kicked; Into the Roil draws a card only if kicked."""
    s = _cast("Burst Lightning", {"Mountain": 5}, "yes", targets=("B",))
    s.execute()
    s.assert_life("B", 16)
    s = _cast("Burst Lightning", {"Mountain": 5}, targets=("B",))
    s.execute()
    s.assert_life("B", 18)
    s = _cast("Into the Roil", {"Island": 4}, "yes", targets=("Grizzly Bears",))
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.execute()
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_hand_count("A", 1)


def test_603_4_goblin_bushwhacker_only_when_kicked() -> None:
    s = _cast("Goblin Bushwhacker", {"Mountain": 2}, "yes", stop=(1, Step.BEGIN_COMBAT))
    s.execute()
    s.assert_power_toughness("A", "Goblin Bushwhacker", 2, 1)
    s.assert_abilities("A", "Goblin Bushwhacker", ["Haste"])
    s = _cast("Goblin Bushwhacker", {"Mountain": 2}, stop=(1, Step.BEGIN_COMBAT))
    s.execute()
    s.assert_power_toughness("A", "Goblin Bushwhacker", 1, 1)


def test_601_2f_thalia_makes_noncreature_spells_cost_more() -> None:
    """Thalia: "Noncreature spells cost {1} more to cast", for every player: Lightning Bolt
    costs {1}{R}; a creature spell costs its mana cost."""
    s = _cast("Lightning Bolt", {"Mountain": 1}, targets=("B",))
    s.add_card(Zone.BATTLEFIELD, "B", "Thalia, Guardian of Thraben")
    with pytest.raises(ScenarioError, match="not enough mana"):
        s.execute()
    s = _cast("Lightning Bolt", {"Mountain": 2}, targets=("B",))
    s.add_card(Zone.BATTLEFIELD, "B", "Thalia, Guardian of Thraben")
    s.execute()
    s.assert_life("B", 17)
    assert _untapped(s, "Mountain") == 0
    s = _cast("Grizzly Bears", {"Forest": 2}, extra={"Thalia, Guardian of Thraben": 1})
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_601_2f_goblin_electromancer_makes_spells_cost_less() -> None:
    """Goblin Electromancer: "Instant and sorcery spells you cast cost {1} less": Lightning
    Strike ({1}{R}) for {R}; a reduction doesn't reduce coloured mana (601.2f): Lightning Bolt
    still needs {R}; the opponent's spells are not reduced; with Thalia both apply."""
    s = _cast("Lightning Strike", {"Mountain": 1}, targets=("B",),
              extra={"Goblin Electromancer": 1})
    s.execute()
    s.assert_life("B", 17)
    s = _cast("Lightning Bolt", {"Island": 1}, targets=("B",), extra={"Goblin Electromancer": 1})
    with pytest.raises(ScenarioError, match="not enough mana"):
        s.execute()
    s = _cast("Lightning Strike", {"Mountain": 1}, targets=("A",))
    s.add_card(Zone.BATTLEFIELD, "B", "Goblin Electromancer")
    with pytest.raises(ScenarioError, match="not enough mana"):
        s.execute()
    s = _cast("Lightning Strike", {"Mountain": 2}, targets=("B",),
              extra={"Goblin Electromancer": 1, "Thalia, Guardian of Thraben": 1})
    s.execute()
    assert _untapped(s, "Mountain") == 0


def test_702_66a_gurmag_angler_delved() -> None:
    """702.66a: each card exiled from the graveyard pays for {1}: Gurmag Angler ({6}{B}) with
    one Swamp and six cards exiled."""
    s = _cast("Gurmag Angler", {"Swamp": 1})
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears", 7)
    s.execute()
    s.assert_permanent_count("A", "Gurmag Angler", 1)
    s.assert_exile_count("Grizzly Bears", 6)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s = _cast("Treasure Cruise", {"Island": 5})  # three delved, four mana paid
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears", 3)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 3)
    s.assert_hand_count("A", 3)
    assert _untapped(s, "Island") == 0


def test_702_51a_convoke_and_702_126a_improvise() -> None:
    """Convoke: creatures tapped pay {1} or a mana of their colour; improvise: artifacts
    tapped pay {1}."""
    s = _cast("Stoke the Flames", {"Mountain": 2}, targets=("B",), extra={"Grizzly Bears": 2})
    s.execute()
    s.assert_life("B", 16)
    s.assert_tapped("Grizzly Bears")
    s = _cast("Reverse Engineer", {"Island": 2}, extra={"Memnite": 3})
    s.execute()
    s.assert_hand_count("A", 3)
    s.assert_tapped("Memnite")


def test_702_41a_affinity_for_artifacts() -> None:
    s = _cast("Frogmite", {}, extra={"Memnite": 4})
    s.execute()
    s.assert_permanent_count("A", "Frogmite", 1)
    s = _cast("Thoughtcast", {"Island": 2}, extra={"Memnite": 3})
    s.execute()
    s.assert_hand_count("A", 2)


def test_118_8_additional_costs() -> None:
    """"As an additional cost to cast this spell, sacrifice a creature / discard a card":
    the sacrificed creature is chosen by set_choice; Fling uses its power (608.2h)."""
    s = _cast("Bone Splinters", {"Swamp": 1}, "Memnite", targets=("Serra Angel",),
              extra={"Grizzly Bears": 1, "Memnite": 1})
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.execute()
    s.assert_graveyard_count("A", "Memnite", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Serra Angel", 1)
    s = _cast("Fling", {"Mountain": 2}, "Serra Angel", targets=("B",),
              extra={"Serra Angel": 1, "Memnite": 1})
    s.execute()
    s.assert_life("B", 16)
    s = _cast("Tormenting Voice", {"Mountain": 2})
    s.add_card(Zone.HAND, "A", "Memnite")
    s.execute()
    s.assert_graveyard_count("A", "Memnite", 1)
    s.assert_hand_count("A", 2)
    s = _cast("Village Rites", {"Swamp": 1})  # no creature to sacrifice: can't be cast
    with pytest.raises(ScenarioError, match="additional cost"):
        s.execute()


def test_702_27a_buyback_returns_the_spell_to_hand() -> None:
    s = _cast("Whispers of the Muse", {"Island": 6}, "yes")
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Whispers of the Muse")
    s = _cast("Whispers of the Muse", {"Island": 6})
    s.execute()
    s.assert_graveyard_count("A", "Whispers of the Muse", 1)


def test_702_74a_evoke() -> None:
    """Mulldrifter evoked for {2}{U}: it enters, is sacrificed, and its controller draws two."""
    s = _cast("Mulldrifter", {"Island": 3}, "yes")
    s.execute()
    s.assert_graveyard_count("A", "Mulldrifter", 1)
    s.assert_hand_count("A", 2)
    s = _cast("Mulldrifter", {"Island": 5})
    s.execute()
    s.assert_permanent_count("A", "Mulldrifter", 1)


def test_611_3a_as_long_as() -> None:
    """Ghitu Lavarunner gets +1/+0 and haste as long as two or more instant and/or sorcery
    cards are in its controller's graveyard."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Ghitu Lavarunner")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_power_toughness("A", "Ghitu Lavarunner", 1, 2))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Ghitu Lavarunner", 2, 2)
    s.assert_abilities("A", "Ghitu Lavarunner", ["Haste"])


def test_614_1c_lands_enter_tapped() -> None:
    """Kabira Crossroads and Grasslands enter tapped (614.1c); Kabira's trigger gains 2."""
    s = Scenario()
    s.add_card(Zone.HAND, "A", "Kabira Crossroads")
    s.add_card(Zone.HAND, "B", "Grasslands")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Kabira Crossroads")
    s.play_land(2, Step.PRECOMBAT_MAIN, "B", "Grasslands")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_tapped("Kabira Crossroads")
    s.assert_tapped("Grasslands")
    s.assert_life("A", 22)


def test_601_2b_kicker_choices_in_legal_actions_and_json() -> None:
    """legal_actions() offers each payable kicker choice; the chosen costs round-trip through
    JSON and are kept on the spell and the permanent."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.HAND, "A", "Apex Hawks")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    game = s.game
    game.resume()
    casts = [a for a in game.legal_actions() if isinstance(a, CastSpell)]
    assert sorted(a.kicked for a in casts) == [(), (1,)]
    kicked = next(a for a in casts if a.kicked)
    assert action_from_json(kicked.to_json()) == kicked
    game.apply(kicked)
    spell = game.state.objects[game.state.stack[-1]]
    assert ("kicks", "1") in spell.chosen
    assert ("kicks", "1") in game.copy().state.objects[spell.id].chosen


def test_107_4h_snow_mana() -> None:
    """107.4h: {S} is paid only with mana from a snow source: Rimebound Dead regenerates with
    a Snow-Covered Swamp's mana, not with a Swamp's."""
    for land, regenerated in (("Snow-Covered Swamp", True), ("Swamp", False)):
        s = Scenario()
        s.add_card(Zone.BATTLEFIELD, "A", "Rimebound Dead")
        s.add_card(Zone.BATTLEFIELD, "A", land)
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
        s.add_card(Zone.HAND, "B", "Shock")
        s.activate_ability(2, Step.UPKEEP, "A", "{S}")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Rimebound Dead"])
        s.stop_at(2, Step.END_TURN)
        if regenerated:
            s.execute()
            s.assert_permanent_count("A", "Rimebound Dead", 1)
        else:
            with pytest.raises(ScenarioError, match="not enough mana"):
                s.execute()


def test_snow_permanents_counted() -> None:
    """Skred counts snow permanents; Frost Bite deals 3 with three or more, else 2."""
    s = _cast("Skred", {"Snow-Covered Mountain": 3}, targets=("Serra Angel",))
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.execute()
    s.assert_damage("Serra Angel", 3)
    for n, dealt in ((3, 3), (2, 2)):
        s = _cast("Frost Bite", {"Snow-Covered Mountain": n}, targets=("Serra Angel",))
        s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
        s.execute()
        s.assert_damage("Serra Angel", dealt)


def test_702_137a_spectacle_and_702_117a_surge() -> None:
    """Spectacle only after an opponent lost life this turn; surge only after its caster cast
    another spell this turn; Reckless Bushwhacker's trigger checks that its surge cost was
    paid (603.4)."""
    s = _cast("Skewer the Critics", {"Mountain": 1}, "yes", targets=("B",))
    with pytest.raises(ScenarioError, match="spectacle"):
        s.execute()
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Skewer the Critics")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Skewer the Critics", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 14)
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Reckless Bushwhacker")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Reckless Bushwhacker")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 3, 2)
    s.assert_power_toughness("A", "Reckless Bushwhacker", 2, 1)


def test_702_85a_cascade() -> None:
    """Bloodbraid Elf cascades: Mountain (a land) and then Lightning Bolt are exiled; Bolt
    (mana value 1 < 4) is cast without paying its mana cost; the Mountain goes to the bottom."""
    s = _cast("Bloodbraid Elf", {"Mountain": 2, "Forest": 2})
    s.add_card(Zone.LIBRARY, "A", "Lightning Bolt")
    s.add_card(Zone.LIBRARY, "A", "Mountain")
    s.add_target("A", "B")
    s.execute()
    s.assert_life("B", 17)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_permanent_count("A", "Bloodbraid Elf", 1)
    lib = s.state.players[0].library
    assert s.state.objects[lib[0]].card.name == "Mountain" and len(lib) == 21


def test_613_1f_cost_increase_of_a_permanent_that_lost_its_abilities() -> None:
    """613.1f, 601.2f: a cost-changing static ability works only while its permanent has it:
    under Humility ("All creatures lose all abilities ...") Thalia's "Noncreature spells cost
    {1} more" is gone, so Lightning Bolt costs {R} again; Goblin Electromancer's reduction is
    gone too (Lightning Strike needs {1}{R})."""
    s = _cast("Lightning Bolt", {"Mountain": 1}, targets=("B",))
    s.add_card(Zone.BATTLEFIELD, "B", "Thalia, Guardian of Thraben")
    s.add_card(Zone.BATTLEFIELD, "B", "Humility")
    s.execute()
    s.assert_life("B", 17)
    s = _cast("Lightning Strike", {"Mountain": 1}, targets=("B",),
              extra={"Goblin Electromancer": 1, "Humility": 1})
    with pytest.raises(ScenarioError, match="not enough mana"):
        s.execute()
