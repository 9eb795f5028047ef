"""What the server sends to a seat, built from `observe(game, seat)` only (400.2).

The client view is the observed state reshaped for a browser: zones as lists of card records
(with the characteristics of the permanents a player can see), hidden cards as counts, and the
game log as lines of text, each with the Comprehensive Rules number it follows. The legal
actions of the seat's own pending decision are added for that seat alone: they are its own
choices, described with what it may see.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mtg_engine.actions import (
    Action,
    ActivateAbility,
    AssignDamage,
    CastSpell,
    ChoiceDecision,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
    PlayLand,
    TurnFaceUp,
)
from mtg_engine.game import Game
from mtg_engine.log import format_event
from mtg_engine.observe import NUMBER_PURPOSES, observe
from mtg_engine.rules.layers import characteristics

# The rule each kind of log line follows.
EVENT_RULES: dict[str, str] = {
    "turn": "500.1", "step": "500.1", "draw": "121.1", "draw_empty": "704.5b", "cast": "601.2",
    "dredge": "702.52a",
    "activate": "602.2", "play_land": "305.1", "trigger": "603.2", "resolve": "608.2",
    "fizzle": "608.2b", "countered": "701.5", "exiled_instead_of_countered": "702.34a",
    "attach": "701.3", "prevented": "615.1", "damage": "120.3", "gain_life": "119.3",
    "lose_life": "119.3", "cycle": "702.29", "attack": "508.1", "block": "509.1",
    "discard": "701.8", "counters": "122.1", "lose": "104.3", "mulligan_decision": "103.5",
    "move": "400.7", "search": "701.19", "scry": "701.18", "regenerate": "701.15",
    "left_game": "800.4a", "paid": "118.12",
}

STEP_RULES: dict[str, str] = {
    "UNTAP": "502.1", "UPKEEP": "503.1", "DRAW": "504.1", "PRECOMBAT_MAIN": "505.1",
    "BEGIN_COMBAT": "507.1", "DECLARE_ATTACKERS": "508.1", "DECLARE_BLOCKERS": "509.1",
    "FIRST_STRIKE_DAMAGE": "510.4", "COMBAT_DAMAGE": "510.1", "END_COMBAT": "511.1",
    "POSTCOMBAT_MAIN": "505.1", "END_TURN": "513.1", "CLEANUP": "514.1",
}


class _Players:
    def __init__(self, names: list[str]) -> None:
        self.players = [_Named(n) for n in names]


@dataclass
class _Named:
    name: str


@dataclass
class ViewNamer:
    """Names for refs, from what the view shows (never from the hidden state)."""

    names: list[str]
    cards: dict[int, str] = field(default_factory=dict)

    @property
    def state(self) -> _Players:
        return _Players(self.names)

    def learn(self, ev: list[Any]) -> None:
        if ev[0] == "move":
            for oid in (ev[1], ev[2]):
                if oid:
                    self.cards[oid] = ev[3]

    def __call__(self, ref: int) -> str:
        if ref < 0:
            i = -ref - 1
            return self.names[i] if i < len(self.names) else f"player {i}"
        return self.cards.get(ref, "a card")


def log_lines(view: dict[str, Any], start: int = 0) -> list[dict[str, Any]]:
    """The view's log from event `start` on, as {"n", "text", "rule"} lines."""
    namer = ViewNamer([p["name"] for p in view["players"]])
    for o in view["objects"]:
        namer.cards[o["id"]] = o["card"]
    events = view["log"]
    for ev in events[:start]:
        namer.learn(ev)
    out: list[dict[str, Any]] = []
    for n in range(start, len(events)):
        ev = events[n]
        namer.learn(ev)
        text = format_event(tuple(ev), namer)  # type: ignore[arg-type]
        if text:
            rule = STEP_RULES.get(ev[2], "500.1") if ev[0] == "step" else EVENT_RULES.get(ev[0], "")
            out.append({"n": n, "text": text, "rule": rule})
    return out


def _card(game: Game, o: dict[str, Any]) -> dict[str, Any]:
    """A visible object, with its card's printed text and (on the battlefield) its current
    characteristics (613)."""
    s = game.state
    card = s.objects[o["id"]].card  # a visible object (a token's card is not in the database)
    out = {k: o[k] for k in ("id", "owner", "controller", "zone", "tapped", "damage", "counters",
                             "attached_to", "targets", "x", "kind", "token") if k in o}
    out.update(name=o["card"], cost=str(card.mana_cost) if not o.get("kind") else "",
               type_line=card.type_line, text=card.text if not o.get("kind") else "")
    if o["zone"] == "battlefield":
        ch = characteristics(s, o["id"])
        out["types"] = sorted(t.value for t in ch.types)
        if ch.is_creature:
            out["power"], out["toughness"] = ch.power, ch.toughness
            out["sick"] = o.get("since_turn", 0) == s.turn
        out["keywords"] = sorted(ch.keywords)
    elif card.power is not None:
        out["power"], out["toughness"] = card.power, card.toughness
    if o.get("kind"):
        out["text"] = _ability_text(game, o)
    return out


def _ability_text(game: Game, o: dict[str, Any]) -> str:
    src = game.state.objects[o["id"]].card
    if o.get("kind") == "activated" and o.get("ability") is not None \
            and 0 <= o["ability"] < len(src.abilities):
        return src.abilities[o["ability"]].text
    return src.text


def client_view(game: Game, seat: int | None) -> dict[str, Any]:
    """The whole view of `seat` (None: a spectator)."""
    view = observe(game, seat)
    objs = {o["id"]: o for o in view["objects"]}

    def cards(ids: list[int]) -> list[dict[str, Any]]:
        return [_card(game, objs[i]) for i in ids if i in objs]

    players = []
    for p in view["players"]:
        hand = p["hand"]
        players.append({
            "index": p["index"], "name": p["name"], "life": p["life"], "library": len(p["library"]),
            "hand_size": len(hand), "hand": cards([c for c in hand if c]),
            "graveyard": cards(p["graveyard"]), "mana_pool": p["mana_pool"], "lost": p["lost"],
            "counters": p["counters"],
        })
    pending = view["pending"]
    return {
        "seat": seat, "turn": view["turn"], "active": view["active"], "step": view["step"],
        "priority": view["priority"], "players": players,
        "battlefield": cards(view["battlefield"]), "stack": cards(view["stack"]),
        "exile": cards(view["exile"]), "command": cards(view["command"]),
        "pending": pending, "result": view["result"],
        "combat": view["combat"] if isinstance(view["combat"], dict) else None,
        "revealed": cards([c for c in _options(pending) if c in objs
                           and objs[c]["zone"] in ("library", "hand")]),
        "_log": view["log"], "_view": view,
    }


def _options(pending: dict[str, Any] | None) -> list[int]:
    if not pending or pending.get("purpose") in NUMBER_PURPOSES:
        return []
    return [c for c in pending.get("options", []) if isinstance(c, int)]


# ------------------------------------------------------------------ legal actions


def legal_for(game: Game, seat: int) -> dict[str, Any] | None:
    """The seat's own decision: its legal actions described, with the cards each involves."""
    d = game.pending
    if d is None or d.player != seat:
        return None
    actions = game.legal_actions()
    out: dict[str, Any] = {"kind": d.kind,
                           "actions": [describe(game, a) for a in actions]}
    if isinstance(d, ChoiceDecision):
        out.update(purpose=d.purpose, prompt=d.prompt, options=list(d.options), min=d.min, max=d.max,
                   numbers=d.purpose in NUMBER_PURPOSES)  # options that are numbers, not objects
    if d.kind == "declare_attackers":
        out["attackers"] = _pairs(a.attacks for a in actions if isinstance(a, DeclareAttackers))
    if d.kind == "declare_blockers":
        out["blockers"] = _pairs(a.blocks for a in actions if isinstance(a, DeclareBlockers))
    if d.kind == "assign_damage":
        out.update(attacker=d.attacker, amount=d.amount,  # type: ignore[attr-defined]
                   recipients=list(d.recipients))  # type: ignore[attr-defined]
    return out


def _pairs(decls: Any) -> dict[str, list[int]]:
    """creature -> what it may attack (or block), from the listed declarations."""
    out: dict[str, set[int]] = {}
    for pairs in decls:
        for a, b in pairs:
            out.setdefault(str(a), set()).add(b)
    return {k: sorted(v) for k, v in out.items()}


def describe(game: Game, a: Action) -> dict[str, Any]:
    """An action as the client shows it: its JSON, a sentence, and the objects it uses."""
    from mtg_engine.play.render import describe_action

    rec: dict[str, Any] = {"action": a.to_json(), "text": describe_action(game, a)}
    if isinstance(a, PassPriority):
        rec["group"] = "pass"
    elif isinstance(a, PlayLand):
        rec.update(group="play", card=a.card)
    elif isinstance(a, CastSpell):
        rec.update(group="cast", card=a.card, targets=list(a.targets), x=a.x, modes=list(a.modes))
        if a.modes:  # 700.2: the chosen modes
            spell = game.state.objects[a.card].card.spell
            texts = [(spell.modes[m].text if spell and m < len(spell.modes) else "") or f"mode {m + 1}"
                     for m in a.modes]
            rec["text"] += " — " + "; ".join(texts)
    elif isinstance(a, ActivateAbility):
        ab = game.state.objects[a.source].card.abilities[a.ability]
        rec.update(group="activate", card=a.source, targets=list(a.targets), x=a.x,
                   mana=ab.is_mana_ability)  # 605: a mana ability
    elif isinstance(a, TurnFaceUp):  # 116.2b: a special action
        rec.update(group="activate", card=a.permanent, targets=[], x=0, mana=False)
    elif isinstance(a, DeclareAttackers | DeclareBlockers):
        rec["group"] = "combat"
    elif isinstance(a, Choose):
        rec.update(group="choose", chosen=list(a.chosen))
    elif isinstance(a, AssignDamage):
        rec["group"] = "damage"
    return rec
