"""`python -m statblock.cli`: the same as the `statblock` command."""

import sys

from . import main

sys.exit(main())
