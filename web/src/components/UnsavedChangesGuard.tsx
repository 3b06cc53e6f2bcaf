import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Leaving an editor with unsaved changes (a link, Back, closing the tab) asks first; `text` says what would be lost (a listing's changes by default). */
export function UnsavedChangesGuard({ dirty, text }: { dirty: boolean; text?: string }) {
  const { t } = useTranslation();
  const blocker = useBlocker({ shouldBlockFn: () => dirty, enableBeforeUnload: () => dirty, withResolver: true });
  return (
    <Modal opened={blocker.status === 'blocked'} onClose={() => blocker.reset?.()} title={t('editor.leaveTitle')} centered>
      <Text size="sm">{text ?? t('editor.leaveText')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t('editor.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('editor.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
