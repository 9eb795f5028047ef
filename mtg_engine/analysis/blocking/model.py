"""The blocking instance: who attacks, who may block, and every restriction and requirement.

The fields follow the classification of Chatterjee and Ibsen-Jensen, "The Complexity of Deciding
Legality of a Single Step of Magic: The Gathering" (seed 001), section 2:

restrictions (509.1b)
  ``cannot_block``        local restrictions: pairs (blocker, attacker) that may not block
                          (flying, Razortooth Rats' fear-like text, protection, ...)
  ``min_blockers``        local counting restrictions: an attacker is unblocked or blocked by at
                          least k creatures (menace 2, Guile 3); ``"all"`` is Tromokratis: it is
                          unblocked or blocked by *every* creature in ``blockers``
  ``max_blockers_total``  global counting restriction: at most k creatures block
                          (Silent Arbiter 1, Caverns of Despair 2); ``None`` = no limit
  ``blocker_capacity``    how many attackers a blocker may block (default 1; Iona's Blessing
                          raises it; 0 = can't block; ``None`` = any number)
  ``attacker_capacity``   how many creatures may block an attacker (default unbounded;
                          Alpha Authority sets 1)

requirements (509.1c), each with a multiplicity n = the number of effects imposing it
  ``must_be_blocked``     generic attacker requirement (Irresistible Prey): satisfied iff the
                          attacker is blocked by at least one creature
  ``must_block``          generic blocker requirement (Culling Mark): satisfied iff the blocker
                          blocks at least one attacker
  ``must_block_attacker`` specific requirement (Hunt Down): [blocker, attacker, n], satisfied iff
                          that blocker blocks that attacker
  ``exactly_one_blocker_if_able``  special generic requirement (Nacatl War-Pride): satisfied iff
                          the attacker is blocked by exactly one creature (multiplicity 1 each)

A requirement with multiplicity n counts as n requirements that are obeyed or disobeyed together
(the paper puts weight n on the single edge that models it), so ``"must_be_blocked": {"a": 2}``
adds 2 to the count when ``a`` is blocked by one creature or by several.

A declaration maps each blocker to the list of attackers it blocks (509.1a); a blocker that is
absent, or maps to ``[]``, does not block.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

ALL = "all"
"""The ``min_blockers`` value of Tromokratis: blocked only by every creature in ``blockers``."""

Declaration = dict[str, list[str]]
"""blocker name -> the attackers it blocks."""

FIELDS: tuple[str, ...] = (
    "attackers",
    "blockers",
    "cannot_block",
    "min_blockers",
    "max_blockers_total",
    "blocker_capacity",
    "attacker_capacity",
    "must_be_blocked",
    "must_block",
    "must_block_attacker",
    "exactly_one_blocker_if_able",
    "declaration",
)


class InstanceError(ValueError):
    """A malformed instance or declaration; the message names the offending field."""


@dataclass(frozen=True)
class BlockingInstance:
    """One declare-blockers decision for one defending player (see the package docstring)."""

    attackers: tuple[str, ...]
    blockers: tuple[str, ...]
    cannot_block: frozenset[tuple[str, str]] = frozenset()
    min_blockers: dict[str, int | str] = field(default_factory=dict)
    max_blockers_total: int | None = None
    blocker_capacity: dict[str, int | None] = field(default_factory=dict)
    attacker_capacity: dict[str, int | None] = field(default_factory=dict)
    must_be_blocked: dict[str, int] = field(default_factory=dict)
    must_block: dict[str, int] = field(default_factory=dict)
    must_block_attacker: dict[tuple[str, str], int] = field(default_factory=dict)
    exactly_one_blocker_if_able: frozenset[str] = frozenset()
    declaration: Declaration | None = None

    # -- derived values used by the solvers ------------------------------------------------
    def blocker_cap(self, blocker: str) -> int:
        """How many attackers ``blocker`` may block; unbounded is ``len(attackers)``."""
        cap = self.blocker_capacity.get(blocker, 1)
        return len(self.attackers) if cap is None else min(cap, len(self.attackers))

    def attacker_cap(self, attacker: str) -> int:
        """How many creatures may block ``attacker``; unbounded is ``len(blockers)``."""
        cap = self.attacker_capacity.get(attacker)
        return len(self.blockers) if cap is None else min(cap, len(self.blockers))

    def can_block(self, blocker: str, attacker: str) -> bool:
        """False if a local restriction forbids the pair."""
        return (blocker, attacker) not in self.cannot_block

    def total_requirements(self) -> int:
        """Every requirement in the instance, counted with multiplicity."""
        return (
            sum(self.must_be_blocked.values())
            + sum(self.must_block.values())
            + sum(self.must_block_attacker.values())
            + len(self.exactly_one_blocker_if_able)
        )

    # -- JSON ------------------------------------------------------------------------------
    @classmethod
    def from_dict(cls, data: Any) -> BlockingInstance:
        """Validate ``data`` (parsed JSON); raise InstanceError naming the bad field."""
        return _parse(data)

    @classmethod
    def from_json(cls, text: str, source: str = "<json>") -> BlockingInstance:
        """Parse JSON text; errors name ``source``, the line and column, or the field."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as err:
            raise InstanceError(
                f"{source}: line {err.lineno}, column {err.colno}: invalid JSON: {err.msg}"
            ) from err
        try:
            return _parse(data)
        except InstanceError as err:
            raise InstanceError(f"{source}: {err}") from err

    @classmethod
    def from_file(cls, path: str | Path) -> BlockingInstance:
        """Read an instance from a JSON file."""
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as err:
            raise InstanceError(f"{path}: cannot read: {err}") from err
        return cls.from_json(text, source=str(path))

    def to_dict(self) -> dict[str, Any]:
        """The JSON form, every field present, in the order of the issue's example."""
        return {
            "attackers": list(self.attackers),
            "blockers": list(self.blockers),
            "cannot_block": [list(p) for p in sorted(self.cannot_block)],
            "min_blockers": dict(self.min_blockers),
            "max_blockers_total": self.max_blockers_total,
            "blocker_capacity": dict(self.blocker_capacity),
            "attacker_capacity": dict(self.attacker_capacity),
            "must_be_blocked": dict(self.must_be_blocked),
            "must_block": dict(self.must_block),
            "must_block_attacker": [
                [b, a, n] for (b, a), n in sorted(self.must_block_attacker.items())
            ],
            "exactly_one_blocker_if_able": sorted(self.exactly_one_blocker_if_able),
            "declaration": None if self.declaration is None else _copy(self.declaration),
        }

    def to_json(self, indent: int | None = 2) -> str:
        """Serialise; ``from_json(to_json())`` gives an equal instance."""
        return json.dumps(self.to_dict(), indent=indent)

    def parse_declaration(self, data: Any, where: str = "declaration") -> Declaration:
        """Validate a declaration against this instance; every blocker appears in the result."""
        return _parse_declaration(data, self.attackers, self.blockers, where)


def _copy(decl: Declaration) -> Declaration:
    return {b: list(a) for b, a in decl.items()}


# -- validation ---------------------------------------------------------------------------
def _names(data: dict[str, Any], key: str) -> tuple[str, ...]:
    value = data.get(key)
    if value is None:
        raise InstanceError(f"field '{key}' is missing (a list of creature names)")
    if not isinstance(value, list):
        raise InstanceError(f"field '{key}' must be a list of names, not {_kind(value)}")
    seen: set[str] = set()
    for i, name in enumerate(value):
        if not isinstance(name, str) or not name:
            raise InstanceError(f"field '{key}'[{i}] must be a non-empty string, not {name!r}")
        if name in seen:
            raise InstanceError(f"field '{key}'[{i}]: duplicate name {name!r}")
        seen.add(name)
    return tuple(value)


def _kind(value: Any) -> str:
    return {dict: "an object", list: "a list", str: "a string", bool: "a boolean"}.get(
        type(value), type(value).__name__
    )


def _count(value: Any, where: str, allow_none: bool = False, minimum: int = 0) -> int | None:
    if value is None and allow_none:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        extra = " or null" if allow_none else ""
        raise InstanceError(f"{where} must be an integer >= {minimum}{extra}, not {value!r}")
    return value


def _mapping(data: dict[str, Any], key: str) -> dict[str, Any]:
    value = data.get(key)
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise InstanceError(f"field '{key}' must be an object, not {_kind(value)}")
    return value


def _member(name: Any, names: tuple[str, ...], where: str, side: str) -> str:
    if name not in names:
        raise InstanceError(f"{where}: unknown {side} {name!r}")
    return name


def _parse(data: Any) -> BlockingInstance:
    if not isinstance(data, dict):
        raise InstanceError(f"an instance must be a JSON object, not {_kind(data)}")
    for key in data:
        if key not in FIELDS:
            raise InstanceError(f"unknown field {key!r} (known: {', '.join(FIELDS)})")
    attackers = _names(data, "attackers")
    blockers = _names(data, "blockers")
    both = set(attackers) & set(blockers)
    if both:
        raise InstanceError(f"field 'blockers': {sorted(both)[0]!r} is also an attacker")

    def by_attacker(key: str) -> dict[str, Any]:
        return {_member(k, attackers, f"{key}.{k}", "attacker"): v
                for k, v in _mapping(data, key).items()}

    def by_blocker(key: str) -> dict[str, Any]:
        return {_member(k, blockers, f"{key}.{k}", "blocker"): v
                for k, v in _mapping(data, key).items()}

    min_blockers: dict[str, int | str] = {}
    for a, k in by_attacker("min_blockers").items():
        if k == ALL:
            min_blockers[a] = ALL
        else:
            min_blockers[a] = _count(k, f"min_blockers.{a} (an integer >= 1 or \"all\")", False, 1)
    instance = BlockingInstance(
        attackers=attackers,
        blockers=blockers,
        cannot_block=_pairs(data, attackers, blockers),
        min_blockers=min_blockers,
        max_blockers_total=_count(
            data.get("max_blockers_total"), "max_blockers_total", allow_none=True
        ),
        blocker_capacity={
            b: _count(k, f"blocker_capacity.{b}", allow_none=True)
            for b, k in by_blocker("blocker_capacity").items()
        },
        attacker_capacity={
            a: _count(k, f"attacker_capacity.{a}", allow_none=True)
            for a, k in by_attacker("attacker_capacity").items()
        },
        must_be_blocked={a: int(_count(n, f"must_be_blocked.{a}") or 0)
                         for a, n in by_attacker("must_be_blocked").items()},
        must_block={b: int(_count(n, f"must_block.{b}") or 0)
                    for b, n in by_blocker("must_block").items()},
        must_block_attacker=_specific(data, attackers, blockers),
        exactly_one_blocker_if_able=_attacker_set(data, attackers),
    )
    if data.get("declaration") is None:
        return instance
    decl = _parse_declaration(data["declaration"], attackers, blockers, "declaration")
    return replace(instance, declaration=decl)


def _pairs(data: dict[str, Any], attackers: tuple[str, ...],
           blockers: tuple[str, ...]) -> frozenset[tuple[str, str]]:
    value = data.get("cannot_block") or []
    if not isinstance(value, list):
        raise InstanceError(f"field 'cannot_block' must be a list of [blocker, attacker] pairs, "
                            f"not {_kind(value)}")
    pairs = set()
    for i, pair in enumerate(value):
        where = f"cannot_block[{i}]"
        if not isinstance(pair, list) or len(pair) != 2:
            raise InstanceError(f"{where} must be a [blocker, attacker] pair, not {pair!r}")
        pairs.add((_member(pair[0], blockers, where, "blocker"),
                   _member(pair[1], attackers, where, "attacker")))
    return frozenset(pairs)


def _specific(data: dict[str, Any], attackers: tuple[str, ...],
              blockers: tuple[str, ...]) -> dict[tuple[str, str], int]:
    value = data.get("must_block_attacker") or []
    if not isinstance(value, list):
        raise InstanceError("field 'must_block_attacker' must be a list of "
                            f"[blocker, attacker, n] triples, not {_kind(value)}")
    out: dict[tuple[str, str], int] = {}
    for i, item in enumerate(value):
        where = f"must_block_attacker[{i}]"
        if not isinstance(item, list) or len(item) not in (2, 3):
            raise InstanceError(f"{where} must be [blocker, attacker] or [blocker, attacker, n], "
                                f"not {item!r}")
        key = (_member(item[0], blockers, where, "blocker"),
               _member(item[1], attackers, where, "attacker"))
        n = _count(item[2], f"{where} multiplicity") if len(item) == 3 else 1
        out[key] = out.get(key, 0) + int(n or 0)  # two Hunt Downs on one pair add up
    return out


def _attacker_set(data: dict[str, Any], attackers: tuple[str, ...]) -> frozenset[str]:
    key = "exactly_one_blocker_if_able"
    value = data.get(key) or []
    if not isinstance(value, list):
        raise InstanceError(f"field '{key}' must be a list of attackers, not {_kind(value)}")
    return frozenset(_member(a, attackers, f"{key}[{i}]", "attacker") for i, a in enumerate(value))


def _parse_declaration(data: Any, attackers: tuple[str, ...], blockers: tuple[str, ...],
                       where: str) -> Declaration:
    if not isinstance(data, dict):
        raise InstanceError(f"field '{where}' must be an object blocker -> [attackers], "
                            f"not {_kind(data)}")
    decl: Declaration = {b: [] for b in blockers}
    for b, blocked in data.items():
        _member(b, blockers, f"{where}.{b}", "blocker")
        if not isinstance(blocked, list):
            raise InstanceError(f"{where}.{b} must be a list of attackers, not {_kind(blocked)}")
        for i, a in enumerate(blocked):
            _member(a, attackers, f"{where}.{b}[{i}]", "attacker")
            if a in decl[b]:
                raise InstanceError(f"{where}.{b}[{i}]: {a!r} listed twice")
            decl[b].append(a)
    return decl
