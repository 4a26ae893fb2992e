/** Image uploads (POST /api/admin/uploads?kind=…, which sniffs, checks and re-encodes): the stored path. */
import { useMutation } from '@tanstack/react-query';
import { api } from './client.ts';

export type UploadKind = 'products' | 'brands' | 'blogs' | 'banners' | 'categories';

export const uploadImage = async (kind: UploadKind, file: File): Promise<string> => {
  const form = new FormData();
  form.append('file', file);
  return (await api.post<{ path: string }>('admin/uploads', form, { query: { kind } })).path;
};

export const useUploadImage = () =>
  useMutation({ mutationFn: ({ kind, file }: { kind: UploadKind; file: File }) => uploadImage(kind, file) });
