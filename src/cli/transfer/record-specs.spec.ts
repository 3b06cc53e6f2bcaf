import { describe, expect, it } from '@jest/globals';
import { PERSON_FIELD_NAMES, PERSON_FIELDS, PERSON_TEXT_LENGTHS } from '../../persons/person-fields.js';
import { PERSON } from './record-specs.js';

describe('the import document', () => {
  it('gives the import document its person fields, names and lengths', () => {
    const document = new Map(PERSON.fields.map((field) => [field.prop, field]));
    for (const name of PERSON_FIELD_NAMES) {
      const field = document.get(name);
      expect(field?.name).toBe(PERSON_FIELDS[name].wire);
      if (name in PERSON_TEXT_LENGTHS) expect(field?.type).toEqual({ kind: 'string', max: PERSON_TEXT_LENGTHS[name as keyof typeof PERSON_TEXT_LENGTHS] });
    }
  });
});
