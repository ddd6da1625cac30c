import { notFound } from 'next/navigation';

export default function AdminCatchAll() {
  notFound();
}
