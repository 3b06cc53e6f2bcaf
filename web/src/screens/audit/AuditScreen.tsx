import { Button, Code, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../api/client';
import { CursorPager, useCursorPages } from '../../components/CursorPager';
import { DateField } from '../../components/DateFields';
import { DotLabel } from '../../components/DotLabel';
import { ProblemAlert } from '../../components/ProblemAlert';
import { useFormat } from '../../i18n/format';
import { ACTOR_KINDS, type AuditSearch } from './search';

const LIMIT = 50;
/** The audit log's kinds of record (a picture's is its owner's kind: `property-pictures`, `project-pictures`). */
const RESOURCES = ['properties', 'projects', 'documents', 'persons', 'leads', 'viewing-slots', 'property-pictures', 'project-pictures', 'staff-users', 'api-keys', 'webhooks', 'settings'];
const ACTION_COLORS = { create: 'green', update: 'blue', delete: 'red' } as const;

/** A value of the audit log as text: agency text stays text, structures are shown as JSON. */
function shown(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Who changed what, when and from where: every write through the API, the back-office and the CLI. */
export function AuditScreen() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const search = useSearch({ from: '/app/audit' });
  const navigate = useNavigate({ from: '/audit' });
  const go = (change: Partial<AuditSearch>) => void navigate({ search: (current) => ({ ...current, ...change }) });
  const pages = useCursorPages(search.cursor, (cursor) => go({ cursor }));
  const filter = (change: Partial<AuditSearch>) => {
    pages.reset();
    go({ ...change, cursor: undefined });
  };

  const query = useQuery({
    queryKey: ['audit', search],
    placeholderData: keepPreviousData,
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/audit', {
          params: {
            query: {
              limit: LIMIT,
              cursor: search.cursor,
              resource: search.resource,
              resourceId: search.resourceId,
              actorKind: search.actorKind,
              from: search.from ? new Date(`${search.from}T00:00:00`).toISOString() : undefined,
              to: search.to ? new Date(new Date(`${search.to}T00:00:00`).getTime() + 86_400_000).toISOString() : undefined,
            },
          },
        }),
      ),
  });
  const page = query.data;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('audit.title')}
      </Title>
      <Group align="flex-end" gap="sm" role="search" aria-label={t('audit.filters')}>
        <Select label={t('audit.resource')} data={RESOURCES.map((r) => ({ value: r, label: t(`resources.${r}`) }))} value={search.resource ?? null} onChange={(value) => filter({ resource: value ?? undefined, resourceId: undefined })} clearable placeholder={t('audit.any')} w={200} />
        <TextInput label={t('audit.resourceId')} defaultValue={search.resourceId ?? ''} onBlur={(e) => filter({ resourceId: e.currentTarget.value.trim() || undefined })} disabled={!search.resource} w={120} />
        <Select label={t('audit.actorKind')} data={ACTOR_KINDS.map((k) => ({ value: k, label: t(`actorKinds.${k}`) }))} value={search.actorKind ?? null} onChange={(value) => filter({ actorKind: (value ?? undefined) as AuditSearch['actorKind'] })} clearable placeholder={t('audit.any')} w={170} />
        <DateField label={t('audit.from')} value={search.from ?? ''} onChange={(day) => filter({ from: day || undefined })} clearable w={160} />
        <DateField label={t('audit.to')} value={search.to ?? ''} onChange={(day) => filter({ to: day || undefined })} clearable w={160} />
        <Button variant="subtle" onClick={() => { pages.reset(); void navigate({ search: {} }); }}>
          {t('audit.clear')}
        </Button>
      </Group>
      {query.isError ? <ProblemAlert error={query.error} /> : null}
      <Table.ScrollContainer minWidth={800}>
        <Table striped verticalSpacing="xs" aria-busy={query.isFetching}>
          <Table.Caption>{page ? t('audit.count', { count: page.total, formatted: format.number(page.total) }) : t('common.loading')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('audit.when')}</Table.Th>
              <Table.Th>{t('audit.who')}</Table.Th>
              <Table.Th>{t('audit.what')}</Table.Th>
              <Table.Th>{t('audit.changes')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.dateTime(entry.at)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{entry.actor.label}</Text>
                  <Text size="xs" c="dimmed">
                    {t(`actorKinds.${entry.actor.kind}`)}
                    {entry.address ? ` · ${entry.address}` : ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    {/* Green or red text on its light shade is below AA contrast: dark text after a dot in the colour. */}
                    <DotLabel color={ACTION_COLORS[entry.action]}>{t(`audit.actions.${entry.action}`)}</DotLabel>
                    <Text size="sm">
                      {i18n.exists(`resources.${entry.resource}`) ? t(`resources.${entry.resource}`) : entry.resource} #{entry.resourceId}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  {entry.changes.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  ) : (
                    <Stack gap={2}>
                      {entry.changes.map((change) => (
                        <Text key={change.field} size="sm">
                          <Code>{change.field}</Code> {shown(change.old, t('audit.none'))} → {shown(change.new, t('audit.none'))}
                        </Text>
                      ))}
                    </Stack>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <CursorPager index={pages.index} limit={LIMIT} total={page?.total} hasNext={Boolean(page?.nextCursor)} onPrevious={pages.previous} onNext={() => pages.next(page?.nextCursor)} />
    </Stack>
  );
}
