import path from 'node:path';
import type { Config } from '../../../config.js';
import type { FileStore } from './file-store.js';
import { createLocalFileStore } from './local-file-store.js';
import { createS3FileStore } from './s3-file-store.js';
import { fileKeyOf } from './segment-cipher.js';

/** The store FILE_STORE names: DATA_DIR/files (encrypted with a key derived from the data key) or a bucket. */
export function selectFileStore(config: Pick<Config, 'efts' | 'dataDir'>, dataKey: Buffer): FileStore {
  const { store } = config.efts;
  return store.kind === 's3' ? createS3FileStore(store) : createLocalFileStore(path.join(config.dataDir, 'files'), fileKeyOf(dataKey));
}
