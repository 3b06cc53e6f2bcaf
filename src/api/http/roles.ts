import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { Role } from '../../api-keys/roles.js';
import { ProblemResponse } from './problem-document.js';

export const ROLE_METADATA = 'api:role';

/**
 * The least role a route needs (viewer < editor < admin); a route without it needs viewer. Stated
 * in the OpenAPI document as `x-required-role` and a documented 403.
 */
export function RequireRole(role: Role): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(ROLE_METADATA, role), ApiExtension('x-required-role', role), ProblemResponse('forbidden', `The caller's role is below ${role}.`));
}
