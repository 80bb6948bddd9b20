#!/usr/bin/env bash
# Builds the static archives kilnd links on a machine without Debian dev
# packages (the GPU machine): run HERE (Debian, network to the Debian
# archive), carry DIR to the GPU machine, then `make KILND_STATIC=DIR kilnd`.
#   DIR/lib/libsqlite3.a      Debian's libsqlite3-dev archive, as packaged
#   DIR/lib/libmicrohttpd.a   built from Debian's libmicrohttpd source package
#                             without HTTPS (Debian's own archive needs GnuTLS)
#   DIR/include/              their headers
# Nothing here is committed: DIR is under build-static/ (git-ignored).
# usage: bench/gpu/kilnd_static_deps.sh [DIR]   (default build-static)
set -eu
cd "$(dirname "$0")/../.."
DIR=$(mkdir -p "${1:-build-static}" && cd "${1:-build-static}" && pwd)
mkdir -p "$DIR/lib" "$DIR/include" "$DIR/src"
for p in libsqlite3-dev dpkg-dev build-essential; do
	dpkg -s "$p" >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libsqlite3-dev dpkg-dev build-essential >/dev/null; break; }
done
multi=$(gcc -print-multiarch)
cp "/usr/lib/$multi/libsqlite3.a" "$DIR/lib/"
cp /usr/include/sqlite3.h /usr/include/sqlite3ext.h "$DIR/include/"

# Debian's libmicrohttpd source, through a private deb-src list (the
# system's apt configuration is left as it is)
A=$DIR/src/apt
mkdir -p "$A/lists/partial"
cat >"$A/src.sources" <<EOF
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: $(. /etc/os-release && echo "$VERSION_CODENAME")
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
APTO=(-o Dir::Etc::SourceList=/dev/null -o Dir::Etc::SourceParts="$A" -o Dir::State::Lists="$A/lists")
if ! ls "$DIR/src"/libmicrohttpd_*.dsc >/dev/null 2>&1; then
	apt-get -qq "${APTO[@]}" update
	(cd "$DIR/src" && apt-get -qq "${APTO[@]}" source --download-only libmicrohttpd)
fi
dsc=$(ls "$DIR/src"/libmicrohttpd_*.dsc | head -n 1)
rm -rf "$DIR/src/mhd"
dpkg-source -x "$dsc" "$DIR/src/mhd" >/dev/null
(cd "$DIR/src/mhd" &&
	./configure -q --prefix="$DIR" --disable-shared --enable-static --disable-https --without-gnutls \
		--disable-doc --disable-examples --disable-curl --with-pic >/dev/null &&
	make -j"$(nproc)" -C src/microhttpd >/dev/null &&
	make -C src/microhttpd install >/dev/null &&
	make -C src/include install >/dev/null)
ls -l "$DIR/lib"/libmicrohttpd.a "$DIR/lib"/libsqlite3.a
echo "kilnd_static_deps: done; build with: make KILND_STATIC=$DIR kilnd"
