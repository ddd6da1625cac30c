import { notFound } from 'next/navigation';

/**
 * The console arrives with the staff accounts (identity issue) and the admin issue. Until a staff session
 * exists there is no one to let in, so every /admin address answers 404.
 */
export default function AdminPage() {
  notFound();
}
