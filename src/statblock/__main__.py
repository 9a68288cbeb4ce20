"""`python -m statblock`: the same as the `statblock` command."""

import sys

from .cli import main

sys.exit(main())
