import { Inject, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { LocalDocumentStore } from './document-files.js';
import { MediaDocumentFiles } from './media-documents.service.js';
import { LocalMediaStore, type MediaStore } from './media-store.js';
import { MediaPicturesService } from './media-pictures.service.js';
import { MediaServing } from './media-serving.js';
import { DOCUMENT_STORE, MEDIA_STORE } from './media.tokens.js';

/** How long a stored content no picture or document uses is kept before a sweep removes it. */
export const SWEEP_GRACE_MS = 3_600_000;

/** Uploaded pictures and document files: ingest, the content-addressed stores, the picture writes, what /media/ serves and the periodic orphan sweep. */
@Module({
  imports: [AuditModule],
  providers: [
    { provide: MEDIA_STORE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new LocalMediaStore(config.media.dir, { openFiles: config.media.openFiles }) },
    { provide: DOCUMENT_STORE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new LocalDocumentStore(config.media.dir) },
    MediaPicturesService,
    MediaDocumentFiles,
    MediaServing,
  ],
  exports: [MediaPicturesService, MediaDocumentFiles, MediaServing],
})
export class MediaModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(MediaPicturesService) private readonly pictures: MediaPicturesService,
    @Inject(MediaDocumentFiles) private readonly documents: MediaDocumentFiles,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MEDIA_STORE) private readonly store: MediaStore,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.media.sweepIntervalMs <= 0) return;
    const logger = new Logger('Media');
    const sweep = () =>
      Promise.all([this.pictures.sweep(SWEEP_GRACE_MS), this.documents.sweep(SWEEP_GRACE_MS)]).then(
        ([pictures, documents]) => pictures + documents > 0 && logger.log(`Swept ${pictures} stored picture contents no picture uses and ${documents} document files no document names.`),
        (error: unknown) => logger.warn(`The media sweep failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    this.timer = setInterval(() => void sweep(), this.config.media.sweepIntervalMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
    this.store.close();
  }
}
