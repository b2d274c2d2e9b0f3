#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium (Playwright's own browser download cannot work here).
# Installs it when missing and we may (root with apt-get); otherwise says what to do.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium not found: installing Debian's chromium package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "End-to-end tests need Chromium at $CHROMIUM: install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
