"""A real browser lays out the HTML cards of the whole corpus: no card's content leaves its box.

Debian's Chromium (/usr/bin/chromium, installed by .ci/run), driven by Playwright with its own
executable path (`tests/browser.py`): no browser is downloaded; `bash scripts/test` installs it, and a
machine without it fails these tests saying so.
"""

from __future__ import annotations

import pytest

from statblock.pipeline import run
from statblock.rulesets.draw_steel.render import render_text

from browser import chromium
from conftest import CORPUS, corpus_report

# A real browser, and the whole corpus laid out four times; one worker runs them all, with one browser.
pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("browser")]


# For every card: how far its content goes past the bottom and the right of its body, and past the
# top of its foot (the hero's name, "1/2"), in CSS pixels.
OVERFLOW = """() => Array.from(document.querySelectorAll('.card')).map(card => {
  const body = card.querySelector('.card-body'), box = body.getBoundingClientRect();
  const foot = body.querySelector('.foot');
  let down = body.scrollHeight - body.clientHeight, right = 0, intoFoot = 0;
  for (const element of body.querySelectorAll('*')) {
    const r = element.getBoundingClientRect();
    down = Math.max(down, r.bottom - box.bottom);
    right = Math.max(right, r.right - box.right);
  }
  if (foot) {
    const top = foot.getBoundingClientRect().top;
    for (const child of body.children) {
      if (child !== foot) intoFoot = Math.max(intoFoot, child.getBoundingClientRect().bottom - top);
    }
  }
  return {source: card.dataset.source, part: card.dataset.part, down, right, intoFoot};
})"""


@pytest.fixture(scope="module")
def browser():
    with chromium() as launched:
        yield launched


@pytest.fixture(scope="module")
def corpus():
    return corpus_report().abilities


CASES = [("en", "a4", "poker"), ("ja", "a4", "poker"), ("en", "letter", "tarot"), ("ja", "letter", "index")]


@pytest.mark.parametrize("lang, page, size", CASES, ids=["-".join(c) for c in CASES])
def test_no_card_overflows_in_a_real_browser(browser, corpus, tmp_path, lang, page, size):
    path = tmp_path / "cards.html"
    path.write_text(render_text(corpus, "html", lang=lang, page=page, size=size), encoding="utf-8")
    tab = browser.new_page()
    try:
        tab.goto(path.as_uri())
        tab.evaluate("document.fonts.ready")
        cards = tab.evaluate(OVERFLOW)
    finally:
        tab.close()
    assert len(cards) >= len(corpus)
    over = [c for c in cards if c["down"] > 0.5 or c["right"] > 0.5 or c["intoFoot"] > 0.5]
    assert not over, f"{len(over)} cards overflow, first ones:\n" + "\n".join(map(str, over[:20]))


def test_the_fonts_the_stylesheet_asks_for_are_installed(browser, tmp_path):
    """The cards are fitted to the fonts fontconfig picks (`render/fonts.py`), whatever is installed;
    this checks that the browser test runs with the fonts the stylesheet asks for, as printed cards are."""
    path = tmp_path / "cards.html"
    path.write_text(render_text(run([str(CORPUS / "steel-compendium" / "abilities-Fury")]).abilities[:1], "html"),
                    encoding="utf-8")
    tab = browser.new_page()
    try:
        tab.goto(path.as_uri())
        widths = tab.evaluate("""() => ['"Noto Sans CJK JP", monospace', '"Noto Serif CJK JP", monospace',
                                         'monospace'].map(family => {
            const span = document.createElement('span');
            span.style.font = `20px ${family}`;
            span.textContent = 'Judgment Hammer 裁きの槌';
            document.body.appendChild(span);
            return span.getBoundingClientRect().width; })""")
        assert widths[0] != widths[2] and widths[1] != widths[2], "the Noto CJK fonts are missing"
    finally:
        tab.close()
