"""The checks of the scenario API (../shared/spec/scenario-api.md): `assert_life`,
`assert_power_toughness`, `assert_playable`... Each compares a figure of the game as it stands
with the expected one and raises `ScenarioError` naming both (scenario_answers._eq). Mixed
into `Scenario` (testing/scenario.py), which finds the players and objects they name."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mtg_engine.cards.faces import FUSE, names_of
from mtg_engine.core.colors import Color
from mtg_engine.core.types import CardType
from mtg_engine.rules import activation, casting
from mtg_engine.rules import faces as rules_faces
from mtg_engine.rules.layers import card_of, characteristics
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import StackKind, Zone


class ScenarioChecks:
    """The `assert_*` methods of `Scenario`."""

    if TYPE_CHECKING:
        names: str

        @property
        def state(self) -> GameState: ...

        def _player(self, name: str) -> int: ...

        def _name(self, oid: int) -> str: ...

        def _ref(self, name: str, *, prefer: Sequence[int] = (), controller: int | None = None,
                 exclude: set[int] | None = None, zone: Zone | None = None) -> int: ...

        def _permanents(self, player: str | None, name: str | None) -> list[int]: ...

        def _one_permanent(self, name: str, player: str | None = None) -> int: ...

    def assert_life(self, player: str, life: int) -> None:
        from mtg_engine.testing.scenario_answers import _eq

        _eq(f"{player}'s life", life, self.state.players[self._player(player)].life)

    def assert_permanent_count(self, player: str, name: str | None, count: int) -> None:
        from mtg_engine.testing.scenario_answers import _eq

        _eq(f"permanents named {name!r} controlled by {player}", count,
            len(self._permanents(player, name)))

    def assert_battlefield_count(self, player: str, count: int) -> None:
        from mtg_engine.testing.scenario_answers import _eq

        _eq(f"permanents controlled by {player}", count, len(self._permanents(player, None)))

    def assert_graveyard_count(self, player: str, name: str | None, count: int) -> None:
        from mtg_engine.testing.scenario_answers import _eq

        gy = self.state.players[self._player(player)].graveyard
        _eq(f"cards named {name!r} in {player}'s graveyard", count,
            sum(1 for c in gy if name is None or name in names_of(self.state.objects[c].card)))

    def assert_hand_count(self, player: str, count: int, name: str | None = None) -> None:
        from mtg_engine.testing.scenario_answers import _eq

        hand = self.state.players[self._player(player)].hand
        _eq(f"cards{'' if name is None else f' named {name!r}'} in {player}'s hand", count,
            sum(1 for c in hand if name is None or name in names_of(self.state.objects[c].card)))

    def assert_library_count(self, player: str, count: int, name: str | None = None) -> None:
        from mtg_engine.testing.scenario_answers import _eq

        lib = self.state.players[self._player(player)].library
        _eq(f"cards{'' if name is None else f' named {name!r}'} in {player}'s library", count,
            sum(1 for c in lib if name is None or name in names_of(self.state.objects[c].card)))

    def assert_exile_count(self, name: str, count: int, player: str | None = None) -> None:
        from mtg_engine.testing.scenario_answers import _eq

        s = self.state
        p = self._player(player) if player is not None else None
        _eq(f"cards named {name!r} in exile", count,
            sum(1 for c in s.exile if name in names_of(s.objects[c].card)
                and (p is None or s.objects[c].owner == p)))

    def assert_power_toughness(self, player: str, name: str, power: int, toughness: int) -> None:
        from mtg_engine.testing.scenario_answers import _eq

        ids = self._permanents(player, name)
        if not ids:
            raise AssertionError(f"{player} controls no permanent named {name!r}")
        for oid in ids:
            ch = characteristics(self.state, oid)
            _eq(f"{name}'s power/toughness", (power, toughness), (ch.power, ch.toughness))

    def assert_base_power_toughness(self, player: str, name: str, power: int, toughness: int) -> None:
        from mtg_engine.testing.scenario_answers import _eq

        ids = self._permanents(player, name)
        if not ids:
            raise AssertionError(f"{player} controls no permanent named {name!r}")
        for oid in ids:
            ch = characteristics(self.state, oid)
            _eq(f"{name}'s base power/toughness", (power, toughness),
                (ch.base_power, ch.base_toughness))

    def assert_damage(self, name: str, amount: int) -> None:
        from mtg_engine.testing.scenario_answers import _eq

        _eq(f"damage on {name}", amount, self.state.objects[self._one_permanent(name)].damage)

    def assert_mana_value(self, name: str, value: int) -> None:
        from mtg_engine.testing.scenario_answers import _eq

        oid = self._ref(name)
        o = self.state.objects[oid]
        mv = characteristics(self.state, oid).card.mana_value
        if o.zone is Zone.STACK and o.kind is StackKind.SPELL:
            mv += o.x * o.card.mana_cost.x_count  # 202.3e: X on the stack
        _eq(f"{name}'s mana value", value, mv)

    def assert_attached(self, attachment: str, to: str) -> None:
        from mtg_engine.testing.scenario_answers import _eq

        a = self._one_permanent(attachment)
        target = self.state.objects[a].attached_to
        actual = self._name(target) if target in self.state.objects else None
        _eq(f"what {attachment} is attached to", to, actual)

    def assert_playable(self, player: str, what: str, playable: bool = True) -> None:
        from mtg_engine.testing.scenario_answers import _eq, _norm_ability

        s = self.state
        p = self._player(player)
        actual = False
        for a in casting.cast_actions(s, p):
            o = s.objects[a.card]
            cast_as = rules_faces.spell_card(o, a.face)  # a face being cast has its name
            if (what in names_of(o.card) and a.face in (-1, FUSE)) or \
                    (not isinstance(cast_as, str) and cast_as.name == what):
                actual = True
        if not actual:
            want = _norm_ability(what)
            for a in activation.activate_actions(s, p):
                if _norm_ability(card_of(s, a.source).abilities[a.ability].text).startswith(want):
                    actual = True
        if not actual:
            actual = any(getattr(rules_faces.land_face(s.objects[a.card].card, a.face), "name", "")
                         == what for a in casting.land_actions(s, p))
        _eq(f"whether {player} can play {what!r}", playable, actual)

    def assert_tapped(self, name: str, tapped: bool = True) -> None:
        from mtg_engine.testing.scenario_answers import _eq

        _eq(f"whether {name} is tapped", tapped, self.state.objects[self._one_permanent(name)].tapped)

    def assert_counter_count(self, player: str, name: str, kind: str, count: int) -> None:
        from mtg_engine.testing.scenario_answers import _eq

        oid = self._one_permanent(name, player)
        _eq(f"{kind} counters on {name}", count, self.state.objects[oid].counters.get(kind, 0))

    def assert_player_counters(self, player: str, kind: str, count: int) -> None:
        from mtg_engine.testing.scenario_answers import _eq

        _eq(f"{kind} counters on {player}", count,
            self.state.players[self._player(player)].counters.get(kind, 0))

    def assert_abilities(self, player: str, name: str, abilities: Sequence[str],
                         present: bool = True) -> None:
        from mtg_engine.testing.scenario_answers import _eq

        oid = self._one_permanent(name, player)
        kws = characteristics(self.state, oid).keywords
        for ab in abilities:
            _eq(f"whether {name} has {ab}", present, ab.lower() in kws)

    def assert_type(self, name: str, card_type: str, present: bool = True) -> None:
        from mtg_engine.testing.scenario_answers import _eq

        ch = characteristics(self.state, self._one_permanent(name))
        _eq(f"whether {name} is a {card_type}", present, CardType.parse(card_type) in ch.types)

    def assert_subtype(self, name: str, subtype: str, present: bool = True) -> None:
        from mtg_engine.testing.scenario_answers import _eq

        ch = characteristics(self.state, self._one_permanent(name))
        _eq(f"whether {name} is a {subtype}", present, ch.has_subtype(subtype))

    def assert_color(self, name: str, colors: Sequence[str]) -> None:
        from mtg_engine.testing.scenario_answers import _eq

        ch = characteristics(self.state, self._one_permanent(name))
        want = "".join(c for c in "WUBRG" if c in {Color.parse(x).value for x in colors})
        _eq(f"{name}'s colors", want, ch.colors)

    def assert_stack_size(self, size: int) -> None:
        from mtg_engine.testing.scenario_answers import _eq

        _eq("the stack size", size, len(self.state.stack))

    def assert_winner(self, player: str) -> None:
        from mtg_engine.testing.scenario_answers import _eq

        _eq("the winner", player, self._result_name())

    def assert_lost(self, player: str) -> None:
        from mtg_engine.testing.scenario_answers import _eq

        _eq(f"whether {player} lost", True, self.state.players[self._player(player)].lost)

    def assert_draw(self) -> None:
        from mtg_engine.testing.scenario_answers import _eq

        _eq("the result", "draw", self.state.result[0] if self.state.result else None)

    def assert_not_lost(self, player: str) -> None:
        from mtg_engine.testing.scenario_answers import _eq

        _eq(f"whether {player} lost", False, self.state.players[self._player(player)].lost)

    def assert_turn(self, turn: int) -> None:
        from mtg_engine.testing.scenario_answers import _eq

        _eq("the turn", turn, self.state.turn)

    def _result_name(self) -> str | None:
        r = self.state.result
        if r is None or r[0] != "win":
            return None
        return self.names[r[1]]
