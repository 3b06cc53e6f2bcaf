import './texts';
import { Badge, Group, SegmentedControl, Select, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { listLeads, type Lead } from '../../api/leads';
import { CursorPager, useCursorPages } from '../../components/CursorPager';
import { AnchorLink } from '../../components/links';
import { ProblemAlert } from '../../components/ProblemAlert';
import { useFormat } from '../../i18n/format';
import { useSession } from '../../session/SessionProvider';
import type { LeadsSearch, Shown } from './search';
import { useStaffUsers } from './staff';

const LIMIT = 25;

/** The status of a lead as a badge an agent scans for: new ones stand out. */
export function LeadStatusBadge({ status }: { status: Lead['status'] }) {
  const { t } = useTranslation();
  return status === 'new' ? (
    <Badge color="blue.8" variant="filled">
      {t('leads.statuses.new')}
    </Badge>
  ) : (
    <Badge color="gray" variant="light" styles={{ label: { color: 'var(--mantine-color-gray-9)' } }}>
      {t('leads.statuses.handled')}
    </Badge>
  );
}

export function senderName(lead: Lead, erased: string): string {
  return lead.person ? [lead.person.firstName, lead.person.name].filter(Boolean).join(' ') || lead.person.email || `#${lead.person.id}` : erased;
}

/** The lead inbox: new leads first, handled ones on request; each opens on its own page. */
export function LeadsScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const { session } = useSession();
  const search = useSearch({ from: '/app/leads' });
  const navigate = useNavigate({ from: '/leads' });
  const staff = useStaffUsers();
  const show: Shown = search.show ?? 'new';
  const go = (change: Partial<LeadsSearch>) => void navigate({ search: (current) => ({ ...current, ...change }) });
  const pages = useCursorPages(search.cursor, (cursor) => go({ cursor }));
  const filter = (change: Partial<LeadsSearch>) => {
    pages.reset();
    go({ ...change, cursor: undefined });
  };
  const assigned = search.assigned === 'me' ? String(session?.user.id ?? '') : search.assigned;
  const query = useQuery({
    queryKey: ['leads', 'list', show, assigned, search.cursor],
    placeholderData: keepPreviousData,
    queryFn: () => listLeads({ status: show === 'all' ? undefined : show, assigned, cursor: search.cursor, limit: LIMIT }),
  });
  const page = query.data;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('leads.title')}
      </Title>
      <Group align="flex-end" gap="md" role="search" aria-label={t('leads.filters')}>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="leads-show">
            {t('leads.show')}
          </Text>
          <SegmentedControl
            aria-labelledby="leads-show"
            value={show}
            onChange={(value) => filter({ show: value === 'new' ? undefined : (value as Shown) })}
            data={[
              { value: 'new', label: t('leads.new') },
              { value: 'handled', label: t('leads.handled') },
              { value: 'all', label: t('leads.all') },
            ]}
          />
        </Stack>
        <Select
          label={t('leads.assignedFilter')}
          w={220}
          value={search.assigned ?? 'anyone'}
          allowDeselect={false}
          onChange={(value) => filter({ assigned: value === 'anyone' || value === null ? undefined : value })}
          data={[
            { value: 'anyone', label: t('leads.anyone') },
            { value: 'me', label: t('leads.me') },
            { value: 'none', label: t('leads.unassigned') },
            ...staff.users.filter((user) => user.id !== session?.user.id).map((user) => ({ value: String(user.id), label: staff.nameOf(user.id) ?? '' })),
          ]}
        />
      </Group>
      {query.isError ? <ProblemAlert error={query.error} /> : null}
      <Table.ScrollContainer minWidth={860}>
        <Table striped highlightOnHover verticalSpacing="xs" aria-busy={query.isFetching}>
          <Table.Caption>{page ? t('leads.count', { count: page.total, formatted: format.number(page.total) }) : t('common.loading')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('leads.received')}</Table.Th>
              <Table.Th>{t('leads.from')}</Table.Th>
              <Table.Th>{t('leads.about')}</Table.Th>
              <Table.Th>{t('leads.message')}</Table.Th>
              <Table.Th>{t('leads.assignee')}</Table.Th>
              <Table.Th>{t('leads.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.map((lead) => {
              const name = senderName(lead, t('leads.erased'));
              return (
                <Table.Tr key={lead.id} data-testid="lead-row" data-lead-id={lead.id} fw={lead.status === 'new' ? 600 : undefined}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm" fw="inherit" title={format.dateTime(lead.receivedAt)}>
                      {format.relative(lead.receivedAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <AnchorLink to="/leads/$leadId" params={{ leadId: String(lead.id) }} size="sm" fw="inherit" aria-label={t('leads.open', { name })}>
                      {name}
                    </AnchorLink>
                    <Text size="xs" c="dimmed" fw={400}>
                      {t(`leads.kinds.${lead.kind}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {lead.propertyId ? (
                      <>
                        <AnchorLink to="/listings/$listingId" params={{ listingId: String(lead.propertyId) }} size="sm" fw={400}>
                          {lead.property?.reference || lead.property?.ident || t('leads.listing', { id: lead.propertyId })}
                        </AnchorLink>
                        {lead.property?.city ? (
                          <Text size="xs" c="dimmed" fw={400}>
                            {[lead.property.zip, lead.property.city].filter(Boolean).join(' ')}
                          </Text>
                        ) : null}
                      </>
                    ) : (
                      <Text size="sm" fw={400}>
                        {lead.projectId ? lead.project?.name || t('leads.project', { id: lead.projectId }) : t('leads.nothing')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td maw={360}>
                    <Text size="sm" fw={400} lineClamp={2}>
                      {lead.subject ? `${lead.subject} — ` : ''}
                      {lead.message ?? ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={400}>
                      {staff.nameOf(lead.assignedUserId) ?? t('leads.unassigned')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <LeadStatusBadge status={lead.status} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {page && page.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {show === 'new' && !search.assigned ? t('leads.emptyNew') : t('leads.empty')}
        </Text>
      ) : null}
      <CursorPager index={pages.index} limit={LIMIT} total={page?.total} hasNext={Boolean(page?.nextCursor)} onPrevious={pages.previous} onNext={() => pages.next(page?.nextCursor)} />
    </Stack>
  );
}
