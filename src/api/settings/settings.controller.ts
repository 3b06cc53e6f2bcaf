import { Body, Get, Inject, Patch, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { AgencySettingsService, type AgencySettings } from '../../accounts/agency-settings.service.js';
import { LANGUAGE_IDS } from '../../common/codes.js';
import { ApiController } from '../http/api-controller.js';
import type { ApiRequest } from '../http/caller.js';
import { ProblemResponse } from '../http/problem-document.js';
import { RequireRole } from '../http/roles.js';

export class SettingsDocument {
  @ApiProperty({ description: "The agency's name (unique across agencies).", example: 'Immo Demo' })
  name!: string;

  @ApiProperty({ type: String, nullable: true, description: 'The contact address: mails about listings without a responsible user go there.', example: 'info@immodemo.be' })
  email!: string | null;

  @ApiProperty({ type: String, nullable: true, example: '+32 2 123 45 67' })
  phone!: string | null;

  @ApiProperty({ enum: LANGUAGE_IDS, description: 'The language of every answer to a request naming none, on all interfaces: 1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA.', example: 1 })
  defaultLanguage!: number;
}

export class SettingsPatch {
  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  name?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200, description: 'null clears it.' })
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsString()
  @MaxLength(200)
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 50, description: 'null clears it.' })
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsString()
  @MaxLength(50)
  phone?: string | null;

  @ApiPropertyOptional({ enum: LANGUAGE_IDS })
  @IsOptional()
  @IsIn(LANGUAGE_IDS)
  defaultLanguage?: number;
}

function documentOf(settings: AgencySettings): SettingsDocument {
  return { name: settings.name, email: settings.email, phone: settings.phone, defaultLanguage: settings.defaultLanguageId };
}

/** The agency's own settings: everyone reads, an admin changes them (JSON Merge Patch, audited). */
@ApiController('settings', 'settings')
export class SettingsController {
  constructor(@Inject(AgencySettingsService) private readonly settings: AgencySettingsService) {}

  @Get()
  @ApiOperation({ summary: "The agency's settings." })
  @ApiOkResponse({ type: SettingsDocument })
  async get(@Req() request: ApiRequest): Promise<SettingsDocument> {
    return documentOf(await this.settings.get(request.caller!.tenant));
  }

  @Patch()
  @RequireRole('admin')
  @ApiOperation({ summary: "Changes the agency's settings (a field sent is set, null clears it, a field not sent is kept)." })
  @ApiOkResponse({ type: SettingsDocument })
  @ProblemResponse('validation', 'A field is not valid; every invalid one is listed.')
  @ProblemResponse('conflict', 'Another agency has this name.')
  async patch(@Req() request: ApiRequest, @Body() body: SettingsPatch): Promise<SettingsDocument> {
    const { tenant, actor } = request.caller!;
    const change = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.email !== undefined ? { email: body.email } : {}),
      ...(body.phone !== undefined ? { phone: body.phone } : {}),
      ...(body.defaultLanguage !== undefined ? { defaultLanguageId: body.defaultLanguage } : {}),
    };
    return documentOf(await this.settings.change(tenant, actor, change));
  }
}
