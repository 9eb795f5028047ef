"""Refused XMage-tested cards of the exile family, made to play in session 22 (`xmagex`):
counters on cards in exile (122.1), cards exiled instead of dying or of being put into a
graveyard (614.1a, 700.4). Each is played the way its per-card test would, with exact figures
and the rule it cites."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.state.objects import Zone as ObjZone
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def _exiled_of(s: Scenario, owner: int, n: int) -> None:
    """Exactly `n` cards in exile are owned by player `owner` (0: A, 1: B)."""
    got = sum(1 for c in s.game.state.exile if s.game.state.objects[c].owner == owner)
    assert got == n, (owner, got)


def _exiled_counters(s: Scenario, name: str) -> dict[str, int]:
    """The counters on the one card named `name` in exile (122.1)."""
    got = [o for o in s.game.state.objects.values()
           if o.zone is ObjZone.EXILE and o.card.name == name]
    assert len(got) == 1, (name, len(got))
    return {k: n for k, n in got[0].counters.items() if n}


# ------------------------------------------------------------------ Ravenous Slime
# 614.1a, 700.4: "If a creature an opponent controls would die, instead exile it and put a
# number of +1/+1 counters equal to that creature's power on ~." (122.1)


def test_614_1a_ravenous_slime_eats_dying_creatures(real_db: CardDatabase) -> None:
    """A Bolts B's Runeclaw Bear (2/2): exiled, not in the graveyard, and the Slime (1/1) gets
    two +1/+1 counters (3/3). The Slime then attacks into Centaur Courser (3/3): both die; the
    Courser is exiled too, the Slime (A's own) goes to A's graveyard."""
    _compiled(real_db, "Ravenous Slime")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ravenous Slime")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Runeclaw Bear")
    s.add_card(Zone.BATTLEFIELD, "B", "Centaur Courser")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Runeclaw Bear"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_power_toughness("A", "Ravenous Slime", 3, 3),
        sc.assert_counter_count("A", "Ravenous Slime", "+1/+1", 2)))
    s.attack(1, "A", "Ravenous Slime")
    s.block(1, "B", "Centaur Courser", "Ravenous Slime")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Runeclaw Bear", 1, player="B")
    s.assert_exile_count("Centaur Courser", 1, player="B")
    s.assert_graveyard_count("B", None, 0)
    s.assert_graveyard_count("A", "Ravenous Slime", 1)
    s.assert_exile_count("Ravenous Slime", 0)


def test_614_1a_ravenous_slime_not_for_own_creatures(real_db: CardDatabase) -> None:
    """A creature A controls dies as usual (to A's graveyard, no counters on the Slime)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ravenous Slime")
    s.add_card(Zone.BATTLEFIELD, "A", "Runeclaw Bear")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Runeclaw Bear"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Runeclaw Bear", 1)
    s.assert_power_toughness("A", "Ravenous Slime", 1, 1)


def test_700_4_ravenous_slime_zero_power_no_counters(real_db: CardDatabase) -> None:
    """A 0-power creature (Wall of Wood, 0/3) is exiled and adds no counters."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ravenous Slime")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt", 1)
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Wood")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Wall of Wood"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Wall of Wood", 1, player="B")
    s.assert_power_toughness("A", "Ravenous Slime", 1, 1)


# ------------------------------------------------------------------ Dauthi Voidwalker
# 614.1a, 122.1: "If a card would be put into an opponent's graveyard from anywhere, instead
# exile it with a void counter on it."; 601.3, 305.1, 118.9: "{T}, Sacrifice ~: Choose an
# exiled card an opponent owns with a void counter on it. You may play it this turn without
# paying its mana cost."


def test_614_1a_dauthi_voidwalker_from_battlefield_then_played_free(
        real_db: CardDatabase) -> None:
    """A Bolts B's Balduvian Bears: exiled with a void counter (not in B's graveyard). A's own
    Bolt goes to A's graveyard. A sacrifices the Voidwalker, chooses the Bears and casts it
    for free (A's only land is tapped for the Bolt): A controls it."""
    _compiled(real_db, "Dauthi Voidwalker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dauthi Voidwalker")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Balduvian Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Balduvian Bears"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_exile_count("Balduvian Bears", 1, player="B"),
        sc.assert_graveyard_count("A", "Lightning Bolt", 1),
        _void(sc, "Balduvian Bears")))
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{T}, Sacrifice")
    s.set_choice("A", "Balduvian Bears")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Balduvian Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Balduvian Bears", 1)
    s.assert_graveyard_count("A", "Dauthi Voidwalker", 1)
    s.assert_exile_count("Balduvian Bears", 0)


def _void(s: Scenario, name: str) -> None:
    assert _exiled_counters(s, name) == {"void": 1}


def test_614_1a_dauthi_voidwalker_countered_spell_exiled(real_db: CardDatabase) -> None:
    """B's Lightning Bolt countered by A's Cancel is exiled with a void counter (A's Cancel goes
    to A's graveyard); A then casts B's Bolt for free at B: A 20, B 17."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dauthi Voidwalker")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Cancel")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Cancel", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.check(2, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_exile_count("Lightning Bolt", 1, player="B"),
        sc.assert_graveyard_count("A", "Cancel", 1), _void(sc, "Lightning Bolt")))
    s.activate_ability(2, Step.POSTCOMBAT_MAIN, "A", "{T}, Sacrifice")
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 17)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


def test_601_3_dauthi_voidwalker_permission_only_this_turn(real_db: CardDatabase) -> None:
    """B's discarded card (Mind Rot makes B discard Grizzly Bears and Giant Growth) is exiled
    with a void counter. A chooses the Bears on turn 1 but doesn't cast it: on turn 3 A can't
    cast it (the permission was for that turn only, 611.2a)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dauthi Voidwalker")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Mind Rot")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mind Rot", targets=["B"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice")
    s.set_choice("A", "Grizzly Bears")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: (
        sc.assert_playable("A", "Grizzly Bears"),
        sc.assert_playable("A", "Giant Growth", playable=False)))
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: (
        sc.assert_playable("A", "Grizzly Bears", playable=False),
        _void(sc, "Grizzly Bears"), _void(sc, "Giant Growth")))
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1, player="B")
    s.assert_graveyard_count("B", None, 0)
    s.assert_graveyard_count("A", "Mind Rot", 1)


# ------------------------------------------------------------------ Draugr Necromancer
# 614.1a, 700.4, 122.1: "If a nontoken creature an opponent controls would die, exile that card
# with an ice counter on it instead."; 601.3: "You may cast spells from among cards in exile
# your opponents own with ice counters on them, and you may spend mana from snow sources as
# though it were mana of any color to cast those spells." (609.4b, 107.4h)


def _draugr(real_db: CardDatabase, lands: list[tuple[str, int]], victim: str = "Grizzly Bears"
            ) -> Scenario:
    _compiled(real_db, "Draugr Necromancer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Draugr Necromancer")
    for land, n in lands:
        s.add_card(Zone.BATTLEFIELD, "A", land, n)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", victim)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=[victim])
    return s


def test_614_1a_draugr_exiles_with_ice_counter(real_db: CardDatabase) -> None:
    """B's Grizzly Bears dies to A's Bolt: exiled with an ice counter (B's graveyard empty)."""
    s = _draugr(real_db, [("Mountain", 1)])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1, player="B")
    s.assert_graveyard_count("B", None, 0)
    assert _exiled_counters(s, "Grizzly Bears") == {"ice": 1}


def test_601_3_draugr_cast_from_exile_with_its_colors(real_db: CardDatabase) -> None:
    """A casts the exiled Bears ({1}{G}) with a Forest and a Mountain: A controls it."""
    s = _draugr(real_db, [("Mountain", 2), ("Forest", 1)])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 0)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_609_4b_draugr_snow_mana_as_any_color(real_db: CardDatabase) -> None:
    """No green source: a Snow-Covered Swamp's {B} pays the Bears' {G} (609.4b)."""
    s = _draugr(real_db, [("Mountain", 2), ("Snow-Covered Swamp", 1)])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 0)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_609_4b_draugr_plain_swamp_is_not_snow(real_db: CardDatabase) -> None:
    """A plain Swamp's {B} can't pay {G}: the Bears can't be cast and stays exiled with its
    counter."""
    s = _draugr(real_db, [("Mountain", 2), ("Swamp", 1)])
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_playable(
        "A", "Grizzly Bears", playable=False))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1, player="B")
    assert _exiled_counters(s, "Grizzly Bears") == {"ice": 1}


def test_601_3_draugr_adventure_from_exile(real_db: CardDatabase) -> None:
    """Curious Pair's adventure Treats to Share ({G}) cast from exile with a snow land's {B}:
    A gets a Food; the card goes back to exile (715.4), now without an ice counter (400.7)."""
    s = _draugr(real_db, [("Mountain", 1), ("Snow-Covered Swamp", 1)], "Curious Pair")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Treats to Share")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Food Token", 1)
    s.assert_exile_count("Curious Pair", 1, player="B")
    s.assert_graveyard_count("B", None, 0)
    assert _exiled_counters(s, "Curious Pair") == {}
    s.assert_playable("A", "Curious Pair", playable=False)


def test_601_3_draugr_not_own_cards_nor_tokens(real_db: CardDatabase) -> None:
    """A's own creature dies as usual (A's graveyard); B's cards in exile without an ice
    counter can't be cast by A."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Draugr Necromancer")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Snow-Covered Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.EXILE, "B", "Llanowar Elves")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_playable(
        "A", "Llanowar Elves", playable=False))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


# ------------------------------------------------------------------ Idol of Endurance
# 610.3: "When ~ enters the battlefield, exile all creature cards with mana value 3 or less from
# your graveyard until ~ leaves the battlefield." (back to their previous zone, the graveyard);
# 607.2a, 601.3, 118.9: "{1}{W}, {T}: Until end of turn, you may cast a creature spell from
# among cards exiled with ~ without paying its mana cost."


def _idol(real_db: CardDatabase, plains: int, graveyard: list[str]) -> Scenario:
    _compiled(real_db, "Idol of Endurance")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", plains)
    s.add_card(Zone.HAND, "A", "Idol of Endurance")
    for name in graveyard:
        s.add_card(Zone.GRAVEYARD, "A", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Idol of Endurance")
    return s


def test_610_3_idol_exiles_small_creatures_and_casts_one(real_db: CardDatabase) -> None:
    """Squire (MV 2) and Glory Seeker (MV 2) are exiled, Colossal Dreadmaw (MV 6) stays in
    the graveyard. One activation: Squire is cast for free (5 Plains: 3 for the Idol, 2 for
    the ability); Glory Seeker then can't be cast (one spell)."""
    s = _idol(real_db, 5, ["Squire", "Glory Seeker", "Colossal Dreadmaw"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_exile_count("Squire", 1), sc.assert_exile_count("Glory Seeker", 1),
        sc.assert_graveyard_count("A", "Colossal Dreadmaw", 1)))
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{1}{W}")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Squire")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_playable("A", "Glory Seeker",
                                                          playable=False))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Squire", 1)
    s.assert_permanent_count("A", "Glory Seeker", 0)
    s.assert_exile_count("Glory Seeker", 1)


def test_610_3_idol_leaves_cards_return_to_graveyard(real_db: CardDatabase) -> None:
    """After Squire is cast, Disenchant destroys the Idol: Glory Seeker, still exiled, returns
    to A's graveyard (610.3: its previous zone); Squire stays on the battlefield."""
    s = _idol(real_db, 7, ["Squire", "Glory Seeker"])
    s.add_card(Zone.HAND, "A", "Disenchant")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{1}{W}")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Squire")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Disenchant", targets=["Idol of Endurance"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Squire", 1)
    s.assert_permanent_count("A", "Idol of Endurance", 0)
    s.assert_graveyard_count("A", "Glory Seeker", 1)
    s.assert_exile_count("Glory Seeker", 0)


def test_601_3_idol_two_activations_two_spells(real_db: CardDatabase) -> None:
    """Voltaic Key untaps the Idol; two activations before casting: both Squire and Glory
    Seeker are cast (each resolution one permission)."""
    s = _idol(real_db, 8, ["Squire", "Glory Seeker"])
    s.add_card(Zone.BATTLEFIELD, "A", "Voltaic Key")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{1}{W}")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{1},", source="Voltaic Key",
                       targets=["Idol of Endurance"])
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{1}{W}")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Squire")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Glory Seeker")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Squire", 1)
    s.assert_permanent_count("A", "Glory Seeker", 1)


def test_601_3_idol_permission_ends_with_the_turn(real_db: CardDatabase) -> None:
    """Activated on turn 1 and not used: on turn 3 Squire can't be cast from exile."""
    s = _idol(real_db, 5, ["Squire"])
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{1}{W}")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_playable("A", "Squire", playable=False))
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Squire",
                                                                playable=False))
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Squire", 1)


def test_205_2a_idol_adventure_only_as_a_creature(real_db: CardDatabase) -> None:
    """Bonecrusher Giant (MV 3) is exiled; the permission is for a creature spell: its
    Adventure Stomp (an instant) can't be cast this way, the Giant can (for free)."""
    s = _idol(real_db, 5, ["Bonecrusher Giant // Stomp"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{W}")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_exile_count("Bonecrusher Giant", 1),
        sc.assert_playable("A", "Stomp", playable=False)))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Bonecrusher Giant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Bonecrusher Giant", 1)


# ------------------------------------------------------------------ Eater of Virtue
# 603.10a, 400.7: "Whenever equipped creature dies, exile it." (the card in the graveyard);
# 607.2a, 611.3a, 613.1f: "As long as a card exiled with ~ has flying, equipped creature has
# flying. The same is true for first strike, ..., protection, reach, trample, and vigilance."


def _eater(real_db: CardDatabase, first: str) -> Scenario:
    _compiled(real_db, "Eater of Virtue")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Eater of Virtue")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.BATTLEFIELD, "A", first)
    s.add_card(Zone.BATTLEFIELD, "A", "Balduvian Bears")
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip", targets=[first])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Doom Blade", targets=[first])
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Equip", targets=["Balduvian Bears"])
    s.stop_at(1, Step.END_TURN)
    return s


def test_611_3a_eater_of_virtue_keywords_of_the_exiled_card(real_db: CardDatabase) -> None:
    """Adult Gold Dragon (flying, lifelink, haste) equipped dies to Doom Blade: exiled with the
    Eater. Re-equipped, Balduvian Bears (2/2) is 4/2 with flying, lifelink and haste, and not
    first strike or vigilance."""
    s = _eater(real_db, "Adult Gold Dragon")
    s.execute()
    s.assert_exile_count("Adult Gold Dragon", 1, player="A")
    s.assert_graveyard_count("A", "Adult Gold Dragon", 0)
    s.assert_power_toughness("A", "Balduvian Bears", 4, 2)
    s.assert_abilities("A", "Balduvian Bears", ["Flying", "Lifelink", "Haste"])
    s.assert_abilities("A", "Balduvian Bears", ["First strike", "Vigilance"], present=False)


def test_702_16a_eater_of_virtue_protection_of_the_exiled_card(real_db: CardDatabase) -> None:
    """Equipped White Knight (first strike, protection from black) dies to B's Lightning Bolt:
    exiled with the Eater; the re-equipped Bears get first strike and protection from black
    (the exiled card's protection, 702.16a), not flying nor protection from red."""
    _compiled(real_db, "Eater of Virtue")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Eater of Virtue")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "White Knight")
    s.add_card(Zone.BATTLEFIELD, "A", "Balduvian Bears")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip", targets=["White Knight"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["White Knight"])
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Equip", targets=["Balduvian Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("White Knight", 1, player="A")
    s.assert_abilities("A", "Balduvian Bears", ["First strike", "Protection from black"])
    s.assert_abilities("A", "Balduvian Bears", ["Flying", "Protection from red"],
                       present=False)


def test_607_2a_eater_of_virtue_unequipped_death_not_exiled(real_db: CardDatabase) -> None:
    """A creature that dies while not equipped goes to the graveyard; the Eater has nothing
    exiled: the equipped Bears get only +2/+0 (4/2, no flying)."""
    _compiled(real_db, "Eater of Virtue")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Eater of Virtue")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Adult Gold Dragon")
    s.add_card(Zone.BATTLEFIELD, "A", "Balduvian Bears")
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Doom Blade", targets=["Adult Gold Dragon"])
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Equip", targets=["Balduvian Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Adult Gold Dragon", 1)
    s.assert_power_toughness("A", "Balduvian Bears", 4, 2)
    s.assert_abilities("A", "Balduvian Bears", ["Flying"], present=False)


# ------------------------------------------------------------------ Ashiok, Nightmare Weaver
# 406.3, 607.2a: "[+2]: Exile the top three cards of target opponent's library." and "[−10]:
# Exile all cards from all opponents' hands and graveyards." are both linked to "[−X]: Put a
# creature card with mana value X exiled with ~ onto the battlefield under your control. That
# creature is a Nightmare in addition to its other types." (107.3a, 205.3d, 611.2c)


def test_607_2a_ashiok_exiles_three_then_puts_the_creature(real_db: CardDatabase) -> None:
    """+2 on turn 1: B's top three cards exiled (Prophet of Kruphix and two Wastes), loyalty 5.
    Turn 3, -5: the Prophet (MV 5) enters under A's control, a Nightmare too; Ashiok (0
    loyalty) goes to the graveyard. A Bolts B (17); in B's untap step the Prophet untaps A's
    Mountain."""
    _compiled(real_db, "Ashiok, Nightmare Weaver")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ashiok, Nightmare Weaver")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.LIBRARY, "B", "Prophet of Kruphix")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+2:", targets=["B"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        _exiled_of(sc, 1, 3),
        sc.assert_exile_count("Prophet of Kruphix", 1),
        sc.assert_counter_count("A", "Ashiok, Nightmare Weaver", "loyalty", 5)))
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "-X:", x=5)
    s.cast_spell(3, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.check(3, Step.END_TURN, lambda sc: (
        sc.assert_subtype("Prophet of Kruphix", "Nightmare"),
        sc.assert_subtype("Prophet of Kruphix", "Wizard"),
        sc.assert_tapped("Mountain")))
    s.stop_at(4, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)
    _exiled_of(s, 1, 2)
    s.assert_permanent_count("A", "Prophet of Kruphix", 1)
    s.assert_graveyard_count("A", "Ashiok, Nightmare Weaver", 1)
    s.assert_tapped("Mountain", tapped=False)


def test_107_3a_ashiok_minus_x_needs_that_mana_value(real_db: CardDatabase) -> None:
    """Grizzly Bears (MV 2) exiled with Ashiok: -1 finds no creature card with mana value 1
    (nothing enters; loyalty 5 - 1 = 4); a later -2 puts the Bears onto the battlefield."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ashiok, Nightmare Weaver")
    s.add_card(Zone.LIBRARY, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+2:", targets=["B"])
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "-X:", x=1)
    s.check(3, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_permanent_count("A", "Grizzly Bears", 0),
        sc.assert_counter_count("A", "Ashiok, Nightmare Weaver", "loyalty", 4)))
    s.activate_ability(5, Step.PRECOMBAT_MAIN, "A", "-X:", x=2)
    s.stop_at(5, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_counter_count("A", "Ashiok, Nightmare Weaver", "loyalty", 2)


def test_406_3_ashiok_minus_ten_exiles_hands_and_graveyards(real_db: CardDatabase) -> None:
    """-10 (loyalty 3 + 7 = 10): B's hand (2 cards) and graveyard (1) are exiled, A's own hand
    is kept; Ashiok, at 0 loyalty, goes to the graveyard (704.5i)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ashiok, Nightmare Weaver", counters={"loyalty": 7})
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Giant Growth")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-10:")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    _exiled_of(s, 1, 3)
    s.assert_hand_count("B", 0)
    s.assert_graveyard_count("B", None, 0)
    s.assert_hand_count("A", 1)
    s.assert_graveyard_count("A", "Ashiok, Nightmare Weaver", 1)


# ------------------------------------------------------------------ Elite Spellbinder
# 402.3, 608.2d: "look at target opponent's hand. You may exile a nonland card from it."; 601.3,
# 305.1: "For as long as that card remains exiled, its owner may play it."; 601.2f: "A spell
# cast this way costs {2} more to cast."


def _spellbinder(real_db: CardDatabase, islands: int, card: str) -> Scenario:
    _compiled(real_db, "Elite Spellbinder")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Elite Spellbinder")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "B", card)
    s.add_card(Zone.HAND, "B", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", islands)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Elite Spellbinder")
    s.add_target("A", "B")
    s.set_choice("A", card)
    return s


def test_601_2f_elite_spellbinder_owner_casts_for_two_more(real_db: CardDatabase) -> None:
    """Divination ({2}{U}) exiled from B's hand (the Island in hand can't be: a land); B casts
    it on turn 2 for {4}{U}: all five Islands tapped, two cards drawn (B's draw step too:
    hand 1 + 1 + 2 = 4)."""
    s = _spellbinder(real_db, 5, "Divination")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: (
        sc.assert_exile_count("Divination", 1, player="B"), sc.assert_hand_count("B", 1)))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Divination")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Divination", 1)
    s.assert_hand_count("B", 4)
    assert sum(1 for o in s.game.state.objects.values()
               if o.card.name == "Island" and o.zone is ObjZone.BATTLEFIELD and o.tapped) == 5


def test_601_2f_elite_spellbinder_four_islands_not_enough(real_db: CardDatabase) -> None:
    """With four Islands B can't pay {4}{U}: Divination stays exiled (and A can't cast it:
    only its owner may)."""
    s = _spellbinder(real_db, 4, "Divination")
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: (
        sc.assert_playable("B", "Divination", playable=False),
        sc.assert_playable("A", "Divination", playable=False)))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Divination", 1, player="B")


def test_601_3_elite_spellbinder_permission_lasts(real_db: CardDatabase) -> None:
    """The permission lasts for as long as the card remains exiled: B casts Divination on turn
    4 (five Islands, {4}{U})."""
    s = _spellbinder(real_db, 5, "Divination")
    s.cast_spell(4, Step.PRECOMBAT_MAIN, "B", "Divination")
    s.stop_at(4, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Divination", 1)
    s.assert_exile_count("Divination", 0)
