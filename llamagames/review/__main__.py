"""``python -m llamagames.review FILE [--seat N] [--json] [--playouts K]`` (see :mod:`.cli`)."""

import sys

from .cli import main

sys.exit(main())
