/**
 * Staff, for owners: the list, a new member, a member's role or account switched on or off, and a
 * reset link emailed. A new or changed member marks the list stale, so it is asked for again.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { NewStaff, StaffEdit } from '../../lib/account/staff.ts';
import type { Staff } from '../types.ts';
import { api } from './client.ts';
import { queryClient } from './query.ts';

export const staffKeys = {
  all: ['staff'] as const,
  list: ['staff', 'list'] as const,
};

const staffChanged = () => queryClient.invalidateQueries({ queryKey: staffKeys.all });

export const useStaffList = () =>
  useQuery({
    queryKey: staffKeys.list,
    queryFn: async () => (await api.get<{ data: Staff[] }>('admin/staff')).data,
  });

/** POST /admin/staff: the member as made. A used email is a 409 naming `email` in its errors. */
export const useAddStaff = () =>
  useMutation({
    mutationFn: async (body: NewStaff) => (await api.post<{ data: Staff }>('admin/staff', body)).data,
    onSuccess: staffChanged,
  });

/**
 * PATCH /admin/staff/{id}: a new role, disabled or enabled (which signs them out). A refusal (the
 * last owner, yourself) also reloads the list, so what it shows is what is saved.
 */
export const useEditStaff = () =>
  useMutation({
    mutationFn: async ({ id, ...body }: StaffEdit & { id: number }) =>
      (await api.patch<{ data: Staff }>(`admin/staff/${id}`, body)).data,
    onSettled: staffChanged,
  });

/** Emails the member a single-use link to set a new password; the API's sentence saying so. */
export const useSendReset = () =>
  useMutation({
    mutationFn: async (id: number) =>
      (await api.post<{ message: string }>(`admin/staff/${id}/password-reset`, {})).message,
  });
