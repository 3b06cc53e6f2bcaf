import './texts';
import { Anchor, Button, Card, Grid, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLead, getLead, type Lead, type LeadChange } from '../../api/leads';
import { ApiError, isApiError } from '../../api/problem';
import { getProperty } from '../../api/properties';
import { AnchorLink } from '../../components/links';
import { NotFound } from '../../components/NotFound';
import { notify } from '../../components/notify';
import { ProblemAlert, problemMessage } from '../../components/ProblemAlert';
import { StatusBadge } from '../../components/StatusBadge';
import { useFormat } from '../../i18n/format';
import { useSession } from '../../session/SessionProvider';
import { LeadStatusBadge, senderName } from './LeadsScreen';
import { staffName, useStaffUsers } from './staff';
import { routeId } from '../../components/route-ids';

export function LeadScreen() {
  const { leadId } = useParams({ from: '/app/leads/$leadId' });
  const id = routeId(leadId);
  const { t } = useTranslation();
  if (id === null) return <NotFound what={t('leads.notFound')} />;
  return <OneLead key={id} id={id} />;
}

const leadKey = (id: number) => ['leads', id] as const;

/** One lead: what the person wrote, who they are, the listing it is about, and its handling. */
function OneLead({ id }: { id: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { can } = useSession();
  const editable = can('editor');
  const staff = useStaffUsers();
  const query = useQuery({ queryKey: leadKey(id), queryFn: () => getLead(id), staleTime: 0 });
  const [saving, setSaving] = useState<'status' | 'assignee' | null>(null);

  if (query.isPending) return <Loader aria-label={t('common.loading')} />;
  if (query.isError) return isApiError(query.error) && query.error.status === 404 ? <NotFound what={t('leads.notFound')} /> : <ProblemAlert error={query.error} />;
  const lead = query.data.data;
  const name = senderName(lead, t('leads.erased'));

  const change = async (what: 'status' | 'assignee', body: LeadChange, done: string) => {
    setSaving(what);
    try {
      const saved = await changeLead(id, body, lead.version);
      queryClient.setQueryData(leadKey(id), saved);
      void queryClient.invalidateQueries({ queryKey: ['leads', 'list'] });
      notify('green', done);
    } catch (error) {
      if (error instanceof ApiError && error.status === 412) {
        await query.refetch();
        notify('orange', t('leads.changedMeanwhile'), 8000);
      } else {
        notify('red', problemMessage(error, t));
      }
    } finally {
      setSaving(null);
    }
  };

  return (
    <Stack gap="md" pb="xl">
      <Group justify="space-between" align="center" wrap="wrap">
        <Group gap="sm">
          <Title order={1} size="h2">
            {t('leads.leadTitle', { name })}
          </Title>
          <LeadStatusBadge status={lead.status} />
        </Group>
        <Button variant="default" onClick={() => void navigate({ to: '/leads' })}>
          {t('leads.backToInbox')}
        </Button>
      </Group>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Paper withBorder p="md" component="section" aria-labelledby="lead-message">
              <Group justify="space-between" mb="xs" wrap="wrap">
                <Title order={2} size="h4" id="lead-message">
                  {t(`leads.kinds.${lead.kind}`)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('leads.receivedAt', { when: format.dateTime(lead.receivedAt) })}
                </Text>
              </Group>
              {lead.subject ? (
                <Text size="sm" mb="xs">
                  <Text span fw={600}>
                    {t('leads.subject')}:
                  </Text>{' '}
                  {lead.subject}
                </Text>
              ) : null}
              {lead.message ? (
                <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{lead.message}</Text>
              ) : (
                <Text c="dimmed">{t('leads.noMessage')}</Text>
              )}
            </Paper>
            <PropertyCard propertyId={lead.propertyId} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Paper withBorder p="md" component="section" aria-labelledby="lead-handling">
              <Title order={2} size="h4" id="lead-handling" mb="xs">
                {t('leads.handling')}
              </Title>
              {lead.handledAt ? (
                <Text size="sm" c="dimmed" mb="xs">
                  {t('leads.handledAt', { when: format.dateTime(lead.handledAt) })}
                </Text>
              ) : null}
              {editable ? (
                <Stack gap="sm">
                  {lead.status === 'new' ? (
                    <Button loading={saving === 'status'} disabled={saving !== null} onClick={() => void change('status', { status: 'handled' }, t('leads.markedHandled'))}>
                      {t('leads.markHandled')}
                    </Button>
                  ) : (
                    <Button variant="default" loading={saving === 'status'} disabled={saving !== null} onClick={() => void change('status', { status: 'new' }, t('leads.markedNew'))}>
                      {t('leads.markNew')}
                    </Button>
                  )}
                  <Select
                    label={t('leads.assign')}
                    value={lead.assignedUserId === null ? 'none' : String(lead.assignedUserId)}
                    allowDeselect={false}
                    searchable
                    disabled={saving !== null || staff.isPending}
                    data={[{ value: 'none', label: t('leads.unassigned') }, ...staff.users.map((user) => ({ value: String(user.id), label: staffName(user) }))]}
                    onChange={(value) => {
                      const assignee = value === null || value === 'none' ? null : Number(value);
                      if (assignee === lead.assignedUserId) return;
                      void change('assignee', { assignedUserId: assignee }, assignee === null ? t('leads.unassignedDone') : t('leads.assigned', { name: staff.nameOf(assignee) }));
                    }}
                  />
                </Stack>
              ) : (
                <Stack gap={4}>
                  <Text size="sm">
                    {t('leads.assignee')}: {staff.nameOf(lead.assignedUserId) ?? t('leads.unassigned')}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('leads.readOnly')}
                  </Text>
                </Stack>
              )}
            </Paper>
            <PersonCard lead={lead} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function PersonCard({ lead }: { lead: Lead }) {
  const { t } = useTranslation();
  const person = lead.person;
  const row = (label: string, value: ReactNode) => (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" w={90} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="lead-person">
      <Title order={2} size="h4" id="lead-person" mb="xs">
        {t('leads.person')}
      </Title>
      {person ? (
        <Stack gap={6}>
          {row(t('leads.name'), [person.firstName, person.name].filter(Boolean).join(' '))}
          {person.email ? row(t('leads.email'), <Anchor href={`mailto:${person.email}`}>{person.email}</Anchor>) : null}
          {person.phoneNumber ? row(t('leads.phone'), <Anchor href={`tel:${person.phoneNumber}`}>{person.phoneNumber}</Anchor>) : null}
          {person.mobileNumber ? row(t('leads.mobile'), <Anchor href={`tel:${person.mobileNumber}`}>{person.mobileNumber}</Anchor>) : null}
          <AnchorLink to="/persons/$personId" params={{ personId: String(person.id) }} size="sm">
            {t('leads.openPerson')}
          </AnchorLink>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('leads.erased')}
        </Text>
      )}
    </Paper>
  );
}

function PropertyCard({ propertyId }: { propertyId: number | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useQuery({ queryKey: ['properties', propertyId], queryFn: () => getProperty(propertyId!), enabled: propertyId !== null, refetchOnWindowFocus: false });
  const heading = (
    <Title order={2} size="h4" id="lead-property" mb="xs">
      {t('leads.property')}
    </Title>
  );
  let body: ReactNode;
  if (propertyId === null) body = <Text size="sm" c="dimmed">{t('leads.noProperty')}</Text>;
  else if (query.isPending) body = <Loader size="sm" aria-label={t('common.loading')} />;
  else if (query.isError) body = isApiError(query.error) && query.error.status === 404 ? <Text size="sm" c="dimmed">{t('leads.propertyGone')}</Text> : <ProblemAlert error={query.error} />;
  else {
    const property = query.data.data;
    // The main picture's preview when it is one of this service's renditions (an imported one may live anywhere).
    const main = property.pictures[0]?.medium.url;
    const thumb = main && new URL(main, window.location.origin).pathname.startsWith('/media/') ? new URL(main, window.location.origin).pathname : null;
    const address = [[property.street, property.houseNumber].filter(Boolean).join(' '), [property.zip, property.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    body = (
      <Group align="flex-start" wrap="nowrap" gap="md">
        {thumb ? <img src={thumb} alt="" width={160} height={120} style={{ objectFit: 'cover', borderRadius: 4, flexShrink: 0 }} /> : null}
        <Stack gap={4}>
          <Group gap="sm">
            <Text fw={600}>{property.reference || property.ident || `#${property.id}`}</Text>
            <StatusBadge status={property.status} />
          </Group>
          <Text size="sm">{address || t('leads.nothing')}</Text>
          <Text size="sm">
            {t(`goals.${property.goal}`)} · {format.price(property.price)}
          </Text>
          <AnchorLink to="/listings/$listingId" params={{ listingId: String(property.id) }} size="sm">
            {t('leads.openListing')}
          </AnchorLink>
        </Stack>
      </Group>
    );
  }
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="lead-property">
      {heading}
      {body}
    </Card>
  );
}
