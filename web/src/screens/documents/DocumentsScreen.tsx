import './texts';
import { Button, Group, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/problem';
import { getProperty } from '../../api/properties';
import { NotFound } from '../../components/NotFound';
import { ProblemAlert } from '../../components/ProblemAlert';
import { DocumentsSection } from './DocumentsSection';
import { routeId } from '../../components/route-ids';

/** A listing's documents (plans, certificates, brochures), reached from its editor and its pictures. */
export function DocumentsScreen() {
  const { listingId } = useParams({ from: '/app/listings/$listingId/documents' });
  const id = routeId(listingId);
  const { t } = useTranslation();
  if (id === null) return <NotFound what={t('editor.notFound')} />;
  return <ListingDocuments key={id} id={id} />;
}

function ListingDocuments({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const property = useQuery({ queryKey: ['properties', id], queryFn: () => getProperty(id), refetchOnWindowFocus: false });
  if (property.isPending) return <Loader aria-label={t('common.loading')} />;
  if (property.isError) return isApiError(property.error) && property.error.status === 404 ? <NotFound what={t('editor.notFound')} /> : <ProblemAlert error={property.error} />;
  const reference = property.data.data.reference || property.data.data.ident || `#${id}`;
  const listingId = String(id);
  return (
    <Stack gap="md" pb="xl">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1} size="h2">
          {t('documents.screenTitle', { reference })}
        </Title>
        <Group gap="sm">
          <Button variant="default" onClick={() => void navigate({ to: '/listings/$listingId', params: { listingId } })}>
            {t('documents.details')}
          </Button>
          <Button variant="default" onClick={() => void navigate({ to: '/listings/$listingId/pictures', params: { listingId } })}>
            {t('documents.pictures')}
          </Button>
          <Button variant="default" onClick={() => void navigate({ to: '/listings' })}>
            {t('editor.backToList')}
          </Button>
        </Group>
      </Group>
      <DocumentsSection owner={{ propertyId: id }} />
    </Stack>
  );
}
