import { useCallback, useEffect, useRef, useState } from 'react';

export type UploadState = 'queued' | 'uploading' | 'processing' | 'done' | 'failed';

export interface Upload {
  readonly key: number;
  readonly name: string;
  readonly state: UploadState;
  /** 0…1 of the bytes sent. */
  readonly progress: number;
  readonly error: unknown;
}

/** Sends one file, reporting the fraction of its bytes sent; answers what the API made of it. */
export type SendFile<T> = (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<T>;

/** What a screen's upload area needs of its queue. */
export interface UploadQueue {
  readonly uploads: readonly Upload[];
  readonly busy: boolean;
  add(files: readonly File[]): void;
  clearFinished(): void;
}

/** Files sent at once: a few in parallel keeps the line busy without starving the screen's other requests. */
const PARALLEL = 2;

/**
 * An upload queue (a listing's photos, a record's documents): every file dropped or chosen is
 * sent on its own by `send` (one refused file does not stop the others), at most PARALLEL at a
 * time, each with its own progress. Once all bytes are sent the server may still work on the file
 * ("processing") before it answers. Leaving the screen aborts what is under way.
 */
export function useUploadQueue<T>(send: SendFile<T>, onUploaded: (result: T) => void): UploadQueue {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const queue = useRef<{ key: number; file: File }[]>([]);
  const running = useRef(0);
  const nextKey = useRef(1);
  const abort = useRef(new AbortController());
  const sender = useRef(send);
  sender.current = send;
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  useEffect(() => {
    const controller = abort.current;
    return () => controller.abort();
  }, []);

  const update = useCallback((key: number, change: Partial<Upload>) => {
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
  }, []);

  const pump = useCallback(() => {
    while (running.current < PARALLEL && queue.current.length > 0) {
      const { key, file } = queue.current.shift()!;
      running.current += 1;
      update(key, { state: 'uploading', progress: 0 });
      sender
        .current(file, (fraction) => update(key, fraction >= 1 ? { state: 'processing', progress: 1 } : { progress: fraction }), abort.current.signal)
        .then((result) => {
          update(key, { state: 'done', progress: 1 });
          uploaded.current(result);
        })
        .catch((error: unknown) => update(key, { state: 'failed', error }))
        .finally(() => {
          running.current -= 1;
          pump();
        });
    }
  }, [update]);

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file) => ({ key: nextKey.current++, file }));
      queue.current.push(...added);
      setUploads((list) => [...list, ...added.map(({ key, file }) => ({ key, name: file.name, state: 'queued' as const, progress: 0, error: null }))]);
      pump();
    },
    [pump],
  );

  const clearFinished = useCallback(() => setUploads((list) => list.filter((upload) => upload.state !== 'done' && upload.state !== 'failed')), []);

  return { uploads, add, clearFinished, busy: uploads.some((upload) => upload.state === 'queued' || upload.state === 'uploading' || upload.state === 'processing') };
}
