export default function AdminNotFound() {
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-bold">Not found</h1>
      <p className="mt-2">This part of the console does not exist, or you are not allowed to see it.</p>
    </main>
  );
}
