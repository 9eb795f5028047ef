"""613.1f: triggered keywords granted by a static ability ("Other creatures you control have
exalted.", "All Sliver creatures have flanking.", "Enchanted creature ... has flanking") are
their triggered abilities on the objects that have them, one instance per effect granting
them (702.83b, 702.25b: each triggers separately), lost with the keyword. Played with real
cards from the MTGJSON file (skipped without ../shared)."""

from __future__ import annotations

from mtg_engine.actions import AttackDecision, DeclareAttackers, PassPriority
from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.dsl_abilities import granted_ability
from mtg_engine.cards.keyword_dsl import EXALTED
from mtg_engine.game import Game
from mtg_engine.rules.layers import card_of
from mtg_engine.testing import Scenario, Step, Zone


def _supported(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def test_613_1f_compiled_triggered_keyword_grants(real_db: CardDatabase) -> None:
    _supported(real_db, "Sublime Archangel", "Sidewinder Sliver", "Agility",
               "Pontiff of Blight", "Adriana, Captain of the Guard")
    st = real_db.compiled("Sublime Archangel").dsl["statics"][0]["anthem"]
    assert st == {"filter": {"types": ["Creature"], "other": True, "controller": "you"},
                  "keywords": ["exalted"]}
    st = real_db.compiled("Agility").dsl["statics"][0]["anthem"]
    assert st == {"affects": "enchanted", "power": 1, "toughness": 1, "keywords": ["flanking"]}


def test_702_83b_sublime_archangel_each_exalted_instance_triggers(
        real_db: CardDatabase) -> None:
    """702.83a-b: Sublime Archangel (exalted), Grizzly Bears and Llanowar Elves (each given
    exalted): three instances, so the Bears attacking alone is 2+3 = 5/5 and deals 5 (B 15).
    The Archangel isn't "other": it has only its own instance."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sublime Archangel")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.attack(1, "A", "Grizzly Bears")
    s.check(1, Step.DECLARE_BLOCKERS,
            lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", 5, 5))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 15)
    archangel = next(o for o in s.state.battlefield
                     if s.state.objects[o].name == "Sublime Archangel")
    assert [t.text for t in card_of(s.state, archangel).triggers] == ["Exalted"]


def test_702_83b_two_archangels_grant_two_instances(real_db: CardDatabase) -> None:
    """Two Sublime Archangels: each other creature has exalted twice (one per effect, 613.1f)
    and each Archangel has its own plus the other's: 2 + 2 + 2 = 6 instances, so the Bears
    attacking alone is 8/8 (B 12)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sublime Archangel", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.check(1, Step.DECLARE_BLOCKERS,
            lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", 8, 8))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 12)


def test_702_25a_granted_flanking_sidewinder_sliver(real_db: CardDatabase) -> None:
    """702.25a: Sidewinder Sliver (1/1) gives itself flanking ("All Sliver creatures have
    flanking"): blocked by Grizzly Bears (no flanking), the Bears get -1/-1 (1/1) and die to
    the Sliver's 1 damage; the Sliver dies too."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sidewinder Sliver")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Sidewinder Sliver")
    s.block(1, "B", "Grizzly Bears", "Sidewinder Sliver")
    s.check(1, Step.COMBAT_DAMAGE,
            lambda sc: sc.assert_power_toughness("B", "Grizzly Bears", 1, 1))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Sidewinder Sliver", 1)
    s.assert_life("B", 20)


def test_613_1f_granted_keyword_trigger_on_the_stack_survives_json_and_copy(
        real_db: CardDatabase) -> None:
    """113.7a: the exalted trigger granted to the Bears carries its own DSL ({"keyword":
    "exalted"}): on the stack it survives to_json()/from_json() and copy(), and each game
    resolves it the same way (Bears 3/3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sublime Archangel")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    g = s.game
    g.resume()
    st = g.state
    bears = next(o for o in st.battlefield if st.objects[o].name == "Grizzly Bears")
    while not isinstance(g.pending, AttackDecision):
        g.apply(PassPriority())
    g.apply(DeclareAttackers(((bears, -2),)))  # at B
    while not st.stack:
        g.apply(g.legal_actions()[0])  # (the order of A's two triggers)
    granted = [st.objects[o] for o in st.stack if st.objects[o].granted]
    assert len(st.stack) == 2 and len(granted) == 1
    assert granted[0].triggered_ability() == granted_ability("add_triggers",
                                                             {"keyword": "exalted"})
    assert granted[0].triggered_ability().effects == EXALTED.effects
    saved = g.to_json()
    restored = Game.from_json(saved, s.db)
    assert restored.to_json() == saved
    twin = g.copy()
    for game in (g, restored, twin):
        while game.state.stack:
            game.apply(PassPriority())
        from mtg_engine.rules.layers import characteristics

        ch = characteristics(game.state, bears)
        assert (ch.power, ch.toughness) == (4, 4)
