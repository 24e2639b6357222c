#!/usr/bin/env bash
# Build Campal as a one-folder desktop application with PyInstaller: dist/campal/, whose
# `campal` executable needs no Python on the machine. The folder also carries share/ (menu
# entry, file type, AppStream metadata, icons) for install_app.sh and for Linux packages.
#
#   bash packaging/build_app.sh             build dist/campal/ and print its size
#   bash packaging/build_app.sh --install   build, then install it for this user (install_app.sh)
#
# Like bootstrap.sh, it first installs the system libraries Qt needs when they are missing
# (apt-get, with sudo when not root). PyInstaller runs from its own virtual environment,
# build/app-venv, where Campal is installed from this tree the way the wheel installs it (not
# editable), so the app holds what users get.
set -euo pipefail
cd "$(dirname "$0")/.."
install=0
case "${1:-}" in
  "") ;;
  --install) install=1 ;;
  *) echo "usage: bash packaging/build_app.sh [--install]" >&2; exit 2 ;;
esac
say() { printf 'campal build: %s\n' "$*" >&2; }
started=$SECONDS
python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null \
  || { say "Python 3.11 or newer is needed as python3"; exit 2; }
# Qt's libraries for a real screen: the app opens its window here too, and PyInstaller copies
# the xcb libraries into the folder only when the build machine has them.
# shellcheck source=packaging/system_libraries.sh
source packaging/system_libraries.sh
install_system_libraries run

venv=build/app-venv
if [ ! -x "$venv/bin/python" ]; then
  say "making the build environment $venv"
  python3 -m venv "$venv"
fi
# setuptools stages the package in build/lib and never empties it: a module deleted since an
# earlier build would end up in the app.
rm -rf build/lib
"$venv/bin/python" -m pip install --quiet --upgrade "pyinstaller>=6.10,<7" "pyinstaller-hooks-contrib>=2024.8" .
# Same version number, new code: pip would keep the copy installed by an earlier build.
"$venv/bin/python" -m pip install --quiet --no-deps --force-reinstall .
# The app carries shiboken6's support modules as bytecode (campal.spec), not compiled at each start.
"$venv/bin/python" packaging/shiboken_support.py >/dev/null

say "running PyInstaller"
"$venv/bin/pyinstaller" --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller \
  packaging/campal.spec
app=dist/campal
# The Python library comes with its debugging symbols (some 17 MB). Other libraries are left
# as they are: stripping the ones repaired by auditwheel (numpy's OpenBLAS) breaks them.
if command -v strip >/dev/null; then
  for lib in "$app"/_internal/libpython3*.so*; do strip --strip-unneeded "$lib"; done
fi
bash packaging/linux/share_tree.sh "$app"
dangling=$(find "$app" -xtype l)
[ -z "$dangling" ] || { say "links to files the spec left out: $dangling"; exit 1; }
compgen -G "$app/_internal/shiboken6/files.dir/shibokensupport/__pycache__/*.pyc" >/dev/null \
  || { say "shiboken6's compiled support modules are missing from $app"; exit 1; }

say "built $app in $((SECONDS - started)) s; size $(du -sh "$app" | cut -f1)"
if [ $install -eq 1 ]; then
  bash packaging/install_app.sh "$app"
fi
