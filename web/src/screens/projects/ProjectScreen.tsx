import './texts';
import { Button, Grid, Group, Loader, NumberInput, Paper, Select, Stack, Switch, Tabs, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isApiError } from '../../api/problem';
import { changeProject, getProject, type Project, type ProjectChange } from '../../api/projects';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DateField } from '../../components/DateFields';
import { dayKey, parseDay } from '../../components/dates';
import { NotFound } from '../../components/NotFound';
import { notify } from '../../components/notify';
import { ProblemAlert, problemMessage } from '../../components/ProblemAlert';
import { fieldErrorsOf, type RecordForm, useRecordForm } from '../../components/record-form';
import { UnsavedChangesGuard } from '../../components/UnsavedChangesGuard';
import { useFormat } from '../../i18n/format';
import { useSession } from '../../session/SessionProvider';
import { staffName, useStaffUsers } from '../leads/staff';
import { DocumentsSection } from '../documents/DocumentsSection';
import { BuildingsSection } from './BuildingsSection';
import { PublicationBadge } from './ProjectsScreen';
import { PROJECT_STATUSES } from './search';
import { routeId } from '../../components/route-ids';

/** The rich-text editor (TipTap) of the full texts, in its own chunk. */
const RichTextField = lazy(() => import('../../components/RichTextField').then((module) => ({ default: module.RichTextField })));

export function ProjectScreen() {
  const { projectId } = useParams({ from: '/app/projects/$projectId' });
  const id = routeId(projectId);
  const { t } = useTranslation();
  if (id === null) return <NotFound what={t('projects.notFound')} />;
  return <OneProject key={id} id={id} />;
}

const projectKey = (id: number) => ['projects', id] as const;
/** The texts' languages the back-office edits (the interface's). */
const TEXT_LANGUAGES = ['nl', 'fr', 'en'] as const;

/** One project: publication, its fields (editable by editors), its texts, its buildings and their units. */
function OneProject({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuery({ queryKey: projectKey(id), queryFn: () => getProject(id), staleTime: 0, refetchOnWindowFocus: false });
  if (query.isPending) return <Loader aria-label={t('common.loading')} />;
  if (query.isError) return isApiError(query.error) && query.error.status === 404 ? <NotFound what={t('projects.notFound')} /> : <ProblemAlert error={query.error} />;
  const project = query.data;
  return (
    <Stack gap="md" pb="xl">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Group gap="sm">
            <Title order={1} size="h2">
              {t('projects.projectTitle', { name: project.name || `#${project.id}` })}
            </Title>
            <PublicationBadge published={project.publishInternet} />
          </Group>
          <Text size="sm" c="dimmed">
            {[project.reference, t(`projects.statuses.${project.status}`), [project.zip, project.city].filter(Boolean).join(' ')].filter(Boolean).join(' · ')}
          </Text>
        </div>
        <Group gap="sm">
          <Publication project={project} />
          <Button variant="default" onClick={() => void navigate({ to: '/projects' })}>
            {t('projects.backToList')}
          </Button>
        </Group>
      </Group>
      <ProjectForm project={project} reload={() => query.refetch()} />
      <BuildingsSection projectId={id} />
      <DocumentsSection owner={{ projectId: id }} />
    </Stack>
  );
}

/** Publish, or withdraw (after a confirmation: the units leave the portals with it). */
function Publication({ project }: { project: Project }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { can } = useSession();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!can('editor')) return null;
  const change = async (publishInternet: boolean) => {
    setBusy(true);
    try {
      queryClient.setQueryData(projectKey(project.id), await changeProject(project.id, { publishInternet }, project.version));
      void queryClient.invalidateQueries({ queryKey: ['projects', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['projects', project.id, 'units'] });
      notify('green', publishInternet ? t('projects.publishedDone') : t('projects.withdrawnDone'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 412) {
        await queryClient.invalidateQueries({ queryKey: projectKey(project.id) });
        notify('orange', t('projects.changedMeanwhileRetry'), 8000);
      } else notify('red', problemMessage(error, t));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <>
      {project.publishInternet ? (
        <Button variant="outline" color="red.9" onClick={() => setConfirming(true)}>
          {t('projects.withdraw')}
        </Button>
      ) : (
        // White on teal-9 is 5.0:1; on green-9 it was 4.4:1, below AA.
        <Button color="teal.9" loading={busy} onClick={() => void change(true)}>
          {t('projects.publish')}
        </Button>
      )}
      <ConfirmDialog opened={confirming} title={t('projects.withdrawTitle')} text={t('projects.withdrawText')} confirm={t('projects.withdraw')} busy={busy} onConfirm={() => void change(false)} onClose={() => setConfirming(false)} />
    </>
  );
}

type TextField = 'name' | 'reference' | 'website' | 'street' | 'houseNumber' | 'zip' | 'city';

function ProjectForm({ project, reload }: { project: Project; reload: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const { can } = useSession();
  const readOnly = !can('editor');
  const staff = useStaffUsers();
  const form = useRecordForm(project);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const errors = fieldErrorsOf(failure);

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const saved = await changeProject(project.id, form.patch() as ProjectChange, project.version);
      queryClient.setQueryData(projectKey(project.id), saved);
      void queryClient.invalidateQueries({ queryKey: ['projects', 'list'] });
      form.reset();
      notify('green', t('projects.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 412) {
        await reload();
        notify('orange', t('projects.changedMeanwhile'), 10_000);
      } else {
        setFailure(error);
        if (Object.keys(fieldErrorsOf(error)).length === 0) notify('red', problemMessage(error, t));
      }
    } finally {
      setSaving(false);
    }
  };

  const text = (field: TextField, span: number, required = false) => (
    <Grid.Col span={{ base: 12, sm: span }}>
      <TextInput label={t(`projects.fields.${field}`)} value={String(form.value(field) ?? '')} onChange={(e) => form.set(field, e.currentTarget.value)} error={errors[field]} readOnly={readOnly} required={required} />
    </Grid.Col>
  );
  const number = (field: 'showOrder' | 'latitude' | 'longitude', span: number, decimals: number) => (
    <Grid.Col span={{ base: 12, sm: span }}>
      <NumberInput
        label={t(`projects.fields.${field}`)}
        value={typeof form.value(field) === 'number' ? (form.value(field) as number) : ''}
        onChange={(value) => form.set(field, typeof value === 'number' ? value : value === '' ? (field === 'showOrder' ? 0 : null) : Number(value))}
        decimalScale={decimals}
        allowDecimal={decimals > 0}
        hideControls={decimals > 0}
        error={errors[field]}
        readOnly={readOnly}
      />
    </Grid.Col>
  );
  const delivery = form.value('deliveryDate');

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="project-details">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id="project-details">
          {t('projects.details')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('projects.lastChanged', { when: format.dateTime(project.updatedAt) })}
          {project.withdrawnAt && !project.publishInternet ? ` · ${t('projects.withdrawnAt', { when: format.date(project.withdrawnAt) })}` : ''}
        </Text>
      </Group>
      {readOnly ? (
        <Text size="sm" c="dimmed" mb="sm">
          {t('projects.readOnly')}
        </Text>
      ) : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          {failure && Object.keys(errors).length === 0 ? <ProblemAlert error={failure} /> : null}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Grid gap="sm">
                {text('name', 8, true)}
                {text('reference', 4)}
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Select
                    label={t('projects.fields.status')}
                    data={PROJECT_STATUSES.map((status) => ({ value: String(status), label: t(`projects.statuses.${status}`) }))}
                    value={String(form.value('status') ?? 0)}
                    onChange={(value) => value !== null && form.set('status', Number(value))}
                    allowDeselect={false}
                    error={errors['status']}
                    readOnly={readOnly}
                    disabled={readOnly}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <DateField
                    label={t('projects.fields.deliveryDate')}
                    value={typeof delivery === 'string' ? dayKey(new Date(delivery)) : ''}
                    onChange={(text) => {
                      const day = parseDay(text);
                      form.set('deliveryDate', day ? day.toISOString() : null);
                    }}
                    clearable={!readOnly}
                    error={errors['deliveryDate']}
                    readOnly={readOnly}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 8 }}>
                  <Select
                    label={t('projects.fields.responsibleUserId')}
                    data={[{ value: 'none', label: t('projects.nobody') }, ...staff.users.map((user) => ({ value: String(user.id), label: staffName(user) }))]}
                    value={form.value('responsibleUserId') === null ? 'none' : String(form.value('responsibleUserId'))}
                    onChange={(value) => form.set('responsibleUserId', value === null || value === 'none' ? null : Number(value))}
                    allowDeselect={false}
                    searchable
                    error={errors['responsibleUserId']}
                    readOnly={readOnly}
                    disabled={readOnly}
                  />
                </Grid.Col>
                {number('showOrder', 4, 0)}
                {text('website', 12)}
                <Grid.Col span={12}>
                  <Switch label={t('projects.fields.publishWebsite')} checked={form.value('publishWebsite') === true} onChange={(e) => form.set('publishWebsite', e.currentTarget.checked)} disabled={readOnly} />
                </Grid.Col>
              </Grid>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Grid gap="sm">
                {text('street', 8)}
                {text('houseNumber', 4)}
                {text('zip', 4)}
                {text('city', 8)}
                {number('latitude', 6, 7)}
                {number('longitude', 6, 7)}
              </Grid>
            </Grid.Col>
          </Grid>
          <Descriptions form={form} errors={errors} readOnly={readOnly} />
          {readOnly ? null : (
            <Group justify="flex-end" gap="sm">
              {form.dirty > 0 ? (
                <>
                  <Text size="sm" c="dimmed" aria-live="polite">
                    {t('projects.unsaved', { count: form.dirty })}
                  </Text>
                  <Button variant="subtle" onClick={form.reset}>
                    {t('projects.discard')}
                  </Button>
                </>
              ) : null}
              <Button type="submit" loading={saving} disabled={form.dirty === 0}>
                {t('common.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      <UnsavedChangesGuard dirty={form.dirty > 0} text={t('projects.leaveText')} />
    </Paper>
  );
}

/** The project's texts per language, in tabs: the short text partner sites list, the full one its page shows. */
function Descriptions({ form, errors, readOnly }: { form: RecordForm; errors: Record<string, string>; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const first = (TEXT_LANGUAGES as readonly string[]).includes(i18n.language) ? i18n.language : 'nl';
  return (
    <Tabs defaultValue={first} keepMounted={false}>
      <Tabs.List aria-label={t('projects.descriptions')}>
        {TEXT_LANGUAGES.map((language) => (
          <Tabs.Tab key={language} value={language}>
            {t('projects.descriptionsIn', { language: language.toUpperCase() })}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TEXT_LANGUAGES.map((language) => (
        <Tabs.Panel key={language} value={language} pt="sm">
          <Stack gap="sm">
            {(['shortDescription', 'description'] as const).map((field) => {
              const path = `descriptions.${language}.${field}`;
              // The full text may hold HTML (the project's Description): rich text, as a listing's full description.
              if (field === 'description') {
                return (
                  <Suspense key={field} fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
                    <RichTextField
                      label={`${t(`projects.fields.${field}`)} (${language.toUpperCase()})`}
                      value={String(form.value(path) ?? '')}
                      onChange={(html) => form.set(path, html)}
                      error={errors[path]}
                      readOnly={readOnly}
                      lang={language}
                    />
                  </Suspense>
                );
              }
              return (
                <Textarea
                  key={field}
                  label={`${t(`projects.fields.${field}`)} (${language.toUpperCase()})`}
                  value={String(form.value(path) ?? '')}
                  onChange={(e) => form.set(path, e.currentTarget.value)}
                  autosize
                  minRows={2}
                  maxRows={14}
                  error={errors[path]}
                  readOnly={readOnly}
                />
              );
            })}
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
