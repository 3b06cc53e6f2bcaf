import './administration-texts';
import { Alert } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/SessionProvider';

/** The frame of the administration screens: an admin sees them, anyone else a short notice (and the API would refuse them anyway). */
export function AdministrationLayout() {
  const { t } = useTranslation();
  const { can } = useSession();
  if (!can('admin')) {
    return (
      <Alert color="orange" title={t('administration.adminsOnlyTitle')} role="alert" maw={640} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
        {t('administration.adminsOnly')}
      </Alert>
    );
  }
  return <Outlet />;
}
