// An error that is the client's to fix: the error handler answers it with its status and message as is.
export class ReplyError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ReplyError';
  }
}
