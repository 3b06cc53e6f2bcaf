/**
 * The benchmark's reference servers, each run in its own child process by run.ts so that every
 * target has an event loop of its own (the bench-references test starts them in-process):
 *
 * - `soap`: node-soap (the `soap` package) serving the service's SOAP 1.1 binding, one path per
 *   scenario, answering the scenario's operation with a canned result of the same size as ours —
 *   the cost of parsing a SOAP request and serializing (escaping) a string result, without any
 *   database. node-soap is given a WSDL whose service keeps only the SOAP 1.1 port (the binding
 *   it serves): fed the service's four-port WSDL (SOAP 1.1, SOAP 1.2, HttpGet, HttpPost) it
 *   answers every call with an empty `<soap:Body/>`.
 * - `bare`: a bare `node:http` server reading the request and answering the canned bytes of our
 *   response — the ceiling of the machine and the load generator.
 *
 * The parent sends `{ port, wsdl, canned: [{ id, operation, result, contentType, body }] }` over
 * IPC; the child answers `ready` once listening.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
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
  /** 0: any free port. */
  readonly port: number;
  readonly wsdl: string;
  readonly canned: readonly CannedScenario[];
}

/**
 * The service's WSDL reduced to the one port node-soap serves: the service element keeps its
 * SOAP 1.1 port (`soap:address`) and drops the SOAP 1.2, HttpGet and HttpPost ports.
 */
export function soap11OnlyWsdl(wsdl: string): { wsdl: string; service: string; port: string } {
  const serviceElement = /<wsdl:service name="([^"]+)">([\s\S]*?)<\/wsdl:service>/.exec(wsdl);
  if (!serviceElement) throw new Error('the WSDL names no service');
  const ports = [...serviceElement[2]!.matchAll(/<wsdl:port name="([^"]+)"[^>]*>[\s\S]*?<\/wsdl:port>/g)];
  const soap11 = ports.find((port) => /<soap:address /.test(port[0]));
  if (!soap11) throw new Error('the WSDL has no SOAP 1.1 port');
  const service = serviceElement[1]!;
  const element = `<wsdl:service name="${service}">${soap11[0]}</wsdl:service>`;
  return { wsdl: wsdl.replace(serviceElement[0], element), service, port: soap11[1]! };
}

function listening(server: Server, port: number): Promise<Server> {
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

export function startSoapReference(setup: ReferenceSetup): Promise<Server> {
  const server = createServer((_req, res) => {
    res.statusCode = 404;
    res.end();
  });
  const { wsdl, service, port } = soap11OnlyWsdl(setup.wsdl);
  for (const scenario of setup.canned) {
    const answer = { [`${scenario.operation}Result`]: scenario.result };
    listen(server, `/soap/${scenario.id}`, { [service]: { [port]: { [scenario.operation]: () => answer } } }, wsdl);
  }
  return listening(server, setup.port);
}

export function startBareReference(setup: ReferenceSetup): Promise<Server> {
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
  return listening(server, setup.port);
}

function main(): void {
  const kind = process.argv[2];
  if (kind !== 'soap' && kind !== 'bare') {
    console.error('usage: reference-servers.js soap|bare (started by the benchmark)');
    process.exit(2);
  }
  process.once('message', (message: ReferenceSetup) => {
    (kind === 'soap' ? startSoapReference(message) : startBareReference(message)).then(
      () => process.send?.('ready'),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
