import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * Story bodies and any staff HTML (DESIGN §5): a small allow-list of tags, http(s)/mailto links only, no
 * attributes that run code. Applied on save (admin) and again on render.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'a', 'hr'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

export function sanitizeStoryHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
