import { close, fstat, open, read } from 'node:fs';

/** How long a kept descriptor may go unused before it is closed (at most twice this). */
export const OPEN_FILE_IDLE_MS = 60_000;

interface OpenFile {
  readonly fd: number;
  readonly size: number;
  /** Reads under way on the descriptor: it is closed only once none is left. */
  reads: number;
  /** Out of the cache: closed when its last read ends. */
  dropped: boolean;
  /** The idle clock's tick of its last use. */
  used: number;
}

export type ReadDone = (error: NodeJS.ErrnoException | null, bytes: Buffer | null) => void;

const ignore = () => undefined;

function absent(error: NodeJS.ErrnoException): boolean {
  return error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR';
}

/**
 * Whole files read through descriptors kept open, a bounded number of them, least recently used
 * closed first. For files that never change once in place (the media store's are addressed by
 * content and renamed into place whole): a file's size is read once, when it is opened, and each
 * later read of it is one positioned read on libuv's threads instead of four round trips (open,
 * fstat, read, close). A descriptor is never closed while a read on it is under way (its number
 * could otherwise be reused by the next open, and the read land in another file). A descriptor
 * unused for a minute or two is closed, so a file removed meanwhile (a sweep on any instance)
 * does not keep its disk space.
 */
export class OpenFiles {
  private readonly files = new Map<string, OpenFile>();
  private clock = 0;
  private readonly timer: NodeJS.Timeout | undefined;

  /** `capacity`: descriptors kept open at most (0: every read opens and closes its file). */
  constructor(
    private readonly capacity: number,
    idleMs = OPEN_FILE_IDLE_MS,
  ) {
    if (capacity > 0) {
      this.timer = setInterval(() => this.closeIdle(), idleMs);
      this.timer.unref();
    }
  }

  /** Descriptors kept open now. */
  get size(): number {
    return this.files.size;
  }

  /** Reads the whole file at `path`, kept open under `key`; `done` gets null bytes when there is no such file. */
  read(key: string, path: string, done: ReadDone): void {
    const kept = this.files.get(key);
    if (kept !== undefined) {
      // Most recently used last: the first key the map yields is the one to close.
      this.files.delete(key);
      this.files.set(key, kept);
      kept.used = this.clock;
      readWhole(kept, done);
      return;
    }
    open(path, 'r', (error, fd) => {
      if (error !== null) {
        done(absent(error) ? null : error, null);
        return;
      }
      fstat(fd, (statError, stats) => {
        if (statError !== null || !stats.isFile()) {
          close(fd, ignore);
          done(statError, null);
          return;
        }
        const file: OpenFile = { fd, size: stats.size, reads: 0, dropped: false, used: this.clock };
        this.keep(key, file);
        readWhole(file, done);
      });
    });
  }

  /** Closes every descriptor (those with reads under way once their reads end) and stops the idle clock. */
  close(): void {
    clearInterval(this.timer);
    for (const file of this.files.values()) drop(file);
    this.files.clear();
  }

  private keep(key: string, file: OpenFile): void {
    // Another request opened the same file meanwhile, or nothing is kept: this descriptor serves its one read.
    if (this.capacity <= 0 || this.files.has(key)) {
      file.dropped = true;
      return;
    }
    while (this.files.size >= this.capacity) {
      const oldest = this.files.entries().next();
      if (oldest.done) break;
      this.files.delete(oldest.value[0]);
      drop(oldest.value[1]);
    }
    this.files.set(key, file);
  }

  /** Closes the descriptors not used since the tick before last. */
  private closeIdle(): void {
    this.clock += 1;
    for (const [key, file] of this.files) {
      if (file.used >= this.clock - 1) break;
      this.files.delete(key);
      drop(file);
    }
  }
}

function drop(file: OpenFile): void {
  file.dropped = true;
  if (file.reads === 0) close(file.fd, ignore);
}

/** Reads `file` from its start to its size (positioned reads: several can share the descriptor). */
function readWhole(file: OpenFile, done: ReadDone): void {
  file.reads += 1;
  const bytes = Buffer.allocUnsafe(file.size);
  const finish = (error: NodeJS.ErrnoException | null) => {
    file.reads -= 1;
    if (file.dropped && file.reads === 0) close(file.fd, ignore);
    done(error, error === null ? bytes : null);
  };
  const next = (offset: number) => {
    if (offset >= file.size) {
      finish(null);
      return;
    }
    read(file.fd, bytes, offset, file.size - offset, offset, (error, count) => {
      if (error !== null) finish(error);
      else if (count === 0) finish(Object.assign(new Error(`The file ended ${file.size - offset} bytes before its size`), { code: 'ESHORT' }));
      else next(offset + count);
    });
  };
  next(0);
}

