#!/usr/bin/env bash
# Lay out Campal's desktop integration as a share/ tree under PREFIX, as a Linux package or the
# app folder carries it: the menu entry, the AppStream metadata, the .campal file type and the icons.
#
#   bash packaging/linux/share_tree.sh PREFIX
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
icons="$here/../../resources/icons"
prefix=${1:?usage: share_tree.sh PREFIX}
id=app.campal.Campal
share="$prefix/share"

install -D -m 644 "$here/$id.desktop" "$share/applications/$id.desktop"
install -D -m 644 "$here/$id.metainfo.xml" "$share/metainfo/$id.metainfo.xml"
install -D -m 644 "$here/$id.xml" "$share/mime/packages/$id.xml"
install -D -m 644 "$icons/campal.svg" "$share/icons/hicolor/scalable/apps/$id.svg"
for png in "$icons"/campal-*.png; do
  size=$(basename "$png" .png)
  size=${size#campal-}
  install -D -m 644 "$png" "$share/icons/hicolor/${size}x${size}/apps/$id.png"
done
