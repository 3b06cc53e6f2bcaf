import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/problem';

/** What went wrong with a request, in the staff user's words (never a stack trace). */
export function problemMessage(error: unknown, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (!(error instanceof ApiError)) return t('problems.unexpected');
  switch (error.kind) {
    case 'network':
      return t('problems.network');
    case 'forbidden':
      return t('problems.forbidden');
    case 'not-found':
      return t('problems.notFound');
    case 'rate-limited':
      return t('problems.rateLimited', { seconds: error.retryAfter ?? 60 });
    case 'unauthenticated':
      return t('problems.unauthenticated');
    case 'validation':
      return error.problem?.detail ?? t('problems.validation');
    default:
      return error.problem?.detail ?? error.problem?.title ?? t('problems.unexpected');
  }
}

export function ProblemAlert({ error, title }: { error: unknown; title?: string }) {
  const { t } = useTranslation();
  const reference = error instanceof ApiError ? error.problem?.instance : undefined;
  return (
    <Alert color="red" title={title ?? t('problems.title')} role="alert">
      {problemMessage(error, t)}
      {reference ? ` (${t('problems.reference', { reference })})` : null}
    </Alert>
  );
}
