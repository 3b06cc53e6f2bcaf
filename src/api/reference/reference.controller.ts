import { Get, Inject, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty } from '@nestjs/swagger';
import { ReferenceService, type AgencyCityNames, type PropertyTypeNames } from '../../reference/reference.service.js';
import { ApiController } from '../http/api-controller.js';
import type { ApiRequest } from '../http/caller.js';
import { listDocument, type ListAnswer } from '../http/paging.js';

export class PropertyTypeDocument {
  @ApiProperty({ description: 'The code a property carries as `typeId`.', example: 1 })
  id!: number;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: ['string', 'null'] },
    description: 'The name by language code (nl, fr, en, de, es, ca); a language without its own name has the English one, else the Dutch one.',
    example: { nl: 'Woning', fr: 'Maison', en: 'House', de: 'Haus', es: 'Casa', ca: 'Casa' },
  })
  names!: Record<string, string | null>;

  @ApiProperty({ type: Number, nullable: true, description: 'The type this one is a kind of; null for a main type.' })
  parentId!: number | null;

  @ApiProperty({ description: 'The main type (the top of the parent chain; its own id for a main type).' })
  mainTypeId!: number;

  @ApiProperty({ description: 'The web channel (market) of the type.' })
  webId!: number;

  @ApiProperty({ type: String, nullable: true })
  abbr!: string | null;

  @ApiProperty({ description: 'The order types are shown in.' })
  showOrder!: number;
}

export const PropertyTypeList = listDocument(PropertyTypeDocument, 'PropertyTypeList');

export class CityDocument {
  @ApiProperty({ description: 'The code a property carries as `cityId` (the listing filter `cityId` takes it).', example: 1015 })
  id!: number;

  @ApiProperty({ description: 'The postcode.', example: '9000' })
  zip!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'The name by language code (nl, fr, en, de, es, ca): its own name in that language where it has one, else the name it is known by.',
    example: { nl: 'Brussel', fr: 'Bruxelles', en: 'Brussels', de: 'Brüssel', es: 'Bruselas', ca: 'Brussel·les' },
  })
  names!: Record<string, string>;
}

export const CityList = listDocument(CityDocument, 'CityList');

/** The reference lists a property's codes are chosen from (the same ones the v1.2 interface answers). Every role reads them. */
@ApiController('reference', 'reference')
export class ReferenceController {
  constructor(@Inject(ReferenceService) private readonly reference: ReferenceService) {}

  @Get('property-types')
  @ApiOperation({ summary: 'The property types (`typeId`) with their names in every language, in their show order (all on one page).' })
  @ApiOkResponse({ type: PropertyTypeList })
  async propertyTypes(): Promise<ListAnswer<PropertyTypeNames>> {
    const types = await this.reference.propertyTypeNames();
    return { items: types, nextCursor: null, total: types.length };
  }

  @Get('cities')
  @ApiOperation({ summary: "The cities the agency's properties are in, whatever their status, by postcode (all on one page): what the listings are filtered by (`cityId`)." })
  @ApiOkResponse({ type: CityList })
  async cities(@Req() request: ApiRequest): Promise<ListAnswer<AgencyCityNames>> {
    const cities = await this.reference.agencyCityNames(request.caller!.tenant);
    return { items: cities, nextCursor: null, total: cities.length };
  }
}
