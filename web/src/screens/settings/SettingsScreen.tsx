import './texts';
import { Alert, Button, Group, Loader, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeSettings, getSettings, type Settings, type SettingsChange } from '../../api/administration';
import { ApiError } from '../../api/problem';
import { useLanguageNames } from '../../components/language-names';
import { notify } from '../../components/notify';
import { ProblemAlert } from '../../components/ProblemAlert';
import { SESSION_QUERY, useSession } from '../../session/SessionProvider';

const SETTINGS = ['settings'] as const;

/** The agency's own settings: name, contact address, phone and the default language of every interface. */
export function SettingsScreen() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: SETTINGS, queryFn: getSettings, staleTime: 0 });
  return (
    <Stack gap="md" maw={720}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('agencySettings.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('agencySettings.intro')}
        </Text>
      </Stack>
      {query.isPending ? <Loader aria-label={t('common.loading')} /> : query.isError ? <ProblemAlert error={query.error} /> : <SettingsForm settings={query.data} />}
    </Stack>
  );
}

function SettingsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { can } = useSession();
  const languages = useLanguageNames();
  const readOnly = !can('admin');
  const [form, setForm] = useState(settings);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => setForm(settings), [settings]);

  // Only what changed is sent (JSON Merge Patch); an emptied address or phone is cleared.
  const change: SettingsChange = {
    ...(form.name !== settings.name ? { name: form.name } : {}),
    ...(form.email !== settings.email ? { email: form.email?.trim() ? form.email : null } : {}),
    ...(form.phone !== settings.phone ? { phone: form.phone?.trim() ? form.phone : null } : {}),
    ...(form.defaultLanguage !== settings.defaultLanguage ? { defaultLanguage: form.defaultLanguage } : {}),
  };
  const dirty = Object.keys(change).length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty) return;
    setSaving(true);
    setErrors({});
    setFailure(null);
    try {
      const saved = await changeSettings(change);
      queryClient.setQueryData(SETTINGS, saved);
      // The agency's name is in the header.
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY });
      notify('green', t('agencySettings.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'validation') setErrors(error.fieldErrors());
      else setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p="md" component="form" onSubmit={(event: FormEvent) => void submit(event)}>
      <Stack gap="md">
        {readOnly ? <Alert color="gray">{t('agencySettings.readOnly')}</Alert> : null}
        {failure ? <ProblemAlert error={failure} /> : null}
        <TextInput label={t('agencySettings.name')} required maxLength={200} readOnly={readOnly} value={form.name} onChange={(e) => setForm({ ...form, name: e.currentTarget.value })} error={errors['/name']} />
        <TextInput
          label={t('agencySettings.email')}
          description={t('agencySettings.emailHint')}
          type="email"
          maxLength={200}
          readOnly={readOnly}
          value={form.email ?? ''}
          onChange={(e) => setForm({ ...form, email: e.currentTarget.value })}
          error={errors['/email']}
        />
        <TextInput label={t('agencySettings.phone')} type="tel" maxLength={50} readOnly={readOnly} value={form.phone ?? ''} onChange={(e) => setForm({ ...form, phone: e.currentTarget.value })} error={errors['/phone']} />
        <Select
          label={t('agencySettings.defaultLanguage')}
          description={t('agencySettings.defaultLanguageHint')}
          data={languages.options}
          value={String(form.defaultLanguage)}
          onChange={(value) => value && setForm({ ...form, defaultLanguage: Number(value) as Settings['defaultLanguage'] })}
          allowDeselect={false}
          readOnly={readOnly}
          error={errors['/defaultLanguage']}
        />
        {readOnly ? null : (
          <Group justify="flex-end" gap="sm">
            {dirty ? null : (
              <Text size="sm" c="dimmed">
                {t('agencySettings.unchanged')}
              </Text>
            )}
            <Button type="submit" loading={saving} disabled={!dirty}>
              {t('agencySettings.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
