// janode imports unix-dgram for its Unix-socket transport, which JetSweat never uses: JANUS_URL
// must be ws:// or wss://. This stand-in lets janode load without the native addon.
exports.createSocket = function createSocket() {
  throw new Error(
    'The Unix socket transport to Janus is not available here: give JANUS_URL as ws:// or wss://.',
  );
};
