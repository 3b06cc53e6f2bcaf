/**
 * Micro-benchmark of the request reader (issue 9): parses the SOAP 1.1 GetProperty and
 * GetPropertyList envelopes of the load benchmark (run.ts, bench-requests.ts) many times with the reader before
 * issue 9 (legacy-xml-reader.ts) and the single-pass reader, and prints µs per parse. Rounds
 * alternate between the readers so that both see the same machine; the best round counts.
 *
 *   npm run build && node dist/bench/xml-reader-bench.js [--iterations 100000] [--rounds 3]
 */
import { parseArgs } from 'node:util';
import { readXml, type XmlDocument, type XmlElement } from '../soap/xml/xml-reader.js';
import { listParameters, soap11Envelope } from './bench-requests.js';
import { legacyReadXml } from './legacy-xml-reader.js';

const { values: args } = parseArgs({
  options: {
    iterations: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '3' },
  },
});
const iterations = Number(args.iterations);
const rounds = Number(args.rounds);

const NAMESPACE = 'http://tempuri.org/';
const credentials = { CustomerName: 'demo', CustomerPassword: 'demo' };

const ENVELOPES: readonly (readonly [string, string])[] = [
  ['GetProperty', soap11Envelope(NAMESPACE, 'GetProperty', { ...credentials, ID: '123456', LanguageID: '2', RICHTEXTFORMAT: '1' })],
  ['GetPropertyList', soap11Envelope(NAMESPACE, 'GetPropertyList', listParameters(credentials))],
];

type Read = (text: string) => XmlDocument;
const READERS: readonly (readonly [string, Read])[] = [
  ['old (fast-xml-parser)', legacyReadXml],
  ['new (single pass)', readXml],
];

function shape(element: XmlElement): unknown {
  return [element.name, element.namespace, element.attributes.map((a) => [a.name, a.namespace, a.value]), element.text, element.offset, element.children.map(shape)];
}

/** Microseconds per parse over `count` parses. */
function time(read: Read, text: string, count: number): number {
  let elements = 0;
  const started = process.hrtime.bigint();
  for (let n = 0; n < count; n += 1) elements += read(text).root.children.length;
  const elapsed = Number(process.hrtime.bigint() - started) / 1000;
  if (elements !== count) throw new Error('unexpected tree');
  return elapsed / count;
}

for (const [name, text] of ENVELOPES) {
  const [oldTree, newTree] = READERS.map(([, read]) => JSON.stringify(shape(read(text).root)));
  if (oldTree !== newTree) throw new Error(`the readers disagree on ${name}`);
  for (const [, read] of READERS) time(read, text, Math.min(iterations, 20_000));
  const best = READERS.map(() => Infinity);
  for (let round = 0; round < rounds; round += 1) {
    READERS.forEach(([, read], index) => {
      best[index] = Math.min(best[index] ?? Infinity, time(read, text, iterations));
    });
  }
  console.log(`${name} (${text.length} characters), ${iterations} parses, best of ${rounds} rounds:`);
  READERS.forEach(([reader], index) => console.log(`  ${reader.padEnd(24)} ${(best[index] ?? 0).toFixed(2)} µs per parse`));
}
