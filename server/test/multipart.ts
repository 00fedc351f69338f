/** Upload bodies for HTTP tests. */
import type { AppContext } from './http';

/** A multipart/form-data body built by hand (the shape browsers send). */
export function multipart(fields: Record<string, string>, files: { field: string; filename: string; type: string; data: Buffer }[]) {
  const boundary = `----mawid${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POSTs files (and fields) as multipart/form-data with a bearer token. */
export async function upload(ctx: AppContext, token: string, url: string, fields: Record<string, string>, files: Parameters<typeof multipart>[1]) {
  const body = multipart(fields, files);
  return ctx.request('POST', url, { token, payload: body.payload, headers: body.headers });
}
