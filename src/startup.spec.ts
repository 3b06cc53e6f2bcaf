import { createServer, type Server } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { browserAddress, listenProblem, tryPort } from './startup.js';

function listening(): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

describe('start-up checks', () => {
  it('finds a port clash before the service opens its database, and says so in one line', async () => {
    const busy = await listening();
    const port = (busy.address() as { port: number }).port;
    try {
      const error = await tryPort({ port, host: '127.0.0.1' });
      expect(error?.code).toBe('EADDRINUSE');
      const message = listenProblem(error!, { port, host: '127.0.0.1' });
      expect(message).toBe(`Cannot start: port ${port} on 127.0.0.1 is already in use (another instance of the service?). Stop that process or choose another port with PORT=…`);
      expect(message).not.toContain('\n');
    } finally {
      busy.close();
    }
    expect(await tryPort({ port, host: '127.0.0.1' })).toBeNull();
  });

  it('says in one line that HOST names no address, instead of a stack', async () => {
    const error = await tryPort({ port: 0, host: 'no-such-host.invalid' });
    expect(error?.code).toMatch(/^(ENOTFOUND|EAI_AGAIN|EAI_FAIL)$/);
    expect(listenProblem(error!, { port: 8080, host: 'no-such-host.invalid' })).toBe(
      `Cannot start: HOST=no-such-host.invalid is neither an address nor a name this machine resolves (${error!.code}). Set HOST=0.0.0.0 (all addresses) or one of its addresses.`,
    );
  });

  it('names the address to open in a browser', () => {
    expect(browserAddress({ port: 8080, host: '0.0.0.0' })).toBe('http://localhost:8080/');
    expect(browserAddress({ port: 9000, host: '127.0.0.1' })).toBe('http://127.0.0.1:9000/');
    expect(browserAddress({ port: 9000, host: '::1' })).toBe('http://[::1]:9000/');
  });
});
