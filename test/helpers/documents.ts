// Shared by the document tests: instruments written for the tests, a multipart encoder, and a job
// run to its end through the API.
import assert from 'node:assert/strict';
import type { Client, Res } from './contract.js';
import { until } from './server.js';

// Government lots (odd-sized: no acres follow from the description): a deed that does not state
// them, a lease of the same lots written another way that does, and other lots of the section.
export const LOTS_DEED = `MINERAL DEED
KNOW ALL MEN BY THESE PRESENTS: That Ruth E. Calloway, a widow, of Blaine County, Oklahoma, party of the first part, for and in consideration of Ten Dollars, does hereby grant, sell and convey unto Homer J. Pettit, party of the second part, an undivided one-half (1/2) interest in and to all of the oil, gas and other minerals in and under the following described land in Blaine County, State of Oklahoma, to-wit:
Lots Three (3) and Four (4) of Section Seven (7), Township Fifteen (15) North, Range Eleven (11) West of the Indian Meridian.
Dated this 4th day of May, 1949.
Ruth E. Calloway
Filed for record May 9, 1949, Book 88, Page 412.
`;
export const LOTS_LEASE = `OIL AND GAS LEASE
This agreement, made and entered into the 2nd day of August, 1956, by and between Homer J. Pettit, a single man, hereinafter called lessor, and Redbird Petroleum Corporation, hereinafter called lessee:
Lessor, in consideration of Ten Dollars, does hereby grant, lease and let unto lessee the following land in Blaine County, Oklahoma: Lots 3 and 4 of 7-15N-11W, containing 78.42 acres, more or less.
Homer J. Pettit
Filed for record August 10, 1956, Book 131, Page 77.
`;
export const LOTS_ELSEWHERE = `WARRANTY DEED
KNOW ALL MEN BY THESE PRESENTS: That Homer J. Pettit, a single man, for and in consideration of One Dollar, does hereby grant, bargain, sell and convey unto Lela Mae Ruhl the following described real estate in Blaine County, Oklahoma: Lots One (1) and Two (2) of Section Seven (7), Township Fifteen (15) North, Range Eleven (11) West, containing 77.96 acres.
Dated this 1st day of June, 1960.
Homer J. Pettit
Filed for record June 3, 1960, Book 150, Page 9.
`;

export const DEED = `WARRANTY DEED

KNOW ALL MEN BY THESE PRESENTS: That John A. Smith, a single man, hereinafter called Grantor, for and in
consideration of Ten Dollars ($10.00), does hereby grant, bargain, sell and convey unto Mary B. Jones,
Grantee, the following described land situated in Kingfisher County, State of Oklahoma, to-wit:

The Northeast Quarter (NE/4) of Section 14, Township 16 North, Range 7 West of the Indian Meridian,
containing 160 acres, more or less.

TO HAVE AND TO HOLD the same unto the said Grantee, her heirs and assigns forever.

Dated this 3rd day of March, 1975.

/s/ John A. Smith

Filed for record March 10, 1975, Book 412, Page 88.
`;

export const LEASE = `OIL AND GAS LEASE

THIS AGREEMENT made this 1st day of June, 1980, between Mary B. Jones, a single woman, Lessor, and
XYZ Oil Company, Lessee. Lessor hereby grants, leases and lets exclusively unto Lessee for the
purpose of exploring for and producing oil and gas the following land in Kingfisher County, Oklahoma:
NE/4 of Section 14, Township 16 North, Range 7 West, containing 160 acres.

/s/ Mary B. Jones

Recorded June 5, 1980, Book 530, Page 12.
`;

/** A multipart/form-data body, serialised by fetch's own FormData encoder. */
export async function multipart(parts: Record<string, Blob | string>, filenames: Record<string, string> = {}): Promise<{ raw: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, filenames[name] ?? 'upload');
  }
  const req = new Request('http://x/', { method: 'POST', body: form });
  return { raw: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! };
}

export async function runJob(client: Client, token: string, body: object, ms = 60_000): Promise<Res> {
  const started = await client.post('/api/process', body, { token });
  assert.equal(started.status, 202, started.text);
  assert.deepEqual(started.body, { job_id: started.body.job_id, status: 'queued' });
  assert.equal(started.headers.get('location'), `/api/jobs/${started.body.job_id}`);
  let job: Res | undefined;
  await until(async () => {
    job = await client.get(`/api/jobs/${started.body.job_id}`, { token });
    return job.body.status === 'completed' || job.body.status === 'failed';
  }, ms);
  return job!;
}

