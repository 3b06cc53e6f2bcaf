import './texts';
import { Alert, Button, Fieldset, Grid, Group, Loader, Paper, Stack, Tabs, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createProperty, getProperty, updateProperty } from '../../api/properties';
import { ApiError, isApiError } from '../../api/problem';
import { DotLabel } from '../../components/DotLabel';
import { NotFound } from '../../components/NotFound';
import { StatusBadge } from '../../components/StatusBadge';
import { UnsavedChangesGuard } from '../../components/UnsavedChangesGuard';
import { ProblemAlert, problemMessage } from '../../components/ProblemAlert';
import { textOfHtml } from '../../components/rich-html';
import { useFormat } from '../../i18n/format';
import { useSession } from '../../session/SessionProvider';
import { ConflictDialog } from './ConflictDialog';
import { FieldInput } from './FieldInput';
import { ALL_PATHS, DESCRIPTION_FIELDS, DESCRIPTION_LANGUAGES, FIELD_GROUPS, NEW_LISTING, specOf } from './fields';
import { changedPaths, getPath, mergePatch, setPath, threeWay, type Conflict, type Json, type Record_ } from './model';
import { usePropertyTypes } from './property-types';
import { UnitLink } from './UnitLink';
import { routeId } from '../../components/route-ids';

/** The rich-text editor (TipTap) in a chunk of its own, loaded when a listing's descriptions are shown. */
const RichTextField = lazy(() => import('../../components/RichTextField').then((module) => ({ default: module.RichTextField })));

export function ListingEditorScreen() {
  const { listingId } = useParams({ from: '/app/listings/$listingId' });
  const id = routeId(listingId);
  const { t } = useTranslation();
  if (id === null) return <NotFound what={t('editor.notFound')} />;
  return <ExistingListing key={id} id={id} />;
}

export function NewListingScreen() {
  return <ListingForm initial={NEW_LISTING} etag={null} id={null} />;
}

function ExistingListing({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['properties', id], queryFn: () => getProperty(id), staleTime: 0, refetchOnWindowFocus: false });
  if (query.isPending) return <Loader aria-label={t('common.loading')} />;
  if (query.isError) return isApiError(query.error, 'not-found') || (isApiError(query.error) && query.error.status === 404) ? <NotFound what={t('editor.notFound')} /> : <ProblemAlert error={query.error} />;
  return <ListingForm initial={query.data.data} etag={query.data.etag} id={id} />;
}

/** A JSON pointer of the API's problem details (`/descriptions/nl/title`) as a field path (`descriptions.nl.title`). */
function pointerToPath(pointer: string): string {
  return pointer.replace(/^\//, '').split('/').map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~')).join('.');
}

interface ConflictState {
  readonly conflicts: Conflict[];
  readonly takenFromThem: string[];
}

function ListingForm({ initial, etag: initialEtag, id }: { initial: Record_; etag: string | null; id: number | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { can } = useSession();
  const types = usePropertyTypes();
  const readOnly = !can('editor');
  const [base, setBase] = useState<Record_>(initial);
  const [form, setForm] = useState<Record_>(initial);
  const [etag, setEtag] = useState(initialEtag);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<ConflictState | null>(null);
  const changed = useMemo(() => changedPaths(base, form, ALL_PATHS), [base, form]);
  const dirty = id === null ? changed.length > 0 : changed.length > 0;

  useEffect(() => {
    setBase(initial);
    setForm(initial);
    setEtag(initialEtag);
  }, [initial, initialEtag]);

  const label = (path: string) => {
    const spec = specOf(path);
    if (spec) return t(`fields.${spec.label}`);
    if (path === 'projectId') return t('unitLink.project');
    if (path === 'buildingId') return t('unitLink.building');
    const [, language, field] = path.split('.');
    return `${t(`descriptionFields.${field ?? 'descriptionA'}`)} (${(language ?? '').toUpperCase()})`;
  };
  const show = (path: string, value: Json | undefined): string => {
    if (value === null || value === undefined || value === '') return t('editor.empty');
    const spec = specOf(path);
    if (spec?.kind === 'money' && typeof value === 'number') return format.price(value);
    if (spec?.kind === 'surface' && typeof value === 'number') return format.surface(value);
    if (spec?.kind === 'goal') return t(`goals.${String(value)}`);
    if (spec?.kind === 'status') return t(`statuses.${String(value)}`);
    if (spec?.kind === 'propertyType' && typeof value === 'number') return types.nameOf(value);
    if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
    const text = path.endsWith('.descriptionB') && typeof value === 'string' ? textOfHtml(value) : String(value);
    return text.length > 80 ? `${text.slice(0, 80)}…` : text;
  };
  const set = (path: string, value: Json) => {
    setForm((current) => setPath(current, path, value));
    if (errors[path]) setErrors(({ [path]: _, ...rest }) => rest);
  };

  const save = async () => {
    setSaving(true);
    setFailure(null);
    setErrors({});
    try {
      if (id === null) {
        const created = await createProperty(mergePatch({}, form, ALL_PATHS));
        notifications.show({ color: 'green', message: t('editor.created') });
        setBase(form); // nothing unsaved: leaving is not blocked
        await queryClient.invalidateQueries({ queryKey: ['properties'] });
        await navigate({ to: '/listings/$listingId', params: { listingId: String(created.data.id) }, replace: true, ignoreBlocker: true });
        return;
      }
      const saved = await updateProperty(id, mergePatch(base, form, ALL_PATHS), etag);
      setBase(saved.data);
      setForm(saved.data);
      setEtag(saved.etag);
      queryClient.setQueryData(['properties', id], saved);
      void queryClient.invalidateQueries({ queryKey: ['properties', 'list'] });
      notifications.show({ color: 'green', message: t('editor.saved') });
    } catch (error) {
      if (error instanceof ApiError && error.status === 412 && id !== null) {
        // Someone else saved meanwhile: their version becomes the base; the agent's changes stay in the form.
        const current = await getProperty(id);
        const merge = threeWay(base, form, current.data, ALL_PATHS);
        setBase(current.data);
        setForm(merge.merged);
        setEtag(current.etag);
        setConflict({ conflicts: merge.conflicts, takenFromThem: merge.takenFromThem });
      } else if (error instanceof ApiError && error.kind === 'validation') {
        const byPath = Object.fromEntries(Object.entries(error.fieldErrors()).map(([pointer, message]) => [pointerToPath(pointer), message]));
        setErrors(byPath);
        setFailure(error);
      } else {
        setFailure(error);
      }
    } finally {
      setSaving(false);
    }
  };

  const status = getPath(form, 'status');
  // Named as everywhere else: its reference, else its dossier reference (ident), else its number.
  const reference = [getPath(base, 'reference'), getPath(base, 'ident')].find((name): name is string => typeof name === 'string' && name !== '');
  const fieldErrorsElsewhere = Object.keys(errors).filter((path) => !ALL_PATHS.includes(path));

  return (
    <Stack gap="md" pb="xl">
      <UnsavedChangesGuard dirty={dirty && !readOnly} />
      <Group justify="space-between" align="center" wrap="wrap">
        <Group gap="sm">
          <Title order={1} size="h2">
            {id === null ? t('editor.newTitle') : t('editor.title', { reference: reference ?? `#${id}` })}
          </Title>
          {typeof status === 'number' ? (
            <StatusBadge status={status} />
          ) : null}
        </Group>
        <Group gap="sm">
          <Button variant="default" onClick={() => void navigate({ to: '/listings' })}>
            {t('editor.backToList')}
          </Button>
          {id !== null ? (
            <>
              <Button variant="default" onClick={() => void navigate({ to: '/listings/$listingId/pictures', params: { listingId: String(id) } })}>
                {t('editor.pictures')}
              </Button>
              <Button variant="default" onClick={() => void navigate({ to: '/listings/$listingId/documents', params: { listingId: String(id) } })}>
                {t('editor.documents')}
              </Button>
            </>
          ) : null}
          {readOnly ? (
            <Text size="sm" c="dimmed">
              {t('editor.readOnly')}
            </Text>
          ) : (
            <>
              {dirty ? (
                // Orange text on white is below AA contrast: dark text after an orange dot.
                <Text size="sm" aria-live="polite">
                  <DotLabel color="orange">{t('editor.unsaved', { count: changed.length })}</DotLabel>
                </Text>
              ) : null}
              <Button onClick={() => void save()} loading={saving} disabled={!dirty}>
                {id === null ? t('editor.create') : t('common.save')}
              </Button>
            </>
          )}
        </Group>
      </Group>

      {failure ? (
        <Alert color="red" role="alert" title={t('editor.notSaved')}>
          {problemMessage(failure, t)}
          {fieldErrorsElsewhere.length > 0 ? ` ${fieldErrorsElsewhere.map((path) => `${path}: ${errors[path]}`).join('; ')}` : null}
        </Alert>
      ) : null}

      <Grid gap="md">
        {FIELD_GROUPS.map((group) => (
          <Grid.Col key={group.key} span={{ base: 12, lg: 6 }}>
            <Fieldset legend={t(`groups.${group.key}`)} h="100%">
              <Grid gap="sm">
                {group.fields.map((spec) => (
                  <Grid.Col key={spec.path} span={{ base: 12, sm: spec.span ?? 6 }}>
                    <FieldInput spec={spec} value={getPath(form, spec.path)} error={errors[spec.path]} readOnly={readOnly} onChange={(value) => set(spec.path, value)} />
                  </Grid.Col>
                ))}
              </Grid>
            </Fieldset>
          </Grid.Col>
        ))}
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <UnitLink
            projectId={getPath(form, 'projectId')}
            buildingId={getPath(form, 'buildingId')}
            errors={errors}
            readOnly={readOnly}
            onChange={(projectId, buildingId) => {
              set('projectId', projectId);
              set('buildingId', buildingId);
            }}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Fieldset legend={t('groups.descriptions')}>
            <Tabs defaultValue="nl" keepMounted={false}>
              <Tabs.List>
                {DESCRIPTION_LANGUAGES.map((language) => {
                  const hasError = DESCRIPTION_FIELDS.some((field) => errors[`descriptions.${language}.${field}`]);
                  const filled = DESCRIPTION_FIELDS.some((field) => getPath(form, `descriptions.${language}.${field}`));
                  return (
                    <Tabs.Tab key={language} value={language} color={hasError ? 'red' : undefined}>
                      {t(`languages.${language}`)}
                      {filled ? '' : ` (${t('editor.emptyLanguage')})`}
                    </Tabs.Tab>
                  );
                })}
              </Tabs.List>
              {DESCRIPTION_LANGUAGES.map((language) => (
                <Tabs.Panel key={language} value={language} pt="sm">
                  <Stack gap="sm">
                    {DESCRIPTION_FIELDS.map((field) => {
                      const path = `descriptions.${language}.${field}`;
                      const value = getPath(form, path);
                      const common = { label: t(`descriptionFields.${field}`), error: errors[path], readOnly, lang: language, value: typeof value === 'string' ? value : '' };
                      // The short description is plain text; the full one is HTML (the legacy DescriptionB), edited as rich text.
                      return field === 'descriptionA' ? (
                        <Textarea key={field} {...common} onChange={(e) => set(path, e.currentTarget.value)} autosize minRows={2} />
                      ) : (
                        <Suspense key={field} fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
                          <RichTextField {...common} onChange={(html) => set(path, html)} />
                        </Suspense>
                      );
                    })}
                  </Stack>
                </Tabs.Panel>
              ))}
            </Tabs>
          </Fieldset>
        </Grid.Col>
      </Grid>

      {id !== null && !readOnly ? (
        <Paper withBorder p="sm">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('editor.lastSaved', { when: format.dateTime(typeof base['updatedAt'] === 'string' ? base['updatedAt'] : null) })}
            </Text>
            <Button onClick={() => void save()} loading={saving} disabled={!dirty}>
              {t('common.save')}
            </Button>
          </Group>
        </Paper>
      ) : null}

      <ConflictDialog
        opened={conflict !== null}
        conflicts={conflict?.conflicts ?? []}
        takenFromThem={conflict?.takenFromThem ?? []}
        label={label}
        show={show}
        onResolve={(choices) => {
          let next = form;
          for (const item of conflict?.conflicts ?? []) if (choices[item.path] === 'theirs') next = setPath(next, item.path, item.theirs ?? null);
          setForm(next);
          setConflict(null);
          notifications.show({ color: 'blue', message: t('editor.mergedHint') });
        }}
        onReload={() => {
          setForm(base);
          setConflict(null);
        }}
      />
    </Stack>
  );
}
