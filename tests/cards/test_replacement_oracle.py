"""Replacement effects read from Oracle text (614), played with real cards (skipped without
the shared MTGJSON file): the shocklands' "As ~ enters the battlefield, you may pay 2 life.
If you don't, it enters the battlefield tapped." (614.12), judged as the land would exist on
the battlefield (614.12: under Blood Moon it has no such ability, 305.7)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


def _shockland(db: CardDatabase, answer: str | None, life: int = 20,
               moon: bool = False) -> Scenario:
    s = Scenario(cards=db)
    s.set_life("A", life)
    s.add_card(Zone.HAND, "A", "Blood Crypt")
    if moon:
        s.add_card(Zone.BATTLEFIELD, "B", "Blood Moon")
    if answer is not None:
        s.set_choice("A", answer)
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Blood Crypt")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_614_12_blood_crypt_pay_two_life_or_enter_tapped(real_db: CardDatabase) -> None:
    """Paying: A is at 18 and the land is untapped; not paying: 20 and tapped."""
    _compiled(real_db, "Blood Crypt")
    s = _shockland(real_db, "yes")
    s.assert_life("A", 18)
    s.assert_tapped("Blood Crypt", False)
    s = _shockland(real_db, "no")
    s.assert_life("A", 20)
    s.assert_tapped("Blood Crypt")


def test_119_4_blood_crypt_with_one_life_enters_tapped(real_db: CardDatabase) -> None:
    """At 1 life A can't pay 2 life (119.4): "yes" can't be answered, the land enters tapped
    and A stays at 1."""
    s = _shockland(real_db, None, life=1)
    s.assert_life("A", 1)
    s.assert_tapped("Blood Crypt")
    options: list[tuple[int, ...]] = []
    s = Scenario(cards=real_db)
    s.set_life("A", 1)
    s.add_card(Zone.HAND, "A", "Blood Crypt")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    game = s.game
    game.resume()
    play = next(a for a in game.legal_actions() if type(a).__name__ == "PlayLand")
    game.apply(play)
    assert game.pending is not None and game.pending.purpose.startswith("choose_pay_life")
    options.append(game.pending.options)
    assert options == [(0,)]


def test_614_12_blood_crypt_under_blood_moon_enters_untapped(real_db: CardDatabase) -> None:
    """Under Blood Moon the land would be a Mountain without its other abilities (305.7), so
    its "pay 2 life or enters tapped" doesn't apply (614.12): no question, untapped, 20 life."""
    s = _shockland(real_db, "yes", moon=True)
    s.assert_life("A", 20)
    s.assert_tapped("Blood Crypt", False)


def test_614_12_pay_life_choice_copy_and_json(real_db: CardDatabase) -> None:
    """The pending choice survives copy() and JSON: answering it on the copy pays there only."""
    from mtg_engine.actions import Choose
    from mtg_engine.game import Game

    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Blood Crypt")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    game = s.game
    game.resume()
    play = next(a for a in game.legal_actions() if type(a).__name__ == "PlayLand")
    game.apply(play)
    saved = game.to_json()
    again = Game.from_json(saved, real_db)
    copy = game.copy()
    copy.apply(Choose((1,)))
    again.apply(Choose((1,)))
    assert copy.state.players[0].life == again.state.players[0].life == 18
    assert game.state.players[0].life == 20


def test_614_1c_vivid_crag_enters_tapped_with_two_charge_counters(real_db: CardDatabase
                                                                  ) -> None:
    """"~ enters the battlefield tapped with two charge counters on it." (two replacement
    effects of the land itself, 614.1c): played on turn 1 it is tapped with 2 counters; on
    turn 3 "{T}, Remove a charge counter from ~: Add one mana of any color." gives {B} for
    Disfigure (B's Bears die) and 1 counter is left."""
    _compiled(real_db, "Vivid Crag")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Vivid Crag")
    s.add_card(Zone.HAND, "A", "Disfigure")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Vivid Crag")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_tapped("Vivid Crag"))
    s.check(1, Step.END_TURN, lambda sc: sc.assert_counter_count("A", "Vivid Crag", "charge",
                                                                 2))
    s.set_choice("A", "Black")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{T}, Remove a charge counter")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Disfigure", targets=["Grizzly Bears"])
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Vivid Crag", "charge", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_614_1c_kismet_opponents_permanents_enter_tapped(real_db: CardDatabase) -> None:
    """B's Kismet: "Artifacts, creatures, and lands your opponents control enter the
    battlefield tapped." A's Forest and Grizzly Bears enter tapped; B's own Mountain doesn't."""
    _compiled(real_db, "Kismet")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Kismet")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.play_land(1, Step.POSTCOMBAT_MAIN, "A", "Forest")
    s.play_land(2, Step.PRECOMBAT_MAIN, "B", "Mountain")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_tapped("Grizzly Bears"))
    untapped: list[int] = []
    s.check(1, Step.END_TURN, lambda sc: untapped.append(sum(
        1 for o in sc.state.battlefield if sc.state.objects[o].card.name == "Forest"
        and not sc.state.objects[o].tapped)))  # two paid for the Bears, the third entered so
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_tapped("Mountain", False)
    assert untapped == [0]


def _metamorph(db: CardDatabase, copied: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "B", "Imposing Sovereign")
    s.add_card(Zone.BATTLEFIELD, "B", copied)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Phyrexian Metamorph")
    s.set_choice("A", copied)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Phyrexian Metamorph")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_616_1c_metamorph_copies_first_then_enters_tapped_or_not(real_db: CardDatabase
                                                                  ) -> None:
    """616.1c: the effect making Phyrexian Metamorph enter as a copy applies before B's
    Imposing Sovereign ("Creatures your opponents control enter the battlefield tapped") is
    judged (614.12): as a copy of Sol Ring it is an artifact, not a creature, and enters
    untapped; as a copy of Grizzly Bears it is a creature and enters tapped."""
    _compiled(real_db, "Phyrexian Metamorph", "Imposing Sovereign")
    s = _metamorph(real_db, "Sol Ring")
    s.assert_permanent_count("A", "Sol Ring", 1)
    assert [s.state.objects[o].tapped for o in s.state.battlefield
            if s.state.objects[o].controller == 0 and s._name(o) == "Sol Ring"] == [False]
    s = _metamorph(real_db, "Grizzly Bears")
    assert [s.state.objects[o].tapped for o in s.state.battlefield
            if s.state.objects[o].controller == 0 and s._name(o) == "Grizzly Bears"] == [True]
