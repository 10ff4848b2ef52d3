import dgram from 'node:dgram';

/**
 * A DNS server on 127.0.0.1 for tests (RFC 1035 over UDP), so the server's real resolver is
 * exercised without the internet: TXT questions about a name it holds are answered with its
 * records, every other name with NXDOMAIN, and a name marked as failing with SERVFAIL.
 */
export interface LocalDnsServer {
  /** "127.0.0.1:<port>", for Resolver.setServers. */
  address: string;
  /** Sets the TXT records at `name` ([] removes the name). */
  set(name: string, values: string[]): void;
  /** Answers SERVFAIL for `name`. */
  fail(name: string): void;
  /** Every question's name, in order. */
  asked: string[];
  close(): Promise<void>;
}

const TYPE_TXT = 16;
const CLASS_IN = 1;

/** The question's name and where the question ends (after its type and class). */
function readQuestion(msg: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = [];
  let at = 12;
  while (msg[at]! > 0) {
    const length = msg[at]!;
    labels.push(msg.subarray(at + 1, at + 1 + length).toString('latin1'));
    at += 1 + length;
  }
  return { name: labels.join('.').toLowerCase(), type: msg.readUInt16BE(at + 1), end: at + 5 };
}

/** One TXT record's data: its text in strings of at most 255 bytes, each led by its length. */
function txtData(value: string): Buffer {
  const bytes = Buffer.from(value, 'utf8');
  const pieces: Buffer[] = [];
  for (let at = 0; at === 0 || at < bytes.length; at += 255)
    pieces.push(bytes.subarray(at, at + 255));
  return Buffer.concat(pieces.flatMap((piece) => [Buffer.from([piece.length]), piece]));
}

function answer(query: Buffer, rcode: number, values: string[]): Buffer {
  const { end } = readQuestion(query);
  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0);
  // A response (QR), recursion desired as asked, recursion available, and the code.
  header.writeUInt16BE(0x8000 | (query.readUInt16BE(2) & 0x0100) | 0x0080 | rcode, 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(values.length, 6);
  const records = values.map((value) => {
    const data = txtData(value);
    const fixed = Buffer.alloc(12);
    fixed.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    fixed.writeUInt16BE(TYPE_TXT, 2);
    fixed.writeUInt16BE(CLASS_IN, 4);
    fixed.writeUInt32BE(60, 6);
    fixed.writeUInt16BE(data.length, 10);
    return Buffer.concat([fixed, data]);
  });
  return Buffer.concat([header, query.subarray(12, end), ...records]);
}

export async function startLocalDnsServer(): Promise<LocalDnsServer> {
  const records = new Map<string, string[]>();
  const failing = new Set<string>();
  const asked: string[] = [];
  const socket = dgram.createSocket('udp4');
  socket.on('message', (query, from) => {
    const { name, type } = readQuestion(query);
    asked.push(name);
    let reply: Buffer;
    if (failing.has(name)) reply = answer(query, 2, []);
    else if (!records.has(name)) reply = answer(query, 3, []);
    else reply = answer(query, 0, type === TYPE_TXT ? records.get(name)! : []);
    socket.send(reply, from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    set(name, values) {
      failing.delete(name.toLowerCase());
      if (values.length === 0) records.delete(name.toLowerCase());
      else records.set(name.toLowerCase(), values);
    },
    fail(name) {
      failing.add(name.toLowerCase());
    },
    asked,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
