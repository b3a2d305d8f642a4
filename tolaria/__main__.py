"""``python -m tolaria``: the same as the ``tolaria`` command."""

import sys

from tolaria.interfaces.cli import main

sys.exit(main())
