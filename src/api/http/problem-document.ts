import { ApiProperty, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';
import { PROBLEM_KINDS, type ProblemKind } from './problem.js';

export class ProblemFieldDocument {
  @ApiProperty({ description: 'JSON pointer into the request body (`/price`), or `/query/<name>` for a query parameter; empty for the body as a whole.', example: '/price' })
  field!: string;

  @ApiProperty({ description: 'Why: `required`, `type`, `minimum`, `maximum`, `max-length`, `enum`, `unknown-field`, `unknown-reference`, `unique`, `format`…', example: 'minimum' })
  code!: string;

  @ApiProperty({ example: 'price must not be less than 0' })
  message!: string;
}

/** RFC 9457 problem details, as every error of the API answers (`application/problem+json`). */
export class ProblemDocument {
  @ApiProperty({ description: 'The kind of problem: `<origin>/api/v1/problems/<kind>`, documented at that address.', example: 'https://listings.example/api/v1/problems/validation' })
  type!: string;

  @ApiProperty({ example: 'The request is not valid' })
  title!: string;

  @ApiProperty({ example: 400 })
  status!: number;

  @ApiProperty({ example: 'Some fields are not valid.' })
  detail!: string;

  @ApiProperty({ description: 'The request id (also in the X-Request-Id header and the service logs).', example: '3f1c9a52-0d7e-4c1e-9a57-1f0e8a2b6c4d' })
  instance!: string;

  @ApiPropertyOptional({ type: [ProblemFieldDocument], description: 'Every invalid field (validation problems).' })
  errors?: ProblemFieldDocument[];
}

/** Documents a problem answer of a route. */
export function ProblemResponse(kind: ProblemKind, description?: string): MethodDecorator & ClassDecorator {
  const { status, title } = PROBLEM_KINDS[kind];
  return ApiResponse({
    status,
    description: description ?? title,
    content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemDocument' } } },
  });
}
