"""``python -m tarokk``: the ``tarokk`` command (the same as the console script)."""

import sys

from .cli import main

sys.exit(main())
