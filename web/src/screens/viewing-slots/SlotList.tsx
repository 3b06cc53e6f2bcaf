import { Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { ToneBadge } from '../../components/ToneBadge';
import { useTranslation } from 'react-i18next';
import { dayKey } from '../../components/dates';
import { useFormat } from '../../i18n/format';
import { type CalendarProps, useNow, useSlotDescription } from './WeekGrid';
import { sameDay } from './week';

/** The week as a list, day by day (a phone, a narrow window): only the days with slots. */
export function SlotList({ days, slots, subjectOf, onOpen }: CalendarProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const describe = useSlotDescription();
  const now = useNow();
  const dayName = new Intl.DateTimeFormat(format.locale, { weekday: 'long', day: 'numeric', month: 'long' });
  const busy = days.map((day) => ({ day, slots: slots.filter((slot) => sameDay(new Date(slot.startDate), day)) })).filter((entry) => entry.slots.length > 0);
  if (busy.length === 0) return null;
  return (
    <Stack gap="md" data-testid="slot-list">
      {busy.map(({ day, slots: daySlots }) => (
        <section key={dayKey(day)} aria-labelledby={`list-day-${dayKey(day)}`}>
          <Title order={2} size="h5" id={`list-day-${dayKey(day)}`} mb={6} c={sameDay(day, now) ? 'blue.9' : undefined}>
            {dayName.format(day)}
            {sameDay(day, now) ? ` · ${t('slots.today')}` : ''}
          </Title>
          <Stack gap={6}>
            {daySlots.map((slot) => {
              const subject = subjectOf(slot);
              const past = new Date(slot.endDate) < now;
              return (
                <Paper key={slot.id} withBorder p={0} style={{ borderLeft: `4px solid var(--mantine-color-${past ? 'gray-6' : slot.typeId === 1 ? 'grape-7' : 'blue-7'})` }}>
                  <UnstyledButton data-slot-id={slot.id} onClick={() => onOpen(slot)} aria-label={describe.full(slot, subject)} p="xs" w="100%">
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <div style={{ minWidth: 0 }}>
                        <Text size="sm" fw={700}>
                          {describe.times(slot)} · {t(`slots.types.${slot.typeId}`)}
                        </Text>
                        <Text size="sm" truncate>
                          {subject ? [subject.label, subject.address].filter(Boolean).join(' · ') : ''}
                        </Text>
                      </div>
                      <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                        <Text size="xs">{describe.places(slot)}</Text>
                        {slot.isFull ? (
                          <ToneBadge size="sm" color="orange">
                            {t('slots.full')}
                          </ToneBadge>
                        ) : null}
                      </Stack>
                    </Group>
                  </UnstyledButton>
                </Paper>
              );
            })}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
