import { useEffect, useState } from 'react';
import { readRendererEnv } from '@/lib/env';

/**
 * The embedded server's own measurements (`/metrics/v1…`, admins only, checked by the database).
 * Hosted Supabase has no such endpoint: `unavailable` is then true and the pages say so.
 */
export async function fetchServerJson<T>(path: '' | '/status'): Promise<T | null> {
  const { supabase, backendFetch } = await import('@/lib/supabase');
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) return null;
  const env = readRendererEnv(import.meta.env, window.location.origin);
  const response = await backendFetch(`${env.supabaseUrl}/metrics/v1${path}`, {
    headers: { Authorization: `Bearer ${token}`, apikey: env.supabaseAnonKey },
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`The server answered ${response.status}`);
  return (await response.json()) as T;
}

export interface ServerStatus {
  database: string;
  mail_mode: string;
  key_index: string;
}

export function useServerStatus(): { data: ServerStatus | null; unavailable: boolean } {
  const [state, setState] = useState<{ data: ServerStatus | null; unavailable: boolean }>({
    data: null,
    unavailable: false,
  });
  useEffect(() => {
    let cancelled = false;
    fetchServerJson<ServerStatus>('/status').then(
      (data) => !cancelled && setState({ data, unavailable: data === null }),
      () => !cancelled && setState({ data: null, unavailable: true }),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}
