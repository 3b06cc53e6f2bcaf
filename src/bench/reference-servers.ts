/**
 * The benchmark's reference servers, each run in its own child process by run.ts so that every
 * target has an event loop of its own:
 *
 * - `soap`: node-soap (the `soap` package) serving the service's own WSDL, one path per scenario,
 *   answering the scenario's operation with a canned result of the same size as ours — the cost
 *   of parsing a SOAP request and serializing (escaping) a string result, without any database.
 * - `bare`: a bare `node:http` server reading the request and answering the canned bytes of our
 *   response — the ceiling of the machine and the load generator.
 *
 * The parent sends `{ port, wsdl, canned: [{ id, operation, result, contentType, body }] }` over
 * IPC; the child answers `ready` once listening.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listen } from 'soap';

export interface CannedScenario {
  /** Path segment of the scenario: node-soap serves /soap/<id>, the bare server /bare/<id>. */
  readonly id: string;
  /** The first-interface operation node-soap answers. */
  readonly operation: string;
  /** The string result node-soap returns (it escapes it into the envelope). */
  readonly result: string;
  /** The bare server's answer: our exact response. */
  readonly contentType: string;
  readonly body: string;
}

export interface ReferenceSetup {
  readonly port: number;
  readonly wsdl: string;
  readonly canned: readonly CannedScenario[];
}

function serviceAndPort(wsdl: string): { service: string; port: string } {
  const service = /<wsdl:service name="([^"]+)"/.exec(wsdl)?.[1];
  const port = /<wsdl:port name="([^"]+)"/.exec(wsdl)?.[1];
  if (!service || !port) throw new Error('the WSDL names no service or port');
  return { service, port };
}

function startSoap(setup: ReferenceSetup): Promise<void> {
  const server = createServer((_req, res) => {
    res.statusCode = 404;
    res.end();
  });
  const { service, port } = serviceAndPort(setup.wsdl);
  for (const scenario of setup.canned) {
    const answer = { [`${scenario.operation}Result`]: scenario.result };
    listen(server, `/soap/${scenario.id}`, { [service]: { [port]: { [scenario.operation]: () => answer } } }, setup.wsdl);
  }
  return new Promise((resolve) => server.listen(setup.port, '127.0.0.1', resolve));
}

function startBare(setup: ReferenceSetup): Promise<void> {
  const answers = new Map(setup.canned.map((scenario) => [`/bare/${scenario.id}`, { type: scenario.contentType, body: Buffer.from(scenario.body, 'utf8') }]));
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = answers.get((req.url ?? '').split('?')[0] ?? '');
      if (!answer) {
        res.statusCode = 404;
        res.end();
        return;
      }
      res.writeHead(200, { 'Content-Type': answer.type, 'Content-Length': answer.body.length });
      res.end(answer.body);
    });
  });
  return new Promise((resolve) => server.listen(setup.port, '127.0.0.1', resolve));
}

const kind = process.argv[2];
if (kind !== 'soap' && kind !== 'bare') {
  console.error('usage: reference-servers.js soap|bare (started by the benchmark)');
  process.exit(2);
}
process.once('message', (message: ReferenceSetup) => {
  (kind === 'soap' ? startSoap(message) : startBare(message)).then(
    () => process.send?.('ready'),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
