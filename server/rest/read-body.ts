import { JSON_TOO_DEEP_MESSAGE, jsonTooDeep } from '../http/json-depth.ts';
import { RestError } from './rest-error.ts';

/**
 * The JSON body of a write or RPC call. PostgREST accepts `application/json` (and no Content-Type
 * at all from some clients); anything else is 415, unparseable JSON (or JSON nested too deep to
 * handle) is PGRST102.
 */
export async function readJsonBody(request: Request, allowEmpty: boolean): Promise<unknown> {
  const type =
    (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== '' && type !== 'application/json' && !type.endsWith('+json')) {
    throw new RestError(
      415,
      'PGRST107',
      `The request's Content-Type is not acceptable: ${type.slice(0, 100)}`,
    );
  }
  const text = await request.text();
  if (text.trim() === '') {
    if (allowEmpty) return {};
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'The request body is empty');
  }
  if (jsonTooDeep(text))
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', JSON_TOO_DEEP_MESSAGE);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', (error as Error).message);
  }
}
