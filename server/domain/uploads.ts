/**
 * Uploads: an image (png, jpg, jpeg, svg, gif; pdf in `documents`) is accepted when its extension
 * AND its content agree, it is within the size limit, and — for SVG — after sanitising (no script,
 * no event handlers, no foreign objects). Raster images can be resized to fit a width/height.
 * Each file is recorded with its owner; only the owner can delete it. A record exists only while
 * its file is in the storage: a store that fails leaves no record behind (500 with a message that
 * says nothing was saved), and a file is removed from the store before its record goes.
 */
import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../db/schema';
import type { TokenKind } from '../db/tables/platform';
import { StorageError, type FileStorage } from '../uploads/storage';
import { InvalidInputError, UnavailableError } from './errors';

export type UploadFolder = 'salons' | 'barbers' | 'services' | 'avatars' | 'documents';

const imageTypes: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', svg: 'image/svg+xml' };
const documentTypes: Record<string, string> = { ...imageTypes, pdf: 'application/pdf' };

export interface IncomingFile {
  filename: string;
  data: Buffer;
}

export interface Owner {
  kind: TokenKind;
  id: number;
}

export interface StoredUpload {
  path: string;
  file: string;
  url: string;
}

interface Prepared {
  extension: string;
  contentType: string;
  data: Buffer;
}

function rejectType(folder: UploadFolder): InvalidInputError {
  const key = folder === 'documents' ? 'api.error.unsupported_document_type' : 'api.error.unsupported_file_type';
  return new InvalidInputError({ file: [key] }, { code: 'unsupported_file_type', messageKey: key });
}

let purifier: Promise<(svg: string) => string> | undefined;

/** DOMPurify over jsdom, loaded on the first SVG (jsdom is heavy). */
function sanitiseSvg(svg: string): Promise<string> {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
    const purify = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
    return (input: string) =>
      purify.sanitize(input, { USE_PROFILES: { svg: true, svgFilters: true }, FORBID_TAGS: ['foreignObject', 'script', 'style'], FORBID_ATTR: ['href'] });
  })();
  return purifier.then((sanitise) => sanitise(svg));
}

/** Checks one file and returns what will be stored. */
export async function prepareUpload(folder: UploadFolder, file: IncomingFile, resize: { width?: number; height?: number }): Promise<Prepared> {
  const allowed = folder === 'documents' ? documentTypes : imageTypes;
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.filename)?.[1]?.toLowerCase() ?? '';
  const contentType = allowed[extension];
  if (!contentType || !file.data.length) throw rejectType(folder);

  if (extension === 'svg') {
    const text = file.data.toString('utf8');
    if (!/<svg[\s>]/i.test(text) || (await fileTypeFromBuffer(file.data))) throw rejectType(folder);
    const clean = await sanitiseSvg(text);
    if (!/<svg[\s>]/i.test(clean)) throw rejectType(folder);
    return { extension, contentType, data: Buffer.from(clean, 'utf8') };
  }

  const detected = await fileTypeFromBuffer(file.data);
  const detectedExtension = detected?.ext === 'jpg' ? ['jpg', 'jpeg'] : detected ? [detected.ext] : [];
  if (!detectedExtension.includes(extension)) throw rejectType(folder);

  if (extension !== 'pdf' && (resize.width || resize.height)) {
    try {
      const data = await sharp(file.data, { animated: extension === 'gif' })
        .rotate()
        .resize({ width: resize.width, height: resize.height, fit: 'inside', withoutEnlargement: true })
        .toBuffer();
      return { extension, contentType, data };
    } catch {
      throw rejectType(folder);
    }
  }
  return { extension, contentType, data: file.data };
}

/** A store's failure as the API tells it: 500 `server_error`, a message saying what was not done, the cause in the log. */
function storageFailure(error: unknown, messageKey: string): unknown {
  return error instanceof StorageError ? new UnavailableError(messageKey, error) : error;
}

/** Stores every file or none (a failure part-way removes what was stored and records nothing). */
export async function storeUploads(
  db: Kysely<Database>,
  storage: FileStorage,
  input: { owner: Owner; folder: UploadFolder; files: IncomingFile[]; width?: number; height?: number },
): Promise<StoredUpload[]> {
  const prepared: Prepared[] = [];
  for (const file of input.files) prepared.push(await prepareUpload(input.folder, file, { width: input.width, height: input.height }));
  const stored: StoredUpload[] = [];
  try {
    for (const item of prepared) {
      const file = `${randomBytes(12).toString('hex')}.${item.extension === 'jpeg' ? 'jpg' : item.extension}`;
      const key = `${input.folder}/${file}`;
      await storage.put(key, item.data, item.contentType);
      stored.push({ path: key, file, url: storage.url(key) });
    }
    await db
      .insertInto('uploads')
      .values(
        stored.map((s, i) => ({
          owner_kind: input.owner.kind,
          owner_id: input.owner.id,
          folder: input.folder,
          file: s.file,
          content_type: prepared[i]!.contentType,
          size: prepared[i]!.data.length,
        })),
      )
      .execute();
  } catch (error) {
    await Promise.all(stored.map((s) => storage.delete(s.path).catch(() => {})));
    throw storageFailure(error, 'api.error.upload_failed');
  }
  return stored;
}

/** Deletes a file the owner uploaded; false when there is no such file of theirs. */
/**
 * Deletes a file the owner uploaded; false when there is no such file of theirs. The record goes in
 * the same transaction as the store's delete: when the store fails, the record (and the file) stay.
 */
export async function deleteUpload(db: Kysely<Database>, storage: FileStorage, owner: Owner, folder: string, file: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('uploads')
      .where('folder', '=', folder)
      .where('file', '=', file)
      .where('owner_kind', '=', owner.kind)
      .where('owner_id', '=', owner.id)
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    try {
      await storage.delete(`${folder}/${file}`);
    } catch (error) {
      throw storageFailure(error, 'api.error.upload_delete_failed');
    }
    return true;
  });
}
