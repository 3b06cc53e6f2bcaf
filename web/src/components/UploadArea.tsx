import '@mantine/dropzone/styles.css';
import './upload-texts';
import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemMessage } from './ProblemAlert';
import type { Upload, UploadQueue } from './useUploadQueue';

/**
 * What the drop area says: its headline, the hint under it (what files, where they go), the
 * button, the words for the server's work after the bytes are sent, and why a file the browser
 * already knows to be of another type is not sent.
 */
export interface UploadAreaTexts {
  readonly drop: string;
  readonly hint: string;
  readonly choose: string;
  readonly processing: string;
  refused(name: string): string;
}

export interface UploadAreaProps {
  /** The media types the browser pre-filters on (the service judges the content itself). */
  readonly accept: readonly string[];
  readonly texts: UploadAreaTexts;
  /** Where the files go (useUploadQueue). */
  readonly queue: UploadQueue;
}

/**
 * Drop files or choose them (the button, or the hidden input named by the button's text, for
 * tests and assistive technology); each file's progress below, with the reason when one was
 * refused, and the files not sent at all said in an alert.
 */
export function UploadArea({ accept, texts, queue }: UploadAreaProps) {
  const { t } = useTranslation();
  const openRef = useRef<() => void>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const { uploads, busy } = queue;
  const finished = uploads.some((upload) => upload.state === 'done' || upload.state === 'failed');
  const drop = (files: File[]) => {
    setRefused([]);
    queue.add(files);
  };
  const refuse = (rejections: FileRejection[]) => setRefused(rejections.map((rejection) => texts.refused(rejection.file.name)));
  return (
    <Stack gap="xs">
      <Dropzone openRef={openRef} onDrop={drop} onReject={refuse} accept={[...accept]} multiple activateOnClick={false} activateOnKeyboard={false} inputProps={{ 'aria-label': texts.choose }} p="lg">
        <Group justify="center" gap="lg" wrap="wrap" mih={80}>
          <Stack gap={4} align="center" maw={560}>
            <Text fw={600}>{texts.drop}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {texts.hint}
            </Text>
          </Stack>
          <Button onClick={() => openRef.current?.()} style={{ pointerEvents: 'all' }}>
            {texts.choose}
          </Button>
        </Group>
      </Dropzone>
      {uploads.length > 0 ? (
        <Paper withBorder p="sm" aria-label={t('uploads.title')} component="section">
          <Group justify="space-between" mb={6}>
            <Text size="sm" fw={600}>
              {t('uploads.title')}
            </Text>
            {finished && !busy ? (
              <Button size="compact-xs" variant="subtle" onClick={queue.clearFinished}>
                {t('uploads.clear')}
              </Button>
            ) : null}
          </Group>
          <Stack gap={6}>
            {uploads.map((upload) => (
              <UploadRow key={upload.key} upload={upload} processing={texts.processing} />
            ))}
          </Stack>
        </Paper>
      ) : null}
      {refused.length > 0 ? (
        <Alert color="red" role="alert">
          {refused.join(' ')}
        </Alert>
      ) : null}
    </Stack>
  );
}

function UploadRow({ upload, processing }: { upload: Upload; processing: string }) {
  const { t } = useTranslation();
  const percent = Math.round(upload.progress * 100);
  const state = {
    queued: t('uploads.queued'),
    uploading: t('uploads.uploading', { percent }),
    processing,
    done: t('uploads.uploaded'),
    failed: t('uploads.failed', { reason: problemMessage(upload.error, t) }),
  }[upload.state];
  const color = upload.state === 'failed' ? 'red' : upload.state === 'done' ? 'green' : 'blue';
  return (
    <div data-testid="upload" data-state={upload.state}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" truncate>
          {upload.name}
        </Text>
        <Text size="xs" c={upload.state === 'failed' ? 'red.9' : 'dimmed'} style={{ flexShrink: 0 }}>
          {state}
        </Text>
      </Group>
      <Progress value={upload.state === 'failed' ? 100 : percent} color={color} size="sm" animated={upload.state === 'processing'} aria-label={t('uploads.progressOf', { name: upload.name })} />
    </div>
  );
}
