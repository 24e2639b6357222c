import sys

from campal.cli import main

sys.exit(main())
