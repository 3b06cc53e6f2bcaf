import { notifications } from '@mantine/notifications';

/** A short notice in the corner (green: done, red: failed, orange: look again); the theme names its close button in the interface language. */
export function notify(color: 'green' | 'red' | 'orange' | 'blue', message: string, autoClose?: number): void {
  notifications.show({ color, message, ...(autoClose ? { autoClose } : {}) });
}
