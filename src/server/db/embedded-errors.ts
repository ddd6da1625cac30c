/**
 * A failure of the embedded PostgreSQL, said as one sentence that tells the reader what to do (issue 16): the
 * launcher prints it as it is, without a stack.
 */
export class EmbeddedDatabaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedDatabaseError';
  }
}
