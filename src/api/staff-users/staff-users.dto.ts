import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { ROLES, type Role } from '../../api-keys/roles.js';
import { LANGUAGE_IDS } from '../../common/codes.js';
import type { StaffMember, StaffUserInput } from '../../staff/staff.service.js';
import type { StaffLoginRecord } from '../../staff-auth/staff-logins.service.js';
import { listDocument } from '../http/paging.js';

export class StaffLoginDocument {
  @ApiProperty({ description: 'The sign-in email (unique across all agencies).', example: 'thomas.devos@immodemo.be' })
  email!: string;

  @ApiProperty({ enum: ROLES, example: 'editor' })
  role!: Role;

  @ApiProperty({ description: 'False while an invited login has not chosen its password yet.' })
  hasPassword!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  passwordChangedAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastLoginAt!: string | null;

  @ApiProperty({ description: "The login's version (its ETag).", example: 3 })
  version!: number;
}

export class StaffUserDocument {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'De Vos' })
  name!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Thomas' })
  firstName!: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The user's own email (on the website's agent cards).", example: 'thomas.devos@immodemo.be' })
  email!: string | null;

  @ApiProperty({ type: String, nullable: true })
  phoneNumber!: string | null;

  @ApiProperty({ type: String, nullable: true })
  mobileNumber!: string | null;

  @ApiProperty({ type: String, nullable: true })
  function!: string | null;

  @ApiProperty({ type: Number, nullable: true })
  officeId!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  departmentId!: number | null;

  @ApiProperty({ type: String, nullable: true })
  departmentName!: string | null;

  @ApiProperty()
  hiddenOnWeb!: boolean;

  @ApiProperty({ enum: LANGUAGE_IDS, description: "The language of the user's back-office and mails: 1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA.", example: 1 })
  language!: number;

  @ApiProperty({ type: StaffLoginDocument, nullable: true, description: 'The back-office login, or null when the user has none.' })
  login!: StaffLoginDocument | null;
}

export const StaffUserList = listDocument(StaffUserDocument, 'StaffUserList');

export class PutLoginBody {
  @ApiPropertyOptional({ description: "The sign-in email; default the login's current one, else the user's own.", maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  email?: string;

  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES)
  role!: Role;

  @ApiPropertyOptional({ description: 'The password (8–1024 characters, not the email). Without it the login is invited: a mail carries a link to choose it (valid 7 days).', maxLength: 1024 })
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  password?: string;
}

export class PatchLoginBody {
  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  email?: string;

  @ApiPropertyOptional({ enum: ROLES })
  @IsOptional()
  @IsIn(ROLES)
  role?: Role;

  @ApiPropertyOptional({ maxLength: 1024 })
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  password?: string;
}

export function loginDocumentOf(login: StaffLoginRecord): StaffLoginDocument {
  return {
    email: login.email,
    role: login.role,
    hasPassword: login.hasPassword,
    createdAt: login.createdAt.toISOString(),
    passwordChangedAt: login.passwordChangedAt.toISOString(),
    lastLoginAt: login.lastLoginAt?.toISOString() ?? null,
    version: login.version,
  };
}

/** A change of a user (JSON Merge Patch: a field sent is set, null clears it, a field not sent is kept). */
export class StaffUserPatch {
  @ApiPropertyOptional({ maxLength: 100, example: 'Peeters' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  name?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100, example: 'Lies' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  firstName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200, description: "The user's own email (on the website's agent cards); a new login signs in with it unless the login names another.", example: 'lies.peeters@immodemo.be' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  email?: string | null;

  @ApiPropertyOptional({ enum: LANGUAGE_IDS, description: "1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA; a new user gets the agency's default language." })
  @IsOptional()
  @IsIn(LANGUAGE_IDS)
  language?: number;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'One of the agency\'s /departments; null: none.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  departmentId?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100, example: 'Sales agent' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  function?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 50 })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  phoneNumber?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 50 })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  mobileNumber?: string | null;

  @ApiPropertyOptional({ description: "Kept off the agency's website (agent cards, user lists)." })
  @IsOptional()
  @IsBoolean()
  hiddenOnWeb?: boolean;
}

/** A new member of staff: the user, and optionally their login (invited by mail unless a password is given). */
export class StaffUserBody extends StaffUserPatch {
  @ApiProperty({ maxLength: 100, example: 'Peeters' })
  @IsString()
  @MaxLength(100)
  declare name: string;

  @ApiPropertyOptional({ type: PutLoginBody, description: "The user's login, made with the user in one write: its email defaults to the user's; without a password a mail invites the user to choose one (link valid 7 days)." })
  @IsOptional()
  @ValidateNested()
  @Type(() => PutLoginBody)
  login?: PutLoginBody;
}

/** The domain's input of a user body: the fields sent. */
export function staffUserInput(body: StaffUserPatch): StaffUserInput {
  const input: Record<string, unknown> = {
    name: body.name,
    firstName: body.firstName,
    email: body.email,
    languageId: body.language,
    departmentId: body.departmentId,
    function: body.function,
    phoneNumber: body.phoneNumber,
    mobileNumber: body.mobileNumber,
    hiddenOnWeb: body.hiddenOnWeb,
  };
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as StaffUserInput;
}

export function staffUserDocumentOf(user: StaffMember, login: StaffLoginRecord | undefined | null): StaffUserDocument {
  return {
    id: user.ID as number,
    name: user.Name as string,
    firstName: user.FirstName,
    email: user.Email,
    phoneNumber: user.PhoneNumber,
    mobileNumber: user.MobileNumber,
    function: user.Function,
    officeId: user.OfficeID,
    departmentId: user.DepartmentID,
    departmentName: user.DepartmentName,
    hiddenOnWeb: user.HiddenOnWeb === true,
    language: user.LanguageID,
    login: login ? loginDocumentOf(login) : null,
  };
}
