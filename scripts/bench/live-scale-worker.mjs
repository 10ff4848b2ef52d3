/**
 * A process of simulated members for live-scale.mjs (each process one event loop, so a crowd is
 * spread over several and one's CPU is read on its own). Driven over IPC by the benchmark:
 *
 *   { type: 'add', origin, liveClassId, members: [{ token, seed }], decode, pauseMs }
 *   { type: 'board', liveClassId, on }       every member here joins or leaves the board
 *   { type: 'start' }                        counters from zero
 *   { type: 'read' }                         what each member received since 'start'
 *   { type: 'close' }
 *
 * Each is answered with { type: 'done', ...answer } or { type: 'failed', error }.
 */
import { closeMember, joinBoard, joinMember, leaveBoard } from './live-scale-member.mjs';

const members = [];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function add({ origin, liveClassId, members: wanted, decode, pauseMs }) {
  for (const { token, seed } of wanted) {
    members.push(await joinMember({ origin, token, liveClassId, decode, seed }));
    await sleep(pauseMs);
  }
  return { count: members.length };
}

function start() {
  for (const m of members) {
    m.arrivals = new Map();
    m.framesFrom = { ...m.frames };
    m.boardBytes = 0;
    m.boardUpdates = 0;
    if (m.reader) Object.assign(m.reader.state, { samples: [], bad: 0, decoded: 0 });
  }
  return {};
}

function read() {
  return {
    members: members.map((m) => ({
      connected: m.connected,
      frames: m.frames.frames - (m.framesFrom?.frames ?? 0),
      bytes: m.frames.bytes - (m.framesFrom?.bytes ?? 0),
      broken: m.frames.broken - (m.framesFrom?.broken ?? 0),
      failed: m.frames.failed,
      arrivals: [...(m.arrivals ?? [])],
      boardBytes: m.boardBytes,
      boardUpdates: m.boardUpdates,
      decoded: m.reader
        ? {
            samples: m.reader.state.samples,
            bad: m.reader.state.bad,
            count: m.reader.state.decoded,
          }
        : null,
    })),
  };
}

const handlers = {
  add,
  start,
  read,
  async board({ liveClassId, on }) {
    await Promise.all(
      members.map((m) => (on ? joinBoard(m, liveClassId) : leaveBoard(m, liveClassId))),
    );
    return {};
  },
  close() {
    for (const m of members) closeMember(m);
    setTimeout(() => process.exit(0), 200);
    return {};
  },
};

// The benchmark gone (stopped or crashed): so is this crowd.
process.on('disconnect', () => handlers.close());

process.on('message', async (message) => {
  try {
    const answer = await handlers[message.type](message);
    if (process.connected) process.send({ type: 'done', ...answer });
  } catch (err) {
    if (process.connected) process.send({ type: 'failed', error: String(err?.stack ?? err) });
  }
});
