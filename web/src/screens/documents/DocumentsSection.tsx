import './texts';
import { Button, Group, Loader, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteDocument, type Document, type DocumentOwner, documentFileUrl, listDocuments, changeDocument, uploadDocument } from '../../api/documents';
import { ApiError } from '../../api/problem';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DangerButton } from '../../components/DangerButton';
import { notify } from '../../components/notify';
import { ProblemAlert, problemMessage } from '../../components/ProblemAlert';
import { ToneBadge } from '../../components/ToneBadge';
import { UploadArea } from '../../components/UploadArea';
import { useUploadQueue } from '../../components/useUploadQueue';
import { useFormat } from '../../i18n/format';
import { useSession } from '../../session/SessionProvider';
import { DocumentDialog } from './DocumentDialog';

/** What the browser offers in its file chooser (the service judges the content itself). */
const ACCEPT = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'image/jpeg',
  'image/png',
  'image/webp',
];

/** A file type's everyday name (brand names: the same in every language). */
const TYPE_NAMES: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};

export const documentsKey = (owner: DocumentOwner) => ['documents', ...Object.entries(owner).flat()] as const;

/** The host of a link, or the link itself when it is no address. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** Only http(s) addresses become links (the API accepts no other; a browser must never be handed `javascript:`). */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/**
 * A listing's or a project's documents: the list (name, kind, file or link with its size,
 * published, added), and for editors the upload of several files at once with their progress,
 * a link added by hand, the published flag switched in place, name and kind changed, and
 * deletion after a confirmation. Viewers see the list and open the documents, nothing more.
 */
export function DocumentsSection({ owner, headingLevel = 2 }: { owner: DocumentOwner; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const { can } = useSession();
  const editable = can('editor');
  const key = documentsKey(owner);
  const documents = useQuery({ queryKey: key, queryFn: () => listDocuments(owner) });
  const [editing, setEditing] = useState<Document | 'new-link' | null>(null);
  const [deleting, setDeleting] = useState<Document | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [switching, setSwitching] = useState<number | null>(null);
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: key }), [queryClient, key]);
  const uploads = useUploadQueue<Document>((file, progress, signal) => uploadDocument(owner, file, progress, signal), () => void refresh());
  const list = documents.data?.items ?? [];

  /** Sets or clears the published flag as of the version shown; someone else's change meanwhile reloads the list. */
  const publish = async (document: Document, published: boolean) => {
    setSwitching(document.id);
    try {
      await changeDocument(document.id, { published }, document.version);
      notify('green', t(published ? 'documents.publishedDone' : 'documents.unpublishedDone', { name: document.title }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 412) notify('orange', t('documents.changedMeanwhile'), 8000);
      else notify('red', t('documents.notSaved', { reason: problemMessage(error, t) }));
    } finally {
      setSwitching(null);
      await refresh();
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await deleteDocument(deleting.id, deleting.version);
      notify('green', t('documents.deleted'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 412) notify('orange', t('documents.changedMeanwhile'), 8000);
      else notify('red', t('documents.notSaved', { reason: problemMessage(error, t) }));
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
      await refresh();
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="documents-heading">
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="wrap">
          <Group gap="sm" align="baseline">
            <Title order={headingLevel} size="h4" id="documents-heading">
              {t('documents.title')}
            </Title>
            {documents.data ? (
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('documents.count', { count: list.length })}
              </Text>
            ) : null}
          </Group>
          {editable ? (
            <Button variant="light" onClick={() => setEditing('new-link')}>
              {t('documents.addLink')}
            </Button>
          ) : null}
        </Group>

        {editable ? (
          <UploadArea
            accept={ACCEPT}
            texts={{ drop: t('documents.drop'), hint: t('documents.dropHint'), choose: t('documents.choose'), processing: t('documents.processing'), refused: (name) => t('documents.refusedType', { name }) }}
            queue={uploads}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('documents.readOnly')}
          </Text>
        )}

        {documents.isError ? <ProblemAlert error={documents.error} /> : null}
        {documents.isPending ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
        {documents.isSuccess && list.length === 0 ? (
          <div>
            <Text fw={500}>{t('documents.empty')}</Text>
            {editable ? (
              <Text size="sm" c="dimmed">
                {t('documents.emptyEditor')}
              </Text>
            ) : null}
          </div>
        ) : null}
        {list.length > 0 ? (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="xs" aria-labelledby="documents-heading" aria-busy={documents.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('documents.name')}</Table.Th>
                  <Table.Th>{t('documents.kind')}</Table.Th>
                  <Table.Th>{t('documents.source')}</Table.Th>
                  <Table.Th>{t('documents.published')}</Table.Th>
                  <Table.Th>{t('documents.added')}</Table.Th>
                  <Table.Th>{t('documents.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((document) => (
                  <Table.Tr key={document.id} data-document-id={document.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {document.title}
                      </Text>
                      {document.file ? (
                        <Text size="xs" c="dimmed">
                          {document.file.name}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{t(`documents.kinds.${document.kind}`)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {document.file
                          ? t('documents.file', { type: TYPE_NAMES[document.file.type] ?? document.file.type, size: format.bytes(document.file.bytes) })
                          : t('documents.link', { host: hostOf(document.url) })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {editable ? (
                        <Switch
                          checked={document.published}
                          onChange={(event) => void publish(document, event.currentTarget.checked)}
                          disabled={switching === document.id}
                          aria-label={t('documents.publishedNamed', { name: document.title })}
                        />
                      ) : (
                        <ToneBadge color={document.published ? 'green' : 'gray'}>{document.published ? t('documents.published') : t('documents.notPublished')}</ToneBadge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{format.date(document.createdAt)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {document.file ? (
                          <>
                            <Button component="a" href={documentFileUrl(document.id)} target="_blank" rel="noopener" size="compact-sm" variant="subtle" aria-label={t('documents.openNamed', { name: document.title })}>
                              {t('documents.open')}
                            </Button>
                            <Button component="a" href={documentFileUrl(document.id)} download={document.file.name} size="compact-sm" variant="subtle" aria-label={t('documents.downloadNamed', { name: document.title })}>
                              {t('documents.download')}
                            </Button>
                          </>
                        ) : isWebAddress(document.url) ? (
                          <Button component="a" href={document.url} target="_blank" rel="noopener noreferrer" size="compact-sm" variant="subtle" aria-label={t('documents.openNamed', { name: document.title })}>
                            {t('documents.open')}
                          </Button>
                        ) : null}
                        {editable ? (
                          <>
                            <Button size="compact-sm" variant="subtle" onClick={() => setEditing(document)} aria-label={t('documents.editNamed', { name: document.title })}>
                              {t('documents.edit')}
                            </Button>
                            <DangerButton size="compact-sm" onClick={() => setDeleting(document)} aria-label={t('documents.deleteNamed', { name: document.title })}>
                              {t('documents.delete')}
                            </DangerButton>
                          </>
                        ) : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>

      {editing !== null ? (
        <DocumentDialog
          owner={owner}
          document={editing === 'new-link' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(created) => {
            notify('green', created ? t('documents.linkAdded') : t('documents.saved'));
            setEditing(null);
            void refresh();
          }}
          onStale={() => {
            notify('orange', t('documents.changedMeanwhile'), 8000);
            setEditing(null);
            void refresh();
          }}
        />
      ) : null}
      <ConfirmDialog opened={deleting !== null} title={t('documents.deleteTitle')} text={t('documents.deleteText')} confirm={t('documents.deleteConfirm')} busy={deleteBusy} onConfirm={() => void confirmDelete()} onClose={() => setDeleting(null)}>
        {deleting ? (
          <Text size="sm" fw={500}>
            {deleting.title}
          </Text>
        ) : null}
      </ConfirmDialog>
    </Paper>
  );
}
