import { Button, Card, Group, Loader, Modal, NumberInput, Paper, SimpleGrid, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/problem';
import { addBuilding, type Building, type BuildingChange, changeBuilding, deleteBuilding, listBuildings, listUnits, type Unit } from '../../api/projects';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DateField } from '../../components/DateFields';
import { DangerButton } from '../../components/DangerButton';
import { dayKey, parseDay } from '../../components/dates';
import { AnchorLink } from '../../components/links';
import { notify } from '../../components/notify';
import { ProblemAlert, problemMessage } from '../../components/ProblemAlert';
import { fieldErrorsOf } from '../../components/record-form';
import { StatusBadge } from '../../components/StatusBadge';
import { useFormat } from '../../i18n/format';
import { useSession } from '../../session/SessionProvider';
import { NewUnitDialog } from './NewUnitDialog';

const TEXT_LANGUAGES = ['nl', 'fr', 'en'] as const;

/** The project's buildings by position, each with its units (listings: status, price, a link to their editor). */
export function BuildingsSection({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { can } = useSession();
  const editable = can('editor');
  const buildings = useQuery({ queryKey: ['projects', projectId, 'buildings'], queryFn: () => listBuildings(projectId) });
  const units = useQuery({ queryKey: ['projects', projectId, 'units'], queryFn: () => listUnits(projectId) });
  const [editing, setEditing] = useState<Building | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Building | null>(null);
  const [addingUnit, setAddingUnit] = useState<Building | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['projects', projectId, 'buildings'] });

  const unitsOf = (buildingId: number | null) => (units.data ?? []).filter((unit) => unit.buildingId === buildingId);
  const loose = unitsOf(null).concat((units.data ?? []).filter((unit) => unit.buildingId !== null && buildings.data !== undefined && !buildings.data.some((building) => building.id === unit.buildingId)));

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await deleteBuilding(projectId, deleting.id, deleting.version);
      notify('green', t('projects.buildingDeleted', { name: deleting.name }));
      setDeleting(null);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) notify('orange', t('projects.buildingHasUnits', { name: deleting.name }), 10_000);
      else if (error instanceof ApiError && error.status === 412) notify('orange', t('projects.buildingChangedMeanwhile'), 8000);
      else notify('red', problemMessage(error, t));
      setDeleting(null);
    } finally {
      setDeleteBusy(false);
      refresh();
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="project-buildings">
      <Group justify="space-between" mb="sm">
        <div>
          <Title order={2} size="h4" id="project-buildings">
            {t('projects.buildings')}
          </Title>
          {units.data ? (
            <Text size="sm" c="dimmed">
              {t('projects.unitCount', { count: units.data.length })}
            </Text>
          ) : null}
        </div>
        {editable ? (
          <Button variant="light" onClick={() => setEditing('new')}>
            {t('projects.addBuilding')}
          </Button>
        ) : null}
      </Group>
      {buildings.isPending || units.isPending ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
      {buildings.isError ? <ProblemAlert error={buildings.error} /> : null}
      {units.isError ? <ProblemAlert error={units.error} /> : null}
      {buildings.data && buildings.data.length === 0 ? (
        <Text size="sm" c="dimmed" mb="sm">
          {t('projects.noBuildings')}
        </Text>
      ) : null}
      <Stack gap="md">
        {buildings.data?.map((building) => (
          <BuildingCard key={building.id} building={building} units={unitsOf(building.id)} editable={editable} onAddUnit={() => setAddingUnit(building)} onEdit={() => setEditing(building)} onDelete={() => setDeleting(building)} />
        ))}
        {loose.length > 0 ? (
          <Card withBorder padding="sm" component="article" aria-label={t('projects.looseUnits')}>
            <Text fw={600} mb="xs">
              {t('projects.looseUnits')}
            </Text>
            <UnitsTable units={loose} />
          </Card>
        ) : null}
      </Stack>
      {editing !== null ? (
        <BuildingDialog
          projectId={projectId}
          building={editing === 'new' ? null : editing}
          nextPosition={Math.max(0, ...(buildings.data ?? []).map((building) => building.position)) + 1}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      ) : null}
      {addingUnit !== null ? <NewUnitDialog projectId={projectId} building={addingUnit} onClose={() => setAddingUnit(null)} /> : null}
      <ConfirmDialog opened={deleting !== null} title={t('projects.deleteBuildingTitle', { name: deleting?.name ?? '' })} text={t('projects.deleteBuildingText')} confirm={t('projects.deleteBuilding')} busy={deleteBusy} onConfirm={() => void confirmDelete()} onClose={() => setDeleting(null)} />
    </Paper>
  );
}

function BuildingCard({ building, units, editable, onAddUnit, onEdit, onDelete }: { building: Building; units: Unit[]; editable: boolean; onAddUnit(): void; onEdit(): void; onDelete(): void }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const description = building.descriptions[i18n.language] ?? Object.values(building.descriptions)[0];
  const facts = [t('projects.floors', { count: building.floors }), building.deliveryDate ? t('projects.deliveredOn', { date: format.date(building.deliveryDate) }) : null].filter(Boolean).join(' · ');
  return (
    <Card withBorder padding="sm" component="article" aria-label={building.name} data-building-id={building.id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <div>
          <Text fw={600}>{building.name}</Text>
          <Text size="sm" c="dimmed">
            {facts}
          </Text>
          {description ? (
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
              {description}
            </Text>
          ) : null}
        </div>
        {editable ? (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="light" onClick={onAddUnit} aria-label={t('projects.addUnitNamed', { name: building.name })}>
              {t('projects.addUnit')}
            </Button>
            <Button size="xs" variant="default" onClick={onEdit} aria-label={t('projects.editBuildingNamed', { name: building.name })}>
              {t('projects.edit')}
            </Button>
            <DangerButton size="xs" onClick={onDelete} aria-label={t('projects.deleteBuildingNamed', { name: building.name })}>
              {t('projects.delete')}
            </DangerButton>
          </Group>
        ) : null}
      </Group>
      {units.length > 0 ? (
        <UnitsTable units={units} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('projects.noUnits')}
        </Text>
      )}
    </Card>
  );
}

function UnitsTable({ units }: { units: Unit[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing={4} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('projects.unit')}</Table.Th>
            <Table.Th>{t('projects.unitGoal')}</Table.Th>
            <Table.Th>{t('projects.unitStatus')}</Table.Th>
            <Table.Th ta="right">{t('projects.unitPrice')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {units.map((unit) => (
            <Table.Tr key={unit.id}>
              <Table.Td>
                <AnchorLink to="/listings/$listingId" params={{ listingId: String(unit.id) }} size="sm" aria-label={t('projects.openUnit', { reference: unit.reference || `#${unit.id}` })}>
                  {unit.reference || `#${unit.id}`}
                </AnchorLink>
              </Table.Td>
              <Table.Td>{t(`goals.${unit.goal}`)}</Table.Td>
              <Table.Td>
                <StatusBadge status={unit.status} />
              </Table.Td>
              <Table.Td ta="right">{format.price(unit.price)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface BuildingValues {
  name: string;
  floors: number;
  position: number;
  deliveryDate: string | null;
  descriptions: Record<string, string>;
}

function BuildingDialog({ projectId, building: initial, nextPosition, onClose, onSaved }: { projectId: number; building: Building | null; nextPosition: number; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const [building, setBuilding] = useState(initial);
  const [values, setValues] = useState<BuildingValues>(
    initial
      ? { name: initial.name, floors: initial.floors, position: initial.position, deliveryDate: initial.deliveryDate, descriptions: initial.descriptions }
      : { name: '', floors: 0, position: nextPosition, deliveryDate: null, descriptions: {} },
  );
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const errors = fieldErrorsOf(failure);
  const set = <K extends keyof BuildingValues>(name: K, value: BuildingValues[K]) => setValues((current) => ({ ...current, [name]: value }));

  /** What differs from the building (everything for a new one); a text emptied removes that language. */
  const changes = (): BuildingChange => {
    const base = building;
    const out: BuildingChange = {};
    if (!base || values.name !== base.name) out.name = values.name.trim();
    if (!base || values.floors !== base.floors) out.floors = values.floors;
    if (!base || values.position !== base.position) out.position = values.position;
    if (!base ? values.deliveryDate !== null : values.deliveryDate !== base.deliveryDate) out.deliveryDate = values.deliveryDate;
    const descriptions: Record<string, string | null> = {};
    for (const language of TEXT_LANGUAGES) {
      const next = values.descriptions[language]?.trim() || null;
      const before = base?.descriptions[language] ?? null;
      if (next !== before) descriptions[language] = next;
    }
    if (Object.keys(descriptions).length > 0) out.descriptions = descriptions;
    return out;
  };

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      if (building) await changeBuilding(projectId, building.id, changes(), building.version);
      else await addBuilding(projectId, changes());
      notify('green', building ? t('projects.buildingSaved') : t('projects.buildingAdded', { name: values.name.trim() }));
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.status === 412 && building) {
        const current = (await listBuildings(projectId).catch(() => [])).find((candidate) => candidate.id === building.id);
        if (current) setBuilding(current);
        notify('orange', t('projects.buildingChangedMeanwhile'), 10_000);
      } else setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={building ? t('projects.editBuildingTitle', { name: building.name }) : t('projects.addBuildingTitle')} size="lg" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          {failure && Object.keys(errors).length === 0 ? <ProblemAlert error={failure} /> : null}
          <TextInput label={t('projects.buildingName')} value={values.name} onChange={(e) => set('name', e.currentTarget.value)} required error={errors['name']} data-autofocus />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NumberInput label={t('projects.buildingFloors')} value={values.floors} onChange={(value) => set('floors', typeof value === 'number' ? value : 0)} min={0} max={500} allowDecimal={false} error={errors['floors']} />
            <NumberInput label={t('projects.buildingPosition')} value={values.position} onChange={(value) => set('position', typeof value === 'number' ? value : 0)} allowDecimal={false} error={errors['position']} />
            <DateField
              label={t('projects.fields.deliveryDate')}
              value={values.deliveryDate ? dayKey(new Date(values.deliveryDate)) : ''}
              onChange={(text) => {
                const day = parseDay(text);
                set('deliveryDate', day ? day.toISOString() : null);
              }}
              clearable
              error={errors['deliveryDate']}
            />
          </SimpleGrid>
          {TEXT_LANGUAGES.map((language) => (
            <Textarea
              key={language}
              label={t('projects.buildingDescription', { language: language.toUpperCase() })}
              value={values.descriptions[language] ?? ''}
              onChange={(e) => set('descriptions', { ...values.descriptions, [language]: e.currentTarget.value })}
              autosize
              minRows={2}
              maxRows={6}
              error={errors[`descriptions.${language}`]}
            />
          ))}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {building ? t('common.save') : t('projects.addBuilding')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
