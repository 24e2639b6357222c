#!/usr/bin/env bash
# Install the built desktop application (dist/campal/, see build_app.sh) for the current user, so
# Campal appears in the desktop's menu and opens .campal files; or remove what it installed.
#
#   bash packaging/install_app.sh [APP_FOLDER]       default APP_FOLDER: dist/campal
#   bash packaging/install_app.sh --uninstall
#
#   the app            ~/.local/opt/campal/
#   its command        ~/.local/bin/campal
#   menu, file type    ${XDG_DATA_HOME:-~/.local/share}/applications, mime/packages, metainfo
#   icons              ${XDG_DATA_HOME:-~/.local/share}/icons/hicolor/*/apps
set -euo pipefail
id=app.campal.Campal
opt="$HOME/.local/opt/campal"
bin="$HOME/.local/bin"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
say() { printf 'campal install: %s\n' "$*"; }

refresh() {  # the desktop reads menu entries and file types from caches rebuilt by these tools
  mkdir -p "$data/mime/packages" "$data/applications"
  if command -v update-mime-database >/dev/null; then update-mime-database "$data/mime"; fi
  if command -v update-desktop-database >/dev/null; then update-desktop-database -q "$data/applications"; fi
  if command -v gtk-update-icon-cache >/dev/null && [ -f "$data/icons/hicolor/index.theme" ]; then
    gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
  fi
  touch "$data/icons/hicolor" 2>/dev/null || true  # icon themes watch the folder's time
}

uninstall() {
  rm -rf "$opt"
  rm -f "$data/applications/$id.desktop" "$data/metainfo/$id.metainfo.xml" "$data/mime/packages/$id.xml"
  rm -f "$data"/icons/hicolor/*/apps/"$id".png "$data/icons/hicolor/scalable/apps/$id.svg"
  if [ -f "$bin/campal" ] && grep -q "$opt/campal" "$bin/campal"; then rm -f "$bin/campal"; fi
  refresh
  say "removed"
}

if [ "${1:-}" = --uninstall ]; then
  uninstall
  exit 0
fi
app=$(cd "${1:-$(dirname "$0")/../dist/campal}" && pwd)
[ -x "$app/campal" ] && [ -d "$app/share/applications" ] \
  || { say "no built app in $app (run: bash packaging/build_app.sh)" >&2; exit 1; }
case "$opt" in *[\"\`\$\\]*) say "cannot install under a home folder whose path holds \" \` \$ or \\" >&2; exit 1 ;; esac

rm -rf "$opt.new"
mkdir -p "$(dirname "$opt")"
cp -a "$app" "$opt.new"
rm -rf "$opt"
mv "$opt.new" "$opt"

mkdir -p "$bin"
printf '#!/bin/sh\nexec "%s/campal" "$@"\n' "$opt" > "$bin/campal"
chmod 755 "$bin/campal"

(cd "$opt/share" && find . -type f) | while read -r file; do
  install -D -m 644 "$opt/share/$file" "$data/$file"
done
# The entry starts the installed app by its full path: ~/.local/bin is not on every session's PATH.
sed -i "s|^Exec=campal |Exec=\"$opt/campal\" |" "$data/applications/$id.desktop"
refresh
say "Campal is installed in $opt; the command is $bin/campal"
case ":$PATH:" in *":$bin:"*) ;; *) say "note: $bin is not on your PATH; the menu entry works anyway" ;; esac
