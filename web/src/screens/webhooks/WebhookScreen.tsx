import './texts';
import { Button, Group, Loader, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeWebhook, deleteWebhook, getWebhook, listDeliveries, redeliver, type Webhook, type WebhookDelivery } from '../../api/administration';
import { ApiError, isApiError } from '../../api/problem';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CursorPager, useCursorPages } from '../../components/CursorPager';
import { NotFound } from '../../components/NotFound';
import { notify } from '../../components/notify';
import { ProblemAlert, problemMessage } from '../../components/ProblemAlert';
import { useFormat } from '../../i18n/format';
import { EventBadges, LastAttempt, WebhookDialog, WebhookState } from './WebhookParts';
import { WEBHOOKS } from './WebhooksScreen';
import { DotLabel } from '../../components/DotLabel';
import { AnchorLink } from '../../components/links';
import { routeId } from '../../components/route-ids';

const LIMIT = 25;
const STATUS_COLORS: Record<string, string> = { pending: 'blue', delivered: 'green', failed: 'red' };

export function WebhookScreen() {
  const { webhookId } = useParams({ from: '/app/administration/webhooks/$webhookId' });
  const id = routeId(webhookId);
  const { t } = useTranslation();
  if (id === null) return <NotFound what={t('webhooks.notFound')} />;
  return <OneWebhook key={id} id={id} />;
}

/** One webhook: what it receives, whether it delivers, and its deliveries with "send again". */
function OneWebhook({ id }: { id: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: [...WEBHOOKS, id], queryFn: () => getWebhook(id), staleTime: 0 });
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [busy, setBusy] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: WEBHOOKS });

  if (query.isPending) return <Loader aria-label={t('common.loading')} />;
  if (query.isError) return isApiError(query.error) && query.error.status === 404 ? <NotFound what={t('webhooks.notFound')} /> : <ProblemAlert error={query.error} />;
  const webhook = query.data;

  const stale = () => {
    notify('orange', t('webhooks.changedMeanwhile'), 8000);
    refresh();
  };
  const setActive = async (active: boolean) => {
    setBusy(true);
    try {
      queryClient.setQueryData([...WEBHOOKS, id], await changeWebhook(id, { active }, webhook.version));
      notify('green', active ? t('webhooks.startedNotice') : t('webhooks.stoppedNotice'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 412) stale();
      else notify('red', problemMessage(error, t));
    } finally {
      setBusy(false);
      refresh();
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await deleteWebhook(id, webhook.version);
      notify('green', t('webhooks.removed'));
      refresh();
      await navigate({ to: '/webhooks' });
    } catch (error) {
      setRemoving(false);
      if (error instanceof ApiError && error.status === 412) stale();
      else notify('red', problemMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md" pb="xl">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4} maw={760}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {t('webhooks.webhookTitle', { url: webhook.url })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('webhooks.since', { when: format.dateTime(webhook.createdAt) })}
          </Text>
        </Stack>
        <Button variant="default" onClick={() => void navigate({ to: '/webhooks' })}>
          {t('webhooks.back')}
        </Button>
      </Group>
      <Paper withBorder p="md">
        <Group align="flex-start" gap="xl" wrap="wrap">
          <Summary label={t('webhooks.events')}>
            <EventBadges events={webhook.events} />
          </Summary>
          <Summary label={t('webhooks.state')}>
            <WebhookState webhook={webhook} />
          </Summary>
          <Summary label={t('webhooks.lastDelivery')}>
            <LastAttempt text={webhook.lastAttempt} />
          </Summary>
          <Group gap="xs" ml="auto">
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('webhooks.edit')}
            </Button>
            <Button variant="default" loading={busy} onClick={() => void setActive(!webhook.active)}>
              {webhook.active ? t('webhooks.stop') : t('webhooks.start')}
            </Button>
            <Button variant="subtle" color="red" onClick={() => setRemoving(true)}>
              {t('webhooks.remove')}
            </Button>
          </Group>
        </Group>
      </Paper>
      <Deliveries webhook={webhook} />
      <WebhookDialog
        opened={editing}
        webhook={webhook}
        onClose={() => setEditing(false)}
        onSaved={(saved) => {
          setEditing(false);
          queryClient.setQueryData([...WEBHOOKS, id], saved);
          notify('green', t('webhooks.saved'));
          refresh();
        }}
        onStale={() => {
          setEditing(false);
          stale();
        }}
      />
      <ConfirmDialog
        opened={removing}
        title={t('webhooks.removeTitle')}
        text={t('webhooks.removeText', { url: webhook.url })}
        confirm={t('webhooks.removeConfirm')}
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(false)}
      />
    </Stack>
  );
}

function Summary({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4} maw={320}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** The webhook's deliveries, newest first, a page at a time (the cursor in the address); pending ones refresh by themselves. */
function Deliveries({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const search = useSearch({ from: '/app/administration/webhooks/$webhookId' });
  const navigate = useNavigate({ from: '/webhooks/$webhookId' });
  const pages = useCursorPages(search.cursor, (cursor) => void navigate({ search: cursor ? { cursor } : {} }));
  const key = [...WEBHOOKS, webhook.id, 'deliveries', search.cursor ?? null] as const;
  const query = useQuery({
    queryKey: key,
    queryFn: () => listDeliveries(webhook.id, search.cursor, LIMIT),
    placeholderData: keepPreviousData,
    // While something is on its way, look again every few seconds.
    refetchInterval: (current) => (current.state.data?.items.some((delivery) => delivery.status === 'pending') ? 3000 : 30_000),
  });
  const [sending, setSending] = useState<number | null>(null);
  const page = query.data;

  const again = async (delivery: WebhookDelivery) => {
    setSending(delivery.id);
    try {
      await redeliver(webhook.id, delivery.id);
      notify('green', t('webhooks.redelivered', { sequence: delivery.sequence }));
    } catch (error) {
      notify('red', problemMessage(error, t));
    } finally {
      setSending(null);
      void queryClient.invalidateQueries({ queryKey: [...WEBHOOKS, webhook.id] });
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="webhook-deliveries">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} size="h3" id="webhook-deliveries">
            {t('webhooks.deliveries')}
          </Title>
          <Text size="sm" c="dimmed" maw={760}>
            {t('webhooks.deliveriesIntro')}
          </Text>
        </Stack>
        <Button variant="default" size="xs" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('webhooks.refresh')}
        </Button>
      </Group>
      {query.isError ? <ProblemAlert error={query.error} /> : null}
      <Table.ScrollContainer minWidth={900}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('webhooks.createdAt')}</Table.Th>
              <Table.Th>{t('webhooks.event')}</Table.Th>
              <Table.Th>{t('webhooks.status')}</Table.Th>
              <Table.Th ta="right">{t('webhooks.attempts')}</Table.Th>
              <Table.Th>{t('webhooks.response')}</Table.Th>
              <Table.Th>{t('webhooks.error')}</Table.Th>
              <Table.Th>{t('webhooks.when')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('webhooks.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.map((delivery) => (
              <Table.Tr key={delivery.id} data-testid="delivery-row" data-delivery-id={delivery.id} data-status={delivery.status}>
                <Table.Td style={{ whiteSpace: 'nowrap' }} title={format.dateTime(delivery.createdAt)}>
                  {format.relative(delivery.createdAt)}
                </Table.Td>
                <Table.Td title={delivery.messageId}>
                  <DeliveredEvent delivery={delivery} />
                </Table.Td>
                <Table.Td>
                  <DotLabel color={STATUS_COLORS[delivery.status] ?? 'gray'}>{t(`webhooks.statuses.${delivery.status}`, { defaultValue: delivery.status })}</DotLabel>
                </Table.Td>
                <Table.Td ta="right">{delivery.attempts}</Table.Td>
                <Table.Td>{delivery.lastResponseCode === null ? '—' : `HTTP ${delivery.lastResponseCode}`}</Table.Td>
                <Table.Td maw={280}>
                  <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                    {delivery.lastError ?? ''}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {delivery.deliveredAt ? format.dateTime(delivery.deliveredAt) : delivery.nextAttemptAt ? t('webhooks.nextAttempt', { when: format.relative(delivery.nextAttemptAt) }) : '—'}
                </Table.Td>
                <Table.Td ta="right">
                  <Button size="xs" variant="light" loading={sending === delivery.id} disabled={sending !== null} aria-label={t('webhooks.redeliverLabel', { sequence: delivery.sequence })} onClick={() => void again(delivery)}>
                    {t('webhooks.redeliver')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {page && page.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('webhooks.noDeliveries')}
        </Text>
      ) : null}
      <CursorPager index={pages.index} limit={LIMIT} total={page?.total} hasNext={Boolean(page?.nextCursor)} onPrevious={pages.previous} onNext={() => pages.next(page?.nextCursor)} />
    </Stack>
  );
}

/** What a delivery carried: the listing or project (a link while it exists), what happened to it and what changed, and its change number. */
function DeliveredEvent({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation();
  const { event } = delivery;
  const sequence = t('webhooks.sequence', { sequence: delivery.sequence });
  if (!event) {
    return (
      <Stack gap={0}>
        <Text size="sm">{t('webhooks.unknownEvent')}</Text>
        <Text size="xs" c="dimmed">
          {sequence}
        </Text>
      </Stack>
    );
  }
  const resource = event.resource.toLowerCase();
  const record = t(`webhooks.deliveredRecord.${resource}`, { key: event.key, defaultValue: `${event.resource} #${event.key}` });
  const kind = t(`webhooks.kinds.${event.kind.toLowerCase()}`, { defaultValue: event.kind });
  const live = event.kind !== 'Deleted';
  const link =
    live && resource === 'property' ? (
      <AnchorLink to="/listings/$listingId" params={{ listingId: String(event.key) }} size="sm" aria-label={t('webhooks.openRecord', { record })}>
        {record}
      </AnchorLink>
    ) : live && resource === 'project' ? (
      <AnchorLink to="/projects/$projectId" params={{ projectId: String(event.key) }} size="sm" aria-label={t('webhooks.openRecord', { record })}>
        {record}
      </AnchorLink>
    ) : (
      <Text span size="sm">
        {record}
      </Text>
    );
  const reasons = event.reasons.map((reason) => t(`webhooks.reasons.${reason}`, { defaultValue: reason })).join(', ');
  return (
    <Stack gap={0} data-testid="delivered-event" data-event-type={event.type} data-event-key={event.key}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {link} {kind}
      </Text>
      <Text size="xs" c="dimmed">
        {[reasons, sequence].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
}
