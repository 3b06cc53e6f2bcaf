import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestingModule } from '@nestjs/testing';
import type { DataSource } from 'typeorm';
import type { Tenant } from '../../src/common/tenant.js';
import type { Property } from '../../src/properties/properties.entities.js';
import { PropertiesModule } from '../../src/properties/properties.module.js';
import { PropertiesService } from '../../src/properties/properties.service.js';
import { SelectedListService } from '../../src/properties/selected-list.service.js';
import { openTestDatabase } from '../support/database.js';
import { addOwner, createPersonRow, createProperty, domainModule, PICTURE_BASE_URL } from '../support/factories/properties.js';
import { createOffice, createTenant, REF, seedReferenceData } from '../support/factories/reference.js';

const RICH = '<p>Lichte <b>villa</b> met tuin.</p><p>Rustige straat &amp; dicht bij school.</p>';

describe('PropertiesService detail, owners and selected lists', () => {
  let dataSource: DataSource;
  let module: TestingModule;
  let service: PropertiesService;
  let selected: SelectedListService;
  let agency: Tenant;
  let other: Tenant;
  let villa: Property;
  let officeId: number;
  const byStatus: Record<number, Property> = {};
  let foreign: Property;

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    await seedReferenceData(dataSource);
    module = await domainModule(dataSource, [PropertiesModule]);
    service = module.get(PropertiesService);
    selected = module.get(SelectedListService);
    agency = await createTenant(dataSource);
    other = await createTenant(dataSource);
    officeId = (await createOffice(dataSource, agency, { name: 'Kantoor Gent' })).id;
    villa = await createProperty(dataSource, agency, {
      officeId,
      typeId: REF.type.villa,
      ident: 'VILLA-9',
      subStatus: 1,
      marquee: 2,
      conditionId: 3,
      heatingId: 4,
      kitchenId: 3,
      goal: 1,
      price: 1250,
      priceUnit: 1,
      latitude: 51.05,
      longitude: 3.72,
      surfaceLiving: 180.5,
      bedrooms: 4,
      hasGarden: true,
      originalLanguageId: 1,
      texts: { 1: { a: 'Villa met tuin', b: RICH }, 2: { a: 'Villa avec jardin', b: '<p>Villa <i>lumineuse</i></p>' } },
      pictures: 3,
    });
    for (const status of [0, 1, 2, 3, 4, 5, 6]) byStatus[status] = await createProperty(dataSource, agency, { status });
    foreign = await createProperty(dataSource, other, {});
  });

  afterAll(async () => {
    await module.close();
    await dataSource.destroy();
  });

  describe('getProperty', () => {
    it('returns every field of the record in the shared vocabulary', async () => {
      const record = await service.getProperty(agency, villa.id, { languageId: 3, richText: true });
      expect(record).toMatchObject({
        ID: villa.id,
        Ident: 'VILLA-9',
        Status: 1,
        StatusName: 'Active',
        SubStatus: 1,
        SubStatusName: 'Under option',
        Goal: 1,
        WebID: REF.web.residential,
        WebIDName: 'Residential',
        TypeID: REF.type.villa,
        TypeDescription: 'Villa',
        MainTypeID: REF.type.house,
        MainTypeName: 'House',
        OfficeID: officeId,
        OfficeName: 'Kantoor Gent',
        Marquee: 2,
        MarqueeName: 'Price reduced',
        CountryAbbr: 'BE',
        CountryName: 'Belgium',
        GoogleX: 3.72,
        GoogleY: 51.05,
        Price: 1250,
        PriceUnit: 1,
        PriceUnitText: 'per month',
        SurfaceLiving: 180.5,
        NumberOfBedRooms: 4,
        HasGarden: true,
        ConditionName: 'Good',
        HeatingName: 'Heat pump',
        KitchenName: 'Fully equipped',
        BuildingID: null,
        ProjectID: null,
      });
      expect(record.CreatedDate).toBeInstanceOf(Date);
      expect(record.CreatedDate?.toISOString()).toBe(villa.createdAt.toISOString());
    });

    it('names codes in the requested language', async () => {
      const record = await service.getProperty(agency, villa.id, { languageId: 2, richText: true });
      expect(record).toMatchObject({ StatusName: 'Actif', TypeDescription: 'Villa', MainTypeName: 'Maison', PriceUnitText: 'par mois', CountryName: 'Belgique' });
      const dutch = await service.getProperty(agency, villa.id, { languageId: 1, richText: true });
      expect(dutch).toMatchObject({ MainTypeName: 'Huis', KitchenName: 'Volledig uitgerust', HeatingName: 'Warmtepomp' });
    });

    it('returns texts in the requested language, falling back to the original language', async () => {
      expect(await service.getProperty(agency, villa.id, { languageId: 2, richText: true })).toMatchObject({
        LanguageID: 2,
        DescriptionA: 'Villa avec jardin',
        DescriptionB: '<p>Villa <i>lumineuse</i></p>',
      });
      expect(await service.getProperty(agency, villa.id, { languageId: 4, richText: true })).toMatchObject({
        LanguageID: 1,
        DescriptionA: 'Villa met tuin',
        DescriptionB: RICH,
      });
      expect(await service.getProperty(agency, villa.id, { languageId: 0, richText: true })).toMatchObject({ LanguageID: 1 });
    });

    it('returns DescriptionB as plain text when rich text is not asked for', async () => {
      const record = await service.getProperty(agency, villa.id, { languageId: 1, richText: false });
      expect(record.DescriptionB).toBe('Lichte villa met tuin.\n\nRustige straat & dicht bij school.');
    });

    it('returns all pictures per family, main picture first, in the Large family for MainPicture', async () => {
      const record = await service.getProperty(agency, villa.id, { languageId: 1, richText: true });
      const url = (position: number, family: string) => `${PICTURE_BASE_URL}/p${villa.id}/${position}-${family}.jpg`;
      expect(record.SmallPicture).toBe(url(1, 's'));
      expect(record.MediumPicture).toBe(url(1, 'm'));
      expect(record.LargePicture).toBe(url(1, 'l'));
      expect(record.MainPicture).toBe(url(1, 'l'));
      expect(record.XLargePictureItems.map((picture) => picture.Url)).toEqual([url(1, 'xl'), url(2, 'xl'), url(3, 'xl')]);
      expect(record.SmallPictureItems[1]).toMatchObject({ Width: 160, Height: 120, Name: 'Picture 2' });
    });

    it('opens active, sold, rented and reference properties but not prospective, cancelled or inactive ones', async () => {
      for (const status of [1, 2, 4, 6]) {
        await expect(service.getProperty(agency, byStatus[status]!.id, { languageId: 1, richText: true })).resolves.toMatchObject({ Status: status });
      }
      for (const status of [0, 3, 5]) {
        await expect(service.getProperty(agency, byStatus[status]!.id, { languageId: 1, richText: true })).rejects.toMatchObject({ code: 'not-found' });
      }
    });

    it('restricts to an office when asked', async () => {
      await expect(service.getProperty(agency, villa.id, { languageId: 1, richText: true, officeId })).resolves.toMatchObject({ ID: villa.id });
      await expect(service.getProperty(agency, villa.id, { languageId: 1, richText: true, officeId: officeId + 100 })).rejects.toMatchObject({
        code: 'not-found',
      });
      await expect(service.getProperty(agency, villa.id, { languageId: 1, richText: true, officeId: 0 })).rejects.toMatchObject({
        code: 'invalid-input',
      });
    });

    it("treats another agency's property and unknown ids as not found", async () => {
      await expect(service.getProperty(agency, foreign.id, { languageId: 1, richText: true })).rejects.toMatchObject({
        code: 'not-found',
        message: `Property ${foreign.id} was not found.`,
      });
      await expect(service.getProperty(agency, 999999, { languageId: 1, richText: true })).rejects.toMatchObject({ code: 'not-found' });
    });
  });

  describe('getPropertiesOfPerson', () => {
    it('returns what the person owns, whatever the status', async () => {
      const owner = await createPersonRow(dataSource, agency);
      await addOwner(dataSource, agency, owner.id, villa.id);
      await addOwner(dataSource, agency, owner.id, byStatus[5]!.id);
      const records = await service.getPropertiesOfPerson(agency, owner.id, 2);
      expect(records.map((record) => record.ID)).toEqual([villa.id, byStatus[5]!.id].sort((a, b) => a - b));
      expect(records.find((record) => record.ID === villa.id)?.DescriptionA).toBe('Villa avec jardin');
    });

    it("is empty for an unknown person or another agency's person", async () => {
      const stranger = await createPersonRow(dataSource, other);
      await addOwner(dataSource, other, stranger.id, foreign.id);
      expect(await service.getPropertiesOfPerson(agency, stranger.id, 1)).toEqual([]);
      expect(await service.getPropertiesOfPerson(agency, 987654, 1)).toEqual([]);
    });
  });

  describe('SelectedListService', () => {
    it('adds, reports, lists and removes a selected property', async () => {
      const person = await createPersonRow(dataSource, agency);
      expect(await selected.isSelected(agency, person.id, villa.id)).toBe(false);
      expect(await selected.add(agency, person.id, villa.id)).toBe(true);
      expect(await selected.add(agency, person.id, villa.id)).toBe(false);
      expect(await selected.add(agency, person.id, byStatus[2]!.id)).toBe(true);
      expect(await selected.isSelected(agency, person.id, villa.id)).toBe(true);
      const list = await selected.list(agency, person.id, 3);
      expect(list.map((record) => record.ID).sort((a, b) => a! - b!)).toEqual([villa.id, byStatus[2]!.id].sort((a, b) => a - b));
      expect(await selected.remove(agency, person.id, villa.id)).toBe(true);
      expect(await selected.remove(agency, person.id, villa.id)).toBe(false);
      expect(await selected.isSelected(agency, person.id, villa.id)).toBe(false);
    });

    it('refuses properties that cannot be viewed', async () => {
      const person = await createPersonRow(dataSource, agency);
      await expect(selected.add(agency, person.id, byStatus[0]!.id)).rejects.toMatchObject({ code: 'not-found' });
    });

    it("treats another agency's person or property as not found", async () => {
      const person = await createPersonRow(dataSource, agency);
      const stranger = await createPersonRow(dataSource, other);
      await expect(selected.add(agency, person.id, foreign.id)).rejects.toMatchObject({ code: 'not-found' });
      await expect(selected.add(agency, stranger.id, villa.id)).rejects.toMatchObject({ code: 'not-found' });
      await expect(selected.isSelected(agency, stranger.id, villa.id)).rejects.toMatchObject({ code: 'not-found' });
      await expect(selected.remove(agency, person.id, foreign.id)).rejects.toMatchObject({ code: 'not-found' });
      await expect(selected.list(agency, stranger.id, 1)).rejects.toMatchObject({ code: 'not-found' });
      expect(await selected.add(other, stranger.id, foreign.id)).toBe(true);
      expect(await selected.isSelected(other, stranger.id, foreign.id)).toBe(true);
    });
  });
});
