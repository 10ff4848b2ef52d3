import net from 'node:net';

/**
 * A minimal SMTP server (no TLS, no auth) that holds its answer to each message's end for
 * `holdMs`: an e-mail sent through it is a job still running for that long. `received` resolves
 * once a message has arrived (its reply held); `accepted` lists the times each was answered 250.
 */
export async function startSlowSmtp(holdMs: number) {
  let arrived: () => void = () => {};
  const received = new Promise<void>((r) => (arrived = r));
  const accepted: number[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 slow.smtp.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      if (inData) {
        if (!buffer.includes('\r\n.\r\n')) return;
        buffer = '';
        inData = false;
        arrived();
        setTimeout(() => {
          accepted.push(Date.now());
          socket.write('250 queued\r\n');
        }, holdMs);
        return;
      }
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end).toUpperCase();
        buffer = buffer.slice(end + 2);
        if (line.startsWith('EHLO')) socket.write('250-slow.smtp.test\r\n250 8BITMIME\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
          return;
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    accepted,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
