"""The desktop application's entry point: the same ``campal`` command the wheel installs."""

import sys

from campal.cli import main

sys.exit(main())
