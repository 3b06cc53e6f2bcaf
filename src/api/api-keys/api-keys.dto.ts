import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { ROLES, type Role } from '../../api-keys/roles.js';
import { ListQuery, listDocument } from '../http/paging.js';

export class ApiKeyListQuery extends ListQuery {}

/** A new key: what the agency calls it and what it may do. */
export class ApiKeyBody {
  @ApiProperty({ maxLength: 100, example: 'CRM sync' })
  @IsString()
  @MaxLength(100)
  name!: string;

  @ApiProperty({ enum: [...ROLES], description: 'viewer reads; editor also writes listings, projects, documents, persons, leads, slots; admin also manages logins, keys, webhooks and settings.' })
  @IsIn([...ROLES])
  role!: Role;
}

export class ApiKeyDocument {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: [...ROLES] }) role!: Role;
  @ApiProperty({ example: 'lsk_Ab3d', description: "The key's first characters, to tell keys apart (never the key)." }) keyStart!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Calls with the key are refused from this moment on.' }) revokedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the key was last accepted (recorded at most once a minute).' }) lastUsedAt!: string | null;
}

export class CreatedApiKeyDocument extends ApiKeyDocument {
  @ApiProperty({ example: 'lsk_…', description: 'The key: shown in this answer only (only its SHA-256 is stored; a replay of the request leaves it out).' })
  key!: string;
}

export const ApiKeyList = listDocument(ApiKeyDocument, 'ApiKeyList');
