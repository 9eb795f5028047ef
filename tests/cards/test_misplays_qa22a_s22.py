"""Misplays found auditing session 22's new cards (qa22a), each test failing before its fix.

723.2i: transforming a merged permanent (a mutated creature, 702.140) turns each
transforming double-faced card among its components to its other face; its characteristics
are still the topmost component's (723.2a, 702.140e), its abilities every component's."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.state.objects import Zone as ObjZone
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled

M1, M2 = Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN


def _vulpikeet_and_gargoyle(db: CardDatabase, *, under: bool) -> Scenario:
    """A mutates Vulpikeet (2/3 flying; its trigger: a +1/+1 counter) onto Thraben Gargoyle
    (a 2/2 defender, "{6}: Transform ~"; back face Stonewing Antagonizer, a 4/2 flier), on
    top or under, then pays {6} to transform the merged creature."""
    assert_compiled(db, "Vulpikeet")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 9)
    s.add_card(Zone.BATTLEFIELD, "A", "Thraben Gargoyle")
    s.add_card(Zone.HAND, "A", "Vulpikeet")
    s.cast_spell(1, M1, "A", "Vulpikeet using mutate", targets=["Thraben Gargoyle"])
    s.set_choice("A", "yes" if under else "no")
    s.activate_ability(1, M2, "A", "{6}: Transform")
    return s


def _merged(s: Scenario) -> tuple[list[str], set[str], str]:
    o = next(o for o in s.game.state.objects.values()
             if o.zone is ObjZone.BATTLEFIELD and o.merged)
    from mtg_engine.rules.merging import component_names

    events = {t.event for t in o.card.triggers}
    texts = " ".join(a.text for a in o.card.abilities)
    return component_names(s.game.state, o), events, texts


def test_723_2i_transformed_under_vulpikeet_the_gargoyle_turns_over(real_db: CardDatabase
                                                                    ) -> None:
    """Vulpikeet on top: the merged creature stays a 3/4 Vulpikeet (its counter), but the
    Gargoyle under it turns over: its "{6}: Transform" ability is gone (Stonewing
    Antagonizer's flying instead), Vulpikeet's trigger kept."""
    s = _vulpikeet_and_gargoyle(real_db, under=False)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Vulpikeet", 3, 4)
    names, events, texts = _merged(s)
    assert names == ["Vulpikeet", "Stonewing Antagonizer"]
    assert "self_mutates" in events
    assert "Transform" not in texts
    s.assert_abilities("A", "Vulpikeet", ["Flying"])


def test_723_2i_transformed_on_top_it_keeps_vulpikeets_abilities(real_db: CardDatabase
                                                                 ) -> None:
    """Vulpikeet under the Gargoyle: transformed, the merged creature is Stonewing
    Antagonizer (4/2 + Vulpikeet's counter = 5/3), and still has Vulpikeet's abilities
    (its mutate trigger) with Vulpikeet still part of it."""
    s = _vulpikeet_and_gargoyle(real_db, under=True)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Stonewing Antagonizer", 5, 3)
    names, events, _ = _merged(s)
    assert names == ["Stonewing Antagonizer", "Vulpikeet"]
    assert "self_mutates" in events


def test_701_28c_a_merged_permanent_without_a_double_faced_card_doesnt_transform(
        real_db: CardDatabase) -> None:
    """The rule must not apply where no component is a transforming double-faced card:
    Vulpikeet on the Bears has no transform ability; the pair stays as it is (3/4)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Vulpikeet")
    s.cast_spell(1, M1, "A", "Vulpikeet using mutate", targets=["Grizzly Bears"])
    s.set_choice("A", "no")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    o = next(o for o in s.game.state.objects.values()
             if o.zone is ObjZone.BATTLEFIELD and o.merged)
    from mtg_engine.rules.faces import transform

    assert not transform(s.game.state, o.id)
    s.assert_power_toughness("A", "Vulpikeet", 3, 4)


def _three_cards_decreed(db: CardDatabase) -> Scenario:
    """Vulpikeet, then Regal Leosaur mutate on top of A's Grizzly Bears (three cards, the
    Leosaur on top); B's Banishment Decree puts the merged permanent on top of A's library."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Vulpikeet")
    s.add_card(Zone.HAND, "A", "Regal Leosaur")
    s.cast_spell(1, M1, "A", "Vulpikeet using mutate", targets=["Grizzly Bears"])
    s.set_choice("A", "no")
    s.cast_spell(1, M1, "A", "Regal Leosaur using mutate", targets=["Vulpikeet"])
    s.set_choice("A", "no")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 5)
    s.add_card(Zone.HAND, "B", "Banishment Decree")
    s.cast_spell(1, M2, "B", "Banishment Decree", targets=["Regal Leosaur"])
    s.stop_at(1, Step.END_TURN)
    return s


def test_723_3a_three_cards_into_the_library_in_the_order_their_owner_chooses(
        real_db: CardDatabase) -> None:
    """723.3a: A arranges all three cards: Grizzly Bears on top, then Vulpikeet, then the
    Leosaur (before: the components' order was kept, the Leosaur on top, nothing asked)."""
    s = _three_cards_decreed(real_db)
    s.set_choice("A", "Grizzly Bears")
    s.set_choice("A", "Vulpikeet")
    s.execute()
    s.assert_library_count("A", 23)
    lib = s.state.players[0].library
    assert [s.state.objects[c].card.name for c in lib[-3:]] == [
        "Regal Leosaur", "Vulpikeet", "Grizzly Bears"]


def test_723_3a_three_cards_the_second_question_offers_only_the_cards_left(
        real_db: CardDatabase) -> None:
    """The second question offers the two cards not yet placed: Vulpikeet first, then the
    Leosaur; the Bears go third."""
    s = _three_cards_decreed(real_db)
    s.set_choice("A", "Vulpikeet")
    s.set_choice("A", "Regal Leosaur")
    s.execute()
    lib = s.state.players[0].library
    assert [s.state.objects[c].card.name for c in lib[-3:]] == [
        "Grizzly Bears", "Regal Leosaur", "Vulpikeet"]


def test_723_3b_three_cards_exiled_the_exiling_player_orders_their_timestamps(
        real_db: CardDatabase) -> None:
    """723.3b: B's Swords to Plowshares exiles the three-card permanent: B (the player
    exiling it) gives the Bears the latest timestamp, then Vulpikeet, the Leosaur the
    earliest."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Vulpikeet")
    s.add_card(Zone.HAND, "A", "Regal Leosaur")
    s.cast_spell(1, M1, "A", "Vulpikeet using mutate", targets=["Grizzly Bears"])
    s.set_choice("A", "no")
    s.cast_spell(1, M1, "A", "Regal Leosaur using mutate", targets=["Vulpikeet"])
    s.set_choice("A", "no")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.add_card(Zone.HAND, "B", "Swords to Plowshares")
    s.cast_spell(1, M2, "B", "Swords to Plowshares", targets=["Regal Leosaur"])
    s.set_choice("B", "Grizzly Bears")
    s.set_choice("B", "Vulpikeet")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    exiled = sorted((o for o in s.state.objects.values() if o.zone is ObjZone.EXILE),
                    key=lambda o: o.timestamp)
    assert [o.card.name for o in exiled] == ["Regal Leosaur", "Vulpikeet", "Grizzly Bears"]
    s.assert_life("A", 24)  # the Leosaur's power, 2, plus Vulpikeet's two counters
