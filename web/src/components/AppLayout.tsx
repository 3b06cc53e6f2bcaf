import { AppShell, Avatar, Burger, Center, Group, Loader, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Navigate, Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/SessionProvider';
import { AdministrationNav } from './AdministrationNav';
import { IdleWarning } from './IdleWarning';
import { LanguageSwitch } from './LanguageSwitch';
import { NavLinkLink } from './links';
import { NAVIGATION } from './navigation';
import { SessionExpiredDialog } from './SessionExpiredDialog';

/** The signed-in frame: header (agency, language, user), side bar, the screen; sends a visitor without a session to sign in. */
export function AppLayout() {
  const { t } = useTranslation();
  const { status, session, signOut, can } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure();

  if (status === 'loading') {
    return (
      <Center mih="100vh">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  // Signed out here (the guard of the route let the visitor in with a session): to sign in.
  if (!session) return <Navigate to="/sign-in" search={{}} replace />;

  const fullName = [session.user.firstName, session.user.name].filter(Boolean).join(' ');

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <a href="#main" className="skip-link">
        {t('shell.skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('shell.menu')} />
            <Text fw={700} component={Link} to="/">
              {t('app.name')}
            </Text>
            <Text c="dimmed" visibleFrom="sm" truncate>
              {session.agency.name}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitch />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <UnstyledButton aria-label={t('shell.account', { name: fullName })}>
                  <Group gap={6} wrap="nowrap">
                    <Avatar size="sm" color="blue" radius="xl" name={fullName} />
                    <Text size="sm" visibleFrom="md">
                      {fullName}
                    </Text>
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>
                  {session.user.email} · {t(`roles.${session.user.role}`)}
                </Menu.Label>
                <Menu.Item
                  onClick={() => {
                    void signOut().then(() => navigate({ to: '/sign-in', search: {} }));
                  }}
                >
                  {t('shell.signOut')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label={t('shell.navigation')}>
        {NAVIGATION.filter((item) => can(item.role)).map((item) => (
          <NavLinkLink
            key={item.to}
            to={item.to}
            label={t(item.label)}
            onClick={close}
            active={item.fuzzy ? location.pathname.startsWith(`/admin${item.to}`) : location.pathname === `/admin${item.to}` || location.pathname === '/admin'}
          />
        ))}
        <AdministrationNav onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
      <IdleWarning />
      <SessionExpiredDialog />
    </AppShell>
  );
}
