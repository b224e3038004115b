import { sanitizeEventDetails } from './event-details.ts';

/** Event types the app logs through the log_security_event RPC (spec §5, §9). */
export const SECURITY_EVENT_TYPES = [
  'USER_LOGIN',
  'USER_LOGOUT',
  'TOKEN_REFRESH',
  'RATE_LIMIT_EXCEEDED',
  'XSS_ATTEMPT_BLOCKED',
  'SUSPICIOUS_ADMIN_ACCESS_PATTERN',
  'HIGH_API_USAGE',
  'INVALID_EMAIL_ATTEMPT',
  'SUSPICIOUS_LOGIN_ATTEMPT',
  'LOGIN_FAILED',
] as const;

export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** Spec §3: severity defaults to medium; RATE_LIMIT_EXCEEDED is high (§9). */
export const DEFAULT_SEVERITY: Severity = 'medium';

const SEVERITY_BY_TYPE: Partial<Record<SecurityEventType, Severity>> = {
  RATE_LIMIT_EXCEEDED: 'high',
  XSS_ATTEMPT_BLOCKED: 'high',
  SUSPICIOUS_ADMIN_ACCESS_PATTERN: 'high',
  SUSPICIOUS_LOGIN_ATTEMPT: 'high',
  USER_LOGIN: 'low',
  USER_LOGOUT: 'low',
  TOKEN_REFRESH: 'low',
};

export interface SecurityEvent {
  event_type: SecurityEventType;
  user_id: string | null;
  ip_address?: string;
  user_agent: string;
  details: Record<string, unknown>;
  severity: Severity;
}

export function isSecurityEventType(value: unknown): value is SecurityEventType {
  return typeof value === 'string' && (SECURITY_EVENT_TYPES as readonly string[]).includes(value);
}

export function isSeverity(value: unknown): value is Severity {
  return typeof value === 'string' && (SEVERITIES as readonly string[]).includes(value);
}

export function defaultSeverity(type: SecurityEventType): Severity {
  return SEVERITY_BY_TYPE[type] ?? DEFAULT_SEVERITY;
}

export interface SecurityEventInput {
  userId?: string | null;
  ipAddress?: string;
  userAgent?: string;
  details?: unknown;
  severity?: Severity;
}

const MAX_USER_AGENT = 512;

/** Builds an event with sanitised details and the type's default severity. */
export function createSecurityEvent(
  type: SecurityEventType,
  input: SecurityEventInput = {},
): SecurityEvent {
  const event: SecurityEvent = {
    event_type: type,
    user_id: input.userId ?? null,
    user_agent: String(input.userAgent ?? '').slice(0, MAX_USER_AGENT),
    details: sanitizeEventDetails(input.details ?? {}),
    severity: input.severity ?? defaultSeverity(type),
  };
  if (input.ipAddress !== undefined && input.ipAddress !== '')
    event.ip_address = input.ipAddress.slice(0, 64);
  return event;
}

/** The parameter names of the log_security_event RPC (spec §7). */
export interface LogSecurityEventParams {
  event_type: SecurityEventType;
  user_id_param: string | null;
  ip_address_param: string | null;
  user_agent_param: string;
  event_details_param: Record<string, unknown>;
  severity_param: Severity;
}

export function toLogSecurityEventParams(event: SecurityEvent): LogSecurityEventParams {
  return {
    event_type: event.event_type,
    user_id_param: event.user_id,
    ip_address_param: event.ip_address ?? null,
    user_agent_param: event.user_agent,
    event_details_param: sanitizeEventDetails(event.details),
    severity_param: event.severity,
  };
}
