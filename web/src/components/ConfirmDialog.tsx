import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  readonly opened: boolean;
  readonly title: string;
  readonly text: string;
  /** The button that does it, named for what it does ("Delete building"). */
  readonly confirm: string;
  readonly busy?: boolean;
  /** Red for what cannot be undone. */
  readonly danger?: boolean;
  /** Shown under the text: what the record is, or why it could not be done. */
  readonly children?: ReactNode;
  onConfirm(): void;
  onClose(): void;
}

/** "Are you sure?" before something that cannot be undone; Cancel has the focus. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Stack gap="md">
        <Text size="sm">{props.text}</Text>
        {props.children}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color={props.danger === false ? undefined : 'red.9'} loading={props.busy} onClick={props.onConfirm}>
            {props.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
