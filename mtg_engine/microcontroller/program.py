"""Programs: the card sequence, and its three written forms (symbols, card names, assembly).

The assembler and disassembler round-trip: any sequence of symbols disassembles to text that
assembles back to the same sequence (triples that are no instruction, and a trailing partial
instruction, are written `Raw X Y Z`). Errors name the source, the line, and the card position.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from mtg_engine.microcontroller.isa import (
    CARD_NAMES,
    REGISTERS,
    SPEC_BY_MNEMONIC,
    SYMBOLS,
    Op,
    OpSpec,
    format_triple,
)

# The sample programs of Appendix A, stored as symbol files in programs/.
BUILTIN_PROGRAMS: dict[str, str] = {
    "ten-cubed": "ten_cubed.sym",
    "prime-factors": "prime_factors.sym",
    "collatz": "collatz.sym",
    "nim": "nim.sym",
}

_CARD_BY_KEY = {" ".join(name.lower().split()): i for i, name in enumerate(CARD_NAMES)}
_COMMENT = re.compile(r"[#;].*$")
_SEPARATORS = re.compile(r"[\s,]+")


class ProgramError(ValueError):
    """A bad program text: names the source, the line (1-based) and the card (0-based)."""

    def __init__(
        self, message: str, *, source: str = "<program>", line: int | None = None,
        card: int | None = None,
    ) -> None:
        self.message = message
        self.source = source
        self.line = line
        self.card = card
        where = source if line is None else f"{source}:{line}"
        at = "" if card is None else f" (card {card} of the program)"
        super().__init__(f"{where}: {message}{at}")


@dataclass(frozen=True)
class Program:
    """A program as its cyclic sequence of symbols (Section 4.1)."""

    cards: tuple[int, ...]
    name: str = "program"

    def __post_init__(self) -> None:
        if not self.cards:
            raise ProgramError("the program is empty", source=self.name)
        for i, s in enumerate(self.cards):
            if not (isinstance(s, int) and 0 <= s < SYMBOLS):
                raise ProgramError(f"symbol {s!r} is not 0-11", source=self.name, card=i)

    @property
    def length(self) -> int:
        return len(self.cards)

    @property
    def period(self) -> int:
        """P of footnote 1: the length in cards, or its first multiple that is at least 6."""
        n = self.length
        return n * -(-6 // n) if n < 6 else n

    def card_names(self) -> list[str]:
        return [CARD_NAMES[s] for s in self.cards]

    def symbols_text(self) -> str:
        """One instruction (three symbols) per line."""
        return "\n".join(
            " ".join(str(s) for s in self.cards[i : i + 3]) for i in range(0, self.length, 3)
        ) + "\n"

    def assembly(self) -> str:
        return disassemble(self.cards)

    @classmethod
    def parse(cls, text: str, source: str = "<program>") -> Program:
        """Read symbols, card names or assembly, whichever `text` is written in."""
        fmt = detect_format(text)
        if fmt == "symbols":
            cards = parse_symbols(text, source)
        elif fmt == "cards":
            cards = parse_cards(text, source)
        else:
            cards = assemble(text, source)
        return cls(tuple(cards), name=source)


def _lines(text: str) -> list[tuple[int, str]]:
    """(line number, text without comment) for each line that has something on it."""
    out = []
    for number, raw in enumerate(text.splitlines(), start=1):
        body = _COMMENT.sub("", raw).strip()
        if body:
            out.append((number, body))
    return out


def detect_format(text: str) -> str:
    """"symbols" if the text starts with a number, "cards" if it starts with a symbol card's
    name, otherwise "assembly" (so a misspelt mnemonic is reported as one)."""
    lines = _lines(text)
    if not lines:
        return "symbols"
    first_line = lines[0][1]
    if re.match(r"[+-]?\d", first_line):
        return "symbols"
    first_item = " ".join(first_line.split(",")[0].lower().split())
    return "cards" if first_item in _CARD_BY_KEY else "assembly"


def parse_symbols(text: str, source: str = "<program>") -> list[int]:
    cards: list[int] = []
    for number, body in _lines(text):
        for token in (t for t in _SEPARATORS.split(body) if t):
            if not re.fullmatch(r"\d+", token) or int(token) >= SYMBOLS:
                raise ProgramError(
                    f"{token!r} is not a symbol 0-11", source=source, line=number, card=len(cards)
                )
            cards.append(int(token))
    if not cards:
        raise ProgramError("the program is empty", source=source)
    return cards


def parse_cards(text: str, source: str = "<program>") -> list[int]:
    """Card names separated by commas or new lines, case-insensitive."""
    cards: list[int] = []
    for number, body in _lines(text):
        for item in body.split(","):
            key = " ".join(item.lower().split())
            if not key:
                continue
            if key not in _CARD_BY_KEY:
                raise ProgramError(
                    f"{item.strip()!r} is not a symbol card (expected one of: "
                    + ", ".join(CARD_NAMES) + ")",
                    source=source, line=number, card=len(cards),
                )
            cards.append(_CARD_BY_KEY[key])
    if not cards:
        raise ProgramError("the program is empty", source=source)
    return cards


def disassemble(cards: tuple[int, ...] | list[int]) -> str:
    """Assembly text, one instruction per line (a trailing partial instruction is `Raw`)."""
    return "".join(
        format_triple(tuple(cards[i : i + 3])) + "\n" for i in range(0, len(cards), 3)
    )


# --- the assembler -------------------------------------------------------------------------


class _LineError(Exception):
    """An error within one assembly line; the caller adds source and line."""


def _register(token: str) -> int:
    m = re.fullmatch(r"[rR](\d+)", token)
    if not m or int(m.group(1)) >= REGISTERS:
        raise _LineError(f"{token!r} is not a register r0-r11")
    return int(m.group(1))


def _number(token: str, low: int, high: int, what: str) -> int:
    if not re.fullmatch(r"\d+", token) or not low <= int(token) <= high:
        raise _LineError(f"{token!r} is not {what} ({low}-{high})")
    return int(token)


def _distance(token: str) -> int:
    """A jump distance: 1-11, or r0 (symbol 0; `0` is accepted as the paper writes it)."""
    if token.lower() == "r0" or token == "0":
        return 0
    if re.fullmatch(r"[rR]\d+", token):
        raise _LineError(f"only r0 can give a jump distance, not {token!r}")
    return _number(token, 1, 11, "a jump distance; longer jumps go through r0")


def _encode(spec: OpSpec, args: list[str]) -> list[int]:
    name = spec.op.value
    if spec.op is Op.NUMBUILD and len(args) == 2:  # the paper's "NumBuild 2 3" form
        return [10, _number(args[0], 0, 11, "a digit"), _number(args[1], 0, 11, "a digit")]
    wanted = [k for k in spec.operands if k != "r0"]
    if spec.operands == ("r0",) and args:
        if len(args) != 1 or args[0].lower() != "r0":
            raise _LineError(f"{name} takes no operand other than r0 (the distance is r0)")
        args = []
    if len(args) != len(wanted):
        raise _LineError(f"{name} takes {len(wanted)} operand(s), got {len(args)}")
    y, z = spec.y, spec.z
    for kind, token in zip(wanted, args):
        if kind == "rY":
            y = _register(token)
        elif kind == "rZ":
            z = _register(token)
        elif kind == "rYZ":
            y = z = _register(token)
        elif kind == "dZ":
            z = _distance(token)
        elif kind == "nYZ":
            y, z = divmod(_number(token, 0, 143, "a NumBuild number"), 12)
    if spec.distinct and y == z:
        same = {Op.SET: "Zero", Op.SUBCOND: "Sub1Cond", Op.FLESS: "FIsZero"}.get(spec.op)
        hint = (f"write {same} r{y}" if same
                else "that is undefined behaviour (Section 3); write Raw to encode it anyway")
        raise _LineError(f"{name} needs two different registers; {hint}")
    assert y is not None and z is not None
    return [spec.x, y, z]


def _assemble_line(body: str) -> list[int]:
    words = [t for t in _SEPARATORS.split(body) if t]
    mnemonic, args = words[0], words[1:]
    if mnemonic.lower() == "raw":
        if not 1 <= len(args) <= 3:
            raise _LineError("Raw takes 1 to 3 symbols")
        return [_number(a, 0, 11, "a symbol") for a in args]
    spec = SPEC_BY_MNEMONIC.get(mnemonic.lower())
    if spec is None:
        raise _LineError(f"unknown instruction {mnemonic!r}")
    return _encode(spec, args)


def assemble(text: str, source: str = "<program>") -> list[int]:
    """Symbols of an assembly text: one instruction per line, `;` or `#` comments."""
    cards: list[int] = []
    for number, body in _lines(text):
        try:
            cards.extend(_assemble_line(body))
        except _LineError as e:
            raise ProgramError(str(e), source=source, line=number, card=len(cards)) from None
    if not cards:
        raise ProgramError("the program is empty", source=source)
    return cards


# --- loading -------------------------------------------------------------------------------


def load_builtin(name: str) -> Program:
    """One of the four sample programs of Appendix A, by its name in BUILTIN_PROGRAMS."""
    if name not in BUILTIN_PROGRAMS:
        raise ProgramError(
            f"no sample program {name!r} (have: {', '.join(BUILTIN_PROGRAMS)})", source=name
        )
    folder = resources.files("mtg_engine.microcontroller") / "programs"
    text = (folder / BUILTIN_PROGRAMS[name]).read_text(encoding="utf-8")
    return Program.parse(text, source=name)


def load_program(spec: str) -> Program:
    """A sample program name, or a file holding symbols, card names or assembly."""
    path = Path(spec)
    if spec in BUILTIN_PROGRAMS and not path.exists():
        return load_builtin(spec)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ProgramError(
            f"no such file, and not a sample program ({', '.join(BUILTIN_PROGRAMS)})",
            source=spec,
        ) from None
    except (OSError, UnicodeDecodeError) as e:
        raise ProgramError(f"cannot read: {e}", source=spec) from None
    return Program.parse(text, source=spec)
