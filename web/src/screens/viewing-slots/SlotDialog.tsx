import { Button, Group, Modal, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/problem';
import { listProperties, type Property } from '../../api/properties';
import { changeViewingSlot, createViewingSlot, getViewingSlot, type ViewingSlot, type ViewingSlotChange } from '../../api/viewing-slots';
import { DateField, TimeField } from '../../components/DateFields';
import { atTime, dayKey, timeKey } from '../../components/dates';
import { notify } from '../../components/notify';
import { ProblemAlert } from '../../components/ProblemAlert';
import { fieldErrorsOf } from '../../components/record-form';
import { staffName, useStaffUsers } from '../leads/staff';
import type { SlotSubject } from './subjects';

/** The lengths a slot is usually given, in minutes. */
const LENGTHS = [15, 20, 30, 45, 60, 90, 120, 180, 240] as const;

interface SlotValues {
  propertyId: number | null;
  typeId: number;
  day: string;
  time: string;
  minutes: number;
  capacity: number;
  userId: number | null;
  location: string;
  comment: string;
}

function valuesOf(slot: ViewingSlot): SlotValues {
  const start = new Date(slot.startDate);
  return {
    propertyId: slot.propertyId,
    typeId: slot.typeId,
    day: dayKey(start),
    time: timeKey(start),
    minutes: Math.round((new Date(slot.endDate).getTime() - start.getTime()) / 60_000),
    capacity: slot.capacity,
    userId: slot.userId,
    location: slot.location ?? '',
    comment: slot.comment ?? '',
  };
}

function listingLabel(property: Pick<Property, 'id' | 'reference' | 'ident' | 'street' | 'houseNumber' | 'city'>): string {
  const address = [[property.street, property.houseNumber].filter(Boolean).join(' '), property.city].filter(Boolean).join(', ');
  return [property.reference || property.ident || `#${property.id}`, address].filter(Boolean).join(' · ');
}

/** A listing found by the API's text search (reference, street, city), the chosen one kept in the choices. */
function ListingPicker({ value, onChange, error }: { value: { id: number; label: string } | null; onChange(value: { id: number; label: string } | null): void; error?: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const typed = debounced.trim() !== '' && debounced !== value?.label ? debounced.trim() : undefined;
  const query = useQuery({ queryKey: ['properties', 'list', { q: typed, limit: 20, picker: true }], queryFn: () => listProperties({ q: typed, sort: '-updatedAt' }, 20), placeholderData: keepPreviousData });
  const options = (query.data?.items ?? []).map((property) => ({ value: String(property.id), label: listingLabel(property) }));
  if (value && !options.some((option) => option.value === String(value.id))) options.unshift({ value: String(value.id), label: value.label });
  return (
    <Select
      label={t('slots.listingField')}
      placeholder={t('slots.listingHint')}
      data={options}
      value={value ? String(value.id) : null}
      onChange={(id, option) => onChange(id === null ? null : { id: Number(id), label: option?.label ?? `#${id}` })}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      openOnFocus={false}
      nothingFoundMessage={query.isFetching ? t('common.loading') : t('slots.noListingFound')}
      required
      error={error}
      data-autofocus
    />
  );
}

export interface SlotDialogProps {
  /** The slot to change; null for a new one. */
  readonly slot: ViewingSlot | null;
  readonly subject: SlotSubject | null;
  /** Where a new slot starts (a click in the calendar), else the next full hour. */
  readonly start?: Date;
  onClose(): void;
  onSaved(slot: ViewingSlot): void;
}

/** A new slot on a listing (date, time, length, places, who receives), or a change of one. */
export function SlotDialog({ slot: initial, subject, start, onClose, onSaved }: SlotDialogProps) {
  const { t } = useTranslation();
  const staff = useStaffUsers();
  const [slot, setSlot] = useState(initial);
  const [listing, setListing] = useState<{ id: number; label: string } | null>(null);
  const [values, setValues] = useState<SlotValues>(() => {
    if (initial) return valuesOf(initial);
    const begin = start ?? new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
    return { propertyId: null, typeId: 2, day: dayKey(begin), time: timeKey(begin), minutes: 30, capacity: 1, userId: null, location: '', comment: '' };
  });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const errors = { ...fieldErrorsOf(failure), ...missing };
  const set = <K extends keyof SlotValues>(name: K, value: SlotValues[K]) => setValues((current) => ({ ...current, [name]: value }));
  const lengths = (LENGTHS as readonly number[]).includes(values.minutes) ? LENGTHS : [...LENGTHS, values.minutes].sort((a, b) => a - b);
  const minutesLabel = (minutes: number) => (minutes < 60 ? t('slots.minutes', { count: minutes }) : minutes % 60 === 0 ? t('slots.hours', { count: minutes / 60 }) : t('slots.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }));

  const save = async () => {
    const begin = atTime(values.day, values.time);
    const wanted: Record<string, string> = {};
    if (!slot && !listing) wanted['propertyId'] = t('slots.chooseListing');
    if (!begin) wanted['startDate'] = t('slots.chooseMoment');
    setMissing(wanted);
    if (!begin || Object.keys(wanted).length > 0) return;
    const end = new Date(begin.getTime() + values.minutes * 60_000);
    const fields: ViewingSlotChange = {
      typeId: values.typeId as ViewingSlotChange['typeId'],
      startDate: begin.toISOString(),
      endDate: end.toISOString(),
      capacity: values.capacity,
      userId: values.userId,
      location: values.location.trim() || null,
      comment: values.comment.trim() || null,
    };
    setSaving(true);
    setFailure(null);
    try {
      let saved: ViewingSlot;
      if (slot) {
        // Only what changed: a new start or length moves both ends.
        const before = valuesOf(slot);
        const moved = before.day !== values.day || before.time !== values.time || before.minutes !== values.minutes;
        const patch: ViewingSlotChange = {
          ...(moved ? { startDate: fields.startDate, endDate: fields.endDate } : {}),
          ...(fields.typeId !== slot.typeId ? { typeId: fields.typeId } : {}),
          ...(fields.capacity !== slot.capacity ? { capacity: fields.capacity } : {}),
          ...(fields.userId !== slot.userId ? { userId: fields.userId } : {}),
          ...(fields.location !== slot.location ? { location: fields.location } : {}),
          ...(fields.comment !== slot.comment ? { comment: fields.comment } : {}),
        };
        saved = await changeViewingSlot(slot.id, patch, slot.version);
      } else {
        saved = await createViewingSlot({ ...fields, propertyId: listing!.id, userId: values.userId ?? undefined });
      }
      notify('green', slot ? t('slots.saved') : t('slots.created'));
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 412 && slot) {
        const current = await getViewingSlot(slot.id).catch(() => null);
        if (current) setSlot(current);
        notify('orange', t('slots.changedMeanwhile'), 10_000);
      } else setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={slot ? t('slots.editTitle') : t('slots.newTitle')} size="lg" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        noValidate
      >
        <Stack gap="sm">
          {failure && Object.keys(fieldErrorsOf(failure)).length === 0 ? <ProblemAlert error={failure} /> : null}
          {slot ? (
            <div>
              <Text size="sm" fw={500}>
                {t('slots.listingField')}
              </Text>
              <Text size="sm">{subject ? [subject.label, subject.address].filter(Boolean).join(' · ') : '—'}</Text>
            </div>
          ) : (
            <ListingPicker value={listing} onChange={setListing} error={errors['propertyId']} />
          )}
          <Stack gap={4}>
            <Text size="sm" fw={500} id="slot-type">
              {t('slots.type')}
            </Text>
            <SegmentedControl
              aria-labelledby="slot-type"
              value={String(values.typeId)}
              onChange={(value) => set('typeId', Number(value))}
              data={[
                { value: '2', label: t('slots.types.2') },
                { value: '1', label: t('slots.types.1') },
              ]}
            />
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <DateField label={t('slots.date')} value={values.day} onChange={(day) => set('day', day)} required error={errors['startDate']} />
            <TimeField label={t('slots.start')} value={values.time} onChange={(time) => set('time', time)} minutesStep={5} required />
            <Select
              label={t('slots.length')}
              data={lengths.map((minutes) => ({ value: String(minutes), label: minutesLabel(minutes) }))}
              value={String(values.minutes)}
              onChange={(value) => value !== null && set('minutes', Number(value))}
              allowDeselect={false}
              error={errors['endDate']}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput label={t('slots.capacity')} description={t('slots.capacityHint')} value={values.capacity} onChange={(value) => set('capacity', typeof value === 'number' ? value : 0)} min={0} max={100_000} allowDecimal={false} error={errors['capacity']} />
            <Select
              label={t('slots.agent')}
              description={t('slots.agentHint')}
              data={[{ value: 'default', label: t('slots.defaultAgent') }, ...staff.users.map((user) => ({ value: String(user.id), label: staffName(user) }))]}
              value={values.userId === null ? 'default' : String(values.userId)}
              onChange={(value) => set('userId', value === null || value === 'default' ? null : Number(value))}
              allowDeselect={false}
              searchable
              error={errors['userId']}
            />
          </SimpleGrid>
          <TextInput label={t('slots.location')} placeholder={t('slots.locationHint')} value={values.location} onChange={(e) => set('location', e.currentTarget.value)} error={errors['location']} />
          <Textarea label={t('slots.comment')} value={values.comment} onChange={(e) => set('comment', e.currentTarget.value)} autosize minRows={2} maxRows={5} error={errors['comment']} />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {slot ? t('common.save') : t('slots.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
