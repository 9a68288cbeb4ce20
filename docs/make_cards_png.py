"""Regenerates docs/cards.png: the seeds' abilities with their heroes' numbers, as Chromium shows them.

    .venv/bin/python docs/make_cards_png.py
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from statblock.pipeline import run
from statblock.render.cards import Deck
from statblock.render.env import environment
from statblock.render.fit import CARD_SIZES, fit_card
from statblock.render.sheets import PAGE_SIZES, lay_out
from statblock.render.views import card_labels, card_view
from statblock.runtime.hero import load_hero

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus" / "steel-compendium"


def main() -> None:
    seeds = {a.name: a for a in run([str(ROOT / "abilities" / "seeds.ability")]).abilities}
    fury = {a.name: a for a in run([str(CORPUS / "abilities-Fury" / "1st-Level Features")]).abilities}
    korva = load_hero(ROOT / "abilities" / "heroes" / "korva-fury.toml")
    conduit = load_hero(ROOT / "abilities" / "heroes" / "conduit.toml")
    labels, size, page = card_labels("en"), CARD_SIZES["poker"], PAGE_SIZES["a4"]
    views = [card_view(seeds["Brutal Slam"], korva), card_view(seeds["Judgment's Hammer"], conduit),
             card_view(fury["Blood for Blood!"], korva)]
    fitted = [part for view in views for part in fit_card(view, size, labels)]
    deck = Deck("statblock cards", "en", labels, page, size, tuple(lay_out(fitted, page, size)))
    html = environment("html").get_template("cards.html.j2").render(
        deck=deck, labels=labels, style=deck.style, steps=deck.steps)
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        path = Path(folder) / "cards.html"
        path.write_text(html, encoding="utf-8")
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium",
                                             args=["--headless", "--no-sandbox", "--disable-gpu"])
        tab = browser.new_page(viewport={"width": 860, "height": 1200}, device_scale_factor=1.5)
        tab.goto(path.as_uri())
        tab.evaluate("document.fonts.ready")
        sheet = tab.query_selector(".sheet").bounding_box()
        mm = sheet["width"] / page.width
        top = deck.sheets[0].cards[0].y
        tab.screenshot(path=str(ROOT / "docs" / "cards.png"),
                       clip={"x": sheet["x"], "y": sheet["y"] + (top - 8) * mm,
                             "width": sheet["width"], "height": (size.height + 16) * mm})
        browser.close()


if __name__ == "__main__":
    main()
