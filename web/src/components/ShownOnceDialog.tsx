import './administration-tools-texts';
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ShownOnceDialogProps {
  readonly title: string;
  /** What the secret is and why it is shown once only. */
  readonly warning: string;
  /** The accessible name of the secret's box ("The new key"). */
  readonly label: string;
  /** The secret; null closes the dialog (and forgets it). */
  readonly secret: string | null;
  onClose(): void;
}

/**
 * A secret the API answers once (an API key, a webhook's signing secret): shown in a dialog with a
 * copy button and a clear warning. Closing it drops the secret; nothing keeps it.
 */
export function ShownOnceDialog({ title, warning, label, secret, onClose }: ShownOnceDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={secret !== null} onClose={onClose} title={title} size="lg" centered closeOnClickOutside={false}>
      {secret !== null ? (
        <Stack gap="md">
          <Alert color="orange" title={t('administrationTools.shownOnce.warningTitle')} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
            {warning}
          </Alert>
          <Text size="sm" fw={500} id="shown-once-label">
            {label}
          </Text>
          <Code block aria-labelledby="shown-once-label" data-testid="shown-once-secret" style={{ fontSize: 'var(--mantine-font-size-md)', wordBreak: 'break-all', userSelect: 'all' }}>
            {secret}
          </Code>
          <Group justify="space-between">
            <CopyButton value={secret}>
              {({ copied, copy }) => (
                <Button variant={copied ? 'light' : 'filled'} color={copied ? 'green' : 'blue'} onClick={copy}>
                  {copied ? t('administrationTools.shownOnce.copied') : t('administrationTools.shownOnce.copy')}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={onClose}>
              {t('administrationTools.shownOnce.done')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
