import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { ROLES, type Role } from '../../api-keys/roles.js';
import type { StaffSessionView } from '../../staff-auth/staff-sessions.service.js';

export class SessionRequest {
  @ApiProperty({ description: 'The sign-in email of the staff login (any agency: emails are unique).', example: 'thomas.devos@immodemo.be', maxLength: 200 })
  @IsString()
  @MaxLength(200)
  email!: string;

  @ApiProperty({ example: 'admin-demo', maxLength: 1024 })
  @IsString()
  @MaxLength(1024)
  password!: string;
}

export class SessionUserDocument {
  @ApiProperty({ description: "The staff user's id (as in /staff-users).", example: 1 })
  id!: number;

  @ApiProperty({ example: 'De Vos' })
  name!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Thomas' })
  firstName!: string | null;

  @ApiProperty({ description: 'The sign-in email.', example: 'thomas.devos@immodemo.be' })
  email!: string;

  @ApiProperty({ enum: ROLES, example: 'admin' })
  role!: Role;

  @ApiProperty({ description: "The user's language: 1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA.", example: 1 })
  language!: number;
}

export class SessionAgencyDocument {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'Immo Demo' })
  name!: string;
}

export class SessionDocument {
  @ApiProperty({ type: SessionUserDocument })
  user!: SessionUserDocument;

  @ApiProperty({ type: SessionAgencyDocument })
  agency!: SessionAgencyDocument;

  @ApiProperty({ description: 'Send it in the X-CSRF-Token header with every POST, PUT, PATCH and DELETE of the session.', example: 'q9V0dXk2cR0m3y4ZlJ8bWm1pQ0nR2fYp3s9kT6vW1xE' })
  csrfToken!: string;

  @ApiProperty({ format: 'date-time', description: 'The session ends then at the latest (STAFF_SESSION_MAX_AGE after sign-in).' })
  expiresAt!: string;

  @ApiProperty({ format: 'date-time', description: 'Unused until then, the session ends (STAFF_SESSION_IDLE_TIMEOUT); every use moves it on.' })
  idleExpiresAt!: string;
}

export class PasswordResetRequestBody {
  @ApiProperty({ description: 'The sign-in email whose password is forgotten.', example: 'thomas.devos@immodemo.be', maxLength: 200 })
  @IsString()
  @MaxLength(200)
  email!: string;
}

export class PasswordResetBody {
  @ApiProperty({ description: 'The token of the mailed link (`…/admin/password-reset?token=…`).', example: 'Zr2m8cVbq0oQH4l2k7Jq1s9TtXw3a5dYpN6eF0gU1iK', maxLength: 100 })
  @IsString()
  @MaxLength(100)
  token!: string;

  @ApiProperty({ description: 'The new password: 8 to 1024 characters, not the sign-in email.', example: 'a long new passphrase', maxLength: 1024 })
  @IsString()
  @MaxLength(1024)
  password!: string;
}

export function sessionDocumentOf(session: StaffSessionView): SessionDocument {
  const { user, agency } = session;
  return {
    user: { id: user.id, name: user.name, firstName: user.firstName, email: user.email, role: user.role, language: user.languageId },
    agency: { id: agency.id, name: agency.name },
    csrfToken: session.csrfToken,
    expiresAt: session.expiresAt.toISOString(),
    idleExpiresAt: session.idleExpiresAt.toISOString(),
  };
}
