"""Every test runs without a display: Qt uses its offscreen platform."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
