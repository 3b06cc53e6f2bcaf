import './texts';
import { closestCenter, DndContext, type DragEndEvent, PointerSensor, useSensor, useSensors, type Announcements } from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { Button, Group, Loader, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CaptionLanguage, deletePicture, listPictures, type Picture, reorderPictures, setCaption, uploadPicture } from '../../api/pictures';
import { isApiError } from '../../api/problem';
import { getProperty } from '../../api/properties';
import { NotFound } from '../../components/NotFound';
import { notify } from '../../components/notify';
import { ProblemAlert, problemMessage } from '../../components/ProblemAlert';
import { UploadArea } from '../../components/UploadArea';
import { useUploadQueue } from '../../components/useUploadQueue';
import { useSession } from '../../session/SessionProvider';
import { PictureCard, pictureName } from './PictureCard';
import { routeId } from '../../components/route-ids';

/** The image types the media service takes (it judges the content; the browser only pre-filters). */
const ACCEPT = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/tiff'];

export function PicturesScreen() {
  const { listingId } = useParams({ from: '/app/listings/$listingId/pictures' });
  const id = routeId(listingId);
  const { t } = useTranslation();
  if (id === null) return <NotFound what={t('editor.notFound')} />;
  return <ListingPictures key={id} id={id} />;
}

const picturesKey = (id: number) => ['properties', id, 'pictures'] as const;

function ListingPictures({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { can } = useSession();
  const editable = can('editor');
  const queryClient = useQueryClient();
  const property = useQuery({ queryKey: ['properties', id], queryFn: () => getProperty(id), refetchOnWindowFocus: false });
  const pictures = useQuery({ queryKey: picturesKey(id), queryFn: () => listPictures(id), enabled: property.isSuccess });
  const [ordering, setOrdering] = useState(false);
  const [deleting, setDeleting] = useState<Picture | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  /** After a move with a button, the focus stays on that button of the moved picture. */
  const refocus = useRef<{ id: number; button: 'earlier' | 'later' } | null>(null);
  const grid = useRef<HTMLDivElement>(null);

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: picturesKey(id) }), [queryClient, id]);
  const uploads = useUploadQueue<Picture>((file, progress, signal) => uploadPicture(id, file, progress, signal), () => void refresh());
  const list = pictures.data ?? [];

  useEffect(() => {
    const target = refocus.current;
    if (!target || !grid.current) return;
    const card = grid.current.querySelector(`[data-picture-id="${target.id}"]`);
    const button = card?.querySelector<HTMLButtonElement>(`[data-move="${target.button}"]:not(:disabled)`) ?? card?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    button?.focus();
    refocus.current = null;
  }, [pictures.data]);

  const saveOrder = async (next: Picture[]) => {
    const previous = list;
    queryClient.setQueryData(picturesKey(id), next.map((picture, index) => ({ ...picture, position: index + 1 })));
    setOrdering(true);
    try {
      queryClient.setQueryData(picturesKey(id), await reorderPictures(id, next.map((picture) => picture.id)));
      notify('green', t('pictures.orderSaved'));
    } catch (error) {
      queryClient.setQueryData(picturesKey(id), previous);
      notify('red', t('pictures.notSaved', { reason: problemMessage(error, t) }));
      void refresh();
    } finally {
      setOrdering(false);
    }
  };

  const move = (picture: Picture, to: number) => {
    const from = list.findIndex((p) => p.id === picture.id);
    // One move at a time (the buttons stay enabled while saving: a disabled button would lose the keyboard focus).
    if (ordering || from < 0 || to < 1 || to > list.length || to - 1 === from) return;
    refocus.current = { id: picture.id, button: to - 1 < from ? 'earlier' : 'later' };
    void saveOrder(arrayMove(list, from, to - 1));
  };

  const caption = async (picture: Picture, language: CaptionLanguage, text: string | null) => {
    try {
      const saved = await setCaption(id, picture.id, language, text);
      queryClient.setQueryData<Picture[]>(picturesKey(id), (current) => current?.map((p) => (p.id === saved.id ? saved : p)));
      notify('green', t('pictures.captionSaved'));
    } catch (error) {
      notify('red', t('pictures.notSaved', { reason: problemMessage(error, t) }));
      throw error;
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await deletePicture(id, deleting.id);
      notify('green', t('pictures.deleted'));
      setDeleting(null);
      await refresh();
    } catch (error) {
      notify('red', t('pictures.notSaved', { reason: problemMessage(error, t) }));
    } finally {
      setDeleteBusy(false);
    }
  };

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const positionOf = (pictureId: string | number) => list.findIndex((p) => p.id === pictureId) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('pictures.dragStart', { position: positionOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('pictures.dragOver', { from: positionOf(active.id), to: positionOf(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('pictures.dragEnd', { from: positionOf(active.id), to: positionOf(over.id) }) : undefined),
    onDragCancel: ({ active }) => t('pictures.dragCancel', { from: positionOf(active.id) }),
  };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = list.findIndex((p) => p.id === active.id);
    const to = list.findIndex((p) => p.id === over.id);
    if (from >= 0 && to >= 0) void saveOrder(arrayMove(list, from, to));
  };

  if (property.isPending) return <Loader aria-label={t('common.loading')} />;
  if (property.isError) return isApiError(property.error) && property.error.status === 404 ? <NotFound what={t('editor.notFound')} /> : <ProblemAlert error={property.error} />;
  const reference = property.data.data.reference || property.data.data.ident || `#${id}`;

  return (
    <Stack gap="md" pb="xl">
      <Group justify="space-between" align="center" wrap="wrap">
        <Group gap="sm" align="baseline">
          <Title order={1} size="h2">
            {t('pictures.title', { reference })}
          </Title>
          {pictures.data ? (
            <Text c="dimmed" aria-live="polite">
              {t('pictures.count', { count: list.length })}
            </Text>
          ) : null}
        </Group>
        <Group gap="sm">
          <Button variant="default" onClick={() => void navigate({ to: '/listings/$listingId', params: { listingId: String(id) } })}>
            {t('pictures.details')}
          </Button>
          <Button variant="default" onClick={() => void navigate({ to: '/listings/$listingId/documents', params: { listingId: String(id) } })}>
            {t('editor.documents')}
          </Button>
          <Button variant="default" onClick={() => void navigate({ to: '/listings' })}>
            {t('editor.backToList')}
          </Button>
        </Group>
      </Group>

      {editable ? (
        <UploadArea
          accept={ACCEPT}
          texts={{ drop: t('pictures.drop'), hint: t('pictures.dropHint'), choose: t('pictures.choose'), processing: t('pictures.processing'), refused: (name) => t('pictures.refusedType', { name }) }}
          queue={uploads}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('pictures.readOnly')}
        </Text>
      )}

      {pictures.isError ? <ProblemAlert error={pictures.error} /> : null}
      {pictures.isPending ? <Loader aria-label={t('common.loading')} /> : null}
      {pictures.isSuccess && list.length === 0 ? (
        <Paper withBorder p="lg">
          <Text fw={500}>{t('pictures.empty')}</Text>
          {editable ? <Text size="sm" c="dimmed">{t('pictures.emptyEditor')}</Text> : null}
        </Paper>
      ) : null}

      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('pictures.dragInstructions') } }}>
        <SortableContext items={list.map((picture) => picture.id)} strategy={rectSortingStrategy}>
          <SimpleGrid ref={grid} cols={{ base: 1, xs: 2, md: 3, lg: 4, xl: 5 }} spacing="md" aria-busy={ordering || pictures.isFetching}>
            {list.map((picture) => (
              <PictureCard key={picture.id} picture={picture} count={list.length} editable={editable} onMove={move} onCaption={caption} onDelete={setDeleting} />
            ))}
          </SimpleGrid>
        </SortableContext>
      </DndContext>

      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('pictures.deleteTitle')} centered>
        <Stack gap="md">
          <Text size="sm">{t('pictures.deleteText')}</Text>
          {deleting ? (
            <Text size="sm" fw={500}>
              {pictureName(deleting, t, i18n.language)}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)} data-autofocus>
              {t('common.cancel')}
            </Button>
            <Button color="red.9" loading={deleteBusy} onClick={() => void confirmDelete()}>
              {t('pictures.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
