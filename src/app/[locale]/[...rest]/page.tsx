import { notFound } from 'next/navigation';

/** Any other address under the site renders the localised 404 page. */
export default function CatchAllPage() {
  notFound();
}
