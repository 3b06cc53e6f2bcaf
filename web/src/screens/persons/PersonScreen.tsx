import './texts';
import { Badge, Button, Grid, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listLeads } from '../../api/leads';
import { changePerson, getPerson, type Person, type PersonChange } from '../../api/persons';
import { ApiError, isApiError } from '../../api/problem';
import { AnchorLink } from '../../components/links';
import { NotFound } from '../../components/NotFound';
import { notify } from '../../components/notify';
import { ProblemAlert, problemMessage } from '../../components/ProblemAlert';
import { fieldErrorsOf, useRecordForm } from '../../components/record-form';
import { UnsavedChangesGuard } from '../../components/UnsavedChangesGuard';
import { useFormat } from '../../i18n/format';
import { useSession } from '../../session/SessionProvider';
import { PersonDemands } from './PersonDemands';
import { PERSON_FIELDS, PersonFields } from './PersonFields';
import { personName } from './names';
import { routeId } from '../../components/route-ids';

export function PersonScreen() {
  const { personId } = useParams({ from: '/app/persons/$personId' });
  const id = routeId(personId);
  const { t } = useTranslation();
  if (id === null) return <NotFound what={t('persons.notFound')} />;
  return <OnePerson key={id} id={id} />;
}

export const personKey = (id: number) => ['persons', id] as const;

/** One person: their details (editable by editors), what they are looking for, and what they asked the agency. */
function OnePerson({ id }: { id: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const query = useQuery({ queryKey: personKey(id), queryFn: () => getPerson(id), staleTime: 0, refetchOnWindowFocus: false });

  if (query.isPending) return <Loader aria-label={t('common.loading')} />;
  if (query.isError) return isApiError(query.error) && query.error.status === 404 ? <NotFound what={t('persons.notFound')} /> : <ProblemAlert error={query.error} />;
  const person = query.data;

  return (
    <Stack gap="md" pb="xl">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {personName(person)}
          </Title>
          <Text size="sm" c="dimmed">
            {t('persons.since', { date: format.date(person.createdAt) })}
            {person.hasLogin ? ` · ${t('persons.hasLogin')}` : ''}
          </Text>
        </div>
        <Button variant="default" onClick={() => void navigate({ to: '/persons' })}>
          {t('persons.backToList')}
        </Button>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <PersonDetails person={person} reload={() => query.refetch()} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <PersonLeads personId={id} />
        </Grid.Col>
      </Grid>
      <PersonDemands personId={id} />
    </Stack>
  );
}

function PersonDetails({ person, reload }: { person: Person; reload: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const { can } = useSession();
  const readOnly = !can('editor');
  const form = useRecordForm(person);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const errors = fieldErrorsOf(failure);

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const saved = await changePerson(person.id, form.patch() as PersonChange, person.version);
      queryClient.setQueryData(personKey(person.id), saved);
      void queryClient.invalidateQueries({ queryKey: ['persons', 'list'] });
      form.reset();
      notify('green', t('persons.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 412) {
        // Someone else saved meanwhile: their version under the changes made here, which stay.
        await reload();
        notify('orange', t('persons.changedMeanwhile'), 10_000);
      } else if (Object.keys(fieldErrorsOf(error)).length > 0) {
        setFailure(error);
      } else {
        setFailure(error);
        notify('red', problemMessage(error, t));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="person-details">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id="person-details">
          {t('persons.details')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('persons.lastChanged', { when: format.dateTime(person.updatedAt) })}
        </Text>
      </Group>
      {readOnly ? (
        <Text size="sm" c="dimmed" mb="sm">
          {t('persons.readOnly')}
        </Text>
      ) : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          {failure && !PERSON_FIELDS.some((field) => errors[field]) ? <ProblemAlert error={failure} /> : null}
          <PersonFields form={form} errors={errors} readOnly={readOnly} />
          {readOnly ? null : (
            <Group justify="flex-end" gap="sm">
              {form.dirty > 0 ? (
                <>
                  <Text size="sm" c="dimmed" aria-live="polite">
                    {t('persons.unsaved', { count: form.dirty })}
                  </Text>
                  <Button variant="subtle" onClick={form.reset}>
                    {t('persons.discard')}
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
      <UnsavedChangesGuard dirty={form.dirty > 0} text={t('persons.leaveText')} />
    </Paper>
  );
}

/** What the person asked the agency (contact requests, registrations), newest first; each opens in the inbox. */
function PersonLeads({ personId }: { personId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useQuery({ queryKey: ['leads', 'list', 'person', personId], queryFn: () => listLeads({ personId, limit: 20 }) });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="person-leads">
      <Title order={2} size="h4" id="person-leads" mb="sm">
        {t('persons.leads')}
      </Title>
      {query.isPending ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
      {query.isError ? <ProblemAlert error={query.error} /> : null}
      {query.data && query.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('persons.noLeads')}
        </Text>
      ) : null}
      {query.data && query.data.items.length > 0 ? (
        <Table verticalSpacing={6}>
          {query.data.total > query.data.items.length ? <Table.Caption>{t('persons.leadsShown', { shown: query.data.items.length, total: query.data.total })}</Table.Caption> : null}
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('persons.leadReceived')}</Table.Th>
              <Table.Th>{t('persons.leadAbout')}</Table.Th>
              <Table.Th>{t('persons.leadStatus')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.items.map((lead) => (
              <Table.Tr key={lead.id}>
                <Table.Td>
                  <AnchorLink to="/leads/$leadId" params={{ leadId: String(lead.id) }} size="sm" title={format.dateTime(lead.receivedAt)}>
                    {format.date(lead.receivedAt)}
                  </AnchorLink>
                  <Text size="xs" c="dimmed">
                    {t(`persons.leadKinds.${lead.kind}`)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {lead.propertyId ? (
                    <AnchorLink to="/listings/$listingId" params={{ listingId: String(lead.propertyId) }} size="sm">
                      {t('persons.leadListing', { id: lead.propertyId })}
                    </AnchorLink>
                  ) : lead.projectId ? (
                    <AnchorLink to="/projects/$projectId" params={{ projectId: String(lead.projectId) }} size="sm">
                      {t('persons.leadProject', { id: lead.projectId })}
                    </AnchorLink>
                  ) : (
                    <Text size="sm">—</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {lead.status === 'new' ? (
                    <Badge color="blue.8" variant="filled">
                      {t('persons.leadNew')}
                    </Badge>
                  ) : (
                    <Text size="sm">{t('persons.leadHandled')}</Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Paper>
  );
}
