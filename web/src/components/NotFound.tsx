import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** An address that names nothing: no such screen, or a record that does not exist in this agency. */
export function NotFound({ what }: { what?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" maw={480}>
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed" ta="center">
          {what ?? t('notFound.text')}
        </Text>
        <Button variant="light" onClick={() => void navigate({ to: '/' })}>
          {t('notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
