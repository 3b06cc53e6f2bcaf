import { Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { listLeads } from '../../api/leads';
import { listProperties } from '../../api/properties';
import { countViewingSlots } from '../../api/viewing-slots';
import { AnchorLink, CardLink } from '../../components/links';
import { StatusBadge } from '../../components/StatusBadge';
import { ProblemAlert } from '../../components/ProblemAlert';
import { useFormat } from '../../i18n/format';
import { useSession } from '../../session/SessionProvider';

/** The day's overview: how many listings are live, the leads still to answer, the viewings, what changed lately. */
export function DashboardScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const { session } = useSession();
  const active = useQuery({ queryKey: ['properties', 'list', { status: [1], limit: 1 }], queryFn: () => listProperties({ status: [1] }, 1) });
  const all = useQuery({ queryKey: ['properties', 'list', { limit: 1 }], queryFn: () => listProperties({}, 1) });
  const recent = useQuery({ queryKey: ['properties', 'list', { sort: '-updatedAt', limit: 8 }], queryFn: () => listProperties({ sort: '-updatedAt' }, 8) });
  const viewings = useViewingCounts();
  // The inbox's page carries the total over all pages: one row is enough to read it.
  const newLeads = useQuery({ queryKey: ['leads', 'count', 'new'], queryFn: () => listLeads({ status: 'new', limit: 1 }) });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('dashboard.title')}
        </Title>
        <Text c="dimmed">{t('dashboard.welcome', { name: session?.user.firstName || session?.user.name || '', agency: session?.agency.name ?? '' })}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
        <Stat label={t('dashboard.activeListings')} value={active.data ? format.number(active.data.total) : null} to="/listings" search={{ status: [1] }} error={active.error} />
        <Stat label={t('dashboard.allListings')} value={all.data ? format.number(all.data.total) : null} to="/listings" search={{}} error={all.error} />
        <Stat label={t('dashboard.newLeads')} value={newLeads.data ? format.number(newLeads.data.total) : null} to="/leads" search={{}} error={newLeads.error} />
        <Stat label={t('dashboard.viewingsToday')} value={viewings.data ? format.number(viewings.data.today) : null} to="/viewing-slots" search={{}} error={viewings.error} />
        <Stat label={t('dashboard.viewingsThisWeek')} value={viewings.data ? format.number(viewings.data.week) : null} to="/viewing-slots" search={{}} error={viewings.error} />
      </SimpleGrid>
      <Card withBorder padding="md">
        <Title order={2} size="h4" mb="sm">
          {t('dashboard.recentChanges')}
        </Title>
        {recent.isError ? <ProblemAlert error={recent.error} /> : null}
        {recent.data ? (
          recent.data.items.length === 0 ? (
            <Text c="dimmed">{t('dashboard.nothingYet')}</Text>
          ) : (
            <Table verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fields.reference')}</Table.Th>
                  <Table.Th>{t('fields.city')}</Table.Th>
                  <Table.Th>{t('fields.price')}</Table.Th>
                  <Table.Th>{t('fields.status')}</Table.Th>
                  <Table.Th>{t('fields.updatedAt')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {recent.data.items.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <AnchorLink to="/listings/$listingId" params={{ listingId: String(row.id) }}>
                        {row.reference || row.ident || `#${row.id}`}
                      </AnchorLink>
                    </Table.Td>
                    <Table.Td>{row.city}</Table.Td>
                    <Table.Td>{format.price(row.price)}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={row.status} />
                    </Table.Td>
                    <Table.Td title={format.dateTime(row.updatedAt)}>{row.updatedAt ? format.relative(row.updatedAt) : '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        ) : recent.isPending ? (
          <Skeleton h={160} />
        ) : null}
      </Card>
    </Stack>
  );
}

/** How many viewing slots start today and this week (Monday to Sunday, where the staff user is). */
function useViewingCounts() {
  const today = new Date();
  const midnight = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const monday = new Date(midnight.getFullYear(), midnight.getMonth(), midnight.getDate() - ((midnight.getDay() + 6) % 7));
  const at = (from: Date, days: number) => new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  return useQuery({
    queryKey: ['viewing-slots', 'counts', midnight.getTime()],
    queryFn: async () => {
      const [todayCount, week] = await Promise.all([countViewingSlots(midnight, at(midnight, 1)), countViewingSlots(monday, at(monday, 7))]);
      return { today: todayCount, week };
    },
  });
}

function Stat({ label, value, to, search, error }: { label: string; value: string | null; to: '/listings' | '/leads' | '/viewing-slots'; search: { status?: number[] }; error: unknown }): ReactNode {
  const { t } = useTranslation();
  return (
    <CardLink withBorder padding="md" to={to} search={search} aria-label={value === null ? label : `${label}: ${value}`}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Group gap="xs" mt={4}>
        {error ? (
          <Text c="red" size="sm">
            {t('problems.title')}
          </Text>
        ) : value === null ? (
          <Skeleton h={32} w={80} />
        ) : (
          <Text fz={28} fw={700} lh={1.1}>
            {value}
          </Text>
        )}
      </Group>
    </CardLink>
  );
}
