import { Button, Group, Notification, Portal } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/SessionProvider';

/** How long before the idle expiry the staff user is warned. */
const WARNING_MS = 2 * 60_000;

/** "You will be signed out soon": one click keeps the session. */
export function IdleWarning() {
  const { t } = useTranslation();
  const { idleExpiresAt, expired, keepAlive } = useSession();
  const [warn, setWarn] = useState(false);

  useEffect(() => {
    setWarn(false);
    if (idleExpiresAt === null || expired) return;
    const timer = window.setTimeout(() => setWarn(true), Math.max(0, idleExpiresAt - WARNING_MS - Date.now()));
    return () => window.clearTimeout(timer);
  }, [idleExpiresAt, expired]);

  if (!warn || expired) return null;
  return (
    <Portal>
      <Notification
        role="status"
        title={t('session.idleTitle')}
        withCloseButton={false}
        style={{ position: 'fixed', bottom: 16, right: 16, zIndex: 300, maxWidth: 360 }}
      >
        {t('session.idleText')}
        <Group mt="xs">
          <Button size="xs" onClick={() => void keepAlive()}>
            {t('session.stay')}
          </Button>
        </Group>
      </Notification>
    </Portal>
  );
}
