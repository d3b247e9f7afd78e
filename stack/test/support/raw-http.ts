import net from 'node:net';

/** One raw HTTP/1.1 exchange with a loopback port, read until the server closes (fetch cannot send a Host of its choosing). */
export function rawHttp(port: number, request: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.setTimeout(5000, () => socket.destroy());
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
  });
}
