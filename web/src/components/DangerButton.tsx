import { Button, type ButtonProps, createPolymorphicComponent } from '@mantine/core';
import { forwardRef } from 'react';

/** A quiet button for what removes something (Delete, Remove): red, its text dark enough for AA contrast on a hover tint too. */
export const DangerButton = createPolymorphicComponent<'button', ButtonProps>(
  forwardRef<HTMLButtonElement, ButtonProps>((props, ref) => <Button ref={ref} variant="subtle" color="red" styles={{ label: { color: 'var(--mantine-color-red-9)' } }} {...props} />),
);
