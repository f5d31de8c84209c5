import { useSupabaseLoader } from '@outpace/core/supabase';
import { useEffect, useEffectEvent, useState } from 'react';

/** The account's tables the payment webhook and the account's own actions write, each row naming its `user_id`. */
export type OwnTable = 'subscribers' | 'purchases' | 'template_claims';

/**
 * Whether the page hears its rows change: `connecting` until the channel is joined (or while there is no account to
 * listen for), `live` once it is, and `unavailable` when the join failed, timed out or the channel closed
 * (realtime-js keeps trying to rejoin).
 */
export type LiveStatus = 'connecting' | 'live' | 'unavailable';

let channelCount = 0;

/**
 * Calls `onChange` with the table and the row as written (empty for a delete) whenever a row of the signed-in
 * account's in `tables` is written, over one
 * realtime channel (`postgres_changes`, filtered to `user_id`; row level security keeps other accounts' rows out).
 * Subscribes after mount, so only once the page is interactive, and only with a `userId`: a signed-out visitor opens
 * no socket. Leaves the channel on unmount; realtime-js closes the socket once no channel is left.
 */
export function useOwnRowChanges(
  userId: string | undefined,
  tables: readonly OwnTable[],
  onChange: (table: OwnTable, row: Record<string, unknown>) => void,
): LiveStatus {
  const loadClient = useSupabaseLoader();
  const tableList = tables.join(',');
  // The status of the channel for this account and these tables; a new pair starts at `connecting` again.
  const key = `${userId ?? ''}|${tableList}`;
  const [status, setStatus] = useState<{ key: string; value: LiveStatus }>();
  const onRowChange = useEffectEvent(onChange);

  useEffect(() => {
    if (!userId) return;
    let left = false;
    let leave = () => {};
    void loadClient().then((client) => {
      if (left) return;
      // Topics are per client: a name of its own keeps two pages' channels (or a remount's) apart.
      channelCount += 1;
      let channel = client.channel(`own-rows-${channelCount}`);
      for (const table of tableList.split(',') as OwnTable[]) {
        channel = channel.on(
          'postgres_changes',
          { event: '*', schema: 'public', table, filter: `user_id=eq.${userId}` },
          (change) => onRowChange(table, change.new),
        );
      }
      channel.subscribe((state) => {
        if (!left) setStatus({ key, value: state === 'SUBSCRIBED' ? 'live' : 'unavailable' });
      });
      leave = () => void client.removeChannel(channel);
    });
    return () => {
      left = true;
      leave();
    };
  }, [loadClient, userId, tableList, key]);

  // Without an account there is nothing to listen for yet (the session may still be loading).
  return userId && status?.key === key ? status.value : 'connecting';
}
