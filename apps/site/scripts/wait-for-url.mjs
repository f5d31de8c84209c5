// Waits until a URL answers (any HTTP status), so a dependent server starts only once its backend is up.
const [url, seconds = '30'] = process.argv.slice(2);
const deadline = Date.now() + Number(seconds) * 1000;
for (;;) {
  try {
    await fetch(url);
    process.exit(0);
  } catch {
    if (Date.now() > deadline) {
      console.error(`${url} did not answer within ${seconds} s.`);
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
