import { useQuery } from '@tanstack/react-query';
import { listStaffUsers, type StaffUser } from '../../api/leads';

export function staffName(user: StaffUser): string {
  return [user.firstName, user.name].filter(Boolean).join(' ');
}

/** The agency's colleagues (for assigning and for showing who has a lead), read once per few minutes. */
export function useStaffUsers() {
  const query = useQuery({ queryKey: ['staff-users', 'all'], queryFn: listStaffUsers, staleTime: 5 * 60_000 });
  const byId = new Map((query.data ?? []).map((user) => [user.id, user]));
  return { users: query.data ?? [], nameOf: (id: number | null) => (id === null ? null : byId.has(id) ? staffName(byId.get(id)!) : `#${id}`), isPending: query.isPending };
}
