import { Anchor, Box, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch';

/** The signed-out screens: one card in the middle, the language switch above it. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Box bg="gray.0" mih="100vh">
      <Center mih="100vh" p="md">
        <Stack w="100%" maw={420} gap="md">
          <Group justify="space-between">
            <Text fw={700} size="lg" component="p">
              {t('app.name')}
            </Text>
            <LanguageSwitch />
          </Group>
          <Paper component="main" withBorder shadow="sm" p="xl" radius="md">
            <Outlet />
          </Paper>
          <Text size="xs" c="dimmed" ta="center">
            <Anchor href="/" size="xs">
              {t('app.serviceHome')}
            </Anchor>
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
