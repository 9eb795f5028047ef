"""Triggered abilities (603): "when this enters", "when this dies", "at the beginning of your
upkeep", "whenever you gain life", optional ("you may") abilities with targets, and APNAP order
(603.3b)."""

from __future__ import annotations

from mtg_engine.actions import CastSpell, ChoiceDecision, Choose, PassPriority, PriorityDecision
from mtg_engine.cards.database import CardDatabase
from mtg_engine.state.objects import StackKind
from mtg_engine.testing import Scenario, Step, Zone


def events(s: Scenario, kind: str) -> list[tuple]:
    return [ev for ev in s.state.log if ev[0] == kind]


def test_603_6a_enters_trigger_draws_a_card() -> None:
    """603.6a: Elvish Visionary's enters trigger: A draws a card (the top Wastes)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Elvish Visionary")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Elvish Visionary")
    s.execute()
    s.assert_permanent_count("A", "Elvish Visionary", 1)
    s.assert_hand_count("A", 1, "Wastes")
    s.assert_library_count("A", 19)
    assert [ev[3] for ev in events(s, "trigger")] == ["Elvish Visionary"]


def test_603_3_trigger_uses_the_stack_and_resolves_without_its_source() -> None:
    """603.3 / 113.7a: the enters trigger goes on the stack the next time a player would
    receive priority; A kills the Visionary in response; the ability still resolves and A
    draws. (Driven through the Game API: the spell and its trigger share a name.)"""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Elvish Visionary")
    s.add_card(Zone.HAND, "A", "Shock")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    g = s.game
    g.resume()
    visionary, shock = s.state.players[0].hand
    g.apply(CastSpell(visionary))
    g.apply(PassPriority())
    g.apply(PassPriority())  # the creature spell resolves; its trigger goes on the stack
    s.assert_stack_size(1)
    top = s.state.objects[s.state.stack[-1]]
    assert top.kind is StackKind.TRIGGERED and top.card.name == "Elvish Visionary"
    assert g.pending == PriorityDecision(0)  # 117.3b
    creature = next(o for o in s.state.battlefield
                    if s.state.objects[o].card.name == "Elvish Visionary")
    g.apply(CastSpell(shock, (creature,)))
    g.apply(PassPriority())
    g.apply(PassPriority())  # Shock resolves; SBA: the Visionary dies
    s.assert_graveyard_count("A", "Elvish Visionary", 1)
    s.assert_hand_count("A", 0)
    g.apply(PassPriority())
    g.apply(PassPriority())  # the trigger resolves
    s.assert_hand_count("A", 1, "Wastes")
    s.assert_stack_size(0)


def test_700_4_dies_trigger_creates_a_spirit() -> None:
    """700.4 / 603.10a: Doomed Traveler dies: its controller creates a 1/1 flying Spirit."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Doomed Traveler")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Doomed Traveler"])
    s.execute()
    s.assert_graveyard_count("A", "Doomed Traveler", 1)
    s.assert_permanent_count("A", "Spirit Token", 1)
    s.assert_permanent_count("B", "Spirit Token", 0)
    s.assert_abilities("A", "Spirit Token", ["Flying"])


def test_700_4_leaving_for_the_hand_is_not_dying() -> None:
    """700.4: "dies" means put into a graveyard from the battlefield: bounced, no Spirit."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Doomed Traveler")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.HAND, "B", "Unsummon")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Unsummon", targets=["Doomed Traveler"])
    s.execute()
    s.assert_hand_count("A", 1, "Doomed Traveler")
    s.assert_permanent_count("A", "Spirit Token", 0)


def test_700_4_dies_in_combat() -> None:
    """700.4 / 510.2: Doomed Traveler blocking Grizzly Bears dies to combat damage: Spirit."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Doomed Traveler")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Doomed Traveler", "Grizzly Bears")
    s.execute()
    s.assert_permanent_count("B", "Spirit Token", 1)
    s.assert_damage("Grizzly Bears", 0)  # damage wore off in cleanup (514.2)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_503_1_upkeep_trigger_phyrexian_arena() -> None:
    """503.1 / 603.2: "At the beginning of your upkeep, you draw a card and you lose 1 life":
    it triggers in A's upkeep on turns 1 and 3, not in B's upkeep on turn 2."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Phyrexian Arena")

    def after_turn_1(sc: Scenario) -> None:
        sc.assert_life("A", 19)
        sc.assert_hand_count("A", 1)

    s.check(1, Step.PRECOMBAT_MAIN, after_turn_1)
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_life("A", 19))
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_life("A", 18)
    s.assert_hand_count("A", 2)  # two Arena draws; the turn-3 draw step hasn't happened yet
    s.assert_life("B", 20)
    s.assert_hand_count("B", 1)  # B's own draw step


def test_603_gain_life_trigger_ajanis_pridemate_with_lifelink() -> None:
    """702.15b / 603.2: Healer's Hawk (lifelink) deals combat damage: A gains 1 life, so Ajani's
    Pridemate gets a +1/+1 counter."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Ajani's Pridemate")
    s.add_card(Zone.BATTLEFIELD, "A", "Healer's Hawk")
    s.attack(1, "A", "Healer's Hawk")
    s.execute()
    s.assert_life("A", 21)
    s.assert_life("B", 19)
    s.assert_counter_count("A", "Ajani's Pridemate", "+1/+1", 1)
    s.assert_power_toughness("A", "Ajani's Pridemate", 3, 3)


def test_603_2_each_life_gain_event_triggers_once() -> None:
    """603.2: Pridemate triggers once per life-gain event: lifelink in combat (Healer's Hawk)
    and Angel's Mercy (7) are two events: two counters; B's gains don't count."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Ajani's Pridemate")
    s.add_card(Zone.BATTLEFIELD, "A", "Healer's Hawk")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Angel's Mercy")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 4)
    s.add_card(Zone.HAND, "B", "Angel's Mercy")
    s.attack(1, "A", "Healer's Hawk")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Angel's Mercy")
    s.cast_spell(1, Step.END_TURN, "B", "Angel's Mercy")
    s.execute()
    s.assert_life("A", 28)
    s.assert_life("B", 26)
    s.assert_counter_count("A", "Ajani's Pridemate", "+1/+1", 2)
    s.assert_power_toughness("A", "Ajani's Pridemate", 4, 4)


def test_603_5_gravedigger_returns_target_creature_card() -> None:
    """603.5 / 603.3d: Gravedigger's optional trigger targets a creature card in A's graveyard
    and returns it (default answer "yes")."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Gravedigger")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gravedigger")
    s.execute()
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_graveyard_count("A", "Grizzly Bears", 0)


def test_603_5_gravedigger_may_decline() -> None:
    """603.5: "you may": answered "no", the card stays in the graveyard."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Gravedigger")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gravedigger")
    s.set_choice("A", "no")
    s.execute()
    s.assert_hand_count("A", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_603_3d_gravedigger_chooses_among_targets() -> None:
    """603.3d: with two creature cards in the graveyard, A picks Craw Wurm (add_target)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Gravedigger")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gravedigger")
    s.add_target("A", "Craw Wurm")
    s.execute()
    s.assert_hand_count("A", 1, "Craw Wurm")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_603_3d_gravedigger_without_a_legal_target() -> None:
    """603.3d: with no creature card in A's graveyard (B's doesn't count: "your graveyard"),
    the trigger is removed from the stack; Gravedigger still enters."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Gravedigger")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gravedigger")
    s.execute()
    s.assert_permanent_count("A", "Gravedigger", 1)
    s.assert_hand_count("A", 0)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    assert [ev[1] for ev in events(s, "trigger_removed")] == [
        ev[2] for ev in events(s, "trigger")]


def test_603_3b_apnap_order_both_players_triggers() -> None:
    """603.3b: Day of Judgment kills a Doomed Traveler on each side: the active player's (A's)
    trigger goes on the stack first, then B's, so B's resolves first (405.2)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Day of Judgment")
    s.add_card(Zone.BATTLEFIELD, "A", "Doomed Traveler")
    s.add_card(Zone.BATTLEFIELD, "B", "Doomed Traveler")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Day of Judgment")
    s.execute()
    put = [(ev[1], ev[3]) for ev in events(s, "trigger")]
    assert put == [(0, "Doomed Traveler"), (1, "Doomed Traveler")]
    order = [ev[1] for ev in events(s, "resolve") if ev[2] == "Doomed Traveler"]
    assert [s.state.objects.get(i) for i in order] == [None, None]  # abilities are gone
    assert order == sorted(order, reverse=True)  # the later-pushed (B's) resolved first
    tokens = sorted((oid, s.state.objects[oid].controller) for oid in s.state.battlefield
                    if s.state.objects[oid].card.name == "Spirit Token")
    assert [c for _, c in tokens] == [1, 0]  # B's Spirit was created first
    s.assert_permanent_count("A", "Spirit Token", 1)
    s.assert_permanent_count("B", "Spirit Token", 1)


def test_603_3b_apnap_order_soul_wardens() -> None:
    """603.3b: A's creature entering triggers both players' Soul Wardens ("another creature");
    both resolve (B's first): each gains 1."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Soul Warden")
    s.add_card(Zone.BATTLEFIELD, "B", "Soul Warden")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.execute()
    assert [ev[1] for ev in events(s, "trigger")] == [0, 1]
    assert [ev[1] for ev in events(s, "gain_life")] == [1, 0]
    s.assert_life("A", 21)
    s.assert_life("B", 21)


def _visionary_and_warden(order: str | None) -> Scenario:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Soul Warden")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Elvish Visionary")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Elvish Visionary")
    if order is not None:
        s.set_choice("A", order)
    s.execute()
    s.assert_life("A", 21)
    s.assert_hand_count("A", 1, "Wastes")
    return s


def _first_of(s: Scenario, kinds: tuple[str, str]) -> str:
    return next(ev[0] for ev in s.state.log if ev[0] in kinds)


def test_603_3b_controller_orders_own_simultaneous_triggers_default() -> None:
    """603.3b: Elvish Visionary's and Soul Warden's triggers are both A's; by default they go
    on the stack in the order they triggered (Visionary first), so Soul Warden's resolves
    first."""
    s = _visionary_and_warden(None)
    assert _first_of(s, ("gain_life", "draw")) == "gain_life"


def test_603_3b_controller_orders_own_simultaneous_triggers_chosen() -> None:
    """603.3b: A chooses the other order ("1, 0": Soul Warden's goes on the stack first), so
    the Visionary's draw happens first."""
    s = _visionary_and_warden("1, 0")
    assert _first_of(s, ("gain_life", "draw")) == "draw"


def test_603_enters_trigger_targets_on_the_way_in() -> None:
    """603.3d: Man-o'-War's enters trigger returns B's Serra Angel to B's hand."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Man-o'-War")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Man-o'-War")
    s.add_target("A", "Serra Angel")
    s.execute()
    s.assert_hand_count("B", 1, "Serra Angel")
    s.assert_permanent_count("A", "Man-o'-War", 1)


def test_603_2_one_trigger_per_token_entering() -> None:
    """603.2: Raise the Alarm's two Soldiers enter at once: Soul Warden triggers twice."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Soul Warden")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Raise the Alarm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise the Alarm")
    s.execute()
    s.assert_life("A", 22)


def test_119_10_two_lifelink_sources_are_two_life_gain_events() -> None:
    """119.10 / 702.15b: Healer's Hawk and Vault Skirge deal combat damage at once; each source
    is a separate life-gain event, so Ajani's Pridemate triggers twice."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Ajani's Pridemate")
    s.add_card(Zone.BATTLEFIELD, "A", "Healer's Hawk")
    s.add_card(Zone.BATTLEFIELD, "A", "Vault Skirge")
    s.attack(1, "A", "Healer's Hawk")
    s.attack(1, "A", "Vault Skirge")
    s.execute()
    s.assert_life("A", 22)
    s.assert_life("B", 18)
    s.assert_counter_count("A", "Ajani's Pridemate", "+1/+1", 2)


def test_608_2b_triggered_ability_with_an_illegal_target_does_not_resolve() -> None:
    """603.3d / 608.2b: Man-o'-War's trigger targets B's Hill Giant; B bounces the Giant with
    Unsummon in response; the trigger's only target is gone, so it doesn't resolve. (Driven
    through the Game API: the spell and its trigger share a name.)"""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Man-o'-War")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.HAND, "B", "Unsummon")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    g = s.game
    g.resume()
    giant = next(o for o in s.state.battlefield if s.state.objects[o].card.name == "Hill Giant")
    g.apply(CastSpell(s.state.players[0].hand[0]))
    g.apply(PassPriority())
    g.apply(PassPriority())  # Man-o'-War resolves; its trigger needs a target (603.3d)
    d = g.pending
    assert isinstance(d, ChoiceDecision) and d.purpose == "target" and d.player == 0
    assert giant in d.options
    g.apply(Choose((giant,)))
    g.apply(PassPriority())
    g.apply(CastSpell(s.state.players[1].hand[0], (giant,)))  # B: Unsummon on the Giant
    for _ in range(4):
        g.apply(PassPriority())
    assert [ev[2] for ev in events(s, "fizzle")] == ["Man-o'-War"]
    s.assert_hand_count("B", 1, "Hill Giant")
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Man-o'-War", 1)
    s.assert_stack_size(0)


def test_603_2_trigger_chain_dies_enters_gain_life() -> None:
    """603.2 / 603.3: Doomed Traveler dies -> its Spirit enters -> Soul Warden triggers -> A
    gains 1 -> Ajani's Pridemate triggers: each trigger waits for the next time a player
    would receive priority."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Doomed Traveler")
    s.add_card(Zone.BATTLEFIELD, "A", "Soul Warden")
    s.add_card(Zone.BATTLEFIELD, "A", "Ajani's Pridemate")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Doomed Traveler"])
    s.execute()
    s.assert_permanent_count("A", "Spirit Token", 1)
    s.assert_life("A", 21)
    s.assert_counter_count("A", "Ajani's Pridemate", "+1/+1", 1)
    assert [ev[3] for ev in events(s, "trigger")] == ["Doomed Traveler", "Soul Warden",
                                                      "Ajani's Pridemate"]


def test_603_10a_creatures_dying_together_see_each_other_die() -> None:
    """603.10a: "whenever another creature dies" looks back in time, so two such creatures
    killed by the same Pyroclasm each trigger for the other (2 life), not for themselves."""
    db = CardDatabase.builtin()
    db.load_file("mourner.yaml", text="""
- name: Test Mourner
  cost: "{1}{B}"
  type: Creature — Human
  power: 1
  toughness: 1
  text: Whenever another creature dies, you gain 1 life.
  triggers:
    - event: creature_dies
      filter: {types: [Creature], other: true}
      text: Whenever another creature dies, you gain 1 life.
      effects: [{gain_life: {amount: 1}}]
""")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Mourner", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Pyroclasm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pyroclasm")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Test Mourner", 2)
    s.assert_life("A", 22)
