import type { LarderClient } from '@/lib/supabase';

/**
 * The admin area's calls. Every one is a security definer SQL function that checks the caller's
 * role itself (migration 20261125400000), or the admin-users function for what needs Auth and
 * Storage: the browser holds nothing but the admin's own session.
 */

async function client(): Promise<LarderClient> {
  return (await import('@/lib/supabase')).supabase;
}

/** A refusal or a bad value, with the database's own clear message. */
export class AdminError extends Error {
  constructor(
    message: string,
    readonly hint?: string,
  ) {
    super(message);
  }
}

type RpcName = Parameters<LarderClient['rpc']>[0];

async function call<T>(name: RpcName, args: Record<string, unknown> = {}): Promise<T> {
  const supabase = await client();
  const { data, error } = await (
    supabase.rpc as unknown as (
      n: string,
      a: Record<string, unknown>,
    ) => Promise<{ data: unknown; error: { message: string; hint?: string } | null }>
  )(name, args);
  if (error) {
    if (/fetch/i.test(error.message))
      throw new AdminError('Could not reach the server. Check your connection and try again.');
    throw new AdminError(error.message, error.hint ?? undefined);
  }
  return data as T;
}

export interface Overview {
  users_total: number;
  users_new_week: number;
  active_7_days: number;
  searches_today: number;
  open_feedback: number;
  high_severity_24h: number;
  database_size_bytes: number;
  checked_at: string;
}

export type Role = 'admin' | 'moderator' | 'user';

export interface AdminUser {
  id: string;
  email: string | null;
  created_at: string;
  last_sign_in_at: string | null;
  confirmed: boolean;
  providers: string[];
  mfa_factors: number;
  role: Role;
  banned_until: string | null;
}

export interface Paged {
  total: number;
  page: number;
  per_page: number;
}

export interface SecurityEvent {
  id: string;
  event_type: string;
  severity: 'low' | 'medium' | 'high' | 'critical';
  user_id: string | null;
  email: string | null;
  ip_address: string | null;
  user_agent: string | null;
  details: Record<string, unknown>;
  created_at: string;
}

export interface SecurityFilters {
  event_type: string;
  /** low, medium, high, critical, or high_critical (both: what the overview's card counts). */
  severity: string;
  user_search: string;
  /** '' (either), 'actor' (who triggered the event) or 'target' (whom an admin action was about). */
  user_match: string;
  since: string;
  until: string;
}

export interface RateLimitBlock {
  action: string;
  blocks: number;
  last_at: string;
}

export interface FeedbackItem {
  id: string;
  message: string;
  rating: number | null;
  category: string;
  page: string | null;
  status: 'new' | 'read' | 'resolved';
  admin_note: string | null;
  email: string | null;
  created_at: string;
  handled_at: string | null;
}

export interface AdminSettings {
  signups_open: boolean;
  sign_in_methods: { password: boolean; magic_link: boolean; google: boolean };
  security_monitor: { admin_requests: number; admin_window_minutes: number; requests: number };
  rate_limits: { default: { max_requests: number; window_minutes: number } } & Record<
    string,
    unknown
  >;
  ai_provider: { url: string; model: string };
  ai_api_key: 'set' | 'not set';
}

export interface AnalyticsDay {
  day: string;
  signups: number;
  dau: number;
  wau: number;
  searches: number;
  empty_searches: number;
}

export interface Analytics {
  from: string;
  to: string;
  days: AnalyticsDay[];
  empty_search_sets: { ingredients: string; searches: number }[];
  top_opened: { title: string; count: number }[];
  top_favourited: { title: string; count: number }[];
  top_saved_sites: { site: string; count: number }[];
  top_kitchen_ingredients: { ingredient: string; kitchens: number }[];
  top_bar_bottles: { bottle: string; bars: number }[];
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

export const adminApi = {
  overview: () => call<Overview>('admin_overview'),
  listUsers: (search: string, page: number, perPage = 25) =>
    call<Paged & { users: AdminUser[] }>('admin_list_users', { search, page, per_page: perPage }),
  setRole: (target: string, role: Role, confirmed = false) =>
    call<{ changed: boolean; role: Role }>('admin_set_user_role', {
      target,
      new_role: role,
      confirmed,
    }),
  ban: (target: string, hours: number) =>
    call<{ banned_until: string }>('admin_ban_user', { target, hours }),
  unban: (target: string) => call<unknown>('admin_unban_user', { target }),
  removeMfa: (target: string) => call<{ factors_removed: number }>('admin_remove_mfa', { target }),
  activity: (target: string) =>
    call<SecurityEvent[]>('admin_user_activity', { target, max_rows: 50 }),
  securityEvents: (filters: SecurityFilters, page: number, perPage = 50) =>
    call<Paged & { events: SecurityEvent[]; event_types: string[] }>('admin_security_events', {
      event_type: blankToNull(filters.event_type),
      severity: blankToNull(filters.severity),
      user_search: blankToNull(filters.user_search),
      since: blankToNull(filters.since),
      until: blankToNull(filters.until),
      page,
      per_page: perPage,
      user_match: blankToNull(filters.user_match),
    }),
  rateLimitBlocks: () => call<RateLimitBlock[]>('admin_rate_limit_blocks'),
  feedback: (status: string, rating: number | null, page: number, perPage = 50) =>
    call<Paged & { items: FeedbackItem[] }>('admin_feedback_list', {
      status_filter: blankToNull(status),
      rating_filter: rating,
      page,
      per_page: perPage,
    }),
  updateFeedback: (id: string, status: string | null, note: string | null) =>
    call<{ status: string; admin_note: string | null }>('admin_update_feedback', {
      feedback_id: id,
      new_status: status,
      note,
    }),
  settings: () => call<AdminSettings>('admin_get_settings'),
  updateSetting: (key: string, value: unknown) =>
    call<{ changed: boolean }>('admin_update_setting', { setting_key: key, setting_value: value }),
  setAiKey: (apiKey: string) =>
    call<{ ai_api_key: 'set' | 'not set' }>('admin_set_ai_api_key', { api_key: apiKey }),
  databaseStats: () => call<unknown>('admin_database_stats'),
  analytics: (from: string, to: string) =>
    call<Analytics>('admin_analytics', { from_date: blankToNull(from), to_date: blankToNull(to) }),

  /** Deletion and password resets need Auth and Storage: the admin-users function does them. */
  async userAction(body: {
    action: 'delete' | 'reset_password';
    user_id: string;
    confirm_email?: string;
    redirect_to?: string;
  }) {
    const supabase = await client();
    const { error } = await supabase.functions.invoke('admin-users', { body });
    if (!error) return;
    const context = (error as { context?: Response }).context;
    let message = 'Could not complete the action. Please try again.';
    try {
      const parsed = (await context?.json()) as { error?: { message?: string } } | undefined;
      if (parsed?.error?.message) message = parsed.error.message;
    } catch {
      // keep the general message
    }
    throw new AdminError(message);
  },
};

/** The public settings every visitor's app reads (sign-up open, sign-in methods, monitor thresholds). */
export interface PublicSettings {
  signups_open: boolean;
  sign_in_methods: { password: boolean; magic_link: boolean; google: boolean };
  security_monitor: { admin_requests: number; admin_window_minutes: number; requests: number };
}
