import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsISO8601, IsOptional, Matches, Max, Min } from 'class-validator';
import { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from '../../leads/leads.entities.js';
import { ListQuery, listDocument } from '../http/paging.js';

const MAX_ID = 2_147_483_647;

export class LeadListQuery extends ListQuery {
  @ApiPropertyOptional({ enum: LEAD_STATUSES, description: 'Only leads in this state.' })
  @IsOptional()
  @IsIn(LEAD_STATUSES)
  status?: LeadStatus;

  @ApiPropertyOptional({ enum: LEAD_KINDS, description: 'Only leads of this kind.' })
  @IsOptional()
  @IsIn(LEAD_KINDS)
  kind?: LeadKind;

  @ApiPropertyOptional({ description: 'Only the leads assigned to this staff user, or `none` for the unassigned ones.', example: 'none' })
  @IsOptional()
  @Matches(/^(none|[1-9]\d{0,9})$/, { message: 'assignedUserId must be a user id or none' })
  assignedUserId?: string;

  @ApiPropertyOptional({ description: 'Only the leads of this person.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  personId?: number;

  @ApiPropertyOptional({ description: 'Only the leads about this property.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  propertyId?: number;

  @ApiPropertyOptional({ format: 'date-time', description: 'Only leads received or changed at or after this moment (RFC 3339).' })
  @IsOptional()
  @IsISO8601({ strict: true })
  updatedSince?: string;
}

/** A change of a lead's handling (JSON Merge Patch). */
export class LeadBody {
  @ApiPropertyOptional({ enum: LEAD_STATUSES, description: '`handled` once dealt with; `new` reopens it.' })
  @IsOptional()
  @IsIn(LEAD_STATUSES)
  status?: LeadStatus;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'The staff user who handles it; null unassigns it.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  assignedUserId?: number | null;
}

export class LeadSenderDocument {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) phoneNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) mobileNumber!: string | null;
}

export class LeadPropertyDocument {
  @ApiProperty() id!: number;
  @ApiProperty({ type: String, nullable: true, description: "The agency's own reference; null for a property made before the agency API gave one.", example: 'CRM-1001' }) reference!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The dossier reference.' }) ident!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '9000' }) zip!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Gent' }) city!: string | null;
}

export class LeadProjectDocument {
  @ApiProperty() id!: number;
  @ApiProperty({ type: String, nullable: true }) reference!: string | null;
  @ApiProperty({ example: 'Residentie Zonnehof' }) name!: string;
}

export class LeadDocument {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: LEAD_KINDS, description: '`contact` (ContactMe, ContactOnMe…), `registration` (RegisterPerson), `demand` (DemandRegister), `viewing` (AddPersonToAppointment).' }) kind!: LeadKind;
  @ApiProperty({ enum: LEAD_STATUSES }) status!: LeadStatus;
  @ApiProperty({ type: Number, nullable: true }) assignedUserId!: number | null;
  @ApiProperty({ format: 'date-time' }) receivedAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) handledAt!: string | null;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ type: LeadSenderDocument, nullable: true, description: 'Who sent it; null once the person was erased.' }) person!: LeadSenderDocument | null;
  @ApiProperty({ type: Number, nullable: true }) propertyId!: number | null;
  @ApiProperty({ type: LeadPropertyDocument, nullable: true, description: 'The property the lead is about, named by its reference and place; null when it is about none, or the property no longer exists.' }) property!: LeadPropertyDocument | null;
  @ApiProperty({ type: Number, nullable: true }) projectId!: number | null;
  @ApiProperty({ type: LeadProjectDocument, nullable: true, description: 'The project the lead is about; null when it is about none, or the project no longer exists.' }) project!: LeadProjectDocument | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The demand the lead stored or changed.' }) demandId!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The viewing slot of a viewing registration.' }) appointmentId!: number | null;
  @ApiProperty({ type: String, nullable: true }) subject!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The visitor's message." }) message!: string | null;
  @ApiProperty() version!: number;
}

export const LeadList = listDocument(LeadDocument, 'LeadList');
