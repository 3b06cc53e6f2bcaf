import { Alert, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Navigate, useNavigate, useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/problem';
import { AnchorLink } from '../../components/links';
import { problemMessage } from '../../components/ProblemAlert';
import { useSession } from '../../session/SessionProvider';

/** Only an address of the back-office itself is a place to go back to after signing in. */
function safeRedirect(target: string | undefined): string {
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/sign-in') ? target : '/';
}

export function SignInScreen() {
  const { t } = useTranslation();
  const { status, signIn } = useSession();
  const search = useSearch({ from: '/public/sign-in' });
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (status === 'signed-in' && !busy) return <Navigate to={safeRedirect(search.redirect)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await signIn(email.trim(), password);
      await navigate({ to: safeRedirect(search.redirect), replace: true });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) setError(t('signIn.wrongCredentials'));
      else if (failure instanceof ApiError && failure.status === 429) setError(t('signIn.throttled', { seconds: failure.retryAfter ?? 60 }));
      else setError(problemMessage(failure, t));
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Title order={1} size="h3">
          {t('signIn.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('signIn.intro')}
        </Text>
        <TextInput label={t('signIn.email')} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.currentTarget.value)} required autoFocus />
        <PasswordInput label={t('signIn.password')} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} required />
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Button type="submit" loading={busy} disabled={!email.trim() || !password} fullWidth>
          {t('signIn.submit')}
        </Button>
        <AnchorLink to="/forgot-password" size="sm" ta="center">
          {t('signIn.forgot')}
        </AnchorLink>
      </Stack>
    </form>
  );
}
