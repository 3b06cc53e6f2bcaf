import { Button, Group, Modal, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createPerson, type Person, type PersonChange } from '../../api/persons';
import { ProblemAlert } from '../../components/ProblemAlert';
import { fieldErrorsOf, useRecordForm } from '../../components/record-form';
import { notify } from '../../components/notify';
import { PersonFields } from './PersonFields';

const NEW_PERSON_FIELDS = ['firstName', 'name', 'email', 'phoneNumber', 'mobileNumber', 'city', 'languageId'] as const;
/** The interface language's LanguageID: a new person is written to in the agent's own language until changed. */
const LANGUAGE_IDS: Record<string, number> = { nl: 1, fr: 2, en: 3 };

/** A new person: the few fields an agent has on the phone; the rest on their page. */
export function NewPersonDialog({ opened, onClose, onCreated }: { opened: boolean; onClose(): void; onCreated(person: Person): void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [start] = useState(() => ({ languageId: LANGUAGE_IDS[i18n.language] ?? 1 }));
  const form = useRecordForm(start);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const errors = fieldErrorsOf(failure);

  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };
  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const person = await createPerson({ ...start, ...form.patch() } as PersonChange);
      void queryClient.invalidateQueries({ queryKey: ['persons', 'list'] });
      notify('green', t('persons.created'));
      form.reset();
      onCreated(person);
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('persons.newTitle')} size="lg" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          {failure && !NEW_PERSON_FIELDS.some((field) => errors[field]) ? <ProblemAlert error={failure} /> : null}
          <PersonFields form={form} errors={errors} readOnly={false} fields={NEW_PERSON_FIELDS} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('persons.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
