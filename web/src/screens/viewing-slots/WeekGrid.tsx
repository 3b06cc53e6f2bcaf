import { Box, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { type CSSProperties, type MouseEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewingSlot } from '../../api/viewing-slots';
import { dayKey } from '../../components/dates';
import { useFormat } from '../../i18n/format';
import type { SlotSubject } from './subjects';
import { hourRange, minuteOfDay, type Placed, placeInLanes, sameDay } from './week';

/** Pixels per hour of the grid: a half-hour viewing holds two lines (when, on what). */
const HOUR = 64;
/** The shortest a slot is drawn, so a 15-minute viewing stays readable. */
const MIN_HEIGHT = 22;
/** The height of a line of a slot's text. */
const LINE = 14;
/** More slots at once than this share one block, which lists them (side by side they would be unreadable). */
const MAX_LANES = 2;

export interface CalendarProps {
  readonly days: readonly Date[];
  readonly slots: readonly ViewingSlot[];
  subjectOf(slot: ViewingSlot): SlotSubject | null;
  onOpen(slot: ViewingSlot): void;
  /** With an editor: a click on a free moment starts a new slot there. */
  onCreateAt?(start: Date): void;
}

/** The slot's accessible name and title: when, what, on what, how full. */
export function useSlotDescription() {
  const { t } = useTranslation();
  const format = useFormat();
  const day = new Intl.DateTimeFormat(format.locale, { weekday: 'long', day: 'numeric', month: 'long' });
  const times = new Intl.DateTimeFormat(format.locale, { timeStyle: 'short' });
  const places = (slot: ViewingSlot) =>
    slot.capacity === 0 ? t('slots.registeredUnlimited', { count: slot.numberOfRegistrations }) : t('slots.placesTaken', { taken: slot.numberOfRegistrations, capacity: slot.capacity });
  return {
    day: (date: Date) => day.format(date),
    range: (start: Date, end: Date) => times.formatRange(start, end),
    times: (slot: ViewingSlot) => times.formatRange(new Date(slot.startDate), new Date(slot.endDate)),
    places,
    full: (slot: ViewingSlot, subject: SlotSubject | null) =>
      [
        `${day.format(new Date(slot.startDate))}, ${times.formatRange(new Date(slot.startDate), new Date(slot.endDate))}`,
        t(`slots.types.${slot.typeId}`),
        subject ? [subject.label, subject.address].filter(Boolean).join(', ') : null,
        places(slot),
        slot.isFull ? t('slots.full') : null,
      ]
        .filter(Boolean)
        .join(' · '),
  };
}

/** The colours of a slot: open houses and viewings apart, past ones grey; text always dark (AA contrast). */
function slotColours(slot: ViewingSlot, now: Date): { background: string; border: string } {
  if (new Date(slot.endDate) < now) return { background: 'var(--mantine-color-gray-1)', border: 'var(--mantine-color-gray-6)' };
  return slot.typeId === 1 ? { background: 'var(--mantine-color-grape-0)', border: 'var(--mantine-color-grape-7)' } : { background: 'var(--mantine-color-blue-0)', border: 'var(--mantine-color-blue-7)' };
}

/** The current moment, moved on every minute (the line of "now" and which slots are past). */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

interface DaySpan {
  readonly slot: ViewingSlot;
  readonly start: Date;
  readonly end: Date;
}

/** A block in a day column: where it sits, and its lines of text as many as its height holds. */
function blockStyle(top: number, height: number, lane: number, lanes: number, colours: { background: string; border: string }): CSSProperties {
  return {
    position: 'absolute',
    top: top + 1,
    height,
    left: `calc(${(lane / lanes) * 100}% + 2px)`,
    width: `calc(${100 / lanes}% - 4px)`,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'flex-start',
    background: colours.background,
    borderLeft: `4px solid ${colours.border}`,
    borderRadius: 4,
    padding: '1px 6px',
    overflow: 'hidden',
    zIndex: 1,
    boxShadow: '0 1px 2px rgba(0, 0, 0, 0.12)',
  };
}

function Lines({ height, lines }: { height: number; lines: readonly (ReactNode | null)[] }) {
  const room = Math.max(1, Math.floor((height - 2) / LINE));
  const shown = lines.filter((line) => line !== null).slice(0, room);
  return (
    <>
      {shown.map((line, index) => (
        <Text key={index} size="xs" fw={index === 0 ? 700 : 400} c="gray.9" lh={`${LINE}px`} truncate w="100%">
          {line}
        </Text>
      ))}
    </>
  );
}

/** A week as day columns and hour rows; each slot where and as long as it takes place, overlapping ones side by side. */
export function WeekGrid({ days, slots, subjectOf, onOpen, onCreateAt }: CalendarProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const describe = useSlotDescription();
  const now = useNow();
  const spans: DaySpan[] = slots.map((slot) => ({ slot, start: new Date(slot.startDate), end: new Date(slot.endDate) }));
  const { first, last } = hourRange(spans);
  const hours = Array.from({ length: last - first }, (_, index) => first + index);
  const height = (last - first) * HOUR;
  const dayName = new Intl.DateTimeFormat(format.locale, { weekday: 'short' });
  const dayDate = new Intl.DateTimeFormat(format.locale, { day: 'numeric', month: 'short' });
  const hourLabel = new Intl.DateTimeFormat(format.locale, { hour: '2-digit', minute: '2-digit' });
  const top = (date: Date) => ((minuteOfDay(date) - first * 60) / 60) * HOUR;
  /** Where a span ends in its day's column (one running past midnight stops at the day's end). */
  const endIn = (day: Date, span: DaySpan) => (sameDay(span.start, span.end) ? span.end : new Date(day.getFullYear(), day.getMonth(), day.getDate(), 23, 59));

  const createAt = (day: Date) => (event: MouseEvent<HTMLDivElement>) => {
    if (!onCreateAt || event.target !== event.currentTarget) return;
    const minutes = first * 60 + Math.floor(((event.nativeEvent.offsetY / HOUR) * 60) / 15) * 15;
    onCreateAt(new Date(day.getFullYear(), day.getMonth(), day.getDate(), Math.floor(minutes / 60), minutes % 60));
  };

  const slotBlock = (day: Date, { item, lane, lanes }: Placed<DaySpan>) => {
    const { slot } = item;
    const subject = subjectOf(slot);
    const description = describe.full(slot, subject);
    const blockHeight = Math.max(MIN_HEIGHT, top(endIn(day, item)) - top(item.start) - 2);
    const what = subject?.label ?? t(`slots.types.${slot.typeId}`);
    const when = lanes > 1 ? format.time(item.start) : describe.times(slot);
    const room = Math.floor((blockHeight - 2) / LINE);
    return (
      <UnstyledButton key={slot.id} data-slot-id={slot.id} onClick={() => onOpen(slot)} aria-label={description} title={description} style={blockStyle(top(item.start), blockHeight, lane, lanes, slotColours(slot, now))}>
        <Lines
          height={blockHeight}
          lines={[
            room === 1 ? `${when} ${what}` : when,
            room === 1 ? null : what,
            `${t(`slots.types.${slot.typeId}`)} · ${slot.capacity === 0 ? slot.numberOfRegistrations : `${slot.numberOfRegistrations}/${slot.capacity}`}${slot.isFull ? ` · ${t('slots.full')}` : ''}`,
          ]}
        />
      </UnstyledButton>
    );
  };

  /** Many slots at once (an agency's evening of viewings): one block naming how many, which lists them to open one. */
  const groupBlock = (day: Date, group: Placed<DaySpan>[]) => {
    const start = new Date(Math.min(...group.map((entry) => entry.item.start.getTime())));
    const end = new Date(Math.max(...group.map((entry) => endIn(day, entry.item).getTime())));
    const blockHeight = Math.max(MIN_HEIGHT, top(end) - top(start) - 2);
    const items = group.map((entry) => entry.item.slot);
    const label = t('slots.groupLabel', { count: items.length, day: describe.day(start), range: describe.range(start, end) });
    const past = end < now;
    return (
      <GroupBlock key={`group-${items[0]!.id}`} label={label} style={blockStyle(top(start), blockHeight, 0, 1, past ? slotColours(items[0]!, now) : { background: 'var(--mantine-color-indigo-0)', border: 'var(--mantine-color-indigo-7)' })}>
        {{
          lines: <Lines height={blockHeight} lines={[`${t('slots.groupCount', { count: items.length })} · ${format.time(start)}`, items.map((slot) => subjectOf(slot)?.label ?? '').filter(Boolean).join(', ')]} />,
          list: items.map((slot) => {
            const subject = subjectOf(slot);
            return (
              <UnstyledButton key={slot.id} data-slot-id={slot.id} onClick={() => onOpen(slot)} aria-label={describe.full(slot, subject)} px="xs" py={4} style={{ borderLeft: `4px solid ${slotColours(slot, now).border}`, borderRadius: 4 }}>
                <Text size="sm" fw={600}>
                  {describe.times(slot)} · {t(`slots.types.${slot.typeId}`)}
                </Text>
                <Text size="sm">{subject ? [subject.label, subject.address].filter(Boolean).join(' · ') : ''}</Text>
                <Text size="xs" c="dimmed">
                  {describe.places(slot)}
                  {slot.isFull ? ` · ${t('slots.full')}` : ''}
                </Text>
              </UnstyledButton>
            );
          }),
        }}
      </GroupBlock>
    );
  };

  return (
    <Box style={{ overflowX: 'auto' }} data-testid="week-grid">
      <Box style={{ display: 'grid', gridTemplateColumns: '56px repeat(7, minmax(120px, 1fr))', minWidth: 56 + 7 * 120 }}>
        <div />
        {days.map((day) => {
          const today = sameDay(day, now);
          return (
            <Box key={dayKey(day)} py={6} px={8} style={{ borderBottom: '1px solid var(--mantine-color-gray-4)', background: today ? 'var(--mantine-color-blue-0)' : undefined }}>
              <Text size="xs" c={today ? 'blue.9' : 'dimmed'} fw={today ? 700 : 500} tt="uppercase" id={`day-${dayKey(day)}`}>
                {dayName.format(day)}
              </Text>
              <Text size="sm" fw={today ? 700 : 500}>
                {dayDate.format(day)}
                {today ? (
                  <Text span size="xs" c="blue.9" ml={6}>
                    {t('slots.today')}
                  </Text>
                ) : null}
              </Text>
            </Box>
          );
        })}

        <Box style={{ position: 'relative', height }} aria-hidden="true">
          {hours.map((hour) => (
            <Text key={hour} size="xs" c="dimmed" style={{ position: 'absolute', top: (hour - first) * HOUR - 8, right: 8 }}>
              {hour === first ? '' : hourLabel.format(new Date(2000, 0, 1, hour))}
            </Text>
          ))}
        </Box>
        {days.map((day) => {
          const today = sameDay(day, now);
          const placed = placeInLanes(spans.filter((span) => sameDay(span.start, day)));
          const groups = [...new Set(placed.map((entry) => entry.group))].map((group) => placed.filter((entry) => entry.group === group));
          return (
            <Box
              key={dayKey(day)}
              role="group"
              aria-labelledby={`day-${dayKey(day)}`}
              onClick={createAt(day)}
              title={onCreateAt ? t('slots.clickToAdd') : undefined}
              style={{
                position: 'relative',
                height,
                borderLeft: '1px solid var(--mantine-color-gray-3)',
                background: `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR - 1}px, var(--mantine-color-gray-2) ${HOUR - 1}px, var(--mantine-color-gray-2) ${HOUR}px)${today ? ', var(--mantine-color-blue-0)' : ''}`,
                cursor: onCreateAt ? 'copy' : undefined,
              }}
            >
              {today && minuteOfDay(now) >= first * 60 && minuteOfDay(now) <= last * 60 ? (
                <div aria-hidden="true" style={{ position: 'absolute', left: 0, right: 0, top: top(now), borderTop: '2px solid var(--mantine-color-red-7)', zIndex: 2, pointerEvents: 'none' }} />
              ) : null}
              {groups.map((group) => (group[0]!.lanes > MAX_LANES ? groupBlock(day, group) : group.map((entry) => slotBlock(day, entry))))}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/** A block of simultaneous slots: a button opening the list of them, each a button opening its details. */
function GroupBlock({ label, style, children }: { label: string; style: CSSProperties; children: { lines: ReactNode; list: ReactNode } }) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="right-start" withArrow shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <UnstyledButton aria-label={label} title={label} aria-expanded={opened} aria-haspopup="dialog" onClick={() => setOpened((open) => !open)} style={style} data-testid="slot-group">
          {children.lines}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown aria-label={label} role="dialog">
        <Stack gap={6} maw={320} onClick={() => setOpened(false)}>
          {children.list}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
