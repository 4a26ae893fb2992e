/**
 * A minimal SMTP server on 127.0.0.1 (no TLS, no auth) for testing the real nodemailer transport:
 * records each accepted message, and refuses the DATA of the next `refuse` messages with 451.
 */
import { createServer, type Socket } from 'node:net';

export async function fakeSmtp() {
  const received: string[] = [];
  const state = { refuse: 0 };
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let data: string[] | null = null;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\r\n');
        if (data) {
          if (line !== '.') data.push(line.startsWith('..') ? line.slice(1) : line);
          else if (state.refuse > 0) {
            state.refuse--;
            data = null;
            reply('451 4.3.0 Try again later');
          } else {
            received.push(data.join('\r\n'));
            data = null;
            reply('250 2.0.0 queued');
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake-smtp');
        else if (verb === 'DATA') {
          data = [];
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
