/** The picture types a fan or staff member may upload (portraits, story images, profile pictures). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

export function isUploadImageType(type: string): boolean {
  return (UPLOAD_IMAGE_TYPES as readonly string[]).includes(type);
}
