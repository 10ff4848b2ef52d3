/**
 * Code live-join.mjs puts into the member's pages (page.addInitScript) and reads back from them
 * (page.evaluate). Each function runs in the browser on its own: Playwright sends its source, not
 * its closure, so everything it needs is inside it.
 */
/* global window, document, Element, MutationObserver, HTMLMediaElement -- these functions run in
   the pages, not in Node */

/**
 * Runs in every member page before its own scripts. On the upcoming page: the press on Join, kept
 * in sessionStorage across the page load Join makes. In the room: the milestones, as epoch ms by
 * the page's clock (performance.timeOrigin + performance.now(), comparable across the two
 * documents), in window.__join.marks (watchMedia adds the room's media to them).
 */
export function watchJoin() {
  const KEY = 'jetsweat.bench.joinPressedAt';
  const now = () => performance.timeOrigin + performance.now();
  const marks = {};
  const mark = (name, at = now()) => {
    if (marks[name] === undefined) marks[name] = at;
  };
  const longTasks = [];
  const pressedAt = Number(sessionStorage.getItem(KEY)) || null;
  window.__join = { pressedAt, marks, mark, longTasks };
  // The main thread's tasks over 50 ms: the page's own work (its scripts, React) between steps.
  new PerformanceObserver((list) => {
    for (const t of list.getEntries())
      longTasks.push({ start: performance.timeOrigin + t.startTime, ms: t.duration });
  }).observe({ type: 'longtask', buffered: true });

  document.addEventListener(
    'click',
    (e) => {
      const join = e.target instanceof Element && e.target.closest('a[aria-label^="Join Live"]');
      if (join) sessionStorage.setItem(KEY, String(now()));
    },
    { capture: true },
  );

  // The room's region, as soon as it is in the page.
  new MutationObserver((_, observer) => {
    if (!document.querySelector('section.live-room')) return;
    mark('roomShown');
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/** Runs after watchJoin, in the same pages: the socket's join, the connection, the video's stream. */
export function watchMedia() {
  const { mark, marks } = window.__join;
  // room:join and its answer on the room's socket (socket.io: 42<id>["room:join",…], then 43<id>[…]).
  const NativeSocket = window.WebSocket;
  window.WebSocket = class extends NativeSocket {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (e) => {
        if (this.joinAck && typeof e.data === 'string' && e.data.startsWith(`43${this.joinAck}[`))
          mark('socketJoined');
      });
    }
    send(data) {
      const join = typeof data === 'string' && /^42(\d+)\["room:join"/.exec(data);
      if (join) this.joinAck = join[1];
      return super.send(data);
    }
  };

  const NativePeer = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends NativePeer {
    constructor(...args) {
      super(...args);
      mark('connection');
      this.addEventListener('connectionstatechange', () => {
        if (this.connectionState === 'connected') mark('connected');
      });
    }
  };

  // The instructor's stream on the room's video, then its first frame presented.
  const srcObject = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'srcObject');
  Object.defineProperty(HTMLMediaElement.prototype, 'srcObject', {
    ...srcObject,
    set(stream) {
      srcObject.set.call(this, stream);
      if (!stream || !this.classList.contains('live-room__main') || marks.stream) return;
      mark('stream');
      this.requestVideoFrameCallback((at) => mark('frame', performance.timeOrigin + at));
    },
  });
}

/** In the room's page: the press and every milestone, the page load's and the calls' included. */
export function readMarks() {
  const origin = performance.timeOrigin;
  const [nav] = performance.getEntriesByType('navigation');
  const answered = (path) => {
    const e = performance
      .getEntriesByType('resource')
      .find((r) => new URL(r.name).pathname.startsWith(path));
    return e ? origin + e.responseEnd : undefined;
  };
  const requests = performance.getEntriesByType('resource').map((r) => ({
    name: new URL(r.name).pathname.replace(/-[\w-]{8}(?=\.(js|css)$)/, ''),
    start: origin + r.startTime,
    end: origin + r.responseEnd,
  }));
  return {
    requests,
    longTasks: window.__join.longTasks,
    pressedAt: window.__join.pressedAt,
    loaded: nav ? origin + nav.domContentLoadedEventEnd : undefined,
    classRead: answered('/api/liveclass/upcoming/'),
    entered: answered('/api/events/live-class'),
    ...window.__join.marks,
  };
}
