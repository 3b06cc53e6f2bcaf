import { useSortable } from '@dnd-kit/sortable';
import { ActionIcon, Badge, Box, Button, Card, Center, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTION_LANGUAGES, type CaptionLanguage, type Picture } from '../../api/pictures';

/** The picture's preview on this service: the path of its rendition URL (the API's URLs start with the public address, which may be another host). */
function preview(picture: Picture): { src: string; width: number; height: number } | null {
  const rendition = picture.renditions?.medium;
  if (!rendition) return null;
  const url = new URL(rendition.urls.jpg, window.location.origin);
  return { src: url.pathname.startsWith('/media/') ? url.pathname : url.href, width: rendition.width, height: rendition.height };
}

/** The caption in the staff user's language, else in the first language that has one. */
function shownCaption(picture: Picture, language: string): string | undefined {
  const captions: Partial<Record<string, string>> = picture.captions;
  return captions[language]?.trim() || CAPTION_LANGUAGES.map((code) => captions[code]?.trim()).find(Boolean) || Object.values(captions).find((text) => text?.trim());
}

/** How a picture is named to the staff user: its caption, else its place. */
export function pictureName(picture: Picture, t: (key: string, options?: Record<string, unknown>) => string, language: string): string {
  return shownCaption(picture, language) || t('pictures.picture', { position: picture.position });
}

export interface PictureCardProps {
  readonly picture: Picture;
  readonly count: number;
  readonly editable: boolean;
  onMove(picture: Picture, to: number): void;
  onCaption(picture: Picture, language: CaptionLanguage, caption: string | null): Promise<void>;
  onDelete(picture: Picture): void;
}

/** One picture: its preview, place and caption; for an editor the handle to drag it, buttons to move it, make it the main picture or delete it. */
export function PictureCard({ picture, count, editable, onMove, onCaption, onDelete }: PictureCardProps) {
  const { t, i18n } = useTranslation();
  const sortable = useSortable({ id: picture.id, disabled: !editable });
  const image = preview(picture);
  const [failed, setFailed] = useState(false);
  const name = pictureName(picture, t, i18n.language);
  const caption = shownCaption(picture, i18n.language);
  const moved = sortable.transform ? `translate3d(${Math.round(sortable.transform.x)}px, ${Math.round(sortable.transform.y)}px, 0)` : undefined;

  return (
    <Card
      ref={sortable.setNodeRef}
      withBorder
      padding="sm"
      data-testid="picture"
      data-picture-id={picture.id}
      style={{ transform: moved, transition: sortable.transition, zIndex: sortable.isDragging ? 2 : undefined, boxShadow: sortable.isDragging ? 'var(--mantine-shadow-lg)' : undefined }}
    >
      <Card.Section pos="relative" bg="gray.1">
        {image && !failed ? (
          <img src={image.src} alt={name} width={image.width} height={image.height} loading="lazy" draggable={false} onError={() => setFailed(true)} style={{ display: 'block', width: '100%', aspectRatio: '4 / 3', height: 'auto', objectFit: 'cover' }} />
        ) : (
          <Center style={{ aspectRatio: '4 / 3' }} px="sm">
            <Text size="sm" c="dimmed" ta="center">
              {/* /media/ serves the renditions of published listings only. */}
              {image ? t('pictures.unpublished') : t('pictures.imported')}
            </Text>
          </Center>
        )}
        {picture.position === 1 ? (
          <Badge pos="absolute" top={8} left={8} color="dark" variant="filled">
            {t('pictures.main')}
          </Badge>
        ) : null}
        {editable ? (
          <Tooltip label={t('pictures.dragHandle')} withArrow>
            {/* The mouse and touch handle; keyboard users move with the buttons below (the same result). */}
            <Box
              ref={sortable.setActivatorNodeRef}
              {...sortable.listeners}
              aria-hidden="true"
              pos="absolute"
              top={8}
              right={8}
              px={8}
              py={2}
              bg="white"
              c="dark"
              fz="lg"
              style={{ cursor: sortable.isDragging ? 'grabbing' : 'grab', touchAction: 'none', borderRadius: 4, lineHeight: 1.2, userSelect: 'none' }}
              data-testid="drag-handle"
            >
              ⠿
            </Box>
          </Tooltip>
        ) : null}
      </Card.Section>
      <Stack gap={6} mt="xs">
        <Text size="xs" c="dimmed">
          {t('pictures.picture', { position: picture.position })}
          {picture.width && picture.height ? ` · ${t('pictures.dimensions', { width: picture.width, height: picture.height })}` : ''}
        </Text>
        {editable ? (
          CAPTION_LANGUAGES.map((language) => <CaptionInput key={language} picture={picture} language={language} onSave={onCaption} />)
        ) : caption ? (
          <Text size="sm">{caption}</Text>
        ) : null}
        {editable ? (
          <>
            <Group justify="space-between" gap={6} wrap="nowrap">
              <Group gap={4} wrap="nowrap">
                <ActionIcon variant="default" size="md" aria-label={t('pictures.moveEarlier', { name })} title={t('pictures.moveEarlier', { name })} disabled={picture.position === 1} onClick={() => onMove(picture, picture.position - 1)} data-move="earlier">
                  <span aria-hidden="true">←</span>
                </ActionIcon>
                <ActionIcon variant="default" size="md" aria-label={t('pictures.moveLater', { name })} title={t('pictures.moveLater', { name })} disabled={picture.position === count} onClick={() => onMove(picture, picture.position + 1)} data-move="later">
                  <span aria-hidden="true">→</span>
                </ActionIcon>
              </Group>
              <Button size="compact-sm" variant="subtle" color="red" styles={{ label: { color: 'var(--mantine-color-red-9)' } }} aria-label={t('pictures.delete', { name })} onClick={() => onDelete(picture)}>
                {t('pictures.remove')}
              </Button>
            </Group>
            {picture.position > 1 ? (
              <Button size="compact-sm" variant="light" fullWidth onClick={() => onMove(picture, 1)}>
                {t('pictures.makeMain')}
              </Button>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The caption in one language, saved when the field is left or Enter is pressed (only when it changed). */
function CaptionInput({ picture, language, onSave }: { picture: Picture; language: CaptionLanguage; onSave: PictureCardProps['onCaption'] }) {
  const { t } = useTranslation();
  const stored = picture.captions[language] ?? '';
  const [value, setValue] = useState(stored);
  const [saving, setSaving] = useState(false);
  useEffect(() => setValue(stored), [stored]);
  const save = () => {
    const next = value.trim() === '' ? null : value.trim();
    if (next === (stored === '' ? null : stored)) return;
    setSaving(true);
    void onSave(picture, language, next)
      .catch(() => setValue(stored))
      .finally(() => setSaving(false));
  };
  return (
    <TextInput
      size="xs"
      label={t('pictures.captionIn', { language: language.toUpperCase() })}
      value={value}
      maxLength={200}
      disabled={saving}
      onChange={(event) => setValue(event.currentTarget.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') save();
      }}
    />
  );
}
