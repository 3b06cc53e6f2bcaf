import { Inject, Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ChangeSequencer } from './change-sequencer.js';
import { ChangesService } from './changes.service.js';

/** A repeating task that never overlaps itself and stops with the application. */
export class Repeating {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly intervalMs: number,
    private readonly task: () => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    this.schedule(this.intervalMs);
  }

  /** Runs now (or right after the round in progress). */
  poke(): void {
    if (this.stopped || this.running) return;
    if (this.timer) clearTimeout(this.timer);
    this.schedule(0);
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.task()
        .catch(this.onError)
        .finally(() => {
          this.running = null;
          this.schedule(this.intervalMs);
        });
    }, delay);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}

/**
 * Keeps the change log moving in a running service: stamps committed events with their sequence
 * a few times a second (GetChanges also stamps before it reads) and compacts the log hourly.
 * Every instance of a fleet runs it; the sequencer's lock makes them take turns.
 */
@Injectable()
export class ChangeLogWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('ChangeLog');
  private readonly tasks: Repeating[];

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(ChangeSequencer) sequencer: ChangeSequencer, @Inject(ChangesService) changes: ChangesService) {
    const failed = (what: string) => (error: unknown) => this.logger.warn(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    this.tasks = [
      new Repeating(config.changeLog.sequencerIntervalMs, async () => void (await sequencer.stampPending()), failed('Stamping change events')),
      new Repeating(
        config.changeLog.compactionIntervalMs,
        async () => {
          const removed = await changes.compact(config.changeLog.retentionMs);
          if (removed > 0) this.logger.log(`Compacted the change log: ${removed} superseded events older than the retention removed.`);
        },
        failed('Compacting the change log'),
      ),
    ];
  }

  onApplicationBootstrap(): void {
    for (const task of this.tasks) task.start();
  }

  /** Before the database closes (its own hook runs on application shutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.tasks.map((task) => task.stop()));
  }
}
