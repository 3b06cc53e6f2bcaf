import { connect, type Socket } from 'node:net';

/** An answer: its status, its headers (names in lower case) and its body. */
export interface ClientAnswer {
  readonly status: number;
  readonly headers: ReadonlyMap<string, string>;
  readonly body: Buffer;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * One HTTP/1.1 keep-alive connection that sends one request at a time: the bench's concurrent
 * writers, each a CRM that reads a property and changes it. Written on `node:net` because the
 * generator shares the machine with the service: fetch (undici) costs the bench about 1 ms of CPU
 * per request, this a few tens of microseconds, so the service, not its load generator, sets the
 * rate. Answers with a Content-Length, chunked answers and answers without a body (204, 304) are
 * read; anything else fails the request.
 */
export class KeepAliveClient {
  private socket: Socket | null = null;
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: { method: string; resolve: (answer: ClientAnswer) => void; reject: (error: Error) => void } | null = null;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  request(method: string, path: string, headers: Readonly<Record<string, string>>, body?: string): Promise<ClientAnswer> {
    if (this.waiting) return Promise.reject(new Error('KeepAliveClient sends one request at a time'));
    const payload = body === undefined ? null : Buffer.from(body);
    let head = `${method} ${path} HTTP/1.1\r\nHost: ${this.host}:${this.port}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    if (payload) head += `Content-Length: ${payload.length}\r\n`;
    head += '\r\n';
    return new Promise<ClientAnswer>((resolve, reject) => {
      this.waiting = { method, resolve, reject };
      const socket = this.open();
      socket.write(payload ? Buffer.concat([Buffer.from(head), payload]) : head);
    });
  }

  close(): void {
    const socket = this.socket;
    this.socket = null;
    this.buffered = Buffer.alloc(0);
    socket?.destroy();
  }

  private open(): Socket {
    if (this.socket) return this.socket;
    const socket = connect({ host: this.host, port: this.port, noDelay: true });
    // Events of a connection this client has left (closed after an answer) concern no request.
    socket.on('data', (chunk: Buffer) => {
      if (this.socket !== socket) return;
      this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
      this.parse();
    });
    const fail = (error: Error) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.buffered = Buffer.alloc(0);
      const waiting = this.waiting;
      this.waiting = null;
      waiting?.reject(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('the connection closed before the answer was complete')));
    this.socket = socket;
    return socket;
  }

  /** Completes the waiting request when its whole answer has arrived. */
  private parse(): void {
    const waiting = this.waiting;
    if (!waiting) return;
    const end = this.buffered.indexOf(HEAD_END);
    if (end < 0) return;
    const lines = this.buffered.subarray(0, end).toString('latin1').split('\r\n');
    const status = Number(lines[0]!.split(' ')[1]);
    const headers = new Map<string, string>();
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    const start = end + HEAD_END.length;
    let body: Buffer;
    let consumed: number;
    if (waiting.method === 'HEAD' || status === 204 || status === 304 || (status >= 100 && status < 200)) {
      body = Buffer.alloc(0);
      consumed = start;
    } else if (headers.get('transfer-encoding')?.toLowerCase() === 'chunked') {
      const chunked = dechunk(this.buffered, start);
      if (!chunked) return;
      ({ body, consumed } = chunked);
    } else if (headers.has('content-length')) {
      const length = Number(headers.get('content-length'));
      if (this.buffered.length < start + length) return;
      body = this.buffered.subarray(start, start + length);
      consumed = start + length;
    } else {
      this.waiting = null;
      waiting.reject(new Error(`an answer (${status}) without Content-Length or chunked encoding`));
      this.close();
      return;
    }
    this.buffered = this.buffered.subarray(consumed);
    this.waiting = null;
    if (headers.get('connection')?.toLowerCase() === 'close') this.close();
    waiting.resolve({ status, headers, body });
  }
}

/** A chunked body from `start`, or null while it is incomplete. */
function dechunk(buffer: Buffer, start: number): { body: Buffer; consumed: number } | null {
  const parts: Buffer[] = [];
  let at = start;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = parseInt(buffer.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size)) throw new Error('a malformed chunk size');
    const dataStart = lineEnd + 2;
    if (size === 0) {
      const trailerEnd = buffer.indexOf(HEAD_END, lineEnd);
      const end = buffer.subarray(dataStart, dataStart + 2).toString('latin1') === '\r\n' ? dataStart + 2 : trailerEnd < 0 ? -1 : trailerEnd + 4;
      return end < 0 ? null : { body: Buffer.concat(parts), consumed: end };
    }
    if (buffer.length < dataStart + size + 2) return null;
    parts.push(buffer.subarray(dataStart, dataStart + size));
    at = dataStart + size + 2;
  }
}
