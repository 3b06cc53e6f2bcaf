import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_CAPACITY } from '../../appointments/viewing-slots.js';
import { ListQuery, listDocument } from '../http/paging.js';

const MAX_ID = 2_147_483_647;

export class ViewingSlotListQuery extends ListQuery {
  @ApiPropertyOptional({ format: 'date-time', description: 'Only slots starting at or after this moment (RFC 3339).' })
  @IsOptional()
  @IsISO8601({ strict: true })
  from?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Only slots starting at or before this moment (RFC 3339).' })
  @IsOptional()
  @IsISO8601({ strict: true })
  to?: string;

  @ApiPropertyOptional({ description: 'Only the slots of this property.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  propertyId?: number;

  @ApiPropertyOptional({ description: 'Only the slots of this project.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  projectId?: number;

  @ApiPropertyOptional({ format: 'date-time', description: 'Only slots changed (or registered to) at or after this moment (RFC 3339).' })
  @IsOptional()
  @IsISO8601({ strict: true })
  updatedSince?: string;
}

/** A change of a slot (JSON Merge Patch). */
export class ViewingSlotPatch {
  @ApiPropertyOptional({ enum: [1, 2], description: 'TypeID: 1 open house, 2 viewing (the default).' })
  @IsOptional()
  @IsIn([1, 2])
  typeId?: number;

  @ApiPropertyOptional({ format: 'date-time', description: 'StartDate (RFC 3339).' })
  @IsOptional()
  @IsISO8601({ strict: true })
  startDate?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'EndDate (RFC 3339), after startDate.' })
  @IsOptional()
  @IsISO8601({ strict: true })
  endDate?: string;

  @ApiPropertyOptional({ minimum: 0, maximum: MAX_CAPACITY, description: 'Capacity: how many persons may register; 0 = no limit (1 by default). Never below the persons registered.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_CAPACITY)
  capacity?: number;

  @ApiPropertyOptional({ type: Number, nullable: true, description: "UserID: the staff user who receives the visitors (by default the property's first agent, the project's responsible user)." })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  userId?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200, description: 'Location: where to meet.' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  location?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 4000, description: 'Comment.' })
  @IsOptional()
  @IsString()
  @MaxLength(4000)
  comment?: string | null;
}

/** A new slot: on a property or a project (one of them), with its start and end. */
export class ViewingSlotBody extends ViewingSlotPatch {
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'ObjectID: the property the slot is on (or give projectId).' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  propertyId?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'ProjectID: the project the slot is on (or give propertyId).' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  projectId?: number | null;
}

export class ViewingSlotDocument {
  @ApiProperty() id!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'ObjectID.' }) propertyId!: number | null;
  @ApiProperty({ type: Number, nullable: true }) projectId!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The site the slot is offered on; null on every site.' }) siteId!: number | null;
  @ApiProperty({ type: Number, nullable: true }) userId!: number | null;
  @ApiProperty({ enum: [1, 2] }) typeId!: number;
  @ApiProperty({ type: String, nullable: true, example: 'Viewing' }) typeName!: string | null;
  @ApiProperty({ format: 'date-time' }) startDate!: string;
  @ApiProperty({ format: 'date-time' }) endDate!: string;
  @ApiProperty({ description: '0 = no limit.' }) capacity!: number;
  @ApiProperty() numberOfRegistrations!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Null when the slot has no limit.' }) freePlaces!: number | null;
  @ApiProperty() isFull!: boolean;
  @ApiProperty({ type: String, nullable: true }) location!: string | null;
  @ApiProperty({ type: String, nullable: true }) comment!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) updatedAt!: string | null;
  @ApiProperty() version!: number;
}

export const ViewingSlotList = listDocument(ViewingSlotDocument, 'ViewingSlotList');

export class RegistrationBody {
  @ApiProperty({ description: 'The person to register (a person of the agency).' })
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  personId!: number;
}

export class RegisteredPersonDocument {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) phoneNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) mobileNumber!: string | null;
}

export class RegistrationDocument {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'The slot.' }) appointmentId!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Null once the person was erased (the registration still takes its place).' }) personId!: number | null;
  @ApiProperty({ type: RegisteredPersonDocument, nullable: true }) person!: RegisteredPersonDocument | null;
  @ApiProperty({ format: 'date-time' }) registeredAt!: string;
}

export class RegistrationListDocument {
  @ApiProperty({ type: [RegistrationDocument] }) items!: RegistrationDocument[];
}
