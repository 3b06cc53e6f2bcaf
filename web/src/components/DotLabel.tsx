import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A state in dark text (AA contrast) after a dot in the colour an agent scans for, like a listing's StatusBadge. */
export function DotLabel({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Text span size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
      <span aria-hidden="true" style={{ color: `var(--mantine-color-${color}-7)` }}>
        ●{' '}
      </span>
      {children}
    </Text>
  );
}
