import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A light badge tinted in a colour, its text dark (AA contrast: the palettes' darkest green and orange are too light for text on a tint). */
export function ToneBadge({ color, children, ...props }: Omit<BadgeProps, 'color' | 'variant' | 'styles'> & { color: 'green' | 'orange' | 'gray' | 'blue' | 'red'; children: ReactNode }) {
  return (
    <Badge color={color} variant="light" styles={{ label: { color: 'var(--mantine-color-gray-9)' } }} {...props}>
      {children}
    </Badge>
  );
}
