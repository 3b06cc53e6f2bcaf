import { Loader, NumberInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GOALS, STATUSES } from '../../domain/codes';
import type { FieldSpec } from './fields';
import type { Json } from './model';
import { usePropertyTypes } from './property-types';

export interface FieldInputProps {
  readonly spec: FieldSpec;
  readonly value: Json | undefined;
  readonly error?: string;
  readonly readOnly: boolean;
  onChange(value: Json): void;
}

/** One field of the listing, as the control its kind needs, with its label and the API's message under it. */
export function FieldInput({ spec, value, error, readOnly, onChange }: FieldInputProps) {
  const { t } = useTranslation();
  const common = { label: t(`fields.${spec.label}`), error, required: spec.required, readOnly, disabled: readOnly && spec.kind === 'boolean' };
  const number = typeof value === 'number' ? value : '';
  switch (spec.kind) {
    case 'text':
      return <TextInput {...common} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'textarea':
      return <Textarea {...common} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.currentTarget.value)} autosize minRows={3} />;
    case 'boolean':
      return <Switch label={common.label} checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} disabled={readOnly} error={error} mt="md" />;
    case 'goal':
    case 'status': {
      const codes = spec.kind === 'goal' ? GOALS : STATUSES;
      return (
        <Select
          {...common}
          data={codes.map((code) => ({ value: String(code), label: t(`${spec.kind === 'goal' ? 'goals' : 'statuses'}.${code}`) }))}
          value={typeof value === 'number' ? String(value) : null}
          onChange={(next) => onChange(next === null ? null : Number(next))}
          allowDeselect={false}
        />
      );
    }
    case 'propertyType':
      return <PropertyTypeInput common={common} value={value} onChange={onChange} />;
    default: {
      const decimals = spec.kind === 'decimal' ? 7 : spec.kind === 'surface' ? 1 : 0;
      return (
        <NumberInput
          {...common}
          value={number}
          onChange={(next) => onChange(typeof next === 'number' ? next : next === '' ? null : Number(next))}
          min={spec.min}
          max={spec.max}
          decimalScale={decimals}
          thousandSeparator={spec.kind === 'money' ? ' ' : undefined}
          prefix={spec.kind === 'money' ? '€ ' : undefined}
          suffix={spec.kind === 'surface' ? ' m²' : undefined}
          hideControls={spec.kind !== 'integer'}
          allowDecimal={decimals > 0}
        />
      );
    }
  }
}

interface CommonProps {
  readonly label: string;
  readonly error?: string;
  readonly required?: boolean;
  readonly readOnly: boolean;
}

/** The property type, chosen by its name in the interface language (searchable: there are a few dozen). */
function PropertyTypeInput({ common, value, onChange }: { common: CommonProps; value: Json | undefined; onChange(value: Json): void }) {
  const { t } = useTranslation();
  const types = usePropertyTypes();
  const selected = typeof value === 'number' ? String(value) : null;
  // A code the list does not hold still shows, as its number (while the list loads, the field waits).
  const data = !types.isPending && selected !== null && !types.options.some((option) => option.value === selected) ? [...types.options, { value: selected, label: types.nameOf(value as number) }] : types.options;
  return (
    <Select
      {...common}
      data={data}
      value={selected}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      searchable={!common.readOnly}
      allowDeselect={false}
      placeholder={common.readOnly ? undefined : t('propertyTypes.placeholder')}
      nothingFoundMessage={t('propertyTypes.noMatch')}
      error={common.error ?? (types.isError ? t('propertyTypes.unavailable') : undefined)}
      maxDropdownHeight={320}
      rightSection={types.isPending ? <Loader size="xs" aria-label={t('common.loading')} /> : undefined}
    />
  );
}
