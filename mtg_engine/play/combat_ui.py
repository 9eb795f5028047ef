"""Declaring attackers and blockers one creature at a time (508.1, 509.1): the player toggles
creatures, then confirms, and the engine checks the whole declaration (restrictions and
requirements, 508.1c-d / 509.1b-c) — no menu of every subset."""

from __future__ import annotations

from dataclasses import dataclass, field

from mtg_engine.actions import Action, DeclareAttackers, DeclareBlockers
from mtg_engine.game import Game
from mtg_engine.play.prompt import MENU_BASE, parse_number
from mtg_engine.play.render import permanent_line, ref_text
from mtg_engine.rules import combat

LETTERS = "abcdefghijklmnopqrstuvwxyz"


@dataclass
class CombatEditor:
    """The declaration being built. For attacks, `choice[creature]` is the index of the
    defender it attacks (None: it doesn't); for blocks, the index of the attacker it blocks."""

    game: Game
    viewer: int
    attacking: bool
    creatures: list[int] = field(default_factory=list)
    options: dict[int, list[int]] = field(default_factory=dict)  # creature -> what it may face
    choice: dict[int, int | None] = field(default_factory=dict)
    bands: list[list[int]] = field(default_factory=list)  # attacking bands (508.1e, 702.22c)

    @classmethod
    def for_pending(cls, game: Game, viewer: int) -> CombatEditor:
        s = game.state
        d = game.pending
        assert d is not None
        if d.kind == "declare_attackers":
            creatures = combat.possible_attackers(s)
            defenders = combat.attack_targets(s)
            options = {c: list(defenders) for c in creatures}
            ed = cls(game, viewer, True, creatures, options)
        else:
            blocks = combat.possible_blocks(s, d.player)
            ed = cls(game, viewer, False, list(blocks), {b: list(a) for b, a in blocks.items()})
        ed.choice = {c: None for c in ed.creatures}
        return ed

    # -------------------------------------------------------------- editing
    def toggle(self, n: int) -> str | None:
        """Creature number n (as listed) attacks / blocks the next option in turn, or stops."""
        if not 0 <= n < len(self.creatures):
            return f"no creature {n + MENU_BASE}"
        c = self.creatures[n]
        cur = self.choice[c]
        nxt = 0 if cur is None else cur + 1
        self.choice[c] = nxt if nxt < len(self.options[c]) else None
        return None

    def set(self, n: int, letter: str) -> str | None:
        """Blocker n blocks the attacker lettered `letter` (or attacker n attacks defender)."""
        if not 0 <= n < len(self.creatures):
            return f"no creature {n + MENU_BASE}"
        c = self.creatures[n]
        targets = self.faced()
        if letter not in LETTERS[:len(targets)]:
            return f"no {'defender' if self.attacking else 'attacker'} {letter!r}"
        target = targets[LETTERS.index(letter)]
        if target not in self.options[c]:
            return f"{self.name(c)} can't {'attack' if self.attacking else 'block'} {self.name(target)}"
        self.choice[c] = self.options[c].index(target)
        return None

    def all(self) -> None:
        for c in self.creatures:
            self.choice[c] = 0

    def clear(self) -> None:
        for c in self.creatures:
            self.choice[c] = None
        self.bands = []

    def band(self, numbers: list[str]) -> str | None:
        """508.1e: the creatures numbered form a band (each leaves any band it was in); the
        engine judges it with the whole declaration (702.22c-d)."""
        if not self.attacking:
            return "only attacking creatures form bands (702.22c)"
        members: list[int] = []
        for word in numbers:
            n = parse_number(word, MENU_BASE, MENU_BASE + len(self.creatures) - 1)
            if n is None:
                return f"no creature {word}"
            members.append(self.creatures[n - MENU_BASE])
        if len(set(members)) < 2:
            return "name two or more creatures: 'band 1 2'"
        self.bands = [[c for c in b if c not in members] for b in self.bands]
        self.bands = [b for b in self.bands if len(b) > 1] + [list(dict.fromkeys(members))]
        return None

    # -------------------------------------------------------------- reading
    def faced(self) -> list[int]:
        """The defenders (attacking) or attackers (blocking), lettered a, b, c..."""
        seen: list[int] = []
        for c in self.creatures:
            for t in self.options[c]:
                if t not in seen:
                    seen.append(t)
        return seen

    def name(self, ref: int) -> str:
        return ref_text(self.game.state, ref, self.viewer)

    def action(self) -> Action:
        pairs = tuple((c, self.options[c][i]) for c, i in self.choice.items() if i is not None)
        if not self.attacking:
            return DeclareBlockers(pairs)
        return DeclareAttackers(pairs, tuple(tuple(b) for b in self.bands))

    def lines(self) -> list[str]:
        s = self.game.state
        verb = "attacks" if self.attacking else "blocks"
        faced = self.faced()
        out = []
        if not self.attacking or len(faced) > 1:
            out.append(("Defenders: " if self.attacking else "Attackers: ") + "; ".join(
                f"{LETTERS[i]}) " + (permanent_line(s, t, self.viewer) if t > 0 else self.name(t))
                for i, t in enumerate(faced)))
        for n, c in enumerate(self.creatures):
            i = self.choice[c]
            mark = "x" if i is not None else " "
            what = f" -> {verb} {self.name(self.options[c][i])}" if i is not None else ""
            band = next((k for k, b in enumerate(self.bands) if c in b), None)
            what += f" (band {LETTERS[band]})" if band is not None else ""
            out.append(f"  [{mark}] {n + MENU_BASE}. {permanent_line(s, c, self.viewer)}{what}")
        return out

    def help(self) -> str:
        what, faced = ("attack", "defender") if self.attacking else ("block", "attacker")
        cycle = "cycles through the defenders" if self.attacking else \
            "cycles through the attackers it can block"
        return (f"Type a creature's number to toggle it ({cycle}), '{MENU_BASE} b' to make "
                f"creature {MENU_BASE} {what} {faced} b, 'all', 'none'; "
                + (f"'band {MENU_BASE} {MENU_BASE + 1}' to make attackers a band (banding, "
                   "702.22c); " if self.attacking else "")
                + "Enter or 'ok' to declare (the engine checks the whole declaration).")

    def handle(self, text: str) -> tuple[bool, str | None]:
        """Apply one line of input. Returns (confirmed, message)."""
        t = text.strip().lower()
        if t in ("", "ok", "done", "d", "go"):
            return True, None
        if t == "all":
            self.all()
            return False, None
        if t in ("none", "clear", "no"):
            self.clear()
            return False, None
        parts = t.split()
        if parts and parts[0] == "band":
            return False, self.band(parts[1:])
        n = parse_number(parts[0], MENU_BASE, MENU_BASE + len(self.creatures) - 1) if parts else None
        if n is None:
            if not self.creatures:
                return False, "No creature can; press Enter to declare none."
            return False, (f"Type a creature's number from {MENU_BASE} to "
                           f"{MENU_BASE + len(self.creatures) - 1}, 'all', 'none', or Enter. "
                           "'help' for the commands.")
        if len(parts) == 1:
            return False, self.toggle(n - MENU_BASE)
        if len(parts) == 2:
            return False, self.set(n - MENU_BASE, parts[1])
        return False, self.help()
