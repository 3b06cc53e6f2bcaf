import { Button, Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDocumentLink, changeDocument, DOCUMENT_KINDS, type Document, type DocumentChange, type DocumentKind, type DocumentOwner } from '../../api/documents';
import { ApiError } from '../../api/problem';
import { ProblemAlert } from '../../components/ProblemAlert';
import { fieldErrorsOf } from '../../components/record-form';

export interface DocumentDialogProps {
  readonly owner: DocumentOwner;
  /** The document to change; null: a new document by link. */
  readonly document: Document | null;
  onClose(): void;
  /** Saved; `created` for a new link. */
  onSaved(created: boolean): void;
  /** Someone else changed the document meanwhile (412): nothing was saved. */
  onStale(): void;
}

/**
 * A new document by link (name, address, kind, published), or a document's name and kind (and
 * address, for a link) changed. The API's messages stand next to their fields.
 */
export function DocumentDialog({ owner, document, onClose, onSaved, onStale }: DocumentDialogProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(document?.title ?? '');
  const [url, setUrl] = useState(document && !document.file ? document.url : '');
  const [kind, setKind] = useState<DocumentKind>(document?.kind ?? 'other');
  const [published, setPublished] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const errors = fieldErrorsOf(failure);
  const isLink = document === null || document.file === null;
  const kinds = DOCUMENT_KINDS.includes(kind) ? DOCUMENT_KINDS : [...DOCUMENT_KINDS, kind];

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      if (document === null) {
        await addDocumentLink(owner, { title, url, kind, published });
        onSaved(true);
        return;
      }
      const change: DocumentChange = {
        ...(title !== document.title ? { title } : {}),
        ...(kind !== document.kind ? { kind } : {}),
        ...(isLink && url !== document.url ? { url } : {}),
      };
      if (Object.keys(change).length > 0) await changeDocument(document.id, change, document.version);
      onSaved(false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 412) onStale();
      else setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={document === null ? t('documents.linkTitle') : t('documents.editTitle')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          {failure !== null && Object.keys(errors).length === 0 ? <ProblemAlert error={failure} /> : null}
          <TextInput label={t('documents.name')} description={t('documents.nameHint')} value={title} onChange={(event) => setTitle(event.currentTarget.value)} error={errors['title']} required data-autofocus />
          {isLink ? <TextInput label={t('documents.url')} description={t('documents.urlHint')} type="url" value={url} onChange={(event) => setUrl(event.currentTarget.value)} error={errors['url']} required /> : null}
          <Select
            label={t('documents.kind')}
            data={kinds.map((value) => ({ value, label: t(`documents.kinds.${value}`) }))}
            value={kind}
            onChange={(value) => value !== null && setKind(value as DocumentKind)}
            allowDeselect={false}
            error={errors['kind']}
          />
          {document === null ? <Switch label={t('documents.publishOnSites')} checked={published} onChange={(event) => setPublished(event.currentTarget.checked)} /> : null}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {document === null ? t('documents.addLink') : t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
