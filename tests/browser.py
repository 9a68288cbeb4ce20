"""Debian's Chromium driven by Playwright, for the tests that need a real browser (card layout, live
preview). No browser is downloaded: `bash scripts/test` installs Debian's `chromium` when it is
missing, so a machine without it fails these tests with what to do, never skips them."""

from __future__ import annotations

import contextlib
import os
import shutil

import pytest

__all__ = ["ARGS", "CHROMIUM", "chromium"]

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]


@contextlib.contextmanager
def chromium():
    """A launched Chromium, closed afterwards."""
    from playwright.sync_api import sync_playwright  # in the test extras; slow to import

    if not os.path.exists(CHROMIUM):
        pytest.fail(f"Chromium not found at {CHROMIUM}: `bash scripts/test` installs Debian's chromium "
                    "(apt-get install chromium)", pytrace=False)
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            yield launched
        finally:
            launched.close()
