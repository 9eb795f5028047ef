"""`mtg goldfish --plot out.png`: the per-turn statistics drawn with matplotlib (Agg backend,
so no display is needed)."""

from __future__ import annotations

from pathlib import Path

import matplotlib

from mtg_engine.variants.goldfish.sim import GoldfishResult


def plot(result: GoldfishResult, path: str | Path, title: str) -> None:
    matplotlib.use("Agg")  # before pyplot is imported: no display needed
    import matplotlib.pyplot as plt

    rows = result.turn_stats()
    turns = [r["turn"] for r in rows]
    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4.5))
    for key, label in (("lands", "lands on the table"), ("mana_spent", "mana spent"),
                       ("mana_wasted", "mana wasted"), ("spells", "spells cast")):
        left.plot(turns, [r[key] for r in rows], marker="o", label=label)
    left.set_xlabel("turn")
    left.set_ylabel("mean per game")
    left.legend()
    left.grid(alpha=0.3)
    for key, label in (("p_cast", "P(cast at least one spell)"),
                       ("p_curve", "P(curved out so far)")):
        right.plot(turns, [r[key] for r in rows], marker="o", label=label)
    right.set_xlabel("turn")
    right.set_ylabel("probability")
    right.set_ylim(0, 1)
    right.legend()
    right.grid(alpha=0.3)
    for ax in (left, right):
        ax.set_xticks(turns)
    fig.suptitle(f"{title} ({result.games:,} games)")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
