import { Alert, Anchor, Button, Drawer, Group, Loader, Select, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listPersons } from '../../api/persons';
import { ApiError, isApiError } from '../../api/problem';
import { deleteViewingSlot, getViewingSlot, listRegistrations, type Registration, registerPerson, removeRegistration, type ViewingSlot } from '../../api/viewing-slots';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DangerButton } from '../../components/DangerButton';
import { AnchorLink } from '../../components/links';
import { notify } from '../../components/notify';
import { ToneBadge } from '../../components/ToneBadge';
import { ProblemAlert, problemMessage } from '../../components/ProblemAlert';
import { useFormat } from '../../i18n/format';
import { useSession } from '../../session/SessionProvider';
import { useStaffUsers } from '../leads/staff';
import type { SlotSubject } from './subjects';
import { useSlotDescription } from './WeekGrid';

export const slotKey = (id: number) => ['viewing-slots', id] as const;

export interface SlotDrawerProps {
  readonly slotId: number | null;
  /** The slot as the week's list has it (shown at once; read again here). */
  readonly known: ViewingSlot | undefined;
  subjectOf(slot: ViewingSlot): SlotSubject | null;
  onEdit(slot: ViewingSlot): void;
  onClose(): void;
  /** After a write: the week's slots are read again. */
  onChanged(): void;
}

/** One slot at the side of the calendar: when, on what, who receives, how full, and who registered. */
export function SlotDrawer({ slotId, known, subjectOf, onEdit, onClose, onChanged }: SlotDrawerProps) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: slotKey(slotId ?? 0), queryFn: () => getViewingSlot(slotId!), enabled: slotId !== null, placeholderData: known, retry: false });
  const slot = query.data;
  const describe = useSlotDescription();
  const format = useFormat();
  const title = slot ? `${t(`slots.types.${slot.typeId}`)} · ${new Intl.DateTimeFormat(format.locale, { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(slot.startDate))}, ${describe.times(slot)}` : t('slots.slot');
  return (
    <Drawer opened={slotId !== null} onClose={onClose} position="right" size="lg" title={<Text fw={700}>{title}</Text>}>
      {query.isPending ? <Loader aria-label={t('common.loading')} /> : null}
      {query.isError ? isApiError(query.error) && query.error.status === 404 ? <Text c="dimmed">{t('slots.notFound')}</Text> : <ProblemAlert error={query.error} /> : null}
      {slot ? <SlotDetails key={slot.id} slot={slot} subject={subjectOf(slot)} onEdit={() => onEdit(slot)} onDeleted={onClose} onChanged={onChanged} /> : null}
    </Drawer>
  );
}

function SlotDetails({ slot, subject, onEdit, onDeleted, onChanged }: { slot: ViewingSlot; subject: SlotSubject | null; onEdit(): void; onDeleted(): void; onChanged(): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const describe = useSlotDescription();
  const queryClient = useQueryClient();
  const staff = useStaffUsers();
  const { can } = useSession();
  const editable = can('editor');
  const registrations = useQuery({ queryKey: [...slotKey(slot.id), 'registrations'], queryFn: () => listRegistrations(slot.id) });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const ended = new Date(slot.endDate) < new Date();

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: slotKey(slot.id) });
    onChanged();
  };
  const remove = async () => {
    setBusy(true);
    try {
      await deleteViewingSlot(slot.id, slot.version);
      notify('green', t('slots.deleted'));
      setConfirming(false);
      onChanged();
      onDeleted();
    } catch (error) {
      setConfirming(false);
      // The API keeps a slot persons are registered to: say so, and what to do.
      if (error instanceof ApiError && error.status === 409) setRefusal(t('slots.deleteRefused', { count: slot.numberOfRegistrations }));
      else if (error instanceof ApiError && error.status === 412) notify('orange', t('slots.changedMeanwhile'), 8000);
      else notify('red', problemMessage(error, t));
      refresh();
    } finally {
      setBusy(false);
    }
  };

  const row = (label: string, value: ReactNode) => (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" w={120} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );

  return (
    <Stack gap="md">
      <Stack gap={6}>
        {row(
          subject?.kind === 'project' ? t('slots.projectField') : t('slots.listingField'),
          subject ? (
            <Stack gap={0}>
              {subject.kind === 'listing' ? (
                <AnchorLink to="/listings/$listingId" params={{ listingId: String(subject.id) }}>
                  {subject.label}
                </AnchorLink>
              ) : (
                <AnchorLink to="/projects/$projectId" params={{ projectId: String(subject.id) }}>
                  {subject.label}
                </AnchorLink>
              )}
              {subject.address ? <Text size="sm">{subject.address}</Text> : null}
            </Stack>
          ) : (
            '—'
          ),
        )}
        {row(t('slots.when'), `${format.date(slot.startDate)}, ${describe.times(slot)}`)}
        {row(t('slots.agent'), slot.userId === null ? t('slots.defaultAgent') : (staff.nameOf(slot.userId) ?? ''))}
        {row(
          t('slots.places'),
          <Group gap="xs">
            <span>{describe.places(slot)}</span>
            {slot.isFull ? (
              <ToneBadge size="sm" color="orange">
                {t('slots.full')}
              </ToneBadge>
            ) : null}
            {ended ? (
              <ToneBadge size="sm" color="gray">
                {t('slots.ended')}
              </ToneBadge>
            ) : null}
          </Group>,
        )}
        {slot.location ? row(t('slots.location'), slot.location) : null}
        {slot.comment ? row(t('slots.comment'), <span style={{ whiteSpace: 'pre-wrap' }}>{slot.comment}</span>) : null}
      </Stack>

      {editable ? (
        <Group gap="sm">
          <Button variant="default" onClick={onEdit}>
            {t('slots.edit')}
          </Button>
          <DangerButton onClick={() => setConfirming(true)}>
            {t('slots.delete')}
          </DangerButton>
        </Group>
      ) : null}
      {refusal ? (
        <Alert color="orange" title={t('slots.deleteRefusedTitle')} styles={{ title: { color: 'var(--mantine-color-gray-9)' } }} withCloseButton onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      ) : null}

      <section aria-labelledby="slot-registrations">
        <Title order={3} size="h5" id="slot-registrations" mb="xs">
          {t('slots.registrations', { count: slot.numberOfRegistrations })}
        </Title>
        {registrations.isPending ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
        {registrations.isError ? <ProblemAlert error={registrations.error} /> : null}
        {registrations.data && registrations.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('slots.noRegistrations')}
          </Text>
        ) : null}
        {registrations.data && registrations.data.length > 0 ? <RegistrationsTable slot={slot} registrations={registrations.data} editable={editable} onChanged={refresh} /> : null}
        {editable && !ended ? <RegisterPerson slot={slot} registered={registrations.data ?? []} onChanged={refresh} /> : null}
      </section>

      <ConfirmDialog opened={confirming} title={t('slots.deleteTitle')} text={slot.numberOfRegistrations > 0 ? t('slots.deleteTextRegistered', { count: slot.numberOfRegistrations }) : t('slots.deleteText')} confirm={t('slots.deleteConfirm')} busy={busy} onConfirm={() => void remove()} onClose={() => setConfirming(false)} />
    </Stack>
  );
}

function RegistrationsTable({ slot, registrations, editable, onChanged }: { slot: ViewingSlot; registrations: Registration[]; editable: boolean; onChanged(): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [removing, setRemoving] = useState<Registration | null>(null);
  const [busy, setBusy] = useState(false);
  const nameOf = (registration: Registration) => (registration.person ? [registration.person.firstName, registration.person.name].filter(Boolean).join(' ') || registration.person.email || `#${registration.person.id}` : t('slots.erasedPerson'));
  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await removeRegistration(slot.id, removing.id);
      notify('green', t('slots.registrationRemoved', { name: nameOf(removing) }));
    } catch (error) {
      notify('red', problemMessage(error, t));
    } finally {
      setBusy(false);
      setRemoving(null);
      onChanged();
    }
  };
  return (
    <>
      <Table verticalSpacing={6} data-testid="registrations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('slots.who')}</Table.Th>
            <Table.Th>{t('slots.contact')}</Table.Th>
            <Table.Th>{t('slots.registeredAt')}</Table.Th>
            {editable ? (
              <Table.Th>
                <VisuallyHidden>{t('slots.actions')}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {registrations.map((registration) => (
            <Table.Tr key={registration.id} data-registration-id={registration.id}>
              <Table.Td>
                {registration.person ? (
                  <AnchorLink to="/persons/$personId" params={{ personId: String(registration.person.id) }} size="sm">
                    {nameOf(registration)}
                  </AnchorLink>
                ) : (
                  <Text size="sm" c="dimmed">
                    {nameOf(registration)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  {registration.person?.email ? (
                    <Anchor href={`mailto:${registration.person.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {registration.person.email}
                    </Anchor>
                  ) : null}
                  {[registration.person?.phoneNumber, registration.person?.mobileNumber].filter(Boolean).map((number) => (
                    <Anchor key={number} href={`tel:${number}`} size="sm">
                      {number}
                    </Anchor>
                  ))}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm" title={format.dateTime(registration.registeredAt)}>
                  {format.dateTime(registration.registeredAt)}
                </Text>
              </Table.Td>
              {editable ? (
                <Table.Td>
                  <DangerButton size="compact-xs" onClick={() => setRemoving(registration)} aria-label={t('slots.removeRegistrationNamed', { name: nameOf(registration) })}>
                    {t('slots.removeRegistration')}
                  </DangerButton>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ConfirmDialog opened={removing !== null} title={t('slots.removeRegistrationTitle', { name: removing ? nameOf(removing) : '' })} text={t('slots.removeRegistrationText')} confirm={t('slots.removeRegistration')} busy={busy} onConfirm={() => void remove()} onClose={() => setRemoving(null)} />
    </>
  );
}

/** An editor registers a person who phoned or mailed (AddPersonToAppointment's rules: once, up to the places). */
function RegisterPerson({ slot, registered, onChanged }: { slot: ViewingSlot; registered: Registration[]; onChanged(): void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [personId, setPersonId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const query = useQuery({ queryKey: ['persons', 'list', { q: debounced, limit: 15, picker: true }], queryFn: () => listPersons({ q: debounced, limit: 15 }), enabled: debounced.length >= 2, placeholderData: keepPreviousData });
  const options = (debounced.length >= 2 ? (query.data?.items ?? []) : []).map((person) => ({ value: String(person.id), label: [[person.firstName, person.name].filter(Boolean).join(' '), person.email].filter(Boolean).join(' · ') || `#${person.id}` }));
  if (slot.isFull) return <Text size="sm" c="dimmed" mt="sm">{t('slots.fullNoMore')}</Text>;
  const register = async () => {
    if (personId === null) return;
    setBusy(true);
    try {
      const already = registered.some((registration) => registration.personId === Number(personId));
      await registerPerson(slot.id, Number(personId));
      notify(already ? 'blue' : 'green', already ? t('slots.alreadyRegistered') : t('slots.registered'));
      setPersonId(null);
      setSearch('');
    } catch (error) {
      // A full or ended slot is refused (another registration may have taken the last place meanwhile).
      const refused = error instanceof ApiError && error.status === 409;
      notify(refused ? 'orange' : 'red', refused ? t('slots.registerRefused') : problemMessage(error, t), 8000);
    } finally {
      setBusy(false);
      onChanged();
    }
  };
  return (
    <Group align="flex-end" gap="sm" mt="sm" wrap="nowrap">
      <Select
        label={t('slots.registerPerson')}
        placeholder={t('slots.registerHint')}
        data={options}
        value={personId}
        onChange={setPersonId}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        openOnFocus={false}
        nothingFoundMessage={debounced.length < 2 ? t('slots.typeToSearch') : query.isFetching ? t('common.loading') : t('slots.noPersonFound')}
        style={{ flex: 1 }}
      />
      <Button onClick={() => void register()} disabled={personId === null} loading={busy}>
        {t('slots.register')}
      </Button>
    </Group>
  );
}
