import { Alert, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../api/client';
import { ApiError } from '../../api/problem';
import { AnchorLink } from '../../components/links';
import { problemMessage } from '../../components/ProblemAlert';

/** The page a reset mail links to: a new password, twice. */
export function PasswordResetScreen() {
  const { t } = useTranslation();
  const { token } = useSearch({ from: '/public/password-reset' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mismatch = confirm.length > 0 && confirm !== password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token || mismatch) return;
    setBusy(true);
    setError(null);
    try {
      await unwrap(api.POST('/api/v1/password-resets', { body: { token, password } }));
      setDone(true);
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fieldErrors() : {};
      setError(fields['/password'] ?? fields['/token'] ?? problemMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('reset.title')}
      </Title>
      {!token ? (
        <Alert color="red" role="alert">
          {t('reset.noToken')}
        </Alert>
      ) : done ? (
        <Alert color="green" role="status">
          {t('reset.done')}
        </Alert>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('reset.intro')}
            </Text>
            <PasswordInput label={t('reset.password')} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} required autoFocus />
            <PasswordInput
              label={t('reset.confirm')}
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.currentTarget.value)}
              error={mismatch ? t('reset.mismatch') : undefined}
              required
            />
            {error ? (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            ) : null}
            <Button type="submit" loading={busy} disabled={!password || mismatch || !confirm} fullWidth>
              {t('reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <AnchorLink to="/sign-in" size="sm" ta="center">
        {t('forgot.back')}
      </AnchorLink>
    </Stack>
  );
}
