import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '../domain/codes';

/** A listing's status: its name in dark text (AA contrast) after a dot in the colour an agent scans for. */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const color = STATUS_COLORS[status] ?? 'gray';
  return (
    <Text span size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
      <span aria-hidden="true" style={{ color: `var(--mantine-color-${color}-7)` }}>
        ●{' '}
      </span>
      {t(`statuses.${status}`)}
    </Text>
  );
}
