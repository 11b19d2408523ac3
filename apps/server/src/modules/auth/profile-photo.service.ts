import type { CurrentUser } from '@stride/contracts';
import type { Db } from '../../db/client.ts';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, ImageStore } from '../../lib/images.ts';
import type { AuthService } from './auth.service.ts';
import { replaceProfileImage } from './users.repository.ts';

export const PHOTO_MAX_BYTES = IMAGE_MAX_BYTES;
export const PHOTO_TYPES = IMAGE_TYPES;
export const AVATAR_URL = '/api/uploads/avatars/';

/**
 * Profile photos: re-encoded to a 512×512 WebP under DATA_DIR/uploads/avatars (lib/images.ts); the
 * runner's previous photo file is deleted.
 */
export class ProfilePhotoService {
  readonly #store: ImageStore;

  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
    dataDir: string,
  ) {
    this.#store = new ImageStore(dataDir, 'avatars', AVATAR_URL, 512);
  }

  /** Stores the new photo and answers the runner as they are now. */
  async upload(userId: string, contentType: string | undefined, body: unknown): Promise<CurrentUser> {
    const url = await this.#store.save(userId, contentType, body);
    const before = await replaceProfileImage(this.db, userId, url);
    await this.#store.remove(before);
    return this.auth.currentUser(userId);
  }

  /** Deletes every photo file the runner ever uploaded (account deletion). */
  deleteAll(userId: string): Promise<void> {
    return this.#store.removeAllOf(userId);
  }

  /** The stored file for a photo URL's file name; 404 for anything else. */
  file(name: string): Promise<string> {
    return this.#store.file(name);
  }
}
