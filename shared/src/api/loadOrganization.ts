import * as v from 'valibot';
import { organizationSchema, type Organization } from '@halo/domain';
import { reportError } from '../errorReporting/reportError';
import { ApiError } from './ApiError';
import { describeFailure, readJsonBody } from './http';
import type { ApiRuntime } from './apiRuntime';

/** Where the hosted page carries its church's record (docs/CONTRACTS.md "Static layout"). */
const PAGE_RECORD_ID = 'halo-organization';

/**
 * The record of `subdomain` the hosted page came with, taken once (the element is removed, so a later
 * load asks the API for a fresh one); undefined when the page has none for that church or it does not
 * parse, and the API is asked as before.
 */
function takePageRecord(subdomain: string): Organization | undefined {
  const element = globalThis.document?.getElementById(PAGE_RECORD_ID);
  if (!element) return undefined;
  element.remove();
  let raw: unknown;
  try {
    raw = JSON.parse(element.textContent ?? '');
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(organizationSchema, raw);
  return parsed.success && parsed.output.subdomain === subdomain ? parsed.output : undefined;
}

async function fetchOrganization(api: ApiRuntime, path: string): Promise<Organization | null> {
  let response: Response;
  try {
    response = await api.session.get(path);
  } catch (cause) {
    throw new ApiError(describeFailure(cause), { kind: 'network', status: null, operation: path, cause });
  }
  if (response.status === 404) return null;
  if (!response.ok) {
    throw new ApiError(`Response not successful: Received status code ${response.status}`, {
      kind: 'network',
      status: response.status,
      operation: path,
    });
  }
  const parsed = v.safeParse(organizationSchema, await readJsonBody(response));
  if (!parsed.success) {
    const where = parsed.issues
      .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
      .join('; ');
    throw new ApiError(`Invalid organization response: ${where}`, {
      kind: 'network',
      status: response.status,
      operation: path,
    });
  }
  return parsed.output;
}

/**
 * `GET /api/online-giving/{subdomain}` (or the same record the hosted page came with), parsed with
 * @halo/domain's organizationSchema, into the store:
 * status `loaded`, or `missing` on 404 (the host then shows /404). Other failures are reported, put
 * the status back to `unknown` and reject.
 */
export async function loadOrganization(api: ApiRuntime, subdomain: string): Promise<Organization | null> {
  const path = `/api/online-giving/${encodeURIComponent(subdomain)}`;
  const { store } = api;
  const state = store.getState();
  store.setState({ organizationStatus: 'loading' });
  state.beginRequest();
  try {
    const organization = takePageRecord(subdomain) ?? (await fetchOrganization(api, path));
    state.setOrganization(organization);
    return organization;
  } catch (error) {
    store.setState({ organizationStatus: 'unknown' });
    reportError(error, { query: path, type: 'GET', variables: { subdomain } });
    throw error;
  } finally {
    state.endRequest();
  }
}
