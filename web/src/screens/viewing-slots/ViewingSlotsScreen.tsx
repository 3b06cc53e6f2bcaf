import './texts';
import { Alert, Button, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listViewingSlots, type ViewingSlot } from '../../api/viewing-slots';
import { DateField } from '../../components/DateFields';
import { addDays, dayKey, parseDay } from '../../components/dates';
import { ProblemAlert } from '../../components/ProblemAlert';
import { useFormat } from '../../i18n/format';
import { useSession } from '../../session/SessionProvider';
import { SlotDialog } from './SlotDialog';
import { SlotDrawer } from './SlotDrawer';
import { SlotList } from './SlotList';
import { useSlotSubjects } from './subjects';
import { startOfWeek, weekDays } from './week';
import { WeekGrid } from './WeekGrid';

type Editing = { readonly slot: ViewingSlot } | { readonly slot: null; readonly start?: Date };

/**
 * The agency's viewings and open houses as a week calendar (a list on narrow screens), navigable
 * by week; a slot's details and registrations open beside it. The week and the open slot are in
 * the address.
 */
export function ViewingSlotsScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const search = useSearch({ from: '/app/viewing-slots' });
  const navigate = useNavigate({ from: '/viewing-slots' });
  const queryClient = useQueryClient();
  const { can } = useSession();
  const editable = can('editor');
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const [editing, setEditing] = useState<Editing | null>(null);

  const monday = startOfWeek(search.week ? parseDay(search.week)! : new Date());
  const nextMonday = addDays(monday, 7);
  const days = weekDays(monday);
  const week = dayKey(monday);
  const query = useQuery({ queryKey: ['viewing-slots', 'week', week], queryFn: () => listViewingSlots(monday, nextMonday), placeholderData: keepPreviousData });
  const slots = query.data ?? [];
  const subjectOf = useSlotSubjects(slots);
  const thisWeek = dayKey(startOfWeek(new Date()));

  const goWeek = (day: Date | null) => day && void navigate({ search: (current) => ({ ...current, week: dayKey(startOfWeek(day)) === thisWeek ? undefined : dayKey(startOfWeek(day)), slot: undefined }) });
  const open = (slot: ViewingSlot | null) => void navigate({ search: (current) => ({ ...current, slot: slot?.id }) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['viewing-slots'] });
  const range = new Intl.DateTimeFormat(format.locale, { day: 'numeric', month: 'long', year: 'numeric' }).formatRange(monday, days[6]!);
  const registrations = slots.reduce((sum, slot) => sum + slot.numberOfRegistrations, 0);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {t('slots.title')}
          </Title>
          <Text c="dimmed" aria-live="polite">
            {t('slots.weekOf', { range })}
            {query.data ? ` · ${t('slots.count', { count: slots.length })} · ${t('slots.registrationCount', { count: registrations })}` : ''}
          </Text>
        </div>
        {editable ? <Button onClick={() => setEditing({ slot: null })}>{t('slots.new')}</Button> : null}
      </Group>

      <Group gap="xs" wrap="wrap" align="flex-end" role="group" aria-label={t('slots.weekNavigation')}>
        <Button variant="default" onClick={() => goWeek(addDays(monday, -7))}>
          {t('slots.previousWeek')}
        </Button>
        <Button variant="default" onClick={() => goWeek(new Date())} disabled={week === thisWeek}>
          {t('slots.thisWeek')}
        </Button>
        <Button variant="default" onClick={() => goWeek(nextMonday)}>
          {t('slots.nextWeek')}
        </Button>
        <DateField label={t('slots.goToDate')} value={week} onChange={(day) => goWeek(parseDay(day))} w={170} size="sm" />
        {query.isFetching ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
        {wide ? (
          <SegmentedControl
            ml="auto"
            aria-label={t('slots.view')}
            value={search.view ?? 'calendar'}
            onChange={(value) => void navigate({ search: (current) => ({ ...current, view: value === 'list' ? 'list' : undefined }) })}
            data={[
              { value: 'calendar', label: t('slots.calendarView') },
              { value: 'list', label: t('slots.listView') },
            ]}
          />
        ) : null}
      </Group>

      {query.isError ? <ProblemAlert error={query.error} /> : null}
      {query.isPending ? <Loader aria-label={t('common.loading')} /> : null}

      {query.data ? (
        wide && search.view !== 'list' ? (
          <Paper withBorder p={0} component="section" aria-label={t('slots.weekOf', { range })}>
            <WeekGrid days={days} slots={slots} subjectOf={subjectOf} onOpen={open} onCreateAt={editable ? (start) => setEditing({ slot: null, start }) : undefined} />
          </Paper>
        ) : (
          <SlotList days={days} slots={slots} subjectOf={subjectOf} onOpen={open} />
        )
      ) : null}
      {query.data && slots.length === 0 ? (
        <Alert color="gray" title={t('slots.emptyTitle')}>
          {editable ? t('slots.emptyEditor') : t('slots.empty')}
        </Alert>
      ) : null}
      {wide && search.view !== 'list' && editable && slots.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t('slots.clickHint')}
        </Text>
      ) : null}

      <SlotDrawer
        slotId={search.slot ?? null}
        known={slots.find((slot) => slot.id === search.slot)}
        subjectOf={subjectOf}
        onEdit={(slot) => setEditing({ slot })}
        onClose={() => open(null)}
        onChanged={refresh}
      />
      {editing ? (
        <SlotDialog
          slot={editing.slot}
          subject={editing.slot ? subjectOf(editing.slot) : null}
          start={editing.slot ? undefined : editing.start}
          onClose={() => setEditing(null)}
          onSaved={(slot) => {
            setEditing(null);
            refresh();
            // A new slot: to its week, with its details open.
            void navigate({ search: (current) => ({ ...current, week: dayKey(startOfWeek(new Date(slot.startDate))) === thisWeek ? undefined : dayKey(startOfWeek(new Date(slot.startDate))), slot: slot.id }) });
          }}
        />
      ) : null}
    </Stack>
  );
}
