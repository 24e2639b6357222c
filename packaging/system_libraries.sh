#!/usr/bin/env bash
# Sourced by bootstrap.sh and build_app.sh: install_system_libraries MODE installs, with apt-get
# (through sudo when not root), the system libraries Qt needs that are missing, fonts, and
# Python's venv module. MODE "run" adds the X11 platform plugin's libraries, which a real screen
# needs and which the app build copies into its folder. Expects a function say.

install_system_libraries() {
  local mode=$1
  sudo_cmd=()
  [ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
  apt_updated=0
  apt_install() {  # apt_install NAME [ALTERNATIVE NAME]...: the first name this release knows
    if [ $apt_updated -eq 0 ]; then
      "${sudo_cmd[@]}" apt-get update -qq >/dev/null
      apt_updated=1
    fi
    for name in "$@"; do
      if DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "$name" >/dev/null 2>&1; then
        return 0
      fi
    done
    say "could not install any of: $*"
    return 1
  }
  # The list is read once, not piped into grep -q: grep quitting at the first match would kill
  # ldconfig with SIGPIPE, which pipefail reports as a missing library.
  local known
  known=$(ldconfig -p 2>/dev/null || /sbin/ldconfig -p 2>/dev/null || true)
  have_lib() { grep -qF "$1" <<<"$known"; }

  # library file → Debian package(s) that provide it (t64 names are Debian 13 / Ubuntu 24.04)
  libraries=(
    "libEGL.so.1:libegl1"
    "libGL.so.1:libgl1"
    "libxkbcommon.so.0:libxkbcommon0"
    "libfontconfig.so.1:libfontconfig1"
    "libfreetype.so.6:libfreetype6"
    "libdbus-1.so.3:libdbus-1-3"
    "libglib-2.0.so.0:libglib2.0-0t64 libglib2.0-0"
  )
  if [ "$mode" = run ]; then  # a real screen also needs the X11 platform plugin's libraries
    libraries+=(
      "libxcb-cursor.so.0:libxcb-cursor0" "libxcb-icccm.so.4:libxcb-icccm4" "libxcb-keysyms.so.1:libxcb-keysyms1"
      "libxcb-image.so.0:libxcb-image0" "libxcb-render-util.so.0:libxcb-render-util0" "libxcb-shape.so.0:libxcb-shape0"
      "libxkbcommon-x11.so.0:libxkbcommon-x11-0" "libxcb-randr.so.0:libxcb-randr0" "libxcb-xkb.so.1:libxcb-xkb1"
      "libX11-xcb.so.1:libx11-xcb1"
    )
  fi
  for entry in "${libraries[@]}"; do
    file=${entry%%:*}
    # shellcheck disable=SC2086
    have_lib "$file" || { say "installing the system library $file"; apt_install ${entry#*:}; }
  done
  if ! command -v fc-list >/dev/null || [ -z "$(fc-list 2>/dev/null | head -n 1)" ]; then
    say "installing fonts"
    apt_install fonts-dejavu-core
  fi
  if ! python3 -c 'import ensurepip, venv' 2>/dev/null; then
    say "installing python3-venv"
    apt_install "python3-venv" "python3.11-venv"
  fi
}
