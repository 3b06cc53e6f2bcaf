import './texts';
import { Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteWebhook, listWebhooks, type Webhook } from '../../api/administration';
import { ApiError } from '../../api/problem';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { AnchorLink } from '../../components/links';
import { notify } from '../../components/notify';
import { ProblemAlert, problemMessage } from '../../components/ProblemAlert';
import { ShownOnceDialog } from '../../components/ShownOnceDialog';
import { EventBadges, LastAttempt, WebhookDialog, WebhookState } from './WebhookParts';

export const WEBHOOKS = ['webhooks'] as const;

/** The agency's webhooks: where its changes are pushed, whether they arrive; made, changed and deleted here. */
export function WebhooksScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: WEBHOOKS, queryFn: listWebhooks, refetchInterval: 15_000 });
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Webhook | null>(null);
  const [busy, setBusy] = useState(false);
  const webhooks = query.data ?? [];
  const refresh = () => void queryClient.invalidateQueries({ queryKey: WEBHOOKS });

  const remove = async (webhook: Webhook) => {
    setBusy(true);
    try {
      await deleteWebhook(webhook.id, webhook.version);
      notify('green', t('webhooks.removed'));
      setRemoving(null);
    } catch (error) {
      notify(error instanceof ApiError && error.status === 412 ? 'orange' : 'red', error instanceof ApiError && error.status === 412 ? t('webhooks.changedMeanwhile') : problemMessage(error, t));
      setRemoving(null);
    } finally {
      setBusy(false);
      refresh();
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4} maw={760}>
          <Title order={1} size="h2">
            {t('webhooks.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('webhooks.intro')}
          </Text>
        </Stack>
        <Button onClick={() => setEditing('new')}>{t('webhooks.new')}</Button>
      </Group>
      {query.isError ? <ProblemAlert error={query.error} /> : null}
      <Table.ScrollContainer minWidth={900}>
        <Table striped verticalSpacing="sm" aria-busy={query.isFetching}>
          <Table.Caption>{query.data ? t('webhooks.count', { count: webhooks.length }) : t('common.loading')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('webhooks.url')}</Table.Th>
              <Table.Th>{t('webhooks.events')}</Table.Th>
              <Table.Th>{t('webhooks.state')}</Table.Th>
              <Table.Th>{t('webhooks.lastDelivery')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('webhooks.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {webhooks.map((webhook) => (
              <Table.Tr key={webhook.id} data-testid="webhook-row" data-webhook-id={webhook.id}>
                <Table.Td maw={340}>
                  <AnchorLink to="/webhooks/$webhookId" params={{ webhookId: String(webhook.id) }} size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {webhook.url}
                  </AnchorLink>
                </Table.Td>
                <Table.Td maw={260}>
                  <EventBadges events={webhook.events} />
                </Table.Td>
                <Table.Td maw={220}>
                  <WebhookState webhook={webhook} />
                </Table.Td>
                <Table.Td maw={260}>
                  <LastAttempt text={webhook.lastAttempt} />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Button size="xs" variant="light" aria-label={t('webhooks.openLabel', { url: webhook.url })} onClick={() => void navigate({ to: '/webhooks/$webhookId', params: { webhookId: String(webhook.id) } })}>
                      {t('webhooks.open')}
                    </Button>
                    <Button size="xs" variant="subtle" aria-label={t('webhooks.editLabel', { url: webhook.url })} onClick={() => setEditing(webhook)}>
                      {t('webhooks.edit')}
                    </Button>
                    <Button size="xs" variant="subtle" color="red" aria-label={t('webhooks.removeLabel', { url: webhook.url })} onClick={() => setRemoving(webhook)}>
                      {t('webhooks.remove')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {query.data && webhooks.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('webhooks.empty')}
        </Text>
      ) : null}

      <WebhookDialog
        opened={editing !== null}
        webhook={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          if ('secret' in saved && typeof saved.secret === 'string') setSecret(saved.secret);
          else notify('green', t('webhooks.saved'));
          refresh();
        }}
        onStale={() => {
          setEditing(null);
          notify('orange', t('webhooks.changedMeanwhile'), 8000);
          refresh();
        }}
      />
      <ShownOnceDialog title={t('webhooks.createdTitle')} warning={t('webhooks.createdWarning')} label={t('webhooks.secretLabel')} secret={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        opened={removing !== null}
        title={t('webhooks.removeTitle')}
        text={t('webhooks.removeText', { url: removing?.url ?? '' })}
        confirm={t('webhooks.removeConfirm')}
        busy={busy}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
