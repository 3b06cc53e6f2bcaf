import { Button, Card, Group, Loader, Modal, MultiSelect, NumberInput, Paper, Select, SimpleGrid, Stack, Switch, TagsInput, Text, Textarea, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDemand, changeDemand, type Demand, type DemandChange, deleteDemand, listDemands } from '../../api/persons';
import { listPropertyTypes, type PropertyType } from '../../api/reference';
import { ApiError } from '../../api/problem';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DangerButton } from '../../components/DangerButton';
import { notify } from '../../components/notify';
import { ToneBadge } from '../../components/ToneBadge';
import { ProblemAlert, problemMessage } from '../../components/ProblemAlert';
import { fieldErrorsOf } from '../../components/record-form';
import { GOALS } from '../../domain/codes';
import { useFormat } from '../../i18n/format';
import { useSession } from '../../session/SessionProvider';

const demandsKey = (personId: number) => ['persons', personId, 'demands'] as const;

/** The property types, read once a session: a demand names its types by id. */
function usePropertyTypes() {
  const { i18n } = useTranslation();
  const query = useQuery({ queryKey: ['reference', 'property-types'], queryFn: listPropertyTypes, staleTime: Infinity, gcTime: Infinity });
  const types = query.data ?? [];
  const nameOf = (type: PropertyType) => type.names[i18n.language] ?? type.names['en'] ?? `#${type.id}`;
  const byId = new Map(types.map((type) => [type.id, type]));
  return { types, nameOf, nameOfId: (id: number) => (byId.has(id) ? nameOf(byId.get(id)!) : `#${id}`) };
}

/** What the person is looking for: each demand's criteria, which the agency matches new listings against. */
export function PersonDemands({ personId }: { personId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { can } = useSession();
  const editable = can('editor');
  const query = useQuery({ queryKey: demandsKey(personId), queryFn: () => listDemands(personId) });
  const [editing, setEditing] = useState<Demand | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Demand | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await deleteDemand(personId, deleting.id, deleting.version);
      notify('green', t('persons.demandDeleted'));
    } catch (error) {
      const stale = error instanceof ApiError && error.status === 412;
      notify(stale ? 'orange' : 'red', stale ? t('persons.demandChangedMeanwhile') : problemMessage(error, t), 8000);
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: demandsKey(personId) });
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="person-demands">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="person-demands">
          {t('persons.demands')}
        </Title>
        {editable ? (
          <Button variant="light" onClick={() => setEditing('new')}>
            {t('persons.addDemand')}
          </Button>
        ) : null}
      </Group>
      {query.isPending ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
      {query.isError ? <ProblemAlert error={query.error} /> : null}
      {query.data && query.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('persons.noDemands')}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {query.data?.map((demand, index) => (
          <DemandCard key={demand.id} demand={demand} number={index + 1} editable={editable} onEdit={() => setEditing(demand)} onDelete={() => setDeleting(demand)} />
        ))}
      </SimpleGrid>
      {editing !== null ? (
        <DemandDialog
          personId={personId}
          demand={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void queryClient.invalidateQueries({ queryKey: demandsKey(personId) });
          }}
        />
      ) : null}
      <ConfirmDialog opened={deleting !== null} title={t('persons.deleteDemandTitle')} text={t('persons.deleteDemandText')} confirm={t('persons.deleteDemand')} busy={deleteBusy} onConfirm={() => void confirmDelete()} onClose={() => setDeleting(null)} />
    </Paper>
  );
}

function DemandCard({ demand, number, editable, onEdit, onDelete }: { demand: Demand; number: number; editable: boolean; onEdit(): void; onDelete(): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const types = usePropertyTypes();
  const places = [...demand.cityNames, ...demand.zips];
  const price =
    demand.priceFrom && demand.priceTo
      ? `${format.price(demand.priceFrom)} – ${format.price(demand.priceTo)}`
      : demand.priceFrom
        ? t('persons.priceFrom', { price: format.price(demand.priceFrom) })
        : demand.priceTo
          ? t('persons.priceUpTo', { price: format.price(demand.priceTo) })
          : t('persons.anyPrice');
  const row = (label: string, value: string) => (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
  const title = t('persons.demandTitle', { number, goal: t(`goals.${demand.goal}`) });
  return (
    <Card withBorder padding="sm" component="article" aria-label={title} data-demand-id={demand.id}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={600}>{title}</Text>
        {demand.active ? (
          <ToneBadge color="green">
            {t('persons.active')}
          </ToneBadge>
        ) : (
          <ToneBadge color="gray">
            {t('persons.inactive')}
          </ToneBadge>
        )}
      </Group>
      <Stack gap={4}>
        {row(t('persons.demandTypes'), demand.typeIds.length ? demand.typeIds.map(types.nameOfId).join(', ') : t('persons.anyType'))}
        {row(t('persons.demandPlaces'), places.length ? places.join(', ') + (demand.geographicIds.length ? ` ${t('persons.andZones', { count: demand.geographicIds.length })}` : '') : demand.geographicIds.length ? t('persons.zones', { count: demand.geographicIds.length }) : t('persons.anywhere'))}
        {row(t('persons.demandPrice'), price)}
        {row(t('persons.demandBedrooms'), demand.minRoom > 0 ? t('persons.atLeast', { count: demand.minRoom }) : t('persons.anyBedrooms'))}
        {row(t('persons.demandMail'), demand.mailAlert ? t('persons.mailOn') : t('persons.mailOff'))}
        {demand.comment ? row(t('persons.demandComment'), demand.comment) : null}
      </Stack>
      <Group justify="space-between" mt="sm">
        <Text size="xs" c="dimmed">
          {t('persons.demandChanged', { when: format.date(demand.updatedAt) })}
        </Text>
        {editable ? (
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={onEdit} aria-label={t('persons.editDemandNamed', { title })}>
              {t('persons.edit')}
            </Button>
            <DangerButton size="xs" onClick={onDelete} aria-label={t('persons.deleteDemandNamed', { title })}>
              {t('persons.delete')}
            </DangerButton>
          </Group>
        ) : null}
      </Group>
    </Card>
  );
}

interface DemandValues {
  active: boolean;
  goal: number;
  typeIds: number[];
  cityNames: string[];
  zips: string[];
  priceFrom: number | null;
  priceTo: number | null;
  minRoom: number;
  mailAlert: boolean;
  comment: string | null;
}

const EMPTY: DemandValues = { active: true, goal: 0, typeIds: [], cityNames: [], zips: [], priceFrom: null, priceTo: null, minRoom: 0, mailAlert: true, comment: null };

function valuesOf(demand: Demand): DemandValues {
  return { active: demand.active, goal: demand.goal, typeIds: demand.typeIds, cityNames: demand.cityNames, zips: demand.zips, priceFrom: demand.priceFrom || null, priceTo: demand.priceTo || null, minRoom: demand.minRoom, mailAlert: demand.mailAlert, comment: demand.comment };
}

/** The criteria that differ from the demand's (all of them for a new one). */
function changesOf(values: DemandValues, demand: Demand | null): DemandChange {
  const base = demand ? valuesOf(demand) : null;
  return Object.fromEntries(Object.entries(values).filter(([key, value]) => base === null || JSON.stringify(value) !== JSON.stringify(base[key as keyof DemandValues]))) as DemandChange;
}

function DemandDialog({ personId, demand: initial, onClose, onSaved }: { personId: number; demand: Demand | null; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const types = usePropertyTypes();
  const [demand, setDemand] = useState(initial);
  const [values, setValues] = useState<DemandValues>(initial ? valuesOf(initial) : EMPTY);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const errors = fieldErrorsOf(failure);
  const errorOf = (name: keyof DemandValues) => Object.entries(errors).find(([path]) => path === name || path.startsWith(`${name}.`))?.[1];
  const set = <K extends keyof DemandValues>(name: K, value: DemandValues[K]) => setValues((current) => ({ ...current, [name]: value }));
  const amount = (value: string | number) => (typeof value === 'number' && value > 0 ? value : null);

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      if (demand) await changeDemand(personId, demand.id, changesOf(values, demand), demand.version);
      else await addDemand(personId, changesOf(values, null));
      notify('green', demand ? t('persons.demandSaved') : t('persons.demandAdded'));
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.status === 412 && demand) {
        // Someone else changed the demand: save on top of their version, with the values entered here.
        const current = (await listDemands(personId).catch(() => [])).find((candidate) => candidate.id === demand.id);
        if (current) setDemand(current);
        notify('orange', t('persons.demandChangedMeanwhile'), 10_000);
      } else {
        setFailure(error);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={demand ? t('persons.editDemandTitle') : t('persons.addDemandTitle')} size="lg" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          {failure && Object.keys(errors).length === 0 ? <ProblemAlert error={failure} /> : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select label={t('persons.demandGoal')} data={GOALS.map((goal) => ({ value: String(goal), label: t(`goals.${goal}`) }))} value={String(values.goal)} onChange={(value) => value !== null && set('goal', Number(value))} allowDeselect={false} error={errorOf('goal')} />
            <NumberInput label={t('persons.demandBedroomsAtLeast')} value={values.minRoom} onChange={(value) => set('minRoom', typeof value === 'number' ? value : 0)} min={0} max={100} allowDecimal={false} error={errorOf('minRoom')} />
          </SimpleGrid>
          <MultiSelect
            label={t('persons.demandTypes')}
            placeholder={values.typeIds.length ? undefined : t('persons.anyType')}
            data={types.types.map((type) => ({ value: String(type.id), label: type.parentId === null ? types.nameOf(type) : `${types.nameOfId(type.parentId)} › ${types.nameOf(type)}` }))}
            value={values.typeIds.map(String)}
            onChange={(ids) => set('typeIds', ids.map(Number))}
            searchable
            clearable
            error={errorOf('typeIds')}
          />
          <TagsInput label={t('persons.demandCities')} description={t('persons.tagsHint')} placeholder={values.cityNames.length ? undefined : t('persons.anywhere')} value={values.cityNames} onChange={(names) => set('cityNames', names)} clearable error={errorOf('cityNames')} />
          <TagsInput label={t('persons.demandZips')} description={t('persons.tagsHint')} value={values.zips} onChange={(zips) => set('zips', zips)} clearable error={errorOf('zips')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput label={t('persons.demandPriceFrom')} value={values.priceFrom ?? ''} onChange={(value) => set('priceFrom', amount(value))} min={0} step={10_000} thousandSeparator=" " prefix="€ " allowDecimal={false} error={errorOf('priceFrom')} />
            <NumberInput label={t('persons.demandPriceTo')} value={values.priceTo ?? ''} onChange={(value) => set('priceTo', amount(value))} min={0} step={10_000} thousandSeparator=" " prefix="€ " allowDecimal={false} error={errorOf('priceTo')} />
          </SimpleGrid>
          <Textarea label={t('persons.demandComment')} value={values.comment ?? ''} onChange={(event) => set('comment', event.currentTarget.value || null)} autosize minRows={2} maxRows={6} error={errorOf('comment')} />
          <Group gap="xl">
            <Switch label={t('persons.demandActive')} checked={values.active} onChange={(event) => set('active', event.currentTarget.checked)} />
            <Switch label={t('persons.demandMailAlert')} checked={values.mailAlert} onChange={(event) => set('mailAlert', event.currentTarget.checked)} />
          </Group>
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {demand ? t('common.save') : t('persons.addDemand')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
