import { describe, expect, it } from '@jest/globals';
import { bool, date, id, ids, int, num, records, str, texts, type RecordSpec, type Ref } from './field-types.js';
import { validateRecord } from './record-classes.js';
import { AgencyRecord, validateAgency } from './agency-record.js';

const lookup = { known: (ref: Ref, value: number) => ref === 'users' && value === 7 };

const CHILD: RecordSpec = { fields: [int('Position', 'position', { min: 0 }), str('Name', 'name', 5, { required: true })] };
const SPEC: RecordSpec = {
  fields: [
    id(),
    int('Level', 'level', { min: 1, max: 6 }),
    int('Floor', 'floor', { min: 0 }),
    int('UserID', 'userId', { ref: 'users', nullable: true }),
    num('Price', 'price', { min: 0, max: 100 }),
    str('Title', 'title', 3),
    str('Code', 'code', 10, { nullable: false, fallback: '' }),
    bool('Done', 'done'),
    date('Day', 'day'),
    texts('Titles', 'titles'),
    { name: 'PasswordHash', prop: 'passwordHash', type: { kind: 'phc' }, nullable: true, fallback: null },
    ids('UserIDs', 'users'),
    records('Children', CHILD),
    str('Last', 'last', 3),
  ],
};

describe('the record classes of the import document', () => {
  it('accepts a good record, with null where a field may be null', () => {
    const good = { ID: 1, Level: 6, Floor: 0, UserID: null, Price: 99.5, Title: 'abc', Code: '', Done: true, Day: '2026-03-01T10:00:00Z', Titles: { 1: 'a' }, PasswordHash: null, UserIDs: [7], Children: [{ Name: 'x' }] };
    expect(validateRecord(SPEC, good, 'r[0]', lookup)).toEqual([]);
  });

  it('reports fields the record does not have first, then the first problem of each field in field order, nested records where they are', () => {
    const bad = {
      Colour: 'red',
      constructor: 'x',
      Last: 'toolong',
      ID: 0,
      Level: 9,
      Floor: -1,
      UserID: 8,
      Price: 'cheap',
      Title: 'long text',
      Code: null,
      Done: 'yes',
      Day: '2026-13-01T10:00:00Z',
      Titles: { 9: 'x' },
      PasswordHash: 'secret',
      UserIDs: [8, 'x'],
      Children: [{ Position: 1.5, Name: 'x', Extra: 1 }, 3, [1]],
    };
    expect(validateRecord(SPEC, bad, 'r[0]', lookup)).toEqual([
      'r[0].Colour: is not a field of this record',
      'r[0].constructor: is not a field of this record',
      'r[0].ID: must be a whole number ≥ 1',
      'r[0].Level: must be between 1 and 6',
      'r[0].Floor: must be ≥ 0',
      'r[0].UserID: refers to users 8, which does not exist',
      'r[0].Price: must be a number ≥ 0',
      'r[0].Title: must be at most 3 characters',
      'r[0].Code: must not be null',
      'r[0].Done: must be true or false',
      'r[0].Day: must be an ISO 8601 date-time (e.g. 2026-03-01T10:00:00Z)',
      'r[0].Titles: has key "9"; keys must be language ids 1 to 6',
      expect.stringMatching(/^r\[0\]\.PasswordHash: must be a password hash in PHC form/),
      'r[0].UserIDs: refers to users 8, which does not exist',
      'r[0].Children[0].Extra: is not a field of this record',
      'r[0].Children[0].Position: must be a whole number',
      'r[0].Children[1]: must be an object',
      'r[0].Children[2]: must be an object',
      'r[0].Last: must be at most 3 characters',
    ]);
  });

  it('says what a missing or null required field, a bad list and a bad text are', () => {
    expect(validateRecord(SPEC, { ID: null, Price: 101, UserIDs: [7, 1.5], Titles: { 1: 2 }, Children: {} }, 'r', lookup)).toEqual([
      'r.ID: is required',
      'r.Price: must be a number ≤ 100',
      'r.Titles: ["1"] must be a string',
      'r.UserIDs: must be a list of whole numbers',
      'r.Children: must be a list',
    ]);
    expect(validateRecord(SPEC, { ID: 1, Titles: [], UserIDs: 7 }, 'r', lookup)).toEqual(['r.Titles: must be an object of language id → text', 'r.UserIDs: must be a list of ids']);
    expect(validateRecord(SPEC, 'x', 'r', lookup)).toEqual(['r: must be an object']);
  });

  it('judges the agency object', () => {
    expect(validateAgency(AgencyRecord.from({ Name: 'Agency', Email: null, LanguageID: 2 }))).toEqual([]);
    expect(validateAgency(AgencyRecord.from({ Name: '  ', Email: 'x'.repeat(201), Phone: 5, LanguageID: 7 }))).toEqual([
      'agency.Name: must be a string of 1 to 200 characters',
      'agency.Email: must be a string of at most 200 characters or null',
      'agency.Phone: must be a string of at most 50 characters or null',
      'agency.LanguageID: must be a language id from 1 (NL) to 6 (CA) or null',
    ]);
    expect(validateAgency(AgencyRecord.from({}))).toEqual(['agency.Name: must be a string of 1 to 200 characters']);
  });
});
