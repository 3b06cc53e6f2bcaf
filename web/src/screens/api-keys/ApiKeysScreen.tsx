import '../../components/administration-tools-texts';
import './texts';
import { Button, Group, Modal, Radio, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiKey, createApiKey, idempotencyKey, listApiKeys, revokeApiKey, type Role } from '../../api/administration';
import { ApiError } from '../../api/problem';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify } from '../../components/notify';
import { ProblemAlert, problemMessage } from '../../components/ProblemAlert';
import { ShownOnceDialog } from '../../components/ShownOnceDialog';
import { useFormat } from '../../i18n/format';
import { ROLES } from '../../session/roles';
import { DotLabel } from '../../components/DotLabel';

const KEYS = ['api-keys'] as const;

/** The agency's API keys: made here (the key shown once), listed with their use, revoked after a confirmation. */
export function ApiKeysScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: KEYS, queryFn: listApiKeys });
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<{ name: string; key: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [busy, setBusy] = useState(false);
  // Active keys first, newest first; the revoked ones after them.
  const keys = [...(query.data ?? [])].sort((a, b) => Number(a.revokedAt !== null) - Number(b.revokedAt !== null) || b.id - a.id);
  const active = keys.filter((key) => key.revokedAt === null).length;

  const revoke = async (key: ApiKey) => {
    setBusy(true);
    try {
      await revokeApiKey(key.id);
      notify('green', t('apiKeys.revoked', { name: key.name }));
      setRevoking(null);
    } catch (error) {
      notify('red', problemMessage(error, t));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: KEYS });
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4} maw={760}>
          <Title order={1} size="h2">
            {t('apiKeys.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('apiKeys.intro')}
          </Text>
        </Stack>
        <Button onClick={() => setCreating(true)}>{t('apiKeys.new')}</Button>
      </Group>
      {query.isError ? <ProblemAlert error={query.error} /> : null}
      <Table.ScrollContainer minWidth={820}>
        <Table striped verticalSpacing="xs" aria-busy={query.isFetching}>
          <Table.Caption>{query.data ? t('apiKeys.count', { count: keys.length, active }) : t('common.loading')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('apiKeys.name')}</Table.Th>
              <Table.Th>{t('apiKeys.role')}</Table.Th>
              <Table.Th>{t('apiKeys.keyStart')}</Table.Th>
              <Table.Th>{t('apiKeys.created')}</Table.Th>
              <Table.Th>{t('apiKeys.lastUsed')}</Table.Th>
              <Table.Th>{t('apiKeys.state')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('apiKeys.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {keys.map((key) => (
              <Table.Tr key={key.id} data-testid="api-key-row" data-key-id={key.id} c={key.revokedAt ? 'dimmed' : undefined}>
                <Table.Td fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {key.name}
                </Table.Td>
                <Table.Td>{t(`roles.${key.role}`)}</Table.Td>
                <Table.Td>
                  <Text span ff="monospace" size="sm">
                    {key.keyStart}…
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(key.createdAt)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }} title={key.lastUsedAt ? format.dateTime(key.lastUsedAt) : undefined}>
                  {key.lastUsedAt ? format.relative(key.lastUsedAt) : t('apiKeys.never')}
                </Table.Td>
                <Table.Td>
                  {key.revokedAt ? (
                    <Text size="sm">{t('apiKeys.revokedAt', { when: format.date(key.revokedAt) })}</Text>
                  ) : (
                    <DotLabel color="green">{t('apiKeys.active')}</DotLabel>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  {key.revokedAt ? null : (
                    <Button size="xs" variant="subtle" color="red" aria-label={t('apiKeys.revokeLabel', { name: key.name })} onClick={() => setRevoking(key)}>
                      {t('apiKeys.revoke')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {query.data && keys.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('apiKeys.empty')}
        </Text>
      ) : null}

      <NewKeyDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(name, key) => {
          setCreating(false);
          setShown({ name, key });
          void queryClient.invalidateQueries({ queryKey: KEYS });
        }}
      />
      <ShownOnceDialog title={t('apiKeys.createdTitle', { name: shown?.name ?? '' })} warning={t('apiKeys.createdWarning')} label={t('apiKeys.keyLabel')} secret={shown?.key ?? null} onClose={() => setShown(null)} />
      <ConfirmDialog
        opened={revoking !== null}
        title={t('apiKeys.revokeTitle', { name: revoking?.name ?? '' })}
        text={t('apiKeys.revokeText')}
        confirm={t('apiKeys.revokeConfirm')}
        busy={busy}
        onConfirm={() => revoking && void revoke(revoking)}
        onClose={() => setRevoking(null)}
      />
    </Stack>
  );
}

/** Name and role of a new key; the key itself comes back once, to the ShownOnceDialog. */
function NewKeyDialog({ opened, onClose, onCreated }: { opened: boolean; onClose(): void; onCreated(name: string, key: string): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('viewer');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  // One Idempotency-Key per dialog: a retry after a lost answer makes no second key.
  const [requestKey, setRequestKey] = useState(idempotencyKey);

  const reset = () => {
    setName('');
    setRole('viewer');
    setErrors({});
    setFailure(null);
    setRequestKey(idempotencyKey());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setFailure(null);
    try {
      const created = await createApiKey({ name: name.trim(), role }, requestKey);
      reset();
      onCreated(created.name, created.key);
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'validation') setErrors(error.fieldErrors());
      else setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('apiKeys.newTitle')} centered size="lg">
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          {failure ? <ProblemAlert error={failure} /> : null}
          <TextInput label={t('apiKeys.name')} description={t('apiKeys.nameHint')} required maxLength={100} value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors['/name']} data-autofocus />
          <Radio.Group label={t('apiKeys.role')} value={role} onChange={(value) => setRole(value as Role)} error={errors['/role']} required>
            <Stack gap="xs" mt={4}>
              {ROLES.map((option) => (
                <Radio key={option} value={option} label={t(`roles.${option}`)} description={t(`administrationTools.roleHelp.${option}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving} disabled={name.trim() === ''}>
              {t('apiKeys.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
