import './texts';
import { Badge, Button, Group, Paper, Select, Stack, Table, Text, TextInput, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDepartment, changeRole, type Department, idempotencyKey, listDepartments, listMembers, removeDepartment, type Role, type StaffMember } from '../../api/administration';
import { ApiError } from '../../api/problem';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useLanguageNames } from '../../components/language-names';
import { notify } from '../../components/notify';
import { ProblemAlert, problemMessage } from '../../components/ProblemAlert';
import { useFormat } from '../../i18n/format';
import { ROLES } from '../../session/roles';
import { useSession } from '../../session/SessionProvider';
import { MemberDialog } from './MemberDialog';
import { DotLabel } from '../../components/DotLabel';

export const MEMBERS = ['staff-users'] as const;
export const DEPARTMENTS = ['departments'] as const;

export function memberName(member: Pick<StaffMember, 'firstName' | 'name'>): string {
  return [member.firstName, member.name].filter(Boolean).join(' ');
}

/** The agency's staff with their logins and roles: added, changed, invited and disabled here; and its departments. */
export function StaffScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const languages = useLanguageNames();
  const members = useQuery({ queryKey: [...MEMBERS, 'admin'], queryFn: listMembers });
  const departments = useQuery({ queryKey: DEPARTMENTS, queryFn: listDepartments });
  const [editing, setEditing] = useState<StaffMember | 'new' | null>(null);
  const [changing, setChanging] = useState<number | null>(null);
  const rows = members.data ?? [];
  const withLogin = rows.filter((member) => member.login !== null).length;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: MEMBERS });

  const setRole = async (member: StaffMember, role: Role) => {
    if (!member.login || member.login.role === role) return;
    setChanging(member.id);
    try {
      await changeRole(member.id, role, member.login.version);
      notify('green', t('staff.roleChanged', { name: memberName(member), role: t(`roles.${role}`) }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 412) notify('orange', t('staff.changedMeanwhile'), 8000);
      else notify('red', problemMessage(error, t), 10_000);
    } finally {
      setChanging(null);
      refresh();
    }
  };

  return (
    <Stack gap="md" pb="xl">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4} maw={760}>
          <Title order={1} size="h2">
            {t('staff.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('staff.intro')}
          </Text>
        </Stack>
        <Button onClick={() => setEditing('new')}>{t('staff.add')}</Button>
      </Group>
      {members.isError ? <ProblemAlert error={members.error} /> : null}
      <Table.ScrollContainer minWidth={980}>
        <Table striped verticalSpacing="xs" aria-busy={members.isFetching}>
          <Table.Caption>{members.data ? t('staff.count', { count: rows.length, logins: withLogin }) : t('common.loading')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('staff.name')}</Table.Th>
              <Table.Th>{t('staff.signIn')}</Table.Th>
              <Table.Th>{t('staff.role')}</Table.Th>
              <Table.Th>{t('staff.department')}</Table.Th>
              <Table.Th>{t('staff.language')}</Table.Th>
              <Table.Th>{t('staff.lastSignIn')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('staff.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((member) => {
              const name = memberName(member);
              const own = member.id === session?.user.id;
              return (
                <Table.Tr key={member.id} data-testid="staff-row" data-user-id={member.id}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={500}>
                        {name}
                      </Text>
                      {own ? (
                        <Badge size="sm" variant="filled" color="blue.8" style={{ flexShrink: 0 }}>
                          {t('staff.you')}
                        </Badge>
                      ) : null}
                    </Group>
                    {member.function ? (
                      <Text size="xs" c="dimmed">
                        {member.function}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td maw={260}>
                    {member.login ? (
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {member.login.email}
                        </Text>
                        {member.login.hasPassword ? null : (
                          <Tooltip label={t('staff.invitedHint')}>
                            <span tabIndex={0}>
                              <DotLabel color="yellow">{t('staff.invited')}</DotLabel>
                            </span>
                          </Tooltip>
                        )}
                      </Group>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('staff.noLogin')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td w={190}>
                    {member.login ? (
                      own ? (
                        <Tooltip label={t('staff.ownRole')} multiline w={260}>
                          <Text size="sm" tabIndex={0}>
                            {t(`roles.${member.login.role}`)}
                          </Text>
                        </Tooltip>
                      ) : (
                        <Select
                          aria-label={t('staff.roleOf', { name })}
                          size="xs"
                          data={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
                          value={member.login.role}
                          allowDeselect={false}
                          disabled={changing !== null}
                          onChange={(value) => value && void setRole(member, value as Role)}
                        />
                      )
                    ) : (
                      <Text size="sm" c="dimmed">
                        —
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{member.departmentName ?? '—'}</Table.Td>
                  <Table.Td>{languages.nameOf(member.language)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }} title={member.login?.lastLoginAt ? format.dateTime(member.login.lastLoginAt) : undefined}>
                    {member.login ? (member.login.lastLoginAt ? format.relative(member.login.lastLoginAt) : t('staff.never')) : '—'}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button size="xs" variant="light" aria-label={t('staff.editLabel', { name })} onClick={() => setEditing(member)}>
                      {t('staff.edit')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Departments departments={departments.data ?? []} error={departments.error} />
      <MemberDialog
        member={editing === 'new' ? null : editing}
        opened={editing !== null}
        departments={departments.data ?? []}
        own={editing !== null && editing !== 'new' && editing.id === session?.user.id}
        onClose={() => setEditing(null)}
        onChanged={refresh}
      />
    </Stack>
  );
}

/** The agency's departments: added and removed here (their members stay, without one). */
function Departments({ departments, error }: { departments: readonly Department[]; error: unknown }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState<Department | null>(null);
  const [requestKey, setRequestKey] = useState(idempotencyKey);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: DEPARTMENTS });
    void queryClient.invalidateQueries({ queryKey: MEMBERS });
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFieldError(undefined);
    try {
      const added = await addDepartment(name.trim(), requestKey);
      notify('green', t('staff.departmentAdded', { name: added.name }));
      setName('');
      setRequestKey(idempotencyKey());
      refresh();
    } catch (failure) {
      if (failure instanceof ApiError && failure.kind === 'validation') setFieldError(failure.fieldErrors()['/name'] ?? problemMessage(failure, t));
      else notify('red', problemMessage(failure, t));
    } finally {
      setSaving(false);
    }
  };
  const remove = async (department: Department) => {
    try {
      await removeDepartment(department.id);
      notify('green', t('staff.departmentRemoved', { name: department.name }));
    } catch (failure) {
      notify('red', problemMessage(failure, t));
    } finally {
      setRemoving(null);
      refresh();
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="staff-departments" maw={720}>
      <Title order={2} size="h4" id="staff-departments">
        {t('staff.departments')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('staff.departmentsIntro')}
      </Text>
      {error ? <ProblemAlert error={error} /> : null}
      {departments.length === 0 ? (
        <Text size="sm" c="dimmed" mb="sm">
          {t('staff.noDepartments')}
        </Text>
      ) : (
        <Stack gap={4} mb="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {departments.map((department) => (
            <Group key={department.id} component="li" justify="space-between" wrap="nowrap">
              <Text size="sm">{department.name}</Text>
              <Button size="xs" variant="subtle" color="red" aria-label={t('staff.removeDepartmentLabel', { name: department.name })} onClick={() => setRemoving(department)}>
                {t('staff.removeDepartment')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <Group component="form" align="flex-end" gap="sm" onSubmit={(event: FormEvent) => void add(event)}>
        <TextInput label={t('staff.newDepartment')} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={100} error={fieldError} w={280} />
        <Button type="submit" variant="default" loading={saving} disabled={name.trim() === ''}>
          {t('staff.addDepartment')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={removing !== null}
        title={t('staff.removeDepartmentTitle', { name: removing?.name ?? '' })}
        text={t('staff.removeDepartmentText')}
        confirm={t('staff.removeDepartment')}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </Paper>
  );
}
