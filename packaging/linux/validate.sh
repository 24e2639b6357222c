#!/usr/bin/env bash
# Check the desktop integration files with the freedesktop tools: the menu entry
# (desktop-file-validate), the AppStream metadata (appstreamcli, without the network) and the MIME
# type (update-mime-database must accept it and file *.campal under application/x-campal).
# Installs desktop-file-utils, appstream and shared-mime-info with apt-get when missing.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
id=app.campal.Campal

need=()
command -v desktop-file-validate >/dev/null || need+=(desktop-file-utils)
command -v appstreamcli >/dev/null || need+=(appstream)
command -v update-mime-database >/dev/null || need+=(shared-mime-info)
if [ ${#need[@]} -gt 0 ]; then
  sudo_cmd=()
  [ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
  echo "validate: installing ${need[*]}"
  "${sudo_cmd[@]}" apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

desktop-file-validate "$here/$id.desktop"
echo "validate: $id.desktop passes desktop-file-validate"
appstreamcli validate --no-net "$here/$id.metainfo.xml"
echo

data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
mime="$data/mime"
mkdir -p "$mime/packages"
cp "$here/$id.xml" "$mime/packages/"
# (in the data search path, or the tool adds a note that would read as an error here)
errors=$(XDG_DATA_HOME="$data" update-mime-database "$mime" 2>&1)
[ -z "$errors" ] || { echo "validate: update-mime-database: $errors" >&2; exit 1; }
grep -q ':application/x-campal:\*\.campal' "$mime/globs2" \
  || { echo "validate: *.campal is not filed under application/x-campal" >&2; exit 1; }
echo "validate: $id.xml accepted by update-mime-database"
