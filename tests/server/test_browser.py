"""End to end in a real browser: Playwright drives Debian's Chromium (`/usr/bin/chromium`) through
a whole game against the AI, by clicking the web client, and takes a screenshot of the board
(into the test's temporary folder; into docs/screenshot.png, the README's, with
MTG_UPDATE_SCREENSHOT=1). Skipped, saying why, when Chromium or Playwright is absent."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import httpx
import pytest

from tests.server.conftest import RG, WB, LiveServer

CHROMIUM = os.environ.get("MTG_CHROMIUM", "/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
DOCS_SCREENSHOT = Path(__file__).resolve().parents[2] / "docs" / "screenshot.png"

if not (os.path.exists(CHROMIUM) or shutil.which("chromium")):
    pytest.skip(f"the browser test needs Chromium at {CHROMIUM} (apt-get install -y chromium); "
                "SKIPPED", allow_module_level=True)
playwright = pytest.importorskip("playwright.sync_api", reason="the browser test needs the "
                                 "'playwright' Python package (pip install -e '.[dev]')")


def _states(page) -> int:  # type: ignore[no-untyped-def]
    return int(page.evaluate("window.__mtg ? window.__mtg.states + window.__mtg.errors : 0"))


def _click_and_wait(page, selector: str) -> None:  # type: ignore[no-untyped-def]
    """Click, then wait for the server's answer (a new state or an error). A button that went
    away (the AI's move or an auto-pass redrew the table) is no failure: the caller looks again."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    n = _states(page)
    try:
        page.click(selector, timeout=3_000)
    except PlaywrightTimeout:
        return
    page.wait_for_function(f"window.__mtg.states + window.__mtg.errors > {n}", timeout=15_000)


def _step(page) -> str:  # type: ignore[no-untyped-def]
    """One decision through the UI, as a simple aggressive player would make it."""
    if page.query_selector("#result"):
        return "over"
    actions = page.query_selector("#actions")
    if actions is None:  # the AI is thinking: the next state comes by itself
        return "wait"
    prompt = page.inner_text("#prompt")
    if "keep this hand" in prompt:
        _click_and_wait(page, "#actions button:has-text('keep')")
    elif page.query_selector("#attack-all"):
        _click_and_wait(page, "#attack-all")
    elif prompt.startswith("Declare blockers"):
        _click_and_wait(page, "#declare")
    elif page.query_selector("#pass"):
        # a land or a spell from the hand when there is one (click the card), else pass
        card = page.query_selector("#me [id^=hand-] .card.legal")
        if card is not None:
            card_id = card.get_attribute("data-id")
            n = _states(page)
            page.click(f"#me [id^=hand-] .card.legal[data-id='{card_id}']", timeout=3_000)
            if page.query_selector("#actions button:has-text('all actions')"):
                # several ways to cast it (targets, X, modes): the first one listed
                page.click("#actions button:nth-child(2)", timeout=3_000)
            page.wait_for_function(f"window.__mtg.states + window.__mtg.errors > {n}", timeout=15_000)
        else:
            _click_and_wait(page, "#pass")
    elif page.query_selector("#confirm"):
        option = page.query_selector(".card.option")
        if option is not None:
            option.click()
        _click_and_wait(page, "#confirm")
    else:
        _click_and_wait(page, "#actions button")
    return "acted"


def test_a_whole_game_against_the_ai_in_chromium(tmp_path: Path) -> None:
    from playwright.sync_api import sync_playwright

    shot = DOCS_SCREENSHOT if os.environ.get("MTG_UPDATE_SCREENSHOT") else tmp_path / "board.png"
    srv = LiveServer(tmp_path / "browser.sqlite", ai_delay=0.0, watch_delay=0.0, seeds=5)
    srv.start()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            page = browser.new_page(viewport={"width": 1400, "height": 950})
            errors: list[str] = []
            page.on("pageerror", lambda e: errors.append(str(e)))
            # the lobby: paste the decks (an Arena export for ours), start
            page.goto(srv.url + "/")
            page.wait_for_selector("#start")
            arena = "Deck\n" + "".join(f"{ln} (M11) 1\n" for ln in RG.splitlines())
            page.fill("#deck-a", arena)
            page.fill("#deck-b", WB)
            page.click("#start")
            page.wait_for_selector("#turn", timeout=15_000)
            assert "#token=" in page.url
            # the opponent's hand is card backs only
            assert page.query_selector_all("#opponent-1 .card.back")
            assert not page.query_selector_all("#opponent-1 [id^=hand-] .card:not(.back)")
            shot_taken = False
            deadline = time.time() + 420
            while time.time() < deadline:
                status = _step(page)
                if status == "over":
                    break
                if status == "wait":
                    page.wait_for_timeout(50)
                v = page.evaluate("document.querySelectorAll('#board .card:not(.back)').length")
                main = "main" in page.inner_text("#turn")
                if not shot_taken and main and v >= 14 and page.query_selector("#pass"):
                    shot.parent.mkdir(exist_ok=True)
                    page.screenshot(path=str(shot), full_page=True)
                    shot_taken = True
            result = page.inner_text("#result")
            assert "wins" in result or "draw" in result
            if not shot_taken:
                page.screenshot(path=str(shot), full_page=True)
            assert not errors, errors
            assert shot.stat().st_size > 10_000
            browser.close()
        games = httpx.get(srv.url + "/api/games").json()["games"]
        assert games[0]["status"] == "finished" and games[0]["result"] is not None
    finally:
        srv.stop()
