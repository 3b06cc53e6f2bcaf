import { Alert, Button, Checkbox, Group, Loader, MultiSelect, NumberInput, Select, Stack, Table, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePropertyStatus, listProperties, type Property, type PropertyStatus } from '../../api/properties';
import { listAgencyCities } from '../../api/reference';
import { CursorPager, useCursorPages } from '../../components/CursorPager';
import { AnchorLink } from '../../components/links';
import { StatusBadge } from '../../components/StatusBadge';
import { ProblemAlert, problemMessage } from '../../components/ProblemAlert';
import { GOALS, STATUSES } from '../../domain/codes';
import { useFormat } from '../../i18n/format';
import { useSession } from '../../session/SessionProvider';
import { usePropertyTypes } from '../listing-editor/property-types';
import { staffName, useStaffUsers } from '../leads/staff';
import type { ListingsSearch } from './search';

/** Columns the API can sort by, with the field name its `sort` parameter takes (the reference follows the id). */
const SORTABLE = { reference: 'id', price: 'price', updated: 'updatedAt' } as const;
type SortColumn = keyof typeof SORTABLE;

/**
 * Listings: a table that stays fast with 100,000 rows (the API pages by keyset; only one page is
 * ever loaded), filters and sort in the address, and a status change for the rows ticked.
 */
export function ListingsScreen() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const search = useSearch({ from: '/app/listings' });
  const navigate = useNavigate({ from: '/listings' });
  const { can } = useSession();
  const editor = can('editor');
  const queryClient = useQueryClient();
  const limit = search.limit ?? 50;
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [bulkStatus, setBulkStatus] = useState<string | null>(null);
  // Types named in the interface language (the API's typeDescription is in the agency's language).
  const types = usePropertyTypes();
  const staff = useStaffUsers();
  // The cities the agency's listings are in, named in the interface language after their postcode.
  const cities = useQuery({ queryKey: ['reference', 'cities'], queryFn: listAgencyCities, staleTime: 60_000 });
  const cityOptions = (cities.data ?? []).map((city) => ({ value: String(city.id), label: `${city.zip} ${city.names[i18n.language] ?? city.names['en'] ?? ''}`.trim() }));

  const query = useQuery({
    queryKey: ['properties', 'list', search],
    queryFn: () => listProperties(search, limit),
    placeholderData: keepPreviousData,
  });

  const setSearch = (change: Partial<ListingsSearch>, keepPage = false) => {
    if (!keepPage) pages.reset();
    setSelected(new Set());
    void navigate({ search: (current) => clean({ ...current, ...(keepPage ? {} : { cursor: undefined }), ...change }) });
  };
  const pages = useCursorPages(search.cursor, (cursor) => setSearch({ cursor }, true));
  const setText = useDebouncedCallback((q: string) => setSearch({ q: q || undefined }), 300);
  const setZip = useDebouncedCallback((zip: string) => setSearch({ zip: zip.trim() || undefined }), 300);
  const setPrice = useDebouncedCallback((change: Partial<ListingsSearch>) => setSearch(change), 400);

  const bulk = useMutation({
    mutationFn: async ({ ids, status }: { ids: number[]; status: number }) => {
      const results = await Promise.allSettled(ids.map((id) => changePropertyStatus(id, status as PropertyStatus)));
      return { changed: results.filter((r) => r.status === 'fulfilled').length, failed: results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : [])) };
    },
    onSuccess: ({ changed, failed }) => {
      notifications.show({ color: failed.length ? 'orange' : 'green', message: t('listings.bulkDone', { count: changed }) + (failed.length ? ` ${t('listings.bulkFailed', { count: failed.length, reason: problemMessage(failed[0], t) })}` : '') });
      setSelected(new Set());
      setBulkStatus(null);
      void queryClient.invalidateQueries({ queryKey: ['properties'] });
    },
  });

  const page = query.data;
  const rows = page?.items ?? [];
  const sort = parseSort(search.sort);
  const toggleSort = (column: SortColumn) => {
    const field = SORTABLE[column];
    const next = sort?.field === field && !sort.descending ? `-${field}` : field;
    setSearch({ sort: next });
  };
  const pageIndex = pages.index;
  const first = page && page.total > 0 ? pageIndex * limit + 1 : 0;
  const last = page ? pageIndex * limit + rows.length : 0;
  const allChecked = rows.length > 0 && rows.every((row) => selected.has(row.id));

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('listings.title')}
        </Title>
        {editor ? (
          <Button onClick={() => void navigate({ to: '/listings/new' })}>{t('listings.new')}</Button>
        ) : null}
      </Group>

      <Group align="flex-end" gap="xs" wrap="wrap" role="search" aria-label={t('listings.filters')}>
        <TextInput label={t('listings.search')} placeholder={t('listings.searchHint')} defaultValue={search.q ?? ''} onChange={(e) => setText(e.currentTarget.value)} w={190} type="search" />
        <MultiSelect
          label={t('fields.status')}
          data={STATUSES.map((s) => ({ value: String(s), label: t(`statuses.${s}`) }))}
          value={(search.status ?? []).map(String)}
          onChange={(values) => setSearch({ status: values.length ? values.map(Number) : undefined })}
          clearable
          placeholder={search.status?.length ? undefined : t('listings.any')}
          w={170}
        />
        <Select
          label={t('fields.goal')}
          data={GOALS.map((g) => ({ value: String(g), label: t(`goals.${g}`) }))}
          value={search.goal !== undefined ? String(search.goal) : null}
          onChange={(value) => setSearch({ goal: value === null ? undefined : Number(value) })}
          clearable
          placeholder={t('listings.any')}
          w={130}
        />
        <Select
          label={t('fields.type')}
          data={types.options}
          value={search.type !== undefined ? String(search.type) : null}
          onChange={(value) => setSearch({ type: value === null ? undefined : Number(value) })}
          searchable
          clearable
          placeholder={t('listings.any')}
          nothingFoundMessage={t('listings.noType')}
          maxDropdownHeight={320}
          w={190}
        />
        <Select
          label={t('listings.agent')}
          data={staff.users.map((user) => ({ value: String(user.id), label: staffName(user) || `#${user.id}` }))}
          value={search.agent !== undefined ? String(search.agent) : null}
          onChange={(value) => setSearch({ agent: value === null ? undefined : Number(value) })}
          searchable
          clearable
          placeholder={t('listings.any')}
          nothingFoundMessage={t('listings.noAgent')}
          w={180}
        />
        <Select
          label={t('fields.city')}
          data={cityOptions}
          value={search.city !== undefined ? String(search.city) : null}
          onChange={(value) => setSearch({ city: value === null ? undefined : Number(value) })}
          searchable
          clearable
          placeholder={t('listings.any')}
          nothingFoundMessage={t('listings.noCity')}
          maxDropdownHeight={320}
          w={200}
        />
        <TextInput label={t('fields.zip')} defaultValue={search.zip ?? ''} onChange={(e) => setZip(e.currentTarget.value)} w={100} />
        <NumberInput label={t('listings.priceMin')} value={search.priceMin ?? ''} onChange={(v) => setPrice({ priceMin: typeof v === 'number' ? v : undefined })} min={0} step={10000} thousandSeparator=" " w={120} />
        <NumberInput label={t('listings.priceMax')} value={search.priceMax ?? ''} onChange={(v) => setPrice({ priceMax: typeof v === 'number' ? v : undefined })} min={0} step={10000} thousandSeparator=" " w={120} />
        <Button variant="subtle" onClick={() => void navigate({ search: {} })}>
          {t('listings.resetFilters')}
        </Button>
      </Group>

      {editor && selected.size > 0 ? (
        <Group gap="sm" p="xs" bg="blue.0" style={{ borderRadius: 4 }} aria-live="polite">
          <Text size="sm" fw={500}>
            {t('listings.selected', { count: selected.size })}
          </Text>
          <Select
            aria-label={t('listings.newStatus')}
            placeholder={t('listings.newStatus')}
            data={STATUSES.map((s) => ({ value: String(s), label: t(`statuses.${s}`) }))}
            value={bulkStatus}
            onChange={setBulkStatus}
            w={200}
            size="xs"
          />
          <Button size="xs" disabled={bulkStatus === null} loading={bulk.isPending} onClick={() => bulkStatus !== null && bulk.mutate({ ids: [...selected], status: Number(bulkStatus) })}>
            {t('listings.applyStatus')}
          </Button>
          <Button size="xs" variant="subtle" onClick={() => setSelected(new Set())}>
            {t('listings.clearSelection')}
          </Button>
        </Group>
      ) : null}

      {query.isError ? <ProblemAlert error={query.error} /> : null}

      <Table.ScrollContainer minWidth={800}>
        <Table striped highlightOnHover stickyHeader verticalSpacing="xs" aria-busy={query.isFetching}>
          <Table.Caption>{page ? t('listings.range', { first: format.number(first), last: format.number(last), total: format.number(page.total) }) : t('common.loading')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {editor ? (
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t('listings.selectPage')}
                    checked={allChecked}
                    indeterminate={!allChecked && rows.some((row) => selected.has(row.id))}
                    onChange={() => setSelected(allChecked ? new Set() : new Set(rows.map((row) => row.id)))}
                  />
                </Table.Th>
              ) : null}
              <SortHeader column="reference" label={t('fields.reference')} sort={sort} onSort={toggleSort} />
              <Table.Th>{t('fields.address')}</Table.Th>
              <Table.Th>{t('fields.city')}</Table.Th>
              <Table.Th>{t('fields.type')}</Table.Th>
              <Table.Th>{t('fields.goal')}</Table.Th>
              <SortHeader column="price" label={t('fields.price')} sort={sort} onSort={toggleSort} align="right" />
              <Table.Th>{t('fields.status')}</Table.Th>
              <SortHeader column="updated" label={t('fields.updatedAt')} sort={sort} onSort={toggleSort} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row: Property) => (
              <Table.Tr key={row.id} bg={selected.has(row.id) ? 'var(--mantine-color-blue-light)' : undefined}>
                {editor ? (
                  <Table.Td>
                    <Checkbox
                      aria-label={t('listings.selectRow', { reference: row.reference || row.ident || `#${row.id}` })}
                      checked={selected.has(row.id)}
                      onChange={() => {
                        const next = new Set(selected);
                        if (next.has(row.id)) next.delete(row.id);
                        else next.add(row.id);
                        setSelected(next);
                      }}
                    />
                  </Table.Td>
                ) : null}
                <Table.Td>
                  <AnchorLink to="/listings/$listingId" params={{ listingId: String(row.id) }}>
                    {row.reference || row.ident || `#${row.id}`}
                  </AnchorLink>
                </Table.Td>
                <Table.Td>{[row.street, row.houseNumber].filter(Boolean).join(' ')}</Table.Td>
                <Table.Td>{[row.zip, row.city].filter(Boolean).join(' ')}</Table.Td>
                <Table.Td>{types.isPending ? row.typeDescription : types.shortNameOf(row.typeId)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{t(`goals.${row.goal}`)}</Table.Td>
                <Table.Td ta="right">{format.price(row.price)}</Table.Td>
                <Table.Td>
                  <StatusBadge status={row.status} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(row.updatedAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {page && rows.length === 0 && !query.isFetching ? (
        <Alert color="gray" title={t('listings.emptyTitle')}>
          {t('listings.empty')}
        </Alert>
      ) : null}
      {query.isFetching && !page ? <Loader aria-label={t('common.loading')} /> : null}

      <CursorPager
        index={pages.index}
        limit={limit}
        total={page?.total}
        hasNext={Boolean(page?.nextCursor)}
        onPrevious={pages.previous}
        onNext={() => pages.next(page?.nextCursor)}
        onLimit={(size) => setSearch({ limit: size })}
      />
    </Stack>
  );
}

function parseSort(sort: string | undefined): { field: string; descending: boolean } | null {
  const first = sort?.split(',')[0];
  if (!first) return null;
  return first.startsWith('-') ? { field: first.slice(1), descending: true } : { field: first, descending: false };
}

/** The search without empty members, so the address stays short. */
function clean(search: ListingsSearch): ListingsSearch {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0))) as ListingsSearch;
}

function SortHeader(props: { column: SortColumn; label: string; sort: { field: string; descending: boolean } | null; onSort: (column: SortColumn) => void; align?: 'right' }) {
  const { t } = useTranslation();
  const active = props.sort?.field === SORTABLE[props.column];
  const direction = active ? (props.sort!.descending ? 'descending' : 'ascending') : 'none';
  return (
    <Table.Th aria-sort={direction} ta={props.align}>
      <UnstyledButton onClick={() => props.onSort(props.column)} fw={600} fz="sm" style={{ whiteSpace: 'nowrap' }} title={t('listings.sortBy', { column: props.label })}>
        {props.label} {active ? (props.sort!.descending ? '↓' : '↑') : <span aria-hidden="true">↕</span>}
      </UnstyledButton>
    </Table.Th>
  );
}
