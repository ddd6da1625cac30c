import { NotFoundContent } from '@/components/site/not-found-page';

/** The boundary Next shows when `notFound()` is thrown (after a client navigation, or from /news?page=…). */
export default function NotFound() {
  return <NotFoundContent />;
}
