import './texts';
import { Badge, Button, Group, Modal, MultiSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeWebhook, createWebhook, idempotencyKey, type CreatedWebhook, type Webhook, type WebhookChange } from '../../api/administration';
import { ApiError } from '../../api/problem';
import { ProblemAlert } from '../../components/ProblemAlert';

/** The event types a webhook can ask for (the API's `<resource>.<kind>`, with `*` for any). */
const RESOURCES = ['property', 'project'] as const;
const KINDS = ['*', 'created', 'changed', 'published', 'withdrawn', 'deleted'] as const;

export function useEventLabel(): (pattern: string) => string {
  const { t, i18n } = useTranslation();
  return (pattern) => {
    const [resource = '', kind = ''] = pattern.split('.');
    const resourceKey = `webhooks.resources.${resource}`;
    const kindKey = `webhooks.kinds.${kind}`;
    return i18n.exists(resourceKey) && i18n.exists(kindKey) ? t('webhooks.eventLabel', { resource: t(resourceKey), kind: t(kindKey) }) : pattern;
  };
}

/** The events a webhook receives, as badges ("Every event" when it names none). */
export function EventBadges({ events }: { events: readonly string[] | null }) {
  const { t } = useTranslation();
  const label = useEventLabel();
  if (!events || events.length === 0) return <Text size="sm">{t('webhooks.allEvents')}</Text>;
  return (
    <Group gap={4}>
      {events.map((pattern) => (
        <Badge key={pattern} variant="light" color="gray" tt="none" styles={{ label: { color: 'var(--mantine-color-gray-9)' } }}>
          {label(pattern)}
        </Badge>
      ))}
    </Group>
  );
}

/** Whether the webhook delivers, and why not when it stopped. */
export function WebhookState({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
        <span aria-hidden="true" style={{ color: `var(--mantine-color-${webhook.active ? 'green' : 'red'}-7)` }}>
          ●{' '}
        </span>
        {webhook.active ? t('webhooks.running') : t('webhooks.stopped')}
      </Text>
      {!webhook.active && webhook.disabledReason ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {webhook.disabledReason}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * How the latest attempt went, in the staff user's words: the API says `delivered (HTTP 204)`,
 * `HTTP 500`, or why no answer came (a refused internal address, DNS, a timeout), which is shown
 * under it as the service wrote it.
 */
export function LastAttempt({ text }: { text: string | null }) {
  const { t } = useTranslation();
  if (text === null) return <Text size="sm" c="dimmed">{t('webhooks.noDelivery')}</Text>;
  const delivered = /^delivered \(HTTP (\d+)\)$/.exec(text);
  const answered = /^HTTP (\d+)$/.exec(text);
  const refused = /refused/i.test(text);
  const [color, label] = delivered
    ? ['green', t('webhooks.delivered', { code: delivered[1] })]
    : answered
      ? ['red', t('webhooks.answered', { code: answered[1] })]
      : refused
        ? ['orange', t('webhooks.refused')]
        : ['red', t('webhooks.noAnswer')];
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500} data-testid="last-attempt">
        <span aria-hidden="true" style={{ color: `var(--mantine-color-${color}-7)` }}>
          ●{' '}
        </span>
        {label}
      </Text>
      {delivered || answered ? null : (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {text}
        </Text>
      )}
    </Stack>
  );
}

export interface WebhookDialogProps {
  readonly opened: boolean;
  /** The webhook to change; null makes a new one. */
  readonly webhook: Webhook | null;
  onClose(): void;
  onSaved(webhook: Webhook | CreatedWebhook): void;
  /** The webhook changed meanwhile (412): reload it. */
  onStale(): void;
}

/** Makes or changes a webhook: its address, the events it receives, whether it delivers. */
export function WebhookDialog(props: WebhookDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.webhook ? t('webhooks.editTitle') : t('webhooks.newTitle')} centered size="lg">
      {props.opened ? <WebhookForm {...props} /> : null}
    </Modal>
  );
}

function WebhookForm({ webhook, onClose, onSaved, onStale }: WebhookDialogProps) {
  const { t } = useTranslation();
  const label = useEventLabel();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [events, setEvents] = useState<string[]>(webhook?.events ?? []);
  const [active, setActive] = useState(webhook?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [requestKey] = useState(idempotencyKey);
  const options = [...RESOURCES.flatMap((resource) => KINDS.map((kind) => `${resource}.${kind}`)), '*.deleted'];
  // A pattern stored by another client (the CLI, the API) that the list does not offer still shows.
  const data = [...options, ...events.filter((pattern) => !options.includes(pattern))].map((pattern) => ({ value: pattern, label: label(pattern) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setFailure(null);
    try {
      if (webhook) {
        const change: WebhookChange = {
          ...(url.trim() !== webhook.url ? { url: url.trim() } : {}),
          ...(JSON.stringify(events) !== JSON.stringify(webhook.events ?? []) ? { events: events.length === 0 ? null : events } : {}),
          ...(active !== webhook.active ? { active } : {}),
        };
        onSaved(Object.keys(change).length === 0 ? webhook : await changeWebhook(webhook.id, change, webhook.version));
      } else {
        onSaved(await createWebhook({ url: url.trim(), ...(events.length > 0 ? { events } : {}), active }, requestKey));
      }
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'validation') setErrors(error.fieldErrors());
      else if (error instanceof ApiError && error.status === 412) onStale();
      else setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        {failure ? <ProblemAlert error={failure} /> : null}
        <TextInput label={t('webhooks.url')} description={t('webhooks.urlHint')} required type="url" maxLength={2000} value={url} onChange={(e) => setUrl(e.currentTarget.value)} error={errors['/url']} placeholder="https://" data-autofocus />
        <MultiSelect
          label={t('webhooks.events')}
          description={t('webhooks.eventsHint')}
          placeholder={events.length === 0 ? t('webhooks.eventsPlaceholder') : undefined}
          data={data}
          value={events}
          onChange={setEvents}
          searchable
          error={errors['/events']}
          maxDropdownHeight={300}
        />
        <Switch label={t('webhooks.active')} description={t('webhooks.activeHint')} checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving} disabled={url.trim() === ''}>
            {webhook ? t('webhooks.save') : t('webhooks.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
