import '../listing-editor/texts';
import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createProperty } from '../../api/properties';
import type { Building } from '../../api/projects';
import { notify } from '../../components/notify';
import { ProblemAlert } from '../../components/ProblemAlert';
import { fieldErrorsOf } from '../../components/record-form';
import type { FieldSpec } from '../listing-editor/fields';
import { FieldInput } from '../listing-editor/FieldInput';
import type { Json } from '../listing-editor/model';

/** What a unit needs to exist (the type is required by the domain); the rest is filled in its listing. */
const UNIT_FIELDS: readonly FieldSpec[] = [
  { path: 'reference', label: 'reference', kind: 'text' },
  { path: 'typeId', label: 'type', kind: 'propertyType', required: true },
  { path: 'goal', label: 'goal', kind: 'goal', required: true },
  { path: 'price', label: 'price', kind: 'money', min: 0 },
];

/** A new listing as a unit of the project's building: created with a few fields, then opened in the listing editor. */
export function NewUnitDialog({ projectId, building, onClose }: { projectId: number; building: Building; onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<string, Json>>({ goal: 0 });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const errors = fieldErrorsOf(failure);

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== ''));
      const created = await createProperty({ ...given, status: 0, projectId, buildingId: building.id });
      void queryClient.invalidateQueries({ queryKey: ['projects', projectId, 'units'] });
      void queryClient.invalidateQueries({ queryKey: ['properties', 'list'] });
      notify('green', t('projects.unitCreated', { reference: created.data.reference ?? `#${created.data.id}`, name: building.name }));
      await navigate({ to: '/listings/$listingId', params: { listingId: String(created.data.id) } });
    } catch (error) {
      setFailure(error);
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('projects.newUnitTitle', { name: building.name })} size="lg" centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('projects.newUnitHint')}
          </Text>
          {failure && !UNIT_FIELDS.some((field) => errors[field.path]) ? <ProblemAlert error={failure} /> : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {UNIT_FIELDS.map((spec) => (
              <FieldInput key={spec.path} spec={spec} value={values[spec.path]} error={errors[spec.path]} readOnly={false} onChange={(value) => setValues((current) => ({ ...current, [spec.path]: value }))} />
            ))}
          </SimpleGrid>
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('projects.createUnit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
