import './administration-texts';
import { Box, Text } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/SessionProvider';
import { NavLinkLink } from './links';
import { ADMINISTRATION } from './navigation';

/** The side bar's Administration group: shown to admins only (the API refuses the others anyway). */
export function AdministrationNav({ onNavigate }: { onNavigate(): void }) {
  const { t } = useTranslation();
  const { can } = useSession();
  const location = useLocation();
  const heading = useId();
  if (!can('admin')) return null;
  return (
    <Box role="group" aria-labelledby={heading} mt="md" data-testid="administration-nav">
      <Text id={heading} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pb={4}>
        {t('administration.title')}
      </Text>
      {ADMINISTRATION.map((item) => (
        <NavLinkLink key={item.to} to={item.to} label={t(item.label)} onClick={onNavigate} active={location.pathname === `/admin${item.to}` || location.pathname.startsWith(`/admin${item.to}/`)} />
      ))}
    </Box>
  );
}
