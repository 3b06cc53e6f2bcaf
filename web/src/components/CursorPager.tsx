import { Button, Group, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from './page-sizes';

/**
 * Forward-only cursors (the API's keyset paging) made into Previous / Next: the cursors of the
 * pages already passed are remembered, so Previous goes back exactly.
 */
export function useCursorPages(cursor: string | undefined, go: (cursor: string | undefined) => void) {
  const [passed, setPassed] = useState<(string | undefined)[]>([]);
  return {
    index: passed.length,
    reset: () => setPassed([]),
    next: (nextCursor: string | null | undefined) => {
      if (!nextCursor) return;
      setPassed([...passed, cursor]);
      go(nextCursor);
    },
    previous: () => {
      const back = passed[passed.length - 1];
      setPassed(passed.slice(0, -1));
      go(back);
    },
  };
}

export interface CursorPagerProps {
  readonly index: number;
  readonly limit: number;
  readonly total: number | undefined;
  readonly hasNext: boolean;
  onPrevious(): void;
  onNext(): void;
  onLimit?(limit: number): void;
}

export function CursorPager(props: CursorPagerProps) {
  const { t } = useTranslation();
  const pages = props.total === undefined ? 1 : Math.max(1, Math.ceil(props.total / props.limit));
  return (
    <Group justify="space-between">
      {props.onLimit ? (
        <Select
          label={t('paging.pageSize')}
          data={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          value={String(props.limit)}
          onChange={(value) => value && props.onLimit?.(Number(value))}
          w={110}
          size="xs"
          allowDeselect={false}
        />
      ) : (
        <span />
      )}
      <Group gap="xs">
        <Button variant="default" size="xs" disabled={props.index === 0} onClick={props.onPrevious}>
          {t('paging.previous')}
        </Button>
        <Text size="sm" aria-live="polite">
          {t('paging.page', { page: props.index + 1, pages })}
        </Text>
        <Button variant="default" size="xs" disabled={!props.hasNext} onClick={props.onNext}>
          {t('paging.next')}
        </Button>
      </Group>
    </Group>
  );
}
