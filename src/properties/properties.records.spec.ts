import { describe, expect, it } from '@jest/globals';
import { isListType } from '../common/record.js';
import { PictureRecord, PropertyRecord } from './properties.records.js';

/** The property fields clients of the original service read (domain.md, "Property fields"). */
const DOMAIN_FIELDS = `
  ID Ident Status SubStatus SubStatusName Goal WebID WebIDName TypeDescription MainTypeName ProjectID SiteID
  OfficeID OfficeName CreatedDate LastChangedDate Marquee MarqueeName IsOffice PublishPrice
  Street HouseNumber Zip City District CountryAbbr CountryName GoogleX GoogleY
  Price StartPrice PriceUnitText DescriptionA DescriptionB VirtualTour
  SurfaceTotal SurfaceLiving SurfaceGarden SurfaceTerrace SurfaceConstructed SurfaceGround SurfaceOffice SurfaceGround2
  SurfaceStore NumberOfBedRooms NumberOfBathRooms NumberOfShowerRooms NumberOfToilets NumberOfGarages NumberOfParkings Floor
  HasGarden HasFurnished HasLift HasCellar HasAttic ConditionID ConditionName ConstructionYear EnergyPerformance
  HeatingName KitchenName SmallPicture MediumPicture LargePicture BuildingID
`
  .trim()
  .split(/\s+/);

describe('PropertyRecord', () => {
  it('has every field of the shared vocabulary', () => {
    expect(Object.keys(PropertyRecord.fields)).toEqual(expect.arrayContaining(DOMAIN_FIELDS));
  });

  it('lists the pictures of each size family as Picture records', () => {
    for (const family of ['Small', 'Medium', 'Large', 'XLarge']) {
      const field = PropertyRecord.fields[`${family}PictureItems` as keyof typeof PropertyRecord.fields];
      expect(isListType(field) && field.of).toBe(PictureRecord);
    }
    expect(Object.keys(PictureRecord.fields)).toEqual(['ID', 'Url', 'Width', 'Height', 'Name', 'Version']);
  });
});
