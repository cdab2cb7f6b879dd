import { createHash } from 'node:crypto';
import { EFTS_PART_CHECKSUM_HEADER, type Endpoint } from '@creditdesk/contracts';
import { MATRIX_CALLERS, type RequestParts, type World } from './world.js';

/*
 * File transfer's rows (issue 19): uploads and files of Demo Lending, started and sent by demo.user
 * (whose group grants file transfer), in its cdms folder "inbound".
 */

type Row = (w: World) => Promise<RequestParts> | RequestParts;

const CONTENT = Buffer.from('checkNumber,amount\n1001,25.00\n');
const call = (method: Endpoint['method'], path: string): Endpoint => ({ method, path, summary: '', access: { kind: 'authenticated' } });

/** A new upload of Demo Lending, nothing sent yet. */
async function freshUpload(w: World): Promise<string> {
  const body = { customerId: w.demo, system: 'cdms', folder: 'inbound', fileName: 'matrix.csv', fileSize: CONTENT.length, contentType: 'text/csv' };
  const res = await w.send(call('POST', '/filetransfers/upload'), { body }, MATRIX_CALLERS[1]);
  if (res.statusCode !== 201) throw new Error(`starting an upload failed: ${res.body}`);
  return (res.json() as { fileUploadId: string }).fileUploadId;
}

/** A new input file of Demo Lending (uploaded whole): its id and stored name. */
async function freshFile(w: World): Promise<{ id: string; name: string }> {
  const id = await freshUpload(w);
  const headers = { [EFTS_PART_CHECKSUM_HEADER]: createHash('sha256').update(CONTENT).digest('hex') };
  const part = await w.send(call('PUT', '/filetransfers/upload/fileUploadId/:id/part/:n'), { params: { id, n: '1' }, headers }, MATRIX_CALLERS[1], { payload: CONTENT.toString(), contentType: 'application/octet-stream' });
  if (part.statusCode !== 200) throw new Error(`sending a part failed: ${part.body}`);
  const done = await w.send(call('PUT', '/efts/metadata/uploads/:id'), { params: { id }, body: { status: 'completed' } }, MATRIX_CALLERS[1]);
  if (done.statusCode !== 200) throw new Error(`finishing an upload failed: ${done.body}`);
  const file = (done.json() as { file: { fileId: string; gcpFileName: string } }).file;
  return { id: file.fileId, name: file.gcpFileName };
}

const shared = new WeakMap<World, { upload: Promise<string>; file: Promise<{ id: string; name: string }> }>();
const sharedOf = (w: World) => {
  if (!shared.has(w)) shared.set(w, { upload: freshUpload(w), file: freshFile(w) });
  return shared.get(w)!;
};

const folder = (w: World) => ({ customerId: w.demo, system: 'cdms', folder: 'inbound' });

export const EFTS_REQUESTS: Record<string, Row> = {
  'GET /efts/customers/:customerId/systems': (w) => ({ params: { customerId: w.demo }, query: { page: 'products' } }),
  'GET /efts/customers/:customerId/systems/:system/folders': (w) => ({ params: { customerId: w.demo, system: 'cdms' } }),
  'GET /efts/customers/:customerId/systems/:system/folders/:folder': (w) => ({ params: folder(w) }),
  'GET /efts/customers/:customerId/systems/:system/folders/:folder/actions': (w) => ({ params: folder(w) }),
  'GET /efts/customers/:customerId/systems/:system/folders/:folder/inputs': (w) => ({ params: folder(w), query: { page: '1', size: '10' } }),
  'GET /efts/customers/:customerId/systems/:system/folders/:folder/outputs': (w) => ({ params: folder(w) }),
  'POST /filetransfers/upload': (w) => ({ body: { customerId: w.demo, system: 'cdms', folder: 'inbound', fileName: 'matrix.csv', fileSize: 10, contentType: 'text/csv' } }),
  'GET /filetransfers/upload/fileUploadId/:id': async (w) => ({ params: { id: await sharedOf(w).upload } }),
  'PUT /filetransfers/upload/fileUploadId/:id/part/:n': async (w) => ({ params: { id: await freshUpload(w), n: '1' }, body: CONTENT.toString() }),
  'PUT /efts/metadata/uploads/:id': async (w) => ({ params: { id: await freshUpload(w) }, body: { status: 'cancelled' } }),
  'GET /filetransfers/download/:kind/fileId/:id/gcpFileName/:name': async (w) => {
    const file = await sharedOf(w).file;
    return { params: { kind: 'unprocessed', id: file.id, name: file.name } };
  },
  'POST /filetransfers/download/:kind/fileId/:id/gcpFileName/:name/link': async (w) => {
    const file = await sharedOf(w).file;
    return { params: { kind: 'unprocessed', id: file.id, name: file.name } };
  },
  'DELETE /filetransfers/files/fileId/:id': async (w) => ({ params: { id: (await freshFile(w)).id } }),
};
