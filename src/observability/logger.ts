import type { LoggerService } from '@nestjs/common';
import { pino, type Level, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { AppConfig } from '../config/config.js';
import { currentRequest } from './request-context.js';

const LEVELS: Record<AppConfig['logLevel'], Level> = { error: 'error', warn: 'warn', log: 'info', debug: 'debug' };

let timeMs = Number.NaN;
let timeField = '';

/** pino's ISO time field, made once per millisecond (the lines of a busy millisecond share it). */
function isoTime(): string {
  const now = Date.now();
  if (now !== timeMs) {
    timeMs = now;
    timeField = `,"time":"${new Date(now).toISOString()}"`;
  }
  return timeField;
}

/**
 * The process's log: one JSON object per line (pino) on standard output, or readable lines when
 * LOG_FORMAT is `pretty` (the default only when standard output is a terminal; coloured only
 * there, unless NO_COLOR is set). Lines
 * written while a request is served carry its id (`reqId`). Fields that could hold a secret are
 * replaced by `[redacted]`.
 */
export function createLogger(config: Pick<AppConfig, 'logLevel' | 'logFormat'>, destination?: NodeJS.WritableStream): Logger {
  const options = {
    level: LEVELS[config.logLevel],
    base: { pid: process.pid },
    timestamp: isoTime,
    redact: { paths: ['password', 'CustomerPassword', '*.password', '*.CustomerPassword', 'json'], censor: '[redacted]' },
    mixin: () => {
      const request = currentRequest();
      return request ? { reqId: request.id } : {};
    },
  };
  if (config.logFormat === 'pretty') {
    // Colours only for a terminal: a file or a pipe gets the same lines without escape codes.
    const colorize = ((destination ?? process.stdout) as { isTTY?: boolean }).isTTY === true && process.env['NO_COLOR'] === undefined;
    return pino(options, pretty({ colorize, sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', ...(destination ? { destination } : {}) }));
  }
  return pino(options, destination ?? pino.destination({ dest: 1, sync: true }));
}

/** Nest's logger interface over pino: the Nest context becomes a `context` field. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }

  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }

  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  /** Nest passes `(message, context)` or, for errors, `(message, stack, context)`. */
  private write(level: Level, message: unknown, rest: unknown[]): void {
    const context = rest.length > 0 && typeof rest[rest.length - 1] === 'string' ? (rest[rest.length - 1] as string) : undefined;
    const stack = level === 'error' && rest.length > 1 && typeof rest[0] === 'string' ? rest[0] : undefined;
    const fields: Record<string, unknown> = context ? { context } : {};
    if (stack) fields['stack'] = stack;
    if (message instanceof Error) {
      this.logger[level]({ ...fields, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      const { msg, ...rest } = message as Record<string, unknown>;
      this.logger[level]({ ...fields, ...rest }, typeof msg === 'string' ? msg : '');
    } else {
      this.logger[level](fields, String(message));
    }
  }
}
