import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { ListQuery, listDocument } from '../http/paging.js';

/** A change of a subscription (JSON Merge Patch). */
export class WebhookPatch {
  @ApiPropertyOptional({ maxLength: 2000, example: 'https://crm.example.com/hooks/listings', description: 'Where the events are POSTed: http(s), no credentials, no internal address.' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  url?: string;

  @ApiPropertyOptional({
    type: [String],
    nullable: true,
    example: ['property.*', 'project.deleted'],
    description: 'The event types to receive: `<resource>.<kind>` with resource property|project|* and kind created|changed|published|withdrawn|deleted|*; null or empty: every event.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(60, { each: true })
  events?: string[] | null;

  @ApiPropertyOptional({ description: 'false stops the deliveries (they wait); true sends them again, also after the service stopped them.' })
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}

/** A new subscription: at least its url. */
export class WebhookBody extends WebhookPatch {
  @ApiProperty({ maxLength: 2000, example: 'https://crm.example.com/hooks/listings', description: 'Where the events are POSTed: http(s), no credentials, no internal address.' })
  @IsString()
  @MaxLength(2000)
  declare url: string;
}

export class WebhookDocument {
  @ApiProperty() id!: number;
  @ApiProperty() url!: string;
  @ApiProperty({ type: [String], nullable: true, description: 'null: every event.' }) events!: string[] | null;
  @ApiProperty() active!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Why the service stopped delivering (410 Gone, retries exhausted) or who stopped it.' }) disabledReason!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'delivered (HTTP 204)', description: 'How the latest attempt went.' }) lastAttempt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) updatedAt!: string | null;
  @ApiProperty() version!: number;
}

export class CreatedWebhookDocument extends WebhookDocument {
  @ApiProperty({ example: 'whsec_…', description: 'The signing secret (Standard Webhooks `webhook-signature`): shown in this answer only, never again (a replay of the request leaves it out).' })
  secret!: string;
}

export const WebhookList = listDocument(WebhookDocument, 'WebhookList');

/** The change a delivery carries: the `type` and `data` of the body it sends. */
export class WebhookDeliveryEventDocument {
  @ApiProperty({ example: 'property.changed', description: 'The event type, `<resource>.<kind>` (what `events` filters on).' }) type!: string;
  @ApiProperty({ enum: ['Property', 'Project'], description: 'What kind of record changed (`data.resource`).' }) resource!: string;
  @ApiProperty({ example: 1201, description: 'The id of the property or project (`data.key`): `/properties/{key}` or `/projects/{key}`.' }) key!: number;
  @ApiProperty({ enum: ['Created', 'Changed', 'Published', 'Withdrawn', 'Deleted'], description: 'What happened (`data.kind`, as GetChanges names it).' }) kind!: string;
  @ApiProperty({ type: [String], example: ['Record', 'Texts'], description: 'What changed (`data.reason` split at its commas: Record, Texts, Pictures, Documents, Project, Unit, Buildings…); empty when it names nothing.' })
  reasons!: string[];
}

export class WebhookDeliveryDocument {
  @ApiProperty() id!: number;
  @ApiProperty({ description: "The event's sequence in the change log." }) sequence!: number;
  @ApiProperty({ type: WebhookDeliveryEventDocument, nullable: true, description: 'The change the delivery carries; null only for a body the service did not write.' }) event!: WebhookDeliveryEventDocument | null;
  @ApiProperty({ description: 'The `webhook-id` header, the same on every attempt.' }) messageId!: string;
  @ApiProperty({ enum: ['pending', 'delivered', 'failed'] }) status!: string;
  @ApiProperty() attempts!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The HTTP status of the last answer; null when none came.' }) lastResponseCode!: number | null;
  @ApiProperty({ type: String, nullable: true }) lastError!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When a pending delivery is tried next.' }) nextAttemptAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deliveredAt!: string | null;
}

export const WebhookDeliveryList = listDocument(WebhookDeliveryDocument, 'WebhookDeliveryList');

export class WebhookListQuery extends ListQuery {}
