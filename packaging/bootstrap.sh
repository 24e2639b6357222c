#!/usr/bin/env bash
# Set up Campal on a fresh Debian or Ubuntu machine with Python 3.11+, then run it.
#
#   bash packaging/bootstrap.sh run [BATTLE.campal]   install, then open the window (the demo battle)
#   bash packaging/bootstrap.sh test [PYTEST ARGS]    install, then run the whole test suite
#
# It installs the system libraries Qt needs when they are missing (apt-get, with sudo when not
# root), makes a virtual environment in .venv and installs Campal into it.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-run}
[ $# -gt 0 ] && shift

say() { printf 'campal setup: %s\n' "$*" >&2; }

python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null \
  || { say "Python 3.11 or newer is needed as python3"; exit 2; }

# shellcheck source=packaging/system_libraries.sh
source packaging/system_libraries.sh
install_system_libraries "$mode"

if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
extras=""
[ "$mode" = test ] && extras="[test]"
.venv/bin/python -m pip install --quiet --upgrade pip >/dev/null
.venv/bin/python -m pip install --quiet -e ".${extras}"
# PySide's binding runtime compiles its support modules at each start unless they are written out.
.venv/bin/python packaging/shiboken_support.py >/dev/null \
  || say "shiboken6's support modules stay inside its library (each start compiles them)"

case "$mode" in
  run) exec .venv/bin/campal "$@" ;;
  test) QT_QPA_PLATFORM=offscreen exec .venv/bin/python -m pytest "$@" ;;
  *) say "unknown mode '$mode' (use run or test)"; exit 2 ;;
esac
