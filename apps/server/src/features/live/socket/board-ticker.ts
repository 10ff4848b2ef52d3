import { liveBoardEvents } from '@jetsweat/contract';
import { boardFor, coachBoardOf, type RankedBoard } from './board-lines.ts';
import { boardOf, leaveBoard, readBoard } from './board-store.ts';
import { roomOf, type SocketContext } from './socket-kit.ts';

/** How often a class's board may go out: once a second at most. */
export const BOARD_TICK_MS = 1000;
const classRoom = /^class:(\d+)$/;

interface ClassTimer {
  timer: NodeJS.Timeout;
  /** The board last sent (its figures and order), so an unchanged board is not sent again. */
  lastSent: string;
  busy: boolean;
}

/** What decides whether a board changed: everything a receiver sees, and nothing else. */
const fingerprint = (board: RankedBoard) => JSON.stringify([board.sortBy, board.ranked]);
const EMPTY = JSON.stringify(['', []]);

/**
 * The boards this instance sends. Each instance keeps one timer per class while a connection of
 * its own is in that class's room, reads the class's board from every instance (board-store.ts)
 * and sends it to its own connections only. One instance sending for all would have to learn
 * which one, and hand over when it stops; this way each instance only ever serves the sockets it
 * holds, an instance with none of the class's sockets does no work for it, and a member's own
 * line (different for each) is cut where their socket is. The cost is one read of the class's
 * board connections a second per instance that holds any of the room.
 */
export class BoardTicker {
  private readonly classes = new Map<number, ClassTimer>();

  constructor(private readonly ctx: SocketContext) {
    const { adapter } = ctx.io.of('/');
    adapter.on('join-room', (room: string) => {
      const id = classRoom.exec(room)?.[1];
      if (id) this.start(Number(id));
    });
    // Out of the room (room:leave, or gone): off the board at once, and nothing more is sent.
    adapter.on('leave-room', (room: string, socketId: string) => {
      const id = classRoom.exec(room)?.[1];
      const socket = ctx.io.sockets.sockets.get(socketId);
      if (!id || !socket?.rooms.has(boardOf(Number(id)))) return;
      // After the adapter's own round of leaving (a closing socket leaves every room in one
      // loop, which must not see its rooms change under it).
      queueMicrotask(() => void leaveBoard(socket, Number(id)));
    });
    adapter.on('delete-room', (room: string) => {
      const id = classRoom.exec(room)?.[1];
      if (id) this.stop(Number(id));
    });
  }

  /** Someone came into the room: the board goes out again at the next tick, if there is one. */
  private start(liveClassId: number): void {
    const known = this.classes.get(liveClassId);
    if (known) {
      if (known.lastSent !== EMPTY) known.lastSent = '';
      return;
    }
    const timer = setInterval(() => void this.tick(liveClassId), BOARD_TICK_MS);
    timer.unref();
    this.classes.set(liveClassId, { timer, lastSent: EMPTY, busy: false });
  }

  private stop(liveClassId: number): void {
    const known = this.classes.get(liveClassId);
    if (!known) return;
    clearInterval(known.timer);
    this.classes.delete(liveClassId);
  }

  /** Reads the board and, when it changed, sends it to this instance's pages in the room. */
  private async tick(liveClassId: number): Promise<void> {
    const known = this.classes.get(liveClassId);
    // A read slower than a second (an instance slow to answer) is not stacked on.
    if (!known || known.busy) return;
    known.busy = true;
    try {
      const board = await readBoard(this.ctx, liveClassId);
      const print = board.ranked.length === 0 ? EMPTY : fingerprint(board);
      if (print === known.lastSent) return;
      known.lastSent = print;
      this.send(board);
    } catch (err) {
      this.ctx.log.warn({ err, liveClassId }, 'leaderboard: the board could not be read');
    } finally {
      known.busy = false;
    }
  }

  private send(board: RankedBoard): void {
    const { io } = this.ctx;
    const { liveClassId } = board;
    const here = io.of('/').adapter.rooms.get(roomOf(liveClassId)) ?? new Set<string>();
    const coach = coachBoardOf(board);
    for (const socketId of here) {
      const socket = io.sockets.sockets.get(socketId);
      const role = socket?.data.rooms[liveClassId];
      if (!socket || !role) continue;
      socket.emit(liveBoardEvents.update, boardFor(board, socket.data.userId));
      if (role === 'instructor') socket.emit(liveBoardEvents.coach, coach);
    }
  }
}

const tickers = new WeakMap<SocketContext['io'], BoardTicker>();

/** This instance's ticker, made with its first connection (the adapter is in place by then). */
export function boardTicker(ctx: SocketContext): BoardTicker {
  let ticker = tickers.get(ctx.io);
  if (!ticker) {
    ticker = new BoardTicker(ctx);
    tickers.set(ctx.io, ticker);
  }
  return ticker;
}
