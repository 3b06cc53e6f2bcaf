import { notifications } from '@mantine/notifications';
import { i18next } from '../i18n';

/** A short notice in the corner (green: done, red: failed, orange: look again), its close button named in the interface language. */
export function notify(color: 'green' | 'red' | 'orange' | 'blue', message: string, autoClose?: number): void {
  notifications.show({ color, message, ...(autoClose ? { autoClose } : {}), closeButtonProps: { 'aria-label': i18next.t('common.close') } });
}
