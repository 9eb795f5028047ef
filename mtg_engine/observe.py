"""What one player may see (hidden information, 400.2): a redacted view of a game.

Libraries are hidden from everyone (400.2: their order and content), hands from everyone but
their owner; everything else is public. The view has the shape of `Game.to_json()["state"]`
except that:

- a hidden card has no id in the view: it is absent from `objects` and written `0` in its
  zone's list (`players[i].library`, an opponent's `hand`). Object ids are handed out in the
  order the decks are listed, so a library card's id would tell its place in the deck list,
  and the library list's order would tell the library's order;
- the RNG seed is removed;
- each event of the log is redacted by its own content and the viewer only (never by the
  current state, so the view's log only grows): a move between hidden zones is dropped, a
  card leaving a library or an opponent's hand is written with old id 0, another player's
  draw names no card;
- a face-down spell or permanent (708) is shown with no name (`"card": ""`) to everyone but
  its controller (708.5);
- anything else that names a hidden card (a resolving effect's bound variables, delayed
  triggers...) is replaced by `{"hidden": true}`.

The viewer's own pending decision may offer cards from a hidden zone (searching a library,
701.19; scry, 701.18): the player looks at those cards, so they are shown to them.

`viewer=None` is a spectator: every hand and library is hidden.
"""

from __future__ import annotations

from typing import Any

from mtg_engine.game import Game
from mtg_engine.state.objects import Zone

_PUBLIC_ZONES = frozenset({"battlefield", "graveyard", "stack", "exile", "command", "none"})
# Parts of the state that may name objects; scrubbed of hidden ids.
_INTERNALS = ("frame", "answer", "effects", "pending_triggers", "delayed", "awaiting_targets",
              "combat", "mull", "shields", "replacing")


def observe(game: Game, viewer: int | None) -> dict[str, Any]:
    state = game.state.to_json()
    hidden = hidden_ids(game, viewer)
    pending = state.get("pending")
    mine = pending is not None and viewer is not None and pending.get("player") == viewer
    shown = hidden & set(_option_ids(pending)) if mine else set()
    hidden -= shown
    state["objects"] = [_hidden_away(game, _face_down_view(o, viewer), viewer)
                        for o in state["objects"] if o["id"] not in hidden]
    for p in state["players"]:
        p["library"] = [0 if c in hidden else c for c in p["library"]]
        p["hand"] = [0 if c in hidden else c for c in p["hand"]]
    _library_tops(game, viewer, state)
    if "variant" in state:  # 901.4, 904.4: a planar or scheme deck's order is hidden
        for key in ("planar_decks", "scheme_decks"):
            state["variant"][key] = [sorted(d) for d in state["variant"][key]]
    del state["seed"]
    del state["rng_counter"]
    state["log"] = [r for r in (redact_event(ev, viewer) for ev in state["log"]) if r is not None]
    for key in _INTERNALS:
        if _names_any(state.get(key), hidden):
            state[key] = {"hidden": True}
    if pending is not None and not mine:
        state["pending"] = {"type": pending["type"], "player": pending["player"]}
    state["viewer"] = viewer
    return state


def _library_tops(game: Game, viewer: int | None, state: dict[str, Any]) -> None:
    """401.5: the top card of a library revealed, or one its owner may look at, is shown by
    name as `library_top` (its id would tell its place in the deck list)."""
    from mtg_engine.rules.library_top import top_visible

    s = game.state
    for p, view in zip(s.players, state["players"], strict=True):
        if p.library and top_visible(s, p.index, viewer):
            view["library_top"] = s.objects[p.library[-1]].card.name


def _face_down_view(o: dict[str, Any], viewer: int | None) -> dict[str, Any]:
    """708.5: only the controller of a face-down spell or permanent may look at it; to anyone
    else it is a face-down object with no name (708.2)."""
    from mtg_engine.effects.exiled_face_down import is_face_down_in_exile

    if o.get("merged") and o.get("controller") != viewer:  # 723.2e, 708.5: its face-down cards
        o = _merged_view(o)
    if o.get("face_down") and o.get("controller") != viewer:
        return {k: v for k, v in o.items() if k not in ("merged", "components")} | {"card": ""}
    if o.get("zone") == "exile" and o.get("owner") != viewer and \
            any(c[0] == "foretold" for c in o.get("chosen", ())):
        return {**o, "card": ""}  # 702.143a: foretold, face down in exile; its owner may look
    if o.get("zone") == "exile" and is_face_down_in_exile(o.get("chosen", ())):
        return {**o, "card": ""}  # 406.3: exiled face down, no player may look at it
    return o


def _merged_view(o: dict[str, Any]) -> dict[str, Any]:
    """A merged permanent seen by a player who doesn't control it: a face-down component
    (723.2e) has no name (708.5); its parts' keys are not shown."""
    from mtg_engine.rules.merging import FACE_DOWN_MARK

    if not any(str(c).startswith(FACE_DOWN_MARK) for c in o.get("components", ())):
        return o
    import re

    return {**o, "merged": [], "card": re.sub(rf"{FACE_DOWN_MARK}[^|\]]*", FACE_DOWN_MARK,
                                              str(o.get("card", ""))),
            "components": ["" if str(c).startswith(FACE_DOWN_MARK) else c
                           for c in o["components"]]}


def _hidden_away(game: Game, o: dict[str, Any], viewer: int | None) -> dict[str, Any]:
    """702.75a: a card exiled face down by hideaway: only the player who controls the
    permanent that exiled it may look at it."""
    from mtg_engine.effects.hideaway import HIDDEN, can_look

    chosen = tuple(tuple(c) for c in o.get("chosen", ()))
    if o.get("zone") == "exile" and any(c[0] == HIDDEN for c in chosen) \
            and not can_look(game.state, chosen, viewer):  # type: ignore[arg-type]
        return {**o, "card": ""}
    return o


def hidden_ids(game: Game, viewer: int | None) -> set[int]:
    """The ids of the cards `viewer` may not see (400.2)."""
    from mtg_engine.rules.revealed_hands import hand_revealed

    hidden: set[int] = set()
    for p in game.state.players:
        hidden.update(p.library)
        if p.index != viewer and not hand_revealed(game.state, p.index):  # (701.16a)
            hidden.update(p.hand)
    return hidden


def _zone_visible(zone: str, owner: int, viewer: int | None) -> bool:
    if zone in _PUBLIC_ZONES:
        return True
    return zone == Zone.HAND.value and owner == viewer


def redact_event(ev: tuple[Any, ...] | list[Any], viewer: int | None) -> list[Any] | None:
    """The event as `viewer` may see it, or None if it is about hidden cards only."""
    kind = ev[0]
    if kind == "draw":
        return [kind, ev[1], ev[2] if ev[1] == viewer else 0]
    if kind == "move":
        _, old, new, _name, frm, to, owner = ev[:7]
        see_from, see_to = _zone_visible(frm, owner, viewer), _zone_visible(to, owner, viewer)
        if not (see_from or see_to):
            return None
        out = list(ev)
        # a library card's id tells its place in the deck list: never shown
        out[1] = old if see_from and frm != Zone.LIBRARY.value else 0
        out[2] = new if see_to else 0
        return out
    return list(ev)


# choices whose options are numbers (yes/no, keep/mulligan, an order), not object ids
NUMBER_PURPOSES = frozenset({"may", "pay", "mulligan", "order_triggers",
                             "mode",  # (a modal triggered ability's mode, 700.2)
                             "venture_dungeon", "venture_room",
                             "draw_count"})  # (107.1c: "draw up to three cards")  # (309.2a, 309.5a: indices)


def _option_ids(pending: dict[str, Any] | None) -> list[int]:
    if pending is None or pending.get("purpose") in NUMBER_PURPOSES:
        return []
    return [c for c in pending.get("options", ()) if isinstance(c, int)]


def _names_any(value: Any, ids: set[int]) -> bool:
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return value in ids
    if isinstance(value, dict):
        return any(_names_any(v, ids) for v in value.values())
    if isinstance(value, list | tuple):
        return any(_names_any(v, ids) for v in value)
    return False
