import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/problem';
import { useSession } from '../session/SessionProvider';
import { problemMessage } from './ProblemAlert';

/**
 * The session ended while a screen was open: sign in again here, over the screen, which stays as
 * it was (unsaved changes included); then save again.
 */
export function SessionExpiredDialog() {
  const { t } = useTranslation();
  const { expired, session, signIn, signOut } = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!session) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn(session.user.email, password);
      setPassword('');
    } catch (failure) {
      setError(isApiError(failure) && failure.status === 401 ? t('signIn.wrongCredentials') : problemMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={expired} onClose={() => undefined} withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false} title={t('session.expiredTitle')} centered>
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <Text size="sm">{t('session.expiredText')}</Text>
          <TextInput label={t('signIn.email')} value={session.user.email} readOnly />
          <PasswordInput label={t('signIn.password')} value={password} onChange={(event) => setPassword(event.currentTarget.value)} autoComplete="current-password" required data-autofocus />
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="space-between">
            <Button
              variant="subtle"
              color="gray"
              onClick={() => {
                void signOut().then(() => navigate({ to: '/sign-in', search: {} }));
              }}
            >
              {t('session.signOutInstead')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('signIn.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
