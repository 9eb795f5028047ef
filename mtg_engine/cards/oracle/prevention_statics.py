"""More static prevention effects (615.1a) read beside prevention.py's: damage "to and dealt
by ~" (Fog Bank) or by a group ("to and dealt by creatures you control", Statecraft: one
effect watches damage to them, the other damage from them; damage one of them deals to itself
is prevented once, 616.1f); sources named by who controls them ("by sources you don't
control", Energy Field; "by sources you control", Light of Sanction) or by card type ("by
instant and sorcery spells", Energy Storm); "other permanents you control" as the recipient
(The Wanderer)."""

from __future__ import annotations

from typing import Any

# the sources named by words of their own (615.1a; rules/replacement_watch.damage_watched judges
# the filter on the source as the damage would be dealt)
_SOURCES: dict[str, dict[str, Any]] = {
    "sources you don't control": {"controller": "opponent"},
    "sources you control": {"controller": "you"},
    "instant and sorcery spells": {"types": ["Instant", "Sorcery"]},
    # 509.1g-h: in combat with ~ (Wall of Vapor, Armored Transport)
    "creatures it's blocking": {"types": ["Creature"], "blocked_by_source": True},
    "creatures blocking it": {"types": ["Creature"], "blocking_source": True},
}
_OTHER_PERMANENTS = {"controller": "you", "other": True}


def source(phrase: str) -> dict[str, Any] | None:
    """"by sources you don't control" -> {"source": "filter", "source_filter": ...}."""
    f = _SOURCES.get(phrase)
    return {"source": "filter", "source_filter": dict(f)} if f is not None else None


def recipient(phrase: str) -> list[dict[str, Any]] | None:
    """"other permanents you control" (after "you and") -> the recipient effect."""
    if phrase == "other permanents you control":
        return [{"affects": "filter", "filter": dict(_OTHER_PERMANENTS)}]
    return None


def both_ways(by: str, base: dict[str, Any], group: Any) -> list[dict[str, Any]] | None:
    """"to and dealt by ~" / "to and dealt by creatures you control" (615.1a): one effect on
    the damage dealt to it (them), one on the damage dealt by it (them). `group` reads a
    recipient phrase (prevention._recipient)."""
    if by == "~":
        return [{**base, "affects": "self"}, {**base, "affects": "any", "source": "self"}]
    got = group(by)
    if got is None or len(got) != 1 or got[0].get("affects") != "filter":
        return None
    f = got[0]["filter"]
    return [{**base, "affects": "filter", "filter": dict(f)},
            {**base, "affects": "any", "source": "filter", "source_filter": dict(f)}]


def render_source(r: dict[str, Any]) -> str | None:
    if r.get("source") != "filter":
        return None
    return next((w for w, f in _SOURCES.items() if f == r.get("source_filter")), None)


def render_recipient(r: dict[str, Any]) -> str | None:
    if r.get("affects") == "filter" and r.get("filter") == _OTHER_PERMANENTS:
        return "other permanents you control"
    return None


def render_both_ways(reps: list[dict[str, Any]], head: str, describe: Any) -> str | None:
    """The English of `both_ways`'s two effects ("Prevent all combat damage that would be dealt
    to and dealt by ~."), or None. `describe` says a recipient (prevention._describe_recipient)."""
    if len(reps) != 2:
        return None
    to, by = reps
    if by.get("affects") != "any" or {k: v for k, v in to.items() if k not in (
            "affects", "filter")} != {k: v for k, v in by.items() if k not in (
            "affects", "source", "source_filter")}:
        return None
    if to.get("affects") == "self" and by.get("source") == "self" and "filter" not in to:
        return f"{head} to and dealt by ~."
    if to.get("affects") == "filter" and by.get("source") == "filter" \
            and by.get("source_filter") == to.get("filter"):
        return f"{head} to and dealt by {describe(to)}."
    return None
