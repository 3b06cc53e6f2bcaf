import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditLog } from './audit-log.js';
import { AuditedWrites } from './audited-writes.js';

/** The audit log: the seam audited writes go through, and its reader. */
@Module({
  providers: [
    { provide: AuditedWrites, inject: [DataSource], useFactory: (dataSource: DataSource) => new AuditedWrites(dataSource) },
    { provide: AuditLog, inject: [DataSource], useFactory: (dataSource: DataSource) => new AuditLog(dataSource) },
  ],
  exports: [AuditedWrites, AuditLog],
})
export class AuditModule {}
