#!/usr/bin/env bash
# JSON numbers do not depend on the locale: test_json --locale runs under a
# de_DE.UTF-8 locale (decimal comma) generated here with localedef into a
# temp dir (LOCPATH), checks that the locale is really active, then parses
# and writes numbers.  Without the locale source it fails, never skips.
set -u
B=${B:-build}
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ ! -f /usr/share/i18n/locales/de_DE ] || ! command -v localedef >/dev/null; then
	echo "json_locale: no de_DE locale source or localedef (install the 'locales' package: .ci/install-deps)"
	echo "0 passed, 1 failed"; exit 1
fi
if ! out=$(localedef -i de_DE -f UTF-8 "$tmp/de_DE.UTF-8" 2>&1) && [ ! -d "$tmp/de_DE.UTF-8" ]; then
	echo "json_locale: localedef failed: $out"; echo "0 passed, 1 failed"; exit 1
fi
LOCPATH=$tmp LC_ALL=de_DE.UTF-8 "$B/tests/test_json" --locale
