import './texts';
import { Alert, Button, Group, Loader, Modal, MultiSelect, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createProject, listProjects, type Project } from '../../api/projects';
import { CursorPager, useCursorPages } from '../../components/CursorPager';
import { AnchorLink } from '../../components/links';
import { notify } from '../../components/notify';
import { ToneBadge } from '../../components/ToneBadge';
import { ProblemAlert } from '../../components/ProblemAlert';
import { fieldErrorsOf } from '../../components/record-form';
import { useFormat } from '../../i18n/format';
import { useSession } from '../../session/SessionProvider';
import { PROJECT_STATUSES, type ProjectsSearch } from './search';

/** Whether the project is on the portals and partner sites: what an agent checks first. */
export function PublicationBadge({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return published ? (
    <ToneBadge color="green">
      {t('projects.published')}
    </ToneBadge>
  ) : (
    <ToneBadge color="gray">
      {t('projects.notPublished')}
    </ToneBadge>
  );
}

/** The agency's construction projects, published or not: searched and filtered in the address, one page at a time. */
export function ProjectsScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const search = useSearch({ from: '/app/projects' });
  const navigate = useNavigate({ from: '/projects' });
  const { can } = useSession();
  const [creating, setCreating] = useState(false);
  const limit = search.limit ?? 25;

  const setSearch = (change: Partial<ProjectsSearch>, keepPage = false) => {
    if (!keepPage) pages.reset();
    void navigate({ search: (current) => clean({ ...current, ...(keepPage ? {} : { cursor: undefined }), ...change }) });
  };
  const pages = useCursorPages(search.cursor, (cursor) => setSearch({ cursor }, true));
  const setText = useDebouncedCallback((q: string) => setSearch({ q: q.trim() || undefined }), 300);
  const query = useQuery({
    queryKey: ['projects', 'list', search],
    queryFn: () => listProjects({ q: search.q, status: search.status, published: search.published === undefined ? undefined : search.published === 'yes', cursor: search.cursor, limit }),
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
          {t('projects.title')}
        </Title>
        {can('editor') ? <Button onClick={() => setCreating(true)}>{t('projects.new')}</Button> : null}
      </Group>

      <Group align="flex-end" gap="sm" wrap="wrap" role="search" aria-label={t('projects.filters')}>
        <TextInput label={t('projects.search')} placeholder={t('projects.searchHint')} defaultValue={search.q ?? ''} onChange={(e) => setText(e.currentTarget.value)} w={260} type="search" />
        <MultiSelect
          label={t('projects.status')}
          data={PROJECT_STATUSES.map((status) => ({ value: String(status), label: t(`projects.statuses.${status}`) }))}
          value={(search.status ?? []).map(String)}
          onChange={(values) => setSearch({ status: values.length ? values.map(Number) : undefined })}
          placeholder={search.status ? undefined : t('projects.anyStatus')}
          clearable
          w={260}
        />
        <Select
          label={t('projects.publication')}
          data={[
            { value: 'all', label: t('projects.publicationAll') },
            { value: 'yes', label: t('projects.published') },
            { value: 'no', label: t('projects.notPublished') },
          ]}
          value={search.published ?? 'all'}
          onChange={(value) => setSearch({ published: value === 'yes' || value === 'no' ? value : undefined })}
          allowDeselect={false}
          w={180}
        />
        {search.q || search.status || search.published ? (
          <Button variant="subtle" onClick={() => void navigate({ search: {} })}>
            {t('projects.clearFilters')}
          </Button>
        ) : null}
      </Group>

      {query.isError ? <ProblemAlert error={query.error} /> : null}

      <Table.ScrollContainer minWidth={820}>
        <Table striped highlightOnHover verticalSpacing="xs" aria-busy={query.isFetching}>
          <Table.Caption>{page ? t('projects.range', { first: format.number(first), last: format.number(last), total: format.number(page.total) }) : t('common.loading')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('projects.name')}</Table.Th>
              <Table.Th>{t('projects.reference')}</Table.Th>
              <Table.Th>{t('projects.city')}</Table.Th>
              <Table.Th>{t('projects.status')}</Table.Th>
              <Table.Th>{t('projects.publication')}</Table.Th>
              <Table.Th>{t('projects.delivery')}</Table.Th>
              <Table.Th>{t('projects.changed')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((project: Project) => (
              <Table.Tr key={project.id} data-project-id={project.id}>
                <Table.Td>
                  <AnchorLink to="/projects/$projectId" params={{ projectId: String(project.id) }} fw={500}>
                    {project.name || `#${project.id}`}
                  </AnchorLink>
                </Table.Td>
                <Table.Td>{project.reference}</Table.Td>
                <Table.Td>{[project.zip, project.city].filter(Boolean).join(' ')}</Table.Td>
                <Table.Td>{t(`projects.statuses.${project.status}`)}</Table.Td>
                <Table.Td>
                  <PublicationBadge published={project.publishInternet} />
                </Table.Td>
                <Table.Td>{project.deliveryDate ? format.date(project.deliveryDate) : '—'}</Table.Td>
                <Table.Td title={format.dateTime(project.updatedAt)} style={{ whiteSpace: 'nowrap' }}>
                  {format.relative(project.updatedAt)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {page && rows.length === 0 && !query.isFetching ? (
        <Alert color="gray" title={t('projects.emptyTitle')}>
          {search.q || search.status || search.published ? t('projects.empty') : t('projects.none')}
        </Alert>
      ) : null}
      {query.isFetching && !page ? <Loader aria-label={t('common.loading')} /> : null}

      <CursorPager index={pages.index} limit={limit} total={page?.total} hasNext={Boolean(page?.nextCursor)} onPrevious={pages.previous} onNext={() => pages.next(page?.nextCursor)} onLimit={(size) => setSearch({ limit: size })} />

      <NewProjectDialog opened={creating} onClose={() => setCreating(false)} onCreated={(project) => void navigate({ to: '/projects/$projectId', params: { projectId: String(project.id) } })} />
    </Stack>
  );
}

function clean(search: ProjectsSearch): ProjectsSearch {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0))) as ProjectsSearch;
}

/** A new project: its name and reference; it starts unpublished, in preparation, and is completed on its page. */
function NewProjectDialog({ opened, onClose, onCreated }: { opened: boolean; onClose(): void; onCreated(project: Project): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [reference, setReference] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const errors = fieldErrorsOf(failure);
  const close = () => {
    setName('');
    setReference('');
    setFailure(null);
    onClose();
  };
  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const project = await createProject({ name: name.trim(), reference: reference.trim() || null, status: 0, publishInternet: false });
      void queryClient.invalidateQueries({ queryKey: ['projects', 'list'] });
      notify('green', t('projects.created'));
      onCreated(project);
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={t('projects.newTitle')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          {failure && !errors['name'] && !errors['reference'] ? <ProblemAlert error={failure} /> : null}
          <TextInput label={t('projects.fields.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} required error={errors['name']} data-autofocus />
          <TextInput label={t('projects.fields.reference')} value={reference} onChange={(e) => setReference(e.currentTarget.value)} error={errors['reference']} />
          <Text size="sm" c="dimmed">
            {t('projects.newHint')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('projects.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
