import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { ACTOR_KINDS, type ActorKind } from '../../common/actor.js';
import type { AuditRecord } from '../../audit/audit-log.js';
import { ListQuery, listDocument } from '../http/paging.js';

export class AuditListQuery extends ListQuery {
  @ApiPropertyOptional({ description: 'Only entries of this resource kind (`properties`, `projects`…).', example: 'properties' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  resource?: string;

  @ApiPropertyOptional({ description: 'Only entries of this record (with `resource`).', example: '1042' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  resourceId?: string;

  @ApiPropertyOptional({ enum: ACTOR_KINDS, description: 'Only writes of this kind of actor.' })
  @IsOptional()
  @IsIn(ACTOR_KINDS)
  actorKind?: ActorKind;

  @ApiPropertyOptional({ description: 'Only writes of this actor (the staff user or API key id).' })
  @IsOptional()
  @IsInt()
  @Min(1)
  actorId?: number;

  @ApiPropertyOptional({ format: 'date-time', description: 'Entries at or after this moment (RFC 3339).' })
  @IsOptional()
  @IsISO8601({ strict: true })
  from?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Entries before this moment (RFC 3339).' })
  @IsOptional()
  @IsISO8601({ strict: true })
  to?: string;
}

export class AuditActorDocument {
  @ApiProperty({ enum: ACTOR_KINDS })
  kind!: ActorKind;

  @ApiProperty({ type: Number, nullable: true, description: 'The staff user or API key id (null for the CLI and the system).' })
  id!: number | null;

  @ApiProperty({ description: "The user's or key's name." })
  label!: string;
}

export class AuditFieldChangeDocument {
  @ApiProperty({ description: 'The field, as a path in the resource (`price`, `descriptions/nl/title`).', example: 'price' })
  field!: string;

  @ApiProperty({ description: 'The value before (null: none).', example: 250000 })
  old!: unknown;

  @ApiProperty({ description: 'The value after (null: cleared).', example: 239000 })
  new!: unknown;
}

export class AuditEntryDocument {
  @ApiProperty()
  id!: number;

  @ApiProperty({ format: 'date-time' })
  at!: string;

  @ApiProperty({ type: AuditActorDocument })
  actor!: AuditActorDocument;

  @ApiProperty({ type: String, nullable: true, description: 'The client address of the write.' })
  address!: string | null;

  @ApiProperty({ example: 'properties' })
  resource!: string;

  @ApiProperty({ example: '1042' })
  resourceId!: string;

  @ApiProperty({ enum: ['create', 'update', 'delete'] })
  action!: string;

  @ApiProperty({ type: [AuditFieldChangeDocument] })
  changes!: AuditFieldChangeDocument[];
}

export const AuditList = listDocument(AuditEntryDocument, 'AuditEntryList');

export function auditEntryOf(record: AuditRecord): AuditEntryDocument {
  return { ...record, at: record.at.toISOString() };
}
