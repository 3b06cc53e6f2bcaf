import { Grid, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RecordForm } from '../../components/record-form';
import { useFormat } from '../../i18n/format';
import { ADDRESS_TITLES, PERSON_LANGUAGES } from './names';

/** A person's fields, in the order an agent fills them in; each with its label and the API's message under it. */
export const PERSON_FIELDS = ['addressTitle', 'firstName', 'name', 'email', 'phoneNumber', 'mobileNumber', 'addressA', 'zip', 'city', 'languageId', 'ident'] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];

const SPANS: Record<PersonField, number> = { addressTitle: 4, firstName: 4, name: 4, email: 12, phoneNumber: 6, mobileNumber: 6, addressA: 12, zip: 4, city: 8, languageId: 6, ident: 6 };
const INPUT_TYPES: Partial<Record<PersonField, string>> = { email: 'email', phoneNumber: 'tel', mobileNumber: 'tel' };
const AUTOCOMPLETE: Partial<Record<PersonField, string>> = { firstName: 'off', name: 'off', email: 'off', phoneNumber: 'off', mobileNumber: 'off', addressA: 'off', zip: 'off', city: 'off' };

export function PersonFields({ form, errors, readOnly, fields = PERSON_FIELDS }: { form: RecordForm; errors: Record<string, string>; readOnly: boolean; fields?: readonly PersonField[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const languageNames = new Intl.DisplayNames([format.locale], { type: 'language' });
  return (
    <Grid gap="sm">
      {fields.map((field) => {
        const common = { label: t(`persons.fields.${field}`), error: errors[field], readOnly };
        let input;
        if (field === 'addressTitle' || field === 'languageId') {
          const options = field === 'addressTitle' ? Object.entries(ADDRESS_TITLES).map(([value, label]) => ({ value, label })) : Object.entries(PERSON_LANGUAGES).map(([value, code]) => ({ value, label: languageNames.of(code) ?? code }));
          const value = form.value(field);
          input = (
            <Select
              {...common}
              data={options}
              value={typeof value === 'number' ? String(value) : null}
              onChange={(next) => form.set(field, next === null ? null : Number(next))}
              clearable={field === 'addressTitle' && !readOnly}
              allowDeselect={field === 'addressTitle'}
              disabled={readOnly}
            />
          );
        } else {
          const value = form.value(field);
          input = <TextInput {...common} type={INPUT_TYPES[field] ?? 'text'} autoComplete={AUTOCOMPLETE[field]} value={typeof value === 'string' ? value : ''} onChange={(e) => form.set(field, e.currentTarget.value)} />;
        }
        return (
          <Grid.Col key={field} span={{ base: 12, sm: SPANS[field] }}>
            {input}
          </Grid.Col>
        );
      })}
    </Grid>
  );
}
