"""Mana symbols and mana costs (107.4, 202), mana types (106) and the mana pool (106.4).

A mana cost is a tuple of `ManaSymbol`s parsed from the standard `{2}{W/U}` notation. Every
symbol of the Comprehensive Rules is supported: generic, coloured, colourless {C} (107.4c), X
(107.3), hybrid (107.4e), monocoloured hybrid {2/W} (107.4e), Phyrexian (107.4f), hybrid
Phyrexian {W/U/P}, and snow {S} (107.4h).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

from mtg_engine.core.colors import COLOR_LETTERS

MANA_TYPES = "WUBRGC"


class SymbolKind(str, Enum):
    GENERIC = "generic"  # {0}, {1}, {2}... (107.4b)
    COLORED = "colored"  # {W} {U} {B} {R} {G}
    COLORLESS = "colorless"  # {C} (107.4c): must be paid with colourless mana
    VARIABLE = "variable"  # {X} {Y} {Z} (107.3)
    HYBRID = "hybrid"  # {W/U} (107.4e)
    MONO_HYBRID = "mono_hybrid"  # {2/W} (107.4e)
    PHYREXIAN = "phyrexian"  # {W/P} and hybrid Phyrexian {W/U/P} (107.4f)
    SNOW = "snow"  # {S} (107.4h)


_VARIABLE = SymbolKind.VARIABLE


@dataclass(frozen=True, slots=True)
class ManaSymbol:
    """One mana symbol. `colors` holds the colour letters the symbol can be paid with;
    `amount` is the generic amount ({3}) or the generic alternative of {2/W}."""

    kind: SymbolKind
    colors: str = ""
    amount: int = 0
    var: str = ""

    @property
    def mana_value(self) -> int:
        """202.3: X is 0 except on the stack; {2/W} counts 2; hybrid and Phyrexian count 1."""
        if self.kind is SymbolKind.GENERIC:
            return self.amount
        if self.kind is SymbolKind.VARIABLE:
            return 0
        if self.kind is SymbolKind.MONO_HYBRID:
            return self.amount
        return 1

    def __str__(self) -> str:
        k = self.kind
        if k is SymbolKind.GENERIC:
            return f"{{{self.amount}}}"
        if k is SymbolKind.COLORED:
            return f"{{{self.colors}}}"
        if k is SymbolKind.COLORLESS:
            return "{C}"
        if k is SymbolKind.VARIABLE:
            return f"{{{self.var}}}"
        if k is SymbolKind.HYBRID:
            return "{" + "/".join(self.colors) + "}"
        if k is SymbolKind.MONO_HYBRID:
            return f"{{{self.amount}/{self.colors}}}"
        if k is SymbolKind.PHYREXIAN:
            return "{" + "/".join(self.colors) + "/P}"
        return "{S}"


_SYMBOL_RE = re.compile(r"\{([^{}]+)\}")


class ManaCostError(ValueError):
    """A mana cost string that is not valid mana notation."""


def parse_symbol(body: str) -> ManaSymbol:
    """Parse the inside of one `{...}`."""
    b = body.strip().upper()
    if b.isdigit():
        return ManaSymbol(SymbolKind.GENERIC, amount=int(b))
    if b in COLOR_LETTERS and len(b) == 1:
        return ManaSymbol(SymbolKind.COLORED, colors=b)
    if b == "C":
        return ManaSymbol(SymbolKind.COLORLESS)
    if b in ("X", "Y", "Z"):
        return ManaSymbol(SymbolKind.VARIABLE, var=b)
    if b == "S":
        return ManaSymbol(SymbolKind.SNOW)
    parts = b.split("/")
    if len(parts) >= 2 and parts[-1] == "P" and all(p in COLOR_LETTERS and len(p) == 1
                                                     for p in parts[:-1]):
        return ManaSymbol(SymbolKind.PHYREXIAN, colors="".join(parts[:-1]))
    if len(parts) == 2 and parts[0].isdigit() and parts[1] in COLOR_LETTERS and len(parts[1]) == 1:
        return ManaSymbol(SymbolKind.MONO_HYBRID, colors=parts[1], amount=int(parts[0]))
    if len(parts) == 2 and all(p in COLOR_LETTERS and len(p) == 1 for p in parts):
        return ManaSymbol(SymbolKind.HYBRID, colors=parts[0] + parts[1])
    if len(parts) == 2 and {parts[0], parts[1]} <= set(COLOR_LETTERS + "C") and "C" in parts:
        # {C/W}-style hybrids (post-2022) are paid with either type.
        return ManaSymbol(SymbolKind.HYBRID, colors=parts[0] + parts[1])
    raise ManaCostError(f"unknown mana symbol {{{body}}}")


@dataclass(frozen=True, slots=True)
class ManaCost:
    """A mana cost (202.1): the printed symbols in order."""

    symbols: tuple[ManaSymbol, ...] = ()

    @classmethod
    def parse(cls, text: str | None) -> ManaCost:
        if not text:
            return cls(())
        pos = 0
        out: list[ManaSymbol] = []
        for m in _SYMBOL_RE.finditer(text):
            if text[pos:m.start()].strip():
                raise ManaCostError(f"unexpected text {text[pos:m.start()]!r} in mana cost {text!r}")
            out.append(parse_symbol(m.group(1)))
            pos = m.end()
        if text[pos:].strip():
            raise ManaCostError(f"unexpected text {text[pos:]!r} in mana cost {text!r}")
        return cls(tuple(out))

    @property
    def mana_value(self) -> int:
        """202.3."""
        return sum(s.mana_value for s in self.symbols)

    @property
    def colors(self) -> str:
        """202.2: a card's colours are the colours of the mana symbols in its cost."""
        found = {c for s in self.symbols for c in s.colors if c in COLOR_LETTERS}
        return "".join(c for c in COLOR_LETTERS if c in found)

    @property
    def has_x(self) -> bool:
        for s in self.symbols:  # noqa: SIM110 (a loop: no generator to build; asked often)
            if s.kind is _VARIABLE:
                return True
        return False

    @property
    def x_count(self) -> int:
        return sum(1 for s in self.symbols if s.kind is SymbolKind.VARIABLE)

    def with_x(self, x: int) -> ManaCost:
        """107.3a: X replaced by its announced value, as generic mana (with `colors`, "Spend
        only black mana on X": X mana of that colour, `only_colors`)."""
        out = []
        for s in self.symbols:
            if s.kind is SymbolKind.VARIABLE and s.colors:
                out += [ManaSymbol(SymbolKind.COLORED, colors=s.colors)] * x
            elif s.kind is SymbolKind.VARIABLE:
                if x:
                    out.append(ManaSymbol(SymbolKind.GENERIC, amount=x))
            else:
                out.append(s)
        return ManaCost(tuple(out))

    def only_colors(self, colors: str) -> ManaCost:
        """The cost with only mana of `colors` spendable on its X ("Spend only black mana on
        X": 107.3, a restriction on how X is paid, its symbols still {X})."""
        return ManaCost(tuple(ManaSymbol(s.kind, colors, s.amount, s.var)
                              if s.kind is SymbolKind.VARIABLE else s for s in self.symbols))

    def __add__(self, other: ManaCost) -> ManaCost:
        return ManaCost(self.symbols + other.symbols)

    def __str__(self) -> str:
        return "".join(str(s) for s in self.symbols)

    def __bool__(self) -> bool:
        return bool(self.symbols)


def parse_mana_produced(text: str) -> tuple[str, ...]:
    """The mana an ability adds, e.g. "{G}{G}" -> ("G", "G"). Each entry is a mana type letter."""
    cost = ManaCost.parse(text)
    out = []
    for s in cost.symbols:
        if s.kind is SymbolKind.COLORED:
            out.append(s.colors)
        elif s.kind is SymbolKind.COLORLESS:
            out.append("C")
        elif s.kind is SymbolKind.GENERIC and s.amount == 0:
            continue
        else:
            raise ManaCostError(f"{text!r} is not an amount of mana")
    return tuple(out)
