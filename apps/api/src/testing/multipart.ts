import { randomUUID } from 'node:crypto';

/** A multipart/form-data body for `app.inject`: the text fields in order, then the file as the field `file`. */
export function multipartBody(fields: Record<string, string>, file?: { name: string; content: string | Buffer; type?: string }) {
  const boundary = `----creditdesk${randomUUID().replace(/-/g, '')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type ?? 'text/csv'}\r\n\r\n`));
    parts.push(typeof file.content === 'string' ? Buffer.from(file.content) : file.content);
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
