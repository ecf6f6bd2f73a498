#!/usr/bin/env bash
# Installs the Debian packages ChartKit needs, only those missing. Usage:
#   Scripts/install-deps.sh          libraries and fonts, to build and run chartview
#   Scripts/install-deps.sh --test   also Xvfb, xdotool and xwd, for the window tests; the
#                                    PostgreSQL server the database tests start (Scripts/with-postgres.sh);
#                                    clickhouse-server (Debian's 18.16) for Scripts/with-clickhouse.sh;
#                                    rsvg-convert and pdftoppm, for reading back SVG and PDF output;
#                                    valgrind, whose instruction counts Scripts/cost-ratios compares;
#                                    zsh, whose completion ShellCompletionTests drives on a pseudo-terminal,
#                                    and fish, whose completion it asks with `complete -C`
set -euo pipefail

packages=(pkg-config libglfw3-dev libegl-dev libopengl-dev libgl-dev libgl1-mesa-dri libegl-mesa0
          libfreetype-dev libfontconfig-dev libpng-dev fonts-dejavu-core libsqlite3-dev libpq-dev
          zlib1g-dev libzstd-dev libsnappy-dev libbz2-dev liblzma-dev liblz4-dev libbrotli-dev libhdf5-dev)
if [[ "${1:-}" == "--test" ]]; then
    packages+=(xvfb xdotool x11-apps postgresql clickhouse-server python3 librsvg2-bin poppler-utils valgrind zsh fish)
fi

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if ((${#missing[@]})); then
    echo "Installing: ${missing[*]}"
    sudo=""
    if [[ $(id -u) -ne 0 ]]; then sudo="sudo"; fi
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if ! command -v swift >/dev/null; then
    echo "error: no Swift toolchain on PATH. Install Swift 6 for Debian 12 from swift.org and add its usr/bin to PATH." >&2
    exit 1
fi
