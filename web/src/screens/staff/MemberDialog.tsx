import '../../components/administration-tools-texts';
import './texts';
import { Alert, Badge, Button, Checkbox, Divider, Grid, Group, Modal, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addMember,
  changeMember,
  type Department,
  idempotencyKey,
  inviteMember,
  removeLogin,
  type Role,
  type StaffMember,
  type StaffMemberBody,
  type StaffMemberChange,
} from '../../api/administration';
import { ApiError } from '../../api/problem';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useLanguageNames } from '../../components/language-names';
import { notify } from '../../components/notify';
import { ProblemAlert, problemMessage } from '../../components/ProblemAlert';
import { ROLES } from '../../session/roles';
import { DotLabel } from '../../components/DotLabel';

export interface MemberDialogProps {
  /** The member to change; null adds one. */
  readonly member: StaffMember | null;
  readonly opened: boolean;
  readonly departments: readonly Department[];
  /** The member is the signed-in admin: their own role and sign-in stay as they are. */
  readonly own: boolean;
  onClose(): void;
  /** Something was written: the list reloads. */
  onChanged(): void;
}

interface Fields {
  firstName: string;
  name: string;
  email: string;
  /** '' : the agency's language (a new member) */
  language: string;
  /** '' : none */
  departmentId: string;
  function: string;
  phoneNumber: string;
  mobileNumber: string;
  hiddenOnWeb: boolean;
}

function fieldsOf(member: StaffMember | null): Fields {
  return {
    firstName: member?.firstName ?? '',
    name: member?.name ?? '',
    email: member?.email ?? '',
    language: member ? String(member.language) : '',
    departmentId: member?.departmentId ? String(member.departmentId) : '',
    function: member?.function ?? '',
    phoneNumber: member?.phoneNumber ?? '',
    mobileNumber: member?.mobileNumber ?? '',
    hiddenOnWeb: member?.hiddenOnWeb ?? false,
  };
}

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** Adds a member of staff (and invites them), or changes one: their details, and their sign-in (invite, invite again, disable). */
export function MemberDialog(props: MemberDialogProps) {
  const { t } = useTranslation();
  const name = props.member ? [props.member.firstName, props.member.name].filter(Boolean).join(' ') : '';
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.member ? t('staff.editTitle', { name }) : t('staff.addTitle')} size="xl" centered>
      {props.opened ? <MemberForm key={props.member?.id ?? 'new'} {...props} /> : null}
    </Modal>
  );
}

function MemberForm({ member, departments, own, onClose, onChanged }: MemberDialogProps) {
  const { t } = useTranslation();
  const languages = useLanguageNames();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(member));
  const [invite, setInvite] = useState(true);
  const [role, setRole] = useState<Role>('editor');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [requestKey] = useState(idempotencyKey);
  const set = (change: Partial<Fields>) => setFields((current) => ({ ...current, ...change }));
  const initial = fieldsOf(member);
  const display = [fields.firstName, fields.name].filter((part) => part.trim()).join(' ');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setFailure(null);
    try {
      if (member) {
        const change: StaffMemberChange = {};
        if (fields.firstName !== initial.firstName) change.firstName = text(fields.firstName);
        if (fields.name !== initial.name) change.name = fields.name.trim();
        if (fields.email !== initial.email) change.email = text(fields.email);
        if (fields.language !== initial.language) change.language = Number(fields.language) as StaffMemberChange['language'];
        if (fields.departmentId !== initial.departmentId) change.departmentId = fields.departmentId ? Number(fields.departmentId) : null;
        if (fields.function !== initial.function) change.function = text(fields.function);
        if (fields.phoneNumber !== initial.phoneNumber) change.phoneNumber = text(fields.phoneNumber);
        if (fields.mobileNumber !== initial.mobileNumber) change.mobileNumber = text(fields.mobileNumber);
        if (fields.hiddenOnWeb !== initial.hiddenOnWeb) change.hiddenOnWeb = fields.hiddenOnWeb;
        if (Object.keys(change).length > 0) await changeMember(member.id, change);
        notify('green', t('staff.saved', { name: display }));
      } else {
        const body: StaffMemberBody = {
          name: fields.name.trim(),
          ...(text(fields.firstName) ? { firstName: text(fields.firstName) } : {}),
          ...(text(fields.email) ? { email: text(fields.email) } : {}),
          ...(fields.language ? { language: Number(fields.language) as StaffMemberBody['language'] } : {}),
          ...(fields.departmentId ? { departmentId: Number(fields.departmentId) } : {}),
          ...(text(fields.function) ? { function: text(fields.function) } : {}),
          ...(text(fields.phoneNumber) ? { phoneNumber: text(fields.phoneNumber) } : {}),
          ...(text(fields.mobileNumber) ? { mobileNumber: text(fields.mobileNumber) } : {}),
          ...(fields.hiddenOnWeb ? { hiddenOnWeb: true } : {}),
          ...(invite ? { login: { role } } : {}),
        };
        await addMember(body, requestKey);
        notify('green', invite ? t('staff.addedInvited', { name: display }) : t('staff.added', { name: display }));
      }
      onChanged();
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'validation') {
        const found = error.fieldErrors();
        setErrors({ ...found, '/email': found['/email'] ?? found['/login/email'] ?? '' });
        if (Object.keys(found).length === 0) setFailure(error);
      } else {
        setFailure(error);
      }
    } finally {
      setSaving(false);
    }
  };

  const error = (pointer: string) => errors[pointer] || undefined;
  return (
    <Stack gap="md">
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          {failure ? <ProblemAlert error={failure} /> : null}
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('staff.firstName')} maxLength={100} value={fields.firstName} onChange={(e) => set({ firstName: e.currentTarget.value })} error={error('/firstName')} data-autofocus />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('staff.lastName')} required maxLength={100} value={fields.name} onChange={(e) => set({ name: e.currentTarget.value })} error={error('/name')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('staff.email')} description={t('staff.emailHint')} type="email" maxLength={200} value={fields.email} onChange={(e) => set({ email: e.currentTarget.value })} error={error('/email')} required={!member && invite} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={t('staff.language')}
                description={t('staff.languageHint')}
                data={member ? languages.options : [{ value: '', label: t('staff.agencyLanguage') }, ...languages.options]}
                value={fields.language}
                onChange={(value) => set({ language: value ?? '' })}
                allowDeselect={false}
                error={error('/language')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={t('staff.department')}
                data={[{ value: '', label: t('staff.noDepartment') }, ...departments.map((department) => ({ value: String(department.id), label: department.name }))]}
                value={fields.departmentId}
                onChange={(value) => set({ departmentId: value ?? '' })}
                allowDeselect={false}
                error={error('/departmentId')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('staff.function')} maxLength={100} value={fields.function} onChange={(e) => set({ function: e.currentTarget.value })} error={error('/function')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('staff.phone')} type="tel" maxLength={50} value={fields.phoneNumber} onChange={(e) => set({ phoneNumber: e.currentTarget.value })} error={error('/phoneNumber')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('staff.mobile')} type="tel" maxLength={50} value={fields.mobileNumber} onChange={(e) => set({ mobileNumber: e.currentTarget.value })} error={error('/mobileNumber')} />
            </Grid.Col>
          </Grid>
          <Switch label={t('staff.hiddenOnWeb')} checked={fields.hiddenOnWeb} onChange={(e) => set({ hiddenOnWeb: e.currentTarget.checked })} />
          {member ? null : (
            <Stack gap="xs">
              <Checkbox label={t('staff.invite')} description={t('staff.inviteHint')} checked={invite} onChange={(e) => setInvite(e.currentTarget.checked)} />
              {invite ? <RoleSelect value={role} onChange={setRole} error={error('/login/role')} /> : null}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving} disabled={fields.name.trim() === ''}>
              {member ? t('staff.save') : t('staff.create')}
            </Button>
          </Group>
        </Stack>
      </form>
      {member ? <LoginSection member={member} own={own} onChanged={onChanged} onClose={onClose} /> : null}
    </Stack>
  );
}

function RoleSelect({ value, onChange, error }: { value: Role; onChange(role: Role): void; error?: string }) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('staff.role')}
      description={t(`administrationTools.roleHelp.${value}`)}
      data={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
      value={value}
      onChange={(next) => next && onChange(next as Role)}
      allowDeselect={false}
      error={error}
      maw={320}
    />
  );
}

/** A member's sign-in: who signs in with what, an invitation (again), or disabling it. */
function LoginSection({ member, own, onChanged, onClose }: { member: StaffMember; own: boolean; onChanged(): void; onClose(): void }) {
  const { t } = useTranslation();
  const [role, setRole] = useState<Role>(member.login?.role ?? 'editor');
  const [busy, setBusy] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const name = [member.firstName, member.name].filter(Boolean).join(' ');
  const login = member.login;

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notify('green', done);
      onChanged();
      onClose();
    } catch (error) {
      notify(error instanceof ApiError && error.status === 412 ? 'orange' : 'red', error instanceof ApiError && error.status === 412 ? t('staff.changedMeanwhile') : problemMessage(error, t), 10_000);
      onChanged();
    } finally {
      setBusy(false);
      setDisabling(false);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="member-login">
      <Divider />
      <Text fw={600} id="member-login">
        {t('staff.loginSection')}
      </Text>
      {own ? (
        <Alert color="gray">{t('staff.ownRole')}</Alert>
      ) : login ? (
        <>
          <Group gap="xs">
            <Text size="sm">{t('staff.signsInWith', { email: login.email })}</Text>
            <Badge variant="light" color="gray" styles={{ label: { color: 'var(--mantine-color-gray-9)' } }}>
              {t(`roles.${login.role}`)}
            </Badge>
            {login.hasPassword ? null : (
              <DotLabel color="yellow">{t('staff.invited')}</DotLabel>
            )}
          </Group>
          <Group gap="sm">
            {login.hasPassword ? null : (
              <Button variant="default" loading={busy} onClick={() => void run(() => inviteMember(member.id, login.role, login.email), t('staff.invitationSent', { email: login.email }))}>
                {t('staff.resendInvite')}
              </Button>
            )}
            <Button variant="light" color="red" onClick={() => setDisabling(true)}>
              {t('staff.disable')}
            </Button>
          </Group>
          <ConfirmDialog
            opened={disabling}
            title={t('staff.disableTitle', { name })}
            text={t('staff.disableText', { name })}
            confirm={t('staff.disableConfirm')}
            busy={busy}
            onConfirm={() => void run(() => removeLogin(member.id, login.version), t('staff.disabled', { name }))}
            onClose={() => setDisabling(false)}
          />
        </>
      ) : member.email ? (
        <Group align="flex-end" gap="sm">
          <RoleSelect value={role} onChange={setRole} />
          <Button loading={busy} onClick={() => void run(() => inviteMember(member.id, role), t('staff.invitationSent', { email: member.email ?? '' }))}>
            {t('staff.sendInvite')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('staff.noEmail')}
        </Text>
      )}
    </Stack>
  );
}
