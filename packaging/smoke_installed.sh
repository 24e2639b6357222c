#!/usr/bin/env bash
# Smoke-test an installed Campal (a wheel in a venv, or the desktop app folder) from outside the
# source tree: the version, a render and a report of every shipped sample, and the window opened
# offscreen once. A module or resource a package left out fails here.
#
#   bash packaging/smoke_installed.sh CAMPAL_EXECUTABLE SAMPLES_DIR
set -euo pipefail
campal=$1
samples=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
export QT_QPA_PLATFORM=offscreen
# The window's settings and crash-recovery files go to the scratch folder, not the user's own.
export HOME="$work/home"
export XDG_CONFIG_HOME="$HOME/.config" XDG_DATA_HOME="$HOME/.local/share" XDG_STATE_HOME="$HOME/.local/state" \
  XDG_CACHE_HOME="$HOME/.cache"
"$campal" --version
found=0
for battle in "$samples"/*.campal; do
  name=$(basename "$battle" .campal)
  "$campal" render "$battle" "$name.png" --width 800
  "$campal" render "$battle" "$name-players.png" --width 800 --player-view
  "$campal" report "$battle" "$name.md"
  [ -s "$name.png" ] && [ -s "$name-players.png" ] && [ -s "$name.md" ] \
    || { echo "smoke: $name rendered or reported nothing" >&2; exit 1; }
  echo "smoke: $name rendered and reported"
  found=$((found + 1))
done
[ "$found" -gt 0 ] || { echo "smoke: no sample in $samples" >&2; exit 1; }
# The recap draws with Pillow, which the install must have brought.
"$campal" recap "$samples/sifrp-batalla.campal" recap.gif --round 1 --width 320 --fps 2
[ -s recap.gif ] || { echo "smoke: the recap wrote nothing" >&2; exit 1; }
echo "smoke: recap written"
"$campal" --startup-check
