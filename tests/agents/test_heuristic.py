"""The heuristic agent crews Vehicles (702.122a) when the Vehicle is worth more than the
creatures it taps, and not otherwise. Real cards from the MTGJSON file (skipped without
../shared)."""

from __future__ import annotations

import pytest

from mtg_engine.actions import (
    ActivateAbility,
    CastSpell,
    ChoiceDecision,
    Choose,
    PassPriority,
    PlayLand,
    PriorityDecision,
)
from mtg_engine.agents.heuristic import HeuristicAgent
from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


@pytest.fixture(scope="module")
def db(real_db: CardDatabase) -> CardDatabase:
    """The session's one load of the shared AtomicCards file (tests/conftest.py)."""
    return real_db


def _at_combat(db: CardDatabase, *, cast_bears: bool) -> Scenario:
    """A controls Sky Skiff (2/3 flying, Crew 1) and Grizzly Bears (2/2), cast this turn
    (summoning sick, 302.6) or there from the start; stop at A's beginning of combat."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sky Skiff")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    if cast_bears:
        s.add_card(Zone.HAND, "A", "Grizzly Bears")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    else:
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def _choice(s: Scenario) -> object:
    g = s.game
    g.resume()  # paused at the stop: the step's first decision comes next
    assert isinstance(g.pending, PriorityDecision) and g.pending.player == 0
    return HeuristicAgent(0).choose(g, 0)


def test_702_122a_a_summoning_sick_creature_crews_the_vehicle_to_attack(db: CardDatabase) -> None:
    s = _at_combat(db, cast_bears=True)
    a = _choice(s)
    [bears] = [o for o in s.state.battlefield if s.state.objects[o].name == "Grizzly Bears"]
    assert isinstance(a, ActivateAbility) and a.crew == (bears,)


def test_702_122a_no_crew_when_the_crew_could_attack_for_as_much(db: CardDatabase) -> None:
    s = _at_combat(db, cast_bears=False)
    assert not isinstance(_choice(s), ActivateAbility)


# ---------------------------------------------------------------- the careful policy (built-ins)

def _main_phase(setup: dict[str, list[tuple[str, int]]], life: dict[str, int],
                step: Step = Step.PRECOMBAT_MAIN) -> Scenario:
    s = Scenario()
    for player, cards in setup.items():
        for name, n in cards:
            zone = Zone.HAND if name in ("Shock", "Lava Axe") else Zone.BATTLEFIELD
            s.add_card(zone, player, name, n)
    for player, n in life.items():
        s.set_life(player, n)
    s.stop_at(1, step)
    s.execute()
    s.game.resume()
    return s


def _casts_shock_at_face(agent: HeuristicAgent, s: Scenario) -> bool:
    a = agent.choose(s.game, 0)
    return type(a).__name__ == "CastSpell" and s.state.objects[a.card].name == "Shock" \
        and a.targets == (-2,)


def test_the_careful_policy_keeps_burn_unless_a_lethal_attack_is_within_reach() -> None:
    far = _main_phase({"A": [("Shock", 1), ("Mountain", 1)]}, {"B": 20})
    assert _casts_shock_at_face(HeuristicAgent(0), far)  # the plain heuristic fires it
    assert not _casts_shock_at_face(HeuristicAgent(0, careful=True), far)
    near = _main_phase({"A": [("Shock", 1), ("Mountain", 1), ("Grizzly Bears", 1)]}, {"B": 4})
    assert _casts_shock_at_face(HeuristicAgent(0, careful=True), near)  # 2 + 2 power >= 4


def _attack(agent: HeuristicAgent, s: Scenario) -> set[str]:
    assert s.game.pending.player == 0  # type: ignore[union-attr]
    a = agent.choose(s.game, 0)
    return {s.state.objects[x].name for x, _ in a.attacks}


def test_506_4_the_careful_policy_keeps_a_blocker_home_against_a_lethal_crack_back() -> None:
    # A at 4 life with Hill Giant (3/3) and Grizzly Bears (2/2); B has two Grizzly Bears: no
    # block of B's kills an attacker for free, so the plain heuristic attacks with both, and
    # B's 4 power on the crack-back would meet no untapped blocker (4 >= 4 life)
    s = _main_phase({"A": [("Hill Giant", 1), ("Grizzly Bears", 1)],
                     "B": [("Grizzly Bears", 2)]}, {"A": 4, "B": 20}, Step.DECLARE_ATTACKERS)
    assert _attack(HeuristicAgent(0), s) == {"Hill Giant", "Grizzly Bears"}
    # the toughest stays home: it stops one Bears, 2 damage gets through, 2 < 4
    assert _attack(HeuristicAgent(0, careful=True), s) == {"Grizzly Bears"}


def test_509_1a_the_careful_policy_does_not_trade_its_better_creature_on_attack() -> None:
    # A's Giant Spider (2/4, mana value 4) and Grizzly Bears (2/2) against B's untapped Typhoid
    # Rats (1/1 deathtouch, mana value 1): either attacker and the Rats destroy each other if
    # it blocks (702.2b, 510.1c), a trade the plain heuristic accepts; the careful policy
    # offers neither for the Rats, whose mana value is lower than each attacker's
    s = _main_phase({"A": [("Giant Spider", 1), ("Grizzly Bears", 1)],
                     "B": [("Typhoid Rats", 1)]}, {"A": 20, "B": 20}, Step.DECLARE_ATTACKERS)
    assert _attack(HeuristicAgent(0), s) == {"Giant Spider", "Grizzly Bears"}
    assert _attack(HeuristicAgent(0, careful=True), s) == set()


def test_the_careful_policy_attacks_with_everything_when_it_is_lethal_through_blockers() -> None:
    s = _main_phase({"A": [("Hill Giant", 2), ("Grizzly Bears", 1)],
                     "B": [("Serra Angel", 1)]}, {"B": 5}, Step.DECLARE_ATTACKERS)
    assert _attack(HeuristicAgent(0), s) == set()  # Serra Angel (4/4) eats each of them
    assert _attack(HeuristicAgent(0, careful=True), s) == {"Hill Giant", "Grizzly Bears"}


def test_the_careful_policy_keeps_removal_for_a_creature_worth_a_card() -> None:
    # B has Raging Goblin, a 1/1 with haste only (threat 2): Shock is kept by the careful
    # policy; the plain heuristic fires it at the Goblin
    s = _main_phase({"A": [("Shock", 1), ("Mountain", 1)], "B": [("Raging Goblin", 1)]},
                    {"B": 20})
    token = next(o for o in s.state.battlefield if s.state.objects[o].name == "Raging Goblin")
    plain = HeuristicAgent(0).choose(s.game, 0)
    assert type(plain).__name__ == "CastSpell" and plain.targets == (token,)
    careful = HeuristicAgent(0, careful=True).choose(s.game, 0)
    assert type(careful).__name__ == "PassPriority"
    # a 1/1 with flying and lifelink (threat 2 + 2 + 2 = 6) is worth the Shock
    s = _main_phase({"A": [("Shock", 1), ("Mountain", 1)], "B": [("Vault Skirge", 1)]},
                    {"B": 20})
    careful = HeuristicAgent(0, careful=True).choose(s.game, 0)
    assert type(careful).__name__ == "CastSpell" and careful.targets != (-2,)


def _casts(agent: HeuristicAgent, s: Scenario, name: str) -> bool:
    a = agent.choose(s.game, 0)
    return type(a).__name__ == "CastSpell" and s.state.objects[a.card].name == name


def test_the_careful_policy_fires_face_only_burn_with_the_mana_left_after_combat() -> None:
    # Lava Axe can only target a player or planeswalker: keeping it for a creature is keeping
    # it for nothing, so the careful policy casts it in its postcombat main phase (its last
    # chance this turn), not before combat, when no lethal attack is within reach
    setup = {"A": [("Lava Axe", 1), ("Mountain", 5)]}
    before = _main_phase(setup, {"B": 20})
    assert not _casts(HeuristicAgent(0, careful=True), before, "Lava Axe")
    after = _main_phase(setup, {"B": 20}, Step.POSTCOMBAT_MAIN)
    a = HeuristicAgent(0, careful=True).choose(after.game, 0)
    assert type(a).__name__ == "CastSpell" and a.targets == (-2,)
    # Shock can hit a creature: still kept after combat
    shock = _main_phase({"A": [("Shock", 1), ("Mountain", 1)]}, {"B": 20}, Step.POSTCOMBAT_MAIN)
    assert not _casts(HeuristicAgent(0, careful=True), shock, "Lava Axe")
    assert not _casts_shock_at_face(HeuristicAgent(0, careful=True), shock)


# ---------------------------------------------------------------- dredge and champion (real cards)

def _drive_to(s: Scenario, purpose: str, limit: int = 200) -> ChoiceDecision:
    """Play on with the heuristic agent on both sides until a choice of `purpose` is asked."""
    g = s.game
    g.resume()
    agent = HeuristicAgent(0)
    for _ in range(limit):
        d = g.pending
        if isinstance(d, ChoiceDecision) and d.purpose == purpose:
            return d
        g.apply(agent.choose(g, d.player))  # type: ignore[union-attr]
    raise AssertionError(f"no {purpose} choice was asked")


def _dredge_position(db: CardDatabase, library: int) -> Scenario:
    s = Scenario(cards=db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Island", library)
    s.add_card(Zone.GRAVEYARD, "A", "Stinkweed Imp")
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    return s


def test_702_52a_the_heuristic_dredges_while_the_library_can_afford_it(db: CardDatabase) -> None:
    # 616.1 choice in A's turn-3 draw step: 0 = Stinkweed Imp's dredge 5, 1 = none
    s = _dredge_position(db, 20)  # 20 - 5 = 15 cards left: dredge
    d = _drive_to(s, "replacement")
    assert d.options == (0, 1)
    assert HeuristicAgent(0).choose(s.game, 0) == Choose((0,))
    s = _dredge_position(db, 12)  # 12 - 5 = 7 < 8 cards left: draw instead (704.5b looms)
    _drive_to(s, "replacement")
    assert HeuristicAgent(0).choose(s.game, 0) == Choose((1,))


def test_702_72a_the_heuristic_champions_its_least_valuable_creature(db: CardDatabase) -> None:
    # Changeling Hero (champion a creature) with Grizzly Bears and Llanowar Elves: the Elves
    # (mana value 1, 1/1) go to exile rather than the Bears (2, 2/2) or the Hero itself
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.HAND, "A", "Changeling Hero")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    d = _drive_to(s, "champion")
    elves = next(o for o in d.options if o and s.state.objects[o].name == "Llanowar Elves")
    assert HeuristicAgent(0).choose(s.game, 0) == Choose((elves,))


def test_700_4_the_careful_policy_keeps_removal_off_a_creature_with_a_dies_trigger() -> None:
    # Doomed Traveler (1/1, "when this creature dies, create a 1/1 Spirit with flying"): the
    # Shock would set off the trigger it is worth (threat 2); the plain heuristic fires it
    s = _main_phase({"A": [("Shock", 1), ("Mountain", 1)], "B": [("Doomed Traveler", 1)]},
                    {"B": 20})
    traveler = next(o for o in s.state.battlefield if s.state.objects[o].name == "Doomed Traveler")
    plain = HeuristicAgent(0).choose(s.game, 0)
    assert type(plain).__name__ == "CastSpell" and plain.targets == (traveler,)
    careful = HeuristicAgent(0, careful=True).choose(s.game, 0)
    assert type(careful).__name__ == "PassPriority"


def test_700_4_removal_counts_what_a_dies_trigger_gives_back_on_a_bigger_creature() -> None:
    # under Glorious Anthem Doomed Traveler is a 2/2 (613.4c; threat 4, enough for a Shock
    # once), but destroying it still leaves a 1/1 Spirit with flying (a 2/2 under the Anthem):
    # what its dies trigger gives back (700.4) is taken off its threat and the Shock is kept
    s = _main_phase({"A": [("Shock", 1), ("Mountain", 1)],
                     "B": [("Doomed Traveler", 1), ("Glorious Anthem", 1)]}, {"B": 20})
    traveler = next(o for o in s.state.battlefield if s.state.objects[o].name == "Doomed Traveler")
    plain = HeuristicAgent(0).choose(s.game, 0)
    assert type(plain).__name__ == "CastSpell" and plain.targets == (traveler,)
    careful = HeuristicAgent(0, careful=True).choose(s.game, 0)
    assert type(careful).__name__ == "PassPriority"


# ---------------------------------------------------------------- land choice and double blocks

def test_305_1_the_careful_policy_plays_the_land_of_the_colour_its_hand_needs() -> None:
    # A has a Forest; in hand a Forest (listed first), a Mountain and Shock ({R}): the plain
    # heuristic plays the first land offered, the careful policy the Mountain (202.2: Shock
    # is red; no land of A's makes red mana)
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    for name in ("Forest", "Mountain", "Shock"):
        s.add_card(Zone.HAND, "A", name)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.game.resume()

    def land(agent: HeuristicAgent) -> str:
        a = agent.choose(s.game, 0)
        assert type(a).__name__ == "PlayLand"
        return s.state.objects[a.card].name

    assert land(HeuristicAgent(0)) == "Forest"
    assert land(HeuristicAgent(0, careful=True)) == "Mountain"


def _blocks(agent: HeuristicAgent, s: Scenario) -> list[tuple[str, str]]:
    assert s.game.pending.player == 0  # type: ignore[union-attr]
    d = agent.choose(s.game, 0)
    assert s.game.why_illegal(d) is None
    return sorted((s.state.objects[b].name, s.state.objects[a].name) for b, a in d.blocks)


def test_509_1a_the_careful_policy_double_blocks_an_attacker_it_can_kill_for_one_blocker() -> None:
    # B's Hill Giant (3/3) attacks A's two Grizzly Bears (2/2): neither kills it alone, so the
    # plain heuristic doesn't block; together they deal 4 >= 3 (510.1c) and the Giant's 3
    # damage destroys one Bears, not both (2 + 2 > 3): the careful policy blocks with both
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Hill Giant")
    s.stop_at(2, Step.DECLARE_BLOCKERS)
    s.execute()
    s.game.resume()
    assert _blocks(HeuristicAgent(0), s) == []
    assert _blocks(HeuristicAgent(0, careful=True), s) == [("Grizzly Bears", "Hill Giant")] * 2


def _one_attack(blocker: str, attacker: str) -> Scenario:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", blocker)
    s.add_card(Zone.BATTLEFIELD, "B", attacker)
    s.attack(2, "B", attacker)
    s.stop_at(2, Step.DECLARE_BLOCKERS)
    s.execute()
    s.game.resume()
    return s


def test_510_2_the_careful_policy_trades_by_threat_not_by_size() -> None:
    # Typhoid Rats (1/1 deathtouch, 702.2b) attacks A's Grizzly Bears: both would die (510.2,
    # 704.5g). The plain heuristic only trades a blocker no bigger than the attacker (2/2 >
    # 1/1); the careful one counts deathtouch (threat 4 each) and trades
    s = _one_attack("Grizzly Bears", "Typhoid Rats")
    assert _blocks(HeuristicAgent(0), s) == []
    assert _blocks(HeuristicAgent(0, careful=True), s) == [("Grizzly Bears", "Typhoid Rats")]


def test_700_4_the_careful_policy_does_not_trade_with_an_attacker_that_leaves_a_token() -> None:
    # Doomed Traveler (1/1, "when this creature dies, create a 1/1 white Spirit creature token
    # with flying") attacks A's Llanowar Elves (1/1): the trade costs A a mana creature for a
    # card that leaves a flier behind; the plain heuristic trades (same size)
    s = _one_attack("Llanowar Elves", "Doomed Traveler")
    assert _blocks(HeuristicAgent(0), s) == [("Llanowar Elves", "Doomed Traveler")]
    assert _blocks(HeuristicAgent(0, careful=True), s) == []


def test_509_1a_no_double_block_when_the_attacker_destroys_both_blockers() -> None:
    # Craw Wurm (6/4) deals 6 >= 2 + 2: both Bears would die for it; and a Raging Goblin
    # attacking (threat 2) is not worth a double block
    for attacker in ("Craw Wurm", "Raging Goblin"):
        s = Scenario()
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
        s.add_card(Zone.BATTLEFIELD, "B", attacker)
        s.attack(2, "B", attacker)
        s.stop_at(2, Step.DECLARE_BLOCKERS)
        s.execute()
        s.game.resume()
        assert len(_blocks(HeuristicAgent(0, careful=True), s)) <= 1


def test_701_9_the_careful_policy_discards_surplus_lands_before_spells() -> None:
    # Mind Rot makes A discard two cards (701.9) with two Forests on the battlefield and three
    # Forests, Grizzly Bears and Centaur Courser in hand: the plain heuristic keeps lands
    # (fewer than 5 in play) and discards both creatures; the careful policy sees that its
    # spells want no more than 4 lands (2 in play + 2 in hand) and discards a surplus Forest
    # first, then the cheaper creature
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Centaur Courser")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Mind Rot")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    d = _drive_to(s, "discard")
    assert d.player == 0 and d.min == 2 and len(d.options) == 5

    def discarded(agent: HeuristicAgent) -> list[str]:
        a = agent.choose(s.game, 0)
        return sorted(s.state.objects[c].name for c in a.chosen)

    assert discarded(HeuristicAgent(0)) == ["Centaur Courser", "Grizzly Bears"]
    assert discarded(HeuristicAgent(0, careful=True)) == ["Forest", "Grizzly Bears"]


def _combat_trick(blocks: bool, blocker: str | None, life: int = 20) -> Scenario:
    """A's Grizzly Bears attacks B (`life`), who has `blocker` and blocks with it if
    `blocks`; A holds Giant Growth and a Forest. Stops at A's priority in the declare
    attackers step (blocks=False) or the declare blockers step."""
    from mtg_engine.actions import DeclareAttackers, DeclareBlockers

    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    if blocker:
        s.add_card(Zone.BATTLEFIELD, "B", blocker)
    s.set_life("B", life)
    s.stop_at(1, Step.DECLARE_ATTACKERS)
    s.execute()
    g = s.game
    g.resume()
    [bears] = [o for o in s.state.battlefield if s.state.objects[o].name == "Grizzly Bears"]
    g.apply(DeclareAttackers(((bears, -2),)))
    if blocks:
        while isinstance(g.pending, PriorityDecision) and s.state.step is Step.DECLARE_ATTACKERS:
            g.apply(PassPriority())
        if blocker:  # with no creature B is asked nothing (509.1)
            [b] = [o for o in s.state.battlefield if s.state.objects[o].name == blocker]
            g.apply(DeclareBlockers(((b, bears),)))
    assert isinstance(g.pending, PriorityDecision) and g.pending.player == 0
    assert s.state.step is (Step.DECLARE_BLOCKERS if blocks else Step.DECLARE_ATTACKERS)
    return s


def test_509_1_the_careful_policy_casts_a_pump_spell_after_blocks_when_it_changes_the_fight() -> None:
    careful = HeuristicAgent(0, careful=True)
    # before blockers are declared the plain heuristic pumps its attacker; the careful policy
    # waits (509.1: the defender blocks knowing it)
    early = _combat_trick(False, "Hill Giant")
    assert _casts(HeuristicAgent(0), early, "Giant Growth")
    assert not _casts(careful, early, "Giant Growth")
    # blocked by Hill Giant (3/3): +3/+3 makes the Bears survive and destroy it (510.1)
    assert _casts(careful, _combat_trick(True, "Hill Giant"), "Giant Growth")
    # blocked by Raging Goblin (1/1): the Bears already survive and destroy it
    assert not _casts(careful, _combat_trick(True, "Raging Goblin"), "Giant Growth")
    # unblocked: worth it only when 2 + 3 damage is lethal (704.5a)
    assert not _casts(careful, _combat_trick(True, None, 20), "Giant Growth")
    assert _casts(careful, _combat_trick(True, None, 5), "Giant Growth")


def _start(s: Scenario, kind: type, name: str) -> None:
    """At the scenario's stop, A casts or plays the card `name` (an action of type `kind`)."""
    g = s.game
    g.resume()
    g.apply(next(a for a in g.legal_actions() if isinstance(a, kind)
                 and s.state.objects[a.card].name == name))


def test_614_1a_mox_diamond_discards_the_land_the_hand_needs_least(db: CardDatabase) -> None:
    # Mox Diamond ("If ~ would enter the battlefield, you may discard a land card instead") with
    # a Mountain, a Forest and Grizzly Bears (G) in hand: the Mountain goes (the Forest casts
    # the Bears, 202.2), where the first option offered was the first land listed
    s = Scenario(cards=db)
    s.add_card(Zone.HAND, "A", "Mox Diamond")
    s.add_card(Zone.HAND, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    _start(s, CastSpell, "Mox Diamond")
    d = _drive_to(s, "choose_enter_cost")
    names = [s.state.objects[o].name if o else "none" for o in d.options]
    assert sorted(names) == ["Forest", "Mountain", "none"]
    for agent in (HeuristicAgent(0), HeuristicAgent(0, careful=True)):
        (chosen,) = agent.choose(s.game, 0).chosen
        assert s.state.objects[chosen].name == "Mountain"


def test_614_1a_heart_of_yavimaya_sacrifices_a_tapped_forest(db: CardDatabase) -> None:
    # Heart of Yavimaya ("If ~ would enter the battlefield, sacrifice a Forest instead") with an
    # untapped Forest and a tapped one: the tapped one goes, the other still makes mana
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Heart of Yavimaya")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    g = s.game
    g.resume()
    # 605.3a: A taps the second Forest for {G} (the first option offered stays untapped)
    g.apply(max((a for a in g.legal_actions() if isinstance(a, ActivateAbility)),
                key=lambda a: a.source))
    _start(s, PlayLand, "Heart of Yavimaya")
    d = _drive_to(s, "choose_enter_cost")
    assert len(d.options) == 2 and 0 not in d.options  # the sacrifice is required
    (chosen,) = HeuristicAgent(0).choose(s.game, 0).chosen
    assert s.state.objects[chosen].tapped
