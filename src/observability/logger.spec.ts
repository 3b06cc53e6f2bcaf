import { Writable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { createLogger, PinoNestLogger } from './logger.js';
import { runInRequestContext } from './request-context.js';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

describe('PinoNestLogger', () => {
  it('writes Nest log calls as JSON with their context, the request id and error stacks', () => {
    const { lines, stream } = capture();
    const logger = new PinoNestLogger(createLogger({ logLevel: 'debug', logFormat: 'json' }, stream));
    logger.log('started', 'Main');
    logger.error('failed', 'Error: boom\n    at x', 'Runner');
    runInRequestContext({ id: 'r-1' }, () => logger.warn({ msg: 'refused', event: 'login-failed' }, 'Access'));
    expect(lines[0]).toMatchObject({ level: 30, msg: 'started', context: 'Main' });
    expect(lines[1]).toMatchObject({ level: 50, msg: 'failed', context: 'Runner', stack: 'Error: boom\n    at x' });
    expect(lines[2]).toMatchObject({ level: 40, msg: 'refused', event: 'login-failed', context: 'Access', reqId: 'r-1' });
    expect(lines[0]).not.toHaveProperty('reqId');
  });

  it('redacts fields that could hold a secret and honours the level', () => {
    const { lines, stream } = capture();
    const logger = createLogger({ logLevel: 'warn', logFormat: 'json' }, stream);
    logger.info('not written');
    logger.warn({ CustomerPassword: 'secret-1', json: "{'CustomerPassword':'secret-2'}", password: 'secret-3' }, 'careful');
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines[0])).not.toMatch(/secret-/);
    expect(lines[0]).toMatchObject({ CustomerPassword: '[redacted]', json: '[redacted]', password: '[redacted]' });
  });

  it('pretty-prints without JSON when asked (a terminal)', () => {
    const chunks: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString('utf8'));
        done();
      },
    });
    createLogger({ logLevel: 'log', logFormat: 'pretty' }, stream).info('hello there');
    expect(chunks.join('')).toContain('hello there');
    expect(() => JSON.parse(chunks.join(''))).toThrow();
  });

  it('colours pretty lines for a terminal only: a file or a pipe gets no escape codes', () => {
    const written = (isTTY: boolean): string => {
      const chunks: string[] = [];
      const stream = Object.assign(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk.toString('utf8'));
            done();
          },
        }),
        { isTTY },
      );
      createLogger({ logLevel: 'log', logFormat: 'pretty' }, stream).warn('look here');
      return chunks.join('');
    };
    expect(written(false)).toContain('look here');
    expect(written(false)).not.toContain('\u001b[');
    const noColor = process.env['NO_COLOR'];
    delete process.env['NO_COLOR'];
    try {
      expect(written(true)).toContain('\u001b[');
    } finally {
      if (noColor !== undefined) process.env['NO_COLOR'] = noColor;
    }
  });
});
