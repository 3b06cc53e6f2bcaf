import { Button, Group, Modal, Radio, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Conflict, Json } from './model';

export interface ConflictDialogProps {
  readonly opened: boolean;
  /** Fields both changed: the agent picks, per field, their value or the other person's. */
  readonly conflicts: readonly Conflict[];
  /** Fields only the other person changed (already taken into the form). */
  readonly takenFromThem: readonly string[];
  readonly label: (path: string) => string;
  readonly show: (path: string, value: Json | undefined) => string;
  /** The choices made: path → 'mine' | 'theirs'. */
  onResolve(choices: Record<string, 'mine' | 'theirs'>): void;
  /** Drop every change of the agent's and show the listing as saved now. */
  onReload(): void;
}

/**
 * Someone else saved this listing while the agent was editing it (the API answered 412). Nothing
 * is lost: what the other person changed is shown, the agent's own changes are kept, and where
 * both changed a field the agent chooses; then they save again.
 */
export function ConflictDialog(props: ConflictDialogProps) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<Record<string, 'mine' | 'theirs'>>({});
  const all = Object.fromEntries(props.conflicts.map((c) => [c.path, choices[c.path] ?? 'mine']));
  return (
    <Modal opened={props.opened} onClose={() => props.onResolve(all)} title={t('editor.conflictTitle')} size="xl" centered>
      <Stack gap="sm">
        <Text size="sm">{t('editor.conflictText')}</Text>
        {props.takenFromThem.length > 0 ? (
          <Text size="sm">
            {t('editor.conflictTaken')} <strong>{props.takenFromThem.map(props.label).join(', ')}</strong>
          </Text>
        ) : null}
        {props.conflicts.length > 0 ? (
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('editor.conflictField')}</Table.Th>
                <Table.Th>{t('editor.conflictTheirs')}</Table.Th>
                <Table.Th>{t('editor.conflictMine')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.conflicts.map((conflict) => (
                <Table.Tr key={conflict.path}>
                  <Table.Td fw={500}>{props.label(conflict.path)}</Table.Td>
                  <Table.Td>
                    <Radio
                      name={`conflict-${conflict.path}`}
                      label={props.show(conflict.path, conflict.theirs)}
                      aria-label={`${props.label(conflict.path)}: ${t('editor.conflictTheirs')}`}
                      checked={all[conflict.path] === 'theirs'}
                      onChange={() => setChoices({ ...choices, [conflict.path]: 'theirs' })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Radio
                      name={`conflict-${conflict.path}`}
                      label={props.show(conflict.path, conflict.mine)}
                      aria-label={`${props.label(conflict.path)}: ${t('editor.conflictMine')}`}
                      checked={all[conflict.path] === 'mine'}
                      onChange={() => setChoices({ ...choices, [conflict.path]: 'mine' })}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm">{t('editor.conflictNoOverlap')}</Text>
        )}
        <Group justify="space-between">
          <Button variant="subtle" color="red" onClick={props.onReload}>
            {t('editor.conflictReload')}
          </Button>
          <Button onClick={() => props.onResolve(all)}>{t('editor.conflictMerge')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
