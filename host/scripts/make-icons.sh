#!/usr/bin/env bash
# Renders public/icons/icon.svg to the PNG sizes the manifest lists (run once after changing the SVG).
set -euo pipefail
cd "$(dirname "$0")/../public/icons"
svg=$(base64 -w0 icon.svg)
render() { # size padding-percent output
  local html="<html><body style='margin:0;background:${4:-transparent}'><img src='data:image/svg+xml;base64,$svg' style='display:block;width:$(( $1 * (100 - 2 * $2) / 100 ))px;margin:$(( $1 * $2 / 100 ))px'></body></html>"
  echo "$html" > /tmp/dure-icon.html
  chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking \
    --disable-component-update --disable-sync --hide-scrollbars --default-background-color=00000000 \
    --window-size="$1,$1" --screenshot="$PWD/$3" /tmp/dure-icon.html >/dev/null 2>&1
}
for s in 48 72 96 128 144 152 192 256 384 512; do render "$s" 0 "icon-$s.png"; done
render 180 0 apple-touch-icon.png
# Maskable icons keep the artwork inside the 80% safe zone on a solid background.
render 192 10 maskable-192.png '#1d4ed8'
render 512 10 maskable-512.png '#1d4ed8'
