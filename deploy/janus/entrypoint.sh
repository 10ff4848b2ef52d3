#!/bin/sh
# Fills in scripts/janus/'s configuration (copied to /etc/jetsweat-janus) from the environment and
# starts Janus in the foreground: the WebSocket on every address of the container (only the
# project's network reaches it), the media ports and, behind a 1:1 NAT, the public address.
set -eu
: "${JANUS_API_SECRET:?JANUS_API_SECRET is required}"
lib=$(dirname "$(find /usr/lib -path '*/janus/plugins' -type d | head -n 1)")
out=/tmp/janus-config
mkdir -p "$out"
for file in /etc/jetsweat-janus/*.jcfg; do
  sed -e "s|@CONFIGS@|$out|g" \
    -e "s|@LIB@|$lib|g" \
    -e "s|@API_SECRET@|$JANUS_API_SECRET|g" \
    -e "s|@RTP_PORTS@|${JANUS_RTP_PORTS:-20000-20099}|g" \
    -e "s|@WS_PORT@|8188|g" \
    -e "s|@WS_IP@|0.0.0.0|g" \
    -e "s|@SERVER_NAME@|${HOSTNAME:-janus}|g" \
    "$file" >"$out/$(basename "$file")"
done
if [ -n "${JANUS_PUBLIC_IP:-}" ]; then
  sed -i "s|^nat: {|nat: {\n\tnat_1_1_mapping = \"$JANUS_PUBLIC_IP\"|" "$out/janus.jcfg"
fi
exec janus -C "$out/janus.jcfg" -F "$out" --disable-colors
