import './texts';
import { Alert, Anchor, Button, Group, Loader, Stack, Table, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listPersons, type Person } from '../../api/persons';
import { CursorPager, useCursorPages } from '../../components/CursorPager';
import { AnchorLink } from '../../components/links';
import { ProblemAlert } from '../../components/ProblemAlert';
import { useFormat } from '../../i18n/format';
import { useSession } from '../../session/SessionProvider';
import { NewPersonDialog } from './NewPersonDialog';
import { personName } from './names';
import type { PersonSort, PersonsSearch } from './search';

/**
 * The agency's persons: one page at a time from the API, searched by name, email or phone and
 * filtered by city or postcode, sorted by name or last change; everything in the address.
 */
export function PersonsScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const search = useSearch({ from: '/app/persons' });
  const navigate = useNavigate({ from: '/persons' });
  const { can } = useSession();
  const [creating, setCreating] = useState(false);
  const limit = search.limit ?? 25;

  const setSearch = (change: Partial<PersonsSearch>, keepPage = false) => {
    if (!keepPage) pages.reset();
    void navigate({ search: (current) => clean({ ...current, ...(keepPage ? {} : { cursor: undefined }), ...change }) });
  };
  const pages = useCursorPages(search.cursor, (cursor) => setSearch({ cursor }, true));
  const setText = useDebouncedCallback((q: string) => setSearch({ q: q.trim() || undefined }), 300);
  const setCity = useDebouncedCallback((city: string) => setSearch({ city: city.trim() || undefined }), 300);

  const query = useQuery({
    queryKey: ['persons', 'list', search],
    queryFn: () => listPersons({ q: search.q, city: search.city, sort: search.sort, cursor: search.cursor, limit }),
    placeholderData: keepPreviousData,
  });
  const page = query.data;
  const rows = page?.items ?? [];
  const first = page && page.total > 0 ? pages.index * limit + 1 : 0;
  const last = page ? pages.index * limit + rows.length : 0;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('persons.title')}
        </Title>
        {can('editor') ? <Button onClick={() => setCreating(true)}>{t('persons.new')}</Button> : null}
      </Group>

      <Group align="flex-end" gap="sm" wrap="wrap" role="search" aria-label={t('persons.filters')}>
        <TextInput label={t('persons.search')} placeholder={t('persons.searchHint')} defaultValue={search.q ?? ''} onChange={(e) => setText(e.currentTarget.value)} w={280} type="search" />
        <TextInput label={t('persons.cityFilter')} placeholder={t('persons.cityHint')} defaultValue={search.city ?? ''} onChange={(e) => setCity(e.currentTarget.value)} w={200} type="search" />
        {search.q || search.city || search.sort ? (
          <Button variant="subtle" onClick={() => void navigate({ search: {} })}>
            {t('persons.clearFilters')}
          </Button>
        ) : null}
      </Group>

      {query.isError ? <ProblemAlert error={query.error} /> : null}

      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover verticalSpacing="xs" aria-busy={query.isFetching}>
          <Table.Caption>{page ? t('persons.range', { first: format.number(first), last: format.number(last), total: format.number(page.total) }) : t('common.loading')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="name" label={t('persons.name')} sort={search.sort} onSort={(sort) => setSearch({ sort })} />
              <Table.Th>{t('persons.email')}</Table.Th>
              <Table.Th>{t('persons.phone')}</Table.Th>
              <Table.Th>{t('persons.city')}</Table.Th>
              <SortHeader field="updatedAt" label={t('persons.changed')} sort={search.sort} onSort={(sort) => setSearch({ sort })} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((person: Person) => (
              <Table.Tr key={person.id} data-person-id={person.id}>
                <Table.Td>
                  <AnchorLink to="/persons/$personId" params={{ personId: String(person.id) }} fw={500}>
                    {personName(person)}
                  </AnchorLink>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{person.email ? <Anchor href={`mailto:${person.email}`}>{person.email}</Anchor> : null}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {[person.phoneNumber, person.mobileNumber].filter(Boolean).map((number) => (
                    <div key={number}>
                      <Anchor href={`tel:${number}`}>{number}</Anchor>
                    </div>
                  ))}
                </Table.Td>
                <Table.Td>{[person.zip, person.city].filter(Boolean).join(' ')}</Table.Td>
                <Table.Td title={format.dateTime(person.updatedAt)} style={{ whiteSpace: 'nowrap' }}>
                  {format.relative(person.updatedAt)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {page && rows.length === 0 && !query.isFetching ? (
        <Alert color="gray" title={t('persons.emptyTitle')}>
          {search.q || search.city ? t('persons.empty') : t('persons.none')}
        </Alert>
      ) : null}
      {query.isFetching && !page ? <Loader aria-label={t('common.loading')} /> : null}

      <CursorPager index={pages.index} limit={limit} total={page?.total} hasNext={Boolean(page?.nextCursor)} onPrevious={pages.previous} onNext={() => pages.next(page?.nextCursor)} onLimit={(size) => setSearch({ limit: size })} />

      <NewPersonDialog opened={creating} onClose={() => setCreating(false)} onCreated={(person) => void navigate({ to: '/persons/$personId', params: { personId: String(person.id) } })} />
    </Stack>
  );
}

/** The search without empty members, so the address stays short. */
function clean(search: PersonsSearch): PersonsSearch {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined && value !== '')) as PersonsSearch;
}

/** A column the API sorts by: a first click sorts the way one looks for (names A to Z, the latest change first), a second the other way. */
function SortHeader(props: { field: 'name' | 'updatedAt'; label: string; sort: PersonSort | undefined; onSort: (sort: PersonSort | undefined) => void }) {
  const { t } = useTranslation();
  const first: PersonSort = props.field === 'name' ? 'name' : '-updatedAt';
  const second: PersonSort = props.field === 'name' ? '-name' : 'updatedAt';
  const active = props.sort === first || props.sort === second;
  const down = active && props.sort!.startsWith('-');
  return (
    <Table.Th aria-sort={active ? (down ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton onClick={() => props.onSort(props.sort === first ? second : first)} fw={600} fz="sm" title={t('persons.sortBy', { column: props.label })}>
        {props.label} {active ? (down ? '↓' : '↑') : <span aria-hidden="true">↕</span>}
      </UnstyledButton>
    </Table.Th>
  );
}
