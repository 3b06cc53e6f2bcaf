import { createServer } from 'node:net';
import type { AppConfig } from './config/config.js';

/**
 * The start-up checks and messages of `npm start` (src/main.ts): the port is tried before the
 * database is opened, so a clash costs no migration and reads as one line; the log names the
 * address to open.
 */

/** Nest's console logger colours its output unless NO_COLOR is set: only a terminal gets colours. */
export function plainLogsUnlessTerminal(): void {
  if (!process.stdout.isTTY) process.env['NO_COLOR'] ??= '1';
}

/** Why the service cannot listen on the configured address, as one line. */
export function listenProblem(error: NodeJS.ErrnoException, config: Pick<AppConfig, 'port' | 'host'>): string {
  const where = `port ${config.port} on ${config.host}`;
  if (error.code === 'EADDRINUSE') return `Cannot start: ${where} is already in use (another instance of the service?). Stop that process or choose another port with PORT=…`;
  if (error.code === 'EACCES') return `Cannot start: ${where} needs privileges this process does not have. Choose a port above 1023 with PORT=…`;
  if (error.code === 'EADDRNOTAVAIL') return `Cannot start: ${config.host} is not an address of this machine. Set HOST=0.0.0.0 (all addresses) or one of its addresses.`;
  if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN' || error.code === 'EAI_FAIL') {
    return `Cannot start: HOST=${config.host} is neither an address nor a name this machine resolves (${error.code}). Set HOST=0.0.0.0 (all addresses) or one of its addresses.`;
  }
  return `Cannot start: cannot listen on ${where} (${error.message}). Check HOST and PORT.`;
}

/** Listens on the configured address and lets go again: the error a real listen would meet, if any. */
export function tryPort(config: Pick<AppConfig, 'port' | 'host'>): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => resolve(error));
    try {
      server.listen(config.port, config.host, () => server.close(() => resolve(null)));
    } catch (error) {
      // An argument listen refuses outright (a HOST that is not a string of a host, say).
      resolve(error as NodeJS.ErrnoException);
    }
  });
}

/** The address to open in a browser (loopback when listening on every address). */
export function browserAddress(config: Pick<AppConfig, 'port' | 'host'>): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}/`;
}

/** The line that tells the operator where the service is. */
export function listeningMessage(config: Pick<AppConfig, 'port' | 'host' | 'database'>): string {
  const address = browserAddress(config);
  return `Listening on ${config.host}:${config.port} (${config.database.type}). Open ${address} in a browser: both interfaces (${address}serviceapi.asmx, ${address}1.2/APIService.svc), their descriptions and the documents.`;
}
