import type { Context } from 'hono';

const maxDiscardBytes = 16 * 1024 * 1024;
const maxDiscardMs = 10_000;

/**
 * Reads and drops the rest of an oversized request before the 413 goes out. Answering while the client
 * is still uploading makes the connection close under it, and clients then report a network error
 * instead of the 413 (nginx in front of Supabase avoids this the same way, with a lingering close).
 */
export async function discardRequestBody(c: Context): Promise<void> {
  const body = c.req.raw.body;
  // A locked body is already being read by the size check, which stops at the limit by itself.
  if (!body || body.locked) return;
  const reader = body.getReader();
  const deadline = Date.now() + maxDiscardMs;
  let bytes = 0;
  try {
    while (bytes <= maxDiscardBytes && Date.now() < deadline) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
    }
  } catch {
    // The client gave up first; there is nothing left to answer.
  } finally {
    reader.releaseLock();
  }
}
