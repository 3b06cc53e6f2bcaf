import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../api/client';
import { AnchorLink } from '../../components/links';
import { problemMessage } from '../../components/ProblemAlert';

/** Asks for a reset link by mail; the answer is the same whether or not the address has a login. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await unwrap(api.POST('/api/v1/password-reset-requests', { body: { email: email.trim() } }));
      setSentTo(email.trim());
    } catch (failure) {
      setError(problemMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('forgot.title')}
      </Title>
      {sentTo ? (
        <Alert color="green" role="status">
          {t('forgot.sent', { email: sentTo })}
        </Alert>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('forgot.intro')}
            </Text>
            <TextInput label={t('signIn.email')} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.currentTarget.value)} required autoFocus />
            {error ? (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            ) : null}
            <Button type="submit" loading={busy} disabled={!/^\S+@\S+\.\S+$/.test(email.trim())} fullWidth>
              {t('forgot.submit')}
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
