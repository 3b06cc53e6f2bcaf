import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiKeyService } from './api-keys.service.js';

/** The agency API's keys. */
@Module({
  providers: [{ provide: ApiKeyService, inject: [DataSource], useFactory: (dataSource: DataSource) => new ApiKeyService(dataSource) }],
  exports: [ApiKeyService],
})
export class ApiKeysModule {}
