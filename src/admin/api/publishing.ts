/**
 * The site server's builds as staff see them (GET /admin/publishing: state, last build with its
 * failure message, the log), and the public build status for roles that do not publish.
 */
import { useQuery } from '@tanstack/react-query';
import { can } from '../../lib/account/staff-roles.ts';
import type { BuildStatus } from '../../lib/site/publish-state.ts';
import { currentSession } from '../session.ts';
import { api, buildStatus } from './client.ts';

export interface Publishing {
  status: BuildStatus | null;
  log: string | null;
  reachable: boolean;
}

const publishingKey = ['publishing'] as const;
const fetchPublishing = () => api.get<Publishing>('admin/publishing');

/** The publishing view's answer, asked for again each time the view opens (builds move on their own). */
export const usePublishing = () =>
  useQuery({ queryKey: publishingKey, queryFn: fetchPublishing, staleTime: 0 });

/**
 * Polls the publishing status every `every(answer)` ms (false: stop) for the change saved at
 * `savedAt` (none: no polling), on its way to the site.
 */
export const usePublishingPoll = (
  savedAt: string | null,
  every: (answer: Publishing | undefined) => number | false,
) =>
  useQuery({
    queryKey: [...publishingKey, 'since', savedAt],
    queryFn: fetchPublishing,
    enabled: savedAt !== null,
    staleTime: 0,
    retry: false,
    refetchInterval: (query) => every(query.state.data),
  });

/** The last build: with its message from the staff API for those who publish, else the public status. */
export const useLastBuild = () => {
  const role = currentSession()?.staff.role;
  const publishes = role !== undefined && can(role, 'catalogue:write');
  return useQuery({
    queryKey: ['last-build', publishes],
    staleTime: 0,
    queryFn: async () => {
      if (!publishes) return buildStatus<BuildStatus>();
      const answer = await fetchPublishing();
      return answer.reachable ? answer.status : null;
    },
  });
};
